//! `mma` on tensor cores: `mma.sync.aligned.m16n8k16` for f16 and bf16 operands into an f32
//! accumulator (nvvm-lowering.md §3), where the tile is made of whole 16 x 8 x 16 steps.
//!
//! The operands go to shared memory row-major, as for the CUDA-core form (`mma.rs`). Each
//! warp then takes warp tiles of `MI x NI` fragments of 16 x 8 outputs in turn (warp `w` takes
//! tiles `w`, `w + warps`, ...), and for each runs the `k` loop: it reads its A and B fragments
//! from shared memory (two 16-bit elements a register, in the PTX ISA's fragment order) and
//! issues one `mma.sync` per fragment, reusing each A fragment across the `NI` B fragments.
//! The products go to shared memory in f32 and every thread reads its elements of the
//! accumulator's layout back and adds them to the accumulator.
//!
//! The accumulator is added after the products are summed (one rounding more than the
//! reference's fused steps), and the tensor cores sum each 16-wide `k` step in an order of
//! their own: the result agrees with the reference to f32 accumulation error, not bit for bit.

use tile_lang::DType;

use super::ir::{BlockId, PhiId, Ty, V};
use super::lower::Cx;
use super::place::smem_ty;
use super::tile::Tile;
use super::{LowerError, MAX_SHARED_BYTES};

/// The warp tile: fragments of 16 x 8 outputs along M and along N, as many as divide the
/// product (at most 2 x 4: 32 x 32 outputs, 32 f32 accumulators a thread).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WarpTile {
    pub mi: u64,
    pub ni: u64,
}

/// The warp tile of an `m x n x k` product of `da x db` into `dc` on tensor cores, if it runs
/// there: f16 x f16 or bf16 x bf16 into f32, 2-D, whole 16 x 8 x 16 steps, and operands,
/// products and accumulator fitting in one block's shared memory together.
pub(super) fn warp_tile(da: DType, db: DType, dc: DType, m: u64, n: u64, k: u64) -> Option<WarpTile> {
    let halves = matches!((da, db), (DType::F16, DType::F16) | (DType::BF16, DType::BF16));
    if !halves || dc != DType::F32 || !m.is_multiple_of(16) || !n.is_multiple_of(8) || !k.is_multiple_of(16) {
        return None;
    }
    // Operands and products are 4-byte words in shared memory (`smem_ty`).
    let bytes = 4 * (m * k + k * n + m * n) + 32;
    if bytes > MAX_SHARED_BYTES {
        return None;
    }
    let mi = if (m / 16).is_multiple_of(2) { 2 } else { 1 };
    let ni = [4, 2, 1].into_iter().find(|&ni| (n / 8).is_multiple_of(ni)).unwrap_or(1);
    Some(WarpTile { mi, ni })
}

/// One loop being built: its head block, the phi of its counter and the counter's value.
struct Loop {
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
        let word = u64::from(smem_ty(da)?.bits() / 8);
        let b_offset = (m * k * word).next_multiple_of(16);
        let c_offset = (b_offset + k * n * word).next_multiple_of(16);
        self.reserve_smem(dc, c_offset, m * n)?;
        self.barrier();
        self.write_smem(da, &la, &ra, 0)?;
        self.write_smem(b.dtype, &lb, &rb, b_offset)?;
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
        let sums = self.k_loop(d, (n, k), wt, b_offset, (&rows, &cols, &pair));
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
    fn k_loop(&mut self, d: DType, (n, k): (u64, u64), wt: WarpTile, b_offset: u64, (rows, cols, pair): (&[V], &[V], &V)) -> Vec<V> {
        let entry = self.f.current();
        let kk = self.begin_loop("mma_k16", &V::i32(0));
        let count = (wt.mi * wt.ni * 4) as usize;
        let phis: Vec<(PhiId, V)> = (0..count).map(|_| self.f.phi(kk.head, Ty::Float)).collect();
        for (p, _) in &phis {
            self.f.add_incoming(*p, &V::float(Ty::Float, 0.0), entry);
        }
        let a_col = self.f.bin("add", &kk.value, pair);
        let b_row = a_col.clone();
        let a_frags: Vec<[V; 4]> = rows.iter().map(|row| self.a_fragment(d, k, row, &a_col)).collect();
        let b_frags: Vec<[V; 2]> = cols.iter().map(|col| self.b_fragment(d, n, b_offset, &b_row, col)).collect();
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
    /// columns col, col + 8, two elements a register.
    fn a_fragment(&mut self, d: DType, k: u64, row: &V, col: &V) -> [V; 4] {
        let lower = self.f.bin("add", row, &V::i32(8));
        let right = self.f.bin("add", col, &V::i32(8));
        let at = [(row, col), (&lower, col), (row, &right), (&lower, &right)];
        at.map(|(r, c)| {
            let idx = self.index(r, k, c);
            let next = self.f.bin("add", &idx, &V::i32(1));
            self.pack_halves(d, 0, &idx, &next)
        })
    }

    /// This thread's B fragment of the 16 x 8 block: `k` rows `row`, `row + 1` (and 8 below),
    /// column `col` (its group's column).
    fn b_fragment(&mut self, d: DType, n: u64, offset: u64, row: &V, col: &V) -> [V; 2] {
        [0, 8].map(|down| {
            let r = self.f.bin("add", row, &V::i32(down));
            let idx = self.index(&r, n, col);
            let below = self.f.bin("add", &idx, &V::i32(n as i64));
            self.pack_halves(d, offset, &idx, &below)
        })
    }

    /// Two 16-bit elements of shared memory (4-byte words at `offset`) in one 32-bit
    /// register, `lo` in the low half, as `mma.sync` takes them.
    fn pack_halves(&mut self, d: DType, offset: u64, lo: &V, hi: &V) -> V {
        let lo = self.read_smem_word(d, offset, lo);
        let hi = self.read_smem_word(d, offset, hi);
        let lo = self.f.bin("and", &lo, &V::i32(0xffff));
        let hi = self.f.bin("shl", &hi, &V::i32(16));
        self.f.bin("or", &lo, &hi)
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
    fn begin_loop(&mut self, name: &str, start: &V) -> Loop {
        let entry = self.f.current();
        let head = self.f.block(name);
        self.f.br(head);
        self.f.switch_to(head);
        let (counter, value) = self.f.phi(head, Ty::I32);
        self.f.add_incoming(counter, start, entry);
        Loop { head, counter, value }
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
        let exit = self.f.block("mma_k16_done");
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
    }

    #[test]
    fn other_dtypes_partial_steps_and_oversized_tiles_stay_on_cuda_cores() {
        assert_eq!(warp_tile(DType::F32, DType::F32, DType::F32, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::BF16, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::F16, DType::BF16, DType::F32, 64, 64, 32), None);
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 64, 64, 8), None);
        assert_eq!(warp_tile(DType::F16, DType::F16, DType::F32, 8, 64, 16), None);
        assert_eq!(warp_tile(DType::BF16, DType::BF16, DType::F32, 256, 256, 64), None);
    }
}
