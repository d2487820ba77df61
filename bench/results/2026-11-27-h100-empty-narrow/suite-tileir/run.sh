# The GPU suite (gpu:: trials, both back ends where the suite runs them) from the suite binary.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w16; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_TESTS_ROOT=$(pwd) timeout 540 /tmp/suite --test-threads 1 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite.txt | head -20
cp bench/carry-y/c16.sh $W/run.sh
cp -r $W "$OUT/w16"
