# 2-byte layer and RMS norm rows of 2048-8192 columns: rows_inflight.tile's candidates beside
# the Triton and torch peers (rows_sweep_triton.py), in one process on one card.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w25; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 400 /tmp/tile bench bench/gpu-checks/rows_inflight.tile --run-peers "bench/gpu-checks/rows_sweep_triton.py bf16 2048 4096 8192" \
  --out $W/inflight.jsonl > $W/inflight.txt 2> $W/peers.txt; echo "rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -v "^bench " $W/inflight.txt | grep -E "forward|persistent|tile|^label" | cut -c1-160
cp bench/carry-y/c25.sh $W/run.sh
cp -r $W "$OUT/w25"
