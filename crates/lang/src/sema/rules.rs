//! The typing rules, as pure functions: dtype promotion, NumPy broadcasting and the dtype
//! combinations `mma` accepts. Kept free of diagnostics so they can be unit-tested and shared by
//! the kernel checker and the host checker.

use crate::dtype::DType::{self, *};

/// The common dtype of two tile operands of a binary operator (NumPy 2 rules for arrays).
/// `None` when there is none (e.g. `i64` with `u64`).
pub fn promote(a: DType, b: DType) -> Option<DType> {
    if a == b {
        return Some(a);
    }
    if a == Bool {
        return Some(b);
    }
    if b == Bool {
        return Some(a);
    }
    match (a.is_float(), b.is_float()) {
        (true, true) => Some(promote_floats(a, b)),
        (true, false) => Some(a),
        (false, true) => Some(b),
        (false, false) => promote_ints(a, b),
    }
}

fn float_rank(d: DType) -> u32 {
    match d {
        F8E4M3 | F8E5M2 => 1,
        F16 | BF16 => 2,
        TF32 | F32 => 3,
        F64 => 4,
        _ => 0,
    }
}

fn promote_floats(a: DType, b: DType) -> DType {
    // f16 and bf16 have no common 16-bit type; both fit in f32. fp8 types promote to f16.
    match (a, b) {
        (F16, BF16) | (BF16, F16) => F32,
        (F8E4M3, F8E5M2) | (F8E5M2, F8E4M3) => F16,
        (TF32, F32) | (F32, TF32) => F32,
        _ if float_rank(a) >= float_rank(b) => a,
        _ => b,
    }
}

fn promote_ints(a: DType, b: DType) -> Option<DType> {
    if a.is_signed_int() == b.is_signed_int() {
        return Some(if a.bits() >= b.bits() { a } else { b });
    }
    let (signed, unsigned) = if a.is_signed_int() { (a, b) } else { (b, a) };
    if signed.bits() > unsigned.bits() {
        Some(signed)
    } else {
        DType::signed_of_bits(unsigned.bits() * 2)
    }
}

/// The dtype a Python number takes when combined with a tile of dtype `tile`:
/// weak scalars adopt the tile's type, except a float constant with an integer or bool tile,
/// which gives f32.
pub fn weak_scalar_dtype(tile: DType, scalar_is_float: bool, scalar_is_bool: bool) -> DType {
    if scalar_is_float && !tile.is_float() {
        F32
    } else if tile == Bool && !scalar_is_bool {
        I32
    } else {
        tile
    }
}

/// The default dtype of a Python number materialised on its own.
pub fn default_dtype(is_float: bool, is_bool: bool, value_i64: Option<i64>) -> DType {
    if is_bool {
        Bool
    } else if is_float {
        F32
    } else if value_i64.is_some_and(|v| i32::try_from(v).is_err()) {
        I64
    } else {
        I32
    }
}

/// NumPy broadcasting of two shapes: trailing dimensions aligned, each pair equal or one of
/// them 1. Returns the result shape, or the index (counted from the right, 0 = last) of the
/// first pair that disagrees.
pub fn broadcast_shapes(a: &[u32], b: &[u32]) -> Result<Vec<u32>, usize> {
    let rank = a.len().max(b.len());
    let mut out = vec![0; rank];
    for i in 0..rank {
        let da = if i < a.len() { a[a.len() - 1 - i] } else { 1 };
        let db = if i < b.len() { b[b.len() - 1 - i] } else { 1 };
        out[rank - 1 - i] = match (da, db) {
            _ if da == db => da,
            (1, d) | (d, 1) => d,
            _ => return Err(i),
        };
    }
    Ok(out)
}

/// Whether `from` can be broadcast to `to` (one-directional).
pub fn broadcasts_to(from: &[u32], to: &[u32]) -> bool {
    from.len() <= to.len() && broadcast_shapes(from, to).is_ok_and(|s| s == to)
}

/// Accumulator dtypes `mma` accepts for an input dtype (both inputs share it).
pub fn mma_accumulators(input: DType) -> &'static [DType] {
    match input {
        F16 => &[F16, F32],
        BF16 | TF32 | F32 => &[F32],
        F64 => &[F64],
        F8E4M3 | F8E5M2 => &[F16, F32],
        I8 | U8 => &[I32],
        _ => &[],
    }
}

/// The accumulator `a @ b` uses for an input dtype.
pub fn matmul_accumulator(input: DType) -> Option<DType> {
    match input {
        F16 | BF16 | TF32 | F32 | F8E4M3 | F8E5M2 => Some(F32),
        F64 => Some(F64),
        I8 | U8 => Some(I32),
        _ => None,
    }
}

pub fn is_power_of_two(n: i64) -> bool {
    n > 0 && (n & (n - 1)) == 0
}

/// The largest power of two dividing `n`, capped at `cap` (`cap` itself for `n == 0`).
pub fn pow2_divisor(n: i64, cap: u32) -> u32 {
    if n == 0 {
        return cap;
    }
    let tz = n.unsigned_abs().trailing_zeros().min(31);
    (1u32 << tz).min(cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn promotion_follows_numpy() {
        assert_eq!(promote(F16, F32), Some(F32));
        assert_eq!(promote(F16, BF16), Some(F32));
        assert_eq!(promote(I8, I32), Some(I32));
        assert_eq!(promote(I32, U32), Some(I64));
        assert_eq!(promote(I64, U32), Some(I64));
        assert_eq!(promote(I64, U64), None);
        assert_eq!(promote(I32, F16), Some(F16));
        assert_eq!(promote(Bool, U8), Some(U8));
        assert_eq!(promote(U8, U16), Some(U16));
    }

    #[test]
    fn weak_scalars_adopt_the_tile_type() {
        assert_eq!(weak_scalar_dtype(F16, true, false), F16);
        assert_eq!(weak_scalar_dtype(I8, false, false), I8);
        assert_eq!(weak_scalar_dtype(I32, true, false), F32);
        assert_eq!(default_dtype(false, false, Some(1 << 40)), I64);
    }

    #[test]
    fn broadcasting() {
        assert_eq!(broadcast_shapes(&[64, 1], &[32]), Ok(vec![64, 32]));
        assert_eq!(broadcast_shapes(&[], &[4, 4]), Ok(vec![4, 4]));
        assert_eq!(broadcast_shapes(&[64, 32], &[32, 64]), Err(0));
        assert!(broadcasts_to(&[1, 8], &[4, 8]));
        assert!(!broadcasts_to(&[4, 8], &[8]));
    }

    #[test]
    fn divisors() {
        assert_eq!(pow2_divisor(1000, 16), 8);
        assert_eq!(pow2_divisor(4096, 16), 16);
        assert_eq!(pow2_divisor(7, 16), 1);
        assert!(is_power_of_two(64) && !is_power_of_two(100) && !is_power_of_two(0));
    }
}
