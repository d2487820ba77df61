//! Elementwise ops: unary and binary arithmetic, comparisons, `select` and casts, register by
//! register, with the CPU reference's semantics (`tile_cpu`'s `ops::num` and `ops::cast`).
//!
//! * Floats of 32 bits or less compute in `float` and round to their dtype after each op;
//!   math functions come from libdevice (`__nv_expf`, ...), `min`/`max` propagate NaN
//!   (`min.NaN.f32`).
//! * Integer division and remainder follow Python (floor; remainder with the divisor's sign)
//!   and never divide by zero or overflow in LLVM's sense: the divisor is made safe first, so
//!   a zero divisor gives the CPU's values (quotient 0, remainder the dividend).
//! * Float to integer truncates and saturates with NaN to 0 (`cvt.rzi`); conversions to a
//!   narrow float round once: values that would round twice go through round-to-odd.

use tile_lang::tir::{BinaryOp, CmpOp, UnaryOp};
use tile_lang::DType;

use super::ir::{Ty, V};
use super::lower::Cx;
use super::tile::{reg_ty, Repr, Tile};
use super::LowerError;

/// The `icmp` predicate of a strict order: `a > b` (`greater`) or `a < b`, signed or not.
pub(super) fn order_pred(greater: bool, signed: bool) -> &'static str {
    match (greater, signed) {
        (true, true) => "sgt",
        (true, false) => "ugt",
        (false, true) => "slt",
        (false, false) => "ult",
    }
}

impl Cx<'_> {
    /// Applies `f` to the registers of tiles of one shape, in one layout: the first operand's
    /// that is in registers, else the default. All-splat operands give a splat.
    pub fn elementwise(
        &mut self,
        args: &[&Tile],
        out: DType,
        mut f: impl FnMut(&mut Self, &[V]) -> Result<V, LowerError>,
    ) -> Result<Tile, LowerError> {
        let shape = args[0].shape.clone();
        if args.iter().all(|t| matches!(t.repr, Repr::Splat(_))) {
            let vs: Vec<V> = args.iter().map(|t| t.scalar().clone()).collect();
            let v = f(self, &vs)?;
            return Ok(Tile::splat(out, &shape, v));
        }
        let layout = match args.iter().find_map(|t| match &t.repr {
            Repr::Regs { layout, .. } => Some(layout.clone()),
            _ => None,
        }) {
            Some(l) => l,
            None => {
                let first = args.iter().find(|t| !matches!(t.repr, Repr::Splat(_))).expect("not all splats");
                self.default_layout(&shape, first.dtype)
            }
        };
        let regs: Vec<Vec<V>> = args.iter().map(|t| self.relayout(t, &layout)).collect::<Result<_, _>>()?;
        let mut out_regs = Vec::with_capacity(layout.num_regs());
        for r in 0..layout.num_regs() {
            let vs: Vec<V> = regs.iter().map(|rs| rs[r].clone()).collect();
            out_regs.push(f(self, &vs)?);
        }
        Ok(Tile::regs(out, layout, out_regs))
    }

    pub fn unary(&mut self, op: UnaryOp, x: &Tile) -> Result<Tile, LowerError> {
        let d = x.dtype;
        reg_ty(d)?;
        self.elementwise(&[x], d, |cx, v| cx.unary_reg(op, d, &v[0]))
    }

    fn unary_reg(&mut self, op: UnaryOp, d: DType, x: &V) -> Result<V, LowerError> {
        if d.is_bool() {
            return Ok(match op {
                UnaryOp::Not => self.f.bin("xor", x, &V::bool(true)),
                _ => x.clone(),
            });
        }
        if !d.is_float() {
            let zero = V::int(x.ty.clone(), 0);
            return Ok(match op {
                UnaryOp::Neg => self.f.bin("sub", &zero, x),
                UnaryOp::Not => self.f.bin("xor", x, &V::int(x.ty.clone(), -1)),
                UnaryOp::Abs if d.is_signed_int() => {
                    let neg = self.f.cmp("icmp", "slt", x, &zero);
                    let minus = self.f.bin("sub", &zero, x);
                    self.f.select(&neg, &minus, x)
                }
                _ => x.clone(),
            });
        }
        let double = x.ty == Ty::Double;
        let lib = |name: &str| if double { format!("__nv_{name}") } else { format!("__nv_{name}f") };
        let v = match op {
            UnaryOp::Neg => self.f.bin("fsub", &V::float(x.ty.clone(), -0.0), x),
            UnaryOp::Not => unreachable!("verified: `not` is for integers and bool"),
            UnaryOp::Abs => self.libcall(&lib("fabs"), &[x]),
            UnaryOp::Exp => self.libcall(&lib("exp"), &[x]),
            UnaryOp::Exp2 => self.libcall(&lib("exp2"), &[x]),
            UnaryOp::Exp2Ftz => {
                self.m.declare("declare float @llvm.nvvm.ex2.approx.ftz.f(float)");
                self.f.call(Ty::Float, "llvm.nvvm.ex2.approx.ftz.f", &[x])
            }
            UnaryOp::Log => self.libcall(&lib("log"), &[x]),
            UnaryOp::Log2 => self.libcall(&lib("log2"), &[x]),
            UnaryOp::Sqrt => {
                let name = if double { "llvm.sqrt.f64" } else { "llvm.sqrt.f32" };
                self.m.declare(format!("declare {t} @{name}({t})", t = x.ty));
                self.f.call(x.ty.clone(), name, &[x])
            }
            UnaryOp::Rsqrt => self.libcall(&lib("rsqrt"), &[x]),
            UnaryOp::Sin => self.libcall(&lib("sin"), &[x]),
            UnaryOp::Cos => self.libcall(&lib("cos"), &[x]),
            UnaryOp::Tan => self.libcall(&lib("tan"), &[x]),
            UnaryOp::Tanh => self.libcall(&lib("tanh"), &[x]),
            UnaryOp::Floor => self.libcall(&lib("floor"), &[x]),
            UnaryOp::Ceil => self.libcall(&lib("ceil"), &[x]),
            UnaryOp::Erf => self.libcall(&lib("erf"), &[x]),
            UnaryOp::Sigmoid => {
                let neg = self.f.bin("fsub", &V::float(x.ty.clone(), -0.0), x);
                let e = self.libcall(&lib("exp"), &[&neg]);
                let one = V::float(x.ty.clone(), 1.0);
                let den = self.f.bin("fadd", &one, &e);
                self.f.bin("fdiv", &one, &den)
            }
        };
        Ok(self.round_to(d, v))
    }

    /// A call of a libdevice function whose result type is its first argument's.
    pub fn libcall(&mut self, name: &str, args: &[&V]) -> V {
        let ty = args[0].ty.clone();
        let params: Vec<String> = args.iter().map(|a| a.ty.to_string()).collect();
        self.m.declare(format!("declare {ty} @{name}({})", params.join(", ")));
        self.f.call(ty, name, args)
    }

    pub fn binary(&mut self, op: BinaryOp, x: &Tile, y: &Tile) -> Result<Tile, LowerError> {
        let d = x.dtype;
        reg_ty(d)?;
        self.elementwise(&[x, y], d, |cx, v| cx.binary_reg(op, d, &v[0], &v[1]))
    }

    pub fn binary_reg(&mut self, op: BinaryOp, d: DType, a: &V, b: &V) -> Result<V, LowerError> {
        if d.is_bool() {
            return Ok(self.bool_binary(op, a, b));
        }
        if d.is_float() {
            let v = self.float_binary(op, a, b);
            return Ok(self.round_to(d, v));
        }
        Ok(self.int_binary(op, d.is_signed_int(), a, b))
    }

    fn bool_binary(&mut self, op: BinaryOp, a: &V, b: &V) -> V {
        match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Xor => self.f.bin("xor", a, b),
            BinaryOp::Mul | BinaryOp::Min | BinaryOp::And | BinaryOp::FloorDiv | BinaryOp::CeilDiv => {
                self.f.bin("and", a, b)
            }
            BinaryOp::Max | BinaryOp::Or => self.f.bin("or", a, b),
            BinaryOp::Rem | BinaryOp::Shl | BinaryOp::Shr => {
                let not_b = self.f.bin("xor", b, &V::bool(true));
                self.f.bin("and", a, &not_b)
            }
            BinaryOp::Div | BinaryOp::DivApproxFtz | BinaryOp::Pow => {
                unreachable!("verified: float-only op on bool")
            }
        }
    }

    fn float_binary(&mut self, op: BinaryOp, a: &V, b: &V) -> V {
        let double = a.ty == Ty::Double;
        let lib = |name: &str| if double { format!("__nv_{name}") } else { format!("__nv_{name}f") };
        match op {
            BinaryOp::Add => self.f.bin("fadd", a, b),
            BinaryOp::Sub => self.f.bin("fsub", a, b),
            BinaryOp::Mul => self.f.bin("fmul", a, b),
            BinaryOp::Div => self.f.bin("fdiv", a, b),
            // Registers hold narrow floats as f32 already; the result is rounded back below.
            BinaryOp::DivApproxFtz => {
                self.f.asm(Ty::Float, "div.approx.ftz.f32 $0, $1, $2;", "=f,f,f", &[a, b], false)
            }
            BinaryOp::FloorDiv => {
                let q = self.f.bin("fdiv", a, b);
                self.libcall(&lib("floor"), &[&q])
            }
            BinaryOp::Rem => self.python_fmod(a, b, &lib("fmod"), &lib("copysign")),
            BinaryOp::Min | BinaryOp::Max => self.float_min_max(op == BinaryOp::Max, a, b),
            BinaryOp::Pow => self.libcall(&lib("pow"), &[a, b]),
            _ => unreachable!("verified: integer-only op {op:?} on a float"),
        }
    }

    /// Python's `%` on floats: `fmod` moved to the divisor's sign; a zero result takes the
    /// divisor's sign.
    fn python_fmod(&mut self, a: &V, b: &V, fmod: &str, copysign: &str) -> V {
        let zero = V::float(a.ty.clone(), 0.0);
        let r = self.libcall(fmod, &[a, b]);
        let r_neg = self.f.cmp("fcmp", "olt", &r, &zero);
        let b_neg = self.f.cmp("fcmp", "olt", b, &zero);
        let differ = self.f.bin("xor", &r_neg, &b_neg);
        let nonzero = self.f.cmp("fcmp", "une", &r, &zero);
        let fix = self.f.bin("and", &differ, &nonzero);
        let moved = self.f.bin("fadd", &r, b);
        let r = self.f.select(&fix, &moved, &r);
        let signed_zero = self.libcall(copysign, &[&zero, b]);
        let is_zero = self.f.cmp("fcmp", "oeq", &r, &zero);
        self.f.select(&is_zero, &signed_zero, &r)
    }

    /// IEEE `minimum`/`maximum`: NaN if either is NaN, and -0 below +0.
    pub fn float_min_max(&mut self, max: bool, a: &V, b: &V) -> V {
        if a.ty == Ty::Float {
            let op = if max { "max.NaN.f32 $0, $1, $2;" } else { "min.NaN.f32 $0, $1, $2;" };
            return self.f.asm(Ty::Float, op, "=f,f,f", &[a, b], false);
        }
        let (pred, join) = if max { ("ogt", "and") } else { ("olt", "or") };
        let pick = self.f.cmp("fcmp", pred, a, b);
        let chosen = self.f.select(&pick, a, b);
        // Equal operands (+0 and -0 among them): join their bits, so the sign is right.
        let ia = self.f.conv("bitcast", a, Ty::I64);
        let ib = self.f.conv("bitcast", b, Ty::I64);
        let joined = self.f.bin(join, &ia, &ib);
        let joined = self.f.conv("bitcast", &joined, Ty::Double);
        let equal = self.f.cmp("fcmp", "oeq", a, b);
        let v = self.f.select(&equal, &joined, &chosen);
        let nan = self.f.cmp("fcmp", "uno", a, b);
        let sum = self.f.bin("fadd", a, b);
        self.f.select(&nan, &sum, &v)
    }

    fn int_binary(&mut self, op: BinaryOp, signed: bool, a: &V, b: &V) -> V {
        let ty = a.ty.clone();
        let zero = V::int(ty.clone(), 0);
        let bits = i64::from(ty.bits());
        match op {
            BinaryOp::Add => self.f.bin("add", a, b),
            BinaryOp::Sub => self.f.bin("sub", a, b),
            BinaryOp::Mul => self.f.bin("mul", a, b),
            BinaryOp::And => self.f.bin("and", a, b),
            BinaryOp::Or => self.f.bin("or", a, b),
            BinaryOp::Xor => self.f.bin("xor", a, b),
            BinaryOp::Min | BinaryOp::Max => {
                let c = self.f.cmp("icmp", order_pred(op == BinaryOp::Max, signed), a, b);
                self.f.select(&c, a, b)
            }
            BinaryOp::FloorDiv | BinaryOp::CeilDiv | BinaryOp::Rem => self.int_division(op, signed, a, b),
            BinaryOp::Shl => {
                let ok = self.f.cmp("icmp", "ult", b, &V::int(ty.clone(), bits));
                let safe = self.f.select(&ok, b, &zero);
                let v = self.f.bin("shl", a, &safe);
                self.f.select(&ok, &v, &zero)
            }
            BinaryOp::Shr => {
                let ok = self.f.cmp("icmp", "ult", b, &V::int(ty.clone(), bits));
                let safe = self.f.select(&ok, b, &zero);
                let (shift, out) = if signed {
                    let fill = self.f.bin("ashr", a, &V::int(ty.clone(), bits - 1));
                    (self.f.bin("ashr", a, &safe), fill)
                } else {
                    (self.f.bin("lshr", a, &safe), zero.clone())
                };
                self.f.select(&ok, &shift, &out)
            }
            BinaryOp::Div | BinaryOp::DivApproxFtz | BinaryOp::Pow => {
                unreachable!("verified: float-only op on an integer")
            }
        }
    }

    /// `//`, ceil-division and `%` with Python's rounding. The divisor is replaced by 1 where
    /// it is 0 (and the quotient fixed to 0, the remainder to the dividend, as the CPU
    /// reference does), and `MIN / -1` is computed as the wrapping negation.
    fn int_division(&mut self, op: BinaryOp, signed: bool, a: &V, b: &V) -> V {
        let ty = a.ty.clone();
        let zero = V::int(ty.clone(), 0);
        let one = V::int(ty.clone(), 1);
        let by_zero = self.f.cmp("icmp", "eq", b, &zero);
        let mut safe_b = self.f.select(&by_zero, &one, b);
        let (q, r) = if signed {
            let minus_one = self.f.cmp("icmp", "eq", b, &V::int(ty.clone(), -1));
            // a / -1 = -a (wrapping), a % -1 = 0: divide by 1 instead and fix up.
            safe_b = self.f.select(&minus_one, &one, &safe_b);
            let q = self.f.bin("sdiv", a, &safe_b);
            let neg_q = self.f.bin("sub", &zero, &q);
            let q = self.f.select(&minus_one, &neg_q, &q);
            let r = self.f.bin("srem", a, &safe_b);
            let r = self.f.select(&minus_one, &zero, &r);
            (q, r)
        } else {
            (self.f.bin("udiv", a, &safe_b), self.f.bin("urem", a, &safe_b))
        };
        let nonzero_r = self.f.cmp("icmp", "ne", &r, &zero);
        let (q, r) = match (op, signed) {
            (BinaryOp::FloorDiv, true) | (BinaryOp::Rem, true) => {
                let sx = self.f.bin("xor", &r, b);
                let differ = self.f.cmp("icmp", "slt", &sx, &zero);
                let fix = self.f.bin("and", &nonzero_r, &differ);
                let q1 = self.f.bin("sub", &q, &one);
                let r1 = self.f.bin("add", &r, b);
                (self.f.select(&fix, &q1, &q), self.f.select(&fix, &r1, &r))
            }
            (BinaryOp::CeilDiv, true) => {
                let sx = self.f.bin("xor", &r, b);
                let same = self.f.cmp("icmp", "sge", &sx, &zero);
                let fix = self.f.bin("and", &nonzero_r, &same);
                let q1 = self.f.bin("add", &q, &one);
                (self.f.select(&fix, &q1, &q), r)
            }
            (BinaryOp::CeilDiv, false) => {
                let q1 = self.f.bin("add", &q, &one);
                (self.f.select(&nonzero_r, &q1, &q), r)
            }
            _ => (q, r),
        };
        match op {
            BinaryOp::Rem => self.f.select(&by_zero, a, &r),
            _ => self.f.select(&by_zero, &zero, &q),
        }
    }

    pub fn compare(&mut self, op: CmpOp, x: &Tile, y: &Tile) -> Result<Tile, LowerError> {
        let d = x.dtype;
        reg_ty(d)?;
        let (kind, pred) = if d.is_float() {
            let p = match op {
                CmpOp::Eq => "oeq",
                CmpOp::Ne => "une",
                CmpOp::Lt => "olt",
                CmpOp::Le => "ole",
                CmpOp::Gt => "ogt",
                CmpOp::Ge => "oge",
            };
            ("fcmp", p)
        } else {
            let s = d.is_signed_int();
            let p = match op {
                CmpOp::Eq => "eq",
                CmpOp::Ne => "ne",
                CmpOp::Lt if s => "slt",
                CmpOp::Le if s => "sle",
                CmpOp::Gt if s => "sgt",
                CmpOp::Ge if s => "sge",
                CmpOp::Lt => "ult",
                CmpOp::Le => "ule",
                CmpOp::Gt => "ugt",
                CmpOp::Ge => "uge",
            };
            ("icmp", p)
        };
        self.elementwise(&[x, y], DType::Bool, |cx, v| Ok(cx.f.cmp(kind, pred, &v[0], &v[1])))
    }

    pub fn select(&mut self, c: &Tile, a: &Tile, b: &Tile) -> Result<Tile, LowerError> {
        // The layout follows the values, not the condition.
        self.elementwise(&[a, b, c], a.dtype, |cx, v| Ok(cx.f.select(&v[2], &v[0], &v[1])))
    }

    pub fn cast(&mut self, x: &Tile, to: DType) -> Result<Tile, LowerError> {
        let from = x.dtype;
        reg_ty(from)?;
        reg_ty(to)?;
        if from == to {
            return Ok(x.clone());
        }
        self.elementwise(&[x], to, |cx, v| cx.cast_reg(&v[0], from, to))
    }

    pub fn cast_reg(&mut self, v: &V, from: DType, to: DType) -> Result<V, LowerError> {
        let ty = reg_ty(to)?;
        if to.is_bool() {
            return Ok(if from.is_float() {
                self.f.cmp("fcmp", "une", v, &V::float(v.ty.clone(), 0.0))
            } else {
                self.f.cmp("icmp", "ne", v, &V::int(v.ty.clone(), 0))
            });
        }
        if !from.is_float() {
            let int_from = if from.is_bool() { DType::U8 } else { from };
            if !to.is_float() {
                return Ok(self.int_resize(v, int_from, &ty));
            }
            return Ok(self.int_to_float(v, int_from, to));
        }
        if !to.is_float() {
            return Ok(self.float_to_int(v, to));
        }
        Ok(self.float_to_float(v, to))
    }

    fn int_to_float(&mut self, v: &V, from: DType, to: DType) -> V {
        let op = if from.is_signed_int() { "sitofp" } else { "uitofp" };
        match to {
            DType::F64 => self.f.conv(op, v, Ty::Double),
            DType::F32 => self.f.conv(op, v, Ty::Float),
            // Integers of up to 16 bits are exact in f32, 32-bit ones in f64 (64-bit ones up to
            // 2^53): one rounding from there.
            _ if from.bits() <= 16 => {
                let exact = self.f.conv(op, v, Ty::Float);
                self.float_to_float(&exact, to)
            }
            _ => {
                let wide = self.f.conv(op, v, Ty::Double);
                self.float_to_float(&wide, to)
            }
        }
    }

    fn float_to_int(&mut self, v: &V, to: DType) -> V {
        let src = if v.ty == Ty::Double { ("f64", "d") } else { ("f32", "f") };
        let (ptx_ty, reg, out_ty) = match to {
            DType::I8 => ("s8", "h", Ty::I16),
            DType::U8 => ("u8", "h", Ty::I16),
            DType::I16 => ("s16", "h", Ty::I16),
            DType::U16 => ("u16", "h", Ty::I16),
            DType::I32 => ("s32", "r", Ty::I32),
            DType::U32 => ("u32", "r", Ty::I32),
            DType::I64 => ("s64", "l", Ty::I64),
            _ => ("u64", "l", Ty::I64),
        };
        let text = format!("cvt.rzi.{ptx_ty}.{} $0, $1;", src.0);
        let r = self.f.asm(out_ty, &text, &format!("={reg},{}", src.1), &[v], false);
        if matches!(to, DType::I8 | DType::U8) {
            self.f.conv("trunc", &r, Ty::I8)
        } else {
            r
        }
    }

    /// Float to float, rounding once to the target format.
    fn float_to_float(&mut self, v: &V, to: DType) -> V {
        let wide = v.ty == Ty::Double;
        match to {
            DType::F64 => self.f.conv("fpext", v, Ty::Double),
            DType::F32 if wide => self.f.conv("fptrunc", v, Ty::Float),
            DType::F32 => v.clone(),
            DType::F16 if wide => {
                // One rounding; LLVM 7's NVPTX back end has no f64 -> f16 `fptrunc`.
                let bits = self.f.asm(Ty::I16, "cvt.rn.f16.f64 $0, $1;", "=h,d", &[v], false);
                let h = self.f.conv("bitcast", &bits, Ty::Half);
                self.f.conv("fpext", &h, Ty::Float)
            }
            DType::F16 | DType::BF16 | DType::F8E4M3 | DType::F8E5M2 => {
                let narrow = if wide { self.round_to_odd_f32(v) } else { v.clone() };
                self.round_to(to, narrow)
            }
            DType::TF32 => {
                let narrow = if wide { self.round_to_odd_f32(v) } else { v.clone() };
                self.round_to_tf32(&narrow)
            }
            _ => unreachable!("float_to_float to {to}"),
        }
    }

    /// An f64 as the f32 nearest toward zero with its last bit set when inexact: rounding
    /// that to any format of at most 22 fraction bits rounds as the f64 would.
    fn round_to_odd_f32(&mut self, v: &V) -> V {
        let t = self.f.asm(Ty::Float, "cvt.rz.f32.f64 $0, $1;", "=f,d", &[v], false);
        let back = self.f.conv("fpext", &t, Ty::Double);
        let inexact = self.f.cmp("fcmp", "une", &back, v);
        let bits = self.f.conv("bitcast", &t, Ty::I32);
        let sticky = self.f.conv("zext", &inexact, Ty::I32);
        let bits = self.f.bin("or", &bits, &sticky);
        self.f.conv("bitcast", &bits, Ty::Float)
    }

    /// An f32 rounded to tf32 (10 fraction bits), ties to even; NaN stays NaN.
    fn round_to_tf32(&mut self, v: &V) -> V {
        let bits = self.f.conv("bitcast", v, Ty::I32);
        let lsb = self.f.bin("lshr", &bits, &V::i32(13));
        let lsb = self.f.bin("and", &lsb, &V::i32(1));
        let bias = self.f.bin("add", &lsb, &V::i32(0xFFF));
        let up = self.f.bin("add", &bits, &bias);
        let rounded = self.f.bin("and", &up, &V::i32(!0x1FFF));
        let rounded = self.f.conv("bitcast", &rounded, Ty::Float);
        let nan = self.f.cmp("fcmp", "uno", v, v);
        self.f.select(&nan, v, &rounded)
    }
}
