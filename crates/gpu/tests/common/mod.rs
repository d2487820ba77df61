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

/// The Tile ABI offsets of `kernels::TILE_VECTOR_ADD_SM90_CUBIN`: (ptr, shape0: i32,
/// stride0: i32) for a, b and c in a 48-byte buffer.
pub const TILE_VADD_SLOTS: [(usize, usize); 9] =
    [(0, 8), (8, 4), (12, 4), (16, 8), (24, 4), (28, 4), (32, 8), (40, 4), (44, 4)];

/// Runs the tileiras vector add over `n` elements the way the JIT launches: block (1, 1, 1),
/// no dynamic shared memory, one kernelParams pointer per ABI slot of a packed buffer (or,
/// with `typed`, through `KernelArgs`). Checks every element.
pub fn check_tile_vector_add(dev: &Device, func: &Function, n: usize, typed: bool) {
    let (a, b) = (data(n, 11), data(n, 12));
    let da = DeviceBuffer::from_slice(dev, &a).unwrap();
    let db = DeviceBuffer::from_slice(dev, &b).unwrap();
    let mut dc = DeviceBuffer::alloc(dev, n * 4).unwrap();
    dc.memset_u8(0xFF).unwrap();
    let blocks = (n as u32).div_ceil(kernels::TILE_VECTOR_ADD_TILE);
    let cfg = LaunchConfig::tile([blocks, 1, 1]);
    let stream = dev.stream();
    if typed {
        let mut args = KernelArgs::new();
        for buf in [&da, &db, &dc] {
            args.push_buffer(buf).push(n as i32).push(1i32);
        }
        func.launch_with(&cfg, &stream, &args).unwrap();
    } else {
        let mut packed = [0u64; 6];
        let bytes = packed.as_mut_ptr().cast::<u8>();
        let put = |offset: usize, value: &[u8]| {
            // SAFETY: every offset + size in TILE_VADD_SLOTS lies within the 48-byte buffer.
            unsafe { std::ptr::copy_nonoverlapping(value.as_ptr(), bytes.add(offset), value.len()) }
        };
        for (i, buf) in [&da, &db, &dc].into_iter().enumerate() {
            put(TILE_VADD_SLOTS[3 * i].0, &buf.device_ptr().to_le_bytes());
            put(TILE_VADD_SLOTS[3 * i + 1].0, &(n as i32).to_le_bytes());
            put(TILE_VADD_SLOTS[3 * i + 2].0, &1i32.to_le_bytes());
        }
        let mut params: Vec<*mut std::ffi::c_void> =
            TILE_VADD_SLOTS.iter().map(|&(offset, _)| bytes.wrapping_add(offset).cast()).collect();
        // SAFETY: one pointer per ABI slot into `packed`, which names live buffers of n f32.
        unsafe { tile_gpu::launch(func, cfg.grid, cfg.block, cfg.shared_mem_bytes, &stream, &mut params) }
            .unwrap();
    }
    stream.synchronize().unwrap();
    let c: Vec<f32> = dc.to_vec().unwrap();
    let wrong = (0..n).filter(|&i| c[i] != a[i] + b[i]).count();
    assert_eq!(wrong, 0, "tile vector_add: {wrong} of {n} elements wrong (typed: {typed})");
}
