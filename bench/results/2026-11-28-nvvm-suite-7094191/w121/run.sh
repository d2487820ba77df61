# HEAD's GPU suite through NVVM (every example and stdlib run test on the GPU).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w121; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 300 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c121.sh $W/run.sh
cp -r $W "$OUT/w121"
