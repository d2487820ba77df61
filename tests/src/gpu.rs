//! GPU trials: everything the CPU run tests check, again on a GPU, plus what only a GPU has.
//!
//! * `gpu::examples/<stem>`: every example script through `Session::run_file` on a session
//!   made with `DeviceChoice::Gpu` (what `tile run --device gpu` does). An example whose
//!   header names its back ends (`# backends: tileir`) is ignored in a suite for another
//!   (`TILE_BACKEND`).
//! * `gpu::stdlib/<kernel>/<dtype>`: every stdlib run test of `run::stdlib` (same shapes,
//!   including sizes that are not multiples of the tiles, padded, transposed and strided
//!   inputs, same seeds, same host references), its host buffers staged through device memory.
//! * `gpu::memory/launch-loop`: 10,000 launches leave the driver's free memory flat, and
//!   dropping device arrays returns their memory.
//! * `gpu::embed/device-buffers`: `KernelHandle::launch_on` with the application's device
//!   buffers and stream, used in place and left allocated.
//! * `gpu::fault/recovery`: a context-fatal fault, in a child process (the fault is final for
//!   the process): the session reports E0507 with the lost and kept arrays by name and goes on
//!   on the CPU.
//! * `gpu::print/tiles`: a kernel's `print` of a scalar and whole tiles, in a child process
//!   (the device's printf writes to the process's stdout): one line per print, elements as
//!   printf conversions, laid out as the back end lays tiles out (NVVM: the CPU's NumPy layout).
//! * `gpu::overhead/launch-loop`: host time per launch of a tiny kernel (printed, not judged).
//! * `gpu::resources/back-ends`: `:ir KERNEL resources` of a kernel launched through each
//!   back end the GPU offers names the back end on each specialisation's line; a launch
//!   naming the CPU executor (`backend="cpu"`) is refused with E0509 and the array is kept.
//! * `gpu::timing/bench-matches-events`: a script's `bench(launch(...))` of a memory-bound
//!   kernel agrees within 5 % with CUDA events around launches of the same specialisation
//!   through the embedding API (a check of the measurement, not of the kernel's speed).
//!
//! Without a CUDA driver and GPU every `gpu::` trial is ignored, and the harness says why once
//! (`note: the gpu:: trials are ignored: no CUDA driver/GPU (...)`, on stderr). With `TILE_PRECOMPILE=sm_90` and no GPU, `--include-ignored`
//! runs the examples and stdlib trials on the CPU and compiles every GPU specialisation they
//! use into the kernel cache (`TILE_CACHE_DIR`): how `scripts/gpu-tests.sh prewarm` fills the
//! cache that the GPU machine then uses without tileiras.
//!
//! `gpusim::…` runs the examples and stdlib trials on the simulated GPU of
//! `tile_launch::device` on every machine: the device-array, staging and packing paths, without a
//! GPU. Its `empty` arrays start as 0xFF bytes (NaN), so a script or stdlib function that reads
//! what it never wrote fails there; `gpusim::memory/empty-unset` checks that they do.

use std::sync::{Arc, OnceLock};

use libtest_mimic::{Failed, Trial};
use tile_jit::engine::{DeviceChoice, Engine, KernelArg, Options, SharedBuffer};
use tile_jit::gpu::{DeviceBuffer, Stream};
use tile_lang::DType;

use crate::repl::run::{trials_on, EngineSource};
use crate::repl::run_example;
use crate::{indent, Context};

/// The reason `gpu::` trials are ignored on this machine.
pub const NO_GPU: &str = "no CUDA driver/GPU";

/// Set in the child process of `gpu::fault/recovery`.
const FAULT_CHILD: &str = "TILE_GPU_FAULT_CHILD";
/// Set in the child process of `gpu::print/tiles`.
const PRINT_CHILD: &str = "TILE_GPU_PRINT_CHILD";

/// How `gpu::` trials run here.
#[derive(Clone)]
enum Mode {
    Gpu(Engine),
    /// No GPU, `TILE_PRECOMPILE` set: on the CPU, compiling GPU specialisations ahead.
    Prewarm(Engine),
    Absent(String),
}

fn options() -> Options {
    Options { threads: 2, ..Options::default() }
}

fn mode() -> &'static Mode {
    static MODE: OnceLock<Mode> = OnceLock::new();
    MODE.get_or_init(|| match Engine::new(DeviceChoice::Gpu) {
        Ok(e) => Mode::Gpu(e.with_options(options())),
        Err(_) if options().precompile.is_some() => Mode::Prewarm(Engine::cpu().with_options(options())),
        Err(e) => Mode::Absent(e.message),
    })
}

fn engine_source(sim: bool) -> EngineSource {
    if sim {
        return Arc::new(|| {
            Ok(Engine::simulated_gpu().with_options(Options { precompile: None, ..options() }))
        });
    }
    Arc::new(|| match mode() {
        Mode::Gpu(e) | Mode::Prewarm(e) => Ok(e.clone()),
        Mode::Absent(why) => Err(why.clone()),
    })
}

pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let absent = matches!(mode(), Mode::Absent(_));
    let gpu_only = !matches!(mode(), Mode::Gpu(_));
    if let Mode::Absent(why) = mode() {
        eprintln!("note: the gpu:: trials are ignored: {NO_GPU} ({why})");
    } else if let Mode::Prewarm(_) = mode() {
        eprintln!("note: no GPU: gpu:: examples and stdlib trials run on the CPU, compiling their GPU specialisations into the kernel cache (TILE_PRECOMPILE)");
    }
    let mut trials = Vec::new();
    for (prefix, sim) in [("gpu", false), ("gpusim", true)] {
        let source = engine_source(sim);
        let ignored = !sim && absent;
        trials.extend(example_trials(ctx, prefix, &source, ignored));
        trials.extend(trials_on(&format!("{prefix}::stdlib"), source, ignored));
    }
    let only: [(&str, Check); 7] = [
        ("gpu::memory/launch-loop", memory_trial),
        ("gpu::resources/back-ends", resources_trial),
        ("gpu::print/tiles", print_trial),
        ("gpu::embed/device-buffers", embed_trial),
        ("gpu::fault/recovery", fault_trial),
        ("gpu::overhead/launch-loop", overhead_trial),
        ("gpu::timing/bench-matches-events", bench_timing_trial),
    ];
    if let Mode::Prewarm(e) = mode() {
        let e = e.clone();
        trials.push(Trial::test("gpu::prewarm/gpu-only-kernels", move || prewarm_gpu_only(&e)).with_ignored_flag(true));
    } else {
        for (name, f) in only {
            trials.push(Trial::test(name, f).with_ignored_flag(gpu_only));
        }
    }
    trials.push(Trial::test("gpusim::memory/empty-unset", empty_unset_trial));
    if std::env::var_os(FAULT_CHILD).is_some() {
        trials.push(Trial::test("gpu::fault/child", fault_child));
    }
    if std::env::var_os(PRINT_CHILD).is_some() {
        trials.push(Trial::test("gpu::print/child", print_child));
    }
    trials
}

/// A GPU-only trial.
type Check = fn() -> Result<(), Failed>;

fn example_trials(ctx: &Context, prefix: &str, source: &EngineSource, ignored: bool) -> Vec<Trial> {
    let files = match crate::list_files(&ctx.path("examples"), "tile") {
        Ok(f) => f,
        Err(e) => {
            return vec![crate::collect_error(
                format!("{prefix}::examples"),
                format!("cannot list examples: {e}"),
            )]
        }
    };
    files
        .into_iter()
        .map(|path| {
            let (stem, rel, source) = (crate::stem(&path), ctx.rel(&path), source.clone());
            let backends = declared_backends(&path);
            // An example for some back ends only is ignored in a suite for another.
            let elsewhere = backends.as_ref().is_some_and(|l| !l.contains(&env_backend()));
            let trial = Trial::test(format!("{prefix}::examples/{stem}"), move || {
                let engine = source().map_err(Failed::from)?;
                // Without a GPU (prewarming the cache on the CPU) the example runs on the CPU.
                let backend = engine.gpu().map(|g| g.codegen().backend().name());
                if let (Some(list), Some(backend)) = (backends.as_ref(), backend)
                    && !list.iter().any(|b| b == backend)
                {
                    return Err(format!("{rel} runs on the {} back end only (`# backends:`), and `auto` chose {backend}: set TILE_BACKEND", list.join(", ")).into());
                }
                run_example(&engine, &rel)
            });
            trial.with_ignored_flag(ignored || elsewhere)
        })
        .collect()
}

/// The back ends an example names in a `# backends: a, b` header line (`None`: every one).
fn declared_backends(path: &std::path::Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(path).ok()?;
    let line = text.lines().take_while(|l| l.starts_with('#')).find_map(|l| l.strip_prefix("# backends:"))?;
    Some(line.split(',').map(|b| b.trim().to_string()).filter(|b| !b.is_empty()).collect())
}

/// The back end GPU trials compile through here (`TILE_BACKEND`, Tile IR by default).
fn env_backend() -> String {
    match std::env::var("TILE_BACKEND").ok().filter(|b| !b.is_empty() && b != "auto") {
        Some(b) => b,
        None => "tileir".to_string(),
    }
}

fn gpu_engine() -> Result<Engine, Failed> {
    match mode() {
        Mode::Gpu(e) => Ok(e.clone()),
        _ => Err(NO_GPU.into()),
    }
}

fn eval(s: &mut tile_jit::Session, src: &str) -> Result<String, Failed> {
    match s.eval(src) {
        Ok(v) => Ok(v.map(|v| v.repr()).unwrap_or_default()),
        Err(e) => Err(format!("{src}\nfailed:\n{}", indent(&e.rendered, 4)).into()),
    }
}

const TINY: &str = "kernel tiny(a: f32[N], T: const int):\n    t = load(a, index=(bid(0),), shape=(T,))\n";

const INC: &str = "kernel inc(a: f32[N], T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + 1.0)\n";

fn free_bytes(engine: &Engine) -> Result<usize, Failed> {
    let info = engine.gpu().and_then(|g| g.mem_get_info()).ok_or("no GPU")?;
    Ok(info.map_err(|e| e.to_string())?.0)
}

/// 10,000 launches keep the driver's free memory where it was; dropped arrays give theirs back.
fn memory_trial() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let mut s = engine.session();
    eval(&mut s, INC)?;
    eval(&mut s, "a = zeros((1 << 20,))\nlaunch(inc, grid=(4096,), args=(a, 256))\nsum(a)")?;
    let before = free_bytes(&engine)?;
    eval(&mut s, "for i in range(10000):\n    launch(inc, grid=(4096,), args=(a, 256))\n")?;
    let after = free_bytes(&engine)?;
    if after + (2 << 20) < before {
        return Err(format!("10,000 launches lost {} bytes of device memory ({before} free before, {after} after)", before - after).into());
    }
    let total = eval(&mut s, "a[0] + a[(1 << 20) - 1]")?;
    if total != "20002.0" {
        return Err(format!("after 10,001 increments a[0] + a[-1] = {total}, want 20002.0").into());
    }
    eval(&mut s, "big = zeros((1 << 28,))\nlaunch(inc, grid=(1 << 20,), args=(big, 256))")?;
    let with_big = free_bytes(&engine)?;
    eval(&mut s, "big = None")?;
    let freed = free_bytes(&engine)?;
    if freed < with_big + (1 << 30) - (16 << 20) {
        return Err(format!("dropping a 1 GiB device array freed {} bytes", freed.saturating_sub(with_big)).into());
    }
    Ok(())
}

/// `empty` leaves device memory as it comes (no memset queued), where `zeros` clears it: on
/// the simulated GPU an `empty` array reads 0xFF bytes (NaN) wherever no kernel wrote, and
/// still zeros on the host while it never went to the device.
fn empty_unset_trial() -> Result<(), Failed> {
    let engine = Engine::simulated_gpu().with_options(Options { precompile: None, ..options() });
    let mut s = engine.session();
    eval(&mut s, "kernel fill(a: f32[N], T: const int):\n    store(a, index=(bid(0),), tile=full((T,), 1.0, f32))\n")?;
    eval(&mut s, "e = empty((512,))\nz = zeros((512,))\nlaunch(fill, grid=(1,), args=(e[:256], 256))\nlaunch(fill, grid=(1,), args=(z[:256], 256))")?;
    let checks = [
        ("e[0] == 1.0 and e[255] == 1.0", "True"),
        ("e[256] != e[256] and e[511] != e[511]", "True"),
        ("z[0] == 1.0 and z[256] == 0.0 and z[511] == 0.0", "True"),
        ("untouched = empty_like(z)\nuntouched[3] == 0.0", "True"),
    ];
    for (expr, want) in checks {
        let got = eval(&mut s, expr)?;
        if got != want {
            return Err(format!("{expr} is {got}, want {want}").into());
        }
    }
    Ok(())
}

/// `:ir KERNEL resources` names the back end that compiled each specialisation: a kernel
/// launched through the session's back end and through every other the GPU offers
/// (`backends()`) has a line for each, with the registers its cubin uses.
fn resources_trial() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let mut s = engine.session();
    s.define(INC).map_err(|e| e.rendered)?;
    let names = eval(&mut s, "backends()")?;
    let mut want = Vec::new();
    for b in ["tileir", "nvvm"].into_iter().filter(|b| names.contains(&format!("'{b}'")) || names.contains(&format!("\"{b}\""))) {
        eval(&mut s, &format!("a = zeros((256,))\nlaunch(inc, grid=(2,), args=(a, 128), backend=\"{b}\")"))?;
        want.push(b);
    }
    if want.is_empty() {
        return Err(format!("backends() named no GPU back end: {names}").into());
    }
    let lines = s.kernel_ir_at("inc", tile_jit::engine::IrStage::Resources)?;
    for b in &want {
        let through = format!(" through {b}: ");
        if !lines.iter().any(|l| l.contains(&through) && l.contains("registers")) {
            return Err(format!("no resources line{through}with registers among:\n{}", lines.concat()).into());
        }
    }
    // The CPU executor is no back end of a GPU session's kernels: E0509, and the array is kept.
    match s.eval("launch(inc, grid=(2,), args=(a, 128), backend=\"cpu\")") {
        Err(e) if e.rendered.contains("E0509") => {}
        Err(e) => return Err(format!("a GPU launch naming \"cpu\" failed without E0509:\n{}", e.rendered).into()),
        Ok(_) => return Err("a GPU launch naming \"cpu\" ran".into()),
    }
    let kept = eval(&mut s, "a[0] == 1.0 and a[255] == 1.0")?;
    if kept != "True" {
        return Err(format!("after the refused launch `a` lost its values (a[0] == 1.0 and a[255] == 1.0 is {kept})").into());
    }
    Ok(())
}

/// The application's device buffers and stream: used in place, not freed, results in order.
fn embed_trial() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let dev = engine.gpu().and_then(|g| g.cuda()).ok_or("no CUDA device")?.clone();
    let mut s = engine.session();
    s.define("from elementwise import add\nfrom transpose import transpose_2d").map_err(|e| e.rendered)?;
    let err = |e: tile_jit::gpu::GpuError| Failed::from(e.to_string());
    let n = 1000;
    let x = DeviceBuffer::from_slice(&dev, &(0..n).map(|i| i as f32).collect::<Vec<_>>()).map_err(err)?;
    let y = DeviceBuffer::from_slice(&dev, &vec![0.5f32; n]).map_err(err)?;
    let out = DeviceBuffer::zeroed(&dev, 4 * n).map_err(err)?;
    let stream = Stream::new(&dev).map_err(err)?;
    let args = vec![KernelArg::device(&x, DType::F32, &[n]), KernelArg::device(&y, DType::F32, &[n]), KernelArg::device(&out, DType::F32, &[n]), 256.into()];
    s.kernel("add").and_then(|mut k| k.launch_on(&stream, 4u32, args)).map_err(|e| e.rendered)?;
    stream.synchronize().map_err(err)?;
    let got = out.to_vec::<f32>().map_err(err)?;
    if let Some(i) = (0..n).find(|&i| got[i] != i as f32 + 0.5) {
        return Err(format!("add on device buffers: out[{i}] = {}, want {}", got[i], i as f32 + 0.5).into());
    }
    // A strided view of a device buffer (the top-left 3 x 4 of a 3 x 6 matrix), and a view
    // that does not fit its buffer.
    let m = DeviceBuffer::from_slice(&dev, &(0..18).collect::<Vec<i32>>()).map_err(err)?;
    let t = DeviceBuffer::zeroed(&dev, 4 * 12).map_err(err)?;
    let args = vec![KernelArg::device_strided(&m, DType::I32, &[3, 4], &[6, 1], 1), KernelArg::device(&t, DType::I32, &[4, 3]), 16.into(), 16.into()];
    s.kernel("transpose_2d").and_then(|mut k| k.launch((1, 1), args)).map_err(|e| e.rendered)?;
    let got = t.to_vec::<i32>().map_err(err)?;
    if got != [1, 7, 13, 2, 8, 14, 3, 9, 15, 4, 10, 16] {
        return Err(format!("transpose of a strided device view: {got:?}").into());
    }
    let bad = vec![KernelArg::device(&m, DType::I32, &[4, 6]), KernelArg::device(&t, DType::I32, &[6, 4]), 16.into(), 16.into()];
    let e = s.kernel("transpose_2d").and_then(|mut k| k.launch((1, 1), bad)).err().ok_or("a view larger than its buffer was launched")?;
    if !e.rendered.contains("device buffer") {
        return Err(format!("unexpected error for an oversized view:\n{}", e.rendered).into());
    }
    // The buffers are still the application's.
    x.to_vec::<f32>().map_err(err)?;
    Ok(())
}

/// `bench()` against CUDA events recorded here around the same kernel: `add` over 2^26 f32
/// (768 MiB moved, about 0.2 ms on an H100 or H200, so a launch's host cost is well under the
/// tolerance).
fn bench_timing_trial() -> Result<(), Failed> {
    const N: usize = 1 << 26;
    const RUNS: usize = 10;
    let engine = gpu_engine()?;
    let dev = engine.gpu().and_then(|g| g.cuda()).ok_or("no CUDA device")?.clone();
    let mut s = engine.session();
    s.define("from elementwise import add").map_err(|e| e.rendered)?;
    let script = format!("a = ones(({N},))\nb = ones(({N},))\nc = zeros(({N},))\nbench(launch(add, grid=({},), args=(a, b, c, 4096)), repeat={RUNS})", N / 4096);
    let benched: f64 = eval(&mut s, &script)?.parse().map_err(|e| format!("bench() returned no number: {e}"))?;
    let err = |e: tile_jit::gpu::GpuError| Failed::from(e.to_string());
    let x = DeviceBuffer::zeroed(&dev, 4 * N).map_err(err)?;
    let y = DeviceBuffer::zeroed(&dev, 4 * N).map_err(err)?;
    let out = DeviceBuffer::zeroed(&dev, 4 * N).map_err(err)?;
    let stream = Stream::new(&dev).map_err(err)?;
    let (start, end) = (tile_jit::gpu::Event::new(&dev).map_err(err)?, tile_jit::gpu::Event::new(&dev).map_err(err)?);
    let mut k = s.kernel("add").map_err(|e| e.rendered)?;
    let args = || {
        vec![
            KernelArg::device(&x, DType::F32, &[N]),
            KernelArg::device(&y, DType::F32, &[N]),
            KernelArg::device(&out, DType::F32, &[N]),
            4096.into(),
        ]
    };
    k.launch_on(&stream, (N / 4096) as u32, args()).map_err(|e| e.rendered)?;
    start.record(&stream).map_err(err)?;
    for _ in 0..RUNS {
        k.launch_on(&stream, (N / 4096) as u32, args()).map_err(|e| e.rendered)?;
    }
    end.record(&stream).map_err(err)?;
    end.synchronize().map_err(err)?;
    let events = f64::from(start.elapsed_ms(&end).map_err(err)?) / 1e3 / RUNS as f64;
    let off = (benched - events).abs() / events;
    println!("gpu::timing: bench() {:.1} us, CUDA events {:.1} us per launch ({:.1} % apart)", benched * 1e6, events * 1e6, off * 100.0);
    if off > 0.05 {
        return Err(format!("bench() says {:.1} us, CUDA events {:.1} us: {:.1} % apart", benched * 1e6, events * 1e6, off * 100.0).into());
    }
    Ok(())
}

/// Without a GPU (`TILE_PRECOMPILE`): the launches of the GPU-only trials, on the CPU, so that
/// their specialisations are compiled into the cache too (same dtypes, ranks, constants and
/// facts: sizes divisible by 16 and base offsets as there).
fn prewarm_gpu_only(engine: &Engine) -> Result<(), Failed> {
    let mut s = engine.session();
    eval(&mut s, INC)?;
    eval(&mut s, TINY)?;
    eval(&mut s, "a = zeros((1024,))\nlaunch(inc, grid=(4,), args=(a, 256))\nt = zeros((256,))\nlaunch(tiny, grid=(1,), args=(t, 256))")?;
    s.define("from elementwise import add\nfrom transpose import transpose_2d").map_err(|e| e.rendered)?;
    let (x, y, mut out) = (vec![0f32; 1000], vec![0f32; 1000], vec![0f32; 1000]);
    let args = vec![KernelArg::read_only(&x, &[1000]), KernelArg::read_only(&y, &[1000]), KernelArg::array(&mut out, &[1000]), 256.into()];
    s.kernel("add").and_then(|mut k| k.launch(4u32, args)).map_err(|e| e.rendered)?;
    let (m, mut t) = ((0..18).collect::<Vec<i32>>(), vec![0i32; 12]);
    let args = vec![KernelArg::strided_read_only(&m, &[3, 4], &[6, 1], 1), KernelArg::array(&mut t, &[4, 3]), 16.into(), 16.into()];
    s.kernel("transpose_2d").and_then(|mut k| k.launch((1, 1), args)).map_err(|e| e.rendered)?;
    // gpu::timing's `add` with 4096-element tiles (its sizes are multiples of 16 too).
    let n = 1 << 16;
    eval(
        &mut s,
        &format!("launch(add, grid=({},), args=(ones(({n},)), ones(({n},)), zeros(({n},)), 4096))", n / 4096),
    )?;
    Ok(())
}

/// The kernel `gpu::print/child` launches (one block) and the lines each back end prints.
const PRINTS: &str = "kernel show(x: f32[M, N], y: f32[M, N]):\n    t = load(x, index=(0, 0), shape=(2, 4))\n    print(\"t={} n={}\", t, bid(0) + 7)\n    print(\"row {}\", load(x, index=(0, 0), shape=(1, 2)))\n    store(y, index=(0, 0), tile=t)\n";
const NVVM_LINES: [&str; 3] = [
    "t=[[0.000000 0.500000 1.000000 1.500000]",
    " [2.000000 2.500000 3.000000 3.500000]] n=7",
    "row [[0.000000 0.500000]]",
];
const TILEIR_LINES: [&str; 2] = [
    "t=[[0.000000, 0.500000, 1.000000, 1.500000], [2.000000, 2.500000, 3.000000, 3.500000]] n=7",
    "row [[0.000000, 0.500000]]",
];

/// Runs `gpu::print/child` in a fresh process and checks its stdout: the lines in order.
fn print_trial() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let out = run_child("gpu::print/child", PRINT_CHILD)?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        return Err(format!(
            "the print child failed ({}):\n{}{}",
            out.status,
            indent(&stdout, 4),
            indent(&String::from_utf8_lossy(&out.stderr), 4)
        )
        .into());
    }
    let want: &[&str] = if engine.describe().contains("nvvm back end") { &NVVM_LINES } else { &TILEIR_LINES };
    // The harness's own `test gpu::print/child ... ` starts the first line.
    if !stdout.contains(&format!("{}\n", want.join("\n"))) {
        return Err(format!(
            "the kernel's prints ({}) lack the lines\n{}\nstdout:\n{}",
            engine.describe(),
            indent(&want.join("\n"), 4),
            indent(&stdout, 4)
        )
        .into());
    }
    Ok(())
}

/// In the child: a kernel printing a scalar and two tiles, and a read of what it wrote, which
/// waits for it (and so for its printf buffer).
fn print_child() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let mut s = engine.session();
    eval(&mut s, PRINTS)?;
    eval(&mut s, "x = reshape(astype(arange(8), f32) * 0.5, (2, 4))\ny = zeros((2, 4))\nlaunch(show, grid=(1,), args=(x, y))\nsum(y)")?;
    Ok(())
}

/// Runs the trial `name` of this binary in a fresh process with `env` set (which adds the
/// trial), and returns what it did.
fn run_child(name: &str, env: &str) -> Result<std::process::Output, Failed> {
    let exe = std::env::current_exe().map_err(|e| e.to_string())?;
    std::process::Command::new(exe)
        .args(["--exact", name, "--include-ignored", "--test-threads", "1", "--nocapture"])
        .env(env, "1")
        .output()
        .map_err(|e| format!("cannot start the child process: {e}").into())
}

/// Runs `gpu::fault/child` in a fresh process and checks what it printed.
fn fault_trial() -> Result<(), Failed> {
    gpu_engine()?;
    let out = run_child("gpu::fault/child", FAULT_CHILD)?;
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    if !out.status.success() || !text.contains("fault-child: ok") {
        return Err(format!("the fault child failed ({}):\n{}", out.status, indent(&text, 4)).into());
    }
    Ok(())
}

/// In the child: session arrays, a fault of the shared context (a hand-written kernel writing
/// to address 0, as an embedder's bad pointer would), then what the session reports and does.
fn fault_child() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let mut s = engine.session();
    let buf = SharedBuffer::new();
    s.set_output(buf.clone());
    eval(&mut s, INC)?;
    eval(&mut s, "a = ones((1024,))\nb = a * 2\nc = zeros((1024,))\nlaunch(inc, grid=(4,), args=(c, 256))\nprint(sum(c))")?;
    eval(&mut s, "launch(inc, grid=(4,), args=(c, 256))")?;
    launch_null_write(&engine)?;
    let e = s.eval("launch(inc, grid=(4,), args=(c, 256))\nprint(c)").err().ok_or("the session did not notice the fault")?;
    let r = &e.rendered;
    println!("fault-child: the report:\n{r}");
    let wants = ["E0507", "CUDA_ERROR_ILLEGAL_ADDRESS", "cannot re-create", "lost with the GPU (their data existed only in GPU memory): `c`", "moved to the CPU (their host copies were current): `a`, `b`", "continues on the CPU"];
    if let Some(w) = wants.iter().find(|w| !r.contains(*w)) {
        return Err(format!("the fault report lacks {w:?}:\n{r}").into());
    }
    let after = eval(&mut s, "d = zeros((1024,))\nlaunch(inc, grid=(4,), args=(d, 256))\n(sum(b), d.device, sum(d))")?;
    if after != "(2048.0, 'cpu', 1024.0)" {
        return Err(format!("after the fault: {after}").into());
    }
    println!("fault-child: ok");
    Ok(())
}

/// Faults the GPU context with `crates/gpu`'s `write_u32` test kernel and a null pointer.
fn launch_null_write(engine: &Engine) -> Result<(), Failed> {
    use tile_jit::gpu::{kernels, KernelArgs, LaunchConfig, Module};
    let dev = engine.gpu().and_then(|g| g.cuda()).ok_or("no CUDA device")?;
    let module = Module::load_ptx(dev, kernels::WRITE_U32_PTX).map_err(|e| e.to_string())?;
    let write = module.function(kernels::WRITE_U32).map_err(|e| e.to_string())?;
    let mut args = KernelArgs::new();
    args.push(0u64).push(7u32);
    let stream = engine.gpu().and_then(|g| g.stream()).ok_or("no stream")?;
    let _ = write.launch_with(&LaunchConfig::linear(1, 1), stream, &args);
    Ok(())
}

/// Host microseconds per launch of a one-block kernel that does nothing but read its
/// arguments: from a script loop, from `KernelHandle::launch_on`, and `cuLaunchKernel` through
/// `tile_gpu` for comparison. Printed for the record; the target is within 1.1x of
/// `cuLaunchKernel` for the API path.
fn overhead_trial() -> Result<(), Failed> {
    let engine = gpu_engine()?;
    let mut s = engine.session();
    eval(&mut s, TINY)?;
    eval(&mut s, "a = zeros((256,))\nlaunch(tiny, grid=(1,), args=(a, 256))")?;
    let n = 20_000;
    let script = eval(&mut s, &format!("t0 = time()\nfor i in range({n}):\n    launch(tiny, grid=(1,), args=(a, 256))\n(time() - t0) / {n} * 1e6"))?;
    let dev = engine.gpu().and_then(|g| g.cuda()).ok_or("no CUDA device")?.clone();
    let buf = DeviceBuffer::zeroed(&dev, 1024).map_err(|e| e.to_string())?;
    let stream = Stream::new(&dev).map_err(|e| e.to_string())?;
    let mut k = s.kernel("tiny").map_err(|e| e.rendered)?;
    let args = || vec![KernelArg::device(&buf, DType::F32, &[256]), 256.into()];
    let t = std::time::Instant::now();
    for _ in 0..n {
        k.launch_on(&stream, 1u32, args()).map_err(|e| e.rendered)?;
    }
    stream.synchronize().map_err(|e| e.to_string())?;
    let api = t.elapsed().as_secs_f64() * 1e6 / n as f64;
    let floor = Floor::new(&dev)?;
    let floor_steady = floor.steady(&stream, n)?;
    println!("gpu::overhead: host us per launch of a tiny kernel: script loop {script}, KernelHandle::launch_on {api:.2}, tile_gpu launch_with of a hand-written kernel {floor_steady:.2} (ratios {:.2}x, {:.2}x)", script.parse::<f64>().unwrap_or(f64::NAN) / floor_steady, api / floor_steady);
    // A long loop runs as fast as the GPU retires kernels once the launch queue is full, which
    // hides the host's own cost; bursts of BURST launches into an empty queue show it. The
    // launch rate drifts over seconds, so each round times one burst of each in turn.
    let (mut script_burst, mut api_burst, mut floor_burst) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        // Every evaluation ends by synchronising, so each burst starts on an empty queue.
        let us = eval(&mut s, &format!("t0 = time()\nfor i in range({BURST}):\n    launch(tiny, grid=(1,), args=(a, 256))\n(time() - t0) / {BURST} * 1e6"))?;
        script_burst.push(us.parse::<f64>().unwrap_or(f64::NAN));
        let mut k = s.kernel("tiny").map_err(|e| e.rendered)?;
        stream.synchronize().map_err(|e| e.to_string())?;
        let t = std::time::Instant::now();
        for _ in 0..BURST {
            k.launch_on(&stream, 1u32, args()).map_err(|e| e.rendered)?;
        }
        api_burst.push(t.elapsed().as_secs_f64() * 1e6 / BURST as f64);
        stream.synchronize().map_err(|e| e.to_string())?;
        floor_burst.push(floor.burst(&stream)?);
    }
    let (sb, ab, fb) = (median(&mut script_burst), median(&mut api_burst), median(&mut floor_burst));
    println!("gpu::overhead: host us per launch in bursts of {BURST} into an empty queue (median of {ROUNDS}, in turn): script loop {sb:.2}, KernelHandle::launch_on {ab:.2}, tile_gpu launch_with of a hand-written kernel {fb:.2} (ratios {:.2}x, {:.2}x)", sb / fb, ab / fb);
    Ok(())
}

const BURST: usize = 200;
const ROUNDS: usize = 50;

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(f64::total_cmp);
    v.get(v.len() / 2).copied().unwrap_or(f64::NAN)
}

/// `crates/gpu`'s `write_u32` kernel, ready to launch through `tile_gpu`'s checked launch:
/// close to `cuLaunchKernel` itself.
struct Floor {
    _module: tile_jit::gpu::Module,
    write: tile_jit::gpu::Function,
    _target: DeviceBuffer,
    args: tile_jit::gpu::KernelArgs,
}

impl Floor {
    fn new(dev: &tile_jit::gpu::Device) -> Result<Floor, Failed> {
        use tile_jit::gpu::{kernels, KernelArgs, Module};
        let module = Module::load_ptx(dev, kernels::WRITE_U32_PTX).map_err(floor_err)?;
        let write = module.function(kernels::WRITE_U32).map_err(floor_err)?;
        let target = DeviceBuffer::zeroed(dev, 4).map_err(floor_err)?;
        let mut args = KernelArgs::new();
        args.push_buffer(&target).push(1u32);
        Ok(Floor { _module: module, write, _target: target, args })
    }

    fn launch(&self, stream: &Stream) -> Result<(), Failed> {
        self.write.launch_with(&tile_jit::gpu::LaunchConfig::linear(1, 1), stream, &self.args).map_err(floor_err)
    }

    /// Host microseconds per launch over `n` launches in a loop.
    fn steady(&self, stream: &Stream, n: usize) -> Result<f64, Failed> {
        self.launch(stream)?;
        stream.synchronize().map_err(floor_err)?;
        let t = std::time::Instant::now();
        for _ in 0..n {
            self.launch(stream)?;
        }
        stream.synchronize().map_err(floor_err)?;
        Ok(t.elapsed().as_secs_f64() * 1e6 / n as f64)
    }

    /// Host microseconds per launch in one burst of [`BURST`] launches into an empty queue.
    fn burst(&self, stream: &Stream) -> Result<f64, Failed> {
        stream.synchronize().map_err(floor_err)?;
        let t = std::time::Instant::now();
        for _ in 0..BURST {
            self.launch(stream)?;
        }
        let us = t.elapsed().as_secs_f64() * 1e6 / BURST as f64;
        stream.synchronize().map_err(floor_err)?;
        Ok(us)
    }
}

fn floor_err(e: tile_jit::gpu::GpuError) -> Failed {
    Failed::from(e.to_string())
}
