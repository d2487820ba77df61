# bench() after idle spells (bench_idle.tile), with the GPU's clocks logged every 50 ms, after
# the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w67; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,power.draw,utilization.gpu --format=csv -lms 50 > $W/clocks.csv 2>&1 &
SMI=$!
for round in 1 2; do
  S=$(date +%s)
  timeout 200 /tmp/tile run --device gpu bench/gpu-checks/bench_idle.tile > $W/idle_$round.txt 2>&1; echo "idle round $round rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  grep -o "idle [0-9]*: host.*\|after idle.*" $W/idle_$round.txt | cut -c1-140
done
kill $SMI
cp bench/carry-y/c67.sh $W/run.sh
tar czf "$OUT/w67.tgz" -C /tmp w67
