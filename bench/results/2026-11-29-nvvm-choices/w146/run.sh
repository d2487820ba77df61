# 100d709 + gemm()'s whole rounds of 128 x 256 tiles and the rest apart on NVVM
# (nvvm_gemm_waves.tile) between two rounds of cuBLAS.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w146; rm -rf $W; mkdir -p $W/p1 $W/p2
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
P="bf16:3000x3000x1000:NN bf16:3000x3000x1000:NT bf16:2304x2048x1024:NN bf16:4096x1280x2048:NN bf16:4096x1280x2048:TN bf16:3072x3072x1024:NN bf16:1800x2600x1536:NN bf16:5000x2000x1536:NN bf16:5000x1000x1000:NN bf16:6000x3000x1560:NN bf16:4096x4104x4096:NN"
(cd bench/gpu-checks && OUT=$W/p1 timeout 80 python3 gemm_peer_times.py $P > $W/cublas1.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_waves.tile > $W/waves.txt 2>&1; echo "waves rc=$? $(( $(date +%s) - S ))s"; grep -E "rror|assert" $W/waves.txt | head -5
(cd bench/gpu-checks && OUT=$W/p2 timeout 80 python3 gemm_peer_times.py $P > $W/cublas2.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^WAVES" $W/waves.txt | cut -c1-110; grep -h -E "^PEER" $W/cublas1.txt $W/cublas2.txt
cp bench/carry/c146.sh $W/run.sh
tar -C /tmp -czf "$OUT/w146.tgz" w146
