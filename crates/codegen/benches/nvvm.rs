//! Timings of the NVVM back end on the softmax kernels (a report, not a test): the stdlib's
//! `@spec`s, the 8192 x 4096 f32 configuration the benchmarks launch, and the specialisations
//! of `examples/softmax.tile`. For each, lowering TIR to NVVM IR, and lowering plus libNVVM's
//! compilation to PTX for sm_90 (the time a first launch waits for its kernel; target: under
//! 50 ms, against about 0.4 s for tileiras). libNVVM is found as the back end finds it
//! (`TILE_LIBNVVM`, the CUDA toolkit, `.tools/nvvm`); without it only the lowering is timed.
//!
//! Run: `cargo bench -p tile-codegen --bench nvvm` (release profile). Each figure is the median
//! (and minimum) of several runs.

use std::path::Path;
use std::time::{Duration, Instant};

use tile_codegen::nvvm::{emit_ir, Nvvm};
use tile_codegen::{Backend, CompileOptions, Target};
use tile_jit::Compiler;

fn report(what: &str, mut v: Vec<Duration>) {
    v.sort();
    let ms = |d: Duration| format!("{:.3} ms", d.as_secs_f64() * 1e3);
    println!("{what:<64} median {:>10}  min {:>10}  ({} runs)", ms(v[v.len() / 2]), ms(v[0]), v.len());
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let bench_spec = "softmax(x=f32[8192, 4096], y=f32[8192, 4096], BM=1, BN=4096, OCC=4, TMA=0, STATIC=1)";
    let mut kernels = Vec::new();
    for (file, specs) in [("stdlib/softmax.tile", vec![bench_spec.to_string()]), ("examples/softmax.tile", vec![])] {
        let out = Compiler::new().with_specs(specs).check_file(&root.join(file)).expect("read the file");
        assert!(!out.has_errors(), "{file} has errors");
        kernels.extend(out.tir.kernels.into_iter().map(|k| (file, k)));
    }
    let nvvm = Nvvm::from_env();
    let libnvvm = nvvm.lib().map(|_| ()).map_err(|e| e.to_string());
    if let Err(why) = &libnvvm {
        println!("libNVVM not found, PTX not timed: {}", why.lines().next().unwrap_or(why));
    }
    let opts = CompileOptions::for_target(Target::new(90));
    for (file, k) in &kernels {
        let name = format!("{file}: {}{}", k.name, tile_jit::aot::spec_text(k));
        let lower: Vec<Duration> = (0..20)
            .map(|_| {
                let t = Instant::now();
                std::hint::black_box(emit_ir(k, tile_codegen::Target::DEFAULT, true).expect("lowers"));
                t.elapsed()
            })
            .collect();
        report(&format!("{name}: TIR -> NVVM IR"), lower);
        if libnvvm.is_ok() {
            let ptx: Vec<Duration> = (0..10)
                .map(|_| {
                    let t = Instant::now();
                    std::hint::black_box(nvvm.emit(k, "ptx", &opts).expect("compiles"));
                    t.elapsed()
                })
                .collect();
            report(&format!("{name}: TIR -> PTX (libNVVM, sm_90)"), ptx);
        }
    }
}
