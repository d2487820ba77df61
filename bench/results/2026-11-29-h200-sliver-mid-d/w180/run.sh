# after the Tile IR tools: examples/matmul.tile on the GPU through each back end, launches traced
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w180; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
for be in tileir nvvm; do
s=$(date +%s); timeout 150 /tmp/tile run examples/matmul.tile --device gpu --backend $be --trace-launches > $W/example-$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - s ))s"; grep -c "max abs diff" $W/example-$be.txt; grep -B4 "256 x 128 tiles" $W/example-$be.txt | cut -c1-200
done
cp bench/out/bin/c180.sh $W/run.sh
tar -C /tmp -czf "$OUT/w180.tgz" w180
