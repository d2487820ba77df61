//! Host references in `f64` and the comparisons that decide whether a benchmark's output is
//! right (METHOD.md: ‖out − ref‖ / ‖ref‖ against a tolerance set by the output dtype; NaN never
//! passes; outputs are poisoned with NaN first, so an unwritten element fails).
//!
//! Large outputs are checked on a sample (rows for softmax and layernorm, entries for the
//! GEMM, always including the first and the last), plus a scan of every element for NaN.

use std::fmt;

use rand_xoshiro::rand_core::{RngCore, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;
use tile_lang::DType;

use super::catalog::{Op, LAYERNORM_EPS, RMSNORM_EPS};
use super::data::HostArray;

/// The outcome of a passed comparison.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Check {
    /// How many output values were compared.
    pub compared: usize,
    /// ‖out − ref‖₂ / ‖ref‖₂ over the compared values.
    pub rel_err: f64,
    pub max_abs: f64,
    pub tol: f64,
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} values, rel err {:.1e} (tol {:.0e}), max abs err {:.1e}",
            self.compared, self.rel_err, self.tol, self.max_abs
        )
    }
}

/// Which outputs to compare with the reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sample {
    All,
    /// About this many rows (softmax, layernorm) or entries (GEMM, add).
    Some(usize),
}

/// The relative error allowed for `op` storing `dtype`: rounding to bf16 alone gives about
/// 2e-3; f32 arithmetic with fast `exp`/`rsqrt` stays far under 1e-4; the sum of two f32 is
/// exact up to its final rounding.
pub fn tolerance(op: Op, dtype: DType) -> f64 {
    match (op, dtype) {
        (_, DType::BF16) => 1e-2,
        (Op::Add, _) => 1e-6,
        _ => 1e-4,
    }
}

/// Running sums of a comparison.
#[derive(Default)]
struct Acc {
    diff2: f64,
    ref2: f64,
    max_abs: f64,
    n: usize,
}

impl Acc {
    fn push(&mut self, ours: f64, reference: f64) {
        let d = if ours.is_nan() { f64::INFINITY } else { ours - reference };
        self.diff2 += d * d;
        self.ref2 += reference * reference;
        self.max_abs = self.max_abs.max(d.abs());
        self.n += 1;
    }

    fn finish(self, tol: f64, what: &str) -> Result<Check, String> {
        let rel_err = if self.ref2 > 0.0 { (self.diff2 / self.ref2).sqrt() } else { self.diff2.sqrt() };
        let check = Check { compared: self.n, rel_err, max_abs: self.max_abs, tol };
        if rel_err <= tol && self.n > 0 {
            Ok(check)
        } else {
            Err(format!("{what} differs from the reference: {check}"))
        }
    }
}

/// Fails if any element is NaN: unwritten (the poison) or computed as NaN. Scans the bits
/// (exponent all ones, mantissa not zero): a GiB takes a fraction of a second.
pub fn all_written(out: &HostArray) -> Result<(), String> {
    let width = out.dtype.size_bytes();
    let is_nan = |c: &[u8]| match width {
        4 => u32::from_ne_bytes([c[0], c[1], c[2], c[3]]) & 0x7fff_ffff > 0x7f80_0000,
        _ => u16::from_ne_bytes([c[0], c[1]]) & 0x7fff > 0x7f80,
    };
    let bad = out.bytes().chunks_exact(width).enumerate().filter(|(_, c)| is_nan(c)).map(|(i, _)| i);
    let (count, first) = bad.fold((0usize, None), |(c, f), i| (c + 1, f.or(Some(i))));
    match first {
        None => Ok(()),
        Some(i) => Err(format!(
            "{count} of {} output elements are NaN (unwritten or computed as NaN), the first at index {i}",
            out.len()
        )),
    }
}

/// Checks `out` against the host reference of `op` on `inputs` (the non-output arrays, in
/// parameter order).
pub fn check(
    op: Op,
    inputs: &[&HostArray],
    out: &HostArray,
    sample: Sample,
    seed: u64,
) -> Result<Check, String> {
    all_written(out)?;
    let tol = tolerance(op, out.dtype);
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let acc = match op {
        Op::Add => add(inputs, out, &picks(out.len(), sample, &mut rng)),
        Op::Softmax => rows(out, &picks(out.shape[0], sample, &mut rng), |r| softmax_row(inputs[0], r)),
        Op::LayerNorm => rows(out, &picks(out.shape[0], sample, &mut rng), |r| layernorm_row(inputs, r)),
        Op::RmsNorm => rows(out, &picks(out.shape[0], sample, &mut rng), |r| rmsnorm_row(inputs, r)),
        Op::Gemm => gemm(inputs, out, sample, &mut rng),
    };
    acc.finish(tol, "the output")
}

/// Compares two outputs element by element (the GPU against the CPU executor).
pub fn compare(ours: &HostArray, reference: &HostArray, tol: f64) -> Result<Check, String> {
    assert_eq!(ours.shape, reference.shape, "compared arrays of different shapes");
    all_written(ours)?;
    let mut acc = Acc::default();
    for i in 0..ours.len() {
        acc.push(ours.get(i), reference.get(i));
    }
    acc.finish(tol, "the GPU output")
}

/// `sample` indices below `n`: all, or about `k` random ones plus the first and the last.
fn picks(n: usize, sample: Sample, rng: &mut Xoshiro256PlusPlus) -> Vec<usize> {
    match sample {
        Sample::Some(k) if k < n => {
            let mut v: Vec<usize> = (0..k).map(|_| (rng.next_u64() % n as u64) as usize).collect();
            v.extend([0, n - 1]);
            v.sort_unstable();
            v.dedup();
            v
        }
        _ => (0..n).collect(),
    }
}

fn add(inputs: &[&HostArray], out: &HostArray, at: &[usize]) -> Acc {
    let mut acc = Acc::default();
    for &i in at {
        acc.push(out.get(i), inputs[0].get(i) + inputs[1].get(i));
    }
    acc
}

/// Compares the rows `at` of a 2-D output with `reference(row)`.
fn rows(out: &HostArray, at: &[usize], reference: impl Fn(usize) -> Vec<f64>) -> Acc {
    let n = out.shape[1];
    let mut acc = Acc::default();
    for &r in at {
        for (j, want) in reference(r).into_iter().enumerate() {
            acc.push(out.get(r * n + j), want);
        }
    }
    acc
}

fn softmax_row(x: &HostArray, r: usize) -> Vec<f64> {
    let n = x.shape[1];
    let row: Vec<f64> = (0..n).map(|j| x.get(r * n + j)).collect();
    let m = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let e: Vec<f64> = row.iter().map(|v| (v - m).exp()).collect();
    let s: f64 = e.iter().sum();
    e.into_iter().map(|v| v / s).collect()
}

fn layernorm_row(inputs: &[&HostArray], r: usize) -> Vec<f64> {
    let (x, w, b) = (inputs[0], inputs[1], inputs[2]);
    let n = x.shape[1];
    let row: Vec<f64> = (0..n).map(|j| x.get(r * n + j)).collect();
    let mean = row.iter().sum::<f64>() / n as f64;
    let var = row.iter().map(|v| (v - mean) * (v - mean)).sum::<f64>() / n as f64;
    let rstd = 1.0 / (var + LAYERNORM_EPS).sqrt();
    row.iter().enumerate().map(|(j, v)| (v - mean) * rstd * w.get(j) + b.get(j)).collect()
}

fn rmsnorm_row(inputs: &[&HostArray], r: usize) -> Vec<f64> {
    let (x, w) = (inputs[0], inputs[1]);
    let n = x.shape[1];
    let row: Vec<f64> = (0..n).map(|j| x.get(r * n + j)).collect();
    let rstd = 1.0 / (row.iter().map(|v| v * v).sum::<f64>() / n as f64 + RMSNORM_EPS).sqrt();
    row.iter().enumerate().map(|(j, v)| v * rstd * w.get(j)).collect()
}

fn gemm(inputs: &[&HostArray], out: &HostArray, sample: Sample, rng: &mut Xoshiro256PlusPlus) -> Acc {
    let (a, b) = (inputs[0], inputs[1]);
    let (m, k, n) = (a.shape[0], a.shape[1], b.shape[1]);
    let mut acc = Acc::default();
    for idx in picks(m * n, sample, rng) {
        let (i, j) = (idx / n, idx % n);
        let want: f64 = (0..k).map(|t| a.get(i * k + t) * b.get(t * n + j)).sum();
        acc.push(out.get(idx), want);
    }
    acc
}

#[cfg(test)]
mod tests {
    use super::*;

    fn filled(dtype: DType, shape: &[usize], f: impl Fn(usize) -> f64) -> HostArray {
        let mut a = HostArray::zeros(dtype, shape);
        for i in 0..a.len() {
            a.set(i, f(i));
        }
        a
    }

    #[test]
    fn exact_results_pass_and_wrong_ones_fail() {
        let a = HostArray::random(DType::F32, &[1000], (-1.0, 1.0), 1);
        let b = HostArray::random(DType::F32, &[1000], (-1.0, 1.0), 2);
        let c = filled(DType::F32, &[1000], |i| a.get(i) + b.get(i));
        let ok = check(Op::Add, &[&a, &b], &c, Sample::All, 0).unwrap();
        assert_eq!((ok.compared, ok.rel_err), (1000, 0.0));
        let mut wrong = c.clone();
        wrong.set(500, 7.0);
        assert!(check(Op::Add, &[&a, &b], &wrong, Sample::All, 0).unwrap_err().contains("differs"));
    }

    #[test]
    fn unwritten_elements_fail_whatever_the_sample() {
        let x = HostArray::random(DType::F32, &[64, 32], (-1.0, 1.0), 3);
        let mut y = filled(DType::F32, &[64, 32], |_| 1.0 / 32.0);
        y.bytes_mut()[40 * 4..41 * 4].fill(0xff);
        let e = check(Op::Softmax, &[&x], &y, Sample::Some(2), 0).unwrap_err();
        assert!(e.contains("1 of 2048") && e.contains("index 40"), "{e}");
    }

    #[test]
    fn references_match_hand_computed_values() {
        // softmax of a constant row is uniform.
        let x = filled(DType::F32, &[2, 4], |_| 3.0);
        let y = filled(DType::F32, &[2, 4], |_| 0.25);
        assert!(check(Op::Softmax, &[&x], &y, Sample::All, 0).is_ok());
        // layernorm of [1, 3] is [-1, 1] (up to eps), then w and b apply.
        let x = filled(DType::F32, &[1, 2], |j| [1.0, 3.0][j]);
        let w = filled(DType::F32, &[2], |_| 2.0);
        let b = filled(DType::F32, &[2], |_| 0.5);
        let s = 1.0 / (1.0 + LAYERNORM_EPS).sqrt();
        let y = filled(DType::F32, &[1, 2], |j| [-2.0 * s + 0.5, 2.0 * s + 0.5][j]);
        assert!(check(Op::LayerNorm, &[&x, &w, &b], &y, Sample::All, 0).is_ok());
        // A 2x3 @ 3x2 product.
        let a = filled(DType::BF16, &[2, 3], |i| i as f64);
        let b = filled(DType::BF16, &[3, 2], |i| 1.0 + i as f64);
        let c = filled(DType::BF16, &[2, 2], |i| [13.0, 16.0, 40.0, 52.0][i]);
        assert!(check(Op::Gemm, &[&a, &b], &c, Sample::Some(1), 0).is_ok());
    }

    #[test]
    fn samples_include_both_ends() {
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(5);
        let p = picks(1000, Sample::Some(10), &mut rng);
        assert!(p.len() <= 12 && p[0] == 0 && *p.last().unwrap() == 999);
        assert_eq!(picks(5, Sample::Some(10), &mut rng), [0, 1, 2, 3, 4]);
    }

    #[test]
    fn compare_reports_the_error() {
        let a = filled(DType::BF16, &[8], |i| i as f64);
        let mut b = a.clone();
        assert_eq!(compare(&a, &b, 1e-2).unwrap().rel_err, 0.0);
        b.set(7, 100.0);
        assert!(compare(&a, &b, 1e-2).is_err());
    }
}
