//! Renders diagnostics as text with ariadne. The only module that imports ariadne.
//!
//! Spans are byte offsets ([`ariadne::IndexType::Byte`]). Tests render with colour off so the
//! output is stable plain text.

use std::fmt::Write as _;

use ariadne::{Color, Config, IndexType, Label as ALabel, Report, ReportKind, Source};

use super::{Diagnostic, Severity};
use crate::source::{FileId, SourceMap};

/// How to render.
#[derive(Clone, Copy, Debug)]
#[derive(Default)]
pub struct RenderOptions {
    pub color: bool,
}


/// Renders one diagnostic to a string.
pub fn render(diag: &Diagnostic, sources: &SourceMap, options: RenderOptions) -> String {
    match diag.primary_span() {
        Some(primary) => render_with_source(diag, primary.file, sources, options),
        None => render_without_source(diag),
    }
}

/// Renders diagnostics one after another, followed by a summary line when any is an error.
pub fn render_all(diags: &[Diagnostic], sources: &SourceMap, options: RenderOptions) -> String {
    let mut out = String::new();
    for d in diags {
        out.push_str(&render(d, sources, options));
    }
    let errors = diags.iter().filter(|d| d.is_error()).count();
    if errors > 0 {
        let _ = writeln!(out, "{errors} error{} found", if errors == 1 { "" } else { "s" });
    }
    out
}

fn kind_and_title(diag: &Diagnostic) -> (ReportKind<'static>, String) {
    match diag.severity {
        Severity::Warning => (ReportKind::Warning, diag.message.clone()),
        Severity::Error => (ReportKind::Error, diag.message.clone()),
        Severity::Internal => (
            ReportKind::Custom("internal compiler error", Color::Red),
            format!("{} (this is a bug in tile, not in your program)", diag.message),
        ),
    }
}

fn render_with_source(
    diag: &Diagnostic,
    file: FileId,
    sources: &SourceMap,
    options: RenderOptions,
) -> String {
    let (kind, title) = kind_and_title(diag);
    let name = sources.name(file).to_string();
    let primary = diag.labels[0].span;
    let config = Config::default()
        .with_color(options.color)
        .with_index_type(IndexType::Byte);
    let mut report = Report::build(kind, (name.clone(), primary.range()))
        .with_config(config)
        .with_code(diag.code.0)
        .with_message(title);
    for (i, label) in diag.labels.iter().enumerate() {
        // Labels in other files cannot be drawn on this report; they become notes.
        if label.span.file != file {
            let (line, col) = sources.line_col(label.span.file, label.span.start);
            report.add_note(format!(
                "{}:{line}:{col}: {}",
                sources.name(label.span.file),
                label.message
            ));
            continue;
        }
        let mut l = ALabel::new((name.clone(), label.span.range())).with_order(i as i32);
        if !label.message.is_empty() {
            l = l.with_message(&label.message);
        }
        if options.color {
            l = l.with_color(if i == 0 { Color::Red } else { Color::Blue });
        }
        report.add_label(l);
    }
    for note in &diag.notes {
        report.add_note(note);
    }
    if let Some(help) = &diag.help {
        report.set_help(help);
    }
    let mut buf = Vec::new();
    let source = Source::from(sources.text(file).to_string());
    // Writing into a Vec cannot fail; a failure here would be an ariadne bug, so fall back.
    if report.finish().write((name, source), &mut buf).is_err() {
        return render_without_source(diag);
    }
    String::from_utf8_lossy(&buf).into_owned()
}

fn render_without_source(diag: &Diagnostic) -> String {
    let (_, title) = kind_and_title(diag);
    let word = match diag.severity {
        Severity::Warning => "warning",
        Severity::Error => "error",
        Severity::Internal => "internal compiler error",
    };
    let mut out = format!("[{}] {word}: {title}\n", diag.code.0);
    for note in &diag.notes {
        let _ = writeln!(out, "  note: {note}");
    }
    if let Some(help) = &diag.help {
        let _ = writeln!(out, "  help: {help}");
    }
    out
}
