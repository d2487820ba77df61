//! Ops that move elements without computing: `reshape` and `permute` relabel a layout (no
//! code), `cat` and `extract` go through shared memory.
//!
//! Every use of shared memory starts with a barrier (the previous use's readers are done)
//! and has one between its writes and its reads.

use tile_lang::DType;

use super::ir::V;
use super::layout::Layout;
use super::lower::Cx;
use super::place::row_major_strides;
use super::tile::{Repr, Tile};
use super::LowerError;

impl Cx<'_> {
    pub fn reshape(&mut self, t: &Tile, shape: &[u64]) -> Result<Tile, LowerError> {
        Ok(match &t.repr {
            Repr::Splat(v) => Tile::splat(t.dtype, shape, v.clone()),
            _ => {
                let (layout, regs) = self.materialize(t)?;
                Tile::regs(t.dtype, layout.reshaped(shape), regs)
            }
        })
    }

    pub fn permute(&mut self, t: &Tile, perm: &[usize]) -> Result<Tile, LowerError> {
        let shape: Vec<u64> = perm.iter().map(|&p| t.shape[p]).collect();
        Ok(match &t.repr {
            Repr::Splat(v) => Tile::splat(t.dtype, &shape, v.clone()),
            _ => {
                let (layout, regs) = self.materialize(t)?;
                Tile::regs(t.dtype, layout.permuted(perm), regs)
            }
        })
    }

    /// Writes `t` into a row-major tile of `shape` in shared memory, at `origin` (its first
    /// element's coordinates there).
    fn write_at(&mut self, d: DType, placed: &(Layout, Vec<V>), shape: &[u64], origin: &[u64]) -> Result<(), LowerError> {
        let (layout, regs) = placed;
        let coords = self.thread_coords(layout);
        let strides = row_major_strides(shape);
        for (r, v) in regs.iter().enumerate() {
            let at: Vec<u64> = layout.coords(layout.reg_offset(r)).iter().zip(origin).map(|(c, o)| c + o).collect();
            let idx = self.row_major_index(&coords, &at, &strides);
            self.write_smem_at(d, 0, &idx, v)?;
        }
        Ok(())
    }

    pub fn cat(&mut self, a: &Tile, b: &Tile, axis: usize, shape: &[u64]) -> Result<Tile, LowerError> {
        let d = a.dtype;
        // In registers before the barrier: placing them may use shared memory itself.
        let (pa, pb) = (self.materialize(a)?, self.materialize(b)?);
        self.reserve_smem(d, 0, shape.iter().product())?;
        self.barrier();
        let zero = vec![0u64; shape.len()];
        self.write_at(d, &pa, shape, &zero)?;
        let mut origin = zero;
        origin[axis] = a.shape[axis];
        self.write_at(d, &pb, shape, &origin)?;
        self.barrier();
        let layout = self.default_layout(shape, d);
        let regs = self.read_layout(d, &layout, 0)?;
        Ok(Tile::regs(d, layout, regs))
    }

    /// The sub-tile of `shape` at sub-tile index `idx` (run-time i32 scalars).
    pub fn extract(&mut self, src: &Tile, idx: &[V], shape: &[u64]) -> Result<Tile, LowerError> {
        let d: DType = src.dtype;
        if let Repr::Splat(v) = &src.repr {
            return Ok(Tile::splat(d, shape, v.clone()));
        }
        let placed = self.materialize(src)?;
        self.reserve_smem(d, 0, src.elements())?;
        self.barrier();
        let zero = vec![0u64; shape.len()];
        self.write_at(d, &placed, &src.shape.clone(), &zero)?;
        self.barrier();
        let layout = self.default_layout(shape, d);
        let coords = self.thread_coords(&layout);
        let strides = row_major_strides(&src.shape);
        let mut starts = Vec::new();
        for (i, (ix, &n)) in idx.iter().zip(shape).enumerate() {
            let s = self.f.bin("mul", ix, &V::i32(n as i64));
            starts.push(self.f.bin("add", &s, &coords[i]));
        }
        let mut regs = Vec::with_capacity(layout.num_regs());
        for r in 0..layout.num_regs() {
            let rc = layout.coords(layout.reg_offset(r));
            let at = self.row_major_index(&starts, &rc, &strides);
            regs.push(self.read_smem(d, 0, &at)?);
        }
        Ok(Tile::regs(d, layout, regs))
    }
}
