//! `help(name)` in the REPL, and what completion knows of names: a user kernel's or
//! function's header as written (annotations and decorators included) with its docstring (a
//! string as the first statement of the body) or else the `#` comment block right above it;
//! a builtin's signature and paragraph from [`tile_lang::help`]; a dtype; a value's type (and
//! an array's attributes and methods).

use tile_lang::help::builtin_docs;
use tile_lang::sema::{HOST_BUILTINS, KERNEL_BUILTINS};
use tile_lang::syntax::ast::{ExprKind, FuncDef, StmtKind};

use super::interp::{ARRAY_ATTRIBUTES, ARRAY_METHODS};
use super::{Runtime, Value};

/// Columns a help paragraph wraps at.
const WIDTH: usize = 92;

/// The help text for `name` (`module.name` too), or `None` when it names nothing of the
/// session or the language.
pub(crate) fn help(rt: &mut Runtime, name: &str) -> Option<String> {
    if let Some((alias, item)) = name.rsplit_once('.')
        && let Some(Value::Module(module)) = rt.scope.get(alias).cloned()
    {
        // Resolving `module.item` makes it known to the definitions under that name.
        let _ = rt.defs.qualified(&mut rt.sources, &module, item, tile_lang::Span::default());
    }
    let def_name = match rt.scope.get(name) {
        Some(Value::Function(f)) => Some(f.name().to_string()),
        Some(Value::Kernel(k)) => Some(k.name().to_string()),
        Some(other) => return Some(value_help(name, other)),
        None => Some(name.to_string()),
    };
    if let Some(def) = def_name.as_deref().and_then(|n| rt.defs.analysis().definition(n)) {
        return Some(definition_help(rt, def));
    }
    if rt.engine.host_fn(name).is_some() {
        return Some(format!("{name}(...)  [a function registered by the application]"));
    }
    let mut docs: Vec<String> = builtin_docs(name)
        .map(|d| format!("{}  [{}]\n{}", d.signature, d.place.describe(), wrap(d.doc, "    ")))
        .collect();
    if let Some(d) = tile_lang::DType::from_name(name) {
        docs.push(dtype_help(d));
    }
    (!docs.is_empty()).then(|| docs.join("\n"))
}

/// A dtype: what it is and how it is used.
fn dtype_help(d: tile_lang::DType) -> String {
    let kind = if d.is_bool() {
        "booleans"
    } else if d.is_float() {
        "floating-point numbers"
    } else if d.is_signed_int() {
        "signed integers"
    } else {
        "unsigned integers"
    };
    let text = format!("A dtype: {} bits, {kind}. Pass it as `dtype=` to array and tile constructors, annotate parameters with it (`x: {d}[N]`), or call it to convert: `{d}(x)`.", d.bits());
    format!("{d}  [dtype]\n{}", wrap(&text, "    "))
}

/// A kernel or function: decorators and header as written, then its documentation.
fn definition_help(rt: &Runtime, def: &FuncDef) -> String {
    let text = rt.sources.text(def.span.file);
    let slice = |s: tile_lang::Span| text.get(s.start as usize..s.end as usize).unwrap_or("");
    let mut out: Vec<String> = def.decorators.iter().map(|d| slice(d.span).trim().to_string()).collect();
    out.push(slice(def.header_span).trim().to_string());
    let first = def.decorators.first().map_or(def.header_span.start, |d| d.span.start);
    let doc = docstring(def).or_else(|| comments_above(text, first as usize));
    if let Some(doc) = doc {
        out.push(doc.lines().map(|l| format!("    {}", l.trim())).collect::<Vec<_>>().join("\n").trim_end().to_string());
    }
    out.join("\n")
}

/// The string that opens the body, if there is one.
fn docstring(def: &FuncDef) -> Option<String> {
    match &def.body.first()?.kind {
        StmtKind::Expr(e) => match &e.kind {
            ExprKind::Str(s) => Some(s.trim().to_string()),
            _ => None,
        },
        _ => None,
    }
}

/// The `#` comment lines directly above byte `start` (no blank line between), markers removed.
fn comments_above(text: &str, start: usize) -> Option<String> {
    let before = text.get(..start)?;
    let mut lines = before.lines().rev();
    if !before.is_empty() && !before.ends_with('\n') {
        lines.next(); // the header's own line, before its first character
    }
    let block: Vec<&str> = lines.take_while(|l| l.trim_start().starts_with('#')).collect();
    let doc: Vec<&str> = block.iter().rev().map(|l| l.trim_start().trim_start_matches('#').trim()).collect();
    (!doc.is_empty()).then(|| doc.join("\n"))
}

fn value_help(name: &str, v: &Value) -> String {
    let mut out = format!("{name}: {}", v.type_string());
    if matches!(v, Value::Array(_)) {
        out.push_str(&format!("\n    attributes: {}\n    methods: {}", ARRAY_ATTRIBUTES.join(" "), ARRAY_METHODS.join(" ")));
    }
    out
}

/// `text` wrapped at [`WIDTH`] columns, each line starting with `indent`.
fn wrap(text: &str, indent: &str) -> String {
    let mut lines = vec![indent.to_string()];
    for word in text.split_whitespace() {
        let line = lines.last_mut().expect("one line at least");
        if line.len() > indent.len() && line.len() + 1 + word.len() > WIDTH {
            lines.push(format!("{indent}{word}"));
        } else {
            if line.len() > indent.len() {
                line.push(' ');
            }
            line.push_str(word);
        }
    }
    lines.join("\n")
}

/// The attributes and methods completion offers after `name.`: an array's, else none.
pub(crate) fn attribute_names(rt: &Runtime, name: &str) -> Vec<&'static str> {
    match rt.scope.get(name) {
        Some(Value::Array(_)) => ARRAY_ATTRIBUTES.iter().chain(ARRAY_METHODS).copied().collect(),
        _ => Vec::new(),
    }
}

/// The parameters a call of `callee` can name as keywords: a user kernel's or function's, or
/// a builtin's (host ones first; a variadic parameter has no keyword).
pub(crate) fn keyword_names(rt: &Runtime, callee: &str) -> Vec<String> {
    let def_name = match rt.scope.get(callee) {
        Some(Value::Function(f)) => f.name().to_string(),
        Some(Value::Kernel(k)) => k.name().to_string(),
        _ => callee.to_string(),
    };
    if let Some(def) = rt.defs.analysis().definition(&def_name) {
        return def.params.iter().map(|p| p.name.name.clone()).collect();
    }
    let mut out: Vec<String> = Vec::new();
    for table in [HOST_BUILTINS, KERNEL_BUILTINS] {
        for (_, params) in table.iter().filter(|(n, _)| *n == callee) {
            out.extend(params.iter().filter(|p| !p.starts_with('*')).map(|p| p.trim_end_matches('=').to_string()));
        }
    }
    let mut seen = std::collections::HashSet::new();
    out.retain(|n| seen.insert(n.clone()));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comment_blocks_directly_above_a_definition_are_its_documentation() {
        let text = "x = 1\n# Scales a tile.\n#   Twice.\nkernel k(a: f32[N]):\n    pass\n";
        let start = text.find("kernel").unwrap_or(0);
        assert_eq!(comments_above(text, start).as_deref(), Some("Scales a tile.\nTwice."));
        let text = "# Unrelated.\n\nkernel k(a: f32[N]):\n    pass\n";
        assert_eq!(comments_above(text, text.find("kernel").unwrap_or(0)), None);
    }

    #[test]
    fn paragraphs_wrap_with_their_indent() {
        let long = "word ".repeat(40);
        let wrapped = wrap(&long, "    ");
        assert!(wrapped.lines().count() > 1);
        assert!(wrapped.lines().all(|l| l.len() <= WIDTH && l.starts_with("    word")));
    }
}
