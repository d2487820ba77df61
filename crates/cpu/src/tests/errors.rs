//! Errors: every message names the kernel and, for arguments, the parameter.

use tile_lang::tir::{ArrayFacts, ArrayType, Kernel, KernelParam, OpKind, ParamKind, Type};
use tile_lang::DType;

use super::{kernel, try_run};
use crate::{launch, Arg, ArrayArg, CpuKernel, ErrorKind, ExecOptions, HostArray, HostValue, ScalarArg};

const COPY: &str = "
kernel @copy (%x x: array<f32, 1>, %y y: array<f32, 1>) {
  %i = block_id 0 : tile<i32>
  %t = load zero %x[%i] : tile<16xf32>
  store %y[%i], %t
  return
}";

fn f32s(n: usize) -> HostValue {
    HostArray::zeros(DType::F32, &[n]).into()
}

#[test]
fn strides_addressing_outside_the_buffer_name_the_parameter() {
    let k = kernel(COPY);
    // Ten elements viewed with stride 2: element 9 would be at 18.
    let x = HostArray::zeros(DType::F32, &[10]).with_layout(&[10], &[2], 0);
    let mut args = [x.into(), f32s(10)];
    let e = try_run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Argument);
    assert_eq!(e.param.as_deref(), Some("x"));
    assert!(e.to_string().starts_with("kernel `copy`, parameter `x`: "), "{e}");
    assert!(e.message.contains("address bytes 0 to 75 of a buffer of 40 bytes"), "{e}");
    // A negative stride without the offset that keeps it inside.
    let y = HostArray::zeros(DType::F32, &[10]).with_layout(&[10], &[-1], 0);
    let mut args = [f32s(10), y.into()];
    let e = try_run(&k, [1, 1, 1], &mut args).unwrap_err();
    assert_eq!(e.param.as_deref(), Some("y"));
    assert!(e.message.contains("bytes -36 to 3"), "{e}");
    // With the offset it is fine.
    let y = HostArray::zeros(DType::F32, &[10]).with_layout(&[10], &[-1], 9);
    assert!(try_run(&k, [1, 1, 1], &mut [f32s(10), y.into()]).is_ok());
}

#[test]
fn argument_mismatches() {
    let k = kernel(COPY);
    let e = try_run(&k, [1, 1, 1], &mut [f32s(4)]).unwrap_err();
    assert_eq!(e.to_string(), "kernel `copy`: expects 2 arguments (x, y), got 1");
    let e = try_run(&k, [1, 1, 1], &mut [HostArray::zeros(DType::F16, &[4]).into(), f32s(4)]).unwrap_err();
    assert_eq!(e.to_string(), "kernel `copy`, parameter `x`: expects an array of f32, got an array of f16");
    let e = try_run(&k, [1, 1, 1], &mut [HostArray::zeros(DType::F32, &[2, 2]).into(), f32s(4)]).unwrap_err();
    assert!(e.message.contains("expects an array of rank 1"), "{e}");
    let e = try_run(&k, [1, 1, 1], &mut [f32s(4), HostValue::from(1.0f32)]).unwrap_err();
    assert_eq!(
        e.to_string(),
        "kernel `copy`, parameter `y`: expects an array of f32 of rank 1, got a f32 scalar"
    );
    let scalar = kernel("kernel @s (%n n: tile<i32>) {\n  return\n}");
    let e = try_run(&scalar, [1, 1, 1], &mut [HostValue::from(1i64)]).unwrap_err();
    assert_eq!(e.to_string(), "kernel `s`, parameter `n`: expects a i32 scalar, got a i64 scalar");
    assert!(try_run(&scalar, [1, 1, 1], &mut [HostValue::Scalar(ScalarArg::from_i64(DType::I32, 5))]).is_ok());
}

#[test]
fn written_arrays_must_be_writable() {
    let k = kernel(COPY);
    let x = vec![0f32; 16];
    let y = vec![0f32; 16];
    let args = [
        Arg::Array(ArrayArg::read_only_contiguous(&x, &[16])),
        Arg::Array(ArrayArg::read_only_contiguous(&y, &[16])),
    ];
    let e = launch(&k, [1, 1, 1], &args, &ExecOptions::default()).unwrap_err();
    assert_eq!(
        e.to_string(),
        "kernel `copy`, parameter `y`: is written by the kernel but was passed read-only"
    );
}

#[test]
fn array_facts_are_checked_when_asked() {
    let k = kernel(
        "
kernel @facts (%x x: array<f32, 2> {align = 16, dim_div = [1, 16], stride_div = [16, 1], unit_inner_stride}) {
  return
}",
    );
    let strict = ExecOptions { check_facts: true, ..ExecOptions::default() };
    let check = |a: HostArray| crate::launch_owned(&k, [1, 1, 1], &mut [a.into()], &strict);
    assert!(check(HostArray::zeros(DType::F32, &[3, 32])).is_ok());
    let odd = HostArray::zeros(DType::F32, &[3, 32]).with_layout(&[3, 30], &[32, 1], 0);
    let e = check(odd.clone()).unwrap_err();
    assert_eq!(e.param.as_deref(), Some("x"));
    assert!(e.message.contains("sizes divisible by 16 along dimension 1; this one has 30"), "{e}");
    let e = check(HostArray::zeros(DType::F32, &[32, 32]).transposed()).unwrap_err();
    assert!(e.message.contains("strides divisible by 16 along dimension 0; this one has 1"), "{e}");
    let e = check(HostArray::zeros(DType::F32, &[64]).with_layout(&[1, 32], &[32, 1], 1)).unwrap_err();
    assert!(e.message.contains("16-byte aligned"), "{e}");
    // By default the executor, which relies on no fact, runs it anyway.
    assert!(try_run(&k, [1, 1, 1], &mut [odd.into()]).is_ok());
}

#[test]
fn unsupported_ops_are_refused_before_running() {
    let k = kernel(
        "
kernel @bad (%x x: array<f8e4m3, 1>) {
  %z = constant 0 : tile<i32>
  %t = load zero %x[%z] : tile<4xf8e4m3>
  %u = add %t, %t : tile<4xf8e4m3>
  store %x[%z], %u
  return
}",
    );
    let e = CpuKernel::new(&k).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(e.to_string(), "kernel `bad`, `add`: `add` is not defined on f8e4m3");
}

#[test]
fn kernels_that_do_not_verify_are_refused() {
    let params = vec![KernelParam {
        name: "x".into(),
        kind: ParamKind::Array {
            ty: ArrayType { dtype: DType::F32, rank: 1 },
            facts: ArrayFacts::unknown(1),
        },
    }];
    let mut k = Kernel::new("broken", params);
    let body = k.body;
    // A body without a terminator.
    k.append_op(body, OpKind::BlockId(0), &[], &[Type::scalar(DType::I32)], &[], None);
    let e = CpuKernel::new(&k).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Invalid);
    assert!(e.to_string().starts_with("kernel `broken`: the kernel does not verify"), "{e}");
}

#[test]
fn run_time_traps() {
    let step0 = kernel(
        "
kernel @step0 (%n n: tile<i32>) {
  %z = constant 0 : tile<i32>
  for %z to %n step %z {
  ^(%i: tile<i32>):
    continue
  }
  return
}",
    );
    let e = try_run(&step0, [2, 1, 1], &mut [HostValue::from(4i32)]).unwrap_err();
    assert_eq!((e.kind, e.block), (ErrorKind::Trap, Some([0, 0, 0])));
    assert_eq!(e.to_string(), "kernel `step0`, block (0, 0, 0), `for`: `for` loop with step 0");
    let extract = kernel(
        "
kernel @ex (%n n: tile<i32>) {
  %t = iota : tile<8xi32>
  %e = extract %t[%n] : tile<2xi32>
  return
}",
    );
    assert!(try_run(&extract, [1, 1, 1], &mut [HostValue::from(3i32)]).is_ok());
    let e = try_run(&extract, [1, 1, 1], &mut [HostValue::from(4i32)]).unwrap_err();
    assert!(e.message.contains("sub-tile index 4 along axis 0 is out of range"), "{e}");
}

#[test]
fn oversized_grids_are_refused() {
    let k = kernel("kernel @g () {\n  return\n}");
    let e = try_run(&k, [1, 1 << 31, 1], &mut []).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Grid);
    let report = try_run(&k, [0, 5, 1], &mut []).unwrap();
    assert_eq!(report.blocks, 0);
}
