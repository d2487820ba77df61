# flash_attention through NVVM with and without OVERLAP; OVERLAP carries the probabilities in f32 (converted and packed at the product).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w120; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 300 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_overlap.tile > $W/overlap.txt 2>&1; echo "overlap rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-|Error|error|off by|W0" $W/overlap.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c120.sh $W/run.sh
cp -r $W "$OUT/w120"
