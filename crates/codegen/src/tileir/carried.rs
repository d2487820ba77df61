//! Cubins assembled elsewhere: a cache folder filled on a machine with tileiras serves one
//! without it.
//!
//! Every toolchain that writes a cubin into a cache folder is recorded in
//! `<cache dir>/toolchains.txt` (bytecode version, tab, tileiras' `--version` line), which is
//! all a cubin's cache key needs besides the bytecode ([`super::cubin_key`]). So a folder
//! filled on a build machine (`TILE_PRECOMPILE=sm_90 tile run --device cpu FILE`) can be
//! carried to a GPU machine that has no CUDA tools, and every specialisation it holds runs.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tile_lang::tir::Kernel;

use super::{cubin_key, emit_bytecode, BytecodeVersion, Options, TileIrError};
use crate::cache::Cache;

/// The file beside the cubins that records which toolchains filled the cache.
pub const TOOLCHAINS_FILE: &str = "toolchains.txt";

fn toolchains_path(dir: Option<&Path>) -> Option<PathBuf> {
    dir.map(|d| d.join(TOOLCHAINS_FILE))
}

/// The toolchains recorded in a cache folder, most recently recorded first.
pub fn recorded_toolchains(dir: Option<&Path>) -> Vec<(BytecodeVersion, String)> {
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
pub(super) fn record_toolchain(dir: Option<&Path>, version: BytecodeVersion, tileiras: &str) {
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

/// A cubin found in the cache, with the bytecode version and the tileiras release line of the
/// toolchain that made it.
pub(super) type Found = (Arc<[u8]>, BytecodeVersion, String);

/// A cached cubin of `k` made by any toolchain recorded in the cache's folder, with the
/// toolchain that made it; `None` when none is cached.
pub(super) fn find(k: &Kernel, opts: &Options, cache: &Cache) -> Option<Result<Found, TileIrError>> {
    for (version, tileiras) in recorded_toolchains(cache.dir()) {
        let opts = Options { version, ..opts.clone() };
        let bytecode = match emit_bytecode(k, &opts) {
            Ok(b) => b,
            Err(e) => return Some(Err(e)),
        };
        if let Some(image) = cache.get(&cubin_key(&bytecode, &tileiras, &opts)) {
            return Some(Ok((image, version, tileiras)));
        }
    }
    None
}

/// A fresh folder under the system's temporary folder, for tests.
#[cfg(test)]
pub(super) fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("tile-tileir-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    d
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
