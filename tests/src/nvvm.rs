//! NVVM back-end tests: IR goldens, libNVVM and ptxas acceptance, determinism, and the coded
//! error of what it does not lower.
//!
//! * `nvvm::ir/<label>/<stem>`: every kernel of `examples/*.tile`, `tests/tir/*.tile` and
//!   `tests/codegen/tir/*.tir` lowers to NVVM IR equal to the golden
//!   `tests/codegen/nvvm/<label>__<stem>.ll` (a kernel the back end does not lower is recorded
//!   there with its message): the first specialisation of each kernel whole, the later ones as
//!   fingerprints (length, SHA-256, counts of tile instructions). `tests/tir/hints.tile` has no
//!   golden: its hints are Tile IR's, and its GEMM's IR alone is 600 KB; the stdlib's kernels
//!   are the examples' in other specialisations.
//! * `nvvm::libnvvm/<label>/<stem>`: every kernel of every codegen source (examples, stdlib,
//!   tests) compiles with libNVVM for compute_80 and compute_90 (compute_90a where the sm_90
//!   IR holds `wgmma`) with nothing left unresolved, and ptxas assembles the PTX for sm_80 and
//!   sm_90 (sm_90a) (libNVVM accepts names it does not know as external functions, which only
//!   ptxas rejects). Ignored, with the reason printed once,
//!   without libNVVM (`scripts/install-nvvm.sh` installs CUDA 13.0's with ptxas).
//! * `nvvm::libnvvm::build-cubins`: `tile build --backend nvvm` assembles each kernel with
//!   the ptxas beside libNVVM: the manifest names cubins (with registers to read), the PTX
//!   beside them. Ignored without libNVVM and its ptxas.
//! * `nvvm::determinism`: the same kernel gives the same IR twice.
//! * `nvvm::unsupported`: a kernel whose tiles need more shared memory than a block has fails
//!   with the back end's coded message.

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use libtest_mimic::{Failed, Trial};
use tile_codegen::nvvm::{emit_ir, LowerError, NvvmIr};
use tile_codegen::Target;
use tile_gpu::nvvm::{LibNvvm, NvvmConfig};
use tile_lang::tir::{self, Module};

use crate::codegen::{header, load, SOURCES};
use crate::golden::{self, Outcome};
use crate::{indent, panics, Context, Problems};

/// Where the IR goldens live.
pub const GOLDEN_DIR: &str = "tests/codegen/nvvm";

/// Sources with IR goldens: (label, folder, extension, files left out).
const GOLDEN_SOURCES: &[(&str, &str, &str, &[&str])] =
    &[("examples", "examples", "tile", &[]), ("tir", "tests/tir", "tile", &["hints"]), ("text", "tests/codegen/tir", "tir", &[])];

/// libNVVM (found once per run) and the ptxas beside it, or why there is none.
fn libnvvm() -> &'static Result<(LibNvvm, Option<PathBuf>), String> {
    static LIB: OnceLock<Result<(LibNvvm, Option<PathBuf>), String>> = OnceLock::new();
    LIB.get_or_init(|| {
        let lib = LibNvvm::discover(&NvvmConfig::from_env()).map_err(|e| e.to_string())?;
        let dir = lib.path().parent().map(Path::to_path_buf).unwrap_or_default();
        let ptxas = ["../bin/ptxas", "../../bin/ptxas"].iter().map(|r| dir.join(r)).find(|p| p.is_file());
        Ok((lib, ptxas))
    })
}

/// `tile build --backend nvvm` with ptxas beside libNVVM: each image in the manifest is a
/// cubin for the target that declares the kernel's symbol, with the PTX beside it.
fn build_cubins(ctx: &Context) -> Result<(), Failed> {
    use tile_jit::aot::{AotOptions, Builder};
    let module = load(ctx, &ctx.path("examples/softmax.tile"))?;
    let options = AotOptions { backend: "nvvm".into(), no_cache: true, ..AotOptions::default() };
    let out = ctx.tmp.join("nvvm-build");
    let _ = std::fs::remove_dir_all(&out);
    let mut builder = Builder::new(&options, &out).map_err(|e| e.to_string())?;
    let built = builder.add(&module, "examples/softmax.tile").map_err(|e| e.to_string())?;
    let (manifest, count) = builder.finish().map_err(|e| e.to_string())?;
    if built.is_empty() || count != built.len() {
        return Err(format!("built {} images, manifest of {count}", built.len()).into());
    }
    let json = std::fs::read_to_string(&manifest).map_err(|e| e.to_string())?;
    for (b, k) in built.iter().zip(&module.kernels) {
        let bytes = std::fs::read(&b.path).map_err(|e| format!("{}: {e}", b.path.display()))?;
        let name = b.path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        if !name.ends_with(".cubin") || !bytes.starts_with(b"\x7fELF") || !json.contains(&format!("\"{name}\"")) {
            return Err(format!("{}: not a cubin the manifest names ({} bytes)", b.path.display(), bytes.len()).into());
        }
        if tile_gpu::cubin_resources(&bytes, &k.name).is_none() {
            return Err(format!("{}: no resources for `{}` in the cubin", b.path.display(), k.name).into());
        }
        if !b.path.with_extension("ptx").is_file() {
            return Err(format!("no PTX beside {}", b.path.display()).into());
        }
    }
    Ok(())
}

/// The NVVM back end says at engine start whether a driver can load its PTX: CUDA 13.0's
/// libNVVM writes PTX ISA 9.0, which a CUDA 13.0 driver loads and a 12.4 driver does not;
/// the check needs no libdevice.
fn driver_check(lib: &LibNvvm) -> Result<(), Failed> {
    use tile_codegen::Backend;
    let nvvm = tile_codegen::nvvm::Nvvm::new(NvvmConfig { library: Some(lib.path().to_path_buf()), explicit_only: true });
    let isa = nvvm.ptx_isa().map_err(|e| e.to_string())?;
    let newest = (13, 9);
    nvvm.check_driver(newest).map_err(|e| format!("a CUDA {newest:?} driver must load PTX ISA {isa:?}: {e}"))?;
    match nvvm.check_driver((12, 4)) {
        Err(e) if e.message.contains("newer than this driver (CUDA 12.4)") && isa > (8, 4) => {}
        Ok(()) if isa <= (8, 4) => {}
        other => return Err(format!("PTX ISA {isa:?} against a CUDA 12.4 driver: {other:?}").into()),
    }
    // Without libdevice beside it (a copy of the library in an empty folder: a link would be
    // followed back to libdevice) the check still runs: its empty kernel calls no math function.
    let dir = std::env::temp_dir().join(format!("tile-nvvm-probe-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let copy = dir.join("libnvvm.so");
    std::fs::copy(lib.path(), &copy).map_err(|e| e.to_string())?;
    let bare = tile_codegen::nvvm::Nvvm::new(NvvmConfig { library: Some(copy), explicit_only: true });
    let alone = bare.ptx_isa();
    let _ = std::fs::remove_dir_all(&dir);
    alone.map(|_| ()).map_err(|e| format!("the driver check needs libdevice: {e}").into())
}

/// One kernel's IR for the default target (sm_90), or the line recording why it did not lower.
fn kernel_ir(k: &tir::Kernel) -> Result<Result<String, LowerError>, String> {
    Ok(kernel_ir_for(k, Target::DEFAULT)?.map(|ir| ir.text))
}

/// One kernel's IR for `target`, or why it did not lower.
fn kernel_ir_for(k: &tir::Kernel, target: Target) -> Result<Result<NvvmIr, LowerError>, String> {
    panics::catch(|| emit_ir(k, target, true))
        .map_err(|msg| format!("the NVVM back end panicked on kernel `{}`:\n{}", k.name, indent(&msg, 4)))
}

/// The golden text of a module: each kernel after a `; kernel name [spec]` line, its first
/// specialisation written out whole and each later one of the same kernel as its
/// [`fingerprint`]. The specialisations of one kernel differ in their constants, so the first
/// shows what a change of the back end does to the kernel's code, and the fingerprints that it
/// reached the others; written out whole, the matmul example's 114 specialisations made a
/// golden of 13.6 MB that no diff could be read in (`tile emit FILE --backend nvvm --stage ir`
/// prints any of them).
fn module_text(m: &Module) -> Result<String, String> {
    let mut out = String::new();
    let mut written = std::collections::HashSet::new();
    for (i, k) in m.kernels.iter().enumerate() {
        if i > 0 {
            out.push('\n');
        }
        out.push_str(&header(k).replacen("//", ";", 1));
        match kernel_ir(k)? {
            Ok(text) if written.insert(k.name.clone()) => out.push_str(&text),
            Ok(text) => out.push_str(&fingerprint(&k.name, &text)),
            Err(e) if e.unsupported => out.push_str(&format!("; not lowered: {e}\n")),
            Err(e) => return Err(e.to_string()),
        }
    }
    Ok(out)
}

/// The marks a fingerprint counts the lines of: the instructions that say how a kernel moves
/// and multiplies its tiles.
const FINGERPRINT_MARKS: &[&str] =
    &["mma.sync", "wgmma", "ldmatrix", "cp.async", "mbarrier", "barrier0", "shfl", "atom", "addrspace(3)", "addrspace(1)"];

/// A later specialisation's IR in the golden: its length, the SHA-256 of its text (any change
/// of the IR changes it) and how many of its lines hold each of [`FINGERPRINT_MARKS`].
fn fingerprint(name: &str, ir: &str) -> String {
    use sha2::{Digest, Sha256};
    let digest = Sha256::digest(ir.as_bytes());
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    let counts: Vec<String> = FINGERPRINT_MARKS
        .iter()
        .map(|mark| (mark, ir.lines().filter(|l| l.contains(mark)).count()))
        .filter(|&(_, n)| n > 0)
        .map(|(mark, n)| format!("{mark} {n}"))
        .collect();
    format!(
        "; another specialisation of `{name}` (the first is written out above): {} lines, sha256 {hex}\n; lines with {}\n",
        ir.lines().count(),
        if counts.is_empty() { "none of the marks".to_string() } else { counts.join(", ") }
    )
}

fn golden_path(ctx: &Context, label: &str, stem: &str) -> PathBuf {
    ctx.path(GOLDEN_DIR).join(format!("{label}__{stem}.ll"))
}

fn golden_trial(ctx: &Context, label: &str, path: &Path) -> Result<(), Failed> {
    let stem = crate::stem(path);
    let text = module_text(&load(ctx, path)?)?;
    let golden = golden_path(ctx, label, &stem);
    match golden::check(ctx, &golden, &text, &format!("nvvm::ir/{label}/{stem}")) {
        Outcome::Same => Ok(()),
        Outcome::Blessed => {
            eprintln!("blessed {}", ctx.rel(&golden));
            Ok(())
        }
        Outcome::Failed(f) => Err(Failed::from(f)),
    }
}

/// Every kernel that lowers: libNVVM compiles it for compute_80 and compute_90, and ptxas
/// assembles the PTX.
fn libnvvm_trial(ctx: &Context, lib: &LibNvvm, ptxas: Option<&Path>, path: &Path) -> Result<(), Failed> {
    let module = load(ctx, path)?;
    let mut p = Problems::new();
    let scratch = ctx.tmp.join("nvvm-ptx");
    std::fs::create_dir_all(&scratch).map_err(|e| format!("cannot create {}: {e}", scratch.display()))?;
    for (i, k) in module.kernels.iter().enumerate() {
        let what = format!("kernel `{}`{}", k.name, header(k).trim_start_matches("// kernel").trim_end());
        for sm in [80, 90] {
            let ir = match kernel_ir_for(k, Target::new(sm))? {
                Ok(ir) => ir,
                Err(e) if e.unsupported => break,
                Err(e) => {
                    p.push(format!("{what}: {e}"));
                    break;
                }
            };
            // sm_90's IR may hold `wgmma`: compute_90a and sm_90a then.
            let sm = ir.arch.as_str();
            let arch = format!("-arch=compute_{sm}");
            let ptx = match lib.compile(&k.name, &ir.text, &[arch.as_str()], true) {
                Ok(out) => out.ptx,
                Err(e) => {
                    p.push(format!("{what}: libNVVM, compute_{sm}:\n{}", indent(&e.to_string(), 4)));
                    continue;
                }
            };
            // The launch passes the ABI's parameters, then the tensor maps.
            let flat = tile_codegen::kernel_abi(k).flat.len();
            let maps = ir.tensor_maps.iter().flatten().count();
            match tile_gpu::declared_param_count(ptx.as_bytes(), &k.name) {
                Some(n) if n == flat + maps => {}
                other => p.push(format!("{what}: compute_{sm} PTX entry lists {other:?} parameters, the ABI {flat} and {maps} tensor maps")),
            }
            // vprintf is the driver's; anything else extern is a name libNVVM did not know.
            if let Some(line) = ptx.lines().find(|l| l.contains(".extern .func") && !l.trim_end().ends_with("vprintf")) {
                p.push(format!("{what}: compute_{sm} PTX calls an unresolved function: {}", line.trim()));
            }
            if let Some(ptxas) = ptxas {
                let file = scratch.join(format!("{}-{i}-{}-sm{sm}.ptx", crate::stem(path), k.name));
                std::fs::write(&file, &ptx).map_err(|e| format!("cannot write {}: {e}", file.display()))?;
                let out = std::process::Command::new(ptxas)
                    .args([format!("-arch=sm_{sm}").as_str(), "-o", "/dev/null"])
                    .arg(&file)
                    .output()
                    .map_err(|e| format!("cannot run {}: {e}", ptxas.display()))?;
                if !out.status.success() {
                    let err = String::from_utf8_lossy(&out.stderr);
                    p.push(format!("{what}: ptxas sm_{sm} rejected {}:\n{}", file.display(), indent(&err, 4)));
                }
            }
        }
    }
    p.finish()
}

fn determinism_trial(ctx: &Context) -> Result<(), Failed> {
    let mut p = Problems::new();
    for path in crate::list_files(&ctx.path("examples"), "tile").map_err(|e| e.to_string())? {
        let (a, b) = (load(ctx, &path)?, load(ctx, &path)?);
        for (ka, kb) in a.kernels.iter().zip(&b.kernels) {
            let (once, again, other) = (kernel_ir(ka)?, kernel_ir(ka)?, kernel_ir(kb)?);
            if once != again || once != other {
                p.push(format!("{}: kernel `{}` gives different NVVM IR on another emission", ctx.rel(&path), ka.name));
            }
        }
    }
    p.finish()
}

/// What the back end cannot lower fails with its coded message, which names the other back end.
fn unsupported_trial() -> Result<(), Failed> {
    // `mma` stages both operands in shared memory: 2 x 128 KB here, and a block has 227 KB.
    let text = "kernel @k (%a a: array<f32, 2>, %c c: array<f32, 2>) {\n  %c0 = constant 0 : tile<i32>\n  %x = load zero %a[%c0, %c0] : tile<128x256xf32>\n  %y = load zero %a[%c0, %c0] : tile<256x128xf32>\n  %z = constant 0.0 : tile<128x128xf32>\n  %m = mma %x, %y, %z : tile<128x128xf32>\n  store %c[%c0, %c0], %m\n  return\n}";
    let k = tir::parse::parse_kernel(text).map_err(|e| format!("the test kernel does not parse: {e}"))?;
    match emit_ir(&k, Target::DEFAULT, true) {
        Err(e) if e.unsupported && e.to_string().contains("--backend tileir") && e.to_string().contains("shared memory") => Ok(()),
        Err(e) => Err(format!("unexpected error: {e}").into()),
        Ok(_) => Err("a kernel needing 256 KB of shared memory lowered; update this test to a kernel the back end does not lower".into()),
    }
}

fn stale_goldens(ctx: &Context, expected: &[PathBuf]) -> Result<(), Failed> {
    golden::check_stale(ctx, GOLDEN_DIR, "ll", expected, "nvvm::stale-goldens")
}

pub fn trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = Vec::new();
    let mut goldens = Vec::new();
    for &(label, dir, ext, left_out) in GOLDEN_SOURCES {
        let files = match crate::kernel_sources(&ctx.path(dir), ext) {
            Ok(f) => f,
            Err(e) => {
                trials.push(crate::collect_error(format!("nvvm::ir/{label}"), format!("cannot list {dir}: {e}")));
                continue;
            }
        };
        for path in files.into_iter().filter(|p| !left_out.contains(&crate::stem(p).as_str())) {
            let stem = crate::stem(&path);
            goldens.push(golden_path(ctx, label, &stem));
            let c = ctx.clone();
            trials.push(Trial::test(format!("nvvm::ir/{label}/{stem}"), move || {
                golden_trial(&c, label, &path)
            }));
        }
    }
    let lib = libnvvm();
    if let Err(why) = lib {
        eprintln!("nvvm::libnvvm trials are ignored: {}", why.lines().next().unwrap_or(why));
    }
    for &(label, dir, ext) in SOURCES {
        for path in crate::kernel_sources(&ctx.path(dir), ext).unwrap_or_default() {
            let name = format!("nvvm::libnvvm/{label}/{}", crate::stem(&path));
            trials.push(match lib {
                Ok((lib, ptxas)) => {
                    let c = ctx.clone();
                    Trial::test(name, move || libnvvm_trial(&c, lib, ptxas.as_deref(), &path))
                }
                Err(_) => Trial::test(name, || Ok(())).with_ignored_flag(true),
            });
        }
    }
    trials.push(match lib {
        Ok((lib, _)) => Trial::test("nvvm::libnvvm::driver-check", move || driver_check(lib)),
        Err(_) => Trial::test("nvvm::libnvvm::driver-check", || Ok(())).with_ignored_flag(true),
    });
    let c = ctx.clone();
    trials.push(match lib {
        Ok((_, Some(_))) => Trial::test("nvvm::libnvvm::build-cubins", move || build_cubins(&c)),
        _ => Trial::test("nvvm::libnvvm::build-cubins", || Ok(())).with_ignored_flag(true),
    });
    let c = ctx.clone();
    trials.push(Trial::test("nvvm::stale-goldens", move || stale_goldens(&c, &goldens)));
    let c = ctx.clone();
    trials.push(Trial::test("nvvm::determinism", move || determinism_trial(&c)));
    trials.push(Trial::test("nvvm::unsupported", unsupported_trial));
    trials
}
