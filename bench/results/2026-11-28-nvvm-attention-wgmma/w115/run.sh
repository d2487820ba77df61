# HEAD's build through NVVM on nvvm_attention.tile with head dimensions of no whole tile
# (96, 80, 200) added: every case checked against the host.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w115; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn.txt 2>&1; echo "attn rc=$?"
grep -E "^NVVM-|Error|error|off by|W0" $W/attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c115.sh $W/run.sh
cp -r $W "$OUT/w115"
