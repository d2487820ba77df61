//! Temporary profiling driver (to be deleted).
use tile_jit::cpu::{Arg, ArrayArg, CpuKernel, ExecOptions};
use tile_lang::tir::parse::parse_kernel;
fn main() {
    let n: usize = std::env::var("N").ok().and_then(|s| s.parse().ok()).unwrap_or(1 << 24);
    let t = 1024;
    let bodies = [
        ("loads", "  %a = load zero %x[%i] : tile<1024xf32>\n  %b = load zero %y[%i] : tile<1024xf32>\n"),
        ("load+store", "  %a = load zero %x[%i] : tile<1024xf32>\n  store %z[%i], %a\n"),
        ("2loads+add", "  %a = load zero %x[%i] : tile<1024xf32>\n  %b = load zero %y[%i] : tile<1024xf32>\n  %c = add %a, %b : tile<1024xf32>\n"),
        ("full", "  %a = load zero %x[%i] : tile<1024xf32>\n  %b = load zero %y[%i] : tile<1024xf32>\n  %c = add %a, %b : tile<1024xf32>\n  store %z[%i], %c\n"),
        ("nothing", ""),
        ("1load", "  %a = load zero %x[%i] : tile<1024xf32>\n"),
        ("2load-same", "  %a = load zero %x[%i] : tile<1024xf32>\n  %b = load zero %x[%i] : tile<1024xf32>\n"),
    ];
    let a: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let b = a.clone();
    let mut c = vec![0f32; n];
    let only = std::env::args().nth(1);
    let time = |name: &str, f: &mut dyn FnMut()| {
        if only.as_deref().is_some_and(|o| o != name) { return; }
        let start = std::time::Instant::now();
        for _ in 0..20 { f(); }
        println!("{name:12} {:.2} ms per launch", start.elapsed().as_secs_f64() * 1e3 / 20.0);
    };
    let (mut x, mut y): (Vec<f32>, Vec<f32>) = (Vec::with_capacity(t), Vec::with_capacity(t));
    time("hand loads", &mut || for (a, b) in a.chunks(t).zip(b.chunks(t)) { x.clear(); x.extend_from_slice(a); y.clear(); y.extend_from_slice(b); std::hint::black_box((&x, &y)); });
    let mut big = vec![0f32; 4 * t];
    let off = |p: usize, q: usize| ((p % 4096) + 4096 - (q % 4096)) % 4096 / 4;
    let (xa, ya) = (off(a.as_ptr() as usize, big.as_ptr() as usize), 2 * t + off(b.as_ptr() as usize, big.as_ptr() as usize + 8192));
    println!("a mod 4096 = {:#x}, b mod 4096 = {:#x}", a.as_ptr() as usize % 4096, b.as_ptr() as usize % 4096);
    if only.as_deref() == Some("sweep") {
        for d in [0usize, 16, 32, 48, 64, 128, 256, 1024, 2048, 3968, 4032, 4048, 4064, 4080] {
            let base = off(a.as_ptr() as usize, big.as_ptr() as usize) + d / 4;
            let start = std::time::Instant::now();
            for _ in 0..10 { for a in a.chunks(t) { big[base..base + t].copy_from_slice(a); std::hint::black_box(&big); } }
            println!("dst - src = {d:5} (mod 4096): {:.2} ms", start.elapsed().as_secs_f64() * 1e3 / 10.0);
        }
    }
    time("hand aliased", &mut || for (a, b) in a.chunks(t).zip(b.chunks(t)) { big[xa..xa + t].copy_from_slice(a); big[ya..ya + t].copy_from_slice(b); std::hint::black_box(&big); });
    time("hand unaliased", &mut || for (a, b) in a.chunks(t).zip(b.chunks(t)) { big[xa + 64..xa + 64 + t].copy_from_slice(a); big[ya + 64..ya + 64 + t].copy_from_slice(b); std::hint::black_box(&big); });
    time("hand loads alloc", &mut || for (a, b) in a.chunks(t).zip(b.chunks(t)) {
        let v1: Vec<usize> = std::hint::black_box(vec![1usize]); x.clear(); x.extend_from_slice(a); drop(v1);
        let v2: Vec<usize> = std::hint::black_box(vec![1usize]); y.clear(); y.extend_from_slice(b); drop(v2);
        std::hint::black_box((&x, &y)); });
    let mut sl: Vec<Option<Vec<f32>>> = vec![Some(Vec::with_capacity(t)), Some(Vec::with_capacity(t))];
    time("hand loads slots", &mut || for (a, b) in a.chunks(t).zip(b.chunks(t)) {
        let mut v = sl[0].take().unwrap(); v.clear(); v.extend_from_slice(a); sl[0] = Some(v);
        let mut v = sl[1].take().unwrap(); v.clear(); v.extend_from_slice(b); sl[1] = Some(v);
        std::hint::black_box(&sl); });
    {
        use std::sync::atomic::{AtomicU32, Ordering};
        let ac: Vec<AtomicU32> = (0..n).map(|_| AtomicU32::new(0)).collect();
        let cat: &[AtomicU32] = unsafe { std::slice::from_raw_parts(c.as_mut_ptr() as *const AtomicU32, n) };
        let mut z: Vec<f32> = Vec::with_capacity(t);
        for (label, dst) in [("hand full own", &ac[..]), ("hand full c", cat)] {
            time(label, &mut || for ((a, b), c) in a.chunks(t).zip(b.chunks(t)).zip(dst.chunks(t)) {
                x.clear(); x.extend_from_slice(a); y.clear(); y.extend_from_slice(b);
                z.clear(); z.extend(x.iter().zip(&y).map(|(p, q)| p + q));
                for (c, v) in c.iter().zip(&z) { c.store(v.to_bits(), Ordering::Relaxed); }
            });
        }
    }
    let au: Vec<u32> = a.iter().map(|v| v.to_bits()).collect();
    let bu: Vec<u32> = au.clone();
    time("hand loads u32 map", &mut || for (a, b) in au.chunks(t).zip(bu.chunks(t)) { x.clear(); x.extend(a.iter().map(|&v| f32::from_bits(v))); y.clear(); y.extend(b.iter().map(|&v| f32::from_bits(v))); std::hint::black_box((&x, &y)); });
    if only.as_deref() == Some("small") {
        let m = 16 * t;
        for (name, body) in bodies {
            let text = format!("kernel @v (%x x: array<f32, 1>, %y y: array<f32, 1>, %z z: array<f32, 1>) {{\n  %i = block_id 0 : tile<i32>\n{body}  return\n}}");
            let k = CpuKernel::new(&parse_kernel(&text).unwrap()).unwrap();
            let (sa, sb, mut sc) = (a[..m].to_vec(), b[..m].to_vec(), vec![0f32; m]);
            let start = std::time::Instant::now();
            for _ in 0..2000 {
                let args = [Arg::Array(ArrayArg::read_only_contiguous(&sa, &[m])), Arg::Array(ArrayArg::read_only_contiguous(&sb, &[m])), Arg::Array(ArrayArg::contiguous(&mut sc, &[m]))];
                k.launch([16, 1, 1], &args, &ExecOptions { threads: 1, check_facts: true }).unwrap();
            }
            println!("small {name:12} {:.0} ns per block", start.elapsed().as_secs_f64() * 1e9 / 2000.0 / 16.0);
        }
        let (sa, sb) = (a[..m].to_vec(), b[..m].to_vec());
        let start = std::time::Instant::now();
        for _ in 0..2000 { for (a, b) in sa.chunks(t).zip(sb.chunks(t)) { x.clear(); x.extend_from_slice(a); y.clear(); y.extend_from_slice(b); std::hint::black_box((&x, &y)); } }
        println!("small hand loads {:.0} ns per block", start.elapsed().as_secs_f64() * 1e9 / 2000.0 / 16.0);
        return;
    }
    for (name, body) in bodies {
        if only.as_deref().is_some_and(|o| o != name) { continue; }
        let text = format!("kernel @v (%x x: array<f32, 1>, %y y: array<f32, 1>, %z z: array<f32, 1>) {{\n  %i = block_id 0 : tile<i32>\n{body}  return\n}}");
        let k = CpuKernel::new(&parse_kernel(&text).unwrap()).unwrap();
        let start = std::time::Instant::now();
        for _ in 0..20 {
            let args = [Arg::Array(ArrayArg::read_only_contiguous(&a, &[n])), Arg::Array(ArrayArg::read_only_contiguous(&b, &[n])), Arg::Array(ArrayArg::contiguous(&mut c, &[n]))];
            k.launch([(n / t) as u32, 1, 1], &args, &ExecOptions { threads: 1, check_facts: true }).unwrap();
        }
        println!("{name:12} {:.2} ms per launch", start.elapsed().as_secs_f64() * 1e3 / 20.0);
    }
}
