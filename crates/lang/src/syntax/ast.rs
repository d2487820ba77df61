//! The abstract syntax tree.
//!
//! A plain owned tree: every node carries the [`Span`] of the source it came from. The parser
//! never fails, so the tree may contain [`ExprKind::Error`] and [`StmtKind::Error`] nodes where
//! it recovered from a syntax error; later stages skip them silently (the syntax error has
//! already been reported).
//!
//! A file is a sequence of statements. `kernel` and `def` definitions are statements; every
//! other top-level statement is host code.

use crate::source::Span;

/// A parsed file or REPL input.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    pub body: Vec<Stmt>,
    pub span: Span,
}

/// A name with its location.
#[derive(Clone, Debug, PartialEq)]
pub struct Ident {
    pub name: String,
    pub span: Span,
}

/// An indented block of statements.
pub type Block = Vec<Stmt>;

#[derive(Clone, Debug, PartialEq)]
pub struct Stmt {
    pub kind: StmtKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum StmtKind {
    /// An expression evaluated for its effect (a call).
    Expr(Expr),
    /// `target = value`, where the target may be a tuple: `a, b = f()`.
    Assign { target: Target, value: Expr },
    /// `target op= value`.
    AugAssign { target: Target, op: BinOp, value: Expr },
    /// `if c: ... elif c: ... else: ...`. `branches` holds the `if` and every `elif`.
    If { branches: Vec<(Expr, Block)>, orelse: Option<Block> },
    /// `for target in iter: body`. In kernels `iter` must be a `range(...)` call.
    For { target: Target, iter: Expr, body: Block },
    While { cond: Expr, body: Block },
    Break,
    Continue,
    Pass,
    Return(Option<Expr>),
    /// `assert cond` or `assert cond, message` (host code).
    Assert { cond: Expr, message: Option<Expr> },
    /// A `kernel` or `def` definition.
    Def(FuncDef),
    /// `import a.b` or `from a.b import x, y as z`.
    Import(Import),
    /// A statement the parser could not make sense of; already reported.
    Error,
}

/// Assignment targets.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    Name(Ident),
    /// `a, b` or `(a, b)`; may nest.
    Tuple(Vec<Target>, Span),
    /// `x[i, j] = ...` (host code: element or slice assignment).
    Index { base: Box<Expr>, index: Vec<Expr>, span: Span },
    /// An expression that is not assignable; the parser reports it and keeps this node.
    Error(Span),
}

impl Target {
    pub fn span(&self) -> Span {
        match self {
            Target::Name(id) => id.span,
            Target::Tuple(_, span) | Target::Index { span, .. } | Target::Error(span) => *span,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FuncKind {
    /// `kernel name(...)`: a GPU entry point, launched over a grid.
    Kernel,
    /// `def name(...)`: a function, inlined into kernels or run on the host.
    Def,
}

#[derive(Clone, Debug, PartialEq)]
pub struct FuncDef {
    pub kind: FuncKind,
    pub name: Ident,
    pub params: Vec<Param>,
    pub body: Block,
    /// `@name(args)` lines before the definition, e.g. `@spec(T=1024)`.
    pub decorators: Vec<Decorator>,
    /// Span of the header line `kernel name(...):`.
    pub header_span: Span,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Decorator {
    pub name: Ident,
    pub args: Vec<Arg>,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: Ident,
    pub ty: Option<TypeExpr>,
    pub default: Option<Expr>,
    pub span: Span,
}

/// A parameter's type annotation.
#[derive(Clone, Debug, PartialEq)]
pub struct TypeExpr {
    pub kind: TypeExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum TypeExprKind {
    /// A bare name: `array`, `int`, `float`, `bool`, a dtype such as `f32` (a scalar), `dtype`.
    Named(Ident),
    /// A dtype with dimensions: `f16[M, K]`, `f32[N]`, `f32[1024]`; an array type.
    Shaped { dtype: Ident, dims: Vec<Dim> },
    /// `const T`: a compile-time parameter.
    Const(Box<TypeExpr>),
}

/// One dimension of a shaped array type.
#[derive(Clone, Debug, PartialEq)]
pub enum Dim {
    /// A named dimension: every parameter using the name must agree, and the name is bound to
    /// the size inside the body.
    Name(Ident),
    /// A fixed size.
    Size(i64, Span),
}

/// `import a.b` / `from a.b import x as y, z`.
#[derive(Clone, Debug, PartialEq)]
pub struct Import {
    pub module: Vec<Ident>,
    /// `None` for `import m`; the imported names (with optional alias) for `from m import ...`.
    pub names: Option<Vec<(Ident, Option<Ident>)>>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub kind: ExprKind,
    pub span: Span,
}

#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    Int(i64),
    Float(f64),
    Bool(bool),
    Str(String),
    /// `f"text {expr!r:spec} text"` (host code).
    FStr(Vec<FPart>),
    None,
    Name(String),
    /// `(a, b)`, `(a,)`, `()`; also the bare tuple `a, b` where a tuple expression is allowed.
    Tuple(Vec<Expr>),
    /// `[a, b]` (host code: nested lists make arrays).
    List(Vec<Expr>),
    Unary { op: UnOp, operand: Box<Expr> },
    /// Arithmetic, bitwise, comparison and boolean operators.
    Binary { op: BinOp, lhs: Box<Expr>, rhs: Box<Expr> },
    /// `func(args)`.
    Call { func: Box<Expr>, args: Vec<Arg> },
    /// `base.name`.
    Attr { base: Box<Expr>, name: Ident },
    /// `base[i, j]`; each index may be a [`ExprKind::Slice`].
    Index { base: Box<Expr>, index: Vec<Expr> },
    /// `start:stop:step` inside an index; every part optional.
    Slice { start: Option<Box<Expr>>, stop: Option<Box<Expr>>, step: Option<Box<Expr>> },
    /// `then if cond else orelse`.
    IfExpr { cond: Box<Expr>, then: Box<Expr>, orelse: Box<Expr> },
    /// An expression the parser could not make sense of; already reported.
    Error,
}

/// A piece of an f-string.
#[derive(Clone, Debug, PartialEq)]
pub enum FPart {
    Lit(String),
    Field(Box<FField>),
}

impl FField {
    /// The spec when it is all literal text (no nested fields).
    pub fn literal_spec(&self) -> Option<String> {
        self.spec
            .iter()
            .map(|p| match p {
                FPart::Lit(t) => Some(t.as_str()),
                FPart::Field(_) => None,
            })
            .collect()
    }
}

/// `{expr!conv:spec}` in an f-string.
#[derive(Clone, Debug, PartialEq)]
pub struct FField {
    pub expr: Expr,
    /// `r`, `s` or `a` after `!`.
    pub conv: Option<char>,
    /// The format spec (empty when there is none): literal text and fields, as in
    /// `{x:>{width}}`; and where it is.
    pub spec: Vec<FPart>,
    pub spec_span: Span,
}

/// A call argument, positional (`name == None`) or keyword.
#[derive(Clone, Debug, PartialEq)]
pub struct Arg {
    pub name: Option<Ident>,
    pub value: Expr,
    pub span: Span,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    /// `-x`
    Neg,
    /// `+x`
    Pos,
    /// `not x`
    Not,
    /// `~x`
    Invert,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    /// `/`: true division (always a float result).
    Div,
    /// `//`: floor division.
    FloorDiv,
    /// `%`: remainder with the sign of the divisor (Python semantics).
    Mod,
    /// `**`
    Pow,
    /// `@`: matrix product.
    MatMul,
    BitAnd,
    BitOr,
    BitXor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    /// `and` (short-circuit on the host; elementwise on boolean tiles)
    And,
    /// `or`
    Or,
}

impl BinOp {
    /// The operator as written in source.
    pub fn symbol(self) -> &'static str {
        use BinOp::*;
        match self {
            Add => "+",
            Sub => "-",
            Mul => "*",
            Div => "/",
            FloorDiv => "//",
            Mod => "%",
            Pow => "**",
            MatMul => "@",
            BitAnd => "&",
            BitOr => "|",
            BitXor => "^",
            Shl => "<<",
            Shr => ">>",
            Eq => "==",
            Ne => "!=",
            Lt => "<",
            Le => "<=",
            Gt => ">",
            Ge => ">=",
            And => "and",
            Or => "or",
        }
    }

    pub fn is_comparison(self) -> bool {
        matches!(self, BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge)
    }
}

impl Expr {
    pub fn new(kind: ExprKind, span: Span) -> Expr {
        Expr { kind, span }
    }
}
