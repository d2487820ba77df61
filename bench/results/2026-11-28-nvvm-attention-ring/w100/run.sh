# NVVM against Tile IR and torch in one call: nvvm_mma.tile through NVVM and through Tile IR
# (gemm, bmm, attention_forward), then torch's scaled_dot_product_attention (cuDNN,
# FlashAttention-2, efficient) at 4 x 16 x 4096, D = 64, 128 and 256; between them the NVVM
# attention tiles (nvvm_attention_tiles.tile, now with D = 256).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w100; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
which tileiras | tee -a $W/gpu.txt
S=$(date +%s)
for r in 1 2; do for be in nvvm tileir; do
  timeout 200 /tmp/tile run --device gpu --backend $be bench/gpu-checks/nvvm_mma.tile > $W/perf-$be-$r.txt 2>&1; echo "$be $r rc=$?"
  grep -E "^NVVM-|Error|error|off by" $W/perf-$be-$r.txt
done; done
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_tiles.tile > $W/tiles.txt 2>&1; echo "tiles rc=$?"
grep -E "^NVVM-|Error|error|off by" $W/tiles.txt
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 4096:64 4096:128 4096:256) > $W/torch.txt 2>&1; echo "torch rc=$?"
grep -E "^ATTN|device" $W/torch.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c100.sh $W/run.sh
cp -r $W "$OUT/w100"
