//! Shared helpers of the GPU test binaries: finding a device or skipping, and running the
//! vector-add test kernel.
//!
//! Without a usable GPU each test prints "skipped: ..." to stderr and passes, so
//! `cargo test` works everywhere. `TILE_REQUIRE_GPU=1` turns every skip into a failure (use it
//! on the GPU machine, so a broken driver setup cannot pass silently). `TILE_GPU_ORDINAL`
//! picks the device (default 0).

#![allow(dead_code)] // each test binary uses a different subset

use std::io::Write;
use std::sync::{Mutex, MutexGuard, PoisonError};

use tile_gpu::{kernels, Device, DeviceBuffer, Function, KernelArgs, LaunchConfig, Module, Stream};

/// Serialises the tests of one binary: memory-flatness numbers and timings would be skewed by
/// tests running alongside.
static GPU: Mutex<()> = Mutex::new(());

pub fn serial() -> MutexGuard<'static, ()> {
    GPU.lock().unwrap_or_else(PoisonError::into_inner)
}

fn require_gpu() -> bool {
    std::env::var_os("TILE_REQUIRE_GPU").is_some_and(|v| v == "1")
}

/// Prints past the test harness's output capture, so skip reasons show in a normal run.
pub fn note(text: &str) {
    let _ = writeln!(std::io::stderr(), "{text}");
}

/// The device to test on, or `None` (after printing why) when this machine has no GPU.
pub fn device_or_skip(test: &str) -> Option<Device> {
    let ordinal = std::env::var("TILE_GPU_ORDINAL").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    match Device::open(ordinal) {
        Ok(dev) => Some(dev),
        Err(e) if e.is_unavailable() && !require_gpu() => {
            note(&format!("{test}: skipped: no CUDA driver or GPU ({e})"));
            None
        }
        Err(e) if e.is_unavailable() => {
            panic!("{test}: no GPU, and TILE_REQUIRE_GPU=1 forbids skipping: {e}")
        }
        Err(e) => panic!("{test}: cannot open GPU {ordinal}: {e}"),
    }
}

/// Deterministic test data: small integers and halves, so f32 sums are exact.
pub fn data(n: usize, seed: u32) -> Vec<f32> {
    (0..n as u32)
        .map(|i| ((i.wrapping_mul(2_654_435_761).wrapping_add(seed) >> 20) % 1000) as f32 * 0.5)
        .collect()
}

pub fn vector_add(dev: &Device) -> Function {
    let module = Module::load_ptx(dev, kernels::VECTOR_ADD_PTX).expect("load vector_add PTX");
    module.function(kernels::VECTOR_ADD).expect("find vector_add_f32")
}

/// Runs `c = a + b` over `n` elements with `func` on `stream` and checks every element.
pub fn check_vector_add(dev: &Device, func: &Function, stream: &Stream, n: usize) {
    let (a, b) = (data(n, 1), data(n, 2));
    let da = DeviceBuffer::from_slice(dev, &a).unwrap();
    let db = DeviceBuffer::from_slice(dev, &b).unwrap();
    let mut dc = DeviceBuffer::alloc(dev, n * 4).unwrap();
    dc.memset_u8(0xFF).unwrap(); // NaN everywhere, so an element the kernel missed shows
    let mut args = KernelArgs::new();
    args.push_buffer(&da).push_buffer(&db).push_buffer(&dc).push(n as u32);
    func.launch_with(&LaunchConfig::linear(n as u32, 256), stream, &args).unwrap();
    stream.synchronize().unwrap();
    let c: Vec<f32> = dc.to_vec().unwrap();
    let wrong = (0..n).filter(|&i| c[i] != a[i] + b[i]).count();
    assert_eq!(wrong, 0, "{wrong} of {n} elements wrong; first: {:?}", (0..n).find(|&i| c[i] != a[i] + b[i]));
}
