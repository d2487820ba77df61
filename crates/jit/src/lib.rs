//! The tile compilation driver and embedding API.
//!
//! [`pipeline::Compiler`] runs the front end over files or strings, resolving imports from the
//! file system and the embedded standard library, and hands out the checked TIR.
//!
//! [`engine`] is the embedding API: an [`Engine`] (device, options, host functions), a
//! [`Session`] running host code and holding values and definitions (what the `tile` REPL and
//! `tile run` use), and [`engine::KernelHandle`] to launch kernels on an application's own
//! buffers. [`runtime`] has the host values, arrays and the interpreter behind it.
#![warn(clippy::undocumented_unsafe_blocks)]

pub mod abi;
pub mod cpu;
pub mod host;
pub mod backend;
pub mod cache;
pub mod device;
pub mod engine;
pub mod gpu_bench;
pub mod pipeline;
pub mod runtime;
pub mod stdlib;

pub use engine::{DeviceChoice, Engine, EvalError, KernelArg, Session};
pub use pipeline::{CheckOutput, Compiler};
pub use runtime::{Array, Value};
/// The CUDA driver layer, for embedders that launch on their own device memory and streams.
pub use tile_gpu as gpu;
