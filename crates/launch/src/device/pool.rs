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
//! uses it next. The cache holds at most [`CACHE_LIMIT`] bytes, in buffers of at most
//! [`LARGEST_CACHED`]. A buffer freed into a full cache pushes out the buffers freed longest
//! ago ([`FreeCache`]), not itself: the buffers a loop frees are the ones it asks for next,
//! while a script's earlier arrays, of sizes nobody asks for again, would otherwise fill the
//! cache for good and send every later scratch array to the driver (a script of forty GEMMs of
//! different shapes ran its last ones 2x-8x slower, gemm()'s padded copies allocated and freed
//! at every call; H200, bench/results/2026-11-29-h200-random-shapes). An allocation the driver
//! refuses for lack of memory empties the cache and tries once more.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError, Weak};

use tile_gpu::{Device as CudaDevice, DeviceBuffer, ErrorKind, Result};

/// Free bytes the cache keeps at most.
pub const CACHE_LIMIT: usize = 1 << 30;

/// The largest buffer the cache keeps: a larger one is freed when its array is dropped. One
/// such buffer would push out most of what the cache holds, and a user who drops an array of
/// a gigabyte expects the device to have it back.
pub const LARGEST_CACHED: usize = CACHE_LIMIT / 4;

/// Free buffers by size.
pub struct Pool {
    free: Mutex<FreeCache<DeviceBuffer>>,
}

impl Default for Pool {
    fn default() -> Self {
        Pool { free: Mutex::new(FreeCache::new(CACHE_LIMIT, LARGEST_CACHED)) }
    }
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
        let cached = self.free().take(size);
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
        let evicted = self.free().take_all();
        drop(evicted); // outside the lock: each free waits for the device
    }

    /// Bytes cached now.
    pub fn cached_bytes(&self) -> usize {
        self.free().bytes()
    }

    fn free(&self) -> std::sync::MutexGuard<'_, FreeCache<DeviceBuffer>> {
        self.free.lock().unwrap_or_else(PoisonError::into_inner)
    }

    fn give_back(&self, buf: DeviceBuffer) {
        if !buf.is_valid() {
            return; // from a context that is gone
        }
        let size = buf.size();
        let evicted = self.free().put(size, buf);
        drop(evicted); // outside the lock: each free waits for the device
    }
}

/// Free buffers by size, each stamped with when it was freed, holding at most `limit` bytes in
/// buffers of at most `largest`: [`FreeCache::take`] hands out the one of a size freed last,
/// [`FreeCache::put`] makes room by pushing out the ones freed first. Generic over the buffer
/// so that the policy is tested without a GPU.
#[derive(Debug)]
pub struct FreeCache<B> {
    /// Every cached buffer by its stamp (oldest first), with its size.
    by_age: BTreeMap<u64, (usize, B)>,
    /// The stamps of the cached buffers of each size, oldest first.
    by_size: HashMap<usize, Vec<u64>>,
    bytes: usize,
    clock: u64,
    limit: usize,
    largest: usize,
}

impl<B> FreeCache<B> {
    /// An empty cache of at most `limit` bytes in buffers of at most `largest`.
    pub fn new(limit: usize, largest: usize) -> Self {
        FreeCache { by_age: BTreeMap::new(), by_size: HashMap::new(), bytes: 0, clock: 0, limit, largest: largest.min(limit) }
    }

    /// A cached buffer of exactly `size` bytes, the one freed last.
    pub fn take(&mut self, size: usize) -> Option<B> {
        let stamps = self.by_size.get_mut(&size)?;
        let stamp = stamps.pop()?;
        if stamps.is_empty() {
            self.by_size.remove(&size);
        }
        let (_, buf) = self.by_age.remove(&stamp).expect("every stamp by size is cached");
        self.bytes -= size;
        Some(buf)
    }

    /// Caches `buf` of `size` bytes, pushing out the buffers freed longest ago until the cache
    /// holds at most its limit; returns what it pushed out (`buf` itself where it is empty or
    /// larger than the largest buffer kept), for the caller to free.
    pub fn put(&mut self, size: usize, buf: B) -> Vec<B> {
        if size == 0 || size > self.largest {
            return vec![buf];
        }
        let mut evicted = Vec::new();
        while self.bytes + size > self.limit {
            let Some((stamp, (old_size, old))) = self.by_age.pop_first() else { break };
            let stamps = self.by_size.get_mut(&old_size).expect("every cached size has stamps");
            stamps.retain(|&s| s != stamp);
            if stamps.is_empty() {
                self.by_size.remove(&old_size);
            }
            self.bytes -= old_size;
            evicted.push(old);
        }
        self.clock += 1;
        self.by_age.insert(self.clock, (size, buf));
        self.by_size.entry(size).or_default().push(self.clock);
        self.bytes += size;
        evicted
    }

    /// Every cached buffer, leaving the cache empty.
    pub fn take_all(&mut self) -> Vec<B> {
        self.by_size.clear();
        self.bytes = 0;
        std::mem::take(&mut self.by_age).into_values().map(|(_, buf)| buf).collect()
    }

    /// Bytes cached.
    pub fn bytes(&self) -> usize {
        self.bytes
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

#[cfg(test)]
mod tests {
    use super::FreeCache;

    #[test]
    fn a_size_asked_for_again_gets_the_buffer_freed_last() {
        let mut cache = FreeCache::new(1000, 1000);
        assert!(cache.put(100, "a").is_empty());
        assert!(cache.put(100, "b").is_empty());
        assert!(cache.put(200, "c").is_empty());
        assert_eq!(cache.bytes(), 400);
        assert_eq!(cache.take(100), Some("b"));
        assert_eq!(cache.take(100), Some("a"));
        assert_eq!(cache.take(100), None);
        assert_eq!(cache.take(300), None);
        assert_eq!(cache.bytes(), 200);
    }

    #[test]
    fn a_full_cache_pushes_out_the_buffers_freed_first() {
        let mut cache = FreeCache::new(1000, 1000);
        // A script's earlier arrays, of sizes asked for once.
        assert!(cache.put(400, "old1").is_empty());
        assert!(cache.put(500, "old2").is_empty());
        // A loop's scratch array: still cached when freed, at the old arrays' expense.
        assert_eq!(cache.put(300, "scratch"), vec!["old1"]);
        assert_eq!(cache.take(300), Some("scratch"));
        assert!(cache.put(300, "scratch").is_empty());
        assert_eq!(cache.put(600, "big"), vec!["old2"]);
        assert_eq!(cache.bytes(), 900);
        assert_eq!(cache.take(500), None);
        assert_eq!(cache.put(400, "next"), vec!["scratch"]);
        assert_eq!(cache.take(600), Some("big"));
        assert_eq!(cache.take(400), Some("next"));
        assert_eq!(cache.bytes(), 0);
    }

    #[test]
    fn a_buffer_larger_than_the_limit_or_empty_is_not_cached() {
        let mut cache = FreeCache::new(100, 100);
        assert!(cache.put(10, "small").is_empty());
        assert_eq!(cache.put(101, "huge"), vec!["huge"]);
        assert_eq!(cache.put(0, "empty"), vec!["empty"]);
        assert_eq!(cache.bytes(), 10);
        assert_eq!(cache.take(10), Some("small"));
    }

    #[test]
    fn pushing_out_keeps_the_sizes_index_whole() {
        let mut cache = FreeCache::new(600, 600);
        for (i, name) in ["x0", "y0", "x1", "y1"].into_iter().enumerate() {
            let size = if i % 2 == 0 { 100 } else { 200 };
            assert!(cache.put(size, name).is_empty());
        }
        // 600 bytes: x0 (the oldest) goes, then y0.
        assert_eq!(cache.put(250, "z"), vec!["x0", "y0"]);
        assert_eq!(cache.take(100), Some("x1"));
        assert_eq!(cache.take(100), None);
        assert_eq!(cache.take(200), Some("y1"));
        assert_eq!(cache.take(250), Some("z"));
        assert_eq!(cache.bytes(), 0);
    }

    #[test]
    fn a_buffer_over_the_largest_kept_is_freed_and_pushes_nothing_out() {
        let mut cache = FreeCache::new(1000, 250);
        assert!(cache.put(200, "a").is_empty());
        assert!(cache.put(250, "b").is_empty());
        // A dropped gigabyte array, in small: freed at once, the rest kept.
        assert_eq!(cache.put(600, "huge"), vec!["huge"]);
        assert_eq!(cache.bytes(), 450);
        let mut all = cache.take_all();
        all.sort();
        assert_eq!(all, vec!["a", "b"]);
        assert_eq!((cache.bytes(), cache.take(200)), (0, None));
    }
}
