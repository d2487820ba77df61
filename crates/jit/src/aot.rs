//! Ahead-of-time compilation, for tools: a checked program's kernel specialisations emitted
//! at one of a back end's stages (`tile emit`), or compiled to images with a manifest that any
//! CUDA host can load (`tile build`); and the kernel cache they share (`tile cache`).
//!
//! Everything goes through the back-end interface of `tile_codegen`: the back end is chosen
//! by name ([`AotOptions::backend`]), its own settings ride in [`BackendSettings`].
//!
//! ```no_run
//! use tile_jit::aot::{AotOptions, Builder};
//! use tile_jit::Compiler;
//!
//! let mut compiler = Compiler::new();
//! let checked = compiler.check_file("examples/softmax.tile".as_ref())?;
//! let mut builder = Builder::new(&AotOptions::default(), "out".as_ref())?;
//! for built in builder.add(&checked.tir, "examples/softmax.tile")? {
//!     println!("{}: {} bytes", built.path.display(), built.bytes);
//! }
//! builder.finish()?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tile_codegen::manifest::Manifest;
use tile_codegen::{Backend, BackendErrorKind, Cache, Codegen, CompileOptions};
pub use tile_codegen::{BackendError, BackendSettings, CacheInfo, Emitted, Stage, Target, BACKENDS, BACKEND_VAR};
use tile_lang::tir;

/// Which back end to compile with, for which GPU, and how.
#[derive(Clone, Debug)]
pub struct AotOptions {
    /// The back end's name ([`BACKENDS`]).
    pub backend: String,
    /// The GPU to compile for.
    pub target: Target,
    /// The back end's optimisation level (0 to 3).
    pub opt_level: u8,
    /// The back end's own settings (its external compiler, its IR version).
    pub settings: BackendSettings,
    /// Neither read nor write the on-disk kernel cache.
    pub no_cache: bool,
    /// Also write a C launcher per specialisation (`<name>.h`, `<name>.c`: the image embedded
    /// and a typed, checked launch function; see `tile_codegen::c_launcher`).
    pub emit_c: bool,
    /// Whether kernels may take TMA tensor maps that the launcher builds (what this crate's
    /// launches do); `tile build`'s images are for launchers that pass the ABI's parameters
    /// only.
    pub tensor_maps: bool,
}

impl Default for AotOptions {
    fn default() -> AotOptions {
        AotOptions {
            backend: BACKENDS[0].to_string(),
            target: Target::DEFAULT,
            opt_level: 3,
            settings: BackendSettings::default(),
            no_cache: false,
            emit_c: false,
            tensor_maps: true,
        }
    }
}

impl AotOptions {
    fn compile_options(&self) -> CompileOptions {
        CompileOptions { target: self.target, opt_level: self.opt_level, tensor_maps: self.tensor_maps }
    }

    fn backend(&self) -> Result<Arc<dyn Backend>, BackendError> {
        tile_codegen::backend_with(&self.backend, &self.settings)
    }
}

/// Why ahead-of-time compilation failed.
#[derive(Debug)]
pub enum AotError {
    /// The back end failed (the program, the setup, or a bug in tile: [`AotError::exit_code`]).
    Backend(BackendError),
    /// A file could not be written.
    Io(String),
}

impl AotError {
    /// The exit status a command line should end with: 2 for a bug in tile, else 1.
    pub fn exit_code(&self) -> u8 {
        match self {
            AotError::Backend(e) if e.is_internal() => 2,
            _ => 1,
        }
    }
}

impl std::fmt::Display for AotError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AotError::Backend(e) => write!(f, "{e}"),
            AotError::Io(m) => write!(f, "error: {m}"),
        }
    }
}

impl std::error::Error for AotError {}

impl From<BackendError> for AotError {
    fn from(e: BackendError) -> AotError {
        AotError::Backend(e)
    }
}

/// The stages the back end `backend` emits (an error when there is no such back end).
pub fn stages(backend: &str) -> Result<&'static [Stage], BackendError> {
    Ok(tile_codegen::backend_with(backend, &BackendSettings::default())?.stages())
}

/// Every kernel of `module` at the back end's stage `stage`, in order. A kernel the back end
/// cannot express (an [`BackendErrorKind::Unsupported`] error: fp8 tiles too large for NVVM's
/// shared memory, say) gets its error in its place and the others are still emitted; any other
/// error (a missing toolchain, no such stage, a bug) stops the whole.
pub fn emit(module: &tir::Module, stage: &str, options: &AotOptions) -> Result<Vec<Result<Emitted, BackendError>>, BackendError> {
    let backend = options.backend()?;
    let opts = options.compile_options();
    module
        .kernels
        .iter()
        .map(|k| match backend.emit(k, stage, &opts) {
            Err(e) if e.kind != BackendErrorKind::Unsupported => Err(e),
            one => Ok(one),
        })
        .collect()
}

/// A specialisation's `(const, value)` pairs as messages show them: ` [T=256, eps=1e-5]`.
pub fn spec_text(k: &tir::Kernel) -> String {
    if k.spec.is_empty() {
        return String::new();
    }
    let parts: Vec<String> = k.spec.iter().map(|(n, v)| format!("{n}={v}")).collect();
    format!(" [{}]", parts.join(", "))
}

/// What one kernel specialisation uses on the GPU, read from the image its back end compiled
/// (`tile check --resources`; no GPU needed).
#[derive(Clone, Debug)]
pub struct KernelResources {
    /// The kernel and its specialisation, as [`spec_text`] shows it.
    pub kernel: String,
    /// Registers, local and shared memory: `None` when the image is not a cubin (PTX, which
    /// ptxas only allocates registers for).
    pub resources: Option<tile_gpu::CubinResources>,
}

impl KernelResources {
    /// Whether the compiler spilled registers to local memory.
    pub fn spills(&self) -> bool {
        self.resources.is_some_and(|r| tile_gpu::spills(r.local_bytes))
    }
}

/// Compiles every kernel of `module` (through the kernel cache) and reads what each uses.
pub fn resources(module: &tir::Module, options: &AotOptions) -> Result<Vec<KernelResources>, AotError> {
    let backend = options.backend()?;
    backend.check_target(options.target)?;
    let cache = if options.no_cache { Cache::in_memory() } else { Cache::from_env() };
    let codegen = Codegen::new(backend, Arc::new(cache));
    let opts = options.compile_options();
    module
        .kernels
        .iter()
        .map(|k| {
            let artifact = codegen.compile(k, &opts)?;
            // PTX says nothing of registers: assembled (NVVM through ptxas), it does.
            let image = codegen.backend().assemble(&artifact)?.unwrap_or(artifact.image);
            let resources = tile_gpu::cubin_resources(image.bytes(), &artifact.symbol);
            Ok(KernelResources { kernel: format!("`{}`{}", k.name, spec_text(k)), resources })
        })
        .collect()
}

/// One image `tile build` wrote.
#[derive(Clone, Debug)]
pub struct Built {
    /// The image's file.
    pub path: PathBuf,
    /// The kernel and its specialisation, as [`spec_text`] shows it.
    pub kernel: String,
    /// The image's size.
    pub bytes: usize,
    /// The image came from the cache: the back end's toolchain did not run.
    pub cache_hit: bool,
    /// The C launcher's source and header, with [`AotOptions::emit_c`].
    pub c_launcher: Option<(PathBuf, PathBuf)>,
}

/// `tile build`: compiles specialisations into a folder of images and a `manifest.json`.
pub struct Builder {
    codegen: Codegen,
    opts: CompileOptions,
    out: PathBuf,
    manifest: Manifest,
    notes: Vec<String>,
    emit_c: bool,
    /// The C launcher names given so far (a repeated name gets the image's index).
    c_names: Vec<String>,
}

impl Builder {
    /// A builder writing into `out` (created), its back end's toolchain checked and able to
    /// compile for the target.
    pub fn new(options: &AotOptions, out: &Path) -> Result<Builder, AotError> {
        let backend = options.backend()?;
        let toolchain = backend.toolchain()?;
        backend.check_target(options.target)?;
        let cache = if options.no_cache { Cache::in_memory() } else { Cache::from_env() };
        std::fs::create_dir_all(out).map_err(|e| AotError::Io(format!("cannot create {}: {e}", out.display())))?;
        let manifest = Manifest::new(backend.name(), &options.target.name(), &toolchain.identity);
        let codegen = Codegen::new(backend, Arc::new(cache));
        let opts = options.compile_options();
        Ok(Builder { codegen, opts, out: out.to_path_buf(), manifest, notes: toolchain.notes, emit_c: options.emit_c, c_names: Vec::new() })
    }

    /// Remarks about the toolchain's setup worth showing (an ignored `CUDA_HOME`, ...).
    pub fn notes(&self) -> &[String] {
        &self.notes
    }

    /// Compiles every kernel of `module` (checked from the file `source`) and writes its
    /// images, named `<kernel>-<n>.<ext>` in build order.
    pub fn add(&mut self, module: &tir::Module, source: &str) -> Result<Vec<Built>, AotError> {
        let mut built = Vec::new();
        for k in &module.kernels {
            let mut artifact = self.codegen.compile(k, &self.opts)?;
            // An assembled image (NVVM's cubin) replaces what the back end compiled, which is
            // written beside it (`<kernel>-<n>.ptx`).
            let compiled = match self.codegen.backend().assemble(&artifact)? {
                Some(image) => Some(std::mem::replace(&mut artifact.image, image)),
                None => None,
            };
            let stem = format!("{}-{}", k.name, self.manifest.kernels.len());
            let name = format!("{stem}.{}", artifact.image.extension());
            let path = self.out.join(&name);
            std::fs::write(&path, artifact.image.bytes())
                .map_err(|e| AotError::Io(format!("cannot write {}: {e}", path.display())))?;
            if let Some(image) = compiled {
                let beside = self.out.join(format!("{stem}.{}", image.extension()));
                std::fs::write(&beside, image.bytes()).map_err(|e| AotError::Io(format!("cannot write {}: {e}", beside.display())))?;
            }
            let index = self.manifest.kernels.len();
            let spec: Vec<(String, String)> = k.spec.iter().map(|(n, v)| (n.clone(), v.to_string())).collect();
            self.manifest.add(&artifact, &name, source, &spec);
            let kernel = format!("`{}`{}", k.name, spec_text(k));
            let c_launcher = if self.emit_c { Some(self.write_c(&artifact, k, source, index)?) } else { None };
            built.push(Built { path, kernel, bytes: artifact.image.bytes().len(), cache_hit: artifact.cache_hit, c_launcher });
        }
        Ok(built)
    }

    /// Writes the C launcher of one specialisation: `<name>.h` and `<name>.c`.
    fn write_c(&mut self, artifact: &tile_codegen::Artifact, k: &tir::Kernel, source: &str, index: usize) -> Result<(PathBuf, PathBuf), AotError> {
        use tile_codegen::c_launcher::{c_launcher, launcher_name};
        let mut name = launcher_name(artifact);
        if self.c_names.contains(&name) {
            name = format!("{name}_{index}");
        }
        self.c_names.push(name.clone());
        let launcher = c_launcher(artifact, &name, &spec_text(k), source).map_err(AotError::Io)?;
        let (c, h) = (self.out.join(format!("{name}.c")), self.out.join(format!("{name}.h")));
        for (path, text) in [(&c, &launcher.source), (&h, &launcher.header)] {
            std::fs::write(path, text).map_err(|e| AotError::Io(format!("cannot write {}: {e}", path.display())))?;
        }
        Ok((c, h))
    }

    /// Writes the manifest; returns its path and how many kernels it lists.
    pub fn finish(self) -> Result<(PathBuf, usize), AotError> {
        let path = self.out.join("manifest.json");
        std::fs::write(&path, self.manifest.to_json())
            .map_err(|e| AotError::Io(format!("cannot write {}: {e}", path.display())))?;
        Ok((path, self.manifest.kernels.len()))
    }
}

/// Where the kernel cache is, how many images it holds and its size.
pub fn cache_info() -> std::io::Result<CacheInfo> {
    Cache::from_env().info()
}

/// Empties the kernel cache; returns how many images were removed.
pub fn cache_clear() -> std::io::Result<usize> {
    Cache::from_env().clear()
}
