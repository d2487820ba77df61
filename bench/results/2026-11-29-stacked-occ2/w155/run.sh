# 8591eed: one round of 128 x 256 tiles over K = 64 to 4096 through NVVM
# (nvvm_gemm_k_steps.tile), cuBLAS at the same shapes before and after in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w155; rm -rf $W; mkdir -p $W/p1 $W/p2
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
PEERS=$(for K in 64 128 256 512 1024 2048 4096; do printf "bf16:2048x2048x$K:NN "; done)
(cd bench/gpu-checks && OUT=$W/p1 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas1.txt 2>&1; echo "peers1 $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && timeout 300 /tmp/tile run --device gpu --backend nvvm nvvm_gemm_k_steps.tile) > $W/ksteps.txt 2> $W/ksteps.err; echo "ksteps rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W/p2 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas2.txt 2>&1; echo "peers2 $(( $(date +%s) - S ))s"
tail -3 $W/ksteps.err; grep -h PEER $W/cublas1.txt $W/cublas2.txt; grep KSTEPS $W/ksteps.txt
cp bench/carry/c155.sh $W/run.sh
tar -C /tmp -czf "$OUT/w155.tgz" w155
