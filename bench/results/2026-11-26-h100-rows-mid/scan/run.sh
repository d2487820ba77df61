set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w13; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 100 /tmp/tile run --device gpu bench/carry-chk/rms1200.tile 2>&1 | grep -v "^bench (" | grep -v "^ \|^\[W\|^─" > $W/rms_tile.txt
echo "rms $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
L="600 768 1200 1500 1800 2500 3500 6000 7000 10000 14000"
for DT in bf16 f32; do
  sed -e "s/^DT = f32$/DT = $DT/" -e "s/^FORWARD_ONLY = False/FORWARD_ONLY = True/" -e "s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile > /tmp/rows_fwd_$DT.tile
  timeout 150 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -v "^bench (" > $W/rows_tile_$DT.txt
  echo "tile $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  timeout 120 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L > $W/rows_triton_$DT.txt 2>&1
  echo "triton $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  python3 bench/gpu-checks/rows_summary.py $W $DT > $W/rows_$DT.md 2>&1; cut -d'|' -f2-4,6,8 $W/rows_$DT.md
done
cat $W/rms_tile.txt
tar cJf "$OUT/c13.tar.xz" -C $W .
