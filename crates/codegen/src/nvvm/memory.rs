//! `load`, `store` and `atomic_add`: tiles of global arrays by tile index.
//!
//! A thread's elements are addressed as its base offset (from its coordinates, in 64-bit
//! arithmetic) plus a constant per register times the strides. Registers that hold
//! consecutive elements of a unit-stride row move as one vector of up to 16 bytes when the
//! specialisation's facts prove it aligned and never split by the array's edge
//! ([`vector_width`]). Each access has two paths: a tile wholly inside the array runs
//! unmasked; a tile at the edge checks each vector and fills what lies outside with the
//! padding value (nvvm-lowering.md §2.3) by predicated `ld`s in inline PTX whose registers
//! are preset to it, so that the edge path is straight-line code. Threads that replicate
//! elements of a small tile leave stores and atomics to one owner. An atomic with an acquire
//! or release order is bracketed by `membar.gl` and a block barrier, so that the whole block's
//! accesses, not only the owners', are ordered around it.

use tile_lang::tir::{self, Padding};
use tile_lang::DType;

use super::ir::{Ty, V};
use super::layout::Layout;
use super::lower::{ArrayView, Cx};
use super::tile::{mem_ty, narrow_literal, reg_ty, Repr, Tile};
use super::LowerError;

/// How many consecutive elements of `layout`'s registers move as one access of `array`.
pub(super) fn vector_width(array: &ArrayView, layout: &Layout, elem_bytes: u32) -> u32 {
    let rank = layout.shape.len();
    if rank == 0 || !array.facts.unit_inner_stride() {
        return 1;
    }
    let contiguous = layout.regs.iter().enumerate().take_while(|(i, b)| **b as usize == *i).count();
    let mut w = (1u64 << contiguous).min(layout.shape[rank - 1]) as u32;
    w = w.min(16 / elem_bytes.max(1)).min((array.facts.base_align / elem_bytes.max(1)).max(1));
    w = w.min(array.facts.dim_divisor[rank - 1]);
    for d in 0..rank - 1 {
        w = w.min(array.facts.stride_divisor[d]);
    }
    1 << (31 - w.max(1).leading_zeros())
}

/// The type one access of `w` elements of `elem` moves: a vector of the element for 32-bit
/// and wider elements, else 32-bit words (a 16-bit integer for two bytes): LLVM 7's NVPTX
/// back end cannot split vectors such as `<8 x half>`.
pub(super) fn access_ty(elem: &Ty, w: u32) -> Ty {
    if w == 1 {
        return elem.clone();
    }
    if elem.bits() >= 32 {
        return Ty::vec(w, elem.clone());
    }
    let bits = w * elem.bits();
    match bits {
        0..=16 => Ty::int_of(bits),
        32 => Ty::I32,
        _ => Ty::vec(bits / 32, Ty::I32),
    }
}

/// The PTX register one element of type `elem` of an access is read into: its type, its
/// inline-asm constraint and the `ld` type. A byte goes into a 16-bit register.
fn ptx_word(elem: &Ty) -> (Ty, &'static str, &'static str) {
    match elem.bits() {
        8 => (Ty::I16, "h", "u8"),
        16 => (Ty::I16, "h", "b16"),
        32 => (Ty::I32, "r", "b32"),
        _ => (Ty::I64, "l", "b64"),
    }
}

/// Where one thread's accesses of a tile go.
struct Access {
    /// The thread's element coordinates (i64), one per dimension.
    coords: Vec<V>,
    /// The thread's element offset from the array base (i64).
    offset: V,
    /// True when the whole tile lies inside the array.
    full: V,
    strides: Vec<V>,
    sizes: Vec<V>,
    width: u32,
}

impl Cx<'_> {
    fn access(&mut self, array: &ArrayView, shape: &[u64], layout: &Layout, idx: &[V]) -> Result<Access, LowerError> {
        let tcoords = self.thread_coords(layout);
        let elem_bytes = mem_ty(array.dtype)?.bits() / 8;
        let width = vector_width(array, layout, elem_bytes.max(1));
        let mut coords = Vec::new();
        let mut offset = V::i64(0);
        let mut full = V::bool(true);
        let mut strides = Vec::new();
        let mut sizes = Vec::new();
        for d in 0..shape.len() {
            let i = self.f.conv("sext", &idx[d], Ty::I64);
            let start = self.f.bin("mul", &i, &V::i64(shape[d] as i64));
            let t = self.f.conv("zext", &tcoords[d], Ty::I64);
            let c = self.f.bin("add", &start, &t);
            let stride = self.f.conv("sext", &array.strides[d], Ty::I64);
            let size = self.f.conv("zext", &array.sizes[d], Ty::I64);
            let term = self.f.bin("mul", &c, &stride);
            offset = self.f.bin("add", &offset, &term);
            // Inside: 0 <= start and start + extent <= size.
            let end = self.f.bin("add", &start, &V::i64(shape[d] as i64));
            let fits = self.f.cmp("icmp", "sle", &end, &size);
            let nonneg = self.f.cmp("icmp", "sge", &i, &V::i64(0));
            let ok = self.f.bin("and", &fits, &nonneg);
            full = self.f.bin("and", &full, &ok);
            coords.push(c);
            strides.push(stride);
            sizes.push(size);
        }
        Ok(Access { coords, offset, full, strides, sizes, width })
    }

    /// The pointer to the first element of register `r`'s vector, and (for the masked path)
    /// whether that vector lies inside the array.
    fn element(&mut self, array: &ArrayView, acc: &Access, layout: &Layout, r: usize, ty: &Ty) -> (V, V) {
        let rc = layout.coords(layout.reg_offset(r));
        let mut off = acc.offset.clone();
        let mut inside = V::bool(true);
        for (d, &rd) in rc.iter().enumerate() {
            let k = V::i64(rd as i64);
            if rd != 0 {
                let term = self.f.bin("mul", &k, &acc.strides[d]);
                off = self.f.bin("add", &off, &term);
            }
            let c = if rd == 0 { acc.coords[d].clone() } else { self.f.bin("add", &acc.coords[d], &k) };
            let ok = self.f.cmp("icmp", "ult", &c, &acc.sizes[d]);
            inside = self.f.bin("and", &inside, &ok);
        }
        let base = self.f.conv("bitcast", &array.base, Ty::ptr(1, ty.clone()));
        (self.f.gep(&base, &off), inside)
    }

    pub fn load(&mut self, op: tir::Op, padding: Padding, order: Option<&[u8]>) -> Result<(), LowerError> {
        let d = &self.k.ops[op];
        let dtype = self.array(d.operands[0]).dtype;
        let layout = self.default_layout(&self.shape_of(d.results[0]), dtype);
        let regs = self.load_in(op, padding, order, &layout)?;
        self.bind(d.results[0], Tile::regs(dtype, layout, regs));
        self.loaded_at.insert(d.results[0], (self.stores, self.loop_depth()));
        Ok(())
    }

    /// The registers of load `op` in `layout`: the whole tile inside the array takes the
    /// unmasked path, a tile at the edge the masked one.
    pub fn load_in(&mut self, op: tir::Op, padding: Padding, order: Option<&[u8]>, layout: &Layout) -> Result<Vec<V>, LowerError> {
        let d = &self.k.ops[op];
        let array = match order {
            Some(o) => self.array(d.operands[0]).permuted(o),
            None => self.array(d.operands[0]).clone(),
        };
        let idx: Vec<V> = d.operands[1..].iter().map(|&v| self.scalar(v)).collect();
        let shape = self.shape_of(d.results[0]);
        let acc = self.access(&array, &shape, layout, &idx)?;
        let pad = self.padding_value(array.dtype, padding)?;
        let (fast, slow, merge) = (self.f.block("ld_full"), self.f.block("ld_edge"), self.f.block("ld_done"));
        self.f.cond_br(&acc.full, fast, slow);
        self.f.switch_to(fast);
        let fast_regs = self.load_regs(&array, &acc, layout, None)?;
        let fast_end = self.f.current();
        self.f.br(merge);
        self.f.switch_to(slow);
        let slow_regs = self.load_regs(&array, &acc, layout, Some(&pad))?;
        let slow_end = self.f.current();
        self.f.br(merge);
        self.f.switch_to(merge);
        let rty = reg_ty(array.dtype)?;
        let mut regs = Vec::with_capacity(fast_regs.len());
        for (a, b) in fast_regs.iter().zip(&slow_regs) {
            let (phi, v) = self.f.phi(merge, rty.clone());
            self.f.add_incoming(phi, a, fast_end);
            self.f.add_incoming(phi, b, slow_end);
            regs.push(v);
        }
        Ok(regs)
    }

    /// Loads every register; with a padding value, vectors outside the array read as it.
    fn load_regs(&mut self, array: &ArrayView, acc: &Access, layout: &Layout, pad: Option<&V>) -> Result<Vec<V>, LowerError> {
        let mty = mem_ty(array.dtype)?;
        let w = acc.width;
        let align = (mty.bits() / 8).max(1) * w;
        let vty = access_ty(&mty, w);
        // Registers outside the array are preset to the padding, as one access holds it.
        let preset = match pad {
            Some(pad) => Some(self.padding_words(array.dtype, pad, w)?),
            None => None,
        };
        let mut regs = Vec::with_capacity(layout.num_regs());
        for g in 0..layout.num_regs() / w as usize {
            let (ptr, inside) = self.element(array, acc, layout, g * w as usize, &mty);
            let vptr = if w > 1 { self.f.conv("bitcast", &ptr, Ty::ptr(1, vty.clone())) } else { ptr };
            let raw = match &preset {
                None => self.f.load(&vptr, align),
                Some(words) => self.predicated_load(&vptr, &inside, array.read_only, words),
            };
            regs.extend(self.unpack_group(array.dtype, raw, w));
        }
        Ok(regs)
    }

    /// The PTX registers (16, 32 or 64 bits: [`ptx_word`]) of one access of `w` elements of
    /// dtype `d` that all hold `pad` (a register value): one word, repeated.
    fn padding_words(&mut self, d: DType, pad: &V, w: u32) -> Result<Vec<V>, LowerError> {
        let mty = mem_ty(d)?;
        let (n, elem) = match access_ty(&mty, w) {
            Ty::Vec(n, t) => (n, *t),
            t => (1, t),
        };
        let m = self.store_form(d, pad);
        let per_word = (elem.bits() / mty.bits()) as usize;
        let bits = if per_word == 1 { m } else { self.pack(&vec![m; per_word], &mty) };
        let (word, ..) = ptx_word(&elem);
        let one = match bits.ty {
            Ty::I8 => self.f.conv("zext", &bits, word),
            Ty::Half | Ty::Float | Ty::Double => self.f.conv("bitcast", &bits, word),
            _ => bits,
        };
        Ok(vec![one; n as usize])
    }

    /// One access at `ptr` that reads memory only where `inside` holds and is `preset` (its
    /// PTX registers, [`Self::padding_words`]) elsewhere, as Triton lowers masked loads: a
    /// predicated `ld` in inline PTX whose outputs are tied to the preset values. The edge
    /// tile's loads are then straight-line code that ptxas schedules among their uses; a
    /// branch around each vector kept them apart (a layer norm's weights and bias, 64 f32
    /// registers each, were all live at once, and a 16-warp row of 30000 f32 columns spilled).
    fn predicated_load(&mut self, ptr: &V, inside: &V, read_only: bool, preset: &[V]) -> V {
        let Ty::Ptr(_, access) = &ptr.ty else { panic!("load from a non-pointer {}", ptr.ty) };
        let access = (**access).clone();
        let (n, elem) = match &access {
            Ty::Vec(n, t) => (*n, (**t).clone()),
            t => (1, t.clone()),
        };
        let (word, constraint, ld_ty) = ptx_word(&elem);
        let outs: Vec<String> = (0..n).map(|i| format!("${i}")).collect();
        let dst = if n == 1 { outs[0].clone() } else { format!("{{{}}}", outs.join(", ")) };
        let vec = if n == 1 { String::new() } else { format!(".v{n}") };
        let nc = if read_only { ".nc" } else { "" };
        let ptx = format!("{{ .reg .pred p; setp.ne.b32 p, ${}, 0; @p ld.global{nc}{vec}.{ld_ty} {dst}, [${n}]; }}", n + 1);
        let constraints: Vec<String> = (0..n)
            .map(|_| format!("={constraint}"))
            .chain(["l".to_string(), "r".to_string()])
            .chain((0..n).map(|i| i.to_string()))
            .collect();
        let addr = self.f.conv("ptrtoint", ptr, Ty::I64);
        let pred = self.f.conv("zext", inside, Ty::I32);
        let ret = if n == 1 { word.clone() } else { Ty::Struct(vec![word.clone(); n as usize]) };
        let args: Vec<&V> = [&addr, &pred].into_iter().chain(preset.iter()).collect();
        let raw = self.f.asm(ret, &ptx, &constraints.join(","), &args, true);
        let words: Vec<V> = if n == 1 { vec![raw] } else { (0..n).map(|i| self.f.extract_value(&raw, i)).collect() };
        let elems: Vec<V> = words.iter().map(|w| self.word_as(w, &elem)).collect();
        if n == 1 {
            return elems.into_iter().next().expect("one word");
        }
        self.f.vector(access, &elems)
    }

    /// A PTX register's bits (from [`Self::predicated_load`]) as a value of type `elem`.
    fn word_as(&mut self, word: &V, elem: &Ty) -> V {
        match elem {
            Ty::I8 => self.f.conv("trunc", word, Ty::I8),
            Ty::Half | Ty::Float | Ty::Double => self.f.conv("bitcast", word, elem.clone()),
            _ => word.clone(),
        }
    }

    /// The registers of `w` elements of dtype `d` loaded as one [`access_ty`] value `raw`.
    pub(super) fn unpack_group(&mut self, d: DType, raw: V, w: u32) -> Vec<V> {
        if w == 1 {
            return vec![self.load_reg(d, raw)];
        }
        let mty = mem_ty(d).expect("checked by the caller");
        (0..w)
            .map(|i| {
                let e = self.unpack(&raw, &mty, i);
                self.load_reg(d, e)
            })
            .collect()
    }

    /// Element `i` (of type `elem`) of a vector access loaded as [`access_ty`].
    fn unpack(&mut self, raw: &V, elem: &Ty, i: u32) -> V {
        let eb = elem.bits();
        if eb >= 32 {
            return self.f.extract_element(raw, i);
        }
        let (word, shift) = ((i * eb) / 32, (i * eb) % 32);
        let w = match &raw.ty {
            Ty::Vec(..) => self.f.extract_element(raw, word),
            _ => raw.clone(),
        };
        let shifted = if shift == 0 { w.clone() } else { self.f.bin("lshr", &w, &V::int(w.ty.clone(), i64::from(shift))) };
        let bits = self.f.conv("trunc", &shifted, Ty::int_of(eb));
        if *elem == Ty::Half {
            self.f.conv("bitcast", &bits, Ty::Half)
        } else {
            bits
        }
    }

    /// The value to store for elements `vals` (of type `elem`) as one [`access_ty`] access.
    pub(super) fn pack(&mut self, vals: &[V], elem: &Ty) -> V {
        let w = vals.len() as u32;
        let vty = access_ty(elem, w);
        if elem.bits() >= 32 {
            return self.f.vector(vty, vals);
        }
        let eb = elem.bits();
        let (words, word_ty) = match &vty {
            Ty::Vec(n, t) => (*n, (**t).clone()),
            t => (1, t.clone()),
        };
        let mut packed: Vec<V> = Vec::new();
        for word in 0..words {
            let mut acc = V::int(word_ty.clone(), 0);
            for (i, v) in vals.iter().enumerate() {
                let bit = i as u32 * eb;
                if bit / word_ty.bits() != word {
                    continue;
                }
                let bits = if *elem == Ty::Half { self.f.conv("bitcast", v, Ty::I16) } else { v.clone() };
                let wide = self.f.conv("zext", &bits, word_ty.clone());
                let shift = bit % word_ty.bits();
                let placed = if shift == 0 { wide } else { self.f.bin("shl", &wide, &V::int(word_ty.clone(), i64::from(shift))) };
                acc = if acc.text == "0" { placed } else { self.f.bin("or", &acc, &placed) };
            }
            packed.push(acc);
        }
        if words == 1 && !matches!(vty, Ty::Vec(..)) {
            return packed.remove(0);
        }
        self.f.vector(vty, &packed)
    }

    /// The register value out-of-bounds elements read as.
    fn padding_value(&self, d: DType, p: Padding) -> Result<V, LowerError> {
        let ty = reg_ty(d)?;
        Ok(match (p, d.is_float()) {
            (Padding::Zero | Padding::Undetermined, _) => self.const_of(d, 0.0)?,
            // Rounded to the dtype: e4m3 has no infinities (its -inf padding is -448).
            (Padding::NegInf, true) => V::float(ty, narrow_literal(d, f64::NEG_INFINITY)),
            (Padding::PosInf, true) => V::float(ty, narrow_literal(d, f64::INFINITY)),
            (Padding::Nan, true) => V::float(ty, f64::NAN),
            (Padding::Nan, false) => V::int(ty, 0),
            (Padding::NegInf, false) => match d {
                DType::Bool => V::bool(false),
                d if d.is_signed_int() => V::int(ty.clone(), i64::MIN >> (64 - ty.bits())),
                _ => V::int(ty, 0),
            },
            (Padding::PosInf, false) => match d {
                DType::Bool => V::bool(true),
                d if d.is_signed_int() => V::int(ty.clone(), i64::MAX >> (64 - ty.bits())),
                _ => V::int(ty, -1),
            },
        })
    }

    /// The tile in a layout good for accessing `array`: its own unless the default moves
    /// wider vectors.
    fn for_access(&mut self, t: &Tile, array: &ArrayView) -> Result<(Layout, Vec<V>), LowerError> {
        let default = self.default_layout(&t.shape, t.dtype);
        if let Repr::Regs { layout, regs } = &t.repr {
            let eb = (mem_ty(t.dtype)?.bits() / 8).max(1);
            if vector_width(array, layout, eb) >= vector_width(array, &default, eb) {
                return Ok((layout.clone(), regs.clone()));
            }
        }
        let regs = self.relayout(t, &default)?;
        Ok((default, regs))
    }

    /// An i1 that holds in exactly one of the threads that replicate each element of
    /// `layout` (true everywhere when nothing replicates).
    fn owner(&mut self, layout: &Layout) -> V {
        let (lanes, warps) = (layout.replicated_lanes(), layout.replicated_warps());
        let mut own = V::bool(true);
        for (src, mask) in [(self.lane.clone(), lanes), (self.warp.clone(), warps)] {
            if mask != 0 {
                let m = self.f.bin("and", &src, &V::i32(i64::from(mask)));
                let z = self.f.cmp("icmp", "eq", &m, &V::i32(0));
                own = self.f.bin("and", &own, &z);
            }
        }
        own
    }

    pub fn store(&mut self, op: tir::Op) -> Result<(), LowerError> {
        self.stores += 1;
        let d = &self.k.ops[op];
        let array = self.array(d.operands[0]).clone();
        let value = self.tile(d.operands[1]).clone();
        let idx: Vec<V> = d.operands[2..].iter().map(|&v| self.scalar(v)).collect();
        let (layout, regs) = self.for_access(&value, &array)?;
        let acc = self.access(&array, &value.shape, &layout, &idx)?;
        let own = self.owner(&layout);
        let owner_done = self.when(&own, "st_owner", "join");
        let (fast, slow, merge) = (self.f.block("st_full"), self.f.block("st_edge"), self.f.block("st_done"));
        self.f.cond_br(&acc.full, fast, slow);
        for (block, masked) in [(fast, false), (slow, true)] {
            self.f.switch_to(block);
            self.store_regs(&array, &acc, &layout, &regs, masked)?;
            self.f.br(merge);
        }
        self.f.switch_to(merge);
        self.end_when(owner_done);
        Ok(())
    }

    fn store_regs(&mut self, array: &ArrayView, acc: &Access, layout: &Layout, regs: &[V], masked: bool) -> Result<(), LowerError> {
        let mty = mem_ty(array.dtype)?;
        let w = acc.width;
        let align = (mty.bits() / 8).max(1) * w;
        for g in 0..layout.num_regs() / w as usize {
            let (ptr, inside) = self.element(array, acc, layout, g * w as usize, &mty);
            let done = if masked { self.when(&inside, "st", "join") } else { None };
            let vals: Vec<V> = regs[g * w as usize..(g + 1) * w as usize].iter().map(|v| self.store_form(array.dtype, v)).collect();
            if w == 1 {
                self.f.store(&vals[0], &ptr, align);
            } else {
                let packed = self.pack(&vals, &mty);
                let vptr = self.f.conv("bitcast", &ptr, Ty::ptr(1, packed.ty.clone()));
                self.f.store(&packed, &vptr, align);
            }
            self.end_when(done);
        }
        Ok(())
    }

    pub fn atomic_add(&mut self, op: tir::Op, order: tir::MemoryOrder) -> Result<(), LowerError> {
        self.stores += 1;
        let d = &self.k.ops[op];
        let array = self.array(d.operands[0]).clone();
        let value = self.tile(d.operands[1]).clone();
        let idx: Vec<V> = d.operands[2..].iter().map(|&v| self.scalar(v)).collect();
        let result = d.results[0];
        let layout = self.default_layout(&value.shape, value.dtype);
        let regs = self.relayout(&value, &layout)?;
        let scalar_view = ArrayView { facts: tir::ArrayFacts { unit_stride_dim: None, ..array.facts.clone() }, ..array.clone() };
        let acc = self.access(&scalar_view, &value.shape, &layout, &idx)?;
        let own = self.owner(&layout);
        let mty = mem_ty(array.dtype)?;
        let zero = self.const_of(array.dtype, 0.0)?;
        // Threads that replicate an element leave its atomic to the owner; when the old values
        // are used, the owners share them through shared memory.
        let replicated = layout.replicated_lanes() != 0 || layout.replicated_warps() != 0;
        let share = replicated && self.used.contains(&result);
        let base = if share {
            self.reserve_smem(array.dtype, 0, layout.shape.iter().product())?;
            self.barrier();
            Some(self.thread_base(&layout))
        } else {
            None
        };
        if order.releases() {
            // Every thread's earlier accesses, then the atomics: each thread fences its own
            // and the barrier orders them before the owners' atomics.
            self.device_fence();
            self.barrier();
        }
        let mut olds = Vec::with_capacity(regs.len());
        for (r, v) in regs.iter().enumerate() {
            let (ptr, inside) = self.element(&array, &acc, &layout, r, &mty);
            let go = self.f.bin("and", &inside, &own);
            let old = self.guarded(&go, ("atom", "atom_next"), &zero, |cx| {
                let old = cx.atomic_add_one(array.dtype, &ptr, v)?;
                if let Some(base) = &base {
                    let i = cx.f.bin("or", base, &V::i32(layout.reg_offset(r) as i64));
                    cx.write_smem_at(array.dtype, 0, &i, &old)?;
                }
                Ok(vec![old])
            })?;
            olds.extend(old);
        }
        if order.acquires() {
            // The owners' atomics, then every thread's later accesses.
            self.device_fence();
            self.barrier();
        }
        if share {
            olds = self.shared_olds(&layout, &acc, &array)?;
        }
        self.bind(result, Tile::regs(array.dtype, layout, olds));
        Ok(())
    }

    /// `membar.gl`: this thread's accesses before it are seen by the whole device before its
    /// accesses after it (LLVM's `fence` is not accepted by libNVVM).
    fn device_fence(&mut self) {
        self.m.declare("declare void @llvm.nvvm.membar.gl()");
        self.f.call_void("llvm.nvvm.membar.gl", &[]);
    }

    /// After owners wrote old values to shared memory: every thread's old values (elements
    /// outside the array, which nobody wrote, read zero).
    fn shared_olds(&mut self, layout: &Layout, acc: &Access, array: &ArrayView) -> Result<Vec<V>, LowerError> {
        self.barrier();
        let mty = mem_ty(array.dtype)?;
        let zero = self.const_of(array.dtype, 0.0)?;
        let stored = self.read_layout(array.dtype, layout, 0)?;
        let mut out = Vec::new();
        for (r, v) in stored.iter().enumerate() {
            let (_, inside) = self.element(array, acc, layout, r, &mty);
            out.push(self.f.select(&inside, v, &zero));
        }
        self.barrier();
        Ok(out)
    }

    fn atomic_add_one(&mut self, d: DType, ptr: &V, v: &V) -> Result<V, LowerError> {
        Ok(match d {
            DType::I32 | DType::U32 | DType::I64 | DType::U64 => {
                self.f.emit(v.ty.clone(), format!("atomicrmw add {}, {} monotonic", ptr.typed(), v.typed()))
            }
            DType::F32 => {
                self.m.declare("declare float @llvm.nvvm.atomic.load.add.f32.p1f32(float addrspace(1)*, float)");
                self.f.call(Ty::Float, "llvm.nvvm.atomic.load.add.f32.p1f32", &[ptr, v])
            }
            DType::F64 => {
                self.m.declare("declare double @llvm.nvvm.atomic.load.add.f64.p1f64(double addrspace(1)*, double)");
                self.f.call(Ty::Double, "llvm.nvvm.atomic.load.add.f64.p1f64", &[ptr, v])
            }
            DType::F16 | DType::BF16 => {
                let bits = self.store_form(d, v);
                let bits = self.f.conv("bitcast", &bits, Ty::I16);
                let addr = self.f.conv("ptrtoint", ptr, Ty::I64);
                let ty = if d == DType::F16 { "f16" } else { "bf16" };
                let text = format!("atom.global.add.noftz.{ty} $0, [$1], $2;");
                let old = self.f.asm(Ty::I16, &text, "=h,l,h,~{memory}", &[&addr, &bits], true);
                let old = if d == DType::F16 { self.f.conv("bitcast", &old, Ty::Half) } else { old };
                self.load_reg(d, old)
            }
            other => return Err(LowerError::unsupported(format!("atomic_add on {other}"))),
        })
    }
}
