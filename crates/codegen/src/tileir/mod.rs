//! The CUDA Tile IR back end: TIR kernels to Tile IR bytecode to cubins.
//!
//! ```text
//! tir::Kernel --lower--> cutile-ir Module --write--> bytecode (.tilebc) --tileiras--> cubin
//! ```
//!
//! * [`TileIr`] is this back end behind the [`crate::Backend`] interface: stages `tileir`
//!   (MLIR text) and `bytecode`, and cubins through the kernel cache.
//! * [`emit_bytecode`] and [`emit_mlir_text`] need nothing installed.
//! * [`compile_cubin`] runs NVIDIA's `tileiras` (found by [`Toolchain::discover`];
//!   `scripts/install-cuda-tools.sh` installs it) unless the [`Cache`] already has the cubin.
//! * `carried.rs`: without tileiras, cubins that a machine with it assembled into the same
//!   cache folder are still found, by the toolchains it recorded there.
//!
//! Launches follow the tileiras ABI (tile-ir.md §3): the parameters of `tile_lang::abi`, block
//! `(1, 1, 1)` and no dynamic shared memory ([`crate::LaunchConfig::FROM_IMAGE`]): tileiras
//! fixes the real block size in the cubin, the driver substitutes it and fills the hidden TMA
//! parameters itself. The lowering is in `lower.rs` and its helpers; every op goes through the
//! typed [`emit`] layer, which avoids the encoder bugs of `cutile-ir` 0.5.0.
//!
//! Bytecode version: 13.4 by default (what tileiras 13.4 lists newest); 13.2 and 13.3 can be
//! chosen, 13.1 cannot (`cutile-ir` cannot write it). tileiras produces identical cubins for
//! 13.2 to 13.4 input; 13.4 adds saturating float-to-int casts, which TIR's `cast` wants.

mod arith;
mod backend;
mod carried;
pub mod emit;
mod lower;
mod memory;
mod reduce;
pub mod toolchain;
pub mod types;

use std::fmt;
use std::sync::Arc;

use tile_lang::tir::Kernel;

use crate::cache::{Cache, CacheKey};
use crate::target::Target;
pub use backend::{TileIr, TileIrConfig, NAME};
pub use carried::{recorded_toolchains, TOOLCHAINS_FILE};
pub use toolchain::{Toolchain, ToolchainConfig, ToolchainError};

/// A Tile IR bytecode version this back end can write.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum BytecodeVersion {
    V13_2,
    V13_3,
    V13_4,
}

impl BytecodeVersion {
    pub const ALL: [BytecodeVersion; 3] =
        [BytecodeVersion::V13_2, BytecodeVersion::V13_3, BytecodeVersion::V13_4];
    pub const DEFAULT: BytecodeVersion = BytecodeVersion::V13_4;

    /// Parses `13.4`.
    pub fn parse(s: &str) -> Option<BytecodeVersion> {
        BytecodeVersion::ALL.into_iter().find(|v| v.to_string() == s.trim())
    }

    pub(crate) fn to_cutile(self) -> cutile_ir::bytecode::BytecodeVersion {
        use cutile_ir::bytecode::BytecodeVersion as V;
        match self {
            BytecodeVersion::V13_2 => V::V13_2,
            BytecodeVersion::V13_3 => V::V13_3,
            BytecodeVersion::V13_4 => V::V13_4,
        }
    }
}

impl Default for BytecodeVersion {
    fn default() -> Self {
        BytecodeVersion::DEFAULT
    }
}

impl fmt::Display for BytecodeVersion {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let minor = match self {
            BytecodeVersion::V13_2 => 2,
            BytecodeVersion::V13_3 => 3,
            BytecodeVersion::V13_4 => 4,
        };
        write!(f, "13.{minor}")
    }
}

/// How to emit and assemble.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Options {
    /// The bytecode version written (and, in debug builds, validated against).
    pub version: BytecodeVersion,
    /// The GPU to compile for.
    pub target: Target,
    /// tileiras `--opt-level` (0 to 3).
    pub opt_level: u8,
    /// Run `cutile-ir`'s validators on the IR before writing it (default: in debug builds).
    /// Tests switch it off to exercise tileiras' own error path.
    pub check_ir: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            version: BytecodeVersion::DEFAULT,
            target: Target::DEFAULT,
            opt_level: 3,
            check_ir: cfg!(debug_assertions),
        }
    }
}

impl Options {
    /// Options for a target with the default version and optimisation level.
    pub fn for_target(target: Target) -> Options {
        Options { target, ..Options::default() }
    }

    /// A stable text form, part of the cache key. The host platform is in it because tileiras
    /// embeds a host-code object for the driver (`--host-arch`/`--host-os` default to ours).
    fn cache_text(&self) -> String {
        let host = format!("{}-{}", std::env::consts::ARCH, std::env::consts::OS);
        format!("bytecode={} target={} O{} host={host}", self.version, self.target, self.opt_level)
    }
}

/// Why a kernel could not be turned into bytecode or a cubin.
#[derive(Debug)]
pub enum TileIrError {
    /// The kernel uses something this back end cannot express in Tile IR.
    Unsupported { kernel: String, what: String },
    /// The back end produced invalid IR: a bug in tile.
    Internal { kernel: String, message: String },
    /// tileiras is missing, broken or rejected the bytecode.
    Toolchain(ToolchainError),
}

impl fmt::Display for TileIrError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TileIrError::Unsupported { kernel, what } => {
                write!(f, "kernel `{kernel}`: the CUDA Tile IR back end does not support {what}")
            }
            TileIrError::Internal { kernel, message } => write!(
                f,
                "kernel `{kernel}`: internal error in the CUDA Tile IR back end (a bug in tile, please report it): {message}"
            ),
            TileIrError::Toolchain(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for TileIrError {}

impl From<ToolchainError> for TileIrError {
    fn from(e: ToolchainError) -> TileIrError {
        TileIrError::Toolchain(e)
    }
}

/// Lowers a kernel to a `cutile-ir` module (for tools that want the IR itself).
pub fn emit_module(k: &Kernel, opts: &Options) -> Result<cutile_ir::Module, TileIrError> {
    lower::lower_kernel(k, opts)
}

/// The Tile IR bytecode of one kernel specialisation. Deterministic: the same kernel and
/// options give the same bytes.
pub fn emit_bytecode(k: &Kernel, opts: &Options) -> Result<Vec<u8>, TileIrError> {
    let module = lower::lower_kernel(k, opts)?;
    cutile_ir::bytecode::write_bytecode_version(&module, opts.version.to_cutile())
        .map_err(|e| TileIrError::Internal { kernel: k.name.clone(), message: e.to_string() })
}

/// The kernel as MLIR-like Tile IR text (`cutile-ir`'s printer; close to `tileirdisasm`'s,
/// with values numbered `%N`), for `tile emit --stage tileir` and codegen goldens.
pub fn emit_mlir_text(k: &Kernel) -> Result<String, TileIrError> {
    Ok(lower::lower_kernel(k, &Options::default())?.to_mlir_text())
}

/// A cubin of one kernel for one GPU, and whether tileiras ran for it.
#[derive(Clone, Debug)]
pub struct CompiledCubin {
    /// The ELF image for `cuModuleLoadData`.
    pub cubin: Arc<[u8]>,
    pub target: Target,
    pub bytecode_version: BytecodeVersion,
    /// tileiras' `--version` release line, e.g. `Cuda compilation tools, release 13.4, V13.4.92`.
    pub tileiras_version: String,
    /// True when the cubin came from the cache and tileiras did not run.
    pub cache_hit: bool,
}

/// Emits a kernel's bytecode and assembles it for `opts.target`, through `cache`.
///
/// A cache hit (memory or disk) skips tileiras entirely. The cache key hashes the bytecode,
/// the tileiras version, the target and the options, so a toolchain upgrade never reuses old
/// cubins.
pub fn compile_cubin(
    k: &Kernel,
    opts: &Options,
    tools: &Toolchain,
    cache: &Cache,
) -> Result<CompiledCubin, TileIrError> {
    tools.check_target(opts.target)?;
    let bytecode = emit_bytecode(k, opts)?;
    let key = cubin_key(&bytecode, &tools.version, opts);
    let (cubin, cache_hit) = match cache.get(&key) {
        Some(c) => (c, true),
        None => {
            let c: Arc<[u8]> = tools.assemble(&bytecode, &k.name, opts)?.into();
            // A cache that cannot be written only costs speed; never fail the compile.
            let _ = cache.put(&key, &c);
            (c, false)
        }
    };
    Ok(CompiledCubin {
        cubin,
        target: opts.target,
        bytecode_version: opts.version,
        tileiras_version: tools.version.clone(),
        cache_hit,
    })
}

/// The cache key of a cubin: the back end, the bytecode, tileiras' `--version` release line,
/// the target and the options. It needs no tileiras: a process without it finds cubins that
/// another machine assembled by the toolchains recorded in the cache folder (`carried.rs`).
pub fn cubin_key(bytecode: &[u8], tileiras_version: &str, opts: &Options) -> CacheKey {
    CacheKey::of(&[NAME.as_bytes(), b"cubin-v2", bytecode, tileiras_version.as_bytes(), opts.cache_text().as_bytes()])
}
