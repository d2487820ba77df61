# gemm_half_sector under the build before (tile.xz) and after (tile-new.xz) aligned_b and the
# 128-byte padded rows, alternating, two rounds each, then examples/matmul.tile on both back
# ends with the new build, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w75; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile-old && chmod +x /tmp/tile-old
xz -dc bench/carry-y/tile-new.xz >/tmp/tile-new && chmod +x /tmp/tile-new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD bench/carry-y/BUILD-new | tee -a "$W/gpu.txt"; sha256sum /tmp/tile-old /tmp/tile-new | cut -c1-16 | tee -a $W/gpu.txt
peers() { sed -n '/--run-peers/,/"`/p' "$1" | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//'; }
s=gemm_half_sector
for round in 1 2; do
  for build in old new; do
    S=$(date +%s)
    timeout 150 /tmp/tile-$build bench bench/gpu-checks/$s.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/$s.tile)" > $W/${s}_${build}_$round.txt 2>&1; echo "$s $build round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
    grep -A40 "^label" $W/${s}_${build}_$round.txt | cut -c1-130
  done
done
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be timeout 60 /tmp/tile-new run --device gpu examples/matmul.tile > $W/example_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  tail -3 $W/example_$be.txt
done
cp bench/carry-y/c75.sh $W/run.sh
tar czf "$OUT/w75.tgz" -C /tmp w75
