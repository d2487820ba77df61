//! `explain::<CODE>`: the examples of every code's explanation
//! (`crates/lang/src/diag/explain/<CODE>.md`) do what they say.
//!
//! A `tile wrong` example must report the code when checked (`Compiler::check_text`), a
//! `tile right` one must check without errors and without the code; with `run` the example is
//! run on the CPU through a `Session` instead (static check, then the host code), for codes
//! found only while a program runs. A `not-checked: REASON` example is skipped; the reason is
//! part of the Markdown, for review. A `tir` example (E0902) must fail to parse as TIR text,
//! or parse and verify.

use libtest_mimic::{Failed, Trial};
use tile_jit::engine::{Engine, Options};
use tile_jit::lang::diag::explain::{self, Example};
use tile_jit::lang::diag::{self, Diagnostic};
use tile_jit::Compiler;

pub fn trials() -> Vec<Trial> {
    explain::EXPLANATIONS.iter().map(|&(code, md)| Trial::test(format!("explain::{code}"), move || check(code, md))).collect()
}

fn check(code: &str, md: &str) -> Result<(), Failed> {
    let (_, examples) = explain::parts(md);
    for (k, ex) in examples.iter().enumerate() {
        if ex.not_checked().is_some() {
            continue;
        }
        let Some(wrong) = ex.is_wrong() else { continue };
        if ex.info.starts_with("tir") {
            check_tir(k + 1, wrong, &ex.code)?;
            continue;
        }
        let name = format!("explain/{code}-{}.tile", k + 1);
        let diags = crate::panics::catch(|| diagnostics_of(&name, ex)).map_err(|m| format!("example {} panicked: {m}", k + 1))?;
        let has_code = diags.iter().any(|d| d.code.0 == code);
        let listed = || diags.iter().map(|d| format!("    {} {}", d.code.0, d.message)).collect::<Vec<_>>().join("\n");
        if wrong && !has_code {
            return Err(format!("wrong example {} does not report {code}; it reports:\n{}\n{}", k + 1, listed(), ex.code).into());
        }
        if !wrong && (has_code || diag::has_errors(&diags)) {
            return Err(format!("right example {} reports:\n{}\n{}", k + 1, listed(), ex.code).into());
        }
    }
    Ok(())
}

/// A TIR example: a wrong one must fail to parse (what E0902 reports), a right one must parse
/// and verify.
fn check_tir(number: usize, wrong: bool, text: &str) -> Result<(), Failed> {
    match (tile_jit::lang::tir::parse::parse_module(text), wrong) {
        (Err(_), true) => Ok(()),
        (Ok(m), false) if tile_jit::lang::tir::verify::verify_module(&m).is_ok() => Ok(()),
        (Ok(_), false) => Err(format!("right TIR example {number} parses but does not verify:\n{text}").into()),
        (Ok(_), true) => Err(format!("wrong TIR example {number} parses:\n{text}").into()),
        (Err(e), false) => Err(format!("right TIR example {number} does not parse: {e}\n{text}").into()),
    }
}

/// What checking the example reports; for a `run` example that checks without errors, what
/// running it then reports, as `tile run` does.
fn diagnostics_of(name: &str, ex: &Example) -> Vec<Diagnostic> {
    let checked = Compiler::new().check_text(name, &ex.code).diagnostics;
    if !ex.runs() || diag::has_errors(&checked) {
        return checked;
    }
    let mut session = Engine::cpu().with_options(Options { threads: 2, ..Options::default() }).session();
    session.set_output(tile_jit::engine::SharedBuffer::new());
    // Launch warnings (W0003, W0004) are found while the program runs.
    let ran = match session.eval_named(name, &ex.code) {
        Ok(_) => Vec::new(),
        Err(e) => e.diagnostics,
    };
    checked.into_iter().chain(ran).chain(session.take_warnings()).collect()
}
