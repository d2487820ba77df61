//! The back-end commands of the `tile` CLI, over `tile_jit::aot`: `emit --stage` for a back
//! end's stages, `build` and `cache`. `main.rs` only declares the arguments and calls in here.
//!
//! * `tile emit --stage tileir FILE` prints a text stage of every specialisation; a binary
//!   stage (`--stage bytecode -o F`) writes the first specialisation to `F`, further ones to
//!   `F` with `-1`, `-2`, ... before the extension.
//! * `tile build [--target sm_90] FILE... -o DIR` compiles every specialisation the files
//!   launch or name (`@spec`/`--spec`) into `DIR/<kernel>-<n>.<cubin|ptx>` and writes
//!   `DIR/manifest.json`; `--emit c` also writes a C launcher per specialisation
//!   (`DIR/tile_<kernel>_<dtypes>.{c,h}`). A `.tir` file (hand-written TIR text) is parsed
//!   and verified instead of checked.
//! * `tile cache info|clear` shows or empties the kernel cache.
//!
//! Exit status follows `main.rs`: 1 for problems with the user's program or setup (including a
//! missing toolchain), 2 for internal errors (a bug in tile, e.g. IR a toolchain rejects).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use tile_jit::aot::{self, AotError, AotOptions, BackendSettings, Builder, Emitted, Target};
use tile_jit::lang::diag::{self, Severity};
use tile_jit::lang::tir;
use tile_jit::Compiler;

/// Arguments of `tile build`.
#[derive(Args, Debug)]
pub struct BuildArgs {
    /// Source files whose kernel specialisations to build.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output folder for the images and manifest.json.
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,
    /// The back end to compile with.
    #[arg(long, default_value = aot::BACKENDS[0], value_parser = clap::builder::PossibleValuesParser::new(aot::BACKENDS))]
    pub backend: String,
    /// GPU architecture (sm_80, sm_86, sm_89, sm_90, sm_100, sm_120, ...); default: this
    /// machine's GPU as `nvidia-smi` reports it, else sm_90.
    #[arg(long, value_parser = Target::parse)]
    pub target: Option<Target>,
    /// Extra specialisation to build, in `@spec` form: 'kernel(param=value, ...)'.
    #[arg(long = "spec", value_name = "SPEC")]
    pub specs: Vec<String>,
    /// The IR version the back end writes (tileir: the bytecode version, 13.2 to 13.4;
    /// default: the newest its toolchain lists).
    #[arg(long, alias = "bytecode-version", value_name = "VERSION")]
    pub ir_version: Option<String>,
    /// The back end's optimisation level.
    #[arg(short = 'O', default_value_t = 3, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// The back end's external compiler to use (tileir: tileiras; default: its environment
    /// variable, PATH, .tools/cuda, Python site-packages).
    #[arg(long, alias = "tileiras", value_name = "PATH")]
    pub tool: Option<PathBuf>,
    /// Do not read or write the on-disk kernel cache.
    #[arg(long)]
    pub no_cache: bool,
    /// Also write, per specialisation, a C source and header with the image embedded and a
    /// typed launch function that checks its arguments (`c`).
    #[arg(long, value_name = "WHAT", value_parser = ["c"])]
    pub emit: Option<String>,
}

/// `tile cache` actions.
#[derive(Subcommand, Debug, Clone, Copy)]
pub enum CacheAction {
    /// Where the cache is, how many kernels it holds and its size.
    Info,
    /// Remove every cached kernel.
    Clear,
}

/// Checks one file and reports its diagnostics; the status to exit with when it has errors.
/// A `.tir` file is hand-written TIR: parsed and verified instead of checked.
fn checked(compiler: &mut Compiler, file: &Path, color: bool) -> Result<tir::Module, ExitCode> {
    if file.extension().is_some_and(|e| e == "tir") {
        return parse_tir(file);
    }
    let text = Compiler::read_source(file).map_err(|d| {
        eprint!("{}", compiler.render(&[d], color));
        ExitCode::from(1)
    })?;
    let out = compiler.check_text(&file.display().to_string(), &text);
    if !out.diagnostics.is_empty() {
        eprint!("{}", compiler.render(&out.diagnostics, color));
    }
    if out.diagnostics.iter().any(|d| d.severity == Severity::Internal) {
        return Err(ExitCode::from(2));
    }
    if diag::has_errors(&out.diagnostics) {
        return Err(ExitCode::from(1));
    }
    Ok(out.tir)
}

fn parse_tir(file: &Path) -> Result<tir::Module, ExitCode> {
    let text = std::fs::read_to_string(file).map_err(|e| {
        eprintln!("error: cannot read {}: {e}", file.display());
        ExitCode::from(1)
    })?;
    let module = tir::parse::parse_module(&text).map_err(|e| {
        eprintln!("error: {}: {e}", file.display());
        ExitCode::from(1)
    })?;
    if let Err(errors) = tir::verify::verify_module(&module) {
        for e in errors {
            eprintln!("error: {}: {e}", file.display());
        }
        return Err(ExitCode::from(1));
    }
    Ok(module)
}

/// Reports an ahead-of-time error; returns the exit status it deserves.
fn report(e: &AotError) -> ExitCode {
    eprintln!("{e}");
    ExitCode::from(e.exit_code())
}

/// `tile emit --stage S`: a back end's stage of every specialisation for `target`, printed
/// (text) or written to `output` (binary).
pub fn emit(
    module: &tir::Module,
    stage: &str,
    (backend, target): (&str, Target),
    file: &Path,
    output: Option<&Path>,
) -> ExitCode {
    let options = AotOptions { backend: backend.to_string(), target, ..AotOptions::default() };
    let emitted = match aot::emit(module, stage, &options) {
        Ok(e) => e,
        Err(e) => return report(&AotError::Backend(e)),
    };
    let mut failed = 0;
    for (i, (k, e)) in module.kernels.iter().zip(emitted).enumerate() {
        // A kernel this back end cannot express: its error, and the file's other kernels.
        let e = match e {
            Ok(e) => e,
            Err(e) => {
                eprintln!("{e}");
                failed += 1;
                continue;
            }
        };
        match e {
            Emitted::Text(text) => {
                if i > 0 {
                    println!();
                }
                print!("{text}");
            }
            Emitted::Binary(bytes) => {
                let ext = aot::stages(backend).ok().and_then(|s| s.iter().find(|s| s.name == stage)).map_or("bin", |s| s.extension);
                let default = PathBuf::from(format!("{}.{ext}", file.file_stem().unwrap_or_default().to_string_lossy()));
                let path = numbered(output.unwrap_or(&default), i);
                if let Err(e) = std::fs::write(&path, &bytes) {
                    eprintln!("error: cannot write {}: {e}", path.display());
                    return ExitCode::from(1);
                }
                eprintln!("{}: kernel `{}`{} ({} bytes)", path.display(), k.name, aot::spec_text(k), bytes.len());
            }
        }
    }
    if failed > 0 {
        let total = module.kernels.len();
        eprintln!("error: {failed} of {total} kernel specialisations cannot go through the {backend} back end (above); the other {} were emitted", total - failed);
        return ExitCode::from(1);
    }
    ExitCode::SUCCESS
}

/// `F` for the first output, `F-1.ext`, `F-2.ext`, ... after it.
fn numbered(path: &Path, i: usize) -> PathBuf {
    if i == 0 {
        return path.to_path_buf();
    }
    let stem = path.file_stem().unwrap_or_default().to_string_lossy();
    let name = match path.extension() {
        Some(ext) => format!("{stem}-{i}.{}", ext.to_string_lossy()),
        None => format!("{stem}-{i}"),
    };
    path.with_file_name(name)
}

/// `tile build`.
pub fn build(args: BuildArgs, color: bool) -> ExitCode {
    let options = AotOptions {
        backend: args.backend.clone(),
        target: args.target.unwrap_or_else(|| local_gpu().unwrap_or(Target::DEFAULT)),
        opt_level: args.opt_level,
        settings: BackendSettings { tool: args.tool.clone(), ir_version: args.ir_version.clone() },
        no_cache: args.no_cache,
        emit_c: args.emit.as_deref() == Some("c"),
        // A built image is launched by hosts that pass the ABI's parameters only.
        tensor_maps: false,
    };
    let mut builder = match Builder::new(&options, &args.output) {
        Ok(b) => b,
        Err(e) => return report(&e),
    };
    for note in builder.notes() {
        eprintln!("note: {note}");
    }
    for file in &args.files {
        let mut compiler = Compiler::new().with_specs(args.specs.clone());
        let module = match checked(&mut compiler, file, color) {
            Ok(m) => m,
            Err(code) => return code,
        };
        match builder.add(&module, &file.display().to_string()) {
            Ok(built) => {
                for b in built {
                    let how = if b.cache_hit { "cached" } else { "compiled" };
                    eprintln!("{}: {} ({} bytes, {how})", b.path.display(), b.kernel, b.bytes);
                    if let Some((c, h)) = &b.c_launcher {
                        eprintln!("{}, {}: its C launcher", c.display(), h.display());
                    }
                }
            }
            Err(e) => return report(&e),
        }
    }
    match builder.finish() {
        Ok((path, count)) => {
            eprintln!("{}: {count} kernel{} for {}", path.display(), if count == 1 { "" } else { "s" }, options.target);
            ExitCode::SUCCESS
        }
        Err(e) => report(&e),
    }
}

/// The architecture of this machine's first GPU, from `nvidia-smi` (none without one).
fn local_gpu() -> Option<Target> {
    let out = std::process::Command::new("nvidia-smi")
        .args(["--query-gpu=compute_cap", "--format=csv,noheader"])
        .stderr(std::process::Stdio::null())
        .output()
        .ok()?;
    let text = String::from_utf8_lossy(&out.stdout);
    let (major, minor) = text.lines().next()?.trim().split_once('.')?;
    Some(Target::new(major.parse::<u32>().ok()? * 10 + minor.parse::<u32>().ok()?))
}

/// `tile cache info|clear`.
pub fn cache(action: CacheAction) -> ExitCode {
    let result = match action {
        CacheAction::Info => aot::cache_info().map(|i| {
            let dir =
                i.dir.map_or("(none: set TILE_CACHE_DIR or HOME)".to_string(), |d| d.display().to_string());
            println!("cache folder: {dir}");
            println!("kernels:      {}", i.entries);
            println!(
                "size:         {:.1} MiB of {:.0} MiB",
                i.bytes as f64 / 1048576.0,
                i.max_bytes as f64 / 1048576.0
            );
        }),
        CacheAction::Clear => {
            aot::cache_clear().map(|n| println!("removed {n} cached kernel{}", if n == 1 { "" } else { "s" }))
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot read the kernel cache: {e}");
            ExitCode::from(1)
        }
    }
}
