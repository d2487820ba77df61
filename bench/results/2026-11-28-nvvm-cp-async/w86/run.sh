# NVVM cp.async ring + 64 x 64 warp tiles: the NVVM mma GPU trials and nvvm_mma_shapes.tile on the new
# build, then the stdlib GEMM and attention through NVVM (nvvm_mma.tile), three builds alternating,
# two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w86; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-mid tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for t in examples/matmul examples/attention examples/persistent_matmul stdlib/matmul/ stdlib/persistent_matmul/ stdlib/attention/ stdlib/mha/ stdlib/flash_attention/ stdlib/bmm/; do
  TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 "gpu::$t" >> $W/suite.txt 2>&1; echo "gpu::$t rc=$?" | tee -a $W/gpu.txt
done
echo "suite $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test .*(FAILED|ok)$|panicked|off by" $W/suite.txt | head -40
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$?" | tee -a $W/gpu.txt
tail -4 $W/shapes.txt
for r in 1 2; do for b in tile-old tile-mid tile; do
  timeout 100 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep "^NVVM-" $W/perf-$b-$r.txt
done; done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c85.sh $W/run.sh
cp -r $W "$OUT/w86"
