//! A quick end-to-end check of tile-gpu on a real GPU: lists devices, launches the PTX and
//! cubin vector adds (timed), faults a context on purpose and recovers, and checks memory
//! flatness over 10,000 alloc/free cycles.
//!
//! ```sh
//! cargo run --release -p tile-gpu --example gpu_smoke [-- ORDINAL]
//! ```
//! Exit status: 0 all checks passed, 1 a check failed, 2 no usable GPU.

use std::process::ExitCode;
use std::time::Instant;

use tile_gpu::{
    kernels, Device, DeviceBuffer, Driver, Event, Function, GpuError, KernelArgs, LaunchConfig, Module,
};

type Check = Result<String, String>;
type CheckFn = fn(&Device) -> Check;

fn main() -> ExitCode {
    let ordinal = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let dev = match open(ordinal) {
        Ok(dev) => dev,
        Err(e) => {
            eprintln!("gpu_smoke: {e}");
            return ExitCode::from(if e.is_unavailable() { 2 } else { 1 });
        }
    };
    let checks: [(&str, CheckFn); 6] = [
        ("vector add (PTX, JIT by the driver)", |d| vector_add_check(d, false)),
        ("vector add (sm_90 cubin from ptxas 13.4)", |d| vector_add_check(d, true)),
        ("raw launch through packed kernelParams", raw_launch_check),
        ("tileiras cubin, block (1,1,1), packed Tile ABI", tile_cubin_check),
        ("null write faults; reset recovers", fault_check),
        ("10,000 alloc/free cycles keep memory flat", flatness_check),
    ];
    let mut failed = 0;
    for (name, check) in checks {
        match check(&dev) {
            Ok(detail) => println!("ok    {name}: {detail}"),
            Err(why) => {
                failed += 1;
                println!("FAIL  {name}: {why}");
            }
        }
    }
    println!("gpu_smoke: {} of {} checks passed", checks.len() - failed, checks.len());
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

fn open(ordinal: u32) -> Result<Device, GpuError> {
    let driver = Driver::load()?;
    let (major, minor) = driver.version();
    println!("driver: CUDA {major}.{minor}");
    for info in driver.devices()? {
        println!("device {info}");
    }
    let dev = Device::open(ordinal)?;
    let (free, total) = dev.mem_get_info()?;
    println!("using device {ordinal} ({}): {free} of {total} bytes free", dev.target());
    Ok(dev)
}

fn data(n: usize, seed: u32) -> Vec<f32> {
    (0..n as u32).map(|i| ((i.wrapping_mul(2_654_435_761) ^ seed) % 1000) as f32 * 0.25).collect()
}

fn vector_add_check(dev: &Device, cubin: bool) -> Check {
    if cubin && dev.info().compute_capability != (9, 0) {
        return Ok("skipped (the bundled cubin is sm_90)".into());
    }
    let module = if cubin {
        Module::load_cubin(dev, kernels::VECTOR_ADD_SM90_CUBIN)
    } else {
        Module::load_ptx(dev, kernels::VECTOR_ADD_PTX)
    };
    let func = module.and_then(|m| m.function(kernels::VECTOR_ADD)).map_err(|e| e.to_string())?;
    let attrs = func.attributes().map_err(|e| e.to_string())?;
    let ms = run_vector_add(dev, &func, 1 << 24).map_err(|e| e.to_string())??;
    let gbps = 3.0 * 4.0 * (1 << 24) as f64 / (ms as f64 * 1e-3) / 1e9;
    Ok(format!("16M elements correct, {ms:.3} ms ({gbps:.0} GB/s); {attrs}"))
}

/// Runs `c = a + b` over `n` elements; the outer error is the driver's, the inner a wrong
/// result. Returns the kernel time in milliseconds.
fn run_vector_add(dev: &Device, func: &Function, n: usize) -> Result<Result<f32, String>, GpuError> {
    let (a, b) = (data(n, 1), data(n, 2));
    let da = DeviceBuffer::from_slice(dev, &a)?;
    let db = DeviceBuffer::from_slice(dev, &b)?;
    let dc = DeviceBuffer::zeroed(dev, n * 4)?;
    let mut args = KernelArgs::new();
    args.push_buffer(&da).push_buffer(&db).push_buffer(&dc).push(n as u32);
    let (start, end) = (Event::new(dev)?, Event::new(dev)?);
    let stream = dev.stream();
    let cfg = LaunchConfig::linear(n as u32, 256);
    func.launch_with(&cfg, &stream, &args)?; // warm-up
    start.record(&stream)?;
    func.launch_with(&cfg, &stream, &args)?;
    end.record(&stream)?;
    end.synchronize()?;
    let ms = start.elapsed_ms(&end)?;
    let c: Vec<f32> = dc.to_vec()?;
    let wrong = (0..n).filter(|&i| c[i] != a[i] + b[i]).count();
    Ok(if wrong == 0 { Ok(ms) } else { Err(format!("{wrong} of {n} elements wrong")) })
}

fn raw_launch_check(dev: &Device) -> Check {
    let run = || -> Result<bool, GpuError> {
        let func = Module::load_ptx(dev, kernels::VECTOR_ADD_PTX)?.function(kernels::VECTOR_ADD)?;
        let n = 1000usize;
        let (a, b) = (data(n, 5), data(n, 6));
        let (da, db) = (DeviceBuffer::from_slice(dev, &a)?, DeviceBuffer::from_slice(dev, &b)?);
        let dc = DeviceBuffer::zeroed(dev, n * 4)?;
        // The JIT's packed ABI buffer: ptr@0, ptr@8, ptr@16, u32@24.
        let mut packed = [da.device_ptr(), db.device_ptr(), dc.device_ptr(), n as u64];
        let base = packed.as_mut_ptr().cast::<u8>();
        let mut params: Vec<*mut std::ffi::c_void> =
            [0, 8, 16, 24].map(|o| base.wrapping_add(o).cast()).to_vec();
        let cfg = LaunchConfig::linear(n as u32, 256);
        // SAFETY: one pointer per parameter of vector_add_f32 (u64, u64, u64, u32) into
        // `packed`, which names live buffers of n f32 each.
        unsafe { tile_gpu::launch(&func, cfg.grid, cfg.block, 0, &dev.stream(), &mut params)? };
        let c: Vec<f32> = dc.to_vec()?;
        Ok((0..n).all(|i| c[i] == a[i] + b[i]))
    };
    match run() {
        Ok(true) => Ok("1000 elements correct".into()),
        Ok(false) => Err("wrong results".into()),
        Err(e) => Err(e.to_string()),
    }
}

/// The real thing: `examples/vector_add.tile` compiled by tileiras 13.4, launched as the JIT
/// does (block (1, 1, 1), no dynamic shared memory, one pointer per ABI slot).
fn tile_cubin_check(dev: &Device) -> Check {
    if dev.info().compute_capability != (9, 0) {
        return Ok("skipped (the bundled cubin is sm_90)".into());
    }
    let n = 1usize << 24;
    let run = || -> Result<(f32, bool, String), GpuError> {
        let func = Module::load_cubin(dev, kernels::TILE_VECTOR_ADD_SM90_CUBIN)?
            .function(kernels::TILE_VECTOR_ADD)?;
        let attrs = func.attributes()?;
        let params = func.params()?;
        let (a, b) = (data(n, 7), data(n, 8));
        let (da, db) = (DeviceBuffer::from_slice(dev, &a)?, DeviceBuffer::from_slice(dev, &b)?);
        let dc = DeviceBuffer::zeroed(dev, n * 4)?;
        // (ptr, shape0: i32, stride0: i32) x 3 at offsets 0, 8, 12, 16, ..., 44.
        let mut packed = [0u64; 6];
        for (i, buf) in [&da, &db, &dc].into_iter().enumerate() {
            packed[2 * i] = buf.device_ptr();
            packed[2 * i + 1] = n as u64 | (1u64 << 32); // shape0 = n, stride0 = 1 (little endian)
        }
        let base = packed.as_mut_ptr().cast::<u8>();
        let mut ptrs: Vec<*mut std::ffi::c_void> =
            [0, 8, 12, 16, 24, 28, 32, 40, 44].map(|o| base.wrapping_add(o).cast()).to_vec();
        let cfg = LaunchConfig::tile([(n as u32).div_ceil(kernels::TILE_VECTOR_ADD_TILE), 1, 1]);
        let (start, end) = (Event::new(dev)?, Event::new(dev)?);
        let stream = dev.stream();
        for timed in [false, true] {
            if timed {
                start.record(&stream)?;
            }
            // SAFETY: one pointer per ABI slot into `packed`, naming live buffers of n f32.
            unsafe { tile_gpu::launch(&func, cfg.grid, cfg.block, 0, &stream, &mut ptrs)? };
        }
        end.record(&stream)?;
        end.synchronize()?;
        let c: Vec<f32> = dc.to_vec()?;
        let ok = (0..n).all(|i| c[i] == a[i] + b[i]);
        Ok((start.elapsed_ms(&end)?, ok, format!("{attrs}; {} declared params {params:?}", params.len())))
    };
    match run() {
        Ok((ms, true, detail)) => {
            let gbps = 12.0 * n as f64 / (ms as f64 * 1e-3) / 1e9;
            Ok(format!("16M elements correct, {ms:.3} ms ({gbps:.0} GB/s); {detail}"))
        }
        Ok((_, false, detail)) => Err(format!("wrong results; {detail}")),
        Err(e) => Err(e.to_string()),
    }
}

fn fault_check(dev: &Device) -> Check {
    let func = Module::load_ptx(dev, kernels::WRITE_U32_PTX)
        .and_then(|m| m.function(kernels::WRITE_U32))
        .map_err(|e| e.to_string())?;
    let keep = DeviceBuffer::from_slice(dev, &[1u32, 2, 3]).map_err(|e| e.to_string())?;
    let mut args = KernelArgs::new();
    args.push(0u64).push(1u32);
    let cfg = LaunchConfig::linear(1, 1);
    let fault = match func.launch_with(&cfg, &dev.stream(), &args) {
        Err(e) => e,
        Ok(()) => match dev.synchronize() {
            Err(e) => e,
            Ok(()) => return Err("writing to address 0 did not fault".into()),
        },
    };
    if !fault.is_context_fatal() {
        return Err(format!("the fault was not recognised as sticky: {fault}"));
    }
    println!("      fault: {fault}");
    let report = dev.reset().map_err(|e| format!("reset failed: {e}"))?;
    println!("      {report}");
    match keep.to_vec::<u32>() {
        Err(e) if e.is_stale() => println!("      stale buffer: {e}"),
        other => return Err(format!("a pre-reset buffer should be stale, got {other:?}")),
    }
    let func = Module::load_ptx(dev, kernels::VECTOR_ADD_PTX)
        .and_then(|m| m.function(kernels::VECTOR_ADD))
        .map_err(|e| format!("after reset: {e}"))?;
    run_vector_add(dev, &func, 1 << 20).map_err(|e| format!("after reset: {e}"))??;
    let t = Instant::now();
    dev.reset().map_err(|e| format!("second reset: {e}"))?;
    Ok(format!("recovered and recomputed 1M elements; a clean reset takes {:?}", t.elapsed()))
}

fn flatness_check(dev: &Device) -> Check {
    let sizes = [256usize, 64 << 10, (3 << 20) + 17, 1 << 20, 32 << 20];
    let cycle = |i: usize| DeviceBuffer::alloc(dev, sizes[i % sizes.len()]).map(drop);
    let run = || -> Result<(usize, usize, std::time::Duration), GpuError> {
        (0..100).try_for_each(cycle)?;
        let (free0, _) = dev.mem_get_info()?;
        let t = Instant::now();
        (0..10_000).try_for_each(cycle)?;
        let elapsed = t.elapsed();
        Ok((free0, dev.mem_get_info()?.0, elapsed))
    };
    let (free0, free1, elapsed) = run().map_err(|e| e.to_string())?;
    let drift = free0 as i64 - free1 as i64;
    let detail = format!("free {free0} -> {free1} bytes (drift {drift}) in {elapsed:?}");
    if drift.abs() <= 2 << 20 {
        Ok(detail)
    } else {
        Err(detail)
    }
}
