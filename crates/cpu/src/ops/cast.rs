//! `cast`: conversion between any two dtypes, one correct rounding at most.
//!
//! Every source element is read as an exact wide value — an `i128` for integers and bool, an
//! `f64` for floats (every float dtype embeds exactly in f64) — and converted to the target
//! in one step:
//!
//! * int → int wraps (keeps the low bits); anything → bool tests `!= 0` (NaN is true).
//! * float → int rounds toward zero and saturates; NaN gives 0 (Rust's `as`).
//! * → float rounds to nearest, ties to even, once: `f64`/`f32` targets use Rust's `as`
//!   (correctly rounded from `i128` and `f64`), f16/bf16/tf32 use [`formats`], and big integers
//!   go through [`formats::int_to_f64_sticky`] so that no double rounding happens.
//! * → tf32 rounds to tf32 precision (stored in an f32); → fp8 rounds and saturates (see
//!   [`formats`]); fp8 → anything decodes exactly first.
//!
//! Source and target storage types are both generic parameters of the inner loop, so each of
//! the ~170 pairs is its own monomorphic loop.

use half::{bf16, f16};
use tile_lang::DType;

use super::elementwise::map1;
use crate::formats::{self, Fp8};
use crate::tile::{out_vec, Buf, Elem};

/// A source element, read exactly.
#[derive(Clone, Copy)]
pub(crate) enum Wide {
    Int(i128),
    Float(f64),
}

/// Reads storage elements exactly (fp8 codes are decoded before this, see [`cast`]).
pub(crate) trait CastSrc: Elem {
    fn wide(self) -> Wide;
}

/// Builds target elements from exact wide values.
pub(crate) trait CastDst: Elem {
    fn from_int(v: i128) -> Self;
    fn from_float(x: f64) -> Self;
    #[inline(always)]
    fn from_wide(w: Wide) -> Self {
        match w {
            Wide::Int(v) => Self::from_int(v),
            Wide::Float(x) => Self::from_float(x),
        }
    }
}

macro_rules! int_cast {
    ($($t:ty),*) => {$(
        impl CastSrc for $t {
            #[inline(always)]
            fn wide(self) -> Wide { Wide::Int(self as i128) }
        }
        impl CastDst for $t {
            #[inline(always)]
            fn from_int(v: i128) -> $t { v as $t }
            #[inline(always)]
            fn from_float(x: f64) -> $t { x as $t }
        }
    )*};
}

int_cast!(i8, i16, i32, i64, u8, u16, u32, u64);

impl CastSrc for bool {
    fn wide(self) -> Wide {
        Wide::Int(i128::from(self))
    }
}

impl CastDst for bool {
    fn from_int(v: i128) -> bool {
        v != 0
    }
    fn from_float(x: f64) -> bool {
        x != 0.0
    }
}

impl CastSrc for f16 {
    fn wide(self) -> Wide {
        Wide::Float(self.to_f64())
    }
}

impl CastSrc for bf16 {
    fn wide(self) -> Wide {
        Wide::Float(self.to_f64())
    }
}

impl CastSrc for f32 {
    fn wide(self) -> Wide {
        Wide::Float(f64::from(self))
    }
}

impl CastSrc for f64 {
    fn wide(self) -> Wide {
        Wide::Float(self)
    }
}

impl CastDst for f16 {
    fn from_int(v: i128) -> f16 {
        formats::f16_from_f64(formats::int_to_f64_sticky(v))
    }
    fn from_float(x: f64) -> f16 {
        formats::f16_from_f64(x)
    }
}

impl CastDst for bf16 {
    fn from_int(v: i128) -> bf16 {
        formats::bf16_from_f64(formats::int_to_f64_sticky(v))
    }
    fn from_float(x: f64) -> bf16 {
        formats::bf16_from_f64(x)
    }
}

impl CastDst for f32 {
    fn from_int(v: i128) -> f32 {
        v as f32
    }
    fn from_float(x: f64) -> f32 {
        x as f32
    }
}

impl CastDst for f64 {
    fn from_int(v: i128) -> f64 {
        v as f64
    }
    fn from_float(x: f64) -> f64 {
        x
    }
}

/// The special targets that share a storage type with another dtype.
#[derive(Clone, Copy)]
enum Special {
    Tf32,
    Fp8(Fp8),
}

fn special(d: DType) -> Option<Special> {
    match d {
        DType::TF32 => Some(Special::Tf32),
        _ => Fp8::of(d).map(Special::Fp8),
    }
}

/// Converts a tile from dtype `from` to dtype `to`.
pub(crate) fn cast(a: &Buf, from: DType, to: DType, old: Option<Buf>) -> Buf {
    // fp8 sources are decoded exactly to f32 first.
    let decoded;
    let a = match (from, a) {
        (DType::F8E4M3 | DType::F8E5M2, Buf::U8(codes)) => {
            let fmt = Fp8::of(from).expect("an fp8 dtype");
            decoded = Buf::F32(codes.iter().map(|&c| fmt.decode(c)).collect());
            &decoded
        }
        _ => a,
    };
    match special(to) {
        Some(Special::Tf32) => Buf::F32(cast_with(a, old, |w| formats::tf32_from_f64(wide_f64(w)))),
        Some(Special::Fp8(fmt)) => Buf::U8(cast_with(a, old, |w| fmt.encode(wide_f64(w)))),
        None => match to {
            DType::Bool => Buf::Bool(cast_to(a, old)),
            DType::I8 => Buf::I8(cast_to(a, old)),
            DType::I16 => Buf::I16(cast_to(a, old)),
            DType::I32 => Buf::I32(cast_to(a, old)),
            DType::I64 => Buf::I64(cast_to(a, old)),
            DType::U8 => Buf::U8(cast_to(a, old)),
            DType::U16 => Buf::U16(cast_to(a, old)),
            DType::U32 => Buf::U32(cast_to(a, old)),
            DType::U64 => Buf::U64(cast_to(a, old)),
            DType::F16 => Buf::F16(cast_to(a, old)),
            DType::BF16 => Buf::BF16(cast_to(a, old)),
            DType::F32 => Buf::F32(cast_to(a, old)),
            DType::F64 => Buf::F64(cast_to(a, old)),
            DType::TF32 | DType::F8E4M3 | DType::F8E5M2 => unreachable!("handled above"),
        },
    }
}

/// A wide value as an f64 good for one more rounding to a narrow format.
fn wide_f64(w: Wide) -> f64 {
    match w {
        Wide::Int(v) => formats::int_to_f64_sticky(v),
        Wide::Float(x) => x,
    }
}

fn cast_to<D: CastDst>(a: &Buf, old: Option<Buf>) -> Vec<D> {
    cast_with(a, old, D::from_wide)
}

/// Maps every element of `a`, read as a [`Wide`], through `f`.
fn cast_with<D: Elem>(a: &Buf, old: Option<Buf>, f: impl Fn(Wide) -> D) -> Vec<D> {
    let out = out_vec(old, a.len());
    match a {
        Buf::Bool(v) => map1(v, out, |x| f(x.wide())),
        Buf::I8(v) => map1(v, out, |x| f(x.wide())),
        Buf::I16(v) => map1(v, out, |x| f(x.wide())),
        Buf::I32(v) => map1(v, out, |x| f(x.wide())),
        Buf::I64(v) => map1(v, out, |x| f(x.wide())),
        Buf::U8(v) => map1(v, out, |x| f(x.wide())),
        Buf::U16(v) => map1(v, out, |x| f(x.wide())),
        Buf::U32(v) => map1(v, out, |x| f(x.wide())),
        Buf::U64(v) => map1(v, out, |x| f(x.wide())),
        Buf::F16(v) => map1(v, out, |x| f(x.wide())),
        Buf::BF16(v) => map1(v, out, |x| f(x.wide())),
        Buf::F32(v) => map1(v, out, |x| f(x.wide())),
        Buf::F64(v) => map1(v, out, |x| f(x.wide())),
    }
}

/// One value of a float constant or padding in dtype `d` (a one-element tile).
pub(crate) fn float_scalar(x: f64, d: DType) -> Buf {
    cast(&Buf::F64(vec![x]), DType::F64, d, None)
}

/// One value of an integer constant in dtype `d` (wrapping; `!= 0` for bool).
pub(crate) fn int_scalar(v: i64, d: DType) -> Buf {
    cast(&Buf::I64(vec![v]), DType::I64, d, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn float_to_int_truncates_and_saturates() {
        let a = Buf::F32(vec![-1.9, 1.9, 1e10, -1e10, f32::NAN, f32::INFINITY, 255.9, -0.5]);
        assert_eq!(
            cast(&a, DType::F32, DType::I32, None),
            Buf::I32(vec![-1, 1, i32::MAX, i32::MIN, 0, i32::MAX, 255, 0])
        );
        assert_eq!(cast(&a, DType::F32, DType::U8, None), Buf::U8(vec![0, 1, 255, 0, 0, 255, 255, 0]));
        assert_eq!(cast(&a, DType::F32, DType::Bool, None), Buf::Bool(vec![true; 8]));
    }

    #[test]
    fn int_to_int_wraps_and_bool_tests_nonzero() {
        let a = Buf::I32(vec![300, -1, 0, 128]);
        assert_eq!(cast(&a, DType::I32, DType::I8, None), Buf::I8(vec![44, -1, 0, -128]));
        assert_eq!(cast(&a, DType::I32, DType::U16, None), Buf::U16(vec![300, 65535, 0, 128]));
        assert_eq!(cast(&a, DType::I32, DType::Bool, None), Buf::Bool(vec![true, true, false, true]));
        let b = Buf::Bool(vec![true, false]);
        assert_eq!(cast(&b, DType::Bool, DType::F32, None), Buf::F32(vec![1.0, 0.0]));
    }

    #[test]
    fn narrowing_rounds_once() {
        // 2049 is a tie between f16 neighbours 2048 and 2050: ties to even gives 2048.
        let a = Buf::I32(vec![2049, 2051, 70000]);
        assert_eq!(
            cast(&a, DType::I32, DType::F16, None),
            Buf::F16(vec![f16::from_f32(2048.0), f16::from_f32(2052.0), f16::INFINITY])
        );
        // u64::MAX to f32 rounds to 2^64 directly.
        let b = Buf::U64(vec![u64::MAX]);
        assert_eq!(cast(&b, DType::U64, DType::F32, None), Buf::F32(vec![18446744073709551616.0]));
        // f64 -> f32 is one rounding; f64 -> tf32 is too.
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(
            cast(&Buf::F64(vec![x]), DType::F64, DType::TF32, None),
            Buf::F32(vec![1.0 + 2f32.powi(-10)])
        );
        assert_eq!(
            cast(&Buf::F64(vec![x]), DType::F64, DType::F16, None),
            Buf::F16(vec![f16::from_f32(1.0 + 2f32.powi(-10))])
        );
    }

    #[test]
    fn fp8_casts() {
        let codes = Buf::U8((0..=255).collect());
        let f = cast(&codes, DType::F8E5M2, DType::F32, None);
        let back = cast(&f, DType::F32, DType::F8E5M2, None);
        assert_eq!(back, codes);
        assert_eq!(cast(&Buf::F32(vec![1000.0]), DType::F32, DType::F8E4M3, None), Buf::U8(vec![0x7e]));
        assert_eq!(cast(&Buf::U8(vec![0x38]), DType::F8E4M3, DType::I32, None), Buf::I32(vec![1]));
        assert_eq!(int_scalar(3, DType::F8E4M3), Buf::U8(vec![0x44]));
        assert_eq!(float_scalar(0.5, DType::BF16), Buf::BF16(vec![bf16::from_f32(0.5)]));
    }
}
