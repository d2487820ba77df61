//! Deterministic no-panic fuzzing of the front end.
//!
//! Inputs come from a seeded generator ([`Rng`]), so a trial runs the same inputs every time:
//!
//! * `fuzz::soup::seed-<n>`: token soup over a vocabulary of keywords, builtins, dtypes,
//!   operators, numbers (also malformed and oversized ones), strings (also unterminated),
//!   newlines with indentation (spaces and tabs), comments, stray characters and whole
//!   fragments such as a kernel header or an `@spec` line.
//! * `fuzz::mutate::<label>/<stem>`: every `examples/`, `stdlib/`, `tests/tir/` file and every
//!   case of every `tests/ui/` file, first unchanged and then mutated by deleting, inserting,
//!   swapping and duplicating ranges and lines, changing indentation and truncating.
//!
//! Each input goes through [`tile_lang::syntax::parse`], [`tile_lang::syntax::is_complete`]
//! (also on prefixes, as the REPL calls it), [`tile_jit::Compiler::check_text`] (the whole
//! checker) and the renderer. A trial fails on
//!
//! * a panic anywhere (reported with its message and location),
//! * a malformed diagnostic ([`crate::sanity`]: unregistered code, missing primary span,
//!   span outside the text),
//! * an internal compiler error (severity `Internal`): always a bug, never the input's fault,
//! * TIR from a clean check that the verifier rejects or the printer panics on.
//!
//! Each failing input is written to `<target>/tmp/fuzz/<trial>-<n>.tile` and its path
//! printed, so it can be replayed with `tile check`. Inputs that fail the same way as one
//! already reported are only counted; a trial stops after [`MAX_FAILURES`] distinct
//! failures. An input that runs longer than [`HANG_SECS`] is saved the same way and then the
//! process aborts (a hang cannot be unwound).
//!
//! `TILE_FUZZ_SCALE=10` runs ten times as many inputs (same seeds, so the first inputs are
//! the same as in a normal run).

use std::cell::Cell;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use libtest_mimic::{Failed, Trial};
use rand::rngs::SmallRng;
use rand::{RngCore, SeedableRng};
use tile_jit::Compiler;
use tile_lang::syntax;
use tile_lang::{Severity, SourceMap};

use crate::{indent, panics, sanity, Context};

/// The seeds of the token-soup trials.
pub const SOUP_SEEDS: &[u64] = &[1, 2, 3, 5, 8, 13, 21, 34];
/// Token-soup inputs per seed (before `TILE_FUZZ_SCALE`).
pub const SOUP_INPUTS: usize = 200;
/// Mutants of each source file or UI case (before `TILE_FUZZ_SCALE`).
pub const MUTANTS_PER_SOURCE: usize = 10;
/// A trial stops after this many distinct failures.
pub const MAX_FAILURES: usize = 3;
/// An input running longer than this is treated as a hang.
pub const HANG_SECS: u64 = 60;

/// The seeded generator behind every input: `rand`'s `SmallRng` (its algorithm is fixed for
/// the locked `rand` version on 64-bit targets), with the few helpers the generators need.
#[derive(Clone, Debug)]
pub struct Rng(SmallRng);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(SmallRng::seed_from_u64(seed))
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0.next_u64()
    }

    /// A number in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: usize, hi: usize) -> usize {
        lo + self.below(hi - lo + 1)
    }

    /// True with probability `percent`/100.
    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// FNV-1a, to derive a stable seed from a file name.
fn hash(s: &str) -> u64 {
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3))
}

const KEYWORDS: &[&str] = &[
    "kernel", "def", "return", "if", "elif", "else", "for", "in", "while", "break", "continue", "pass",
    "and", "or", "not", "True", "False", "None", "import", "from", "as", "assert", "const",
];

const NAMES: &[&str] = &[
    "x",
    "y",
    "a",
    "b",
    "t",
    "acc",
    "i",
    "k",
    "T",
    "N",
    "M",
    "BM",
    "BN",
    "A",
    "shape",
    "index",
    "tile",
    "padding",
    "axis",
    "dtype",
    "grid",
    "args",
    "keepdims",
    "reverse",
    "seed",
    "zero",
    "neg_inf",
    "array",
    "int",
    "float",
    "bool",
    "range",
    "load",
    "store",
    "bid",
    "num_blocks",
    "num_tiles",
    "cdiv",
    "mma",
    "full",
    "zeros",
    "ones",
    "arange",
    "sum",
    "max",
    "min",
    "argmax",
    "cumsum",
    "exp",
    "sqrt",
    "where",
    "astype",
    "reshape",
    "permute",
    "transpose",
    "expand_dims",
    "broadcast_to",
    "cat",
    "extract",
    "atomic_add",
    "static_assert",
    "print",
    "launch",
    "rand",
    "allclose",
    "spec",
    "ndim",
    "f16",
    "bf16",
    "f32",
    "f64",
    "i8",
    "i16",
    "i32",
    "i64",
    "u8",
    "u32",
    "u64",
    "tf32",
    "f8e4m3",
    "f8e5m2",
    "undefined_thing",
];

const OPERATORS: &[&str] = &[
    "+", "-", "*", "/", "//", "%", "**", "@", "&", "|", "^", "~", "<<", ">>", "==", "!=", "<", "<=", ">",
    ">=", "=", "+=", "-=", "*=", "/=", "//=", "%=", "**=", "@=", "&=", "|=", "^=", "<<=", ">>=", "(", ")",
    "[", "]", "{", "}", ",", ":", ".", "->", "\\", ";",
];

const NUMBERS: &[&str] = &[
    "0",
    "1",
    "2",
    "3",
    "16",
    "64",
    "100",
    "128",
    "1024",
    "-1",
    "1_000",
    "0x1F",
    "0b101",
    "1.0",
    ".5",
    "1e-3",
    "2.5E+4",
    "1.",
    "18446744073709551616",
    "99999999999999999999999",
    "0x",
    "1e",
    "1__0",
    "0b2",
    "09",
    "1.2.3",
    "0xZZ",
    "9223372036854775807",
    "9223372036854775808",
];

const STRINGS: &[&str] = &[
    "\"s\"", "'t'", "\"a {} b\"", "\"unterminated", "'", "\"\\n\\t\\\\\"", "\"\\q\"",
    // f-strings, well formed and not: fields, conversions, specs, escaped and stray braces.
    "f\"{x:>8.3f} {y!r}\"", "f'{a[0] + 1}'", "f\"{\"", "f\"}\"", "f\"{}\"", "f\"{x!q}\"", "f\"{x:{w}}\"", "f\"{{}}\"", "f\"{f'{z}'}\"",
];

const LAYOUT: &[&str] =
    &["\n", "\n", "\n    ", "\n    ", "\n        ", "\n  ", "\n\t", "\n \t", "\n\n", "\r\n"];

const WEIRD: &[&str] =
    &["$", "?", "!", "`", "é", "→", "\u{0}", "\u{feff}", "\u{7f}", "𝔁", "#", "# ---", "# ~ERROR E0100"];

const FRAGMENTS: &[&str] = &[
    "kernel k(x: array, T: const int):\n    ",
    "kernel k(a: f32[N], b: f32[N], T: const int):\n    ",
    "@spec(x=f32[N], T=64)\n",
    "@spec(a=f32[N], b=f32[N], T=16)\n",
    "def f(x):\n    return x\n",
    "load(x, index=(bid(0),), shape=(T,))",
    "store(x, index=(bid(0),), tile=t)",
    "launch(k, grid=(1,), args=(x, 64))",
    "x = zeros((64,), dtype=f32)\n",
    "for i in range(4):\n    ",
    "while i < 3:\n    ",
    "if t > 0:\n    ",
    "mma(a, b, acc)",
    "sum(t, axis=0)",
    "reshape(t, (8, 8))",
    "static_assert(T > 0, \"T\")",
    "(((((((((",
    ")))))",
];

/// Generates one token-soup input.
pub fn soup(rng: &mut Rng, max_tokens: usize) -> String {
    let n = rng.range(0, max_tokens);
    let mut out = String::new();
    for _ in 0..n {
        let piece = match rng.below(100) {
            0..20 => *rng.pick(NAMES),
            20..30 => *rng.pick(KEYWORDS),
            30..52 => *rng.pick(OPERATORS),
            52..64 => *rng.pick(NUMBERS),
            64..80 => *rng.pick(LAYOUT),
            80..85 => *rng.pick(STRINGS),
            85..92 => *rng.pick(FRAGMENTS),
            92..96 => *rng.pick(WEIRD),
            _ => "# comment\n",
        };
        out.push_str(piece);
        if rng.chance(70) {
            out.push(' ');
        }
    }
    out
}

/// The largest char boundary at or below `i`.
fn boundary(s: &str, i: usize) -> usize {
    s.floor_char_boundary(i.min(s.len()))
}

/// A random byte range on char boundaries, at most `max` long.
fn random_range(rng: &mut Rng, s: &str, max: usize) -> (usize, usize) {
    if s.is_empty() {
        return (0, 0);
    }
    let a = boundary(s, rng.below(s.len()));
    let b = boundary(s, a + rng.range(1, max.max(1)));
    (a, b.max(a))
}

/// Applies one to three random mutations to `text`.
pub fn mutate(rng: &mut Rng, text: &str) -> String {
    let mut s = text.to_string();
    for _ in 0..rng.range(1, 3) {
        s = mutate_once(rng, &s);
    }
    s
}

fn mutate_once(rng: &mut Rng, s: &str) -> String {
    let mut lines: Vec<String> = s.split_inclusive('\n').map(str::to_string).collect();
    match rng.below(9) {
        // Delete a byte range.
        0 => {
            let (a, b) = random_range(rng, s, 40);
            format!("{}{}", &s[..a], &s[b..])
        }
        // Delete one to three lines.
        1 if !lines.is_empty() => {
            let a = rng.below(lines.len());
            let b = (a + rng.range(1, 3)).min(lines.len());
            lines.drain(a..b);
            lines.concat()
        }
        // Insert a little soup.
        2 => {
            let at = boundary(s, rng.below(s.len() + 1));
            format!("{}{}{}", &s[..at], soup(rng, 6), &s[at..])
        }
        // Swap two lines.
        3 if lines.len() >= 2 => {
            let a = rng.below(lines.len());
            let b = rng.below(lines.len());
            lines.swap(a, b);
            lines.concat()
        }
        // Duplicate a range of lines.
        4 if !lines.is_empty() => {
            let a = rng.below(lines.len());
            let b = (a + rng.range(1, 4)).min(lines.len());
            let copy: Vec<String> = lines[a..b].to_vec();
            let at = rng.below(lines.len() + 1);
            lines.splice(at..at, copy);
            lines.concat()
        }
        // Change one line's indentation.
        5 if !lines.is_empty() => {
            let i = rng.below(lines.len());
            let line = &lines[i];
            let body = line.trim_start_matches([' ', '\t']);
            let width = line.len() - body.len();
            let new_indent = match rng.below(5) {
                0 => " ".repeat(width + 4),
                1 => " ".repeat(width.saturating_sub(4)),
                2 => " ".repeat(width + 1),
                3 => "\t".repeat(width / 4 + 1),
                _ => String::new(),
            };
            lines[i] = format!("{new_indent}{body}");
            lines.concat()
        }
        // Truncate.
        6 => s[..boundary(s, rng.below(s.len() + 1))].to_string(),
        // Duplicate a byte range in place.
        7 => {
            let (a, b) = random_range(rng, s, 30);
            format!("{}{}", &s[..b], &s[a..])
        }
        // Replace a range with one vocabulary token.
        _ => {
            let (a, b) = random_range(rng, s, 8);
            let word = match rng.below(4) {
                0 => *rng.pick(NAMES),
                1 => *rng.pick(OPERATORS),
                2 => *rng.pick(NUMBERS),
                _ => *rng.pick(KEYWORDS),
            };
            format!("{}{}{}", &s[..a], word, &s[b..])
        }
    }
}

thread_local! {
    static STAGE: Cell<&'static str> = const { Cell::new("") };
}

fn stage(name: &'static str) {
    STAGE.with(|s| s.set(name));
}

/// Runs one input through every stage; returns the problems found (empty when all is well).
pub fn exercise(text: &str, prefix_cuts: &[usize]) -> Vec<String> {
    let result = panics::catch(|| {
        let mut problems = Vec::new();
        stage("syntax::parse");
        let mut map = SourceMap::new();
        let file = map.add("fuzz.tile", text);
        let (_module, diags) = syntax::parse(text, file);
        for p in sanity::check_all(&diags, &map) {
            problems.push(format!("syntax::parse: {p}"));
        }
        stage("syntax::is_complete");
        let _ = syntax::is_complete(text);
        for &cut in prefix_cuts {
            let _ = syntax::is_complete(&text[..boundary(text, cut)]);
        }
        stage("Compiler::check_text");
        let mut compiler = Compiler::new();
        let out = compiler.check_text("fuzz.tile", text);
        for p in sanity::check_all(&out.diagnostics, compiler.sources()) {
            problems.push(format!("check_text: {p}"));
        }
        for d in out.diagnostics.iter().filter(|d| d.severity == Severity::Internal) {
            problems.push(format!("internal compiler error [{}]: {}", d.code.0, d.message));
        }
        stage("render");
        let _ = compiler.render(&out.diagnostics, false);
        let _ = compiler.render(&out.diagnostics, true);
        if !out.has_errors() {
            stage("tir::verify");
            problems.extend(crate::tir::verify_problems(&out.tir));
        }
        problems
    });
    match result {
        Ok(p) => p,
        Err(msg) => {
            let at = STAGE.with(Cell::get);
            vec![format!("{at} panicked: {msg}")]
        }
    }
}

/// One failing input.
struct Failure {
    index: usize,
    saved: Result<PathBuf, String>,
    problems: Vec<String>,
    text: String,
}

fn sanitize(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '-' || c == '_' { c } else { '_' }).collect()
}

fn save(ctx: &Context, trial: &str, index: usize, text: &str) -> Result<PathBuf, String> {
    let dir = ctx.tmp.join("fuzz");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join(format!("{}-{index}.tile", sanitize(trial)));
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// Runs `count` inputs made by `make` under a hang watchdog and reports failures.
fn run_inputs(
    ctx: &Context,
    trial: &str,
    seed: u64,
    count: usize,
    mut make: impl FnMut(&mut Rng, usize) -> String,
) -> Result<(), Failed> {
    let mut rng = Rng::new(seed);
    let current: Mutex<Option<(Instant, usize, String)>> = Mutex::new(None);
    let done = AtomicBool::new(false);
    let mut failures: Vec<Failure> = Vec::new();
    let mut ran = 0;
    let mut repeats = 0;
    std::thread::scope(|scope| {
        scope.spawn(|| {
            while !done.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(200));
                let guard = current.lock().unwrap_or_else(|e| e.into_inner());
                if let Some((start, index, text)) = guard.as_ref()
                    && start.elapsed() > Duration::from_secs(HANG_SECS)
                {
                    let saved = save(ctx, trial, *index, text);
                    eprintln!(
                        "\n{trial}: input {index} has run for more than {HANG_SECS} s; saved to {}; aborting",
                        match &saved {
                            Ok(p) => p.display().to_string(),
                            Err(e) => e.clone(),
                        }
                    );
                    std::process::abort();
                }
            }
        });
        for index in 0..count {
            let text = make(&mut rng, index);
            let cuts = [rng.below(text.len() + 1), rng.below(text.len() + 1)];
            *current.lock().unwrap_or_else(|e| e.into_inner()) = Some((Instant::now(), index, text.clone()));
            let problems = exercise(&text, &cuts);
            *current.lock().unwrap_or_else(|e| e.into_inner()) = None;
            ran += 1;
            if !problems.is_empty() {
                let key = problem_key(&problems);
                if failures.iter().any(|f| problem_key(&f.problems) == key) {
                    repeats += 1;
                    continue;
                }
                let saved = save(ctx, trial, index, &text);
                failures.push(Failure { index, saved, problems, text });
                if failures.len() >= MAX_FAILURES {
                    break;
                }
            }
        }
        done.store(true, Ordering::Relaxed);
    });
    if failures.is_empty() {
        return Ok(());
    }
    let mut msg = format!(
        "{} distinct failure(s) among the {ran} inputs run (seed {seed}; stops after {MAX_FAILURES})",
        failures.len()
    );
    if repeats > 0 {
        msg.push_str(&format!("; {repeats} more input(s) failed the same way"));
    }
    msg.push_str(":\n");
    for f in &failures {
        msg.push_str(&format!(
            "\ninput {} saved to {}\n",
            f.index,
            match &f.saved {
                Ok(p) => p.display().to_string(),
                Err(e) => format!("(not saved: {e})"),
            }
        ));
        for p in &f.problems {
            msg.push_str(&indent(p, 4));
        }
        let shown: String = f.text.chars().take(1500).collect();
        let cut = if shown.len() < f.text.len() { ", the first 1500 characters" } else { "" };
        msg.push_str(&format!(
            "    input ({} bytes{cut}, as a Rust string):\n        {shown:?}\n",
            f.text.len()
        ));
    }
    Err(Failed::from(msg))
}

/// What makes two failures "the same": the first two lines of the first problem with
/// backquoted names and numbers blanked, so one bug that every input hits (say, a verifier
/// rule) is reported once and the trial keeps looking for others.
fn problem_key(problems: &[String]) -> String {
    let first = problems.first().map(String::as_str).unwrap_or("");
    let head: Vec<&str> = first.lines().take(2).collect();
    let mut key = String::new();
    let mut in_quote = false;
    for c in head.join("\n").chars() {
        if c == '`' {
            in_quote = !in_quote;
            key.push(c);
        } else if !in_quote && !c.is_ascii_digit() {
            key.push(c);
        }
    }
    key
}

fn scaled(ctx: &Context, n: usize) -> usize {
    ((n as f64) * ctx.fuzz_scale).round() as usize
}

/// The mutation bases: (trial label, texts).
fn mutation_sources(ctx: &Context) -> Result<Vec<(String, Vec<String>)>, String> {
    let mut out = Vec::new();
    let mut add_dir = |label: &str, dir: &Path, split_cases: bool| -> Result<(), String> {
        let files =
            crate::list_files(dir, "tile").map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
        for path in files {
            let text = crate::read_text(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
            let texts = if split_cases {
                crate::cases::split(&text).0.into_iter().map(|c| c.source).collect()
            } else {
                vec![text]
            };
            if !texts.is_empty() {
                out.push((format!("{label}/{}", crate::stem(&path)), texts));
            }
        }
        Ok(())
    };
    add_dir("examples", &ctx.path("examples"), false)?;
    add_dir("stdlib", &ctx.path("stdlib"), false)?;
    add_dir("tir", &ctx.path("tests/tir"), false)?;
    let ui = ctx.path("tests/ui");
    for group in crate::list_dirs(&ui).map_err(|e| format!("cannot list {}: {e}", ui.display()))? {
        let g = group.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        add_dir(&format!("ui/{g}"), &group, true)?;
    }
    Ok(out)
}

/// Every fuzz trial.
pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = Vec::new();
    for &seed in SOUP_SEEDS {
        let c = ctx.clone();
        let name = format!("fuzz::soup::seed-{seed}");
        let n = scaled(ctx, SOUP_INPUTS);
        trials
            .push(Trial::test(name.clone(), move || run_inputs(&c, &name, seed, n, |rng, _| soup(rng, 120))));
    }
    match mutation_sources(ctx) {
        Ok(sources) => {
            for (label, texts) in sources {
                let c = ctx.clone();
                let name = format!("fuzz::mutate::{label}");
                let seed = hash(&label);
                let n = texts.len() + scaled(ctx, MUTANTS_PER_SOURCE * texts.len());
                trials.push(Trial::test(name.clone(), move || {
                    run_inputs(&c, &name, seed, n, |rng, i| {
                        // The unchanged texts first, then mutants of random ones.
                        if i < texts.len() {
                            texts[i].clone()
                        } else {
                            let base = rng.below(texts.len());
                            mutate(rng, &texts[base])
                        }
                    })
                }));
            }
        }
        Err(e) => trials.push(crate::collect_error("fuzz::mutate", e)),
    }
    trials
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_is_deterministic_and_valid_utf8() {
        let mut a = Rng::new(7);
        let mut b = Rng::new(7);
        for _ in 0..200 {
            let s = soup(&mut a, 50);
            assert_eq!(s, soup(&mut b, 50));
            let m = mutate(&mut a, &s);
            assert_eq!(m, mutate(&mut b, &s));
        }
        let src = "kernel k(x: array):\n    t = é→𝔁\n    pass\n";
        let mut r = Rng::new(1);
        for _ in 0..500 {
            let _ = mutate(&mut r, src); // slicing on char boundaries must not panic
        }
    }
}
