# NVVM mma: the stdlib GEMM and attention through NVVM under three builds (before; accumulators
# in fragment registers; and operand rows padded, A stored in words), alternating, two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w83; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-mid tile-old; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for r in 1 2; do for b in tile-old tile-mid tile; do
  timeout 100 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep "^NVVM-" $W/perf-$b-$r.txt
done; done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c83.sh $W/run.sh
cp -r $W "$OUT/w83"
