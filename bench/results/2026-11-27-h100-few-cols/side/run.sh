# gemm() beside the other side's tiles at products with one side of at most 64
# (gemm_small_side.tile), cuBLAS in the same process, two rounds, after the tools call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w60; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
PEERS="bf16:40x5000x3000:TN bf16:40x5000x3000:NN bf16:12x5000x3000:TN bf16:64x4096x4096:TN bf16:5000x40x3000:NN bf16:5000x40x3000:TN bf16:5000x40x3000:NT bf16:5000x12x3000:NN bf16:4096x16x4096:TN bf16:8192x64x4096:TN"
for round in 1 2; do
  S=$(date +%s)
  timeout 250 /tmp/tile bench bench/gpu-checks/gemm_small_side.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $PEERS" > $W/side_$round.txt 2>&1; echo "side round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A80 "^label" $W/side_$round.txt | cut -c1-150
done
cp bench/carry-y/c60.sh $W/run.sh
tar czf "$OUT/w60.tgz" -C /tmp w60
