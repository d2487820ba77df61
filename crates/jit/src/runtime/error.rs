//! Run-time errors of host code.
//!
//! Array operations and builtins know what went wrong but not where in the source: they
//! return an [`OpError`] (a diagnostic code, a message, an optional hint). The interpreter,
//! which knows the span of the expression it was evaluating, turns it into a
//! [`Fail`]: a full [`Diagnostic`] pointing at the source. `Fail` is also how `break`,
//! `continue` and `return` are *not* transported: those are ordinary control flow
//! (`interp::Flow`), so a `Fail` always means the program stopped with an error.

use tile_lang::diag::{codes, Code, Diagnostic};
use tile_lang::Span;

/// An error without a location.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct OpError {
    pub code: Code,
    pub message: String,
    pub help: Option<String>,
    /// A bug in tile rather than in the program.
    pub internal: bool,
}

impl OpError {
    pub fn new(code: Code, message: impl Into<String>) -> OpError {
        OpError { code, message: message.into(), help: None, internal: false }
    }

    pub fn with_help(mut self, help: impl Into<String>) -> OpError {
        self.help = Some(help.into());
        self
    }

    /// An index or slice that selects nothing valid.
    pub fn index(message: String) -> OpError {
        OpError::new(codes::INDEX_RANGE, message)
    }

    /// A value of the wrong kind or dtype.
    pub fn ty(message: impl Into<String>) -> OpError {
        OpError::new(codes::TYPE_MISMATCH, message)
    }

    /// A bad value (a negative size, an unsupported dtype for this function, ...).
    pub fn value(message: impl Into<String>) -> OpError {
        OpError::new(codes::HOST_VALUE, message)
    }

    /// Shapes that do not broadcast.
    pub fn broadcast(a: &[usize], b: &[usize]) -> OpError {
        OpError::new(codes::BROADCAST, format!("shapes {} and {} cannot be broadcast together", shape_str(a), shape_str(b)))
            .with_help("shapes are aligned from the right; each pair of sizes must be equal or one of them 1")
    }

    /// Our bug.
    pub fn internal(message: impl Into<String>) -> OpError {
        OpError { internal: true, ..OpError::new(codes::INTERNAL, message) }
    }

    /// The diagnostic, labelled at `span`.
    pub fn at(self, span: Span) -> Fail {
        let mut d = if self.internal { Diagnostic::internal(self.message) } else { Diagnostic::error(self.code, self.message) };
        d = d.with_label(span, "here");
        if let Some(h) = self.help {
            d = d.with_help(h);
        }
        Fail::new(d)
    }
}

impl From<super::storage::StorageError> for OpError {
    /// A storage that is lost or cannot be copied from the GPU is the program's problem (its
    /// code says which); one locked twice is ours.
    fn from(e: super::storage::StorageError) -> OpError {
        match e.code {
            Some(code) => OpError::new(code, e.message),
            None => OpError::internal(e.message),
        }
    }
}

impl From<String> for OpError {
    /// Plain messages from lower layers (storage locks) are internal errors.
    fn from(message: String) -> OpError {
        OpError::internal(message)
    }
}

/// A shape as Python prints a tuple: `(3,)`, `(2, 3)`, `()`.
pub(crate) fn shape_str(shape: &[usize]) -> String {
    match shape {
        [n] => format!("({n},)"),
        _ => format!("({})", shape.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")),
    }
}

/// A located run-time error: the program stops with these diagnostics (usually one; a
/// kernel that fails to check for a launch's specialisation may report several).
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Fail {
    pub diags: Vec<Diagnostic>,
}

impl Fail {
    pub fn new(d: Diagnostic) -> Fail {
        Fail { diags: vec![d] }
    }

    /// An error with one label.
    pub fn at(code: Code, message: impl Into<String>, span: Span, label: impl Into<String>) -> Fail {
        Fail::new(Diagnostic::error(code, message).with_label(span, label))
    }

    fn first(&mut self) -> &mut Diagnostic {
        &mut self.diags[0]
    }

    pub fn with_help(mut self, help: impl Into<String>) -> Fail {
        self.first().help = Some(help.into());
        self
    }

    pub fn with_note(mut self, note: impl Into<String>) -> Fail {
        self.first().notes.push(note.into());
        self
    }

    pub fn with_label(mut self, span: Span, message: impl Into<String>) -> Fail {
        self.first().labels.push(tile_lang::Label { span, message: message.into() });
        self
    }

    /// Labels of the first diagnostic.
    pub fn label_count(&self) -> usize {
        self.diags[0].labels.len()
    }
}

/// Results of the interpreter.
pub(crate) type R<T> = Result<T, Fail>;
