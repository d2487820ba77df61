# The attention sweep through the NVVM back end (after the spill fix of attention_forward's
# NVVM tiles), with torch's SDPA backends in the same process; no tileiras needed.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w66; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
mkdir -p $W/sweep
TILE_BACKEND=nvvm timeout 500 /tmp/tile bench --sweep attention --results $W/sweep > $W/sweep/sweep-attention.txt 2> $W/sweep/sweep-attention.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^attention\|^flash\|paired" $W/sweep/sweep-attention.txt | cut -c1-140 | head -40; tail -3 $W/sweep/sweep-attention.err
cp bench/carry-y/c66.sh $W/run.sh
tar czf "$OUT/w66.tgz" -C /tmp w66
