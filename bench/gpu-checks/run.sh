#!/usr/bin/env bash
# Checks that need a GPU and a look at the output: the spill warning (W0005) and
# `:ir KERNEL resources`, and that bench() of a launch times the kernel. Uses the tile binary
# and tileiras that bench/nvvm.sh and bench/sanitize.sh put in /tmp (run it after them in the
# same warm session), or carries: run(command="bash bench/gpu-checks/run.sh", carry=["bench/carry-nvvm"]).
set -uo pipefail
cd "$(dirname "$0")/../.."
C=bench/carry-nvvm
OUT=${OUT:-bench/out}
mkdir -p "$OUT"
bin=/tmp/nv
mkdir -p "$bin/tileir"
[[ -x $bin/tile ]] || { xz -dc "$C/tile.xz" >"$bin/tile" && chmod +x "$bin/tile"; }
[[ -f $bin/tileir/.warm ]] || { tar xJf "$C/cache.tar.xz" -C "$bin/tileir" && touch "$bin/tileir/.warm"; }
unset CUDA_HOME CUDA_PATH
if [[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]]; then export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras; fi
{
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  echo "== spill.tile (tileir)"
  TILE_CACHE_DIR=$bin/tileir timeout 200 "$bin/tile" run --device gpu bench/gpu-checks/spill.tile 2>&1 | grep -vE "^ *│ *$"
  echo "== :ir matmul_grouped resources"
  printf 'from matmul import matmul_grouped\na = rand((256, 256), dtype=bf16, seed=1)\nb = rand((256, 256), dtype=bf16, seed=2)\nc = zeros((256, 256), dtype=bf16)\nlaunch(matmul_grouped, grid=(2,), args=(a, b, c, 128, 256, 64, 8, 4))\nlaunch(matmul_grouped, grid=(2,), args=(a, b, c, 128, 256, 64, 8, 8))\n:ir matmul_grouped resources\n' |
    TILE_CACHE_DIR=$bin/tileir timeout 200 "$bin/tile" repl --device gpu 2>&1 | grep -E "matmul_grouped \[|W0005"
  for be in tileir nvvm; do
    echo "== bench_timing.tile ($be)"
    TILE_BACKEND=$be TILE_CACHE_DIR=$bin/$be timeout 200 "$bin/tile" run --device gpu bench/gpu-checks/bench_timing.tile 2>&1 | tail -3
  done
} 2>&1 | tee "$OUT/gpu-checks.txt"
