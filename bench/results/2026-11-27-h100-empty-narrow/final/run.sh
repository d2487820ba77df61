# The workspace's clearing cost (gemm_split_zeroed.tile with cuBLAS), then the GPU suite on
# both back ends, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w51; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 100 /tmp/tile bench bench/gpu-checks/gemm_split_zeroed.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:512x512x16384:NN bf16:512x512x16384:NT bf16:256x256x65536:NN" > $W/zeroed.txt 2>&1; echo "zeroed rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -A12 "^label" $W/zeroed.txt | cut -c1-130
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 150 /tmp/suite --test-threads 1 gpu:: > $W/suite_nvvm.txt 2>&1; echo "suite nvvm rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite_nvvm.txt | head -5
S=$(date +%s)
TILE_TESTS_ROOT=$(pwd) timeout 380 /tmp/suite --test-threads 1 gpu:: > $W/suite_tileir.txt 2>&1; echo "suite tileir rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|failed" $W/suite_tileir.txt | head -5
cp bench/carry-y/c51.sh $W/run.sh
tar czf "$OUT/w51.tgz" -C /tmp w51
