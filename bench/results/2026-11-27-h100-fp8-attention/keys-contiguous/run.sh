# fp8 attention with v's keys contiguous: the example through both back ends, the fp8 sweep against bf16 and cuDNN.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w12; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for be in tileir nvvm; do
  timeout 200 /tmp/tile run --device gpu --backend $be examples/fp8_attention.tile > $W/fp8_attention_$be.txt 2>&1; echo "example $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 16384:128 1024:64 4096:64 16384:64 > $W/torch1.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 450 /tmp/tile run --device gpu bench/gpu-checks/attention_fp8.tile > $W/fp8.txt 2>&1; echo "fp8 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 16384:128 1024:64 4096:64 16384:64 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c12.sh $W/run.sh
cp -r $W "$OUT/w12"
