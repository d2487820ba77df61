# attention_x2 (key loop unrolled by two) against flash_attention and cuDNN.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w10; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 4096:128 > $W/torch1.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 450 /tmp/tile run --device gpu bench/gpu-checks/attention_unroll.tile > $W/x2.txt 2>&1; echo "x2 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 4096:128 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c10.sh $W/run.sh
cp -r $W "$OUT/w10"
