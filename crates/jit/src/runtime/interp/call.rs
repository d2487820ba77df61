//! Calls: binding arguments to parameters, calling host `def`s, and dispatching builtins,
//! methods, dtype conversions and functions registered by the embedder.
//!
//! Binding ([`binding`]) works on argument positions, so arguments are evaluated once into a
//! small inline buffer and never moved or cloned to bind them. `launch` is the one call with
//! its own evaluation (`Interp::launch_call`): tuple and list literals among its arguments
//! are evaluated in place and lent to the launch, so the usual
//! `launch(k, grid=(n,), args=(a, b, 256))` in a loop builds no tuple.

use smallvec::SmallVec;
use tile_lang::diag::codes;
use tile_lang::syntax::ast::{Arg, Expr, ExprKind};
use tile_lang::Span;

use super::{Flow, Interp};
use crate::runtime::error::{Fail, R};
use crate::runtime::launch::{self, Seq, Spans};
use crate::runtime::value::{Function, Value};

/// An evaluated argument, and where it is; its keyword borrows the call's syntax tree.
#[derive(Clone, Debug)]
pub(crate) struct ArgVal<'n, V = Value> {
    pub name: Option<&'n str>,
    pub arg: (V, Span),
}

impl<'n, V> ArgVal<'n, V> {
    pub fn new(name: Option<&'n str>, value: V, span: Span) -> ArgVal<'n, V> {
        ArgVal { name, arg: (value, span) }
    }

    pub fn value(&self) -> &V {
        &self.arg.0
    }

    pub fn span(&self) -> Span {
        self.arg.1
    }
}

/// A call's evaluated arguments (inline up to four: such a call allocates nothing for them).
/// Room for eight saved the allocation of longer calls but made every call move the larger
/// buffer, and cost more than it saved (`bench/experiments/host_calls.tile`).
pub(crate) type Args<'n> = SmallVec<[ArgVal<'n>; 4]>;

/// One parameter of a callee: `name`, `name=` (optional) or `*name` (variadic) in the
/// `HOST_BUILTINS` syntax, parsed once.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Param<'p> {
    pub name: &'p str,
    pub optional: bool,
    pub variadic: bool,
}

impl<'p> Param<'p> {
    /// Parses the `HOST_BUILTINS` spelling.
    pub fn parse(spec: &'p str) -> Param<'p> {
        let variadic = spec.starts_with('*');
        let optional = spec.ends_with('=');
        Param { name: spec.trim_end_matches('=').trim_start_matches('*'), optional, variadic }
    }
}

impl std::fmt::Display for Param<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let star = if self.variadic { "*" } else { "" };
        let eq = if self.optional { "=" } else { "" };
        write!(f, "{star}{}{eq}", self.name)
    }
}

/// `callee(a, b=, *rest)`, for messages.
fn signature(callee: &str, params: &[Param<'_>]) -> String {
    let list: Vec<String> = params.iter().map(Param::to_string).collect();
    format!("`{callee}({})`", list.join(", "))
}

/// Which argument fills each parameter: indices into the call's arguments.
pub(crate) struct Binding {
    /// Per parameter, the argument bound to it (`None`: an optional one left out).
    pub slots: SmallVec<[Option<u32>; 6]>,
    /// The arguments collected by a variadic parameter, in order.
    pub rest: SmallVec<[u32; 4]>,
}

/// Binds arguments to a parameter list with Python's rules (positional arguments in order,
/// then keywords; a variadic parameter takes the remaining positional ones); errors name the
/// callee. Only names and spans are read: the values stay where they are.
pub(crate) fn binding<A: Named>(callee: &str, params: &[Param<'_>], args: &[A], call: Span) -> R<Binding> {
    let variadic = params.iter().position(|p| p.variadic);
    let mut b = Binding { slots: SmallVec::from_elem(None, params.len()), rest: SmallVec::new() };
    let slots = b.slots.as_mut_slice();
    let mut next = 0;
    for (k, a) in args.iter().enumerate() {
        let k = k as u32;
        match a.keyword() {
            None => {
                if variadic.is_some_and(|v| next >= v) {
                    b.rest.push(k);
                } else if next < params.len() {
                    slots[next] = Some(k);
                    next += 1;
                } else {
                    let n = params.len();
                    return Err(Fail::at(
                        codes::ARG_COUNT,
                        format!(
                            "`{callee}` takes at most {n} positional argument{}",
                            if n == 1 { "" } else { "s" }
                        ),
                        a.at(),
                        "one too many",
                    )
                    .with_help(signature(callee, params)));
                }
            }
            Some(n) => {
                let Some(i) = params.iter().position(|p| p.name == n).filter(|&i| Some(i) != variadic) else {
                    return Err(Fail::at(
                        codes::UNKNOWN_KEYWORD,
                        format!("`{callee}` has no parameter `{n}`"),
                        a.at(),
                        "unknown keyword",
                    )
                    .with_help(signature(callee, params)));
                };
                if slots[i].is_some() {
                    return Err(Fail::at(
                        codes::DUPLICATE_ARGUMENT,
                        format!("`{n}` is passed twice"),
                        a.at(),
                        "passed again here",
                    ));
                }
                slots[i] = Some(k);
            }
        }
    }
    if let Some((_, p)) = slots.iter().zip(params).find(|(s, p)| s.is_none() && !p.optional && !p.variadic) {
        return Err(Fail::at(
            codes::MISSING_ARGUMENT,
            format!("`{callee}` needs the argument `{p}`"),
            call,
            "missing an argument",
        )
        .with_help(signature(callee, params)));
    }
    Ok(b)
}

/// What [`binding`] reads of an argument: its keyword, and where it is for messages.
pub(crate) trait Named {
    fn keyword(&self) -> Option<&str>;
    fn at(&self) -> Span;
}

impl<V> Named for ArgVal<'_, V> {
    fn keyword(&self) -> Option<&str> {
        self.name
    }

    fn at(&self) -> Span {
        self.arg.1
    }
}

/// An argument as written: a call binds from its syntax alone.
impl Named for Arg {
    fn keyword(&self) -> Option<&str> {
        self.name.as_ref().map(|n| n.name.as_str())
    }

    fn at(&self) -> Span {
        self.value.span
    }
}

/// A call's arguments bound to a parameter list (borrowing them).
pub(crate) struct Bound<'a, V = Value> {
    pub call: Span,
    args: &'a [ArgVal<'a, V>],
    binding: Binding,
}

impl<'a, V> Bound<'a, V> {
    /// Every bound argument value.
    pub fn values(&self) -> impl Iterator<Item = &V> {
        self.binding.slots.iter().flatten().chain(&self.binding.rest).map(|&k| self.args[k as usize].value())
    }

    pub fn get(&self, i: usize) -> Option<&'a (V, Span)> {
        let args = self.args;
        self.binding.slots.get(i).copied().flatten().map(|k| &args[k as usize].arg)
    }

    /// A required argument (the binder checked it is there).
    pub fn req(&self, i: usize) -> &'a (V, Span) {
        self.get(i).expect("required argument bound")
    }

    /// The arguments a variadic parameter collected.
    pub fn rest(&self) -> impl Iterator<Item = &'a (V, Span)> + '_ {
        let args = self.args;
        self.binding.rest.iter().map(move |&k| &args[k as usize].arg)
    }
}

/// Binds `args` to a parameter list (see [`binding`]).
pub(crate) fn bind<'a, V>(
    callee: &str,
    params: &[Param<'_>],
    args: &'a [ArgVal<'a, V>],
    call: Span,
) -> R<Bound<'a, V>> {
    let binding = binding(callee, params, args, call)?;
    Ok(Bound { call, args, binding })
}

impl Interp<'_> {
    /// Evaluates a call expression.
    pub fn call(&mut self, func: &Expr, args: &[Arg], span: Span) -> R<Value> {
        // `bench(expr, ...)` evaluates its first argument lazily, many times.
        if let ExprKind::Name(n) = &func.kind
            && n == "bench"
            && matches!(self.lookup(n, func.span), Ok(Value::Builtin(ref b)) if &**b == "bench")
        {
            return self.bench(args, span);
        }
        // A launch in the usual form reads its arguments in place (`repeat.rs`).
        if matches!(&func.kind, ExprKind::Name(n) if n == "launch")
            && let Some(done) = self.launch_in_place(args, span, 1)
        {
            return done.once().map(|()| Value::None);
        }
        let callee = self.eval(func)?;
        if matches!(&callee, Value::Builtin(b) if &**b == "launch")
            && self.rt.engine.host_fn("launch").is_none()
        {
            return self.launch_call(args, span);
        }
        let mut vals = Args::with_capacity(args.len());
        for a in args {
            vals.push(ArgVal::new(
                a.name.as_ref().map(|n| n.name.as_str()),
                self.eval(&a.value)?,
                a.value.span,
            ));
        }
        self.call_value(callee, &mut vals, func.span, span)
    }

    /// `launch(kernel, grid, args[, backend])`: evaluated and bound like any builtin call (arguments
    /// left to right, then Python's binding rules), except that a tuple or list literal (the
    /// usual `grid=(n,)`, `args=(a, b, 256)`) is evaluated in place, its items lent to the
    /// launch without building the tuple; its items' spans locate argument errors.
    fn launch_call(&mut self, args: &[Arg], span: Span) -> R<Value> {
        // Which argument fills which parameter follows from the syntax alone; a binding error
        // is reported after the arguments ran, as for any call.
        let bound = binding("launch", &LAUNCH, args, span);
        let mut items: SmallVec<[Value; 8]> = SmallVec::new();
        let mut parts: SmallVec<[Part<'_>; 4]> = SmallVec::new();
        for a in args {
            let part = match &a.value.kind {
                ExprKind::Tuple(exprs) | ExprKind::List(exprs) => {
                    let at = items.len();
                    for e in exprs {
                        let v = self.eval(e)?;
                        items.push(v);
                    }
                    Part::Literal { at, exprs, list: matches!(a.value.kind, ExprKind::List(_)) }
                }
                _ => Part::Value(self.eval(&a.value)?),
            };
            parts.push(part);
        }
        let b = bound?;
        let param = |i: usize| {
            let k = b.slots[i].expect("required argument bound") as usize;
            (&parts[k], args[k].value.span)
        };
        let ((kernel, ks), (grid, gs), (seq, ss)) = (param(0), param(1), param(2));
        let spans = Spans { call: Some(span), kernel: Some(ks), grid: Some(gs), args: Some(ss) };
        let kernel = match kernel {
            Part::Value(v) => std::borrow::Cow::Borrowed(v),
            literal => std::borrow::Cow::Owned(literal.to_value(&items)),
        };
        let item_exprs = match seq {
            Part::Literal { exprs, .. } => Some(*exprs),
            Part::Value(_) => None,
        };
        let backend = match b.slots[3] {
            Some(k) => launch::backend_arg(&parts[k as usize].to_value(&items), args[k as usize].value.span)?,
            None => None,
        };
        let seqs = (grid.seq(&items), seq.seq(&items));
        launch::launch_seq(&mut self.rt.launcher(), &kernel, seqs, &spans, item_exprs, 1, backend).once()?;
        Ok(Value::None)
    }

    /// Calls an evaluated callee. The arguments are lent, not moved: a buffer of them is a
    /// few hundred bytes, and every call passed it down two or three levels by copying it.
    /// A host function's parameters take their values out of it.
    pub fn call_value(&mut self, callee: Value, args: &mut Args<'_>, func_span: Span, span: Span) -> R<Value> {
        match callee {
            Value::Builtin(name) => self.builtin(&name, args, span),
            Value::Method(recv, name) => {
                args.insert(0, ArgVal::new(None, *recv, func_span));
                self.builtin(name, args, span)
            }
            Value::Function(f) => self.call_function(&f, args, span),
            Value::DType(d) => self.convert(d, args, span),
            Value::Kernel(k) => Err(Fail::at(
                codes::NOT_CALLABLE,
                format!("kernel `{}` cannot be called like a function", k.name()),
                func_span,
                "called directly",
            )
            .with_help(format!("launch it over a grid: `launch({}, grid=(n,), args=(...))`", k.name()))),
            other => Err(Fail::at(
                codes::NOT_CALLABLE,
                format!("{} is not callable", other.describe()),
                func_span,
                "called here",
            )),
        }
    }

    /// Calls a host `def` with Python's binding rules; defaults are evaluated at the call.
    pub(super) fn call_function(&mut self, f: &Function, args: &mut Args<'_>, span: Span) -> R<Value> {
        self.check_interrupt(span)?;
        // The caller holds `f` for the call, so its definition is borrowed, not counted.
        let def = &**f.def();
        let limit = self.rt.engine.options().recursion_limit;
        if self.frames.len() >= limit {
            return Err(Fail::at(
                codes::HOST_VALUE,
                format!("maximum recursion depth ({limit}) exceeded calling `{}`", f.name()),
                span,
                "this call",
            ));
        }
        let bound = if positional_in_order(def, args) {
            None
        } else {
            let params: SmallVec<[Param<'_>; 8]> = def
                .params
                .iter()
                .map(|p| Param { name: &p.name.name, optional: p.default.is_some(), variadic: false })
                .collect();
            Some(binding(f.name(), &params, args, span)?)
        };
        // Defaults are evaluated before the callee's frame exists; every other value goes
        // straight from the arguments into the frame's slot (no buffer in between to move).
        let mut defaults: SmallVec<[(usize, Value); 2]> = SmallVec::new();
        if let Some(bound) = &bound {
            for (i, (p, slot)) in def.params.iter().zip(&bound.slots).enumerate() {
                if let (None, Some(d)) = (slot, &p.default) {
                    defaults.push((i, self.eval(d)?));
                }
            }
        }
        let frame = self.frames.enter(f);
        for i in 0..def.params.len() {
            let arg = match &bound {
                None => Some(i),
                Some(b) => b.slots[i].map(|k| k as usize),
            };
            let v = match arg {
                Some(k) => std::mem::take(&mut args[k].arg.0),
                None => defaults.iter_mut().find(|(j, _)| *j == i).map_or(Value::None, |(_, v)| std::mem::take(v)),
            };
            frame.bind(i, v);
        }
        let result = self.block(&def.body);
        self.frames.leave();
        match result {
            Ok(Flow::Return(v)) => Ok(v),
            Ok(_) => Ok(Value::None),
            Err(mut e) => {
                // Point at the call too (a few levels deep at most, so recursion stays readable).
                if e.label_count() < 4 {
                    e = e.with_label(span, format!("in this call to `{}`", f.name()));
                }
                Err(e)
            }
        }
    }

    /// `f16(x)`, `i32(a)`: a number rounded to the dtype, or an array converted.
    fn convert(&mut self, d: tile_lang::DType, args: &Args<'_>, span: Span) -> R<Value> {
        const X: [Param<'static>; 1] = [Param { name: "x", optional: false, variadic: false }];
        let b = bind(d.name(), &X, args, span)?;
        let (v, s) = b.req(0);
        let s = *s;
        match v {
            Value::Array(a) => crate::runtime::ops::astype(a, d).map(Value::Array).map_err(|e| e.at(s)),
            other => {
                let n = other.num().ok_or_else(|| {
                    Fail::at(
                        codes::TYPE_MISMATCH,
                        format!("cannot convert {} to {d}", other.describe()),
                        s,
                        "here",
                    )
                })?;
                Ok(convert_num(n, d))
            }
        }
    }
}

/// A number converted to a dtype, as a Python value of the matching kind.
pub(crate) fn convert_num(n: crate::runtime::ops::Num, d: tile_lang::DType) -> Value {
    use crate::runtime::elem;
    use crate::runtime::ops::Num;
    if d == tile_lang::DType::Bool {
        return Value::Bool(n.f64() != 0.0);
    }
    if d.is_float() {
        return Value::Float(elem::round_f64(d, n.f64()));
    }
    let v = match n {
        Num::Float(f) => elem::round_f64(d, f) as i128,
        other => elem::wrap_i128(d, other.i128()),
    };
    match i64::try_from(v) {
        Ok(i) => Value::Int(i),
        Err(_) => Value::Float(v as f64),
    }
}

/// Whether a call's arguments fill a function's parameters one for one, in order (the usual
/// call, which then needs no binding).
fn positional_in_order(def: &tile_lang::syntax::ast::FuncDef, args: &Args<'_>) -> bool {
    args.len() == def.params.len() && args.iter().all(|a| a.name.is_none())
}

/// The parameters of `launch` (as `HOST_BUILTINS` spells them: `kernel, grid, args,
/// backend=`).
const LAUNCH: [Param<'static>; 4] = [
    Param { name: "kernel", optional: false, variadic: false },
    Param { name: "grid", optional: false, variadic: false },
    Param { name: "args", optional: false, variadic: false },
    Param { name: "backend", optional: true, variadic: false },
];

/// One evaluated argument of a `launch` call.
enum Part<'e> {
    Value(Value),
    /// A tuple or list literal, its items evaluated into the call's item buffer at
    /// `at..at + exprs.len()`.
    Literal {
        at: usize,
        exprs: &'e [Expr],
        list: bool,
    },
}

impl Part<'_> {
    /// The argument as a launch sequence (grid or arguments).
    fn seq<'a>(&'a self, items: &'a [Value]) -> Seq<'a> {
        match self {
            Part::Value(v) => Seq::of(v),
            Part::Literal { at, exprs, .. } => Seq::Items(&items[*at..*at + exprs.len()]),
        }
    }

    /// The value the argument's expression has.
    fn to_value(&self, items: &[Value]) -> Value {
        match self {
            Part::Value(v) => v.clone(),
            Part::Literal { at, exprs, list: false } => Value::tuple(items[*at..*at + exprs.len()].to_vec()),
            Part::Literal { at, exprs, list: true } => {
                Value::List(std::sync::Arc::new(items[*at..*at + exprs.len()].to_vec()))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn launch_parameters_are_the_host_builtins() {
        let spec =
            tile_lang::sema::HOST_BUILTINS.iter().find(|(n, _)| *n == "launch").map(|(_, p)| *p).unwrap();
        let ours: Vec<String> = LAUNCH.iter().map(Param::to_string).collect();
        assert_eq!(ours, spec);
    }

    #[test]
    fn binding_follows_python() {
        let s = Span::default();
        let params: Vec<Param<'_>> = ["a", "b=", "*rest"].into_iter().map(Param::parse).collect();
        let arg = |name: Option<&'static str>, v: i64| ArgVal::new(name, Value::Int(v), s);
        let args = [arg(None, 1), arg(None, 2), arg(None, 3), arg(None, 4)];
        let b = binding("f", &params, &args, s).unwrap();
        assert_eq!((&b.slots[..], &b.rest[..]), (&[Some(0), Some(1), None][..], &[2, 3][..]));
        let params: Vec<Param<'_>> = ["a", "b="].into_iter().map(Param::parse).collect();
        let b = binding("f", &params, &[arg(Some("b"), 1), arg(None, 2)], s).unwrap();
        assert_eq!(&b.slots[..], &[Some(1), Some(0)]);
        let code = |args: &[ArgVal<'_>]| binding("f", &params, args, s).err().map(|e| e.diags[0].code);
        assert_eq!(code(&[arg(None, 1), arg(Some("a"), 2)]), Some(codes::DUPLICATE_ARGUMENT));
        assert_eq!(code(&[arg(Some("c"), 1)]), Some(codes::UNKNOWN_KEYWORD));
        assert_eq!(code(&[arg(Some("b"), 1)]), Some(codes::MISSING_ARGUMENT));
        assert_eq!(code(&[arg(None, 1), arg(None, 2), arg(None, 3)]), Some(codes::ARG_COUNT));
    }
}
