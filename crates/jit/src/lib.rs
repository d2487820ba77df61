//! The tile compilation driver and embedding API.
//!
//! [`pipeline::Compiler`] runs the front end over files or strings, resolving imports from the
//! file system and the embedded standard library, and hands out the checked TIR.

pub mod pipeline;
pub mod stdlib;

pub use pipeline::{CheckOutput, Compiler};
