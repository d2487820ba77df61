//! Reductions (`sum prod max min mean var argmax argmin`), comparisons of whole arrays
//! (`allclose`, `max_abs_diff`) and the matrix product.
//!
//! Floats accumulate in `f64` and integers in `i128` (wrapping to the result dtype), whatever
//! the array's dtype, so host references are at least as accurate as the kernels they check.
//! The reduced elements are visited in runs straight from the array's storage; nothing is
//! materialised, so a reduction over a 2^24-element array needs no scratch memory beyond a
//! run.

use tile_lang::diag::codes;
use tile_lang::sema::rules;
use tile_lang::DType;

use super::array::{normalize_axis, Array};
use super::elem::{self, read_f64, read_i128};
use super::error::OpError;
use super::iter::{for_each_run, RUN};
use super::ops::{nan_max, nan_min, Dom, Num, Src};
use super::storage::{Chunk, Locks};

/// A reduction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Red {
    Sum,
    Prod,
    Max,
    Min,
    Mean,
    Var,
    ArgMax,
    ArgMin,
}

impl Red {
    pub fn name(self) -> &'static str {
        match self {
            Red::Sum => "sum",
            Red::Prod => "prod",
            Red::Max => "max",
            Red::Min => "min",
            Red::Mean => "mean",
            Red::Var => "var",
            Red::ArgMax => "argmax",
            Red::ArgMin => "argmin",
        }
    }

    /// The dtype of the result for an input of `d`.
    fn result_dtype(self, d: DType) -> DType {
        match self {
            Red::Mean | Red::Var if !d.is_float() => DType::F32,
            Red::Sum | Red::Prod if d == DType::Bool => DType::I64,
            Red::ArgMax | Red::ArgMin => DType::I64,
            _ => d,
        }
    }

    /// Whether the reduction computes in the float domain for an input of `d`.
    fn domain(self, d: DType) -> Dom {
        match self {
            Red::Mean | Red::Var => Dom::F,
            _ => Dom::of(d),
        }
    }
}

/// The result of a reduction: a number (every axis reduced, `keepdims` off) or an array.
pub(crate) enum Reduced {
    Num(Num),
    Array(Array),
}

/// The elements of one reduced set: `shape`/`strides` of the reduced axes from an offset.
struct Set<'a> {
    chunks: &'a [Chunk],
    dtype: DType,
    shape: &'a [usize],
    strides: &'a [isize],
}

impl Set<'_> {
    fn each_f(&self, start: isize, buf: &mut Vec<f64>, mut f: impl FnMut(&[f64])) {
        for_each_run(self.shape, &[start], &[self.strides], RUN, |s, st, n| {
            buf.clear();
            read_f64(self.chunks, self.dtype, s[0], st[0], n, buf);
            f(buf);
        });
    }

    fn each_i(&self, start: isize, buf: &mut Vec<i128>, mut f: impl FnMut(&[i128])) {
        for_each_run(self.shape, &[start], &[self.strides], RUN, |s, st, n| {
            buf.clear();
            read_i128(self.chunks, self.dtype, s[0], st[0], n, buf);
            f(buf);
        });
    }

    fn len(&self) -> usize {
        self.shape.iter().product()
    }
}

/// Reduces `a` over `axes` (all of them when `None`).
pub(crate) fn reduce(a: &Array, op: Red, axes: Option<&[i64]>, keepdims: bool) -> Result<Reduced, OpError> {
    let rank = a.ndim();
    let mut reduced = vec![false; rank];
    match axes {
        None => reduced.iter_mut().for_each(|r| *r = true),
        Some(list) => {
            for &ax in list {
                reduced[normalize_axis(ax, rank)?] = true;
            }
        }
    }
    if matches!(op, Red::ArgMax | Red::ArgMin) && axes.is_some_and(|l| l.len() > 1) {
        return Err(OpError::value(format!("`{}` takes one axis or None", op.name())));
    }
    let pick = |want: bool| -> (Vec<usize>, Vec<isize>) {
        (0..rank).filter(|&d| reduced[d] == want).map(|d| (a.shape()[d], a.strides()[d])).unzip()
    };
    let (kshape, kstrides) = pick(false);
    let (rshape, rstrides) = pick(true);
    let n: usize = rshape.iter().product();
    if n == 0 && matches!(op, Red::Max | Red::Min | Red::ArgMax | Red::ArgMin) {
        return Err(OpError::value(format!("`{}` of an empty selection has no value", op.name())));
    }
    let dtype = op.result_dtype(a.dtype());
    let locks = Locks::new(&[&a.storage])?;
    let set = Set { chunks: locks.chunks(0), dtype: a.dtype(), shape: &rshape, strides: &rstrides };
    let dom = op.domain(a.dtype());
    let mut outs_f = Vec::new();
    let mut outs_i = Vec::new();
    for_each_run(&kshape, &[a.offset() as isize], &[&kstrides], 1, |s, _, _| match dom {
        Dom::F => outs_f.push(reduce_f(&set, s[0], op)),
        Dom::I => outs_i.push(reduce_i(&set, s[0], op)),
    });
    drop(locks);
    let scalar = axes.is_none() && !keepdims;
    if scalar {
        let num = match dom {
            Dom::F if dtype.is_float() => Num::Float(elem::round_f64(dtype, outs_f[0])),
            Dom::F => Num::Int(outs_f[0] as i64),
            Dom::I if dtype == DType::Bool => Num::Bool(outs_i[0] != 0),
            Dom::I => Num::Int(elem::wrap_i128(dtype, outs_i[0]) as i64),
        };
        return Ok(Reduced::Num(num));
    }
    let shape: Vec<usize> = if keepdims { (0..rank).map(|d| if reduced[d] { 1 } else { a.shape()[d] }).collect() } else { kshape.clone() };
    let out = Array::zeros(dtype, &shape);
    let mut g = out.storage.lock()?;
    match dom {
        Dom::F => elem::write_f64(&mut g, dtype, 0, 1, &outs_f),
        Dom::I => elem::write_i128(&mut g, dtype, 0, 1, &outs_i),
    }
    drop(g);
    Ok(Reduced::Array(out))
}

fn reduce_f(set: &Set<'_>, start: isize, op: Red) -> f64 {
    let mut buf = Vec::with_capacity(RUN);
    let n = set.len();
    match op {
        Red::Sum | Red::Mean | Red::Var => {
            let mut sum = 0.0;
            set.each_f(start, &mut buf, |v| sum += v.iter().sum::<f64>());
            let mean = sum / n as f64;
            match op {
                Red::Sum => sum,
                Red::Mean => mean,
                _ => {
                    // Two passes: the squared deviations from the mean, never E[x^2] - mean^2.
                    let mut ss = 0.0;
                    set.each_f(start, &mut buf, |v| ss += v.iter().map(|&x| (x - mean) * (x - mean)).sum::<f64>());
                    ss / n as f64
                }
            }
        }
        Red::Prod => {
            let mut p = 1.0;
            set.each_f(start, &mut buf, |v| p *= v.iter().product::<f64>());
            p
        }
        Red::Max | Red::Min => {
            let mut acc: Option<f64> = None;
            set.each_f(start, &mut buf, |v| {
                for &x in v {
                    acc = Some(match acc {
                        None => x,
                        Some(a) if op == Red::Max => nan_max(a, x),
                        Some(a) => nan_min(a, x),
                    });
                }
            });
            acc.unwrap_or(f64::NAN)
        }
        Red::ArgMax | Red::ArgMin => {
            // The first extremum wins; NaN is the extremum of both (the first NaN wins).
            let (mut best, mut at, mut i) = (f64::NAN, 0usize, 0usize);
            let mut found_nan = false;
            set.each_f(start, &mut buf, |v| {
                for &x in v {
                    if !found_nan {
                        if x.is_nan() {
                            found_nan = true;
                            at = i;
                        } else if i == 0 || (op == Red::ArgMax && x > best) || (op == Red::ArgMin && x < best) {
                            best = x;
                            at = i;
                        }
                    }
                    i += 1;
                }
            });
            at as f64
        }
    }
}

fn reduce_i(set: &Set<'_>, start: isize, op: Red) -> i128 {
    let mut buf = Vec::with_capacity(RUN);
    match op {
        Red::Sum => {
            let mut s: i128 = 0;
            set.each_i(start, &mut buf, |v| s = v.iter().fold(s, |a, &x| a.wrapping_add(x)));
            s
        }
        Red::Prod => {
            let mut p: i128 = 1;
            set.each_i(start, &mut buf, |v| p = v.iter().fold(p, |a, &x| a.wrapping_mul(x)));
            p
        }
        Red::Max | Red::Min => {
            let mut acc: Option<i128> = None;
            set.each_i(start, &mut buf, |v| {
                for &x in v {
                    acc = Some(match acc {
                        None => x,
                        Some(a) if op == Red::Max => a.max(x),
                        Some(a) => a.min(x),
                    });
                }
            });
            acc.unwrap_or(0)
        }
        Red::ArgMax | Red::ArgMin => {
            let (mut best, mut at, mut i) = (0i128, 0usize, 0usize);
            set.each_i(start, &mut buf, |v| {
                for &x in v {
                    if i == 0 || (op == Red::ArgMax && x > best) || (op == Red::ArgMin && x < best) {
                        best = x;
                        at = i;
                    }
                    i += 1;
                }
            });
            at as i128
        }
        Red::Mean | Red::Var => unreachable!("mean and var compute in the float domain"),
    }
}

/// Calls `f(a_run, b_run)` over `a` and `b` broadcast together, both read as `f64`.
fn zip_f64(a: &Src, b: &Src, mut f: impl FnMut(&[f64], &[f64])) -> Result<(), OpError> {
    let shape_a: &[usize] = match a {
        Src::Arr(x) => x.shape(),
        Src::Num(_) => &[],
    };
    let shape_b: &[usize] = match b {
        Src::Arr(x) => x.shape(),
        Src::Num(_) => &[],
    };
    let shape = super::ops::broadcast_shape(&[shape_a, shape_b])?;
    let view = |s: &Src| -> Result<Option<Array>, OpError> {
        match s {
            Src::Arr(x) => x.broadcast_to(&shape).map(Some),
            Src::Num(_) => Ok(None),
        }
    };
    let (va, vb) = (view(a)?, view(b)?);
    let storages: Vec<_> = [&va, &vb].into_iter().flatten().map(|x| &x.storage).collect();
    let locks = Locks::new(&storages)?;
    let mut offsets = Vec::new();
    let mut strides: Vec<&[isize]> = Vec::new();
    for v in [&va, &vb].into_iter().flatten() {
        offsets.push(v.offset() as isize);
        strides.push(v.strides());
    }
    let (mut ba, mut bb) = (Vec::with_capacity(RUN), Vec::with_capacity(RUN));
    for_each_run(&shape, &offsets, &strides, RUN, |s, st, n| {
        let mut k = 0;
        for (src, view, buf) in [(a, &va, &mut ba), (b, &vb, &mut bb)] {
            buf.clear();
            match (src, view) {
                (_, Some(v)) => {
                    read_f64(locks.chunks(locks.index(&v.storage)), v.dtype(), s[k], st[k], n, buf);
                    k += 1;
                }
                (Src::Num(x), None) => buf.resize(n, x.f64()),
                (Src::Arr(_), None) => unreachable!("arrays have views"),
            }
        }
        f(&ba, &bb);
    });
    Ok(())
}

/// NumPy's `allclose`: `|a - b| <= atol + rtol * |b|` everywhere (equal infinities are
/// close; NaN never is).
pub(crate) fn allclose(a: &Src, b: &Src, rtol: f64, atol: f64) -> Result<bool, OpError> {
    let mut all = true;
    zip_f64(a, b, |x, y| {
        if all {
            all = x.iter().zip(y).all(|(&x, &y)| x == y || (x - y).abs() <= atol + rtol * y.abs());
        }
    })?;
    Ok(all)
}

/// The largest `|a - b|` (NaN if any element is NaN; 0 for empty arrays).
pub(crate) fn max_abs_diff(a: &Src, b: &Src) -> Result<f64, OpError> {
    let mut m = 0.0f64;
    zip_f64(a, b, |x, y| {
        for (&x, &y) in x.iter().zip(y) {
            let d = if x == y { 0.0 } else { (x - y).abs() };
            m = nan_max(m, d);
        }
    })?;
    Ok(m)
}

/// The matrix product of 1-D and 2-D arrays (`(M, K) @ (K, N)`). Floats accumulate in `f64`,
/// except f16/bf16 inputs, which accumulate in f32 like the tensor cores; integers wrap.
pub(crate) fn matmul(a: &Array, b: &Array) -> Result<Array, OpError> {
    let (m, k, a_vec) = match a.shape() {
        [k] => (1, *k, true),
        [m, k] => (*m, *k, false),
        s => return Err(OpError::value(format!("`@` takes 1-D or 2-D arrays, not shape {}", super::error::shape_str(s)))),
    };
    let (k2, n, b_vec) = match b.shape() {
        [k] => (*k, 1, true),
        [k, n] => (*k, *n, false),
        s => return Err(OpError::value(format!("`@` takes 1-D or 2-D arrays, not shape {}", super::error::shape_str(s)))),
    };
    if k != k2 {
        return Err(OpError::new(codes::MMA_SHAPE, format!("matrix product of shapes {} and {} has mismatched inner dimensions ({k} and {k2})", super::error::shape_str(a.shape()), super::error::shape_str(b.shape())))
            .with_help("the left operand's columns must equal the right operand's rows; `transpose` one side if needed"));
    }
    let dtype = rules::promote(a.dtype(), b.dtype())
        .ok_or_else(|| OpError::new(codes::NO_PROMOTION, format!("{} and {} have no common dtype", a.dtype(), b.dtype())))?;
    let mut shape = Vec::new();
    if !a_vec {
        shape.push(m);
    }
    if !b_vec {
        shape.push(n);
    }
    let out = Array::zeros(dtype, &shape);
    let mut g = out.storage.lock()?;
    if dtype.is_float() {
        let (x, y) = (a.read_f64()?, b.read_f64()?);
        let half = matches!(dtype, DType::F16 | DType::BF16);
        let mut row = vec![0.0f64; n];
        let mut row32 = vec![0.0f32; n];
        for i in 0..m {
            row.iter_mut().for_each(|r| *r = 0.0);
            row32.iter_mut().for_each(|r| *r = 0.0);
            for p in 0..k {
                let xv = x[i * k + p];
                let yr = &y[p * n..(p + 1) * n];
                if half {
                    // f16/bf16 products are exact in f32; the sum rounds in f32.
                    for (r, &yv) in row32.iter_mut().zip(yr) {
                        *r += (xv as f32) * (yv as f32);
                    }
                } else {
                    for (r, &yv) in row.iter_mut().zip(yr) {
                        *r += xv * yv;
                    }
                }
            }
            if half {
                row.iter_mut().zip(&row32).for_each(|(r, &h)| *r = f64::from(h));
            }
            elem::write_f64(&mut g, dtype, (i * n) as isize, 1, &row);
        }
    } else {
        let conv = |arr: &Array| -> Result<Vec<i128>, OpError> { Ok(arr.read_f64()?.iter().map(|&v| v as i128).collect()) };
        let (x, y) = (conv(a)?, conv(b)?);
        let mut row = vec![0i128; n];
        for i in 0..m {
            row.iter_mut().for_each(|r| *r = 0);
            for p in 0..k {
                let xv = x[i * k + p];
                for (r, &yv) in row.iter_mut().zip(&y[p * n..(p + 1) * n]) {
                    *r = r.wrapping_add(xv.wrapping_mul(yv));
                }
            }
            elem::write_i128(&mut g, dtype, (i * n) as isize, 1, &row);
        }
    }
    drop(g);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn arr(shape: &[usize], v: &[f32]) -> Array {
        Array::from_slice(shape, v).unwrap()
    }

    fn as_array(r: Reduced) -> Array {
        match r {
            Reduced::Array(a) => a,
            Reduced::Num(n) => panic!("expected an array, got {n:?}"),
        }
    }

    #[test]
    fn reductions_over_axes() {
        let a = arr(&[2, 3], &[1.0, 5.0, 3.0, 4.0, 2.0, 6.0]);
        assert_eq!(as_array(reduce(&a, Red::Sum, Some(&[1]), false).unwrap()).to_vec::<f32>().unwrap(), [9.0, 12.0]);
        assert_eq!(as_array(reduce(&a, Red::Max, Some(&[0]), false).unwrap()).to_vec::<f32>().unwrap(), [4.0, 5.0, 6.0]);
        let k = as_array(reduce(&a, Red::Mean, Some(&[-1]), true).unwrap());
        assert_eq!(k.shape(), [2, 1]);
        assert_eq!(k.to_vec::<f32>().unwrap(), [3.0, 4.0]);
        assert!(matches!(reduce(&a, Red::Sum, None, false).unwrap(), Reduced::Num(Num::Float(21.0))));
        assert!(matches!(reduce(&a, Red::ArgMax, None, false).unwrap(), Reduced::Num(Num::Int(5))));
        let v = as_array(reduce(&a, Red::Var, Some(&[1]), false).unwrap()).to_vec::<f32>().unwrap();
        assert!((v[0] - 8.0 / 3.0).abs() < 1e-6);
        let t = a.transpose(None).unwrap();
        assert_eq!(as_array(reduce(&t, Red::ArgMin, Some(&[0]), false).unwrap()).to_vec::<i64>().unwrap(), [0, 1]);
        let i = Array::from_slice(&[3], &[1i32, -2, 7]).unwrap();
        assert!(matches!(reduce(&i, Red::Min, None, false).unwrap(), Reduced::Num(Num::Int(-2))));
        assert!(reduce(&arr(&[0], &[]), Red::Max, None, false).is_err());
        assert!(matches!(reduce(&arr(&[0], &[]), Red::Sum, None, false).unwrap(), Reduced::Num(Num::Float(0.0))));
    }

    #[test]
    fn allclose_and_max_abs_diff_follow_numpy() {
        let a = Src::Arr(arr(&[3], &[1.0, 2.0, f32::INFINITY]));
        let b = Src::Arr(arr(&[3], &[1.0, 2.00001, f32::INFINITY]));
        assert!(allclose(&a, &b, 1e-5, 1e-8).unwrap());
        assert!(!allclose(&a, &b, 0.0, 0.0).unwrap());
        let nan = Src::Arr(arr(&[1], &[f32::NAN]));
        assert!(!allclose(&nan, &nan, 1.0, 1.0).unwrap());
        assert!(max_abs_diff(&nan, &Src::Num(Num::Int(0))).unwrap().is_nan());
        assert!((max_abs_diff(&a, &b).unwrap() - 1e-5).abs() < 1e-6);
    }

    #[test]
    fn matmul_of_matrices_and_vectors() {
        let a = arr(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        let b = arr(&[3, 2], &[1.0, 0.0, 0.0, 1.0, 1.0, 1.0]);
        assert_eq!(matmul(&a, &b).unwrap().to_vec::<f32>().unwrap(), [4.0, 5.0, 10.0, 11.0]);
        let v = arr(&[3], &[1.0, 1.0, 1.0]);
        let mv = matmul(&a, &v).unwrap();
        assert_eq!(mv.shape(), [2]);
        assert_eq!(mv.to_vec::<f32>().unwrap(), [6.0, 15.0]);
        assert_eq!(matmul(&a, &a).unwrap_err().code, codes::MMA_SHAPE);
    }
}
