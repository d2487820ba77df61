# 8591eed: the NVVM GPU suite, then tile bench's bf16 row sweep through NVVM (Triton in the
# same call).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w154; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 100 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -10
timeout 300 /tmp/tile bench --sweep rows-bf16 --backend nvvm --results $W > $W/sweep.txt 2> $W/sweep.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
tail -5 $W/sweep.err; cat $W/sweep.txt | cut -c1-160 | tail -50
cp bench/carry/c154.sh $W/run.sh
tar -C /tmp -czf "$OUT/w154.tgz" w154
