//! Host cost of a launch through the launch thunk, and of compiling thunks.
//!
//! Run with `cargo run --release -p tile-jit --example launch_bench [calls]` (default 100000).
//!
//! * `compile`: `Thunk::compile` (no cache) for three signatures, median of 200 compiles, after
//!   one warm-up that also builds the host ISA (reported separately).
//! * `thunk`: `Thunk::pack` on prebuilt `RawArg`s (the generated code alone, plus the call).
//! * `pack_raw`: `Compiled::pack_raw` (the GPU path's cost: a fresh packed buffer, the thunk).
//! * `pack`: `Compiled::pack` from `cpu::Arg`s (building the `RawArg`s, then the thunk).
//! * `launch`: `host::launch` of a kernel whose body is `return`, grid (1, 1, 1), one thread:
//!   packing, rebuilding the arguments from the packed buffer, binding, running one block.
//! * `cpu`: the same kernel through `CpuKernel::launch` directly (no thunk), for comparison.
//!
//! Each is timed call by call (`Instant`, whose own cost, `timer`, is printed; it is not
//! subtracted), reporting the median and the 99th percentile over `calls` calls; `mean` is
//! the total time of the calls divided by their number, timed in one block.
//! `memory` compiles 1000 thunks, keeps them alive, reports the resident-set growth per thunk,
//! then drops them and reports what is left (thunks free their code when dropped), three times
//! (what stays is the allocator's free lists, reused by the next round, not a leak).

use std::hint::black_box;
use std::time::{Duration, Instant};

use tile_lang::abi::Layout;
use tile_cpu::{Arg, ArrayArg, CpuKernel, ExecOptions, HostArray};
use tile_launch::{self as host, Checks, Compiled, ParamSig, RawArg, Thunk};
use tile_lang::tir::parse::parse_kernel;
use tile_lang::tir::Kernel;
use tile_lang::DType;

const VADD: &str = "kernel @vadd (%a a: array<f32, 1> {align = 16, dim_div = [16], unit_inner_stride}, %b b: array<f32, 1> {align = 16, dim_div = [16], unit_inner_stride}, %c c: array<f32, 1> {align = 16, dim_div = [16], unit_inner_stride}) {
  return
}";

const MATMUL: &str = "kernel @mm (%a A: array<f16, 2> {align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}, %b B: array<f16, 2> {align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}, %c C: array<f32, 2> {align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}) {
  return
}";

fn kernel(text: &str) -> Kernel {
    parse_kernel(text).unwrap_or_else(|e| panic!("{e}"))
}

/// A kernel with one scalar of every dtype.
fn scalars() -> Kernel {
    let params: Vec<String> = DType::ALL.iter().enumerate().map(|(i, d)| format!("%{i} s{i}: tile<{d}>")).collect();
    kernel(&format!("kernel @scalars ({}) {{\n  return\n}}", params.join(", ")))
}

/// Median and 99th percentile of per-call times, and the mean from one block of calls.
struct Stats {
    median: Duration,
    p99: Duration,
    mean: Duration,
}

fn measure(calls: usize, mut f: impl FnMut()) -> Stats {
    for _ in 0..calls / 10 {
        f();
    }
    let mut samples = Vec::with_capacity(calls);
    for _ in 0..calls {
        let t = Instant::now();
        f();
        samples.push(t.elapsed());
    }
    samples.sort();
    let t = Instant::now();
    for _ in 0..calls {
        f();
    }
    let mean = t.elapsed() / calls as u32;
    Stats { median: samples[calls / 2], p99: samples[calls * 99 / 100], mean }
}

fn report(name: &str, s: &Stats) {
    println!("{name:<28} median {:>9.1?}   p99 {:>9.1?}   mean {:>9.1?}", s.median, s.p99, s.mean);
}

fn compile_costs() {
    let cases = [("vadd (3 x 1-D f32)", kernel(VADD)), ("matmul (3 x 2-D, facts)", kernel(MATMUL)), ("16 scalars", scalars())];
    let t = Instant::now();
    let first = Thunk::compile(&ParamSig::of(&cases[0].1), &Layout::of(&cases[0].1)).unwrap();
    println!("first compile (builds the ISA) {:>9.1?}", t.elapsed());
    drop(first);
    for (name, k) in &cases {
        let (sig, layout) = (ParamSig::of(k), Layout::of(k));
        let mut times: Vec<Duration> = (0..200)
            .map(|_| {
                let t = Instant::now();
                black_box(Thunk::compile(&sig, &layout).unwrap());
                t.elapsed()
            })
            .collect();
        times.sort();
        let code = Thunk::compile(&sig, &layout).unwrap().code_size();
        println!("compile {name:<24} median {:>9.1?}   ({code} bytes of code)", times[100]);
    }
}

fn call_costs(calls: usize) {
    let timer = measure(calls, || {});
    report("timer (empty closure)", &timer);
    let vadd = Compiled::new(kernel(VADD)).unwrap();
    let (sizes, strides) = ([4096i64], [1i64]);
    let raw = [0x10000u64, 0x20000, 0x30000].map(|base| RawArg::array(DType::F32, base, &sizes, &strides));
    let mut out = vec![0u8; vadd.layout.size];
    report("thunk vadd", &measure(calls, || vadd.thunk().pack(black_box(&raw), &mut out, Checks::All).unwrap()));
    report("pack_raw vadd", &measure(calls, || drop(black_box(vadd.pack_raw(black_box(&raw), Checks::All).unwrap()))));
    let mm = Compiled::new(kernel(MATMUL)).unwrap();
    let (sizes, strides) = ([512i64, 512], [512i64, 1]);
    let raw = [0x10000u64, 0x20000, 0x30000].map(|base| RawArg::array(DType::F16, base, &sizes, &strides));
    let raw = [raw[0], raw[1], RawArg::array(DType::F32, 0x40000, &sizes, &strides)];
    let mut out = vec![0u8; mm.layout.size];
    report("thunk matmul", &measure(calls, || mm.thunk().pack(black_box(&raw), &mut out, Checks::All).unwrap()));

    // Owned host arrays are 64-byte aligned, as the facts want.
    let (a, b) = (HostArray::zeros(DType::F32, &[4096]), HostArray::zeros(DType::F32, &[4096]));
    let mut c = HostArray::zeros(DType::F32, &[4096]);
    let args = [
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, a.bytes(), &[4096], &[1])),
        Arg::Array(ArrayArg::from_bytes_read_only(DType::F32, b.bytes(), &[4096], &[1])),
        c.arg(),
    ];
    report("pack vadd (from cpu::Arg)", &measure(calls, || drop(black_box(vadd.pack(&args, Checks::All).unwrap()))));
    let opts = ExecOptions { threads: 1, ..ExecOptions::default() };
    report("launch vadd, empty body", &measure(calls, || drop(black_box(host::launch(&vadd, [1, 1, 1], &args, &opts).unwrap()))));
    let direct = CpuKernel::new(&vadd.tir).unwrap();
    report("cpu launch (no thunk)", &measure(calls, || drop(black_box(direct.launch([1, 1, 1], &args, &opts).unwrap()))));
}

/// Resident set size in KiB (Linux), or 0.
fn rss_kib() -> usize {
    let statm = std::fs::read_to_string("/proc/self/statm").unwrap_or_default();
    statm.split_whitespace().nth(1).and_then(|p| p.parse::<usize>().ok()).map_or(0, |pages| pages * 4)
}

fn memory() {
    let k = kernel(MATMUL);
    let (sig, layout) = (ParamSig::of(&k), Layout::of(&k));
    let before = rss_kib();
    for round in 1..=3 {
        let thunks: Vec<Thunk> = (0..1000).map(|_| Thunk::compile(&sig, &layout).unwrap()).collect();
        let held = rss_kib();
        drop(thunks);
        let after = rss_kib();
        println!(
            "memory, round {round}: 1000 live thunks +{} KiB ({:.1} KiB each); after dropping them +{} KiB",
            held - before,
            (held - before) as f64 / 1000.0,
            after.saturating_sub(before)
        );
    }
}

fn main() {
    let calls = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(100_000);
    compile_costs();
    call_costs(calls);
    memory();
}
