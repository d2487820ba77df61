//! Semantic analysis: from the AST to checked, specialised TIR.
//!
//! [`check_program`] runs the whole front end over a file:
//!
//! 1. [`globals`]: parse the file and everything it imports; collect kernels and functions.
//! 2. Signatures: every kernel parameter's annotation is classified ([`spec::classify`]), and
//!    every decorator is checked ([`decorators`]).
//! 3. [`host`]: check the top-level host code and collect the specialisation each `launch`
//!    needs; `@spec(...)` decorators and `--spec` options add more.
//! 4. [`kernel`]: check each kernel once per distinct specialisation and build its TIR
//!    (helpers inlined), then run the TIR verifier on it. A verifier failure is reported as an
//!    internal error with the TIR that failed.
//! 5. Kernels nothing specialises are checked at their definition ([`check_definition`]):
//!    for the dtypes and ranks their annotations fix, with what they leave open (a `const`
//!    without a default) poisoned, so that every mistake that does not depend on it is found.
//!
//! Diagnostics from every stage are collected, deduplicated (a kernel checked for several
//! specialisations reports a shared mistake once, with a note naming the other
//! specialisations) and returned with the TIR of every specialisation that checked cleanly.

mod analysis;
mod args;
mod builtins;
mod decorators;
mod expr;
mod globals;
mod host;
mod kernel;
pub mod rules;
mod spec;
mod value;

use indexmap::IndexMap;

use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, SourceMap, Span};
use crate::syntax::{self, ast};
use crate::tir;

pub use analysis::{Analysis, ConstValue, Dim, ParamInfo, SpecArg};
pub use builtins::KERNEL_BUILTINS;
pub use decorators::StaticShapes;
pub use host::{next_pow2, unpack_help, ARRAY_ATTRIBUTES, ARRAY_METHODS, HOST_BUILTINS};

use globals::{FuncId, Unit};
use spec::SpecRequest;
use value::Val;

/// Stack the checkers keep free before recursing into a subexpression, and how much more they
/// take when less is left (long operator chains recurse as deep as they are long).
const RED_ZONE: usize = 128 * 1024;
const STACK_SEGMENT: usize = 4 * 1024 * 1024;

/// Finds the source of an imported module. Implemented outside this crate (the file system
/// and the embedded stdlib live in `tile-jit`), so the front end stays free of I/O.
pub trait ModuleLoader {
    /// Returns `(display name, source text)` for `import NAME` seen in the file named `from`.
    fn load(&self, name: &str, from: &str) -> Option<(String, String)>;
}

/// A loader that finds nothing: every import is an error.
pub struct NoImports;

impl ModuleLoader for NoImports {
    fn load(&self, _name: &str, _from: &str) -> Option<(String, String)> {
        None
    }
}

/// Options of a check.
#[derive(Clone, Debug, Default)]
pub struct CheckOptions {
    /// Extra specialisations to check, in `@spec` syntax: `softmax(x=f32[M, N], BN=1024)`.
    pub specs: Vec<String>,
    /// Also check the kernels that are specialised at their definition (kernels nothing
    /// specialises always are). The tests use it to show that the check at definition finds
    /// nothing in correct programs.
    pub check_all_definitions: bool,
}

/// The result of checking a program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// One kernel per specialisation checked without errors.
    pub module: tir::Module,
    pub diagnostics: Vec<Diagnostic>,
}

/// Parses and checks the file `root` (and what it imports) and lowers every kernel
/// specialisation the host code launches, `@spec` names or `options.specs` asks for.
pub fn check_program(sources: &mut SourceMap, root: FileId, loader: &dyn ModuleLoader, options: &CheckOptions) -> Program {
    let analysis = Analysis::load(sources, root, loader);
    let mut diags = analysis.diagnostics().to_vec();
    let unit = analysis.unit();
    let host = host::check_host(&unit, &mut diags);
    let mut requests: Vec<(SpecRequest, IndexMap<String, Val>)> = host.requests;
    for (f, deco) in root_decorated_specs(&unit) {
        if let Some(req) = spec::from_decorator(f, unit.func(f).def, deco, &mut diags) {
            requests.push((req, host.final_consts.clone()));
        }
    }
    for text in &options.specs {
        if let Some(req) = cli_spec(&unit, sources, text, &mut diags) {
            requests.push((req, host.final_consts.clone()));
        }
    }
    let mut module = tir::Module::default();
    let mut partly_checked = Vec::new();
    let mut seen = Vec::new();
    let mut repeated = RepeatedErrors::default();
    for (req, consts) in &requests {
        let key = req.key();
        if seen.contains(&key) {
            continue;
        }
        seen.push(key);
        let spec = spec_description(&unit, req);
        let (kernel, kd) = specialize(&unit, req, consts, &spec);
        repeated.add(&mut diags, kd, req, &spec);
        module.kernels.extend(kernel);
    }
    repeated.note_others(&mut diags);
    for (f, info) in unit.funcs.iter().enumerate() {
        let f = FuncId(f);
        let specialised = requests.iter().any(|(r, _)| r.func == f) || has_spec_decorator(info.def);
        if info.module.0 != 0 || info.def.kind != ast::FuncKind::Kernel || (specialised && !options.check_all_definitions) {
            continue;
        }
        let Some(req) = spec::at_definition(f, info.def) else { continue };
        diags.extend(check_definition(&unit, &req, &host.final_consts, false));
        if !specialised && !req.unbound.is_empty() {
            partly_checked.push(req);
        }
    }
    warn_partly_checked(&unit, &partly_checked, &host.run_time_launches, &mut diags);
    Program { module, diagnostics: dedup(diags) }
}

/// Checks a kernel at its definition (see [`spec::at_definition`]): completely when its
/// annotations fix every parameter (and then its TIR is verified, and dropped), otherwise for
/// everything that does not depend on the parameters they leave open.
fn check_definition(unit: &Unit<'_>, req: &SpecRequest, consts: &IndexMap<String, Val>, late_globals: bool) -> Vec<Diagnostic> {
    let (kernel, mut diags) = kernel::elaborate_with(unit, req, consts, late_globals);
    // With parameters unbound the TIR is incomplete (what depends on them is missing).
    if let Some(k) = kernel.filter(|_| req.unbound.is_empty()) {
        diags = verified(k, diags).1;
    }
    let def = unit.func(req.func).def;
    let context = match req.unbound.is_empty() {
        true => format!("while checking kernel `{}` at its definition, for the dtypes and ranks its annotations give", def.name.name),
        false => format!("while checking kernel `{}` at its definition, for every value of {}", def.name.name, unbound_names(def, req)),
    };
    for d in diags.iter_mut().filter(|d| d.is_error()) {
        d.notes.push(context.clone());
    }
    diags
}

/// "`T`", "`T` and `D`", "`a`, `T` and `D`": the parameters a request leaves unbound.
fn unbound_names(def: &ast::FuncDef, req: &SpecRequest) -> String {
    let names: Vec<String> = req.unbound.iter().map(|&i| format!("`{}`", def.params[i].name.name)).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.concat(),
    }
}

fn has_spec_decorator(def: &ast::FuncDef) -> bool {
    def.decorators.iter().any(|d| d.name.name == "spec")
}

/// Checks one specialisation (described by `spec`, its [`spec_description`]), drops the loop
/// slots nothing reads ([`tir::prune::carried`]) and verifies its TIR. A verifier failure is
/// an internal error that carries the TIR that failed.
fn specialize(unit: &Unit<'_>, req: &SpecRequest, consts: &IndexMap<String, Val>, spec: &str) -> (Option<tir::Kernel>, Vec<Diagnostic>) {
    let (kernel, mut diags) = kernel::elaborate(unit, req, consts);
    annotate_spec_errors(&mut diags, unit, req, spec);
    match kernel {
        Some(mut k) => {
            tir::prune::carried(&mut k);
            verified(k, diags)
        }
        None => (None, diags),
    }
}

/// Runs the TIR verifier over a kernel the checker accepted.
fn verified(k: tir::Kernel, mut diags: Vec<Diagnostic>) -> (Option<tir::Kernel>, Vec<Diagnostic>) {
    match tir::verify::verify_kernel(&k) {
        Ok(()) => (Some(k), diags),
        Err(errors) => {
            let single = tir::Module { kernels: vec![k] };
            diags.push(tir::verify::to_diagnostic(&errors, &single));
            (None, diags)
        }
    }
}

/// Reports bad parameter annotations, duplicate parameter names and misused decorators of
/// every definition.
pub(crate) fn check_signatures(unit: &Unit<'_>, diags: &mut Vec<Diagnostic>) {
    decorators::check_all(unit, diags);
    for f in &unit.funcs {
        let def = f.def;
        for (i, p) in def.params.iter().enumerate() {
            if let Some(prev) = def.params[..i].iter().find(|q| q.name.name == p.name.name) {
                diags.push(
                    Diagnostic::error(codes::DUPLICATE_DEFINITION, format!("parameter `{}` is declared twice", p.name.name))
                        .with_label(p.name.span, "declared again here")
                        .with_label(prev.name.span, "first declared here"),
                );
            }
            let annotated = p.ty.is_some();
            if (def.kind == ast::FuncKind::Kernel || annotated)
                && let Err(d) = spec::classify(p)
            {
                diags.push(d);
            }
        }
    }
}

/// `@spec` decorators of kernels defined in the root file.
fn root_decorated_specs<'a>(unit: &Unit<'a>) -> Vec<(FuncId, &'a ast::Decorator)> {
    let mut out = Vec::new();
    for (i, f) in unit.funcs.iter().enumerate() {
        if f.module.0 != 0 || f.def.kind != ast::FuncKind::Kernel {
            continue;
        }
        for d in &f.def.decorators {
            if d.name.name == "spec" {
                out.push((FuncId(i), d));
            }
        }
    }
    out
}

/// Parses a `--spec` option: `kernel(param=value, ...)`.
fn cli_spec(unit: &Unit<'_>, sources: &mut SourceMap, text: &str, diags: &mut Vec<Diagnostic>) -> Option<SpecRequest> {
    let file = sources.add("<--spec>", format!("@spec{}\n", text.find('(').map_or("()", |i| &text[i..])));
    let name = text.split('(').next().unwrap_or("").trim().to_string();
    let full = format!("@spec{}\nkernel __spec__():\n    pass\n", text.find('(').map_or("()", |i| &text[i..]));
    let (m, mut d) = syntax::parse(&full, file);
    if !d.is_empty() {
        diags.append(&mut d);
        return None;
    }
    let deco = match m.body.first().map(|s| &s.kind) {
        Some(ast::StmtKind::Def(def)) => def.decorators.first().cloned()?,
        _ => return None,
    };
    let Some(globals::Global::Func(f)) = unit.lookup(globals::ModId(0), &name) else {
        diags.push(Diagnostic::error(codes::BAD_SPEC, format!("`--spec` names `{name}`, which is not a kernel of this file")).with_note(format!("in --spec {text}")));
        return None;
    };
    spec::from_decorator(f, unit.func(f).def, &deco, diags)
}

/// Errors that several specialisations of one kernel make at the same place with the same code
/// (one mistake in a kernel launched with many dtypes): reported once, for the first
/// specialisation, with a note naming the others.
#[derive(Default)]
struct RepeatedErrors {
    first: IndexMap<(FuncId, codes::Code, Span), FirstReport>,
}

/// An error as the first specialisation that made it reported it.
struct FirstReport {
    /// Its index among the diagnostics.
    at: usize,
    /// The specialisation that reported it ([`spec_description`]).
    by: String,
    /// The later specialisations that made it too.
    others: Vec<String>,
}

impl RepeatedErrors {
    /// Appends one specialisation's diagnostics to `diags`, keeping back the errors an earlier
    /// specialisation of the same kernel already reported.
    fn add(&mut self, diags: &mut Vec<Diagnostic>, found: Vec<Diagnostic>, req: &SpecRequest, spec: &str) {
        for d in found {
            if let Some(key) = d.primary_span().filter(|_| d.is_error()).map(|span| (req.func, d.code, span)) {
                match self.first.get_mut(&key) {
                    Some(first) if first.by != spec => {
                        first.others.push(spec.to_string());
                        continue;
                    }
                    Some(_) => {}
                    None => {
                        self.first.insert(key, FirstReport { at: diags.len(), by: spec.to_string(), others: Vec::new() });
                    }
                }
            }
            diags.push(d);
        }
    }

    /// Adds "the same error in ..." to each error that other specialisations repeated.
    fn note_others(self, diags: &mut [Diagnostic]) {
        const LISTED: usize = 3;
        for FirstReport { at, others, .. } in self.first.into_values().filter(|f| !f.others.is_empty()) {
            let listed: Vec<&str> = others.iter().take(LISTED).map(String::as_str).collect();
            let more = match others.len().saturating_sub(LISTED) {
                0 => String::new(),
                n => format!(" and {n} more"),
            };
            let s = if others.len() == 1 { "" } else { "s" };
            diags[at].notes.push(format!("the same error in {} other specialisation{s}: {}{more}", others.len(), listed.join("; ")));
        }
    }
}

/// "x=f32[128], y=f32[128], T=128": the arrays and constants one specialisation binds.
fn spec_description(unit: &Unit<'_>, req: &SpecRequest) -> String {
    let def = unit.func(req.func).def;
    let consts: Vec<String> = def
        .params
        .iter()
        .zip(req.args.iter().zip(&req.shapes))
        .filter_map(|(p, (a, dims))| match a {
            crate::tir::SpecArg::Const(v) => Some(format!("{}={}", p.name.name, v)),
            crate::tir::SpecArg::Array { dtype, .. } => Some(format!("{}={}[{}]", p.name.name, dtype, dims.iter().map(|d| d.map_or("?".into(), |d| d.to_string())).collect::<Vec<_>>().join(", "))),
            crate::tir::SpecArg::Scalar(_) => None,
        })
        .collect();
    consts.join(", ")
}

/// Adds "requested here" context to errors found while checking one specialisation (`spec`,
/// its [`spec_description`]).
fn annotate_spec_errors(diags: &mut [Diagnostic], unit: &Unit<'_>, req: &SpecRequest, spec: &str) {
    let def = unit.func(req.func).def;
    for d in diags.iter_mut().filter(|d| d.is_error()) {
        d.notes.push(format!("while checking kernel `{}` specialised for {spec}", def.name.name));
        if let Some(origin) = req.origin
            && !d.labels.iter().any(|l| l.span == origin)
        {
            d.labels.push(crate::diag::Label { span: origin, message: "specialisation requested here".into() });
        }
    }
}

/// W0001 for each kernel checked at its definition only in part, with the real reason: a
/// launch whose arguments are known only at run time, or no launch at all (and then the
/// `@spec` that would check it completely).
fn warn_partly_checked(unit: &Unit<'_>, partly: &[SpecRequest], run_time_launches: &[(FuncId, Span)], diags: &mut Vec<Diagnostic>) {
    if crate::diag::has_errors(diags) {
        return;
    }
    for req in partly {
        let def = unit.func(req.func).def;
        let open = unbound_names(def, req);
        let has = if req.unbound.len() == 1 { "has no value" } else { "have no values" };
        let name = &def.name.name;
        let d = match run_time_launches.iter().find(|(f, _)| *f == req.func) {
            Some((_, launch)) => Diagnostic::warning(codes::UNSPECIALISED, format!("kernel `{name}` is checked in full only when it runs: its launch passes arguments known only at run time"))
                .with_label(def.name.span, format!("checked here for everything that does not depend on {open}"))
                .with_label(*launch, "arguments known only at run time")
                .with_help(format!("to check it now, add `@spec({})` above it", spec::spec_suggestion(def, req))),
            None => Diagnostic::warning(codes::UNSPECIALISED, format!("kernel `{name}` was checked only in part: nothing launches it, and {open} {has}"))
                .with_label(def.name.span, format!("checked for everything that does not depend on {open}"))
                .with_help(format!("launch it from host code, or add `@spec({})` above it", spec::spec_suggestion(def, req))),
        };
        diags.push(d.with_note("a kernel is checked in full for the argument types and constants it is launched with"));
    }
}

/// Drops repeated diagnostics (same code, message and primary span) keeping the first.
fn dedup(diags: Vec<Diagnostic>) -> Vec<Diagnostic> {
    let mut out: Vec<Diagnostic> = Vec::new();
    for d in diags {
        if !out.iter().any(|o| o.code == d.code && o.message == d.message && o.primary_span() == d.primary_span()) {
            out.push(d);
        }
    }
    out
}
