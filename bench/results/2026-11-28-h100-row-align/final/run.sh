# The final aligned_b rule (2048 columns or more): examples/matmul.tile on both back ends, then
# gemm_half_sector once, with the new build, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w76; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile-new.xz >/tmp/tile-new && chmod +x /tmp/tile-new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD-new | tee -a "$W/gpu.txt"; sha256sum /tmp/tile-new | cut -c1-16 | tee -a $W/gpu.txt
peers() { sed -n '/--run-peers/,/"`/p' "$1" | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//'; }
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be timeout 60 /tmp/tile-new run --device gpu examples/matmul.tile > $W/example_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep "^gemm 4000\|rror" $W/example_$be.txt
done
s=gemm_half_sector
S=$(date +%s)
timeout 150 /tmp/tile-new bench bench/gpu-checks/$s.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/$s.tile)" > $W/${s}_new.txt 2>&1; echo "$s rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -A40 "^label" $W/${s}_new.txt | cut -c1-130
cp bench/carry-y/c76.sh $W/run.sh
tar czf "$OUT/w76.tgz" -C /tmp w76
