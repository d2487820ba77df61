//! CUDA Tile IR back-end tests: MLIR goldens, tileiras acceptance, determinism and toolchain
//! diagnostics.
//!
//! Sources: `examples/*.tile`, `stdlib/*.tile`, `tests/tir/*.tile` (labels `examples`, `stdlib`,
//! `tir`) and hand-written TIR in `tests/codegen/tir/*.tir` (label `text`) for ops the others
//! do not use. Trials:
//!
//! * `codegen::tileir/<label>/<stem>`: every kernel specialisation lowers to Tile IR, and the
//!   MLIR text (`emit_mlir_text`) equals the golden `tests/codegen/tileir/<label>__<stem>.mlir`.
//! * `codegen::tileiras/<label>/<stem>`: every kernel's bytecode is accepted by `tileirdisasm`
//!   and assembled by `tileiras` for sm_90 and sm_100, once for specialisations that differ
//!   only in what divides their arrays' sizes and strides ([`assembly_key`]). Ignored, with the reason printed once,
//!   when no tileiras is found (`scripts/install-cuda-tools.sh` installs one). Cubins are cached
//!   under the target folder by content hash (bytecode + tileiras version + target), so a rerun
//!   only assembles what changed.
//! * `codegen::determinism`: the same source gives the same bytecode twice with one `Compiler`
//!   and across two `Compiler`s.
//! * `codegen::toolchain::<case>`: the diagnostics of a missing or broken toolchain, with fake
//!   tool layouts in a temporary folder; `rejected` needs the real tileiras.
//! * `codegen::stale-goldens`: every golden belongs to a source.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Failed, Trial};
use tile_codegen::tileir::{
    self, emit_bytecode, emit_mlir_text, Options, TileIrError, Toolchain, ToolchainConfig, ToolchainError,
};
use tile_codegen::{Cache, Target};
use tile_jit::Compiler;
use tile_lang::tir::{self, Module};

use crate::golden::{self, Outcome};
use crate::{indent, panics, Context, Problems};

/// Source folders: (label, repository-relative folder, extension).
pub const SOURCES: &[(&str, &str, &str)] = &[
    ("examples", "examples", "tile"),
    ("stdlib", "stdlib", "tile"),
    ("tir", "tests/tir", "tile"),
    ("text", "tests/codegen/tir", "tir"),
];

/// Where MLIR goldens live.
pub const GOLDEN_DIR: &str = "tests/codegen/tileir";

/// Targets every kernel must assemble for.
const TARGETS: [u32; 2] = [90, 100];

/// The toolchain, found once per test run (or why there is none).
fn toolchain() -> &'static Result<Toolchain, String> {
    static TOOLS: OnceLock<Result<Toolchain, String>> = OnceLock::new();
    TOOLS.get_or_init(|| Toolchain::discover(&ToolchainConfig::default()).map_err(|e| e.to_string()))
}

/// Loads a source as a TIR module: `.tile` through the front end, `.tir` through the parser.
pub(crate) fn load(ctx: &Context, path: &Path) -> Result<Module, String> {
    let rel = ctx.rel(path);
    let text = crate::read_text(path).map_err(|e| format!("cannot read {rel}: {e}"))?;
    if path.extension().is_some_and(|e| e == "tir") {
        return tir::parse::parse_module(&text).map_err(|e| format!("{rel} does not parse as TIR: {e}"));
    }
    let (out, rendered) = panics::catch(|| {
        let mut compiler = Compiler::new();
        let out = compiler.check_text(&rel, &text);
        let rendered = ctx.normalize_paths(&compiler.render(&out.diagnostics, false));
        (out, rendered)
    })
    .map_err(|msg| format!("the compiler panicked on {rel}:\n{}", indent(&msg, 4)))?;
    if out.has_errors() {
        return Err(format!("{rel} does not check cleanly:\n{}", indent(&rendered, 4)));
    }
    Ok(out.tir)
}

pub(crate) fn header(k: &tir::Kernel) -> String {
    let spec: Vec<String> = k.spec.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!("// kernel {} [{}]\n", k.name, spec.join(", "))
}

/// The MLIR text of every kernel, each after a `// kernel name [spec]` line.
fn mlir_text(m: &Module) -> Result<String, String> {
    let mut out = String::new();
    for (i, k) in m.kernels.iter().enumerate() {
        let text = panics::catch(|| emit_mlir_text(k))
            .map_err(|msg| format!("the back end panicked on kernel `{}`:\n{}", k.name, indent(&msg, 4)))?
            .map_err(|e| e.to_string())?;
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&header(k));
        out.push_str(&text);
    }
    Ok(out)
}

pub fn golden_path(ctx: &Context, label: &str, stem: &str) -> PathBuf {
    ctx.path(GOLDEN_DIR).join(format!("{label}__{stem}.mlir"))
}

fn golden_trial(ctx: &Context, label: &str, path: &Path) -> Result<(), Failed> {
    let stem = crate::stem(path);
    let module = load(ctx, path)?;
    let text = mlir_text(&module)?;
    let golden = golden_path(ctx, label, &stem);
    match golden::check(ctx, &golden, &text, &format!("codegen::tileir/{label}/{stem}")) {
        Outcome::Same => Ok(()),
        Outcome::Blessed => {
            eprintln!("blessed {}", ctx.rel(&golden));
            Ok(())
        }
        Outcome::Failed(f) => Err(Failed::from(f)),
    }
}

/// Every kernel: disassembles, and assembles for each target.
fn tileiras_trial(ctx: &Context, tools: &Toolchain, path: &Path) -> Result<(), Failed> {
    let module = load(ctx, path)?;
    let cache = Cache::new(Some(ctx.tmp.join("codegen-cubins")), 512 << 20);
    let mut p = Problems::new();
    let mut assembled = std::collections::HashSet::new();
    for k in &module.kernels {
        let what = format!("kernel `{}`{}", k.name, header(k).trim_start_matches("// kernel").trim_end());
        match emit_bytecode(k, &Options::default())
            .map_err(|e| e.to_string())
            .and_then(|b| tools.disassemble(&b).map_err(|e| e.to_string()))
        {
            Ok(text) if text.contains(&format!("entry @{}", k.name)) => {}
            Ok(text) => {
                p.push(format!("{what}: tileirdisasm printed no `entry @{}`:\n{}", k.name, indent(&text, 4)))
            }
            Err(e) => p.push(format!("{what}: tileirdisasm failed:\n{}", indent(&e, 4))),
        }
        if !assembled.insert(assembly_key(k)) {
            continue;
        }
        for sm in TARGETS {
            let opts = Options::for_target(Target::new(sm));
            match tileir::compile_cubin(k, &opts, tools, &cache) {
                Ok(c) if c.cubin.starts_with(b"\x7fELF") => image_problems(&what, sm, k, &c.cubin).into_iter().for_each(|m| p.push(m)),
                Ok(_) => p.push(format!("{what}: the sm_{sm} cubin is not an ELF file")),
                Err(e) => p.push(format!("{what}: sm_{sm}:\n{}", indent(&e.to_string(), 4))),
            }
        }
    }
    p.finish()
}

/// What tells a kernel specialisation's assembly apart: its name, constants and array facts,
/// less the divisors of the arrays' sizes and strides. Specialisations that differ only there
/// emit the same ops with other `assume_div` values (and, for a written array, another cap on
/// its stores' width): a host function called on arrays of many shapes, such as the stdlib's
/// gemm() in examples/matmul.tile (400 specialisations, 87 such groups), makes hundreds of
/// them. Every one is still lowered, printed against its golden and disassembled; assembling
/// each for two targets would add tens of minutes to the suite.
fn assembly_key(k: &tir::Kernel) -> String {
    let facts: Vec<String> = k
        .params
        .iter()
        .map(|param| match &param.kind {
            tir::ParamKind::Array { ty, facts } => {
                let mut f = facts.clone();
                f.dim_divisor.iter_mut().for_each(|d| *d = 1);
                f.stride_divisor.iter_mut().for_each(|d| *d = 1);
                format!("{ty:?} {f:?}")
            }
            tir::ParamKind::Scalar(d) => format!("{d:?}"),
        })
        .collect();
    format!("{}{}", header(k), facts.join(", "))
}

/// What tile reads from a cubin without a GPU must be there and agree with the ABI: the
/// parameter count (the driver is asked only for those) and the registers (`tile check
/// --resources`).
fn image_problems(what: &str, sm: u32, k: &tir::Kernel, cubin: &[u8]) -> Vec<String> {
    let mut p = Vec::new();
    let flat = tile_codegen::kernel_abi(k).flat.len();
    match tile_gpu::declared_param_count(cubin, &k.name) {
        Some(n) if n == flat => {}
        other => p.push(format!("{what}: sm_{sm}: the cubin declares {other:?} parameters, the ABI {flat}")),
    }
    match tile_gpu::cubin_resources(cubin, &k.name) {
        Some(r) if r.registers > 0 => {}
        other => p.push(format!("{what}: sm_{sm}: no register count read from the cubin: {other:?}")),
    }
    p
}

/// Bytecode is identical across repeated emission and across compiler instances.
fn determinism_trial(ctx: &Context) -> Result<(), Failed> {
    let mut p = Problems::new();
    let files = crate::list_files(&ctx.path("examples"), "tile").map_err(|e| e.to_string())?;
    for path in files {
        let rel = ctx.rel(&path);
        let (a, b) = (load(ctx, &path)?, load(ctx, &path)?);
        if a.kernels.len() != b.kernels.len() {
            p.push(format!("{rel}: two compilers specialised different numbers of kernels"));
            continue;
        }
        for (ka, kb) in a.kernels.iter().zip(&b.kernels) {
            let once = emit_bytecode(ka, &Options::default()).map_err(|e| e.to_string())?;
            let again = emit_bytecode(ka, &Options::default()).map_err(|e| e.to_string())?;
            let other = emit_bytecode(kb, &Options::default()).map_err(|e| e.to_string())?;
            if once != again {
                p.push(format!("{rel}: kernel `{}` gives different bytecode when emitted twice", ka.name));
            }
            if once != other {
                p.push(format!(
                    "{rel}: kernel `{}` gives different bytecode from a second Compiler",
                    ka.name
                ));
            }
        }
    }
    p.finish()
}

fn stale_goldens(ctx: &Context, expected: &[PathBuf]) -> Result<(), Failed> {
    golden::check_stale(ctx, GOLDEN_DIR, "mlir", expected, "codegen::stale-goldens")
}

// -- toolchain diagnostics --------------------------------------------------------------------

/// A folder of fake tools under the test scratch folder.
struct FakeTools {
    root: PathBuf,
}

const FAKE_VERSION: &str = "Cuda compilation tools, release 13.4, V13.4.92";

impl FakeTools {
    fn new(ctx: &Context, name: &str) -> Result<FakeTools, String> {
        let root = ctx.tmp.join("fake-tools").join(name);
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(root.join("bin")).map_err(|e| e.to_string())?;
        Ok(FakeTools { root })
    }

    fn bin(&self, tool: &str) -> PathBuf {
        self.root.join("bin").join(tool)
    }

    /// A shell script answering `--version`, `--list-versions` and `--help`; `body` runs otherwise.
    fn script(&self, tool: &str, release_line: &str, body: &str) -> Result<PathBuf, String> {
        let path = self.bin(tool);
        let text = format!(
            "#!/bin/sh\ncase \"$1\" in\n  --version) echo '{tool}: fake'; echo '{release_line}'; exit 0;;\n  --list-versions) printf '13.1\\n13.2\\n13.3\\n13.4\\n'; exit 0;;\n  --help) printf '  --gpu-name=<value>\\n    =sm_90   - SM 90\\n    =sm_100  - SM 100\\n'; exit 0;;\nesac\n{body}\n"
        );
        std::fs::write(&path, text).map_err(|e| e.to_string())?;
        make_executable(&path)?;
        Ok(path)
    }

    fn libnvvm(&self) -> Result<(), String> {
        std::fs::create_dir_all(self.root.join("lib")).map_err(|e| e.to_string())?;
        std::fs::write(self.root.join("lib/libnvvm.so.4"), b"not really a library").map_err(|e| e.to_string())
    }

    /// tileiras + libNVVM + ptxas of one release; tileiras runs `body`.
    fn complete(&self, body: &str) -> Result<PathBuf, String> {
        self.libnvvm()?;
        self.script("ptxas", FAKE_VERSION, "exit 0")?;
        self.script("tileiras", FAKE_VERSION, body)
    }
}

#[cfg(unix)]
fn make_executable(path: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755)).map_err(|e| e.to_string())
}

#[cfg(not(unix))]
fn make_executable(_: &Path) -> Result<(), String> {
    Ok(())
}

fn explicit(path: PathBuf) -> ToolchainConfig {
    ToolchainConfig { tileiras: Some(path), ..ToolchainConfig::default() }
}

/// `err`'s message contains every one of `parts`.
fn expect_message(err: &dyn std::fmt::Display, parts: &[&str]) -> Result<(), Failed> {
    let text = err.to_string();
    let missing: Vec<&&str> = parts.iter().filter(|p| !text.contains(**p)).collect();
    if missing.is_empty() {
        Ok(())
    } else {
        Err(Failed::from(format!("the message lacks {missing:?}:\n{}", indent(&text, 4))))
    }
}

fn toolchain_not_found(_: &Context) -> Result<(), Failed> {
    let cfg = ToolchainConfig { explicit_only: true, ..ToolchainConfig::default() };
    let err = Toolchain::discover(&cfg).err().ok_or("discovery succeeded with nothing to find")?;
    if !matches!(err, ToolchainError::NotFound { .. }) {
        return Err(format!("expected NotFound, got {err:?}").into());
    }
    expect_message(
        &err,
        &[
            "`tileiras` not found",
            "scripts/install-cuda-tools.sh",
            "nvidia-cuda-tileiras==13.4.92",
            "TILE_TILEIRAS",
        ],
    )
}

fn toolchain_bad_setting(ctx: &Context) -> Result<(), Failed> {
    let missing = ctx.tmp.join("fake-tools/nowhere/tileiras");
    let err = Toolchain::discover(&explicit(missing)).err().ok_or("a missing tileiras was accepted")?;
    expect_message(&err, &["does not exist", "nowhere/tileiras"])
}

fn toolchain_no_libnvvm(ctx: &Context) -> Result<(), Failed> {
    let fake = FakeTools::new(ctx, "no-libnvvm")?;
    fake.script("ptxas", FAKE_VERSION, "exit 0")?;
    let tileiras = fake.script("tileiras", FAKE_VERSION, "exit 5")?;
    let err =
        Toolchain::discover(&explicit(tileiras)).err().ok_or("a tileiras without libNVVM was accepted")?;
    if !matches!(err, ToolchainError::MissingLibNvvm { .. }) {
        return Err(format!("expected MissingLibNvvm, got {err:?}").into());
    }
    expect_message(
        &err,
        &[
            "no libNVVM",
            "no-libnvvm/lib/libnvvm.so.4",
            "exits with code 5",
            "pip install nvidia-nvvm==13.4.92",
        ],
    )
}

fn toolchain_mismatched_ptxas(ctx: &Context) -> Result<(), Failed> {
    let fake = FakeTools::new(ctx, "old-ptxas")?;
    fake.libnvvm()?;
    fake.script("ptxas", "Cuda compilation tools, release 12.8, V12.8.93", "exit 0")?;
    let tileiras = fake.script("tileiras", FAKE_VERSION, "exit 0")?;
    let err =
        Toolchain::discover(&explicit(tileiras)).err().ok_or("a ptxas of another release was accepted")?;
    expect_message(&err, &["release 12.8.93", "tileiras is release 13.4.92", "nvidia-cuda-nvcc==13.4.92"])
}

/// CUDA_HOME pointing at an old toolkit: discovery explains the trap, and a silent exit 5 is
/// reported with the `unset CUDA_HOME` fix.
fn toolchain_cuda_home(ctx: &Context) -> Result<(), Failed> {
    let old = FakeTools::new(ctx, "old-cuda-home")?;
    std::fs::create_dir_all(old.root.join("nvvm/lib64")).map_err(|e| e.to_string())?;
    std::fs::write(old.root.join("nvvm/lib64/libnvvm.so"), b"libNVVM 12.8").map_err(|e| e.to_string())?;
    let fake = FakeTools::new(ctx, "exit5")?;
    let tileiras = fake.complete("echo 'error: failed to compile Tile IR program' >&2; exit 5")?;
    let home = old.root.display().to_string();
    let cfg = ToolchainConfig {
        tileiras: Some(tileiras),
        cuda_home: Some(home.clone()),
        ..ToolchainConfig::default()
    };
    let tools = Toolchain::discover(&cfg).map_err(|e| e.to_string())?;
    let note = tools.notes.join("\n");
    expect_message(&note, &[&home, "nvvm/lib64/libnvvm.so", "exit code 5", "unset CUDA_HOME"])?;
    let mut k = tir::Kernel::new("empty", Vec::new());
    let body = k.body;
    k.append_op(body, tir::OpKind::Return, &[], &[], &[], None);
    let bytes = emit_bytecode(&k, &Options::default()).map_err(|e| e.to_string())?;
    let err =
        tools.assemble(&bytes, "empty", &Options::default()).err().ok_or("exit 5 was taken for success")?;
    if !matches!(err, ToolchainError::Exit5 { .. }) {
        return Err(format!("expected Exit5, got {err:?}").into());
    }
    expect_message(
        &err,
        &["exited with code 5", &home, "unset CUDA_HOME CUDA_PATH", "scripts/install-cuda-tools.sh"],
    )
}

fn toolchain_unsupported_target(ctx: &Context) -> Result<(), Failed> {
    let fake = FakeTools::new(ctx, "targets")?;
    let tileiras = fake.complete("exit 0")?;
    let tools = Toolchain::discover(&explicit(tileiras)).map_err(|e| e.to_string())?;
    tools.check_target(Target::new(90)).map_err(|e| e.to_string())?;
    let err = tools.check_target(Target::new(75)).err().ok_or("sm_75 was accepted")?;
    expect_message(&err, &["cannot compile for `sm_75`", "sm_90, sm_100"])
}

/// tileiras rejects a tile over 2^24 elements; the error blames tile, keeps the bytecode and
/// gives a command that reproduces the failure.
fn toolchain_rejected(_: &Context, tools: &Toolchain) -> Result<(), Failed> {
    let text = "kernel @too_big(%0 a: array<f32, 1>) {\n  %1 = constant 0 : tile<i32>\n  %2 = load zero %0[%1] : tile<33554432xf32>\n  store %0[%1], %2\n  return\n}\n";
    let m = tir::parse::parse_module(text).map_err(|e| e.to_string())?;
    // The crate's own validator would catch this first; switch it off to reach tileiras.
    let opts = Options { check_ir: false, ..Options::default() };
    let err = match tileir::compile_cubin(&m.kernels[0], &opts, tools, &Cache::in_memory()) {
        Err(TileIrError::Toolchain(e)) => e,
        other => return Err(format!("expected a toolchain error, got {other:?}").into()),
    };
    let ToolchainError::Rejected { kept, command, .. } = &err else {
        return Err(format!("expected Rejected, got {err:?}").into());
    };
    expect_message(
        &err,
        &[
            "rejected the Tile IR bytecode of kernel `too_big`",
            "bug in tile",
            "16777216",
            "reproduce: env -u CUDA_HOME",
        ],
    )?;
    if !kept.is_file() {
        return Err(format!("the kept bytecode {} does not exist", kept.display()).into());
    }
    let rerun = std::process::Command::new("sh").args(["-c", command]).output().map_err(|e| e.to_string())?;
    let _ = std::fs::remove_dir_all(kept.parent().unwrap_or(kept));
    if rerun.status.success() {
        return Err(format!("the reproducer `{command}` succeeded").into());
    }
    Ok(())
}

/// `tile build` through the back-end interface (`tile_jit::aot`), with a fake tileiras that
/// writes an ELF-looking file: images named by kernel and build order, the manifest's back end,
/// toolchain and launch shape, a second compile of the same kernel served by the cache; and
/// `tile emit`'s stages, an unknown one refused with the list.
/// `tile check --resources` reads, from tileiras's cubins, that the bf16 GEMM tile 128x256x64
/// spills with 4 worker warps and not with 8 (what the W0005 warning is for).
fn resources_spill(ctx: &Context, tools: &Toolchain) -> Result<(), Failed> {
    use tile_jit::aot::{self, AotOptions, BackendSettings};
    let module = load(ctx, &ctx.path("bench/gpu-checks/spill.tile"))?;
    let settings = BackendSettings { tool: Some(tools.tileiras.clone()), ..BackendSettings::default() };
    let options = AotOptions { settings, ..AotOptions::default() };
    let found = aot::resources(&module, &options).map_err(|e| e.to_string())?;
    let spills: Vec<(bool, bool)> = found.iter().map(|k| (k.resources.is_some(), k.spills())).collect();
    if spills != [(true, true), (true, false)] {
        return Err(format!("expected W=4 to spill and W=8 not to: {found:?}").into());
    }
    Ok(())
}

fn backend_build_manifest(ctx: &Context) -> Result<(), Failed> {
    use tile_jit::aot::{self, AotOptions, BackendSettings, Builder, Emitted};
    let fake = FakeTools::new(ctx, "build")?;
    let body = "out=''; while [ $# -gt 0 ]; do if [ \"$1\" = -o ]; then out=$2; shift; fi; shift; done; printf '\\177ELF fake cubin' > \"$out\"";
    let tileiras = fake.complete(body)?;
    let module = load(ctx, &ctx.path("examples/vector_add.tile"))?;
    let settings = BackendSettings { tool: Some(tileiras), ir_version: Some("13.3".into()) };
    let options = AotOptions { settings, no_cache: true, ..AotOptions::default() };
    let out = ctx.tmp.join("aot-build");
    let _ = std::fs::remove_dir_all(&out);
    let mut builder = Builder::new(&options, &out).map_err(|e| e.to_string())?;
    let first = builder.add(&module, "examples/vector_add.tile").map_err(|e| e.to_string())?;
    let again = builder.add(&module, "examples/vector_add.tile").map_err(|e| e.to_string())?;
    let (manifest, count) = builder.finish().map_err(|e| e.to_string())?;
    let n = module.kernels.len();
    if n == 0 || first.len() != n || again.len() != n || count != 2 * n {
        return Err(format!("{n} kernels, built {} then {}, manifest of {count}", first.len(), again.len()).into());
    }
    let mut p = Problems::new();
    if first.iter().any(|b| b.cache_hit) || again.iter().any(|b| !b.cache_hit) {
        p.push("the first compile of each kernel must run the tool, the second must hit the cache");
    }
    let name = format!("{}-{}.cubin", module.kernels[0].name, n);
    if again[0].path != out.join(&name) {
        p.push(format!("the second image of `{}` is {}, not {name}", module.kernels[0].name, again[0].path.display()));
    }
    match std::fs::read(&first[0].path) {
        Ok(bytes) if bytes.starts_with(b"\x7fELF") => {}
        other => p.push(format!("{}: not the tool's output: {other:?}", first[0].path.display())),
    }
    let json = std::fs::read_to_string(&manifest).map_err(|e| e.to_string())?;
    for part in ["\"backend\": \"tileir\"", "\"target\": \"sm_90\"", "bytecode 13.3", "\"image\": \"", "\"block\": [\n        1,\n        1,\n        1\n      ]", "\"dynamic_shared_bytes\": 0", "\"c_type\": \"void*\""] {
        if !json.contains(part) {
            p.push(format!("the manifest lacks {part:?}:\n{}", indent(&json, 4)));
        }
    }
    match aot::emit(&module, "tileir", &options) {
        Ok(e) if e.len() == n && matches!(&e[0], Ok(Emitted::Text(t)) if t.contains("entry @")) => {}
        other => p.push(format!("emit --stage tileir: {other:?}")),
    }
    match aot::emit(&module, "ptx", &options) {
        Err(e) if e.message.contains("tileir, bytecode") => {}
        other => p.push(format!("an unknown stage must be refused with the list of stages: {other:?}")),
    }
    p.finish()
}

type CaseFn = fn(&Context) -> Result<(), Failed>;

/// Every trial of the back-end tests.
pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = Vec::new();
    let mut goldens = Vec::new();
    let tools = toolchain();
    if let Err(why) = tools {
        eprintln!("codegen::tileiras trials are ignored: {}", why.lines().next().unwrap_or(why));
    }
    for &(label, dir, ext) in SOURCES {
        let files = match crate::kernel_sources(&ctx.path(dir), ext) {
            Ok(f) => f,
            Err(e) => {
                trials.push(crate::collect_error(
                    format!("codegen::{label}"),
                    format!("cannot list {dir}: {e}"),
                ));
                continue;
            }
        };
        for path in files {
            let stem = crate::stem(&path);
            goldens.push(golden_path(ctx, label, &stem));
            let (c, p) = (ctx.clone(), path.clone());
            trials.push(Trial::test(format!("codegen::tileir/{label}/{stem}"), move || {
                golden_trial(&c, label, &p)
            }));
            let name = format!("codegen::tileiras/{label}/{stem}");
            trials.push(match tools {
                Ok(t) => {
                    let c = ctx.clone();
                    Trial::test(name, move || tileiras_trial(&c, t, &path))
                }
                Err(_) => Trial::test(name, || Ok(())).with_ignored_flag(true),
            });
        }
    }
    let c = ctx.clone();
    trials.push(Trial::test("codegen::stale-goldens", move || stale_goldens(&c, &goldens)));
    let c = ctx.clone();
    trials.push(Trial::test("codegen::determinism", move || determinism_trial(&c)));
    trials.push(match tools {
        Ok(t) => {
            let c = ctx.clone();
            Trial::test("codegen::tileiras::resources-spill", move || resources_spill(&c, t))
        }
        Err(_) => Trial::test("codegen::tileiras::resources-spill", || Ok(())).with_ignored_flag(true),
    });
    let c = ctx.clone();
    let unix_only = cfg!(not(unix));
    trials.push(Trial::test("codegen::backend::build-manifest", move || backend_build_manifest(&c)).with_ignored_flag(unix_only));
    let cases: [(&str, CaseFn); 6] = [
        ("not-found", toolchain_not_found),
        ("bad-setting", toolchain_bad_setting),
        ("no-libnvvm", toolchain_no_libnvvm),
        ("mismatched-ptxas", toolchain_mismatched_ptxas),
        ("cuda-home", toolchain_cuda_home),
        ("unsupported-target", toolchain_unsupported_target),
    ];
    for (name, f) in cases {
        let c = ctx.clone();
        let unix_only = cfg!(not(unix)) && name != "not-found" && name != "bad-setting";
        trials.push(
            Trial::test(format!("codegen::toolchain::{name}"), move || f(&c)).with_ignored_flag(unix_only),
        );
    }
    let name = "codegen::toolchain::rejected";
    trials.push(match tools {
        Ok(t) => {
            let c = ctx.clone();
            Trial::test(name, move || toolchain_rejected(&c, t))
        }
        Err(_) => Trial::test(name, || Ok(())).with_ignored_flag(true),
    });
    trials
}
