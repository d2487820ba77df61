//! `tile bench`: GPU benchmarks with correctness checks, over `tile_bench`.
//! `main.rs` only declares the subcommand and calls [`bench`].
//!
//! * `tile bench --list` names the benchmarks.
//! * `tile bench NAME... | --all [--peers baseline.json] [--out results.jsonl]` checks and times
//!   them on the GPU, autotuning where a space is declared, and appends one JSON line per
//!   measurement to `--out`. With several benchmarks each runs in its own `tile` process: a
//!   kernel fault kills the CUDA context, and with it every later measurement of a process.
//!   A GEMM whose tuning run fails is run once more with the stdlib default configuration.
//! * `tile bench --dry-run [NAME... | --all]` needs no GPU: it compiles every configuration
//!   with tileiras into the kernel cache and checks every benchmark kernel on the CPU executor.
//! * `tile bench FILE.tile... [--run-peers SCRIPT | --peers peers.json] [--out results.jsonl]`
//!   runs scripts and tabulates their `bench(...)` calls beside the peers' times of the same
//!   labels (`bench_script.rs`).
//! * `tile bench --sweep [FAMILY...] [--results DIR]` runs the declared shape sweeps beside
//!   their peers and files them under `bench/results/` with the GPU's name (`bench_sweep.rs`).
//!
//! Exit status: 0 when everything ran and checked; 1 when a benchmark failed (a wrong result,
//! a GPU error) or could not run (no driver, no tileiras); 2 for a bad command line.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use clap::Args;
use tile_jit::Target;
use tile_bench::catalog::{self, Bench, Config, Kind};
use tile_bench::device::Gpu;
use tile_bench::dry::{self, DryRow};
use tile_bench::first;
use tile_bench::record::{read_jsonl, utc_now, Context, JsonlWriter, Peers, Record};
use tile_bench::{KernelCompiler, RunOptions, Runner, TuneMode};

/// Arguments of `tile bench`.
#[derive(Args, Debug, Clone)]
pub struct BenchArgs {
    /// Benchmarks to run (`--list` names them), `.tile` scripts whose `bench(...)` calls to
    /// tabulate, or with --sweep the sweeps to run.
    pub names: Vec<String>,
    /// Run the declared shape sweeps (all, or those named: gemm, attention, rows-f32,
    /// rows-bf16), each after its peer script in the same call, and file every table, record
    /// and peer time under `--results` in a folder named after the date and the GPU.
    #[arg(long)]
    pub sweep: bool,
    /// Where --sweep files its folder (default: bench/results).
    #[arg(long, value_name = "DIR", requires = "sweep")]
    pub results: Option<PathBuf>,
    /// Run every benchmark.
    #[arg(long)]
    pub all: bool,
    /// List the benchmarks and exit.
    #[arg(long)]
    pub list: bool,
    /// No GPU: compile every configuration with tileiras (warming the kernel cache) and check
    /// each on the CPU executor against the host reference.
    #[arg(long)]
    pub dry_run: bool,
    /// GPU architecture for --dry-run (default sm_90); a GPU run compiles for its GPU.
    #[arg(long, value_parser = Target::parse)]
    pub target: Option<Target>,
    /// Peer numbers to compare with: the baseline.json that bench/peers.py writes (for
    /// scripts: a peers.json, bench/gpu-checks/peer_times.py's format, paired by `bench` label).
    #[arg(long, value_name = "FILE")]
    pub peers: Option<PathBuf>,
    /// Run this peer script first (`SCRIPT [ARGS...]`, split at spaces), on the same GPU in
    /// the same call (`python3`, or the interpreter `$TILE_PYTHON` names, with `$OUT` set to a
    /// fresh folder), and compare with the baseline.json it writes there:
    /// `--run-peers bench/peers.py`. With scripts it must write peers.json, whose labels pair
    /// with the scripts' `bench(..., label=...)` calls:
    /// `tile bench bench/gpu-checks/gemm_sweep.tile --run-peers bench/gpu-checks/gemm_sweep_torch.py`.
    #[arg(long, value_name = "SCRIPT", conflicts_with = "peers")]
    pub run_peers: Option<String>,
    /// Append one JSON line per measurement to this file.
    #[arg(long, value_name = "FILE")]
    pub out: Option<PathBuf>,
    /// Timed runs per benchmark (the median is reported).
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(50..))]
    pub runs: u32,
    /// Untimed launches before the timed ones.
    #[arg(long, default_value_t = 10)]
    pub warmup: u32,
    /// Launches timed by the launch-overhead benchmark.
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u32).range(100..))]
    pub launch_iters: u32,
    /// Run the named benchmarks at this shape instead of their own (`MxNxK` for a GEMM,
    /// `MxN` for the row kernels): `tile bench gemm_bf16_4096 --shape 3000x1000x776` tunes
    /// the GEMM for that shape, and the stdlib's `gemm` takes the remembered choice there.
    /// Peer numbers are not compared at a shape of one's own.
    #[arg(long, value_name = "SHAPE", value_parser = parse_shape)]
    pub shape: Option<Shape>,
    /// Search the tuning space again even where a choice is remembered.
    #[arg(long, conflicts_with = "no_tune")]
    pub retune: bool,
    /// Do not tune: use each kernel's default configuration.
    #[arg(long)]
    pub no_tune: bool,
    /// Use this configuration (e.g. tm=128,tn=256,tk=64,G=8) instead of tuning (with
    /// --dry-run: compile and check only this one).
    #[arg(long, value_name = "CONFIG", value_parser = Config::parse)]
    pub config: Option<Config>,
    /// The back end to compile with: tileir, nvvm or auto (default: $TILE_BACKEND, else tileir).
    #[arg(long, value_parser = crate::parse_backend)]
    pub backend: Option<String>,
    /// The back end's external compiler to use (tileir: tileiras; default: its environment
    /// variable, PATH, .tools/cuda, Python site-packages).
    #[arg(long, alias = "tileiras", value_name = "PATH")]
    pub tool: Option<PathBuf>,
    /// The commit recorded with each measurement (default: TILE_BENCH_COMMIT, else git).
    #[arg(long)]
    pub commit: Option<String>,
    /// The GPU to use.
    #[arg(long, default_value_t = 0)]
    pub device: u32,
    /// Seed of the random inputs (default: the clock, so every run checks fresh data).
    #[arg(long)]
    pub seed: Option<u64>,
    /// Run several benchmarks in this process instead of one process each.
    #[arg(long)]
    pub no_isolate: bool,
    /// Internal: measure one first launch in this fresh process and print its report.
    #[arg(long, hide = true)]
    pub first_launch_child: bool,
    /// Testing: run every benchmark on its small shape (the same specialisation), e.g. against
    /// the fake driver of bench/mock.
    #[arg(long, hide = true)]
    pub small: bool,
}

/// `tile bench`.
pub fn bench(args: BenchArgs, color: bool) -> ExitCode {
    if args.list {
        return list();
    }
    if args.sweep {
        return crate::bench_sweep::run(&args, color);
    }
    if crate::bench_script::names_scripts(&args) {
        return crate::bench_script::run_scripts(&args, color);
    }
    if args.first_launch_child {
        return first_launch_child(&args);
    }
    let benches = match select(&args) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    if args.dry_run {
        return dry_run(&args, &benches);
    }
    if let Err(e) = tile_bench::device::driver_devices() {
        eprintln!("error: {e}");
        eprintln!("  = help: `tile bench` measures on a GPU; `tile bench --dry-run` compiles every benchmark kernel and checks it on the CPU");
        return ExitCode::from(1);
    }
    let mut args = args;
    if let Some(script) = args.run_peers.take() {
        match run_peer_script(&script, "baseline.json") {
            Ok(baseline) => args.peers = Some(baseline),
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        }
    }
    if let Some(Err(e)) = args.peers.as_deref().map(Peers::load) {
        eprintln!("error: {e}");
        return ExitCode::from(1);
    }
    if benches.len() > 1 && !args.no_isolate {
        return isolated(&args, &benches);
    }
    in_process(&args, &benches)
}

/// Runs a peer script, `SCRIPT [ARGS...]` split at spaces, with its output passed through to
/// stderr (stdout keeps the tables), and returns the path of `file`, which it must write
/// under `$OUT`: `baseline.json` (bench/peers.py, for the catalogue) or `peers.json` (for a
/// script's `bench` calls).
pub fn run_peer_script(command: &str, file: &str) -> Result<PathBuf, String> {
    let mut words = command.split_whitespace();
    let script = words.next().ok_or("--run-peers names no script")?;
    let python = std::env::var_os("TILE_PYTHON").unwrap_or_else(|| "python3".into());
    let out = std::env::temp_dir().join(format!("tile-peers-{}", std::process::id()));
    std::fs::create_dir_all(&out).map_err(|e| format!("cannot make {}: {e}", out.display()))?;
    let written = out.join(file);
    // A file left by an earlier run of this process id must not pass for this run's.
    let _ = std::fs::remove_file(&written);
    eprintln!("running the peers: {} {command}", python.to_string_lossy());
    let status = Command::new(&python)
        .arg(script)
        .args(words)
        .env("OUT", &out)
        .stdout(std::io::stderr())
        .status()
        .map_err(|e| {
            let python = python.to_string_lossy();
            format!("cannot run {python} {script}: {e} (set TILE_PYTHON to the Python with torch and triton)")
        })?;
    if !status.success() {
        return Err(format!("the peer script {command} failed ({status}); no peer numbers"));
    }
    if !written.exists() {
        return Err(format!("the peer script {command} wrote no {}", written.display()));
    }
    Ok(written)
}

fn list() -> ExitCode {
    // Columns as wide as their longest entry: some names and shapes pass 16 characters.
    let name_width = catalog::ALL.iter().map(|b| b.name.len()).max().unwrap_or(0);
    let shape_width = catalog::ALL.iter().map(|b| tile_bench::run::shape_text(b.shape).len()).max().unwrap_or(0);
    for b in catalog::ALL {
        let what = match b.kind {
            Kind::Kernel(op) => {
                let (module, name) = op.kernel();
                format!("{module}.{name}, {} configurations", dry::configs(b).len())
            }
            Kind::Launch => "host time per launch of a tiny kernel".into(),
            Kind::FirstLaunch => "compile + load + first launch of the GEMM in a fresh process".into(),
        };
        println!(
            "{:<name_width$}  {:<shape_width$}  {:<5} {what}",
            b.name,
            tile_bench::run::shape_text(b.shape),
            b.dtype.name()
        );
    }
    println!();
    let width = crate::bench_sweep::SWEEPS.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for s in crate::bench_sweep::SWEEPS {
        println!("--sweep {:<width$}  bar {:.2}x  {}", s.name, s.bar, s.about);
    }
    ExitCode::SUCCESS
}

/// The benchmarks named on the command line, in catalog order (on their small shapes with
/// `--small`).
fn select(args: &BenchArgs) -> Result<Vec<&'static Bench>, String> {
    let mut named = named(args)?;
    if let Some(shape) = &args.shape {
        named = named.into_iter().map(|b| at_shape(b, &shape.0)).collect::<Result<_, _>>()?;
    }
    Ok(if args.small { named.into_iter().map(small).collect() } else { named })
}

/// A benchmark's shape from the command line: sizes joined by `x`, e.g. `3000x1000x776`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shape(pub Vec<usize>);

fn parse_shape(text: &str) -> Result<Shape, String> {
    let sizes = text.split('x').map(|n| n.trim().parse::<usize>().ok().filter(|&n| n > 0));
    let sizes = sizes.collect::<Option<Vec<_>>>();
    sizes.map(Shape).ok_or_else(|| format!("`{text}` is not a shape such as 3000x1000x776 (positive sizes joined by x)"))
}

/// `b` at `shape` (leaked, as `small`), without its peers: their numbers are for b's shape.
fn at_shape(b: &'static Bench, shape: &[usize]) -> Result<&'static Bench, String> {
    if shape.len() != b.shape.len() {
        let want = vec!["N"; b.shape.len()].join("x");
        return Err(format!("`{}` takes a shape of {} sizes ({want}), not {}", b.name, b.shape.len(), shape.len()));
    }
    let shape: &'static [usize] = Box::leak(shape.to_vec().into_boxed_slice());
    Ok(Box::leak(Box::new(Bench { shape, peers: &[], ..*b })))
}

/// `b` on its small shape (leaked: a handful per process, alive until it exits).
fn small(b: &'static Bench) -> &'static Bench {
    let shape: &'static [usize] = Box::leak(catalog::op_of(b).small_shape(b.shape).into_boxed_slice());
    Box::leak(Box::new(Bench { shape, ..*b }))
}

fn named(args: &BenchArgs) -> Result<Vec<&'static Bench>, String> {
    if args.all {
        return Ok(catalog::ALL.iter().collect());
    }
    if args.names.is_empty() {
        return Err("name the benchmarks to run (`tile bench --list`), or pass --all".into());
    }
    let names: Vec<&str> = catalog::ALL.iter().map(|b| b.name).collect();
    for n in &args.names {
        if catalog::find(n).is_none() {
            return Err(format!("no benchmark `{n}`; the benchmarks are: {}", names.join(", ")));
        }
    }
    Ok(catalog::ALL.iter().filter(|b| args.names.iter().any(|n| n == b.name)).collect())
}

/// The command line recorded with each measurement (a child records its parent's).
fn command_line() -> String {
    std::env::var("TILE_BENCH_COMMAND").unwrap_or_else(|_| std::env::args().collect::<Vec<_>>().join(" "))
}

/// `--commit`, else `TILE_BENCH_COMMIT`, else `git rev-parse` (none on the GPU machine, which
/// gets the files without the repository).
pub(crate) fn commit(args: &BenchArgs) -> Option<String> {
    let given =
        args.commit.clone().or_else(|| std::env::var("TILE_BENCH_COMMIT").ok()).filter(|c| !c.is_empty());
    given.or_else(|| {
        let out = Command::new("git")
            .args(["rev-parse", "--short=12", "HEAD"])
            .stderr(std::process::Stdio::null())
            .output()
            .ok()?;
        let head = String::from_utf8_lossy(&out.stdout).trim().to_string();
        if !out.status.success() || head.is_empty() {
            return None;
        }
        // Outside a repository `git diff` prints its usage: only asked inside one, quietly.
        let dirty = Command::new("git")
            .args(["diff", "--quiet", "HEAD"])
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.code() == Some(1));
        Some(if dirty { format!("{head}-dirty") } else { head })
    })
}

fn tune_mode(args: &BenchArgs) -> TuneMode {
    match (args.retune, args.no_tune) {
        (true, _) => TuneMode::Retune,
        (_, true) => TuneMode::Off,
        _ => TuneMode::Cached,
    }
}

/// Runs `benches` here, one after the other.
fn in_process(args: &BenchArgs, benches: &[&'static Bench]) -> ExitCode {
    let peers = match &args.peers {
        Some(p) => match Peers::load(p) {
            Ok(p) => p,
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::from(1);
            }
        },
        None => Peers::default(),
    };
    let mut runner = match runner(args, peers) {
        Ok(r) => r,
        Err(e) => {
            // Toolchain errors come worded and prefixed already.
            if e.starts_with("error") {
                eprintln!("{e}")
            } else {
                eprintln!("error: {e}")
            }
            return ExitCode::from(1);
        }
    };
    let mut failed = 0;
    for b in benches {
        if let Err(e) = runner.run(b) {
            eprintln!("FAILED {}: {e}", b.name);
            failed += 1;
        }
    }
    if failed == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

/// Opens the GPU, finds tileiras and wires records to stdout and the JSONL file.
fn runner(args: &BenchArgs, peers: Peers) -> Result<Runner<'static>, String> {
    let mut writer = args
        .out
        .as_deref()
        .map(JsonlWriter::append)
        .transpose()
        .map_err(|e| format!("cannot open the output file: {e}"))?;
    let gpu = Gpu::open(args.device).map_err(|e| e.to_string())?;
    let backend = KernelCompiler::discover(args.tool.clone(), gpu.target(), args.backend.as_deref())?;
    let ctx = Context {
        date: utc_now(),
        device: gpu.info.name.clone(),
        commit: commit(args),
        command: command_line(),
    };
    let opts = RunOptions {
        runs: args.runs as usize,
        warmup: args.warmup as usize,
        tune: tune_mode(args),
        config: args.config.clone(),
        seed: args.seed.unwrap_or_else(tile_bench::data::fresh_seed),
        peers,
        launch_iters: args.launch_iters as usize,
    };
    eprintln!(
        "{}: {} (cache {})",
        gpu.info,
        backend.toolchain(),
        backend.codegen.cache().dir().map_or("in memory".into(), |d| d.display().to_string())
    );
    let emit = move |r: &Record| {
        // Tuning candidates are logged as they run; the file keeps them all.
        if !r.detail.as_deref().unwrap_or("").starts_with("autotune candidate") {
            println!("{}", line(r));
        }
        if let Some(w) = writer.as_mut()
            && let Err(e) = w.write(r)
        {
            eprintln!("error: cannot write the measurement: {e}");
        }
    };
    let child = child_command(args);
    Ok(Runner {
        gpu,
        backend,
        ctx,
        opts,
        emit: Box::new(emit),
        log: Box::new(|s| eprintln!("{s}")),
        child: Some(Box::new(child)),
    })
}

/// How the first-launch benchmark starts a fresh `tile` with its cache in a given folder.
fn child_command(args: &BenchArgs) -> impl Fn(&Path, &Config) -> Command + 'static {
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("tile"));
    let (device, tool, small, backend) = (args.device, args.tool.clone(), args.small, args.backend.clone());
    move |cache_dir: &Path, cfg: &Config| {
        let mut c = Command::new(&exe);
        if let Some(b) = &backend {
            c.env(tile_jit::aot::BACKEND_VAR, b);
        }
        c.args([
            "bench",
            "--first-launch-child",
            "--config",
            &cfg.to_string(),
            "--device",
            &device.to_string(),
        ]);
        if let Some(t) = &tool {
            c.arg("--tool").arg(t);
        }
        if small {
            c.arg("--small");
        }
        c.env("TILE_CACHE_DIR", cache_dir);
        c
    }
}

/// The hidden child mode of the first-launch benchmark: prints one report line.
fn first_launch_child(args: &BenchArgs) -> ExitCode {
    let b = catalog::find("first_launch").expect("the first-launch benchmark exists");
    let b = if args.small { small(b) } else { b };
    let cfg = args.config.clone().unwrap_or_else(|| catalog::Op::Gemm.default_config(b.shape));
    match first::child(b.shape, &cfg, args.tool.clone(), args.device) {
        Ok(report) => {
            println!("{}", report.line());
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::from(1)
        }
    }
}

/// Runs each benchmark in its own `tile` process appending to one JSONL file, then prints
/// the records of this run as a table.
fn isolated(args: &BenchArgs, benches: &[&'static Bench]) -> ExitCode {
    let out = args
        .out
        .clone()
        .unwrap_or_else(|| std::env::temp_dir().join(format!("tile-bench-{}.jsonl", std::process::id())));
    let offset = std::fs::metadata(&out).map_or(0, |m| m.len());
    let commit = commit(args);
    let mut failed = Vec::new();
    for b in benches {
        let mut ok = run_child(args, b.name, &out, commit.as_deref(), false);
        let tuned_gemm = b.name.starts_with("gemm") && args.config.is_none() && !args.no_tune;
        if !ok && tuned_gemm {
            eprintln!("{}: the tuned run failed; once more with the default configuration", b.name);
            ok = run_child(args, b.name, &out, commit.as_deref(), true);
        }
        if !ok {
            failed.push(b.name);
        }
    }
    summary(&out, offset);
    if args.out.is_none() {
        let _ = std::fs::remove_file(&out);
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("failed: {}", failed.join(", "));
        ExitCode::from(1)
    }
}

/// Runs `tile bench NAME` with this run's settings; true when it succeeded.
fn run_child(args: &BenchArgs, name: &str, out: &Path, commit: Option<&str>, no_tune: bool) -> bool {
    let exe = std::env::current_exe().unwrap_or_else(|_| PathBuf::from("tile"));
    let mut c = Command::new(exe);
    c.args([
        "bench",
        name,
        "--no-isolate",
        "--runs",
        &args.runs.to_string(),
        "--warmup",
        &args.warmup.to_string(),
    ]);
    c.args(["--launch-iters", &args.launch_iters.to_string(), "--device", &args.device.to_string()]);
    c.arg("--out").arg(out);
    let shape = args.shape.as_ref().map(|s| tile_bench::run::shape_text(&s.0));
    let optional: [(&str, Option<OsString>); 6] = [
        ("--peers", args.peers.clone().map(Into::into)),
        ("--shape", shape.map(Into::into)),
        ("--config", args.config.as_ref().map(|c| c.to_string().into())),
        ("--tool", args.tool.clone().map(Into::into)),
        ("--commit", commit.map(Into::into)),
        ("--seed", args.seed.map(|s| s.to_string().into())),
    ];
    for (flag, value) in optional {
        if let Some(v) = value {
            c.arg(flag).arg(v);
        }
    }
    if args.small {
        c.arg("--small");
    }
    if no_tune || args.no_tune {
        c.arg("--no-tune");
    } else if args.retune {
        c.arg("--retune");
    }
    c.env("TILE_BENCH_COMMAND", command_line());
    if let Some(b) = &args.backend {
        c.env(tile_jit::aot::BACKEND_VAR, b);
    }
    match c.status() {
        Ok(s) => s.success(),
        Err(e) => {
            eprintln!("error: cannot start `tile bench {name}`: {e}");
            false
        }
    }
}

/// One line per record, for the terminal.
fn line(r: &Record) -> String {
    let num = |v: Option<f64>| v.map_or("-".to_string(), |v| format!("{v:.3}"));
    let ours = format!("{} {}", num(r.ours), r.metric);
    let peer = match (&r.peer, r.peer_value) {
        (Some(p), Some(v)) => format!("{p} {v:.3}"),
        _ => "-".into(),
    };
    let ratio = r.ratio.map_or("-".into(), |x| format!("{x:.2}x"));
    let note = match r.detail.as_deref() {
        Some(d) if d.starts_with("FAILED") || d.starts_with("autotune candidate rejected") => {
            format!("  {d}")
        }
        _ => String::new(),
    };
    format!(
        "{:<52} {:>14} {:<5} {:>18} {:>10} ms  peer {:<40} ratio {ratio}{note}",
        r.kernel,
        r.shape,
        r.dtype,
        ours,
        num(r.ours_ms),
        peer
    )
}

/// The table of a run's final measurements (tuning candidates left out).
fn summary(out: &Path, offset: u64) {
    let records = match read_jsonl(out, offset) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot read back {}: {e}", out.display());
            return;
        }
    };
    let shown: Vec<&Record> = records
        .iter()
        .filter(|r| !r.detail.as_deref().unwrap_or("").starts_with("autotune candidate"))
        .collect();
    println!(
        "\n== tile bench: {} measurements ({} tuning candidates) in {}",
        shown.len(),
        records.len() - shown.len(),
        out.display()
    );
    for r in shown {
        println!("{}", line(r));
    }
}

/// `tile bench --dry-run`.
fn dry_run(args: &BenchArgs, benches: &[&'static Bench]) -> ExitCode {
    let target = args.target.unwrap_or(Target::DEFAULT);
    let backend = match KernelCompiler::discover(args.tool.clone(), target, args.backend.as_deref()) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    let cache = backend.codegen.cache().dir().map_or("in memory".into(), |d| d.display().to_string());
    eprintln!("dry run for {target}: {} (cache {cache})", backend.toolchain());
    let rows = match &args.config {
        // One configuration: the kernels that `--config` would run, and nothing else.
        Some(cfg) => benches
            .iter()
            .filter(|b| matches!(b.kind, Kind::Kernel(_)))
            .map(|&b| {
                let row = dry::dry_run_config(b, cfg, &backend);
                println!("{}", dry_line(&row));
                row
            })
            .collect(),
        None => dry::dry_run(benches, &backend, &mut |row| println!("{}", dry_line(row))),
    };
    let failed: Vec<&DryRow> = rows.iter().filter(|r| !r.ok()).collect();
    let cached = rows.iter().filter(|r| r.compile.as_ref().is_ok_and(|c| c.cache_hit)).count();
    let checked = rows.iter().filter(|r| r.check.is_some()).count();
    println!("\n== dry run: {} configurations compiled for {target} ({cached} from the cache), {checked} checked on the CPU executor, {} failed", rows.len() - failed.len(), failed.len());
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::from(1)
    }
}

fn dry_line(row: &DryRow) -> String {
    let compile = match &row.compile {
        Ok(c) => format!(
            "{:>7} B image, {}",
            c.cubin_bytes,
            if c.cache_hit { "cached".to_string() } else { format!("compiled in {:.1} s", c.seconds) }
        ),
        Err(e) => format!("COMPILE FAILED: {e}"),
    };
    let check = match &row.check {
        None => String::new(),
        Some(Ok(c)) => format!("; CPU ok: {c}"),
        Some(Err(e)) => format!("; CPU CHECK FAILED: {e}"),
    };
    format!("{:<16} {:<52} {compile}{check}", row.bench, row.kernel)
}
