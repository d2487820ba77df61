# After the few-rows and split-K changes: gemm() at odd shapes (two rounds), the 16-row tiles,
# the matmul example on both back ends, then the gemm sweep, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w50; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
peers() { sed -n '/--run-peers/,/"`/p' "$1" | tr -d '#`"' | tr '\n' ' ' | sed 's/.*gemm_peer_times.py//; s/\. Each.*//; s/\.[[:space:]]*$//'; }
for round in 1 2; do
  S=$(date +%s)
  timeout 200 /tmp/tile bench bench/gpu-checks/gemm_odd_shapes.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/gemm_odd_shapes.tile)" > $W/odd_$round.txt 2>&1; echo "odd round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -A30 "^label" $W/odd_$round.txt | cut -c1-130
done
S=$(date +%s)
timeout 120 /tmp/tile bench bench/gpu-checks/gemm_rows16.tile --run-peers "bench/gpu-checks/gemm_peer_times.py $(peers bench/gpu-checks/gemm_rows16.tile)" > $W/rows16.txt 2>&1; echo "rows16 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -A12 "^label" $W/rows16.txt | cut -c1-130
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be timeout 120 /tmp/tile run --device gpu examples/matmul.tile > $W/example_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
S=$(date +%s)
mkdir -p $W/sweep
timeout 300 /tmp/tile bench --sweep gemm --results $W/sweep > $W/sweep/sweep-gemm.txt 2> $W/sweep/sweep-gemm.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^gemm" $W/sweep/sweep-gemm.txt | awk '{print $NF, $0}' | sort -n | head -8 | cut -c1-130
grep "paired lines" $W/sweep/sweep-gemm.txt | grep -v "^bench"; grep "8192x8192" $W/sweep/sweep-gemm.txt | cut -c1-130; tail -2 $W/sweep/sweep-gemm.err
cp bench/carry-y/c50.sh $W/run.sh
tar czf "$OUT/w50.tgz" -C /tmp w50
