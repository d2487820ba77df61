//! Expressions in kernels: constants fold, tile operators promote, broadcast and lower.
//!
//! Operators follow the promotion and broadcasting rules of [`super::rules`]. The lowering
//! makes every implicit conversion explicit in TIR: a constant operand becomes a `constant`
//! op of the result shape, a narrower operand a `cast`, a smaller shape a `reshape` plus
//! `broadcast`, so that TIR's elementwise ops always see operands of one type.

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::{BinOp, Expr, ExprKind, UnOp};
use crate::tir::{shape_str, BinaryOp, CmpOp, Const, OpKind, Padding, TileType, UnaryOp, Value};

use super::kernel::{Elab, Reported, R};
use super::rules;
use super::value::Val;

impl<'u, 'a> Elab<'u, 'a> {
    pub fn expr(&mut self, e: &Expr) -> R<Val> {
        // A long operator chain is a tree as deep as it is long: grow the stack as it recurses.
        stacker::maybe_grow(super::RED_ZONE, super::STACK_SEGMENT, || self.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &Expr) -> R<Val> {
        match &e.kind {
            ExprKind::Int(v) => Ok(Val::Int(*v)),
            ExprKind::Float(v) => Ok(Val::Float(*v)),
            ExprKind::Bool(b) => Ok(Val::Bool(*b)),
            ExprKind::Str(s) => Ok(Val::Str(s.as_str().into())),
            ExprKind::None => Ok(Val::None),
            ExprKind::Name(n) => self.lookup(n, e.span),
            ExprKind::Tuple(items) | ExprKind::List(items) => {
                let vals = items.iter().map(|i| self.expr(i)).collect::<R<Vec<_>>>()?;
                Ok(Val::tuple(vals))
            }
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand)?;
                self.unary(*op, v, operand.span, e.span)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs)?;
                let b = self.expr(rhs)?;
                self.binary(*op, (a, lhs.span), (b, rhs.span), e.span)
            }
            ExprKind::Call { func, args } => self.call(func, args, e.span),
            ExprKind::Attr { base, name } => {
                let b = self.expr(base)?;
                self.attr(b, &name.name, base.span, name.span)
            }
            ExprKind::Index { base, index } => {
                if let Some(v) = self.array_dim_index(base, index)? {
                    return Ok(v);
                }
                let b = self.expr(base)?;
                self.index(b, index, base.span, e.span)
            }
            ExprKind::IfExpr { cond, then, orelse } => {
                let c = self.expr(cond)?;
                match self.condition(c, cond.span)? {
                    super::kernel::Cond::Const(true) => self.expr(then),
                    super::kernel::Cond::Const(false) => self.expr(orelse),
                    super::kernel::Cond::Dynamic(v) => {
                        let a = self.expr(then)?;
                        let b = self.expr(orelse)?;
                        let c = Val::Tile(v, TileType::scalar(DType::Bool));
                        self.select((c, cond.span), (a, then.span), (b, orelse.span), e.span)
                    }
                }
            }
            ExprKind::Slice { .. } => Err(self.error(
                Diagnostic::error(codes::SYNTAX, "a slice can only appear inside `[...]`").with_label(e.span, "slice here"),
            )),
            ExprKind::FStr(_) => Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, "f-strings are host code; a kernel has no strings to format")
                    .with_label(e.span, "f-string in a kernel")
                    .with_help("`print` in a kernel takes a format string with `{}` holes and the values: `print(\"x = {}\", x)`"),
            )),
            ExprKind::Error => {
                self.saw_syntax_error = true;
                Err(Reported)
            }
        }
    }

    // ----- conversions ---------------------------------------------------------------------

    /// The constant `v` as a TIR constant of `dtype`.
    pub fn const_of(&mut self, v: &Val, dtype: DType, span: Span) -> R<Const> {
        let c = match (v, dtype) {
            (Val::Bool(b), DType::Bool) => Const::Bool(*b),
            (Val::Int(i), DType::Bool) => Const::Bool(*i != 0),
            (Val::Bool(b), d) if d.is_float() => Const::Float(f64::from(u8::from(*b))),
            (Val::Bool(b), _) => Const::Int(i64::from(*b)),
            (Val::Int(i), d) if d.is_float() => Const::Float(*i as f64),
            (Val::Int(i), _) => {
                if !int_fits(*i, dtype) {
                    return Err(self.error(
                        Diagnostic::error(codes::CONST_OVERFLOW, format!("{i} does not fit in {dtype}"))
                            .with_label(span, format!("converted to {dtype} here"))
                            .with_help("use a wider dtype"),
                    ));
                }
                Const::Int(*i)
            }
            (Val::Float(f), d) if d.is_float() => Const::Float(*f),
            (Val::Padding(p), d) if d.is_float() => Const::Float(padding_value(*p)),
            (Val::Float(_), _) => {
                return Err(self.error(
                    Diagnostic::error(codes::TYPE_MISMATCH, format!("a float constant cannot become {dtype}"))
                        .with_label(span, "float constant")
                        .with_help("convert explicitly with `astype`, or write an integer"),
                ));
            }
            (other, _) => return Err(self.expected_number(other, span)),
        };
        Ok(c)
    }

    fn expected_number(&mut self, v: &Val, span: Span) -> Reported {
        if let Val::Poison = v {
            return Reported;
        }
        self.error(Diagnostic::error(codes::EXPECTED_TILE, "expected a tile or a number").with_label(span, format!("this is {}", v.describe())))
    }

    /// A scalar or tile value as TIR, materialising constants (with `dtype` or their default).
    pub fn materialize(&mut self, v: &Val, dtype: Option<DType>, span: Span) -> R<(Value, TileType)> {
        match v {
            Val::Tile(value, t) => Ok((*value, t.clone())),
            Val::Int(i) => {
                let d = dtype.unwrap_or(rules::default_dtype(false, false, Some(*i)));
                let c = self.const_of(v, d, span)?;
                Ok((self.constant(c, TileType::scalar(d), span), TileType::scalar(d)))
            }
            Val::Float(_) | Val::Bool(_) | Val::Padding(Padding::NegInf | Padding::PosInf | Padding::Nan) => {
                let d = dtype.unwrap_or(if matches!(v, Val::Bool(_)) { DType::Bool } else { DType::F32 });
                let c = self.const_of(v, d, span)?;
                Ok((self.constant(c, TileType::scalar(d), span), TileType::scalar(d)))
            }
            other => Err(self.expected_number(other, span)),
        }
    }

    /// A tile operand (constants materialised with their default dtype).
    pub fn tile_of(&mut self, v: &Val, span: Span) -> R<(Value, TileType)> {
        self.materialize(v, None, span)
    }

    pub fn cast(&mut self, v: Value, from: &TileType, to: DType, span: Span) -> Value {
        if from.dtype == to {
            return v;
        }
        self.emit1(OpKind::Cast, &[v], from.with_dtype(to), span)
    }

    /// Broadcasts a tile to `shape` (which it must broadcast to).
    pub fn broadcast(&mut self, v: Value, from: &TileType, shape: &[u32], span: Span) -> Value {
        if from.shape.as_slice() == shape {
            return v;
        }
        let mut v = v;
        if from.rank() < shape.len() {
            let mut padded = vec![1u32; shape.len() - from.rank()];
            padded.extend_from_slice(&from.shape);
            v = self.emit1(OpKind::Reshape, &[v], from.with_shape(&padded), span);
            if padded == shape {
                return v;
            }
        }
        self.emit1(OpKind::Broadcast, &[v], from.with_shape(shape), span)
    }

    /// An operand of an elementwise op as a tile of exactly `ty` (cast and broadcast).
    pub fn operand_as(&mut self, v: &Val, ty: &TileType, span: Span) -> R<Value> {
        match v {
            Val::Tile(value, t) => {
                let c = self.cast(*value, t, ty.dtype, span);
                Ok(self.broadcast(c, &t.with_dtype(ty.dtype), &ty.shape, span))
            }
            other => {
                let c = self.const_of(other, ty.dtype, span)?;
                Ok(self.constant(c, ty.clone(), span))
            }
        }
    }

    /// The dtype and shape two operands combine to.
    pub fn combine(&mut self, a: (&Val, Span), b: (&Val, Span), span: Span, what: &str) -> R<TileType> {
        let dtype = self.common_dtype(a, b, span, what)?;
        let sa = shape_of(a.0);
        let sb = shape_of(b.0);
        match rules::broadcast_shapes(&sa, &sb) {
            Ok(shape) => Ok(TileType::new(dtype, &shape)),
            Err(axis_from_right) => Err(self.error(broadcast_error(&sa, &sb, axis_from_right, a.1, b.1, span, what))),
        }
    }

    fn common_dtype(&mut self, a: (&Val, Span), b: (&Val, Span), span: Span, what: &str) -> R<DType> {
        match (a.0, b.0) {
            (Val::Tile(_, ta), Val::Tile(_, tb)) => match rules::promote(ta.dtype, tb.dtype) {
                Some(d) => Ok(d),
                None => Err(self.error(
                    Diagnostic::error(codes::NO_PROMOTION, format!("{} and {} have no common dtype for {what}", ta.dtype, tb.dtype))
                        .with_label(a.1, format!("{}", ta.dtype))
                        .with_label(b.1, format!("{}", tb.dtype))
                        .with_label(span, "combined here")
                        .with_help("convert one operand with `astype` first"),
                )),
            },
            (Val::Tile(_, t), c) | (c, Val::Tile(_, t)) if is_number(c) => {
                Ok(rules::weak_scalar_dtype(t.dtype, matches!(c, Val::Float(_) | Val::Padding(_)), matches!(c, Val::Bool(_))))
            }
            (x, y) => {
                let bad = if is_number(x) || matches!(x, Val::Tile(..)) { (y, b.1) } else { (x, a.1) };
                Err(self.expected_number(bad.0, bad.1))
            }
        }
    }

    // ----- operators -----------------------------------------------------------------------

    fn unary(&mut self, op: UnOp, v: Val, operand_span: Span, span: Span) -> R<Val> {
        match (op, &v) {
            (_, Val::Poison) => Ok(Val::Poison),
            (UnOp::Pos, v) if is_number(v) || matches!(v, Val::Tile(..)) => Ok(v.clone()),
            (UnOp::Neg, Val::Int(i)) => i.checked_neg().map(Val::Int).ok_or_else(|| self.overflow(span)),
            (UnOp::Neg, Val::Float(f)) => Ok(Val::Float(-f)),
            (UnOp::Neg, Val::Bool(b)) => Ok(Val::Int(-i64::from(*b))),
            (UnOp::Neg, Val::Padding(p)) => Ok(Val::Float(-padding_value(*p))),
            (UnOp::Not, c) if is_number(c) => Ok(Val::Bool(!truthy(c))),
            (UnOp::Not, Val::None) => Ok(Val::Bool(true)),
            (UnOp::Invert, Val::Int(i)) => Ok(Val::Int(!i)),
            (UnOp::Invert, Val::Bool(b)) => Ok(Val::Int(!i64::from(*b))),
            (_, Val::Tile(value, t)) => {
                let (kind, ok) = match op {
                    UnOp::Neg => (UnaryOp::Neg, t.dtype.is_int() || t.dtype.is_arith_float()),
                    UnOp::Not => (UnaryOp::Not, t.dtype == DType::Bool),
                    UnOp::Invert => (UnaryOp::Not, t.dtype.is_int() || t.dtype == DType::Bool),
                    UnOp::Pos => (UnaryOp::Neg, false),
                };
                if !ok {
                    let help = match op {
                        UnOp::Not => "`not` needs a bool tile; for integers compare with `== 0`, for bits use `~`",
                        UnOp::Invert => "`~` needs an integer or bool tile",
                        _ => "convert with `astype` to a numeric dtype first",
                    };
                    return Err(self.error(
                        Diagnostic::error(codes::DTYPE_NOT_ALLOWED, format!("this operator does not accept {} tiles", t.dtype))
                            .with_label(operand_span, format!("{}", t.dtype))
                            .with_help(help),
                    ));
                }
                Ok(Val::Tile(self.emit1(OpKind::Unary(kind), &[*value], t.clone(), span), t.clone()))
            }
            (_, other) => Err(self.expected_number(other, operand_span)),
        }
    }

    fn overflow(&mut self, span: Span) -> Reported {
        self.error(Diagnostic::error(codes::CONST_OVERFLOW, "integer overflow in a compile-time computation").with_label(span, "overflows 64 bits"))
    }

    pub fn binary(&mut self, op: BinOp, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        if matches!(a.0, Val::Poison) || matches!(b.0, Val::Poison) {
            return Ok(Val::Poison);
        }
        if !matches!(a.0, Val::Tile(..)) && !matches!(b.0, Val::Tile(..)) {
            return self.fold(op, &a, &b, span);
        }
        match op {
            BinOp::MatMul => self.matmul(a, b, span),
            BinOp::And | BinOp::Or => self.logical(op, a, b, span),
            _ if op.is_comparison() => self.compare(op, a, b, span),
            _ => self.arith(op, a, b, span),
        }
    }

    fn arith(&mut self, op: BinOp, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        let mut ty = self.combine((&a.0, a.1), (&b.0, b.1), span, &format!("`{}`", op.symbol()))?;
        if op == BinOp::Div && !ty.dtype.is_float() {
            ty.dtype = DType::F32;
        }
        if op == BinOp::Pow && !ty.dtype.is_float() {
            return self.int_pow(a, b, span);
        }
        let kind = match op {
            BinOp::Add => BinaryOp::Add,
            BinOp::Sub => BinaryOp::Sub,
            BinOp::Mul => BinaryOp::Mul,
            BinOp::Div => BinaryOp::Div,
            BinOp::FloorDiv => BinaryOp::FloorDiv,
            BinOp::Mod => BinaryOp::Rem,
            BinOp::Pow => BinaryOp::Pow,
            BinOp::BitAnd => BinaryOp::And,
            BinOp::BitOr => BinaryOp::Or,
            BinOp::BitXor => BinaryOp::Xor,
            BinOp::Shl => BinaryOp::Shl,
            BinOp::Shr => BinaryOp::Shr,
            _ => return Err(self.error(Diagnostic::internal(format!("operator {} reached arith", op.symbol())).with_label(span, "here"))),
        };
        self.check_binary_dtype(kind, &ty, (&a, &b), span, op.symbol())?;
        if matches!(kind, BinaryOp::FloorDiv | BinaryOp::Rem) && ty.dtype.is_int() && matches!(b.0, Val::Int(0)) {
            return Err(self.error(Diagnostic::error(codes::INT_DIV_ZERO, "integer division by zero").with_label(b.1, "this is zero")));
        }
        let x = self.operand_as(&a.0, &ty, a.1)?;
        let y = self.operand_as(&b.0, &ty, b.1)?;
        Ok(Val::Tile(self.emit1(OpKind::Binary(kind), &[x, y], ty.clone(), span), ty))
    }

    /// Checks that a binary op accepts the operands' common dtype.
    pub fn check_binary_dtype(&mut self, kind: BinaryOp, ty: &TileType, ops: (&(Val, Span), &(Val, Span)), span: Span, symbol: &str) -> R<()> {
        let d = ty.dtype;
        let bitwise = matches!(kind, BinaryOp::And | BinaryOp::Or | BinaryOp::Xor);
        let ok = if bitwise {
            d.is_int() || d == DType::Bool
        } else if kind.int_only() {
            d.is_int()
        } else if kind == BinaryOp::DivApproxFtz {
            matches!(d, DType::F16 | DType::BF16 | DType::F32)
        } else if kind.float_only() {
            d.is_arith_float()
        } else {
            d.is_int() || d.is_arith_float() || (d == DType::Bool && matches!(kind, BinaryOp::Min | BinaryOp::Max))
        };
        if ok {
            return Ok(());
        }
        let help = if d == DType::Bool {
            "convert bool tiles to a number first with `astype(x, i32)`".to_string()
        } else if !d.is_arith_float() && d.is_float() {
            format!("{d} is a storage and `mma` type; convert to f16, bf16 or f32 with `astype` for arithmetic")
        } else if kind.int_only() || bitwise {
            "bitwise operators need integer operands".to_string()
        } else {
            "convert the operands with `astype`".to_string()
        };
        let labels: Vec<Span> = [ops.0, ops.1].iter().filter(|o| matches!(o.0, Val::Tile(..))).map(|o| o.1).collect();
        let mut diag = Diagnostic::error(codes::DTYPE_NOT_ALLOWED, format!("`{symbol}` does not accept {d} operands"));
        diag = diag.with_label(labels.first().copied().unwrap_or(span), format!("{d}"));
        Err(self.error(diag.with_help(help)))
    }

    fn int_pow(&mut self, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        let Val::Int(n) = b.0 else {
            return Err(self.error(
                Diagnostic::error(codes::DTYPE_NOT_ALLOWED, "`**` on integer tiles needs a constant non-negative exponent")
                    .with_label(b.1, "not a constant integer")
                    .with_help("convert the base to a float dtype with `astype` for a general power"),
            ));
        };
        if !(0..=16).contains(&n) {
            return Err(self.error(
                Diagnostic::error(codes::DTYPE_NOT_ALLOWED, "integer powers support exponents 0 to 16")
                    .with_label(b.1, format!("exponent {n}"))
                    .with_help("convert the base to a float dtype with `astype`"),
            ));
        }
        let (x, t) = self.tile_of(&a.0, a.1)?;
        let mut acc = self.constant(Const::Int(1), t.clone(), span);
        for _ in 0..n {
            acc = self.emit1(OpKind::Binary(BinaryOp::Mul), &[acc, x], t.clone(), span);
        }
        Ok(Val::Tile(acc, t))
    }

    fn compare(&mut self, op: BinOp, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        let ty = self.combine((&a.0, a.1), (&b.0, b.1), span, &format!("`{}`", op.symbol()))?;
        let pred = match op {
            BinOp::Eq => CmpOp::Eq,
            BinOp::Ne => CmpOp::Ne,
            BinOp::Lt => CmpOp::Lt,
            BinOp::Le => CmpOp::Le,
            BinOp::Gt => CmpOp::Gt,
            _ => CmpOp::Ge,
        };
        if !ty.dtype.is_int() && !ty.dtype.is_arith_float() && ty.dtype != DType::Bool {
            self.check_binary_dtype(BinaryOp::Add, &ty, (&a, &b), span, op.symbol())?;
        }
        let x = self.operand_as(&a.0, &ty, a.1)?;
        let y = self.operand_as(&b.0, &ty, b.1)?;
        let out = ty.with_dtype(DType::Bool);
        Ok(Val::Tile(self.emit1(OpKind::Cmp(pred), &[x, y], out.clone(), span), out))
    }

    fn logical(&mut self, op: BinOp, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        for (v, s) in [(&a.0, a.1), (&b.0, b.1)] {
            let ok = match v {
                Val::Tile(_, t) => t.dtype == DType::Bool,
                Val::Bool(_) => true,
                _ => false,
            };
            if !ok {
                return Err(self.error(
                    Diagnostic::error(codes::DTYPE_NOT_ALLOWED, format!("`{}` on tiles needs bool operands", op.symbol()))
                        .with_label(s, format!("this is {}", v.describe()))
                        .with_help("compare first (`x > 0`), or use `&` / `|` for bitwise operations on integers"),
                ));
            }
        }
        let ty = self.combine((&a.0, a.1), (&b.0, b.1), span, &format!("`{}`", op.symbol()))?;
        let x = self.operand_as(&a.0, &ty, a.1)?;
        let y = self.operand_as(&b.0, &ty, b.1)?;
        let kind = if op == BinOp::And { BinaryOp::And } else { BinaryOp::Or };
        Ok(Val::Tile(self.emit1(OpKind::Binary(kind), &[x, y], ty.clone(), span), ty))
    }

    /// `where(c, x, y)`: the three operands broadcast together; `x` and `y` promote.
    pub fn select(&mut self, c: (Val, Span), x: (Val, Span), y: (Val, Span), span: Span) -> R<Val> {
        match &c.0 {
            Val::Tile(_, t) if t.dtype == DType::Bool => {}
            Val::Bool(b) => return Ok(if *b { x.0 } else { y.0 }),
            Val::Poison => return Err(Reported),
            other => {
                return Err(self.error(
                    Diagnostic::error(codes::CONDITION_TYPE, "the condition of `where` must be a bool tile")
                        .with_label(c.1, format!("this is {}", other.describe()))
                        .with_help("compare to make a mask, e.g. `where(x > 0, x, 0)`"),
                ));
            }
        }
        let vt = match (&x.0, &y.0) {
            (Val::Tile(..), _) | (_, Val::Tile(..)) => self.combine((&x.0, x.1), (&y.0, y.1), span, "`where`")?,
            _ => {
                let is_float = matches!(x.0, Val::Float(_)) || matches!(y.0, Val::Float(_));
                TileType::scalar(rules::default_dtype(is_float, false, None))
            }
        };
        let ct = shape_of(&c.0);
        let shape = match rules::broadcast_shapes(&ct, &vt.shape) {
            Ok(s) => s,
            Err(i) => return Err(self.error(broadcast_error(&ct, &vt.shape, i, c.1, x.1, span, "`where`"))),
        };
        let ty = TileType::new(vt.dtype, &shape);
        let cv = self.operand_as(&c.0, &ty.with_dtype(DType::Bool), c.1)?;
        let xv = self.operand_as(&x.0, &ty, x.1)?;
        let yv = self.operand_as(&y.0, &ty, y.1)?;
        Ok(Val::Tile(self.emit1(OpKind::Select, &[cv, xv, yv], ty.clone(), span), ty))
    }

    fn matmul(&mut self, a: (Val, Span), b: (Val, Span), span: Span) -> R<Val> {
        let (x, tx) = self.tile_of(&a.0, a.1)?;
        let (y, ty_) = self.tile_of(&b.0, b.1)?;
        let Some(d) = rules::promote(tx.dtype, ty_.dtype) else {
            return Err(self.error(
                Diagnostic::error(codes::NO_PROMOTION, format!("{} and {} have no common dtype for `@`", tx.dtype, ty_.dtype))
                    .with_label(a.1, tx.dtype.name())
                    .with_label(b.1, ty_.dtype.name()),
            ));
        };
        let Some(acc_d) = rules::matmul_accumulator(d) else {
            return Err(self.error(
                Diagnostic::error(codes::MMA_DTYPE, format!("`@` does not support {d} operands"))
                    .with_label(span, "matrix product here")
                    .with_help("use f16, bf16, f32, tf32, f64, fp8 or i8 operands"),
            ));
        };
        let x = self.cast(x, &tx, d, a.1);
        let y = self.cast(y, &ty_, d, b.1);
        let (tx, ty_) = (tx.with_dtype(d), ty_.with_dtype(d));
        let out_shape = self.mma_shape(&tx, &ty_, None, (a.1, b.1, span))?;
        let acc_t = TileType::new(acc_d, &out_shape);
        let zero = self.const_of(&Val::Int(0), acc_d, span)?;
        let acc = self.constant(zero, acc_t.clone(), span);
        let r = self.emit1(OpKind::Mma, &[x, y, acc], acc_t.clone(), span);
        let out_t = acc_t.with_dtype(d);
        Ok(Val::Tile(self.cast(r, &acc_t, d, span), out_t))
    }

    /// The result shape of `a @ b` (+ `acc`), checking (M, K) x (K, N) [+ (M, N)], optionally batched.
    pub fn mma_shape(&mut self, ta: &TileType, tb: &TileType, acc: Option<(&TileType, Span)>, spans: (Span, Span, Span)) -> R<Vec<u32>> {
        let (sa, sb) = (&ta.shape, &tb.shape);
        let rank_ok = (sa.len() == 2 && sb.len() == 2) || (sa.len() == 3 && sb.len() == 3 && sa[0] == sb[0]);
        let r = sa.len();
        if !rank_ok || sa[r - 1] != sb[r - 2] {
            let msg = if !rank_ok {
                format!("`mma` needs two 2-D tiles (or 3-D with one batch size), got {} and {}", shape_str(sa), shape_str(sb))
            } else {
                format!("`mma` inner dimensions differ: {} x {}", shape_str(sa), shape_str(sb))
            };
            return Err(self.error(
                Diagnostic::error(codes::MMA_SHAPE, msg)
                    .with_label(spans.0, format!("lhs is {}", shape_str(sa)))
                    .with_label(spans.1, format!("rhs is {}", shape_str(sb)))
                    .with_help("the lhs is (M, K) and the rhs (K, N): the lhs's last dimension must equal the rhs's first; `transpose` one operand if needed"),
            ));
        }
        let mut out: Vec<u32> = sa[..r - 1].to_vec();
        out.push(sb[r - 1]);
        if let Some((tc, span)) = acc
            && tc.shape.as_slice() != out.as_slice()
        {
            return Err(self.error(
                Diagnostic::error(codes::MMA_SHAPE, format!("the accumulator of `mma` has shape {} but the product has shape {}", shape_str(&tc.shape), shape_str(&out)))
                    .with_label(span, format!("accumulator is {}", shape_str(&tc.shape)))
                    .with_label(spans.0, format!("lhs is {}", shape_str(sa)))
                    .with_label(spans.1, format!("rhs is {}", shape_str(sb)))
                    .with_help(format!("make the accumulator {}: e.g. `full({}, 0, f32)`", shape_str(&out), shape_str(&out))),
            ));
        }
        Ok(out)
    }

    /// Constant folding with Python semantics.
    fn fold(&mut self, op: BinOp, a: &(Val, Span), b: &(Val, Span), span: Span) -> R<Val> {
        use Val::{Int, Str, Tuple, Bool};
        match (op, &a.0, &b.0) {
            (BinOp::And, x, y) => return Ok(if truthy(x) { y.clone() } else { x.clone() }),
            (BinOp::Or, x, y) => return Ok(if truthy(x) { x.clone() } else { y.clone() }),
            (BinOp::Add, Tuple(x), Tuple(y)) => return Ok(Val::tuple(x.iter().chain(y.iter()).cloned().collect())),
            (BinOp::Mul, Tuple(x), Int(n)) | (BinOp::Mul, Int(n), Tuple(x)) => {
                let n = (*n).clamp(0, 1 << 16) as usize;
                return Ok(Val::tuple(x.iter().cloned().cycle().take(x.len() * n).collect()));
            }
            (BinOp::Add, Str(x), Str(y)) => return Ok(Str(format!("{x}{y}").into())),
            (BinOp::Eq | BinOp::Ne, x, y) if !is_number(x) || !is_number(y) => {
                let eq = x.same(y);
                return Ok(Bool(if op == BinOp::Eq { eq } else { !eq }));
            }
            _ => {}
        }
        let (x, y) = match (num(&a.0), num(&b.0)) {
            (Some(x), Some(y)) => (x, y),
            (None, _) => return Err(self.unsupported_operands(op, a, b, span)),
            (_, None) => return Err(self.unsupported_operands(op, a, b, span)),
        };
        match (x, y) {
            (Num::I(x), Num::I(y)) => self.fold_int(op, x, y, b.1, span),
            (x, y) => self.fold_float(op, x.f(), y.f(), b.1, span),
        }
    }

    fn unsupported_operands(&mut self, op: BinOp, a: &(Val, Span), b: &(Val, Span), span: Span) -> Reported {
        self.error(
            Diagnostic::error(codes::TYPE_MISMATCH, format!("`{}` cannot combine {} and {}", op.symbol(), a.0.describe(), b.0.describe()))
                .with_label(a.1, a.0.describe())
                .with_label(b.1, b.0.describe())
                .with_label(span, "in this operation"),
        )
    }

    fn fold_int(&mut self, op: BinOp, x: i64, y: i64, rhs: Span, span: Span) -> R<Val> {
        let zero = |e: &mut Self| e.error(Diagnostic::error(codes::CONST_DIV_ZERO, "division by zero in a compile-time expression").with_label(rhs, "this is zero"));
        let v = match op {
            BinOp::Add => x.checked_add(y),
            BinOp::Sub => x.checked_sub(y),
            BinOp::Mul => x.checked_mul(y),
            BinOp::Div => {
                if y == 0 {
                    return Err(zero(self));
                }
                return Ok(Val::Float(x as f64 / y as f64));
            }
            BinOp::FloorDiv => {
                if y == 0 {
                    return Err(zero(self));
                }
                x.checked_div(y).map(|q| if (x % y != 0) && ((x < 0) != (y < 0)) { q - 1 } else { q })
            }
            BinOp::Mod => {
                if y == 0 {
                    return Err(zero(self));
                }
                x.checked_rem(y).map(|r| if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r })
            }
            BinOp::Pow if y < 0 => return Ok(Val::Float((x as f64).powf(y as f64))),
            BinOp::Pow => u32::try_from(y).ok().and_then(|e| x.checked_pow(e)),
            BinOp::BitAnd => Some(x & y),
            BinOp::BitOr => Some(x | y),
            BinOp::BitXor => Some(x ^ y),
            BinOp::Shl => u32::try_from(y).ok().and_then(|s| x.checked_shl(s)),
            BinOp::Shr => u32::try_from(y).ok().map(|s| x >> s.min(63)),
            BinOp::Eq => return Ok(Val::Bool(x == y)),
            BinOp::Ne => return Ok(Val::Bool(x != y)),
            BinOp::Lt => return Ok(Val::Bool(x < y)),
            BinOp::Le => return Ok(Val::Bool(x <= y)),
            BinOp::Gt => return Ok(Val::Bool(x > y)),
            BinOp::Ge => return Ok(Val::Bool(x >= y)),
            BinOp::MatMul | BinOp::And | BinOp::Or => None,
        };
        v.map(Val::Int).ok_or_else(|| self.overflow(span))
    }

    fn fold_float(&mut self, op: BinOp, x: f64, y: f64, rhs: Span, span: Span) -> R<Val> {
        if y == 0.0 && matches!(op, BinOp::Div | BinOp::FloorDiv | BinOp::Mod) {
            return Err(self.error(Diagnostic::error(codes::CONST_DIV_ZERO, "division by zero in a compile-time expression").with_label(rhs, "this is zero")));
        }
        let v = match op {
            BinOp::Add => x + y,
            BinOp::Sub => x - y,
            BinOp::Mul => x * y,
            BinOp::Div => x / y,
            BinOp::FloorDiv => (x / y).floor(),
            BinOp::Mod => x - y * (x / y).floor(),
            BinOp::Pow => x.powf(y),
            BinOp::Eq => return Ok(Val::Bool(x == y)),
            BinOp::Ne => return Ok(Val::Bool(x != y)),
            BinOp::Lt => return Ok(Val::Bool(x < y)),
            BinOp::Le => return Ok(Val::Bool(x <= y)),
            BinOp::Gt => return Ok(Val::Bool(x > y)),
            BinOp::Ge => return Ok(Val::Bool(x >= y)),
            _ => {
                return Err(self.error(
                    Diagnostic::error(codes::DTYPE_NOT_ALLOWED, format!("`{}` needs integer operands", op.symbol())).with_label(span, "float constant here"),
                ));
            }
        };
        Ok(Val::Float(v))
    }

    // ----- attributes and indexing ---------------------------------------------------------

    /// `A.shape[i]` with a constant `i`: reads that one dimension, not the whole shape.
    fn array_dim_index(&mut self, base: &Expr, index: &[Expr]) -> R<Option<Val>> {
        let (ExprKind::Attr { base: arr, name }, [i]) = (&base.kind, index) else { return Ok(None) };
        if name.name != "shape" || !matches!(i.kind, ExprKind::Int(_) | ExprKind::Unary { .. }) {
            return Ok(None);
        }
        let (Val::Array(a), Val::Int(k)) = (self.expr(arr)?, self.expr(i)?) else { return Ok(None) };
        let rank = a.rank as i64;
        if !(-rank..rank).contains(&k) {
            return Err(self.error(
                Diagnostic::error(codes::AXIS_RANGE, format!("`{}` has rank {rank}, so it has no dimension {k}", a.name))
                    .with_label(i.span, "out of range")
                    .with_label(arr.span, format!("rank {rank}")),
            ));
        }
        let axis = if k < 0 { k + rank } else { k } as usize;
        Ok(Some(self.array_dim(&a, axis, base.span)))
    }

    fn attr(&mut self, base: Val, name: &str, base_span: Span, name_span: Span) -> R<Val> {
        match (&base, name) {
            (Val::Array(a), "shape") => {
                let a = a.clone();
                let dims = (0..a.rank).map(|i| self.array_dim(&a, i, name_span)).collect();
                Ok(Val::tuple(dims))
            }
            (Val::Array(a), "dtype") => Ok(Val::DType(a.dtype)),
            (Val::Array(a), "ndim") => Ok(Val::Int(a.rank as i64)),
            (Val::Tile(_, t), "shape") => Ok(Val::tuple(t.shape.iter().map(|&d| Val::Int(i64::from(d))).collect())),
            (Val::Tile(_, t), "dtype") => Ok(Val::DType(t.dtype)),
            (Val::Tile(_, t), "ndim") => Ok(Val::Int(t.rank() as i64)),
            (Val::Int(_) | Val::Float(_) | Val::Bool(_), "dtype") => {
                let (_, t) = self.tile_of(&base, base_span)?;
                Ok(Val::DType(t.dtype))
            }
            (Val::Module(m), _) => match self.unit.lookup(*m, name) {
                Some(super::globals::Global::Func(f)) => Ok(Val::Func(f)),
                Some(super::globals::Global::Module(m)) => Ok(Val::Module(m)),
                Some(super::globals::Global::Broken) => Err(Reported),
                None => Err(self.error(
                    Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("module `{}` has no `{name}`", self.unit.modules[m.0].name)).with_label(name_span, "not defined there"),
                )),
            },
            (Val::Poison, _) => Err(Reported),
            _ => {
                let known = match &base {
                    Val::Array(_) | Val::Tile(..) => "`shape`, `dtype` and `ndim`",
                    _ => "no attributes",
                };
                Err(self.error(
                    Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("{} has no attribute `{name}`", base.describe()))
                        .with_label(name_span, "unknown attribute")
                        .with_label(base_span, format!("this has {known}")),
                ))
            }
        }
    }

    fn index(&mut self, base: Val, index: &[Expr], base_span: Span, span: Span) -> R<Val> {
        let Val::Tuple(items) = &base else {
            if let Val::Poison = base {
                return Err(Reported);
            }
            let help = match &base {
                Val::Tile(..) => "tiles are indexed as a whole: use `extract(t, index=..., shape=...)` for a sub-tile or `reshape`/`expand_dims` for new axes",
                Val::Array(_) => "arrays are read with `load(A, index=..., shape=...)`",
                _ => "only tuples can be indexed",
            };
            return Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, format!("{} cannot be indexed with `[...]`", base.describe()))
                    .with_label(base_span, "indexed here")
                    .with_help(help),
            ));
        };
        let [i] = index else {
            return Err(self.error(Diagnostic::error(codes::INDEX_RANK, "a tuple takes one index").with_label(span, "several indices")));
        };
        let len = items.len() as i64;
        if let ExprKind::Slice { start, stop, step } = &i.kind {
            let part = |e: &Option<Box<Expr>>, default: i64, s: &mut Self| -> R<i64> {
                match e {
                    None => Ok(default),
                    Some(e) => match s.expr(e)? {
                        Val::Int(v) => Ok(v),
                        other => Err(s.error(Diagnostic::error(codes::NOT_CONSTANT, "tuple slices need constant bounds").with_label(e.span, format!("this is {}", other.describe())))),
                    },
                }
            };
            let step = part(step, 1, self)?;
            if step <= 0 {
                return Err(self.error(Diagnostic::error(codes::UNSUPPORTED, "tuple slices need a positive step").with_label(i.span, "here")));
            }
            let norm = |v: i64| if v < 0 { (v + len).max(0) } else { v.min(len) };
            let a = norm(part(start, 0, self)?);
            let b = norm(part(stop, len, self)?);
            let picked = (a..b).step_by(step as usize).map(|k| items[k as usize].clone()).collect();
            return Ok(Val::tuple(picked));
        }
        match self.expr(i)? {
            Val::Int(k) => {
                let idx = if k < 0 { k + len } else { k };
                if !(0..len).contains(&idx) {
                    return Err(self.error(
                        Diagnostic::error(codes::AXIS_RANGE, format!("index {k} is out of range for a tuple of {len}"))
                            .with_label(i.span, "out of range")
                            .with_label(base_span, format!("{len} elements")),
                    ));
                }
                Ok(items[idx as usize].clone())
            }
            other => Err(self.error(
                Diagnostic::error(codes::NOT_CONSTANT, "a tuple index must be a compile-time integer")
                    .with_label(i.span, format!("this is {}", other.describe())),
            )),
        }
    }
}

/// The shape of a value in an elementwise operation (numbers are scalars).
pub(crate) fn shape_of(v: &Val) -> Vec<u32> {
    match v {
        Val::Tile(_, t) => t.shape.to_vec(),
        _ => Vec::new(),
    }
}

fn is_number(v: &Val) -> bool {
    matches!(v, Val::Int(_) | Val::Float(_) | Val::Bool(_) | Val::Padding(Padding::NegInf | Padding::PosInf | Padding::Nan))
}

pub(crate) fn truthy(v: &Val) -> bool {
    match v {
        Val::Int(i) => *i != 0,
        Val::Float(f) => *f != 0.0,
        Val::Bool(b) => *b,
        Val::None => false,
        Val::Tuple(t) => !t.is_empty(),
        Val::Str(s) => !s.is_empty(),
        _ => true,
    }
}

#[derive(Clone, Copy)]
enum Num {
    I(i64),
    F(f64),
}

impl Num {
    fn f(self) -> f64 {
        match self {
            Num::I(i) => i as f64,
            Num::F(f) => f,
        }
    }
}

fn num(v: &Val) -> Option<Num> {
    match v {
        Val::Int(i) => Some(Num::I(*i)),
        Val::Bool(b) => Some(Num::I(i64::from(*b))),
        Val::Float(f) => Some(Num::F(*f)),
        Val::Padding(p @ (Padding::NegInf | Padding::PosInf | Padding::Nan)) => Some(Num::F(padding_value(*p))),
        _ => None,
    }
}

pub(crate) fn padding_value(p: Padding) -> f64 {
    match p {
        Padding::Zero | Padding::Undetermined => 0.0,
        Padding::NegInf => f64::NEG_INFINITY,
        Padding::PosInf => f64::INFINITY,
        Padding::Nan => f64::NAN,
    }
}

fn int_fits(v: i64, d: DType) -> bool {
    match d {
        DType::I8 => i8::try_from(v).is_ok(),
        DType::I16 => i16::try_from(v).is_ok(),
        DType::I32 => i32::try_from(v).is_ok(),
        DType::U8 => u8::try_from(v).is_ok(),
        DType::U16 => u16::try_from(v).is_ok(),
        DType::U32 => u32::try_from(v).is_ok(),
        DType::U64 => v >= 0,
        _ => true,
    }
}

/// The shape-mismatch diagnostic: both shapes, both operands, the failing axis, a fix.
pub(crate) fn broadcast_error(sa: &[u32], sb: &[u32], axis_from_right: usize, a: Span, b: Span, _span: Span, what: &str) -> Diagnostic {
    let rank = sa.len().max(sb.len());
    let axis = rank - 1 - axis_from_right;
    let da = sa.len().checked_sub(axis_from_right + 1).map(|i| sa[i]).unwrap_or(1);
    let db = sb.len().checked_sub(axis_from_right + 1).map(|i| sb[i]).unwrap_or(1);
    let help = if sa.len() == 2 && sb.len() == 2 && sa[0] == sb[1] && sa[1] == sb[0] {
        "the shapes are transposes of each other: `transpose` one operand".to_string()
    } else if sa.len() != sb.len() {
        "shapes are aligned from the right; use `reshape` or `expand_dims` to add an axis of size 1 where the smaller tile should repeat".to_string()
    } else {
        format!("make dimension {axis} equal, or 1 on one side so it repeats (e.g. reductions with `keepdims=True`)")
    };
    Diagnostic::error(codes::BROADCAST, format!("shapes {} and {} cannot be broadcast together for {what}", shape_str(sa), shape_str(sb)))
        .with_label(a, format!("shape {}", shape_str(sa)))
        .with_label(b, format!("shape {}", shape_str(sb)))
        .with_note(format!("dimension {axis} is {da} on the left and {db} on the right; broadcasting needs them equal or one of them 1"))
        .with_help(help)
}
