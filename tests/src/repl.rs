//! Running programs: REPL transcripts, the example scripts, and every stdlib kernel on the
//! CPU against independent references.
//!
//! * `repl::<stem>`: `tests/repl/<stem>.txt` is a transcript: lines starting with `>>> ` or
//!   `... ` are input (the prompt says whether the REPL was waiting for more of an input),
//!   lines starting with `#` are comments, every other line is expected output (results,
//!   `print` output, `:command` output and rendered errors, uncoloured). The trial feeds the
//!   input lines one by one to the REPL's line processor (`tile_repl::repl::Repl`, the code
//!   the terminal front end runs) and rebuilds the transcript from what it printed; it must
//!   equal the file. `TILE_BLESS=1` rewrites the file from the actual output.
//! * `run::examples/<stem>`: `examples/<stem>.tile` runs through `Session::run_file` (the static
//!   check, then the host code, as `tile run` does) and must succeed and print something.
//! * `run::stdlib/...`: see [`run`].

pub(crate) mod run;

use std::path::Path;
use std::sync::Arc;

use libtest_mimic::{Failed, Trial};
use tile_jit::engine::{Engine, Options, SharedBuffer};
use tile_repl::repl::{Repl, Step};

use crate::golden::{self, Outcome};
use crate::{indent, Context};

/// Where transcripts live.
pub const TRANSCRIPT_DIR: &str = "tests/repl";

pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = Vec::new();
    match crate::list_files(&ctx.path(TRANSCRIPT_DIR), "txt") {
        Ok(files) => {
            for path in files {
                let stem = crate::stem(&path);
                let c = ctx.clone();
                trials.push(Trial::test(format!("repl::{stem}"), move || transcript_trial(&c, &path, &stem)));
            }
        }
        Err(e) => trials.push(crate::collect_error("repl", format!("cannot list {TRANSCRIPT_DIR}: {e}"))),
    }
    match crate::list_files(&ctx.path("examples"), "tile") {
        Ok(files) => {
            for path in files {
                let stem = crate::stem(&path);
                let rel = ctx.rel(&path);
                trials.push(Trial::test(format!("run::examples/{stem}"), move || example_trial(&rel)));
            }
        }
        Err(e) => trials.push(crate::collect_error("run::examples", format!("cannot list examples: {e}"))),
    }
    trials.extend(run::trials());
    trials
}

/// An engine for tests: two worker threads, so parallel trials do not oversubscribe.
fn engine() -> Engine {
    Engine::cpu().with_options(Options { threads: 2, ..Options::default() })
}

/// One line of a transcript.
#[derive(Debug, PartialEq)]
enum Line<'a> {
    Input(&'a str),
    Comment(&'a str),
    Output,
}

fn classify(line: &str) -> Line<'_> {
    for prompt in [">>>", "..."] {
        if line == prompt {
            return Line::Input("");
        }
        if let Some(rest) = line.strip_prefix(prompt).and_then(|r| r.strip_prefix(' ')) {
            return Line::Input(rest);
        }
    }
    if line.starts_with('#') { Line::Comment(line) } else { Line::Output }
}

/// Replays the inputs of a transcript and returns the transcript the REPL actually produces.
pub fn replay(text: &str) -> String {
    let buf = SharedBuffer::new();
    let mut session = engine().session();
    session.set_output(buf.clone());
    let mut repl = Repl::new(session, Box::new(buf.clone()), Box::new(buf.clone()), false);
    let mut out = String::new();
    for line in text.lines() {
        match classify(line) {
            Line::Comment(c) => {
                out.push_str(c);
                out.push('\n');
            }
            Line::Output => {}
            Line::Input(input) => {
                let prompt = if repl.pending() { "..." } else { ">>>" };
                out.push_str(prompt);
                if !input.is_empty() {
                    out.push(' ');
                    out.push_str(input);
                }
                out.push('\n');
                let step = repl.feed_line(input);
                out.push_str(&stable(&crate::cases::normalize_output(&buf.take())));
                if step == Step::Quit {
                    return out;
                }
            }
        }
    }
    repl.finish();
    out.push_str(&stable(&crate::cases::normalize_output(&buf.take())));
    out
}

/// Replaces measured times (`:time`, `bench`) by a placeholder so transcripts are stable.
fn stable(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.starts_with("time: ") {
                "time: <elapsed>".to_string()
            } else if l.starts_with("bench ") {
                "bench: <timings>".to_string()
            } else {
                l.to_string()
            }
        })
        .map(|l| l + "\n")
        .collect()
}

fn transcript_trial(ctx: &Context, path: &Path, stem: &str) -> Result<(), Failed> {
    let text = crate::read_text(path).map_err(|e| format!("cannot read {}: {e}", ctx.rel(path)))?;
    let actual = crate::panics::catch(|| replay(&text)).map_err(|m| format!("the REPL panicked:\n{}", indent(&m, 4)))?;
    let actual = ctx.normalize_paths(&actual);
    match golden::check(ctx, path, &actual, &format!("repl::{stem}")) {
        Outcome::Same | Outcome::Blessed => Ok(()),
        Outcome::Failed(m) => Err(m.into()),
    }
}

fn example_trial(rel: &str) -> Result<(), Failed> {
    run_example(&engine(), rel)
}

/// Runs `rel` as `tile run` does, on `engine`: it must succeed, print something and warn of
/// nothing.
pub fn run_example(engine: &Engine, rel: &str) -> Result<(), Failed> {
    let buf = SharedBuffer::new();
    let mut session = engine.session();
    session.set_output(buf.clone());
    let result = crate::panics::catch(|| session.run_file(rel)).map_err(|m| format!("{rel}: the runtime panicked:\n{}", indent(&m, 4)))?;
    let printed = buf.take();
    match result {
        Ok(warnings) if warnings.is_empty() && !printed.trim().is_empty() => Ok(()),
        Ok(warnings) if !warnings.is_empty() => Err(format!("{rel} ran but the checker warned:\n{}", indent(&session.render(&warnings, false), 4)).into()),
        Ok(_) => Err(format!("{rel} ran but printed nothing").into()),
        Err(e) => Err(format!("`tile run {rel}` failed:\n{}\noutput before the failure:\n{}", indent(&e.rendered, 4), indent(&printed, 4)).into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transcript_lines_are_classified_by_prompt() {
        assert_eq!(classify(">>> x = 1"), Line::Input("x = 1"));
        assert_eq!(classify("..."), Line::Input(""));
        assert_eq!(classify("...     return x"), Line::Input("    return x"));
        assert_eq!(classify("# a comment"), Line::Comment("# a comment"));
        assert_eq!(classify("array([1, 2], dtype=i64)"), Line::Output);
    }

    #[test]
    fn replay_rebuilds_prompts_and_output() {
        let text = "# c\n>>> def f(x):\n>>>     return x + 1\n>>>\n>>> f(1)\nstale\n";
        assert_eq!(replay(text), "# c\n>>> def f(x):\n...     return x + 1\n...\n>>> f(1)\n2\n");
    }
}
