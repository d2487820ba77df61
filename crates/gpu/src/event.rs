//! [`Event`]: a marker in a stream, for timing device work and waiting for it.

use crate::device::Device;
use crate::error::{GpuError, Result};
use crate::raw::{self, RawEvent};
use crate::registry::{ResourceKind, Stamp};
use crate::stream::Stream;

/// A CUDA event with timing enabled. `Send + Sync`.
#[derive(Debug)]
pub struct Event {
    dev: Device,
    raw: RawEvent,
    stamp: Stamp,
}

impl Event {
    pub fn new(dev: &Device) -> Result<Event> {
        let e = dev.inner.enter()?;
        let raw = e.note(raw::event_create())?;
        let stamp = e.register(ResourceKind::Event, 0);
        Ok(Event { dev: dev.clone(), raw, stamp })
    }

    /// Marks the point in `stream` reached by the work queued so far.
    pub fn record(&self, stream: &Stream) -> Result<()> {
        let e = self.dev.inner.enter()?;
        e.check(&self.stamp, "Event::record")?;
        let s = stream.resolve(&e, "Event::record")?;
        // SAFETY: event and stream are live in the current generation (checked above), which
        // the read lock in `e` keeps current.
        e.note(unsafe { raw::event_record(self.raw, s) })
    }

    /// Waits until the recorded work has finished.
    pub fn synchronize(&self) -> Result<()> {
        let e = self.dev.inner.enter()?;
        e.check(&self.stamp, "Event::synchronize")?;
        // SAFETY: live in the current generation (checked above).
        e.note(unsafe { raw::event_synchronize(self.raw) })
    }

    /// Whether the recorded work has finished (without waiting).
    pub fn is_complete(&self) -> Result<bool> {
        let e = self.dev.inner.enter()?;
        e.check(&self.stamp, "Event::is_complete")?;
        // SAFETY: live in the current generation (checked above).
        e.note(unsafe { raw::event_query(self.raw) })
    }

    /// Milliseconds of device time from `self` to `end`; both must be recorded and complete
    /// (synchronize `end` first).
    pub fn elapsed_ms(&self, end: &Event) -> Result<f32> {
        if !self.dev.same_device(&end.dev) {
            return Err(GpuError::invalid("Event::elapsed_ms", "the events belong to different devices"));
        }
        let e = self.dev.inner.enter()?;
        e.check(&self.stamp, "Event::elapsed_ms")?;
        e.check(&end.stamp, "Event::elapsed_ms")?;
        // SAFETY: both events are live in the current generation (checked above).
        e.note(unsafe { raw::event_elapsed_ms(self.raw, end.raw) })
    }
}

impl Drop for Event {
    fn drop(&mut self) {
        let Ok(e) = self.dev.inner.enter() else { return };
        if e.forget(&self.stamp) {
            // SAFETY: created in the current generation and not destroyed since; only owner.
            let _ = e.note(unsafe { raw::event_destroy(self.raw) });
        }
    }
}
