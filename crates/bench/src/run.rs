//! Running benchmarks on a GPU: choosing a configuration (tuned, remembered, forced or the
//! default), checking it, timing it, and emitting one [`Record`] per measurement.
//!
//! For a kernel benchmark:
//! 1. fresh random inputs are drawn and uploaded; the output is allocated;
//! 2. the configuration is chosen ([`Runner::choose`]): every candidate is specialised for the
//!    real device arrays, compiled, loaded, checked against the host reference (output
//!    poisoned first, sampled comparison, full NaN scan) and timed; wrong or failing
//!    candidates are rejected; the fastest is remembered;
//! 3. the choice runs on a small shape on both the GPU and the CPU executor (the same
//!    specialisation: the launch thunk checks the small arrays against the facts it was
//!    compiled for) and the outputs are compared, and the CPU output against the reference;
//! 4. the full-size output is checked again on a larger sample;
//! 5. warm-up, then the median of the timed runs (each after an L2 flush) is recorded with the
//!    peer's number.
//!
//! A fault that kills the CUDA context ends the benchmark (the CLI runs each benchmark in its
//! own process, so the next one starts clean).

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use tile_lang::DType;

use super::catalog::{self, gemm_groups, ArrayDecl, Bench, Config, Kind, Op, PeerRef};
use super::data::HostArray;
use super::device::{resources, time_ms, DeviceArray, Gpu, Launchable, Warmup};
use super::dry::{host_problem, run_cpu, specialised_on_shapes};
use super::facts::spec_args;
use super::first;
use super::kernel::{prepare, specialize, KernelCompiler};
use super::record::{utc_now, Context, Peers, Record};
use super::reference::{self, tolerance, Check, Sample};
use super::tune::{best, Trial, TuneEntry, TuneKey, TuneStore};

/// How the configuration of a kernel benchmark is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TuneMode {
    /// Use the remembered choice; search and remember when there is none.
    Cached,
    /// Search again and remember the result.
    Retune,
    /// Use the stdlib's default configuration.
    Off,
}

/// What a run measures and how.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Timed runs of the final configuration (at least 50).
    pub runs: usize,
    pub warmup: usize,
    pub tune: TuneMode,
    /// Use this configuration for every kernel benchmark (it must fit the kernel).
    pub config: Option<Config>,
    /// Seeds the inputs (fresh per run unless given).
    pub seed: u64,
    pub peers: Peers,
    /// Launches timed by the launch-overhead benchmark.
    pub launch_iters: usize,
}

/// Timed runs per tuning candidate: enough for a stable median, few enough for 17 GEMMs.
const TUNE_RUNS: usize = 50;
/// Candidates run back to back, so the clocks are up already: a short warm-up will do.
const TUNE_WARMUP: Warmup = Warmup { launches: 3, ms: 10.0 };
/// The final timing measures as `do_bench` in bench/peers.py measures the peers: 50 ms of
/// warm-up, then the median over at least 300 ms of runs (and at least `--runs` runs). A fixed
/// count of runs would cover different windows for different kernels: on the H200 a sustained
/// bf16 GEMM slows down as it heats up (8192^3: 1.51 ms in the first runs, 1.75 ms fifty runs
/// later, 2026-11-21), so where in that curve the runs fall decides the result.
const FINAL_WARMUP_MS: f64 = 50.0;
const FINAL_WINDOW_MS: f64 = 300.0;

/// Starts a fresh `tile` process that measures one first launch with the kernel cache in the
/// given folder (see [`first::child`]).
pub type ChildCommand<'a> = dyn Fn(&Path, &Config) -> Command + 'a;

/// Runs benchmarks on one GPU.
pub struct Runner<'a> {
    pub gpu: Gpu,
    pub backend: KernelCompiler,
    pub ctx: Context,
    pub opts: RunOptions,
    /// Receives every record as soon as it is measured (written to the JSONL file and shown).
    pub emit: Box<dyn FnMut(&Record) + 'a>,
    /// Progress lines (tuning, checks).
    pub log: Box<dyn FnMut(&str) + 'a>,
    /// How to start a fresh process for the first-launch benchmark.
    pub child: Option<Box<ChildCommand<'a>>>,
}

fn gpu_err(e: tile_gpu::GpuError) -> String {
    e.to_string()
}

pub use tile_codegen::tuned::shape_text;

/// `module.kernel[config]`.
pub fn kernel_text(op: Op, cfg: &Config) -> String {
    let (module, name) = op.kernel_of(cfg);
    format!("{module}.{name}[{cfg}]")
}

/// The tuning key of a benchmark on a GPU.
pub fn tune_key(b: &Bench, op: Op, gpu: &str, backend: &str) -> TuneKey {
    let (module, name) = op.kernel();
    TuneKey {
        kernel: tile_codegen::tuned::kernel_id(module, name, &op.space(b.shape)),
        shape: shape_text(b.shape),
        dtype: b.dtype.to_string(),
        gpu: gpu.to_string(),
        backend: backend.to_string(),
    }
}

/// Random inputs for every non-output array (outputs get an empty placeholder).
fn random_inputs(decls: &[ArrayDecl], seed: u64) -> Vec<HostArray> {
    let inputs = decls.iter().enumerate().filter(|(_, d)| !d.output);
    inputs
        .map(|(i, d)| HostArray::random(d.dtype, &d.shape, d.range, seed.wrapping_add(i as u64 * 7919)))
        .collect()
}

impl Runner<'_> {
    /// Runs one benchmark; on failure also records what failed.
    pub fn run(&mut self, b: &Bench) -> Result<(), String> {
        let t = Instant::now();
        let result = match b.kind {
            Kind::Kernel(op) => self.kernel_bench(b, op),
            Kind::Launch => self.launch_bench(b),
            Kind::FirstLaunch => self.first_launch_bench(b),
        };
        match &result {
            Ok(()) => (self.log)(&format!("{}: done in {:.1} s", b.name, t.elapsed().as_secs_f64())),
            Err(e) => {
                let r = self
                    .ctx
                    .record(b.name, &shape_text(b.shape), &b.dtype.to_string(), "ms")
                    .with_detail(format!("FAILED: {e}"));
                (self.emit)(&r);
            }
        }
        result
    }

    /// A peer's time for `refs`, as (name, ms, value in the benchmark's metric).
    fn peer(&self, refs: &[PeerRef], convert: impl Fn(f64) -> f64) -> Option<(String, f64, f64)> {
        self.opts.peers.find(refs).map(|p| (p.name, p.ms, convert(p.ms)))
    }

    fn upload(&self, decls: &[ArrayDecl], inputs: &[HostArray]) -> Result<Vec<DeviceArray>, String> {
        let mut it = inputs.iter();
        let arrays = decls.iter().map(|d| match d.output {
            true => DeviceArray::alloc(&self.gpu, d.dtype, &d.shape),
            false => DeviceArray::upload(&self.gpu, it.next().expect("one input per non-output array")),
        });
        arrays.collect::<Result<Vec<_>, _>>().map_err(gpu_err)
    }

    /// Specialises `op` under `cfg` for the actual device arrays, compiles and loads it.
    fn load(&mut self, op: Op, cfg: &Config, arrays: &[DeviceArray]) -> Result<Launchable, String> {
        let (module, name) = op.kernel_of(cfg);
        let triples: Vec<(DType, &[usize], u64)> =
            arrays.iter().map(|a| (a.dtype, a.shape.as_slice(), a.addr())).collect();
        let kernel = specialize(module, name, &spec_args(&triples, &op.consts(cfg)))?;
        let prepared = prepare(kernel, &self.backend)?;
        if !prepared.artifact.cache_hit {
            // Worth knowing on a lent GPU: a warm cache should make this rare.
            (self.log)(&format!(
                "compiled {} (cache miss) in {:.2} s",
                kernel_text(op, cfg),
                prepared.compile_s
            ));
        }
        Launchable::load(&self.gpu, prepared)
    }

    /// Poisons the output, launches once and checks the output against the reference.
    fn full_check(
        &mut self,
        op: Op,
        l: &Launchable,
        grid: [u32; 3],
        arrays: &mut [DeviceArray],
        inputs: &[HostArray],
        sample: Sample,
    ) -> Result<Check, String> {
        arrays.last_mut().expect("an output").poison().map_err(gpu_err)?;
        let refs: Vec<&DeviceArray> = arrays.iter().collect();
        let mut bound = l.bind(&self.gpu, &refs)?;
        l.launch(&self.gpu, &mut bound, grid)?;
        self.gpu.synchronize().map_err(gpu_err)?;
        let out = refs.last().expect("an output").download().map_err(gpu_err)?;
        let inputs: Vec<&HostArray> = inputs.iter().collect();
        reference::check(op, &inputs, &out, sample, self.opts.seed)
    }

    /// The same specialisation on a small shape, on the GPU and on the CPU executor.
    fn small_check(
        &mut self,
        b: &Bench,
        op: Op,
        cfg: &Config,
        l: &Launchable,
    ) -> Result<(Check, Check), String> {
        let shape = op.small_shape(b.shape);
        let decls = op.arrays(&shape, b.dtype);
        let grid = op.grid(&shape, cfg, self.gpu.info.sm_count);
        let seed = self.opts.seed ^ 0x5eed;
        let mut host = host_problem(&decls, seed);
        // A kernel specialised on shapes has a specialisation per shape: the small shape
        // runs its own, built from the same source and configuration.
        let own;
        let l = if specialised_on_shapes(&l.prepared.compiled) {
            let arrays = self.upload(&decls, &host[..host.len() - 1])?;
            own = self.load(op, cfg, &arrays)?;
            &own
        } else {
            l
        };
        run_cpu(&l.prepared.compiled, grid, &decls, &mut host)?;
        let (inputs, cpu_out) = host.split_at(host.len() - 1);
        let input_refs: Vec<&HostArray> = inputs.iter().collect();
        let cpu_check = reference::check(op, &input_refs, &cpu_out[0], Sample::All, seed)
            .map_err(|e| format!("CPU executor: {e}"))?;
        let mut dev = self.upload(&decls, inputs)?;
        dev.last_mut().expect("an output").poison().map_err(gpu_err)?;
        let refs: Vec<&DeviceArray> = dev.iter().collect();
        let mut bound =
            l.bind(&self.gpu, &refs).map_err(|e| format!("the small shape does not fit the specialisation: {e}"))?;
        l.launch(&self.gpu, &mut bound, grid)?;
        self.gpu.synchronize().map_err(gpu_err)?;
        let gpu_out = refs.last().expect("an output").download().map_err(gpu_err)?;
        let gpu_check = reference::compare(&gpu_out, &cpu_out[0], tolerance(op, b.dtype))
            .map_err(|e| format!("small shape {}, GPU vs CPU executor: {e}", shape_text(&shape)))?;
        Ok((gpu_check, cpu_check))
    }

    fn kernel_bench(&mut self, b: &Bench, op: Op) -> Result<(), String> {
        let decls = op.arrays(b.shape, b.dtype);
        (self.log)(&format!("{}: drawing {} inputs", b.name, shape_text(b.shape)));
        let inputs = random_inputs(&decls, self.opts.seed);
        let mut arrays = self.upload(&decls, &inputs)?;
        let (cfg, how) = self.choose(b, op, &mut arrays, &inputs)?;
        let l = self.load(op, &cfg, &arrays)?;
        let (small_gpu, small_cpu) = self.small_check(b, op, &cfg, &l)?;
        let grid = op.grid(b.shape, &cfg, self.gpu.info.sm_count);
        let full = self.full_check(op, &l, grid, &mut arrays, &inputs, final_sample(op))?;
        let refs: Vec<&DeviceArray> = arrays.iter().collect();
        let mut bound = l.bind(&self.gpu, &refs)?;
        let probe = time_ms(&mut self.gpu, &l, &mut bound, grid, Warmup { launches: 2, ms: 0.0 }, 5)?;
        let runs = self.opts.runs.max((FINAL_WINDOW_MS / probe.median().max(1e-3)).ceil() as usize);
        let warmup = Warmup { launches: self.opts.warmup, ms: FINAL_WARMUP_MS };
        let times = time_ms(&mut self.gpu, &l, &mut bound, grid, warmup, runs)?;
        let ms = times.median();
        let work = op.work(b.shape, b.dtype);
        let (metric, ours) = work.rate(ms);
        let detail = format!(
            "{how}; median of {} runs (at least {FINAL_WINDOW_MS} ms of them) after at least {} launches and {FINAL_WARMUP_MS} ms of warm-up, L2 flushed before each ({}); full size: {full}; small shape {}: GPU vs CPU executor {small_gpu}, CPU vs reference {small_cpu}; {}; cubin {} bytes",
            runs,
            self.opts.warmup,
            times.describe(),
            shape_text(&op.small_shape(b.shape)),
            resources(&l),
            l.prepared.artifact.image.bytes().len()
        );
        let peer = self.peer(b.peers, |pms| work.rate(pms).1);
        let r = self
            .ctx
            .record(&kernel_text(op, &cfg), &shape_text(b.shape), &b.dtype.to_string(), metric)
            .measured(ms, ours, peer)
            .with_detail(detail);
        (self.emit)(&r);
        Ok(())
    }

    /// The configuration to time, and how it was chosen.
    fn choose(
        &mut self,
        b: &Bench,
        op: Op,
        arrays: &mut [DeviceArray],
        inputs: &[HostArray],
    ) -> Result<(Config, String), String> {
        if let Some(c) = &self.opts.config {
            return Ok((c.clone(), "configuration forced by --config".into()));
        }
        let key = tune_key(b, op, &self.gpu.info.name, self.backend.codegen.backend().name());
        let store = TuneStore::beside(self.backend.codegen.cache());
        if self.opts.tune == TuneMode::Off {
            return Ok((op.default_config(b.shape), "stdlib default configuration, not tuned".into()));
        }
        match store.get(&key).filter(|_| self.opts.tune == TuneMode::Cached) {
            Some(e) => Ok((
                e.config,
                format!("tuned on {} ({} configurations, {:.4} ms then)", e.date, e.tried, e.ms),
            )),
            None => self.search(b, op, &key, &store, arrays, inputs),
        }
    }

    /// Tries the declared space (for the GEMM, then the group sizes of the best tile shape),
    /// remembers and returns the fastest correct configuration.
    fn search(
        &mut self,
        b: &Bench,
        op: Op,
        key: &TuneKey,
        store: &TuneStore,
        arrays: &mut [DeviceArray],
        inputs: &[HostArray],
    ) -> Result<(Config, String), String> {
        let mut trials = Vec::new();
        for cfg in op.space(b.shape) {
            trials.push(self.trial(b, op, cfg, arrays, inputs)?);
        }
        if op == Op::Gemm
            && let Some(first) = best(&trials).map(|t| t.config.clone())
        {
            for cfg in gemm_groups(&first)
                .into_iter()
                .filter(|c| trials.iter().all(|t| &t.config != c))
                .collect::<Vec<_>>()
            {
                trials.push(self.trial(b, op, cfg, arrays, inputs)?);
            }
        }
        let Some(winner) = best(&trials) else {
            let why: Vec<String> = trials
                .iter()
                .filter_map(|t| t.result.as_ref().err().map(|e| format!("[{}] {e}", t.config)))
                .collect();
            return Err(format!("no configuration ran correctly:\n  {}", why.join("\n  ")));
        };
        let ms = *winner.result.as_ref().expect("best() returns a success");
        let entry = TuneEntry {
            key: key.clone(),
            config: winner.config.clone(),
            ms,
            tried: trials.len(),
            date: utc_now(),
        };
        if let Err(e) = store.put(&entry) {
            (self.log)(&format!("{}: could not remember the tuning choice: {e}", b.name));
        }
        let rejected = trials.iter().filter(|t| t.result.is_err()).count();
        Ok((
            entry.config,
            format!("autotuned now: best of {} configurations ({rejected} rejected)", trials.len()),
        ))
    }

    /// One candidate: compiled, checked, timed, recorded. `Err` only when the context died.
    fn trial(
        &mut self,
        b: &Bench,
        op: Op,
        cfg: Config,
        arrays: &mut [DeviceArray],
        inputs: &[HostArray],
    ) -> Result<Trial, String> {
        let t = Instant::now();
        let outcome = self.try_config(b, op, &cfg, arrays, inputs);
        let kernel = kernel_text(op, &cfg);
        let r = self.ctx.record(&kernel, &shape_text(b.shape), &b.dtype.to_string(), "ms");
        let r = match &outcome {
            Ok((ms, how)) => {
                let (metric, v) = op.work(b.shape, b.dtype).rate(*ms);
                (self.log)(&format!(
                    "{}: tuning {kernel}: {ms:.4} ms, {v:.3} {metric} ({:.1} s; {how})",
                    b.name,
                    t.elapsed().as_secs_f64()
                ));
                Record { metric: metric.into(), ..r }.measured(*ms, v, None).with_detail(format!(
                    "autotune candidate: median of {TUNE_RUNS} runs, L2 flushed, output checked; {how}"
                ))
            }
            Err(e) => {
                (self.log)(&format!("{}: tuning {kernel}: rejected: {e}", b.name));
                r.with_detail(format!("autotune candidate rejected: {e}"))
            }
        };
        (self.emit)(&r);
        if let Some(fault) = self.gpu.fault() {
            return Err(format!("the GPU context faulted while trying {kernel}: {fault}"));
        }
        Ok(Trial { config: cfg, result: outcome.map(|(ms, _)| ms) })
    }

    fn try_config(
        &mut self,
        b: &Bench,
        op: Op,
        cfg: &Config,
        arrays: &mut [DeviceArray],
        inputs: &[HostArray],
    ) -> Result<(f64, String), String> {
        let l = self.load(op, cfg, arrays)?;
        // A configuration that spills is never picked: local-memory traffic makes it slow on
        // other shapes even where it happens to time well here.
        if let Ok(r) = l.kernel.function().attributes()
            && tile_gpu::spills(r.local_bytes)
        {
            return Err(format!("spills {} bytes of local memory per thread beside {} registers (W0005)", r.local_bytes, r.num_regs));
        }
        let grid = op.grid(b.shape, cfg, self.gpu.info.sm_count);
        self.full_check(op, &l, grid, arrays, inputs, tune_sample(op))?;
        let refs: Vec<&DeviceArray> = arrays.iter().collect();
        let mut bound = l.bind(&self.gpu, &refs)?;
        let times = time_ms(&mut self.gpu, &l, &mut bound, grid, TUNE_WARMUP, TUNE_RUNS)?;
        Ok((times.median(), format!("{}; {}", times.describe(), resources(&l))))
    }

    /// Host time per launch of a tiny kernel: through the engine's launch path
    /// (`host::GpuKernel`), through the thunk and `cuLaunchKernel` as this harness calls them,
    /// and through `cuLaunchKernel` alone.
    fn launch_bench(&mut self, b: &Bench) -> Result<(), String> {
        let (op, cfg) = (Op::Add, Config::of(&[("T", b.shape[0] as i64)]));
        let decls = op.arrays(b.shape, b.dtype);
        let inputs = random_inputs(&decls, self.opts.seed);
        let mut arrays = self.upload(&decls, &inputs)?;
        let l = self.load(op, &cfg, &arrays)?;
        let grid = op.grid(b.shape, &cfg, self.gpu.info.sm_count);
        let check = self.full_check(op, &l, grid, &mut arrays, &inputs, Sample::All)?;
        let refs: Vec<&DeviceArray> = arrays.iter().collect();
        let iters = self.opts.launch_iters;
        // Warm-up: the first launches pay for lazy module loading and the driver's queues.
        l.host_us_per_launch(&self.gpu, &refs, grid, 1000, true)?;
        let full = l.host_us_per_launch(&self.gpu, &refs, grid, iters, true)?;
        let bare = l.host_us_per_launch(&self.gpu, &refs, grid, iters, false)?;
        let engine = l.engine_us_per_launch(&self.gpu, &refs, grid, iters)?;
        let peer = self.peer(b.peers, |ms| ms * 1e3);
        let kernel = kernel_text(op, &cfg);
        let rec = |what: &str, us: f64| {
            let detail = format!("{what}: host wall time over {iters} launches of {kernel} (grid {grid:?}) / {iters}, synchronised at the end; output checked ({check})");
            self.ctx
                .record(
                    &format!("launch/{}", what.split(':').next().unwrap_or(what)),
                    &shape_text(b.shape),
                    "f32",
                    "us",
                )
                .measured(us / 1e3, us, peer.clone())
                .with_detail(detail)
        };
        let records = [
            rec("engine_GpuKernel: host::GpuKernel::launch per launch (view checks against the device buffers, RawArgs, thunk checks and packing into the kernel's buffer, cuLaunchKernel)", engine),
            rec("thunk_pack+cuLaunchKernel: RawArgs, thunk checks and packing, pointers, cuLaunchKernel per launch", full),
            rec("cuLaunchKernel_prepacked: arguments packed once", bare),
        ];
        for r in &records {
            (self.emit)(r);
        }
        Ok(())
    }

    /// Compile + load + first launch of the GEMM in fresh processes: with an empty kernel
    /// cache (tileiras runs) and again with the cache it filled.
    fn first_launch_bench(&mut self, b: &Bench) -> Result<(), String> {
        let gemm = catalog::find("gemm_bf16_4096").filter(|g| g.shape == b.shape).unwrap_or(b);
        let cfg = match (
            &self.opts.config,
            TuneStore::beside(self.backend.codegen.cache()).get(&tune_key(
                gemm,
                Op::Gemm,
                &self.gpu.info.name,
                self.backend.codegen.backend().name(),
            )),
        ) {
            (Some(c), _) => c.clone(),
            (None, Some(e)) => e.config,
            (None, None) => Op::Gemm.default_config(b.shape),
        };
        let child = self.child.as_ref().ok_or("this runner cannot start fresh processes")?;
        let dir = std::env::temp_dir().join(format!(
            "tile-first-launch-{}-{}",
            std::process::id(),
            super::data::fresh_seed() % 1_000_000
        ));
        let runs = ["cold", "warm"].map(|label| first::spawn(child(&dir, &cfg), label));
        let _ = std::fs::remove_dir_all(&dir);
        let peer = self.peer(b.peers, |ms| ms);
        for (label, run) in ["cold", "warm"].iter().zip(runs) {
            let (report, wall_ms) = run?;
            let kernel = format!("first_launch/{label} {}", kernel_text(Op::Gemm, &cfg));
            let peer = if *label == "cold" { peer.clone() } else { None };
            let shape = shape_text(b.shape);
            let inproc = self
                .ctx
                .record(&kernel, &shape, "bf16", "ms")
                .measured(report.total_ms, report.total_ms, peer)
                .with_detail(report.describe());
            let process = self.ctx.record(&format!("{kernel} (whole process)"), &shape, "bf16", "ms").measured(wall_ms, wall_ms, None).with_detail(
                "wall time of a fresh `tile` process: start, driver init and context, compile, load, first launch, synchronise, exit",
            );
            (self.emit)(&inproc);
            (self.emit)(&process);
        }
        Ok(())
    }
}

/// What the tuner checks per candidate: enough to catch wrong indexing, cheap to compute.
fn tune_sample(op: Op) -> Sample {
    match op {
        Op::Add => Sample::Some(1 << 16),
        Op::Softmax | Op::LayerNorm | Op::RmsNorm => Sample::Some(16),
        Op::Gemm => Sample::Some(256),
    }
}

/// What the final check compares: every element of the sum, many rows, many GEMM entries.
fn final_sample(op: Op) -> Sample {
    match op {
        Op::Add => Sample::All,
        Op::Softmax | Op::LayerNorm | Op::RmsNorm => Sample::Some(256),
        Op::Gemm => Sample::Some(2048),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn texts() {
        assert_eq!(shape_text(&[8192, 4096]), "8192x4096");
        assert_eq!(kernel_text(Op::Gemm, &Config::of(&[("tm", 64)])), "matmul.matmul_grouped[tm=64]");
        let persistent = Config::of(&[("BM", 1), ("PB", 4)]);
        assert_eq!(kernel_text(Op::Softmax, &persistent), "softmax.softmax_persistent[BM=1,PB=4]");
        let b = catalog::find("gemm_bf16_4096").unwrap();
        let k = tune_key(b, Op::Gemm, "NVIDIA H200", "tileir");
        assert!(k.kernel.starts_with(&tile_codegen::tuned::kernel_prefix("matmul", "matmul_grouped").unwrap()));
        assert_eq!((k.shape.as_str(), k.dtype.as_str()), ("4096x4096x4096", "bf16"));
    }
}
