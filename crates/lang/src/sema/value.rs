//! What a name can hold while a kernel is checked: compile-time constants, tiles, arrays,
//! functions, tuples of these, and the two markers for names that cannot be used.

use std::rc::Rc;

use crate::dtype::DType;
use crate::source::Span;
use crate::tir::{MemoryOrder, Padding, TileType, Value};

use super::globals::{FuncId, ModId};

/// A value during kernel elaboration.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(Rc<str>),
    None,
    DType(DType),
    Padding(Padding),
    /// A division rounding mode: `nearest_even` (IEEE, the default) or `approx`.
    Rounding(Rounding),
    /// A memory order of `atomic_add` (`relaxed`, `acquire`, `release`, `acq_rel`).
    MemoryOrder(MemoryOrder),
    Tuple(Rc<Vec<Val>>),
    /// A run-time tile (a rank-0 tile is a scalar).
    Tile(Value, TileType),
    Array(Rc<ArrayVal>),
    Func(FuncId),
    Builtin(&'static str),
    Module(ModId),
    /// A name assigned only inside a loop body or in some branches; using it is `E0207`.
    Undef { assigned: Span, why: &'static str },
    /// The result of an expression that already produced an error; silently propagates.
    Poison,
}

/// How `truediv` rounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Rounding {
    NearestEven,
    /// The GPU's approximate division (within 2 ulp).
    Approx,
}

impl Rounding {
    pub fn from_name(name: &str) -> Option<Rounding> {
        match name {
            "nearest_even" => Some(Rounding::NearestEven),
            "approx" => Some(Rounding::Approx),
            _ => None,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Rounding::NearestEven => "nearest_even",
            Rounding::Approx => "approx",
        }
    }
}

/// An array parameter inside a kernel.
#[derive(Debug)]
pub(crate) struct ArrayVal {
    pub value: Value,
    pub dtype: DType,
    pub rank: usize,
    pub name: String,
    /// Sizes fixed by the parameter's type (`f32[1024]`).
    pub static_dims: Vec<Option<i64>>,
}

impl Val {
    pub fn tuple(items: Vec<Val>) -> Val {
        Val::Tuple(Rc::new(items))
    }

    /// Whether this is [`Val::Poison`] or a tuple holding one.
    pub fn is_poisoned(&self) -> bool {
        match self {
            Val::Poison => true,
            Val::Tuple(items) => items.iter().any(Val::is_poisoned),
            _ => false,
        }
    }

    pub fn is_const_number(&self) -> bool {
        matches!(self, Val::Int(_) | Val::Float(_) | Val::Bool(_))
    }

    /// A short description for messages: "an int constant", "a tile<64xf32>", ...
    pub fn describe(&self) -> String {
        match self {
            Val::Int(v) => format!("the constant {v}"),
            Val::Float(v) => format!("the constant {v:?}"),
            Val::Bool(b) => format!("the constant {}", if *b { "True" } else { "False" }),
            Val::Str(_) => "a string".into(),
            Val::None => "None".into(),
            Val::DType(d) => format!("the dtype {d}"),
            Val::Padding(p) => format!("the padding mode {}", p.name()),
            Val::Rounding(r) => format!("the rounding mode {}", r.name()),
            Val::MemoryOrder(o) => format!("the memory order {}", o.name()),
            Val::Tuple(items) => format!("a tuple of {} elements", items.len()),
            Val::Tile(_, t) if t.is_scalar() => format!("{} scalar", t.dtype.with_article()),
            Val::Tile(_, t) => format!("a tile of shape {} and dtype {}", crate::tir::shape_str(&t.shape), t.dtype),
            Val::Array(a) => format!("the array `{}` ({} of rank {})", a.name, a.dtype, a.rank),
            Val::Func(_) => "a function".into(),
            Val::Builtin(n) => format!("the builtin `{n}`"),
            Val::Module(_) => "a module".into(),
            Val::Undef { .. } => "an undefined name".into(),
            Val::Poison => "an erroneous value".into(),
        }
    }

    /// Identity for "did this name change?" questions in control-flow merges.
    pub fn same(&self, other: &Val) -> bool {
        match (self, other) {
            (Val::Int(a), Val::Int(b)) => a == b,
            (Val::Float(a), Val::Float(b)) => a.to_bits() == b.to_bits(),
            (Val::Bool(a), Val::Bool(b)) => a == b,
            (Val::Str(a), Val::Str(b)) => a == b,
            (Val::None, Val::None) | (Val::Poison, Val::Poison) => true,
            (Val::DType(a), Val::DType(b)) => a == b,
            (Val::Padding(a), Val::Padding(b)) => a == b,
            (Val::Rounding(a), Val::Rounding(b)) => a == b,
            (Val::MemoryOrder(a), Val::MemoryOrder(b)) => a == b,
            (Val::Tuple(a), Val::Tuple(b)) => {
                a.len() == b.len() && a.iter().zip(b.iter()).all(|(x, y)| x.same(y))
            }
            (Val::Tile(a, _), Val::Tile(b, _)) => a == b,
            (Val::Array(a), Val::Array(b)) => a.value == b.value,
            (Val::Func(a), Val::Func(b)) => a == b,
            (Val::Builtin(a), Val::Builtin(b)) => a == b,
            (Val::Module(a), Val::Module(b)) => a == b,
            (Val::Undef { assigned: a, .. }, Val::Undef { assigned: b, .. }) => a == b,
            _ => false,
        }
    }
}
