set -uo pipefail
OUT=${OUT:-bench/out}; W=$OUT/mixed; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 60 /tmp/tile run --device gpu bench/carry-chk/mixed.tile 2>&1 | tee $W/mixed.txt
for be in tileir nvvm; do timeout 200 /tmp/tile run --device gpu --backend $be examples/row_norms.tile > $W/row_norms_$be.txt 2>&1; echo "row_norms $be exit $? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt; tail -2 $W/row_norms_$be.txt; done
for DT in f32 bf16; do
  if [ $DT = f32 ]; then L="600 1200 2000 12000 14000 30000 32768"; else L="1200 1800 2000 32768"; fi
  sed "s/^DT = f32$/DT = $DT/; s/^FORWARD_ONLY = False$/FORWARD_ONLY = True/; s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_fwd_$DT.tile
  for r in 1 2; do
    timeout 120 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/mixed $r /" | tee -a "$W/rows_fwd.txt"
    TILE_LIBNVVM=/nonexistent timeout 120 /tmp/tile run --device gpu /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/tileir $r /" | tee -a "$W/rows_fwd.txt"
  done
  timeout 120 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L 2>&1 | grep -E "^PEER|^GPU" | tee -a "$W/rows_triton.txt"
  echo "$DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
cp bench/carry-chk/c45.sh $W/run.sh
