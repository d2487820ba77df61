//! Software-pipelined `k` loops: the operand tiles of tensor-core `mma`s copied from global
//! to shared memory with `cp.async`, several iterations ahead of the products that read them.
//!
//! Without this, each iteration of a GEMM's `k` loop loads A's and B's tiles into registers,
//! waits for them, writes them to shared memory between two barriers and only then runs its
//! `mma.sync` steps: nothing overlaps the loads. Here a `for` loop whose body loads tiles only
//! to feed them to `mma`s that keep their accumulator in registers ([`plans`]) gets a ring of
//! `S` stages in shared memory, each with room for every such tile (row-major, in the padded
//! rows `ldmatrix` reads). Before the loop, iterations `0 .. S - 1` are issued (one
//! `cp.async` commit group each); iteration `i` waits until its own group has landed
//! (`cp.async.wait_group S - 2`), passes one barrier, issues iteration `i + S - 1` into the
//! stage iteration `i - 1` read (every warp has finished with it: they all passed the
//! barrier), and runs its products from stage `i mod S`. After the loop every group is
//! drained before shared memory is used for anything else.
//!
//! A staged tile may be read as an `mma`'s A or B, or through a 2-D transpose as B (read from
//! the tile's rows, as an NT product reads B: attention's `q @ k.T`). An `mma` that reads one
//! operand from the ring takes the other from where it is: written once above the stages
//! before the loop when it is bound before the loop ([`LoopPlan::resident`]: attention's query
//! tile), else written from registers each iteration (or read as fragments from registers,
//! [`super::mma_sync`]). Where the stages of every staged tile do not fit twice, tiles leave
//! the ring, last first, and load as they would without it.
//!
//! A staged load needs 16-bit elements, rows (or columns) of unit stride, `padding=zero`, an array the
//! kernel does not write, and a 2-D tile (or one whose leading extents are 1, reshaped to its
//! last two). Each copy moves 16 bytes (`cp.async.cg`) where the rows start on 16 bytes, else 8
//! or 4 (`cp.async.ca`, [`copy_width`]); what lies outside the array (or belongs to an
//! iteration past the loop's end) is zero-filled by the copy's source size. A transposed view
//! (unit stride along the tile's rows) is copied along its columns instead and stored
//! transposed ([`StagedLoad::stored_transposed`]): read as B, it is the rows of B's transpose
//! (as an NT product's B); read as A, only a `wgmma` takes it (MN-major), so elsewhere such an
//! A loads into registers as without the ring. The copies are
//! straight-line code from a running pointer, so that ptxas spreads them among the products.
//! The index of an iteration ahead is computed afresh from the loop variable: a staged load's
//! indices are integer arithmetic of the loop variable and of values defined before the loop.
//! `S` is 2 to 4: what an `occupancy` hint's share of shared memory holds, else
//! [`DEFAULT_STAGES`]. The products are the same `mma.sync` steps in the same order as without
//! the ring, so results do not change.
//!
//! On sm_90 an `mma` whose B the ring holds, and A too (or resident, or in registers), may run
//! as `wgmma` ([`super::wgmma`]; [`Ring::with_candidates`]): its tiles are then written in
//! `wgmma`'s 128-byte swizzle instead of padded rows (each on a 1024-byte atom; a resident A
//! too), and each iteration fences the landed copies for the async proxy
//! (`fence.proxy.async`) before its barrier. Where the
//! block has the SM to itself, the products stay in flight into the next iteration
//! ([`Ring::defers_wgmma`]) and the copies run one iteration less ahead ([`Ring::ahead`]).
//! Where the launcher builds tensor maps, those swizzled tiles load by TMA instead, one thread
//! filling each stage and every thread waiting on the stage's `mbarrier` ([`super::tma`]).

use std::collections::{HashMap, HashSet};

use tile_lang::tir::{self, ArrayFacts, Block, Kernel, OpKind, Padding, Value};
use tile_lang::DType;

use super::ir::{Ty, V};
use super::lower::{ArrayView, Cx};
use super::LowerError;
use super::mma_sync::{mma_fragments, padded_row, InShared};
use super::tile::{reg_ty, Tile};
use super::tma::TmaLoad;
use super::wgmma::{self, ATOM};
use super::MAX_SHARED_BYTES;

/// Shared memory the ring may take: what is left is for the loop body's own staging. A kernel
/// with an `occupancy` hint of `n` blocks an SM gives its ring at most an `n`-th of an SM's
/// shared memory, less [`RING_HEADROOM`], so that `n` blocks fit; without a hint, see
/// [`DEFAULT_STAGES`].
const RING_BYTES: u64 = 160 * 1024;

/// What a ring leaves of a block's share of shared memory under an `occupancy` hint: room for
/// the body's staging and the driver's own kilobyte per block.
const RING_HEADROOM: u64 = 8 * 1024;

/// The most stages a ring has.
const MAX_STAGES: u64 = 4;

/// The stages a ring has without an `occupancy` hint, where they fit: more where two blocks an
/// SM still fit with them. Without a hint, 128 x 128 x 64 tiles get three stages of 35 KiB,
/// so that two blocks share an SM (bf16 GEMM 4096^3, 4 warps: 331 TFLOP/s, where four stages
/// and one block ran at 276; the batched kernel `bmm` at 8 warps lost 9 % with four stages
/// against none, H200, bench/results/2026-11-28-nvvm-cp-async); 128 x 256 x 64 gets three of
/// 51 KiB, one block.
const DEFAULT_STAGES: u64 = 3;

/// What pipelining one `for` loop takes: its staged loads, in body order, and how the body's
/// `mma`s read them.
#[derive(Clone, Debug)]
pub(super) struct LoopPlan {
    pub loads: Vec<StagedLoad>,
    /// The values the loop body defines, its parameters included: the rest of what a staged
    /// load's indices read is bound before the loop.
    pub inside: HashSet<Value>,
    /// The `mma` operands the ring holds, by value: a staged load's tile, or its transpose.
    pub operands: HashMap<Value, RingOperand>,
    /// Operands of the body's tensor-core `mma`s bound before the loop (attention's query
    /// tile): written to shared memory once, before the loop, instead of once an iteration.
    pub resident: Vec<Resident>,
    /// The body's `mma`s that read an operand from the ring or a resident one.
    pub mmas: HashSet<tir::Op>,
}

/// A 2-D tile of 16-bit elements bound before a pipelined loop that an `mma` of its body
/// reads ([`LoopPlan::resident`]).
#[derive(Clone, Copy, Debug)]
pub(super) struct Resident {
    pub value: Value,
    pub rows: u64,
    pub cols: u64,
}

/// An `mma` operand read from the ring: staged load `load`'s tile, or with `transposed` its
/// transpose (B = K^T of attention's scores, read from K's rows).
#[derive(Clone, Copy, Debug)]
pub(super) struct RingOperand {
    pub load: Value,
    pub transposed: bool,
}

/// One load of the loop body whose tile goes through the ring.
#[derive(Clone, Debug)]
pub(super) struct StagedLoad {
    pub op: tir::Op,
    /// The `mma` operand: the load's result, or its reshape to 2-D where the load has leading
    /// dimensions of extent 1 (`reshape(load(A, index=(z, i, k), shape=(1, tm, tk)), (tm, tk))`).
    pub value: Value,
    /// The ops' results the ring stands for (the load's, and its reshape's), which the body's
    /// lowering skips.
    pub skipped: Vec<Value>,
    /// The tile's last two extents.
    pub rows: u64,
    pub cols: u64,
    /// Whether the tile goes to shared memory as its transpose (`cols` rows of `rows`
    /// elements): its array has unit stride along the tile's rows (a transposed view), so a
    /// copy moves a piece of a column ([`copy_form`]). Set by [`Cx::ring_for`].
    pub stored_transposed: bool,
}

impl StagedLoad {
    /// Bytes of one stage's copy of the tile: in padded rows, or with `swizzled` in
    /// `wgmma`'s 128-byte swizzle ([`wgmma::swizzled_offset`]: no padding, whole atoms).
    fn bytes(&self, swizzled: bool) -> u64 {
        let (rows, cols) = self.stored();
        if swizzled { (2 * rows * cols).next_multiple_of(ATOM) } else { tile_bytes(rows, cols) }
    }

    /// The rows and columns the tile has in shared memory: its own, or its transpose's.
    pub(super) fn stored(&self) -> (u64, u64) {
        if self.stored_transposed { (self.cols, self.rows) } else { (self.rows, self.cols) }
    }

    /// The dimensions of a rank-`rank` array along the stored tile's rows and along its
    /// (contiguous) columns: the array's last two, swapped where the tile is stored transposed.
    pub(super) fn stored_dims(&self, rank: usize) -> (usize, usize) {
        if self.stored_transposed { (rank - 1, rank - 2) } else { (rank - 2, rank - 1) }
    }
}

/// Bytes of a `rows x cols` tile of 16-bit elements in shared memory: its rows padded
/// ([`padded_row`]), the region rounded up to 128 bytes.
fn tile_bytes(rows: u64, cols: u64) -> u64 {
    (2 * rows * padded_row(cols)).next_multiple_of(128)
}

/// A ring being filled and read in a loop being lowered.
#[derive(Clone, Debug)]
pub(super) struct Ring {
    pub plan: LoopPlan,
    pub stages: u64,
    /// Bytes of one stage.
    pub stage_bytes: u64,
    /// Each staged load's byte offset within a stage, by its result.
    pub offsets: HashMap<Value, u64>,
    /// Each staged load's elements per copy ([`copy_width`]), by its result.
    pub widths: HashMap<Value, u64>,
    /// The values whose ops the body's lowering skips ([`StagedLoad::skipped`], and the
    /// transposes of staged tiles).
    pub skipped: HashSet<Value>,
    /// The byte offset of each resident operand ([`LoopPlan::resident`]), above the stages.
    pub resident: HashMap<Value, u64>,
    /// Bytes the resident operands take.
    pub resident_bytes: u64,
    /// This thread's copies of each staged load ([`Lane`]), by its result: computed once,
    /// before the loop.
    pub lanes: HashMap<Value, Lane>,
    /// The byte offset of the stage this iteration reads (i32), once inside the body.
    pub current: Option<V>,
    /// The staged loads written in `wgmma`'s 128-byte swizzle instead of padded rows, by
    /// result: those only `wgmma`s read.
    pub swizzled: HashSet<Value>,
    /// The body's `mma`s that run as `wgmma` ([`super::wgmma`]): both operands swizzled here.
    pub wgmma: HashSet<tir::Op>,
    /// Iterations the copies run ahead of the products: `S - 1`, or `S - 2` where the
    /// body's one `wgmma` is left in flight across the next iteration's top
    /// ([`Ring::defers_wgmma`]), so that the stage it reads is not refilled under it.
    pub ahead: u64,
    /// Whether the stages fill one block's share of shared memory, where two blocks an SM
    /// would not have had three stages each (`deep` of [`Ring::with_all`]): the block then has
    /// the SM's tensor cores to itself.
    pub alone: bool,
    /// The staged loads that load by TMA ([`super::tma`]), by result.
    pub tma: HashMap<Value, TmaLoad>,
}

/// One tile's copies into one stage: elements per copy, this thread's start, and the byte
/// offset of the tile's region in shared memory (i32).
struct Copies<'a> {
    w: u64,
    lane: &'a Lane,
    region: V,
}

/// Where a thread's copies of a staged tile go, as values computed once before the loop. The
/// tile's `rows x cols / w` chunks of `w` elements go to the threads in turn, row-major, and
/// a row's chunks divide among the threads: so the thread's `j`-th chunk is `j * step` rows
/// below its first, in the same columns.
#[derive(Clone, Debug)]
pub(super) struct Lane {
    /// Rows between the thread's chunks (the threads over the chunks in a row).
    step: u64,
    /// The thread's chunks (some threads of the last may have none: [`Lane::row`]).
    count: u64,
    /// The row and first column of its first chunk in the tile (i32).
    row: V,
    col: V,
    /// Elements from the tile's first element in the array to its first chunk (i64), and
    /// between its chunks (i64: `step` rows).
    src: V,
    src_step: V,
    /// Bytes from the start of the tile's region in a stage to its first chunk (i32), and
    /// between its chunks.
    dst: V,
    dst_step: u64,
    /// In the swizzle, chunks `step` rows apart where `step` is 4 mod 8: the odd chunks' rows
    /// are 4 more mod 8, their pieces at the other half of the row (offset XOR 64).
    flip: bool,
}

impl LoopPlan {
    /// The plan with only the loads `keep` keeps (the others load into registers as they
    /// would without a ring), if one is left.
    fn keeping(self, keep: impl Fn(&StagedLoad) -> bool) -> Option<LoopPlan> {
        let (loads, dropped): (Vec<StagedLoad>, Vec<StagedLoad>) = self.loads.into_iter().partition(|l| keep(l));
        let gone: HashSet<Value> = dropped.iter().map(|l| l.value).collect();
        let operands = self.operands.into_iter().filter(|(_, r)| !gone.contains(&r.load)).collect();
        (!loads.is_empty()).then_some(LoopPlan { loads, operands, ..self })
    }
}

impl Ring {
    /// The ring of `plan`, with as many of its loads, first to last, as two stages hold beside
    /// its resident operands (attention at D = 128 in 64 x 128 tiles, two blocks an SM: K's
    /// tiles alone).
    #[cfg(test)]
    fn new(plan: LoopPlan, widths: HashMap<Value, u64>, occupancy: u32) -> Option<Ring> {
        Ring::with_candidates(plan, widths, occupancy, None)
    }

    /// [`Ring::new`] with the `wgmma` `candidates` of kernel `k` ([`wgmma::candidates`], in a
    /// block of `2^warp_bits` warps) that the ring's loads serve running as `wgmma`
    /// ([`wgmma_tiles`]): their tiles swizzled, which is smaller than padded rows, so that
    /// whether the stages fit is asked of the tiles as they will be (attention at D = 256:
    /// two stages of K and V beside q fit only swizzled).
    fn with_candidates(plan: LoopPlan, widths: HashMap<Value, u64>, occupancy: u32, wgmma: Option<(&HashSet<tir::Op>, &Kernel, u8)>) -> Option<Ring> {
        let mut plan = plan;
        loop {
            let (ops, swizzled) = wgmma.map(|w| wgmma_tiles(&plan, &widths, w)).unwrap_or_default();
            // Only a product whose result the loop merely carries may run on past its iteration.
            let deep = ops.len() == 1 && wgmma.is_some_and(|(_, k, _)| ops.iter().all(|&o| only_carried(k, o)));
            if let Some(mut ring) = Ring::with_all(plan.clone(), widths.clone(), occupancy, (swizzled, deep)) {
                ring.wgmma = ops;
                if ring.defers_wgmma() {
                    ring.ahead = ring.stages - 2;
                }
                return Some(ring);
            }
            let last = plan.loads.last()?.value;
            plan = plan.keeping(|l| l.value != last)?;
        }
    }

    /// The ring of every load of `plan`, if two stages fit beside its resident operands; the
    /// loads `swizzled` in `wgmma`'s layout, each on an atom of its own, and then every stage.
    /// With `deep` and no `occupancy` hint, as many stages as one block's shared memory holds
    /// (up to [`MAX_STAGES`]) where two blocks an SM do not fit: a deferred `wgmma`
    /// ([`Ring::defers_wgmma`]) keeps one stage from the copies.
    fn with_all(plan: LoopPlan, widths: HashMap<Value, u64>, occupancy: u32, (swizzled, deep): (HashSet<Value>, bool)) -> Option<Ring> {
        let mut offsets = HashMap::new();
        let mut stage_bytes: u64 = 0;
        let align = if swizzled.is_empty() { 1 } else { ATOM };
        for l in &plan.loads {
            stage_bytes = stage_bytes.next_multiple_of(align);
            offsets.insert(l.value, stage_bytes);
            stage_bytes += l.bytes(swizzled.contains(&l.value));
        }
        let stage_bytes = stage_bytes.next_multiple_of(align);
        let resident_size = |r: &Resident| if swizzled.contains(&r.value) { (2 * r.rows * r.cols).next_multiple_of(ATOM) } else { tile_bytes(r.rows, r.cols) };
        let resident_bytes: u64 = plan.resident.iter().map(resident_size).sum();
        let share = |blocks: u64| (MAX_SHARED_BYTES / blocks).saturating_sub(RING_HEADROOM).min(RING_BYTES);
        let fit = |budget: u64| (budget.saturating_sub(resident_bytes) / stage_bytes.max(1)).min(MAX_STAGES);
        let alone = deep && matches!(occupancy, 0 | 1) && fit(share(2)) < 3;
        let stages = match occupancy {
            // Without a hint: two blocks an SM where three stages leave room for them, else
            // three stages (or what fits) for one.
            _ if alone => fit(MAX_SHARED_BYTES - RING_HEADROOM),
            0 | 1 => fit(share(2)).max(fit(RING_BYTES).min(DEFAULT_STAGES)),
            n => fit(share(u64::from(n))),
        };
        let mut resident = HashMap::new();
        let mut at = stages * stage_bytes;
        for r in &plan.resident {
            resident.insert(r.value, at);
            at += resident_size(r);
        }
        let transposes = plan.operands.iter().filter(|(_, r)| r.transposed).map(|(&v, _)| v);
        let skipped = plan.loads.iter().flat_map(|l| l.skipped.iter().copied()).chain(transposes).collect();
        let lanes = HashMap::new();
        let wgmma = HashSet::new();
        let ahead = stages.saturating_sub(1);
        let tma = HashMap::new();
        (stages >= 2).then_some(Ring { plan, stages, stage_bytes, offsets, widths, skipped, resident, resident_bytes, lanes, current: None, swizzled, wgmma, ahead, alone, tma })
    }

    /// Bytes the whole ring takes, its resident operands (and TMA's barriers) included: whole
    /// atoms where the ring has TMA's barriers, so that what the loop body stages above the ring
    /// starts as aligned as it would without them.
    pub fn bytes(&self) -> u64 {
        let barriers = if self.tma.is_empty() { 0 } else { (8 * self.stages).next_multiple_of(ATOM) };
        self.barriers_at() + barriers
    }

    /// Where the stages' TMA barriers start (bytes): above the stages and resident operands.
    pub fn barriers_at(&self) -> u64 {
        self.stages * self.stage_bytes + self.resident_bytes
    }

    /// Whether some staged tile still loads by `cp.async` (not TMA).
    fn copies(&self) -> bool {
        self.plan.loads.iter().any(|l| !self.tma.contains_key(&l.value))
    }

    /// Whether the body's `wgmma` products stay in flight past the end of an iteration
    /// (`wgmma.wait_group 1`), overlapping the next iteration's wait, barrier and copies: where
    /// the body has one `wgmma`, the block has the SM to itself ([`Ring::alone`]) and the copies
    /// can still run two iterations ahead (`S - 2`, [`Ring::ahead`]). Where two blocks share
    /// an SM, one block's products already fill the other's gaps: there deferring lost 3 % at
    /// 1024^3 (64 x 128 blocks, four stages) and 20 % at 2000 x 1000 x 776 (128 x 128, three
    /// stages, one iteration ahead), while 128 x 256 blocks alone on an SM gained 7-17 %
    /// (H200, bench/results/2026-11-28-nvvm-wgmma, w105).
    pub fn defers_wgmma(&self) -> bool {
        self.wgmma.len() == 1 && self.alone && self.stages >= 4
    }

}

/// The `candidates` ([`wgmma::candidates`] of kernel `k` in a block of `2^warp_bits` warps)
/// that run as `wgmma` with `plan`'s ring, and the tiles swizzled for them: a staged or
/// resident tile is swizzled where only such `mma`s read it (and a staged one's copies move
/// 16 bytes), and an `mma` runs as `wgmma` where its B is a swizzled staged tile and its A a
/// swizzled tile too or in registers ([`wgmma::a_in_registers`]).
fn wgmma_tiles(plan: &LoopPlan, widths: &HashMap<Value, u64>, (candidates, k, warp_bits): (&HashSet<tir::Op>, &Kernel, u8)) -> (HashSet<tir::Op>, HashSet<Value>) {
    let load_of = |v: &Value| plan.operands.get(v).map(|r| r.load);
    let resident = |v: &Value| plan.resident.iter().any(|r| r.value == *v);
    let reads = |o: &tir::Op| k.ops[*o].operands[..2].iter().map(|v| load_of(v).or(resident(v).then_some(*v))).collect::<Vec<_>>();
    let rows = |o: &tir::Op| k.ty(k.ops[*o].operands[2]).as_tile().map_or(0, |t| u64::from(t.shape[0]));
    let mut now: HashSet<tir::Op> = plan.mmas.iter().copied().filter(|o| candidates.contains(o) && reads(o)[1].is_some()).collect();
    loop {
        if now.is_empty() {
            return (now, HashSet::new());
        }
        let readers_ok = |v: Value| plan.mmas.iter().filter(|o| reads(o).contains(&Some(v))).all(|o| now.contains(o));
        let whole_rows = |l: &StagedLoad| widths.get(&l.value) == Some(&8) && l.stored().1.is_multiple_of(wgmma::ROW);
        let staged = plan.loads.iter().filter(|l| whole_rows(l) && readers_ok(l.value)).map(|l| l.value);
        let swizzled: HashSet<Value> = staged.chain(plan.resident.iter().map(|r| r.value).filter(|&v| readers_ok(v))).collect();
        let a_ok = |o: &tir::Op| reads(o)[0].map_or(wgmma::a_in_registers(rows(o), warp_bits), |v| swizzled.contains(&v));
        let kept: HashSet<tir::Op> = now.iter().copied().filter(|o| reads(o)[1].is_some_and(|v| swizzled.contains(&v)) && a_ok(o)).collect();
        if kept == now {
            return (now, swizzled);
        }
        now = kept;
    }
}

/// Whether op `o`'s result is read only by `continue`s (a loop's next value of a slot).
fn only_carried(k: &Kernel, o: tir::Op) -> bool {
    let result = k.ops[o].results[0];
    let mut only = true;
    k.walk(|user| {
        let d = &k.ops[user];
        only &= matches!(d.kind, OpKind::Continue) || !d.operands.contains(&result);
    });
    only
}

/// Each value's uses: the op and the operand position.
type Uses = HashMap<Value, Vec<(tir::Op, usize)>>;

/// The `for` loops to pipeline, by op: those whose body (no `break`, no `continue` before its
/// end, no nested loop) holds loads that only feed the A or B operand of `mma`s running on
/// tensor cores with their accumulator in registers, each such `mma` taking both operands
/// from such loads.
pub(super) fn plans(k: &Kernel, warp_bits: u8) -> HashMap<tir::Op, LoopPlan> {
    let mut uses: Uses = HashMap::new();
    k.walk(|op| {
        for (i, &v) in k.ops[op].operands.iter().enumerate() {
            uses.entry(v).or_default().push((op, i));
        }
    });
    let mut plans = HashMap::new();
    k.walk(|op| {
        let plan = matches!(k.ops[op].kind, OpKind::For).then(|| plan_loop(k, op, warp_bits, &uses)).flatten();
        if let Some(plan) = plan {
            plans.insert(op, plan);
        }
    });
    plans
}

fn plan_loop(k: &Kernel, op: tir::Op, warp_bits: u8, uses: &Uses) -> Option<LoopPlan> {
    let body = k.ops[op].regions[0];
    let top = &k.blocks[body].ops;
    let inside = defined_inside(k, body);
    // Control flow that would skip or repeat a part of an iteration: loops, and exits other
    // than the body's closing `continue`.
    let jumps = |o: tir::Op| matches!(k.ops[o].kind, OpKind::For | OpKind::Loop | OpKind::Break | OpKind::Return | OpKind::Continue);
    let (&close, rest) = top.split_last()?;
    let mut simple = !rest.iter().any(|&o| jumps(o)) && (!jumps(close) || matches!(k.ops[close].kind, OpKind::Continue));
    for &r in top.iter().flat_map(|&o| &k.ops[o].regions) {
        walk_block(k, r, &mut |o| simple &= !jumps(o));
    }
    if !simple {
        return None;
    }
    let iv = k.blocks[body].params[0];
    let fragment_mma = |o: tir::Op| top.contains(&o) && mma_fragments(k, o, warp_bits).is_some();
    let mut operands = HashMap::new();
    let loads: Vec<StagedLoad> = top
        .iter()
        .filter_map(|&o| staged_load(k, o, (iv, &inside), (top, uses)))
        .filter(|l| {
            let reads = ring_reads(k, l.value, (top, &fragment_mma), uses);
            reads.iter().flatten().for_each(|&(v, transposed)| {
                operands.insert(v, RingOperand { load: l.value, transposed });
            });
            reads.is_some()
        })
        .collect();
    if loads.is_empty() {
        return None;
    }
    // The mmas reading the ring, and their operands from before the loop.
    let mut mmas = HashSet::new();
    let mut resident: Vec<Resident> = Vec::new();
    for &o in top.iter().filter(|&&o| fragment_mma(o)) {
        let ab = &k.ops[o].operands[..2];
        let from_before: Vec<Value> = ab.iter().copied().filter(|v| !inside.contains(v)).collect();
        if !ab.iter().any(|v| operands.contains_key(v)) && from_before.is_empty() {
            continue;
        }
        mmas.insert(o);
        for v in from_before {
            let t = k.ty(v).as_tile().expect("an mma operand is a tile");
            if !resident.iter().any(|r| r.value == v) {
                resident.push(Resident { value: v, rows: u64::from(t.shape[0]), cols: u64::from(t.shape[1]) });
            }
        }
    }
    Some(LoopPlan { loads, inside, operands, resident, mmas })
}

/// How the loop body's `mma`s would read staged tile `v` from the ring: each operand value
/// that stands for it (`v` itself, or its 2-D transpose, `true`), or `None` where `v` has a
/// use the ring cannot serve. `fragment_mma`: an `mma` of the body's own block (`top`) on
/// the register-accumulator path. A transpose, in the body's block too, serves only as B
/// (read with `ldmatrix` from the tile's rows, as an NT GEMM reads B).
fn ring_reads(k: &Kernel, v: Value, (top, fragment_mma): (&[tir::Op], &dyn Fn(tir::Op) -> bool), uses: &Uses) -> Option<Vec<(Value, bool)>> {
    let mut reads = Vec::new();
    for &(user, i) in uses.get(&v)? {
        let d = &k.ops[user];
        match &d.kind {
            OpKind::Mma if i < 2 && fragment_mma(user) => reads.push((v, false)),
            OpKind::Permute(p) if p.as_slice() == [1, 0] && top.contains(&user) => {
                let t = d.results[0];
                let as_b = |&(u, j): &(tir::Op, usize)| j == 1 && matches!(k.ops[u].kind, OpKind::Mma) && fragment_mma(u);
                if !uses.get(&t)?.iter().all(as_b) {
                    return None;
                }
                reads.push((t, true));
            }
            _ => return None,
        }
    }
    (!reads.is_empty()).then_some(reads)
}

/// Calls `f` on every op of `block` and of the regions under it.
fn walk_block(k: &Kernel, block: Block, f: &mut dyn FnMut(tir::Op)) {
    for &o in &k.blocks[block].ops {
        f(o);
        for &r in &k.ops[o].regions {
            walk_block(k, r, f);
        }
    }
}

/// The values `block` and the regions under it define (its parameters included).
fn defined_inside(k: &Kernel, block: Block) -> HashSet<Value> {
    let mut inside: HashSet<Value> = k.blocks[block].params.iter().copied().collect();
    walk_block(k, block, &mut |o| {
        inside.extend(k.ops[o].results.iter().copied());
        for &r in &k.ops[o].regions {
            inside.extend(k.blocks[r].params.iter().copied());
        }
    });
    inside
}

/// Op `o` of a loop body as a load the ring can take: a tile of f16 or bf16 whose extents
/// but the last two are 1, zero padding, no `order`, its indices computable for any iteration
/// ([`ahead_computable`]); a tile of more than two dimensions only through its one use, a
/// reshape to its last two.
fn staged_load(k: &Kernel, o: tir::Op, (iv, inside): (Value, &HashSet<Value>), (top, uses): (&[tir::Op], &Uses)) -> Option<StagedLoad> {
    let d = &k.ops[o];
    let OpKind::Load { padding: Padding::Zero, order: None, .. } = &d.kind else { return None };
    let t = k.ty(d.results[0]).as_tile()?;
    let rank = t.shape.len();
    let halves = matches!(t.dtype, DType::F16 | DType::BF16);
    let unit_leading = rank >= 2 && t.shape[..rank - 2].iter().all(|&e| e == 1);
    let indices_ahead = d.operands[1..].iter().all(|&v| ahead_computable(k, v, iv, inside, 8));
    if !(halves && unit_leading && indices_ahead) {
        return None;
    }
    let (rows, cols) = (u64::from(t.shape[rank - 2]), u64::from(t.shape[rank - 1]));
    let loaded = d.results[0];
    if rank == 2 {
        return Some(StagedLoad { op: o, value: loaded, skipped: vec![loaded], rows, cols, stored_transposed: false });
    }
    // The one use: a reshape to the last two extents, in the body's own block.
    let [(user, 0)] = uses.get(&loaded)?.as_slice() else { return None };
    let u = &k.ops[*user];
    let to_2d = k.ty(u.results[0]).as_tile().is_some_and(|r| r.shape.len() == 2);
    (matches!(u.kind, OpKind::Reshape) && to_2d && top.contains(user))
        .then(|| StagedLoad { op: o, value: u.results[0], skipped: vec![loaded, u.results[0]], rows, cols, stored_transposed: false })
}

/// Whether `v` can be computed for another iteration: the loop variable, a value from before
/// the loop, or integer arithmetic (at most `depth` ops deep) of such values.
fn ahead_computable(k: &Kernel, v: Value, iv: Value, inside: &HashSet<Value>, depth: u32) -> bool {
    if v == iv || !inside.contains(&v) {
        return true;
    }
    let Some(o) = k.def_op(v) else { return false };
    let d = &k.ops[o];
    let scalar_int = k.ty(v).as_tile().is_some_and(|t| t.shape.is_empty() && !t.dtype.is_float());
    let pure = match &d.kind {
        OpKind::Constant(_) => true,
        OpKind::Binary(b) => !b.float_only(),
        OpKind::Unary(_) | OpKind::Cast | OpKind::Cmp(_) | OpKind::Select => true,
        _ => false,
    };
    let operands_ok = || d.operands.iter().all(|&x| {
        let int_operand = k.ty(x).as_tile().is_some_and(|t| !t.dtype.is_float());
        int_operand && ahead_computable(k, x, iv, inside, depth - 1)
    });
    depth > 0 && scalar_int && pure && operands_ok()
}

/// The elements of `array` (16-bit) one `cp.async` moves into a tile's rows: 8 (16 bytes)
/// where rows start on 16 bytes, else 4 or 2 (8 or 4 bytes: what the row starts' alignment
/// allows); `None` without unit inner stride, or where the kernel writes the array.
///
/// A transposed view (unit stride along the tile's rows, the next-to-last dimension) is copied
/// the same way along its columns: the tile is then stored transposed ([`copy_form`]).
fn copy_width(array: &ArrayView) -> Option<(u64, bool)> {
    copy_form(&array.facts, array.read_only)
}

/// [`copy_width`] of an array with facts `f`, `read_only` where the kernel does not write it:
/// elements per copy along the dimension of unit stride, and whether that is the tile's rows
/// (the next-to-last dimension: the tile goes to shared memory transposed).
pub(super) fn copy_form(f: &ArrayFacts, read_only: bool) -> Option<(u64, bool)> {
    let rank = f.stride_divisor.len();
    let last = rank.checked_sub(1)?;
    let contiguous = if f.unit_inner_stride() { last } else if rank >= 2 && f.unit_stride(last - 1) { last - 1 } else { return None };
    // Every other dimension moves a chunk by whole strides.
    let apart = (0..rank).filter(|&d| d != contiguous).map(|d| u64::from(f.stride_divisor[d])).min()?;
    let base = u64::from(f.base_align / 2);
    let w = [8, 4, 2].into_iter().find(|&w| apart.is_multiple_of(w) && base.is_multiple_of(w))?;
    read_only.then_some((w, contiguous != last))
}

impl Cx<'_> {
    /// The ring for `for` loop `op`, if it is planned and every staged array can be copied.
    ///
    /// A tile stored transposed ([`StagedLoad::stored_transposed`]) that an `mma` other than a
    /// `wgmma` reads as A leaves the ring: `mma.sync`'s A fragments come from rows of A.
    pub(super) fn ring_for(&mut self, op: tir::Op) -> Option<Ring> {
        let mut plan = self.pipelines.get(&op)?.clone();
        let mut widths = HashMap::new();
        let threads = 32u64 << self.warp_bits;
        for l in &mut plan.loads {
            let form = copy_width(self.array(self.k.ops[l.op].operands[0]));
            let Some((w, transposed)) = form else { continue };
            l.stored_transposed = transposed;
            // A stored row's chunks divide among the threads ([`Lane`]).
            if threads.is_multiple_of(l.stored().1 / w) {
                widths.insert(l.value, w);
            }
        }
        let mut plan = plan.keeping(|l| widths.contains_key(&l.value))?;
        let occupancy = self.k.hints.occupancy.unwrap_or(1);
        loop {
            let ring = Ring::with_candidates(plan, widths.clone(), occupancy, Some((&self.wgmma, self.k, self.warp_bits)))?;
            let k = self.k;
            let read_as_a = |l: &StagedLoad| {
                ring.plan.mmas.iter().any(|&o| !ring.wgmma.contains(&o) && ring.plan.operands.get(&k.ops[o].operands[0]).is_some_and(|r| r.load == l.value))
            };
            let unreadable: Vec<Value> = ring.plan.loads.iter().filter(|l| l.stored_transposed && read_as_a(l)).map(|l| l.value).collect();
            if unreadable.is_empty() {
                let mut ring = ring;
                self.choose_tma(&mut ring);
                return Some(ring);
            }
            plan = ring.plan.keeping(|l| !unreadable.contains(&l.value))?;
        }
    }

    /// Before the loop: a barrier (shared memory may still be read by code before it), the
    /// resident operands written above the stages, then iterations `0 .. S - 1` issued, one
    /// commit group each. The first iteration's barrier orders the resident operands' writes
    /// before their reads.
    pub(super) fn ring_prologue(&mut self, ring: &mut Ring, iv: tir::Value, (lb, ub, step): (&V, &V, &V), signed: bool) -> Result<(), LowerError> {
        self.reserve_bytes(0, ring.bytes());
        for l in ring.plan.loads.clone() {
            if ring.tma.contains_key(&l.value) {
                continue;
            }
            let lane = self.lane(&l, ring.widths[&l.value], ring.swizzled.contains(&l.value));
            ring.lanes.insert(l.value, lane);
        }
        // In registers first: placing a tile may itself go through shared memory.
        let mut resident = Vec::with_capacity(ring.plan.resident.len());
        for r in &ring.plan.resident {
            let t = self.tile(r.value).clone();
            resident.push((t.dtype, self.materialize(&t)?, (ring.resident[&r.value], r.rows, ring.swizzled.contains(&r.value))));
        }
        if !ring.tma.is_empty() {
            self.tma_prologue(ring);
        }
        self.barrier();
        for (dtype, (layout, regs), (offset, rows, swizzled)) in resident {
            if swizzled {
                self.write_swizzled(dtype, &layout, &regs, (offset, rows));
            } else {
                self.write_halves(dtype, &layout, &regs, offset);
            }
        }
        for s in 0..ring.ahead {
            let ahead = self.f.bin("mul", step, &V::i64(s as i64));
            let at = self.f.bin("add", lb, &ahead);
            let valid = self.in_range(&at, ub, step, signed);
            self.issue_stage(ring, iv, &at, &valid, &V::i32(s as i64));
            self.commit_group();
        }
        Ok(())
    }

    /// Where `mma` operand `v` lies in shared memory in this iteration of a pipelined loop, if
    /// there: in the ring's current stage (its first 16-bit element, i32) or resident; and
    /// whether it is stored transposed (the rows of a staged tile whose transpose `v` is).
    pub(super) fn ring_operand(&mut self, v: Value) -> Option<InShared> {
        let ring = self.ring.as_ref()?;
        if let Some(&at) = ring.resident.get(&v) {
            return Some(InShared { at: V::i32((at / 2) as i64), transposed: false });
        }
        let read = *ring.plan.operands.get(&v)?;
        let (offset, current) = (ring.offsets[&read.load], ring.current.clone()?);
        let stored_transposed = ring.plan.loads.iter().any(|l| l.value == read.load && l.stored_transposed);
        let bytes = self.f.bin("add", &current, &V::i32(offset as i64));
        let at = self.f.bin("lshr", &bytes, &V::i32(1));
        Some(InShared { at, transposed: read.transposed != stored_transposed })
    }

    /// At the top of iteration `iv`: waits for its stage, issues iteration `iv + A step` (`A`:
    /// [`Ring::ahead`]) into the stage `A` on from its own (the one iteration `iv - 1` read, or
    /// with a deferred `wgmma` the one before: [`Ring::defers_wgmma`]), and returns the byte
    /// offset of the stage this iteration reads.
    pub(super) fn ring_iteration(&mut self, ring: &Ring, iv_value: tir::Value, (iv, lb, ub, step): (&V, &V, &V, &V), signed: bool) -> V {
        let from_start = self.f.bin("sub", iv, lb);
        let count = self.f.bin("sdiv", &from_start, step);
        let count = self.f.conv("trunc", &count, Ty::I32);
        if ring.copies() {
            self.wait_group(ring.ahead - 1);
        }
        if !ring.tma.is_empty() {
            let stage = self.f.bin("urem", &count, &V::i32(ring.stages as i64));
            let fills = self.f.bin("udiv", &count, &V::i32(ring.stages as i64));
            let parity = self.f.bin("and", &fills, &V::i32(1));
            self.tma_wait(ring, &stage, &parity);
        }
        if !ring.wgmma.is_empty() && ring.copies() {
            // The copies, written through the generic proxy, seen by `wgmma`'s async proxy.
            self.f.asm_void("fence.proxy.async.shared::cta;", "~{memory}", &[]);
        }
        self.barrier();
        let span = self.f.bin("mul", step, &V::i64(ring.ahead as i64));
        let at = self.f.bin("add", iv, &span);
        let valid = self.in_range(&at, ub, step, signed);
        let next = self.f.bin("add", &count, &V::i32(ring.ahead as i64));
        let next = self.f.bin("urem", &next, &V::i32(ring.stages as i64));
        self.issue_stage(ring, iv_value, &at, &valid, &next);
        self.commit_group();
        let now = self.f.bin("urem", &count, &V::i32(ring.stages as i64));
        self.f.bin("mul", &now, &V::i32(ring.stage_bytes as i64))
    }

    /// After the loop: every copy landed and every thread past it, before shared memory is
    /// reused.
    pub(super) fn ring_drain(&mut self, ring: &Ring) {
        self.wait_group(0);
        if !ring.tma.is_empty() {
            self.tma_epilogue(ring);
        }
        self.barrier();
    }

    /// Issues the copies of every staged tile of iteration `at` (the loop variable's value,
    /// i64) into stage `stage` (i32); with `valid` false the `cp.async` copies zero-fill and
    /// TMA copies none.
    fn issue_stage(&mut self, ring: &Ring, iv: tir::Value, at: &V, valid: &V, stage: &V) {
        let stage_at = self.f.bin("mul", stage, &V::i32(ring.stage_bytes as i64));
        let mut starts = Vec::new();
        for l in &ring.plan.loads {
            if ring.tma.contains_key(&l.value) {
                starts.push((l.value, self.map_start((l, &ring.plan.inside), iv, at)));
                continue;
            }
            let region = self.f.bin("add", &stage_at, &V::i32(ring.offsets[&l.value] as i64));
            let copies = Copies { w: ring.widths[&l.value], lane: &ring.lanes[&l.value], region };
            self.issue_tile((l, &ring.plan.inside), iv, (at, valid), &copies);
        }
        if !starts.is_empty() {
            self.tma_issue(ring, stage, valid, &starts);
        }
    }

    /// Where the tile of staged load `l` in iteration `at` (i64) starts in its tensor map's
    /// coordinates (i32): the stored tile's first column and row, then the leading indices,
    /// innermost first ([`super::tma`]).
    fn map_start(&mut self, (l, inside): (&StagedLoad, &HashSet<Value>), iv: tir::Value, at: &V) -> Vec<V> {
        let (idx, row0, col0) = self.stored_origin((l, inside), iv, at);
        let mut coords = vec![self.f.conv("trunc", &col0, Ty::I32), self.f.conv("trunc", &row0, Ty::I32)];
        for d in (0..idx.len() - 2).rev() {
            let i = self.f.conv("sext", &idx[d], Ty::I64);
            coords.push(self.f.conv("trunc", &i, Ty::I32));
        }
        coords
    }

    /// The indices of staged load `l` in iteration `at` (i64), and where its stored tile starts
    /// in the array (i64): its first stored row and column, the tile's own or, where it is
    /// stored transposed, swapped (its columns are the stored rows, its rows contiguous).
    fn stored_origin(&mut self, (l, inside): (&StagedLoad, &HashSet<Value>), iv: tir::Value, at: &V) -> (Vec<V>, V, V) {
        let d = &self.k.ops[l.op];
        let idx: Vec<V> = d.operands[1..].to_vec().iter().map(|&v| self.value_ahead(v, (iv, at), inside)).collect();
        let rank = idx.len();
        let (rd, cd) = l.stored_dims(rank);
        let extent = |d: usize| if d == rank - 2 { l.rows } else { l.cols };
        let row0 = self.tile_start(&idx[rd], extent(rd));
        let col0 = self.tile_start(&idx[cd], extent(cd));
        (idx, row0, col0)
    }

    /// This thread's copies of a tile of `l`'s shape in `w`-element chunks ([`Lane`]), in
    /// padded rows or (`swizzled`, `w` = 8) in [`wgmma::swizzled_offset`]'s layout.
    fn lane(&mut self, l: &StagedLoad, w: u64, swizzled: bool) -> Lane {
        let array = self.array(self.k.ops[l.op].operands[0]).clone();
        let rank = array.strides.len();
        // Between stored rows: the tile's rows, or its columns where it is stored transposed.
        let (row_dim, _) = l.stored_dims(rank);
        let stride0 = self.f.conv("sext", &array.strides[row_dim], Ty::I64);
        let (rows, cols) = l.stored();
        let per_row = cols / w;
        let threads = 32u64 << self.warp_bits;
        let step = threads / per_row;
        let tid = self.tid.clone();
        let row = self.f.bin("udiv", &tid, &V::i32(per_row as i64));
        let piece = self.f.bin("urem", &tid, &V::i32(per_row as i64));
        let col = self.f.bin("mul", &piece, &V::i32(w as i64));
        let (dst, dst_step) = if swizzled { self.swizzled_dst(rows, (&row, &col)) } else {
            let dst_row = self.f.bin("mul", &row, &V::i32((2 * padded_row(cols)) as i64));
            let dst_col = self.f.bin("shl", &col, &V::i32(1));
            (self.f.bin("add", &dst_row, &dst_col), 2 * padded_row(cols))
        };
        let (row64, col64) = (self.f.conv("zext", &row, Ty::I64), self.f.conv("zext", &col, Ty::I64));
        let src = self.f.bin("mul", &row64, &stride0);
        let src = self.f.bin("add", &src, &col64);
        let src_step = self.f.bin("mul", &stride0, &V::i64(step as i64));
        let flip = swizzled && step % 8 == 4;
        debug_assert!(!swizzled || step.is_multiple_of(4), "wgmma: chunks 4 or 8k rows apart");
        Lane { step, count: rows.div_ceil(step), row, col, src, src_step, dst, dst_step: step * dst_step, flip }
    }

    /// The byte offset of the 16-byte chunk that holds `(row, col)` of a swizzled tile of `rows`
    /// stored rows (i32; [`wgmma::swizzled_offset`] of the chunk's first element), and the
    /// bytes between rows.
    pub(super) fn swizzled_dst(&mut self, rows: u64, (row, col): (&V, &V)) -> (V, u64) {
        let panel = self.f.bin("udiv", col, &V::i32(wgmma::ROW as i64));
        let panel = self.f.bin("mul", &panel, &V::i32((rows * 128) as i64));
        let piece = self.f.bin("lshr", col, &V::i32(3));
        let piece = self.f.bin("and", &piece, &V::i32(7));
        let row_mod = self.f.bin("and", row, &V::i32(7));
        let piece = self.f.bin("xor", &piece, &row_mod);
        let piece = self.f.bin("shl", &piece, &V::i32(4));
        let row_bytes = self.f.bin("shl", row, &V::i32(7));
        let at = self.f.bin("add", &panel, &row_bytes);
        (self.f.bin("add", &at, &piece), 128)
    }

    /// Issues the copies of one tile of iteration `at` (i64; `valid`: an iteration of the
    /// loop): each chunk reads what of its elements lies inside the array (none past the
    /// loop's end) and zero-fills the rest. Straight-line code, so that ptxas can spread the
    /// copies among the products.
    fn issue_tile(&mut self, (l, inside): (&StagedLoad, &HashSet<Value>), iv: tir::Value, (at, valid): (&V, &V), copies: &Copies) {
        let array = self.array(self.k.ops[l.op].operands[0]).clone();
        let (idx, row0, col0) = self.stored_origin((l, inside), iv, at);
        let lane = copies.lane;
        let rank = idx.len();
        let (rd, cd) = l.stored_dims(rank);
        let wide = |cx: &mut Cx, v: &V, op: &str| cx.f.conv(op, v, Ty::I64);
        let sizes = [wide(self, &array.sizes[rd], "zext"), wide(self, &array.sizes[cd], "zext")];
        let stride0 = wide(self, &array.strides[rd], "sext");
        // Leading dimensions (extent 1): the element at the index, if inside the array.
        let mut lead = V::i64(0);
        let mut valid = valid.clone();
        for ((index, size), stride) in idx.iter().zip(&array.sizes).zip(&array.strides).take(rank - 2) {
            let i = wide(self, index, "sext");
            let size = wide(self, size, "zext");
            let inside = self.f.cmp("icmp", "ult", &i, &size);
            valid = self.f.bin("and", &valid, &inside);
            let stride = wide(self, stride, "sext");
            let term = self.f.bin("mul", &i, &stride);
            lead = self.f.bin("add", &lead, &term);
        }
        let valid = &valid;
        // The thread's columns, the same in all its chunks: how many lie inside the array.
        let col = self.f.conv("zext", &lane.col, Ty::I64);
        let gcol = self.f.bin("add", &col0, &col);
        let left = self.f.bin("sub", &sizes[1], &gcol);
        let left = self.clamp_i64(&left, 0, copies.w as i64);
        let left = self.f.conv("trunc", &left, Ty::I32);
        let left = self.f.bin("shl", &left, &V::i32(1));
        let col_in = self.f.cmp("icmp", "sge", &gcol, &V::i64(0));
        let col_in = self.f.bin("and", &col_in, valid);
        let row = self.f.conv("zext", &lane.row, Ty::I64);
        let grow = self.f.bin("add", &row0, &row);
        // A running pointer: each chunk's address follows from the last one's, so nothing per
        // chunk is kept in registers across the loop. A chunk that reads 0 bytes reads
        // nothing, wherever it points.
        let first = self.f.bin("mul", &row0, &stride0);
        let first = self.f.bin("add", &first, &col0);
        let first = if rank > 2 { self.f.bin("add", &first, &lead) } else { first };
        let base = self.f.conv("bitcast", &array.base, Ty::ptr(1, Ty::I16));
        let tile = self.f.gep(&base, &first);
        let mut src = self.f.gep(&tile, &lane.src);
        for j in 0..lane.count {
            if j > 0 {
                src = self.f.gep(&src, &lane.src_step);
            }
            let r = if j == 0 { grow.clone() } else { self.f.bin("add", &grow, &V::i64((j * lane.step) as i64)) };
            let row_in = self.f.cmp("icmp", "ult", &r, &sizes[0]);
            let inside = self.f.bin("and", &row_in, &col_in);
            let bytes = self.f.select(&inside, &left, &V::i32(0));
            self.copy_chunk(copies, (j, l.stored().0), &src, &bytes);
        }
    }

    /// One `cp.async` of the thread's chunk `j` of a tile of `rows` rows from the global
    /// pointer `src`, `bytes` of it read (i32), the rest of its `w` elements zero-filled.
    fn copy_chunk(&mut self, copies: &Copies, (j, rows): (u64, u64), src: &V, bytes: &V) {
        let lane = copies.lane;
        let src = self.f.conv("ptrtoint", src, Ty::I64);
        let dst = if lane.flip && j % 2 == 1 { self.f.bin("xor", &lane.dst, &V::i32(64)) } else { lane.dst.clone() };
        let dst = self.f.bin("add", &dst, &copies.region);
        let below = j * lane.dst_step;
        let dst = if below == 0 { dst } else { self.f.bin("add", &dst, &V::i32(below as i64)) };
        let dst = self.smem_address(&dst);
        // 16-byte copies bypass L1 (`.cg`); smaller ones may only go through it (`.ca`).
        let copy = match copies.w {
            8 => "cp.async.cg.shared.global [$0], [$1], 16, $2;".to_string(),
            w => format!("cp.async.ca.shared.global [$0], [$1], {}, $2;", 2 * w),
        };
        if (j + 1) * lane.step <= rows {
            self.f.asm_void(&copy, "r,l,r,~{memory}", &[&dst, &src, bytes]);
        } else {
            // The last chunks: only the threads whose row is still in the tile.
            let row = self.f.bin("add", &lane.row, &V::i32((j * lane.step) as i64));
            let mine = self.f.cmp("icmp", "ult", &row, &V::i32(rows as i64));
            let mine = self.f.conv("zext", &mine, Ty::I32);
            let ptx = format!("{{ .reg .pred p; setp.ne.b32 p, $3, 0; @p {copy} }}");
            self.f.asm_void(&ptx, "r,l,r,r,~{memory}", &[&dst, &src, bytes, &mine]);
        }
    }

    /// The first element (i64) of tile `idx` of tiles `extent` long.
    fn tile_start(&mut self, idx: &V, extent: u64) -> V {
        let i = self.f.conv("sext", idx, Ty::I64);
        self.f.bin("mul", &i, &V::i64(extent as i64))
    }

    fn clamp_i64(&mut self, v: &V, lo: i64, hi: i64) -> V {
        let below = self.f.cmp("icmp", "slt", v, &V::i64(lo));
        let v = self.f.select(&below, &V::i64(lo), v);
        let above = self.f.cmp("icmp", "sgt", &v, &V::i64(hi));
        self.f.select(&above, &V::i64(hi), &v)
    }

    /// The 32-bit shared-memory address of byte `offset` (i32) of the kernel's shared memory.
    pub(super) fn smem_address(&mut self, offset: &V) -> V {
        let p = self.smem_abs_ptr(Ty::I8, offset);
        self.f.conv("ptrtoint", &p, Ty::I32)
    }

    /// `cp.async.commit_group`: the copies issued since the last one form a group.
    fn commit_group(&mut self) {
        self.f.asm_void("cp.async.commit_group;", "~{memory}", &[]);
    }

    /// `cp.async.wait_group n`: at most `n` of this thread's groups still in flight.
    fn wait_group(&mut self, n: u64) {
        self.f.asm_void(&format!("cp.async.wait_group {n};"), "~{memory}", &[]);
    }

    /// The value of the scalar `v` (a staged load's index) in the iteration whose loop
    /// variable (`iv`) is `at` (i64): [`ahead_computable`] said how. Values not `inside` the
    /// loop body are bound already.
    fn value_ahead(&mut self, v: Value, (iv, at): (Value, &V), inside: &HashSet<Value>) -> V {
        let dtype = self.tile_type(v).dtype;
        if v == iv {
            return self.int_resize(at, DType::I64, &reg_ty(dtype).expect("an integer has a register type"));
        }
        if !inside.contains(&v) {
            return self.scalar(v);
        }
        let d = &self.k.ops[self.k.def_op(v).expect("ahead_computable: defined by an op")];
        if let OpKind::Constant(c) = &d.kind {
            return self.constant(c, dtype).expect("an integer constant lowers");
        }
        let kind = d.kind.clone();
        let mut args = Vec::with_capacity(d.operands.len());
        for x in d.operands.clone() {
            let val = self.value_ahead(x, (iv, at), inside);
            args.push(Tile::splat(self.tile_type(x).dtype, &[], val));
        }
        let out = self.elementwise_op(&kind, &args, dtype).expect("integer arithmetic lowers");
        out.scalar().clone()
    }
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use tile_lang::tir::parse::parse_kernel;

    /// A GEMM's `k` loop over `tm x tk` and `tk x tn` tiles of bf16, with `extra` before its
    /// `continue` (using `%a`, `%b`, `%acc2`).
    fn gemm(tm: u32, tn: u32, tk: u32, extra: &str) -> Kernel {
        gemm_of(tm, tn, tk, ("bf16", ""), extra)
    }

    /// A GEMM's `k` loop over `tm x tk` and `tk x tn` tiles of `dtype`, A and B with `facts`
    /// (`{align = 16, ...}`, or none), with `extra` before its `continue`.
    pub(in crate::nvvm) fn gemm_of(tm: u32, tn: u32, tk: u32, (dtype, facts): (&str, &str), extra: &str) -> Kernel {
        let text = format!(
            "kernel @k (%A a: array<{dtype}, 2>{facts}, %B b: array<{dtype}, 2>{facts}, %C c: array<f32, 2>) {{
  %bx = block_id 0 : tile<i32>
  %n = array_dim 1 %A : tile<i32>
  %zero = constant 0.0 : tile<{tm}x{tn}xf32>
  %lo = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %acc = for %lo to %n step %one iter(%zero) : tile<{tm}x{tn}xf32> {{
  ^(%k: tile<i32>, %acc1: tile<{tm}x{tn}xf32>):
    %two = constant 2 : tile<i32>
    %bx2 = mul %bx, %two : tile<i32>
    %a = load zero %A[%bx2, %k] : tile<{tm}x{tk}x{dtype}>
    %b = load zero %B[%k, %bx] : tile<{tk}x{tn}x{dtype}>
    %acc2 = mma %a, %b, %acc1 : tile<{tm}x{tn}xf32>
{extra}    continue %acc2
  }}
  store %C[%bx, %bx], %acc
  return
}}"
        );
        parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"))
    }

    fn staged(k: &Kernel, warp_bits: u8) -> Vec<(u64, u64)> {
        let plans = plans(k, warp_bits);
        plans.values().flat_map(|p| p.loads.iter().map(|l| (l.rows, l.cols))).collect()
    }

    #[test]
    fn a_gemm_loop_stages_both_operands() {
        assert_eq!(staged(&gemm(128, 128, 64, ""), 2), vec![(128, 64), (64, 128)]);
    }

    #[test]
    fn a_load_used_elsewhere_or_a_small_product_stays_in_registers() {
        // `%a` also stored: it is needed in registers, and its mma reads only B from the ring.
        let stored = gemm(128, 128, 64, "    store %C[%bx, %k], %a\n");
        assert_eq!(staged(&stored, 2), vec![(64, 128)]);
        // 32 x 32 outputs over 4 warps: no warp tile each, so the products go through shared
        // memory and nothing is pipelined.
        assert!(staged(&gemm(32, 32, 16, ""), 2).is_empty());
    }

    #[test]
    fn a_batched_load_reshaped_to_2d_is_staged() {
        let text = "kernel @k (%A a: array<bf16, 3>, %B b: array<bf16, 3>, %C c: array<f32, 2>) {
  %z = block_id 1 : tile<i32>
  %n = array_dim 2 %A : tile<i32>
  %zero = constant 0.0 : tile<128x128xf32>
  %lo = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %acc = for %lo to %n step %one iter(%zero) : tile<128x128xf32> {
  ^(%k: tile<i32>, %acc1: tile<128x128xf32>):
    %a3 = load zero %A[%z, %z, %k] : tile<1x128x64xbf16>
    %a = reshape %a3 : tile<1x128x64xbf16> -> tile<128x64xbf16>
    %b3 = load zero %B[%z, %k, %z] : tile<1x64x128xbf16>
    %b = reshape %b3 : tile<1x64x128xbf16> -> tile<64x128xbf16>
    %acc2 = mma %a, %b, %acc1 : tile<128x128xf32>
    continue %acc2
  }
  store %C[%z, %z], %acc
  return
}";
        let k = parse_kernel(text).unwrap_or_else(|e| panic!("{e:?}"));
        let plan = plans(&k, 2).into_values().next().expect("planned");
        let shapes: Vec<(u64, u64, usize)> = plan.loads.iter().map(|l| (l.rows, l.cols, l.skipped.len())).collect();
        assert_eq!(shapes, vec![(128, 64, 2), (64, 128, 2)]);
    }

    /// Attention's loop: scores `q @ transpose(k)` with the query tile from before the loop,
    /// then `p @ v` with the probabilities computed in the body.
    pub(in crate::nvvm) const ATTENTION: &str = "kernel @k (%Q q: array<bf16, 2>, %K k: array<bf16, 2>, %V v: array<bf16, 2>, %O o: array<f32, 2>) {
  %bx = block_id 0 : tile<i32>
  %n = array_dim 0 %K : tile<i32>
  %lo = constant 0 : tile<i32>
  %zero_i = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %q = load zero %Q[%bx, %zero_i] : tile<64x64xbf16>
  %zero = constant 0.0 : tile<64x64xf32>
  %acc = for %lo to %n step %one iter(%zero) : tile<64x64xf32> {
  ^(%j: tile<i32>, %acc1: tile<64x64xf32>):
    %kt = load zero %K[%j, %zero_i] : tile<64x64xbf16>
    %ktt = permute [1, 0] %kt : tile<64x64xbf16> -> tile<64x64xbf16>
    %s = mma %q, %ktt, %zero : tile<64x64xf32>
    %p = cast %s : tile<64x64xf32> -> tile<64x64xbf16>
    %vt = load zero %V[%j, %zero_i] : tile<64x64xbf16>
    %acc2 = mma %p, %vt, %acc1 : tile<64x64xf32>
    continue %acc2
  }
  store %O[%bx, %zero_i], %acc
  return
}";

    #[test]
    fn attention_reads_k_transposed_and_v_from_the_ring_and_q_once() {
        let k = parse_kernel(ATTENTION).unwrap_or_else(|e| panic!("{e:?}"));
        let plan = plans(&k, 2).into_values().next().expect("planned");
        assert_eq!(plan.loads.len(), 2);
        let mut transposed: Vec<bool> = plan.operands.values().map(|r| r.transposed).collect();
        transposed.sort();
        assert_eq!(transposed, vec![false, true]);
        assert_eq!(plan.resident.len(), 1);
        assert_eq!((plan.resident[0].rows, plan.resident[0].cols), (64, 64));
        assert_eq!(plan.mmas.len(), 2);
        // Two 9 KiB tiles a stage beside 9 KiB of q: a quarter of an SM holds two stages.
        let ring = Ring::new(plan, HashMap::new(), 4).expect("fits");
        assert_eq!((ring.stages, ring.bytes()), (2, 2 * 18432 + 9216));
        assert_eq!(ring.skipped.len(), 3);
    }

    #[test]
    fn attention_at_d128_two_blocks_an_sm_stages_k_alone() {
        let text = ATTENTION.replace("64x64xbf16", "64x128xbf16").replace("64x64xf32", "64x128xf32");
        let text = text
            .replace("%kt = load zero %K[%j, %zero_i] : tile<64x128xbf16>", "%kt = load zero %K[%j, %zero_i] : tile<128x128xbf16>")
            .replace("permute [1, 0] %kt : tile<64x128xbf16> -> tile<64x128xbf16>", "permute [1, 0] %kt : tile<128x128xbf16> -> tile<128x128xbf16>")
            .replace("%vt = load zero %V[%j, %zero_i] : tile<64x128xbf16>", "%vt = load zero %V[%j, %zero_i] : tile<128x128xbf16>");
        let k = parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let plan = plans(&k, 2).into_values().next().expect("planned");
        assert_eq!(plan.loads.len(), 2);
        // 34 KiB of K and of V a stage and 17 KiB of q in 106 KiB: two stages of K alone.
        let ring = Ring::new(plan, HashMap::new(), 2).expect("K fits");
        assert_eq!((ring.stages, ring.plan.loads.len()), (2, 1));
        assert!(ring.plan.operands.values().all(|r| r.transposed));
    }

    #[test]
    fn a_transpose_used_as_a_is_not_staged() {
        let text = ATTENTION.replace("%s = mma %q, %ktt, %zero", "%s = mma %ktt, %q, %zero");
        let k = parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}"));
        let plan = plans(&k, 2).into_values().next().expect("v is staged");
        assert_eq!(plan.loads.len(), 1);
        assert!(plan.operands.values().all(|r| !r.transposed));
    }

    #[test]
    fn a_wgmma_alone_on_an_sm_takes_four_swizzled_stages_and_runs_on_past_its_iteration() {
        let ring = |tm, tn, warp_bits| {
            let k = gemm(tm, tn, 64, "");
            let plan = plans(&k, warp_bits).into_values().next().expect("planned");
            let widths = plan.loads.iter().map(|l| (l.value, 8)).collect();
            Ring::with_candidates(plan.clone(), widths, 1, Some((&plan.mmas, &k, warp_bits))).expect("fits")
        };
        // 128 x 256: 16 + 32 KiB a stage, no padding; two blocks an SM would have two stages.
        let wide = ring(128, 256, 3);
        assert_eq!((wide.stages, wide.stage_bytes, wide.swizzled.len()), (4, 48 * 1024, 2));
        assert!(wide.defers_wgmma());
        assert_eq!(wide.ahead, 2);
        // 128 x 128: three 32 KiB stages leave room for two blocks an SM; no deferring.
        let square = ring(128, 128, 2);
        assert_eq!((square.stages, square.ahead), (3, 2));
        assert!(!square.defers_wgmma() && square.wgmma.len() == 1);
    }

    #[test]
    fn attentions_wgmmas_read_q_resident_and_swizzled_and_are_not_left_in_flight() {
        let k = parse_kernel(ATTENTION).unwrap_or_else(|e| panic!("{e:?}"));
        let plan = plans(&k, 2).into_values().next().expect("planned");
        let widths = plan.loads.iter().map(|l| (l.value, 8)).collect();
        let ring = Ring::with_candidates(plan.clone(), widths, 4, Some((&plan.mmas, &k, 2))).expect("fits");
        // Both products; K, V and q swizzled; two 16 KiB stages and 8 KiB of q on whole atoms.
        assert_eq!((ring.wgmma.len(), ring.swizzled.len()), (2, 3));
        assert_eq!((ring.stages, ring.bytes()), (2, 2 * 16384 + 8192));
        // The scores are read in the iteration: nothing runs on past it.
        assert!(!ring.defers_wgmma() && ring.ahead == 1);
    }

    #[test]
    fn stages_are_counted_in_the_swizzled_tiles_wgmma_reads() {
        // D = 256 in 64 x 64 tiles, one block an SM: 32 KiB of K and of V a stage beside 32 KiB
        // of q. In padded rows (33 KiB each) two stages do not fit in 160 KiB and V would
        // leave the ring; swizzled they do, and both products run as `wgmma`.
        let text = ATTENTION.replace("64x64xbf16", "64x256xbf16").replace("tile<64x64xf32> {", "tile<64x256xf32> {");
        let text = text
            .replace("%zero = constant 0.0 : tile<64x64xf32>", "%zero = constant 0.0 : tile<64x256xf32>")
            .replace("%acc1: tile<64x64xf32>", "%acc1: tile<64x256xf32>")
            .replace("permute [1, 0] %kt : tile<64x256xbf16> -> tile<64x256xbf16>", "permute [1, 0] %kt : tile<64x256xbf16> -> tile<256x64xbf16>")
            .replace("%s = mma %q, %ktt, %zero : tile<64x64xf32>", "%zs = constant 0.0 : tile<64x64xf32>\n    %s = mma %q, %ktt, %zs : tile<64x64xf32>")
            .replace("%p = cast %s : tile<64x64xf32> -> tile<64x256xbf16>", "%p = cast %s : tile<64x64xf32> -> tile<64x64xbf16>")
            .replace("%acc2 = mma %p, %vt, %acc1 : tile<64x64xf32>", "%acc2 = mma %p, %vt, %acc1 : tile<64x256xf32>");
        let k = parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        tile_lang::tir::verify::verify_kernel(&k).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
        let plan = plans(&k, 2).into_values().next().expect("planned");
        let widths: HashMap<Value, u64> = plan.loads.iter().map(|l| (l.value, 8)).collect();
        assert_eq!(Ring::new(plan.clone(), widths.clone(), 1).map(|r| r.plan.loads.len()), Some(1));
        let ring = Ring::with_candidates(plan.clone(), widths, 1, Some((&plan.mmas, &k, 2))).expect("fits");
        assert_eq!((ring.stages, ring.plan.loads.len(), ring.wgmma.len()), (2, 2, 2));
        assert_eq!(ring.bytes(), 2 * 65536 + 32768);
    }

    #[test]
    fn copies_move_along_the_dimension_of_unit_stride() {
        let facts = |align, strides: [u32; 2], unit| ArrayFacts {
            base_align: align,
            dim_divisor: [1, 1].into_iter().collect(),
            stride_divisor: strides.into_iter().collect(),
            unit_stride_dim: unit,
            sizes: None,
        };
        // Rows of 16-byte units; of 8-byte units; a transposed view (columns of 16 bytes).
        assert_eq!(copy_form(&facts(16, [8, 1], Some(1)), true), Some((8, false)));
        assert_eq!(copy_form(&facts(16, [4, 1], Some(1)), true), Some((4, false)));
        assert_eq!(copy_form(&facts(16, [1, 8], Some(0)), true), Some((8, true)));
        // A base on 4 bytes; no unit stride; an array the kernel writes.
        assert_eq!(copy_form(&facts(4, [8, 1], Some(1)), true), Some((2, false)));
        assert_eq!(copy_form(&facts(16, [8, 8], None), true), None);
        assert_eq!(copy_form(&facts(16, [8, 1], Some(1)), false), None);
    }

    #[test]
    fn a_ring_takes_as_many_stages_as_fit() {
        let plan = |tm, tn, tk| plans(&gemm(tm, tn, tk, ""), 3).into_values().next().expect("planned");
        let stages = |p: LoopPlan| Ring::new(p, HashMap::new(), 1).map(|r| r.stages);
        // 128 x 256 x 64: 18 KiB of A and 33 KiB of B a stage.
        assert_eq!(stages(plan(128, 256, 64)), Some(3));
        // Three 35 KiB stages: two blocks an SM.
        assert_eq!(stages(plan(128, 128, 64)), Some(3));
        // 128 x 64 x 32: four stages of 14.5 KiB still leave room for two blocks.
        assert_eq!(stages(plan(128, 64, 32)), Some(4));
        // 256 x 256 x 128: one stage of both is 132 KiB; two of A's 68 KiB alone fit.
        let a_only = Ring::new(plan(256, 256, 128), HashMap::new(), 1).expect("A fits");
        assert_eq!((a_only.stages, a_only.plan.loads.len(), a_only.plan.operands.len()), (2, 1, 1));
        // Two blocks an SM: 35 KiB stages of 128 x 128 x 64, three in 105.5 KiB.
        assert_eq!(Ring::new(plan(128, 128, 64), HashMap::new(), 2).map(|r| r.stages), Some(3));
    }
}
