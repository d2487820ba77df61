//! From a stdlib kernel and concrete arguments to something launchable: the front end
//! specialises the kernel (`Analysis::specialize`), the Tile IR back end assembles it through
//! the kernel cache, and [`Compiled`] holds its launch thunk and CPU plan.
//!
//! Kernels come from the stdlib embedded in the binary, so `tile bench` needs no source tree
//! on the GPU machine, and the bytecode (hence the cache key) is the same on every machine.

use std::path::PathBuf;
use std::time::Instant;

use sha2::{Digest, Sha256};
use tile_lang::diag::{self, RenderOptions};
use tile_lang::sema::{Analysis, SpecArg};
use tile_lang::source::SourceMap;
use tile_lang::tir;

use crate::backend::tileir::{self, CompiledCubin, Options, Toolchain, ToolchainConfig};
use crate::backend::Target;
use crate::cache::Cache;
use crate::host::Compiled;
use crate::pipeline::FsLoader;
use crate::stdlib;

/// tileiras, the kernel cache and the options to compile with.
#[derive(Debug)]
pub struct Backend {
    pub tools: Toolchain,
    pub cache: Cache,
    pub opts: Options,
}

impl Backend {
    /// Finds tileiras (`tileiras`, else the usual search) and uses the environment's cache.
    pub fn discover(tileiras: Option<PathBuf>, target: Target) -> Result<Backend, String> {
        let cfg = ToolchainConfig { tileiras, ..ToolchainConfig::from_env() };
        let tools = Toolchain::discover(&cfg).map_err(|e| e.to_string())?;
        tools.check_target(target).map_err(|e| e.to_string())?;
        let opts = Options { version: tools.best_bytecode_version(), ..Options::for_target(target) };
        Ok(Backend { tools, cache: Cache::from_env(), opts })
    }
}

/// The TIR of `kernel` from stdlib `module` for concrete arguments; the rendered diagnostics
/// if the front end refuses them.
pub fn specialize(module: &str, kernel: &str, args: &[SpecArg]) -> Result<tir::Kernel, String> {
    let text = stdlib::source(module).ok_or_else(|| format!("no stdlib module `{module}`"))?;
    let mut sources = SourceMap::default();
    let file = sources.add(format!("<stdlib>/{module}.tile"), text);
    let analysis = Analysis::load(&mut sources, file, &FsLoader);
    let render =
        |d: &[tile_lang::Diagnostic], s: &SourceMap| diag::render_all(d, s, RenderOptions { color: false });
    if diag::has_errors(analysis.diagnostics()) {
        return Err(render(analysis.diagnostics(), &sources));
    }
    // A kernel specialised on shapes has the sizes in its key, as a launch keys it.
    let mut args = args.to_vec();
    analysis.kernel_static_shapes(kernel).apply(&mut args);
    match analysis.specialize(kernel, &args, &[], None) {
        (Some(k), _) => Ok(k),
        (None, diags) => Err(format!("cannot specialise `{module}.{kernel}`:\n{}", render(&diags, &sources))),
    }
}

/// A short hash of a stdlib module's source and of a tuning space: a remembered tuning
/// choice is valid while neither the kernels nor the configurations to choose from change.
pub fn tuning_hash(module: &str, space: &[crate::gpu_bench::catalog::Config]) -> String {
    let mut text = stdlib::source(module).unwrap_or_default().to_string();
    for cfg in space {
        text.push_str(&format!("\n{cfg}"));
    }
    let digest = Sha256::digest(text.as_bytes());
    digest.iter().take(4).map(|b| format!("{b:02x}")).collect()
}

/// One specialisation, assembled and ready to pack arguments.
pub struct Prepared {
    pub compiled: Compiled,
    pub cubin: CompiledCubin,
    /// Seconds spent emitting and assembling (near zero on a cache hit).
    pub compile_s: f64,
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Prepared({}, {} bytes, cache hit {})",
            self.cubin.symbol,
            self.cubin.cubin.len(),
            self.cubin.cache_hit
        )
    }
}

/// Assembles `kernel` through the cache and builds its launch thunk.
pub fn prepare(kernel: tir::Kernel, backend: &Backend) -> Result<Prepared, String> {
    let t = Instant::now();
    let cubin = tileir::compile_cubin(&kernel, &backend.opts, &backend.tools, &backend.cache)
        .map_err(|e| e.to_string())?;
    let compile_s = t.elapsed().as_secs_f64();
    let compiled = Compiled::new(kernel).map_err(|e| e.to_string())?;
    Ok(Prepared { compiled, cubin, compile_s })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gpu_bench::catalog::{self, op_of};
    use crate::gpu_bench::facts::{spec_args, DRY_RUN_ADDR};

    fn args_for(b: &catalog::Bench, shape: &[usize]) -> Vec<SpecArg> {
        let op = op_of(b);
        let arrays = op.arrays(shape, b.dtype);
        let triples: Vec<_> = arrays.iter().map(|a| (a.dtype, a.shape.as_slice(), DRY_RUN_ADDR)).collect();
        spec_args(&triples, &op.consts(&op.default_config(b.shape)))
    }

    /// Every benchmark kernel specialises, and its small shape yields the very same TIR (sizes
    /// are run-time values; only the facts, which the small shapes keep, are compiled in).
    #[test]
    fn every_benchmark_specialises_identically_at_both_sizes() {
        for b in catalog::ALL {
            let (module, name) = op_of(b).kernel();
            let big =
                specialize(module, name, &args_for(b, b.shape)).unwrap_or_else(|e| panic!("{}: {e}", b.name));
            let small = specialize(module, name, &args_for(b, &op_of(b).small_shape(b.shape))).unwrap();
            let print = |k: &tir::Kernel| tir::print::print_kernel(k);
            assert_eq!(print(&big), print(&small), "{}", b.name);
        }
    }

    /// A request that leaves out a defaulted `const` (softmax's `OCC`) gets its default, also
    /// where `@hints` reads it.
    #[test]
    fn a_left_out_defaulted_const_takes_its_default() {
        let b = catalog::ALL.iter().find(|b| b.name == "softmax_f32").expect("softmax_f32");
        let mut args = args_for(b, b.shape);
        let occ = args.pop();
        assert!(matches!(occ, Some(SpecArg::Const(_))), "{occ:?}");
        let k = specialize("softmax", "softmax", &args).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(k.hints.occupancy, Some(4));
    }

    #[test]
    fn a_wrong_argument_is_a_rendered_diagnostic() {
        let err = specialize("softmax", "softmax", &[]).unwrap_err();
        assert!(err.contains("softmax"), "{err}");
        assert!(specialize("nope", "x", &[]).unwrap_err().contains("no stdlib module"));
        assert_eq!(tuning_hash("matmul", &[]).len(), 8);
        let space = |tk| vec![crate::gpu_bench::catalog::Config::of(&[("tm", 128), ("tk", tk)])];
        assert_ne!(tuning_hash("matmul", &space(32)), tuning_hash("matmul", &space(64)));
        assert_ne!(tuning_hash("matmul", &space(32)), tuning_hash("matmul", &[]));
    }
}
