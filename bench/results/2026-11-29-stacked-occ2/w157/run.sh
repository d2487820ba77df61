# 8591eed: nvvm_gemm_occ2_layouts.tile through NVVM, cuBLAS before and after in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w157; rm -rf $W; mkdir -p $W/p1 $W/p2
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
PEERS="bf16:192x14336x4096:NN bf16:192x14336x4096:NT bf16:2304x2048x1024:NT bf16:4096x1280x2048:TN bf16:1800x2600x1536:NT bf16:3000x2000x1024:NN bf16:4000x1500x1024:NN bf16:2560x2560x2048:NN f16-f32:2304x2048x1024:NN f16-f32:2000x2600x777:NN bf16:1500x3000x4096:NN"
(cd bench/gpu-checks && OUT=$W/p1 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas1.txt 2>&1; echo "peers1 $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && timeout 300 /tmp/tile run --device gpu --backend nvvm nvvm_gemm_occ2_layouts.tile) > $W/ksteps.txt 2> $W/ksteps.err; echo "ksteps rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W/p2 timeout 120 python3 gemm_peer_times.py $PEERS) > $W/cublas2.txt 2>&1; echo "peers2 $(( $(date +%s) - S ))s"
tail -3 $W/ksteps.err; grep -h PEER $W/cublas1.txt $W/cublas2.txt; grep LAYOUTS $W/ksteps.txt
cp bench/carry/c157.sh $W/run.sh
tar -C /tmp -czf "$OUT/w157.tgz" w157
