//! Element codecs: reading and writing array elements of every dtype as `f64` or `i128`.
//!
//! Host array operations compute in one of two *domains*: `f64` for floating-point results
//! (every float dtype embeds exactly in `f64`, and an `f64` result rounded once to f32, f16,
//! ... is the correctly rounded result of `+ - * /` and `sqrt`), `i128` for integers and bools
//! (wide enough that `i64`/`u64` values and their products never overflow before the result
//! is wrapped to its dtype). Each dtype has a [`Codec`] converting its storage type to and
//! from both domains with the executor's cast semantics: float → int truncates and saturates
//! (NaN → 0), int → int wraps, anything → bool tests `!= 0`, → float rounds to nearest even
//! once (fp8 saturates finite values, as `cpu::Fp8::encode` does).
//!
//! Runs of elements (a start, a stride, a count, in elements) are read into or written from
//! `Vec`s with one dtype dispatch per run, so inner loops are monomorphic.

use half::{bf16, f16};
use tile_lang::DType;

use super::storage::Chunk;
use tile_cpu::Fp8;

/// How one dtype is stored and converted.
pub(crate) trait Codec {
    type S: bytemuck::Pod;
    fn to_f64(s: Self::S) -> f64;
    fn to_i128(s: Self::S) -> i128;
    fn from_f64(x: f64) -> Self::S;
    fn from_i128(v: i128) -> Self::S;
}

macro_rules! int_codec {
    ($($name:ident: $t:ty),*) => {$(
        pub(crate) struct $name;
        impl Codec for $name {
            type S = $t;
            #[inline(always)]
            fn to_f64(s: $t) -> f64 { s as f64 }
            #[inline(always)]
            fn to_i128(s: $t) -> i128 { s as i128 }
            #[inline(always)]
            fn from_f64(x: f64) -> $t { x as $t }
            #[inline(always)]
            fn from_i128(v: i128) -> $t { v as $t }
        }
    )*};
}

int_codec!(I8C: i8, I16C: i16, I32C: i32, I64C: i64, U8C: u8, U16C: u16, U32C: u32, U64C: u64);

/// `bool`, stored as a byte that is 0 or 1.
pub(crate) struct BoolC;
impl Codec for BoolC {
    type S = u8;
    fn to_f64(s: u8) -> f64 {
        f64::from(u8::from(s != 0))
    }
    fn to_i128(s: u8) -> i128 {
        i128::from(s != 0)
    }
    fn from_f64(x: f64) -> u8 {
        u8::from(x != 0.0)
    }
    fn from_i128(v: i128) -> u8 {
        u8::from(v != 0)
    }
}

macro_rules! float_codec {
    ($name:ident, $s:ty, $to:expr, $from:expr) => {
        pub(crate) struct $name;
        impl Codec for $name {
            type S = $s;
            #[inline(always)]
            fn to_f64(s: $s) -> f64 {
                $to(s)
            }
            #[inline(always)]
            fn to_i128(s: $s) -> i128 {
                $to(s) as i128
            }
            #[inline(always)]
            fn from_f64(x: f64) -> $s {
                $from(x)
            }
            #[inline(always)]
            fn from_i128(v: i128) -> $s {
                $from(int_to_f64(v))
            }
        }
    };
}

float_codec!(F16C, u16, |s: u16| f16::from_bits(s).to_f64(), |x: f64| f16_from_f64(x).to_bits());
float_codec!(BF16C, u16, |s: u16| bf16::from_bits(s).to_f64(), |x: f64| bf16_from_f64(x).to_bits());
float_codec!(F32C, f32, f64::from, |x: f64| x as f32);
float_codec!(F64C, f64, |s: f64| s, |x: f64| x);
float_codec!(TF32C, f32, f64::from, tf32_from_f64);
float_codec!(E4M3C, u8, |s: u8| f64::from(Fp8::E4M3.decode(s)), |x: f64| Fp8::E4M3.encode(x));
float_codec!(E5M2C, u8, |s: u8| f64::from(Fp8::E5M2.decode(s)), |x: f64| Fp8::E5M2.encode(x));

/// Runs `$body` with `$c` bound to the codec type of `$dtype`.
macro_rules! with_codec {
    ($dtype:expr, $c:ident => $body:expr) => {{
        use $crate::runtime::elem::*;
        match $dtype {
            tile_lang::DType::Bool => { type $c = BoolC; $body }
            tile_lang::DType::I8 => { type $c = I8C; $body }
            tile_lang::DType::I16 => { type $c = I16C; $body }
            tile_lang::DType::I32 => { type $c = I32C; $body }
            tile_lang::DType::I64 => { type $c = I64C; $body }
            tile_lang::DType::U8 => { type $c = U8C; $body }
            tile_lang::DType::U16 => { type $c = U16C; $body }
            tile_lang::DType::U32 => { type $c = U32C; $body }
            tile_lang::DType::U64 => { type $c = U64C; $body }
            tile_lang::DType::F16 => { type $c = F16C; $body }
            tile_lang::DType::BF16 => { type $c = BF16C; $body }
            tile_lang::DType::F32 => { type $c = F32C; $body }
            tile_lang::DType::F64 => { type $c = F64C; $body }
            tile_lang::DType::TF32 => { type $c = TF32C; $body }
            tile_lang::DType::F8E4M3 => { type $c = E4M3C; $body }
            tile_lang::DType::F8E5M2 => { type $c = E5M2C; $body }
        }
    }};
}
#[allow(unused_imports)]
pub(crate) use with_codec;

#[inline(always)]
fn at(start: isize, stride: isize, i: usize) -> usize {
    (start + i as isize * stride) as usize
}

/// Appends `n` elements at `start, start + stride, ...` (in elements) as `f64`.
pub(crate) fn read_f64(chunks: &[Chunk], dtype: DType, start: isize, stride: isize, n: usize, out: &mut Vec<f64>) {
    fn go<C: Codec>(chunks: &[Chunk], start: isize, stride: isize, n: usize, out: &mut Vec<f64>) {
        let s: &[C::S] = bytemuck::cast_slice(chunks);
        if stride == 1 {
            let base = start as usize;
            out.extend(s[base..base + n].iter().map(|&x| C::to_f64(x)));
        } else {
            out.extend((0..n).map(|i| C::to_f64(s[at(start, stride, i)])));
        }
    }
    with_codec!(dtype, C => go::<C>(chunks, start, stride, n, out))
}

/// Appends `n` elements as `i128` (integers and bools; floats truncate).
pub(crate) fn read_i128(chunks: &[Chunk], dtype: DType, start: isize, stride: isize, n: usize, out: &mut Vec<i128>) {
    fn go<C: Codec>(chunks: &[Chunk], start: isize, stride: isize, n: usize, out: &mut Vec<i128>) {
        let s: &[C::S] = bytemuck::cast_slice(chunks);
        out.extend((0..n).map(|i| C::to_i128(s[at(start, stride, i)])));
    }
    with_codec!(dtype, C => go::<C>(chunks, start, stride, n, out))
}

/// Writes `vals` at `start, start + stride, ...`, converted to `dtype`.
pub(crate) fn write_f64(chunks: &mut [Chunk], dtype: DType, start: isize, stride: isize, vals: &[f64]) {
    fn go<C: Codec>(chunks: &mut [Chunk], start: isize, stride: isize, vals: &[f64]) {
        let s: &mut [C::S] = bytemuck::cast_slice_mut(chunks);
        if stride == 1 {
            let base = start as usize;
            for (d, &x) in s[base..base + vals.len()].iter_mut().zip(vals) {
                *d = C::from_f64(x);
            }
        } else {
            for (i, &x) in vals.iter().enumerate() {
                s[at(start, stride, i)] = C::from_f64(x);
            }
        }
    }
    with_codec!(dtype, C => go::<C>(chunks, start, stride, vals))
}

/// Writes `vals` converted to `dtype` (integers wrap).
pub(crate) fn write_i128(chunks: &mut [Chunk], dtype: DType, start: isize, stride: isize, vals: &[i128]) {
    fn go<C: Codec>(chunks: &mut [Chunk], start: isize, stride: isize, vals: &[i128]) {
        let s: &mut [C::S] = bytemuck::cast_slice_mut(chunks);
        for (i, &v) in vals.iter().enumerate() {
            s[at(start, stride, i)] = C::from_i128(v);
        }
    }
    with_codec!(dtype, C => go::<C>(chunks, start, stride, vals))
}

/// Copies `n` elements between two runs of the same dtype without converting.
pub(crate) fn copy_raw(src: &[Chunk], dst: &mut [Chunk], dtype: DType, from: (isize, isize), to: (isize, isize), n: usize) {
    fn go<T: bytemuck::Pod>(src: &[Chunk], dst: &mut [Chunk], from: (isize, isize), to: (isize, isize), n: usize) {
        let s: &[T] = bytemuck::cast_slice(src);
        let d: &mut [T] = bytemuck::cast_slice_mut(dst);
        if from.1 == 1 && to.1 == 1 {
            let (a, b) = (from.0 as usize, to.0 as usize);
            d[b..b + n].copy_from_slice(&s[a..a + n]);
        } else {
            for i in 0..n {
                d[at(to.0, to.1, i)] = s[at(from.0, from.1, i)];
            }
        }
    }
    match dtype.size_bytes() {
        1 => go::<u8>(src, dst, from, to, n),
        2 => go::<u16>(src, dst, from, to, n),
        4 => go::<u32>(src, dst, from, to, n),
        _ => go::<u64>(src, dst, from, to, n),
    }
}

/// `x` rounded to nearest (ties to even) to `frac_bits` fraction bits with minimum normal
/// exponent `emin` and gradual underflow; the same rounding as the executor's casts
/// (`cpu::formats`), so host references round exactly like kernels do.
fn round_to_precision(x: f64, frac_bits: i32, emin: i32) -> f64 {
    if !x.is_finite() || x == 0.0 {
        return x;
    }
    let e = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1023;
    let quantum = e.max(emin) - frac_bits;
    (x * 2f64.powi(-quantum)).round_ties_even() * 2f64.powi(quantum)
}

/// Correctly rounded `f64` → f16 (`half`'s own conversion from f64 rounds twice).
pub(crate) fn f16_from_f64(x: f64) -> f16 {
    f16::from_f32(round_to_precision(x, 10, -14) as f32)
}

/// Correctly rounded `f64` → bf16.
pub(crate) fn bf16_from_f64(x: f64) -> bf16 {
    bf16::from_f32(round_to_precision(x, 7, -126) as f32)
}

/// Correctly rounded `f64` → tf32 (held in an f32).
pub(crate) fn tf32_from_f64(x: f64) -> f32 {
    round_to_precision(x, 10, -126) as f32
}

/// An integer as `f64` (exact below 2^53; larger values round once more when narrowed,
/// which host references never meet).
fn int_to_f64(v: i128) -> f64 {
    v as f64
}

/// One `f64` rounded to `dtype` and back: the value an element of that dtype would hold.
pub(crate) fn round_f64(dtype: DType, x: f64) -> f64 {
    with_codec!(dtype, C => C::to_f64(C::from_f64(x)))
}

/// One integer wrapped to `dtype` and back.
pub(crate) fn wrap_i128(dtype: DType, v: i128) -> i128 {
    with_codec!(dtype, C => C::to_i128(C::from_i128(v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chunks() -> Vec<Chunk> {
        vec![bytemuck::Zeroable::zeroed(); 2]
    }

    #[test]
    fn every_dtype_round_trips_small_values() {
        for d in DType::ALL {
            let mut c = chunks();
            let vals = [0.0, 1.0, 2.0, 3.0];
            write_f64(&mut c, d, 1, 2, &vals);
            let mut back = Vec::new();
            read_f64(&c, d, 1, 2, 4, &mut back);
            let expect: Vec<f64> = vals.iter().map(|&v| if d == DType::Bool { f64::from(u8::from(v != 0.0)) } else { v }).collect();
            assert_eq!(back, expect, "{d}");
        }
    }

    #[test]
    fn casts_follow_the_executor() {
        assert_eq!(round_f64(DType::I8, 300.7), 127.0); // saturates
        assert_eq!(round_f64(DType::I32, -2.7), -2.0); // truncates
        assert_eq!(round_f64(DType::U8, f64::NAN), 0.0);
        assert_eq!(wrap_i128(DType::U8, 257), 1); // wraps
        assert_eq!(round_f64(DType::F8E4M3, 1e6), 448.0);
        assert_eq!(round_f64(DType::F16, 1.0 + 2f64.powi(-11) + 2f64.powi(-40)), 1.0 + 2f64.powi(-10));
        assert_eq!(round_f64(DType::TF32, 1.0 + 2f64.powi(-11)), 1.0);
        assert_eq!(round_f64(DType::Bool, f64::NAN), 1.0);
    }
}
