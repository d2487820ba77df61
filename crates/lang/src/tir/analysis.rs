//! Facts about a kernel that several consumers need, computed in one place: which array
//! parameter each memory op accesses and how, which parameters the kernel reads or writes, and
//! how its blocks divide the grid ([`grid_use`], for the launch lints).
//!
//! The runtime lends written arrays writable (and marks their host copies stale after a GPU
//! launch); the Tile IR back end threads memory tokens through the arrays a kernel writes.

use std::collections::HashMap;

use crate::source::Span;

use super::{Kernel, Op, OpKind, Type};

/// How a memory op uses its array.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Access {
    /// `load`.
    Read,
    /// `store`, `atomic_add` (which also reads, atomically).
    Write,
}

/// The kernel parameter (its index in [`Kernel::params`]) that `op` accesses, and how:
/// operand 0 of `load`, `store` and `atomic_add`. `None` for every other op.
pub fn accessed_param(k: &Kernel, op: Op) -> Option<(usize, Access)> {
    let d = &k.ops[op];
    let access = match d.kind {
        OpKind::Load { .. } => Access::Read,
        OpKind::Store | OpKind::AtomicAdd { .. } => Access::Write,
        _ => return None,
    };
    let array = d.operands.first()?;
    k.param_values().iter().position(|p| p == array).map(|i| (i, access))
}

/// Per parameter: whether some op accesses it the way `access` says.
fn params_accessed(k: &Kernel, access: Access) -> Vec<bool> {
    let mut used = vec![false; k.params.len()];
    k.walk(|op| {
        if let Some((p, a)) = accessed_param(k, op)
            && a == access
        {
            used[p] = true;
        }
    });
    used
}

/// Per parameter: whether the kernel writes it (`store`, `atomic_add`).
pub fn written_params(k: &Kernel) -> Vec<bool> {
    params_accessed(k, Access::Write)
}

/// Per parameter: whether the kernel loads from it.
pub fn read_params(k: &Kernel) -> Vec<bool> {
    params_accessed(k, Access::Read)
}

/// How a kernel's blocks divide the launch grid.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct GridUse {
    /// Per grid axis: whether the kernel reads `bid(axis)` or `num_blocks(axis)`.
    pub axes_read: [bool; 3],
    /// Whether the kernel has a plain `store` (blocks that repeat one then redo the same write).
    pub stores: bool,
    /// Whether the kernel has an `atomic_add` (blocks that repeat one add again: on purpose).
    pub atomics: bool,
    /// Array dimensions every write of which takes `bid(axis)` as its tile index along them.
    pub tiled: Vec<TiledDim>,
}

/// An array dimension written one tile per block along a grid axis: the blocks of that axis
/// cover `tile * grid[axis]` elements of it, and no more.
#[derive(Clone, Debug, PartialEq)]
pub struct TiledDim {
    /// The array parameter (its index in [`Kernel::params`]).
    pub param: usize,
    pub dim: usize,
    pub axis: u8,
    /// The tile's size along `dim`.
    pub tile: u64,
    /// The first write, to point at.
    pub span: Option<Span>,
}

/// A write's tile index along one dimension is `bid(axis)`: (axis, tile size, the write's span).
type BlockIndexed = (u8, u64, Option<Span>);

/// Which grid axes `k` reads and which array dimensions it writes one tile per block.
pub fn grid_use(k: &Kernel) -> GridUse {
    let mut use_ = GridUse::default();
    // Per (parameter, dimension): the (axis, tile size, span) all writes agree on, or `None`
    // once one write indexes it otherwise.
    let mut writes: HashMap<(usize, usize), Option<BlockIndexed>> = HashMap::new();
    k.walk(|op| {
        let d = &k.ops[op];
        match d.kind {
            OpKind::BlockId(a) | OpKind::NumBlocks(a) => use_.axes_read[usize::from(a)] = true,
            OpKind::Store | OpKind::AtomicAdd { .. } => {
                use_.stores |= d.kind == OpKind::Store;
                use_.atomics |= matches!(d.kind, OpKind::AtomicAdd { .. });
                let Some((param, _)) = accessed_param(k, op) else { return };
                let Type::Tile(tile) = k.ty(d.operands[1]) else { return };
                for (dim, &index) in d.operands[2..].iter().enumerate() {
                    let by_block = match k.def_op(index).map(|o| &k.ops[o].kind) {
                        Some(OpKind::BlockId(a)) => tile.shape.get(dim).map(|&n| (*a, u64::from(n), k.span(op))),
                        _ => None,
                    };
                    let slot = writes.entry((param, dim)).or_insert(by_block);
                    if slot.map(|(a, n, _)| (a, n)) != by_block.map(|(a, n, _)| (a, n)) {
                        *slot = None;
                    }
                }
            }
            _ => {}
        }
    });
    let mut tiled: Vec<TiledDim> = writes
        .into_iter()
        .filter_map(|((param, dim), w)| w.map(|(axis, tile, span)| TiledDim { param, dim, axis, tile, span }))
        .collect();
    tiled.sort_by_key(|t| (t.param, t.dim));
    use_.tiled = tiled;
    use_
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tir::parse::parse_kernel;

    #[test]
    fn reads_and_writes_are_found_in_nested_regions() {
        let k = parse_kernel(
            "kernel @copy (%0 a: array<f32, 1>, %1 b: array<f32, 1>, %2 n: tile<i32>) {
  %3 = block_id 0 : tile<i32>
  %4 = constant 0 : tile<i32>
  %5 = constant 1 : tile<i32>
  for %4 to %2 step %5 {
  ^(%6: tile<i32>):
    %7 = load zero %0[%6] : tile<16xf32>
    store %1[%3], %7
    continue
  }
  return
}",
        )
        .unwrap();
        assert_eq!(written_params(&k), [false, true, false]);
        assert_eq!(read_params(&k), [true, false, false]);
        let ops: Vec<Option<(usize, Access)>> = {
            let mut v = Vec::new();
            k.walk(|op| v.push(accessed_param(&k, op)));
            v.into_iter().filter(Option::is_some).collect()
        };
        assert_eq!(ops, [Some((0, Access::Read)), Some((1, Access::Write))]);
        let g = grid_use(&k);
        assert_eq!(g.axes_read, [true, false, false]);
        assert!(g.stores && !g.atomics);
        assert_eq!(g.tiled.iter().map(|t| (t.param, t.dim, t.axis, t.tile)).collect::<Vec<_>>(), [(1, 0, 0, 16)]);
    }

    #[test]
    fn a_dimension_written_at_two_indices_is_not_tiled() {
        let k = parse_kernel(
            "kernel @two (%0 a: array<f32, 1>) {
  %1 = block_id 0 : tile<i32>
  %2 = constant 0 : tile<i32>
  %3 = constant 1.0 : tile<16xf32>
  store %0[%1], %3
  store %0[%2], %3
  return
}",
        )
        .unwrap();
        assert!(grid_use(&k).tiled.is_empty());
    }
}
