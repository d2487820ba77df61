//! TIR goldens and text round trips.
//!
//! Sources: `examples/*.tile`, `stdlib/*.tile` and `tests/tir/*.tile`, labelled `examples`,
//! `stdlib` and `tir`. Trials:
//!
//! * `tir::<label>/<stem>`: the file checks without errors, specialises at least one kernel,
//!   its module passes [`verify_module`], and [`print_module`] of it equals the golden
//!   `tests/tir/golden/<label>__<stem>.tir`.
//! * `roundtrip::<label>/<stem>`: for the same module, `print(parse(print(m))) == print(m)`
//!   and the parsed module verifies.
//! * `roundtrip::text/<stem>`: a hand-written `tests/tir/text/<stem>.tir` parses, verifies and
//!   prints back byte for byte.
//! * `definition::<label>/<stem>`: checking every kernel of the file at its definition too
//!   (for what its annotations fix, the rest unbound) finds nothing: the check at definition
//!   reports no false errors on correct programs.
//! * `tir::stale-goldens`: every golden belongs to an existing source (blessing deletes
//!   stale ones).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use libtest_mimic::{Failed, Trial};
use tile_jit::Compiler;
use tile_lang::tir::parse::parse_module;
use tile_lang::tir::print::print_module;
use tile_lang::tir::verify::verify_module;
use tile_lang::tir::Module;

use crate::golden::{self, Outcome};
use crate::{indent, panics, sanity, Context, Problems};

/// The source folders with TIR goldens: (label, repository-relative folder).
pub const SOURCES: &[(&str, &str)] = &[("examples", "examples"), ("stdlib", "stdlib"), ("tir", "tests/tir")];

/// Where goldens live.
pub const GOLDEN_DIR: &str = "tests/tir/golden";

/// Hand-written TIR text files.
pub const TEXT_DIR: &str = "tests/tir/text";

/// The verifier's complaints about a module, one string each (empty when it verifies).
pub fn verify_problems(m: &Module) -> Vec<String> {
    match panics::catch(|| verify_module(m)) {
        Ok(Ok(())) => Vec::new(),
        Ok(Err(errors)) => {
            let mut text = String::from("the TIR verifier rejected the module:\n");
            for e in &errors {
                text.push_str(&format!("    {e}\n"));
            }
            text.push_str(&format!("module:\n{}", indent(&first_lines(&print_or_panic(m), 60), 4)));
            vec![text]
        }
        Err(msg) => vec![format!("the TIR verifier panicked:\n{}", indent(&msg, 4))],
    }
}

/// The first `n` lines of `text`, with a note of how many were left out.
fn first_lines(text: &str, n: usize) -> String {
    let total = text.lines().count();
    let mut out: String = text.lines().take(n).map(|l| format!("{l}\n")).collect();
    if total > n {
        out.push_str(&format!("... ({} more lines)\n", total - n));
    }
    out
}

fn print_or_panic(m: &Module) -> String {
    panics::catch(|| print_module(m)).unwrap_or_else(|msg| format!("(printing panicked: {msg})"))
}

/// Problems with `print(parse(print(m))) == print(m)` (empty when it round-trips and the
/// parsed module verifies).
pub fn roundtrip_problems(m: &Module) -> Vec<String> {
    let printed = match panics::catch(|| print_module(m)) {
        Ok(t) => t,
        Err(msg) => return vec![format!("the TIR printer panicked:\n{}", indent(&msg, 4))],
    };
    text_problems(&printed, "printed TIR")
}

/// Parses TIR text, verifies the result and prints it back; reports every difference.
fn text_problems(text: &str, what: &str) -> Vec<String> {
    let parsed = match panics::catch(|| parse_module(text)) {
        Ok(Ok(m)) => m,
        Ok(Err(e)) => {
            return vec![format!("the {what} does not parse: {e}\ntext:\n{}", numbered(text))];
        }
        Err(msg) => return vec![format!("the TIR parser panicked on the {what}:\n{}", indent(&msg, 4))],
    };
    let mut problems: Vec<String> =
        verify_problems(&parsed).into_iter().map(|p| format!("after parsing the {what}: {p}")).collect();
    match panics::catch(|| print_module(&parsed)) {
        Ok(again) if again == text => {}
        Ok(again) => problems.push(format!(
            "the {what} does not print back identically after parsing:\n{}",
            golden::diff(text, &again, what)
        )),
        Err(msg) => {
            problems.push(format!("the TIR printer panicked on the parsed module:\n{}", indent(&msg, 4)))
        }
    }
    problems
}

fn numbered(text: &str) -> String {
    text.lines().enumerate().map(|(i, l)| format!("{:>5} | {l}\n", i + 1)).collect()
}

/// Checks a source file; the module when it checks cleanly and has a kernel.
fn check_source(ctx: &Context, path: &Path) -> Result<Module, String> {
    let rel = ctx.rel(path);
    let text = crate::read_text(path).map_err(|e| format!("cannot read {rel}: {e}"))?;
    let result = panics::catch(|| {
        let mut compiler = Compiler::new();
        let out = compiler.check_text(&rel, &text);
        let rendered = ctx.normalize_paths(&compiler.render(&out.diagnostics, false));
        let sanity = sanity::check_all(&out.diagnostics, compiler.sources());
        (out, rendered, sanity)
    });
    let (out, rendered, sanity) =
        result.map_err(|msg| format!("the compiler panicked on {rel}:\n{}", indent(&msg, 4)))?;
    let mut p = Vec::new();
    if out.has_errors() {
        p.push(format!("{rel} does not check cleanly:\n{}", indent(&rendered, 4)));
    } else if out.tir.kernels.is_empty() {
        p.push(format!(
            "{rel} specialises no kernel; launch one from host code or add `@spec(...)`{}",
            if rendered.is_empty() { String::new() } else { format!("\n{}", indent(&rendered, 4)) }
        ));
    }
    p.extend(sanity.into_iter().map(|s| format!("malformed diagnostic: {s}")));
    if p.is_empty() {
        Ok(out.tir)
    } else {
        Err(p.join("\n\n"))
    }
}

/// The golden path of a source.
pub fn golden_path(ctx: &Context, label: &str, stem: &str) -> PathBuf {
    ctx.path(GOLDEN_DIR).join(format!("{label}__{stem}.tir"))
}

fn golden_trial(ctx: &Context, label: &str, path: &Path) -> Result<(), Failed> {
    let stem = crate::stem(path);
    let module = check_source(ctx, path).map_err(Failed::from)?;
    let mut p = Problems::new();
    for v in verify_problems(&module) {
        p.push(v);
    }
    match panics::catch(|| print_module(&module)) {
        Ok(printed) => {
            let printed = ctx.normalize_paths(&printed);
            let golden = golden_path(ctx, label, &stem);
            match golden::check(ctx, &golden, &printed, &format!("tir::{label}/{stem}")) {
                Outcome::Same => {}
                Outcome::Blessed => eprintln!("blessed {}", ctx.rel(&golden)),
                Outcome::Failed(f) => p.push(f),
            }
        }
        Err(msg) => p.push(format!("the TIR printer panicked:\n{}", indent(&msg, 4))),
    }
    p.finish()
}

fn definition_trial(ctx: &Context, path: &Path) -> Result<(), Failed> {
    let rel = ctx.rel(path);
    let text = crate::read_text(path).map_err(|e| format!("cannot read {rel}: {e}"))?;
    let rendered = panics::catch(|| {
        let mut compiler = Compiler::new().with_every_definition_checked();
        let out = compiler.check_text(&rel, &text);
        out.has_errors().then(|| ctx.normalize_paths(&compiler.render(&out.diagnostics, false)))
    })
    .map_err(|msg| format!("the compiler panicked on {rel}:\n{}", indent(&msg, 4)))?;
    match rendered {
        None => Ok(()),
        Some(r) => Err(format!("checking every kernel of {rel} at its definition reports errors:\n{}", indent(&r, 4)).into()),
    }
}

fn roundtrip_trial(ctx: &Context, path: &Path) -> Result<(), Failed> {
    let module = check_source(ctx, path).map_err(Failed::from)?;
    let mut p = Problems::new();
    for r in roundtrip_problems(&module) {
        p.push(r);
    }
    p.finish()
}

fn text_trial(ctx: &Context, path: &Path) -> Result<(), Failed> {
    let rel = ctx.rel(path);
    let text = crate::read_text(path).map_err(|e| format!("cannot read {rel}: {e}"))?;
    let mut p = Problems::new();
    for r in text_problems(&text, &rel) {
        p.push(r);
    }
    p.finish()
}

/// Goldens whose source no longer exists; deleted when blessing.
fn stale_goldens(ctx: &Context, expected: &[PathBuf]) -> Result<(), Failed> {
    let dir = ctx.path(GOLDEN_DIR);
    let present =
        crate::list_files(&dir, "tir").map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    let stale: Vec<&PathBuf> = present.iter().filter(|g| !expected.contains(g)).collect();
    if stale.is_empty() {
        return Ok(());
    }
    if ctx.bless {
        for s in &stale {
            std::fs::remove_file(s).map_err(|e| format!("cannot delete {}: {e}", s.display()))?;
            eprintln!("deleted stale golden {}", ctx.rel(s));
        }
        return Ok(());
    }
    let names: Vec<String> = stale.iter().map(|s| format!("    {}", ctx.rel(s))).collect();
    Err(Failed::from(format!(
        "these goldens have no source (`<label>__<stem>.tir` for examples/, stdlib/ and tests/tir/); delete them or run `{} -- tir::stale-goldens`:\n{}",
        crate::BLESS_HINT,
        names.join("\n")
    )))
}

/// Every trial of the TIR goldens and round trips.
pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = Vec::new();
    let mut goldens = Vec::new();
    for &(label, dir) in SOURCES {
        let files = match crate::kernel_sources(&ctx.path(dir), "tile") {
            Ok(f) => f,
            Err(e) => {
                trials.push(crate::collect_error(format!("tir::{label}"), format!("cannot list {dir}: {e}")));
                continue;
            }
        };
        for path in files {
            let stem = crate::stem(&path);
            goldens.push(golden_path(ctx, label, &stem));
            let (c, p) = (ctx.clone(), path.clone());
            trials.push(Trial::test(format!("tir::{label}/{stem}"), move || golden_trial(&c, label, &p)));
            let (c, p) = (ctx.clone(), path.clone());
            trials.push(Trial::test(format!("roundtrip::{label}/{stem}"), move || roundtrip_trial(&c, &p)));
            let (c, p) = (ctx.clone(), path.clone());
            trials.push(Trial::test(format!("definition::{label}/{stem}"), move || definition_trial(&c, &p)));
        }
    }
    let c = ctx.clone();
    trials.push(Trial::test("tir::stale-goldens", move || stale_goldens(&c, &goldens)));
    match crate::list_files(&ctx.path(TEXT_DIR), "tir") {
        Ok(files) => {
            for path in files {
                let c = ctx.clone();
                let name = format!("roundtrip::text/{}", crate::stem(&path));
                trials.push(Trial::test(name, move || text_trial(&c, &path)));
            }
        }
        Err(e) => {
            trials.push(crate::collect_error("roundtrip::text", format!("cannot list {TEXT_DIR}: {e}")))
        }
    }
    trials
}
