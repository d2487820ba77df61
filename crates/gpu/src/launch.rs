//! Kernel launches: [`launch`] with raw `kernelParams` pointers (what the JIT's packed ABI
//! buffer provides, one pointer per flattened parameter), and [`KernelArgs`] +
//! [`Function::launch_with`], a checked, typed convenience for tests and tools.
//!
//! Launch rules for tileiras cubins (tile-ir.md §3.3): block (1, 1, 1) and 0 dynamic shared
//! memory, whatever the kernel's real thread count ([`LaunchConfig::tile`]); only the user
//! parameters are passed, the driver fills hidden TMA parameters itself.

use std::ffi::c_void;
use std::mem::{align_of, size_of};

use crate::device::{Device, Entered};
use crate::error::{GpuError, Result};
use crate::memory::{DeviceBuffer, Pod};
use crate::module::{Function, ParamInfo};
use crate::raw;
use crate::registry::Stamp;
use crate::stream::Stream;

/// Grid, block and dynamic shared memory of one launch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LaunchConfig {
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub shared_mem_bytes: u32,
}

impl LaunchConfig {
    /// A tileiras kernel over `grid` tile blocks: block (1, 1, 1), no dynamic shared memory
    /// (the driver substitutes the compiler's fixed thread count).
    pub fn tile(grid: [u32; 3]) -> LaunchConfig {
        LaunchConfig { grid, block: [1, 1, 1], shared_mem_bytes: 0 }
    }

    /// A one-dimensional SIMT launch covering `n` threads in blocks of `block` threads.
    pub fn linear(n: u32, block: u32) -> LaunchConfig {
        let blocks = n.div_ceil(block.max(1)).max(1);
        LaunchConfig { grid: [blocks, 1, 1], block: [block, 1, 1], shared_mem_bytes: 0 }
    }

    fn check(&self, call: &'static str) -> Result<()> {
        if self.grid.contains(&0) || self.block.contains(&0) {
            let message = format!(
                "grid {:?} and block {:?} must be at least 1 in every dimension",
                self.grid, self.block
            );
            return Err(GpuError::invalid(call, message));
        }
        Ok(())
    }

    fn describe(&self, name: &str) -> String {
        format!(
            "launching `{name}` with grid {:?}, block {:?}, {} B dynamic shared memory",
            self.grid, self.block, self.shared_mem_bytes
        )
    }
}

/// Launches `func` on `stream` with raw `kernelParams`. The launch is asynchronous: a fault in
/// the kernel surfaces at a later synchronize, as a sticky error.
///
/// Checked here: non-zero dimensions, non-null pointers, at least as many pointers as the
/// kernel declares parameters, a live module and stream of one device.
///
/// # Safety
/// `params[i]` must point to a value of the kernel's parameter `i` type (its size and
/// meaning), alive for this call (the driver copies the values before returning). Pointer
/// values are used by the device as given: a wrong address faults the context (recoverable by
/// [`Device::reset`](crate::Device::reset)) or corrupts other device memory.
pub unsafe fn launch(
    func: &Function,
    grid: [u32; 3],
    block: [u32; 3],
    shared_mem_bytes: u32,
    stream: &Stream,
    params: &mut [*mut c_void],
) -> Result<()> {
    const CALL: &str = "launch";
    let cfg = LaunchConfig { grid, block, shared_mem_bytes };
    check_raw(CALL, func, &cfg, params)?;
    let e = func.enter(CALL)?;
    // SAFETY: the caller's contract, plus the count checked above.
    unsafe { launch_entered(&e, func, &cfg, stream, params.as_mut_ptr()) }
}

/// [`launch`] with the device buffers the parameters point into: first checks, under the same
/// hold on the device as the launch (so that no reset can free one in between), that each is
/// live memory of the kernel's device. `Ok(false)` when one is not: nothing was launched.
///
/// # Safety
/// As [`launch`]. Checking `buffers` does not check `params`: the caller still vouches that
/// every address in them lies in one of `buffers` (or other live memory of the device).
pub unsafe fn launch_with_buffers(
    func: &Function,
    grid: [u32; 3],
    block: [u32; 3],
    shared_mem_bytes: u32,
    stream: &Stream,
    params: &mut [*mut c_void],
    buffers: &[&DeviceBuffer],
) -> Result<bool> {
    const CALL: &str = "launch";
    let cfg = LaunchConfig { grid, block, shared_mem_bytes };
    check_raw(CALL, func, &cfg, params)?;
    let e = func.enter(CALL)?;
    if !buffers.iter().all(|b| e.is(b.device()) && e.is_live(&b.stamp())) {
        return Ok(false);
    }
    // SAFETY: the caller's contract, plus the count checked above.
    unsafe { launch_entered(&e, func, &cfg, stream, params.as_mut_ptr()) }?;
    Ok(true)
}

/// What [`launch`] checks before taking the device: non-zero dimensions, non-null pointers,
/// at least as many pointers as the kernel declares parameters.
fn check_raw(call: &'static str, func: &Function, cfg: &LaunchConfig, params: &[*mut c_void]) -> Result<()> {
    cfg.check(call)?;
    if let Some(i) = params.iter().position(|p| p.is_null()) {
        return Err(GpuError::invalid(call, format!("kernel parameter pointer {i} is null")));
    }
    // Best effort: a driver that cannot list the parameters leaves the count to the caller.
    if let Some(declared) = func.param_count()
        && params.len() < declared
    {
        let message = format!(
            "`{}` declares {declared} parameters but {} pointers were given",
            func.name(),
            params.len()
        );
        return Err(GpuError::invalid(call, message));
    }
    Ok(())
}

/// # Safety
/// As [`launch`]; `e` must be the lock from `func.enter`.
unsafe fn launch_entered(
    e: &Entered<'_>,
    func: &Function,
    cfg: &LaunchConfig,
    stream: &Stream,
    params: *mut *mut c_void,
) -> Result<()> {
    let s = stream.resolve(e, "launch")?;
    // SAFETY: the function's module and the stream are live in the current generation (checked
    // under the held lock) and of the same device; parameters as the caller guarantees.
    let r = unsafe { raw::launch_kernel(func.raw(), cfg.grid, cfg.block, cfg.shared_mem_bytes, s, params) };
    e.note(r).map_err(|err| err.with_context(cfg.describe(func.name())))
}

/// Kernel arguments by value, each in its own 8-byte-aligned slot, plus the buffers they
/// reference (checked live at launch).
#[derive(Debug, Default)]
pub struct KernelArgs {
    words: Vec<u64>,
    slots: Vec<Slot>,
    buffers: Vec<(Device, Stamp)>,
}

#[derive(Clone, Copy, Debug)]
struct Slot {
    word: usize,
    size: usize,
}

impl KernelArgs {
    pub fn new() -> KernelArgs {
        KernelArgs::default()
    }

    /// Appends a scalar argument (`u32`, `f32`, `i64`, ...), passed by value.
    pub fn push<T: Pod>(&mut self, value: T) -> &mut KernelArgs {
        const { assert!(align_of::<T>() <= align_of::<u64>(), "argument alignment above 8") };
        let size = size_of::<T>();
        let word = self.words.len();
        self.words.resize(word + size.div_ceil(8).max(1), 0);
        // SAFETY: the slot has at least `size` bytes, 8-byte aligned (>= align_of::<T>()).
        unsafe { self.words.as_mut_ptr().add(word).cast::<T>().write(value) };
        self.slots.push(Slot { word, size });
        self
    }

    /// Appends a buffer's device address (a `.param .u64` pointer parameter).
    pub fn push_buffer(&mut self, buf: &DeviceBuffer) -> &mut KernelArgs {
        self.buffers.push((buf.device().clone(), buf.stamp()));
        self.push(buf.device_ptr())
    }

    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }

    /// One pointer per argument, into this object's storage (what `kernelParams` takes).
    /// Valid until `self` is next modified or dropped.
    pub fn pointers(&self) -> Vec<*mut c_void> {
        let base = self.words.as_ptr();
        // The driver only reads through these; `*mut` is the C API's spelling.
        self.slots.iter().map(|s| base.wrapping_add(s.word).cast_mut().cast()).collect()
    }

    /// Fails unless the arguments match the kernel's declared parameters one for one.
    fn check_against(&self, name: &str, params: &[ParamInfo]) -> Result<()> {
        const CALL: &str = "Function::launch_with";
        if self.slots.len() != params.len() {
            let message = format!(
                "`{name}` takes {} parameters but {} arguments were given",
                params.len(),
                self.slots.len()
            );
            return Err(GpuError::invalid(CALL, message));
        }
        for (i, (slot, param)) in self.slots.iter().zip(params).enumerate() {
            if slot.size != param.size {
                let message = format!(
                    "argument {i} of `{name}` is {} bytes but the parameter is {} bytes",
                    slot.size, param.size
                );
                return Err(GpuError::invalid(CALL, message));
            }
        }
        Ok(())
    }

    /// Fails unless every referenced buffer is live and on the locked device.
    fn check_buffers(&self, e: &Entered<'_>) -> Result<()> {
        const CALL: &str = "Function::launch_with";
        for (dev, stamp) in &self.buffers {
            if !e.is(dev) {
                let message =
                    format!("{} belongs to device {}, not the kernel's", stamp.describe(), dev.ordinal());
                return Err(GpuError::invalid(CALL, message));
            }
            e.check(stamp, CALL)?;
        }
        Ok(())
    }
}

impl Function {
    /// Launches with typed arguments, checked against the kernel's declared parameters
    /// (count and sizes) and for live buffers. Safe: the device can only touch device memory,
    /// and a device fault is a recoverable error.
    pub fn launch_with(&self, cfg: &LaunchConfig, stream: &Stream, args: &KernelArgs) -> Result<()> {
        cfg.check("Function::launch_with")?;
        args.check_against(self.name(), &self.params()?)?;
        let mut pointers = args.pointers();
        let e = self.enter("Function::launch_with")?;
        args.check_buffers(&e)?;
        // SAFETY: one pointer per declared parameter, each to a live value of that parameter's
        // size (checked above), and the referenced buffers are live.
        unsafe { launch_entered(&e, self, cfg, stream, pointers.as_mut_ptr()) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read<T: Pod>(p: *mut c_void) -> T {
        // SAFETY: test pointers come from `KernelArgs::pointers` of a live args object.
        unsafe { p.cast::<T>().read() }
    }

    #[test]
    fn pointers_address_each_value() {
        let mut args = KernelArgs::new();
        args.push(0xDEAD_BEEF_0000_0001u64).push(7u32).push(-2.5f32).push([1u16, 2, 3, 4, 5]);
        let p = args.pointers();
        assert_eq!(p.len(), 4);
        assert_eq!(read::<u64>(p[0]), 0xDEAD_BEEF_0000_0001);
        assert_eq!(read::<u32>(p[1]), 7);
        assert_eq!(read::<f32>(p[2]), -2.5);
        assert_eq!(read::<[u16; 5]>(p[3]), [1, 2, 3, 4, 5]);
        assert!(p.iter().all(|q| (*q as usize).is_multiple_of(8)), "8-byte aligned slots");
        // a 10-byte array takes two words
        assert_eq!(p[3] as usize - p[2] as usize, 8);
    }

    #[test]
    fn checks_count_and_sizes() {
        let params = |sizes: &[usize]| -> Vec<ParamInfo> {
            let mut offset = 0;
            sizes
                .iter()
                .map(|&size| {
                    let p = ParamInfo { offset, size };
                    offset += size;
                    p
                })
                .collect()
        };
        let mut args = KernelArgs::new();
        args.push(0u64).push(0u64).push(0u64).push(10u32);
        assert!(args.check_against("vadd", &params(&[8, 8, 8, 4])).is_ok());
        let e = args.check_against("vadd", &params(&[8, 8, 8])).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Function::launch_with: `vadd` takes 3 parameters but 4 arguments were given"
        );
        let e = args.check_against("vadd", &params(&[8, 8, 8, 8])).unwrap_err();
        assert!(
            e.to_string().contains("argument 3 of `vadd` is 4 bytes but the parameter is 8 bytes"),
            "{e}"
        );
    }

    #[test]
    fn config_shapes() {
        assert_eq!(LaunchConfig::tile([8, 2, 1]).block, [1, 1, 1]);
        assert_eq!(LaunchConfig::tile([8, 2, 1]).shared_mem_bytes, 0);
        assert_eq!(LaunchConfig::linear(1000, 256).grid, [4, 1, 1]);
        assert_eq!(LaunchConfig::linear(0, 256).grid, [1, 1, 1]);
        let e = LaunchConfig { grid: [0, 1, 1], block: [1, 1, 1], shared_mem_bytes: 0 }.check("launch");
        assert!(e.unwrap_err().to_string().contains("at least 1"));
    }
}
