# matmul_grouped's block shapes through NVVM (HEAD's build) at the shapes where gemm() trails.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w107; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 400 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_tiles.tile > $W/tiles.txt 2>&1; echo "tiles rc=$?"
grep -E "^TILES|Error|error|off by|W0005" $W/tiles.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c107.sh $W/run.sh
cp -r $W "$OUT/w107"
