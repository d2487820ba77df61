//! The launch thunk: native code, compiled with Cranelift per parameter signature, that
//! checks a launch's arguments against a specialisation and writes its packed parameter
//! buffer (see [`crate::abi`]).
//!
//! # Design
//!
//! * **Input**: an array of [`RawArg`] (`#[repr(C)]`: kind, dtype code, rank, base address or
//!   scalar bits, pointers to `i64` sizes and strides). **Output**: the packed buffer of
//!   [`Layout::of`] and a `u64` status: 0, or [`encode`]`(reason, param, dim)`. The Rust side
//!   ([`Thunk::pack`]) turns a status into a [`Rejection`]; `reject.rs` words it, naming the
//!   parameter, what the specialisation expects and what was given.
//! * **What is checked** is listed in `ir.rs`: everything the ABI and the [`ArrayFacts`]
//!   promise the compiled kernel, in one pass of straight-line compares, with the expected
//!   values baked in as immediates.
//! * **Sharing**: a thunk depends only on the parameters' kinds, dtypes, ranks and facts (its
//!   [`ParamSig`]s), not on the kernel body or its `const` values, so [`Thunk::for_kernel`]
//!   keeps one per signature in a process-wide table of weak references: specialisations that
//!   differ only in tile sizes share one, and the last [`Arc`] dropped frees it.
//! * **Memory**: each thunk owns its `JITModule` (a 4 KiB code page, 1-1.5 KiB of it used;
//!   about 6.5 KiB resident per thunk in all, per `examples/launch_bench.rs`) and frees it on
//!   drop. A shared module could not free single functions.
//! * **Safety**: this file holds the `unsafe` of compiling and calling generated code; each
//!   block says why it is sound.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

mod ir;

use std::collections::HashMap;
use std::fmt;
use std::sync::{Arc, LazyLock, Mutex, OnceLock, Weak};

use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};
use cranelift_frontend::FunctionBuilderContext;
use cranelift_jit::{JITBuilder, JITModule};
use cranelift_module::{default_libcall_names, Linkage, Module};
use tile_lang::tir::{ArrayFacts, Kernel, ParamKind};
use tile_lang::DType;

use crate::raw::RawArg;
use tile_lang::abi::Layout;

/// What a thunk checks one parameter against.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ParamSig {
    Array { dtype: DType, rank: u8, facts: ArrayFacts },
    Scalar(DType),
}

impl ParamSig {
    /// The signature of every parameter of `kernel`, in order.
    pub fn of(kernel: &Kernel) -> Vec<ParamSig> {
        kernel
            .params
            .iter()
            .map(|p| match &p.kind {
                ParamKind::Array { ty, facts } => ParamSig::Array { dtype: ty.dtype, rank: ty.rank, facts: facts.clone() },
                ParamKind::Scalar(d) => ParamSig::Scalar(*d),
            })
            .collect()
    }
}

/// Why the thunk refused an argument (the low byte of its status).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Reason {
    /// Not one argument per parameter.
    Count = 1,
    /// An array where a scalar is expected, or the reverse.
    Kind,
    DType,
    Rank,
    /// A size outside `0..=i32::MAX`.
    SizeRange,
    /// A stride outside the `i32` range.
    StrideRange,
    /// A base address not aligned to the element size or to the facts' `base_align`.
    Align,
    /// A size not divisible by the facts' `dim_divisor`.
    SizeDivisor,
    /// A stride not divisible by the facts' `stride_divisor`.
    StrideDivisor,
    /// An inner stride other than 1 where the facts promise a unit inner stride.
    InnerStride,
    /// Scalar bits wider than the dtype (or a bool other than 0 and 1).
    ScalarBits,
    /// A size other than the one the facts' `sizes` fix (a kernel specialised on shapes).
    SizeExact,
}

impl Reason {
    const ALL: [Reason; 12] = [
        Reason::Count,
        Reason::Kind,
        Reason::DType,
        Reason::Rank,
        Reason::SizeRange,
        Reason::StrideRange,
        Reason::Align,
        Reason::SizeDivisor,
        Reason::StrideDivisor,
        Reason::InnerStride,
        Reason::ScalarBits,
        Reason::SizeExact,
    ];
}

/// The thunk's status for a rejection: reason in bits 0..8, dimension in bits 8..16,
/// parameter index in bits 16..48 (0 is success: no reason is 0).
pub fn encode(reason: Reason, param: usize, dim: usize) -> u64 {
    reason as u64 | ((dim as u64 & 0xff) << 8) | ((param as u64 & 0xffff_ffff) << 16)
}

/// A refused launch: which parameter (and dimension), and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rejection {
    pub reason: Reason,
    /// The parameter index (0 for [`Reason::Count`]).
    pub param: usize,
    /// The dimension, for size and stride reasons (else 0).
    pub dim: usize,
}

impl Rejection {
    /// Decodes a non-zero thunk status.
    pub fn decode(status: u64) -> Option<Rejection> {
        let reason = *Reason::ALL.iter().find(|r| **r as u64 == status & 0xff)?;
        Some(Rejection { reason, param: ((status >> 16) & 0xffff_ffff) as usize, dim: ((status >> 8) & 0xff) as usize })
    }
}

/// Which checks a call runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checks {
    /// Everything (every GPU launch: the kernel relies on the facts).
    All,
    /// Everything but the facts (CPU launches with `ExecOptions::check_facts` off).
    SkipFacts,
}

/// `extern "C" fn(args, nargs, out, flags) -> status`, as generated by `ir.rs`.
type ThunkFn = unsafe extern "C" fn(*const u8, u64, *mut u8, u64) -> u64;

/// A compiled launch thunk for one parameter signature.
pub struct Thunk {
    func: ThunkFn,
    /// Owns the code `func` points into; taken (and freed) only by `Drop`.
    module: Option<JITModule>,
    params: usize,
    packed_size: usize,
    code_size: usize,
}

// SAFETY: `module` is never touched through `&Thunk` (it is private and used only by `Drop`,
// which has the thunk to itself), so sharing a `&Thunk` across threads shares only the plain
// function pointer and integers; the generated function is reentrant (it reads its arguments
// and writes only the caller's buffer). Moving the thunk moves the module's owned allocations,
// and freeing them (`munmap`) works from any thread.
unsafe impl Send for Thunk {}
// SAFETY: see `Send` above.
unsafe impl Sync for Thunk {}

impl Drop for Thunk {
    fn drop(&mut self) {
        if let Some(module) = self.module.take() {
            // SAFETY: `func` is the only pointer into the module's code and dies with `self`;
            // nothing is executing it, because a call borrows the thunk and the drop owns it.
            unsafe { module.free_memory() };
        }
    }
}

impl fmt::Debug for Thunk {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Thunk({} params, {} packed bytes, {} bytes of code)", self.params, self.packed_size, self.code_size)
    }
}

/// Thunks by signature; entries die with the last `Arc` (and are pruned on insertion).
static CACHE: LazyLock<Mutex<HashMap<Vec<ParamSig>, Weak<Thunk>>>> = LazyLock::new(Default::default);

impl Thunk {
    /// The thunk for `kernel`'s parameters: a live one with the same signature, or a new one.
    pub fn for_kernel(kernel: &Kernel) -> Result<Arc<Thunk>, String> {
        let sig = ParamSig::of(kernel);
        // Compiling under the lock keeps two threads from compiling the same signature.
        let mut cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        if let Some(live) = cache.get(&sig).and_then(Weak::upgrade) {
            return Ok(live);
        }
        let thunk = Arc::new(Thunk::compile(&sig, &Layout::of(kernel))?);
        cache.retain(|_, w| w.strong_count() > 0);
        cache.insert(sig, Arc::downgrade(&thunk));
        Ok(thunk)
    }

    /// Compiles a thunk for `params` packing into `layout` (which must be their layout).
    pub fn compile(params: &[ParamSig], layout: &Layout) -> Result<Thunk, String> {
        let mut module = JITModule::new(JITBuilder::with_isa(host_isa()?, default_libcall_names()));
        let mut ctx = module.make_context();
        let config = module.target_config();
        ctx.func.signature = ir::signature(module.make_signature(), config.pointer_type());
        ir::build(&mut ctx.func, &mut FunctionBuilderContext::new(), params, layout, config);
        let fail = |e: &dyn fmt::Display| format!("compiling the launch thunk failed: {e}");
        let id = module.declare_function("tile_launch_thunk", Linkage::Local, &ctx.func.signature).map_err(|e| fail(&e))?;
        module.define_function(id, &mut ctx).map_err(|e| fail(&e))?;
        let code_size = ctx.compiled_code().map_or(0, |c| c.code_info().total_size as usize);
        module.clear_context(&mut ctx);
        module.finalize_definitions().map_err(|e| fail(&e))?;
        let code = module.get_finalized_function(id);
        // SAFETY: `code` is the finalised (executable) entry of the function just defined,
        // whose Cranelift signature (`ir::signature`: pointer, i64, pointer, i64 -> i64
        // in the ISA's default call convention, which is the platform's C convention) is
        // exactly `ThunkFn`. It stays valid while `module` lives, which the thunk owns.
        let func = unsafe { std::mem::transmute::<*const u8, ThunkFn>(code) };
        Ok(Thunk { func, module: Some(module), params: params.len(), packed_size: layout.size, code_size })
    }

    /// Checks `args` and writes the packed buffer into `out[..self.packed_size()]`. On a
    /// rejection, `out` holds a partly written buffer that must not be launched.
    ///
    /// Panics if `out` is shorter than the packed size (a caller's bug).
    pub fn pack(&self, args: &[RawArg<'_>], out: &mut [u8], checks: Checks) -> Result<(), Rejection> {
        assert!(out.len() >= self.packed_size, "packed buffer of {} bytes, the thunk writes {}", out.len(), self.packed_size);
        let flags = u64::from(checks == Checks::SkipFacts);
        // SAFETY: `func` was compiled for this thunk and lives as long as `self`. It reads
        // `args[..nargs]`, but only past the count check (`nargs` is the slice's length, so
        // every `RawArg` it reads is in the slice), and for each array argument only after
        // checking its rank equals the parameter's, `rank` sizes and strides, which is what
        // every `RawArg` lends (its construction invariant, see `raw.rs`). It writes
        // `out[..packed_size]`, checked above to be inside the slice. It never dereferences
        // base addresses.
        let status = unsafe { (self.func)(args.as_ptr().cast(), args.len() as u64, out.as_mut_ptr(), flags) };
        match status {
            0 => Ok(()),
            s => Err(Rejection::decode(s).expect("the thunk returns 0 or an encoded rejection")),
        }
    }

    /// The number of parameters (arguments a call must pass).
    pub fn params(&self) -> usize {
        self.params
    }

    /// Bytes of the packed buffer.
    pub fn packed_size(&self) -> usize {
        self.packed_size
    }

    /// Bytes of generated machine code.
    pub fn code_size(&self) -> usize {
        self.code_size
    }
}

/// The Cranelift IR of the thunk for `params` (for debugging and reading what is checked).
#[cfg(test)]
pub(crate) fn ir_text(params: &[ParamSig], layout: &Layout) -> Result<String, String> {
    let isa = host_isa()?;
    let config = isa.frontend_config();
    let sig = ir::signature(cranelift_codegen::ir::Signature::new(isa.default_call_conv()), config.pointer_type());
    let mut func = cranelift_codegen::ir::Function::with_name_signature(Default::default(), sig);
    ir::build(&mut func, &mut FunctionBuilderContext::new(), params, layout, config);
    Ok(func.display().to_string())
}

/// The host's Cranelift target, built once (detecting CPU features takes a while).
fn host_isa() -> Result<OwnedTargetIsa, String> {
    static ISA: OnceLock<Result<OwnedTargetIsa, String>> = OnceLock::new();
    ISA.get_or_init(|| {
        let mut flags = settings::builder();
        // The thunk is straight-line code with nothing to optimise: "speed" produced the
        // same code size and call time and took ~1.6x as long to compile (launch_bench).
        flags.set("opt_level", "none").map_err(|e| e.to_string())?;
        flags.set("enable_verifier", if cfg!(debug_assertions) { "true" } else { "false" }).map_err(|e| e.to_string())?;
        let isa = cranelift_native::builder().map_err(|e| format!("this host is not supported by Cranelift: {e}"))?;
        isa.finish(settings::Flags::new(flags)).map_err(|e| e.to_string())
    })
    .clone()
}

/// Thunks alive in the process-wide table (for tests and measurements).
#[cfg(test)]
pub(crate) fn live_thunks() -> usize {
    let cache = CACHE.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    cache.values().filter(|w| w.strong_count() > 0).count()
}
