#!/usr/bin/env bash
# The whole H200 benchmark in ONE device call, from what bench/prepare-h200.sh put in bench/carry:
#
#   run(command="bash bench/run-h200.sh", carry=["bench/carry"], timeout_s=600)
#
# 1. builds the launch floor (bench/launch_floor.cu) with the machine's nvcc (CUDA 13.0), before
#    the 13.4 tools go on PATH;
# 2. unpacks tileiras, ptxas and libNVVM 13.4 to /tmp/cu, unsets CUDA_HOME (with it, tileiras loads
#    the machine's 13.0 libNVVM and exits 5), installs the cuda-tile wheel for peers.py;
# 3. peers: bench/peers.py, bench/peers_extra.py and the launch floor -> $OUT/baseline.json;
# 4. ours: tile bench --all --peers $OUT/baseline.json --out $OUT/h200.jsonl, with the warm
#    kernel cache (tileiras runs only for the cold first-launch measurement).
#
# Under $OUT: h200.jsonl (one line per measurement), baseline.json, autotune.json (the tuning
# choices), gpu.txt, launch_floor.txt, peers.log, tile-bench.log, tma_padded_views.txt. The output ends with the table
# of tile bench. Each stage has its own time limit, so the call ends inside its 600 s.
set -uo pipefail
cd "$(dirname "$0")/.."
C=bench/carry
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
stage() { echo; echo "== [$((SECONDS))s] $*"; }

stage "GPU"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.used --format=csv | tee "$OUT/gpu.txt"

stage "launch floor (nvcc $(nvcc --version | grep -o 'release [0-9.]*'))"
nvcc -arch=sm_90 -O2 -o /tmp/launch_floor bench/launch_floor.cu -lcuda && timeout 60 /tmp/launch_floor | tee "$OUT/launch_floor.txt"

stage "CUDA 13.4 tools, cuda-tile wheel, tile"
mkdir -p /tmp/cu && tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
unset CUDA_HOME CUDA_PATH
export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras
tileiras --version | grep -i release
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --target /tmp/site "$C"/cuda_tile-*.whl \
  && export PYTHONPATH=/tmp/site${PYTHONPATH:+:$PYTHONPATH}
xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
export TILE_CACHE_DIR=/tmp/tile-cache
mkdir -p "$TILE_CACHE_DIR" && tar xJf "$C/cache.tar.xz" -C "$TILE_CACHE_DIR"
echo "tile $(cat "$C/COMMIT" 2>/dev/null), $(ls "$TILE_CACHE_DIR/cubins" | wc -l) cached cubins"

stage "peers: bench/peers.py"
OUT=$OUT timeout 240 python3 bench/peers.py 2>&1 | tee "$OUT/peers.log"
stage "peers: bench/peers_extra.py"
OUT=$OUT timeout 90 python3 bench/peers_extra.py 2>&1 | tee -a "$OUT/peers.log"
python3 bench/merge_floor.py "$OUT/baseline.json" "$OUT/launch_floor.txt"

stage "experiment: TMA on padded 2-D views (cuTile Python, the same tileiras and driver)"
timeout 60 python3 bench/experiments/tma_padded_views.py 2>&1 | tee "$OUT/tma_padded_views.txt"

stage "ours: tile bench --all"
timeout 250 /tmp/tile bench --all --peers "$OUT/baseline.json" --out "$OUT/h200.jsonl" \
  --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | tee "$OUT/tile-bench.log"
status=${PIPESTATUS[0]}

python3 - "$TILE_CACHE_DIR/autotune" "$OUT/autotune.json" <<'EOF'
import glob, json, os, sys
entries = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(sys.argv[1], "*.json")))]
json.dump(entries, open(sys.argv[2], "w"), indent=1)
for e in entries:
    print(f"tuned {e['key']['kernel']} {e['key']['shape']} {e['key']['dtype']}: {e['config']} ({e['ms']:.4f} ms, {e['tried']} tried)")
EOF
stage "done: tile bench exit status $status; results in \$OUT: $(ls "$OUT" | tr '\n' ' ')"
exit "$status"
