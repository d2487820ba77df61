//! The C ABI of the tile engine (`include/tile.h`, generated from this crate by cbindgen).
//!
//! Shaped like other embedding C APIs: an **engine** (device, back end, threads) made once and
//! shared by any number of threads; **sessions** (a scope of definitions and values, like the
//! REPL's) that evaluate source strings and `.tile` files; **kernels** of a session, compiled
//! for each new argument signature on first use and launched many times; **errors** as owned
//! objects (`tile_error_t*`, NULL on success) carrying the diagnostic's code, message and
//! rendered text.
//!
//! Array arguments are DLPack tensors (`DLTensor`, or DLPack 1.x's `DLManagedTensorVersioned`,
//! whose read-only flag is honoured) in host or CUDA memory with any strides, used in place,
//! on the caller's CUDA stream. Scalars and `const` parameters pass by value in `tile_arg_t`.
//!
//! Rules every entry point keeps: a panic never crosses the boundary (each body runs under
//! `catch_unwind` and a panic becomes an `E0900` error object); handles are checked against a
//! registry before use (`handle.rs`), so a NULL, freed or foreign handle is an `E0520` error,
//! not undefined behaviour; every pointer argument is checked for NULL.
//!
//! This crate is a thin client of `tile_jit`'s embedding API; `launch.rs` holds the DLPack
//! conversion the Python module reuses.
#![deny(unsafe_op_in_unsafe_fn)]
#![deny(clippy::undocumented_unsafe_blocks)]
#![allow(non_camel_case_types, non_upper_case_globals)]

pub mod dlpack;
pub mod error;
mod handle;
pub mod launch;
pub mod values;

use std::ffi::{c_char, c_void, CStr, CString};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::ptr::null_mut;
use std::sync::{Arc, Mutex};

use tile_jit::lang::diag::codes;
use tile_jit::{DeviceChoice, Engine, Value};

pub use dlpack::{DLDataType, DLDevice, DLManagedTensorVersioned, DLPackVersion, DLTensor};
pub use error::tile_error_t;
use error::{c_string, invalid, Res};
use launch::Arg;

/// An engine: where kernels run (CPU or a CUDA GPU), the GPU back end, worker threads.
/// Opaque; made by `tile_engine_new`, freed by `tile_engine_free`. Thread-safe: any thread may
/// use one engine at the same time as others (to make sessions).
pub struct tile_engine_t {
    _opaque: (),
}

/// A session: a scope of definitions and values in which source runs, like the REPL's.
/// Opaque; made by `tile_session_new`, freed by `tile_session_free`. Calls on one session are
/// serialised (a second thread waits); use a session per thread for parallel work.
pub struct tile_session_t {
    _opaque: (),
}

/// A kernel of a session, ready to launch. Opaque; made by `tile_session_kernel`, freed by
/// `tile_kernel_free`. It keeps its session alive, and each new argument signature (dtypes,
/// ranks, layout facts, `const` values) compiles once and is reused by later launches.
pub struct tile_kernel_t {
    _opaque: (),
}

/// `tile_engine_new`'s device: the CPU reference executor.
pub const TILE_DEVICE_CPU: i32 = 0;
/// `tile_engine_new`'s device: CUDA GPU 0 (an error without a usable driver and GPU).
pub const TILE_DEVICE_GPU: i32 = 1;
/// `tile_engine_new`'s device: GPU 0 when there is one, else the CPU.
pub const TILE_DEVICE_AUTO: i32 = 2;

/// `tile_arg_t::kind`: a 64-bit integer in `value.i`.
pub const TILE_ARG_INT: u32 = 1;
/// `tile_arg_t::kind`: a double in `value.f`.
pub const TILE_ARG_FLOAT: u32 = 2;
/// `tile_arg_t::kind`: a bool in `value.b` (0 is false, anything else true).
pub const TILE_ARG_BOOL: u32 = 3;
/// `tile_arg_t::kind`: a writable `DLTensor*` in `value.tensor`.
pub const TILE_ARG_TENSOR: u32 = 4;
/// `tile_arg_t::kind`: a `DLTensor*` in `value.tensor` that kernels must not write.
pub const TILE_ARG_TENSOR_READ_ONLY: u32 = 5;
/// `tile_arg_t::kind`: a `DLManagedTensorVersioned*` in `value.managed` (read-only when its
/// `flags` have `DLPACK_FLAG_BITMASK_READ_ONLY`; its deleter is never called by tile).
pub const TILE_ARG_MANAGED_TENSOR: u32 = 6;

/// The payload of a `tile_arg_t`; which field is meant is said by `kind`.
#[repr(C)]
#[derive(Clone, Copy)]
pub union tile_arg_value_t {
    /// `TILE_ARG_INT`.
    pub i: i64,
    /// `TILE_ARG_FLOAT`.
    pub f: f64,
    /// `TILE_ARG_BOOL` (a byte: 0 is false).
    pub b: u8,
    /// `TILE_ARG_TENSOR`, `TILE_ARG_TENSOR_READ_ONLY`.
    pub tensor: *const DLTensor,
    /// `TILE_ARG_MANAGED_TENSOR`.
    pub managed: *const DLManagedTensorVersioned,
}

/// One launch argument: a tagged union. Make them with `tile_arg_int`, `tile_arg_float`,
/// `tile_arg_bool`, `tile_arg_tensor`, `tile_arg_tensor_read_only`, `tile_arg_managed`.
/// Tensors are borrowed for the launch call only.
#[repr(C)]
#[derive(Clone, Copy)]
pub struct tile_arg_t {
    /// `TILE_ARG_*`.
    pub kind: u32,
    /// The value.
    pub value: tile_arg_value_t,
}

/// Runs an entry point's body: `Ok` is NULL, an error or a panic an owned error object.
fn guard(f: impl FnOnce() -> Res<()>) -> *mut tile_error_t {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(Ok(())) => null_mut(),
        Ok(Err(e)) => e.boxed(),
        Err(panic) => {
            let what = panic
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| panic.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "a panic without a message".into());
            tile_error_t::new(codes::INTERNAL, format!("tile panicked: {what}; this is a bug in tile")).boxed()
        }
    }
}

/// A handle pointer's number.
fn id<T>(p: *const T) -> usize {
    p.addr()
}

/// A handle number as the pointer C sees.
fn handle<T>(id: usize) -> *mut T {
    std::ptr::without_provenance_mut(id)
}

/// A C string argument.
///
/// # Safety
/// `p` is NULL or a NUL-terminated string readable for the call.
unsafe fn text<'a>(p: *const c_char, what: &str) -> Res<&'a str> {
    if p.is_null() {
        return Err(invalid(format!("{what} is NULL")));
    }
    // SAFETY: non-null and NUL-terminated (the caller's contract).
    let s = unsafe { CStr::from_ptr(p) };
    s.to_str().map_err(|_| invalid(format!("{what} is not UTF-8")))
}

/// Writes `value` through an out-pointer, checked for NULL.
///
/// # Safety
/// `out` is NULL or valid for one write of `T`.
unsafe fn put<T>(out: *mut T, value: T, what: &str) -> Res<()> {
    if out.is_null() {
        return Err(invalid(format!("the out-pointer for {what} is NULL")));
    }
    // SAFETY: non-null and writable (the caller's contract).
    unsafe { out.write(value) };
    Ok(())
}

/// The library's version, e.g. `"0.1.0"`. A static string: never free it.
#[unsafe(no_mangle)]
pub extern "C" fn tile_version() -> *const c_char {
    c"0.1.0".as_ptr()
}

/// Makes an engine.
///
/// `device`: `TILE_DEVICE_CPU`, `TILE_DEVICE_GPU` or `TILE_DEVICE_AUTO`. `backend`: the GPU
/// back end (`"tileir"`, `"nvvm"`, `"auto"`), or NULL for the `TILE_BACKEND` environment
/// variable's (CUDA Tile IR when unset). `threads`: CPU executor threads, 0 for every core.
/// On success `*out` receives the engine, which the caller frees with `tile_engine_free`
/// (sessions made from it stay usable after that). On error `*out` is NULL.
///
/// # Safety
/// `backend` is NULL or a NUL-terminated string; `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_engine_new(
    device: i32,
    backend: *const c_char,
    threads: u32,
    out: *mut *mut tile_engine_t,
) -> *mut tile_error_t {
    guard(|| {
        if !out.is_null() {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { out.write(null_mut()) };
        }
        let choice = match device {
            TILE_DEVICE_CPU => DeviceChoice::Cpu,
            TILE_DEVICE_GPU => DeviceChoice::Gpu,
            TILE_DEVICE_AUTO => DeviceChoice::Auto,
            other => return Err(invalid(format!("device {other} is not TILE_DEVICE_CPU, TILE_DEVICE_GPU or TILE_DEVICE_AUTO"))),
        };
        let made = if backend.is_null() {
            Engine::new(choice)
        } else {
            // SAFETY: non-null and NUL-terminated (the caller's contract).
            let name = unsafe { text(backend, "the back end name") }?;
            Engine::with_backend(choice, name)
        };
        // E0509 (no usable GPU) or E0515 (no such back end), as the engine says.
        let engine = made.map_err(|e| tile_error_t::new(codes::Code(e.code), e.message))?;
        let options = tile_jit::Options { threads: threads as usize, ..engine.options().clone() };
        let id = handle::insert(handle::Object::Engine(engine.with_options(options)));
        // SAFETY: as above; checked for NULL by `put`.
        unsafe { put(out, handle(id), "the engine") }.inspect_err(|_| {
            let _ = handle::remove(id, "engine");
        })
    })
}

/// Frees an engine. Sessions made from it keep working. An error (`E0520`) for NULL or a
/// handle that is not a live engine (e.g. freed twice). Thread-safe.
#[unsafe(no_mangle)]
pub extern "C" fn tile_engine_free(engine: *mut tile_engine_t) -> *mut tile_error_t {
    guard(|| handle::remove(id(engine), "engine"))
}

/// Whether the engine runs kernels on a GPU: `*out` is 1 for a GPU, 0 for the CPU.
/// Thread-safe.
///
/// # Safety
/// `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_engine_is_gpu(engine: *const tile_engine_t, out: *mut i32) -> *mut tile_error_t {
    guard(|| {
        let e = handle::engine(id(engine))?;
        // SAFETY: the caller's contract; checked for NULL by `put`.
        unsafe { put(out, i32::from(e.gpu().is_some()), "the answer") }
    })
}

/// Makes an empty session of `engine`; `*out` receives it (NULL on error). The caller frees it
/// with `tile_session_free`. Thread-safe.
///
/// # Safety
/// `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_new(engine: *const tile_engine_t, out: *mut *mut tile_session_t) -> *mut tile_error_t {
    guard(|| {
        if !out.is_null() {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { out.write(null_mut()) };
        }
        let e = handle::engine(id(engine))?;
        let session = Arc::new(Mutex::new(e.session()));
        let id = handle::insert(handle::Object::Session(session));
        // SAFETY: as above; checked for NULL by `put`.
        unsafe { put(out, handle(id), "the session") }.inspect_err(|_| {
            let _ = handle::remove(id, "session");
        })
    })
}

/// Frees a session. Kernels of the session stay usable (they keep it alive) until they are
/// freed. An error (`E0520`) for NULL or a handle that is not a live session. Thread-safe.
#[unsafe(no_mangle)]
pub extern "C" fn tile_session_free(session: *mut tile_session_t) -> *mut tile_error_t {
    guard(|| handle::remove(id(session), "session"))
}

/// Runs source text in the session: its definitions (kernels, functions, imports) are added,
/// then its statements run in order; what it prints goes to stdout. If `result` is not NULL,
/// `*result` receives the value of a final expression statement as text (its `repr`, as the
/// REPL echoes it), or NULL when the source does not end in an expression; the caller frees it
/// with `tile_string_free`. An error keeps the session's earlier values and definitions.
///
/// # Safety
/// `source` is a NUL-terminated string; `result` is NULL or valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_eval(
    session: *mut tile_session_t,
    source: *const c_char,
    result: *mut *mut c_char,
) -> *mut tile_error_t {
    guard(|| {
        if !result.is_null() {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { result.write(null_mut()) };
        }
        let s = handle::session(id(session))?;
        // SAFETY: the caller's contract.
        let src = unsafe { text(source, "the source") }?;
        let v = handle::lock(&s).eval(src).map_err(|e| tile_error_t::from_eval(&e))?;
        if !result.is_null()
            && let Some(v) = v
        {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { result.write(c_string(&v.repr()).into_raw()) };
        }
        Ok(())
    })
}

/// Adds definitions (kernels, functions, imports such as `from softmax import softmax`) to the
/// session without running anything; host statements are refused (`E0216`).
///
/// # Safety
/// `source` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_define(session: *mut tile_session_t, source: *const c_char) -> *mut tile_error_t {
    guard(|| {
        let s = handle::session(id(session))?;
        // SAFETY: the caller's contract.
        let src = unsafe { text(source, "the source") }?;
        handle::lock(&s).define(src).map(drop).map_err(|e| tile_error_t::from_eval(&e))
    })
}

/// Checks the `.tile` file at `path` statically, then runs it in the session (as `tile run`
/// does: if the check finds errors nothing runs). Imports resolve to the standard library,
/// then beside the file.
///
/// # Safety
/// `path` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_run_file(session: *mut tile_session_t, path: *const c_char) -> *mut tile_error_t {
    guard(|| {
        let s = handle::session(id(session))?;
        // SAFETY: the caller's contract.
        let path = unsafe { text(path, "the path") }?;
        handle::lock(&s).run_file(path).map(drop).map_err(|e| tile_error_t::from_eval(&e))
    })
}

/// Binds `name` to an integer in the session's scope.
///
/// # Safety
/// `name` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_set_int(session: *mut tile_session_t, name: *const c_char, value: i64) -> *mut tile_error_t {
    // SAFETY: the caller's contract.
    guard(|| unsafe { set(session, name, Value::Int(value)) })
}

/// Binds `name` to a float in the session's scope.
///
/// # Safety
/// `name` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_set_float(session: *mut tile_session_t, name: *const c_char, value: f64) -> *mut tile_error_t {
    // SAFETY: the caller's contract.
    guard(|| unsafe { set(session, name, Value::Float(value)) })
}

/// Binds `name` to a bool (0 false, anything else true) in the session's scope.
///
/// # Safety
/// `name` is a NUL-terminated string.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_set_bool(session: *mut tile_session_t, name: *const c_char, value: u8) -> *mut tile_error_t {
    // SAFETY: the caller's contract.
    guard(|| unsafe { set(session, name, Value::Bool(value != 0)) })
}

/// # Safety
/// `name` is a NUL-terminated string.
unsafe fn set(session: *mut tile_session_t, name: *const c_char, value: Value) -> Res<()> {
    let s = handle::session(id(session))?;
    // SAFETY: the caller's contract.
    let name = unsafe { text(name, "the name") }?;
    handle::lock(&s).set(name, value);
    Ok(())
}

/// The value of `name` in the session's scope.
fn get(session: *mut tile_session_t, name: &str) -> Res<Value> {
    let s = handle::session(id(session))?;
    let v = handle::lock(&s).get(name);
    v.ok_or_else(|| tile_error_t::new(codes::UNDEFINED_NAME, format!("`{name}` is not defined in this session")))
}

/// Reads `name` as an integer (a bool is 0 or 1) into `*out`: `E0200` when it is not
/// defined, `E0510` when it is not an integer.
///
/// # Safety
/// `name` is a NUL-terminated string; `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_get_int(session: *mut tile_session_t, name: *const c_char, out: *mut i64) -> *mut tile_error_t {
    guard(|| {
        // SAFETY: the caller's contract.
        let n = unsafe { text(name, "the name") }?;
        let v = match get(session, n)? {
            Value::Int(i) => i,
            Value::Bool(b) => i64::from(b),
            other => return Err(tile_error_t::new(codes::HOST_VALUE, format!("`{n}` is {}, not an integer", other.describe()))),
        };
        // SAFETY: the caller's contract; checked for NULL by `put`.
        unsafe { put(out, v, "the value") }
    })
}

/// Reads `name` as a float (integers convert) into `*out`: `E0200` when it is not defined,
/// `E0510` when it is not a number.
///
/// # Safety
/// `name` is a NUL-terminated string; `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_get_float(session: *mut tile_session_t, name: *const c_char, out: *mut f64) -> *mut tile_error_t {
    guard(|| {
        // SAFETY: the caller's contract.
        let n = unsafe { text(name, "the name") }?;
        let v = match get(session, n)? {
            Value::Float(f) => f,
            Value::Int(i) => i as f64,
            Value::Bool(b) => f64::from(u8::from(b)),
            other => return Err(tile_error_t::new(codes::HOST_VALUE, format!("`{n}` is {}, not a number", other.describe()))),
        };
        // SAFETY: the caller's contract; checked for NULL by `put`.
        unsafe { put(out, v, "the value") }
    })
}

/// Binds `name` to a new session array holding a copy of a host tensor (`kDLCPU` or
/// `kDLCUDAHost`, any strides; its memory is read during the call only). `E0509` for CUDA
/// memory, `E0520` for a malformed tensor or a dtype arrays cannot be made of from host data.
///
/// # Safety
/// `name` is a NUL-terminated string; `tensor` is NULL or a valid `DLTensor` whose shape and
/// strides hold `ndim` values and whose memory is readable for the view.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_set_tensor(
    session: *mut tile_session_t,
    name: *const c_char,
    tensor: *const DLTensor,
) -> *mut tile_error_t {
    guard(|| {
        let s = handle::session(id(session))?;
        // SAFETY: the caller's contract.
        let n = unsafe { text(name, "the name") }?;
        // SAFETY: NULL or a valid tensor (the caller's contract).
        let Some(t) = (unsafe { tensor.as_ref() }) else {
            return Err(invalid("the DLTensor pointer is NULL"));
        };
        if matches!(t.device.device_type, dlpack::kDLCUDA | dlpack::kDLCUDAManaged) {
            return Err(tile_error_t::new(codes::DEVICE, format!("`{n}`: the tensor is in CUDA memory; tile_session_set_tensor copies host tensors")));
        }
        // SAFETY: the caller's contract.
        let a = unsafe { values::tensor_to_array(t) }.map_err(|m| invalid(format!("`{n}`: {m}")))?;
        handle::lock(&s).set(n, Value::Array(a));
        Ok(())
    })
}

/// A copy of the session array `name` as a new row-major host tensor: `*out` receives a
/// `DLManagedTensorVersioned` the caller owns and frees by calling its `deleter` (`(*out)->
/// deleter(*out)`). Its dtype is the array's (fp8 and tf32 arrays come as f32). `E0200` when
/// the name is not defined, `E0510` when it is not an array.
///
/// # Safety
/// `name` is a NUL-terminated string; `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_get_tensor(
    session: *mut tile_session_t,
    name: *const c_char,
    out: *mut *mut DLManagedTensorVersioned,
) -> *mut tile_error_t {
    guard(|| {
        if !out.is_null() {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { out.write(null_mut()) };
        }
        // SAFETY: the caller's contract.
        let n = unsafe { text(name, "the name") }?;
        let Value::Array(a) = get(session, n)? else {
            let v = get(session, n)?;
            return Err(tile_error_t::new(codes::HOST_VALUE, format!("`{n}` is {}, not an array", v.describe())));
        };
        if out.is_null() {
            return Err(invalid("the out-pointer for the tensor is NULL"));
        }
        let m = values::export(&a).map_err(|m| tile_error_t::new(codes::HOST_VALUE, format!("`{n}`: {m}")))?;
        // SAFETY: checked non-null above; writable (the caller's contract).
        unsafe { out.write(m) };
        Ok(())
    })
}

/// Waits for the kernels the session queued on its GPU (launches on the CPU are done when
/// `tile_kernel_launch` returns). A kernel fault is reported here (`E0507`), and the session
/// then runs on the CPU.
#[unsafe(no_mangle)]
pub extern "C" fn tile_session_synchronize(session: *mut tile_session_t) -> *mut tile_error_t {
    guard(|| {
        let s = handle::session(id(session))?;
        handle::lock(&s).synchronize().map_err(|e| tile_error_t::from_eval(&e))
    })
}

/// A handle to kernel `name` of the session (defined there, or imported); `*out` receives it
/// (NULL on error: `E0500` when there is no such kernel). The caller frees it with
/// `tile_kernel_free`.
///
/// # Safety
/// `name` is a NUL-terminated string; `out` is valid for one write.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_session_kernel(
    session: *mut tile_session_t,
    name: *const c_char,
    out: *mut *mut tile_kernel_t,
) -> *mut tile_error_t {
    guard(|| {
        if !out.is_null() {
            // SAFETY: non-null and writable (the caller's contract).
            unsafe { out.write(null_mut()) };
        }
        let s = handle::session(id(session))?;
        // SAFETY: the caller's contract.
        let n = unsafe { text(name, "the kernel name") }?;
        let name = handle::lock(&s).kernel(n).map_err(|e| tile_error_t::from_eval(&e))?.name().to_string();
        let id = handle::insert(handle::Object::Kernel(Arc::new(handle::Kernel { session: s, name })));
        // SAFETY: as above; checked for NULL by `put`.
        unsafe { put(out, handle(id), "the kernel") }.inspect_err(|_| {
            let _ = handle::remove(id, "kernel");
        })
    })
}

/// Frees a kernel handle (its compiled specialisations stay in the session). An error
/// (`E0520`) for NULL or a handle that is not a live kernel. Thread-safe.
#[unsafe(no_mangle)]
pub extern "C" fn tile_kernel_free(kernel: *mut tile_kernel_t) -> *mut tile_error_t {
    guard(|| handle::remove(id(kernel), "kernel"))
}

/// Launches the kernel over a grid of `grid_x * grid_y * grid_z` blocks with `nargs`
/// arguments, one per kernel parameter in order (`const` parameters included; trailing ones
/// with defaults may be left out).
///
/// Tensors are used in place, with their strides (NULL strides: compact row-major), and must
/// have the dtype and rank the parameter declares (`E0503` otherwise). Host tensors
/// (`kDLCPU`, `kDLCUDAHost`) run on the CPU executor, or are staged through device memory on a
/// GPU engine. CUDA tensors (`kDLCUDA`, `kDLCUDAManaged`) need a GPU engine on the same device
/// (`E0509` otherwise) and are used in place. A numeric argument that is not a value of its
/// scalar parameter's dtype is refused (`E0512`).
///
/// `stream` is a `CUstream` of the engine's device (its primary context), or NULL for the
/// default stream; it must be NULL on a CPU engine. On the CPU the call returns when the kernel
/// is done. On a GPU it returns once the kernel is queued on `stream`: synchronise the stream
/// (or call `tile_session_synchronize`) before reading results.
///
/// Thread-safety: launches of kernels of one session are serialised.
///
/// # Safety
/// `args` points to `nargs` arguments (it may be NULL when `nargs` is 0). Each tensor and its
/// shape and strides arrays are valid for the call, and its memory for the view it describes
/// (on a GPU, until the kernel has run); nothing else writes a tensor's memory while the kernel
/// runs. `stream` is NULL or a live stream of the engine's device.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_kernel_launch(
    kernel: *mut tile_kernel_t,
    grid_x: u32,
    grid_y: u32,
    grid_z: u32,
    args: *const tile_arg_t,
    nargs: usize,
    stream: *mut c_void,
) -> *mut tile_error_t {
    guard(|| {
        let k = handle::kernel(id(kernel))?;
        if args.is_null() && nargs > 0 {
            return Err(invalid(format!("`{}` is launched with {nargs} arguments but the argument pointer is NULL", k.name)));
        }
        // SAFETY: `args` points to `nargs` values (the caller's contract); none when empty.
        let raw: &[tile_arg_t] = if nargs == 0 { &[] } else { unsafe { std::slice::from_raw_parts(args, nargs) } };
        let mut converted = Vec::with_capacity(nargs);
        for (i, a) in raw.iter().enumerate() {
            // SAFETY: `kind` says which field of the union the caller set; every field is
            // plain data (integers, floats, pointers), so any bit pattern read is a value.
            let arg = unsafe {
                match a.kind {
                    TILE_ARG_INT => Arg::Int(a.value.i),
                    TILE_ARG_FLOAT => Arg::Float(a.value.f),
                    TILE_ARG_BOOL => Arg::Bool(a.value.b != 0),
                    TILE_ARG_TENSOR => Arg::Tensor { tensor: a.value.tensor, read_only: false },
                    TILE_ARG_TENSOR_READ_ONLY => Arg::Tensor { tensor: a.value.tensor, read_only: true },
                    TILE_ARG_MANAGED_TENSOR => managed_arg(a.value.managed).map_err(|m| invalid(format!("argument {i} of `{}`: {m}", k.name)))?,
                    other => return Err(invalid(format!("argument {i} of `{}` has kind {other}, which is not a TILE_ARG_* kind", k.name))),
                }
            };
            converted.push(arg);
        }
        let mut session = handle::lock(&k.session);
        // SAFETY: the tensors and the stream satisfy `launch::launch`'s contract (this
        // function's contract).
        unsafe { launch::launch(&mut session, &k.name, [grid_x, grid_y, grid_z], &converted, stream) }
    })
}

/// A managed tensor as a launch argument.
///
/// # Safety
/// `m` is NULL or points to a readable `DLManagedTensorVersioned`.
unsafe fn managed_arg(m: *const DLManagedTensorVersioned) -> Result<Arg, String> {
    if m.is_null() {
        return Err("the DLManagedTensorVersioned pointer is NULL".into());
    }
    // SAFETY: non-null and readable (the caller's contract); the version is read first and
    // nothing past it is read unless it is 1.x.
    let version = unsafe { (*m).version };
    if version.major != dlpack::DLPACK_MAJOR_VERSION {
        return Err(format!("DLPack version {}.{} has another memory layout than 1.x", version.major, version.minor));
    }
    // SAFETY: a 1.x structure (checked above), readable.
    let (flags, tensor) = unsafe { ((*m).flags, &raw const (*m).dl_tensor) };
    Ok(Arg::Tensor { tensor, read_only: flags & dlpack::DLPACK_FLAG_BITMASK_READ_ONLY != 0 })
}

/// An integer argument.
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_int(value: i64) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_INT, value: tile_arg_value_t { i: value } }
}

/// A float argument.
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_float(value: f64) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_FLOAT, value: tile_arg_value_t { f: value } }
}

/// A bool argument (0 false, anything else true).
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_bool(value: u8) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_BOOL, value: tile_arg_value_t { b: value } }
}

/// A writable tensor argument (borrowed for the launch call).
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_tensor(tensor: *const DLTensor) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_TENSOR, value: tile_arg_value_t { tensor } }
}

/// A read-only tensor argument: a launch whose kernel writes the parameter is refused.
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_tensor_read_only(tensor: *const DLTensor) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_TENSOR_READ_ONLY, value: tile_arg_value_t { tensor } }
}

/// A DLPack 1.x managed tensor argument (read-only when its flags say so). tile never calls
/// its deleter: the caller still owns it.
#[unsafe(no_mangle)]
pub extern "C" fn tile_arg_managed(managed: *const DLManagedTensorVersioned) -> tile_arg_t {
    tile_arg_t { kind: TILE_ARG_MANAGED_TENSOR, value: tile_arg_value_t { managed } }
}

/// The error's diagnostic code, e.g. `"E0503"` (`"E09xx"` for a bug in tile). The string
/// belongs to the error: valid until `tile_error_free`. `""` for NULL.
///
/// # Safety
/// `error` is NULL or an error this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_error_code(error: *const tile_error_t) -> *const c_char {
    // SAFETY: NULL or a live error (the caller's contract).
    unsafe { error.as_ref() }.map_or(c"".as_ptr(), tile_error_t::code_ptr)
}

/// The error's one-line message (valid until `tile_error_free`; `""` for NULL).
///
/// # Safety
/// `error` is NULL or an error this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_error_message(error: *const tile_error_t) -> *const c_char {
    // SAFETY: NULL or a live error (the caller's contract).
    unsafe { error.as_ref() }.map_or(c"".as_ptr(), tile_error_t::message_ptr)
}

/// The error rendered as `tile` prints it: code, message, source excerpts, hints (valid until
/// `tile_error_free`; `""` for NULL).
///
/// # Safety
/// `error` is NULL or an error this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_error_rendered(error: *const tile_error_t) -> *const c_char {
    // SAFETY: NULL or a live error (the caller's contract).
    unsafe { error.as_ref() }.map_or(c"".as_ptr(), tile_error_t::rendered_ptr)
}

/// 1 when the error is a bug in tile (an internal error, `E09xx`), 0 when it is the program's
/// or the caller's mistake (or `error` is NULL).
///
/// # Safety
/// `error` is NULL or an error this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_error_is_internal(error: *const tile_error_t) -> i32 {
    // SAFETY: NULL or a live error (the caller's contract).
    i32::from(unsafe { error.as_ref() }.is_some_and(tile_error_t::is_internal))
}

/// Frees an error (NULL is ignored). Errors are plain owned objects, not registered handles:
/// freeing one twice is undefined behaviour, as with `free`.
///
/// # Safety
/// `error` is NULL or an error this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_error_free(error: *mut tile_error_t) {
    if !error.is_null() {
        // SAFETY: made by `Box::into_raw` in `tile_error_t::boxed`, not freed yet (the
        // caller's contract). Dropping strings cannot panic.
        drop(unsafe { Box::from_raw(error) });
    }
}

/// Frees a string this library returned (`tile_session_eval`'s result; NULL is ignored).
///
/// # Safety
/// `s` is NULL or a string this library returned and that was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn tile_string_free(s: *mut c_char) {
    if !s.is_null() {
        // SAFETY: made by `CString::into_raw`, not freed yet (the caller's contract).
        drop(unsafe { CString::from_raw(s) });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A panic inside an entry point's body comes back as an internal error object.
    #[test]
    fn a_panic_becomes_an_internal_error() {
        let e = guard(|| panic!("boom {}", 7));
        // SAFETY: a live error from `guard`, freed once at the end.
        unsafe {
            assert_eq!(CStr::from_ptr(tile_error_code(e)).to_str(), Ok("E0900"));
            assert_eq!(tile_error_is_internal(e), 1);
            let text = CStr::from_ptr(tile_error_rendered(e)).to_str().unwrap();
            assert!(text.contains("tile panicked: boom 7"), "{text}");
            tile_error_free(e);
        }
        assert!(guard(|| Ok(())).is_null());
    }
}
