//! Tests of the launch thunk and the launch path: what the thunk packs (read back through
//! the [`Layout`]), every reason it refuses an argument with the message a user sees, the
//! sharing and freeing of thunks, and that launching through the thunk gives bit-identical
//! results to the CPU executor called directly.

use std::sync::Arc;

use half::f16;
use tile_lang::tir::parse::parse_kernel;
use tile_lang::tir::Kernel;
use tile_lang::DType;

use super::{launch, Checks, Compiled, RawArg, Thunk};
use tile_lang::abi::{Layout, Role};
use tile_cpu::{self as cpu, Arg, ArrayArg, ExecError, ExecOptions, HostArray, ScalarArg};

/// A specialisation from TIR text (an empty body unless the text has one).
fn compiled(text: &str) -> Compiled {
    let k = parse_kernel(text).unwrap_or_else(|e| panic!("TIR parse error {e}\n{text}"));
    Compiled::new(k).unwrap_or_else(|e| panic!("{e}"))
}

/// The packed bytes for `args`, or the error's text.
fn pack(c: &Compiled, args: &[Arg<'_>]) -> Result<Vec<u8>, String> {
    c.pack(args, Checks::All).map(|p| p.to_vec()).map_err(|e| e.to_string())
}

/// The integer in the slot of `role` (pointers and scalars zero-extended, i32 sign-extended).
fn slot(layout: &Layout, packed: &[u8], role: Role) -> i64 {
    layout.read(packed, role).unwrap_or_else(|| panic!("no slot {role:?}"))
}

/// Sizes then strides of array parameter `param` as packed.
fn dims(layout: &Layout, packed: &[u8], param: usize, rank: usize) -> (Vec<i64>, Vec<i64>) {
    let sizes = (0..rank).map(|dim| slot(layout, packed, Role::Size { param, dim })).collect();
    let strides = (0..rank).map(|dim| slot(layout, packed, Role::Stride { param, dim })).collect();
    (sizes, strides)
}

const VADD: &str = "kernel @vadd (%a a: array<f32, 1> {align = 16, unit_inner_stride}, %b b: array<f32, 1> {align = 16, unit_inner_stride}, %c c: array<f32, 1> {align = 16, unit_inner_stride}) {
  return
}";

#[test]
fn vector_add_packs_base_size_and_stride_of_each_array() {
    let c = compiled(VADD);
    let (a, b) = (HostArray::zeros(DType::F32, &[1000]), HostArray::zeros(DType::F32, &[1000]));
    let mut out = HostArray::zeros(DType::F32, &[1000]);
    let addrs = [a.bytes().as_ptr() as i64, b.bytes().as_ptr() as i64, out.bytes().as_ptr() as i64];
    let args = [
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, a.bytes(), &[1000], &[1])),
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, b.bytes(), &[1000], &[1])),
        out.arg(),
    ];
    let packed = pack(&c, &args).unwrap();
    assert_eq!(packed.len(), 48);
    for (param, addr) in addrs.iter().enumerate() {
        assert_eq!(slot(&c.layout, &packed, Role::Base { param }), *addr);
        assert_eq!(dims(&c.layout, &packed, param, 1), (vec![1000], vec![1]));
    }
    // A Vec<f32> one element into its buffer is not 16-byte aligned.
    let mut v = vec![0f32; 1001];
    let skew = v_addr_misalign(&v);
    let args = [
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, a.bytes(), &[1000], &[1])),
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, b.bytes(), &[1000], &[1])),
        Arg::Array(ArrayArg::contiguous(&mut v[..], &[1000]).with_offset(skew)),
    ];
    assert!(pack(&c, &args).unwrap_err().contains("parameter `c`: the kernel was specialised for 16-byte aligned arrays"));
}

/// An element offset (0 or 1) that leaves a view of `v` not 16-byte aligned.
fn v_addr_misalign(v: &[f32]) -> usize {
    usize::from((v.as_ptr() as usize).is_multiple_of(16))
}

#[test]
fn matmul_packs_strided_two_dimensional_views() {
    let c = compiled(
        "kernel @mm (%a A: array<f16, 2> {align = 16}, %b B: array<f16, 2>, %c C: array<f32, 2> {align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}) {
  return
}",
    );
    let a = HostArray::zeros(DType::F16, &[64, 32]);
    let b = HostArray::zeros(DType::F16, &[32, 48]).transposed();
    let mut cc = HostArray::zeros(DType::F32, &[64, 48]);
    let (pa, pb) = (a.bytes().as_ptr() as i64, b.bytes().as_ptr() as i64);
    let pc = cc.bytes().as_ptr() as i64;
    let args = [
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F16, a.bytes(), &[64, 32], &[32, 1])),
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F16, b.bytes(), b.shape(), b.strides())),
        cc.arg(),
    ];
    let packed = pack(&c, &args).unwrap();
    assert_eq!(packed.len(), 72);
    assert_eq!([0, 1, 2].map(|param| slot(&c.layout, &packed, Role::Base { param })), [pa, pb, pc]);
    assert_eq!(dims(&c.layout, &packed, 0, 2), (vec![64, 32], vec![32, 1]));
    assert_eq!(dims(&c.layout, &packed, 1, 2), (vec![48, 32], vec![1, 48]));
    assert_eq!(dims(&c.layout, &packed, 2, 2), (vec![64, 48], vec![48, 1]));
}

#[test]
fn scalars_of_every_dtype_pack_their_bits() {
    let params: Vec<String> = DType::ALL.iter().enumerate().map(|(i, d)| format!("%{i} s{i}: tile<{d}>")).collect();
    let c = compiled(&format!("kernel @scalars ({}) {{\n  return\n}}", params.join(", ")));
    let bits: Vec<u64> = DType::ALL
        .iter()
        .enumerate()
        .map(|(i, d)| if *d == DType::Bool { 1 } else { 0x8877_6655_4433_2211u64.rotate_left(i as u32) >> (64 - 8 * d.size_bytes()) })
        .collect();
    let args: Vec<Arg<'_>> = DType::ALL.iter().zip(&bits).map(|(d, b)| Arg::Scalar(ScalarArg::from_bits(*d, *b))).collect();
    let packed = pack(&c, &args).unwrap();
    for (param, (d, b)) in DType::ALL.iter().zip(&bits).enumerate() {
        assert_eq!(slot(&c.layout, &packed, Role::Scalar { param }) as u64, *b, "{d}");
    }
    // Typed constructors give the expected bit patterns.
    let c = compiled("kernel @s (%0 x: tile<f16>, %1 y: tile<i8>, %2 z: tile<f64>, %3 w: tile<bool>) {\n  return\n}");
    let args = [Arg::from(f16::from_f32(1.5)), Arg::from(-2i8), Arg::from(-0.5f64), Arg::from(true)];
    let packed = pack(&c, &args).unwrap();
    let got: Vec<u64> = (0..4).map(|param| slot(&c.layout, &packed, Role::Scalar { param }) as u64).collect();
    assert_eq!(got, [0x3e00, 0xfe, (-0.5f64).to_bits(), 1]);
}

#[test]
fn arrays_of_rank_zero_to_four_pack_every_dimension() {
    let c = compiled(
        "kernel @ranks (%0 a0: array<i32, 0>, %1 a1: array<i32, 1>, %2 a2: array<i32, 2>, %3 a3: array<i32, 3>, %4 a4: array<i32, 4>) {\n  return\n}",
    );
    let shapes: [&[usize]; 5] = [&[], &[5], &[2, 3], &[2, 3, 4], &[2, 1, 3, 2]];
    let mut data: Vec<Vec<i32>> = shapes.iter().map(|s| vec![0; s.iter().product::<usize>()]).collect();
    let addrs: Vec<i64> = data.iter().map(|d| d.as_ptr() as i64).collect();
    let args: Vec<Arg<'_>> = data.iter_mut().zip(shapes).map(|(d, s)| Arg::Array(ArrayArg::contiguous(&mut d[..], s))).collect();
    let packed = pack(&c, &args).unwrap();
    for (param, shape) in shapes.iter().enumerate() {
        assert_eq!(slot(&c.layout, &packed, Role::Base { param }), addrs[param]);
        let (sizes, strides) = dims(&c.layout, &packed, param, shape.len());
        assert_eq!(sizes, shape.iter().map(|&n| n as i64).collect::<Vec<_>>());
        let mut expected: Vec<i64> = cpu::row_major_strides(shape).into_iter().map(|s| s as i64).collect();
        // The size-1 dimension of the rank-4 array packs the canonical stride 0.
        if param == 4 {
            expected[1] = 0;
        }
        assert_eq!(strides, expected, "param {param}");
    }
}

#[test]
fn padding_between_slots_is_zeroed() {
    let k = parse_kernel("kernel @p (%0 x: tile<f16>, %1 a: array<u8, 1>, %2 y: tile<f64>) {\n  return\n}").unwrap();
    let (thunk, layout) = (Thunk::for_kernel(&k).unwrap(), Layout::of(&k));
    let (sizes, strides) = ([3i64], [1i64]);
    let args = [RawArg::scalar(DType::F16, 0xffff), RawArg::array(DType::U8, 0x1001, &sizes, &strides), RawArg::scalar(DType::F64, u64::MAX)];
    let mut out = vec![0xaau8; layout.size];
    thunk.pack(&args, &mut out, Checks::All).unwrap();
    let mut expected = vec![0u8; 32];
    expected[0..2].copy_from_slice(&[0xff, 0xff]);
    expected[8..16].copy_from_slice(&0x1001u64.to_ne_bytes());
    expected[16..20].copy_from_slice(&3i32.to_ne_bytes());
    expected[20..24].copy_from_slice(&1i32.to_ne_bytes());
    expected[24..32].copy_from_slice(&[0xff; 8]);
    assert_eq!(out, expected);
}

/// The error of packing raw arguments for `text`.
fn rejection(text: &str, args: &[RawArg<'_>]) -> ExecError {
    compiled(text).pack_raw(args, Checks::All).expect_err("the thunk should refuse these arguments")
}

const FACTS: &str = "kernel @k (%0 x: array<f32, 2> {align = 16, dim_div = [16, 8], stride_div = [4, 1], unit_inner_stride}, %1 n: tile<i32>) {\n  return\n}";

/// `FACTS`'s arguments with the array described by `base`, `sizes`, `strides`.
fn facts_error(base: u64, sizes: [i64; 2], strides: [i64; 2]) -> String {
    rejection(FACTS, &[RawArg::array(DType::F32, base, &sizes, &strides), RawArg::scalar(DType::I32, 7)]).to_string()
}

#[test]
fn arguments_meeting_every_fact_are_accepted() {
    let c = compiled(FACTS);
    let packed = c.pack_raw(&[RawArg::array(DType::F32, 0x1000, &[32, 16], &[20, 1]), RawArg::scalar(DType::I32, 7)], Checks::All).unwrap();
    assert_eq!(dims(&c.layout, &packed, 0, 2), (vec![32, 16], vec![20, 1]));
    assert_eq!(slot(&c.layout, &packed, Role::Scalar { param: 1 }), 7);
}

#[test]
fn wrong_argument_counts_kinds_dtypes_and_ranks_are_refused() {
    let (s, t) = ([4i64, 4], [4i64, 1]);
    let e = rejection(FACTS, &[RawArg::scalar(DType::I32, 7)]).to_string();
    assert_eq!(e, "kernel `k`: expects 2 arguments (x, n), got 1");
    let e = rejection(FACTS, &[RawArg::scalar(DType::F32, 0), RawArg::scalar(DType::I32, 7)]).to_string();
    assert_eq!(e, "kernel `k`, parameter `x`: expects an array of f32 of rank 2, got a f32 scalar");
    let e = rejection(FACTS, &[RawArg::array(DType::F16, 0x1000, &s, &t), RawArg::scalar(DType::I32, 7)]).to_string();
    assert_eq!(e, "kernel `k`, parameter `x`: expects an array of f32 of rank 2, got an array of f16 of rank 2 (shape [4, 4])");
    let e = rejection(FACTS, &[RawArg::array(DType::F32, 0x1000, &s[..1], &t[..1]), RawArg::scalar(DType::I32, 7)]).to_string();
    assert_eq!(e, "kernel `k`, parameter `x`: expects an array of f32 of rank 2, got an array of f32 of rank 1 (shape [4])");
    let e = rejection(FACTS, &[RawArg::array(DType::F32, 0x1000, &[16, 8], &[8, 1]), RawArg::array(DType::I32, 0, &[], &[])]).to_string();
    assert_eq!(e, "kernel `k`, parameter `n`: expects a i32 scalar, got an array of i32 of rank 0 (shape [])");
    let e = rejection(FACTS, &[RawArg::array(DType::F32, 0x1000, &[16, 8], &[8, 1]), RawArg::scalar(DType::I64, 7)]).to_string();
    assert_eq!(e, "kernel `k`, parameter `n`: expects a i32 scalar, got a i64 scalar");
}

#[test]
fn violated_facts_are_refused() {
    let e = facts_error(0x1008, [32, 16], [16, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for 16-byte aligned arrays; this one starts at 0x1008");
    let e = facts_error(0x1002, [32, 16], [16, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: f32 elements need 4-byte alignment; this array starts at 0x1002");
    let e = facts_error(0x1000, [24, 16], [16, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for sizes divisible by 16 along dimension 0; this one has 24");
    let e = facts_error(0x1000, [32, 12], [16, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for sizes divisible by 8 along dimension 1; this one has 12");
    let e = facts_error(0x1000, [32, 16], [18, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for strides divisible by 4 along dimension 0; this one has 18");
    let e = facts_error(0x1000, [32, 16], [32, 2]);
    assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for a unit stride along dimension 1; this array's is 2");
}

#[test]
fn sizes_and_strides_outside_i32_are_refused() {
    let big = 1i64 << 31;
    let e = facts_error(0x1000, [big, 16], [16, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: dimension 0 has size 2147483648, outside the range of array sizes (0 to 2147483647)");
    let e = facts_error(0x1000, [-16, 16], [16, 1]);
    assert!(e.contains("dimension 0 has size -16, outside the range"), "{e}");
    let e = facts_error(0x1000, [32, 16], [big, 1]);
    assert_eq!(e, "kernel `k`, parameter `x`: dimension 0 has stride 2147483648, outside the i32 range of strides");
    // The i32 extremes themselves are fine (a negative stride is a reversed view).
    let k = "kernel @r (%0 x: array<u8, 1>) {\n  return\n}";
    assert!(compiled(k).pack_raw(&[RawArg::array(DType::U8, 1, &[i64::from(i32::MAX)], &[-(1 << 31)])], Checks::All).is_ok());
    // A usize size above i64::MAX reaches the thunk saturated, and is refused the same way.
    let c = compiled(k);
    let data = [0u8; 4];
    let e = pack(&c, &[Arg::Array(ArrayArg::read_only(&data, &[usize::MAX], &[1]))]).unwrap_err();
    assert!(e.contains("dimension 0 has size 9223372036854775807, outside the range"), "{e}");
}

#[test]
fn scalar_bits_must_fit_the_dtype() {
    let k = "kernel @s (%0 b: tile<bool>, %1 x: tile<u16>) {\n  return\n}";
    let e = rejection(k, &[RawArg::scalar(DType::Bool, 2), RawArg::scalar(DType::U16, 1)]).to_string();
    assert_eq!(e, "kernel `s`, parameter `b`: a bool scalar must be 0 or 1, got 2");
    let e = rejection(k, &[RawArg::scalar(DType::Bool, 1), RawArg::scalar(DType::U16, 0x1_0000)]).to_string();
    assert_eq!(e, "kernel `s`, parameter `x`: the bits 0x10000 do not fit a u16 scalar (16 bits, zero-extended)");
}

#[test]
fn strides_of_unit_dimensions_are_unchecked_and_canonical() {
    // A size-1 dimension's stride never addresses memory: anything is accepted and the
    // canonical stride (1 for a unit inner dimension, else 0) is packed.
    let c = compiled("kernel @u (%0 x: array<f32, 2> {stride_div = [4, 1], unit_inner_stride}) {\n  return\n}");
    let packed = c.pack_raw(&[RawArg::array(DType::F32, 0x1000, &[1, 1], &[5_000_000_000, 7])], Checks::All).unwrap();
    assert_eq!(dims(&c.layout, &packed, 0, 2), (vec![1, 1], vec![0, 1]));
    let packed = c.pack_raw(&[RawArg::array(DType::F32, 0x1000, &[0, 3], &[3, 1])], Checks::All).unwrap();
    assert_eq!(dims(&c.layout, &packed, 0, 2), (vec![0, 3], vec![0, 1]));
}

#[test]
fn skipping_facts_keeps_the_abi_checks() {
    let c = compiled(FACTS);
    let args = |base, sizes: &'static [i64; 2], strides: &'static [i64; 2]| [RawArg::array(DType::F32, base, sizes, strides), RawArg::scalar(DType::I32, 7)];
    let packed = c.pack_raw(&args(0x1004, &[30, 10], &[10, 2]), Checks::SkipFacts).unwrap();
    assert_eq!(dims(&c.layout, &packed, 0, 2), (vec![30, 10], vec![10, 2]));
    let e = c.pack_raw(&args(0x1002, &[30, 10], &[10, 2]), Checks::SkipFacts).unwrap_err();
    assert!(e.message.contains("4-byte alignment"), "{e}");
    let e = c.pack_raw(&args(0x1000, &[-1, 10], &[10, 2]), Checks::SkipFacts).unwrap_err();
    assert!(e.message.contains("outside the range of array sizes"), "{e}");
}

#[test]
fn specialisations_with_one_signature_share_a_thunk_that_dies_with_them() {
    // A signature no other test uses, so parallel tests cannot keep it alive.
    let text = |name: &str, t: u32| format!("kernel @{name} [T = {t}] (%0 x: array<u16, 3> {{align = 32}}, %1 s: tile<f8e5m2>) {{\n  return\n}}");
    let (a, b) = (compiled(&text("a", 1)), compiled(&text("b", 2)));
    assert!(std::ptr::eq(a.thunk(), b.thunk()));
    let weak = Arc::downgrade(&Thunk::for_kernel(&a.tir).unwrap());
    assert!(weak.upgrade().is_some());
    drop((a, b));
    assert!(weak.upgrade().is_none(), "the thunk (and its code) is freed with its last specialisation");
    assert!(super::thunk::live_thunks() < 10_000);
}

#[test]
fn shape_and_stride_lengths_must_agree() {
    let c = compiled("kernel @r (%0 x: array<u8, 1>) {\n  return\n}");
    let data = [0u8; 4];
    let e = pack(&c, &[Arg::Array(ArrayArg::read_only(&data, &[4], &[1, 1]))]).unwrap_err();
    assert_eq!(e, "kernel `r`, parameter `x`: has shape [4] but strides [1, 1]: they must have one entry per dimension, at most 255");
}

/// Compiles `src` and returns its specialisations.
fn from_source(src: &str) -> Vec<Kernel> {
    let mut sources = tile_lang::SourceMap::new();
    let file = sources.add("test.tile", src);
    let options = tile_lang::sema::CheckOptions::default();
    let program = tile_lang::sema::check_program(&mut sources, file, &tile_lang::stdlib::StdlibLoader, &options);
    let rendered = tile_lang::diag::render_all(&program.diagnostics, &sources, tile_lang::diag::RenderOptions { color: false });
    assert!(!tile_lang::diag::has_errors(&program.diagnostics), "{rendered}");
    program.module.kernels
}

/// Runs `k` on copies of `args` through [`launch`] and through `cpu::launch`, and checks
/// that every array ends bit-identical and the reports agree.
fn check_equivalent(k: &Kernel, grid: [u32; 3], args: &[cpu::HostValue]) {
    let compiled = Compiled::new(k.clone()).unwrap();
    let (mut via_thunk, mut direct) = (args.to_vec(), args.to_vec());
    let bind = |vals: &mut [cpu::HostValue]| -> Vec<Vec<u8>> {
        vals.iter().filter_map(|v| v.array().map(|a| a.bytes().to_vec())).collect()
    };
    let r1 = {
        let bound: Vec<Arg<'_>> = bound_args(&mut via_thunk);
        launch(&compiled, grid, &bound, &ExecOptions::default()).unwrap_or_else(|e| panic!("{e}"))
    };
    let r2 = cpu::launch_owned(k, grid, &mut direct, &ExecOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(r1, r2);
    assert_eq!(bind(&mut via_thunk), bind(&mut direct), "kernel {}", k.name);
    assert_ne!(bind(&mut direct), bind(&mut args.to_vec()), "kernel {} wrote nothing: the test proves nothing", k.name);
}

fn bound_args(vals: &mut [cpu::HostValue]) -> Vec<Arg<'_>> {
    vals.iter_mut()
        .map(|v| match v {
            cpu::HostValue::Array(a) => a.arg(),
            cpu::HostValue::Scalar(s) => Arg::Scalar(s.clone()),
        })
        .collect()
}

/// Deterministic values in [-1, 1).
fn values(n: usize, seed: u64) -> Vec<f64> {
    let mut x = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1;
    (0..n)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x >> 11) as f64 / (1u64 << 52) as f64 - 1.0
        })
        .collect()
}

#[test]
fn source_kernels_give_identical_results_through_the_thunk() {
    let kernels = from_source(
        "@spec(x=f32[1000], y=f32[1000], alpha=f32, T=256)
kernel axpy(x: f32[N], y: f32[N], alpha: float, T: const int):
    i = bid(0)
    a = load(x, index=(i,), shape=(T,), padding=zero)
    b = load(y, index=(i,), shape=(T,), padding=zero)
    store(y, index=(i,), tile=a * alpha + b)

@spec(A=f16[70, 40], B=f16[40, 50], C=f32[70, 50], tm=32, tn=32, tk=16)
kernel matmul(A: array, B: array, C: array, tm: const int, tn: const int, tk: const int):
    acc = full((tm, tn), 0, f32)
    for k in range(num_tiles(A, axis=1, shape=(tm, tk))):
        a = load(A, index=(bid(0), k), shape=(tm, tk), padding=zero)
        b = load(B, index=(k, bid(1)), shape=(tk, tn), padding=zero)
        acc = mma(a, b, acc)
    store(C, index=(bid(0), bid(1)), tile=acc)

@spec(x=f32[33, 100], y=f32[33, 100], BN=128)
kernel softmax(x: f32[M, N], y: f32[M, N], BN: const int):
    t = load(x, index=(bid(0), 0), shape=(1, BN), padding=neg_inf)
    e = exp(t - max(t, axis=1, keepdims=True))
    store(y, index=(bid(0), 0), tile=e / sum(e, axis=1, keepdims=True))
",
    );
    let find = |name: &str| kernels.iter().find(|k| k.name == name).unwrap_or_else(|| panic!("no kernel {name}"));
    let n = 1000;
    let axpy_args =
        [HostArray::from_f64(DType::F32, &[n], &values(n, 1)).into(), HostArray::from_f64(DType::F32, &[n], &values(n, 2)).into(), ScalarArg::from(0.75f32).into()];
    check_equivalent(find("axpy"), [4, 1, 1], &axpy_args);
    let (m, kk, nn) = (70, 40, 50);
    let mm_args = [
        HostArray::from_f64(DType::F16, &[m, kk], &values(m * kk, 3)).into(),
        HostArray::from_f64(DType::F16, &[kk, nn], &values(kk * nn, 4)).into(),
        HostArray::zeros(DType::F32, &[m, nn]).into(),
    ];
    check_equivalent(find("matmul"), [3, 2, 1], &mm_args);
    let sm_args = [HostArray::from_f64(DType::F32, &[33, 100], &values(3300, 5)).into(), HostArray::zeros(DType::F32, &[33, 100]).into()];
    check_equivalent(find("softmax"), [33, 1, 1], &sm_args);
}

#[test]
fn strided_and_offset_views_run_identically_through_the_thunk() {
    // A transposed (non-contiguous) input and an output starting mid-buffer: the packed base
    // address becomes an element offset again on the CPU side.
    let k = parse_kernel(
        "kernel @copy (%x x: array<f32, 2>, %y y: array<f32, 2>) {
  %i = block_id 0 : tile<i32>
  %j = block_id 1 : tile<i32>
  %t = load zero %x[%i, %j] : tile<4x4xf32>
  store %y[%i, %j], %t
  return
}",
    )
    .unwrap();
    let x = HostArray::from_f64(DType::F32, &[6, 10], &values(60, 6)).transposed();
    let y = HostArray::zeros(DType::F32, &[80]).with_layout(&[10, 6], &[6, 1], 20);
    check_equivalent(&k, [3, 2, 1], &[x.into(), y.into()]);
}

#[test]
fn the_executor_still_checks_writability_and_bounds() {
    let k = parse_kernel(
        "kernel @fill (%y y: array<f32, 1>) {
  %i = block_id 0 : tile<i32>
  %t = constant 1.0 : tile<4xf32>
  store %y[%i], %t
  return
}",
    )
    .unwrap();
    let c = Compiled::new(k).unwrap();
    let data = [0f32; 8];
    let e = launch(&c, [2, 1, 1], &[Arg::Array(ArrayArg::read_only_contiguous(&data, &[8]))], &ExecOptions::default()).unwrap_err();
    assert_eq!(e.to_string(), "kernel `fill`, parameter `y`: is written by the kernel but was passed read-only");
    let mut data = [0f32; 8];
    let e = launch(&c, [2, 1, 1], &[Arg::Array(ArrayArg::new(&mut data, &[8], &[2]))], &ExecOptions::default()).unwrap_err();
    assert!(e.message.contains("outside") || e.message.contains("beyond") || e.message.contains("bytes"), "{e}");
    let mut data = [0f32; 8];
    launch(&c, [2, 1, 1], &[Arg::Array(ArrayArg::contiguous(&mut data, &[8]))], &ExecOptions::default()).unwrap();
    assert_eq!(data, [1.0; 8]);
}

#[test]
fn compiled_kernels_can_be_shared_across_threads() {
    fn send_sync<T: Send + Sync>() {}
    send_sync::<Compiled>();
    send_sync::<Thunk>();
    let c = Arc::new(compiled(VADD));
    let threads: Vec<_> = (0..4)
        .map(|_| {
            let c = Arc::clone(&c);
            std::thread::spawn(move || {
                let (s, t) = ([64i64], [1i64]);
                let raw = [0x1000u64, 0x2000, 0x3000].map(|b| RawArg::array(DType::F32, b, &s, &t));
                (0..1000).all(|_| c.pack_raw(&raw, Checks::All).is_ok())
            })
        })
        .collect();
    assert!(threads.into_iter().all(|t| t.join().unwrap()));
}

#[test]
fn the_ir_checks_before_it_stores() {
    let k = parse_kernel("kernel @v (%0 x: array<f32, 1> {align = 16, unit_inner_stride}) {\n  return\n}").unwrap();
    let ir = super::thunk::ir_text(&super::ParamSig::of(&k), &Layout::of(&k)).unwrap();
    // Count, kind, dtype, rank, natural alignment, base_align, size range, stride range and
    // unit stride: nine checks, each a branch to a cold block returning its code.
    assert_eq!(ir.matches("brif").count(), 9, "{ir}");
    assert_eq!(ir.matches("cold").count(), 9, "{ir}");
}

#[test]
fn a_kernel_specialised_on_shapes_takes_exactly_its_sizes_even_when_facts_are_skipped() {
    let text = "kernel @k (%0 x: array<f32, 2> {align = 16, dim_div = [16, 16], unit_inner_stride, sizes = [32, 48]}) {\n  return\n}";
    let c = compiled(text);
    let ok = c.pack_raw(&[RawArg::array(DType::F32, 0x1000, &[32, 48], &[48, 1])], Checks::All).unwrap();
    assert_eq!(dims(&c.layout, &ok, 0, 2), (vec![32, 48], vec![48, 1]));
    for checks in [Checks::All, Checks::SkipFacts] {
        let e = c.pack_raw(&[RawArg::array(DType::F32, 0x1000, &[32, 64], &[64, 1])], checks).unwrap_err().to_string();
        assert_eq!(e, "kernel `k`, parameter `x`: the kernel was specialised for exactly 48 along dimension 1 (`static_shapes`); this one has 64");
    }
}
