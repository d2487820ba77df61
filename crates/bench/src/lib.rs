//! GPU benchmarks and correctness checks: the library behind `tile bench`.
//!
//! A benchmark ([`catalog::Bench`]) names a stdlib kernel, the shape and dtype it runs on, the
//! compile-time configurations worth trying, the least work one launch must do, and the peer
//! numbers it is compared with. On a GPU ([`run::Runner`]) each benchmark:
//!
//! 1. draws fresh random inputs (seeded from the clock) and uploads them; inputs of 64 MiB and
//!    more, and a 256 MiB L2 flush before every timed launch;
//! 2. specialises the kernel for the real device arrays, with [`ArrayFacts`] computed from the
//!    device pointers by the CPU runtime's rules ([`facts`]), compiles it through the kernel
//!    cache ([`kernel`]), loads it and packs its arguments through the launch thunk
//!    ([`device`]);
//! 3. autotunes over the declared space ([`tune`]), each candidate checked before it counts,
//!    and remembers the choice per (kernel, shape, dtype, GPU) beside the kernel cache;
//! 4. checks the choice on a small shape against the CPU executor (the same specialisation),
//!    and the full-size output against an `f64` host reference ([`reference`]);
//! 5. times it with CUDA events (warm-up, median of at least 50 runs) and writes a
//!    [`record::Record`] with the peer's number to a JSONL file.
//!
//! Two benchmarks measure the host: the launch overhead of a tiny kernel through the thunk
//! and `cuLaunchKernel`, and the first launch of a GEMM in a fresh process ([`first`]), cold
//! and with a warm disk cache.
//!
//! Without a GPU, [`dry::dry_run`] compiles every configuration with tileiras (warming the
//! cache) and checks every benchmark kernel on the CPU executor.
//!
//! A script's own `bench(...)` calls are paired with a peer script's times by label
//! ([`labelled`]).
//!
//! [`ArrayFacts`]: tile_lang::tir::ArrayFacts

#![deny(unsafe_code)]

pub mod catalog;
pub mod data;
pub mod device;
pub mod dry;
pub mod facts;
pub mod first;
pub mod kernel;
pub mod labelled;
pub mod record;
pub mod reference;
pub mod run;
pub mod tune;

pub use catalog::{Bench, Config, Kind, Op};
pub use kernel::KernelCompiler;
pub use record::{Context, JsonlWriter, Peers, Record};
pub use run::{RunOptions, Runner, TuneMode};
