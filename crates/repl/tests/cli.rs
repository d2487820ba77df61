//! The `tile` binary's contract with scripts and CI: exit status 0 for a clean program, 1 for
//! a program with errors (with coded diagnostics on stderr), and output on the right stream.

use std::path::PathBuf;
use std::process::{Command, Output};

fn tile(args: &[&str]) -> Output {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..");
    Command::new(env!("CARGO_BIN_EXE_tile")).args(args).current_dir(root).env("NO_COLOR", "1").output().expect("run tile")
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tile-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write scratch file");
    path
}

#[test]
fn check_accepts_every_example_and_stdlib_file() {
    for dir in ["examples", "stdlib"] {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..").join(dir);
        for entry in std::fs::read_dir(&root).expect("list files") {
            let path = entry.expect("dir entry").path();
            if path.extension().is_some_and(|e| e == "tile") {
                let out = tile(&["check", path.to_str().expect("utf-8 path")]);
                assert!(out.status.success(), "{}: {}", path.display(), String::from_utf8_lossy(&out.stderr));
            }
        }
    }
}

#[test]
fn emit_prints_tir_on_stdout() {
    let out = tile(&["emit", "--stage", "tir", "examples/vector_add.tile"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("kernel @vector_add") && text.contains("store"), "{text}");
}

#[test]
fn a_program_with_errors_exits_1_with_coded_diagnostics() {
    let path = scratch(
        "bad.tile",
        "@spec(x=f32[N])\nkernel k(x: array):\n    t = load(x, index=(bid(0),), shape=(100,))\n    y = undefined_name\n",
    );
    let out = tile(&["check", path.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("[E0402]") && err.contains("[E0200]"), "{err}");
}

#[test]
fn a_syntax_error_exits_1_not_a_panic() {
    let path = scratch("syntax.tile", "kernel k(x: array)\n    t = ((\n");
    let out = tile(&["check", path.to_str().expect("utf-8 path")]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("[E01"));
}

#[test]
fn a_missing_file_exits_1() {
    assert_eq!(tile(&["check", "no/such/file.tile"]).status.code(), Some(1));
}

#[test]
fn explain_knows_codes() {
    let out = tile(&["explain", "E0401"]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("broadcast"));
    assert_eq!(tile(&["explain", "E9999"]).status.code(), Some(2));
}
