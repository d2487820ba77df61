#!/usr/bin/env bash
# The GEMM and attention sweeps with their peers, one device call each (or both in one) after the tools call
# (tileiras 13.4 in /tmp/cu), from the quick binary carry bench/carry-chk/tile.xz (a stripped,
# xz'd target/release/tile):
#   run(command="... tar xJ -C /tmp/cu && bash bench/gpu-checks/sweeps.sh",
#       carry=["bench/carry-t2", "bench/carry-chk"])
# Under $OUT: gemm_tile.txt and attention_tile.txt (each script's lines and `tile bench`'s
# table, every bench() line beside its peer's time and the ratio), gemm_torch.txt and
# attention_torch.txt (the peer script's lines, on tile bench's stderr), gemm.jsonl and
# attention.jsonl (one record per bench call, with the GPU's name and the peer), gpu.txt, and
# summary.md (bench/gpu-checks/sweep_summary.py: the same pairs in TFLOP/s).
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
[ -x /tmp/tile ] || { xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"
cat bench/carry-chk/BUILD 2>/dev/null | tee -a "$OUT/gpu.txt"
sweep() { # name: the tile script, paired by label with its torch peer run first in the same call
  # bench()'s own lines (median, min and max of each point) stay: they show a point whose
  # runs spread, as two gemm() lines 4-16x low in one round of
  # bench/results/2026-11-26-h100-gemm-waves/sweep-final did.
  timeout ${TILE_SWEEP_TIMEOUT:-450} /tmp/tile bench "bench/gpu-checks/$1_sweep.tile" --run-peers "bench/gpu-checks/$1_sweep_torch.py" \
    --out "$OUT/$1.jsonl" >"$OUT/$1_tile.txt" 2>"$OUT/$1_torch.txt"
}
# Arguments pick the sweeps (default both; one each keeps a call under 10 minutes).
for name in "${@:-gemm attention}"; do for n in $name; do sweep "$n"; done; done
python3 bench/gpu-checks/sweep_summary.py "$OUT" | tee "$OUT/summary.md"
