//! Array storage: reference-counted, 64-byte aligned host memory that views share.
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

use std::sync::{Arc, Mutex, MutexGuard, TryLockError};

use bytemuck::{Pod, Zeroable};

/// Where an array's memory lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Device {
    /// Host memory, run by the CPU executor.
    Cpu,
}

impl Device {
    pub fn name(self) -> &'static str {
        match self {
            Device::Cpu => "cpu",
        }
    }
}

impl std::fmt::Display for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

/// One 64-byte aligned chunk of storage.
#[derive(Clone, Copy, Pod, Zeroable)]
#[repr(C, align(64))]
pub(crate) struct Chunk([u8; 64]);

/// The bytes of one array allocation.
pub(crate) struct Storage {
    data: Mutex<Vec<Chunk>>,
    /// Length in bytes (the chunks may hold up to 63 more).
    len: usize,
    /// The address of the first byte: fixed for the storage's life (the chunk vector never
    /// grows), and needed for alignment facts without taking the lock.
    addr: usize,
    device: Device,
}

impl std::fmt::Debug for Storage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Storage({} bytes on {})", self.len, self.device)
    }
}

impl Storage {
    /// Zeroed storage of `len` bytes on the host.
    pub fn zeroed(len: usize) -> Arc<Storage> {
        let chunks = vec![Chunk::zeroed(); len.div_ceil(64).max(1)];
        let addr = chunks.as_ptr() as usize;
        Arc::new(Storage { data: Mutex::new(chunks), len, addr, device: Device::Cpu })
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn addr(&self) -> usize {
        self.addr
    }

    pub fn device(&self) -> Device {
        self.device
    }

    /// Locks the bytes; an error if they are already locked (by this thread: a bug, or by
    /// another thread using the same array at the same time).
    pub fn lock(&self) -> Result<MutexGuard<'_, Vec<Chunk>>, String> {
        match self.data.try_lock() {
            Ok(g) => Ok(g),
            // A panic while the lock was held leaves plain bytes behind: still usable.
            Err(TryLockError::Poisoned(p)) => Ok(p.into_inner()),
            Err(TryLockError::WouldBlock) => Err("an array's memory is in use by another operation".into()),
        }
    }
}

/// The locks of the distinct storages one operation touches, each taken once.
///
/// Operations may see the same storage through several operands (`a + a`, `x[1:] - x[:-1]`);
/// locking it per operand would fail, so operands are mapped to one lock per storage.
pub(crate) struct Locks<'a> {
    storages: Vec<&'a Arc<Storage>>,
    guards: Vec<MutexGuard<'a, Vec<Chunk>>>,
}

impl<'a> Locks<'a> {
    /// Locks every distinct storage of `storages`; `index(i)` then names the lock of the
    /// `i`-th storage given.
    pub fn new(storages: &[&'a Arc<Storage>]) -> Result<Locks<'a>, String> {
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
