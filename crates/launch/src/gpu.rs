//! The GPU end of a launch: [`GpuKernel`], one specialisation loaded on a CUDA device with
//! its packed parameter buffer and `kernelParams` pointer array allocated once, so a launch
//! allocates nothing: the thunk checks and packs the raw arguments into the buffer, and
//! `cuLaunchKernel` reads them through the fixed pointers.
//!
//! Launches pass one `kernelParams` pointer per flattened parameter (`tile_lang::abi`), with
//! the block and dynamic shared memory of the kernel's [`LaunchConfig`] (for Tile IR cubins
//! block (1, 1, 1) and none: tileiras fixes the real block size in the cubin).
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;
use tile_codegen::LaunchConfig;
use tile_gpu::{DeviceBuffer, Function, GpuError, Stream};
use tile_lang::abi::Layout;
use tile_lang::DType;

use tile_cpu::ExecError;

use crate::compiled::Compiled;
use crate::raw::RawArg;
use crate::thunk::Checks;

/// A specialisation loaded on a GPU, ready to launch.
pub struct GpuKernel {
    /// Names this kernel to the [`BoundArgs`] packed for it.
    id: u64,
    func: Function,
    /// The block and dynamic shared memory every launch passes.
    config: LaunchConfig,
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
    /// Prepares launches of `compiled` through `func`, its kernel loaded from the artifact's
    /// image, with the artifact's launch configuration. Refuses a configuration this launcher
    /// cannot pass (a cluster shape: `cuLaunchKernel` takes none).
    pub fn new(compiled: &Compiled, func: Function, config: LaunchConfig) -> Result<GpuKernel, String> {
        if let Some(c) = config.cluster {
            return Err(format!("kernel `{}` must be launched in clusters of {c:?} blocks, which this launcher cannot ask for", compiled.name()));
        }
        // Above 48 KiB of dynamic shared memory the driver must be told first.
        if config.dynamic_shared_bytes > 48 * 1024 {
            func.allow_dynamic_shared(config.dynamic_shared_bytes).map_err(|e| {
                format!("kernel `{}` needs {} bytes of shared memory per block, which this GPU refused: {e}", compiled.name(), config.dynamic_shared_bytes)
            })?;
        }
        let packed: Box<[u8]> = vec![0u8; compiled.layout.size.max(8)].into_boxed_slice();
        let params = kernel_params(&compiled.layout, &packed);
        static NEXT_ID: AtomicU64 = AtomicU64::new(0);
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        Ok(GpuKernel { id, func, config, packed, params, last: None })
    }

    pub fn function(&self) -> &Function {
        &self.func
    }

    /// The launch configuration every launch passes.
    pub fn config(&self) -> LaunchConfig {
        self.config
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
        self.last = None;
        pack_checked(compiled, args, checks, stream, &mut self.packed)?;
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
        unsafe { tile_gpu::launch(&self.func, grid, self.config.block, self.config.dynamic_shared_bytes, stream, &mut self.params) }
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
            let (block, shared) = (self.config.block, self.config.dynamic_shared_bytes);
            tile_gpu::launch_with_buffers(&self.func, grid, block, shared, stream, &mut self.params, buffers)
        }
    }
}

/// `kernelParams` for `cuLaunchKernel`: one pointer per slot, to its bytes in `packed`
/// (the driver reads each parameter through its pointer; the pointers are valid while
/// `packed` is neither moved nor dropped).
///
/// Panics if `packed` is shorter than the layout (a caller's bug).
pub fn kernel_params(layout: &Layout, packed: &[u8]) -> Vec<*mut c_void> {
    assert!(packed.len() >= layout.size, "packed buffer of {} bytes for a {}-byte layout", packed.len(), layout.size);
    // The driver only reads through them; `*mut` is what the C signature spells.
    layout.slots.iter().map(|s| packed[s.offset..].as_ptr().cast_mut().cast::<c_void>()).collect()
}

/// Arguments checked and packed once for one [`GpuKernel`], with the device buffers they
/// point into borrowed for as long as they may be launched: the same arrays launched many
/// times (benchmarks) cost only the driver call.
pub struct BoundArgs<'a> {
    /// The kernel they were packed for.
    kernel: u64,
    /// The device their buffers belong to.
    device: tile_gpu::Device,
    packed: Box<[u8]>,
    params: Vec<*mut c_void>,
    _buffers: PhantomData<&'a DeviceBuffer>,
}

impl GpuKernel {
    /// Checks `args` as [`GpuKernel::launch`] does and packs them once, for
    /// [`GpuKernel::launch_bound`].
    pub fn bind<'a>(&self, compiled: &Compiled, args: &[GpuArg<'a>], checks: Checks, stream: &Stream) -> Result<BoundArgs<'a>, GpuLaunchError> {
        let mut packed: Box<[u8]> = vec![0u8; compiled.layout.size.max(8)].into_boxed_slice();
        pack_checked(compiled, args, checks, stream, &mut packed)?;
        let params = kernel_params(&compiled.layout, &packed);
        Ok(BoundArgs { kernel: self.id, device: stream.device().clone(), packed, params, _buffers: PhantomData })
    }

    /// Checks and packs `args` into `bound` again, in place (for arguments that change between
    /// launches: no allocation); refuses arguments bound for another kernel or device.
    pub fn rebind<'a>(&self, bound: &mut BoundArgs<'a>, compiled: &Compiled, args: &[GpuArg<'a>], checks: Checks, stream: &Stream) -> Result<(), GpuLaunchError> {
        if bound.kernel != self.id || !bound.device.same_device(stream.device()) {
            let m = "arguments bound for another kernel or device".to_string();
            return Err(GpuLaunchError::Argument(ExecError::new(compiled.name(), tile_cpu::ErrorKind::Argument, m)));
        }
        pack_checked(compiled, args, checks, stream, &mut bound.packed)
    }

    /// Queues a launch of arguments bound for this kernel over `grid` on `stream` (a stream of
    /// the device they were bound on); refuses arguments bound for another kernel or device.
    pub fn launch_bound(&self, bound: &mut BoundArgs<'_>, grid: [u32; 3], stream: &Stream) -> Result<(), String> {
        if bound.kernel != self.id {
            return Err(format!("arguments bound for another kernel than `{}`", self.func.name()));
        }
        if !bound.device.same_device(stream.device()) {
            return Err("arguments bound on another device than the stream's".to_string());
        }
        debug_assert!(bound.packed.len() >= 8);
        // SAFETY: `bound.params` point into `bound.packed`, which the thunk filled (in `bind`)
        // for this kernel's specialisation, whose layout made the pointers; the box is never
        // moved or resized. Its device addresses are elements of buffers that `bound` borrows
        // (so they are live), of the stream's device (checked above and in `bind`), and every
        // element a view reaches lies inside its buffer (`check_view` in `bind`).
        unsafe {
            tile_gpu::launch(&self.func, grid, self.config.block, self.config.dynamic_shared_bytes, stream, &mut bound.params)
        }
        .map_err(|e| e.to_string())
    }
}

/// Checks `args` against their device buffers and, through the thunk, against `compiled`,
/// and packs them into `out`.
fn pack_checked(compiled: &Compiled, args: &[GpuArg<'_>], checks: Checks, stream: &Stream, out: &mut [u8]) -> Result<(), GpuLaunchError> {
    let mut dims: SmallVec<[i64; 32]> = SmallVec::new();
    for (i, a) in args.iter().enumerate() {
        if let GpuArg::Array { mem, dtype, shape, strides, offset } = a {
            check_view(mem, *dtype, shape, strides, *offset, stream).map_err(|m| argument(compiled, i, m))?;
            dims.extend(shape.iter().map(|&n| i64::try_from(n).unwrap_or(i64::MAX)));
            dims.extend(strides.iter().map(|&s| s as i64));
        }
    }
    let raw = raw_args(args, &dims);
    compiled.pack_raw_into(&raw, checks, out).map_err(GpuLaunchError::Argument)
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
    use tile_lang::abi::Layout;
    use tile_lang::tir::{ArrayFacts, ArrayType, Kernel, KernelParam, ParamKind};
    use tile_lang::DType;

    use super::{kernel_params, view_extent};

    fn array(name: &str, dtype: DType, rank: u8) -> KernelParam {
        KernelParam { name: name.into(), kind: ParamKind::Array { ty: ArrayType { dtype, rank }, facts: ArrayFacts::unknown(rank as usize) } }
    }

    #[test]
    fn kernel_params_point_at_each_slot() {
        let k = Kernel::new("mm", vec![array("A", DType::F16, 2), array("B", DType::F16, 2), array("C", DType::F32, 2)]);
        let l = Layout::of(&k);
        let packed = vec![0u8; l.size];
        let ptrs = kernel_params(&l, &packed);
        assert_eq!(ptrs.len(), 15);
        let base = packed.as_ptr() as usize;
        let offsets: Vec<usize> = ptrs.iter().map(|&p| p as usize - base).collect();
        let expected: Vec<usize> = l.slots.iter().map(|s| s.offset).collect();
        assert_eq!(offsets, expected);
    }


    #[test]
    fn extents_cover_negative_strides_and_empty_views() {
        assert_eq!(view_extent(&[3, 4], &[4, 1], 0), Some((0, 11)));
        assert_eq!(view_extent(&[3], &[-2], 4), Some((0, 4)));
        assert_eq!(view_extent(&[2, 0], &[1, 1], 7), None);
        assert_eq!(view_extent(&[], &[], 5), Some((5, 5)));
    }
}
