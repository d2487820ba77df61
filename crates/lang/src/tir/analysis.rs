//! Facts about a kernel that several consumers need, computed in one place: which array
//! parameter each memory op accesses and how, and which parameters the kernel reads or writes.
//!
//! The runtime lends written arrays writable (and marks their host copies stale after a GPU
//! launch); the Tile IR back end threads memory tokens through the arrays a kernel writes.

use super::{Kernel, Op, OpKind};

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
        OpKind::Store | OpKind::AtomicAdd => Access::Write,
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
    }
}
