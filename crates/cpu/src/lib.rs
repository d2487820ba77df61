//! The CPU reference executor: runs any TIR kernel on the host with exact, documented
//! semantics. It is the oracle the GPU back ends are tested against, so it favours clarity
//! and determinism, and is fast enough to run real sizes in tests.
//!
//! # Use
//!
//! ```no_run
//! use tile_cpu::{launch, Arg, ArrayArg, ExecOptions};
//! # fn run(kernel: &tile_lang::tir::Kernel) -> Result<(), tile_cpu::ExecError> {
//! let (a, b) = (vec![1.0f32; 1000], vec![2.0f32; 1000]);
//! let mut c = vec![0.0f32; 1000];
//! let args = [
//!     Arg::Array(ArrayArg::read_only_contiguous(&a, &[1000])),
//!     Arg::Array(ArrayArg::read_only_contiguous(&b, &[1000])),
//!     Arg::Array(ArrayArg::contiguous(&mut c, &[1000])),
//! ];
//! let report = launch(kernel, [4, 1, 1], &args, &ExecOptions::default())?;
//! println!("{}", report.printed.join("\n"));
//! # Ok(()) }
//! ```
//!
//! [`CpuKernel`] resolves a kernel once for many launches; [`HostArray`] and
//! [`launch_owned`] run from owned buffers (tests, simple hosts).
//!
//! # Design
//!
//! * **Plan** (`plan.rs`): a kernel is verified and resolved once per [`CpuKernel`] into
//!   flat instruction lists with precomputed geometry, padding values and move/copy decisions.
//! * **Tiles** (`tile.rs`): a tile value is a dense row-major `Vec` of its storage type; each
//!   op dispatches once on the dtype and runs a monomorphised loop over whole tiles (`ops/`).
//!   Values live in slots indexed by TIR value number; result buffers are recycled.
//! * **Blocks** (`exec.rs`) run the plan's region tree; **launch** (`launch.rs`) binds and
//!   checks arguments, then runs blocks in parallel on scoped threads (each worker claims
//!   runs of consecutive blocks and keeps one frame of buffers, pooled across launches of a
//!   [`CpuKernel`]), collecting `print` output in block order.
//! * **Memory** (`memory.rs`, the only module with `unsafe`; `access.rs` is the safe tile
//!   logic on top): arrays are borrowed, never copied. Writable arrays are accessed only with
//!   relaxed atomics of the element width, so concurrent blocks (even racy ones) are sound;
//!   an `atomic_add` with an acquire or release order adds the matching fence, which orders
//!   those relaxed accesses as the GPU does;
//!   read-only arrays are read with plain (memcpy-able) loads. Every array layout is checked
//!   against its buffer at launch, so no later access can leave it.
//!
//! # Semantics
//!
//! Where TIR (`tile_lang::tir::ops`) leaves a choice, the executor makes this one:
//!
//! * **Integers** wrap. `floordiv`/`rem` follow Python (floor; sign of the divisor), `ceildiv`
//!   rounds up. Division by zero gives quotient 0 and remainder equal to the dividend (GPUs
//!   leave it unspecified: programs must not depend on it; it is not an error, because padded
//!   lanes may divide by zero harmlessly). Shifts by an amount outside `[0, bits)` give 0, or
//!   -1 for `shr` of a negative signed value (PTX clamping). `bool` arithmetic is 1-bit
//!   unsigned arithmetic (`add` = xor, `mul` = and, `max` = or).
//! * **Floats**: f16 and bf16 compute each elementwise op in f32 and round the result to
//!   their own type after every op (equal to the correctly rounded f16/bf16 op for `+ - * /`
//!   and `sqrt`). `min`/`max` (elementwise and reductions) propagate NaN and treat -0 < +0,
//!   like GPU `min.NaN`/`max.NaN`. `floordiv` is `floor(a / b)`; `rem` is Python's `%`.
//!   Comparisons are IEEE (false with NaN, `ne` true). Math functions are Rust's std (libm
//!   for `erf`); `sigmoid(x) = 1 / (1 + exp(-x))`, `rsqrt(x) = 1 / sqrt(x)`.
//! * **Casts**: one correct rounding (nearest, ties to even) to float targets; float → int
//!   truncates toward zero and saturates, NaN → 0; int → int wraps; → bool is `!= 0` (NaN is
//!   true). To tf32 rounds to 10 fraction bits (stored in an f32). To fp8 rounds and
//!   **saturates** finite values to ±max (PTX `satfinite`); infinities stay infinite in e5m2
//!   (PTX would saturate them; kept so that all codes round-trip) and become ±448 in e4m3,
//!   the "fn" variant without infinities; NaN stays NaN.
//! * **Reductions and scans** run sequentially along the axis (index 0 first; the last index
//!   first for a reverse scan). Floats accumulate in f32 (f16, bf16, f32) or f64, and each
//!   result is rounded once to the tile's dtype (an f16 `sum` is rounded at the end; an f16
//!   `cumsum` rounds each running sum as it is output). `argmax`/`argmin` return the first
//!   index of the extremum; NaN counts as the extremum of both (the first NaN wins, as in
//!   NumPy); -0 and +0 tie (the first wins).
//! * **mma**: inputs are converted exactly to the accumulator's compute type (f16, bf16,
//!   fp8 → f32; tf32 inputs are first rounded to tf32 precision, ties to even); each output
//!   accumulates `k = 0..K` in order with one rounding per step (a fused multiply-add for
//!   f32/f64 inputs), rounded to the accumulator's dtype after every step (so an f16
//!   accumulator is a running f16 sum). Integer inputs accumulate in wrapping integers.
//! * **Loads** fill elements outside the array with the padding value: `zero`, and also
//!   `undetermined` (the reference picks zero; never rely on it), give 0; `neg_inf`/`pos_inf`
//!   give the dtype's infinity, or its most negative/positive value when it has none
//!   (integers, e4m3), false/true for bool; `nan` gives NaN, or 0 for non-floats. A tile
//!   index that is negative or starts past the end loads all padding. **Stores** and
//!   **atomic adds** skip out-of-array elements (atomic adds return 0 for them). Atomic adds
//!   are element-wise atomic (CAS loops), floats rounded once per add, integers wrapping.
//!   Element offsets are computed in 128-bit arithmetic from `i32` tile indices, so no index
//!   can overflow; every layout is checked against its buffer at launch, so no in-bounds
//!   element can lie outside it.
//! * **Control flow**: `for` runs like Python's `range` (while `iv < ub` for a positive step,
//!   `iv > ub` for a negative one; step 0 is an error). A `loop` without a reachable `break`
//!   runs forever, as on a GPU.
//! * **print** output is collected (never written by worker threads) and returned in block
//!   order (blocks numbered x fastest); see `format.rs` for the value syntax (Python/NumPy).
//!   A failing **assert** stops the launch with an [`ExecError`] naming the kernel, the block
//!   and the message; when several blocks fail, the lowest-numbered one is reported.
//! * **Blocks** run concurrently in unspecified order; a plain store racing another store of
//!   the same element leaves one of the two values.
//!
//! # Errors
//!
//! [`ExecError`] covers kernels that do not verify or use unsupported op/dtype combinations,
//! arguments that do not match their parameters (count, kind, dtype, rank, a layout that
//! addresses bytes outside the buffer, read-only memory for a written array, and — with
//! [`ExecOptions::check_facts`] — violated [`tile_lang::tir::ArrayFacts`]), oversized grids,
//! failed asserts and run-time traps.
#![deny(unsafe_code)]

mod access;
mod args;
mod error;
mod exec;
mod format;
/// The narrow float formats live with the language's types; the executor rounds through them.
pub(crate) use tile_lang::formats;
mod launch;
mod memory;
pub(crate) mod ops;
mod owned;
mod packed;
mod plan;
mod tile;

#[cfg(test)]
mod tests;

pub use args::{row_major_strides, Arg, ArrayArg, ScalarArg, ScalarMismatch};
pub use error::{ErrorKind, ExecError, ExecErrorData};
pub use formats::Fp8;
pub use launch::{launch, CpuKernel, ExecOptions, LaunchReport};
pub use memory::{AlignedBytes, HostBuffer, HostElem};
pub use owned::{launch_owned, HostArray, HostValue};
pub use packed::ArrayMemory;
