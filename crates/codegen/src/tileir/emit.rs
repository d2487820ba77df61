//! A typed emitter over `cutile-ir` 0.5.0 that makes the crate's pitfalls impossible.
//!
//! `cutile-ir`'s builder is untyped: attribute names are free strings, enum attributes raw
//! integers, result types and `operandSegmentSizes` are supplied by hand, and nothing is checked
//! when an op is built. Its encoder also has bugs (see `shared/reference/cutile-ir-eval.md` §4):
//!
//! * integer attributes narrower than 64 bits are written sign-extended, so a negative `i32`
//!   reduce identity is rejected by tileiras; [`Identity`] always writes the zero-extended bit
//!   pattern of the element width;
//! * float attributes of type tf32 (and the 4/6-bit scale formats) are written as f32/f64 bit
//!   patterns; [`Identity`] refuses them (the lowering never needs them);
//! * optional unit attributes such as `flush_to_zero` are keyed by *presence*, so
//!   `flush_to_zero = false` switches FTZ on; this emitter never writes them;
//! * a missing `operandSegmentSizes` silently means "one operand per group"; every op with
//!   operand segments gets them computed here from the argument lists.
//!
//! Every public method builds exactly one op (or one op plus its regions), infers result types
//! where Tile IR fixes them, appends the op at the current insertion block and returns its
//! results; the exception, [`Emitter::occupancy`], records an optimisation hint that
//! [`Emitter::finish`] puts on the entry op. Enum attributes take the crate's typed enums.
//! Constants are always splats with an empty `shape` (the printer panics on a splat whose shape
//! is filled in).
//!
//! Debug builds check operand types of elementwise ops with `debug_assert!`; [`Emitter::finish`]
//! runs the crate's three validators in debug builds.

use cutile_ir::builder::{append_op, build_single_block_region, OpBuilder};
use cutile_ir::bytecode::Opcode;
use cutile_ir::ir::{
    AtomicRMWMode, Attribute, BlockId, Bounded, ComparisonOrdering, ComparisonPredicate, DenseElements,
    DivBy, FuncType, IntegerOverflow, Location, MemoryOrdering, MemoryScope, Module, OptimizationHints,
    PartitionViewType, PointerType, RegionId, RoundingMode, ScalarType, Signedness, TensorViewType,
    TileElementType, TileType, Type, Value,
};
use tile_lang::formats::Fp8;
use tile_lang::tir::LoadHints;

/// A rank-0 or ranked tile type of a scalar element.
pub fn tile_ty(elem: ScalarType, shape: &[i64]) -> Type {
    Type::Tile(TileType { shape: shape.to_vec(), element_type: TileElementType::Scalar(elem) })
}

/// `tile<ptr<elem>>` of the given shape.
pub fn ptr_tile_ty(pointee: ScalarType, shape: &[i64]) -> Type {
    Type::Tile(TileType {
        shape: shape.to_vec(),
        element_type: TileElementType::Pointer(Box::new(PointerType { pointee })),
    })
}

/// The shape of a tile type (empty for anything else).
pub fn shape_of(ty: &Type) -> Vec<i64> {
    match ty.without_pointer_attribute() {
        Type::Tile(t) => t.shape.clone(),
        _ => Vec::new(),
    }
}

/// The scalar element of a (non-pointer) tile type.
pub fn elem_of(ty: &Type) -> Option<ScalarType> {
    match ty.without_pointer_attribute() {
        Type::Tile(TileType { element_type: TileElementType::Scalar(s), .. }) => Some(*s),
        Type::Scalar(s) => Some(*s),
        _ => None,
    }
}

/// Bit width of a scalar type as Tile IR stores it.
pub fn bit_width(s: ScalarType) -> u32 {
    match s {
        ScalarType::I1 => 1,
        ScalarType::I4 | ScalarType::F4E2M1FN => 4,
        ScalarType::I8
        | ScalarType::F8E4M3FN
        | ScalarType::F8E5M2
        | ScalarType::F8E8M0FNU
        | ScalarType::F8E5M3FNU => 8,
        ScalarType::I16 | ScalarType::F16 | ScalarType::BF16 => 16,
        ScalarType::I32 | ScalarType::F32 | ScalarType::TF32 => 32,
        ScalarType::I64 | ScalarType::F64 => 64,
    }
}

/// The identity of one reduce/scan operand, encoded so that the crate writes it correctly.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Identity {
    /// An integer value of the element type; negative values are allowed and are written as
    /// the zero-extended two's-complement pattern of the element width.
    Int(i64),
    /// A float value of the element type (f16, bf16, f32, f64, f8 only).
    Float(f64),
}

/// Element-wise float ops with a rounding mode (`addf`, `subf`, `mulf`, `divf`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FArith {
    Add,
    Sub,
    Mul,
    Div,
}

/// Element-wise integer ops with an overflow attribute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IArith {
    Add,
    Sub,
    Mul,
    Shl,
}

/// Element-wise ops whose only attribute-free form is `op(x): T` or `op(x, y): T`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Plain {
    AbsF,
    AbsI,
    NegF,
    Exp2,
    Log,
    Log2,
    Rsqrt,
    Sin,
    Cos,
    Tan,
    Floor,
    Ceil,
    AndI,
    OrI,
    XOrI,
    RemF,
    Pow,
}

impl Plain {
    fn opcode(self) -> Opcode {
        match self {
            Plain::AbsF => Opcode::AbsF,
            Plain::AbsI => Opcode::AbsI,
            Plain::NegF => Opcode::NegF,
            Plain::Exp2 => Opcode::Exp2,
            Plain::Log => Opcode::Log,
            Plain::Log2 => Opcode::Log2,
            Plain::Rsqrt => Opcode::Rsqrt,
            Plain::Sin => Opcode::Sin,
            Plain::Cos => Opcode::Cos,
            Plain::Tan => Opcode::Tan,
            Plain::Floor => Opcode::Floor,
            Plain::Ceil => Opcode::Ceil,
            Plain::AndI => Opcode::AndI,
            Plain::OrI => Opcode::OrI,
            Plain::XOrI => Opcode::XOrI,
            Plain::RemF => Opcode::RemF,
            Plain::Pow => Opcode::Pow,
        }
    }
}

/// A region being built: its id, its block and the block's arguments.
#[derive(Clone, Debug)]
pub struct RegionBuilder {
    pub region: RegionId,
    pub block: BlockId,
    pub args: Vec<Value>,
}

/// Builds one entry function into a fresh `cutile-ir` module.
pub struct Emitter {
    module: Module,
    entry_region: RegionId,
    block: BlockId,
    params: Vec<Type>,
    name: String,
    /// The entry's optimisation hints, for every target; none by default.
    hints: Vec<(String, Attribute)>,
    /// Whether view loads and stores carry `allow_tma = false`.
    no_tma: bool,
}

fn attr_enum(v: u8) -> Attribute {
    Attribute::i32(v as i64)
}

fn segments(sizes: &[usize]) -> Attribute {
    Attribute::Array(sizes.iter().map(|&s| Attribute::i32(s as i64)).collect())
}

impl Emitter {
    /// A module named `module_name` with one entry `kernel_name(params...)`; the insertion
    /// point is the entry block.
    pub fn new(module_name: &str, kernel_name: &str, params: Vec<Type>) -> Emitter {
        let mut module = Module::new(module_name);
        let (entry_region, block, _) = build_single_block_region(&mut module, &params);
        Emitter {
            module,
            entry_region,
            block,
            params,
            name: kernel_name.to_string(),
            hints: Vec::new(),
            no_tma: false,
        }
    }

    /// Asks the compiler to fit `blocks` blocks on one SM at once (it then limits the registers
    /// per thread). Tile IR accepts 1 to 32.
    pub fn occupancy(&mut self, blocks: u32) {
        assert!((1..=32).contains(&blocks), "occupancy {blocks} is outside 1..=32");
        self.hint("occupancy", blocks);
    }

    /// Makes each tile block a cluster of `ctas` CTAs (Tile IR's `num_cta_in_cga`: a power of
    /// two up to 16).
    pub fn num_ctas(&mut self, ctas: u32) {
        assert!(ctas.is_power_of_two() && ctas <= 16, "num_ctas {ctas} is not a power of two up to 16");
        self.hint("num_cta_in_cga", ctas);
    }

    /// Runs `warps` warps per CTA (Tile IR's `num_worker_warps_per_cta`, bytecode 13.3+;
    /// tileiras 13.4 takes 4 or 8).
    pub fn worker_warps(&mut self, warps: u32) {
        assert!(warps == 4 || warps == 8, "worker_warps {warps} is not 4 or 8");
        self.hint("num_worker_warps_per_cta", warps);
    }

    /// Makes every later view load and store say `allow_tma = false`: tileiras then moves
    /// tiles with plain vector loads and stores, and needs no shared-memory staging buffer or
    /// producer warps for them.
    pub fn forbid_tma(&mut self) {
        self.no_tma = true;
    }

    /// The attributes of a view load or store: its ordering and operand segments, plus its
    /// optimization hints: `allow_tma` (the access's own, else `false` when the kernel forbids
    /// TMA) and `latency`.
    fn view_access_attrs(&self, seg: Attribute, hints: &LoadHints) -> Vec<(&'static str, Attribute)> {
        let mut attrs = vec![
            ("memory_ordering_semantics", attr_enum(MemoryOrdering::Weak as u8)),
            ("operandSegmentSizes", seg),
        ];
        let mut values = Vec::new();
        match hints.allow_tma {
            Some(allow) => values.push(("allow_tma".into(), Attribute::Bool(allow))),
            None if self.no_tma => values.push(("allow_tma".into(), Attribute::Bool(false))),
            None => {}
        }
        if let Some(l) = hints.latency {
            values.push(("latency".into(), Attribute::Integer(l.into(), Type::Scalar(ScalarType::I32))));
        }
        if !values.is_empty() {
            let hints = OptimizationHints { entries: vec![("default".into(), values)] };
            attrs.push(("optimization_hints", Attribute::OptimizationHints(hints)));
        }
        attrs
    }

    fn hint(&mut self, key: &str, value: u32) {
        self.hints.push((key.into(), Attribute::Integer(value.into(), Type::Scalar(ScalarType::I32))));
    }

    /// The values of the entry parameters.
    pub fn params(&self) -> Vec<Value> {
        self.module
            .block(self.module.region(self.entry_region).blocks[0])
            .args
            .iter()
            .map(|(v, _)| *v)
            .collect()
    }

    pub fn ty(&self, v: Value) -> Type {
        self.module.value_type(v).clone()
    }

    /// The current insertion block.
    pub fn block(&self) -> BlockId {
        self.block
    }

    /// Moves the insertion point to the end of `block`; returns the previous block.
    pub fn set_block(&mut self, block: BlockId) -> BlockId {
        std::mem::replace(&mut self.block, block)
    }

    /// A detached single-block region with arguments of the given types.
    pub fn region(&mut self, arg_types: &[Type]) -> RegionBuilder {
        let (region, block, args) = build_single_block_region(&mut self.module, arg_types);
        RegionBuilder { region, block, args }
    }

    fn build(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        results: Vec<Type>,
        attrs: Vec<(&str, Attribute)>,
        regions: &[RegionId],
    ) -> Vec<Value> {
        let mut b =
            OpBuilder::new(opcode, Location::Unknown).operands(operands.iter().copied()).results(results);
        for (name, a) in attrs {
            b = b.attr(name, a);
        }
        let (op, values) = b.regions(regions.iter().copied()).build(&mut self.module);
        append_op(&mut self.module, self.block, op);
        values
    }

    fn one(
        &mut self,
        opcode: Opcode,
        operands: &[Value],
        result: Type,
        attrs: Vec<(&str, Attribute)>,
    ) -> Value {
        self.build(opcode, operands, vec![result], attrs, &[])[0]
    }

    fn debug_same_type(&self, a: Value, b: Value, what: &str) {
        debug_assert_eq!(
            self.module.value_type(a),
            self.module.value_type(b),
            "{what}: operand types differ"
        );
    }

    // -- constants ----------------------------------------------------------------------------

    /// A splat constant of type `ty` whose one element is `bytes` (little-endian).
    fn splat(&mut self, ty: Type, bytes: Vec<u8>) -> Value {
        let de = DenseElements { element_type: ty.clone(), shape: Vec::new(), data: bytes };
        self.one(Opcode::Constant, &[], ty, vec![("value", Attribute::DenseElements(de))])
    }

    /// An integer (or i1) splat. The value is truncated to the element width.
    pub fn const_int(&mut self, elem: ScalarType, shape: &[i64], value: i64) -> Value {
        let bytes = match bit_width(elem) {
            // i1 true is stored as 0xFF (MLIR's dense bool splat).
            1 => vec![if value & 1 != 0 { 0xFF } else { 0 }],
            bits => value.to_le_bytes()[..(bits / 8) as usize].to_vec(),
        };
        self.splat(tile_ty(elem, shape), bytes)
    }

    /// A float splat of f16, bf16, f32 or f64 (other formats: build f32 and convert).
    pub fn const_float(&mut self, elem: ScalarType, shape: &[i64], value: f64) -> Value {
        let bytes = match elem {
            ScalarType::F16 => half::f16::from_f64(value).to_bits().to_le_bytes().to_vec(),
            ScalarType::BF16 => half::bf16::from_f64(value).to_bits().to_le_bytes().to_vec(),
            ScalarType::F32 => (value as f32).to_bits().to_le_bytes().to_vec(),
            ScalarType::F64 => value.to_bits().to_le_bytes().to_vec(),
            // The executor's encoding: `ftof` from f32 would saturate e5m2's infinities.
            ScalarType::F8E4M3FN => vec![Fp8::E4M3.encode(value)],
            ScalarType::F8E5M2 => vec![Fp8::E5M2.encode(value)],
            other => {
                let f = self.const_float(ScalarType::F32, shape, value);
                return self.ftof(f, other);
            }
        };
        self.splat(tile_ty(elem, shape), bytes)
    }

    // -- elementwise arithmetic ---------------------------------------------------------------

    /// `addf`/`subf`/`mulf`/`divf`, rounding to nearest even, no flush-to-zero.
    pub fn farith(&mut self, op: FArith, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "float arithmetic");
        let opcode = match op {
            FArith::Add => Opcode::AddF,
            FArith::Sub => Opcode::SubF,
            FArith::Mul => Opcode::MulF,
            FArith::Div => Opcode::DivF,
        };
        let ty = self.ty(a);
        self.one(opcode, &[a, b], ty, vec![("rounding_mode", attr_enum(RoundingMode::NearestEven as u8))])
    }

    /// `divf` with approximate rounding and flush-to-zero (f32 operands).
    pub fn div_approx_ftz(&mut self, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "float arithmetic");
        let ty = self.ty(a);
        let attrs = vec![
            ("rounding_mode", attr_enum(RoundingMode::Approx as u8)),
            ("flush_to_zero", Attribute::Bool(true)),
        ];
        self.one(Opcode::DivF, &[a, b], ty, attrs)
    }

    /// `addi`/`subi`/`muli`/`shli` with wrap-around (no overflow flags).
    pub fn iarith(&mut self, op: IArith, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "integer arithmetic");
        let opcode = match op {
            IArith::Add => Opcode::AddI,
            IArith::Sub => Opcode::SubI,
            IArith::Mul => Opcode::MulI,
            IArith::Shl => Opcode::ShLI,
        };
        let ty = self.ty(a);
        self.one(opcode, &[a, b], ty, vec![("overflow", attr_enum(IntegerOverflow::None as u8))])
    }

    /// An attribute-free elementwise op: one operand, or two of one type.
    pub fn plain(&mut self, op: Plain, operands: &[Value]) -> Value {
        if let [a, b] = operands {
            self.debug_same_type(*a, *b, "elementwise op");
        }
        let ty = self.ty(operands[0]);
        self.one(op.opcode(), operands, ty, Vec::new())
    }

    /// `maxf` or `minf` propagating NaN (a NaN operand gives NaN), as TIR's `max`/`min` define.
    pub fn max_min_f(&mut self, max: bool, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "maxf/minf");
        let ty = self.ty(a);
        let opcode = if max { Opcode::MaxF } else { Opcode::MinF };
        self.one(opcode, &[a, b], ty, vec![("propagate_nan", Attribute::Bool(true))])
    }

    /// `exp` (default rounding: full precision).
    pub fn exp(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::Exp, &[x], ty, Vec::new())
    }

    /// `exp2 flush_to_zero` (f32 only): subnormal inputs and results become zero, which
    /// lets tileiras use the special-function unit's `ex2` alone.
    pub fn exp2_ftz(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::Exp2, &[x], ty, vec![("flush_to_zero", Attribute::Bool(true))])
    }

    /// `tanh` (default rounding: full precision).
    pub fn tanh(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::TanH, &[x], ty, Vec::new())
    }

    /// `sqrt`, correctly rounded.
    pub fn sqrt(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::Sqrt, &[x], ty, vec![("rounding_mode", attr_enum(RoundingMode::NearestEven as u8))])
    }

    /// `negi` with wrap-around.
    pub fn negi(&mut self, x: Value) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::NegI, &[x], ty, vec![("overflow", attr_enum(IntegerOverflow::None as u8))])
    }

    /// `divi` with the given signedness and rounding (`Zero`, `NegativeInf` or `PositiveInf`).
    pub fn divi(&mut self, a: Value, b: Value, sign: Signedness, rounding: RoundingMode) -> Value {
        self.debug_same_type(a, b, "divi");
        debug_assert!(!(sign == Signedness::Unsigned && rounding == RoundingMode::NegativeInf));
        let ty = self.ty(a);
        let attrs = vec![("signedness", attr_enum(sign as u8)), ("rounding", attr_enum(rounding as u8))];
        self.one(Opcode::DivI, &[a, b], ty, attrs)
    }

    /// `remi`, `maxi`, `mini` or `shri`: the integer ops whose one attribute is signedness.
    pub fn signed_op(&mut self, opcode: Opcode, a: Value, b: Value, sign: Signedness) -> Value {
        debug_assert!(matches!(opcode, Opcode::RemI | Opcode::MaxI | Opcode::MinI | Opcode::ShRI));
        self.debug_same_type(a, b, "integer op");
        let ty = self.ty(a);
        self.one(opcode, &[a, b], ty, vec![("signedness", attr_enum(sign as u8))])
    }

    /// `cmpf`: an i1 tile of the operands' shape.
    pub fn cmpf(
        &mut self,
        pred: ComparisonPredicate,
        ordering: ComparisonOrdering,
        a: Value,
        b: Value,
    ) -> Value {
        self.debug_same_type(a, b, "cmpf");
        let ty = tile_ty(ScalarType::I1, &shape_of(&self.ty(a)));
        let attrs = vec![
            ("comparison_predicate", attr_enum(pred as u8)),
            ("comparison_ordering", attr_enum(ordering as u8)),
        ];
        self.one(Opcode::CmpF, &[a, b], ty, attrs)
    }

    /// `cmpi`: an i1 tile of the operands' shape.
    pub fn cmpi(&mut self, pred: ComparisonPredicate, sign: Signedness, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "cmpi");
        let ty = tile_ty(ScalarType::I1, &shape_of(&self.ty(a)));
        let attrs =
            vec![("comparison_predicate", attr_enum(pred as u8)), ("signedness", attr_enum(sign as u8))];
        self.one(Opcode::CmpI, &[a, b], ty, attrs)
    }

    /// `select cond, a, b`.
    pub fn select(&mut self, cond: Value, a: Value, b: Value) -> Value {
        self.debug_same_type(a, b, "select");
        let ty = self.ty(a);
        self.one(Opcode::Select, &[cond, a, b], ty, Vec::new())
    }

    // -- conversions -------------------------------------------------------------------------

    fn converted(&self, x: Value, to: ScalarType) -> Type {
        tile_ty(to, &shape_of(&self.ty(x)))
    }

    /// `exti`: widen an integer (or i1) tile.
    pub fn exti(&mut self, x: Value, to: ScalarType, sign: Signedness) -> Value {
        let ty = self.converted(x, to);
        self.one(Opcode::ExtI, &[x], ty, vec![("signedness", attr_enum(sign as u8))])
    }

    /// `trunci`: narrow an integer tile (wrapping).
    pub fn trunci(&mut self, x: Value, to: ScalarType) -> Value {
        let ty = self.converted(x, to);
        self.one(Opcode::TruncI, &[x], ty, vec![("overflow", attr_enum(IntegerOverflow::None as u8))])
    }

    /// `ftof`, rounding to nearest even.
    pub fn ftof(&mut self, x: Value, to: ScalarType) -> Value {
        let ty = self.converted(x, to);
        self.one(Opcode::FToF, &[x], ty, vec![("rounding_mode", attr_enum(RoundingMode::NearestEven as u8))])
    }

    /// `ftoi`, rounding toward zero; `saturating` needs bytecode 13.4.
    pub fn ftoi(&mut self, x: Value, to: ScalarType, sign: Signedness, saturating: bool) -> Value {
        let ty = self.converted(x, to);
        let mut attrs = vec![
            ("signedness", attr_enum(sign as u8)),
            ("rounding_mode", attr_enum(RoundingMode::NearestIntToZero as u8)),
        ];
        // A unit flag: only ever written when true (the crate keys flags by presence).
        if saturating {
            attrs.push(("saturating", Attribute::Bool(true)));
        }
        self.one(Opcode::FToI, &[x], ty, attrs)
    }

    /// `itof`, rounding to nearest even.
    pub fn itof(&mut self, x: Value, to: ScalarType, sign: Signedness) -> Value {
        let ty = self.converted(x, to);
        let attrs = vec![
            ("signedness", attr_enum(sign as u8)),
            ("rounding_mode", attr_enum(RoundingMode::NearestEven as u8)),
        ];
        self.one(Opcode::IToF, &[x], ty, attrs)
    }

    // -- shapes -------------------------------------------------------------------------------

    /// Replaces the shape of `x`'s type, keeping its element type.
    fn reshaped(&self, x: Value, shape: &[i64]) -> Type {
        match self.ty(x) {
            Type::Tile(t) => Type::Tile(TileType { shape: shape.to_vec(), element_type: t.element_type }),
            other => other,
        }
    }

    /// `broadcast` to `shape` (same rank; size-1 dims stretch).
    pub fn broadcast(&mut self, x: Value, shape: &[i64]) -> Value {
        if shape_of(&self.ty(x)) == shape {
            return x;
        }
        let ty = self.reshaped(x, shape);
        self.one(Opcode::Broadcast, &[x], ty, Vec::new())
    }

    /// `reshape` to `shape` (same number of elements, row-major).
    pub fn reshape(&mut self, x: Value, shape: &[i64]) -> Value {
        if shape_of(&self.ty(x)) == shape {
            return x;
        }
        let ty = self.reshaped(x, shape);
        self.one(Opcode::Reshape, &[x], ty, Vec::new())
    }

    /// A rank-0 tile (scalar or pointer) spread over a tile of `shape`: reshape to all-ones,
    /// then broadcast (Tile IR broadcasts only between equal ranks).
    pub fn broadcast_scalar(&mut self, x: Value, shape: &[i64]) -> Value {
        if shape.is_empty() {
            return x;
        }
        let ones = vec![1i64; shape.len()];
        let r = self.reshape(x, &ones);
        self.broadcast(r, shape)
    }

    /// `permute`: result dim `i` is operand dim `perm[i]`.
    pub fn permute(&mut self, x: Value, perm: &[u8]) -> Value {
        let src = shape_of(&self.ty(x));
        let shape: Vec<i64> = perm.iter().map(|&p| src[p as usize]).collect();
        let ty = self.reshaped(x, &shape);
        let perm = Attribute::DenseI32Array(perm.iter().map(|&p| p as i32).collect());
        self.one(Opcode::Permute, &[x], ty, vec![("permutation", perm)])
    }

    /// `cat` along `dim`.
    pub fn cat(&mut self, a: Value, b: Value, dim: u8) -> Value {
        let mut shape = shape_of(&self.ty(a));
        shape[dim as usize] += shape_of(&self.ty(b))[dim as usize];
        let ty = self.reshaped(a, &shape);
        self.one(Opcode::Cat, &[a, b], ty, vec![("dim", Attribute::i32(dim as i64))])
    }

    /// `extract`: the sub-tile of `shape` at sub-tile index `indices` (i32 scalars).
    pub fn extract(&mut self, x: Value, indices: &[Value], shape: &[i64]) -> Value {
        let ty = self.reshaped(x, shape);
        let mut operands = vec![x];
        operands.extend_from_slice(indices);
        self.one(Opcode::Extract, &operands, ty, Vec::new())
    }

    /// `iota`: a rank-1 tile `[0, n)` of an integer type.
    pub fn iota(&mut self, elem: ScalarType, n: i64) -> Value {
        self.one(Opcode::Iota, &[], tile_ty(elem, &[n]), Vec::new())
    }

    // -- matrix multiply ------------------------------------------------------------------------

    /// `mmaf`: `a @ b + acc` with float inputs; the result has the accumulator's type.
    pub fn mmaf(&mut self, a: Value, b: Value, acc: Value) -> Value {
        let ty = self.ty(acc);
        self.one(Opcode::MmaF, &[a, b, acc], ty, Vec::new())
    }

    /// `mmai`: integer matrix multiply-accumulate with per-operand signedness.
    pub fn mmai(&mut self, a: Value, b: Value, acc: Value, sa: Signedness, sb: Signedness) -> Value {
        let ty = self.ty(acc);
        let attrs = vec![("signedness_lhs", attr_enum(sa as u8)), ("signedness_rhs", attr_enum(sb as u8))];
        self.one(Opcode::MmaI, &[a, b, acc], ty, attrs)
    }

    // -- grid -----------------------------------------------------------------------------------

    /// `get_tile_block_id`: three `tile<i32>`.
    pub fn block_id(&mut self) -> Vec<Value> {
        let i32t = tile_ty(ScalarType::I32, &[]);
        self.build(Opcode::GetTileBlockId, &[], vec![i32t.clone(), i32t.clone(), i32t], Vec::new(), &[])
    }

    /// `get_num_tile_blocks`: three `tile<i32>`.
    pub fn num_blocks(&mut self) -> Vec<Value> {
        let i32t = tile_ty(ScalarType::I32, &[]);
        self.build(Opcode::GetNumTileBlocks, &[], vec![i32t.clone(), i32t.clone(), i32t], Vec::new(), &[])
    }

    // -- assumptions ----------------------------------------------------------------------------

    /// `assume div_by<divisor>`: the result is `x`, known to be a multiple of `divisor`
    /// (bytes for pointers, the value for integers).
    pub fn assume_div_by(&mut self, x: Value, divisor: u64) -> Value {
        let ty = self.ty(x);
        let pred = Attribute::DivBy(DivBy { divisor, every: None, along: None });
        self.one(Opcode::Assume, &[x], ty, vec![("predicate", pred)])
    }

    /// `assume bounded<lb, ub>`.
    pub fn assume_bounded(&mut self, x: Value, lb: Option<i64>, ub: Option<i64>) -> Value {
        let ty = self.ty(x);
        self.one(Opcode::Assume, &[x], ty, vec![("predicate", Attribute::Bounded(Bounded { lb, ub }))])
    }

    // -- views and memory -------------------------------------------------------------------------

    /// `make_tensor_view base, shape, strides`: `shape` holds one value per dynamic dim and
    /// `strides` one per dynamic stride of `ty`.
    pub fn make_tensor_view(
        &mut self,
        base: Value,
        shape: &[Value],
        strides: &[Value],
        ty: TensorViewType,
    ) -> Value {
        let mut operands = vec![base];
        operands.extend_from_slice(shape);
        operands.extend_from_slice(strides);
        let seg = segments(&[1, shape.len(), strides.len()]);
        let results = vec![Type::TensorView(ty)];
        self.build(Opcode::MakeTensorView, &operands, results, vec![("operandSegmentSizes", seg)], &[])[0]
    }

    /// `make_partition_view` of a tensor view.
    pub fn make_partition_view(&mut self, tv: Value, ty: PartitionViewType) -> Value {
        self.one(Opcode::MakePartitionView, &[tv], Type::PartitionView(ty), Vec::new())
    }

    /// `load_view_tko weak view[indices]`, optionally after `token`: (tile, token).
    pub fn load_view(
        &mut self,
        view: Value,
        indices: &[Value],
        token: Option<Value>,
        (tile, hints): (Type, &LoadHints),
    ) -> (Value, Value) {
        let mut operands = vec![view];
        operands.extend_from_slice(indices);
        operands.extend(token);
        let seg = segments(&[1, indices.len(), token.is_some() as usize]);
        let attrs = self.view_access_attrs(seg, hints);
        let r = self.build(Opcode::LoadViewTko, &operands, vec![tile, Type::Token], attrs, &[]);
        (r[0], r[1])
    }

    /// `store_view_tko weak tile, view[indices]`, optionally after `token`: the new token.
    pub fn store_view(&mut self, tile: Value, view: Value, indices: &[Value], token: Option<Value>) -> Value {
        let mut operands = vec![tile, view];
        operands.extend_from_slice(indices);
        operands.extend(token);
        let seg = segments(&[1, 1, indices.len(), token.is_some() as usize]);
        let attrs = self.view_access_attrs(seg, &LoadHints::default());
        self.build(Opcode::StoreViewTko, &operands, vec![Type::Token], attrs, &[])[0]
    }

    /// `offset ptrs, offsets`: element-wise pointer advance (in elements).
    pub fn offset(&mut self, ptrs: Value, offsets: Value) -> Value {
        let ty = self.ty(ptrs);
        self.one(Opcode::Offset, &[ptrs, offsets], ty, Vec::new())
    }

    /// `atomic_rmw_tko <order> device`: (old values, token).
    pub fn atomic_rmw(
        &mut self,
        ptrs: Value,
        arg: Value,
        mode: AtomicRMWMode,
        order: tile_lang::tir::MemoryOrder,
        mask: Option<Value>,
        token: Option<Value>,
    ) -> (Value, Value) {
        use tile_lang::tir::MemoryOrder as O;
        let ordering = match order {
            O::Relaxed => MemoryOrdering::Relaxed,
            O::Acquire => MemoryOrdering::Acquire,
            O::Release => MemoryOrdering::Release,
            O::AcqRel => MemoryOrdering::AcqRel,
        };
        let mut operands = vec![ptrs, arg];
        operands.extend(mask);
        operands.extend(token);
        let seg = segments(&[1, 1, mask.is_some() as usize, token.is_some() as usize]);
        let attrs = vec![
            ("memory_ordering_semantics", attr_enum(ordering as u8)),
            ("memory_scope", attr_enum(MemoryScope::Device as u8)),
            ("mode", attr_enum(mode as u8)),
            ("operandSegmentSizes", seg),
        ];
        let ty = self.ty(arg);
        let r = self.build(Opcode::AtomicRMW, &operands, vec![ty, Type::Token], attrs, &[]);
        (r[0], r[1])
    }

    /// `make_token`: a fresh token with no dependencies.
    pub fn make_token(&mut self) -> Value {
        self.one(Opcode::MakeToken, &[], Type::Token, Vec::new())
    }

    /// `join_tokens` (or the one token itself).
    pub fn join_tokens(&mut self, tokens: &[Value]) -> Value {
        if let [t] = tokens {
            return *t;
        }
        self.build(Opcode::JoinTokens, tokens, vec![Type::Token], Vec::new(), &[])[0]
    }

    // -- debugging ops ----------------------------------------------------------------------------

    /// `print_tko "format", args` (printf-style format); returns its token.
    /// `print_tko "format", args` after `token` (when given); returns the print's token.
    pub fn print(&mut self, format: &str, args: &[Value], token: Option<Value>) -> Value {
        let attrs = vec![
            ("str", Attribute::String(format.to_string())),
            ("operandSegmentSizes", segments(&[args.len(), usize::from(token.is_some())])),
        ];
        let operands: Vec<Value> = args.iter().copied().chain(token).collect();
        self.build(Opcode::Print, &operands, vec![Type::Token], attrs, &[])[0]
    }

    /// `assert cond, "message"`.
    pub fn assert(&mut self, cond: Value, message: &str) {
        self.build(
            Opcode::Assert,
            &[cond],
            Vec::new(),
            vec![("message", Attribute::String(message.to_string()))],
            &[],
        );
    }

    // -- control flow -------------------------------------------------------------------------------

    /// `for iv in (lb to ub, step) iter_values(inits)` with `body` (args: iv, carried...).
    pub fn for_op(
        &mut self,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[Value],
        body: &RegionBuilder,
    ) -> Vec<Value> {
        let mut operands = vec![lb, ub, step];
        operands.extend_from_slice(inits);
        let results: Vec<Type> = inits.iter().map(|&v| self.ty(v)).collect();
        self.build(Opcode::For, &operands, results, Vec::new(), &[body.region])
    }

    /// `loop iter_values(inits) -> results` with `body` (args: carried...).
    pub fn loop_op(&mut self, inits: &[Value], results: Vec<Type>, body: &RegionBuilder) -> Vec<Value> {
        self.build(Opcode::Loop, inits, results, Vec::new(), &[body.region])
    }

    /// `if cond -> results` with then and else regions.
    pub fn if_op(
        &mut self,
        cond: Value,
        results: Vec<Type>,
        then: &RegionBuilder,
        els: &RegionBuilder,
    ) -> Vec<Value> {
        self.build(Opcode::If, &[cond], results, Vec::new(), &[then.region, els.region])
    }

    /// A terminator: `yield`, `continue`, `break` or `return` with operands.
    pub fn terminator(&mut self, opcode: Opcode, operands: &[Value]) {
        debug_assert!(matches!(opcode, Opcode::Yield | Opcode::Continue | Opcode::Break | Opcode::Return));
        self.build(opcode, operands, Vec::new(), Vec::new(), &[]);
    }

    /// `reduce operands dim identities` with `body` (args: elem_i, acc_i pairs).
    pub fn reduce(
        &mut self,
        operands: &[Value],
        dim: u8,
        identities: &[Identity],
        body: &RegionBuilder,
    ) -> Vec<Value> {
        let results: Vec<Type> = operands
            .iter()
            .map(|&v| {
                let mut shape = shape_of(&self.ty(v));
                shape.remove(dim as usize);
                self.reshaped(v, &shape)
            })
            .collect();
        let ids = self.identities(operands, identities);
        let attrs = vec![("dim", Attribute::i32(dim as i64)), ("identities", ids)];
        self.build(Opcode::Reduce, operands, results, attrs, &[body.region])
    }

    /// `scan operands dim reverse identities` with `body` (args: elem_i, acc_i pairs).
    pub fn scan(
        &mut self,
        operands: &[Value],
        dim: u8,
        reverse: bool,
        identities: &[Identity],
        body: &RegionBuilder,
    ) -> Vec<Value> {
        let results: Vec<Type> = operands.iter().map(|&v| self.ty(v)).collect();
        let ids = self.identities(operands, identities);
        let attrs = vec![
            ("dim", Attribute::i32(dim as i64)),
            ("reverse", Attribute::Bool(reverse)),
            ("identities", ids),
        ];
        self.build(Opcode::Scan, operands, results, attrs, &[body.region])
    }

    /// The identities array attribute, each typed by its operand's element type and encoded
    /// around the crate's bugs (see [`Identity`]).
    fn identities(&self, operands: &[Value], identities: &[Identity]) -> Attribute {
        let items = operands
            .iter()
            .zip(identities)
            .map(|(&v, id)| {
                let elem = elem_of(&self.ty(v)).expect("reduce operand is a scalar-element tile");
                identity_attr(elem, *id)
            })
            .collect();
        Attribute::Array(items)
    }

    // -- finishing --------------------------------------------------------------------------------

    /// Builds the entry op and returns the module. With `validate`, runs the crate's three
    /// validators: dominance, bytecode value numbering and the target capabilities.
    pub fn finish(
        mut self,
        validate: Option<cutile_ir::capabilities::TargetCapabilities>,
    ) -> Result<Module, String> {
        let func = Type::Func(FuncType { inputs: self.params.clone(), results: Vec::new() });
        let mut entry = OpBuilder::new(Opcode::Entry, Location::Unknown)
            .attr("sym_name", Attribute::String(self.name.clone()))
            .attr("function_type", Attribute::Type(func));
        if !self.hints.is_empty() {
            // Hints are keyed by target; "default" applies to every target (and is what
            // bytecode 13.4 accepts). Without hints the entry keeps no attribute at all.
            let hints =
                OptimizationHints { entries: vec![("default".into(), std::mem::take(&mut self.hints))] };
            entry = entry.attr("optimization_hints", Attribute::OptimizationHints(hints));
        }
        let (entry, _) = entry.region(self.entry_region).build(&mut self.module);
        self.module.functions.push(entry);
        if let Some(caps) = validate {
            self.module.verify_dominance().map_err(|e| e.to_string())?;
            self.module.verify_bytecode_indices().map_err(|e| e.to_string())?;
            caps.validate_module(&self.module).map_err(|e| e.to_string())?;
        }
        Ok(self.module)
    }
}

/// A self-contained identity attribute of element type `elem`.
///
/// Integers are masked to the element width (the crate would sign-extend them); floats are
/// limited to the formats the crate encodes correctly.
pub fn identity_attr(elem: ScalarType, id: Identity) -> Attribute {
    let ty = Type::Scalar(elem);
    match id {
        Identity::Int(v) => {
            let bits = bit_width(elem);
            let masked = if bits >= 64 { v } else { v & ((1i64 << bits) - 1) };
            Attribute::Integer(masked, ty)
        }
        Identity::Float(v) => {
            assert!(
                matches!(
                    elem,
                    ScalarType::F16
                        | ScalarType::BF16
                        | ScalarType::F32
                        | ScalarType::F64
                        | ScalarType::F8E4M3FN
                        | ScalarType::F8E5M2
                ),
                "cutile-ir 0.5.0 mis-encodes float attributes of {elem:?}"
            );
            Attribute::Float(v, ty)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negative_narrow_identities_are_zero_extended() {
        assert_eq!(
            identity_attr(ScalarType::I32, Identity::Int(-1)),
            Attribute::Integer(0xFFFF_FFFF, Type::Scalar(ScalarType::I32))
        );
        assert_eq!(
            identity_attr(ScalarType::I8, Identity::Int(i8::MIN as i64)),
            Attribute::Integer(0x80, Type::Scalar(ScalarType::I8))
        );
        assert_eq!(
            identity_attr(ScalarType::I64, Identity::Int(-1)),
            Attribute::Integer(-1, Type::Scalar(ScalarType::I64))
        );
    }

    /// The entry's `optimization_hints` attribute after `finish`.
    fn entry_hints(e: Emitter) -> Option<Attribute> {
        let m = e.finish(None).unwrap();
        let entry = m.op(m.functions[0]);
        entry.attributes.iter().find(|(n, _)| n == "optimization_hints").map(|(_, a)| a.clone())
    }

    #[test]
    fn hints_become_one_default_entry_attribute_only_when_given() {
        assert_eq!(entry_hints(Emitter::new("m", "k", Vec::new())), None);
        let mut e = Emitter::new("m", "k", Vec::new());
        e.occupancy(4);
        let occupancy = ("occupancy".to_string(), Attribute::Integer(4, Type::Scalar(ScalarType::I32)));
        let want = OptimizationHints { entries: vec![("default".into(), vec![occupancy])] };
        assert_eq!(entry_hints(e), Some(Attribute::OptimizationHints(want)));
    }

    #[test]
    #[should_panic(expected = "mis-encodes")]
    fn tf32_identities_are_refused() {
        identity_attr(ScalarType::TF32, Identity::Float(1.0));
    }
}
