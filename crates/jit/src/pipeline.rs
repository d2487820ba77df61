//! The front-end pipeline as the CLI, REPL, tests and embedders call it.
//!
//! A [`Compiler`] owns the [`SourceMap`] of everything it has read, so diagnostics from any
//! stage can be rendered later. Imports resolve first in the embedded standard library, then
//! to `NAME.tile` beside the importing file (never the importing file itself).

use std::path::Path;

use tile_lang::diag::{self, codes, Diagnostic, RenderOptions};
use tile_lang::sema::{self, CheckOptions, ModuleLoader};
use tile_lang::source::{FileId, SourceMap};
use tile_lang::tir;

use tile_lang::stdlib;

/// The outcome of checking one file: diagnostics (sorted by position) and the TIR of every
/// specialisation that checked cleanly.
#[derive(Clone, Debug)]
pub struct CheckOutput {
    /// The checked file in the compiler's source map.
    pub file: FileId,
    /// Every diagnostic, sorted by position.
    pub diagnostics: Vec<Diagnostic>,
    /// The TIR of every specialisation that checked cleanly.
    pub tir: tir::Module,
}

impl CheckOutput {
    /// True when some diagnostic rejects the program.
    pub fn has_errors(&self) -> bool {
        diag::has_errors(&self.diagnostics)
    }
}

/// Runs the front end and keeps the sources it read.
#[derive(Debug, Default)]
pub struct Compiler {
    sources: SourceMap,
    options: CheckOptions,
}

impl Compiler {
    /// A compiler that has read nothing yet.
    pub fn new() -> Compiler {
        Compiler::default()
    }

    /// Extra `@spec`-style specialisations to check (the CLI's `--spec`).
    pub fn with_specs(mut self, specs: Vec<String>) -> Compiler {
        self.options.specs = specs;
        self
    }

    /// Also check the kernels that are launched at their definition, for the dtypes and ranks
    /// their annotations give (kernels nothing launches always are): a correct program must
    /// check cleanly this way too.
    pub fn with_every_definition_checked(mut self) -> Compiler {
        self.options.check_all_definitions = true;
        self
    }

    /// Every source the compiler has read (to render diagnostics against).
    pub fn sources(&self) -> &SourceMap {
        &self.sources
    }

    /// Checks source text reported under `name`; imports resolve relative to `name`'s folder.
    pub fn check_text(&mut self, name: &str, text: &str) -> CheckOutput {
        let file = self.sources.add(name, text);
        let mut program = sema::check_program(&mut self.sources, file, &FsLoader, &self.options);
        diag::sort(&mut program.diagnostics);
        CheckOutput { file, diagnostics: program.diagnostics, tir: program.module }
    }

    /// Reads a source file, or says (E0508) why it cannot: it is missing, unreadable, or not
    /// UTF-8 text (a binary file passed by mistake).
    pub fn read_source(path: &Path) -> Result<String, Diagnostic> {
        let bytes = std::fs::read(path)
            .map_err(|e| Diagnostic::error(codes::IO_ERROR, format!("cannot read {}: {e}", path.display())))?;
        String::from_utf8(bytes).map_err(|e| {
            let at = e.utf8_error().valid_up_to();
            let byte = e.as_bytes()[at];
            Diagnostic::error(codes::IO_ERROR, format!("cannot read {}: it is not UTF-8 text (byte {at} is {byte:#04x})", path.display()))
                .with_help("tile source files are UTF-8 text; is this the file you meant?")
        })
    }

    /// Reads and checks a file.
    pub fn check_file(&mut self, path: &Path) -> std::io::Result<CheckOutput> {
        let text = std::fs::read_to_string(path)?;
        Ok(self.check_text(&path.display().to_string(), &text))
    }

    /// Renders diagnostics against the sources this compiler has read.
    pub fn render(&self, diagnostics: &[Diagnostic], color: bool) -> String {
        diag::render_all(diagnostics, &self.sources, RenderOptions { color })
    }
}

/// Resolves `import NAME` to the stdlib module, then to `NAME.tile` beside the importing file.
///
/// The stdlib comes first so that an example script named like a stdlib module (say
/// `examples/softmax.tile`) can import that module instead of itself.
pub(crate) struct FsLoader;

impl ModuleLoader for FsLoader {
    fn load(&self, name: &str, from: &str) -> Option<(String, String)> {
        if let Some(found) = stdlib::StdlibLoader.load(name, from) {
            return Some(found);
        }
        let dir = Path::new(from).parent().map(Path::to_path_buf).unwrap_or_default();
        let candidate = dir.join(format!("{name}.tile"));
        if candidate == Path::new(from) {
            return None;
        }
        let text = std::fs::read_to_string(&candidate).ok()?;
        Some((candidate.display().to_string(), text))
    }
}
