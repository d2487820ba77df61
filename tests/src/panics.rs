//! Catching panics from the compiler with their message and location.
//!
//! [`install_hook`] replaces the panic hook once, at start-up. Inside [`catch`] the hook
//! records the message, the location and (when `RUST_BACKTRACE` asks for one) a backtrace in
//! a thread-local instead of printing them, so thousands of fuzz inputs do not flood the
//! output and the failure message of the trial carries the details. Panics outside [`catch`]
//! go to the default hook as usual.

use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

thread_local! {
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs the capturing panic hook (idempotent).
pub fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let default = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !CAPTURING.with(Cell::get) {
                default(info);
                return;
            }
            let payload = info.payload();
            let msg = payload
                .downcast_ref::<&str>()
                .map(|s| s.to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "(a panic payload that is not a string)".to_string());
            let loc = info.location().map(|l| format!(" at {}:{}:{}", l.file(), l.line(), l.column()));
            let mut text = format!("panicked{}: {msg}", loc.unwrap_or_default());
            let bt = std::backtrace::Backtrace::capture();
            if bt.status() == std::backtrace::BacktraceStatus::Captured {
                text.push_str(&format!(
                    "\nbacktrace (panic machinery and harness frames left out):\n{}",
                    trim_backtrace(&bt.to_string())
                ));
            }
            LAST.with(|l| *l.borrow_mut() = Some(text));
        }));
    });
}

/// Keeps the frames of a rendered backtrace that matter: from the first frame outside the
/// panic machinery (`std`, `core`, `alloc`, this module) to the last one before the harness's
/// `catch_unwind`.
fn trim_backtrace(bt: &str) -> String {
    // Frames are a `N: symbol` line followed by indented `at file:line` lines.
    let mut frames: Vec<String> = Vec::new();
    for line in bt.lines() {
        let t = line.trim_start();
        let is_head =
            t.split_once(": ").is_some_and(|(n, _)| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()));
        if is_head || frames.is_empty() {
            frames.push(format!("{line}\n"));
        } else if let Some(last) = frames.last_mut() {
            last.push_str(line);
            last.push('\n');
        }
    }
    let symbol = |f: &str| {
        f.lines()
            .next()
            .and_then(|l| l.split_once(": "))
            .map(|(_, s)| s.trim().to_string())
            .unwrap_or_default()
    };
    let machinery = |s: &str| {
        s.starts_with("std::")
            || s.starts_with("core::")
            || s.starts_with("alloc::")
            || s.starts_with("<alloc::")
            || s.starts_with("<core::")
            || s.starts_with("<std::")
            || s.starts_with("__rust")
            || s.starts_with("rust_begin_unwind")
            || s.contains("tile_tests::panics::")
    };
    let start = frames.iter().position(|f| !machinery(&symbol(f))).unwrap_or(0);
    let end = frames[start..]
        .iter()
        .position(|f| {
            let s = symbol(f);
            s.contains("catch_unwind") || s.contains("AssertUnwindSafe") || s.starts_with("tile_tests::")
        })
        .map_or(frames.len(), |i| start + i);
    frames[start..end].concat()
}

/// Runs `f`, turning a panic into `Err` with the panic's message and location.
pub fn catch<R>(f: impl FnOnce() -> R) -> Result<R, String> {
    install_hook();
    let was = CAPTURING.with(|c| c.replace(true));
    LAST.with(|l| l.borrow_mut().take());
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CAPTURING.with(|c| c.set(was));
    result.map_err(|_| {
        LAST.with(|l| l.borrow_mut().take())
            .unwrap_or_else(|| "panicked (no message was captured)".to_string())
    })
}

#[cfg(test)]
mod tests {
    #[test]
    fn catches_message() {
        let r: Result<(), String> = super::catch(|| panic!("boom {}", 42));
        let e = r.unwrap_err();
        assert!(e.contains("boom 42"), "{e}");
        assert!(e.contains("panics.rs"), "{e}");
        assert_eq!(super::catch(|| 7), Ok(7));
    }
}
