# NVVM GEMM tiles: bench/gpu-checks/nvvm_tiles.tile through NVVM (ring bounded by occupancy).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w90; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 400 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_tiles.tile > $W/tiles.txt 2>&1; echo "tiles rc=$?"
grep -E "^NVVM-TILE|Error|off by|W0005" $W/tiles.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c90.sh $W/run.sh
cp -r $W "$OUT/w90"
