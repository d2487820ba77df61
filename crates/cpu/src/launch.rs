//! Launching: binding arguments to parameters and running the grid on the host's cores.
//!
//! Binding checks every argument against its parameter before any block runs — count, kind,
//! dtype, rank, that the layout stays inside the buffer (so no access can go astray later),
//! that written arrays were borrowed mutably, and (if asked) the [`ArrayFacts`] the
//! specialisation was compiled for — and reports the first mismatch naming the parameter.
//!
//! Blocks are numbered x-fastest (`x + gx * (y + gy * z)`) and handed out in that order, in
//! runs of consecutive blocks, from an atomic counter to worker threads
//! (`std::thread::scope`; each worker keeps one [`Frame`] for all its blocks). `print`
//! output is collected per block and returned in block order. When blocks fail, the launch
//! reports the failure of the lowest-numbered one, with the output of the blocks before it:
//! every block below a failing one was claimed before it (workers run their runs in order)
//! and still runs to completion, so the report is deterministic.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use tile_lang::tir::{ArrayFacts, EntityRef, Kernel};

use super::access::ArrayView;
use super::args::{Arg, ArrayArg};
use super::error::{ErrorKind, ExecError};
use super::exec::{Exec, Frame, Trap};
use super::plan::{self, ParamPlan, Plan};
use super::tile::Buf;

/// Launch settings; the default uses every core and does not check array facts.
#[derive(Clone, Debug, Default)]
pub struct ExecOptions {
    /// Worker threads; 0 means one per available core.
    pub threads: usize,
    /// Check each array argument against the [`ArrayFacts`] of its parameter (alignment,
    /// divisibility, unit inner stride). Off by default: the executor itself relies on no
    /// fact, so a launch with a specialisation whose facts the arrays break still has a
    /// defined result here; a GPU back end, which does rely on them, must check them at its
    /// own launch. Turn it on to catch hosts that pick the wrong specialisation.
    pub check_facts: bool,
    /// Set from outside (a Ctrl-C handler) to stop the launch: blocks check it before they
    /// start and at each loop iteration, and the launch then fails with
    /// [`ErrorKind::Interrupted`]. The executor only reads it; clearing it is the caller's.
    pub interrupt: Option<Arc<AtomicBool>>,
}

/// What a successful launch produced besides its writes.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct LaunchReport {
    /// The text of every `print`, in block order and, within a block, program order.
    pub printed: Vec<String>,
    /// How many blocks ran.
    pub blocks: u64,
}

/// A kernel resolved for the CPU executor, ready to launch any number of times (also from
/// several threads at once).
pub struct CpuKernel {
    plan: Plan,
    /// Frames of finished launches, kept so that later launches reuse their tile buffers.
    frames: Mutex<Vec<Frame>>,
}

impl Clone for CpuKernel {
    fn clone(&self) -> CpuKernel {
        CpuKernel { plan: self.plan.clone(), frames: Mutex::new(Vec::new()) }
    }
}

impl std::fmt::Debug for CpuKernel {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("CpuKernel").field("name", &self.plan.name).finish_non_exhaustive()
    }
}

/// Resolves and launches `kernel` once. See [`CpuKernel::launch`].
pub fn launch(
    kernel: &Kernel,
    grid: [u32; 3],
    args: &[Arg<'_>],
    opts: &ExecOptions,
) -> Result<LaunchReport, ExecError> {
    CpuKernel::new(kernel)?.launch(grid, args, opts)
}

impl CpuKernel {
    /// Verifies the kernel and builds its execution plan.
    pub fn new(kernel: &Kernel) -> Result<CpuKernel, ExecError> {
        Ok(CpuKernel { plan: plan::build(kernel)?, frames: Mutex::new(Vec::new()) })
    }

    pub fn name(&self) -> &str {
        &self.plan.name
    }

    /// Runs every block of `grid` with `args` (one per kernel parameter, in order).
    pub fn launch(
        &self,
        grid: [u32; 3],
        args: &[Arg<'_>],
        opts: &ExecOptions,
    ) -> Result<LaunchReport, ExecError> {
        let plan = &self.plan;
        if let Some(axis) = grid.iter().position(|&g| g > i32::MAX as u32) {
            let message = format!("grid dimension {axis} is {}, above the i32 block index range", grid[axis]);
            return Err(ExecError::new(&plan.name, ErrorKind::Grid, message));
        }
        let (arrays, scalars) = bind(plan, args, opts)?;
        let exec = Exec { plan, arrays: &arrays, grid, interrupt: opts.interrupt.as_deref() };
        let total: u64 = grid.iter().map(|&g| u64::from(g)).product();
        let workers = worker_count(opts, total);
        // Runs of up to 64 blocks, at least 8 runs per worker so the tail stays balanced.
        let chunk = (total / (workers as u64 * 8)).clamp(1, 64);
        let shared = Shared {
            exec: &exec,
            scalars: &scalars,
            frames: &self.frames,
            grid,
            total,
            next: AtomicU64::new(0),
            chunk,
            failed: AtomicU64::new(u64::MAX),
        };
        let outcomes = shared.run(workers);
        finish(plan, grid, total, outcomes)
    }
}

/// Views of the array arguments and the scalar arguments' slots and values.
type Bound<'a> = (Vec<Option<ArrayView<'a>>>, Vec<(usize, Buf)>);

/// Checks the arguments against the parameters.
fn bind<'a>(plan: &Plan, args: &'a [Arg<'_>], opts: &ExecOptions) -> Result<Bound<'a>, ExecError> {
    if args.len() != plan.params.len() {
        let names: Vec<&str> = plan.params.iter().map(|p| p.name()).collect();
        let message =
            format!("expects {} arguments ({}), got {}", plan.params.len(), names.join(", "), args.len());
        return Err(ExecError::new(&plan.name, ErrorKind::Argument, message));
    }
    let mut arrays = Vec::with_capacity(args.len());
    let mut scalars = Vec::new();
    for (p, arg) in plan.params.iter().zip(args) {
        let err = |m: String| ExecError::param(&plan.name, p.name(), m);
        match (p, arg) {
            (ParamPlan::Array { dtype, rank, facts, written, .. }, Arg::Array(a)) => {
                arrays.push(Some(bind_array(a, *dtype, *rank, facts, *written, opts).map_err(err)?));
            }
            (ParamPlan::Scalar { dtype, slot, .. }, Arg::Scalar(s)) => {
                if s.dtype() != *dtype {
                    return Err(err(format!("expects a {dtype} scalar, got a {} scalar", s.dtype())));
                }
                scalars.push((*slot, s.value.clone()));
                arrays.push(None);
            }
            (ParamPlan::Array { dtype, rank, .. }, Arg::Scalar(s)) => {
                return Err(err(format!(
                    "expects an array of {dtype} of rank {rank}, got a {} scalar",
                    s.dtype()
                )));
            }
            (ParamPlan::Scalar { dtype, .. }, Arg::Array(a)) => {
                return Err(err(format!("expects a {dtype} scalar, got an array of {}", a.dtype())));
            }
        }
    }
    Ok((arrays, scalars))
}

/// Checks one array argument; the error says why it does not fit.
fn bind_array<'a>(
    a: &'a ArrayArg<'_>,
    dtype: tile_lang::DType,
    rank: usize,
    facts: &ArrayFacts,
    written: bool,
    opts: &ExecOptions,
) -> Result<ArrayView<'a>, String> {
    if a.dtype() != dtype {
        return Err(format!("expects an array of {dtype}, got an array of {}", a.dtype()));
    }
    if a.shape().len() != rank || a.strides().len() != rank {
        return Err(format!(
            "expects an array of rank {rank}, got shape {:?} with strides {:?}",
            a.shape(),
            a.strides()
        ));
    }
    if let Some(d) = a.shape().iter().position(|&n| n > i32::MAX as usize) {
        return Err(format!("dimension {d} has size {}, above the i32 range of array sizes", a.shape()[d]));
    }
    if written && !a.is_writable() {
        return Err("is written by the kernel but was passed read-only".into());
    }
    if opts.check_facts {
        check_facts(a, facts)?;
    }
    ArrayView::new(&a.buf, dtype, a.shape(), a.strides(), a.offset())
}

/// Checks the facts a specialisation assumes. Strides of dimensions of size 1 are never used,
/// so they need not satisfy anything.
fn check_facts(a: &ArrayArg<'_>, f: &ArrayFacts) -> Result<(), String> {
    let addr = a.base_addr();
    if !addr.is_multiple_of(f.base_align as usize) {
        return Err(format!(
            "the kernel was specialised for {}-byte aligned arrays; this one starts at {addr:#x}",
            f.base_align
        ));
    }
    for (d, (&n, &s)) in a.shape().iter().zip(a.strides()).enumerate() {
        if let Some(&exact) = f.sizes.as_ref().and_then(|sizes| sizes.get(d))
            && n as u64 != exact
        {
            return Err(format!("the kernel was specialised for exactly {exact} along dimension {d} (`static_shapes`); this one has {n}"));
        }
        let dim_div = f.dim_divisor.get(d).copied().unwrap_or(1) as usize;
        if n % dim_div != 0 {
            return Err(format!("the kernel was specialised for sizes divisible by {dim_div} along dimension {d}; this one has {n}"));
        }
        let stride_div = f.stride_divisor.get(d).copied().unwrap_or(1) as isize;
        if n > 1 && s % stride_div != 0 {
            return Err(format!("the kernel was specialised for strides divisible by {stride_div} along dimension {d}; this one has {s}"));
        }
    }
    if let Some(d) = f.unit_stride_dim.map(usize::from)
        && a.shape().get(d).is_some_and(|&n| n > 1)
        && a.strides()[d] != 1
    {
        return Err(format!(
            "the kernel was specialised for a unit stride along dimension {d}; this array's is {}",
            a.strides()[d]
        ));
    }
    Ok(())
}

/// What one worker did: the output of its blocks, and its failure if it had one.
struct Outcome {
    printed: Vec<(u64, Vec<String>)>,
    failure: Option<(u64, Trap)>,
}

/// The state workers share.
struct Shared<'e, 'p, 'a> {
    exec: &'e Exec<'p, 'a>,
    scalars: &'e [(usize, Buf)],
    /// The kernel's pool of frames.
    frames: &'e Mutex<Vec<Frame>>,
    grid: [u32; 3],
    total: u64,
    /// The next block to claim.
    next: AtomicU64,
    /// How many consecutive blocks a worker claims at once.
    chunk: u64,
    /// The lowest failed block so far (`u64::MAX` if none).
    failed: AtomicU64,
}

/// Threads to use: as asked, or one per core; never more than there are blocks.
fn worker_count(opts: &ExecOptions, total: u64) -> usize {
    let threads = match opts.threads {
        0 => std::thread::available_parallelism().map_or(1, |n| n.get()),
        n => n,
    };
    (threads as u64).min(total).max(1) as usize
}

impl Shared<'_, '_, '_> {
    /// Runs the grid on `workers` threads (the calling thread alone if one).
    fn run(&self, workers: usize) -> Vec<Outcome> {
        if workers == 1 {
            return vec![self.work()];
        }
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..workers).map(|_| s.spawn(|| self.work())).collect();
            // A panic in a worker is an executor bug: pass it on unchanged.
            handles.into_iter().map(|h| h.join().unwrap_or_else(|p| std::panic::resume_unwind(p))).collect()
        })
    }

    /// Claims runs of consecutive blocks and runs them until none are left or a lower block
    /// has failed. Consecutive blocks usually touch consecutive tiles, so a worker streams
    /// through memory, which suits the hardware prefetchers.
    fn work(&self) -> Outcome {
        let pooled = self.frames.lock().unwrap_or_else(|e| e.into_inner()).pop();
        let mut frame = pooled.unwrap_or_else(|| Frame::new(self.exec.plan));
        frame.set_scalars(self.scalars);
        let out = self.run_blocks(&mut frame);
        self.frames.lock().unwrap_or_else(|e| e.into_inner()).push(frame);
        out
    }

    fn run_blocks(&self, frame: &mut Frame) -> Outcome {
        let mut out = Outcome { printed: Vec::new(), failure: None };
        loop {
            let first = self.next.fetch_add(self.chunk, Ordering::Relaxed);
            for i in first..(first + self.chunk).min(self.total) {
                if i > self.failed.load(Ordering::Relaxed) {
                    return out;
                }
                frame.printed.clear();
                let result = self.exec.check_interrupt(None).and_then(|()| self.exec.run_block(block_id(i, self.grid), frame));
                if !frame.printed.is_empty() {
                    out.printed.push((i, std::mem::take(&mut frame.printed)));
                }
                if let Err(trap) = result {
                    self.failed.fetch_min(i, Ordering::Relaxed);
                    out.failure = Some((i, trap));
                    return out;
                }
            }
            if first + self.chunk >= self.total {
                return out;
            }
        }
    }
}

/// Block `(x, y, z)` of linear number `i` (x fastest).
fn block_id(i: u64, grid: [u32; 3]) -> [u32; 3] {
    let (gx, gy) = (u64::from(grid[0]), u64::from(grid[1]));
    [(i % gx) as u32, ((i / gx) % gy) as u32, (i / (gx * gy)) as u32]
}

/// Merges the workers' outcomes into the report or the first failure.
fn finish(
    plan: &Plan,
    grid: [u32; 3],
    total: u64,
    outcomes: Vec<Outcome>,
) -> Result<LaunchReport, ExecError> {
    let mut printed: Vec<(u64, Vec<String>)> = Vec::new();
    let mut failure: Option<(u64, Trap)> = None;
    for o in outcomes {
        printed.extend(o.printed);
        if let Some((i, t)) = o.failure
            && failure.as_ref().is_none_or(|(j, _)| i < *j)
        {
            failure = Some((i, t));
        }
    }
    printed.sort_by_key(|(i, _)| *i);
    let Some((at, trap)) = failure else {
        return Ok(LaunchReport {
            printed: printed.into_iter().flat_map(|(_, p)| p).collect(),
            blocks: total,
        });
    };
    let mut e = ExecError::new(&plan.name, trap.kind, trap.message);
    e.block = Some(block_id(at, grid));
    if let Some(op) = trap.op {
        let (mnemonic, span) = plan.op_info[op.index()];
        e.op = Some(mnemonic.to_string());
        e.span = span;
    }
    e.printed = printed.into_iter().filter(|(i, _)| *i <= at).flat_map(|(_, p)| p).collect();
    Err(e)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blocks_are_numbered_x_fastest() {
        let g = [3, 2, 2];
        assert_eq!(block_id(0, g), [0, 0, 0]);
        assert_eq!(block_id(4, g), [1, 1, 0]);
        assert_eq!(block_id(11, g), [2, 1, 1]);
    }
}
