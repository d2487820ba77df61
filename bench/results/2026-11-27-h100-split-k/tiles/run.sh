# The matmul example and stdlib trials on the NVVM back end, then gemm_split_tiles.tile with
# cuBLAS peers, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w40; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
TILE_BACKEND=nvvm timeout 200 /tmp/tile run --device gpu examples/matmul.tile > $W/example_nvvm.txt 2>&1; echo "example nvvm rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 1 gpu::examples/matmul gpu::stdlib/matmul > $W/suite_nvvm.txt 2>&1; echo "suite nvvm rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_split_tiles.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:256x256x65536:NN bf16:512x512x16384:NN bf16:384x1000x14336:NN" > $W/tiles.txt 2>&1; echo "tiles rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
tail -4 $W/example_nvvm.txt; grep "^test \|test result" $W/suite_nvvm.txt
grep "^gemm\|^split\|paired" $W/tiles.txt
cp bench/carry-y/c40.sh $W/run.sh
tar czf "$OUT/w40.tgz" -C /tmp w40
