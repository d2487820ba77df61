//! Arrays on the GPU as host code sees them: where new arrays go, explicit moves, waiting
//! for the GPU, and what a GPU fault costs the session.
//!
//! # Placement
//! In a session on a GPU, an array that host code makes lives on the GPU when it comes from
//! a constructor (`zeros`, `rand`, `array`, `load_npy`, ...: no array operands), or from an
//! operation with at least one operand on the GPU (`a + b`, `sum(a, axis=0)`, `astype`).
//! Operations on host arrays only (made with `to_cpu`) stay on the host. Host operations
//! compute on the host either way: a device array's bytes are copied to its host mirror when
//! stale (storage.rs), and a result's bytes reach the device on the first launch that needs
//! them. Views (`a[1:]`, `a.T`, `reshape`) share their array's storage, so its device.
//!
//! # Faults
//! A context-fatal GPU error is final for the process (ARCHITECTURE.md, `crates/gpu`). When
//! the session notices one — a launch or a copy fails, or [`finish`] synchronises at the end
//! of an evaluation — [`recover`] moves every array whose host copy is current to the CPU,
//! marks the others lost, switches the session to the CPU, and reports all of it in one
//! `E0507` diagnostic naming the kernel, its arguments and the arrays by name.

use std::collections::HashSet;
use std::sync::{Arc, Weak};

use tile_lang::diag::{codes, Diagnostic};
use tile_lang::DType;

use super::array::Array;
use super::error::{Fail, OpError, R};
use super::storage::{Device, Storage};
use super::value::Value;
use super::Runtime;
use tile_launch::device::{Gpu, GpuFail};
use tile_launch::Executor;

/// Whether host code's result from `inputs` goes on the session's GPU: when some input is an
/// array on the GPU, or when no input is an array at all.
pub(crate) fn follows_gpu<'v>(inputs: impl IntoIterator<Item = &'v Value>) -> bool {
    let mut arrays = false;
    for v in inputs {
        if let Value::Array(a) = v {
            if a.device() != Device::Cpu {
                return true;
            }
            arrays = true;
        }
    }
    !arrays
}

/// Puts a host array that host code just made on the session's GPU (nothing to do on the
/// CPU, for values that are not arrays, and for arrays already there).
pub(crate) fn place(rt: &mut Runtime, v: Value) -> Result<Value, OpError> {
    match (rt.executor.gpu(), v) {
        (Some(gpu), Value::Array(a)) if a.device() == Device::Cpu => {
            let gpu = gpu.clone();
            Ok(Value::Array(upload(rt, &gpu, a)?))
        }
        (_, v) => Ok(v),
    }
}

/// The array's storage made a GPU storage (moved when `a` is its only handle), registered so
/// that a fault accounts for it.
fn upload(rt: &mut Runtime, gpu: &Gpu, a: Array) -> Result<Array, OpError> {
    let a = a.map_storage(|s| Storage::to_gpu(s, gpu))?;
    register(rt, &a.storage);
    Ok(a)
}

pub(crate) fn register(rt: &mut Runtime, s: &Arc<Storage>) {
    // Prune dead entries once the list has doubled since the last pruning.
    if rt.gpu_arrays.len() >= 64 && rt.gpu_arrays.len().is_power_of_two() {
        rt.gpu_arrays.retain(|w| w.strong_count() > 0);
    }
    rt.gpu_arrays.push(Arc::downgrade(s));
}

/// `to_gpu(a)`: a GPU copy of a host array (an array on the GPU is returned as it is).
pub(crate) fn to_gpu(rt: &mut Runtime, a: &Array) -> Result<Array, OpError> {
    let Some(gpu) = rt.executor.gpu().cloned() else {
        return Err(OpError::new(codes::DEVICE, "this session runs on the cpu, so there is no GPU to move the array to")
            .with_help("start it on a GPU: `--device gpu` (or `auto` on a machine with one)"));
    };
    if a.device() != Device::Cpu {
        return Ok(a.clone());
    }
    let copy = super::ops::copy(a)?;
    upload(rt, &gpu, copy)
}

/// `to_cpu(a)`: a host copy of an array on the GPU (a host array is returned as it is).
pub(crate) fn to_cpu(a: &Array) -> Result<Array, OpError> {
    if a.device() == Device::Cpu {
        return Ok(a.clone());
    }
    super::ops::copy(a)
}

/// After an evaluation: waits for the GPU work it queued, and when the GPU has failed,
/// recovers (see the module doc) and turns the outcome into the fault's diagnostic.
pub(crate) fn finish<T>(rt: &mut Runtime, result: R<T>) -> R<T> {
    let result = finish_gpu(rt, result);
    if result.is_err() {
        // A failed or interrupted launch may have left a scratch array's counters half-counted.
        rt.scratch.clear();
    }
    result
}

fn finish_gpu<T>(rt: &mut Runtime, result: R<T>) -> R<T> {
    let Some(gpu) = rt.executor.gpu().cloned() else { return result };
    let synced = if gpu.pending() > 0 { gpu.synchronize() } else { Ok(()) };
    let fault = gpu.fault().or_else(|| synced.as_ref().err().filter(|f| f.fatal).map(|f| f.message.clone()));
    match (fault, synced) {
        (Some(fault), _) => {
            let report = recover(rt, &gpu, &fault);
            Err(attach(result.err(), report))
        }
        (None, Err(f)) => Err(attach(result.err(), waiting_failed(&f))),
        (None, Ok(())) => result,
    }
}

fn waiting_failed(f: &GpuFail) -> Diagnostic {
    Diagnostic::error(codes::LAUNCH_FAILED, format!("waiting for the GPU failed: {f}"))
}

/// The fault's report replaces a launch's own `E0507` (it knows more: the launch at fault may
/// be an earlier one, queued without waiting); any other error is kept, the report after it.
fn attach(error: Option<Fail>, report: Diagnostic) -> Fail {
    let Some(mut f) = error else { return Fail::new(report) };
    let first = &f.diags[0];
    if first.code == codes::LAUNCH_FAILED && first.message.contains("on the GPU") {
        let mut report = report;
        for l in first.labels.iter().filter(|l| !report.labels.iter().any(|r| r.span == l.span)).collect::<Vec<_>>() {
            report = report.with_label(l.span, "the failure was noticed at this launch");
        }
        f.diags[0] = report;
    } else {
        f.diags.push(report);
    }
    f
}

/// After a fault: every array this session put on the GPU is moved to the CPU when its host
/// copy is current and lost otherwise; the session continues on the CPU. Returns the report.
pub(crate) fn recover(rt: &mut Runtime, gpu: &Gpu, fault: &str) -> Diagnostic {
    let record = gpu.last_launch();
    let (mut kept, mut lost) = (HashSet::new(), HashSet::new());
    for s in rt.gpu_arrays.drain(..).filter_map(|w: Weak<Storage>| w.upgrade()) {
        let set = if s.demote() { &mut kept } else { &mut lost };
        set.insert(Arc::as_ptr(&s));
    }
    let (kept_names, kept_named) = names_of(rt, &kept);
    let (lost_names, lost_named) = names_of(rt, &lost);
    rt.executor = Executor::Cpu;
    rt.gpu_fault = Some(fault.to_string());
    rt.cache.drop_gpu_kernels();
    let kernel = record.as_ref().map(|r| r.call.split('(').next().unwrap_or(&r.call).to_string());
    let message = match &kernel {
        Some(k) => format!("kernel `{k}` failed on the GPU: {fault}"),
        None => format!("the GPU failed: {fault}"),
    };
    let mut d = Diagnostic::error(codes::LAUNCH_FAILED, message);
    if let Some(span) = rt.gpu_launch_span.take() {
        d = d.with_label(span, "launched here");
    }
    if let Some(r) = &record {
        d = d.with_note(format!("the launch: {}", r.call));
        if r.queued > 1 {
            d = d.with_note(format!(
                "{} launches were queued without waiting for the GPU; the fault is in this one or in one of the {} after it (TILE_GPU_SYNC=1 waits for every launch, to find the one at fault)",
                r.queued,
                r.queued - 1
            ));
        }
    }
    if let Some(help) = fault_help(fault) {
        d = d.with_help(help);
    }
    d = d.with_note("after a fault the CUDA driver cannot re-create the GPU's context in the same process, so this process cannot use the GPU again (the REPL carries its session into a fresh process; a script must be run again)");
    d = d.with_note(listing("lost with the GPU (their data existed only in GPU memory)", &lost_names, lost.len() - lost_named));
    d = d.with_note(listing("moved to the CPU (their host copies were current)", &kept_names, kept.len() - kept_named));
    d.with_note("the session continues on the CPU: new arrays and launches run there")
}

/// What to do about a fault that no access a tile kernel asks for can cause, if `fault` is
/// one: every load and store of a tile stays inside its array (the rest reads as padding) and
/// moves only as many bytes at once as the array's base and strides allow, so a misaligned
/// address comes from the code the GPU compiler made. tileiras 13.4 made one (4-byte loads at
/// odd elements) for tiles of a bf16 A whose rows were whole 4- or 8-byte units but not 16,
/// broadcast against tiles of a B of rows of odd length, and not with either operand's rows
/// padded, nor on NVVM (H200, bench/gpu-checks/rows_misaligned.tile,
/// bench/results/2026-11-30-h200-copies-and-faults).
fn fault_help(fault: &str) -> Option<&'static str> {
    fault.contains("MISALIGNED").then_some(
        "a tile kernel's loads and stores are as aligned as its arrays' base addresses and strides allow, so this comes from the code the GPU compiler made for it, not from the program: copy the arrays whose rows are not a whole number of 16 bytes into padded rows (`padded_2d` in `matmul`), or run with `--backend nvvm`; tileiras 13.4 is known to do this for tiles of rows of 4- or 8-byte units combined with tiles of rows of odd length",
    )
}

/// `what: `a`, `b`, 2 arrays without a name in the session` (or `none`).
fn listing(what: &str, names: &[String], unnamed: usize) -> String {
    let mut parts: Vec<String> = names.iter().take(20).map(|n| format!("`{n}`")).collect();
    if names.len() > 20 {
        parts.push(format!("{} more", names.len() - 20));
    }
    if unnamed > 0 {
        parts.push(format!("{unnamed} array{} without a name in the session", if unnamed == 1 { "" } else { "s" }));
    }
    if parts.is_empty() {
        parts.push("none".into());
    }
    format!("{what}: {}", parts.join(", "))
}

/// The session's names (`x`, `pair[1]`) of arrays whose storage is in `set`, and how many
/// of the storages have a name.
fn names_of(rt: &Runtime, set: &HashSet<*const Storage>) -> (Vec<String>, usize) {
    let mut out = Vec::new();
    let mut named = HashSet::new();
    for (name, v) in &rt.scope {
        walk(name.clone(), v, &mut |n, a| {
            let p = Arc::as_ptr(&a.storage);
            if set.contains(&p) {
                out.push(n);
                named.insert(p);
            }
        });
    }
    (out, named.len())
}

fn walk(name: String, v: &Value, f: &mut impl FnMut(String, &Array)) {
    match v {
        Value::Array(a) => f(name, a),
        Value::Tuple(items) => items.iter().enumerate().for_each(|(i, x)| walk(format!("{name}[{i}]"), x, f)),
        Value::List(items) => items.iter().enumerate().for_each(|(i, x)| walk(format!("{name}[{i}]"), x, f)),
        _ => {}
    }
}

/// Times the device work of one evaluation with CUDA events on the session's stream, as
/// `bench` does on a GPU: the span from the first queued operation to the last one finished,
/// gaps where the host was slower than the device included. Before each run it can write a
/// buffer larger than the L2 cache, so every run starts with a cold cache.
pub(crate) struct DeviceTimer {
    gpu: Gpu,
    start: tile_gpu::Event,
    end: tile_gpu::Event,
    flush: Option<tile_gpu::DeviceBuffer>,
}

/// Bytes `DeviceTimer` writes to evict the L2 cache (H100 and H200 have 50 MiB of L2).
const L2_FLUSH_BYTES: usize = 256 << 20;

impl DeviceTimer {
    /// A timer for the session's GPU; `None` on the CPU and on a simulated GPU.
    pub(crate) fn new(rt: &Runtime, flush_l2: bool) -> Option<Result<DeviceTimer, GpuFail>> {
        let gpu = rt.executor.gpu()?;
        let dev = gpu.cuda()?;
        gpu.stream()?;
        let make = || -> tile_gpu::Result<DeviceTimer> {
            let flush = if flush_l2 { Some(tile_gpu::DeviceBuffer::alloc(dev, L2_FLUSH_BYTES)?) } else { None };
            Ok(DeviceTimer { gpu: gpu.clone(), start: tile_gpu::Event::new(dev)?, end: tile_gpu::Event::new(dev)?, flush })
        };
        Some(make().map_err(GpuFail::from))
    }

    /// The name of the GPU it times.
    pub(crate) fn device_name(&self) -> String {
        self.gpu.name().to_string()
    }

    /// Evicts the L2 cache (when asked to) and marks the start of a run.
    pub(crate) fn start(&mut self) -> Result<(), GpuFail> {
        let stream = self.gpu.stream().expect("a real GPU has a stream");
        if let Some(buf) = &mut self.flush {
            buf.memset_u8_async(0, stream)?;
        }
        Ok(self.start.record(stream)?)
    }

    /// Marks the end of a run (after its work is queued).
    pub(crate) fn stop(&self) -> Result<(), GpuFail> {
        Ok(self.end.record(self.gpu.stream().expect("a real GPU has a stream"))?)
    }

    /// Seconds of device time between the last `start` and `stop`; waits for the run.
    pub(crate) fn seconds(&self) -> Result<f64, GpuFail> {
        self.end.synchronize()?;
        Ok(f64::from(self.start.elapsed_ms(&self.end)?) / 1e3)
    }
}

/// The tuner's remembered configuration of the stdlib kernel `module.name` for `shape` and
/// `dtype` on the session's GPU and back end (`tile_codegen::tuned`); empty on the CPU and
/// where nothing was tuned. The store is read once per key in a session (a host function such
/// as `gemm` asks on every call): a choice remembered later is taken by the next session.
pub(crate) fn tuned_config(rt: &mut Runtime, module: &str, name: &str, shape: &[usize], dtype: DType) -> Vec<(String, i64)> {
    let Some(g) = rt.executor.gpu().filter(|g| !g.is_simulated()) else { return Vec::new() };
    let want = tile_codegen::tuned::TuneKey {
        kernel: format!("{module}.{name}"),
        shape: tile_codegen::tuned::shape_text(shape),
        dtype: dtype.to_string(),
        gpu: g.name().to_string(),
        backend: g.codegen().backend().name().to_string(),
    };
    if let Some(config) = rt.tuned.get(&want) {
        return config.clone();
    }
    let store = tile_codegen::tuned::TuneStore::beside(g.codegen().cache());
    let config = store.latest(module, name, &want).map(|e| e.config.0).unwrap_or_default();
    rt.tuned.insert(want, config.clone());
    config
}

/// What compiles the session's kernels, as `backend()` tells host code: the GPU back end's
/// name (`tileir`, `nvvm`), or `cpu` when kernels run on the CPU executor (a simulated GPU
/// included). Library host functions use it to pick tiles a back end can lower.
pub(crate) fn backend_name(rt: &Runtime) -> &'static str {
    match rt.executor.gpu() {
        Some(g) if !g.is_simulated() => g.codegen().backend().name(),
        _ => super::launch::CPU_EXECUTOR,
    }
}

/// The streaming multiprocessors of the session's GPU, as `sm_count()` tells host code; on
/// the CPU executor those of the GPU the stdlib's heuristics were measured on
/// ([`tile_launch::device::REFERENCE_SMS`]), so that host code launches the same there.
pub(crate) fn sm_count(rt: &Runtime) -> i64 {
    let sms = rt.executor.gpu().map_or(tile_launch::device::REFERENCE_SMS, |g| g.sm_count());
    i64::from(sms)
}

/// The back ends a launch may name with `backend=` on the session's device, as `backends()`
/// tells host code: on a real GPU its own and each other whose toolchain is installed
/// (`Gpu::backends`); none on the CPU executor (a simulated GPU included), where a named back
/// end changes nothing.
pub(crate) fn backends(rt: &Runtime) -> &[&'static str] {
    match rt.executor.gpu() {
        Some(g) => g.backends(),
        None => &[],
    }
}

#[cfg(test)]
mod tests {
    use super::fault_help;

    #[test]
    fn only_a_misaligned_address_is_blamed_on_the_compiled_code() {
        let help = fault_help("cuStreamSynchronize failed: CUDA_ERROR_MISALIGNED_ADDR").expect("a help line");
        assert!(help.contains("padded_2d") && help.contains("--backend nvvm"), "{help}");
        assert_eq!(fault_help("cuStreamSynchronize failed: CUDA_ERROR_ASSERT"), None);
        assert_eq!(fault_help("cuStreamSynchronize failed: CUDA_ERROR_ILLEGAL_ADDRESS"), None);
    }
}
