//! GPU tests of the safe API: devices, memory, copies, fills, events, module loading and
//! launches (hand-written PTX and a ptxas cubin), borrowed memory and streams, threads, and
//! memory flatness over 10,000 alloc/free cycles.
//!
//! Without a GPU every test is reported ignored, with the reason; on the GPU machine run
//! `TILE_REQUIRE_GPU=1 cargo test -p tile-gpu --release` so that a missing GPU fails.
//! Fault detection and recovery live in `gpu_fault.rs`: a reset destroys the primary context
//! of the whole process, so it gets a process of its own.

mod common;

use std::ffi::c_void;

use common::{
    check_tile_vector_add, check_vector_add, data, note, vector_add, TILE_VADD_SLOTS,
};
use tile_gpu::{
    kernels, Device, launch, DeviceBuffer, Driver, ErrorKind, Event, KernelArgs, LaunchConfig, Module, ParamInfo,
    Stream,
};

fn device_info(dev: &Device) {
    let driver = Driver::load().unwrap();
    let (major, minor) = driver.version();
    note(&format!("driver CUDA {major}.{minor}"));
    assert!(major >= 12, "driver CUDA {major}.{minor}");
    let devices = driver.devices().unwrap();
    assert_eq!(devices.len(), driver.device_count().unwrap());
    for info in &devices {
        note(&format!("device {info}"));
    }
    let info = dev.info();
    assert_eq!(info, &devices[dev.ordinal() as usize]);
    assert!(!info.name.is_empty());
    assert!(info.compute_capability.0 >= 7, "{info}");
    assert!(info.sm_count > 0 && info.total_memory > (1 << 30), "{info}");
    let (cc_major, cc_minor) = info.compute_capability;
    assert_eq!(dev.target(), format!("sm_{cc_major}{cc_minor}"));
    let (free, total) = dev.mem_get_info().unwrap();
    assert!(free <= total && total <= info.total_memory + (1 << 20), "free {free} total {total}");
    // Opening again gives the same device (one tracker per primary context).
    assert!(tile_gpu::Device::open(dev.ordinal()).unwrap().same_device(dev));
}

fn alloc_copy_round_trip(dev: &Device) {
    let a = data(1 << 20, 7);
    let da = DeviceBuffer::from_slice(dev, &a).unwrap();
    assert_eq!(da.size(), a.len() * 4);
    assert_eq!(da.to_vec::<f32>().unwrap(), a);

    let mut db = DeviceBuffer::alloc(dev, da.size()).unwrap();
    db.copy_from_device(&da).unwrap();
    let mut back = vec![0f32; a.len()];
    db.copy_to_host(&mut back).unwrap();
    assert_eq!(back, a);

    // Bytes reinterpret freely between Pod types.
    let bytes: Vec<u8> = db.to_vec().unwrap();
    assert_eq!(&bytes[..4], &a[0].to_le_bytes());

    // Asynchronous copies on a stream of our own.
    let stream = Stream::new(dev).unwrap();
    let mut dc = DeviceBuffer::alloc(dev, da.size()).unwrap();
    let mut out = vec![0f32; a.len()];
    // SAFETY: `a` and `out` outlive the synchronize below.
    unsafe {
        dc.copy_from_host_async(&a, &stream).unwrap();
        dc.copy_to_host_async(&mut out, &stream).unwrap();
    }
    stream.synchronize().unwrap();
    assert_eq!(out, a);
}

fn alignment_sizes_and_mismatches(dev: &Device) {
    let bufs: Vec<_> =
        [1usize, 3, 255, 256, 4097, 1 << 20].iter().map(|&n| DeviceBuffer::alloc(dev, n).unwrap()).collect();
    for b in &bufs {
        assert_eq!(b.device_ptr() % tile_gpu::ALIGNMENT, 0, "{b:?}");
    }
    let empty = DeviceBuffer::zeroed(dev, 0).unwrap();
    assert_eq!((empty.size(), empty.device_ptr()), (0, 0));
    assert!(empty.to_vec::<f32>().unwrap().is_empty());

    let mut b = DeviceBuffer::alloc(dev, 16).unwrap();
    let e = b.copy_from_host(&[1u32, 2, 3]).unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::InvalidArgument, "{e}");
    assert!(e.to_string().contains("12 bytes but buffer"), "{e}");
    let e = DeviceBuffer::alloc(dev, 6).unwrap().to_vec::<u32>().unwrap_err();
    assert!(e.to_string().contains("not a multiple of 4"), "{e}");
    let e = DeviceBuffer::alloc(dev, 1 << 50).unwrap_err();
    assert_eq!(e.code_name(), Some("CUDA_ERROR_OUT_OF_MEMORY"), "{e}");
    assert!(!e.is_context_fatal());
    note(&format!("expected error: {e}"));
}

fn memset(dev: &Device) {
    let mut b = DeviceBuffer::alloc(dev, 4096 + 12).unwrap();
    b.memset_u8(0xAB).unwrap();
    assert!(b.to_vec::<u8>().unwrap().iter().all(|&x| x == 0xAB));
    b.memset_u32(1.5f32.to_bits()).unwrap();
    assert!(b.to_vec::<f32>().unwrap().iter().all(|&x| x == 1.5));
    let z = DeviceBuffer::zeroed(dev, 1000).unwrap();
    assert!(z.to_vec::<u8>().unwrap().iter().all(|&x| x == 0));
    let e = DeviceBuffer::alloc(dev, 6).unwrap().memset_u32(0).unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::InvalidArgument, "{e}");
}

fn event_timing(dev: &Device) {
    let stream = dev.stream();
    let (start, end) = (Event::new(dev).unwrap(), Event::new(dev).unwrap());
    let mut big = DeviceBuffer::alloc(dev, 1 << 30).unwrap();
    start.record(&stream).unwrap();
    for v in 0..4 {
        big.memset_u32_async(v, &stream).unwrap();
    }
    end.record(&stream).unwrap();
    end.synchronize().unwrap();
    assert!(end.is_complete().unwrap());
    let ms = start.elapsed_ms(&end).unwrap();
    let gbps = 4.0 * (1u64 << 30) as f64 / (ms as f64 * 1e-3) / 1e9;
    note(&format!("event_timing: 4 x 1 GiB memset in {ms:.3} ms ({gbps:.0} GB/s)"));
    assert!(ms > 0.0 && ms < 10_000.0, "{ms} ms");
}

fn ptx_vector_add(dev: &Device) {
    let func = vector_add(dev);
    let attrs = func.attributes().unwrap();
    note(&format!("vector_add_f32 (PTX JIT): {attrs}"));
    assert!(attrs.num_regs > 0 && attrs.max_threads_per_block >= 256, "{attrs}");
    let expect = [(0, 8), (8, 8), (16, 8), (24, 4)].map(|(offset, size)| ParamInfo { offset, size });
    assert_eq!(func.params().unwrap(), expect);
    for n in [1, 255, 256, 1000, 1_000_003] {
        check_vector_add(dev, &func, &dev.stream(), n);
    }
    check_vector_add(dev, &func, &Stream::new(dev).unwrap(), 4096);
}

fn cubin_vector_add(dev: &Device) {
    let module = Module::load_cubin(dev, kernels::VECTOR_ADD_SM90_CUBIN).unwrap();
    let func = module.function(kernels::VECTOR_ADD).unwrap();
    let attrs = func.attributes().unwrap();
    note(&format!("vector_add_f32 (ptxas 13.4 cubin): {attrs}"));
    assert_eq!(attrs.binary_version, 90, "{attrs}");
    check_vector_add(dev, &func, &dev.stream(), 1_000_003);
}

/// A real tileiras cubin launched by the Tile rules (block (1, 1, 1), no dynamic shared
/// memory, one kernelParams pointer per flattened ABI slot), as the JIT will.
fn tileiras_cubin_vector_add(dev: &Device) {
    let module = Module::load_cubin(dev, kernels::TILE_VECTOR_ADD_SM90_CUBIN).unwrap();
    let func = module.function(kernels::TILE_VECTOR_ADD).unwrap();
    note(&format!("vector_add (tileiras 13.4 cubin): {}", func.attributes().unwrap()));
    for n in [1, 1000, 4096, 100_003, 1 << 22] {
        check_tile_vector_add(dev, &func, n, false);
    }
    // The driver lists exactly the user's ABI slots.
    let params = func.params().unwrap();
    note(&format!("vector_add declared parameters: {params:?}"));
    let expect = TILE_VADD_SLOTS.map(|(offset, size)| ParamInfo { offset, size });
    assert_eq!(params, expect);
    check_tile_vector_add(dev, &func, 100_003, true);
}

/// The raw entry point the JIT uses: one pointer per parameter into a packed buffer.
fn raw_launch_with_packed_params(dev: &Device) {
    let func = vector_add(dev);
    let n = 5000usize;
    let (a, b) = (data(n, 3), data(n, 4));
    let da = DeviceBuffer::from_slice(dev, &a).unwrap();
    let db = DeviceBuffer::from_slice(dev, &b).unwrap();
    let dc = DeviceBuffer::zeroed(dev, n * 4).unwrap();
    // The ABI layout: ptr@0, ptr@8, ptr@16, u32@24 in one 32-byte buffer.
    let mut packed = [0u64; 4];
    packed[0] = da.device_ptr();
    packed[1] = db.device_ptr();
    packed[2] = dc.device_ptr();
    packed[3] = n as u64; // little endian: the u32 sits in the low bytes at offset 24
    let base = packed.as_mut_ptr().cast::<u8>();
    let mut params: Vec<*mut c_void> = [0, 8, 16, 24].iter().map(|&o| base.wrapping_add(o).cast()).collect();
    let cfg = LaunchConfig::linear(n as u32, 128);
    // SAFETY: four pointers into `packed`, matching the kernel's (u64, u64, u64, u32) params,
    // which point at live buffers of n f32 each.
    unsafe { launch(&func, cfg.grid, cfg.block, 0, &dev.stream(), &mut params) }.unwrap();
    dev.synchronize().unwrap();
    let c: Vec<f32> = dc.to_vec().unwrap();
    assert!((0..n).all(|i| c[i] == a[i] + b[i]));

    // Too few pointers is caught before the driver reads past the slice.
    // SAFETY: rejected before launching.
    let e = unsafe { launch(&func, cfg.grid, cfg.block, 0, &dev.stream(), &mut params[..3]) }.unwrap_err();
    assert!(e.to_string().contains("declares 4 parameters but 3 pointers"), "{e}");
}

fn launch_argument_errors(dev: &Device) {
    let func = vector_add(dev);
    let buf = DeviceBuffer::alloc(dev, 1024).unwrap();
    let cfg = LaunchConfig::linear(256, 256);
    let mut args = KernelArgs::new();
    args.push_buffer(&buf).push_buffer(&buf).push_buffer(&buf);
    let e = func.launch_with(&cfg, &dev.stream(), &args).unwrap_err();
    assert!(e.to_string().contains("takes 4 parameters but 3 arguments"), "{e}");
    args.push(256u64); // 8 bytes where the kernel takes a u32
    let e = func.launch_with(&cfg, &dev.stream(), &args).unwrap_err();
    assert!(
        e.to_string().contains("argument 3 of `vector_add_f32` is 8 bytes but the parameter is 4"),
        "{e}"
    );
    // A block larger than the device allows is the driver's INVALID_VALUE, not fatal.
    let mut ok = KernelArgs::new();
    ok.push_buffer(&buf).push_buffer(&buf).push_buffer(&buf).push(256u32);
    let huge = LaunchConfig { grid: [1, 1, 1], block: [4096, 1, 1], shared_mem_bytes: 0 };
    let e = func.launch_with(&huge, &dev.stream(), &ok).unwrap_err();
    assert_eq!(e.call(), "cuLaunchKernel", "{e}");
    assert!(!e.is_context_fatal(), "{e}");
    note(&format!("expected error: {e}"));
    // The context is still fine.
    func.launch_with(&cfg, &dev.stream(), &ok).unwrap();
    dev.synchronize().unwrap();
}

fn module_errors(dev: &Device) {
    let bad = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry k() { bogus.instruction; }\n";
    let e = Module::load_ptx(dev, bad).unwrap_err();
    note(&format!("expected error: {e}"));
    assert_eq!(e.call(), "cuModuleLoadDataEx", "{e}");
    assert!(e.message().contains("JIT log"), "the driver's log should explain: {e}");
    let module = Module::load_ptx(dev, kernels::VECTOR_ADD_PTX).unwrap();
    let e = module.function("no_such_kernel").unwrap_err();
    assert_eq!(e.code_name(), Some("CUDA_ERROR_NOT_FOUND"), "{e}");
    assert!(e.to_string().contains("`no_such_kernel`"), "{e}");
    let e = Module::load_cubin(dev, b"\x7fTileIR\0\x0d\x01\0\0").unwrap_err();
    assert_eq!(e.kind(), &ErrorKind::InvalidArgument, "{e}");
}

/// Memory and streams the embedding application owns are used, never freed or destroyed.
fn borrowed_memory_and_streams(dev: &Device) {
    let owner = DeviceBuffer::from_slice(dev, &[1u32, 2, 3, 4]).unwrap();
    {
        // SAFETY: `owner` outlives the wrapper and is 16 bytes on this device.
        let mut view = unsafe { DeviceBuffer::from_raw(dev, owner.device_ptr(), 16) }.unwrap();
        assert!(!view.is_owned());
        view.copy_from_host(&[5u32, 6, 7, 8]).unwrap();
    } // dropping the view frees nothing
    assert_eq!(owner.to_vec::<u32>().unwrap(), [5, 6, 7, 8]);

    let app_stream = Stream::new(dev).unwrap();
    let raw = app_stream.as_raw().unwrap();
    {
        // SAFETY: `app_stream` outlives the wrapper and is a stream of this device.
        let wrapped = unsafe { Stream::from_raw(dev, raw) }.unwrap();
        check_vector_add(dev, &vector_add(dev), &wrapped, 10_000);
    } // dropping the wrapper destroys nothing
    app_stream.synchronize().unwrap();
}

fn threads_share_a_device(dev: &Device) {
    let func = vector_add(dev);
    std::thread::scope(|s| {
        for t in 0..4 {
            let (dev, func) = (dev.clone(), func.clone());
            s.spawn(move || {
                let stream = Stream::new(&dev).unwrap();
                for i in 0..20 {
                    check_vector_add(&dev, &func, &stream, 1000 + 97 * (t * 20 + i));
                }
            });
        }
    });
}

/// 10,000 alloc/free cycles leave free memory and the resource table where they were.
fn memory_is_flat_over_10000_cycles(dev: &Device) {
    let sizes = [256usize, 64 << 10, (3 << 20) + 17, 1 << 20, 32 << 20];
    let cycle = |i: usize| drop(DeviceBuffer::alloc(dev, sizes[i % sizes.len()]).unwrap());
    (0..100).for_each(cycle); // let the driver settle its own bookkeeping first
    dev.synchronize().unwrap();
    let live = dev.live_resources().len();
    let (free0, _) = dev.mem_get_info().unwrap();
    let t = std::time::Instant::now();
    (0..10_000).for_each(cycle);
    let elapsed = t.elapsed();
    let (free1, _) = dev.mem_get_info().unwrap();
    let drift = free0 as i64 - free1 as i64;
    note(&format!(
        "10,000 alloc/free cycles in {elapsed:?}; free memory {free0} -> {free1} (drift {drift} B)"
    ));
    assert_eq!(dev.live_resources().len(), live);
    assert!(drift.abs() <= 2 << 20, "device memory drifted by {drift} bytes");
}

/// TMA tensor maps (sm_90): one over a buffer's 2-byte elements encodes; what breaks the
/// encoding's rules (an extent of 0, a stride not of whole 16 bytes, a box above 256) is the
/// driver's refusal, named, not a crash.
fn tensor_maps(dev: &Device) {
    let buf = DeviceBuffer::zeroed(dev, 1000 * 776 * 2).unwrap();
    let base = buf.device_ptr();
    let map = tile_gpu::tensor_map_16bit(base, &[776, 1000], &[776 * 2], &[64, 128]).unwrap();
    assert_ne!(map, tile_gpu::TensorMap::ZERO);
    for (dims, strides, boxes) in [([0u64, 1000], [1552u64], [64u32, 128]), ([776, 1000], [776], [64, 128]), ([776, 1000], [1552], [64, 512])] {
        let e = tile_gpu::tensor_map_16bit(base, &dims, &strides, &boxes).unwrap_err();
        assert!(e.to_string().contains("cuTensorMapEncodeTiled"), "{e}");
    }
}

fn main() {
    common::run(&[
        ("tensor_maps", Some((9, 0)), tensor_maps),
        ("device_info", None, device_info),
        ("alloc_copy_round_trip", None, alloc_copy_round_trip),
        ("alignment_sizes_and_mismatches", None, alignment_sizes_and_mismatches),
        ("memset", None, memset),
        ("event_timing", None, event_timing),
        ("ptx_vector_add", None, ptx_vector_add),
        ("cubin_vector_add", Some((9, 0)), cubin_vector_add),
        ("tileiras_cubin_vector_add", Some((9, 0)), tileiras_cubin_vector_add),
        ("raw_launch_with_packed_params", None, raw_launch_with_packed_params),
        ("launch_argument_errors", None, launch_argument_errors),
        ("module_errors", None, module_errors),
        ("borrowed_memory_and_streams", None, borrowed_memory_and_streams),
        ("threads_share_a_device", None, threads_share_a_device),
        ("memory_is_flat_over_10000_cycles", None, memory_is_flat_over_10000_cycles),
    ]);
}
