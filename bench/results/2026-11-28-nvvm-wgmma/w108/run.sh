# gemm() on NVVM with 128 x 128 blocks of 8 warps over short K: nvvm_gemm_layouts.tile by the
# new build and HEAD's alternately, two rounds each.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w108; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for round in 1 2; do
  for b in tile tile-old; do
    timeout 120 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/layouts-$b-$round.txt 2>&1; echo "$b round $round rc=$?"
    grep -E "^GEMM|Error|error|off by|W0005" $W/layouts-$b-$round.txt | sed "s/^/$b: /"
  done
done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c108.sh $W/run.sh
cp -r $W "$OUT/w108"
