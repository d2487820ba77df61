//! [`ExecError`]: everything that can stop a launch, naming the kernel and what went wrong.

use std::fmt;

use tile_lang::Span;

/// Why a launch failed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ErrorKind {
    /// The kernel does not pass the TIR verifier.
    Invalid,
    /// The kernel uses an op on dtypes the executor gives no meaning (e.g. arithmetic on fp8).
    Unsupported,
    /// An argument does not match its parameter (count, kind, dtype, rank, layout, facts).
    Argument,
    /// The grid is unusable (a dimension above `i32::MAX`).
    Grid,
    /// An `assert` op failed.
    Assert,
    /// A run-time error in the kernel (`for` with step 0, `extract` index out of range).
    Trap,
    /// The launch's stop flag was set (Ctrl-C): the blocks that had started stopped at their
    /// next loop iteration, the others did not run.
    Interrupted,
}

/// A failed launch: [`ExecErrorData`] behind one pointer, so that a `Result` of a launch stays
/// small on the paths that succeed (its fields read and write through `Deref`).
#[derive(Clone, Debug, PartialEq)]
pub struct ExecError(Box<ExecErrorData>);

/// What a failed launch says.
#[derive(Clone, Debug, PartialEq)]
pub struct ExecErrorData {
    /// The kernel's name.
    pub kernel: String,
    pub kind: ErrorKind,
    /// What went wrong.
    pub message: String,
    /// The parameter an argument error is about.
    pub param: Option<String>,
    /// The block (x, y, z) a run-time error happened in.
    pub block: Option<[u32; 3]>,
    /// The mnemonic of the op at fault, if any.
    pub op: Option<String>,
    /// The op's source span, where the front end recorded one.
    pub span: Option<Span>,
    /// Output of `print` ops from the blocks up to and including the failing one, in block
    /// order (what the launch would have printed before failing).
    pub printed: Vec<String>,
}

impl ExecError {
    /// An error of `kind` in `kernel`, with no block, op or output yet.
    pub fn new(kernel: &str, kind: ErrorKind, message: impl Into<String>) -> ExecError {
        ExecError(Box::new(ExecErrorData {
            kernel: kernel.to_string(),
            kind,
            message: message.into(),
            param: None,
            block: None,
            op: None,
            span: None,
            printed: Vec::new(),
        }))
    }

    /// An argument error about parameter `param`.
    pub fn param(kernel: &str, param: &str, message: impl Into<String>) -> ExecError {
        let mut e = ExecError::new(kernel, ErrorKind::Argument, message);
        e.param = Some(param.to_string());
        e
    }
}

impl std::ops::Deref for ExecError {
    type Target = ExecErrorData;
    fn deref(&self) -> &ExecErrorData {
        &self.0
    }
}

impl std::ops::DerefMut for ExecError {
    fn deref_mut(&mut self) -> &mut ExecErrorData {
        &mut self.0
    }
}

impl fmt::Display for ExecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "kernel `{}`", self.kernel)?;
        if let Some([x, y, z]) = self.block {
            write!(f, ", block ({x}, {y}, {z})")?;
        }
        if let Some(p) = &self.param {
            write!(f, ", parameter `{p}`")?;
        }
        if let Some(op) = &self.op {
            write!(f, ", `{op}`")?;
        }
        match self.kind {
            ErrorKind::Assert => write!(f, ": assertion failed: {}", self.message),
            _ => write!(f, ": {}", self.message),
        }
    }
}

impl std::error::Error for ExecError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_kernel_block_and_parameter() {
        let mut e = ExecError::new("k", ErrorKind::Assert, "x must be positive");
        e.block = Some([3, 0, 1]);
        e.op = Some("assert".into());
        assert_eq!(
            e.to_string(),
            "kernel `k`, block (3, 0, 1), `assert`: assertion failed: x must be positive"
        );
        let e = ExecError::param("k", "x", "expected f32, got f16");
        assert_eq!(e.to_string(), "kernel `k`, parameter `x`: expected f32, got f16");
    }
}
