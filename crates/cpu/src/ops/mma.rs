//! `mma`: `a @ b + acc`, optionally batched, accumulating in the accumulator's dtype.
//!
//! Semantics:
//! * Inputs are converted to the accumulator's compute type first: f16, bf16, fp8 and f32
//!   exactly to f32 (for an f16, bf16 or f32 accumulator) or f64; tf32 inputs are rounded to
//!   tf32 precision (10 fraction bits, ties to even) and then used exactly; integer inputs
//!   are widened to i64.
//! * Each output element accumulates over `k = 0, 1, ..., K-1` in order:
//!   `acc = round_acc(acc + a[m, k] * b[k, n])`. The product of two f16/bf16/tf32/fp8 values is
//!   exact in f32, so that is one rounding per step; for f32 and f64 inputs the step is a
//!   fused multiply-add (one rounding). `round_acc` rounds to the accumulator's dtype after
//!   every step (a no-op for f32/f64; for an f16 or bf16 accumulator the running sum is an
//!   f16/bf16 value). Integer accumulation wraps.
//! * GPU tensor cores add in other orders and with other internal precisions; compare with a
//!   tolerance.
//!
//! The loops run `m`, then `k`, then `n` innermost, so the innermost loop streams a row of `b`
//! into a row of the accumulator (contiguous, vectorisable) while each element still
//! accumulates in `k` order.

use half::{bf16, f16};
use tile_lang::DType;

use super::cast::cast;
use super::num::IntOps;
use crate::formats;
use crate::tile::{out_vec, Buf};

/// The geometry of one `mma`: `batch` independent `(m x k) @ (k x n)` products.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct MmaShape {
    pub batch: usize,
    pub m: usize,
    pub k: usize,
    pub n: usize,
}

/// Which input/accumulator dtypes `mma` accepts: integer inputs with an integer accumulator,
/// float inputs (any float dtype, a and b alike) with a float accumulator of arithmetic type.
pub(crate) fn supports(a: DType, b: DType, acc: DType) -> Result<(), String> {
    let ok = a == b
        && ((a.is_int() && acc.is_int())
            || (a.is_float() && matches!(acc, DType::F16 | DType::BF16 | DType::F32 | DType::F64)));
    if ok {
        Ok(())
    } else {
        Err(format!("`mma` of {a} x {b} with a {acc} accumulator is not supported"))
    }
}

pub(crate) fn mma(
    a: &Buf,
    b: &Buf,
    acc: &Buf,
    in_dtype: DType,
    acc_dtype: DType,
    s: MmaShape,
    old: Option<Buf>,
) -> Buf {
    match acc_dtype {
        DType::F64 => {
            let (a, b) = (to_f64(a, in_dtype), to_f64(b, in_dtype));
            let Buf::F64(acc) = acc else { unreachable!("f64 accumulator storage") };
            let mut out = out_vec(old, acc.len());
            out.extend_from_slice(acc);
            float_mma(&a, &b, &mut out, s, |acc, x, y| x.mul_add(y, acc));
            Buf::F64(out)
        }
        DType::F32 | DType::F16 | DType::BF16 => {
            let (a, b) = (to_f32(a, in_dtype), to_f32(b, in_dtype));
            let fused = matches!(in_dtype, DType::F32 | DType::F64);
            f32_acc_mma(&a, &b, acc, acc_dtype, fused, s, old)
        }
        _ => int_mma(a, b, acc, in_dtype, acc_dtype, s, old),
    }
}

/// The inputs as f32, tf32 rounded to tf32 precision.
fn to_f32(x: &Buf, d: DType) -> Vec<f32> {
    let Buf::F32(v) = cast(x, d, DType::F32, None) else { unreachable!("cast to f32") };
    if d == DType::TF32 {
        v.into_iter().map(formats::tf32_round).collect()
    } else {
        v
    }
}

fn to_f64(x: &Buf, d: DType) -> Vec<f64> {
    let x = if d == DType::TF32 { Buf::F32(to_f32(x, d)) } else { x.clone() };
    let Buf::F64(v) = cast(&x, if d == DType::TF32 { DType::F32 } else { d }, DType::F64, None) else {
        unreachable!("cast to f64")
    };
    v
}

/// f32 accumulation; with an f16/bf16 accumulator the running sums are rounded every step.
fn f32_acc_mma(
    a: &[f32],
    b: &[f32],
    acc: &Buf,
    acc_dtype: DType,
    fused: bool,
    s: MmaShape,
    mut old: Option<Buf>,
) -> Buf {
    let mut c: Vec<f32> = match acc {
        Buf::F32(v) => {
            let mut c = out_vec(old.take(), v.len());
            c.extend_from_slice(v);
            c
        }
        Buf::F16(v) => v.iter().map(|x| x.to_f32()).collect(),
        Buf::BF16(v) => v.iter().map(|x| x.to_f32()).collect(),
        _ => unreachable!("float accumulator storage"),
    };
    match (acc_dtype, fused) {
        (DType::F16, _) => float_mma(a, b, &mut c, s, |acc, x, y| f16::from_f32(acc + x * y).to_f32()),
        (DType::BF16, _) => float_mma(a, b, &mut c, s, |acc, x, y| bf16::from_f32(acc + x * y).to_f32()),
        (_, true) => float_mma(a, b, &mut c, s, |acc, x, y| x.mul_add(y, acc)),
        (_, false) => float_mma(a, b, &mut c, s, |acc, x, y| acc + x * y),
    }
    match acc_dtype {
        DType::F16 => {
            let mut out = out_vec(old, c.len());
            out.extend(c.iter().map(|&x| f16::from_f32(x)));
            Buf::F16(out)
        }
        DType::BF16 => {
            let mut out = out_vec(old, c.len());
            out.extend(c.iter().map(|&x| bf16::from_f32(x)));
            Buf::BF16(out)
        }
        _ => Buf::F32(c),
    }
}

/// `c[bt, i, j] = step(c[bt, i, j], a[bt, i, k], b[bt, k, j])` for `k` in order.
#[inline(always)]
fn float_mma<T: Copy>(a: &[T], b: &[T], c: &mut [T], s: MmaShape, step: impl Fn(T, T, T) -> T) {
    for bt in 0..s.batch {
        let a = &a[bt * s.m * s.k..(bt + 1) * s.m * s.k];
        let b = &b[bt * s.k * s.n..(bt + 1) * s.k * s.n];
        let c = &mut c[bt * s.m * s.n..(bt + 1) * s.m * s.n];
        for (a_row, c_row) in a.chunks_exact(s.k).zip(c.chunks_exact_mut(s.n)) {
            for (&x, b_row) in a_row.iter().zip(b.chunks_exact(s.n)) {
                for (acc, &y) in c_row.iter_mut().zip(b_row) {
                    *acc = step(*acc, x, y);
                }
            }
        }
    }
}

/// Integer inputs, integer accumulator: widen to i64, wrap, keep the accumulator's low bits.
fn int_mma(
    a: &Buf,
    b: &Buf,
    acc: &Buf,
    in_dtype: DType,
    acc_dtype: DType,
    s: MmaShape,
    old: Option<Buf>,
) -> Buf {
    let widen = |x: &Buf, d: DType| -> Vec<i64> {
        let Buf::I64(v) = cast(x, d, DType::I64, None) else { unreachable!("cast to i64") };
        v
    };
    let (a, b) = (widen(a, in_dtype), widen(b, in_dtype));
    let mut c = widen(acc, acc_dtype);
    float_mma(&a, &b, &mut c, s, |acc, x, y| IntOps::add(acc, IntOps::mul(x, y)));
    // Wrapping i64 arithmetic agrees with the accumulator's wrapping in its low bits.
    cast(&Buf::I64(c), DType::I64, acc_dtype, old)
}

#[cfg(test)]
mod tests {
    use super::*;

    const S22: MmaShape = MmaShape { batch: 1, m: 2, k: 2, n: 2 };

    #[test]
    fn small_f32_product() {
        let a = Buf::F32(vec![1.0, 2.0, 3.0, 4.0]);
        let b = Buf::F32(vec![5.0, 6.0, 7.0, 8.0]);
        let c = Buf::F32(vec![1.0, 0.0, 0.0, -1.0]);
        let r = mma(&a, &b, &c, DType::F32, DType::F32, S22, None);
        assert_eq!(r, Buf::F32(vec![20.0, 22.0, 43.0, 49.0]));
    }

    #[test]
    fn batched_and_integer() {
        let s = MmaShape { batch: 2, m: 1, k: 2, n: 1 };
        let a = Buf::I8(vec![127, 127, -128, 1]);
        let b = Buf::I8(vec![127, 127, -128, 1]);
        let c = Buf::I32(vec![0, 5]);
        assert_eq!(
            mma(&a, &b, &c, DType::I8, DType::I32, s, None),
            Buf::I32(vec![2 * 127 * 127, 16384 + 1 + 5])
        );
    }

    #[test]
    fn f16_accumulator_rounds_every_step() {
        // 2048 + 1 + 1 with an f16 accumulator: each step rounds back to 2048.
        let s = MmaShape { batch: 1, m: 1, k: 2, n: 1 };
        let one = f16::ONE;
        let r = mma(
            &Buf::F16(vec![one, one]),
            &Buf::F16(vec![one, one]),
            &Buf::F16(vec![f16::from_f32(2048.0)]),
            DType::F16,
            DType::F16,
            s,
            None,
        );
        assert_eq!(r, Buf::F16(vec![f16::from_f32(2048.0)]));
        let r = mma(
            &Buf::F16(vec![one, one]),
            &Buf::F16(vec![one, one]),
            &Buf::F32(vec![2048.0]),
            DType::F16,
            DType::F32,
            s,
            None,
        );
        assert_eq!(r, Buf::F32(vec![2050.0]));
    }

    #[test]
    fn tf32_inputs_are_rounded() {
        let s = MmaShape { batch: 1, m: 1, k: 1, n: 1 };
        let x = 1.0 + 2f32.powi(-12); // rounds to 1.0 in tf32
        let r = mma(
            &Buf::F32(vec![x]),
            &Buf::F32(vec![x]),
            &Buf::F32(vec![0.0]),
            DType::TF32,
            DType::F32,
            s,
            None,
        );
        assert_eq!(r, Buf::F32(vec![1.0]));
        let r = mma(
            &Buf::F32(vec![x]),
            &Buf::F32(vec![x]),
            &Buf::F32(vec![0.0]),
            DType::F32,
            DType::F32,
            s,
            None,
        );
        assert_eq!(r, Buf::F32(vec![x * x]));
    }

    #[test]
    fn support_table() {
        assert!(supports(DType::F16, DType::F16, DType::F32).is_ok());
        assert!(supports(DType::F8E4M3, DType::F8E4M3, DType::F16).is_ok());
        assert!(supports(DType::I8, DType::I8, DType::I32).is_ok());
        assert!(supports(DType::F16, DType::BF16, DType::F32).is_err());
        assert!(supports(DType::I8, DType::I8, DType::F32).is_err());
    }
}
