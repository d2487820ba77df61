# HEAD (465ce5b): the whole GPU suite through NVVM.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w109; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20 | tee -a $W/gpu.txt
rm -f $W/suite.txt
cp bench/carry-y/c109.sh $W/run.sh
cp -r $W "$OUT/w109"
