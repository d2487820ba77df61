# Few-rows tiles and occupancy at sizes that are powers of two nowhere, and split-K at
# 700 x 260 x 9000 (gemm_narrow.tile), with cuBLAS in the same process, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w49; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
PEERS=$(sed -n '/--run-peers/,/"`/p' bench/gpu-checks/gemm_narrow.tile | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//')
for round in 1; do
  S=$(date +%s)
  timeout 450 /tmp/tile bench bench/gpu-checks/gemm_narrow.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $PEERS" > $W/narrow_$round.txt 2>&1; echo "narrow round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A80 "^label" $W/narrow_$round.txt | cut -c1-160
done
cp bench/carry-y/c49.sh $W/run.sh
tar czf "$OUT/w49.tgz" -C /tmp w49
