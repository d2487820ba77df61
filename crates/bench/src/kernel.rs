//! From a stdlib kernel and concrete arguments to something launchable: the front end
//! specialises the kernel (`Analysis::specialize`), the Tile IR back end assembles it through
//! the kernel cache, and [`Compiled`] holds its launch thunk and CPU plan.
//!
//! Kernels come from the stdlib embedded in the binary, so `tile bench` needs no source tree
//! on the GPU machine, and the bytecode (hence the cache key) is the same on every machine.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use tile_codegen::{Artifact, BackendSettings, Cache, Codegen, CompileOptions, Target};
use tile_lang::diag::{self, RenderOptions};
use tile_lang::sema::Analysis;
use tile_lang::source::SourceMap;
use tile_lang::stdlib::{self, StdlibLoader};
use tile_lang::tir;
use tile_launch::Compiled;

use crate::facts::Spec;

/// The back end and kernel cache benchmarks compile through, and the options.
#[derive(Debug)]
pub struct KernelCompiler {
    pub codegen: Codegen,
    pub opts: CompileOptions,
}

impl KernelCompiler {
    /// The back end called `backend` (`tileir`, `nvvm`, `auto`), else the one `TILE_BACKEND`
    /// names (default: CUDA Tile IR), with its external compiler (`tool`, else the usual
    /// search), checked to be there and to know `target`, and the environment's kernel cache.
    /// Child processes of a benchmark get the back end through the variable.
    pub fn discover(tool: Option<PathBuf>, target: Target, backend: Option<&str>) -> Result<KernelCompiler, String> {
        let settings = BackendSettings { tool, ..BackendSettings::default() };
        let backend = match backend {
            Some(name) => tile_codegen::backend_with(name, &settings),
            None => tile_codegen::env_backend_with(&settings),
        }
        .map_err(|e| e.to_string())?;
        backend.check_target(target).map_err(|e| e.to_string())?;
        let codegen = Codegen::new(backend, Arc::new(Cache::from_env()));
        Ok(KernelCompiler { codegen, opts: CompileOptions::for_target(target) })
    }

    /// The toolchain's identity, for logs (`tileiras release 13.4, V13.4.92; bytecode 13.4`).
    pub fn toolchain(&self) -> String {
        self.codegen.backend().toolchain().map_or_else(|e| e.to_string(), |t| t.identity)
    }
}

/// The TIR of `kernel` from stdlib `module` for concrete arguments; the rendered diagnostics
/// if the front end refuses them.
pub fn specialize(module: &str, kernel: &str, spec: &Spec) -> Result<tir::Kernel, String> {
    let text = stdlib::source(module).ok_or_else(|| format!("no stdlib module `{module}`"))?;
    let mut sources = SourceMap::default();
    let file = sources.add(format!("<stdlib>/{module}.tile"), text);
    let analysis = Analysis::load(&mut sources, file, &StdlibLoader);
    let render =
        |d: &[tile_lang::Diagnostic], s: &SourceMap| diag::render_all(d, s, RenderOptions { color: false });
    if diag::has_errors(analysis.diagnostics()) {
        return Err(render(analysis.diagnostics(), &sources));
    }
    // A kernel specialised on shapes has the sizes in its key, as a launch keys it.
    let mut args = spec.args.clone();
    analysis.kernel_static_shapes(kernel).apply(&mut args, &spec.shapes);
    match analysis.specialize(kernel, &args, &spec.shapes, &[], None) {
        (Some(k), _) => Ok(k),
        (None, diags) => Err(format!("cannot specialise `{module}.{kernel}`:\n{}", render(&diags, &sources))),
    }
}

/// One specialisation, compiled and ready to pack arguments.
pub struct Prepared {
    pub compiled: Compiled,
    pub artifact: Artifact,
    /// Seconds spent emitting and assembling (near zero on a cache hit).
    pub compile_s: f64,
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Prepared({}, {} bytes, cache hit {})",
            self.artifact.symbol,
            self.artifact.image.bytes().len(),
            self.artifact.cache_hit
        )
    }
}

/// Compiles `kernel` through the cache and builds its launch thunk.
pub fn prepare(kernel: tir::Kernel, compiler: &KernelCompiler) -> Result<Prepared, String> {
    let t = Instant::now();
    let artifact = compiler.codegen.compile(&kernel, &compiler.opts).map_err(|e| e.to_string())?;
    let compile_s = t.elapsed().as_secs_f64();
    let compiled = Compiled::new(kernel).map_err(|e| e.to_string())?;
    Ok(Prepared { compiled, artifact, compile_s })
}

#[cfg(test)]
mod tests {
    use tile_lang::tir::SpecArg;

    use super::*;
    use crate::catalog::{self, op_of};
    use crate::facts::{spec_args, DRY_RUN_ADDR};

    fn args_for(b: &catalog::Bench, shape: &[usize]) -> Spec {
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
        let occ = args.args.pop();
        args.shapes.pop();
        assert!(matches!(occ, Some(SpecArg::Const(_))), "{occ:?}");
        let k = specialize("softmax", "softmax", &args).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(k.hints.occupancy, Some(4));
    }

    #[test]
    fn a_wrong_argument_is_a_rendered_diagnostic() {
        let err = specialize("softmax", "softmax", &Spec::default()).unwrap_err();
        assert!(err.contains("softmax"), "{err}");
        assert!(specialize("nope", "x", &Spec::default()).unwrap_err().contains("no stdlib module"));
    }
}
