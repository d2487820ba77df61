# NVVM only (no Tile IR tools): gemm() with nvvm_sliver; examples/matmul.tile through NVVM on the GPU
# (host checks of the split products), gemm_sliver.tile through NVVM with cuBLAS.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w173; rm -rf $W; mkdir -p $W
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 200 /tmp/tile run examples/matmul.tile --device gpu --backend nvvm --trace-launches > $W/example.txt 2>&1; echo "example rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm (4096 x 8 x 2056|2056)|rror" $W/example.txt; grep -E "2056" $W/example.txt | grep -i "launch\|grid" | cut -c1-200 | head -12
P="bench/gpu-checks/gemm_peer_times.py"; for s in 4096x4104x4096 2048x4104x4096 4096x2056x4096 4096x4160x4096 8192x4104x2048 2056x4096x4096 2112x4096x4096; do P="$P bf16:$s:NN bf16:$s:NT"; done
s=$(date +%s); timeout 300 /tmp/tile bench bench/gpu-checks/gemm_sliver.tile --backend nvvm --run-peers "$P" > $W/sliver-nvvm.txt 2>&1; echo "sliver nvvm rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|split)|paired|rror" $W/sliver-nvvm.txt | cut -c1-125
cp bench/out/bin/c173.sh $W/run.sh
tar -C /tmp -czf "$OUT/w173.tgz" w173
