//! The first launch of a GEMM in a fresh process: what a user waits for before the first
//! result, split into its stages.
//!
//! The parent ([`super::run::Runner`]) starts `tile bench --first-launch-child` twice with
//! `TILE_CACHE_DIR` pointing at a new empty folder: the first process finds nothing cached
//! (tileiras runs), the second finds the cubin the first one wrote. Each child ([`child`])
//! times its stages and prints one [`FirstLaunchReport`] line; the parent also times the whole
//! process.

use std::path::PathBuf;
use std::process::Command;
use std::time::Instant;

use serde::{Deserialize, Serialize};
use tile_lang::DType;

use super::catalog::{Config, Op};
use super::device::{DeviceArray, Gpu, Launchable};
use super::facts::spec_args;
use super::kernel::{prepare, specialize, KernelCompiler};

/// Marks the report line among whatever else the child prints.
pub const REPORT_PREFIX: &str = "tile-first-launch: ";

/// The stages of one first launch, in milliseconds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FirstLaunchReport {
    /// Loading the driver and creating the context (not counted in `total_ms`: every CUDA
    /// program pays it, whatever compiles its kernels).
    pub init_ms: f64,
    /// Parsing the stdlib module and specialising the kernel.
    pub frontend_ms: f64,
    /// Finding and checking tileiras (its answers are cached beside the kernels).
    pub toolchain_ms: f64,
    /// Emitting bytecode and assembling it (tileiras), or reading the cached cubin; and
    /// compiling the launch thunk.
    pub compile_ms: f64,
    /// `cuModuleLoadData` and the symbol lookup.
    pub load_ms: f64,
    /// The same image loaded again as a second module, after the first launch (not counted):
    /// what a load costs once the driver's one-time work is done, so the difference from
    /// `load_ms` is the first load's one-time part.
    #[serde(default)]
    pub reload_ms: f64,
    /// Packing the arguments, launching, and waiting for the kernel.
    pub launch_ms: f64,
    /// frontend + toolchain + compile + load + launch.
    pub total_ms: f64,
    pub cache_hit: bool,
    pub cubin_bytes: usize,
}

impl FirstLaunchReport {
    /// The line a child prints for its parent ([`spawn`] reads it back).
    pub fn line(&self) -> String {
        format!("{REPORT_PREFIX}{}", serde_json::to_string(self).unwrap_or_default())
    }

    pub fn describe(&self) -> String {
        format!(
            "in-process time from request to finished first launch: front end {:.1} ms, toolchain check {:.1} ms, {} {:.1} ms, module load {:.1} ms (the same image loaded again afterwards: {:.1} ms), pack+launch+sync {:.1} ms (driver init {:.1} ms not counted); cubin {} bytes",
            self.frontend_ms,
            self.toolchain_ms,
            if self.cache_hit { "cached image + thunk" } else { "back end + thunk" },
            self.compile_ms,
            self.load_ms,
            self.reload_ms,
            self.launch_ms,
            self.init_ms,
            self.cubin_bytes
        )
    }
}

fn ms_since(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1e3
}

/// Allocates the GEMM's arrays, A and B all ones (so every element of C must be K exactly)
/// and C poisoned.
fn ones_problem(gpu: &Gpu, shape: &[usize]) -> Result<Vec<DeviceArray>, String> {
    let decls = Op::Gemm.arrays(shape, DType::BF16);
    let mut arrays = decls
        .iter()
        .map(|d| DeviceArray::alloc(gpu, d.dtype, &d.shape))
        .collect::<Result<Vec<_>, _>>()
        .map_err(|e| e.to_string())?;
    for a in &mut arrays[..2] {
        // Two bf16 ones (0x3f80) per 32-bit word.
        a.buf.memset_u32(0x3f80_3f80).map_err(|e| e.to_string())?;
    }
    arrays[2].poison().map_err(|e| e.to_string())?;
    Ok(arrays)
}

/// Measures one first launch of the bf16 GEMM of `shape` under `cfg` in this process (which
/// must not have touched the GPU or compiled anything yet).
pub fn child(
    shape: &[usize],
    cfg: &Config,
    tool: Option<PathBuf>,
    ordinal: u32,
) -> Result<FirstLaunchReport, String> {
    let t = Instant::now();
    let gpu = Gpu::open(ordinal).map_err(|e| e.to_string())?;
    let init_ms = ms_since(t);
    let arrays = ones_problem(&gpu, shape)?;
    let t = Instant::now();
    let triples: Vec<(DType, &[usize], u64)> =
        arrays.iter().map(|a| (a.dtype, a.shape.as_slice(), a.addr())).collect();
    let (module, name) = Op::Gemm.kernel();
    let kernel = specialize(module, name, &spec_args(&triples, &Op::Gemm.consts(cfg)))?;
    let frontend_ms = ms_since(t);
    let t = Instant::now();
    let backend = KernelCompiler::discover(tool, gpu.target(), None)?;
    let toolchain_ms = ms_since(t);
    let t = Instant::now();
    let prepared = prepare(kernel, &backend)?;
    let (compile_ms, cache_hit, cubin_bytes) =
        (ms_since(t), prepared.artifact.cache_hit, prepared.artifact.image.bytes().len());
    let t = Instant::now();
    let l = Launchable::load(&gpu, prepared)?;
    let load_ms = ms_since(t);
    let t = Instant::now();
    let refs: Vec<&DeviceArray> = arrays.iter().collect();
    let mut bound = l.bind(&gpu, &refs)?;
    l.launch(&gpu, &mut bound, Op::Gemm.grid(shape, cfg, gpu.info.sm_count))?;
    gpu.synchronize().map_err(|e| e.to_string())?;
    let launch_ms = ms_since(t);
    check_ones(&arrays[2], shape[2])?;
    let reload_ms = l.reload_s(&gpu)? * 1e3;
    let total_ms = frontend_ms + toolchain_ms + compile_ms + load_ms + launch_ms;
    Ok(FirstLaunchReport {
        init_ms,
        frontend_ms,
        toolchain_ms,
        compile_ms,
        load_ms,
        reload_ms,
        launch_ms,
        total_ms,
        cache_hit,
        cubin_bytes,
    })
}

/// Every element of a product of all-ones matrices is K.
fn check_ones(c: &DeviceArray, k: usize) -> Result<(), String> {
    let out = c.download().map_err(|e| e.to_string())?;
    match (0..out.len()).find(|&i| out.get(i) != k as f64) {
        None => Ok(()),
        Some(i) => Err(format!("the first launch computed C[{i}] = {} instead of {k}", out.get(i))),
    }
}

/// Runs a child, returning its report and the process's wall time in ms.
pub fn spawn(mut cmd: Command, label: &str) -> Result<(FirstLaunchReport, f64), String> {
    let t = Instant::now();
    let out = cmd.output().map_err(|e| format!("cannot start the {label} first-launch process: {e}"))?;
    let wall_ms = ms_since(t);
    let stdout = String::from_utf8_lossy(&out.stdout);
    let line = stdout.lines().rev().find_map(|l| l.strip_prefix(REPORT_PREFIX));
    match (out.status.success(), line) {
        (true, Some(json)) => serde_json::from_str(json)
            .map(|r| (r, wall_ms))
            .map_err(|e| format!("bad report from the {label} process: {e}")),
        _ => {
            let stderr = String::from_utf8_lossy(&out.stderr);
            let tail: Vec<&str> =
                stderr.lines().rev().take(12).collect::<Vec<_>>().into_iter().rev().collect();
            Err(format!("the {label} first-launch process failed ({}): {}", out.status, tail.join("\n")))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reports_round_trip_through_the_report_line() {
        let r = FirstLaunchReport {
            init_ms: 300.0,
            frontend_ms: 2.0,
            toolchain_ms: 40.0,
            compile_ms: 900.0,
            load_ms: 3.0,
            reload_ms: 0.5,
            launch_ms: 1.0,
            total_ms: 946.0,
            cache_hit: false,
            cubin_bytes: 23_000,
        };
        let line = format!("noise\n{}\n", r.line());
        let cmd = if cfg!(unix) {
            let mut c = Command::new("sh");
            c.arg("-c").arg(format!("printf '%s' '{line}'"));
            c
        } else {
            return;
        };
        let (back, wall) = spawn(cmd, "test").unwrap();
        assert_eq!(back, r);
        assert!(wall >= 0.0);
        assert!(r.describe().contains("back end"));
    }

    #[test]
    fn a_failing_child_reports_its_stderr() {
        let mut c = Command::new("sh");
        c.arg("-c").arg("echo boom >&2; exit 3");
        let e = spawn(c, "cold").unwrap_err();
        assert!(e.contains("cold") && e.contains("boom"), "{e}");
    }
}
