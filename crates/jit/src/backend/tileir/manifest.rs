//! The JSON manifest `tile build` writes beside its cubins: for every kernel specialisation,
//! the cubin file, the symbol, the specialisation, the parameter ABI and how to launch it.
//!
//! ```json
//! { "tool": "tile 0.1.0", "target": "sm_90", "tileiras_version": "...", "bytecode_version": "13.4",
//!   "kernels": [ { "name": "vector_add", "symbol": "vector_add", "cubin": "vector_add-0.cubin",
//!                  "source": "examples/vector_add.tile", "spec": [["T", "256"]],
//!                  "block": [1, 1, 1], "block_rule": "(1,1,1)", "abi": { ... } } ] }
//! ```
//!
//! `block_rule` is always `(1,1,1)`: tileiras fixes the real block size in the cubin and the
//! driver substitutes it; the grid is the TIR grid. `abi` is [`super::abi::KernelAbi`].

use serde::Serialize;

use super::abi::KernelAbi;
use super::CompiledCubin;

/// One kernel specialisation in a manifest.
#[derive(Clone, Debug, Serialize)]
pub struct ManifestKernel {
    pub name: String,
    pub symbol: String,
    /// The cubin's file name, relative to the manifest.
    pub cubin: String,
    /// The source file the specialisation came from.
    pub source: String,
    /// `(const parameter, value)` pairs.
    pub spec: Vec<(String, String)>,
    pub block: [u32; 3],
    pub block_rule: &'static str,
    pub abi: KernelAbi,
}

/// The manifest of one `tile build`.
#[derive(Clone, Debug, Serialize)]
pub struct Manifest {
    pub tool: String,
    pub target: String,
    pub tileiras_version: String,
    pub bytecode_version: String,
    pub kernels: Vec<ManifestKernel>,
}

impl Manifest {
    pub fn new(target: &str, tileiras_version: &str, bytecode_version: &str) -> Manifest {
        Manifest {
            tool: format!("tile {}", env!("CARGO_PKG_VERSION")),
            target: target.to_string(),
            tileiras_version: tileiras_version.to_string(),
            bytecode_version: bytecode_version.to_string(),
            kernels: Vec::new(),
        }
    }

    /// Records a compiled kernel whose cubin was written to `cubin_file`.
    pub fn add(&mut self, c: &CompiledCubin, cubin_file: &str, source: &str, spec: &[(String, String)]) {
        let (x, y, z) = CompiledCubin::BLOCK;
        self.kernels.push(ManifestKernel {
            name: c.symbol.clone(),
            symbol: c.symbol.clone(),
            cubin: cubin_file.to_string(),
            source: source.to_string(),
            spec: spec.to_vec(),
            block: [x, y, z],
            block_rule: "(1,1,1)",
            abi: c.abi.clone(),
        });
    }

    /// Pretty JSON with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("the manifest serialises");
        s.push('\n');
        s
    }
}
