//! `tile bench FILE.tile`: runs a script on the GPU (the CPU when there is none, timed on the
//! host clock and said so) and tabulates its `bench(...)` calls: label, median, fastest,
//! slowest, runs, and what timed them. `--out` appends one JSON line per measurement (date,
//! file, label, times in seconds, device, clock, commit), so the results of a shape sweep
//! written as a script land in `bench/results/` with the GPU's name.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use tile_jit::engine::{BenchResult, DeviceChoice};

use crate::bench::{self, BenchArgs};

/// Whether the command line names scripts (every name a `.tile` file) rather than benchmarks.
pub fn names_scripts(args: &BenchArgs) -> bool {
    !args.names.is_empty() && args.names.iter().all(|n| n.ends_with(".tile"))
}

/// The catalogue options given with scripts, which time their own `bench` calls: a script
/// sets `repeat=` itself and runs on GPU 0 (or the CPU).
fn options_for_benchmarks_only(args: &BenchArgs) -> Vec<&'static str> {
    let given = [
        (args.all, "--all"),
        (args.dry_run, "--dry-run"),
        (args.peers.is_some(), "--peers"),
        (args.run_peers.is_some(), "--run-peers"),
        (args.runs != 100, "--runs"),
        (args.warmup != 10, "--warmup"),
        (args.retune, "--retune"),
        (args.no_tune, "--no-tune"),
        (args.config.is_some(), "--config"),
        (args.shape.is_some(), "--shape"),
        (args.device != 0, "--device"),
    ];
    given.into_iter().filter(|(on, _)| *on).map(|(_, name)| name).collect()
}

/// Runs each script, then prints its table (and appends its records to `--out`).
pub fn run_scripts(args: &BenchArgs, color: bool) -> ExitCode {
    let misplaced = options_for_benchmarks_only(args);
    if !misplaced.is_empty() {
        eprintln!(
            "error: not for scripts: {} (options of the catalogue benchmarks; a script's bench(...) calls set repeat= themselves)",
            misplaced.join(", ")
        );
        return ExitCode::from(2);
    }
    let engine = match crate::engine(DeviceChoice::Auto, args.backend.clone()) {
        Ok(e) => e,
        Err(code) => return code,
    };
    let commit = bench::commit(args);
    let mut status = ExitCode::SUCCESS;
    for file in args.names.clone() {
        let engine = engine.clone();
        let out = args.out.clone();
        let commit = commit.clone();
        let code = crate::on_big_stack(move || {
            let mut session = engine.session();
            let ran = session.run_file(&file);
            let results = session.bench_results().to_vec();
            let failed = match ran {
                Ok(warnings) => {
                    if !warnings.is_empty() {
                        eprint!("{}", session.render(&warnings, color));
                    }
                    None
                }
                Err(e) => {
                    eprint!("{}", session.render(&e.diagnostics, color));
                    Some(ExitCode::from(e.exit_code()))
                }
            };
            if failed.is_none() || !results.is_empty() {
                print!("{}", table(&file, &results));
            }
            if let Some(path) = &out
                && let Err(e) = append_records(Path::new(path), &file, &results, commit.as_deref())
            {
                eprintln!("error: cannot write {}: {e}", path.display());
                return ExitCode::from(1);
            }
            failed.unwrap_or(ExitCode::SUCCESS)
        });
        if code != ExitCode::SUCCESS {
            status = code;
        }
    }
    status
}

/// The table of one script's measurements.
fn table(file: &str, results: &[BenchResult]) -> String {
    if results.is_empty() {
        return format!("{file}: no bench(...) calls ran\n");
    }
    let mut devices: Vec<String> = results.iter().map(where_timed).collect();
    devices.dedup();
    let width = results.iter().map(|r| r.label.chars().count()).max().unwrap_or(5).clamp(5, 60);
    let mut s = format!("{file} ({})\n", devices.join("; "));
    s += &format!("{:<width$}  {:>10}  {:>10}  {:>10}  {:>5}\n", "label", "median", "min", "max", "runs");
    for r in results {
        let label: String = r.label.chars().take(width).collect();
        s += &format!(
            "{label:<width$}  {:>10}  {:>10}  {:>10}  {:>5}\n",
            tile_jit::engine::human_time(r.median_s),
            tile_jit::engine::human_time(r.min_s),
            tile_jit::engine::human_time(r.max_s),
            r.runs
        );
    }
    s
}

/// "NVIDIA H200, CUDA events, cold L2" or "host clock".
fn where_timed(r: &BenchResult) -> String {
    match &r.device {
        Some(d) => format!("{d}, {}", r.clock),
        None => r.clock.clone(),
    }
}

/// One JSON line per measurement, appended to `path`.
fn append_records(path: &Path, file: &str, results: &[BenchResult], commit: Option<&str>) -> std::io::Result<()> {
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    let date = tile_bench::record::utc_now();
    for r in results {
        let line = serde_json::json!({
            "date": date,
            "file": file,
            "label": r.label,
            "median_s": r.median_s,
            "min_s": r.min_s,
            "max_s": r.max_s,
            "runs": r.runs,
            "device": r.device,
            "clock": r.clock,
            "commit": commit,
        });
        writeln!(f, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn result(label: &str, median_s: f64) -> BenchResult {
        BenchResult {
            label: label.into(),
            median_s,
            min_s: median_s * 0.9,
            max_s: median_s * 1.2,
            runs: 20,
            device: Some("NVIDIA H200".into()),
            clock: "CUDA events, cold L2".into(),
        }
    }

    #[test]
    fn the_table_names_the_device_and_lines_up_the_columns() {
        let t = table("sweep.tile", &[result("gemm 3000x1000x776 NN", 18.5e-6), result("softmax", 1.25e-3)]);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], "sweep.tile (NVIDIA H200, CUDA events, cold L2)");
        assert!(lines[1].starts_with("label "), "{t}");
        assert!(lines[2].starts_with("gemm 3000x1000x776 NN") && lines[2].contains("18.5 µs") && lines[2].ends_with("20"), "{t}");
        assert!(lines[3].contains("1.250 ms"), "{t}");
        assert_eq!(lines[2].chars().count(), lines[3].chars().count());
    }

    #[test]
    fn a_script_without_bench_calls_says_so() {
        assert_eq!(table("x.tile", &[]), "x.tile: no bench(...) calls ran\n");
    }

    #[test]
    fn records_are_json_lines_with_the_device() {
        let dir = std::env::temp_dir().join(format!("tile-bench-script-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.jsonl");
        append_records(&path, "s.tile", &[result("a", 1e-3), result("b", 2e-3)], Some("abc")).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let rows: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1]["label"], "b");
        assert_eq!(rows[1]["device"], "NVIDIA H200");
        assert_eq!(rows[0]["commit"], "abc");
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
