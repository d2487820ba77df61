//! The host side of a launch: argument checking and packing (the launch thunk), and the
//! one entry point every launch goes through.
//!
//! * `raw.rs`: [`RawArg`], an argument in the C layout the thunk reads.
//! * `thunk.rs`: [`Thunk`], compiling (Cranelift) and calling the checking/packing code;
//!   `codegen.rs` builds its IR and lists what it checks; `reject.rs` words its refusals.
//! * `launch.rs`: [`Compiled`] and [`launch`](launch::launch), the launch path.
//! * `alias.rs`: writable views aliasing one buffer (an array passed to a launch twice).
//! * `gpu.rs`: [`GpuKernel`], a specialisation loaded on a CUDA device, launched from its
//!   reused packed buffer and `kernelParams` array.
//!
//! All `unsafe` of the host side is in `raw.rs`, `thunk.rs`, `launch.rs`, `alias.rs` and
//! `gpu.rs`, each block with a `SAFETY:` comment.

pub mod alias;
mod codegen;
pub mod gpu;
pub mod launch;
mod raw;
mod reject;
pub mod thunk;

#[cfg(test)]
mod tests;

pub use gpu::{GpuArg, GpuKernel, GpuLaunchError};
pub use launch::{launch, Compiled, Packed};
pub use raw::{dtype_code, dtype_of_code, RawArg, KIND_ARRAY, KIND_SCALAR};
pub use thunk::{Checks, ParamSig, Reason, Rejection, Thunk};
