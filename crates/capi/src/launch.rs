//! Launching a session's kernel on DLPack tensors and scalars: the one conversion from
//! C-side arguments to `tile_jit::KernelArg`s, shared by the C ABI and the Python module.
//!
//! Host tensors (`kDLCPU`, `kDLCUDAHost`) become host arrays used in place (staged through
//! device memory on a GPU engine, as `tile_jit` stages every host buffer); CUDA tensors
//! (`kDLCUDA`, `kDLCUDAManaged`) become borrowed device buffers used in place on the engine's
//! GPU, on the caller's stream. Nothing is copied on the CPU, nothing is freed, no deleter is
//! called.

use std::ffi::c_void;

use tile_jit::engine::{Grid, KernelArg};
use tile_jit::gpu::{DeviceBuffer, Stream};
use tile_jit::lang::diag::codes;
use tile_jit::Session;

use crate::dlpack::{kDLCPU, kDLCUDA, kDLCUDAHost, kDLCUDAManaged, DLTensor, Layout, Place};
use crate::error::{invalid, tile_error_t, Res};

/// One launch argument as a binding receives it.
#[derive(Clone, Copy, Debug)]
pub enum Arg {
    /// An integer, for a scalar or `const` parameter.
    Int(i64),
    /// A float, for a scalar or `const` parameter.
    Float(f64),
    /// A bool, for a scalar or `const` parameter.
    Bool(bool),
    /// A DLPack tensor, for an array parameter; `read_only` when its producer says it must not
    /// be written (a launch that writes the parameter is then refused).
    Tensor { tensor: *const DLTensor, read_only: bool },
}

/// What an argument becomes before the launch borrows it.
enum Prepared<'a> {
    Host(tile_jit::engine::ArrayArg<'a>),
    Device { buf: DeviceBuffer, layout: Layout },
    Value(tile_jit::Value),
}

fn device_error(message: String) -> tile_error_t {
    tile_error_t::new(codes::DEVICE, message)
}

/// Launches kernel `name` of `session` over `grid` with `args`, on `stream` (a `CUstream`;
/// NULL: the default stream) when the session runs on a GPU. On the CPU the call returns when
/// the kernel is done; on a GPU it returns once the kernel is queued on the stream.
///
/// # Safety
///
/// Every `Arg::Tensor` pointer must point to a valid `DLTensor` whose shape and strides arrays
/// hold `ndim` values and whose memory is valid for the view it describes, for reading, and
/// for writing unless `read_only`, for the whole call (on a GPU: until the kernel has run on
/// the stream). While the call runs nothing else may write memory of a tensor (or access a
/// tensor the kernel writes). `stream` must be NULL or a live stream of the engine's CUDA
/// device's primary context.
pub unsafe fn launch(session: &mut Session, name: &str, grid: [u32; 3], args: &[Arg], stream: *mut c_void) -> Res<()> {
    if grid.contains(&0) {
        return Err(tile_error_t::new(
            codes::BAD_GRID,
            format!("the grid of `{name}` is {grid:?}: every dimension must be at least 1"),
        ));
    }
    let cuda = session.executor().gpu().and_then(|g| g.cuda()).cloned();
    let mut prepared = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        let p = match *a {
            Arg::Int(v) => Prepared::Value(v.into()),
            Arg::Float(v) => Prepared::Value(v.into()),
            Arg::Bool(v) => Prepared::Value(v.into()),
            Arg::Tensor { tensor, read_only } => {
                if tensor.is_null() {
                    return Err(invalid(format!("argument {i} of `{name}`: the DLTensor pointer is NULL")));
                }
                // SAFETY: non-null, and valid by the caller's contract.
                let t = unsafe { &*tensor };
                let device = t.device.device_type;
                if !matches!(device, kDLCPU | kDLCUDAHost | kDLCUDA | kDLCUDAManaged) {
                    return Err(device_error(format!(
                        "argument {i} of `{name}` is on DLPack device type {device}; tile runs on host memory (kDLCPU, kDLCUDAHost) and CUDA memory (kDLCUDA, kDLCUDAManaged)"
                    )));
                }
                // SAFETY: the caller promises shape and strides hold `ndim` values.
                let layout = unsafe { Layout::of(t) }.map_err(|m| invalid(format!("argument {i} of `{name}`: {m}")))?;
                match layout.place {
                    // SAFETY: host memory valid for the view (reads, and writes unless
                    // read-only) for the call, nothing else accessing it: the caller's contract.
                    Place::Host => Prepared::Host(unsafe { layout.host_arg(!read_only) }),
                    Place::Cuda(ordinal) => {
                        let Some(dev) = &cuda else {
                            return Err(device_error(format!(
                                "argument {i} of `{name}` is in CUDA memory (device {ordinal}) but the engine runs kernels on the {}",
                                session.device()
                            )));
                        };
                        if u32::try_from(ordinal).ok() != Some(dev.ordinal()) {
                            return Err(device_error(format!(
                                "argument {i} of `{name}` is in the memory of CUDA device {ordinal} but the engine runs on device {}",
                                dev.ordinal()
                            )));
                        }
                        if read_only {
                            return Err(invalid(format!(
                                "argument {i} of `{name}` is CUDA memory marked read-only; tile lends device memory writable only, so pass a writable tensor"
                            )));
                        }
                        // SAFETY: `start .. start + len` is the device memory the view reaches,
                        // allocated in the device's primary context and live for the call (the
                        // caller's contract); the wrapper never frees it.
                        let buf = unsafe { DeviceBuffer::from_raw(dev, layout.start as u64, layout.len) }
                            .map_err(|e| device_error(format!("argument {i} of `{name}`: {e}")))?;
                        Prepared::Device { buf, layout }
                    }
                }
            }
        };
        prepared.push(p);
    }
    let kargs: Vec<KernelArg<'_>> = prepared
        .iter_mut()
        .map(|p| match p {
            Prepared::Host(a) => {
                // An ArrayArg is moved out; a placeholder view of nothing is left behind.
                let empty = tile_jit::engine::ArrayArg::read_only_contiguous::<u8>(&[], &[0]);
                KernelArg::Array(std::mem::replace(a, empty))
            }
            Prepared::Device { buf, layout } => {
                KernelArg::device_strided(buf, layout.dtype, &layout.shape, &layout.strides, layout.offset)
            }
            Prepared::Value(v) => KernelArg::Value(std::mem::take(v)),
        })
        .collect();
    let from_eval = |e: tile_jit::EvalError| tile_error_t::from_eval(&e);
    match &cuda {
        Some(dev) => {
            // SAFETY: NULL (the legacy default stream) or a live stream of the device's
            // primary context: the caller's contract.
            let s = unsafe { Stream::from_raw(dev, stream.cast()) }.map_err(|e| device_error(format!("the stream: {e}")))?;
            session.kernel(name).map_err(from_eval)?.launch_on(&s, Grid(grid), kargs).map_err(from_eval)
        }
        None if !stream.is_null() => Err(device_error(format!(
            "a CUDA stream was given but the engine runs kernels on the {}; pass NULL",
            session.device()
        ))),
        None => session.kernel(name).map_err(from_eval)?.launch(Grid(grid), kargs).map_err(from_eval),
    }
}
