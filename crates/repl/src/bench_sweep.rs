//! `tile bench --sweep [FAMILY...]`: the declared shape sweeps, each beside its peers in the
//! same call, filed under `bench/results/` with the GPU's name.
//!
//! A sweep is a `.tile` script whose `bench(..., label=...)` calls time the stdlib kernels
//! over a declared set of shapes (sizes that are multiples of no tile, transposed operands,
//! small M, the LLM shapes), and a Python peer script that times cuBLAS, cuDNN, Triton or torch
//! on the same shapes under the same labels. Both are compiled into the binary (from
//! `bench/gpu-checks/`), so a sweep runs from wherever `tile` is. Each run makes a folder,
//! `RESULTS/DATE-GPU-sweep`, holding the scripts as they ran, each family's table
//! (`FAMILY.txt`), records (`FAMILY.jsonl`) and peer times (`FAMILY-peers.json`), and a
//! README with every family's count of lines at its bar: the ratio (the peer's time over ours)
//! each line should reach.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use tile_bench::labelled::{self, LabelledPeers};
use tile_jit::engine::DeviceChoice;

use crate::bench::{self, BenchArgs};
use crate::bench_script::{self, Row};

/// One declared sweep: a script of ours and the peer script that times the same labels.
pub struct Sweep {
    /// What `tile bench --sweep NAME` calls it.
    pub name: &'static str,
    /// One line for `tile bench --list`.
    pub about: &'static str,
    script: &'static str,
    /// Replaces the script's `DT = f32` line: one script serves both dtypes of the row sweep.
    dtype: Option<&'static str>,
    peer_file: &'static str,
    peer_script: &'static str,
    peer_args: &'static str,
    /// The ratio (the fastest peer's time over ours) every paired line should reach.
    pub bar: f64,
}

/// The Python modules the peer scripts import, written beside them.
const PEER_MODULES: &[(&str, &str)] = &[
    ("peer_times.py", include_str!("../../../bench/gpu-checks/peer_times.py")),
    ("gemm_occ_torch.py", include_str!("../../../bench/gpu-checks/gemm_occ_torch.py")),
];

const GEMM: &str = include_str!("../../../bench/gpu-checks/gemm_sweep.tile");
const GEMM_PEERS: &str = include_str!("../../../bench/gpu-checks/gemm_sweep_torch.py");
const ATTENTION: &str = include_str!("../../../bench/gpu-checks/attention_sweep.tile");
const ATTENTION_PEERS: &str = include_str!("../../../bench/gpu-checks/attention_sweep_torch.py");
const ROWS: &str = include_str!("../../../bench/gpu-checks/rows_sweep.tile");
const ROWS_PEERS: &str = include_str!("../../../bench/gpu-checks/rows_sweep_triton.py");

/// The sweeps, in the order `--sweep` with no name runs them.
pub const SWEEPS: &[Sweep] = &[
    Sweep {
        name: "gemm",
        about: "stdlib gemm: NN/NT/TN/TT, sizes of no tile, small M and small N, few tiles over a long K, LLM shapes, rows half-way into 32-byte sectors; against cuBLAS (torch.matmul)",
        script: GEMM,
        dtype: None,
        peer_file: "gemm_sweep_torch.py",
        peer_script: GEMM_PEERS,
        peer_args: "",
        bar: 0.90,
    },
    Sweep {
        name: "attention",
        about: "attention_forward: S 1024-16384, D 64/128, causal or not, GQA; against torch SDPA (cuDNN, FlashAttention-2)",
        script: ATTENTION,
        dtype: None,
        peer_file: "attention_sweep_torch.py",
        peer_script: ATTENTION_PEERS,
        peer_args: "",
        bar: 0.90,
    },
    Sweep {
        name: "rows-f32",
        about: "softmax, layer norm, RMS norm over rows of 512-65536 columns, f32; against Triton and torch",
        script: ROWS,
        dtype: Some("f32"),
        peer_file: "rows_sweep_triton.py",
        peer_script: ROWS_PEERS,
        peer_args: "f32",
        bar: 1.00,
    },
    Sweep {
        name: "rows-bf16",
        about: "softmax, layer norm, RMS norm over rows of 512-65536 columns, bf16; against Triton and torch",
        script: ROWS,
        dtype: Some("bf16"),
        peer_file: "rows_sweep_triton.py",
        peer_script: ROWS_PEERS,
        peer_args: "bf16",
        bar: 1.00,
    },
];

/// The line of the row sweep's script that names its dtype.
const DTYPE_LINE: &str = "\nDT = f32\n";

impl Sweep {
    /// The script's source, with its dtype where the sweep sets one.
    fn source(&self) -> String {
        match self.dtype {
            Some(dt) => self.script.replacen(DTYPE_LINE, &format!("\nDT = {dt}\n"), 1),
            None => self.script.to_string(),
        }
    }
}

/// The sweeps `names` picks (all of them for none), or the error for a name that is none.
fn select(names: &[String]) -> Result<Vec<&'static Sweep>, String> {
    if names.is_empty() {
        return Ok(SWEEPS.iter().collect());
    }
    names
        .iter()
        .map(|n| {
            SWEEPS.iter().find(|s| s.name == n.as_str()).ok_or_else(|| {
                let known: Vec<&str> = SWEEPS.iter().map(|s| s.name).collect();
                format!("no sweep `{n}`; the sweeps are: {}", known.join(", "))
            })
        })
        .collect()
}

/// The options a sweep cannot take: those a script cannot, peers of one's own (a sweep runs
/// its own peer script) and `--out` (it files its records itself).
fn misplaced(args: &BenchArgs) -> Vec<&'static str> {
    let mut given = bench_script::options_for_benchmarks_only(args);
    let own = [
        (args.peers.is_some(), "--peers"),
        (args.run_peers.is_some(), "--run-peers"),
        (args.out.is_some(), "--out"),
    ];
    given.extend(own.into_iter().filter(|g| g.0).map(|g| g.1));
    given
}

/// `tile bench --sweep`.
pub fn run(args: &BenchArgs, color: bool) -> ExitCode {
    let misplaced = misplaced(args);
    if !misplaced.is_empty() {
        eprintln!("error: not for --sweep: {} (a sweep runs its own peer script, files its records under --results, and its bench calls set repeat= themselves)", misplaced.join(", "));
        return ExitCode::from(2);
    }
    let sweeps = match select(&args.names) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(2);
        }
    };
    let gpu = match tile_bench::device::gpu_name(0) {
        Ok(name) => name,
        Err(e) => {
            eprintln!("error: a sweep measures on a GPU beside its peers: {e}");
            eprintln!("  = help: `tile bench --list` names the sweeps; their scripts are in bench/gpu-checks/*_sweep.tile");
            return ExitCode::from(1);
        }
    };
    let root = args.results.clone().unwrap_or_else(|| PathBuf::from("bench/results"));
    let folder = match make_folder(&root, &gpu) {
        Ok(f) => f,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::from(1);
        }
    };
    let engine = match crate::engine(DeviceChoice::Auto, args.backend.clone()) {
        Ok(e) => e,
        Err(code) => return code,
    };
    eprintln!("sweep results: {}", folder.display());
    let mut filed = Filed::new(&gpu, bench::commit(args), args.backend.clone());
    let mut status = ExitCode::SUCCESS;
    for sweep in sweeps {
        let family = match run_one(sweep, &folder, &engine, color, filed.commit.as_deref()) {
            Ok(f) => f,
            Err(e) => {
                eprintln!("error: sweep {}: {e}", sweep.name);
                status = ExitCode::from(1);
                continue;
            }
        };
        if family.code != ExitCode::SUCCESS {
            status = family.code;
        }
        filed.families.push(family);
        if let Err(e) = std::fs::write(folder.join("README.md"), filed.readme()) {
            eprintln!("error: cannot write {}: {e}", folder.join("README.md").display());
            return ExitCode::from(1);
        }
    }
    print!("{}", filed.summary());
    eprintln!("filed under {}", folder.display());
    status
}

/// `ROOT/DATE-GPU-sweep`, or with `-2`, `-3`... when a sweep on this card was filed today.
fn make_folder(root: &Path, gpu: &str) -> Result<PathBuf, String> {
    let date: String = tile_bench::record::utc_now().chars().take(10).collect();
    let base = format!("{date}-{}-sweep", gpu_slug(gpu));
    let free = (1..1000)
        .map(|n| root.join(if n == 1 { base.clone() } else { format!("{base}-{n}") }))
        .find(|p| !p.exists())
        .ok_or_else(|| format!("no free folder name {base}-N under {}", root.display()))?;
    std::fs::create_dir_all(&free).map_err(|e| format!("cannot make {}: {e}", free.display()))?;
    Ok(free)
}

/// "NVIDIA H100 80GB HBM3" -> "h100-80gb-hbm3": the card in a folder name.
fn gpu_slug(gpu: &str) -> String {
    let lower = gpu.to_lowercase();
    let words = lower.split(|c: char| !c.is_ascii_alphanumeric()).filter(|w| !w.is_empty() && *w != "nvidia");
    let slug = words.collect::<Vec<_>>().join("-");
    if slug.is_empty() {
        "gpu".into()
    } else {
        slug
    }
}

/// One family's run: its table and how its paired lines stand against the bar.
struct Family {
    sweep: &'static Sweep,
    code: ExitCode,
    table: String,
    peer_device: String,
    /// (label, ratio) of every line with a peer.
    ratios: Vec<(String, f64)>,
    lines: usize,
}

/// Writes the family's scripts into `folder`, runs the peers and then ours, and files the
/// table, the records and the peer times.
fn run_one(
    sweep: &'static Sweep,
    folder: &Path,
    engine: &tile_jit::engine::Engine,
    color: bool,
    commit: Option<&str>,
) -> Result<Family, String> {
    let write = |name: &str, text: &str| {
        let path = folder.join(name);
        std::fs::write(&path, text).map_err(|e| format!("cannot write {}: {e}", path.display())).map(|_| path)
    };
    for (name, text) in PEER_MODULES {
        write(name, text)?;
    }
    let peer_path = write(sweep.peer_file, sweep.peer_script)?;
    let script = write(&format!("{}.tile", sweep.name), &sweep.source())?;
    let command = format!("{} {}", peer_path.display(), sweep.peer_args);
    let peers_file = bench::run_peer_script(command.trim(), labelled::FILE_NAME)?;
    let kept = folder.join(format!("{}-peers.json", sweep.name));
    std::fs::copy(&peers_file, &kept)
        .map_err(|e| format!("cannot copy the peer times to {}: {e}", kept.display()))?;
    let peers = LabelledPeers::load(&kept)?;
    let file = script.display().to_string();
    let run = bench_script::run_script(engine, &file, color);
    let records = folder.join(format!("{}.jsonl", sweep.name));
    let table = bench_script::report(&file, &run, Some(&peers), Some(&records), commit)
        .map_err(|_| format!("cannot write {}", records.display()))?;
    write(&format!("{}.txt", sweep.name), &table)?;
    let rows = bench_script::pair(&run.results, Some(&peers));
    Ok(Family {
        sweep,
        code: run.code,
        table,
        peer_device: peers.device.clone(),
        ratios: paired(&rows),
        lines: rows.len(),
    })
}

fn paired(rows: &[Row]) -> Vec<(String, f64)> {
    rows.iter().filter_map(|r| Some((r.ours.label.clone(), r.ratio()?))).collect()
}

/// What a run filed: the card, the build, and each family's results so far.
struct Filed {
    gpu: String,
    commit: Option<String>,
    backend: Option<String>,
    date: String,
    families: Vec<Family>,
}

impl Filed {
    fn new(gpu: &str, commit: Option<String>, backend: Option<String>) -> Filed {
        Filed { gpu: gpu.into(), commit, backend, date: tile_bench::record::utc_now(), families: Vec::new() }
    }

    /// One line per family: how many paired lines reach its bar, and those that do not.
    fn summary(&self) -> String {
        let mut s = String::new();
        for f in &self.families {
            let _ = writeln!(s, "{}", f.verdict());
        }
        s
    }

    fn readme(&self) -> String {
        let mut s = format!("# Shape sweeps on {} ({})\n\n", self.gpu, &self.date[..10.min(self.date.len())]);
        let names: Vec<&str> = self.families.iter().map(|f| f.sweep.name).collect();
        let _ = writeln!(
            s,
            "`tile bench --sweep {}`{}, commit {}, started {}. Each family's peers ran first, in \
             the same process and on the same card; the ratio is the fastest peer's median time \
             over ours (above 1.00x tile is faster). Our times are `bench()`'s: CUDA events, \
             cold L2. Files: `FAMILY.tile` and the peer scripts as they ran, `FAMILY.txt` (the \
             table), `FAMILY.jsonl` (one record per line) and `FAMILY-peers.json`.\n",
            names.join(" "),
            self.backend.as_deref().map_or(String::new(), |b| format!(" --backend {b}")),
            self.commit.as_deref().unwrap_or("unknown"),
            self.date
        );
        for f in &self.families {
            let _ = writeln!(s, "- {}", f.verdict());
        }
        for f in &self.families {
            let _ = write!(
                s,
                "\n## {}\n\n{}\n\nPeers: {}.\n\n```\n{}```\n",
                f.sweep.name, f.sweep.about, f.peer_device, f.table
            );
        }
        s
    }
}

impl Family {
    /// "gemm: 39 of 41 paired lines at 0.90x or above (of 60 lines); below: `label` 0.88x, ...".
    fn verdict(&self) -> String {
        let bar = self.sweep.bar;
        let below: Vec<&(String, f64)> = self.ratios.iter().filter(|(_, r)| *r < bar).collect();
        let mut s = format!(
            "{}: {} of {} paired lines at {bar:.2}x or above ({} lines)",
            self.sweep.name,
            self.ratios.len() - below.len(),
            self.ratios.len(),
            self.lines
        );
        if !below.is_empty() {
            let shown: Vec<String> = below.iter().map(|(l, r)| format!("`{l}` {r:.2}x")).collect();
            s += &format!("; below: {}", shown.join(", "));
        }
        if self.code != ExitCode::SUCCESS {
            s += "; the script failed (see its table and stderr)";
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sweep_checks_and_the_row_sweep_takes_both_dtypes() {
        assert_eq!(ROWS.matches(DTYPE_LINE).count(), 1, "rows_sweep.tile must keep one `DT = f32` line");
        for sweep in SWEEPS {
            let source = sweep.source();
            if let Some(dt) = sweep.dtype {
                assert!(source.contains(&format!("\nDT = {dt}\n")), "{}", sweep.name);
            }
            let mut compiler = tile_jit::Compiler::new();
            let out = compiler.check_text(&format!("{}.tile", sweep.name), &source);
            assert!(
                !tile_jit::lang::diag::has_errors(&out.diagnostics),
                "{}: {:?}",
                sweep.name,
                out.diagnostics
            );
            assert!(source.contains("label="), "{}: no labelled bench calls", sweep.name);
        }
    }

    #[test]
    fn sweeps_are_picked_by_name_and_a_wrong_name_lists_them() {
        assert_eq!(select(&[]).unwrap().len(), SWEEPS.len());
        let picked = select(&["rows-bf16".into(), "gemm".into()]).unwrap();
        assert_eq!(picked.iter().map(|s| s.name).collect::<Vec<_>>(), ["rows-bf16", "gemm"]);
        let err = select(&["gem".into()]).err().unwrap();
        assert_eq!(err, "no sweep `gem`; the sweeps are: gemm, attention, rows-f32, rows-bf16");
    }

    #[test]
    fn the_card_names_the_folder() {
        assert_eq!(gpu_slug("NVIDIA H100 80GB HBM3"), "h100-80gb-hbm3");
        assert_eq!(gpu_slug("NVIDIA H200"), "h200");
        assert_eq!(gpu_slug("???"), "gpu");
        let root = std::env::temp_dir().join(format!("tile-sweep-folders-{}", std::process::id()));
        let first = make_folder(&root, "NVIDIA H200").unwrap();
        let second = make_folder(&root, "NVIDIA H200").unwrap();
        let name = |p: &Path| p.file_name().unwrap().to_string_lossy().into_owned();
        assert!(
            name(&first).ends_with("-h200-sweep") && name(&first).len() == "2026-11-27-h200-sweep".len(),
            "{first:?}"
        );
        assert_eq!(name(&second), format!("{}-2", name(&first)));
        std::fs::remove_dir_all(&root).unwrap();
    }

    #[test]
    fn the_verdict_counts_the_lines_at_the_bar_and_names_the_others() {
        let family = Family {
            sweep: &SWEEPS[0],
            code: ExitCode::SUCCESS,
            table: String::new(),
            peer_device: "NVIDIA H100 80GB HBM3".into(),
            ratios: vec![("gemm a".into(), 1.02), ("gemm b".into(), 0.88), ("gemm c".into(), 0.90)],
            lines: 5,
        };
        assert_eq!(
            family.verdict(),
            "gemm: 2 of 3 paired lines at 0.90x or above (5 lines); below: `gemm b` 0.88x"
        );
        let filed =
            Filed { families: vec![family], ..Filed::new("NVIDIA H100 80GB HBM3", Some("abc".into()), None) };
        let readme = filed.readme();
        assert!(readme.starts_with("# Shape sweeps on NVIDIA H100 80GB HBM3 ("), "{readme}");
        assert!(readme.contains("`tile bench --sweep gemm`, commit abc"), "{readme}");
        assert!(readme.contains("\n## gemm\n"), "{readme}");
    }
}
