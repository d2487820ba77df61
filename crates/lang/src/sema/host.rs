//! The host-code checker.
//!
//! Top-level statements run on the host: they make arrays, launch kernels and check results.
//! The checker interprets them abstractly: numbers are tracked when they are compile-time
//! knowable, arrays by dtype and (where known) shape. That is enough to report undefined
//! names, wrong calls, bad launches and shape mismatches before anything runs, and to find
//! the specialisation each `launch` needs, so that its kernel can be checked for it.
//!
//! Loops over literal tuples are unrolled (each iteration may launch a different
//! specialisation, as autotuning loops do); other loops are checked once with unknown values.

use indexmap::IndexMap;

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::{self, Arg, BinOp, Expr, ExprKind, Stmt, StmtKind, Target, UnOp};

use super::args;
use super::builtins;

mod counting;
mod strings;
use super::globals::{FuncId, Global, ModId, Unit};
use super::rules;
use super::spec::{classify, const_value, default_facts, ParamClass, SpecRequest};
use crate::tir::SpecArg;
use super::value::Val;

/// An abstract host value.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum H {
    Int(Option<i64>),
    Float(Option<f64>),
    Bool(Option<bool>),
    Str,
    None,
    DType(DType),
    Array(HArray),
    Tuple(Vec<H>),
    Func(FuncId),
    Module(ModId),
    Builtin(&'static str),
    /// Anything: the checker cannot tell (e.g. a value loaded from a file).
    Unknown,
}

/// The host function calls the checker follows under one outermost call: enough for a
/// recursion over small known numbers, few enough that one whose conditions stay unknown (both
/// branches followed at every level) ends quickly.
const CALL_BUDGET: u32 = 256;

/// What is known about a host array.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct HArray {
    pub dtype: Option<DType>,
    /// `None` when even the rank is unknown.
    pub shape: Option<Vec<Option<i64>>>,
}

impl HArray {
    fn unknown() -> HArray {
        HArray { dtype: None, shape: None }
    }
}

/// The attributes of a host array (`a.shape`); `strides` are in bytes, as in NumPy.
pub const ARRAY_ATTRIBUTES: &[&str] = &["shape", "dtype", "ndim", "size", "T", "strides", "itemsize", "device"];

/// The methods of a host array: `a.astype(f16)` is `astype(a, f16)`.
pub const ARRAY_METHODS: &[&str] =
    &["astype", "reshape", "transpose", "copy", "to_cpu", "to_gpu", "sum", "max", "min", "mean", "var", "prod", "argmax", "argmin"];

/// Host builtins and their parameters (`name=` optional, `*name` variadic).
pub const HOST_BUILTINS: &[(&str, &[&str])] = &[
    ("zeros", &["shape", "dtype="]),
    ("ones", &["shape", "dtype="]),
    ("empty", &["shape", "dtype="]),
    ("scratch", &["shape", "dtype="]),
    ("full", &["shape", "value", "dtype="]),
    ("zeros_like", &["a", "dtype="]),
    ("ones_like", &["a", "dtype="]),
    ("empty_like", &["a", "dtype="]),
    ("full_like", &["a", "value", "dtype="]),
    ("arange", &["start", "stop=", "step=", "dtype="]),
    ("linspace", &["start", "stop", "num", "dtype="]),
    ("rand", &["shape", "dtype=", "seed="]),
    ("randn", &["shape", "dtype=", "seed="]),
    ("array", &["data", "dtype="]),
    ("load_npy", &["path"]),
    ("save_npy", &["path", "a"]),
    ("astype", &["a", "dtype"]),
    ("reshape", &["a", "shape"]),
    ("transpose", &["a", "axes="]),
    ("copy", &["a"]),
    ("to_cpu", &["a"]),
    ("to_gpu", &["a"]),
    ("exp", &["x"]),
    ("exp2", &["x"]),
    ("log", &["x"]),
    ("log2", &["x"]),
    ("sqrt", &["x"]),
    ("rsqrt", &["x"]),
    ("sin", &["x"]),
    ("cos", &["x"]),
    ("tanh", &["x"]),
    ("sigmoid", &["x"]),
    ("erf", &["x"]),
    ("abs", &["x"]),
    ("floor", &["x"]),
    ("ceil", &["x"]),
    ("maximum", &["x", "y"]),
    ("minimum", &["x", "y"]),
    ("pow", &["x", "y"]),
    ("where", &["cond", "x", "y"]),
    ("sum", &["a", "axis=", "keepdims="]),
    ("prod", &["a", "axis=", "keepdims="]),
    ("mean", &["a", "axis=", "keepdims="]),
    ("var", &["a", "axis=", "keepdims="]),
    ("max", &["a", "b=", "axis=", "keepdims="]),
    ("min", &["a", "b=", "axis=", "keepdims="]),
    ("argmax", &["a", "axis="]),
    ("argmin", &["a", "axis="]),
    ("allclose", &["a", "b", "rtol=", "atol="]),
    ("max_abs_diff", &["a", "b"]),
    ("print", &["*args", "sep=", "end="]),
    ("str", &["x="]),
    ("format", &["value", "spec="]),
    ("randint", &["low", "high", "shape", "dtype=", "seed="]),
    ("bincount", &["x", "minlength="]),
    ("unique", &["x"]),
    ("sort", &["x", "axis="]),
    ("len", &["x"]),
    ("range", &["*args"]),
    ("int", &["x"]),
    ("float", &["x"]),
    ("cdiv", &["a", "b"]),
    ("next_pow2", &["n"]),
    ("backend", &[]),
    ("backends", &[]),
    ("sm_count", &[]),
    ("trace_launches", &["on="]),
    ("tuned", &["kernel", "shape", "dtype"]),
    ("cached", &["f", "*args"]),
    ("launch", &["kernel", "grid", "args", "backend="]),
    ("time", &[]),
    ("bench", &["f", "repeat=", "warmup=", "flush=", "label="]),
];

/// The smallest power of two at least `n` (1 for `n <= 1`), as `next_pow2` computes it;
/// `None` past the largest power of two an i64 holds.
pub fn next_pow2(n: i64) -> Option<i64> {
    if n <= 1 {
        return Some(1);
    }
    u64::try_from(n).ok()?.checked_next_power_of_two().and_then(|p| i64::try_from(p).ok())
}

/// Whether `name` is a host builtin that kernels cannot use.
pub(crate) fn is_host_builtin(name: &str) -> bool {
    HOST_BUILTINS.iter().any(|(n, _)| *n == name) && super::builtins::KERNEL_BUILTINS.iter().all(|(n, _)| *n != name)
}

fn host_params(name: &str) -> Option<&'static [&'static str]> {
    HOST_BUILTINS.iter().find(|(n, _)| *n == name).map(|(_, p)| *p)
}

/// The result of checking host code.
pub(crate) struct HostResult {
    pub requests: Vec<(SpecRequest, IndexMap<String, Val>)>,
    /// Constants of the module scope after the host code ran (for `@spec` checks).
    pub final_consts: IndexMap<String, Val>,
    /// Launches whose arguments are known only at run time (a `const` computed from data, an
    /// array of unknown shape): the kernel is checked for them when they run.
    pub run_time_launches: Vec<(FuncId, Span)>,
}

struct HostChecker<'u, 'a> {
    unit: &'u Unit<'a>,
    diags: &'u mut Vec<Diagnostic>,
    env: IndexMap<String, H>,
    requests: Vec<(SpecRequest, IndexMap<String, Val>)>,
    run_time_launches: Vec<(FuncId, Span)>,
    loop_depth: usize,
    calls: Vec<FuncId>,
    ret: Option<H>,
    /// Whether every way to the statement being checked has passed a `return` of the host
    /// function being called: what follows does not run (`if n > 100: return 128` then
    /// `return 64` gives 128 for `n = 1000`, not either).
    returned: bool,
    /// Host function calls the checker may still follow under the outermost one
    /// ([`CALL_BUDGET`]).
    call_budget: u32,
    /// The module-level names while a host function runs: functions read globals.
    globals: Option<IndexMap<String, H>>,
    /// The root module's names when the outermost host function call began.
    root_globals: IndexMap<String, H>,
    /// The module whose definitions names resolve to: a function of an imported module sees
    /// that module's definitions, not the importer's.
    module: ModId,
}

/// Checks the host code of the root module.
pub(crate) fn check_host(unit: &Unit<'_>, diags: &mut Vec<Diagnostic>) -> HostResult {
    let mut hc = HostChecker {
        unit,
        diags,
        env: IndexMap::new(),
        requests: Vec::new(),
        run_time_launches: Vec::new(),
        loop_depth: 0,
        calls: Vec::new(),
        ret: None,
        returned: false,
        call_budget: CALL_BUDGET,
        globals: None,
        root_globals: IndexMap::new(),
        module: ModId(0),
    };
    let body = &unit.modules[0].ast.body;
    hc.block(body);
    let final_consts = hc.consts();
    HostResult { requests: hc.requests, final_consts, run_time_launches: hc.run_time_launches }
}

impl<'u, 'a> HostChecker<'u, 'a> {
    fn err(&mut self, d: Diagnostic) {
        self.diags.push(d);
    }

    /// Known constants of the current scope, as kernels see host globals.
    fn consts(&self) -> IndexMap<String, Val> {
        self.env
            .iter()
            .filter_map(|(n, h)| {
                let v = match h {
                    H::Int(Some(i)) => Val::Int(*i),
                    H::Float(Some(f)) => Val::Float(*f),
                    H::Bool(Some(b)) => Val::Bool(*b),
                    H::DType(d) => Val::DType(*d),
                    _ => return None,
                };
                Some((n.clone(), v))
            })
            .collect()
    }

    fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            if self.returned {
                break;
            }
            self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.expr(e);
            }
            StmtKind::Assign { target, value } => {
                let v = self.expr(value);
                self.assign(target, v, value.span);
            }
            StmtKind::AugAssign { target, op, value } => {
                let rhs = self.expr(value);
                if let Target::Name(id) = target {
                    let old = self.lookup(&id.name, id.span);
                    let v = self.binary(*op, (old, id.span), (rhs, value.span), s.span);
                    self.env.insert(id.name.clone(), v);
                } else {
                    self.assign(target, H::Unknown, s.span);
                }
            }
            StmtKind::If { branches, orelse } => self.if_stmt(branches, orelse.as_deref()),
            StmtKind::For { target, iter, body } => self.for_stmt(target, iter, body),
            StmtKind::While { cond, body } => {
                self.expr(cond);
                self.loop_body(body);
            }
            StmtKind::Break | StmtKind::Continue => {
                if self.loop_depth == 0 {
                    let word = if matches!(s.kind, StmtKind::Break) { "break" } else { "continue" };
                    self.err(Diagnostic::error(codes::OUTSIDE_LOOP, format!("`{word}` outside a loop")).with_label(s.span, "not inside `for` or `while`"));
                }
            }
            StmtKind::Pass | StmtKind::Error | StmtKind::Def(_) | StmtKind::Import(_) => {}
            StmtKind::Return(value) => {
                let v = value.as_ref().map_or(H::None, |e| self.expr(e));
                if self.calls.is_empty() {
                    self.err(
                        Diagnostic::error(codes::UNSUPPORTED, "`return` outside a function")
                            .with_label(s.span, "at the top level of the script")
                            .with_help("top-level code runs from top to bottom; there is nothing to return from"),
                    );
                }
                // Returns of the same kind join (tuples of one length stay tuples of that
                // length), so an unpack of the result is checked whatever branch returned.
                self.ret = Some(match self.ret.take() {
                    Some(prev) => join_values(&prev, &v),
                    None => v,
                });
                self.returned = !self.calls.is_empty();
            }
            StmtKind::Assert { cond, message } => {
                self.expr(cond);
                if let Some(m) = message {
                    self.expr(m);
                }
            }
        }
    }

    fn assign(&mut self, target: &Target, v: H, span: Span) {
        match target {
            Target::Name(id) => {
                self.env.insert(id.name.clone(), v);
            }
            Target::Tuple(items, tspan) => match v {
                H::Tuple(vals) if vals.len() == items.len() => {
                    for (t, v) in items.iter().zip(vals) {
                        self.assign(t, v, span);
                    }
                }
                H::Tuple(vals) => {
                    self.err(
                        Diagnostic::error(codes::UNPACK_ARITY, format!("cannot unpack {} values into {} names", vals.len(), items.len()))
                            .with_label(*tspan, format!("{} names", items.len()))
                            .with_label(span, format!("{} values", vals.len()))
                            .with_help(unpack_help(vals.len())),
                    );
                    for t in items {
                        self.assign(t, H::Unknown, span);
                    }
                }
                _ => {
                    for t in items {
                        self.assign(t, H::Unknown, span);
                    }
                }
            },
            Target::Index { base, index, .. } => {
                self.expr(base);
                for i in index {
                    self.expr(i);
                }
            }
            Target::Error(_) => {}
        }
    }

    fn if_stmt(&mut self, branches: &[(Expr, Vec<Stmt>)], orelse: Option<&[Stmt]>) {
        let Some(((cond, body), rest)) = branches.split_first() else {
            if let Some(b) = orelse {
                self.block(b);
            }
            return;
        };
        match self.expr(cond) {
            H::Bool(Some(true)) => self.block(body),
            H::Bool(Some(false)) => self.if_stmt(rest, orelse),
            _ => {
                let before = self.env.clone();
                self.block(body);
                let then_returned = std::mem::replace(&mut self.returned, false);
                let after_then = std::mem::replace(&mut self.env, before);
                self.if_stmt(rest, orelse);
                // A branch that returned does not reach what follows: only the other's names do.
                match (then_returned, self.returned) {
                    (true, _) => {}
                    (false, true) => {
                        self.env = after_then;
                        self.returned = false;
                    }
                    (false, false) => self.join(&after_then),
                }
            }
        }
    }

    /// Merges another branch's environment into the current one: values that differ become
    /// unknown of the same kind.
    fn join(&mut self, other: &IndexMap<String, H>) {
        for (n, v) in other {
            let merged = match self.env.get(n) {
                Some(cur) => join_values(cur, v),
                None => v.clone(),
            };
            self.env.insert(n.clone(), merged);
        }
    }

    fn for_stmt(&mut self, target: &Target, iter: &Expr, body: &[Stmt]) {
        let it = self.expr(iter);
        match it {
            H::Tuple(items) if items.len() <= 64 => {
                self.loop_depth += 1;
                for item in items {
                    if self.returned {
                        break;
                    }
                    self.assign(target, item, iter.span);
                    self.block(body);
                }
                self.loop_depth -= 1;
            }
            other => {
                let elem = match other {
                    H::Builtin("range") => H::Int(None),
                    H::Array(_) => H::Unknown,
                    H::Tuple(items) => items.first().map(|i| join_values(i, i)).unwrap_or(H::Unknown),
                    H::Unknown => H::Unknown,
                    other => {
                        self.err(Diagnostic::error(codes::TYPE_MISMATCH, format!("cannot iterate over {}", describe(&other))).with_label(iter.span, "not iterable"));
                        H::Unknown
                    }
                };
                self.assign(target, unknown_like(&elem), iter.span);
                self.loop_body(body);
            }
        }
    }

    /// Checks a loop body once with every name it assigns made unknown first, so the
    /// checker does not assume the values of the first iteration.
    fn loop_body(&mut self, body: &[Stmt]) {
        let mut assigned = Vec::new();
        super::kernel::collect_assigned(body, &mut assigned);
        for n in &assigned {
            if let Some(v) = self.env.get(n).cloned() {
                self.env.insert(n.clone(), unknown_like(&v));
            }
        }
        self.loop_depth += 1;
        let before = self.env.clone();
        self.block(body);
        self.loop_depth -= 1;
        self.join(&before);
        // The body may run no time at all: a `return` in it does not end the function.
        self.returned = false;
    }

    // ----- expressions -----------------------------------------------------------------------

    /// A called name that resolves to nothing at all (not even a kernel-only builtin).
    fn unknown_callee(&self, name: &str) -> bool {
        !self.env.contains_key(name)
            && !self.globals.as_ref().is_some_and(|g| g.contains_key(name))
            && self.unit.lookup(self.module, name).is_none()
            && super::spec::scalar_alias(name).is_none()
            && !HOST_BUILTINS.iter().any(|(n, _)| *n == name)
            && !super::builtins::KERNEL_BUILTINS.iter().any(|(n, _)| *n == name)
    }

    fn lookup(&mut self, name: &str, span: Span) -> H {
        if let Some(v) = self.env.get(name) {
            return v.clone();
        }
        if let Some(v) = self.globals.as_ref().and_then(|g| g.get(name)) {
            return v.clone();
        }
        if let Some(g) = self.unit.lookup(self.module, name) {
            return match g {
                Global::Func(f) => H::Func(f),
                Global::Module(m) => H::Module(m),
                Global::Broken => H::Unknown,
            };
        }
        if let Some(d) = super::spec::scalar_alias(name) {
            return H::DType(d);
        }
        match name {
            "inf" => return H::Float(Some(f64::INFINITY)),
            "nan" => return H::Float(Some(f64::NAN)),
            "pi" => return H::Float(Some(std::f64::consts::PI)),
            _ => {}
        }
        if let Some((n, _)) = HOST_BUILTINS.iter().find(|(n, _)| *n == name) {
            return H::Builtin(n);
        }
        if super::builtins::KERNEL_BUILTINS.iter().any(|(n, _)| *n == name) {
            self.err(
                Diagnostic::error(codes::WRONG_CONTEXT, format!("`{name}` can only be used inside a kernel"))
                    .with_label(span, "kernel builtin used in host code")
                    .with_help("host code runs on the CPU, outside any block; move this into a `kernel` and `launch` it"),
            );
            return H::Unknown;
        }
        let mut candidates: Vec<&str> = self.env.keys().map(String::as_str).collect();
        candidates.extend(self.unit.modules[0].scope.keys().map(String::as_str));
        candidates.extend(HOST_BUILTINS.iter().map(|b| b.0));
        let d = Diagnostic::error(codes::UNDEFINED_NAME, format!("`{name}` is not defined")).with_label(span, "not found in this scope");
        let d = match args::closest(name, candidates.into_iter()) {
            Some(s) => d.with_help(format!("did you mean `{s}`?")),
            None => d,
        };
        self.err(d);
        H::Unknown
    }

    fn expr(&mut self, e: &Expr) -> H {
        // A long operator chain is a tree as deep as it is long: grow the stack as it recurses.
        stacker::maybe_grow(super::RED_ZONE, super::STACK_SEGMENT, || self.expr_inner(e))
    }

    fn expr_inner(&mut self, e: &Expr) -> H {
        match &e.kind {
            ExprKind::Int(v) => H::Int(Some(*v)),
            ExprKind::Float(v) => H::Float(Some(*v)),
            ExprKind::Bool(b) => H::Bool(Some(*b)),
            ExprKind::Str(_) => H::Str,
            ExprKind::FStr(parts) => self.fstring(parts),
            ExprKind::None => H::None,
            ExprKind::Name(n) => self.lookup(n, e.span),
            ExprKind::Tuple(items) => H::Tuple(items.iter().map(|i| self.expr(i)).collect()),
            ExprKind::List(items) => H::Tuple(items.iter().map(|i| self.expr(i)).collect()),
            ExprKind::Unary { op, operand } => {
                let v = self.expr(operand);
                unary(*op, v)
            }
            ExprKind::Binary { op, lhs, rhs } => {
                let a = self.expr(lhs);
                let b = self.expr(rhs);
                self.binary(*op, (a, lhs.span), (b, rhs.span), e.span)
            }
            ExprKind::Call { func, args } => self.call(func, args, e.span),
            ExprKind::Attr { base, name } => {
                let b = self.expr(base);
                self.attr(b, name, base.span)
            }
            ExprKind::Index { base, index } => {
                let b = self.expr(base);
                let idx: Vec<H> = index.iter().map(|i| self.expr(i)).collect();
                index_value(b, &idx, index)
            }
            ExprKind::Slice { start, stop, step } => {
                for p in [start, stop, step].into_iter().flatten() {
                    self.expr(p);
                }
                H::Unknown
            }
            ExprKind::IfExpr { cond, then, orelse } => {
                let c = self.expr(cond);
                let a = self.expr(then);
                let b = self.expr(orelse);
                match c {
                    H::Bool(Some(true)) => a,
                    H::Bool(Some(false)) => b,
                    _ => join_values(&a, &b),
                }
            }
            ExprKind::Error => H::Unknown,
        }
    }

    fn attr(&mut self, base: H, name: &ast::Ident, base_span: Span) -> H {
        match (&base, name.name.as_str()) {
            (H::Array(a), "shape") => match &a.shape {
                Some(s) => H::Tuple(s.iter().map(|d| H::Int(*d)).collect()),
                None => H::Unknown,
            },
            (H::Array(a), "dtype") => a.dtype.map_or(H::Unknown, H::DType),
            (H::Array(a), "ndim") => H::Int(a.shape.as_ref().map(|s| s.len() as i64)),
            (H::Array(a), "T") => H::Array(HArray { dtype: a.dtype, shape: a.shape.as_ref().map(|s| s.iter().rev().copied().collect()) }),
            (H::Array(a), "size") => H::Int(a.shape.as_ref().and_then(|s| s.iter().try_fold(1i64, |acc, d| d.map(|d| acc * d)))),
            (H::Array(a), "itemsize") => H::Int(a.dtype.map(|d| d.size_bytes() as i64)),
            (H::Array(_), "strides" | "device") => H::Unknown,
            (H::Array(_), m) if ARRAY_METHODS.contains(&m) => H::Unknown,
            (H::Module(m), n) => match self.unit.lookup(*m, n) {
                Some(Global::Func(f)) => H::Func(f),
                Some(Global::Module(m)) => H::Module(m),
                Some(Global::Broken) => H::Unknown,
                None => {
                    self.err(Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("module `{}` has no `{n}`", self.unit.modules[m.0].name)).with_label(name.span, "not defined there"));
                    H::Unknown
                }
            },
            (H::Unknown, _) => H::Unknown,
            (H::Array(_), n) => {
                self.err(
                    Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("arrays have no attribute `{n}`"))
                        .with_label(name.span, "unknown attribute")
                        .with_label(base_span, "an array")
                        .with_help(format!("arrays have {} and the methods {}", ARRAY_ATTRIBUTES.join(", "), ARRAY_METHODS.join(", "))),
                );
                H::Unknown
            }
            (H::Tuple(_), n) => {
                // The checker types list literals as tuples; neither has attributes or methods.
                self.err(
                    Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("tuples and lists have no attribute `{n}`"))
                        .with_label(name.span, "unknown attribute")
                        .with_label(base_span, "a tuple or list")
                        .with_help("they have no methods: `xs = xs + [x]` appends to a list, `len(xs)` counts it"),
                );
                H::Unknown
            }
            (other, n) => {
                self.err(Diagnostic::error(codes::UNKNOWN_ATTRIBUTE, format!("{} has no attribute `{n}`", describe(other))).with_label(name.span, "unknown attribute"));
                H::Unknown
            }
        }
    }

    fn binary(&mut self, op: BinOp, a: (H, Span), b: (H, Span), span: Span) -> H {
        match (&a.0, &b.0) {
            (H::Array(x), H::Array(y)) => self.array_binary(op, x, y, (a.1, b.1), span),
            (H::Array(x), n) | (n, H::Array(x)) if is_num(n) => {
                // The number is weak: it takes the array's dtype, but a float makes an integer
                // or bool array f32 and an integer makes a bool array i32 (the runtime's rule).
                let mut r = x.clone();
                let common = x.dtype.and_then(|d| rules::promote(d, rules::weak_scalar_dtype(d, matches!(n, H::Float(_)), matches!(n, H::Bool(_)))));
                r.dtype = if op.is_comparison() {
                    Some(DType::Bool)
                } else if op == BinOp::Div {
                    common.map(|d| if d.is_float() { d } else { DType::F32 })
                } else {
                    common
                };
                H::Array(r)
            }
            (H::Array(_), H::Unknown) | (H::Unknown, H::Array(_)) => H::Array(HArray::unknown()),
            _ => fold(op, &a.0, &b.0),
        }
    }

    fn array_binary(&mut self, op: BinOp, x: &HArray, y: &HArray, spans: (Span, Span), span: Span) -> H {
        if op == BinOp::MatMul {
            return self.host_matmul(x, y, spans);
        }
        let dtype = match (x.dtype, y.dtype) {
            (Some(a), Some(b)) => rules::promote(a, b),
            _ => None,
        };
        let dtype = if op.is_comparison() { Some(DType::Bool) } else if op == BinOp::Div { dtype.map(|d| if d.is_float() { d } else { DType::F32 }) } else { dtype };
        let shape = match (&x.shape, &y.shape) {
            (Some(sa), Some(sb)) if sa.iter().chain(sb).all(Option::is_some) => {
                let ua: Vec<u32> = sa.iter().map(|d| d.unwrap_or(1).clamp(0, u32::MAX as i64) as u32).collect();
                let ub: Vec<u32> = sb.iter().map(|d| d.unwrap_or(1).clamp(0, u32::MAX as i64) as u32).collect();
                match rules::broadcast_shapes(&ua, &ub) {
                    Ok(s) => Some(s.into_iter().map(|d| Some(i64::from(d))).collect()),
                    Err(i) => {
                        self.err(super::expr::broadcast_error(&ua, &ub, i, spans.0, spans.1, span, &format!("`{}`", op.symbol())));
                        None
                    }
                }
            }
            _ => None,
        };
        H::Array(HArray { dtype, shape })
    }

    fn host_matmul(&mut self, x: &HArray, y: &HArray, spans: (Span, Span)) -> H {
        let dtype = match (x.dtype, y.dtype) {
            (Some(a), Some(b)) => rules::promote(a, b),
            _ => None,
        };
        let shape = match (&x.shape, &y.shape) {
            (Some(sa), Some(sb)) if sa.len() == 2 && sb.len() == 2 => {
                if let (Some(k1), Some(k2)) = (sa[1], sb[0])
                    && k1 != k2
                {
                    self.err(
                        Diagnostic::error(codes::MMA_SHAPE, format!("matrix product of shapes ({}, {k1}) and ({k2}, {}) has mismatched inner dimensions", opt(sa[0]), opt(sb[1])))
                            .with_label(spans.0, format!("{k1} columns"))
                            .with_label(spans.1, format!("{k2} rows"))
                            .with_help("the left operand's columns must equal the right operand's rows; `transpose` one side if needed"),
                    );
                }
                Some(vec![sa[0], sb[1]])
            }
            _ => None,
        };
        H::Array(HArray { dtype, shape })
    }

    fn call(&mut self, func: &Expr, call_args: &[Arg], span: Span) -> H {
        if let ExprKind::Name(n) = &func.kind
            && self.unknown_callee(n)
        {
            let mut candidates: Vec<&str> = HOST_BUILTINS.iter().map(|b| b.0).collect();
            candidates.extend(self.unit.modules[0].scope.keys().map(String::as_str));
            let d = Diagnostic::error(codes::UNKNOWN_FUNCTION, format!("there is no function named `{n}`")).with_label(func.span, "unknown function");
            let d = match args::closest(n, candidates.into_iter()) {
                Some(s) => d.with_help(format!("did you mean `{s}`?")),
                None => d.with_help("host builtins are listed in docs/language.md; define functions with `def`"),
            };
            self.err(d);
            for a in call_args {
                self.expr(&a.value);
            }
            return H::Unknown;
        }
        let callee = self.expr(func);
        match callee {
            H::Builtin(name) => self.builtin(name, call_args, span),
            H::Func(f) => self.call_func(f, call_args, func.span, span),
            H::DType(d) => {
                let vals: Vec<H> = call_args.iter().map(|a| self.expr(&a.value)).collect();
                match vals.first() {
                    Some(H::Array(a)) => H::Array(HArray { dtype: Some(d), shape: a.shape.clone() }),
                    _ if d.is_float() => H::Float(None),
                    _ if d == DType::Bool => H::Bool(None),
                    _ => H::Int(None),
                }
            }
            H::Unknown => {
                for a in call_args {
                    self.expr(&a.value);
                }
                H::Unknown
            }
            other => {
                self.err(Diagnostic::error(codes::NOT_CALLABLE, format!("{} is not callable", describe(&other))).with_label(func.span, "called here"));
                H::Unknown
            }
        }
    }

    fn call_func(&mut self, f: FuncId, call_args: &[Arg], func_span: Span, span: Span) -> H {
        let def = self.unit.func(f).def;
        if def.kind == ast::FuncKind::Kernel {
            for a in call_args {
                self.expr(&a.value);
            }
            self.err(
                Diagnostic::error(codes::NOT_CALLABLE, format!("kernel `{}` cannot be called like a function", def.name.name))
                    .with_label(func_span, "called directly")
                    .with_label(def.name.span, "defined as a kernel here")
                    .with_help(format!("launch it over a grid: `launch({}, grid=(n,), args=(...))`", def.name.name)),
            );
            return H::Unknown;
        }
        let names: Vec<String> = def.params.iter().map(|p| if p.default.is_some() { format!("{}=", p.name.name) } else { p.name.name.clone() }).collect();
        let refs: Vec<&str> = names.iter().map(String::as_str).collect();
        let specs = args::specs(&refs);
        let Some(bound) = args::bind(&def.name.name, &specs, call_args, span, self.diags) else {
            return H::Unknown;
        };
        let mut env = IndexMap::new();
        for (i, p) in def.params.iter().enumerate() {
            let v = match bound.get(i) {
                Some(a) => self.expr(&a.value),
                None => p.default.as_ref().map_or(H::Unknown, |d| self.expr(d)),
            };
            env.insert(p.name.name.clone(), v);
        }
        // A recursive call is followed only with every argument a known number (`fact(3)`),
        // so that its conditions decide, and within a budget of calls: past it, or with an
        // argument unknown, its value is not tracked (recursion is allowed on the host).
        if self.calls.is_empty() {
            self.call_budget = CALL_BUDGET;
        }
        let known = |v: &H| matches!(v, H::Int(Some(_)) | H::Float(Some(_)) | H::Bool(Some(_)));
        let recursive = self.calls.contains(&f);
        if (recursive && !env.values().all(known)) || self.calls.len() > 16 || self.call_budget == 0 {
            return H::Unknown;
        }
        self.call_budget -= 1;
        let saved_env = std::mem::replace(&mut self.env, env);
        if self.calls.is_empty() {
            self.root_globals = saved_env.clone();
        }
        // An imported module's host code does not run: its functions see only its definitions.
        let module = self.unit.func(f).module;
        let globals = if module == ModId(0) { self.root_globals.clone() } else { IndexMap::new() };
        let saved_globals = self.globals.replace(globals);
        let saved_module = std::mem::replace(&mut self.module, module);
        let saved_ret = self.ret.take();
        let saved_returned = std::mem::replace(&mut self.returned, false);
        let saved_depth = std::mem::replace(&mut self.loop_depth, 0);
        self.calls.push(f);
        self.block(&def.body);
        self.calls.pop();
        self.returned = saved_returned;
        self.globals = saved_globals;
        self.module = saved_module;
        self.loop_depth = saved_depth;
        self.env = saved_env;
        std::mem::replace(&mut self.ret, saved_ret).unwrap_or(H::None)
    }

    /// `cached(f, *args)` is checked as the call `f(*args)` it makes the first time (so the
    /// launches it leads to are found, as in an uncached call); any other callee is an error.
    fn cached_call(&mut self, call_args: &[Arg], span: Span) -> H {
        let Some((first, rest)) = call_args.split_first().filter(|(f, _)| f.name.is_none()) else {
            for a in call_args {
                self.expr(&a.value);
            }
            return H::Unknown;
        };
        let callee = self.expr(&first.value);
        if let H::Func(f) = callee
            && self.unit.func(f).def.kind != ast::FuncKind::Kernel
        {
            return self.call_func(f, rest, first.value.span, span);
        }
        for a in rest {
            self.expr(&a.value);
        }
        let what = match callee {
            H::Unknown => return H::Unknown,
            H::Func(f) => format!("the kernel `{}`", self.unit.func(f).def.name.name),
            other => describe(&other),
        };
        self.err(
            Diagnostic::error(codes::NOT_CALLABLE, format!("`cached` calls a host function, not {what}"))
                .with_label(first.value.span, "not a `def`")
                .with_help("pass a function defined with `def`: `cached(plan, a.shape, a.dtype)`"),
        );
        H::Unknown
    }

    fn builtin(&mut self, name: &'static str, call_args: &[Arg], span: Span) -> H {
        // `max(a, b, ...)`: the extremum of several operands, elementwise for arrays (Python's
        // max of several numbers), as the interpreter takes it; `axis=` and `keepdims=` belong
        // to the reduction of one operand.
        if matches!(name, "max" | "min")
            && let Some(call) = builtins::several_operands(call_args, "b")
        {
            let vals: Vec<H> = call.operands.iter().map(|a| self.expr(&a.value)).collect();
            if let Some(key) = call.reduction_keyword {
                self.err(builtins::conflicting_extremum_keyword(name, &key.name, key.span, span));
                return H::Unknown;
            }
            return vals.iter().skip(1).fold(vals[0].clone(), |m, x| fold_minmax(name, &m, x));
        }
        let specs = args::specs(host_params(name).unwrap_or(&[]));
        let Some(bound) = args::bind(name, &specs, call_args, span, self.diags) else {
            for a in call_args {
                self.expr(&a.value);
            }
            return H::Unknown;
        };
        if name == "cached" {
            return self.cached_call(call_args, span);
        }
        if name == "launch" {
            // The back end is named at run time (a string of `tile_codegen::BACKENDS`, checked
            // there); here its expression is only checked.
            if let Some(backend) = bound.get(3) {
                self.expr(&backend.value);
            }
            return self.launch(bound.get(0), bound.get(1), bound.get(2), span);
        }
        let vals: Vec<Option<H>> = bound.slots.iter().map(|s| s.map(|a| self.expr(&a.value))).collect();
        let rest: Vec<H> = bound.rest.iter().map(|a| self.expr(&a.value)).collect();
        let v = |i: usize| vals.get(i).cloned().flatten().unwrap_or(H::Unknown);
        let dtype_or = |i: usize, default: Option<DType>| match vals.get(i).cloned().flatten() {
            Some(H::DType(d)) => Some(d),
            Some(_) => None,
            None => default,
        };
        match name {
            "zeros" | "ones" | "empty" | "scratch" | "rand" | "randn" => array_of(dtype_or(1, Some(DType::F32)), &v(0)),
            "full" => {
                let default = match v(1) {
                    H::Int(_) => Some(DType::I32),
                    H::Bool(_) => Some(DType::Bool),
                    _ => Some(DType::F32),
                };
                array_of(dtype_or(2, default), &v(0))
            }
            "zeros_like" | "ones_like" | "empty_like" | "full_like" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: dtype_or(if name == "full_like" { 2 } else { 1 }, a.dtype), shape: a.shape }),
                _ => H::Array(HArray::unknown()),
            },
            "arange" => {
                let n = match (v(0), vals[1].clone()) {
                    (H::Int(Some(stop)), None) => Some(stop.max(0)),
                    (H::Int(Some(a)), Some(H::Int(Some(b)))) => match vals[2].clone() {
                        None | Some(H::Int(Some(1))) => Some((b - a).max(0)),
                        Some(H::Int(Some(s))) if s != 0 => Some(((b - a + s - s.signum()) / s).max(0)),
                        _ => None,
                    },
                    _ => None,
                };
                let default = if matches!(v(0), H::Float(_)) { DType::F32 } else { DType::I64 };
                H::Array(HArray { dtype: dtype_or(3, Some(default)), shape: Some(vec![n]) })
            }
            "linspace" => H::Array(HArray { dtype: dtype_or(3, Some(DType::F32)), shape: Some(vec![match v(2) { H::Int(n) => n, _ => None }]) }),
            "array" => H::Array(HArray { dtype: dtype_or(1, Some(literal_dtype(&v(0)))), shape: literal_shape(&v(0)) }),
            "load_npy" => H::Array(HArray::unknown()),
            "save_npy" | "trace_launches" => H::None,
            "print" => self.print_call(vals[1].as_ref().zip(bound.get(1).map(|a| a.value.span)), vals[2].as_ref().zip(bound.get(2).map(|a| a.value.span))),
            "str" | "backend" => H::Str,
            "sm_count" => H::Int(None),
            "tuned" | "backends" => H::Unknown,
            "randint" | "bincount" | "unique" | "sort" => self.counting(name, &vals, &bound.slots, span),
            "format" => self.format_call(&v(0), bound.get(1), &v(1)),
            "astype" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: dtype_or(1, None), shape: a.shape }),
                _ => H::Unknown,
            },
            "reshape" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: a.dtype, shape: shape_of_tuple(&v(1)) }),
                _ => H::Unknown,
            },
            "transpose" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: a.dtype, shape: if vals[1].is_none() { a.shape.map(|s| s.into_iter().rev().collect()) } else { a.shape.map(|s| vec![None; s.len()]) } }),
                _ => H::Unknown,
            },
            "copy" | "to_cpu" | "to_gpu" => v(0),
            "exp" | "exp2" | "log" | "log2" | "sqrt" | "rsqrt" | "sin" | "cos" | "tanh" | "sigmoid" | "erf" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: a.dtype.map(|d| if d.is_float() { d } else { DType::F32 }), shape: a.shape }),
                n if is_num(&n) => H::Float(None),
                _ => H::Unknown,
            },
            "abs" | "floor" | "ceil" => match v(0) {
                H::Int(Some(i)) if name == "abs" => H::Int(i.checked_abs()),
                other => unknown_like(&other),
            },
            "maximum" | "minimum" | "pow" => self.binary(BinOp::Add, (v(0), span), (v(1), span), span),
            "where" => self.binary(BinOp::Add, (v(1), span), (v(2), span), span),
            "sum" | "prod" | "mean" | "var" | "argmax" | "argmin" => reduce(name, &v(0), vals.get(1).cloned().flatten(), vals.get(2).cloned().flatten()),
            "max" | "min" => match vals[1].clone() {
                Some(b) => fold_minmax(name, &v(0), &b),
                None => reduce(name, &v(0), vals[2].clone(), vals[3].clone()),
            },
            "allclose" => H::Bool(None),
            "max_abs_diff" | "time" | "bench" => H::Float(None),
            "len" => match v(0) {
                H::Tuple(t) => H::Int(Some(t.len() as i64)),
                H::Array(a) => H::Int(a.shape.and_then(|s| s.first().copied().flatten())),
                _ => H::Int(None),
            },
            "range" => {
                if rest.is_empty() || rest.len() > 3 {
                    self.err(Diagnostic::error(codes::ARG_COUNT, "`range` takes 1 to 3 arguments").with_label(span, "here"));
                }
                H::Builtin("range")
            }
            "int" => match v(0) {
                H::Int(i) => H::Int(i),
                H::Float(Some(f)) => H::Int(Some(f as i64)),
                H::Bool(b) => H::Int(b.map(i64::from)),
                _ => H::Int(None),
            },
            "float" => match v(0) {
                H::Int(Some(i)) => H::Float(Some(i as f64)),
                H::Float(f) => H::Float(f),
                _ => H::Float(None),
            },
            "cdiv" => match (v(0), v(1)) {
                (H::Int(Some(a)), H::Int(Some(b))) if b != 0 => H::Int(Some(a.div_euclid(b) + i64::from(a.rem_euclid(b) != 0))),
                _ => H::Int(None),
            },
            "next_pow2" => match v(0) {
                H::Int(Some(n)) => H::Int(next_pow2(n)),
                _ => H::Int(None),
            },
            _ => H::Unknown,
        }
    }

    // ----- launches ----------------------------------------------------------------------

    fn launch(&mut self, kernel: Option<&Arg>, grid: Option<&Arg>, largs: Option<&Arg>, span: Span) -> H {
        let (Some(kernel), Some(grid), Some(largs)) = (kernel, grid, largs) else { return H::None };
        let k = self.expr(&kernel.value);
        let g = self.expr(&grid.value);
        let a = self.expr(&largs.value);
        self.check_grid(&g, grid.value.span);
        let f = match k {
            H::Func(f) if self.unit.func(f).def.kind == ast::FuncKind::Kernel => f,
            H::Unknown => return H::None,
            other => {
                let mut d = Diagnostic::error(codes::NOT_A_KERNEL, format!("`launch` needs a kernel, but this is {}", describe(&other))).with_label(kernel.value.span, "not a kernel");
                if let H::Func(f) = other {
                    d = d.with_label(self.unit.func(f).def.name.span, "defined with `def` here").with_help("declare it with `kernel` to launch it on a grid");
                }
                self.err(d);
                return H::None;
            }
        };
        let args = match a {
            H::Tuple(items) => items,
            H::Unknown => return H::None,
            other => vec![other],
        };
        let def = self.unit.func(f).def;
        let mut args = args;
        append_defaults(def, &mut args);
        if args.len() != def.params.len() {
            let names: Vec<&str> = def.params.iter().map(|p| p.name.name.as_str()).collect();
            self.err(
                Diagnostic::error(codes::LAUNCH_ARGS, format!("`{}` takes {} arguments but the launch passes {}", def.name.name, def.params.len(), args.len()))
                    .with_label(largs.value.span, format!("{} argument{}", args.len(), if args.len() == 1 { "" } else { "s" }))
                    .with_label(def.header_span, "kernel defined here")
                    .with_help(format!("pass ({}) in this order; only trailing `const` parameters with a default may be left out", names.join(", "))),
            );
            return H::None;
        }
        let mut arg_spans: Vec<Span> = match &largs.value.kind {
            ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().map(|i| i.span).collect(),
            _ => vec![largs.value.span; args.len()],
        };
        // Defaults appended above are pointed at as the whole argument tuple.
        arg_spans.resize(args.len(), largs.value.span);
        match self.spec_from_launch(f, def, &args, &arg_spans, span) {
            Some(req) => {
                let consts = self.consts();
                self.requests.push((req, consts));
            }
            None => self.run_time_launches.push((f, span)),
        }
        H::None
    }

    fn check_grid(&mut self, g: &H, span: Span) {
        let dims: Vec<H> = match g {
            H::Tuple(items) => items.clone(),
            H::Int(_) => vec![g.clone()],
            H::Unknown => return,
            other => {
                self.err(Diagnostic::error(codes::BAD_GRID, format!("the grid must be one to three positive integers, not {}", describe(other))).with_label(span, "here").with_help("write `grid=(blocks,)` or `grid=(bx, by)`"));
                return;
            }
        };
        if dims.is_empty() || dims.len() > 3 {
            self.err(Diagnostic::error(codes::BAD_GRID, format!("the grid has {} dimensions; it must have one to three", dims.len())).with_label(span, "here"));
            return;
        }
        for (axis, d) in dims.into_iter().enumerate() {
            match d {
                H::Int(Some(n)) if axis > 0 && n > 65_535 => {
                    self.err(
                        Diagnostic::error(codes::BAD_GRID, format!("grid dimension {axis} is {n}, above 65535"))
                            .with_label(span, "here")
                            .with_note("CUDA launches at most 65535 blocks along y and z")
                            .with_help("put the large count on the first axis: `grid=(blocks, ...)`"),
                    );
                }
                H::Int(Some(n)) if !(1..=(1 << 24) - 1).contains(&n) => {
                    self.err(
                        Diagnostic::error(codes::BAD_GRID, format!("grid dimension {n} is out of range"))
                            .with_label(span, "here")
                            .with_help("each grid dimension must be between 1 and 16777215; an empty problem needs no launch"),
                    );
                }
                H::Int(_) | H::Unknown => {}
                other => self.err(Diagnostic::error(codes::BAD_GRID, format!("a grid dimension must be an integer, not {}", describe(&other))).with_label(span, "here").with_help("use `cdiv(n, block)` to count blocks")),
            }
        }
    }

    /// The specialisation a launch needs, checking each argument against its parameter.
    /// `None` when an argument is not known precisely enough to specialise.
    fn spec_from_launch(&mut self, f: FuncId, def: &ast::FuncDef, args: &[H], spans: &[Span], span: Span) -> Option<SpecRequest> {
        let mut out = Vec::new();
        let mut shapes: Vec<Vec<Option<i64>>> = Vec::new();
        let mut complete = true;
        let mut dims: IndexMap<String, (i64, Span, String)> = IndexMap::new();
        for ((p, a), s) in def.params.iter().zip(args).zip(spans) {
            let class = match classify(p) {
                Ok(c) => c,
                Err(_) => return None,
            };
            let pname = &p.name.name;
            match (&class, a) {
                (ParamClass::Array { dtype, dims: ddims }, H::Array(arr)) => {
                    if let (Some(want), Some(got)) = (dtype, arr.dtype)
                        && *want != got
                    {
                        self.err(arg_error(def, p, *s, format!("`{pname}` takes {want} arrays but this array holds {got}"), format!("convert it with `astype(x, {want})`")));
                        complete = false;
                        continue;
                    }
                    if let (Some(dd), Some(shape)) = (ddims, &arr.shape) {
                        if dd.len() != shape.len() {
                            self.err(arg_error(def, p, *s, format!("`{pname}` takes arrays of rank {} but this one has rank {}", dd.len(), shape.len()), "reshape the array or change the parameter's type".into()));
                            complete = false;
                            continue;
                        }
                        self.check_dims(dd, shape, pname, *s, &mut dims);
                    }
                    match (arr.dtype, &arr.shape) {
                        (Some(d), Some(shape)) => {
                            out.push(SpecArg::Array { dtype: d, rank: shape.len() as u8, facts: default_facts(shape) });
                            shapes.push(shape.clone());
                        }
                        _ => complete = false,
                    }
                }
                (ParamClass::Array { .. }, H::Unknown) => complete = false,
                (ParamClass::Array { .. }, other) => {
                    self.err(arg_error(def, p, *s, format!("`{pname}` is an array parameter but this is {}", describe(other)), "pass an array (make one with `zeros`, `rand`, `array`, ...)".into()));
                    complete = false;
                }
                (ParamClass::Scalar(d), v) if is_num(v) || matches!(v, H::Unknown) => {
                    out.push(SpecArg::Scalar(*d));
                    shapes.push(Vec::new());
                }
                (ParamClass::Scalar(d), other) => {
                    self.err(arg_error(def, p, *s, format!("`{pname}` is a {d} scalar but this is {}", describe(other)), "pass a number".into()));
                    complete = false;
                }
                (ParamClass::Const(kind), v) => match host_const(v) {
                    Some(c) => match kind.accepts(&c).and_then(const_value) {
                        Some(c) => {
                            out.push(SpecArg::Const(c));
                            shapes.push(Vec::new());
                        }
                        None => {
                            self.err(arg_error(def, p, *s, format!("`{pname}` is a `const {}` parameter but this is {}", kind.name(), describe(v)), format!("pass a compile-time {}", kind.name())));
                            complete = false;
                        }
                    },
                    None if matches!(v, H::Int(None) | H::Float(None) | H::Bool(None) | H::Unknown) => complete = false,
                    None => {
                        self.err(arg_error(def, p, *s, format!("`{pname}` is a `const {}` parameter but this is {}", kind.name(), describe(v)), format!("pass a compile-time {}", kind.name())));
                        complete = false;
                    }
                },
            }
        }
        super::decorators::apply_static_shapes(def, &mut out, &shapes);
        complete.then_some(SpecRequest { func: f, args: out, shapes, origin: Some(span), unbound: Vec::new() })
    }

    /// Checks named and fixed dimensions of an array argument against the signature.
    fn check_dims(&mut self, declared: &[ast::Dim], shape: &[Option<i64>], pname: &str, span: Span, seen: &mut IndexMap<String, (i64, Span, String)>) {
        for (i, (d, size)) in declared.iter().zip(shape).enumerate() {
            let Some(size) = size else { continue };
            match d {
                ast::Dim::Size(n, _) if n != size => {
                    self.err(
                        Diagnostic::error(codes::DIM_MISMATCH, format!("`{pname}` must have size {n} in dimension {i}, but this array has {size}"))
                            .with_label(span, format!("dimension {i} is {size}")),
                    );
                }
                ast::Dim::Name(id) => match seen.get(&id.name) {
                    Some((prev, prev_span, prev_param)) if prev != size => {
                        let d = Diagnostic::error(codes::DIM_MISMATCH, format!("dimension `{}` is {prev} for `{prev_param}` but {size} for `{pname}`", id.name))
                            .with_label(span, format!("`{}` = {size} here", id.name))
                            .with_label(*prev_span, format!("`{}` = {prev} here", id.name))
                            .with_help(format!("arrays that share the dimension name `{}` must have the same size there", id.name));
                        self.err(d);
                    }
                    Some(_) => {}
                    None => {
                        seen.insert(id.name.clone(), (*size, span, pname.to_string()));
                    }
                },
                _ => {}
            }
        }
    }
}

fn arg_error(def: &ast::FuncDef, p: &ast::Param, span: Span, msg: String, help: String) -> Diagnostic {
    let _ = def;
    Diagnostic::error(codes::LAUNCH_ARG_TYPE, msg)
        .with_label(span, "this argument")
        .with_label(p.span, "parameter declared here")
        .with_help(help)
}

/// Completes a launch's arguments with the defaults of the trailing `const` parameters it
/// leaves out (`OCC: const int = 1`), when every parameter it leaves out has one.
fn append_defaults(def: &ast::FuncDef, args: &mut Vec<H>) {
    let Some(missing) = def.params.get(args.len()..) else { return };
    let defaults: Option<Vec<H>> = missing.iter().map(|p| p.default.as_ref().and_then(super::spec::const_expr).and_then(|v| host_of_const(&v))).collect();
    if let Some(defaults) = defaults {
        args.extend(defaults);
    }
}

/// The host value of a constant (a parameter default).
fn host_of_const(v: &Val) -> Option<H> {
    Some(match v {
        Val::Int(i) => H::Int(Some(*i)),
        Val::Float(x) => H::Float(Some(*x)),
        Val::Bool(b) => H::Bool(Some(*b)),
        Val::DType(d) => H::DType(*d),
        Val::Tuple(items) => H::Tuple(items.iter().map(host_of_const).collect::<Option<Vec<_>>>()?),
        _ => return None,
    })
}

fn host_const(v: &H) -> Option<Val> {
    match v {
        H::Int(Some(i)) => Some(Val::Int(*i)),
        H::Float(Some(f)) => Some(Val::Float(*f)),
        H::Bool(Some(b)) => Some(Val::Bool(*b)),
        H::DType(d) => Some(Val::DType(*d)),
        _ => None,
    }
}

fn is_num(v: &H) -> bool {
    matches!(v, H::Int(_) | H::Float(_) | H::Bool(_))
}

fn opt(d: Option<i64>) -> String {
    d.map_or("?".into(), |d| d.to_string())
}

pub(crate) fn describe(v: &H) -> String {
    match v {
        H::Int(Some(i)) => format!("the integer {i}"),
        H::Int(None) => "an integer".into(),
        H::Float(_) => "a float".into(),
        H::Bool(_) => "a bool".into(),
        H::Str => "a string".into(),
        H::None => "None".into(),
        H::DType(d) => format!("the dtype {d}"),
        H::Array(a) => match (&a.dtype, &a.shape) {
            (Some(d), Some(s)) => {
                let dims: Vec<String> = s.iter().map(|d| opt(*d)).collect();
                let shape = if dims.len() == 1 { format!("({},)", dims[0]) } else { format!("({})", dims.join(", ")) };
                format!("an array of {d} with shape {shape}")
            }
            (Some(d), None) => format!("an array of {d}"),
            _ => "an array".into(),
        },
        H::Tuple(t) if t.len() == 1 => "a tuple of 1 element".into(),
        H::Tuple(t) => format!("a tuple of {} elements", t.len()),
        H::Func(_) => "a function".into(),
        H::Module(_) => "a module".into(),
        H::Builtin(n) => format!("the builtin `{n}`"),
        H::Unknown => "a value".into(),
    }
}

/// The hint of an unpack of `n` values into another number of names.
pub fn unpack_help(n: usize) -> String {
    format!("give one name to each of the {n} values (`_` for those not needed), or assign the whole and index it")
}

/// The least precise value covering both.
fn join_values(a: &H, b: &H) -> H {
    if a == b {
        return a.clone();
    }
    match (a, b) {
        (H::Int(_), H::Int(_)) => H::Int(None),
        (H::Float(_), H::Float(_)) | (H::Float(_), H::Int(_)) | (H::Int(_), H::Float(_)) => H::Float(None),
        (H::Bool(_), H::Bool(_)) => H::Bool(None),
        (H::Array(x), H::Array(y)) => H::Array(HArray {
            dtype: if x.dtype == y.dtype { x.dtype } else { None },
            shape: match (&x.shape, &y.shape) {
                (Some(s), Some(t)) if s.len() == t.len() => Some(s.iter().zip(t).map(|(p, q)| if p == q { *p } else { None }).collect()),
                _ => None,
            },
        }),
        (H::Tuple(x), H::Tuple(y)) if x.len() == y.len() => H::Tuple(x.iter().zip(y).map(|(p, q)| join_values(p, q)).collect()),
        _ => H::Unknown,
    }
}

fn unknown_like(v: &H) -> H {
    match v {
        H::Int(_) => H::Int(None),
        H::Float(_) => H::Float(None),
        H::Bool(_) => H::Bool(None),
        H::Array(a) => H::Array(HArray { dtype: a.dtype, shape: a.shape.as_ref().map(|s| vec![None; s.len()]) }),
        H::Tuple(t) => H::Tuple(t.iter().map(unknown_like).collect()),
        other => other.clone(),
    }
}

fn unary(op: UnOp, v: H) -> H {
    match (op, v) {
        (UnOp::Neg, H::Int(i)) => H::Int(i.and_then(i64::checked_neg)),
        (UnOp::Neg, H::Float(f)) => H::Float(f.map(|f| -f)),
        (UnOp::Not, H::Bool(b)) => H::Bool(b.map(|b| !b)),
        (UnOp::Not, _) => H::Bool(None),
        (UnOp::Invert, H::Int(i)) => H::Int(i.map(|i| !i)),
        (_, v) => v,
    }
}

fn fold(op: BinOp, a: &H, b: &H) -> H {
    match (a, b) {
        (H::Tuple(x), H::Tuple(y)) if op == BinOp::Add => H::Tuple(x.iter().chain(y).cloned().collect()),
        (H::Int(Some(x)), H::Int(Some(y))) => {
            let (x, y) = (*x, *y);
            match op {
                BinOp::Add => H::Int(x.checked_add(y)),
                BinOp::Sub => H::Int(x.checked_sub(y)),
                BinOp::Mul => H::Int(x.checked_mul(y)),
                BinOp::FloorDiv if y != 0 => H::Int(Some(x.div_euclid(y) - i64::from(y < 0 && x.rem_euclid(y) != 0))),
                BinOp::Mod if y != 0 => H::Int(x.checked_rem(y).map(|r| if r != 0 && ((r < 0) != (y < 0)) { r + y } else { r })),
                BinOp::Div if y != 0 => H::Float(Some(x as f64 / y as f64)),
                BinOp::Pow if y >= 0 => H::Int(u32::try_from(y).ok().and_then(|e| x.checked_pow(e))),
                BinOp::Shl => H::Int(u32::try_from(y).ok().and_then(|s| x.checked_shl(s))),
                BinOp::Shr => H::Int(u32::try_from(y).ok().map(|s| x >> s.min(63))),
                BinOp::BitAnd => H::Int(Some(x & y)),
                BinOp::BitOr => H::Int(Some(x | y)),
                BinOp::BitXor => H::Int(Some(x ^ y)),
                BinOp::Eq => H::Bool(Some(x == y)),
                BinOp::Ne => H::Bool(Some(x != y)),
                BinOp::Lt => H::Bool(Some(x < y)),
                BinOp::Le => H::Bool(Some(x <= y)),
                BinOp::Gt => H::Bool(Some(x > y)),
                BinOp::Ge => H::Bool(Some(x >= y)),
                _ => H::Int(None),
            }
        }
        (H::Int(_) | H::Float(_), H::Int(_) | H::Float(_)) => {
            let fx = match a { H::Int(Some(i)) => Some(*i as f64), H::Float(f) => *f, _ => None };
            let fy = match b { H::Int(Some(i)) => Some(*i as f64), H::Float(f) => *f, _ => None };
            let both_int = matches!((a, b), (H::Int(_), H::Int(_)));
            if op.is_comparison() {
                return H::Bool(None);
            }
            match (fx, fy, op) {
                (Some(x), Some(y), BinOp::Add) => H::Float(Some(x + y)),
                (Some(x), Some(y), BinOp::Sub) => H::Float(Some(x - y)),
                (Some(x), Some(y), BinOp::Mul) => H::Float(Some(x * y)),
                (Some(x), Some(y), BinOp::Div) => H::Float(Some(x / y)),
                (Some(x), Some(y), BinOp::Pow) => H::Float(Some(x.powf(y))),
                _ if both_int && op != BinOp::Div => H::Int(None),
                _ => H::Float(None),
            }
        }
        (H::Bool(x), H::Bool(y)) => match op {
            BinOp::And => H::Bool(x.zip(*y).map(|(p, q)| p && q).or(if *x == Some(false) { Some(false) } else { None })),
            BinOp::Or => H::Bool(x.zip(*y).map(|(p, q)| p || q).or(if *x == Some(true) { Some(true) } else { None })),
            _ => H::Bool(None),
        },
        (H::DType(x), H::DType(y)) if matches!(op, BinOp::Eq | BinOp::Ne) => H::Bool(Some((x == y) == (op == BinOp::Eq))),
        _ if op.is_comparison() || matches!(op, BinOp::And | BinOp::Or) => H::Bool(None),
        (H::Str, H::Str) => H::Str,
        _ => H::Unknown,
    }
}

fn fold_minmax(name: &str, a: &H, b: &H) -> H {
    match (a, b) {
        (H::Int(Some(x)), H::Int(Some(y))) => H::Int(Some(if name == "max" { *x.max(y) } else { *x.min(y) })),
        (H::Array(_), _) | (_, H::Array(_)) => fold(BinOp::Add, a, b),
        (H::Int(_), H::Int(_)) => H::Int(None),
        _ => H::Float(None),
    }
}

fn array_of(dtype: Option<DType>, shape: &H) -> H {
    H::Array(HArray { dtype, shape: shape_of_tuple(shape) })
}

/// The shape a tuple of sizes gives an array: an item the checker cannot tell (an element of
/// a value it could not follow) is a size it does not know, not a rank it does not know.
fn shape_of_tuple(v: &H) -> Option<Vec<Option<i64>>> {
    match v {
        H::Int(i) => Some(vec![*i]),
        H::Tuple(items) => items
            .iter()
            .map(|i| match i {
                H::Int(d) => Some(*d),
                H::Unknown => Some(None),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

fn literal_shape(v: &H) -> Option<Vec<Option<i64>>> {
    match v {
        H::Tuple(items) => {
            let mut shape = vec![Some(items.len() as i64)];
            if let Some(first) = items.first()
                && matches!(first, H::Tuple(_))
            {
                shape.extend(literal_shape(first)?);
            }
            Some(shape)
        }
        H::Int(_) | H::Float(_) | H::Bool(_) => Some(Vec::new()),
        _ => None,
    }
}

fn literal_dtype(v: &H) -> DType {
    match v {
        H::Tuple(items) => items.iter().map(literal_dtype).fold(DType::Bool, |a, b| rules::promote(a, b).unwrap_or(DType::F32)),
        H::Int(_) => DType::I64,
        H::Float(_) => DType::F32,
        _ => DType::Bool,
    }
}

fn reduce(name: &str, a: &H, axis: Option<H>, keepdims: Option<H>) -> H {
    let H::Array(arr) = a else {
        return match a {
            H::Tuple(_) => H::Unknown,
            other => unknown_like(other),
        };
    };
    let dtype = match name {
        "mean" | "var" => arr.dtype.map(|d| if d.is_float() { d } else { DType::F32 }),
        "argmax" | "argmin" => Some(DType::I64),
        _ => arr.dtype,
    };
    let keep = matches!(keepdims, Some(H::Bool(Some(true))));
    let shape = match (&arr.shape, axis) {
        (_, None | Some(H::None)) if !keep => return if dtype.is_some_and(DType::is_float) { H::Float(None) } else { H::Int(None) },
        (Some(s), None | Some(H::None)) => Some(vec![Some(1); s.len()]),
        (Some(s), Some(H::Int(Some(ax)))) => {
            let r = s.len() as i64;
            let ax = if ax < 0 { ax + r } else { ax };
            if !(0..r).contains(&ax) {
                None
            } else {
                let mut out = s.clone();
                if keep {
                    out[ax as usize] = Some(1);
                } else {
                    out.remove(ax as usize);
                }
                Some(out)
            }
        }
        _ => None,
    };
    H::Array(HArray { dtype, shape })
}

fn index_value(base: H, idx: &[H], exprs: &[Expr]) -> H {
    match base {
        H::Tuple(items) => match idx {
            [H::Int(Some(i))] => {
                let n = items.len() as i64;
                let k = if *i < 0 { i + n } else { *i };
                usize::try_from(k).ok().and_then(|k| items.get(k).cloned()).unwrap_or(H::Unknown)
            }
            _ => H::Unknown,
        },
        H::Array(a) => {
            let slices = exprs.iter().filter(|e| matches!(e.kind, ExprKind::Slice { .. })).count();
            let rank = a.shape.as_ref().map(Vec::len);
            match rank {
                Some(r) if idx.len() == r && slices == 0 => match a.dtype {
                    Some(d) if d.is_float() => H::Float(None),
                    Some(DType::Bool) => H::Bool(None),
                    _ => H::Int(None),
                },
                Some(r) if idx.len() <= r => H::Array(HArray { dtype: a.dtype, shape: Some(vec![None; r - idx.len() + slices]) }),
                _ => H::Array(HArray { dtype: a.dtype, shape: None }),
            }
        }
        _ => H::Unknown,
    }
}
