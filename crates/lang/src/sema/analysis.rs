//! A parsed program whose kernels are specialised on demand.
//!
//! [`Analysis`] is what a runtime holds: the parsed root file and its imports, checked once for
//! everything that does not depend on launch arguments (syntax, imports, signatures). Each
//! launch then asks [`Analysis::specialize`] for the TIR of one kernel with concrete argument
//! types; the caller caches the result per specialisation key.

use indexmap::IndexMap;

use crate::diag::Diagnostic;
use crate::dtype::DType;
use crate::source::{FileId, SourceMap, Span};
use crate::syntax::ast;
pub use crate::tir::{ConstValue, SpecArg};
use crate::tir;

use super::globals::{self, FuncId, Global, ModId, Parsed, Unit};
use super::spec::{self, const_val, const_value, ConstKind, ParamClass, SpecRequest};
use super::value::Val;
use super::ModuleLoader;

/// What one kernel parameter accepts, as a runtime needs to know to build a launch.
#[derive(Clone, Debug, PartialEq)]
pub enum ParamInfo {
    /// An array; `dtype` and `dims` when the annotation fixes them (`f32[N, 128]`).
    Array { name: String, dtype: Option<DType>, dims: Option<Vec<Dim>> },
    /// A run-time scalar of this dtype.
    Scalar { name: String, dtype: DType },
    /// A compile-time constant of this kind: `int`, `float`, `bool` or `dtype`; `default` is
    /// what a launch that leaves it out passes (only trailing parameters may be left out).
    Const { name: String, kind: &'static str, default: Option<ConstValue> },
}

impl ParamInfo {
    pub fn name(&self) -> &str {
        match self {
            ParamInfo::Array { name, .. } | ParamInfo::Scalar { name, .. } | ParamInfo::Const { name, .. } => name,
        }
    }
}

/// A dimension in an array parameter's annotation.
#[derive(Clone, Debug, PartialEq)]
pub enum Dim {
    Named(String),
    Fixed(i64),
}

/// A parsed program, ready to specialise kernels.
pub struct Analysis {
    parsed: Vec<Parsed>,
    diagnostics: Vec<Diagnostic>,
}

impl Analysis {
    /// Parses `root` and everything it imports, and checks what does not depend on launches.
    pub fn load(sources: &mut SourceMap, root: FileId, loader: &dyn ModuleLoader) -> Analysis {
        let mut diagnostics = Vec::new();
        let parsed = globals::load(sources, root, loader, &mut diagnostics);
        Analysis::finish(parsed, diagnostics)
    }

    /// Like [`Analysis::load`] for an already parsed root (the REPL's accumulated
    /// definitions). `file` names the root for import resolution.
    pub fn from_ast(sources: &mut SourceMap, file: FileId, root: ast::Module, loader: &dyn ModuleLoader) -> Analysis {
        let mut diagnostics = Vec::new();
        let parsed = globals::load_from(sources, Parsed { name: String::new(), file, ast: root }, loader, &mut diagnostics);
        Analysis::finish(parsed, diagnostics)
    }

    fn finish(parsed: Vec<Parsed>, mut diagnostics: Vec<Diagnostic>) -> Analysis {
        let unit = Unit::build(&parsed, &mut diagnostics);
        super::check_signatures(&unit, &mut diagnostics);
        Analysis { parsed, diagnostics }
    }

    /// Diagnostics of parsing, imports and signatures.
    pub fn diagnostics(&self) -> &[Diagnostic] {
        &self.diagnostics
    }

    /// The root file's syntax tree.
    pub fn root(&self) -> &ast::Module {
        &self.parsed[0].ast
    }

    pub(crate) fn unit(&self) -> Unit<'_> {
        Unit::build(&self.parsed, &mut Vec::new())
    }

    /// The kernels visible at the root's top level (defined or imported), in order.
    pub fn kernels(&self) -> Vec<String> {
        let unit = self.unit();
        unit.modules[0]
            .scope
            .iter()
            .filter(|(_, g)| matches!(g, Global::Func(f) if unit.func(*f).def.kind == ast::FuncKind::Kernel))
            .map(|(n, _)| n.clone())
            .collect()
    }

    /// The definition of a root-level kernel or function.
    pub fn definition(&self, name: &str) -> Option<&ast::FuncDef> {
        let unit = self.unit();
        match unit.lookup(ModId(0), name)? {
            Global::Func(f) => Some(self.def_of(f)),
            Global::Module(_) | Global::Broken => None,
        }
    }

    /// The module that defines the root-level name `name`, when it is imported (`None` for a
    /// definition of the root itself, or an unknown name). Names inside an imported function
    /// resolve in that module.
    pub fn definition_module(&self, name: &str) -> Option<String> {
        let unit = self.unit();
        let Global::Func(f) = unit.lookup(ModId(0), name)? else { return None };
        let module = unit.func(f).module;
        (module != ModId(0)).then(|| unit.modules[module.0].name.clone())
    }

    /// Whether module `module` (as imported, `a.b`) defines or imports `name`.
    pub fn module_defines(&self, module: &str, name: &str) -> bool {
        let unit = self.unit();
        unit.modules.iter().enumerate().skip(1).any(|(i, m)| m.name == module && unit.lookup(ModId(i), name).is_some())
    }

    fn def_of(&self, f: FuncId) -> &ast::FuncDef {
        // `Unit::build` numbers definitions in module order, statement order.
        self.parsed
            .iter()
            .flat_map(|p| p.ast.body.iter())
            .filter_map(|s| match &s.kind {
                ast::StmtKind::Def(d) => Some(d),
                _ => None,
            })
            .nth(f.0)
            .expect("function id from this analysis")
    }

    /// What each parameter of a kernel accepts; `None` if there is no such kernel or its
    /// signature has errors.
    pub fn kernel_params(&self, name: &str) -> Option<Vec<ParamInfo>> {
        let def = self.definition(name).filter(|d| d.kind == ast::FuncKind::Kernel)?;
        def.params.iter().map(|p| param_info(p).ok()).collect()
    }

    /// Where kernel `name`'s `static_shapes` hint comes from (off when it has none, or when
    /// the hint is malformed, which the definition's diagnostics report).
    pub fn kernel_static_shapes(&self, name: &str) -> super::StaticShapes {
        self.definition(name)
            .filter(|d| d.kind == ast::FuncKind::Kernel)
            .and_then(|d| super::decorators::static_shapes_of(d).ok())
            .unwrap_or(super::StaticShapes::Fixed(false))
    }

    /// Checks kernel `name` at its definition, as `tile check` does for kernels nothing
    /// launches: for the dtypes and ranks its annotations fix, with its `const` parameters
    /// that have no default and the host globals named in `opaque_globals` unknown (nothing
    /// that depends on them is reported). A name that is not defined anywhere is W0002, as it
    /// may become a host global before the kernel is launched. Returns what the check found;
    /// nothing for a name that is not a kernel.
    pub fn check_definition(&self, name: &str, opaque_globals: &[String]) -> Vec<Diagnostic> {
        let unit = self.unit();
        let Some(Global::Func(f)) = unit.lookup(ModId(0), name) else { return Vec::new() };
        let def = unit.func(f).def;
        if def.kind != ast::FuncKind::Kernel {
            return Vec::new();
        }
        let Some(req) = spec::at_definition(f, def) else { return Vec::new() };
        let consts: IndexMap<String, Val> = opaque_globals.iter().map(|n| (n.clone(), Val::Poison)).collect();
        super::check_definition(&unit, &req, &consts, true)
    }

    /// Checks kernel `name` for concrete arguments and returns its TIR (verified), or the
    /// diagnostics that stop it. `shapes` are the sizes of the array arguments, for messages
    /// (one per argument, empty for other parameters; may be empty when unknown). `globals`
    /// are host constants the kernel may read; `origin` is the launch to point at in errors.
    pub fn specialize(
        &self,
        name: &str,
        args: &[SpecArg],
        shapes: &[Vec<i64>],
        globals: &[(String, ConstValue)],
        origin: Option<Span>,
    ) -> (Option<tir::Kernel>, Vec<Diagnostic>) {
        let unit = self.unit();
        let Some(Global::Func(f)) = unit.lookup(ModId(0), name) else {
            return (None, vec![Diagnostic::internal(format!("no kernel named `{name}` to specialise"))]);
        };
        let shapes = args
            .iter()
            .enumerate()
            .map(|(i, a)| match (a, shapes.get(i)) {
                (SpecArg::Array { .. }, Some(s)) => s.iter().map(|&n| Some(n)).collect(),
                (SpecArg::Array { rank, .. }, None) => vec![None; usize::from(*rank)],
                _ => Vec::new(),
            })
            .collect();
        let req = SpecRequest { func: f, args: args.to_vec(), shapes, origin, unbound: Vec::new() };
        let consts: IndexMap<String, Val> = globals.iter().map(|(n, c)| (n.clone(), const_val(*c))).collect();
        super::specialize(&unit, &req, &consts, &super::spec_description(&unit, &req))
    }
}

fn param_info(p: &ast::Param) -> Result<ParamInfo, Diagnostic> {
    let name = p.name.name.clone();
    Ok(match spec::classify(p)? {
        ParamClass::Array { dtype, dims } => ParamInfo::Array {
            name,
            dtype,
            dims: dims.map(|ds| {
                ds.iter()
                    .map(|d| match d {
                        ast::Dim::Name(id) => Dim::Named(id.name.clone()),
                        ast::Dim::Size(n, _) => Dim::Fixed(*n),
                    })
                    .collect()
            }),
        },
        ParamClass::Scalar(dtype) => ParamInfo::Scalar { name, dtype },
        ParamClass::Const(kind) => ParamInfo::Const {
            name,
            default: p.default.as_ref().and_then(spec::const_expr).and_then(const_value),
            kind: match kind {
                ConstKind::Int => "int",
                ConstKind::Float => "float",
                ConstKind::Bool => "bool",
                ConstKind::DType => "dtype",
            },
        },
    })
}
