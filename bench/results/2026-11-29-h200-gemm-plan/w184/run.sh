# after the Tile IR tools: gemm_b_copy_now.tile through Tile IR and NVVM, cuBLAS beside it
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w184; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
P="bench/gpu-checks/gemm_peer_times.py bf16:4096x4104x4096:NN bf16:8192x4104x2048:NN bf16:6000x3000x1560:NN bf16:6000x3000x1560:TN bf16:4096x3000x2048:NN bf16:4096x2056x4096:NN"
for be in tileir nvvm; do
s=$(date +%s); timeout 260 /tmp/tile bench bench/gpu-checks/gemm_b_copy_now.tile --backend $be --run-peers "$P" > $W/copy-$be.txt 2>&1; echo "copy $be rc=$? $(( $(date +%s) - s ))s"
grep -E "^PLAN|^(gemm|B )" $W/copy-$be.txt | cut -c1-120
done
cp bench/out/bin/c184.sh $W/run.sh
tar -C /tmp -czf "$OUT/w184.tgz" w184
