//! Kernel builtins: what each one accepts, what it returns, and the TIR it lowers to.
//!
//! Every builtin is declared once in [`KERNEL_BUILTINS`] with its parameter list; calls bind
//! their arguments through [`super::args::bind`], so arity and keyword errors read the same
//! for every builtin. Arguments that must be compile-time constants (shapes, axes, dtypes)
//! are checked here, with the Tile IR rules (power-of-two dimensions) applied at the point
//! where a shape is written.

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::{Arg, Expr};
use crate::tir::{shape_str, BinaryOp, LoadHints, MemoryOrder, OpKind, Padding, ReduceKind, ScanKind, TileType, UnaryOp, Value};

use super::args;
use super::kernel::{Elab, Reported, R};
use super::rules;
use super::value::{ArrayVal, Rounding, Val};

/// The largest number of elements a tile may have.
pub const MAX_TILE_ELEMENTS: u64 = 1 << 24;

/// Every kernel builtin with its parameters (`name=` optional, `*name` variadic).
pub const KERNEL_BUILTINS: &[(&str, &[&str])] = &[
    ("bid", &["axis"]),
    ("num_blocks", &["axis"]),
    ("num_tiles", &["array", "axis", "shape"]),
    ("cdiv", &["a", "b"]),
    ("load", &["array", "index", "shape", "padding=", "latency=", "allow_tma=", "order="]),
    ("store", &["array", "index", "tile"]),
    ("atomic_add", &["array", "index", "tile", "memory_order="]),
    ("mma", &["a", "b", "acc"]),
    ("full", &["shape", "value", "dtype="]),
    ("zeros", &["shape", "dtype="]),
    ("ones", &["shape", "dtype="]),
    ("arange", &["n", "dtype="]),
    ("sum", &["x", "axis=", "keepdims="]),
    ("prod", &["x", "axis=", "keepdims="]),
    ("max", &["x", "y=", "axis=", "keepdims="]),
    ("min", &["x", "y=", "axis=", "keepdims="]),
    ("argmax", &["x", "axis=", "keepdims="]),
    ("argmin", &["x", "axis=", "keepdims="]),
    ("cumsum", &["x", "axis=", "reverse="]),
    ("cumprod", &["x", "axis=", "reverse="]),
    ("exp", &["x"]),
    ("exp2", &["x", "flush_to_zero="]),
    ("truediv", &["x", "y", "rounding=", "flush_to_zero="]),
    ("log", &["x"]),
    ("log2", &["x"]),
    ("sqrt", &["x"]),
    ("rsqrt", &["x"]),
    ("sin", &["x"]),
    ("cos", &["x"]),
    ("tan", &["x"]),
    ("tanh", &["x"]),
    ("sigmoid", &["x"]),
    ("erf", &["x"]),
    ("abs", &["x"]),
    ("floor", &["x"]),
    ("ceil", &["x"]),
    ("pow", &["x", "y"]),
    ("minimum", &["x", "y"]),
    ("maximum", &["x", "y"]),
    ("where", &["cond", "x", "y"]),
    ("astype", &["x", "dtype"]),
    ("reshape", &["x", "shape"]),
    ("permute", &["x", "axes"]),
    ("transpose", &["x", "axis0=", "axis1="]),
    ("expand_dims", &["x", "axis"]),
    ("broadcast_to", &["x", "shape"]),
    ("cat", &["tiles", "axis="]),
    ("extract", &["x", "index", "shape"]),
    ("static_assert", &["cond", "message="]),
    ("print", &["*args"]),
    ("len", &["x"]),
    ("range", &["*args"]),
];

/// What a name means when nothing local or global shadows it.
pub(crate) fn builtin_value(name: &str) -> Option<Val> {
    if let Some(d) = super::spec::scalar_alias(name) {
        return Some(Val::DType(d));
    }
    if let Some(p) = Padding::from_name(name) {
        return Some(Val::Padding(p));
    }
    if let Some(r) = Rounding::from_name(name) {
        return Some(Val::Rounding(r));
    }
    if let Some(o) = MemoryOrder::from_name(name) {
        return Some(Val::MemoryOrder(o));
    }
    match name {
        "inf" => return Some(Val::Float(f64::INFINITY)),
        "pi" => return Some(Val::Float(std::f64::consts::PI)),
        _ => {}
    }
    KERNEL_BUILTINS.iter().find(|(n, _)| *n == name).map(|(n, _)| Val::Builtin(n))
}

fn params_of(name: &str) -> &'static [&'static str] {
    KERNEL_BUILTINS.iter().find(|(n, _)| *n == name).map_or(&[], |(_, p)| p)
}

/// An evaluated argument with its span.
type A = (Val, Span);

impl<'u, 'a> Elab<'u, 'a> {
    pub fn call(&mut self, func: &Expr, args: &[Arg], span: Span) -> R<Val> {
        if let crate::syntax::ast::ExprKind::Name(n) = &func.kind
            && !self.is_defined(n)
        {
            return Err(self.unknown_function(n, func.span));
        }
        let callee = self.expr(func)?;
        match callee {
            Val::Builtin(name) => self.builtin(name, args, span),
            Val::Func(f) => {
                let mut evaluated = Vec::new();
                for a in args {
                    let v = self.expr(&a.value)?;
                    evaluated.push((a.name.as_ref().map(|n| n.name.clone()), v, a.value.span));
                }
                self.call_def(f, evaluated, span)
            }
            Val::DType(d) if args.len() == 1 && args[0].name.is_none() => {
                let x = self.expr(&args[0].value)?;
                self.astype((x, args[0].value.span), d, span)
            }
            Val::Poison => Err(Reported),
            other => Err(self.error(
                Diagnostic::error(codes::NOT_CALLABLE, format!("{} is not callable", other.describe()))
                    .with_label(func.span, "called here"),
            )),
        }
    }

    fn unknown_function(&mut self, name: &str, span: Span) -> Reported {
        if super::host::is_host_builtin(name) {
            return self.lookup(name, span).err().unwrap_or(Reported);
        }
        let mut candidates: Vec<&str> = KERNEL_BUILTINS.iter().map(|b| b.0).collect();
        candidates.extend(self.unit.modules[self.module.0].scope.keys().map(String::as_str));
        let d = Diagnostic::error(codes::UNKNOWN_FUNCTION, format!("there is no function named `{name}`"))
            .with_label(span, "unknown function");
        let d = match args::closest(name, candidates.into_iter()) {
            Some(s) => d.with_help(format!("did you mean `{s}`?")),
            None => d.with_help("kernel builtins are listed in docs/language.md §6; functions must be defined with `def` at the top level"),
        };
        self.error(d)
    }

    fn builtin(&mut self, name: &'static str, call_args: &[Arg], span: Span) -> R<Val> {
        if matches!(name, "max" | "min")
            && let Some(call) = several_operands(call_args, "y")
        {
            return self.extremum_of_several(name, call, span);
        }
        let specs = args::specs(params_of(name));
        let Some(bound) = args::bind(name, &specs, call_args, span, &mut self.diags) else {
            return Err(Reported);
        };
        if name == "static_assert" {
            return self.static_assert(bound.get(0), bound.get(1), span);
        }
        let mut vals: Vec<Option<A>> = Vec::new();
        for slot in &bound.slots {
            vals.push(match slot {
                Some(a) => Some((self.expr(&a.value)?, a.value.span)),
                None => None,
            });
        }
        let mut rest: Vec<A> = Vec::new();
        for a in &bound.rest {
            rest.push((self.expr(&a.value)?, a.value.span));
        }
        // An argument derived from an error (or from a parameter a check at the definition
        // leaves unbound) was reported already, or cannot be judged: say nothing more.
        if vals.iter().flatten().chain(&rest).any(|(v, _)| v.is_poisoned()) {
            return Err(Reported);
        }
        let arg = |i: usize| vals[i].clone().expect("required argument bound");
        match name {
            "bid" | "num_blocks" => {
                let axis = self.const_axis(&arg(0), 3)?;
                let kind =
                    if name == "bid" { OpKind::BlockId(axis as u8) } else { OpKind::NumBlocks(axis as u8) };
                let t = TileType::scalar(DType::I32);
                Ok(Val::Tile(self.emit1(kind, &[], t.clone(), span), t))
            }
            "cdiv" => self.cdiv(arg(0), arg(1), span),
            "num_tiles" => {
                let a = self.array_arg(&arg(0))?;
                let axis = self.const_axis(&arg(1), a.rank)?;
                let shape = self.const_shape(&arg(2), "a tile shape")?;
                if shape.len() != a.rank {
                    return Err(self.shape_rank_error(&a, &shape, arg(2).1));
                }
                let dim = self.array_dim(&a, axis, span);
                self.cdiv((dim, span), (Val::Int(i64::from(shape[axis])), arg(2).1), span)
            }
            "load" => {
                let hints = self.load_hints(vals[4].as_ref(), vals[5].as_ref())?;
                self.load(&arg(0), &arg(1), &arg(2), vals[3].clone(), hints, vals[6].as_ref(), span)
            }
            "store" => self.store(&arg(0), &arg(1), &arg(2), None, span),
            "atomic_add" => {
                let order = self.memory_order(vals[3].as_ref())?;
                self.store(&arg(0), &arg(1), &arg(2), Some(order), span)
            }
            "mma" => self.mma(arg(0), arg(1), arg(2), span),
            "full" => {
                let shape = self.const_shape(&arg(0), "a tile shape")?;
                self.full(&shape, arg(1), vals[2].clone(), span)
            }
            "zeros" | "ones" => {
                let shape = self.const_shape(&arg(0), "a tile shape")?;
                let v = Val::Int(i64::from(name == "ones"));
                let dtype = vals[1].clone().or(Some((Val::DType(DType::F32), span)));
                self.full(&shape, (v, span), dtype, span)
            }
            "arange" => self.arange(arg(0), vals[1].clone(), span),
            "sum" | "prod" | "argmax" | "argmin" => {
                let kind = ReduceKind::from_name(name).expect("reduction name");
                self.reduce(kind, arg(0), vals[1].clone(), vals[2].clone(), span)
            }
            "max" | "min" => {
                let kind = if name == "max" { ReduceKind::Max } else { ReduceKind::Min };
                self.reduce(kind, arg(0), vals[2].clone(), vals[3].clone(), span)
            }
            "cumsum" | "cumprod" => {
                let kind = if name == "cumsum" { ScanKind::Sum } else { ScanKind::Prod };
                self.scan(kind, arg(0), vals[1].clone(), vals[2].clone(), span)
            }
            "pow" => self.elementwise2(BinaryOp::Pow, arg(0), arg(1), span, name),
            "minimum" => self.elementwise2(BinaryOp::Min, arg(0), arg(1), span, name),
            "maximum" => self.elementwise2(BinaryOp::Max, arg(0), arg(1), span, name),
            "where" => self.select(arg(0), arg(1), arg(2), span),
            "astype" => {
                let d = self.const_dtype(&arg(1))?;
                self.astype(arg(0), d, span)
            }
            "reshape" => self.reshape(arg(0), &arg(1), span),
            "permute" => self.permute(arg(0), &arg(1), span),
            "transpose" => self.transpose(arg(0), vals[1].clone(), vals[2].clone(), span),
            "expand_dims" => self.expand_dims(arg(0), &arg(1), span),
            "broadcast_to" => self.broadcast_to(arg(0), &arg(1), span),
            "cat" => self.cat(&arg(0), vals[1].clone(), span),
            "extract" => self.extract(arg(0), &arg(1), &arg(2), span),
            "print" => self.device_print(&rest, span),
            "len" => self.len(arg(0), span),
            "range" => Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, "`range` can only be iterated by a `for` loop")
                    .with_label(span, "used as a value")
                    .with_help("write `for i in range(...):`"),
            )),
            "truediv" => self.truediv(arg(0), arg(1), vals[2].clone(), vals[3].clone(), span),
            "exp2" => {
                let op = match vals[1].clone() {
                    None | Some((Val::Bool(false), _)) => UnaryOp::Exp2,
                    Some((Val::Bool(true), _)) => UnaryOp::Exp2Ftz,
                    Some(other) => return Err(self.not_constant(&other.0, other.1, "`flush_to_zero`")),
                };
                self.unary_math(op, arg(0), span)
            }
            _ => match UnaryOp::from_name(name) {
                Some(op) => self.unary_math(op, arg(0), span),
                None => Err(self.error(
                    Diagnostic::internal(format!("builtin `{name}` has no implementation"))
                        .with_label(span, "called here"),
                )),
            },
        }
    }

    // ----- argument helpers ----------------------------------------------------------------

    fn const_axis(&mut self, a: &A, rank: usize) -> R<usize> {
        match a.0 {
            Val::Int(i) => {
                let r = rank as i64;
                if i < -r || i >= r {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::AXIS_RANGE,
                            format!("axis {i} is out of range for rank {rank}"),
                        )
                        .with_label(a.1, format!("valid axes are 0..{rank} (or -{rank}..-1)")),
                    ));
                }
                Ok(if i < 0 { (i + r) as usize } else { i as usize })
            }
            Val::Poison => Err(Reported),
            ref other => Err(self.not_constant(other, a.1, "an axis")),
        }
    }

    fn not_constant(&mut self, v: &Val, span: Span, what: &str) -> Reported {
        if let Val::Poison = v {
            return Reported;
        }
        let why = match v {
            Val::Tile(..) => format!("this is {}, known only when the kernel runs", v.describe()),
            _ => format!("this is {}", v.describe()),
        };
        self.error(
            Diagnostic::error(codes::NOT_CONSTANT, format!("{what} must be a compile-time constant"))
                .with_label(span, why)
                .with_help("use literals, `const` parameters or arithmetic on them; tile shapes cannot depend on run-time values"),
        )
    }

    fn const_dtype(&mut self, a: &A) -> R<DType> {
        match a.0 {
            Val::DType(d) => Ok(d),
            Val::Poison => Err(Reported),
            ref other => Err(self.error(
                Diagnostic::error(codes::TYPE_MISMATCH, "expected a dtype")
                    .with_label(a.1, format!("this is {}", other.describe()))
                    .with_help("write a dtype such as `f32`, `bf16` or `x.dtype`"),
            )),
        }
    }

    /// A constant tile shape: positive powers of two, not too many elements.
    pub fn const_shape(&mut self, a: &A, what: &str) -> R<Vec<u32>> {
        let items: Vec<Val> = match &a.0 {
            Val::Tuple(t) => t.to_vec(),
            Val::Int(_) => vec![a.0.clone()],
            Val::Poison => return Err(Reported),
            other => {
                return Err(self.error(
                    Diagnostic::error(codes::BAD_SHAPE, format!("{what} must be a tuple of integers"))
                        .with_label(a.1, format!("this is {}", other.describe()))
                        .with_help("write e.g. `(64, 32)`"),
                ));
            }
        };
        let mut shape = Vec::new();
        for v in items {
            match v {
                Val::Int(d) if d > 0 && d <= i64::from(u32::MAX) => {
                    if !rules::is_power_of_two(d) {
                        let up = (d as u64).next_power_of_two();
                        return Err(self.error(
                            Diagnostic::error(codes::NOT_POWER_OF_TWO, format!("tile dimension {d} is not a power of two"))
                                .with_label(a.1, format!("{what} {}", show_shape_val(&a.0)))
                                .with_note("CUDA Tile IR requires every tile dimension to be a power of two")
                                .with_help(format!("use {up} (or {}) and let padding and masking handle the edge: partial tiles are fine", up / 2)),
                        ));
                    }
                    shape.push(d as u32);
                }
                Val::Int(d) => {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_SHAPE, format!("tile dimension {d} must be positive"))
                            .with_label(a.1, format!("{what} {}", show_shape_val(&a.0))),
                    ));
                }
                Val::Tile(..) => return Err(self.not_constant(&v, a.1, what)),
                Val::Poison => return Err(Reported),
                other => {
                    return Err(self.error(
                        Diagnostic::error(codes::BAD_SHAPE, format!("{what} must contain integers"))
                            .with_label(a.1, format!("contains {}", other.describe())),
                    ));
                }
            }
        }
        let n: u64 = shape.iter().map(|&d| u64::from(d)).product();
        if n > MAX_TILE_ELEMENTS {
            return Err(self.error(
                Diagnostic::error(
                    codes::TILE_TOO_LARGE,
                    format!(
                        "a tile of shape {} has {n} elements, more than the limit of {MAX_TILE_ELEMENTS}",
                        shape_str(&shape)
                    ),
                )
                .with_label(a.1, "too large")
                .with_help("use smaller tiles and loop over the data"),
            ));
        }
        Ok(shape)
    }

    fn array_arg(&mut self, a: &A) -> R<std::rc::Rc<ArrayVal>> {
        match &a.0 {
            Val::Array(arr) => Ok(arr.clone()),
            Val::Poison => Err(Reported),
            other => Err(self.error(
                Diagnostic::error(codes::EXPECTED_ARRAY, "expected an array (a kernel parameter)")
                    .with_label(a.1, format!("this is {}", other.describe()))
                    .with_help("loads and stores take the array parameter itself, e.g. `load(A, ...)`"),
            )),
        }
    }

    fn shape_rank_error(&mut self, a: &ArrayVal, shape: &[u32], span: Span) -> Reported {
        self.error(
            Diagnostic::error(
                codes::SHAPE_RANK,
                format!(
                    "tile shape {} has rank {} but `{}` has rank {}",
                    shape_str(shape),
                    shape.len(),
                    a.name,
                    a.rank
                ),
            )
            .with_label(span, format!("rank {}", shape.len()))
            .with_help(format!("give one tile dimension per array dimension ({} in all)", a.rank)),
        )
    }

    /// Tile indices: one integer scalar per array dimension, as `i32` values.
    fn tile_index(&mut self, idx: &A, rank: usize, what: &str, span: Span) -> R<Vec<Value>> {
        let items: Vec<Val> = match &idx.0 {
            Val::Tuple(t) => t.to_vec(),
            v => vec![v.clone()],
        };
        if items.len() != rank {
            return Err(self.error(
                Diagnostic::error(
                    codes::INDEX_RANK,
                    format!(
                        "the tile index has {} coordinate{} but {what} has rank {rank}",
                        items.len(),
                        if items.len() == 1 { "" } else { "s" }
                    ),
                )
                .with_label(idx.1, format!("{} coordinates", items.len()))
                .with_help(format!(
                    "give one tile coordinate per dimension, e.g. `index=({})`",
                    (0..rank).map(|i| format!("i{i}")).collect::<Vec<_>>().join(", ")
                        + if rank == 1 { "," } else { "" }
                )),
            ));
        }
        let i32t = TileType::scalar(DType::I32);
        let mut out = Vec::new();
        for v in items {
            self.expect_int_scalar(&v, idx.1, "a tile index")?;
            out.push(match v {
                Val::Tile(value, t) => self.cast(value, &t, DType::I32, span),
                c => self.coerce_to(&c, &i32t, idx.1)?,
            });
        }
        Ok(out)
    }

    fn padding(&mut self, a: &A) -> R<Padding> {
        let p = match a.0 {
            Val::Padding(p) => Some(p),
            Val::Int(0) => Some(Padding::Zero),
            Val::Float(0.0) => Some(Padding::Zero),
            Val::Float(f) if f == f64::NEG_INFINITY => Some(Padding::NegInf),
            Val::Float(f) if f == f64::INFINITY => Some(Padding::PosInf),
            Val::Float(f) if f.is_nan() => Some(Padding::Nan),
            Val::None => Some(Padding::Undetermined),
            Val::Poison => return Err(Reported),
            _ => None,
        };
        p.ok_or_else(|| {
            self.error(
                Diagnostic::error(
                    codes::BAD_PADDING,
                    "padding must be one of zero, neg_inf, pos_inf, nan, undetermined",
                )
                .with_label(a.1, format!("this is {}", a.0.describe()))
                .with_help("e.g. `padding=neg_inf` for a maximum, `padding=zero` for a sum"),
            )
        })
    }

    // ----- grid and memory -----------------------------------------------------------------

    fn cdiv(&mut self, a: A, b: A, span: Span) -> R<Val> {
        if let (Val::Int(x), Val::Int(y)) = (&a.0, &b.0) {
            if *y == 0 {
                return Err(self.error(
                    Diagnostic::error(codes::CONST_DIV_ZERO, "`cdiv` by zero")
                        .with_label(b.1, "this is zero"),
                ));
            }
            let q = x.div_euclid(*y) + i64::from(x.rem_euclid(*y) != 0);
            return Ok(Val::Int(q));
        }
        if matches!(b.0, Val::Int(0)) {
            return Err(self.error(
                Diagnostic::error(codes::INT_DIV_ZERO, "`cdiv` by zero").with_label(b.1, "this is zero"),
            ));
        }
        self.expect_int_scalar(&a.0, a.1, "`cdiv`'s operand")?;
        self.expect_int_scalar(&b.0, b.1, "`cdiv`'s operand")?;
        let ty = self.combine((&a.0, a.1), (&b.0, b.1), span, "`cdiv`")?;
        let x = self.operand_as(&a.0, &ty, a.1)?;
        let y = self.operand_as(&b.0, &ty, b.1)?;
        Ok(Val::Tile(self.emit1(OpKind::Binary(BinaryOp::CeilDiv), &[x, y], ty.clone(), span), ty))
    }

    /// `latency=` (1 to 10) and `allow_tma=` of a `load`: compile-time values, checked like
    /// `@hints` values (E0306, E0307).
    fn load_hints(&mut self, latency: Option<&A>, allow_tma: Option<&A>) -> R<LoadHints> {
        let mut hints = LoadHints::default();
        if let Some((v, at)) = latency {
            hints.latency = Some(match v {
                Val::Int(n) if (1..=10).contains(n) => *n as u8,
                Val::Int(n) => {
                    return Err(self.error(
                        Diagnostic::error(codes::HINT_RANGE, format!("`latency={n}` is outside 1 to 10"))
                            .with_label(*at, "this latency")
                            .with_help("1 is a load expected to hit in cache, 10 one from far memory; the compiler issues long ones earlier"),
                    ))
                }
                other => return Err(self.bad_load_hint(other, *at, "`latency` takes a compile-time integer from 1 to 10")),
            });
        }
        if let Some((v, at)) = allow_tma {
            hints.allow_tma = Some(match v {
                Val::Bool(b) => *b,
                other => return Err(self.bad_load_hint(other, *at, "`allow_tma` takes `True` or `False`")),
            });
        }
        Ok(hints)
    }

    /// `truediv(x, y)` is `x / y`; `truediv(x, y, rounding=approx, flush_to_zero=True)` the
    /// GPU's fast division (f32, within 2 ulp, subnormals flushed), for floats of at most 32
    /// bits. Other combinations are refused rather than silently run another way.
    fn truediv(&mut self, x: A, y: A, rounding: Option<A>, ftz: Option<A>, span: Span) -> R<Val> {
        let rounding = match rounding {
            None => Rounding::NearestEven,
            Some((Val::Rounding(r), _)) => r,
            Some(other) => {
                return Err(self.not_constant(&other.0, other.1, "`rounding` (`nearest_even` or `approx`)"))
            }
        };
        let ftz = match ftz {
            None | Some((Val::Bool(false), _)) => false,
            Some((Val::Bool(true), _)) => true,
            Some(other) => return Err(self.not_constant(&other.0, other.1, "`flush_to_zero`")),
        };
        match (rounding, ftz) {
            (Rounding::NearestEven, false) => self.binary(crate::syntax::ast::BinOp::Div, x, y, span),
            (Rounding::Approx, true) => {
                if !matches!(x.0, Val::Tile(..)) && !matches!(y.0, Val::Tile(..)) {
                    // Constants divide exactly, as the CPU does.
                    return self.binary(crate::syntax::ast::BinOp::Div, x, y, span);
                }
                let ty = self.combine((&x.0, x.1), (&y.0, y.1), span, "`truediv`")?;
                self.check_binary_dtype(BinaryOp::DivApproxFtz, &ty, (&x, &y), span, "truediv")?;
                let a = self.operand_as(&x.0, &ty, x.1)?;
                let b = self.operand_as(&y.0, &ty, y.1)?;
                Ok(Val::Tile(self.emit1(OpKind::Binary(BinaryOp::DivApproxFtz), &[a, b], ty.clone(), span), ty))
            }
            (r, f) => Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, format!("`truediv` with rounding={} and flush_to_zero={} is not supported", r.name(), if f { "True" } else { "False" }))
                    .with_label(span, "here")
                    .with_help("use `rounding=approx, flush_to_zero=True` (the GPU's fast division) or neither (IEEE division, as `/`)"),
            )),
        }
    }

    fn bad_load_hint(&mut self, v: &Val, at: Span, what: &str) -> Reported {
        if let Val::Poison = v {
            return Reported;
        }
        self.error(Diagnostic::error(codes::BAD_HINT, what.to_string()).with_label(at, format!("this is {}", v.describe())))
    }

    /// `order=` of a `load`: `'C'` (the array's own order), `'F'` (axes reversed) or a
    /// permutation of the array's axes; `None` for the array's own order.
    fn load_order(&mut self, order: &A, a: &ArrayVal) -> R<Option<smallvec::SmallVec<[u8; 4]>>> {
        let rank = a.rank;
        let perm: Vec<i64> = match &order.0 {
            Val::Str(s) if &**s == "C" => return Ok(None),
            Val::Str(s) if &**s == "F" => (0..rank as i64).rev().collect(),
            Val::Tuple(items) => items.iter().map(|i| if let Val::Int(a) = i { *a } else { -999 }).collect(),
            Val::Poison => return Err(Reported),
            Val::Str(s) => {
                return Err(self.error(
                    Diagnostic::error(codes::BAD_PERMUTATION, format!("order '{s}' is neither 'C' nor 'F'"))
                        .with_label(order.1, "an unknown order")
                        .with_help("'C' reads the array in its own axis order, 'F' with its axes reversed; a tuple such as (0, 2, 1) permutes them"),
                ))
            }
            other => return Err(self.not_constant(other, order.1, "an axis order (`'C'`, `'F'` or a permutation of the array's axes)")),
        };
        if !crate::tir::is_permutation(perm.iter().copied(), rank) {
            return Err(self.error(
                Diagnostic::error(codes::BAD_PERMUTATION, format!("order {perm:?} is not a permutation of the axes of `{}` (rank {rank})", a.name))
                    .with_label(order.1, "not a permutation")
                    .with_help(format!(
                        "list each axis 0..{rank} exactly once: ({}) reads the array with its axes reversed, as `order='F'`",
                        (0..rank).rev().map(|a| a.to_string()).collect::<Vec<_>>().join(", ")
                    )),
            ));
        }
        let identity = perm.iter().enumerate().all(|(i, &p)| p == i as i64);
        Ok((!identity).then(|| perm.iter().map(|&p| p as u8).collect()))
    }

    #[allow(clippy::too_many_arguments)]
    fn load(&mut self, array: &A, index: &A, shape: &A, padding: Option<A>, hints: LoadHints, order: Option<&A>, span: Span) -> R<Val> {
        let a = self.array_arg(array)?;
        let order = match order {
            Some(o) => self.load_order(o, &a)?,
            None => None,
        };
        let shape_v = self.const_shape(shape, "the tile shape")?;
        if shape_v.len() != a.rank {
            return Err(self.shape_rank_error(&a, &shape_v, shape.1));
        }
        let idx = self.tile_index(index, a.rank, &format!("`{}`", a.name), span)?;
        let pad = match padding {
            Some(p) => self.padding(&p)?,
            None => Padding::Zero,
        };
        let ty = TileType::new(a.dtype, &shape_v);
        let mut operands = vec![a.value];
        operands.extend(idx);
        Ok(Val::Tile(self.emit1(OpKind::Load { padding: pad, hints, order }, &operands, ty.clone(), span), ty))
    }

    /// `atomic_add`'s `memory_order=` (relaxed when not given): a constant order name.
    fn memory_order(&mut self, a: Option<&A>) -> R<MemoryOrder> {
        match a {
            None => Ok(MemoryOrder::Relaxed),
            Some((Val::MemoryOrder(o), _)) => Ok(*o),
            Some((Val::Poison, _)) => Err(Reported),
            Some((other, at)) => Err(self.error(
                Diagnostic::error(codes::BAD_MEMORY_ORDER, "memory_order must be one of relaxed, acquire, release, acq_rel")
                    .with_label(*at, format!("this is {}", other.describe()))
                    .with_help("e.g. `memory_order=acq_rel` for a counter that hands data from block to block; names, without quotes"),
            )),
        }
    }

    /// `store`, or `atomic_add` with its memory order when `atomic` is given.
    fn store(&mut self, array: &A, index: &A, tile: &A, atomic: Option<MemoryOrder>, span: Span) -> R<Val> {
        let name = if atomic.is_some() { "atomic_add" } else { "store" };
        let a = self.array_arg(array)?;
        let (v, t) = match &tile.0 {
            Val::Tile(v, t) => (*v, t.clone()),
            Val::Poison => return Err(Reported),
            other => {
                return Err(self.error(
                    Diagnostic::error(codes::EXPECTED_TILE, format!("`{name}` needs a tile to write"))
                        .with_label(tile.1, format!("this is {}", other.describe()))
                        .with_help(format!("make a tile first, e.g. `full(shape, value, {})`", a.dtype)),
                ));
            }
        };
        if t.rank() != a.rank {
            return Err(self.error(
                Diagnostic::error(
                    codes::STORE_MISMATCH,
                    format!(
                        "a tile of rank {} cannot be written to `{}`, which has rank {}",
                        t.rank(),
                        a.name,
                        a.rank
                    ),
                )
                .with_label(tile.1, format!("shape {}", shape_str(&t.shape)))
                .with_label(array.1, format!("rank {}", a.rank))
                .with_help("`reshape` the tile to the array's rank (add axes of size 1)"),
            ));
        }
        if t.dtype != a.dtype {
            return Err(self.error(
                Diagnostic::error(
                    codes::STORE_MISMATCH,
                    format!(
                        "a tile of dtype {} cannot be written to `{}`, which holds {}",
                        t.dtype, a.name, a.dtype
                    ),
                )
                .with_label(tile.1, format!("{}", t.dtype))
                .with_label(array.1, format!("{}", a.dtype))
                .with_help(format!("convert it: `astype(tile, {}.dtype)`", a.name)),
            ));
        }
        // What GPUs add atomically; the CPU executor takes the same, so a script that runs
        // there runs on a GPU.
        if atomic.is_some()
            && !matches!(
                t.dtype,
                DType::I32
                    | DType::U32
                    | DType::I64
                    | DType::U64
                    | DType::F16
                    | DType::BF16
                    | DType::F32
                    | DType::F64
            )
        {
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    format!("`atomic_add` does not support {}", t.dtype),
                )
                .with_label(tile.1, "here")
                .with_help("GPUs add atomically to 32- and 64-bit integers and to f16, bf16, f32 and f64: give the array one of those dtypes"),
            ));
        }
        let idx = self.tile_index(index, a.rank, &format!("`{}`", a.name), span)?;
        let mut operands = vec![a.value, v];
        operands.extend(idx);
        if let Some(order) = atomic {
            return Ok(Val::Tile(self.emit1(OpKind::AtomicAdd { order }, &operands, t.clone(), span), t));
        }
        self.emit0(OpKind::Store, &operands, span);
        Ok(Val::None)
    }

    fn mma(&mut self, a: A, b: A, acc: A, span: Span) -> R<Val> {
        let (x, tx) = self.tile_of(&a.0, a.1)?;
        let (y, ty) = self.tile_of(&b.0, b.1)?;
        let (c, tc) = self.tile_of(&acc.0, acc.1)?;
        if tx.dtype != ty.dtype {
            return Err(self.error(
                Diagnostic::error(
                    codes::MMA_DTYPE,
                    format!("`mma` operands have different dtypes: {} and {}", tx.dtype, ty.dtype),
                )
                .with_label(a.1, tx.dtype.name())
                .with_label(b.1, ty.dtype.name())
                .with_help("convert one operand with `astype` so both have the same dtype"),
            ));
        }
        let allowed = rules::mma_accumulators(tx.dtype);
        if !allowed.contains(&tc.dtype) {
            let d = Diagnostic::error(
                codes::MMA_DTYPE,
                format!("`mma` does not support {} inputs with a {} accumulator", tx.dtype, tc.dtype),
            )
            .with_label(acc.1, format!("{} accumulator", tc.dtype))
            .with_label(a.1, format!("{} inputs", tx.dtype));
            let d = if allowed.is_empty() {
                d.with_help("`mma` inputs are f16, bf16, tf32, f32, f64, f8e4m3, f8e5m2, i8 or u8")
            } else {
                let names: Vec<&str> = allowed.iter().map(|d| d.name()).collect();
                d.with_help(format!("{} inputs accumulate in {}", tx.dtype, names.join(" or ")))
            };
            return Err(self.error(d));
        }
        self.mma_shape(&tx, &ty, Some((&tc, acc.1)), (a.1, b.1, span))?;
        Ok(Val::Tile(self.emit1(OpKind::Mma, &[x, y, c], tc.clone(), span), tc))
    }

    // ----- factories -----------------------------------------------------------------------

    fn full(&mut self, shape: &[u32], value: A, dtype: Option<A>, span: Span) -> R<Val> {
        let d = match &dtype {
            Some(a) => Some(self.const_dtype(a)?),
            None => None,
        };
        match &value.0 {
            Val::Tile(v, t) if t.is_scalar() => {
                let d = d.unwrap_or(t.dtype);
                let v = self.cast(*v, t, d, value.1);
                let ty = TileType::new(d, shape);
                Ok(Val::Tile(self.broadcast(v, &t.with_dtype(d), shape, span), ty))
            }
            v if matches!(v, Val::Int(_) | Val::Float(_) | Val::Bool(_) | Val::Padding(_)) => {
                let d = d.unwrap_or(match v {
                    Val::Int(i) => rules::default_dtype(false, false, Some(*i)),
                    Val::Bool(_) => DType::Bool,
                    _ => DType::F32,
                });
                let c = self.const_of(v, d, value.1)?;
                let ty = TileType::new(d, shape);
                Ok(Val::Tile(self.constant(c, ty.clone(), span), ty))
            }
            Val::Poison => Err(Reported),
            other => Err(self.error(
                Diagnostic::error(codes::EXPECTED_SCALAR, "the fill value must be a number or a scalar")
                    .with_label(value.1, format!("this is {}", other.describe())),
            )),
        }
    }

    fn arange(&mut self, n: A, dtype: Option<A>, span: Span) -> R<Val> {
        let shape = self.const_shape(&n, "the length of `arange`")?;
        if shape.len() != 1 {
            return Err(self.error(
                Diagnostic::error(codes::BAD_SHAPE, "`arange` takes one length")
                    .with_label(n.1, "a shape with several dimensions"),
            ));
        }
        let d = match &dtype {
            Some(a) => self.const_dtype(a)?,
            None => DType::I32,
        };
        let it = TileType::new(if d.is_int() { d } else { DType::I32 }, &shape);
        let v = self.emit1(OpKind::Iota, &[], it.clone(), span);
        let v = self.cast(v, &it, d, span);
        Ok(Val::Tile(v, it.with_dtype(d)))
    }

    // ----- reductions and scans ------------------------------------------------------------

    fn axes(&mut self, axis: Option<A>, rank: usize) -> R<Option<Vec<usize>>> {
        match axis {
            None => Ok(None),
            Some((Val::None, _)) => Ok(None),
            Some((Val::Tuple(items), s)) => {
                let mut out = Vec::new();
                for v in items.iter() {
                    let a = self.const_axis(&(v.clone(), s), rank)?;
                    if !out.contains(&a) {
                        out.push(a);
                    }
                }
                Ok(Some(out))
            }
            Some(a) => Ok(Some(vec![self.const_axis(&a, rank)?])),
        }
    }

    fn reduce(&mut self, kind: ReduceKind, x: A, axis: Option<A>, keepdims: Option<A>, span: Span) -> R<Val> {
        let (mut v, mut t) = self.tile_of(&x.0, x.1)?;
        let keep = match keepdims {
            Some((Val::Bool(b), _)) => b,
            Some(other) => return Err(self.not_constant(&other.0, other.1, "`keepdims`")),
            None => false,
        };
        // Every reduction takes integers and arithmetic floats (not bool, not fp8).
        let ok = t.dtype.is_int() || t.dtype.is_arith_float();
        if !ok {
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    format!("`{}` does not accept {} tiles", kind.name(), t.dtype),
                )
                .with_label(x.1, t.dtype.name())
                .with_help("convert with `astype` first"),
            ));
        }
        if t.is_scalar() {
            return Ok(Val::Tile(v, t));
        }
        let original = t.shape.clone();
        let mut axes = match self.axes(axis, t.rank())? {
            Some(a) => a,
            None => (0..t.rank()).collect(),
        };
        let is_arg = matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin);
        let mut keep_shape: Vec<u32> = original.to_vec();
        for &ax in &axes {
            keep_shape[ax] = 1;
        }
        if is_arg && axes.len() > 1 {
            // The index of an extremum over several axes is a flat row-major index.
            if axes.len() != t.rank() {
                return Err(self.error(
                    Diagnostic::error(
                        codes::UNSUPPORTED,
                        format!("`{}` over some but not all axes is not supported", kind.name()),
                    )
                    .with_label(span, "use one axis or all"),
                ));
            }
            let flat = [t.num_elements() as u32];
            v = self.emit1(OpKind::Reshape, &[v], t.with_shape(&flat), span);
            t = t.with_shape(&flat);
            axes = vec![0];
        }
        axes.sort_unstable_by(|a, b| b.cmp(a));
        for &ax in &axes {
            let mut shape = t.shape.to_vec();
            shape.remove(ax);
            let dtype = if is_arg { DType::I32 } else { t.dtype };
            let out = TileType::new(dtype, &shape);
            v = self.emit1(OpKind::Reduce { kind, axis: ax as u8 }, &[v], out.clone(), span);
            t = out;
        }
        if keep {
            let kt = t.with_shape(&keep_shape);
            v = self.emit1(OpKind::Reshape, &[v], kt.clone(), span);
            t = kt;
        }
        Ok(Val::Tile(v, t))
    }

    fn scan(&mut self, kind: ScanKind, x: A, axis: Option<A>, reverse: Option<A>, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        if !(t.dtype.is_int() || t.dtype.is_arith_float()) || t.is_scalar() {
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    format!(
                        "`{}` needs a numeric tile of rank 1 or more",
                        if kind == ScanKind::Sum { "cumsum" } else { "cumprod" }
                    ),
                )
                .with_label(x.1, format!("this is {}", x.0.describe())),
            ));
        }
        let axis = match axis {
            Some(a) => self.const_axis(&a, t.rank())?,
            None => 0,
        };
        let reverse = match reverse {
            Some((Val::Bool(b), _)) => b,
            Some(other) => return Err(self.not_constant(&other.0, other.1, "`reverse`")),
            None => false,
        };
        Ok(Val::Tile(self.emit1(OpKind::Scan { kind, axis: axis as u8, reverse }, &[v], t.clone(), span), t))
    }

    // ----- elementwise -----------------------------------------------------------------------

    /// `max(a, b, ...)` / `min(a, b, ...)` of two or more operands ([`SeveralOperands`]): the
    /// elementwise extremum of them all, left to right (of numbers, the larger or smaller).
    /// `axis=` and `keepdims=` belong to the reduction of one operand: with several they are
    /// [`codes::CONFLICTING_ARGUMENTS`] (a third positional operand once bound to `axis`).
    fn extremum_of_several(&mut self, name: &'static str, call: SeveralOperands<'_>, span: Span) -> R<Val> {
        if let Some(key) = call.reduction_keyword {
            let d = conflicting_extremum_keyword(name, &key.name, key.span, span);
            return Err(self.error(d));
        }
        let kind = if name == "max" { BinaryOp::Max } else { BinaryOp::Min };
        let mut operands = Vec::with_capacity(call.operands.len());
        for a in call.operands {
            operands.push((self.expr(&a.value)?, a.value.span));
        }
        if operands.iter().any(|(v, _)| v.is_poisoned()) {
            return Err(Reported);
        }
        let mut acc = operands[0].clone();
        for b in operands.into_iter().skip(1) {
            let joined = acc.1.to(b.1);
            acc = (self.elementwise2(kind, acc, b, span, name)?, joined);
        }
        Ok(acc.0)
    }

    fn elementwise2(&mut self, kind: BinaryOp, a: A, b: A, span: Span, name: &str) -> R<Val> {
        if !matches!(a.0, Val::Tile(..)) && !matches!(b.0, Val::Tile(..)) {
            let ast_op = match kind {
                BinaryOp::Pow => Some(crate::syntax::ast::BinOp::Pow),
                _ => None,
            };
            if let Some(op) = ast_op {
                return self.binary(op, a, b, span);
            }
            return match (&a.0, &b.0) {
                (Val::Int(x), Val::Int(y)) => {
                    Ok(Val::Int(if kind == BinaryOp::Max { *x.max(y) } else { *x.min(y) }))
                }
                (x, y) if x.is_const_number() && y.is_const_number() => {
                    let (fx, fy) = (num_f(x), num_f(y));
                    Ok(Val::Float(if kind == BinaryOp::Max { fx.max(fy) } else { fx.min(fy) }))
                }
                _ => Err(self.error(
                    Diagnostic::error(codes::EXPECTED_TILE, format!("`{name}` needs tiles or numbers"))
                        .with_label(span, "here"),
                )),
            };
        }
        let mut ty = self.combine((&a.0, a.1), (&b.0, b.1), span, &format!("`{name}`"))?;
        if kind == BinaryOp::Pow && !ty.dtype.is_float() {
            ty.dtype = DType::F32;
        }
        self.check_binary_dtype(kind, &ty, (&a, &b), span, name)?;
        let x = self.operand_as(&a.0, &ty, a.1)?;
        let y = self.operand_as(&b.0, &ty, b.1)?;
        Ok(Val::Tile(self.emit1(OpKind::Binary(kind), &[x, y], ty.clone(), span), ty))
    }

    fn unary_math(&mut self, op: UnaryOp, x: A, span: Span) -> R<Val> {
        if let Some(f) = const_math(op, &x.0) {
            return Ok(f);
        }
        let (v, t) = self.tile_of(&x.0, x.1)?;
        if op.float_only() && !t.dtype.is_arith_float() {
            if t.dtype.is_int() || t.dtype == DType::Bool {
                // Like NumPy, integer inputs of float functions are computed in floating point.
                let ft = t.with_dtype(DType::F32);
                let c = self.cast(v, &t, DType::F32, x.1);
                return Ok(Val::Tile(self.emit1(OpKind::Unary(op), &[c], ft.clone(), span), ft));
            }
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    format!("`{}` does not accept {} tiles", op.name(), t.dtype),
                )
                .with_label(x.1, t.dtype.name())
                .with_help(format!(
                    "{} is a storage and `mma` type; convert with `astype(x, f32)` first",
                    t.dtype
                )),
            ));
        }
        if matches!(op, UnaryOp::Floor | UnaryOp::Ceil) && t.dtype.is_int() {
            return Ok(Val::Tile(v, t));
        }
        if !t.dtype.is_int() && !t.dtype.is_arith_float() {
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    format!("`{}` does not accept {} tiles", op.name(), t.dtype),
                )
                .with_label(x.1, t.dtype.name()),
            ));
        }
        if op == UnaryOp::Exp2Ftz && t.dtype == DType::F64 {
            return Err(self.error(
                Diagnostic::error(
                    codes::DTYPE_NOT_ALLOWED,
                    "`exp2(..., flush_to_zero=True)` does not accept f64 tiles",
                )
                .with_label(x.1, "f64")
                .with_help(
                    "flushing is an f32 fast path: use `astype(x, f32)` first, or leave out `flush_to_zero`",
                ),
            ));
        }
        Ok(Val::Tile(self.emit1(OpKind::Unary(op), &[v], t.clone(), span), t))
    }

    pub fn astype(&mut self, x: A, d: DType, span: Span) -> R<Val> {
        match &x.0 {
            Val::Tile(v, t) => Ok(Val::Tile(self.cast(*v, t, d, span), t.with_dtype(d))),
            Val::Poison => Err(Reported),
            v if v.is_const_number() || matches!(v, Val::Padding(_)) => {
                let (v, t) = self.materialize(v, Some(d), x.1)?;
                Ok(Val::Tile(v, t))
            }
            other => Err(self.error(
                Diagnostic::error(codes::EXPECTED_TILE, "`astype` converts tiles and numbers")
                    .with_label(x.1, format!("this is {}", other.describe())),
            )),
        }
    }

    // ----- shape ops -----------------------------------------------------------------------

    fn reshape(&mut self, x: A, shape: &A, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        if let Some(n) = const_product(&shape.0)
            && n != t.num_elements()
        {
            let shown = show_shape_val(&shape.0);
            return Err(self.error(
                Diagnostic::error(
                    codes::RESHAPE_SIZE,
                    format!(
                        "cannot reshape {} ({} elements) to {shown} ({n} elements)",
                        shape_str(&t.shape),
                        t.num_elements()
                    ),
                )
                .with_label(shape.1, format!("{n} elements"))
                .with_label(x.1, format!("{} elements", t.num_elements()))
                .with_help(
                    "a reshape keeps the number of elements; use `extract` or `broadcast_to` to change it",
                ),
            ));
        }
        let wanted = self.shape_with_inference(shape, t.num_elements())?;
        let n: u64 = wanted.iter().map(|&d| u64::from(d)).product();
        if n != t.num_elements() {
            return Err(self.error(
                Diagnostic::error(
                    codes::RESHAPE_SIZE,
                    format!(
                        "cannot reshape {} ({} elements) to {} ({n} elements)",
                        shape_str(&t.shape),
                        t.num_elements(),
                        shape_str(&wanted)
                    ),
                )
                .with_label(shape.1, format!("{n} elements"))
                .with_label(x.1, format!("{} elements", t.num_elements()))
                .with_help(
                    "a reshape keeps the number of elements; use `extract` or `broadcast_to` to change it",
                ),
            ));
        }
        let out = t.with_shape(&wanted);
        if out == t {
            return Ok(Val::Tile(v, t));
        }
        Ok(Val::Tile(self.emit1(OpKind::Reshape, &[v], out.clone(), span), out))
    }

    /// A shape that may contain one `-1`, inferred from the element count.
    fn shape_with_inference(&mut self, shape: &A, total: u64) -> R<Vec<u32>> {
        if let Val::Tuple(items) = &shape.0
            && items.iter().filter(|v| matches!(v, Val::Int(-1))).count() == 1
        {
            let known: u64 = items
                .iter()
                .filter_map(|v| match v {
                    Val::Int(d) if *d > 0 => Some(*d as u64),
                    _ => None,
                })
                .product();
            let inferred = total.checked_div(known).unwrap_or(0);
            let replaced = items
                .iter()
                .map(|v| if matches!(v, Val::Int(-1)) { Val::Int(inferred as i64) } else { v.clone() })
                .collect();
            return self.const_shape(&(Val::tuple(replaced), shape.1), "the new shape");
        }
        self.const_shape(shape, "the new shape")
    }

    fn permute(&mut self, x: A, axes: &A, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        let perm: Vec<i64> = match &axes.0 {
            Val::Tuple(items) => items.iter().map(|i| if let Val::Int(a) = i { *a } else { -999 }).collect(),
            Val::Poison => return Err(Reported),
            other => return Err(self.not_constant(other, axes.1, "a permutation")),
        };
        let rank = t.rank();
        if !crate::tir::is_permutation(perm.iter().copied(), rank) {
            return Err(self.error(
                Diagnostic::error(
                    codes::BAD_PERMUTATION,
                    format!("{:?} is not a permutation of the axes of a rank-{rank} tile", perm),
                )
                .with_label(axes.1, "not a permutation")
                .with_label(x.1, format!("shape {}", shape_str(&t.shape)))
                .with_help(format!(
                    "list each axis 0..{} exactly once, e.g. ({})",
                    rank,
                    (0..rank).rev().map(|a| a.to_string()).collect::<Vec<_>>().join(", ")
                )),
            ));
        }
        self.emit_permute(v, &t, perm.iter().map(|&a| a as u8).collect(), span)
    }

    fn emit_permute(&mut self, v: Value, t: &TileType, perm: Vec<u8>, span: Span) -> R<Val> {
        if perm.iter().enumerate().all(|(i, &p)| i == p as usize) {
            return Ok(Val::Tile(v, t.clone()));
        }
        let shape: Vec<u32> = perm.iter().map(|&p| t.shape[p as usize]).collect();
        let out = t.with_shape(&shape);
        Ok(Val::Tile(self.emit1(OpKind::Permute(perm.into_iter().collect()), &[v], out.clone(), span), out))
    }

    fn transpose(&mut self, x: A, a0: Option<A>, a1: Option<A>, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        let rank = t.rank();
        if rank < 2 {
            return Err(self.error(
                Diagnostic::error(
                    codes::AXIS_RANGE,
                    format!("`transpose` needs a tile of rank 2 or more, got {}", shape_str(&t.shape)),
                )
                .with_label(x.1, format!("rank {rank}"))
                .with_help("`reshape` a 1-D tile to (1, n) or (n, 1) first"),
            ));
        }
        let (i, j) = match (a0, a1) {
            (None, None) => (rank - 2, rank - 1),
            (Some(a), Some(b)) => (self.const_axis(&a, rank)?, self.const_axis(&b, rank)?),
            (Some(a), None) | (None, Some(a)) => {
                return Err(self.error(
                    Diagnostic::error(codes::MISSING_ARGUMENT, "`transpose` takes both axes or neither")
                        .with_label(a.1, "only one axis given"),
                ))
            }
        };
        let mut perm: Vec<u8> = (0..rank as u8).collect();
        perm.swap(i, j);
        self.emit_permute(v, &t, perm, span)
    }

    fn expand_dims(&mut self, x: A, axis: &A, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        let ax = self.const_axis(axis, t.rank() + 1)?;
        let mut shape = t.shape.to_vec();
        shape.insert(ax, 1);
        let out = t.with_shape(&shape);
        Ok(Val::Tile(self.emit1(OpKind::Reshape, &[v], out.clone(), span), out))
    }

    fn broadcast_to(&mut self, x: A, shape: &A, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        let target = self.const_shape(shape, "the target shape")?;
        if !rules::broadcasts_to(&t.shape, &target) {
            let err = rules::broadcast_shapes(&t.shape, &target).err().unwrap_or(0);
            let d =
                super::expr::broadcast_error(&t.shape, &target, err, x.1, shape.1, span, "`broadcast_to`");
            return Err(self.error(d));
        }
        let out = t.with_shape(&target);
        Ok(Val::Tile(self.broadcast(v, &t, &target, span), out))
    }

    fn cat(&mut self, tiles: &A, axis: Option<A>, span: Span) -> R<Val> {
        let items = match &tiles.0 {
            Val::Tuple(items) if items.len() >= 2 => items.to_vec(),
            Val::Poison => return Err(Reported),
            other => {
                return Err(self.error(
                    Diagnostic::error(codes::TYPE_MISMATCH, "`cat` takes a tuple of at least two tiles")
                        .with_label(tiles.1, format!("this is {}", other.describe()))
                        .with_help("write `cat((a, b), axis=0)`"),
                ));
            }
        };
        let (mut v, mut t) = self.tile_of(&items[0], tiles.1)?;
        let ax = match axis {
            Some(a) => self.const_axis(&a, t.rank().max(1))?,
            None => 0,
        };
        for item in &items[1..] {
            let (w, u) = self.tile_of(item, tiles.1)?;
            if u.dtype != t.dtype
                || u.rank() != t.rank()
                || (0..t.rank()).any(|i| i != ax && u.shape[i] != t.shape[i])
            {
                return Err(self.error(
                    Diagnostic::error(
                        codes::CAT_SHAPE,
                        format!(
                            "cannot join {} {} and {} {} along axis {ax}",
                            t.dtype,
                            shape_str(&t.shape),
                            u.dtype,
                            shape_str(&u.shape)
                        ),
                    )
                    .with_label(tiles.1, "these tiles")
                    .with_help(
                        "tiles joined with `cat` must have one dtype and equal sizes in every other axis",
                    ),
                ));
            }
            let mut shape = t.shape.to_vec();
            shape[ax] += u.shape[ax];
            if !rules::is_power_of_two(i64::from(shape[ax])) {
                return Err(self.error(
                    Diagnostic::error(
                        codes::NOT_POWER_OF_TWO,
                        format!(
                            "joining gives dimension {} along axis {ax}, which is not a power of two",
                            shape[ax]
                        ),
                    )
                    .with_label(tiles.1, "these tiles")
                    .with_help("join tiles of equal size along the axis, so the result doubles it"),
                ));
            }
            let out = t.with_shape(&shape);
            v = self.emit1(OpKind::Cat(ax as u8), &[v, w], out.clone(), span);
            t = out;
        }
        Ok(Val::Tile(v, t))
    }

    fn extract(&mut self, x: A, index: &A, shape: &A, span: Span) -> R<Val> {
        let (v, t) = self.tile_of(&x.0, x.1)?;
        let sub = self.const_shape(shape, "the sub-tile shape")?;
        if sub.len() != t.rank() || sub.iter().zip(t.shape.iter()).any(|(s, d)| d % s != 0) {
            return Err(self.error(
                Diagnostic::error(
                    codes::EXTRACT_SHAPE,
                    format!(
                        "a sub-tile of shape {} does not evenly divide a tile of shape {}",
                        shape_str(&sub),
                        shape_str(&t.shape)
                    ),
                )
                .with_label(shape.1, shape_str(&sub))
                .with_label(x.1, shape_str(&t.shape))
                .with_help("each sub-tile dimension must divide the tile's (same rank)"),
            ));
        }
        let idx = self.tile_index(index, t.rank(), "the tile", span)?;
        let out = t.with_shape(&sub);
        let mut operands = vec![v];
        operands.extend(idx);
        Ok(Val::Tile(self.emit1(OpKind::Extract, &operands, out.clone(), span), out))
    }

    // ----- compile time and debugging ------------------------------------------------------

    fn static_assert(&mut self, cond: Option<&Arg>, message: Option<&Arg>, span: Span) -> R<Val> {
        let Some(cond) = cond else { return Err(Reported) };
        let c = self.expr(&cond.value)?;
        let text = match message {
            Some(m) => match self.expr(&m.value)? {
                Val::Str(s) => s.to_string(),
                other => {
                    return Err(self.error(
                        Diagnostic::error(
                            codes::TYPE_MISMATCH,
                            "the message of `static_assert` must be a string",
                        )
                        .with_label(m.value.span, other.describe()),
                    ))
                }
            },
            None => String::new(),
        };
        match c {
            Val::Bool(true) => Ok(Val::None),
            Val::Int(i) if i != 0 => Ok(Val::None),
            Val::Bool(false) | Val::Int(0) => Err(self.error(
                Diagnostic::error(
                    codes::STATIC_ASSERT,
                    if text.is_empty() {
                        "static assertion failed".to_string()
                    } else {
                        format!("static assertion failed: {text}")
                    },
                )
                .with_label(cond.value.span, "evaluates to False")
                .with_label(span, "in this specialisation"),
            )),
            Val::Poison => Err(Reported),
            other => Err(self.not_constant(&other, cond.value.span, "the condition of `static_assert`")),
        }
    }

    fn device_print(&mut self, args: &[A], span: Span) -> R<Val> {
        let (format, values) = match args.first() {
            Some((Val::Str(s), _)) => (s.to_string(), &args[1..]),
            _ => (vec!["{}"; args.len()].join(" "), args),
        };
        let holes = format.matches("{}").count();
        if holes != values.len() {
            return Err(self.error(
                Diagnostic::error(
                    codes::ARG_COUNT,
                    format!(
                        "the format string has {holes} `{{}}` placeholders but {} values are given",
                        values.len()
                    ),
                )
                .with_label(span, "in this print"),
            ));
        }
        let mut operands = Vec::new();
        for (v, s) in values {
            operands.push(self.tile_of(v, *s)?.0);
        }
        self.emit0(OpKind::Print { format }, &operands, span);
        Ok(Val::None)
    }

    fn len(&mut self, x: A, span: Span) -> R<Val> {
        match &x.0 {
            Val::Tuple(t) => Ok(Val::Int(t.len() as i64)),
            Val::Tile(_, t) if !t.is_scalar() => Ok(Val::Int(i64::from(t.shape[0]))),
            Val::Array(a) => {
                let a = a.clone();
                Ok(self.array_dim(&a, 0, span))
            }
            Val::Str(s) => Ok(Val::Int(s.chars().count() as i64)),
            Val::Poison => Err(Reported),
            other => Err(self.error(
                Diagnostic::error(codes::TYPE_MISMATCH, format!("{} has no length", other.describe()))
                    .with_label(x.1, "here"),
            )),
        }
    }
}

fn num_f(v: &Val) -> f64 {
    match v {
        Val::Int(i) => *i as f64,
        Val::Float(f) => *f,
        Val::Bool(b) => f64::from(u8::from(*b)),
        _ => f64::NAN,
    }
}

/// Elementwise math on a compile-time number, folded in f64.
fn const_math(op: UnaryOp, v: &Val) -> Option<Val> {
    if let Val::Int(i) = v {
        match op {
            UnaryOp::Abs => return i.checked_abs().map(Val::Int),
            UnaryOp::Floor | UnaryOp::Ceil => return Some(Val::Int(*i)),
            UnaryOp::Neg => return i.checked_neg().map(Val::Int),
            _ => {}
        }
    }
    let x = match v {
        Val::Int(i) => *i as f64,
        Val::Float(f) => *f,
        _ => return None,
    };
    let r = match op {
        UnaryOp::Neg => -x,
        UnaryOp::Not => return None,
        UnaryOp::Abs => x.abs(),
        UnaryOp::Exp => x.exp(),
        UnaryOp::Exp2 => x.exp2(),
        UnaryOp::Exp2Ftz => crate::tir::flush_below_f32_normal(x.exp2()),
        UnaryOp::Log => x.ln(),
        UnaryOp::Log2 => x.log2(),
        UnaryOp::Sqrt => x.sqrt(),
        UnaryOp::Rsqrt => 1.0 / x.sqrt(),
        UnaryOp::Sin => x.sin(),
        UnaryOp::Cos => x.cos(),
        UnaryOp::Tan => x.tan(),
        UnaryOp::Tanh => x.tanh(),
        UnaryOp::Floor => x.floor(),
        UnaryOp::Ceil => x.ceil(),
        UnaryOp::Sigmoid => 1.0 / (1.0 + (-x).exp()),
        UnaryOp::Erf => return None,
    };
    Some(Val::Float(r))
}

/// The element count of a constant shape without `-1` entries.
fn const_product(v: &Val) -> Option<u64> {
    let items: Vec<Val> = match v {
        Val::Tuple(t) => t.to_vec(),
        Val::Int(_) => vec![v.clone()],
        _ => return None,
    };
    items.iter().try_fold(1u64, |acc, i| match i {
        Val::Int(d) if *d > 0 => acc.checked_mul(*d as u64),
        _ => None,
    })
}

fn show_shape_val(v: &Val) -> String {
    match v {
        Val::Tuple(items) => {
            let parts: Vec<String> = items
                .iter()
                .map(|i| match i {
                    Val::Int(d) => d.to_string(),
                    _ => "?".into(),
                })
                .collect();
            if parts.len() == 1 {
                format!("({},)", parts[0])
            } else {
                format!("({})", parts.join(", "))
            }
        }
        Val::Int(d) => format!("({d},)"),
        _ => "?".into(),
    }
}

/// A `max`/`min` call of several operands: its operands (the positional arguments, then the
/// second operand by keyword) and a reduction keyword beside them (`axis=` or `keepdims=`,
/// [`codes::CONFLICTING_ARGUMENTS`]).
pub(crate) struct SeveralOperands<'a> {
    pub operands: Vec<&'a Arg>,
    pub reduction_keyword: Option<&'a crate::syntax::ast::Ident>,
}

/// `call_args` of `max`/`min` as [`SeveralOperands`], if there are two or more operands and no
/// keyword but `second` (the second operand's name: `y` in kernels, `b` in host code), `axis`
/// and `keepdims`; a keyword `max` does not take is left to binding, which reports it.
pub(crate) fn several_operands<'a>(call_args: &'a [Arg], second: &str) -> Option<SeveralOperands<'a>> {
    let named = |a: &&Arg| a.name.as_ref().is_some_and(|n| n.name == second);
    let operands: Vec<&Arg> = call_args.iter().filter(|a| a.name.is_none()).chain(call_args.iter().filter(named)).collect();
    let keywords: Vec<&crate::syntax::ast::Ident> = call_args.iter().filter_map(|a| a.name.as_ref()).filter(|n| n.name != second).collect();
    let only_reduction = keywords.iter().all(|k| matches!(k.name.as_str(), "axis" | "keepdims"));
    let reduction_keyword = keywords.first().copied();
    (operands.len() >= 2 && only_reduction).then_some(SeveralOperands { operands, reduction_keyword })
}

/// `axis=` or `keepdims=` (`key`, at `at`) passed to `max`/`min` of several operands (the
/// call at `call`).
pub(crate) fn conflicting_extremum_keyword(name: &str, key: &str, at: Span, call: Span) -> Diagnostic {
    Diagnostic::error(codes::CONFLICTING_ARGUMENTS, format!("`{key}=` does not go with several operands of `{name}`"))
        .with_label(at, format!("`{key}` belongs to the reduction of one operand"))
        .with_label(call, format!("`{name}` of several operands is their elementwise {}", if name == "max" { "maximum" } else { "minimum" }))
        .with_help(format!("reduce one operand (`{name}(x, {key}=...)`), or drop `{key}=` for the elementwise {name} of the operands"))
}
