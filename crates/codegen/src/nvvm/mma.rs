//! `mma` on CUDA cores: the operands go to shared memory, and each thread accumulates its
//! elements of the result over `k` in order with fused multiply-adds, exactly the CPU
//! reference's rounding (one rounding per step; narrow accumulators round after each step).
//! Correct for every dtype pair the reference takes (fp8 operands are decoded exactly as they
//! load, and their products are exact in f32). f16 and bf16 products into f32 made of whole
//! 16 x 8 x 16 steps run on tensor cores instead (`mma_sync.rs`): with the accumulator in
//! registers where every warp has a warp tile of its own, else up to 128 x 128 outputs.

use tile_lang::DType;

use super::ir::{Ty, V};
use super::lower::Cx;
use super::place::smem_ty;
use super::tile::{reg_ty, Tile};
use super::LowerError;

impl Cx<'_> {
    pub fn mma(&mut self, a: &Tile, b: &Tile, acc: &Tile) -> Result<Tile, LowerError> {
        if let Some((wt, layout)) = super::mma_sync::fragments_take(a, b, acc, (self.warp_bits, self.rows_first)) {
            return self.mma_in_fragments(a, b, acc, wt, layout);
        }
        if let Some(wt) = super::mma_sync::tensor_cores_take(a, b, acc) {
            return self.mma_sync(a, b, acc, wt);
        }
        let (da, db, dc) = (a.dtype, b.dtype, acc.dtype);
        let cty = reg_ty(dc)?;
        reg_ty(da)?;
        reg_ty(db)?;
        let batched = acc.shape.len() == 3;
        let (m, n) = (acc.shape[acc.shape.len() - 2], acc.shape[acc.shape.len() - 1]);
        let kdim = a.shape[a.shape.len() - 1];
        let (la, ra) = self.materialize(a)?;
        let (lb, rb) = self.materialize(b)?;
        let (lc, rc) = self.materialize(acc)?;
        let a_bytes = a.elements() * u64::from(smem_ty(da)?.bits() / 8);
        let b_offset = a_bytes.next_multiple_of(16);
        self.reserve_smem(da, 0, a.elements())?;
        self.reserve_smem(db, b_offset, b.elements())?;
        self.barrier();
        self.write_smem(da, &la, &ra, 0)?;
        self.write_smem(db, &lb, &rb, b_offset)?;
        self.barrier();
        // Each accumulator register's row of `a` and column of `b` (k = 0).
        let coords = self.thread_coords(&lc);
        let mut starts = Vec::new();
        for r in 0..rc.len() {
            let c = lc.coords(lc.reg_offset(r));
            let at = |cx: &mut Cx, i: usize| cx.f.bin("add", &coords[i], &V::i32(c[i] as i64));
            let (bt, row, col) = if batched { (Some(at(self, 0)), at(self, 1), at(self, 2)) } else { (None, at(self, 0), at(self, 1)) };
            let mut a_row = self.f.bin("mul", &row, &V::i32(kdim as i64));
            let mut b_col = col;
            if let Some(bt) = bt {
                let ab = self.f.bin("mul", &bt, &V::i32((m * kdim) as i64));
                a_row = self.f.bin("add", &a_row, &ab);
                let bb = self.f.bin("mul", &bt, &V::i32((kdim * n) as i64));
                b_col = self.f.bin("add", &b_col, &bb);
            }
            starts.push((a_row, b_col));
        }
        let entry = self.f.current();
        let (head, exit) = (self.f.block("mma_k"), self.f.block("mma_done"));
        self.f.br(head);
        self.f.switch_to(head);
        let (kphi, k) = self.f.phi(head, Ty::I32);
        self.f.add_incoming(kphi, &V::i32(0), entry);
        let mut phis = Vec::new();
        for v in &rc {
            let (p, val) = self.f.phi(head, cty.clone());
            self.f.add_incoming(p, v, entry);
            phis.push((p, val));
        }
        let k_row = self.f.bin("mul", &k, &V::i32(n as i64));
        let mut next = Vec::new();
        for ((a_row, b_col), (_, c)) in starts.iter().zip(&phis) {
            let ia = self.f.bin("add", a_row, &k);
            let ib = self.f.bin("add", b_col, &k_row);
            let x = self.read_smem(da, 0, &ia)?;
            let y = self.read_smem(db, b_offset, &ib)?;
            next.push(self.mma_step(dc, da, db, c, &x, &y));
        }
        let k1 = self.f.bin("add", &k, &V::i32(1));
        let here = self.f.current();
        self.f.add_incoming(kphi, &k1, here);
        for ((p, _), v) in phis.iter().zip(&next) {
            self.f.add_incoming(*p, v, here);
        }
        let more = self.f.cmp("icmp", "slt", &k1, &V::i32(kdim as i64));
        self.f.cond_br(&more, head, exit);
        self.f.switch_to(exit);
        Ok(Tile::regs(dc, lc, next))
    }

    /// `acc + x * y` in the accumulator's type, rounded as the reference does.
    fn mma_step(&mut self, dc: DType, da: DType, db: DType, acc: &V, x: &V, y: &V) -> V {
        if !dc.is_float() {
            let x = self.int_resize(x, if da.is_bool() { DType::U8 } else { da }, &acc.ty);
            let y = self.int_resize(y, if db.is_bool() { DType::U8 } else { db }, &acc.ty);
            let p = self.f.bin("mul", &x, &y);
            return self.f.bin("add", acc, &p);
        }
        let to_acc = |cx: &mut Cx, v: &V| match (&v.ty, &acc.ty) {
            (Ty::Float, Ty::Double) => cx.f.conv("fpext", v, Ty::Double),
            (Ty::Double, Ty::Float) => cx.f.conv("fptrunc", v, Ty::Float),
            _ => v.clone(),
        };
        let (x, y) = (to_acc(self, x), to_acc(self, y));
        let name = if acc.ty == Ty::Double { "llvm.fma.f64" } else { "llvm.fma.f32" };
        self.m.declare(format!("declare {t} @{name}({t}, {t}, {t})", t = acc.ty));
        let v = self.f.call(acc.ty.clone(), name, &[&x, &y, acc]);
        self.round_to(dc, v)
    }
}
