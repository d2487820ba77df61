//! Reductions and scans: TIR's fixed kinds become Tile IR `reduce`/`scan` ops with a combining
//! region and identities.
//!
//! The region of an N-operand reduce takes `2N` rank-0 tiles, `(element_i, accumulator_i)`
//! pairs, and yields the N new accumulators. `argmax`/`argmin` reduce two operands, the values
//! and their indices along the axis (an `iota` broadcast to the operand's shape), and keep the
//! candidate that is strictly better or equal with a smaller index: Tile IR combines elements in
//! an unspecified order, so the index tie-break is what makes the result the *first* extremum.
//! Float `max`/`min` propagate NaN; `argmax`/`argmin` treat NaN as the extremum and return the
//! first NaN's index (NumPy's rule), matching the CPU reference.

use cutile_ir::ir::{ComparisonOrdering, ComparisonPredicate, ScalarType, Signedness, Value};
use tile_lang::dtype::DType;
use tile_lang::tir::{ReduceKind, ScanKind};

use super::emit::{shape_of, tile_ty, Emitter, FArith, IArith, Identity, Plain};
use super::types;

/// The combining operation of a one-operand reduction or scan.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Combine {
    Sum,
    Prod,
    Max,
    Min,
}

fn identity(c: Combine, d: DType) -> Identity {
    let float = d.is_float();
    match c {
        Combine::Sum if float => Identity::Float(0.0),
        Combine::Sum => Identity::Int(0),
        Combine::Prod if float => Identity::Float(1.0),
        Combine::Prod => Identity::Int(1),
        Combine::Max if float => Identity::Float(f64::NEG_INFINITY),
        Combine::Min if float => Identity::Float(f64::INFINITY),
        Combine::Max => Identity::Int(int_min(d)),
        Combine::Min => Identity::Int(int_max(d)),
    }
}

/// The smallest value of an integer dtype (as an i64 bit pattern source).
fn int_min(d: DType) -> i64 {
    if d.is_signed_int() {
        -(1i64 << (d.bits() - 1))
    } else {
        0
    }
}

/// The largest value of an integer dtype; for u64 the all-ones pattern (-1 as i64).
fn int_max(d: DType) -> i64 {
    match (d.is_signed_int(), d.bits()) {
        (true, bits) => (1i64 << (bits - 1)) - 1,
        (false, 64) => -1,
        (false, bits) => (1i64 << bits) - 1,
    }
}

fn combine(e: &mut Emitter, c: Combine, a: Value, b: Value, d: DType) -> Value {
    let sign = types::signedness(d);
    match (c, d.is_float()) {
        (Combine::Sum, true) => e.farith(FArith::Add, a, b),
        (Combine::Sum, false) => e.iarith(IArith::Add, a, b),
        (Combine::Prod, true) => e.farith(FArith::Mul, a, b),
        (Combine::Prod, false) => e.iarith(IArith::Mul, a, b),
        (Combine::Max, true) => e.max_min_f(true, a, b),
        (Combine::Min, true) => e.max_min_f(false, a, b),
        (Combine::Max, false) => e.signed_op(cutile_ir::bytecode::Opcode::MaxI, a, b, sign),
        (Combine::Min, false) => e.signed_op(cutile_ir::bytecode::Opcode::MinI, a, b, sign),
    }
}

/// A region combining `(element, accumulator)` of element type `elem` with `c`.
fn one_operand_region(e: &mut Emitter, c: Combine, d: DType) -> super::emit::RegionBuilder {
    let scalar = tile_ty(types::scalar(d), &[]);
    let rb = e.region(&[scalar.clone(), scalar]);
    let prev = e.set_block(rb.block);
    let r = combine(e, c, rb.args[0], rb.args[1], d);
    e.terminator(cutile_ir::bytecode::Opcode::Yield, &[r]);
    e.set_block(prev);
    rb
}

/// Lowers `reduce kind axis x` for an operand of dtype `d`.
pub fn reduce(e: &mut Emitter, kind: ReduceKind, axis: u8, x: Value, d: DType) -> Result<Value, String> {
    let c = match kind {
        ReduceKind::Sum => Combine::Sum,
        ReduceKind::Prod => Combine::Prod,
        ReduceKind::Max => Combine::Max,
        ReduceKind::Min => Combine::Min,
        ReduceKind::ArgMax => return arg_reduce(e, true, axis, x, d),
        ReduceKind::ArgMin => return arg_reduce(e, false, axis, x, d),
    };
    check_dtype(d)?;
    let body = one_operand_region(e, c, d);
    Ok(e.reduce(&[x], axis, &[identity(c, d)], &body)[0])
}

/// Lowers `scan kind axis [reverse] x` (inclusive).
pub fn scan(
    e: &mut Emitter,
    kind: ScanKind,
    axis: u8,
    reverse: bool,
    x: Value,
    d: DType,
) -> Result<Value, String> {
    let c = match kind {
        ScanKind::Sum => Combine::Sum,
        ScanKind::Prod => Combine::Prod,
    };
    check_dtype(d)?;
    let body = one_operand_region(e, c, d);
    Ok(e.scan(&[x], axis, reverse, &[identity(c, d)], &body)[0])
}

/// Reductions need an identity attribute, which the crate cannot encode for tf32 and which
/// makes no sense for bool.
fn check_dtype(d: DType) -> Result<(), String> {
    if matches!(d, DType::TF32 | DType::Bool) {
        return Err(format!("reductions of {d}"));
    }
    Ok(())
}

/// `argmax` (`max = true`) or `argmin`: a two-operand reduce over (values, indices).
fn arg_reduce(e: &mut Emitter, max: bool, axis: u8, x: Value, d: DType) -> Result<Value, String> {
    check_dtype(d)?;
    let shape = shape_of(&e.ty(x));
    let n = shape[axis as usize];
    let iota = e.iota(ScalarType::I32, n);
    let mut line = vec![1i64; shape.len()];
    line[axis as usize] = n;
    let iota = e.reshape(iota, &line);
    let idx = e.broadcast(iota, &shape);

    let val_t = tile_ty(types::scalar(d), &[]);
    let idx_t = tile_ty(ScalarType::I32, &[]);
    let rb = e.region(&[val_t.clone(), val_t, idx_t.clone(), idx_t]);
    let prev = e.set_block(rb.block);
    let (v, vacc, i, iacc) = (rb.args[0], rb.args[1], rb.args[2], rb.args[3]);
    let better_pred = if max { ComparisonPredicate::GreaterThan } else { ComparisonPredicate::LessThan };
    let (better, equal) = if d.is_float() {
        // NaN is the extremum of both argmax and argmin (NumPy): a NaN beats any number, and
        // two NaNs tie, so the first NaN wins through the index tie-break below.
        let ordered_better = e.cmpf(better_pred, ComparisonOrdering::Ordered, v, vacc);
        let ordered_equal = e.cmpf(ComparisonPredicate::Equal, ComparisonOrdering::Ordered, v, vacc);
        let v_nan = e.cmpf(ComparisonPredicate::NotEqual, ComparisonOrdering::Unordered, v, v);
        let acc_nan = e.cmpf(ComparisonPredicate::NotEqual, ComparisonOrdering::Unordered, vacc, vacc);
        let acc_number = e.cmpf(ComparisonPredicate::Equal, ComparisonOrdering::Ordered, vacc, vacc);
        let nan_beats = e.plain(Plain::AndI, &[v_nan, acc_number]);
        let both_nan = e.plain(Plain::AndI, &[v_nan, acc_nan]);
        (e.plain(Plain::OrI, &[ordered_better, nan_beats]), e.plain(Plain::OrI, &[ordered_equal, both_nan]))
    } else {
        let s = types::signedness(d);
        (e.cmpi(better_pred, s, v, vacc), e.cmpi(ComparisonPredicate::Equal, s, v, vacc))
    };
    let earlier = e.cmpi(ComparisonPredicate::LessThan, Signedness::Signed, i, iacc);
    let tie = e.plain(Plain::AndI, &[equal, earlier]);
    let take = e.plain(Plain::OrI, &[better, tie]);
    let nv = e.select(take, v, vacc);
    let ni = e.select(take, i, iacc);
    e.terminator(cutile_ir::bytecode::Opcode::Yield, &[nv, ni]);
    e.set_block(prev);

    let value_id = identity(if max { Combine::Max } else { Combine::Min }, d);
    let ids = [value_id, Identity::Int(i32::MAX as i64)];
    Ok(e.reduce(&[x, idx], axis, &ids, &rb)[1])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_extremes() {
        assert_eq!(int_min(DType::I8), -128);
        assert_eq!(int_max(DType::I32), i32::MAX as i64);
        assert_eq!(int_max(DType::U16), 65535);
        assert_eq!(int_max(DType::U64), -1);
        assert_eq!(int_min(DType::U32), 0);
    }
}
