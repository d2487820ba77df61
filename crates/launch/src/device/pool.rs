//! A cache of device memory for the arrays host code makes on a GPU.
//!
//! `cuMemAlloc` and `cuMemFree` cost tens to hundreds of microseconds, and `cuMemFree` waits
//! for the device: a host function that makes a scratch array per call (the stdlib `gemm`
//! pads operands into one) would spend more time there than in its kernels (on an H200, 320
//! µs around a 10 µs copy, bench/results/2026-11-26-h200-gemm-align). A freed buffer goes back
//! here instead and serves the next allocation of the same size (a host function called in
//! a loop makes the same shapes every time).
//!
//! Reuse is safe without events because all of a runtime's device work runs on one stream
//! (the device's default stream): whatever used a buffer before is queued before whatever
//! uses it next. The cache holds at most [`CACHE_LIMIT`] bytes; an allocation the driver
//! refuses for lack of memory empties the cache and tries once more.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError, Weak};

use tile_gpu::{Device as CudaDevice, DeviceBuffer, ErrorKind, Result};

/// Free bytes the cache keeps at most.
pub const CACHE_LIMIT: usize = 1 << 30;

/// Free buffers by size.
#[derive(Default)]
pub struct Pool {
    free: Mutex<Free>,
}

#[derive(Default)]
struct Free {
    by_size: HashMap<usize, Vec<DeviceBuffer>>,
    bytes: usize,
}

/// Device memory from a [`Pool`]: back to it when dropped.
pub struct PooledBuffer {
    buf: Option<DeviceBuffer>,
    pool: Weak<Pool>,
}

impl std::fmt::Debug for PooledBuffer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PooledBuffer({:?})", self.buf)
    }
}

impl Pool {
    /// A buffer of `size` bytes, cached or new.
    pub fn alloc(self: &Arc<Pool>, dev: &CudaDevice, size: usize) -> Result<PooledBuffer> {
        let cached = {
            let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
            let buf = free.by_size.get_mut(&size).and_then(Vec::pop);
            if buf.is_some() {
                free.bytes -= size;
            }
            buf
        };
        let buf = match cached {
            Some(b) => b,
            None => match DeviceBuffer::alloc(dev, size) {
                Err(e) if is_out_of_memory(&e) => {
                    self.clear();
                    DeviceBuffer::alloc(dev, size)?
                }
                other => other?,
            },
        };
        Ok(PooledBuffer { buf: Some(buf), pool: Arc::downgrade(self) })
    }

    /// Frees every cached buffer.
    pub fn clear(&self) {
        let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
        free.by_size.clear();
        free.bytes = 0;
    }

    /// Bytes cached now.
    pub fn cached_bytes(&self) -> usize {
        self.free.lock().unwrap_or_else(PoisonError::into_inner).bytes
    }

    fn give_back(&self, buf: DeviceBuffer) {
        if !buf.is_valid() {
            return; // from a context that is gone
        }
        let size = buf.size();
        let mut free = self.free.lock().unwrap_or_else(PoisonError::into_inner);
        if size == 0 || free.bytes + size > CACHE_LIMIT {
            return; // dropped: freed now
        }
        free.bytes += size;
        free.by_size.entry(size).or_default().push(buf);
    }
}

/// `CUDA_ERROR_OUT_OF_MEMORY`.
fn is_out_of_memory(e: &tile_gpu::GpuError) -> bool {
    matches!(e.kind(), ErrorKind::Driver { code: 2, .. })
}

impl std::ops::Deref for PooledBuffer {
    type Target = DeviceBuffer;
    fn deref(&self) -> &DeviceBuffer {
        self.buf.as_ref().expect("present until dropped")
    }
}

impl std::ops::DerefMut for PooledBuffer {
    fn deref_mut(&mut self) -> &mut DeviceBuffer {
        self.buf.as_mut().expect("present until dropped")
    }
}

impl Drop for PooledBuffer {
    fn drop(&mut self) {
        if let (Some(buf), Some(pool)) = (self.buf.take(), self.pool.upgrade()) {
            pool.give_back(buf);
        }
    }
}
