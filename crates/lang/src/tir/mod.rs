//! TIR, the typed tile IR: the contract between the front end and every back end.
//!
//! # What a TIR module is
//!
//! A [`Module`] holds [`Kernel`]s. Each kernel is one *specialisation* of a source kernel:
//! every `const` parameter has been replaced by its value, every array parameter has a known
//! dtype and rank, and every tile has a static shape. Helper functions have been inlined, so a
//! kernel is self-contained.
//!
//! # Values and types
//!
//! A kernel is in SSA form. Every [`Value`] is defined once, either as an op result or as a
//! block parameter, and has a [`Type`]:
//!
//! * `tile<64x32xf32>` is an immutable tile: a value, not memory. Tile dimensions are
//!   compile-time powers of two (CUDA Tile IR's rule). `tile<i32>` (rank 0) is a scalar; there is
//!   no separate scalar type, so index arithmetic is ordinary tile arithmetic on rank-0 tiles.
//! * `array<f32, 2>` is a global array: a base pointer with run-time sizes and strides (in
//!   elements). Arrays appear only as kernel parameters and are read and written only through
//!   `load`, `store` and `atomic_add` at tile granularity: the array is viewed as a grid of
//!   tiles of the load's shape, and a tile index selects one. Partial tiles at the edges are
//!   masked: loads fill missing elements with the padding value, stores skip them.
//!
//! # Memory ordering
//!
//! Within one block, loads and stores take effect in program order. Different blocks run in
//! an unspecified order and may run concurrently; only `atomic_add` combines their writes.
//!
//! A kernel may assume that an array it writes (with `store` or `atomic_add`) does not overlap
//! the memory of any *other* array parameter; back ends order memory operations per array
//! on that assumption. Passing one array for two parameters, or overlapping views of one
//! buffer where one is written, is undefined on the GPU. (The CPU reference stays sound, but
//! its results are then not a promise.)
//!
//! # Control flow
//!
//! Control flow is structured, as in CUDA Tile IR: `for`, `loop` and `if` ops own regions.
//! Each region is a single [`Block`] with parameters and ends with a terminator (`yield`,
//! `continue`, `break`, `return`). Values defined outside a region may be used inside it; values
//! defined inside never escape except as terminator operands, which become the op's results.
//! Loop-carried state is explicit: a `for` takes initial values as operands, its block receives
//! the current values as parameters and `continue` passes the next ones.
//!
//! # The kernel entry
//!
//! The kernel's body block takes one parameter per [`KernelParam`], in order: arrays as
//! `array<..>` values and scalars as rank-0 tiles. `const` parameters are not parameters any
//! more; their values are recorded in [`Kernel::spec`] for naming and caching. The facts a
//! specialisation knows about its arrays (base alignment, divisibility of sizes and strides,
//! unit inner stride) are in [`ArrayFacts`]; back ends turn them into assumptions.
//!
//! # Optimisation hints
//!
//! [`Kernel::hints`] ([`KernelHints`]) carries what the source's `@hints(...)` asked of the
//! GPU compiler for this specialisation, such as the number of blocks to fit on one SM. Hints
//! may change how fast a kernel runs, never what it computes: a back end without a use for
//! one (the CPU executor) ignores it.
//!
//! # Text form
//!
//! [`print`] writes a module as text and [`parse`] reads it back; values are renumbered densely
//! in print order, so printing is stable and `parse(print(m))` prints identically.

pub mod analysis;
pub mod entity;
pub mod ops;
pub mod parse;
pub mod print;
pub mod prune;
pub mod spec;
pub mod types;
pub mod verify;

use smallvec::SmallVec;

use crate::dtype::DType;
use crate::source::Span;
pub use entity::{Arena, Block, EntityRef, Op, Value};
pub use ops::{
    flush_below_f32_normal, BinaryOp, CmpOp, Const, LoadHints, MemoryOrder, OpKind, Padding, ReduceKind, ScanKind, UnaryOp,
};
pub use spec::{ConstValue, SpecArg};
pub use types::{shape_str, ArrayType, Shape, TileType, Type};

/// A set of kernels, each a self-contained specialisation.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Module {
    pub kernels: Vec<Kernel>,
}

/// One kernel parameter of a specialisation.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelParam {
    pub name: String,
    pub kind: ParamKind,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ParamKind {
    /// A global array, passed as pointer, sizes and strides.
    Array { ty: ArrayType, facts: ArrayFacts },
    /// A run-time scalar.
    Scalar(DType),
}

/// What a specialisation knows about an array argument at compile time.
///
/// All divisors are powers of two; `1` means nothing is known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ArrayFacts {
    /// The base address is a multiple of this many bytes.
    pub base_align: u32,
    /// `dim_divisor[i]` divides the size of dimension `i`.
    pub dim_divisor: SmallVec<[u32; 4]>,
    /// `stride_divisor[i]` divides the stride (in elements) of dimension `i`.
    pub stride_divisor: SmallVec<[u32; 4]>,
    /// The dimension whose stride is exactly 1, if one is known: the last for rows that are
    /// contiguous, another for a transposed view (`w.T`), which the GPU can then still move
    /// in whole rows of memory.
    pub unit_stride_dim: Option<u8>,
    /// The exact size of every dimension, when the kernel is specialised on the shapes of
    /// its arrays (`@hints(static_shapes=1)`): the GPU compiler then knows which tiles lie
    /// inside the array and drops their bounds checks. `None`: sizes are launch values.
    pub sizes: Option<SmallVec<[u64; 4]>>,
}

impl ArrayFacts {
    /// Facts that assume nothing about an array of the given rank.
    pub fn unknown(rank: usize) -> ArrayFacts {
        ArrayFacts {
            base_align: 1,
            dim_divisor: SmallVec::from_elem(1, rank),
            stride_divisor: SmallVec::from_elem(1, rank),
            unit_stride_dim: None,
            sizes: None,
        }
    }

    /// The rank of the array these facts describe.
    pub fn rank(&self) -> usize {
        self.dim_divisor.len()
    }

    /// Whether dimension `dim`'s stride is exactly 1.
    pub fn unit_stride(&self, dim: usize) -> bool {
        self.unit_stride_dim.is_some_and(|d| usize::from(d) == dim)
    }

    /// Whether the last dimension's stride is exactly 1 (rows are contiguous).
    pub fn unit_inner_stride(&self) -> bool {
        self.rank() > 0 && self.unit_stride(self.rank() - 1)
    }
}

/// A value's type and where it is defined.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueDef {
    /// Result number `index` of `op`.
    Result { op: Op, index: u32 },
    /// Parameter number `index` of `block`.
    Param { block: Block, index: u32 },
    /// Defined nowhere any more: a pass removed it ([`prune`]). No op or block holds it and no
    /// operand names it; the arena keeps it only because handles are never reused.
    Removed,
}

/// An operation: its kind (with attributes), operands, results and owned regions.
#[derive(Clone, Debug, PartialEq)]
pub struct OpData {
    pub kind: OpKind,
    pub operands: SmallVec<[Value; 4]>,
    pub results: SmallVec<[Value; 2]>,
    pub regions: SmallVec<[Block; 2]>,
}

/// A block: parameters and ops in order (the last one a terminator).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BlockData {
    pub params: SmallVec<[Value; 4]>,
    pub ops: Vec<Op>,
}

/// Optimisation hints for the GPU compiler; none is given by default.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelHints {
    /// How many blocks the compiler should fit on one SM at once: it limits the registers per
    /// thread to make room for them. Within [`KernelHints::OCCUPANCY`].
    pub occupancy: Option<u32>,
    /// How many CTAs (thread blocks of the GPU) one tile block spans, as a thread-block
    /// cluster: a power of two within [`KernelHints::NUM_CTAS`]. The launch's grid still
    /// counts tile blocks.
    pub num_ctas: Option<u32>,
    /// How many warps each CTA runs (Tile IR's `num_worker_warps_per_cta`; tileiras 13.4
    /// takes 4 or 8, and picks 8 by itself for most kernels).
    pub worker_warps: Option<u32>,
    /// Whether the compiler may move this kernel's tiles with the Tensor Memory Accelerator
    /// (1, its choice) or must use plain vector loads and stores (0). Without TMA tileiras
    /// needs no staging buffer in shared memory and no warps to drive it.
    pub tma: Option<u32>,
    /// Whether the kernel is specialised on the exact shapes of its arrays (1) or takes them
    /// at launch (0, the default). A launch reads it before the kernel is specialised, so it
    /// is a literal or a `const` parameter ([`crate::sema::StaticShapes`]); the sizes then
    /// reach the back ends as [`ArrayFacts::sizes`].
    pub static_shapes: Option<u32>,
}

impl KernelHints {
    /// Every hint's name, as `@hints(...)` and the TIR text spell it.
    pub const NAMES: &'static [&'static str] = &["occupancy", "num_ctas", "worker_warps", "tma", "static_shapes"];

    /// The hints whose value 0 means "not given": the compiler's own choice, as without the
    /// hint, so that a `const int` parameter can default to it (`W: const int = 0` with
    /// `@hints(worker_warps=W)`).
    pub const ZERO_LEAVES_TO_COMPILER: &'static [&'static str] = &["occupancy", "num_ctas", "worker_warps"];

    /// The occupancies CUDA Tile IR accepts.
    pub const OCCUPANCY: std::ops::RangeInclusive<u32> = 1..=32;

    /// The cluster sizes CUDA Tile IR accepts (powers of two only).
    pub const NUM_CTAS: std::ops::RangeInclusive<u32> = 1..=16;

    /// The warp counts tileiras 13.4 accepts are 4 and 8 (checked by [`KernelHints::accepts`]).
    pub const WORKER_WARPS: std::ops::RangeInclusive<u32> = 4..=8;

    /// `tma` is a switch: 0 (off) or 1 (the compiler's choice).
    pub const TMA: std::ops::RangeInclusive<u32> = 0..=1;

    /// `static_shapes` is a switch: 0 (sizes at launch) or 1 (sizes in the specialisation).
    pub const STATIC_SHAPES: std::ops::RangeInclusive<u32> = 0..=1;

    /// The values the hint called `name` accepts; none when there is no such hint.
    pub fn range(name: &str) -> Option<std::ops::RangeInclusive<u32>> {
        match name {
            "occupancy" => Some(KernelHints::OCCUPANCY),
            "num_ctas" => Some(KernelHints::NUM_CTAS),
            "worker_warps" => Some(KernelHints::WORKER_WARPS),
            "tma" => Some(KernelHints::TMA),
            "static_shapes" => Some(KernelHints::STATIC_SHAPES),
            _ => None,
        }
    }

    /// Whether `value` is one the hint called `name` takes (in its range; a power of two for
    /// `num_ctas` and `worker_warps`).
    pub fn accepts(name: &str, value: u32) -> bool {
        let in_range = KernelHints::range(name).is_some_and(|r| r.contains(&value));
        in_range && (matches!(name, "occupancy" | "tma" | "static_shapes") || value.is_power_of_two())
    }

    /// Whether no hint is given.
    pub fn is_empty(&self) -> bool {
        self.entries().is_empty()
    }

    /// The hints given, as `(name, value)` in [`KernelHints::NAMES`] order.
    pub fn entries(&self) -> Vec<(&'static str, u32)> {
        let named = [
            ("occupancy", self.occupancy),
            ("num_ctas", self.num_ctas),
            ("worker_warps", self.worker_warps),
            ("tma", self.tma),
            ("static_shapes", self.static_shapes),
        ];
        named.into_iter().filter_map(|(name, v)| Some((name, v?))).collect()
    }

    /// Sets the hint called `name`; false when there is no such hint.
    pub fn set(&mut self, name: &str, value: u32) -> bool {
        match name {
            "occupancy" => self.occupancy = Some(value),
            "num_ctas" => self.num_ctas = Some(value),
            "worker_warps" => self.worker_warps = Some(value),
            "tma" => self.tma = Some(value),
            "static_shapes" => self.static_shapes = Some(value),
            _ => return false,
        }
        true
    }
}

/// Whether `perm` lists each axis `0..rank` exactly once (a `permute`'s axes, a load's
/// `order`).
pub fn is_permutation(perm: impl IntoIterator<Item = i64>, rank: usize) -> bool {
    let mut sorted: Vec<i64> = perm.into_iter().collect();
    sorted.sort_unstable();
    sorted.into_iter().eq(0..rank as i64)
}

/// One specialised kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct Kernel {
    /// The symbol name back ends give the entry point.
    pub name: String,
    /// The specialisation: `(const parameter, value)` pairs, in parameter order.
    pub spec: Vec<(String, ConstValue)>,
    /// Optimisation hints for the GPU compiler (none by default).
    pub hints: KernelHints,
    pub params: Vec<KernelParam>,
    /// The entry block: one parameter per [`KernelParam`].
    pub body: Block,
    pub values: Arena<Value, ValueData>,
    pub ops: Arena<Op, OpData>,
    pub blocks: Arena<Block, BlockData>,
    /// Source locations of ops, where known (a side table: the IR itself is position-free).
    pub spans: Vec<Option<Span>>,
}

impl Kernel {
    /// A kernel with an empty body block whose parameters match `params`.
    pub fn new(name: impl Into<String>, params: Vec<KernelParam>) -> Kernel {
        let mut k = Kernel {
            name: name.into(),
            spec: Vec::new(),
            hints: KernelHints::default(),
            params: Vec::new(),
            body: Block::new(0),
            values: Arena::new(),
            ops: Arena::new(),
            blocks: Arena::new(),
            spans: Vec::new(),
        };
        let types: Vec<Type> = params
            .iter()
            .map(|p| match &p.kind {
                ParamKind::Array { ty, .. } => Type::Array(*ty),
                ParamKind::Scalar(d) => Type::scalar(*d),
            })
            .collect();
        k.body = k.add_block(&types);
        k.params = params;
        k
    }

    /// Creates a detached block with parameters of the given types.
    pub fn add_block(&mut self, param_types: &[Type]) -> Block {
        let block = self.blocks.push(BlockData::default());
        for (i, ty) in param_types.iter().enumerate() {
            let v = self
                .values
                .push(ValueData { ty: ty.clone(), def: ValueDef::Param { block, index: i as u32 } });
            self.blocks[block].params.push(v);
        }
        block
    }

    /// Appends an op to `block` and creates its results.
    pub fn append_op(
        &mut self,
        block: Block,
        kind: OpKind,
        operands: &[Value],
        result_types: &[Type],
        regions: &[Block],
        span: Option<Span>,
    ) -> Op {
        let op = self.ops.push(OpData {
            kind,
            operands: SmallVec::from_slice(operands),
            results: SmallVec::new(),
            regions: SmallVec::from_slice(regions),
        });
        for (i, ty) in result_types.iter().enumerate() {
            let v =
                self.values.push(ValueData { ty: ty.clone(), def: ValueDef::Result { op, index: i as u32 } });
            self.ops[op].results.push(v);
        }
        if self.spans.len() <= op.index() {
            self.spans.resize(op.index() + 1, None);
        }
        self.spans[op.index()] = span;
        self.blocks[block].ops.push(op);
        op
    }

    /// The type of a value.
    pub fn ty(&self, v: Value) -> &Type {
        &self.values[v].ty
    }

    /// The `i`th result of an op.
    pub fn result(&self, op: Op, i: usize) -> Value {
        self.ops[op].results[i]
    }

    /// The source span of an op, if recorded.
    pub fn span(&self, op: Op) -> Option<Span> {
        self.spans.get(op.index()).copied().flatten()
    }

    /// The values of the body block's parameters, one per kernel parameter.
    pub fn param_values(&self) -> &[Value] {
        &self.blocks[self.body].params
    }

    /// The op that defines a value, if it is an op result.
    pub fn def_op(&self, v: Value) -> Option<Op> {
        match self.values[v].def {
            ValueDef::Result { op, .. } => Some(op),
            ValueDef::Param { .. } | ValueDef::Removed => None,
        }
    }

    /// Walks every op reachable from the body in program order (pre-order: an op before the
    /// ops of its regions).
    pub fn walk(&self, mut f: impl FnMut(Op)) {
        fn go(k: &Kernel, block: Block, f: &mut dyn FnMut(Op)) {
            for &op in &k.blocks[block].ops {
                f(op);
                for &r in &k.ops[op].regions {
                    go(k, r, f);
                }
            }
        }
        go(self, self.body, &mut f);
    }
}
