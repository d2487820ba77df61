//! Splitting a UI test file into cases and reading their inline annotations.
//!
//! # Cases
//!
//! A file holds many small programs separated by lines that read exactly `# ---`. Each chunk
//! that contains code (a line that is neither blank nor a comment) is a case, numbered from 1
//! in file order; chunks with no code (a file comment before the first separator, a doubled
//! separator) are skipped and not numbered. A case may start with a line `# case: NAME`
//! (letters, digits, `_` and `-`) that names it.
//!
//! Each case is checked as a program of its own. Its text is the whole file up to the end of
//! the case with every line before the case emptied, so line numbers in reports are the
//! line numbers of the file, and byte offsets stay small.
//!
//! # Annotations
//!
//! A comment `# ~ERROR E0401` on a line expects a diagnostic of severity error and code
//! `E0401` whose primary span starts on that line; `# ~WARNING W0001` expects a warning.
//! `# ~^ERROR E0401` expects it on the line above, `# ~^^ERROR ...` two lines above, and so
//! on. Text after the code (an optional leading `:` is dropped) must occur in the diagnostic's
//! message: `# ~ERROR E0401: cannot broadcast`. One line may carry several annotations
//! (`# ~ERROR E0200 # ~ERROR E0200`). The annotation marker is found anywhere in the line,
//! even inside an unterminated string, so lexer errors can be annotated too.
//!
//! Matching is a multiset comparison on (line, severity, code): every diagnostic must be
//! matched by one annotation and every annotation by one diagnostic.

use std::fmt;

/// The severity an annotation expects.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Hash, PartialOrd, Ord)]
pub enum Expect {
    Error,
    Warning,
}

impl fmt::Display for Expect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Expect::Error => "ERROR",
            Expect::Warning => "WARNING",
        })
    }
}

/// One inline annotation.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Annotation {
    /// The 1-based file line the diagnostic's primary span must start on.
    pub line: usize,
    /// The 1-based line the annotation is written on.
    pub written_on: usize,
    pub severity: Expect,
    /// A code such as `E0401`.
    pub code: String,
    /// Text the diagnostic's message must contain, if given.
    pub message: Option<String>,
}

impl fmt::Display for Annotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {} {}", self.line, self.severity, self.code)?;
        if let Some(m) = &self.message {
            write!(f, " (message containing {m:?})")?;
        }
        Ok(())
    }
}

/// One case of a UI file.
#[derive(Clone, Debug)]
pub struct Case {
    /// 1-based position among the file's cases.
    pub index: usize,
    /// From a `# case: NAME` first line.
    pub name: Option<String>,
    /// 1-based file lines of the case's first and last line.
    pub first_line: usize,
    pub last_line: usize,
    /// The program to check: the file up to the case's end, earlier lines emptied.
    pub text: String,
    /// The case's own lines, as written (for failure messages).
    pub source: String,
    pub annotations: Vec<Annotation>,
    /// Mistakes in the case's annotations or name (harness errors).
    pub errors: Vec<String>,
}

impl Case {
    /// The name used in trial names and `.stderr` headers: the case's name, else its index.
    pub fn label(&self) -> String {
        self.name.clone().unwrap_or_else(|| self.index.to_string())
    }

    /// The header line of this case's section in a `.stderr` golden.
    pub fn header(&self) -> String {
        match &self.name {
            Some(name) => format!("=== case {}: {name} ===", self.index),
            None => format!("=== case {} ===", self.index),
        }
    }
}

/// The separator line between cases.
pub const SEPARATOR: &str = "# ---";

fn is_code_line(line: &str) -> bool {
    let t = line.trim();
    !t.is_empty() && !t.starts_with('#')
}

/// Splits a file into cases. Problems that concern the whole file (two cases with one name)
/// are returned separately from the cases' own errors.
pub fn split(text: &str) -> (Vec<Case>, Vec<String>) {
    let lines: Vec<&str> = text.split_inclusive('\n').collect();
    // Chunks as 0-based half-open line ranges.
    let mut chunks = Vec::new();
    let mut start = 0;
    for (i, line) in lines.iter().enumerate() {
        if line.trim_end() == SEPARATOR {
            chunks.push(start..i);
            start = i + 1;
        }
    }
    chunks.push(start..lines.len());

    let mut cases: Vec<Case> = Vec::new();
    for range in chunks {
        let chunk = &lines[range.clone()];
        if !chunk.iter().any(|l| is_code_line(l)) {
            continue;
        }
        let mut errors = Vec::new();
        let first_line = range.start + 1;
        let last_line = range.end;
        let mut name = None;
        if let Some(first) = chunk.iter().find(|l| !l.trim().is_empty())
            && let Some(rest) = first.trim().strip_prefix("# case:")
        {
            let n = rest.trim();
            if n.is_empty() || !n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
                errors.push(format!(
                    "case name {n:?} must be non-empty and use only letters, digits, `_` and `-`"
                ));
            } else if n.chars().all(|c| c.is_ascii_digit()) {
                errors.push(format!("case name {n:?} must not be a number (numbers are case indices)"));
            } else {
                name = Some(n.to_string());
            }
        }
        let mut text = "\n".repeat(range.start);
        for l in chunk {
            text.push_str(l);
        }
        let mut annotations = Vec::new();
        for (offset, line) in chunk.iter().enumerate() {
            let line_no = first_line + offset;
            match parse_annotations(line, line_no) {
                Ok(mut a) => {
                    for ann in &a {
                        if ann.line < first_line {
                            errors.push(format!(
                                "line {line_no}: annotation points at line {}, before the case starts (line {first_line})",
                                ann.line
                            ));
                        }
                    }
                    a.retain(|ann| ann.line >= first_line);
                    annotations.extend(a);
                }
                Err(e) => errors.push(format!("line {line_no}: {e}")),
            }
        }
        cases.push(Case {
            index: cases.len() + 1,
            name,
            first_line,
            last_line,
            text,
            source: chunk.concat(),
            annotations,
            errors,
        });
    }

    let mut file_errors = Vec::new();
    for (i, c) in cases.iter().enumerate() {
        if let Some(n) = &c.name
            && cases[..i].iter().any(|d| d.name.as_deref() == Some(n))
        {
            file_errors.push(format!("two cases are named {n:?} (case {})", c.index));
        }
    }
    (cases, file_errors)
}

/// Finds the start of every annotation marker (`#~` or `# ~`, the `#` position) in a line.
fn markers(line: &str) -> Vec<(usize, usize)> {
    // (position of '#', position just after '~')
    let bytes = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'#' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] == b' ' {
                j += 1;
            }
            if j < bytes.len() && bytes[j] == b'~' && j - i <= 2 {
                out.push((i, j + 1));
                i = j + 1;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// Parses the annotations of one line (`line_no` is 1-based).
pub fn parse_annotations(line: &str, line_no: usize) -> Result<Vec<Annotation>, String> {
    let line = line.trim_end_matches(['\n', '\r']);
    let marks = markers(line);
    let mut out = Vec::new();
    for (k, &(hash, after)) in marks.iter().enumerate() {
        let end = marks.get(k + 1).map_or(line.len(), |m| m.0);
        let body = &line[after..end];
        let written = &line[hash..end];
        let carets = body.chars().take_while(|&c| c == '^').count();
        let rest = &body[carets..];
        let (severity, rest) = if let Some(r) = rest.strip_prefix("ERROR") {
            (Expect::Error, r)
        } else if let Some(r) = rest.strip_prefix("WARNING") {
            (Expect::Warning, r)
        } else {
            return Err(format!(
                "malformed annotation `{}`: expected `# ~ERROR Exxxx` or `# ~WARNING Wxxxx` (with optional `^`s)",
                written.trim()
            ));
        };
        if !rest.starts_with([' ', '\t']) {
            return Err(format!(
                "malformed annotation `{}`: expected a code after the severity",
                written.trim()
            ));
        }
        let rest = rest.trim_start();
        let code: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
        let valid = code.len() == 5
            && (code.starts_with('E') || code.starts_with('W'))
            && code[1..].chars().all(|c| c.is_ascii_digit());
        if !valid {
            return Err(format!(
                "malformed annotation `{}`: `{code}` is not a code like E0401 or W0001",
                written.trim()
            ));
        }
        if tile_lang::diag::codes::explain(&code).is_none() {
            return Err(format!("annotation names {code}, which is not a registered diagnostic code"));
        }
        let message = rest[code.len()..].trim();
        let message = message.strip_prefix(':').unwrap_or(message).trim();
        if carets >= line_no {
            return Err(format!("annotation `{}` points above the first line", written.trim()));
        }
        out.push(Annotation {
            line: line_no - carets,
            written_on: line_no,
            severity,
            code,
            message: (!message.is_empty()).then(|| message.to_string()),
        });
    }
    Ok(out)
}

/// A diagnostic as the matcher sees it.
#[derive(Clone, Debug)]
pub struct Actual {
    /// 1-based line and column of the primary span's start; `None` without a span.
    pub pos: Option<(usize, usize)>,
    /// `None` for an internal compiler error, which no annotation matches.
    pub severity: Option<Expect>,
    pub code: String,
    pub message: String,
}

impl fmt::Display for Actual {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some((l, c)) => write!(f, "line {l}:{c}: ")?,
            None => write!(f, "(no span): ")?,
        }
        match self.severity {
            Some(s) => write!(f, "{s} {}: {}", self.code, self.message),
            None => write!(f, "INTERNAL {}: {}", self.code, self.message),
        }
    }
}

/// The result of matching annotations against diagnostics.
#[derive(Debug, Default)]
pub struct Mismatch<'a> {
    /// Annotations no diagnostic matched.
    pub missing: Vec<&'a Annotation>,
    /// Diagnostics no annotation matched.
    pub unexpected: Vec<&'a Actual>,
}

impl Mismatch<'_> {
    pub fn is_empty(&self) -> bool {
        self.missing.is_empty() && self.unexpected.is_empty()
    }
}

impl fmt::Display for Mismatch<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.unexpected.is_empty() {
            writeln!(f, "diagnostics without a matching annotation:")?;
            for a in &self.unexpected {
                writeln!(f, "    {a}")?;
            }
        }
        if !self.missing.is_empty() {
            writeln!(f, "annotations without a matching diagnostic:")?;
            for a in &self.missing {
                writeln!(f, "    {a}")?;
            }
        }
        Ok(())
    }
}

/// Matches annotations to diagnostics as multisets on (line, severity, code). Annotations
/// with a message requirement are matched first, so they get the diagnostics they need.
pub fn match_annotations<'a>(expected: &'a [Annotation], actual: &'a [Actual]) -> Mismatch<'a> {
    let mut used = vec![false; actual.len()];
    let mut mismatch = Mismatch::default();
    let mut order: Vec<&Annotation> = expected.iter().collect();
    order.sort_by_key(|a| a.message.is_none());
    for ann in order {
        let found = actual.iter().enumerate().position(|(i, d)| {
            !used[i]
                && d.pos.map(|p| p.0) == Some(ann.line)
                && d.severity == Some(ann.severity)
                && d.code == ann.code
                && ann.message.as_ref().is_none_or(|m| d.message.contains(m.as_str()))
        });
        match found {
            Some(i) => used[i] = true,
            None => mismatch.missing.push(ann),
        }
    }
    mismatch.missing.sort_by_key(|a| (a.line, a.code.clone()));
    mismatch.unexpected = actual.iter().zip(&used).filter(|(_, u)| !**u).map(|(d, _)| d).collect();
    mismatch
}

/// One section of a `.stderr` golden: a header line and the text under it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Section {
    pub header: String,
    pub body: String,
}

/// Normalises rendered output for a golden: trailing whitespace removed from every line,
/// trailing blank lines dropped, and a final newline when non-empty.
pub fn normalize_output(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    while out.ends_with("\n\n") {
        out.pop();
    }
    if out == "\n" {
        out.clear();
    }
    out
}

/// Joins case sections into the text of a `.stderr` golden.
pub fn join_sections(sections: &[Section]) -> String {
    let mut out = String::new();
    for (i, s) in sections.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&s.header);
        out.push('\n');
        out.push_str(&normalize_output(&s.body));
    }
    out
}

/// Splits a `.stderr` golden into sections. Text before the first header is returned first
/// (it should be empty).
pub fn parse_sections(text: &str) -> (String, Vec<Section>) {
    let mut preamble = String::new();
    let mut sections: Vec<Section> = Vec::new();
    for line in text.split_inclusive('\n') {
        let t = line.trim_end();
        if t.starts_with("=== case ") && t.ends_with(" ===") {
            sections.push(Section { header: t.to_string(), body: String::new() });
        } else if let Some(s) = sections.last_mut() {
            s.body.push_str(line);
        } else {
            preamble.push_str(line);
        }
    }
    for s in &mut sections {
        s.body = normalize_output(&s.body);
    }
    (preamble, sections)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_and_names_cases() {
        let text = "# file comment\n# ---\n# case: first\nx = 1  # ~ERROR E0200\n# ---\n\n# ---\ny = 2\n  # ~^ERROR E0100\n";
        let (cases, errs) = split(text);
        assert!(errs.is_empty());
        assert_eq!(cases.len(), 2);
        assert_eq!(cases[0].index, 1);
        assert_eq!(cases[0].name.as_deref(), Some("first"));
        assert_eq!(cases[0].first_line, 3);
        assert_eq!(cases[0].annotations[0].line, 4);
        assert_eq!(cases[0].text, "\n\n# case: first\nx = 1  # ~ERROR E0200\n");
        assert_eq!(cases[1].index, 2);
        assert_eq!(cases[1].name, None);
        assert_eq!(cases[1].label(), "2");
        assert_eq!(cases[1].annotations[0].line, 8);
        assert_eq!(cases[1].text.lines().nth(7), Some("y = 2"));
    }

    #[test]
    fn duplicate_and_bad_names() {
        let (cases, errs) = split("# case: a\nx\n# ---\n# case: a\ny\n# ---\n# case: b c\nz\n");
        assert_eq!(errs.len(), 1);
        assert!(!cases[2].errors.is_empty());
    }

    #[test]
    fn annotations() {
        let a = parse_annotations("x = \"abc  # ~ERROR E0101\n", 3).unwrap();
        assert_eq!(a.len(), 1);
        assert_eq!((a[0].line, a[0].severity, a[0].code.as_str()), (3, Expect::Error, "E0101"));
        let a = parse_annotations("    # ~^^WARNING E0401: cannot broadcast", 5).unwrap();
        assert_eq!(a[0].line, 3);
        assert_eq!(a[0].message.as_deref(), Some("cannot broadcast"));
        let a = parse_annotations("f(a, b)  #~ERROR E0200 # ~ERROR E0201", 1).unwrap();
        assert_eq!(a.len(), 2);
        assert_eq!(a[1].code, "E0201");
        assert!(parse_annotations("x  # ~EROR E0100", 1).is_err());
        assert!(parse_annotations("x  # ~ERROR 401", 1).is_err());
        assert!(parse_annotations("x  # ~ERROR E9999", 1).is_err());
        assert!(parse_annotations("# ~^ERROR E0100", 1).is_err());
        assert!(parse_annotations("x = ~y  # a comment", 1).unwrap().is_empty());
    }

    #[test]
    fn matching_is_a_multiset() {
        let (cases, _) = split("a\nb  # ~ERROR E0200 # ~ERROR E0200\n");
        let d = |line, code: &str| Actual {
            pos: Some((line, 1)),
            severity: Some(Expect::Error),
            code: code.into(),
            message: "m".into(),
        };
        let ok = [d(2, "E0200"), d(2, "E0200")];
        assert!(match_annotations(&cases[0].annotations, &ok).is_empty());
        let extra = [d(2, "E0200"), d(2, "E0200"), d(1, "E0200")];
        let m = match_annotations(&cases[0].annotations, &extra);
        assert_eq!((m.missing.len(), m.unexpected.len()), (0, 1));
        let few = [d(2, "E0200")];
        let m = match_annotations(&cases[0].annotations, &few);
        assert_eq!((m.missing.len(), m.unexpected.len()), (1, 0));
    }

    #[test]
    fn sections_round_trip() {
        let s = vec![
            Section { header: "=== case 1: a ===".into(), body: "error  \n\n".into() },
            Section { header: "=== case 2 ===".into(), body: "".into() },
        ];
        let text = join_sections(&s);
        assert_eq!(text, "=== case 1: a ===\nerror\n\n=== case 2 ===\n");
        let (pre, parsed) = parse_sections(&text);
        assert!(pre.is_empty());
        assert_eq!(parsed[0].body, "error\n");
        assert_eq!(parsed[1].body, "");
    }
}
