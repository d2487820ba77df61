# The matmul example on both back ends, then the gemm sweep, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w42; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be timeout 200 /tmp/tile run --device gpu examples/matmul.tile > $W/example_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
S=$(date +%s)
mkdir -p $W/sweep
timeout 330 /tmp/tile bench --sweep gemm --results $W/sweep > $W/sweep/sweep-gemm.txt 2> $W/sweep/sweep-gemm.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "gemm 130\|gemm 257" $W/example_*.txt
grep "^gemm" $W/sweep/sweep-gemm.txt | awk '{print $NF, $0}' | sort -n | head -10 | cut -c1-150
grep "paired lines" $W/sweep/sweep-gemm.txt | grep -v "^bench"; tail -2 $W/sweep/sweep-gemm.err
cp bench/carry-y/c42.sh $W/run.sh
tar czf "$OUT/w42.tgz" -C /tmp w42
