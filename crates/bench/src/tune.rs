//! The autotuner's bookkeeping: trials over a declared configuration space, the choice of the
//! fastest correct one, and the on-disk memory of that choice.
//!
//! A choice is remembered per (kernel, shape, dtype, GPU name) in
//! `<kernel cache dir>/autotune/<hash>.json`, beside the cubins (`crate::cache`), so a later
//! `tile bench` on the same GPU skips the search (`--retune` searches again). The kernel part
//! of the key carries a hash of the stdlib module's source and of the tuning space: editing
//! the kernel, or the configurations it is chosen from, invalidates its choices.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::catalog::Config;
use tile_codegen::Cache;

/// What a tuning choice is valid for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TuneKey {
    /// `matmul.matmul_grouped@<hash of the source and the tuning space>`.
    pub kernel: String,
    pub shape: String,
    pub dtype: String,
    pub gpu: String,
}

impl TuneKey {
    /// The file name of this key's entry: a hash, since GPU names hold spaces and slashes.
    pub fn file_name(&self) -> String {
        let text = format!("{}\n{}\n{}\n{}", self.kernel, self.shape, self.dtype, self.gpu);
        let digest = Sha256::digest(text.as_bytes());
        let hex: String = digest.iter().take(12).map(|b| format!("{b:02x}")).collect();
        format!("{hex}.json")
    }
}

/// A remembered choice.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TuneEntry {
    pub key: TuneKey,
    pub config: Config,
    /// The median time it was chosen with.
    pub ms: f64,
    /// How many configurations were timed.
    pub tried: usize,
    pub date: String,
}

/// The folder of remembered choices.
#[derive(Clone, Debug)]
pub struct TuneStore {
    dir: Option<PathBuf>,
}

impl TuneStore {
    /// The store beside a kernel cache's cubins (none for an in-memory cache).
    pub fn beside(cache: &Cache) -> TuneStore {
        TuneStore { dir: cache.dir().map(|d| d.join("autotune")) }
    }

    pub fn at(dir: &Path) -> TuneStore {
        TuneStore { dir: Some(dir.to_path_buf()) }
    }

    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// The entry for `key`; unreadable files and entries for another key (a hash collision,
    /// a hand edit) are misses.
    pub fn get(&self, key: &TuneKey) -> Option<TuneEntry> {
        let text = std::fs::read_to_string(self.dir.as_ref()?.join(key.file_name())).ok()?;
        serde_json::from_str::<TuneEntry>(&text).ok().filter(|e| &e.key == key)
    }

    /// Remembers an entry (written to a temporary file, then renamed, so readers never see a
    /// partial one). A store that cannot be written only costs a future search.
    pub fn put(&self, entry: &TuneEntry) -> std::io::Result<()> {
        let Some(dir) = &self.dir else { return Ok(()) };
        std::fs::create_dir_all(dir)?;
        let path = dir.join(entry.key.file_name());
        let tmp = dir.join(format!(".{}.{}.tmp", entry.key.file_name(), std::process::id()));
        std::fs::write(&tmp, serde_json::to_string_pretty(entry).map_err(std::io::Error::other)?)?;
        std::fs::rename(&tmp, &path)
    }
}

/// One configuration tried: its median time, or why it was rejected (did not compile, did
/// not launch, gave a wrong result).
#[derive(Clone, Debug, PartialEq)]
pub struct Trial {
    pub config: Config,
    pub result: Result<f64, String>,
}

/// The fastest successful trial.
pub fn best(trials: &[Trial]) -> Option<&Trial> {
    trials.iter().filter(|t| t.result.is_ok()).min_by(|a, b| {
        let (x, y) =
            (a.result.as_ref().unwrap_or(&f64::INFINITY), b.result.as_ref().unwrap_or(&f64::INFINITY));
        x.total_cmp(y)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(gpu: &str) -> TuneKey {
        TuneKey {
            kernel: "matmul.matmul_grouped@0123abcd".into(),
            shape: "4096x4096x4096".into(),
            dtype: "bf16".into(),
            gpu: gpu.into(),
        }
    }

    #[test]
    fn choices_round_trip_per_key() {
        let dir = std::env::temp_dir().join(format!("tile-tune-{}", std::process::id()));
        let store = TuneStore::at(&dir);
        let entry = TuneEntry {
            key: key("NVIDIA H200"),
            config: Config::of(&[("tm", 128), ("tn", 256), ("tk", 64), ("G", 8)]),
            ms: 0.2,
            tried: 17,
            date: "2026-11-21T00:00:00Z".into(),
        };
        assert_eq!(store.get(&entry.key), None);
        store.put(&entry).unwrap();
        assert_eq!(store.get(&entry.key), Some(entry.clone()));
        assert_eq!(store.get(&key("NVIDIA H100 80GB HBM3")), None);
        assert_ne!(key("a").file_name(), key("b").file_name());
        // A file under the right name for another key is a miss.
        let other = TuneEntry { key: key("other"), ..entry.clone() };
        std::fs::write(dir.join(entry.key.file_name()), serde_json::to_string(&other).unwrap()).unwrap();
        assert_eq!(store.get(&entry.key), None);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn in_memory_caches_remember_nothing() {
        let store = TuneStore::beside(&Cache::in_memory());
        assert!(store.dir().is_none());
        let entry = TuneEntry {
            key: key("g"),
            config: Config::of(&[("T", 1)]),
            ms: 1.0,
            tried: 1,
            date: String::new(),
        };
        store.put(&entry).unwrap();
        assert_eq!(store.get(&entry.key), None);
    }

    #[test]
    fn the_fastest_correct_trial_wins() {
        let t = |v: i64, r: Result<f64, String>| Trial { config: Config::of(&[("T", v)]), result: r };
        let trials = [t(1, Ok(2.0)), t(2, Err("wrong".into())), t(3, Ok(1.5)), t(4, Ok(1.7))];
        assert_eq!(best(&trials).unwrap().config.get("T"), 3);
        assert!(best(&[t(1, Err("x".into()))]).is_none());
    }
}
