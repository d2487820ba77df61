# NVVM ring reading an operand from registers (attention p @ v), B transposed (q @ k.T from k's
# rows) and operands from before the loop written once (q): the whole GPU suite through NVVM
# on the new build, then nvvm_mma.tile through NVVM, 9d242e7 (tile-mid) and the new build
# alternating, two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w96; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-mid suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
for r in 1 2; do for b in tile-mid tile; do
  timeout 150 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep -E "^NVVM-|Error|error|off by" $W/perf-$b-$r.txt
done; done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c96.sh $W/run.sh
cp -r $W "$OUT/w96"
