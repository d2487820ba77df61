# gemm() beside the direct product in (tm, tn) tiles at few columns (gemm_few_cols.tile),
# cuBLAS in the same process, two rounds, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w61; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
PEERS="bf16:4096x16x4096:NN bf16:4096x16x4096:NT bf16:4096x16x4096:TN bf16:8192x64x4096:NN bf16:8192x64x4096:NT bf16:8192x64x4096:TN bf16:5000x40x3000:NN bf16:5000x40x3000:NT bf16:5000x40x3000:TN bf16:5000x12x3000:NN bf16:10000x56x2000:NT bf16:3333x24x4100:NN bf16:3333x24x4100:TT bf16:14336x16x4096:NN"
for round in 1 2; do
  S=$(date +%s)
  timeout 280 /tmp/tile bench bench/gpu-checks/gemm_few_cols.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $PEERS" > $W/cols_$round.txt 2>&1; echo "cols round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A90 "^label" $W/cols_$round.txt | cut -c1-150
done
cp bench/carry-y/c61.sh $W/run.sh
tar czf "$OUT/w61.tgz" -C /tmp w61
