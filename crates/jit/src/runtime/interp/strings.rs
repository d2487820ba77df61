//! Host strings: f-strings, `str`, `format` and `print` with `sep` and `end`.
//!
//! Format specs are parsed and applied by [`tile_lang::fmtspec`], the parser the checker
//! uses for literal specs, so a spec is accepted or refused (E0514) the same way before and
//! while the program runs.

use tile_lang::diag::codes;
use tile_lang::fmtspec::{self, FormatArg, FormatKind};
use tile_lang::syntax::ast::FPart;
use tile_lang::Span;

use super::call::Bound;
use super::Interp;
use crate::runtime::error::{Fail, R};
use crate::runtime::format::py_float;
use crate::runtime::value::Value;

impl Interp<'_> {
    /// Evaluates an f-string: literal pieces, and each field converted (`!r`, `!s`) and
    /// formatted with its spec (itself evaluated first when it holds fields).
    pub(super) fn fstring(&mut self, parts: &[FPart]) -> R<Value> {
        let mut out = String::new();
        for part in parts {
            match part {
                FPart::Lit(text) => out.push_str(text),
                FPart::Field(f) => {
                    let v = self.eval(&f.expr)?;
                    let v = match f.conv {
                        Some('r' | 'a') => Value::str(&v.repr()),
                        Some(_) => Value::str(&v.to_str()),
                        None => v,
                    };
                    let spec = match f.literal_spec() {
                        Some(spec) => spec,
                        None => self.fstring(&f.spec)?.to_str(),
                    };
                    out.push_str(&format_value(&v, &spec, f.spec_span)?);
                }
            }
        }
        Ok(Value::str(&out))
    }

    /// `print(*args, sep=" ", end="\n")`.
    pub(super) fn print(&mut self, b: &Bound) -> R<Value> {
        let sep = text_or(b.get(1), " ")?;
        let end = text_or(b.get(2), "\n")?;
        let text: Vec<String> = b.rest().map(|(v, _)| v.to_str()).collect();
        self.write_out(&format!("{}{end}", text.join(&sep)), b.call)?;
        Ok(Value::None)
    }
}

/// `str(x)`: Python's `str` (`''` without an argument).
pub(super) fn str_of(b: &Bound) -> Value {
    Value::str(&b.get(0).map(|(v, _)| v.to_str()).unwrap_or_default())
}

/// `format(value, spec="")`.
pub(super) fn format_call(b: &Bound) -> R<Value> {
    let (v, _) = b.req(0);
    let (spec, at) = match b.get(1) {
        None => (String::new(), b.call),
        Some((Value::Str(s), at)) => (s.to_string(), *at),
        Some((other, at)) => return Err(not_a_string(other, *at, "the format spec")),
    };
    Ok(Value::str(&format_value(v, &spec, at)?))
}

/// Formats `v` with `spec` (Python's `format`); `at` is where the spec is written.
pub(crate) fn format_value(v: &Value, spec: &str, at: Span) -> R<String> {
    let parsed = fmtspec::parse(spec).map_err(|why| bad_spec(v, spec, &why, at))?;
    let arg = match v {
        Value::Int(i) => FormatArg::Int(*i),
        Value::Bool(b) if !spec.is_empty() => FormatArg::Int(i64::from(*b)),
        Value::Float(f) => {
            let repr = py_float(*f);
            return parsed.apply(FormatArg::Float { value: *f, repr: &repr }).map_err(|why| bad_spec(v, spec, &why, at));
        }
        Value::Str(s) => FormatArg::Str(s),
        other => {
            parsed.check(FormatKind::Other).map_err(|why| bad_spec(v, spec, &why, at))?;
            return Ok(other.to_str());
        }
    };
    parsed.apply(arg).map_err(|why| bad_spec(v, spec, &why, at))
}

fn bad_spec(v: &Value, spec: &str, why: &str, at: Span) -> Fail {
    Fail::at(codes::FORMAT_SPEC, format!("invalid format spec `{spec}` for {}: {why}", v.describe()), at, "this spec")
        .with_help("a spec reads [[fill]align][sign][#][0][width][,|_][.precision][type]; see docs/language.md")
}

/// A `sep`/`end` argument: a string, or `None` for the default.
fn text_or(arg: Option<&(Value, Span)>, default: &str) -> R<String> {
    match arg {
        None | Some((Value::None, _)) => Ok(default.to_string()),
        Some((Value::Str(s), _)) => Ok(s.to_string()),
        Some((other, at)) => Err(not_a_string(other, *at, "`print`'s `sep` and `end`")),
    }
}

fn not_a_string(v: &Value, at: Span, what: &str) -> Fail {
    Fail::at(codes::TYPE_MISMATCH, format!("{what} must be a string, not {}", v.describe()), at, "not a string")
        .with_help("convert it with `str(x)`")
}
