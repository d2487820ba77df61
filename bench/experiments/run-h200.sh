#!/usr/bin/env bash
# Short H200 experiments in one device call, from the bench/carry that bench/prepare-h200.sh
# fills (the tools archive, the cuda-tile wheel and tile; the kernel cache is not needed):
#
#   run(command="bash bench/experiments/run-h200.sh", carry=["bench/carry"], timeout_s=600)
#
# 1. the launch floor from C (bench/launch_floor.cu), steady and in bursts into an empty queue;
# 2. bench/experiments/tma_padded_views.py: do TMA loads and stores of a 2-D view stay inside
#    it when its rows are longer in memory (cuTile Python, the same tileiras and driver)?
# 3. tile bench first_launch: the first launch of the GEMM in fresh processes, cold and warm
#    cache, split into stages, with a second load of the same cubin to show the first load's
#    one-time part.
# Results under $OUT: experiments.txt (everything printed) and first_launch.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
C=bench/carry
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
exec > >(tee "$OUT/experiments.txt") 2>&1
stage() { echo; echo "== [$((SECONDS))s] $*"; }

stage "GPU"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem --format=csv

stage "launch floor (nvcc $(nvcc --version | grep -o 'release [0-9.]*'))"
nvcc -arch=sm_90 -O2 -o /tmp/launch_floor bench/launch_floor.cu -lcuda && timeout 60 /tmp/launch_floor

stage "CUDA 13.4 tools, cuda-tile wheel, tile"
mkdir -p /tmp/cu && tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
unset CUDA_HOME CUDA_PATH
export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site "$C"/cuda_tile-*.whl \
  && export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile

stage "TMA on padded 2-D views"
timeout 90 python3 bench/experiments/tma_padded_views.py

stage "first launch, cold and warm (three times)"
for i in 1 2 3; do
  TILE_CACHE_DIR=/tmp/tile-cache-fl timeout 120 /tmp/tile bench first_launch --no-tune --out "$OUT/first_launch.jsonl" \
    --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -v '^0:'
done
python3 - "$OUT/first_launch.jsonl" <<'EOF'
import json, sys
for line in open(sys.argv[1]):
    r = json.loads(line)
    print(f"{r['kernel'][:40]:40s} {r['ours_ms']:9.2f} ms  {r.get('detail', '')}")
EOF
stage "done"
