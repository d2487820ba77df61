# HEAD: tile bench's GEMM sweep (the done-when's shapes: odd sizes, transposed operands, small M,
# LLM shapes) through the NVVM back end, cuBLAS in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w136; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 400 /tmp/tile bench --sweep gemm --backend nvvm --results $W > $W/sweep.txt 2> $W/sweep.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -B2 -A70 "^label" $W/sweep.txt | cut -c1-150 | tail -80; tail -3 $W/sweep.err
cp bench/carry/c136.sh $W/run.sh
tar -C /tmp -czf "$OUT/w136.tgz" w136
