//! Where a tile's elements live among the threads of a block.
//!
//! Tile extents are powers of two, so an element's row-major index has `log2(elements)` bits:
//! bit 0 is the lowest bit of the last dimension, and each dimension owns a contiguous run of
//! bits. A [`Layout`] says which hardware bit holds each of them: a register bit (which of a
//! thread's registers), a lane bit (which of a warp's 32 threads) or a warp bit (which warp).
//! A lane or warp bit that holds no element bit replicates: the threads differing only there
//! hold the same elements. This is Triton's linear layout restricted to one element bit per
//! hardware bit (no XOR), the "factor layout" of `shared/reference/nvvm-lowering.md` §1.2:
//!
//! * element index of (register `r`, lane `l`, warp `w`) = Σ over set bits of `r`, `l`, `w` of
//!   `1 << element_bit`; registers are compile-time constants, so a thread computes the lane
//!   and warp part once ([`Layout`]'s thread base) and adds a constant per register;
//! * elementwise ops work register by register on operands of equal layouts;
//! * a reduction combines the registers, then the lanes (shuffles), then the warps (shared
//!   memory) holding its axis's bits, and its result is the [`Layout::slice`];
//! * reshapes keep the row-major index, so they keep the layout; permutes relabel its bits;
//! * a broadcast is free when its operand's layout is a slice of the result's
//!   ([`Layout::broadcast_regs`]); anything else goes through shared memory.

/// Element-index bits of a tile assigned to register, lane and warp bits.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The tile's extents (powers of two).
    pub shape: Vec<u64>,
    /// Register bit `k` of a thread's register index holds element bit `regs[k]`.
    pub regs: Vec<u8>,
    /// Lane bit `j` holds element bit `lanes[j]`, or replicates.
    pub lanes: [Option<u8>; 5],
    /// Warp bit `j` holds element bit `warps[j]`, or replicates.
    pub warps: Vec<Option<u8>>,
}

/// `log2(n)` of a power of two.
pub fn log2(n: u64) -> u8 {
    debug_assert!(n.is_power_of_two(), "{n} is not a power of two");
    n.trailing_zeros() as u8
}

impl Layout {
    /// The number of element bits.
    pub fn bits(&self) -> u8 {
        self.shape.iter().map(|&n| log2(n)).sum()
    }

    /// The lowest element bit of dimension `d`.
    pub fn dim_lo(shape: &[u64], d: usize) -> u8 {
        shape[d + 1..].iter().map(|&n| log2(n)).sum()
    }

    /// The default layout of a tile of `shape` over `2^warp_bits` warps: `vec` contiguous
    /// elements of the last dimension per register group (16 bytes' worth, as far as the tile
    /// has them), then lanes, then warps along the row-major index, the remaining bits in
    /// registers (Triton's blocked layout for a row-major tile, nvvm-lowering.md §1.1).
    pub fn blocked(shape: &[u64], elem_bytes: u64, warp_bits: u8) -> Layout {
        Layout::assign(shape, elem_bytes, warp_bits, false)
    }

    /// [`Layout::blocked`] with the warps on the leading dimensions: after the vectors and
    /// lanes, warp bits take the row bits (those of every dimension but the last) before the
    /// rest of the last dimension, which goes to registers. Each warp then holds whole rows
    /// (when there are as many rows as warps), so a reduction along the last dimension
    /// combines registers and lanes only, with no shared memory or barrier. A memory access
    /// still moves 32 lanes' contiguous vectors per warp.
    pub fn blocked_rows(shape: &[u64], elem_bytes: u64, warp_bits: u8) -> Layout {
        Layout::assign(shape, elem_bytes, warp_bits, true)
    }

    fn assign(shape: &[u64], elem_bytes: u64, warp_bits: u8, rows_first: bool) -> Layout {
        let bits = shape.iter().map(|&n| log2(n)).sum::<u8>();
        let last = shape.last().copied().unwrap_or(1);
        let vec_bits = log2((16 / elem_bytes.max(1)).max(1).min(last));
        let mut free: Vec<u8> = (0..bits).collect();
        let mut regs: Vec<u8> = free.drain(..usize::from(vec_bits.min(bits))).collect();
        let mut lanes = [None; 5];
        for lane in &mut lanes {
            *lane = (!free.is_empty()).then(|| free.remove(0));
        }
        let row_lo = log2(last);
        let warp_pick = |free: &mut Vec<u8>| -> Option<u8> {
            let at = if rows_first { free.iter().position(|&b| b >= row_lo).unwrap_or(0) } else { 0 };
            (!free.is_empty()).then(|| free.remove(at))
        };
        let warps: Vec<Option<u8>> = (0..warp_bits).map(|_| warp_pick(&mut free)).collect();
        regs.extend(free);
        Layout { shape: shape.to_vec(), regs, lanes, warps }
    }

    pub fn num_regs(&self) -> usize {
        1 << self.regs.len()
    }

    /// The element index register `r` holds, less the thread's base.
    pub fn reg_offset(&self, r: usize) -> u64 {
        self.regs.iter().enumerate().filter(|(k, _)| r >> k & 1 == 1).map(|(_, &b)| 1u64 << b).sum()
    }

    /// The register holding element offset `off` (its register bits only).
    pub fn reg_of(&self, off: u64) -> usize {
        self.regs.iter().enumerate().filter(|(_, b)| off >> **b & 1 == 1).map(|(k, _)| 1usize << k).sum()
    }

    /// The coordinates of element index `e`.
    pub fn coords(&self, e: u64) -> Vec<u64> {
        (0..self.shape.len()).map(|d| (e >> Layout::dim_lo(&self.shape, d)) & (self.shape[d] - 1)).collect()
    }


    /// The same elements on the same threads, registers possibly numbered otherwise: for each
    /// register of `other`, the register of `self` holding its element.
    pub fn renaming_to(&self, other: &Layout) -> Option<Vec<usize>> {
        if self.shape != other.shape || self.lanes != other.lanes || self.warps != other.warps {
            return None;
        }
        let mut a = self.regs.clone();
        let mut b = other.regs.clone();
        a.sort_unstable();
        b.sort_unstable();
        if a != b {
            return None;
        }
        Some((0..other.num_regs()).map(|r| self.reg_of(other.reg_offset(r))).collect())
    }

    /// The layout of the reduction of this tile along `axis` (which the result drops): its
    /// element bits are combined away (their lanes and warps then replicate), the bits above
    /// them move down.
    pub fn slice(&self, axis: usize) -> Layout {
        let lo = Layout::dim_lo(&self.shape, axis);
        let width = log2(self.shape[axis]);
        let map = |b: u8| -> Option<u8> {
            if b < lo {
                Some(b)
            } else if b < lo + width {
                None
            } else {
                Some(b - width)
            }
        };
        let mut shape = self.shape.clone();
        shape.remove(axis);
        Layout {
            shape,
            regs: self.regs.iter().filter_map(|&b| map(b)).collect(),
            lanes: self.lanes.map(|l| l.and_then(map)),
            warps: self.warps.iter().map(|w| w.and_then(map)).collect(),
        }
    }

    /// The same layout for a tile of another shape with the same number of elements (a
    /// reshape keeps every element's row-major index).
    pub fn reshaped(&self, shape: &[u64]) -> Layout {
        Layout { shape: shape.to_vec(), ..self.clone() }
    }

    /// The layout of `permute(perm)` of this tile: result dimension `i` is dimension
    /// `perm[i]`, so each element bit moves with its dimension.
    pub fn permuted(&self, perm: &[usize]) -> Layout {
        let shape: Vec<u64> = perm.iter().map(|&p| self.shape[p]).collect();
        let mut map = vec![0u8; self.bits() as usize];
        for (i, &p) in perm.iter().enumerate() {
            let (src, dst) = (Layout::dim_lo(&self.shape, p), Layout::dim_lo(&shape, i));
            for k in 0..log2(self.shape[p]) {
                map[(src + k) as usize] = dst + k;
            }
        }
        let m = |b: u8| map[b as usize];
        Layout {
            shape,
            regs: self.regs.iter().map(|&b| m(b)).collect(),
            lanes: self.lanes.map(|l| l.map(m)),
            warps: self.warps.iter().map(|w| w.map(m)).collect(),
        }
    }

    /// When a tile of this layout broadcast to `dst`'s shape needs no data movement — this
    /// layout is a slice of `dst`: each lane and warp bit holds the corresponding element bit
    /// in both, or replicates here and holds a broadcast bit (or replicates) there — for each
    /// register of `dst`, the register of `self` with its value.
    pub fn broadcast_regs(&self, dst: &Layout) -> Option<Vec<usize>> {
        let rank = dst.shape.len();
        if self.shape.len() != rank {
            return None;
        }
        // Destination element bit -> source element bit (None for a broadcast dimension's).
        let mut map: Vec<Option<u8>> = Vec::new();
        for b in 0..dst.bits() {
            let d = (0..rank).find(|&d| b >= Layout::dim_lo(&dst.shape, d) && b < Layout::dim_lo(&dst.shape, d) + log2(dst.shape[d]))?;
            map.push(if self.shape[d] == dst.shape[d] {
                Some(b - Layout::dim_lo(&dst.shape, d) + Layout::dim_lo(&self.shape, d))
            } else if self.shape[d] == 1 {
                None
            } else {
                return None;
            });
        }
        let hw = |s: Option<u8>, t: Option<u8>| match (s, t) {
            (Some(s), Some(t)) => map[t as usize] == Some(s),
            (None, Some(t)) => map[t as usize].is_none(),
            (None, None) => true,
            (Some(_), None) => false,
        };
        if !self.lanes.iter().zip(&dst.lanes).all(|(s, t)| hw(*s, *t)) {
            return None;
        }
        if self.warps.len() != dst.warps.len() || !self.warps.iter().zip(&dst.warps).all(|(s, t)| hw(*s, *t)) {
            return None;
        }
        // Every source register bit must be a register bit of the destination.
        let dst_reg_src: Vec<u8> = dst.regs.iter().filter_map(|&t| map[t as usize]).collect();
        if !self.regs.iter().all(|b| dst_reg_src.contains(b)) {
            return None;
        }
        let regs = (0..dst.num_regs())
            .map(|r| {
                let off = dst.reg_offset(r);
                let src_off: u64 = (0..dst.bits()).filter(|&t| off >> t & 1 == 1).filter_map(|t| map[t as usize]).map(|s| 1u64 << s).sum();
                self.reg_of(src_off)
            })
            .collect();
        Some(regs)
    }

    /// Lane bits that replicate (a mask over the 5 lane bits).
    pub fn replicated_lanes(&self) -> u32 {
        self.lanes.iter().enumerate().filter(|(_, l)| l.is_none()).map(|(j, _)| 1 << j).sum()
    }

    /// Warp bits that replicate.
    pub fn replicated_warps(&self) -> u32 {
        self.warps.iter().enumerate().filter(|(_, w)| w.is_none()).map(|(j, _)| 1 << j).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocked_layouts_follow_tritons_rule() {
        // f32 [64, 128] over 4 warps: dim1 = reg 4, lane 32; dim0 = warp 4, reg 16.
        let l = Layout::blocked(&[64, 128], 4, 2);
        assert_eq!(l.regs, [0, 1, 9, 10, 11, 12]);
        assert_eq!(l.lanes, [Some(2), Some(3), Some(4), Some(5), Some(6)]);
        assert_eq!(l.warps, [Some(7), Some(8)]);
        // bf16 [128, 64]: dim1 = reg 8, lane 8; dim0 = lane 4, warp 4, reg 8.
        let l = Layout::blocked(&[128, 64], 2, 2);
        assert_eq!(l.regs, [0, 1, 2, 10, 11, 12]);
        assert_eq!(l.lanes, [Some(3), Some(4), Some(5), Some(6), Some(7)]);
        // A tile smaller than the block replicates.
        let l = Layout::blocked(&[16], 4, 2);
        assert_eq!((l.regs.clone(), l.lanes, l.warps.clone()), (vec![0, 1], [Some(2), Some(3), None, None, None], vec![None, None]));
        assert_eq!(l.replicated_lanes(), 0b11100);
        let s = Layout::blocked(&[], 4, 2);
        assert_eq!((s.num_regs(), s.bits()), (1, 0));
    }

    #[test]
    fn row_layouts_give_each_warp_whole_rows() {
        // bf16 [4, 2048] over 4 warps: dim1 = reg 8 (one vector), lane 32, reg 8; dim0 = warp 4.
        let l = Layout::blocked_rows(&[4, 2048], 2, 2);
        assert_eq!(l.regs, [0, 1, 2, 8, 9, 10]);
        assert_eq!(l.lanes, [Some(3), Some(4), Some(5), Some(6), Some(7)]);
        assert_eq!(l.warps, [Some(11), Some(12)]);
        assert_eq!(l.slice(1).warps, [Some(0), Some(1)], "a row reduction keeps the warps");
        // Fewer rows than warps: the other warps split the row, as blocked does.
        let l = Layout::blocked_rows(&[2, 2048], 2, 2);
        assert_eq!(l.warps, [Some(11), Some(8)]);
        // A row the lanes already cover, or a single row, lays out as blocked.
        assert_eq!(Layout::blocked_rows(&[64, 128], 4, 2), Layout::blocked(&[64, 128], 4, 2));
        assert_eq!(Layout::blocked_rows(&[1, 2048], 2, 3), Layout::blocked(&[1, 2048], 2, 3));
        assert_eq!(Layout::blocked_rows(&[2048], 2, 3), Layout::blocked(&[2048], 2, 3));
    }

    #[test]
    fn offsets_and_coordinates_round_trip() {
        let l = Layout::blocked(&[8, 32], 4, 2);
        for r in 0..l.num_regs() {
            assert_eq!(l.reg_of(l.reg_offset(r)), r);
        }
        assert_eq!(l.coords(0b101_00011), vec![5, 3]);
    }

    #[test]
    fn a_row_reduction_broadcasts_back_for_free() {
        let x = Layout::blocked(&[4, 256], 4, 2);
        let m = x.slice(1); // [4]
        assert_eq!(m.shape, [4]);
        let kept = m.reshaped(&[4, 1]);
        let back = kept.broadcast_regs(&x).expect("a slice broadcasts back to its parent");
        for (r, &src) in back.iter().enumerate() {
            let row = x.coords(x.reg_offset(r))[0];
            assert_eq!(kept.coords(kept.reg_offset(src))[0], row, "register {r}");
        }
        // A layout that is not a slice of the destination needs shared memory.
        let other = Layout::blocked(&[4, 1], 4, 2);
        assert!(other.broadcast_regs(&x).is_none());
    }

    #[test]
    fn permutes_relabel_and_equal_layouts_rename() {
        let l = Layout::blocked(&[8, 16], 4, 2);
        let t = l.permuted(&[1, 0]);
        assert_eq!(t.shape, [16, 8]);
        // Element (i, j) of l is element (j, i) of t, on the same register.
        for r in 0..l.num_regs() {
            let c = l.coords(l.reg_offset(r));
            let ct = t.coords(t.reg_offset(r));
            assert_eq!((c[0], c[1]), (ct[1], ct[0]));
        }
        let mut shuffled = l.clone();
        shuffled.regs.reverse();
        let map = l.renaming_to(&shuffled).unwrap();
        for (r, &s) in map.iter().enumerate() {
            assert_eq!(l.reg_offset(s), shuffled.reg_offset(r));
        }
    }
}
