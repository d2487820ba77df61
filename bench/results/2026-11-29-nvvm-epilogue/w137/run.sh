# HEAD: few rows and few columns through NVVM at tiles its wgmma takes (nvvm_gemm_narrow.tile),
# beside gemm()'s own; cuBLAS in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w137; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 100 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_narrow.tile > $W/narrow.txt 2>&1; echo "narrow rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 40 python3 gemm_peer_times.py bf16:1x4096x4096:NN bf16:16x14336x4096:NN bf16:64x4096x4096:NN bf16:4096x16x4096:NN bf16:8192x64x4096:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^NARROW|rror" $W/narrow.txt | cut -c1-100; grep -E "^PEER" $W/cublas.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c137.sh $W/run.sh
tar -C /tmp -czf "$OUT/w137.tgz" w137
