//! `tile._tile`: the native half of the Python module `tile` (the package's Python files in
//! `python/tile/` build the user-facing API on it: modules of kernels, `kernel[grid](...)`,
//! stream selection, the PyTorch custom-op helper).
//!
//! A thin client of `tile_jit`: [`Engine`] wraps an engine, [`Session`] a session (evaluate
//! source, run files, get and set values, describe and launch kernels). Launch arguments are
//! converted in `dlpack.rs` through the C ABI crate's DLPack conversion, so Python, C and C++
//! callers get the same checks and the same coded errors, raised as `tile.TileError`.
#![deny(unsafe_code)]

mod dlpack;
mod errors;

use std::sync::Mutex;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyBytes, PyFloat, PyInt, PyList, PyString, PyTuple};
use tile_jit::lang::sema::ParamInfo;
use tile_jit::lang::tir::ConstValue;
use tile_jit::lang::DType;
use tile_jit::{Array, DeviceChoice, Value};

use errors::{eval_error, tile_error, TileError};

/// One kernel parameter for the Python side: name, kind, whether it has a default, the default.
type ParamDesc = (String, &'static str, bool, Py<PyAny>);

/// Where kernels run (`"cpu"`, `"gpu"` or `"auto"`), the GPU back end and CPU threads. Cheap
/// to share: sessions keep their own reference.
#[pyclass(module = "tile._tile", frozen)]
struct Engine {
    inner: tile_jit::Engine,
}

#[pymethods]
impl Engine {
    #[new]
    #[pyo3(signature = (device = "auto", backend = None, threads = 0))]
    fn new(device: &str, backend: Option<&str>, threads: usize) -> PyResult<Engine> {
        let choice = match device {
            "cpu" => DeviceChoice::Cpu,
            "gpu" => DeviceChoice::Gpu,
            "auto" => DeviceChoice::Auto,
            other => return Err(PyValueError::new_err(format!("device {other:?} is not \"cpu\", \"gpu\" or \"auto\""))),
        };
        let made = match backend {
            None => tile_jit::Engine::new(choice),
            Some(b) => tile_jit::Engine::with_backend(choice, b),
        };
        let engine = made.map_err(|e| tile_error(e.code, e.message, None))?;
        let options = tile_jit::Options { threads, ..engine.options().clone() };
        Ok(Engine { inner: engine.with_options(options) })
    }

    /// `"cpu"` or `"gpu"`.
    #[getter]
    fn device(&self) -> &'static str {
        if self.inner.gpu().is_some() { "gpu" } else { "cpu" }
    }

    fn __repr__(&self) -> String {
        format!("tile.Engine(device={:?})", self.device())
    }
}

/// A scope of definitions and values in which source runs, like the REPL's.
#[pyclass(module = "tile._tile", frozen)]
struct Session {
    inner: Mutex<tile_jit::Session>,
}

impl Session {
    fn lock(&self) -> std::sync::MutexGuard<'_, tile_jit::Session> {
        self.inner.lock().unwrap_or_else(|p| p.into_inner())
    }
}

#[pymethods]
impl Session {
    #[new]
    fn new(engine: &Engine) -> Session {
        Session { inner: Mutex::new(engine.inner.session()) }
    }

    /// `"cpu"` or `"gpu"`: where the session runs kernels now.
    #[getter]
    fn device(&self) -> &'static str {
        if self.lock().executor().gpu().is_some() { "gpu" } else { "cpu" }
    }

    /// Runs source text: definitions are added, statements run; returns the value of a final
    /// expression statement (or None).
    fn eval(&self, py: Python<'_>, source: &str) -> PyResult<Py<PyAny>> {
        let v = py.detach(|| self.lock().eval(source)).map_err(|e| eval_error(&e))?;
        to_python(py, &v.unwrap_or_default())
    }

    /// Adds definitions (kernels, functions, imports) without running anything; returns the
    /// names defined.
    fn define(&self, py: Python<'_>, source: &str) -> PyResult<Vec<String>> {
        py.detach(|| self.lock().define(source)).map_err(|e| eval_error(&e))
    }

    /// Checks a `.tile` file, then runs it (nothing runs if the check fails).
    fn run_file(&self, py: Python<'_>, path: std::path::PathBuf) -> PyResult<()> {
        py.detach(|| self.lock().run_file(&path)).map(drop).map_err(|e| eval_error(&e))
    }

    /// A value of the scope (numbers, strings, tuples, lists; arrays as
    /// `(dtype, shape, bytes)`, which the Python package turns into NumPy arrays).
    fn get(&self, py: Python<'_>, name: &str) -> PyResult<Py<PyAny>> {
        match self.lock().get(name) {
            Some(v) => to_python(py, &v),
            None => Err(tile_error("E0200", format!("`{name}` is not defined in this session"), None)),
        }
    }

    /// Binds a name to a number, string, tuple or list of them.
    fn set(&self, name: &str, value: &Bound<'_, PyAny>) -> PyResult<()> {
        let v = from_python(value)?;
        self.lock().set(name, v);
        Ok(())
    }

    /// Binds a name to a new array of `dtype` and `shape` holding a copy of `data` (row-major,
    /// native-endian bytes).
    fn set_array(&self, name: &str, dtype: &str, shape: Vec<usize>, data: &[u8]) -> PyResult<()> {
        let dt = DType::from_name(dtype).ok_or_else(|| PyValueError::new_err(format!("{dtype:?} is not a tile dtype")))?;
        let a = tile_capi::values::array_from_bytes(dt, &shape, data).map_err(PyValueError::new_err)?;
        self.lock().set(name, Value::Array(a));
        Ok(())
    }

    /// Unbinds a name.
    fn remove(&self, name: &str) {
        self.lock().remove(name);
    }

    /// The names of the scope, in the order they were first bound.
    fn names(&self) -> Vec<String> {
        self.lock().names()
    }

    /// Whether `name` is a kernel of the session.
    fn is_kernel(&self, name: &str) -> bool {
        self.lock().is_kernel(name)
    }

    /// A kernel's parameters as `(name, kind, has_default, default)`, kind `"array"`,
    /// `"scalar"` or `"const"` (a dtype default comes as its name).
    fn kernel_params(&self, py: Python<'_>, name: &str) -> PyResult<Vec<ParamDesc>> {
        let mut s = self.lock();
        let k = s.kernel(name).map_err(|e| eval_error(&e))?;
        k.params()
            .into_iter()
            .map(|p| {
                Ok(match p {
                    ParamInfo::Array { name, .. } => (name, "array", false, py.None()),
                    ParamInfo::Scalar { name, .. } => (name, "scalar", false, py.None()),
                    ParamInfo::Const { name, default: None, .. } => (name, "const", false, py.None()),
                    ParamInfo::Const { name, default: Some(d), .. } => {
                        let v = match d {
                            ConstValue::Int(i) => Value::Int(i),
                            ConstValue::Float(f) => Value::Float(f),
                            ConstValue::Bool(b) => Value::Bool(b),
                            ConstValue::DType(t) => Value::DType(t),
                        };
                        (name, "const", true, to_python(py, &v)?)
                    }
                })
            })
            .collect()
    }

    /// How many specialisations the session has compiled.
    fn compiled_count(&self) -> usize {
        self.lock().compiled_count()
    }

    /// Launches kernel `name` over `grid` with positional `args` (numbers, and objects with
    /// `__dlpack__`, used in place) on `stream` (a `CUstream` as an integer; 0: the default
    /// stream).
    #[pyo3(signature = (name, grid, args, stream = 0))]
    fn launch(&self, py: Python<'_>, name: &str, grid: (u32, u32, u32), args: &Bound<'_, PyTuple>, stream: usize) -> PyResult<()> {
        dlpack::launch(py, &self.inner, name, [grid.0, grid.1, grid.2], args, stream)
    }

    /// Waits for the kernels queued on the session's GPU.
    fn synchronize(&self, py: Python<'_>) -> PyResult<()> {
        py.detach(|| self.lock().synchronize()).map_err(|e| eval_error(&e))
    }
}

/// An array's elements as row-major native-endian bytes and the name of the dtype they are in
/// (bf16, fp8 and tf32 arrays come as f32, which NumPy has).
fn array_bytes(a: &Array) -> PyResult<(&'static str, Vec<u8>)> {
    let (dt, bytes) = if a.dtype() == DType::BF16 {
        let v = a.try_to_f64_vec().map_err(PyValueError::new_err)?;
        (DType::F32, v.into_iter().flat_map(|x| (x as f32).to_ne_bytes()).collect())
    } else {
        tile_capi::values::array_bytes(a).map_err(PyValueError::new_err)?
    };
    Ok((dt.name(), bytes))
}

fn to_python(py: Python<'_>, v: &Value) -> PyResult<Py<PyAny>> {
    Ok(match v {
        Value::None => py.None(),
        Value::Bool(b) => PyBool::new(py, *b).to_owned().into_any().unbind(),
        Value::Int(i) => i.into_pyobject(py)?.into_any().unbind(),
        Value::Float(f) => f.into_pyobject(py)?.into_any().unbind(),
        Value::Str(s) => PyString::new(py, s).into_any().unbind(),
        Value::DType(d) => PyString::new(py, d.name()).into_any().unbind(),
        Value::Tuple(items) => {
            let items = items.iter().map(|x| to_python(py, x)).collect::<PyResult<Vec<_>>>()?;
            PyTuple::new(py, items)?.into_any().unbind()
        }
        Value::List(items) => {
            let items = items.iter().map(|x| to_python(py, x)).collect::<PyResult<Vec<_>>>()?;
            PyList::new(py, items)?.into_any().unbind()
        }
        Value::Array(a) => {
            let (dtype, bytes) = array_bytes(a)?;
            let shape = PyTuple::new(py, a.shape())?;
            let marker = PyString::new(py, "__tile_array__");
            PyTuple::new(py, [marker.into_any(), PyString::new(py, dtype).into_any(), shape.into_any(), PyBytes::new(py, &bytes).into_any()])?
                .into_any()
                .unbind()
        }
        other => PyString::new(py, &other.repr()).into_any().unbind(),
    })
}

fn from_python(obj: &Bound<'_, PyAny>) -> PyResult<Value> {
    if obj.is_none() {
        return Ok(Value::None);
    }
    if obj.is_instance_of::<PyBool>() {
        return Ok(Value::Bool(obj.extract()?));
    }
    if obj.is_instance_of::<PyInt>() {
        return obj.extract::<i64>().map(Value::Int).map_err(|_| tile_error("E0510", format!("{} does not fit in 64 bits", obj.str().map(|s| s.to_string()).unwrap_or_default()), None));
    }
    if obj.is_instance_of::<PyFloat>() {
        return Ok(Value::Float(obj.extract()?));
    }
    if let Ok(s) = obj.cast::<PyString>() {
        return Ok(Value::str(&s.to_cow()?));
    }
    if let Ok(t) = obj.cast::<PyTuple>() {
        return Ok(Value::tuple(t.iter().map(|x| from_python(&x)).collect::<PyResult<_>>()?));
    }
    if let Ok(l) = obj.cast::<PyList>() {
        let items: Vec<Value> = l.iter().map(|x| from_python(&x)).collect::<PyResult<_>>()?;
        return Ok(Value::List(std::sync::Arc::new(items)));
    }
    Err(PyTypeError::new_err(format!(
        "a {} cannot be a tile value (numbers, strings, tuples and lists can; arrays go through `Session.set` in the package)",
        obj.get_type().name()?
    )))
}

#[pymodule]
fn _tile(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<Engine>()?;
    m.add_class::<Session>()?;
    m.add("TileError", m.py().get_type::<TileError>())?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
