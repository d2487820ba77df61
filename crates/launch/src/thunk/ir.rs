//! The Cranelift IR of a launch thunk: straight-line checks, each branching to a cold block
//! that returns its error code, and stores into the packed parameter buffer.
//!
//! The function is `(args: *const RawArg, nargs: u64, out: *mut u8, flags: u64) -> u64`. It
//! first zeroes `out[..layout.size]` (so padding between slots is deterministic), then walks
//! the parameters in order. For each it checks, in this order (the first failure is returned):
//!
//! * arrays: kind, dtype code, rank, natural alignment of the base address (element size),
//!   the specialisation's `base_align`; per dimension the size (in `0..=i32::MAX`), its
//!   `dim_divisor` and, for a kernel specialised on shapes, that it is the one in `sizes`; then per dimension the stride (in `i32` range), its `stride_divisor` and,
//!   for the dimension specialised for it, a unit stride (`unit_stride_dim`);
//! * scalars: kind, dtype code, and that the bits fit the dtype's width (0 or 1 for bool).
//!
//! A stride of a dimension of size 0 or 1 never addresses memory, so (like the CPU executor)
//! the thunk checks nothing about it and packs a canonical value instead: 1 for the
//! dimension specialised for a unit stride, else 0. Every `assume` a GPU back end derives
//! from the facts then holds for every packed value. `flags & 1` skips the fact checks
//! (`base_align`, divisors, unit stride), never the range, kind, dtype, rank or exact-size
//! checks (the compiled code has exact sizes built in: a wrong one would reach out of bounds).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::isa::TargetFrontendConfig;
use cranelift_codegen::ir::{types, AbiParam, BlockArg, Function, InstBuilder, MemFlagsData, Signature, Type, Value};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use tile_lang::tir::ArrayFacts;
use tile_lang::DType;

use super::{encode, ParamSig, Reason};
use crate::raw::{dtype_code, offsets, KIND_ARRAY, KIND_SCALAR};
use tile_lang::abi::{CType, Layout, Role};

/// The thunk's signature in the host's C calling convention.
pub(super) fn signature(mut sig: Signature, ptr: Type) -> Signature {
    sig.params.extend([AbiParam::new(ptr), AbiParam::new(types::I64), AbiParam::new(ptr), AbiParam::new(types::I64)]);
    sig.returns.push(AbiParam::new(types::I64));
    sig
}

/// Fills `func` (whose signature is [`signature`]) with the thunk for `params`.
pub(super) fn build(func: &mut Function, fctx: &mut FunctionBuilderContext, params: &[ParamSig], layout: &Layout, config: TargetFrontendConfig) {
    let ptr = config.pointer_type();
    let mut b = FunctionBuilder::new(func, fctx);
    let entry = b.create_block();
    b.append_block_params_for_function_params(entry);
    b.switch_to_block(entry);
    b.seal_block(entry);
    let [args, nargs, out, flags] = b.block_params(entry).try_into().expect("four parameters");
    let one = b.ins().band_imm_u(flags, 1);
    let skip_facts = b.ins().icmp_imm_s(IntCC::NotEqual, one, 0);
    let mut e = Emitter { b, args, out, skip_facts, ptr };
    let count_ok = e.b.ins().icmp_imm_s(IntCC::Equal, nargs, params.len() as i64);
    e.check(count_ok, Reason::Count, 0, 0);
    e.zero(layout.size);
    for (i, p) in params.iter().enumerate() {
        match p {
            ParamSig::Array { dtype, rank, facts } => e.array(i, *dtype, usize::from(*rank), facts, layout),
            ParamSig::Scalar(dtype) => e.scalar(i, *dtype, layout),
        }
    }
    let ok = e.b.ins().iconst(types::I64, 0);
    e.b.ins().return_(&[ok]);
    e.b.finalize(config);
}

/// The builder and the values every check uses.
struct Emitter<'f> {
    b: FunctionBuilder<'f>,
    args: Value,
    out: Value,
    /// True (an `i8` 1) when fact checks are switched off.
    skip_facts: Value,
    ptr: Type,
}

/// Loads from a `RawArg` or its dims: the caller guarantees they are valid and aligned.
fn trusted() -> MemFlagsData {
    MemFlagsData::trusted()
}

/// Stores into `out`: valid, but `&mut [u8]` promises no alignment.
fn out_flags() -> MemFlagsData {
    MemFlagsData::new().with_notrap()
}

impl Emitter<'_> {
    /// Continues when `ok` is true; otherwise returns the code of `(reason, param, dim)` from
    /// a cold block, so the success path is a run of compares and not-taken branches.
    fn check(&mut self, ok: Value, reason: Reason, param: usize, dim: usize) {
        let next = self.b.create_block();
        let fail = self.b.create_block();
        self.b.set_cold_block(fail);
        self.b.ins().brif(ok, next, &[] as &[BlockArg], fail, &[] as &[BlockArg]);
        self.b.switch_to_block(fail);
        self.b.seal_block(fail);
        let code = self.b.ins().iconst(types::I64, encode(reason, param, dim) as i64);
        self.b.ins().return_(&[code]);
        self.b.switch_to_block(next);
        self.b.seal_block(next);
    }

    /// A check of a specialisation fact: passes when facts are not being checked.
    fn check_fact(&mut self, ok: Value, reason: Reason, param: usize, dim: usize) {
        let ok = self.b.ins().bor(ok, self.skip_facts);
        self.check(ok, reason, param, dim);
    }

    /// `v & (divisor - 1) == 0` for a power-of-two divisor.
    fn divisible(&mut self, v: Value, divisor: u64) -> Value {
        let low = self.b.ins().band_imm_u(v, (divisor - 1) as i64);
        self.b.ins().icmp_imm_s(IntCC::Equal, low, 0)
    }

    /// Zeroes the packed buffer (its size is a multiple of 8).
    fn zero(&mut self, size: usize) {
        let zero = self.b.ins().iconst(types::I64, 0);
        for at in (0..size).step_by(8) {
            self.b.ins().store(out_flags(), zero, self.out, at as i32);
        }
    }

    /// The address of `args[param]`.
    fn arg(&mut self, param: usize) -> Value {
        self.b.ins().iadd_imm_s(self.args, param as i64 * offsets::STRIDE_OF_ARG)
    }

    /// Checks that the byte at `offset` of the `RawArg` at `a` equals `expected`.
    fn check_byte(&mut self, a: Value, offset: i32, expected: u8, reason: Reason, param: usize) {
        let v = self.b.ins().uload8(types::I32, trusted(), a, offset);
        let ok = self.b.ins().icmp_imm_s(IntCC::Equal, v, i64::from(expected));
        self.check(ok, reason, param, 0);
    }

    fn array(&mut self, param: usize, dtype: DType, rank: usize, facts: &ArrayFacts, layout: &Layout) {
        let a = self.arg(param);
        self.check_byte(a, offsets::KIND, KIND_ARRAY, Reason::Kind, param);
        self.check_byte(a, offsets::DTYPE, dtype_code(dtype), Reason::DType, param);
        self.check_byte(a, offsets::RANK, rank as u8, Reason::Rank, param);
        let base = self.b.ins().load(types::I64, trusted(), a, offsets::DATA);
        self.check_base(param, base, dtype, facts);
        self.store(layout, Role::Base { param }, base);
        if rank == 0 {
            return;
        }
        let sizes = self.b.ins().load(self.ptr, trusted(), a, offsets::SIZES);
        let strides = self.b.ins().load(self.ptr, trusted(), a, offsets::STRIDES);
        let sizes: Vec<Value> = (0..rank).map(|dim| self.size(param, dim, sizes, facts, layout)).collect();
        for (dim, &size) in sizes.iter().enumerate() {
            let unit = facts.unit_stride(dim);
            self.stride(param, dim, strides, size, facts, unit, layout);
        }
    }

    /// Natural alignment (always: element accesses need it) and `base_align` (a fact).
    fn check_base(&mut self, param: usize, base: Value, dtype: DType, facts: &ArrayFacts) {
        let natural = dtype.size_bytes() as u64;
        if natural > 1 {
            let ok = self.divisible(base, natural);
            self.check(ok, Reason::Align, param, 0);
        }
        if u64::from(facts.base_align) > natural {
            let ok = self.divisible(base, u64::from(facts.base_align));
            self.check_fact(ok, Reason::Align, param, 0);
        }
    }

    /// Checks and packs size `dim`; returns it (as i64) for the stride checks.
    fn size(&mut self, param: usize, dim: usize, sizes: Value, facts: &ArrayFacts, layout: &Layout) -> Value {
        let s = self.b.ins().load(types::I64, trusted(), sizes, (dim * 8) as i32);
        // Unsigned: a negative size is a huge u64, so one compare checks both ends.
        let ok = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, s, i64::from(i32::MAX));
        self.check(ok, Reason::SizeRange, param, dim);
        let divisor = u64::from(facts.dim_divisor.get(dim).copied().unwrap_or(1));
        if divisor > 1 {
            let ok = self.divisible(s, divisor);
            self.check_fact(ok, Reason::SizeDivisor, param, dim);
        }
        if let Some(&exact) = facts.sizes.as_ref().and_then(|sizes| sizes.get(dim)) {
            // Checked whatever `check_facts` says: the compiled code has the size built in.
            let ok = self.b.ins().icmp_imm_u(IntCC::Equal, s, exact as i64);
            self.check(ok, Reason::SizeExact, param, dim);
        }
        let s32 = self.b.ins().ireduce(types::I32, s);
        self.store(layout, Role::Size { param, dim }, s32);
        s
    }

    /// Checks and packs stride `dim`, or packs the canonical stride of an unused dimension.
    #[allow(clippy::too_many_arguments)]
    fn stride(&mut self, param: usize, dim: usize, strides: Value, size: Value, facts: &ArrayFacts, unit: bool, layout: &Layout) {
        let t = self.b.ins().load(types::I64, trusted(), strides, (dim * 8) as i32);
        let unused = self.b.ins().icmp_imm_s(IntCC::SignedLessThanOrEqual, size, 1);
        // t + 2^31 in 0..2^32 (unsigned) <=> t in i32::MIN..=i32::MAX.
        let shifted = self.b.ins().iadd_imm_s(t, 1 << 31);
        let in_range = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, shifted, i64::from(u32::MAX));
        let ok = self.b.ins().bor(in_range, unused);
        self.check(ok, Reason::StrideRange, param, dim);
        let divisor = u64::from(facts.stride_divisor.get(dim).copied().unwrap_or(1));
        if divisor > 1 {
            let div = self.divisible(t, divisor);
            let ok = self.b.ins().bor(div, unused);
            self.check_fact(ok, Reason::StrideDivisor, param, dim);
        }
        if unit {
            let is_one = self.b.ins().icmp_imm_s(IntCC::Equal, t, 1);
            let ok = self.b.ins().bor(is_one, unused);
            self.check_fact(ok, Reason::InnerStride, param, dim);
        }
        let t32 = self.b.ins().ireduce(types::I32, t);
        let canonical = self.b.ins().iconst(types::I32, i64::from(unit));
        let packed = self.b.ins().select(unused, canonical, t32);
        self.store(layout, Role::Stride { param, dim }, packed);
    }

    fn scalar(&mut self, param: usize, dtype: DType, layout: &Layout) {
        let a = self.arg(param);
        self.check_byte(a, offsets::KIND, KIND_SCALAR, Reason::Kind, param);
        self.check_byte(a, offsets::DTYPE, dtype_code(dtype), Reason::DType, param);
        let bits = self.b.ins().load(types::I64, trusted(), a, offsets::DATA);
        let ty = CType::of_scalar(dtype);
        let max: u64 = if dtype == DType::Bool { 1 } else { u64::MAX >> (64 - 8 * ty.size()) };
        if max != u64::MAX {
            let ok = self.b.ins().icmp_imm_u(IntCC::UnsignedLessThanOrEqual, bits, max as i64);
            self.check(ok, Reason::ScalarBits, param, 0);
        }
        let value = match ty.size() {
            1 => self.b.ins().ireduce(types::I8, bits),
            2 => self.b.ins().ireduce(types::I16, bits),
            4 => self.b.ins().ireduce(types::I32, bits),
            _ => bits,
        };
        self.store(layout, Role::Scalar { param }, value);
    }

    /// Stores `v` (already of the slot's width) into the slot of `role`.
    fn store(&mut self, layout: &Layout, role: Role, v: Value) {
        let slot = layout.slot(role).expect("the layout has a slot for every role the thunk packs");
        self.b.ins().store(out_flags(), v, self.out, slot.offset as i32);
    }
}
