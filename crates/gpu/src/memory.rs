//! [`DeviceBuffer`]: device memory, owned (freed on drop) or borrowed from the embedding
//! application, with stream-ordered copies and fills plus synchronous conveniences.
//!
//! Copies take whole buffers: a length mismatch is an error, not a partial copy, because in
//! this project a mismatch is always a bug in the caller's shape bookkeeping.

use std::ffi::c_void;
use std::fmt;
use std::mem::{size_of, size_of_val};

use crate::device::{Device, Entered};
use crate::error::{GpuError, Result};
use crate::raw;
use crate::registry::{ResourceId, ResourceKind, Stamp};
use crate::stream::Stream;

/// Every allocation of this crate starts at a multiple of this many bytes (`cuMemAlloc`
/// guarantees it; [`DeviceBuffer::alloc`] checks).
pub const ALIGNMENT: u64 = 256;

/// Plain data that may be copied to and from the device byte for byte.
///
/// # Safety
/// The type must have no padding bytes, no pointers or references, and every bit pattern
/// must be a valid value (bytes written by the device are read back as `Self`).
pub unsafe trait Pod: Copy + Send + Sync + 'static {}

macro_rules! pod {
    ($($t:ty),*) => {$(
        // SAFETY: a primitive number: no padding, every bit pattern valid.
        unsafe impl Pod for $t {}
    )*};
}
pod!(u8, i8, u16, i16, u32, i32, u64, i64, usize, isize, f32, f64);

// SAFETY: an array of `Pod` has no padding between elements and inherits the element's
// validity.
unsafe impl<T: Pod, const N: usize> Pod for [T; N] {}

/// Device memory of one device.
///
/// `Send + Sync`: the handle is an address and a size. Methods that write take `&mut self`;
/// kernels write through the raw address, outside Rust's view.
pub struct DeviceBuffer {
    dev: Device,
    ptr: u64,
    bytes: usize,
    stamp: Stamp,
    owned: bool,
}

impl DeviceBuffer {
    /// Allocates `bytes` of uninitialised device memory (zero bytes allocate nothing and have a
    /// null address).
    pub fn alloc(dev: &Device, bytes: usize) -> Result<DeviceBuffer> {
        // Scoped so the lock is released before `buf` can drop (drop takes it again).
        let buf = {
            let e = dev.inner.enter()?;
            let ptr = if bytes == 0 { Ok(0) } else { e.note(raw::mem_alloc(bytes)) };
            let ptr = ptr.map_err(|err| {
                err.with_context(format!("allocating {bytes} bytes on device {}", dev.ordinal()))
            })?;
            let stamp = e.register(ResourceKind::Buffer, bytes);
            DeviceBuffer { dev: dev.clone(), ptr, bytes, stamp, owned: true }
        };
        if !buf.ptr.is_multiple_of(ALIGNMENT) {
            let message = format!("cuMemAlloc returned {:#x}, not {ALIGNMENT}-byte aligned", buf.ptr);
            return Err(GpuError::invalid("DeviceBuffer::alloc", message));
        }
        Ok(buf)
    }

    /// Allocates `bytes` and fills them with zeros.
    pub fn zeroed(dev: &Device, bytes: usize) -> Result<DeviceBuffer> {
        let mut buf = DeviceBuffer::alloc(dev, bytes)?;
        buf.memset_u8(0)?;
        Ok(buf)
    }

    /// Allocates a buffer holding a copy of `data`.
    pub fn from_slice<T: Pod>(dev: &Device, data: &[T]) -> Result<DeviceBuffer> {
        let mut buf = DeviceBuffer::alloc(dev, size_of_val(data))?;
        buf.copy_from_host(data)?;
        Ok(buf)
    }

    /// Wraps device memory the embedding application owns; it is never freed here.
    ///
    /// # Safety
    /// `ptr..ptr+bytes` must be device memory usable in `dev`'s primary context (allocated
    /// there, or mapped into it), and stay allocated as long as the returned buffer is used.
    /// A [`Device::reset`] frees memory of the primary context; the wrapper then reports stale
    /// errors.
    pub unsafe fn from_raw(dev: &Device, ptr: u64, bytes: usize) -> Result<DeviceBuffer> {
        let e = dev.inner.enter()?;
        let stamp = e.register(ResourceKind::BorrowedBuffer, bytes);
        Ok(DeviceBuffer { dev: dev.clone(), ptr, bytes, stamp, owned: false })
    }

    /// Size in bytes.
    pub fn size(&self) -> usize {
        self.bytes
    }

    /// The device address, as a kernel parameter takes it. Only meaningful while
    /// [`is_valid`](Self::is_valid).
    pub fn device_ptr(&self) -> u64 {
        self.ptr
    }

    pub fn id(&self) -> ResourceId {
        self.stamp.id
    }

    /// The context generation the buffer was created in.
    pub fn generation(&self) -> u64 {
        self.stamp.generation
    }

    /// False for memory wrapped with [`from_raw`](Self::from_raw).
    pub fn is_owned(&self) -> bool {
        self.owned
    }

    pub fn device(&self) -> &Device {
        &self.dev
    }

    pub(crate) fn stamp(&self) -> Stamp {
        self.stamp
    }

    /// False once a [`Device::reset`] has freed the memory.
    pub fn is_valid(&self) -> bool {
        self.stamp.generation == self.dev.generation()
    }

    /// Fails unless the buffer is live and `stream` is usable; returns the stream handle.
    fn prepare(&self, e: &Entered<'_>, stream: &Stream, call: &'static str) -> Result<raw::RawStream> {
        e.check(&self.stamp, call)?;
        stream.resolve(e, call)
    }

    fn expect_bytes(&self, call: &'static str, what: &str, bytes: usize) -> Result<()> {
        if bytes == self.bytes {
            return Ok(());
        }
        let message =
            format!("{what} is {bytes} bytes but {} is {} bytes", self.stamp.describe(), self.bytes);
        Err(GpuError::invalid(call, message))
    }

    // ---- stream-ordered operations ----

    /// Queues a copy of `src` into the buffer on `stream`.
    ///
    /// # Safety
    /// `src` must stay alive and unmodified until the copy completes (synchronize `stream`).
    /// For ordinary (pageable) memory the driver has already staged the data when this
    /// returns, but for page-locked memory it reads later.
    pub unsafe fn copy_from_host_async<T: Pod>(&mut self, src: &[T], stream: &Stream) -> Result<()> {
        const CALL: &str = "DeviceBuffer::copy_from_host";
        self.expect_bytes(CALL, "the host slice", size_of_val(src))?;
        let e = self.dev.inner.enter()?;
        let s = self.prepare(&e, stream, CALL)?;
        if self.bytes == 0 {
            return Ok(());
        }
        // SAFETY: the buffer is live (checked under the lock) and `src` covers `bytes`; the
        // caller keeps `src` alive until the copy completes.
        let r = unsafe { raw::memcpy_htod_async(self.ptr, src.as_ptr().cast(), self.bytes, s) };
        e.note(r)
    }

    /// Queues a copy of the buffer into `dst` on `stream`.
    ///
    /// # Safety
    /// `dst` must stay alive, and must not be read, until the copy completes (synchronize
    /// `stream`).
    pub unsafe fn copy_to_host_async<T: Pod>(&self, dst: &mut [T], stream: &Stream) -> Result<()> {
        self.expect_bytes("DeviceBuffer::copy_to_host", "the host slice", size_of_val(dst))?;
        // SAFETY: `dst` covers `bytes` writable bytes; `T: Pod` accepts any bytes; the caller
        // keeps it alive until the copy completes.
        unsafe { self.download(dst.as_mut_ptr().cast(), stream) }
    }

    /// # Safety
    /// `dst` must point to `self.bytes` writable bytes that stay alive until the copy
    /// completes.
    unsafe fn download(&self, dst: *mut c_void, stream: &Stream) -> Result<()> {
        let e = self.dev.inner.enter()?;
        let s = self.prepare(&e, stream, "DeviceBuffer::copy_to_host")?;
        if self.bytes == 0 {
            return Ok(());
        }
        // SAFETY: the buffer is live (checked under the lock); `dst` as the caller promises.
        e.note(unsafe { raw::memcpy_dtoh_async(dst, self.ptr, self.bytes, s) })
    }

    /// Queues a copy of `src` (same size, same device) into the buffer on `stream`.
    pub fn copy_from_device_async(&mut self, src: &DeviceBuffer, stream: &Stream) -> Result<()> {
        const CALL: &str = "DeviceBuffer::copy_from_device";
        self.expect_bytes(CALL, &format!("source {}", src.stamp.describe()), src.bytes)?;
        if !self.dev.same_device(&src.dev) {
            return Err(GpuError::invalid(CALL, "the source buffer belongs to another device"));
        }
        let e = self.dev.inner.enter()?;
        let s = self.prepare(&e, stream, CALL)?;
        e.check(&src.stamp, CALL)?;
        if self.bytes == 0 {
            return Ok(());
        }
        // SAFETY: both buffers are live (checked under the lock) and `bytes` long. Dropping
        // `src` before the copy runs is fine: cuMemFree waits for outstanding device work.
        e.note(unsafe { raw::memcpy_dtod_async(self.ptr, src.ptr, self.bytes, s) })
    }

    /// Queues filling every byte with `value` on `stream`.
    pub fn memset_u8_async(&mut self, value: u8, stream: &Stream) -> Result<()> {
        let e = self.dev.inner.enter()?;
        let s = self.prepare(&e, stream, "DeviceBuffer::memset_u8")?;
        if self.bytes == 0 {
            return Ok(());
        }
        // SAFETY: the buffer is live (checked under the lock) and `bytes` long.
        e.note(unsafe { raw::memset_d8_async(self.ptr, value, self.bytes, s) })
    }

    /// Queues filling every 32-bit word with `value` (e.g. `1.0f32.to_bits()`) on `stream`;
    /// the size must be a multiple of 4.
    pub fn memset_u32_async(&mut self, value: u32, stream: &Stream) -> Result<()> {
        const CALL: &str = "DeviceBuffer::memset_u32";
        if !self.bytes.is_multiple_of(4) || !self.ptr.is_multiple_of(4) {
            let message = format!(
                "{} ({} bytes at {:#x}) is not whole aligned 32-bit words",
                self.stamp.describe(),
                self.bytes,
                self.ptr
            );
            return Err(GpuError::invalid(CALL, message));
        }
        let e = self.dev.inner.enter()?;
        let s = self.prepare(&e, stream, CALL)?;
        if self.bytes == 0 {
            return Ok(());
        }
        // SAFETY: the buffer is live (checked under the lock), 4-byte aligned, `bytes / 4`
        // words long.
        e.note(unsafe { raw::memset_d32_async(self.ptr, value, self.bytes / 4, s) })
    }

    // ---- synchronous conveniences, on the device's default stream ----

    /// Copies `src` into the buffer and waits.
    pub fn copy_from_host<T: Pod>(&mut self, src: &[T]) -> Result<()> {
        let stream = self.dev.stream();
        // SAFETY: the stream is synchronized before `src`'s borrow ends.
        unsafe { self.copy_from_host_async(src, &stream) }?;
        stream.synchronize()
    }

    /// Copies the buffer into `dst` and waits.
    pub fn copy_to_host<T: Pod>(&self, dst: &mut [T]) -> Result<()> {
        let stream = self.dev.stream();
        // SAFETY: the stream is synchronized before `dst`'s borrow ends.
        unsafe { self.copy_to_host_async(dst, &stream) }?;
        stream.synchronize()
    }

    /// The buffer's contents as `T`s; the size must be a multiple of `size_of::<T>()`.
    pub fn to_vec<T: Pod>(&self) -> Result<Vec<T>> {
        let width = size_of::<T>().max(1);
        if !self.bytes.is_multiple_of(width) {
            let message =
                format!("{} is {} bytes, not a multiple of {width}", self.stamp.describe(), self.bytes);
            return Err(GpuError::invalid("DeviceBuffer::to_vec", message));
        }
        let len = self.bytes / width;
        let mut out: Vec<T> = Vec::with_capacity(len);
        let stream = self.dev.stream();
        // SAFETY: the spare capacity holds `len * width == bytes` writable bytes, alive until
        // the synchronize below.
        unsafe { self.download(out.spare_capacity_mut().as_mut_ptr().cast(), &stream) }?;
        stream.synchronize()?;
        // SAFETY: the driver wrote all `len` elements, and any bytes are a valid `T: Pod`.
        unsafe { out.set_len(len) };
        Ok(out)
    }

    /// Copies `src` (same size) into the buffer and waits.
    pub fn copy_from_device(&mut self, src: &DeviceBuffer) -> Result<()> {
        let stream = self.dev.stream();
        self.copy_from_device_async(src, &stream)?;
        stream.synchronize()
    }

    /// Fills every byte with `value` and waits.
    pub fn memset_u8(&mut self, value: u8) -> Result<()> {
        let stream = self.dev.stream();
        self.memset_u8_async(value, &stream)?;
        stream.synchronize()
    }

    /// Fills every 32-bit word with `value` and waits.
    pub fn memset_u32(&mut self, value: u32) -> Result<()> {
        let stream = self.dev.stream();
        self.memset_u32_async(value, &stream)?;
        stream.synchronize()
    }
}

impl Drop for DeviceBuffer {
    fn drop(&mut self) {
        let Ok(e) = self.dev.inner.enter() else { return };
        if e.forget(&self.stamp) && self.owned && self.ptr != 0 {
            // SAFETY: allocated by `alloc` in the current generation (so not freed by a reset)
            // and owned only by this buffer.
            let _ = e.note(unsafe { raw::mem_free(self.ptr) });
        }
    }
}

impl fmt::Debug for DeviceBuffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let owner = if self.owned { "" } else { ", borrowed" };
        write!(
            f,
            "DeviceBuffer({}, {} bytes at {:#x} on device {}, generation {}{owner})",
            self.stamp.id,
            self.bytes,
            self.ptr,
            self.dev.ordinal(),
            self.stamp.generation
        )
    }
}
