//! Words a thunk [`Rejection`] as an argument error: the parameter by name, what the
//! specialisation expects and what the argument gives.

use tile_lang::tir::{ArrayFacts, KernelParam, ParamKind};
use tile_lang::DType;

use super::raw::RawArg;
use super::thunk::{Reason, Rejection};
use tile_cpu::{ErrorKind, ExecError};

/// The error for `r`, raised by a launch of `kernel` (with `params`) with `args`.
pub fn describe(kernel: &str, params: &[KernelParam], args: &[RawArg<'_>], r: Rejection) -> ExecError {
    if r.reason == Reason::Count {
        let names: Vec<&str> = params.iter().map(|p| p.name.as_str()).collect();
        let message = format!("expects {} arguments ({}), got {}", params.len(), names.join(", "), args.len());
        return ExecError::new(kernel, ErrorKind::Argument, message);
    }
    let (Some(p), Some(a)) = (params.get(r.param), args.get(r.param)) else {
        return ExecError::new(kernel, ErrorKind::Argument, format!("argument {} was rejected ({:?})", r.param, r.reason));
    };
    ExecError::param(kernel, &p.name, message(&p.kind, a, r))
}

/// The sentence for one rejected argument.
fn message(kind: &ParamKind, a: &RawArg<'_>, r: Rejection) -> String {
    let d = r.dim;
    match (kind, r.reason) {
        (_, Reason::Kind | Reason::DType | Reason::Rank) => format!("expects {}, got {}", expected(kind), given(a)),
        (_, Reason::SizeRange) => format!("dimension {d} has size {}, outside the range of array sizes (0 to {})", a.sizes()[d], i32::MAX),
        (_, Reason::StrideRange) => format!("dimension {d} has stride {}, outside the i32 range of strides", a.strides()[d]),
        (ParamKind::Array { ty, facts }, Reason::Align) => align_message(ty.dtype, facts, a.data()),
        (ParamKind::Array { facts, .. }, Reason::SizeDivisor) => format!(
            "the kernel was specialised for sizes divisible by {} along dimension {d}; this one has {}",
            facts.dim_divisor[d],
            a.sizes()[d]
        ),
        (ParamKind::Array { facts, .. }, Reason::StrideDivisor) => format!(
            "the kernel was specialised for strides divisible by {} along dimension {d}; this one has {}",
            facts.stride_divisor[d],
            a.strides()[d]
        ),
        (ParamKind::Array { facts, .. }, Reason::SizeExact) => format!(
            "the kernel was specialised for exactly {} along dimension {d} (`static_shapes`); this one has {}",
            facts.sizes.as_ref().and_then(|s| s.get(d)).copied().unwrap_or_default(),
            a.sizes()[d]
        ),
        (_, Reason::InnerStride) => format!("the kernel was specialised for a unit stride along dimension {d}; this array's is {}", a.strides()[d]),
        (ParamKind::Scalar(dt), Reason::ScalarBits) => scalar_bits_message(*dt, a.data()),
        (_, reason) => format!("was rejected ({reason:?})"),
    }
}

fn align_message(dtype: DType, facts: &ArrayFacts, addr: u64) -> String {
    let natural = dtype.size_bytes() as u64;
    if !addr.is_multiple_of(natural) {
        format!("{dtype} elements need {natural}-byte alignment; this array starts at {addr:#x}")
    } else {
        format!("the kernel was specialised for {}-byte aligned arrays; this one starts at {addr:#x}", facts.base_align)
    }
}

fn scalar_bits_message(dtype: DType, bits: u64) -> String {
    if dtype == DType::Bool {
        format!("a bool scalar must be 0 or 1, got {bits}")
    } else {
        format!("the bits {bits:#x} do not fit a {dtype} scalar ({} bits, zero-extended)", dtype.size_bytes() * 8)
    }
}

/// "an array of f32 of rank 2", "a f16 scalar".
fn expected(kind: &ParamKind) -> String {
    match kind {
        ParamKind::Array { ty, .. } => format!("an array of {} of rank {}", ty.dtype, ty.rank),
        ParamKind::Scalar(d) => format!("a {d} scalar"),
    }
}

/// The same description of what was passed.
fn given(a: &RawArg<'_>) -> String {
    let dtype = match a.dtype() {
        Some(d) => d.to_string(),
        None => format!("unknown dtype (code {})", a.dtype_code()),
    };
    if a.is_array() {
        format!("an array of {dtype} of rank {} (shape {:?})", a.rank(), a.sizes())
    } else {
        format!("a {dtype} scalar")
    }
}
