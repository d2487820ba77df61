# persistent_matmul against matmul_grouped through NVVM (nvvm_gemm_persistent.tile), then ncu's
# stall sampling by SASS instruction of matmul_grouped at 4096 x 4096 x 64 (nvvm_gemm_k64.tile).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w131; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_persistent.tile > $W/persistent.txt 2>&1; echo "persistent rc=$? $(( $(date +%s) - S ))s"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 200 $NCU --kernel-name regex:matmul_grouped --launch-skip 1 --launch-count 1 --section SourceCounters --section WarpStateStats --section SpeedOfLight -o $W/k64 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_k64.tile > $W/ncu.txt 2>&1; echo "ncu rc=$? $(( $(date +%s) - S ))s"
$NCU -i $W/k64.ncu-rep --page details > $W/k64-details.txt 2>&1
$NCU -i $W/k64.ncu-rep --page source --csv --print-source sass > $W/k64-sass.csv 2>&1; echo "export rc=$?"
python3 bench/carry/top_sass.py $W/k64-sass.csv > $W/k64-top.txt 2>&1; echo "top rc=$?"
grep -E "^PERSIST|rror" $W/persistent.txt | cut -c1-140
grep -E "Duration|Stall|Warp Cycles Per Issued" $W/k64-details.txt | head; head -50 $W/k64-top.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c131.sh $W/run.sh
tar -C /tmp -czf "$OUT/w131.tgz" w131
