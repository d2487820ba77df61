set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w14; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 420 /tmp/tile run --device gpu bench/carry-chk/rows_mid.tile > $W/mid_tile.txt 2>&1
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 120 python3 bench/gpu-checks/rows_sweep_triton.py bf16 600 768 1200 1500 1800 > $W/mid_triton.txt 2>&1
echo "triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^FWD\|^MID" $W/mid_tile.txt | awk '{printf "%s %s %s %s %s %d\n",$1,$2,$3,$4,$5,$6}' ; grep -c W0005 $W/mid_tile.txt; grep "PEER" $W/mid_triton.txt
tar cJf "$OUT/c14.tar.xz" -C $W .
