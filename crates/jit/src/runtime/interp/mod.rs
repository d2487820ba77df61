//! The interpreter of host code: statements, names and assignment.
//!
//! `expr.rs` evaluates expressions and operators, `call.rs` binds call arguments and calls
//! host functions, `builtins.rs` implements the host builtins, `cached.rs` remembers host
//! functions' results (`cached(f, *args)`), `slots.rs` gives each host function's locals a
//! slot when it is defined. Control flow (`break`, `continue`, `return`) travels as
//! [`Flow`]; errors as [`Fail`], which always stops the input (the session's values stay as
//! they were when it stopped).
//!
//! A name is a local of the innermost host function call, else a session variable, else what
//! the definitions or the builtins make it ([`Resolved`] remembers those answers until the
//! definitions change, so a loop body resolves `launch` once). Scopes hash names with FxHash:
//! the order names reach output in is the scope's insertion order, never the hash's.

mod builtins;
mod cached;
mod call;
mod expr;
pub(crate) use expr::{ARRAY_ATTRIBUTES, ARRAY_METHODS};
mod repeat;
mod slots;
mod strings;
pub(crate) use slots::Slots;
use slots::Slot;

use std::sync::Arc;
use rustc_hash::FxHashMap;
use tile_lang::diag::codes;
use tile_lang::syntax::ast::{BinOp, Expr, ExprKind, Stmt, StmtKind, Target};
use tile_lang::Span;

use super::error::{Fail, R};
use super::ops::{self, Src};
use super::value::{range_len, Function, Value};
use super::Runtime;

/// The host function calls under way, innermost last, in slots kept for reuse: a call takes
/// the next slot and empties it on return, so a function called in a loop allocates nothing
/// for its locals once its slot has room for them.
#[derive(Default)]
pub(crate) struct Frames {
    slots: Vec<Frame>,
    depth: usize,
}

impl Frames {
    /// Calls under way.
    pub fn len(&self) -> usize {
        self.depth
    }

    /// The innermost call.
    pub fn last(&self) -> Option<&Frame> {
        self.depth.checked_sub(1).map(|i| &self.slots[i])
    }

    pub fn last_mut(&mut self) -> Option<&mut Frame> {
        self.depth.checked_sub(1).map(|i| &mut self.slots[i])
    }

    /// Enters a call of `f`: the next slot, empty.
    pub fn enter(&mut self, f: &Function) -> &mut Frame {
        if self.depth == self.slots.len() {
            self.slots.push(Frame::default());
        }
        let frame = &mut self.slots[self.depth];
        self.depth += 1;
        frame.enter(f);
        frame
    }

    /// Leaves the innermost call: its values are dropped, its slot's storage kept.
    pub fn leave(&mut self) {
        self.depth -= 1;
        let frame = &mut self.slots[self.depth];
        frame.values.clear();
        frame.extra.clear();
    }
}

/// How a statement ended.
pub(crate) enum Flow {
    Next,
    Break,
    Continue,
    Return(Value),
}

/// One run of host code against a runtime.
pub(crate) struct Interp<'r> {
    pub rt: &'r mut Runtime,
    /// The locals of the host functions being called, innermost last.
    frames: Frames,
}

/// One host function call: the function, and its locals, a slot for each parameter and each
/// other name the function binds ([`Slots`]), in storage that stays with its frame slot
/// ([`Frames`]) from one call to the next, so a call allocates nothing for its locals once
/// the slot has room. A name of the body reaches its slot through the function's table
/// ([`Frame::get_at`]); a name bound outside the table (a global list changed in place, which
/// Python would refuse) is kept apart, by name.
#[derive(Default)]
pub(crate) struct Frame {
    /// The function running (after its call returns, the last one that ran in this slot).
    function: Option<Function>,
    /// A value per slot of the function's table; `None` until the body binds it.
    values: Vec<Option<Value>>,
    extra: Vec<(Arc<str>, Value)>,
}

impl Frame {
    /// Empties the frame for a call of `f`. A function called again at the same depth (a
    /// loop's callee) is the one the frame holds already: no reference count changes.
    fn enter(&mut self, f: &Function) {
        if !self.function.as_ref().is_some_and(|g| g.is(f)) {
            self.function = Some(f.clone());
        }
        self.values.clear();
        self.values.resize(f.slots().names.len(), None);
        self.extra.clear();
    }

    fn slots(&self) -> &Slots {
        self.function.as_ref().expect("a frame in use holds its function").slots()
    }

    /// The imported module that defines the running function (`None`: the script or
    /// session), where its other names resolve.
    pub fn module(&self) -> Option<&Arc<str>> {
        self.function.as_ref().and_then(|f| f.module().as_ref())
    }

    /// A local, by its spelling.
    pub fn get(&self, name: &str) -> Option<&Value> {
        match self.slots().position(name) {
            Some(i) => self.values[i].as_ref(),
            None => self.extra_value(name),
        }
    }

    /// A local, by a name whose text may lie in the running function's body (its slot is then
    /// found without comparing names).
    #[inline]
    pub fn get_at(&self, text: &str) -> Option<&Value> {
        match self.slots().slot_of(text) {
            Some(Slot::Local(i)) => self.values[i as usize].as_ref(),
            Some(Slot::NotLocal) => self.extra_value(text),
            None => self.get(text),
        }
    }

    fn extra_value(&self, name: &str) -> Option<&Value> {
        self.extra.iter().find(|(n, _)| &**n == name).map(|(_, v)| v)
    }

    /// Binds parameter `i` of a frame just entered.
    pub fn bind(&mut self, i: usize, v: Value) {
        self.values[i] = Some(v);
    }

    /// Binds `name`, by a text that may lie in the running function's body.
    pub fn set(&mut self, text: &str, v: Value) {
        let slots = self.slots();
        let slot = match slots.slot_of(text) {
            Some(Slot::Local(i)) => Some(i as usize),
            Some(Slot::NotLocal) => None,
            None => slots.position(text),
        };
        match slot {
            Some(i) => self.values[i] = Some(v),
            None => match self.extra.iter_mut().find(|(n, _)| &**n == text) {
                Some(entry) => entry.1 = v,
                None => self.extra.push((Arc::from(text), v)),
            },
        }
    }

    /// The locals bound so far: slots in order, then the others.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        let bound = self.slots().names.iter().zip(&self.values).filter(|(_, v)| v.is_some()).map(|(n, _)| &**n);
        bound.chain(self.extra.iter().map(|(n, _)| &**n))
    }
}

/// What names that are not variables mean (definitions, then builtins and dtypes), as
/// lookups found them: a loop body that calls `launch(k, ...)` resolves `launch` once, not
/// once per iteration. Valid for one generation of the session's definitions (the engine's
/// registered functions, the other source of builtins, are fixed for a session's life).
#[derive(Default)]
pub(crate) struct Resolved {
    generation: u64,
    /// Names in the script or session.
    values: FxHashMap<Box<str>, Value>,
    /// Names in the functions of each imported module, by module: looked up without building
    /// the `module.name` alias a first resolution makes (every name a library function reads,
    /// and every launch of the fast path, comes here).
    in_modules: FxHashMap<Box<str>, FxHashMap<Box<str>, Value>>,
}

impl Resolved {
    /// The value `name` has when neither a local nor a session variable binds it.
    fn get(rt: &mut Runtime, name: &str) -> Option<Value> {
        if let Some(v) = Resolved::get_cached(rt, None, name) {
            return Some(v);
        }
        let v = match rt.defs.lookup(name) {
            Some(d) => defined_value(name, d),
            None => builtins::builtin_value(rt, name)?,
        };
        Resolved::remember(rt, None, name, v.clone());
        Some(v)
    }

    /// What `name` resolved to in `module` (`None`: the script or session) in the current
    /// generation of the definitions, if it was.
    fn get_cached(rt: &mut Runtime, module: Option<&str>, name: &str) -> Option<Value> {
        rt.resolved.peek(&rt.defs, module, name).cloned()
    }

    /// Records what `name` resolves to in `module` in the current generation.
    fn remember(rt: &mut Runtime, module: Option<&str>, name: &str, v: Value) {
        let generation = rt.defs.generation();
        let r = &mut rt.resolved;
        if r.generation != generation {
            r.values.clear();
            r.in_modules.clear();
            r.generation = generation;
        }
        let table = match module {
            None => &mut r.values,
            Some(m) => r.in_modules.entry(m.into()).or_default(),
        };
        table.insert(name.into(), v);
    }

    /// What `name` resolved to in `module` (`None`: the script or session), if a lookup of
    /// the current definitions resolved it already.
    pub(crate) fn peek<'v>(&'v self, defs: &super::defs::Defs, module: Option<&str>, name: &str) -> Option<&'v Value> {
        if self.generation != defs.generation() {
            return None;
        }
        match module {
            None => self.values.get(name),
            Some(m) => self.in_modules.get(m)?.get(name),
        }
    }
}

impl<'r> Interp<'r> {
    pub fn new(rt: &'r mut Runtime) -> Interp<'r> {
        Interp { rt, frames: Frames::default() }
    }

    /// Runs the host statements of an input (definitions were already taken); returns the
    /// value of a final expression statement, as an interactive prompt echoes it.
    pub fn run(&mut self, body: &[Stmt]) -> R<Option<Value>> {
        let host: Vec<&Stmt> =
            body.iter().filter(|s| !matches!(s.kind, StmtKind::Def(_) | StmtKind::Import(_))).collect();
        let mut last = None;
        for (i, s) in host.iter().enumerate() {
            if let (StmtKind::Expr(e), true) = (&s.kind, i + 1 == host.len()) {
                last = Some(self.eval(e)?);
                continue;
            }
            match self.exec(s)? {
                Flow::Next => {}
                Flow::Break | Flow::Continue => return Err(outside_loop(s)),
                Flow::Return(_) => {
                    return Err(Fail::at(
                        codes::UNSUPPORTED,
                        "`return` outside a function",
                        s.span,
                        "at the top level",
                    )
                    .with_help("top-level code runs from top to bottom; there is nothing to return from"));
                }
            }
        }
        Ok(last)
    }

    fn block(&mut self, stmts: &[Stmt]) -> R<Flow> {
        for s in stmts {
            match self.exec(s)? {
                Flow::Next => {}
                other => return Ok(other),
            }
        }
        Ok(Flow::Next)
    }

    fn exec(&mut self, s: &Stmt) -> R<Flow> {
        match &s.kind {
            StmtKind::Expr(e) => {
                self.eval(e)?;
            }
            StmtKind::Assign { target, value } => {
                let v = self.eval(value)?;
                self.assign(target, v, value.span)?;
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value, s.span)?,
            StmtKind::If { branches, orelse } => {
                for (cond, body) in branches {
                    if self.truth(cond)? {
                        return self.block(body);
                    }
                }
                if let Some(b) = orelse {
                    return self.block(b);
                }
            }
            StmtKind::While { cond, body } => {
                while self.truth(cond)? {
                    self.check_interrupt(s.span)?;
                    match self.block(body)? {
                        Flow::Break => break,
                        Flow::Return(v) => return Ok(Flow::Return(v)),
                        Flow::Next | Flow::Continue => {}
                    }
                }
            }
            StmtKind::For { target, iter, body } => return self.for_loop(target, iter, body),
            StmtKind::Break => return Ok(Flow::Break),
            StmtKind::Continue => return Ok(Flow::Continue),
            StmtKind::Return(v) => {
                let v = match v {
                    Some(e) => self.eval(e)?,
                    None => Value::None,
                };
                return Ok(Flow::Return(v));
            }
            StmtKind::Assert { cond, message } => {
                if !self.truth(cond)? {
                    let msg = match message {
                        Some(m) => self.eval(m)?.to_str(),
                        None => "assertion failed".to_string(),
                    };
                    return Err(Fail::at(
                        codes::ASSERT_FAILED,
                        format!("assertion failed: {msg}"),
                        cond.span,
                        "this condition is false",
                    ));
                }
            }
            StmtKind::Def(d) => {
                return Err(Fail::at(
                    codes::UNSUPPORTED,
                    format!("`{}` is defined inside a block", d.name.name),
                    d.header_span,
                    "not at the top level",
                )
                .with_help("define kernels and functions at the top level of the script or prompt"));
            }
            StmtKind::Import(_) => {
                return Err(Fail::at(
                    codes::UNSUPPORTED,
                    "`import` inside a block",
                    s.span,
                    "not at the top level",
                )
                .with_help("imports are top-level statements"));
            }
            StmtKind::Pass | StmtKind::Error => {}
        }
        Ok(Flow::Next)
    }

    /// Evaluates a condition: Python truthiness; an array must have one element.
    fn truth(&mut self, e: &Expr) -> R<bool> {
        let v = self.eval(e)?;
        truth_of(&v, e.span)
    }

    fn for_loop(&mut self, target: &Target, iter: &Expr, body: &[Stmt]) -> R<Flow> {
        let it = self.eval(iter)?;
        let n = match &it {
            Value::Range(a, b, s) => range_len(*a, *b, *s),
            Value::Tuple(t) => t.len() as i64,
            Value::List(l) => l.len() as i64,
            Value::Str(s) => s.chars().count() as i64,
            Value::Array(a) if a.ndim() > 0 => a.shape()[0] as i64,
            other => {
                return Err(Fail::at(
                    codes::TYPE_MISMATCH,
                    format!("cannot iterate over {}", other.describe()),
                    iter.span,
                    "not iterable",
                ))
            }
        };
        if let Value::Range(start, _, step) = it
            && let Some(launch) = repeat::loop_of_one_launch(target, body)
        {
            return self.launch_loop(target, iter.span, (start, step), n, &body[0], launch);
        }
        for i in 0..n {
            self.check_interrupt(iter.span)?;
            let item = match &it {
                Value::Range(a, _, s) => Value::Int(a + i * s),
                Value::Tuple(t) => t[i as usize].clone(),
                Value::List(l) => l[i as usize].clone(),
                Value::Str(s) => Value::str(&s.chars().nth(i as usize).map(String::from).unwrap_or_default()),
                Value::Array(a) => self.index_array(a, &[Value::Int(i)], iter.span)?,
                _ => unreachable!("checked above"),
            };
            self.assign(target, item, iter.span)?;
            match self.block(body)? {
                Flow::Break => break,
                Flow::Return(v) => return Ok(Flow::Return(v)),
                Flow::Next | Flow::Continue => {}
            }
        }
        Ok(Flow::Next)
    }

    /// Stops with `E0511` when the embedder asked to interrupt (Ctrl-C in the REPL).
    pub(crate) fn check_interrupt(&self, span: Span) -> R<()> {
        if self.rt.engine.take_interrupt() {
            return Err(interrupted(span));
        }
        Ok(())
    }

    // ----- names -------------------------------------------------------------------------

    /// Binds a name in the innermost scope (the function's locals, or the session scope).
    pub fn set_var(&mut self, name: &str, v: Value) {
        if let Some(f) = self.frames.last_mut() {
            f.set(name, v);
            return;
        }
        let scope = &mut self.rt.scope;
        // Rebinding (a loop variable, an accumulator) reuses the entry and its key.
        match scope.get_mut(name) {
            Some(slot) => *slot = v,
            None => {
                scope.insert(name.to_string(), v);
            }
        }
    }

    /// The value of a name: locals, session scope, definitions, then builtins.
    pub fn lookup(&mut self, name: &str, span: Span) -> R<Value> {
        if let Some(frame) = self.frames.last() {
            if let Some(v) = frame.get_at(name) {
                return Ok(v.clone());
            }
            // A name the module's functions resolved already in this generation (most of
            // them), without counting a reference to the module's name.
            if let Some(module) = frame.module()
                && let Some(v) = self.rt.resolved.peek(&self.rt.defs, Some(module), name)
            {
                return Ok(v.clone());
            }
        }
        if let Some(module) = self.module() {
            return self.lookup_in_module(&module, name, span);
        }
        if let Some(v) = self.rt.scope.get(name) {
            return Ok(v.clone());
        }
        Resolved::get(self.rt, name).ok_or_else(|| self.undefined(name, span))
    }

    /// The imported module whose function is running, if one is.
    pub(crate) fn module(&self) -> Option<Arc<str>> {
        self.frames.last().and_then(|f| f.module().cloned())
    }

    /// A name in a function of an imported module: that module's definitions (as
    /// `module.name`, so its kernels launch under that alias), then builtins. The importer's
    /// variables are not visible, as in Python.
    fn lookup_in_module(&mut self, module: &str, name: &str, span: Span) -> R<Value> {
        if let Some(v) = Resolved::get_cached(self.rt, Some(module), name) {
            return Ok(v);
        }
        if self.rt.defs.module_defines(module, name) {
            let rt = &mut *self.rt;
            if let Ok(Some(d)) = rt.defs.qualified(&mut rt.sources, module, name, span) {
                let v = defined_value(&format!("{module}.{name}"), d);
                Resolved::remember(self.rt, Some(module), name, v.clone());
                return Ok(v);
            }
        }
        let v = builtins::builtin_value(self.rt, name).ok_or_else(|| self.undefined(name, span))?;
        Resolved::remember(self.rt, Some(module), name, v.clone());
        Ok(v)
    }

    fn undefined(&self, name: &str, span: Span) -> Fail {
        if tile_lang::sema::KERNEL_BUILTINS.iter().any(|(n, _)| *n == name) {
            return Fail::at(
                codes::WRONG_CONTEXT,
                format!("`{name}` can only be used inside a kernel"),
                span,
                "kernel builtin used in host code",
            )
            .with_help(
                "host code runs on the CPU, outside any block; move this into a `kernel` and `launch` it",
            );
        }
        let mut candidates: Vec<String> = self.rt.scope.keys().cloned().collect();
        if let Some(f) = self.frames.last() {
            candidates.extend(f.names().map(String::from));
        }
        candidates.extend(self.rt.defs.names());
        candidates.extend(tile_lang::sema::HOST_BUILTINS.iter().map(|(n, _)| n.to_string()));
        let f = Fail::at(
            codes::UNDEFINED_NAME,
            format!("`{name}` is not defined"),
            span,
            "not found in this scope",
        );
        match tile_lang::diag::closest(name, candidates.iter().map(String::as_str)) {
            Some(c) => f.with_help(format!("did you mean `{c}`?")),
            None => f,
        }
    }

    // ----- assignment --------------------------------------------------------------------

    pub fn assign(&mut self, target: &Target, v: Value, span: Span) -> R<()> {
        match target {
            Target::Name(id) => {
                self.set_var(&id.name, v);
                Ok(())
            }
            Target::Tuple(items, tspan) => {
                // A tuple or list is unpacked where it lies (`M, K = a.shape` copies nothing).
                let made: Vec<Value>;
                let vals: &[Value] = match &v {
                    Value::Tuple(t) => t,
                    Value::List(l) => l,
                    Value::Range(a, b, s) => {
                        made = (0..range_len(*a, *b, *s)).map(|i| Value::Int(a + i * s)).collect();
                        &made
                    }
                    Value::Array(a) if a.ndim() > 0 => {
                        let mut out = Vec::new();
                        for i in 0..a.shape()[0] {
                            out.push(self.index_array(a, &[Value::Int(i as i64)], span)?);
                        }
                        made = out;
                        &made
                    }
                    other => {
                        return Err(Fail::at(
                            codes::TYPE_MISMATCH,
                            format!("cannot unpack {}", other.describe()),
                            span,
                            "not a tuple",
                        ))
                    }
                };
                if vals.len() != items.len() {
                    return Err(Fail::at(
                        codes::UNPACK_ARITY,
                        format!("cannot unpack {} values into {} names", vals.len(), items.len()),
                        *tspan,
                        format!("{} names", items.len()),
                    )
                    .with_label(span, format!("{} values", vals.len()))
                    .with_help(tile_lang::sema::unpack_help(vals.len())));
                }
                for (t, v) in items.iter().zip(vals) {
                    self.assign(t, v.clone(), span)?;
                }
                Ok(())
            }
            Target::Index { base, index, span: tspan } => self.assign_index(base, index, v, *tspan),
            Target::Error(s) => {
                Err(Fail::at(codes::INVALID_TARGET, "cannot assign to this", *s, "not assignable"))
            }
        }
    }

    /// `base[index] = v`: writes through an array view, or replaces a list element.
    fn assign_index(&mut self, base: &Expr, index: &[Expr], v: Value, span: Span) -> R<()> {
        let b = self.eval(base)?;
        match b {
            Value::Array(a) => {
                let idx = self.eval_index(index)?;
                let view = self.select(&a, &idx, span)?;
                let src = match &v {
                    Value::Array(x) => Src::Arr(x.clone()),
                    other => match other.num() {
                        Some(n) => Src::Num(n),
                        None => {
                            return Err(Fail::at(
                                codes::TYPE_MISMATCH,
                                format!("cannot store {} in an array", other.describe()),
                                span,
                                "assigned here",
                            ))
                        }
                    },
                };
                ops::assign(&view, &src).map_err(|e| e.at(span))
            }
            Value::List(list) => {
                let ExprKind::Name(name) = &base.kind else {
                    return Err(Fail::at(
                        codes::UNSUPPORTED,
                        "only a list bound to a name can be changed in place",
                        base.span,
                        "not a name",
                    ));
                };
                let [i] = index else {
                    return Err(Fail::at(codes::TYPE_MISMATCH, "a list takes one index", span, "here"));
                };
                let k = self.eval(i)?;
                let n = list.len();
                let at = expr::seq_index(&k, n, i.span)?;
                let mut list = list;
                std::sync::Arc::make_mut(&mut list)[at] = v;
                self.set_var(name, Value::List(list));
                Ok(())
            }
            other => Err(Fail::at(
                codes::TYPE_MISMATCH,
                format!("{} does not support item assignment", other.describe()),
                base.span,
                "not an array or list",
            )),
        }
    }

    /// `t op= v`: arrays are updated in place (NumPy semantics: views see the change, the
    /// result is converted to the array's dtype); other values are rebound.
    fn aug_assign(&mut self, target: &Target, op: BinOp, value: &Expr, span: Span) -> R<()> {
        match target {
            Target::Name(id) => {
                let old = self.lookup(&id.name, id.span)?;
                let rhs = self.eval(value)?;
                let new = self.binop(op, old.clone(), rhs, (id.span, value.span), span)?;
                if let (Value::Array(a), Value::Array(r)) = (&old, &new)
                    && a.shape() == r.shape()
                {
                    return ops::assign(a, &Src::Arr(r.clone())).map_err(|e| e.at(span));
                }
                self.set_var(&id.name, new);
                Ok(())
            }
            Target::Index { base, index, span: tspan } => {
                let b = self.eval(base)?;
                let idx = self.eval_index(index)?;
                let old = match &b {
                    Value::Array(a) => self.index_array(a, &idx, *tspan)?,
                    other => self.index_value(other, &idx, *tspan)?,
                };
                let rhs = self.eval(value)?;
                let new = self.binop(op, old, rhs, (*tspan, value.span), span)?;
                match b {
                    Value::Array(a) => {
                        let view = self.select(&a, &idx, *tspan)?;
                        let src = match &new {
                            Value::Array(x) => Src::Arr(x.clone()),
                            other => Src::Num(other.num().unwrap_or(super::ops::Num::Int(0))),
                        };
                        ops::assign(&view, &src).map_err(|e| e.at(span))
                    }
                    _ => self.assign_index(base, index, new, *tspan),
                }
            }
            Target::Tuple(_, s) | Target::Error(s) => Err(Fail::at(
                codes::INVALID_TARGET,
                "augmented assignment needs one name or element",
                *s,
                "not a single target",
            )),
        }
    }
}

/// The value a definition gives its name.
pub(crate) fn defined_value(name: &str, d: super::defs::Defined) -> Value {
    use super::defs::Defined;
    match d {
        Defined::Kernel => Value::Kernel(super::value::KernelRef { name: name.into() }),
        Defined::Function(f) => Value::Function(f),
        Defined::Module => Value::Module(name.into()),
    }
}

/// `E0511`: the embedder asked to interrupt (Ctrl-C in the REPL).
pub(crate) fn interrupted(span: Span) -> Fail {
    Fail::at(codes::INTERRUPTED, "interrupted", span, "stopped here")
        .with_help("values computed before the interrupt are kept")
}

/// Python truthiness at `span`.
pub(crate) fn truth_of(v: &Value, span: Span) -> R<bool> {
    if let Value::Array(a) = v
        && let Err(e) = a.storage.lock()
    {
        return Err(crate::runtime::error::OpError::from(e).at(span));
    }
    v.truth().ok_or_else(|| {
        Fail::at(
            codes::TYPE_MISMATCH,
            "the truth value of an array with more than one element is ambiguous",
            span,
            "an array",
        )
        .with_help("reduce it first, e.g. `allclose(a, b)`, `max(a) > 0` or `sum(a == b) == a.size`")
    })
}

fn outside_loop(s: &Stmt) -> Fail {
    Fail::at(
        codes::OUTSIDE_LOOP,
        "`break` or `continue` outside a loop",
        s.span,
        "not inside `for` or `while`",
    )
}

