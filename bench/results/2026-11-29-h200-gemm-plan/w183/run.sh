# NVVM only (no tools): the layers of a small gemm()'s host path, back to back
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w183; rm -rf $W; mkdir -p $W
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"; lscpu | grep -E "Model name" | tee -a "$W/gpu.txt"
D=bench/results/2026-11-29-h200-gemm-plan
timeout 120 /tmp/tile run $D/layers.tile --device gpu --backend nvvm > $W/layers-nvvm.txt 2>&1; echo "layers rc=$?"; cut -c1-140 $W/layers-nvvm.txt
cp bench/out/bin/c183.sh $W/run.sh
tar -C /tmp -czf "$OUT/w183.tgz" w183
