# the commit of BUILD: the NVVM GPU suite, then tile bench's GEMM sweep through NVVM (cuBLAS in
# the same call).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w159; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 90 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -10
timeout 290 /tmp/tile bench --sweep gemm --backend nvvm --results $W > $W/sweep.txt 2> $W/sweep.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -h "0.90x or above" $W/*/README.md | cut -c1-3000
cp bench/carry/c159.sh $W/run.sh
tar -C /tmp -czf "$OUT/w159.tgz" w159
