//! [`Device`]: one GPU's primary context, its default stream, and recovery by reset.
//!
//! One `DeviceInner` exists per ordinal while any handle to it lives ([`Device::open`] returns
//! the same one), because the primary context is per process: two independent trackers could
//! not both know about a reset.
//!
//! Every operation runs inside [`DeviceInner::enter`]: a read lock on the context state that
//! also makes the context current on the calling thread. [`Device::reset`] takes the write
//! lock, so it never runs while an operation is between checking an object's generation and
//! using its handle.

use std::fmt;
use std::ptr;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError, RwLock, RwLockReadGuard, Weak};

use cudarc::driver::sys::{self, CUdevice_attribute as Attr};

use crate::error::{GpuError, Result};
use crate::loader::Driver;
use crate::raw::{self, Ctx, RawStream};
use crate::registry::{self, Registry, ResetReport, ResourceInfo, ResourceKind, Stamp};
use crate::stream::Stream;

/// Facts about one device, for reports and for choosing a compile target.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceInfo {
    pub ordinal: u32,
    pub name: String,
    /// (major, minor): (9, 0) on Hopper.
    pub compute_capability: (u32, u32),
    pub total_memory: usize,
    pub sm_count: u32,
    pub l2_cache_bytes: u32,
    /// Largest shared memory one block may opt in to (227 KiB on Hopper).
    pub max_shared_memory_per_block_optin: u32,
}

impl DeviceInfo {
    /// Queries device `ordinal`; creates no context.
    pub(crate) fn query(ordinal: u32) -> Result<DeviceInfo> {
        let dev = raw::device_get(ordinal as i32)?;
        let attr = |a| raw::device_attribute(dev, a).map(|v| v.max(0) as u32);
        Ok(DeviceInfo {
            ordinal,
            name: raw::device_name(dev)?,
            compute_capability: (
                attr(Attr::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)?,
                attr(Attr::CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)?,
            ),
            total_memory: raw::device_total_mem(dev)?,
            sm_count: attr(Attr::CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)?,
            l2_cache_bytes: attr(Attr::CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)?,
            max_shared_memory_per_block_optin: attr(
                Attr::CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
            )?,
        })
    }

    /// The compiler target name, e.g. `sm_90` (what `tileiras --gpu-name` takes).
    pub fn target(&self) -> String {
        target_name(self.compute_capability)
    }
}

fn target_name((major, minor): (u32, u32)) -> String {
    format!("sm_{major}{minor}")
}

impl fmt::Display for DeviceInfo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let gib = self.total_memory as f64 / (1u64 << 30) as f64;
        write!(
            f,
            "{}: {} ({}, {} SMs, {gib:.1} GiB, L2 {} MiB)",
            self.ordinal,
            self.name,
            self.target(),
            self.sm_count,
            self.l2_cache_bytes >> 20
        )
    }
}

/// The part of a device that a reset replaces.
struct CtxState {
    ctx: Ctx,
    generation: u64,
    /// The device's default stream (non-blocking); null only after a failed reopen.
    stream: RawStream,
    /// How many times this device retained the primary context; all are released on drop.
    retains: u32,
}

pub(crate) struct DeviceInner {
    info: DeviceInfo,
    cu: sys::CUdevice,
    state: RwLock<CtxState>,
    registry: Mutex<Registry>,
    /// The first sticky error seen since the last reset.
    fault: Mutex<Option<GpuError>>,
}

/// A GPU, opened through its primary context, with a default stream.
///
/// Cheap to clone (an `Arc`); `Send + Sync`. Every buffer, module, stream and event keeps its
/// device alive.
#[derive(Clone)]
pub struct Device {
    pub(crate) inner: Arc<DeviceInner>,
}

/// Devices opened so far; `Weak` so that dropping the last handle releases the context.
static OPEN: Mutex<Vec<(u32, Weak<DeviceInner>)>> = Mutex::new(Vec::new());

impl Device {
    /// Opens device `ordinal`: loads the driver if needed, retains the primary context and
    /// creates the default stream. Opening an ordinal that is already open returns the same
    /// device.
    pub fn open(ordinal: u32) -> Result<Device> {
        Driver::load()?;
        let mut open = lock(&OPEN);
        open.retain(|(_, weak)| weak.strong_count() > 0);
        let existing = open.iter().find(|(o, _)| *o == ordinal).and_then(|(_, w)| w.upgrade());
        if let Some(inner) = existing {
            return Ok(Device { inner });
        }
        let inner = Arc::new(DeviceInner::create(ordinal)?);
        open.push((ordinal, Arc::downgrade(&inner)));
        Ok(Device { inner })
    }

    pub fn info(&self) -> &DeviceInfo {
        &self.inner.info
    }

    pub fn ordinal(&self) -> u32 {
        self.inner.info.ordinal
    }

    /// The compiler target name, e.g. `sm_90`.
    pub fn target(&self) -> String {
        self.inner.info.target()
    }

    /// The device's default stream. It survives [`Device::reset`]: after a reset it names the
    /// fresh context's default stream.
    pub fn stream(&self) -> Stream {
        Stream::default_of(self.clone())
    }

    /// Waits for all work on the device (every stream) to finish.
    pub fn synchronize(&self) -> Result<()> {
        let e = self.inner.enter()?;
        e.note(raw::ctx_synchronize())
    }

    /// (free, total) device memory in bytes, as the driver reports it.
    pub fn mem_get_info(&self) -> Result<(usize, usize)> {
        let e = self.inner.enter()?;
        e.note(raw::mem_get_info())
    }

    /// The current context generation; it changes on every [`Device::reset`].
    pub fn generation(&self) -> u64 {
        read(&self.inner.state).generation
    }

    /// The first sticky error seen since the last reset: while this is `Some`, every driver
    /// call on the device fails and only [`Device::reset`] helps.
    pub fn fault(&self) -> Option<GpuError> {
        lock(&self.inner.fault).clone()
    }

    /// Every buffer, module, stream and event of this device that is alive now.
    pub fn live_resources(&self) -> Vec<ResourceInfo> {
        lock(&self.inner.registry).snapshot()
    }

    /// Whether two handles name the same opened device.
    pub fn same_device(&self, other: &Device) -> bool {
        Arc::ptr_eq(&self.inner, &other.inner)
    }

    /// Destroys the primary context (freeing everything in it: buffers, modules, streams,
    /// events, also those of an embedding application that shares the primary context) and
    /// opens a fresh one. This is how a process continues after a sticky error
    /// ([`GpuError::is_context_fatal`]).
    ///
    /// The report lists what was invalidated. Those objects stay safe to hold and drop: using
    /// them returns a stale error and dropping them frees nothing. Work queued before the reset
    /// is lost. Call it when no other thread needs the device: operations of other threads wait
    /// for it, then fail on their stale objects.
    pub fn reset(&self) -> Result<ResetReport> {
        let inner = &self.inner;
        let mut state = inner.state.write().unwrap_or_else(PoisonError::into_inner);
        let old_generation = state.generation;
        let context = || format!("resetting device {}", inner.info.ordinal);
        raw::primary_ctx_reset(inner.cu).map_err(|e| e.with_context(context()))?;
        // Everything of the old context is gone now, whatever happens below.
        state.generation = registry::next_generation();
        state.stream = RawStream::NULL;
        let report = ResetReport {
            ordinal: inner.info.ordinal,
            old_generation,
            new_generation: state.generation,
            invalidated: lock(&inner.registry).drain(),
            fault: lock(&inner.fault).take(),
        };
        inner.reopen(&mut state).map_err(|e| {
            e.with_context(format!("{} (reset done: {report}), reopening the context", context()))
        })?;
        Ok(report)
    }
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Device({})", self.inner.info)
    }
}

impl DeviceInner {
    fn create(ordinal: u32) -> Result<DeviceInner> {
        let info = DeviceInfo::query(ordinal)?;
        let cu = raw::device_get(ordinal as i32)?;
        let state = CtxState {
            ctx: Ctx(ptr::null_mut()),
            generation: registry::next_generation(),
            stream: RawStream::NULL,
            retains: 0,
        };
        let inner = DeviceInner {
            info,
            cu,
            state: RwLock::new(state),
            registry: Mutex::new(Registry::default()),
            fault: Mutex::new(None),
        };
        // On failure `inner` drops here, releasing whatever retain succeeded.
        let opened = inner.reopen(&mut inner.state.write().unwrap_or_else(PoisonError::into_inner));
        opened.map_err(|e| e.with_context(format!("opening device {ordinal}")))?;
        Ok(inner)
    }

    /// Retains the primary context (creating it if the device has none: first open, or after a
    /// reset), makes it current and creates the default stream.
    fn reopen(&self, state: &mut CtxState) -> Result<()> {
        state.ctx = raw::primary_ctx_retain(self.cu)?;
        // Counted even after a reset: the driver's docs say a reset does not release retains,
        // and drop releases each one (a surplus release only returns an error).
        state.retains += 1;
        // Set even if the handle looks current: after a reset the driver may hand back the same
        // handle value for the re-created context.
        // SAFETY: the context was just retained.
        unsafe { raw::set_current(state.ctx) }?;
        state.stream = raw::stream_create()?;
        Ok(())
    }

    /// Locks the context state for one operation and makes the context current on this thread.
    pub(crate) fn enter(&self) -> Result<Entered<'_>> {
        let state = read(&self.state);
        // SAFETY: the context is retained by this device, and cannot be reset while the read
        // lock is held.
        self.note(unsafe { raw::bind(state.ctx) })?;
        Ok(Entered { dev: self, state })
    }

    /// Records the first sticky error, then passes the result through (inline: every
    /// operation passes here, and a success must cost no more than a test).
    #[inline]
    fn note<T>(&self, result: Result<T>) -> Result<T> {
        if let Err(e) = &result {
            self.note_error(e);
        }
        result
    }

    #[cold]
    fn note_error(&self, e: &GpuError) {
        if e.is_context_fatal() {
            lock(&self.fault).get_or_insert_with(|| e.clone());
        }
    }
}

impl Drop for DeviceInner {
    fn drop(&mut self) {
        let state = self.state.get_mut().unwrap_or_else(PoisonError::into_inner);
        // Errors are ignored: there is no one to report them to, and the retains are released
        // regardless so the driver can tear the context down.
        // SAFETY: the context is still retained by this device.
        if !state.stream.0.is_null() && unsafe { raw::bind(state.ctx) }.is_ok() {
            // SAFETY: the default stream belongs to this device's current generation, and no
            // handle that could use it is left (every Stream holds a Device).
            let _ = unsafe { raw::stream_destroy(state.stream) };
        }
        for _ in 0..state.retains {
            let _ = raw::primary_ctx_release(self.cu);
        }
    }
}

/// One operation's hold on a device: its context is current and cannot be reset meanwhile.
pub(crate) struct Entered<'a> {
    dev: &'a DeviceInner,
    state: RwLockReadGuard<'a, CtxState>,
}

impl Entered<'_> {
    /// Fails with a stale error when `stamp` is from an earlier generation.
    pub(crate) fn check(&self, stamp: &Stamp, call: &'static str) -> Result<()> {
        stamp.check(call, self.state.generation)
    }

    /// Whether this lock is on `dev`.
    pub(crate) fn is(&self, dev: &Device) -> bool {
        ptr::eq(self.dev, Arc::as_ptr(&dev.inner))
    }

    /// Whether `stamp` is of the current generation (its resource is live).
    pub(crate) fn is_live(&self, stamp: &Stamp) -> bool {
        stamp.is_current(self.state.generation)
    }

    pub(crate) fn default_stream(&self) -> RawStream {
        self.state.stream
    }

    /// Records a sticky error on the device, then passes the result through.
    #[inline]
    pub(crate) fn note<T>(&self, result: Result<T>) -> Result<T> {
        self.dev.note(result)
    }

    /// Registers a new resource of the current generation.
    pub(crate) fn register(&self, kind: ResourceKind, bytes: usize) -> Stamp {
        lock(&self.dev.registry).add(self.state.generation, kind, bytes)
    }

    /// Unregisters a resource being dropped. True when it is of the current generation, i.e.
    /// its handle is live and the caller should release it; false when a reset already did.
    pub(crate) fn forget(&self, stamp: &Stamp) -> bool {
        stamp.is_current(self.state.generation) && lock(&self.dev.registry).remove(stamp.id)
    }
}

/// Locks a mutex, ignoring poisoning: every guarded value here stays consistent across a
/// panic (plain handles and tables).
pub(crate) fn lock<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

fn read<T>(l: &RwLock<T>) -> RwLockReadGuard<'_, T> {
    l.read().unwrap_or_else(PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn target_names() {
        assert_eq!(target_name((9, 0)), "sm_90");
        assert_eq!(target_name((10, 0)), "sm_100");
        assert_eq!(target_name((12, 1)), "sm_121");
    }

    #[test]
    fn info_display() {
        let info = DeviceInfo {
            ordinal: 0,
            name: "NVIDIA H200".into(),
            compute_capability: (9, 0),
            total_memory: 150_000_000_000,
            sm_count: 132,
            l2_cache_bytes: 60 << 20,
            max_shared_memory_per_block_optin: 232_448,
        };
        assert_eq!(info.to_string(), "0: NVIDIA H200 (sm_90, 132 SMs, 139.7 GiB, L2 60 MiB)");
    }
}
