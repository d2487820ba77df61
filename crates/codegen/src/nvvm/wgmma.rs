//! `mma` on Hopper's warpgroup tensor cores: `wgmma.mma_async` (sm_90a), for the products of
//! a pipelined `k` loop ([`super::pipeline`]) that read B from the ring.
//!
//! `mma.sync` reads every operand through registers: each warp loads its fragments with
//! `ldmatrix`, and the instruction's own issue rate caps a GEMM near two thirds of the
//! tensor cores' peak. `wgmma` reads B (and A, or A from registers) straight from shared
//! memory, a warpgroup (four consecutive warps) at a time, 64 rows by up to 256 columns by 16
//! per instruction, and runs asynchronously of the warps that issued it.
//!
//! * **Which products** ([`candidates`]): an `mma` of f16 x f16 or bf16 x bf16 into f32 in a
//!   pipelined loop whose B (`k x n`, or the transpose of a staged `n x k` tile) is a staged
//!   load of a read-only array with 16-byte rows (or 16-byte columns: a transposed view,
//!   stored transposed, which makes B K-major), and whose A (`m x k`) is one too (A MN-major
//!   where it is a transposed view), or bound before the loop (resident: attention's queries,
//!   written once in the swizzle below), or else computed in registers with one 16-row strip
//!   a warp (attention's probabilities: [`a_in_registers`], `wgmma`'s register A, which holds
//!   `mma.sync`'s A fragments); `k` in 64-column panels where an operand in shared memory is
//!   K-major; `m` a multiple of 64 with whole 16-row strips for every warp, `n` a multiple of
//!   64 (8 for a K-major B) up to 256, at most [`MAX_ACCUMULATORS`] accumulators a thread; a
//!   block of whole warpgroups; the target sm_90 exactly (`wgmma` is sm_90a's, and later GPUs
//!   do not run it).
//! * **The accumulator** is the fragment layout of whole-row warp tiles
//!   ([`super::mma_sync::fragment_layout`] of a `16 x n` warp tile): warp `w` of warpgroup
//!   `g` holds rows `16 w ..` of each 64-row block its warpgroup computes, in `mma.sync`'s
//!   16 x 8 fragment pattern repeated along `n`, which is `wgmma`'s own accumulator layout.
//! * **Shared memory**: the ring writes these tiles in the 128-byte swizzle
//!   ([`swizzled_offset`]) that `wgmma`'s descriptors ([`descriptor`]) name: rows of 64
//!   elements (128 bytes; wider tiles as 64-column panels one after another), the eight
//!   16-byte pieces of row `r` permuted by `r mod 8`, each 8-row atom on 1024 bytes.
//! * **Each product**: `wgmma.fence`, then per 16-wide `k` step and per 64-row block one
//!   `wgmma.mma_async` (`m64nNk16`, B K-major for a transposed B, else MN-major), one commit
//!   group, and a wait for it before the results are read; where the block has the SM to
//!   itself, the wait is for the previous iteration's group only, so the products run on
//!   under the next iteration's copies (`Ring::defers_wgmma`), and the loop ends with a wait
//!   for all ([`Cx::wgmma_finished`]). The ring's copies are made
//!   visible to the tensor cores' (async) proxy with `fence.proxy.async` before the barrier
//!   of each iteration ([`super::pipeline`]).
//!
//! The tensor cores sum each 16-wide `k` step in an order of their own, as `mma.sync` does:
//! the result agrees with the reference to f32 accumulation error.

use std::collections::{HashMap, HashSet};

use tile_lang::tir::{analysis, Kernel, Op, ParamKind, Value};
use tile_lang::DType;

use super::ir::{Ty, V};
use super::layout::Layout;
use super::lower::Cx;
use super::mma_sync::{fragment_layout, InShared, WarpTile};
use super::pipeline::{copy_form, LoopPlan};
use super::tile::{Repr, Tile};
use super::LowerError;

/// Elements of a 16-bit operand in one 128-byte swizzled row: the `k` extent of A's tile (and
/// of a transposed B's), and the width of B's panels.
pub(super) const ROW: u64 = 64;

/// Bytes of one swizzle atom: 8 rows of 128 bytes. Every swizzled tile starts on one.
pub(super) const ATOM: u64 = 1024;

/// The widest `n` one `wgmma` takes.
const MAX_N: u64 = 256;

/// The most accumulator registers a thread holds (the f32 outputs of its 16-row strips).
const MAX_ACCUMULATORS: u64 = 128;

/// The `mma`s of the pipelined loops `plans` that may run as `wgmma` in a block of
/// `2^warp_bits` warps, if the ring keeps both their operands ([`Cx::ring_for`] decides).
pub(super) fn candidates(k: &Kernel, warp_bits: u8, plans: &HashMap<Op, LoopPlan>) -> HashSet<Op> {
    let written = analysis::written_params(k);
    let mut ops = HashSet::new();
    for plan in plans.values() {
        for &o in &plan.mmas {
            if takes(k, o, plan, (warp_bits, &written)) {
                ops.insert(o);
            }
        }
    }
    ops
}

/// Whether `mma` op `o` of `plan`'s loop may run as `wgmma` ([`candidates`]): B a staged
/// tile ([`fast_copies`]), A one too, or resident ([`super::pipeline::LoopPlan::resident`],
/// written swizzled before the loop), or else in registers ([`a_in_registers`]).
fn takes(k: &Kernel, o: Op, plan: &LoopPlan, (warp_bits, written): (u8, &[bool])) -> bool {
    let d = &k.ops[o];
    let Some(b) = plan.operands.get(&d.operands[1]) else { return false };
    let tile = |v: Value| k.ty(v).as_tile();
    let (Some(ta), Some(tb), Some(tc)) = (tile(d.operands[0]), tile(d.operands[1]), tile(d.operands[2])) else { return false };
    if tc.shape.len() != 2 || ta.shape.len() != 2 {
        return false;
    }
    let halves = matches!((ta.dtype, tb.dtype), (DType::F16, DType::F16) | (DType::BF16, DType::BF16));
    let (m, n, kk) = (u64::from(tc.shape[0]), u64::from(tc.shape[1]), u64::from(ta.shape[1]));
    let Some(b_stored_transposed) = fast_copies(k, plan, b.load, written) else { return false };
    // B is K-major where it is held as the rows of its transpose: its `k` extent is then its
    // stored rows' 64-column panels; an MN-major B takes `k` in whole 16-row steps.
    let b_k_major = b.transposed != b_stored_transposed;
    let (staged_a, resident_a) = (plan.operands.get(&d.operands[0]), plan.resident.iter().any(|r| r.value == d.operands[0]));
    let registers_a = staged_a.is_none() && !resident_a && a_in_registers(m, warp_bits);
    let a_fits = match staged_a {
        Some(a) => !a.transposed && fast_copies(k, plan, a.load, written).is_some(),
        None => resident_a || registers_a,
    };
    // A in shared memory is read in whole 64-column panels; from registers, 16 columns a step.
    let k_fits = kk.is_multiple_of(ROW) || (!b_k_major && kk.is_multiple_of(16) && registers_a);
    halves && tc.dtype == DType::F32 && a_fits && k_fits && shape_fits((m, n), b_k_major, warp_bits)
}

/// Whether a `wgmma` of `m` rows in a block of `2^warp_bits` warps may read A from registers:
/// one 16-row strip a warp, whose `mma.sync` A fragments are the registers `wgmma` reads
/// (attention's probabilities, computed in the scores' strips).
pub(super) fn a_in_registers(m: u64, warp_bits: u8) -> bool {
    m == 16 << warp_bits
}

/// Whether a block of `2^warp_bits` warps computes an `m x n` product as `wgmma`s: whole
/// warpgroups, every warp the same number of 16-row strips (a 64-row block for each
/// warpgroup per instruction), `n` in whole 64-column panels (8 columns for a K-major B, held
/// as the rows of its transpose) up to [`MAX_N`], and at most [`MAX_ACCUMULATORS`] a thread;
/// `m` and `n` powers of two, as the fragment layout's bits are.
fn shape_fits((m, n): (u64, u64), b_k_major: bool, warp_bits: u8) -> bool {
    let warps = 1u64 << warp_bits;
    let strips = m / 16;
    let panels = if b_k_major { n.is_multiple_of(8) } else { n.is_multiple_of(ROW) };
    let per_warp = strips / warps;
    let powers = m.is_power_of_two() && n.is_power_of_two();
    warp_bits >= 2 && powers && m.is_multiple_of(64) && strips.is_multiple_of(warps) && per_warp >= 1 && panels && n <= MAX_N && per_warp * n / 2 <= MAX_ACCUMULATORS
}

/// Whether the staged load `load` of `plan` copies 16-byte pieces (an array parameter of the
/// kernel, which it does not write, of unit stride along the tile's rows or columns and the
/// rest in 16-byte steps: [`copy_form`]) into whole 128-byte swizzled rows: `Some` with
/// whether the tile is stored transposed.
fn fast_copies(k: &Kernel, plan: &LoopPlan, load: Value, written: &[bool]) -> Option<bool> {
    let l = plan.loads.iter().find(|l| l.value == load)?;
    let array = k.ops[l.op].operands[0];
    let i = k.param_values().iter().position(|&p| p == array)?;
    let ParamKind::Array { facts, .. } = &k.params[i].kind else { return None };
    let (w, transposed) = copy_form(facts, !written[i])?;
    let stored_cols = if transposed { l.rows } else { l.cols };
    (w == 8 && stored_cols.is_multiple_of(ROW)).then_some(transposed)
}

/// The warp tile and accumulator layout of a `wgmma` product `m x n` in a block of
/// `2^warp_bits` warps: whole 16-row strips, warp `w` holding strips `w`, `w + warps`, ...
pub(super) fn fragments(m: u64, n: u64, warp_bits: u8) -> (WarpTile, Layout) {
    let wt = WarpTile { mi: 1, ni: n / 8 };
    let layout = fragment_layout(m, n, wt, warp_bits).expect("wgmma: a strip for every warp");
    (wt, layout)
}

/// The byte offset of element `(row, col)` of a 16-bit tile of `rows` rows in the 128-byte
/// swizzle: 64-column panels of `rows x 128` bytes one after another, and in a panel the
/// 16-byte piece `c` of row `r` at piece `c ^ (r mod 8)` (`wgmma`'s and TMA's swizzle, over
/// the address bits, so that every tile starts on an [`ATOM`]). The ring's copies compute it
/// a 16-byte chunk at a time (`Cx::lane`).
#[cfg(test)]
fn swizzled_offset(row: u64, col: u64, rows: u64) -> u64 {
    let (panel, within) = (col / ROW, col % ROW);
    panel * rows * 128 + row * 128 + (((within / 8) ^ (row % 8)) * 16) + (within % 8) * 2
}

/// The bits of a `wgmma` shared-memory matrix descriptor but its address: the leading and
/// stride byte offsets (in 16-byte units, bits 16-29 and 32-45) and the 128-byte swizzle
/// (mode 1, bits 62-63); the base offset (bits 49-51) is 0, every atom being aligned.
fn descriptor_bits(leading: u64, stride: u64) -> u64 {
    ((leading >> 4) & 0x3fff) << 16 | ((stride >> 4) & 0x3fff) << 32 | 1 << 62
}

/// Where a `wgmma` product reads A: in shared memory (the address of the warpgroup's first
/// block, [`Cx::a_blocks`], and whether A is MN-major), or in registers (this warp's fragment
/// words, a `[a0, a1, a2, a3]` for each 16-wide `k` step).
enum ASource {
    Shared { at: V, mn_major: bool },
    Regs(Vec<[V; 4]>),
}

/// A of one `wgmma`: a descriptor and whether it is MN-major, or four registers.
enum AStep {
    Desc(V, bool),
    Regs([V; 4]),
}

/// Bytes between an A operand's 64-row blocks: 64 rows of 128 bytes where A is K-major, one
/// 64-column panel of `k` rows where it is MN-major.
fn a_block_bytes(mn_major: bool, k: u64) -> u64 {
    if mn_major { k * 128 } else { 64 * 128 }
}

/// Bytes from a K-major operand of `rows` stored rows to its 16-wide `k` step `t`: 32 bytes a
/// step along the 128-byte rows, `rows x 128` bytes a 64-column panel.
fn panel_step(t: u64, rows: u64) -> u64 {
    (t / 4) * rows * 128 + (t % 4) * 32
}

impl Cx<'_> {
    /// `mma` op `op` as `wgmma`s, B in the ring's current stage in the 128-byte swizzle (a
    /// `k x n` tile, MN-major, or with `transposed` the `n x k` tile whose transpose it is,
    /// K-major) and A there too or resident (`Some`: an `m x k` tile, K-major, or with
    /// `transposed` stored as its `k x m` transpose, MN-major), else in registers
    /// ([`a_in_registers`]): the accumulator in [`fragments`]' layout, each 64-row block of
    /// each warpgroup one instruction a 16-wide `k` step.
    pub(super) fn mma_wgmma(&mut self, op: Op, a: Option<&InShared>, b: &InShared) -> Result<Tile, LowerError> {
        let operands = self.k.ops[op].operands.clone();
        let dtype = self.tile_type(operands[0]).dtype;
        let k = u64::from(self.tile_type(operands[0]).shape[1]);
        let acc = self.tile(operands[2]).clone();
        let (m, n) = (acc.shape[0], acc.shape[1]);
        let (_, layout) = fragments(m, n, self.warp_bits);
        let rc = self.relayout(&acc, &layout)?;
        let a_at = a.map(|a| (self.byte_address(&a.at), a.transposed));
        let b_at = self.byte_address(&b.at);
        let a = match a_at {
            Some((at, mn_major)) => ASource::Shared { at: self.a_blocks(&at, mn_major, k), mn_major },
            None => {
                assert!(a_in_registers(m, self.warp_bits), "planned: A from registers only with one strip a warp");
                let t = self.tile(operands[0]).clone();
                let whole = WarpTile { mi: 1, ni: k / 8 };
                let a_layout = fragment_layout(m, k, whole, self.warp_bits).expect("wgmma: one strip a warp");
                let regs = self.relayout(&t, &a_layout)?;
                ASource::Regs(self.a_words(t.dtype, &regs, whole).into_iter().map(|mut rows| rows.remove(0)).collect())
            }
        };
        self.wgmma_used = true;
        let warps = 1u64 << self.warp_bits;
        let per_warp = m / 16 / warps;
        self.f.asm_void("wgmma.fence.sync.aligned;", "~{memory}", &[]);
        let count = (n / 2) as usize;
        let mut sums = rc;
        for t in 0..k / 16 {
            // B: a transposed B's rows are K-major like A's, 16 elements (32 bytes) a step
            // along them, its 64-column panels `n x 128` bytes apart; a row-major B is
            // MN-major, 16 rows (2048 bytes) a step down its panels, which lie `k x 128`
            // bytes apart.
            let (b_step, leading) = if b.transposed { (panel_step(t, n), 16) } else { (16 * 128 * t, k * 128) };
            let b_desc = self.descriptor(&b_at, b_step, (leading, ATOM));
            for i in 0..per_warp {
                let acc = &sums[i as usize * count..][..count];
                let a_op = match &a {
                    ASource::Shared { at, mn_major } => AStep::Desc(self.a_descriptor(at, *mn_major, (m, k), (i, t)), *mn_major),
                    ASource::Regs(words) => AStep::Regs(words[t as usize].clone()),
                };
                let out = self.wgmma_async(dtype, n, (&a_op, &b_desc), !b.transposed, acc);
                sums.splice(i as usize * count..(i as usize + 1) * count, out);
            }
        }
        self.f.asm_void("wgmma.commit_group.sync.aligned;", "~{memory}", &[]);
        // A deferred product finishes under the next iteration's top: wait for the one before.
        let pending = u32::from(self.ring.as_ref().is_some_and(|r| r.defers_wgmma()));
        let sums = self.wgmma_wait(&sums, pending);
        Ok(Tile::regs(acc.dtype, layout, sums))
    }

    /// The address of this warpgroup's first 64-row block of an A operand in shared memory at
    /// byte address `at` (64 rows a warpgroup, the warpgroups side by side; in a K-major A 64
    /// rows of 128 bytes, in an MN-major A one 64-column panel of `k` rows).
    fn a_blocks(&mut self, at: &V, mn_major: bool, k: u64) -> V {
        let group = self.f.bin("lshr", &self.warp.clone(), &V::i32(2));
        let group_rows = self.f.bin("mul", &group, &V::i32(a_block_bytes(mn_major, k) as i64));
        self.f.bin("add", at, &group_rows)
    }

    /// The descriptor of A's 64-row block for this warp's strip `i` at 16-wide `k` step `t`:
    /// strip `w + warps i` of warp `w` lies in this warpgroup's 64 rows `16 warps i` on, the
    /// 64-row blocks `warps / 4` apart; a K-major A's `k` steps go 32 bytes along its rows and
    /// on into its next 64-column panel (`m x 128` bytes on), an MN-major A's 16 rows down.
    fn a_descriptor(&mut self, at: &V, mn_major: bool, (m, k): (u64, u64), (i, t): (u64, u64)) -> V {
        let warps = 1u64 << self.warp_bits;
        let block = (warps / 4 * i) * a_block_bytes(mn_major, k);
        let step = if mn_major { 16 * 128 * t } else { panel_step(t, m) };
        let leading = if mn_major { k * 128 } else { 16 };
        self.descriptor(at, block + step, (leading, ATOM))
    }

    /// After a loop whose `wgmma` was left in flight ([`super::pipeline::Ring::defers_wgmma`]):
    /// `t` (a value the loop carries out) once every product has finished, if it is f32
    /// registers (the accumulator among them).
    pub(super) fn wgmma_finished(&mut self, t: Tile) -> Tile {
        match &t.repr {
            Repr::Regs { layout, regs } if t.dtype == DType::F32 && !regs.is_empty() => {
                let regs = self.wgmma_wait(&regs.clone(), 0);
                Tile::regs(t.dtype, layout.clone(), regs)
            }
            _ => t,
        }
    }

    /// The 32-bit shared-memory address of the 16-bit element `at` (i32) of shared memory.
    fn byte_address(&mut self, at: &V) -> V {
        let bytes = self.f.bin("shl", at, &V::i32(1));
        self.smem_address(&bytes)
    }

    /// The descriptor (i64) of the matrix at shared address `at + offset` bytes with the
    /// leading and stride byte offsets given ([`descriptor_bits`]).
    fn descriptor(&mut self, at: &V, offset: u64, (leading, stride): (u64, u64)) -> V {
        let addr = if offset == 0 { at.clone() } else { self.f.bin("add", at, &V::i32(offset as i64)) };
        let field = self.f.bin("and", &addr, &V::i32(0x3ffff));
        let field = self.f.bin("lshr", &field, &V::i32(4));
        let field = self.f.conv("zext", &field, Ty::I64);
        self.f.bin("or", &field, &V::i64(descriptor_bits(leading, stride) as i64))
    }

    /// One `wgmma.mma_async.sync.aligned.m64n{n}k16.f32`: `acc` (this thread's `n / 2`
    /// accumulators of one 64-row block) plus A times B, A a descriptor (MN-major where it
    /// says, `imm-trans-a` 1, else K-major) or this warp's fragment registers, B a descriptor,
    /// MN-major with `b_mn_major` (`imm-trans-b` 1), else K-major.
    fn wgmma_async(&mut self, d: DType, n: u64, (a, b): (&AStep, &V), b_mn_major: bool, acc: &[V]) -> Vec<V> {
        let ty = if d == DType::BF16 { "bf16" } else { "f16" };
        let count = acc.len();
        let outs: Vec<String> = (0..count).map(|i| format!("${i}")).collect();
        let trans_b = u8::from(b_mn_major);
        let (a_text, a_args, a_constraints, trans_a) = match a {
            AStep::Desc(desc, mn_major) => (format!("${count}"), vec![desc.clone()], "l,", format!("{}, ", u8::from(*mn_major))),
            AStep::Regs(words) => {
                let names: Vec<String> = (0..4).map(|j| format!("${}", count + j)).collect();
                (format!("{{{}}}", names.join(", ")), words.to_vec(), "r,r,r,r,", String::new())
            }
        };
        let b_slot = count + a_args.len();
        let ptx = format!(
            "{{ .reg .pred p; setp.ne.b32 p, ${}, 0; wgmma.mma_async.sync.aligned.m64n{n}k16.f32.{ty}.{ty} {{{}}}, {a_text}, ${b_slot}, p, 1, 1, {trans_a}{trans_b}; }}",
            b_slot + 1,
            outs.join(", "),
        );
        let tied: Vec<String> = (0..count).map(|i| i.to_string()).collect();
        let constraints = format!("{}{a_constraints}l,r,{},~{{memory}}", "=f,".repeat(count), tied.join(","));
        let scale_d = V::i32(1);
        let args: Vec<&V> = a_args.iter().chain([b, &scale_d]).chain(acc).collect();
        let out = self.f.asm(Ty::Struct(vec![Ty::Float; count]), &ptx, &constraints, &args, true);
        (0..count).map(|i| self.f.extract_value(&out, i as u32)).collect()
    }

    /// `wgmma.wait_group pending`, the accumulators passed through it: their values are read
    /// (by anything but another `wgmma`) only after the products that write them have
    /// finished.
    fn wgmma_wait(&mut self, sums: &[V], pending: u32) -> Vec<V> {
        let count = sums.len();
        let tied: Vec<String> = (0..count).map(|i| i.to_string()).collect();
        let constraints = format!("{}{},~{{memory}}", "=f,".repeat(count), tied.join(","));
        let args: Vec<&V> = sums.iter().collect();
        let ptx = format!("wgmma.wait_group.sync.aligned {pending};");
        let out = self.f.asm(Ty::Struct(vec![Ty::Float; count]), &ptx, &constraints, &args, true);
        (0..count).map(|i| self.f.extract_value(&out, i as u32)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_swizzle_permutes_each_rows_pieces_and_keeps_rows_and_panels_apart() {
        // Row 0 is as written; row 1's pieces swap in pairs; row 9 is row 1 an atom down.
        assert_eq!(swizzled_offset(0, 8, 64), 16);
        assert_eq!(swizzled_offset(1, 0, 64), 128 + 16);
        assert_eq!(swizzled_offset(1, 8, 64), 128);
        assert_eq!(swizzled_offset(9, 9, 64), 1024 + 128 + 2);
        // The second 64-column panel of a 64 x 256 tile starts 8 KiB in.
        assert_eq!(swizzled_offset(0, 64, 64), 8192);
        // Every element of a 64 x 256 tile has a place of its own, within the tile.
        let mut seen = vec![false; 64 * 256];
        for r in 0..64 {
            for c in 0..256 {
                let at = swizzled_offset(r, c, 64) as usize / 2;
                assert!(!seen[at], "({r}, {c}) collides");
                seen[at] = true;
            }
        }
    }

    /// The ring's copies of a swizzled tile (`Cx::lane`, `Cx::copy_chunk`): thread `t` takes
    /// chunks of 8 elements at row `t / per_row` and column `8 (t % per_row)`, then every
    /// `step` rows down, its first chunk's offset plus `128 step` bytes each, XOR 64 for the odd
    /// ones where `step` is 4 mod 8. Each lands where [`swizzled_offset`] puts it.
    #[test]
    fn the_rings_chunks_land_in_the_swizzle() {
        for (rows, cols, threads) in [(128, 64, 128), (128, 64, 256), (64, 256, 128), (64, 256, 256), (64, 128, 128), (256, 64, 256)] {
            let per_row = cols / 8;
            let step = threads / per_row;
            for t in 0..threads {
                let (row, col) = (t / per_row, 8 * (t % per_row));
                let first = (col / ROW) * rows * 128 + row * 128 + (((col / 8) % 8) ^ (row % 8)) * 16;
                for j in 0..rows.div_ceil(step) {
                    if row + j * step >= rows {
                        continue;
                    }
                    let flip = if step % 8 == 4 && j % 2 == 1 { 64 } else { 0 };
                    let at = (first ^ flip) + j * step * 128;
                    assert_eq!(at, swizzled_offset(row + j * step, col, rows), "{rows} x {cols}, {threads} threads: thread {t}, chunk {j}");
                }
            }
        }
    }

    #[test]
    fn descriptors_encode_offsets_in_16_byte_units_and_the_128_byte_swizzle() {
        assert_eq!(descriptor_bits(16, 1024), 1 << 16 | 64 << 32 | 1 << 62);
        assert_eq!(descriptor_bits(8192, 1024) >> 16 & 0x3fff, 512);
    }

    #[test]
    fn shapes_take_whole_strips_and_panels() {
        // 128 x 256 over 8 warps: one strip a warp, 128 accumulators a thread.
        assert!(shape_fits((128, 256), false, 3));
        // 128 x 128 over 4 warps: two strips a warp.
        assert!(shape_fits((128, 128), false, 2));
        // 128 x 256 over 4 warps: 256 accumulators a thread.
        assert!(!shape_fits((128, 256), false, 2));
        // Fewer than a warpgroup, or a strip short for some warp.
        assert!(!shape_fits((64, 64), false, 1));
        assert!(!shape_fits((64, 64), false, 3));
        // Columns: whole panels, or whole 8-column steps of a transposed B.
        assert!(!shape_fits((128, 32), false, 2));
        assert!(shape_fits((128, 32), true, 2));
        // Not powers of two: no fragment layout.
        assert!(!shape_fits((128, 192), false, 3));
        assert!(!shape_fits((192, 128), false, 2));
        assert!(!shape_fits((128, 512), false, 3));
    }

    /// A GEMM's `k` loop of `dtype` tiles; `facts` of A and B (`{align = 16, ...}`), or none.
    fn gemm(tm: u32, tn: u32, tk: u32, dtype: &str, facts: &str) -> Kernel {
        super::super::pipeline::tests::gemm_of(tm, tn, tk, (dtype, facts), "")
    }

    fn count(k: &Kernel, warp_bits: u8) -> usize {
        candidates(k, warp_bits, &super::super::pipeline::plans(k, warp_bits)).len()
    }

    #[test]
    fn attentions_products_read_a_resident_and_from_registers() {
        use tile_lang::tir::parse::parse_kernel;
        let attention = |facts: &str| {
            let text = super::super::pipeline::tests::ATTENTION.replace("array<bf16, 2>", &format!("array<bf16, 2>{facts}"));
            parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}"))
        };
        let rows16 = " {align = 16, stride_div = [8, 1], unit_inner_stride}";
        // q resident as the scores' A, the probabilities in registers as the output's A.
        assert_eq!(count(&attention(rows16), 2), 2);
        // 64 rows over 8 warps: no strip for some warps.
        assert_eq!(count(&attention(rows16), 3), 0);
        // K and V copied in pieces of unknown alignment: not in the swizzle.
        assert_eq!(count(&attention(""), 2), 0);
        assert!(a_in_registers(64, 2) && a_in_registers(128, 3) && !a_in_registers(128, 2));
    }

    #[test]
    fn k_major_operands_step_through_their_panels() {
        // 16-wide steps 32 bytes along a 128-byte row, then into the next panel of `rows` rows.
        assert_eq!(panel_step(3, 64), 96);
        assert_eq!(panel_step(4, 64), 64 * 128);
        assert_eq!(panel_step(5, 128), 128 * 128 + 32);
        assert_eq!((a_block_bytes(false, 128), a_block_bytes(true, 128)), (8192, 16384));
    }

    #[test]
    fn a_gemm_loop_of_64_wide_k_tiles_is_a_candidate() {
        let rows16 = " {align = 16, stride_div = [8, 1], unit_inner_stride}";
        assert_eq!(count(&gemm(128, 256, 64, "bf16", rows16), 3), 1);
        assert_eq!(count(&gemm(128, 128, 64, "f16", rows16), 2), 1);
        // 32-wide k tiles: rows of 64 bytes, not the 128-byte swizzle.
        assert_eq!(count(&gemm(128, 128, 32, "bf16", rows16), 2), 0);
        // Rows of unknown alignment: copies of fewer than 16 bytes.
        assert_eq!(count(&gemm(128, 128, 64, "bf16", ""), 2), 0);
        let rows8 = " {align = 16, stride_div = [4, 1], unit_inner_stride}";
        assert_eq!(count(&gemm(128, 128, 64, "bf16", rows8), 2), 0);
        // Transposed views (unit stride along the tile's rows): copied along their columns,
        // stored transposed; A MN-major, B K-major.
        let columns16 = " {align = 16, stride_div = [1, 8], unit_stride = 0}";
        assert_eq!(count(&gemm(128, 256, 64, "bf16", columns16), 3), 1);
        let columns8 = " {align = 16, stride_div = [1, 4], unit_stride = 0}";
        assert_eq!(count(&gemm(128, 256, 64, "bf16", columns8), 3), 0);
    }
}
