# the commit of BUILD: sm_count() and gemm()'s traced launches on the GPU, through NVVM.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w160; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
nvidia-smi --query-gpu=name --format=csv,noheader >/dev/null
(cd bench/gpu-checks && timeout 120 /tmp/tile run --device gpu --backend nvvm sm_count_trace.tile) > $W/trace.txt 2> $W/trace.err; echo "rc=$?"
tail -3 $W/trace.err; cat $W/trace.txt
cp bench/carry/c160.sh $W/run.sh
tar -C /tmp -czf "$OUT/w160.tgz" w160
