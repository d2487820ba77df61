//! The NVVM back end: TIR lowered to NVVM IR (LLVM 7 with typed pointers, what CUDA 13.0's
//! libNVVM reads), compiled by libNVVM to PTX that the driver JIT-compiles at load.
//!
//! * `ir.rs`: the IR text builder. `layout.rs`: which thread and register hold each element
//!   of a tile. `tile.rs`: tiles as registers.
//! * `lower.rs`: the walk (signature, control flow); `arith.rs`, `memory.rs`, `movement.rs`,
//!   `reduce.rs`, `mma.rs` (CUDA cores), `mma_sync.rs` (tensor cores): the ops.
//!   `pipeline.rs`: `k` loops whose operand tiles go to shared memory by `cp.async`, stages
//!   ahead of their `mma`s; `wgmma.rs`: those `mma`s as Hopper's `wgmma` on sm_90;
//!   `tma.rs`: their tiles loaded by TMA there, through tensor maps the launcher builds.
//!   `place.rs`: moving tiles between layouts.
//! * `backend.rs`: [`Nvvm`], the [`crate::Backend`]: libNVVM discovery, the cache, launch shape.
//!
//! Every op of TIR lowers. A kernel whose tiles need more shared memory than a block has fails
//! with a coded error that names the Tile IR back end. `mma` of f16 or bf16 into f32 in whole
//! 16 x 8 x 16 steps runs on tensor cores (`mma.sync`, the accumulator in registers where
//! every warp has a warp tile of its own, else up to 128 x 128 outputs), every other `mma` on
//! CUDA cores. A loop that loads those register-accumulator `mma`s' operands copies them
//! into a ring of shared-memory stages ahead of the products (`pipeline.rs`), and on sm_90
//! runs the products whose B comes from it (and A from it, from before the loop or from
//! registers) as `wgmma` (sm_90a PTX).

mod arith;
mod backend;
mod ir;
mod layout;
mod lower;
mod memory;
mod mma;
mod mma_sync;
mod movement;
mod place;
mod pipeline;
mod ptxas;
mod reduce;
mod tile;
mod tma;
mod wgmma;

use std::fmt;

use tile_lang::tir::{self, Kernel};

use crate::backend::{TensorMapSpec, MAX_TENSOR_MAPS};
use crate::target::Target;

pub use backend::{Nvvm, NAME};

/// The most dynamic shared memory one block of an sm_80/sm_90 GPU may have (227 KiB).
pub const MAX_SHARED_BYTES: u64 = 227 * 1024;

/// Why a kernel did not lower.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LowerError {
    /// What the back end cannot do (a user may switch back ends), or a bug.
    pub unsupported: bool,
    /// Where: the op and kernel (`` `cast` in `k` ``), or a parameter; set once, by the
    /// innermost op that failed.
    pub place: Option<String>,
    pub message: String,
}

impl LowerError {
    pub(crate) fn unsupported(what: impl Into<String>) -> LowerError {
        LowerError { unsupported: true, place: None, message: what.into() }
    }

    /// The error placed at `place`, unless an inner op placed it already.
    pub(crate) fn placed(self, place: String) -> LowerError {
        LowerError { place: self.place.or(Some(place)), ..self }
    }

    /// The error placed at an op of a kernel.
    pub(crate) fn at(self, k: &Kernel, op: tir::Op) -> LowerError {
        let place = format!("`{}` in `{}`", k.ops[op].kind.mnemonic(), k.name);
        self.placed(place)
    }
}

impl fmt::Display for LowerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let what = match &self.place {
            Some(place) => format!("{place}: {}", self.message),
            None => self.message.clone(),
        };
        if self.unsupported {
            write!(f, "the nvvm back end cannot compile {what}; run this kernel with --backend tileir")
        } else {
            write!(f, "internal error in the nvvm back end: {what}")
        }
    }
}

/// A kernel as NVVM IR, with the launch shape the IR was written for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvvmIr {
    pub text: String,
    /// Threads per block: 32 per warp.
    pub threads: u32,
    /// Bytes of dynamic shared memory per block.
    pub shared_bytes: u32,
    /// The architecture the IR compiles for, as libNVVM's `-arch=compute_<arch>` and ptxas's
    /// `-arch=sm_<arch>` take it: the target's number, with `a` where the IR holds sm_90a's
    /// `wgmma` (PTX that runs on sm_90 GPUs only).
    pub arch: String,
    /// The TMA tensor maps the kernel takes after the ABI's parameters ([`tma`]).
    pub tensor_maps: [Option<TensorMapSpec>; MAX_TENSOR_MAPS],
}

/// Lowers one kernel to an NVVM IR module for `target`: on sm_90 the products of pipelined
/// loops may run as `wgmma` (sm_90a's), and the IR then says so ([`NvvmIr::arch`]); with
/// `tensor_maps` there, their operand tiles may load by TMA ([`tma`]).
pub fn emit_ir(k: &Kernel, target: Target, tensor_maps: bool) -> Result<NvvmIr, LowerError> {
    let hopper = target.sm() == 90;
    let lowered = lower::lower(k, hopper, hopper && tensor_maps)?;
    if lowered.smem_bytes > MAX_SHARED_BYTES {
        return Err(LowerError::unsupported(format!(
            "`{}`: its tiles need {} bytes of shared memory, more than a block has ({MAX_SHARED_BYTES}): smaller tiles fit",
            k.name, lowered.smem_bytes
        )));
    }
    let threads = 32 * lowered.warps;
    let mut module = lowered.module;
    if lowered.smem_bytes > 0 {
        // `wgmma`'s swizzled tiles start on 1024-byte atoms.
        let align = if lowered.uses_wgmma { 1024 } else { 16 };
        module.global(format!("@smem = external addrspace(3) global [0 x i8], align {align}"));
    }
    let mut annotations = vec![("maxntidx", threads)];
    // `occupancy` becomes a register cap (minctasm). Kernels with `mma` are left uncapped: the
    // FMA path holds whole accumulator tiles in registers, and a cap tuned for Tile IR's
    // tensor-core code spilled there (the stdlib flash_attention at occupancy 4: 104 bytes of
    // local memory per thread on an H200).
    let has_mma = {
        let mut found = false;
        k.walk(|op| found |= matches!(k.ops[op].kind, tile_lang::tir::OpKind::Mma));
        found
    };
    if let Some(blocks) = k.hints.occupancy.filter(|_| !has_mma) {
        annotations.push(("minctasm", blocks));
    }
    let map_params: Vec<usize> = lowered.tensor_maps.iter().map(|m| m.index).collect();
    let text = module.text(&lowered.func, &annotations, &map_params);
    let arch = if lowered.uses_wgmma { format!("{}a", target.sm()) } else { target.sm().to_string() };
    let mut tensor_maps = [None; MAX_TENSOR_MAPS];
    for (slot, m) in tensor_maps.iter_mut().zip(&lowered.tensor_maps) {
        *slot = Some(m.spec);
    }
    Ok(NvvmIr { text, threads, shared_bytes: lowered.smem_bytes as u32, arch, tensor_maps })
}
