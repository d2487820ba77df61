//! The definitions a session has accumulated, and the [`Analysis`] built from them.
//!
//! Every input (a script, a REPL entry, `Session::define`) may define kernels and functions
//! and import modules. Their statements are collected into one synthetic root module, later
//! definitions replacing earlier ones of the same name (a redefined kernel, or a name first
//! imported and then defined), and the front end's [`Analysis`] is rebuilt from it whenever
//! it changes. A change that does not check (a duplicate in one input, a bad annotation, an
//! unknown module) is refused as a whole and the previous definitions stay.
//!
//! Module-qualified names (`import attention` then `attention.mha`) are made launchable by
//! adding a hidden import of that name under the alias `attention.mha`, which is not a valid
//! identifier and so cannot collide with anything the user writes.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use indexmap::IndexSet;
use rustc_hash::FxHashMap;
use tile_lang::diag::{self, Diagnostic};
use tile_lang::sema::{Analysis, ModuleLoader, ParamInfo, StaticShapes};
use tile_lang::source::{FileId, SourceMap, Span};
use tile_lang::syntax::ast::{self, FuncKind, Stmt, StmtKind};

use crate::pipeline::FsLoader;
use crate::runtime::names::{bound_names as names_bound, stmt_names, Use};

/// Resolves imports: the standard library, then beside the importing file, then in the
/// folders of the scripts this session ran (most recent first), then the working directory.
pub(crate) struct SessionLoader<'a> {
    pub dirs: &'a [PathBuf],
}

impl ModuleLoader for SessionLoader<'_> {
    fn load(&self, name: &str, from: &str) -> Option<(String, String)> {
        if let Some(found) = FsLoader.load(name, from) {
            return Some(found);
        }
        for dir in self.dirs.iter().rev() {
            let candidate = dir.join(format!("{name}.tile"));
            if candidate == Path::new(from) {
                continue;
            }
            if let Ok(text) = std::fs::read_to_string(&candidate) {
                return Some((candidate.display().to_string(), text));
            }
        }
        None
    }
}

/// What a name defined or imported at the session's top level is.
#[derive(Clone, Debug)]
pub(crate) enum Defined {
    Kernel,
    Function(super::value::Function),
    Module,
}

/// The accumulated definitions.
pub(crate) struct Defs {
    /// The synthetic root: `kernel`/`def` statements and imports, in order.
    module: ast::Module,
    /// The file the root is reported under (import resolution starts from its folder).
    root: FileId,
    analysis: Analysis,
    /// Folders imports are also looked up in.
    pub dirs: Vec<PathBuf>,
    /// Per kernel, what `kernel_params` and `dependencies` computed (launches in a loop ask
    /// every time; cleared when the definitions change).
    memo: Mutex<FxHashMap<String, Memo>>,
    /// What [`Defs::lookup`] answered per name, found or not (every name a loop body reads
    /// that is not a variable comes here; cleared when the definitions change).
    names: Mutex<FxHashMap<String, Option<Defined>>>,
    /// Changes whenever the definitions do (what was looked up before may mean something else).
    generation: u64,
}

#[derive(Clone, Default)]
struct Memo {
    params: Option<Arc<[ParamInfo]>>,
    deps: Option<Arc<Dependencies>>,
    /// The kernel's name, shared (for handles that keep it).
    name: Option<Arc<str>>,
    static_shapes: Option<StaticShapes>,
}

/// What a kernel may read from the host's globals and the session definitions it is built from
/// (see [`Defs::dependencies`]).
#[derive(Debug, Default)]
pub(crate) struct Dependencies {
    pub globals: Vec<String>,
    pub defs: Arc<[String]>,
}

impl Defs {
    pub fn new(sources: &mut SourceMap) -> Defs {
        let root = sources.add("<session>", "");
        let module = ast::Module { body: Vec::new(), span: Span::default() };
        let analysis = Analysis::from_ast(sources, root, module.clone(), &SessionLoader { dirs: &[] });
        Defs {
            module,
            root,
            analysis,
            dirs: Vec::new(),
            memo: Mutex::default(),
            names: Mutex::default(),
            generation: 0,
        }
    }

    pub fn analysis(&self) -> &Analysis {
        &self.analysis
    }

    /// The definition and import statements, in the order they were made.
    pub fn statements(&self) -> &[Stmt] {
        &self.module.body
    }

    /// Changes whenever the definitions change.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// Adds the definition and import statements of one input. Returns the names that now
    /// mean something new, or the diagnostics that refused the change (errors only; the old
    /// definitions stay).
    pub fn add(&mut self, sources: &mut SourceMap, stmts: &[Stmt]) -> Result<Vec<String>, Vec<Diagnostic>> {
        let mut body = self.module.body.clone();
        let mut changed = Vec::new();
        for s in stmts {
            match &s.kind {
                StmtKind::Def(def) => {
                    remove_name(&mut body, &def.name.name);
                    changed.push(def.name.name.clone());
                    body.push(s.clone());
                }
                StmtKind::Import(imp) => {
                    for n in bound_names(imp) {
                        remove_name(&mut body, &n);
                        changed.push(n);
                    }
                    body.push(s.clone());
                }
                _ => {}
            }
        }
        if changed.is_empty() {
            return Ok(changed);
        }
        self.rebuild(sources, body)?;
        Ok(changed)
    }

    fn rebuild(&mut self, sources: &mut SourceMap, body: Vec<Stmt>) -> Result<(), Vec<Diagnostic>> {
        let module = ast::Module { body, span: self.module.span };
        let analysis =
            Analysis::from_ast(sources, self.root, module.clone(), &SessionLoader { dirs: &self.dirs });
        let errors: Vec<Diagnostic> =
            analysis.diagnostics().iter().filter(|d| d.is_error()).cloned().collect();
        if !errors.is_empty() {
            let mut errors = errors;
            diag::sort(&mut errors);
            return Err(errors);
        }
        self.module = module;
        self.analysis = analysis;
        self.memo_mut().clear();
        self.names.get_mut().unwrap_or_else(std::sync::PoisonError::into_inner).clear();
        self.generation += 1;
        Ok(())
    }

    /// Puts back definitions saved with [`Defs::statements`] (after a change that checked
    /// but whose kernels did not).
    pub fn restore(&mut self, sources: &mut SourceMap, statements: Vec<Stmt>) {
        // They checked before, so they check again.
        if let Err(errors) = self.rebuild(sources, statements) {
            debug_assert!(false, "restored definitions no longer check: {errors:?}");
        }
    }

    /// Checks each of the kernels `names` (those an input just defined) at its definition:
    /// see [`Analysis::check_definition`]. Every host global a kernel reads that `is_host_name`
    /// knows is unknown to the check, as its value at the launch is what counts.
    pub fn check_definitions(&self, names: &[String], is_host_name: impl Fn(&str) -> bool) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        for name in names.iter().filter(|n| self.is_local(n)) {
            let (globals, _) = self.compute_dependencies(name);
            let opaque: Vec<String> = globals.into_iter().filter(|g| is_host_name(g)).collect();
            errors.extend(self.analysis.check_definition(name, &opaque));
        }
        diag::sort(&mut errors);
        errors
    }

    /// What a top-level name is, if the definitions give it a meaning.
    pub fn lookup(&self, name: &str) -> Option<Defined> {
        let mut names = self.names.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(known) = names.get(name) {
            return known.clone();
        }
        let found = self.find(name);
        names.insert(name.to_string(), found.clone());
        found
    }

    fn find(&self, name: &str) -> Option<Defined> {
        if let Some(def) = self.analysis.definition(name) {
            return Some(match def.kind {
                FuncKind::Kernel => Defined::Kernel,
                FuncKind::Def => Defined::Function(super::value::Function::new(
                    Arc::new(def.clone()),
                    self.analysis.definition_module(name).map(Arc::from),
                )),
            });
        }
        let imported_module = self.module.body.iter().any(|s| match &s.kind {
            StmtKind::Import(imp) if imp.names.is_none() => imp.module.last().is_some_and(|m| m.name == name),
            _ => false,
        });
        imported_module.then_some(Defined::Module)
    }

    /// Whether module `module` defines or imports `name` (without resolving it).
    pub fn module_defines(&self, module: &str, name: &str) -> bool {
        self.analysis.module_defines(module, name)
    }

    /// Resolves `module.name` (making it launchable under the alias `module.name`).
    pub fn qualified(
        &mut self,
        sources: &mut SourceMap,
        module: &str,
        name: &str,
        span: Span,
    ) -> Result<Option<Defined>, Vec<Diagnostic>> {
        let alias = format!("{module}.{name}");
        if self.analysis.definition(&alias).is_none() {
            let ident = |n: &str| ast::Ident { name: n.to_string(), span };
            let path: Vec<ast::Ident> = module.split('.').map(ident).collect();
            let import = ast::Import { module: path, names: Some(vec![(ident(name), Some(ident(&alias)))]) };
            let mut body = self.module.body.clone();
            body.push(Stmt { kind: StmtKind::Import(import), span });
            if self.rebuild(sources, body).is_err() {
                return Ok(None);
            }
        }
        Ok(self.lookup(&alias))
    }

    fn memo_mut(&self) -> std::sync::MutexGuard<'_, FxHashMap<String, Memo>> {
        self.memo.lock().unwrap_or_else(|p| p.into_inner())
    }

    pub fn kernel_params(&self, name: &str) -> Option<Arc<[ParamInfo]>> {
        if let Some(p) = self.memo_mut().get(name).and_then(|m| m.params.clone()) {
            return Some(p);
        }
        let params: Arc<[ParamInfo]> = self.analysis.kernel_params(name)?.into();
        self.memo_mut().entry(name.to_string()).or_default().params = Some(params.clone());
        Some(params)
    }

    /// Where kernel `name`'s `static_shapes` hint comes from (`@hints`; off when none).
    pub fn kernel_static_shapes(&self, name: &str) -> StaticShapes {
        if let Some(s) = self.memo_mut().get(name).and_then(|m| m.static_shapes) {
            return s;
        }
        let s = self.analysis.kernel_static_shapes(name);
        self.memo_mut().entry(name.to_string()).or_default().static_shapes = Some(s);
        s
    }

    /// The name of kernel `name`, shared (`None` when there is no such kernel).
    pub fn kernel_name(&self, name: &str) -> Option<Arc<str>> {
        if let Some(n) = self.memo_mut().get(name).and_then(|m| m.name.clone()) {
            return Some(n);
        }
        self.kernel_params(name)?;
        let shared: Arc<str> = name.into();
        self.memo_mut().entry(name.to_string()).or_default().name = Some(shared.clone());
        Some(shared)
    }

    /// Whether `name` is defined by a `kernel`/`def` statement of the session itself (not
    /// imported): only those see host globals.
    fn is_local(&self, name: &str) -> bool {
        self.module.body.iter().any(|s| matches!(&s.kind, StmtKind::Def(d) if d.name.name == name))
    }

    /// The names a kernel may read from the host's globals (and the session definitions it
    /// depends on): every name its body and the bodies of the session functions it calls
    /// mention. Imported kernels read no host globals.
    pub fn dependencies(&self, kernel: &str) -> Arc<Dependencies> {
        if let Some(d) = self.memo_mut().get(kernel).and_then(|m| m.deps.clone()) {
            return d;
        }
        let (globals, defs) = self.compute_dependencies(kernel);
        let d = Arc::new(Dependencies { globals, defs: defs.into() });
        self.memo_mut().entry(kernel.to_string()).or_default().deps = Some(d.clone());
        d
    }

    fn compute_dependencies(&self, kernel: &str) -> (Vec<String>, Vec<String>) {
        let mut globals = IndexSet::new();
        let mut deps = IndexSet::new();
        deps.insert(kernel.to_string());
        if !self.is_local(kernel) {
            return (Vec::new(), deps.into_iter().collect());
        }
        let mut todo = vec![kernel.to_string()];
        while let Some(f) = todo.pop() {
            let Some(def) = self.analysis.definition(&f) else { continue };
            let mut names = Vec::new();
            for s in &def.body {
                stmt_names(s, &mut |n, how| {
                    if how == Use::Read {
                        names.push(n.to_string());
                    }
                });
            }
            // Parameters, dimension names and names the body assigns are the function's own:
            // a loop variable of the host (`for i in ...`) must not make every launch of a
            // kernel that has its own `i` a new specialisation. Only the remaining names are
            // passed to the checker as host globals, so the key covers everything it can read.
            let mut local: Vec<String> = def.params.iter().map(|p| p.name.name.clone()).collect();
            for p in &def.params {
                if let Some(ty) = &p.ty {
                    dim_names(ty, &mut local);
                }
            }
            names_bound(&def.body, &mut |n| local.push(n.to_string()));
            for n in names.into_iter().filter(|n| !local.contains(n)) {
                if self.is_local(&n) {
                    if deps.insert(n.clone()) {
                        todo.push(n);
                    }
                } else {
                    globals.insert(n);
                }
            }
        }
        (globals.into_iter().collect(), deps.into_iter().collect())
    }

    /// Names of every definition and import binding (for completion).
    pub fn names(&self) -> Vec<String> {
        let mut out = Vec::new();
        for s in &self.module.body {
            match &s.kind {
                StmtKind::Def(d) => out.push(d.name.name.clone()),
                StmtKind::Import(imp) => {
                    out.extend(bound_names(imp).into_iter().filter(|n| !n.contains('.')))
                }
                _ => {}
            }
        }
        out
    }
}

/// Dimension names of an array annotation (`f32[M, N]` binds `M` and `N` in the body).
fn dim_names(ty: &ast::TypeExpr, out: &mut Vec<String>) {
    match &ty.kind {
        ast::TypeExprKind::Shaped { dims, .. } => {
            for d in dims {
                if let ast::Dim::Name(id) = d {
                    out.push(id.name.clone());
                }
            }
        }
        ast::TypeExprKind::Const(inner) => dim_names(inner, out),
        ast::TypeExprKind::Named(_) => {}
    }
}

/// The names an import statement binds.
fn bound_names(imp: &ast::Import) -> Vec<String> {
    match &imp.names {
        None => imp.module.last().map(|m| vec![m.name.clone()]).unwrap_or_default(),
        Some(names) => names.iter().map(|(n, alias)| alias.as_ref().unwrap_or(n).name.clone()).collect(),
    }
}

/// Removes an earlier definition or import binding of `name`.
fn remove_name(body: &mut Vec<Stmt>, name: &str) {
    body.retain_mut(|s| match &mut s.kind {
        StmtKind::Def(d) => d.name.name != name,
        StmtKind::Import(imp) => match &mut imp.names {
            None => imp.module.last().is_none_or(|m| m.name != name),
            Some(names) => {
                names.retain(|(n, alias)| alias.as_ref().unwrap_or(n).name != name);
                !names.is_empty()
            }
        },
        _ => true,
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_lang::syntax::parse;

    fn input(sources: &mut SourceMap, text: &str) -> Vec<Stmt> {
        let f = sources.add("<test>", text);
        let (m, d) = parse(sources.text(f), f);
        assert!(d.is_empty(), "{d:?}");
        m.body
    }

    #[test]
    fn later_definitions_replace_earlier_ones_and_bad_ones_are_refused() {
        let mut sources = SourceMap::new();
        let mut defs = Defs::new(&mut sources);
        let a =
            input(&mut sources, "from softmax import softmax\nkernel k(x: array, T: const int):\n    pass\n");
        assert_eq!(defs.add(&mut sources, &a).unwrap(), ["softmax", "k"]);
        assert!(matches!(defs.lookup("softmax"), Some(Defined::Kernel)));
        let b = input(&mut sources, "def softmax(x):\n    return x\n");
        defs.add(&mut sources, &b).unwrap();
        assert!(matches!(defs.lookup("softmax"), Some(Defined::Function(_))));
        let bad = input(&mut sources, "kernel k(x: nosuchtype):\n    pass\n");
        assert!(defs.add(&mut sources, &bad).is_err());
        assert_eq!(defs.kernel_params("k").unwrap().len(), 2, "the old `k` stays");
        let c = input(&mut sources, "import attention\nEPS = 1\nkernel u(x: f32[N]):\n    y = EPS + helper(x) + N\n    for i in range(2):\n        y = y + i\ndef helper(x):\n    return BN\n");
        defs.add(&mut sources, &c).unwrap();
        assert!(matches!(defs.lookup("attention"), Some(Defined::Module)));
        let d = defs.dependencies("u");
        let (globals, deps) = (&d.globals, &d.defs[..]);
        assert!(globals.contains(&"EPS".to_string()) && globals.contains(&"BN".to_string()), "{globals:?}");
        for own in ["x", "y", "i", "N"] {
            assert!(!globals.contains(&own.to_string()), "{own} is the kernel's own: {globals:?}");
        }
        assert_eq!(deps, ["u", "helper"]);
        assert!(matches!(
            defs.qualified(&mut sources, "attention", "mha", Span::default()).unwrap(),
            Some(Defined::Kernel)
        ));
        assert!(defs.kernel_params("attention.mha").is_some());
    }
}
