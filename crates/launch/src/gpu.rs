//! The GPU end of a launch: [`GpuKernel`], one specialisation loaded on a CUDA device with
//! its packed parameter buffer and `kernelParams` pointer array allocated once, so a launch
//! allocates nothing: the thunk checks and packs the raw arguments into the buffer, and
//! `cuLaunchKernel` reads them through the fixed pointers.
//!
//! Launches pass one `kernelParams` pointer per flattened parameter (`tile_lang::abi`), with
//! the block and dynamic shared memory of the kernel's [`LaunchConfig`] (for Tile IR cubins
//! block (1, 1, 1) and none: tileiras fixes the real block size in the cubin), then one per
//! TMA tensor map the configuration names, each built from the packed arguments of its array
//! ([`maps_fit`] says whether an array can have one).
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ffi::c_void;
use std::marker::PhantomData;
use std::sync::atomic::{AtomicU64, Ordering};

use smallvec::SmallVec;
use tile_codegen::{LaunchConfig, TensorMapSpec};
use tile_gpu::{DeviceBuffer, Function, GpuError, Stream, TensorMap};
use tile_lang::abi::{Layout, Role};
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
    /// The tensor maps of the latest launch (`config.maps()`, in order); never moved or resized.
    maps: Box<[TensorMap]>,
    /// One pointer per flattened parameter, into `packed`, then one per tensor map, into `maps`.
    params: Vec<*mut c_void>,
    /// The device buffers (address, size) of the arrays `packed` holds, when it holds a
    /// complete launch.
    last: Option<SmallVec<[(u64, usize); 8]>>,
}

// SAFETY: the raw pointers point into `packed` and `maps`, which this struct owns and never
// moves or resizes (boxed slices), so moving the struct to another thread moves their target
// with it.
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
        let maps = vec![TensorMap::ZERO; config.maps().count()].into_boxed_slice();
        let params = launch_params(&compiled.layout, &packed, &maps);
        static NEXT_ID: AtomicU64 = AtomicU64::new(0);
        let id = NEXT_ID.fetch_add(1, Ordering::Relaxed);
        Ok(GpuKernel { id, func, config, packed, maps, params, last: None })
    }

    pub fn function(&self) -> &Function {
        &self.func
    }

    /// The launch configuration every launch passes.
    pub fn config(&self) -> LaunchConfig {
        self.config
    }

    /// Forgets the last launch's arguments, so that [`GpuKernel::relaunch`] launches nothing
    /// until the next [`GpuKernel::launch`] (for a launcher that sent a launch elsewhere).
    pub fn forget_last(&mut self) {
        self.last = None;
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
        encode_maps(compiled, &self.config, &self.packed, &mut self.maps)?;
        let buffers = args.iter().filter_map(|a| match a {
            GpuArg::Array { mem, .. } => Some((mem.device_ptr(), mem.size())),
            GpuArg::Scalar { .. } => None,
        });
        self.last = Some(buffers.collect());
        // SAFETY: `params` point into `packed`, which the thunk just filled for this very
        // specialisation (`compiled`, whose layout made the pointers): one value of each
        // flattened parameter's C type at its offset, alive for the call; then into `maps`,
        // encoded by the driver from those values, so that every element a map addresses is
        // an element of its array's view (a dimension of extent 1 is read at index 0 only,
        // whatever its stride). Each device address
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
        // the last launch of this specialisation (`last` is cleared before every repacking),
        // and into `maps`, encoded from them.
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

/// [`kernel_params`], then one pointer per tensor map, to its bytes in `maps`.
fn launch_params(layout: &Layout, packed: &[u8], maps: &[TensorMap]) -> Vec<*mut c_void> {
    let mut params = kernel_params(layout, packed);
    params.extend(maps.iter().map(|m| std::ptr::from_ref(m).cast_mut().cast::<c_void>()));
    params
}

/// Whether every array that `config` reads through a tensor map can have one in this launch:
/// no extent 0, and a positive stride along every dimension longer than 1 (a tensor map holds
/// no empty, reversed or broadcast dimension). A launcher gives the other launches a build
/// without tensor maps.
pub fn maps_fit(config: &LaunchConfig, args: &[GpuArg<'_>]) -> bool {
    config.maps().all(|m| match args.get(usize::from(m.param)) {
        Some(GpuArg::Array { shape, strides, .. }) => view_fits_map(shape, strides),
        _ => false,
    })
}

/// [`maps_fit`] of one view.
fn view_fits_map(shape: &[usize], strides: &[isize]) -> bool {
    shape.iter().zip(strides).all(|(&n, &s)| n == 1 || (n > 1 && s > 0))
}

/// Encodes the tensor map of each of `config`'s maps from the arguments packed in `packed`.
fn encode_maps(compiled: &Compiled, config: &LaunchConfig, packed: &[u8], maps: &mut [TensorMap]) -> Result<(), GpuLaunchError> {
    for (spec, map) in config.maps().zip(maps.iter_mut()) {
        *map = encode_map(&compiled.layout, spec, packed).map_err(|m| argument(compiled, usize::from(spec.param), m))?;
    }
    Ok(())
}

/// The tensor map `spec` of the array packed in `packed`: its base, and each dimension's size
/// and stride, read from their slots.
fn encode_map(layout: &Layout, spec: &TensorMapSpec, packed: &[u8]) -> Result<TensorMap, String> {
    let param = usize::from(spec.param);
    let rank = usize::from(spec.rank);
    let (mut dims, mut strides) = (Vec::with_capacity(rank), Vec::with_capacity(rank));
    for &d in &spec.dims[..rank] {
        let dim = usize::from(d);
        let (Some(size), Some(stride)) = (layout.read(packed, Role::Size { param, dim }), layout.read(packed, Role::Stride { param, dim })) else {
            return Err("internal error: a tensor map names a dimension the parameter lacks".to_string());
        };
        dims.push(u64::try_from(size).unwrap_or(0));
        strides.push(i32::try_from(stride).expect("an int32_t slot"));
    }
    let base = layout.read(packed, Role::Base { param }).ok_or("internal error: a tensor map names a parameter without a base")? as u64;
    map_strides_of_single_rows(&dims, &mut strides);
    if dims.contains(&0) || strides[0] != 1 || strides.iter().any(|&s| s <= 0) {
        return Err(format!(
            "this build of the kernel reads the array through a TMA tensor map, which holds no empty or reversed dimension \
             (sizes {dims:?}, strides {strides:?}, innermost first)"
        ));
    }
    let bytes: Vec<u64> = strides[1..].iter().map(|&s| 2 * s as u64).collect();
    tile_gpu::tensor_map_16bit(base, &dims, &bytes, &spec.box_dims[..rank]).map_err(|e| format!("its tensor map: {e}"))
}

/// Gives each dimension of extent 1 (innermost first, in elements) a stride a tensor map takes:
/// only index 0 is read along it, so any stride addresses the same elements, but arrays pass 0
/// or any value there and a map needs a positive multiple of 16 bytes. It takes the next
/// multiple of 8 elements at or past the end of the dimension before.
fn map_strides_of_single_rows(dims: &[u64], strides: &mut [i32]) {
    if dims.first() == Some(&1) {
        strides[0] = 1;
    }
    for j in 1..dims.len() {
        if dims[j] == 1 {
            let past = i64::from(strides[j - 1]).max(1) * dims[j - 1] as i64;
            strides[j] = i32::try_from((past.max(1) + 7) / 8 * 8).unwrap_or(i32::MAX);
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
    maps: Box<[TensorMap]>,
    params: Vec<*mut c_void>,
    _buffers: PhantomData<&'a DeviceBuffer>,
}

impl GpuKernel {
    /// Checks `args` as [`GpuKernel::launch`] does and packs them once, for
    /// [`GpuKernel::launch_bound`].
    pub fn bind<'a>(&self, compiled: &Compiled, args: &[GpuArg<'a>], checks: Checks, stream: &Stream) -> Result<BoundArgs<'a>, GpuLaunchError> {
        let mut packed: Box<[u8]> = vec![0u8; compiled.layout.size.max(8)].into_boxed_slice();
        pack_checked(compiled, args, checks, stream, &mut packed)?;
        let mut maps = vec![TensorMap::ZERO; self.config.maps().count()].into_boxed_slice();
        encode_maps(compiled, &self.config, &packed, &mut maps)?;
        let params = launch_params(&compiled.layout, &packed, &maps);
        Ok(BoundArgs { kernel: self.id, device: stream.device().clone(), packed, maps, params, _buffers: PhantomData })
    }

    /// Checks and packs `args` into `bound` again, in place (for arguments that change between
    /// launches: no allocation); refuses arguments bound for another kernel or device.
    pub fn rebind<'a>(&self, bound: &mut BoundArgs<'a>, compiled: &Compiled, args: &[GpuArg<'a>], checks: Checks, stream: &Stream) -> Result<(), GpuLaunchError> {
        if bound.kernel != self.id || !bound.device.same_device(stream.device()) {
            let m = "arguments bound for another kernel or device".to_string();
            return Err(GpuLaunchError::Argument(ExecError::new(compiled.name(), tile_cpu::ErrorKind::Argument, m)));
        }
        pack_checked(compiled, args, checks, stream, &mut bound.packed)?;
        encode_maps(compiled, &self.config, &bound.packed, &mut bound.maps)
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
        // for this kernel's specialisation, whose layout made the pointers, and into
        // `bound.maps`, encoded from it; the boxes are never moved or resized. Its device
        // addresses are elements of buffers that `bound` borrows (so they are live), of the
        // stream's device (checked above and in `bind`), and every element a view (or a map
        // of one) reaches lies inside its buffer (`check_view` in `bind`).
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

    use super::{kernel_params, map_strides_of_single_rows, view_extent, view_fits_map};

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
    fn tensor_maps_take_no_empty_reversed_or_broadcast_dimension() {
        assert!(view_fits_map(&[3, 5], &[5, 1]));
        assert!(view_fits_map(&[1, 4, 200, 200], &[0, 40000, 200, 1]), "a dimension of one takes any stride");
        assert!(!view_fits_map(&[3, 0], &[0, 1]));
        assert!(!view_fits_map(&[3, 5], &[-5, 1]));
        assert!(!view_fits_map(&[3, 5], &[0, 1]), "a broadcast dimension");
    }

    #[test]
    fn a_dimension_of_one_gets_a_stride_of_whole_16_bytes_past_the_one_before() {
        // (1, 4, 200, 200), innermost first: the batch of one had stride 0.
        let mut strides = [1, 200, 40000, 0];
        map_strides_of_single_rows(&[200, 200, 4, 1], &mut strides);
        assert_eq!(strides, [1, 200, 40000, 160000]);
        let mut strides = [1, 0, 100];
        map_strides_of_single_rows(&[100, 1, 3], &mut strides);
        assert_eq!(strides, [1, 104, 100]);
    }

    #[test]
    fn extents_cover_negative_strides_and_empty_views() {
        assert_eq!(view_extent(&[3, 4], &[4, 1], 0), Some((0, 11)));
        assert_eq!(view_extent(&[3], &[-2], 4), Some((0, 4)));
        assert_eq!(view_extent(&[2, 0], &[1, 1], 7), None);
        assert_eq!(view_extent(&[], &[], 5), Some((5, 5)));
    }
}
