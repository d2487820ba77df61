//! A simulated GPU: device memory in host allocations, launches on the CPU executor from the
//! packed parameter buffer, and sticky faults like the real driver's.
//!
//! It exists so that everything above the driver — device arrays and their host mirrors,
//! staging of host buffers, packing with device addresses, the session's reaction to a
//! context-fatal fault — is tested on machines without a GPU. It is not a performance model.
//!
//! "Device addresses" are the host addresses of the allocations (64-byte aligned, like
//! `cuMemAlloc`'s 256 bytes as far as the specialisation facts can tell: they are capped at
//! 16). A launch whose array argument points outside every live allocation, or a kernel whose
//! `assert` fails, faults the simulated context: from then on every operation fails, as on the
//! R580 driver, which cannot re-create the context in the same process.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};

use super::GpuFail;
use tile_cpu::{AlignedBytes, ArrayMemory, ErrorKind, ExecError, ExecOptions, LaunchReport};

use crate::alias::{writable_views, View};
use crate::Compiled;

/// The simulated device's memory and fault state.
#[derive(Debug, Default)]
pub struct SimHeap {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// Live allocations by start address; each is at least one chunk, so addresses are unique.
    allocs: BTreeMap<u64, AlignedBytes>,
    /// The sticky error, once the context has faulted.
    fault: Option<String>,
}

/// One simulated allocation; freed on drop.
#[derive(Debug)]
pub struct SimBuf {
    heap: Arc<SimHeap>,
    addr: u64,
    len: usize,
}

/// What the launch needs to know of one array argument.
#[derive(Clone, Copy, Debug)]
pub struct SimArray {
    pub base: u64,
    pub empty: bool,
}

impl SimHeap {
    fn state(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The sticky error, if the context faulted.
    pub fn fault(&self) -> Option<String> {
        self.state().fault.clone()
    }

    /// Faults the context (what a kernel's illegal access does).
    pub fn inject_fault(&self, message: impl Into<String>) {
        self.state().fault.get_or_insert_with(|| message.into());
    }

    fn check(state: &State, call: &str) -> Result<(), GpuFail> {
        match &state.fault {
            Some(f) => Err(GpuFail::fatal(format!("{call}: {f}"))),
            None => Ok(()),
        }
    }

    pub fn alloc(self: &Arc<Self>, len: usize) -> Result<SimBuf, GpuFail> {
        let mut s = self.state();
        SimHeap::check(&s, "cuMemAlloc")?;
        // At least one byte, so that every allocation has an address of its own.
        let bytes = AlignedBytes::zeroed(len.max(1).next_multiple_of(64));
        let addr = bytes.bytes().as_ptr() as u64;
        s.allocs.insert(addr, bytes);
        Ok(SimBuf { heap: self.clone(), addr, len })
    }

    pub fn live_bytes(&self) -> usize {
        self.state().allocs.values().map(|b| b.bytes().len()).sum()
    }

    /// Runs `compiled` over `grid` from `packed`, each array argument's memory found by its
    /// base address.
    pub fn launch(&self, compiled: &Compiled, grid: [u32; 3], packed: &[u8], arrays: &[SimArray], opts: &ExecOptions) -> Result<LaunchReport, GpuFail> {
        let mut s = self.state();
        SimHeap::check(&s, "cuLaunchKernel")?;
        let owners = match arrays.iter().enumerate().map(|(i, a)| owner(&s.allocs, a, compiled, i)).collect::<Result<Vec<_>, String>>() {
            Ok(o) => o,
            Err(m) => {
                s.fault = Some(m.clone());
                return Err(GpuFail::fatal(m));
            }
        };
        let memory = memory_of(&mut s.allocs, &owners);
        match compiled.run_packed(grid, packed, memory, opts) {
            Ok(r) => Ok(r),
            Err(e) => Err(self.kernel_error(&mut s, e)),
        }
    }

    /// A failed `assert` or trap kills the context, as `CUDA_ERROR_ASSERT` does on a GPU.
    fn kernel_error(&self, s: &mut State, mut e: ExecError) -> GpuFail {
        let message = format!("{} (simulated: {e})", if e.kind == ErrorKind::Assert { "CUDA_ERROR_ASSERT: device-side assert triggered" } else { "CUDA_ERROR_LAUNCH_FAILED: unspecified launch failure" });
        if matches!(e.kind, ErrorKind::Assert | ErrorKind::Trap) {
            s.fault = Some(message.clone());
            return GpuFail::fatal(message).with_printed(std::mem::take(&mut e.printed));
        }
        GpuFail::new(format!("simulated launch refused: {e}"))
    }
}

/// The allocation holding array `i`'s base address (`None` for an empty array outside every
/// allocation, which no access can touch).
fn owner(allocs: &BTreeMap<u64, AlignedBytes>, a: &SimArray, compiled: &Compiled, i: usize) -> Result<Option<u64>, String> {
    let found = allocs.range(..=a.base).next_back().filter(|(start, b)| a.base <= *start + b.bytes().len() as u64).map(|(s, _)| *s);
    match found {
        Some(s) => Ok(Some(s)),
        None if a.empty => Ok(None),
        None => {
            let name = array_param_name(compiled, i);
            Err(format!("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered (simulated: `{name}` of `{}` points at {:#x}, which is in no allocation)", compiled.name(), a.base))
        }
    }
}

fn array_param_name(compiled: &Compiled, i: usize) -> String {
    let arrays = compiled.tir.params.iter().filter(|p| matches!(p.kind, tile_lang::tir::ParamKind::Array { .. }));
    arrays.map(|p| p.name.clone()).nth(i).unwrap_or_else(|| "?".into())
}

/// One writable memory per array argument; arguments in one allocation share it (all views
/// are writable, so the executor accesses them atomically and aliasing is benign).
fn memory_of<'a>(allocs: &'a mut BTreeMap<u64, AlignedBytes>, owners: &[Option<u64>]) -> Vec<ArrayMemory<'a>> {
    let mut slots: Vec<Option<ArrayMemory<'a>>> = owners.iter().map(|_| None).collect();
    for (start, alloc) in allocs.iter_mut() {
        let users: Vec<usize> = (0..owners.len()).filter(|&i| owners[i] == Some(*start)).collect();
        if users.is_empty() {
            continue;
        }
        let views = vec![View { dtype: tile_lang::DType::U8, shape: &[], strides: &[], offset: 0 }; users.len()];
        let bytes: &mut [u8] = alloc.bytes_mut();
        for (i, a) in users.into_iter().zip(writable_views(bytes, &views)) {
            slots[i] = Some(ArrayMemory::of(a));
        }
    }
    // Empty arrays outside every allocation get an empty buffer of their own.
    slots.into_iter().map(|m| m.unwrap_or_else(|| ArrayMemory::of(writable_views(&mut [], &[View { dtype: tile_lang::DType::U8, shape: &[], strides: &[], offset: 0 }]).remove(0)))).collect()
}

impl SimBuf {
    pub fn addr(&self) -> u64 {
        self.addr
    }

    /// The allocation's size in bytes.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether the allocation holds no bytes.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Copies `src` (exactly the buffer's length) into the allocation.
    pub fn upload(&mut self, src: &[u8]) -> Result<(), GpuFail> {
        let mut s = self.heap.state();
        SimHeap::check(&s, "cuMemcpyHtoD")?;
        let alloc = s.allocs.get_mut(&self.addr).ok_or_else(|| GpuFail::new("simulated buffer already freed"))?;
        alloc.bytes_mut()[..self.len].copy_from_slice(src);
        Ok(())
    }

    /// Copies the allocation into `dst` (exactly the buffer's length).
    pub fn download(&self, dst: &mut [u8]) -> Result<(), GpuFail> {
        let s = self.heap.state();
        SimHeap::check(&s, "cuMemcpyDtoH")?;
        let alloc = s.allocs.get(&self.addr).ok_or_else(|| GpuFail::new("simulated buffer already freed"))?;
        dst.copy_from_slice(&alloc.bytes()[..self.len]);
        Ok(())
    }
}

impl Drop for SimBuf {
    fn drop(&mut self) {
        self.heap.state().allocs.remove(&self.addr);
    }
}
