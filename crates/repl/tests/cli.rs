//! The `tile` binary's contract with scripts and CI: exit status 0 for a clean program, 1 for
//! a program with errors (with coded diagnostics on stderr), and output on the right stream.

use std::path::PathBuf;
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn tile(args: &[&str]) -> Output {
    tile_with_env(args, &[])
}

/// `tile args` in the repository root with `env` set as well.
fn tile_with_env(args: &[&str], env: &[(&str, &std::ffi::OsStr)]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_tile"));
    command.args(args).current_dir(repo()).env("NO_COLOR", "1");
    command.envs(env.iter().copied()).output().expect("run tile")
}

fn scratch(name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tile-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let path = dir.join(name);
    std::fs::write(&path, text).expect("write scratch file");
    path
}

#[test]
fn check_accepts_every_example_stdlib_file_and_gpu_check() {
    // bench/gpu-checks runs only on the GPU machine; checking it here catches a stdlib
    // function it imports being renamed.
    for dir in ["examples", "stdlib", "bench/gpu-checks"] {
        let root = repo().join(dir);
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
fn bench_of_a_script_tabulates_its_bench_calls_and_records_them() {
    let script = scratch(
        "bench_table.tile",
        "x = arange(1000, dtype=f32)\nfor n in (10, 20):\n    bench(x * n, repeat=3, label=f\"scale by {n}\")\nbench(x + 1.0, repeat=2)\n",
    );
    let jsonl = script.with_extension("jsonl");
    let _ = std::fs::remove_file(&jsonl);
    let out = tile(&["bench", script.to_str().expect("utf-8 path"), "--out", jsonl.to_str().expect("utf-8 path")]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{text}{}", String::from_utf8_lossy(&out.stderr));
    let table: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("label")).collect();
    assert_eq!(table.len(), 4, "{text}");
    assert!(table[1].starts_with("scale by 10") && table[1].trim_end().ends_with('3'), "{text}");
    assert!(table[2].starts_with("scale by 20"), "{text}");
    assert!(table[3].starts_with("x + 1.0") && table[3].trim_end().ends_with('2'), "{text}");
    let records = std::fs::read_to_string(&jsonl).expect("the --out file");
    assert_eq!(records.lines().count(), 3, "{records}");
    assert!(records.lines().all(|l| l.contains("\"clock\":") && l.contains("\"median_s\":")), "{records}");
}

#[test]
fn bench_of_a_script_pairs_each_label_with_its_peer_script_time() {
    let script = scratch(
        "bench_peers.tile",
        "x = arange(1000, dtype=f32)\nbench(x * 2.0, repeat=3, label=\"scale\")\nbench(x + 1.0, repeat=2, label=\"shift\")\n",
    );
    // The peer script writes its times with bench/gpu-checks/peer_times.py, as the sweeps'
    // peers do; its arguments come from --run-peers, and its prints go to stderr.
    let helper = repo().join("bench/gpu-checks");
    let peer = scratch(
        "bench_peers.py",
        &format!(
            "import sys\nsys.path.insert(0, {:?})\nfrom peer_times import PeerTimes\nprint('peer args', sys.argv[1:])\n\
             t = PeerTimes('NVIDIA H100 80GB HBM3')\nt.add('scale', 'torch', 2e-6)\nt.add('scale', 'triton', 1e-6)\n\
             t.add('scale by two', 'torch', 1e-6)\n",
            helper.to_str().expect("utf-8 path")
        ),
    );
    let run_peers = format!("{} f32 4096", peer.to_str().expect("utf-8 path"));
    let jsonl = script.with_extension("jsonl");
    let _ = std::fs::remove_file(&jsonl);
    let out = tile(&["bench", script.to_str().expect("utf-8 path"), "--run-peers", &run_peers, "--out", jsonl.to_str().expect("utf-8 path")]);
    let (text, err) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{text}{err}");
    assert!(err.contains("peer args ['f32', '4096']") && !text.contains("peer args"), "{text}{err}");
    assert!(text.contains("peers: NVIDIA H100 80GB HBM3, triton.testing.do_bench"), "{text}");
    let table: Vec<&str> = text.lines().skip_while(|l| !l.starts_with("label")).collect();
    assert!(table[0].ends_with("peer           peer time   ratio"), "{text}");
    // Timed on the host clock here: the peer is shown, the ratio is not.
    let words = |line: &str| line.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(words(table[1])[0], "scale", "{text}");
    assert_eq!(words(table[1])[8..], ["triton", "1.0", "µs", "-"], "{text}");
    assert_eq!(words(table[2])[8..], ["-", "-", "-"], "{text}");
    assert_eq!(table[1].chars().count(), table[2].chars().count(), "{text}");
    assert!(table[3].ends_with("none for a line timed on the host clock"), "{text}");
    assert!(err.contains("warning: 1 peer label(s) matched no bench(...) call: `scale by two`"), "{err}");
    let records = std::fs::read_to_string(&jsonl).expect("the --out file");
    let first = records.lines().next().expect("a record");
    assert!(first.contains("\"peer\":\"triton\"") && first.contains("\"peer_median_s\":1e-6") && first.contains("\"ratio\":null"), "{records}");
}

#[test]
fn bench_of_a_script_reports_a_missing_or_malformed_peers_file() {
    let script = scratch("bench_no_peers.tile", "bench(arange(10) * 2, repeat=2, label=\"double\")\n");
    let script = script.to_str().expect("utf-8 path");
    // `true` stands for a peer script that runs and writes nothing.
    let silent = tile_with_env(&["bench", script, "--run-peers", "peers.py f32"], &[("TILE_PYTHON", "true".as_ref())]);
    let err = String::from_utf8_lossy(&silent.stderr);
    assert_eq!(silent.status.code(), Some(1), "{err}");
    assert!(err.contains("error: the peer script peers.py f32 wrote no ") && err.contains("peers.json"), "{err}");
    // A catalogue baseline (bench/peers.py's baseline.json) is not a peers file for scripts.
    let baseline = scratch("baseline_for_script.json", "{\"add_f32\": {\"ms\": 1.0}}");
    let wrong = tile(&["bench", script, "--peers", baseline.to_str().expect("utf-8 path")]);
    let err = String::from_utf8_lossy(&wrong.stderr);
    assert_eq!(wrong.status.code(), Some(1), "{err}");
    assert!(err.contains("not a peers file") && err.contains("\"label\""), "{err}");
}

#[test]
fn output_into_a_closed_pipe_ends_quietly() {
    // The reader goes away before tile writes (as `tile bench --list | head -1` does once
    // head has its line): no panic, and the status of a SIGPIPE death where the write failed.
    let mut child = Command::new(env!("CARGO_BIN_EXE_tile"))
        .args(["bench", "--list"])
        .current_dir(repo())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("run tile");
    drop(child.stdout.take());
    let out = child.wait_with_output().expect("wait for tile");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!err.contains("panicked"), "{err}");
    assert!(matches!(out.status.code(), Some(0 | 141)), "{:?}: {err}", out.status);
}

#[test]
fn bench_of_a_script_refuses_the_catalogue_options() {
    let script = scratch("bench_refuse.tile", "bench(arange(10) * 2, repeat=2)\n");
    let out = tile(&["bench", script.to_str().expect("utf-8 path"), "--runs", "500", "--no-tune"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("error: not for scripts: --runs, --no-tune (options of the catalogue benchmarks"), "{err}");
}

#[test]
fn bench_runs_a_peer_script_or_reads_a_baseline_not_both() {
    let out = tile(&["bench", "add_f32", "--run-peers", "bench/peers.py", "--peers", "baseline.json"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot be used with"), "{}", String::from_utf8_lossy(&out.stderr));
}

/// A fake `libcuda.so.1` (crates/gpu/tests/mock/libcuda_mock.c, built with the C compiler the
/// Rust toolchain links with) in a folder of its own, so that `tile bench` gets past its
/// driver check on a machine without a GPU.
fn mock_driver_dir() -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tile-cli-mock-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let lib = dir.join("libcuda.so.1");
    let source = repo().join("crates/gpu/tests/mock/libcuda_mock.c");
    let built = Command::new("cc").args(["-shared", "-fPIC", "-O1", "-o"]).arg(&lib).arg(&source).arg("-lpthread").status();
    assert!(built.is_ok_and(|s| s.success()), "cc could not build the mock driver {}", source.display());
    dir
}

#[test]
fn bench_reports_a_peer_script_that_fails_or_writes_no_baseline() {
    let driver = mock_driver_dir();
    let run = |python: &str| {
        let env = [("LD_LIBRARY_PATH", driver.as_os_str()), ("TILE_PYTHON", python.as_ref())];
        tile_with_env(&["bench", "add_f32", "--run-peers", "bench/peers.py"], &env)
    };
    // `false` stands for a peer script that fails, `true` for one that writes nothing.
    let failed = run("false");
    let err = String::from_utf8_lossy(&failed.stderr);
    assert_eq!(failed.status.code(), Some(1), "{err}");
    assert!(err.contains("running the peers: false bench/peers.py"), "{err}");
    assert!(err.contains("error: the peer script bench/peers.py failed (exit status: 1); no peer numbers"), "{err}");
    let silent = run("true");
    let err = String::from_utf8_lossy(&silent.stderr);
    assert_eq!(silent.status.code(), Some(1), "{err}");
    assert!(err.contains("error: the peer script bench/peers.py wrote no ") && err.contains("baseline.json"), "{err}");
    let missing = run("/nonexistent/python3");
    let err = String::from_utf8_lossy(&missing.stderr);
    assert_eq!(missing.status.code(), Some(1), "{err}");
    assert!(err.contains("cannot run /nonexistent/python3 bench/peers.py") && err.contains("set TILE_PYTHON"), "{err}");
}

#[test]
fn bench_shape_must_match_the_benchmark() {
    let out = tile(&["bench", "gemm_bf16_4096", "--shape", "3000x1000", "--dry-run"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("`gemm_bf16_4096` takes a shape of 3 sizes (NxNxN), not 2"), "{err}");
    let out = tile(&["bench", "gemm_bf16_4096", "--shape", "3000x0x7"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("is not a shape such as 3000x1000x776"));
}

#[test]
fn emit_prints_tir_on_stdout() {
    let out = tile(&["emit", "--stage", "tir", "examples/vector_add.tile"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("kernel @vector_add") && text.contains("store"), "{text}");
}

#[test]
fn emit_goes_on_past_a_kernel_the_back_end_cannot_express() {
    // matmul.tile's fp8 matmul_scaled needs more shared memory than a block has on NVVM; its
    // other kernels still print (the NVVM IR stage needs no libNVVM).
    let out = tile(&["emit", "--backend", "nvvm", "--stage", "nvvm", "stdlib/matmul.tile"]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot compile `matmul_scaled`") && err.contains("run this kernel with --backend tileir"), "{err}");
    assert!(err.contains("1 of ") && err.contains("cannot go through the nvvm back end (above); the other"), "{err}");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("define void @matmul(") && !text.contains("define void @matmul_scaled("), "{text}");
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
fn a_binary_file_is_a_coded_error_not_a_crash() {
    let bin = std::env::temp_dir().join(format!("tile-binary-{}.tile", std::process::id()));
    std::fs::write(&bin, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    for cmd in ["check", "run"] {
        let out = tile(&[cmd, bin.to_str().unwrap()]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{cmd}: {err}");
        assert!(err.contains("[E0508]") && err.contains("it is not UTF-8 text (byte 0 is 0xff)"), "{cmd}: {err}");
    }
    let _ = std::fs::remove_file(bin);
}

#[test]
fn a_missing_file_exits_1() {
    assert_eq!(tile(&["check", "no/such/file.tile"]).status.code(), Some(1));
}

#[test]
fn explain_knows_codes() {
    let out = tile(&["explain", "e0401"]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("E0401: shapes cannot be broadcast together\n"), "{text}");
    // The examples are rendered indented under their labels, without Markdown fences.
    assert!(text.contains("\nWrong:\n    @spec(") && text.contains("\nRight:\n    @spec("), "{text}");
    assert!(!text.contains("```"), "{text}");
    assert_eq!(tile(&["explain", "E9999"]).status.code(), Some(2));
}

/// A kernel the NVVM back end does not lower (its `mma` operands need 256 KB of shared memory)
/// is `E0513` at the launch, naming the kernel and the other back end: on the simulated GPU,
/// which compiles every launch's specialisation with `TILE_SIM_CUBINS=1`, so no GPU or libNVVM
/// is needed.
#[test]
fn a_kernel_the_nvvm_back_end_cannot_lower_is_e0513() {
    let path = scratch(
        "big_mma.tile",
        "kernel big(a: array, b: array, c: array):\n    x = load(a, index=(0, 0), shape=(128, 256))\n    y = load(b, index=(0, 0), shape=(256, 128))\n    \
         store(c, index=(0, 0), tile=mma(x, y, zeros((128, 128), f32)))\n\n\
         a = zeros((128, 256))\nb = zeros((256, 128))\nc = zeros((128, 128))\nlaunch(big, grid=(1,), args=(a, b, c))\n",
    );
    let args = ["run", "--device", "sim", "--backend", "nvvm", path.to_str().expect("utf-8 path")];
    let out = tile_with_env(&args, &[("TILE_SIM_CUBINS", "1".as_ref())]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("[E0513]") && err.contains("`big`") && err.contains("shared memory") && err.contains("--backend tileir"), "{err}");
}

/// `tile run -v` says where kernels run and which back end `auto` chose (on the simulated GPU:
/// NVVM when no tileiras is found, CUDA Tile IR when it is).
#[test]
fn verbose_run_names_the_device_and_the_back_end_auto_chose() {
    let run = |tileiras: &str| {
        let args = ["run", "-v", "--device", "sim", "--backend", "auto", "examples/vector_add.tile"];
        let out = tile_with_env(&args, &[("TILE_TILEIRAS", tileiras.as_ref())]);
        String::from_utf8_lossy(&out.stderr).lines().next().unwrap_or_default().to_string()
    };
    let first = run("/nonexistent/tileiras");
    assert!(first.starts_with("tile: kernels run on GPU 0: "), "{first}");
    // Without tileiras, auto takes NVVM where libNVVM is installed (CI installs it in .tools).
    let want = if repo().join(".tools/nvvm").exists() { "compiled by the nvvm back end" } else { "compiled by the tileir back end" };
    assert!(first.ends_with(want), "{first}");
}

/// A back end that does not exist is refused up front, from the flag and from `TILE_BACKEND`,
/// naming the ones there are.
#[test]
fn an_unknown_back_end_is_refused() {
    let out = tile(&["run", "--backend", "bogus", "examples/vector_add.tile"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("there is no back end `bogus`; choose tileir, nvvm or auto"), "{err}");
    let out = tile_with_env(&["run", "--device", "cpu", "examples/vector_add.tile"], &[("TILE_BACKEND", "bogus".as_ref())]);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("[E0515] Error: TILE_BACKEND=bogus: there is no back end `bogus`; tile has tileir, nvvm"), "{err}");
}

/// `tile repl ARGS` started with its standard streams piped.
fn spawn_repl(args: &[&str]) -> std::process::Child {
    let root = repo();
    Command::new(env!("CARGO_BIN_EXE_tile"))
        .arg("repl")
        .args(args)
        .current_dir(root)
        .env("NO_COLOR", "1")
        .env("TILE_HISTORY", "")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("start tile repl")
}

/// `tile repl` with `input` piped in; returns (stdout, stderr).
fn repl(args: &[&str], input: &str) -> (String, String) {
    use std::io::Write;
    let mut child = spawn_repl(args);
    child.stdin.take().expect("stdin").write_all(input.as_bytes()).expect("write the input");
    let out = child.wait_with_output().expect("run tile repl");
    assert!(out.status.success(), "{out:?}");
    (String::from_utf8_lossy(&out.stdout).into_owned(), String::from_utf8_lossy(&out.stderr).into_owned())
}

/// Ctrl-C, sent as a signal while a CPU kernel spins in an endless loop, stops that launch
/// with E0511; the REPL goes on with the next input and its values.
#[test]
#[cfg(unix)]
fn a_signal_stops_a_running_cpu_kernel_and_the_repl_goes_on() {
    use std::io::Write;
    let mut child = spawn_repl(&["--device", "cpu"]);
    let mut stdin = child.stdin.take().expect("stdin");
    let spin = "kernel spin(a: f32[N]):\n    i = bid(0)\n    while i >= 0:\n        i = i + 0\n    store(a, index=(i,), tile=full((1,), 1.0, f32))\n\nkept = 41\na = ones((4,))\nlaunch(spin, grid=(4,), args=(a,))\n";
    stdin.write_all(spin.as_bytes()).expect("write the input");
    stdin.flush().expect("flush");
    std::thread::sleep(std::time::Duration::from_millis(1500));
    let sent = Command::new("kill").args(["-INT", &child.id().to_string()]).status().expect("run kill");
    assert!(sent.success());
    stdin.write_all(b"kept + 1\n").expect("write the input");
    drop(stdin);
    let out = child.wait_with_output().expect("run tile repl");
    let (stdout, stderr) = (String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert!(out.status.success(), "{out:?}");
    assert!(stderr.contains("[E0511] Error: interrupted: kernel `spin` stopped"), "{stderr}");
    assert!(stdout.contains("42"), "the session survived: {stdout}\n{stderr}");
}

/// A kernel whose `assert` fails faults the (simulated) GPU context for the whole process.
const FAULT: &str = "\
kernel boom(a: f32[N]):
    assert bid(0) < 1, \"only one block\"

from elementwise import add
a = ones((256,))
b = a * 2
c = zeros((256,))
launch(add, grid=(1,), args=(a, b, c, 256))
launch(boom, grid=(2,), args=(a,))
a.device
c = zeros((256,))
launch(add, grid=(1,), args=(a, b, c, 256))
(sum(c), c.device)
";

#[test]
fn after_a_gpu_fault_the_repl_goes_on_in_a_fresh_process_with_its_session() {
    let (out, err) = repl(&["--device", "sim"], FAULT);
    assert!(err.contains("E0507") && err.contains("CUDA_ERROR_ASSERT") && err.contains("lost with the GPU (their data existed only in GPU memory): `c`"), "{err}");
    // The lines after the fault were typed ahead into the pipe: the new process reads them.
    let want = "restarting in a fresh process: 2 definitions, 4 names, 2 array allocations (2.0 KiB) carried over\n  \
                not carried over: `c`: this array was lost when the GPU failed: its data existed only in GPU memory\n\
                restored the session on GPU 0 (simulated GPU), a fresh context: 2 definitions, 4 names (2 array allocations, 2 on the GPU)\n\
                'gpu'\n(768.0, 'gpu')\n";
    assert_eq!(out, want);
}

#[test]
fn without_restarts_the_repl_goes_on_on_the_cpu() {
    let (out, err) = repl(&["--device", "sim", "--no-restart"], FAULT);
    assert!(err.contains("E0507") && err.contains("continues on the CPU"), "{err}");
    assert_eq!(out, "'cpu'\n(768.0, 'cpu')\n");
}

#[test]
fn restart_carries_a_cpu_session_too() {
    let (out, _) = repl(&["--device", "cpu"], "x = arange(4) * 2\ny = x[1:]\n:restart\ny[0] = 10\nx\n");
    assert!(out.starts_with("restarting in a fresh process: 0 definitions, 2 names, 1 array allocation (32 bytes) carried over\nrestored the session on the CPU: 0 definitions, 2 names"), "{out}");
    assert!(out.ends_with("array([ 0, 10,  4,  6], dtype=i64)\n"), "{out}");
}
