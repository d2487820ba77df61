# Transposed views staged (and wgmma):  the whole GPU suite through NVVM, nvvm_mma_shapes.tile, then
# nvvm_gemm_layouts.tile by the new build and HEAD's (c95ebef's NVVM code) alternately, and
# nvvm_mma.tile by the new build.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w104; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
timeout 100 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$?" | tee -a $W/gpu.txt
tail -5 $W/shapes.txt
for round in 1 2; do
  for b in tile tile-old; do
    timeout 120 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/layouts-$b-$round.txt 2>&1; echo "$b round $round rc=$?"
    grep -E "^GEMM|Error|error|off by" $W/layouts-$b-$round.txt | sed "s/^/$b: /"
  done
done
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-tile.txt 2>&1; echo "mma rc=$?"
grep -E "^NVVM-|Error|error|off by" $W/perf-tile.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c103.sh $W/run.sh
cp -r $W "$OUT/w104"
