//! Shape ops: broadcast, permute, extract, reshape, cat, iota.
//!
//! `broadcast`, `permute` and `extract` are all one operation, a strided gather: the result is
//! walked in row-major order and each element is read from `offset + Σ index[d] * stride[d]`
//! of the operand (stride 0 along broadcast dimensions, permuted row-major strides for
//! `permute`, the operand's own strides for `extract`). The [`Gather`] geometry is computed
//! once when the plan is built, with size-1 dimensions dropped and mergeable neighbours
//! coalesced, so the innermost loop is as long as possible and is a slice copy (stride 1), a
//! fill (stride 0) or a strided read.

use smallvec::SmallVec;
use tile_lang::DType;

use crate::tile::{each_buf, out_vec, Buf, Elem};

/// Row-major strides (in elements) of a shape.
pub(crate) fn row_major(shape: &[usize]) -> Vec<usize> {
    let mut strides = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    strides
}

/// A strided walk over the result: `(size, operand stride)` per dimension, outermost first.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Gather {
    dims: SmallVec<[(usize, usize); 4]>,
    len: usize,
}

impl Gather {
    /// The walk of a result of `shape` reading the operand with `strides`, simplified.
    pub fn new(shape: &[usize], strides: &[usize]) -> Gather {
        let len = shape.iter().product();
        let mut dims: SmallVec<[(usize, usize); 4]> = SmallVec::new();
        for (&size, &stride) in shape.iter().zip(strides) {
            if size == 1 {
                continue;
            }
            match dims.last_mut() {
                // The previous dimension steps exactly over this one: merge them.
                Some(last) if last.1 == stride * size => *last = (last.0 * size, stride),
                _ => dims.push((size, stride)),
            }
        }
        if dims.is_empty() {
            dims.push((1, 0));
        }
        Gather { dims, len }
    }

    /// `broadcast`: operand dimensions of size 1 are read with stride 0.
    pub fn broadcast(from: &[usize], to: &[usize]) -> Gather {
        let rm = row_major(from);
        let strides: Vec<usize> = from.iter().zip(&rm).map(|(&f, &s)| if f == 1 { 0 } else { s }).collect();
        Gather::new(to, &strides)
    }

    /// `permute`: result dimension `i` is operand dimension `perm[i]`.
    pub fn permute(from: &[usize], perm: &[u8]) -> Gather {
        let rm = row_major(from);
        let shape: Vec<usize> = perm.iter().map(|&p| from[p as usize]).collect();
        let strides: Vec<usize> = perm.iter().map(|&p| rm[p as usize]).collect();
        Gather::new(&shape, &strides)
    }

    /// Gathers from `src` starting at `offset`.
    pub fn run(&self, src: &Buf, offset: usize, old: Option<Buf>) -> Buf {
        each_buf!(src, v => Elem::wrap(self.run_typed(v, offset, old)))
    }

    fn run_typed<T: Elem>(&self, src: &[T], offset: usize, old: Option<Buf>) -> Vec<T> {
        let mut out = out_vec(old, self.len);
        let (&(n, stride), outer) = self.dims.split_last().expect("at least one dimension");
        // An odometer over the outer dimensions; the innermost one is a tight loop.
        let mut index: SmallVec<[usize; 4]> = SmallVec::from_elem(0, outer.len());
        let mut base = offset;
        loop {
            match stride {
                1 => out.extend_from_slice(&src[base..base + n]),
                0 => out.resize(out.len() + n, src[base]),
                s => out.extend((0..n).map(|i| src[base + i * s])),
            }
            let mut d = outer.len();
            loop {
                if d == 0 {
                    return out;
                }
                d -= 1;
                index[d] += 1;
                base += outer[d].1;
                if index[d] < outer[d].0 {
                    break;
                }
                base -= outer[d].1 * outer[d].0;
                index[d] = 0;
            }
        }
    }
}

/// `cat` along an axis: each of `outer` rows is `a_chunk` elements of `a` then `b_chunk` of `b`.
pub(crate) fn cat(a: &Buf, b: &Buf, outer: usize, a_chunk: usize, b_chunk: usize, old: Option<Buf>) -> Buf {
    crate::tile::each_buf2!(a, b, (x, y) => {
        let mut out = out_vec(old, x.len() + y.len());
        for r in 0..outer {
            out.extend_from_slice(&x[r * a_chunk..(r + 1) * a_chunk]);
            out.extend_from_slice(&y[r * b_chunk..(r + 1) * b_chunk]);
        }
        Elem::wrap(out)
    }, unreachable!("cat operands of different storage passed the plan"))
}

/// `iota`: `[0, 1, ..., n-1]` in an integer dtype (wrapping if `n` exceeds it).
pub(crate) fn iota(d: DType, n: usize, old: Option<Buf>) -> Buf {
    fn fill<T: Elem>(n: usize, old: Option<Buf>, f: impl Fn(usize) -> T) -> Buf {
        let mut v = out_vec(old, n);
        v.extend((0..n).map(f));
        T::wrap(v)
    }
    match d {
        DType::I8 => fill(n, old, |i| i as i8),
        DType::I16 => fill(n, old, |i| i as i16),
        DType::I32 => fill(n, old, |i| i as i32),
        DType::I64 => fill(n, old, |i| i as i64),
        DType::U8 => fill(n, old, |i| i as u8),
        DType::U16 => fill(n, old, |i| i as u16),
        DType::U32 => fill(n, old, |i| i as u32),
        DType::U64 => fill(n, old, |i| i as u64),
        _ => unreachable!("iota of a non-integer dtype passed the plan"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: &[i32]) -> Buf {
        Buf::I32(v.to_vec())
    }

    #[test]
    fn broadcast_rows_and_columns() {
        let col = f(&[1, 2]);
        assert_eq!(Gather::broadcast(&[2, 1], &[2, 3]).run(&col, 0, None), f(&[1, 1, 1, 2, 2, 2]));
        assert_eq!(Gather::broadcast(&[1, 2], &[3, 2]).run(&col, 0, None), f(&[1, 2, 1, 2, 1, 2]));
        assert_eq!(Gather::broadcast(&[1, 1], &[2, 2]).run(&f(&[7]), 0, None), f(&[7; 4]));
        assert_eq!(Gather::broadcast(&[], &[]).run(&f(&[7]), 0, None), f(&[7]));
    }

    #[test]
    fn permute_transposes() {
        // [[0, 1, 2], [3, 4, 5]] transposed.
        let t = f(&[0, 1, 2, 3, 4, 5]);
        assert_eq!(Gather::permute(&[2, 3], &[1, 0]).run(&t, 0, None), f(&[0, 3, 1, 4, 2, 5]));
        // A 3-d permutation: shape (2, 1, 3) -> (3, 2, 1).
        assert_eq!(Gather::permute(&[2, 1, 3], &[2, 0, 1]).run(&t, 0, None), f(&[0, 3, 1, 4, 2, 5]));
    }

    #[test]
    fn extract_is_an_offset_gather() {
        // The (1, 1) sub-tile of shape (2, 2) of a 4x4 tile.
        let t = f(&(0..16).collect::<Vec<_>>());
        let g = Gather::new(&[2, 2], &row_major(&[4, 4]));
        assert_eq!(g.run(&t, 2 * 4 + 2, None), f(&[10, 11, 14, 15]));
    }

    #[test]
    fn coalescing_merges_contiguous_dimensions() {
        let g = Gather::new(&[2, 3, 4], &row_major(&[2, 3, 4]));
        assert_eq!(g.dims.as_slice(), &[(24, 1)]);
        let g = Gather::broadcast(&[1, 4], &[8, 4]);
        assert_eq!(g.dims.as_slice(), &[(8, 0), (4, 1)]);
    }

    #[test]
    fn cat_and_iota() {
        let a = f(&[1, 2, 3, 4]); // (2, 2)
        let b = f(&[5, 6, 7, 8]); // (2, 2)
        assert_eq!(cat(&a, &b, 2, 2, 2, None), f(&[1, 2, 5, 6, 3, 4, 7, 8])); // axis 1
        assert_eq!(cat(&a, &b, 1, 4, 4, None), f(&[1, 2, 3, 4, 5, 6, 7, 8])); // axis 0
        assert_eq!(iota(DType::U8, 258, None), Buf::U8((0..258).map(|i| i as u8).collect()));
    }
}
