//! Host strings in the checker: f-strings, `format`, `print`'s `sep` and `end`.
//!
//! A format spec written as a literal is parsed here with [`crate::fmtspec`] (the same parser
//! the interpreter formats with) and checked against the kind of value when the checker
//! knows it, so `f"{n:.2d}"` is reported before anything runs (E0514).

use crate::diag::{codes, Diagnostic};
use crate::fmtspec::{self, FormatKind};
use crate::source::Span;
use crate::syntax::ast::{Arg, ExprKind, FPart};

use super::{describe, HostChecker, H};

impl HostChecker<'_, '_> {
    /// An f-string: every field's expression is checked, and its spec against its value when
    /// the spec is literal (nested fields in it are checked as f-string fields).
    pub(super) fn fstring(&mut self, parts: &[FPart]) -> H {
        for part in parts {
            if let FPart::Field(f) = part {
                let v = self.expr(&f.expr);
                // `!r` and `!s` make a string before the spec applies.
                let v = if f.conv.is_some() { H::Str } else { v };
                match f.literal_spec() {
                    Some(spec) => self.check_spec(&v, &spec, f.spec_span),
                    None => {
                        self.fstring(&f.spec);
                    }
                }
            }
        }
        H::Str
    }

    /// `format(value, spec)`: a literal spec is checked against the value; `spec_value` is
    /// what the checker knows of the spec argument.
    pub(super) fn format_call(&mut self, value: &H, spec: Option<&Arg>, spec_value: &H) -> H {
        if let Some(arg) = spec {
            match &arg.value.kind {
                ExprKind::Str(s) => self.check_spec(value, s, arg.value.span),
                _ => self.expect_string(spec_value, arg.value.span, "the format spec"),
            }
        }
        H::Str
    }

    /// `print(..., sep=, end=)`: `sep` and `end` are strings (or `None`).
    pub(super) fn print_call(&mut self, sep: Option<(&H, Span)>, end: Option<(&H, Span)>) -> H {
        for (v, span) in [sep, end].into_iter().flatten() {
            if !matches!(v, H::None) {
                self.expect_string(v, span, "`print`'s `sep` and `end`");
            }
        }
        H::None
    }

    fn expect_string(&mut self, v: &H, span: Span, what: &str) {
        if !matches!(v, H::Str | H::Unknown) {
            self.err(
                Diagnostic::error(codes::TYPE_MISMATCH, format!("{what} must be a string, not {}", describe(v)))
                    .with_label(span, "not a string")
                    .with_help("convert it with `str(x)`"),
            );
        }
    }

    fn check_spec(&mut self, v: &H, spec: &str, span: Span) {
        let kind = match v {
            H::Int(_) => Some(FormatKind::Int),
            H::Float(_) => Some(FormatKind::Float),
            H::Bool(_) => Some(FormatKind::Bool),
            H::Str => Some(FormatKind::Str),
            // An array element or a value the checker cannot follow: the interpreter decides.
            H::Unknown | H::Array(_) => None,
            _ => Some(FormatKind::Other),
        };
        let checked = fmtspec::parse(spec).and_then(|s| kind.map_or(Ok(()), |k| s.check(k)));
        if let Err(why) = checked {
            self.err(
                Diagnostic::error(codes::FORMAT_SPEC, format!("invalid format spec `{spec}` for {}: {why}", describe(v)))
                    .with_label(span, "this spec")
                    .with_help("a spec reads [[fill]align][sign][#][0][width][,|_][.precision][type]; see docs/language.md"),
            );
        }
    }
}
