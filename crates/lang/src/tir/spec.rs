//! What a kernel is specialised on: one [`SpecArg`] per kernel parameter.
//!
//! The same type is the checker's request, the runtime's cache key and the specialisation a
//! TIR kernel records ([`super::Kernel::spec`]): a `const` argument's value, a scalar's dtype,
//! an array's dtype, rank and [`ArrayFacts`]. Floats compare and hash by their bits, so keys
//! with NaN or -0.0 constants behave.

use std::hash::{Hash, Hasher};

use super::ArrayFacts;
use crate::dtype::DType;

/// A compile-time value: a `const` parameter's argument, or a host global a kernel reads.
#[derive(Clone, Copy, Debug)]
pub enum ConstValue {
    Int(i64),
    Float(f64),
    Bool(bool),
    DType(DType),
}

impl PartialEq for ConstValue {
    fn eq(&self, other: &ConstValue) -> bool {
        match (self, other) {
            (ConstValue::Int(a), ConstValue::Int(b)) => a == b,
            (ConstValue::Float(a), ConstValue::Float(b)) => a.to_bits() == b.to_bits(),
            (ConstValue::Bool(a), ConstValue::Bool(b)) => a == b,
            (ConstValue::DType(a), ConstValue::DType(b)) => a == b,
            _ => false,
        }
    }
}

impl Eq for ConstValue {}

impl Hash for ConstValue {
    fn hash<H: Hasher>(&self, state: &mut H) {
        std::mem::discriminant(self).hash(state);
        match self {
            ConstValue::Int(i) => i.hash(state),
            ConstValue::Float(f) => f.to_bits().hash(state),
            ConstValue::Bool(b) => b.hash(state),
            ConstValue::DType(d) => d.hash(state),
        }
    }
}

/// How messages show the value, in the language's (Python's) spelling: `256`, `0.5`, `True`,
/// `f32`.
impl std::fmt::Display for ConstValue {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ConstValue::Int(i) => write!(f, "{i}"),
            ConstValue::Float(x) => write!(f, "{x:?}"),
            ConstValue::Bool(b) => f.write_str(if *b { "True" } else { "False" }),
            ConstValue::DType(d) => f.write_str(d.name()),
        }
    }
}

/// The argument of one kernel parameter in a specialisation.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SpecArg {
    /// An array: its dtype, rank and what the specialisation may assume about it.
    Array { dtype: DType, rank: u8, facts: ArrayFacts },
    /// A run-time scalar of this dtype.
    Scalar(DType),
    /// A compile-time constant, compiled in.
    Const(ConstValue),
}

#[cfg(test)]
mod tests {
    use std::collections::hash_map::RandomState;
    use std::hash::BuildHasher;

    use super::*;

    #[test]
    fn floats_compare_and_hash_by_bits() {
        let s = RandomState::new();
        assert_eq!(ConstValue::Float(f64::NAN), ConstValue::Float(f64::NAN));
        assert_ne!(ConstValue::Float(0.0), ConstValue::Float(-0.0));
        assert_ne!(ConstValue::Int(1), ConstValue::Float(1.0));
        assert_eq!(s.hash_one(ConstValue::Float(2.5)), s.hash_one(ConstValue::Float(2.5)));
        let a = SpecArg::Array { dtype: DType::F32, rank: 1, facts: ArrayFacts::unknown(1) };
        assert_eq!(s.hash_one(&a), s.hash_one(a.clone()));
        assert_eq!(ConstValue::Bool(true).to_string(), "True");
        assert_eq!(ConstValue::Float(1e-5).to_string(), "1e-5");
    }
}
