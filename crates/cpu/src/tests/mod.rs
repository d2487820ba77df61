//! Kernel-level tests of the CPU executor.
//!
//! Kernels are written in TIR text (parsed with `tile_lang::tir::parse`), or compiled from
//! `.tile` source when the front end can (`source.rs`). Every expected value is computed by a
//! plain reference written in the test itself — never with executor code — so a bug in a
//! shared helper cannot hide in both.
//!
//! * `kernels.rs`: whole kernels (vector add, softmax, matmul, strided views, control flow,
//!   shape ops, atomics, print/assert);
//! * `numerics.rs`: dtype semantics through kernels (f16/bf16 rounding, integer division,
//!   argmax ties, reverse cumsum, tf32 mma, fp8 round trips, casts);
//! * `errors.rs`: argument, layout, fact and kernel errors;
//! * `source.rs`: the same kinds of kernels compiled from `.tile` source.

use tile_lang::tir::{parse::parse_kernel, Kernel};

use super::{launch_owned, ExecError, ExecOptions, HostValue, LaunchReport};

mod errors;
mod kernels;
mod numerics;
mod source;

/// Parses one kernel from TIR text.
pub(super) fn kernel(text: &str) -> Kernel {
    parse_kernel(text).unwrap_or_else(|e| panic!("TIR parse error {e}\n{text}"))
}

/// Launches on owned arguments with default options (all cores).
pub(super) fn try_run(k: &Kernel, grid: [u32; 3], args: &mut [HostValue]) -> Result<LaunchReport, ExecError> {
    launch_owned(k, grid, args, &ExecOptions::default())
}

/// Launches and panics with the error's text on failure.
pub(super) fn run(k: &Kernel, grid: [u32; 3], args: &mut [HostValue]) -> LaunchReport {
    try_run(k, grid, args).unwrap_or_else(|e| panic!("{e}"))
}

/// A small deterministic generator (xorshift64*), so tests need no extra dependency.
pub(super) struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    /// Uniform in [-1, 1).
    pub fn unit(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 52) as f64 - 1.0
    }

    /// `n` values uniform in [-1, 1).
    pub fn units(&mut self, n: usize) -> Vec<f64> {
        (0..n).map(|_| self.unit()).collect()
    }

    /// Uniform integer in `lo..=hi`.
    pub fn int(&mut self, lo: i64, hi: i64) -> i64 {
        lo + (self.next_u64() % (hi - lo + 1) as u64) as i64
    }
}

/// The array argument `i` of a launch (after it ran).
pub(super) fn out(args: &[HostValue], i: usize) -> &super::HostArray {
    args[i].array().expect("an array argument")
}
