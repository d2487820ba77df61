//! The walk over a TIR kernel: the kernel's signature, ids, constants, and structured control
//! flow (`for`, `loop`, `if`) as basic blocks with `phi`s, one per carried register.
//!
//! A value carried around a loop or out of an `if` needs one layout on every edge: rank-0
//! tiles are one scalar; an `mma` accumulator carried by a loop takes its fragments' layout
//! (`mma_sync::fragment_hints`); any other larger tile keeps the layout of its first incoming
//! value when that value is in registers, and takes the default layout otherwise. Every other
//! edge converts into it ([`Cx::relayout`]).

use std::collections::{HashMap, HashSet};

use tile_lang::abi::{self, CType, Role};
use tile_lang::tile_text::{self, Piece};
use tile_lang::tir::{self, analysis, ArrayFacts, Block, Const, Kernel, OpKind, ParamKind, Type, Value};
use tile_lang::DType;

use super::ir::{BlockId, Func, Module, PhiId, Ty, V};
use super::layout::Layout;
use super::pipeline::{LoopPlan, Ring};
use super::place::{sliced_to, smem_ty};
use super::tma::MapParam;
use super::tile::{mem_ty, narrow_literal, reg_ty, Repr, Tile};
use super::LowerError;

/// A global array parameter: base pointer, sizes and strides (i32, in elements).
#[derive(Clone, Debug)]
pub(super) struct ArrayView {
    pub dtype: DType,
    pub base: V,
    pub sizes: Vec<V>,
    pub strides: Vec<V>,
    pub facts: ArrayFacts,
    /// No access of the kernel writes the array (its loads may go through the read-only
    /// cache, `ld.global.nc`).
    pub read_only: bool,
}

impl ArrayView {
    /// The same memory with its axes permuted (a load's `order`): dimension `i` is this
    /// view's `order[i]`, facts included.
    pub fn permuted(&self, order: &[u8]) -> ArrayView {
        let pick = |i: &u8| *i as usize;
        let perm = |v: &[u32]| order.iter().map(|i| v.get(pick(i)).copied().unwrap_or(1)).collect();
        let f = &self.facts;
        let facts = ArrayFacts {
            base_align: f.base_align,
            dim_divisor: perm(&f.dim_divisor),
            stride_divisor: perm(&f.stride_divisor),
            unit_stride_dim: f.unit_stride_dim.and_then(|u| order.iter().position(|&i| i == u)).map(|p| p as u8),
            sizes: f.sizes.as_ref().map(|s| order.iter().map(|i| s[pick(i)]).collect()),
        };
        ArrayView {
            dtype: self.dtype,
            base: self.base.clone(),
            sizes: order.iter().map(|i| self.sizes[pick(i)].clone()).collect(),
            strides: order.iter().map(|i| self.strides[pick(i)].clone()).collect(),
            facts,
            read_only: self.read_only,
        }
    }
}

/// A lowered TIR value.
#[derive(Clone, Debug)]
pub(super) enum Lv {
    Tile(Tile),
    Array(ArrayView),
}

/// Where a carried value's registers meet: one `phi` per register.
#[derive(Clone, Debug)]
struct Slot {
    dtype: DType,
    shape: Vec<u64>,
    /// `None`: one scalar (a rank-0 tile).
    layout: Option<Layout>,
    phis: Vec<(PhiId, V)>,
}

impl Slot {
    fn tile(&self) -> Tile {
        match &self.layout {
            None => Tile::splat(self.dtype, &self.shape, self.phis[0].1.clone()),
            Some(l) => Tile::regs(self.dtype, l.clone(), self.phis.iter().map(|(_, v)| v.clone()).collect()),
        }
    }
}

/// Where the edges that leave a region meet (after an `if`, after a `loop`): the results'
/// slots are made by the first edge to arrive, which picks their layouts unless `prefer`
/// names one.
struct Merge {
    block: BlockId,
    slots: Option<Vec<Slot>>,
    types: Vec<Type>,
    /// Per result, the layout its slot takes whatever the first edge brings ([`Cx::if_layouts`]).
    prefer: Vec<Option<Layout>>,
}

/// An enclosing loop: where `continue` and `break` go.
struct LoopCx {
    header: BlockId,
    carried: Vec<Slot>,
    /// For a `for`: the induction variable (i64) and step, to advance on `continue`.
    advance: Option<(PhiId, V, V)>,
    /// Where `break` goes (a `loop`'s results).
    exit: Merge,
}

/// Which enclosing region a terminator leaves.
#[derive(Clone, Copy)]
enum Leave {
    /// `yield`: to the end of the innermost `if`.
    If,
    /// `break`: out of the innermost loop.
    Loop,
}

/// What [`Cx::rematerialize`] may issue again.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Redo {
    /// Functions of element coordinates and scalars only.
    Arithmetic,
    /// Those and loads: for the operand of a broadcast (a row of weights), which a load in
    /// the destination's slice reads from cache; a general conversion keeps going through
    /// shared memory, which does not read a whole tile again in a layout that may coalesce
    /// worse.
    Loads,
}

/// The lowering state of one kernel.
pub(crate) struct Cx<'k> {
    pub k: &'k Kernel,
    pub f: Func,
    pub m: Module,
    pub warp_bits: u8,
    /// Whether the kernel's products take whole-row warp tiles ([`super::mma_sync::rows_first`]).
    pub rows_first: bool,
    pub lane: V,
    pub warp: V,
    pub tid: V,
    /// Bytes of dynamic shared memory the kernel needs (0: it uses none).
    pub smem_bytes: u64,
    /// Values some op reads (results nobody reads need not be computed).
    pub used: HashSet<Value>,
    /// Shapes whose default layout is [`Layout::blocked_rows`] ([`row_shapes`]).
    pub row_shapes: HashSet<Vec<u64>>,
    /// Stores and atomics lowered so far: a load may be issued again in another layout
    /// ([`Cx::rematerialize`]) only while this is what it was at the load.
    pub stores: u32,
    /// Each load's result: [`Cx::stores`] and the loop depth when it was lowered.
    pub loaded_at: HashMap<Value, (u32, usize)>,
    /// Layouts for values carried around loops, by the loop body's parameter: an `mma`
    /// accumulator in its fragments' layout ([`super::mma_sync::fragment_hints`]).
    carried_layouts: HashMap<Value, Layout>,
    /// The `for` loops whose staged loads go through a ring of `cp.async` copies
    /// ([`super::pipeline::plans`]), by op.
    pub pipelines: HashMap<tir::Op, LoopPlan>,
    /// The ring of the pipelined loop whose body is being lowered.
    pub ring: Option<Ring>,
    /// The `mma`s that run as `wgmma` where their loop's ring holds their operands
    /// ([`super::wgmma::candidates`]; none unless the target is sm_90): their accumulators
    /// take whole-row strips ([`super::wgmma::fragments`]) whichever way they run.
    pub wgmma: HashSet<tir::Op>,
    /// Whether a `wgmma` was written.
    pub wgmma_used: bool,
    /// Whether staged tiles may load by TMA ([`super::tma`]): sm_90, and a launcher that
    /// builds tensor maps.
    pub tma: bool,
    /// The tensor maps the kernel takes so far, in parameter order.
    pub tensor_maps: Vec<MapParam>,
    /// Bytes of shared memory below what staging may use (the ring's, in a pipelined loop's
    /// body): every offset of [`Cx::smem_ptr_of`] and [`Cx::reserve_smem`] starts here.
    pub smem_base: u64,
    vals: HashMap<Value, Lv>,
    loops: Vec<LoopCx>,
    ifs: Vec<Merge>,
}

/// What lowering one kernel gives.
pub(crate) struct Lowered {
    pub func: Func,
    pub module: Module,
    pub warps: u32,
    pub smem_bytes: u64,
    /// Whether the IR holds `wgmma` (sm_90a's): it compiles for compute_90a then.
    pub uses_wgmma: bool,
    /// The tensor maps the kernel takes after the ABI's parameters.
    pub tensor_maps: Vec<MapParam>,
}

/// The number of warps a kernel runs with: its `worker_warps` hint, else 8 for kernels with
/// tiles of 4096 elements or more (so no thread holds more than a few hundred registers of one
/// tile), 4 otherwise; times its `num_ctas` hint, at most 32 warps (1024 threads). This back end
/// launches no clusters, so the CTAs a tile block spans become one CTA with all their warps:
/// the tile is spread over as many threads either way.
fn warps_for(k: &Kernel) -> u32 {
    let per_cta = k.hints.worker_warps.unwrap_or_else(|| {
        let largest = k.values.iter().filter_map(|v| match &v.1.ty {
            Type::Tile(t) => Some(t.num_elements()),
            _ => None,
        });
        if largest.max().unwrap_or(1) >= 4096 {
            8
        } else {
            4
        }
    });
    (per_cta * k.hints.num_ctas.unwrap_or(1)).min(MAX_WARPS)
}

/// The tile shapes whose default layout gives each warp whole rows
/// ([`Layout::blocked_rows`]): those of more than one row that the kernel reduces along their
/// last dimension and along no other, in a kernel without `mma` (whose operands and results
/// have layouts of their own). A row kernel (a softmax or a norm over a block of rows) then
/// reduces each row within a warp: no shared memory, no barrier.
fn row_shapes(k: &Kernel) -> HashSet<Vec<u64>> {
    let mut rows = HashSet::new();
    let mut other = HashSet::new();
    let mut mma = false;
    k.walk(|op| {
        let d = &k.ops[op];
        match d.kind {
            OpKind::Mma => mma = true,
            OpKind::Reduce { axis, .. } | OpKind::Scan { axis, .. } => {
                let Some(t) = k.ty(d.operands[0]).as_tile() else { return };
                let shape: Vec<u64> = t.shape.iter().map(|&n| u64::from(n)).collect();
                let last = shape.len().saturating_sub(1);
                let several_rows = shape[..last].iter().product::<u64>() > 1;
                let along_rows = matches!(d.kind, OpKind::Reduce { .. }) && axis as usize == last;
                if along_rows && several_rows { rows.insert(shape) } else { other.insert(shape) };
            }
            _ => {}
        }
    });
    if mma {
        return HashSet::new();
    }
    rows.retain(|s| !other.contains(s));
    rows
}

/// The most warps of one CTA (1024 threads).
const MAX_WARPS: u32 = 32;

/// The LLVM type of one flattened kernel parameter.
fn param_ty(k: &Kernel, slot: &abi::Slot) -> Result<Ty, LowerError> {
    Ok(match slot.role {
        Role::Base { param } => match &k.params[param].kind {
            ParamKind::Array { ty, .. } => Ty::ptr(1, mem_ty(ty.dtype)?),
            ParamKind::Scalar(_) => unreachable!("a scalar has no base"),
        },
        _ => match slot.ty {
            CType::Ptr => Ty::ptr(1, Ty::I8),
            CType::I8 | CType::U8 => Ty::I8,
            CType::I16 | CType::U16 => Ty::I16,
            CType::I32 | CType::U32 => Ty::I32,
            CType::I64 | CType::U64 => Ty::I64,
            CType::F32 => Ty::Float,
            CType::F64 => Ty::Double,
        },
    })
}

/// Lowers kernel `k`; with `wgmma` (the target is sm_90) the products of its pipelined loops
/// may run as `wgmma` ([`super::wgmma`]), and with `tma` their tiles may load by TMA
/// ([`super::tma`]).
pub(crate) fn lower(k: &Kernel, wgmma: bool, tma: bool) -> Result<Lowered, LowerError> {
    let layout = abi::Layout::of(k);
    let written = analysis::written_params(k);
    let mut params = Vec::new();
    for slot in &layout.slots {
        let attrs: &'static str = match slot.role {
            Role::Base { param } if written[param] => "noalias",
            Role::Base { .. } => "noalias readonly",
            _ => "",
        };
        let ty = param_ty(k, slot).map_err(|e| {
            let (Role::Base { param } | Role::Size { param, .. } | Role::Stride { param, .. } | Role::Scalar { param }) = slot.role;
            e.placed(format!("parameter `{}` in `{}`", k.params[param].name, k.name))
        })?;
        params.push((ty, attrs));
    }
    let (f, pvals) = Func::new(&k.name, &params);
    let warps = warps_for(k);
    let warp_bits = warps.trailing_zeros() as u8;
    let pipelines = super::pipeline::plans(k, warp_bits);
    let wgmma = if wgmma { super::wgmma::candidates(k, warp_bits, &pipelines) } else { HashSet::new() };
    let mut cx = Cx {
        k,
        f,
        m: Module::default(),
        warp_bits,
        rows_first: super::mma_sync::rows_first(k),
        lane: V::i32(0),
        warp: V::i32(0),
        tid: V::i32(0),
        smem_bytes: 0,
        used: HashSet::new(),
        row_shapes: row_shapes(k),
        stores: 0,
        loaded_at: HashMap::new(),
        carried_layouts: super::mma_sync::fragment_hints(k, warp_bits, &wgmma),
        pipelines,
        ring: None,
        wgmma,
        wgmma_used: false,
        tma,
        tensor_maps: Vec::new(),
        smem_base: 0,
        vals: HashMap::new(),
        loops: Vec::new(),
        ifs: Vec::new(),
    };
    cx.thread_ids();
    cx.find_uses();
    cx.bind_params(&layout, &pvals, &written)?;
    cx.block(k.body)?;
    if !cx.f.terminated() {
        cx.f.ret();
    }
    Ok(Lowered { func: cx.f, module: cx.m, warps, smem_bytes: cx.smem_bytes, uses_wgmma: cx.wgmma_used, tensor_maps: cx.tensor_maps })
}

impl<'k> Cx<'k> {
    fn thread_ids(&mut self) {
        self.tid = self.sreg("tid.x");
        self.lane = self.f.bin("and", &self.tid, &V::i32(31));
        self.warp = self.f.bin("lshr", &self.tid, &V::i32(5));
    }

    /// Whether this is the block's thread 0 (an i1): the one that issues what the block does once.
    pub fn first_thread(&mut self) -> V {
        let tid = self.tid.clone();
        self.f.cmp("icmp", "eq", &tid, &V::i32(0))
    }

    /// A special register (`tid.x`, `ctaid.y`, ...).
    pub fn sreg(&mut self, name: &str) -> V {
        let f = format!("llvm.nvvm.read.ptx.sreg.{name}");
        self.m.declare(format!("declare i32 @{f}()"));
        self.f.call(Ty::I32, &f, &[])
    }

    fn find_uses(&mut self) {
        let k = self.k;
        k.walk(|op| self.used.extend(k.ops[op].operands.iter().copied()));
    }

    fn bind_params(&mut self, layout: &abi::Layout, pvals: &[V], written: &[bool]) -> Result<(), LowerError> {
        let k = self.k;
        for (i, p) in k.params.iter().enumerate() {
            let value = k.param_values()[i];
            let slot_of = |role: Role| layout.slots.iter().position(|s| s.role == role).expect("abi slot");
            let lv = match &p.kind {
                ParamKind::Array { ty, facts } => {
                    let rank = ty.rank as usize;
                    let sizes = (0..rank)
                        .map(|d| match &facts.sizes {
                            Some(s) => V::i32(s[d] as i64),
                            None => pvals[slot_of(Role::Size { param: i, dim: d })].clone(),
                        })
                        .collect();
                    let strides = (0..rank)
                        .map(|d| {
                            if d + 1 == rank && facts.unit_inner_stride() {
                                V::i32(1)
                            } else {
                                pvals[slot_of(Role::Stride { param: i, dim: d })].clone()
                            }
                        })
                        .collect();
                    let base = pvals[slot_of(Role::Base { param: i })].clone();
                    Lv::Array(ArrayView { dtype: ty.dtype, base, sizes, strides, facts: facts.clone(), read_only: !written[i] })
                }
                ParamKind::Scalar(d) => {
                    let raw = pvals[slot_of(Role::Scalar { param: i })].clone();
                    let v = self.scalar_param(*d, raw)?;
                    Lv::Tile(Tile::splat(*d, &[], v))
                }
            };
            self.vals.insert(value, lv);
        }
        Ok(())
    }

    /// A scalar parameter in its register type (bool arrives as `u8`, f16/bf16 as bits).
    fn scalar_param(&mut self, d: DType, raw: V) -> Result<V, LowerError> {
        reg_ty(d)?;
        // An f16 arrives as its bits; otherwise the parameter has the memory form.
        let raw = if d == DType::F16 { self.f.conv("bitcast", &raw, Ty::Half) } else { raw };
        Ok(self.load_reg(d, raw))
    }

    // ---- values -----------------------------------------------------------------------------

    /// How many loops enclose the op being lowered.
    pub fn loop_depth(&self) -> usize {
        self.loops.len()
    }

    pub fn tile(&self, v: Value) -> &Tile {
        match &self.vals[&v] {
            Lv::Tile(t) => t,
            Lv::Array(_) => panic!("verified: {v:?} is a tile"),
        }
    }

    pub fn array(&self, v: Value) -> &ArrayView {
        match &self.vals[&v] {
            Lv::Array(a) => a,
            Lv::Tile(_) => panic!("verified: {v:?} is an array"),
        }
    }

    pub fn bind(&mut self, v: Value, mut t: Tile) {
        t.origin = Some(v);
        self.vals.insert(v, Lv::Tile(t));
    }

    pub fn tile_type(&self, v: Value) -> &tir::TileType {
        self.k.ty(v).as_tile().expect("verified: a tile")
    }

    pub fn shape_of(&self, v: Value) -> Vec<u64> {
        self.tile_type(v).shape.iter().map(|&d| u64::from(d)).collect()
    }

    /// The scalar value of a rank-0 tile.
    pub fn scalar(&self, v: Value) -> V {
        self.tile(v).scalar().clone()
    }

    // ---- the walk ----------------------------------------------------------------------------

    pub fn block(&mut self, b: Block) -> Result<(), LowerError> {
        for &op in &self.k.blocks[b].ops {
            self.op(op).map_err(|e| e.at(self.k, op))?;
        }
        Ok(())
    }

    fn op(&mut self, op: tir::Op) -> Result<(), LowerError> {
        let k = self.k;
        let d = &k.ops[op];
        let result = |i: usize| d.results[i];
        match &d.kind {
            OpKind::Constant(c) => {
                let t = self.tile_type(result(0)).clone();
                let v = self.constant(c, t.dtype)?;
                self.bind(result(0), Tile::splat(t.dtype, &self.shape_of(result(0)), v));
            }
            OpKind::BlockId(axis) => {
                let v = self.sreg(&format!("ctaid.{}", axis_name(*axis)));
                self.bind(result(0), Tile::splat(DType::I32, &[], v));
            }
            OpKind::NumBlocks(axis) => {
                let v = self.sreg(&format!("nctaid.{}", axis_name(*axis)));
                self.bind(result(0), Tile::splat(DType::I32, &[], v));
            }
            OpKind::ArrayDim(axis) => {
                let v = self.array(d.operands[0]).sizes[*axis as usize].clone();
                self.bind(result(0), Tile::splat(DType::I32, &[], v));
            }
            OpKind::Iota => self.iota(result(0))?,
            // A staged load's tile is in the ring already; its `mma`s read it there.
            OpKind::Load { .. } | OpKind::Reshape | OpKind::Permute(_) if self.is_skipped(result(0)) => {}
            OpKind::Load { padding, order, .. } => self.load(op, *padding, order.as_deref())?,
            OpKind::Store => self.store(op)?,
            OpKind::AtomicAdd { order } => self.atomic_add(op, *order)?,
            OpKind::Unary(_) | OpKind::Binary(_) | OpKind::Cmp(_) | OpKind::Select | OpKind::Cast => {
                let args: Vec<Tile> = d.operands.iter().map(|&v| self.tile(v).clone()).collect();
                let t = self.elementwise_op(&d.kind, &args, self.tile_type(result(0)).dtype)?;
                self.bind(result(0), t);
            }
            OpKind::Broadcast => {
                let src = self.tile(d.operands[0]).clone();
                let shape = self.shape_of(result(0));
                let t = match src.repr {
                    Repr::Splat(v) => Tile::splat(src.dtype, &shape, v),
                    _ if src.shape == shape => src,
                    _ => Tile { dtype: src.dtype, shape, repr: Repr::Bcast(Box::new(src)), origin: None },
                };
                self.bind(result(0), t);
            }
            OpKind::Reshape => {
                let shape = self.shape_of(result(0));
                let t = self.reshape(&self.tile(d.operands[0]).clone(), &shape)?;
                self.bind(result(0), t);
            }
            OpKind::Permute(perm) => {
                let perm: Vec<usize> = perm.iter().map(|&p| p as usize).collect();
                let t = self.permute(&self.tile(d.operands[0]).clone(), &perm)?;
                self.bind(result(0), t);
            }
            OpKind::Cat(axis) => {
                let (a, b) = (self.tile(d.operands[0]).clone(), self.tile(d.operands[1]).clone());
                let shape = self.shape_of(result(0));
                let t = self.cat(&a, &b, *axis as usize, &shape)?;
                self.bind(result(0), t);
            }
            OpKind::Extract => {
                let src = self.tile(d.operands[0]).clone();
                let idx: Vec<V> = d.operands[1..].iter().map(|&v| self.scalar(v)).collect();
                let shape = self.shape_of(result(0));
                let t = self.extract(&src, &idx, &shape)?;
                self.bind(result(0), t);
            }
            OpKind::Reduce { kind, axis } => {
                let x = self.tile(d.operands[0]).clone();
                let to = self.tile_type(result(0)).dtype;
                let t = self.reduce(*kind, *axis as usize, &x, to)?;
                self.bind(result(0), t);
            }
            OpKind::Scan { kind, axis, reverse } => {
                let x = self.tile(d.operands[0]).clone();
                let t = self.scan(*kind, *axis as usize, *reverse, &x)?;
                self.bind(result(0), t);
            }
            OpKind::Mma if self.ring.as_ref().is_some_and(|r| r.plan.mmas.contains(&op)) => {
                let (a, b) = (self.ring_operand(d.operands[0]), self.ring_operand(d.operands[1]));
                let t = self.mma_staged(op, [a, b])?;
                self.bind(result(0), t);
            }
            // A `wgmma` candidate whose loop got no ring: the same accumulator layout.
            OpKind::Mma if self.wgmma.contains(&op) => {
                let t = self.mma_staged(op, [None, None])?;
                self.bind(result(0), t);
            }
            OpKind::Mma => {
                let ts: Vec<Tile> = d.operands.iter().map(|&v| self.tile(v).clone()).collect();
                let t = self.mma(&ts[0], &ts[1], &ts[2])?;
                self.bind(result(0), t);
            }
            OpKind::For => self.for_op(op)?,
            OpKind::Loop => self.loop_op(op)?,
            OpKind::If => self.if_op(op)?,
            OpKind::Yield => self.leave(op, Leave::If)?,
            OpKind::Continue => self.continue_op(op)?,
            OpKind::Break => self.leave(op, Leave::Loop)?,
            OpKind::Return => self.f.ret(),
            OpKind::Print { format } => self.print(format, &d.operands.clone())?,
            OpKind::Assert { message } => self.assert(message, d.operands[0])?,
        }
        Ok(())
    }

    /// The register value of a constant of `dtype`.
    pub(super) fn constant(&self, c: &Const, dtype: DType) -> Result<V, LowerError> {
        Ok(match *c {
            Const::Int(i) => V::int(reg_ty(dtype)?, i),
            Const::Float(x) => V::float(reg_ty(dtype)?, narrow_literal(dtype, x)),
            Const::Bool(b) => V::bool(b),
        })
    }

    /// Whether `v` is the result of a load (or its reshape, or a transpose of it) whose tiles
    /// the ring of the loop being lowered holds: its op has nothing to do.
    fn is_skipped(&self, v: Value) -> bool {
        self.ring.as_ref().is_some_and(|r| r.skipped.contains(&v))
    }

    fn iota(&mut self, result: Value) -> Result<(), LowerError> {
        let d = self.tile_type(result).dtype;
        let layout = self.default_layout(&self.shape_of(result), d);
        let regs = self.iota_regs(d, &layout)?;
        self.bind(result, Tile::regs(d, layout, regs));
        Ok(())
    }

    /// `iota` (each element its flat index) in `layout`.
    fn iota_regs(&mut self, d: DType, layout: &Layout) -> Result<Vec<V>, LowerError> {
        let base = self.thread_base(layout);
        let ty = reg_ty(d)?;
        let mut regs = Vec::with_capacity(layout.num_regs());
        for r in 0..layout.num_regs() {
            let i = self.f.bin("or", &base, &V::i32(layout.reg_offset(r) as i64));
            regs.push(self.int_resize(&i, DType::I32, &ty));
        }
        Ok(regs)
    }

    /// An elementwise op (`Unary`, `Binary`, `Cmp`, `Select`, `Cast`) of `args`, its result of
    /// dtype `out`.
    pub(super) fn elementwise_op(&mut self, kind: &OpKind, args: &[Tile], out: DType) -> Result<Tile, LowerError> {
        match kind {
            OpKind::Unary(u) => self.unary(*u, &args[0]),
            OpKind::Binary(b) => self.binary(*b, &args[0], &args[1]),
            OpKind::Cmp(c) => self.compare(*c, &args[0], &args[1]),
            OpKind::Select => self.select(&args[0], &args[1], &args[2]),
            OpKind::Cast => self.cast(&args[0], out),
            other => unreachable!("not elementwise: {other:?}"),
        }
    }

    /// `v` computed afresh in `layout`, when it is a function of element coordinates,
    /// scalars and memory no store has changed since it was read: `iota`, a load with no store
    /// or atomic lowered after it, and elementwise ops and reshapes of such values (a column
    /// mask such as `arange(BN) < N`, a norm's weights). A few integer ops or a cached load
    /// per register instead of a trip through shared memory with two barriers, which is what
    /// a layout conversion costs. `None` for any other value, or past `depth` ops.
    pub fn rematerialize(
        &mut self,
        v: Value,
        layout: &Layout,
        redo: Redo,
        depth: u32,
    ) -> Result<Option<Vec<V>>, LowerError> {
        let t = self.tile(v).clone();
        if let Repr::Splat(s) = &t.repr {
            return Ok(Some(vec![s.clone(); layout.num_regs()]));
        }
        let Some(op) = self.k.def_op(v) else { return Ok(None) };
        if depth == 0 || t.shape != layout.shape {
            return Ok(None);
        }
        let k = self.k;
        let d = &k.ops[op];
        match &d.kind {
            OpKind::Iota => self.iota_regs(t.dtype, layout).map(Some),
            // The same load again, where no store or atomic can have changed what it reads:
            // none has been lowered since, at the same loop depth (so not in a loop the load
            // is outside of, whose later iterations would follow the loop's stores).
            OpKind::Load { padding, order, .. }
                if redo == Redo::Loads && self.loaded_at.get(&v) == Some(&(self.stores, self.loop_depth())) =>
            {
                self.load_in(op, *padding, order.as_deref(), layout).map(Some)
            }
            OpKind::Reshape => {
                let src = d.operands[0];
                let src_layout = layout.reshaped(&self.shape_of(src));
                self.rematerialize(src, &src_layout, redo, depth - 1)
            }
            // The operand afresh in the slice of `layout` it broadcasts from (a causal mask's
            // row and column indices, each an `iota` of one axis).
            OpKind::Broadcast => {
                let src = d.operands[0];
                let Some(sliced) = sliced_to(layout, &self.shape_of(src)) else { return Ok(None) };
                let Some(map) = sliced.broadcast_regs(layout) else { return Ok(None) };
                let Some(regs) = self.rematerialize(src, &sliced, redo, depth - 1)? else { return Ok(None) };
                Ok(Some(map.iter().map(|&r| regs[r].clone()).collect()))
            }
            kind
            @ (OpKind::Unary(_) | OpKind::Binary(_) | OpKind::Cmp(_) | OpKind::Select | OpKind::Cast) => {
                let mut args = Vec::with_capacity(d.operands.len());
                for &o in &d.operands {
                    let Some(regs) = self.rematerialize(o, layout, redo, depth - 1)? else { return Ok(None) };
                    args.push(Tile::regs(self.tile(o).dtype, layout.clone(), regs));
                }
                let out = self.elementwise_op(kind, &args, t.dtype)?;
                Ok(match out.repr {
                    Repr::Regs { layout: got, regs } if got == *layout => Some(regs),
                    _ => None,
                })
            }
            _ => Ok(None),
        }
    }

    /// An i32 (or other integer) register resized to `ty` (sign from `from`).
    pub fn int_resize(&mut self, v: &V, from: DType, ty: &Ty) -> V {
        use std::cmp::Ordering::*;
        match v.ty.bits().cmp(&ty.bits()) {
            Equal => v.clone(),
            Greater => self.f.conv("trunc", v, ty.clone()),
            Less if from.is_signed_int() => self.f.conv("sext", v, ty.clone()),
            Less => self.f.conv("zext", v, ty.clone()),
        }
    }

    // ---- control flow ------------------------------------------------------------------------

    /// Phis at `at` for values of `types`: in the layout [`Cx::carried_layouts`] gives the
    /// matching one of `params` (a loop body's carried parameters), else in the matching one
    /// of `prefer`, else laid out like `like` (the first incoming values).
    fn slots(&mut self, at: BlockId, types: &[Type], like: &[Tile], (params, prefer): (&[Value], &[Option<Layout>])) -> Result<Vec<Slot>, LowerError> {
        let mut out = Vec::new();
        for (i, ty) in types.iter().enumerate() {
            let t = ty.as_tile().expect("verified: carried values are tiles");
            let shape: Vec<u64> = t.shape.iter().map(|&d| u64::from(d)).collect();
            let rty = reg_ty(t.dtype)?;
            let hint = params.get(i).and_then(|p| self.carried_layouts.get(p)).or_else(|| prefer.get(i).and_then(Option::as_ref));
            let layout = if shape.is_empty() {
                None
            } else if let Some(l) = hint {
                Some(l.clone())
            } else {
                match like.get(i).map(|t| &t.repr) {
                    Some(Repr::Regs { layout, .. }) => Some(layout.clone()),
                    _ => Some(self.default_layout(&shape, t.dtype)),
                }
            };
            let n = layout.as_ref().map_or(1, Layout::num_regs);
            let phis = (0..n).map(|_| self.f.phi(at, rty.clone())).collect();
            out.push(Slot { dtype: t.dtype, shape, layout, phis });
        }
        Ok(out)
    }

    /// Adds the edge from the current block carrying `vals` into `slots`.
    fn feed(&mut self, slots: &[Slot], vals: &[Tile]) -> Result<(), LowerError> {
        let regs = self.slot_regs(slots, vals)?;
        self.feed_regs(slots, &regs);
        Ok(())
    }

    /// `vals` in the registers of `slots`' layouts.
    fn slot_regs(&mut self, slots: &[Slot], vals: &[Tile]) -> Result<Vec<Vec<V>>, LowerError> {
        let mut out = Vec::with_capacity(slots.len());
        for (slot, t) in slots.iter().zip(vals) {
            out.push(match &slot.layout {
                None => vec![t.scalar().clone()],
                Some(l) => self.relayout(t, l)?,
            });
        }
        Ok(out)
    }

    /// Adds the edge from the current block carrying `regs` ([`Cx::slot_regs`]) into `slots`.
    fn feed_regs(&mut self, slots: &[Slot], regs: &[Vec<V>]) {
        let from = self.f.current();
        for (slot, regs) in slots.iter().zip(regs) {
            for ((phi, _), v) in slot.phis.iter().zip(regs) {
                self.f.add_incoming(*phi, v, from);
            }
        }
    }

    fn tiles(&self, vs: &[Value]) -> Vec<Tile> {
        vs.iter().map(|&v| self.tile(v).clone()).collect()
    }

    fn for_op(&mut self, op: tir::Op) -> Result<(), LowerError> {
        let k = self.k;
        let d = &k.ops[op];
        let iv_dtype = self.tile_type(d.operands[0]).dtype;
        let wide = |cx: &mut Cx, v: Value| {
            let s = cx.scalar(v);
            cx.int_resize(&s, iv_dtype, &Ty::I64)
        };
        let (lb, ub, step) = (wide(self, d.operands[0]), wide(self, d.operands[1]), wide(self, d.operands[2]));
        // A grid-stride loop's step, the grid's size, is never 0: no check, whose message
        // (`vprintf`, a call) would make ptxas serialize the `wgmma`s of a loop inside it (C7510).
        let grid_size = k.def_op(d.operands[2]).is_some_and(|o| matches!(k.ops[o].kind, OpKind::NumBlocks(_)));
        if !grid_size {
            self.trap_if_zero(&step, "`for` loop with step 0");
        }
        let inits = self.tiles(&d.operands[3..]);
        let body = d.regions[0];
        let carried_types: Vec<Type> = d.results.iter().map(|&r| k.ty(r).clone()).collect();
        let header = self.f.block("for");
        let body_bb = self.f.block("body");
        let exit = self.f.block("endfor");
        let params = k.blocks[body].params.clone();
        let carried = self.slots(header, &carried_types, &inits, (&params[1..], &[]))?;
        let (iv_phi, iv) = self.f.phi(header, Ty::I64);
        // The first values are placed before the ring fills: placing them may use shared memory.
        let first = self.slot_regs(&carried, &inits)?;
        let signed = !iv_dtype.is_unsigned_int();
        let mut ring = if self.ring.is_none() { self.ring_for(op) } else { None };
        let deferred = ring.as_ref().is_some_and(|r| r.defers_wgmma());
        // A loop whose `wgmma` runs on past each iteration is entered only when it runs once
        // at least: its results then leave it only after a wait for every product. Were the
        // first values to reach the loop's exit too, ptxas would see them written into the
        // accumulator's registers while products are in flight and serialize every `wgmma`.
        let skipped = if deferred { Some(self.enter_if_it_runs((&lb, &ub, &step), signed)) } else { None };
        if let Some(r) = &mut ring {
            self.ring_prologue(r, params[0], (&lb, &ub, &step), signed)?;
        }
        self.feed_regs(&carried, &first);
        self.f.add_incoming(iv_phi, &lb, self.f.current());
        self.f.br(header);
        self.f.switch_to(header);
        let go = self.in_range(&iv, &ub, &step, signed);
        self.f.cond_br(&go, body_bb, exit);
        self.f.switch_to(body_bb);
        let iv_ty = reg_ty(iv_dtype)?;
        let iv_val = self.int_resize(&iv, DType::I64, &iv_ty);
        self.bind(params[0], Tile::splat(iv_dtype, &[], iv_val));
        for (p, slot) in params[1..].iter().zip(&carried) {
            self.bind(*p, slot.tile());
        }
        let outer_base = self.smem_base;
        if let Some(mut r) = ring.clone() {
            r.current = Some(self.ring_iteration(&r, params[0], (&iv, &lb, &ub, &step), signed));
            self.smem_base = outer_base + r.bytes();
            self.ring = Some(r);
        }
        let exit_merge = Merge { block: exit, slots: None, types: Vec::new(), prefer: Vec::new() };
        self.loops.push(LoopCx { header, carried: carried.clone(), advance: Some((iv_phi, iv, step)), exit: exit_merge });
        self.block(body)?;
        self.loops.pop();
        self.f.switch_to(exit);
        if let Some(r) = &ring {
            self.ring = None;
            self.smem_base = outer_base;
            self.ring_drain(r);
        }
        let results: Vec<Tile> = carried.iter().map(|slot| if deferred { self.wgmma_finished(slot.tile()) } else { slot.tile() }).collect();
        let results = match skipped {
            Some(skip) => self.join_skipped(skip, (&carried_types, &results), &first)?,
            None => results,
        };
        for (r, t) in d.results.iter().zip(results) {
            self.bind(*r, t);
        }
        Ok(())
    }

    /// Branches on whether a `for` loop from `lb` to `ub` by `step` runs at all: the current
    /// block is then the way in, and the returned block (empty yet) the way around.
    fn enter_if_it_runs(&mut self, (lb, ub, step): (&V, &V, &V), signed: bool) -> BlockId {
        let runs = self.in_range(lb, ub, step, signed);
        let (enter, skip) = (self.f.block("for_enter"), self.f.block("for_skip"));
        self.f.cond_br(&runs, enter, skip);
        self.f.switch_to(enter);
        skip
    }

    /// Where the loop's exit (the current block, its `results`, of `types`) and the way around
    /// it (`skip`, carrying the first values' registers, `first`) meet: the results there, in
    /// slots of the results' layouts.
    fn join_skipped(&mut self, skip: BlockId, (types, results): (&[Type], &[Tile]), first: &[Vec<V>]) -> Result<Vec<Tile>, LowerError> {
        let join = self.f.block("for_join");
        let joined = self.slots(join, types, results, (&[], &[]))?;
        let looped = self.slot_regs(&joined, results)?;
        self.feed_regs(&joined, &looped);
        self.f.br(join);
        self.f.switch_to(skip);
        self.feed_regs(&joined, first);
        self.f.br(join);
        self.f.switch_to(join);
        Ok(joined.iter().map(Slot::tile).collect())
    }

    /// Whether the i64 `at` is an iteration of a `for` loop up to `ub` by `step`: below `ub`
    /// going up, above it going down (a software-pipelined loop asks it of iterations ahead).
    pub(super) fn in_range(&mut self, at: &V, ub: &V, step: &V, signed: bool) -> V {
        let (lt, gt) = if signed { ("slt", "sgt") } else { ("ult", "ugt") };
        let below = self.f.cmp("icmp", lt, at, ub);
        let above = self.f.cmp("icmp", gt, at, ub);
        let up = self.f.cmp("icmp", "sgt", step, &V::i64(0));
        self.f.select(&up, &below, &above)
    }

    fn loop_op(&mut self, op: tir::Op) -> Result<(), LowerError> {
        let k = self.k;
        let d = &k.ops[op];
        let inits = self.tiles(&d.operands);
        let body = d.regions[0];
        let params = k.blocks[body].params.clone();
        let carried_types: Vec<Type> = params.iter().map(|&p| k.ty(p).clone()).collect();
        let header = self.f.block("loop");
        let exit = self.f.block("endloop");
        let carried = self.slots(header, &carried_types, &inits, (&params, &[]))?;
        self.feed(&carried, &inits)?;
        self.f.br(header);
        self.f.switch_to(header);
        for (p, slot) in params.iter().zip(&carried) {
            self.bind(*p, slot.tile());
        }
        let types = d.results.iter().map(|&r| k.ty(r).clone()).collect();
        self.loops.push(LoopCx { header, carried, advance: None, exit: Merge { block: exit, slots: None, types, prefer: Vec::new() } });
        self.block(body)?;
        let cx = self.loops.pop().expect("pushed above");
        self.f.switch_to(exit);
        self.bind_results(&d.results.clone(), cx.exit)
    }

    /// Binds an op's results to the slots its edges fed; with no edge (the code after is
    /// unreachable), to undefined values.
    fn bind_results(&mut self, results: &[Value], merge: Merge) -> Result<(), LowerError> {
        let Merge { slots, types, .. } = merge;
        match slots {
            Some(slots) => {
                for (r, slot) in results.iter().zip(&slots) {
                    self.bind(*r, slot.tile());
                }
            }
            None => {
                for (r, ty) in results.iter().zip(&types) {
                    let t = ty.as_tile().expect("verified: tiles");
                    let shape: Vec<u64> = t.shape.iter().map(|&d| u64::from(d)).collect();
                    let v = V::undef(reg_ty(t.dtype)?);
                    self.bind(*r, Tile::splat(t.dtype, &shape, v));
                }
            }
        }
        Ok(())
    }

    fn if_op(&mut self, op: tir::Op) -> Result<(), LowerError> {
        let k = self.k;
        let d = &k.ops[op];
        let cond = self.scalar(d.operands[0]);
        let then_bb = self.f.block("then");
        let else_bb = self.f.block("else");
        let merge = self.f.block("endif");
        self.f.cond_br(&cond, then_bb, else_bb);
        let types = d.results.iter().map(|&r| k.ty(r).clone()).collect();
        let prefer = self.if_layouts(op);
        self.ifs.push(Merge { block: merge, slots: None, types, prefer });
        self.f.switch_to(then_bb);
        self.block(d.regions[0])?;
        self.f.switch_to(else_bb);
        self.block(d.regions[1])?;
        let merged = self.ifs.pop().expect("pushed above");
        self.f.switch_to(merge);
        self.bind_results(&d.results.clone(), merged)
    }

    /// Per result of `if` op `op`, the layout in registers of a value one of its branches yields
    /// that is already lowered (bound before the `if`), if any: the slot takes it, so that a
    /// value that passes through one branch unchanged (a GEMM's accumulator, reset to zeros in
    /// the other) keeps its layout instead of moving, through shared memory, into the layout
    /// of whatever the first branch yields (a splat, which takes any layout for free).
    fn if_layouts(&self, op: tir::Op) -> Vec<Option<Layout>> {
        let k = self.k;
        let d = &k.ops[op];
        let yields: Vec<tir::Op> = d.regions.iter().filter_map(|&r| k.blocks[r].ops.last().copied()).filter(|&y| matches!(k.ops[y].kind, OpKind::Yield)).collect();
        (0..d.results.len())
            .map(|i| {
                yields.iter().filter_map(|&y| k.ops[y].operands.get(i)).find_map(|v| match self.vals.get(v) {
                    Some(Lv::Tile(Tile { repr: Repr::Regs { layout, .. }, .. })) => Some(layout.clone()),
                    _ => None,
                })
            })
            .collect()
    }

    /// The merge a terminator leaving `region` goes to.
    fn merge(&mut self, region: Leave) -> &mut Merge {
        match region {
            Leave::If => self.ifs.last_mut().expect("verified: yield in an if"),
            Leave::Loop => &mut self.loops.last_mut().expect("verified: break in a loop").exit,
        }
    }

    /// `yield` or `break`: feeds the operands into the merge's slots (made here by the first
    /// edge) and jumps there.
    fn leave(&mut self, op: tir::Op, region: Leave) -> Result<(), LowerError> {
        let vals = self.tiles(&self.k.ops[op].operands);
        let merge = self.merge(region);
        let (block, made) = (merge.block, merge.slots.clone());
        let slots = match made {
            Some(s) => s,
            None => {
                let (types, prefer) = (merge.types.clone(), merge.prefer.clone());
                let s = self.slots(block, &types, &vals, (&[], &prefer))?;
                self.merge(region).slots = Some(s.clone());
                s
            }
        };
        self.feed(&slots, &vals)?;
        self.f.br(block);
        Ok(())
    }

    fn continue_op(&mut self, op: tir::Op) -> Result<(), LowerError> {
        let vals = self.tiles(&self.k.ops[op].operands);
        let cx = self.loops.last().expect("verified: continue in a loop");
        let (header, carried, advance) = (cx.header, cx.carried.clone(), cx.advance.clone());
        self.feed(&carried, &vals)?;
        if let Some((phi, iv, step)) = advance {
            let next = self.f.bin("add", &iv, &step);
            self.f.add_incoming(phi, &next, self.f.current());
        }
        self.f.br(header);
        Ok(())
    }

    /// Traps (the launch fails) when the i64 `v` is zero.
    fn trap_if_zero(&mut self, v: &V, why: &str) {
        if v.text.parse::<i64>().is_ok_and(|c| c != 0) {
            return;
        }
        let zero = self.f.cmp("icmp", "eq", v, &V::i64(0));
        self.trap_if(&zero, why);
    }

    /// Prints `why` and traps when `cond` (an i1) holds.
    pub fn trap_if(&mut self, cond: &V, why: &str) {
        let bad = self.f.block("trap");
        let ok = self.f.block("ok");
        self.f.cond_br(cond, bad, ok);
        self.f.switch_to(bad);
        self.printf(&format!("{}\n", why.replace('%', "%%")), &[]);
        self.m.declare("declare void @llvm.trap()");
        self.f.call_void("llvm.trap", &[]);
        self.f.unreachable();
        self.f.switch_to(ok);
    }

    /// Branches to a new block (`then`) when `cond` holds, skipping a trivially true one;
    /// returns the block ([`Cx::end_when`] closes it) where both paths meet (`join`).
    pub fn when(&mut self, cond: &V, then: &str, join: &str) -> Option<BlockId> {
        if cond.text == "true" {
            return None;
        }
        let (yes, done) = (self.f.block(then), self.f.block(join));
        self.f.cond_br(cond, yes, done);
        self.f.switch_to(yes);
        Some(done)
    }

    /// Ends the block [`Cx::when`] opened.
    pub fn end_when(&mut self, done: Option<BlockId>) {
        if let Some(done) = done {
            self.f.br(done);
            self.f.switch_to(done);
        }
    }

    /// Values that `body` computes when `cond` holds, and `default` otherwise (`then` and
    /// `join` name the blocks).
    pub fn guarded(
        &mut self,
        cond: &V,
        (then, join): (&str, &str),
        default: &V,
        body: impl FnOnce(&mut Self) -> Result<Vec<V>, LowerError>,
    ) -> Result<Vec<V>, LowerError> {
        let (yes, done) = (self.f.block(then), self.f.block(join));
        let before = self.f.current();
        self.f.cond_br(cond, yes, done);
        self.f.switch_to(yes);
        let vals = body(self)?;
        let from = self.f.current();
        self.f.br(done);
        self.f.switch_to(done);
        Ok(vals
            .iter()
            .map(|v| {
                let (phi, out) = self.f.phi(done, v.ty.clone());
                self.f.add_incoming(phi, v, from);
                self.f.add_incoming(phi, default, before);
                out
            })
            .collect())
    }

    /// `vprintf(format, args)`, each argument promoted as C varargs are (floats to double,
    /// narrow integers to 32 bits).
    pub fn printf(&mut self, format: &str, args: &[V]) {
        let (name, len) = self.m.string(format);
        let fmt_global = V::new(
            Ty::ptr(1, Ty::I8),
            format!("getelementptr inbounds ([{len} x i8], [{len} x i8] addrspace(1)* {name}, i64 0, i64 0)"),
        );
        let fmt = self.f.conv("addrspacecast", &fmt_global, Ty::ptr(0, Ty::I8));
        self.m.declare("declare i32 @vprintf(i8*, i8*)");
        let buf = if args.is_empty() {
            V::new(Ty::ptr(0, Ty::I8), "null")
        } else {
            let tys: Vec<Ty> = args.iter().map(|a| a.ty.clone()).collect();
            let sty = Ty::Struct(tys);
            let slot = self.f.emit(Ty::ptr(0, sty.clone()), format!("alloca {sty}, align 8"));
            for (i, a) in args.iter().enumerate() {
                let p = self.f.emit(Ty::ptr(0, a.ty.clone()), format!("getelementptr inbounds {sty}, {}, i32 0, i32 {i}", slot.typed()));
                self.f.store(a, &p, 8.min(a.ty.bits() / 8).max(1));
            }
            self.f.conv("bitcast", &slot, Ty::ptr(0, Ty::I8))
        };
        self.f.call(Ty::I32, "vprintf", &[&fmt, &buf]);
    }

    /// `print`: thread 0 prints, scalars as printf arguments and whole tiles element by element
    /// in [`tile_text::layout`] (the CPU's NumPy layout; elements as printf conversions), read
    /// from shared memory where every thread has put its part. A print of more than
    /// [`PRINTF_ARGS`] values takes several `vprintf` calls, between which other blocks'
    /// output may come.
    fn print(&mut self, format: &str, operands: &[Value]) -> Result<(), LowerError> {
        let staged = self.stage_printed_tiles(operands)?;
        let first = self.first_thread();
        let done = self.when(&first, "print", "printed");
        let mut call = PrintfCall::default();
        for (i, piece) in format.split("{}").enumerate() {
            call.text(piece);
            let Some(&v) = operands.get(i) else { continue };
            let ty = self.tile_type(v).clone();
            match staged[i] {
                None => {
                    let s = self.scalar(v).clone();
                    self.printf_hole(&mut call, ty.dtype, &s);
                }
                Some(offset) => {
                    let shape: Vec<usize> = ty.shape.iter().map(|&n| n as usize).collect();
                    for piece in tile_text::layout(&shape) {
                        match piece {
                            Piece::Text(t) => call.text(&t),
                            Piece::Element(e) => {
                                let x = self.read_smem(ty.dtype, offset, &V::i32(e as i64))?;
                                self.printf_hole(&mut call, ty.dtype, &x);
                            }
                        }
                    }
                }
            }
        }
        // One line per print, as the CPU executor prints it.
        call.text("\n");
        self.printf(&call.format, &call.args);
        self.end_when(done);
        Ok(())
    }

    /// Puts every tile (not scalar) operand of a `print` in shared memory, row-major, one after
    /// another; the offset of each, `None` for scalars.
    fn stage_printed_tiles(&mut self, operands: &[Value]) -> Result<Vec<Option<u64>>, LowerError> {
        let tiles = operands.iter().any(|&v| !self.tile_type(v).shape.is_empty());
        if tiles {
            self.barrier();
        }
        let mut offset = 0;
        let mut staged = Vec::with_capacity(operands.len());
        for &v in operands {
            let t = self.tile(v).clone();
            if t.shape.is_empty() {
                staged.push(None);
                continue;
            }
            let (layout, regs) = self.materialize(&t)?;
            self.write_smem(t.dtype, &layout, &regs, offset)?;
            staged.push(Some(offset));
            offset = (offset + t.elements() * u64::from(smem_ty(t.dtype)?.bits() / 8)).next_multiple_of(16);
        }
        if tiles {
            self.barrier();
        }
        Ok(staged)
    }

    /// Adds a value to a printf call, as C varargs pass it (floats to double, narrow integers
    /// to 32 bits); a full call is printed first.
    fn printf_hole(&mut self, call: &mut PrintfCall, d: DType, v: &V) {
        if call.args.len() == PRINTF_ARGS {
            self.printf(&call.format, &call.args);
            *call = PrintfCall::default();
        }
        let arg = match d {
            d if d.is_float() => self.f.conv("fpext", v, Ty::Double),
            DType::I64 | DType::U64 => v.clone(),
            d => self.int_resize(v, if d.is_bool() { DType::U8 } else { d }, &Ty::I32),
        };
        call.format.push_str(crate::printf::conversion(d));
        call.args.push(arg);
    }

    fn assert(&mut self, message: &str, cond: Value) -> Result<(), LowerError> {
        let t = self.tile(cond).clone();
        let (_, regs) = self.materialize(&t)?;
        let mut all = V::bool(true);
        for r in &regs {
            all = self.f.bin("and", &all, r);
        }
        let failed = self.f.bin("xor", &all, &V::bool(true));
        self.trap_if(&failed, &format!("assertion failed: {message}"));
        Ok(())
    }
}

/// Values per `vprintf` call: CUDA's printf takes at most 32 arguments.
const PRINTF_ARGS: usize = 32;

/// A `vprintf` call being built: its format and arguments.
#[derive(Default)]
struct PrintfCall {
    format: String,
    args: Vec<V>,
}

impl PrintfCall {
    fn text(&mut self, text: &str) {
        self.format.push_str(&crate::printf::escape(text));
    }
}

fn axis_name(axis: u8) -> &'static str {
    ["x", "y", "z"][axis as usize]
}

#[cfg(test)]
mod tests {
    use tile_lang::tir::parse::parse_kernel;

    use super::super::emit_ir;
    use crate::target::Target;

    /// A persistent GEMM's loop as one flat loop over two tiles' `k` steps: the accumulator
    /// is stored and reset to zeros where a tile's last step ends, and passes through the
    /// other branch unchanged; `then_resets` puts the reset in the `then` branch.
    fn flat_gemm(then_resets: bool) -> String {
        let (then_yield, else_yield) = if then_resets { ("%zero2", "%acc2") } else { ("%acc2", "%zero3") };
        let cmp = if then_resets { "eq" } else { "ne" };
        format!(
            "kernel @flat hints {{worker_warps = 4}} (%A a: array<bf16, 2> {{align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}}, %B b: array<bf16, 2> {{align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}}, %C c: array<bf16, 2> {{align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}}) {{
  %kt = array_dim 1 %A : tile<i32>
  %bx = block_id 0 : tile<i32>
  %zero = constant 0.0 : tile<64x64xf32>
  %two = constant 2 : tile<i32>
  %n = mul %two, %kt : tile<i32>
  %lo = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %done = for %lo to %n step %one iter(%zero) : tile<64x64xf32> {{
  ^(%it: tile<i32>, %acc: tile<64x64xf32>):
    %k = rem %it, %kt : tile<i32>
    %by = floordiv %it, %kt : tile<i32>
    %a = load zero %A[%bx, %k] : tile<64x64xbf16>
    %b = load zero %B[%k, %by] : tile<64x64xbf16>
    %acc2 = mma %a, %b, %acc : tile<64x64xf32>
    %last = sub %kt, %one : tile<i32>
    %ends = cmp {cmp} %k, %last : tile<bool>
    %out = cast %acc2 : tile<64x64xf32> -> tile<64x64xbf16>
    %next = if %ends : tile<64x64xf32> {{
      %zero2 = constant 0.0 : tile<64x64xf32>
      yield {then_yield}
    }} else {{
      %zero3 = constant 0.0 : tile<64x64xf32>
      yield {else_yield}
    }}
    continue %next
  }}
  store %C[%bx, %bx], %done
  return
}}"
        )
    }

    fn shared_stores(text: &str) -> usize {
        text.lines().filter(|l| l.trim_start().starts_with("store") && l.contains("addrspace(3)*")).count()
    }

    #[test]
    fn a_value_passing_through_one_branch_of_an_if_keeps_its_layout_whichever_branch_comes_first() {
        let lower = |then_resets: bool| {
            let text = flat_gemm(then_resets);
            let k = parse_kernel(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
            emit_ir(&k, Target::new(80), false).expect("lowers").text
        };
        let (reset_first, carried_first) = (lower(true), lower(false));
        // Had the merge taken the layout of the first branch's zeros, the accumulator would
        // move through shared memory into it every iteration.
        assert_eq!(shared_stores(&reset_first), shared_stores(&carried_first), "{reset_first}");
    }
}
