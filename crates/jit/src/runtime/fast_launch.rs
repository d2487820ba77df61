//! Repeating a GPU launch: when a launch passes exactly what the previous one passed (the same
//! kernel on the same stream, the same array storages or device buffers with the same layouts,
//! device copies current, equal numbers), its packed parameters are still right, so it skips
//! matching, specialisation keys and packing and goes straight to the driver. This is the
//! common case of a kernel launched in a loop, where host overhead per launch matters most.
//!
//! What makes it safe: storages are compared by allocation (`Weak::ptr_eq`, which an address
//! reused after a free cannot fool), a storage's device address never changes while it is on
//! the GPU, and `GpuKernel::relaunch` checks again that every device buffer is the one the
//! packed parameters point into. Anything else (host globals the kernel reads, staged host
//! buffers, session arrays on an application's stream, a stale device copy, a redefinition
//! since) takes the normal path.
//!
//! The check reads arguments through [`ArgView`]: a launch from host code is checked on its
//! values as the interpreter has them, before any `LaunchArg` is made, and an embedder's on
//! its `LaunchArg`s. `GpuKernel::relaunch` hands the device buffers to
//! `tile_gpu::launch_with_buffers`, which checks them live under the same hold on the device as
//! the launch itself.

use std::sync::{Arc, Weak};

use smallvec::SmallVec;
use tile_gpu::Stream;
use tile_lang::sema::ParamInfo;
use tile_lang::DType;

use tile_launch::device::sim::SimArray;
use tile_launch::Packed;

use super::launch::{ArgView, ArraySrc, Call, LaunchArg, Shape, Slot, Strides};
use super::launch_gpu::Repeat;
use super::storage::Storage;
use super::value::Value;
use super::Launcher;

/// An array argument's layout.
#[derive(Clone, PartialEq)]
struct View {
    dtype: DType,
    shape: Shape,
    strides: Strides,
    offset: usize,
}

/// What one argument of the recorded launch was.
enum Print {
    Array {
        storage: Weak<Storage>,
        view: View,
    },
    /// An application's device buffer, by address and size.
    Device {
        ptr: u64,
        size: usize,
        view: View,
    },
    /// A scalar or `const` argument, by value.
    Number(Value),
}

/// The previous GPU launch of a session.
pub(crate) struct LastLaunch {
    kernel: String,
    /// The back end the launch named (`None`: the session's).
    backend: Option<&'static str>,
    /// `Cache::generation` when recorded: entry indices are valid while it is unchanged.
    generation: u64,
    entry: usize,
    /// The application's stream it was queued on (`None`: the device's).
    stream: Option<usize>,
    /// How many arguments the launch passed; `args` also has the defaults of the trailing
    /// `const` parameters it left out (fixed while `generation` is).
    passed: usize,
    args: SmallVec<[Print; 8]>,
    /// Per session array argument, in order: whether the kernel writes it.
    written: SmallVec<[bool; 8]>,
    /// The kernel's parameters (to describe the launch in a fault report).
    params: Arc<[ParamInfo]>,
    /// On a simulated GPU, the packed parameters and array addresses (a real GPU's kernel keeps
    /// its own).
    sim: Option<(Packed, SmallVec<[SimArray; 8]>)>,
}

/// The numbers of a launch's arguments, kept before matching consumes them (arrays are
/// recorded from their matched slots).
pub(super) fn numbers(args: &[LaunchArg<'_>]) -> SmallVec<[Option<Value>; 8]> {
    args.iter()
        .map(|a| match a.value() {
            Some(
                v @ (Value::Int(_) | Value::Float(_) | Value::Bool(_) | Value::DType(_) | Value::Builtin(_)),
            ) => Some(v.clone()),
            _ => None,
        })
        .collect()
}

/// A launch's arguments as [`try_relaunch_times`] compares them, and per session array whether the
/// kernel writes it.
pub(super) struct Prints {
    args: SmallVec<[Print; 8]>,
    written: SmallVec<[bool; 8]>,
}

/// The prints of a launch, when it can be repeated: every argument a session array (on the
/// device's stream only), a device buffer or a number. `slots` are every parameter's (const
/// ones included), `written` per TIR (non-const) parameter.
pub(super) fn prints(
    slots: &[Slot<'_>],
    numbers: &[Option<Value>],
    written: &[bool],
    on_app_stream: bool,
) -> Option<Prints> {
    let mut p = Prints { args: SmallVec::new(), written: SmallVec::new() };
    let mut tir = 0;
    for (s, n) in slots.iter().zip(numbers) {
        let w = written.get(tir).copied().unwrap_or(true);
        tir += usize::from(!matches!(s, Slot::Const(_)));
        p.args.push(match (s, n) {
            (Slot::Array { src, dtype, shape, strides, offset, .. }, _) => {
                let view =
                    View { dtype: *dtype, shape: shape.clone(), strides: strides.clone(), offset: *offset };
                match src {
                    ArraySrc::Session(st) if !on_app_stream => {
                        p.written.push(w);
                        Print::Array { storage: Arc::downgrade(st), view }
                    }
                    ArraySrc::Device(b) => Print::Device { ptr: b.device_ptr(), size: b.size(), view },
                    _ => return None,
                }
            }
            (Slot::Scalar(_) | Slot::Const(_), Some(v)) => Print::Number(v.clone()),
            _ => return None,
        });
    }
    Some(p)
}

/// What identifies a stream for [`try_relaunch_times`]: its handle (read without a driver call
/// when the stream wraps one; a stale handle fails at the launch).
fn stream_id(stream: Option<&Stream>) -> Option<Option<usize>> {
    match stream {
        None => Some(None),
        Some(s) => s.handle().or_else(|| s.as_raw().ok()).map(|r| Some(r as usize)),
    }
}

/// Remembers a launch the normal path made of cache entry `entry` (after it succeeded) for
/// [`try_relaunch_times`].
pub(super) fn commit(
    l: &mut Launcher<'_>,
    launch: Repeat<'_>,
    entry: usize,
    prints: Prints,
    stream: Option<&Stream>,
    sim: Option<(Packed, SmallVec<[SimArray; 8]>)>,
) {
    let Some(stream) = stream_id(stream) else { return };
    let generation = l.cache.generation;
    *l.last_launch = Some(LastLaunch {
        kernel: launch.kernel.to_string(),
        backend: launch.backend,
        generation,
        entry,
        stream,
        passed: launch.passed,
        args: prints.args,
        written: prints.written,
        params: launch.params,
        sim,
    });
}

impl LastLaunch {
    /// `name(a: f32[1000], T=256)`, for fault reports.
    pub(super) fn call(&self) -> String {
        let args: Vec<String> = self
            .params
            .iter()
            .zip(&self.args)
            .map(|(p, a)| match a {
                Print::Array { view, .. } | Print::Device { view, .. } => format!(
                    "{}: {}[{}]",
                    p.name(),
                    view.dtype,
                    view.shape.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")
                ),
                Print::Number(v) => format!("{}={}", p.name(), v.repr()),
            })
            .collect();
        format!("{}({})", self.kernel, args.join(", "))
    }
}

/// Whether `args` are what the previous launch of `kernel` passed.
fn same<A: ArgView>(last: &LastLaunch, generation: u64, kernel: &str, args: &[A]) -> bool {
    if last.generation != generation || last.passed != args.len() || last.kernel != kernel {
        return false;
    }
    // Element by element: dimensions are few, and a call to `memcmp` costs more than the loop.
    fn same_dims<T: PartialEq>(a: &[T], b: &[T]) -> bool {
        a.len() == b.len() && a.iter().zip(b).all(|(x, y)| x == y)
    }
    let same_view = |v: &View, dtype: DType, shape: &[usize], strides: &[isize], offset: usize| {
        v.dtype == dtype && v.offset == offset && same_dims(&v.shape, shape) && same_dims(&v.strides, strides)
    };
    last.args.iter().zip(args).all(|(p, a)| match p {
        Print::Device { ptr, size, view } => a.device().is_some_and(|d| {
            d.buf.device_ptr() == *ptr
                && d.buf.size() == *size
                && same_view(view, d.dtype, &d.shape, &d.strides, d.offset)
        }),
        Print::Array { storage, view } => match a.value() {
            Some(Value::Array(x)) => {
                std::ptr::eq(Weak::as_ptr(storage), Arc::as_ptr(&x.storage))
                    && x.storage.is_device_current()
                    && same_view(view, x.dtype(), x.shape(), x.strides(), x.offset())
            }
            _ => false,
        },
        Print::Number(v) => a.value().is_some_and(|w| same_number(v, w)),
    })
}

fn same_number(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Bool(x), Value::Bool(y)) => x == y,
        (Value::DType(x), Value::DType(y)) => x == y,
        (Value::Builtin(x), Value::Builtin(y)) => x == y,
        _ => false,
    }
}

/// How a run of repeated launches ended ([`try_relaunch_times`]).
pub(crate) enum Repeats {
    /// All of them were queued.
    Done,
    /// The embedder asked to interrupt (the request is taken) after some were queued.
    Interrupted,
    /// A launch failed; it and the ones after it were not queued.
    Failed(super::error::Fail),
    /// The device no longer confirmed the arguments (a buffer was freed or the device reset):
    /// the rest must take the normal path.
    Unsure,
}

/// Repeats the previous launch `call.times` times when `args` (on `call.stream`) are what it
/// passed: nothing between two launches of one request can change what they pass, so the
/// arguments are compared once, and each launch after the first costs the driver call, the
/// device's own check of the buffers and a look at the interrupt flag. `None` when the first
/// launch is not a repeat (the normal path must run); otherwise how many were queued and how
/// the run ended.
pub(crate) fn try_relaunch_times<A: ArgView>(l: &mut Launcher<'_>, call: &Call<'_>, args: &[A]) -> Option<(u64, Repeats)> {
    let last = l.last_launch.as_ref()?;
    if call.times == 0
        || last.backend != super::launch::own_backend(call.backend, l.executor.gpu())
        || !same(last, l.cache.generation, call.kernel, args)
        || l.engine.options().sync_launches
        || stream_id(call.stream)? != last.stream
    {
        return None;
    }
    let entry = last.entry;
    let (launched, end) = super::launch_gpu::relaunch_times(l, entry, call, args)?;
    if launched > 0 {
        mark_written(l.last_launch.as_ref().expect("checked above"), args);
    }
    Some((launched, end))
}

/// After a launch: the host mirrors of the session arrays the kernel writes are stale.
fn mark_written<A: ArgView>(last: &LastLaunch, args: &[A]) {
    let storages = args.iter().filter_map(super::launch_gpu::session_storage);
    for (st, w) in storages.zip(&last.written) {
        if *w {
            st.written_by_gpu();
        }
    }
}

/// The recorded packed parameters of a simulated GPU's last launch.
pub(super) fn sim_state(last: &LastLaunch) -> Option<&(Packed, SmallVec<[SimArray; 8]>)> {
    last.sim.as_ref()
}
