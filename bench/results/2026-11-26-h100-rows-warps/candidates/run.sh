set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w1; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 330 /tmp/tile run --device gpu bench/carry-chk/rows_warps.tile > $W/warps_tile.txt 2>&1
echo "tile $(( $(date +%s) - S ))s rc $?" | tee -a $W/gpu.txt
timeout 100 python3 bench/gpu-checks/rows_sweep_triton.py bf16 600 768 1200 2000 > $W/warps_triton_bf16.txt 2>&1
timeout 60 python3 bench/gpu-checks/rows_sweep_triton.py f32 768 1200 > $W/warps_triton_f32.txt 2>&1
echo "triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^FWD\|^WARPS" $W/warps_tile.txt | awk '{$NF=sprintf("%.1e",$NF); print}'; grep -c W0005 $W/warps_tile.txt; grep -i "error" $W/warps_tile.txt | head -5; grep "PEER" $W/warps_triton_*.txt
cp -r $W "$OUT/w1"
