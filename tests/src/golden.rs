//! Golden files: comparison with a readable diff, and blessing.
//!
//! Without `TILE_BLESS`, a golden that differs from the actual output fails with a unified
//! diff (`-` expected, `+` actual), and a missing golden fails with the command that creates
//! it. With `TILE_BLESS=1`, the golden is (re)written instead and the check passes; review
//! the result with `git diff`.

use std::path::Path;

use similar::TextDiff;

use crate::{Context, BLESS_HINT};

/// What comparing with a golden found.
#[derive(Debug, PartialEq, Eq)]
pub enum Outcome {
    Same,
    /// Blessing rewrote or created the golden.
    Blessed,
    /// A failure message (with a diff, or how to create the golden).
    Failed(String),
}

/// A unified diff of `expected` against `actual` with three lines of context.
pub fn diff(expected: &str, actual: &str, expected_name: &str) -> String {
    let d = TextDiff::from_lines(expected, actual);
    let mut out = String::new();
    out.push_str(
        &d.unified_diff()
            .context_radius(3)
            .missing_newline_hint(true)
            .header(&format!("{expected_name} (expected)"), "actual")
            .to_string(),
    );
    if out.is_empty() && expected != actual {
        out.push_str("(the texts differ only in line endings or invisible characters)\n");
    }
    out
}

/// Writes a golden, creating its folder.
pub fn write(path: &Path, text: &str) -> Result<(), String> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    std::fs::write(path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// Compares `actual` with the golden at `path`, blessing when the context says so.
/// `filter` is a test-name filter that reruns this check, quoted in the hint.
pub fn check(ctx: &Context, path: &Path, actual: &str, filter: &str) -> Outcome {
    let rel = ctx.rel(path);
    match crate::read_text(path) {
        Ok(expected) if expected == actual => Outcome::Same,
        Ok(expected) => {
            if ctx.bless {
                return bless(path, actual);
            }
            Outcome::Failed(format!(
                "{rel} does not match the actual output:\n{}\nrerun with `{BLESS_HINT} -- {filter}` to accept the actual output",
                diff(&expected, actual, &rel)
            ))
        }
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            if ctx.bless {
                return bless(path, actual);
            }
            Outcome::Failed(format!(
                "golden {rel} does not exist; create it with `{BLESS_HINT} -- {filter}`\nactual output:\n{}",
                crate::indent(actual, 4)
            ))
        }
        Err(e) => Outcome::Failed(format!("cannot read {rel}: {e}")),
    }
}

fn bless(path: &Path, actual: &str) -> Outcome {
    match write(path, actual) {
        Ok(()) => Outcome::Blessed,
        Err(e) => Outcome::Failed(e),
    }
}

/// Fails when `dir` holds goldens (files ending in `.ext`) that no source expects, naming
/// them; with `TILE_BLESS` set, deletes them. `trial` is the trial's name, for the hint.
pub fn check_stale(ctx: &Context, dir: &str, ext: &str, expected: &[std::path::PathBuf], trial: &str) -> Result<(), libtest_mimic::Failed> {
    let dir = ctx.path(dir);
    let present = crate::list_files(&dir, ext).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let stale: Vec<&std::path::PathBuf> = present.iter().filter(|g| !expected.contains(g)).collect();
    if stale.is_empty() {
        return Ok(());
    }
    if ctx.bless {
        for s in stale {
            std::fs::remove_file(s).map_err(|e| format!("cannot delete {}: {e}", s.display()))?;
            eprintln!("deleted stale golden {}", ctx.rel(s));
        }
        return Ok(());
    }
    let names: Vec<String> = stale.iter().map(|s| format!("    {}", ctx.rel(s))).collect();
    Err(format!(
        "these goldens have no source; delete them or run `{} -- {trial}`:\n{}",
        crate::BLESS_HINT,
        names.join("\n")
    )
    .into())
}
