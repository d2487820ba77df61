# The GPU suite on both back ends (after launch_small_n), after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w63; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-s/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-s/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/suite | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 150 /tmp/suite --test-threads 1 gpu:: > $W/suite_nvvm.txt 2>&1; echo "suite nvvm rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite_nvvm.txt | head -5
S=$(date +%s)
TILE_TESTS_ROOT=$(pwd) timeout 400 /tmp/suite --test-threads 1 gpu:: > $W/suite_tileir.txt 2>&1; echo "suite tileir rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite_tileir.txt | head -5
cp bench/carry-s/c63.sh $W/run.sh
tar czf "$OUT/w63.tgz" -C /tmp w63
