# 10bd854 + gemm()'s new NVVM choices: each checked and timed beside the launch taken before
# (nvvm_gemm_heuristic.tile), stream-K through NVVM (nvvm_gemm_streamk.tile), cuBLAS.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w141; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_heuristic.tile > $W/heur.txt 2>&1; echo "heur rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/heur.txt | head -5
(cd bench/gpu-checks && OUT=$W timeout 80 python3 gemm_peer_times.py bf16:128x4096x14336:NN bf16:128x4096x4096:NN bf16:640x640x4096:NN bf16:512x512x16384:NN bf16:2500x1000x2048:NN f16-f32:3000x1000x776:NN f16-f32:2500x1000x776:NN bf16:5000x1000x1000:NN bf16:4096x1280x2048:NN bf16:2304x2048x1024:NN bf16:3072x3072x1024:NN bf16:3000x3000x1000:NN bf16:1800x2600x1536:NN bf16:5000x2000x1536:NN bf16:4096x4096x4096:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_streamk.tile > $W/streamk.txt 2>&1; echo "streamk rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/streamk.txt | head -5
grep -E "^HEUR" $W/heur.txt | cut -c1-110; grep -E "^PEER" $W/cublas.txt; grep -E "^SK" $W/streamk.txt | cut -c1-110
cp bench/carry/c141.sh $W/run.sh
tar -C /tmp -czf "$OUT/w141.tgz" w141
