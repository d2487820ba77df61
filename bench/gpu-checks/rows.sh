#!/usr/bin/env bash
# The row-length sweep of softmax, layer norm and RMS norm (rows_sweep.tile) with its Triton
# and torch peers (rows_sweep_triton.py), for one dtype, in one device call after the tools
# call (tileiras 13.4 in /tmp/cu), from the quick binary carry bench/carry-chk/tile.xz:
#   run(command="... tar xJ -C /tmp/cu && bash bench/gpu-checks/rows.sh f32",
#       carry=["bench/carry-t2", "bench/carry-chk"])
# Under $OUT: rows_tile_DT.txt (the script's lines and `tile bench`'s table: each host
# function's line beside the faster of Triton and torch, and the ratio), rows_DT.jsonl (one
# record per bench call, with the GPU's name and the peer), rows_triton_DT.txt (the peer
# script's lines, run first by `tile bench --run-peers`), gpu.txt and rows_DT.md
# (rows_summary.py: the host functions and the best candidate against the best Triton).
set -uo pipefail
cd "$(dirname "$0")/../.."
DT=${1:-f32}
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
[ -x /tmp/tile ] || { xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee -a "$OUT/gpu.txt"
cat bench/carry-chk/BUILD 2>/dev/null | tee -a "$OUT/gpu.txt"
sed "s/^DT = f32$/DT = $DT/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_sweep_$DT.tile
timeout ${TILE_ROWS_TIMEOUT:-570} /tmp/tile bench /tmp/rows_sweep_$DT.tile --run-peers "bench/gpu-checks/rows_sweep_triton.py $DT" \
  --out "$OUT/rows_$DT.jsonl" 2>"$OUT/rows_triton_$DT.txt" | grep -v "^bench " >"$OUT/rows_tile_$DT.txt"
python3 bench/gpu-checks/rows_summary.py "$OUT" "$DT" | tee "$OUT/rows_$DT.md"
