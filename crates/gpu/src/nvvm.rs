//! libNVVM, NVIDIA's NVVM IR → PTX compiler, loaded at run time: [`LibNvvm`].
//!
//! The NVVM back end lowers TIR to NVVM IR (LLVM 7 text with typed pointers) and hands it to
//! libNVVM, which writes PTX; the driver JIT-compiles that PTX when the module is loaded.
//! Nothing here touches the library until [`LibNvvm::discover`] or [`LibNvvm::load`] is called,
//! so every binary still starts on a machine without libNVVM. A library is opened once per path
//! and kept for the life of the process.
//!
//! # Which release
//! libNVVM of CUDA 13.0 ([`PINNED_RELEASE`]: the `nvidia-nvvm==13.0.88` wheel, or a 13.0
//! toolkit). libNVVM 13.1 and newer write a newer PTX ISA (`.version 9.1`, ...) than the R580
//! driver (CUDA 13.0, PTX ISA 9.0) can JIT; [`ptx_isa_version`] and [`max_ptx_isa_for_driver`]
//! let the launch layer refuse such PTX with a clear message instead of a driver error.
//!
//! # Where libNVVM is looked for, in order
//! 1. an explicit path ([`NvvmConfig::library`]);
//! 2. the environment variable `TILE_LIBNVVM`;
//! 3. `$CUDA_HOME`, then `$CUDA_PATH`: `nvvm/lib64/libnvvm.so` (toolkit layout), then
//!    `lib/libnvvm.so.4` (the variable pointing into an unpacked wheel);
//! 4. the standard toolkit folders `/usr/local/cuda`, `/usr/local/cuda-13.0`, `/opt/cuda`;
//! 5. the project tools folder `.tools/nvvm` (filled by `scripts/install-nvvm.sh`)
//!    looked for above the current folder, above the running executable and in this
//!    workspace: `nvidia/cu13/lib/libnvvm.so.4`;
//! 6. a pip-installed `nvidia/cu13/lib/libnvvm.so.4` in Python's site-packages folders.
//!
//! An explicit path or `TILE_LIBNVVM` that names no file is an error, not a reason to look
//! elsewhere: a setting the user made should not be silently ignored.
//!
//! libdevice (`libdevice.10.bc`, the bitcode behind `__nv_expf` and the other math functions)
//! is looked for beside the library: `../nvvm/libdevice/` from the wheel's `lib/`, and
//! `../libdevice/` from the toolkit's `nvvm/lib64/`.
//!
//! # Compiling
//! [`LibNvvm::compile`] makes one libNVVM program per call: add the module, lazily add
//! libdevice (libNVVM keeps only the functions used), verify, compile, read the PTX and the
//! log. A module libNVVM refuses is [`NvvmError::Rejected`] with libNVVM's log; whether that is
//! a bug in tile is for the caller to say. Forgetting libdevice does not fail here: the PTX
//! then declares `.extern .func __nv_expf` and ptxas or the driver fails later.
//!
//! # Threads
//! libNVVM documents its API as thread-safe, and each compile uses a program of its own, so
//! [`LibNvvm`] is `Send + Sync` and compiles may run concurrently.

use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void, CStr, CString};
use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use std::time::UNIX_EPOCH;

use libloading::Library;

/// The libNVVM release tile is tested with; its PTX (ISA 9.0) is what an R580 driver JITs.
pub const PINNED_RELEASE: &str = "13.0.88";

/// How to get a working libNVVM: the project script, pip, or a path.
pub const INSTALL_HINT: &str = "run scripts/install-nvvm.sh (installs into .tools/nvvm), or: \
     pip install nvidia-nvvm==13.0.88, or set TILE_LIBNVVM=/path/to/libnvvm.so";

/// The environment variable naming a libNVVM to use instead of searching.
const ENV_VAR: &str = "TILE_LIBNVVM";

/// The library inside a CUDA toolkit.
const TOOLKIT_LIB: &str = "nvvm/lib64/libnvvm.so";

/// The library inside an unpacked `nvidia-nvvm` wheel (a `--target` folder or site-packages).
const WHEEL_LIB: &str = "nvidia/cu13/lib/libnvvm.so.4";

/// The library relative to the `nvidia/cu13` folder a `CUDA_HOME` may name.
const WHEEL_ROOT_LIB: &str = "lib/libnvvm.so.4";

/// Toolkit roots at the places installers put them.
const SYSTEM_ROOTS: [&str; 3] = ["/usr/local/cuda", "/usr/local/cuda-13.0", "/opt/cuda"];

/// The project tools folder `scripts/install-nvvm.sh` installs libNVVM 13.0 into.
const TOOLS_DIR: &str = ".tools/nvvm";

const LIBDEVICE: &str = "libdevice.10.bc";

/// Where to look for libNVVM beyond the defaults (see the module doc for the search order).
#[derive(Clone, Debug, Default)]
pub struct NvvmConfig {
    /// Use this library and nothing else.
    pub library: Option<PathBuf>,
    /// Skip every place but [`NvvmConfig::library`] (for tests).
    pub explicit_only: bool,
}

impl NvvmConfig {
    /// The default search. `TILE_LIBNVVM` and the other variables are read by
    /// [`LibNvvm::discover`] itself, so this is the same as [`NvvmConfig::default`]; it exists
    /// so that callers read like those of the other tool configurations.
    pub fn from_env() -> NvvmConfig {
        NvvmConfig::default()
    }
}

/// PTX and libNVVM's messages for one compiled module.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NvvmOutput {
    pub ptx: String,
    /// libNVVM's log: warnings on success; often empty.
    pub log: String,
}

/// A libNVVM problem, phrased for the user: what was found, what is wrong, how to fix it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NvvmError {
    /// No libNVVM in any of the places searched.
    NotFound { searched: Vec<String> },
    /// An explicit setting names a file that does not exist.
    BadSetting { setting: String, path: PathBuf },
    /// The file exists but could not be loaded as libNVVM (the loader's message, or a missing
    /// entry point).
    Load { path: PathBuf, detail: String },
    /// A compile asked for libdevice, and none is beside the library.
    MissingLibdevice { library: PathBuf, expected: Vec<PathBuf> },
    /// libNVVM refused the IR. `stage`: `"add"` (`nvvmAddModuleToProgram`), `"verify"` or
    /// `"compile"`; `code`: the `nvvmResult` name and number; `log`: libNVVM's log.
    Rejected { stage: &'static str, code: String, log: String },
    /// Something that should not fail did (creating a program, reading a result, a NUL byte in
    /// an option).
    Internal(String),
}

impl NvvmError {
    /// True when no libNVVM was found at all (as opposed to one that is broken or refused
    /// the IR): the caller may skip NVVM work.
    pub fn is_not_found(&self) -> bool {
        matches!(self, NvvmError::NotFound { .. })
    }

    /// True when libNVVM refused the IR it was given.
    pub fn is_rejected(&self) -> bool {
        matches!(self, NvvmError::Rejected { .. })
    }
}

impl fmt::Display for NvvmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use NvvmError::*;
        match self {
            NotFound { searched } => {
                writeln!(f, "error: libNVVM (the NVVM IR to PTX compiler) not found")?;
                writeln!(f, "  = searched: {}", searched.join("; "))?;
                write!(f, "  = help: {INSTALL_HINT}")
            }
            BadSetting { setting, path } => write!(
                f,
                "error: {setting} names `{}`, which is not a file\n  = help: point it at libnvvm.so \
                 (toolkit: <cuda>/nvvm/lib64/libnvvm.so; wheel: nvidia/cu13/lib/libnvvm.so.4), or unset \
                 it to search the usual places; to install one: {INSTALL_HINT}",
                path.display()
            ),
            Load { path, detail } => write!(
                f,
                "error: `{}` could not be loaded as libNVVM: {detail}\n  = help: reinstall libNVVM \
                 {PINNED_RELEASE}: {INSTALL_HINT}",
                path.display()
            ),
            MissingLibdevice { library, expected } => {
                let expected: Vec<String> = expected.iter().map(|p| format!("`{}`", p.display())).collect();
                write!(
                    f,
                    "error: libNVVM at `{}` has no libdevice beside it (looked for {})\n  = note: \
                     kernels that call math functions (__nv_expf, ...) need it\n  = help: use a complete \
                     libNVVM {PINNED_RELEASE} installation: {INSTALL_HINT}",
                    library.display(),
                    expected.join(", ")
                )
            }
            Rejected { stage, code, log } => {
                write!(f, "error: libNVVM rejected the NVVM IR ({stage} failed with {code})")?;
                write!(f, "\n  = note: the installation works; it is the IR that was not accepted")?;
                let log = log.trim();
                if log.is_empty() {
                    write!(f, "\n  = note: libNVVM's log is empty")?;
                }
                for line in log.lines().take(40) {
                    write!(f, "\n  | {line}")?;
                }
                Ok(())
            }
            Internal(detail) => write!(f, "error: libNVVM failed unexpectedly: {detail}"),
        }
    }
}

impl std::error::Error for NvvmError {}

/// A loaded libNVVM. Cheap to clone (one shared handle per library path); `Send + Sync`.
#[derive(Clone)]
pub struct LibNvvm {
    inner: Arc<Inner>,
}

struct Inner {
    path: PathBuf,
    api: Api,
    version: (i32, i32),
    ir_version: (i32, i32, i32, i32),
    libdevice: Option<PathBuf>,
    identity: String,
    /// libdevice's bytes, read on the first compile that links it.
    libdevice_bytes: OnceLock<Arc<Vec<u8>>>,
}

/// Every library opened so far, by the path it was opened with: libNVVM is loaded once per
/// path and never unloaded (the function pointers in [`Api`] must stay valid).
static LOADED: OnceLock<Mutex<HashMap<PathBuf, LibNvvm>>> = OnceLock::new();

impl LibNvvm {
    /// Finds libNVVM (see the module doc for the order) and loads it.
    pub fn discover(cfg: &NvvmConfig) -> Result<LibNvvm, NvvmError> {
        let path = locate(cfg, &Environment::current())?;
        LibNvvm::load(&path)
    }

    /// Loads the libNVVM at `path`, or returns the one already loaded from that path.
    pub fn load(path: &Path) -> Result<LibNvvm, NvvmError> {
        let mut loaded = LOADED.get_or_init(Mutex::default).lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(lib) = loaded.get(path) {
            return Ok(lib.clone());
        }
        let lib = LibNvvm::open(path)?;
        loaded.insert(path.to_path_buf(), lib.clone());
        Ok(lib)
    }

    fn open(path: &Path) -> Result<LibNvvm, NvvmError> {
        let api = Api::open(path)?;
        let version = api.version()?;
        let ir_version = api.ir_version()?;
        let identity = identity(path, version, ir_version);
        let libdevice = find_libdevice(path);
        let inner = Inner {
            path: path.to_path_buf(),
            api,
            version,
            ir_version,
            libdevice,
            identity,
            libdevice_bytes: OnceLock::new(),
        };
        Ok(LibNvvm { inner: Arc::new(inner) })
    }

    /// The path the library was loaded from.
    pub fn path(&self) -> &Path {
        &self.inner.path
    }

    /// `nvvmVersion`: (major, minor); libNVVM 13.0 reports (2, 0).
    pub fn version(&self) -> (i32, i32) {
        self.inner.version
    }

    /// `nvvmIRVersion`: (IR major, IR minor, debug metadata major, debug metadata minor). The IR
    /// pair is what a module's `!nvvmir.version` must state.
    pub fn ir_version(&self) -> (i32, i32, i32, i32) {
        self.inner.ir_version
    }

    /// `libdevice.10.bc` beside the library, if there is one.
    pub fn libdevice(&self) -> Option<&Path> {
        self.inner.libdevice.as_deref()
    }

    /// A stable identity for cache keys: the versions, the path, and the file's size and
    /// modification time, so that replacing the library changes it.
    pub fn identity(&self) -> String {
        self.inner.identity.clone()
    }

    /// Verifies then compiles one NVVM IR module (text) named `name` with `options` (e.g.
    /// `-arch=compute_90`, `-ftz=1`), linking libdevice lazily when `link_libdevice`. Returns
    /// the PTX and libNVVM's log.
    pub fn compile(
        &self,
        name: &str,
        ir: &str,
        options: &[&str],
        link_libdevice: bool,
    ) -> Result<NvvmOutput, NvvmError> {
        let libdevice = if link_libdevice { Some(self.libdevice_bytes()?) } else { None };
        let options = c_strings(options)?;
        let option_ptrs: Vec<*const c_char> = options.iter().map(|o| o.as_ptr()).collect();
        let name = CString::new(name)
            .map_err(|_| NvvmError::Internal(format!("module name {name:?} contains a NUL byte")))?;
        let program = Program::create(&self.inner.api)?;
        program.add(ir.as_bytes(), &name, false).map_err(|code| program.rejected("add", code))?;
        if let Some(bitcode) = &libdevice {
            let lazy = program.add(bitcode, c"libdevice.10.bc", true);
            lazy.map_err(|code| self.inner.api.internal("nvvmLazyAddModuleToProgram(libdevice)", code))?;
        }
        program.verify(&option_ptrs).map_err(|code| program.rejected("verify", code))?;
        program.compile(&option_ptrs).map_err(|code| program.rejected("compile", code))?;
        Ok(NvvmOutput { ptx: program.result()?, log: program.log() })
    }

    /// libdevice's bytes, read once.
    fn libdevice_bytes(&self) -> Result<Arc<Vec<u8>>, NvvmError> {
        if let Some(bytes) = self.inner.libdevice_bytes.get() {
            return Ok(bytes.clone());
        }
        let Some(path) = self.libdevice() else {
            let expected = libdevice_candidates(self.path());
            return Err(NvvmError::MissingLibdevice { library: self.path().to_path_buf(), expected });
        };
        let bytes = std::fs::read(path)
            .map_err(|e| NvvmError::Internal(format!("reading libdevice `{}`: {e}", path.display())))?;
        // Two threads may both read it; either copy serves.
        Ok(self.inner.libdevice_bytes.get_or_init(|| Arc::new(bytes)).clone())
    }
}

impl fmt::Debug for LibNvvm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("LibNvvm")
            .field("path", &self.inner.path)
            .field("version", &self.inner.version)
            .field("ir_version", &self.inner.ir_version)
            .field("libdevice", &self.inner.libdevice)
            .finish()
    }
}

fn c_strings(options: &[&str]) -> Result<Vec<CString>, NvvmError> {
    let to_c = |o: &&str| {
        CString::new(*o).map_err(|_| NvvmError::Internal(format!("compile option {o:?} contains a NUL byte")))
    };
    options.iter().map(to_c).collect()
}

/// Versions, path, and the file's size and modification time (nanoseconds since the epoch).
fn identity(path: &Path, version: (i32, i32), ir: (i32, i32, i32, i32)) -> String {
    let file = match std::fs::metadata(path) {
        Ok(m) => {
            let modified = m.modified().ok().and_then(|t| t.duration_since(UNIX_EPOCH).ok());
            format!("{} bytes, modified {}", m.len(), modified.map_or(0, |d| d.as_nanos()))
        }
        Err(_) => "no file metadata".to_string(),
    };
    format!(
        "libnvvm {}.{} ir {}.{} debug {}.{} at {} ({file})",
        version.0,
        version.1,
        ir.0,
        ir.1,
        ir.2,
        ir.3,
        path.display()
    )
}

// ---- the C API ----

/// `nvvmResult`: 0 is `NVVM_SUCCESS`.
type NvvmResult = c_int;
/// `nvvmProgram`: an opaque `struct _nvvmProgram *`.
type RawProgram = *mut c_void;

type VersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int) -> NvvmResult;
type IrVersionFn = unsafe extern "C" fn(*mut c_int, *mut c_int, *mut c_int, *mut c_int) -> NvvmResult;
type ProgramFn = unsafe extern "C" fn(*mut RawProgram) -> NvvmResult;
type AddFn = unsafe extern "C" fn(RawProgram, *const c_char, usize, *const c_char) -> NvvmResult;
type RunFn = unsafe extern "C" fn(RawProgram, c_int, *const *const c_char) -> NvvmResult;
type SizeFn = unsafe extern "C" fn(RawProgram, *mut usize) -> NvvmResult;
type ReadFn = unsafe extern "C" fn(RawProgram, *mut c_char) -> NvvmResult;
type ErrorStringFn = unsafe extern "C" fn(NvvmResult) -> *const c_char;

/// The entry points this module calls, resolved once when the library is opened, with the
/// prototypes of `nvvm.h` (CUDA 13.0).
struct Api {
    version: VersionFn,
    ir_version: IrVersionFn,
    create: ProgramFn,
    destroy: ProgramFn,
    add: AddFn,
    lazy_add: AddFn,
    verify: RunFn,
    compile: RunFn,
    result_size: SizeFn,
    result: ReadFn,
    log_size: SizeFn,
    log: ReadFn,
    error_string: ErrorStringFn,
    /// Keeps the library mapped while the pointers above are in use. [`LOADED`] holds every
    /// `Api` until the process exits, so the library is never unloaded.
    _library: Library,
}

/// Looks `name` up in `library`.
///
/// # Safety
/// `T` must be the function pointer type of `name`'s C prototype.
unsafe fn symbol<T: Copy>(library: &Library, path: &Path, name: &str) -> Result<T, NvvmError> {
    // SAFETY: the caller vouches that `T` matches the symbol; looking it up calls nothing.
    match unsafe { library.get::<T>(name) } {
        Ok(f) => Ok(*f),
        Err(_) => Err(NvvmError::Load {
            path: path.to_path_buf(),
            detail: format!("it has no `{name}`; it is not libNVVM, or one older than CUDA 11"),
        }),
    }
}

impl Api {
    fn open(path: &Path) -> Result<Api, NvvmError> {
        // SAFETY: loading runs the library's initialisers; libNVVM is made to be dlopened by
        // applications (that is how NVIDIA's own samples and Numba use it), and its only
        // dependencies are libc, libm, libdl, librt and libpthread.
        let library = unsafe { Library::new(path) }.map_err(|e| NvvmError::Load {
            path: path.to_path_buf(),
            detail: crate::loader::loader_message(&e),
        })?;
        // SAFETY: each field's type alias above is the nvvm.h prototype of the symbol named
        // beside it.
        unsafe {
            Ok(Api {
                version: symbol(&library, path, "nvvmVersion")?,
                ir_version: symbol(&library, path, "nvvmIRVersion")?,
                create: symbol(&library, path, "nvvmCreateProgram")?,
                destroy: symbol(&library, path, "nvvmDestroyProgram")?,
                add: symbol(&library, path, "nvvmAddModuleToProgram")?,
                lazy_add: symbol(&library, path, "nvvmLazyAddModuleToProgram")?,
                verify: symbol(&library, path, "nvvmVerifyProgram")?,
                compile: symbol(&library, path, "nvvmCompileProgram")?,
                result_size: symbol(&library, path, "nvvmGetCompiledResultSize")?,
                result: symbol(&library, path, "nvvmGetCompiledResult")?,
                log_size: symbol(&library, path, "nvvmGetProgramLogSize")?,
                log: symbol(&library, path, "nvvmGetProgramLog")?,
                error_string: symbol(&library, path, "nvvmGetErrorString")?,
                _library: library,
            })
        }
    }

    fn version(&self) -> Result<(i32, i32), NvvmError> {
        let (mut major, mut minor) = (0, 0);
        // SAFETY: two out-pointers to locals.
        let code = unsafe { (self.version)(&mut major, &mut minor) };
        self.check("nvvmVersion", code)?;
        Ok((major, minor))
    }

    fn ir_version(&self) -> Result<(i32, i32, i32, i32), NvvmError> {
        let (mut a, mut b, mut c, mut d) = (0, 0, 0, 0);
        // SAFETY: four out-pointers to locals.
        let code = unsafe { (self.ir_version)(&mut a, &mut b, &mut c, &mut d) };
        self.check("nvvmIRVersion", code)?;
        Ok((a, b, c, d))
    }

    fn check(&self, call: &str, code: NvvmResult) -> Result<(), NvvmError> {
        if code == 0 {
            Ok(())
        } else {
            Err(self.internal(call, code))
        }
    }

    fn internal(&self, call: &str, code: NvvmResult) -> NvvmError {
        NvvmError::Internal(format!("{call} failed with {}", self.code_name(code)))
    }

    /// `NVVM_ERROR_INVALID_IR (6)`: libNVVM's name for `code`, and the number.
    fn code_name(&self, code: NvvmResult) -> String {
        // SAFETY: nvvmGetErrorString accepts any value and returns a static string (checked for
        // null in case an unknown code gets none).
        let text = unsafe { (self.error_string)(code) };
        if text.is_null() {
            return format!("nvvmResult {code}");
        }
        // SAFETY: non-null, NUL-terminated and static, per nvvm.h.
        let name = unsafe { CStr::from_ptr(text) }.to_string_lossy();
        format!("{name} ({code})")
    }
}

/// One `nvvmProgram`, used by one thread for one compile and destroyed on drop.
struct Program<'a> {
    api: &'a Api,
    raw: RawProgram,
}

impl<'a> Program<'a> {
    fn create(api: &'a Api) -> Result<Program<'a>, NvvmError> {
        let mut raw: RawProgram = std::ptr::null_mut();
        // SAFETY: an out-pointer to a local.
        let code = unsafe { (api.create)(&mut raw) };
        api.check("nvvmCreateProgram", code)?;
        Ok(Program { api, raw })
    }

    /// Adds a module, eagerly (IR text or bitcode) or lazily (bitcode whose functions are
    /// loaded only when used).
    fn add(&self, module: &[u8], name: &CStr, lazy: bool) -> Result<(), NvvmResult> {
        let add = if lazy { self.api.lazy_add } else { self.api.add };
        // SAFETY: `raw` is live; the buffer and its length describe `module`, which libNVVM
        // copies before returning; `name` is NUL-terminated.
        let code = unsafe { add(self.raw, module.as_ptr().cast(), module.len(), name.as_ptr()) };
        ok(code)
    }

    fn verify(&self, options: &[*const c_char]) -> Result<(), NvvmResult> {
        // SAFETY: `raw` is live; `options` holds `len` pointers to NUL-terminated strings that
        // outlive the call.
        ok(unsafe { (self.api.verify)(self.raw, options.len() as c_int, options_ptr(options)) })
    }

    fn compile(&self, options: &[*const c_char]) -> Result<(), NvvmResult> {
        // SAFETY: as in `verify`.
        ok(unsafe { (self.api.compile)(self.raw, options.len() as c_int, options_ptr(options)) })
    }

    /// The PTX of a successful compile.
    fn result(&self) -> Result<String, NvvmError> {
        let text = self.read(self.api.result_size, self.api.result);
        text.map_err(|code| self.api.internal("nvvmGetCompiledResult", code))
    }

    /// The program's log, or "" when it cannot be read.
    fn log(&self) -> String {
        self.read(self.api.log_size, self.api.log).unwrap_or_default()
    }

    /// Reads a NUL-terminated text whose size (NUL included) `size` reports into a buffer
    /// `read` fills.
    fn read(&self, size: SizeFn, read: ReadFn) -> Result<String, NvvmResult> {
        let mut len = 0usize;
        // SAFETY: `raw` is live; an out-pointer to a local.
        ok(unsafe { size(self.raw, &mut len) })?;
        let mut buf = vec![0u8; len.max(1)];
        // SAFETY: `raw` is live; `buf` has room for the `len` bytes libNVVM said it writes.
        ok(unsafe { read(self.raw, buf.as_mut_ptr().cast()) })?;
        let end = buf.iter().position(|&b| b == 0).unwrap_or(buf.len());
        buf.truncate(end);
        Ok(String::from_utf8_lossy(&buf).into_owned())
    }

    fn rejected(&self, stage: &'static str, code: NvvmResult) -> NvvmError {
        NvvmError::Rejected { stage, code: self.api.code_name(code), log: self.log() }
    }
}

impl Drop for Program<'_> {
    fn drop(&mut self) {
        // SAFETY: `raw` came from nvvmCreateProgram and is destroyed only here, once.
        unsafe { (self.api.destroy)(&mut self.raw) };
    }
}

fn ok(code: NvvmResult) -> Result<(), NvvmResult> {
    if code == 0 {
        Ok(())
    } else {
        Err(code)
    }
}

/// Null for no options, rather than a dangling pointer to an empty array.
fn options_ptr(options: &[*const c_char]) -> *const *const c_char {
    if options.is_empty() {
        std::ptr::null()
    } else {
        options.as_ptr()
    }
}

// ---- the search ----

/// What the search reads from outside its configuration. [`Environment::current`] reads the
/// real environment and file system; unit tests build one over a fake folder tree.
struct Environment {
    /// `TILE_LIBNVVM`, when set and not empty.
    tile_libnvvm: Option<PathBuf>,
    /// `CUDA_HOME` and `CUDA_PATH`, in that order, those set and not empty.
    cuda_vars: Vec<(&'static str, PathBuf)>,
    /// The standard toolkit roots.
    system_roots: Vec<PathBuf>,
    /// `.tools/nvvm` folders found above the current folder, the executable and this workspace.
    tool_dirs: Vec<PathBuf>,
    /// Python's site-packages folders; asked for last, since it runs python3.
    site_packages: Box<dyn Fn() -> Vec<PathBuf>>,
}

impl Environment {
    fn current() -> Environment {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
        let cuda_vars =
            ["CUDA_HOME", "CUDA_PATH"].into_iter().filter_map(|n| var(n).map(|p| (n, p))).collect();
        Environment {
            tile_libnvvm: var(ENV_VAR),
            cuda_vars,
            system_roots: SYSTEM_ROOTS.iter().map(PathBuf::from).collect(),
            tool_dirs: project_tool_dirs(),
            site_packages: Box::new(site_packages),
        }
    }
}

/// Finds a libNVVM file (see the module doc for the order).
fn locate(cfg: &NvvmConfig, env: &Environment) -> Result<PathBuf, NvvmError> {
    if let Some(p) = &cfg.library {
        return explicit(p, "the libNVVM setting");
    }
    if cfg.explicit_only {
        return Err(NvvmError::NotFound { searched: vec!["(explicit setting only)".into()] });
    }
    if let Some(p) = &env.tile_libnvvm {
        return explicit(p, ENV_VAR);
    }
    let mut searched = Vec::new();
    let mut candidates: Vec<(PathBuf, String)> = Vec::new();
    for (var, root) in &env.cuda_vars {
        candidates.push((root.join(TOOLKIT_LIB), format!("${var}")));
        candidates.push((root.join(WHEEL_ROOT_LIB), format!("${var}")));
    }
    candidates.extend(env.system_roots.iter().map(|r| (r.join(TOOLKIT_LIB), "CUDA toolkit".into())));
    candidates.extend(env.tool_dirs.iter().map(|d| (d.join(WHEEL_LIB), "project tools folder".into())));
    if let Some(found) = first_file(candidates, &mut searched) {
        return Ok(found);
    }
    let sites = (env.site_packages)();
    let candidates = sites.iter().map(|s| (s.join(WHEEL_LIB), "Python site-packages".into())).collect();
    first_file(candidates, &mut searched).ok_or(NvvmError::NotFound { searched })
}

/// The first candidate that is a file; the others looked at are added to `searched`.
fn first_file(candidates: Vec<(PathBuf, String)>, searched: &mut Vec<String>) -> Option<PathBuf> {
    for (path, label) in candidates {
        if path.is_file() {
            return Some(path);
        }
        searched.push(format!("{} ({label})", path.display()));
    }
    None
}

fn explicit(path: &Path, setting: &str) -> Result<PathBuf, NvvmError> {
    if path.is_file() {
        Ok(path.to_path_buf())
    } else {
        Err(NvvmError::BadSetting { setting: setting.to_string(), path: path.to_path_buf() })
    }
}

/// `.tools/nvvm` folders above the current folder, above the executable and in this
/// workspace; this workspace's (even if absent) when none exists, so "searched" names it.
fn project_tool_dirs() -> Vec<PathBuf> {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut starts: Vec<PathBuf> = Vec::new();
    starts.extend(std::env::current_dir().ok());
    starts.extend(std::env::current_exe().ok().and_then(|p| p.parent().map(Path::to_path_buf)));
    starts.push(workspace.clone());
    let mut out: Vec<PathBuf> = Vec::new();
    for start in starts {
        let found = start.ancestors().map(|d| d.join(TOOLS_DIR)).find(|c| c.is_dir());
        if let Some(dir) = found.map(|d| normalize(&d))
            && !out.contains(&dir)
        {
            out.push(dir);
        }
    }
    if out.is_empty() {
        out.push(normalize(&workspace).join(TOOLS_DIR));
    }
    out
}

/// Python's site-packages folders (asks `python3`; none if it is missing or fails): where
/// pip puts NVIDIA's tool wheels (libNVVM here, tileiras for the Tile IR back end).
pub fn site_packages() -> Vec<PathBuf> {
    let script = "import site,sys; print(\"\\n\".join(site.getsitepackages()+[site.getusersitepackages()]))";
    let out =
        Command::new("python3").args(["-c", script]).stdin(Stdio::null()).stderr(Stdio::null()).output();
    match out {
        Ok(o) if o.status.success() => {
            String::from_utf8_lossy(&o.stdout).lines().filter(|l| !l.is_empty()).map(PathBuf::from).collect()
        }
        _ => Vec::new(),
    }
}

/// The path without `..` components where the file system agrees; as given otherwise.
fn normalize(p: &Path) -> PathBuf {
    std::fs::canonicalize(p).unwrap_or_else(|_| p.to_path_buf())
}

// ---- libdevice ----

/// Where libdevice should be for a libNVVM at `library`, the likelier layout first: the
/// wheel's (`<root>/lib/libnvvm.so.4` → `<root>/nvvm/libdevice/`) and the toolkit's
/// (`<cuda>/nvvm/lib64/libnvvm.so` → `<cuda>/nvvm/libdevice/`). When `library` is a symbolic
/// link (`/usr/lib/libnvvm.so` → a toolkit), the same for the file it points to.
fn libdevice_candidates(library: &Path) -> Vec<PathBuf> {
    let resolved = std::fs::canonicalize(library).ok();
    let mut out: Vec<PathBuf> = Vec::new();
    for lib in std::iter::once(library).chain(resolved.as_deref()) {
        let Some(dir) = lib.parent() else { continue };
        let Some(up) = dir.parent() else { continue };
        let wheel = up.join("nvvm/libdevice").join(LIBDEVICE);
        let toolkit = up.join("libdevice").join(LIBDEVICE);
        let in_order =
            if dir.file_name().is_some_and(|n| n == "lib64") { [toolkit, wheel] } else { [wheel, toolkit] };
        for candidate in in_order {
            if !out.contains(&candidate) {
                out.push(candidate);
            }
        }
    }
    out
}

fn find_libdevice(library: &Path) -> Option<PathBuf> {
    libdevice_candidates(library).into_iter().find(|p| p.is_file())
}

// ---- PTX ISA versions ----

/// The `.version X.Y` directive of a PTX text, if it has one.
pub fn ptx_isa_version(ptx: &str) -> Option<(u32, u32)> {
    let line = ptx.lines().map(str::trim_start).find(|l| l.starts_with(".version"))?;
    let rest = &line[".version".len()..];
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let (major, minor) = rest.split_whitespace().next()?.split_once('.')?;
    Some((major.parse().ok()?, minor.parse().ok()?))
}

/// (CUDA major, minor) of a driver or toolkit release.
type CudaVersion = (i32, i32);

/// (major, minor) of a PTX ISA, as in `.version 9.0`.
type PtxIsa = (u32, u32);

/// Each CUDA release that introduced a PTX ISA version, newest first: the "PTX ISA release
/// history" table of the PTX ISA manual. CUDA 12.6 introduced none (it writes 8.5, like 12.5).
/// 13.x writes 9.x: 13.0, 13.1, 13.4 and 13.5 checked, 13.2 and 13.3 by that rule.
const PTX_ISA_BY_CUDA: &[(CudaVersion, PtxIsa)] = &[
    ((13, 5), (9, 5)),
    ((13, 4), (9, 4)),
    ((13, 3), (9, 3)),
    ((13, 2), (9, 2)),
    ((13, 1), (9, 1)),
    ((13, 0), (9, 0)),
    ((12, 9), (8, 8)),
    ((12, 8), (8, 7)),
    ((12, 7), (8, 6)),
    ((12, 5), (8, 5)),
    ((12, 4), (8, 4)),
    ((12, 3), (8, 3)),
    ((12, 2), (8, 2)),
    ((12, 1), (8, 1)),
    ((12, 0), (8, 0)),
    ((11, 8), (7, 8)),
    ((11, 7), (7, 7)),
    ((11, 6), (7, 6)),
    ((11, 5), (7, 5)),
    ((11, 4), (7, 4)),
    ((11, 3), (7, 3)),
    ((11, 2), (7, 2)),
    ((11, 1), (7, 1)),
    ((11, 0), (7, 0)),
    ((10, 2), (6, 5)),
    ((10, 1), (6, 4)),
    ((10, 0), (6, 3)),
    ((9, 2), (6, 2)),
    ((9, 1), (6, 1)),
    ((9, 0), (6, 0)),
    ((8, 0), (5, 0)),
    ((7, 5), (4, 3)),
    ((7, 0), (4, 2)),
    ((6, 5), (4, 1)),
    ((6, 0), (4, 0)),
    ((5, 5), (3, 2)),
    ((5, 0), (3, 1)),
    ((4, 1), (3, 0)),
    ((4, 0), (2, 3)),
    ((3, 2), (2, 2)),
    ((3, 1), (2, 1)),
    ((3, 0), (2, 0)),
    ((2, 2), (1, 4)),
    ((2, 1), (1, 3)),
    ((2, 0), (1, 2)),
    ((1, 1), (1, 1)),
    ((1, 0), (1, 0)),
];

/// The newest PTX ISA a driver of CUDA version `cuda` (major, minor) can JIT: 13.0 → 9.0,
/// 12.8 → 8.7. A driver newer than the table gets the newest ISA the table knows (it JITs at
/// least that); one older than CUDA 1.0 gets (0, 0).
pub fn max_ptx_isa_for_driver(cuda: CudaVersion) -> PtxIsa {
    PTX_ISA_BY_CUDA.iter().find(|&&(first, _)| cuda >= first).map_or((0, 0), |&(_, isa)| isa)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    /// A fresh folder under the system temporary folder, removed on drop.
    struct TempDir(PathBuf);

    impl TempDir {
        fn new() -> TempDir {
            static NEXT: AtomicU32 = AtomicU32::new(0);
            let n = NEXT.fetch_add(1, Ordering::Relaxed);
            let dir = std::env::temp_dir().join(format!("tile-nvvm-unit-{}-{n}", std::process::id()));
            let _ = std::fs::remove_dir_all(&dir);
            std::fs::create_dir_all(&dir).unwrap();
            TempDir(dir)
        }

        /// Creates an empty file at `rel` (and its folders); returns its path.
        fn file(&self, rel: &str) -> PathBuf {
            let p = self.0.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(&p, b"").unwrap();
            p
        }
    }

    impl Drop for TempDir {
        fn drop(&mut self) {
            let _ = std::fs::remove_dir_all(&self.0);
        }
    }

    /// An environment with every kind of place rooted in `t`: $CUDA_HOME = t/home, $CUDA_PATH =
    /// t/path, system roots t/sys1 and t/sys2, tools folder t/repo/.tools/nvvm, and the
    /// site-packages folders `sites` (under `t`).
    fn fake_env(t: &TempDir, sites: &[&str]) -> Environment {
        let sites: Vec<PathBuf> = sites.iter().map(|s| t.0.join(s)).collect();
        Environment {
            tile_libnvvm: None,
            cuda_vars: vec![("CUDA_HOME", t.0.join("home")), ("CUDA_PATH", t.0.join("path"))],
            system_roots: vec![t.0.join("sys1"), t.0.join("sys2")],
            tool_dirs: vec![t.0.join("repo/.tools/nvvm")],
            site_packages: Box::new(move || sites.clone()),
        }
    }

    fn searched(e: NvvmError) -> Vec<String> {
        match e {
            NvvmError::NotFound { searched } => searched,
            other => panic!("expected NotFound, got {other:?}"),
        }
    }

    #[test]
    fn explicit_path_is_used_when_it_exists() {
        let t = TempDir::new();
        let lib = t.file("x/libnvvm.so");
        let cfg = NvvmConfig { library: Some(lib.clone()), explicit_only: true };
        assert_eq!(locate(&cfg, &fake_env(&t, &[])).unwrap(), lib);
    }

    #[test]
    fn missing_explicit_path_is_a_bad_setting() {
        let t = TempDir::new();
        t.file("home/nvvm/lib64/libnvvm.so"); // would be found by the search: must not be
        let missing = t.0.join("nope/libnvvm.so");
        for explicit_only in [true, false] {
            let cfg = NvvmConfig { library: Some(missing.clone()), explicit_only };
            let e = locate(&cfg, &fake_env(&t, &[])).unwrap_err();
            assert_eq!(
                e,
                NvvmError::BadSetting { setting: "the libNVVM setting".into(), path: missing.clone() }
            );
            let text = e.to_string();
            assert!(text.contains("nope/libnvvm.so") && text.contains("not a file"), "{text}");
            assert!(text.contains("scripts/install-nvvm.sh"), "{text}");
        }
        // A folder is not a library either.
        let cfg = NvvmConfig { library: Some(t.0.join("home")), explicit_only: true };
        assert!(matches!(locate(&cfg, &fake_env(&t, &[])), Err(NvvmError::BadSetting { .. })));
    }

    #[test]
    fn explicit_only_without_a_path_searches_nothing() {
        let t = TempDir::new();
        t.file("home/nvvm/lib64/libnvvm.so");
        let cfg = NvvmConfig { library: None, explicit_only: true };
        let e = locate(&cfg, &fake_env(&t, &[])).unwrap_err();
        assert_eq!(searched(e.clone()), ["(explicit setting only)"]);
        let text = e.to_string();
        assert!(text.starts_with("error: libNVVM (the NVVM IR to PTX compiler) not found"), "{text}");
        assert!(
            text.contains("pip install nvidia-nvvm==13.0.88") && text.contains("TILE_LIBNVVM="),
            "{text}"
        );
    }

    #[test]
    fn env_var_comes_before_the_search_and_must_exist() {
        let t = TempDir::new();
        t.file("home/nvvm/lib64/libnvvm.so");
        let mine = t.file("mine/libnvvm.so.4");
        let mut env = fake_env(&t, &[]);
        env.tile_libnvvm = Some(mine.clone());
        assert_eq!(locate(&NvvmConfig::default(), &env).unwrap(), mine);
        env.tile_libnvvm = Some(t.0.join("gone.so"));
        let e = locate(&NvvmConfig::default(), &env).unwrap_err();
        assert_eq!(e, NvvmError::BadSetting { setting: ENV_VAR.into(), path: t.0.join("gone.so") });
    }

    /// Each place wins over every later one; removing the winner uncovers the next.
    #[test]
    fn search_order() {
        let t = TempDir::new();
        let order = [
            t.file("home/nvvm/lib64/libnvvm.so"),
            t.file("home/lib/libnvvm.so.4"),
            t.file("path/nvvm/lib64/libnvvm.so"),
            t.file("sys1/nvvm/lib64/libnvvm.so"),
            t.file("sys2/nvvm/lib64/libnvvm.so"),
            t.file("repo/.tools/nvvm/nvidia/cu13/lib/libnvvm.so.4"),
            t.file("site/nvidia/cu13/lib/libnvvm.so.4"),
        ];
        let env = fake_env(&t, &["site"]);
        for winner in &order {
            assert_eq!(&locate(&NvvmConfig::default(), &env).unwrap(), winner);
            std::fs::remove_file(winner).unwrap();
        }
        let all = searched(locate(&NvvmConfig::default(), &env).unwrap_err());
        assert_eq!(all.len(), 8, "{all:#?}");
        for (place, label) in [
            ("home/nvvm/lib64/libnvvm.so", "($CUDA_HOME)"),
            ("home/lib/libnvvm.so.4", "($CUDA_HOME)"),
            ("path/nvvm/lib64/libnvvm.so", "($CUDA_PATH)"),
            ("path/lib/libnvvm.so.4", "($CUDA_PATH)"),
            ("sys1/nvvm/lib64/libnvvm.so", "(CUDA toolkit)"),
            ("sys2/nvvm/lib64/libnvvm.so", "(CUDA toolkit)"),
            ("repo/.tools/nvvm/nvidia/cu13/lib/libnvvm.so.4", "(project tools folder)"),
            ("site/nvidia/cu13/lib/libnvvm.so.4", "(Python site-packages)"),
        ] {
            let expected = format!("{} {label}", t.0.join(place).display());
            assert!(all.contains(&expected), "{expected} not in {all:#?}");
        }
    }

    #[test]
    fn nothing_found_lists_every_place_in_order() {
        let t = TempDir::new();
        let all = searched(locate(&NvvmConfig::default(), &fake_env(&t, &[])).unwrap_err());
        let expected: Vec<String> = [
            ("home/nvvm/lib64/libnvvm.so", "$CUDA_HOME"),
            ("home/lib/libnvvm.so.4", "$CUDA_HOME"),
            ("path/nvvm/lib64/libnvvm.so", "$CUDA_PATH"),
            ("path/lib/libnvvm.so.4", "$CUDA_PATH"),
            ("sys1/nvvm/lib64/libnvvm.so", "CUDA toolkit"),
            ("sys2/nvvm/lib64/libnvvm.so", "CUDA toolkit"),
            ("repo/.tools/nvvm/nvidia/cu13/lib/libnvvm.so.4", "project tools folder"),
        ]
        .iter()
        .map(|(p, label)| format!("{} ({label})", t.0.join(p).display()))
        .collect();
        assert_eq!(all, expected);
    }

    #[test]
    fn project_tool_dirs_names_a_folder_even_when_none_exists() {
        let dirs = project_tool_dirs();
        assert!(!dirs.is_empty());
        assert!(dirs.iter().all(|d| d.ends_with(TOOLS_DIR)), "{dirs:?}");
    }

    #[test]
    fn libdevice_beside_a_wheel_library() {
        let t = TempDir::new();
        let lib = t.file("w/nvidia/cu13/lib/libnvvm.so.4");
        assert_eq!(find_libdevice(&lib), None);
        let bc = t.file("w/nvidia/cu13/nvvm/libdevice/libdevice.10.bc");
        assert_eq!(find_libdevice(&lib), Some(bc.clone()));
        assert_eq!(libdevice_candidates(&lib)[0], bc);
    }

    #[test]
    fn libdevice_beside_a_toolkit_library() {
        let t = TempDir::new();
        let lib = t.file("cuda/nvvm/lib64/libnvvm.so");
        let expected = t.0.join("cuda/nvvm/libdevice/libdevice.10.bc");
        assert_eq!(libdevice_candidates(&lib)[0], expected);
        assert_eq!(find_libdevice(&lib), None);
        t.file("cuda/nvvm/libdevice/libdevice.10.bc");
        assert_eq!(find_libdevice(&lib), Some(expected));
    }

    #[test]
    fn libdevice_through_a_symbolic_link() {
        let t = TempDir::new();
        let real = t.file("cuda/nvvm/lib64/libnvvm.so");
        let bc = t.file("cuda/nvvm/libdevice/libdevice.10.bc");
        std::fs::create_dir_all(t.0.join("usr/lib")).unwrap();
        let link = t.0.join("usr/lib/libnvvm.so");
        std::os::unix::fs::symlink(&real, &link).unwrap();
        let candidates = libdevice_candidates(&link);
        assert!(candidates.contains(&t.0.join("usr/nvvm/libdevice/libdevice.10.bc")), "{candidates:?}");
        assert_eq!(find_libdevice(&link), Some(normalize(&bc)));
    }

    #[test]
    fn missing_libdevice_names_the_places() {
        let e = NvvmError::MissingLibdevice {
            library: "/x/lib/libnvvm.so.4".into(),
            expected: libdevice_candidates(Path::new("/x/lib/libnvvm.so.4")),
        };
        let text = e.to_string();
        assert!(
            text.contains("`/x/nvvm/libdevice/libdevice.10.bc`, `/x/libdevice/libdevice.10.bc`"),
            "{text}"
        );
        assert!(text.contains("scripts/install-nvvm.sh"), "{text}");
    }

    #[test]
    fn a_file_that_is_not_a_library_fails_to_load() {
        let t = TempDir::new();
        let fake = t.0.join("libnvvm.so");
        std::fs::write(&fake, b"not a shared object").unwrap();
        let e = LibNvvm::load(&fake).unwrap_err();
        let NvvmError::Load { path, detail } = &e else { panic!("{e:?}") };
        assert_eq!(path, &fake);
        assert!(!detail.is_empty());
        assert!(e.to_string().contains("could not be loaded as libNVVM"), "{e}");
    }

    #[test]
    fn rejected_says_it_is_the_ir() {
        let e = NvvmError::Rejected {
            stage: "verify",
            code: "NVVM_ERROR_INVALID_IR (6)".into(),
            log: "<input>:3:1: error: expected instruction\n".into(),
        };
        assert!(e.is_rejected() && !e.is_not_found());
        let text = e.to_string();
        assert!(
            text.starts_with(
                "error: libNVVM rejected the NVVM IR (verify failed with NVVM_ERROR_INVALID_IR (6))"
            ),
            "{text}"
        );
        assert!(text.ends_with("  | <input>:3:1: error: expected instruction"), "{text}");
    }

    #[test]
    fn ptx_isa_version_reads_the_directive() {
        let ptx = "//\n// Generated by NVIDIA NVVM Compiler\n//\n\n.version 9.0\n.target sm_90\n";
        assert_eq!(ptx_isa_version(ptx), Some((9, 0)));
        assert_eq!(ptx_isa_version("  .version\t8.7 // comment\n"), Some((8, 7)));
        assert_eq!(ptx_isa_version(".version 10.12\n"), Some((10, 12)));
        assert_eq!(ptx_isa_version("// .version 9.0\n.target sm_90\n"), None);
        assert_eq!(ptx_isa_version(".versionx 9.0\n"), None);
        assert_eq!(ptx_isa_version(".version 9\n"), None);
        assert_eq!(ptx_isa_version(".version a.b\n"), None);
        assert_eq!(ptx_isa_version(""), None);
    }

    #[test]
    fn max_ptx_isa_follows_the_release_history() {
        for (cuda, isa) in [
            ((13, 0), (9, 0)),
            ((13, 1), (9, 1)),
            ((12, 9), (8, 8)),
            ((12, 8), (8, 7)),
            ((12, 7), (8, 6)),
            ((12, 6), (8, 5)),
            ((12, 5), (8, 5)),
            ((12, 4), (8, 4)),
            ((12, 0), (8, 0)),
            ((11, 8), (7, 8)),
            ((11, 0), (7, 0)),
            ((10, 2), (6, 5)),
            ((9, 0), (6, 0)),
            ((8, 0), (5, 0)),
            ((13, 9), (9, 5)),
            ((14, 0), (9, 5)),
            ((0, 9), (0, 0)),
        ] {
            assert_eq!(max_ptx_isa_for_driver(cuda), isa, "CUDA {cuda:?}");
        }
    }

    #[test]
    fn release_table_is_ordered() {
        for pair in PTX_ISA_BY_CUDA.windows(2) {
            assert!(pair[0].0 > pair[1].0 && pair[0].1 > pair[1].1, "{pair:?}");
        }
    }
}
