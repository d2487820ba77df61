//! `tile_error_t`: the owned error object every fallible entry point returns (NULL on
//! success), with its code, message, rendered text and class.

use std::ffi::{c_char, CString};

use tile_jit::engine::{ErrorClass, EvalError};
use tile_jit::lang::diag::codes;

/// An error: a diagnostic code (`"E0503"`), a one-line message, the full rendered text (with
/// source excerpts and hints) and whether it is a bug in tile. Owned by the caller, who frees
/// it with `tile_error_free`.
pub struct tile_error_t {
    code: CString,
    message: CString,
    rendered: CString,
    internal: bool,
}

/// A C string of `s`, with interior NUL bytes (never in our messages, but a user's string
/// could carry one) shown as `\0`.
pub(crate) fn c_string(s: &str) -> CString {
    CString::new(s.replace('\0', "\\0")).unwrap_or_default()
}

impl tile_error_t {
    /// An error of `code` with a message (the rendered text says the same, after the code).
    pub(crate) fn new(code: codes::Code, message: impl Into<String>) -> tile_error_t {
        let message = message.into();
        let internal = code.0.starts_with("E09");
        let rendered = format!("{}[{}]: {message}", if internal { "internal error" } else { "error" }, code.0);
        tile_error_t { code: c_string(code.0), message: c_string(&message), rendered: c_string(&rendered), internal }
    }

    /// An evaluation's error, as the session rendered it.
    pub(crate) fn from_eval(e: &EvalError) -> tile_error_t {
        let first = e.diagnostics.first();
        tile_error_t {
            code: c_string(e.code().unwrap_or(codes::INTERNAL.0)),
            message: c_string(first.map_or("", |d| d.message.as_str())),
            rendered: c_string(e.rendered.trim_end()),
            internal: e.class == ErrorClass::Internal,
        }
    }

    /// The error as a pointer the caller owns.
    pub(crate) fn boxed(self) -> *mut tile_error_t {
        Box::into_raw(Box::new(self))
    }

    pub(crate) fn code_ptr(&self) -> *const c_char {
        self.code.as_ptr()
    }

    pub(crate) fn message_ptr(&self) -> *const c_char {
        self.message.as_ptr()
    }

    pub(crate) fn rendered_ptr(&self) -> *const c_char {
        self.rendered.as_ptr()
    }

    pub(crate) fn is_internal(&self) -> bool {
        self.internal
    }

    /// The code, for Rust callers (the Python binding).
    pub fn code(&self) -> &str {
        self.code.to_str().unwrap_or_default()
    }

    /// The message, for Rust callers.
    pub fn message(&self) -> &str {
        self.message.to_str().unwrap_or_default()
    }

    /// The rendered text, for Rust callers.
    pub fn rendered(&self) -> &str {
        self.rendered.to_str().unwrap_or_default()
    }
}

/// Shorthand for the result of an entry point's body.
pub(crate) type Res<T> = Result<T, tile_error_t>;

/// An invalid argument from the caller (`E0520`).
pub(crate) fn invalid(message: impl Into<String>) -> tile_error_t {
    tile_error_t::new(codes::EMBED_INVALID, message)
}
