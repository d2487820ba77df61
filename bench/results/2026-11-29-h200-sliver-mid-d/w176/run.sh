# gemm() beside 256 x 128 (TALL) and 128 x 256 tiles through Tile IR at products just past a multiple of 256 columns, with cuBLAS
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w176; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
P="bench/gpu-checks/gemm_peer_times.py"; for s in 4096x4104x4096 2048x4104x4096 4096x4160x4096 8192x4104x2048; do P="$P bf16:$s:NN bf16:$s:NT"; done
s=$(date +%s); timeout 400 /tmp/tile bench bench/gpu-checks/gemm_tall.tile --backend tileir --run-peers "$P" > $W/tall.txt 2>&1; echo "tall rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|tall|wide)|paired|rror" $W/tall.txt | cut -c1-125
cp bench/out/bin/c176.sh $W/run.sh
tar -C /tmp -czf "$OUT/w176.tgz" w176
