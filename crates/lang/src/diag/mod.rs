//! Diagnostics: the one type every stage reports user mistakes and internal failures with.
//!
//! A [`Diagnostic`] has a stable [`Code`], a one-line message, labelled spans (the first label
//! is the primary one), notes and an optional help line. Stages collect diagnostics into a
//! `Vec<Diagnostic>` and keep going, so one run reports every error it can.
//! Rendering happens in exactly one place, [`render`], which is the only module that knows
//! about ariadne.

pub mod codes;
pub mod explain;
pub mod render;
pub mod suggest;

pub use codes::Code;
pub use render::{render, render_all, RenderOptions};
pub use suggest::closest;

use crate::source::Span;

/// How bad a diagnostic is.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub enum Severity {
    /// The program is well formed; something deserves attention.
    Warning,
    /// A user mistake: the program is rejected.
    Error,
    /// Our bug (a verifier failure after lowering, a tool that failed on our output).
    Internal,
}

/// A labelled span. The first label of a diagnostic is its primary location.
#[derive(Clone, PartialEq, Debug)]
pub struct Label {
    pub span: Span,
    pub message: String,
}

/// A user-facing report: code, message, labelled source spans, notes and a hint.
#[derive(Clone, PartialEq, Debug)]
pub struct Diagnostic {
    pub severity: Severity,
    pub code: Code,
    pub message: String,
    pub labels: Vec<Label>,
    pub notes: Vec<String>,
    pub help: Option<String>,
}

impl Diagnostic {
    pub fn error(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            code,
            message: message.into(),
            labels: Vec::new(),
            notes: Vec::new(),
            help: None,
        }
    }

    pub fn warning(code: Code, message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Warning, ..Diagnostic::error(code, message) }
    }

    /// An internal compiler error: always our bug, never the user's.
    pub fn internal(message: impl Into<String>) -> Diagnostic {
        Diagnostic { severity: Severity::Internal, ..Diagnostic::error(codes::INTERNAL, message) }
    }

    /// Adds a label. The first label added is the primary location.
    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.labels.push(Label { span, message: message.into() });
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Diagnostic {
        self.notes.push(note.into());
        self
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// The primary span, if the diagnostic has one.
    pub fn primary_span(&self) -> Option<Span> {
        self.labels.first().map(|l| l.span)
    }

    pub fn is_error(&self) -> bool {
        self.severity >= Severity::Error
    }
}

/// True when any diagnostic in the list rejects the program.
pub fn has_errors(diags: &[Diagnostic]) -> bool {
    diags.iter().any(Diagnostic::is_error)
}

/// Sorts diagnostics by file and primary position (stable for equal positions), so reports
/// read top to bottom whatever order the stages found them in.
pub fn sort(diags: &mut [Diagnostic]) {
    diags.sort_by_key(|d| d.primary_span().map(|s| (s.file, s.start, s.end)));
}
