set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w164; rm -rf $W; mkdir -p $W
ls /tmp/cu/nvidia/cu13/bin || echo "TOOLS GONE"
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat /tmp/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 300 /tmp/tile bench --sweep gemm --backend tileir --results $W/tir > $W/gemm-tir.log 2>&1; echo "gemm tir rc=$? $(( $(date +%s) - s ))s"; tail -12 $W/gemm-tir.log
s=$(date +%s); timeout 140 /tmp/tile bench --sweep rows-bf16 --backend tileir --results $W/tir > $W/rows-tir.log 2>&1; echo "rows tir rc=$? $(( $(date +%s) - s ))s"; tail -6 $W/rows-tir.log
s=$(date +%s); timeout 130 /tmp/tile bench --sweep rows-bf16 --backend nvvm --results $W/nvvm > $W/rows-nvvm.log 2>&1; echo "rows nvvm rc=$? $(( $(date +%s) - s ))s"; tail -6 $W/rows-nvvm.log
cp bench/out/t5/c164.sh $W/run.sh
tar -C /tmp -czf "$OUT/w164.tgz" w164
