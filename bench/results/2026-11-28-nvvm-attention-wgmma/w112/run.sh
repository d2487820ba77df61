# Rings sized for wgmma's swizzled tiles and the NVVM attention tiles of nvvm_half_tiles,
# against 803922f: nvvm_attention.tile and nvvm_gemm_layouts.tile on both builds alternately,
# torch's scaled_dot_product_attention in the same call; the GPU suite through NVVM first.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w112; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20 | tee -a $W/gpu.txt
rm -f $W/suite.txt
for b in tile-old tile; do
  timeout 200 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn-$b.txt 2>&1; echo "$b rc=$?"
  grep -E "^NVVM-|Error|error|off by|W0" $W/attn-$b.txt
done
for b in tile-old tile; do
  timeout 150 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/gemm-$b.txt 2>&1; echo "$b rc=$?"
  grep -E "^NVVM|Error|error|off by|W0" $W/gemm-$b.txt
done
(cd bench/gpu-checks && OUT=$W timeout 150 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 4096:256) > $W/torch.txt 2>&1; echo "torch rc=$?"
grep -E "^ATTN|device" $W/torch.txt | grep -v efficient
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c112.sh $W/run.sh
rm -f $W/peers.json
cp -r $W "$OUT/w112"
