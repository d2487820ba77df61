set -uo pipefail
OUT=${OUT:-bench/out}; W=$OUT/be2; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
L="700 900 1000 1100 1300 1500 1800 2000 10000 14000 20000 24000 28000"
for DT in bf16 f32; do
  sed "s/^DT = f32$/DT = $DT/; s/^FORWARD_ONLY = False$/FORWARD_ONLY = True/; s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_fwd_$DT.tile
  for r in 1; do for be in nvvm tileir; do
    timeout 120 /tmp/tile run --device gpu --backend $be /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/$be $r /" | tee -a "$W/rows_fwd.txt"
  done; done
  timeout 120 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L 2>&1 | grep -E "^PEER|^GPU" | tee -a "$W/rows_triton.txt"
  echo "$DT $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
cp bench/carry-chk/c44.sh $W/run.sh
