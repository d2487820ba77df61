# one launch, two tile sizes (gemm_tail_tiles.tile) beside gemm(), with cuBLAS
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w169; rm -rf $W; mkdir -p $W
bash bench/out/tools/p4/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 280 /tmp/tile bench bench/gpu-checks/gemm_tail_tiles.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:3000x3000x1000:NN bf16:3000x3000x1000:NT bf16:6000x3000x1560:NN bf16:3000x5000x2000:NN bf16:2304x2048x1024:NN bf16:4096x1280x2048:NN" > $W/tail.txt 2>&1; echo "rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|tail)|paired|rror" $W/tail.txt | cut -c1-140
cp bench/out/bin/c169.sh $W/run.sh
tar -C /tmp -czf "$OUT/w169.tgz" w169
