set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w15; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
L="600 700 768 900 1100 1200 1300 1500 1700 1800 2000 2048"
for DT in bf16; do
  sed -e "s/^DT = f32$/DT = $DT/" -e "s/^FORWARD_ONLY = False/FORWARD_ONLY = True/" -e "s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile > /tmp/rows_fwd_$DT.tile
  for r in 1 2; do
    timeout 150 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -v "^bench (" > $W/rows_tile_${DT}_$r.txt
    echo "tile $DT $r $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  done
  cp $W/rows_tile_${DT}_1.txt $W/rows_tile_$DT.txt
  timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L > $W/rows_triton_$DT.txt 2>&1
  echo "triton $DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  python3 bench/gpu-checks/rows_summary.py $W $DT > $W/rows_$DT.md 2>&1; cut -d'|' -f2-4,6,7,8 $W/rows_$DT.md
  grep -h "^FWD" $W/rows_tile_${DT}_2.txt | awk '{printf "round2 %s %s %d\n",$2,$5,$6}'
done
tar cJf "$OUT/c15.tar.xz" -C $W .
