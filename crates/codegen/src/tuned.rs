//! The autotuner's remembered choices, beside the kernel cache's images.
//!
//! `tile bench` times a kernel's configurations and remembers the fastest correct one per
//! (kernel, shape, dtype, GPU name) in `<kernel cache dir>/autotune/<hash>.json`, so a later
//! run on the same GPU skips the search. The stdlib's host functions read the same store
//! (the `tuned(...)` builtin): `matmul.gemm` launches the tuned configuration for its shape
//! when there is one. A key's kernel carries a hash of the stdlib module's source (editing the
//! kernel forgets its choices) and of the tuning space (the tuner searches again when the space
//! changes; [`TuneStore::latest`] takes the newest choice from any space).

use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use crate::Cache;

/// The `const` parameters of one specialisation, by name, in parameter order. Stored (in
/// tuning choices) as its text, `tm=128,tn=256,tk=64,G=8`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Config(pub Vec<(String, i64)>);

impl From<Config> for String {
    fn from(c: Config) -> String {
        c.to_string()
    }
}

impl TryFrom<String> for Config {
    type Error = String;
    fn try_from(s: String) -> Result<Config, String> {
        Config::parse(&s)
    }
}

impl Config {
    pub fn of(pairs: &[(&str, i64)]) -> Config {
        Config(pairs.iter().map(|(n, v)| (n.to_string(), *v)).collect())
    }

    /// The value of `name` (0 if absent: a caller's bug, caught by the tests of each op).
    pub fn get(&self, name: &str) -> i64 {
        self.0.iter().find(|(n, _)| n == name).map_or(0, |(_, v)| *v)
    }

    /// This configuration with the entry `name = value` added at the end.
    pub fn with_entry(mut self, name: &str, value: i64) -> Config {
        self.0.push((name.to_string(), value));
        self
    }

    /// This configuration with `name` set to `value`.
    pub fn with(&self, name: &str, value: i64) -> Config {
        Config(self.0.iter().map(|(n, v)| (n.clone(), if n == name { value } else { *v })).collect())
    }

    /// Parses `tm=128,tn=256,tk=64,G=8`.
    pub fn parse(s: &str) -> Result<Config, String> {
        let pairs = s.split(',').filter(|p| !p.trim().is_empty()).map(|p| {
            let (n, v) = p.split_once('=').ok_or_else(|| format!("`{p}` is not NAME=VALUE"))?;
            let v = v.trim().parse::<i64>().map_err(|_| format!("`{v}` is not an integer"))?;
            Ok((n.trim().to_string(), v))
        });
        Ok(Config(pairs.collect::<Result<_, String>>()?))
    }
}

impl fmt::Display for Config {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let parts: Vec<String> = self.0.iter().map(|(n, v)| format!("{n}={v}")).collect();
        f.write_str(&parts.join(","))
    }
}

/// What a tuning choice is valid for.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct TuneKey {
    /// `matmul.matmul_grouped@<hash of the module's source>:<hash of the tuning space>`
    /// ([`kernel_id`]).
    pub kernel: String,
    pub shape: String,
    pub dtype: String,
    pub gpu: String,
    /// The back end that compiled the configurations (`tileir`, `nvvm`); choices remembered
    /// before back ends were told apart are Tile IR's.
    #[serde(default = "tile_ir")]
    pub backend: String,
}

fn tile_ir() -> String {
    "tileir".into()
}

impl TuneKey {
    /// The file name of this key's entry: a hash, since GPU names hold spaces and slashes.
    pub fn file_name(&self) -> String {
        let text = format!("{}\n{}\n{}\n{}\n{}", self.kernel, self.shape, self.dtype, self.gpu, self.backend);
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

    /// The newest choice for the kernel `module.name` of the stdlib as it is now, whatever
    /// tuning space it was chosen from, for `want`'s shape (`MxNxK`), dtype, GPU and back end
    /// (`want.kernel` is not read: the stored keys' kernels carry hashes, [`kernel_prefix`]):
    /// what a host function that picks its own configuration asks for.
    pub fn latest(&self, module: &str, name: &str, want: &TuneKey) -> Option<TuneEntry> {
        let prefix = kernel_prefix(module, name)?;
        let files = std::fs::read_dir(self.dir.as_ref()?).ok()?;
        let entries = files.filter_map(|f| {
            let path = f.ok()?.path();
            if path.extension()? != "json" {
                return None;
            }
            serde_json::from_str::<TuneEntry>(&std::fs::read_to_string(&path).ok()?).ok()
        });
        entries
            .filter(|e| {
                let k = &e.key;
                k.kernel.starts_with(&prefix)
                    && (&k.shape, &k.dtype, &k.gpu, &k.backend)
                        == (&want.shape, &want.dtype, &want.gpu, &want.backend)
            })
            .max_by(|a, b| a.date.cmp(&b.date))
    }
}

/// `module.name@<source hash>:`: the part of a [`TuneKey::kernel`] that the stdlib module's
/// source fixes, so that editing the kernel forgets its choices. `None` for a module the
/// stdlib does not have.
pub fn kernel_prefix(module: &str, name: &str) -> Option<String> {
    let source = tile_lang::stdlib::source(module)?;
    Some(format!("{module}.{name}@{}:", short_hash(source)))
}

/// The key's kernel for a choice among `space`: [`kernel_prefix`] and a hash of the space, so
/// that a choice from another space is searched again by the tuner (the host functions take
/// the newest choice from any space).
pub fn kernel_id(module: &str, name: &str, space: &[Config]) -> String {
    let text: Vec<String> = space.iter().map(Config::to_string).collect();
    let prefix = kernel_prefix(module, name).unwrap_or_else(|| format!("{module}.{name}@-:"));
    format!("{prefix}{}", short_hash(&text.join("\n")))
}

/// A shape as keys and records write it: `3000x1000x776`.
pub fn shape_text(shape: &[usize]) -> String {
    shape.iter().map(usize::to_string).collect::<Vec<_>>().join("x")
}

/// The first 4 bytes of the SHA-256 of `text`, in hex.
fn short_hash(text: &str) -> String {
    Sha256::digest(text.as_bytes()).iter().take(4).map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(gpu: &str) -> TuneKey {
        TuneKey {
            kernel: kernel_id("matmul", "matmul_grouped", &[]),
            shape: "4096x4096x4096".into(),
            dtype: "bf16".into(),
            gpu: gpu.into(),
            backend: "tileir".into(),
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
        assert_ne!(key("a").file_name(), TuneKey { backend: "nvvm".into(), ..key("a") }.file_name());
        // Entries written before keys named the back end are Tile IR's.
        let old = r#"{"kernel":"k","shape":"1","dtype":"f32","gpu":"g"}"#;
        assert_eq!(serde_json::from_str::<TuneKey>(old).unwrap().backend, "tileir");
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
    fn configs_print_and_parse() {
        let c = Config::of(&[("tm", 128), ("tn", 256), ("tk", 64), ("G", 8)]);
        assert_eq!(c.to_string(), "tm=128,tn=256,tk=64,G=8");
        assert_eq!(Config::parse(&c.to_string()), Ok(c.clone()));
        assert_eq!(serde_json::to_string(&c).unwrap(), "\"tm=128,tn=256,tk=64,G=8\"");
        assert!(Config::parse("tm=x").is_err());
        assert!(Config::parse("tm").is_err());
    }

    #[test]
    fn kernel_ids_hash_the_source_and_the_space() {
        let space = |tk: i64| vec![Config::of(&[("tm", 128), ("tk", tk)])];
        let prefix = kernel_prefix("matmul", "matmul_grouped").unwrap();
        assert!(prefix.starts_with("matmul.matmul_grouped@") && prefix.ends_with(':'));
        assert!(kernel_id("matmul", "matmul_grouped", &space(32)).starts_with(&prefix));
        assert_ne!(
            kernel_id("matmul", "matmul_grouped", &space(32)),
            kernel_id("matmul", "matmul_grouped", &space(64))
        );
        assert_eq!(kernel_prefix("no_such_module", "k"), None);
    }

    #[test]
    fn the_newest_choice_from_any_space_is_the_latest() {
        let dir = std::env::temp_dir().join(format!("tile-tune-latest-{}", std::process::id()));
        let store = TuneStore::at(&dir);
        let entry = |space: i64, date: &str, tm: i64| TuneEntry {
            key: TuneKey {
                kernel: kernel_id("matmul", "matmul_grouped", &[Config::of(&[("tk", space)])]),
                shape: "3000x1000x776".into(),
                dtype: "bf16".into(),
                gpu: "NVIDIA H100 80GB HBM3".into(),
                backend: "tileir".into(),
            },
            config: Config::of(&[("tm", tm), ("tn", 256)]),
            ms: 0.01,
            tried: 3,
            date: date.into(),
        };
        let find = |shape: &str, gpu: &str| {
            let want = TuneKey {
                kernel: String::new(),
                shape: shape.into(),
                dtype: "bf16".into(),
                gpu: gpu.into(),
                backend: "tileir".into(),
            };
            store.latest("matmul", "matmul_grouped", &want)
        };
        assert_eq!(find("3000x1000x776", "NVIDIA H100 80GB HBM3"), None);
        store.put(&entry(32, "2026-11-25T00:00:00Z", 64)).unwrap();
        store.put(&entry(64, "2026-11-26T00:00:00Z", 128)).unwrap();
        assert_eq!(find("3000x1000x776", "NVIDIA H100 80GB HBM3").map(|e| e.config.get("tm")), Some(128));
        assert_eq!(find("3000x1000x777", "NVIDIA H100 80GB HBM3"), None);
        assert_eq!(find("3000x1000x776", "NVIDIA H200"), None);
        // Another back end's choice is not taken either.
        let mut nvvm = entry(8, "2026-11-28T00:00:00Z", 32);
        nvvm.key.backend = "nvvm".into();
        store.put(&nvvm).unwrap();
        assert_eq!(find("3000x1000x776", "NVIDIA H100 80GB HBM3").map(|e| e.config.get("tm")), Some(128));
        // A choice for the kernel as its source was before is not taken.
        let mut stale = entry(16, "2026-11-27T00:00:00Z", 256);
        stale.key.kernel = "matmul.matmul_grouped@00000000:00000000".into();
        store.put(&stale).unwrap();
        assert_eq!(find("3000x1000x776", "NVIDIA H100 80GB HBM3").map(|e| e.config.get("tm")), Some(128));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
