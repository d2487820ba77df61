//! Fault detection and recovery: a kernel writes to the null address, the sticky error is
//! recognised, [`Device::reset`] reports what it invalidated, stale objects fail cleanly, and
//! the fresh context runs kernels again.
//!
//! One test in its own binary: a reset destroys the primary context for the whole process,
//! which would pull memory out from under tests running alongside.

mod common;

use common::{check_vector_add, note, vector_add};
use tile_gpu::{kernels, Device, DeviceBuffer, KernelArgs, LaunchConfig, Module};

fn illegal_address_is_detected_and_reset_recovers(dev: &Device) {
    let module = Module::load_ptx(dev, kernels::WRITE_U32_PTX).unwrap();
    let write = module.function(kernels::WRITE_U32).unwrap();
    let one = LaunchConfig::linear(1, 1);

    // The kernel works with a valid address.
    let target = DeviceBuffer::zeroed(dev, 4).unwrap();
    let keep = DeviceBuffer::from_slice(dev, &[1f32, 2.0, 3.0]).unwrap();
    let mut args = KernelArgs::new();
    args.push_buffer(&target).push(42u32);
    write.launch_with(&one, &dev.stream(), &args).unwrap();
    dev.synchronize().unwrap();
    assert_eq!(target.to_vec::<u32>().unwrap(), [42]);
    assert!(dev.fault().is_none());

    // The null write faults the context. The launch itself may or may not report it; the
    // synchronize must.
    let mut null = KernelArgs::new();
    null.push(0u64).push(7u32);
    let launched = write.launch_with(&one, &dev.stream(), &null);
    let fault = match launched {
        Err(e) => e,
        Ok(()) => dev.stream().synchronize().expect_err("a null write must fault"),
    };
    note(&format!("fault: {fault}"));
    assert!(fault.is_context_fatal(), "{fault}");
    assert_eq!(fault.code_name(), Some("CUDA_ERROR_ILLEGAL_ADDRESS"), "{fault}");
    assert!(dev.fault().is_some_and(|f| f.is_context_fatal()));

    // The context is unusable: even a copy fails, with a sticky error.
    let e = keep.to_vec::<f32>().unwrap_err();
    assert!(e.is_context_fatal(), "after a fault: {e}");

    // Recover.
    let old_generation = dev.generation();
    let report = dev.reset().unwrap();
    note(&format!("{report}"));
    assert_eq!(report.old_generation, old_generation);
    assert_eq!(report.new_generation, dev.generation());
    assert!(report.new_generation != old_generation);
    assert!(report.fault.as_ref().is_some_and(|f| f.is_context_fatal()), "{report}");
    for id in [keep.id(), target.id(), module.id()] {
        assert!(report.invalidated(id), "{id} should be listed in {report}");
    }
    assert!(dev.fault().is_none());
    assert!(dev.live_resources().is_empty(), "{:?}", dev.live_resources());

    // Objects from before the reset fail cleanly.
    assert!(!keep.is_valid());
    let e = keep.to_vec::<f32>().unwrap_err();
    assert!(e.is_stale(), "{e}");
    note(&format!("stale: {e}"));
    let e = write.launch_with(&one, &dev.stream(), &args).unwrap_err();
    assert!(e.is_stale(), "{e}");
    assert!(module.function(kernels::WRITE_U32).unwrap_err().is_stale());

    // The fresh context works, on the same default stream handle.
    check_vector_add(dev, &vector_add(dev), &dev.stream(), 1_000_003);
    let (free, total) = dev.mem_get_info().unwrap();
    note(&format!("after recovery: {free} of {total} bytes free"));

    // Dropping stale objects frees nothing (their memory went with the old context), and a
    // second reset of a healthy context works too.
    drop((keep, target, args, write, module));
    let fresh = DeviceBuffer::from_slice(dev, &[9u32; 64]).unwrap();
    assert_eq!(fresh.to_vec::<u32>().unwrap(), [9; 64]);
    let report = dev.reset().unwrap();
    assert!(report.invalidated(fresh.id()) && report.fault.is_none(), "{report}");
    check_vector_add(dev, &vector_add(dev), &dev.stream(), 4096);
}

fn main() {
    common::run(&[
        ("illegal_address_is_detected_and_reset_recovers", None, illegal_address_is_detected_and_reset_recovers),
    ]);
}
