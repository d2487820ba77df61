//! A spinner on stderr for long work (compiling or running a kernel for more than half a
//! second), driven by the engine's [`Progress`] events.
//!
//! `begin`/`end` only update shared state under a mutex (a launch in a tight loop must not
//! pay for a thread or a terminal write); one background thread, started on first use, polls
//! that state ten times a second and draws (indicatif) only once a job has lasted 0.5 s.
//! Installed only when stderr is a terminal.

use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressStyle};
use tile_jit::engine::Progress;

/// How long work runs before the spinner appears.
const DELAY: Duration = Duration::from_millis(500);

#[derive(Default)]
struct State {
    /// The current job: what it is and when it started.
    job: Option<(String, Instant)>,
    started: bool,
}

/// The engine-facing side of the spinner.
#[derive(Default)]
pub struct Spinner {
    state: Arc<Mutex<State>>,
}

impl Spinner {
    pub fn new() -> Spinner {
        Spinner::default()
    }

    fn start_thread(state: Arc<Mutex<State>>) {
        std::thread::spawn(move || {
            let mut bar: Option<ProgressBar> = None;
            loop {
                std::thread::sleep(Duration::from_millis(100));
                let job = state.lock().map(|s| s.job.clone()).unwrap_or(None);
                match job {
                    Some((what, since)) if since.elapsed() >= DELAY => {
                        let b = bar.get_or_insert_with(|| {
                            let b = ProgressBar::new_spinner();
                            if let Ok(style) = ProgressStyle::with_template("{spinner} {msg} ({elapsed})") {
                                b.set_style(style);
                            }
                            b.enable_steady_tick(Duration::from_millis(100));
                            b
                        });
                        b.set_message(what);
                    }
                    _ => {
                        if let Some(b) = bar.take() {
                            b.finish_and_clear();
                        }
                    }
                }
            }
        });
    }
}

impl Progress for Spinner {
    fn begin(&self, what: &str) {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        s.job = Some((what.to_string(), Instant::now()));
        if !s.started {
            s.started = true;
            Spinner::start_thread(self.state.clone());
        }
    }

    fn end(&self) {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        s.job = None;
    }
}
