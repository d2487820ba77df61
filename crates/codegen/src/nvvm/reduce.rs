//! `reduce` and `scan` along one axis (nvvm-lowering.md §1.4).
//!
//! A reduction combines, in order: a thread's registers that differ only along the axis; the
//! lanes that hold axis bits (butterfly shuffles, after which every such lane holds the same
//! value, since each combine is commutative); the warps that hold axis bits (partials
//! through shared memory, combined by every thread in warp order). The result's layout is the
//! operand's [`Layout::slice`], so broadcasting it back over the axis costs nothing.
//!
//! Floats of 32 bits or less accumulate in f32 and round once at the end, as the CPU
//! reference does; `argmax`/`argmin` carry (value, index) pairs and prefer the smaller index
//! among equals, with NaN the extremum of both.
//!
//! A scan writes the tile to shared memory and each thread accumulates, for each of its
//! elements, the elements before it along the axis (a loop over the axis): correct, not yet
//! fast.

use tile_lang::tir::{BinaryOp, ReduceKind, ScanKind};
use tile_lang::DType;

use super::ir::{Ty, V};
use super::layout::Layout;
use super::lower::Cx;
use super::place::{row_major_strides, smem_ty};
use super::arith::order_pred;
use super::tile::{reg_ty, Tile};
use super::LowerError;

/// One partial result: a value, and for `argmax`/`argmin` its index.
#[derive(Clone, Debug)]
struct Partial {
    v: V,
    i: Option<V>,
}

impl Cx<'_> {
    pub fn reduce(&mut self, kind: ReduceKind, axis: usize, x: &Tile, out: DType) -> Result<Tile, LowerError> {
        let d = x.dtype;
        reg_ty(d)?;
        let (layout, regs) = self.materialize(x)?;
        let slice = layout.slice(axis);
        let with_index = matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin);
        let axis_coord = if with_index { Some(self.thread_coords(&layout)[axis].clone()) } else { None };
        // In-thread, in axis order.
        let mut order: Vec<usize> = (0..regs.len()).collect();
        order.sort_by_key(|&r| layout.coords(layout.reg_offset(r))[axis]);
        let mut acc: Vec<Option<Partial>> = vec![None; slice.num_regs()];
        for r in order {
            let mut c = layout.coords(layout.reg_offset(r));
            let along = c.remove(axis);
            let out_off: u64 = c.iter().zip(row_major_strides(&slice.shape)).map(|(a, s)| a * s).sum();
            let i = axis_coord.as_ref().map(|t| self.f.bin("add", t, &V::i32(along as i64)));
            let p = Partial { v: regs[r].clone(), i };
            self.fold(kind, d, &mut acc[slice.reg_of(out_off)], p);
        }
        let mut acc: Vec<Partial> = acc.into_iter().map(|p| p.expect("every output register has inputs")).collect();
        // Across lanes.
        let lo = Layout::dim_lo(&layout.shape, axis);
        let hi = lo + super::layout::log2(layout.shape[axis]);
        let on_axis = |b: &Option<u8>| b.is_some_and(|b| b >= lo && b < hi);
        for j in 0..5 {
            if on_axis(&layout.lanes[j]) {
                for p in acc.iter_mut() {
                    let other = Partial { v: self.shfl_xor(&p.v, 1 << j), i: p.i.as_ref().map(|i| self.shfl_xor(i, 1 << j)) };
                    *p = self.combine(kind, d, p, &other);
                }
            }
        }
        // Across warps.
        let warp_mask: u32 = layout.warps.iter().enumerate().filter(|(_, b)| on_axis(b)).map(|(j, _)| 1 << j).sum();
        if warp_mask != 0 {
            acc = self.combine_warps(kind, d, &acc, warp_mask)?;
        }
        let regs: Vec<V> = match kind {
            ReduceKind::ArgMax | ReduceKind::ArgMin => acc.into_iter().map(|p| p.i.expect("index")).collect(),
            _ => acc.into_iter().map(|p| self.round_to(out, p.v)).collect(),
        };
        if slice.shape.is_empty() {
            return Ok(Tile::splat(out, &[], regs[0].clone()));
        }
        Ok(Tile::regs(out, slice, regs))
    }

    /// Combines partials of the warps that differ in `warp_mask`'s bits: each thread writes
    /// its partials, then reads those of its peer warps (its own included) in warp order.
    fn combine_warps(&mut self, kind: ReduceKind, d: DType, acc: &[Partial], warp_mask: u32) -> Result<Vec<Partial>, LowerError> {
        let n = acc.len() as u64;
        let threads = 32u64 << self.warp_bits;
        let vd = if d.is_float() && d != DType::F64 { DType::F32 } else { d };
        let vbytes = u64::from(smem_ty(vd)?.bits() / 8);
        let index_offset = (threads * n * vbytes).next_multiple_of(16);
        self.reserve_smem(vd, 0, threads * n)?;
        if acc[0].i.is_some() {
            self.reserve_smem(DType::I32, index_offset, threads * n)?;
        }
        self.barrier();
        let slot = |cx: &mut Cx, thread: &V, k: usize| {
            let t = cx.f.bin("mul", thread, &V::i32(n as i64));
            cx.f.bin("add", &t, &V::i32(k as i64))
        };
        let me = self.tid.clone();
        for (k, p) in acc.iter().enumerate() {
            let at = slot(self, &me, k);
            self.write_smem_at(vd, 0, &at, &p.v)?;
            if let Some(i) = &p.i {
                self.write_smem_at(DType::I32, index_offset, &at, i)?;
            }
        }
        self.barrier();
        let others = self.f.bin("and", &self.warp.clone(), &V::i32(!i64::from(warp_mask)));
        let mut out: Vec<Option<Partial>> = vec![None; acc.len()];
        let mut combo = 0u32;
        loop {
            let w = self.f.bin("or", &others, &V::i32(i64::from(combo)));
            let w = self.f.bin("shl", &w, &V::i32(5));
            let thread = self.f.bin("or", &w, &self.lane.clone());
            for (k, o) in out.iter_mut().enumerate() {
                let at = slot(self, &thread, k);
                let v = self.read_smem(vd, 0, &at)?;
                let i = match acc[k].i {
                    Some(_) => Some(self.read_smem(DType::I32, index_offset, &at)?),
                    None => None,
                };
                self.fold(kind, d, o, Partial { v, i });
            }
            // The next subset of the mask's bits, in increasing order.
            combo = (combo.wrapping_sub(warp_mask)) & warp_mask;
            if combo == 0 {
                break;
            }
        }
        Ok(out.into_iter().map(|p| p.expect("read")).collect())
    }

    /// `shfl.sync.bfly` of any register type (split into 32-bit pieces).
    fn shfl_xor(&mut self, v: &V, mask: u32) -> V {
        self.m.declare("declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)");
        let shfl = |cx: &mut Cx, x: &V| {
            cx.f.call(Ty::I32, "llvm.nvvm.shfl.sync.bfly.i32", &[&V::i32(-1), x, &V::i32(i64::from(mask)), &V::i32(31)])
        };
        match v.ty.clone() {
            Ty::I32 => shfl(self, v),
            Ty::Float => {
                let b = self.f.conv("bitcast", v, Ty::I32);
                let s = shfl(self, &b);
                self.f.conv("bitcast", &s, Ty::Float)
            }
            Ty::I1 | Ty::I8 | Ty::I16 => {
                let w = self.f.conv("zext", v, Ty::I32);
                let s = shfl(self, &w);
                self.f.conv("trunc", &s, v.ty.clone())
            }
            ty => {
                let pair = self.f.conv("bitcast", v, Ty::vec(2, Ty::I32));
                let (a, b) = (self.f.extract_element(&pair, 0), self.f.extract_element(&pair, 1));
                let (a, b) = (shfl(self, &a), shfl(self, &b));
                let p = self.f.insert_element(&V::undef(Ty::vec(2, Ty::I32)), &a, 0);
                let p = self.f.insert_element(&p, &b, 1);
                self.f.conv("bitcast", &p, ty)
            }
        }
    }

    /// Folds `p` into an accumulator slot (empty until its first partial).
    fn fold(&mut self, kind: ReduceKind, d: DType, slot: &mut Option<Partial>, p: Partial) {
        *slot = Some(match slot.take() {
            None => p,
            Some(a) => self.combine(kind, d, &a, &p),
        });
    }

    /// Combines two partials (commutatively: either order gives the same bits).
    fn combine(&mut self, kind: ReduceKind, d: DType, a: &Partial, b: &Partial) -> Partial {
        let v = |v: V| Partial { v, i: None };
        match kind {
            ReduceKind::Sum => v(self.accumulate(BinaryOp::Add, d, &a.v, &b.v)),
            ReduceKind::Prod => v(self.accumulate(BinaryOp::Mul, d, &a.v, &b.v)),
            ReduceKind::Max => v(self.accumulate(BinaryOp::Max, d, &a.v, &b.v)),
            ReduceKind::Min => v(self.accumulate(BinaryOp::Min, d, &a.v, &b.v)),
            ReduceKind::ArgMax | ReduceKind::ArgMin => {
                let better = self.better(kind == ReduceKind::ArgMax, d, a, b);
                let (ai, bi) = (a.i.clone().expect("index"), b.i.clone().expect("index"));
                Partial { v: self.f.select(&better, &a.v, &b.v), i: Some(self.f.select(&better, &ai, &bi)) }
            }
        }
    }

    /// One accumulation step, without rounding narrow floats (they accumulate in f32).
    fn accumulate(&mut self, op: BinaryOp, d: DType, a: &V, b: &V) -> V {
        if d.is_float() {
            return match op {
                BinaryOp::Add => self.f.bin("fadd", a, b),
                BinaryOp::Mul => self.f.bin("fmul", a, b),
                _ => self.float_min_max(op == BinaryOp::Max, a, b),
            };
        }
        self.binary_reg(op, d, a, b).expect("integer ops lower")
    }

    /// Whether partial `a` wins over `b` for argmax (`max`) or argmin.
    fn better(&mut self, max: bool, d: DType, a: &Partial, b: &Partial) -> V {
        let (ai, bi) = (a.i.as_ref().expect("index"), b.i.as_ref().expect("index"));
        let first = self.f.cmp("icmp", "slt", ai, bi);
        let (strict, equal) = if d.is_float() {
            (self.f.cmp("fcmp", if max { "ogt" } else { "olt" }, &a.v, &b.v), self.f.cmp("fcmp", "oeq", &a.v, &b.v))
        } else {
            let p = order_pred(max, d.is_signed_int());
            (self.f.cmp("icmp", p, &a.v, &b.v), self.f.cmp("icmp", "eq", &a.v, &b.v))
        };
        let tie = self.f.bin("and", &equal, &first);
        let mut win = self.f.bin("or", &strict, &tie);
        if d.is_float() {
            // NaN is the extremum: a NaN beats a number, and the first NaN wins.
            let a_nan = self.f.cmp("fcmp", "uno", &a.v, &a.v);
            let b_nan = self.f.cmp("fcmp", "uno", &b.v, &b.v);
            let b_num = self.f.bin("xor", &b_nan, &V::bool(true));
            let nan_first = self.f.bin("or", &b_num, &first);
            let a_wins = self.f.bin("and", &a_nan, &nan_first);
            let not_b_nan = b_num;
            let win_num = self.f.bin("and", &win, &not_b_nan);
            win = self.f.bin("or", &a_wins, &win_num);
        }
        win
    }

    pub fn scan(&mut self, kind: ScanKind, axis: usize, reverse: bool, x: &Tile) -> Result<Tile, LowerError> {
        let d = x.dtype;
        let rty = reg_ty(d)?;
        let (layout, regs) = self.materialize(x)?;
        self.barrier();
        self.write_smem(d, &layout, &regs, 0)?;
        self.barrier();
        let coords = self.thread_coords(&layout);
        let strides = row_major_strides(&layout.shape);
        let len = layout.shape[axis];
        let op = match kind {
            ScanKind::Sum => BinaryOp::Add,
            ScanKind::Prod => BinaryOp::Mul,
        };
        let identity = if d.is_bool() {
            V::bool(kind == ScanKind::Prod)
        } else if d.is_float() {
            V::float(rty.clone(), if kind == ScanKind::Sum { 0.0 } else { 1.0 })
        } else {
            V::int(rty.clone(), if kind == ScanKind::Sum { 0 } else { 1 })
        };
        // Per register: its index with the axis coordinate zeroed, and its axis coordinate.
        let row_strides: Vec<u64> = strides.iter().enumerate().map(|(dim, &s)| if dim == axis { 0 } else { s }).collect();
        let mut rows = Vec::new();
        for r in 0..regs.len() {
            let rc = layout.coords(layout.reg_offset(r));
            let at = self.row_major_index(&coords, &rc, &row_strides);
            let mine = self.f.bin("add", &coords[axis], &V::i32(rc[axis] as i64));
            rows.push((at, mine));
        }
        let entry = self.f.current();
        let (head, exit) = (self.f.block("scan"), self.f.block("scanned"));
        self.f.br(head);
        self.f.switch_to(head);
        let (jphi, j) = self.f.phi(head, Ty::I32);
        self.f.add_incoming(jphi, &V::i32(0), entry);
        let mut phis = Vec::new();
        for _ in 0..regs.len() {
            let (p, v) = self.f.phi(head, rty.clone());
            self.f.add_incoming(p, &identity, entry);
            phis.push((p, v));
        }
        // Walk the axis from its start (or, reversed, from its end).
        let pos = if reverse { self.f.bin("sub", &V::i32(len as i64 - 1), &j) } else { j.clone() };
        let step = self.f.bin("mul", &pos, &V::i32(strides[axis] as i64));
        let mut next = Vec::new();
        for ((at, mine), (_, acc)) in rows.iter().zip(&phis) {
            let i = self.f.bin("add", at, &step);
            let x = self.read_smem(d, 0, &i)?;
            let sum = self.accumulate(op, d, acc, &x);
            let within = self.f.cmp("icmp", if reverse { "sge" } else { "sle" }, &pos, mine);
            next.push(self.f.select(&within, &sum, acc));
        }
        let j1 = self.f.bin("add", &j, &V::i32(1));
        let here = self.f.current();
        self.f.add_incoming(jphi, &j1, here);
        for ((p, _), v) in phis.iter().zip(&next) {
            self.f.add_incoming(*p, v, here);
        }
        let more = self.f.cmp("icmp", "slt", &j1, &V::i32(len as i64));
        self.f.cond_br(&more, head, exit);
        self.f.switch_to(exit);
        let out: Vec<V> = next.into_iter().map(|v| self.round_to(d, v)).collect();
        Ok(Tile::regs(d, layout, out))
    }
}
