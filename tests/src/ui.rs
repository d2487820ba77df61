//! Diagnostics ("UI") tests: `tests/ui/<group>/*.tile`.
//!
//! Every folder under `tests/ui` is a group. Each `.tile` file is split into cases
//! ([`crate::cases`]); each case is checked as a program of its own with
//! [`tile_jit::Compiler::check_text`] under the name `tests/ui/<group>/<file>.tile`.
//!
//! Trials:
//!
//! * `ui::<group>/<file>::<case>` (the case's `# case:` name, else its 1-based index), one per
//!   case: the compiler must not panic, every diagnostic must be well formed
//!   ([`crate::sanity`]), the diagnostics must match the inline annotations exactly, and the
//!   case's rendered output must equal its section of `<file>.stderr`.
//! * `ui::<group>/<file>`, one per file: the file splits cleanly, and `<file>.stderr` has
//!   exactly one section per case, in order (catches sections of deleted or renamed cases).
//! * `ui::coverage`: every user-facing code from `E0100` to `E0599` is expected by at least
//!   one annotation somewhere under `tests/ui`.
//!
//! Polarity is by folder: cases in `ui/ok` must produce no diagnostics at all (and their TIR
//! must verify and round-trip through the text form); every case in any other group must
//! carry at least one annotation. `ui/ok` files have no `.stderr`.
//!
//! With `TILE_BLESS=1`, a `.stderr` that differs or is missing is rewritten from the
//! output of all cases of the file (once per file, whichever trial notices first).

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Failed, Trial};
use tile_jit::Compiler;
use tile_lang::diag::codes;
use tile_lang::{Diagnostic, Severity};

use crate::cases::{self, Actual, Case, Expect, Section};
use crate::golden::{self, Outcome};
use crate::{indent, panics, sanity, Context, Problems, BLESS_HINT};

/// The group whose cases must produce no diagnostics.
pub const OK_GROUP: &str = "ok";

/// Codes from `E0100` to `E0599` that no UI annotation is required to cover, with the reason.
pub const UNCOVERED_OK: &[(&str, &str)] = &[
    // Run-time errors of host code and launches: the static checker never reports them; the
    // REPL transcripts (`tests/repl/*.txt`) and the `tile-jit` runtime unit tests cover them.
    ("E0505", "run time: a failed host `assert` (tests/repl/errors.txt)"),
    ("E0506", "run time: an index out of range (tests/repl/errors.txt)"),
    ("E0507", "run time: a kernel that fails while running (runtime tests)"),
    ("E0508", "run time: a file that cannot be read or written"),
    ("E0509", "run time: a device that is not available"),
    ("E0510", "run time: a bad value for a host operation"),
    ("E0511", "run time: Ctrl-C in the REPL"),
    ("E0512", "run time: a number that does not fit a scalar parameter (runtime tests)"),
    ("E0515", "engine creation: an unknown back end (crates/repl/tests/cli.rs)"),
    ("E0513", "GPU only: an op the chosen back end does not lower (crates/repl/tests/cli.rs, on the simulated GPU)"),
    ("E0520", "embedding only: bad input through the C or Python interface (crates/capi/tests, crates/python/tests)"),
];

/// One UI file and the lazily computed results of its cases.
struct UiFile {
    ctx: Arc<Context>,
    group: String,
    stem: String,
    /// Repository-relative path of the `.tile` file, the name cases are checked under.
    rel: String,
    stderr: PathBuf,
    cases: Vec<Case>,
    file_errors: Vec<String>,
    runs: OnceLock<Vec<CaseRun>>,
    blessed: OnceLock<Result<(), String>>,
}

/// What checking one case produced.
enum CaseRun {
    Checked(Checked),
    /// The compiler panicked; the message with its location.
    Panicked(String),
}

struct Checked {
    actual: Vec<Actual>,
    /// Rendered without colour, paths normalised, see [`cases::normalize_output`].
    rendered: String,
    sanity: Vec<String>,
    /// `ui/ok` only: problems verifying or round-tripping the TIR.
    tir: Vec<String>,
}

impl UiFile {
    fn is_ok_group(&self) -> bool {
        self.group == OK_GROUP
    }

    fn file_filter(&self) -> String {
        format!("ui::{}/{}", self.group, self.stem)
    }

    fn case_filter(&self, case: &Case) -> String {
        format!("{}::{}", self.file_filter(), case.label())
    }

    fn runs(&self) -> &[CaseRun] {
        self.runs.get_or_init(|| self.cases.iter().map(|c| self.check_case(c)).collect())
    }

    fn check_case(&self, case: &Case) -> CaseRun {
        let ok_group = self.is_ok_group();
        let result = panics::catch(|| {
            let mut compiler = Compiler::new();
            let out = compiler.check_text(&self.rel, &case.text);
            let sources = compiler.sources();
            let actual = out.diagnostics.iter().map(|d| to_actual(d, out.file, sources)).collect();
            let rendered = compiler.render(&out.diagnostics, false);
            let rendered = cases::normalize_output(&self.ctx.normalize_paths(&rendered));
            let sanity = sanity::check_all(&out.diagnostics, sources);
            let tir = if ok_group && out.diagnostics.is_empty() {
                let mut p = crate::tir::verify_problems(&out.tir);
                p.extend(crate::tir::roundtrip_problems(&out.tir));
                p
            } else {
                Vec::new()
            };
            Checked { actual, rendered, sanity, tir }
        });
        match result {
            Ok(c) => CaseRun::Checked(c),
            Err(msg) => CaseRun::Panicked(msg),
        }
    }

    /// The `.stderr` text the current output calls for, or why it cannot be made.
    fn actual_stderr(&self) -> Result<String, String> {
        let mut sections = Vec::new();
        for (case, run) in self.cases.iter().zip(self.runs()) {
            match run {
                CaseRun::Checked(c) => {
                    sections.push(Section { header: case.header(), body: c.rendered.clone() })
                }
                CaseRun::Panicked(_) => {
                    return Err(format!(
                        "case `{}` panicked, so {} cannot be generated",
                        case.label(),
                        self.ctx.rel(&self.stderr)
                    ));
                }
            }
        }
        Ok(cases::join_sections(&sections))
    }

    /// Rewrites the `.stderr` from the actual output (once per file).
    fn bless(&self) -> Result<(), String> {
        self.blessed
            .get_or_init(|| {
                let text = self.actual_stderr()?;
                golden::write(&self.stderr, &text)?;
                eprintln!("blessed {}", self.ctx.rel(&self.stderr));
                Ok(())
            })
            .clone()
    }

    fn case_context(&self, case: &Case) -> String {
        format!(
            "case {} ({}, lines {}-{}):\n{}",
            case.label(),
            self.rel,
            case.first_line,
            case.last_line,
            indent(&numbered(&case.source, case.first_line), 4)
        )
    }

    fn run_case(&self, index: usize) -> Result<(), Failed> {
        let case = &self.cases[index];
        let mut p = Problems::new();
        for e in &case.errors {
            p.push(format!("harness error: {e}"));
        }
        if self.is_ok_group() && !case.annotations.is_empty() {
            p.push(format!(
                "harness error: cases in ui/{OK_GROUP} must not expect diagnostics; move this case to an error group"
            ));
        }
        if !self.is_ok_group() && case.annotations.is_empty() {
            p.push(format!(
                "harness error: every case in ui/{} must expect at least one diagnostic; add `# ~ERROR Exxxx` annotations or move the case to ui/{OK_GROUP}",
                self.group
            ));
        }
        match &self.runs()[index] {
            CaseRun::Panicked(msg) => {
                p.push(format!("the compiler panicked:\n{}", indent(msg, 4)));
            }
            CaseRun::Checked(c) => {
                for s in &c.sanity {
                    p.push(format!("malformed diagnostic: {s}"));
                }
                let m = cases::match_annotations(&case.annotations, &c.actual);
                if !m.is_empty() {
                    p.push(format!("{m}rendered output:\n{}", indent(&c.rendered, 4)));
                }
                for t in &c.tir {
                    p.push(t.clone());
                }
                if !self.is_ok_group()
                    && let Err(e) = self.compare_section(case, c)
                {
                    p.push(e);
                }
            }
        }
        if !p.is_empty() {
            p.push(self.case_context(case));
        }
        p.finish()
    }

    /// Compares one case's rendered output with its section of the `.stderr`.
    fn compare_section(&self, case: &Case, c: &Checked) -> Result<(), String> {
        let rel = self.ctx.rel(&self.stderr);
        let filter = self.case_filter(case);
        let expected = match crate::read_text(&self.stderr) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                if self.ctx.bless {
                    return self.bless();
                }
                return Err(format!(
                    "golden {rel} does not exist; create it with `{BLESS_HINT} -- {}`\nactual output of this case:\n{}",
                    self.file_filter(),
                    indent(&c.rendered, 4)
                ));
            }
            Err(e) => return Err(format!("cannot read {rel}: {e}")),
        };
        let (_, sections) = cases::parse_sections(&expected);
        let header = case.header();
        match sections.iter().find(|s| s.header == header) {
            Some(s) if s.body == c.rendered => Ok(()),
            _ if self.ctx.bless => self.bless(),
            Some(s) => Err(format!(
                "the section `{header}` of {rel} does not match the actual output:\n{}\nrerun with `{BLESS_HINT} -- {filter}` to accept the actual output",
                golden::diff(&s.body, &c.rendered, &rel)
            )),
            None => Err(format!(
                "{rel} has no section `{header}`; create it with `{BLESS_HINT} -- {filter}`\nactual output of this case:\n{}",
                indent(&c.rendered, 4)
            )),
        }
    }

    fn run_file(&self) -> Result<(), Failed> {
        let mut p = Problems::new();
        for e in &self.file_errors {
            p.push(format!("harness error in {}: {e}", self.rel));
        }
        if self.cases.is_empty() {
            p.push(format!("harness error: {} has no cases", self.rel));
        }
        let rel = self.ctx.rel(&self.stderr);
        if self.is_ok_group() {
            if self.stderr.exists() {
                p.push(format!("{rel} exists, but ui/{OK_GROUP} files produce no output; delete it"));
            }
            return p.finish();
        }
        match self.actual_stderr() {
            Err(e) => p.push(e),
            Ok(actual) => {
                let expected = crate::read_text(&self.stderr).ok();
                let same_layout = expected.as_deref().is_some_and(|e| {
                    let (pre, secs) = cases::parse_sections(e);
                    let (_, act) = cases::parse_sections(&actual);
                    pre.trim().is_empty() && secs.iter().map(|s| &s.header).eq(act.iter().map(|s| &s.header))
                });
                if expected.as_deref() == Some(actual.as_str()) {
                    // Up to date.
                } else if self.ctx.bless {
                    if let Err(e) = self.bless() {
                        p.push(e);
                    }
                } else if expected.is_none() {
                    // The case trials show their output; say only how to create the file.
                    p.push(format!(
                        "golden {rel} does not exist; create it with `{BLESS_HINT} -- {}`",
                        self.file_filter()
                    ));
                } else if same_layout {
                    let (_, secs) = cases::parse_sections(expected.as_deref().unwrap_or(""));
                    let (_, act) = cases::parse_sections(&actual);
                    let differing: Vec<String> = secs
                        .iter()
                        .zip(&act)
                        .zip(&self.cases)
                        .filter(|((e, a), _)| e.body != a.body)
                        .map(|(_, c)| self.case_filter(c))
                        .collect();
                    if differing.is_empty() {
                        // Only the spacing between sections differs.
                        if let Outcome::Failed(f) =
                            golden::check(&self.ctx, &self.stderr, &actual, &self.file_filter())
                        {
                            p.push(f);
                        }
                    } else {
                        p.push(format!(
                            "{rel} is out of date for {} case(s); their trials show the diffs: {}",
                            differing.len(),
                            differing.join(", ")
                        ));
                    }
                } else if let Outcome::Failed(f) =
                    golden::check(&self.ctx, &self.stderr, &actual, &self.file_filter())
                {
                    p.push(format!(
                        "the cases of {} and the sections of {rel} do not line up\n{f}",
                        self.rel
                    ));
                }
            }
        }
        p.finish()
    }
}

/// Numbers the lines of a case's source for failure messages.
fn numbered(source: &str, first_line: usize) -> String {
    source.lines().enumerate().map(|(i, l)| format!("{:>4} | {l}\n", first_line + i)).collect()
}

fn to_actual(d: &Diagnostic, file: tile_lang::FileId, sources: &tile_lang::SourceMap) -> Actual {
    let severity = match d.severity {
        Severity::Error => Some(Expect::Error),
        Severity::Warning => Some(Expect::Warning),
        Severity::Internal => None,
    };
    let (pos, message) = match d.primary_span() {
        Some(s) if s.file == file && (s.file.0 as usize) < sources.iter().count() => {
            (Some(sources.line_col(s.file, s.start)), d.message.clone())
        }
        Some(s) if (s.file.0 as usize) < sources.iter().count() => {
            let (l, c) = sources.line_col(s.file, s.start);
            (None, format!("{} (reported in {}:{l}:{c})", d.message, sources.name(s.file)))
        }
        _ => (None, d.message.clone()),
    };
    Actual { pos, severity, code: d.code.0.to_string(), message }
}

/// Every trial of the UI tests.
pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let ui = ctx.path("tests/ui");
    let mut trials = Vec::new();
    let mut all_annotations: Vec<(String, String)> = Vec::new(); // (code, where)
    let groups = match crate::list_dirs(&ui) {
        Ok(g) => g,
        Err(e) => {
            return vec![crate::collect_error("ui::collect", format!("cannot list {}: {e}", ui.display()))]
        }
    };
    for dir in groups {
        let group = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        let files = match crate::list_files(&dir, "tile") {
            Ok(f) => f,
            Err(e) => {
                trials.push(crate::collect_error(
                    format!("ui::{group}"),
                    format!("cannot list {}: {e}", dir.display()),
                ));
                continue;
            }
        };
        for path in files {
            let stem = crate::stem(&path);
            let rel = ctx.rel(&path);
            let text = match crate::read_text(&path) {
                Ok(t) => t,
                Err(e) => {
                    trials.push(crate::collect_error(
                        format!("ui::{group}/{stem}"),
                        format!("cannot read {rel}: {e}"),
                    ));
                    continue;
                }
            };
            let (cases, file_errors) = cases::split(&text);
            for c in &cases {
                for a in &c.annotations {
                    all_annotations.push((a.code.clone(), format!("{rel}:{}", a.written_on)));
                }
            }
            let file = Arc::new(UiFile {
                ctx: ctx.clone(),
                group: group.clone(),
                stem: stem.clone(),
                rel,
                stderr: path.with_extension("stderr"),
                cases,
                file_errors,
                runs: OnceLock::new(),
                blessed: OnceLock::new(),
            });
            let f = file.clone();
            trials.push(Trial::test(file.file_filter(), move || f.run_file()));
            for i in 0..file.cases.len() {
                let f = file.clone();
                trials.push(Trial::test(file.case_filter(&file.cases[i]), move || f.run_case(i)));
            }
        }
    }
    trials.push(Trial::test("ui::coverage", move || coverage(&all_annotations)));
    trials
}

/// Fails when a user-facing code has no UI case expecting it.
fn coverage(annotations: &[(String, String)]) -> Result<(), Failed> {
    let user_codes = codes::ALL.iter().filter(|(c, _)| c.0 >= "E0100" && c.0 < "E0600");
    let missing: Vec<String> = user_codes
        .filter(|(c, _)| !annotations.iter().any(|(a, _)| a == c.0))
        .filter(|(c, _)| !UNCOVERED_OK.iter().any(|(u, _)| *u == c.0))
        .map(|(c, text)| format!("    {}: {text}", c.0))
        .collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Failed::from(format!(
            "no case under tests/ui expects these codes; add a case (or list the code in ui::UNCOVERED_OK with a reason):\n{}",
            missing.join("\n")
        )))
    }
}
