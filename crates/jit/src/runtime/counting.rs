//! Random integers, counting and sorting on host arrays: `randint`, `bincount`, `unique`,
//! `sort` (NumPy's semantics).
//!
//! `randint` draws from the same seeded generator as `rand` (see `create.rs`): each value is
//! a 64-bit draw, redrawn when it falls at or above the largest multiple of the range's size
//! (so every value is equally likely), taken modulo that size and added to `low`.
//! Sorting puts NaN last and is stable; `unique` treats every NaN as one value, as NumPy does.

use std::cmp::Ordering;

use rand_xoshiro::rand_core::RngCore;
use tile_lang::DType;

use super::array::{normalize_axis, Array};
use super::elem::{write_f64, write_i128};
use super::error::OpError;

/// `randint(low, high, shape, dtype, seed)`: integers uniform in `[low, high)`.
pub(crate) fn randint(low: i64, high: i64, shape: &[usize], dtype: DType, seed: Option<u64>) -> Result<Array, OpError> {
    if !(dtype.is_int()) {
        return Err(OpError::value(format!("`randint` makes integer arrays, not {dtype}"))
            .with_help("draw integers and convert: `astype(randint(low, high, shape), f32)`"));
    }
    if low >= high {
        return Err(OpError::value(format!("`randint` needs low < high, but the range is [{low}, {high})")));
    }
    let (min, max) = int_range(dtype);
    if i128::from(low) < min || i128::from(high) - 1 > max {
        return Err(OpError::value(format!("[{low}, {high}) does not fit in {dtype} (its values are {min} to {max})")));
    }
    let size = (i128::from(high) - i128::from(low)) as u128;
    let zone = (1u128 << 64) - (1u128 << 64) % size;
    let mut r = super::create::rng(seed);
    let out = Array::zeros(dtype, shape);
    let vals: Vec<i128> = (0..out.size())
        .map(|_| loop {
            let x = u128::from(r.next_u64());
            if x < zone {
                break i128::from(low) + (x % size) as i128;
            }
        })
        .collect();
    write_i128(&mut out.storage.lock()?, dtype, 0, 1, &vals);
    Ok(out)
}

/// The smallest and largest value of an integer dtype.
fn int_range(dtype: DType) -> (i128, i128) {
    let bits = dtype.bits();
    if dtype.is_signed_int() { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) }
}

/// `bincount(x, minlength)`: how often each value `0, 1, ...` occurs in the 1-D integer array
/// `x` (i64, of length `max(x) + 1` or `minlength`, whichever is larger).
pub(crate) fn bincount(x: &Array, minlength: i64) -> Result<Array, OpError> {
    if !(x.dtype().is_int() || x.dtype().is_bool()) || x.ndim() != 1 {
        return Err(OpError::ty(format!("`bincount` counts a 1-D integer array, not {}", x.type_string()))
            .with_help("flatten with `reshape(x, (x.size,))`, convert with `astype(x, i64)`"));
    }
    if minlength < 0 {
        return Err(OpError::value(format!("`bincount` needs a non-negative `minlength`, not {minlength}")));
    }
    let vals = x.read_i128()?;
    if let Some(neg) = vals.iter().find(|v| **v < 0) {
        return Err(OpError::value(format!("`bincount` counts non-negative values, but the array holds {neg}")));
    }
    let len = vals.iter().max().map_or(0, |m| *m as usize + 1).max(minlength as usize);
    let mut counts = vec![0i128; len];
    for v in vals {
        counts[v as usize] += 1;
    }
    let out = Array::zeros(DType::I64, &[len]);
    write_i128(&mut out.storage.lock()?, DType::I64, 0, 1, &counts);
    Ok(out)
}

/// The elements of an array, read in row-major order in the form that keeps them exact.
enum Elems {
    Int(Vec<i128>),
    Float(Vec<f64>),
}

fn elems(a: &Array) -> Result<Elems, OpError> {
    Ok(if a.dtype().is_float() { Elems::Float(a.read_f64()?) } else { Elems::Int(a.read_i128()?) })
}

/// A contiguous array of `dtype` and `shape` holding `e`.
fn array_from(e: &Elems, dtype: DType, shape: &[usize]) -> Result<Array, OpError> {
    let out = Array::zeros(dtype, shape);
    let mut g = out.storage.lock()?;
    match e {
        Elems::Int(v) => write_i128(&mut g, dtype, 0, 1, v),
        Elems::Float(v) => write_f64(&mut g, dtype, 0, 1, v),
    }
    drop(g);
    Ok(out)
}

/// NumPy's order: numbers ascending, NaN after every number.
fn nan_last(a: &f64, b: &f64) -> Ordering {
    a.partial_cmp(b).unwrap_or_else(|| a.is_nan().cmp(&b.is_nan()))
}

/// `unique(x)`: the distinct values of `x`, sorted, as a 1-D array of its dtype.
pub(crate) fn unique(x: &Array) -> Result<Array, OpError> {
    let e = match elems(x)? {
        Elems::Int(mut v) => {
            v.sort_unstable();
            v.dedup();
            Elems::Int(v)
        }
        Elems::Float(mut v) => {
            v.sort_by(nan_last);
            v.dedup_by(|a, b| a == b || (a.is_nan() && b.is_nan()));
            Elems::Float(v)
        }
    };
    let n = match &e {
        Elems::Int(v) => v.len(),
        Elems::Float(v) => v.len(),
    };
    array_from(&e, x.dtype(), &[n])
}

/// `sort(x, axis)`: a sorted copy of `x` along `axis` (stable; NaN last); with no axis, the
/// sorted elements of `x` flattened.
pub(crate) fn sort(x: &Array, axis: Option<i64>) -> Result<Array, OpError> {
    if x.ndim() == 0 {
        return Err(OpError::value("`sort` needs an array with at least one axis").with_help("a 0-d array has nothing to sort"));
    }
    let flat = [x.size()];
    let (shape, axis) = match axis {
        Some(a) => (x.shape(), normalize_axis(a, x.ndim())?),
        None => (&flat[..], 0),
    };
    let len = shape[axis];
    let inner: usize = shape[axis + 1..].iter().product();
    let mut e = elems(x)?;
    match &mut e {
        Elems::Int(v) => sort_lanes(v, len, inner, |a, b| a.cmp(b)),
        Elems::Float(v) => sort_lanes(v, len, inner, nan_last),
    }
    array_from(&e, x.dtype(), shape)
}

/// Sorts every lane of `len` elements `inner` apart in the row-major `v`.
fn sort_lanes<T: Copy>(v: &mut [T], len: usize, inner: usize, cmp: impl Fn(&T, &T) -> Ordering) {
    if len == 0 || inner == 0 {
        return;
    }
    let mut lane: Vec<T> = Vec::with_capacity(len);
    for block in v.chunks_mut(len * inner) {
        for i in 0..inner {
            lane.clear();
            lane.extend((0..len).map(|k| block[k * inner + i]));
            lane.sort_by(&cmp);
            for (k, x) in lane.iter().enumerate() {
                block[k * inner + i] = *x;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ints(a: &Array) -> Vec<i64> {
        a.read_i128().map(|v| v.into_iter().map(|x| x as i64).collect()).unwrap_or_default()
    }

    #[test]
    fn randint_stays_in_range_reproduces_and_covers_it() {
        let a = randint(-3, 4, &[2000], DType::I32, Some(7)).expect("randint");
        let v = ints(&a);
        assert!(v.iter().all(|x| (-3..4).contains(x)));
        assert!((-3..4).all(|k| v.contains(&k)), "every value of a small range is drawn");
        assert_eq!(v, ints(&randint(-3, 4, &[2000], DType::I32, Some(7)).expect("randint")));
        let wide = randint(i64::MIN, i64::MAX, &[4], DType::I64, Some(1)).expect("the widest range");
        assert_eq!(wide.size(), 4);
        assert!(randint(0, 300, &[1], DType::U8, None).is_err(), "300 does not fit u8");
        assert!(randint(5, 5, &[1], DType::I32, None).is_err());
        assert!(randint(0, 2, &[1], DType::F32, None).is_err());
    }

    #[test]
    fn counting_sorting_and_unique_follow_numpy() {
        let x = Array::from_slice(&[6], &[3i64, 1, 3, 0, 3, 1]).expect("array");
        assert_eq!(ints(&bincount(&x, 0).expect("bincount")), [1, 2, 0, 3]);
        assert_eq!(ints(&bincount(&x, 6).expect("bincount")), [1, 2, 0, 3, 0, 0]);
        assert_eq!(ints(&unique(&x).expect("unique")), [0, 1, 3]);
        let m = Array::from_slice(&[2, 3], &[3i32, 1, 2, 0, 5, -1]).expect("array");
        assert_eq!(ints(&sort(&m, Some(-1)).expect("sort")), [1, 2, 3, -1, 0, 5]);
        assert_eq!(ints(&sort(&m, Some(0)).expect("sort")), [0, 1, -1, 3, 5, 2]);
        let f = Array::from_slice(&[5], &[2.0f32, f32::NAN, -1.0, 2.0, f32::NAN]).expect("array");
        let s = sort(&f, None).expect("sort").to_f64_vec();
        assert_eq!(&s[..3], [-1.0, 2.0, 2.0]);
        assert!(s[3].is_nan() && s[4].is_nan());
        let u = unique(&f).expect("unique").to_f64_vec();
        assert_eq!(u.len(), 3, "one NaN");
        let neg = Array::from_slice(&[2], &[1i64, -2]).expect("array");
        assert!(bincount(&neg, 0).is_err());
        assert!(bincount(&f, 0).is_err());
    }
}
