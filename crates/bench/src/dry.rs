//! `tile bench --dry-run`: everything a GPU run does except the GPU.
//!
//! Every configuration of every selected benchmark is specialised for the benchmark's real
//! shape, with the facts of `cuMemAlloc`-aligned arrays ([`DRY_RUN_ADDR`]), and assembled by
//! tileiras through the kernel cache: the cubins a GPU run will ask for are then cached (a
//! GPU machine given this cache folder starts warm). Each specialisation also runs on the CPU
//! executor on the benchmark's small shape (same facts, so the same kernel) and is checked
//! against the host reference.

use std::time::Instant;

use super::catalog::{all_configs, op_of, ArrayDecl, Bench, Config, Kind, Op};
use super::data::HostArray;
use super::facts::{spec_args, DRY_RUN_ADDR};
use super::kernel::{prepare, specialize, KernelCompiler, Prepared};
use super::reference::{self, Check, Sample};
use super::run::{kernel_text, shape_text};
use tile_cpu::{Arg, ExecOptions};
use tile_launch::Compiled;

/// The multiprocessors the dry run's CPU check launches persistent grids for: few, so that the
/// small shape's blocks loop over several row blocks (a GPU run uses the GPU's count).
pub const DRY_RUN_SMS: u32 = 2;

/// What the dry run found for one configuration.
#[derive(Debug)]
pub struct DryRow {
    pub bench: &'static str,
    /// `module.kernel[config]`.
    pub kernel: String,
    pub compile: Result<CompileInfo, String>,
    /// The CPU executor on the small shape against the reference (`None`: not checked).
    pub check: Option<Result<Check, String>>,
}

/// A successful compile.
#[derive(Clone, Copy, Debug)]
pub struct CompileInfo {
    pub cubin_bytes: usize,
    pub cache_hit: bool,
    pub seconds: f64,
}

impl DryRow {
    pub fn ok(&self) -> bool {
        self.compile.is_ok() && !matches!(self.check, Some(Err(_)))
    }
}

/// The configurations a GPU run of `b` may compile (the first launch compiles its own, in a
/// fresh cache, on purpose).
pub fn configs(b: &Bench) -> Vec<Config> {
    match b.kind {
        Kind::Kernel(op) => all_configs(op, b.shape),
        Kind::Launch => vec![Config::of(&[("T", b.shape[0] as i64)])],
        Kind::FirstLaunch => Vec::new(),
    }
}

/// Compiles and checks on the CPU every configuration of `benches`, reporting each row as it
/// is done (a release build checks all 52 in seconds).
pub fn dry_run(
    benches: &[&'static Bench],
    backend: &KernelCompiler,
    report: &mut dyn FnMut(&DryRow),
) -> Vec<DryRow> {
    let mut rows = Vec::new();
    for &b in benches {
        for cfg in configs(b) {
            let row = one(b, &cfg, backend);
            report(&row);
            rows.push(row);
        }
    }
    rows
}

/// [`dry_run`] of one configuration of `b` (`tile bench --dry-run --config ...`).
pub fn dry_run_config(b: &'static Bench, cfg: &Config, backend: &KernelCompiler) -> DryRow {
    one(b, cfg, backend)
}

fn one(b: &'static Bench, cfg: &Config, backend: &KernelCompiler) -> DryRow {
    let op = op_of(b);
    let kernel = kernel_text(op, cfg);
    let t = Instant::now();
    let prepared = compile_for_shape(op, b, cfg, backend);
    let seconds = t.elapsed().as_secs_f64();
    match prepared {
        Err(e) => DryRow { bench: b.name, kernel, compile: Err(e), check: None },
        Ok(p) => {
            let info =
                CompileInfo { cubin_bytes: p.artifact.image.bytes().len(), cache_hit: p.artifact.cache_hit, seconds };
            let check = cpu_check(b, op, cfg, &p.compiled);
            DryRow { bench: b.name, kernel, compile: Ok(info), check: Some(check) }
        }
    }
}

/// The specialisation a GPU run of `b` compiles, with the facts of aligned device arrays.
fn compile_for_shape(op: Op, b: &Bench, cfg: &Config, backend: &KernelCompiler) -> Result<Prepared, String> {
    prepare(specialize_for(op, &op.arrays(b.shape, b.dtype), cfg)?, backend)
}

/// The kernel `cfg` runs, specialised for the arrays `decls` in aligned device memory.
fn specialize_for(op: Op, decls: &[ArrayDecl], cfg: &Config) -> Result<tile_lang::tir::Kernel, String> {
    let triples: Vec<_> = decls.iter().map(|d| (d.dtype, d.shape.as_slice(), DRY_RUN_ADDR)).collect();
    let (module, name) = op.kernel_of(cfg);
    specialize(module, name, &spec_args(&triples, &op.consts(cfg)))
}

/// Random inputs for the non-output arrays of `decls`, then the output poisoned with NaN.
pub(super) fn host_problem(decls: &[ArrayDecl], seed: u64) -> Vec<HostArray> {
    let mut host: Vec<HostArray> = decls
        .iter()
        .enumerate()
        .filter(|(_, d)| !d.output)
        .map(|(i, d)| HostArray::random(d.dtype, &d.shape, d.range, seed.wrapping_add(i as u64 * 7919)))
        .collect();
    let out = decls.last().expect("an output");
    let mut poisoned = HostArray::zeros(out.dtype, &out.shape);
    poisoned.fill_bytes(0xff);
    host.push(poisoned);
    host
}

/// Runs the CPU executor on host arrays (inputs, then the output), in place, with the facts
/// checked as a GPU would rely on them.
pub(super) fn run_cpu(
    compiled: &Compiled,
    grid: [u32; 3],
    decls: &[ArrayDecl],
    host: &mut [HostArray],
) -> Result<(), String> {
    let args: Vec<Arg<'_>> = host
        .iter_mut()
        .zip(decls)
        .map(|(h, d)| Arg::Array(if d.output { h.arg_mut() } else { h.arg() }))
        .collect();
    tile_launch::launch(compiled, grid, &args, &ExecOptions::default())
        .map(|_| ())
        .map_err(|e| format!("the CPU executor failed: {e}"))
}

/// The CPU executor on the small shape against the host reference. A kernel specialised on
/// shapes (`static_shapes`) runs its specialisation for the small shape, from the same source
/// and configuration.
fn cpu_check(b: &Bench, op: Op, cfg: &Config, compiled: &Compiled) -> Result<Check, String> {
    let shape = op.small_shape(b.shape);
    let decls = op.arrays(&shape, b.dtype);
    let own;
    let compiled = if specialised_on_shapes(compiled) {
        own = Compiled::new(specialize_for(op, &decls, cfg)?).map_err(|e| e.to_string())?;
        &own
    } else {
        compiled
    };
    let seed = super::data::fresh_seed();
    let mut host = host_problem(&decls, seed);
    run_cpu(compiled, op.grid(&shape, cfg, DRY_RUN_SMS), &decls, &mut host)?;
    let (inputs, out) = host.split_at(host.len() - 1);
    let inputs: Vec<&HostArray> = inputs.iter().collect();
    reference::check(op, &inputs, &out[0], Sample::All, seed)
        .map_err(|e| format!("small shape {} (seed {seed}): {e}", shape_text(&shape)))
}

/// Whether `compiled` was specialised on the exact shapes of its arrays (`static_shapes`).
pub(super) fn specialised_on_shapes(compiled: &Compiled) -> bool {
    compiled.tir.params.iter().any(|p| {
        matches!(&p.kind, tile_lang::tir::ParamKind::Array { facts, .. } if facts.sizes.is_some())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog;

    #[test]
    fn every_kernel_benchmark_has_configurations_to_compile() {
        for b in catalog::ALL {
            let n = configs(b).len();
            match b.kind {
                Kind::FirstLaunch => assert_eq!(n, 0),
                Kind::Launch => assert_eq!(n, 1),
                Kind::Kernel(_) => assert!(n >= 3, "{}", b.name),
            }
        }
    }

    /// The CPU half of the dry run, without tileiras: each benchmark's default configuration
    /// on its small shape against the reference.
    #[test]
    fn default_configurations_are_correct_on_the_cpu() {
        let mut seen = Vec::new();
        for b in catalog::ALL.iter().filter(|b| matches!(b.kind, Kind::Kernel(_))) {
            let op = op_of(b);
            // The two GEMMs share their small problem: check it once.
            let small = (op, b.dtype, op.small_shape(b.shape));
            if seen.contains(&small) {
                continue;
            }
            seen.push(small);
            let cfg = op.default_config(b.shape);
            let decls = op.arrays(b.shape, b.dtype);
            let triples: Vec<_> = decls.iter().map(|d| (d.dtype, d.shape.as_slice(), DRY_RUN_ADDR)).collect();
            let (module, name) = op.kernel();
            let kernel = specialize(module, name, &spec_args(&triples, &op.consts(&cfg))).unwrap();
            let compiled = Compiled::new(kernel).unwrap();
            let check = cpu_check(b, op, &cfg, &compiled).unwrap_or_else(|e| panic!("{}: {e}", b.name));
            assert!(check.compared > 0 && check.rel_err <= check.tol, "{}: {check}", b.name);
        }
    }

    /// A persistent configuration compiles the persistent kernel, whose blocks loop over
    /// several row blocks on the dry run's small grid, and is correct on the CPU.
    #[test]
    fn persistent_configurations_are_correct_on_the_cpu() {
        for name in ["softmax_bf16", "layernorm_f32"] {
            let b = catalog::find(name).unwrap();
            let op = op_of(b);
            let cfg = op.space(b.shape).into_iter().find(|c| c.get("PB") > 0 && c.get("BM") == 2).unwrap();
            let small = op.small_shape(b.shape);
            assert!(
                op.grid(&small, &cfg, DRY_RUN_SMS)[0] < op.grid(&small, &cfg.with("PB", 0), DRY_RUN_SMS)[0]
            );
            let decls = op.arrays(b.shape, b.dtype);
            let triples: Vec<_> = decls.iter().map(|d| (d.dtype, d.shape.as_slice(), DRY_RUN_ADDR)).collect();
            let (module, kernel) = op.kernel_of(&cfg);
            assert!(kernel.ends_with("_persistent"), "{kernel}");
            let kernel = specialize(module, kernel, &spec_args(&triples, &op.consts(&cfg))).unwrap();
            let compiled = Compiled::new(kernel).unwrap();
            let check = cpu_check(b, op, &cfg, &compiled).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(check.compared > 0 && check.rel_err <= check.tol, "{name}: {check}");
        }
    }
}
