//! Specialisation: what a kernel is checked and compiled for.
//!
//! A kernel's parameters fall into three classes ([`ParamClass`]): arrays, run-time scalars
//! and `const` parameters. A [`SpecRequest`] fixes each one: an array's dtype, rank and the
//! facts known about it, a scalar's dtype, a constant's value. Requests come from host
//! launches, from `@spec(...)` decorators and from the command line's `--spec`.

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::{self, Expr, ExprKind, TypeExprKind};
use crate::tir::{ArrayFacts, ConstValue, SpecArg};

use super::globals::FuncId;
use super::rules::pow2_divisor;
use super::value::Val;

/// What kind of argument a kernel parameter takes, from its annotation.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum ParamClass {
    /// `array`, `f32[N]`, `f16[M, 128]`, or no annotation.
    Array { dtype: Option<DType>, dims: Option<Vec<ast::Dim>> },
    /// `int`, `float`, `bool` or a dtype name.
    Scalar(DType),
    /// `const int`, `const float`, `const bool`, `const dtype`.
    Const(ConstKind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ConstKind {
    Int,
    Float,
    Bool,
    DType,
}

impl ConstKind {
    pub fn name(self) -> &'static str {
        match self {
            ConstKind::Int => "int",
            ConstKind::Float => "float",
            ConstKind::Bool => "bool",
            ConstKind::DType => "dtype",
        }
    }

    /// Whether a constant fits the declared kind (an int is accepted where a float is declared).
    pub fn accepts(self, v: &Val) -> Option<Val> {
        match (self, v) {
            (ConstKind::Int, Val::Int(_))
            | (ConstKind::Float, Val::Float(_))
            | (ConstKind::Bool, Val::Bool(_))
            | (ConstKind::DType, Val::DType(_)) => Some(v.clone()),
            (ConstKind::Float, Val::Int(i)) => Some(Val::Float(*i as f64)),
            _ => None,
        }
    }
}

/// Scalar type names usable in annotations besides dtype names.
pub(crate) fn scalar_alias(name: &str) -> Option<DType> {
    match name {
        "int" => Some(DType::I32),
        "float" => Some(DType::F32),
        "bool" => Some(DType::Bool),
        _ => DType::from_name(name),
    }
}

/// Classifies a kernel parameter from its annotation.
pub(crate) fn classify(param: &ast::Param) -> Result<ParamClass, Diagnostic> {
    let Some(ty) = &param.ty else {
        return Ok(ParamClass::Array { dtype: None, dims: None });
    };
    match &ty.kind {
        TypeExprKind::Named(id) if id.name == "array" => Ok(ParamClass::Array { dtype: None, dims: None }),
        TypeExprKind::Named(id) => match scalar_alias(&id.name) {
            Some(d) => Ok(ParamClass::Scalar(d)),
            None => Err(unknown_type(id)),
        },
        TypeExprKind::Shaped { dtype, dims } => match DType::from_name(&dtype.name) {
            Some(d) => Ok(ParamClass::Array { dtype: Some(d), dims: Some(dims.clone()) }),
            None => Err(unknown_type(dtype)),
        },
        TypeExprKind::Const(inner) => match &inner.kind {
            TypeExprKind::Named(id) => match id.name.as_str() {
                "int" => Ok(ParamClass::Const(ConstKind::Int)),
                "float" => Ok(ParamClass::Const(ConstKind::Float)),
                "bool" => Ok(ParamClass::Const(ConstKind::Bool)),
                "dtype" => Ok(ParamClass::Const(ConstKind::DType)),
                _ => Err(Diagnostic::error(codes::UNKNOWN_TYPE, format!("`const {}` is not a constant type", id.name))
                    .with_label(inner.span, "not int, float, bool or dtype")
                    .with_help("constant parameters are `const int`, `const float`, `const bool` or `const dtype`")),
            },
            _ => Err(Diagnostic::error(codes::UNKNOWN_TYPE, "a `const` parameter must be int, float, bool or dtype")
                .with_label(inner.span, "not a constant type")),
        },
    }
}

fn unknown_type(id: &ast::Ident) -> Diagnostic {
    let known = ["array", "int", "float", "bool", "f32", "f16", "bf16", "i32", "i64"];
    let d = Diagnostic::error(codes::UNKNOWN_TYPE, format!("unknown type `{}`", id.name)).with_label(id.span, "not a type");
    let all = known.iter().copied().chain(DType::ALL.iter().map(|d| d.name()));
    match super::args::closest(&id.name, all) {
        Some(s) => d.with_help(format!("did you mean `{s}`?")),
        None => d.with_help("types are `array`, a dtype with dimensions like `f32[M, N]`, a scalar type (`int`, `float`, `bool`, a dtype) or `const int`"),
    }
}

/// The constant a compile-time value is, if it is a scalar or a dtype.
pub(crate) fn const_value(v: Val) -> Option<ConstValue> {
    Some(match v {
        Val::Int(i) => ConstValue::Int(i),
        Val::Float(x) => ConstValue::Float(x),
        Val::Bool(b) => ConstValue::Bool(b),
        Val::DType(d) => ConstValue::DType(d),
        _ => return None,
    })
}

/// A constant as the checker's compile-time value.
pub(crate) fn const_val(c: ConstValue) -> Val {
    match c {
        ConstValue::Int(i) => Val::Int(i),
        ConstValue::Float(f) => Val::Float(f),
        ConstValue::Bool(b) => Val::Bool(b),
        ConstValue::DType(d) => Val::DType(d),
    }
}

/// A request to check a kernel for one specialisation.
#[derive(Clone, Debug)]
pub(crate) struct SpecRequest {
    pub func: FuncId,
    pub args: Vec<SpecArg>,
    /// Per argument, what is known of an array's sizes (`None` where a size is unknown; empty
    /// for other parameters): messages name the specialisation with them, and
    /// `static_shapes` makes them facts.
    pub shapes: Vec<Vec<Option<i64>>>,
    /// The launch that asked for this specialisation (none for `@spec` and `--spec`), for
    /// "requested here" labels.
    pub origin: Option<Span>,
    /// Parameters this request gives no value (indices into the kernel's parameters): a
    /// check at the kernel's definition binds them to a poisoned value, so that nothing
    /// depending on them is reported and everything else is. Empty for every request that
    /// compiles a kernel.
    pub unbound: Vec<usize>,
}

impl SpecRequest {
    /// A canonical text used to deduplicate requests.
    pub fn key(&self) -> String {
        format!("{}{:?}", self.func.0, self.args)
    }
}

/// The facts a check assumes for an array with these sizes when nothing else is known:
/// a 16-byte aligned, contiguous (row-major) array, as every array the host creates is.
pub(crate) fn default_facts(dims: &[Option<i64>]) -> ArrayFacts {
    let rank = dims.len();
    let mut facts = ArrayFacts::unknown(rank);
    facts.base_align = 16;
    facts.unit_stride_dim = rank.checked_sub(1).and_then(|d| u8::try_from(d).ok());
    let mut stride: Option<i64> = Some(1);
    for i in (0..rank).rev() {
        facts.dim_divisor[i] = dims[i].map_or(1, |d| pow2_divisor(d, 16));
        facts.stride_divisor[i] = stride.map_or(1, |s| pow2_divisor(s, 16));
        stride = match (stride, dims[i]) {
            (Some(s), Some(d)) => s.checked_mul(d),
            _ => None,
        };
    }
    if rank > 0 {
        facts.stride_divisor[rank - 1] = 1;
    }
    facts
}

/// The facts an `@spec` array type promises: what [`default_facts`] knows, and for a named
/// dimension (`f32[M, N]`) that its size is a multiple of 16, the common case that lets the
/// compiler use bulk tensor copies. A launch whose array breaks a promise gets (and compiles)
/// a specialisation of its own; write fixed sizes in `@spec` to promise something else.
fn spec_facts(dims: &[Option<i64>]) -> ArrayFacts {
    let assumed: Vec<Option<i64>> = dims.iter().map(|d| Some(d.unwrap_or(16))).collect();
    let mut facts = default_facts(&assumed);
    for (i, d) in dims.iter().enumerate() {
        if let Some(n) = d {
            facts.dim_divisor[i] = pow2_divisor(*n, 16);
        }
    }
    facts
}

/// Evaluates the small constant expressions allowed in `@spec` and `--spec`: numbers,
/// booleans, dtypes, negation and tuples.
pub(crate) fn const_expr(e: &Expr) -> Option<Val> {
    match &e.kind {
        ExprKind::Int(v) => Some(Val::Int(*v)),
        ExprKind::Float(v) => Some(Val::Float(*v)),
        ExprKind::Bool(b) => Some(Val::Bool(*b)),
        ExprKind::Name(n) => scalar_alias(n).filter(|_| !matches!(n.as_str(), "int" | "float" | "bool")).map(Val::DType),
        ExprKind::Unary { op: ast::UnOp::Neg, operand } => match const_expr(operand)? {
            Val::Int(v) => v.checked_neg().map(Val::Int),
            Val::Float(v) => Some(Val::Float(-v)),
            _ => None,
        },
        ExprKind::Tuple(items) => items.iter().map(const_expr).collect::<Option<Vec<_>>>().map(Val::tuple),
        _ => None,
    }
}

/// Parses an array type written as an expression: `f32[M, N]`, `f16[1024]`.
pub(crate) fn array_type_expr(e: &Expr) -> Option<(DType, Vec<Option<i64>>)> {
    let ExprKind::Index { base, index } = &e.kind else { return None };
    let ExprKind::Name(n) = &base.kind else { return None };
    let dtype = DType::from_name(n)?;
    let dims = index
        .iter()
        .map(|d| match &d.kind {
            ExprKind::Name(_) => Some(None),
            ExprKind::Int(v) if *v > 0 => Some(Some(*v)),
            _ => None,
        })
        .collect::<Option<Vec<_>>>()?;
    Some((dtype, dims))
}

/// Builds the request an `@spec(...)` decorator describes.
pub(crate) fn from_decorator(
    func: FuncId,
    def: &ast::FuncDef,
    deco: &ast::Decorator,
    diags: &mut Vec<Diagnostic>,
) -> Option<SpecRequest> {
    let mut args = Vec::new();
    let mut shapes = Vec::new();
    let mut ok = true;
    for a in &deco.args {
        if a.name.is_none() {
            diags.push(bad_spec("`@spec` takes keyword arguments, one per parameter", a.span)
                .with_help("write e.g. `@spec(x=f32[M, N], BLOCK=128)`"));
            return None;
        }
    }
    for a in &deco.args {
        let name = a.name.as_ref().map(|n| n.name.as_str()).unwrap_or_default();
        if !def.params.iter().any(|p| p.name.name == name) {
            diags.push(bad_spec(&format!("`{}` has no parameter `{name}`", def.name.name), a.span));
            ok = false;
        }
    }
    for p in &def.params {
        let given = deco.args.iter().find(|a| a.name.as_ref().is_some_and(|n| n.name == p.name.name));
        let class = match classify(p) {
            Ok(c) => c,
            Err(_) => return None, // reported when the kernel's signature is checked
        };
        match spec_arg(p, &class, given.map(|a| &a.value), deco.span) {
            Ok((arg, shape)) => {
                args.push(arg);
                shapes.push(shape);
            }
            Err(d) => {
                diags.push(d);
                ok = false;
            }
        }
    }
    super::decorators::apply_static_shapes(def, &mut args, &shapes);
    ok.then_some(SpecRequest { func, args, shapes, origin: None, unbound: Vec::new() })
}

/// One parameter's argument of an `@spec`, and what it says of an array's sizes.
fn spec_arg(p: &ast::Param, class: &ParamClass, given: Option<&Expr>, deco_span: Span) -> Result<(SpecArg, Vec<Option<i64>>), Diagnostic> {
    let pname = &p.name.name;
    match class {
        ParamClass::Array { dtype, dims } => {
            let (d, shape) = match given {
                Some(e) => match array_type_expr(e) {
                    Some(t) => t,
                    None => match const_expr(e) {
                        Some(Val::DType(d)) if dims.is_some() => (d, vec![None; dims.as_ref().map_or(0, Vec::len)]),
                        _ => return Err(bad_spec(&format!("`{pname}` is an array parameter: give its type like `f32[M, N]`"), e.span)),
                    },
                },
                None => match (dtype, dims) {
                    (Some(d), Some(ds)) => (*d, ds.iter().map(|d| match d { ast::Dim::Size(n, _) => Some(*n), ast::Dim::Name(_) => None }).collect()),
                    _ => return Err(bad_spec(&format!("`@spec` does not give the array parameter `{pname}`"), deco_span)
                        .with_help(format!("add `{pname}=f32[M, N]` (its dtype and dimensions)"))),
                },
            };
            if let Some(want) = dtype && *want != d {
                return Err(bad_spec(&format!("`{pname}` is declared {want} but `@spec` gives {d}"), given.map_or(deco_span, |e| e.span)));
            }
            if let Some(ds) = dims && ds.len() != shape.len() {
                return Err(bad_spec(&format!("`{pname}` has rank {} but `@spec` gives rank {}", ds.len(), shape.len()), given.map_or(deco_span, |e| e.span)));
            }
            let facts = spec_facts(&shape);
            Ok((SpecArg::Array { dtype: d, rank: shape.len() as u8, facts }, shape))
        }
        ParamClass::Scalar(d) => match given.map(const_expr) {
            None => Ok((SpecArg::Scalar(*d), Vec::new())),
            Some(Some(Val::DType(g))) => Ok((SpecArg::Scalar(g), Vec::new())),
            Some(_) => Err(bad_spec(&format!("`{pname}` is a run-time scalar: give its dtype, or leave it out"), given.map_or(deco_span, |e| e.span))),
        },
        ParamClass::Const(kind) => {
            let value = match given {
                Some(e) => const_expr(e),
                None => p.default.as_ref().and_then(const_expr),
            };
            match (value.as_ref().and_then(|v| kind.accepts(v)).and_then(const_value), given) {
                (Some(c), _) => Ok((SpecArg::Const(c), Vec::new())),
                (None, None) => Err(Diagnostic::error(codes::MISSING_CONST, format!("`@spec` gives no value for the `const {}` parameter `{pname}`", kind.name()))
                    .with_label(deco_span, "in this specialisation")
                    .with_label(p.name.span, "declared here")
                    .with_help(format!("add `{pname}=...` to the `@spec`, or give the parameter a default value"))),
                (None, Some(e)) => Err(bad_spec(&format!("`{pname}` is a `const {}` parameter, but this is not a {} constant", kind.name(), kind.name()), e.span)),
            }
        }
    }
}

/// The request that checks a kernel at its definition: arrays with the dtype and rank their
/// annotation fixes, run-time scalars, and `const` parameters with their defaults. What the
/// annotations leave open (an `array` parameter, a `const` without a default) is unbound.
pub(crate) fn at_definition(func: FuncId, def: &ast::FuncDef) -> Option<SpecRequest> {
    let mut req = SpecRequest { func, args: Vec::new(), shapes: Vec::new(), origin: None, unbound: Vec::new() };
    for (i, p) in def.params.iter().enumerate() {
        let (arg, shape) = match classify(p).ok()? {
            ParamClass::Array { dtype: Some(dtype), dims: Some(dims) } => {
                let shape: Vec<Option<i64>> = dims.iter().map(|d| match d { ast::Dim::Size(n, _) => Some(*n), ast::Dim::Name(_) => None }).collect();
                (SpecArg::Array { dtype, rank: shape.len() as u8, facts: ArrayFacts::unknown(shape.len()) }, shape)
            }
            ParamClass::Array { .. } => {
                req.unbound.push(i);
                (SpecArg::Array { dtype: DType::F32, rank: 1, facts: ArrayFacts::unknown(1) }, vec![None])
            }
            ParamClass::Scalar(d) => (SpecArg::Scalar(d), Vec::new()),
            ParamClass::Const(kind) => match p.default.as_ref().and_then(const_expr).and_then(|v| kind.accepts(&v)).and_then(const_value) {
                Some(c) => (SpecArg::Const(c), Vec::new()),
                None => {
                    req.unbound.push(i);
                    (SpecArg::Const(ConstValue::Int(0)), Vec::new())
                }
            },
        };
        req.args.push(arg);
        req.shapes.push(shape);
    }
    Some(req)
}

/// What to write in an `@spec(...)` so that it gives every parameter `request` leaves unbound
/// a value: a placeholder for each (annotated arrays and scalars need nothing).
pub(crate) fn spec_suggestion(def: &ast::FuncDef, request: &SpecRequest) -> String {
    request
        .unbound
        .iter()
        .map(|&i| {
            let p = &def.params[i];
            let value = match classify(p) {
                Ok(ParamClass::Const(ConstKind::Int)) => "128",
                Ok(ParamClass::Const(ConstKind::Float)) => "1.0",
                Ok(ParamClass::Const(ConstKind::Bool)) => "True",
                Ok(ParamClass::Const(ConstKind::DType)) => "f32",
                _ => "f32[N]",
            };
            format!("{}={value}", p.name.name)
        })
        .collect::<Vec<_>>()
        .join(", ")
}

fn bad_spec(msg: &str, span: Span) -> Diagnostic {
    Diagnostic::error(codes::BAD_SPEC, msg.to_string()).with_label(span, "in this specialisation")
}
