//! The `.tile` language front end.
//!
//! Source text goes through four stages, each in its own module:
//!
//! ```text
//! source ──syntax──▶ AST ──sema──▶ TIR (checked, specialised) ──tir::verify──▶ back ends
//! ```
//!
//! * [`syntax`]: indentation-aware lexer and chumsky parser. Parsing never fails: it returns a
//!   (possibly partial) tree plus every syntax error it could find.
//! * [`sema`]: name resolution, compile-time evaluation, specialisation and the shape/dtype
//!   checker. It checks one kernel for one [`sema::SpecKey`] and, when the kernel is well formed,
//!   builds its TIR with helper functions inlined. It also checks host code.
//! * [`tir`]: the typed tile IR that every back end consumes, with its verifier, printer and
//!   text parser.
//! * [`diag`]: the one diagnostic type and its renderer.
//! * [`formats`]: correct rounding into the narrow float formats (f16, bf16, tf32, fp8), the
//!   numeric meaning of casts that the CPU executor and the back ends share; [`tile_text`]:
//!   how a printed tile is laid out.
//!
//! This crate is pure: no I/O, no GPU, no `unsafe`, no global state.
#![forbid(unsafe_code)]

pub mod abi;
pub mod diag;
pub mod dtype;
pub mod fmtspec;
pub mod formats;
pub mod help;
pub mod sema;
pub mod source;
pub mod stdlib;
pub mod syntax;
pub mod tile_text;
pub mod tir;

pub use diag::{Diagnostic, Label, Severity};
pub use dtype::DType;
pub use source::{FileId, SourceMap, Span};
