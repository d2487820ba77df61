# The NVVM mma shapes check, then the GPU suite (gpu:: trials, both back ends where the suite
# runs them) from the suite binary, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w85; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 100 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/nvvm_mma_shapes.txt 2>&1; echo "nvvm_mma_shapes rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -c "^NVVM-MMA" $W/nvvm_mma_shapes.txt; tail -2 $W/nvvm_mma_shapes.txt
S=$(date +%s)
TILE_TESTS_ROOT=$(pwd) timeout 480 /tmp/suite --test-threads 1 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite.txt | head -20
cp bench/carry-y/c85.sh $W/run.sh
cp -r $W "$OUT/w85"
