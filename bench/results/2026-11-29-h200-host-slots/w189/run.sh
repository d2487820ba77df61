# Tiles at 1000^3 beside cuBLAS (bench/gpu-checks/gemm_1000.tile), build 6efbda4.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w189; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin2/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin2/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 400 /tmp/tile bench bench/gpu-checks/gemm_1000.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:1000x1000x1000:NN bf16:1000x1000x1000:NT" > $W/k1000.log 2>&1; echo "k1000 rc=$? $(( $(date +%s) - s ))s"
grep -E "1000x1000x1000|rror" $W/k1000.log | grep -v "^bench " | cut -c1-130
cp bench/out/bin2/c189.sh $W/run.sh
tar -C /tmp -czf "$OUT/w189.tgz" w189
