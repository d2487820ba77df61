//! Scalar semantics of every arithmetic dtype, as traits the tile loops are generic over.
//!
//! * [`IntOps`]: integers wrap (two's complement); `floordiv`/`rem` follow Python (floor, sign
//!   of the divisor), `ceildiv` rounds up; division by zero gives quotient 0 and remainder
//!   `a` (so `a == b * q + r` still holds; GPUs leave it unspecified, so never rely on it);
//!   shifts by an amount outside `[0, bits)` clamp like PTX (`shl` → 0, `shr` → 0 or, for a
//!   negative signed value, -1). `bool` is the 1-bit unsigned integer (`add` = xor,
//!   `mul` = and, `max` = or, ...), which is what its ops mean modulo 2.
//! * [`FloatOps`]: f16 and bf16 compute every op in f32 and round the result once to their
//!   storage type (for `+ - * / sqrt` this equals the correctly rounded narrow op, since f32
//!   has more than twice their precision plus two bits); f32 and f64 compute natively.
//!   `min`/`max` propagate NaN and order -0 below +0 (IEEE 754-2019 `minimum`/`maximum`, what
//!   GPU `min.NaN`/`max.NaN` give). `floordiv` is `floor(a / b)`, `rem` is Python's `%`
//!   (`fmod` moved to the divisor's sign, a zero result taking the divisor's sign).

use std::ops::{Add, Div, Mul, Neg, Rem, Sub};

use half::{bf16, f16};

use crate::tile::Elem;

/// Integer (and bool) scalar ops, each wrapping.
pub(crate) trait IntOps: Elem + Ord {
    fn add(self, b: Self) -> Self;
    fn sub(self, b: Self) -> Self;
    fn mul(self, b: Self) -> Self;
    fn neg(self) -> Self;
    fn abs(self) -> Self;
    fn not(self) -> Self;
    fn and(self, b: Self) -> Self;
    fn or(self, b: Self) -> Self;
    fn xor(self, b: Self) -> Self;
    fn floordiv(self, b: Self) -> Self;
    fn ceildiv(self, b: Self) -> Self;
    fn rem(self, b: Self) -> Self;
    fn shl(self, b: Self) -> Self;
    fn shr(self, b: Self) -> Self;
}

macro_rules! int_ops {
    ($($t:ty: $signed:expr),*) => {$(
        impl IntOps for $t {
            #[inline(always)]
            fn add(self, b: $t) -> $t { self.wrapping_add(b) }
            #[inline(always)]
            fn sub(self, b: $t) -> $t { self.wrapping_sub(b) }
            #[inline(always)]
            fn mul(self, b: $t) -> $t { self.wrapping_mul(b) }
            #[inline(always)]
            fn neg(self) -> $t { self.wrapping_neg() }
            #[inline(always)]
            #[allow(unused_comparisons)]
            fn abs(self) -> $t { if self < 0 { self.wrapping_neg() } else { self } }
            #[inline(always)]
            fn not(self) -> $t { !self }
            #[inline(always)]
            fn and(self, b: $t) -> $t { self & b }
            #[inline(always)]
            fn or(self, b: $t) -> $t { self | b }
            #[inline(always)]
            fn xor(self, b: $t) -> $t { self ^ b }
            #[inline]
            #[allow(unused_comparisons)]
            fn floordiv(self, b: $t) -> $t {
                if b == 0 { return 0; }
                let (q, r) = (self.wrapping_div(b), self.wrapping_rem(b));
                if r != 0 && ((r < 0) != (b < 0)) { q.wrapping_sub(1) } else { q }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn ceildiv(self, b: $t) -> $t {
                if b == 0 { return 0; }
                let (q, r) = (self.wrapping_div(b), self.wrapping_rem(b));
                if r != 0 && ((r < 0) == (b < 0)) { q.wrapping_add(1) } else { q }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn rem(self, b: $t) -> $t {
                if b == 0 { return self; }
                let r = self.wrapping_rem(b);
                if r != 0 && ((r < 0) != (b < 0)) { r.wrapping_add(b) } else { r }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn shl(self, b: $t) -> $t {
                if b < 0 || (b as u64) >= u64::from(<$t>::BITS) { 0 } else { self << b }
            }
            #[inline]
            #[allow(unused_comparisons)]
            fn shr(self, b: $t) -> $t {
                if b < 0 || (b as u64) >= u64::from(<$t>::BITS) {
                    if $signed && self < 0 { self >> (<$t>::BITS - 1) } else { 0 }
                } else {
                    self >> b
                }
            }
        }
    )*};
}

int_ops!(i8: true, i16: true, i32: true, i64: true, u8: false, u16: false, u32: false, u64: false);

/// `bool` as the 1-bit unsigned integer: every op is the integer op modulo 2.
impl IntOps for bool {
    fn add(self, b: bool) -> bool {
        self ^ b
    }
    fn sub(self, b: bool) -> bool {
        self ^ b
    }
    fn mul(self, b: bool) -> bool {
        self & b
    }
    fn neg(self) -> bool {
        self
    }
    fn abs(self) -> bool {
        self
    }
    fn not(self) -> bool {
        !self
    }
    fn and(self, b: bool) -> bool {
        self & b
    }
    fn or(self, b: bool) -> bool {
        self | b
    }
    fn xor(self, b: bool) -> bool {
        self ^ b
    }
    /// `a // 1 = a`, `a // 0 = 0`.
    fn floordiv(self, b: bool) -> bool {
        self & b
    }
    fn ceildiv(self, b: bool) -> bool {
        self & b
    }
    /// `a % 1 = 0`, `a % 0 = a`.
    fn rem(self, b: bool) -> bool {
        self & !b
    }
    /// Shifting by 1 (= the width) clears the bit.
    fn shl(self, b: bool) -> bool {
        self & !b
    }
    fn shr(self, b: bool) -> bool {
        self & !b
    }
}

/// The type float arithmetic is carried out in: f32 or f64.
pub(crate) trait Compute:
    Copy
    + PartialOrd
    + Add<Output = Self>
    + Sub<Output = Self>
    + Mul<Output = Self>
    + Div<Output = Self>
    + Rem<Output = Self>
    + Neg<Output = Self>
    + Send
    + Sync
    + 'static
{
    const ZERO: Self;
    const ONE: Self;
    fn exp(self) -> Self;
    fn exp2(self) -> Self;
    fn ln(self) -> Self;
    fn log2(self) -> Self;
    fn sqrt(self) -> Self;
    fn sin(self) -> Self;
    fn cos(self) -> Self;
    fn tan(self) -> Self;
    fn tanh(self) -> Self;
    fn floor(self) -> Self;
    fn ceil(self) -> Self;
    fn abs(self) -> Self;
    fn erf(self) -> Self;
    fn powf(self, b: Self) -> Self;
    fn copysign(self, b: Self) -> Self;
    fn is_nan(self) -> bool;
    fn is_sign_negative(self) -> bool;
    /// Zero (of this sign) when the magnitude is below f32's smallest normal number, else self.
    fn flush_below_f32_normal(self) -> Self;
}

macro_rules! compute {
    ($($t:ty, $erf:path);*) => {$(
        impl Compute for $t {
            const ZERO: $t = 0.0;
            const ONE: $t = 1.0;
            #[inline(always)] fn exp(self) -> $t { <$t>::exp(self) }
            #[inline(always)] fn exp2(self) -> $t { <$t>::exp2(self) }
            #[inline(always)] fn ln(self) -> $t { <$t>::ln(self) }
            #[inline(always)] fn log2(self) -> $t { <$t>::log2(self) }
            #[inline(always)] fn sqrt(self) -> $t { <$t>::sqrt(self) }
            #[inline(always)] fn sin(self) -> $t { <$t>::sin(self) }
            #[inline(always)] fn cos(self) -> $t { <$t>::cos(self) }
            #[inline(always)] fn tan(self) -> $t { <$t>::tan(self) }
            #[inline(always)] fn tanh(self) -> $t { <$t>::tanh(self) }
            #[inline(always)] fn floor(self) -> $t { <$t>::floor(self) }
            #[inline(always)] fn ceil(self) -> $t { <$t>::ceil(self) }
            #[inline(always)] fn abs(self) -> $t { <$t>::abs(self) }
            #[inline(always)] fn erf(self) -> $t { $erf(self) }
            #[inline(always)] fn powf(self, b: $t) -> $t { <$t>::powf(self, b) }
            #[inline(always)] fn copysign(self, b: $t) -> $t { <$t>::copysign(self, b) }
            #[inline(always)] fn is_nan(self) -> bool { <$t>::is_nan(self) }
            #[inline(always)] fn is_sign_negative(self) -> bool { <$t>::is_sign_negative(self) }
            // Through f64, exactly: one definition of the rule for the checker's constant
            // folding and the executor.
            #[inline(always)] fn flush_below_f32_normal(self) -> $t {
                tile_lang::tir::flush_below_f32_normal(f64::from(self)) as $t
            }
        }
    )*};
}

compute!(f32, libm::erff; f64, libm::erf);

/// The NaN-propagating maximum, with -0 < +0.
#[inline(always)]
pub(crate) fn fmax<C: Compute>(a: C, b: C) -> C {
    if a.is_nan() {
        a
    } else if b.is_nan() || b > a || (b == a && a.is_sign_negative()) {
        b
    } else {
        a
    }
}

/// The NaN-propagating minimum, with -0 < +0.
#[inline(always)]
pub(crate) fn fmin<C: Compute>(a: C, b: C) -> C {
    if a.is_nan() {
        a
    } else if b.is_nan() || b < a || (b == a && b.is_sign_negative()) {
        b
    } else {
        a
    }
}

/// Python's float `%`.
#[inline]
pub(crate) fn py_fmod<C: Compute>(a: C, b: C) -> C {
    let r = a % b;
    if r == C::ZERO {
        C::ZERO.copysign(b)
    } else if (r < C::ZERO) != (b < C::ZERO) {
        r + b
    } else {
        r
    }
}

/// A float storage type and its compute type.
pub(crate) trait FloatOps: Elem {
    type C: Compute;
    fn to_c(self) -> Self::C;
    /// Rounds a computed value to the storage type (once).
    fn from_c(c: Self::C) -> Self;
}

impl FloatOps for f32 {
    type C = f32;
    #[inline(always)]
    fn to_c(self) -> f32 {
        self
    }
    #[inline(always)]
    fn from_c(c: f32) -> f32 {
        c
    }
}

impl FloatOps for f64 {
    type C = f64;
    #[inline(always)]
    fn to_c(self) -> f64 {
        self
    }
    #[inline(always)]
    fn from_c(c: f64) -> f64 {
        c
    }
}

impl FloatOps for f16 {
    type C = f32;
    #[inline(always)]
    fn to_c(self) -> f32 {
        self.to_f32()
    }
    #[inline(always)]
    fn from_c(c: f32) -> f16 {
        f16::from_f32(c)
    }
}

impl FloatOps for bf16 {
    type C = f32;
    #[inline(always)]
    fn to_c(self) -> f32 {
        self.to_f32()
    }
    #[inline(always)]
    fn from_c(c: f32) -> bf16 {
        bf16::from_f32(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_integer_division() {
        // (a, b, a // b, a % b, ceil(a / b)) as Python computes them.
        let cases: [(i32, i32, i32, i32, i32); 7] = [
            (7, 2, 3, 1, 4),
            (-7, 2, -4, 1, -3),
            (7, -2, -4, -1, -3),
            (-7, -2, 3, -1, 4),
            (6, 3, 2, 0, 2),
            (-6, 3, -2, 0, -2),
            (0, -5, 0, 0, 0),
        ];
        for (a, b, q, r, c) in cases {
            assert_eq!(IntOps::floordiv(a, b), q, "{a} // {b}");
            assert_eq!(IntOps::rem(a, b), r, "{a} % {b}");
            assert_eq!(IntOps::ceildiv(a, b), c, "cdiv({a}, {b})");
            assert_eq!(IntOps::floordiv(a as i8, b as i8), q as i8);
        }
        assert_eq!(IntOps::floordiv(i32::MIN, -1), i32::MIN);
        assert_eq!(IntOps::rem(i32::MIN, -1), 0);
        assert_eq!(IntOps::floordiv(5i32, 0), 0);
        assert_eq!(IntOps::rem(5i32, 0), 5);
        assert_eq!(IntOps::ceildiv(7u32, 2), 4);
        assert_eq!(IntOps::rem(7u8, 3), 1);
    }

    #[test]
    fn shifts_clamp() {
        assert_eq!(IntOps::shl(1i32, 31), i32::MIN);
        assert_eq!(IntOps::shl(1i32, 32), 0);
        assert_eq!(IntOps::shl(1i32, -1), 0);
        assert_eq!(IntOps::shr(-8i32, 1), -4);
        assert_eq!(IntOps::shr(-8i32, 40), -1);
        assert_eq!(IntOps::shr(8i32, 40), 0);
        assert_eq!(IntOps::shr(0x80u8, 7), 1);
        assert_eq!(IntOps::shr(0x80u8, 8), 0);
    }

    #[test]
    fn bool_is_one_bit_unsigned() {
        assert!(!IntOps::add(true, true));
        assert!(IntOps::sub(false, true));
        assert!(Ord::max(false, true));
        assert!(!IntOps::rem(true, true));
        assert!(IntOps::rem(true, false));
    }

    #[test]
    fn min_max_propagate_nan_and_order_zeros() {
        assert!(fmax(f32::NAN, 1.0).is_nan());
        assert!(fmax(1.0, f32::NAN).is_nan());
        assert!(fmin(1.0f64, f64::NAN).is_nan());
        assert!(fmax(-0.0f32, 0.0).is_sign_positive());
        assert!(fmax(0.0f32, -0.0).is_sign_positive());
        assert!(fmin(0.0f32, -0.0).is_sign_negative());
        assert!(fmin(-0.0f32, 0.0).is_sign_negative());
        assert_eq!(fmax(2.0f32, 3.0), 3.0);
        assert_eq!(fmin(2.0f32, 3.0), 2.0);
    }

    #[test]
    fn python_float_mod() {
        assert_eq!(py_fmod(-1.0f64, 3.0), 2.0);
        assert_eq!(py_fmod(1.0f64, -3.0), -2.0);
        assert_eq!(py_fmod(5.5f64, 2.0), 1.5);
        assert!(py_fmod(3.0f64, -1.0).is_sign_negative()); // -0.0
        assert!(py_fmod(1.0f64, 0.0).is_nan());
        assert_eq!(py_fmod(-1.0f64, f64::INFINITY), f64::INFINITY);
    }
}
