//! Rules about the code itself, checked on every Rust file of the workspace (`tidy::…`).
//!
//! * `tidy::module-docs`: every file opens with a `//!` module doc.
//! * `tidy::tir-is-a-contract`: `tir/` imports nothing from `syntax` or `sema`, so the IR
//!   stays the contract between the front end and the back ends.
//! * `tidy::one-room-per-toolchain`: only `crates/codegen` names a back end's own module
//!   (`tileir::`); everything else goes through the `Backend` interface.
//! * `tidy::unsafe-where-allowed`: `unsafe` appears only in the files listed in
//!   [`UNSAFE_FILES`] (the driver, the launch layer and the CPU executor's host memory), and
//!   every crate root outside `crates/gpu` and `crates/launch` denies `unsafe_code`.
//! * `tidy::crate-layers`: each crate depends only on the crates below it ([`LAYERS`]).
//!
//! Files are the tracked and untracked-but-not-ignored `.rs` files under `crates/`, `tests/`
//! and `examples/` (found by walking the folders, skipping `target`).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use libtest_mimic::{Failed, Trial};

use crate::{Context, Problems};

/// The only files that may contain `unsafe` (repository-relative; a folder ends in `/`).
pub const UNSAFE_FILES: &[&str] = &[
    "crates/gpu/",
    "crates/launch/src/raw.rs",
    "crates/launch/src/thunk/mod.rs",
    "crates/launch/src/compiled.rs",
    "crates/launch/src/alias.rs",
    "crates/launch/src/gpu.rs",
    "crates/cpu/src/memory.rs",
    // The C ABI: raw pointers from C callers (DLPack tensors, strings, out-pointers).
    "crates/capi/",
    // The Python module's capsules: DLPack pointers handed to the C ABI's conversion.
    "crates/python/src/dlpack.rs",
];

/// Crates whose root may leave `unsafe_code` allowed: they need it.
const UNSAFE_CRATES: &[&str] = &["crates/gpu", "crates/launch", "crates/capi"];

/// Each crate and the workspace crates it may depend on (normal dependencies).
pub const LAYERS: &[(&str, &[&str])] = &[
    ("lang", &[]),
    ("gpu", &[]),
    ("cpu", &["tile-lang"]),
    ("codegen", &["tile-lang", "tile-gpu"]),
    ("launch", &["tile-lang", "tile-cpu", "tile-codegen", "tile-gpu"]),
    ("jit", &["tile-lang", "tile-cpu", "tile-codegen", "tile-launch", "tile-gpu"]),
    ("bench", &["tile-lang", "tile-cpu", "tile-codegen", "tile-launch", "tile-gpu"]),
    ("repl", &["tile-jit", "tile-bench"]),
    // A thin client of the embedding API, like every binding.
    ("capi", &["tile-jit"]),
    ("python", &["tile-jit", "tile-capi"]),
];

/// A rule over every source file, as (repository-relative path, text).
type Rule = fn(&Context, &[(String, String)]) -> Result<(), Failed>;

pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let rules: [(&str, Rule); 4] = [
        ("tidy::module-docs", module_docs),
        ("tidy::tir-is-a-contract", tir_is_a_contract),
        ("tidy::one-room-per-toolchain", one_room_per_toolchain),
        ("tidy::unsafe-where-allowed", unsafe_where_allowed),
    ];
    let mut trials: Vec<Trial> = rules
        .into_iter()
        .map(|(name, rule)| {
            let ctx = ctx.clone();
            Trial::test(name, move || rule(&ctx, &sources(&ctx)?))
        })
        .collect();
    let ctx = ctx.clone();
    trials.push(Trial::test("tidy::crate-layers", move || crate_layers(&ctx)));
    trials
}

/// Every `.rs` file as (repository-relative path, text).
fn sources(ctx: &Context) -> Result<Vec<(String, String)>, Failed> {
    let mut files = Vec::new();
    for dir in ["crates", "tests", "examples"] {
        walk(&ctx.path(dir), &mut files).map_err(|e| Failed::from(format!("cannot list {dir}: {e}")))?;
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let text = crate::read_text(&f).map_err(|e| Failed::from(format!("cannot read {}: {e}", f.display())))?;
        out.push((ctx.rel(&f), text));
    }
    if out.len() < 100 {
        return Err(Failed::from(format!("only {} Rust files found: is this the repository root?", out.len())));
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if path.is_dir() {
            if name != "target" && !name.starts_with('.') {
                walk(&path, out)?;
            }
        } else if name.ends_with(".rs") {
            out.push(path);
        }
    }
    Ok(())
}

/// The code of a line: string and character literals emptied and a `//` comment cut off (line
/// by line: a string spanning lines hides its other lines' text from nothing, which at worst
/// makes a rule see words in it).
fn code(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '"' => {
                out.push('"');
                while let Some(d) = chars.next() {
                    match d {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
                out.push('"');
            }
            '/' if chars.peek() == Some(&'/') => break,
            _ => out.push(c),
        }
    }
    out
}

fn module_docs(_: &Context, files: &[(String, String)]) -> Result<(), Failed> {
    let mut p = Problems::new();
    for (path, text) in files {
        if !text.trim_start().starts_with("//!") {
            p.push(format!("{path}: does not open with a `//!` module doc saying what the file is for"));
        }
    }
    p.finish()
}

fn tir_is_a_contract(_: &Context, files: &[(String, String)]) -> Result<(), Failed> {
    let mut p = Problems::new();
    for (path, text) in files.iter().filter(|(p, _)| p.starts_with("crates/lang/src/tir/")) {
        for (n, line) in text.lines().enumerate() {
            let c = code(line);
            if ["crate::sema", "crate::syntax", "super::super::sema", "super::super::syntax"].iter().any(|m| c.contains(m)) {
                p.push(format!("{path}:{}: TIR names the front end: `{}`", n + 1, line.trim()));
            }
        }
    }
    p.finish()
}

fn one_room_per_toolchain(_: &Context, files: &[(String, String)]) -> Result<(), Failed> {
    let mut p = Problems::new();
    // The tests package checks the Tile IR back end's own functions (tests/src/codegen.rs).
    let outside = |path: &str| !path.starts_with("crates/codegen/") && !path.starts_with("tests/");
    for (path, text) in files.iter().filter(|(p, _)| outside(p)) {
        for (n, line) in text.lines().enumerate() {
            if code(line).contains("tileir::") {
                p.push(format!(
                    "{path}:{}: names the Tile IR back end's module; go through `tile_codegen::Backend`: `{}`",
                    n + 1,
                    line.trim()
                ));
            }
        }
    }
    p.finish()
}

fn unsafe_where_allowed(_: &Context, files: &[(String, String)]) -> Result<(), Failed> {
    let mut p = Problems::new();
    let allowed = |path: &str| UNSAFE_FILES.iter().any(|a| if a.ends_with('/') { path.starts_with(a) } else { path == *a });
    for (path, text) in files {
        if allowed(path) {
            continue;
        }
        for (n, line) in text.lines().enumerate() {
            let c = code(line);
            let words = c.split(|ch: char| !(ch.is_alphanumeric() || ch == '_'));
            if words.into_iter().any(|w| w == "unsafe") && !c.contains("unsafe_code") && !c.contains("unsafe_op_in_unsafe_fn") {
                p.push(format!("{path}:{}: `unsafe` outside the files that may use it: `{}`", n + 1, line.trim()));
            }
            if c.contains("allow(unsafe_code)") {
                p.push(format!("{path}:{}: allows unsafe code outside the files that may use it", n + 1));
            }
        }
    }
    let root = |path: &str| path.starts_with("crates/") && (path.ends_with("/src/lib.rs") || path.ends_with("/src/main.rs"));
    for (path, text) in files.iter().filter(|(path, _)| root(path)) {
        let krate = path.trim_end_matches("/src/lib.rs").trim_end_matches("/src/main.rs");
        if !UNSAFE_CRATES.contains(&krate) && !text.contains("#![deny(unsafe_code)]") && !text.contains("#![forbid(unsafe_code)]") {
            p.push(format!("{path}: the crate root must deny unsafe code (`#![deny(unsafe_code)]`)"));
        }
    }
    p.finish()
}

fn crate_layers(ctx: &Context) -> Result<(), Failed> {
    let mut p = Problems::new();
    for (krate, allowed) in LAYERS {
        let manifest = ctx.path(&format!("crates/{krate}/Cargo.toml"));
        let text = crate::read_text(&manifest).map_err(|e| Failed::from(format!("cannot read {}: {e}", manifest.display())))?;
        for dep in dependencies(&text) {
            if dep.starts_with("tile-") && !allowed.contains(&dep.as_str()) {
                p.push(format!(
                    "crates/{krate}/Cargo.toml: depends on `{dep}`, which is not below it (allowed: {})",
                    if allowed.is_empty() { "none".to_string() } else { allowed.join(", ") }
                ));
            }
        }
    }
    p.finish()
}

/// The names in a manifest's `[dependencies]` table (not dev- or build-dependencies).
fn dependencies(manifest: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut inside = false;
    for line in manifest.lines() {
        let t = line.trim();
        if t.starts_with('[') {
            inside = t == "[dependencies]";
            continue;
        }
        if inside
            && let Some((name, _)) = t.split_once('=')
            && !t.starts_with('#')
        {
            out.push(name.trim().split('.').next().unwrap_or_default().to_string());
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dependencies_are_read_from_the_dependencies_table_only() {
        let m = "[package]\nname = \"x\"\n[dependencies]\ntile-lang.workspace = true\n# tile-jit = 1\nhalf = \"2\"\n[dev-dependencies]\ntile-jit.workspace = true\n";
        assert_eq!(dependencies(m), ["tile-lang", "half"]);
    }

    #[test]
    fn comments_and_strings_are_not_code() {
        assert_eq!(code("let x = 1; // tileir::x"), "let x = 1; ");
        assert_eq!(code(r#"f("tileir:: \" // no", 2) // c"#), r#"f("", 2) "#);
    }
}
