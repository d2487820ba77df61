//! The GPU end of a launch: [`GpuKernel`], one specialisation loaded on a CUDA device with
//! its packed parameter buffer and `kernelParams` pointer array allocated once, so a launch
//! allocates nothing: the thunk checks and packs the raw arguments into the buffer, and
//! `cuLaunchKernel` reads them through the fixed pointers.
//!
//! Launches follow the tileiras ABI: block (1, 1, 1), no dynamic shared memory, one pointer
//! per flattened parameter (`crate::abi`).
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ffi::c_void;

use smallvec::SmallVec;
use tile_gpu::{DeviceBuffer, Function, GpuError, Stream};
use tile_lang::DType;

use super::launch::Compiled;
use super::raw::RawArg;
use super::thunk::Checks;
use crate::cpu::ExecError;

/// A specialisation loaded on a GPU, ready to launch.
pub struct GpuKernel {
    func: Function,
    /// The packed parameters of the latest launch; never moved or resized after `new`.
    packed: Box<[u8]>,
    /// One pointer per flattened parameter, into `packed`.
    params: Vec<*mut c_void>,
    /// The device buffers (address, size) of the arrays `packed` holds, when it holds a
    /// complete launch.
    last: Option<SmallVec<[(u64, usize); 8]>>,
}

// SAFETY: the raw pointers point into `packed`, which this struct owns and never moves or
// resizes (a boxed slice), so moving the struct to another thread moves their target with it.
// Nothing is shared: launching takes `&mut self`.
unsafe impl Send for GpuKernel {}

/// Why a GPU launch did not happen.
#[derive(Debug)]
pub enum GpuLaunchError {
    /// An argument does not fit the specialisation (the thunk's refusal).
    Argument(ExecError),
    /// The driver refused or failed.
    Driver(GpuError),
}

impl std::fmt::Debug for GpuKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "GpuKernel({}, {} parameter bytes)", self.func.name(), self.packed.len())
    }
}

impl GpuKernel {
    /// Prepares launches of `compiled` through `func`, its kernel loaded from the cubin.
    pub fn new(compiled: &Compiled, func: Function) -> GpuKernel {
        let packed: Box<[u8]> = vec![0u8; compiled.layout.size.max(8)].into_boxed_slice();
        let params = compiled.layout.param_pointers(&packed);
        GpuKernel { func, packed, params, last: None }
    }

    pub fn function(&self) -> &Function {
        &self.func
    }

    /// Checks `args` against their device buffers (every element a view reaches lies inside
    /// its buffer, which is live and of `stream`'s device) and, through the thunk, against
    /// `compiled` (the specialisation this kernel was loaded for); packs them and queues the
    /// launch over `grid` on `stream`.
    pub fn launch(
        &mut self,
        compiled: &Compiled,
        args: &[GpuArg<'_>],
        checks: Checks,
        grid: [u32; 3],
        stream: &Stream,
    ) -> Result<(), GpuLaunchError> {
        let mut dims: SmallVec<[i64; 32]> = SmallVec::new();
        for (i, a) in args.iter().enumerate() {
            if let GpuArg::Array { mem, dtype, shape, strides, offset } = a {
                check_view(mem, *dtype, shape, strides, *offset, stream)
                    .map_err(|m| argument(compiled, i, m))?;
                dims.extend(shape.iter().map(|&n| i64::try_from(n).unwrap_or(i64::MAX)));
                dims.extend(strides.iter().map(|&s| s as i64));
            }
        }
        let raw = raw_args(args, &dims);
        self.last = None;
        compiled.pack_raw_into(&raw, checks, &mut self.packed).map_err(GpuLaunchError::Argument)?;
        let buffers = args.iter().filter_map(|a| match a {
            GpuArg::Array { mem, .. } => Some((mem.device_ptr(), mem.size())),
            GpuArg::Scalar { .. } => None,
        });
        self.last = Some(buffers.collect());
        // SAFETY: `params` point into `packed`, which the thunk just filled for this very
        // specialisation (`compiled`, whose layout made the pointers): one value of each
        // flattened parameter's C type at its offset, alive for the call. Each device address
        // in it is an element of a live buffer of the stream's device, borrowed for the call,
        // and every element its view reaches lies in that buffer (`check_view`); a buffer
        // dropped while the kernel still runs is freed by `cuMemFree`, which waits for the
        // device work queued before it.
        unsafe { tile_gpu::launch(&self.func, grid, [1, 1, 1], 0, stream, &mut self.params) }
            .map_err(GpuLaunchError::Driver)
    }
}

impl GpuKernel {
    /// Launches again with the arguments of the last [`launch`](Self::launch) over a new
    /// `grid`, skipping checks and packing. `buffers` are the array arguments' device buffers,
    /// in order; `Ok(false)` (nothing launched) unless they are exactly the buffers the
    /// packed parameters point into, live and of `stream`'s device.
    pub fn relaunch(
        &mut self,
        grid: [u32; 3],
        stream: &Stream,
        buffers: &[&DeviceBuffer],
    ) -> Result<bool, GpuError> {
        let Some(last) = &self.last else { return Ok(false) };
        let same = last.len() == buffers.len()
            && last.iter().zip(buffers).all(|(&(ptr, size), b)| b.device_ptr() == ptr && b.size() == size);
        if !same {
            return Ok(false);
        }
        // SAFETY: `params` point into `packed`, which holds the complete, checked arguments of
        // the last launch of this specialisation (`last` is cleared before every repacking).
        // Their device addresses point into exactly `buffers` (same address and size, checked
        // above), borrowed for the call, which `launch_with_buffers` checks are live buffers
        // of the kernel's device (the stream's, which it checks too) under the same hold on
        // the device as the launch, launching nothing otherwise; the views were checked to lie
        // inside them when they were packed, and a buffer's address and size never change.
        unsafe {
            tile_gpu::launch_with_buffers(&self.func, grid, [1, 1, 1], 0, stream, &mut self.params, buffers)
        }
    }
}

/// One argument of a GPU launch: a view of a device buffer, or a scalar's bits.
#[derive(Clone, Copy, Debug)]
pub enum GpuArg<'a> {
    Array { mem: &'a DeviceBuffer, dtype: DType, shape: &'a [usize], strides: &'a [isize], offset: usize },
    Scalar { dtype: DType, bits: u64 },
}

fn argument(compiled: &Compiled, i: usize, message: String) -> GpuLaunchError {
    let name = compiled.tir.params.get(i).map_or("?", |p| p.name.as_str());
    GpuLaunchError::Argument(ExecError::param(compiled.name(), name, message))
}

/// Fails unless the buffer is usable on `stream` and holds every element of the view.
fn check_view(
    mem: &DeviceBuffer,
    dtype: DType,
    shape: &[usize],
    strides: &[isize],
    offset: usize,
    stream: &Stream,
) -> Result<(), String> {
    if !mem.is_valid() || !mem.device().same_device(stream.device()) {
        return Err(format!("its device buffer ({mem:?}) is not live memory of the launch's device"));
    }
    if shape.len() != strides.len() {
        return Err(format!("has shape {shape:?} but strides {strides:?}"));
    }
    match view_extent(shape, strides, offset) {
        None => Ok(()),
        Some((lo, hi))
            if lo >= 0 && ((hi as u128 + 1) * dtype.size_bytes() as u128) <= mem.size() as u128 =>
        {
            Ok(())
        }
        Some((lo, hi)) => Err(format!(
            "reaches elements {lo} to {hi} of a device buffer of {} bytes ({} {dtype} elements)",
            mem.size(),
            mem.size() / dtype.size_bytes()
        )),
    }
}

/// The lowest and highest element index a view reaches (`None` when it has no elements).
pub fn view_extent(shape: &[usize], strides: &[isize], offset: usize) -> Option<(i128, i128)> {
    if shape.contains(&0) {
        return None;
    }
    let (mut lo, mut hi) = (offset as i128, offset as i128);
    for (&n, &s) in shape.iter().zip(strides) {
        let reach = (n as i128 - 1) * s as i128;
        if reach < 0 {
            lo += reach
        } else {
            hi += reach
        }
    }
    Some((lo, hi))
}

/// The thunk's view of the arguments, borrowing the collected dims.
fn raw_args<'d>(args: &[GpuArg<'_>], dims: &'d [i64]) -> SmallVec<[RawArg<'d>; 8]> {
    let mut at = 0;
    args.iter()
        .map(|a| match a {
            GpuArg::Array { mem, dtype, shape, offset, .. } => {
                let r = shape.len();
                let (sizes, strides) = (&dims[at..at + r], &dims[at + r..at + 2 * r]);
                at += 2 * r;
                RawArg::array(
                    *dtype,
                    mem.device_ptr() + (*offset * dtype.size_bytes()) as u64,
                    sizes,
                    strides,
                )
            }
            GpuArg::Scalar { dtype, bits } => RawArg::scalar(*dtype, *bits),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::view_extent;

    #[test]
    fn extents_cover_negative_strides_and_empty_views() {
        assert_eq!(view_extent(&[3, 4], &[4, 1], 0), Some((0, 11)));
        assert_eq!(view_extent(&[3], &[-2], 4), Some((0, 4)));
        assert_eq!(view_extent(&[2, 0], &[1, 1], 7), None);
        assert_eq!(view_extent(&[], &[], 5), Some((5, 5)));
    }
}
