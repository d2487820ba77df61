# gemm() at shapes that are powers of two nowhere (gemm_odd_shapes.tile) with cuBLAS in the
# same process, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w48; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
PEERS=$(sed -n '/--run-peers/,/"`/p' bench/gpu-checks/gemm_odd_shapes.tile | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//')
for round in 1 2; do
  S=$(date +%s)
  timeout 250 /tmp/tile bench bench/gpu-checks/gemm_odd_shapes.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $PEERS" > $W/odd_$round.txt 2>&1; echo "odd round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A40 "^label" $W/odd_$round.txt | cut -c1-160
done
cp bench/carry-y/c48.sh $W/run.sh
tar czf "$OUT/w48.tgz" -C /tmp w48
