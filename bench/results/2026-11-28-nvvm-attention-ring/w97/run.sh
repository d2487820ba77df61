# NVVM attention through the ring: the new build (K alone staged where K and V do not fit two
# stages) against 9d242e7 (tile-mid), nvvm_mma.tile and nvvm_attention_tiles.tile, new build
# first, one round of each, then the new build's nvvm_mma.tile again.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w97; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-mid; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for b in tile tile-mid; do
  timeout 200 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_tiles.tile > $W/tiles-$b.txt 2>&1; echo "tiles $b rc=$?"
  grep -E "^NVVM-|Error|error|off by" $W/tiles-$b.txt
done
for r in 1 2; do
  timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-tile-$r.txt 2>&1; echo "tile $r rc=$?"
  grep -E "^NVVM-|Error|error|off by" $W/perf-tile-$r.txt
done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c97.sh $W/run.sh
cp -r $W "$OUT/w97"
