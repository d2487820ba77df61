//! The tile runtime and embedding API.
//!
//! [`Engine`] (where kernels run, options, host functions), [`Session`] (a scope of values and
//! definitions in which host code runs: what the `tile` REPL and `tile run` use) and
//! [`KernelHandle`] (launching a kernel on an application's own buffers) are the embedding API;
//! [`Compiler`] runs the front end over files or strings for tools, and [`aot`] compiles
//! specialisations ahead of time (`tile emit`, `tile build`, the kernel cache).
//!
//! Behind them: `runtime/` (host values, arrays, the interpreter, and the one launch entry
//! point), on top of `tile_launch` (executors), `tile_codegen` (back ends) and `tile_cpu` (the
//! reference executor).
#![deny(unsafe_code)]
#![warn(missing_docs)]

pub mod aot;
pub mod engine;
mod pipeline;
mod runtime;

pub use engine::{
    DeviceArg, DeviceChoice, Engine, EngineError, ErrorClass, EvalError, Executor, Grid, HostFn, IrStage, KernelArg,
    KernelHandle, Options, Progress, RestoreReport, SaveReport, Session, SharedBuffer,
};
pub use pipeline::{CheckOutput, Compiler};
pub use runtime::{Array, Device, Function, KernelRef, Value};
pub use tile_codegen::Target;
/// The CUDA driver layer, for embedders that launch on their own device memory and streams.
pub use tile_gpu as gpu;
/// The language's front end (diagnostics, dtypes, TIR), for embedders that inspect programs.
pub use tile_lang as lang;
