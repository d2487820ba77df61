//! Elementwise ops: unary, binary, comparisons and select.
//!
//! Each public function dispatches once on the storage type and the op, then runs one tight
//! loop (`map1`/`map2`: `Vec::extend` over zipped slices, which the compiler vectorises for
//! the simple float and integer ops). Operand and result shapes are equal (TIR broadcasts
//! explicitly), so every op is a flat loop over the element vectors. The scalar semantics are
//! in [`super::num`]; which op/dtype pairs exist is checked when the plan is built
//! ([`supports_unary`], [`supports_binary`]), so the `unreachable!`s below are executor bugs.

use half::{bf16, f16};
use tile_lang::tir::{BinaryOp, CmpOp, UnaryOp};
use tile_lang::DType;

use super::num::{fmax, fmin, py_fmod, Compute, FloatOps, IntOps};
use crate::tile::{each_buf2, out_vec, Buf, Elem};

#[inline(always)]
pub(crate) fn map1<A: Copy, R: Elem>(a: &[A], mut out: Vec<R>, f: impl Fn(A) -> R) -> Vec<R> {
    out.clear();
    out.extend(a.iter().map(|&x| f(x)));
    out
}

#[inline(always)]
pub(crate) fn map2<A: Copy, B: Copy, R: Elem>(
    a: &[A],
    b: &[B],
    mut out: Vec<R>,
    f: impl Fn(A, B) -> R,
) -> Vec<R> {
    out.clear();
    out.extend(a.iter().zip(b).map(|(&x, &y)| f(x, y)));
    out
}

/// Dtypes arithmetic is defined on (tf32 and fp8 are storage and `mma` types only).
fn arithmetic(d: DType) -> bool {
    d.is_int() || d.is_bool() || d.is_arith_float()
}

/// Why `op` is not defined on `d`, if it is not.
pub(crate) fn supports_unary(op: UnaryOp, d: DType) -> Result<(), String> {
    let ok = match op {
        UnaryOp::Not => d.is_int() || d.is_bool(),
        UnaryOp::Neg | UnaryOp::Abs => arithmetic(d),
        _ => d.is_arith_float(),
    };
    if ok {
        Ok(())
    } else {
        Err(format!("`{}` is not defined on {d}", op.name()))
    }
}

/// Why `op` is not defined on `d`, if it is not.
pub(crate) fn supports_binary(op: BinaryOp, d: DType) -> Result<(), String> {
    let ok = if op.float_only() {
        d.is_arith_float()
    } else if op.int_only() {
        d.is_int() || d.is_bool()
    } else {
        arithmetic(d)
    };
    if ok {
        Ok(())
    } else {
        Err(format!("`{}` is not defined on {d}", op.name()))
    }
}

/// Comparisons are defined on the arithmetic dtypes.
pub(crate) fn supports_cmp(d: DType) -> Result<(), String> {
    if arithmetic(d) {
        Ok(())
    } else {
        Err(format!("comparisons are not defined on {d}"))
    }
}

pub(crate) fn unary(op: UnaryOp, a: &Buf, old: Option<Buf>) -> Buf {
    match a {
        Buf::F16(v) => Buf::F16(unary_float::<f16>(op, v, old)),
        Buf::BF16(v) => Buf::BF16(unary_float::<bf16>(op, v, old)),
        Buf::F32(v) => Buf::F32(unary_float::<f32>(op, v, old)),
        Buf::F64(v) => Buf::F64(unary_float::<f64>(op, v, old)),
        Buf::Bool(v) => Buf::Bool(unary_int(op, v, old)),
        Buf::I8(v) => Buf::I8(unary_int(op, v, old)),
        Buf::I16(v) => Buf::I16(unary_int(op, v, old)),
        Buf::I32(v) => Buf::I32(unary_int(op, v, old)),
        Buf::I64(v) => Buf::I64(unary_int(op, v, old)),
        Buf::U8(v) => Buf::U8(unary_int(op, v, old)),
        Buf::U16(v) => Buf::U16(unary_int(op, v, old)),
        Buf::U32(v) => Buf::U32(unary_int(op, v, old)),
        Buf::U64(v) => Buf::U64(unary_int(op, v, old)),
    }
}

fn unary_int<T: IntOps>(op: UnaryOp, a: &[T], old: Option<Buf>) -> Vec<T> {
    let out = out_vec(old, a.len());
    match op {
        UnaryOp::Neg => map1(a, out, T::neg),
        UnaryOp::Not => map1(a, out, T::not),
        UnaryOp::Abs => map1(a, out, T::abs),
        _ => unreachable!("`{}` on an integer tile passed the plan", op.name()),
    }
}

fn unary_float<T: FloatOps>(op: UnaryOp, a: &[T], old: Option<Buf>) -> Vec<T> {
    let out = out_vec(old, a.len());
    // Computes `$f` in the compute type and rounds once to `T`. A macro, not a helper taking
    // a function pointer, so that each arm is one inlined (and vectorisable) loop.
    macro_rules! m {
        ($f:expr) => {
            map1(a, out, |x: T| T::from_c(($f)(x.to_c())))
        };
    }
    type C<T> = <T as FloatOps>::C;
    match op {
        UnaryOp::Neg => m!(|x: C<T>| -x),
        UnaryOp::Abs => m!(C::<T>::abs),
        UnaryOp::Exp => m!(C::<T>::exp),
        UnaryOp::Exp2 => m!(C::<T>::exp2),
        UnaryOp::Exp2Ftz => m!(|x: C<T>| x.exp2().flush_below_f32_normal()),
        UnaryOp::Log => m!(C::<T>::ln),
        UnaryOp::Log2 => m!(C::<T>::log2),
        UnaryOp::Sqrt => m!(C::<T>::sqrt),
        UnaryOp::Rsqrt => m!(|x: C<T>| C::<T>::ONE / x.sqrt()),
        UnaryOp::Sin => m!(C::<T>::sin),
        UnaryOp::Cos => m!(C::<T>::cos),
        UnaryOp::Tan => m!(C::<T>::tan),
        UnaryOp::Tanh => m!(C::<T>::tanh),
        UnaryOp::Floor => m!(C::<T>::floor),
        UnaryOp::Ceil => m!(C::<T>::ceil),
        UnaryOp::Sigmoid => m!(|x: C<T>| C::<T>::ONE / (C::<T>::ONE + (-x).exp())),
        UnaryOp::Erf => m!(C::<T>::erf),
        UnaryOp::Not => unreachable!("`not` on a float tile passed the plan"),
    }
}

pub(crate) fn binary(op: BinaryOp, a: &Buf, b: &Buf, old: Option<Buf>) -> Buf {
    match (a, b) {
        (Buf::F16(x), Buf::F16(y)) => Buf::F16(binary_float::<f16>(op, x, y, old)),
        (Buf::BF16(x), Buf::BF16(y)) => Buf::BF16(binary_float::<bf16>(op, x, y, old)),
        (Buf::F32(x), Buf::F32(y)) => Buf::F32(binary_float::<f32>(op, x, y, old)),
        (Buf::F64(x), Buf::F64(y)) => Buf::F64(binary_float::<f64>(op, x, y, old)),
        (Buf::Bool(x), Buf::Bool(y)) => Buf::Bool(binary_int(op, x, y, old)),
        (Buf::I8(x), Buf::I8(y)) => Buf::I8(binary_int(op, x, y, old)),
        (Buf::I16(x), Buf::I16(y)) => Buf::I16(binary_int(op, x, y, old)),
        (Buf::I32(x), Buf::I32(y)) => Buf::I32(binary_int(op, x, y, old)),
        (Buf::I64(x), Buf::I64(y)) => Buf::I64(binary_int(op, x, y, old)),
        (Buf::U8(x), Buf::U8(y)) => Buf::U8(binary_int(op, x, y, old)),
        (Buf::U16(x), Buf::U16(y)) => Buf::U16(binary_int(op, x, y, old)),
        (Buf::U32(x), Buf::U32(y)) => Buf::U32(binary_int(op, x, y, old)),
        (Buf::U64(x), Buf::U64(y)) => Buf::U64(binary_int(op, x, y, old)),
        _ => unreachable!("binary operands of different storage passed the plan"),
    }
}

fn binary_int<T: IntOps>(op: BinaryOp, a: &[T], b: &[T], old: Option<Buf>) -> Vec<T> {
    let out = out_vec(old, a.len());
    match op {
        BinaryOp::Add => map2(a, b, out, T::add),
        BinaryOp::Sub => map2(a, b, out, T::sub),
        BinaryOp::Mul => map2(a, b, out, T::mul),
        BinaryOp::FloorDiv => map2(a, b, out, T::floordiv),
        BinaryOp::CeilDiv => map2(a, b, out, T::ceildiv),
        BinaryOp::Rem => map2(a, b, out, T::rem),
        BinaryOp::Min => map2(a, b, out, Ord::min),
        BinaryOp::Max => map2(a, b, out, Ord::max),
        BinaryOp::And => map2(a, b, out, T::and),
        BinaryOp::Or => map2(a, b, out, T::or),
        BinaryOp::Xor => map2(a, b, out, T::xor),
        BinaryOp::Shl => map2(a, b, out, T::shl),
        BinaryOp::Shr => map2(a, b, out, T::shr),
        BinaryOp::Div | BinaryOp::DivApproxFtz | BinaryOp::Pow => unreachable!("`{}` on integers passed the plan", op.name()),
    }
}

fn binary_float<T: FloatOps>(op: BinaryOp, a: &[T], b: &[T], old: Option<Buf>) -> Vec<T> {
    let out = out_vec(old, a.len());
    // As in `unary_float`: one inlined loop per arm.
    macro_rules! m {
        ($f:expr) => {
            map2(a, b, out, |x: T, y: T| T::from_c(($f)(x.to_c(), y.to_c())))
        };
    }
    type C<T> = <T as FloatOps>::C;
    match op {
        BinaryOp::Add => m!(|x: C<T>, y: C<T>| x + y),
        BinaryOp::Sub => m!(|x: C<T>, y: C<T>| x - y),
        BinaryOp::Mul => m!(|x: C<T>, y: C<T>| x * y),
        BinaryOp::Div => m!(|x: C<T>, y: C<T>| x / y),
        BinaryOp::DivApproxFtz => {
            m!(|x: C<T>, y: C<T>| (x.flush_below_f32_normal() / y.flush_below_f32_normal()).flush_below_f32_normal())
        }
        BinaryOp::FloorDiv => m!(|x: C<T>, y: C<T>| (x / y).floor()),
        BinaryOp::Rem => m!(py_fmod::<C<T>>),
        BinaryOp::Min => m!(fmin::<C<T>>),
        BinaryOp::Max => m!(fmax::<C<T>>),
        BinaryOp::Pow => m!(C::<T>::powf),
        _ => unreachable!("`{}` on floats passed the plan", op.name()),
    }
}

pub(crate) fn cmp(op: CmpOp, a: &Buf, b: &Buf, old: Option<Buf>) -> Buf {
    let out = out_vec::<bool>(old, a.len());
    Buf::Bool(match (a, b) {
        (Buf::F16(x), Buf::F16(y)) => cmp_keys(op, x, y, out, |v: f16| v.to_f32()),
        (Buf::BF16(x), Buf::BF16(y)) => cmp_keys(op, x, y, out, |v: bf16| v.to_f32()),
        _ => each_buf2!(a, b, (x, y) => cmp_keys(op, x, y, out, |v| v),
            unreachable!("comparison operands of different storage passed the plan")),
    })
}

/// Compares `key(a[i])` with `key(b[i])`: IEEE comparisons for floats (ordered, so false
/// with a NaN, except `ne`), plain ones otherwise.
fn cmp_keys<T: Copy, K: PartialOrd>(
    op: CmpOp,
    a: &[T],
    b: &[T],
    out: Vec<bool>,
    key: impl Fn(T) -> K,
) -> Vec<bool> {
    match op {
        CmpOp::Eq => map2(a, b, out, |x, y| key(x) == key(y)),
        CmpOp::Ne => map2(a, b, out, |x, y| key(x) != key(y)),
        CmpOp::Lt => map2(a, b, out, |x, y| key(x) < key(y)),
        CmpOp::Le => map2(a, b, out, |x, y| key(x) <= key(y)),
        CmpOp::Gt => map2(a, b, out, |x, y| key(x) > key(y)),
        CmpOp::Ge => map2(a, b, out, |x, y| key(x) >= key(y)),
    }
}

pub(crate) fn select(c: &Buf, a: &Buf, b: &Buf, old: Option<Buf>) -> Buf {
    let Buf::Bool(c) = c else { unreachable!("select condition is not bool") };
    each_buf2!(a, b, (x, y) => {
        let mut out = out_vec(old, x.len());
        out.extend(c.iter().zip(x.iter().zip(y)).map(|(&c, (&x, &y))| if c { x } else { y }));
        Elem::wrap(out)
    }, unreachable!("select operands of different storage passed the plan"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_ops_round_once_to_f16() {
        let a = Buf::F16(vec![f16::from_f32(1.0), f16::from_f32(65504.0)]);
        let b = Buf::F16(vec![f16::from_f32(3.0), f16::from_f32(65504.0)]);
        let Buf::F16(r) = binary(BinaryOp::Div, &a, &b, None) else { panic!() };
        // 1/3 in f16 is 0x3555; 65504 + 65504 overflows to inf.
        assert_eq!(r[0].to_bits(), 0x3555);
        assert_eq!(r[0], f16::from_f64(1.0 / 3.0));
        let Buf::F16(r) = binary(BinaryOp::Add, &a, &b, None) else { panic!() };
        assert_eq!(r[1], f16::INFINITY);
        let Buf::BF16(r) = binary(
            BinaryOp::Add,
            &Buf::BF16(vec![bf16::from_f32(256.0)]),
            &Buf::BF16(vec![bf16::from_f32(1.0)]),
            None,
        ) else {
            panic!()
        };
        assert_eq!(r[0].to_f32(), 256.0); // 257 rounds to even in bf16's 8-bit significand
    }

    #[test]
    fn comparisons_are_ordered_except_ne() {
        let a = Buf::F32(vec![f32::NAN, 1.0, 2.0]);
        let b = Buf::F32(vec![f32::NAN, 1.0, 1.0]);
        assert_eq!(cmp(CmpOp::Eq, &a, &b, None), Buf::Bool(vec![false, true, false]));
        assert_eq!(cmp(CmpOp::Ne, &a, &b, None), Buf::Bool(vec![true, false, true]));
        assert_eq!(cmp(CmpOp::Ge, &a, &b, None), Buf::Bool(vec![false, true, true]));
    }

    #[test]
    fn support_tables() {
        assert!(supports_binary(BinaryOp::Add, DType::F8E4M3).is_err());
        assert!(supports_binary(BinaryOp::Shl, DType::F32).is_err());
        assert!(supports_binary(BinaryOp::Xor, DType::Bool).is_ok());
        assert!(supports_unary(UnaryOp::Exp, DType::I32).is_err());
        assert!(supports_unary(UnaryOp::Abs, DType::TF32).is_err());
        assert!(supports_cmp(DType::BF16).is_ok());
    }
}
