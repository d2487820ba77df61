//! The result layer: one small function per driver entry point this crate calls.
//!
//! Layering follows cudarc's own: `cudarc::driver::sys` (raw `extern "C"` entry points,
//! resolved from the dlopened libcuda on first use) → this module (a `Result` with the call's
//! name, handle newtypes) → the safe types ([`Device`](crate::Device),
//! [`DeviceBuffer`](crate::DeviceBuffer), ...). This crate does not use cudarc's safe layer: it
//! needs its own context-generation tracking and borrowed pointers/streams.
//!
//! Every function here calls only symbols listed in [`crate::loader::SYMBOLS`], which the
//! loader checks before any of them runs (cudarc panics on a missing symbol); a unit test keeps
//! the two in step. Functions taking handles are `unsafe`: the driver may crash on a handle
//! that was destroyed, so the caller must guarantee it is live.

use std::ffi::{c_char, c_int, c_uint, c_void, CStr};
use std::ptr;

use cudarc::driver::sys::{self, CUresult};

use crate::error::{GpuError, Result};

/// Maps a driver return code to `Ok` or a [`GpuError`] naming `call`.
#[inline]
pub(crate) fn check(call: &'static str, code: CUresult) -> Result<()> {
    if code == CUresult::CUDA_SUCCESS {
        Ok(())
    } else {
        Err(GpuError::driver(call, code))
    }
}

/// Declares a `Send + Sync` newtype over a raw driver handle.
macro_rules! handle {
    ($(#[$doc:meta])* $name:ident, $ty:ty) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) struct $name(pub(crate) $ty);

        // SAFETY: a driver handle is a process-wide token, not thread-local data. The driver API
        // is thread-safe, and this crate makes the owning context current on the calling thread
        // before each use (`DeviceInner::enter`).
        unsafe impl Send for $name {}
        // SAFETY: as for `Send`; the handle value itself is never mutated through `&self`.
        unsafe impl Sync for $name {}
    };
}

handle!(
    /// A `CUcontext` (the device's primary context).
    Ctx,
    sys::CUcontext
);
handle!(
    /// A `CUstream`; null is the legacy default stream.
    RawStream,
    sys::CUstream
);
handle!(
    /// A `CUevent`.
    RawEvent,
    sys::CUevent
);
handle!(
    /// A `CUmodule`.
    RawModule,
    sys::CUmodule
);
handle!(
    /// A `CUfunction`.
    RawFunction,
    sys::CUfunction
);

impl RawStream {
    pub(crate) const NULL: RawStream = RawStream(ptr::null_mut());
}

// ---- driver and devices: no handles, only integers ----

pub(crate) fn init() -> Result<()> {
    // SAFETY: cuInit has no preconditions; flags must be 0.
    check("cuInit", unsafe { sys::cuInit(0) })
}

pub(crate) fn driver_version() -> Result<i32> {
    let mut v: c_int = 0;
    // SAFETY: the out-pointer is a live local.
    check("cuDriverGetVersion", unsafe { sys::cuDriverGetVersion(&mut v) })?;
    Ok(v)
}

pub(crate) fn device_count() -> Result<i32> {
    let mut n: c_int = 0;
    // SAFETY: the out-pointer is a live local.
    check("cuDeviceGetCount", unsafe { sys::cuDeviceGetCount(&mut n) })?;
    Ok(n)
}

pub(crate) fn device_get(ordinal: i32) -> Result<sys::CUdevice> {
    let mut dev: sys::CUdevice = 0;
    // SAFETY: the out-pointer is a live local; a bad ordinal is reported as an error.
    check("cuDeviceGet", unsafe { sys::cuDeviceGet(&mut dev, ordinal) })?;
    Ok(dev)
}

pub(crate) fn device_name(dev: sys::CUdevice) -> Result<String> {
    let mut buf = [0 as c_char; 256];
    // SAFETY: the driver writes at most `len` bytes, NUL-terminated, into the live buffer.
    check("cuDeviceGetName", unsafe { sys::cuDeviceGetName(buf.as_mut_ptr(), 256, dev) })?;
    // SAFETY: the driver NUL-terminated the name within the buffer.
    let name = unsafe { CStr::from_ptr(buf.as_ptr()) };
    Ok(name.to_string_lossy().into_owned())
}

pub(crate) fn device_attribute(dev: sys::CUdevice, attr: sys::CUdevice_attribute) -> Result<i32> {
    let mut v: c_int = 0;
    // SAFETY: the out-pointer is a live local; `attr` is a valid enum value.
    check("cuDeviceGetAttribute", unsafe { sys::cuDeviceGetAttribute(&mut v, attr, dev) })?;
    Ok(v)
}

pub(crate) fn device_total_mem(dev: sys::CUdevice) -> Result<usize> {
    let mut bytes = 0usize;
    // SAFETY: the out-pointer is a live local.
    check("cuDeviceTotalMem", unsafe { sys::cuDeviceTotalMem_v2(&mut bytes, dev) })?;
    Ok(bytes)
}

// ---- contexts ----

pub(crate) fn primary_ctx_retain(dev: sys::CUdevice) -> Result<Ctx> {
    let mut ctx: sys::CUcontext = ptr::null_mut();
    // SAFETY: the out-pointer is a live local.
    check("cuDevicePrimaryCtxRetain", unsafe { sys::cuDevicePrimaryCtxRetain(&mut ctx, dev) })?;
    Ok(Ctx(ctx))
}

pub(crate) fn primary_ctx_release(dev: sys::CUdevice) -> Result<()> {
    // SAFETY: takes a device ordinal only; an unbalanced release is reported as an error.
    check("cuDevicePrimaryCtxRelease", unsafe { sys::cuDevicePrimaryCtxRelease_v2(dev) })
}

pub(crate) fn primary_ctx_reset(dev: sys::CUdevice) -> Result<()> {
    // SAFETY: takes a device ordinal only. It frees every resource of the primary context; the
    // caller (Device::reset) makes sure no object of this crate uses them afterwards.
    check("cuDevicePrimaryCtxReset", unsafe { sys::cuDevicePrimaryCtxReset_v2(dev) })
}

fn current_ctx() -> Result<Ctx> {
    let mut ctx: sys::CUcontext = ptr::null_mut();
    // SAFETY: the out-pointer is a live local.
    check("cuCtxGetCurrent", unsafe { sys::cuCtxGetCurrent(&mut ctx) })?;
    Ok(Ctx(ctx))
}

/// Makes `ctx` current on this thread unless it already is (the common case, so the set call
/// is skipped).
///
/// # Safety
/// `ctx` must be a live context (the device's retained primary context).
pub(crate) unsafe fn bind(ctx: Ctx) -> Result<()> {
    if current_ctx()? == ctx {
        return Ok(());
    }
    // SAFETY: the caller guarantees `ctx` is live.
    unsafe { set_current(ctx) }
}

/// Makes `ctx` current on this thread unconditionally.
///
/// # Safety
/// `ctx` must be a live context.
pub(crate) unsafe fn set_current(ctx: Ctx) -> Result<()> {
    // SAFETY: the caller guarantees `ctx` is live.
    check("cuCtxSetCurrent", unsafe { sys::cuCtxSetCurrent(ctx.0) })
}

/// Free and total bytes of the current context's device.
pub(crate) fn mem_get_info() -> Result<(usize, usize)> {
    let (mut free, mut total) = (0usize, 0usize);
    // SAFETY: the out-pointers are live locals; without a current context this is an error.
    check("cuMemGetInfo", unsafe { sys::cuMemGetInfo_v2(&mut free, &mut total) })?;
    Ok((free, total))
}

pub(crate) fn ctx_synchronize() -> Result<()> {
    // SAFETY: no arguments; without a current context this is an error.
    check("cuCtxSynchronize", unsafe { sys::cuCtxSynchronize() })
}

// ---- streams ----

/// A new non-blocking stream in the current context: it does not synchronise with the legacy
/// default stream, so work of an embedding application there does not serialise ours.
pub(crate) fn stream_create() -> Result<RawStream> {
    let mut s: sys::CUstream = ptr::null_mut();
    let flags = sys::CUstream_flags::CU_STREAM_NON_BLOCKING as c_uint;
    // SAFETY: the out-pointer is a live local.
    check("cuStreamCreate", unsafe { sys::cuStreamCreate(&mut s, flags) })?;
    Ok(RawStream(s))
}

/// # Safety
/// `s` must be a live stream of the current context, not used afterwards.
pub(crate) unsafe fn stream_destroy(s: RawStream) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuStreamDestroy", unsafe { sys::cuStreamDestroy_v2(s.0) })
}

/// # Safety
/// `s` must be a live stream of the current context (or null).
pub(crate) unsafe fn stream_synchronize(s: RawStream) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuStreamSynchronize", unsafe { sys::cuStreamSynchronize(s.0) })
}

// ---- memory ----

pub(crate) fn mem_alloc(bytes: usize) -> Result<sys::CUdeviceptr> {
    let mut p: sys::CUdeviceptr = 0;
    // SAFETY: the out-pointer is a live local; the allocation belongs to the current context.
    check("cuMemAlloc", unsafe { sys::cuMemAlloc_v2(&mut p, bytes) })?;
    Ok(p)
}

/// # Safety
/// `p` must come from [`mem_alloc`] in the current context and not be freed yet.
pub(crate) unsafe fn mem_free(p: sys::CUdeviceptr) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemFree", unsafe { sys::cuMemFree_v2(p) })
}

/// # Safety
/// `dst..dst+bytes` must be live device memory, `src..src+bytes` readable host memory that
/// stays alive and unmodified until the copy completes, `s` a live stream.
pub(crate) unsafe fn memcpy_htod_async(
    dst: sys::CUdeviceptr,
    src: *const c_void,
    bytes: usize,
    s: RawStream,
) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemcpyHtoDAsync", unsafe { sys::cuMemcpyHtoDAsync_v2(dst, src, bytes, s.0) })
}

/// # Safety
/// `dst..dst+bytes` must be writable host memory that stays alive (and unread) until the copy
/// completes, `src..src+bytes` live device memory, `s` a live stream.
pub(crate) unsafe fn memcpy_dtoh_async(
    dst: *mut c_void,
    src: sys::CUdeviceptr,
    bytes: usize,
    s: RawStream,
) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemcpyDtoHAsync", unsafe { sys::cuMemcpyDtoHAsync_v2(dst, src, bytes, s.0) })
}

/// # Safety
/// Both ranges must be live device memory, `s` a live stream.
pub(crate) unsafe fn memcpy_dtod_async(
    dst: sys::CUdeviceptr,
    src: sys::CUdeviceptr,
    bytes: usize,
    s: RawStream,
) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemcpyDtoDAsync", unsafe { sys::cuMemcpyDtoDAsync_v2(dst, src, bytes, s.0) })
}

/// # Safety
/// `dst..dst+count` must be live device memory, `s` a live stream.
pub(crate) unsafe fn memset_d8_async(
    dst: sys::CUdeviceptr,
    value: u8,
    count: usize,
    s: RawStream,
) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemsetD8Async", unsafe { sys::cuMemsetD8Async(dst, value, count, s.0) })
}

/// # Safety
/// `dst..dst+4*count` must be live, 4-byte aligned device memory, `s` a live stream.
pub(crate) unsafe fn memset_d32_async(
    dst: sys::CUdeviceptr,
    value: u32,
    count: usize,
    s: RawStream,
) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuMemsetD32Async", unsafe { sys::cuMemsetD32Async(dst, value, count, s.0) })
}

// ---- modules and functions ----

/// Size of each JIT log buffer handed to `cuModuleLoadDataEx`.
const LOG_BYTES: usize = 16 * 1024;

/// Loads a module from an in-memory image; on failure the error message carries the driver's
/// JIT error log (PTX syntax errors and the like).
///
/// # Safety
/// `image` must be a complete cubin or fatbin, or NUL-terminated PTX text: the driver finds
/// the end of PTX by its NUL.
pub(crate) unsafe fn module_load(image: &[u8]) -> Result<RawModule> {
    let mut error_log = vec![0u8; LOG_BYTES];
    let mut options =
        [sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER, sys::CUjit_option::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES];
    // The size option is passed by value in the pointer slot, as the driver API specifies.
    let mut values: [*mut c_void; 2] =
        [error_log.as_mut_ptr().cast(), ptr::without_provenance_mut(LOG_BYTES)];
    let mut module: sys::CUmodule = ptr::null_mut();
    // SAFETY: the caller guarantees the image; the options arrays and the log buffer are live
    // locals of the advertised sizes.
    let code = unsafe {
        sys::cuModuleLoadDataEx(
            &mut module,
            image.as_ptr().cast(),
            options.len() as c_uint,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    check("cuModuleLoadDataEx", code).map_err(|e| with_log(e, &error_log))?;
    Ok(RawModule(module))
}

/// Adds the non-empty part of a NUL-terminated JIT log to an error.
fn with_log(e: GpuError, log: &[u8]) -> GpuError {
    let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
    let text = String::from_utf8_lossy(&log[..end]);
    let text = text.trim();
    if text.is_empty() {
        e
    } else {
        e.with_detail(&format!("JIT log: {text}"))
    }
}

/// # Safety
/// `m` must be a live module of the current context, not used afterwards.
pub(crate) unsafe fn module_unload(m: RawModule) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuModuleUnload", unsafe { sys::cuModuleUnload(m.0) })
}

/// # Safety
/// `m` must be a live module.
pub(crate) unsafe fn module_get_function(m: RawModule, name: &CStr) -> Result<RawFunction> {
    let mut f: sys::CUfunction = ptr::null_mut();
    // SAFETY: `m` is live (caller), `name` is NUL-terminated, the out-pointer is a live local.
    check("cuModuleGetFunction", unsafe { sys::cuModuleGetFunction(&mut f, m.0, name.as_ptr()) })?;
    Ok(RawFunction(f))
}

/// # Safety
/// `f` must belong to a live module.
pub(crate) unsafe fn func_attribute(f: RawFunction, attr: sys::CUfunction_attribute) -> Result<i32> {
    let mut v: c_int = 0;
    // SAFETY: `f` is live (caller), the out-pointer is a live local.
    check("cuFuncGetAttribute", unsafe { sys::cuFuncGetAttribute(&mut v, attr, f.0) })?;
    Ok(v)
}

/// # Safety
/// `f` must belong to a live module.
pub(crate) unsafe fn func_set_attribute(f: RawFunction, attr: sys::CUfunction_attribute, value: i32) -> Result<()> {
    // SAFETY: `f` is live (caller); the call only records a value on the function.
    check("cuFuncSetAttribute", unsafe { sys::cuFuncSetAttribute(f.0, attr, value) })
}

/// Offset and size of parameter `index`, or `None` past the last parameter.
///
/// # Safety
/// `f` must belong to a live module.
pub(crate) unsafe fn func_param_info(f: RawFunction, index: usize) -> Result<Option<(usize, usize)>> {
    let (mut offset, mut size) = (0usize, 0usize);
    // SAFETY: `f` is live (caller), the out-pointers are live locals.
    let code = unsafe { sys::cuFuncGetParamInfo(f.0, index, &mut offset, &mut size) };
    // The driver answers an index past the end with INVALID_VALUE; that ends the list.
    if code == CUresult::CUDA_ERROR_INVALID_VALUE {
        return Ok(None);
    }
    check("cuFuncGetParamInfo", code)?;
    Ok(Some((offset, size)))
}

/// # Safety
/// `f` must belong to a live module, `s` be a live stream of the same context, and `params`
/// point to one valid pointer per kernel parameter, each to a value of that parameter's size.
pub(crate) unsafe fn launch_kernel(
    f: RawFunction,
    grid: [u32; 3],
    block: [u32; 3],
    shared_mem_bytes: u32,
    s: RawStream,
    params: *mut *mut c_void,
) -> Result<()> {
    // SAFETY: guaranteed by the caller; `extra` is unused (null), as the Tile IR launch rules
    // require (hidden TMA parameters are filled by the driver).
    let code = unsafe {
        sys::cuLaunchKernel(
            f.0,
            grid[0],
            grid[1],
            grid[2],
            block[0],
            block[1],
            block[2],
            shared_mem_bytes,
            s.0,
            params,
            ptr::null_mut(),
        )
    };
    check("cuLaunchKernel", code)
}

// ---- events ----

pub(crate) fn event_create() -> Result<RawEvent> {
    let mut e: sys::CUevent = ptr::null_mut();
    // Default flags: timing enabled, spin-waits on synchronize (lowest latency for timing).
    let flags = sys::CUevent_flags::CU_EVENT_DEFAULT as c_uint;
    // SAFETY: the out-pointer is a live local.
    check("cuEventCreate", unsafe { sys::cuEventCreate(&mut e, flags) })?;
    Ok(RawEvent(e))
}

/// # Safety
/// `e` and `s` must be live and of the current context.
pub(crate) unsafe fn event_record(e: RawEvent, s: RawStream) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuEventRecord", unsafe { sys::cuEventRecord(e.0, s.0) })
}

/// # Safety
/// `e` must be live.
pub(crate) unsafe fn event_synchronize(e: RawEvent) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuEventSynchronize", unsafe { sys::cuEventSynchronize(e.0) })
}

/// Whether all work captured by `e` has completed.
///
/// # Safety
/// `e` must be live.
pub(crate) unsafe fn event_query(e: RawEvent) -> Result<bool> {
    // SAFETY: guaranteed by the caller.
    let code = unsafe { sys::cuEventQuery(e.0) };
    if code == CUresult::CUDA_ERROR_NOT_READY {
        return Ok(false);
    }
    check("cuEventQuery", code)?;
    Ok(true)
}

/// # Safety
/// Both events must be live.
pub(crate) unsafe fn event_elapsed_ms(start: RawEvent, end: RawEvent) -> Result<f32> {
    let mut ms = 0f32;
    // SAFETY: the events are live (caller), the out-pointer is a live local. CUDA 13 headers
    // name this entry point `_v2`.
    check("cuEventElapsedTime", unsafe { sys::cuEventElapsedTime_v2(&mut ms, start.0, end.0) })?;
    Ok(ms)
}

/// # Safety
/// `e` must be live and not used afterwards.
pub(crate) unsafe fn event_destroy(e: RawEvent) -> Result<()> {
    // SAFETY: guaranteed by the caller.
    check("cuEventDestroy", unsafe { sys::cuEventDestroy_v2(e.0) })
}

// ---- tensor maps ----

/// `cuTensorMapEncodeTiled` of a tensor of 16-bit elements at `base`: `dims` extents
/// (innermost first), `strides` bytes between consecutive elements of each dimension but the
/// first, `boxes` elements one copy moves along each; the 128-byte swizzle, no interleave, L2
/// promotion of 256 bytes, zeros outside the tensor. The driver checks every rule of the
/// encoding (alignments, ranges) and refuses what breaks one.
pub(crate) fn tensor_map_encode_tiled_16bit(base: u64, dims: &[u64], strides: &[u64], boxes: &[u32]) -> Result<[u64; 16]> {
    use sys::{CUtensorMapDataType as Data, CUtensorMapFloatOOBfill as Fill, CUtensorMapInterleave as Interleave};
    use sys::{CUtensorMapL2promotion as Promotion, CUtensorMapSwizzle as Swizzle};
    assert!(dims.len() == boxes.len() && strides.len() + 1 == dims.len() && (1..=5).contains(&dims.len()), "tensor map shapes");
    let mut map = sys::CUtensorMap { opaque: [0; 16] };
    let element_strides = [1u32; 5];
    // SAFETY: every pointer is to a live local or slice of the length the rank implies (checked
    // above: `dims` and `boxes` of the rank, `strides` one shorter, `element_strides` 5); the
    // driver writes only the 128-byte map and reads nothing at `base`.
    let code = unsafe {
        sys::cuTensorMapEncodeTiled(
            &mut map,
            Data::CU_TENSOR_MAP_DATA_TYPE_UINT16,
            dims.len() as u32,
            base as *mut c_void,
            dims.as_ptr(),
            strides.as_ptr(),
            boxes.as_ptr(),
            element_strides.as_ptr(),
            Interleave::CU_TENSOR_MAP_INTERLEAVE_NONE,
            Swizzle::CU_TENSOR_MAP_SWIZZLE_128B,
            Promotion::CU_TENSOR_MAP_L2_PROMOTION_L2_256B,
            Fill::CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE,
        )
    };
    check("cuTensorMapEncodeTiled", code)?;
    Ok(map.opaque)
}

// ---- errors ----

/// The driver's description of `code`, if it has one.
pub(crate) fn error_string(code: CUresult) -> Option<String> {
    let mut s: *const c_char = ptr::null();
    // SAFETY: the out-pointer is a live local; the driver sets it to a static string or leaves
    // it null for an unknown code.
    let ok = unsafe { sys::cuGetErrorString(code, &mut s) } == CUresult::CUDA_SUCCESS;
    // SAFETY: on success `s` points to a static NUL-terminated string owned by the driver.
    (ok && !s.is_null()).then(|| unsafe { CStr::from_ptr(s) }.to_string_lossy().into_owned())
}
