//! The launch layer: from a compiled specialisation and its arguments to a kernel running on
//! an [`Executor`] (the CPU reference executor, a CUDA GPU, or a simulated GPU).
//!
//! * `compiled.rs`: [`Compiled`], one specialisation ready for every executor (its launch
//!   thunk, parameter layout and CPU plan), and [`launch`], the CPU launch from host slices.
//! * `thunk/`: [`Thunk`], the Cranelift-compiled function per parameter signature that checks
//!   each argument against the specialisation (kind, dtype, rank, `i32` ranges, the array
//!   facts it assumes) and writes the packed parameter buffer; `thunk/ir.rs` builds its IR and
//!   lists what it checks; `reject.rs` words its refusals; `raw.rs`: [`RawArg`], an argument
//!   in the C layout the thunk reads.
//! * `alias.rs`: writable views aliasing one buffer (an array passed to a launch twice).
//! * `executor.rs`: [`Executor`] and [`Device`]: where kernels run, and where arrays live.
//! * `device/`: [`device::Gpu`], a real or simulated GPU (memory, synchronisation, fault
//!   state, and the [`tile_codegen::Codegen`] its kernels compile through).
//! * `gpu.rs`: [`GpuKernel`], an artifact loaded on a CUDA device, launched with the
//!   artifact's block and shared memory from its reused packed buffer and `kernelParams` array.
//!
//! Every executor runs from the same checked bytes: CPU launches run the executor from the
//! packed buffer (`tile_cpu`'s `launch_packed`), so the CPU tests exercise the packing a GPU
//! relies on.
//!
//! **Architecture Invariant:** with `tile-gpu`, the one crate with `unsafe`: in `raw.rs`,
//! `thunk/`, `compiled.rs`, `alias.rs` and `gpu.rs`, each block with a `SAFETY:` comment.

pub mod alias;
mod compiled;
pub mod device;
mod executor;
mod gpu;
mod raw;
mod reject;
mod thunk;

#[cfg(test)]
mod tests;

pub use compiled::{launch, Compiled, Packed};
pub use executor::{Device, DeviceChoice, Executor};
pub use gpu::{kernel_params, maps_fit, view_extent, BoundArgs, GpuArg, GpuKernel, GpuLaunchError};
pub use raw::{dtype_code, dtype_of_code, RawArg, KIND_ARRAY, KIND_SCALAR};
pub use thunk::{Checks, ParamSig, Reason, Rejection, Thunk};
