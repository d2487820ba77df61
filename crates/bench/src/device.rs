//! The GPU side of a benchmark: device arrays, loading a specialisation's artifact, packing
//! its arguments through the launch thunk, launching, and timing with CUDA events.
//!
//! Launches go through `tile_launch`'s [`GpuKernel`], with the artifact's launch
//! configuration: one `kernelParams` pointer per flattened parameter into the buffer the thunk
//! packed, every view checked against its device buffer first.

use std::time::Instant;

use tile_codegen::Target;
use tile_gpu::{Device, DeviceBuffer, DeviceInfo, Driver, Event, GpuError, Stream};
use tile_lang::DType;
use tile_launch::device::load_function;
use tile_launch::{BoundArgs, Checks, GpuArg, GpuKernel};

use super::data::HostArray;
use super::kernel::Prepared;

/// Bytes written between timed runs to evict the inputs from L2: four times the H200's 60 MiB,
/// as `triton.testing.do_bench` does with its 256 MB buffer.
pub const FLUSH_BYTES: usize = 256 << 20;

/// An opened GPU with its default stream and the L2 flush buffer.
pub struct Gpu {
    pub dev: Device,
    pub stream: Stream,
    pub info: DeviceInfo,
    flush: DeviceBuffer,
    /// Warming the driver's tileiras-cubin loader, as the engine's GPU does.
    _warmup: Option<tile_launch::device::warmup::Warmup>,
}

impl Gpu {
    /// Loads the driver and opens device `ordinal`; without a driver the error says so
    /// ([`GpuError::is_unavailable`]).
    pub fn open(ordinal: u32) -> Result<Gpu, GpuError> {
        Driver::load()?;
        let dev = Device::open(ordinal)?;
        let info = dev.info().clone();
        let stream = dev.stream();
        let flush = DeviceBuffer::alloc(&dev, FLUSH_BYTES)?;
        let warmup = tile_launch::device::warmup::Warmup::start(&dev, Target::of_capability(info.compute_capability));
        Ok(Gpu { dev, stream, info, flush, _warmup: warmup })
    }

    /// The compile target of this GPU (`sm_90` on an H200).
    pub fn target(&self) -> Target {
        Target::of_capability(self.info.compute_capability)
    }

    /// Queues a write of [`FLUSH_BYTES`], so the next launch reads its inputs from memory.
    pub fn flush_l2(&mut self) -> Result<(), GpuError> {
        self.flush.memset_u32_async(0, &self.stream)
    }

    pub fn synchronize(&self) -> Result<(), GpuError> {
        self.stream.synchronize()
    }

    /// The sticky error that made the context unusable, if a kernel faulted.
    pub fn fault(&self) -> Option<GpuError> {
        self.dev.fault()
    }
}

/// The GPUs the driver sees, described; an error without a driver or without a GPU (checked
/// before anything else, so that `tile bench` says plainly why it cannot run).
pub fn driver_devices() -> Result<Vec<String>, String> {
    let devices = devices()?;
    if devices.is_empty() {
        return Err("the CUDA driver is loaded but sees no GPU".into());
    }
    Ok(devices.iter().map(|d| d.to_string()).collect())
}

/// The name of GPU `ordinal` as the driver gives it ("NVIDIA H100 80GB HBM3"): what results
/// are filed under, and what every measurement records.
pub fn gpu_name(ordinal: u32) -> Result<String, String> {
    let device = devices()?.into_iter().find(|d| d.ordinal == ordinal);
    device.map(|d| d.name).ok_or_else(|| format!("the CUDA driver sees no GPU {ordinal}"))
}

/// The GPUs the driver sees; an error when there is no driver.
fn devices() -> Result<Vec<tile_gpu::DeviceInfo>, String> {
    let driver = Driver::load().map_err(|e| e.to_string())?;
    driver.devices().map_err(|e| e.to_string())
}

/// A contiguous row-major array in device memory.
pub struct DeviceArray {
    pub buf: DeviceBuffer,
    pub dtype: DType,
    pub shape: Vec<usize>,
    strides: Vec<isize>,
}

impl DeviceArray {
    /// Uninitialised device memory for `shape` elements of `dtype`.
    pub fn alloc(gpu: &Gpu, dtype: DType, shape: &[usize]) -> Result<DeviceArray, GpuError> {
        let bytes = shape.iter().product::<usize>() * dtype.size_bytes();
        let buf = DeviceBuffer::alloc(&gpu.dev, bytes)?;
        let strides = super::facts::row_major(shape);
        Ok(DeviceArray { buf, dtype, shape: shape.to_vec(), strides })
    }

    /// A device copy of `host`.
    pub fn upload(gpu: &Gpu, host: &HostArray) -> Result<DeviceArray, GpuError> {
        let mut a = DeviceArray::alloc(gpu, host.dtype, &host.shape)?;
        a.buf.copy_from_host(host.bytes())?;
        Ok(a)
    }

    /// A host copy (waits for the work queued before it).
    pub fn download(&self) -> Result<HostArray, GpuError> {
        let mut h = HostArray::zeros(self.dtype, &self.shape);
        self.buf.copy_to_host(h.bytes_mut())?;
        Ok(h)
    }

    /// Fills every element with NaN, so an element the kernel does not write fails the check.
    pub fn poison(&mut self) -> Result<(), GpuError> {
        self.buf.memset_u8(0xff)
    }

    pub fn addr(&self) -> u64 {
        self.buf.device_ptr()
    }

    /// The array as a launch argument.
    pub fn arg(&self) -> GpuArg<'_> {
        GpuArg::Array { mem: &self.buf, dtype: self.dtype, shape: &self.shape, strides: &self.strides, offset: 0 }
    }
}

/// A specialisation loaded on the GPU.
pub struct Launchable {
    pub prepared: Prepared,
    pub kernel: GpuKernel,
    /// Seconds `cuModuleLoadData` and the symbol lookup took.
    pub load_s: f64,
}

/// Arguments packed for one launchable, borrowing the device arrays they point to: the arrays
/// cannot be freed while the packed buffer can still be launched.
pub type Bound<'a> = BoundArgs<'a>;

fn args_of<'a>(arrays: &[&'a DeviceArray]) -> Vec<GpuArg<'a>> {
    arrays.iter().map(|a| a.arg()).collect()
}

impl Launchable {
    /// Loads the image of `prepared` and looks its kernel up.
    pub fn load(gpu: &Gpu, prepared: Prepared) -> Result<Launchable, String> {
        let t = Instant::now();
        let a = &prepared.artifact;
        let func = load_function(&gpu.dev, &a.image, &a.symbol).map_err(|e| e.to_string())?;
        let load_s = t.elapsed().as_secs_f64();
        let kernel = GpuKernel::new(&prepared.compiled, func, a.launch)?;
        Ok(Launchable { prepared, kernel, load_s })
    }

    /// Seconds to load the same image again as a new module and look its kernel up (the
    /// module is unloaded again).
    pub fn reload_s(&self, gpu: &Gpu) -> Result<f64, String> {
        let t = Instant::now();
        let a = &self.prepared.artifact;
        load_function(&gpu.dev, &a.image, &a.symbol).map_err(|e| e.to_string())?;
        Ok(t.elapsed().as_secs_f64())
    }

    /// Checks `args` against the specialisation (dtypes, ranks, ranges, every fact the kernel
    /// was compiled to assume, and that each view lies in its buffer) and packs them.
    pub fn bind<'a>(&self, gpu: &Gpu, args: &[&'a DeviceArray]) -> Result<Bound<'a>, String> {
        self.kernel.bind(&self.prepared.compiled, &args_of(args), Checks::All, &gpu.stream).map_err(|e| format!("{e:?}"))
    }

    /// Queues one launch over `grid` on the GPU's stream.
    pub fn launch(&self, gpu: &Gpu, bound: &mut Bound<'_>, grid: [u32; 3]) -> Result<(), String> {
        self.kernel.launch_bound(bound, grid, &gpu.stream)
    }

    /// Host microseconds per launch over `iters` launches of a tiny kernel, synchronised at the
    /// end. With `pack`, each launch goes the whole way (the views checked against their
    /// buffers, the thunk's checks and packing, the pointer array, `cuLaunchKernel`); without,
    /// only `cuLaunchKernel` on a buffer packed once.
    pub fn host_us_per_launch(
        &self,
        gpu: &Gpu,
        args: &[&DeviceArray],
        grid: [u32; 3],
        iters: usize,
        pack: bool,
    ) -> Result<f64, String> {
        let views = args_of(args);
        let compiled = &self.prepared.compiled;
        let text = |e| format!("{e:?}");
        let mut bound = self.kernel.bind(compiled, &views, Checks::All, &gpu.stream).map_err(text)?;
        let t = Instant::now();
        for _ in 0..iters {
            if pack {
                self.kernel.rebind(&mut bound, compiled, &views, Checks::All, &gpu.stream).map_err(text)?;
            }
            self.kernel.launch_bound(&mut bound, grid, &gpu.stream)?;
        }
        gpu.synchronize().map_err(|e| e.to_string())?;
        Ok(t.elapsed().as_secs_f64() * 1e6 / iters as f64)
    }

    /// Host microseconds per launch through the engine's launch path, [`GpuKernel::launch`]:
    /// each launch checks every view against its device buffer, builds the raw arguments, runs
    /// the thunk into the kernel's own packed buffer and calls `cuLaunchKernel` with its fixed
    /// pointer array (what a session's `launch(...)` on the GPU ends in). `iters` launches,
    /// synchronised at the end, after as many untimed ones.
    pub fn engine_us_per_launch(
        &self,
        gpu: &Gpu,
        args: &[&DeviceArray],
        grid: [u32; 3],
        iters: usize,
    ) -> Result<f64, String> {
        let compiled = &self.prepared.compiled;
        let func = self.kernel.function().clone();
        let mut kernel = GpuKernel::new(compiled, func, self.kernel.config())?;
        let views = args_of(args);
        let mut run = |n: usize| -> Result<f64, String> {
            let t = Instant::now();
            for _ in 0..n {
                kernel
                    .launch(compiled, &views, Checks::All, grid, &gpu.stream)
                    .map_err(|e| format!("{e:?}"))?;
            }
            gpu.synchronize().map_err(|e| e.to_string())?;
            Ok(t.elapsed().as_secs_f64() * 1e6 / n as f64)
        };
        run(iters)?;
        run(iters)
    }
}

/// How long to warm up before timing: at least `launches` launches and `ms` milliseconds of
/// them (as `do_bench` warms up by time), so clocks have left their idle state whatever the
/// kernel's length.
#[derive(Clone, Copy, Debug)]
pub struct Warmup {
    pub launches: usize,
    pub ms: f64,
}

/// Device times in ms of timed launches, in the order they ran.
#[derive(Clone, Debug)]
pub struct Timing {
    pub chronological: Vec<f64>,
}

impl Timing {
    pub fn sorted(&self) -> Vec<f64> {
        let mut v = self.chronological.clone();
        v.sort_by(f64::total_cmp);
        v
    }

    pub fn median(&self) -> f64 {
        median(&self.sorted())
    }

    /// Min and max, and the medians of the first and the last tenth of the runs: a drift
    /// between them (clocks ramping up, power or thermal throttling) shows there.
    pub fn describe(&self) -> String {
        let sorted = self.sorted();
        let k = (self.chronological.len() / 10).max(1);
        let part = |s: &[f64]| {
            let mut v = s.to_vec();
            v.sort_by(f64::total_cmp);
            median(&v)
        };
        let n = self.chronological.len();
        format!(
            "min {:.4}, max {:.4} ms; first/last {k} runs: medians {:.4}/{:.4} ms",
            sorted.first().copied().unwrap_or(f64::NAN),
            sorted.last().copied().unwrap_or(f64::NAN),
            part(&self.chronological[..k.min(n)]),
            part(&self.chronological[n.saturating_sub(k)..])
        )
    }
}

/// Times `runs` launches after a warm-up. Each timed launch follows an L2 flush and is
/// bracketed by its own pair of events (the flush is not timed).
pub fn time_ms(
    gpu: &mut Gpu,
    l: &Launchable,
    bound: &mut Bound<'_>,
    grid: [u32; 3],
    warmup: Warmup,
    runs: usize,
) -> Result<Timing, String> {
    let t = Instant::now();
    let mut n = 0;
    while n < warmup.launches || t.elapsed().as_secs_f64() * 1e3 < warmup.ms {
        l.launch(gpu, bound, grid)?;
        n += 1;
        // Waiting now and then keeps the host's clock close to the device's.
        if n % 8 == 0 {
            gpu.synchronize().map_err(|e| e.to_string())?;
        }
    }
    let text = |e: GpuError| e.to_string();
    let events = (0..runs)
        .map(|_| Ok((Event::new(&gpu.dev)?, Event::new(&gpu.dev)?)))
        .collect::<Result<Vec<_>, GpuError>>()
        .map_err(text)?;
    for (start, end) in &events {
        gpu.flush_l2().map_err(text)?;
        start.record(&gpu.stream).map_err(text)?;
        l.launch(gpu, bound, grid)?;
        end.record(&gpu.stream).map_err(text)?;
    }
    gpu.synchronize().map_err(text)?;
    let ms = events.iter().map(|(s, e)| s.elapsed_ms(e).map(f64::from)).collect::<Result<Vec<_>, GpuError>>();
    Ok(Timing { chronological: ms.map_err(text)? })
}

/// The median of sorted values (NaN for none).
pub fn median(sorted: &[f64]) -> f64 {
    match sorted.len() {
        0 => f64::NAN,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0,
    }
}

/// Registers, shared and local memory of a loaded kernel, for the records.
pub fn resources(l: &Launchable) -> String {
    l.kernel
        .function()
        .attributes()
        .map(|a| {
            format!("{} registers, {} B shared, {} B local", a.num_regs, a.static_shared_bytes, a.local_bytes)
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn medians() {
        assert_eq!(median(&[1.0, 2.0, 10.0]), 2.0);
        assert_eq!(median(&[1.0, 2.0, 3.0, 10.0]), 2.5);
        assert!(median(&[]).is_nan());
    }

    #[test]
    fn timings_show_drift() {
        let t = Timing { chronological: (0..20).map(|i| 1.0 + i as f64 / 10.0).collect() };
        assert!((t.median() - 1.95).abs() < 1e-12);
        let d = t.describe();
        assert!(
            d.contains("min 1.0000, max 2.9000") && d.contains("first/last 2 runs: medians 1.0500/2.8500"),
            "{d}"
        );
    }

    /// Without a driver (CI, this machine) opening fails with an error that says so, and
    /// never panics.
    #[test]
    fn opening_without_a_driver_is_an_error_not_a_panic() {
        match Gpu::open(0) {
            Ok(gpu) => assert!(!gpu.info.name.is_empty()),
            Err(e) => assert!(e.is_unavailable() || !e.to_string().is_empty(), "{e}"),
        }
    }
}
