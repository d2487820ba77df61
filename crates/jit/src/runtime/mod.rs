//! The host runtime: values, arrays and the interpreter of host code.
//!
//! Host code (every top-level statement of a `.tile` file or REPL input that is not a
//! definition, and the bodies of host `def`s) is interpreted directly from the AST, with
//! Python's semantics: names live in the session's scope (an insertion-ordered map, so the
//! REPL lists them in definition order), `def`s get their own locals and read the globals,
//! recursion works. Values ([`Value`]) are Python's (None, bool, 64-bit int, f64 float, str,
//! tuple, list) plus dtypes, [`Array`]s, kernels and functions.
//!
//! * `storage.rs`, `array.rs`: arrays are strided views of reference-counted, 64-byte aligned
//!   storage; slices and transposes are views, as in NumPy.
//! * `elem.rs`, `iter.rs`, `ops.rs`, `reduce.rs`: NumPy-like host operations (broadcasting,
//!   the language's promotion rules, reductions accumulating in f64), computed in runs
//!   straight from storage without temporary copies of their operands.
//! * `create.rs`, `format.rs`, `npy.rs`: making, printing, loading and saving arrays;
//!   `counting.rs`: `randint`, `bincount`, `unique`, `sort`.
//! * `defs.rs`: the session's accumulated kernel and function definitions and the front end's
//!   [`tile_lang::sema::Analysis`] of them.
//! * `interp/`: the interpreter and the host builtins.
//! * `help.rs`: `help(name)` and what completion knows of names (attributes, keywords).
//! * `launch.rs`: [`launch::launch`], the one entry point of every launch (a script's, the
//!   REPL's, an embedder's): a repeat of the previous GPU launch goes straight to the driver
//!   (`fast_launch.rs`); any other launch matches its arguments to a specialisation key, finds
//!   or compiles the specialisation in the per-session cache and runs it on the session's
//!   [`Executor`], with arrays borrowed from their storage (never copied); `launch_gpu.rs` is
//!   the GPU half.
//! * `gpu.rs`: arrays on the GPU from host code's point of view: where results of host
//!   operations go, explicit moves, synchronisation, and what a GPU fault costs the session.
//! * `spec_cache.rs`: specialisation keys and the session's cache of compiled ones.
//! * `memo.rs`: what `cached(f, *args)` remembers of host functions' results.
//! * `error.rs`: run-time errors become coded diagnostics at the failing expression.
//!
//! The embedding API on top of this is `crate::engine`.

pub mod array;
pub(crate) mod counting;
pub(crate) mod create;
pub(crate) mod defs;
mod lint;
pub(crate) mod elem;
pub(crate) mod error;
pub(crate) mod fast_launch;
pub(crate) mod format;
pub(crate) mod gpu;
pub(crate) mod help;
pub(crate) mod interp;
pub(crate) mod iter;
pub(crate) mod launch;
pub(crate) mod launch_gpu;
pub(crate) mod memo;
pub(crate) mod names;
pub(crate) mod npy;
pub(crate) mod ops;
pub(crate) mod reduce;
pub mod snapshot;
pub(crate) mod spec_cache;
pub(crate) mod storage;
pub mod value;

use std::io::Write;

use indexmap::IndexMap;
use rustc_hash::FxBuildHasher;
use tile_lang::diag::Diagnostic;
use tile_lang::SourceMap;

pub use array::Array;
pub use storage::Device;
pub use value::{Function, KernelRef, Value};

use tile_codegen::Codegen;
use tile_launch::Executor;

use crate::engine::Engine;

/// Names bound to values, in the order they were first bound (the REPL lists them so).
pub(crate) type Scope = IndexMap<String, Value, FxBuildHasher>;

/// Everything a session's host code runs against.
pub(crate) struct Runtime {
    pub engine: Engine,
    pub sources: SourceMap,
    /// Global names, in the order they were first bound.
    pub scope: Scope,
    pub defs: defs::Defs,
    /// What the names that are not variables resolved to.
    pub resolved: interp::Resolved,
    pub cache: spec_cache::Cache,
    /// Where `print` (and kernel `print`) output goes.
    pub out: Box<dyn Write + Send>,
    /// Where kernels run: the engine's executor, until a GPU fault swaps in the CPU's.
    pub executor: Executor,
    /// Every storage this session put on the GPU (what a fault must account for).
    pub gpu_arrays: Vec<std::sync::Weak<storage::Storage>>,
    /// The first launch queued since the GPU last synchronised (for fault reports).
    pub gpu_launch_span: Option<tile_lang::Span>,
    /// Where `Options::precompile` compiles GPU specialisations (made on first use).
    pub precompile: Option<Codegen>,
    /// The previous GPU launch, which a launch with the same arguments repeats.
    pub last_launch: Option<fast_launch::LastLaunch>,
    /// Why the GPU failed, once it has (the session then runs on the CPU).
    pub gpu_fault: Option<String>,
    /// The tuner's remembered configurations this session looked up (`tuned(...)`), by
    /// kernel (`module.name`), shape, dtype, GPU and back end: the store is read once per key
    /// per session.
    pub tuned: std::collections::HashMap<tile_codegen::tuned::TuneKey, Vec<(String, i64)>>,
    /// How many `launch(...)` calls repeated the previous launch with their arguments read in
    /// place (`interp/repeat.rs`), for tests.
    pub launch_statement_repeats: u64,
    /// How many loops queued their repeated launches in one run (`Interp::launch_loop`), for
    /// tests.
    pub launch_loop_runs: u64,
    /// Warnings of the definitions and launches since [`crate::Session::take_warnings`] was
    /// last called, each reported once (a launch in a loop warns once).
    pub warnings: Vec<Diagnostic>,
    /// Every `bench(...)` measurement of the session, in order ([`crate::Session::bench_results`]).
    pub bench_log: Vec<BenchResult>,
    /// The arrays `scratch(shape, dtype)` handed out, by shape, dtype and whether on the GPU.
    pub scratch: std::collections::HashMap<(Vec<usize>, tile_lang::DType, bool), array::Array>,
    /// Whether each launch prints a line saying what it launches (`trace_launches(...)`,
    /// [`crate::Session::set_trace_launches`]).
    pub trace_launches: bool,
    /// What `cached(f, *args)` remembered.
    pub memo: memo::Memo,
    /// How many `cached` calls are computing their result now: a launch from host code then
    /// is an error (later calls would skip it; `launch::launch_seq` refuses it).
    pub computing_cached: u32,
}

/// One `bench(...)` measurement: what `tile bench FILE` tabulates and records.
#[derive(Clone, Debug, PartialEq)]
pub struct BenchResult {
    /// The `label=` argument, else the timed expression's source text.
    pub label: String,
    /// Seconds: the median of the timed runs.
    pub median_s: f64,
    /// Seconds: the fastest run.
    pub min_s: f64,
    /// Seconds: the slowest run.
    pub max_s: f64,
    /// How many runs were timed.
    pub runs: u32,
    /// The GPU that ran them (`None`: timed on the host clock).
    pub device: Option<String>,
    /// What timed them: "CUDA events, cold L2", "CUDA events, warm L2" or "host clock".
    pub clock: String,
}

/// Seconds for people: `1.234 s`, `45.678 ms`, `12.3 µs` (as `bench` prints them).
pub fn human_time(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{:.1} µs", s * 1e6)
    }
}

impl Runtime {
    /// Keeps a warning for the embedder (or the REPL) to show, unless the same one (code,
    /// message and place) is already waiting.
    pub fn warn(&mut self, d: Diagnostic) {
        push_warning(&mut self.warnings, d);
    }

    pub fn new(engine: Engine) -> Runtime {
        let mut sources = SourceMap::new();
        let defs = defs::Defs::new(&mut sources);
        let executor = engine.executor().clone();
        Runtime {
            engine,
            sources,
            scope: Scope::default(),
            defs,
            resolved: interp::Resolved::default(),
            cache: spec_cache::Cache::default(),
            out: Box::new(std::io::stdout()),
            executor,
            gpu_arrays: Vec::new(),
            gpu_launch_span: None,
            precompile: None,
            last_launch: None,
            gpu_fault: None,
            tuned: std::collections::HashMap::new(),
            launch_statement_repeats: 0,
            launch_loop_runs: 0,
            warnings: Vec::new(),
            bench_log: Vec::new(),
            scratch: std::collections::HashMap::new(),
            trace_launches: false,
            memo: memo::Memo::default(),
            computing_cached: 0,
        }
    }

    /// The runtime borrowed in two parts: where names are bound, and what a launch works
    /// with, so that a launch can take its arguments by reference from the scopes instead of
    /// cloning them.
    pub(crate) fn split(&mut self) -> (Names<'_>, Launcher<'_>) {
        let Runtime { engine, scope, defs, resolved, cache, out, executor, gpu_launch_span, last_launch, precompile, warnings, trace_launches, computing_cached, .. } = self;
        let names = Names { scope, defs, resolved };
        let (trace, in_cached) = (*trace_launches, *computing_cached > 0);
        let launcher = Launcher { engine, executor, defs, scope, cache, out, gpu_launch_span, last_launch, precompile, warnings, trace, in_cached };
        (names, launcher)
    }

    /// The runtime as a launch sees it (see [`Runtime::split`]).
    pub(crate) fn launcher(&mut self) -> Launcher<'_> {
        self.split().1
    }
}

/// Adds a warning unless the same one (code, message and place) is already waiting.
pub(crate) fn push_warning(warnings: &mut Vec<Diagnostic>, d: Diagnostic) {
    let same = |w: &Diagnostic| w.code == d.code && w.message == d.message && w.primary_span() == d.primary_span();
    if !warnings.iter().any(same) {
        warnings.push(d);
    }
}

/// Where a runtime binds names: session variables, definitions, and what names that are
/// neither resolved to.
pub(crate) struct Names<'r> {
    pub scope: &'r Scope,
    pub defs: &'r defs::Defs,
    pub resolved: &'r interp::Resolved,
}

/// The parts of a runtime a launch reads and writes ([`launch::launch`]): the definitions and
/// globals it specialises from, by shared reference, and the state it changes.
pub(crate) struct Launcher<'r> {
    pub engine: &'r Engine,
    pub executor: &'r Executor,
    pub defs: &'r defs::Defs,
    pub scope: &'r Scope,
    pub cache: &'r mut spec_cache::Cache,
    pub out: &'r mut Box<dyn Write + Send>,
    pub gpu_launch_span: &'r mut Option<tile_lang::Span>,
    pub last_launch: &'r mut Option<fast_launch::LastLaunch>,
    pub precompile: &'r mut Option<Codegen>,
    /// Where the launch lints put their warnings ([`Runtime::warnings`]).
    pub warnings: &'r mut Vec<Diagnostic>,
    /// Whether each launch prints what it launches on [`Launcher::out`] ([`Runtime::trace_launches`]).
    pub trace: bool,
    /// Whether host code is computing a `cached` result ([`Runtime::computing_cached`]), when
    /// a launch from host code is refused.
    pub in_cached: bool,
}

#[cfg(test)]
mod gpu_tests;
