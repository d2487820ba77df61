# fp8 attention: the example through both back ends, the attention GPU trials, the fp8 sweep against bf16 and torch.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w11; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for be in tileir nvvm; do
  for ex in fp8_attention attention; do
    timeout 200 /tmp/tile run --device gpu --backend $be examples/$ex.tile > $W/${ex}_$be.txt 2>&1; echo "$ex $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  done
done
for t in gpu::stdlib/flash_attention gpu::stdlib/attention gpu::examples/attention gpu::examples/fp8_attention; do
  TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 1 $t >> $W/trials.txt 2>&1; echo "$t rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
FP8=1 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 16384:128 1024:64 4096:64 16384:64 > $W/torch1.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 420 /tmp/tile run --device gpu bench/gpu-checks/attention_fp8.tile > $W/fp8.txt 2>&1; echo "fp8 rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 16384:128 1024:64 4096:64 16384:64 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c11.sh $W/run.sh
cp -r $W "$OUT/w11"
