//! Opaque handles: what a `tile_engine_t*`, `tile_session_t*` or `tile_kernel_t*` really is.
//!
//! A handle is not the address of a Rust object: it is a number, never reused, that names an
//! entry of one process-wide registry, dressed as a pointer. Every entry point looks the number
//! up before it touches anything, so a NULL, freed, double-freed or made-up handle, or a handle
//! of the wrong kind, is an `E0520` error object, never undefined behaviour. Entries hold
//! reference-counted objects: a call in flight on one thread keeps its object alive while
//! another thread frees the handle, and a kernel keeps its session alive.
//!
//! The limits: a handle value is only detected as invalid while the registry has not handed
//! the same number out again, which a 64-bit counter never does within a process; a handle
//! from another process or library instance is unknown (and reported as such).

use std::collections::HashMap;
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use tile_jit::{Engine, Session};

use crate::error::{invalid, Res};

/// A kernel of a session: the session it belongs to and the kernel's name.
pub(crate) struct Kernel {
    pub session: Arc<Mutex<Session>>,
    pub name: String,
}

/// What a handle names.
pub(crate) enum Object {
    Engine(Engine),
    Session(Arc<Mutex<Session>>),
    Kernel(Arc<Kernel>),
}

impl Object {
    fn kind(&self) -> &'static str {
        match self {
            Object::Engine(_) => "engine",
            Object::Session(_) => "session",
            Object::Kernel(_) => "kernel",
        }
    }
}

struct Registry {
    next: usize,
    live: HashMap<usize, Object>,
}

/// Handle numbers step by 16 from here: they look like aligned pointers to C tools, and are
/// never NULL.
const FIRST: usize = 0x7100_0000;

fn registry() -> MutexGuard<'static, Registry> {
    static R: OnceLock<Mutex<Registry>> = OnceLock::new();
    let r = R.get_or_init(|| Mutex::new(Registry { next: FIRST, live: HashMap::new() }));
    // A panic never happens while the lock is held (the registry's code only inserts, looks up
    // and removes); if one did, the map is still consistent.
    r.lock().unwrap_or_else(|p| p.into_inner())
}

/// Registers an object; returns its handle number.
pub(crate) fn insert(obj: Object) -> usize {
    let mut r = registry();
    let id = r.next;
    r.next += 16;
    r.live.insert(id, obj);
    id
}

fn describe(id: usize, want: &str, found: Option<&Object>) -> String {
    match found {
        None if id == 0 => format!("the {want} handle is NULL"),
        None => format!("{want} handle {id:#x} is not a live {want}: it was freed, or never made by this library"),
        Some(o) => format!("handle {id:#x} is a {}, not a {want}", o.kind()),
    }
}

/// The engine a handle names (a clone: engines are cheap to clone and share their executor).
pub(crate) fn engine(id: usize) -> Res<Engine> {
    match registry().live.get(&id) {
        Some(Object::Engine(e)) => Ok(e.clone()),
        other => Err(invalid(describe(id, "engine", other))),
    }
}

/// The session a handle names.
pub(crate) fn session(id: usize) -> Res<Arc<Mutex<Session>>> {
    match registry().live.get(&id) {
        Some(Object::Session(s)) => Ok(s.clone()),
        other => Err(invalid(describe(id, "session", other))),
    }
}

/// The kernel a handle names.
pub(crate) fn kernel(id: usize) -> Res<Arc<Kernel>> {
    match registry().live.get(&id) {
        Some(Object::Kernel(k)) => Ok(k.clone()),
        other => Err(invalid(describe(id, "kernel", other))),
    }
}

/// Unregisters a handle of kind `want`; the object is dropped when its last user is done.
pub(crate) fn remove(id: usize, want: &str) -> Res<()> {
    let mut r = registry();
    match r.live.get(&id) {
        Some(o) if o.kind() == want => {
            let obj = r.live.remove(&id);
            drop(r);
            drop(obj);
            Ok(())
        }
        other => Err(invalid(describe(id, want, other))),
    }
}

/// Locks a session for one call; a session left inconsistent by a panic is still usable
/// (the panic was reported as an internal error).
pub(crate) fn lock(s: &Mutex<Session>) -> MutexGuard<'_, Session> {
    s.lock().unwrap_or_else(|p| p.into_inner())
}
