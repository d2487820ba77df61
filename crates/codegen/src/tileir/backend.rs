//! [`TileIr`]: the CUDA Tile IR back end behind the [`Backend`] interface.
//!
//! tileiras is discovered on the first compile that misses the cache and remembered (with
//! its failure, when there is none). Without it, a compile still finds cubins that another
//! machine assembled into the same cache folder (`carried.rs`); a miss then says how to
//! install tileiras or fill a cache folder elsewhere.

use std::sync::{Arc, OnceLock};

use tile_lang::tir::Kernel;

use super::toolchain::ToolchainError;
use super::{carried, compile_cubin, emit_bytecode, emit_mlir_text, BytecodeVersion, Options, TileIrError, Toolchain, ToolchainConfig};
use crate::backend::{
    Artifact, Backend, BackendError, BackendErrorKind, BackendSettings, CompileOptions, Emitted, Image, LaunchConfig, Stage,
    ToolchainInfo,
};
use crate::target::Target;
use crate::cache::Cache;

/// The back end's name, as `--backend` takes it.
pub const NAME: &str = "tileir";

const STAGES: &[Stage] = &[
    Stage { name: "tileir", binary: false, extension: "mlir", about: "CUDA Tile IR as MLIR text" },
    Stage { name: "bytecode", binary: true, extension: "tilebc", about: "CUDA Tile IR bytecode, as tileiras reads it" },
];

/// How the Tile IR back end emits and where it finds tileiras.
#[derive(Clone, Debug, Default)]
pub struct TileIrConfig {
    /// Where to look for tileiras.
    pub toolchain: ToolchainConfig,
    /// The bytecode version to write; default: the newest tileiras lists.
    pub version: Option<BytecodeVersion>,
    /// Run `cutile-ir`'s validators before writing (default: in debug builds).
    pub check_ir: Option<bool>,
}

/// The CUDA Tile IR back end.
#[derive(Debug)]
pub struct TileIr {
    config: TileIrConfig,
    tools: OnceLock<Result<Toolchain, ToolchainError>>,
}

impl TileIr {
    pub fn new(config: TileIrConfig) -> TileIr {
        TileIr { config, tools: OnceLock::new() }
    }

    /// The back end with settings a user gave: an explicit tileiras, a bytecode version.
    pub fn with_settings(settings: &BackendSettings) -> Result<TileIr, BackendError> {
        let version = match &settings.ir_version {
            None => None,
            Some(v) => Some(BytecodeVersion::parse(v).ok_or_else(|| {
                let known: Vec<String> = BytecodeVersion::ALL.iter().map(|v| v.to_string()).collect();
                BackendError::new(BackendErrorKind::Toolchain, NAME, format!("`{v}` is not a bytecode version tile writes ({})", known.join(", ")))
            })?),
        };
        let toolchain = ToolchainConfig { tileiras: settings.tool.clone(), ..ToolchainConfig::from_env() };
        Ok(TileIr::new(TileIrConfig { toolchain, version, check_ir: None }))
    }

    /// The environment's tileiras search ([`ToolchainConfig::from_env`]).
    pub fn from_env() -> TileIr {
        TileIr::new(TileIrConfig { toolchain: ToolchainConfig::from_env(), ..TileIrConfig::default() })
    }

    /// tileiras, discovered on first use; the reason when there is none.
    pub fn tools(&self) -> Result<&Toolchain, &ToolchainError> {
        self.tools.get_or_init(|| Toolchain::discover(&self.config.toolchain)).as_ref()
    }

    /// The Tile IR options for generic ones: the configured bytecode version, else (when
    /// `ask_tileiras`) the newest tileiras lists, else the default.
    fn options(&self, opts: &CompileOptions, ask_tileiras: bool) -> Options {
        let listed = || match self.tools() {
            Ok(t) if ask_tileiras => t.best_bytecode_version(),
            _ => BytecodeVersion::DEFAULT,
        };
        let version = self.config.version.unwrap_or_else(listed);
        let check_ir = self.config.check_ir.unwrap_or(cfg!(debug_assertions));
        Options { version, target: opts.target, opt_level: opts.opt_level, check_ir }
    }

    fn artifact(k: &Kernel, cubin: Arc<[u8]>, opts: &Options, tileiras: &str, cache_hit: bool) -> Artifact {
        let toolchain = identity(tileiras, opts.version);
        Artifact::new(NAME, k, Image::Cubin(cubin), LaunchConfig::FROM_IMAGE, opts.target, toolchain, cache_hit)
    }

    fn unavailable(k: &Kernel, opts: &CompileOptions, cache: &Cache, why: &ToolchainError) -> BackendError {
        let target = opts.target;
        let dir = cache.dir().map_or("(no cache folder)".to_string(), |d| d.display().to_string());
        let why = why.to_string();
        let why = why.lines().next().unwrap_or(&why).trim_start_matches("error: ");
        let message = format!(
            "no cubin of this specialisation of `{}` for {target} is in the kernel cache at {dir}, and tileiras cannot make one ({why}); \
             install the CUDA Tile tools (scripts/install-cuda-tools.sh), or fill a cache folder on a machine that has them \
             (TILE_CACHE_DIR=DIR TILE_PRECOMPILE={target} tile run --device cpu FILE) and point TILE_CACHE_DIR at it here",
            k.name
        );
        BackendError::new(BackendErrorKind::Unavailable, NAME, message)
    }
}

/// How artifacts name the toolchain: tileiras' release line and the bytecode version.
fn identity(tileiras: &str, version: BytecodeVersion) -> String {
    format!("tileiras {tileiras}; bytecode {version}")
}

impl From<TileIrError> for BackendError {
    fn from(e: TileIrError) -> BackendError {
        let kind = match &e {
            TileIrError::Unsupported { .. } => BackendErrorKind::Unsupported,
            TileIrError::Internal { .. } => BackendErrorKind::Internal,
            TileIrError::Toolchain(ToolchainError::Rejected { .. }) => BackendErrorKind::Rejected,
            TileIrError::Toolchain(_) => BackendErrorKind::Toolchain,
        };
        BackendError::new(kind, NAME, e.to_string())
    }
}

impl Backend for TileIr {
    fn name(&self) -> &'static str {
        NAME
    }

    fn stages(&self) -> &'static [Stage] {
        STAGES
    }

    fn emit(&self, k: &Kernel, stage: &str, opts: &CompileOptions) -> Result<Emitted, BackendError> {
        match stage {
            "tileir" => Ok(Emitted::Text(emit_mlir_text(k)?)),
            "bytecode" => Ok(Emitted::Binary(emit_bytecode(k, &self.options(opts, false))?)),
            other => {
                let known: Vec<&str> = STAGES.iter().map(|s| s.name).collect();
                let m = format!("the {NAME} back end has no stage `{other}`; it emits {}", known.join(", "));
                Err(BackendError::new(BackendErrorKind::NoStage, NAME, m))
            }
        }
    }

    fn compile(&self, k: &Kernel, opts: &CompileOptions, cache: &Cache) -> Result<Artifact, BackendError> {
        let tile_opts = self.options(opts, true);
        match self.tools() {
            Ok(tools) => {
                let c = compile_cubin(k, &tile_opts, tools, cache)?;
                carried::record_toolchain(cache.dir(), tile_opts.version, &tools.version);
                Ok(TileIr::artifact(k, c.cubin, &tile_opts, &c.tileiras_version, c.cache_hit))
            }
            Err(why) => match carried::find(k, &tile_opts, cache) {
                Some(found) => {
                    let (cubin, version, tileiras) = found?;
                    Ok(TileIr::artifact(k, cubin, &Options { version, ..tile_opts }, &tileiras, true))
                }
                None => Err(TileIr::unavailable(k, opts, cache, why)),
            },
        }
    }

    fn check_target(&self, target: Target) -> Result<(), BackendError> {
        let tools = self.tools().map_err(|e| BackendError::from(TileIrError::Toolchain(e.clone())))?;
        tools.check_target(target).map_err(|e| TileIrError::Toolchain(e).into())
    }

    fn toolchain(&self) -> Result<ToolchainInfo, BackendError> {
        match self.tools() {
            Ok(t) => Ok(ToolchainInfo { identity: identity(&t.version, self.options(&CompileOptions::default(), true).version), notes: t.notes.clone() }),
            Err(e) => Err(TileIrError::Toolchain(e.clone()).into()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::carried::temp_dir;
    use super::*;

    /// A cache filled "elsewhere" (an entry under a recorded toolchain's key) is found with no
    /// tileiras at all; an empty one is a miss that says how to fill it.
    #[test]
    fn a_carried_cache_serves_cubins_without_tileiras() {
        let dir = temp_dir("offline");
        let k = tile_lang::tir::parse::parse_kernel("kernel @k (%a a: array<f32, 1>) {\n  return\n}").unwrap();
        let opts = CompileOptions::for_target(Target::DEFAULT);
        let none = ToolchainConfig { tileiras: Some(dir.join("no-tileiras")), explicit_only: true, ..ToolchainConfig::default() };
        let backend = TileIr::new(TileIrConfig { toolchain: none, ..TileIrConfig::default() });
        let cache = Cache::new(Some(dir.clone()), 1 << 20);
        let e = backend.compile(&k, &opts, &cache).unwrap_err();
        assert!(!e.is_internal() && e.kind == BackendErrorKind::Unavailable && e.message.contains("TILE_PRECOMPILE=sm_90"), "{}", e.message);
        // What a machine with tileiras leaves behind.
        let tile_opts = Options { version: BytecodeVersion::V13_4, ..Options::for_target(opts.target) };
        let key = super::super::cubin_key(&emit_bytecode(&k, &tile_opts).unwrap(), "release X", &tile_opts);
        let image: Arc<[u8]> = b"\x7fELF fake cubin".to_vec().into();
        cache.put(&key, &image).unwrap();
        carried::record_toolchain(Some(&dir), BytecodeVersion::V13_4, "release X");
        let fresh = Cache::new(Some(dir.clone()), 1 << 20);
        let a = backend.compile(&k, &opts, &fresh).unwrap();
        assert!(a.cache_hit && a.symbol == "k" && a.image == Image::Cubin(image));
        assert_eq!(a.launch, LaunchConfig::FROM_IMAGE);
        assert_eq!(a.toolchain, "tileiras release X; bytecode 13.4");
        let _ = std::fs::remove_dir_all(dir);
    }
}
