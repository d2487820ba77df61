//! The long explanation of every diagnostic code (`tile explain CODE`, `:explain CODE` in the
//! REPL), one Markdown file per code under `explain/`, as rustc keeps its error-code docs.
//!
//! Each file has a `# CODE: title` heading, paragraphs, and fenced examples whose info string
//! says what they are: `tile wrong` (checking it reports the code), `tile right` (checking it
//! reports no error); with `run`, the example is also run on the CPU (codes found only while a
//! program runs); `not-checked: REASON` exempts an example that needs something a test
//! machine does not have (a GPU, a keypress, a bug in tile). `tests/src/explain.rs` checks
//! every example; the unit tests here check that every code has a complete explanation.

/// Every code's Markdown, in code order.
macro_rules! explanations {
    ($($code:literal)*) => {
        pub const EXPLANATIONS: &[(&str, &str)] = &[$(($code, include_str!(concat!("explain/", $code, ".md"))),)*];
    };
}

explanations! { "E0100" "E0101" "E0102" "E0103" "E0104" "E0105" "E0106" "E0107" "E0108" "E0109" "E0110" "E0111" "E0112" "E0200" "E0201" "E0202" "E0203" "E0204" "E0205" "E0206" "E0207" "E0208" "E0209" "E0210" "E0211" "E0212" "E0213" "E0215" "E0216" "E0214" "E0217" "E0218" "E0219" "E0220" "E0221" "E0300" "E0301" "E0302" "E0303" "E0304" "E0305" "E0306" "E0307" "E0400" "E0401" "E0402" "E0403" "E0404" "E0405" "E0406" "E0407" "E0408" "E0409" "E0410" "E0411" "E0412" "E0413" "E0414" "E0415" "E0416" "E0417" "E0418" "E0419" "E0420" "E0421" "E0422" "E0423" "E0424" "E0425" "E0426" "E0500" "E0501" "E0502" "E0503" "E0504" "E0505" "E0506" "E0507" "E0508" "E0509" "E0510" "E0511" "E0512" "E0513" "E0514" "E0515" "E0520" "W0001" "W0002" "W0003" "W0004" "W0005" "E0900" "E0901" "E0902" }

/// The Markdown explanation of `code` (any case).
pub fn markdown(code: &str) -> Option<&'static str> {
    EXPLANATIONS.iter().find(|(c, _)| c.eq_ignore_ascii_case(code)).map(|(_, t)| *t)
}

/// A fenced example of an explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct Example {
    /// The info string after the opening fence (`tile wrong`, `tile right run`, ...).
    pub info: String,
    pub code: String,
}

impl Example {
    /// `Some(true)` for a wrong example, `Some(false)` for a right one.
    pub fn is_wrong(&self) -> Option<bool> {
        let words: Vec<&str> = self.info.split_whitespace().collect();
        match words.get(1) {
            Some(&"wrong") => Some(true),
            Some(&"right") => Some(false),
            _ => None,
        }
    }

    /// Whether the example runs on the CPU (not only checked).
    pub fn runs(&self) -> bool {
        self.info.split_whitespace().any(|w| w == "run")
    }

    /// Why the example is not checked, if it is exempt.
    pub fn not_checked(&self) -> Option<&str> {
        self.info.split_once("not-checked:").map(|(_, why)| why.trim())
    }
}

/// The parts of an explanation: its paragraphs (prose blocks) and its examples.
pub fn parts(markdown: &str) -> (Vec<String>, Vec<Example>) {
    let mut paragraphs = Vec::new();
    let mut examples = Vec::new();
    let mut prose = String::new();
    let mut fence: Option<Example> = None;
    for line in markdown.lines() {
        match (&mut fence, line.strip_prefix("```")) {
            (None, Some(info)) => {
                flush(&mut prose, &mut paragraphs);
                fence = Some(Example { info: info.trim().to_string(), code: String::new() });
            }
            (Some(_), Some(_)) => examples.extend(fence.take()),
            (Some(ex), None) => {
                ex.code.push_str(line);
                ex.code.push('\n');
            }
            (None, None) if line.trim().is_empty() || line.starts_with('#') => flush(&mut prose, &mut paragraphs),
            (None, None) => {
                prose.push_str(line);
                prose.push('\n');
            }
        }
    }
    flush(&mut prose, &mut paragraphs);
    (paragraphs, examples)
}

fn flush(prose: &mut String, paragraphs: &mut Vec<String>) {
    if !prose.trim().is_empty() {
        paragraphs.push(std::mem::take(prose));
    }
    prose.clear();
}

/// Columns prose wraps at in [`render`].
const WIDTH: usize = 92;

/// The explanation as plain text for a terminal: the heading without its `#`, paragraphs wrapped,
/// examples indented under a line saying whether they are wrong or right.
pub fn render(markdown: &str) -> String {
    let mut out = String::new();
    let mut prose: Vec<&str> = Vec::new();
    let mut in_fence = false;
    for line in markdown.lines() {
        if let Some(info) = line.strip_prefix("```") {
            out.push_str(&wrap(&prose.join(" ")));
            prose.clear();
            if !in_fence {
                let ex = Example { info: info.to_string(), code: String::new() };
                out.push_str(match ex.is_wrong() {
                    Some(true) => "Wrong:\n",
                    Some(false) => "Right:\n",
                    None => "Example:\n",
                });
            }
            in_fence = !in_fence;
        } else if in_fence {
            out.push_str(&format!("    {line}\n"));
        } else if line.trim().is_empty() || line.starts_with('#') {
            out.push_str(&wrap(&prose.join(" ")));
            prose.clear();
            out.push_str(line.trim_start_matches('#').trim_start());
            out.push('\n');
        } else {
            prose.push(line.trim());
        }
    }
    out.push_str(&wrap(&prose.join(" ")));
    out.trim_end().to_string() + "\n"
}

/// `text` broken into lines of at most [`WIDTH`] columns (longer words stand alone).
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        out.push_str(&line);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::codes::ALL;

    #[test]
    fn every_code_has_a_complete_explanation() {
        for (code, _) in ALL {
            let md = markdown(code.0).unwrap_or_else(|| panic!("{} has no explanation", code.0));
            assert!(md.starts_with(&format!("# {}: ", code.0)), "{}'s explanation starts with `# {}: title`", code.0, code.0);
            let (paragraphs, examples) = parts(md);
            assert!(paragraphs.len() >= 2, "{} needs at least two paragraphs", code.0);
            assert!(examples.iter().any(|e| e.is_wrong() == Some(true)), "{} needs a `tile wrong` example", code.0);
            assert!(examples.iter().any(|e| e.is_wrong() == Some(false)), "{} needs a `tile right` example", code.0);
        }
        assert_eq!(EXPLANATIONS.len(), ALL.len(), "an explanation for a code that does not exist");
    }

    #[test]
    fn examples_are_split_from_prose_and_rendered_with_labels() {
        let md = "# E0000: t\n\nOne\nparagraph.\n\nTwo.\n\n```tile wrong run\nx = 1\n```\n\n```tile right not-checked: needs a GPU\ny = 2\n```\n";
        let (paragraphs, examples) = parts(md);
        assert_eq!(paragraphs, ["One\nparagraph.\n", "Two.\n"]);
        assert_eq!(examples.len(), 2);
        assert!(examples[0].runs() && examples[0].is_wrong() == Some(true));
        assert_eq!(examples[1].not_checked(), Some("needs a GPU"));
        assert_eq!(render(md), "E0000: t\n\nOne paragraph.\n\nTwo.\n\nWrong:\n    x = 1\n\nRight:\n    y = 2\n");
        let long = format!("# E0000: t\n\n{}\n", "word ".repeat(50));
        assert!(render(&long).lines().all(|l| l.chars().count() <= WIDTH));
    }
}
