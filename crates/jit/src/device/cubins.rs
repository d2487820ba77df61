//! Cubins for GPU launches: from a verified TIR kernel to the image the driver loads, through
//! the kernel cache (`crate::cache`), with or without tileiras on the machine.
//!
//! * With tileiras ([`Toolchain::discover`], found lazily on the first miss), a kernel goes
//!   through [`tileir::compile_cubin`]: a cache hit (memory or disk) skips tileiras.
//! * Without it, the cache is still searched: every toolchain that ever wrote a cubin into the
//!   cache folder is recorded in `<cache dir>/toolchains.txt` (bytecode version, tab, tileiras'
//!   `--version` line), which is all a cache key needs besides the bytecode. So a cache folder
//!   filled on a build machine (`TILE_PRECOMPILE=sm_90`, see `crate::runtime::launch`) can be
//!   carried to a GPU machine that has no CUDA tools, and every specialisation it holds runs.
//!
//! A miss without tileiras is an error that says how to fill the cache.

use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

use tile_lang::tir;

use crate::backend::tileir::{self, BackendError, BytecodeVersion, Options, Toolchain, ToolchainConfig};
use crate::backend::Target;
use crate::cache::Cache;

/// The file beside the cubins that records which toolchains filled the cache.
pub const TOOLCHAINS_FILE: &str = "toolchains.txt";

/// Why no cubin could be had.
#[derive(Clone, Debug)]
pub struct CubinError {
    pub message: String,
    /// The back end or tileiras failed on our IR: a bug in tile, not a user mistake.
    pub internal: bool,
}

impl std::fmt::Display for CubinError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

/// A cubin and whether tileiras had to run for it.
#[derive(Clone, Debug)]
pub struct Cubin {
    pub image: Arc<[u8]>,
    /// The function symbol (the TIR kernel name).
    pub symbol: String,
    pub cache_hit: bool,
}

/// Where cubins come from: the kernel cache, and tileiras when it is installed.
#[derive(Debug)]
pub struct Cubins {
    cache: Cache,
    config: ToolchainConfig,
    tools: OnceLock<Result<Toolchain, String>>,
}

impl Cubins {
    /// The environment's cache ([`Cache::from_env`]) and tileiras search.
    pub fn from_env() -> Cubins {
        Cubins::new(Cache::from_env(), ToolchainConfig::from_env())
    }

    pub fn new(cache: Cache, config: ToolchainConfig) -> Cubins {
        Cubins { cache, config, tools: OnceLock::new() }
    }

    pub fn cache(&self) -> &Cache {
        &self.cache
    }

    /// The toolchain, discovered on first use; the reason when there is none.
    pub fn toolchain(&self) -> Result<&Toolchain, &str> {
        self.tools.get_or_init(|| Toolchain::discover(&self.config).map_err(|e| e.to_string())).as_ref().map_err(String::as_str)
    }

    /// The cubin of `k` for `target`: from the cache, else assembled by tileiras (and cached).
    pub fn get(&self, k: &tir::Kernel, target: Target) -> Result<Cubin, CubinError> {
        dump(k, target);
        match self.toolchain() {
            Ok(tools) => self.assemble(k, target, tools),
            Err(why) => self.offline(k, target).unwrap_or_else(|| Err(self.miss(k, target, why))),
        }
    }

    fn assemble(&self, k: &tir::Kernel, target: Target, tools: &Toolchain) -> Result<Cubin, CubinError> {
        let opts = Options { version: tools.best_bytecode_version(), ..Options::for_target(target) };
        let c = tileir::compile_cubin(k, &opts, tools, &self.cache).map_err(backend_error)?;
        record_toolchain(self.cache.dir(), opts.version, &tools.version);
        Ok(Cubin { image: c.cubin, symbol: c.symbol, cache_hit: c.cache_hit })
    }

    /// A cached cubin of `k` made by any recorded toolchain; `None` when none is cached.
    fn offline(&self, k: &tir::Kernel, target: Target) -> Option<Result<Cubin, CubinError>> {
        for (version, tileiras) in recorded_toolchains(self.cache.dir()) {
            let opts = Options { version, ..Options::for_target(target) };
            let bytecode = match tileir::emit_bytecode(k, &opts) {
                Ok(b) => b,
                Err(e) => return Some(Err(backend_error(e))),
            };
            if let Some(image) = self.cache.get(&tileir::cubin_key_for(&bytecode, &tileiras, &opts)) {
                return Some(Ok(Cubin { image, symbol: k.name.clone(), cache_hit: true }));
            }
        }
        None
    }

    fn miss(&self, k: &tir::Kernel, target: Target, why: &str) -> CubinError {
        let dir = self.cache.dir().map_or("(no cache folder)".to_string(), |d| d.display().to_string());
        let why = why.lines().next().unwrap_or(why).trim_start_matches("error: ");
        let message = format!(
            "no cubin of this specialisation of `{}` for {target} is in the kernel cache at {dir}, and tileiras cannot make one ({why}); \
             install the CUDA Tile tools (scripts/install-cuda-tools.sh), or fill a cache folder on a machine that has them \
             (TILE_CACHE_DIR=DIR TILE_PRECOMPILE={target} tile run --device cpu FILE) and point TILE_CACHE_DIR at it here",
            k.name
        );
        CubinError { message, internal: false }
    }
}

/// With `TILE_DUMP_DIR` set, writes the kernel's TIR, CUDA Tile IR text and bytecode there, named by
/// kernel, target and a hash of the TIR (so specialisations with different array facts do not
/// overwrite each other): what to look at, or hand to `tileiras`, when a GPU result is wrong.
fn dump(k: &tir::Kernel, target: Target) {
    let Some(dir) = std::env::var_os("TILE_DUMP_DIR").filter(|d| !d.is_empty()).map(PathBuf::from) else {
        return;
    };
    let tir_text = tir::print::print_kernel(k);
    let tag = &crate::cache::CacheKey::of(&[tir_text.as_bytes()]).hex()[..12];
    let stem = dir.join(format!("{}.{target}", k.name));
    let mlir = tileir::emit_mlir_text(k).unwrap_or_else(|e| format!("// emission failed: {e}\n"));
    let bytecode = tileir::emit_bytecode(k, &Options::for_target(target)).unwrap_or_default();
    let wrote = std::fs::create_dir_all(&dir)
        .and_then(|()| std::fs::write(stem.with_extension(format!("{tag}.tilebc")), &bytecode))
        .and_then(|()| std::fs::write(stem.with_extension(format!("{tag}.tir")), &tir_text))
        .and_then(|()| std::fs::write(stem.with_extension(format!("{tag}.mlir")), &mlir));
    if let Err(e) = wrote {
        eprintln!("warning: TILE_DUMP_DIR: cannot write {}: {e}", dir.display());
    }
}

fn backend_error(e: BackendError) -> CubinError {
    let internal = matches!(&e, BackendError::Internal { .. }) || matches!(&e, BackendError::Toolchain(tileir::ToolchainError::Rejected { .. }));
    CubinError { message: e.to_string(), internal }
}

fn toolchains_path(dir: Option<&std::path::Path>) -> Option<PathBuf> {
    dir.map(|d| d.join(TOOLCHAINS_FILE))
}

/// The toolchains recorded in a cache folder, most recently recorded first.
pub fn recorded_toolchains(dir: Option<&std::path::Path>) -> Vec<(BytecodeVersion, String)> {
    let Some(text) = toolchains_path(dir).and_then(|p| std::fs::read_to_string(p).ok()) else { return Vec::new() };
    let mut out: Vec<(BytecodeVersion, String)> = text
        .lines()
        .filter_map(|l| {
            let (v, t) = l.split_once('\t')?;
            Some((BytecodeVersion::parse(v)?, t.to_string()))
        })
        .collect();
    out.reverse();
    out
}

/// Adds a toolchain to the cache folder's record (best effort: a record that cannot be
/// written only means a machine without tileiras will not find these cubins).
fn record_toolchain(dir: Option<&std::path::Path>, version: BytecodeVersion, tileiras: &str) {
    let Some(path) = toolchains_path(dir) else { return };
    let line = format!("{version}\t{tileiras}");
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    if old.lines().any(|l| l == line) {
        return;
    }
    let _ = std::fs::create_dir_all(path.parent().unwrap_or(&path));
    let tmp = path.with_extension(format!("{}.tmp", std::process::id()));
    if std::fs::write(&tmp, format!("{old}{line}\n")).is_ok() {
        let _ = std::fs::rename(&tmp, &path);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tile-cubins-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn toolchains_are_recorded_once_and_read_back_newest_first() {
        let dir = temp_dir("record");
        record_toolchain(Some(&dir), BytecodeVersion::V13_3, "release 13.3");
        record_toolchain(Some(&dir), BytecodeVersion::V13_4, "release 13.4");
        record_toolchain(Some(&dir), BytecodeVersion::V13_3, "release 13.3");
        let got = recorded_toolchains(Some(&dir));
        assert_eq!(got, [(BytecodeVersion::V13_4, "release 13.4".to_string()), (BytecodeVersion::V13_3, "release 13.3".to_string())]);
        assert!(recorded_toolchains(None).is_empty());
        let _ = std::fs::remove_dir_all(dir);
    }

    /// A cache filled "elsewhere" (an entry under a recorded toolchain's key) is found with no
    /// tileiras at all; an empty one is a miss that says how to fill it.
    #[test]
    fn a_carried_cache_serves_cubins_without_tileiras() {
        let dir = temp_dir("offline");
        let k = tile_lang::tir::parse::parse_kernel("kernel @k (%a a: array<f32, 1>) {\n  return\n}").unwrap();
        let target = Target::DEFAULT;
        let none = ToolchainConfig { tileiras: Some(dir.join("no-tileiras")), explicit_only: true, ..ToolchainConfig::default() };
        let cubins = Cubins::new(Cache::new(Some(dir.clone()), 1 << 20), none.clone());
        let e = cubins.get(&k, target).unwrap_err();
        assert!(!e.internal && e.message.contains("TILE_PRECOMPILE=sm_90"), "{}", e.message);
        // What a machine with tileiras leaves behind.
        let opts = Options { version: BytecodeVersion::V13_4, ..Options::for_target(target) };
        let key = tileir::cubin_key_for(&tileir::emit_bytecode(&k, &opts).unwrap(), "release X", &opts);
        let image: Arc<[u8]> = b"\x7fELF fake cubin".to_vec().into();
        cubins.cache().put(&key, &image).unwrap();
        record_toolchain(Some(&dir), BytecodeVersion::V13_4, "release X");
        let fresh = Cubins::new(Cache::new(Some(dir.clone()), 1 << 20), none);
        let c = fresh.get(&k, target).unwrap();
        assert!(c.cache_hit && c.symbol == "k" && c.image[..] == image[..]);
        let _ = std::fs::remove_dir_all(dir);
    }
}
