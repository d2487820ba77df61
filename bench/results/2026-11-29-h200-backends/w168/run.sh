# matmul_stacked3 two an SM through Tile IR beside gemm() and the other large blocks, with cuBLAS
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w168; rm -rf $W; mkdir -p $W
bash bench/out/tools/p4/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 400 /tmp/tile bench bench/gpu-checks/gemm_stacked_occ2.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:3000x3000x1000:NN bf16:6000x3000x1560:NT bf16:3000x5000x2000:NN bf16:4096x4104x4096:NT bf16:2304x2048x1024:NN bf16:4096x4096x4096:NN" > $W/occ2.txt 2>&1; echo "rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|stacked|128x256)|paired|rror" $W/occ2.txt | cut -c1-140
cp bench/out/bin/c168.sh $W/run.sh
tar -C /tmp -czf "$OUT/w168.tgz" w168
