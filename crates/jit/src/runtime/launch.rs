//! The one entry point of every launch ([`launch`]) — a script's `launch(...)`, the REPL's,
//! an embedder's [`crate::engine::KernelHandle`] — from argument values to a kernel running on
//! the session's [`Executor`].
//!
//! 0. **Repeat**: on a GPU, a launch that passes exactly what the previous one passed is
//!    queued straight from its packed parameters (`fast_launch.rs`); nothing below runs.
//! 1. **Match** arguments to the kernel's parameters (`Analysis::kernel_params`): arrays to
//!    array parameters (declared dtype, rank, fixed and shared named dimensions are checked
//!    here, before anything compiles), numbers to scalar parameters (converted to the
//!    declared dtype), ints/floats/bools/dtypes to `const` parameters.
//! 2. **Key**: one [`SpecArg`] per parameter — const values, array dtypes, ranks and
//!    [`ArrayFacts`](tile_lang::tir::ArrayFacts) computed from the real arrays (`tile_lang::abi::facts_of`), scalar dtypes —
//!    and the values of the host globals the kernel's source mentions (kernels may read host
//!    constants).
//! 3. **Compile** on a cache miss: `Analysis::specialize` (check + lower + verify), then
//!    [`Compiled::new`]. The cache is per session; redefining a kernel, or a function it
//!    calls, drops its entries.
//! 4. **Run** on the executor. On the CPU each array's storage is locked once for the launch
//!    and lent to the executor in place — read-only when the kernel never writes the
//!    parameter, writable otherwise; an array passed several times with one of them written
//!    is lent as aliasing writable views (`tile_launch::alias`), which the executor accesses
//!    atomically. Nothing is copied. On a GPU, `launch_gpu.rs`.

use std::io::Write;
use std::sync::Arc;

use smallvec::SmallVec;
use tile_cpu::{Arg, ArrayArg, ErrorKind, ExecError, ExecOptions, ScalarArg, ScalarMismatch};
use tile_gpu::Stream;
use tile_lang::abi::facts_of;
use tile_lang::diag::{codes, Diagnostic};
use tile_lang::sema::{Dim, ParamInfo};
use tile_lang::syntax::ast::Expr;
use tile_lang::tir::{analysis, ConstValue, SpecArg};
use tile_lang::{DType, Span};
use tile_launch::alias::{writable_views, View};
use tile_launch::device::{DevMem, Gpu};
use tile_launch::{launch as run_compiled, Compiled, Executor};

use super::error::{Fail, R};
use super::fast_launch::Repeats;
use super::iter::is_row_major;
use super::launch_gpu;
use super::spec_cache::{Entry, KeyView};
use super::storage::{bytes, bytes_mut, Storage};
use super::value::Value;
use super::Launcher;
use crate::engine::Engine;

/// Where the parts of a launch are in the source (none for launches from the embedding API).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Spans {
    pub call: Option<Span>,
    pub kernel: Option<Span>,
    pub grid: Option<Span>,
    pub args: Option<Span>,
}

/// One launch argument: a host value (owned, or borrowed from the values of the launch
/// call), or a buffer the embedder lends (host or device memory).
pub(crate) enum LaunchArg<'a> {
    Value(Value, Option<Span>),
    Ref(&'a Value, Option<Span>),
    Host(ArrayArg<'a>),
    Device(DeviceArg<'a>),
}

/// A view of device memory the application owns (see `KernelArg::device`): borrowed for the
/// launch, never freed by tile.
pub struct DeviceArg<'a> {
    pub(crate) buf: &'a tile_gpu::DeviceBuffer,
    pub(crate) dtype: DType,
    /// Inline up to rank 4: wrapping a buffer for a launch allocates nothing.
    pub(crate) shape: Shape,
    pub(crate) strides: Strides,
    pub(crate) offset: usize,
}

/// What the repeat check (`fast_launch`) reads of a launch argument: a launch from host code
/// is checked on its values as they are, before any [`LaunchArg`] is made.
pub(crate) trait ArgView {
    /// The host value, if this is one.
    fn value(&self) -> Option<&Value>;
    /// The embedder's device buffer, if this is one.
    fn device(&self) -> Option<&DeviceArg<'_>>;
}

impl ArgView for LaunchArg<'_> {
    fn value(&self) -> Option<&Value> {
        match self {
            LaunchArg::Value(v, _) => Some(v),
            LaunchArg::Ref(v, _) => Some(v),
            LaunchArg::Host(_) | LaunchArg::Device(_) => None,
        }
    }

    fn device(&self) -> Option<&DeviceArg<'_>> {
        match self {
            LaunchArg::Device(d) => Some(d),
            _ => None,
        }
    }
}

impl<T: ArgView + ?Sized> ArgView for &T {
    fn value(&self) -> Option<&Value> {
        (**self).value()
    }

    fn device(&self) -> Option<&DeviceArg<'_>> {
        (**self).device()
    }
}

impl ArgView for Value {
    fn value(&self) -> Option<&Value> {
        Some(self)
    }

    fn device(&self) -> Option<&DeviceArg<'_>> {
        None
    }
}

/// A launch's arguments (inline for up to 8).
pub(crate) type LaunchArgs<'a> = SmallVec<[LaunchArg<'a>; 8]>;

pub(super) fn error(
    code: tile_lang::diag::Code,
    message: impl Into<String>,
    span: Option<Span>,
    label: impl Into<String>,
) -> Fail {
    let d = Diagnostic::error(code, message);
    Fail::new(match span {
        Some(s) => d.with_label(s, label),
        None => d,
    })
}

/// A `grid` or `args` of `launch`: the items of a tuple or list (or of a literal the
/// interpreter evaluated in place), the items as the interpreter found them where they are
/// bound, or any other value.
#[derive(Clone, Copy)]
pub(crate) enum Seq<'a> {
    Items(&'a [Value]),
    Refs(&'a [&'a Value]),
    One(&'a Value),
}

impl<'a> Seq<'a> {
    pub fn of(v: &'a Value) -> Seq<'a> {
        match v {
            Value::Tuple(t) => Seq::Items(t),
            Value::List(l) => Seq::Items(l),
            other => Seq::One(other),
        }
    }
}

/// One launch request, whoever makes it.
#[derive(Clone, Copy)]
pub(crate) struct Call<'a> {
    pub kernel: &'a str,
    pub grid: [u32; 3],
    pub spans: &'a Spans,
    /// The embedder's stream to queue on (`KernelHandle::launch_on`); `None`: the executor's.
    pub stream: Option<&'a Stream>,
    /// How many launches to queue: more than one for a loop whose body is this launch alone
    /// (nothing between two launches can change what they pass).
    pub times: u64,
    /// The back end a GPU launch compiles with (`launch(..., backend="nvvm")`, one of
    /// `tile_codegen::BACKENDS`); `None`: the session's. A CPU launch runs on the CPU executor
    /// whatever it names.
    pub backend: Option<&'static str>,
}

/// How a launch request ended ([`launch`]).
pub(crate) struct Launched {
    /// How many launches were queued (or ran, on the CPU).
    pub queued: u64,
    /// How many of them repeated the previous GPU launch from its packed parameters.
    pub repeated: u64,
    /// `Ok` unless a launch failed (the ones after it were not queued).
    pub result: R<End>,
}

/// Why a launch request stopped queueing without failing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum End {
    /// All that were asked for were queued.
    Done,
    /// The embedder asked to interrupt (the request is taken) after some were queued.
    Interrupted,
    /// Fewer were queued than asked for: the launch was not a repeat, or the device stopped
    /// confirming the repeated arguments. The caller makes the rest as new requests.
    Partial,
}

impl Launched {
    /// The outcome of one launch, as a plain result.
    pub fn once(self) -> R<()> {
        self.result.map(drop)
    }
}

/// The one entry point of every launch: `call.times` launches of `call.kernel` with `args`.
///
/// On a GPU, when the arguments are what the previous launch passed, the launches are queued
/// from its packed parameters (`fast_launch`), checked as the caller gave them; otherwise the
/// arguments become [`LaunchArg`]s and one launch takes the whole path (match, key, compile on
/// a miss, run on the session's executor) and, when more were asked for, the request ends
/// [`End::Partial`].
pub(crate) fn launch<'a, A, I>(l: &mut Launcher<'_>, call: &Call<'_>, args: I) -> Launched
where
    A: ArgView + Into<LaunchArg<'a>>,
    I: AsRef<[A]> + IntoIterator<Item = A>,
{
    // A traced launch takes the whole path, so that each one prints its line.
    if let Executor::Gpu(_) = l.executor
        && !l.trace
        && let Some((queued, end)) = super::fast_launch::try_relaunch_times(l, call, args.as_ref())
    {
        let result = match end {
            Repeats::Done => Ok(End::Done),
            Repeats::Interrupted => Ok(End::Interrupted),
            Repeats::Unsure => Ok(End::Partial),
            Repeats::Failed(f) => Err(f),
        };
        return Launched { queued, repeated: queued, result };
    }
    let result = launch_matched(l, call, args.into_iter().map(Into::into).collect());
    let end = if call.times > 1 { End::Partial } else { End::Done };
    Launched { queued: u64::from(result.is_ok()), repeated: 0, result: result.map(|()| end) }
}

/// `launch(kernel, grid, args[, backend])` from host values, `times` over: the kernel and the
/// grid are checked, and the items lent to [`launch`] by reference. `item_exprs` are the
/// expressions of a literal `args`, whose spans locate argument errors.
pub(crate) fn launch_seq(
    l: &mut Launcher<'_>,
    kernel: &Value,
    (grid, args): (Seq<'_>, Seq<'_>),
    spans: &Spans,
    item_exprs: Option<&[Expr]>,
    times: u64,
    backend: Option<&'static str>,
) -> Launched {
    if l.in_cached {
        return Launched { queued: 0, repeated: 0, result: Err(launch_in_cached(spans)) };
    }
    let checked = kernel_name(kernel, spans).and_then(|name| Ok((name, grid_of(grid, spans.grid)?)));
    let (name, grid) = match checked {
        Ok(x) => x,
        Err(f) => return Launched { queued: 0, repeated: 0, result: Err(f) },
    };
    let mut items: SmallVec<[&Value; 8]> = SmallVec::new();
    match args {
        Seq::Items(values) => items.extend(values),
        Seq::Refs(values) => items.extend_from_slice(values),
        Seq::One(value) => items.push(value),
    }
    let item_exprs = item_exprs.filter(|e| e.len() == items.len());
    // The arguments are borrowed: a launch clones no value.
    let args: LaunchArgs<'_> = items
        .iter()
        .enumerate()
        .map(|(i, v)| LaunchArg::Ref(v, item_exprs.map_or(spans.args, |e| Some(e[i].span))))
        .collect();
    launch(l, &Call { kernel: name, grid, spans, stream: None, times, backend }, args)
}

/// The back end a launch's specialisation is keyed and compiled by: `None` for the session's
/// (on the CPU executor, which runs every launch alike, whatever the launch named; on a GPU,
/// when it names the GPU's own back end), so no back end makes two entries of one kernel.
pub(super) fn own_backend(named: Option<&'static str>, gpu: Option<&Gpu>) -> Option<&'static str> {
    named.filter(|name| match gpu {
        // `backend=backend()` on the CPU executor, a simulated GPU's included, names it.
        Some(g) if *name == CPU_EXECUTOR => !g.is_simulated(),
        Some(g) => g.codegen().backend().name() != *name,
        None => false,
    })
}

/// What `backend()` calls the CPU executor; a launch may name it (`backend=backend()` in a
/// CPU session), and a launch on a GPU that names it fails.
pub(crate) const CPU_EXECUTOR: &str = "cpu";

/// The back end `launch(..., backend=...)` names: one of `tile_codegen::BACKENDS` or
/// [`CPU_EXECUTOR`], or `None` (the argument's default) for the session's; anything else is
/// `E0515`.
pub(crate) fn backend_arg(v: &Value, span: Span) -> R<Option<&'static str>> {
    let known = || tile_codegen::BACKENDS.join(", ");
    match v {
        Value::None => Ok(None),
        Value::Str(name) if &**name == CPU_EXECUTOR => Ok(Some(CPU_EXECUTOR)),
        Value::Str(name) => tile_codegen::BACKENDS.iter().find(|b| **b == &**name).map(|b| Some(*b)).ok_or_else(|| {
            Fail::at(codes::BAD_BACKEND, format!("there is no back end `{name}`"), span, "not a back end")
                .with_help(format!("name one of {}, or leave `backend=` out for the session's", known()))
        }),
        other => Err(Fail::at(
            codes::BAD_BACKEND,
            format!("`backend=` takes a back end's name, not {}", other.describe()),
            span,
            "not a back end",
        )
        .with_help(format!("name one of {} as a string, e.g. `backend=\"nvvm\"`", known()))),
    }
}

/// `E0216`: a launch from host code while `cached` computes a result, which later calls would
/// answer without launching.
fn launch_in_cached(spans: &Spans) -> Fail {
    error(codes::UNSUPPORTED, "`launch` inside a function that `cached` calls", spans.call, "launched here")
        .with_help("a cached function runs once per argument list, so its launches would not repeat: return what to launch and launch it in the caller")
}

/// The kernel a `launch` names, or why it is not one.
fn kernel_name<'v>(kernel: &'v Value, spans: &Spans) -> R<&'v str> {
    match kernel {
        Value::Kernel(k) => Ok(k.name()),
        Value::Function(f) => Err(error(
            codes::NOT_A_KERNEL,
            format!("`launch` needs a kernel, but `{}` is a function", f.name()),
            spans.kernel,
            "not a kernel",
        )
        .with_label(f.def().header_span, "defined with `def` here")
        .with_help("declare it with `kernel` to launch it on a grid")),
        other => Err(error(
            codes::NOT_A_KERNEL,
            format!("`launch` needs a kernel, but this is {}", other.describe()),
            spans.kernel,
            "not a kernel",
        )),
    }
}

/// The grid: one to three positive ints.
pub(crate) fn grid_of(v: Seq<'_>, span: Option<Span>) -> R<[u32; 3]> {
    let dims: SmallVec<[&Value; 3]> = match v {
        Seq::Items(dims) => dims.iter().collect(),
        Seq::Refs(dims) => dims.iter().copied().collect(),
        Seq::One(v @ Value::Int(_)) => smallvec::smallvec![v],
        Seq::One(other) => {
            return Err(error(
                codes::BAD_GRID,
                format!("the grid must be one to three positive integers, not {}", other.describe()),
                span,
                "here",
            )
            .with_help("write `grid=(blocks,)` or `grid=(bx, by)`"));
        }
    };
    if dims.is_empty() || dims.len() > 3 {
        return Err(error(
            codes::BAD_GRID,
            format!("the grid has {} dimensions; it must have one to three", dims.len()),
            span,
            "here",
        ));
    }
    let mut g = [1u32; 3];
    for (i, d) in dims.iter().enumerate() {
        g[i] = match d {
            Value::Int(n) if *n >= 1 && *n <= i64::from(i32::MAX) => *n as u32,
            other => {
                return Err(error(
                    codes::BAD_GRID,
                    format!("grid dimension {i} is {}; it must be a positive integer", other.repr()),
                    span,
                    "here",
                ))
            }
        };
    }
    Ok(g)
}

/// Keeps the launch lints' warnings for this launch (see `runtime/lint.rs`).
fn lint_launch(l: &mut Launcher<'_>, index: usize, call: &Call<'_>, slots: &[Slot<'_>]) {
    let (_, entry) = l.cache.entries.get_index(index).expect("found or inserted above");
    let sizes: SmallVec<[&[usize]; 8]> = slots
        .iter()
        .filter_map(|s| match s {
            Slot::Array { shape, .. } => Some(&shape[..]),
            Slot::Scalar(_) => Some(&[][..]),
            Slot::Const(_) => None,
        })
        .collect();
    let names: SmallVec<[&str; 8]> = entry.compiled.tir.params.iter().map(|p| p.name.as_str()).collect();
    for w in super::lint::grid_warnings(call.kernel, &entry.grid_use, call.grid, &sizes, &names, call.spans) {
        super::push_warning(l.warnings, w);
    }
}

/// Blocks along x a launch may have (what the checker allows a literal grid: `host.rs`).
const MAX_GRID_X: u32 = (1 << 24) - 1;

/// Blocks along y and z that CUDA launches at most.
const MAX_GRID_YZ: u32 = 65_535;

/// Blocks one CPU launch runs at most: at a microsecond a block (an empty one) this is over an
/// hour; beyond it a mistyped grid would only look like a hang.
const MAX_CPU_BLOCKS: u64 = 1 << 32;

/// E0502 for a grid no executor can run: beyond CUDA's limits per axis (so that a program the
/// CPU runs also runs on a GPU), or, on the CPU, with more blocks than a run can finish.
fn check_grid_limits(grid: [u32; 3], on_gpu: bool, spans: &Spans) -> R<()> {
    let [x, y, z] = grid;
    let refuse = |message: String, why: &str| error(codes::BAD_GRID, message, spans.grid.or(spans.call), "this grid").with_note(why.to_string());
    if x > MAX_GRID_X {
        return Err(refuse(format!("grid dimension 0 is {x}, above {MAX_GRID_X}"), "tile launches at most 16777215 blocks along x")
            .with_help("give each block more work (a larger tile, or a loop over tiles)"));
    }
    if let Some((axis, n)) = [(1, y), (2, z)].into_iter().find(|&(_, n)| n > MAX_GRID_YZ) {
        return Err(refuse(format!("grid dimension {axis} is {n}, above {MAX_GRID_YZ}"), "CUDA launches at most 65535 blocks along y and z")
            .with_help("put the large count on the first axis: `grid=(blocks, ...)`"));
    }
    let blocks = u64::from(x) * u64::from(y) * u64::from(z);
    if !on_gpu && blocks > MAX_CPU_BLOCKS {
        return Err(refuse(format!("the grid has {blocks} blocks, more than the CPU executor runs in one launch ({MAX_CPU_BLOCKS})"), "at a microsecond a block, the CPU would run it for longer than a day")
            .with_help("count blocks with `cdiv(size, tile)` per axis; run large grids with `--device gpu`"));
    }
    Ok(())
}

/// The arguments matched to the parameters (kept inline: a launch allocates no slot).
#[allow(clippy::large_enum_variant)]
pub(super) enum Slot<'a> {
    /// `base` is the address of element `[0, ...]` the launch passes (host or device).
    Array {
        src: ArraySrc<'a>,
        dtype: DType,
        shape: Shape,
        strides: Strides,
        offset: usize,
        base: u64,
    },
    Scalar(ScalarArg),
    Const(ConstValue),
}

pub(super) enum ArraySrc<'a> {
    Session(Arc<Storage>),
    Host(ArrayArg<'a>),
    /// An embedder's host buffer copied to device memory for a GPU launch.
    Staged(ArrayArg<'a>, DevMem),
    Device(&'a tile_gpu::DeviceBuffer),
}

/// Completes a launch's arguments with the defaults of the trailing `const` parameters it
/// leaves out, when every parameter it leaves out has one (as the checker does).
fn append_defaults(params: &[ParamInfo], args: &mut LaunchArgs<'_>) {
    let Some(missing) = params.get(args.len()..) else { return };
    let defaults: Option<SmallVec<[Value; 4]>> = missing
        .iter()
        .map(|p| match p {
            ParamInfo::Const { default: Some(c), .. } => Some(match *c {
                ConstValue::Int(i) => Value::Int(i),
                ConstValue::Float(x) => Value::Float(x),
                ConstValue::Bool(b) => Value::Bool(b),
                ConstValue::DType(d) => Value::DType(d),
            }),
            _ => None,
        })
        .collect();
    if let Some(defaults) = defaults {
        args.extend(defaults.into_iter().map(|v| LaunchArg::Value(v, None)));
    }
}

/// A launch the previous one does not repeat: matches the arguments, finds or compiles the
/// specialisation, and runs it on the session's executor (on a GPU, on `call.stream` when
/// given, an embedder's, else on the device's stream).
fn launch_matched(l: &mut Launcher<'_>, call: &Call<'_>, args: LaunchArgs<'_>) -> R<()> {
    let (name, spans) = (call.kernel, call.spans);
    let executor = l.executor.clone();
    if let Some(stream) = call.stream {
        check_stream(&executor, stream)?;
    }
    let gpu = executor.gpu();
    check_grid_limits(call.grid, gpu.is_some(), spans)?;
    let params = l.defs.kernel_params(name).ok_or_else(|| {
        error(codes::NOT_A_KERNEL, format!("there is no kernel `{name}`"), spans.kernel, "not a kernel")
    })?;
    let mut args = args;
    // The repeat check compares what the launch passed, before its defaults.
    let passed = args.len();
    append_defaults(&params, &mut args);
    if args.len() != params.len() {
        let names: Vec<&str> = params.iter().map(ParamInfo::name).collect();
        return Err(error(
            codes::LAUNCH_ARGS,
            format!("`{name}` takes {} arguments but the launch passes {}", params.len(), args.len()),
            spans.args,
            format!("{} arguments", args.len()),
        )
        .with_help(format!(
            "pass ({}) in this order; only trailing `const` parameters with a default may be left out",
            names.join(", ")
        )));
    }
    let numbers = if gpu.is_some() { super::fast_launch::numbers(&args) } else { SmallVec::new() };
    let mut slots: Slots<'_> = SmallVec::new();
    let mut keys: SmallVec<[SpecArg; 8]> = SmallVec::new();
    let mut dims: Dims<'_> = SmallVec::new();
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        let (slot, key) =
            match_arg(name, p, a, spans, gpu, &mut dims).map_err(|f| declared_here(l, name, i, f))?;
        slots.push(slot);
        keys.push(key);
    }
    let static_shapes = l.defs.kernel_static_shapes(name).resolve(|i| match slots.get(i) {
        Some(Slot::Const(c)) => Some(*c),
        _ => None,
    });
    if static_shapes {
        with_sizes(&slots, &mut keys);
    }
    if l.trace {
        trace_launch(l, call, &params, &slots);
    }
    let deps = l.defs.dependencies(name);
    let globals: SmallVec<[(&str, ConstValue); 4]> = deps
        .globals
        .iter()
        .filter_map(|n| l.scope.get(n).and_then(const_of).map(|c| (n.as_str(), c)))
        .collect();
    let backend = own_backend(call.backend, gpu);
    let view = KeyView { kernel: name, args: &keys, globals: &globals, backend };
    let index = match l.cache.find(view) {
        Some(i) => i,
        None => {
            let shapes = shapes_of(&slots);
            let entry = compile(l, name, (&keys, &shapes), &view.owned_globals(), deps.defs.clone(), spans)?;
            l.cache.insert(view.to_key(), entry)
        }
    };
    lint_launch(l, index, call, &slots);
    if let Some(gpu) = gpu {
        let repeat = globals.is_empty().then(|| super::launch_gpu::Repeat {
            passed,
            kernel: name,
            backend,
            numbers: &numbers,
            params: params.clone(),
        });
        let describe = |s: &[Slot<'_>]| describe_call(name, &params, s);
        return super::launch_gpu::run(l, gpu, index, call, slots, describe, repeat);
    }
    if let Some(target) = l.engine.options().precompile {
        super::launch_gpu::precompile(l, name, &slots, &keys, &view.owned_globals(), target, spans)?;
    }
    let (_, entry) = l.cache.entries.get_index(index).expect("found or inserted above");
    let (compiled, written) = (entry.compiled.clone(), entry.written.clone());
    let opts = exec_options(l.engine);
    l.engine.progress_begin(&format!("running {name}"));
    let result = run(&compiled, call.grid, slots, &written, &opts);
    l.engine.progress_end();
    if matches!(&result, Err(e) if e.kind == ErrorKind::Interrupted) {
        // The executor only reads the flag: clear it, or the next loop would stop at once.
        l.engine.take_interrupt();
    }
    let report = result.map_err(|e| exec_failure(l.out.as_mut(), e, spans))?;
    write_lines(l.out.as_mut(), &report.printed);
    Ok(())
}

/// An embedder's stream must be one of the session's (real) GPU.
fn check_stream(executor: &Executor, stream: &Stream) -> R<()> {
    if executor.gpu().is_some_and(|g| g.same_device(stream.device())) {
        return Ok(());
    }
    let d = Diagnostic::error(
        codes::DEVICE,
        format!("`launch_on` takes a stream of the session's GPU, but the session runs on the {}", executor.device()),
    );
    Err(Fail::new(d))
}

/// For a kernel specialised on exact shapes (`@hints(static_shapes=1)`): every array's key
/// holds its sizes, so each shape gets a specialisation of its own.
fn with_sizes(slots: &[Slot<'_>], keys: &mut [SpecArg]) {
    for (s, k) in slots.iter().zip(keys) {
        if let (Slot::Array { shape, .. }, SpecArg::Array { facts, .. }) = (s, k) {
            facts.sizes = Some(shape.iter().map(|&n| n as u64).collect());
        }
    }
}

/// A launch's matched arguments (inline for up to 8 parameters).
pub(super) type Slots<'a> = SmallVec<[Slot<'a>; 8]>;

/// Named dimensions seen so far in a launch: (name, size, parameter).
type Dims<'p> = SmallVec<[(&'p str, usize, &'p str); 4]>;

/// An argument error with a label at the parameter's declaration (when it is about the
/// parameter's type).
fn declared_here(l: &Launcher<'_>, name: &str, i: usize, f: Fail) -> Fail {
    if f.diags[0].code != codes::LAUNCH_ARG_TYPE && f.diags[0].code != codes::DIM_MISMATCH {
        return f;
    }
    match l.defs.analysis().definition(name).and_then(|d| d.params.get(i).map(|p| p.span)) {
        Some(d) => f.with_label(d, "parameter declared here"),
        None => f,
    }
}

/// The sizes of the array arguments, for messages that name the specialisation (empty for
/// other parameters).
pub(super) fn shapes_of(slots: &[Slot<'_>]) -> Vec<Vec<i64>> {
    slots
        .iter()
        .map(|s| match s {
            Slot::Array { shape, .. } => shape.iter().map(|&n| n as i64).collect(),
            Slot::Scalar(_) | Slot::Const(_) => Vec::new(),
        })
        .collect()
}

pub(super) fn exec_options(engine: &Engine) -> ExecOptions {
    ExecOptions {
        threads: engine.options().threads,
        check_facts: engine.options().check_facts,
        interrupt: engine.interrupt_flag(),
    }
}

/// What kernels printed, to `out`.
pub(super) fn write_lines(out: &mut dyn std::io::Write, lines: &[String]) {
    for line in lines {
        let _ = writeln!(out, "{line}");
    }
    let _ = out.flush();
}

/// `name(a: f32[1000], b: f32[1000], alpha: f32, T=256)`: a launch for messages.
fn describe_call(name: &str, params: &[ParamInfo], slots: &[Slot<'_>]) -> String {
    describe_args(name, params, slots, false)
}

/// `trace_launches`' line for a launch about to run (on [`Launcher::out`]): the kernel with
/// its arguments as [`describe_call`] gives them, the strides of arrays that are not
/// row-major and contiguous (in elements), the grid and a back end the launch named.
fn trace_launch(l: &mut Launcher<'_>, call: &Call<'_>, params: &[ParamInfo], slots: &[Slot<'_>]) {
    // Without trailing 1s, as the program would write it: `(13,)` for a grid of (13, 1, 1).
    let used = call.grid.iter().rposition(|&n| n != 1).map_or(1, |last| last + 1);
    let grid = int_tuple(call.grid[..used].iter().map(|&n| i64::from(n)));
    let backend = call.backend.map(|b| format!(" backend={b}")).unwrap_or_default();
    // A line the program cannot take back: a failed write (a closed pipe) stops nothing.
    let _ = writeln!(l.out, "launch {} grid={grid}{backend}", describe_args(call.kernel, params, slots, true));
}

/// `name(arg, ...)`: each array parameter as `name: dtype[shape]` (with `strides`, its
/// strides in elements where they are not those of a contiguous row-major array), each
/// scalar as `name: dtype`, each `const` as `name=value`.
fn describe_args(name: &str, params: &[ParamInfo], slots: &[Slot<'_>], strides: bool) -> String {
    let args: Vec<String> = params
        .iter()
        .zip(slots)
        .map(|(p, s)| match s {
            Slot::Array { dtype, shape, strides: st, .. } => format!(
                "{}: {dtype}[{}]{}",
                p.name(),
                shape.iter().map(usize::to_string).collect::<Vec<_>>().join(", "),
                if strides && !is_row_major(shape, st) { format!(" strides={}", int_tuple(st.iter().map(|&x| x as i64))) } else { String::new() }
            ),
            Slot::Scalar(x) => format!("{}: {}", p.name(), x.dtype()),
            Slot::Const(c) => format!("{}={}", p.name(), const_text(c)),
        })
        .collect();
    format!("{name}({})", args.join(", "))
}

/// Integers as the program's tuple of them prints: `(300,)`, `(1, 96)`.
fn int_tuple(items: impl Iterator<Item = i64>) -> String {
    Value::tuple(items.map(Value::Int).collect()).repr()
}

fn const_text(c: &ConstValue) -> String {
    match c {
        ConstValue::Int(i) => i.to_string(),
        ConstValue::Float(f) => super::format::py_float(*f),
        ConstValue::Bool(b) => {
            if *b {
                "True".into()
            } else {
                "False".into()
            }
        }
        ConstValue::DType(d) => d.to_string(),
    }
}


/// Matches one argument to its parameter.
fn match_arg<'a, 'p>(
    kernel: &str,
    p: &'p ParamInfo,
    a: LaunchArg<'a>,
    spans: &Spans,
    gpu: Option<&Gpu>,
    dims: &mut Dims<'p>,
) -> R<(Slot<'a>, SpecArg)> {
    let span = match &a {
        LaunchArg::Value(_, s) | LaunchArg::Ref(_, s) => *s,
        LaunchArg::Host(_) | LaunchArg::Device(_) => spans.args,
    };
    let bad = |msg: String, help: &str| {
        error(codes::LAUNCH_ARG_TYPE, msg, span, "this argument").with_help(help.to_string())
    };
    match p {
        ParamInfo::Array { name: pname, dtype: want, dims: want_dims } => {
            let (src, dtype, shape, strides, offset, base) = match a {
                LaunchArg::Host(h) => launch_gpu::host_array(pname, h, gpu, span)?,
                LaunchArg::Device(d) => launch_gpu::device_array(pname, d, gpu, span)?,
                LaunchArg::Value(..) | LaunchArg::Ref(..) => match a.value() {
                    Some(Value::Array(arr)) => launch_gpu::session_array(pname, arr, gpu, span)?,
                    other => {
                        let what = other.map_or_else(|| "a buffer".to_string(), Value::describe);
                        return Err(bad(
                            format!("`{pname}` of `{kernel}` is an array parameter but this is {what}"),
                            "pass an array (make one with `zeros`, `rand`, `array`, ...)",
                        ));
                    }
                },
            };
            if let Some(w) = want
                && *w != dtype
            {
                return Err(bad(
                    format!("`{pname}` takes {w} arrays but this array holds {dtype}"),
                    &format!("convert it with `astype(x, {w})`"),
                ));
            }
            if let Some(wd) = want_dims {
                if wd.len() != shape.len() {
                    return Err(bad(
                        format!(
                            "`{pname}` takes arrays of rank {} but this one has rank {}",
                            wd.len(),
                            shape.len()
                        ),
                        "reshape the array or change the parameter's type",
                    ));
                }
                check_dims(pname, wd, &shape, span, dims)?;
            }
            let facts = facts_of(&shape, &strides, base);
            let key = SpecArg::Array { dtype, rank: shape.len() as u8, facts };
            Ok((Slot::Array { src, dtype, shape, strides, offset, base }, key))
        }
        ParamInfo::Scalar { name: pname, dtype } => {
            let Some(v) = a.value() else {
                return Err(bad(
                    format!("`{pname}` is a {dtype} scalar but an array was passed"),
                    "pass a number",
                ));
            };
            let s = match *v {
                Value::Int(i) => ScalarArg::exact_i64(*dtype, i),
                Value::Bool(b) => ScalarArg::exact_i64(*dtype, i64::from(b)),
                Value::Float(f) => ScalarArg::exact_f64(*dtype, f),
                ref other => {
                    return Err(bad(
                        format!("`{pname}` is a {dtype} scalar but this is {}", other.describe()),
                        "pass a number",
                    ))
                }
            };
            let s = s.map_err(|why| scalar_mismatch(pname, *dtype, v, why, span))?;
            Ok((Slot::Scalar(s), SpecArg::Scalar(*dtype)))
        }
        ParamInfo::Const { name: pname, kind, .. } => {
            let Some(v) = a.value() else {
                return Err(bad(
                    format!("`{pname}` is a `const {kind}` parameter but an array was passed"),
                    "pass a compile-time constant",
                ));
            };
            let c = match (*kind, v) {
                ("int", Value::Int(i)) => ConstValue::Int(*i),
                ("float", Value::Int(i)) => ConstValue::Float(*i as f64),
                ("float", Value::Float(f)) => ConstValue::Float(*f),
                ("bool", Value::Bool(b)) => ConstValue::Bool(*b),
                ("dtype", Value::DType(d)) => ConstValue::DType(*d),
                ("dtype", Value::Builtin(b)) if &**b == "int" => ConstValue::DType(DType::I32),
                ("dtype", Value::Builtin(b)) if &**b == "float" => ConstValue::DType(DType::F32),
                _ => {
                    return Err(bad(
                        format!("`{pname}` is a `const {kind}` parameter but this is {}", v.describe()),
                        &format!("pass a compile-time {kind}"),
                    ))
                }
            };
            Ok((Slot::Const(c), SpecArg::Const(c)))
        }
    }
}

/// `E0512`: a number that is not a value of its scalar parameter's dtype (never converted
/// silently: wrapped, truncated or made infinite).
fn scalar_mismatch(pname: &str, dtype: DType, v: &Value, why: ScalarMismatch, span: Option<Span>) -> Fail {
    let help = match why {
        ScalarMismatch::OutOfRange { .. } => format!("pass a value in range, or declare `{pname}` with a wider dtype (`i64`)"),
        ScalarMismatch::FloatToInt => "convert it on purpose: `int(x)` truncates toward zero".to_string(),
        ScalarMismatch::Overflow => format!("pass a smaller value, or declare `{pname}` with a wider float dtype (`f32`)"),
    };
    error(codes::SCALAR_RANGE, format!("`{pname}` is {} scalar, but {} is {why}", dtype.with_article(), v.repr()), span, "this argument")
        .with_help(help)
}

/// An array argument's source, dtype, shape, strides, offset and base address.
pub(super) type Parts<'a> = (ArraySrc<'a>, DType, Shape, Strides, usize, u64);

/// Sizes and strides of an array argument (inline up to rank 4).
pub(crate) type Shape = SmallVec<[usize; 4]>;
pub(crate) type Strides = SmallVec<[isize; 4]>;

/// Fixed sizes and named dimensions shared between parameters (`E0504`).
fn check_dims<'p>(
    pname: &'p str,
    declared: &'p [Dim],
    shape: &[usize],
    span: Option<Span>,
    seen: &mut Dims<'p>,
) -> R<()> {
    for (i, (d, &size)) in declared.iter().zip(shape).enumerate() {
        match d {
            Dim::Fixed(n) if *n != size as i64 => {
                return Err(error(
                    codes::DIM_MISMATCH,
                    format!("`{pname}` must have size {n} in dimension {i}, but this array has {size}"),
                    span,
                    format!("dimension {i} is {size}"),
                ));
            }
            Dim::Named(name) => {
                match seen.iter().find(|(n, _, _)| n == name).map(|&(_, prev, param)| (prev, param)) {
                    Some((prev, prev_param)) if prev != size => {
                        return Err(error(
                            codes::DIM_MISMATCH,
                            format!(
                                "dimension `{name}` is {prev} for `{prev_param}` but {size} for `{pname}`"
                            ),
                            span,
                            format!("`{name}` = {size} here"),
                        )
                        .with_help(format!(
                            "arrays that share the dimension name `{name}` must have the same size there"
                        )));
                    }
                    Some(_) => {}
                    None => seen.push((name, size, pname)),
                }
            }
            Dim::Fixed(_) => {}
        }
    }
    Ok(())
}

/// A host global a kernel may read as a constant.
fn const_of(v: &Value) -> Option<ConstValue> {
    match v {
        Value::Int(i) => Some(ConstValue::Int(*i)),
        Value::Float(f) => Some(ConstValue::Float(*f)),
        Value::Bool(b) => Some(ConstValue::Bool(*b)),
        Value::DType(d) => Some(ConstValue::DType(*d)),
        _ => None,
    }
}

/// Checks, lowers and prepares one specialisation.
fn compile(
    l: &Launcher<'_>,
    name: &str,
    (spec, shapes): (&[SpecArg], &[Vec<i64>]),
    globals: &[(String, ConstValue)],
    deps: Arc<[String]>,
    spans: &Spans,
) -> R<Entry> {
    l.engine.progress_begin(&format!("compiling {name}"));
    let (kernel, diags) = l.defs.analysis().specialize(name, spec, shapes, globals, spans.call);
    let prepared = kernel.map(Compiled::new);
    l.engine.progress_end();
    let errors: Vec<Diagnostic> = diags.into_iter().filter(Diagnostic::is_error).collect();
    if !errors.is_empty() {
        return Err(Fail { diags: errors });
    }
    let compiled = match prepared {
        Some(Ok(c)) => c,
        Some(Err(e)) => {
            return Err(Fail::new(Diagnostic::internal(format!(
                "kernel `{name}` cannot be prepared for the CPU: {e}"
            ))))
        }
        None => {
            return Err(Fail::new(Diagnostic::internal(format!(
                "kernel `{name}` produced no code and no diagnostic"
            ))))
        }
    };
    let written = analysis::written_params(&compiled.tir);
    let grid_use = Arc::new(analysis::grid_use(&compiled.tir));
    Ok(Entry { compiled: Arc::new(compiled), deps, written: written.into(), grid_use, gpu: None, gpu_plain: None, resources: None, artifact_fetched: false })
}

/// Lends the arrays' memory to the executor and runs the kernel.
fn run(
    compiled: &Compiled,
    grid: [u32; 3],
    slots: Slots<'_>,
    written: &[bool],
    opts: &ExecOptions,
) -> Result<tile_cpu::LaunchReport, ExecError> {
    let internal = |m: String| ExecError::new(compiled.name(), ErrorKind::Invalid, m);
    // Positions among the TIR parameters (const parameters are not passed).
    let slots: Vec<Slot<'_>> = slots.into_iter().filter(|s| !matches!(s, Slot::Const(_))).collect();
    let mut storages: Vec<Arc<Storage>> = Vec::new();
    let mut uses: Vec<Vec<usize>> = Vec::new();
    for (i, s) in slots.iter().enumerate() {
        if let Slot::Array { src: ArraySrc::Session(st), .. } = s {
            match storages.iter().position(|t| Arc::ptr_eq(t, st)) {
                Some(k) => uses[k].push(i),
                None => {
                    storages.push(st.clone());
                    uses.push(vec![i]);
                }
            }
        }
    }
    let mut guards = Vec::with_capacity(storages.len());
    for s in &storages {
        guards.push(s.lock().map_err(|e| internal(e.to_string()))?);
    }
    let mut built: Vec<Option<ArrayArg<'_>>> = (0..slots.len()).map(|_| None).collect();
    let layout = |i: usize| match &slots[i] {
        Slot::Array { dtype, shape, strides, offset, .. } => {
            View { dtype: *dtype, shape, strides, offset: *offset }
        }
        _ => unreachable!("uses index arrays"),
    };
    for ((storage, idxs), guard) in storages.iter().zip(&uses).zip(guards.iter_mut()) {
        let len = storage.len();
        let any_written = idxs.iter().any(|&i| written.get(i).copied().unwrap_or(true));
        if idxs.len() == 1 {
            let (i, v) = (idxs[0], layout(idxs[0]));
            built[i] = Some(if any_written {
                ArrayArg::from_bytes(v.dtype, bytes_mut(guard, len), v.shape, v.strides).with_offset(v.offset)
            } else {
                ArrayArg::from_bytes_read_only(v.dtype, bytes(guard, len), v.shape, v.strides)
                    .with_offset(v.offset)
            });
        } else if !any_written {
            let b: &[u8] = bytes(guard, len);
            for &i in idxs {
                let v = layout(i);
                built[i] = Some(
                    ArrayArg::from_bytes_read_only(v.dtype, b, v.shape, v.strides).with_offset(v.offset),
                );
            }
        } else {
            let views: Vec<View<'_>> = idxs.iter().map(|&i| layout(i)).collect();
            for (&i, a) in idxs.iter().zip(writable_views(bytes_mut(guard, len), &views)) {
                built[i] = Some(a);
            }
        }
    }
    let mut args: Vec<Arg<'_>> = Vec::with_capacity(slots.len());
    let mut slots = slots;
    for (i, s) in slots.iter_mut().enumerate() {
        match s {
            Slot::Array { src: ArraySrc::Host(_), .. } => {
                let Slot::Array { src: ArraySrc::Host(h), .. } =
                    std::mem::replace(s, Slot::Scalar(ScalarArg::from_i64(DType::I32, 0)))
                else {
                    unreachable!("matched above")
                };
                args.push(Arg::Array(h));
            }
            Slot::Array { src: ArraySrc::Staged(..) | ArraySrc::Device(_), .. } => {
                return Err(internal("a device buffer in a CPU launch".into()))
            }
            Slot::Array { .. } => args
                .push(Arg::Array(built[i].take().ok_or_else(|| internal("array argument not lent".into()))?)),
            Slot::Scalar(sc) => args.push(Arg::Scalar(sc.clone())),
            Slot::Const(_) => unreachable!("const parameters were filtered out"),
        }
    }
    run_compiled(compiled, grid, &args, opts)
}

/// A failed launch as a diagnostic at the launch (and at the kernel's op, when known); what
/// the kernel printed before it failed goes to `out`.
/// E0511 for a CPU launch stopped by Ctrl-C: where it stopped, and what that leaves.
fn interrupted_kernel(e: &ExecError, spans: &Spans) -> Fail {
    let block = e.block.map_or(String::new(), |[x, y, z]| format!(" in block ({x}, {y}, {z})"));
    let mut d = Diagnostic::error(codes::INTERRUPTED, format!("interrupted: kernel `{}` stopped{block}", e.kernel))
        .with_note("blocks that had not started did not run; arrays the kernel writes may be partly written")
        .with_help("values computed before the interrupt are kept");
    if let Some(c) = spans.call {
        d = d.with_label(c, "this launch was stopped");
    }
    if let Some(s) = e.span {
        d = d.with_label(s, "stopped at this loop");
    }
    Fail::new(d)
}

pub(super) fn exec_failure(out: &mut dyn std::io::Write, e: ExecError, spans: &Spans) -> Fail {
    write_lines(out, &e.printed);
    let (code, label) = match e.kind {
        ErrorKind::Argument => (codes::LAUNCH_ARG_TYPE, "in this launch"),
        ErrorKind::Grid => (codes::BAD_GRID, "in this launch"),
        ErrorKind::Assert | ErrorKind::Trap => (codes::LAUNCH_FAILED, "the kernel failed in this launch"),
        ErrorKind::Interrupted => return interrupted_kernel(&e, spans),
        ErrorKind::Invalid | ErrorKind::Unsupported => {
            return Fail::new(Diagnostic::internal(format!("{e}")));
        }
    };
    let mut d = Diagnostic::error(code, e.to_string());
    // The launch first: it is in the file the user is running; the op may be in a library.
    if let Some(c) = spans.call {
        d = d.with_label(c, label);
    }
    if let Some(s) = e.span {
        d = d.with_label(s, e.op.as_deref().map_or("here".to_string(), |op| format!("`{op}` failed here")));
    }
    Fail::new(d)
}
