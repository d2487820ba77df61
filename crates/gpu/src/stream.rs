//! [`Stream`]: an ordered queue of device work.
//!
//! Three kinds: the device's default stream ([`Device::stream`]), which always names the
//! current context's stream and so survives a reset; streams this crate creates
//! ([`Stream::new`], destroyed on drop); and streams an embedding application owns
//! ([`Stream::from_raw`], never destroyed here).

use std::fmt;

use cudarc::driver::sys;

use crate::device::{Device, Entered};
use crate::error::{GpuError, Result};
use crate::raw::{self, RawStream};
use crate::registry::{ResourceKind, Stamp};

enum Kind {
    /// The device's default stream, looked up at each use.
    Default,
    Owned(RawStream, Stamp),
    Borrowed(RawStream, Stamp),
}

/// A CUDA stream of one device. `Send + Sync`: the driver orders work per stream whatever
/// thread enqueues it.
pub struct Stream {
    dev: Device,
    kind: Kind,
}

impl Stream {
    pub(crate) fn default_of(dev: Device) -> Stream {
        Stream { dev, kind: Kind::Default }
    }

    /// Creates a non-blocking stream on `dev`; it is destroyed on drop.
    pub fn new(dev: &Device) -> Result<Stream> {
        let e = dev.inner.enter()?;
        let raw = e.note(raw::stream_create())?;
        let stamp = e.register(ResourceKind::Stream, 0);
        Ok(Stream { dev: dev.clone(), kind: Kind::Owned(raw, stamp) })
    }

    /// Wraps a stream the embedding application created; it is never destroyed here.
    ///
    /// # Safety
    /// `raw` must be a live stream of `dev`'s primary context (or null, the legacy default
    /// stream) and stay alive as long as the returned `Stream` is used. A [`Device::reset`]
    /// destroys it; the wrapper then reports stale errors.
    pub unsafe fn from_raw(dev: &Device, raw: sys::CUstream) -> Result<Stream> {
        let e = dev.inner.enter()?;
        let stamp = e.register(ResourceKind::BorrowedStream, 0);
        Ok(Stream { dev: dev.clone(), kind: Kind::Borrowed(RawStream(raw), stamp) })
    }

    pub fn device(&self) -> &Device {
        &self.dev
    }

    pub fn is_default(&self) -> bool {
        matches!(self.kind, Kind::Default)
    }

    /// Waits until all work queued on the stream has finished.
    pub fn synchronize(&self) -> Result<()> {
        let e = self.dev.inner.enter()?;
        let s = self.resolve(&e, "Stream::synchronize")?;
        // SAFETY: `resolve` checked the stream is live in the current generation, which the
        // read lock in `e` keeps current.
        e.note(unsafe { raw::stream_synchronize(s) })
    }

    /// The handle an owned or borrowed stream wraps, without checking that it is still live
    /// (`None` for a device's default stream, whose handle is looked up at each use): a
    /// cheap identity, e.g. to tell whether two launches go to the same stream.
    pub fn handle(&self) -> Option<sys::CUstream> {
        match &self.kind {
            Kind::Default => None,
            Kind::Owned(raw, _) | Kind::Borrowed(raw, _) => Some(raw.0),
        }
    }

    /// The raw handle, for interoperation (e.g. handing it to another CUDA library).
    pub fn as_raw(&self) -> Result<sys::CUstream> {
        let e = self.dev.inner.enter()?;
        Ok(self.resolve(&e, "Stream::as_raw")?.0)
    }

    /// The live handle for an operation under `e`, which must be on this stream's device.
    pub(crate) fn resolve(&self, e: &Entered<'_>, call: &'static str) -> Result<RawStream> {
        if !e.is(&self.dev) {
            let message = format!("the stream belongs to device {}", self.dev.ordinal());
            return Err(GpuError::invalid(call, message));
        }
        match &self.kind {
            Kind::Default => Ok(e.default_stream()),
            Kind::Owned(raw, stamp) | Kind::Borrowed(raw, stamp) => {
                e.check(stamp, call)?;
                Ok(*raw)
            }
        }
    }
}

impl Drop for Stream {
    fn drop(&mut self) {
        let (Kind::Owned(raw, stamp) | Kind::Borrowed(raw, stamp)) = &self.kind else {
            return;
        };
        let Ok(e) = self.dev.inner.enter() else { return };
        if e.forget(stamp) && matches!(self.kind, Kind::Owned(..)) {
            // SAFETY: created by `Stream::new` in the current generation and not destroyed
            // since; this is its only owner. Pending work completes first (driver semantics).
            let _ = e.note(unsafe { raw::stream_destroy(*raw) });
        }
    }
}

impl fmt::Debug for Stream {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            Kind::Default => write!(f, "Stream(default of device {})", self.dev.ordinal()),
            Kind::Owned(_, s) | Kind::Borrowed(_, s) => write!(f, "Stream({})", s.describe()),
        }
    }
}
