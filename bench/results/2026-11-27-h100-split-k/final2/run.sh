# gemm_split_cost.tile with cuBLAS peers, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w41; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_split_cost.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:256x256x65536:NN bf16:256x256x65536:NT bf16:512x512x16384:NN bf16:512x512x16384:NT bf16:384x1000x14336:NN bf16:300x700x30000:NT f16-f32:600x500x9000:NN f16-f32:600x500x9000:TN bf16:768x640x12000:NN" > $W/split.txt 2>&1; echo "split rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^gemm\|^unsplit\|paired" $W/split.txt
cp bench/carry-y/c41.sh $W/run.sh
tar czf "$OUT/w41.tgz" -C /tmp w41
