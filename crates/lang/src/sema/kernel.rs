//! The kernel elaborator: checks one kernel for one specialisation and builds its TIR.
//!
//! Checking and lowering happen in one walk over the AST (as in Zig's Sema): every expression
//! evaluates to a [`Val`], which is either a compile-time constant (folded on the spot) or a
//! TIR value whose type the checker has just verified. A kernel is therefore only ever lowered
//! in a state where every shape and dtype is known, and TIR is produced only for code that
//! checked: when any error is reported the partial kernel is dropped.
//!
//! Control flow maps onto TIR's structured ops:
//!
//! * `if` on a constant checks only the branch taken; on a run-time bool it becomes an `if` op
//!   whose results are the variables the branches assign (they must agree in type).
//! * `for i in range(...)` becomes a `for` op; variables assigned in the body that exist before
//!   the loop are carried and must keep their type. A loop containing `break`, and every
//!   `while`, becomes a `loop` op with an explicit exit test.
//! * `def` functions are inlined at each call; `return` assigns the call's result.

use std::collections::HashMap;

use indexmap::IndexMap;

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, Stmt, StmtKind, Target};
use crate::tir::{ArrayType, Block, CmpOp, Const, Kernel, KernelParam, OpKind, ParamKind, TileType, Type, Value};

use super::globals::{FuncId, ModId, Unit};
use super::spec::{classify, const_val, ParamClass, SpecRequest};
use crate::tir::{ConstValue, SpecArg};
use super::value::{ArrayVal, Val};

/// Marks that an error has been reported; the caller unwinds to the next statement.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Reported;

pub(crate) type R<T> = Result<T, Reported>;

/// How control leaves the statements checked so far.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Flow {
    Normal,
    /// A `continue` or `break` ended the block: what follows is unreachable.
    Jumped,
    /// A `return` inside an inlined function ended it.
    Returned,
}

/// The loop a `break` or `continue` refers to.
#[derive(Clone, Debug)]
struct LoopCtx {
    /// Names carried around the loop, with their types and where they were last assigned
    /// before the loop.
    carried: Vec<(String, TileType, Span)>,
    /// For a `for` lowered to a `loop` op: the induction variable and the step, which a
    /// `continue` must advance.
    induction: Option<(Value, Value, TileType)>,
    /// Whether `break` is allowed (the loop is a `loop` op).
    breakable: bool,
    /// The `break` statements seen, so a `for` can be re-lowered as a `loop`.
    saw_break: bool,
}

/// Local variables of the function being checked. Ordered: merges iterate it.
pub(crate) type Env = IndexMap<String, Val>;

pub(crate) struct Elab<'u, 'a> {
    pub unit: &'u Unit<'a>,
    pub diags: Vec<Diagnostic>,
    pub k: Kernel,
    pub cur: Block,
    /// Ops at the start of the body block that every later op may use (array sizes).
    prologue: usize,
    dim_cache: HashMap<(Value, u8), Value>,
    pub env: Env,
    pub module: ModId,
    host_consts: &'u IndexMap<String, Val>,
    loops: Vec<LoopCtx>,
    calls: Vec<FuncId>,
    pub flow: Flow,
    /// Where each local was last assigned, for loop-carried and branch errors.
    assigned_at: HashMap<String, Span>,
    /// Set when the kernel contains code the parser could not read: its errors are already
    /// reported, and no TIR may be produced from it.
    pub saw_syntax_error: bool,
    /// Whether a name that is not defined may still become a host global before a launch (a
    /// session's check at definition): then it is a warning, and unknown.
    late_globals: bool,
}

/// Checks `req`'s kernel and returns its TIR when it is well formed.
pub(crate) fn elaborate(
    unit: &Unit<'_>,
    req: &SpecRequest,
    host_consts: &IndexMap<String, Val>,
) -> (Option<Kernel>, Vec<Diagnostic>) {
    elaborate_with(unit, req, host_consts, false)
}

/// [`elaborate`], where `late_globals` says whether an undefined name may still become a host
/// global before the kernel is launched (see [`Elab::late_globals`]).
pub(crate) fn elaborate_with(
    unit: &Unit<'_>,
    req: &SpecRequest,
    host_consts: &IndexMap<String, Val>,
    late_globals: bool,
) -> (Option<Kernel>, Vec<Diagnostic>) {
    let info = unit.func(req.func);
    let def = info.def;
    let (params, spec) = kernel_params(def, req);
    let mut k = Kernel::new(def.name.name.clone(), params);
    k.spec = spec;
    let body = k.body;
    let mut e = Elab {
        unit,
        diags: Vec::new(),
        k,
        cur: body,
        prologue: 0,
        dim_cache: HashMap::new(),
        env: Env::new(),
        module: info.module,
        host_consts,
        loops: Vec::new(),
        calls: vec![req.func],
        flow: Flow::Normal,
        assigned_at: HashMap::new(),
        saw_syntax_error: false,
        late_globals,
    };
    e.bind_kernel_params(def, req);
    // Hints see the parameters (`occupancy=OCC`) but nothing the body defines.
    e.k.hints = e.hints(def);
    e.block(&def.body);
    if e.flow == Flow::Normal {
        e.k.append_op(body, OpKind::Return, &[], &[], &[], Some(def.span));
    }
    if e.saw_syntax_error || e.diags.iter().any(Diagnostic::is_error) {
        return (None, e.diags);
    }
    (Some(e.k), e.diags)
}

/// The TIR parameters and the `(const, value)` pairs of a specialisation.
fn kernel_params(def: &ast::FuncDef, req: &SpecRequest) -> (Vec<KernelParam>, Vec<(String, ConstValue)>) {
    let mut params = Vec::new();
    let mut spec = Vec::new();
    for (p, a) in def.params.iter().zip(&req.args) {
        let name = p.name.name.clone();
        match a {
            SpecArg::Array { dtype, rank, facts } => params.push(KernelParam {
                name,
                kind: ParamKind::Array { ty: ArrayType { dtype: *dtype, rank: *rank }, facts: facts.clone() },
            }),
            SpecArg::Scalar(d) => params.push(KernelParam { name, kind: ParamKind::Scalar(*d) }),
            SpecArg::Const(v) => spec.push((name, *v)),
        }
    }
    (params, spec)
}

impl<'u, 'a> Elab<'u, 'a> {
    // ----- emission helpers -------------------------------------------------------------

    /// Appends an op with one result to the current block.
    pub fn emit1(&mut self, kind: OpKind, operands: &[Value], ty: TileType, span: Span) -> Value {
        let op = self.k.append_op(self.cur, kind, operands, &[Type::Tile(ty)], &[], Some(span));
        self.k.result(op, 0)
    }

    /// Appends an op without results to the current block.
    pub fn emit0(&mut self, kind: OpKind, operands: &[Value], span: Span) {
        self.k.append_op(self.cur, kind, operands, &[], &[], Some(span));
    }

    /// Emits an op in the kernel prologue, where it dominates every other op.
    fn emit_prologue(&mut self, kind: OpKind, operands: &[Value], ty: TileType, span: Span) -> Value {
        let body = self.k.body;
        let op = self.k.append_op(body, kind, operands, &[Type::Tile(ty)], &[], Some(span));
        let ops = &mut self.k.blocks[body].ops;
        let last = ops.pop().expect("op just appended");
        ops.insert(self.prologue, last);
        self.prologue += 1;
        self.k.result(op, 0)
    }

    pub fn constant(&mut self, c: Const, ty: TileType, span: Span) -> Value {
        self.emit1(OpKind::Constant(c), &[], ty, span)
    }

    /// The size of an array dimension as an `i32` scalar, computed once per kernel.
    pub fn array_dim(&mut self, array: &ArrayVal, axis: usize, span: Span) -> Val {
        if let Some(Some(n)) = array.static_dims.get(axis) {
            return Val::Int(*n);
        }
        let key = (array.value, axis as u8);
        let v = match self.dim_cache.get(&key) {
            Some(v) => *v,
            None => {
                let v = self.emit_prologue(OpKind::ArrayDim(axis as u8), &[array.value], TileType::scalar(DType::I32), span);
                self.dim_cache.insert(key, v);
                v
            }
        };
        Val::Tile(v, TileType::scalar(DType::I32))
    }

    pub fn error(&mut self, d: Diagnostic) -> Reported {
        self.diags.push(d);
        Reported
    }

    // ----- kernel entry ------------------------------------------------------------------

    fn bind_kernel_params(&mut self, def: &ast::FuncDef, req: &SpecRequest) {
        let values: Vec<Value> = self.k.param_values().to_vec();
        let mut next = 0;
        for (i, (p, a)) in def.params.iter().zip(&req.args).enumerate() {
            let name = p.name.name.clone();
            if req.unbound.contains(&i) {
                next += usize::from(!matches!(a, SpecArg::Const(_)));
                self.env.insert(name, Val::Poison);
                continue;
            }
            match a {
                SpecArg::Array { dtype, rank, .. } => {
                    let rank = usize::from(*rank);
                    let declared = match classify(p) {
                        Ok(ParamClass::Array { dims: Some(d), .. }) => d,
                        _ => Vec::new(),
                    };
                    let static_dims = (0..rank)
                        .map(|i| match declared.get(i) {
                            Some(ast::Dim::Size(n, _)) => Some(*n),
                            _ => None,
                        })
                        .collect();
                    let av = std::rc::Rc::new(ArrayVal { value: values[next], dtype: *dtype, rank, name: name.clone(), static_dims });
                    for (i, d) in declared.iter().enumerate() {
                        if let ast::Dim::Name(id) = d
                            && !self.env.contains_key(&id.name)
                        {
                            let v = self.array_dim(&av, i, id.span);
                            self.env.insert(id.name.clone(), v);
                        }
                    }
                    self.env.insert(name, Val::Array(av));
                    next += 1;
                }
                SpecArg::Scalar(d) => {
                    self.env.insert(name, Val::Tile(values[next], TileType::scalar(*d)));
                    next += 1;
                }
                SpecArg::Const(v) => {
                    self.env.insert(name, const_val(*v));
                }
            }
        }
        // Trailing `const` parameters a request leaves out take their defaults (a launch adds
        // them itself; a request made by hand, e.g. by a benchmark's tuner, may not).
        for p in def.params.iter().skip(req.args.len()) {
            if let Some(d) = &p.default
                && let Ok(v) = self.expr(d)
            {
                self.env.insert(p.name.name.clone(), v);
            }
        }
    }

    // ----- names -------------------------------------------------------------------------

    pub fn lookup(&mut self, name: &str, span: Span) -> R<Val> {
        if let Some(v) = self.env.get(name) {
            return match v {
                Val::Undef { assigned, why } => {
                    let (assigned, why) = (*assigned, *why);
                    Err(self.error(
                        Diagnostic::error(codes::SCOPED_NAME, format!("`{name}` may not be defined here"))
                            .with_label(span, "used here")
                            .with_label(assigned, format!("assigned only {why}"))
                            .with_help(format!("assign `{name}` before the loop or in every branch")),
                    ))
                }
                v => Ok(v.clone()),
            };
        }
        if let Some(g) = self.unit.lookup(self.module, name) {
            return Ok(match g {
                super::globals::Global::Func(f) => Val::Func(f),
                super::globals::Global::Module(m) => Val::Module(m),
                super::globals::Global::Broken => Val::Poison,
            });
        }
        if self.module == ModId(0)
            && let Some(v) = self.host_consts.get(name)
        {
            return Ok(v.clone());
        }
        if let Some(v) = super::builtins::builtin_value(name) {
            return Ok(v);
        }
        if self.late_globals && self.module == ModId(0) && !super::host::is_host_builtin(name) {
            self.diags.push(
                Diagnostic::warning(codes::LATE_GLOBAL, format!("`{name}` is not defined yet"))
                    .with_label(span, "read from the host's globals at each launch")
                    .with_help(format!("define `{name}` in host code before launching the kernel, or pass it as a `const` parameter")),
            );
            return Ok(Val::Poison);
        }
        Err(self.undefined(name, span))
    }

    /// Whether a name resolves to anything (local, global, host constant, builtin).
    pub fn is_defined(&self, name: &str) -> bool {
        self.env.contains_key(name)
            || self.unit.lookup(self.module, name).is_some()
            || (self.module == ModId(0) && self.host_consts.contains_key(name))
            || super::builtins::builtin_value(name).is_some()
    }

    fn undefined(&mut self, name: &str, span: Span) -> Reported {
        if super::host::is_host_builtin(name) {
            return self.error(
                Diagnostic::error(codes::WRONG_CONTEXT, format!("`{name}` is a host function and cannot be used in a kernel"))
                    .with_label(span, "host only")
                    .with_help("kernels see arrays only through their parameters; create and check arrays in host code"),
            );
        }
        let mut candidates: Vec<String> = self.env.keys().cloned().collect();
        candidates.extend(self.unit.modules[self.module.0].scope.keys().cloned());
        candidates.extend(super::builtins::KERNEL_BUILTINS.iter().map(|b| b.0.to_string()));
        let d = Diagnostic::error(codes::UNDEFINED_NAME, format!("`{name}` is not defined")).with_label(span, "not found in this scope");
        let d = match super::args::closest(name, candidates.iter().map(String::as_str)) {
            Some(s) => d.with_help(format!("did you mean `{s}`?")),
            None => d,
        };
        self.error(d)
    }

    // ----- statements --------------------------------------------------------------------

    pub fn block(&mut self, stmts: &[Stmt]) {
        for s in stmts {
            if self.flow != Flow::Normal {
                break;
            }
            // An error ends the statement; the next one is checked normally.
            let _ = self.stmt(s);
        }
    }

    fn stmt(&mut self, s: &Stmt) -> R<()> {
        match &s.kind {
            StmtKind::Expr(e) => self.expr(e).map(drop),
            StmtKind::Assign { target, value } => {
                let v = self.expr(value).unwrap_or(Val::Poison);
                self.assign(target, v, value.span)
            }
            StmtKind::AugAssign { target, op, value } => self.aug_assign(target, *op, value, s.span),
            StmtKind::If { branches, orelse } => self.if_chain(branches, orelse.as_deref(), s.span),
            StmtKind::For { target, iter, body } => self.for_loop(target, iter, body, s.span),
            StmtKind::While { cond, body } => self.while_loop(cond, body, s.span),
            StmtKind::Break => self.jump(true, s.span),
            StmtKind::Continue => self.jump(false, s.span),
            StmtKind::Pass => Ok(()),
            StmtKind::Error => {
                self.saw_syntax_error = true;
                Ok(())
            }
            StmtKind::Return(value) => self.return_stmt(value.as_ref(), s.span),
            StmtKind::Assert { cond, message } => self.device_assert(cond, message.as_ref(), s.span),
            StmtKind::Def(def) => Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, "functions cannot be defined inside a kernel or function")
                    .with_label(def.name.span, "nested definition")
                    .with_help("define it at the top level of the file; it is inlined where it is called"),
            )),
            StmtKind::Import(_) => Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, "`import` belongs at the top level of a file").with_label(s.span, "inside a function"),
            )),
        }
    }

    /// Binds a value to an assignment target.
    pub fn assign(&mut self, target: &Target, v: Val, value_span: Span) -> R<()> {
        match target {
            Target::Name(id) => {
                self.assigned_at.insert(id.name.clone(), id.span);
                self.env.insert(id.name.clone(), v);
                Ok(())
            }
            Target::Tuple(items, span) => {
                let values = match v {
                    Val::Tuple(vals) if vals.len() == items.len() => vals,
                    Val::Poison => std::rc::Rc::new(vec![Val::Poison; items.len()]),
                    other => {
                        let (what, help) = match &other {
                            Val::Tuple(vals) => (format!("{} values", vals.len()), super::host::unpack_help(vals.len())),
                            other => (other.describe(), "only a tuple unpacks into several names".to_string()),
                        };
                        for t in items {
                            let _ = self.assign(t, Val::Poison, value_span);
                        }
                        return Err(self.error(
                            Diagnostic::error(codes::UNPACK_ARITY, format!("cannot unpack {what} into {} names", items.len()))
                                .with_label(*span, format!("{} names", items.len()))
                                .with_label(value_span, what)
                                .with_help(help),
                        ));
                    }
                };
                for (t, v) in items.iter().zip(values.iter()) {
                    self.assign(t, v.clone(), value_span)?;
                }
                Ok(())
            }
            Target::Index { span, .. } => Err(self.error(
                Diagnostic::error(codes::INVALID_TARGET, "tiles are immutable values and arrays are written with `store`")
                    .with_label(*span, "cannot assign to an element in a kernel")
                    .with_help("build a new tile (`where`, arithmetic) or write the array with `store(A, index=..., tile=...)`"),
            )),
            Target::Error(_) => {
                self.saw_syntax_error = true;
                Ok(())
            }
        }
    }

    fn aug_assign(&mut self, target: &Target, op: ast::BinOp, value: &Expr, span: Span) -> R<()> {
        let Target::Name(id) = target else {
            return self.assign(target, Val::Poison, span);
        };
        let old = self.lookup(&id.name, id.span)?;
        let rhs = self.expr(value)?;
        let v = self.binary(op, (old, id.span), (rhs, value.span), span).unwrap_or(Val::Poison);
        self.assign(target, v, span)
    }

    fn return_stmt(&mut self, value: Option<&Expr>, span: Span) -> R<()> {
        if self.calls.len() == 1 {
            if let Some(v) = value {
                return Err(self.error(
                    Diagnostic::error(codes::KERNEL_RETURN, "a kernel cannot return a value")
                        .with_label(v.span, "returned here")
                        .with_help("write results to an array parameter with `store(...)`"),
                ));
            }
            if !self.loops.is_empty() || self.cur != self.k.body {
                return Err(self.error(
                    Diagnostic::error(codes::UNSUPPORTED, "a kernel can only `return` at its end")
                        .with_label(span, "early return")
                        .with_help("use `if`/`else` so the rest of the kernel is skipped instead"),
                ));
            }
            self.k.append_op(self.cur, OpKind::Return, &[], &[], &[], Some(span));
            self.flow = Flow::Jumped;
            return Ok(());
        }
        if !self.loops.is_empty() {
            return Err(self.error(
                Diagnostic::error(codes::UNSUPPORTED, "`return` inside a loop is not supported in device functions")
                    .with_label(span, "inside a loop")
                    .with_help("carry the result in a variable, `break`, and return after the loop"),
            ));
        }
        let v = match value {
            Some(e) => self.expr(e)?,
            None => Val::None,
        };
        self.env.insert(RETURN_SLOT.to_string(), v);
        self.flow = Flow::Returned;
        Ok(())
    }

    fn device_assert(&mut self, cond: &Expr, message: Option<&Expr>, span: Span) -> R<()> {
        let msg = match message.map(|m| self.expr(m)).transpose()? {
            Some(Val::Str(s)) => s.to_string(),
            Some(_) => return Err(self.error(Diagnostic::error(codes::TYPE_MISMATCH, "an assertion message must be a string").with_label(message.map_or(span, |m| m.span), "not a string"))),
            None => format!("assertion failed at byte {}", span.start),
        };
        match self.expr(cond)? {
            Val::Bool(true) => Ok(()),
            Val::Bool(false) => Err(self.error(
                Diagnostic::error(codes::STATIC_ASSERT, format!("assertion is always false: {msg}"))
                    .with_label(cond.span, "this is a compile-time constant False"),
            )),
            Val::Tile(v, t) if t.dtype == DType::Bool => {
                self.emit0(OpKind::Assert { message: msg }, &[v], span);
                Ok(())
            }
            Val::Poison => Ok(()),
            other => Err(self.error(
                Diagnostic::error(codes::CONDITION_TYPE, "an assertion needs a boolean condition")
                    .with_label(cond.span, other.describe())
                    .with_help("compare explicitly, e.g. `assert x != 0`"),
            )),
        }
    }

    // ----- if ----------------------------------------------------------------------------

    fn if_chain(&mut self, branches: &[(Expr, Vec<Stmt>)], orelse: Option<&[Stmt]>, span: Span) -> R<()> {
        let Some(((cond, then), rest)) = branches.split_first() else {
            if let Some(body) = orelse {
                self.block(body);
            }
            return Ok(());
        };
        let c = self.expr(cond)?;
        match self.condition(c, cond.span)? {
            Cond::Const(true) => {
                self.block(then);
                Ok(())
            }
            Cond::Const(false) => self.if_chain(rest, orelse, span),
            Cond::Dynamic(v) => {
                let else_branch = |e: &mut Self| {
                    if rest.is_empty() {
                        if let Some(body) = orelse {
                            e.block(body);
                        }
                    } else {
                        let _ = e.if_chain(rest, orelse, span);
                    }
                };
                self.dynamic_if(v, span, |e| e.block(then), else_branch)
            }
        }
    }

    /// Classifies a condition: a constant (branch chosen at compile time) or a bool scalar.
    pub fn condition(&mut self, c: Val, span: Span) -> R<Cond> {
        match c {
            Val::Bool(b) => Ok(Cond::Const(b)),
            Val::Int(i) => Ok(Cond::Const(i != 0)),
            Val::None => Ok(Cond::Const(false)),
            Val::Tile(v, t) if t.dtype == DType::Bool && t.is_scalar() => Ok(Cond::Dynamic(v)),
            Val::Poison => Err(Reported),
            Val::Tile(v, t) if t.is_scalar() && (t.dtype.is_int()) => {
                let zero = self.constant(Const::Int(0), t.clone(), span);
                Ok(Cond::Dynamic(self.emit1(OpKind::Cmp(CmpOp::Ne), &[v, zero], TileType::scalar(DType::Bool), span)))
            }
            other => {
                let help = match &other {
                    Val::Tile(_, t) if !t.is_scalar() => "a condition must be a single value; use `where(cond, a, b)` to choose elementwise, or reduce the tile first (`max`, `sum`)",
                    _ => "compare explicitly, e.g. `if x > 0:`",
                };
                Err(self.error(
                    Diagnostic::error(codes::CONDITION_TYPE, "a condition must be a boolean scalar")
                        .with_label(span, format!("this is {}", other.describe()))
                        .with_help(help),
                ))
            }
        }
    }

    /// Lowers a run-time `if`: both branches are checked into their own regions, then the
    /// variables they assign become the op's results.
    fn dynamic_if(
        &mut self,
        cond: Value,
        span: Span,
        then_branch: impl FnOnce(&mut Self),
        else_branch: impl FnOnce(&mut Self),
    ) -> R<()> {
        let parent = self.cur;
        let env0 = self.env.clone();
        let then_blk = self.k.add_block(&[]);
        let else_blk = self.k.add_block(&[]);

        self.cur = then_blk;
        then_branch(self);
        let (env_t, flow_t) = (std::mem::replace(&mut self.env, env0.clone()), std::mem::replace(&mut self.flow, Flow::Normal));
        self.cur = else_blk;
        else_branch(self);
        let (env_e, flow_e) = (std::mem::replace(&mut self.env, env0.clone()), std::mem::replace(&mut self.flow, Flow::Normal));
        self.cur = parent;

        let live_t = flow_t != Flow::Jumped;
        let live_e = flow_e != Flow::Jumped;
        if flow_t == Flow::Returned && flow_e == Flow::Normal || flow_e == Flow::Returned && flow_t == Flow::Normal {
            self.diags.push(
                Diagnostic::error(codes::UNSUPPORTED, "a `return` inside a run-time `if` needs a `return` on the other branch too")
                    .with_label(span, "only one branch returns")
                    .with_help("add an `else:` that returns, or assign a result variable and return once at the end"),
            );
        }
        let mut names: Vec<String> = Vec::new();
        for env in [&env_t, &env_e] {
            for (n, v) in env {
                let changed = env0.get(n).is_none_or(|old| !old.same(v));
                if changed && !names.contains(n) {
                    names.push(n.clone());
                }
            }
        }
        let mut results: Vec<(String, TileType)> = Vec::new();
        let mut new_env = env0.clone();
        let mut yields_t = Vec::new();
        let mut yields_e = Vec::new();
        for n in names {
            let vt = env_t.get(&n).cloned();
            let ve = env_e.get(&n).cloned();
            let assigned = self.assigned_at.get(&n).copied().unwrap_or(span);
            let merged = match (live_t, live_e) {
                (true, true) => match (vt, ve) {
                    // A failed merge is reported; the name then holds Poison, not nothing.
                    (Some(a), Some(b)) => self.merge_branch_values(&n, a, b, then_blk, else_blk, assigned).unwrap_or(Merge::Const(Val::Poison)),
                    _ => Merge::Undef,
                },
                (true, false) => vt.map_or(Merge::Undef, |a| self.merge_single(a, then_blk)),
                (false, true) => ve.map_or(Merge::Undef, |b| self.merge_single(b, else_blk)),
                (false, false) => Merge::Const(env0.get(&n).cloned().unwrap_or(Val::Poison)),
            };
            match merged {
                Merge::Const(v) => {
                    new_env.insert(n, v);
                }
                Merge::Undef => {
                    new_env.insert(n, Val::Undef { assigned, why: "in some branches of an `if`" });
                }
                Merge::Result(ty, a, b) => {
                    if let Some(a) = a {
                        yields_t.push(a);
                    }
                    if let Some(b) = b {
                        yields_e.push(b);
                    }
                    results.push((n, ty));
                }
            }
        }
        if live_t {
            self.k.append_op(then_blk, OpKind::Yield, &yields_t, &[], &[], Some(span));
        }
        if live_e {
            self.k.append_op(else_blk, OpKind::Yield, &yields_e, &[], &[], Some(span));
        }
        let types: Vec<Type> = results.iter().map(|(_, t)| Type::Tile(t.clone())).collect();
        let op = self.k.append_op(parent, OpKind::If, &[cond], &types, &[then_blk, else_blk], Some(span));
        for (i, (n, t)) in results.into_iter().enumerate() {
            new_env.insert(n, Val::Tile(self.k.result(op, i), t));
        }
        self.env = new_env;
        self.flow = match (flow_t, flow_e) {
            (Flow::Jumped, Flow::Jumped) => Flow::Jumped,
            (Flow::Returned, Flow::Returned) | (Flow::Returned, Flow::Jumped) | (Flow::Jumped, Flow::Returned) => Flow::Returned,
            _ => Flow::Normal,
        };
        Ok(())
    }

    /// A value that leaves the only live branch of an `if`.
    fn merge_single(&mut self, v: Val, blk: Block) -> Merge {
        match v {
            Val::Tile(value, ty) if self.defined_in(value, blk) => Merge::Result(ty, Some(value), None),
            other => Merge::Const(other),
        }
    }

    /// Whether `v` is defined inside `blk` (or a region nested in it).
    fn defined_in(&self, v: Value, blk: Block) -> bool {
        let mut found = false;
        let Some(def) = self.k.def_op(v) else {
            return self.k.blocks[blk].params.contains(&v);
        };
        fn go(k: &Kernel, b: Block, target: crate::tir::Op, found: &mut bool) {
            for &op in &k.blocks[b].ops {
                if op == target {
                    *found = true;
                    return;
                }
                for &r in &k.ops[op].regions {
                    go(k, r, target, found);
                }
            }
        }
        go(&self.k, blk, def, &mut found);
        found
    }

    fn merge_branch_values(&mut self, name: &str, a: Val, b: Val, then_blk: Block, else_blk: Block, assigned: Span) -> R<Merge> {
        if a.same(&b) {
            return Ok(Merge::Const(a));
        }
        // A name local to an earlier loop (or `if`) that one branch assigns afresh is local to
        // that branch: it does not exist after the `if` (E0207 where it is used).
        if matches!(a, Val::Undef { .. }) || matches!(b, Val::Undef { .. }) {
            return Ok(Merge::Undef);
        }
        let ty = match (&a, &b) {
            (Val::Tile(_, ta), Val::Tile(_, tb)) => {
                if ta != tb {
                    return Err(self.error(
                        Diagnostic::error(codes::BRANCH_TYPES, format!("`{name}` has a different type in each branch of this `if`"))
                            .with_label(assigned, format!("{} in one branch, {} in the other", ty_text(ta), ty_text(tb)))
                            .with_help(format!("make both branches assign `{name}` the same shape and dtype (`astype`, `broadcast_to`)")),
                    ));
                }
                ta.clone()
            }
            (Val::Tile(_, t), c) | (c, Val::Tile(_, t)) if c.is_const_number() => t.clone(),
            (x, y) if x.is_const_number() && y.is_const_number() => {
                let is_float = matches!(x, Val::Float(_)) || matches!(y, Val::Float(_));
                let is_bool = matches!(x, Val::Bool(_)) && matches!(y, Val::Bool(_));
                TileType::scalar(super::rules::default_dtype(is_float, is_bool, None))
            }
            (Val::Poison, _) | (_, Val::Poison) => return Err(Reported),
            _ => {
                return Err(self.error(
                    Diagnostic::error(codes::BRANCH_TYPES, format!("`{name}` holds a different kind of value in each branch"))
                        .with_label(assigned, format!("{} or {}", a.describe(), b.describe()))
                        .with_help("only tiles and numbers can differ between the branches of a run-time `if`"),
                ));
            }
        };
        let saved = self.cur;
        self.cur = then_blk;
        let va = self.coerce_to(&a, &ty, assigned)?;
        self.cur = else_blk;
        let vb = self.coerce_to(&b, &ty, assigned)?;
        self.cur = saved;
        Ok(Merge::Result(ty, Some(va), Some(vb)))
    }

    /// Materialises a constant as a tile of `ty`, or checks that a tile already has it.
    pub fn coerce_to(&mut self, v: &Val, ty: &TileType, span: Span) -> R<Value> {
        match v {
            Val::Tile(value, t) if t == ty => Ok(*value),
            Val::Int(_) | Val::Float(_) | Val::Bool(_) => {
                let c = self.const_of(v, ty.dtype, span)?;
                Ok(self.constant(c, ty.clone(), span))
            }
            _ => Err(Reported),
        }
    }

    // ----- loops -------------------------------------------------------------------------

    /// The names assigned in a loop body that already hold tiles or numbers: the carried set.
    fn carried_names(&self, body: &[Stmt], exclude: &[String]) -> Vec<String> {
        let mut assigned = Vec::new();
        collect_assigned(body, &mut assigned);
        assigned
            .into_iter()
            .filter(|n| !exclude.contains(n))
            .filter(|n| matches!(self.env.get(n), Some(Val::Tile(..) | Val::Int(_) | Val::Float(_) | Val::Bool(_))))
            .collect()
    }

    /// Loop context entries for carried names: type and last assignment before the loop.
    fn carried_entries(&self, inits: &[(String, Value, TileType)], loop_span: Span) -> Vec<(String, TileType, Span)> {
        inits.iter().map(|(n, _, t)| (n.clone(), t.clone(), self.assigned_at.get(n).copied().unwrap_or(loop_span))).collect()
    }

    /// Creates a loop body block taking (induction variable if any, carried values...), makes
    /// it the insertion point and binds the carried names to its parameters. Returns the
    /// block, its parameters, the environment before the loop and the parent block.
    fn enter_loop_block(&mut self, induction: Option<&TileType>, inits: &[(String, Value, TileType)]) -> (Block, Vec<Value>, Env, Block) {
        let mut param_types: Vec<Type> = induction.iter().map(|t| Type::Tile((*t).clone())).collect();
        param_types.extend(inits.iter().map(|(_, _, t)| Type::Tile(t.clone())));
        let blk = self.k.add_block(&param_types);
        let params: Vec<Value> = self.k.blocks[blk].params.to_vec();
        let env0 = self.env.clone();
        let parent = std::mem::replace(&mut self.cur, blk);
        let first = usize::from(induction.is_some());
        for (i, (n, _, t)) in inits.iter().enumerate() {
            self.env.insert(n.clone(), Val::Tile(params[first + i], t.clone()));
        }
        (blk, params, env0, parent)
    }

    /// Initial values of carried names as tiles.
    fn carried_inits(&mut self, names: &[String], span: Span) -> R<Vec<(String, Value, TileType)>> {
        let mut out = Vec::new();
        for n in names {
            let v = self.env.get(n).cloned().unwrap_or(Val::Poison);
            let (value, ty) = self.materialize(&v, None, span)?;
            out.push((n.clone(), value, ty));
        }
        Ok(out)
    }

    fn for_loop(&mut self, target: &Target, iter: &Expr, body: &[Stmt], span: Span) -> R<()> {
        if let ExprKind::Call { func, args } = &iter.kind
            && matches!(&func.kind, ExprKind::Name(n) if n == "range" && !self.env.contains_key("range"))
        {
            return self.range_loop(target, args, iter.span, body, span);
        }
        match self.expr(iter)? {
            Val::Tuple(items) => {
                // Iterating a tuple unrolls at compile time.
                for item in items.iter() {
                    self.assign(target, item.clone(), iter.span)?;
                    self.block(body);
                    if self.flow != Flow::Normal {
                        return Err(self.error(
                            Diagnostic::error(codes::UNSUPPORTED, "`break`, `continue` and `return` are not supported in a loop over a tuple")
                                .with_label(span, "unrolled at compile time"),
                        ));
                    }
                }
                Ok(())
            }
            other => Err(self.error(
                Diagnostic::error(codes::TYPE_MISMATCH, "a kernel `for` loop iterates over `range(...)` or a tuple")
                    .with_label(iter.span, format!("this is {}", other.describe()))
                    .with_help("write `for i in range(start, stop, step):`"),
            )),
        }
    }

    fn range_loop(&mut self, target: &Target, args: &[ast::Arg], iter_span: Span, body: &[Stmt], span: Span) -> R<()> {
        let Target::Name(iv_name) = target else {
            return Err(self.error(Diagnostic::error(codes::INVALID_TARGET, "a `range` loop binds one name").with_label(target.span(), "not a single name")));
        };
        if args.is_empty() || args.len() > 3 || args.iter().any(|a| a.name.is_some()) {
            return Err(self.error(
                Diagnostic::error(codes::ARG_COUNT, "`range` takes 1 to 3 positional arguments")
                    .with_label(iter_span, "here")
                    .with_help("range(stop), range(start, stop) or range(start, stop, step)"),
            ));
        }
        let mut vals = Vec::new();
        for a in args {
            let v = self.expr(&a.value)?;
            self.expect_int_scalar(&v, a.value.span, "a range bound")?;
            vals.push((v, a.value.span));
        }
        let (start, stop, step) = match vals.len() {
            1 => ((Val::Int(0), iter_span), vals[0].clone(), (Val::Int(1), iter_span)),
            2 => (vals[0].clone(), vals[1].clone(), (Val::Int(1), iter_span)),
            _ => (vals[0].clone(), vals[1].clone(), vals[2].clone()),
        };
        let const_step = match step.0 {
            Val::Int(0) => {
                return Err(self.error(Diagnostic::error(codes::CONST_DIV_ZERO, "`range` step is zero").with_label(step.1, "must not be zero")));
            }
            Val::Int(s) => Some(s),
            _ => None,
        };
        if let (Val::Int(a), Val::Int(b), Some(s)) = (&start.0, &stop.0, const_step)
            && ((s > 0 && a >= b) || (s < 0 && a <= b))
        {
            return Ok(()); // an empty loop: the body is never executed
        }
        let ity = [&start.0, &stop.0, &step.0]
            .iter()
            .filter_map(|v| match v {
                Val::Tile(_, t) => Some(t.dtype),
                Val::Int(i) if i32::try_from(*i).is_err() => Some(DType::I64),
                _ => None,
            })
            .fold(DType::I32, |a, b| super::rules::promote(a, b).unwrap_or(DType::I64));
        let ity = TileType::scalar(ity);
        let lb = self.coerce_int(&start.0, &ity, start.1)?;
        let ub = self.coerce_int(&stop.0, &ity, stop.1)?;
        let st = self.coerce_int(&step.0, &ity, step.1)?;
        let carried = self.carried_names(body, std::slice::from_ref(&iv_name.name));
        let needs_loop_op = contains_break(body) || const_step.is_some_and(|s| s < 0);
        if needs_loop_op {
            self.range_as_loop(iv_name, (lb, ub, st, ity), const_step.unwrap_or(1) < 0, carried, body, span)
        } else {
            self.range_as_for(iv_name, (lb, ub, st, ity), carried, body, span)
        }
    }

    fn coerce_int(&mut self, v: &Val, ty: &TileType, span: Span) -> R<Value> {
        match v {
            Val::Tile(value, t) if t.dtype != ty.dtype => Ok(self.emit1(OpKind::Cast, &[*value], ty.clone(), span)),
            other => self.coerce_to(other, ty, span),
        }
    }

    pub fn expect_int_scalar(&mut self, v: &Val, span: Span, what: &str) -> R<()> {
        match v {
            Val::Int(_) | Val::Bool(_) => Ok(()),
            Val::Tile(_, t) if t.is_scalar() && (t.dtype.is_int() || t.dtype.is_bool()) => Ok(()),
            Val::Poison => Err(Reported),
            other => Err(self.error(
                Diagnostic::error(codes::EXPECTED_SCALAR, format!("{what} must be an integer scalar"))
                    .with_label(span, format!("this is {}", other.describe())),
            )),
        }
    }

    fn range_as_for(&mut self, iv: &ast::Ident, bounds: (Value, Value, Value, TileType), carried: Vec<String>, body: &[Stmt], span: Span) -> R<()> {
        let (lb, ub, st, ity) = bounds;
        let inits = self.carried_inits(&carried, span)?;
        let (blk, params, env0, parent) = self.enter_loop_block(Some(&ity), &inits);
        self.env.insert(iv.name.clone(), Val::Tile(params[0], ity.clone()));
        let ctx = LoopCtx { carried: self.carried_entries(&inits, span), induction: None, breakable: false, saw_break: false };
        self.loops.push(ctx);
        self.block(body);
        if self.flow == Flow::Normal {
            let _ = self.emit_jump(false, span);
        }
        self.loops.pop();
        self.flow = Flow::Normal;
        self.cur = parent;
        let mut operands = vec![lb, ub, st];
        operands.extend(inits.iter().map(|(_, v, _)| *v));
        let types: Vec<Type> = inits.iter().map(|(_, _, t)| Type::Tile(t.clone())).collect();
        let op = self.k.append_op(parent, OpKind::For, &operands, &types, &[blk], Some(span));
        self.finish_loop(env0, &inits, op, body);
        Ok(())
    }

    /// A `for` with `break` (or a negative step) as a `loop` op that carries the induction
    /// variable and tests it at the top of each iteration.
    fn range_as_loop(&mut self, iv: &ast::Ident, bounds: (Value, Value, Value, TileType), descending: bool, carried: Vec<String>, body: &[Stmt], span: Span) -> R<()> {
        let (lb, ub, st, ity) = bounds;
        let inits = self.carried_inits(&carried, span)?;
        let (blk, params, env0, parent) = self.enter_loop_block(Some(&ity), &inits);
        // Exit test: `if not (iv < ub): break(carried)`.
        let pred = if descending { CmpOp::Gt } else { CmpOp::Lt };
        let in_range = self.emit1(OpKind::Cmp(pred), &[params[0], ub], TileType::scalar(DType::Bool), span);
        let then_blk = self.k.add_block(&[]);
        let else_blk = self.k.add_block(&[]);
        self.k.append_op(then_blk, OpKind::Yield, &[], &[], &[], Some(span));
        self.k.append_op(else_blk, OpKind::Break, &params[1..], &[], &[], Some(span));
        self.k.append_op(blk, OpKind::If, &[in_range], &[], &[then_blk, else_blk], Some(span));

        self.env.insert(iv.name.clone(), Val::Tile(params[0], ity.clone()));
        let ctx = LoopCtx {
            carried: self.carried_entries(&inits, span),
            induction: Some((params[0], st, ity)),
            breakable: true,
            saw_break: false,
        };
        self.loops.push(ctx);
        self.block(body);
        if self.flow == Flow::Normal {
            let _ = self.emit_jump(false, span);
        }
        self.loops.pop();
        self.flow = Flow::Normal;
        self.cur = parent;
        let mut operands = vec![lb];
        operands.extend(inits.iter().map(|(_, v, _)| *v));
        let types: Vec<Type> = inits.iter().map(|(_, _, t)| Type::Tile(t.clone())).collect();
        let op = self.k.append_op(parent, OpKind::Loop, &operands, &types, &[blk], Some(span));
        self.finish_loop(env0, &inits, op, body);
        Ok(())
    }

    fn while_loop(&mut self, cond: &Expr, body: &[Stmt], span: Span) -> R<()> {
        let carried = self.carried_names(body, &[]);
        let inits = self.carried_inits(&carried, span)?;
        let types: Vec<Type> = inits.iter().map(|(_, _, t)| Type::Tile(t.clone())).collect();
        let (blk, params, env0, parent) = self.enter_loop_block(None, &inits);
        let ctx = LoopCtx { carried: self.carried_entries(&inits, span), induction: None, breakable: true, saw_break: false };
        self.loops.push(ctx);
        let result = self.while_body(cond, body, &params, span);
        self.loops.pop();
        self.flow = Flow::Normal;
        self.cur = parent;
        result?;
        let operands: Vec<Value> = inits.iter().map(|(_, v, _)| *v).collect();
        let op = self.k.append_op(parent, OpKind::Loop, &operands, &types, &[blk], Some(span));
        self.finish_loop(env0, &inits, op, body);
        Ok(())
    }

    fn while_body(&mut self, cond: &Expr, body: &[Stmt], params: &[Value], span: Span) -> R<()> {
        let c = self.expr(cond)?;
        match self.condition(c, cond.span)? {
            Cond::Const(false) => {
                self.k.append_op(self.cur, OpKind::Break, params, &[], &[], Some(span));
                return Ok(());
            }
            Cond::Const(true) => {}
            Cond::Dynamic(v) => {
                let then_blk = self.k.add_block(&[]);
                let else_blk = self.k.add_block(&[]);
                self.k.append_op(then_blk, OpKind::Yield, &[], &[], &[], Some(span));
                self.k.append_op(else_blk, OpKind::Break, params, &[], &[], Some(span));
                self.k.append_op(self.cur, OpKind::If, &[v], &[], &[then_blk, else_blk], Some(span));
            }
        }
        self.block(body);
        if self.flow == Flow::Normal {
            self.emit_jump(false, span)?;
        }
        Ok(())
    }

    /// After a loop: carried names take the loop's results; names first assigned inside the
    /// body are not usable afterwards.
    fn finish_loop(&mut self, env0: Env, inits: &[(String, Value, TileType)], op: crate::tir::Op, body: &[Stmt]) {
        let mut env = env0;
        for (i, (n, _, t)) in inits.iter().enumerate() {
            env.insert(n.clone(), Val::Tile(self.k.result(op, i), t.clone()));
        }
        let mut assigned = Vec::new();
        collect_assigned(body, &mut assigned);
        for n in assigned {
            if !env.contains_key(&n) {
                let at = self.assigned_at.get(&n).copied().unwrap_or_default();
                env.insert(n, Val::Undef { assigned: at, why: "inside a loop body" });
            }
        }
        self.env = env;
    }

    fn jump(&mut self, is_break: bool, span: Span) -> R<()> {
        let word = if is_break { "break" } else { "continue" };
        let Some(ctx) = self.loops.last() else {
            return Err(self.error(Diagnostic::error(codes::OUTSIDE_LOOP, format!("`{word}` outside a loop")).with_label(span, "not inside `for` or `while`")));
        };
        if is_break && !ctx.breakable {
            // `contains_break` chose the `for` op; a break here means it missed one.
            return Err(self.error(Diagnostic::internal("`break` inside a loop lowered without exit support").with_label(span, "here")));
        }
        if let Some(ctx) = self.loops.last_mut() {
            ctx.saw_break |= is_break;
        }
        self.emit_jump(is_break, span)?;
        self.flow = Flow::Jumped;
        Ok(())
    }

    /// Emits `continue` (with the next carried values, advancing a lowered induction variable)
    /// or `break` (with the final carried values).
    fn emit_jump(&mut self, is_break: bool, span: Span) -> R<()> {
        let Some(ctx) = self.loops.last().cloned() else { return Err(Reported) };
        let mut operands = Vec::new();
        if !is_break && let Some((iv, step, ity)) = &ctx.induction {
            operands.push(self.emit1(OpKind::Binary(crate::tir::BinaryOp::Add), &[*iv, *step], ity.clone(), span));
        }
        for (n, ty, entry) in &ctx.carried {
            let v = self.env.get(n).cloned().unwrap_or(Val::Poison);
            match v {
                Val::Tile(value, t) if &t == ty => operands.push(value),
                ref c if c.is_const_number() => operands.push(self.coerce_to(c, ty, span)?),
                Val::Poison => return Err(Reported),
                other => {
                    let at = self.assigned_at.get(n).copied().unwrap_or(span);
                    let now = match &other {
                        Val::Tile(_, t) => ty_text(t),
                        o => o.describe(),
                    };
                    return Err(self.error(
                        Diagnostic::error(codes::LOOP_CARRIED, format!("`{n}` changes type inside the loop"))
                            .with_label(at, format!("assigned {now} here"))
                            .with_label(*entry, format!("but it enters the loop as {}", ty_text(ty)))
                            .with_help(carried_help(n, ty)),
                    ));
                }
            }
        }
        let kind = if is_break { OpKind::Break } else { OpKind::Continue };
        self.k.append_op(self.cur, kind, &operands, &[], &[], Some(span));
        Ok(())
    }

    // ----- inlined function calls ---------------------------------------------------------

    /// Inlines a call of a `def` with already evaluated arguments.
    pub fn call_def(&mut self, f: FuncId, args: Vec<(Option<String>, Val, Span)>, span: Span) -> R<Val> {
        let info = self.unit.func(f);
        let def = info.def;
        if def.kind == ast::FuncKind::Kernel {
            return Err(self.error(
                Diagnostic::error(codes::NOT_CALLABLE, format!("`{}` is a kernel and cannot be called from a kernel", def.name.name))
                    .with_label(span, "kernel called here")
                    .with_label(def.name.span, "defined as a kernel here")
                    .with_help("declare it with `def` to make it an inlined device function"),
            ));
        }
        if self.calls.contains(&f) {
            return Err(self.error(
                Diagnostic::error(codes::RECURSION, format!("`{}` calls itself", def.name.name))
                    .with_label(span, "recursive call")
                    .with_label(def.name.span, "device functions are inlined, so they cannot recurse")
                    .with_help("rewrite the recursion as a loop"),
            ));
        }
        let bound = self.bind_def_args(def, args, span)?;
        let errors_before = self.diags.iter().filter(|d| d.is_error()).count();
        let saved_env = std::mem::replace(&mut self.env, bound);
        let saved_module = std::mem::replace(&mut self.module, info.module);
        let saved_loops = std::mem::take(&mut self.loops);
        self.calls.push(f);
        self.block(&def.body);
        self.calls.pop();
        self.loops = saved_loops;
        self.module = saved_module;
        self.flow = Flow::Normal;
        let env = std::mem::replace(&mut self.env, saved_env);
        if self.diags.iter().filter(|d| d.is_error()).count() > errors_before {
            // The body's errors are reported; its result must not cause more.
            return Ok(Val::Poison);
        }
        Ok(env.get(RETURN_SLOT).cloned().unwrap_or(Val::None))
    }

    fn bind_def_args(&mut self, def: &ast::FuncDef, args: Vec<(Option<String>, Val, Span)>, span: Span) -> R<Env> {
        let positional = args.iter().filter(|a| a.0.is_none()).count();
        for (i, p) in def.params.iter().enumerate() {
            let by_name = args.iter().filter(|a| a.0.as_deref() == Some(p.name.name.as_str())).count();
            if by_name + usize::from(i < positional) > 1 {
                let at = args.iter().rev().find(|a| a.0.as_deref() == Some(p.name.name.as_str())).map_or(span, |a| a.2);
                return Err(self.error(
                    Diagnostic::error(codes::DUPLICATE_ARGUMENT, format!("`{}` got argument `{}` twice", def.name.name, p.name.name))
                        .with_label(at, "passed again here")
                        .with_label(p.name.span, "parameter declared here"),
                ));
            }
        }
        let mut env = Env::new();
        let mut positional = args.iter().filter(|a| a.0.is_none());
        for p in &def.params {
            let given = args.iter().find(|a| a.0.as_deref() == Some(p.name.name.as_str())).or_else(|| positional.next());
            let v = match given {
                Some((_, v, s)) => {
                    self.check_def_param(p, v, *s)?;
                    v.clone()
                }
                None => match &p.default {
                    Some(d) => self.expr(d)?,
                    None => {
                        return Err(self.error(
                            Diagnostic::error(codes::MISSING_ARGUMENT, format!("`{}` is missing its argument `{}`", def.name.name, p.name.name))
                                .with_label(span, "in this call")
                                .with_label(p.name.span, "parameter declared here"),
                        ));
                    }
                },
            };
            env.insert(p.name.name.clone(), v);
        }
        let extra = args.iter().filter(|a| a.0.is_none()).count().saturating_sub(def.params.len());
        if extra > 0 {
            return Err(self.error(
                Diagnostic::error(codes::ARG_COUNT, format!("`{}` takes {} arguments but {} were given", def.name.name, def.params.len(), def.params.len() + extra))
                    .with_label(span, "too many arguments")
                    .with_label(def.header_span, "defined here"),
            ));
        }
        for (name, _, s) in &args {
            if let Some(n) = name
                && !def.params.iter().any(|p| &p.name.name == n)
            {
                return Err(self.error(Diagnostic::error(codes::UNKNOWN_KEYWORD, format!("`{}` has no parameter named `{n}`", def.name.name)).with_label(*s, "unknown keyword")));
            }
        }
        Ok(env)
    }

    fn check_def_param(&mut self, p: &ast::Param, v: &Val, span: Span) -> R<()> {
        let Some(ty) = &p.ty else { return Ok(()) };
        if let ast::TypeExprKind::Const(_) = &ty.kind
            && !matches!(v, Val::Int(_) | Val::Float(_) | Val::Bool(_) | Val::DType(_) | Val::Poison)
        {
            return Err(self.error(
                Diagnostic::error(codes::NOT_CONSTANT, format!("`{}` is a `const` parameter but this argument is not a compile-time constant", p.name.name))
                    .with_label(span, format!("this is {}", v.describe()))
                    .with_label(ty.span, "declared const here"),
            ));
        }
        Ok(())
    }
}

/// The pseudo-variable an inlined function's `return` writes.
const RETURN_SLOT: &str = "$return";

pub(crate) enum Cond {
    Const(bool),
    Dynamic(Value),
}

enum Merge {
    Const(Val),
    Undef,
    Result(TileType, Option<Value>, Option<Value>),
}

pub(crate) fn ty_text(t: &TileType) -> String {
    if t.is_scalar() {
        format!("{} scalar", t.dtype.with_article())
    } else {
        format!("{} {}", t.dtype, crate::tir::shape_str(&t.shape))
    }
}

fn carried_help(name: &str, ty: &TileType) -> String {
    if ty.is_scalar() {
        format!("initialise `{name}` before the loop with the type it has inside, e.g. `{name} = full(shape, 0, dtype)`, or convert inside the loop with `astype`")
    } else {
        format!("keep `{name}` {} in the loop (convert with `astype`), or give it its final type before the loop", ty_text(ty))
    }
}

/// Every name assigned in `stmts`, recursively, in first-assignment order.
pub(crate) fn collect_assigned(stmts: &[Stmt], out: &mut Vec<String>) {
    fn target(t: &Target, out: &mut Vec<String>) {
        match t {
            Target::Name(id) => {
                if !out.contains(&id.name) {
                    out.push(id.name.clone());
                }
            }
            Target::Tuple(items, _) => items.iter().for_each(|t| target(t, out)),
            Target::Index { .. } | Target::Error(_) => {}
        }
    }
    for s in stmts {
        match &s.kind {
            StmtKind::Assign { target: t, .. } | StmtKind::AugAssign { target: t, .. } => target(t, out),
            StmtKind::If { branches, orelse } => {
                for (_, b) in branches {
                    collect_assigned(b, out);
                }
                if let Some(b) = orelse {
                    collect_assigned(b, out);
                }
            }
            StmtKind::For { target: t, body, .. } => {
                target(t, out);
                collect_assigned(body, out);
            }
            StmtKind::While { body, .. } => collect_assigned(body, out),
            _ => {}
        }
    }
}

/// Whether a loop body contains a `break` that belongs to this loop (not a nested one).
fn contains_break(stmts: &[Stmt]) -> bool {
    stmts.iter().any(|s| match &s.kind {
        StmtKind::Break => true,
        StmtKind::If { branches, orelse } => branches.iter().any(|(_, b)| contains_break(b)) || orelse.as_deref().is_some_and(contains_break),
        _ => false,
    })
}
