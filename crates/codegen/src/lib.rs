//! Code generation: verified TIR in, an image a GPU runs out, behind one interface.
//!
//! * [`Backend`] (`backend.rs`): what every code generator implements — its stages for
//!   `tile emit`, and `compile` to an [`Artifact`] that carries everything a launch needs
//!   (image, entry symbol, parameter ABI, block, shared memory, cluster). [`Codegen`] pairs a
//!   back end with the [`Cache`] it compiles through.
//! * [`tileir`]: TIR to CUDA Tile IR bytecode (`cutile-ir`), assembled into cubins by NVIDIA's
//!   `tileiras`; with no tileiras, cubins that another machine assembled into a carried cache
//!   folder still serve.
//! * [`nvvm`]: TIR to NVVM IR (our own lowering: layouts, shuffles, shared memory), compiled
//!   to PTX by libNVVM (loaded through `tile_gpu::nvvm`); the driver compiles the PTX.
//! * [`Target`]: `sm_<N>`. [`Cache`]: compiled images by content hash, in memory and on disk;
//!   every key starts with the back end's name and its toolchain's identity. [`tuned`]: the
//!   autotuner's remembered configurations, beside the cache's images.
//! * [`KernelAbi`] and [`manifest::Manifest`]: the parameter ABI as hosts in other languages
//!   read it, and the JSON `tile build` writes; [`c_launcher`]: a specialisation as a C
//!   source and header with its image embedded and a typed launch function (`--emit c`).
//!
//! **Architecture Invariant:** a back end is a deterministic function of (TIR, options,
//! target); nothing outside a back end's own module names its toolchain.
#![deny(unsafe_code)]

mod abi;
mod backend;
pub mod c_launcher;
pub mod cache;
mod dump;
pub mod manifest;
pub mod nvvm;
mod printf;
mod target;
pub mod tileir;
pub mod tuned;

use std::sync::Arc;

pub use abi::{c_scalar, kernel_abi, Facts, FlatParam, KernelAbi, SourceParam};
pub use backend::{
    emit_text, Artifact, Backend, BackendError, BackendErrorKind, BackendSettings, Codegen, CompileOptions, Emitted,
    Image, LaunchConfig, Stage, TensorMapSpec, ToolchainInfo, MAX_MAP_RANK, MAX_TENSOR_MAPS,
};
pub use cache::{Cache, CacheInfo, CacheKey};
pub use target::Target;

/// The names of the back ends, as `--backend` takes them (besides `auto`).
pub const BACKENDS: &[&str] = &[tileir::NAME, nvvm::NAME];

/// The environment variable that picks the back end when none is chosen otherwise.
pub const BACKEND_VAR: &str = "TILE_BACKEND";

/// The back end called `name`, with its settings from the environment; `None` when there is
/// no such back end.
pub fn backend_named(name: &str) -> Option<Arc<dyn Backend>> {
    backend_with(name, &BackendSettings::default()).ok()
}

/// The back end called `name` (or `auto`) with settings a user gave ([`BackendSettings`]);
/// an error names the back ends when there is no such one.
///
/// `auto` is CUDA Tile IR when tileiras is installed, else NVVM when libNVVM is, else Tile IR
/// (which can still serve cubins from a carried cache, and whose error says what to install).
pub fn backend_with(name: &str, settings: &BackendSettings) -> Result<Arc<dyn Backend>, BackendError> {
    match name {
        tileir::NAME => Ok(Arc::new(tileir::TileIr::with_settings(settings)?)),
        nvvm::NAME => Ok(Arc::new(nvvm::Nvvm::with_settings(settings)?)),
        "auto" => {
            let tile_ir = tileir::TileIr::with_settings(settings)?;
            if tile_ir.tools().is_ok() {
                return Ok(Arc::new(tile_ir));
            }
            let nvvm = nvvm::Nvvm::with_settings(settings)?;
            if nvvm.lib().is_ok() {
                return Ok(Arc::new(nvvm));
            }
            Ok(Arc::new(tile_ir))
        }
        other => Err(BackendError::new(
            BackendErrorKind::Toolchain,
            "none",
            format!("there is no back end `{other}`; tile has {} (and `auto`)", BACKENDS.join(", ")),
        )),
    }
}

/// The back end `TILE_BACKEND` names (`tileir`, `nvvm` or `auto`); CUDA Tile IR when it is
/// unset. An error when it names no back end.
pub fn env_backend() -> Result<Arc<dyn Backend>, BackendError> {
    env_backend_with(&BackendSettings::default())
}

/// [`env_backend`] with settings a user gave ([`BackendSettings`]).
pub fn env_backend_with(settings: &BackendSettings) -> Result<Arc<dyn Backend>, BackendError> {
    match std::env::var(BACKEND_VAR) {
        Ok(name) if !name.trim().is_empty() => backend_with(name.trim(), settings)
            .map_err(|e| BackendError { message: format!("{BACKEND_VAR}={name}: {}", e.message), ..e }),
        _ => backend_with(tileir::NAME, settings),
    }
}

/// The back end used when none is chosen: [`env_backend`], or CUDA Tile IR when
/// `TILE_BACKEND` names no back end (callers that can report the error use [`env_backend`]).
pub fn default_backend() -> Arc<dyn Backend> {
    env_backend().unwrap_or_else(|_| Arc::new(tileir::TileIr::from_env()))
}
