//! Shared helpers of the GPU test binaries: the harness that runs each test on a device or
//! reports it ignored, and the vector-add test kernel.
//!
//! The binaries use libtest-mimic (`harness = false`): without a usable GPU each test is
//! reported *ignored* with the reason (`no CUDA driver or GPU: ...`), never passed, so
//! `cargo test` works everywhere and counts honestly. `TILE_REQUIRE_GPU=1` turns every such
//! test into a failure (use it on the GPU machine, so a broken driver setup cannot go
//! unnoticed). `TILE_GPU_ORDINAL` picks the device (default 0).

#![allow(dead_code)] // each test binary uses a different subset

use std::io::Write;
use std::sync::{Mutex, MutexGuard, PoisonError};

use libtest_mimic::{Arguments, Completion, Trial};
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

/// A test that needs a GPU: its name, the compute capability it needs (`None`: any), and its
/// body.
pub type GpuTest = (&'static str, Option<(u32, u32)>, fn(&Device));

/// Runs `tests` as libtest-mimic trials (filtering and `--list` as usual): each opens the
/// device and runs, or is ignored with the reason when this machine has no GPU. Tests run one
/// at a time ([`serial`]), and a panicking test fails.
pub fn run(tests: &[GpuTest]) -> ! {
    let args = Arguments::from_args();
    let trials = tests
        .iter()
        .map(|&(name, needs, body)| Trial::ignorable_test(name, move || on_device(name, needs, body)))
        .collect();
    libtest_mimic::run(&args, trials).exit()
}

fn on_device(test: &str, needs: Option<(u32, u32)>, body: fn(&Device)) -> Result<Completion, libtest_mimic::Failed> {
    let _g = serial();
    let ordinal = std::env::var("TILE_GPU_ORDINAL").ok().and_then(|s| s.parse().ok()).unwrap_or(0);
    match Device::open(ordinal) {
        Ok(dev) if needs.is_some_and(|cc| cc != dev.info().compute_capability) => {
            let (major, minor) = needs.unwrap_or_default();
            Ok(Completion::ignored_with(format!("needs a GPU of compute capability {major}.{minor}; GPU {ordinal} is {}", dev.info())))
        }
        Ok(dev) => {
            body(&dev);
            Ok(Completion::Completed)
        }
        Err(e) if e.is_unavailable() && !require_gpu() => Ok(Completion::ignored_with(format!("no CUDA driver or GPU: {e}"))),
        Err(e) if e.is_unavailable() => Err(format!("{test}: no GPU, and TILE_REQUIRE_GPU=1 forbids ignoring: {e}").into()),
        Err(e) => Err(format!("{test}: cannot open GPU {ordinal}: {e}").into()),
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
