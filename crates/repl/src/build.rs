//! The back-end commands of the `tile` CLI: `emit --stage tileir|bytecode`, `build` and
//! `cache`. `main.rs` only declares the arguments and calls in here.
//!
//! * `tile emit --stage tileir FILE` prints the Tile IR (MLIR text) of every specialisation.
//! * `tile emit --stage bytecode FILE -o F` writes Tile IR bytecode: the first specialisation
//!   to `F`, further ones to `F` with `-1`, `-2`, ... before the extension.
//! * `tile build [--target sm_90] FILE... -o DIR` assembles every specialisation the files launch
//!   or name (`@spec`/`--spec`) into `DIR/<kernel>-<n>.cubin` and writes `DIR/manifest.json`.
//!   A `.tir` file (hand-written TIR text) is parsed and verified instead of checked.
//! * `tile cache info|clear` shows or empties the kernel cache.
//!
//! Exit status follows `main.rs`: 1 for problems with the user's program or setup (including a
//! missing toolchain), 2 for internal errors (a bug in tile, e.g. bytecode tileiras rejects).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Args, Subcommand};
use tile_jit::backend::tileir::manifest::Manifest;
use tile_jit::backend::tileir::{
    self, BackendError, BytecodeVersion, Options, Toolchain, ToolchainConfig, ToolchainError,
};
use tile_jit::backend::Target;
use tile_jit::cache::Cache;
use tile_jit::Compiler;
use tile_lang::diag::{self, Severity};
use tile_lang::tir;

/// Arguments of `tile build`.
#[derive(Args, Debug)]
pub struct BuildArgs {
    /// Source files whose kernel specialisations to build.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Output folder for the cubins and manifest.json.
    #[arg(short, long, value_name = "DIR")]
    pub output: PathBuf,
    /// GPU architecture (sm_80, sm_86, sm_89, sm_90, sm_100, sm_120, ...); default: this
    /// machine's GPU as `nvidia-smi` reports it, else sm_90.
    #[arg(long, value_parser = Target::parse)]
    pub target: Option<Target>,
    /// Extra specialisation to build, in `@spec` form: 'kernel(param=value, ...)'.
    #[arg(long = "spec", value_name = "SPEC")]
    pub specs: Vec<String>,
    /// Tile IR bytecode version to write (13.2, 13.3 or 13.4); default: the newest tileiras lists.
    #[arg(long, value_parser = parse_version)]
    pub bytecode_version: Option<BytecodeVersion>,
    /// tileiras optimisation level.
    #[arg(short = 'O', default_value_t = 3, value_parser = clap::value_parser!(u8).range(0..=3))]
    pub opt_level: u8,
    /// Use this tileiras (default: TILE_TILEIRAS, PATH, .tools/cuda, Python site-packages).
    #[arg(long, value_name = "PATH")]
    pub tileiras: Option<PathBuf>,
    /// Do not read or write the on-disk kernel cache.
    #[arg(long)]
    pub no_cache: bool,
}

/// `tile cache` actions.
#[derive(Subcommand, Debug, Clone, Copy)]
pub enum CacheAction {
    /// Where the cache is, how many kernels it holds and its size.
    Info,
    /// Remove every cached kernel.
    Clear,
}

fn parse_version(s: &str) -> Result<BytecodeVersion, String> {
    BytecodeVersion::parse(s)
        .ok_or_else(|| format!("`{s}` is not a bytecode version tile writes (13.2, 13.3, 13.4)"))
}

/// Checks one file and reports its diagnostics; the status to exit with when it has errors.
/// A `.tir` file is hand-written TIR: parsed and verified instead of checked.
fn checked(compiler: &mut Compiler, file: &Path, color: bool) -> Result<tir::Module, ExitCode> {
    if file.extension().is_some_and(|e| e == "tir") {
        return parse_tir(file);
    }
    let out = compiler.check_file(file).map_err(|e| {
        eprintln!("error: cannot read {}: {e}", file.display());
        ExitCode::from(1)
    })?;
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

/// Reports a back-end error; returns the exit status it deserves.
fn report(e: &BackendError) -> ExitCode {
    eprintln!("{e}");
    match e {
        BackendError::Internal { .. } | BackendError::Toolchain(ToolchainError::Rejected { .. }) => {
            ExitCode::from(2)
        }
        _ => ExitCode::from(1),
    }
}

/// `tile emit --stage tileir`: the MLIR text of every specialisation.
pub fn emit_tileir(module: &tir::Module) -> ExitCode {
    for (i, k) in module.kernels.iter().enumerate() {
        match tileir::emit_mlir_text(k) {
            Ok(text) => {
                if i > 0 {
                    println!();
                }
                print!("{text}");
            }
            Err(e) => return report(&e),
        }
    }
    ExitCode::SUCCESS
}

/// `tile emit --stage bytecode -o F`.
pub fn emit_bytecode(module: &tir::Module, file: &Path, output: Option<&Path>) -> ExitCode {
    let default = PathBuf::from(format!("{}.tilebc", file.file_stem().unwrap_or_default().to_string_lossy()));
    let output = output.unwrap_or(&default);
    for (i, k) in module.kernels.iter().enumerate() {
        let bytes = match tileir::emit_bytecode(k, &Options::default()) {
            Ok(b) => b,
            Err(e) => return report(&e),
        };
        let path = numbered(output, i);
        if let Err(e) = std::fs::write(&path, &bytes) {
            eprintln!("error: cannot write {}: {e}", path.display());
            return ExitCode::from(1);
        }
        eprintln!("{}: kernel `{}`{} ({} bytes)", path.display(), k.name, spec_text(&k.spec), bytes.len());
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

fn spec_text(spec: &[(String, String)]) -> String {
    if spec.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = spec.iter().map(|(k, v)| format!("{k}={v}")).collect();
    format!(" [{}]", parts.join(", "))
}

/// `tile build`.
pub fn build(args: BuildArgs, color: bool) -> ExitCode {
    let cfg = ToolchainConfig { tileiras: args.tileiras.clone(), ..ToolchainConfig::from_env() };
    let tools = match Toolchain::discover(&cfg) {
        Ok(t) => t,
        Err(e) => return report(&BackendError::Toolchain(e)),
    };
    for note in &tools.notes {
        eprintln!("note: {note}");
    }
    let target = args.target.unwrap_or_else(|| local_gpu().unwrap_or(Target::DEFAULT));
    if let Err(e) = tools.check_target(target) {
        return report(&BackendError::Toolchain(e));
    }
    let version = args.bytecode_version.unwrap_or_else(|| tools.best_bytecode_version());
    let opts = Options { version, target, opt_level: args.opt_level, ..Options::default() };
    let cache = if args.no_cache { Cache::in_memory() } else { Cache::from_env() };
    if let Err(e) = std::fs::create_dir_all(&args.output) {
        eprintln!("error: cannot create {}: {e}", args.output.display());
        return ExitCode::from(1);
    }
    let mut manifest = Manifest::new(&target.name(), &tools.version, &version.to_string());
    let mut count = 0usize;
    for file in &args.files {
        let mut compiler = Compiler::new().with_specs(args.specs.clone());
        let module = match checked(&mut compiler, file, color) {
            Ok(m) => m,
            Err(code) => return code,
        };
        for k in &module.kernels {
            let compiled = match tileir::compile_cubin(k, &opts, &tools, &cache) {
                Ok(c) => c,
                Err(e) => return report(&e),
            };
            let name = format!("{}-{count}.cubin", k.name);
            let path = args.output.join(&name);
            if let Err(e) = std::fs::write(&path, &compiled.cubin) {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(1);
            }
            let how = if compiled.cache_hit { "cached" } else { "tileiras" };
            eprintln!(
                "{}: `{}`{} ({} bytes, {how})",
                path.display(),
                k.name,
                spec_text(&k.spec),
                compiled.cubin.len()
            );
            manifest.add(&compiled, &name, &file.display().to_string(), &k.spec);
            count += 1;
        }
    }
    let manifest_path = args.output.join("manifest.json");
    if let Err(e) = std::fs::write(&manifest_path, manifest.to_json()) {
        eprintln!("error: cannot write {}: {e}", manifest_path.display());
        return ExitCode::from(1);
    }
    eprintln!(
        "{}: {count} kernel{} for {}",
        manifest_path.display(),
        if count == 1 { "" } else { "s" },
        target
    );
    ExitCode::SUCCESS
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
    let cache = Cache::from_env();
    let result = match action {
        CacheAction::Info => cache.info().map(|i| {
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
            cache.clear().map(|n| println!("removed {n} cached kernel{}", if n == 1 { "" } else { "s" }))
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
