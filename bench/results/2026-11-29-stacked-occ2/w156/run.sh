# 8591eed: blocks of one warpgroup two an SM through NVVM (nvvm_gemm_occ2.tile), cuBLAS
# before and after in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w156; rm -rf $W; mkdir -p $W/p1 $W/p2
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
PEERS="bf16:3000x3000x1000:NN bf16:2304x2048x1024:NN bf16:4096x1280x2048:NN bf16:3072x3072x1024:NN bf16:1800x2600x1536:NN bf16:5000x2000x1536:NN bf16:6000x3000x1560:NN bf16:4096x4096x4096:NN"
(cd bench/gpu-checks && OUT=$W/p1 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas1.txt 2>&1; echo "peers1 $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && timeout 300 /tmp/tile run --device gpu --backend nvvm nvvm_gemm_occ2.tile) > $W/ksteps.txt 2> $W/ksteps.err; echo "ksteps rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W/p2 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas2.txt 2>&1; echo "peers2 $(( $(date +%s) - S ))s"
tail -3 $W/ksteps.err; grep -h PEER $W/cublas1.txt $W/cublas2.txt; grep OCC2 $W/ksteps.txt
cp bench/carry/c156.sh $W/run.sh
tar -C /tmp -czf "$OUT/w156.tgz" w156
