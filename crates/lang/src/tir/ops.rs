//! The TIR operation set.
//!
//! One enum, [`OpKind`], with the attributes of each op inline; operands, results and regions
//! live in [`super::OpData`]. The signature of every op (what its operands, results and regions
//! must be) is stated on its variant and enforced by [`super::verify`]. The printer, the text
//! parser, the verifier and the back ends all match on this enum exhaustively, so adding an op
//! is a compiler-guided change everywhere.
//!
//! Elementwise ops take operands of identical shape: broadcasting is always explicit
//! ([`OpKind::Broadcast`]), as in CUDA Tile IR. Binary ops take operands of one dtype:
//! promotion is always explicit ([`OpKind::Cast`]).

use smallvec::SmallVec;

/// A compile-time scalar constant.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Const {
    Int(i64),
    Float(f64),
    Bool(bool),
}

/// Scheduling hints of one [`OpKind::Load`], for back ends that take them (CUDA Tile IR's
/// per-access `optimization_hints`); they never change the values loaded.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct LoadHints {
    /// The expected latency of the load, 1 (short) to 10 (long): how far ahead the compiler
    /// should issue it.
    pub latency: Option<u8>,
    /// Whether the compiler may move the tile with the Tensor Memory Accelerator (`None`: the
    /// kernel's `tma` hint, or its own choice).
    pub allow_tma: Option<bool>,
}

impl LoadHints {
    /// The range `latency` takes.
    pub const LATENCY: std::ops::RangeInclusive<u8> = 1..=10;

    pub fn is_empty(&self) -> bool {
        self.latency.is_none() && self.allow_tma.is_none()
    }
}

/// Out-of-bounds fill value of a [`OpKind::Load`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Padding {
    Zero,
    NegInf,
    PosInf,
    Nan,
    /// Out-of-bounds elements have unspecified values (fastest; only for lanes never used).
    Undetermined,
}

impl Padding {
    pub const ALL: [Padding; 5] =
        [Padding::Zero, Padding::NegInf, Padding::PosInf, Padding::Nan, Padding::Undetermined];

    pub fn name(self) -> &'static str {
        match self {
            Padding::Zero => "zero",
            Padding::NegInf => "neg_inf",
            Padding::PosInf => "pos_inf",
            Padding::Nan => "nan",
            Padding::Undetermined => "undetermined",
        }
    }

    pub fn from_name(name: &str) -> Option<Padding> {
        Padding::ALL.into_iter().find(|p| p.name() == name)
    }
}

macro_rules! named_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $variant:ident = $text:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub enum $name { $($(#[$vm])* $variant,)* }

        impl $name {
            pub const ALL: &'static [$name] = &[$($name::$variant,)*];

            /// The op's spelling in TIR text.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text,)* }
            }

            pub fn from_name(name: &str) -> Option<$name> {
                $name::ALL.iter().copied().find(|v| v.name() == name)
            }
        }
    };
}

named_enum! {
    /// How an [`OpKind::AtomicAdd`] orders the block's other memory accesses, at device scope
    /// (the memory orders of CUDA Tile IR and of C++, without sequential consistency).
    /// `release` makes every earlier access of the block visible to a block that reads the
    /// value it wrote with `acquire`; `acquire` keeps every later access of the block after
    /// it. This is what one block needs to hand data to another through a flag or a counter.
    MemoryOrder {
        /// Atomic, but ordering nothing else.
        Relaxed = "relaxed",
        Acquire = "acquire",
        Release = "release",
        AcqRel = "acq_rel",
    }
}

impl MemoryOrder {
    /// Whether later accesses of the block stay after the atomic.
    pub fn acquires(self) -> bool {
        matches!(self, MemoryOrder::Acquire | MemoryOrder::AcqRel)
    }

    /// Whether earlier accesses of the block are visible before the atomic.
    pub fn releases(self) -> bool {
        matches!(self, MemoryOrder::Release | MemoryOrder::AcqRel)
    }
}

named_enum! {
    /// Elementwise one-operand ops. Result type = operand type.
    UnaryOp {
        Neg = "neg",
        /// Bitwise not on integers, logical not on bool.
        Not = "not",
        Abs = "abs",
        Exp = "exp",
        Exp2 = "exp2",
        /// `exp2` computed in f32 with results below f32's smallest normal number (2^-126)
        /// flushed to zero: on the GPU one special-function instruction, where `exp2` also
        /// handles subnormal results. Float dtypes of at most 32 bits.
        Exp2Ftz = "exp2_ftz",
        Log = "log",
        Log2 = "log2",
        Sqrt = "sqrt",
        Rsqrt = "rsqrt",
        Sin = "sin",
        Cos = "cos",
        Tan = "tan",
        Tanh = "tanh",
        Floor = "floor",
        Ceil = "ceil",
        Sigmoid = "sigmoid",
        Erf = "erf",
    }
}

impl UnaryOp {
    /// Ops defined only on floating-point dtypes.
    pub fn float_only(self) -> bool {
        !matches!(self, UnaryOp::Neg | UnaryOp::Not | UnaryOp::Abs)
    }
}

named_enum! {
    /// Elementwise two-operand ops on operands of one type. Result type = operand type.
    BinaryOp {
        Add = "add",
        Sub = "sub",
        Mul = "mul",
        /// True division; floats only.
        Div = "div",
        /// True division computed in f32 with the GPU's approximate division (within 2 ulp)
        /// and subnormal operands and results flushed to zero: `truediv(x, y,
        /// rounding=approx, flush_to_zero=True)`. Float dtypes of at most 32 bits; the CPU
        /// divides exactly, flushing the same way.
        DivApproxFtz = "div_approx_ftz",
        /// Division rounded toward negative infinity (integers); `floor(a / b)` for floats.
        /// An integer division by zero gives an unspecified value (not a trap: masked lanes
        /// may divide by zero harmlessly).
        FloorDiv = "floordiv",
        /// Integer division rounded toward positive infinity; by zero as for `floordiv`.
        CeilDiv = "ceildiv",
        /// Remainder with the sign of the divisor (Python's `%`); by zero as for `floordiv`.
        Rem = "rem",
        /// The smaller operand; on floats a NaN operand gives NaN, and -0 < +0.
        Min = "min",
        /// The larger operand; on floats a NaN operand gives NaN, and -0 < +0.
        Max = "max",
        /// `a ** b`; floats only.
        Pow = "pow",
        /// Bitwise and (logical and on bool).
        And = "and",
        Or = "or",
        Xor = "xor",
        /// Shift left; a shift amount outside `[0, bits)` gives an unspecified value.
        Shl = "shl",
        /// Arithmetic shift for signed integers, logical for unsigned; amounts as for `shl`.
        Shr = "shr",
    }
}

impl BinaryOp {
    pub fn float_only(self) -> bool {
        matches!(self, BinaryOp::Div | BinaryOp::DivApproxFtz | BinaryOp::Pow)
    }

    pub fn int_only(self) -> bool {
        matches!(
            self,
            BinaryOp::CeilDiv | BinaryOp::And | BinaryOp::Or | BinaryOp::Xor | BinaryOp::Shl | BinaryOp::Shr
        )
    }
}

named_enum! {
    /// Elementwise comparisons; the result is a bool tile of the operands' shape. Float
    /// comparisons are ordered (false when either side is NaN) except `ne`, which is unordered.
    CmpOp {
        Eq = "eq",
        Ne = "ne",
        Lt = "lt",
        Le = "le",
        Gt = "gt",
        Ge = "ge",
    }
}

named_enum! {
    /// Reductions along one axis.
    ReduceKind {
        Sum = "sum",
        Prod = "prod",
        /// The maximum; NaN if any element is NaN.
        Max = "max",
        /// The minimum; NaN if any element is NaN.
        Min = "min",
        /// Index (i32) of the first maximum; a NaN counts as the maximum (NumPy's rule).
        ArgMax = "argmax",
        /// Index (i32) of the first minimum; a NaN counts as the minimum.
        ArgMin = "argmin",
    }
}

named_enum! {
    /// Inclusive scans along one axis.
    ScanKind {
        Sum = "sum",
        Prod = "prod",
    }
}

/// What an op does. See the module doc for the conventions; each variant documents its
/// operands (`operands`), results and regions.
#[derive(Clone, PartialEq, Debug)]
pub enum OpKind {
    /// No operands; one result of any tile type, every element equal to the constant.
    /// Int constants need an integer or bool result dtype, float constants a float dtype, bool
    /// constants a bool dtype.
    Constant(Const),
    /// No operands; result `tile<i32>`: this block's index along grid axis 0, 1 or 2.
    BlockId(u8),
    /// No operands; result `tile<i32>`: the grid size along an axis.
    NumBlocks(u8),
    /// Operand: an array. Result `tile<i32>`: its size along the axis (`axis < rank`).
    ArrayDim(u8),
    /// No operands; result a rank-1 integer tile `[0, 1, ..., n-1]`.
    Iota,
    /// Operands: array, then `rank` scalar `i32` tile indices. Result: the tile of the array
    /// partitioned into tiles of the result's shape (same rank and dtype as the array) at that
    /// tile index. Elements outside the array read as `padding`; for dtypes without infinities
    /// or NaN, `neg_inf`/`pos_inf` give the smallest/largest value and `nan` gives zero.
    /// `order`: the array read with its axes permuted (`None`: as it is): dimension `i` of the
    /// view, of the tile shape and of the tile index is the array's dimension `order[i]`
    /// (`[1, 0]` reads a transposed tile of a matrix in its memory order).
    Load { padding: Padding, hints: LoadHints, order: Option<SmallVec<[u8; 4]>> },
    /// Operands: array, tile, then `rank` scalar `i32` tile indices. No results. Writes the tile
    /// (same rank and dtype as the array) at that tile index; elements outside the array are
    /// not written.
    Store,
    /// Operands: array, tile, then `rank` indices, like [`OpKind::Store`]. Atomically adds each
    /// element into the array (elements outside it are skipped). Result: the old values
    /// (out-of-bounds lanes hold zero). `order` orders the block's other accesses around it
    /// (printed after the mnemonic unless relaxed: `atomic_add acq_rel`).
    AtomicAdd { order: MemoryOrder },
    /// One operand; result of the same shape and type.
    Unary(UnaryOp),
    /// Two operands of one type; result of that type.
    Binary(BinaryOp),
    /// Two operands of one type; result a bool tile of the same shape.
    Cmp(CmpOp),
    /// Operands: bool condition, then two values of one type, all of one shape. Result: that type.
    Select,
    /// One operand; the result has the same shape and the target dtype. Float to int rounds
    /// toward zero and saturates (NaN gives 0); int to int wraps; to bool tests `!= 0`; to a
    /// float type rounds to nearest, ties to even; to fp8 saturates finite values to the
    /// format's largest magnitude.
    Cast,
    /// One operand; the result has the same rank. Each operand dimension equals the result's
    /// or is 1.
    Broadcast,
    /// One operand; the result has the same number of elements, row-major order.
    Reshape,
    /// One operand; result dimension `i` is operand dimension `perm[i]`.
    Permute(SmallVec<[u8; 4]>),
    /// Two operands of one dtype and rank equal except along `axis`; the result joins them.
    Cat(u8),
    /// Operands: a tile, then `rank` scalar `i32` indices. The result (same rank, each
    /// dimension dividing the operand's) is the sub-tile at that sub-tile index.
    Extract,
    /// One operand; the result drops `axis`. Result dtype: the operand's, or `i32` for
    /// `argmax`/`argmin`.
    Reduce { kind: ReduceKind, axis: u8 },
    /// One operand; result of the same type: the inclusive scan along `axis`.
    Scan { kind: ScanKind, axis: u8, reverse: bool },
    /// Operands `a: (M, K)`, `b: (K, N)`, `acc: (M, N)` (or with a leading batch dimension).
    /// Result: `a @ b + acc`, with the accumulator's type.
    Mma,
    /// Operands: `lb`, `ub`, `step` (scalar ints of one dtype), then the initial loop-carried
    /// values. One region whose block takes (induction variable, carried values...) and ends
    /// in `continue` with the next carried values. Results: the final carried values.
    For,
    /// Operands: initial carried values. One region whose block takes the carried values; it
    /// runs until a `break`. Results: the values passed to `break`.
    Loop,
    /// Operands: a scalar bool condition. Two regions (then, else), each ending in `yield`
    /// with values of the result types.
    If,
    /// Terminator of an `if` region; operands are the `if`'s results.
    Yield,
    /// Terminator: go to the next iteration of the innermost `for` or `loop`, with the carried
    /// values as operands.
    Continue,
    /// Terminator: leave the innermost `loop`, with its results as operands.
    Break,
    /// Terminator of the kernel body; no operands.
    Return,
    /// Operands: values to print (scalars or tiles). Prints `format`, where each `{}` is
    /// replaced by the next operand.
    Print { format: String },
    /// Operand: a bool tile. Traps with `message` if any element is false.
    Assert { message: String },
}

impl OpKind {
    /// Ops that end a block.
    pub fn is_terminator(&self) -> bool {
        matches!(self, OpKind::Yield | OpKind::Continue | OpKind::Break | OpKind::Return)
    }

    /// Ops with effects beyond their results (memory, control, output).
    pub fn has_side_effects(&self) -> bool {
        matches!(
            self,
            OpKind::Store
                | OpKind::AtomicAdd { .. }
                | OpKind::Print { .. }
                | OpKind::Assert { .. }
                | OpKind::For
                | OpKind::Loop
                | OpKind::If
        ) || self.is_terminator()
    }

    /// The op's name in TIR text (the mnemonic before any attributes).
    pub fn mnemonic(&self) -> &'static str {
        match self {
            OpKind::Constant(_) => "constant",
            OpKind::BlockId(_) => "block_id",
            OpKind::NumBlocks(_) => "num_blocks",
            OpKind::ArrayDim(_) => "array_dim",
            OpKind::Iota => "iota",
            OpKind::Load { .. } => "load",
            OpKind::Store => "store",
            OpKind::AtomicAdd { .. } => "atomic_add",
            OpKind::Unary(op) => op.name(),
            OpKind::Binary(op) => op.name(),
            OpKind::Cmp(_) => "cmp",
            OpKind::Select => "select",
            OpKind::Cast => "cast",
            OpKind::Broadcast => "broadcast",
            OpKind::Reshape => "reshape",
            OpKind::Permute(_) => "permute",
            OpKind::Cat(_) => "cat",
            OpKind::Extract => "extract",
            OpKind::Reduce { .. } => "reduce",
            OpKind::Scan { .. } => "scan",
            OpKind::Mma => "mma",
            OpKind::For => "for",
            OpKind::Loop => "loop",
            OpKind::If => "if",
            OpKind::Yield => "yield",
            OpKind::Continue => "continue",
            OpKind::Break => "break",
            OpKind::Return => "return",
            OpKind::Print { .. } => "print",
            OpKind::Assert { .. } => "assert",
        }
    }
}

/// `x`, or zero (of `x`'s sign) when its magnitude is below f32's smallest normal number: what
/// `exp2(..., flush_to_zero=True)` does to its result.
pub fn flush_below_f32_normal(x: f64) -> f64 {
    if x.abs() < f64::from(f32::MIN_POSITIVE) {
        0.0_f64.copysign(x)
    } else {
        x
    }
}
