//! The `tile` REPL: a line processor over a [`Session`], and the terminal front end.
//!
//! [`Repl`] is the whole REPL except the terminal: it takes lines, decides when an input is
//! complete (`tile_jit::lang::syntax::is_complete`: open brackets, a trailing `\`, or a block
//! opened by `:` that a blank line has not closed yet), runs it, echoes the value of an
//! expression (Python's `repr`) and keeps it as `_`, renders errors, answers `help(NAME)`,
//! `NAME?` and `?NAME`, and handles `:commands`. Tests drive it
//! directly with transcripts. [`run_interactive`] puts it behind rustyline (a `...` prompt,
//! indented as the block needs, while an input continues; Ctrl-C there drops the unfinished
//! input; history; completion) when stdin is a terminal, and reads plain lines otherwise
//! (`echo ':quit' | tile repl`). A `:command` runs even at a `...` prompt.
//!
//! An error never ends the session: values, arrays and definitions made before it stay.

use std::borrow::Cow;
use std::io::{IsTerminal, Write};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use rustyline::completion::{Completer, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::Validator;
use rustyline::{Context, Editor, Helper};
use tile_jit::engine::{EvalError, Session, Value};
use tile_jit::lang::syntax::is_complete;

use crate::complete::Known;

/// The REPL commands, with their help lines.
pub const COMMANDS: &[(&str, &str)] = &[
    (":help [NAME]", "this text; with a NAME, its signature and documentation (also `help(NAME)`, `NAME?`, `?NAME`)"),
    (":type EXPR", "the type of an expression: f32[1000], f32[1000] @gpu (on the GPU), int, ..."),
    (":ir KERNEL", "the kernel's compiled specialisations as TIR; `:ir KERNEL tileir` for CUDA Tile IR, `nvvm` for NVVM IR, `resources` for the back end that compiled each and the registers and memory it uses on the GPU"),
    (":time STMT", "run a statement and show how long it took by the host clock (GPU work included)"),
    (":explain CODE", "the full explanation of a diagnostic code (as `tile explain CODE`)"),
    (":load FILE", "run a script in this session (its definitions and values stay)"),
    (":names", "the names defined in this session, with their types"),
    (":reset", "forget every value, definition and compiled kernel"),
    (":restart", "carry this session into a fresh process (a fresh GPU context); done by itself after a GPU fault"),
    (":quit", "leave (also Ctrl-D)"),
];

/// The name that holds the last value the REPL showed.
pub const LAST_VALUE: &str = "_";

/// What feeding a line did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The input continues on the next line.
    More,
    /// The input ran (or the line was empty).
    Done,
    /// `:quit`.
    Quit,
    /// `:restart`, or a GPU fault in a REPL that restarts after one: the front end carries the
    /// session into a fresh process (see [`crate::restart`]).
    Restart,
}

/// The REPL without its terminal.
pub struct Repl {
    session: Session,
    out: Box<dyn Write + Send>,
    err: Box<dyn Write + Send>,
    color: bool,
    /// The lines of an unfinished input, each ending in `\n`.
    buffer: String,
    /// Whether a GPU fault asks for a restart ([`Step::Restart`]) instead of going on on the CPU.
    restart_on_fault: bool,
}

impl Repl {
    /// A REPL over `session`: results and command output go to `out`, errors to `err`.
    /// The session's own output (`print`) is left where the session sends it.
    pub fn new(session: Session, out: Box<dyn Write + Send>, err: Box<dyn Write + Send>, color: bool) -> Repl {
        Repl { session, out, err, color, buffer: String::new(), restart_on_fault: false }
    }

    /// After a GPU fault, answer [`Step::Restart`] (the terminal front end then carries the
    /// session into a fresh process with a working GPU) instead of going on on the CPU.
    pub fn restart_after_fault(mut self, on: bool) -> Repl {
        self.restart_on_fault = on;
        self
    }

    /// [`Step::Restart`] when the GPU has just failed and this REPL restarts after a fault.
    fn after_run(&self, step: Step) -> Step {
        match step {
            Step::Done if self.restart_on_fault && self.session.gpu_fault().is_some() => Step::Restart,
            other => other,
        }
    }

    pub fn session(&self) -> &Session {
        &self.session
    }

    pub fn session_mut(&mut self) -> &mut Session {
        &mut self.session
    }

    /// Whether an input is waiting for more lines.
    pub fn pending(&self) -> bool {
        !self.buffer.is_empty()
    }

    /// Feeds one line (without its line break).
    ///
    /// A `:command` runs even while an input is pending (the pending lines stay): a command
    /// typed at a `...` prompt is far more likely meant as one than as a continuation.
    pub fn feed_line(&mut self, line: &str) -> Step {
        let t = line.trim();
        if t.starts_with(':') {
            let step = self.command(t);
            if self.pending() && step == Step::Done {
                self.say("(the input above is still unfinished: complete it, or press Ctrl-C to drop it)");
            }
            return step;
        }
        if self.buffer.is_empty() && t.is_empty() {
            return Step::Done;
        }
        if let Some(name) = self.buffer.is_empty().then(|| help_request(t)).flatten() {
            self.help_on(name);
            return Step::Done;
        }
        self.buffer.push_str(line);
        self.buffer.push('\n');
        // As in Python, comments alone wait for what they comment (a definition's comments
        // are its documentation); a blank line ends them.
        if t.starts_with('#') && self.buffer.lines().all(|l| l.trim().is_empty() || l.trim_start().starts_with('#')) {
            return Step::More;
        }
        if is_complete(&self.buffer) {
            let input = std::mem::take(&mut self.buffer);
            self.input(&input)
        } else {
            Step::More
        }
    }

    /// Drops the pending lines of an unfinished input (Ctrl-C at a `...` prompt); returns
    /// whether there were any.
    pub fn abandon(&mut self) -> bool {
        let had = self.pending();
        self.buffer.clear();
        had
    }

    /// The indentation to offer on the next continuation line: the last line's, one level
    /// deeper after a line that opens a block.
    pub fn continuation_indent(&self) -> String {
        let last = self.buffer.lines().last().unwrap_or("");
        let indent: String = last.chars().take_while(|c| *c == ' ').collect();
        if last.trim_end().ends_with(':') { indent + "    " } else { indent }
    }

    /// Runs what is pending at the end of input.
    pub fn finish(&mut self) {
        if !self.buffer.is_empty() {
            let input = std::mem::take(&mut self.buffer);
            self.input(&input);
        }
    }

    /// Runs one complete input and echoes its value ([`Step::Restart`] when it made the GPU
    /// fault and this REPL restarts after faults, else [`Step::Done`]).
    pub fn input(&mut self, text: &str) -> Step {
        match self.session.eval_named("<repl>", text) {
            Ok(Some(v)) => self.echo(&v),
            Ok(None) => {}
            Err(e) => self.report(&e),
        }
        self.report_warnings();
        self.after_run(Step::Done)
    }

    /// Shows the warnings the last input's definitions and launches left.
    fn report_warnings(&mut self) {
        let warnings = self.session.take_warnings();
        if !warnings.is_empty() {
            let _ = write!(self.err, "{}", self.session.render(&warnings, self.color));
            let _ = self.err.flush();
        }
    }

    /// Shows a value that is not `None` and keeps it as `_`, as Python's REPL does.
    fn echo(&mut self, v: &Value) {
        if !matches!(v, Value::None) {
            self.session.set(LAST_VALUE, v.clone());
            let _ = writeln!(self.out, "{}", v.repr());
            let _ = self.out.flush();
        }
    }

    fn report(&mut self, e: &EvalError) {
        let _ = write!(self.err, "{}", self.session.render(&e.diagnostics, self.color));
        let _ = self.err.flush();
    }

    /// Says something on the REPL's output (command results, the restart's progress).
    pub fn say(&mut self, text: &str) {
        let _ = writeln!(self.out, "{text}");
        let _ = self.out.flush();
    }

    /// A `:command` line.
    pub fn command(&mut self, line: &str) -> Step {
        let step = self.run_command(line);
        self.after_run(step)
    }

    fn run_command(&mut self, line: &str) -> Step {
        let (cmd, arg) = match line.split_once(char::is_whitespace) {
            Some((c, a)) => (c, a.trim()),
            None => (line, ""),
        };
        match cmd {
            ":q" | ":quit" | ":exit" => return Step::Quit,
            ":help" | ":h" | ":?" if arg.is_empty() => self.help(),
            ":help" | ":h" | ":?" => self.help_on(arg),
            ":type" | ":t" if !arg.is_empty() => match self.session.type_of(arg) {
                Ok(t) => self.say(&t),
                Err(e) => self.report(&e),
            },
            ":ir" if !arg.is_empty() => self.ir(arg),
            ":time" if !arg.is_empty() => {
                let t = Instant::now();
                let r = self.session.eval_named("<repl>", arg);
                let elapsed = t.elapsed();
                match r {
                    Ok(Some(v)) => self.echo(&v),
                    Ok(None) => {}
                    Err(e) => self.report(&e),
                }
                // The statement ends when the GPU work it queued has finished.
                let clock = match self.session.executor().gpu() {
                    Some(g) if !g.is_simulated() => format!("host clock, until {} finished its work", g.name()),
                    _ => "host clock".to_string(),
                };
                self.say(&format!("time: {} ({clock})", tile_jit::engine::human_time(elapsed.as_secs_f64())));
            }
            ":explain" if !arg.is_empty() => match tile_jit::lang::diag::explain::markdown(arg) {
                Some(md) => self.say(tile_jit::lang::diag::explain::render(md).trim_end()),
                None => self.say(&format!("unknown diagnostic code `{arg}`; codes look like E0401")),
            },
            ":load" if !arg.is_empty() => {
                if let Err(e) = self.session.load_file(arg) {
                    self.report(&e);
                }
            }
            ":names" => {
                for n in self.session.names().into_iter().filter(|n| n != LAST_VALUE) {
                    let t = self.session.get(&n).map(|v| v.type_string()).unwrap_or_default();
                    self.say(&format!("{n}: {t}"));
                }
            }
            ":reset" => {
                self.session.reset();
                self.say("session reset");
            }
            ":restart" => return Step::Restart,
            ":type" | ":t" | ":ir" | ":time" | ":load" | ":explain" => self.say(&format!("{cmd} needs an argument; see :help")),
            other => self.say(&format!("unknown command `{other}`; the commands are {}", COMMANDS.iter().map(|(c, _)| c.split(' ').next().unwrap_or(c)).collect::<Vec<_>>().join(" "))),
        }
        Step::Done
    }

    fn help(&mut self) {
        let mut text = String::from("Type host statements and kernel/def definitions; a block ends with a blank line.\nThe value of an expression is shown. Commands:\n");
        for (c, h) in COMMANDS {
            text.push_str(&format!("  {c:<14} {h}\n"));
        }
        text.push_str("Reference: docs/language.md. Example: `from softmax import softmax`, then launch it.");
        self.say(&text);
    }

    /// `help(NAME)`: the session's documentation of a name, or what it might have meant.
    fn help_on(&mut self, name: &str) {
        if name.is_empty() {
            return self.help();
        }
        match self.session.help(name) {
            Some(text) => self.say(&text),
            None => {
                let names = self.session.completion_names();
                let guess = tile_jit::lang::diag::closest(name, names.iter().map(String::as_str));
                let hint = guess.map(|g| format!("; did you mean `{g}`?")).unwrap_or_default();
                self.say(&format!("no help for `{name}`: it is not a name of this session or a builtin{hint}"));
            }
        }
    }

    fn ir(&mut self, arg: &str) {
        let mut words = arg.split_whitespace();
        let name = words.next().unwrap_or("");
        let stage = match words.next() {
            None | Some("tir") => tile_jit::engine::IrStage::Tir,
            Some("tileir") => tile_jit::engine::IrStage::TileIr,
            Some("nvvm") => tile_jit::engine::IrStage::Nvvm,
            Some("resources") => tile_jit::engine::IrStage::Resources,
            Some(other) => {
                self.say(&format!("unknown stage `{other}`: use `tir`, `tileir`, `nvvm` or `resources`"));
                return;
            }
        };
        if !self.session.is_kernel(name) {
            self.say(&format!("`{name}` is not a kernel of this session"));
            return;
        }
        let irs = match self.session.kernel_ir_at(name, stage) {
            Ok(irs) => irs,
            Err(e) => {
                self.say(&format!("internal error emitting CUDA Tile IR: {e}"));
                return;
            }
        };
        if irs.is_empty() {
            self.say(&format!("kernel `{name}` has no compiled specialisations yet: launch it first"));
            return;
        }
        let text = irs.join("\n");
        let _ = write!(self.out, "{text}");
        if !text.ends_with('\n') {
            let _ = writeln!(self.out);
        }
        let _ = self.out.flush();
    }
}

/// The name a help request asks about: `help(NAME)`, `help("NAME")`, `NAME?` or `?NAME`
/// (empty for `help()`, the REPL's own help).
fn help_request(line: &str) -> Option<&str> {
    let inner = line
        .strip_prefix("help(")
        .and_then(|r| r.strip_suffix(')'))
        .map(|r| r.trim().trim_matches(|c| c == '"' || c == '\''))
        .or_else(|| line.strip_prefix('?'))
        .or_else(|| line.strip_suffix('?'))?
        .trim();
    let is_name = inner.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_')
        && inner.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.');
    (is_name || line == "help()").then_some(inner)
}

/// Where the history lives: `$TILE_HISTORY` (empty: none), else the platform data folder
/// (`$XDG_DATA_HOME/tile/history`, `~/.local/share/tile/history`, `%APPDATA%\tile\history`).
pub fn history_path() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TILE_HISTORY") {
        return (!p.is_empty()).then(|| PathBuf::from(p));
    }
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| {
            if cfg!(windows) {
                std::env::var_os("APPDATA").map(PathBuf::from)
            } else if cfg!(target_os = "macos") {
                std::env::var_os("HOME").map(|h| PathBuf::from(h).join("Library/Application Support"))
            } else {
                std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".local/share"))
            }
        })?;
    Some(base.join("tile").join("history"))
}

/// Rustyline's view of the REPL: completion (see [`crate::complete`]).
struct TileHelper {
    known: Arc<Mutex<Known>>,
}

impl Completer for TileHelper {
    type Candidate = Pair;

    fn complete(&self, line: &str, pos: usize, _ctx: &Context<'_>) -> rustyline::Result<(usize, Vec<Pair>)> {
        if line[..pos].trim().is_empty() {
            // Tab at the start of a line indents.
            return Ok((pos, vec![Pair { display: "    ".into(), replacement: "    ".into() }]));
        }
        let known = self.known.lock().map(|k| k.clone()).unwrap_or_default();
        let (start, found) = crate::complete::complete(line, pos, &known);
        Ok((start, found.into_iter().map(|c| Pair { display: c.clone(), replacement: c }).collect()))
    }
}

/// What completion knows of `repl`'s session now.
fn known_of(repl: &Repl) -> Known {
    let commands = COMMANDS.iter().map(|(c, _)| c.split(' ').next().unwrap_or(c).to_string()).collect();
    Known::of(repl.session(), commands)
}

impl Hinter for TileHelper {
    type Hint = String;
}

impl Highlighter for TileHelper {
    fn highlight_prompt<'b, 's: 'b, 'p: 'b>(&'s self, prompt: &'p str, _default: bool) -> Cow<'b, str> {
        Cow::Borrowed(prompt)
    }
}

/// Every line is accepted as typed: the REPL itself decides whether an input continues (and
/// then prompts with `...`), which rustyline's multi-line editing cannot show.
impl Validator for TileHelper {}

impl Helper for TileHelper {}

/// Runs the REPL on the terminal (or on piped stdin) until `:quit` or end of input.
/// `interrupt` is the flag the session's engine watches (see `Engine::set_interrupt`):
/// Ctrl-C while host code runs sets it, which stops that input and keeps the session.
///
/// With `restart_on_fault`, a GPU fault (and `:restart` always) carries the session into a
/// fresh process (see [`crate::restart`]); a process started that way restores it first.
pub fn run_interactive(mut session: Session, color: bool, interrupt: Option<Arc<AtomicBool>>, restart_on_fault: bool) -> std::io::Result<()> {
    let interactive = std::io::stdin().is_terminal();
    if let Some(flag) = interrupt.clone() {
        // While rustyline reads a line the terminal is raw and Ctrl-C reaches it as a key;
        // otherwise it is a signal, turned into a request the interpreter and the CPU
        // executor poll (piped input too: a script fed to the REPL can be stopped the same way).
        let _ = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed));
    }
    let resumed = crate::restart::resume(&mut session);
    let mut repl = Repl::new(session, Box::new(std::io::stdout()), Box::new(std::io::stderr()), color).restart_after_fault(restart_on_fault);
    if !interactive {
        if let Some(text) = &resumed {
            repl.say(text);
        }
        return run_piped(&mut repl, interrupt.as_deref());
    }
    let known = Arc::new(Mutex::new(known_of(&repl)));
    let config = rustyline::Config::builder().auto_add_history(false).history_ignore_space(true).build();
    let mut editor: Editor<TileHelper, rustyline::history::DefaultHistory> = Editor::with_config(config).map_err(std::io::Error::other)?;
    editor.set_helper(Some(TileHelper { known: known.clone() }));
    let history = history_path();
    if let Some(h) = &history {
        let _ = editor.load_history(h);
    }
    let on = format!("kernels run on {}", repl.session().engine().describe());
    println!("tile {} — {on} — type :help for help, :quit to leave", env!("CARGO_PKG_VERSION"));
    if let Some(text) = &resumed {
        repl.say(text);
    }
    loop {
        let line = if repl.pending() {
            editor.readline_with_initial("... ", (&repl.continuation_indent(), ""))
        } else {
            editor.readline(">>> ")
        };
        match line {
            Ok(text) => {
                if !text.trim().is_empty() {
                    let _ = editor.add_history_entry(text.as_str());
                }
                let step = repl.feed_line(&text);
                if let Ok(mut k) = known.lock() {
                    *k = known_of(&repl);
                }
                if step == Step::Quit {
                    break;
                }
                if step == Step::Restart {
                    save_history(&mut editor, history.as_deref());
                    restart(&mut repl);
                }
            }
            Err(rustyline::error::ReadlineError::Interrupted) => {
                if repl.abandon() {
                    println!("KeyboardInterrupt (the unfinished input was dropped)");
                } else {
                    println!("KeyboardInterrupt (Ctrl-D or :quit to leave)");
                }
            }
            Err(rustyline::error::ReadlineError::Eof) => break,
            Err(e) => return Err(std::io::Error::other(e)),
        }
    }
    save_history(&mut editor, history.as_deref());
    Ok(())
}

fn save_history(editor: &mut Editor<TileHelper, rustyline::history::DefaultHistory>, path: Option<&std::path::Path>) {
    if let Some(h) = path {
        if let Some(dir) = h.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let _ = editor.save_history(h);
    }
}

/// Carries the session into a fresh process; returns only when that failed (then says why
/// and goes on in this process).
fn restart(repl: &mut Repl) {
    let Repl { session, out, .. } = repl;
    let why = crate::restart::restart(session, &mut |t| {
        let _ = writeln!(out, "{t}");
        let _ = out.flush();
    });
    let after = if repl.session().gpu_fault().is_some() { "the session goes on on the CPU" } else { "the session goes on in this process" };
    repl.say(&format!("error: the restart failed: {why}; {after}"));
    // The fault stays recorded: without this every later input would try again.
    repl.restart_on_fault = false;
}

/// Reads plain lines (no prompts), for piped input.
fn run_piped(repl: &mut Repl, interrupt: Option<&AtomicBool>) -> std::io::Result<()> {
    let mut input = UnbufferedLines::stdin()?;
    while let Some(line) = input.next_line()? {
        // A Ctrl-C while nothing ran (waiting for input) is not meant for the next input.
        if let Some(flag) = interrupt {
            flag.store(false, Ordering::Relaxed);
        }
        match repl.feed_line(&line) {
            Step::Quit => return Ok(()),
            Step::Restart => restart(repl),
            Step::More | Step::Done => {}
        }
    }
    repl.finish();
    Ok(())
}

/// Lines of stdin read a byte at a time through a duplicate of its descriptor, so that no
/// byte past the current line is taken from the pipe: a restarted process (which inherits the
/// descriptor) reads on from the next line. Piped REPL input is small, so this costs nothing
/// that matters.
struct UnbufferedLines {
    file: Box<dyn std::io::Read>,
}

impl UnbufferedLines {
    #[cfg(unix)]
    fn stdin() -> std::io::Result<UnbufferedLines> {
        use std::os::fd::AsFd;
        Ok(UnbufferedLines { file: Box::new(std::fs::File::from(std::io::stdin().as_fd().try_clone_to_owned()?)) })
    }

    /// No restart replaces the process here, so stdin's own buffering is harmless.
    #[cfg(not(unix))]
    fn stdin() -> std::io::Result<UnbufferedLines> {
        Ok(UnbufferedLines { file: Box::new(std::io::stdin()) })
    }

    fn next_line(&mut self) -> std::io::Result<Option<String>> {
        use std::io::Read;
        let mut bytes = Vec::new();
        let mut byte = [0u8];
        loop {
            match self.file.read(&mut byte) {
                Ok(0) if bytes.is_empty() => return Ok(None),
                Ok(0) => break,
                Ok(_) if byte[0] == b'\n' => break,
                Ok(_) => bytes.push(byte[0]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        if bytes.last() == Some(&b'\r') {
            bytes.pop();
        }
        String::from_utf8(bytes).map(Some).map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_jit::engine::{Engine, SharedBuffer};

    fn repl() -> (Repl, SharedBuffer) {
        let buf = SharedBuffer::new();
        let mut session = Engine::cpu().session();
        session.set_output(buf.clone());
        (Repl::new(session, Box::new(buf.clone()), Box::new(buf.clone()), false), buf)
    }

    #[test]
    fn ctrl_c_at_a_continuation_prompt_drops_the_unfinished_input() {
        let (mut repl, buf) = repl();
        assert_eq!(repl.feed_line("x = (1 +"), Step::More);
        assert!(repl.abandon());
        assert!(!repl.pending());
        assert_eq!(repl.feed_line("x = 2"), Step::Done);
        assert_eq!(repl.feed_line("x"), Step::Done);
        assert_eq!(buf.take(), "2\n");
        assert!(!repl.abandon(), "nothing was pending");
    }

    #[test]
    fn help_requests_are_recognised_in_every_spelling() {
        for line in ["help(load)", "help( load )", "help(\"load\")", "load?", "?load"] {
            assert_eq!(help_request(line), Some("load"), "{line}");
        }
        assert_eq!(help_request("softmax.softmax?"), Some("softmax.softmax"));
        assert_eq!(help_request("help()"), Some(""));
        for line in ["help(1 + 2)", "x ? y", "a, b?", "?"] {
            assert_eq!(help_request(line), None, "{line}");
        }
    }

    #[test]
    fn continuation_lines_are_indented_as_the_block_needs() {
        let (mut repl, _) = repl();
        repl.feed_line("def f(v):");
        assert_eq!(repl.continuation_indent(), "    ");
        repl.feed_line("    if v:");
        assert_eq!(repl.continuation_indent(), "        ");
        repl.feed_line("        return 1");
        assert_eq!(repl.continuation_indent(), "        ");
    }
}
