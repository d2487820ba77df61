//! Calls: binding arguments to parameters, calling host `def`s, and dispatching builtins,
//! methods, dtype conversions and functions registered by the embedder.

use indexmap::IndexMap;
use tile_lang::diag::codes;
use tile_lang::syntax::ast::{Arg, Expr, ExprKind};
use tile_lang::Span;

use super::{Flow, Interp};
use crate::runtime::error::{Fail, R};
use crate::runtime::value::{Function, Value};

/// An evaluated argument.
#[derive(Clone, Debug)]
pub(crate) struct ArgVal {
    pub name: Option<String>,
    pub value: Value,
    pub span: Span,
}

/// Arguments bound to a builtin's parameter list (`HOST_BUILTINS` syntax: `name`, `name=`
/// optional, `*name` variadic).
pub(crate) struct Bound {
    pub call: Span,
    pub slots: Vec<Option<(Value, Span)>>,
    pub rest: Vec<(Value, Span)>,
}

impl Bound {
    /// Every bound argument value.
    pub fn values(&self) -> impl Iterator<Item = &Value> {
        self.slots.iter().flatten().chain(&self.rest).map(|(v, _)| v)
    }

    pub fn get(&self, i: usize) -> Option<&(Value, Span)> {
        self.slots.get(i).and_then(Option::as_ref)
    }

    /// A required argument (the binder checked it is there).
    pub fn req(&self, i: usize) -> &(Value, Span) {
        self.get(i).expect("required argument bound")
    }
}

/// Binds arguments to a parameter list; errors name the callee.
pub(crate) fn bind(callee: &str, params: &[&str], args: Vec<ArgVal>, call: Span) -> R<Bound> {
    let names: Vec<&str> = params.iter().map(|p| p.trim_end_matches('=').trim_start_matches('*')).collect();
    let variadic = params.iter().position(|p| p.starts_with('*'));
    let mut slots: Vec<Option<(Value, Span)>> = vec![None; params.len()];
    let mut rest = Vec::new();
    let mut next = 0;
    for a in args {
        match a.name {
            None => {
                if Some(next) == variadic || variadic.is_some_and(|v| next > v) {
                    rest.push((a.value, a.span));
                } else if next < params.len() {
                    slots[next] = Some((a.value, a.span));
                    next += 1;
                } else {
                    return Err(Fail::at(codes::ARG_COUNT, format!("`{callee}` takes at most {} positional argument{}", params.len(), if params.len() == 1 { "" } else { "s" }), a.span, "one too many")
                        .with_help(format!("`{callee}({})`", params.join(", "))));
                }
            }
            Some(n) => {
                let Some(i) = names.iter().position(|p| *p == n).filter(|&i| Some(i) != variadic) else {
                    return Err(Fail::at(codes::UNKNOWN_KEYWORD, format!("`{callee}` has no parameter `{n}`"), a.span, "unknown keyword")
                        .with_help(format!("`{callee}({})`", params.join(", "))));
                };
                if slots[i].is_some() {
                    return Err(Fail::at(codes::DUPLICATE_ARGUMENT, format!("`{n}` is passed twice"), a.span, "passed again here"));
                }
                slots[i] = Some((a.value, a.span));
            }
        }
    }
    for (i, p) in params.iter().enumerate() {
        if slots[i].is_none() && !p.ends_with('=') && !p.starts_with('*') {
            return Err(Fail::at(codes::MISSING_ARGUMENT, format!("`{callee}` needs the argument `{p}`"), call, "missing an argument")
                .with_help(format!("`{callee}({})`", params.join(", "))));
        }
    }
    Ok(Bound { call, slots, rest })
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
        let callee = self.eval(func)?;
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(ArgVal { name: a.name.as_ref().map(|n| n.name.clone()), value: self.eval(&a.value)?, span: a.value.span });
        }
        // Set after the arguments ran (they may call other functions), read by `launch`.
        self.launch_arg_spans = if matches!(&callee, Value::Builtin(b) if &**b == "launch") { launch_items(args) } else { None };
        self.call_value(callee, vals, func.span, span)
    }

    /// Calls an evaluated callee.
    pub fn call_value(&mut self, callee: Value, args: Vec<ArgVal>, func_span: Span, span: Span) -> R<Value> {
        match callee {
            Value::Builtin(name) => self.builtin(&name, args, span),
            Value::Method(recv, name) => {
                let mut all = vec![ArgVal { name: None, value: *recv, span: func_span }];
                all.extend(args);
                self.builtin(name, all, span)
            }
            Value::Function(f) => self.call_function(&f, args, span),
            Value::DType(d) => self.convert(d, args, span),
            Value::Kernel(k) => Err(Fail::at(codes::NOT_CALLABLE, format!("kernel `{}` cannot be called like a function", k.name()), func_span, "called directly")
                .with_help(format!("launch it over a grid: `launch({}, grid=(n,), args=(...))`", k.name()))),
            other => Err(Fail::at(codes::NOT_CALLABLE, format!("{} is not callable", other.describe()), func_span, "called here")),
        }
    }

    /// Calls a host `def` with Python's binding rules; defaults are evaluated at the call.
    fn call_function(&mut self, f: &Function, args: Vec<ArgVal>, span: Span) -> R<Value> {
        self.check_interrupt(span)?;
        let def = f.def.clone();
        let limit = self.rt.engine.options().recursion_limit;
        if self.frames.len() >= limit {
            return Err(Fail::at(codes::HOST_VALUE, format!("maximum recursion depth ({limit}) exceeded calling `{}`", f.name()), span, "this call"));
        }
        let params: Vec<String> = def.params.iter().map(|p| if p.default.is_some() { format!("{}=", p.name.name) } else { p.name.name.clone() }).collect();
        let refs: Vec<&str> = params.iter().map(String::as_str).collect();
        let bound = bind(f.name(), &refs, args, span)?;
        let mut locals = IndexMap::new();
        for (i, p) in def.params.iter().enumerate() {
            let v = match bound.get(i) {
                Some((v, _)) => v.clone(),
                None => match &p.default {
                    Some(d) => self.eval(d)?,
                    None => Value::None,
                },
            };
            locals.insert(p.name.name.clone(), v);
        }
        self.frames.push(locals);
        let result = self.block(&def.body);
        self.frames.pop();
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
    fn convert(&mut self, d: tile_lang::DType, args: Vec<ArgVal>, span: Span) -> R<Value> {
        let b = bind(d.name(), &["x"], args, span)?;
        let (v, s) = b.req(0).clone();
        match v {
            Value::Array(a) => crate::runtime::ops::astype(&a, d).map(Value::Array).map_err(|e| e.at(s)),
            other => {
                let n = other.num().ok_or_else(|| Fail::at(codes::TYPE_MISMATCH, format!("cannot convert {} to {d}", other.describe()), s, "here"))?;
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

/// The spans of the items of a launch's `args` when it is a tuple or list literal.
fn launch_items(args: &[Arg]) -> Option<Vec<Span>> {
    let a = args.iter().find(|a| a.name.as_ref().is_some_and(|n| n.name == "args")).or_else(|| args.iter().filter(|a| a.name.is_none()).nth(2))?;
    match &a.value.kind {
        ExprKind::Tuple(items) | ExprKind::List(items) => Some(items.iter().map(|i| i.span).collect()),
        _ => None,
    }
}
