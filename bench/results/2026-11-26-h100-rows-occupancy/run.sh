set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w27; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py bf16 768 1200 > $W/triton.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/results/2026-11-26-h100-rows-occupancy/rows_occ.tile 2>&1 | grep -v "^bench (" > $W/occ.txt
grep PEER $W/triton.txt | grep -v softmax
grep -E "^FWD|^MID|W0005" $W/occ.txt | awk '{printf "%s", $1; for (i=2;i<=NF;i++) printf " %s", ($i ~ /^[0-9.]+$/ && $i+0 > 100 && i >= 5 ? int($i) : $i); print ""}'
tar cJf "$OUT/c27.tar.xz" -C $W .
