//! Placing tiles: which elements a thread holds, and moving elements between layouts.
//!
//! A thread's elements of a [`Layout`] are its *base* (the element bits its lane and warp
//! hold) plus a constant per register, so per-dimension coordinates are computed once per
//! layout and reused by every register. Conversions that are not register renamings go
//! through the block's dynamic shared memory: every thread writes its registers at their
//! row-major element index, a barrier, every thread reads the elements of the new layout, a
//! barrier. Threads that replicate an element write the same value, which is harmless.
//! A value that is a function of element coordinates (a column mask from `iota`) is computed
//! afresh in the new layout instead ([`Cx::rematerialize`]); the operand of a broadcast, also
//! when it is a load no store has followed (a norm's weights), in the slice of its destination.
//!
//! Control flow in a kernel is uniform across the block (TIR's `if` and loops branch on
//! rank-0 tiles, which every thread computes alike), so barriers in converted code are
//! always reached by every thread.

use tile_lang::DType;

use super::ir::{Ty, V};
use super::layout::{log2, Layout};
use super::lower::{Cx, Redo};
use super::memory::access_ty;
use super::tile::{mem_ty, Repr, Tile};
use super::LowerError;

/// How many ops deep [`Cx::rematerialize`] recomputes a value instead of converting it.
const REMAT_DEPTH: u32 = 8;

impl Cx<'_> {
    /// The default layout of a tile of `shape` and dtype `d`.
    pub fn default_layout(&self, shape: &[u64], d: DType) -> Layout {
        let bytes = mem_ty(d).map(|t| u64::from(t.bits() / 8).max(1)).unwrap_or(4);
        if self.row_shapes.contains(shape) {
            return Layout::blocked_rows(shape, bytes, self.warp_bits);
        }
        Layout::blocked(shape, bytes, self.warp_bits)
    }

    /// This thread's element index of register 0 of `layout`.
    pub fn thread_base(&mut self, layout: &Layout) -> V {
        let mut base = V::i32(0);
        let sources: Vec<(V, u8, u8)> = layout
            .lanes
            .iter()
            .enumerate()
            .filter_map(|(j, b)| b.map(|b| (self.lane.clone(), j as u8, b)))
            .chain(layout.warps.iter().enumerate().filter_map(|(j, b)| b.map(|b| (self.warp.clone(), j as u8, b))))
            .collect();
        for (src, j, b) in sources {
            let bit = self.f.bin("lshr", &src, &V::i32(i64::from(j)));
            let bit = self.f.bin("and", &bit, &V::i32(1));
            let bit = self.f.bin("shl", &bit, &V::i32(i64::from(b)));
            base = if base.text == "0" { bit } else { self.f.bin("or", &base, &bit) };
        }
        base
    }

    /// This thread's coordinate along each dimension for register 0 of `layout`.
    pub fn thread_coords(&mut self, layout: &Layout) -> Vec<V> {
        let base = self.thread_base(layout);
        (0..layout.shape.len())
            .map(|d| {
                let lo = Layout::dim_lo(&layout.shape, d);
                let c = self.f.bin("lshr", &base, &V::i32(i64::from(lo)));
                self.f.bin("and", &c, &V::i32(layout.shape[d] as i64 - 1))
            })
            .collect()
    }

    /// The tile in `layout` (whose shape is the tile's): free for splats, renamings and
    /// broadcasts of slices; through shared memory otherwise.
    pub fn relayout(&mut self, t: &Tile, layout: &Layout) -> Result<Vec<V>, LowerError> {
        let n = layout.num_regs();
        match &t.repr {
            Repr::Splat(v) => Ok(vec![v.clone(); n]),
            Repr::Regs { layout: have, regs } => {
                if let Some(map) = have.renaming_to(layout) {
                    return Ok(map.iter().map(|&r| regs[r].clone()).collect());
                }
                if let Some(v) = t.origin
                    && let Some(regs) = self.rematerialize(v, layout, Redo::Arithmetic, REMAT_DEPTH)?
                {
                    return Ok(regs);
                }
                self.convert(t.dtype, have, regs, layout)
            }
            Repr::Bcast(src) => self.broadcast_into(src, layout),
        }
    }

    /// The tile in registers: its own layout when it has one, else the default.
    pub fn materialize(&mut self, t: &Tile) -> Result<(Layout, Vec<V>), LowerError> {
        match &t.repr {
            Repr::Regs { layout, regs } => Ok((layout.clone(), regs.clone())),
            _ => {
                let layout = self.default_layout(&t.shape, t.dtype);
                let regs = self.relayout(t, &layout)?;
                Ok((layout, regs))
            }
        }
    }

    /// `src` broadcast to `layout`'s shape, in `layout`.
    fn broadcast_into(&mut self, src: &Tile, layout: &Layout) -> Result<Vec<V>, LowerError> {
        if let Repr::Splat(v) = &src.repr {
            return Ok(vec![v.clone(); layout.num_regs()]);
        }
        let (src_layout, src_regs) = self.materialize(src)?;
        if let Some(map) = src_layout.broadcast_regs(layout) {
            return Ok(map.iter().map(|&r| src_regs[r].clone()).collect());
        }
        // Computed afresh (or loaded again) in the slice of `layout` it broadcasts from.
        if let Some(v) = src.origin
            && let Some(sliced) = sliced_to(layout, &src.shape)
            && let Some(regs) = self.rematerialize(v, &sliced, Redo::Loads, REMAT_DEPTH)?
            && let Some(map) = sliced.broadcast_regs(layout)
        {
            return Ok(map.iter().map(|&r| regs[r].clone()).collect());
        }
        // Through shared memory: write the source, read each destination element's source.
        self.barrier();
        self.write_smem(src.dtype, &src_layout, &src_regs, 0)?;
        self.barrier();
        let coords = self.thread_coords(layout);
        // A broadcast dimension reads the source's only row: it takes no part in the index.
        let strides: Vec<u64> =
            row_major_strides(&src.shape).iter().zip(&src.shape).map(|(&s, &n)| if n == 1 { 0 } else { s }).collect();
        let mut out = Vec::with_capacity(layout.num_regs());
        for r in 0..layout.num_regs() {
            let rc = layout.coords(layout.reg_offset(r));
            let idx = self.row_major_index(&coords, &rc, &strides);
            out.push(self.read_smem(src.dtype, 0, &idx)?);
        }
        Ok(out)
    }

    /// `Σ (coords[d] + offsets[d]) * strides[d]`: an element's index in a row-major tile from
    /// a thread's coordinates (i32) and a register's constant offsets; a zero stride leaves its
    /// dimension out.
    pub fn row_major_index(&mut self, coords: &[V], offsets: &[u64], strides: &[u64]) -> V {
        let mut idx = V::i32(0);
        for d in 0..strides.len() {
            if strides[d] == 0 {
                continue;
            }
            let c = self.f.bin("add", &coords[d], &V::i32(offsets[d] as i64));
            let term = self.f.bin("mul", &c, &V::i32(strides[d] as i64));
            idx = self.f.bin("add", &idx, &term);
        }
        idx
    }

    /// Moves registers of `from` into `to` (same shape) through shared memory: packed and
    /// swizzled, in vectors, where both layouts keep runs of at least 4 bytes in a thread
    /// ([`Packed`]); else an element at a time, each in a 32-bit word ([`smem_ty`]).
    pub fn convert(&mut self, d: DType, from: &Layout, regs: &[V], to: &Layout) -> Result<Vec<V>, LowerError> {
        self.barrier();
        if let Some(packed) = Packed::of(d, from, to)? {
            self.write_packed(d, from, regs, &packed)?;
            self.barrier();
            return self.read_packed(d, to, &packed);
        }
        self.write_smem(d, from, regs, 0)?;
        self.barrier();
        self.read_layout(d, to, 0)
    }

    /// Writes `regs` (of `layout`) to shared memory as `packed` lays the tile out, a run of
    /// `packed.write` elements at a time.
    fn write_packed(&mut self, d: DType, layout: &Layout, regs: &[V], packed: &Packed) -> Result<(), LowerError> {
        let elems: u64 = layout.shape.iter().product();
        self.reserve_bytes(0, elems * packed.elem_bytes);
        let mty = mem_ty(d)?;
        let base = self.swizzled_base(layout, packed);
        for (run, vals) in regs.chunks(packed.write as usize).enumerate() {
            let vals: Vec<V> = vals.iter().map(|v| self.store_form(d, v)).collect();
            let word = if vals.len() == 1 { vals[0].clone() } else { self.pack(&vals, &mty) };
            let ptr = self.packed_ptr(&base, layout.reg_offset(run * packed.write as usize), packed, word.ty.clone());
            self.f.store(&word, &ptr, packed.run_bytes(packed.write));
        }
        Ok(())
    }

    /// Reads a tile of `layout` from shared memory laid out as `packed` says, a run of
    /// `packed.read` elements at a time.
    fn read_packed(&mut self, d: DType, layout: &Layout, packed: &Packed) -> Result<Vec<V>, LowerError> {
        let ty = access_ty(&mem_ty(d)?, packed.read);
        let base = self.swizzled_base(layout, packed);
        let mut out = Vec::with_capacity(layout.num_regs());
        for run in 0..layout.num_regs() / packed.read as usize {
            let ptr = self.packed_ptr(&base, layout.reg_offset(run * packed.read as usize), packed, ty.clone());
            let word = self.f.load(&ptr, packed.run_bytes(packed.read));
            out.extend(self.unpack_group(d, word, packed.read));
        }
        Ok(out)
    }

    /// This thread's swizzled byte address (i32) of its register 0 in `layout`: the swizzle is
    /// linear in the address bits, and a register's offset has bits of its own, so each
    /// register's address is this one XOR its offset's swizzled address ([`Cx::packed_ptr`]).
    fn swizzled_base(&mut self, layout: &Layout, packed: &Packed) -> V {
        let base = self.thread_base(layout);
        let bytes = self.f.bin("shl", &base, &V::i32(i64::from(log2(packed.elem_bytes))));
        let line = self.f.bin("lshr", &bytes, &V::i32(i64::from(packed.shift)));
        let line = self.f.bin("and", &line, &V::i32(7));
        let chunk = self.f.bin("shl", &line, &V::i32(4));
        self.f.bin("xor", &bytes, &chunk)
    }

    /// A pointer (to `ty`) to the run of elements at `offset` (elements) past the thread's
    /// [`Cx::swizzled_base`] `base`.
    fn packed_ptr(&mut self, base: &V, offset: u64, packed: &Packed, ty: Ty) -> V {
        let constant = packed.swizzle(offset * packed.elem_bytes);
        let at = if constant == 0 { base.clone() } else { self.f.bin("xor", base, &V::i32(constant as i64)) };
        let bytes = self.smem_ptr_of(Ty::I8, 0, &at);
        self.f.conv("bitcast", &bytes, Ty::ptr(3, ty))
    }

    /// Writes a tile's registers to shared memory at `offset` bytes, at their row-major
    /// element indices.
    pub fn write_smem(&mut self, d: DType, layout: &Layout, regs: &[V], offset: u64) -> Result<(), LowerError> {
        let elems: u64 = layout.shape.iter().product();
        self.reserve_smem(d, offset, elems)?;
        let base = self.thread_base(layout);
        for (r, v) in regs.iter().enumerate() {
            let idx = self.f.bin("or", &base, &V::i32(layout.reg_offset(r) as i64));
            self.write_smem_at(d, offset, &idx, v)?;
        }
        Ok(())
    }

    /// Reads a tile of `layout` from shared memory at `offset` (row-major).
    pub fn read_layout(&mut self, d: DType, layout: &Layout, offset: u64) -> Result<Vec<V>, LowerError> {
        let base = self.thread_base(layout);
        (0..layout.num_regs())
            .map(|r| {
                let idx = self.f.bin("or", &base, &V::i32(layout.reg_offset(r) as i64));
                self.read_smem(d, offset, &idx)
            })
            .collect()
    }

    /// Makes room for `elems` elements of `d` at `offset` bytes of shared memory.
    pub fn reserve_smem(&mut self, d: DType, offset: u64, elems: u64) -> Result<(), LowerError> {
        self.reserve_bytes(offset, elems * u64::from(smem_ty(d)?.bits() / 8));
        Ok(())
    }

    /// Makes room for `bytes` bytes at `offset` bytes of shared memory.
    pub fn reserve_bytes(&mut self, offset: u64, bytes: u64) {
        let end = self.smem_base + offset + bytes;
        self.smem_bytes = self.smem_bytes.max(end.next_multiple_of(16));
    }

    /// A typed pointer to element `idx` of an array of `d` at `offset` bytes of shared memory.
    fn smem_ptr(&mut self, d: DType, offset: u64, idx: &V) -> Result<V, LowerError> {
        let ty = smem_ty(d)?;
        Ok(self.smem_ptr_of(ty, offset, idx))
    }

    /// A pointer to element `idx` of an array of `ty` at `offset` bytes of the shared memory
    /// staging may use ([`Cx::smem_base`] on).
    pub fn smem_ptr_of(&mut self, ty: Ty, offset: u64, idx: &V) -> V {
        let raw = V::new(
            Ty::ptr(3, Ty::I8),
            format!("getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 {})", self.smem_base + offset),
        );
        let typed = self.f.conv("bitcast", &raw, Ty::ptr(3, ty));
        self.f.gep(&typed, idx)
    }

    /// A pointer to element `idx` (i32) of an array of `ty` at the start of the kernel's
    /// shared memory, below [`Cx::smem_base`] too.
    pub fn smem_abs_ptr(&mut self, ty: Ty, idx: &V) -> V {
        let raw = V::new(Ty::ptr(3, Ty::I8), "getelementptr inbounds ([0 x i8], [0 x i8] addrspace(3)* @smem, i32 0, i32 0)");
        let typed = self.f.conv("bitcast", &raw, Ty::ptr(3, ty));
        self.f.gep(&typed, idx)
    }

    pub fn write_smem_at(&mut self, d: DType, offset: u64, idx: &V, v: &V) -> Result<(), LowerError> {
        let p = self.smem_ptr(d, offset, idx)?;
        let m = self.store_form(d, v);
        let m = match m.ty {
            Ty::Half => self.f.conv("bitcast", &m, Ty::I16),
            _ => m,
        };
        let m = if m.ty.bits() < 32 { self.f.conv("zext", &m, Ty::I32) } else { m };
        let align = m.ty.bits() / 8;
        self.f.store(&m, &p, align);
        Ok(())
    }

    pub fn read_smem(&mut self, d: DType, offset: u64, idx: &V) -> Result<V, LowerError> {
        let p = self.smem_ptr(d, offset, idx)?;
        let ty = mem_ty(d)?;
        let word = self.f.load(&p, smem_ty(d)?.bits() / 8);
        let m = if ty.bits() < 32 { self.f.conv("trunc", &word, Ty::int_of(ty.bits())) } else { word };
        let m = if ty == Ty::Half { self.f.conv("bitcast", &m, Ty::Half) } else { m };
        Ok(self.load_reg(d, m))
    }

    /// `bar.sync 0`: every thread of the block.
    pub fn barrier(&mut self) {
        self.m.declare("declare void @llvm.nvvm.barrier0()");
        self.f.call_void("llvm.nvvm.barrier0", &[]);
    }
}

/// The type elements of `d` have in shared memory: their memory type, widened to 32 bits.
/// libNVVM 13.0's optimiser merges neighbouring 8- and 16-bit shared accesses into vectors
/// such as `<8 x i16>` that its code generator then rejects ("unsupported operation").
pub(super) fn smem_ty(d: DType) -> Result<Ty, LowerError> {
    let ty = mem_ty(d)?;
    Ok(if ty.bits() < 32 { Ty::I32 } else { ty })
}

/// How [`Cx::convert`] lays a tile out in shared memory when both layouts hold runs of
/// consecutive elements of at least 4 bytes: packed (each element in its own width, not a
/// 32-bit word), row-major, with each 16-byte piece of a 128-byte line moved by the XOR of
/// its index with the three row bits above it (the line, where rows are shorter). Writers
/// and readers move whole runs (`write`, `read` elements, up to 16 bytes), and the swizzle
/// spreads the rows that `mma` fragments write side by side (8 rows, 4 threads a row) over
/// every bank. Element by element in 32-bit words instead, a 128 x 256 bf16 tile leaving a
/// `wgmma` accumulator took 128 shared loads a thread at 8 wavefronts each, the most stalled
/// instructions of a one-step GEMM (H200, bench/results/2026-11-29-nvvm-epilogue).
struct Packed {
    elem_bytes: u64,
    write: u32,
    read: u32,
    /// The lowest row (or line) bit of a byte address: the swizzle's three bits.
    shift: u8,
}

impl Packed {
    fn of(d: DType, from: &Layout, to: &Layout) -> Result<Option<Packed>, LowerError> {
        let bits = mem_ty(d)?.bits();
        if !matches!(bits, 8 | 16 | 32) || from.shape.is_empty() {
            return Ok(None);
        }
        let elem_bytes = u64::from(bits / 8);
        let run = |l: &Layout| {
            let contiguous = l.regs.iter().enumerate().take_while(|(i, b)| usize::from(**b) == *i).count();
            (1u64 << contiguous).min(16 / elem_bytes) as u32
        };
        let (write, read) = (run(from), run(to));
        if u64::from(write.min(read)) * elem_bytes < 4 {
            return Ok(None);
        }
        let row_bytes = from.shape.last().copied().unwrap_or(1) * elem_bytes;
        Ok(Some(Packed { elem_bytes, write, read, shift: log2(row_bytes).max(7) }))
    }

    /// Byte address `b` swizzled: its 16-byte piece XOR the three bits from `shift` up.
    fn swizzle(&self, b: u64) -> u64 {
        b ^ (((b >> self.shift) & 7) << 4)
    }

    fn run_bytes(&self, elems: u32) -> u32 {
        elems * self.elem_bytes as u32
    }
}

/// The layout of a tile of `shape` (`layout`'s shape with some extents 1) that broadcasts to
/// `layout` for free: `layout` sliced along each dimension `shape` broadcasts (`None` for a
/// shape of another rank).
pub(super) fn sliced_to(layout: &Layout, shape: &[u64]) -> Option<Layout> {
    if shape.len() != layout.shape.len() {
        return None;
    }
    let mut sliced = layout.clone();
    for axis in (0..shape.len()).rev() {
        if shape[axis] == 1 && layout.shape[axis] != 1 {
            sliced = sliced.slice(axis);
        }
    }
    Some(sliced.reshaped(shape))
}

/// Row-major strides (in elements) of a shape.
pub(super) fn row_major_strides(shape: &[u64]) -> Vec<u64> {
    let mut s = vec![1u64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        s[d] = s[d + 1] * shape[d + 1];
    }
    s
}


#[cfg(test)]
mod tests {
    use super::*;
    use crate::nvvm::mma_sync::{fragment_layout, WarpTile};

    /// The element index `layout` puts in register `r` of lane `lane` of warp `warp`.
    fn element(layout: &Layout, r: usize, lane: u32, warp: u32) -> u64 {
        let mut e = layout.reg_offset(r);
        for (j, b) in layout.lanes.iter().enumerate() {
            if let Some(b) = b && lane >> j & 1 == 1 {
                e |= 1 << b;
            }
        }
        for (j, b) in layout.warps.iter().enumerate() {
            if let Some(b) = b && warp >> j & 1 == 1 {
                e |= 1 << b;
            }
        }
        e
    }

    /// The most shared-memory wavefronts one warp-wide access of `run` elements takes in
    /// `layout`, over its accesses and warps: bytes of distinct 4-byte words a bank serves
    /// once per wavefront, and 128 bytes move per wavefront at most.
    fn wavefronts(layout: &Layout, run: u32, packed: &Packed) -> usize {
        let warps = 1u32 << layout.warps.len();
        let mut most = 0;
        for warp in 0..warps {
            for first in (0..layout.num_regs()).step_by(run as usize) {
                let mut banks: Vec<std::collections::HashSet<u64>> = vec![Default::default(); 32];
                for lane in 0..32 {
                    let at = packed.swizzle(element(layout, first, lane, warp) * packed.elem_bytes);
                    for word in 0..(packed.run_bytes(run) as u64).div_ceil(4) {
                        let w = at / 4 + word;
                        banks[(w % 32) as usize].insert(w);
                    }
                }
                let bytes = 32 * u64::from(packed.run_bytes(run));
                let per_bank = banks.iter().map(|b| b.len()).max().unwrap_or(0);
                most = most.max(per_bank.max(bytes.div_ceil(128) as usize));
            }
        }
        most
    }

    #[test]
    fn a_packed_swizzle_permutes_16_byte_pieces_within_their_line() {
        for (cols, elem_bytes) in [(256u64, 2u64), (64, 2), (32, 2), (128, 4), (16, 1)] {
            let packed = Packed { elem_bytes, write: 1, read: 1, shift: log2(cols * elem_bytes).max(7) };
            let bytes = 64 * cols * elem_bytes;
            let mut seen = vec![false; bytes as usize];
            for b in 0..bytes {
                let s = packed.swizzle(b);
                assert!(s < bytes && s % 16 == b % 16 && s / 128 == b / 128, "{cols} x {elem_bytes} bytes: {b} -> {s}");
                assert!(!seen[s as usize], "{cols} x {elem_bytes} bytes: {s} twice");
                seen[s as usize] = true;
            }
        }
    }

    #[test]
    fn a_wgmma_accumulator_leaves_through_shared_memory_without_bank_conflicts() {
        // 128 x 256 over 8 warps, bf16 and f32, into the blocked layout a 16-byte store takes.
        for (d, elem_bytes) in [(DType::BF16, 2u32), (DType::F32, 4)] {
            let from = fragment_layout(128, 256, WarpTile { mi: 1, ni: 32 }, 3).expect("16 whole rows a warp");
            let to = Layout::blocked(&[128, 256], u64::from(elem_bytes), 3);
            let packed = Packed::of(d, &from, &to).unwrap().expect("runs of 4 bytes or more");
            assert_eq!((packed.write, packed.read), (2, 16 / elem_bytes));
            // Two elements a lane: 128 bytes (bf16) or 256 (f32) a warp, in as few wavefronts.
            assert_eq!(wavefronts(&from, packed.write, &packed), elem_bytes as usize / 2);
            assert_eq!(wavefronts(&to, packed.read, &packed), 4);
            // Unswizzled, the fragments' 8 rows a warp land in the same banks.
            let flat = Packed { shift: 40, ..packed };
            assert_eq!(wavefronts(&from, flat.write, &flat), 8);
        }
    }

    #[test]
    fn runs_under_4_bytes_and_wide_elements_convert_an_element_at_a_time() {
        let rows = Layout::blocked(&[64, 64], 2, 2);
        let columns = rows.permuted(&[1, 0]).reshaped(&[64, 64]);
        assert!(Packed::of(DType::BF16, &rows, &columns).unwrap().is_none());
        assert!(Packed::of(DType::F64, &rows, &rows).unwrap().is_none());
        assert!(Packed::of(DType::F32, &columns, &rows).unwrap().is_some());
    }
}
