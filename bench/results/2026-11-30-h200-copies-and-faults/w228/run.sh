# w228: the random-shape probe (gemm_random.tile) with cuBLAS, build of bench/out/bin8.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w228; rm -rf $W; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin8/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $W/gpu.txt; cat bench/out/bin8/BUILD | tee -a $W/gpu.txt
s=$(date +%s); timeout 150 /tmp/tile bench bench/gpu-checks/gemm_random.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py $(python3 bench/gpu-checks/gemm_random_shapes.py --peers)" > $W/random.log 2>&1; echo "random rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm " $W/random.log | awk '{r=$NF; sub("x","",r); if (r+0 < 0.90) print}' | cut -c1-130; grep -E "paired" $W/random.log
cp bench/out/bin8/probe.sh $W/run.sh; tar -C /tmp -czf "$OUT/w228.tgz" w228
