# The split-K run trials and the matmul example/stdlib trials of the GPU suite, both back ends.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w44; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
for be in tileir nvvm; do
  S=$(date +%s)
  TILE_BACKEND=$be TILE_TESTS_ROOT=$(pwd) timeout 250 /tmp/suite --test-threads 1 gpu::stdlib/matmul > $W/suite_$be.txt 2>&1; echo "suite $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep "^test \|test result" $W/suite_$be.txt
done
cp bench/carry-y/c44.sh $W/run.sh
cp -r $W "$OUT/w44"
