//! Timings of the CUDA Tile IR back end on `examples/matmul.tile` (a report, not a test):
//!
//! 1. **front end + emission**: `Compiler::check_file` plus `emit_bytecode` of every
//!    specialisation (target: under 2 ms in a release build), and emission alone;
//! 2. **tileiras**: assembling each specialisation for sm_90 (skipped without tileiras);
//! 3. **warm cache, new process**: a child process finds the toolchain (its probe is cached) and
//!    gets the cubin of each specialisation from the disk cache; timed inside the child from
//!    the specialisation (TIR) to cubin bytes (target: under 5 ms), and the child's whole run.
//!
//! Run: `cargo bench -p tile-jit --bench tileir` (release profile). Each figure is the median
//! (and minimum) of several runs; the machine's other load shows up as spread.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use tile_codegen::tileir::{compile_cubin, emit_bytecode, Options, Toolchain, ToolchainConfig};
use tile_codegen::Cache;
use tile_jit::Compiler;

fn source() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/matmul.tile")
}

fn median_min(mut v: Vec<Duration>) -> (Duration, Duration) {
    v.sort();
    (v[v.len() / 2], v[0])
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn report(what: &str, v: Vec<Duration>) {
    let n = v.len();
    let (med, min) = median_min(v);
    println!("{what:<58} median {:>12}  min {:>12}  ({n} runs)", ms(med), ms(min));
}

fn check(path: &Path) -> tile_lang::tir::Module {
    let out = Compiler::new().check_file(path).expect("read examples/matmul.tile");
    assert!(!out.has_errors(), "examples/matmul.tile has errors");
    out.tir
}

fn front_end_and_emission(path: &Path) {
    let opts = Options::default();
    let mut both = Vec::new();
    let mut emit_only = Vec::new();
    for _ in 0..50 {
        let t = Instant::now();
        let m = check(path);
        let t_emit = Instant::now();
        let bytes: usize = m.kernels.iter().map(|k| emit_bytecode(k, &opts).expect("emit").len()).sum();
        std::hint::black_box(bytes);
        emit_only.push(t_emit.elapsed());
        both.push(t.elapsed());
    }
    let n = check(path).kernels.len();
    report(&format!("front end + bytecode emission ({n} specialisations)"), both);
    report("bytecode emission alone", emit_only);
}

fn tileiras(path: &Path, tools: &Toolchain) {
    let m = check(path);
    for k in &m.kernels {
        let spec: Vec<String> = k.spec.iter().map(|(n, v)| format!("{n}={v}")).collect();
        let times: Vec<Duration> = (0..3)
            .map(|_| {
                let t = Instant::now();
                compile_cubin(k, &Options::default(), tools, &Cache::in_memory()).expect("tileiras");
                t.elapsed()
            })
            .collect();
        report(&format!("tileiras sm_90, {} [{}]", k.name, spec.join(", ")), times);
    }
}

/// The child: toolchain discovery + cubins from the disk cache; prints the time in ns.
fn warm_child(path: &Path) {
    let m = check(path);
    let t = Instant::now();
    let tools = Toolchain::discover(&ToolchainConfig::from_env()).expect("toolchain");
    let cache = Cache::from_env();
    for k in &m.kernels {
        let c = compile_cubin(k, &Options::default(), &tools, &cache).expect("compile");
        assert!(c.cache_hit, "the warm run missed the cache");
        std::hint::black_box(c.cubin.len());
    }
    println!("warm_ns={}", t.elapsed().as_nanos());
}

fn warm_cache() {
    let dir = std::env::temp_dir().join(format!("tile-bench-cache-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let exe = std::env::current_exe().expect("current exe");
    let run = || {
        let t = Instant::now();
        let out =
            Command::new(&exe).arg("--warm-child").env("TILE_CACHE_DIR", &dir).output().expect("spawn child");
        let wall = t.elapsed();
        let text = String::from_utf8_lossy(&out.stdout);
        let ns = text.lines().find_map(|l| l.strip_prefix("warm_ns=")).and_then(|n| n.parse::<u64>().ok());
        (ns.map(Duration::from_nanos), wall, String::from_utf8_lossy(&out.stderr).into_owned())
    };
    // Fill the cache (this first child misses and runs tileiras).
    let fill = Command::new(&exe).arg("--fill-child").env("TILE_CACHE_DIR", &dir).status().expect("spawn");
    assert!(fill.success(), "filling the cache failed");
    let mut inner = Vec::new();
    let mut wall = Vec::new();
    for _ in 0..10 {
        let (ns, w, err) = run();
        inner.push(ns.unwrap_or_else(|| panic!("the warm child failed:\n{err}")));
        wall.push(w);
    }
    report("warm cache, new process: specialisation -> cubin bytes", inner);
    report("warm cache, new process: whole child (incl. front end)", wall);
    let _ = std::fs::remove_dir_all(&dir);
}

fn fill_child(path: &Path) {
    let m = check(path);
    let tools = Toolchain::discover(&ToolchainConfig::from_env()).expect("toolchain");
    for k in &m.kernels {
        compile_cubin(k, &Options::default(), &tools, &Cache::from_env()).expect("compile");
    }
}

fn main() {
    let path = source();
    match std::env::args().nth(1).as_deref() {
        Some("--warm-child") => return warm_child(&path),
        Some("--fill-child") => return fill_child(&path),
        _ => {}
    }
    println!("tile CUDA Tile IR back end, {}", path.display());
    front_end_and_emission(&path);
    let t = Instant::now();
    match Toolchain::discover(&ToolchainConfig::default()) {
        Ok(tools) => {
            report("toolchain discovery, uncached probe", vec![t.elapsed()]);
            println!("tileiras: {} ({})", tools.tileiras.display(), tools.version);
            tileiras(&path, &tools);
            warm_cache();
        }
        Err(e) => println!("tileiras timings skipped:\n{e}"),
    }
}
