# The final build (c95ebef): the whole GPU suite through NVVM, then nvvm_mma.tile through NVVM
# once (gemm, bmm, attention_forward at D = 64, 128, 128 causal and 256).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w102; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-tile.txt 2>&1; echo "tile rc=$?"
grep -E "^NVVM-|Error|error|off by|W0" $W/perf-tile.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c102.sh $W/run.sh
cp -r $W "$OUT/w102"
