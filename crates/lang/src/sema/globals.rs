//! The program's global structure: which files make it up (the root and what it imports),
//! and what each file's top-level names refer to.
//!
//! Loading happens in two steps so that the rest of the checker can borrow the ASTs freely:
//! [`load`] parses the root and, transitively, every imported module; [`Unit::build`] then
//! records every `kernel` and `def` and resolves `import` statements into per-module scopes.

use indexmap::IndexMap;

use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, SourceMap, Span};
use crate::syntax::{self, ast};

use super::ModuleLoader;

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct FuncId(pub usize);

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub(crate) struct ModId(pub usize);

/// A parsed module: its import name (empty for the root), file and tree.
pub(crate) struct Parsed {
    pub name: String,
    #[allow(dead_code)] // kept for diagnostics that name a module's file
    pub file: FileId,
    pub ast: ast::Module,
}

/// Parses the root file and every module it imports, transitively. Parse errors and unknown
/// modules are reported; each module is loaded once however often it is imported.
pub(crate) fn load(
    sources: &mut SourceMap,
    root: FileId,
    loader: &dyn ModuleLoader,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Parsed> {
    let (ast, mut d) = syntax::parse(sources.text(root), root);
    diags.append(&mut d);
    load_from(sources, Parsed { name: String::new(), file: root, ast }, loader, diags)
}

/// Loads the imports of an already parsed root, transitively.
pub(crate) fn load_from(
    sources: &mut SourceMap,
    root: Parsed,
    loader: &dyn ModuleLoader,
    diags: &mut Vec<Diagnostic>,
) -> Vec<Parsed> {
    let mut parsed = vec![root];
    let mut next = 0;
    while next < parsed.len() {
        let from = sources.name(parsed[next].file).to_string();
        for (name, span) in imports_of(&parsed[next].ast) {
            if parsed.iter().any(|p| p.name == name) {
                continue;
            }
            match loader.load(&name, &from) {
                Some((display, text)) => {
                    let file = sources.add(display, text);
                    let (ast, mut d) = syntax::parse(sources.text(file), file);
                    diags.append(&mut d);
                    parsed.push(Parsed { name, file, ast });
                }
                None => diags.push(unknown_module(&name, span)),
            }
        }
        next += 1;
    }
    parsed
}

fn unknown_module(name: &str, span: Span) -> Diagnostic {
    Diagnostic::error(codes::UNKNOWN_MODULE, format!("no module named `{name}`"))
        .with_label(span, "not found")
        .with_note("imports look for NAME.tile beside the importing file, then in the standard library")
        .with_help("the standard library has: attention, elementwise, layernorm, matmul, reduce, softmax, transpose")
}

/// Module names imported at the top level of a file, with the span of the name.
fn imports_of(module: &ast::Module) -> Vec<(String, Span)> {
    module
        .body
        .iter()
        .filter_map(|s| match &s.kind {
            ast::StmtKind::Import(imp) if !imp.module.is_empty() => {
                let name: Vec<&str> = imp.module.iter().map(|i| i.name.as_str()).collect();
                let span = imp.module[0].span.to(imp.module[imp.module.len() - 1].span);
                Some((name.join("."), span))
            }
            _ => None,
        })
        .collect()
}

/// What a top-level name refers to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Global {
    Func(FuncId),
    Module(ModId),
    /// A name an import that failed would have bound (reported there): using it says nothing
    /// more.
    Broken,
}

pub(crate) struct ModuleInfo<'a> {
    pub name: String,
    #[allow(dead_code)] // kept for diagnostics that name a module's file
    pub file: FileId,
    pub ast: &'a ast::Module,
    /// Kernels and functions defined here, then imported names.
    pub scope: IndexMap<String, Global>,
}

pub(crate) struct FuncInfo<'a> {
    pub def: &'a ast::FuncDef,
    pub module: ModId,
}

/// Every module and function of the program.
pub(crate) struct Unit<'a> {
    pub modules: Vec<ModuleInfo<'a>>,
    pub funcs: Vec<FuncInfo<'a>>,
}

impl<'a> Unit<'a> {
    pub fn build(parsed: &'a [Parsed], diags: &mut Vec<Diagnostic>) -> Unit<'a> {
        let mut unit = Unit { modules: Vec::new(), funcs: Vec::new() };
        for p in parsed {
            let id = ModId(unit.modules.len());
            let mut scope = IndexMap::new();
            for stmt in &p.ast.body {
                if let ast::StmtKind::Def(def) = &stmt.kind {
                    let fid = FuncId(unit.funcs.len());
                    unit.funcs.push(FuncInfo { def, module: id });
                    if let Some(Global::Func(prev)) = scope.insert(def.name.name.clone(), Global::Func(fid)) {
                        diags.push(duplicate(&def.name, unit.funcs[prev.0].def.name.span));
                    }
                }
            }
            unit.modules.push(ModuleInfo { name: p.name.clone(), file: p.file, ast: &p.ast, scope });
        }
        unit.resolve_all_imports(diags);
        unit
    }

    /// Binds every module's imported names. A module may import a name that its own source
    /// imported from a third (a re-export, as a library module that builds on another), so
    /// the modules are resolved again until no scope changes, deepest imports first; only the
    /// last round's diagnostics are real.
    fn resolve_all_imports(&mut self, diags: &mut Vec<Diagnostic>) {
        let mut round = Vec::new();
        for _ in 0..self.modules.len() {
            round.clear();
            let before: Vec<IndexMap<String, Global>> = self.modules.iter().map(|m| m.scope.clone()).collect();
            for m in (0..self.modules.len()).rev() {
                self.resolve_imports(ModId(m), &mut round);
            }
            if self.modules.iter().zip(&before).all(|(m, b)| m.scope == *b) {
                break;
            }
        }
        diags.append(&mut round);
    }

    fn resolve_imports(&mut self, m: ModId, diags: &mut Vec<Diagnostic>) {
        let ast = self.modules[m.0].ast;
        for stmt in &ast.body {
            let ast::StmtKind::Import(imp) = &stmt.kind else { continue };
            let name: Vec<&str> = imp.module.iter().map(|i| i.name.as_str()).collect();
            let name = name.join(".");
            let Some(target) = self.modules.iter().position(|mi| mi.name == name) else {
                // Already reported by `load`; the names it would bind are broken, not undefined.
                for bind in import_bindings(imp) {
                    self.modules[m.0].scope.entry(bind).or_insert(Global::Broken);
                }
                continue;
            };
            match &imp.names {
                None => {
                    let bind = imp.module.last().map_or(name.clone(), |i| i.name.clone());
                    self.modules[m.0].scope.insert(bind, Global::Module(ModId(target)));
                }
                Some(names) => {
                    for (item, alias) in names {
                        match self.modules[target].scope.get(&item.name).copied() {
                            Some(g) => {
                                let bind = alias.as_ref().unwrap_or(item).name.clone();
                                self.modules[m.0].scope.insert(bind, g);
                            }
                            None => {
                                diags.push(self.missing_import(&name, target, item));
                                let bind = alias.as_ref().unwrap_or(item).name.clone();
                                self.modules[m.0].scope.entry(bind).or_insert(Global::Broken);
                            }
                        }
                    }
                }
            }
        }
    }

    fn missing_import(&self, module: &str, target: usize, item: &ast::Ident) -> Diagnostic {
        let names: Vec<&str> = self.modules[target].scope.keys().map(String::as_str).collect();
        let d = Diagnostic::error(
            codes::UNDEFINED_NAME,
            format!("module `{module}` has no kernel or function named `{}`", item.name),
        )
        .with_label(item.span, "not defined there");
        match super::args::closest(&item.name, names.iter().copied()) {
            Some(s) => d.with_help(format!("did you mean `{s}`?")),
            None => d.with_help(format!("`{module}` defines: {}", names.join(", "))),
        }
    }

    pub fn func(&self, id: FuncId) -> &FuncInfo<'a> {
        &self.funcs[id.0]
    }

    pub fn lookup(&self, m: ModId, name: &str) -> Option<Global> {
        self.modules[m.0].scope.get(name).copied()
    }
}

/// The names an import statement binds in the importing module.
fn import_bindings(imp: &ast::Import) -> Vec<String> {
    match &imp.names {
        None => imp.module.last().map(|i| vec![i.name.clone()]).unwrap_or_default(),
        Some(names) => names.iter().map(|(item, alias)| alias.as_ref().unwrap_or(item).name.clone()).collect(),
    }
}

fn duplicate(name: &ast::Ident, previous: Span) -> Diagnostic {
    Diagnostic::error(codes::DUPLICATE_DEFINITION, format!("`{}` is defined twice", name.name))
        .with_label(name.span, "defined again here")
        .with_label(previous, "first defined here")
        .with_help("rename one of them; in the REPL, redefining replaces the old definition")
}
