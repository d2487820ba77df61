//! Elementwise TIR ops: constants, unary and binary arithmetic, comparisons, selects and casts,
//! with the expansions Tile IR needs.
//!
//! Where TIR and Tile IR differ:
//!
//! * integer `floordiv`/`ceildiv` map to `divi` with rounding `negative_inf`/`positive_inf`
//!   (unsigned floor division is plain truncation);
//! * `rem` has the divisor's sign (Python's `%`); `remi`/`remf` have the dividend's, so a
//!   fix-up adds the divisor when the signs differ and the remainder is not zero;
//! * float `floordiv` is `floor(a / b)`;
//! * `sigmoid` and `erf` have no op: sigmoid is `1 / (1 + exp(-x))`; erf is a Taylor series
//!   on `|x| <= 1` (relative error below 1e-8 before rounding) and Abramowitz–Stegun 7.1.26
//!   above (absolute error 1.5e-7, so relative error below 2e-7 where erf >= 0.84). Both are
//!   evaluated in f32 for 16-bit inputs (in f64 for f64 inputs, at the same polynomial accuracy);
//! * comparisons on floats are ordered except `ne`, which is unordered (TIR's rule);
//! * float-to-int casts round toward zero and saturate (`ftoi` with `saturating`, bytecode 13.4);
//!   casts to bool test `!= 0` (NaN is true); bool to a number is a select of 1 and 0.

use cutile_ir::bytecode::Opcode;
use cutile_ir::ir::{ComparisonOrdering, ComparisonPredicate, RoundingMode, ScalarType, Signedness, Value};
use tile_lang::dtype::DType;
use tile_lang::tir::{BinaryOp, CmpOp, Const, TileType, UnaryOp};

use super::emit::{shape_of, Emitter, FArith, IArith, Plain};
use super::types;

/// A splat constant of a TIR tile type.
pub fn constant(e: &mut Emitter, c: Const, t: &TileType) -> Value {
    let shape = types::shape(&t.shape);
    let elem = types::scalar(t.dtype);
    match c {
        Const::Bool(b) => e.const_int(elem, &shape, b as i64),
        Const::Int(v) if t.dtype.is_float() => e.const_float(elem, &shape, v as f64),
        Const::Int(v) => e.const_int(elem, &shape, v),
        Const::Float(v) => e.const_float(elem, &shape, v),
    }
}

/// A splat of `value` shaped and typed like `like`.
fn splat_like(e: &mut Emitter, like: Value, value: f64) -> Value {
    let ty = e.ty(like);
    let shape = shape_of(&ty);
    let elem = super::emit::elem_of(&ty).expect("scalar-element tile");
    if is_float_scalar(elem) {
        e.const_float(elem, &shape, value)
    } else {
        e.const_int(elem, &shape, value as i64)
    }
}

fn is_float_scalar(s: ScalarType) -> bool {
    !matches!(
        s,
        ScalarType::I1
            | ScalarType::I4
            | ScalarType::I8
            | ScalarType::I16
            | ScalarType::I32
            | ScalarType::I64
    )
}

/// A unary op on operands of dtype `d`.
pub fn unary(e: &mut Emitter, op: UnaryOp, x: Value, d: DType) -> Value {
    use UnaryOp::*;
    match op {
        Neg if d.is_float() => e.plain(Plain::NegF, &[x]),
        Neg => e.negi(x),
        Not => {
            // xor with all ones: logical not on i1, bitwise not on integers.
            let ones = splat_like(e, x, -1.0);
            e.plain(Plain::XOrI, &[x, ones])
        }
        Abs if d.is_float() => e.plain(Plain::AbsF, &[x]),
        Abs if d.is_unsigned_int() || d.is_bool() => x,
        Abs => e.plain(Plain::AbsI, &[x]),
        Exp => e.exp(x),
        Exp2 => e.plain(Plain::Exp2, &[x]),
        Exp2Ftz => in_wide_float(e, x, d, |e, x| e.exp2_ftz(x)),
        Log => e.plain(Plain::Log, &[x]),
        Log2 => e.plain(Plain::Log2, &[x]),
        Sqrt => e.sqrt(x),
        Rsqrt => e.plain(Plain::Rsqrt, &[x]),
        Sin => e.plain(Plain::Sin, &[x]),
        Cos => e.plain(Plain::Cos, &[x]),
        Tan => e.plain(Plain::Tan, &[x]),
        Tanh => e.tanh(x),
        Floor => e.plain(Plain::Floor, &[x]),
        Ceil => e.plain(Plain::Ceil, &[x]),
        Sigmoid => in_wide_float(e, x, d, sigmoid),
        Erf => in_wide_float(e, x, d, erf),
    }
}

/// Runs `f` in f32 for 16-bit floats (converting back after), directly otherwise.
fn in_wide_float(e: &mut Emitter, x: Value, d: DType, f: fn(&mut Emitter, Value) -> Value) -> Value {
    let narrow = types::scalar(d);
    if matches!(d, DType::F32 | DType::F64) {
        return f(e, x);
    }
    let wide = e.ftof(x, ScalarType::F32);
    let r = f(e, wide);
    e.ftof(r, narrow)
}

/// `1 / (1 + exp(-x))`.
fn sigmoid(e: &mut Emitter, x: Value) -> Value {
    let neg = e.plain(Plain::NegF, &[x]);
    let ex = e.exp(neg);
    let one = splat_like(e, x, 1.0);
    let den = e.farith(FArith::Add, one, ex);
    e.farith(FArith::Div, one, den)
}

/// `erf(x)`: see the module doc for the two pieces.
fn erf(e: &mut Emitter, x: Value) -> Value {
    let a = e.plain(Plain::AbsF, &[x]);
    let small = erf_taylor(e, a);
    let large = erf_as(e, a);
    let one = splat_like(e, x, 1.0);
    let use_small = e.cmpf(ComparisonPredicate::LessThanOrEqual, ComparisonOrdering::Ordered, a, one);
    let r = e.select(use_small, small, large);
    // erf is odd: copy the sign of x back (keeps NaN, which fails the `< 0` test).
    let zero = splat_like(e, x, 0.0);
    let neg = e.cmpf(ComparisonPredicate::LessThan, ComparisonOrdering::Ordered, x, zero);
    let nr = e.plain(Plain::NegF, &[r]);
    e.select(neg, nr, r)
}

/// `2/sqrt(pi) * sum_n (-1)^n a^(2n+1) / (n! (2n+1))` for n = 0..=10, in Horner form on `a^2`.
fn erf_taylor(e: &mut Emitter, a: Value) -> Value {
    const TWO_OVER_SQRT_PI: f64 = std::f64::consts::FRAC_2_SQRT_PI;
    let coeffs: Vec<f64> = (0..=10)
        .map(|n: i32| {
            let fact: f64 = (1..=n).map(f64::from).product();
            let sign = if n % 2 == 0 { 1.0 } else { -1.0 };
            sign * TWO_OVER_SQRT_PI / (fact * f64::from(2 * n + 1))
        })
        .collect();
    let a2 = e.farith(FArith::Mul, a, a);
    let mut acc = splat_like(e, a, coeffs[10]);
    for &c in coeffs[..10].iter().rev() {
        acc = e.farith(FArith::Mul, acc, a2);
        let cv = splat_like(e, a, c);
        acc = e.farith(FArith::Add, acc, cv);
    }
    e.farith(FArith::Mul, acc, a)
}

/// Abramowitz–Stegun 7.1.26: `1 - t (a1 + t (a2 + ...)) exp(-a^2)`, `t = 1 / (1 + p a)`.
fn erf_as(e: &mut Emitter, a: Value) -> Value {
    const P: f64 = 0.327_591_1;
    const A: [f64; 5] = [0.254_829_592, -0.284_496_736, 1.421_413_741, -1.453_152_027, 1.061_405_429];
    let one = splat_like(e, a, 1.0);
    let p = splat_like(e, a, P);
    let pa = e.farith(FArith::Mul, p, a);
    let den = e.farith(FArith::Add, one, pa);
    let t = e.farith(FArith::Div, one, den);
    let mut poly = splat_like(e, a, A[4]);
    for &c in A[..4].iter().rev() {
        poly = e.farith(FArith::Mul, poly, t);
        let cv = splat_like(e, a, c);
        poly = e.farith(FArith::Add, poly, cv);
    }
    poly = e.farith(FArith::Mul, poly, t);
    let a2 = e.farith(FArith::Mul, a, a);
    let na2 = e.plain(Plain::NegF, &[a2]);
    let ex = e.exp(na2);
    let tail = e.farith(FArith::Mul, poly, ex);
    e.farith(FArith::Sub, one, tail)
}

/// A binary op on operands of dtype `d`. `Err` names an op/dtype pair Tile IR cannot do.
pub fn binary(e: &mut Emitter, op: BinaryOp, a: Value, b: Value, d: DType) -> Result<Value, String> {
    if op == BinaryOp::DivApproxFtz {
        return Ok(div_approx_ftz(e, a, b, d));
    }
    if d.is_float() {
        float_binary(e, op, a, b)
    } else {
        int_binary(e, op, a, b, d)
    }
}

fn float_binary(e: &mut Emitter, op: BinaryOp, a: Value, b: Value) -> Result<Value, String> {
    use BinaryOp::*;
    Ok(match op {
        Add => e.farith(FArith::Add, a, b),
        Sub => e.farith(FArith::Sub, a, b),
        Mul => e.farith(FArith::Mul, a, b),
        Div => e.farith(FArith::Div, a, b),
        FloorDiv => {
            let q = e.farith(FArith::Div, a, b);
            e.plain(Plain::Floor, &[q])
        }
        Rem => {
            let r = e.plain(Plain::RemF, &[a, b]);
            let zero = splat_like(e, a, 0.0);
            let cmp = |e: &mut Emitter, p, x, y| e.cmpf(p, ComparisonOrdering::Ordered, x, y);
            sign_fixup(e, r, b, zero, cmp, FArith::Add)
        }
        Min => e.max_min_f(false, a, b),
        Max => e.max_min_f(true, a, b),
        Pow => e.plain(Plain::Pow, &[a, b]),
        CeilDiv | And | Or | Xor | Shl | Shr | DivApproxFtz => {
            return Err(format!("`{}` on floats", op.name()))
        }
    })
}

/// Approximate division with flush-to-zero, always computed in f32 (what Tile IR defines it
/// for): f16 and bf16 operands are widened and the result narrowed.
fn div_approx_ftz(e: &mut Emitter, a: Value, b: Value, d: DType) -> Value {
    if d == DType::F32 {
        return e.div_approx_ftz(a, b);
    }
    let (wa, wb) = (e.ftof(a, ScalarType::F32), e.ftof(b, ScalarType::F32));
    let q = e.div_approx_ftz(wa, wb);
    e.ftof(q, types::scalar(d))
}

fn int_binary(e: &mut Emitter, op: BinaryOp, a: Value, b: Value, d: DType) -> Result<Value, String> {
    use BinaryOp::*;
    let sign = types::signedness(d);
    Ok(match op {
        Add => e.iarith(IArith::Add, a, b),
        Sub => e.iarith(IArith::Sub, a, b),
        Mul => e.iarith(IArith::Mul, a, b),
        Shl => e.iarith(IArith::Shl, a, b),
        FloorDiv if sign == Signedness::Signed => e.divi(a, b, sign, RoundingMode::NegativeInf),
        FloorDiv => e.divi(a, b, sign, RoundingMode::Zero),
        CeilDiv => e.divi(a, b, sign, RoundingMode::PositiveInf),
        Rem if sign == Signedness::Signed => {
            let r = e.signed_op(Opcode::RemI, a, b, sign);
            let zero = splat_like(e, a, 0.0);
            let cmp = |e: &mut Emitter, p, x, y| e.cmpi(p, Signedness::Signed, x, y);
            int_sign_fixup(e, r, b, zero, cmp)
        }
        Rem => e.signed_op(Opcode::RemI, a, b, sign),
        Min => e.signed_op(Opcode::MinI, a, b, sign),
        Max => e.signed_op(Opcode::MaxI, a, b, sign),
        Shr => e.signed_op(Opcode::ShRI, a, b, sign),
        And => e.plain(Plain::AndI, &[a, b]),
        Or => e.plain(Plain::OrI, &[a, b]),
        Xor => e.plain(Plain::XOrI, &[a, b]),
        Div | DivApproxFtz | Pow => return Err(format!("`{}` on {d}", op.name())),
    })
}

/// `r + b` where `r != 0` and `sign(r) != sign(b)`, else `r`: truncated to floored remainder.
fn sign_fixup(
    e: &mut Emitter,
    r: Value,
    b: Value,
    zero: Value,
    cmp: impl Fn(&mut Emitter, ComparisonPredicate, Value, Value) -> Value,
    add: FArith,
) -> Value {
    let fix = fixup_mask(e, r, b, zero, &cmp);
    let sum = e.farith(add, r, b);
    e.select(fix, sum, r)
}

fn int_sign_fixup(
    e: &mut Emitter,
    r: Value,
    b: Value,
    zero: Value,
    cmp: impl Fn(&mut Emitter, ComparisonPredicate, Value, Value) -> Value,
) -> Value {
    let fix = fixup_mask(e, r, b, zero, &cmp);
    let sum = e.iarith(IArith::Add, r, b);
    e.select(fix, sum, r)
}

fn fixup_mask(
    e: &mut Emitter,
    r: Value,
    b: Value,
    zero: Value,
    cmp: &impl Fn(&mut Emitter, ComparisonPredicate, Value, Value) -> Value,
) -> Value {
    let r_neg = cmp(e, ComparisonPredicate::LessThan, r, zero);
    let b_neg = cmp(e, ComparisonPredicate::LessThan, b, zero);
    let r_nz = cmp(e, ComparisonPredicate::NotEqual, r, zero);
    let differ = e.plain(Plain::XOrI, &[r_neg, b_neg]);
    e.plain(Plain::AndI, &[r_nz, differ])
}

/// A comparison of operands of dtype `d`: an i1 tile.
pub fn compare(e: &mut Emitter, op: CmpOp, a: Value, b: Value, d: DType) -> Value {
    let pred = match op {
        CmpOp::Eq => ComparisonPredicate::Equal,
        CmpOp::Ne => ComparisonPredicate::NotEqual,
        CmpOp::Lt => ComparisonPredicate::LessThan,
        CmpOp::Le => ComparisonPredicate::LessThanOrEqual,
        CmpOp::Gt => ComparisonPredicate::GreaterThan,
        CmpOp::Ge => ComparisonPredicate::GreaterThanOrEqual,
    };
    if d.is_float() {
        let ordering =
            if op == CmpOp::Ne { ComparisonOrdering::Unordered } else { ComparisonOrdering::Ordered };
        e.cmpf(pred, ordering, a, b)
    } else {
        e.cmpi(pred, types::signedness(d), a, b)
    }
}

/// Converts `x` from dtype `from` to dtype `to` (same shape).
/// A float tile (of element type `from`) converted to e5m2. `ftof` saturates every value past
/// the largest finite one, as PTX's `cvt.rn.satfinite` does; the language keeps e5m2's
/// infinities (`tile_lang::formats`), so infinite inputs are selected back.
fn to_e5m2(e: &mut Emitter, x: Value, from: ScalarType) -> Value {
    let shape = shape_of(&e.ty(x));
    let mut y = e.ftof(x, ScalarType::F8E5M2);
    for inf in [f64::INFINITY, f64::NEG_INFINITY] {
        let limit = e.const_float(from, &shape, inf);
        let is_inf = e.cmpf(ComparisonPredicate::Equal, ComparisonOrdering::Ordered, x, limit);
        let code = e.const_float(ScalarType::F8E5M2, &shape, inf);
        y = e.select(is_inf, code, y);
    }
    y
}

pub fn cast(e: &mut Emitter, x: Value, from: DType, to: DType, saturating: bool) -> Value {
    let (fs, ts) = (types::scalar(from), types::scalar(to));
    if from == to || (fs == ts && !from.is_bool()) {
        return x;
    }
    if to.is_bool() {
        let zero = splat_like(e, x, 0.0);
        return if from.is_float() {
            e.cmpf(ComparisonPredicate::NotEqual, ComparisonOrdering::Unordered, x, zero)
        } else {
            e.cmpi(ComparisonPredicate::NotEqual, Signedness::Unsigned, x, zero)
        };
    }
    if from.is_bool() {
        let shape = shape_of(&e.ty(x));
        let (one, zero) = if to.is_float() {
            (e.const_float(ts, &shape, 1.0), e.const_float(ts, &shape, 0.0))
        } else {
            (e.const_int(ts, &shape, 1), e.const_int(ts, &shape, 0))
        };
        return e.select(x, one, zero);
    }
    match (from.is_float(), to.is_float()) {
        (true, true) if to == DType::F8E5M2 => to_e5m2(e, x, fs),
        (true, true) => e.ftof(x, ts),
        (true, false) => e.ftoi(x, ts, types::signedness(to), saturating),
        (false, true) => e.itof(x, ts, types::signedness(from)),
        (false, false) if to.bits() > from.bits() => e.exti(x, ts, types::signedness(from)),
        (false, false) => e.trunci(x, ts),
    }
}
