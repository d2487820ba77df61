//! Exact conversions between the narrow float formats and `f64`.
//!
//! Every narrowing conversion in the executor is *one* correct rounding (round to nearest,
//! ties to even) of the exact source value: casts go source → `f64` (exact for every float
//! dtype, and made exact-enough for big integers by [`int_to_f64_sticky`]) → target via
//! [`round_to_precision`]. Going through `f32` instead would round twice and occasionally be
//! off by one ulp; the `half` crate's own `from_f64` is not correctly rounded either (it drops
//! the low 32 mantissa bits first), which is why f16/bf16 narrowing from `f64` lives here.
//!
//! Formats:
//! * f16: 10 fraction bits, minimum normal exponent -14, max 65504, IEEE infinities.
//! * bf16: 7 fraction bits, exponent range of f32.
//! * tf32: 10 fraction bits, exponent range of f32, stored in an `f32`.
//! * fp8 e4m3 (the "fn" variant): bias 7, 3 fraction bits, max 448, no infinities; the codes
//!   `0x7f`/`0xff` are NaN.
//! * fp8 e5m2: bias 15, 2 fraction bits, max 57344, IEEE infinities and NaNs.
//!
//! Conversion to fp8 **saturates** finite values like PTX's `cvt.rn.satfinite` (the only
//! f32 → fp8 conversion GPUs have): finite magnitudes that round above the largest finite
//! value become ±max. Infinities become e5m2's infinities (PTX would saturate them too; we
//! keep them so that every code round-trips) and e4m3's ±max (it has no infinity). NaN stays
//! NaN, keeping its sign and, for e5m2, a 2-bit payload. So each of the 256 codes of either
//! format round-trips through `f32` exactly.

use half::{bf16, f16};

use crate::DType;

/// `2^e` for `e` in the normal `f64` exponent range.
fn pow2(e: i32) -> f64 {
    debug_assert!((-1022..=1023).contains(&e));
    f64::from_bits(((e + 1023) as u64) << 52)
}

/// `x` rounded (to nearest, ties to even) to a binary float with `frac_bits` fraction bits and
/// minimum normal exponent `emin`, with gradual underflow below it and no upper exponent limit
/// (callers handle overflow). NaN, infinities and zeros come back unchanged.
pub fn round_to_precision(x: f64, frac_bits: i32, emin: i32) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    // The unbiased exponent of |x| (f64 subnormals read as -1023, below every emin here).
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let quantum = e.max(emin) - frac_bits;
    // Scaling by powers of two is exact, so only `round_ties_even` rounds.
    (x * pow2(-quantum)).round_ties_even() * pow2(quantum)
}

/// An `f64` whose correct rounding to any format of at most 51 significant bits equals the
/// correct rounding of the integer `v` (round-to-odd into 53 bits: the bits shifted out are
/// folded into a sticky last bit). Exact for `|v| < 2^53`.
pub fn int_to_f64_sticky(v: i128) -> f64 {
    let mag = v.unsigned_abs();
    let bits = 128 - mag.leading_zeros() as i32;
    let shift = (bits - 53).max(0);
    let kept = mag >> shift;
    let sticky = u128::from(mag & ((1u128 << shift) - 1) != 0);
    let r = ((kept | sticky) as f64) * 2f64.powi(shift);
    if v < 0 {
        -r
    } else {
        r
    }
}

/// Correctly rounded `f64` → f16.
pub fn f16_from_f64(x: f64) -> f16 {
    // The rounded value is exactly representable in f32; `from_f32` then only maps it (or
    // overflows it to infinity: everything rounding to >= 65536 is out of f16's range).
    f16::from_f32(round_to_precision(x, 10, -14) as f32)
}

/// Correctly rounded `f64` → bf16.
pub fn bf16_from_f64(x: f64) -> bf16 {
    bf16::from_f32(round_to_precision(x, 7, -126) as f32)
}

/// Correctly rounded `f64` → tf32 (as the `f32` holding it; overflow gives infinity).
pub fn tf32_from_f64(x: f64) -> f32 {
    round_to_precision(x, 10, -126) as f32
}

/// An `f32` rounded to tf32 precision (10 fraction bits, ties to even).
pub fn tf32_round(x: f32) -> f32 {
    tf32_from_f64(f64::from(x))
}

/// The two fp8 formats.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Fp8 {
    E4M3,
    E5M2,
}

impl Fp8 {
    /// The format of an fp8 dtype; `None` for every other dtype.
    pub fn of(d: DType) -> Option<Fp8> {
        match d {
            DType::F8E4M3 => Some(Fp8::E4M3),
            DType::F8E5M2 => Some(Fp8::E5M2),
            _ => None,
        }
    }

    /// Fraction (mantissa) bits.
    pub fn frac_bits(self) -> i32 {
        match self {
            Fp8::E4M3 => 3,
            Fp8::E5M2 => 2,
        }
    }

    /// Exponent bias.
    pub fn bias(self) -> i32 {
        match self {
            Fp8::E4M3 => 7,
            Fp8::E5M2 => 15,
        }
    }

    /// The largest finite value.
    pub fn max(self) -> f64 {
        match self {
            Fp8::E4M3 => 448.0,
            Fp8::E5M2 => 57344.0,
        }
    }

    /// The code of the largest finite value (positive).
    pub fn max_code(self) -> u8 {
        match self {
            Fp8::E4M3 => 0x7e,
            Fp8::E5M2 => 0x7b,
        }
    }

    /// Decodes a code exactly.
    pub fn decode(self, code: u8) -> f32 {
        let sign = if code & 0x80 != 0 { -1.0f32 } else { 1.0 };
        let f = self.frac_bits() as u32;
        let exp = i32::from((code & 0x7f) >> f);
        let frac = u32::from(code) & ((1 << f) - 1);
        let exp_max = (1 << (7 - f)) - 1;
        match self {
            Fp8::E4M3 if exp == exp_max && frac == (1 << f) - 1 => return f32::NAN.copysign(sign),
            Fp8::E5M2 if exp == exp_max && frac == 0 => return f32::INFINITY * sign,
            Fp8::E5M2 if exp == exp_max => {
                // A quiet NaN carrying the 2-bit payload below the quiet bit (bits 20..19), so
                // that every NaN code round-trips even where f32 -> f64 quiets NaNs.
                let bits = 0x7fc0_0000 | (frac << 19) | if sign < 0.0 { 0x8000_0000 } else { 0 };
                return f32::from_bits(bits);
            }
            _ => {}
        }
        let scale = 2f32.powi(1 - self.bias() - f as i32);
        let value = if exp == 0 {
            frac as f32 * scale
        } else {
            ((1 << f) | frac) as f32 * scale * 2f32.powi(exp - 1)
        };
        sign * value
    }

    /// Encodes with one correct rounding, saturating finite values to ±max (see the module
    /// doc).
    pub fn encode(self, x: f64) -> u8 {
        let sign: u8 = if x.is_sign_negative() { 0x80 } else { 0 };
        if x.is_nan() {
            return sign | self.nan_code(x);
        }
        if x.is_infinite() && self == Fp8::E5M2 {
            return sign | 0x7c;
        }
        let f = self.frac_bits();
        let emin = 1 - self.bias();
        let r = round_to_precision(x, f, emin).abs();
        if r > self.max() {
            return sign | self.max_code();
        }
        if r == 0.0 {
            return sign;
        }
        let e = ((r.to_bits() >> 52) & 0x7ff) as i32 - 1023;
        let code = if e < emin {
            // Subnormal: an integer multiple of the smallest quantum.
            (r / pow2(emin - f)) as u8
        } else {
            let frac = ((r / pow2(e) - 1.0) * pow2(f)) as u8;
            (((e + self.bias()) as u8) << f) | frac
        };
        sign | code
    }

    /// The magnitude code of a NaN (payload kept where the format has one).
    pub fn nan_code(self, x: f64) -> u8 {
        match self {
            Fp8::E4M3 => 0x7f,
            Fp8::E5M2 => {
                // The payload `decode` puts in f32 bits 20..19 (f64 bits 49..48); a NaN
                // without one becomes the all-ones code.
                let payload = ((x.to_bits() >> 48) & 0x3) as u8;
                0x7c | if payload == 0 { 0x3 } else { payload }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Independent decoder: the textbook formula with f64 arithmetic.
    fn reference_decode(fmt: Fp8, code: u8) -> Option<f64> {
        let (ebits, fbits, bias) = match fmt {
            Fp8::E4M3 => (4, 3, 7),
            Fp8::E5M2 => (5, 2, 15),
        };
        let s = if code >> 7 == 1 { -1.0 } else { 1.0 };
        let e = ((code >> fbits) & ((1 << ebits) - 1)) as i32;
        let m = (code & ((1 << fbits) - 1)) as f64;
        let special = match fmt {
            Fp8::E4M3 => e == 15 && m == 7.0,
            Fp8::E5M2 => e == 31,
        };
        if special {
            return if fmt == Fp8::E5M2 && m == 0.0 { Some(s * f64::INFINITY) } else { None };
        }
        let v = if e == 0 {
            m / f64::from(1 << fbits) * 2f64.powi(1 - bias)
        } else {
            (1.0 + m / f64::from(1 << fbits)) * 2f64.powi(e - bias)
        };
        Some(s * v)
    }

    #[test]
    fn every_fp8_code_decodes_like_the_reference_and_round_trips() {
        for fmt in [Fp8::E4M3, Fp8::E5M2] {
            for code in 0..=255u8 {
                let x = fmt.decode(code);
                match reference_decode(fmt, code) {
                    Some(v) => assert_eq!(f64::from(x), v, "{fmt:?} {code:#04x}"),
                    None => assert!(x.is_nan(), "{fmt:?} {code:#04x}"),
                }
                assert_eq!(fmt.encode(f64::from(x)), code, "{fmt:?} {code:#04x} ({x})");
            }
        }
    }

    #[test]
    fn fp8_encoding_rounds_to_nearest_even_and_saturates() {
        // Between 1.0 (0x38) and 1.125 (0x39) in e4m3: the midpoint ties to even (1.0).
        assert_eq!(Fp8::E4M3.encode(1.0625), 0x38);
        assert_eq!(Fp8::E4M3.encode(1.0625f64.next_up()), 0x39);
        // 1.125 -> 1.25 midpoint 1.1875 ties to even 1.25 (0x3a).
        assert_eq!(Fp8::E4M3.encode(1.1875), 0x3a);
        assert_eq!(Fp8::E4M3.encode(1e6), 0x7e);
        assert_eq!(Fp8::E4M3.encode(-1e6), 0xfe);
        assert_eq!(Fp8::E4M3.encode(f64::INFINITY), 0x7e);
        assert_eq!(Fp8::E5M2.encode(f64::NEG_INFINITY), 0xfc);
        assert_eq!(Fp8::E5M2.encode(-1e30), 0xfb);
        assert_eq!(Fp8::E5M2.encode(60000.0), 0x7b);
        // Smallest subnormal of e4m3 is 2^-9; half of it ties to even (zero), a bit more rounds up.
        assert_eq!(Fp8::E4M3.encode(2f64.powi(-10)), 0x00);
        assert_eq!(Fp8::E4M3.encode(2f64.powi(-10) * 1.01), 0x01);
        assert_eq!(Fp8::E4M3.encode(-0.0), 0x80);
        // The largest subnormal rounds up into the normals.
        assert_eq!(Fp8::E5M2.encode(2f64.powi(-14) * 0.99), 0x04);
    }

    #[test]
    fn tf32_rounds_to_ten_fraction_bits_ties_to_even() {
        let one = 1.0f32;
        let ulp = 2f32.powi(-10);
        assert_eq!(tf32_round(one + ulp / 2.0), one); // tie to even
        assert_eq!(tf32_round(one + ulp * 1.5), one + 2.0 * ulp); // tie to even (up)
        assert_eq!(tf32_round(one + ulp / 2.0 + 2f32.powi(-20)), one + ulp);
        assert_eq!(tf32_round(f32::MAX), f32::INFINITY);
        assert!(tf32_round(f32::NAN).is_nan());
        assert_eq!(tf32_round(-3.0), -3.0);
        // Mantissa bits below the tf32 ones are zero afterwards.
        for x in [0.1f32, 2.71, 1e-30, 123456.79] {
            assert_eq!(tf32_round(x).to_bits() & 0x1fff, 0, "{x}");
        }
    }

    #[test]
    fn f64_narrowing_is_correctly_rounded_where_half_is_not() {
        // 1 + 2^-11 is a tie between f16 neighbours 1 and 1 + 2^-10; a tiny excess beyond the
        // f32-visible bits must round up.
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(f16_from_f64(x), f16::from_f32(1.0 + 2f32.powi(-10)));
        assert_eq!(f16_from_f64(1.0 + 2f64.powi(-11)), f16::ONE);
        assert_eq!(f16_from_f64(65519.99), f16::MAX);
        assert_eq!(f16_from_f64(65520.0), f16::INFINITY);
        assert_eq!(f16_from_f64(2f64.powi(-25)), f16::ZERO); // tie to even: zero
        assert_eq!(f16_from_f64(2f64.powi(-25) * 1.5).to_bits(), 1);
        assert_eq!(bf16_from_f64(1.0 + 2f64.powi(-8) + 2f64.powi(-40)), bf16::from_f32(1.0 + 2f32.powi(-7)));
        // f32 -> f16 through `half` agrees with the reference rounding.
        let mut x = 1e-9f32;
        while x < 7e4 {
            assert_eq!(f16::from_f32(x), f16_from_f64(f64::from(x)), "{x}");
            assert_eq!(bf16::from_f32(x), bf16_from_f64(f64::from(x)), "{x}");
            x *= 1.0003;
        }
    }

    #[test]
    fn sticky_integer_conversion_rounds_once() {
        // 2^60 + 2^36 + 1 rounds (to 24 bits) up, but through a plain f64 it is a tie first.
        let v: i128 = (1 << 60) + (1 << 36) + 1;
        assert_eq!(int_to_f64_sticky(v) as f32, v as f32);
        assert_ne!((v as f64) as f32, v as f32);
        assert_eq!(int_to_f64_sticky(-12345), -12345.0);
        assert_eq!(int_to_f64_sticky(i128::from(u64::MAX)) as f32, u64::MAX as f32);
        assert_eq!(int_to_f64_sticky(0), 0.0);
    }
}
