//! Tab completion: names, `:commands`, attributes after `value.` (an array's attributes and
//! methods, from the value the name holds), and keyword arguments inside a call
//! (`launch(k, gr` offers `grid=`; a builtin's keyword parameters, a user kernel's or
//! function's parameters).
//!
//! [`complete`] works on the line and a [`Known`] snapshot of the session taken after each
//! input (the session itself is busy in the REPL loop while rustyline reads a line), so it is
//! a plain function, tested without a terminal.

use std::collections::HashMap;

use tile_jit::engine::Session;

/// What completion knows of the session.
#[derive(Clone, Debug, Default)]
pub struct Known {
    /// Every name worth completing (scope, definitions, builtins, keywords, dtypes).
    pub names: Vec<String>,
    /// Per name of a value with attributes, those attributes and methods.
    pub attributes: HashMap<String, Vec<String>>,
    /// Per callable name, the parameters a call may name.
    pub keywords: HashMap<String, Vec<String>>,
    /// The `:commands`.
    pub commands: Vec<String>,
}

impl Known {
    /// A snapshot of `session`.
    pub fn of(session: &Session, commands: Vec<String>) -> Known {
        let names = session.completion_names();
        let attributes = session
            .names()
            .into_iter()
            .filter_map(|n| {
                let attrs = session.attribute_names(&n);
                (!attrs.is_empty()).then(|| (n, attrs.into_iter().map(String::from).collect()))
            })
            .collect();
        let keywords = names
            .iter()
            .filter_map(|n| {
                let params = session.keyword_names(n);
                (!params.is_empty()).then(|| (n.clone(), params))
            })
            .collect();
        Known { names, attributes, keywords, commands }
    }
}

/// Where the replaced word starts, and the candidates for it, sorted.
pub fn complete(line: &str, pos: usize, known: &Known) -> (usize, Vec<String>) {
    let before = &line[..pos];
    let start = before.rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':')).map_or(0, |i| i + 1);
    let word = &before[start..];
    let prefixed = |items: &[String]| -> Vec<String> { items.iter().filter(|c| c.starts_with(word)).cloned().collect() };
    let mut found = if word.starts_with(':') && start == 0 {
        prefixed(&known.commands)
    } else if let Some(base) = attribute_base(&before[..start]) {
        known.attributes.get(base).map(|a| prefixed(a)).unwrap_or_default()
    } else {
        let mut out = keyword_candidates(&before[..start], word, known);
        out.extend(prefixed(&known.names));
        out
    };
    let keywords: Vec<String> = found.iter().filter(|c| c.ends_with('=')).cloned().collect();
    found.retain(|c| !c.ends_with('='));
    found.sort();
    found.dedup();
    // Keyword arguments first: inside a call they are what is most likely meant.
    (start, keywords.into_iter().chain(found).collect())
}

/// The name before a `.` that ends `text` (`x.` gives `x`).
fn attribute_base(text: &str) -> Option<&str> {
    let text = text.strip_suffix('.')?;
    let start = text.rfind(|c: char| !(c.is_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
    let base = &text[start..];
    base.starts_with(|c: char| c.is_alphabetic() || c == '_').then_some(base)
}

/// `param=` for each parameter of the call that `text` (the line up to the word) is inside,
/// when the word stands where an argument starts and the parameter is not passed yet.
fn keyword_candidates(text: &str, word: &str, known: &Known) -> Vec<String> {
    let Some(open) = innermost_open_paren(text) else { return Vec::new() };
    if !text[open + 1..].trim_end().is_empty() && !text.trim_end().ends_with(',') {
        return Vec::new();
    }
    let callee_text = &text[..open];
    let callee_start = callee_text.rfind(|c: char| !(c.is_alphanumeric() || c == '_' || c == '.')).map_or(0, |i| i + 1);
    let Some(params) = known.keywords.get(&callee_text[callee_start..]) else { return Vec::new() };
    let args = &text[open + 1..];
    params
        .iter()
        .filter(|p| p.starts_with(word) && !args.contains(&format!("{p}=")))
        .map(|p| format!("{p}="))
        .collect()
}

/// The byte index of the `(` still open at the end of `text`, outside strings.
fn innermost_open_paren(text: &str) -> Option<usize> {
    let mut open: Vec<(usize, char)> = Vec::new();
    let mut quote: Option<char> = None;
    for (i, c) in text.char_indices() {
        match (quote, c) {
            (Some(q), c) if c == q => quote = None,
            (Some(_), _) => {}
            (None, '"' | '\'') => quote = Some(c),
            (None, '(' | '[' | '{') => open.push((i, c)),
            (None, ')' | ']' | '}') => {
                open.pop();
            }
            _ => {}
        }
    }
    open.last().filter(|(_, c)| *c == '(').map(|(i, _)| *i)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn known() -> Known {
        let s = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<Vec<_>>();
        Known {
            names: s(&["x", "xs", "launch", "load", "grid_size", "scale", "zeros"]),
            attributes: [("x".to_string(), s(&["shape", "dtype", "size", "sum"]))].into_iter().collect(),
            keywords: [
                ("launch".to_string(), s(&["kernel", "grid", "args"])),
                ("scale".to_string(), s(&["a", "s", "T"])),
                ("zeros".to_string(), s(&["shape", "dtype"])),
            ]
            .into_iter()
            .collect(),
            commands: s(&[":help", ":names", ":type"]),
        }
    }

    fn at_end(line: &str) -> (usize, Vec<String>) {
        complete(line, line.len(), &known())
    }

    #[test]
    fn attributes_of_the_value_a_name_holds() {
        assert_eq!(at_end("x.sh"), (2, vec!["shape".to_string()]));
        assert_eq!(at_end("y = x.s").1, ["shape", "size", "sum"]);
        assert!(at_end("xs.sh").1.is_empty(), "a name without attributes offers none");
    }

    #[test]
    fn keyword_arguments_inside_a_call() {
        assert_eq!(at_end("launch(k, gr").1, ["grid=", "grid_size"]);
        assert_eq!(at_end("launch(k, grid=(1,), a").1, ["args="]);
        assert_eq!(at_end("launch(scale, grid=(1,), args=(a, zeros((4,), dt").1, ["dtype="], "the innermost call");
        assert_eq!(at_end("scale(").1.first().map(String::as_str), Some("a="));
        assert!(!at_end("launch(k, grid=(1,), gr").1.contains(&"grid=".to_string()), "grid is given already");
        assert!(!at_end("launch(k + gr").1.iter().any(|c| c.ends_with('=')), "not where an argument starts");
    }

    #[test]
    fn a_session_snapshot_knows_arrays_kernels_and_builtins() {
        let mut session = tile_jit::engine::Engine::cpu().session();
        let defs = "a = zeros((4,))\nkernel k(x: f32[N], T: const int):\n    pass\n\ndef f(v, scale=2):\n    return v\n";
        session.eval(defs).expect("definitions");
        let known = Known::of(&session, Vec::new());
        let at_end = |line: &str| complete(line, line.len(), &known).1;
        assert_eq!(at_end("a.sh"), ["shape"]);
        assert!(at_end("a.").contains(&"astype".to_string()));
        assert_eq!(at_end("launch(k, gr").first().map(String::as_str), Some("grid="));
        assert_eq!(at_end("k(x, ").first().map(String::as_str), Some("x="));
        assert_eq!(at_end("f(1, sc").first().map(String::as_str), Some("scale="));
        assert_eq!(at_end("rand((4,), se").first().map(String::as_str), Some("seed="));
    }

    #[test]
    fn names_and_commands() {
        assert_eq!(at_end("lo").1, ["load"]);
        assert_eq!(at_end(":n"), (0, vec![":names".to_string()]));
        assert_eq!(at_end("print(\"(x\", x").1, ["x", "xs"], "brackets inside strings do not count");
    }
}
