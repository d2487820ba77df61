//! `tile bench FILE.tile`: runs a script on the GPU (the CPU when there is none, timed on the
//! host clock and said so) and tabulates its `bench(...)` calls: label, median, fastest,
//! slowest, runs, and what timed them. With `--run-peers SCRIPT` (or `--peers peers.json`)
//! each line also shows the fastest peer measured under the same label and the ratio, so a
//! shape sweep written as a script is compared with cuBLAS, torch or Triton in the same call.
//! `--out` appends one JSON line per measurement (date, file, label, times in seconds,
//! device, clock, commit, the peer's time and the ratio), so the results land in
//! `bench/results/` with the GPU's name.

use std::io::Write;
use std::path::Path;
use std::process::ExitCode;

use tile_bench::labelled::{self, LabelledPeers, PeerMedian};
use tile_jit::engine::{BenchResult, DeviceChoice, Engine};

use crate::bench::{self, BenchArgs};

/// Whether the command line names scripts (every name a `.tile` file) rather than benchmarks.
pub fn names_scripts(args: &BenchArgs) -> bool {
    !args.names.is_empty() && args.names.iter().all(|n| n.ends_with(".tile"))
}

/// The catalogue options given with scripts, which time their own `bench` calls: a script
/// sets `repeat=` itself and runs on GPU 0 (or the CPU).
pub(crate) fn options_for_benchmarks_only(args: &BenchArgs) -> Vec<&'static str> {
    let given = [
        (args.all, "--all"),
        (args.dry_run, "--dry-run"),
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

/// The peers' times: from `--run-peers` (run now, before the scripts) or `--peers`.
fn peers(args: &BenchArgs) -> Result<Option<LabelledPeers>, String> {
    let file = match (&args.run_peers, &args.peers) {
        (Some(command), _) => bench::run_peer_script(command, labelled::FILE_NAME)?,
        (None, Some(file)) => file.clone(),
        (None, None) => return Ok(None),
    };
    LabelledPeers::load(&file).map(Some)
}

/// Runs the peer script (if any), then each script, then prints each script's table (and
/// appends its records to `--out`).
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
    let peers = match peers(args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let commit = bench::commit(args);
    let mut status = ExitCode::SUCCESS;
    let mut labels = Vec::new();
    for file in &args.names {
        let run = run_script(&engine, file, color);
        let code = match report(file, &run, peers.as_ref(), args.out.as_deref(), commit.as_deref()) {
            Ok(_) => run.code,
            Err(code) => code,
        };
        labels.extend(run.results.into_iter().map(|r| r.label));
        if code != ExitCode::SUCCESS {
            status = code;
        }
    }
    if let Some(peers) = &peers {
        warn_unpaired(peers, &labels);
    }
    status
}

/// What running one script gave: its exit status and its `bench(...)` measurements (those
/// made before a failure included).
pub(crate) struct ScriptRun {
    pub code: ExitCode,
    pub results: Vec<BenchResult>,
}

/// Runs `file` in a fresh session on the interpreter's big stack, its diagnostics on stderr.
pub(crate) fn run_script(engine: &Engine, file: &str, color: bool) -> ScriptRun {
    let (engine, file) = (engine.clone(), file.to_string());
    let ran = crate::with_big_stack(move || {
        let mut session = engine.session();
        let code = crate::run_file_in(&mut session, Path::new(&file), color);
        ScriptRun { code, results: session.bench_results().to_vec() }
    });
    ran.unwrap_or_else(|code| ScriptRun { code, results: Vec::new() })
}

/// Prints one script's table (a failed script's only when it measured something) and appends
/// its records to `out`; returns the table, or the exit status when the records cannot be
/// written.
pub(crate) fn report(
    file: &str,
    run: &ScriptRun,
    peers: Option<&LabelledPeers>,
    out: Option<&Path>,
    commit: Option<&str>,
) -> Result<String, ExitCode> {
    let rows = pair(&run.results, peers);
    let table = table(file, &rows, peers);
    if run.code == ExitCode::SUCCESS || !run.results.is_empty() {
        print!("{table}");
    }
    if let Some(path) = out
        && let Err(e) = append_records(path, file, &rows, commit)
    {
        eprintln!("error: cannot write {}: {e}", path.display());
        return Err(ExitCode::from(1));
    }
    Ok(table)
}

/// One measurement with the fastest peer of its label.
pub(crate) struct Row<'a> {
    pub ours: &'a BenchResult,
    pub peer: Option<PeerMedian>,
}

impl Row<'_> {
    /// The peer's median over ours: above 1, tile is faster. None when there is no peer, or
    /// when ours ran on the host clock (a CPU run compares with nothing a GPU peer timed).
    pub fn ratio(&self) -> Option<f64> {
        let peer = self.peer.as_ref()?;
        self.ours.device.as_ref()?;
        Some(peer.median_s / self.ours.median_s)
    }
}

pub(crate) fn pair<'a>(results: &'a [BenchResult], peers: Option<&LabelledPeers>) -> Vec<Row<'a>> {
    results.iter().map(|ours| Row { ours, peer: peers.and_then(|p| p.fastest(&ours.label)) }).collect()
}

/// The table of one script's measurements, with the peers' columns when there are peers.
fn table(file: &str, rows: &[Row], peers: Option<&LabelledPeers>) -> String {
    if rows.is_empty() {
        return format!("{file}: no bench(...) calls ran\n");
    }
    let mut devices: Vec<String> = rows.iter().map(|r| where_timed(r.ours)).collect();
    devices.dedup();
    let width = rows.iter().map(|r| r.ours.label.chars().count()).max().unwrap_or(5).clamp(5, 60);
    let mut s = format!("{file} ({})\n", devices.join("; "));
    if let Some(p) = peers {
        s += &peers_line(p, rows);
    }
    s += &format!("{:<width$}  {:>10}  {:>10}  {:>10}  {:>5}", "label", "median", "min", "max", "runs");
    s += &if peers.is_some() { format!("  {:<12}  {:>10}  {:>6}\n", "peer", "peer time", "ratio") } else { "\n".into() };
    for row in rows {
        let r = row.ours;
        let label: String = r.label.chars().take(width).collect();
        s += &format!(
            "{label:<width$}  {:>10}  {:>10}  {:>10}  {:>5}",
            tile_jit::engine::human_time(r.median_s),
            tile_jit::engine::human_time(r.min_s),
            tile_jit::engine::human_time(r.max_s),
            r.runs
        );
        if peers.is_some() {
            s += &peer_columns(row);
        }
        s += "\n";
    }
    if peers.is_some() {
        s += "ratio: the fastest peer's median time over ours (above 1.00x: tile is faster)";
        let on_host = rows.iter().any(|r| r.ours.device.is_none() && r.peer.is_some());
        s += if on_host { "; none for a line timed on the host clock\n" } else { "\n" };
        s += &ratio_summary(rows);
    }
    s
}

/// How the paired lines stand: how many, the range of their ratios and the slowest line, so
/// that a sweep's weak point is read off the table's last line.
fn ratio_summary(rows: &[Row]) -> String {
    let paired: Vec<(f64, &str)> = rows.iter().filter_map(|r| Some((r.ratio()?, r.ours.label.as_str()))).collect();
    let Some(&(low, label)) = paired.iter().min_by(|a, b| a.0.total_cmp(&b.0)) else { return String::new() };
    let high = paired.iter().map(|p| p.0).fold(f64::MIN, f64::max);
    let below = paired.iter().filter(|p| p.0 < 1.0).count();
    format!(
        "{} of {} lines paired: {low:.2}x-{high:.2}x, {below} below 1.00x; lowest: {label}\n",
        paired.len(),
        rows.len()
    )
}

/// Where the peers ran, and a warning when that is not where the script ran: ratios across
/// cards (an H100 and an H200 differ by 30-40 % in bandwidth) mean little.
fn peers_line(peers: &LabelledPeers, rows: &[Row]) -> String {
    let clock = if peers.clock.is_empty() { String::new() } else { format!(", {}", peers.clock) };
    let mut s = format!("peers: {}{clock}\n", peers.device);
    let elsewhere = rows.iter().filter_map(|r| r.ours.device.as_deref()).find(|d| *d != peers.device);
    if let Some(d) = elsewhere {
        s += &format!("warning: the peers ran on {}, the script on {d}: the ratios compare different cards\n", peers.device);
    }
    s
}

fn peer_columns(row: &Row) -> String {
    let Some(peer) = &row.peer else {
        return format!("  {:<12}  {:>10}  {:>6}", "-", "-", "-");
    };
    let name: String = peer.peer.chars().take(12).collect();
    let ratio = row.ratio().map_or("-".to_string(), |x| format!("{x:.2}x"));
    format!("  {name:<12}  {:>10}  {ratio:>6}", tile_jit::engine::human_time(peer.median_s))
}

/// Labels the peers measured that no `bench` call had: most often a label spelt differently
/// on the two sides, which would otherwise leave a line without its peer unnoticed.
fn warn_unpaired(peers: &LabelledPeers, labels: &[String]) {
    let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
    let unmatched = peers.unmatched(&labels);
    if !unmatched.is_empty() {
        let shown: Vec<String> = unmatched.iter().take(5).map(|l| format!("`{l}`")).collect();
        let more = if unmatched.len() > 5 { format!(" and {} more", unmatched.len() - 5) } else { String::new() };
        eprintln!(
            "warning: {} peer label(s) matched no bench(...) call: {}{more} (a bench call's label= must spell its peer's label exactly)",
            unmatched.len(),
            shown.join(", ")
        );
    }
}

/// "NVIDIA H200, CUDA events, cold L2" or "host clock".
fn where_timed(r: &BenchResult) -> String {
    match &r.device {
        Some(d) => format!("{d}, {}", r.clock),
        None => r.clock.clone(),
    }
}

/// One JSON line per measurement, appended to `path`.
fn append_records(path: &Path, file: &str, rows: &[Row], commit: Option<&str>) -> std::io::Result<()> {
    let mut f = std::fs::OpenOptions::new().create(true).append(true).open(path)?;
    let date = tile_bench::record::utc_now();
    for row in rows {
        let r = row.ours;
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
            "peer": row.peer.as_ref().map(|p| &p.peer),
            "peer_median_s": row.peer.as_ref().map(|p| p.median_s),
            "ratio": row.ratio(),
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

    fn rows(results: &[BenchResult]) -> Vec<Row<'_>> {
        pair(results, None)
    }

    #[test]
    fn the_table_names_the_device_and_lines_up_the_columns() {
        let results = [result("gemm 3000x1000x776 NN", 18.5e-6), result("softmax", 1.25e-3)];
        let t = table("sweep.tile", &rows(&results), None);
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[0], "sweep.tile (NVIDIA H200, CUDA events, cold L2)");
        assert!(lines[1].starts_with("label "), "{t}");
        assert!(lines[2].starts_with("gemm 3000x1000x776 NN") && lines[2].contains("18.5 µs") && lines[2].ends_with("20"), "{t}");
        assert!(lines[3].contains("1.250 ms"), "{t}");
        assert_eq!(lines[2].chars().count(), lines[3].chars().count());
    }

    #[test]
    fn a_script_without_bench_calls_says_so() {
        assert_eq!(table("x.tile", &[], None), "x.tile: no bench(...) calls ran\n");
    }

    fn peers(device: &str) -> LabelledPeers {
        LabelledPeers::parse(&format!(
            r#"{{"device": "{device}", "clock": "do_bench", "times": [
                {{"label": "gemm", "peer": "cuBLAS", "median_s": 20e-6}},
                {{"label": "attn", "peer": "cudnn", "median_s": 10e-6}},
                {{"label": "attn", "peer": "flash", "median_s": 15e-6}}]}}"#
        ))
        .unwrap()
    }

    #[test]
    fn each_line_shows_its_fastest_peer_and_the_ratio() {
        let results = [result("gemm", 25e-6), result("attn", 8e-6), result("rows", 1e-6)];
        let peers = peers("NVIDIA H200");
        let t = table("s.tile", &pair(&results, Some(&peers)), Some(&peers));
        let lines: Vec<&str> = t.lines().collect();
        assert_eq!(lines[1], "peers: NVIDIA H200, do_bench", "{t}");
        assert!(lines[2].ends_with("peer           peer time   ratio"), "{t}");
        assert!(lines[3].starts_with("gemm ") && lines[3].contains("cuBLAS") && lines[3].ends_with("20.0 µs   0.80x"), "{t}");
        assert!(lines[4].contains("cudnn") && lines[4].ends_with("1.25x"), "{t}");
        assert!(lines[5].starts_with("rows ") && lines[5].ends_with("-       -"), "{t}");
        assert!(lines[6].starts_with("ratio: the fastest peer's median"), "{t}");
        assert_eq!(lines[7], "2 of 3 lines paired: 0.80x-1.25x, 1 below 1.00x; lowest: gemm", "{t}");
        assert!(!t.contains("warning"), "{t}");
        assert_eq!(lines[3].chars().count(), lines[5].chars().count());
    }

    #[test]
    fn peers_from_another_card_are_warned_about() {
        let results = [result("gemm", 25e-6)];
        let peers = peers("NVIDIA H100 80GB HBM3");
        let t = table("s.tile", &pair(&results, Some(&peers)), Some(&peers));
        assert!(t.contains("warning: the peers ran on NVIDIA H100 80GB HBM3, the script on NVIDIA H200"), "{t}");
    }

    #[test]
    fn a_host_timing_gets_no_ratio() {
        let mut cpu = result("gemm", 25e-6);
        cpu.device = None;
        let results = [cpu];
        let peers = peers("NVIDIA H200");
        let rows = pair(&results, Some(&peers));
        assert_eq!(rows[0].ratio(), None);
        assert!(table("s.tile", &rows, Some(&peers)).lines().nth(3).unwrap().ends_with("20.0 µs       -"));
    }

    #[test]
    fn records_are_json_lines_with_the_device_and_the_peer() {
        let dir = std::env::temp_dir().join(format!("tile-bench-script-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("r.jsonl");
        let results = [result("a", 1e-3), result("gemm", 2e-5)];
        let peers = peers("NVIDIA H200");
        append_records(&path, "s.tile", &pair(&results, Some(&peers)), Some("abc")).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let rows: Vec<serde_json::Value> = text.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[1]["label"], "gemm");
        assert_eq!(rows[1]["device"], "NVIDIA H200");
        assert_eq!(rows[1]["peer"], "cuBLAS");
        assert_eq!(rows[1]["ratio"], 1.0);
        assert_eq!(rows[0]["commit"], "abc");
        assert!(rows[0]["peer"].is_null() && rows[0]["ratio"].is_null());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
