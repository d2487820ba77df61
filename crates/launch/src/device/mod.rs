//! The GPU a session runs on: device memory, synchronisation, fault state, and where cubins
//! come from. Shared by the runtime (device arrays, launches) and usable by tools.
//!
//! [`Gpu`] is either a real device (`tile_gpu`: one CUDA device's primary context and its
//! default stream) or a simulated one (`sim.rs`, for tests on machines without a GPU). Both
//! offer the same operations: allocate [`DevMem`], copy to and from it, launch, synchronise,
//! and report a context-fatal fault.
//!
//! * [`Gpu::codegen`]: the back end and kernel cache that turn a TIR kernel into the
//!   [`Artifact`](tile_codegen::Artifact) launched on this GPU; [`Gpu::codegen_named`]: another
//!   back end through the same cache, for a launch that names one.
//! * [`load_function`]: an artifact's image → loaded `tile_gpu::Function`.
//!
//! Work is queued on the device's default stream and synchronised lazily: the runtime counts
//! launches since the last synchronisation ([`Gpu::note_launch`]) and waits before the host
//! reads device memory, at the end of every evaluation, and when an embedder asks.
//!
//! # Faults
//! A kernel that faults (illegal address, device-side assert) makes the CUDA context unusable,
//! and the R580 driver refuses to re-create the primary context in the same process. So a
//! fault is final for the process's GPU: [`Gpu::fault`] reports it from then on, and the
//! session moves to the CPU (see `crate::runtime::gpu`). The last launch before the fault was
//! noticed is remembered ([`LaunchRecord`]) to name the kernel and its arguments.

pub mod pool;
pub mod sim;
pub mod warmup;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

use tile_gpu::{Device as CudaDevice, Driver, GpuError, Module, Stream};

use tile_codegen::Target;
use tile_codegen::{BackendSettings, Codegen, Image, BACKENDS};
use sim::{SimBuf, SimHeap};

/// A failed device operation: its message and whether the context is lost.
#[derive(Clone, Debug)]
pub struct GpuFail {
    pub message: String,
    /// The context is unusable from now on (a sticky error).
    pub fatal: bool,
    /// What the kernel printed before failing (simulated devices only).
    pub printed: Vec<String>,
}

impl GpuFail {
    pub fn new(message: impl Into<String>) -> GpuFail {
        GpuFail { message: message.into(), fatal: false, printed: Vec::new() }
    }

    pub fn fatal(message: impl Into<String>) -> GpuFail {
        GpuFail { message: message.into(), fatal: true, printed: Vec::new() }
    }

    fn with_printed(mut self, printed: Vec<String>) -> GpuFail {
        self.printed = printed;
        self
    }
}

impl From<GpuError> for GpuFail {
    fn from(e: GpuError) -> GpuFail {
        GpuFail { fatal: e.is_context_fatal(), message: describe(&e), printed: Vec::new() }
    }
}

/// A driver error without `tile_gpu`'s advice to reset the device, which the session cannot
/// follow (the driver does not re-create the context after a fault; see the module doc).
fn describe(e: &GpuError) -> String {
    let text = e.to_string();
    match text.find("; the CUDA context is unusable until Device::reset()") {
        Some(at) => text[..at].to_string(),
        None => text,
    }
}

impl std::fmt::Display for GpuFail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// The last launch queued before a synchronisation, to name the culprit of a fault.
#[derive(Clone, Debug)]
pub struct LaunchRecord {
    /// `vector_add(a: f32[1000], b: f32[1000], c: f32[1000], T=256)`, or whatever the launcher
    /// described.
    pub call: String,
    /// Launches queued since the last synchronisation, this one included.
    pub queued: usize,
}

enum Kind {
    Real { dev: CudaDevice, stream: Stream },
    Sim(Arc<SimHeap>),
}

struct Inner {
    kind: Kind,
    /// Simulated only: fetch each specialisation's cubin as a real GPU would (and fail
    /// without one), to check that a kernel cache is complete.
    fetch_artifacts: bool,
    ordinal: u32,
    name: String,
    /// Streaming multiprocessors ([`Gpu::sm_count`]).
    sm_count: u32,
    target: Target,
    codegen: Codegen,
    /// The other back ends, by position in [`BACKENDS`], made on first use
    /// ([`Gpu::codegen_named`]).
    others: [OnceLock<Result<Codegen, String>>; BACKENDS.len()],
    /// [`Gpu::backends`], found once.
    usable: OnceLock<Vec<&'static str>>,
    pending: AtomicUsize,
    last: Mutex<Option<String>>,
    /// Loading a tiny tileiras cubin in the background ([`warmup`]).
    warmup: Option<warmup::Warmup>,
    /// Device memory freed by arrays, for the next ones ([`pool`]).
    pool: Arc<pool::Pool>,
}

/// A GPU (real or simulated). Cheap to clone; `Send + Sync`.
#[derive(Clone)]
pub struct Gpu {
    inner: Arc<Inner>,
}

impl std::fmt::Debug for Gpu {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Gpu({}: {})", self.inner.ordinal, self.inner.name)
    }
}

/// Loads the driver and checks that it can load what `backend` makes.
fn driver_loads(backend: &dyn tile_codegen::Backend) -> Result<(), String> {
    let driver = Driver::load().map_err(|e| e.to_string())?;
    backend.check_driver(driver.version()).map_err(|e| e.to_string())
}

/// Which device a [`Gpu`] is: its ordinal, its name and its SMs, as [`Gpu::with`] records them.
struct Identity {
    ordinal: u32,
    name: String,
    sm_count: u32,
}

/// The SMs of the GPU the stdlib's launch heuristics were measured on (an H100 SXM or H200):
/// what a simulated GPU, and host code on the CPU executor, report as theirs, so that host
/// code sizes its launches there as it would on that GPU.
pub const REFERENCE_SMS: u32 = 132;

impl Gpu {
    /// Loads the driver and opens device `ordinal`. Fails (with the reason) without a driver,
    /// without that device, or when the process's context already faulted.
    pub fn open(ordinal: u32) -> Result<Gpu, String> {
        Gpu::open_with(ordinal, Codegen::from_env())
    }

    /// [`Gpu::open`], compiling kernels with `codegen` (a back end and its cache).
    pub fn open_with(ordinal: u32, codegen: Codegen) -> Result<Gpu, String> {
        // A back end whose output this driver cannot load says so now, not at the first launch.
        driver_loads(codegen.backend())?;
        let dev = CudaDevice::open(ordinal).map_err(|e| e.to_string())?;
        if let Some(f) = dev.fault() {
            return Err(format!("GPU {ordinal} faulted earlier in this process and cannot be used again: {f}"));
        }
        let info = dev.info().clone();
        let stream = dev.stream();
        let target = Target::of_capability(info.compute_capability);
        let warm = warmup::Warmup::start(&dev, target);
        let mut gpu = Gpu::with(Kind::Real { dev, stream }, Identity { ordinal, name: info.name, sm_count: info.sm_count }, target, codegen);
        Arc::get_mut(&mut gpu.inner).expect("new").warmup = warm;
        Ok(gpu)
    }

    /// A simulated GPU (see `sim.rs`): device 0, compiling for [`Target::DEFAULT`]. With
    /// `TILE_SIM_CUBINS=1` it also gets every specialisation's cubin, as a real GPU does (from
    /// the kernel cache, or tileiras): a launch whose cubin cannot be had fails, which checks
    /// that a cache filled with `TILE_PRECOMPILE` serves a GPU machine without tileiras.
    pub fn simulated() -> Gpu {
        Gpu::simulated_with(Codegen::from_env())
    }

    /// [`Gpu::simulated`], compiling kernels with `codegen` when it fetches artifacts.
    pub fn simulated_with(codegen: Codegen) -> Gpu {
        let mut g = Gpu::with(Kind::Sim(Arc::new(SimHeap::default())), Identity { ordinal: 0, name: "simulated GPU".into(), sm_count: REFERENCE_SMS }, Target::DEFAULT, codegen);
        Arc::get_mut(&mut g.inner).expect("new").fetch_artifacts = std::env::var("TILE_SIM_CUBINS").is_ok_and(|v| !v.is_empty() && v != "0");
        g
    }

    fn with(kind: Kind, Identity { ordinal, name, sm_count }: Identity, target: Target, codegen: Codegen) -> Gpu {
        let others = std::array::from_fn(|_| OnceLock::new());
        let inner = Inner { kind, fetch_artifacts: false, ordinal, name, sm_count, target, codegen, others, usable: OnceLock::new(), pending: AtomicUsize::new(0), last: Mutex::new(None), warmup: None, pool: Arc::default() };
        Gpu { inner: Arc::new(inner) }
    }

    /// Whether launches need cubins: always on a real GPU, with `TILE_SIM_CUBINS` simulated.
    pub fn fetches_artifacts(&self) -> bool {
        !self.is_simulated() || self.inner.fetch_artifacts
    }

    pub fn ordinal(&self) -> u32 {
        self.inner.ordinal
    }

    /// The device's name, e.g. `NVIDIA H200`.
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    /// Its streaming multiprocessors (132 on an H100 SXM or H200; [`REFERENCE_SMS`] when
    /// simulated): how many blocks of a kernel run at once, one an SM.
    pub fn sm_count(&self) -> u32 {
        self.inner.sm_count
    }

    /// The architecture kernels are compiled for (`sm_90` on an H200).
    pub fn target(&self) -> Target {
        self.inner.target
    }

    pub fn is_simulated(&self) -> bool {
        matches!(self.inner.kind, Kind::Sim(_))
    }

    /// The back end and kernel cache kernels for this GPU are compiled through.
    pub fn codegen(&self) -> &Codegen {
        &self.inner.codegen
    }

    /// The back end called `name` (one of [`BACKENDS`]) for this GPU, compiling through the
    /// kernel cache of [`Gpu::codegen`]: that one when it is the back end named, else one made
    /// on first use with the environment's settings. Fails when there is no such back end or
    /// when this driver cannot load what it makes.
    pub fn codegen_named(&self, name: &str) -> Result<&Codegen, String> {
        if name == self.inner.codegen.backend().name() {
            return Ok(&self.inner.codegen);
        }
        let i = BACKENDS
            .iter()
            .position(|b| *b == name)
            .ok_or_else(|| format!("there is no back end `{name}`; tile has {}", BACKENDS.join(", ")))?;
        self.inner.others[i].get_or_init(|| self.make_codegen(name)).as_ref().map_err(Clone::clone)
    }

    /// The back ends that can compile kernels for this GPU here: the session's, and each other
    /// whose toolchain is installed (`Backend::toolchain`), found on the first call. None on a
    /// simulated GPU, whose kernels run on the CPU executor.
    pub fn backends(&self) -> &[&'static str] {
        self.inner.usable.get_or_init(|| {
            if self.is_simulated() {
                return Vec::new();
            }
            let own = self.inner.codegen.backend().name();
            let usable = |name: &str| self.codegen_named(name).is_ok_and(|c| c.backend().toolchain().is_ok());
            BACKENDS.iter().copied().filter(|&name| name == own || usable(name)).collect()
        })
    }

    fn make_codegen(&self, name: &str) -> Result<Codegen, String> {
        let backend = tile_codegen::backend_with(name, &BackendSettings::default()).map_err(|e| e.to_string())?;
        if !self.is_simulated() {
            driver_loads(&*backend)?;
        }
        Ok(self.inner.codegen.with_backend(backend))
    }

    /// The CUDA device (`None` when simulated), e.g. to wrap an application's memory with
    /// [`tile_gpu::DeviceBuffer::from_raw`] or its stream with [`Stream::from_raw`].
    pub fn cuda(&self) -> Option<&CudaDevice> {
        match &self.inner.kind {
            Kind::Real { dev, .. } => Some(dev),
            Kind::Sim(_) => None,
        }
    }

    /// The stream the runtime queues work on (`None` when simulated).
    pub fn stream(&self) -> Option<&Stream> {
        match &self.inner.kind {
            Kind::Real { stream, .. } => Some(stream),
            Kind::Sim(_) => None,
        }
    }

    pub fn sim(&self) -> Option<&Arc<SimHeap>> {
        match &self.inner.kind {
            Kind::Sim(h) => Some(h),
            Kind::Real { .. } => None,
        }
    }

    /// Whether `other` is the same device.
    pub fn same_device(&self, dev: &CudaDevice) -> bool {
        self.cuda().is_some_and(|d| d.same_device(dev))
    }

    /// `bytes` of device memory (contents undefined): a buffer a dropped array left in the
    /// cache ([`pool`]) when one of that size is there.
    pub fn alloc(&self, bytes: usize) -> Result<DevMem, GpuFail> {
        match &self.inner.kind {
            Kind::Real { dev, .. } => Ok(DevMem::Real(self.inner.pool.alloc(dev, bytes)?)),
            Kind::Sim(h) => Ok(DevMem::Sim(h.alloc(bytes)?)),
        }
    }

    /// The context-fatal error the device has seen, if any: the GPU is unusable from then on.
    pub fn fault(&self) -> Option<String> {
        match &self.inner.kind {
            Kind::Real { dev, .. } => dev.fault().map(|e| describe(&e)),
            Kind::Sim(h) => h.fault(),
        }
    }

    /// Faults a simulated device (tests of the fault path); no effect on a real one.
    pub fn inject_fault(&self, message: &str) {
        if let Kind::Sim(h) = &self.inner.kind {
            h.inject_fault(message);
        }
    }

    /// Device memory in use by simulated allocations (0 on a real device: ask the driver).
    pub fn simulated_bytes(&self) -> usize {
        self.sim().map_or(0, |h| h.live_bytes())
    }

    /// (free, total) device memory as the driver reports it (`None` when simulated).
    pub fn mem_get_info(&self) -> Option<Result<(usize, usize), GpuFail>> {
        self.cuda().map(|d| d.mem_get_info().map_err(GpuFail::from))
    }

    /// Records a queued launch (described lazily: `describe` runs only for the first launch
    /// after a synchronisation and whenever a fault needs it).
    pub fn note_launch(&self, call: impl FnOnce() -> String) {
        let n = self.inner.pending.fetch_add(1, Ordering::Relaxed);
        if n == 0 || self.is_simulated() {
            *self.inner.last.lock().unwrap_or_else(PoisonError::into_inner) = Some(call());
        }
    }

    /// Remembers `call` as the launch under way (for a launch that failed as it was queued).
    pub fn set_last_launch(&self, call: String) {
        *self.inner.last.lock().unwrap_or_else(PoisonError::into_inner) = Some(call);
    }

    /// The launch a fault is attributed to, if any launch was queued since the last
    /// synchronisation.
    pub fn last_launch(&self) -> Option<LaunchRecord> {
        let call = self.inner.last.lock().unwrap_or_else(PoisonError::into_inner).clone()?;
        Some(LaunchRecord { call, queued: self.inner.pending.load(Ordering::Relaxed).max(1) })
    }

    /// Launches queued since the last synchronisation.
    pub fn pending(&self) -> usize {
        self.inner.pending.load(Ordering::Relaxed)
    }

    /// Waits for every queued launch. Faults from kernels surface here.
    pub fn synchronize(&self) -> Result<(), GpuFail> {
        let r = match &self.inner.kind {
            Kind::Real { stream, .. } => stream.synchronize().map_err(GpuFail::from),
            Kind::Sim(h) => h.fault().map_or(Ok(()), |f| Err(GpuFail::fatal(f))),
        };
        if r.is_ok() {
            self.inner.pending.store(0, Ordering::Relaxed);
            *self.inner.last.lock().unwrap_or_else(PoisonError::into_inner) = None;
        }
        r
    }
}

/// Device memory, owned: freed when dropped.
#[derive(Debug)]
pub enum DevMem {
    Real(pool::PooledBuffer),
    #[doc(hidden)]
    Sim(SimBuf),
}

impl DevMem {
    /// The device address of the first byte (0 for an empty real allocation).
    pub fn ptr(&self) -> u64 {
        match self {
            DevMem::Real(b) => b.device_ptr(),
            DevMem::Sim(b) => b.addr(),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            DevMem::Real(b) => b.size(),
            DevMem::Sim(b) => b.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Copies `src` (exactly [`len`](Self::len) bytes) to the device, after the work queued
    /// before it, and waits.
    pub fn upload(&mut self, src: &[u8]) -> Result<(), GpuFail> {
        match self {
            DevMem::Real(b) => b.copy_from_host(src).map_err(GpuFail::from),
            DevMem::Sim(b) => b.upload(src),
        }
    }

    /// Zeroes every byte after the work queued on `gpu`'s stream, without waiting.
    pub fn zero(&mut self, gpu: &Gpu) -> Result<(), GpuFail> {
        match (self, gpu.stream()) {
            (DevMem::Real(b), Some(s)) => b.memset_u8_async(0, s).map_err(GpuFail::from),
            (DevMem::Real(b), None) => b.memset_u8(0).map_err(GpuFail::from),
            (DevMem::Sim(b), _) => {
                let zeros = vec![0u8; b.len()];
                b.upload(&zeros)
            }
        }
    }

    /// Leaves the bytes as they are (an `empty` array's memory: contents unspecified), which on
    /// a GPU queues nothing. The simulated GPU fills them with 0xFF bytes instead (NaN in
    /// every float dtype, -1 in the signed integers), so that a program which reads what it
    /// never wrote shows it in the tests that run on it, rather than seeing zeros by chance.
    pub fn leave_unset(&mut self) -> Result<(), GpuFail> {
        match self {
            DevMem::Real(_) => Ok(()),
            DevMem::Sim(b) => {
                let poison = vec![0xFFu8; b.len()];
                b.upload(&poison)
            }
        }
    }

    /// Copies the device bytes into `dst` (exactly [`len`](Self::len) bytes), after the work
    /// queued before it, and waits.
    pub fn download(&self, dst: &mut [u8]) -> Result<(), GpuFail> {
        match self {
            DevMem::Real(b) => b.copy_to_host(dst).map_err(GpuFail::from),
            DevMem::Sim(b) => b.download(dst),
        }
    }
}

/// Loads an image on `dev` and looks its kernel up (the function keeps the module loaded).
pub fn load_function(dev: &CudaDevice, image: &Image, symbol: &str) -> Result<tile_gpu::Function, GpuFail> {
    let module = match image {
        Image::Cubin(bytes) => Module::load_cubin(dev, bytes)?,
        Image::Ptx(text) => Module::load_ptx(dev, text)?,
    };
    Ok(module.function(symbol)?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulated_memory_round_trips_and_faults_stick() {
        let gpu = Gpu::simulated();
        let mut m = gpu.alloc(10).unwrap();
        m.upload(&[7; 10]).unwrap();
        let mut back = [0u8; 10];
        m.download(&mut back).unwrap();
        assert_eq!(back, [7; 10]);
        assert!(gpu.simulated_bytes() >= 10 && gpu.fault().is_none());
        gpu.note_launch(|| "k(a: f32[10])".into());
        assert_eq!(gpu.last_launch().unwrap().call, "k(a: f32[10])");
        gpu.synchronize().unwrap();
        assert!(gpu.last_launch().is_none() && gpu.pending() == 0);
        gpu.inject_fault("CUDA_ERROR_ILLEGAL_ADDRESS (test)");
        assert!(m.download(&mut back).unwrap_err().fatal);
        assert!(gpu.synchronize().is_err() && gpu.alloc(4).is_err());
        drop(m);
        assert_eq!(gpu.simulated_bytes(), 0, "dropping frees");
    }

    #[test]
    fn opening_without_a_driver_says_why() {
        if let Err(e) = Gpu::open(0) {
            assert!(!e.is_empty());
        }
    }
}
