//! What `cached(f, *args)` remembers: a host function's results by its arguments.
//!
//! A library function that decides how to launch (the stdlib's `gemm` picks operand copies,
//! tiles and splits from shapes, strides, dtypes and the GPU) runs a few hundred host
//! operations per call; `cached` runs it once per distinct argument list and answers later
//! calls from a table. An argument counts by value: numbers (a float by its bits), strings,
//! dtypes, tuples and lists by their items, functions and kernels by what they name, and
//! arrays by their **layout** (dtype, shape, strides, device), never their contents: the
//! decision a layout implies is the same for every array of that layout.
//!
//! The table answers for one generation of the session's definitions (a redefinition of the
//! function, or of anything it calls, empties it), one back end and one GPU (both part of
//! every key), and holds at most [`CAPACITY`] entries (past that it starts again empty).

use std::sync::Arc;

use rustc_hash::FxHashMap;
use smallvec::SmallVec;
use tile_lang::DType;

use super::storage::Device;
use super::value::Value;

/// The most results remembered at once: far more than the shapes a program multiplies, few
/// enough that a loop over ever-new shapes cannot grow the table without bound.
pub(crate) const CAPACITY: usize = 4096;

/// One argument as the table keys it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum KeyPart {
    None,
    Bool(bool),
    Int(i64),
    /// A float by its bits (so that NaN finds itself, and -0.0 is not 0.0).
    Float(u64),
    Str(Arc<str>),
    DType(DType),
    Tuple(Vec<KeyPart>),
    List(Vec<KeyPart>),
    Range(i64, i64, i64),
    /// An array's layout.
    Array { dtype: DType, shape: SmallVec<[usize; 4]>, strides: SmallVec<[isize; 4]>, device: Device },
    /// A host function, by its definition (the table empties when definitions change, so an
    /// address cannot be reused by another definition while it is in a key).
    Function(usize),
    /// A kernel, builtin or module, by name.
    Named(u8, Arc<str>),
    /// A method of a value (`a.sum`).
    Method(Box<KeyPart>, &'static str),
}

impl KeyPart {
    /// How the table keys `v`.
    pub(crate) fn of(v: &Value) -> KeyPart {
        match v {
            Value::None => KeyPart::None,
            Value::Bool(b) => KeyPart::Bool(*b),
            Value::Int(i) => KeyPart::Int(*i),
            Value::Float(f) => KeyPart::Float(f.to_bits()),
            Value::Str(s) => KeyPart::Str(s.clone()),
            Value::DType(d) => KeyPart::DType(*d),
            Value::Tuple(items) => KeyPart::Tuple(items.iter().map(KeyPart::of).collect()),
            Value::List(items) => KeyPart::List(items.iter().map(KeyPart::of).collect()),
            Value::Array(a) => KeyPart::Array {
                dtype: a.dtype(),
                shape: a.shape().into(),
                strides: a.strides().into(),
                device: a.device(),
            },
            Value::Range(a, b, s) => KeyPart::Range(*a, *b, *s),
            Value::Function(f) => KeyPart::Function(Arc::as_ptr(f.def()) as usize),
            Value::Kernel(k) => KeyPart::Named(0, k.name.clone()),
            Value::Builtin(b) => KeyPart::Named(1, b.clone()),
            Value::Module(m) => KeyPart::Named(2, m.clone()),
            Value::Method(recv, name) => KeyPart::Method(Box::new(KeyPart::of(recv)), name),
        }
    }
}

/// A call as the table keys it: the function, where it runs, and its arguments in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Key {
    /// The function's definition (see [`KeyPart::Function`]).
    pub function: usize,
    /// The back end compiling the session's kernels (`backend()`).
    pub backend: &'static str,
    /// The GPU's streaming multiprocessors (`sm_count()`).
    pub sms: i64,
    /// The arguments after the function, each with its keyword if it has one.
    pub args: Vec<(Option<Arc<str>>, KeyPart)>,
}

/// The session's remembered results.
#[derive(Default)]
pub(crate) struct Memo {
    /// The generation of the definitions the entries were computed under.
    generation: u64,
    entries: FxHashMap<Key, Value>,
}

impl Memo {
    /// The result remembered for `key` under definitions of `generation`.
    pub(crate) fn get(&mut self, generation: u64, key: &Key) -> Option<Value> {
        if self.generation != generation {
            self.entries.clear();
            self.generation = generation;
        }
        self.entries.get(key).cloned()
    }

    /// Remembers `value` for `key` (after [`Memo::get`] missed under the same generation).
    pub(crate) fn insert(&mut self, key: Key, value: Value) {
        if self.entries.len() >= CAPACITY {
            self.entries.clear();
        }
        self.entries.insert(key, value);
    }

    /// How many results are remembered.
    #[cfg(test)]
    pub(crate) fn len(&self) -> usize {
        self.entries.len()
    }
}

/// Whether `v` holds an array anywhere (a result `cached` refuses: every later call would get
/// the same array, storage and all).
pub(crate) fn holds_array(v: &Value) -> bool {
    match v {
        Value::Array(_) => true,
        Value::Tuple(items) => items.iter().any(holds_array),
        Value::List(items) => items.iter().any(holds_array),
        Value::Method(recv, _) => holds_array(recv),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(args: Vec<KeyPart>) -> Key {
        Key { function: 1, backend: "cpu", sms: 132, args: args.into_iter().map(|a| (None, a)).collect() }
    }

    #[test]
    fn floats_key_by_bits() {
        assert_eq!(KeyPart::of(&Value::Float(f64::NAN)), KeyPart::of(&Value::Float(f64::NAN)));
        assert_ne!(KeyPart::of(&Value::Float(0.0)), KeyPart::of(&Value::Float(-0.0)));
        assert_ne!(KeyPart::of(&Value::Int(1)), KeyPart::of(&Value::Float(1.0)));
    }

    #[test]
    fn a_new_generation_forgets() {
        let mut memo = Memo::default();
        assert!(memo.get(1, &key(vec![KeyPart::Int(3)])).is_none());
        memo.insert(key(vec![KeyPart::Int(3)]), Value::Int(9));
        assert!(matches!(memo.get(1, &key(vec![KeyPart::Int(3)])), Some(Value::Int(9))));
        assert!(memo.get(2, &key(vec![KeyPart::Int(3)])).is_none());
        assert_eq!(memo.len(), 0);
    }

    #[test]
    fn a_full_table_starts_again() {
        let mut memo = Memo::default();
        memo.get(0, &key(vec![]));
        for i in 0..CAPACITY as i64 + 1 {
            memo.insert(key(vec![KeyPart::Int(i)]), Value::None);
        }
        assert_eq!(memo.len(), 1);
    }

    #[test]
    fn results_with_arrays_are_found() {
        let a = Value::Array(crate::runtime::array::Array::unset(DType::F32, &[2]));
        assert!(holds_array(&Value::tuple(vec![Value::Int(1), a])));
        assert!(!holds_array(&Value::tuple(vec![Value::Int(1), Value::str("x")])));
    }
}
