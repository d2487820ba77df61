//! Array storage: reference-counted, 64-byte aligned host memory that views share, and, for
//! arrays on a GPU, the device memory behind it.
//!
//! A [`Storage`] is the one allocation behind an array and every view of it (slices,
//! transposes, reshapes). It is aligned to 64 bytes so that arrays made by the host satisfy
//! every alignment fact a specialisation may assume, and its size is rounded up to whole
//! 64-byte chunks so that any element type can view it as a typed slice without `unsafe`
//! (`bytemuck` casts of the chunk slice).
//!
//! The bytes sit behind a `Mutex`: host operations lock each distinct storage they touch once
//! (never twice: see [`Locks`]), and a launch holds the locks of its arrays' storages while
//! the kernel runs, so no host code can observe a half-written array. `try_lock` is used
//! everywhere, so a bug that would re-lock a storage becomes an error instead of a deadlock.
//!
//! # GPU storage
//! A storage on a GPU ([`Storage::to_gpu`]) keeps its host bytes as a *mirror* and adds device
//! memory, allocated on the first launch that needs it. Two flags say which copy is current:
//!
//! * [`Storage::lock`] (every host read or write) first downloads the device bytes when the
//!   mirror is stale (which waits for the launches queued before it); a write through the
//!   guard marks the device copy stale.
//! * [`Storage::device_ptr`] (every launch) allocates and uploads when the device copy is
//!   stale; a launch that writes the array marks the mirror stale ([`Storage::written_by_gpu`]).
//!
//! A storage made zeroed (`zeros`, `empty`) allocates its host bytes only when something
//! first locks them, and while nothing has, its device memory is zeroed on the device instead
//! of uploaded: a scratch array that host code makes for a kernel costs the host nothing
//! (a freed heap block that `calloc` hands out again must be zeroed by hand: on an H200 that
//! was 170 µs for a 4.7 MB scratch array, bench/results/2026-11-26-h200-gemm-align).
//! An `empty` storage ([`Storage::unset`]) is not even zeroed on the device: its contents are
//! unspecified, and clearing the 8 MB workspace of a split-K GEMM took 3.5-4.9 µs of a 30-44
//! µs product (bench/results/2026-11-27-h100-empty-narrow). On the host it reads as zeros, as
//! on the CPU.
//!
//! So host code sees arrays on the GPU as ordinary arrays (implicit copies, documented in the
//! language reference), repeated host reads cost one download, and host temporaries never
//! touch the device. When the GPU faults, [`Storage::demote`] turns a storage whose mirror is
//! current into an ordinary host storage (nothing is lost) and marks the others lost: their
//! only copy was in the dead context.

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicU8, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, TryLockError};

use bytemuck::{Pod, Zeroable};
use tile_lang::diag::{codes, Code};

pub use tile_launch::Device;
use tile_launch::device::{DevMem, Gpu};

/// One 64-byte aligned chunk of storage.
#[derive(Clone, Copy, Pod, Zeroable)]
#[repr(C, align(64))]
pub(crate) struct Chunk([u8; 64]);

impl std::fmt::Debug for Chunk {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Chunk")
    }
}

/// Why a storage's bytes are not available.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct StorageError {
    /// `None` for our own bug (a storage locked twice); else the diagnostic code.
    pub code: Option<Code>,
    pub message: String,
}

impl StorageError {
    fn device(code: Code, message: impl Into<String>) -> StorageError {
        StorageError { code: Some(code), message: message.into() }
    }
}

impl std::fmt::Display for StorageError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for StorageError {}

/// The message for an array whose only copy was on a GPU that failed.
pub(crate) const LOST: &str = "this array was lost when the GPU failed: its data existed only in GPU memory";

/// What [`Storage::device_mem`] locks for a host storage.
static NO_MEM: Mutex<Option<DevMem>> = Mutex::new(None);

const LIVE: u8 = 0;
const DEMOTED: u8 = 1;
const LOST_STATE: u8 = 2;

/// The GPU side of a storage.
struct GpuPart {
    gpu: Gpu,
    /// Allocated on the first launch that uses the storage.
    mem: Mutex<Option<DevMem>>,
    /// The device address once allocated (read without the lock).
    dptr: AtomicU64,
    host_current: AtomicBool,
    device_current: AtomicBool,
    state: AtomicU8,
}

/// The bytes of one array allocation.
pub(crate) struct Storage {
    data: Mutex<Vec<Chunk>>,
    /// Length in bytes (the chunks may hold up to 63 more).
    len: usize,
    /// The address of the first host byte once the bytes are allocated (0 before): fixed from
    /// then on (the chunk vector never grows), and needed for alignment facts without taking
    /// the lock. Allocations are 64-byte aligned, so facts from 0 hold for the real address.
    addr: AtomicUsize,
    /// The bytes are still all zero, as made: nothing has locked them since. The host bytes
    /// are not allocated until something does.
    zero: AtomicBool,
    /// Made by `empty`: while `zero` holds, the device memory need not be cleared.
    unset: bool,
    gpu: Option<GpuPart>,
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Storage({} bytes on {})", self.len, self.device())
    }
}

/// A locked storage's host bytes. Writing through it (`DerefMut`) marks a GPU storage's device
/// copy stale.
pub(crate) struct StorageGuard<'a> {
    bytes: MutexGuard<'a, Vec<Chunk>>,
    device_current: Option<&'a AtomicBool>,
}

impl std::ops::Deref for StorageGuard<'_> {
    type Target = Vec<Chunk>;
    fn deref(&self) -> &Vec<Chunk> {
        &self.bytes
    }
}

impl std::ops::DerefMut for StorageGuard<'_> {
    fn deref_mut(&mut self) -> &mut Vec<Chunk> {
        if let Some(flag) = self.device_current {
            flag.store(false, Ordering::Release);
        }
        &mut self.bytes
    }
}

impl Storage {
    /// Zeroed storage of `len` bytes on the host.
    pub fn zeroed(len: usize) -> Arc<Storage> {
        Arc::new(Storage::fresh(len, false))
    }

    /// Storage of `len` bytes whose contents are unspecified (`empty`): zeros on the host, and
    /// on a GPU whatever its device memory held.
    pub fn unset(len: usize) -> Arc<Storage> {
        Arc::new(Storage::fresh(len, true))
    }

    /// Storage of `len` bytes that nothing has written yet; its host bytes are allocated at
    /// the first lock (`host_bytes`).
    fn fresh(len: usize, unset: bool) -> Storage {
        Storage { zero: AtomicBool::new(true), unset, ..Storage::host(Vec::new(), len) }
    }

    /// A host storage holding `bytes`.
    pub fn from_bytes(bytes: &[u8]) -> Arc<Storage> {
        let s = Storage::zeroed(bytes.len());
        let mut g = s.lock().expect("fresh storage is unlocked");
        bytes_mut(&mut g, bytes.len()).copy_from_slice(bytes);
        drop(g);
        s
    }

    fn host(chunks: Vec<Chunk>, len: usize) -> Storage {
        let addr = if chunks.is_empty() { 0 } else { chunks.as_ptr() as usize };
        Storage { data: Mutex::new(chunks), len, addr: AtomicUsize::new(addr), zero: AtomicBool::new(false), unset: false, gpu: None }
    }

    /// The same bytes as a storage on `gpu` (moved when `this` is the only handle, else
    /// copied). Nothing is allocated on the device yet. A storage already on a GPU is
    /// returned as it is.
    pub fn to_gpu(this: Arc<Storage>, gpu: &Gpu) -> Result<Arc<Storage>, StorageError> {
        if this.gpu.is_some() && this.device() != Device::Cpu {
            return Ok(this);
        }
        let len = this.len;
        let zero = this.zero.load(Ordering::Acquire);
        let unset = this.unset;
        let chunks = match Arc::try_unwrap(this) {
            Ok(s) if s.gpu.is_none() => s.data.into_inner().unwrap_or_else(PoisonError::into_inner),
            Ok(s) => s.lock()?.clone(),
            Err(shared) => shared.lock()?.clone(),
        };
        let part = GpuPart {
            gpu: gpu.clone(),
            mem: Mutex::new(None),
            dptr: AtomicU64::new(0),
            host_current: AtomicBool::new(true),
            device_current: AtomicBool::new(false),
            state: AtomicU8::new(LIVE),
        };
        let s = Storage { gpu: Some(part), unset, ..Storage::host(chunks, len) };
        s.zero.store(zero, Ordering::Release);
        Ok(Arc::new(s))
    }

    pub fn len(&self) -> usize {
        self.len
    }

    /// The address of the first byte: on the device for a GPU storage that has device memory,
    /// else on the host.
    pub fn addr(&self) -> usize {
        match self.live_gpu() {
            Some(p) if p.dptr.load(Ordering::Acquire) != 0 => p.dptr.load(Ordering::Acquire) as usize,
            _ => self.addr.load(Ordering::Acquire),
        }
    }

    pub fn device(&self) -> Device {
        match &self.gpu {
            Some(p) if p.state.load(Ordering::Acquire) != DEMOTED => Device::Gpu(p.gpu.ordinal()),
            _ => Device::Cpu,
        }
    }

    /// Whether the storage was put on a GPU (even if that GPU has failed since).
    pub fn was_on_gpu(&self) -> bool {
        self.gpu.is_some()
    }

    /// Whether the data was lost in a GPU fault.
    pub fn is_lost(&self) -> bool {
        self.gpu.as_ref().is_some_and(|p| p.state.load(Ordering::Acquire) == LOST_STATE)
    }

    /// The GPU part while the storage is on its GPU.
    fn live_gpu(&self) -> Option<&GpuPart> {
        self.gpu.as_ref().filter(|p| p.state.load(Ordering::Acquire) == LIVE)
    }

    /// Locks the host bytes (downloading them first from a GPU when the mirror is stale);
    /// an error if they are already locked (by this thread: a bug, or by another thread
    /// using the same array at the same time), lost, or the download fails.
    pub fn lock(&self) -> Result<StorageGuard<'_>, StorageError> {
        if self.is_lost() {
            return Err(StorageError::device(codes::DEVICE, LOST));
        }
        let mut bytes = self.host_bytes()?;
        // The guard may write: the bytes are no longer known to be zeros.
        self.zero.store(false, Ordering::Release);
        let part = self.live_gpu();
        if let Some(p) = part
            && !p.host_current.load(Ordering::Acquire)
        {
            self.download(p, &mut bytes)?;
        }
        Ok(StorageGuard { bytes, device_current: part.map(|p| &p.device_current) })
    }

    /// The host bytes, locked as they are (allocated zeroed now if they were not yet).
    fn host_bytes(&self) -> Result<MutexGuard<'_, Vec<Chunk>>, StorageError> {
        let mut g = match self.data.try_lock() {
            Ok(g) => g,
            // A panic while the lock was held leaves plain bytes behind: still usable.
            Err(TryLockError::Poisoned(p)) => p.into_inner(),
            Err(TryLockError::WouldBlock) => return Err(StorageError { code: None, message: "an array's memory is in use by another operation".into() }),
        };
        if g.is_empty() {
            *g = bytemuck::allocation::zeroed_vec(self.len.div_ceil(64).max(1));
            self.addr.store(g.as_ptr() as usize, Ordering::Release);
        }
        Ok(g)
    }

    fn download(&self, p: &GpuPart, bytes: &mut [Chunk]) -> Result<(), StorageError> {
        let mem = p.mem.lock().unwrap_or_else(PoisonError::into_inner);
        let Some(m) = mem.as_ref() else {
            return Err(StorageError { code: None, message: "a GPU array has neither a current host copy nor device memory".into() });
        };
        m.download(self::bytes_mut(bytes, self.len)).map_err(|e| StorageError::device(codes::LAUNCH_FAILED, format!("copying an array from the GPU failed: {e}")))?;
        p.host_current.store(true, Ordering::Release);
        Ok(())
    }

    /// The device address of a GPU storage for a launch: allocates device memory on first
    /// use and uploads the host bytes when the device copy is stale.
    pub fn device_ptr(&self) -> Result<u64, StorageError> {
        let Some(p) = self.live_gpu() else {
            let why = if self.is_lost() { LOST } else { "the array is in host memory" };
            return Err(StorageError::device(codes::DEVICE, why));
        };
        if p.device_current.load(Ordering::Acquire) {
            return Ok(p.dptr.load(Ordering::Acquire));
        }
        let fail = |e: tile_launch::device::GpuFail| StorageError::device(codes::LAUNCH_FAILED, format!("copying an array to the GPU failed: {e}"));
        let mut mem = p.mem.lock().unwrap_or_else(PoisonError::into_inner);
        if mem.is_none() {
            let m = p.gpu.alloc(self.len).map_err(fail)?;
            p.dptr.store(m.ptr(), Ordering::Release);
            *mem = Some(m);
        }
        // Still the zeros it was made with: zero the device copy there, with no copy or wait
        // (or leave it as it is, for `empty`).
        if self.zero.load(Ordering::Acquire) {
            let m = mem.as_mut().expect("allocated above");
            if self.unset { m.leave_unset() } else { m.zero(&p.gpu) }.map_err(fail)?;
            p.device_current.store(true, Ordering::Release);
            return Ok(p.dptr.load(Ordering::Acquire));
        }
        // The device copy is stale, so the mirror is current: upload it as it is.
        let host = self.host_bytes()?;
        mem.as_mut().expect("allocated above").upload(bytes(&host, self.len)).map_err(fail)?;
        drop(host);
        p.device_current.store(true, Ordering::Release);
        Ok(p.dptr.load(Ordering::Acquire))
    }

    /// The device memory (`None` on the host, or before the first launch), locked.
    pub fn device_mem(&self) -> MutexGuard<'_, Option<DevMem>> {
        match &self.gpu {
            Some(p) => p.mem.lock().unwrap_or_else(PoisonError::into_inner),
            None => NO_MEM.lock().unwrap_or_else(PoisonError::into_inner),
        }
    }

    /// Whether a GPU storage's device memory holds its current bytes (no upload needed).
    pub fn is_device_current(&self) -> bool {
        self.live_gpu().is_some_and(|p| p.device_current.load(Ordering::Acquire))
    }

    /// Records that a launch wrote the device memory: the host mirror is stale.
    pub fn written_by_gpu(&self) {
        self.zero.store(false, Ordering::Release);
        if let Some(p) = self.live_gpu() {
            p.host_current.store(false, Ordering::Release);
        }
    }

    /// After a GPU fault: an ordinary host storage if the mirror is current (true), else lost
    /// (false). The device memory is released either way.
    pub fn demote(&self) -> bool {
        let Some(p) = &self.gpu else { return true };
        if p.state.load(Ordering::Acquire) != LIVE {
            return p.state.load(Ordering::Acquire) == DEMOTED;
        }
        let kept = p.host_current.load(Ordering::Acquire);
        if kept && self.host_bytes().is_err() {
            return false; // locked by an operation under way: it reports the fault itself
        }
        p.state.store(if kept { DEMOTED } else { LOST_STATE }, Ordering::Release);
        drop(p.mem.lock().unwrap_or_else(PoisonError::into_inner).take());
        kept
    }
}

/// The locks of the distinct storages one operation touches, each taken once.
///
/// Operations may see the same storage through several operands (`a + a`, `x[1:] - x[:-1]`);
/// locking it per operand would fail, so operands are mapped to one lock per storage.
pub(crate) struct Locks<'a> {
    storages: Vec<&'a Arc<Storage>>,
    guards: Vec<StorageGuard<'a>>,
}

impl<'a> Locks<'a> {
    /// Locks every distinct storage of `storages`; `index(i)` then names the lock of the
    /// `i`-th storage given.
    pub fn new(storages: &[&'a Arc<Storage>]) -> Result<Locks<'a>, StorageError> {
        let mut locks = Locks { storages: Vec::new(), guards: Vec::new() };
        for s in storages {
            if !locks.storages.iter().any(|t| Arc::ptr_eq(t, s)) {
                locks.guards.push(s.lock()?);
                locks.storages.push(s);
            }
        }
        Ok(locks)
    }

    /// The position of a storage's lock.
    pub fn index(&self, s: &Arc<Storage>) -> usize {
        self.storages.iter().position(|t| Arc::ptr_eq(t, s)).expect("storage locked by this set")
    }

    pub fn chunks(&self, i: usize) -> &[Chunk] {
        &self.guards[i]
    }

    /// Shared chunks of lock `i` and exclusive chunks of lock `j` (`i != j`).
    pub fn split(&mut self, read: usize, write: usize) -> (&[Chunk], &mut [Chunk]) {
        assert_ne!(read, write, "reading and writing one storage at once");
        if read < write {
            let (lo, hi) = self.guards.split_at_mut(write);
            (&lo[read], &mut hi[0])
        } else {
            let (lo, hi) = self.guards.split_at_mut(read);
            (&hi[0], &mut lo[write])
        }
    }

    /// Every lock's chunks: mutably the one at `write`, shared the others.
    pub fn all_with_mut(&mut self, write: usize) -> (Vec<Option<&[Chunk]>>, &mut [Chunk]) {
        let mut shared = Vec::with_capacity(self.guards.len());
        let mut target = None;
        for (i, g) in self.guards.iter_mut().enumerate() {
            if i == write {
                target = Some(&mut g[..]);
                shared.push(None);
            } else {
                shared.push(Some(&g[..]));
            }
        }
        (shared, target.expect("write lock in the set"))
    }
}

/// The bytes of a chunk slice (exactly `len` of them).
pub(crate) fn bytes(chunks: &[Chunk], len: usize) -> &[u8] {
    &bytemuck::cast_slice(chunks)[..len]
}

/// The bytes of a chunk slice, mutably.
pub(crate) fn bytes_mut(chunks: &mut [Chunk], len: usize) -> &mut [u8] {
    &mut bytemuck::cast_slice_mut(chunks)[..len]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn storage_is_aligned_zeroed_and_locks_once() {
        let s = Storage::zeroed(100);
        assert_eq!(s.addr() % 64, 0);
        let g = s.lock().unwrap();
        assert!(bytes(&g, 100).iter().all(|&b| b == 0));
        assert!(s.lock().is_err(), "a second lock must fail, not deadlock");
        drop(g);
        let t = Storage::zeroed(8);
        let mut locks = Locks::new(&[&s, &t, &s]).unwrap();
        assert_eq!(locks.index(&s), 0);
        assert_eq!(locks.index(&t), 1);
        let (r, w) = locks.split(0, 1);
        w[0].0[0] = r[0].0[0] + 1;
        assert_eq!(locks.chunks(1)[0].0[0], 1);
    }
}
