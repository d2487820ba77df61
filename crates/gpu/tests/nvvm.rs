//! libNVVM end to end: NVVM IR text in, PTX out, on the CPU (no GPU needed).
//!
//! Each trial finds libNVVM the way tile does ([`LibNvvm::discover`]: `TILE_LIBNVVM`,
//! `CUDA_HOME`, the toolkit folders, `.tools/nvvm`, site-packages). Where none is found every
//! trial is reported *ignored* with the reason, never passed; `scripts/install-nvvm.sh`
//! installs the pinned release into `.tools/nvvm`. `TILE_REQUIRE_NVVM=1` turns "not found" into
//! a failure, for machines that must have it. The ptxas trials also need ptxas of the same
//! release (beside the library, or `.tools/nvvm/nvidia/cu13/bin/ptxas`) and are ignored, with
//! the reason, without it.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use libtest_mimic::{Arguments, Completion, Failed, Trial};
use tile_gpu::nvvm::{max_ptx_isa_for_driver, ptx_isa_version, LibNvvm, NvvmConfig, NvvmError};

/// The header every module needs (nvvm-lowering.md §4.1): without the datalayout libNVVM fails
/// with "Data Layout string is empty", without the triple with "Module does not contain a
/// triple", and without `!nvvmir.version` with an IR version mismatch.
const DATALAYOUT: &str = "target datalayout = \"e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64\"\n";

const TRIPLE: &str = "target triple = \"nvptx64-nvidia-cuda\"\n";

const IR_VERSION: &str = "!nvvmir.version = !{!99}\n!99 = !{i32 2, i32 0}\n";

/// `vadd(a, b, c, n)`: `c[i] = a[i] + b[i]` for `i < n`, one element per thread.
const VADD_BODY: &str = r#"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x()

define void @vadd(float addrspace(1)* noalias readonly %a, float addrspace(1)* noalias readonly %b, float addrspace(1)* noalias %c, i32 %n) {
entry:
  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %ctaid = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %ntid = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %ctaid, %ntid
  %i = add i32 %base, %tid
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %idx = zext i32 %i to i64
  %pa = getelementptr inbounds float, float addrspace(1)* %a, i64 %idx
  %pb = getelementptr inbounds float, float addrspace(1)* %b, i64 %idx
  %pc = getelementptr inbounds float, float addrspace(1)* %c, i64 %idx
  %va = load float, float addrspace(1)* %pa, align 4
  %vb = load float, float addrspace(1)* %pb, align 4
  %sum = fadd float %va, %vb
  store float %sum, float addrspace(1)* %pc, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, float addrspace(1)*, float addrspace(1)*, i32)* @vadd, !"kernel", i32 1}
"#;

/// `vexp(x, y, n)`: `y[i] = expf(x[i])` through libdevice's `__nv_expf`.
const VEXP_BODY: &str = r#"
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare float @__nv_expf(float)

define void @vexp(float addrspace(1)* %x, float addrspace(1)* %y, i32 %n) {
entry:
  %i = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %in = icmp ult i32 %i, %n
  br i1 %in, label %body, label %exit
body:
  %idx = zext i32 %i to i64
  %px = getelementptr inbounds float, float addrspace(1)* %x, i64 %idx
  %py = getelementptr inbounds float, float addrspace(1)* %y, i64 %idx
  %v = load float, float addrspace(1)* %px, align 4
  %e = call float @__nv_expf(float %v)
  store float %e, float addrspace(1)* %py, align 4
  br label %exit
exit:
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (float addrspace(1)*, float addrspace(1)*, i32)* @vexp, !"kernel", i32 1}
"#;

fn vadd_ir() -> String {
    format!("{DATALAYOUT}{TRIPLE}{VADD_BODY}{IR_VERSION}")
}

fn vexp_ir() -> String {
    format!("{DATALAYOUT}{TRIPLE}{VEXP_BODY}{IR_VERSION}")
}

type Body = fn(&LibNvvm) -> Completion;

const TRIALS: &[(&str, Body)] = &[
    ("versions_and_identity", versions_and_identity),
    ("vadd_compute_90", vadd_compute_90),
    ("vadd_compute_80", vadd_compute_80),
    ("libdevice_resolves_expf", libdevice_resolves_expf),
    ("without_libdevice_expf_stays_extern", without_libdevice_expf_stays_extern),
    ("library_without_libdevice_beside_it", library_without_libdevice_beside_it),
    ("bad_ir_is_rejected_with_a_log", bad_ir_is_rejected_with_a_log),
    ("missing_ir_version_is_rejected", missing_ir_version_is_rejected),
    ("missing_datalayout_is_rejected", missing_datalayout_is_rejected),
    ("unsupported_intrinsic_is_rejected_at_compile", unsupported_intrinsic_is_rejected_at_compile),
    ("bad_option_is_rejected", bad_option_is_rejected),
    ("concurrent_compiles_agree", concurrent_compiles_agree),
    ("ptxas_assembles_vadd_for_sm_90", ptxas_assembles_vadd_for_sm_90),
    ("ptxas_refuses_unresolved_expf", ptxas_refuses_unresolved_expf),
];

fn main() {
    let args = Arguments::from_args();
    let trials =
        TRIALS.iter().map(|&(name, body)| Trial::ignorable_test(name, move || run(name, body))).collect();
    libtest_mimic::run(&args, trials).exit()
}

/// The library every trial uses, found once.
fn libnvvm() -> &'static Result<LibNvvm, NvvmError> {
    static LIB: OnceLock<Result<LibNvvm, NvvmError>> = OnceLock::new();
    LIB.get_or_init(|| LibNvvm::discover(&NvvmConfig::from_env()))
}

fn require_nvvm() -> bool {
    std::env::var_os("TILE_REQUIRE_NVVM").is_some_and(|v| v == "1")
}

fn run(name: &str, body: Body) -> Result<Completion, Failed> {
    match libnvvm() {
        Ok(lib) => Ok(body(lib)),
        Err(e) if e.is_not_found() && !require_nvvm() => Ok(Completion::ignored_with(format!(
            "no libNVVM (scripts/install-nvvm.sh installs it): {e}"
        ))),
        Err(e) => Err(format!("{name}: {e}").into()),
    }
}

fn compile(lib: &LibNvvm, ir: &str, options: &[&str], link_libdevice: bool) -> String {
    match lib.compile("test.ll", ir, options, link_libdevice) {
        Ok(out) => out.ptx,
        Err(e) => panic!("libNVVM at {} did not compile the test kernel:\n{e}", lib.path().display()),
    }
}

fn rejection(lib: &LibNvvm, ir: &str, options: &[&str]) -> (&'static str, String, String) {
    match lib.compile("bad.ll", ir, options, false) {
        Err(NvvmError::Rejected { stage, code, log }) => (stage, code, log),
        Err(other) => panic!("expected a rejection, got: {other}"),
        Ok(out) => panic!("libNVVM accepted IR it should refuse; PTX:\n{}", out.ptx),
    }
}

fn versions_and_identity(lib: &LibNvvm) -> Completion {
    let (major, minor) = lib.version();
    let ir = lib.ir_version();
    eprintln!(
        "libNVVM {major}.{minor}, IR {}.{}, debug {}.{}, at {}",
        ir.0,
        ir.1,
        ir.2,
        ir.3,
        lib.path().display()
    );
    // The test modules declare `!nvvmir.version` 2.0: libNVVM must accept IR version 2.
    assert_eq!(ir.0, 2, "IR version {ir:?}");
    assert!(major >= 2, "nvvmVersion {major}.{minor}");
    let identity = lib.identity();
    assert!(identity.contains(&lib.path().display().to_string()), "{identity}");
    assert!(identity.contains(&format!("libnvvm {major}.{minor} ir 2.{}", ir.1)), "{identity}");
    // Loading the same path again gives the same library, with the same identity.
    let again = LibNvvm::load(lib.path()).unwrap();
    assert_eq!(again.identity(), identity);
    assert_eq!(again.libdevice(), lib.libdevice());
    Completion::Completed
}

/// The pinned libNVVM 13.0 writes PTX ISA 9.0, which an R580 (CUDA 13.0) driver JITs.
fn check_vadd_ptx(ptx: &str, target: &str) {
    assert!(ptx.contains(".visible .entry vadd("), "no kernel entry in:\n{ptx}");
    assert!(ptx.contains(&format!(".target {target}")), "not for {target}:\n{ptx}");
    assert!(ptx.contains("add.f32") || ptx.contains("add.rn.f32"), "no f32 add in:\n{ptx}");
    assert!(
        ptx.lines().any(|l| l.trim() == ".version 9.0"),
        "expected `.version 9.0` (libNVVM 13.0):\n{ptx}"
    );
    let isa = ptx_isa_version(ptx).expect("a .version directive");
    assert_eq!(isa, (9, 0));
    assert!(isa <= max_ptx_isa_for_driver((13, 0)), "PTX ISA {isa:?} is too new for a CUDA 13.0 driver");
}

fn vadd_compute_90(lib: &LibNvvm) -> Completion {
    check_vadd_ptx(&compile(lib, &vadd_ir(), &["-arch=compute_90"], false), "sm_90");
    Completion::Completed
}

fn vadd_compute_80(lib: &LibNvvm) -> Completion {
    check_vadd_ptx(&compile(lib, &vadd_ir(), &["-arch=compute_80", "-opt=3"], false), "sm_80");
    Completion::Completed
}

fn libdevice_resolves_expf(lib: &LibNvvm) -> Completion {
    assert!(lib.libdevice().is_some(), "no libdevice beside {}", lib.path().display());
    let ptx = compile(lib, &vexp_ir(), &["-arch=compute_90"], true);
    assert!(ptx.contains(".visible .entry vexp("), "{ptx}");
    assert!(!ptx.contains(".extern .func __nv_"), "libdevice was not linked:\n{ptx}");
    // __nv_expf is range reduction around the hardware exp2.
    assert!(ptx.contains("ex2.approx"), "no ex2.approx in:\n{ptx}");
    Completion::Completed
}

fn without_libdevice_expf_stays_extern(lib: &LibNvvm) -> Completion {
    let ptx = compile(lib, &vexp_ir(), &["-arch=compute_90"], false);
    let line = ptx.lines().find(|l| l.contains(".extern .func") && l.contains("__nv_expf"));
    assert!(line.is_some(), "expected `.extern .func ... __nv_expf` without libdevice:\n{ptx}");
    Completion::Completed
}

/// The library alone in a folder (a hard link, or a copy across file systems): it loads and
/// compiles, but a compile that asks for libdevice is `MissingLibdevice`, naming where it looked.
fn library_without_libdevice_beside_it(lib: &LibNvvm) -> Completion {
    let dir = scratch_dir();
    let lone = dir.join("lib/libnvvm.so.4");
    std::fs::create_dir_all(lone.parent().unwrap()).unwrap();
    if std::fs::hard_link(lib.path(), &lone).is_err() {
        std::fs::copy(lib.path(), &lone).unwrap();
    }
    let alone = LibNvvm::load(&lone).unwrap();
    assert_eq!(alone.libdevice(), None);
    assert_ne!(alone.identity(), lib.identity());
    assert!(alone.compile("vadd", &vadd_ir(), &["-arch=compute_90"], false).is_ok());
    match alone.compile("vexp", &vexp_ir(), &["-arch=compute_90"], true) {
        Err(NvvmError::MissingLibdevice { library, expected }) => {
            assert_eq!(library, lone);
            assert!(expected.contains(&dir.join("nvvm/libdevice/libdevice.10.bc")), "{expected:?}");
        }
        other => panic!("expected MissingLibdevice, got {other:?}"),
    }
    let _ = std::fs::remove_dir_all(&dir);
    Completion::Completed
}

fn bad_ir_is_rejected_with_a_log(lib: &LibNvvm) -> Completion {
    // An undefined value: a parse error.
    let ir = vadd_ir().replace("%sum = fadd float %va, %vb", "%sum = fadd float %va, %undefined");
    let (stage, code, log) = rejection(lib, &ir, &["-arch=compute_90"]);
    assert_eq!(stage, "verify", "{code}: {log}");
    assert!(code.starts_with("NVVM_ERROR_"), "{code}");
    assert!(log.contains("undefined"), "the log should name the undefined value:\n{log}");
    let text = NvvmError::Rejected { stage, code, log }.to_string();
    assert!(
        text.starts_with("error: libNVVM rejected the NVVM IR (verify failed with NVVM_ERROR_"),
        "{text}"
    );
    assert!(text.contains("\n  | "), "the log should be quoted:\n{text}");
    Completion::Completed
}

fn missing_ir_version_is_rejected(lib: &LibNvvm) -> Completion {
    let ir = format!("{DATALAYOUT}{TRIPLE}{VADD_BODY}");
    let (_, code, log) = rejection(lib, &ir, &["-arch=compute_90"]);
    assert!(code.starts_with("NVVM_ERROR_IR_VERSION_MISMATCH"), "{code}: {log}");
    Completion::Completed
}

fn missing_datalayout_is_rejected(lib: &LibNvvm) -> Completion {
    let ir = format!("{TRIPLE}{VADD_BODY}{IR_VERSION}");
    let (stage, code, log) = rejection(lib, &ir, &["-arch=compute_90"]);
    assert_eq!(stage, "verify", "{code}: {log}");
    assert!(log.contains("data layout"), "{code}: {log}");
    Completion::Completed
}

/// IR that verifies but that libNVVM 13.0 cannot compile: the `ldmatrix` intrinsic
/// (nvvm-lowering.md §4.2: "unsupported operation"; inline PTX is the way).
fn unsupported_intrinsic_is_rejected_at_compile(lib: &LibNvvm) -> Completion {
    let body = r#"
declare {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3i8(i8 addrspace(3)*)

define void @ldm(i8 addrspace(3)* %tile, i32 addrspace(1)* %out) {
  %r = call {i32, i32, i32, i32} @llvm.nvvm.ldmatrix.sync.aligned.m8n8.x4.b16.p3i8(i8 addrspace(3)* %tile)
  %first = extractvalue {i32, i32, i32, i32} %r, 0
  store i32 %first, i32 addrspace(1)* %out
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{void (i8 addrspace(3)*, i32 addrspace(1)*)* @ldm, !"kernel", i32 1}
"#;
    let ir = format!("{DATALAYOUT}{TRIPLE}{body}{IR_VERSION}");
    let (stage, code, log) = rejection(lib, &ir, &["-arch=compute_90"]);
    assert_eq!(stage, "compile", "{code}: {log}");
    assert!(code.starts_with("NVVM_ERROR_COMPILATION"), "{code}: {log}");
    assert!(log.contains("unsupported operation"), "{code}: {log}");
    Completion::Completed
}

fn bad_option_is_rejected(lib: &LibNvvm) -> Completion {
    for option in ["-arch=compute_9000", "-opt=7"] {
        let (stage, code, log) = rejection(lib, &vadd_ir(), &[option]);
        assert_eq!(stage, "verify", "{option}: {code}: {log}");
        assert!(code.starts_with("NVVM_ERROR_INVALID_OPTION"), "{option}: {code}: {log}");
    }
    Completion::Completed
}

/// libNVVM is documented thread-safe: four threads compiling at once get the same PTX as one.
fn concurrent_compiles_agree(lib: &LibNvvm) -> Completion {
    let expected = compile(lib, &vexp_ir(), &["-arch=compute_90"], true);
    let results: Vec<String> = std::thread::scope(|s| {
        let handles: Vec<_> =
            (0..4).map(|_| s.spawn(|| compile(lib, &vexp_ir(), &["-arch=compute_90"], true))).collect();
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    });
    for ptx in results {
        assert_eq!(ptx, expected);
    }
    Completion::Completed
}

/// ptxas of libNVVM's release: beside the library (wheel: `lib/../bin`; toolkit:
/// `nvvm/lib64/../../bin`), else in this workspace's `.tools/nvvm`.
fn ptxas(lib: &LibNvvm) -> Option<PathBuf> {
    let dir = lib.path().parent()?;
    let beside = [dir.join("../bin/ptxas"), dir.join("../../bin/ptxas")];
    let tools = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.tools/nvvm/nvidia/cu13/bin/ptxas");
    beside.into_iter().chain([tools]).find(|p| p.is_file())
}

/// A fresh folder of this process under the system temporary folder.
fn scratch_dir() -> PathBuf {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let n = NEXT.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("tile-nvvm-test-{}-{n}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `ptxas -arch=sm_90` on `ptx`; returns whether it succeeded, its stderr and the cubin.
fn assemble(ptxas: &Path, ptx: &str, name: &str) -> (bool, String, Vec<u8>) {
    let dir = scratch_dir();
    let (input, output) = (dir.join(format!("{name}.ptx")), dir.join(format!("{name}.cubin")));
    std::fs::write(&input, ptx).unwrap();
    let out = Command::new(ptxas)
        .arg("-arch=sm_90")
        .arg(&input)
        .arg("-o")
        .arg(&output)
        .stdin(Stdio::null())
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", ptxas.display()));
    let cubin = std::fs::read(&output).unwrap_or_default();
    let _ = std::fs::remove_dir_all(&dir);
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned(), cubin)
}

fn no_ptxas(lib: &LibNvvm) -> Completion {
    Completion::ignored_with(format!(
        "no ptxas beside {} or in .tools/nvvm (scripts/install-nvvm.sh installs it)",
        lib.path().display()
    ))
}

fn ptxas_assembles_vadd_for_sm_90(lib: &LibNvvm) -> Completion {
    let Some(ptxas) = ptxas(lib) else { return no_ptxas(lib) };
    for (name, ptx) in [
        ("vadd", compile(lib, &vadd_ir(), &["-arch=compute_90"], false)),
        ("vexp", compile(lib, &vexp_ir(), &["-arch=compute_90"], true)),
    ] {
        let (ok, stderr, cubin) = assemble(&ptxas, &ptx, name);
        assert!(ok, "{} -arch=sm_90 refused the PTX of {name}:\n{stderr}\n{ptx}", ptxas.display());
        assert!(cubin.starts_with(b"\x7fELF"), "{name}: no ELF cubin written");
    }
    Completion::Completed
}

/// The failure libdevice prevents shows at ptxas time, not in libNVVM.
fn ptxas_refuses_unresolved_expf(lib: &LibNvvm) -> Completion {
    let Some(ptxas) = ptxas(lib) else { return no_ptxas(lib) };
    let ptx = compile(lib, &vexp_ir(), &["-arch=compute_90"], false);
    let (ok, stderr, _) = assemble(&ptxas, &ptx, "vexp_unlinked");
    assert!(!ok, "ptxas accepted PTX with an unresolved __nv_expf");
    assert!(stderr.contains("__nv_expf"), "{stderr}");
    Completion::Completed
}
