set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w16; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py bf16 768 1200 > $W/triton_bf16.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/carry-chk/rows_tma.tile 2>&1 | grep -v "^bench (" > $W/rms_tile.txt
grep -h "PEER rmsnorm" $W/triton*.txt; cat $W/rms_tile.txt | tail -100
tar cJf "$OUT/c16.tar.xz" -C $W .
