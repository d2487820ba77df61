#!/usr/bin/env bash
# Nsight Compute on one launch of attention_forward's kernel through the NVVM back end (bf16,
# 4 x 16 x 1024 x 128): speed of light, memory, warp states and the source counters, to see
# where its time goes. On the GPU machine, with `tile` at /tmp/tile (bench/carry-y/tile.xz):
#   bash bench/experiments/nvvm_attention_profile.sh OUT_DIR
set -uo pipefail
out=${1:?usage: nvvm_attention_profile.sh OUT_DIR}
mkdir -p "$out"
script=$(mktemp --suffix .tile)
cat >"$script" <<'TILE'
from attention import attention_forward
q = randn((4, 16, 1024, 128), dtype=bf16, seed=1)
k = randn((4, 16, 1024, 128), dtype=bf16, seed=2)
v = randn((4, 16, 1024, 128), dtype=bf16, seed=3)
o = zeros((4, 16, 1024, 128), dtype=bf16)
attention_forward(q, k, v, o)
attention_forward(q, k, v, o)
TILE
export TILE_BACKEND=nvvm TILE_LIBNVVM=${TILE_LIBNVVM:-/usr/local/cuda/nvvm/lib64/libnvvm.so}
ncu=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
"$ncu" --launch-skip 1 --launch-count 1 --section SpeedOfLight --section MemoryWorkloadAnalysis \
  --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy \
  /tmp/tile run --device gpu "$script" >"$out/ncu.txt" 2>&1
echo "ncu rc=$?"
grep -E "Duration|Compute \(SM\) Throughput|Memory Throughput|Registers Per Thread|Shared Memory Configuration Size|Dynamic Shared|Static Shared|Achieved Occupancy|Theoretical Occupancy|Block Size|Grid Size|Stall|L1/TEX Hit|Mem Busy|Warp Cycles Per Issued|Issued Warp|No Eligible|Bank" "$out/ncu.txt" | head -60
