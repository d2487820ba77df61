# after the Tile IR tools: gemm() before and now traced on the same operands through each back
# end (same_plan.tile, compared by same_plan.py), then the host cost through each back end
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w181; rm -rf $W; mkdir -p $W
bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
D=bench/results/2026-11-29-h200-gemm-plan
for be in nvvm tileir; do
s=$(date +%s); timeout 200 /tmp/tile run $D/same_plan.tile --device gpu --backend $be --trace-launches > $W/same-$be.txt 2>&1; echo "same_plan $be rc=$? $(( $(date +%s) - s ))s"; tail -1 $W/same-$be.txt
python3 $D/same_plan.py < $W/same-$be.txt > $W/same-$be-summary.txt; echo "compare rc=$?"; grep -c "^same" $W/same-$be-summary.txt; grep -A6 "^DIFF" $W/same-$be-summary.txt | head -20; tail -1 $W/same-$be-summary.txt
done
for be in nvvm tileir; do
s=$(date +%s); timeout 100 /tmp/tile run $D/host_cost.tile --device gpu --backend $be > $W/host-$be.txt 2>&1; echo "host_cost $be rc=$? $(( $(date +%s) - s ))s"
done
cp bench/out/bin/c181.sh $W/run.sh
tar -C /tmp -czf "$OUT/w181.tgz" w181
