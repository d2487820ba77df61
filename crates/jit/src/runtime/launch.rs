//! `launch(kernel, grid=..., args=...)`: from argument values to a specialisation, and the
//! launch itself.
//!
//! 1. **Match** arguments to the kernel's parameters (`Analysis::kernel_params`): arrays to
//!    array parameters (declared dtype, rank, fixed and shared named dimensions are checked
//!    here, before anything compiles), numbers to scalar parameters (converted to the
//!    declared dtype), ints/floats/bools/dtypes to `const` parameters.
//! 2. **Key**: const values, array dtypes, ranks and [`ArrayFacts`] computed from the real
//!    arrays (base alignment and power-of-two divisors of sizes and strides, capped at 16;
//!    unit inner stride), scalar dtypes, and the values of the host globals the kernel's
//!    source mentions (kernels may read host constants).
//! 3. **Compile** on a cache miss: `Analysis::specialize` (check + lower + verify), then
//!    [`Compiled::new`]. The cache is per session; redefining a kernel, or a function it
//!    calls, drops its entries.
//! 4. **Borrow and run** through [`crate::host::launch`]: each array's storage is locked once
//!    for the launch and lent to the executor in place — read-only when the kernel never
//!    writes the parameter, writable otherwise; an array passed several times with one of
//!    them written is lent as aliasing writable views (`host::alias`), which the executor
//!    accesses atomically. Nothing is copied.

use std::sync::Arc;

use smallvec::SmallVec;
use tile_lang::diag::{codes, Diagnostic};
use tile_lang::sema::rules::pow2_divisor;
use tile_lang::sema::{ConstValue, Dim, ParamInfo, SpecArg};
use tile_lang::syntax::ast::Expr;
use tile_lang::tir::{self, ArrayFacts, OpKind};
use tile_lang::{DType, Span};

use super::error::{Fail, R};
use super::launch_gpu;
use super::spec_cache::{Entry, KeyArg, KeyConst, KeyView};
use super::storage::{bytes, bytes_mut, Storage};
use super::value::Value;
use super::Runtime;
use crate::cpu::{Arg, ArrayArg, ErrorKind, ExecError, ExecOptions, ScalarArg};
use crate::device::{DevMem, Gpu};
use crate::engine::{DeviceArg, Engine};
use crate::host::alias::{writable_views, View};
use crate::host::launch::{launch as run_compiled, Compiled};

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

impl ArgView for crate::engine::KernelArg<'_> {
    fn value(&self) -> Option<&Value> {
        match self {
            crate::engine::KernelArg::Value(v) => Some(v),
            _ => None,
        }
    }

    fn device(&self) -> Option<&DeviceArg<'_>> {
        match self {
            crate::engine::KernelArg::Device(d) => Some(d),
            _ => None,
        }
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
/// interpreter evaluated in place), or any other value.
#[derive(Clone, Copy)]
pub(crate) enum Seq<'a> {
    Items(&'a [Value]),
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

/// `launch(kernel, grid, args)` from host values; `item_exprs` are the expressions of a
/// literal `args`, whose spans locate argument errors.
pub(crate) fn launch_seq(
    rt: &mut Runtime,
    kernel: &Value,
    grid: Seq<'_>,
    args: Seq<'_>,
    spans: &Spans,
    item_exprs: Option<&[Expr]>,
) -> R<()> {
    let name = match kernel {
        Value::Kernel(k) => k.name(),
        Value::Function(f) => {
            return Err(error(
                codes::NOT_A_KERNEL,
                format!("`launch` needs a kernel, but `{}` is a function", f.name()),
                spans.kernel,
                "not a kernel",
            )
            .with_label(f.def.header_span, "defined with `def` here")
            .with_help("declare it with `kernel` to launch it on a grid"));
        }
        other => {
            return Err(error(
                codes::NOT_A_KERNEL,
                format!("`launch` needs a kernel, but this is {}", other.describe()),
                spans.kernel,
                "not a kernel",
            ))
        }
    };
    let grid = grid_of(grid, spans.grid)?;
    let items: &[Value] = match args {
        Seq::Items(items) => items,
        Seq::One(other) => std::slice::from_ref(other),
    };
    // A GPU launch may repeat the previous one (`fast_launch`).
    if let Some(r) = super::fast_launch::try_relaunch(rt.split().1, name, grid, items, spans, None) {
        return r;
    }
    let item_exprs = item_exprs.filter(|e| e.len() == items.len());
    // The arguments are borrowed: a launch clones no value.
    let args = items
        .iter()
        .enumerate()
        .map(|(i, v)| LaunchArg::Ref(v, item_exprs.map_or(spans.args, |e| Some(e[i].span))))
        .collect();
    launch_matched(rt, name, grid, args, spans, None)
}

/// The grid: one to three positive ints.
pub(crate) fn grid_of(v: Seq<'_>, span: Option<Span>) -> R<[u32; 3]> {
    let dims: &[Value] = match v {
        Seq::Items(dims) => dims,
        Seq::One(v @ Value::Int(_)) => std::slice::from_ref(v),
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

/// Launches kernel `name` (on a GPU, on the device's stream).
pub(crate) fn launch(
    rt: &mut Runtime,
    name: &str,
    grid: [u32; 3],
    args: LaunchArgs<'_>,
    spans: &Spans,
) -> R<()> {
    // A GPU launch may repeat the previous one (`fast_launch`).
    if let Some(r) = super::fast_launch::try_relaunch(rt.split().1, name, grid, &args, spans, None) {
        return r;
    }
    launch_matched(rt, name, grid, args, spans, None)
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
/// specialisation, and launches it (on a GPU, on `stream` when given, an embedder's, else on
/// the device's stream).
pub(crate) fn launch_matched(
    rt: &mut Runtime,
    name: &str,
    grid: [u32; 3],
    args: LaunchArgs<'_>,
    spans: &Spans,
    stream: Option<&tile_gpu::Stream>,
) -> R<()> {
    let gpu = rt.gpu.clone();
    let params = rt.defs.kernel_params(name).ok_or_else(|| {
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
    let mut keys: SmallVec<[KeyArg; 8]> = SmallVec::new();
    let mut dims: Dims<'_> = SmallVec::new();
    for (i, (p, a)) in params.iter().zip(args).enumerate() {
        let (slot, key) = match_arg(name, p, a, spans, gpu.as_ref(), &mut dims)
            .map_err(|f| declared_here(rt, name, i, f))?;
        slots.push(slot);
        keys.push(key);
    }
    let static_shapes = rt.defs.kernel_static_shapes(name).resolve(|i| match slots.get(i) {
        Some(Slot::Const(c)) => Some(*c),
        _ => None,
    });
    if static_shapes {
        with_sizes(&slots, &mut keys);
    }
    let deps = rt.defs.dependencies(name);
    let globals: SmallVec<[(&str, ConstValue); 4]> = deps
        .globals
        .iter()
        .filter_map(|n| rt.scope.get(n).and_then(const_of).map(|c| (n.as_str(), c)))
        .collect();
    let global_keys: SmallVec<[(&str, KeyConst); 4]> =
        globals.iter().map(|(n, c)| (*n, KeyConst::of(c))).collect();
    let view = KeyView { kernel: name, args: &keys, globals: &global_keys };
    let index = match rt.cache.find(view) {
        Some(i) => i,
        None => {
            let owned: Vec<(String, ConstValue)> = globals.iter().map(|(n, c)| (n.to_string(), *c)).collect();
            let entry = compile(rt, name, &spec_of(&slots, &keys), &owned, deps.defs.clone(), spans)?;
            rt.cache.insert(view.to_key(), entry)
        }
    };
    if let Some(gpu) = gpu {
        let repeat = globals.is_empty().then(|| super::launch_gpu::Repeat {
            passed,
            kernel: name,
            numbers: &numbers,
            params: params.clone(),
        });
        let call = |s: &[Slot<'_>]| describe_call(name, &params, s);
        return super::launch_gpu::run(rt, &gpu, index, grid, slots, spans, stream, call, repeat);
    }
    if let Some(target) = rt.engine.options().precompile {
        let owned: Vec<(String, ConstValue)> = globals.iter().map(|(n, c)| (n.to_string(), *c)).collect();
        super::launch_gpu::precompile(rt, name, &slots, &spec_of(&slots, &keys), &owned, target, spans)?;
    }
    let (_, entry) = rt.cache.entries.get_index(index).expect("found or inserted above");
    let (compiled, written) = (entry.compiled.clone(), entry.written.clone());
    let opts = exec_options(&rt.engine);
    rt.engine.progress_begin(&format!("running {name}"));
    let result = run(&compiled, grid, slots, &written, &opts);
    rt.engine.progress_end();
    let report = result.map_err(|e| exec_failure(rt, e, spans))?;
    print_lines(rt, &report.printed);
    Ok(())
}

/// For a kernel specialised on exact shapes (`@hints(static_shapes=1)`): every array's key
/// holds its sizes, so each shape gets a specialisation of its own.
fn with_sizes(slots: &[Slot<'_>], keys: &mut [KeyArg]) {
    for (s, k) in slots.iter().zip(keys) {
        if let (Slot::Array { shape, .. }, KeyArg::Array(_, _, facts)) = (s, k) {
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
fn declared_here(rt: &Runtime, name: &str, i: usize, f: Fail) -> Fail {
    if f.diags[0].code != codes::LAUNCH_ARG_TYPE && f.diags[0].code != codes::DIM_MISMATCH {
        return f;
    }
    match rt.defs.analysis().definition(name).and_then(|d| d.params.get(i).map(|p| p.span)) {
        Some(d) => f.with_label(d, "parameter declared here"),
        None => f,
    }
}

/// The specialisation request of matched arguments.
pub(super) fn spec_of(slots: &[Slot<'_>], keys: &[KeyArg]) -> Vec<SpecArg> {
    slots
        .iter()
        .zip(keys)
        .map(|(s, k)| match (s, k) {
            (Slot::Array { dtype, shape, .. }, KeyArg::Array(_, _, facts)) => SpecArg::Array {
                dtype: *dtype,
                shape: shape.iter().map(|&n| n as i64).collect(),
                facts: facts.clone(),
            },
            (Slot::Scalar(x), _) => SpecArg::Scalar(x.dtype()),
            (Slot::Const(c), _) => SpecArg::Const(*c),
            (Slot::Array { .. }, _) => unreachable!("an array slot has an array key"),
        })
        .collect()
}

pub(super) fn exec_options(engine: &Engine) -> ExecOptions {
    ExecOptions { threads: engine.options().threads, check_facts: engine.options().check_facts }
}

/// What kernels printed, to the session's output.
pub(super) fn print_lines(rt: &mut Runtime, lines: &[String]) {
    write_lines(&mut rt.out, lines);
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
    let args: Vec<String> = params
        .iter()
        .zip(slots)
        .map(|(p, s)| match s {
            Slot::Array { dtype, shape, .. } => format!(
                "{}: {dtype}[{}]",
                p.name(),
                shape.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
            ),
            Slot::Scalar(x) => format!("{}: {}", p.name(), x.dtype()),
            Slot::Const(c) => format!("{}={}", p.name(), const_text(c)),
        })
        .collect();
    format!("{name}({})", args.join(", "))
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

use std::io::Write as _;

/// Matches one argument to its parameter.
fn match_arg<'a, 'p>(
    kernel: &str,
    p: &'p ParamInfo,
    a: LaunchArg<'a>,
    spans: &Spans,
    gpu: Option<&Gpu>,
    dims: &mut Dims<'p>,
) -> R<(Slot<'a>, KeyArg)> {
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
            let facts = facts_of(dtype, &shape, &strides, base as usize);
            let key = KeyArg::Array(dtype, shape.len(), facts);
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
                Value::Int(i) => ScalarArg::from_i64(*dtype, i),
                Value::Bool(b) => ScalarArg::from_i64(*dtype, i64::from(b)),
                Value::Float(f) => ScalarArg::from_f64(*dtype, f),
                ref other => {
                    return Err(bad(
                        format!("`{pname}` is a {dtype} scalar but this is {}", other.describe()),
                        "pass a number",
                    ))
                }
            };
            Ok((Slot::Scalar(s), KeyArg::Scalar(*dtype)))
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
            let key = KeyArg::Const(KeyConst::of(&c));
            Ok((Slot::Const(c), key))
        }
    }
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

/// The facts a specialisation may assume about an array, from the array itself.
pub(crate) fn facts_of(dtype: DType, shape: &[usize], strides: &[isize], addr: usize) -> ArrayFacts {
    let _ = dtype;
    let rank = shape.len();
    let align = if addr == 0 { 16 } else { 1u32 << (addr.trailing_zeros().min(4)) };
    let dim_divisor: SmallVec<[u32; 4]> = shape.iter().map(|&n| pow2_divisor(n as i64, 16)).collect();
    let mut stride_divisor: SmallVec<[u32; 4]> =
        strides.iter().map(|&s| pow2_divisor(s as i64, 16)).collect();
    let unit_inner_stride = rank > 0 && (shape[rank - 1] <= 1 || strides[rank - 1] == 1);
    if unit_inner_stride {
        // The inner stride is known exactly; its divisor adds nothing (as `@spec` keys have it).
        stride_divisor[rank - 1] = 1;
    }
    ArrayFacts { base_align: align, dim_divisor, stride_divisor, unit_inner_stride, sizes: None }
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
    rt: &mut Runtime,
    name: &str,
    spec: &[SpecArg],
    globals: &[(String, ConstValue)],
    deps: Arc<[String]>,
    spans: &Spans,
) -> R<Entry> {
    rt.engine.progress_begin(&format!("compiling {name}"));
    let (kernel, diags) = rt.defs.analysis().specialize(name, spec, globals, spans.call);
    let prepared = kernel.map(Compiled::new);
    rt.engine.progress_end();
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
    let written = written_params(&compiled.tir);
    Ok(Entry { compiled: Arc::new(compiled), deps, written: written.into(), gpu: None, cubin_fetched: false })
}

/// Per TIR parameter: whether a `store` or `atomic_add` writes it.
fn written_params(k: &tir::Kernel) -> Vec<bool> {
    let params = k.param_values().to_vec();
    let mut w = vec![false; params.len()];
    k.walk(|op| {
        let data = &k.ops[op];
        if matches!(data.kind, OpKind::Store | OpKind::AtomicAdd)
            && let Some(i) = data.operands.first().and_then(|a| params.iter().position(|p| p == a))
        {
            w[i] = true;
        }
    });
    w
}

/// Lends the arrays' memory to the executor and runs the kernel.
fn run(
    compiled: &Compiled,
    grid: [u32; 3],
    slots: Slots<'_>,
    written: &[bool],
    opts: &ExecOptions,
) -> Result<crate::cpu::LaunchReport, ExecError> {
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

/// A failed launch as a diagnostic at the launch (and at the kernel's op, when known).
pub(super) fn exec_failure(rt: &mut Runtime, e: ExecError, spans: &Spans) -> Fail {
    for line in &e.printed {
        let _ = writeln!(rt.out, "{line}");
    }
    let (code, label) = match e.kind {
        ErrorKind::Argument => (codes::LAUNCH_ARG_TYPE, "in this launch"),
        ErrorKind::Grid => (codes::BAD_GRID, "in this launch"),
        ErrorKind::Assert | ErrorKind::Trap => (codes::LAUNCH_FAILED, "the kernel failed in this launch"),
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
