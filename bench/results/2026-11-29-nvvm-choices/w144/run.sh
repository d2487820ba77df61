# 55d88a6: few rows and few columns split into slices of K through NVVM
# (nvvm_gemm_narrow_split.tile) beside gemm() and cuBLAS (before and after).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w144; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s); mkdir -p $W/p1 $W/p2
P="bf16:1x4096x4096:NN bf16:64x4096x4096:NN bf16:16x14336x4096:NN bf16:1x14336x4096:NN bf16:4096x16x4096:NN bf16:8192x64x4096:NN bf16:128x4096x4096:NN"
(cd bench/gpu-checks && OUT=$W/p1 timeout 80 python3 gemm_peer_times.py $P > $W/cublas1.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_narrow_split.tile > $W/nsplit.txt 2>&1; echo "nsplit rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/nsplit.txt | head -5
(cd bench/gpu-checks && OUT=$W/p2 timeout 80 python3 gemm_peer_times.py $P > $W/cublas2.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^NSPLIT" $W/nsplit.txt | cut -c1-110; grep -h -E "^PEER" $W/cublas1.txt $W/cublas2.txt
cp bench/carry/c144.sh $W/run.sh
tar -C /tmp -czf "$OUT/w144.tgz" w144
