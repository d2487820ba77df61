# Edge tiles (transposed, pos_inf), the resources trial, attention_flat against flash_attention and cuDNN.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w9; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for be in tileir nvvm; do
  timeout 240 /tmp/tile run --device gpu --backend $be examples/edge_tiles.tile > $W/edge_$be.txt 2>&1; echo "edge $be rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
TILE_TESTS_ROOT=$(pwd) timeout 120 /tmp/suite --test-threads 1 gpu::resources > $W/resources.txt 2>&1; echo "resources rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 4096:128 > $W/torch1.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 400 /tmp/tile run --device gpu bench/gpu-checks/attention_flat.tile > $W/flat.txt 2>&1; echo "flat rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 4096:128 > $W/torch2.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c9.sh $W/run.sh
cp -r $W "$OUT/w9"
