# gemm_split_sum.tile, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w37; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 300 /tmp/tile bench bench/gpu-checks/gemm_split_sum.tile > $W/sum.txt 2>&1; echo "sum rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "µs\|ms\|rror" $W/sum.txt | grep -v "^bench "
cp bench/carry-y/c37.sh $W/run.sh
tar czf "$OUT/w37.tgz" -C /tmp w37
