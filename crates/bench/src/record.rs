//! Measurements as JSON lines, and the peer numbers they are compared with.
//!
//! One [`Record`] per measurement, one line per record, appended and flushed as soon as it is
//! made (a run cut short keeps what it measured). `ratio` > 1 means tile is faster: `ours /
//! peer` for rates (TB/s, TFLOP/s), `peer / ours` for times (µs per launch, ms to first
//! launch).
//!
//! [`Peers`] reads the `baseline.json` that `bench/peers.py` writes under `$OUT`: an object
//! from measurement names (`mm_bf16_4096/torch`) to objects of numbers (`ms`, `TFLOPs`, `us`,
//! `first_call_s`), or `error` where a peer failed.

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, BufReader, Write};
use std::path::Path;

use serde::{Deserialize, Serialize};

use super::catalog::PeerRef;

/// One measurement. Field order is the JSON key order.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Record {
    /// UTC, ISO 8601 (`2026-11-21T20:15:03Z`).
    pub date: String,
    /// The GPU's name (`NVIDIA H200`).
    pub device: String,
    pub commit: Option<String>,
    /// The `tile` command line that produced it.
    pub command: String,
    /// `module.kernel[config]`, or the name of a host-side measurement.
    pub kernel: String,
    /// `8192x4096`; GEMMs as `MxNxK`.
    pub shape: String,
    pub dtype: String,
    pub ours_ms: Option<f64>,
    pub peer: Option<String>,
    pub peer_ms: Option<f64>,
    /// The unit of `ours` and `peer_value`: `TB/s`, `TFLOP/s`, `us` or `ms`.
    pub metric: String,
    pub ours: Option<f64>,
    pub peer_value: Option<f64>,
    pub ratio: Option<f64>,
    /// How it was measured (runs, configuration, checks); not part of the comparison.
    #[serde(default)]
    pub detail: Option<String>,
}

/// The fields every record of one run shares.
#[derive(Clone, Debug, Default)]
pub struct Context {
    pub date: String,
    pub device: String,
    pub commit: Option<String>,
    pub command: String,
}

impl Context {
    /// A record with the shared fields filled in and nothing measured yet.
    pub fn record(&self, kernel: &str, shape: &str, dtype: &str, metric: &str) -> Record {
        Record {
            date: self.date.clone(),
            device: self.device.clone(),
            commit: self.commit.clone(),
            command: self.command.clone(),
            kernel: kernel.to_string(),
            shape: shape.to_string(),
            dtype: dtype.to_string(),
            metric: metric.to_string(),
            ..Record::default()
        }
    }
}

/// Whether a larger value of a metric is better.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Better {
    Higher,
    Lower,
}

impl Better {
    pub fn of(metric: &str) -> Better {
        if metric.ends_with("/s") {
            Better::Higher
        } else {
            Better::Lower
        }
    }
}

/// `ours / peer` or `peer / ours`: above 1 when tile is faster.
pub fn ratio(ours: f64, peer: f64, better: Better) -> Option<f64> {
    let r = match better {
        Better::Higher => ours / peer,
        Better::Lower => peer / ours,
    };
    r.is_finite().then_some(r)
}

impl Record {
    /// Sets `ours` (and `ours_ms`), the peer's numbers if any, and the ratio.
    pub fn measured(mut self, ours_ms: f64, ours: f64, peer: Option<(String, f64, f64)>) -> Record {
        self.ours_ms = finite(ours_ms);
        self.ours = finite(ours);
        if let Some((name, peer_ms, peer_value)) = peer {
            self.peer = Some(name);
            self.peer_ms = finite(peer_ms);
            self.peer_value = finite(peer_value);
            self.ratio = ratio(ours, peer_value, Better::of(&self.metric));
        }
        self
    }

    pub fn with_detail(mut self, detail: impl Into<String>) -> Record {
        self.detail = Some(detail.into());
        self
    }
}

/// JSON has no NaN or infinity: such values are written as null.
fn finite(v: f64) -> Option<f64> {
    v.is_finite().then_some(v)
}

/// Appends records to a JSONL file.
#[derive(Debug)]
pub struct JsonlWriter {
    file: File,
}

impl JsonlWriter {
    /// Opens `path` for appending (created if missing): several processes of one run append
    /// to the same file, one whole line per write.
    pub fn append(path: &Path) -> io::Result<JsonlWriter> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir)?;
        }
        Ok(JsonlWriter { file: OpenOptions::new().create(true).append(true).open(path)? })
    }

    pub fn write(&mut self, r: &Record) -> io::Result<()> {
        let mut line = serde_json::to_string(r).map_err(io::Error::other)?;
        line.push('\n');
        // One write per line: appends from several processes do not interleave within a line.
        self.file.write_all(line.as_bytes())?;
        self.file.flush()
    }
}

/// Every record of a JSONL file from byte `offset` on (what one run appended).
pub fn read_jsonl(path: &Path, offset: u64) -> io::Result<Vec<Record>> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(offset))?;
    let mut out = Vec::new();
    for line in BufReader::new(file).lines() {
        let line = line?;
        if !line.trim().is_empty() {
            out.push(serde_json::from_str(&line).map_err(io::Error::other)?);
        }
    }
    Ok(out)
}

/// The peer measurements of `bench/peers.py`.
#[derive(Clone, Debug, Default)]
pub struct Peers {
    map: serde_json::Map<String, serde_json::Value>,
}

/// A peer's number for one benchmark: its name, its time in ms, and the time converted to the
/// benchmark's metric by the caller.
#[derive(Clone, Debug, PartialEq)]
pub struct PeerTime {
    pub name: String,
    pub ms: f64,
}

impl Peers {
    pub fn load(path: &Path) -> Result<Peers, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the peers file {}: {e}", path.display()))?;
        Peers::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<Peers, String> {
        match serde_json::from_str(text) {
            Ok(serde_json::Value::Object(map)) => Ok(Peers { map }),
            Ok(_) => Err("the peers file is not a JSON object".into()),
            Err(e) => Err(format!("the peers file is not JSON: {e}")),
        }
    }

    /// The fastest of `refs` that the file has (without an error), as a time in ms: a ratio
    /// is always against the strongest peer measured.
    pub fn find(&self, refs: &[PeerRef]) -> Option<PeerTime> {
        refs.iter().filter_map(|r| {
            let v = self.map.get(r.key)?.get(r.field)?.as_f64()?;
            let ms = match r.field {
                "us" => v / 1e3,
                "first_call_s" | "s" => v * 1e3,
                _ => v,
            };
            (ms.is_finite() && ms > 0.0).then(|| PeerTime { name: r.key.to_string(), ms })
        })
        .min_by(|a, b| a.ms.total_cmp(&b.ms))
    }
}

/// Now, as UTC ISO 8601 to the second.
pub fn utc_now() -> String {
    let secs = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_secs());
    iso_utc(secs)
}

/// Seconds since the epoch as `YYYY-MM-DDTHH:MM:SSZ` (days to a civil date as in Howard
/// Hinnant's `civil_from_days`; no time zone data needed).
pub fn iso_utc(secs: u64) -> String {
    let (days, rem) = ((secs / 86_400) as i64, secs % 86_400);
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!("{year:04}-{month:02}-{day:02}T{:02}:{:02}:{:02}Z", rem / 3600, rem % 3600 / 60, rem % 60)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::catalog::PeerRef;

    const KEYS: [&str; 15] = [
        "date",
        "device",
        "commit",
        "command",
        "kernel",
        "shape",
        "dtype",
        "ours_ms",
        "peer",
        "peer_ms",
        "metric",
        "ours",
        "peer_value",
        "ratio",
        "detail",
    ];

    fn ctx() -> Context {
        Context {
            date: "2026-11-21T00:00:00Z".into(),
            device: "NVIDIA H200".into(),
            commit: Some("abc".into()),
            command: "tile bench".into(),
        }
    }

    #[test]
    fn records_are_one_json_object_per_line_with_the_agreed_keys() {
        let dir = std::env::temp_dir().join(format!("tile-jsonl-{}", std::process::id()));
        let path = dir.join("out.jsonl");
        let _ = std::fs::remove_file(&path);
        let r = ctx().record("matmul.matmul_grouped[tm=128]", "4096x4096x4096", "bf16", "TFLOP/s");
        let a = r.clone().measured(0.2, 687.0, Some(("mm_bf16_4096/torch".into(), 0.19, 716.0)));
        let b = r.measured(0.3, 458.0, None).with_detail("no peer");
        let mut w = JsonlWriter::append(&path).unwrap();
        w.write(&a).unwrap();
        let offset = std::fs::metadata(&path).unwrap().len();
        w.write(&b).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 2);
        let v: serde_json::Value = serde_json::from_str(lines[0]).unwrap();
        assert_eq!(v.as_object().unwrap().len(), KEYS.len());
        // The keys appear in the agreed order.
        let at: Vec<usize> = KEYS
            .iter()
            .map(|k| lines[0].find(&format!("\"{k}\":")).unwrap_or_else(|| panic!("{k}")))
            .collect();
        assert!(at.windows(2).all(|w| w[0] < w[1]), "{}", lines[0]);
        assert!((v["ratio"].as_f64().unwrap() - 687.0 / 716.0).abs() < 1e-12);
        let second: serde_json::Value = serde_json::from_str(lines[1]).unwrap();
        assert!(second["peer"].is_null() && second["ratio"].is_null() && second["peer_ms"].is_null());
        assert_eq!(read_jsonl(&path, 0).unwrap(), [a, b.clone()]);
        assert_eq!(read_jsonl(&path, offset).unwrap(), [b]);
        let _ = std::fs::remove_dir_all(&dir);
    }

    #[test]
    fn ratios_favour_the_faster_side() {
        assert_eq!(ratio(2.0, 1.0, Better::Higher), Some(2.0));
        assert_eq!(ratio(2.0, 1.0, Better::Lower), Some(0.5));
        assert_eq!(ratio(1.0, 0.0, Better::Lower), Some(0.0));
        assert_eq!(ratio(0.0, 0.0, Better::Lower), None);
        assert_eq!(Better::of("TB/s"), Better::Higher);
        assert_eq!(Better::of("us"), Better::Lower);
        let r = ctx().record("k", "1", "f32", "TB/s").measured(f64::NAN, f64::INFINITY, None);
        assert_eq!((r.ours_ms, r.ours), (None, None));
    }

    #[test]
    fn peers_are_found_in_order_and_converted_to_ms() {
        let p = Peers::parse(
            r#"{"mm_bf16_4096/torch": {"ms": 0.192, "TFLOPs": 716.0},
                "mm_bf16_4096/triton": {"error": "boom"},
                "launch/raw_cuLaunchKernel": {"us": 3.7},
                "mm_bf16_4096/cutile_128x256x64": {"ms": 0.2, "first_call_s": 1.5}}"#,
        )
        .unwrap();
        let refs = [
            PeerRef { key: "mm_bf16_4096/triton", field: "ms" },
            PeerRef { key: "mm_bf16_4096/torch", field: "ms" },
        ];
        assert_eq!(p.find(&refs), Some(PeerTime { name: "mm_bf16_4096/torch".into(), ms: 0.192 }));
        assert_eq!(p.find(&[PeerRef { key: "launch/raw_cuLaunchKernel", field: "us" }]).unwrap().ms, 0.0037);
        assert_eq!(
            p.find(&[PeerRef { key: "mm_bf16_4096/cutile_128x256x64", field: "first_call_s" }]).unwrap().ms,
            1500.0
        );
        assert_eq!(p.find(&[PeerRef { key: "absent", field: "ms" }]), None);
        assert!(Peers::parse("[1]").is_err());
        assert!(Peers::parse("{").is_err());
    }

    #[test]
    fn dates_are_iso_utc() {
        assert_eq!(iso_utc(0), "1970-01-01T00:00:00Z");
        assert_eq!(iso_utc(951_782_400), "2000-02-29T00:00:00Z");
        assert_eq!(iso_utc(1_795_297_503), "2026-11-21T21:45:03Z");
        assert_eq!(utc_now().len(), 20);
    }
}
