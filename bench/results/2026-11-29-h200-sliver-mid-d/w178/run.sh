# gemm() beside 128 x 256 tiles and both stacked blocks through Tile IR at grids of four rounds or more, with cuBLAS
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w178; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
P="bench/gpu-checks/gemm_peer_times.py bf16:6000x3000x1560:NN bf16:6000x3000x1560:NT bf16:6144x3072x1024:NN bf16:5000x5000x2000:NN bf16:5120x5120x2048:NN bf16:3000x3000x1000:NN bf16:5000x2000x1536:NN"
s=$(date +%s); timeout 420 /tmp/tile bench bench/gpu-checks/gemm_many_rounds.tile --backend tileir --run-peers "$P" > $W/rounds.txt 2>&1; echo "rounds rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|wide|stacked)|paired|rror" $W/rounds.txt | cut -c1-125
cp bench/out/bin/c178.sh $W/run.sh
tar -C /tmp -czf "$OUT/w178.tgz" w178
