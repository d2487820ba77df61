# the bf16 rows sweep through Tile IR, the tools of c165 still in /tmp/cu
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w166; rm -rf $W; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
which tileiras || echo "TOOLS GONE"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat /tmp/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 400 /tmp/tile bench --sweep rows-bf16 --backend tileir --results $W/tir > $W/rows-tir.log 2>&1; echo "rows tir rc=$? $(( $(date +%s) - s ))s"; grep -E "_forward|paired" $W/rows-tir.log | tail -40
cp bench/out/t4/c166.sh $W/run.sh
tar -C /tmp -czf "$OUT/w166.tgz" w166
