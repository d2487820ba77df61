# Tiles at 1000^3 beside cuBLAS (bench/gpu-checks/gemm_1000.tile), then the GEMM sweep through
# Tile IR, with the build after (6efbda4).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w188; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin2/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin2/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 200 /tmp/tile bench bench/gpu-checks/gemm_1000.tile --backend tileir --results $W/k1000 --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:1000x1000x1000:NN bf16:1000x1000x1000:NT" > $W/k1000.log 2>&1; echo "k1000 rc=$? $(( $(date +%s) - s ))s"
grep -E "1000x1000x1000" $W/k1000.log | cut -c1-130
s=$(date +%s); timeout 330 /tmp/tile bench --sweep gemm --backend tileir --results $W/tir > $W/gemm-tir.log 2>&1; echo "sweep rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm " $W/gemm-tir.log | awk '{r=$NF; sub("x","",r); if (r+0 < 0.90) print}' | cut -c1-130
grep -cE "^gemm " $W/gemm-tir.log
cp bench/out/bin2/c188.sh $W/run.sh
tar -C /tmp -czf "$OUT/w188.tgz" w188
