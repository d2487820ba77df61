# After launch_small_n (few columns run as they are): gemm() at odd shapes (two rounds), at 17
# to 32 columns beside both block heights, the matmul example on both back ends, then the gemm
# sweep, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w62; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
peers() { sed -n '/--run-peers/,/"`/p' "$1" | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//'; }
for round in 1 2; do
  S=$(date +%s)
  timeout 150 /tmp/tile bench bench/gpu-checks/gemm_odd_shapes.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/gemm_odd_shapes.tile)" > $W/odd_$round.txt 2>&1; echo "odd round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A30 "^label" $W/odd_$round.txt | cut -c1-130
done
S=$(date +%s)
timeout 100 /tmp/tile bench bench/gpu-checks/gemm_cols32.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:8192x32x4096:NN bf16:8192x32x4096:NT bf16:8192x32x4096:TN bf16:4096x32x4096:NN bf16:4096x32x4096:TN bf16:3000x32x4100:NN bf16:6000x24x3000:TN" > $W/cols32.txt 2>&1; echo "cols32 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -A30 "^label" $W/cols32.txt | cut -c1-130
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be timeout 60 /tmp/tile run --device gpu examples/matmul.tile > $W/example_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
S=$(date +%s)
mkdir -p $W/sweep
timeout 260 /tmp/tile bench --sweep gemm --results $W/sweep > $W/sweep/sweep-gemm.txt 2> $W/sweep/sweep-gemm.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^gemm" $W/sweep/sweep-gemm.txt | awk '{print $NF, $0}' | sort -n | head -8 | cut -c1-130
grep "paired lines" $W/sweep/sweep-gemm.txt | grep -v "^bench"; grep "x16x4096\|x64x4096\|8192x8192" $W/sweep/sweep-gemm.txt | cut -c1-130; tail -2 $W/sweep/sweep-gemm.err
cp bench/carry-y/c62.sh $W/run.sh
tar czf "$OUT/w62.tgz" -C /tmp w62
