//! `mma` on tensor cores: `mma.sync.aligned.m16n8k16` for f16 and bf16 operands into an f32
//! accumulator (nvvm-lowering.md §3), where the tile is made of whole 16 x 8 x 16 steps.
//!
//! The operands go to shared memory as 16-bit elements, A (`m x k`) and B (`k x n`) row-major,
//! each row padded by 8 elements ([`padded_row`]) so that the fragment loads meet no bank
//! conflicts. Neighbouring elements a thread holds go as one 32-bit word or a vector of two or
//! four; the stores are volatile, because libNVVM 13.0's optimiser merges neighbouring 16-bit
//! shared stores into vectors its code generator rejects (`smem_ty`). Each warp then takes warp
//! tiles of `MI x NI` fragments of 16 x 8 outputs, and for each runs the `k` loop: per 16-wide
//! step, one `ldmatrix.x4` per 16 rows of A, one `ldmatrix.x4.trans` per 16 columns of B, and
//! one `mma.sync` per fragment, each A fragment reused across the `NI` B fragments.
//!
//! Where the product has at least one warp tile per warp, the accumulator stays in registers in
//! the fragments' own layout ([`fragment_layout`]): warp `w` holds warp tiles `w`, `w + warps`,
//! ..., and the `mma.sync` steps add into the accumulator itself. A loop that carries the
//! accumulator keeps it in that layout ([`fragment_hints`]), so a GEMM's `k` loop moves no
//! products through shared memory; where its loop loads the operands only for such `mma`s,
//! they arrive in shared memory by `cp.async`, stages ahead ([`super::pipeline`],
//! [`Cx::mma_staged`]). Smaller products (fewer warp tiles than warps) write their
//! products to shared memory in f32, and every thread reads its elements of the accumulator's
//! layout back and adds them to the accumulator (one rounding more than the reference's fused
//! steps).
//!
//! In a kernel that reduces its products along their rows (attention's softmax: [`rows_first`])
//! each warp takes whole rows ([`whole_rows_tile`]), as FlashAttention-2 splits the scores, so
//! the row maxima and sums need only shuffles within a warp; the loop slots carrying the
//! running statistics and the rescaled accumulator (`acc * alpha`) take the layouts the
//! products leave ([`fragment_hints`]), so nothing in the loop moves through shared memory
//! but the operands.
//!
//! The tensor cores sum each 16-wide `k` step in an order of their own: the result agrees with
//! the reference to f32 accumulation error, not bit for bit.

use std::collections::{HashMap, HashSet};

use tile_lang::tir::{Kernel, Op, OpKind, Value};
use tile_lang::DType;

use super::ir::{BlockId, PhiId, Ty, V};
use super::lower::Cx;
use super::layout::{log2, Layout};
use super::tile::{Repr, Tile};
use super::{LowerError, MAX_SHARED_BYTES};

/// The warp tile: fragments of 16 x 8 outputs along M and along N, as many as divide the
/// product (at most 2 x 4: 32 x 32 outputs, 32 f32 accumulators a thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WarpTile {
    pub mi: u64,
    pub ni: u64,
}

/// The most outputs an `mma` whose products go through shared memory runs on tensor cores
/// with: at 128 x 256 that trip cost more than the tensor cores gained (bf16 4096^3 at
/// 24.3-24.5 TFLOP/s against 29.5-29.7 on CUDA cores, H100,
/// bench/results/2026-11-27-h100-nvvm-mma-sync). Products whose accumulator stays in registers
/// ([`fragment_tile`]) have no limit: 4096^3 ran at 273-275 TFLOP/s in 128 x 256 tiles
/// (bench/results/2026-11-28-h100-nvvm-fragments).
const MAX_OUTPUTS: u64 = 128 * 128;

/// Elements between the starts of two rows of an operand in shared memory, for rows `len`
/// long: 8 more than `len`, so that the eight 16-byte row pieces one `ldmatrix` phase reads
/// (rows of 64 elements put them 32 words apart, all in the same four banks) fall in eight
/// different groups of four banks, and every row starts on 16 bytes.
pub(super) fn padded_row(len: u64) -> u64 {
    len + 8
}

/// Bytes of shared memory from the start of A (`m` padded rows of `k`) to B, and from there to
/// the end of B (`k` padded rows of `n`).
fn operand_bytes(m: u64, n: u64, k: u64) -> (u64, u64) {
    ((2 * m * padded_row(k)).next_multiple_of(16), 2 * k * padded_row(n))
}

/// The warp tile of an `m x n x k` product of `da x db` into `dc` on tensor cores, if it runs
/// there: f16 x f16 or bf16 x bf16 into f32, 2-D, whole 16 x 8 x 16 steps, at most
/// [`MAX_OUTPUTS`] outputs, and operands and products fitting in one block's shared memory.
pub(super) fn warp_tile(da: DType, db: DType, dc: DType, m: u64, n: u64, k: u64) -> Option<WarpTile> {
    if !whole_steps(da, db, dc, (m, n, k)) || m * n > MAX_OUTPUTS {
        return None;
    }
    // 2-byte operands and 4-byte products, each region aligned to 16 bytes.
    let (b_offset, b_bytes) = operand_bytes(m, n, k);
    if (b_offset + b_bytes).next_multiple_of(16) + 4 * m * n > MAX_SHARED_BYTES {
        return None;
    }
    Some(largest_warp_tile(m, n))
}

/// Whether `mma.sync.m16n8k16` computes an `m x n x k` product of `da x db` into `dc`: f16 x
/// f16 or bf16 x bf16 into f32, in whole 16 x 8 x 16 steps.
fn whole_steps(da: DType, db: DType, dc: DType, (m, n, k): (u64, u64, u64)) -> bool {
    let halves = matches!((da, db), (DType::F16, DType::F16) | (DType::BF16, DType::BF16));
    halves && dc == DType::F32 && m.is_multiple_of(16) && n.is_multiple_of(8) && k.is_multiple_of(16)
}

/// The largest warp tile (up to 2 x 4 fragments) that divides an `m x n` product.
fn largest_warp_tile(m: u64, n: u64) -> WarpTile {
    let mi = if (m / 16).is_multiple_of(2) { 2 } else { 1 };
    let ni = [4, 2, 1].into_iter().find(|&ni| (n / 8).is_multiple_of(ni)).unwrap_or(1);
    WarpTile { mi, ni }
}

/// The warp tile and the accumulator's layout of an `m x n x k` product of `da x db` into `dc`
/// whose accumulator stays in registers ([`fragment_layout`]): the dtypes and steps
/// [`warp_tile`] takes, whatever the number of outputs (no products go through shared
/// memory). With `rows_first` (a kernel that reduces its products along rows: [`rows_first`]),
/// [`whole_rows_tile`]'s where it has one; else the largest of [`LARGE_WARP_TILES`] that leaves
/// every warp of `2^warp_bits` a warp tile, else [`largest_warp_tile`]'s.
pub(super) fn fragment_tile(da: DType, db: DType, dc: DType, (m, n, k): (u64, u64, u64), (warp_bits, rows_first): (u8, bool)) -> Option<(WarpTile, Layout)> {
    let (b_offset, b_bytes) = operand_bytes(m, n, k);
    if !whole_steps(da, db, dc, (m, n, k)) || b_offset + b_bytes > MAX_SHARED_BYTES {
        return None;
    }
    let whole_rows = rows_first.then(|| whole_rows_tile(m, n, warp_bits)).flatten();
    whole_rows
        .into_iter()
        .chain(LARGE_WARP_TILES.iter().map(|&(mi, ni)| WarpTile { mi, ni }))
        .chain([largest_warp_tile(m, n)])
        .filter(|wt| m.is_multiple_of(16 * wt.mi) && n.is_multiple_of(8 * wt.ni))
        .find_map(|wt| fragment_layout(m, n, wt, warp_bits).map(|l| (wt, l)))
}

/// The most accumulator registers a thread holds in a [`whole_rows_tile`].
const WHOLE_ROWS_REGS: u64 = 64;

/// A warp tile as wide as an `m x n` product, one a warp of `2^warp_bits`, holding at most
/// [`WHOLE_ROWS_REGS`] accumulators a thread: each warp owns whole rows, so that a reduction
/// along them needs no shared memory (FlashAttention-2's split of the scores among warps).
fn whole_rows_tile(m: u64, n: u64, warp_bits: u8) -> Option<WarpTile> {
    let (ni, mi) = (n / 8, (m / 16) >> warp_bits);
    let fits = mi >= 1 && mi << warp_bits << 4 == m && mi.is_power_of_two() && ni.is_power_of_two();
    (fits && 4 * mi * ni <= WHOLE_ROWS_REGS).then_some(WarpTile { mi, ni })
}

/// Whether kernel `k` reduces an `mma`'s products along their rows (attention's `max` and
/// `sum` of the scores along the keys, through elementwise steps): its products then take
/// [`whole_rows_tile`]s.
pub(super) fn rows_first(k: &Kernel) -> bool {
    let mut found = false;
    k.walk(|op| {
        let d = &k.ops[op];
        let along_rows = matches!(d.kind, OpKind::Reduce { axis: 1, .. }) && k.ty(d.operands[0]).as_tile().is_some_and(|t| t.shape.len() == 2);
        found |= along_rows && from_mma(k, d.operands[0], 8);
    });
    found
}

/// Whether `v` is an `mma`'s result or elementwise arithmetic (at most `depth` ops deep) of
/// one, or what an `if` yields of one (attention's masked scores).
fn from_mma(k: &Kernel, v: Value, depth: u32) -> bool {
    let Some(op) = k.def_op(v) else { return false };
    let d = &k.ops[op];
    match d.kind {
        OpKind::Mma => true,
        _ if depth == 0 => false,
        OpKind::Unary(_) | OpKind::Binary(_) | OpKind::Cast | OpKind::Select | OpKind::Broadcast => {
            d.operands.iter().any(|&x| from_mma(k, x, depth - 1))
        }
        OpKind::If => {
            let Some(i) = d.results.iter().position(|&r| r == v) else { return false };
            let yields = d.regions.iter().filter_map(|&r| k.blocks[r].ops.last()).filter(|&&y| matches!(k.ops[y].kind, OpKind::Yield));
            yields.filter_map(|&y| k.ops[y].operands.get(i).copied()).any(|x| from_mma(k, x, depth - 1))
        }
        _ => false,
    }
}

/// The warp tiles (fragments along M and N) larger than [`largest_warp_tile`]'s that an
/// accumulator in registers may take, largest first: a 64 x 64 warp tile reads each operand
/// from shared memory half as often per product as a 32 x 32 one, for the same accumulator
/// registers a thread. The first that divides the product and leaves every warp a warp tile
/// is taken, else [`largest_warp_tile`]'s.
const LARGE_WARP_TILES: [(u64, u64); 3] = [(4, 8), (4, 4), (2, 8)];

/// Where `mma.sync`'s outputs lie when every warp keeps its own: a 16 x 8 fragment gives
/// lane `l` rows `l / 4` and `l / 4 + 8` and columns `2 (l % 4)` and `2 (l % 4) + 1` (registers
/// `e` = 0..4: column bit 0 from `e`'s bit 0, row bit 3 from its bit 1); a warp tile stacks
/// `MI x NI` fragments (register bits); warp `w` takes warp tiles `w`, `w + warps`, ... of the
/// row-major order of warp tiles (the low bits of a warp tile's number are warp bits, the rest
/// register bits). Register `e + 4 (j + NI (i + MI s))` holds element `e` of fragment `(i, j)`
/// of the warp's `s`-th warp tile. `None` where there are fewer warp tiles than warps.
pub(super) fn fragment_layout(m: u64, n: u64, wt: WarpTile, warp_bits: u8) -> Option<Layout> {
    let across = n / (8 * wt.ni);
    let tiles = (m / (16 * wt.mi)) * across;
    if tiles < 1 << warp_bits {
        return None;
    }
    let row = log2(n);
    let (lmi, lni, lacross) = (log2(wt.mi), log2(wt.ni), log2(across));
    // Bit `b` of a warp tile's number: its column tile's bits first, then its row tile's.
    let tile_bit = |b: u8| if b < lacross { 3 + lni + b } else { row + 4 + lmi + (b - lacross) };
    let mut regs = vec![0, row + 3];
    regs.extend((0..lni).map(|b| 3 + b));
    regs.extend((0..lmi).map(|b| row + 4 + b));
    regs.extend((warp_bits..log2(tiles)).map(tile_bit));
    let lanes = [Some(1), Some(2), Some(row), Some(row + 1), Some(row + 2)];
    let warps = (0..warp_bits).map(|b| Some(tile_bit(b))).collect();
    Some(Layout { shape: vec![m, n], regs, lanes, warps })
}

/// The layouts loops should carry `mma` accumulators in: for each `mma` whose accumulator
/// stays in registers ([`fragment_tile`]), its accumulator operand (a loop's block parameter
/// in a `k` loop) and its fragment layout. A loop slot takes that layout even when its first
/// value (`full(..., 0)`) has none, so that no step of the loop converts it.
///
/// In a kernel whose products take whole-row warp tiles ([`rows_first`]), a loop's `m x 1` f32
/// slots (attention's running maximum and sum) take the layout a reduction of an `m`-row
/// product along its rows leaves (the fragment layout's [`Layout::slice`]), so that the
/// statistics of each iteration meet them without a trip through shared memory.
///
/// The `wgmma` candidates (`wgmma`, [`super::wgmma::candidates`]) take their strips' layout.
pub(super) fn fragment_hints(k: &Kernel, warp_bits: u8, wgmma: &HashSet<Op>) -> HashMap<Value, Layout> {
    let mut hints = HashMap::new();
    let mut row_stats: HashMap<u64, Layout> = HashMap::new();
    let whole_rows = rows_first(k);
    k.walk(|op| {
        if let Some((wt, layout)) = fragments_of(k, op, warp_bits, wgmma) {
            for v in accumulator_chain(k, k.ops[op].operands[2]) {
                hints.insert(v, layout.clone());
            }
            if whole_rows && whole_rows_tile(layout.shape[0], layout.shape[1], warp_bits) == Some(wt) {
                row_stats.entry(layout.shape[0]).or_insert_with(|| layout.slice(1).reshaped(&[layout.shape[0], 1]));
            }
        }
    });
    if row_stats.is_empty() {
        return hints;
    }
    k.walk(|op| {
        let d = &k.ops[op];
        if !matches!(d.kind, OpKind::For | OpKind::Loop) {
            return;
        }
        for &p in &k.blocks[d.regions[0]].params {
            let Some(t) = k.ty(p).as_tile() else { continue };
            let column = t.dtype == DType::F32 && t.shape.len() == 2 && t.shape[1] == 1;
            if let Some(layout) = row_stats.get(&u64::from(t.shape.first().copied().unwrap_or(0))).filter(|_| column) {
                hints.entry(p).or_insert_with(|| layout.clone());
            }
        }
    });
    hints
}

/// An `mma`'s accumulator operand `acc` and, where it is elementwise arithmetic of a value of
/// its own shape (attention's `acc * alpha`, the rescaled accumulator), that value and so on
/// back: the loop slot that carries the accumulator, whose layout then matches the products'.
fn accumulator_chain(k: &Kernel, acc: Value) -> Vec<Value> {
    let shape = |v: Value| k.ty(v).as_tile().map(|t| t.shape.clone());
    let mut chain = vec![acc];
    let mut v = acc;
    while let Some(op) = k.def_op(v) {
        let d = &k.ops[op];
        if !matches!(d.kind, OpKind::Binary(_) | OpKind::Unary(_)) || chain.len() > 8 {
            break;
        }
        let same = d.operands.iter().copied().find(|&x| shape(x) == shape(acc) && k.def_op(x).is_none_or(|o| !matches!(k.ops[o].kind, OpKind::Broadcast)));
        let Some(x) = same else { break };
        chain.push(x);
        v = x;
    }
    chain
}

/// [`mma_fragments`], or for a `wgmma` candidate ([`super::wgmma::candidates`]) its strips'
/// tile and layout ([`super::wgmma::fragments`]).
pub(super) fn fragments_of(k: &Kernel, op: Op, warp_bits: u8, wgmma: &HashSet<Op>) -> Option<(WarpTile, Layout)> {
    if !wgmma.contains(&op) {
        return mma_fragments(k, op, warp_bits);
    }
    let c = k.ty(k.ops[op].operands[2]).as_tile()?;
    Some(super::wgmma::fragments(u64::from(c.shape[0]), u64::from(c.shape[1]), warp_bits))
}

/// [`fragment_tile`] of op `op` of a kernel, read from its operands' types: `None` unless it
/// is an `mma` of 2-D tiles whose accumulator stays in registers.
pub(super) fn mma_fragments(k: &Kernel, op: Op, warp_bits: u8) -> Option<(WarpTile, Layout)> {
    let d = &k.ops[op];
    if !matches!(d.kind, OpKind::Mma) {
        return None;
    }
    let tile = |i: usize| k.ty(d.operands[i]).as_tile();
    let (a, b, c) = (tile(0)?, tile(1)?, tile(2)?);
    if c.shape.len() != 2 || a.shape.len() != 2 {
        return None;
    }
    let (m, n, kk) = (u64::from(c.shape[0]), u64::from(c.shape[1]), u64::from(a.shape[1]));
    fragment_tile(a.dtype, b.dtype, c.dtype, (m, n, kk), (warp_bits, rows_first(k)))
}

/// An `mma` operand in shared memory: its first 16-bit element (i32), row-major in padded
/// rows ([`padded_row`]). With `transposed`, a B operand (`k x n`) held as the rows of its
/// transpose (`n x k`), as an NT product reads B.
#[derive(Clone, Debug)]
pub(super) struct InShared {
    pub at: V,
    pub transposed: bool,
}

impl InShared {
    /// Written row-major where [`Cx::stage_operands`] puts it.
    fn rows(at: V) -> InShared {
        InShared { at, transposed: false }
    }
}

/// One loop being built: its name (its blocks' labels), head block, the phi of its counter
/// and the counter's value.
struct Loop {
    name: &'static str,
    head: BlockId,
    counter: PhiId,
    value: V,
}

impl Cx<'_> {
    /// `acc + a @ b` for 2-D tiles on tensor cores, with the warp tile `wt` ([`warp_tile`]), the
    /// products added to the accumulator through shared memory.
    pub(super) fn mma_sync(&mut self, a: &Tile, b: &Tile, acc: &Tile, wt: WarpTile) -> Result<Tile, LowerError> {
        let (da, dc) = (a.dtype, acc.dtype);
        let (m, n, k) = (acc.shape[0], acc.shape[1], a.shape[1]);
        let (la, ra) = self.materialize(a)?;
        let (lb, rb) = self.materialize(b)?;
        let (lc, rc) = self.materialize(acc)?;
        let (b_offset, b_bytes) = operand_bytes(m, n, k);
        let c_offset = (b_offset + b_bytes).next_multiple_of(16);
        self.reserve_smem(dc, c_offset, m * n)?;
        self.stage_operands((da, &la, &ra), (b.dtype, &lb, &rb), (b_offset, b_bytes));
        self.warp_tiles(da, (m, n, k), wt, (b_offset, c_offset));
        self.barrier();
        let products = self.read_layout(dc, &lc, c_offset)?;
        let sums = rc.iter().zip(&products).map(|(c, p)| self.f.bin("fadd", c, p)).collect();
        Ok(Tile::regs(dc, lc, sums))
    }

    /// `acc + a @ b` with the accumulator in `layout` ([`fragment_layout`]): the operands go to
    /// shared memory, and each warp runs the `k` loop of each of its warp tiles, adding into its
    /// registers of the accumulator.
    pub(super) fn mma_in_fragments(&mut self, a: &Tile, b: &Tile, acc: &Tile, wt: WarpTile, layout: Layout) -> Result<Tile, LowerError> {
        let (da, dc) = (a.dtype, acc.dtype);
        let (m, n, k) = (acc.shape[0], acc.shape[1], a.shape[1]);
        let (la, ra) = self.materialize(a)?;
        let (lb, rb) = self.materialize(b)?;
        let rc = self.relayout(acc, &layout)?;
        let (b_offset, b_bytes) = operand_bytes(m, n, k);
        self.stage_operands((da, &la, &ra), (b.dtype, &lb, &rb), (b_offset, b_bytes));
        let (a_at, b_at) = self.staging_bases(b_offset);
        let sums = self.fragment_products(da, (m, n, k), wt, (a_at, InShared::rows(b_at)), &rc);
        Ok(Tile::regs(dc, layout, sums))
    }

    /// `mma` op `op` of a pipelined loop ([`super::pipeline`]) with the accumulator in its
    /// fragment layout ([`mma_fragments`]): each operand in shared memory already (`Some`: in
    /// the ring's current stage, or resident), else written there from registers between two
    /// barriers, as [`Cx::mma_in_fragments`] writes both.
    pub(super) fn mma_staged(&mut self, op: Op, [a, b]: [Option<InShared>; 2]) -> Result<Tile, LowerError> {
        if let Some(b) = &b
            && self.ring.as_ref().is_some_and(|r| r.wgmma.contains(&op))
        {
            return self.mma_wgmma(op, a.as_ref(), b);
        }
        let (wt, layout) = fragments_of(self.k, op, self.warp_bits, &self.wgmma).expect("planned: the fragment path");
        let operands = self.k.ops[op].operands.clone();
        let (da, k) = (self.tile_type(operands[0]).dtype, u64::from(self.tile_type(operands[0]).shape[1]));
        let acc = self.tile(operands[2]).clone();
        let (m, n) = (acc.shape[0], acc.shape[1]);
        // The accumulator before any operand is written: converting it may go through the
        // same scratch region.
        let rc = self.relayout(&acc, &layout)?;
        let (b_offset, b_bytes) = operand_bytes(m, n, k);
        let (a_scratch, b_scratch) = self.staging_bases(b_offset);
        // A already in registers as fragments: the products read them there.
        let a_steps = match a {
            None => self.a_fragments(&self.tile(operands[0]).clone(), (m, n, k), wt),
            Some(_) => None,
        };
        // The operands neither in shared memory nor read as fragments: written at their offsets.
        let mut written: Vec<(Value, u64)> = Vec::with_capacity(2);
        if a.is_none() && a_steps.is_none() {
            written.push((operands[0], 0));
        }
        if b.is_none() {
            written.push((operands[1], b_offset));
        }
        if !written.is_empty() {
            let mut placed = Vec::with_capacity(written.len());
            for &(v, offset) in &written {
                let t = self.tile(v).clone();
                placed.push((t.dtype, self.materialize(&t)?, offset));
            }
            self.reserve_bytes(b_offset, b_bytes);
            self.barrier();
            for (d, (l, r), offset) in placed {
                self.write_halves(d, &l, &r, offset);
            }
            self.barrier();
        }
        let b = b.unwrap_or(InShared::rows(b_scratch));
        let sums = match a_steps {
            Some(steps) => {
                let t = self.warp.clone();
                let (_, col0) = self.warp_tile_origin(&t, 1, wt);
                self.k_unrolled(da, (n, k), wt, (&steps, b), &col0, &rc)
            }
            None => {
                let a = a.unwrap_or(InShared::rows(a_scratch));
                assert!(!a.transposed, "planned: only B is read transposed");
                self.fragment_products(da, (m, n, k), wt, (a.at, b), &rc)
            }
        };
        Ok(Tile::regs(acc.dtype, layout, sums))
    }

    /// Where the operands [`Cx::stage_operands`] wrote lie: the 16-bit elements of A and B.
    fn staging_bases(&self, b_offset: u64) -> (V, V) {
        let base = self.smem_base;
        (V::i32((base / 2) as i64), V::i32(((base + b_offset) / 2) as i64))
    }

    /// Each warp's `k` loops over its warp tiles, adding into `rc` (the accumulator's
    /// registers in the fragment layout), with A and B at the 16-bit elements `bases`.
    fn fragment_products(&mut self, da: DType, (m, n, k): (u64, u64, u64), wt: WarpTile, bases: (V, InShared), rc: &[V]) -> Vec<V> {
        let across = n / (8 * wt.ni);
        let warps = 1u64 << self.warp_bits;
        let per_warp = (m / (16 * wt.mi)) * across / warps;
        let count = (wt.mi * wt.ni * 4) as usize;
        let warp = self.warp.clone();
        let mut sums = Vec::with_capacity(rc.len());
        for s in 0..per_warp {
            let t = self.f.bin("add", &warp, &V::i32((s * warps) as i64));
            let origin = self.warp_tile_origin(&t, across, wt);
            let init = &rc[s as usize * count..][..count];
            sums.extend(self.k_loop(da, (n, k), wt, bases.clone(), origin, init));
        }
        sums
    }

    /// A (`m x k`, 16-bit) as this thread's `mma.sync` A fragments for a product in warp
    /// tile `wt`, where its registers already are where they would be: A in the fragment
    /// layout of an `m x k` product of whole-row warp tiles as tall as `wt`, and `wt` itself
    /// whole rows, one a warp (attention's probabilities, computed in the scores' layout, as
    /// the next product's A). Fragment `(i, t)` (rows `16 i ..`, `k` step `t`) packs the
    /// outputs of the 16 x 8 fragments `2t` and `2t + 1` of row block `i`: registers `4 (j + (k
    /// / 8) i) + e` hold row `l / 4` (`e` < 2) or `l / 4 + 8` and columns `2 (l % 4) + e % 2` of
    /// fragment `j`, which is what A's registers `a0 .. a3` hold of step `t`. Indexed
    /// `[t][i]`; `None` where A is elsewhere.
    fn a_fragments(&mut self, a: &Tile, (m, n, k): (u64, u64, u64), wt: WarpTile) -> Option<Vec<Vec<[V; 4]>>> {
        let Repr::Regs { layout, regs } = &a.repr else { return None };
        let whole = WarpTile { mi: wt.mi, ni: k / 8 };
        let one_a_warp = (m / (16 * wt.mi)) >> self.warp_bits == 1 && n == 8 * wt.ni;
        if !(one_a_warp && k.is_power_of_two() && fragment_layout(m, k, whole, self.warp_bits).as_ref() == Some(layout)) {
            return None;
        }
        Some(self.a_words(a.dtype, regs, whole))
    }

    /// The `mma.sync` A fragments of `regs`, a 16-bit tile in the fragment layout of the warp
    /// tile `whole` (as wide as the tile: its `k`), one warp tile a warp: fragment `(i, t)`
    /// packs the outputs of the 16 x 8 fragments `2t` and `2t + 1` of row block `i`
    /// ([`Cx::a_fragments`]). Indexed `[t][i]`.
    pub(super) fn a_words(&mut self, d: DType, regs: &[V], whole: WarpTile) -> Vec<Vec<[V; 4]>> {
        let mut steps = Vec::with_capacity((whole.ni / 2) as usize);
        for t in 0..whole.ni / 2 {
            let mut rows = Vec::with_capacity(whole.mi as usize);
            for i in 0..whole.mi {
                let mut word = |j: u64, e: u64| {
                    let r = (4 * (j + whole.ni * i) + e) as usize;
                    let (low, high) = (self.half_bits(d, &regs[r]), self.half_bits(d, &regs[r + 1]));
                    self.pack_halves(&low, &high)
                };
                rows.push([word(2 * t, 0), word(2 * t, 2), word(2 * t + 1, 0), word(2 * t + 1, 2)]);
            }
            steps.push(rows);
        }
        steps
    }

    /// Writes the operands to shared memory between two barriers: A (`m x k`) at 0 and B
    /// (`k x n`, `b_bytes`) at `b_offset`, each row-major in padded rows ([`padded_row`]).
    fn stage_operands(&mut self, (da, la, ra): (DType, &Layout, &[V]), (db, lb, rb): (DType, &Layout, &[V]), (b_offset, b_bytes): (u64, u64)) {
        self.reserve_bytes(b_offset, b_bytes);
        self.barrier();
        self.write_halves(da, la, ra, 0);
        self.write_halves(db, lb, rb, b_offset);
        self.barrier();
    }

    /// The first row and column of warp tile number `t`.
    fn warp_tile_origin(&mut self, t: &V, across: u64, wt: WarpTile) -> (V, V) {
        let row_tile = self.f.bin("udiv", t, &V::i32(across as i64));
        let col_tile = self.f.bin("urem", t, &V::i32(across as i64));
        let row0 = self.f.bin("mul", &row_tile, &V::i32((16 * wt.mi) as i64));
        let col0 = self.f.bin("mul", &col_tile, &V::i32((8 * wt.ni) as i64));
        (row0, col0)
    }

    /// The loop over this warp's tiles: each one's `k` loop, its products stored at `c_offset`.
    fn warp_tiles(&mut self, d: DType, (m, n, k): (u64, u64, u64), wt: WarpTile, (b_offset, c_offset): (u64, u64)) {
        let across = n / (8 * wt.ni);
        let tiles = (m / (16 * wt.mi)) * across;
        let warps = 1i64 << self.warp_bits;
        let lane = self.lane.clone();
        let group = self.f.bin("lshr", &lane, &V::i32(2));
        let pair = self.f.bin("and", &lane, &V::i32(3));
        let pair = self.f.bin("shl", &pair, &V::i32(1));
        let warp = self.warp.clone();
        let tile_loop = self.begin_loop("mma_tile", &warp);
        let in_range = self.f.cmp("icmp", "slt", &tile_loop.value, &V::i32(tiles as i64));
        let (body, done) = (self.f.block("mma_tile_body"), self.f.block("mma_tile_done"));
        self.f.cond_br(&in_range, body, done);
        self.f.switch_to(body);
        let (row0, col0) = self.warp_tile_origin(&tile_loop.value, across, wt);
        let zeros = vec![V::float(Ty::Float, 0.0); (wt.mi * wt.ni * 4) as usize];
        let (a_at, b_at) = self.staging_bases(b_offset);
        let sums = self.k_loop(d, (n, k), wt, (a_at, InShared::rows(b_at)), (row0.clone(), col0.clone()), &zeros);
        // Fragment element e of fragment (i, j): rows group and group + 8, columns pair, pair + 1.
        for i in 0..wt.mi as usize {
            let out_row = self.offset(&row0, &group, 16 * i as u64);
            for j in 0..wt.ni as usize {
                let out_col = self.offset(&col0, &pair, 8 * j as u64);
                for (e, s) in sums[(i * wt.ni as usize + j) * 4..][..4].iter().enumerate() {
                    let row = self.f.bin("add", &out_row, &V::i32(8 * (e as i64 / 2)));
                    let col = self.f.bin("add", &out_col, &V::i32(e as i64 % 2));
                    let idx = self.index(&row, n, &col);
                    self.write_smem_at(DType::F32, c_offset, &idx, s).expect("f32 has a shared-memory type");
                }
            }
        }
        self.end_loop(&tile_loop, warps, done);
    }

    /// The `k` loop of the warp tile whose first row and column are `(row0, col0)`: its
    /// `MI x NI x 4` f32 sums, starting from `init`. Each 16-wide step loads A's fragments with
    /// one `ldmatrix.x4` per 16 rows and B's with one `ldmatrix.x4.trans` per 16 columns (`.x2`
    /// for a warp tile 8 wide): lane `l` gives the address of row `l % 16` of the step's 16
    /// rows (A's, or B's `k` rows), at column `8 (l / 16)` of the 16 (nvvm-lowering.md §3.2).
    /// B held transposed (`n x k` rows) loads as A does, without `.trans`: lane `l` gives row
    /// `8 (l / 16) + l % 8` of the 16 columns, at `k` column `8 ((l / 8) % 2)`, so that the
    /// four matrices are each column block's two `k` halves in turn.
    fn k_loop(&mut self, d: DType, (n, k): (u64, u64), wt: WarpTile, (a_at, b): (V, InShared), (row0, col0): (V, V), init: &[V]) -> Vec<V> {
        let (row_own, col_own) = self.ldmatrix_lane();
        let a_rows: Vec<V> = (0..wt.mi).map(|i| self.offset(&row0, &row_own, 16 * i)).collect();
        let (b_cols, b_k_own) = self.b_lanes(wt, b.transposed, &col0, (&row_own, &col_own));
        let entry = self.f.current();
        let kk = self.begin_loop("mma_k16", &V::i32(0));
        let count = (wt.mi * wt.ni * 4) as usize;
        let phis: Vec<(PhiId, V)> = (0..count).map(|_| self.f.phi(kk.head, Ty::Float)).collect();
        for ((p, _), v) in phis.iter().zip(init) {
            self.f.add_incoming(*p, v, entry);
        }
        let a_col = self.f.bin("add", &kk.value, &col_own);
        let b_k = self.f.bin("add", &kk.value, &b_k_own);
        let a_frags: Vec<[V; 4]> = a_rows
            .iter()
            .map(|row| {
                let at = self.index(row, padded_row(k), &a_col);
                let at = self.plus(&at, &a_at);
                let r = self.ldmatrix(4, false, &at);
                [r[0].clone(), r[1].clone(), r[2].clone(), r[3].clone()]
            })
            .collect();
        let b_frags = self.b_fragments((n, k), wt, &b, (&b_cols, &b_k));
        let sums: Vec<V> = phis.iter().map(|(_, v)| v.clone()).collect();
        let next = self.step_products(d, &a_frags, &b_frags, &sums);
        let here = self.end_loop_at(&kk, 16, k);
        for ((p, _), v) in phis.iter().zip(&next) {
            self.f.add_incoming(*p, v, here);
        }
        next
    }

    /// The `k` steps of a warp tile whose A fragments this thread holds already
    /// (`a_steps[t][i]`: step `t`, rows `16 i ..`; [`Cx::a_fragments`]), unrolled: B's
    /// fragments as [`Cx::k_loop`] loads them, the sums starting from `init`.
    fn k_unrolled(&mut self, d: DType, (n, k): (u64, u64), wt: WarpTile, (a_steps, b): (&[Vec<[V; 4]>], InShared), col0: &V, init: &[V]) -> Vec<V> {
        let (row_own, col_own) = self.ldmatrix_lane();
        let (b_cols, b_k_own) = self.b_lanes(wt, b.transposed, col0, (&row_own, &col_own));
        let mut sums = init.to_vec();
        for (t, a_frags) in a_steps.iter().enumerate() {
            let b_k = self.plus(&b_k_own, &V::i32(16 * t as i64));
            let b_frags = self.b_fragments((n, k), wt, &b, (&b_cols, &b_k));
            sums = self.step_products(d, a_frags, &b_frags, &sums);
        }
        sums
    }

    /// This lane's row (`l % 16`) and column (`8 (l / 16)`) of the 16 x 16 block an
    /// `ldmatrix.x4` reads.
    fn ldmatrix_lane(&mut self) -> (V, V) {
        let lane = self.lane.clone();
        let row_own = self.f.bin("and", &lane, &V::i32(15));
        let col_own = self.f.bin("lshr", &lane, &V::i32(4));
        (row_own, self.f.bin("shl", &col_own, &V::i32(3)))
    }

    /// Where this lane's `ldmatrix` rows of B start: the column of each pair of 8-wide
    /// fragments of the warp tile at column `col0`, and the lane's `k` row within a step (B
    /// held transposed: its column and `k` column, see [`Cx::k_loop`]). `row_own` and
    /// `col_own`: the lane's row (`l % 16`) and column (`8 (l / 16)`) of a 16 x 16 block.
    fn b_lanes(&mut self, wt: WarpTile, transposed: bool, col0: &V, (row_own, col_own): (&V, &V)) -> (Vec<V>, V) {
        let lane = self.lane.clone();
        let (b_col_own, b_k_own) = if transposed {
            let low = self.f.bin("and", &lane, &V::i32(7));
            let col = self.f.bin("or", col_own, &low);
            let half = self.f.bin("lshr", &lane, &V::i32(3));
            let half = self.f.bin("and", &half, &V::i32(1));
            (col, self.f.bin("shl", &half, &V::i32(3)))
        } else {
            (col_own.clone(), row_own.clone())
        };
        let b_cols = (0..wt.ni.div_ceil(2)).map(|j| self.offset(col0, &b_col_own, 16 * j)).collect();
        (b_cols, b_k_own)
    }

    /// B's fragments of one 16-wide `k` step whose rows this lane addresses at `b_k`.
    fn b_fragments(&mut self, (n, k): (u64, u64), wt: WarpTile, b: &InShared, (b_cols, b_k): (&[V], &V)) -> Vec<[V; 2]> {
        let mut b_frags: Vec<[V; 2]> = Vec::with_capacity(wt.ni as usize);
        for col in b_cols {
            let at = if b.transposed { self.index(col, padded_row(k), b_k) } else { self.index(b_k, padded_row(n), col) };
            let at = self.plus(&at, &b.at);
            let r = self.ldmatrix(if wt.ni == 1 { 2 } else { 4 }, !b.transposed, &at);
            for pair in r.chunks(2) {
                b_frags.push([pair[0].clone(), pair[1].clone()]);
            }
        }
        b_frags
    }

    /// One 16-wide `k` step of a warp tile: `sums` (fragment `(i, j)` at `4 (j + NI i)`) plus
    /// each A fragment times each B fragment.
    fn step_products(&mut self, d: DType, a_frags: &[[V; 4]], b_frags: &[[V; 2]], sums: &[V]) -> Vec<V> {
        let mut next = Vec::with_capacity(sums.len());
        for a in a_frags {
            for b in b_frags {
                let i = next.len();
                next.extend(self.mma_16816(d, a, b, &sums[i..i + 4]));
            }
        }
        next
    }

    /// `ldmatrix.sync.aligned.m8n8.x{count}` (`.trans`: transposed) of 16-bit elements: this
    /// lane gives the address of 16-bit element `idx` of shared memory (a row of one of the
    /// `count` 8 x 8 matrices); returns the `count` 32-bit registers it receives.
    fn ldmatrix(&mut self, count: usize, trans: bool, idx: &V) -> Vec<V> {
        let p = self.smem_abs_ptr(Ty::I16, idx);
        let addr = self.f.conv("ptrtoint", &p, Ty::I32);
        let outs: Vec<String> = (0..count).map(|i| format!("${i}")).collect();
        let ptx = format!(
            "ldmatrix.sync.aligned.m8n8.x{count}{}.shared.b16 {{{}}}, [${count}];",
            if trans { ".trans" } else { "" },
            outs.join(", ")
        );
        let constraints = format!("{}r,~{{memory}}", "=r,".repeat(count));
        let out = self.f.asm(Ty::Struct(vec![Ty::I32; count]), &ptx, &constraints, &[&addr], true);
        (0..count).map(|i| self.f.extract_value(&out, i as u32)).collect()
    }

    /// Writes a 2-D tile of f16 or bf16 registers to shared memory at `offset`, row-major as
    /// 16-bit elements in rows [`padded_row`] long. Registers that hold neighbours along a row
    /// (register bits 0, 1, 2 holding column bits 0, 1, 2, as the default layout's 16-byte
    /// vectors and the fragments' pairs do) go together, as one 32-bit word or a vector of two
    /// or four.
    pub(super) fn write_halves(&mut self, d: DType, layout: &Layout, regs: &[V], offset: u64) {
        self.write_placed(d, layout, regs, (offset, None));
    }

    /// [`Cx::write_halves`] in `wgmma`'s 128-byte swizzle ([`super::wgmma`]) instead of padded
    /// rows: a tile of `rows` rows at `offset` (on a 1024-byte atom), as its 64-column panels.
    pub(super) fn write_swizzled(&mut self, d: DType, layout: &Layout, regs: &[V], (offset, rows): (u64, u64)) {
        self.write_placed(d, layout, regs, (offset, Some(rows)));
    }

    /// [`Cx::write_halves`], in padded rows or (`swizzled_rows`) swizzled.
    fn write_placed(&mut self, d: DType, layout: &Layout, regs: &[V], (offset, swizzled_rows): (u64, Option<u64>)) {
        let cols = layout.shape[1];
        let width = padded_row(cols);
        let base = self.thread_base(layout);
        let run = layout.regs.iter().enumerate().take_while(|&(i, &b)| usize::from(b) == i).count();
        let halves = 1usize << run.min(3).min(usize::from(log2(cols)));
        for r in (0..regs.len()).step_by(halves) {
            let idx = self.f.bin("or", &base, &V::i32(layout.reg_offset(r) as i64));
            let row = self.f.bin("udiv", &idx, &V::i32(cols as i64));
            let col = self.f.bin("urem", &idx, &V::i32(cols as i64));
            let at = match swizzled_rows {
                Some(rows) => self.swizzled_index(rows, (&row, &col)),
                None => self.index(&row, width, &col),
            };
            let bits: Vec<V> = regs[r..r + halves].iter().map(|v| self.half_bits(d, v)).collect();
            if halves == 1 {
                let p = self.smem_ptr_of(Ty::I16, offset, &at);
                self.f.store_volatile(&bits[0], &p, 2);
                continue;
            }
            let words: Vec<V> = bits.chunks(2).map(|h| self.pack_halves(&h[0], &h[1])).collect();
            let w = self.f.bin("lshr", &at, &V::i32(1));
            if words.len() == 1 {
                let p = self.smem_ptr_of(Ty::I32, offset, &w);
                self.f.store_volatile(&words[0], &p, 4);
            } else {
                let n = words.len() as u32;
                let v = self.f.vector(Ty::vec(n, Ty::I32), &words);
                let p = self.smem_ptr_of(Ty::I32, offset, &w);
                let p = self.f.conv("bitcast", &p, Ty::ptr(3, Ty::vec(n, Ty::I32)));
                self.f.store_volatile(&v, &p, 4 * n);
            }
        }
    }

    /// The 16-bit element at which element `(row, col)` of a swizzled tile of `rows` rows lies
    /// (`wgmma::swizzled_offset`, halved): its place in the 16-byte chunk that holds it
    /// ([`Cx::swizzled_dst`]).
    fn swizzled_index(&mut self, rows: u64, (row, col): (&V, &V)) -> V {
        let (chunk, _) = self.swizzled_dst(rows, (row, col));
        let at = self.f.bin("lshr", &chunk, &V::i32(1));
        let within = self.f.bin("and", col, &V::i32(7));
        self.f.bin("add", &at, &within)
    }

    /// Two 16-bit values as one 32-bit word, `low` in the low half.
    fn pack_halves(&mut self, low: &V, high: &V) -> V {
        let low = self.f.conv("zext", low, Ty::I32);
        let high = self.f.conv("zext", high, Ty::I32);
        let high = self.f.bin("shl", &high, &V::i32(16));
        self.f.bin("or", &low, &high)
    }

    /// The 16 bits of an f16 or bf16 register as an i16.
    fn half_bits(&mut self, d: DType, v: &V) -> V {
        let bits = self.store_form(d, v);
        if bits.ty == Ty::Half { self.f.conv("bitcast", &bits, Ty::I16) } else { bits }
    }

    /// One `mma.sync.aligned.m16n8k16.row.col.f32` step: `c + a @ b`.
    fn mma_16816(&mut self, d: DType, a: &[V; 4], b: &[V; 2], c: &[V]) -> Vec<V> {
        let ty = if d == DType::BF16 { "bf16" } else { "f16" };
        let ptx = format!(
            "mma.sync.aligned.m16n8k16.row.col.f32.{ty}.{ty}.f32 {{$0, $1, $2, $3}}, {{$4, $5, $6, $7}}, {{$8, $9}}, {{$10, $11, $12, $13}};"
        );
        let args: Vec<&V> = a.iter().chain(b).chain(c).collect();
        let out = self.f.asm(Ty::Struct(vec![Ty::Float; 4]), &ptx, "=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f", &args, false);
        (0..4).map(|i| self.f.extract_value(&out, i)).collect()
    }

    /// `base + own + step`: a thread's coordinate in a block that starts `step` past `base`.
    fn offset(&mut self, base: &V, own: &V, step: u64) -> V {
        let at = self.f.bin("add", base, own);
        if step == 0 { at } else { self.f.bin("add", &at, &V::i32(step as i64)) }
    }

    /// `a + b`, or `a` where `b` is the constant 0.
    fn plus(&mut self, a: &V, b: &V) -> V {
        if b.int_const() == Some(0) { a.clone() } else { self.f.bin("add", a, b) }
    }

    /// The row-major element index `row * width + col`.
    fn index(&mut self, row: &V, width: u64, col: &V) -> V {
        let r = self.f.bin("mul", row, &V::i32(width as i64));
        self.f.bin("add", &r, col)
    }

    /// Opens a loop whose counter starts at `start`: its head block is current after this.
    fn begin_loop(&mut self, name: &'static str, start: &V) -> Loop {
        let entry = self.f.current();
        let head = self.f.block(name);
        self.f.br(head);
        self.f.switch_to(head);
        let (counter, value) = self.f.phi(head, Ty::I32);
        self.f.add_incoming(counter, start, entry);
        Loop { name, head, counter, value }
    }

    /// Closes a loop that tests its bound at its head: the counter steps by `step` and
    /// control returns to the head; `exit` is current after this.
    fn end_loop(&mut self, l: &Loop, step: i64, exit: BlockId) {
        let next = self.f.bin("add", &l.value, &V::i32(step));
        let here = self.f.current();
        self.f.add_incoming(l.counter, &next, here);
        self.f.br(l.head);
        self.f.switch_to(exit);
    }

    /// Closes a loop that runs while the counter, stepped by `step`, stays below `bound`;
    /// returns the block the back edge leaves from. The exit block is current after this.
    fn end_loop_at(&mut self, l: &Loop, step: i64, bound: u64) -> BlockId {
        let next = self.f.bin("add", &l.value, &V::i32(step));
        let here = self.f.current();
        self.f.add_incoming(l.counter, &next, here);
        let more = self.f.cmp("icmp", "slt", &next, &V::i32(bound as i64));
        let exit = self.f.block(&format!("{}_done", l.name));
        self.f.cond_br(&more, l.head, exit);
        self.f.switch_to(exit);
        here
    }
}

/// Whether `mma` of these tiles runs on tensor cores with the accumulator in registers:
/// [`fragment_tile`] of their dtypes and shape for a block of `2^warp_bits` warps.
pub(super) fn fragments_take(a: &Tile, b: &Tile, acc: &Tile, warps: (u8, bool)) -> Option<(WarpTile, Layout)> {
    if acc.shape.len() != 2 {
        return None;
    }
    fragment_tile(a.dtype, b.dtype, acc.dtype, (acc.shape[0], acc.shape[1], a.shape[1]), warps)
}

/// Whether `mma` of these tiles runs on tensor cores: [`warp_tile`] of their dtypes and shape.
pub(super) fn tensor_cores_take(a: &Tile, b: &Tile, acc: &Tile) -> Option<WarpTile> {
    if acc.shape.len() != 2 {
        return None;
    }
    warp_tile(a.dtype, b.dtype, acc.dtype, acc.shape[0], acc.shape[1], a.shape[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_into_f32_in_whole_steps_take_tensor_cores() {
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::F32, 64, 64, 32), Some(WarpTile { mi: 2, ni: 4 }));
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 16, 24, 16), Some(WarpTile { mi: 1, ni: 1 }));
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 48, 16, 16), Some(WarpTile { mi: 1, ni: 2 }));
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::F32, 128, 128, 256), Some(WarpTile { mi: 2, ni: 4 }));
    }

    /// The element index the layout gives register `r` of lane `l` in warp `w`.
    fn element(layout: &Layout, r: usize, l: u64, w: u64) -> u64 {
        let lanes: u64 = layout.lanes.iter().enumerate().filter(|(j, _)| l >> j & 1 == 1).map(|(_, b)| 1 << b.unwrap()).sum();
        let warps: u64 = layout.warps.iter().enumerate().filter(|(j, _)| w >> j & 1 == 1).map(|(_, b)| 1 << b.unwrap()).sum();
        layout.reg_offset(r) + lanes + warps
    }

    #[test]
    fn fragment_layout_puts_each_output_where_mma_sync_leaves_it() {
        let cases = [(64, 64, 2), (128, 128, 2), (128, 256, 3), (32, 64, 1), (128, 64, 3), (16, 32, 0), (256, 128, 3)];
        let small = cases.iter().map(|&(m, n, w)| (m, n, w, largest_warp_tile(m, n)));
        let taken = cases.iter().filter_map(|&(m, n, w)| fragment_tile(DType::BF16, DType::BF16, DType::F32, (m, n, 16), (w, false)).map(|(wt, _)| (m, n, w, wt)));
        let whole_rows = cases.iter().filter_map(|&(m, n, w)| whole_rows_tile(m, n, w).map(|wt| (m, n, w, wt)));
        for (m, n, warp_bits, wt) in small.chain(taken).chain(whole_rows) {
            let layout = fragment_layout(m, n, wt, warp_bits).expect("a warp tile per warp");
            let (warps, across) = (1u64 << warp_bits, n / (8 * wt.ni));
            let mut seen = vec![false; (m * n) as usize];
            for w in 0..warps {
                for l in 0..32 {
                    for r in 0..layout.num_regs() {
                        // Register e + 4 (j + NI (i + MI s)).
                        let (e, j, i, s) = (r % 4, (r / 4) as u64 % wt.ni, (r / 4) as u64 / wt.ni % wt.mi, (r / 4) as u64 / (wt.ni * wt.mi));
                        let t = w + warps * s;
                        let row = t / across * 16 * wt.mi + 16 * i + l / 4 + 8 * (e as u64 / 2);
                        let col = t % across * 8 * wt.ni + 8 * j + 2 * (l % 4) + e as u64 % 2;
                        let at = element(&layout, r, l, w);
                        assert_eq!(at, row * n + col, "{m} x {n}, {warps} warps: register {r} of lane {l}, warp {w}");
                        seen[at as usize] = true;
                    }
                }
            }
            assert!(seen.iter().all(|&s| s), "{m} x {n}: every output held");
        }
    }

    #[test]
    fn fewer_warp_tiles_than_warps_keep_products_in_shared_memory() {
        assert_eq!(fragment_layout(16, 8, WarpTile { mi: 1, ni: 1 }, 2), None);
        assert_eq!(fragment_layout(32, 32, WarpTile { mi: 2, ni: 4 }, 1), None);
        assert!(fragment_tile(DType::BF16, DType::BF16, DType::F32, (32, 32, 16), (2, false)).is_none());
        // No limit on the outputs: 128 x 256 keeps its products in registers, in 64 x 64 warp
        // tiles, one a warp; 64 x 64 over 4 warps takes 32 x 32 ones.
        let wt = |m, n, w| fragment_tile(DType::BF16, DType::BF16, DType::F32, (m, n, 64), (w, false)).map(|(wt, _)| (wt.mi, wt.ni));
        assert_eq!(wt(128, 256, 3), Some((4, 8)));
        assert_eq!(wt(128, 128, 2), Some((4, 8)));
        assert_eq!(wt(64, 64, 2), Some((2, 4)));
        assert!(fragment_tile(DType::BF16, DType::BF16, DType::BF16, (128, 128, 64), (2, false)).is_none());
    }

    #[test]
    fn products_reduced_along_rows_give_each_warp_whole_rows() {
        let wt = |m, n, w| whole_rows_tile(m, n, w).map(|wt| (wt.mi, wt.ni));
        // Attention's 64 x 128 scores over 4 warps: 16 whole rows a warp.
        assert_eq!(wt(64, 128, 2), Some((1, 16)));
        assert_eq!(wt(128, 64, 3), Some((1, 8)));
        assert_eq!(wt(128, 64, 2), Some((2, 8)));
        // 128 accumulators a thread, or fewer rows than warps: the usual tiles.
        assert_eq!(wt(128, 128, 2), None);
        assert_eq!(wt(32, 64, 3), None);
        let text = "kernel @k (%A a: array<bf16, 2>, %O o: array<f32, 2>) {
  %z = constant 0 : tile<i32>
  %a = load zero %A[%z, %z] : tile<64x64xbf16>
  %zero = constant 0.0 : tile<64x64xf32>
  %s = mma %a, %a, %zero : tile<64x64xf32>
  %e = exp %s : tile<64x64xf32>
  %m = reduce max 1 %e : tile<64x64xf32> -> tile<64xf32>
  %m2 = reshape %m : tile<64xf32> -> tile<64x1xf32>
  store %O[%z, %z], %m2
  return
}";
        let k = tile_lang::tir::parse::parse_kernel(text).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(rows_first(&k));
        // Through an `if` that yields the products or a masked copy of them.
        let masked = text.replace(
            "  %e = exp %s : tile<64x64xf32>\n",
            "  %c = cmp gt %z, %z : tile<bool>\n  %e = if %c : tile<64x64xf32> {\n    %x = exp %s : tile<64x64xf32>\n    yield %x\n  } else {\n    yield %s\n  }\n",
        );
        assert!(rows_first(&tile_lang::tir::parse::parse_kernel(&masked).unwrap_or_else(|e| panic!("{e:?}\n{masked}"))));
        let along_columns = tile_lang::tir::parse::parse_kernel(&text.replace("reduce max 1 %e : tile<64x64xf32> -> tile<64xf32>", "reduce max 0 %e : tile<64x64xf32> -> tile<64xf32>")).unwrap_or_else(|e| panic!("{e:?}"));
        assert!(!rows_first(&along_columns));
    }

    #[test]
    fn an_attention_loop_carries_its_statistics_and_accumulator_in_the_products_layouts() {
        let text = "kernel @k (%A a: array<bf16, 2>, %O o: array<f32, 2>) {
  %z = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %n = array_dim 0 %A : tile<i32>
  %a = load zero %A[%z, %z] : tile<64x64xbf16>
  %zero = constant 0.0 : tile<64x64xf32>
  %m0 = constant -1e30 : tile<64x1xf32>
  %acc, %m = for %z to %n step %one iter(%zero, %m0) : (tile<64x64xf32>, tile<64x1xf32>) {
  ^(%j: tile<i32>, %acc1: tile<64x64xf32>, %m1: tile<64x1xf32>):
    %s = mma %a, %a, %zero : tile<64x64xf32>
    %r = reduce max 1 %s : tile<64x64xf32> -> tile<64xf32>
    %r2 = reshape %r : tile<64xf32> -> tile<64x1xf32>
    %m2 = max %m1, %r2 : tile<64x1xf32>
    %alpha = sub %m1, %m2 : tile<64x1xf32>
    %ab = broadcast %alpha : tile<64x1xf32> -> tile<64x64xf32>
    %scaled = mul %acc1, %ab : tile<64x64xf32>
    %p = cast %s : tile<64x64xf32> -> tile<64x64xbf16>
    %acc2 = mma %p, %a, %scaled : tile<64x64xf32>
    continue %acc2, %m2
  }
  store %O[%z, %z], %acc
  return
}";
        let k = tile_lang::tir::parse::parse_kernel(text).unwrap_or_else(|e| panic!("{e:?}"));
        let hints = fragment_hints(&k, 2, &HashSet::new());
        let mut loop_op = None;
        k.walk(|op| loop_op = loop_op.or(matches!(k.ops[op].kind, OpKind::For).then_some(op)));
        let params = &k.blocks[k.ops[loop_op.expect("a loop")].regions[0]].params;
        let (acc1, m1) = (params[1], params[2]);
        let (wt, layout) = fragment_tile(DType::BF16, DType::BF16, DType::F32, (64, 64, 64), (2, true)).expect("fragments");
        assert_eq!(wt, WarpTile { mi: 1, ni: 8 });
        assert_eq!(hints.get(&acc1), Some(&layout));
        assert_eq!(hints.get(&m1), Some(&layout.slice(1).reshaped(&[64, 1])));
    }

    #[test]
    fn other_dtypes_partial_steps_and_oversized_tiles_stay_on_cuda_cores() {
        assert_eq!(warp_tile(DType::F32, DType::F32, DType::F32, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::BF16, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::F16, DType::BF16, DType::F32, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 64, 64, 8), None);
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 8, 64, 16), None);
        // More outputs than pay for their trip through shared memory.
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::F32, 128, 256, 64), None);
        // More shared memory than a block has.
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::F32, 128, 128, 2048), None);
    }
}
