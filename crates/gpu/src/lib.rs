//! CUDA driver access for tile: the only crate that talks to the GPU driver.
//!
//! # Loading
//! libcuda is `dlopen`ed at run time (cudarc's `dynamic-loading`, CUDA 13.0 bindings for the
//! R580 driver), so every binary starts on machines without a driver. Every entry point goes
//! through [`Driver::load`] first and returns a [`GpuError`] saying "no CUDA driver found
//! (libcuda.so.1 could not be loaded: ...)" instead of panicking; [`GpuError::is_unavailable`]
//! tells a caller to fall back to the CPU.
//!
//! # Layers
//! `cudarc::driver::sys` (raw entry points) → `raw` (one `Result`-returning function per entry
//! point, each error naming its call) → the safe types here:
//!
//! * [`Driver`]: version and [`DeviceInfo`] of each device (no context needed).
//! * [`Device`]: one GPU's primary context and default [`Stream`]; [`Device::mem_get_info`],
//!   [`Device::reset`].
//! * [`DeviceBuffer`]: owned or borrowed device memory; copies and fills per stream, with
//!   synchronous conveniences.
//! * [`Module`] / [`Function`]: cubins (tileiras output), fatbins or PTX; attributes and
//!   declared parameters for reports and ABI cross-checks.
//! * [`launch`] (raw `kernelParams`, as the JIT's packed ABI buffer provides; with
//!   [`launch_with_buffers`], checking the device buffers they point into under the same
//!   hold on the device) and [`Function::launch_with`] (typed [`KernelArgs`], checked
//!   against the kernel).
//! * [`Event`]s time device work.
//!
//! # libNVVM
//! [`nvvm`] loads NVIDIA's libNVVM (CUDA 13.0) on first use, never at start, and compiles the
//! NVVM back end's NVVM IR to PTX; [`nvvm::ptx_isa_version`] and
//! [`nvvm::max_ptx_isa_for_driver`] tell whether the installed driver can JIT that PTX.
//!
//! # Faults and recovery
//! A kernel fault (illegal address, ...) is *sticky*: the CUDA context is unusable from then
//! on ([`GpuError::is_context_fatal`], [`Device::fault`]). [`Device::reset`] destroys the
//! primary context and opens a fresh one. Each object is stamped with the context generation it
//! was created in, so objects from before the reset fail with a stale error
//! ([`GpuError::is_stale`]) rather than hand the driver a dangling handle, and their `Drop`
//! frees nothing. The [`ResetReport`] lists what was invalidated.
//!
//! # Threads
//! Every public type is `Send + Sync`: driver handles are process-wide and the driver API is
//! thread-safe. Each operation makes the device's context current on the calling thread and
//! holds a read lock that [`Device::reset`] takes for writing, so a reset never interleaves
//! with an operation. Ordering between threads enqueuing onto one stream is whatever order
//! their calls happen in; use one stream per thread for independent work.
//!
//! # Safety
//! All `unsafe` of the workspace's GPU path lives in this crate; each block states why it is
//! sound. The public `unsafe fn`s are the places where the caller vouches for something this
//! crate cannot check: raw kernel parameters, host memory outliving an asynchronous copy,
//! device pointers and streams owned by an embedding application.

#![deny(unsafe_op_in_unsafe_fn)]
#![warn(clippy::undocumented_unsafe_blocks, missing_debug_implementations)]

mod device;
mod error;
mod event;
pub mod kernels;
mod launch;
mod loader;
mod memory;
mod module;
mod params;
pub mod nvvm;
mod raw;
mod registry;
mod stream;
mod tensor_map;

pub use device::{Device, DeviceInfo};
pub use error::{is_sticky, ErrorKind, GpuError, Result};
pub use event::Event;
pub use launch::{launch, launch_with_buffers, KernelArgs, LaunchConfig};
pub use loader::Driver;
pub use memory::{DeviceBuffer, Pod, ALIGNMENT};
pub use module::{Function, FunctionAttributes, ImageKind, Module, ParamInfo};
pub use params::{cubin_resources, declared_param_count, spills, CubinResources, SPILL_BYTES};
pub use registry::{ResetReport, ResourceId, ResourceInfo, ResourceKind};
pub use stream::Stream;
pub use tensor_map::{tensor_map_16bit, TensorMap};

/// The raw driver types of handles this crate exchanges with embedding code
/// ([`Stream::from_raw`], [`Stream::as_raw`]).
pub use cudarc::driver::sys::CUstream;

#[cfg(test)]
mod tests {
    use super::*;

    /// The thread-safety promise of the crate docs, checked at compile time.
    #[test]
    fn public_types_are_send_and_sync() {
        fn both<T: Send + Sync>() {}
        both::<Driver>();
        both::<Device>();
        both::<DeviceBuffer>();
        both::<Stream>();
        both::<Event>();
        both::<Module>();
        both::<Function>();
        both::<GpuError>();
        both::<ResetReport>();
        both::<nvvm::LibNvvm>();
        both::<nvvm::NvvmError>();
    }
}
