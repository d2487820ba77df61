//! [`ArrayFacts`] of device arrays, and the specialisation arguments built from them.
//!
//! The facts come from the same function the runtime keys its specialisations with
//! (`tile_lang::abi::facts_of`): base alignment and power-of-two divisors of sizes and
//! strides, each capped at 16, and whether the inner stride is 1. For a `cuMemAlloc` pointer
//! (256-byte aligned) and the benchmark shapes these are exactly what tileiras needs for TMA
//! and WGMMA (`assume div_by<16>` on the pointer, strides divisible by 8, a static unit inner
//! stride; tile-ir.md §4).

use tile_lang::abi::facts_of;
use tile_lang::tir::{ArrayFacts, ConstValue, SpecArg};
use tile_lang::DType;

/// A stand-in device address for compiling without a GPU: `cuMemAlloc` returns 256-byte
/// aligned pointers, and the facts only look at the low 4 bits.
pub const DRY_RUN_ADDR: u64 = 0x7f00_0000_0000;

/// Row-major strides, in elements.
pub fn row_major(shape: &[usize]) -> Vec<isize> {
    let mut strides = vec![1isize; shape.len()];
    for i in (0..shape.len().saturating_sub(1)).rev() {
        strides[i] = strides[i + 1] * shape[i + 1] as isize;
    }
    strides
}

/// The facts of a contiguous row-major array of `shape` starting at `addr`.
pub fn contiguous(dtype: DType, shape: &[usize], addr: u64) -> ArrayFacts {
    let _ = dtype;
    facts_of(shape, &row_major(shape), addr)
}

/// What a benchmark launch specialises on: one argument per parameter, and the sizes of the
/// arrays (empty for the constants).
#[derive(Clone, Debug, Default)]
pub struct Spec {
    pub args: Vec<SpecArg>,
    pub shapes: Vec<Vec<i64>>,
}

/// The specialisation of a launch: one array argument per `(dtype, shape, address)`, then the
/// constants.
pub fn spec_args(arrays: &[(DType, &[usize], u64)], consts: &[ConstValue]) -> Spec {
    let mut spec = Spec::default();
    for &(dtype, shape, addr) in arrays {
        spec.args.push(SpecArg::Array { dtype, rank: shape.len() as u8, facts: contiguous(dtype, shape, addr) });
        spec.shapes.push(shape.iter().map(|&n| n as i64).collect());
    }
    for c in consts {
        spec.args.push(SpecArg::Const(*c));
        spec.shapes.push(Vec::new());
    }
    spec
}

/// The facts of each array argument (what decides whether two launches share a
/// specialisation; shapes and constants aside).
pub fn facts_of_args(args: &[SpecArg]) -> Vec<ArrayFacts> {
    args.iter()
        .filter_map(|a| match a {
            SpecArg::Array { facts, .. } => Some(facts.clone()),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::{self, op_of};

    #[test]
    fn a_cumemalloc_pointer_gives_the_tma_facts() {
        let f = contiguous(DType::BF16, &[4096, 4096], 0x7f12_3400_0000);
        assert_eq!(f.base_align, 16);
        assert_eq!(&f.dim_divisor[..], &[16, 16]);
        // The outer stride (4096) divides by 16; the inner one is exactly 1.
        assert_eq!(&f.stride_divisor[..], &[16, 1]);
        assert!(f.unit_inner_stride());
    }

    #[test]
    fn odd_addresses_and_sizes_promise_less() {
        let f = contiguous(DType::F32, &[1000, 24], 0x1004);
        assert_eq!(f.base_align, 4);
        assert_eq!(&f.dim_divisor[..], &[8, 8]);
        assert_eq!(&f.stride_divisor[..], &[8, 1]);
        let v = contiguous(DType::F32, &[135_216], 0x1000);
        assert_eq!(&v.dim_divisor[..], &[16]);
    }

    #[test]
    fn strides_are_row_major() {
        assert_eq!(row_major(&[2, 3, 4]), [12, 4, 1]);
        assert_eq!(row_major(&[7]), [1]);
        assert!(row_major(&[]).is_empty());
    }

    /// The small correctness runs must execute the specialisation that is timed.
    #[test]
    fn small_shapes_keep_the_facts_of_every_benchmark() {
        for b in catalog::ALL {
            let op = op_of(b);
            let facts = |shape: &[usize]| -> Vec<ArrayFacts> {
                op.arrays(shape, b.dtype)
                    .iter()
                    .map(|a| contiguous(a.dtype, &a.shape, DRY_RUN_ADDR))
                    .collect()
            };
            assert_eq!(facts(b.shape), facts(&op.small_shape(b.shape)), "{}", b.name);
        }
    }

    #[test]
    fn spec_args_put_constants_after_arrays() {
        let shape = [64usize, 32];
        let spec = spec_args(&[(DType::F32, &shape, 0x100)], &[ConstValue::Int(4)]);
        assert!(matches!(&spec.args[0], SpecArg::Array { dtype: DType::F32, rank: 2, .. }));
        assert_eq!(spec.shapes, [vec![64, 32], vec![]]);
        assert_eq!(spec.args[1], SpecArg::Const(ConstValue::Int(4)));
        assert_eq!(facts_of_args(&spec.args).len(), 1);
    }
}
