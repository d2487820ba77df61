//! TMA loads of a pipelined loop's tiles (sm_90): one thread copies each stage's tiles with
//! `cp.async.bulk.tensor`, and the block waits on the stage's `mbarrier`, instead of every
//! thread issuing `cp.async` copies of 16 bytes and waiting for its own groups.
//!
//! * **Which tiles** ([`Cx::choose_tma`]): the ring's tiles that only `wgmma`s read (so they
//!   are stored in the 128-byte swizzle, which is TMA's too) of an array parameter with 16-byte
//!   rows and base, of rank 5 or less, at most 256 stored rows, in a kernel compiled for a
//!   launcher that builds tensor maps ([`crate::CompileOptions::tensor_maps`]), unless the
//!   load says `allow_tma=False` or the kernel's `tma` hint is 0 (as for Tile IR).
//! * **The tensor maps** ([`Cx::tensor_map`]): one kernel parameter per array and box
//!   (`byval align 64`, read in place: NVVM's `grid_constant`), after the ABI's parameters.
//!   The launcher builds each from the array's base, sizes and strides
//!   ([`crate::TensorMapSpec`]): the dimension of unit stride first, a box of one 64-element
//!   panel (128 bytes, the swizzle's span) by the tile's stored rows, 1 along leading
//!   dimensions. What lies outside the array arrives as zeros, as the ring's `cp.async`
//!   copies zero-fill it.
//! * **Each stage** has an `mbarrier` above the ring's resident operands, initialised for one
//!   arrival before the loop by thread 0. Thread 0 fills a stage: it arrives, expecting the
//!   stage's bytes (`arrive.expect_tx`), then copies each 64-column panel of each tile; the
//!   phase completes when the bytes have landed. Iteration `i` reads stage `i mod S` once
//!   phase `i / S` of its barrier has completed (parity `(i / S) mod 2`). The ring's barrier
//!   of each iteration still keeps a stage from being refilled while a warp reads it; a stage
//!   past the loop's end is not filled, and nothing waits for it.
//!
//! TMA writes shared memory through the async proxy, as `wgmma` reads it, so no proxy fence
//! stands between a copy and its products; ordinary stores into the ring's memory before the
//! loop are fenced (`fence.proxy.async`) before the first copy.

use tile_lang::tir::{OpKind, ParamKind, Value};

use super::ir::{Ty, V};
use super::lower::Cx;
use super::pipeline::{Ring, StagedLoad};
use super::wgmma;
use crate::backend::{TensorMapSpec, MAX_MAP_RANK, MAX_TENSOR_MAPS};

/// The most elements a tensor map's box has along one dimension.
const MAX_BOX: u64 = 256;

/// A tensor map the kernel takes.
#[derive(Clone, Debug)]
pub(crate) struct MapParam {
    pub spec: TensorMapSpec,
    /// Its index among the kernel's parameters.
    pub index: usize,
    /// The parameter: a pointer to the map's 128 bytes.
    param: V,
}

/// How one staged tile loads by TMA: its map and the box's panels.
#[derive(Clone, Debug)]
pub(super) struct TmaLoad {
    map: V,
    /// 64-column panels of the stored tile, one copy each.
    panels: u64,
    /// Bytes of one copy: a panel of the stored rows.
    panel_bytes: u64,
}

impl Cx<'_> {
    /// The parameter holding the tensor map `spec`, added to the kernel on first use; `None`
    /// where the kernel has [`MAX_TENSOR_MAPS`] already.
    fn tensor_map(&mut self, spec: TensorMapSpec) -> Option<V> {
        if let Some(m) = self.tensor_maps.iter().find(|m| m.spec == spec) {
            return Some(m.param.clone());
        }
        if self.tensor_maps.len() == MAX_TENSOR_MAPS {
            return None;
        }
        let (param, index) = self.f.add_param(Ty::ptr(0, Ty::Array(16, Box::new(Ty::I64))), "byval align 64");
        self.tensor_maps.push(MapParam { spec, index, param: param.clone() });
        Some(param)
    }

    /// Marks the tiles of `ring` that load by TMA ([`Ring::tma`]).
    pub(super) fn choose_tma(&mut self, ring: &mut Ring) {
        if !self.tma {
            return;
        }
        for l in ring.plan.loads.clone() {
            if !ring.swizzled.contains(&l.value) || ring.widths.get(&l.value) != Some(&8) {
                continue;
            }
            let Some(spec) = self.map_spec(&l) else { continue };
            let Some(map) = self.tensor_map(spec) else { continue };
            let (rows, cols) = l.stored();
            let load = TmaLoad { map, panels: cols / wgmma::ROW, panel_bytes: rows * 2 * wgmma::ROW };
            ring.tma.insert(l.value, load);
        }
    }

    /// The tensor map of staged load `l`, if its array is a kernel parameter it fits and
    /// neither the load (`allow_tma=False`) nor the kernel (`tma=0`) forbids TMA.
    fn map_spec(&self, l: &StagedLoad) -> Option<TensorMapSpec> {
        let OpKind::Load { hints, .. } = &self.k.ops[l.op].kind else { return None };
        if !hints.allow_tma.unwrap_or(self.k.hints.tma != Some(0)) {
            return None;
        }
        let array = self.k.ops[l.op].operands[0];
        let param = self.k.param_values().iter().position(|&p| p == array)?;
        let ParamKind::Array { ty, .. } = &self.k.params[param].kind else { return None };
        let rank = usize::from(ty.rank);
        let (rows, cols) = l.stored();
        if !(2..=MAX_MAP_RANK).contains(&rank) || rows > MAX_BOX || !cols.is_multiple_of(wgmma::ROW) {
            return None;
        }
        let (rd, cd) = l.stored_dims(rank);
        let mut spec = TensorMapSpec { param: u16::try_from(param).ok()?, rank: rank as u8, dims: [0; MAX_MAP_RANK], box_dims: [1; MAX_MAP_RANK] };
        let order = [cd, rd].into_iter().chain((0..rank - 2).rev());
        for (i, d) in order.enumerate() {
            spec.dims[i] = d as u8;
        }
        spec.box_dims[0] = wgmma::ROW as u32;
        spec.box_dims[1] = rows as u32;
        Some(spec)
    }

    /// The 32-bit shared address of stage `stage`'s barrier (i32).
    fn stage_barrier(&mut self, ring: &Ring, stage: &V) -> V {
        let at = self.f.bin("mul", stage, &V::i32(8));
        let at = self.f.bin("add", &at, &V::i32(ring.barriers_at() as i64));
        self.smem_address(&at)
    }

    /// Before the loop, on every thread: ordinary stores into shared memory ordered before the
    /// copies (async proxy) that may overwrite them; thread 0 initialises every stage's
    /// barrier for one arrival. The barrier after this orders both before any copy or wait.
    pub(super) fn tma_prologue(&mut self, ring: &Ring) {
        self.f.asm_void("fence.proxy.async.shared::cta;", "~{memory}", &[]);
        let first = self.first_thread();
        let done = self.when(&first, "tma_init", "tma_inited");
        for s in 0..ring.stages {
            let bar = self.stage_barrier(ring, &V::i32(s as i64));
            self.f.asm_void("mbarrier.init.shared::cta.b64 [$0], 1;", "r,~{memory}", &[&bar]);
        }
        // The initialised barriers, seen by the async proxy (TMA's completions).
        self.f.asm_void("fence.mbarrier_init.release.cluster;", "~{memory}", &[]);
        self.end_when(done);
    }

    /// Thread 0 fills stage `stage` (i32) with the TMA tiles of the iteration whose tiles
    /// start at `starts` (each TMA load's map coordinates, i32), where `valid`.
    pub(super) fn tma_issue(&mut self, ring: &Ring, stage: &V, valid: &V, starts: &[(Value, Vec<V>)]) {
        let first = self.first_thread();
        let go = self.f.bin("and", &first, valid);
        let done = self.when(&go, "tma_fill", "tma_filled");
        let bar = self.stage_barrier(ring, stage);
        let bytes: u64 = ring.tma.values().map(|t| t.panels * t.panel_bytes).sum();
        self.f.asm_void("mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], $1;", "r,r,~{memory}", &[&bar, &V::i32(bytes as i64)]);
        let stage_at = self.f.bin("mul", stage, &V::i32(ring.stage_bytes as i64));
        for (value, coords) in starts {
            let t = &ring.tma[value];
            let map = self.f.conv("ptrtoint", &t.map, Ty::I64);
            let region = self.f.bin("add", &stage_at, &V::i32(ring.offsets[value] as i64));
            for p in 0..t.panels {
                let dst = self.f.bin("add", &region, &V::i32((p * t.panel_bytes) as i64));
                let dst = self.smem_address(&dst);
                let mut c = coords.clone();
                c[0] = self.f.bin("add", &c[0], &V::i32((p * wgmma::ROW) as i64));
                self.tma_copy(&dst, &map, &c, &bar);
            }
        }
        self.end_when(done);
    }

    /// One `cp.async.bulk.tensor` of the box at `coords` (i32, the map's order) of the map at
    /// generic address `map` into shared address `dst`, completing on barrier `bar`.
    fn tma_copy(&mut self, dst: &V, map: &V, coords: &[V], bar: &V) {
        let n = coords.len();
        let slots: Vec<String> = (0..n).map(|i| format!("${}", i + 3)).collect();
        let ptx = format!(
            "cp.async.bulk.tensor.{n}d.shared::cluster.global.tile.mbarrier::complete_tx::bytes [$0], [$1, {{{}}}], [$2];",
            slots.join(", ")
        );
        let constraints = format!("r,l,r,{}~{{memory}}", "r,".repeat(n));
        let mut args = vec![dst, map, bar];
        args.extend(coords);
        self.f.asm_void(&ptx, &constraints, &args);
    }

    /// Every thread waits until stage `stage`'s barrier has completed phase `phase` (the
    /// parity of the stage's fills before: i32).
    pub(super) fn tma_wait(&mut self, ring: &Ring, stage: &V, parity: &V) {
        let bar = self.stage_barrier(ring, stage);
        let ptx = "{ .reg .pred p; tma_wait: mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1; @!p bra tma_wait; }";
        self.f.asm_void(ptx, "r,r,~{memory}", &[&bar, parity]);
    }

    /// After the loop (every fill waited for): thread 0 invalidates the barriers, so that
    /// their memory may hold anything else once the block has passed the next barrier.
    pub(super) fn tma_epilogue(&mut self, ring: &Ring) {
        let first = self.first_thread();
        let done = self.when(&first, "tma_inval", "tma_invalid");
        for s in 0..ring.stages {
            let bar = self.stage_barrier(ring, &V::i32(s as i64));
            self.f.asm_void("mbarrier.inval.shared::cta.b64 [$0];", "r,~{memory}", &[&bar]);
        }
        self.end_when(done);
    }
}

#[cfg(test)]
mod tests {
    use super::super::emit_ir;
    use super::super::pipeline::tests::gemm_of;
    use crate::backend::TensorMapSpec;
    use crate::target::Target;

    const ROWS_OF_16_BYTES: &str = " {align = 16, dim_div = [8, 8], stride_div = [8, 1], unit_inner_stride}";

    fn maps(ir: &super::super::NvvmIr) -> Vec<TensorMapSpec> {
        ir.tensor_maps.iter().flatten().copied().collect()
    }

    #[test]
    fn a_gemm_reads_both_operands_through_tensor_maps_passed_after_the_abi() {
        let k = gemm_of(128, 256, 64, ("bf16", ROWS_OF_16_BYTES), "");
        let ir = emit_ir(&k, Target::new(90), true).expect("lowers");
        let a = TensorMapSpec { param: 0, rank: 2, dims: [1, 0, 0, 0, 0], box_dims: [64, 128, 1, 1, 1] };
        let b = TensorMapSpec { param: 1, rank: 2, dims: [1, 0, 0, 0, 0], box_dims: [64, 64, 1, 1, 1] };
        assert_eq!(maps(&ir), [a, b]);
        // After the 15 parameters of A, B and C: read in place.
        assert!(ir.text.contains("[16 x i64]* byval align 64 %p15, [16 x i64]* byval align 64 %p16)"), "{}", ir.text);
        assert!(ir.text.contains("!\"grid_constant\", !3}\n!3 = !{i32 16, i32 17}"));
        // B's 256 columns are four panels, each a copy into its 8 KiB of the stage.
        assert_eq!(ir.text.matches("cp.async.bulk.tensor.2d").count(), 3 * 5, "three stages' worth: two ahead, one in the loop");
        assert!(!ir.text.contains("cp.async.cg"), "no tile left to cp.async");
        // Four stages of 48 KiB, then the barriers in an atom of their own: what the body
        // stages above the ring starts on an atom, as without them.
        assert_eq!(ir.shared_bytes, 4 * 49152 + 1024);
    }

    #[test]
    fn without_a_launcher_of_maps_or_where_tma_is_forbidden_the_ring_copies_by_cp_async() {
        let k = gemm_of(128, 256, 64, ("bf16", ROWS_OF_16_BYTES), "");
        let ir = emit_ir(&k, Target::new(90), false).expect("lowers");
        assert!(maps(&ir).is_empty() && ir.text.contains("cp.async.cg") && !ir.text.contains("mbarrier"));
        let mut k = k;
        k.hints.tma = Some(0);
        let ir = emit_ir(&k, Target::new(90), true).expect("lowers");
        assert!(maps(&ir).is_empty() && ir.text.contains("cp.async.cg"));
        // Only sm_90 has TMA (and `wgmma`, whose swizzled tiles it writes).
        let k = gemm_of(128, 256, 64, ("bf16", ROWS_OF_16_BYTES), "");
        assert!(maps(&emit_ir(&k, Target::new(80), true).expect("lowers")).is_empty());
    }

    #[test]
    fn rows_not_on_16_bytes_take_no_tensor_map() {
        let k = gemm_of(128, 256, 64, ("bf16", " {align = 16, stride_div = [4, 1], unit_inner_stride}"), "");
        let ir = emit_ir(&k, Target::new(90), true).expect("lowers");
        assert!(maps(&ir).is_empty());
    }
}
