//! `tile bench` without a GPU: the list, usage errors (exit 2), a clear refusal when there is
//! no driver (exit 1), and the dry run (tileiras + the CPU executor) where tileiras is found.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tile(args: &[&str], cache: Option<&Path>) -> Output {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut c = Command::new(env!("CARGO_BIN_EXE_tile"));
    c.args(args).current_dir(root).env("NO_COLOR", "1");
    if let Some(dir) = cache {
        c.env("TILE_CACHE_DIR", dir);
    }
    c.output().expect("run tile")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

#[test]
fn list_names_every_benchmark() {
    let out = tile(&["bench", "--list"], None);
    assert!(out.status.success());
    let list = text(&out.stdout);
    for name in ["add_f32", "softmax_bf16", "layernorm_f32", "gemm_bf16_8192", "launch", "first_launch"] {
        assert!(list.contains(name), "{name} missing from:\n{list}");
    }
    for sweep in ["--sweep gemm ", "--sweep attention ", "--sweep rows-f32 ", "--sweep rows-bf16 "] {
        assert!(list.contains(sweep), "{sweep} missing from:\n{list}");
    }
}

#[test]
fn sweep_usage_errors_exit_2() {
    let unknown = tile(&["bench", "--sweep", "gem"], None);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("no sweep `gem`; the sweeps are: gemm, attention, rows-f32, rows-bf16"));
    let peers = tile(&["bench", "--sweep", "gemm", "--peers", "p.json"], None);
    assert_eq!(peers.status.code(), Some(2));
    assert!(text(&peers.stderr).contains("not for --sweep: --peers"), "{}", text(&peers.stderr));
    let out = tile(&["bench", "--sweep", "gemm", "--out", "r.jsonl"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("not for --sweep: --out"), "{}", text(&out.stderr));
    let results_alone = tile(&["bench", "add_f32", "--results", "r"], None);
    assert_eq!(results_alone.status.code(), Some(2));
}

/// Without a GPU a sweep refuses plainly, before it files anything.
#[test]
fn a_sweep_without_a_driver_files_nothing() {
    if Path::new("/dev/nvidiactl").exists() {
        eprintln!("skipped: this machine has a GPU driver");
        return;
    }
    let results = std::env::temp_dir().join(format!("tile-sweep-cli-{}", std::process::id()));
    let out = tile(&["bench", "--sweep", "gemm", "--results", results.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("error: a sweep measures on a GPU beside its peers") && !err.contains("panicked"), "{err}");
    assert!(!results.exists(), "a refused sweep made {}", results.display());
}

#[test]
fn usage_errors_exit_2() {
    let none = tile(&["bench"], None);
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("--all"));
    let unknown = tile(&["bench", "gemm"], None);
    assert_eq!(unknown.status.code(), Some(2));
    assert!(text(&unknown.stderr).contains("gemm_bf16_4096"));
    let few_runs = tile(&["bench", "add_f32", "--runs", "10"], None);
    assert_eq!(few_runs.status.code(), Some(2));
}

/// Where no GPU is present (CI), a GPU run says why it cannot run and how to check without one.
#[test]
fn without_a_driver_the_refusal_is_clear() {
    if Path::new("/dev/nvidiactl").exists() {
        return;
    }
    let out = tile(&["bench", "--all"], None);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains("--dry-run") && !err.contains("panicked"), "{err}");
}

/// The dry run of the launch benchmark: one tileiras compile and a CPU check. Skipped (with
/// the reason) where no tileiras is installed.
#[test]
fn dry_run_compiles_and_checks_on_the_cpu() {
    let cache = std::env::temp_dir().join(format!("tile-bench-test-{}", std::process::id()));
    let out = tile(&["bench", "--dry-run", "launch"], Some(&cache));
    let (stdout, stderr) = (text(&out.stdout), text(&out.stderr));
    let _ = std::fs::remove_dir_all(&cache);
    if out.status.code() == Some(1) && stderr.contains("tileiras") && !stdout.contains("FAILED") {
        eprintln!("skipped: no tileiras ({stderr})");
        return;
    }
    assert!(out.status.success(), "{stdout}\n{stderr}");
    assert!(stdout.contains("elementwise.add[T=1024]") && stdout.contains("CPU ok"), "{stdout}");
    assert!(
        stdout.contains("1 configurations compiled") || stdout.contains("compiled for sm_90"),
        "{stdout}"
    );
}
