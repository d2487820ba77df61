//! `reduce` and `scan` along one axis.
//!
//! A tile of shape `(..outer.., len, ..inner..)` is processed as `outer` independent
//! `len x inner` slabs. For each slab the accumulator is a row of `inner` values updated with
//! one row of input at a time, so the loops over `inner` are contiguous (and vectorise) even
//! when reducing along a leading axis.
//!
//! Semantics (documented in the module doc of `cpu`):
//! * Accumulation order is sequential along the axis (index 0 first; for a reverse scan, the
//!   last index first). GPU back ends use tree orders; compare floats with a tolerance.
//! * Floats accumulate in their compute type — f32 for f16/bf16/f32, f64 for f64 — and each
//!   result is rounded once to the storage type (a f16 sum is the f32 sum of the f16 values,
//!   rounded to f16 at the end; a f16 cumsum rounds each running f32 sum).
//! * Integers wrap; bool is the 1-bit integer (sum = xor, max = or).
//! * `max`/`min` propagate NaN (and order -0 below +0); `argmax`/`argmin` return the index of
//!   the first extremum, where NaN counts as the extremum of both (the first NaN wins, as in
//!   NumPy) and -0 equals +0 (so the first of them wins).

use half::{bf16, f16};
use tile_lang::tir::{ReduceKind, ScanKind};

use super::num::{fmax, fmin, Compute, FloatOps, IntOps};
use crate::tile::{out_vec, Buf, Elem};

/// The `outer x len x inner` view of a tile reduced or scanned along `axis`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Axis {
    pub outer: usize,
    pub len: usize,
    pub inner: usize,
}

impl Axis {
    pub fn new(shape: &[usize], axis: usize) -> Axis {
        Axis {
            outer: shape[..axis].iter().product(),
            len: shape[axis],
            inner: shape[axis + 1..].iter().product(),
        }
    }
}

/// How a storage type accumulates: in which type, and with which combining functions.
pub(crate) trait Accum: Elem {
    type A: Copy + PartialOrd;
    fn to_acc(self) -> Self::A;
    fn from_acc(a: Self::A) -> Self;
    fn add(a: Self::A, b: Self::A) -> Self::A;
    fn mul(a: Self::A, b: Self::A) -> Self::A;
    fn max(a: Self::A, b: Self::A) -> Self::A;
    fn min(a: Self::A, b: Self::A) -> Self::A;
    fn is_nan(a: Self::A) -> bool;
}

macro_rules! int_accum {
    ($($t:ty),*) => {$(
        impl Accum for $t {
            type A = $t;
            #[inline(always)] fn to_acc(self) -> $t { self }
            #[inline(always)] fn from_acc(a: $t) -> $t { a }
            #[inline(always)] fn add(a: $t, b: $t) -> $t { IntOps::add(a, b) }
            #[inline(always)] fn mul(a: $t, b: $t) -> $t { IntOps::mul(a, b) }
            #[inline(always)] fn max(a: $t, b: $t) -> $t { Ord::max(a, b) }
            #[inline(always)] fn min(a: $t, b: $t) -> $t { Ord::min(a, b) }
            #[inline(always)] fn is_nan(_: $t) -> bool { false }
        }
    )*};
}

int_accum!(bool, i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! float_accum {
    ($($t:ty),*) => {$(
        impl Accum for $t {
            type A = <$t as FloatOps>::C;
            #[inline(always)] fn to_acc(self) -> Self::A { self.to_c() }
            #[inline(always)] fn from_acc(a: Self::A) -> $t { <$t>::from_c(a) }
            #[inline(always)] fn add(a: Self::A, b: Self::A) -> Self::A { a + b }
            #[inline(always)] fn mul(a: Self::A, b: Self::A) -> Self::A { a * b }
            #[inline(always)] fn max(a: Self::A, b: Self::A) -> Self::A { fmax(a, b) }
            #[inline(always)] fn min(a: Self::A, b: Self::A) -> Self::A { fmin(a, b) }
            #[inline(always)] fn is_nan(a: Self::A) -> bool { Compute::is_nan(a) }
        }
    )*};
}

float_accum!(f16, bf16, f32, f64);

/// Dispatches `$f::<T>(v, ...)` on the storage type of `$buf`.
macro_rules! accum_dispatch {
    ($buf:expr, $v:ident => $e:expr) => {
        match $buf {
            Buf::Bool($v) => $e,
            Buf::I8($v) => $e,
            Buf::I16($v) => $e,
            Buf::I32($v) => $e,
            Buf::I64($v) => $e,
            Buf::U8($v) => $e,
            Buf::U16($v) => $e,
            Buf::U32($v) => $e,
            Buf::U64($v) => $e,
            Buf::F16($v) => $e,
            Buf::BF16($v) => $e,
            Buf::F32($v) => $e,
            Buf::F64($v) => $e,
        }
    };
}

pub(crate) fn reduce(kind: ReduceKind, a: &Buf, ax: Axis, old: Option<Buf>) -> Buf {
    match kind {
        ReduceKind::ArgMax => Buf::I32(accum_dispatch!(a, v => arg_extremum(v, ax, true, old))),
        ReduceKind::ArgMin => Buf::I32(accum_dispatch!(a, v => arg_extremum(v, ax, false, old))),
        _ => accum_dispatch!(a, v => Elem::wrap(fold(kind, v, ax, old))),
    }
}

/// Sum, product, max or min along the axis.
fn fold<T: Accum>(kind: ReduceKind, x: &[T], ax: Axis, old: Option<Buf>) -> Vec<T> {
    match kind {
        ReduceKind::Sum => fold_with(x, ax, old, T::add),
        ReduceKind::Prod => fold_with(x, ax, old, T::mul),
        ReduceKind::Max => fold_with(x, ax, old, T::max),
        ReduceKind::Min => fold_with(x, ax, old, T::min),
        ReduceKind::ArgMax | ReduceKind::ArgMin => unreachable!("handled by arg_extremum"),
    }
}

#[inline(always)]
fn fold_with<T: Accum>(x: &[T], ax: Axis, old: Option<Buf>, f: impl Fn(T::A, T::A) -> T::A) -> Vec<T> {
    let mut out = out_vec(old, ax.outer * ax.inner);
    let mut acc: Vec<T::A> = Vec::with_capacity(ax.inner);
    for slab in x.chunks_exact(ax.len * ax.inner) {
        acc.clear();
        acc.extend(slab[..ax.inner].iter().map(|&v| v.to_acc()));
        for row in slab.chunks_exact(ax.inner).skip(1) {
            for (a, &v) in acc.iter_mut().zip(row) {
                *a = f(*a, v.to_acc());
            }
        }
        out.extend(acc.iter().map(|&a| T::from_acc(a)));
    }
    out
}

/// Index of the first maximum (`max`) or minimum along the axis; NaN beats everything.
fn arg_extremum<T: Accum>(x: &[T], ax: Axis, max: bool, old: Option<Buf>) -> Vec<i32> {
    let mut out: Vec<i32> = out_vec(old, ax.outer * ax.inner);
    let mut best: Vec<T::A> = Vec::with_capacity(ax.inner);
    let start = out.len();
    for slab in x.chunks_exact(ax.len * ax.inner) {
        best.clear();
        best.extend(slab[..ax.inner].iter().map(|&v| v.to_acc()));
        let base = out.len();
        out.resize(base + ax.inner, 0);
        for (j, row) in slab.chunks_exact(ax.inner).enumerate().skip(1) {
            for ((b, idx), &v) in best.iter_mut().zip(&mut out[base..]).zip(row) {
                let v = v.to_acc();
                let better = if max { v > *b } else { v < *b };
                if !T::is_nan(*b) && (T::is_nan(v) || better) {
                    *b = v;
                    *idx = j as i32;
                }
            }
        }
    }
    debug_assert_eq!(out.len() - start, ax.outer * ax.inner);
    out
}

pub(crate) fn scan(kind: ScanKind, reverse: bool, a: &Buf, ax: Axis, old: Option<Buf>) -> Buf {
    accum_dispatch!(a, v => Elem::wrap(scan_kind(kind, v, ax, reverse, old)))
}

fn scan_kind<T: Accum>(kind: ScanKind, x: &[T], ax: Axis, reverse: bool, old: Option<Buf>) -> Vec<T> {
    match kind {
        ScanKind::Sum => scan_with(x, ax, reverse, old, T::add),
        ScanKind::Prod => scan_with(x, ax, reverse, old, T::mul),
    }
}

/// Inclusive scan along the axis (from the end if `reverse`), with a running accumulator
/// row in the accumulation type.
fn scan_with<T: Accum>(
    x: &[T],
    ax: Axis,
    reverse: bool,
    old: Option<Buf>,
    f: impl Fn(T::A, T::A) -> T::A,
) -> Vec<T> {
    let mut out = out_vec(old, x.len());
    out.resize(x.len(), T::default());
    let mut acc: Vec<T::A> = Vec::with_capacity(ax.inner);
    let slab_len = ax.len * ax.inner;
    for (src, dst) in x.chunks_exact(slab_len).zip(out.chunks_exact_mut(slab_len)) {
        acc.clear();
        for step in 0..ax.len {
            let j = if reverse { ax.len - 1 - step } else { step };
            let rows = j * ax.inner..(j + 1) * ax.inner;
            let (row, dst_row) = (&src[rows.clone()], &mut dst[rows]);
            if step == 0 {
                acc.extend(row.iter().map(|&v| v.to_acc()));
            } else {
                for (a, &v) in acc.iter_mut().zip(row) {
                    *a = f(*a, v.to_acc());
                }
            }
            for (d, &a) in dst_row.iter_mut().zip(&acc) {
                *d = T::from_acc(a);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduce_each_axis() {
        // [[1, 2, 3], [4, 5, 6]]
        let t = Buf::I32(vec![1, 2, 3, 4, 5, 6]);
        let shape = [2, 3];
        assert_eq!(reduce(ReduceKind::Sum, &t, Axis::new(&shape, 0), None), Buf::I32(vec![5, 7, 9]));
        assert_eq!(reduce(ReduceKind::Sum, &t, Axis::new(&shape, 1), None), Buf::I32(vec![6, 15]));
        assert_eq!(reduce(ReduceKind::Prod, &t, Axis::new(&shape, 1), None), Buf::I32(vec![6, 120]));
        assert_eq!(reduce(ReduceKind::Max, &t, Axis::new(&shape, 0), None), Buf::I32(vec![4, 5, 6]));
        assert_eq!(reduce(ReduceKind::ArgMin, &t, Axis::new(&shape, 1), None), Buf::I32(vec![0, 0]));
    }

    #[test]
    fn argmax_takes_the_first_extremum_and_nan_wins() {
        let t = Buf::F32(vec![1.0, 3.0, 3.0, 2.0, 5.0, f32::NAN, 9.0, f32::NAN]);
        assert_eq!(reduce(ReduceKind::ArgMax, &t, Axis::new(&[2, 4], 1), None), Buf::I32(vec![1, 1]));
        assert_eq!(reduce(ReduceKind::ArgMin, &t, Axis::new(&[2, 4], 1), None), Buf::I32(vec![0, 1]));
        let Buf::F32(m) = reduce(ReduceKind::Max, &t, Axis::new(&[2, 4], 1), None) else { panic!() };
        assert_eq!(m[0], 3.0);
        assert!(m[1].is_nan());
    }

    #[test]
    fn f16_sum_rounds_once() {
        // 2048 + 1 + 1 in f16 step by step stays 2048; accumulated in f32 it is 2050.
        let t = Buf::F16(vec![f16::from_f32(2048.0), f16::ONE, f16::ONE]);
        assert_eq!(
            reduce(ReduceKind::Sum, &t, Axis::new(&[3], 0), None),
            Buf::F16(vec![f16::from_f32(2050.0)])
        );
    }

    #[test]
    fn scans_forward_and_reverse() {
        let t = Buf::I64(vec![1, 2, 3, 4, 5, 6]);
        assert_eq!(
            scan(ScanKind::Sum, false, &t, Axis::new(&[2, 3], 1), None),
            Buf::I64(vec![1, 3, 6, 4, 9, 15])
        );
        assert_eq!(
            scan(ScanKind::Sum, true, &t, Axis::new(&[2, 3], 1), None),
            Buf::I64(vec![6, 5, 3, 15, 11, 6])
        );
        assert_eq!(
            scan(ScanKind::Prod, false, &t, Axis::new(&[2, 3], 0), None),
            Buf::I64(vec![1, 2, 3, 4, 10, 18])
        );
        assert_eq!(
            scan(ScanKind::Sum, true, &t, Axis::new(&[2, 3], 0), None),
            Buf::I64(vec![5, 7, 9, 4, 5, 6])
        );
    }
}
