# gemm()'s NVVM choices with 128 x 128 only past one round: sweep lines timed again
# (nvvm_gemm_retime.tile, three rounds) beside cuBLAS (two rounds, before and after).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w143; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s); mkdir -p $W/p1 $W/p2
P="bf16:192x14336x4096:NN bf16:192x14336x4096:NT bf16:128x4096x14336:NN bf16:128x4096x14336:NT bf16:3000x3000x1000:NN bf16:3000x3000x1000:NT f16-f32:3000x1000x777:TN f16-f32:3000x1000x776:TN"
(cd bench/gpu-checks && OUT=$W/p1 timeout 80 python3 gemm_peer_times.py $P > $W/cublas1.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_retime.tile > $W/retime.txt 2>&1; echo "retime rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/retime.txt | head -5
(cd bench/gpu-checks && OUT=$W/p2 timeout 80 python3 gemm_peer_times.py $P > $W/cublas2.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^RETIME" $W/retime.txt | cut -c1-110; grep -h -E "^PEER" $W/cublas1.txt $W/cublas2.txt
cp bench/carry/c143.sh $W/run.sh
tar -C /tmp -czf "$OUT/w143.tgz" w143
