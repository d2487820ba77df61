//! Peer times keyed by `bench(...)` label: what `tile bench FILE.tile --run-peers SCRIPT`
//! pairs a script's measurements with.
//!
//! A peer script (run on the same GPU in the same call) writes `$OUT/peers.json`:
//!
//! ```json
//! {"device": "NVIDIA H100 80GB HBM3",
//!  "clock": "triton.testing.do_bench: CUDA events, cold L2",
//!  "times": [{"label": "gemm bf16 1000x1000x1000 NN", "peer": "cuBLAS", "median_s": 2.1e-5}]}
//! ```
//!
//! A label may have several peers (torch's SDPA backends) and several rounds of one peer; a
//! peer's rounds are summarised by their median, and a measurement is compared with the fastest
//! peer, as the catalogue benchmarks are. `bench/gpu-checks/peer_times.py` writes the file.

use std::path::Path;

use indexmap::IndexMap;
use serde::Deserialize;

/// The name of the file a peer script writes under `$OUT`.
pub const FILE_NAME: &str = "peers.json";

/// The peer times of one peer script's run.
#[derive(Clone, Debug, PartialEq)]
pub struct LabelledPeers {
    /// The GPU the peers ran on, as the peer script names it.
    pub device: String,
    /// What timed them.
    pub clock: String,
    /// Seconds, per label and peer (each in the order first measured), every round in the
    /// order measured.
    times: IndexMap<String, IndexMap<String, Vec<f64>>>,
}

/// The fastest peer of one label: its name and the median of its rounds, in seconds.
#[derive(Clone, Debug, PartialEq)]
pub struct PeerMedian {
    pub peer: String,
    pub median_s: f64,
    /// How many rounds the median is over.
    pub rounds: usize,
}

#[derive(Deserialize)]
struct File {
    device: String,
    #[serde(default)]
    clock: String,
    times: Vec<Time>,
}

#[derive(Deserialize)]
struct Time {
    label: String,
    peer: String,
    median_s: f64,
}

impl LabelledPeers {
    pub fn load(path: &Path) -> Result<LabelledPeers, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| format!("cannot read the peers file {}: {e}", path.display()))?;
        LabelledPeers::parse(&text).map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn parse(text: &str) -> Result<LabelledPeers, String> {
        let file: File = serde_json::from_str(text).map_err(|e| {
            format!("not a peers file ({e}); expected {{\"device\": ..., \"times\": [{{\"label\": ..., \"peer\": ..., \"median_s\": ...}}]}}")
        })?;
        let mut peers = LabelledPeers { device: file.device, clock: file.clock, times: IndexMap::new() };
        for t in file.times {
            if !(t.median_s.is_finite() && t.median_s > 0.0) {
                return Err(format!("the time of `{}` by {} is {}, not a positive number of seconds", t.label, t.peer, t.median_s));
            }
            peers.times.entry(t.label).or_default().entry(t.peer).or_default().push(t.median_s);
        }
        Ok(peers)
    }

    /// The fastest peer measured for `label`, by the median of its rounds.
    pub fn fastest(&self, label: &str) -> Option<PeerMedian> {
        let peers = self.times.get(label)?;
        peers
            .iter()
            .map(|(peer, rounds)| PeerMedian { peer: peer.clone(), median_s: median(rounds), rounds: rounds.len() })
            .min_by(|a, b| a.median_s.total_cmp(&b.median_s))
    }

    /// The labels the peers measured that none of `measured` is, in the peers' order: a
    /// label spelt differently on the two sides.
    pub fn unmatched<'a>(&'a self, measured: &[&str]) -> Vec<&'a str> {
        self.times.keys().map(String::as_str).filter(|l| !measured.contains(l)).collect()
    }
}

/// The median of `rounds`, in any order.
fn median(rounds: &[f64]) -> f64 {
    let mut sorted = rounds.to_vec();
    sorted.sort_by(f64::total_cmp);
    crate::device::median(&sorted)
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = r#"{"device": "NVIDIA H100 80GB HBM3", "clock": "do_bench",
        "times": [
          {"label": "attn 1024", "peer": "cudnn", "median_s": 2.0e-5},
          {"label": "attn 1024", "peer": "flash", "median_s": 3.0e-5},
          {"label": "gemm", "peer": "cuBLAS", "median_s": 5.0e-6},
          {"label": "gemm", "peer": "cuBLAS", "median_s": 4.0e-6},
          {"label": "gemm", "peer": "cuBLAS", "median_s": 9.0e-6},
          {"label": "only peers", "peer": "cuBLAS", "median_s": 1.0e-6}
        ]}"#;

    #[test]
    fn a_label_is_compared_with_its_fastest_peer() {
        let p = LabelledPeers::parse(FILE).unwrap();
        assert_eq!(p.device, "NVIDIA H100 80GB HBM3");
        assert_eq!(p.fastest("attn 1024"), Some(PeerMedian { peer: "cudnn".into(), median_s: 2.0e-5, rounds: 1 }));
        assert_eq!(p.fastest("nothing"), None);
    }

    #[test]
    fn rounds_of_one_peer_count_by_their_median() {
        let p = LabelledPeers::parse(FILE).unwrap();
        assert_eq!(p.fastest("gemm"), Some(PeerMedian { peer: "cuBLAS".into(), median_s: 5.0e-6, rounds: 3 }));
    }

    #[test]
    fn labels_no_measurement_has_are_named_in_order() {
        let p = LabelledPeers::parse(FILE).unwrap();
        assert_eq!(p.unmatched(&["gemm"]), vec!["attn 1024", "only peers"]);
    }

    #[test]
    fn a_bad_file_says_what_was_expected() {
        let e = LabelledPeers::parse(r#"{"device": "x"}"#).unwrap_err();
        assert!(e.contains("missing field `times`") && e.contains("\"label\""), "{e}");
        let e = LabelledPeers::parse(r#"{"device": "x", "times": [{"label": "a", "peer": "b", "median_s": -1}]}"#).unwrap_err();
        assert!(e.contains("`a` by b is -1"), "{e}");
    }
}
