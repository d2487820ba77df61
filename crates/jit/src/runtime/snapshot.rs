//! A session's state in a folder, to carry it into another process.
//!
//! After a kernel faults, the CUDA driver refuses to re-create the process's context, so the
//! only way back to a working GPU is a new process. The REPL saves its session here, replaces
//! itself with a fresh `tile` process and restores the session there (`crates/repl`). Nothing
//! in the format depends on the GPU: any session can be saved and restored.
//!
//! The folder holds `session.json` (the [`Manifest`]) and one `storage-N.bin` per distinct
//! array allocation, its raw host bytes. What is saved:
//! * the definitions (`kernel`, `def`, imports) as their source text, in the order they were
//!   made, each under the name of the input it came from, so that imports resolve as before;
//!   they are run again on restore;
//! * every global name's value that can be rebuilt: numbers, strings, dtypes, tuples, lists,
//!   ranges, kernels, functions, builtins and modules (by name), and arrays. Views keep sharing
//!   their allocation (`b = a[1:]` still writes into `a`). An allocation the session had put on
//!   the GPU goes back on the restoring session's GPU, when it has one.
//!
//! What is not saved, and reported as such: arrays lost with a failed GPU (their data existed
//! only in its memory, and a value holding one), and bound methods (`m = a.astype`).

use std::collections::HashMap;
use std::path::Path;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use tile_lang::syntax::ast::{Stmt, StmtKind};
use tile_lang::DType;

use super::array::Array;
use super::defs::Defined;
use super::storage::{self, Storage};
use super::value::{KernelRef, Value};
use super::Runtime;

/// The format's version: a folder from another version is refused, not misread.
const VERSION: u32 = 1;
const MANIFEST: &str = "session.json";

#[derive(Serialize, Deserialize)]
struct Manifest {
    version: u32,
    /// Where imports were also looked up (the folders of the scripts the session ran).
    dirs: Vec<std::path::PathBuf>,
    definitions: Vec<SavedDefinition>,
    storages: Vec<SavedStorage>,
    /// The global names in the order they were first bound.
    values: Vec<(String, SavedValue)>,
}

#[derive(Serialize, Deserialize)]
struct SavedDefinition {
    /// The name of the input or file it came from.
    origin: String,
    text: String,
}

#[derive(Serialize, Deserialize)]
struct SavedStorage {
    bytes: usize,
    /// Whether the allocation was on the GPU (or was, before the GPU failed).
    gpu: bool,
}

#[derive(Serialize, Deserialize)]
enum SavedValue {
    None,
    Bool(bool),
    Int(i64),
    /// The bits: JSON has no NaN or infinities.
    Float(u64),
    Str(String),
    DType(String),
    Tuple(Vec<SavedValue>),
    List(Vec<SavedValue>),
    Array {
        storage: usize,
        dtype: String,
        shape: Vec<usize>,
        strides: Vec<isize>,
        offset: usize,
    },
    Range(i64, i64, i64),
    Function(String),
    Kernel(String),
    Builtin(String),
    Module(String),
}

/// What [`save`] wrote and what it left out.
#[derive(Clone, Debug, Default)]
pub struct SaveReport {
    /// Definitions saved (as source text).
    pub definitions: usize,
    /// Named values saved.
    pub values: usize,
    /// Array allocations saved (views share them).
    pub arrays: usize,
    /// Bytes of array data written.
    pub bytes: usize,
    /// Names not saved, each with why.
    pub skipped: Vec<(String, String)>,
}

/// What [`restore`] brought back and what it could not.
#[derive(Clone, Debug, Default)]
pub struct RestoreReport {
    /// Definitions defined again.
    pub definitions: usize,
    /// The restored names, in order.
    pub values: Vec<String>,
    /// Array allocations brought back.
    pub arrays: usize,
    /// Arrays put back on the GPU.
    pub on_gpu: usize,
    /// Names not restored, each with why.
    pub skipped: Vec<(String, String)>,
}

/// Writes the session's state into `dir` (created if missing; earlier contents are replaced).
pub(crate) fn save(rt: &Runtime, dir: &Path) -> Result<SaveReport, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let definitions = definitions(rt);
    let mut saver = Saver { dir, storages: Vec::new(), index: HashMap::new(), report: SaveReport::default() };
    let mut values = Vec::new();
    for (name, v) in &rt.scope {
        match saver.value(v) {
            Ok(saved) => values.push((name.clone(), saved)),
            Err(why) => saver.report.skipped.push((name.clone(), why)),
        }
    }
    let mut report = saver.report;
    report.definitions = definitions.len();
    report.values = values.len();
    report.arrays = saver.storages.len();
    let manifest = Manifest {
        version: VERSION,
        dirs: rt.defs.dirs.clone(),
        definitions,
        storages: saver.storages,
        values,
    };
    let text = serde_json::to_string(&manifest).map_err(|e| format!("cannot encode the session: {e}"))?;
    let path = dir.join(MANIFEST);
    std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(report)
}

/// The definition statements' source text, in order (without the hidden imports that make
/// `module.name` launchable: they are made again on first use).
fn definitions(rt: &Runtime) -> Vec<SavedDefinition> {
    rt.defs
        .statements()
        .iter()
        .filter(|s| !is_hidden_alias(s))
        .map(|s| {
            let start = match &s.kind {
                StmtKind::Def(d) => d.decorators.iter().map(|d| d.span.start).fold(s.span.start, u32::min),
                _ => s.span.start,
            };
            let text = &rt.sources.text(s.span.file)[start as usize..s.span.end as usize];
            SavedDefinition { origin: rt.sources.name(s.span.file).to_string(), text: text.to_string() }
        })
        .collect()
}

fn is_hidden_alias(s: &Stmt) -> bool {
    match &s.kind {
        StmtKind::Import(imp) => {
            imp.names.iter().flatten().any(|(_, alias)| alias.as_ref().is_some_and(|a| a.name.contains('.')))
        }
        _ => false,
    }
}

struct Saver<'a> {
    dir: &'a Path,
    storages: Vec<SavedStorage>,
    /// Storage address to its index in `storages`: views of one allocation share it.
    index: HashMap<*const Storage, usize>,
    report: SaveReport,
}

impl Saver<'_> {
    fn value(&mut self, v: &Value) -> Result<SavedValue, String> {
        Ok(match v {
            Value::None => SavedValue::None,
            Value::Bool(b) => SavedValue::Bool(*b),
            Value::Int(i) => SavedValue::Int(*i),
            Value::Float(f) => SavedValue::Float(f.to_bits()),
            Value::Str(s) => SavedValue::Str(s.to_string()),
            Value::DType(d) => SavedValue::DType(d.name().to_string()),
            Value::Tuple(items) => {
                SavedValue::Tuple(items.iter().map(|v| self.value(v)).collect::<Result<_, _>>()?)
            }
            Value::List(items) => {
                SavedValue::List(items.iter().map(|v| self.value(v)).collect::<Result<_, _>>()?)
            }
            Value::Array(a) => self.array(a)?,
            Value::Range(a, b, c) => SavedValue::Range(*a, *b, *c),
            Value::Function(f) => SavedValue::Function(f.name().to_string()),
            Value::Kernel(k) => SavedValue::Kernel(k.name().to_string()),
            Value::Builtin(n) => SavedValue::Builtin(n.to_string()),
            Value::Module(n) => SavedValue::Module(n.to_string()),
            Value::Method(_, name) => return Err(format!("a bound method (`.{name}`) is not carried over")),
        })
    }

    fn array(&mut self, a: &Array) -> Result<SavedValue, String> {
        let key = Arc::as_ptr(&a.storage);
        let storage = match self.index.get(&key) {
            Some(&i) => i,
            None => {
                let i = self.storages.len();
                self.write_storage(&a.storage, i)?;
                self.index.insert(key, i);
                i
            }
        };
        Ok(SavedValue::Array {
            storage,
            dtype: a.dtype().name().to_string(),
            shape: a.shape().to_vec(),
            strides: a.strides().to_vec(),
            offset: a.offset(),
        })
    }

    fn write_storage(&mut self, s: &Storage, i: usize) -> Result<(), String> {
        let guard = s.lock().map_err(|e| e.to_string())?;
        let bytes = storage::bytes(&guard, s.len());
        let path = self.dir.join(format!("storage-{i}.bin"));
        std::fs::write(&path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        self.storages.push(SavedStorage { bytes: s.len(), gpu: s.was_on_gpu() });
        self.report.bytes += s.len();
        Ok(())
    }
}

/// Runs the saved definitions in `rt` and binds the saved values over its scope.
pub(crate) fn restore(
    rt: &mut Runtime,
    dir: &Path,
    define: &mut dyn FnMut(&mut Runtime, &str, &str) -> Result<(), String>,
) -> Result<RestoreReport, String> {
    let path = dir.join(MANIFEST);
    let text = std::fs::read_to_string(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    let manifest: Manifest =
        serde_json::from_str(&text).map_err(|e| format!("{} is not a saved session: {e}", path.display()))?;
    if manifest.version != VERSION {
        return Err(format!(
            "{} was saved by another version of tile (format {}, this one reads {VERSION})",
            path.display(),
            manifest.version
        ));
    }
    let mut report = RestoreReport::default();
    for d in &manifest.dirs {
        if !rt.defs.dirs.contains(d) {
            rt.defs.dirs.push(d.clone());
        }
    }
    for d in &manifest.definitions {
        define(rt, &d.origin, &d.text)
            .map_err(|e| format!("cannot define again what `{}` defined: {e}", d.origin))?;
        report.definitions += 1;
    }
    let storages = load_storages(rt, dir, &manifest.storages, &mut report)?;
    let mut scope = std::mem::take(&mut rt.scope);
    for (name, saved) in &manifest.values {
        match rebuild(rt, saved, &storages) {
            Ok(v) => {
                // Definitions bound their names when they ran again: the saved order wins.
                scope.shift_remove(name);
                rt.scope.insert(name.clone(), v);
                report.values.push(name.clone());
            }
            Err(why) => report.skipped.push((name.clone(), why)),
        }
    }
    for (name, v) in scope {
        rt.scope.entry(name).or_insert(v);
    }
    report.arrays = storages.len();
    Ok(report)
}

fn load_storages(
    rt: &mut Runtime,
    dir: &Path,
    saved: &[SavedStorage],
    report: &mut RestoreReport,
) -> Result<Vec<Arc<Storage>>, String> {
    let mut out = Vec::with_capacity(saved.len());
    for (i, s) in saved.iter().enumerate() {
        let path = dir.join(format!("storage-{i}.bin"));
        let bytes = std::fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if bytes.len() != s.bytes {
            return Err(format!(
                "{} has {} bytes, the session says {}",
                path.display(),
                bytes.len(),
                s.bytes
            ));
        }
        let storage = Storage::from_bytes(&bytes);
        let storage = match (rt.executor.gpu(), s.gpu) {
            (Some(gpu), true) => {
                let gpu = gpu.clone();
                let on_gpu = Storage::to_gpu(storage, &gpu).map_err(|e| e.to_string())?;
                super::gpu::register(rt, &on_gpu);
                report.on_gpu += 1;
                on_gpu
            }
            _ => storage,
        };
        out.push(storage);
    }
    Ok(out)
}

fn rebuild(rt: &Runtime, saved: &SavedValue, storages: &[Arc<Storage>]) -> Result<Value, String> {
    let all =
        |items: &[SavedValue]| items.iter().map(|v| rebuild(rt, v, storages)).collect::<Result<Vec<_>, _>>();
    Ok(match saved {
        SavedValue::None => Value::None,
        SavedValue::Bool(b) => Value::Bool(*b),
        SavedValue::Int(i) => Value::Int(*i),
        SavedValue::Float(bits) => Value::Float(f64::from_bits(*bits)),
        SavedValue::Str(s) => Value::str(s),
        SavedValue::DType(d) => Value::DType(dtype(d)?),
        SavedValue::Tuple(items) => Value::tuple(all(items)?),
        SavedValue::List(items) => Value::List(Arc::new(all(items)?)),
        SavedValue::Array { storage, dtype: d, shape, strides, offset } => {
            let s = storages.get(*storage).ok_or_else(|| format!("array storage {storage} is missing"))?;
            let a = Array::on_storage(s.clone(), dtype(d)?, shape, strides, *offset)
                .ok_or_else(|| format!("a {d}{shape:?} view does not fit in its {} bytes", s.len()))?;
            Value::Array(a)
        }
        SavedValue::Range(a, b, c) => Value::Range(*a, *b, *c),
        SavedValue::Function(name) => match rt.defs.lookup(name) {
            Some(Defined::Function(f)) => Value::Function(f),
            _ => return Err(format!("the function `{name}` is no longer defined")),
        },
        SavedValue::Kernel(name) => match rt.defs.lookup(name) {
            Some(Defined::Kernel) => Value::Kernel(KernelRef { name: name.as_str().into() }),
            _ => return Err(format!("the kernel `{name}` is no longer defined")),
        },
        SavedValue::Builtin(name) => Value::Builtin(name.as_str().into()),
        SavedValue::Module(name) => Value::Module(name.as_str().into()),
    })
}

fn dtype(name: &str) -> Result<DType, String> {
    DType::from_name(name).ok_or_else(|| format!("unknown dtype `{name}`"))
}

#[cfg(test)]
mod tests {
    use crate::engine::{Engine, Options, Session};

    fn session(engine: Engine) -> Session {
        engine.with_options(Options { threads: 2, precompile: None, ..Options::default() }).session()
    }

    fn eval(s: &mut Session, src: &str) -> String {
        match s.eval(src) {
            Ok(v) => v.map(|v| v.repr()).unwrap_or_default(),
            Err(e) => panic!("{src}:\n{}", e.rendered),
        }
    }

    fn temp_dir(name: &str) -> std::path::PathBuf {
        let d = std::env::temp_dir().join(format!("tile-snapshot-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        d
    }

    const SETUP: &str = "\
from elementwise import add
import softmax
@spec(a=f32[N], T=4)
kernel scale(a: f32[N], T: const int):
    store(a, index=(bid(0),), tile=load(a, index=(bid(0),), shape=(T,)) * k)
def twice(v):
    return v * 2
k = 3.0
n = 7
nan = float('nan')
name = 'x'
d = bf16
r = range(2, 10, 3)
a = arange(12, dtype=f32)
b = reshape(a, (3, 4))[1:, ::2]
pair = (a, [1, 2.5, None, True])
f = twice
g = scale
h = max
";

    #[test]
    fn a_session_comes_back_with_its_definitions_values_and_shared_views() {
        let mut s = session(Engine::cpu());
        eval(&mut s, SETUP);
        let dir = temp_dir("cpu");
        let saved = s.save_state(&dir).unwrap();
        assert_eq!((saved.arrays, saved.bytes), (1, 48), "{saved:?}");
        assert!(saved.skipped.is_empty(), "{saved:?}");
        let mut t = session(Engine::cpu());
        let restored = t.restore_state(&dir).unwrap();
        assert_eq!(restored.definitions, 4, "{restored:?}");
        assert!(restored.skipped.is_empty(), "{restored:?}");
        assert_eq!(t.names(), s.names());
        for e in ["n", "k", "name", "d", "r", "a", "b", "pair", "f(n)", "h(a)", "nan"] {
            assert_eq!(eval(&mut t, e), eval(&mut s, e), "{e}");
        }
        // A view still writes into its array; kernels and imports launch as before.
        eval(&mut t, "b[0, 0] = 100.0\nlaunch(g, grid=(3,), args=(a, 4))\ny = zeros((2, 4))");
        eval(&mut t, "launch(softmax.softmax, grid=(2,), args=(reshape(a, (3, 4))[:2], y, 1, 4))");
        assert_eq!(eval(&mut t, "a[4]"), "300.0");
        assert_eq!(eval(&mut t, "allclose(sum(y, axis=1), ones((2,)))"), "True");
        let c = eval(&mut t, "c = zeros((12,))\nlaunch(add, grid=(3,), args=(a, a, c, 4))\nc[1]");
        assert_eq!(c, "6.0");
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn after_a_gpu_fault_kept_arrays_go_back_on_the_new_gpu_and_lost_ones_are_named() {
        let mut s = session(Engine::simulated_gpu());
        eval(&mut s, "kernel boom(a: f32[N]):\n    assert bid(0) < 1, \"only one block\"\n");
        eval(&mut s, "from elementwise import add\na = ones((256,))\nb = a * 2\nc = zeros((256,))\nlaunch(add, grid=(1,), args=(a, b, c, 256))");
        assert!(s.eval("launch(boom, grid=(2,), args=(a,))").is_err());
        assert!(s.gpu_fault().unwrap().contains("CUDA_ERROR_ASSERT"));
        let dir = temp_dir("fault");
        let saved = s.save_state(&dir).unwrap();
        assert_eq!(saved.skipped.len(), 1, "{saved:?}");
        assert_eq!(saved.skipped[0].0, "c");
        assert!(saved.skipped[0].1.contains("lost when the GPU failed"), "{saved:?}");
        let mut t = session(Engine::simulated_gpu());
        let restored = t.restore_state(&dir).unwrap();
        assert_eq!((restored.arrays, restored.on_gpu), (2, 2), "{restored:?}");
        assert_eq!(t.type_of("b").unwrap(), "f32[256] @gpu");
        assert_eq!(
            eval(&mut t, "c = zeros((256,))\nlaunch(add, grid=(1,), args=(a, b, c, 256))\nsum(c)"),
            "768.0"
        );
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_folder_that_is_not_a_session_is_refused() {
        let dir = temp_dir("bad");
        std::fs::create_dir_all(&dir).unwrap();
        let mut t = session(Engine::cpu());
        assert!(t.restore_state(&dir).unwrap_err().contains("cannot read"));
        std::fs::write(dir.join("session.json"), "{\"version\": 99}").unwrap();
        assert!(t.restore_state(&dir).unwrap_err().contains("is not a saved session"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
