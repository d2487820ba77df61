//! Context generations and the table of live resources: the bookkeeping that makes
//! [`Device::reset`](crate::Device::reset) safe. Pure data, no driver calls.
//!
//! Every device context has a *generation*, a process-unique number that changes when the
//! context is reset. Each object this crate creates (buffer, module, stream, event) is stamped
//! with the generation it was created in and registered in its device's [`Registry`]. A reset
//! frees everything in the context, so it drains the registry into a [`ResetReport`] and bumps
//! the generation. From then on an old object fails with a stale error instead of handing the
//! driver a dangling handle, and its `Drop` frees nothing: the address may already belong to a
//! new allocation.

use std::collections::BTreeMap;
use std::fmt;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::error::{GpuError, Result};

/// Process-unique: a fresh context never reuses a generation, even on another device.
static NEXT_GENERATION: AtomicU64 = AtomicU64::new(1);
static NEXT_ID: AtomicU64 = AtomicU64::new(1);

pub(crate) fn next_generation() -> u64 {
    NEXT_GENERATION.fetch_add(1, Ordering::Relaxed)
}

/// Identifies one buffer, module, stream or event for the life of the process.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct ResourceId(pub u64);

impl fmt::Display for ResourceId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// What a registered resource is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResourceKind {
    /// Device memory this crate allocated.
    Buffer,
    /// Device memory the embedding application owns (wrapped, never freed here).
    BorrowedBuffer,
    Module,
    Stream,
    /// A stream the embedding application owns.
    BorrowedStream,
    Event,
}

impl ResourceKind {
    fn noun(self) -> &'static str {
        match self {
            ResourceKind::Buffer => "buffer",
            ResourceKind::BorrowedBuffer => "borrowed buffer",
            ResourceKind::Module => "module",
            ResourceKind::Stream => "stream",
            ResourceKind::BorrowedStream => "borrowed stream",
            ResourceKind::Event => "event",
        }
    }
}

/// One registered resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ResourceInfo {
    pub id: ResourceId,
    pub kind: ResourceKind,
    /// Size for buffers, 0 otherwise.
    pub bytes: usize,
}

/// The generation an object was created in, and its id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Stamp {
    pub generation: u64,
    pub id: ResourceId,
    pub kind: ResourceKind,
}

impl Stamp {
    /// Ok when the object is from the current generation; otherwise the stale error for `call`.
    pub(crate) fn check(&self, call: &'static str, current: u64) -> Result<()> {
        if self.generation == current {
            return Ok(());
        }
        Err(GpuError::stale(call, &self.describe(), self.generation, current))
    }

    pub(crate) fn is_current(&self, current: u64) -> bool {
        self.generation == current
    }

    /// "buffer #3", for messages.
    pub(crate) fn describe(&self) -> String {
        format!("{} {}", self.kind.noun(), self.id)
    }
}

/// The live resources of one device context.
#[derive(Debug, Default)]
pub(crate) struct Registry {
    live: BTreeMap<ResourceId, ResourceInfo>,
}

impl Registry {
    /// Registers a new resource of the context at `generation`.
    pub(crate) fn add(&mut self, generation: u64, kind: ResourceKind, bytes: usize) -> Stamp {
        let id = ResourceId(NEXT_ID.fetch_add(1, Ordering::Relaxed));
        self.live.insert(id, ResourceInfo { id, kind, bytes });
        Stamp { generation, id, kind }
    }

    /// Forgets a resource that was released normally. Returns whether it was live.
    pub(crate) fn remove(&mut self, id: ResourceId) -> bool {
        self.live.remove(&id).is_some()
    }

    /// Empties the table (the context was reset), in creation order.
    pub(crate) fn drain(&mut self) -> Vec<ResourceInfo> {
        std::mem::take(&mut self.live).into_values().collect()
    }

    pub(crate) fn snapshot(&self) -> Vec<ResourceInfo> {
        self.live.values().copied().collect()
    }
}

/// What [`Device::reset`](crate::Device::reset) invalidated.
#[derive(Clone, Debug)]
pub struct ResetReport {
    pub ordinal: u32,
    pub old_generation: u64,
    pub new_generation: u64,
    /// Every resource of the old context that was still alive; their handles now fail with
    /// stale errors, and dropping them frees nothing.
    pub invalidated: Vec<ResourceInfo>,
    /// The sticky error that faulted the old context, if one was seen.
    pub fault: Option<GpuError>,
}

impl ResetReport {
    /// The invalidated buffers, owned and borrowed.
    pub fn buffers(&self) -> impl Iterator<Item = &ResourceInfo> {
        self.invalidated
            .iter()
            .filter(|r| matches!(r.kind, ResourceKind::Buffer | ResourceKind::BorrowedBuffer))
    }

    /// Whether resource `id` was invalidated by this reset.
    pub fn invalidated(&self, id: ResourceId) -> bool {
        self.invalidated.iter().any(|r| r.id == id)
    }

    fn count(&self, kinds: &[ResourceKind]) -> usize {
        self.invalidated.iter().filter(|r| kinds.contains(&r.kind)).count()
    }
}

impl fmt::Display for ResetReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ResourceKind::*;
        let bytes: usize = self.buffers().map(|r| r.bytes).sum();
        write!(
            f,
            "reset device {}: context generation {} -> {}; invalidated {} buffers ({bytes} bytes), \
             {} modules, {} streams, {} events",
            self.ordinal,
            self.old_generation,
            self.new_generation,
            self.count(&[Buffer, BorrowedBuffer]),
            self.count(&[Module]),
            self.count(&[Stream, BorrowedStream]),
            self.count(&[Event]),
        )?;
        if let Some(fault) = &self.fault {
            write!(f, "; the old context was faulted by: {fault}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generations_are_unique_and_increasing() {
        let a = next_generation();
        let b = next_generation();
        assert!(b > a);
    }

    #[test]
    fn stamp_is_valid_only_in_its_generation() {
        let mut reg = Registry::default();
        let g = next_generation();
        let s = reg.add(g, ResourceKind::Buffer, 64);
        assert!(s.check("test", g).is_ok());
        let e = s.check("DeviceBuffer::copy_to_host", g + 1).unwrap_err();
        assert!(e.is_stale());
        assert_eq!(e.call(), "DeviceBuffer::copy_to_host");
        assert!(e.message().starts_with(&format!("buffer {}", s.id)), "{e}");
    }

    #[test]
    fn remove_then_drain_reports_only_live_resources() {
        let mut reg = Registry::default();
        let g = next_generation();
        let a = reg.add(g, ResourceKind::Buffer, 100);
        let b = reg.add(g, ResourceKind::BorrowedBuffer, 50);
        let m = reg.add(g, ResourceKind::Module, 0);
        let e = reg.add(g, ResourceKind::Event, 0);
        assert!(reg.remove(e.id));
        assert!(!reg.remove(e.id), "a second release is not live");
        let report = ResetReport {
            ordinal: 0,
            old_generation: g,
            new_generation: g + 1,
            invalidated: reg.drain(),
            fault: None,
        };
        assert!(reg.snapshot().is_empty());
        let ids: Vec<_> = report.invalidated.iter().map(|r| r.id).collect();
        assert_eq!(ids, [a.id, b.id, m.id], "creation order");
        assert_eq!(report.buffers().count(), 2);
        assert!(report.invalidated(a.id) && !report.invalidated(e.id));
        let text = report.to_string();
        assert!(text.contains("invalidated 2 buffers (150 bytes), 1 modules, 0 streams, 0 events"), "{text}");
    }

    #[test]
    fn report_names_the_fault() {
        use cudarc::driver::sys::CUresult;
        let fault = GpuError::driver("cuStreamSynchronize", CUresult::CUDA_ERROR_ILLEGAL_ADDRESS);
        let report = ResetReport {
            ordinal: 0,
            old_generation: 1,
            new_generation: 2,
            invalidated: vec![],
            fault: Some(fault),
        };
        assert!(report
            .to_string()
            .contains("faulted by: cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS (700)"));
    }
}
