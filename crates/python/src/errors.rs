//! `tile.TileError`: every diagnostic raised to Python, with its code (`.code`), one-line
//! message (`.message`) and rendered text (`.rendered`, also `str(e)`).

use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use tile_capi::tile_error_t;
use tile_jit::EvalError;

create_exception!(_tile, TileError, PyException, "A tile diagnostic: `.code` (\"E0503\"), `.message`, `.rendered`.");

/// A `TileError` with its attributes set.
pub fn tile_error(code: &str, message: String, rendered: Option<String>) -> PyErr {
    let rendered = rendered.unwrap_or_else(|| format!("error[{code}]: {message}"));
    Python::attach(|py| {
        let err = TileError::new_err(rendered.clone());
        let value = err.value(py);
        // Setting attributes on a fresh exception object does not fail.
        let _ = value.setattr("code", code);
        let _ = value.setattr("message", message);
        let _ = value.setattr("rendered", rendered);
        err
    })
}

/// An evaluation's error.
pub fn eval_error(e: &EvalError) -> PyErr {
    let message = e.diagnostics.first().map(|d| d.message.clone()).unwrap_or_default();
    tile_error(e.code().unwrap_or("E0900"), message, Some(e.rendered.trim_end().to_string()))
}

/// An error of the C ABI's launch path.
pub fn capi_error(e: &tile_error_t) -> PyErr {
    tile_error(e.code(), e.message().to_string(), Some(e.rendered().to_string()))
}
