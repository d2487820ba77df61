//! Invariants every diagnostic must satisfy, whatever the input.
//!
//! * Its code is a registered one (`codes::ALL`).
//! * It has a primary span, unless it is an internal error (severity `Internal`).
//! * Every label's span lies in a file of the compiler's source map, with
//!   `start <= end <= text length`, on character boundaries.
//! * Its message is not empty.
//!
//! Used by the UI tests (on every case) and the fuzz tests (on every input).

use tile_lang::diag::codes;
use tile_lang::{Diagnostic, Severity, SourceMap};

/// Describes every broken invariant of `diag` (empty when it is well formed).
pub fn check_diagnostic(diag: &Diagnostic, sources: &SourceMap) -> Vec<String> {
    let mut problems = Vec::new();
    let what = format!("[{}] {:?}", diag.code.0, diag.message);
    if !codes::ALL.iter().any(|(c, _)| *c == diag.code) {
        problems.push(format!("{what}: code {:?} is not registered in diag::codes", diag.code.0));
    }
    if diag.message.trim().is_empty() {
        problems.push(format!("{what}: empty message"));
    }
    if diag.labels.is_empty() && diag.severity != Severity::Internal {
        problems.push(format!("{what}: no primary span (only internal errors may lack one)"));
    }
    let files = sources.iter().count();
    for (i, label) in diag.labels.iter().enumerate() {
        let s = label.span;
        if (s.file.0 as usize) >= files {
            problems.push(format!("{what}: label {i} points into unknown file {}", s.file.0));
            continue;
        }
        let text = sources.text(s.file);
        if s.start > s.end || s.end as usize > text.len() {
            problems.push(format!(
                "{what}: label {i} span {}..{} lies outside {} (length {})",
                s.start,
                s.end,
                sources.name(s.file),
                text.len()
            ));
        } else if !text.is_char_boundary(s.start as usize) || !text.is_char_boundary(s.end as usize) {
            problems.push(format!("{what}: label {i} span {}..{} splits a character", s.start, s.end));
        }
    }
    problems
}

/// [`check_diagnostic`] over a list.
pub fn check_all(diags: &[Diagnostic], sources: &SourceMap) -> Vec<String> {
    diags.iter().flat_map(|d| check_diagnostic(d, sources)).collect()
}
