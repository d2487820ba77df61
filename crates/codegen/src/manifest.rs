//! The JSON manifest `tile build` writes beside its images: for every kernel specialisation,
//! the image file, the symbol, the specialisation, the parameter ABI and how to launch it.
//! Every back end writes the same format.
//!
//! ```json
//! { "tool": "tile 0.1.0", "backend": "tileir", "target": "sm_90",
//!   "toolchain": "tileiras release 13.4, V13.4.92; bytecode 13.4",
//!   "kernels": [ { "name": "vector_add", "symbol": "vector_add", "image": "vector_add-0.cubin",
//!                  "source": "examples/vector_add.tile", "spec": [["T", "256"]],
//!                  "block": [1, 1, 1], "dynamic_shared_bytes": 0, "abi": { ... } } ] }
//! ```
//!
//! `block` is what `cuLaunchKernel` takes ([`crate::LaunchConfig::block`]): `(1, 1, 1)` for
//! Tile IR cubins, whose real block size tileiras fixes in the cubin; the grid is the TIR
//! grid. `cluster`, when present, is the cluster shape to launch with. `abi` is
//! [`crate::KernelAbi`].

use serde::Serialize;

use crate::abi::KernelAbi;
use crate::backend::Artifact;

/// One kernel specialisation in a manifest.
#[derive(Clone, Debug, Serialize)]
pub struct ManifestKernel {
    pub name: String,
    pub symbol: String,
    /// The image's file name (`.cubin` or `.ptx`), relative to the manifest.
    pub image: String,
    /// The source file the specialisation came from.
    pub source: String,
    /// `(const parameter, value)` pairs.
    pub spec: Vec<(String, String)>,
    pub block: [u32; 3],
    pub dynamic_shared_bytes: u32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cluster: Option<[u32; 3]>,
    pub abi: KernelAbi,
}

/// The manifest of one `tile build`.
#[derive(Clone, Debug, Serialize)]
pub struct Manifest {
    pub tool: String,
    pub backend: String,
    pub target: String,
    pub toolchain: String,
    pub kernels: Vec<ManifestKernel>,
}

impl Manifest {
    pub fn new(backend: &str, target: &str, toolchain: &str) -> Manifest {
        Manifest {
            tool: format!("tile {}", env!("CARGO_PKG_VERSION")),
            backend: backend.to_string(),
            target: target.to_string(),
            toolchain: toolchain.to_string(),
            kernels: Vec::new(),
        }
    }

    /// Records a compiled kernel whose image was written to `image_file`.
    pub fn add(&mut self, a: &Artifact, image_file: &str, source: &str, spec: &[(String, String)]) {
        self.kernels.push(ManifestKernel {
            name: a.symbol.clone(),
            symbol: a.symbol.clone(),
            image: image_file.to_string(),
            source: source.to_string(),
            spec: spec.to_vec(),
            block: a.launch.block,
            dynamic_shared_bytes: a.launch.dynamic_shared_bytes,
            cluster: a.launch.cluster,
            abi: a.abi.clone(),
        });
    }

    /// Pretty JSON with a trailing newline.
    pub fn to_json(&self) -> String {
        let mut s = serde_json::to_string_pretty(self).expect("the manifest serialises");
        s.push('\n');
        s
    }
}
