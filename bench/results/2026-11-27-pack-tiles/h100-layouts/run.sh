# The packing copies of gemm() at K = 777 (bench/gpu-checks/pack_layouts.tile), one round.
set -uo pipefail
OUT=${OUT:-bench/out}
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
[ -x /tmp/tile ] || { xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$OUT/gpu.txt"
timeout 300 /tmp/tile run --device gpu bench/carry-y/pack_layouts.tile > "$OUT/pack.txt" 2>&1; echo "rc=$?" | tee -a "$OUT/gpu.txt"
grep -E "^(PACK|GEMM)|rror" "$OUT/pack.txt"
cp bench/carry-y/c21.sh "$OUT/run.sh"
