set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w2; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
sed -e 's/^DT = f32/DT = bf16/' -e 's/^LENGTHS = .*/LENGTHS = (512, 1000, 32768)/' bench/gpu-checks/rows_sweep.tile > bench/gpu-checks/rows_c2.tile
timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py bf16 512 1000 32768 > $W/rows_triton_bf16.txt 2>&1
echo "triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 300 /tmp/tile run --device gpu bench/gpu-checks/rows_c2.tile 2>&1 | grep -v "^bench (" > $W/rows_tile_bf16.txt
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -h "^FWD\|^PEER.*triton" $W/*.txt
grep -h "32768\|ROWS rmsnorm bf16 65536 512" $W/rows_tile_bf16.txt | grep "^ROWS layernorm\|^ROWS rmsnorm" | sort -k12 -g | tail -12
tar cJf "$OUT/c2.tar.xz" -C $W .
