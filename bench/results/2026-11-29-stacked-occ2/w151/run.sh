# e9ac153 + bench/gpu-checks/nvvm_gemm_flat.tile through NVVM, cuBLAS before and after in the
# same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w151; rm -rf $W; mkdir -p $W/p1 $W/p2
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
PEERS="bf16:3000x3000x1000:NN bf16:3000x3000x1000:NT bf16:3072x3072x1024:NN bf16:2304x2048x1024:NN bf16:4096x1280x2048:NN bf16:1800x2600x1536:NN bf16:5000x2000x1536:NN bf16:6000x3000x1560:NN bf16:4096x4104x4096:NN bf16:2500x1000x2048:NN"

(cd bench/gpu-checks && timeout 400 /tmp/tile run --device gpu --backend nvvm nvvm_gemm_flat.tile) > $W/parts.txt 2> $W/tail.err; echo "tail rc=$? $(( $(date +%s) - S ))s"

tail -3 $W/tail.err; grep -h PEER $W/cublas1.txt $W/cublas2.txt; grep FLAT $W/parts.txt
cp bench/carry/c151.sh $W/run.sh
tar -C /tmp -czf "$OUT/w151.tgz" w151
