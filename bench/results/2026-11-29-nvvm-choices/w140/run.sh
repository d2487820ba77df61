# 10bd854: tile choices for gemm()'s products below 0.90x of cuBLAS through NVVM
# (nvvm_gemm_choices.tile), cuBLAS's times and kernels at the same shapes.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w140; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] || { xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 300 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_choices.tile > $W/choices.txt 2>&1; echo "choices rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/choices.txt | head -5
(cd bench/gpu-checks && OUT=$W timeout 80 python3 gemm_peer_times.py bf16:128x4096x14336:NN bf16:128x14336x4096:NN bf16:512x512x16384:NN bf16:256x256x65536:NN bf16:192x14336x4096:NN bf16:2500x1000x2048:NN f16-f32:3000x1000x776:NN f16-f32:2500x1000x776:NN bf16:3000x3000x1000:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && timeout 60 python3 peer_kernels.py 128x4096x14336:bf16 192x14336x4096:bf16 512x512x16384:bf16 2500x1000x2048:bf16 3000x3000x1000:bf16 6000x3000x1560:bf16 3072x3072x1024:bf16 5000x2000x1536:bf16 > $W/kernels.txt 2>&1); echo "kernels rc=$? $(( $(date +%s) - S ))s"
grep -E "^CHOICE" $W/choices.txt | cut -c1-110; grep -E "^PEER" $W/cublas.txt; grep -E "^KERNEL" $W/kernels.txt | cut -c1-150
cp bench/carry/c140.sh $W/run.sh
tar -C /tmp -czf "$OUT/w140.tgz" w140
