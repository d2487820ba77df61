# HEAD (TMA in the NVVM back end): the GPU suite through NVVM, then the block shapes of
# gemm() and flash_attention through NVVM (bench/gpu-checks/nvvm_gemm_tiles.tile,
# nvvm_attention_tiles.tile at S = 4096 and, edited here, at S = 1024).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w124; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_tiles.tile > $W/gemm-tiles.txt 2>&1; echo "gemm tiles rc=$? $(( $(date +%s) - S ))s"
timeout 220 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_tiles.tile > $W/attn-tiles-4096.txt 2>&1; echo "attn tiles 4096 rc=$? $(( $(date +%s) - S ))s"
sed 's/^B, H, S = 4, 16, 4096$/B, H, S = 4, 16, 1024/; s/^for D in (64, 128, 256):$/for D in (64, 128):/' bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_1024.tile
timeout 150 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_1024.tile > $W/attn-tiles-1024.txt 2>&1; echo "attn tiles 1024 rc=$? $(( $(date +%s) - S ))s"
grep -E "^TILES|rror" $W/gemm-tiles.txt | cut -c1-120; grep -E "^NVVM-ATTN-TILE|rror" $W/attn-tiles-4096.txt $W/attn-tiles-1024.txt | cut -c1-130
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c124.sh $W/run.sh
tar -C /tmp -czf "$OUT/w124.tgz" w124
