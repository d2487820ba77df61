# The GPU suite on the NVVM back end (TILE_BACKEND=nvvm), from the suite binary.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w46; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 540 /tmp/suite --test-threads 1 gpu:: > $W/suite.txt 2>&1; echo "suite nvvm rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite.txt | head -20
cp bench/carry-y/c46.sh $W/run.sh
cp -r $W "$OUT/w46"
