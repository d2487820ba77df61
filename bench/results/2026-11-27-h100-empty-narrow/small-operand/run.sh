# The few-rows products with a transposed small operand, with and without a row-major copy of
# it (gemm_small_operand.tile), with cuBLAS in the same process, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w52; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
PEERS=$(sed -n '/--run-peers/,/"`/p' bench/gpu-checks/gemm_small_operand.tile | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//')
for round in 1 2; do
  S=$(date +%s)
  timeout 200 /tmp/tile bench bench/gpu-checks/gemm_small_operand.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $PEERS" > $W/small_$round.txt 2>&1; echo "small round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A80 "^label" $W/small_$round.txt | cut -c1-160
done
cp bench/carry-y/c52.sh $W/run.sh
tar czf "$OUT/w52.tgz" -C /tmp w52
