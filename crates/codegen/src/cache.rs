//! The kernel cache: compiled images by content hash, in memory and on disk.
//!
//! A key is a SHA-256 over length-prefixed parts. Back ends start every key with their name
//! and include their toolchain's identity, the IR they hand it, the target and the options
//! (for Tile IR see `tileir::cubin_key`), so anything that can change the output changes the
//! key and stale entries are never reused.
//!
//! * **Memory**: a map from key to bytes, per [`Cache`] value; a process that compiles the same
//!   specialisation twice assembles it once.
//! * **Disk**: one file per entry, `<dir>/cubins/<hex key>.cubin`, written atomically (temporary
//!   file, then rename), so concurrent processes can share the folder. A warm second process
//!   reads the file and never runs the back end's toolchain. Reads refresh the file's modification time, and
//!   after each write the oldest entries (by modification time) are evicted until the folder is
//!   under its size limit: least-recently-used eviction.
//!
//! The folder is `$TILE_CACHE_DIR`, else `$XDG_CACHE_HOME/tile`, else `~/.cache/tile`. The limit
//! is `$TILE_CACHE_MAX_MB` megabytes (default 1024). `tile cache info` and `tile cache clear`
//! show and empty it.

use std::collections::HashMap;
use std::fmt;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::SystemTime;

use sha2::{Digest, Sha256};

/// A content hash naming one cache entry.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct CacheKey([u8; 32]);

impl CacheKey {
    /// Hashes the parts, each prefixed with its length so that part boundaries matter.
    pub fn of(parts: &[&[u8]]) -> CacheKey {
        let mut h = Sha256::new();
        for p in parts {
            h.update((p.len() as u64).to_le_bytes());
            h.update(p);
        }
        CacheKey(h.finalize().into())
    }

    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

impl fmt::Display for CacheKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.hex())
    }
}

/// What `tile cache info` reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CacheInfo {
    pub dir: Option<PathBuf>,
    pub entries: usize,
    pub bytes: u64,
    pub max_bytes: u64,
}

/// In-memory and on-disk store of compiled kernels.
#[derive(Debug)]
pub struct Cache {
    dir: Option<PathBuf>,
    max_bytes: u64,
    memory: Mutex<HashMap<CacheKey, Arc<[u8]>>>,
}

const DEFAULT_MAX_MB: u64 = 1024;
const EXT: &str = "cubin";

impl Cache {
    /// A cache on disk in `dir` (created when first written) with a size limit.
    pub fn new(dir: Option<PathBuf>, max_bytes: u64) -> Cache {
        Cache { dir, max_bytes, memory: Mutex::new(HashMap::new()) }
    }

    /// A cache that only lives in memory.
    pub fn in_memory() -> Cache {
        Cache::new(None, 0)
    }

    /// The cache the environment asks for (see the module doc).
    pub fn from_env() -> Cache {
        let max_mb =
            std::env::var("TILE_CACHE_MAX_MB").ok().and_then(|v| v.parse().ok()).unwrap_or(DEFAULT_MAX_MB);
        Cache::new(default_dir(), max_mb.saturating_mul(1 << 20))
    }

    /// The folder holding entries, if this cache has one.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    fn entries_dir(&self) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join("cubins"))
    }

    fn path(&self, key: &CacheKey) -> Option<PathBuf> {
        self.entries_dir().map(|d| d.join(format!("{}.{EXT}", key.hex())))
    }

    /// The entry for `key`, from memory or disk. Unreadable or corrupt files are misses.
    pub fn get(&self, key: &CacheKey) -> Option<Arc<[u8]>> {
        if let Some(v) = self.memory.lock().unwrap_or_else(|e| e.into_inner()).get(key) {
            return Some(v.clone());
        }
        let path = self.path(key)?;
        let bytes = std::fs::read(&path).ok()?;
        if !bytes.starts_with(b"\x7fELF") {
            // A torn or foreign file: drop it rather than hand it to the driver.
            let _ = std::fs::remove_file(&path);
            return None;
        }
        touch(&path);
        let bytes: Arc<[u8]> = bytes.into();
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).insert(*key, bytes.clone());
        Some(bytes)
    }

    /// Stores an entry in memory and, if this cache has a folder, on disk; then evicts old
    /// entries beyond the size limit.
    pub fn put(&self, key: &CacheKey, bytes: &Arc<[u8]>) -> io::Result<()> {
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).insert(*key, bytes.clone());
        let (Some(dir), Some(path)) = (self.entries_dir(), self.path(key)) else { return Ok(()) };
        std::fs::create_dir_all(&dir)?;
        let tmp = dir.join(format!(".{}.{}.tmp", key.hex(), std::process::id()));
        std::fs::write(&tmp, bytes)?;
        std::fs::rename(&tmp, &path).inspect_err(|_| {
            let _ = std::fs::remove_file(&tmp);
        })?;
        self.evict()
    }

    /// Entries on disk: (path, size, modification time).
    fn disk_entries(&self) -> io::Result<Vec<(PathBuf, u64, SystemTime)>> {
        let Some(dir) = self.entries_dir() else { return Ok(Vec::new()) };
        let rd = match std::fs::read_dir(&dir) {
            Ok(rd) => rd,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        let mut out = Vec::new();
        for entry in rd {
            let entry = entry?;
            let path = entry.path();
            if path.extension().is_none_or(|e| e != EXT) {
                continue;
            }
            let meta = entry.metadata()?;
            out.push((path, meta.len(), meta.modified().unwrap_or(SystemTime::UNIX_EPOCH)));
        }
        Ok(out)
    }

    /// Removes least-recently-used entries until the folder fits the limit.
    fn evict(&self) -> io::Result<()> {
        let mut entries = self.disk_entries()?;
        let mut total: u64 = entries.iter().map(|e| e.1).sum();
        if total <= self.max_bytes {
            return Ok(());
        }
        entries.sort_by(|a, b| a.2.cmp(&b.2).then_with(|| a.0.cmp(&b.0)));
        for (path, size, _) in entries {
            if total <= self.max_bytes {
                break;
            }
            if std::fs::remove_file(&path).is_ok() {
                total -= size;
            }
        }
        Ok(())
    }

    /// Number and total size of the entries on disk.
    pub fn info(&self) -> io::Result<CacheInfo> {
        let entries = self.disk_entries()?;
        Ok(CacheInfo {
            dir: self.dir.clone(),
            entries: entries.len(),
            bytes: entries.iter().map(|e| e.1).sum(),
            max_bytes: self.max_bytes,
        })
    }

    /// Removes every entry (memory and disk); returns how many files were removed.
    pub fn clear(&self) -> io::Result<usize> {
        self.memory.lock().unwrap_or_else(|e| e.into_inner()).clear();
        let entries = self.disk_entries()?;
        let mut removed = 0;
        for (path, _, _) in entries {
            if std::fs::remove_file(&path).is_ok() {
                removed += 1;
            }
        }
        Ok(removed)
    }
}

/// `$TILE_CACHE_DIR`, `$XDG_CACHE_HOME/tile` or `~/.cache/tile`.
pub fn default_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty()).map(PathBuf::from);
    var("TILE_CACHE_DIR")
        .or_else(|| var("XDG_CACHE_HOME").map(|d| d.join("tile")))
        .or_else(|| var("HOME").map(|h| h.join(".cache").join("tile")))
}

/// Marks an entry as recently used (its modification time drives eviction).
fn touch(path: &Path) {
    if let Ok(f) = std::fs::File::options().append(true).open(path) {
        let _ = f.set_modified(SystemTime::now());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn elf(n: usize) -> Arc<[u8]> {
        let mut v = b"\x7fELF".to_vec();
        v.resize(n, 0xAB);
        v.into()
    }

    fn temp_dir(name: &str) -> PathBuf {
        let d = std::env::temp_dir().join(format!("tile-cache-test-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    #[test]
    fn keys_depend_on_part_boundaries() {
        assert_ne!(CacheKey::of(&[b"ab", b"c"]), CacheKey::of(&[b"a", b"bc"]));
        assert_eq!(CacheKey::of(&[b"x"]), CacheKey::of(&[b"x"]));
        assert_eq!(CacheKey::of(&[b"x"]).hex().len(), 64);
    }

    #[test]
    fn a_second_cache_reads_what_the_first_wrote() {
        let dir = temp_dir("share");
        let key = CacheKey::of(&[b"k"]);
        Cache::new(Some(dir.clone()), 1 << 20).put(&key, &elf(100)).unwrap();
        let second = Cache::new(Some(dir.clone()), 1 << 20);
        assert_eq!(second.get(&key).as_deref(), Some(&elf(100)[..]));
        assert_eq!(second.info().unwrap().entries, 1);
        assert_eq!(second.clear().unwrap(), 1);
        assert!(Cache::new(Some(dir.clone()), 1 << 20).get(&key).is_none());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn eviction_drops_the_least_recently_used() {
        let dir = temp_dir("evict");
        let cache = Cache::new(Some(dir.clone()), 250);
        let keys: Vec<CacheKey> = (0..3u8).map(|i| CacheKey::of(&[&[i]])).collect();
        cache.put(&keys[0], &elf(100)).unwrap();
        cache.put(&keys[1], &elf(100)).unwrap();
        // Make key 0 the oldest explicitly: file times can tie within one clock tick.
        let old = SystemTime::now() - std::time::Duration::from_secs(60);
        let p0 = cache.path(&keys[0]).unwrap();
        std::fs::File::options().append(true).open(&p0).unwrap().set_modified(old).unwrap();
        cache.put(&keys[2], &elf(100)).unwrap();
        let fresh = Cache::new(Some(dir.clone()), 250);
        assert!(fresh.get(&keys[0]).is_none(), "the oldest entry is evicted");
        assert!(fresh.get(&keys[1]).is_some() && fresh.get(&keys[2]).is_some());
        let _ = std::fs::remove_dir_all(dir);
    }

    #[test]
    fn corrupt_entries_are_misses() {
        let dir = temp_dir("corrupt");
        let cache = Cache::new(Some(dir.clone()), 1 << 20);
        let key = CacheKey::of(&[b"c"]);
        std::fs::create_dir_all(cache.entries_dir().unwrap()).unwrap();
        std::fs::write(cache.path(&key).unwrap(), b"garbage").unwrap();
        assert!(cache.get(&key).is_none());
        assert!(!cache.path(&key).unwrap().exists());
        let _ = std::fs::remove_dir_all(dir);
    }
}
