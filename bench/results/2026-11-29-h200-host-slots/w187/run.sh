# NVVM only (no tileiras needed): the builds before and after alternated six times each, on
# one CPU core (taskset -c 3), then the interpreter's micro-benchmarks alternated three times.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w187; rm -rf $W; mkdir -p $W
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin/tile.xz >/tmp/tile-old && xz -dc bench/out/bin2/tile.xz >/tmp/tile-new && chmod +x /tmp/tile-old /tmp/tile-new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"
echo "before: $(cat bench/out/bin/BUILD); after: $(cat bench/out/bin2/BUILD)" | tee -a "$W/gpu.txt"
for r in 1 2 3 4 5 6; do for v in old new; do
  echo "== $v round $r" >> $W/host-nvvm.txt
  timeout 100 taskset -c 3 /tmp/tile-$v run bench/out/bin2/host_ab.tile --device gpu --backend nvvm >> $W/host-nvvm.txt 2>&1
done; done
for r in 1 2 3; do for v in old new; do
  echo "== $v round $r" >> $W/interp.txt
  taskset -c 3 /tmp/tile-$v run bench/experiments/host_calls.tile >> $W/interp.txt 2>&1
  taskset -c 3 /tmp/tile-$v run bench/experiments/host_layers.tile >> $W/interp.txt 2>&1
done; done
cat $W/interp.txt | grep -E "==|us|ns"
grep -E "==|median" $W/host-nvvm.txt | sed -E 's/\(NVIDIA H200, CUDA events, warm L2\): //' | cut -c1-100
cp bench/out/bin2/c187.sh bench/out/bin2/host_ab.tile $W/
tar -C /tmp -czf "$OUT/w187.tgz" w187
