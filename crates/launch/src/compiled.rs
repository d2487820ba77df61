//! The single path every kernel launch takes, whatever started it (a script, the REPL, an
//! embedding application): [`Compiled`] holds one specialisation ready to run, [`launch`]
//! checks the arguments against it and runs it on the selected device.
//!
//! A launch describes its arguments as [`RawArg`]s, runs the specialisation's launch thunk
//! (`thunk.rs`) to check them and write the packed parameter buffer, and starts the kernel
//! from that buffer: the CPU executor through [`CpuKernel::launch_packed`], a GPU through
//! `kernelParams` ([`crate::kernel_params`]). Every device thus runs on the same checked
//! bytes, and the CPU tests exercise the packing the GPU relies on.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ptr::NonNull;
use std::sync::Arc;

use smallvec::SmallVec;
use tile_lang::tir;

use crate::raw::RawArg;
use crate::reject;
use crate::thunk::{Checks, Thunk};
use tile_lang::abi::Layout;
use tile_cpu::{self as cpu, Arg, ArrayArg, ArrayMemory, CpuKernel, ErrorKind, ExecError, ExecOptions, LaunchReport};

/// One kernel specialisation, compiled for every place it can run.
pub struct Compiled {
    pub tir: tir::Kernel,
    pub layout: Layout,
    cpu: CpuKernel,
    thunk: Arc<Thunk>,
}

impl Compiled {
    /// Prepares a verified TIR kernel for launches: the CPU plan and the launch thunk (shared
    /// with live specialisations of the same parameter signature).
    pub fn new(tir: tir::Kernel) -> Result<Compiled, cpu::ExecError> {
        let cpu = CpuKernel::new(&tir)?;
        let layout = Layout::of(&tir);
        let thunk = Thunk::for_kernel(&tir).map_err(|m| ExecError::new(&tir.name, ErrorKind::Invalid, format!("internal error: {m}")))?;
        Ok(Compiled { tir, layout, cpu, thunk })
    }

    pub fn name(&self) -> &str {
        &self.tir.name
    }

    /// The launch thunk checking and packing this specialisation's arguments.
    pub fn thunk(&self) -> &Thunk {
        &self.thunk
    }

    /// Checks raw arguments (host or device addresses) and returns the packed parameter
    /// buffer (`layout.size` bytes), or the error naming the first bad argument.
    pub fn pack_raw(&self, args: &[RawArg<'_>], checks: Checks) -> Result<Packed, ExecError> {
        let mut out = Packed::from_elem(0, self.layout.size);
        self.pack_raw_into(args, checks, &mut out)?;
        Ok(out)
    }

    /// Runs the CPU executor from an already packed buffer, with one memory per array
    /// parameter (how the simulated GPU of `crate::device` executes). The thunk that packed
    /// `packed` has checked the facts, so the executor does not repeat it.
    pub fn run_packed(&self, grid: [u32; 3], packed: &[u8], memory: Vec<ArrayMemory<'_>>, opts: &ExecOptions) -> Result<LaunchReport, ExecError> {
        let opts = ExecOptions { check_facts: false, ..opts.clone() };
        self.cpu.launch_packed(grid, &self.tir.params, &self.layout, packed, memory, &opts)
    }

    /// [`Compiled::pack_raw`] into `out` (at least `layout.size` bytes; panics otherwise).
    pub fn pack_raw_into(&self, args: &[RawArg<'_>], checks: Checks, out: &mut [u8]) -> Result<(), ExecError> {
        self.thunk.pack(args, out, checks).map_err(|r| reject::describe(&self.tir.name, &self.tir.params, args, r))
    }

    /// Checks host arguments and returns the packed parameter buffer.
    pub fn pack(&self, args: &[Arg<'_>], checks: Checks) -> Result<Packed, ExecError> {
        let mut out = Packed::from_elem(0, self.layout.size);
        self.pack_into(args, checks, &mut out)?;
        Ok(out)
    }

    /// [`Compiled::pack`] into `out` (at least `layout.size` bytes; panics otherwise).
    pub fn pack_into(&self, args: &[Arg<'_>], checks: Checks, out: &mut [u8]) -> Result<(), ExecError> {
        let mut dims = SmallVec::new();
        collect_dims(self, args, &mut dims)?;
        let raw = raw_args(&dims, args);
        self.pack_raw_into(&raw, checks, out)
    }
}

/// A packed parameter buffer (inline up to 128 bytes: a launch allocates nothing for it).
pub type Packed = SmallVec<[u8; 128]>;

/// Launches `kernel` over `grid` with `args` (one per kernel parameter, `const` parameters
/// excluded) on the CPU: the thunk checks and packs the arguments, and the executor runs from
/// the packed buffer. `opts.check_facts` selects whether the thunk checks the specialisation's
/// facts (ranges, kinds, dtypes and ranks are always checked).
pub fn launch(kernel: &Compiled, grid: [u32; 3], args: &[Arg<'_>], opts: &ExecOptions) -> Result<LaunchReport, cpu::ExecError> {
    let checks = if opts.check_facts { Checks::All } else { Checks::SkipFacts };
    let mut packed = Packed::from_elem(0, kernel.layout.size);
    kernel.pack_into(args, checks, &mut packed)?;
    let memory: Vec<ArrayMemory<'_>> = args
        .iter()
        .filter_map(|a| match a {
            Arg::Array(a) => Some(alias(a)),
            Arg::Scalar(_) => None,
        })
        .collect();
    // The thunk has checked the facts (or was told not to): the executor need not repeat it.
    let opts = ExecOptions { check_facts: false, ..opts.clone() };
    kernel.cpu.launch_packed(grid, &kernel.tir.params, &kernel.layout, &packed, memory, &opts)
}

/// A second handle on `a`'s buffer for the executor, living no longer than the borrow of `a`.
fn alias<'a>(a: &'a ArrayArg<'_>) -> ArrayMemory<'a> {
    let ptr = NonNull::new(std::ptr::with_exposed_provenance_mut::<u8>(a.buffer().addr())).expect("host buffers are never null");
    // SAFETY: `ArrayArg::from_raw` needs `ptr .. ptr + len` to be one allocation valid for
    // reads (and writes if writable) for `'a`, accessed by nothing else non-atomically while
    // a launch uses it (not written at all if read-only), and holding `bool`s only if the
    // dtype is `bool`. All of it holds for the buffer of `a`, which is the same range with the
    // same writability, borrowed (or promised by `from_raw`'s caller) for at least `'a`, with
    // the same dtype, under the same contract: `a` itself is not used while the alias lives
    // (the executor sees only the alias), and the alias is dropped when the launch returns.
    // The address came from `HostBuffer::addr` (a pointer-to-integer cast, which exposes the
    // provenance `with_exposed_provenance_mut` picks up again).
    let view = unsafe { ArrayArg::from_raw(a.dtype(), ptr, a.len_bytes(), a.is_writable(), &[], &[]) };
    ArrayMemory::of(view)
}

/// The sizes and strides of a launch's array arguments as `i64`s, which [`RawArg`]s borrow.
type Dims = SmallVec<[i64; 32]>;

/// Collects every array's sizes then strides into `dims`; refuses arrays whose shape and
/// strides differ in length (no rank describes them).
fn collect_dims(kernel: &Compiled, args: &[Arg<'_>], dims: &mut Dims) -> Result<(), ExecError> {
    for (i, arg) in args.iter().enumerate() {
        let Arg::Array(a) = arg else { continue };
        if a.shape().len() != a.strides().len() || a.shape().len() > usize::from(u8::MAX) {
            let name = kernel.tir.params.get(i).map_or("?", |p| p.name.as_str());
            let message = format!("has shape {:?} but strides {:?}: they must have one entry per dimension, at most 255", a.shape(), a.strides());
            return Err(ExecError::param(kernel.name(), name, message));
        }
        // A size above i64::MAX saturates: the thunk rejects it as above i32::MAX anyway.
        dims.extend(a.shape().iter().map(|&n| i64::try_from(n).unwrap_or(i64::MAX)));
        dims.extend(a.strides().iter().map(|&s| s as i64));
    }
    Ok(())
}

/// One raw argument per argument, borrowing the collected dims.
fn raw_args<'d>(dims: &'d Dims, args: &[Arg<'_>]) -> SmallVec<[RawArg<'d>; 8]> {
    let mut at = 0;
    args.iter()
        .map(|arg| match arg {
            Arg::Array(a) => {
                let r = a.shape().len();
                let (sizes, strides) = (&dims[at..at + r], &dims[at + r..at + 2 * r]);
                at += 2 * r;
                RawArg::array(a.dtype(), a.base_addr() as u64, sizes, strides)
            }
            Arg::Scalar(s) => RawArg::scalar(s.dtype(), s.to_bits()),
        })
        .collect()
}
