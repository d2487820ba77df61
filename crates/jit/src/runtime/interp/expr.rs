//! Expressions: literals, operators (Python semantics on numbers, NumPy semantics on
//! arrays), indexing and attributes.

use std::sync::Arc;

use tile_lang::diag::codes;
use tile_lang::syntax::ast::{BinOp, Expr, ExprKind, UnOp};
use tile_lang::Span;

use super::{truth_of, Interp};
use crate::runtime::array::{Array, Index};
use crate::runtime::error::{Fail, OpError, R};
use crate::runtime::gpu;
use crate::runtime::ops::{self, Bin, Num, Src, Un};
use crate::runtime::reduce;
use crate::runtime::value::{range_len, Value};

impl Interp<'_> {
    pub fn eval(&mut self, e: &Expr) -> R<Value> {
        match &e.kind {
            // Leaves do not recurse: no stack check.
            ExprKind::Int(v) => Ok(Value::Int(*v)),
            ExprKind::Float(v) => Ok(Value::Float(*v)),
            ExprKind::Bool(b) => Ok(Value::Bool(*b)),
            ExprKind::None => Ok(Value::None),
            ExprKind::Name(n) => self.lookup(n, e.span),
            // Deep recursion (nested expressions, recursive host functions) grows the stack.
            _ => stacker::maybe_grow(RED_ZONE, STACK_SEGMENT, || self.eval_inner(e)),
        }
    }

    fn eval_inner(&mut self, e: &Expr) -> R<Value> {
        match &e.kind {
            ExprKind::Int(v) => Ok(Value::Int(*v)),
            ExprKind::Float(v) => Ok(Value::Float(*v)),
            ExprKind::Bool(b) => Ok(Value::Bool(*b)),
            ExprKind::Str(s) => Ok(Value::str(s)),
            ExprKind::FStr(parts) => self.fstring(parts),
            ExprKind::None => Ok(Value::None),
            ExprKind::Name(n) => self.lookup(n, e.span),
            ExprKind::Tuple(items) => Ok(Value::Tuple(self.eval_tuple(items)?)),
            ExprKind::List(items) => Ok(Value::List(Arc::new(self.eval_all(items)?))),
            ExprKind::Unary { op, operand } => {
                let v = self.eval(operand)?;
                let on_gpu = matches!(&v, Value::Array(_)) && gpu::follows_gpu([&v]);
                let r = unary(*op, v, operand.span)?;
                if on_gpu {
                    self.place(r, e.span)
                } else {
                    Ok(r)
                }
            }
            ExprKind::Binary { op: BinOp::And, lhs, rhs } => {
                let a = self.eval(lhs)?;
                if !truth_of(&a, lhs.span)? {
                    Ok(a)
                } else {
                    self.eval(rhs)
                }
            }
            ExprKind::Binary { op: BinOp::Or, lhs, rhs } => {
                let a = self.eval(lhs)?;
                if truth_of(&a, lhs.span)? {
                    Ok(a)
                } else {
                    self.eval(rhs)
                }
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.eval(lhs)?;
                // `kind == "grid"`: a string compared with a literal is compared with the
                // literal's text, without making a string value of it.
                if let (BinOp::Eq | BinOp::Ne, Value::Str(x), ExprKind::Str(lit)) = (op, &a, &rhs.kind) {
                    return Ok(Value::Bool((**x == **lit) == (*op == BinOp::Eq)));
                }
                let b = self.eval(rhs)?;
                self.binop(*op, a, b, (lhs.span, rhs.span), e.span)
            }
            ExprKind::Call { func, args } => self.call(func, args, e.span),
            ExprKind::Attr { base, name } => {
                let b = self.eval(base)?;
                self.attr(b, &name.name, name.span)
            }
            ExprKind::Index { base, index } => {
                let b = self.eval(base)?;
                let idx = self.eval_index(index)?;
                match &b {
                    Value::Array(a) => self.index_array(a, &idx, e.span),
                    other => self.index_value(other, &idx, e.span),
                }
            }
            ExprKind::Slice { .. } => Err(Fail::at(
                codes::UNSUPPORTED,
                "a slice outside an index",
                e.span,
                "slices only appear inside `[...]`",
            )),
            ExprKind::IfExpr { cond, then, orelse } => {
                let c = self.eval(cond)?;
                if truth_of(&c, cond.span)? {
                    self.eval(then)
                } else {
                    self.eval(orelse)
                }
            }
            ExprKind::Error => {
                Err(Fail::at(codes::SYNTAX, "this expression could not be parsed", e.span, "here"))
            }
        }
    }

    pub fn eval_all(&mut self, items: &[Expr]) -> R<Vec<Value>> {
        items.iter().map(|i| self.eval(i)).collect()
    }

    /// The items of a tuple, left to right, in one allocation when there are few of them
    /// (grids, shapes and launch arguments).
    fn eval_tuple(&mut self, items: &[Expr]) -> R<Arc<[Value]>> {
        Ok(match items {
            [a] => Arc::new([self.eval(a)?]),
            [a, b] => Arc::new([self.eval(a)?, self.eval(b)?]),
            [a, b, c] => Arc::new([self.eval(a)?, self.eval(b)?, self.eval(c)?]),
            [a, b, c, d] => Arc::new([self.eval(a)?, self.eval(b)?, self.eval(c)?, self.eval(d)?]),
            _ => self.eval_all(items)?.into(),
        })
    }

    /// Evaluates the entries of `[...]` (inline up to two, so `x.shape[1]` allocates
    /// nothing for them): slices become [`Value::Tuple`]s of three parts
    /// tagged by [`SLICE`]; a single tuple value expands to its items.
    pub fn eval_index(&mut self, index: &[Expr]) -> R<Indices> {
        let mut out = Indices::new();
        for i in index {
            match &i.kind {
                ExprKind::Slice { start, stop, step } => {
                    let mut part = |p: &Option<Box<Expr>>| -> R<Value> {
                        match p {
                            Some(e) => self.eval(e),
                            None => Ok(Value::None),
                        }
                    };
                    let (a, b, c) = (part(start)?, part(stop)?, part(step)?);
                    out.push(Value::tuple(vec![Value::str(SLICE), a, b, c]));
                }
                _ => {
                    let v = self.eval(i)?;
                    match (&v, index.len()) {
                        (Value::Tuple(t), 1) => out.extend(t.iter().cloned()),
                        _ => out.push(v),
                    }
                }
            }
        }
        Ok(out)
    }

    /// `a[...]`: a number when every axis gets an integer, else a view.
    pub fn index_array(&mut self, a: &Array, idx: &[Value], span: Span) -> R<Value> {
        let view = self.select(a, idx, span)?;
        let all_ints =
            idx.iter().all(|v| matches!(v, Value::Int(_) | Value::Bool(_))) && idx.len() == a.ndim();
        if all_ints {
            return Ok(element(&view));
        }
        Ok(Value::Array(view))
    }

    /// The view an index selects.
    pub fn select(&mut self, a: &Array, idx: &[Value], span: Span) -> R<Array> {
        let mut ix = Vec::with_capacity(idx.len());
        for v in idx {
            ix.push(match v {
                Value::Int(i) => Index::At(*i),
                Value::Bool(b) => Index::At(i64::from(*b)),
                Value::None => Index::NewAxis,
                Value::Tuple(t) if t.len() == 4 && matches!(&t[0], Value::Str(s) if &**s == SLICE) => {
                    let part = |p: &Value| -> R<Option<i64>> {
                        match p {
                            Value::None => Ok(None),
                            Value::Int(i) => Ok(Some(*i)),
                            other => Err(Fail::at(
                                codes::TYPE_MISMATCH,
                                format!("slice bounds must be integers, not {}", other.describe()),
                                span,
                                "in this index",
                            )),
                        }
                    };
                    Index::Slice(part(&t[1])?, part(&t[2])?, part(&t[3])?)
                }
                Value::Array(_) => {
                    return Err(Fail::at(
                        codes::UNSUPPORTED,
                        "indexing an array with an array is not supported",
                        span,
                        "here",
                    )
                    .with_help(
                        "use `where(mask, a, b)` to select elementwise, or integer and slice indices",
                    ));
                }
                other => {
                    return Err(Fail::at(
                        codes::TYPE_MISMATCH,
                        format!("arrays are indexed by integers and slices, not {}", other.describe()),
                        span,
                        "here",
                    ))
                }
            });
        }
        a.index(&ix).map_err(|e| e.at(span))
    }

    /// Indexing a tuple, list, string or range.
    pub fn index_value(&mut self, v: &Value, idx: &[Value], span: Span) -> R<Value> {
        let [i] = idx else {
            return Err(Fail::at(
                codes::TYPE_MISMATCH,
                format!("{} takes one index", v.describe()),
                span,
                "here",
            ));
        };
        // A tuple or list is indexed where it lies; the other sequences are made first.
        let made: Vec<Value>;
        let items: &[Value] = match v {
            Value::Tuple(t) => t,
            Value::List(l) => l,
            Value::Str(s) => {
                made = s.chars().map(|c| Value::str(&c.to_string())).collect();
                &made
            }
            Value::Range(a, b, s) => {
                let n = range_len(*a, *b, *s) as usize;
                if let Value::Int(_) = i {
                    let k = seq_index(i, n, span)?;
                    return Ok(Value::Int(a + k as i64 * s));
                }
                made = (0..n as i64).map(|k| Value::Int(a + k * s)).collect();
                &made
            }
            other => {
                return Err(Fail::at(
                    codes::TYPE_MISMATCH,
                    format!("{} cannot be indexed", other.describe()),
                    span,
                    "here",
                ))
            }
        };
        if let Value::Tuple(t) = i
            && t.len() == 4
            && matches!(&t[0], Value::Str(s) if &**s == SLICE)
        {
            let part = |p: &Value| match p {
                Value::Int(i) => Some(*i),
                _ => None,
            };
            let (first, len, step) =
                crate::runtime::array::slice_range(items.len(), part(&t[1]), part(&t[2]), part(&t[3]))
                    .map_err(|e| e.at(span))?;
            let picked: Vec<Value> =
                (0..len).map(|k| items[(first as i64 + k as i64 * step) as usize].clone()).collect();
            return Ok(match v {
                Value::List(_) => Value::List(Arc::new(picked)),
                Value::Str(_) => Value::str(&picked.iter().map(Value::to_str).collect::<String>()),
                _ => Value::tuple(picked),
            });
        }
        let k = seq_index(i, items.len(), span)?;
        Ok(items[k].clone())
    }

    fn attr(&mut self, base: Value, name: &str, span: Span) -> R<Value> {
        match (&base, name) {
            (Value::Array(a), "shape") => Ok(Value::Tuple(a.shape().iter().map(|&n| Value::Int(n as i64)).collect())),
            (Value::Array(a), "dtype") => Ok(Value::DType(a.dtype())),
            (Value::Array(a), "ndim") => Ok(Value::Int(a.ndim() as i64)),
            (Value::Array(a), "size") => Ok(Value::Int(a.size() as i64)),
            (Value::Array(a), "strides") => {
                let item = a.dtype().size_bytes() as i64;
                Ok(Value::Tuple(a.strides().iter().map(|&s| Value::Int(s as i64 * item)).collect()))
            }
            (Value::Array(a), "itemsize") => Ok(Value::Int(a.dtype().size_bytes() as i64)),
            (Value::Array(a), "T") => Ok(Value::Array(a.transpose(None).map_err(|e| e.at(span))?)),
            (Value::Array(a), "device") => Ok(Value::str(a.device().name())),
            (Value::Array(_), m) if ARRAY_METHODS.contains(&m) => {
                let m = ARRAY_METHODS.iter().find(|n| **n == m).copied().unwrap_or("copy");
                Ok(Value::Method(Box::new(base), m))
            }
            (Value::Array(_), n) => Err(Fail::at(codes::UNKNOWN_ATTRIBUTE, format!("arrays have no attribute `{n}`"), span, "unknown attribute")
                .with_help(format!("arrays have {} and the methods {}", tile_lang::sema::ARRAY_ATTRIBUTES.join(", "), ARRAY_METHODS.join(", ")))),
            (Value::Module(m), n) => {
                let module = m.to_string();
                let rt = &mut *self.rt;
                match rt.defs.qualified(&mut rt.sources, &module, n, span) {
                    Ok(Some(d)) => Ok(super::defined_value(&format!("{module}.{n}"), d)),
                    _ => Err(Fail::at(codes::UNKNOWN_ATTRIBUTE, format!("module `{module}` has no `{n}`"), span, "not defined there")),
                }
            }
            (other, n) => Err(Fail::at(codes::UNKNOWN_ATTRIBUTE, format!("{} has no attribute `{n}`", other.describe()), span, "unknown attribute")),
        }
    }

    /// A binary operator (not `and`/`or`, which short-circuit in `eval`). On a GPU, an array
    /// result goes where its operands are (`runtime::gpu`).
    pub fn binop(&mut self, op: BinOp, a: Value, b: Value, spans: (Span, Span), span: Span) -> R<Value> {
        let on_gpu = self.rt.executor.gpu().is_some()
            && (matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)))
            && gpu::follows_gpu([&a, &b]);
        let r = self.binop_host(op, a, b, spans, span)?;
        if on_gpu {
            self.place(r, span)
        } else {
            Ok(r)
        }
    }

    /// Puts an array host code made on the session's GPU (see `runtime::gpu`).
    pub(crate) fn place(&mut self, v: Value, span: Span) -> R<Value> {
        gpu::place(self.rt, v).map_err(|e| e.at(span))
    }

    fn binop_host(&mut self, op: BinOp, a: Value, b: Value, spans: (Span, Span), span: Span) -> R<Value> {
        if op == BinOp::MatMul {
            return match (&a, &b) {
                (Value::Array(x), Value::Array(y)) => {
                    reduce::matmul(x, y).map(Value::Array).map_err(|e| e.at(span))
                }
                _ => Err(Fail::at(
                    codes::TYPE_MISMATCH,
                    format!("`@` multiplies arrays, not {} and {}", a.describe(), b.describe()),
                    span,
                    "here",
                )),
            };
        }
        if matches!(a, Value::Array(_)) || matches!(b, Value::Array(_)) {
            let (x, y) = (src_of(&a, spans.0)?, src_of(&b, spans.1)?);
            let bin = array_op(op).ok_or_else(|| {
                Fail::at(
                    codes::TYPE_MISMATCH,
                    format!("`{}` is not defined on arrays", op.symbol()),
                    span,
                    "here",
                )
            })?;
            return ops::binary(bin, &x, &y).map(Value::Array).map_err(|e| {
                if e.code != codes::BROADCAST {
                    return e.at(span);
                }
                // Point at both operands with their shapes.
                let shape = |v: &Value| match v {
                    Value::Array(a) => format!("shape {}", crate::runtime::error::shape_str(a.shape())),
                    _ => "a number".to_string(),
                };
                let mut f = Fail::at(e.code, e.message, spans.0, shape(&a)).with_label(spans.1, shape(&b));
                if let Some(h) = e.help {
                    f = f.with_help(h);
                }
                f
            });
        }
        if let (Some(x), Some(y)) = (a.num(), b.num()) {
            return num_binop(op, x, y).map_err(|e| e.at(span));
        }
        other_binop(op, &a, &b).ok_or_else(|| {
            Fail::at(
                codes::TYPE_MISMATCH,
                format!("`{}` is not defined for {} and {}", op.symbol(), a.describe(), b.describe()),
                span,
                "here",
            )
            .with_label(spans.0, a.type_name())
            .with_label(spans.1, b.type_name())
        })
    }
}

/// Stack left before `eval` switches to a new segment, and the size of new segments.
const RED_ZONE: usize = 128 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// The tag of a slice inside an evaluated index list.
pub(crate) const SLICE: &str = "\u{0}slice";

/// The evaluated entries of an index `[...]` (see [`Interp::eval_index`]).
pub(crate) type Indices = smallvec::SmallVec<[Value; 2]>;

/// Array attributes (`a.shape`), one list with the checker's.
pub(crate) use tile_lang::sema::ARRAY_ATTRIBUTES;

/// Array methods (`a.astype(f16)` is `astype(a, f16)`), one list with the checker's.
pub(crate) use tile_lang::sema::ARRAY_METHODS;

/// The element of a 0-d view as a Python number.
pub(crate) fn element(view: &Array) -> Value {
    let d = view.dtype();
    let v = view.to_f64_vec();
    let x = v.first().copied().unwrap_or(0.0);
    if d.is_float() {
        Value::Float(x)
    } else if d == tile_lang::DType::Bool {
        Value::Bool(x != 0.0)
    } else if d == tile_lang::DType::U64 {
        // u64 elements above i64::MAX read as floats (host ints are 64-bit signed).
        let w = crate::runtime::ops::astype(view, tile_lang::DType::I64)
            .ok()
            .and_then(|a| a.to_vec::<i64>())
            .map_or(0, |v| v[0]);
        if w < 0 {
            Value::Float(x)
        } else {
            Value::Int(w)
        }
    } else {
        let w = crate::runtime::ops::astype(view, tile_lang::DType::I64)
            .ok()
            .and_then(|a| a.to_vec::<i64>())
            .map_or(0, |v| v[0]);
        Value::Int(w)
    }
}

/// A Python sequence index (negative counts from the end).
pub(crate) fn seq_index(i: &Value, n: usize, span: Span) -> R<usize> {
    let k = match i {
        Value::Int(k) => *k,
        Value::Bool(b) => i64::from(*b),
        other => {
            return Err(Fail::at(
                codes::TYPE_MISMATCH,
                format!("indices must be integers, not {}", other.describe()),
                span,
                "here",
            ))
        }
    };
    let j = if k < 0 { k + n as i64 } else { k };
    if j < 0 || j >= n as i64 {
        return Err(Fail::at(
            codes::INDEX_RANGE,
            format!("index {k} is out of range for {n} element{}", if n == 1 { "" } else { "s" }),
            span,
            "out of range",
        ));
    }
    Ok(j as usize)
}

/// An operand of an array operation.
pub(crate) fn src_of(v: &Value, span: Span) -> R<Src> {
    match v {
        Value::Array(a) => Ok(Src::Arr(a.clone())),
        other => other.num().map(Src::Num).ok_or_else(|| {
            Fail::at(
                codes::TYPE_MISMATCH,
                format!("expected an array or a number, found {}", other.describe()),
                span,
                "here",
            )
        }),
    }
}

fn array_op(op: BinOp) -> Option<Bin> {
    Some(match op {
        BinOp::Add => Bin::Add,
        BinOp::Sub => Bin::Sub,
        BinOp::Mul => Bin::Mul,
        BinOp::Div => Bin::Div,
        BinOp::FloorDiv => Bin::FloorDiv,
        BinOp::Mod => Bin::Mod,
        BinOp::Pow => Bin::Pow,
        BinOp::BitAnd => Bin::And,
        BinOp::BitOr => Bin::Or,
        BinOp::BitXor => Bin::Xor,
        BinOp::Shl => Bin::Shl,
        BinOp::Shr => Bin::Shr,
        BinOp::Eq => Bin::Eq,
        BinOp::Ne => Bin::Ne,
        BinOp::Lt => Bin::Lt,
        BinOp::Le => Bin::Le,
        BinOp::Gt => Bin::Gt,
        BinOp::Ge => Bin::Ge,
        BinOp::MatMul | BinOp::And | BinOp::Or => return None,
    })
}

fn overflow() -> OpError {
    OpError::value("integer overflow: host integers are 64-bit").with_help("use floats for very large values")
}

fn zero_division(what: &str) -> OpError {
    OpError::new(codes::INT_DIV_ZERO, format!("{what} by zero"))
}

/// A binary operator on Python numbers (`bool` counts as an int).
pub(crate) fn num_binop(op: BinOp, a: Num, b: Num) -> Result<Value, OpError> {
    if let (Num::Bool(x), Num::Bool(y)) = (a, b) {
        match op {
            BinOp::BitAnd => return Ok(Value::Bool(x & y)),
            BinOp::BitOr => return Ok(Value::Bool(x | y)),
            BinOp::BitXor => return Ok(Value::Bool(x ^ y)),
            _ => {}
        }
    }
    let float = matches!(a, Num::Float(_)) || matches!(b, Num::Float(_));
    if !float {
        let (x, y) = (a.i128() as i64, b.i128() as i64);
        let int = |v: Option<i64>| v.map(Value::Int).ok_or_else(overflow);
        return match op {
            BinOp::Add => int(x.checked_add(y)),
            BinOp::Sub => int(x.checked_sub(y)),
            BinOp::Mul => int(x.checked_mul(y)),
            BinOp::Div if y == 0 => Err(zero_division("division")),
            BinOp::Div => Ok(Value::Float(x as f64 / y as f64)),
            BinOp::FloorDiv | BinOp::Mod if y == 0 => Err(zero_division("integer division or modulo")),
            BinOp::FloorDiv => {
                int(x.checked_div_euclid(y).map(|q| q - i64::from(y < 0 && x.rem_euclid(y) != 0)))
            }
            BinOp::Mod => {
                let r = x.wrapping_rem(y);
                Ok(Value::Int(if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r }))
            }
            BinOp::Pow if y < 0 => Ok(Value::Float((x as f64).powf(y as f64))),
            BinOp::Pow => int(u32::try_from(y).ok().and_then(|e| x.checked_pow(e))),
            BinOp::BitAnd => Ok(Value::Int(x & y)),
            BinOp::BitOr => Ok(Value::Int(x | y)),
            BinOp::BitXor => Ok(Value::Int(x ^ y)),
            BinOp::Shl if y < 0 => Err(OpError::value("negative shift count")),
            BinOp::Shl => {
                int(u32::try_from(y).ok().and_then(|s| x.checked_shl(s)).filter(|r| (r >> y.min(63)) == x))
            }
            BinOp::Shr if y < 0 => Err(OpError::value("negative shift count")),
            BinOp::Shr => Ok(Value::Int(x >> y.min(63))),
            BinOp::Eq => Ok(Value::Bool(x == y)),
            BinOp::Ne => Ok(Value::Bool(x != y)),
            BinOp::Lt => Ok(Value::Bool(x < y)),
            BinOp::Le => Ok(Value::Bool(x <= y)),
            BinOp::Gt => Ok(Value::Bool(x > y)),
            BinOp::Ge => Ok(Value::Bool(x >= y)),
            BinOp::MatMul | BinOp::And | BinOp::Or => {
                Err(OpError::ty(format!("`{}` is not defined on numbers", op.symbol())))
            }
        };
    }
    let (x, y) = (a.f64(), b.f64());
    match op {
        BinOp::Add => Ok(Value::Float(x + y)),
        BinOp::Sub => Ok(Value::Float(x - y)),
        BinOp::Mul => Ok(Value::Float(x * y)),
        BinOp::Div | BinOp::FloorDiv | BinOp::Mod if y == 0.0 => Err(zero_division("float division")),
        BinOp::Div => Ok(Value::Float(x / y)),
        BinOp::FloorDiv => Ok(Value::Float((x / y).floor())),
        BinOp::Mod => Ok(Value::Float(ops::py_fmod(x, y))),
        BinOp::Pow => Ok(Value::Float(x.powf(y))),
        BinOp::Eq => Ok(Value::Bool(x == y)),
        BinOp::Ne => Ok(Value::Bool(x != y)),
        BinOp::Lt => Ok(Value::Bool(x < y)),
        BinOp::Le => Ok(Value::Bool(x <= y)),
        BinOp::Gt => Ok(Value::Bool(x > y)),
        BinOp::Ge => Ok(Value::Bool(x >= y)),
        _ => Err(OpError::ty(format!("`{}` needs integers, not floats", op.symbol()))),
    }
}

/// Operators on strings, tuples, lists, dtypes and other values.
fn other_binop(op: BinOp, a: &Value, b: &Value) -> Option<Value> {
    match (op, a, b) {
        (BinOp::Eq, _, _) => Some(Value::Bool(values_equal(a, b))),
        (BinOp::Ne, _, _) => Some(Value::Bool(!values_equal(a, b))),
        (BinOp::Add, Value::Str(x), Value::Str(y)) => Some(Value::str(&format!("{x}{y}"))),
        (BinOp::Add, Value::Tuple(x), Value::Tuple(y)) => {
            Some(Value::tuple(x.iter().chain(y.iter()).cloned().collect()))
        }
        (BinOp::Add, Value::List(x), Value::List(y)) => {
            Some(Value::List(Arc::new(x.iter().chain(y.iter()).cloned().collect())))
        }
        (BinOp::Mul, Value::Str(s), Value::Int(n)) | (BinOp::Mul, Value::Int(n), Value::Str(s)) => {
            Some(Value::str(&s.repeat((*n).max(0) as usize)))
        }
        (BinOp::Mul, Value::Tuple(t), Value::Int(n)) | (BinOp::Mul, Value::Int(n), Value::Tuple(t)) => {
            Some(Value::tuple((0..(*n).max(0)).flat_map(|_| t.iter().cloned()).collect()))
        }
        (BinOp::Mul, Value::List(t), Value::Int(n)) | (BinOp::Mul, Value::Int(n), Value::List(t)) => {
            Some(Value::List(Arc::new((0..(*n).max(0)).flat_map(|_| t.iter().cloned()).collect())))
        }
        (BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge, Value::Str(x), Value::Str(y)) => {
            Some(Value::Bool(ordering(op, x.cmp(y))))
        }
        _ => None,
    }
}

fn ordering(op: BinOp, o: std::cmp::Ordering) -> bool {
    use std::cmp::Ordering::*;
    match op {
        BinOp::Lt => o == Less,
        BinOp::Le => o != Greater,
        BinOp::Gt => o == Greater,
        _ => o != Less,
    }
}

/// Python `==` on non-array values.
pub(crate) fn values_equal(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::None, Value::None) => true,
        (Value::Str(x), Value::Str(y)) => x == y,
        (Value::DType(x), Value::DType(y)) => x == y,
        (Value::Tuple(x), Value::Tuple(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| values_equal(p, q))
        }
        (Value::List(x), Value::List(y)) => {
            x.len() == y.len() && x.iter().zip(y.iter()).all(|(p, q)| values_equal(p, q))
        }
        (Value::Kernel(x), Value::Kernel(y)) => x == y,
        (Value::Builtin(x), Value::Builtin(y)) | (Value::Module(x), Value::Module(y)) => x == y,
        (Value::Range(a, b, c), Value::Range(d, e, f)) => (a, b, c) == (d, e, f),
        _ => match (a.num(), b.num()) {
            (Some(x), Some(y)) => matches!(num_binop(BinOp::Eq, x, y), Ok(Value::Bool(true))),
            _ => false,
        },
    }
}

/// A unary operator.
fn unary(op: UnOp, v: Value, span: Span) -> R<Value> {
    if op == UnOp::Not {
        return Ok(match &v {
            Value::Array(a) => Value::Array(ops::unary(Un::Not, a).map_err(|e| e.at(span))?),
            other => Value::Bool(!truth_of(other, span)?),
        });
    }
    match (op, &v) {
        (UnOp::Pos, Value::Int(_) | Value::Float(_) | Value::Array(_)) => Ok(v),
        (UnOp::Pos, Value::Bool(b)) => Ok(Value::Int(i64::from(*b))),
        (UnOp::Neg, Value::Int(i)) => i.checked_neg().map(Value::Int).ok_or_else(|| overflow().at(span)),
        (UnOp::Neg, Value::Bool(b)) => Ok(Value::Int(-i64::from(*b))),
        (UnOp::Neg, Value::Float(f)) => Ok(Value::Float(-f)),
        (UnOp::Neg, Value::Array(a)) => ops::unary(Un::Neg, a).map(Value::Array).map_err(|e| e.at(span)),
        (UnOp::Invert, Value::Int(i)) => Ok(Value::Int(!i)),
        (UnOp::Invert, Value::Bool(b)) => Ok(Value::Int(!i64::from(*b))),
        (UnOp::Invert, Value::Array(a)) => {
            ops::unary(Un::Invert, a).map(Value::Array).map_err(|e| e.at(span))
        }
        _ => {
            let sym = match op {
                UnOp::Neg => "-",
                UnOp::Pos => "+",
                UnOp::Invert => "~",
                UnOp::Not => "not",
            };
            Err(Fail::at(
                codes::TYPE_MISMATCH,
                format!("unary `{sym}` is not defined for {}", v.describe()),
                span,
                "here",
            ))
        }
    }
}
