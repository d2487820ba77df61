# bash bench/out/bin11/sweep.sh NAME: the GEMM sweep through Tile IR (`tile bench --sweep gemm`), then
# the random-shape probe with cuBLAS in the same call, with the build in bench/out/bin11.
set -uo pipefail
NAME=$1; OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -x /tmp/cu/nvidia/cu13/bin/tileiras ] || bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/out/bin11/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin11/BUILD /tmp/tile.BUILD
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin11/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s); timeout 250 /tmp/tile bench --sweep gemm --backend tileir --results $W/tir > $W/gemm-tir.log 2>&1; echo "sweep rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm " $W/gemm-tir.log | awk '{r=$NF; sub("x","",r); if (r+0 < 0.90) print}' | cut -c1-130
grep -E "^gemm " $W/gemm-tir.log | wc -l; grep -E "paired" $W/gemm-tir.log
s=$(date +%s); timeout 130 /tmp/tile bench bench/gpu-checks/gemm_random.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py $(python3 bench/gpu-checks/gemm_random_shapes.py --peers)" > $W/random.log 2>&1; echo "random rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm " $W/random.log | awk '{r=$NF; sub("x","",r); if (r+0 < 0.90) print}' | cut -c1-130; grep -E "paired" $W/random.log
cp bench/out/bin11/sweep.sh $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
