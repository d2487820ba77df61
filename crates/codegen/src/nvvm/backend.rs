//! [`Nvvm`]: the NVVM back end behind the [`Backend`] interface.
//!
//! Stages: `nvvm` (the IR text libNVVM reads) and `ptx` (what libNVVM makes of it, linked
//! with libdevice). Compiles go through the kernel cache under a key of the back end's name,
//! libNVVM's identity, the target, the options and the IR; the image is PTX, which the
//! driver compiles for the GPU at load time. libNVVM is found on the first compile that
//! misses the cache (`tile_gpu::nvvm`), and its failure is remembered. `tile build` assembles
//! the PTX into cubins where libNVVM's ptxas is at hand ([`super::ptxas`]).

use std::sync::{Arc, OnceLock};

use tile_gpu::nvvm::{LibNvvm, NvvmConfig, NvvmError};
use tile_lang::tir::Kernel;

use super::{emit_ir, LowerError, NvvmIr};
use crate::backend::{
    Artifact, Backend, BackendError, BackendErrorKind, BackendSettings, CompileOptions, Emitted, Image, LaunchConfig, Stage,
    ToolchainInfo,
};
use crate::cache::{Cache, CacheKey};
use crate::target::Target;

/// The back end's name, as `--backend` takes it.
pub const NAME: &str = "nvvm";

const STAGES: &[Stage] = &[
    Stage { name: "nvvm", binary: false, extension: "ll", about: "NVVM IR (LLVM 7 text), as libNVVM reads it" },
    Stage { name: "ptx", binary: false, extension: "ptx", about: "PTX from libNVVM, as the driver loads it" },
];

/// The NVVM back end.
#[derive(Debug)]
pub struct Nvvm {
    /// Where to find libNVVM.
    config: NvvmConfig,
    lib: OnceLock<Result<LibNvvm, NvvmError>>,
    /// The PTX ISA libNVVM writes, from compiling an empty kernel once.
    ptx_isa: OnceLock<Result<(u32, u32), BackendError>>,
}

impl Nvvm {
    pub fn new(config: NvvmConfig) -> Nvvm {
        Nvvm { config, lib: OnceLock::new(), ptx_isa: OnceLock::new() }
    }

    /// libNVVM from the environment's search (`TILE_LIBNVVM`, `CUDA_HOME`, the toolkit
    /// folders, the project's `.tools/nvvm`, a pip-installed `nvidia-nvvm`).
    pub fn from_env() -> Nvvm {
        Nvvm::new(NvvmConfig::from_env())
    }

    /// The back end with settings a user gave: an explicit `libnvvm.so`.
    pub fn with_settings(settings: &BackendSettings) -> Result<Nvvm, BackendError> {
        if let Some(v) = &settings.ir_version {
            let m = format!("the {NAME} back end writes one NVVM IR version (2.0); `--ir-version {v}` is for the tileir back end");
            return Err(BackendError::new(BackendErrorKind::Toolchain, NAME, m));
        }
        Ok(Nvvm::new(NvvmConfig { library: settings.tool.clone(), explicit_only: settings.tool.is_some() }))
    }

    /// libNVVM, loaded on first use; the reason when there is none.
    pub fn lib(&self) -> Result<&LibNvvm, BackendError> {
        self.lib.get_or_init(|| LibNvvm::discover(&self.config)).as_ref().map_err(toolchain_error)
    }

    /// The libNVVM options for compiling `ir`: its architecture ([`NvvmIr::arch`]).
    fn options(ir: &NvvmIr, opts: &CompileOptions) -> Vec<String> {
        vec![format!("-arch=compute_{}", ir.arch), format!("-opt={}", opts.opt_level.min(3))]
    }

    fn ir(k: &Kernel, opts: &CompileOptions) -> Result<NvvmIr, BackendError> {
        emit_ir(k, opts.target, opts.tensor_maps).map_err(lower_error)
    }

    fn ptx(&self, ir: &NvvmIr, opts: &CompileOptions) -> Result<String, BackendError> {
        self.ptx_linked(ir, opts, true)
    }

    /// PTX of `ir`, with libdevice linked when `libdevice` (its math functions).
    fn ptx_linked(&self, ir: &NvvmIr, opts: &CompileOptions, libdevice: bool) -> Result<String, BackendError> {
        let lib = self.lib()?;
        let options = Nvvm::options(ir, opts);
        let options: Vec<&str> = options.iter().map(String::as_str).collect();
        let out = lib.compile(NAME, &ir.text, &options, libdevice).map_err(|e| rejected(e, &ir.text))?;
        Ok(out.ptx)
    }

    /// The PTX ISA version libNVVM writes (`.version` of an empty kernel's PTX, compiled once).
    pub fn ptx_isa(&self) -> Result<(u32, u32), BackendError> {
        self.ptx_isa
            .get_or_init(|| {
                let mut k = Kernel::new("tile_probe", Vec::new());
                let body = k.body;
                k.append_op(body, tile_lang::tir::OpKind::Return, &[], &[], &[], None);
                // An empty kernel calls no math function: no libdevice needed to see the ISA.
                let opts = CompileOptions::default();
                let ptx = self.ptx_linked(&Nvvm::ir(&k, &opts)?, &opts, false)?;
                tile_gpu::nvvm::ptx_isa_version(&ptx).ok_or_else(|| {
                    BackendError::new(BackendErrorKind::Internal, NAME, "libNVVM wrote PTX without a `.version` directive")
                })
            })
            .clone()
    }

    fn launch(ir: &NvvmIr) -> LaunchConfig {
        LaunchConfig { block: [ir.threads, 1, 1], dynamic_shared_bytes: ir.shared_bytes, cluster: None, tensor_maps: ir.tensor_maps }
    }
}

fn lower_error(e: LowerError) -> BackendError {
    let kind = if e.unsupported { BackendErrorKind::Unsupported } else { BackendErrorKind::Internal };
    BackendError::new(kind, NAME, e.to_string())
}

fn toolchain_error(e: &NvvmError) -> BackendError {
    BackendError::new(BackendErrorKind::Toolchain, NAME, e.to_string())
}

/// libNVVM refused IR this back end wrote: a bug, with how to see the IR.
fn rejected(e: NvvmError, ir: &str) -> BackendError {
    match e {
        NvvmError::Rejected { stage, code, log } => {
            let first = ir.lines().find(|l| l.starts_with("define")).unwrap_or("");
            let m = format!(
                "libNVVM rejected the NVVM IR tile wrote at {stage} ({code}), a bug in tile; `tile emit --backend nvvm \
                 --stage nvvm FILE` prints the IR and `--stage ptx` reproduces the rejection:\n{log}\n  in: {first}"
            );
            BackendError::new(BackendErrorKind::Rejected, NAME, m)
        }
        other => toolchain_error(&other),
    }
}

impl Backend for Nvvm {
    fn name(&self) -> &'static str {
        NAME
    }

    fn stages(&self) -> &'static [Stage] {
        STAGES
    }

    fn emit(&self, k: &Kernel, stage: &str, opts: &CompileOptions) -> Result<Emitted, BackendError> {
        match stage {
            "nvvm" => Ok(Emitted::Text(Nvvm::ir(k, opts)?.text)),
            "ptx" => Ok(Emitted::Text(self.ptx(&Nvvm::ir(k, opts)?, opts)?)),
            other => {
                let known: Vec<&str> = STAGES.iter().map(|s| s.name).collect();
                let m = format!("the {NAME} back end has no stage `{other}`; it emits {}", known.join(", "));
                Err(BackendError::new(BackendErrorKind::NoStage, NAME, m))
            }
        }
    }

    fn compile(&self, k: &Kernel, opts: &CompileOptions, cache: &Cache) -> Result<Artifact, BackendError> {
        let ir = Nvvm::ir(k, opts)?;
        let lib = self.lib()?;
        let identity = lib.identity();
        let options = Nvvm::options(&ir, opts).join(" ");
        let key = CacheKey::of(&[NAME.as_bytes(), identity.as_bytes(), options.as_bytes(), ir.text.as_bytes()]);
        let (ptx, hit): (Arc<str>, bool) = match cache.get(&key).and_then(|b| String::from_utf8(b.to_vec()).ok()) {
            Some(text) => (text.into(), true),
            None => {
                let ptx = self.ptx(&ir, opts)?;
                let bytes: Arc<[u8]> = ptx.as_bytes().into();
                // A cache that cannot be written is slower, not wrong.
                let _ = cache.put(&key, &bytes);
                (ptx.into(), false)
            }
        };
        Ok(Artifact::new(NAME, k, Image::Ptx(ptx), Nvvm::launch(&ir), opts.target, identity, hit))
    }

    fn toolchain(&self) -> Result<ToolchainInfo, BackendError> {
        let lib = self.lib()?;
        let libdevice = lib.libdevice().map_or("none".to_string(), |p| p.display().to_string());
        let ptxas = match super::ptxas::find(lib.path()) {
            Some(p) => format!("ptxas: {} (`tile build` writes cubins)", p.display()),
            None => "ptxas: none beside libNVVM (`tile build` writes PTX, which the driver compiles at load; TILE_PTXAS names one)".to_string(),
        };
        let notes = vec![format!("libNVVM: {}", lib.path().display()), format!("libdevice: {libdevice}"), ptxas];
        Ok(ToolchainInfo { identity: lib.identity(), notes })
    }

    fn check_driver(&self, cuda: (u32, u32)) -> Result<(), BackendError> {
        // Without libNVVM nothing will be compiled here (kernels may come from the cache).
        if self.lib().is_err() {
            return Ok(());
        }
        let isa = self.ptx_isa()?;
        let max = tile_gpu::nvvm::max_ptx_isa_for_driver((cuda.0 as i32, cuda.1 as i32));
        if isa <= max {
            return Ok(());
        }
        let path = self.lib().map(|l| l.path().display().to_string()).unwrap_or_default();
        let m = format!(
            "libNVVM at {path} writes PTX ISA {}.{}, newer than this driver (CUDA {}.{}) loads (up to {}.{}): use the libNVVM of CUDA {}.{} or older \
             (scripts/install-nvvm.sh installs 13.0's; TILE_LIBNVVM=/path/to/libnvvm.so picks one), or `--backend tileir`",
            isa.0, isa.1, cuda.0, cuda.1, max.0, max.1, cuda.0, cuda.1
        );
        Err(BackendError::new(BackendErrorKind::Toolchain, NAME, m))
    }

    fn assemble(&self, artifact: &Artifact) -> Result<Option<Image>, BackendError> {
        let (Image::Ptx(ptx), Some(ptxas)) = (&artifact.image, super::ptxas::find(self.lib()?.path())) else {
            return Ok(None);
        };
        let cubin = super::ptxas::assemble(&ptxas, ptx, artifact.target, &artifact.symbol)?;
        Ok(Some(Image::Cubin(cubin.into())))
    }

    fn check_target(&self, target: Target) -> Result<(), BackendError> {
        if target.sm() < 80 {
            let m = format!("the {NAME} back end compiles for sm_80 and newer (it uses bf16 and NaN-propagating min/max instructions); {target} is older");
            return Err(BackendError::new(BackendErrorKind::Toolchain, NAME, m));
        }
        self.lib().map(|_| ())
    }
}
