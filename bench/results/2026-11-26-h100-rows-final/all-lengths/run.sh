set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w10; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
L="512 1000 2048 3000 4096 5000 8192 12000 16384 20000 30000 32768 50000 65536"
S=$(date +%s)
for DT in bf16 f32; do
  sed -e "s/^DT = f32$/DT = $DT/" -e "s/^FORWARD_ONLY = False/FORWARD_ONLY = True/" -e "s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile > /tmp/rows_fwd_$DT.tile
  timeout 200 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -v "^bench (" > $W/rows_tile_$DT.txt
  echo "tile $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L > $W/rows_triton_$DT.txt 2>&1
  echo "triton $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  python3 bench/gpu-checks/rows_summary.py $W $DT > $W/rows_$DT.md 2>&1; cat $W/rows_$DT.md
done
tar cJf "$OUT/c10.tar.xz" -C $W .
