# The final rule: wgmma left in flight only where a block has the SM to itself (128 x 256).
# The whole GPU suite through NVVM, nvvm_mma_shapes.tile, then nvvm_gemm_layouts.tile by the
# new build and a997d1e alternately through NVVM.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w106; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20 | tee -a $W/gpu.txt
timeout 100 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$? $(grep -c NVVM-MMA $W/shapes.txt) products" | tee -a $W/gpu.txt
grep -E "W0005|rror|off by" $W/shapes.txt | head -5
for round in 1 2; do
  for b in tile tile-old; do
    timeout 120 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/layouts-$b-$round.txt 2>&1; echo "$b round $round rc=$?"
    grep -E "^GEMM|Error|error|off by" $W/layouts-$b-$round.txt | sed "s/^/$b: /"
  done
done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
rm -f $W/suite.txt
cp bench/carry-y/c106.sh $W/run.sh
cp -r $W "$OUT/w106"
