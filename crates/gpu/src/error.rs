//! [`GpuError`]: every failure of this crate, naming the driver call that failed.
//!
//! A driver error keeps the `CUresult` number, its enum name (`CUDA_ERROR_ILLEGAL_ADDRESS`) and
//! the driver's own description (`cuGetErrorString`), plus what this crate was doing (the
//! context). Errors that never reach the driver (no libcuda, a stale buffer, a length mismatch)
//! use the same type so callers handle one error.
//!
//! [`GpuError::is_context_fatal`] recognises the *sticky* errors: after one of them every later
//! call in the same CUDA context fails with the same code, and only
//! [`Device::reset`](crate::Device::reset) makes the device usable again.

use std::fmt;

use cudarc::driver::sys::CUresult;

/// What kind of failure a [`GpuError`] is.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ErrorKind {
    /// libcuda could not be loaded: this machine has no NVIDIA driver (or it is not on the
    /// loader's path).
    NoDriver,
    /// libcuda loaded, but lacks an entry point this crate calls: the driver is older than the
    /// CUDA 13.0 level this crate is built for.
    MissingSymbol,
    /// A driver call returned an error.
    Driver {
        /// The `CUresult` value, e.g. 700.
        code: u32,
        /// The `CUresult` enum name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`.
        name: String,
    },
    /// The object was created before [`Device::reset`](crate::Device::reset); the reset freed
    /// what it referred to.
    Stale {
        /// The context generation the object was created in.
        created_in: u64,
        /// The device's current context generation.
        current: u64,
    },
    /// The caller passed something inconsistent (a length mismatch, a buffer of another
    /// device, a wrong kernel argument count); caught before the driver was called.
    InvalidArgument,
}

/// `CUresult` codes after which the context is unusable until it is reset.
///
/// The CUDA driver documentation says of each of these that it "leaves the process in an
/// inconsistent state and any further CUDA work will return the same error" (or, for
/// `CUDA_ERROR_ASSERT`, that the context "cannot be used anymore").
const STICKY: [CUresult; 13] = [
    CUresult::CUDA_ERROR_ECC_UNCORRECTABLE,
    CUresult::CUDA_ERROR_NVLINK_UNCORRECTABLE,
    CUresult::CUDA_ERROR_CONTAINED,
    CUresult::CUDA_ERROR_ILLEGAL_ADDRESS,
    CUresult::CUDA_ERROR_LAUNCH_TIMEOUT,
    CUresult::CUDA_ERROR_ASSERT,
    CUresult::CUDA_ERROR_HARDWARE_STACK_ERROR,
    CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION,
    CUresult::CUDA_ERROR_MISALIGNED_ADDRESS,
    CUresult::CUDA_ERROR_INVALID_ADDRESS_SPACE,
    CUresult::CUDA_ERROR_INVALID_PC,
    CUresult::CUDA_ERROR_LAUNCH_FAILED,
    CUresult::CUDA_ERROR_EXTERNAL_DEVICE,
];

/// An error from this crate. `Display` says which call failed, the driver's code and
/// description, and what was being done.
#[derive(Clone, Debug)]
pub struct GpuError {
    call: &'static str,
    kind: ErrorKind,
    message: String,
    context: String,
}

pub type Result<T, E = GpuError> = std::result::Result<T, E>;

impl GpuError {
    /// An error returned by the driver entry point `call`.
    pub fn driver(call: &'static str, code: CUresult) -> GpuError {
        GpuError {
            call,
            kind: ErrorKind::Driver { code: code as u32, name: format!("{code:?}") },
            message: crate::loader::describe(code),
            context: String::new(),
        }
    }

    pub(crate) fn new(call: &'static str, kind: ErrorKind, message: impl Into<String>) -> GpuError {
        GpuError { call, kind, message: message.into(), context: String::new() }
    }

    /// A caller mistake found before calling the driver; `call` names the API that refused.
    pub(crate) fn invalid(call: &'static str, message: impl Into<String>) -> GpuError {
        GpuError::new(call, ErrorKind::InvalidArgument, message)
    }

    /// `what` (e.g. "buffer #3") was created in generation `created_in`; the device is now at
    /// `current`.
    pub(crate) fn stale(call: &'static str, what: &str, created_in: u64, current: u64) -> GpuError {
        let message = format!(
            "{what} belongs to context generation {created_in}, but the device was reset since \
             (now generation {current}); the reset freed it, so it can no longer be used"
        );
        GpuError::new(call, ErrorKind::Stale { created_in, current }, message)
    }

    /// Appends to the message something the driver said besides the code (a JIT log).
    pub(crate) fn with_detail(mut self, detail: &str) -> GpuError {
        self.message =
            if self.message.is_empty() { detail.to_string() } else { format!("{}; {detail}", self.message) };
        self
    }

    /// Adds what this crate was doing when the call failed. Nested contexts read outermost last.
    pub fn with_context(mut self, context: impl Into<String>) -> GpuError {
        let context = context.into();
        if self.context.is_empty() {
            self.context = context;
        } else {
            self.context = format!("{}; {context}", self.context);
        }
        self
    }

    /// The driver entry point (or API of this crate) that failed, e.g. `cuLaunchKernel`.
    pub fn call(&self) -> &'static str {
        self.call
    }

    pub fn kind(&self) -> &ErrorKind {
        &self.kind
    }

    /// The `CUresult` number, for driver errors.
    pub fn code(&self) -> Option<u32> {
        match &self.kind {
            ErrorKind::Driver { code, .. } => Some(*code),
            _ => None,
        }
    }

    /// The `CUresult` name, e.g. `CUDA_ERROR_ILLEGAL_ADDRESS`, for driver errors.
    pub fn code_name(&self) -> Option<&str> {
        match &self.kind {
            ErrorKind::Driver { name, .. } => Some(name),
            _ => None,
        }
    }

    /// The driver's description of the code, or this crate's explanation.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// What this crate was doing ("" when nothing was added).
    pub fn context(&self) -> &str {
        &self.context
    }

    /// True for sticky errors: the CUDA context is unusable (every later call fails the same
    /// way) until [`Device::reset`](crate::Device::reset).
    pub fn is_context_fatal(&self) -> bool {
        self.code().is_some_and(is_sticky)
    }

    /// True when no CUDA driver could be loaded: the caller should fall back to the CPU.
    pub fn is_no_driver(&self) -> bool {
        self.kind == ErrorKind::NoDriver
    }

    /// True when this machine has no usable GPU: no libcuda, a driver too old, `cuInit`
    /// failing (no device, a toolkit stub library, a driver/kernel-module mismatch), or no
    /// device. The caller should fall back to the CPU rather than report a bug.
    pub fn is_unavailable(&self) -> bool {
        match self.kind {
            ErrorKind::NoDriver | ErrorKind::MissingSymbol => true,
            _ => self.call == "cuInit" || self.code() == Some(CUresult::CUDA_ERROR_NO_DEVICE as u32),
        }
    }

    /// True when the object used was invalidated by a [`Device::reset`](crate::Device::reset).
    pub fn is_stale(&self) -> bool {
        matches!(self.kind, ErrorKind::Stale { .. })
    }
}

/// Whether `code` is one of the sticky codes (see [`GpuError::is_context_fatal`]).
pub fn is_sticky(code: u32) -> bool {
    STICKY.iter().any(|&c| c as u32 == code)
}

impl fmt::Display for GpuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            ErrorKind::NoDriver => write!(f, "no CUDA driver found ({})", self.message)?,
            ErrorKind::MissingSymbol => write!(f, "the CUDA driver is too old: {}", self.message)?,
            ErrorKind::Driver { code, name } => {
                write!(f, "{} failed: {name} ({code})", self.call)?;
                if !self.message.is_empty() {
                    write!(f, ": {}", self.message)?;
                }
            }
            ErrorKind::Stale { .. } | ErrorKind::InvalidArgument => {
                write!(f, "{}: {}", self.call, self.message)?
            }
        }
        if !self.context.is_empty() {
            write!(f, " (while {})", self.context)?;
        }
        if self.is_context_fatal() {
            write!(f, "; the CUDA context is unusable until Device::reset()")?;
        }
        Ok(())
    }
}

impl std::error::Error for GpuError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn driver_error_names_call_code_and_number() {
        let e = GpuError::driver("cuLaunchKernel", CUresult::CUDA_ERROR_INVALID_VALUE)
            .with_context("launching `vadd` on grid (8, 1, 1)");
        assert_eq!(e.call(), "cuLaunchKernel");
        assert_eq!(e.code(), Some(1));
        assert_eq!(e.code_name(), Some("CUDA_ERROR_INVALID_VALUE"));
        assert!(!e.is_context_fatal());
        let text = e.to_string();
        assert!(text.starts_with("cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (1)"), "{text}");
        assert!(text.ends_with("(while launching `vadd` on grid (8, 1, 1))"), "{text}");
    }

    #[test]
    fn sticky_codes_are_context_fatal() {
        for (code, number) in [
            (CUresult::CUDA_ERROR_ILLEGAL_ADDRESS, 700),
            (CUresult::CUDA_ERROR_LAUNCH_FAILED, 719),
            (CUresult::CUDA_ERROR_MISALIGNED_ADDRESS, 716),
            (CUresult::CUDA_ERROR_ILLEGAL_INSTRUCTION, 715),
            (CUresult::CUDA_ERROR_ASSERT, 710),
        ] {
            let e = GpuError::driver("cuStreamSynchronize", code);
            assert_eq!(e.code(), Some(number));
            assert!(e.is_context_fatal(), "{e}");
            assert!(e.to_string().contains("unusable until Device::reset()"), "{e}");
        }
    }

    #[test]
    fn ordinary_codes_are_not_fatal() {
        for code in [
            CUresult::CUDA_ERROR_OUT_OF_MEMORY,
            CUresult::CUDA_ERROR_NOT_FOUND,
            CUresult::CUDA_ERROR_INVALID_IMAGE,
            CUresult::CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,
            CUresult::CUDA_ERROR_NOT_READY,
        ] {
            let e = GpuError::driver("cuMemAlloc", code);
            assert!(!e.is_context_fatal() && !e.is_unavailable(), "{code:?}");
        }
    }

    #[test]
    fn init_failures_mean_unavailable() {
        assert!(GpuError::driver("cuInit", CUresult::CUDA_ERROR_STUB_LIBRARY).is_unavailable());
        assert!(GpuError::driver("cuDeviceGet", CUresult::CUDA_ERROR_NO_DEVICE).is_unavailable());
        assert!(crate::loader::no_driver("gone").is_unavailable());
    }

    #[test]
    fn context_accumulates() {
        let e = GpuError::invalid("DeviceBuffer::copy_from_host", "4 bytes vs 8 bytes")
            .with_context("uploading a")
            .with_context("running test");
        assert_eq!(e.context(), "uploading a; running test");
        assert_eq!(
            e.to_string(),
            "DeviceBuffer::copy_from_host: 4 bytes vs 8 bytes (while uploading a; running test)"
        );
        assert_eq!(e.kind(), &ErrorKind::InvalidArgument);
    }

    #[test]
    fn stale_error_explains_generations() {
        let e = GpuError::stale("DeviceBuffer::copy_to_host", "buffer #3", 1, 2);
        assert!(e.is_stale());
        assert_eq!(e.kind(), &ErrorKind::Stale { created_in: 1, current: 2 });
        assert!(e.to_string().contains("generation 1"), "{e}");
        assert!(e.to_string().contains("now generation 2"), "{e}");
    }
}
