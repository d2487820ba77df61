//! The host builtins (`tile_lang::sema::HOST_BUILTINS` lists them with their parameters; the
//! static checker and this file agree on both) and functions registered by the embedder.

use std::io::Write;
use std::sync::LazyLock;

use rustc_hash::FxHashMap;

use tile_lang::diag::codes;
use tile_lang::sema::HOST_BUILTINS;
use tile_lang::syntax::ast::{Arg, BinOp};
use tile_lang::{DType, Span};

use super::call::{bind, ArgVal, Args, Bound, Param};
use super::expr::{num_binop, src_of};
use super::Interp;
use crate::runtime::array::Array;
use crate::runtime::error::{Fail, OpError, R};
use crate::runtime::launch::Seq;
use crate::runtime::ops::{self, Bin, Num, Un};
use crate::runtime::reduce::{self, Red, Reduced};
use crate::runtime::value::{range_len, Value};
use crate::runtime::{counting, create, npy, Runtime};

/// A host builtin: its name and parameters, parsed once from `HOST_BUILTINS`.
pub(crate) struct Builtin {
    pub name: &'static str,
    pub params: Vec<Param<'static>>,
}

/// Every host builtin by name.
static BUILTINS: LazyLock<FxHashMap<&'static str, Builtin>> = LazyLock::new(|| {
    HOST_BUILTINS
        .iter()
        .map(|&(name, params)| {
            (name, Builtin { name, params: params.iter().map(|p| Param::parse(p)).collect() })
        })
        .collect()
});

/// The host builtin called `name`.
pub(crate) fn host_builtin(name: &str) -> Option<&'static Builtin> {
    BUILTINS.get(name)
}

/// The value of a builtin name (after the session's own names): registered functions,
/// dtypes (`int`, `float` are builtins that also name i32 and f32), constants, builtins.
pub(crate) fn builtin_value(rt: &Runtime, name: &str) -> Option<Value> {
    if rt.engine.host_fn(name).is_some() {
        return Some(Value::Builtin(name.into()));
    }
    match name {
        "bool" => return Some(Value::DType(DType::Bool)),
        "inf" => return Some(Value::Float(f64::INFINITY)),
        "nan" => return Some(Value::Float(f64::NAN)),
        "pi" => return Some(Value::Float(std::f64::consts::PI)),
        _ => {}
    }
    if let Some(d) = DType::from_name(name) {
        return Some(Value::DType(d));
    }
    host_builtin(name).map(|b| Value::Builtin(b.name.into()))
}

/// How long `bench` keeps warming up on a GPU before it times (as Triton's `do_bench`).
const GPU_WARMUP: std::time::Duration = std::time::Duration::from_millis(25);
/// The most warm-up runs `bench` adds on a GPU to reach [`GPU_WARMUP`].
const MAX_WARMUP_RUNS: i64 = 1000;

/// Whether `bench` warms up once more after `runs` runs: until `warmup` runs, and on a GPU
/// (with `warmup` of 1 or more) until [`GPU_WARMUP`] has passed since the first run ended
/// (`since_first`), at most [`MAX_WARMUP_RUNS`] runs.
fn another_warm_up_run(runs: i64, warmup: i64, device: bool, since_first: Option<std::time::Duration>) -> bool {
    let warming_gpu = device && warmup >= 1 && runs < MAX_WARMUP_RUNS;
    runs < warmup || (warming_gpu && since_first.is_none_or(|t| t < GPU_WARMUP))
}

/// A dtype argument: a dtype, or the builtins `int` / `float` (i32 / f32).
fn dtype_of(v: &Value, span: Span) -> R<DType> {
    match v {
        Value::DType(d) => Ok(*d),
        Value::Builtin(b) if &**b == "int" => Ok(DType::I32),
        Value::Builtin(b) if &**b == "float" => Ok(DType::F32),
        Value::Str(s) => DType::from_name(s)
            .ok_or_else(|| Fail::at(codes::UNKNOWN_TYPE, format!("`{s}` is not a dtype"), span, "here")),
        other => Err(Fail::at(
            codes::TYPE_MISMATCH,
            format!("expected a dtype such as f32, found {}", other.describe()),
            span,
            "here",
        )),
    }
}

fn int_of(v: &Value, span: Span) -> R<i64> {
    match v {
        Value::Int(i) => Ok(*i),
        Value::Bool(b) => Ok(i64::from(*b)),
        other => Err(Fail::at(
            codes::TYPE_MISMATCH,
            format!("expected an integer, found {}", other.describe()),
            span,
            "here",
        )),
    }
}

fn float_of(v: &Value, span: Span) -> R<f64> {
    v.num().map(Num::f64).ok_or_else(|| {
        Fail::at(codes::TYPE_MISMATCH, format!("expected a number, found {}", v.describe()), span, "here")
    })
}

fn num_of(v: &Value, span: Span) -> R<Num> {
    v.num().ok_or_else(|| {
        Fail::at(codes::TYPE_MISMATCH, format!("expected a number, found {}", v.describe()), span, "here")
    })
}

fn array_of(v: &Value, span: Span) -> R<Array> {
    match v {
        Value::Array(a) => Ok(a.clone()),
        other => Err(Fail::at(
            codes::EXPECTED_ARRAY,
            format!("expected an array, found {}", other.describe()),
            span,
            "not an array",
        )),
    }
}

fn bool_of(v: &Value, span: Span) -> R<bool> {
    super::truth_of(v, span)
}

/// A shape: an int or a tuple/list of non-negative ints.
fn shape_of(v: &Value, span: Span) -> R<Vec<usize>> {
    let dims: Vec<Value> = match v {
        Value::Int(_) => vec![v.clone()],
        Value::Tuple(t) => t.to_vec(),
        Value::List(l) => l.to_vec(),
        other => {
            return Err(Fail::at(
                codes::HOST_VALUE,
                format!("a shape is a tuple of sizes, not {}", other.describe()),
                span,
                "here",
            )
            .with_help("write `(n,)` or `(m, n)`"))
        }
    };
    dims.iter()
        .map(|d| match d {
            Value::Int(n) if *n >= 0 => Ok(*n as usize),
            other => Err(Fail::at(
                codes::HOST_VALUE,
                format!("sizes must be non-negative integers, not {}", other.repr()),
                span,
                "in this shape",
            )),
        })
        .collect()
}

/// `axis=`: None, an int or a tuple of ints.
fn axes_of(v: Option<&(Value, Span)>) -> R<Option<Vec<i64>>> {
    match v {
        None | Some((Value::None, _)) => Ok(None),
        Some((Value::Int(a), _)) => Ok(Some(vec![*a])),
        Some((Value::Tuple(t), s)) => t.iter().map(|x| int_of(x, *s)).collect::<R<Vec<_>>>().map(Some),
        Some((other, s)) => Err(Fail::at(
            codes::TYPE_MISMATCH,
            format!("`axis` is an integer, a tuple of integers or None, not {}", other.describe()),
            *s,
            "here",
        )),
    }
}

fn opt_dtype(b: &Bound, i: usize) -> R<Option<DType>> {
    match b.get(i) {
        None | Some((Value::None, _)) => Ok(None),
        Some((v, s)) => dtype_of(v, *s).map(Some),
    }
}

impl Interp<'_> {
    /// Calls a builtin (or a function the embedder registered) by name.
    pub(crate) fn builtin(&mut self, name: &str, args: &mut Args<'_>, span: Span) -> R<Value> {
        if let Some(f) = self.rt.engine.host_fn(name) {
            if let Some(k) = args.iter().find(|a| a.name.is_some()) {
                return Err(Fail::at(
                    codes::UNKNOWN_KEYWORD,
                    format!("`{name}` takes positional arguments only"),
                    k.span(),
                    "keyword argument",
                ));
            }
            let vals: Vec<Value> = args.iter_mut().map(|a| std::mem::take(&mut a.arg.0)).collect();
            let on_gpu = self.rt.executor.gpu().is_some() && crate::runtime::gpu::follows_gpu(&vals);
            let v = f(&vals).map_err(|m| {
                Fail::at(codes::HOST_VALUE, format!("`{name}` failed: {m}"), span, "in this call")
            })?;
            return if on_gpu { self.place(v, span) } else { Ok(v) };
        }
        let Some(&Builtin { name: canonical, ref params }) = host_builtin(name) else {
            return Err(Fail::at(
                codes::UNKNOWN_FUNCTION,
                format!("`{name}` is not a function"),
                span,
                "here",
            ));
        };
        // `max(a, b, ...)`: the extremum of several operands (Python's max of several numbers,
        // elementwise for arrays); a third positional argument is an operand, not `axis`.
        if matches!(canonical, "max" | "min") && several_operands(args) {
            return self.extremum_of_several(canonical, args, span);
        }
        if canonical == "cached" {
            return self.cached(args, span);
        }
        let b = bind(canonical, params, args, span)?;
        // On a GPU, arrays a builtin makes go where its array arguments are (`runtime::gpu`).
        let on_gpu =
            self.rt.executor.gpu().is_some() && canonical != "to_cpu" && crate::runtime::gpu::follows_gpu(b.values());
        if canonical == "scratch" {
            return self.scratch(&b, on_gpu);
        }
        let v = self.dispatch(canonical, &b)?;
        if on_gpu {
            self.place(v, span)
        } else {
            Ok(v)
        }
    }

    /// `scratch(shape, dtype)`: the session's one array of this shape and dtype on this device,
    /// zeroed when first made and kept across calls (what kernels that hand work between
    /// blocks use for partial results and counters, without allocating per call). The
    /// session forgets them all when a run fails ([`crate::runtime::gpu::finish`]), so a
    /// launch stopped halfway never leaves counters that a later one trusts.
    fn scratch(&mut self, b: &Bound, on_gpu: bool) -> R<Value> {
        let (v, s) = b.req(0);
        let shape = shape_of(v, *s)?;
        let dtype = opt_dtype(b, 1)?.unwrap_or(DType::F32);
        let key = (shape.clone(), dtype, on_gpu);
        if let Some(a) = self.rt.scratch.get(&key) {
            return Ok(Value::Array(a.clone()));
        }
        let made = create::full(&shape, Num::Int(0), dtype).map(Value::Array).map_err(|e| e.at(b.call))?;
        let made = if on_gpu { self.place(made, b.call)? } else { made };
        if let Value::Array(a) = &made {
            self.rt.scratch.insert(key, a.clone());
        }
        Ok(made)
    }

    fn dispatch(&mut self, name: &'static str, b: &Bound) -> R<Value> {
        let span = b.call;
        match name {
            "zeros" | "ones" | "empty" => {
                let (v, s) = b.req(0);
                let shape = shape_of(v, *s)?;
                let dtype = opt_dtype(b, 1)?.unwrap_or(DType::F32);
                if name == "empty" {
                    return Ok(Value::Array(Array::unset(dtype, &shape)));
                }
                let fill = if name == "ones" { Num::Int(1) } else { Num::Int(0) };
                create::full(&shape, fill, dtype).map(Value::Array).map_err(|e| e.at(span))
            }
            "full" => {
                let shape = shape_of(&b.req(0).0, b.req(0).1)?;
                let value = num_of(&b.req(1).0, b.req(1).1)?;
                let dtype = opt_dtype(b, 2)?.unwrap_or(match value {
                    Num::Bool(_) => DType::Bool,
                    Num::Int(_) => DType::I32,
                    Num::Float(_) => DType::F32,
                });
                create::full(&shape, value, dtype).map(Value::Array).map_err(|e| e.at(span))
            }
            "zeros_like" | "ones_like" | "empty_like" | "full_like" => {
                let a = array_of(&b.req(0).0, b.req(0).1)?;
                let (fill, di) = match name {
                    "full_like" => (num_of(&b.req(1).0, b.req(1).1)?, 2),
                    "ones_like" => (Num::Int(1), 1),
                    _ => (Num::Int(0), 1),
                };
                let dtype = opt_dtype(b, di)?.unwrap_or(a.dtype());
                if name == "empty_like" {
                    return Ok(Value::Array(Array::unset(dtype, a.shape())));
                }
                create::full(a.shape(), fill, dtype).map(Value::Array).map_err(|e| e.at(span))
            }
            "arange" => {
                let first = num_of(&b.req(0).0, b.req(0).1)?;
                let (start, stop) = match b.get(1) {
                    None | Some((Value::None, _)) => (Num::Int(0), first),
                    Some((v, s)) => (first, num_of(v, *s)?),
                };
                let step = match b.get(2) {
                    None | Some((Value::None, _)) => Num::Int(1),
                    Some((v, s)) => num_of(v, *s)?,
                };
                let floats = [start, stop, step].iter().any(|n| matches!(n, Num::Float(_)));
                let dtype = opt_dtype(b, 3)?.unwrap_or(if floats { DType::F32 } else { DType::I64 });
                create::arange(start, stop, step, dtype).map(Value::Array).map_err(|e| e.at(span))
            }
            "linspace" => {
                let start = float_of(&b.req(0).0, b.req(0).1)?;
                let stop = float_of(&b.req(1).0, b.req(1).1)?;
                let num = int_of(&b.req(2).0, b.req(2).1)?;
                if num < 0 {
                    return Err(Fail::at(
                        codes::HOST_VALUE,
                        "`linspace` needs a non-negative number of values",
                        b.req(2).1,
                        "negative",
                    ));
                }
                let dtype = opt_dtype(b, 3)?.unwrap_or(DType::F32);
                create::linspace(start, stop, num as usize, dtype).map(Value::Array).map_err(|e| e.at(span))
            }
            "rand" | "randn" => {
                let shape = shape_of(&b.req(0).0, b.req(0).1)?;
                let dtype = opt_dtype(b, 1)?.unwrap_or(DType::F32);
                let seed = match b.get(2) {
                    None | Some((Value::None, _)) => None,
                    Some((v, s)) => Some(int_of(v, *s)? as u64),
                };
                create::random(&shape, dtype, seed, name == "randn").map(Value::Array).map_err(|e| e.at(span))
            }
            "randint" => {
                let (low, high) = (int_of(&b.req(0).0, b.req(0).1)?, int_of(&b.req(1).0, b.req(1).1)?);
                let shape = shape_of(&b.req(2).0, b.req(2).1)?;
                let dtype = opt_dtype(b, 3)?.unwrap_or(DType::I64);
                let seed = match b.get(4) {
                    None | Some((Value::None, _)) => None,
                    Some((v, s)) => Some(int_of(v, *s)? as u64),
                };
                // A dtype mistake points at the dtype; a range that cannot be drawn at the call.
                let at = match b.get(3) {
                    Some((_, s)) if !dtype.is_int() => *s,
                    _ => span,
                };
                counting::randint(low, high, &shape, dtype, seed).map(Value::Array).map_err(|e| e.at(at))
            }
            "bincount" => {
                let (x, at) = (array_of(&b.req(0).0, b.req(0).1)?, b.req(0).1);
                let minlength = match b.get(1) {
                    None | Some((Value::None, _)) => 0,
                    Some((v, s)) => int_of(v, *s)?,
                };
                counting::bincount(&x, minlength).map(Value::Array).map_err(|e| e.at(at))
            }
            "unique" => counting::unique(&array_of(&b.req(0).0, b.req(0).1)?).map(Value::Array).map_err(|e| e.at(span)),
            "sort" => {
                let x = array_of(&b.req(0).0, b.req(0).1)?;
                let (axis, at) = match b.get(1) {
                    None => (Some(-1), span),
                    Some((Value::None, s)) => (None, *s),
                    Some((v, s)) => (Some(int_of(v, *s)?), *s),
                };
                counting::sort(&x, axis).map(Value::Array).map_err(|e| e.at(at))
            }
            "array" => self.array_literal(b),
            "load_npy" => {
                let path = self.path_arg(b, 0)?;
                npy::load(std::path::Path::new(&path)).map(Value::Array).map_err(|e| e.at(span))
            }
            "save_npy" => {
                let path = self.path_arg(b, 0)?;
                let a = array_of(&b.req(1).0, b.req(1).1)?;
                npy::save(std::path::Path::new(&path), &a).map(|()| Value::None).map_err(|e| e.at(span))
            }
            "astype" => {
                let a = array_of(&b.req(0).0, b.req(0).1)?;
                let d = dtype_of(&b.req(1).0, b.req(1).1)?;
                ops::astype(&a, d).map(Value::Array).map_err(|e| e.at(span))
            }
            "reshape" => self.reshape(b),
            "transpose" => {
                let a = array_of(&b.req(0).0, b.req(0).1)?;
                let axes = axes_of(b.get(1))?;
                a.transpose(axes.as_deref()).map(Value::Array).map_err(|e| e.at(span))
            }
            "copy" => {
                ops::copy(&array_of(&b.req(0).0, b.req(0).1)?).map(Value::Array).map_err(|e| e.at(span))
            }
            "to_cpu" => crate::runtime::gpu::to_cpu(&array_of(&b.req(0).0, b.req(0).1)?)
                .map(Value::Array)
                .map_err(|e| e.at(span)),
            "to_gpu" => {
                let a = array_of(&b.req(0).0, b.req(0).1)?;
                crate::runtime::gpu::to_gpu(self.rt, &a).map(Value::Array).map_err(|e| e.at(span))
            }
            "exp" | "exp2" | "log" | "log2" | "sqrt" | "rsqrt" | "sin" | "cos" | "tanh" | "sigmoid"
            | "erf" | "abs" | "floor" | "ceil" => self.math(name, b),
            "maximum" | "minimum" | "pow" => {
                let (x, y) = (b.req(0), b.req(1));
                let op = match name {
                    "maximum" => Bin::Max,
                    "minimum" => Bin::Min,
                    _ => Bin::Pow,
                };
                self.elementwise2(op, x, y, span)
            }
            "where" => {
                let (c, x, y) = (b.req(0), b.req(1), b.req(2));
                if let (Some(_), Some(xn), Some(yn)) = (c.0.num(), x.0.num(), y.0.num()) {
                    return Ok(Value::from_num(if bool_of(&c.0, c.1)? { xn } else { yn }));
                }
                let srcs = (src_of(&c.0, c.1)?, src_of(&x.0, x.1)?, src_of(&y.0, y.1)?);
                ops::select(&srcs.0, &srcs.1, &srcs.2).map(Value::Array).map_err(|e| e.at(span))
            }
            "sum" | "prod" | "mean" | "var" | "argmax" | "argmin" => self.reduction(name, b, 1),
            "max" | "min" => {
                if let Some(other) = b.get(1) {
                    let op = if name == "max" { Bin::Max } else { Bin::Min };
                    return self.elementwise2(op, b.req(0), other, span);
                }
                self.reduction(name, b, 2)
            }
            "allclose" => {
                let (x, y) = (src_of(&b.req(0).0, b.req(0).1)?, src_of(&b.req(1).0, b.req(1).1)?);
                let rtol = b.get(2).map(|(v, s)| float_of(v, *s)).transpose()?.unwrap_or(1e-5);
                let atol = b.get(3).map(|(v, s)| float_of(v, *s)).transpose()?.unwrap_or(1e-8);
                reduce::allclose(&x, &y, rtol, atol).map(Value::Bool).map_err(|e| e.at(span))
            }
            "max_abs_diff" => {
                let (x, y) = (src_of(&b.req(0).0, b.req(0).1)?, src_of(&b.req(1).0, b.req(1).1)?);
                reduce::max_abs_diff(&x, &y).map(Value::Float).map_err(|e| e.at(span))
            }
            "print" => self.print(b),
            "str" => Ok(super::strings::str_of(b)),
            "format" => super::strings::format_call(b),
            "len" => {
                let (v, s) = b.req(0);
                let n = match v {
                    Value::Tuple(t) => t.len() as i64,
                    Value::List(l) => l.len() as i64,
                    Value::Str(x) => x.chars().count() as i64,
                    Value::Range(a, z, st) => range_len(*a, *z, *st),
                    Value::Array(a) if a.ndim() > 0 => a.shape()[0] as i64,
                    other => {
                        return Err(Fail::at(
                            codes::TYPE_MISMATCH,
                            format!("{} has no length", other.describe()),
                            *s,
                            "here",
                        ))
                    }
                };
                Ok(Value::Int(n))
            }
            "range" => {
                let ints: Vec<i64> = b.rest().map(|(v, s)| int_of(v, *s)).collect::<R<_>>()?;
                let (a, z, st) = match ints[..] {
                    [z] => (0, z, 1),
                    [a, z] => (a, z, 1),
                    [a, z, st] => (a, z, st),
                    _ => {
                        return Err(Fail::at(
                            codes::ARG_COUNT,
                            "`range` takes 1 to 3 arguments",
                            span,
                            "here",
                        ))
                    }
                };
                if st == 0 {
                    return Err(Fail::at(codes::HOST_VALUE, "`range` step cannot be zero", span, "here"));
                }
                Ok(Value::Range(a, z, st))
            }
            "int" | "float" => self.int_float(name, b.req(0)),
            "cdiv" => {
                let (x, y) = (int_of(&b.req(0).0, b.req(0).1)?, int_of(&b.req(1).0, b.req(1).1)?);
                if y == 0 {
                    return Err(Fail::at(codes::INT_DIV_ZERO, "`cdiv` by zero", b.req(1).1, "zero"));
                }
                // Ceiling division as the checker folds it (round up for a positive divisor).
                Ok(Value::Int(x.div_euclid(y) + i64::from(x.rem_euclid(y) != 0)))
            }
            "backend" => Ok(Value::from(crate::runtime::gpu::backend_name(self.rt))),
            "sm_count" => Ok(Value::Int(crate::runtime::gpu::sm_count(self.rt))),
            "trace_launches" => {
                self.rt.trace_launches = match b.get(0) {
                    None => true,
                    Some((v, s)) => bool_of(v, *s)?,
                };
                Ok(Value::None)
            }
            "backends" => Ok(Value::tuple(crate::runtime::gpu::backends(self.rt).iter().map(|b| Value::from(*b)).collect())),
            "tuned" => self.tuned(b),
            "next_pow2" => {
                let n = int_of(&b.req(0).0, b.req(0).1)?;
                let p = tile_lang::sema::next_pow2(n).ok_or_else(|| {
                    Fail::at(codes::HOST_VALUE, format!("`next_pow2({n})` does not fit in a 64-bit integer"), b.req(0).1, "too large")
                        .with_help("the largest power of two an integer holds is 2**62 = 4611686018427387904")
                })?;
                Ok(Value::Int(p))
            }
            "launch" => {
                let spans = crate::runtime::launch::Spans {
                    call: Some(span),
                    kernel: Some(b.req(0).1),
                    grid: Some(b.req(1).1),
                    args: Some(b.req(2).1),
                };
                let (kernel, grid, args) = (&b.req(0).0, &b.req(1).0, &b.req(2).0);
                let backend = match b.get(3) {
                    Some((v, at)) => crate::runtime::launch::backend_arg(v, *at)?,
                    None => None,
                };
                let seqs = (Seq::of(grid), Seq::of(args));
                crate::runtime::launch::launch_seq(&mut self.rt.launcher(), kernel, seqs, &spans, None, 1, backend).once()?;
                Ok(Value::None)
            }
            "time" => Ok(Value::Float(
                std::time::SystemTime::now()
                    .duration_since(std::time::UNIX_EPOCH)
                    .map_or(0.0, |d| d.as_secs_f64()),
            )),
            "bench" => Err(Fail::at(codes::UNSUPPORTED, "`bench` must be called by name", span, "here")),
            _ => Err(Fail::at(
                codes::UNKNOWN_FUNCTION,
                format!("`{name}` is not available in host code"),
                span,
                "here",
            )),
        }
    }

    pub(crate) fn write_out(&mut self, text: &str, span: Span) -> R<()> {
        self.rt
            .out
            .write_all(text.as_bytes())
            .and_then(|()| self.rt.out.flush())
            .map_err(|e| Fail::at(codes::IO_ERROR, format!("cannot write output: {e}"), span, "here"))
    }

    /// `tuned(kernel, shape, dtype)`: the tuner's remembered configuration of the stdlib
    /// kernel `module.name` for this shape and dtype on this GPU and back end, as a tuple of
    /// `(name, value)` pairs; `()` when there is none (and on the CPU).
    fn tuned(&mut self, b: &Bound) -> R<Value> {
        let kernel_name = |found: &str| format!("expected a kernel name such as \"matmul.matmul_grouped\", found {found}");
        let (kernel, kernel_span) = (self.string_arg(b, 0, kernel_name)?, b.req(0).1);
        let Some((module, name)) = kernel.split_once('.') else {
            return Err(Fail::at(codes::HOST_VALUE, format!("`{kernel}` is not `module.kernel`"), kernel_span, "here")
                .with_help("name a stdlib kernel with its module, e.g. \"matmul.matmul_grouped\""));
        };
        let shape = shape_of(&b.req(1).0, b.req(1).1)?;
        let dtype = dtype_of(&b.req(2).0, b.req(2).1)?;
        let config = crate::runtime::gpu::tuned_config(self.rt, module, name, &shape, dtype);
        let pairs = config.into_iter().map(|(n, v)| Value::tuple(vec![Value::str(&n), Value::Int(v)]));
        Ok(Value::tuple(pairs.collect()))
    }

    /// Argument `i` as a string; otherwise a type error whose message `mismatch` makes from
    /// what was found.
    fn string_arg(&self, b: &Bound, i: usize, mismatch: impl Fn(&str) -> String) -> R<String> {
        match b.req(i) {
            (Value::Str(s), _) => Ok(s.to_string()),
            (other, s) => Err(Fail::at(codes::TYPE_MISMATCH, mismatch(&other.describe()), *s, "here")),
        }
    }

    fn path_arg(&self, b: &Bound, i: usize) -> R<String> {
        self.string_arg(b, i, |found| format!("a path is a string, not {found}"))
    }

    /// `max`/`min` of the operands among `args` (the positional ones, then `b=`): of numbers the
    /// first largest or smallest, as Python's; else their elementwise extremum, left to right.
    /// `axis=` or `keepdims=` beside them is `E0221` (the checker reports it first).
    fn extremum_of_several(&mut self, name: &str, args: &[ArgVal<'_>], span: Span) -> R<Value> {
        if let Some(key) = args.iter().find(|a| !is_extremum_operand(a)).and_then(|a| a.name) {
            let message = format!("`{key}=` does not go with several operands of `{name}`: it belongs to the reduction of one operand");
            return Err(Fail::at(codes::CONFLICTING_ARGUMENTS, message, span, "here"));
        }
        let operands: Vec<ArgVal<'_>> = args.iter().filter(|a| a.name.is_none()).chain(args.iter().filter(|a| a.name.is_some())).cloned().collect();
        if operands.iter().all(|a| a.value().num().is_some()) {
            return self.minmax_numbers(name, &operands);
        }
        let op = if name == "max" { Bin::Max } else { Bin::Min };
        let mut acc = operands[0].arg.clone();
        for b in &operands[1..] {
            acc = (self.elementwise2(op, &acc, &b.arg, span)?, b.arg.1);
        }
        Ok(acc.0)
    }

    fn minmax_numbers(&mut self, name: &str, args: &[ArgVal<'_>]) -> R<Value> {
        let mut best = args[0].value().clone();
        for a in &args[1..] {
            let op = if name == "max" { BinOp::Gt } else { BinOp::Lt };
            let (x, y) = (a.value().num().unwrap_or(Num::Int(0)), best.num().unwrap_or(Num::Int(0)));
            if matches!(num_binop(op, x, y), Ok(Value::Bool(true))) {
                best = a.value().clone();
            }
        }
        Ok(best)
    }

    /// `maximum`, `minimum`, `pow` (and two-argument `max`/`min`): on numbers like Python.
    fn elementwise2(&mut self, op: Bin, x: &(Value, Span), y: &(Value, Span), span: Span) -> R<Value> {
        if let (Some(a), Some(b)) = (x.0.num(), y.0.num()) {
            return match op {
                Bin::Pow => num_binop(BinOp::Pow, a, b).map_err(|e| e.at(span)),
                _ => {
                    let pick_a = matches!(
                        num_binop(if op == Bin::Max { BinOp::Ge } else { BinOp::Le }, a, b),
                        Ok(Value::Bool(true))
                    );
                    if a.f64().is_nan() || b.f64().is_nan() {
                        return Ok(Value::Float(f64::NAN));
                    }
                    Ok(if pick_a { x.0.clone() } else { y.0.clone() })
                }
            };
        }
        let (a, b) = (src_of(&x.0, x.1)?, src_of(&y.0, y.1)?);
        ops::binary(op, &a, &b).map(Value::Array).map_err(|e| e.at(span))
    }

    fn math(&mut self, name: &str, b: &Bound) -> R<Value> {
        let op = match name {
            "exp" => Un::Exp,
            "exp2" => Un::Exp2,
            "log" => Un::Log,
            "log2" => Un::Log2,
            "sqrt" => Un::Sqrt,
            "rsqrt" => Un::Rsqrt,
            "sin" => Un::Sin,
            "cos" => Un::Cos,
            "tanh" => Un::Tanh,
            "sigmoid" => Un::Sigmoid,
            "erf" => Un::Erf,
            "abs" => Un::Abs,
            "floor" => Un::Floor,
            _ => Un::Ceil,
        };
        let (v, s) = b.req(0);
        match v {
            Value::Array(a) => ops::unary(op, a).map(Value::Array).map_err(|e| e.at(b.call)),
            Value::Int(i) if matches!(op, Un::Abs | Un::Floor | Un::Ceil) => {
                if op == Un::Abs {
                    i.checked_abs()
                        .map(Value::Int)
                        .ok_or_else(|| Fail::at(codes::HOST_VALUE, "integer overflow", *s, "here"))
                } else {
                    Ok(Value::Int(*i))
                }
            }
            other => Ok(Value::Float(op.f(num_of(other, *s)?.f64()))),
        }
    }

    /// `sum`, `max`, ...: on an array a reduction (`axis` at `ai`, `keepdims` after it); on a
    /// tuple or list of numbers Python's reduction.
    fn reduction(&mut self, name: &str, b: &Bound, ai: usize) -> R<Value> {
        let (v, s) = b.req(0);
        let op = match name {
            "sum" => Red::Sum,
            "prod" => Red::Prod,
            "mean" => Red::Mean,
            "var" => Red::Var,
            "argmax" => Red::ArgMax,
            "argmin" => Red::ArgMin,
            "max" => Red::Max,
            _ => Red::Min,
        };
        let a = match v {
            Value::Array(a) => a.clone(),
            Value::Tuple(_) | Value::List(_) => return self.reduce_sequence(op, v, *s),
            other => match other.num() {
                Some(n) => Array::from_f64(n.default_dtype(), &[], &[n.f64()])
                    .ok_or_else(|| Fail::at(codes::INTERNAL, "scalar array", *s, ""))?,
                None => {
                    return Err(Fail::at(
                        codes::EXPECTED_ARRAY,
                        format!("`{name}` reduces an array, not {}", other.describe()),
                        *s,
                        "here",
                    ))
                }
            },
        };
        let axes = axes_of(b.get(ai))?;
        let keepdims = match b.get(ai + 1) {
            Some((v, s)) => bool_of(v, *s)?,
            None => false,
        };
        match reduce::reduce(&a, op, axes.as_deref(), keepdims).map_err(|e| e.at(b.call))? {
            Reduced::Num(n) => Ok(Value::from_num(n)),
            Reduced::Array(r) => Ok(Value::Array(r)),
        }
    }

    fn reduce_sequence(&mut self, op: Red, v: &Value, span: Span) -> R<Value> {
        let items: Vec<Value> = match v {
            Value::Tuple(t) => t.to_vec(),
            Value::List(l) => l.to_vec(),
            _ => Vec::new(),
        };
        let nums: Vec<Num> = items.iter().map(|i| num_of(i, span)).collect::<R<_>>()?;
        let fold = |bop: BinOp, init: Value| -> R<Value> {
            nums.iter().try_fold(init, |acc, &n| {
                num_binop(bop, acc.num().unwrap_or(Num::Int(0)), n).map_err(|e| e.at(span))
            })
        };
        match op {
            Red::Sum => fold(BinOp::Add, Value::Int(0)),
            Red::Prod => fold(BinOp::Mul, Value::Int(1)),
            Red::Max | Red::Min if nums.is_empty() => {
                Err(Fail::at(codes::HOST_VALUE, "max/min of an empty sequence", span, "empty"))
            }
            Red::Max | Red::Min => {
                let args: Vec<ArgVal<'_>> =
                    items.into_iter().map(|value| ArgVal::new(None, value, span)).collect();
                self.minmax_numbers(if op == Red::Max { "max" } else { "min" }, &args)
            }
            _ => Err(Fail::at(
                codes::EXPECTED_ARRAY,
                format!("`{}` reduces an array; make one with `array(...)`", op.name()),
                span,
                "a sequence",
            )),
        }
    }

    fn int_float(&mut self, name: &str, (v, s): &(Value, Span)) -> R<Value> {
        let v = match v {
            Value::Array(a) if a.size() == 1 => {
                let x = a.to_f64_vec()[0];
                if a.dtype().is_float() {
                    Value::Float(x)
                } else {
                    Value::Int(x as i64)
                }
            }
            Value::Str(t) => {
                let parsed = if name == "int" {
                    t.trim().parse::<i64>().map(Value::Int).ok()
                } else {
                    t.trim().parse::<f64>().map(Value::Float).ok()
                };
                return parsed.ok_or_else(|| {
                    Fail::at(codes::HOST_VALUE, format!("`{t}` is not a valid {name}"), *s, "here")
                });
            }
            other => other.clone(),
        };
        let n = num_of(&v, *s)?;
        if name == "float" {
            return Ok(Value::Float(n.f64()));
        }
        match n {
            Num::Float(f) if !f.is_finite() => Err(Fail::at(
                codes::HOST_VALUE,
                format!("cannot convert {} to an integer", crate::runtime::format::py_float(f)),
                *s,
                "here",
            )),
            Num::Float(f) if f.abs() >= 9.3e18 => {
                Err(Fail::at(codes::HOST_VALUE, "integer overflow: host integers are 64-bit", *s, "here"))
            }
            Num::Float(f) => Ok(Value::Int(f.trunc() as i64)),
            other => Ok(Value::Int(other.i128() as i64)),
        }
    }

    /// `reshape(a, shape)`: a view when `a` is contiguous, else a copy; one size may be -1.
    fn reshape(&mut self, b: &Bound) -> R<Value> {
        let a = array_of(&b.req(0).0, b.req(0).1)?;
        let (sv, ss) = b.req(1);
        let dims: Vec<i64> = match sv {
            Value::Int(n) => vec![*n],
            Value::Tuple(t) => t.iter().map(|d| int_of(d, *ss)).collect::<R<_>>()?,
            Value::List(l) => l.iter().map(|d| int_of(d, *ss)).collect::<R<_>>()?,
            other => {
                return Err(Fail::at(
                    codes::HOST_VALUE,
                    format!("a shape is a tuple of sizes, not {}", other.describe()),
                    *ss,
                    "here",
                ))
            }
        };
        let known: i64 = dims.iter().filter(|&&d| d != -1).product();
        let holes = dims.iter().filter(|&&d| d == -1).count();
        let size = a.size() as i64;
        let shape: Vec<usize> = if holes == 1 && known > 0 && size % known == 0 {
            dims.iter().map(|&d| if d == -1 { (size / known) as usize } else { d as usize }).collect()
        } else if holes == 0 && dims.iter().all(|&d| d >= 0) {
            dims.iter().map(|&d| d as usize).collect()
        } else {
            return Err(Fail::at(
                codes::RESHAPE_SIZE,
                format!("cannot reshape an array of {size} elements into {}", sv.repr()),
                *ss,
                "this shape",
            ));
        };
        if shape.iter().product::<usize>() != a.size() {
            return Err(Fail::at(
                codes::RESHAPE_SIZE,
                format!(
                    "cannot reshape an array of {size} elements into shape {}",
                    crate::runtime::error::shape_str(&shape)
                ),
                *ss,
                "this shape",
            )
            .with_help("the new shape must hold exactly as many elements"));
        }
        match a.reshape_view(&shape) {
            Some(v) => Ok(Value::Array(v)),
            None => {
                let c = ops::copy(&a).map_err(|e| e.at(b.call))?;
                Ok(Value::Array(c.reshape_view(&shape).expect("copies are contiguous")))
            }
        }
    }

    /// `array(data, dtype=)`: nested lists/tuples of numbers, a number, or an array (copied).
    fn array_literal(&mut self, b: &Bound) -> R<Value> {
        let (v, s) = b.req(0);
        let dtype = opt_dtype(b, 1)?;
        if let Value::Array(a) = v {
            let d = dtype.unwrap_or(a.dtype());
            return ops::astype(a, d).map(Value::Array).map_err(|e| e.at(*s));
        }
        let mut shape = Vec::new();
        let mut flat = Vec::new();
        flatten(v, 0, &mut shape, &mut flat, *s)?;
        let default = flat.iter().fold(DType::Bool, |acc, n| {
            let d = match n {
                Num::Bool(_) => DType::Bool,
                Num::Int(_) => DType::I64,
                Num::Float(_) => DType::F32,
            };
            tile_lang::sema::rules::promote(acc, d).unwrap_or(DType::F32)
        });
        let dtype = dtype.unwrap_or(if flat.is_empty() { DType::F32 } else { default });
        let out = Array::zeros(dtype, &shape);
        let mut g = out.storage.lock().map_err(|e| OpError::from(e).at(*s))?;
        if flat.iter().any(|n| matches!(n, Num::Float(_))) {
            let vals: Vec<f64> = flat.iter().map(|n| n.f64()).collect();
            crate::runtime::elem::write_f64(&mut g, dtype, 0, 1, &vals);
        } else {
            let vals: Vec<i128> = flat.iter().map(|n| n.i128()).collect();
            crate::runtime::elem::write_i128(&mut g, dtype, 0, 1, &vals);
        }
        drop(g);
        Ok(Value::Array(out))
    }

    /// `bench(expr, repeat=10, warmup=1)`: evaluates `expr` `warmup` times untimed, then
    /// `repeat` times timed; prints and returns the median time in seconds.
    /// Evaluates `e` and waits for the GPU work it queued: what `bench` times is the work done,
    /// not only the time to queue it (a launch returns before its kernel has run).
    fn eval_and_wait(&mut self, e: &tile_lang::syntax::ast::Expr) -> R<Value> {
        let v = self.eval(e);
        crate::runtime::gpu::finish(self.rt, v)
    }

    /// One timed run on the GPU: device time from before the expression's first queued
    /// operation to after its last.
    fn time_on_device(
        &mut self,
        timer: &mut crate::runtime::gpu::DeviceTimer,
        e: &tile_lang::syntax::ast::Expr,
        span: Span,
    ) -> R<f64> {
        let failed = |f: tile_launch::device::GpuFail| Fail::at(codes::LAUNCH_FAILED, format!("timing on the GPU failed: {f}"), span, "here");
        timer.start().map_err(failed)?;
        let v = self.eval(e);
        let stopped = timer.stop();
        crate::runtime::gpu::finish(self.rt, v)?;
        stopped.map_err(failed)?;
        timer.seconds().map_err(failed)
    }

    /// Evaluates `e` `warmup` times; on a GPU (`device`) with `warmup >= 1`, more times until
    /// [`GPU_WARMUP`] has passed since the first run ended (at most [`MAX_WARMUP_RUNS`]
    /// runs), so that a GPU that idled is up to speed before the timed runs: after 0.5 s idle,
    /// the slowest of 20 runs of an 18 µs GEMM took 60-93 µs without it and 19-24 µs with it
    /// (H100). The clock starts after the first run because that run may compile the kernel,
    /// a second or more with the GPU idle: counted from the start, a compiling run used up the
    /// whole warm-up, and the first timed run of a new 18 µs GEMM took 0.65-1.07 ms
    /// (bench/results/2026-11-27-h100-bench-first-run).
    fn warm_up(&mut self, e: &tile_lang::syntax::ast::Expr, warmup: i64, device: bool) -> R<()> {
        let mut first_ended: Option<std::time::Instant> = None;
        let mut runs = 0;
        while another_warm_up_run(runs, warmup, device, first_ended.map(|t| t.elapsed())) {
            self.eval_and_wait(e)?;
            runs += 1;
            first_ended.get_or_insert_with(std::time::Instant::now);
        }
        Ok(())
    }

    pub(crate) fn bench(&mut self, args: &[Arg], span: Span) -> R<Value> {
        let Some(target) = args.iter().find(|a| a.name.is_none()) else {
            return Err(Fail::at(
                codes::MISSING_ARGUMENT,
                "`bench` needs an expression to time",
                span,
                "missing",
            )
            .with_help("`bench(launch(k, grid=g, args=a), repeat=20)`"));
        };
        let mut repeat = 10;
        let mut warmup = 1;
        let mut flush = true;
        let mut label = None;
        for a in args.iter().filter(|a| a.name.is_some()) {
            let n = a.name.as_ref().map_or("", |n| n.name.as_str());
            let v = self.eval(&a.value)?;
            if n == "flush" {
                flush = super::truth_of(&v, a.value.span)?;
                continue;
            }
            if n == "label" {
                let Value::Str(text) = v else {
                    return Err(Fail::at(codes::HOST_VALUE, format!("`label` must be a string, not {}", v.describe()), a.value.span, "here")
                        .with_help("`bench(gemm(a, b, c), label=f\"gemm {M}x{N}x{K}\")`"));
                };
                label = Some(text.to_string());
                continue;
            }
            let k = int_of(&v, a.value.span)?;
            match n {
                "repeat" if k >= 1 => repeat = k,
                "warmup" if k >= 0 => warmup = k,
                "repeat" | "warmup" => {
                    return Err(Fail::at(
                        codes::HOST_VALUE,
                        format!("`{n}` must be positive"),
                        a.value.span,
                        "here",
                    ))
                }
                other => {
                    return Err(Fail::at(
                        codes::UNKNOWN_KEYWORD,
                        format!("`bench` has no parameter `{other}`"),
                        a.span,
                        "unknown keyword",
                    )
                    .with_help("`bench(expr, repeat=10, warmup=1, flush=True, label=\"...\")`"))
                }
            }
        }
        let mut timer = match crate::runtime::gpu::DeviceTimer::new(self.rt, flush) {
            Some(t) => Some(t.map_err(|f| Fail::at(codes::LAUNCH_FAILED, format!("cannot time on the GPU: {f}"), span, "here"))?),
            None => None,
        };
        self.warm_up(&target.value, warmup, timer.is_some())?;
        let mut times = Vec::with_capacity(repeat as usize);
        for _ in 0..repeat {
            times.push(match &mut timer {
                Some(t) => self.time_on_device(t, &target.value, span)?,
                None => {
                    let t = std::time::Instant::now();
                    self.eval_and_wait(&target.value)?;
                    t.elapsed().as_secs_f64()
                }
            });
        }
        times.sort_by(f64::total_cmp);
        let median = if times.len() % 2 == 1 {
            times[times.len() / 2]
        } else {
            (times[times.len() / 2 - 1] + times[times.len() / 2]) / 2.0
        };
        let device = timer.as_ref().map(crate::runtime::gpu::DeviceTimer::device_name);
        let timing = match (timer.is_some(), flush) {
            (true, true) => "CUDA events, cold L2",
            (true, false) => "CUDA events, warm L2",
            _ => "host clock",
        };
        let clock = device.as_ref().map_or(timing.to_string(), |d| format!("{d}, {timing}"));
        let named = label.as_deref().map_or(String::new(), |l| format!(" {l}"));
        let line = format!(
            "bench{named} ({clock}): median {} over {repeat} runs (min {}, max {})\n",
            crate::runtime::human_time(median),
            crate::runtime::human_time(times[0]),
            crate::runtime::human_time(times[times.len() - 1])
        );
        self.write_out(&line, span)?;
        let label = label.unwrap_or_else(|| self.rt.sources.snippet(target.value.span).trim().to_string());
        self.rt.bench_log.push(crate::runtime::BenchResult {
            label,
            median_s: median,
            min_s: times[0],
            max_s: times[times.len() - 1],
            runs: u32::try_from(repeat).unwrap_or(u32::MAX),
            device,
            clock: timing.to_string(),
        });
        Ok(Value::Float(median))
    }
}

/// Flattens nested lists/tuples of numbers, checking they are rectangular.
fn flatten(v: &Value, depth: usize, shape: &mut Vec<usize>, out: &mut Vec<Num>, span: Span) -> R<()> {
    let items: &[Value] = match v {
        Value::Tuple(t) => t,
        Value::List(l) => l,
        other => {
            if depth < shape.len() {
                return Err(ragged(span));
            }
            let n = other.num().ok_or_else(|| {
                Fail::at(
                    codes::TYPE_MISMATCH,
                    format!("arrays hold numbers, not {}", other.describe()),
                    span,
                    "in this data",
                )
            })?;
            out.push(n);
            return Ok(());
        }
    };
    if depth == shape.len() {
        if !out.is_empty() {
            return Err(ragged(span));
        }
        shape.push(items.len());
    } else if shape[depth] != items.len() {
        return Err(ragged(span));
    }
    for i in items {
        flatten(i, depth + 1, shape, out, span)?;
    }
    Ok(())
}

fn ragged(span: Span) -> Fail {
    Fail::at(codes::HOST_VALUE, "nested lists of different lengths do not make an array", span, "ragged data")
        .with_help("every row must have the same number of elements")
}

/// Whether a `max`/`min` argument is an operand: positional, or the second operand by name.
fn is_extremum_operand(a: &ArgVal<'_>) -> bool {
    a.name.is_none_or(|n| n == "b")
}

/// Whether `args` of `max`/`min` are several operands: two or more, and no keyword but `b`,
/// `axis` and `keepdims` (the checker's `several_operands`; an unknown keyword is left to
/// binding, which reports it).
fn several_operands(args: &[ArgVal<'_>]) -> bool {
    let known = args.iter().filter_map(|a| a.name).all(|n| matches!(n, "b" | "axis" | "keepdims"));
    known && args.iter().filter(|a| is_extremum_operand(a)).count() >= 2
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn the_gpu_warm_up_clock_starts_after_the_first_run() {
        // Before the first run ends there is no clock: a run that compiled for a second
        // still leaves the whole warm-up to come.
        assert!(another_warm_up_run(0, 1, true, None));
        assert!(another_warm_up_run(1, 1, true, Some(Duration::from_millis(1))));
        assert!(!another_warm_up_run(7, 1, true, Some(GPU_WARMUP)));
        assert!(!another_warm_up_run(MAX_WARMUP_RUNS, 1, true, Some(Duration::ZERO)));
    }

    #[test]
    fn on_the_host_or_with_no_warm_up_only_the_asked_runs_happen() {
        assert!(another_warm_up_run(1, 2, false, Some(Duration::ZERO)));
        assert!(!another_warm_up_run(2, 2, false, Some(Duration::ZERO)));
        assert!(!another_warm_up_run(0, 0, true, None));
    }
}
