//! Python objects as launch arguments: numbers by value, and any object with `__dlpack__`
//! (PyTorch, CuPy, JAX, NumPy ≥ 1.22) as a DLPack tensor used in place.
//!
//! The exchange follows the Python array API's DLPack protocol: `__dlpack_device__()` says
//! where the memory is; for CUDA memory, `__dlpack__(stream=s)` is asked with the stream the
//! kernel will run on (1 for the legacy default stream), so that the producer orders its
//! pending work before it; DLPack 1.x is asked for (`max_version=(1, 1)`), and producers that
//! do not know the keyword are asked again without it. A versioned capsule's read-only flag
//! is honoured (NumPy sets it for read-only arrays): a launch that writes such an array is
//! refused. The capsules are kept, not consumed, for the duration of the launch and dropped
//! after it, so their own destructors call the producers' deleters; nothing is copied.
//!
//! The only file of the module with `unsafe`: reading the capsules' pointers and handing them
//! to `tile_capi::launch`.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ffi::c_void;
use std::sync::Mutex;

use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyCapsule, PyDict, PyFloat, PyInt, PyTuple};
use tile_capi::dlpack::{DLManagedTensorVersioned, DLTensor, DLPACK_FLAG_BITMASK_READ_ONLY};
use tile_capi::launch::Arg;
use tile_jit::Session;

use crate::errors::{capi_error, tile_error};

/// DLPack's `kDLCUDA` and `kDLCUDAManaged`, as `__dlpack_device__` reports them.
const CUDA_DEVICES: [i64; 2] = [2, 13];

/// One argument, converted: the value, and the capsule that must outlive the launch.
struct Converted<'py> {
    arg: Arg,
    _capsule: Option<Bound<'py, PyCapsule>>,
}

/// Calls `__dlpack__` with the keywords a DLPack 1.x consumer passes, falling back to what
/// older producers take.
fn export<'py>(obj: &Bound<'py, PyAny>, stream: Option<i64>) -> PyResult<Bound<'py, PyAny>> {
    let py = obj.py();
    let kwargs = PyDict::new(py);
    if let Some(s) = stream {
        kwargs.set_item("stream", s)?;
    }
    kwargs.set_item("max_version", (1, 1))?;
    match obj.call_method("__dlpack__", (), Some(&kwargs)) {
        Ok(c) => Ok(c),
        Err(e) if e.is_instance_of::<PyTypeError>(py) => {
            kwargs.del_item("max_version")?;
            obj.call_method("__dlpack__", (), Some(&kwargs))
        }
        Err(e) => Err(e),
    }
}

/// A tensor argument from an object with `__dlpack__`; `stream` is the CUDA stream the launch
/// will use (0: the legacy default stream).
fn tensor<'py>(obj: &Bound<'py, PyAny>, stream: usize) -> PyResult<Converted<'py>> {
    let device: (i64, i64) = obj.call_method0("__dlpack_device__")?.extract()?;
    let consumer_stream = CUDA_DEVICES.contains(&device.0).then_some(if stream == 0 { 1 } else { stream as i64 });
    let capsule = export(obj, consumer_stream)?;
    let capsule = capsule
        .cast_into::<PyCapsule>()
        .map_err(|_| tile_error("E0520", "`__dlpack__` did not return a capsule".into(), None))?;
    // SAFETY: `capsule` is a live capsule object (checked above); the names are
    // NUL-terminated.
    let (versioned, legacy) = unsafe {
        (
            pyo3::ffi::PyCapsule_IsValid(capsule.as_ptr(), c"dltensor_versioned".as_ptr()) == 1,
            pyo3::ffi::PyCapsule_IsValid(capsule.as_ptr(), c"dltensor".as_ptr()) == 1,
        )
    };
    let arg = if versioned {
        // SAFETY: a valid capsule of this name (checked) holds a non-null pointer to the
        // producer's `DLManagedTensorVersioned`, alive as long as the capsule.
        let m = unsafe { pyo3::ffi::PyCapsule_GetPointer(capsule.as_ptr(), c"dltensor_versioned".as_ptr()) }
            .cast::<DLManagedTensorVersioned>();
        // SAFETY: as above; the version is read before anything else.
        let version = unsafe { (*m).version };
        if version.major != 1 {
            return Err(tile_error(
                "E0520",
                format!("the array's DLPack version {}.{} is not 1.x", version.major, version.minor),
                None,
            ));
        }
        // SAFETY: a 1.x structure, alive as long as the capsule.
        let (flags, t) = unsafe { ((*m).flags, &raw const (*m).dl_tensor) };
        Arg::Tensor { tensor: t, read_only: flags & DLPACK_FLAG_BITMASK_READ_ONLY != 0 }
    } else if legacy {
        // SAFETY: a valid legacy capsule holds a `DLManagedTensor`, whose first field is the
        // `DLTensor`; alive as long as the capsule.
        let t = unsafe { pyo3::ffi::PyCapsule_GetPointer(capsule.as_ptr(), c"dltensor".as_ptr()) }.cast::<DLTensor>();
        Arg::Tensor { tensor: t, read_only: false }
    } else {
        return Err(tile_error("E0520", "`__dlpack__` returned a capsule that is not a DLPack tensor (or was already used)".into(), None));
    };
    if let Arg::Tensor { tensor, .. } = arg
        && tensor.is_null()
    {
        // A failed PyCapsule_GetPointer sets an exception; report it.
        return Err(PyErr::take(obj.py()).unwrap_or_else(|| tile_error("E0520", "a NULL DLPack tensor".into(), None)));
    }
    Ok(Converted { arg, _capsule: Some(capsule) })
}

/// One Python argument.
fn convert<'py>(obj: &Bound<'py, PyAny>, i: usize, stream: usize) -> PyResult<Converted<'py>> {
    let value = |arg| Ok(Converted { arg, _capsule: None });
    if obj.is_instance_of::<PyBool>() {
        return value(Arg::Bool(obj.extract()?));
    }
    if obj.is_instance_of::<PyInt>() {
        return match obj.extract::<i64>() {
            Ok(v) => value(Arg::Int(v)),
            Err(_) => Err(tile_error("E0512", format!("argument {i}: {} does not fit in 64 bits", obj.str()?), None)),
        };
    }
    if obj.is_instance_of::<PyFloat>() {
        return value(Arg::Float(obj.extract()?));
    }
    if obj.hasattr("__dlpack__")? {
        return tensor(obj, stream);
    }
    // NumPy scalars and 0-d values: numbers by value.
    if let Ok(v) = obj.call_method0("item") {
        return convert(&v, i, stream);
    }
    Err(tile_error(
        "E0520",
        format!("argument {i} is a {}: pass a number or an array with `__dlpack__`", obj.get_type().name()?),
        None,
    ))
}

/// The converted arguments, moved to the launch while the GIL is released.
struct Args(Vec<Arg>);

// SAFETY: the tensor pointers in `Arg`s point to producers' DLPack tensors kept alive by
// capsules that the launching thread holds across the launch (`launch` below); the launch runs
// on that same thread with the GIL released. Nothing in them is thread-bound.
unsafe impl Send for Args {}

/// Launches kernel `name` of `session` on Python arguments (see the module doc), with the GIL
/// released while the session is locked and the kernel runs.
pub fn launch(py: Python<'_>, session: &Mutex<Session>, name: &str, grid: [u32; 3], args: &Bound<'_, PyTuple>, stream: usize) -> PyResult<()> {
    let mut converted = Vec::with_capacity(args.len());
    for (i, a) in args.iter().enumerate() {
        converted.push(convert(&a, i, stream)?);
    }
    let plain = Args(converted.iter().map(|c| c.arg).collect());
    let result = py.detach(move || {
        let plain = plain;
        let mut s = session.lock().unwrap_or_else(|p| p.into_inner());
        // SAFETY: every tensor pointer comes from a capsule in `converted`, alive until after
        // the call, describing the producer's memory (the DLPack contract); a read-only one is
        // passed as read-only. The stream is 0 (NULL, the default stream) or the caller's
        // CUstream.
        unsafe { tile_capi::launch::launch(&mut s, name, grid, &plain.0, std::ptr::without_provenance_mut::<c_void>(stream)) }
    });
    drop(converted);
    result.map_err(|e| capi_error(&e))
}
