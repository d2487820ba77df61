//! The embedding API: [`Engine`] (device, options, host functions), [`Session`] (a scope of
//! named values and definitions, like the REPL's) and [`KernelHandle`] (launching a kernel on
//! the embedder's own buffers).
//!
//! ```
//! use tile_jit::engine::{Engine, KernelArg, Value};
//!
//! let engine = Engine::cpu();
//! let mut session = engine.session();
//!
//! // Host code runs like a Python script; the value of a final expression comes back.
//! let v = session.eval("x = arange(10)\nsum(x * x)")?;
//! assert_eq!(v.map(|v| v.repr()), Some("285".to_string()));
//!
//! // Kernels launch on the embedder's slices, in place, without copies.
//! session.define(
//!     "kernel axpy(x: f32[N], y: f32[N], alpha: float, T: const int):\n\
//!      \x20   t = load(x, index=(bid(0),), shape=(T,))\n\
//!      \x20   u = load(y, index=(bid(0),), shape=(T,))\n\
//!      \x20   store(y, index=(bid(0),), tile=alpha * t + u)\n",
//! )?;
//! let x = vec![1.0f32; 1000];
//! let mut y = vec![2.0f32; 1000];
//! session.kernel("axpy")?.launch(4, vec![KernelArg::from(&x[..]), KernelArg::from(&mut y[..]), 3.0.into(), 256.into()])?;
//! assert!(y.iter().all(|&v| v == 5.0));
//!
//! // Values move both ways.
//! session.set("n", 7);
//! assert_eq!(session.eval("n * 6")?.map(|v| v.repr()), Some("42".to_string()));
//! # Ok::<(), tile_jit::engine::EvalError>(())
//! ```
//!
//! Errors are [`EvalError`]s: coded diagnostics pointing at the source, rendered, and an exit
//! class (the user's mistake or a bug in tile). An error never loses the session's values or
//! definitions.

use std::io::Write;
use std::path::Path;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use indexmap::IndexMap;
use tile_lang::diag::{self, codes, Diagnostic, RenderOptions, Severity};
use tile_lang::sema::{self, CheckOptions, ParamInfo};
use tile_lang::syntax::ast::StmtKind;
use tile_lang::DType;

/// Host arrays over raw memory, for bindings to other languages: a [`HostBuffer`] made with the
/// `unsafe` [`HostBuffer::from_raw`] becomes an [`ArrayArg`] with [`ArrayArg::with_buf`], and
/// a [`KernelArg::Array`].
pub use tile_cpu::{ArrayArg, HostBuffer};
use tile_cpu::HostElem;
use tile_launch::device::Gpu;
pub use tile_launch::{DeviceChoice, Executor};

use crate::runtime::defs::SessionLoader;
use crate::runtime::interp::{defined_value, Interp};
use crate::runtime::launch::{self, ArgView, Call, LaunchArg, Spans};
use crate::runtime::Runtime;
pub use crate::runtime::launch::DeviceArg;
pub use crate::runtime::{human_time, BenchResult};
pub use crate::runtime::snapshot::{RestoreReport, SaveReport};
pub use crate::runtime::{Array, Device, Function, KernelRef, Value};

/// Why an engine could not be made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EngineError {
    /// The diagnostic code: E0509 (no usable GPU) or E0515 (an unknown back end).
    pub code: &'static str,
    /// What went wrong and what to do about it.
    pub message: String,
}

impl std::fmt::Display for EngineError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "[{}] {}", self.code, self.message)
    }
}

impl std::error::Error for EngineError {}

/// Engine settings.
#[derive(Clone, Debug)]
pub struct Options {
    /// Worker threads of the CPU executor; 0 uses every core.
    pub threads: usize,
    /// Check each launch's arrays against the facts its specialisation assumes.
    pub check_facts: bool,
    /// How deeply host functions may call each other.
    pub recursion_limit: usize,
    /// On the CPU: also compile every specialisation a launch uses into a cubin for this GPU
    /// (into the kernel cache, `TILE_CACHE_DIR`), as a GPU launch of the same arguments would
    /// specialise it, so that the cache can be carried to a GPU machine without tileiras.
    /// Default: `TILE_PRECOMPILE` (e.g. `sm_90`), else none.
    pub precompile: Option<tile_codegen::Target>,
    /// On a GPU: wait for every launch to finish before the next statement (slower; a fault is
    /// then reported at the launch that caused it). Default: `TILE_GPU_SYNC=1`.
    pub sync_launches: bool,
    /// On a GPU: let kernels read arrays through TMA tensor maps that each launch builds (the
    /// NVVM back end's pipelined loops on sm_90; Tile IR's maps are the driver's own).
    /// Default: on, unless `TILE_TENSOR_MAPS=0`.
    pub tensor_maps: bool,
}

impl Default for Options {
    fn default() -> Options {
        let precompile = std::env::var("TILE_PRECOMPILE")
            .ok()
            .filter(|v| !v.is_empty())
            .and_then(|v| tile_codegen::Target::parse(&v).ok());
        let sync_launches = std::env::var("TILE_GPU_SYNC").is_ok_and(|v| !v.is_empty() && v != "0");
        let tensor_maps = std::env::var("TILE_TENSOR_MAPS").map_or(true, |v| v != "0");
        Options { threads: 0, check_facts: true, recursion_limit: 1000, precompile, sync_launches, tensor_maps }
    }
}

/// Hears about long work (compiling or running a kernel), e.g. to show a spinner. `begin` and
/// `end` come in pairs, on the session's thread; implementations decide how long to wait
/// before showing anything.
pub trait Progress: Send + Sync {
    /// Long work starts: `what` says what (`compiling softmax`).
    fn begin(&self, what: &str);
    /// The work that began last is over.
    fn end(&self);
}

/// A function the embedder makes callable from host code.
pub type HostFn = Arc<dyn Fn(&[Value]) -> Result<Value, String> + Send + Sync>;

/// The runtime configuration shared by sessions: where kernels run, options, registered
/// functions. Cheap to clone; a session keeps the engine it was made from.
#[derive(Clone)]
pub struct Engine {
    /// Where the sessions of this engine start running kernels (each session holds its own
    /// copy, which a GPU fault swaps for the CPU's).
    executor: Executor,
    options: Options,
    fns: IndexMap<String, HostFn>,
    progress: Option<Arc<dyn Progress>>,
    interrupt: Option<Arc<AtomicBool>>,
}

impl std::fmt::Debug for Engine {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Engine")
            .field("device", &self.device())
            .field("options", &self.options)
            .field("fns", &self.fns.keys().collect::<Vec<_>>())
            .finish()
    }
}

impl Engine {
    /// An engine on the requested device: `Gpu` is an error (saying why) without a usable
    /// CUDA driver and GPU; `Auto` then picks the CPU.
    ///
    /// A GPU compiles kernels with the back end `TILE_BACKEND` names (CUDA Tile IR when it is
    /// unset); [`Engine::with_backend`] chooses one.
    pub fn new(choice: DeviceChoice) -> Result<Engine, EngineError> {
        let backend = tile_codegen::env_backend().map_err(|e| EngineError { code: codes::BAD_BACKEND.0, message: e.message })?;
        Engine::open(choice, backend)
    }

    /// An engine on the requested device whose GPU compiles kernels with the back end called
    /// `backend`: `tileir` (CUDA Tile IR), `nvvm` (NVVM IR through libNVVM) or `auto`.
    pub fn with_backend(choice: DeviceChoice, backend: &str) -> Result<Engine, EngineError> {
        let backend = tile_codegen::backend_with(backend, &tile_codegen::BackendSettings::default())
            .map_err(|e| EngineError { code: codes::BAD_BACKEND.0, message: e.message })?;
        Engine::open(choice, backend)
    }

    fn open(choice: DeviceChoice, backend: Arc<dyn tile_codegen::Backend>) -> Result<Engine, EngineError> {
        let codegen = tile_codegen::Codegen::new(backend, Arc::new(tile_codegen::Cache::from_env()));
        let executor = Executor::open_with(choice, codegen).map_err(|why| EngineError {
            code: codes::DEVICE.0,
            message: format!("cannot run on a GPU: {why}; run on the cpu (`--device cpu`, or `auto` to use a GPU only when there is one)"),
        })?;
        Ok(Engine::on(executor))
    }

    /// Where kernels run and what compiles them, for people: "GPU 0: NVIDIA H100 80GB HBM3
    /// (sm_90), compiled by the nvvm back end" or "the CPU (the reference executor)". With
    /// `--backend auto` this is how a user learns which back end was chosen.
    pub fn describe(&self) -> String {
        match self.gpu() {
            Some(g) => format!(
                "GPU {}: {} ({}), compiled by the {} back end",
                g.ordinal(),
                g.name(),
                g.target(),
                g.codegen().backend().name()
            ),
            None => "the CPU (the reference executor)".to_string(),
        }
    }

    /// An engine whose sessions run kernels on `executor`.
    pub fn on(executor: Executor) -> Engine {
        Engine {
            executor,
            options: Options::default(),
            fns: IndexMap::new(),
            progress: None,
            interrupt: None,
        }
    }

    /// An engine on a simulated GPU: device memory in host allocations, kernels on the CPU
    /// executor, faults like a real GPU's (see `crate::device`). For testing what runs on a
    /// GPU on machines without one.
    #[doc(hidden)]
    pub fn simulated_gpu() -> Engine {
        Engine::on(Executor::Gpu(Gpu::simulated()))
    }

    /// Where this engine's sessions start running kernels.
    pub fn executor(&self) -> &Executor {
        &self.executor
    }

    /// The GPU kernels run on, if any (e.g. to wrap an application's device memory for
    /// [`KernelArg::device`]: [`Gpu::cuda`]).
    pub fn gpu(&self) -> Option<&Gpu> {
        self.executor.gpu()
    }

    /// An engine that runs kernels on the CPU.
    pub fn cpu() -> Engine {
        Engine::new(DeviceChoice::Cpu).expect("the CPU is always available")
    }

    /// The engine with these settings.
    pub fn with_options(mut self, options: Options) -> Engine {
        self.options = options;
        self
    }

    /// The engine's settings.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Where the arrays of this engine's new sessions live.
    pub fn device(&self) -> Device {
        self.executor.device()
    }

    /// Makes `name(args...)` callable from host code (positional arguments only). An `Err`
    /// becomes a diagnostic at the call.
    ///
    /// ```
    /// # use tile_jit::engine::{Engine, Value};
    /// let mut engine = Engine::cpu();
    /// engine.register_fn("twice", |args: &[Value]| match args {
    ///     [Value::Int(i)] => Ok(Value::Int(2 * i)),
    ///     _ => Err("twice takes one integer".into()),
    /// });
    /// let mut s = engine.session();
    /// assert_eq!(s.eval("twice(21)").unwrap().unwrap().repr(), "42");
    /// assert!(s.eval("twice(1.5)").is_err());
    /// ```
    pub fn register_fn(
        &mut self,
        name: impl Into<String>,
        f: impl Fn(&[Value]) -> Result<Value, String> + Send + Sync + 'static,
    ) -> &mut Engine {
        self.fns.insert(name.into(), Arc::new(f));
        self
    }

    /// Reports long work to `progress`.
    pub fn set_progress(&mut self, progress: Arc<dyn Progress>) -> &mut Engine {
        self.progress = Some(progress);
        self
    }

    /// Host code stops with `E0511` soon after `flag` becomes true (it is checked at every
    /// loop iteration and function call, and reset when seen). For Ctrl-C in a REPL.
    pub fn set_interrupt(&mut self, flag: Arc<AtomicBool>) -> &mut Engine {
        self.interrupt = Some(flag);
        self
    }

    /// Whether an interrupt was requested (and clears the request).
    /// The interrupt flag, for executors that poll it while a kernel runs.
    pub(crate) fn interrupt_flag(&self) -> Option<Arc<AtomicBool>> {
        self.interrupt.clone()
    }

    pub(crate) fn take_interrupt(&self) -> bool {
        // A load first: loops ask at every iteration, and a read is cheaper than a swap.
        self.interrupt.as_ref().is_some_and(|f| f.load(Ordering::Relaxed) && f.swap(false, Ordering::Relaxed))
    }

    pub(crate) fn host_fn(&self, name: &str) -> Option<&HostFn> {
        // Most engines register none: skip hashing the name.
        if self.fns.is_empty() {
            return None;
        }
        self.fns.get(name)
    }

    pub(crate) fn host_fn_names(&self) -> impl Iterator<Item = &str> {
        self.fns.keys().map(String::as_str)
    }

    pub(crate) fn progress_begin(&self, what: &str) {
        if let Some(p) = &self.progress {
            p.begin(what);
        }
    }

    pub(crate) fn progress_end(&self) {
        if let Some(p) = &self.progress {
            p.end();
        }
    }

    /// A new, empty session.
    pub fn session(&self) -> Session {
        Session::new(self)
    }
}

/// Whether an error is the program's fault or tile's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorClass {
    /// A mistake in the program (exit status 1).
    User,
    /// A bug in tile (exit status 2).
    Internal,
}

/// A failed evaluation: diagnostics (with source spans), their rendering, and the class.
#[derive(Clone, Debug)]
pub struct EvalError {
    /// What went wrong, with source spans, sorted by position.
    pub diagnostics: Vec<Diagnostic>,
    /// The diagnostics rendered without colour.
    pub rendered: String,
    /// Whose mistake it is.
    pub class: ErrorClass,
}

impl EvalError {
    /// The exit status a command line should end with: 1 for user errors, 2 for internal ones.
    pub fn exit_code(&self) -> u8 {
        match self.class {
            ErrorClass::User => 1,
            ErrorClass::Internal => 2,
        }
    }

    /// The first diagnostic's code (`E0505`, ...).
    pub fn code(&self) -> Option<&'static str> {
        self.diagnostics.first().map(|d| d.code.0)
    }
}

impl std::fmt::Display for EvalError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.rendered.trim_end())
    }
}

impl std::error::Error for EvalError {}

/// A cloneable in-memory output sink (for capturing what host code prints).
#[derive(Clone, Debug, Default)]
pub struct SharedBuffer(Arc<Mutex<Vec<u8>>>);

impl SharedBuffer {
    /// An empty buffer.
    pub fn new() -> SharedBuffer {
        SharedBuffer::default()
    }

    /// Everything written so far, emptying the buffer.
    pub fn take(&self) -> String {
        let mut g = self.0.lock().unwrap_or_else(|p| p.into_inner());
        String::from_utf8_lossy(&std::mem::take(&mut *g)).into_owned()
    }
}

impl Write for SharedBuffer {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap_or_else(|p| p.into_inner()).extend_from_slice(buf);
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// An intermediate form [`Session::kernel_ir_at`] can show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IrStage {
    /// The typed tile IR.
    Tir,
    /// CUDA Tile IR, as MLIR text.
    TileIr,
    /// NVVM IR, as libNVVM reads it.
    Nvvm,
    /// What each specialisation's GPU kernel uses: registers, shared and local memory.
    Resources,
}

/// One line of `:ir KERNEL resources`: the specialisation, the back end that compiled it (a
/// kernel launched through two back ends has a line for each) and what it uses.
fn resources_line(k: &tile_lang::tir::Kernel, backend: Option<&str>, r: Option<&tile_gpu::FunctionAttributes>) -> String {
    let spec: Vec<String> = k.spec.iter().map(|(n, v)| format!("{n}={v}")).collect();
    let through = backend.map(|b| format!(" through {b}")).unwrap_or_default();
    let what = match r {
        Some(r) if tile_gpu::spills(r.local_bytes) => format!("{r} (spills: W0005)"),
        Some(r) => r.to_string(),
        None => "not loaded on a GPU (resources are known once a GPU has loaded the kernel)".to_string(),
    };
    format!("{} [{}]{through}: {what}\n", k.name, spec.join(", "))
}

/// Adds the definitions and imports of `stmts` to the session, binding their names in the
/// scope; the checker's errors refuse the change as a whole.
fn add_definitions(rt: &mut Runtime, stmts: &[tile_lang::syntax::ast::Stmt]) -> Result<Vec<String>, Vec<Diagnostic>> {
    let previous = rt.defs.statements().to_vec();
    let changed = rt.defs.add(&mut rt.sources, stmts)?;
    // Each kernel is checked as it is defined. Globals the input's host code assigns count as
    // known names: it runs before any launch.
    let mut assigned = Vec::new();
    crate::runtime::names::bound_names(stmts, &mut |n| assigned.push(n.to_string()));
    let found = rt.defs.check_definitions(&changed, |n| rt.scope.contains_key(n) || assigned.iter().any(|a| a == n));
    let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) = found.into_iter().partition(Diagnostic::is_error);
    if !errors.is_empty() {
        rt.defs.restore(&mut rt.sources, previous);
        return Err(errors);
    }
    warnings.into_iter().for_each(|w| rt.warn(w));
    rt.cache.invalidate(&changed);
    for name in &changed {
        match rt.defs.lookup(name) {
            Some(d) => {
                rt.scope.insert(name.clone(), defined_value(name, d));
            }
            None => {
                rt.scope.shift_remove(name);
            }
        }
    }
    Ok(changed)
}

/// A scope of named values and definitions, in which host code runs.
pub struct Session {
    rt: Runtime,
    inputs: usize,
}

impl Session {
    /// A new, empty session of `engine` (what [`Engine::session`] makes).
    pub fn new(engine: &Engine) -> Session {
        Session { rt: Runtime::new(engine.clone()), inputs: 0 }
    }

    /// The engine the session was made from.
    pub fn engine(&self) -> &Engine {
        &self.rt.engine
    }

    /// Where this session runs kernels now: its engine's executor, or the CPU after a GPU
    /// fault ([`Session::gpu_fault`]).
    pub fn executor(&self) -> &Executor {
        &self.rt.executor
    }

    /// Where this session's new arrays live.
    pub fn device(&self) -> Device {
        self.rt.executor.device()
    }

    /// Where `print` output goes (stdout by default).
    pub fn set_output(&mut self, out: impl Write + Send + 'static) {
        self.rt.out = Box::new(out);
    }

    /// Whether each launch prints a line saying what it launches, on the session's output,
    /// before it runs: what host code's `trace_launches(on)` sets (`tile run
    /// --trace-launches`).
    pub fn set_trace_launches(&mut self, on: bool) {
        self.rt.trace_launches = on;
    }

    /// Runs source text: its definitions are added to the session (replacing earlier ones of
    /// the same name), then its statements run in order. Returns the value of a final
    /// expression statement (what a prompt echoes).
    pub fn eval(&mut self, source: &str) -> Result<Option<Value>, EvalError> {
        self.inputs += 1;
        let name = format!("<input {}>", self.inputs);
        self.eval_named(&name, source)
    }

    /// [`Session::eval`] with the name diagnostics show for the source.
    pub fn eval_named(&mut self, name: &str, source: &str) -> Result<Option<Value>, EvalError> {
        let file = self.rt.sources.add(name, source);
        self.exec_file_id(file)
    }

    fn exec_file_id(&mut self, file: tile_lang::FileId) -> Result<Option<Value>, EvalError> {
        let text = self.rt.sources.text(file).to_string();
        let (module, diags) = tile_lang::syntax::parse(&text, file);
        if diag::has_errors(&diags) {
            return Err(self.error(diags));
        }
        self.add_definitions(&module.body)?;
        let result = Interp::new(&mut self.rt).run(&module.body);
        let result = crate::runtime::gpu::finish(&mut self.rt, result);
        result.map_err(|f| self.error(f.diags))
    }

    /// The warnings of the definitions and launches since the last call (W-codes: a kernel that
    /// reads a name not defined yet, a launch that leaves work undone), rendered with
    /// [`Session::render`]. Each is reported once.
    pub fn take_warnings(&mut self) -> Vec<Diagnostic> {
        std::mem::take(&mut self.rt.warnings)
    }

    /// Waits for the kernels queued on the GPU (evaluations already wait at their end; this
    /// is for [`KernelHandle::launch_on`] with device buffers). A GPU fault is reported as
    /// evaluations report it, and the session continues on the CPU.
    pub fn synchronize(&mut self) -> Result<(), EvalError> {
        let result = crate::runtime::gpu::finish(&mut self.rt, Ok(()));
        result.map_err(|f| self.error(f.diags))
    }

    /// Adds the definitions and imports of `stmts`, binding their names in the scope.
    fn add_definitions(&mut self, stmts: &[tile_lang::syntax::ast::Stmt]) -> Result<Vec<String>, EvalError> {
        add_definitions(&mut self.rt, stmts).map_err(|diags| self.error(diags))
    }

    /// Saves the session's definitions and values into the folder `dir`, for
    /// [`Session::restore_state`] in this or another process (how the REPL gets a fresh GPU
    /// after a fault: see `runtime/snapshot.rs` for what is saved). Arrays on the GPU are
    /// copied from it; arrays lost with a failed GPU cannot be saved and are listed as skipped.
    pub fn save_state(&self, dir: impl AsRef<Path>) -> Result<SaveReport, String> {
        crate::runtime::snapshot::save(&self.rt, dir.as_ref())
    }

    /// Runs the definitions saved in `dir` again and binds the saved values (replacing values
    /// of the same names). Arrays that were on a GPU go on this session's GPU, if it has one.
    pub fn restore_state(&mut self, dir: impl AsRef<Path>) -> Result<RestoreReport, String> {
        let color = false;
        let mut define = |rt: &mut Runtime, origin: &str, text: &str| -> Result<(), String> {
            let file = rt.sources.add(origin, text);
            let (module, diags) = tile_lang::syntax::parse(rt.sources.text(file), file);
            let fail = |rt: &Runtime, d: &[Diagnostic]| -> String {
                d.iter().map(|d| diag::render(d, &rt.sources, RenderOptions { color })).collect()
            };
            if diag::has_errors(&diags) {
                return Err(fail(rt, &diags));
            }
            add_definitions(rt, &module.body).map(drop).map_err(|d| fail(rt, &d))
        };
        crate::runtime::snapshot::restore(&mut self.rt, dir.as_ref(), &mut define)
    }

    /// Why the session's GPU failed, once a kernel faulted (the session then runs on the CPU;
    /// the GPU can be used again only in a new process).
    pub fn gpu_fault(&self) -> Option<&str> {
        self.rt.gpu_fault.as_deref()
    }

    /// Runs a script after checking it statically (as `tile run` does): if the checker finds
    /// errors, nothing runs. Returns the checker's warnings.
    pub fn run_file(&mut self, path: impl AsRef<Path>) -> Result<Vec<Diagnostic>, EvalError> {
        let file = self.add_file(path.as_ref())?;
        let program = sema::check_program(
            &mut self.rt.sources,
            file,
            &SessionLoader { dirs: &self.rt.defs.dirs },
            &CheckOptions::default(),
        );
        let (errors, warnings): (Vec<Diagnostic>, Vec<Diagnostic>) =
            program.diagnostics.into_iter().partition(Diagnostic::is_error);
        if !errors.is_empty() {
            return Err(self.error(errors));
        }
        self.exec_file_id(file)?;
        let mut warnings = warnings;
        warnings.append(&mut self.take_warnings());
        Ok(warnings)
    }

    /// Runs a script without the static check (the REPL's `:load`).
    pub fn load_file(&mut self, path: impl AsRef<Path>) -> Result<Option<Value>, EvalError> {
        let file = self.add_file(path.as_ref())?;
        self.exec_file_id(file)
    }

    fn add_file(&mut self, path: &Path) -> Result<tile_lang::FileId, EvalError> {
        let text = crate::Compiler::read_source(path).map_err(|d| self.error(vec![d]))?;
        if let Some(dir) = path.parent() {
            let dir = if dir.as_os_str().is_empty() { Path::new(".") } else { dir };
            self.rt.defs.dirs.retain(|d| d != dir);
            self.rt.defs.dirs.push(dir.to_path_buf());
        }
        Ok(self.rt.sources.add(path.display().to_string(), text))
    }

    /// Adds kernel and function definitions (and imports) without running anything; returns
    /// the names defined. Host statements are refused.
    pub fn define(&mut self, source: &str) -> Result<Vec<String>, EvalError> {
        self.inputs += 1;
        let file = self.rt.sources.add(format!("<define {}>", self.inputs), source);
        let text = self.rt.sources.text(file).to_string();
        let (module, diags) = tile_lang::syntax::parse(&text, file);
        if diag::has_errors(&diags) {
            return Err(self.error(diags));
        }
        if let Some(s) = module
            .body
            .iter()
            .find(|s| !matches!(s.kind, StmtKind::Def(_) | StmtKind::Import(_) | StmtKind::Pass))
        {
            let d = Diagnostic::error(codes::UNSUPPORTED, "`define` takes definitions only")
                .with_label(s.span, "a host statement")
                .with_help("run host code with `eval`");
            return Err(self.error(vec![d]));
        }
        self.add_definitions(&module.body)
    }

    /// A value of the scope.
    pub fn get(&self, name: &str) -> Option<Value> {
        self.rt.scope.get(name).cloned()
    }

    /// Binds a name in the scope.
    pub fn set(&mut self, name: &str, value: impl Into<Value>) {
        self.rt.scope.insert(name.to_string(), value.into());
    }

    /// Unbinds a name; returns its value.
    pub fn remove(&mut self, name: &str) -> Option<Value> {
        self.rt.scope.shift_remove(name)
    }

    /// The names of the scope, in the order they were first bound.
    pub fn names(&self) -> Vec<String> {
        self.rt.scope.keys().cloned().collect()
    }

    /// What `help(name)` shows: a kernel's or function's header and docstring, a builtin's
    /// signature and paragraph, a value's type; `None` when `name` means nothing here.
    pub fn help(&mut self, name: &str) -> Option<String> {
        crate::runtime::help::help(&mut self.rt, name)
    }

    /// The attributes and methods of the value named `name` (an array's), for completion.
    pub fn attribute_names(&self, name: &str) -> Vec<&'static str> {
        crate::runtime::help::attribute_names(&self.rt, name)
    }

    /// The keyword parameters a call of `callee` (a kernel, function or builtin) takes.
    pub fn keyword_names(&self, callee: &str) -> Vec<String> {
        crate::runtime::help::keyword_names(&self.rt, callee)
    }

    /// Every name worth completing: the scope, definitions, host and kernel builtins, dtypes,
    /// keywords and registered functions.
    pub fn completion_names(&self) -> Vec<String> {
        let mut out: Vec<String> = self.rt.scope.keys().cloned().collect();
        out.extend(self.rt.defs.names());
        out.extend(self.rt.engine.host_fn_names().map(String::from));
        out.extend(sema::HOST_BUILTINS.iter().map(|(n, _)| n.to_string()));
        // Kernel builtins and keywords help while typing a definition at the prompt.
        out.extend(sema::KERNEL_BUILTINS.iter().map(|(n, _)| n.to_string()));
        out.extend(
            [
                "kernel", "def", "return", "for", "while", "if", "elif", "else", "import", "from", "assert",
                "const", "array",
            ]
            .map(String::from),
        );
        out.extend(DType::ALL.iter().map(|d| d.name().to_string()));
        out.extend(["int", "float", "bool", "inf", "nan", "pi", "True", "False", "None"].map(String::from));
        let mut seen = std::collections::HashSet::new();
        out.retain(|n| seen.insert(n.clone()));
        out
    }

    /// A handle to launch kernel `name` with the embedder's buffers.
    pub fn kernel(&mut self, name: &str) -> Result<KernelHandle<'_>, EvalError> {
        let Some(name) = self.rt.defs.kernel_name(name) else {
            let d = Diagnostic::error(
                codes::NOT_A_KERNEL,
                format!("there is no kernel `{name}` in this session"),
            )
            .with_help("define it with `define` or `eval`, or import it");
            return Err(self.error(vec![d]));
        };
        Ok(KernelHandle { session: self, name })
    }

    /// The TIR of every compiled specialisation of a kernel, in compilation order.
    pub fn kernel_ir(&self, name: &str) -> Vec<String> {
        self.rt.cache.specialisations(name).into_iter().map(tile_lang::tir::print::print_kernel).collect()
    }

    /// The kernel's compiled specialisations at one stage: TIR, CUDA Tile IR (MLIR text) or
    /// NVVM IR.
    pub fn kernel_ir_at(&self, name: &str, stage: IrStage) -> Result<Vec<String>, String> {
        let kernels = self.rt.cache.specialisations(name);
        match stage {
            IrStage::Tir => Ok(kernels.into_iter().map(tile_lang::tir::print::print_kernel).collect()),
            IrStage::Resources => {
                // A launch that named no back end ran through the session's (none on the CPU).
                let session = Some(crate::runtime::gpu::backend_name(&self.rt)).filter(|b| *b != crate::runtime::launch::CPU_EXECUTOR);
                let lines = self.rt.cache.resources(name).into_iter().map(|(k, b, r)| resources_line(k, b.or(session), r.as_ref()));
                Ok(lines.collect())
            }
            IrStage::TileIr | IrStage::Nvvm => {
                let (name, stage) = if stage == IrStage::Nvvm { ("nvvm", "nvvm") } else { ("tileir", "tileir") };
                let backend = tile_codegen::backend_named(name).ok_or_else(|| format!("no back end `{name}`"))?;
                let opts = tile_codegen::CompileOptions::default();
                kernels.into_iter().map(|k| tile_codegen::emit_text(&*backend, k, stage, &opts).map_err(|e| e.to_string())).collect()
            }
        }
    }

    /// Whether `name` is a kernel of the session.
    pub fn is_kernel(&self, name: &str) -> bool {
        self.rt.defs.kernel_params(name).is_some()
    }

    /// Every `bench(...)` measurement this session made, in order.
    pub fn bench_results(&self) -> &[BenchResult] {
        &self.rt.bench_log
    }

    /// How many compiled specialisations the session holds.
    pub fn compiled_count(&self) -> usize {
        self.rt.cache.len()
    }

    /// How many `launch(...)` calls of host code repeated the previous GPU launch with their
    /// arguments read in place.
    #[cfg(test)]
    pub(crate) fn launch_statement_repeats(&self) -> u64 {
        self.rt.launch_statement_repeats
    }

    /// How many loops of one launch statement queued their repeats in one run.
    #[cfg(test)]
    pub(crate) fn launch_loop_runs(&self) -> u64 {
        self.rt.launch_loop_runs
    }

    /// Evaluates one expression and describes its type: `f32[1000]`, `int`, ...
    pub fn type_of(&mut self, expr: &str) -> Result<String, EvalError> {
        let v = self.eval_expr(expr)?;
        match (&v, self.rt.executor.gpu()) {
            (Value::Kernel(_), Some(g)) => {
                Ok(format!("{} (compiled by the {} back end for {})", v.type_string(), g.codegen().backend().name(), g.target()))
            }
            _ => Ok(v.type_string()),
        }
    }

    /// Evaluates source that must be a single expression.
    pub fn eval_expr(&mut self, expr: &str) -> Result<Value, EvalError> {
        self.inputs += 1;
        let file = self.rt.sources.add(format!("<input {}>", self.inputs), expr);
        let text = self.rt.sources.text(file).to_string();
        let (module, diags) = tile_lang::syntax::parse(&text, file);
        if diag::has_errors(&diags) {
            return Err(self.error(diags));
        }
        match &module.body[..] {
            [s] if matches!(s.kind, StmtKind::Expr(_)) => {
                let v = Interp::new(&mut self.rt).run(&module.body);
                let v = crate::runtime::gpu::finish(&mut self.rt, v).map_err(|f| f.diags);
                match v {
                    Ok(v) => Ok(v.unwrap_or_default()),
                    Err(d) => Err(self.error(d)),
                }
            }
            _ => {
                let d = Diagnostic::error(codes::SYNTAX, "expected one expression")
                    .with_label(module.span, "not a single expression");
                Err(self.error(vec![d]))
            }
        }
    }

    /// Forgets every value, definition and compiled kernel (keeps the engine and output).
    pub fn reset(&mut self) {
        let out = std::mem::replace(&mut self.rt.out, Box::new(std::io::sink()));
        let fault = self.rt.gpu_fault.take();
        self.rt = Runtime::new(self.rt.engine.clone());
        self.rt.out = out;
        self.rt.gpu_fault = fault;
    }

    /// Renders diagnostics of this session (with or without colour).
    pub fn render(&self, diagnostics: &[Diagnostic], color: bool) -> String {
        diagnostics.iter().map(|d| diag::render(d, &self.rt.sources, RenderOptions { color })).collect()
    }

    fn error(&self, mut diagnostics: Vec<Diagnostic>) -> EvalError {
        diag::sort(&mut diagnostics);
        let class = if diagnostics.iter().any(|d| d.severity == Severity::Internal) {
            ErrorClass::Internal
        } else {
            ErrorClass::User
        };
        let rendered = self.render(&diagnostics, false);
        EvalError { diagnostics, rendered, class }
    }
}

/// A launch grid: 1 to 3 dimensions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid(pub [u32; 3]);

impl From<u32> for Grid {
    fn from(x: u32) -> Grid {
        Grid([x, 1, 1])
    }
}

impl From<i32> for Grid {
    /// So that an integer literal works as a grid (`launch(4, ...)`); negative sizes become 0,
    /// which the launch rejects.
    fn from(x: i32) -> Grid {
        Grid([x.max(0) as u32, 1, 1])
    }
}

impl From<(u32, u32)> for Grid {
    fn from((x, y): (u32, u32)) -> Grid {
        Grid([x, y, 1])
    }
}

impl From<(u32, u32, u32)> for Grid {
    fn from((x, y, z): (u32, u32, u32)) -> Grid {
        Grid([x, y, z])
    }
}

impl From<[u32; 3]> for Grid {
    fn from(g: [u32; 3]) -> Grid {
        Grid(g)
    }
}

/// One argument of [`KernelHandle::launch`]: a buffer the embedder lends (read in place,
/// written in place), or a value (a number for a scalar or `const` parameter, a session
/// array).
///
/// On a GPU, host buffers are *staged*: copied to device memory for the launch and copied
/// back when the kernel writes them (convenient, not fast). Device buffers
/// ([`KernelArg::device`]) are used in place.
pub enum KernelArg<'a> {
    /// The application's host memory, viewed as an array (see [`KernelArg::array`]).
    Array(ArrayArg<'a>),
    /// The application's device memory, viewed as an array (see [`KernelArg::device`]).
    Device(DeviceArg<'a>),
    /// A number for a scalar or `const` parameter, or a session array.
    Value(Value),
}

impl<'a> KernelArg<'a> {
    /// A writable array of `shape` (row-major) over `data`.
    pub fn array<T: HostElem>(data: &'a mut [T], shape: &[usize]) -> KernelArg<'a> {
        KernelArg::Array(ArrayArg::contiguous(data, shape))
    }

    /// A read-only array of `shape` (row-major) over `data`.
    pub fn read_only<T: HostElem>(data: &'a [T], shape: &[usize]) -> KernelArg<'a> {
        KernelArg::Array(ArrayArg::read_only_contiguous(data, shape))
    }

    /// A writable strided view (strides in elements; element `[0, ...]` at `offset`).
    pub fn strided<T: HostElem>(
        data: &'a mut [T],
        shape: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> KernelArg<'a> {
        KernelArg::Array(ArrayArg::new(data, shape, strides).with_offset(offset))
    }

    /// A read-only strided view.
    pub fn strided_read_only<T: HostElem>(
        data: &'a [T],
        shape: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> KernelArg<'a> {
        KernelArg::Array(ArrayArg::read_only(data, shape, strides).with_offset(offset))
    }

    /// A contiguous row-major array of `shape` elements of `dtype` in device memory, used in
    /// place by a launch on that GPU. Wrap memory your application allocated with
    /// [`tile_gpu::DeviceBuffer::from_raw`] (it is borrowed, never freed); the launch checks
    /// that the view lies inside the buffer.
    pub fn device(buf: &'a tile_gpu::DeviceBuffer, dtype: DType, shape: &[usize]) -> KernelArg<'a> {
        // Row-major, as `tile_cpu::row_major_strides` (without its vector).
        let mut strides = crate::runtime::launch::Strides::from_elem(1, shape.len());
        for d in (0..shape.len().saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1] as isize;
        }
        KernelArg::device_strided(buf, dtype, shape, &strides, 0)
    }

    /// A strided view of device memory (strides in elements; element `[0, ...]` at element
    /// `offset` of the buffer).
    pub fn device_strided(
        buf: &'a tile_gpu::DeviceBuffer,
        dtype: DType,
        shape: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> KernelArg<'a> {
        KernelArg::Device(DeviceArg { buf, dtype, shape: shape.into(), strides: strides.into(), offset })
    }
}

impl<'a, T: HostElem> From<&'a mut [T]> for KernelArg<'a> {
    fn from(data: &'a mut [T]) -> KernelArg<'a> {
        let n = data.len();
        KernelArg::array(data, &[n])
    }
}

impl<'a, T: HostElem> From<&'a [T]> for KernelArg<'a> {
    fn from(data: &'a [T]) -> KernelArg<'a> {
        KernelArg::read_only(data, &[data.len()])
    }
}

impl<'a> From<ArrayArg<'a>> for KernelArg<'a> {
    fn from(a: ArrayArg<'a>) -> KernelArg<'a> {
        KernelArg::Array(a)
    }
}

macro_rules! value_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for KernelArg<'_> {
            fn from(x: $t) -> Self {
                KernelArg::Value(Value::from(x))
            }
        }
    )*};
}

value_arg!(bool, i64, i32, f64, DType, Array, Value);

impl<'a> From<KernelArg<'a>> for LaunchArg<'a> {
    fn from(a: KernelArg<'a>) -> LaunchArg<'a> {
        match a {
            KernelArg::Array(arr) => LaunchArg::Host(arr),
            KernelArg::Device(d) => LaunchArg::Device(d),
            KernelArg::Value(v) => LaunchArg::Value(v, None),
        }
    }
}

/// A repeated launch is recognised on the embedder's arguments as given, before they become
/// launch arguments.
impl ArgView for KernelArg<'_> {
    fn value(&self) -> Option<&Value> {
        match self {
            KernelArg::Value(v) => Some(v),
            KernelArg::Array(_) | KernelArg::Device(_) => None,
        }
    }

    fn device(&self) -> Option<&DeviceArg<'_>> {
        match self {
            KernelArg::Device(d) => Some(d),
            KernelArg::Array(_) | KernelArg::Value(_) => None,
        }
    }
}

/// A kernel of a session, ready to launch with the embedder's buffers.
pub struct KernelHandle<'s> {
    session: &'s mut Session,
    /// Shared with the session's definitions: making a handle allocates nothing.
    name: Arc<str>,
}

impl KernelHandle<'_> {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// What each parameter takes.
    pub fn params(&self) -> Vec<ParamInfo> {
        self.session.rt.defs.kernel_params(&self.name).map(|p| p.to_vec()).unwrap_or_default()
    }

    /// Launches over `grid` with one argument per parameter (`const` parameters included),
    /// compiling the specialisation on first use. Arrays are used in place (host buffers on a
    /// GPU are staged, see [`KernelArg`]); the call returns when the kernel has finished.
    pub fn launch<'a>(&mut self, grid: impl Into<Grid>, args: Vec<KernelArg<'a>>) -> Result<(), EvalError> {
        let rt = &mut self.session.rt;
        let spans = Spans::default();
        let call = Call { kernel: &self.name, grid: grid.into().0, spans: &spans, stream: None, times: 1, backend: None };
        let result = launch::launch(&mut rt.launcher(), &call, args).once();
        let result = crate::runtime::gpu::finish(rt, result);
        result.map_err(|f| self.session.error(f.diags))
    }

    /// Launches on the GPU on the application's `stream` (wrap a `CUstream` with
    /// [`tile_gpu::Stream::from_raw`]) without waiting: the kernel runs in the stream's order
    /// with the application's other work, and the application synchronises the stream (or
    /// calls [`Session::synchronize`]) before reading results. Launches that also involve
    /// session arrays or staged host buffers wait for the stream, so that host code sees
    /// their results. An error on the CPU.
    ///
    /// ```no_run
    /// use tile_jit::engine::{DeviceChoice, Engine, KernelArg};
    /// use tile_jit::gpu::{DeviceBuffer, Stream};
    /// use tile_lang::DType;
    ///
    /// let engine = Engine::new(DeviceChoice::Gpu)?;
    /// let dev = engine.gpu().and_then(|g| g.cuda()).expect("a CUDA device").clone();
    /// let mut session = engine.session();
    /// session.define("from elementwise import add")?;
    ///
    /// // The application's own device memory and stream (here made with tile_gpu; any
    /// // `CUdeviceptr` / `CUstream` of the device's primary context will do).
    /// let n = 1 << 20;
    /// let app_x = DeviceBuffer::from_slice(&dev, &vec![1.0f32; n])?;
    /// let app_y = DeviceBuffer::from_slice(&dev, &vec![2.0f32; n])?;
    /// let app_out = DeviceBuffer::alloc(&dev, 4 * n)?;
    /// let app_stream = Stream::new(&dev)?;
    ///
    /// // Borrow them: tile never frees them.
    /// // SAFETY: the pointers are live allocations of `dev` of the given sizes, and outlive
    /// // the wrappers; the stream is a live stream of `dev`'s primary context.
    /// let (x, y, out, stream) = unsafe {
    ///     (
    ///         DeviceBuffer::from_raw(&dev, app_x.device_ptr(), 4 * n)?,
    ///         DeviceBuffer::from_raw(&dev, app_y.device_ptr(), 4 * n)?,
    ///         DeviceBuffer::from_raw(&dev, app_out.device_ptr(), 4 * n)?,
    ///         Stream::from_raw(&dev, app_stream.as_raw()?)?,
    ///     )
    /// };
    /// let args = vec![
    ///     KernelArg::device(&x, DType::F32, &[n]),
    ///     KernelArg::device(&y, DType::F32, &[n]),
    ///     KernelArg::device(&out, DType::F32, &[n]),
    ///     1024.into(),
    /// ];
    /// session.kernel("add")?.launch_on(&stream, (n as u32).div_ceil(1024), args)?;
    /// stream.synchronize()?;
    /// assert!(app_out.to_vec::<f32>()?.iter().all(|&v| v == 3.0));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn launch_on<'a>(
        &mut self,
        stream: &tile_gpu::Stream,
        grid: impl Into<Grid>,
        args: Vec<KernelArg<'a>>,
    ) -> Result<(), EvalError> {
        let rt = &mut self.session.rt;
        let spans = Spans::default();
        let call = Call { kernel: &self.name, grid: grid.into().0, spans: &spans, stream: Some(stream), times: 1, backend: None };
        let result = match launch::launch(&mut rt.launcher(), &call, args).once() {
            Err(f) => crate::runtime::gpu::finish(rt, Err(f)),
            Ok(()) => Ok(()),
        };
        result.map_err(|f| self.session.error(f.diags))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn captured() -> (Session, SharedBuffer) {
        let buf = SharedBuffer::new();
        let mut s = Engine::cpu().with_options(Options { threads: 2, ..Options::default() }).session();
        s.set_output(buf.clone());
        (s, buf)
    }

    #[test]
    fn a_traced_session_prints_each_launch_until_told_not_to() {
        let (mut s, buf) = captured();
        s.eval("kernel twice(a: f32[N], T: const int):\n    store(a, index=(bid(0),), tile=load(a, index=(bid(0),), shape=(T,)) * 2.0)\nx = ones((8, 100))").unwrap();
        s.set_trace_launches(true);
        s.eval("launch(twice, grid=(4,), args=(x[:, 3], 2))").unwrap();
        assert_eq!(buf.take(), "launch twice(a: f32[8] strides=(100,), T=2) grid=(4,)\n");
        s.eval("trace_launches(False)\nlaunch(twice, grid=(4,), args=(x[1, :], 32))").unwrap();
        assert_eq!(buf.take(), "");
    }

    #[test]
    fn errors_keep_the_session_usable() {
        let (mut s, _) = captured();
        s.eval("x = 5\ndef f(n):\n    return n + 1\n").unwrap();
        let e = s.eval("y = f(x) + nope").unwrap_err();
        assert_eq!(e.code(), Some("E0200"));
        assert_eq!(e.exit_code(), 1);
        assert!(e.rendered.contains("`nope` is not defined"), "{}", e.rendered);
        assert_eq!(s.eval("f(x)").unwrap().unwrap().repr(), "6");
        assert!(s.get("y").is_none());
        let e = s.eval("assert x == 4, 'x is ' + 'five'").unwrap_err();
        assert_eq!(e.code(), Some("E0505"));
        assert!(e.rendered.contains("assertion failed: x is five"));
    }

    #[test]
    fn a_module_can_use_and_pass_on_what_it_imports() {
        let (mut s, buf) = captured();
        let dir = std::env::temp_dir().join(format!("tile-engine-imports-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("base.tile"), "def inc(n):\n    return n + 1\n").unwrap();
        std::fs::write(dir.join("mid.tile"), "from base import inc\ndef twice(n):\n    return inc(n) * 2\n").unwrap();
        // `inc` reaches the script through `mid`, which imported it (a re-export).
        let main = dir.join("main.tile");
        std::fs::write(&main, "from mid import twice, inc\nprint(twice(3), inc(10))\n").unwrap();
        assert!(s.run_file(&main).unwrap().is_empty());
        assert_eq!(buf.take(), "8 11\n");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn scripts_are_checked_before_they_run() {
        let (mut s, buf) = captured();
        let dir = std::env::temp_dir().join(format!("tile-engine-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bad = dir.join("bad.tile");
        std::fs::write(&bad, "print('ran')\nlaunch(1, grid=(1,), args=())\n").unwrap();
        let e = s.run_file(&bad).unwrap_err();
        assert_eq!(e.code(), Some("E0500"));
        assert_eq!(buf.take(), "", "nothing runs when the check fails");
        let good = dir.join("good.tile");
        std::fs::write(&good, "from elementwise import add\na = ones((5,))\nc = zeros((5,))\nlaunch(add, grid=(1,), args=(a, a, c, 8))\nprint(c)\n").unwrap();
        assert!(s.run_file(&good).unwrap().is_empty());
        assert_eq!(buf.take(), "[2. 2. 2. 2. 2.]\n");
        assert!(s.run_file(dir.join("missing.tile")).is_err());
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn kernels_launch_on_strided_embedder_buffers() {
        let (mut s, _) = captured();
        s.define("from transpose import transpose_2d").unwrap();
        // x is the 3 x 4 top-left block of a 3 x 6 buffer; y receives x.T.
        let data: Vec<i32> = (0..18).collect();
        let mut y = vec![0i32; 12];
        let args = vec![
            KernelArg::strided_read_only(&data, &[3, 4], &[6, 1], 0),
            KernelArg::array(&mut y, &[4, 3]),
            16.into(),
            16.into(),
        ];
        s.kernel("transpose_2d").unwrap().launch((1, 1), args).unwrap();
        assert_eq!(y, [0, 6, 12, 1, 7, 13, 2, 8, 14, 3, 9, 15]);
        // A written parameter must be lent writable.
        let mut z = vec![0i32; 12];
        let ro = vec![
            KernelArg::read_only(&data[..12], &[3, 4]),
            KernelArg::read_only(&z, &[4, 3]),
            16.into(),
            16.into(),
        ];
        let e = s.kernel("transpose_2d").unwrap().launch((1, 1), ro).unwrap_err();
        assert_eq!(e.code(), Some("E0503"), "{}", e.rendered);
        z[0] = 1;
        assert!(s.kernel("nope").is_err());
        assert_eq!(s.compiled_count(), 2, "strided and contiguous inputs are two specialisations");
    }

    #[test]
    fn kernel_failures_and_devices_are_reported() {
        let (mut s, buf) = captured();
        s.define("kernel k(a: f32[N]):\n    print(\"block {}\", bid(0))\n    assert bid(0) < 1, \"only one block\"\n").unwrap();
        s.eval("a = zeros((4,))").unwrap();
        let e = s.eval("launch(k, grid=(2,), args=(a,))").unwrap_err();
        assert_eq!(e.code(), Some("E0507"));
        assert!(e.rendered.contains("block (1, 0, 0)"), "{}", e.rendered);
        assert_eq!(buf.take(), "block 0\nblock 1\n");
        if let Err(e) = Engine::new(DeviceChoice::Gpu) {
            assert!(e.message.starts_with("cannot run on a GPU: "), "{}", e.message);
            assert_eq!(e.code, "E0509");
        }
        assert_eq!(s.eval("to_gpu(a)").unwrap_err().code(), Some("E0509"));
    }

    #[test]
    fn launches_in_a_loop_reuse_one_specialisation() {
        let (mut s, _) = captured();
        s.eval("kernel inc(a: f32[N], T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + 1.0)\n").unwrap();
        s.eval("a = zeros((100,))\nfor i in range(50):\n    launch(inc, grid=(4,), args=(a, 32))\n").unwrap();
        assert_eq!(s.compiled_count(), 1, "the host's `i` is not the kernel's `i`");
        assert_eq!(s.eval("max_abs_diff(a, 50.0)").unwrap().unwrap().repr(), "0.0");
        // A host global the kernel does read is part of the key.
        s.eval(
            "kernel fill(a: f32[N], T: const int):\n    store(a, index=(bid(0),), tile=full((T,), V, f32))\n",
        )
        .unwrap();
        s.eval("for V in (1.0, 2.0, 2.0):\n    launch(fill, grid=(4,), args=(a, 32))\n").unwrap();
        assert_eq!(s.compiled_count(), 3);
        assert_eq!(s.eval("a[99]").unwrap().unwrap().repr(), "2.0");
    }

    #[test]
    fn launch_calls_bind_and_report_like_other_calls() {
        let (mut s, _) = captured();
        s.eval("kernel inc(a: f32[N], T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + 1.0)\n").unwrap();
        s.eval("a = zeros((64,))\ng = (2,)\nxs = [a, 32]").unwrap();
        // Literals, variables, positional and keyword arguments, a list of arguments.
        s.eval("launch(inc, (2,), (a, 32))\nlaunch(inc, grid=g, args=xs)\nlaunch(inc, args=[a, 32], grid=2)\nf = launch\nf(inc, grid=(2,), args=(a, 32))").unwrap();
        assert_eq!(s.eval("max_abs_diff(a, 4.0)").unwrap().unwrap().repr(), "0.0");
        let code = |s: &mut Session, src: &str| s.eval(src).unwrap_err().code().map(str::to_string);
        assert_eq!(code(&mut s, "launch(inc, grid=(2,), args=(a, 32), extra=1)").as_deref(), Some("E0203"));
        assert_eq!(code(&mut s, "launch(inc, (2,), (a, 32), None, 1)").as_deref(), Some("E0202"));
        assert_eq!(code(&mut s, "launch(inc, (2,), (a, 32), 1)").as_deref(), Some("E0515"));
        assert_eq!(code(&mut s, "launch(inc, (2,), grid=(1,))").as_deref(), Some("E0213"));
        assert_eq!(code(&mut s, "launch(inc, args=(a, 32))").as_deref(), Some("E0204"));
        assert_eq!(code(&mut s, "launch((1, 2), grid=(2,), args=(a, 32))").as_deref(), Some("E0500"));
        assert_eq!(code(&mut s, "launch(inc, grid=(0,), args=(a, 32))").as_deref(), Some("E0502"));
        assert_eq!(code(&mut s, "launch(inc, grid=(2,), args=(a,))").as_deref(), Some("E0501"));
        // An argument error points at the item of the literal.
        let e = s.eval("launch(inc, grid=(2,), args=(a, 1.5))").unwrap_err();
        assert_eq!(e.code(), Some("E0503"));
        let at = e.diagnostics[0].labels[0].span;
        assert_eq!((at.start, at.end), (32, 35), "{}", e.rendered);
        // Arguments are evaluated left to right, before binding.
        assert_eq!(
            code(&mut s, "launch(inc, grid=(nope,), args=(a, 32), extra=1)").as_deref(),
            Some("E0200")
        );
    }

    #[test]
    fn names_resolve_again_after_definitions_change() {
        let (mut s, _) = captured();
        s.eval("def f(x):\n    return 1\n").unwrap();
        // Not a variable any more: `f` resolves through the definitions (and is remembered).
        s.remove("f");
        assert_eq!(s.eval("f(0)").unwrap().unwrap().repr(), "1");
        assert_eq!(s.eval("f(0)").unwrap().unwrap().repr(), "1");
        s.eval("def f(x):\n    return 2\n").unwrap();
        s.remove("f");
        assert_eq!(s.eval("f(0)").unwrap().unwrap().repr(), "2");
        // A variable shadows a builtin that was resolved before, and unbinding it restores it.
        assert_eq!(s.eval("len((1, 2))").unwrap().unwrap().repr(), "2");
        s.eval("def len(x):\n    return 7\n").unwrap();
        assert_eq!(s.eval("len((1, 2))").unwrap().unwrap().repr(), "7");
        s.set("pi", 3);
        assert_eq!(s.eval("pi").unwrap().unwrap().repr(), "3");
        s.remove("pi");
        assert_eq!(s.eval("pi > 3.14").unwrap().unwrap().repr(), "True");
    }

    #[test]
    fn deep_recursion_is_an_error_not_a_crash() {
        let (mut s, _) = captured();
        // Test threads have small stacks; the interpreter grows its own.
        s.eval("def depth(n):\n    if n == 0:\n        return 0\n    return 1 + depth(n - 1)\n").unwrap();
        assert_eq!(s.eval("depth(900)").unwrap().unwrap().repr(), "900");
        assert_eq!(s.eval("depth(100000)").unwrap_err().code(), Some("E0510"));
        // The parser limits nesting to 200 levels; evaluation of that depth must not overflow.
        let nested = format!("{}1{}", "(-".repeat(95), ")".repeat(95));
        assert_eq!(s.eval(&nested).unwrap().unwrap().repr(), "-1");
    }

    #[test]
    fn an_interrupt_stops_host_code_and_keeps_values() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut engine = Engine::cpu();
        engine.set_interrupt(flag.clone());
        let mut s = engine.session();
        s.eval("n = 0").unwrap();
        let setter = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(50));
            setter.store(true, Ordering::Relaxed);
        });
        assert_eq!(s.eval("while True:\n    n = n + 1\n").unwrap_err().code(), Some("E0511"));
        assert!(matches!(s.get("n"), Some(Value::Int(k)) if k > 0));
        assert_eq!(s.eval("n > 0").unwrap().unwrap().repr(), "True", "the flag was consumed");
    }

    /// Ctrl-C (the flag a signal handler sets) stops a CPU kernel in an endless loop with
    /// E0511; the session and its values stay, and the flag is consumed.
    #[test]
    fn an_interrupt_stops_a_cpu_kernel_and_keeps_the_session() {
        let flag = Arc::new(AtomicBool::new(false));
        let mut engine = Engine::cpu();
        engine.set_interrupt(flag.clone());
        let mut s = engine.session();
        s.eval(SPIN).unwrap();
        let setter = flag.clone();
        std::thread::spawn(move || {
            std::thread::sleep(std::time::Duration::from_millis(100));
            setter.store(true, Ordering::Relaxed);
        });
        let e = s.eval("launch(spin, grid=(4,), args=(a,))").unwrap_err();
        assert_eq!(e.code(), Some("E0511"), "{}", e.rendered);
        assert!(e.rendered.contains("interrupted: kernel `spin` stopped in block"), "{}", e.rendered);
        assert!(e.rendered.contains("stopped at this loop"), "{}", e.rendered);
        assert!(!flag.load(Ordering::Relaxed), "the flag was consumed");
        assert_eq!(s.eval("sum(a) + 1").unwrap().unwrap().repr(), "5.0", "values survive");
    }

    /// Grids no executor can run are E0502 before anything runs: CUDA's limit along y and z
    /// on every executor, and on the CPU a block count no run would finish.
    #[test]
    fn grids_beyond_the_limits_are_refused_before_they_run() {
        let (mut s, _) = captured();
        s.eval("kernel k(a: f32[N]):\n    pass\na = ones((4,))\nn = int(a[0]) * 65536").unwrap();
        for (grid, says) in [
            ("(n, n, n)", "grid dimension 1 is 65536, above 65535"),
            ("(256 * n - 1, 65535, 2)", "more than the CPU executor runs in one launch"),
            ("(256 * n, 1, 1)", "grid dimension 0 is 16777216, above 16777215"),
        ] {
            let e = s.eval(&format!("launch(k, grid={grid}, args=(a,))")).unwrap_err();
            assert_eq!(e.code(), Some("E0502"), "{}", e.rendered);
            assert!(e.rendered.contains(says), "{grid}: {}", e.rendered);
        }
    }

    /// Launches that repeat work (blocks along an axis the kernel never reads) or leave it
    /// undone (fewer blocks than tiles stored at `bid(axis)`) warn once, with codes; a correct
    /// launch does not.
    #[test]
    fn launch_lints_warn_once_about_wasted_and_skipped_work() {
        let (mut s, _) = captured();
        s.eval("kernel scale(x: f32[N], y: f32[N]):\n    i = bid(0)\n    store(y, index=(i,), tile=load(x, index=(i,), shape=(256,), padding=zero) * 2.0)\nx = ones((1000,))\ny = zeros((1000,))").unwrap();
        s.eval("launch(scale, grid=(4,), args=(x, y))").unwrap();
        assert!(s.take_warnings().is_empty());
        s.eval("for r in range(3):\n    launch(scale, grid=(2,), args=(x, y))").unwrap();
        let w = s.take_warnings();
        assert_eq!(w.iter().map(|d| d.code.0).collect::<Vec<_>>(), ["W0004"], "once, not per launch: {w:?}");
        assert!(w[0].message.contains("`y` has 4 tiles of 256 along dimension 0: 488 of its 1000 elements"), "{}", w[0].message);
        s.eval("launch(scale, grid=(4, 3), args=(x, y))").unwrap();
        let w = s.take_warnings();
        assert_eq!(w.iter().map(|d| d.code.0).collect::<Vec<_>>(), ["W0003"]);
        assert!(w[0].message.contains("never reads `bid(1)`, so its 3 blocks along axis 1 all do the same work"), "{}", w[0].message);
    }

    /// A long flat operator chain is accepted (it nests nothing), in host code and in a
    /// kernel, on a thread with the default 2 MiB stack: the passes over its deep tree grow
    /// the stack (cloning and dropping it stay within it, see `MAX_CHAIN`).
    #[test]
    fn long_operator_chains_run_on_a_small_stack() {
        let run = || {
            let (mut s, _) = captured();
            let host = format!("x = {}", vec!["1"; 1_000].join(" + "));
            s.eval(&host).unwrap();
            let kernel = format!(
                "kernel k(a: f32[N]):\n    t = load(a, index=(bid(0),), shape=(16,))\n    store(a, index=(bid(0),), tile={})\na = ones((16,))\nlaunch(k, grid=(1,), args=(a,))",
                vec!["t"; 1_000].join(" + ")
            );
            s.eval(&kernel).unwrap();
            (s.eval("x").unwrap().unwrap().repr(), s.eval("a[0]").unwrap().unwrap().repr())
        };
        let got = std::thread::Builder::new().stack_size(2 << 20).spawn(run).unwrap().join().unwrap();
        assert_eq!(got, ("1000".to_string(), "1000.0".to_string()));
    }

    /// `truediv(..., rounding=approx, flush_to_zero=True)` runs on the CPU as exact division
    /// with subnormal operands and results flushed to zero.
    #[test]
    fn fast_division_divides_exactly_and_flushes_on_the_cpu() {
        let (mut s, _) = captured();
        s.eval("kernel d(x: f32[N], y: f32[N], z: f32[N]):\n    a = load(x, index=(0,), shape=(4,))\n    b = load(y, index=(0,), shape=(4,))\n    store(z, index=(0,), tile=truediv(a, b, rounding=approx, flush_to_zero=True))\nx = array([1.0, 3.0, 1e-38, 1e-45], dtype=f32)\ny = array([4.0, 7.0, 2.0, 1.0], dtype=f32)\nz = zeros((4,), dtype=f32)\nlaunch(d, grid=(1,), args=(x, y, z))").unwrap();
        assert_eq!(s.eval("z[0] == 0.25 and z[1] == astype(array([3.0 / 7.0]), f32)[0]").unwrap().unwrap().repr(), "True");
        // 1e-38 / 2 is below f32's smallest normal (flushed); 1e-45 is subnormal (flushed).
        assert_eq!(s.eval("(z[2], z[3])").unwrap().unwrap().repr(), "(0.0, 0.0)");
    }

    /// A kernel that never ends unless stopped.
    const SPIN: &str = "kernel spin(a: f32[N]):\n    i = bid(0)\n    while i >= 0:\n        i = i + 0\n    store(a, index=(i,), tile=full((1,), 1.0, f32))\na = ones((4,))\n";

    /// A number that is not a value of its scalar parameter's dtype is `E0512`, at a script's
    /// launch and at the embedding API's, never wrapped, truncated or made infinite.
    #[test]
    fn scalars_that_do_not_fit_their_dtype_are_refused() {
        let (mut s, _) = captured();
        s.eval("kernel put(a: f32[N], x: int, h: f16):\n    store(a, index=(0,), tile=full((1,), x, f32) + full((1,), h, f32))\na = zeros((1,))").unwrap();
        let code = |s: &mut Session, src: &str| s.eval(src).err().and_then(|e| e.code().map(str::to_string));
        for bad in ["2**33 + 5, 1.0", "2.7, 1.0", "1, 1e6", "1, 70000", "-2**31 - 1, 0.0"] {
            assert_eq!(code(&mut s, &format!("launch(put, grid=(1,), args=(a, {bad}))")).as_deref(), Some("E0512"), "{bad}");
        }
        let e = s.eval("launch(put, grid=(1,), args=(a, 2**33 + 5, 1.0))").unwrap_err();
        assert!(e.rendered.contains("`x` is an i32 scalar, but 8589934597 is outside its range -2147483648 to 2147483647"), "{}", e.rendered);
        // Values of the dtype, rounding to the nearest float included, still pass.
        s.eval("launch(put, grid=(1,), args=(a, -2**31 + 1, 0.1))\nassert abs(a[0] + 2147483648.0) < 1.0").unwrap();
        s.eval("launch(put, grid=(1,), args=(a, 3, 0.1))\nassert a[0] == 3.0 + 0.0999755859375").unwrap();
        s.eval("launch(put, grid=(1,), args=(a, True, 65519.0))").unwrap();
        let mut out = [0.0f32];
        let args = vec![KernelArg::from(&mut out[..]), 2.7.into(), 1.0.into()];
        let e = s.kernel("put").unwrap().launch(1, args).unwrap_err();
        assert_eq!(e.code(), Some("E0512"), "{}", e.rendered);
        let mut out = [0.0f32];
        let ok = vec![KernelArg::from(&mut out[..]), 7.into(), 0.5.into()];
        s.kernel("put").unwrap().launch(1, ok).unwrap();
        assert_eq!(out, [7.5]);
    }

    #[test]
    fn sessions_and_values_move_between_threads() {
        fn send<T: Send>() {}
        send::<Session>();
        send::<Value>();
        send::<Engine>();
    }
}
