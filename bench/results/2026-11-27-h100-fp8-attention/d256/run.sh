# fp8 attention: head dimension 256; the example through both back ends after the tile changes.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w14; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for be in tileir nvvm; do
  timeout 200 /tmp/tile run --device gpu --backend $be examples/fp8_attention.tile > $W/fp8_attention_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
timeout 300 /tmp/tile run --device gpu bench/gpu-checks/attention_fp8_d256.tile > $W/d256.txt 2>&1; echo "d256 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:256 4096:256 > $W/torch.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c14.sh $W/run.sh
cp -r $W "$OUT/w14"
