//! The `tile` command line: a thin client of `tile_jit`.
//!
//! Exit status: 0 success, 1 the program has errors (a user mistake), 2 an internal error
//! (a bug in tile) or a usage error of the command itself.

#![deny(unsafe_code)]

mod bench;
mod bench_script;
mod bench_sweep;
mod build;

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tile_jit::lang::diag::{self, Severity};
use tile_jit::{aot, Compiler, DeviceChoice, Engine};

/// tile: write, run, check and inspect GPU tile kernels.
///
/// A `.tile` file holds kernels (run once per block of a grid), helper functions and host code
/// that makes arrays, launches kernels and checks results. `tile` alone starts the REPL.
/// Reference: docs/language.md; runnable programs: examples/.
#[derive(Parser, Debug)]
#[command(name = "tile", version, about, long_about = LONG_ABOUT, after_help = EXAMPLES)]
struct Cli {
    /// Colour diagnostics: auto (when writing to a terminal), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Option<Command>,
}

const LONG_ABOUT: &str = "\
tile: write, run, check and inspect GPU tile kernels.

A .tile file holds kernels (GPU entry points, run once per block of a grid), `def` helper
functions and host code (Python-like statements that make arrays, launch kernels and check
the results). Without a GPU back end every kernel runs on the CPU executor.

  kernel vector_add(a: f32[N], b: f32[N], c: f32[N], T: const int):
      i = bid(0)
      store(c, index=(i,), tile=load(a, index=(i,), shape=(T,)) + load(b, index=(i,), shape=(T,)))

  a = rand((1000,), seed=1)
  b = rand((1000,), seed=2)
  c = zeros((1000,))
  launch(vector_add, grid=(cdiv(1000, 256),), args=(a, b, c, 256))
  assert allclose(c, a + b)

`tile` with no command starts the REPL (:help lists its commands). Exit status: 0 success,
1 an error in the program, 2 an internal error (a bug in tile) or a bad command line.
The language reference is docs/language.md; examples/ has one runnable script per topic.";

const EXAMPLES: &str = "\
Examples:
  tile                                       start the REPL (:help inside lists its commands)
  tile run examples/vector_add.tile          check a script, then run it (--device cpu|gpu|auto)
  tile check examples/matmul.tile            report every error in a file (exit 1 if any)
  tile emit --stage tir examples/softmax.tile print the typed tile IR of each specialisation
  tile check stdlib/softmax.tile --spec 'softmax(x=f16[M, N], y=f16[M, N], BM=1, BN=4096)'
  tile explain E0401                          what a diagnostic code means";

#[derive(Subcommand, Debug)]
enum Command {
    /// Check a script statically, then run its host code (launches run on the device).
    Run {
        file: PathBuf,
        /// Where kernels run: cpu, gpu or auto (GPU 0 when a CUDA driver and GPU are present, else the CPU).
        #[arg(long, default_value = "auto", value_parser = parse_device)]
        device: DeviceChoice,
        /// How a GPU compiles kernels: tileir (CUDA Tile IR, tileiras), nvvm (NVVM IR,
        /// libNVVM) or auto. Default: $TILE_BACKEND, else tileir.
        #[arg(long, value_parser = parse_backend)]
        backend: Option<String>,
        /// Say where kernels run and which back end compiles them (on stderr) before running.
        #[arg(short, long)]
        verbose: bool,
        /// Print a line for each launch before it runs: the kernel, its arrays' dtypes,
        /// shapes and strides, its const values and the grid (as `trace_launches()` does).
        #[arg(long)]
        trace_launches: bool,
    },
    /// Start the interactive REPL (also what `tile` alone does).
    Repl {
        /// Where kernels run: cpu, gpu or auto.
        #[arg(long, default_value = "auto", value_parser = parse_device)]
        device: DeviceChoice,
        /// How a GPU compiles kernels: tileir, nvvm or auto (default: $TILE_BACKEND, else tileir).
        #[arg(long, value_parser = parse_backend)]
        backend: Option<String>,
        /// After a GPU fault, go on on the CPU in this process instead of carrying the session
        /// into a fresh process with a fresh GPU context.
        #[arg(long)]
        no_restart: bool,
    },
    /// Parse and check a file: syntax, names, shapes and dtypes of every kernel specialisation
    /// that its host code launches or that `@spec`/`--spec` names.
    Check {
        file: PathBuf,
        /// Extra specialisation to check, in `@spec` form: 'kernel(param=value, ...)'.
        #[arg(long = "spec", value_name = "SPEC")]
        specs: Vec<String>,
        /// Also compile every specialisation (CUDA Tile IR, through the kernel cache) and show
        /// the registers, local and shared memory each uses; a kernel that spills is W0005.
        #[arg(long)]
        resources: bool,
        /// GPU architecture for --resources.
        #[arg(long, default_value = "sm_90", value_parser = tile_jit::Target::parse)]
        target: tile_jit::Target,
    },
    /// Print an intermediate form of every kernel specialisation in a file.
    Emit {
        /// Which stage to print: `tir` (the typed tile IR), or one of the back end's (tileir:
        /// `tileir`, MLIR text; `bytecode`, written to -o FILE; nvvm: `nvvm`, NVVM IR; `ptx`).
        #[arg(long, default_value = "tir")]
        stage: String,
        /// The back end whose stage to print.
        #[arg(long, default_value = aot::BACKENDS[0], value_parser = clap::builder::PossibleValuesParser::new(aot::BACKENDS))]
        backend: String,
        file: PathBuf,
        /// Extra specialisation to emit, in `@spec` form.
        #[arg(long = "spec", value_name = "SPEC")]
        specs: Vec<String>,
        /// Output file (binary stages such as `--stage bytecode`).
        #[arg(short, long, value_name = "FILE")]
        output: Option<PathBuf>,
        /// GPU architecture the back end's stages are for (sm_80, sm_90, ...).
        #[arg(long, default_value = "sm_90", value_parser = tile_jit::Target::parse)]
        target: tile_jit::Target,
    },
    /// Compile every kernel specialisation of the files to GPU images plus a JSON manifest.
    Build(build::BuildArgs),
    /// Show or clear the compiled-kernel cache.
    Cache {
        #[command(subcommand)]
        action: build::CacheAction,
    },
    /// Check and time the benchmark kernels on the GPU (--dry-run: compile and check on the CPU).
    Bench(bench::BenchArgs),
    /// Explain a diagnostic code, e.g. `tile explain E0401`.
    Explain { code: String },
}

/// What `tile emit` prints: a stage of a back end, and where binary stages go.
struct Emit {
    stage: String,
    backend: String,
    output: Option<PathBuf>,
    target: tile_jit::Target,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

fn main() -> ExitCode {
    exit_quietly_when_stdout_closes();
    let cli = Cli::parse();
    let color = match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    let Some(command) = cli.command else {
        return run_repl(DeviceChoice::Auto, None, color, true);
    };
    match command {
        Command::Run { file, device, backend, verbose, trace_launches } => {
            run_script(&file, device, backend, (verbose, trace_launches), color)
        }
        Command::Repl { device, backend, no_restart } => run_repl(device, backend, color, !no_restart),
        Command::Check { file, specs, resources, target } => {
            let code = check(&file, specs.clone(), color, None);
            if resources && code == ExitCode::SUCCESS { check_resources(&file, specs, target, color) } else { code }
        }
        Command::Emit { stage, backend, file, specs, output, target } => {
            check(&file, specs, color, Some(Emit { stage, backend, output, target }))
        }
        Command::Build(args) => build::build(args, color),
        Command::Cache { action } => build::cache(action),
        Command::Bench(args) => bench::bench(args, color),
        Command::Explain { code } => explain(&code),
    }
}

/// Output cut short by a reader that went away (`tile bench --list | head`) ends the process
/// quietly with the status of a SIGPIPE death (141), as other Unix tools do, instead of the
/// panic `println!` raises on a closed pipe. Every other panic goes to the default hook.
fn exit_quietly_when_stdout_closes() {
    let default = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload().downcast_ref::<String>().map_or("", String::as_str);
        if message.starts_with("failed printing to stdout") && message.contains("Broken pipe") {
            std::process::exit(141);
        }
        default(info);
    }));
}

fn check(file: &std::path::Path, specs: Vec<String>, color: bool, emit: Option<Emit>) -> ExitCode {
    let mut compiler = Compiler::new().with_specs(specs);
    let out = match Compiler::read_source(file) {
        Ok(text) => compiler.check_text(&file.display().to_string(), &text),
        Err(d) => {
            eprint!("{}", compiler.render(&[d], color));
            return ExitCode::from(1);
        }
    };
    if !out.diagnostics.is_empty() {
        eprint!("{}", compiler.render(&out.diagnostics, color));
    }
    if out.diagnostics.iter().any(|d| d.severity == Severity::Internal) {
        return ExitCode::from(2);
    }
    if diag::has_errors(&out.diagnostics) {
        return ExitCode::from(1);
    }
    match emit {
        Some(e) if e.stage == "tir" => print!("{}", tile_jit::lang::tir::print::print_module(&out.tir)),
        Some(e) => return build::emit(&out.tir, &e.stage, (&e.backend, e.target), file, e.output.as_deref()),
        None => eprintln!(
            "{}: ok ({} kernel specialisation{} checked)",
            file.display(),
            out.tir.kernels.len(),
            if out.tir.kernels.len() == 1 { "" } else { "s" }
        ),
    }
    ExitCode::SUCCESS
}

/// `tile check --resources`: what each specialisation uses, read from its cubin.
fn check_resources(file: &std::path::Path, specs: Vec<String>, target: tile_jit::Target, color: bool) -> ExitCode {
    let mut compiler = Compiler::new().with_specs(specs);
    let out = match Compiler::read_source(file) {
        Ok(text) => compiler.check_text(&file.display().to_string(), &text),
        Err(_) => return ExitCode::from(1),
    };
    let options = aot::AotOptions { target, ..aot::AotOptions::default() };
    let found = match aot::resources(&out.tir, &options) {
        Ok(found) => found,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(e.exit_code());
        }
    };
    let mut warnings = Vec::new();
    for k in &found {
        match k.resources {
            Some(r) => println!("{}: {} registers, {} B local, {} B shared{}", k.kernel, r.registers, r.local_bytes, r.shared_bytes, if k.spills() { "  (spills)" } else { "" }),
            None => println!("{}: not a cubin; no resources to read", k.kernel),
        }
        if let Some(r) = k.resources.filter(|_| k.spills()) {
            warnings.push(
                diag::Diagnostic::warning(diag::codes::SPILLS, format!("kernel {} spills: {} bytes of local memory per thread beside its {} registers ({target})", k.kernel, r.local_bytes, r.registers))
                    .with_help("use a smaller tile, or more warps for a large `mma` tile (`@hints(worker_warps=8)`), or a lower `occupancy` hint (more registers per thread)"),
            );
        }
    }
    if !warnings.is_empty() {
        eprint!("{}", compiler.render(&warnings, color));
    }
    ExitCode::SUCCESS
}

fn explain(code: &str) -> ExitCode {
    match diag::explain::markdown(code) {
        Some(text) => {
            print!("{}", diag::explain::render(text));
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("error: unknown diagnostic code `{code}`; codes look like E0401");
            ExitCode::from(2)
        }
    }
}

fn parse_device(s: &str) -> Result<DeviceChoice, String> {
    s.parse()
}

fn parse_backend(s: &str) -> Result<String, String> {
    if s == "auto" || aot::BACKENDS.contains(&s) {
        Ok(s.to_string())
    } else {
        Err(format!("there is no back end `{s}`; choose {} or auto", aot::BACKENDS.join(", ")))
    }
}

/// Runs host code on a thread with a large stack: the interpreter recurses with host
/// function calls (up to the recursion limit), deeper than a main thread's default stack.
fn on_big_stack(f: impl FnOnce() -> ExitCode + Send + 'static) -> ExitCode {
    with_big_stack(f).unwrap_or_else(|code| code)
}

/// [`on_big_stack`] for work that returns more than an exit status; `Err` with the exit
/// status when the thread could not start.
fn with_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> Result<T, ExitCode> {
    let handle = std::thread::Builder::new().name("tile".into()).stack_size(256 << 20).spawn(f);
    match handle.map(|h| h.join()) {
        Ok(Ok(value)) => Ok(value),
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(e) => {
            eprintln!("error: cannot start the interpreter thread: {e}");
            Err(ExitCode::from(2))
        }
    }
}

/// The engine for a device and back-end choice, with a spinner for long work when stderr is
/// a terminal.
fn engine(device: DeviceChoice, backend: Option<String>) -> Result<Engine, ExitCode> {
    let made = match &backend {
        Some(b) => Engine::with_backend(device, b),
        None => Engine::new(device),
    };
    let mut engine = made.map_err(|e| {
        eprintln!("[{}] Error: {}", e.code, e.message);
        ExitCode::from(1)
    })?;
    if std::io::stderr().is_terminal() {
        engine.set_progress(std::sync::Arc::new(tile_repl::spinner::Spinner::new()));
    }
    Ok(engine)
}

/// `tile run FILE`: the static check first (nothing runs if it finds errors), then the host
/// code; exit 1 for errors in the program, 2 for internal errors.
fn run_script(file: &std::path::Path, device: DeviceChoice, backend: Option<String>, (verbose, trace): (bool, bool), color: bool) -> ExitCode {
    let engine = match engine(device, backend) {
        Ok(e) => e,
        Err(code) => return code,
    };
    if verbose {
        eprintln!("tile: kernels run on {}", engine.describe());
    }
    let file = file.to_path_buf();
    on_big_stack(move || {
        let mut session = engine.session();
        session.set_trace_launches(trace);
        run_file_in(&mut session, &file, color)
    })
}

/// Runs `file` in `session` with its warnings or errors rendered on stderr; the exit status.
fn run_file_in(session: &mut tile_jit::engine::Session, file: &std::path::Path, color: bool) -> ExitCode {
    match session.run_file(file) {
        Ok(warnings) => {
            if !warnings.is_empty() {
                eprint!("{}", session.render(&warnings, color));
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprint!("{}", session.render(&e.diagnostics, color));
            ExitCode::from(e.exit_code())
        }
    }
}

/// `tile` / `tile repl`.
fn run_repl(device: DeviceChoice, backend: Option<String>, color: bool, restart_on_fault: bool) -> ExitCode {
    let mut engine = match engine(device, backend) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let interrupt = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    engine.set_interrupt(interrupt.clone());
    on_big_stack(move || {
        match tile_repl::repl::run_interactive(engine.session(), color, Some(interrupt), restart_on_fault) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {e}");
                ExitCode::from(2)
            }
        }
    })
}
