//! The data-driven test harness of tile.
//!
//! The `suite` test binary (`tests/suite.rs`, `harness = false`) asks each module here for its
//! [`libtest_mimic::Trial`]s and runs them all, so every data file becomes one or more
//! individually named, filterable tests:
//!
//! * [`ui`]: diagnostics tests. `tests/ui/<group>/*.tile` files hold many small cases with
//!   inline `# ~ERROR Exxxx` annotations; the rendered reports are compared with a `.stderr`
//!   golden beside the file.
//! * [`tir`]: TIR goldens of every example, stdlib module and `tests/tir/*.tile` kernel, and
//!   print → parse → print round trips (also of hand-written `tests/tir/text/*.tir`).
//! * [`codegen`]: CUDA Tile IR back end: MLIR goldens, tileiras acceptance, determinism and
//!   toolchain diagnostics (see the module doc).
//! * [`nvvm`]: NVVM back end: IR goldens, libNVVM and ptxas acceptance, determinism.
//! * [`repl`]: REPL transcripts (`tests/repl/*.txt`), every example script run through the
//!   embedding API, and every stdlib kernel run on the CPU against independent references.
//! * [`gpu`]: the same runs on a GPU (ignored without one) and on the simulated GPU, plus
//!   device memory, device buffers, fault recovery and launch overhead on a GPU.
//! * [`explain`]: the wrong and right examples of every diagnostic code's explanation.
//! * [`tidy`]: rules about the code itself (module docs, crate layers, where `unsafe` and
//!   toolchain names may appear).
//! * [`fuzz`]: seeded, deterministic no-panic testing of the parser, the checker and the
//!   renderer on token soup and on mutations of every source file in the repository.
//!
//! Shared pieces: [`cases`] (splitting files into cases and parsing annotations, pure and
//! unit-tested), [`golden`] (comparison, diffs and blessing), [`panics`] (catching panics with
//! their message) and [`sanity`] (invariants every diagnostic must satisfy).
//!
//! Paths: the binary changes its working directory to the repository root before collecting
//! trials, and every source is checked under its repository-relative name
//! (`examples/matmul.tile`, `tests/ui/shape/broadcast.tile`), so rendered output does not
//! depend on where the checkout lives and imports still resolve beside the importing file.

pub mod cases;
pub mod codegen;
pub mod explain;
pub mod fuzz;
pub mod golden;
pub mod gpu;
pub mod nvvm;
pub mod panics;
pub mod repl;
pub mod sanity;
pub mod tidy;
pub mod tir;
pub mod ui;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use libtest_mimic::{Failed, Trial};

/// The command that rewrites goldens, quoted in failure messages.
pub const BLESS_HINT: &str = "TILE_BLESS=1 cargo test -p tile-tests";

/// Settings shared by every trial.
#[derive(Debug)]
pub struct Context {
    /// The repository root (absolute).
    pub root: PathBuf,
    /// A scratch folder under the target directory for fuzz reproducers.
    pub tmp: PathBuf,
    /// `TILE_BLESS=1`: rewrite mismatching goldens and create missing ones instead of failing.
    pub bless: bool,
    /// Multiplies the number of fuzz inputs (`TILE_FUZZ_SCALE`, default 1).
    pub fuzz_scale: f64,
}

impl Context {
    /// Builds the context from the environment. `manifest_dir` is the `tests/` package folder
    /// and `tmp` the target directory's scratch folder (`CARGO_TARGET_TMPDIR`).
    pub fn from_env(manifest_dir: &str, tmp: &str) -> Arc<Context> {
        let manifest = Path::new(manifest_dir);
        // A prebuilt binary run elsewhere (scripts/gpu-tests.sh) is told where the checkout is.
        let moved = std::env::var_os("TILE_TESTS_ROOT").map(PathBuf::from);
        let root = moved.as_deref().unwrap_or(manifest.parent().unwrap_or(manifest));
        let root = root.canonicalize().unwrap_or_else(|_| root.to_path_buf());
        let bless = std::env::var("TILE_BLESS").is_ok_and(|v| !v.is_empty() && v != "0");
        let fuzz_scale = std::env::var("TILE_FUZZ_SCALE")
            .ok()
            .and_then(|v| v.parse::<f64>().ok())
            .filter(|s| s.is_finite() && *s >= 0.0)
            .unwrap_or(1.0);
        Arc::new(Context { root, tmp: PathBuf::from(tmp), bless, fuzz_scale })
    }

    /// An absolute path for a repository-relative one.
    pub fn path(&self, rel: &str) -> PathBuf {
        self.root.join(rel)
    }

    /// The repository-relative form of a path, with `/` separators.
    pub fn rel(&self, path: &Path) -> String {
        let p = path.strip_prefix(&self.root).unwrap_or(path);
        p.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect::<Vec<_>>().join("/")
    }

    /// Replaces absolute mentions of the repository root in generated text by relative ones,
    /// so goldens do not depend on the checkout location.
    pub fn normalize_paths(&self, text: &str) -> String {
        let root = self.root.display().to_string();
        if root.is_empty() {
            return text.to_string();
        }
        text.replace(&format!("{root}/"), "").replace(&root, ".")
    }
}

/// Files directly in `dir` whose name ends in `.ext`, sorted by name. A missing folder has
/// none.
pub fn list_files(dir: &Path, ext: &str) -> std::io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut files = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if path.is_file() && path.extension().is_some_and(|e| e == ext) {
            files.push(path);
        }
    }
    files.sort();
    Ok(files)
}

/// The files of `list_files(dir, ext)` that have kernels to compile: for `.tile` sources, those
/// that define a kernel or launch one themselves. A module of host helpers (`stdlib/rows.tile`)
/// or a script that only calls library host functions (`examples/row_norms.tile`) specialises
/// nothing the checker can see, so it has no TIR or codegen golden; the run tests still run it.
pub fn kernel_sources(dir: &Path, ext: &str) -> std::io::Result<Vec<PathBuf>> {
    let mut files = list_files(dir, ext)?;
    if ext == "tile" {
        files.retain(|f| {
            read_text(f).map_or(true, |text| {
                text.lines().any(|l| l.starts_with("kernel ") || (!l.trim_start().starts_with('#') && l.contains("launch(")))
            })
        });
    }
    Ok(files)
}

/// Sub-folders of `dir`, sorted by name. A missing folder has none.
pub fn list_dirs(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let entries = match std::fs::read_dir(dir) {
        Ok(e) => e,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(e),
    };
    let mut dirs = Vec::new();
    for entry in entries {
        let path = entry?.path();
        if path.is_dir() {
            dirs.push(path);
        }
    }
    dirs.sort();
    Ok(dirs)
}

/// The file name without its extension, as a string.
pub fn stem(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Reads a text file, normalising `\r\n` to `\n`.
pub fn read_text(path: &Path) -> std::io::Result<String> {
    Ok(std::fs::read_to_string(path)?.replace("\r\n", "\n"))
}

/// A trial that always fails: reports a problem found while collecting trials, so a broken
/// data folder is a visible failure rather than silently fewer tests.
pub fn collect_error(name: impl Into<String>, message: impl Into<String>) -> Trial {
    let message = message.into();
    Trial::test(name, move || Err(Failed::from(message)))
}

/// Every trial of the suite: the long-running fuzz trials first, so that they start early on
/// the thread pool, then the rest in a stable order.
pub fn all_trials(ctx: &Arc<Context>) -> Vec<Trial> {
    let mut trials = fuzz::trials(ctx);
    trials.extend(ui::trials(ctx));
    trials.extend(tir::trials(ctx));
    trials.extend(codegen::trials(ctx));
    trials.extend(nvvm::trials(ctx));
    trials.extend(repl::trials(ctx));
    trials.extend(gpu::trials(ctx));
    trials.extend(tidy::trials(ctx));
    trials.extend(explain::trials());
    trials
}

/// Collects failure messages of one trial and turns them into its result.
#[derive(Default, Debug)]
pub struct Problems {
    items: Vec<String>,
}

impl Problems {
    pub fn new() -> Problems {
        Problems::default()
    }

    pub fn push(&mut self, problem: impl Into<String>) {
        self.items.push(problem.into());
    }

    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }

    /// `Ok` when nothing was reported, else one message with every problem, separated by
    /// blank lines.
    pub fn finish(self) -> Result<(), Failed> {
        if self.items.is_empty() {
            Ok(())
        } else {
            let mut out = String::new();
            for item in &self.items {
                out.push_str(item.trim_end());
                out.push_str("\n\n");
            }
            Err(Failed::from(out.trim_end()))
        }
    }
}

/// Indents every line of `text` by `n` spaces (for quoting sources and outputs in failure
/// messages).
pub fn indent(text: &str, n: usize) -> String {
    let pad = " ".repeat(n);
    text.lines().map(|l| format!("{pad}{l}\n")).collect()
}
