# 22d6ee9 with the ring's TMA barriers rounded up to a whole atom (w124's flash_attention
# 64 x 128 at three blocks an SM staged its body's tiles 24 bytes past the ring: misaligned):
# the block shapes of flash_attention through NVVM at S = 4096 and (edited here) S = 1024,
# then the GPU suite through NVVM.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w125; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 240 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_tiles.tile > $W/attn-tiles-4096.txt 2>&1; echo "attn tiles 4096 rc=$? $(( $(date +%s) - S ))s"
sed 's/^B, H, S = 4, 16, 4096$/B, H, S = 4, 16, 1024/; s/^for D in (64, 128, 256):$/for D in (64, 128):/' bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_1024.tile
timeout 150 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_1024.tile > $W/attn-tiles-1024.txt 2>&1; echo "attn tiles 1024 rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-ATTN-TILE|rror" $W/attn-tiles-4096.txt $W/attn-tiles-1024.txt | sed 's/^.*attn-tiles-//' | cut -c1-110
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c125.sh $W/run.sh
tar -C /tmp -czf "$OUT/w125.tgz" w125
