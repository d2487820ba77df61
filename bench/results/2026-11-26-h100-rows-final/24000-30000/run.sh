set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w11; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
L="24000 30000"
S=$(date +%s)
for DT in f32 bf16; do
  sed -e "s/^DT = f32$/DT = $DT/" -e "s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile > /tmp/rows_c_$DT.tile
  timeout 200 /tmp/tile run --device gpu /tmp/rows_c_$DT.tile 2>&1 | grep -v "^bench (" > $W/rows_tile_$DT.txt
  echo "tile $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  timeout 100 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L > $W/rows_triton_$DT.txt 2>&1
  echo "triton $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  python3 bench/gpu-checks/rows_summary.py $W $DT > $W/rows_$DT.md 2>&1; cat $W/rows_$DT.md
done
grep -h "^ROWS" $W/rows_tile_*.txt | sort -k2,2 -k3,3 -k5,5n -k12,12gr | awk '{print $2,$3,$5,$6,$7,$8,$9,$10,$11,int($12)}'
grep -h "W0005" $W/rows_tile_*.txt | head
tar cJf "$OUT/c11.tar.xz" -C $W .
