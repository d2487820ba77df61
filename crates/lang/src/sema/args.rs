//! Binding call arguments to parameters, shared by builtins, user functions and kernels.
//!
//! A signature is a list of parameter names; a name ending in `=` is optional, a leading `*`
//! marks a variadic tail that collects the remaining positional arguments. Binding reports
//! too many or missing arguments, unknown and duplicate keywords, each with a code and a hint.

use crate::diag::{codes, Diagnostic};
use crate::source::Span;
use crate::syntax::ast::Arg;

/// One declared parameter.
#[derive(Clone, Debug)]
pub struct ParamSpec<'s> {
    pub name: &'s str,
    pub required: bool,
    pub variadic: bool,
}

/// Parses the compact `"x", "axis=", "*args"` form used by the builtin tables.
pub fn specs<'s>(names: &[&'s str]) -> Vec<ParamSpec<'s>> {
    names
        .iter()
        .map(|n| {
            if let Some(v) = n.strip_prefix('*') {
                ParamSpec { name: v, required: false, variadic: true }
            } else if let Some(o) = n.strip_suffix('=') {
                ParamSpec { name: o, required: false, variadic: false }
            } else {
                ParamSpec { name: n, required: true, variadic: false }
            }
        })
        .collect()
}

/// The arguments bound to each parameter, in parameter order.
pub struct Bound<'a> {
    pub slots: Vec<Option<&'a Arg>>,
    /// Positional arguments collected by a variadic parameter.
    pub rest: Vec<&'a Arg>,
}

impl<'a> Bound<'a> {
    pub fn get(&self, i: usize) -> Option<&'a Arg> {
        self.slots.get(i).copied().flatten()
    }
}

/// Binds `args` to `params` for a call of `callee` at `call_span`.
pub fn bind<'a>(
    callee: &str,
    params: &[ParamSpec<'_>],
    args: &'a [Arg],
    call_span: Span,
    diags: &mut Vec<Diagnostic>,
) -> Option<Bound<'a>> {
    let mut bound = Bound { slots: vec![None; params.len()], rest: Vec::new() };
    let mut ok = true;
    let fixed = params.iter().take_while(|p| !p.variadic).count();
    let mut next = 0;
    for arg in args {
        match &arg.name {
            None => {
                if next < fixed {
                    bound.slots[next] = Some(arg);
                    next += 1;
                } else if fixed < params.len() {
                    bound.rest.push(arg);
                } else {
                    diags.push(too_many(callee, params, args, arg.span));
                    return None;
                }
            }
            Some(kw) => match params.iter().position(|p| p.name == kw.name && !p.variadic) {
                Some(i) if bound.slots[i].is_some() => {
                    diags.push(
                        Diagnostic::error(
                            codes::DUPLICATE_ARGUMENT,
                            format!("`{callee}` got argument `{}` twice", kw.name),
                        )
                        .with_label(kw.span, "passed again here")
                        .with_label(bound.slots[i].map_or(call_span, |a| a.span), "first passed here"),
                    );
                    ok = false;
                }
                Some(i) => bound.slots[i] = Some(arg),
                None => {
                    diags.push(unknown_keyword(callee, params, kw.name.as_str(), kw.span));
                    ok = false;
                }
            },
        }
    }
    for (i, p) in params.iter().enumerate() {
        if p.required && bound.slots[i].is_none() && ok {
            diags.push(
                Diagnostic::error(
                    codes::MISSING_ARGUMENT,
                    format!("`{callee}` is missing its argument `{}`", p.name),
                )
                .with_label(call_span, format!("`{}` is not given", p.name))
                .with_help(format!("signature: {}", signature(callee, params))),
            );
            ok = false;
        }
    }
    ok.then_some(bound)
}

fn too_many(callee: &str, params: &[ParamSpec<'_>], args: &[Arg], at: Span) -> Diagnostic {
    let given = args.iter().filter(|a| a.name.is_none()).count();
    Diagnostic::error(
        codes::ARG_COUNT,
        format!(
            "`{callee}` takes at most {} positional argument{}, but {given} were given",
            params.len(),
            if params.len() == 1 { "" } else { "s" }
        ),
    )
    .with_label(at, "unexpected argument")
    .with_help(format!("signature: {}", signature(callee, params)))
}

fn unknown_keyword(callee: &str, params: &[ParamSpec<'_>], name: &str, at: Span) -> Diagnostic {
    let d = Diagnostic::error(
        codes::UNKNOWN_KEYWORD,
        format!("`{callee}` has no parameter named `{name}`"),
    )
    .with_label(at, "unknown keyword");
    match closest(name, params.iter().map(|p| p.name)) {
        Some(s) => d.with_help(format!("did you mean `{s}`? signature: {}", signature(callee, params))),
        None => d.with_help(format!("signature: {}", signature(callee, params))),
    }
}

/// `name(a, b=..., *rest)` for help lines.
pub fn signature(callee: &str, params: &[ParamSpec<'_>]) -> String {
    let parts: Vec<String> = params
        .iter()
        .map(|p| {
            if p.variadic {
                format!("*{}", p.name)
            } else if p.required {
                p.name.to_string()
            } else {
                format!("{}=...", p.name)
            }
        })
        .collect();
    format!("{callee}({})", parts.join(", "))
}

pub use crate::diag::closest;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn closest_finds_typos() {
        assert_eq!(closest("shpe", ["shape", "index", "padding"].into_iter()), Some("shape"));
        assert_eq!(closest("zzz", ["shape", "index"].into_iter()), None);
    }
}
