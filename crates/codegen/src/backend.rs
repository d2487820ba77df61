//! The interface every code generator implements, and what it hands the launch layer.
//!
//! A [`Backend`] is a deterministic function of (TIR kernel, [`CompileOptions`], [`Target`]):
//! [`Backend::emit`] prints one of its intermediate stages (what `tile emit --stage` shows) and
//! [`Backend::compile`] produces an [`Artifact`] through the kernel [`Cache`]. An artifact
//! carries everything a launch needs, so the launch layer never asks which back end made it:
//! the image the driver loads, the entry symbol, the parameter ABI and the launch shape (block,
//! dynamic shared memory, cluster).
//!
//! [`Codegen`] pairs a back end with the cache it compiles through: what a GPU executor, the
//! ahead-of-time compiler of a CPU session and `tile build` hold.

use std::fmt;
use std::sync::Arc;

use tile_lang::tir::{self, Kernel};

use crate::abi::{kernel_abi, KernelAbi};
use crate::cache::Cache;
use crate::target::Target;

/// How to compile, whatever the back end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CompileOptions {
    /// The GPU to compile for.
    pub target: Target,
    /// The optimisation level handed to the back end's assembler (0 to 3).
    pub opt_level: u8,
    /// Whether the kernel may take TMA tensor maps that its launcher builds
    /// ([`LaunchConfig::tensor_maps`]): this crate's launchers do; the C launcher that
    /// `tile build` writes does not.
    pub tensor_maps: bool,
}

impl CompileOptions {
    /// Options for a target at the default optimisation level (3), tensor maps allowed.
    pub fn for_target(target: Target) -> CompileOptions {
        CompileOptions { target, opt_level: 3, tensor_maps: true }
    }
}

impl Default for CompileOptions {
    fn default() -> CompileOptions {
        CompileOptions::for_target(Target::DEFAULT)
    }
}

/// The code the driver loads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Image {
    /// An ELF cubin for `cuModuleLoadData`.
    Cubin(Arc<[u8]>),
    /// PTX text, JIT-compiled by the driver when loaded.
    Ptx(Arc<str>),
}

impl Image {
    /// The image's bytes (PTX as UTF-8 text).
    pub fn bytes(&self) -> &[u8] {
        match self {
            Image::Cubin(b) => b,
            Image::Ptx(t) => t.as_bytes(),
        }
    }

    /// The file extension `tile build` writes the image with: `cubin` or `ptx`.
    pub fn extension(&self) -> &'static str {
        match self {
            Image::Cubin(_) => "cubin",
            Image::Ptx(_) => "ptx",
        }
    }
}

/// How a kernel is launched: the block shape, dynamic shared memory and cluster shape the
/// back end compiled it for. The grid is the launch's (one tile block per grid point).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LaunchConfig {
    /// Threads per block, as `cuLaunchKernel` takes them. `(1, 1, 1)` for Tile IR cubins:
    /// tileiras fixes the real block size in the cubin and the driver substitutes it.
    pub block: [u32; 3],
    /// Bytes of dynamic shared memory per block.
    pub dynamic_shared_bytes: u32,
    /// Blocks per thread-block cluster, when the launch must ask for one (`None`: the image
    /// fixes it, or the kernel runs without clusters).
    pub cluster: Option<[u32; 3]>,
    /// The TMA tensor maps the launcher builds from the arrays it passes, in order, each
    /// passed after the ABI's parameters (none where the image needs none).
    pub tensor_maps: [Option<TensorMapSpec>; MAX_TENSOR_MAPS],
}

impl LaunchConfig {
    /// Tile IR's convention: block `(1, 1, 1)`, no dynamic shared memory, clusters from the
    /// cubin (tileiras's tensor maps are the driver's to fill).
    pub const FROM_IMAGE: LaunchConfig = LaunchConfig { block: [1, 1, 1], dynamic_shared_bytes: 0, cluster: None, tensor_maps: [None; MAX_TENSOR_MAPS] };

    /// The tensor maps a launch builds, in parameter order.
    pub fn maps(&self) -> impl Iterator<Item = &TensorMapSpec> {
        self.tensor_maps.iter().flatten()
    }
}

/// The most tensor maps one kernel takes.
pub const MAX_TENSOR_MAPS: usize = 4;

/// The most dimensions of a tensor map (`cuTensorMapEncodeTiled` takes up to 5).
pub const MAX_MAP_RANK: usize = 5;

/// A TMA tensor map over one array parameter, as the launcher builds it (a 128-byte,
/// 64-byte-aligned `CUtensorMap` by `cuTensorMapEncodeTiled`) and passes it by value after the
/// ABI's parameters: the array's base, sizes and strides from the packed arguments, 16-bit
/// elements, the box below, the 128-byte swizzle, and zeros for what lies outside the array.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TensorMapSpec {
    /// The kernel parameter whose array it maps.
    pub param: u16,
    /// How many of the entries below count: the array's rank.
    pub rank: u8,
    /// The array's dimensions in the map's order, the innermost (unit stride) first.
    pub dims: [u8; MAX_MAP_RANK],
    /// Elements one copy moves along each of the map's dimensions.
    pub box_dims: [u32; MAX_MAP_RANK],
}

/// One kernel specialisation compiled for one GPU: everything a launch needs.
#[derive(Clone, Debug)]
pub struct Artifact {
    /// The back end that made it ([`Backend::name`]).
    pub backend: &'static str,
    pub image: Image,
    /// The entry point to look up in the image: the TIR kernel name.
    pub symbol: String,
    /// How the parameters are passed (`tile_lang::abi`), described for hosts in other languages.
    pub abi: KernelAbi,
    pub launch: LaunchConfig,
    pub target: Target,
    /// The toolchain that made the image, as the back end identifies it (part of the cache key).
    pub toolchain: String,
    /// True when the image came from the cache and no external tool ran.
    pub cache_hit: bool,
}

impl Artifact {
    /// An artifact of `kernel` with its ABI computed from the kernel.
    pub fn new(backend: &'static str, kernel: &Kernel, image: Image, launch: LaunchConfig, target: Target, toolchain: String, cache_hit: bool) -> Artifact {
        Artifact { backend, image, symbol: kernel.name.clone(), abi: kernel_abi(kernel), launch, target, toolchain, cache_hit }
    }
}

/// One intermediate form of a kernel, as [`Backend::emit`] gives it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Emitted {
    /// Text to print (Tile IR as MLIR, NVVM IR, PTX).
    Text(String),
    /// Bytes to write to a file (Tile IR bytecode).
    Binary(Vec<u8>),
}

/// A stage a back end can emit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stage {
    /// The name `tile emit --stage` takes.
    pub name: &'static str,
    /// Whether it is text (printed) or binary (written to a file).
    pub binary: bool,
    /// The file extension of the stage's output.
    pub extension: &'static str,
    /// One line for `--help`.
    pub about: &'static str,
}

/// What went wrong in a back end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackendErrorKind {
    /// The kernel uses something this back end cannot express (the user may pick another).
    Unsupported,
    /// The back end produced invalid IR: a bug in tile.
    Internal,
    /// The toolchain is missing, broken or set up wrongly: the message says how to fix it.
    Toolchain,
    /// The toolchain rejected IR that tile emitted: a bug in tile; the message says how to
    /// reproduce it.
    Rejected,
    /// No image can be had here (no toolchain, and none in the cache): the message says how
    /// to get one.
    Unavailable,
    /// The back end has no such stage.
    NoStage,
}

/// A back end's failure: its kind, and a message that says what to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackendError {
    pub kind: BackendErrorKind,
    /// The back end ([`Backend::name`]).
    pub backend: &'static str,
    pub message: String,
}

impl BackendError {
    pub fn new(kind: BackendErrorKind, backend: &'static str, message: impl Into<String>) -> BackendError {
        BackendError { kind, backend, message: message.into() }
    }

    /// Whether this is a bug in tile (exit status 2) rather than a user or setup problem.
    pub fn is_internal(&self) -> bool {
        matches!(self.kind, BackendErrorKind::Internal | BackendErrorKind::Rejected)
    }
}

impl fmt::Display for BackendError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for BackendError {}

/// A code generator: TIR kernels to images a GPU runs.
///
/// Implementations are deterministic: the same kernel, options and toolchain give the same
/// image, byte for byte. They are shared across threads.
pub trait Backend: Send + Sync + fmt::Debug {
    /// The name `--backend` takes and every cache key starts with: `tileir`.
    fn name(&self) -> &'static str;

    /// The stages [`Backend::emit`] can produce, the first the default.
    fn stages(&self) -> &'static [Stage];

    /// One intermediate stage of `kernel` (see [`Backend::stages`]); needs no GPU and, for the
    /// stages before the external toolchain, no toolchain.
    fn emit(&self, kernel: &Kernel, stage: &str, opts: &CompileOptions) -> Result<Emitted, BackendError>;

    /// Compiles `kernel` for `opts.target` through `cache`: a hit runs no external tool.
    fn compile(&self, kernel: &Kernel, opts: &CompileOptions, cache: &Cache) -> Result<Artifact, BackendError>;

    /// The toolchain this back end would compile with: its identity (what cache keys and
    /// manifests record) and notes worth showing the user; an error says how to install it.
    fn toolchain(&self) -> Result<ToolchainInfo, BackendError>;

    /// An error, naming the targets it knows, unless the toolchain compiles for `target`.
    fn check_target(&self, target: Target) -> Result<(), BackendError>;

    /// An error when what this back end produces could not be loaded by a driver of CUDA
    /// version `cuda` (major, minor), said before anything is compiled. Cubins of any
    /// supported architecture load; PTX must not be newer than the driver's JIT.
    fn check_driver(&self, _cuda: (u32, u32)) -> Result<(), BackendError> {
        Ok(())
    }

    /// The image `tile build` writes for `artifact` when the back end can assemble what it
    /// compiled into one the driver loads as it is (NVVM's PTX through ptxas into a cubin);
    /// `None` keeps the artifact's image.
    fn assemble(&self, _artifact: &Artifact) -> Result<Option<Image>, BackendError> {
        Ok(None)
    }
}

/// Settings of a back end that users give by hand (`tile build`, `tile bench`): each back end
/// reads what applies to it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BackendSettings {
    /// The back end's external compiler to use and nothing else (for Tile IR, `tileiras`).
    pub tool: Option<std::path::PathBuf>,
    /// The IR version to write (for Tile IR, the bytecode version: `13.2` to `13.4`).
    pub ir_version: Option<String>,
}

/// A back end's toolchain as users see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ToolchainInfo {
    /// What makes its output distinct (e.g. `tileiras release 13.4, V13.4.92; bytecode 13.4`).
    pub identity: String,
    /// Remarks about the setup (an ignored `CUDA_HOME`, ...).
    pub notes: Vec<String>,
}

/// A back end with the cache it compiles through. Cheap to clone.
#[derive(Clone, Debug)]
pub struct Codegen {
    backend: Arc<dyn Backend>,
    cache: Arc<Cache>,
}

impl Codegen {
    pub fn new(backend: Arc<dyn Backend>, cache: Arc<Cache>) -> Codegen {
        Codegen { backend, cache }
    }

    /// The default back end ([`crate::default_backend`]) with the environment's cache
    /// ([`Cache::from_env`]).
    pub fn from_env() -> Codegen {
        Codegen::new(crate::default_backend(), Arc::new(Cache::from_env()))
    }

    pub fn backend(&self) -> &dyn Backend {
        &*self.backend
    }

    pub fn cache(&self) -> &Cache {
        &self.cache
    }

    /// Another back end compiling through the same cache (its keys start with the back end's
    /// name, so the two never share an image): what a launch that names a back end of its own
    /// compiles with.
    pub fn with_backend(&self, backend: Arc<dyn Backend>) -> Codegen {
        Codegen { backend, cache: self.cache.clone() }
    }

    /// Compiles through the cache; with `TILE_DUMP_DIR` set, also writes the kernel's TIR and
    /// every stage the back end emits there ([`crate::dump`]).
    pub fn compile(&self, kernel: &Kernel, opts: &CompileOptions) -> Result<Artifact, BackendError> {
        crate::dump::dump(self.backend(), kernel, opts);
        self.backend.compile(kernel, opts, &self.cache)
    }

    /// [`Backend::emit`].
    pub fn emit(&self, kernel: &Kernel, stage: &str, opts: &CompileOptions) -> Result<Emitted, BackendError> {
        self.backend.emit(kernel, stage, opts)
    }
}

/// The text of a stage, for tools that print it (an error for binary stages).
pub fn emit_text(backend: &dyn Backend, kernel: &tir::Kernel, stage: &str, opts: &CompileOptions) -> Result<String, BackendError> {
    match backend.emit(kernel, stage, opts)? {
        Emitted::Text(t) => Ok(t),
        Emitted::Binary(_) => Err(BackendError::new(
            BackendErrorKind::NoStage,
            backend.name(),
            format!("the {} stage `{stage}` is binary: write it to a file with `-o`", backend.name()),
        )),
    }
}
