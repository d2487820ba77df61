# `tile bench --sweep FAMILY` on the GPU: the sweep's peers, then ours, filed under $OUT.
set -uo pipefail
OUT=${OUT:-bench/out}
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] || { xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu-$1.txt"; cat bench/carry-y/BUILD | tee -a "$OUT/gpu-$1.txt"
S=$(date +%s)
timeout ${TILE_SWEEP_TIMEOUT:-540} /tmp/tile bench --sweep "$@" --results "$OUT" >"$OUT/sweep-$1.txt" 2>"$OUT/sweep-$1.err"; echo "rc=$? $(( $(date +%s) - S ))s" | tee -a "$OUT/gpu-$1.txt"
grep -B2 -A80 "^label" "$OUT/sweep-$1.txt" | cut -c1-140 | tail -90; tail -3 "$OUT/sweep-$1.err"
cp bench/carry-y/c81.sh "$OUT/run.sh"
