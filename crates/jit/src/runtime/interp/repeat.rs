//! `launch(k, grid=(...), args=(...))` with its arguments read by reference where they are
//! bound: no value is cloned and no argument is bound to `launch`'s parameters. The launch goes
//! to the one entry point ([`launch::launch_seq`]); when it passes what the previous GPU launch
//! passed, that repeats it ([`fast_launch`]), so in a loop the statement costs little more than
//! the driver call.
//!
//! Only the usual form takes this path: `launch` the builtin, three arguments (positional,
//! then `grid=` and `args=` keywords in any order), the kernel a name, and the grid and the
//! kernel arguments each a tuple or list literal, or one expression. Every item must be free
//! of side effects: a name, a literal, or operators, attributes and indexing over those. Items
//! that are not plain names are computed first (they cannot rebind a name, so the order is not
//! observable). When anything does not fit (a name not yet resolved, an item that fails, a grid
//! that is not one to three positive ints, a kernel that is not one), the general path
//! (`call.rs`) runs and evaluates the arguments again; being side-effect free, that is not
//! observable either, and it is what reports those errors.
//!
//! A `for` loop over a range whose body is such a launch alone, not mentioning the loop
//! variable, goes further ([`Interp::launch_loop`]): once one iteration's launch is a repeat,
//! every later one passes the same (nothing else in the loop changes a name), so the
//! remaining launches are queued by one call that compares the arguments once and between
//! launches only looks at the interrupt flag. This is what a timing loop, or a solver
//! stepping a kernel in place, costs per launch: about the driver call.
//!
//! [`fast_launch`]: crate::runtime::fast_launch
//! [`launch::launch_seq`]: crate::runtime::launch::launch_seq

use smallvec::SmallVec;
use tile_lang::syntax::ast::{Arg, Expr, ExprKind, Stmt, StmtKind, Target};
use tile_lang::Span;

use super::{interrupted, Flow, Frame, Interp};
use crate::runtime::error::R;
use crate::runtime::launch::{self, End, Launched, Seq, Spans};
use crate::runtime::value::Value;
use crate::runtime::Names;

/// Where one launch item's value is.
#[derive(Clone, Copy)]
enum Spot<'e> {
    /// Bound to a name: read in place.
    Bound(&'e String),
    /// Computed into the owned values, at this index.
    Owned(usize),
}

/// The items of a grid or argument list among a launch's [`Spot`]s: `spots[start..end]`;
/// `literal` unless it is one value to be taken apart as `Seq::of` does (a tuple or list is
/// its items).
#[derive(Clone, Copy)]
struct Items {
    start: usize,
    end: usize,
    literal: bool,
}

/// A launch's item spots (inline: the launch allocates nothing for them).
type Spots<'e> = SmallVec<[Spot<'e>; 12]>;

impl Interp<'_> {
    /// Launches `times` times (more than once for a loop whose body is this statement alone)
    /// with the arguments read in place; `None` when the general path must run.
    pub(super) fn launch_in_place(&mut self, args: &[Arg], span: Span, times: u64) -> Option<Launched> {
        let ([kernel, grid, seq], backend) = launch_form(args)?;
        let ExprKind::Name(kernel_name) = &kernel.kind else { return None };
        // A back end named by a side-effect-free expression (the stdlib's `backend=BE`); a
        // wrong one is reported by the general path.
        let backend = match backend {
            None => None,
            Some(e) if side_effect_free(e) => launch::backend_arg(&self.eval(e).ok()?, e.span).ok()?,
            Some(_) => return None,
        };
        let mut owned: SmallVec<[Value; 4]> = SmallVec::new();
        let mut spots = Spots::new();
        let grid_items = self.items(grid, &mut spots, &mut owned)?;
        let arg_items = self.items(seq, &mut spots, &mut owned)?;
        let spans = Spans {
            call: Some(span),
            kernel: Some(kernel.span),
            grid: Some(grid.span),
            args: Some(seq.span),
        };

        let Interp { rt, frames, .. } = self;
        let (names, mut launcher) = rt.split();
        let frame = frames.last();
        let module = frame.and_then(|f| f.module()).map(|m| &**m);
        let at = Place { frame, module, names: &names, owned: &owned, spots: &spots };
        // `launch` must be the builtin (names that were not looked up yet in this input are
        // left to the general path, which resolves them for the next time).
        let builtin = matches!(at.bound("launch"), Some(Value::Builtin(b)) if &**b == "launch");
        if !builtin || launcher.engine.host_fn("launch").is_some() {
            return None;
        }
        let kernel = at.bound(kernel_name).filter(|k| matches!(k, Value::Kernel(_)))?;
        let grid = at.values(grid_items)?;
        grid_of(&grid)?;
        let values = at.values(arg_items)?;
        let item_exprs = arg_items.literal.then(|| item_exprs(seq).0);
        let done = launch::launch_seq(&mut launcher, kernel, (Seq::Refs(&grid), Seq::Refs(&values)), &spans, item_exprs, times, backend);
        drop((grid, values));
        self.rt.launch_statement_repeats += done.repeated;
        Some(done)
    }

    /// Where the items of a grid or argument list are; items that are not names are computed
    /// into `owned`. `None` when one may have a side effect or fails (the general path then
    /// reports it).
    fn items<'e>(
        &mut self,
        e: &'e Expr,
        spots: &mut Spots<'e>,
        owned: &mut SmallVec<[Value; 4]>,
    ) -> Option<Items> {
        let (exprs, literal) = item_exprs(e);
        let start = spots.len();
        for x in exprs {
            spots.push(match &x.kind {
                ExprKind::Name(n) => Spot::Bound(n),
                ExprKind::Int(n) => {
                    owned.push(Value::Int(*n));
                    Spot::Owned(owned.len() - 1)
                }
                _ if side_effect_free(x) => {
                    owned.push(self.eval(x).ok()?);
                    Spot::Owned(owned.len() - 1)
                }
                _ => return None,
            });
        }
        Some(Items { start, end: spots.len(), literal })
    }
}

/// The `launch(...)` arguments and span of a `for` loop's body when it is that one statement
/// in the usual form and does not mention the loop variable, which is then the only name
/// the loop changes: every launch after a repeat passes the same as the one before
/// ([`Interp::launch_loop`]).
pub(super) fn loop_of_one_launch<'b>(target: &Target, body: &'b [Stmt]) -> Option<(&'b [Arg], Span)> {
    let (Target::Name(var), [stmt]) = (target, body) else { return None };
    let StmtKind::Expr(Expr { kind: ExprKind::Call { func, args }, span }) = &stmt.kind else { return None };
    if !matches!(&func.kind, ExprKind::Name(n) if n == "launch") || var.name == "launch" {
        return None;
    }
    // Items the repeat would refuse (`items`) make every iteration take the general path:
    // then the loop is an ordinary one.
    let free_of_var = |e: &Expr| pure_with_names(e, &|n| n != var.name);
    let (items, backend) = launch_form(args)?;
    let backend_free = backend.is_none_or(&free_of_var);
    (backend_free && items.iter().all(|e| item_exprs(e).0.iter().all(free_of_var))).then_some((args.as_slice(), *span))
}

/// The item expressions of a grid or argument list: a tuple or list literal's items (`true`),
/// or the one expression (`false`).
fn item_exprs(e: &Expr) -> (&[Expr], bool) {
    match &e.kind {
        ExprKind::Tuple(items) | ExprKind::List(items) => (items.as_slice(), true),
        _ => (std::slice::from_ref(e), false),
    }
}

impl Interp<'_> {
    /// `for var in range(...)` over one launch statement that does not mention `var`
    /// ([`loop_of_one_launch`]): the first iteration runs as usual; from then on each launch
    /// request asks for all the launches that remain ([`launch_in_place`](Self::launch_in_place)):
    /// once the launch repeats the previous one, so will every later launch, and the rest are
    /// queued in one run. `var` is then bound once, to what the last iteration that ran (or
    /// failed) would have bound it to.
    pub(super) fn launch_loop(
        &mut self,
        target: &Target,
        at: Span,
        (start, step): (i64, i64),
        n: i64,
        stmt: &Stmt,
        (args, call): (&[Arg], Span),
    ) -> R<Flow> {
        let item = |i: i64| Value::Int(start + i * step);
        let mut i = 0;
        while i < n {
            self.check_interrupt(at)?;
            self.assign(target, item(i), at)?;
            if i > 0
                && let Some(done) = self.launch_in_place(args, call, (n - i) as u64)
            {
                if done.repeated > 0 {
                    self.rt.launch_loop_runs += 1;
                }
                let queued = done.queued as i64;
                let (ran, result) = match done.result {
                    Ok(End::Done) => (n - 1, Ok(Flow::Next)),
                    Ok(End::Interrupted) => (i + queued - 1, Err(interrupted(at).with_note(format!(
                        "no launch was queued after the interrupt; the {} already queued on the GPU ran to the end (a running kernel cannot be abandoned)",
                        i + queued
                    )))),
                    Err(f) => (i + queued, Err(f)),
                    Ok(End::Partial) => {
                        i += queued;
                        continue;
                    }
                };
                self.assign(target, item(ran), at)?;
                return result;
            }
            self.exec(stmt)?;
            i += 1;
        }
        Ok(Flow::Next)
    }
}

/// The kernel, grid and arguments expressions of `launch(...)` in the usual form, and the
/// back end's when the launch names one.
fn launch_form(args: &[Arg]) -> Option<([&Expr; 3], Option<&Expr>)> {
    const PARAMS: [&str; 4] = ["kernel", "grid", "args", "backend"];
    if !(3..=4).contains(&args.len()) {
        return None;
    }
    let mut slots: [Option<&Expr>; 4] = [None; 4];
    let mut keywords = false;
    for (i, a) in args.iter().enumerate() {
        let at = match &a.name {
            None if !keywords => i,
            None => return None,
            Some(n) => {
                keywords = true;
                PARAMS.iter().position(|p| *p == n.name)?
            }
        };
        if slots[at].replace(&a.value).is_some() {
            return None;
        }
    }
    Some(([slots[0]?, slots[1]?, slots[2]?], slots[3]))
}

/// Whether evaluating `e` can change nothing but its own result: names and literals under
/// operators, attributes and indexing (no calls, which may rebind names or print).
fn side_effect_free(e: &Expr) -> bool {
    pure_with_names(e, &|_| true)
}

/// [`side_effect_free`], with every name in `e` accepted by `name_ok`.
fn pure_with_names(e: &Expr, name_ok: &dyn Fn(&str) -> bool) -> bool {
    // Operator chains are trees as deep as they are long.
    stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || pure_inner(e, name_ok))
}

fn pure_inner(e: &Expr, name_ok: &dyn Fn(&str) -> bool) -> bool {
    let pure = |x: &Expr| pure_with_names(x, name_ok);
    match &e.kind {
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Bool(_) | ExprKind::Str(_) | ExprKind::None => true,
        ExprKind::Name(n) => name_ok(n),
        ExprKind::Unary { operand, .. } => pure(operand),
        ExprKind::Binary { lhs, rhs, .. } => pure(lhs) && pure(rhs),
        ExprKind::Attr { base, .. } => pure(base),
        ExprKind::Index { base, index } => {
            pure(base) && index.iter().all(|i| !matches!(i.kind, ExprKind::Slice { .. }) && pure(i))
        }
        ExprKind::Tuple(items) => items.iter().all(pure),
        _ => false,
    }
}

/// Where a launch's items are: names bound in the running function's locals or the runtime,
/// computed values.
struct Place<'v, 'e> {
    frame: Option<&'v Frame>,
    /// The imported module whose function runs, if one does: other names resolve there.
    module: Option<&'v str>,
    names: &'v Names<'v>,
    owned: &'v [Value],
    spots: &'v [Spot<'e>],
}

impl<'v> Place<'v, '_> {
    /// What `name` is bound to, as `Interp::lookup` finds it, by reference; `None` for a name
    /// the lookup has not resolved yet (the general path resolves it).
    fn bound(&self, name: &str) -> Option<&'v Value> {
        if let Some(v) = self.frame.and_then(|f| f.get_at(name)) {
            return Some(v);
        }
        match self.module {
            // As `Interp::lookup_in_module` resolved it (builtins included).
            Some(m) => self.names.resolved.peek(self.names.defs, Some(m), name),
            None => self.names.scope.get(name).or_else(|| self.names.resolved.peek(self.names.defs, None, name)),
        }
    }

    /// The values of `items`, by reference; one value that is a tuple or list stands for its
    /// items, as in `Seq::of`.
    fn values(&self, items: Items) -> Option<SmallVec<[&'v Value; 8]>> {
        let mut out = SmallVec::new();
        for spot in &self.spots[items.start..items.end] {
            out.push(match *spot {
                Spot::Bound(n) => self.bound(n)?,
                Spot::Owned(i) => &self.owned[i],
            });
        }
        if !items.literal {
            let one: &'v Value = out[0];
            match one {
                Value::Tuple(t) => return Some(t.iter().collect()),
                Value::List(l) => return Some(l.iter().collect()),
                _ => {}
            }
        }
        Some(out)
    }
}

/// A grid of one to three positive ints (anything else is the general path's to report).
fn grid_of(dims: &[&Value]) -> Option<[u32; 3]> {
    if dims.is_empty() || dims.len() > 3 {
        return None;
    }
    let mut g = [1u32; 3];
    for (d, v) in g.iter_mut().zip(dims) {
        match v {
            Value::Int(n) if *n >= 1 && *n <= i64::from(i32::MAX) => *d = *n as u32,
            _ => return None,
        }
    }
    Some(g)
}
