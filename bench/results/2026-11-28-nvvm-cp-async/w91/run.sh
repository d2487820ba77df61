# After the tools calls of bench/README.md: the whole GPU suite through NVVM on the new build,
# then the stdlib GEMM and attention (nvvm_mma.tile) through NVVM on the old and new builds
# and through Tile IR on the new one, alternating, two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w91; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 330 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
for r in 1 2; do
  for b in tile-old tile; do
    timeout 100 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-nvvm-$b-$r.txt 2>&1; echo "nvvm $b $r rc=$?"
    grep "^NVVM-" $W/perf-nvvm-$b-$r.txt
  done
  timeout 150 /tmp/tile run --device gpu --backend tileir bench/gpu-checks/nvvm_mma.tile > $W/perf-tileir-$r.txt 2>&1; echo "tileir tile $r rc=$?"
  grep "^NVVM-" $W/perf-tileir-$r.txt
done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c91.sh $W/run.sh
cp -r $W "$OUT/w91"
