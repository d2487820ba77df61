//! Benchmarks of the CPU reference executor against plain Rust loops.
//!
//! Run with `cargo run --release -p tile-jit --example cpu_bench [reps] [vadd|matmul|softmax]`
//! (all cases by default). Each case runs `reps` times (default 11) after one warm-up; the
//! median wall time is reported (`std::time::Instant`).
//!
//! * `vadd`: 2^24-element f32 vector add, tiles of 1024 (16384 blocks), on 1 thread and on
//!   all cores, against a plain Rust loop over the same slices (1 thread), the same loop
//!   split over all cores with `std::thread::scope`, and the executor's strategy written by
//!   hand (copy two 1024-element tiles into buffers, add, store with relaxed atomics: the
//!   floor for tile-at-a-time execution). The variants run back to back in each of `reps`
//!   rounds and ratios are medians of per-round ratios, which keeps them meaningful on a
//!   machine shared with other work.
//! * `matmul`: 512x512x512 f16 -> f32, 64x64x32 tiles, against a plain f32 triple loop.
//! * `softmax`: 4096 rows of 1000 f32 in 1x1024 tiles.

use std::sync::atomic::{AtomicU32, Ordering};
use std::time::{Duration, Instant};

use tile_cpu::{launch, Arg, ArrayArg, CpuKernel, ExecOptions};
use tile_lang::tir::parse::parse_kernel;

const VADD: &str = "
kernel @vadd (%x x: array<f32, 1>, %y y: array<f32, 1>, %z z: array<f32, 1>) {
  %i = block_id 0 : tile<i32>
  %a = load zero %x[%i] : tile<1024xf32>
  %b = load zero %y[%i] : tile<1024xf32>
  %c = add %a, %b : tile<1024xf32>
  store %z[%i], %c
  return
}";

const MATMUL: &str = "
kernel @matmul (%a a: array<f16, 2>, %b b: array<f16, 2>, %c c: array<f32, 2>) {
  %bm = block_id 0 : tile<i32>
  %bn = block_id 1 : tile<i32>
  %zero = constant 0.0 : tile<64x64xf32>
  %kdim = array_dim 1 %a : tile<i32>
  %tk = constant 32 : tile<i32>
  %steps = ceildiv %kdim, %tk : tile<i32>
  %lb = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %acc = for %lb to %steps step %one iter(%zero) : tile<64x64xf32> {
  ^(%k: tile<i32>, %c0: tile<64x64xf32>):
    %x = load zero %a[%bm, %k] : tile<64x32xf16>
    %y = load zero %b[%k, %bn] : tile<32x64xf16>
    %n = mma %x, %y, %c0 : tile<64x64xf32>
    continue %n
  }
  store %c[%bm, %bn], %acc
  return
}";

const SOFTMAX: &str = "
kernel @softmax (%x x: array<f32, 2>, %y y: array<f32, 2>) {
  %r = block_id 0 : tile<i32>
  %z = constant 0 : tile<i32>
  %t = load neg_inf %x[%r, %z] : tile<1x1024xf32>
  %m = reduce max 1 %t : tile<1x1024xf32> -> tile<1xf32>
  %m2 = reshape %m : tile<1xf32> -> tile<1x1xf32>
  %mb = broadcast %m2 : tile<1x1xf32> -> tile<1x1024xf32>
  %d = sub %t, %mb : tile<1x1024xf32>
  %e = exp %d : tile<1x1024xf32>
  %s = reduce sum 1 %e : tile<1x1024xf32> -> tile<1xf32>
  %s2 = reshape %s : tile<1xf32> -> tile<1x1xf32>
  %sb = broadcast %s2 : tile<1x1xf32> -> tile<1x1024xf32>
  %o = div %e, %sb : tile<1x1024xf32>
  store %y[%r, %z], %o
  return
}";

/// The median of `reps` timed runs of `f`, after one warm-up run.
fn median(reps: usize, mut f: impl FnMut()) -> Duration {
    f();
    let mut times: Vec<Duration> = (0..reps)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    times.sort();
    times[reps / 2]
}

fn ms(d: Duration) -> String {
    format!("{:8.2} ms", d.as_secs_f64() * 1e3)
}

fn cores() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

fn bench_vadd(reps: usize) {
    let n = 1 << 24;
    let a: Vec<f32> = (0..n).map(|i| i as f32 * 0.5).collect();
    let b: Vec<f32> = (0..n).map(|i| 1.0 - i as f32).collect();
    let mut c = vec![0.0f32; n];
    let k = CpuKernel::new(&parse_kernel(VADD).unwrap()).unwrap();
    let plain = |c: &mut [f32]| {
        for ((c, a), b) in c.iter_mut().zip(&a).zip(&b) {
            *c = a + b;
        }
        std::hint::black_box(c);
    };
    let plain_mt = |c: &mut [f32]| {
        let chunk = n.div_ceil(cores());
        std::thread::scope(|s| {
            for ((c, a), b) in c.chunks_mut(chunk).zip(a.chunks(chunk)).zip(b.chunks(chunk)) {
                s.spawn(move || {
                    for ((c, a), b) in c.iter_mut().zip(a).zip(b) {
                        *c = a + b;
                    }
                });
            }
        });
        std::hint::black_box(c);
    };
    // The executor's strategy written by hand: per 1024-element tile, copy both inputs into
    // buffers, add them into a third, store it with relaxed atomic stores.
    let atomic_c: Vec<AtomicU32> = (0..n).map(|_| AtomicU32::new(0)).collect();
    let (mut x, mut y, mut z) =
        (Vec::with_capacity(1024), Vec::with_capacity(1024), Vec::with_capacity(1024));
    let mut hand_tiled = || {
        for ((a, b), c) in a.chunks(1024).zip(b.chunks(1024)).zip(atomic_c.chunks(1024)) {
            x.clear();
            x.extend_from_slice(a);
            y.clear();
            y.extend_from_slice(b);
            z.clear();
            z.extend(x.iter().zip(&y).map(|(p, q)| p + q));
            for (c, v) in c.iter().zip(&z) {
                c.store(v.to_bits(), Ordering::Relaxed);
            }
        }
    };
    let exec = |c: &mut [f32], threads: usize| {
        let args = [
            Arg::Array(ArrayArg::read_only_contiguous(&a, &[n])),
            Arg::Array(ArrayArg::read_only_contiguous(&b, &[n])),
            Arg::Array(ArrayArg::contiguous(c, &[n])),
        ];
        k.launch([(n / 1024) as u32, 1, 1], &args, &ExecOptions { threads, check_facts: true, ..ExecOptions::default() }).unwrap();
    };
    // Interleaved rounds: the four variants run back to back in every round, so load from
    // other processes hits them alike; ratios are taken within a round.
    let mut times: [Vec<f64>; 5] = Default::default();
    for round in 0..=reps {
        let mut time = |i: usize, f: &mut dyn FnMut()| {
            let t = Instant::now();
            f();
            if round > 0 {
                times[i].push(t.elapsed().as_secs_f64());
            }
        };
        time(0, &mut || plain(&mut c));
        time(1, &mut || plain_mt(&mut c));
        time(2, &mut || exec(&mut c, 1));
        time(3, &mut || exec(&mut c, 0));
        time(4, &mut hand_tiled);
    }
    assert!(c.iter().zip(a.iter().zip(&b)).all(|(c, (a, b))| *c == a + b));
    let med = |v: &[f64]| {
        let mut v = v.to_vec();
        v.sort_by(f64::total_cmp);
        v[v.len() / 2]
    };
    let ratio =
        |i: usize, j: usize| med(&times[i].iter().zip(&times[j]).map(|(x, y)| x / y).collect::<Vec<_>>());
    let ms = |i: usize| format!("{:8.2} ms", med(&times[i]) * 1e3);
    println!("vadd 2^24 f32, tile 1024 ({} cores), median of {reps} interleaved rounds:", cores());
    println!("  plain loop, 1 thread        {}", ms(0));
    println!("  plain loop, {} threads       {}", cores(), ms(1));
    println!("  hand-tiled loop, 1 thread   {}  ({:.2}x the 1-thread loop)", ms(4), ratio(4, 0));
    println!("  executor, 1 thread          {}  ({:.2}x the 1-thread loop)", ms(2), ratio(2, 0));
    println!(
        "  executor, {} threads         {}  ({:.2}x the 1-thread loop, {:.2}x the {}-thread loop)",
        cores(),
        ms(3),
        ratio(3, 0),
        ratio(3, 1),
        cores()
    );
}

fn bench_matmul(reps: usize) {
    use half::f16;
    let s = 512;
    let a: Vec<f16> = (0..s * s).map(|i| f16::from_f32(((i * 7) % 13) as f32 / 13.0)).collect();
    let b: Vec<f16> = (0..s * s).map(|i| f16::from_f32(((i * 5) % 11) as f32 / 11.0)).collect();
    let mut c = vec![0.0f32; s * s];
    let (af, bf): (Vec<f32>, Vec<f32>) =
        (a.iter().map(|x| x.to_f32()).collect(), b.iter().map(|x| x.to_f32()).collect());
    let plain = median(reps.min(3), || {
        let mut out = vec![0.0f32; s * s];
        for i in 0..s {
            for k in 0..s {
                let x = af[i * s + k];
                for (o, y) in out[i * s..(i + 1) * s].iter_mut().zip(&bf[k * s..(k + 1) * s]) {
                    *o += x * y;
                }
            }
        }
        std::hint::black_box(out);
    });
    let k = parse_kernel(MATMUL).unwrap();
    let t = median(reps.min(5), || {
        let args = [
            Arg::Array(ArrayArg::read_only_contiguous(&a, &[s, s])),
            Arg::Array(ArrayArg::read_only_contiguous(&b, &[s, s])),
            Arg::Array(ArrayArg::contiguous(&mut c, &[s, s])),
        ];
        launch(&k, [(s / 64) as u32, (s / 64) as u32, 1], &args, &ExecOptions::default()).unwrap();
    });
    println!("matmul 512^3 f16 -> f32, 64x64x32 tiles:");
    println!("  plain f32 loop, 1 thread    {}", ms(plain));
    println!("  executor, {} threads         {}", cores(), ms(t));
}

fn bench_softmax(reps: usize) {
    let (m, n) = (4096, 1000);
    let x: Vec<f32> = (0..m * n).map(|i| ((i * 31) % 97) as f32 / 10.0).collect();
    let mut y = vec![0.0f32; m * n];
    let k = parse_kernel(SOFTMAX).unwrap();
    let t = median(reps, || {
        let args = [
            Arg::Array(ArrayArg::read_only_contiguous(&x, &[m, n])),
            Arg::Array(ArrayArg::contiguous(&mut y, &[m, n])),
        ];
        launch(&k, [m as u32, 1, 1], &args, &ExecOptions::default()).unwrap();
    });
    let plain = median(reps, || {
        for (xr, yr) in x.chunks(n).zip(y.chunks_mut(n)) {
            let max = xr.iter().cloned().fold(f32::NEG_INFINITY, f32::max);
            let mut sum = 0.0;
            for (o, v) in yr.iter_mut().zip(xr) {
                *o = (v - max).exp();
                sum += *o;
            }
            yr.iter_mut().for_each(|o| *o /= sum);
        }
        std::hint::black_box(&mut y);
    });
    println!("softmax 4096 x 1000 f32, 1x1024 tiles:");
    println!("  plain loop, 1 thread        {}", ms(plain));
    println!("  executor, {} threads         {}", cores(), ms(t));
}

fn main() {
    let reps = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(11);
    let only = std::env::args().nth(2);
    let run = |name: &str| only.as_deref().is_none_or(|o| o == name);
    if run("vadd") {
        bench_vadd(reps);
    }
    if run("matmul") {
        bench_matmul(reps);
    }
    if run("softmax") {
        bench_softmax(reps);
    }
}
