//! The per-session cache of compiled specialisations: [`Key`]s, [`Entry`]s and [`Cache`].
//!
//! A key is the kernel's name, one [`SpecArg`] per argument (what specialises it: an array's
//! dtype, rank and facts; a scalar's dtype; a `const` value), the host globals the kernel
//! reads, and the back end a GPU launch named (`launch(..., backend="nvvm")`; `None`: the
//! session's), whose loaded kernel the entry keeps. A launch looks its key up through
//! [`KeyView`], which borrows everything from the launch: a hit allocates nothing. Owned keys
//! are made only when a specialisation is compiled.

use std::sync::Arc;

use indexmap::{Equivalent, IndexMap};
use tile_lang::tir::{self, ConstValue, SpecArg};
use tile_launch::{Compiled, GpuKernel};

/// A specialisation key. Its derived `Hash` must equal [`KeyView`]'s for the same contents:
/// both hash the name as a `str`, the arguments as a slice, the globals as a slice of
/// (`str`, constant) pairs, then the back end.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(super) struct Key {
    pub kernel: String,
    pub args: Vec<SpecArg>,
    pub globals: Vec<(String, ConstValue)>,
    pub backend: Option<&'static str>,
}

/// A key borrowed from a launch in progress.
#[derive(Clone, Copy, Debug, Hash)]
pub(super) struct KeyView<'a> {
    pub kernel: &'a str,
    pub args: &'a [SpecArg],
    pub globals: &'a [(&'a str, ConstValue)],
    pub backend: Option<&'static str>,
}

impl Equivalent<Key> for KeyView<'_> {
    fn equivalent(&self, k: &Key) -> bool {
        self.kernel == k.kernel
            && self.args == k.args.as_slice()
            && self.globals.len() == k.globals.len()
            && self.globals.iter().zip(&k.globals).all(|((n, c), (m, d))| *n == m && c == d)
            && self.backend == k.backend
    }
}

impl KeyView<'_> {
    pub fn to_key(self) -> Key {
        Key { kernel: self.kernel.to_string(), args: self.args.to_vec(), globals: self.owned_globals(), backend: self.backend }
    }

    /// The globals, owned (as the checker takes them).
    pub fn owned_globals(&self) -> Vec<(String, ConstValue)> {
        self.globals.iter().map(|(n, c)| (n.to_string(), *c)).collect()
    }
}

/// How many specialisations a session keeps.
const CACHE_LIMIT: usize = 256;

/// One compiled specialisation.
pub(super) struct Entry {
    pub compiled: Arc<Compiled>,
    /// The session definitions it was built from (the kernel and the functions it calls).
    pub deps: Arc<[String]>,
    /// Per TIR parameter: whether the kernel writes it.
    pub written: Arc<[bool]>,
    /// How its blocks divide the grid, for the launch lints (`runtime/lint.rs`).
    pub grid_use: Arc<tile_lang::tir::analysis::GridUse>,
    /// Loaded on a real GPU on its first launch there.
    pub gpu: Option<GpuKernel>,
    /// The same built without TMA tensor maps, loaded on the first launch whose arrays cannot
    /// have one (an empty or reversed dimension: `tile_launch::maps_fit`).
    pub gpu_plain: Option<GpuKernel>,
    /// What the loaded kernel uses of the GPU (registers, shared and local memory), read when
    /// it was loaded: `:ir KERNEL resources`, and the spill warning W0005.
    pub resources: Option<tile_gpu::FunctionAttributes>,
    /// A simulated GPU that compiles for the device has compiled this one's artifact.
    pub artifact_fetched: bool,
}

/// The compiled specialisations of a session.
#[derive(Default)]
pub(crate) struct Cache {
    pub(super) entries: IndexMap<Key, Entry, rustc_hash::FxBuildHasher>,
    /// Keys of the GPU specialisations compiled ahead for `Options::precompile`.
    pub(super) precompiled: rustc_hash::FxHashSet<Key>,
    /// Changes whenever entries move or go (so that an index remembered across launches is
    /// known valid while it is unchanged).
    pub(super) generation: u64,
}

impl Cache {
    /// Drops every specialisation built from one of `names` (they were redefined).
    pub fn invalidate(&mut self, names: &[String]) {
        // Entries that stay keep their indices unless one goes (and so a launch after an
        // input that defines something else may still repeat the previous one).
        let before = self.entries.len();
        self.entries.retain(|_, e| !e.deps.iter().any(|d| names.contains(d)));
        if self.entries.len() != before {
            self.generation += 1;
        }
        self.precompiled.retain(|k| !names.contains(&k.kernel));
    }

    /// The TIR of every compiled specialisation of `kernel`, in compilation order.
    pub fn specialisations(&self, kernel: &str) -> Vec<&tir::Kernel> {
        self.entries.iter().filter(|(k, _)| k.kernel == kernel).map(|(_, e)| &e.compiled.tir).collect()
    }

    /// Each specialisation of `kernel`, the back end its launch named (`None`: the session's)
    /// and the resources its GPU kernel uses, when it was loaded on a GPU.
    pub fn resources(&self, kernel: &str) -> Vec<(&tir::Kernel, Option<&'static str>, Option<tile_gpu::FunctionAttributes>)> {
        self.entries.iter().filter(|(k, _)| k.kernel == kernel).map(|(k, e)| (&e.compiled.tir, k.backend, e.resources)).collect()
    }

    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Forgets every kernel loaded on a GPU (after the GPU failed).
    pub fn drop_gpu_kernels(&mut self) {
        self.generation += 1;
        self.entries.values_mut().for_each(|e| e.gpu = None);
    }

    /// The index of a key's entry.
    pub(super) fn find(&self, key: KeyView<'_>) -> Option<usize> {
        self.entries.get_index_of(&key)
    }

    /// Adds an entry, dropping the oldest beyond the limit (a program that makes a new
    /// constant every iteration must not grow memory without limit); returns its index.
    pub(super) fn insert(&mut self, key: Key, entry: Entry) -> usize {
        if self.entries.len() >= CACHE_LIMIT {
            self.entries.shift_remove_index(0);
            self.generation += 1;
        }
        self.entries.insert_full(key, entry).0
    }
}

#[cfg(test)]
mod tests {
    use std::hash::BuildHasher;

    use tile_lang::tir::ArrayFacts;
    use tile_lang::DType;

    use super::*;

    #[test]
    fn views_hash_and_compare_like_their_keys() {
        let facts = ArrayFacts::unknown(1);
        let args = [SpecArg::Array { dtype: DType::F32, rank: 1, facts }, SpecArg::Const(ConstValue::Int(256))];
        let globals = [("V", ConstValue::Float(2.0))];
        let view = KeyView { kernel: "fill", args: &args, globals: &globals, backend: None };
        let key = view.to_key();
        let s = std::collections::hash_map::RandomState::new();
        assert_eq!(s.hash_one(view), s.hash_one(&key));
        assert!(view.equivalent(&key));
        let other = KeyView { globals: &[], ..view };
        assert!(!other.equivalent(&key));
        let nvvm = KeyView { backend: Some("nvvm"), ..view };
        assert!(!nvvm.equivalent(&key));
        assert_eq!(s.hash_one(nvvm), s.hash_one(nvvm.to_key()));
        let cache = Cache::default();
        assert_eq!(cache.find(view), None);
        assert!(cache.entries.get_index_of(&key).is_none());
    }
}
