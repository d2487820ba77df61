# fp8 attention, second round: the keys-contiguous copy's tiles, D = 64 tiles.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w13; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
python3 bench/gpu-checks/attention_sweep_torch.py 1024:64 4096:64 16384:64 > $W/torch1.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 400 /tmp/tile run --device gpu bench/gpu-checks/attention_fp8_tiles.tile > $W/tiles.txt 2>&1; echo "tiles rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:64 4096:64 16384:64 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c13.sh $W/run.sh
cp -r $W "$OUT/w13"
