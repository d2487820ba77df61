//! The GPU half of a launch: where array arguments live on the device, the launch itself on
//! a real or simulated GPU, the bookkeeping after it, and compiling GPU specialisations ahead
//! of time on the CPU (`crate::engine::Options::precompile`).
//!
//! * Session arrays on the GPU pass their device memory (allocated and uploaded on first use,
//!   `Storage::device_ptr`); a launch that writes one marks its host mirror stale.
//! * An embedder's host buffers are *staged*: copied to fresh device memory, launched on, and
//!   copied back when the kernel writes them.
//! * An embedder's device buffers are used in place.
//!
//! A specialisation is keyed exactly as on the CPU, with facts from the device addresses; its
//! artifact comes from the GPU's back end through the kernel cache (`Gpu::codegen`) and is
//! loaded once per session (`Entry::gpu`), launched with the artifact's block and shared
//! memory. The launch packs through the thunk into the kernel's reused buffer and is
//! queued on the device's stream without waiting (`Gpu::note_launch`); the session
//! synchronises before the host reads device memory and at the end of every evaluation.

use std::sync::{Arc, MutexGuard};

use smallvec::SmallVec;
use tile_codegen::{Artifact, BackendError, BackendErrorKind, Codegen, CompileOptions, Target};
use tile_cpu::{ArrayArg, ExecError};
use tile_gpu::Stream;
use tile_lang::abi::facts_of;
use tile_lang::diag::{codes, Diagnostic};
use tile_lang::tir::{ArrayFacts, ConstValue, SpecArg};
use tile_lang::Span;
use tile_launch::device::sim::SimArray;
use tile_launch::device::{load_function, DevMem, Gpu, GpuFail};
use tile_launch::{Checks, Compiled, GpuArg, GpuKernel, GpuLaunchError, Packed, RawArg};

use super::array::Array;
use super::error::{Fail, R};
use super::fast_launch::{self, Repeats};
use super::launch::{
    error, exec_failure, exec_options, shapes_of, write_lines, ArgView, ArraySrc, Call, DeviceArg, Parts, Slot,
    Slots, Spans,
};
use super::spec_cache::Key;
use super::storage::{Device, Storage, StorageError, LOST};
use super::value::Value;
use super::Launcher;

fn storage_fail(pname: &str, span: Option<Span>) -> impl Fn(StorageError) -> Fail + '_ {
    move |e| {
        error(e.code.unwrap_or(codes::INTERNAL), format!("`{pname}`: {}", e.message), span, "this argument")
    }
}

/// A session array as a launch argument, on the launch's device.
pub(super) fn session_array<'a>(
    pname: &str,
    arr: &Array,
    gpu: Option<&Gpu>,
    span: Option<Span>,
) -> R<Parts<'a>> {
    if arr.storage.is_lost() {
        return Err(error(codes::DEVICE, format!("`{pname}`: {LOST}"), span, "lost array")
            .with_help("compute it again: the session now runs on the CPU"));
    }
    let want = gpu.map_or(Device::Cpu, |g| Device::Gpu(g.ordinal()));
    if arr.device() != want {
        let help = if want == Device::Cpu { "move it with `to_cpu(x)`" } else { "move it with `to_gpu(x)`" };
        return Err(error(
            codes::DEVICE,
            format!("`{pname}` is an array on the {} but the launch runs on the {want}", arr.device()),
            span,
            "on another device",
        )
        .with_help(help));
    }
    let base = match gpu {
        None => arr.base_addr() as u64,
        Some(_) => {
            arr.storage.device_ptr().map_err(storage_fail(pname, span))?
                + (arr.offset() * arr.dtype().size_bytes()) as u64
        }
    };
    Ok((
        ArraySrc::Session(arr.storage.clone()),
        arr.dtype(),
        arr.shape().into(),
        arr.strides().into(),
        arr.offset(),
        base,
    ))
}

/// An embedder's host buffer: used in place on the CPU, staged in device memory on a GPU.
pub(super) fn host_array<'a>(
    pname: &str,
    h: ArrayArg<'a>,
    gpu: Option<&Gpu>,
    span: Option<Span>,
) -> R<Parts<'a>> {
    let (dtype, shape, strides, offset) = (h.dtype(), h.shape().into(), h.strides().into(), h.offset());
    let Some(g) = gpu else {
        let base = h.base_addr() as u64;
        return Ok((ArraySrc::Host(h), dtype, shape, strides, offset, base));
    };
    let fail = |e: GpuFail| {
        error(
            codes::LAUNCH_FAILED,
            format!("copying `{pname}` to the GPU failed: {e}"),
            span,
            "this argument",
        )
    };
    let mut mem = g.alloc(h.len_bytes()).map_err(fail)?;
    mem.upload(&h.buffer().copy_bytes()).map_err(fail)?;
    let base = mem.ptr() + (offset * dtype.size_bytes()) as u64;
    Ok((ArraySrc::Staged(h, mem), dtype, shape, strides, offset, base))
}

/// An embedder's device buffer, used in place (only on its own, real, GPU).
pub(super) fn device_array<'a>(
    pname: &str,
    d: DeviceArg<'a>,
    gpu: Option<&Gpu>,
    span: Option<Span>,
) -> R<Parts<'a>> {
    let on = match gpu {
        None => "the cpu",
        Some(g) if g.is_simulated() => "a simulated GPU",
        Some(g) if !g.same_device(d.buf.device()) => "another GPU",
        Some(_) => "",
    };
    if !on.is_empty() {
        return Err(error(
            codes::DEVICE,
            format!(
                "`{pname}` is a buffer in GPU {} memory but the launch runs on {on}",
                d.buf.device().ordinal()
            ),
            span,
            "on another device",
        ));
    }
    let size = d.dtype.size_bytes();
    let fits = d.shape.len() == d.strides.len()
        && tile_launch::view_extent(&d.shape, &d.strides, d.offset)
            .is_none_or(|(lo, hi)| lo >= 0 && (hi as u128 + 1) * size as u128 <= d.buf.size() as u128);
    if !fits {
        let m = format!("`{pname}`: a {} view of shape {:?}, strides {:?} at element {} does not fit its device buffer of {} bytes", d.dtype, d.shape, d.strides, d.offset, d.buf.size());
        return Err(error(codes::LAUNCH_ARG_TYPE, m, span, "this argument"));
    }
    let base = d.buf.device_ptr() + (d.offset * size) as u64;
    Ok((ArraySrc::Device(d.buf), d.dtype, d.shape, d.strides, d.offset, base))
}

/// A launch that a later one with the same arguments may repeat (`fast_launch`).
pub(super) struct Repeat<'s> {
    /// How many arguments the launch passed (the rest are `const` defaults).
    pub passed: usize,
    pub kernel: &'s str,
    /// The back end the launch named (`None`: the session's).
    pub backend: Option<&'static str>,
    pub numbers: &'s [Option<crate::runtime::value::Value>],
    pub params: Arc<[tile_lang::sema::ParamInfo]>,
}

/// Launches the compiled specialisation `key` (an entry index) on `gpu`; `describe` names the
/// call for fault reports.
pub(super) fn run(
    l: &mut Launcher<'_>,
    gpu: &Gpu,
    key: usize,
    call: &Call<'_>,
    mut slots: Slots<'_>,
    describe: impl FnOnce(&[Slot<'_>]) -> String,
    repeat: Option<Repeat<'_>>,
) -> R<()> {
    let (grid, spans, stream) = (call.grid, call.spans, call.stream);
    let codegen = codegen_of(gpu, call.backend, spans)?;
    let (compiled, written) = {
        let e = &l.cache.entries[key];
        (e.compiled.clone(), e.written.clone())
    };
    let prints =
        repeat.as_ref().and_then(|r| fast_launch::prints(&slots, r.numbers, &written, stream.is_some()));
    *l.last_launch = None;
    // Positions among the TIR parameters (const parameters are not passed); the description
    // of the call needs them all, so it is made first when it is made at all.
    let record = if gpu.pending() == 0 || gpu.is_simulated() { Some(describe(&slots)) } else { None };
    slots.retain(|s| !matches!(s, Slot::Const(_)));
    check_writable(&compiled, &slots, &written, spans)?;
    let shared = slots
        .iter()
        .any(|s| matches!(s, Slot::Array { src: ArraySrc::Session(_) | ArraySrc::Staged(..), .. }));
    if stream.is_some() && shared && gpu.pending() > 0 {
        gpu.synchronize().map_err(|e| launch_error(compiled.name(), &e, spans))?;
    }
    if gpu.pending() == 0 {
        *l.gpu_launch_span = spans.call;
    }
    gpu.note_launch(|| record.unwrap_or_default());
    let checks = if l.engine.options().check_facts { Checks::All } else { Checks::SkipFacts };
    let launched = match gpu.sim() {
        Some(_) => fetch_for_sim(l, (gpu, codegen), key, &compiled)
            .and_then(|()| sim_launch(l, gpu, &compiled, grid, &slots, checks))
            .map(Some),
        None => real_launch(l, (gpu, codegen), key, &compiled, (grid, spans.call), &slots, checks, stream).map(|()| None),
    };
    let sim_state = launched.map_err(|e| match e {
        Launched::Argument(x) => exec_failure(l.out.as_mut(), x, spans),
        Launched::Gpu(f) => launch_error(compiled.name(), &f, spans),
        Launched::NoArtifact(e) => no_artifact(compiled.name(), e, spans),
    })?;
    if let Some(s) = stream.filter(|_| shared) {
        s.synchronize().map_err(|e| launch_error(compiled.name(), &e.into(), spans))?;
    }
    after_launch(&mut slots, &written).map_err(|e| launch_error(compiled.name(), &e, spans))?;
    if l.engine.options().sync_launches {
        gpu.synchronize().map_err(|e| launch_error(compiled.name(), &e, spans))?;
    }
    if let (Some(r), Some(p)) = (repeat, prints) {
        fast_launch::commit(l, r, key, p, stream, sim_state);
    }
    Ok(())
}

/// Repeats the last launch `call.times` times over `call.grid` (`fast_launch::try_relaunch_times`
/// found the same arguments), looking at the interrupt flag between two launches. The device
/// buffers are found once: nothing runs between the launches. `None` when the first cannot be
/// repeated, and the normal path must run.
pub(super) fn relaunch_times<A: ArgView>(l: &mut Launcher<'_>, key: usize, call: &Call<'_>, args: &[A]) -> Option<(u64, Repeats)> {
    let Launcher { engine, executor, cache, out, gpu_launch_span, last_launch, .. } = l;
    let (gpu, last) = (executor.gpu()?, last_launch.as_ref()?);
    let (grid, spans, stream) = (call.grid, call.spans, call.stream);
    let entry = &mut cache.entries[key];
    let compiled = &entry.compiled;
    let run = Run { gpu, last, engine, spans, kernel: compiled.name(), times: call.times };
    match gpu.sim() {
        Some(sim) => {
            let (packed, arrays) = fast_launch::sim_state(last)?;
            let opts = sim_exec_options(engine);
            run.repeat(gpu_launch_span, || {
                let report = sim.launch(compiled, grid, packed, arrays, &opts);
                let printed = match &report {
                    Ok(r) => &r.printed,
                    Err(f) => &f.printed,
                };
                write_lines(out.as_mut(), printed);
                report.map(|_| true)
            })
        }
        None => {
            let kernel = entry.gpu.as_mut()?;
            let held = Held::lock(args.iter().filter_map(session_storage::<A>));
            let mut buffers: SmallVec<[&tile_gpu::DeviceBuffer; 8]> = SmallVec::new();
            for a in args {
                if let Some(d) = a.device() {
                    buffers.push(d.buf);
                } else if let Some(st) = session_storage(a) {
                    buffers.push(held.buffer(st)?);
                }
            }
            let stream = stream.or(gpu.stream())?;
            run.repeat(gpu_launch_span, || kernel.relaunch(grid, stream, &buffers).map_err(GpuFail::from))
        }
    }
}

/// A run of repeated launches ([`relaunch_times`]), whichever the device.
struct Run<'a> {
    gpu: &'a Gpu,
    last: &'a fast_launch::LastLaunch,
    engine: &'a crate::engine::Engine,
    spans: &'a Spans,
    kernel: &'a str,
    times: u64,
}

impl Run<'_> {
    /// Launches with `launch_once` until all are queued, one fails or the embedder interrupts.
    /// `launch_once` gives `Ok(false)` when the device no longer confirms the packed
    /// parameters' buffers (nothing was launched): `None` if that is the first.
    fn repeat(
        &self,
        launch_span: &mut Option<Span>,
        mut launch_once: impl FnMut() -> Result<bool, GpuFail>,
    ) -> Option<(u64, Repeats)> {
        let mut launched = 0;
        let end = loop {
            // A fault is reported against the first launch queued since the device last drained.
            if self.gpu.pending() == 0 {
                *launch_span = self.spans.call;
            }
            self.gpu.note_launch(|| self.last.call());
            match launch_once() {
                Ok(true) => {}
                Ok(false) if launched == 0 => return None,
                Ok(false) => break Repeats::Unsure,
                Err(f) => break Repeats::Failed(launch_error(self.kernel, &f, self.spans)),
            }
            launched += 1;
            if launched == self.times {
                break Repeats::Done;
            }
            if self.engine.take_interrupt() {
                break Repeats::Interrupted;
            }
        };
        Some((launched, end))
    }
}

/// The back end a launch compiles with: the one it names, else the GPU's own.
fn codegen_of<'g>(gpu: &'g Gpu, backend: Option<&str>, spans: &Spans) -> R<&'g Codegen> {
    let Some(name) = backend else { return Ok(gpu.codegen()) };
    if name == super::launch::CPU_EXECUTOR {
        let m = format!("this launch names the CPU executor, but the session's kernels run on the GPU through {}", gpu.codegen().backend().name());
        return Err(error(codes::DEVICE, m, spans.call, "in this launch").with_help("leave `backend=` out, or pass `backend=backend()`, to compile with the session's back end"));
    }
    gpu.codegen_named(name).map_err(|m| {
        error(codes::DEVICE, format!("this launch cannot use the {name} back end: {m}"), spans.call, "in this launch")
            .with_help("leave `backend=` out to compile with the session's back end")
    })
}

/// The session array storage an argument passes, if it passes one.
pub(super) fn session_storage<A: ArgView>(a: &A) -> Option<&Arc<Storage>> {
    match a.value() {
        Some(Value::Array(x)) => Some(&x.storage),
        _ => None,
    }
}

enum Launched {
    Argument(ExecError),
    Gpu(GpuFail),
    NoArtifact(BackendError),
}

/// No artifact: the back end's toolchain missing and the cache cold (`E0509`), or our bug.
fn no_artifact(kernel: &str, e: BackendError, spans: &Spans) -> Fail {
    if e.is_internal() {
        return Fail::new(Diagnostic::internal(format!("compiling `{kernel}` for the GPU: {}", e.message)));
    }
    if e.kind == BackendErrorKind::Unsupported {
        return error(codes::BACKEND_UNSUPPORTED, format!("cannot compile `{kernel}` for the GPU: {}", e.message), spans.call, "in this launch")
            .with_help(format!("the {} back end cannot compile this kernel; `--backend tileir` (or TILE_BACKEND=tileir) compiles it", e.backend));
    }
    error(
        codes::DEVICE,
        format!("cannot run `{kernel}` on the GPU: {}", e.message),
        spans.call,
        "in this launch",
    )
}

/// An embedder's read-only buffer cannot receive the kernel's writes (`E0503`, as on the CPU).
fn check_writable(compiled: &Compiled, slots: &[Slot<'_>], written: &[bool], spans: &Spans) -> R<()> {
    for (i, s) in slots.iter().enumerate() {
        if let Slot::Array { src: ArraySrc::Staged(h, _), .. } = s
            && written.get(i).copied().unwrap_or(true)
            && !h.is_writable()
        {
            let name = compiled.tir.params.get(i).map_or("?", |p| p.name.as_str());
            let m = format!(
                "kernel `{}`: `{name}` is written by the kernel but was lent read-only",
                compiled.name()
            );
            return Err(error(codes::LAUNCH_ARG_TYPE, m, spans.call.or(spans.args), "in this launch")
                .with_help("lend it writable (`KernelArg::array`, `KernelArg::strided`)"));
        }
    }
    Ok(())
}

/// `E0507`: the launch failed on the GPU (the session adds what a fault cost).
fn launch_error(kernel: &str, f: &GpuFail, spans: &Spans) -> Fail {
    let d = Diagnostic::error(
        codes::LAUNCH_FAILED,
        format!("kernel `{kernel}` failed on the GPU: {}", f.message),
    );
    Fail::new(match spans.call {
        Some(s) => d.with_label(s, "the kernel failed in this launch"),
        None => d,
    })
}

/// Sizes then strides of every array slot, as the thunk reads them.
fn dims_of(slots: &[Slot<'_>]) -> SmallVec<[i64; 32]> {
    let mut dims = SmallVec::new();
    for s in slots {
        if let Slot::Array { shape, strides, .. } = s {
            dims.extend(shape.iter().map(|&n| i64::try_from(n).unwrap_or(i64::MAX)));
            dims.extend(strides.iter().map(|&x| x as i64));
        }
    }
    dims
}

/// What a simulated launch leaves for repeating it: the packed parameters and array addresses.
type SimState = (Packed, SmallVec<[SimArray; 8]>);

fn sim_launch(
    l: &mut Launcher<'_>,
    gpu: &Gpu,
    compiled: &Compiled,
    grid: [u32; 3],
    slots: &[Slot<'_>],
    checks: Checks,
) -> Result<SimState, Launched> {
    let dims = dims_of(slots);
    let mut at = 0;
    let mut arrays: SmallVec<[SimArray; 8]> = SmallVec::new();
    let raw: SmallVec<[RawArg<'_>; 8]> = slots
        .iter()
        .map(|s| match s {
            Slot::Array { dtype, shape, base, .. } => {
                let r = shape.len();
                arrays.push(SimArray { base: *base, empty: shape.contains(&0) });
                let a = RawArg::array(*dtype, *base, &dims[at..at + r], &dims[at + r..at + 2 * r]);
                at += 2 * r;
                a
            }
            Slot::Scalar(x) => RawArg::scalar(x.dtype(), x.to_bits()),
            Slot::Const(_) => unreachable!("const parameters were filtered out"),
        })
        .collect();
    let packed = compiled.pack_raw(&raw, checks).map_err(Launched::Argument)?;
    let sim = gpu.sim().expect("a simulated GPU");
    let opts = sim_exec_options(l.engine);
    let report = sim.launch(compiled, grid, &packed, &arrays, &opts).map_err(|f| {
        write_lines(l.out.as_mut(), &f.printed);
        Launched::Gpu(f)
    })?;
    write_lines(l.out.as_mut(), &report.printed);
    Ok((packed, arrays))
}

/// How the simulated GPU runs kernels: as the CPU executor does, except that a kernel runs to
/// its end once it started, as on a GPU (Ctrl-C stops the launches after it).
fn sim_exec_options(engine: &crate::engine::Engine) -> tile_cpu::ExecOptions {
    tile_cpu::ExecOptions { interrupt: None, ..exec_options(engine) }
}

/// The device memory of each session storage, locked for the launch (each storage once).
struct Held<'s> {
    storages: SmallVec<[&'s Arc<Storage>; 4]>,
    guards: SmallVec<[MutexGuard<'s, Option<DevMem>>; 4]>,
}

impl<'s> Held<'s> {
    fn lock(storages: impl IntoIterator<Item = &'s Arc<Storage>>) -> Held<'s> {
        let mut held = Held { storages: SmallVec::new(), guards: SmallVec::new() };
        for st in storages {
            if !held.storages.iter().any(|t| Arc::ptr_eq(t, st)) {
                held.guards.push(st.device_mem());
                held.storages.push(st);
            }
        }
        held
    }

    fn of(slots: &'s [Slot<'_>]) -> Held<'s> {
        Held::lock(slots.iter().filter_map(|s| match s {
            Slot::Array { src: ArraySrc::Session(st), .. } => Some(st),
            _ => None,
        }))
    }

    fn buffer(&self, st: &Arc<Storage>) -> Option<&tile_gpu::DeviceBuffer> {
        let i = self.storages.iter().position(|t| Arc::ptr_eq(t, st))?;
        match self.guards[i].as_ref()? {
            DevMem::Real(b) => Some(&**b),
            DevMem::Sim(_) => None,
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn real_launch(
    l: &mut Launcher<'_>,
    (gpu, codegen): (&Gpu, &Codegen),
    key: usize,
    compiled: &Compiled,
    (grid, call): ([u32; 3], Option<tile_lang::Span>),
    slots: &[Slot<'_>],
    checks: Checks,
    stream: Option<&Stream>,
) -> Result<(), Launched> {
    if l.cache.entries[key].gpu.is_none() {
        let loaded = load(l, (gpu, codegen), compiled, true)?;
        let resources = loaded.function().attributes().ok();
        let backend = codegen.backend().name();
        if let Some(w) = resources.and_then(|r| super::lint::spill_warning(&compiled.tir, &r, backend, call)) {
            super::push_warning(l.warnings, w);
        }
        l.cache.entries[key].resources = resources;
        l.cache.entries[key].gpu = Some(loaded);
    }
    let held = Held::of(slots);
    let mut args: SmallVec<[GpuArg<'_>; 8]> = SmallVec::new();
    for s in slots {
        args.push(match s {
            Slot::Array { src, dtype, shape, strides, offset, .. } => {
                let mem = match src {
                    ArraySrc::Session(st) => held.buffer(st),
                    ArraySrc::Staged(_, DevMem::Real(b)) => Some(&**b),
                    ArraySrc::Device(b) => Some(*b),
                    _ => None,
                };
                let mem = mem.ok_or_else(|| {
                    Launched::Gpu(GpuFail::new("internal error: an array argument has no device memory"))
                })?;
                GpuArg::Array { mem, dtype: *dtype, shape, strides, offset: *offset }
            }
            Slot::Scalar(x) => GpuArg::Scalar { dtype: x.dtype(), bits: x.to_bits() },
            Slot::Const(_) => unreachable!("const parameters were filtered out"),
        });
    }
    let stream = stream.or(gpu.stream()).expect("a real GPU has a stream");
    let config = l.cache.entries[key].gpu.as_ref().expect("loaded above").config();
    let fits = tile_launch::maps_fit(&config, &args);
    if !fits && l.cache.entries[key].gpu_plain.is_none() {
        let plain = load(l, (gpu, codegen), compiled, false)?;
        l.cache.entries[key].gpu_plain = Some(plain);
    }
    let entry = &mut l.cache.entries[key];
    let kernel = if fits {
        entry.gpu.as_mut().expect("loaded above")
    } else {
        // A repeat of this launch must not reach the build with tensor maps.
        entry.gpu.as_mut().expect("loaded above").forget_last();
        entry.gpu_plain.as_mut().expect("loaded above")
    };
    kernel.launch(compiled, &args, checks, grid, stream).map_err(|e| match e {
        GpuLaunchError::Argument(x) => Launched::Argument(x),
        GpuLaunchError::Driver(d) => Launched::Gpu(d.into()),
    })
}

/// The artifact of a specialisation, loaded on the GPU; with `tensor_maps`, built for a
/// launch that passes TMA tensor maps where the back end asks for them.
fn load(l: &Launcher<'_>, (gpu, codegen): (&Gpu, &Codegen), compiled: &Compiled, tensor_maps: bool) -> Result<GpuKernel, Launched> {
    let dev = gpu.cuda().expect("a real GPU");
    let artifact = artifact(l, (gpu, codegen), compiled, tensor_maps)?;
    let func = load_function(dev, &artifact.image, &artifact.symbol).map_err(Launched::Gpu)?;
    GpuKernel::new(compiled, func, artifact.launch).map_err(|m| Launched::Gpu(GpuFail::new(m)))
}

/// The specialisation compiled for the GPU through the launch's back end and the kernel cache.
fn artifact(l: &Launcher<'_>, (gpu, codegen): (&Gpu, &Codegen), compiled: &Compiled, tensor_maps: bool) -> Result<Artifact, Launched> {
    l.engine.progress_begin(&format!("compiling {} for {}", compiled.name(), gpu.target()));
    let tensor_maps = tensor_maps && l.engine.options().tensor_maps;
    let options = CompileOptions { tensor_maps, ..CompileOptions::for_target(gpu.target()) };
    let artifact = codegen.compile(&compiled.tir, &options);
    l.engine.progress_end();
    artifact.map_err(Launched::NoArtifact)
}

/// A simulated GPU that compiles for the device gets this specialisation's artifact once (see
/// `Gpu::simulated`).
fn fetch_for_sim(l: &mut Launcher<'_>, (gpu, codegen): (&Gpu, &Codegen), key: usize, compiled: &Compiled) -> Result<(), Launched> {
    if !gpu.fetches_artifacts() || l.cache.entries[key].artifact_fetched {
        return Ok(());
    }
    artifact(l, (gpu, codegen), compiled, true)?;
    l.cache.entries[key].artifact_fetched = true;
    Ok(())
}

/// Marks what the kernel wrote: session mirrors stale, staged buffers copied back.
fn after_launch(slots: &mut [Slot<'_>], written: &[bool]) -> Result<(), GpuFail> {
    for (i, s) in slots.iter_mut().enumerate() {
        if !written.get(i).copied().unwrap_or(true) {
            continue;
        }
        match s {
            Slot::Array { src: ArraySrc::Session(st), .. } => st.written_by_gpu(),
            Slot::Array { src: ArraySrc::Staged(h, mem), .. } => {
                let mut bytes = vec![0u8; mem.len()];
                mem.download(&mut bytes)?;
                h.buffer_mut().write_bytes(&bytes).map_err(GpuFail::new)?;
            }
            _ => {}
        }
    }
    Ok(())
}

/// On the CPU with `Options::precompile`: compiles the specialisation a GPU launch of the
/// same arguments would use (facts from 256-byte aligned device buffers, as `cuMemAlloc`
/// returns and staging allocates) into the kernel cache, once per session.
pub(super) fn precompile(
    l: &mut Launcher<'_>,
    name: &str,
    slots: &[Slot<'_>],
    spec: &[SpecArg],
    globals: &[(String, ConstValue)],
    target: Target,
    spans: &Spans,
) -> R<()> {
    let gspec: Vec<SpecArg> = spec.iter().zip(slots).map(|(s, slot)| gpu_spec(s, slot)).collect();
    let gkey = Key { kernel: name.to_string(), args: gspec, globals: globals.to_vec(), backend: None };
    if l.cache.precompiled.contains(&gkey) {
        return Ok(());
    }
    let (kernel, _) = l.defs.analysis().specialize(name, &gkey.args, &shapes_of(slots), globals, spans.call);
    let kernel = kernel.ok_or_else(|| {
        Fail::new(Diagnostic::internal(format!("kernel `{name}` specialised for the CPU but not for a GPU")))
    })?;
    l.engine.progress_begin(&format!("compiling {name} for {target}"));
    let codegen = l.precompile.get_or_insert_with(Codegen::from_env);
    let got = codegen.compile(&kernel, &CompileOptions::for_target(target));
    l.engine.progress_end();
    got.map_err(|e| {
        let m = format!("compiling `{name}` ahead for {target} (TILE_PRECOMPILE) failed: {}", e.message);
        if e.is_internal() {
            Fail::new(Diagnostic::internal(m))
        } else {
            error(codes::DEVICE, m, spans.call, "in this launch")
        }
    })?;
    l.cache.precompiled.insert(gkey);
    Ok(())
}

/// The specialisation argument a GPU launch would have: array facts from a 256-byte aligned
/// buffer holding the view at the same element offset.
fn gpu_spec(s: &SpecArg, slot: &Slot<'_>) -> SpecArg {
    match (s, slot) {
        (SpecArg::Array { dtype, rank, facts }, Slot::Array { shape, strides, offset, .. }) => {
            let base = 256 + (offset * dtype.size_bytes()) as u64;
            let gpu_facts = ArrayFacts { sizes: facts.sizes.clone(), ..facts_of(shape, strides, base) };
            SpecArg::Array { dtype: *dtype, rank: *rank, facts: gpu_facts }
        }
        (s, _) => s.clone(),
    }
}
