//! Code generation: verified TIR in, an image a GPU runs out, behind one interface.
//!
//! * [`Backend`] (`backend.rs`): what every code generator implements — its stages for
//!   `tile emit`, and `compile` to an [`Artifact`] that carries everything a launch needs
//!   (image, entry symbol, parameter ABI, block, shared memory, cluster). [`Codegen`] pairs a
//!   back end with the [`Cache`] it compiles through.
//! * [`tileir`]: TIR to CUDA Tile IR bytecode (`cutile-ir`), assembled into cubins by NVIDIA's
//!   `tileiras`; with no tileiras, cubins that another machine assembled into a carried cache
//!   folder still serve.
//! * [`Target`]: `sm_<N>`. [`Cache`]: compiled images by content hash, in memory and on disk;
//!   every key starts with the back end's name and its toolchain's identity.
//! * [`KernelAbi`] and [`manifest::Manifest`]: the parameter ABI as hosts in other languages
//!   read it, and the JSON `tile build` writes.
//!
//! **Architecture Invariant:** a back end is a deterministic function of (TIR, options,
//! target); nothing outside a back end's own module names its toolchain.
#![deny(unsafe_code)]

mod abi;
mod backend;
pub mod cache;
mod dump;
pub mod manifest;
mod target;
pub mod tileir;

use std::sync::Arc;

pub use abi::{c_scalar, kernel_abi, Facts, FlatParam, KernelAbi, SourceParam};
pub use backend::{
    emit_text, Artifact, Backend, BackendError, BackendErrorKind, BackendSettings, Codegen, CompileOptions, Emitted,
    Image, LaunchConfig, Stage, ToolchainInfo,
};
pub use cache::{Cache, CacheInfo, CacheKey};
pub use target::Target;

/// The names of the back ends, as `--backend` takes them.
pub const BACKENDS: &[&str] = &[tileir::NAME];

/// The back end called `name`, with its settings from the environment; `None` when there is
/// no such back end.
pub fn backend_named(name: &str) -> Option<Arc<dyn Backend>> {
    match name {
        tileir::NAME => Some(Arc::new(tileir::TileIr::from_env())),
        _ => None,
    }
}

/// The back end called `name` with settings a user gave ([`BackendSettings`]); an error names
/// the back ends when there is no such one.
pub fn backend_with(name: &str, settings: &BackendSettings) -> Result<Arc<dyn Backend>, BackendError> {
    match name {
        tileir::NAME => Ok(Arc::new(tileir::TileIr::with_settings(settings)?)),
        other => Err(BackendError::new(
            BackendErrorKind::Toolchain,
            "none",
            format!("there is no back end `{other}`; tile has {}", BACKENDS.join(", ")),
        )),
    }
}

/// The back end used when none is chosen: CUDA Tile IR.
pub fn default_backend() -> Arc<dyn Backend> {
    Arc::new(tileir::TileIr::from_env())
}
