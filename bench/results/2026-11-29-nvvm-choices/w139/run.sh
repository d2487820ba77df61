# 10bd854: gemm()'s few-row and few-column products through NVVM in every layout
# (nvvm_gemm_narrow_layouts.tile), the GPU suite through NVVM, then mid-size grids' tiles
# (nvvm_gemm_mid_tiles.tile) beside cuBLAS.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w139; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 50 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_narrow_layouts.tile > $W/layouts.txt 2>&1; echo "layouts rc=$? $(( $(date +%s) - S ))s"
grep -cE "^NARROW-LAYOUT" $W/layouts.txt; grep -E "rror|assert" $W/layouts.txt | head -5
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 75 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -10
timeout 240 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_mid_tiles.tile > $W/mid.txt 2>&1; echo "mid rc=$? $(( $(date +%s) - S ))s"; grep -E "rror" $W/mid.txt | head -3
(cd bench/gpu-checks && OUT=$W timeout 60 python3 gemm_peer_times.py bf16:3000x3000x1000:NN bf16:4096x1280x2048:NN bf16:2304x2048x1024:NN bf16:1800x2600x1536:NN bf16:5000x1000x1000:NN bf16:2000x1000x776:NN bf16:1024x1024x1024:NN bf16:3072x3072x1024:NN bf16:5000x2000x1536:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^MID" $W/mid.txt | cut -c1-100; grep -E "^PEER" $W/cublas.txt
cp bench/carry/c139.sh $W/run.sh
tar -C /tmp -czf "$OUT/w139.tgz" w139
