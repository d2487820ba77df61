# tools part 5 of 5, unpacked to /tmp/cu; then the attention sweep through Tile IR and through NVVM
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w163; rm -rf $W; mkdir -p $W
bash bench/out/t4/c.sh
cat /tmp/parts/tools.part0[0-4] | (mkdir -p /tmp/cu && tar xJf - -C /tmp/cu) || echo "UNPACK FAILED"
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
tileiras --version | tail -1
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat /tmp/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 270 /tmp/tile bench --sweep attention --backend tileir --results $W/tir > $W/tir.log 2>&1; echo "tir rc=$? $(( $(date +%s) - s ))s"; tail -40 $W/tir.log
s=$(date +%s); timeout 250 /tmp/tile bench --sweep attention --backend nvvm --results $W/nvvm > $W/nvvm.log 2>&1; echo "nvvm rc=$? $(( $(date +%s) - s ))s"; tail -40 $W/nvvm.log
cp bench/out/t4/c163.sh $W/run.sh
tar -C /tmp -czf "$OUT/w163.tgz" w163
