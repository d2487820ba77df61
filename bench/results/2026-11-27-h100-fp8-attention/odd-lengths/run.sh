# fp8 attention at sequence lengths that are not powers of two, against bf16 and cuDNN.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w15; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
python3 bench/gpu-checks/attention_sweep_torch.py 2000:128 3000:128 2000:64 3000:64 > $W/torch1.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/gpu-checks/attention_fp8_odd.tile > $W/odd.txt 2>&1; echo "odd rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 2000:128 3000:128 2000:64 3000:64 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c15.sh $W/run.sh
cp -r $W "$OUT/w15"
