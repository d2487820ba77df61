# after the Tile IR tools: examples/matmul.tile on the GPU through each back end (host checks),
# then the GEMM sweep through Tile IR, with the final build
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w185; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
for be in tileir nvvm; do
s=$(date +%s); timeout 150 /tmp/tile run examples/matmul.tile --device gpu --backend $be > $W/example-$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - s ))s"; grep -c "max abs diff" $W/example-$be.txt; grep -i "error\|assert" $W/example-$be.txt | head -3
done
s=$(date +%s); timeout 330 /tmp/tile bench --sweep gemm --backend tileir --results $W/tir > $W/gemm-tir.log 2>&1; echo "sweep rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm bf16 (4096x4104|8192x4104|6000x3000|3000x3000|8192x8192)|paired" $W/gemm-tir.log | cut -c1-125
cp bench/out/bin/c185.sh $W/run.sh
tar -C /tmp -czf "$OUT/w185.tgz" w185
