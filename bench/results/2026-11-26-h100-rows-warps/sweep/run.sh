set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w2; rm -rf $W; mkdir -p $W/nvvm
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry-chk/tile-old.xz >/tmp/tile-old && chmod +x /tmp/tile-old
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
NV=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for DT in bf16 f32; do
  if [ $DT = bf16 ]; then L="256 300 512 600 700 768 900 1000 1024 1100 1200 1300 1500 1700 1800 2000 2048"; else L="256 300 512 600 768 1000 1024"; fi
  sed "s/^DT = f32$/DT = $DT/; s/^FORWARD_ONLY = False$/FORWARD_ONLY = True/; s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/carry-chk/rows_sweep.tile >/tmp/rows_fwd_$DT.tile
  for r in 1 2; do
    TILE_LIBNVVM=$NV timeout 150 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/plan $r /" >> "$W/rows_fwd.txt"
    TILE_LIBNVVM=/nonexistent timeout 150 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/tileir-only $r /" >> "$W/rows_fwd.txt"
    TILE_LIBNVVM=$NV timeout 150 /tmp/tile run --device gpu --backend nvvm /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/nvvm-new $r /" >> "$W/nvvm/rows_fwd.txt"
    TILE_LIBNVVM=$NV timeout 150 /tmp/tile-old run --device gpu --backend nvvm /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/nvvm-old $r /" >> "$W/nvvm/rows_fwd.txt"
    echo "$DT round $r $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  done
  timeout 120 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L 2>&1 | grep -E "^PEER|^GPU" >> "$W/rows_triton.txt"
  echo "$DT triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
cp $W/rows_triton.txt $W/nvvm/
python3 bench/gpu-checks/rows_backends_table.py $W | tee $W/table.md
python3 bench/gpu-checks/rows_backends_table.py $W/nvvm | tee $W/nvvm/table.md
grep -h "W0005\|rror" $W/rows_fwd.txt $W/nvvm/rows_fwd.txt | head -5
cp bench/carry-chk/c2.sh $W/run.sh
cp -r $W "$OUT/w2"
