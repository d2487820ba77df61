//! Loading libcuda once per process: [`Driver::load`].
//!
//! cudarc's dynamic loading `dlopen`s libcuda on the first driver call and *panics* when no
//! candidate library loads, or when a symbol is missing. So before any driver call this module
//! (1) probes the same candidate names itself and turns failure into
//! [`ErrorKind::NoDriver`] with the loader's message, (2) checks that every entry point this
//! crate calls ([`SYMBOLS`]) exists, so an old driver is [`ErrorKind::MissingSymbol`] rather
//! than a panic mid-run, and (3) runs `cuInit`. The outcome is cached: later calls are a load of
//! a `OnceLock`.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::OnceLock;

use cudarc::driver::sys;

use crate::device::DeviceInfo;
use crate::error::{ErrorKind, GpuError, Result};
use crate::raw;

/// Every driver entry point [`crate::raw`] calls, by its exported name.
pub(crate) const SYMBOLS: &[&str] = &[
    "cuInit",
    "cuDriverGetVersion",
    "cuDeviceGetCount",
    "cuDeviceGet",
    "cuDeviceGetName",
    "cuDeviceGetAttribute",
    "cuDeviceTotalMem_v2",
    "cuDevicePrimaryCtxRetain",
    "cuDevicePrimaryCtxRelease_v2",
    "cuDevicePrimaryCtxReset_v2",
    "cuCtxGetCurrent",
    "cuCtxSetCurrent",
    "cuCtxSynchronize",
    "cuMemGetInfo_v2",
    "cuStreamCreate",
    "cuStreamDestroy_v2",
    "cuStreamSynchronize",
    "cuMemAlloc_v2",
    "cuMemFree_v2",
    "cuMemcpyHtoDAsync_v2",
    "cuMemcpyDtoHAsync_v2",
    "cuMemcpyDtoDAsync_v2",
    "cuMemsetD8Async",
    "cuMemsetD32Async",
    "cuModuleLoadDataEx",
    "cuModuleUnload",
    "cuModuleGetFunction",
    "cuFuncGetAttribute",
    "cuFuncSetAttribute",
    "cuFuncGetParamInfo",
    "cuLaunchKernel",
    "cuEventCreate",
    "cuEventRecord",
    "cuEventSynchronize",
    "cuEventQuery",
    "cuEventElapsedTime_v2",
    "cuEventDestroy_v2",
    "cuGetErrorString",
    "cuTensorMapEncodeTiled",
];

/// The library name reported when nothing loads: the name the driver installs.
const CANONICAL: &str = "libcuda.so.1";

/// Set once libcuda is loaded and every symbol resolved: from then on driver calls cannot
/// panic, so error construction may ask the driver for descriptions.
static READY: AtomicBool = AtomicBool::new(false);

static DRIVER: OnceLock<Result<Driver>> = OnceLock::new();

/// Proof that libcuda is loaded and initialised. Cheap to copy; obtain it with
/// [`Driver::load`].
#[derive(Clone, Copy, Debug)]
pub struct Driver {
    version: i32,
}

impl Driver {
    /// Loads libcuda and calls `cuInit`, once per process; later calls return the cached
    /// outcome. Without a driver this is an [`ErrorKind::NoDriver`] error (never a panic).
    pub fn load() -> Result<Driver> {
        DRIVER.get_or_init(load_once).clone()
    }

    /// Whether a usable CUDA driver is present (loads it if needed).
    pub fn is_available() -> bool {
        Driver::load().is_ok()
    }

    /// The CUDA level of the installed driver as (major, minor): R580 reports (13, 0).
    pub fn version(&self) -> (u32, u32) {
        let v = self.version.max(0) as u32;
        (v / 1000, v % 1000 / 10)
    }

    /// How many CUDA devices are visible.
    pub fn device_count(&self) -> Result<usize> {
        Ok(raw::device_count()?.max(0) as usize)
    }

    /// Facts about every visible device; creates no context.
    pub fn devices(&self) -> Result<Vec<DeviceInfo>> {
        (0..self.device_count()?).map(|i| DeviceInfo::query(i as u32)).collect()
    }
}

fn load_once() -> Result<Driver> {
    probe_library()?;
    check_symbols()?;
    READY.store(true, Ordering::Release);
    raw::init()?;
    Ok(Driver { version: raw::driver_version()? })
}

/// Tries cudarc's candidate names for libcuda; the error carries the loader's message for the
/// canonical name.
fn probe_library() -> Result<()> {
    let mut canonical_error = None;
    let mut first_error = None;
    for name in ["cuda", "nvcuda"].iter().flat_map(|l| cudarc::get_lib_name_candidates(l)) {
        // SAFETY: loading libcuda runs its initialisers; the driver library is made to be
        // dlopened by applications (this is what cudarc does next).
        match unsafe { libloading::Library::new(&name) } {
            Ok(_) => return Ok(()),
            Err(e) if name == CANONICAL => canonical_error = Some(loader_message(&e)),
            Err(e) => first_error = first_error.or_else(|| Some(loader_message(&e))),
        }
    }
    let why = canonical_error.or(first_error).unwrap_or_default();
    Err(no_driver(&why))
}

/// The dynamic loader's own text (`dlerror`): libloading keeps it in the error's source.
pub(crate) fn loader_message(e: &libloading::Error) -> String {
    use std::error::Error;
    e.source().map_or_else(|| e.to_string(), |s| s.to_string())
}

/// The error for a machine without libcuda; `why` is the dynamic loader's message.
pub(crate) fn no_driver(why: &str) -> GpuError {
    let message = format!("{CANONICAL} could not be loaded: {why}");
    GpuError::new("dlopen", ErrorKind::NoDriver, message)
}

fn check_symbols() -> Result<()> {
    // SAFETY: `probe_library` just loaded a candidate, and cudarc tries the same names in the
    // same order, so `culib` finds a library instead of panicking.
    let lib = unsafe { sys::culib() };
    for &symbol in SYMBOLS {
        // SAFETY: looking a symbol up does not call it; the pointer type is never used.
        if unsafe { lib.get::<unsafe extern "C" fn()>(symbol.as_bytes()) }.is_err() {
            return Err(missing_symbol(symbol));
        }
    }
    Ok(())
}

fn missing_symbol(symbol: &str) -> GpuError {
    let message =
        format!("libcuda has no `{symbol}`; this build needs a CUDA 13.0-level driver (R580 or newer)");
    GpuError::new("dlsym", ErrorKind::MissingSymbol, message)
}

/// The driver's description of `code`, or "" before the driver is loaded (unit tests build
/// errors without a driver).
pub(crate) fn describe(code: sys::CUresult) -> String {
    if !READY.load(Ordering::Acquire) {
        return String::new();
    }
    raw::error_string(code).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every `sys::cu*(` call in raw.rs must be listed in SYMBOLS, or a driver lacking it would
    /// panic inside cudarc instead of failing `Driver::load`.
    #[test]
    fn symbols_cover_every_raw_call() {
        let source = include_str!("raw.rs");
        let mut called: Vec<&str> = source
            .split("sys::")
            .skip(1)
            .filter_map(|rest| rest.split_once('(').map(|(name, _)| name))
            .filter(|name| name.starts_with("cu") && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
            .collect();
        called.sort_unstable();
        called.dedup();
        assert!(called.len() >= 30, "found only {called:?}");
        for name in &called {
            assert!(SYMBOLS.contains(name), "raw.rs calls sys::{name} but SYMBOLS lacks it");
        }
        for name in SYMBOLS {
            assert!(called.contains(name), "SYMBOLS lists {name} but raw.rs never calls it");
        }
    }

    #[test]
    fn version_splits_major_minor() {
        assert_eq!(Driver { version: 13000 }.version(), (13, 0));
        assert_eq!(Driver { version: 12080 }.version(), (12, 8));
    }

    #[test]
    fn no_driver_message_names_libcuda() {
        let e = no_driver("libcuda.so.1: cannot open shared object file: No such file or directory");
        assert!(e.is_no_driver());
        assert_eq!(
            e.to_string(),
            "no CUDA driver found (libcuda.so.1 could not be loaded: libcuda.so.1: cannot open \
             shared object file: No such file or directory)"
        );
    }

    #[test]
    fn missing_symbol_names_the_symbol() {
        let e = missing_symbol("cuFuncGetParamInfo");
        assert_eq!(e.kind(), &ErrorKind::MissingSymbol);
        assert!(e.to_string().contains("`cuFuncGetParamInfo`"), "{e}");
    }
}
