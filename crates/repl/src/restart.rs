//! Carrying a REPL session into a fresh process.
//!
//! A kernel that faults leaves the process's CUDA context unusable, and the driver does not
//! make a new one in the same process (ARCHITECTURE.md, "Faults"). So after a fault (or on
//! `:restart`) the REPL saves its session into a temporary folder
//! ([`Session::save_state`]: definitions, values, arrays, minus the arrays lost with the GPU)
//! and replaces itself with a fresh `tile` process: the same executable and arguments, the same
//! terminal, and the folder in [`RESUME_ENV`]. The new process restores the session
//! ([`Session::restore_state`]), says what came back, deletes the folder and goes on with a
//! fresh GPU context. Lines already typed into a pipe are not lost: the piped front end reads
//! its input unbuffered, so the new process reads on where the old one stopped.
//!
//! Replacing the process is Unix `exec`; elsewhere the REPL stays in its process and goes on
//! on the CPU, as `tile run` does after a fault.

use std::path::{Path, PathBuf};
use std::time::{SystemTime, UNIX_EPOCH};

use tile_jit::engine::{RestoreReport, SaveReport, Session};

/// The folder a restarted REPL restores its session from.
pub const RESUME_ENV: &str = "TILE_REPL_RESUME";

/// Saves the session and replaces this process with a fresh `tile` that restores it. Returns
/// only when that could not be done, with why (the session is then unchanged).
pub fn restart(session: &Session, say: &mut dyn FnMut(&str)) -> String {
    let dir = fresh_dir();
    let report = match session.save_state(&dir) {
        Ok(r) => r,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&dir);
            return format!("cannot save the session: {e}");
        }
    };
    say(&saved_summary(&report));
    let why = exec_self(&dir);
    let _ = std::fs::remove_dir_all(&dir);
    why
}

/// In a process that [`restart`] started: restores the session and returns what to tell the
/// user. `None` when this process was not started by a restart.
pub fn resume(session: &mut Session) -> Option<String> {
    let dir = PathBuf::from(std::env::var_os(RESUME_ENV).filter(|d| !d.is_empty())?);
    Some(match session.restore_state(&dir) {
        Ok(report) => {
            let _ = std::fs::remove_dir_all(&dir);
            restored_summary(&report, session)
        }
        Err(e) => format!(
            "error: the session could not be restored: {e}\n  = note: what was saved is kept in {}",
            dir.display()
        ),
    })
}

fn fresh_dir() -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.subsec_nanos());
    std::env::temp_dir().join(format!("tile-session-{}-{nanos:09}", std::process::id()))
}

#[cfg(unix)]
fn exec_self(dir: &Path) -> String {
    use std::io::Write;
    use std::os::unix::process::CommandExt;
    let exe = match std::env::current_exe() {
        Ok(e) => e,
        Err(e) => return format!("cannot find the tile executable: {e}"),
    };
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    let err = std::process::Command::new(&exe).args(std::env::args_os().skip(1)).env(RESUME_ENV, dir).exec();
    format!("cannot start {}: {err}", exe.display())
}

#[cfg(not(unix))]
fn exec_self(_dir: &Path) -> String {
    "this platform cannot replace a running process".to_string()
}

fn saved_summary(r: &SaveReport) -> String {
    let mut text = format!(
        "restarting in a fresh process: {} definition{}, {} name{}, {} array allocation{} ({}) carried over",
        r.definitions,
        plural(r.definitions),
        r.values,
        plural(r.values),
        r.arrays,
        plural(r.arrays),
        bytes(r.bytes)
    );
    for (name, why) in &r.skipped {
        text.push_str(&format!("\n  not carried over: `{name}`: {why}"));
    }
    text
}

fn restored_summary(r: &RestoreReport, session: &Session) -> String {
    let device = match session.engine().gpu() {
        Some(g) => format!("GPU {} ({}), a fresh context", g.ordinal(), g.name()),
        None => "the CPU".to_string(),
    };
    let mut text = format!(
        "restored the session on {device}: {} definition{}, {} name{}",
        r.definitions,
        plural(r.definitions),
        r.values.len(),
        plural(r.values.len())
    );
    if r.arrays > 0 {
        text.push_str(&format!(
            " ({} array allocation{}, {} on the GPU)",
            r.arrays,
            plural(r.arrays),
            r.on_gpu
        ));
    }
    for (name, why) in &r.skipped {
        text.push_str(&format!("\n  not restored: `{name}`: {why}"));
    }
    text
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

fn bytes(n: usize) -> String {
    match n {
        n if n >= 1 << 30 => format!("{:.1} GiB", n as f64 / (1u64 << 30) as f64),
        n if n >= 1 << 20 => format!("{:.1} MiB", n as f64 / (1u64 << 20) as f64),
        n if n >= 1 << 10 => format!("{:.1} KiB", n as f64 / 1024.0),
        n => format!("{n} bytes"),
    }
}
