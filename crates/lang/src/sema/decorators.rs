//! Kernel decorators: which exist, where they may stand, and what `@hints(...)` asks for.
//!
//! Kernels take two decorators: `@spec(...)`, a specialisation to check ahead of time
//! ([`super::spec`]), and `@hints(...)`, optimisation hints for the GPU compiler. [`check`]
//! reports what is wrong with a definition's decorators whatever it is specialised for: an
//! unknown name, a kernel decorator on a `def`, an unknown or repeated hint. A hint's value is
//! an expression like any other in the kernel (`occupancy=OCC` with `OCC: const int`), so
//! [`Elab::hints`] evaluates it per specialisation, once the parameters are bound, and checks
//! that it is a constant in the hint's range.

use crate::diag::{codes, Diagnostic};
use crate::syntax::ast::{self, Arg, Expr};
use crate::tir::KernelHints;

use super::globals::Unit;
use super::kernel::Elab;
use super::value::Val;

/// The decorators a kernel takes.
const DECORATORS: &[&str] = &["spec", "hints"];

/// Reports the decorator mistakes of every definition of the program.
pub(crate) fn check_all(unit: &Unit<'_>, diags: &mut Vec<Diagnostic>) {
    for f in &unit.funcs {
        check(f.def, diags);
    }
}

/// Reports the decorator mistakes of one definition that do not depend on a specialisation.
fn check(def: &ast::FuncDef, diags: &mut Vec<Diagnostic>) {
    for deco in &def.decorators {
        let name = deco.name.name.as_str();
        if !DECORATORS.contains(&name) {
            diags.push(unknown_decorator(&deco.name));
        } else if def.kind == ast::FuncKind::Def {
            diags.push(on_def(deco, def));
        } else if name == "hints" {
            check_hint_names(deco, diags);
        }
    }
    if def.kind == ast::FuncKind::Kernel {
        check_repeated_hints(def, diags);
        if let Err(d) = static_shapes_of(def) {
            diags.push(d);
        }
    }
}

/// Where a kernel's `static_shapes` hint comes from. A launch needs it before the kernel is
/// specialised (it decides whether the specialisation key holds the exact shapes), so the
/// hint is a literal or names a `const` parameter, whose value the launch has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StaticShapes {
    /// No hint (off), or a literal.
    Fixed(bool),
    /// The value passed for the kernel's parameter at this position.
    Param(usize),
}

impl StaticShapes {
    /// Whether a launch passing `const_at(i)` for parameter `i` (when it is a constant)
    /// specialises on the exact shapes: a nonzero int or `True`.
    pub fn resolve(self, const_at: impl FnOnce(usize) -> Option<crate::sema::ConstValue>) -> bool {
        use crate::sema::ConstValue;
        match self {
            StaticShapes::Fixed(on) => on,
            StaticShapes::Param(i) => matches!(const_at(i), Some(ConstValue::Int(1) | ConstValue::Bool(true))),
        }
    }

    /// With the hint on for these arguments, every array's exact sizes (`shapes`, one per
    /// argument, empty for other parameters) become a fact, as a launch keys its
    /// specialisation (for callers that build the arguments themselves).
    pub fn apply(self, args: &mut [crate::sema::SpecArg], shapes: &[Vec<i64>]) {
        use crate::sema::SpecArg;
        let on = self.resolve(|i| match args.get(i) {
            Some(SpecArg::Const(c)) => Some(*c),
            _ => None,
        });
        if !on {
            return;
        }
        for (a, shape) in args.iter_mut().zip(shapes) {
            if let SpecArg::Array { facts, .. } = a {
                facts.sizes = Some(shape.iter().map(|&n| n as u64).collect());
            }
        }
    }
}

/// The kernel's `static_shapes`, or why it cannot be read before specialisation (`E0306`).
pub(crate) fn static_shapes_of(def: &ast::FuncDef) -> Result<StaticShapes, Diagnostic> {
    let Some(a) = hint_args(def).find(|a| a.name.as_ref().is_some_and(|n| n.name == "static_shapes")) else {
        return Ok(StaticShapes::Fixed(false));
    };
    match &a.value.kind {
        ast::ExprKind::Int(n @ (0 | 1)) => return Ok(StaticShapes::Fixed(*n == 1)),
        ast::ExprKind::Bool(b) => return Ok(StaticShapes::Fixed(*b)),
        ast::ExprKind::Name(n) => {
            let param = def.params.iter().position(|p| &p.name.name == n);
            let is_const = |i: usize| matches!(&def.params[i].ty, Some(t) if matches!(t.kind, ast::TypeExprKind::Const(_)));
            if let Some(i) = param.filter(|&i| is_const(i)) {
                return Ok(StaticShapes::Param(i));
            }
        }
        // Out-of-range literals are reported per specialisation, with the range.
        ast::ExprKind::Int(_) => return Ok(StaticShapes::Fixed(false)),
        _ => {}
    }
    Err(Diagnostic::error(codes::BAD_HINT, "hint `static_shapes` must be 0, 1 or a `const` parameter")
        .with_label(a.value.span, "not a literal or a `const` parameter")
        .with_help(
            "a launch reads this hint before the kernel is compiled, to know whether the exact \
             shapes are part of the specialisation; write `static_shapes=1`, or add a parameter \
             `STATIC: const int = 0` and write `static_shapes=STATIC`",
        ))
}

/// With `static_shapes` on for these arguments, every array whose dimensions are all known
/// (`shapes`, one per argument) gets its exact sizes as a fact (a request from `@spec` or from
/// a launch in host code).
pub(crate) fn apply_static_shapes(def: &ast::FuncDef, args: &mut [crate::tir::SpecArg], shapes: &[Vec<Option<i64>>]) {
    use crate::tir::{ConstValue, SpecArg};
    let on = static_shapes_of(def).unwrap_or(StaticShapes::Fixed(false)).resolve(|i| match args.get(i) {
        Some(SpecArg::Const(c @ (ConstValue::Int(_) | ConstValue::Bool(_)))) => Some(*c),
        _ => None,
    });
    if !on {
        return;
    }
    for (a, dims) in args.iter_mut().zip(shapes) {
        if let SpecArg::Array { facts, .. } = a
            && let Some(sizes) = dims.iter().map(|d| d.and_then(|n| u64::try_from(n).ok())).collect::<Option<_>>()
        {
            facts.sizes = Some(sizes);
        }
    }
}

fn unknown_decorator(name: &ast::Ident) -> Diagnostic {
    let d = Diagnostic::error(codes::UNKNOWN_DECORATOR, format!("unknown decorator `@{}`", name.name))
        .with_label(name.span, "not a decorator");
    let known = "kernels take `@spec(...)` (a specialisation to check ahead of time) and `@hints(...)` \
                 (optimisation hints for the GPU compiler)";
    match super::args::closest(&name.name, DECORATORS.iter().copied()) {
        Some(s) => d.with_help(format!("did you mean `@{s}`? {known}")),
        None => d.with_help(known),
    }
}

fn on_def(deco: &ast::Decorator, def: &ast::FuncDef) -> Diagnostic {
    let name = &deco.name.name;
    let why = if name == "hints" {
        "a `def` is inlined into the kernels that call it, so put `@hints` on those kernels"
    } else {
        "a `def` is checked where a kernel calls it; put `@spec` on that kernel"
    };
    Diagnostic::error(
        codes::KERNEL_DECORATOR,
        format!("`@{name}` applies to kernels, and `{}` is a `def`", def.name.name),
    )
    .with_label(deco.name.span, "only allowed on a kernel")
    .with_label(def.name.span, "defined with `def` here")
    .with_help(why)
}

/// Every argument of an `@hints` must be `NAME=value` with a known hint name.
fn check_hint_names(deco: &ast::Decorator, diags: &mut Vec<Diagnostic>) {
    for a in &deco.args {
        match &a.name {
            None => diags.push(
                Diagnostic::error(codes::UNKNOWN_HINT, "`@hints` takes each hint by name")
                    .with_label(a.span, "no hint name")
                    .with_help(format!("write e.g. `@hints(occupancy=4)`; {}", hint_list())),
            ),
            Some(id) if !KernelHints::NAMES.contains(&id.name.as_str()) => {
                let d = Diagnostic::error(codes::UNKNOWN_HINT, format!("unknown hint `{}`", id.name))
                    .with_label(id.span, "not a hint");
                diags.push(match super::args::closest(&id.name, KernelHints::NAMES.iter().copied()) {
                    Some(s) => d.with_help(format!("did you mean `{s}`? {}", hint_list())),
                    None => d.with_help(hint_list()),
                });
            }
            Some(_) => {}
        }
    }
}

/// "the hints are: ..." with what each means, for help texts.
fn hint_list() -> String {
    let all: Vec<String> = KernelHints::NAMES.iter().map(|n| format!("`{n}` ({})", meaning(n))).collect();
    format!("the hints are: {}", all.join(", "))
}

/// What a hint means and the values it takes.
fn meaning(name: &str) -> String {
    let what = match name {
        "occupancy" => "how many blocks the compiler should fit on one SM at once",
        "num_ctas" => "how many CTAs one tile block spans, as a cluster (a power of two)",
        "worker_warps" => "how many warps each CTA runs (4 or 8)",
        "tma" => "0 keeps loads and stores off TMA, 1 leaves it to the compiler",
        "static_shapes" => "1 compiles the kernel for the exact shapes of its arrays (one compile per shape), 0 takes them at launch",
        _ => "a hint",
    };
    match KernelHints::range(name) {
        Some(r) => format!("{what}, {} to {}", r.start(), r.end()),
        None => what.to_string(),
    }
}

/// A hint may be given once per kernel, over all its `@hints` lines.
fn check_repeated_hints(def: &ast::FuncDef, diags: &mut Vec<Diagnostic>) {
    let mut seen: Vec<&ast::Ident> = Vec::new();
    for a in hint_args(def) {
        let id = a.name.as_ref().expect("hint_args yields named arguments");
        match seen.iter().find(|s| s.name == id.name) {
            Some(first) => diags.push(
                Diagnostic::error(codes::DUPLICATE_HINT, format!("hint `{}` is given twice", id.name))
                    .with_label(id.span, "given again here")
                    .with_label(first.span, "first given here")
                    .with_help("give each hint once; to try several values, make it a `const int` parameter"),
            ),
            None => seen.push(id),
        }
    }
}

/// The named arguments of a definition's `@hints` lines that name a known hint, in order.
fn hint_args(def: &ast::FuncDef) -> impl Iterator<Item = &Arg> {
    def.decorators
        .iter()
        .filter(|d| d.name.name == "hints")
        .flat_map(|d| &d.args)
        .filter(|a| a.name.as_ref().is_some_and(|n| KernelHints::NAMES.contains(&n.name.as_str())))
}

impl Elab<'_, '_> {
    /// Evaluates a kernel's `@hints` for the specialisation being checked. Names and
    /// repetitions were reported by [`check`]; here the first value of each hint counts.
    pub(crate) fn hints(&mut self, def: &ast::FuncDef) -> KernelHints {
        let mut hints = KernelHints::default();
        if def.kind != ast::FuncKind::Kernel {
            return hints;
        }
        let mut done: Vec<&str> = Vec::new();
        for a in hint_args(def) {
            let name = a.name.as_ref().map_or("", |n| n.name.as_str());
            if done.contains(&name) {
                continue;
            }
            done.push(name);
            // A malformed `static_shapes` was reported with the definition.
            if name == "static_shapes" && static_shapes_of(def).is_err() {
                continue;
            }
            if let Some(v) = self.hint_value(name, &a.value) {
                hints.set(name, v);
            }
        }
        hints
    }

    /// A hint's value: a compile-time int in the hint's range, or an error (none).
    fn hint_value(&mut self, name: &str, e: &Expr) -> Option<u32> {
        let n = match self.expr(e).ok()? {
            Val::Int(n) => n,
            Val::Bool(b) => i64::from(b),
            Val::Poison => return None,
            Val::Tile(..) => {
                self.error(
                    Diagnostic::error(
                        codes::BAD_HINT,
                        format!("hint `{name}` must be known at compile time"),
                    )
                    .with_label(e.span, "a run-time value")
                    .with_help("use a number, a `const int` parameter, or an expression of these"),
                );
                return None;
            }
            other => {
                self.error(
                    Diagnostic::error(
                        codes::BAD_HINT,
                        format!("hint `{name}` must be an integer, not {}", other.describe()),
                    )
                    .with_label(e.span, "not an integer")
                    .with_help(format!("write e.g. `{name}=4`")),
                );
                return None;
            }
        };
        let range = KernelHints::range(name)?;
        if n == 0 && KernelHints::ZERO_LEAVES_TO_COMPILER.contains(&name) {
            return None;
        }
        match u32::try_from(n).ok().filter(|&v| KernelHints::accepts(name, v)) {
            Some(v) => Some(v),
            None => {
                let why = match u32::try_from(n).ok().filter(|v| range.contains(v)) {
                    Some(_) => "not a power of two".to_string(),
                    None => format!("outside {} to {}", range.start(), range.end()),
                };
                self.error(
                    Diagnostic::error(codes::HINT_RANGE, format!("hint `{name}` is {n}, {why}"))
                        .with_label(e.span, format!("{n} in this specialisation"))
                        .with_help(format!("`{name}` is {}", meaning(name))),
                );
                None
            }
        }
    }
}
