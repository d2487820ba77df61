//! `mma` on tensor cores: `mma.sync.aligned.m16n8k16` for f16 and bf16 operands into an f32
//! accumulator (nvvm-lowering.md §3), where the tile is made of whole 16 x 8 x 16 steps.
//!
//! The operands go to shared memory as 16-bit elements: A row-major (`m x k`), B transposed
//! (`n x k`), so that the two elements of every fragment register (neighbours along `k`) are one
//! aligned 32-bit word. The stores are volatile: libNVVM 13.0's optimiser merges neighbouring
//! 16-bit shared stores into vectors its code generator rejects (`smem_ty`). Each warp then
//! takes warp tiles of `MI x NI` fragments of 16 x 8 outputs in turn (warp `w` takes tiles `w`,
//! `w + warps`, ...), and for each runs the `k` loop: one shared load a fragment register, and
//! one `mma.sync` per fragment, each A fragment reused across the `NI` B fragments. The products
//! go to shared memory in f32 and every thread reads its elements of the accumulator's layout
//! back and adds them to the accumulator.
//!
//! The accumulator is added after the products are summed (one rounding more than the
//! reference's fused steps), and the tensor cores sum each 16-wide `k` step in an order of
//! their own: the result agrees with the reference to f32 accumulation error, not bit for bit.

use tile_lang::DType;

use super::ir::{BlockId, PhiId, Ty, V};
use super::lower::Cx;
use super::layout::Layout;
use super::tile::Tile;
use super::{LowerError, MAX_SHARED_BYTES};

/// The warp tile: fragments of 16 x 8 outputs along M and along N, as many as divide the
/// product (at most 2 x 4: 32 x 32 outputs, 32 f32 accumulators a thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WarpTile {
    pub mi: u64,
    pub ni: u64,
}

/// The most outputs an `mma` runs on tensor cores with. Its products go through shared memory
/// on every call, and at 128 x 256 (`gemm()`'s large tiles on NVVM) that cost more than the
/// tensor cores gained: bf16 4096^3 ran at 24.3-24.5 TFLOP/s on them against 29.5-29.7 on CUDA
/// cores, where 128 x 128 gained 1.3x (H100, bench/results/2026-11-27-h100-nvvm-mma-sync).
const MAX_OUTPUTS: u64 = 128 * 128;

/// The warp tile of an `m x n x k` product of `da x db` into `dc` on tensor cores, if it runs
/// there: f16 x f16 or bf16 x bf16 into f32, 2-D, whole 16 x 8 x 16 steps, at most
/// [`MAX_OUTPUTS`] outputs, and operands and products fitting in one block's shared memory.
pub(super) fn warp_tile(da: DType, db: DType, dc: DType, m: u64, n: u64, k: u64) -> Option<WarpTile> {
    let halves = matches!((da, db), (DType::F16, DType::F16) | (DType::BF16, DType::BF16));
    if !halves || dc != DType::F32 || !m.is_multiple_of(16) || !n.is_multiple_of(8) || !k.is_multiple_of(16) {
        return None;
    }
    if m * n > MAX_OUTPUTS {
        return None;
    }
    // 2-byte operands and 4-byte products, each region aligned to 16 bytes.
    let bytes = 2 * (m * k + k * n) + 4 * m * n + 32;
    if bytes > MAX_SHARED_BYTES {
        return None;
    }
    let mi = if (m / 16).is_multiple_of(2) { 2 } else { 1 };
    let ni = [4, 2, 1].into_iter().find(|&ni| (n / 8).is_multiple_of(ni)).unwrap_or(1);
    Some(WarpTile { mi, ni })
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
    /// `acc + a @ b` for 2-D tiles on tensor cores, with the warp tile `wt` ([`warp_tile`]).
    pub(super) fn mma_sync(&mut self, a: &Tile, b: &Tile, acc: &Tile, wt: WarpTile) -> Result<Tile, LowerError> {
        let (da, dc) = (a.dtype, acc.dtype);
        let (m, n, k) = (acc.shape[0], acc.shape[1], a.shape[1]);
        let (la, ra) = self.materialize(a)?;
        let (lb, rb) = self.materialize(b)?;
        let (lc, rc) = self.materialize(acc)?;
        let b_offset = (m * k * 2).next_multiple_of(16);
        let c_offset = (b_offset + k * n * 2).next_multiple_of(16);
        self.reserve_smem(dc, c_offset, m * n)?;
        self.barrier();
        self.write_halves(da, &la, &ra, 0, None);
        self.write_halves(b.dtype, &lb, &rb, b_offset, Some((n, k)));
        self.barrier();
        self.warp_tiles(da, (m, n, k), wt, (b_offset, c_offset));
        self.barrier();
        let products = self.read_layout(dc, &lc, c_offset)?;
        let sums = rc.iter().zip(&products).map(|(c, p)| self.f.bin("fadd", c, p)).collect();
        Ok(Tile::regs(dc, lc, sums))
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
        let row_tile = self.f.bin("udiv", &tile_loop.value, &V::i32(across as i64));
        let col_tile = self.f.bin("urem", &tile_loop.value, &V::i32(across as i64));
        let row0 = self.f.bin("mul", &row_tile, &V::i32((16 * wt.mi) as i64));
        let col0 = self.f.bin("mul", &col_tile, &V::i32((8 * wt.ni) as i64));
        let rows: Vec<V> = (0..wt.mi).map(|i| self.offset(&row0, &group, 16 * i)).collect();
        let cols: Vec<V> = (0..wt.ni).map(|j| self.offset(&col0, &group, 8 * j)).collect();
        let sums = self.k_loop(d, k, wt, b_offset, (&rows, &cols, &pair));
        // Fragment element (r, c) of tile (i, j): rows group and group + 8, columns pair, pair + 1.
        for i in 0..wt.mi as usize {
            for j in 0..wt.ni as usize {
                let out_col = self.offset(&col0, &pair, 8 * j as u64);
                for (e, s) in sums[(i * wt.ni as usize + j) * 4..][..4].iter().enumerate() {
                    let row = self.f.bin("add", &rows[i], &V::i32(8 * (e as i64 / 2)));
                    let col = self.f.bin("add", &out_col, &V::i32(e as i64 % 2));
                    let idx = self.index(&row, n, &col);
                    self.write_smem_at(DType::F32, c_offset, &idx, s).expect("f32 has a shared-memory type");
                }
            }
        }
        self.end_loop(&tile_loop, warps, done);
    }

    /// The `k` loop of one warp tile: its `MI x NI x 4` f32 sums.
    fn k_loop(&mut self, d: DType, k: u64, wt: WarpTile, b_offset: u64, (rows, cols, pair): (&[V], &[V], &V)) -> Vec<V> {
        let entry = self.f.current();
        let kk = self.begin_loop("mma_k16", &V::i32(0));
        let count = (wt.mi * wt.ni * 4) as usize;
        let phis: Vec<(PhiId, V)> = (0..count).map(|_| self.f.phi(kk.head, Ty::Float)).collect();
        for (p, _) in &phis {
            self.f.add_incoming(*p, &V::float(Ty::Float, 0.0), entry);
        }
        // This thread's first `k` of the step: A's column and B's row.
        let k_own = self.f.bin("add", &kk.value, pair);
        let a_frags: Vec<[V; 4]> = rows.iter().map(|row| self.a_fragment(k, row, &k_own)).collect();
        let b_frags: Vec<[V; 2]> = cols.iter().map(|col| self.b_fragment(k, b_offset, &k_own, col)).collect();
        let mut next = Vec::with_capacity(count);
        for a in &a_frags {
            for b in &b_frags {
                let i = next.len();
                let c: Vec<V> = phis[i..i + 4].iter().map(|(_, v)| v.clone()).collect();
                next.extend(self.mma_16816(d, a, b, &c));
            }
        }
        let here = self.end_loop_at(&kk, 16, k);
        for ((p, _), v) in phis.iter().zip(&next) {
            self.f.add_incoming(*p, v, here);
        }
        next
    }

    /// This thread's A fragment of the 16 x 16 block whose rows start at `row` (its group's
    /// row) and whose `k` columns start at `col` (its pair's column): rows row, row + 8 and
    /// columns col, col + 8, two elements (one word) a register.
    fn a_fragment(&mut self, k: u64, row: &V, col: &V) -> [V; 4] {
        let lower = self.f.bin("add", row, &V::i32(8));
        let right = self.f.bin("add", col, &V::i32(8));
        let at = [(row, col), (&lower, col), (row, &right), (&lower, &right)];
        at.map(|(r, c)| {
            let idx = self.index(r, k, c);
            self.half_pair(0, &idx)
        })
    }

    /// This thread's B fragment of the 16 x 8 block: `k` rows `row`, `row + 1` (and 8 below),
    /// column `col` (its group's column), from B stored transposed (`n x k`).
    fn b_fragment(&mut self, k: u64, offset: u64, row: &V, col: &V) -> [V; 2] {
        [0, 8].map(|down| {
            let r = self.f.bin("add", row, &V::i32(down));
            let idx = self.index(col, k, &r);
            self.half_pair(offset, &idx)
        })
    }

    /// The 16-bit elements `idx` (even) and `idx + 1` of shared memory at `offset` as one
    /// 32-bit register, `idx` in the low half, as `mma.sync` takes them.
    fn half_pair(&mut self, offset: u64, idx: &V) -> V {
        let word = self.f.bin("lshr", idx, &V::i32(1));
        let p = self.smem_ptr_of(Ty::I32, offset, &word);
        self.f.load(&p, 4)
    }

    /// Writes a tile of f16 or bf16 registers to shared memory at `offset` as 16-bit elements:
    /// row-major, or with `transpose = Some((cols, rows))` of a `rows x cols` tile, column-major
    /// (element (r, c) at `c * rows + r`).
    fn write_halves(&mut self, d: DType, layout: &Layout, regs: &[V], offset: u64, transpose: Option<(u64, u64)>) {
        let base = self.thread_base(layout);
        for (r, v) in regs.iter().enumerate() {
            let mut idx = self.f.bin("or", &base, &V::i32(layout.reg_offset(r) as i64));
            if let Some((cols, rows)) = transpose {
                let row = self.f.bin("udiv", &idx, &V::i32(cols as i64));
                let col = self.f.bin("urem", &idx, &V::i32(cols as i64));
                idx = self.index(&col, rows, &row);
            }
            let bits = self.store_form(d, v);
            let bits = if bits.ty == Ty::Half { self.f.conv("bitcast", &bits, Ty::I16) } else { bits };
            let p = self.smem_ptr_of(Ty::I16, offset, &idx);
            self.f.store_volatile(&bits, &p, 2);
        }
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
