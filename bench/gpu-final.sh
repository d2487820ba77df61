#!/usr/bin/env bash
# The GPU suites through both back ends (NVVM with no tileiras anywhere) and the embedding GPU
# tests, in one call after the tools call of bench/README.md:
#   run(command="... tar xJ -C /tmp/cu && bash bench/gpu-final.sh",
#       carry=["bench/carry-t2", "bench/carry-nvvm", "target/embed-gpu"])
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
C=bench/carry-nvvm; bin=/tmp/nv
mkdir -p "$bin/tileir" "$bin/nvvm"
for f in tile suite; do xz -dc "$C/$f.xz" >"$bin/$f" && chmod +x "$bin/$f"; done
tar xJf "$C/cache.tar.xz" -C "$bin/tileir"
export TILE_TESTS_ROOT=$PWD TILE_LIBNVVM=${CUDA_HOME:-/usr/local/cuda}/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"; cat "$C/BUILD" | tee -a "$OUT/gpu.txt"
echo "== embedding GPU tests"
bash scripts/gpu-embed-tests.sh >"$OUT/embed.txt" 2>&1; echo "embed exit $?" | tee -a "$OUT/embed.txt"
tail -25 "$OUT/embed.txt"
echo "== the GPU suite through NVVM, no tileiras anywhere"
TILE_TILEIRAS=/nonexistent/tileiras TILE_BACKEND=nvvm TILE_CACHE_DIR=$bin/nvvm timeout 240 "$bin/suite" --test-threads 1 gpu:: >"$OUT/gpu-nvvm.txt" 2>&1
grep -E "^test result|FAILED" "$OUT/gpu-nvvm.txt" | head
unset CUDA_HOME CUDA_PATH
echo "== the GPU suite through Tile IR"
TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras TILE_BACKEND=tileir TILE_CACHE_DIR=$bin/tileir timeout 240 "$bin/suite" --test-threads 1 gpu:: >"$OUT/gpu-tileir.txt" 2>&1
grep -E "^test result|FAILED" "$OUT/gpu-tileir.txt" | head
