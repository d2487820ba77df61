# NVVM attention with the query tile's A fragments held in registers across the loop: the whole GPU
# suite through NVVM on the new build; nvvm_attention_tiles.tile, new and previous build;
# nvvm_mma.tile on the new build twice.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w101; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-prev suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
for b in tile tile-prev; do
  timeout 200 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_tiles.tile > $W/tiles-$b.txt 2>&1; echo "tiles $b rc=$?"
  grep -E "^NVVM-|Error|error|off by|W0" $W/tiles-$b.txt
done
for r in 1 2; do
  timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-tile-$r.txt 2>&1; echo "tile $r rc=$?"
  grep -E "^NVVM-|Error|error|off by|W0" $W/perf-tile-$r.txt
done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c101.sh $W/run.sh
cp -r $W "$OUT/w101"
