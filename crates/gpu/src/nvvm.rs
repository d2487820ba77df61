//! libNVVM, loaded at run time: NVVM IR text in, PTX out ([`LibNvvm::compile`]).
//!
//! libNVVM ships with the CUDA toolkit (`$CUDA_HOME/nvvm/lib64/libnvvm.so`) and on PyPI
//! (`nvidia-nvvm`, `nvidia/cu13/lib/libnvvm.so.4`). The PTX it writes must not be newer
//! than the driver that loads it, so the library to use is the one of the driver's CUDA
//! release or an older one; `scripts/install-nvvm.sh` installs CUDA 13.0's into `.tools/nvvm`.
//! Search order ([`NvvmConfig::candidates`]): an explicit path, `TILE_LIBNVVM`, `.tools/nvvm`
//! folders above the current folder, the executable and this workspace, then `CUDA_HOME`,
//! `CUDA_PATH` and `/usr/local/cuda`. Math functions come from libdevice
//! (`libdevice.10.bc`), found beside the library.
//!
//! Loading and calling are the only `unsafe` here: the library stays loaded for the process
//! (a [`LibNvvm`] owns it), and every call passes buffers sized as libNVVM asked.

use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// `nvvmResult`: 0 is success.
type NvvmResult = c_int;
/// `nvvmProgram`: an opaque handle.
type Program = *mut c_void;

/// Where to look for libNVVM.
#[derive(Clone, Debug, Default)]
pub struct NvvmConfig {
    /// This library and nothing else.
    pub explicit: Option<PathBuf>,
    /// Skip the environment and the default folders (for tests).
    pub explicit_only: bool,
}

impl NvvmConfig {
    /// The search of the environment: `TILE_LIBNVVM` first.
    pub fn from_env() -> NvvmConfig {
        let explicit = std::env::var_os("TILE_LIBNVVM").filter(|v| !v.is_empty()).map(PathBuf::from);
        NvvmConfig { explicit, explicit_only: false }
    }

    /// Only the library at `path`.
    pub fn explicit(path: PathBuf) -> NvvmConfig {
        NvvmConfig { explicit: Some(path), explicit_only: true }
    }

    /// The libraries to try, in order.
    pub fn candidates(&self) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = self.explicit.iter().cloned().collect();
        if self.explicit_only || self.explicit.is_some() {
            return out;
        }
        for dir in tools_dirs() {
            out.push(dir.join("nvidia/cu13/lib/libnvvm.so.4"));
        }
        for var in ["CUDA_HOME", "CUDA_PATH"] {
            if let Some(home) = std::env::var_os(var).filter(|v| !v.is_empty()) {
                out.push(Path::new(&home).join("nvvm/lib64/libnvvm.so"));
            }
        }
        out.push(PathBuf::from("/usr/local/cuda/nvvm/lib64/libnvvm.so"));
        out.dedup();
        out
    }
}

/// `.tools/nvvm` folders above the current folder, above the executable, and in this
/// workspace.
fn tools_dirs() -> Vec<PathBuf> {
    let mut starts: Vec<PathBuf> = std::env::current_dir().into_iter().collect();
    starts.extend(std::env::current_exe().ok().and_then(|p| p.parent().map(Path::to_path_buf)));
    let mut out = Vec::new();
    for start in starts {
        for dir in start.ancestors() {
            let candidate = dir.join(".tools/nvvm");
            if candidate.is_dir() && !out.contains(&candidate) {
                out.push(candidate);
            }
        }
    }
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.tools/nvvm");
    if workspace.is_dir() {
        out.push(workspace);
    }
    out
}

/// How to install a libNVVM the 580 driver (CUDA 13.0) accepts.
pub const INSTALL_HINT: &str =
    "run scripts/install-nvvm.sh (installs CUDA 13.0's libNVVM into .tools/nvvm), or set TILE_LIBNVVM=/path/to/libnvvm.so";

/// What went wrong with libNVVM.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NvvmError {
    /// No library loaded: every path tried, with why.
    NotFound { tried: Vec<(PathBuf, String)> },
    /// The library loaded but lacks libdevice beside it.
    NoLibdevice { lib: PathBuf, tried: Vec<PathBuf> },
    /// libNVVM refused the IR: its log.
    Compile { stage: &'static str, log: String },
    /// A call failed in a way the log does not explain.
    Call { function: &'static str, message: String },
}

impl fmt::Display for NvvmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NvvmError::NotFound { tried } => {
                writeln!(f, "error: libNVVM was not found")?;
                for (p, why) in tried {
                    writeln!(f, "  = note: {}: {why}", p.display())?;
                }
                write!(f, "  = help: {INSTALL_HINT}")
            }
            NvvmError::NoLibdevice { lib, tried } => {
                let t: Vec<String> = tried.iter().map(|p| p.display().to_string()).collect();
                write!(f, "error: libNVVM at {} has no libdevice.10.bc beside it (looked at {})\n  = help: {INSTALL_HINT}", lib.display(), t.join(", "))
            }
            NvvmError::Compile { stage, log } => write!(f, "libNVVM {stage} failed:\n{log}"),
            NvvmError::Call { function, message } => write!(f, "libNVVM's {function} failed: {message}"),
        }
    }
}

impl std::error::Error for NvvmError {}

/// What a compile gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvvmOutput {
    pub ptx: String,
    /// Warnings libNVVM printed (empty when none).
    pub log: String,
}

/// The entry points, resolved once.
struct Api {
    version: unsafe extern "C" fn(*mut c_int, *mut c_int) -> NvvmResult,
    ir_version: unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> NvvmResult,
    create: unsafe extern "C" fn(*mut Program) -> NvvmResult,
    destroy: unsafe extern "C" fn(*mut Program) -> NvvmResult,
    add_module: unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> NvvmResult,
    lazy_add_module: unsafe extern "C" fn(Program, *const c_char, usize, *const c_char) -> NvvmResult,
    verify: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> NvvmResult,
    compile: unsafe extern "C" fn(Program, c_int, *const *const c_char) -> NvvmResult,
    result_size: unsafe extern "C" fn(Program, *mut usize) -> NvvmResult,
    result: unsafe extern "C" fn(Program, *mut c_char) -> NvvmResult,
    log_size: unsafe extern "C" fn(Program, *mut usize) -> NvvmResult,
    log: unsafe extern "C" fn(Program, *mut c_char) -> NvvmResult,
    error_string: unsafe extern "C" fn(NvvmResult) -> *const c_char,
}

/// A loaded libNVVM with its libdevice.
pub struct LibNvvm {
    path: PathBuf,
    libdevice: Vec<u8>,
    libdevice_path: PathBuf,
    version: (i32, i32),
    ir_version: (i32, i32),
    api: Api,
    /// libNVVM programs are not documented as thread-safe across one library: compiles take
    /// turns.
    lock: Mutex<()>,
    _lib: libloading::Library,
}

impl fmt::Debug for LibNvvm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LibNvvm").field("path", &self.path).field("version", &self.version).finish_non_exhaustive()
    }
}

impl LibNvvm {
    /// The first library of the search that loads, with its libdevice.
    pub fn load(cfg: &NvvmConfig) -> Result<LibNvvm, NvvmError> {
        let mut tried = Vec::new();
        for path in cfg.candidates() {
            if !path.exists() {
                tried.push((path, "does not exist".to_string()));
                continue;
            }
            match LibNvvm::open(&path) {
                Ok(lib) => return lib.with_libdevice(),
                Err(why) => tried.push((path, why)),
            }
        }
        Err(NvvmError::NotFound { tried })
    }

    fn open(path: &Path) -> Result<LibNvvm, String> {
        // SAFETY: loading libNVVM runs its initialisers, which only set up its own state; the
        // library is kept for as long as the function pointers taken from it (`_lib`).
        let lib = unsafe { libloading::Library::new(path) }.map_err(|e| e.to_string())?;
        macro_rules! sym {
            ($name:literal) => {
                // SAFETY: the symbol is libNVVM's documented entry point of this signature
                // (nvvm.h), and the pointer is used only while `lib` is alive.
                *unsafe { lib.get($name) }.map_err(|e| format!("{}: {e}", String::from_utf8_lossy($name)))?
            };
        }
        let api = Api {
            version: sym!(b"nvvmVersion"),
            ir_version: sym!(b"nvvmIRVersion"),
            create: sym!(b"nvvmCreateProgram"),
            destroy: sym!(b"nvvmDestroyProgram"),
            add_module: sym!(b"nvvmAddModuleToProgram"),
            lazy_add_module: sym!(b"nvvmLazyAddModuleToProgram"),
            verify: sym!(b"nvvmVerifyProgram"),
            compile: sym!(b"nvvmCompileProgram"),
            result_size: sym!(b"nvvmGetCompiledResultSize"),
            result: sym!(b"nvvmGetCompiledResult"),
            log_size: sym!(b"nvvmGetProgramLogSize"),
            log: sym!(b"nvvmGetProgramLog"),
            error_string: sym!(b"nvvmGetErrorString"),
        };
        let (mut major, mut minor, mut ir_major, mut ir_minor, mut dbg_major, mut dbg_minor) = (0, 0, 0, 0, 0, 0);
        // SAFETY: both calls write plain ints through valid pointers.
        let ok = unsafe { (api.version)(&mut major, &mut minor) == 0 && (api.ir_version)(&mut ir_major, &mut ir_minor, &mut dbg_major, &mut dbg_minor) == 0 };
        if !ok {
            return Err("nvvmVersion failed".to_string());
        }
        Ok(LibNvvm {
            path: path.to_path_buf(),
            libdevice: Vec::new(),
            libdevice_path: PathBuf::new(),
            version: (major, minor),
            ir_version: (ir_major, ir_minor),
            api,
            lock: Mutex::new(()),
            _lib: lib,
        })
    }

    fn with_libdevice(mut self) -> Result<LibNvvm, NvvmError> {
        let dir = self.path.parent().unwrap_or(Path::new("."));
        let tried: Vec<PathBuf> = ["../libdevice/libdevice.10.bc", "../nvvm/libdevice/libdevice.10.bc", "libdevice.10.bc"]
            .iter()
            .map(|rel| dir.join(rel))
            .collect();
        match tried.iter().find_map(|p| std::fs::read(p).ok().map(|b| (p.clone(), b))) {
            Some((p, bytes)) => {
                self.libdevice = bytes;
                self.libdevice_path = p;
                Ok(self)
            }
            None => Err(NvvmError::NoLibdevice { lib: self.path.clone(), tried }),
        }
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `nvvmVersion`: libNVVM's own version (`(2, 0)` for CUDA 12 and 13 releases).
    pub fn version(&self) -> (i32, i32) {
        self.version
    }

    /// `nvvmIRVersion`: the NVVM IR version it reads.
    pub fn ir_version(&self) -> (i32, i32) {
        self.ir_version
    }

    /// What distinguishes this library's output: its versions and a digest of the library
    /// and libdevice files (two releases share `nvvmVersion`).
    pub fn identity(&self) -> String {
        let size = std::fs::metadata(&self.path).map(|m| m.len()).unwrap_or(0);
        format!(
            "libNVVM {}.{} (IR {}.{}; {} bytes); libdevice {} bytes",
            self.version.0,
            self.version.1,
            self.ir_version.0,
            self.ir_version.1,
            size,
            self.libdevice.len()
        )
    }

    /// Where the library and libdevice were found.
    pub fn notes(&self) -> Vec<String> {
        vec![format!("libNVVM: {}", self.path.display()), format!("libdevice: {}", self.libdevice_path.display())]
    }

    /// Verifies and compiles one module (linked with libdevice when `libdevice`) with
    /// libNVVM options such as `-arch=compute_90`.
    pub fn compile(&self, ir: &str, options: &[String], libdevice: bool) -> Result<NvvmOutput, NvvmError> {
        let _turn = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        let opts: Vec<CString> = options.iter().map(|o| CString::new(o.as_str()).expect("options have no NUL")).collect();
        let ptrs: Vec<*const c_char> = opts.iter().map(|o| o.as_ptr()).collect();
        let program = Prog::create(&self.api)?;
        let name = c"tile";
        // SAFETY: the buffers outlive the calls; sizes are the buffers' lengths.
        unsafe {
            self.check("nvvmAddModuleToProgram", (self.api.add_module)(program.0, ir.as_ptr().cast(), ir.len(), name.as_ptr()))?;
            if libdevice {
                let r = (self.api.lazy_add_module)(program.0, self.libdevice.as_ptr().cast(), self.libdevice.len(), c"libdevice".as_ptr());
                self.check("nvvmLazyAddModuleToProgram", r)?;
            }
            if (self.api.verify)(program.0, ptrs.len() as c_int, ptrs.as_ptr()) != 0 {
                return Err(NvvmError::Compile { stage: "verification", log: program.log(&self.api) });
            }
            if (self.api.compile)(program.0, ptrs.len() as c_int, ptrs.as_ptr()) != 0 {
                return Err(NvvmError::Compile { stage: "compilation", log: program.log(&self.api) });
            }
            let mut size = 0usize;
            self.check("nvvmGetCompiledResultSize", (self.api.result_size)(program.0, &mut size))?;
            let mut buf = vec![0u8; size.max(1)];
            self.check("nvvmGetCompiledResult", (self.api.result)(program.0, buf.as_mut_ptr().cast()))?;
            let ptx = CStr::from_bytes_until_nul(&buf).map(|c| c.to_string_lossy().into_owned()).unwrap_or_default();
            Ok(NvvmOutput { ptx, log: program.log(&self.api) })
        }
    }

    fn check(&self, function: &'static str, r: NvvmResult) -> Result<(), NvvmError> {
        if r == 0 {
            return Ok(());
        }
        // SAFETY: nvvmGetErrorString returns a static NUL-terminated string for any code.
        let message = unsafe { CStr::from_ptr((self.api.error_string)(r)) }.to_string_lossy().into_owned();
        Err(NvvmError::Call { function, message })
    }
}

/// An `nvvmProgram`, destroyed on drop.
struct Prog<'a>(Program, &'a Api);

impl<'a> Prog<'a> {
    fn create(api: &'a Api) -> Result<Prog<'a>, NvvmError> {
        let mut p: Program = std::ptr::null_mut();
        // SAFETY: nvvmCreateProgram writes a handle through a valid pointer.
        let r = unsafe { (api.create)(&mut p) };
        if r != 0 || p.is_null() {
            return Err(NvvmError::Call { function: "nvvmCreateProgram", message: format!("result {r}") });
        }
        Ok(Prog(p, api))
    }

    /// The program's log (empty when there is none).
    fn log(&self, api: &Api) -> String {
        let mut size = 0usize;
        // SAFETY: the log buffer has the size libNVVM reported.
        unsafe {
            if (api.log_size)(self.0, &mut size) != 0 || size <= 1 {
                return String::new();
            }
            let mut buf = vec![0u8; size];
            if (api.log)(self.0, buf.as_mut_ptr().cast()) != 0 {
                return String::new();
            }
            CStr::from_bytes_until_nul(&buf).map(|c| c.to_string_lossy().trim_end().to_string()).unwrap_or_default()
        }
    }
}

impl Drop for Prog<'_> {
    fn drop(&mut self) {
        // SAFETY: the handle came from nvvmCreateProgram and is destroyed once.
        unsafe {
            (self.1.destroy)(&mut self.0);
        }
    }
}

// SAFETY: the function pointers are plain C entry points; compiles are serialised by `lock`.
unsafe impl Send for LibNvvm {}
// SAFETY: as above: shared access only reads immutable fields or takes the lock.
unsafe impl Sync for LibNvvm {}
