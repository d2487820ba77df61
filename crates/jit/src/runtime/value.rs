//! [`Value`]: everything host code computes with.
//!
//! Values are cheap to clone: compound values share their contents (`Arc`), and arrays share
//! their storage, as Python objects share by reference. Tuples and lists behave as values:
//! assigning to a list element changes the list bound to that name only.

use std::sync::Arc;

use tile_lang::syntax::ast;
use tile_lang::DType;

use super::array::Array;
use super::format::{format_array, py_float};
use super::interp::Slots;
use super::ops::Num;

/// A host value.
#[derive(Clone, Debug, Default)]
pub enum Value {
    /// `None`.
    #[default]
    None,
    /// `True` or `False`.
    Bool(bool),
    /// A 64-bit integer (overflow is an error, not a wrap).
    Int(i64),
    /// A 64-bit float.
    Float(f64),
    /// A string.
    Str(Arc<str>),
    /// A dtype (`f32`, `bf16`, ...).
    DType(DType),
    /// A tuple.
    Tuple(Arc<[Value]>),
    /// A list.
    List(Arc<Vec<Value>>),
    /// An array (a view of shared storage).
    Array(Array),
    /// `range(start, stop, step)`, iterated lazily.
    Range(i64, i64, i64),
    /// A host `def`.
    Function(Function),
    /// A `kernel`, launched by name.
    Kernel(KernelRef),
    /// A builtin function (host builtin or one the embedder registered).
    Builtin(Arc<str>),
    /// A method of a value, e.g. `a.astype` (the builtin of that name with `a` first).
    Method(Box<Value>, &'static str),
    /// An imported module (`import softmax`).
    Module(Arc<str>),
}

/// A host function: a `def` and the name it was defined under. A handle: host code passes
/// functions around as values (every call looks its callee up), so a copy is one reference
/// count, not one per part.
#[derive(Clone, Debug)]
pub struct Function(Arc<FunctionData>);

/// What a [`Function`] holds.
#[derive(Debug)]
struct FunctionData {
    def: Arc<ast::FuncDef>,
    /// The imported module that defines it (`None`: the script or session): names in its body
    /// resolve there.
    module: Option<Arc<str>>,
    /// The slots of its parameters and of the other names its body binds, and the slot of
    /// every name in its body, made once for the calls to share.
    slots: Slots,
}

impl Function {
    /// The host function `def`, defined in `module` (`None`: the script or session).
    pub(crate) fn new(def: Arc<ast::FuncDef>, module: Option<Arc<str>>) -> Function {
        let slots = Slots::of(&def);
        Function(Arc::new(FunctionData { def, module, slots }))
    }

    /// The name the function was defined under.
    pub fn name(&self) -> &str {
        &self.0.def.name.name
    }

    pub(crate) fn def(&self) -> &Arc<ast::FuncDef> {
        &self.0.def
    }

    /// The imported module that defines it (`None`: the script or session).
    pub(crate) fn module(&self) -> &Option<Arc<str>> {
        &self.0.module
    }

    pub(crate) fn slots(&self) -> &Slots {
        &self.0.slots
    }

    /// Whether `other` is this very function (a copy of the same handle).
    pub(crate) fn is(&self, other: &Function) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// A kernel, by the name the session knows it under.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelRef {
    pub(crate) name: Arc<str>,
}

impl KernelRef {
    /// The kernel's name.
    pub fn name(&self) -> &str {
        &self.name
    }
}

impl Value {
    /// A string value.
    pub fn str(s: &str) -> Value {
        Value::Str(Arc::from(s))
    }

    /// A tuple of `items`.
    pub fn tuple(items: Vec<Value>) -> Value {
        Value::Tuple(Arc::from(items))
    }

    /// The type name used in messages (`int`, `float`, `array`, ...).
    pub fn type_name(&self) -> &'static str {
        match self {
            Value::None => "None",
            Value::Bool(_) => "bool",
            Value::Int(_) => "int",
            Value::Float(_) => "float",
            Value::Str(_) => "str",
            Value::DType(_) => "dtype",
            Value::Tuple(_) => "tuple",
            Value::List(_) => "list",
            Value::Array(_) => "array",
            Value::Range(..) => "range",
            Value::Function(_) => "function",
            Value::Kernel(_) => "kernel",
            Value::Builtin(_) | Value::Method(..) => "builtin",
            Value::Module(_) => "module",
        }
    }

    /// "an integer", "a float array of shape (3,)", ... for messages.
    pub fn describe(&self) -> String {
        match self {
            Value::None => "None".into(),
            Value::Bool(_) => "a bool".into(),
            Value::Int(i) => format!("the integer {i}"),
            Value::Float(_) => "a float".into(),
            Value::Str(_) => "a string".into(),
            Value::DType(d) => format!("the dtype {d}"),
            Value::Tuple(t) => format!("a tuple of {} element{}", t.len(), if t.len() == 1 { "" } else { "s" }),
            Value::List(l) => format!("a list of {} element{}", l.len(), if l.len() == 1 { "" } else { "s" }),
            Value::Array(a) => format!("a {} array of shape {}", a.dtype(), super::error::shape_str(a.shape())),
            Value::Range(..) => "a range".into(),
            Value::Function(f) => format!("the function `{}`", f.name()),
            Value::Kernel(k) => format!("the kernel `{}`", k.name()),
            Value::Builtin(n) => format!("the builtin `{n}`"),
            Value::Method(_, n) => format!("the method `{n}`"),
            Value::Module(m) => format!("the module `{m}`"),
        }
    }

    /// The REPL's `:type`: `f32[1000]`, `int`, `tuple[int, float]`, ...
    pub fn type_string(&self) -> String {
        match self {
            Value::Array(a) => a.type_string(),
            Value::Tuple(items) => format!("tuple[{}]", items.iter().map(Value::type_string).collect::<Vec<_>>().join(", ")),
            Value::Kernel(k) => format!("kernel {}", k.name()),
            Value::Function(f) => format!("function {}", f.name()),
            other => other.type_name().to_string(),
        }
    }

    /// A Python number, if this is one.
    pub(crate) fn num(&self) -> Option<Num> {
        match self {
            Value::Bool(b) => Some(Num::Bool(*b)),
            Value::Int(i) => Some(Num::Int(*i)),
            Value::Float(f) => Some(Num::Float(*f)),
            _ => None,
        }
    }

    pub(crate) fn from_num(n: Num) -> Value {
        match n {
            Num::Bool(b) => Value::Bool(b),
            Num::Int(i) => Value::Int(i),
            Num::Float(f) => Value::Float(f),
        }
    }

    /// Python's `str()`: what `print` shows.
    pub fn to_str(&self) -> String {
        match self {
            Value::Str(s) => s.to_string(),
            Value::Array(a) => format_array(a, false),
            other => other.repr(),
        }
    }

    /// Python's `repr()`: what the REPL echoes.
    pub fn repr(&self) -> String {
        match self {
            Value::None => "None".into(),
            Value::Bool(true) => "True".into(),
            Value::Bool(false) => "False".into(),
            Value::Int(i) => i.to_string(),
            Value::Float(f) => py_float(*f),
            Value::Str(s) => quote(s),
            Value::DType(d) => d.to_string(),
            Value::Tuple(items) if items.len() == 1 => format!("({},)", items[0].repr()),
            Value::Tuple(items) => format!("({})", items.iter().map(Value::repr).collect::<Vec<_>>().join(", ")),
            Value::List(items) => format!("[{}]", items.iter().map(Value::repr).collect::<Vec<_>>().join(", ")),
            Value::Array(a) => format_array(a, true),
            Value::Range(a, b, 1) => format!("range({a}, {b})"),
            Value::Range(a, b, s) => format!("range({a}, {b}, {s})"),
            Value::Function(f) => format!("<function {}>", f.name()),
            Value::Kernel(k) => format!("<kernel {}>", k.name()),
            Value::Builtin(n) => format!("<builtin {n}>"),
            Value::Method(_, n) => format!("<method {n}>"),
            Value::Module(m) => format!("<module {m}>"),
        }
    }

    /// Python truthiness; `None` for arrays of more than one element (ambiguous).
    pub(crate) fn truth(&self) -> Option<bool> {
        Some(match self {
            Value::None => false,
            Value::Bool(b) => *b,
            Value::Int(i) => *i != 0,
            Value::Float(f) => *f != 0.0,
            Value::Str(s) => !s.is_empty(),
            Value::Tuple(t) => !t.is_empty(),
            Value::List(l) => !l.is_empty(),
            Value::Range(a, b, s) => range_len(*a, *b, *s) > 0,
            Value::Array(a) if a.size() == 1 => a.read_f64().ok().and_then(|v| v.first().copied()).is_none_or(|x| x != 0.0),
            Value::Array(_) => return None,
            _ => true,
        })
    }
}

/// Python's string repr: single quotes, or double quotes when the text has a single quote
/// and no double one.
fn quote(s: &str) -> String {
    let q = if s.contains('\'') && !s.contains('"') { '"' } else { '\'' };
    let mut out = String::from(q);
    for c in s.chars() {
        match c {
            c if c == q => {
                out.push('\\');
                out.push(c);
            }
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push(q);
    out
}

/// The number of values of `range(a, b, s)`.
pub(crate) fn range_len(a: i64, b: i64, s: i64) -> i64 {
    let (a, b, s) = (i128::from(a), i128::from(b), i128::from(s));
    let n = if s > 0 { (b - a + s - 1) / s } else { (a - b - s - 1) / -s };
    n.max(0) as i64
}

impl From<bool> for Value {
    fn from(b: bool) -> Value {
        Value::Bool(b)
    }
}

impl From<i64> for Value {
    fn from(i: i64) -> Value {
        Value::Int(i)
    }
}

impl From<i32> for Value {
    fn from(i: i32) -> Value {
        Value::Int(i64::from(i))
    }
}

impl From<f64> for Value {
    fn from(f: f64) -> Value {
        Value::Float(f)
    }
}

impl From<&str> for Value {
    fn from(s: &str) -> Value {
        Value::str(s)
    }
}

impl From<String> for Value {
    fn from(s: String) -> Value {
        Value::Str(Arc::from(s))
    }
}

impl From<DType> for Value {
    fn from(d: DType) -> Value {
        Value::DType(d)
    }
}

impl From<Array> for Value {
    fn from(a: Array) -> Value {
        Value::Array(a)
    }
}

impl std::fmt::Display for Value {
    /// Python's `str()`, as `print` shows the value.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.to_str())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reprs_follow_python() {
        assert_eq!(Value::tuple(vec![Value::Int(1)]).repr(), "(1,)");
        assert_eq!(Value::tuple(vec![Value::Int(1), Value::Float(2.0), Value::str("a'b")]).repr(), "(1, 2.0, \"a'b\")");
        assert_eq!(Value::str("a'b\"c").repr(), "'a\\'b\"c'", "both quotes: single, the single one escaped");
        assert_eq!(Value::str("x").to_str(), "x");
        assert_eq!(Value::Range(0, 10, 1).repr(), "range(0, 10)");
        assert_eq!(range_len(0, 10, 3), 4);
        assert_eq!(range_len(10, 0, -3), 4);
        assert_eq!(range_len(5, 0, 1), 0);
        assert_eq!(Value::None.truth(), Some(false));
    }
}
