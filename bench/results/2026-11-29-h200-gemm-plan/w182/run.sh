# while the Tile IR tools are still on the machine: the two products same_plan.tile's Tile IR
# run did not reach (w181), then the GEMM sweep through Tile IR
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w182; rm -rf $W; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
ls /tmp/cu/nvidia/cu13/bin/tileiras >/dev/null || exit 3
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
D=bench/results/2026-11-29-h200-gemm-plan
s=$(date +%s); timeout 120 /tmp/tile run $D/same_plan_rest.tile --device gpu --backend tileir --trace-launches > $W/same-rest-tileir.txt 2>&1; echo "same_plan_rest rc=$? $(( $(date +%s) - s ))s"
python3 $D/same_plan.py < $W/same-rest-tileir.txt > $W/same-rest-tileir-summary.txt; echo "compare rc=$?"; cat $W/same-rest-tileir-summary.txt | cut -c1-150
s=$(date +%s); timeout 400 /tmp/tile bench --sweep gemm --backend tileir --results $W/tir > $W/gemm-tir.log 2>&1; echo "sweep rc=$? $(( $(date +%s) - s ))s"
grep -E "^gemm|paired" $W/gemm-tir.log | cut -c1-125
cp bench/out/bin/c182.sh $W/run.sh
tar -C /tmp -czf "$OUT/w182.tgz" w182
