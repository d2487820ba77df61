# NVVM sessions: row forward sweep, old binary vs new (two paths) vs new (one path), Triton.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w5; rm -rf $W; mkdir -p $W
for b in old new; do xz -dc bench/carry-x/tile-$b.xz >/tmp/tile-$b && chmod +x /tmp/tile-$b; done
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-x/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
L="${LENGTHS:-600 1000 1200 2000 3000 5000 12000 20000 30000 50000}"
for DT in bf16 f32; do
  sed "s/^DT = f32$/DT = $DT/; s/^FORWARD_ONLY = False$/FORWARD_ONLY = True/; s/^LENGTHS = .*/LENGTHS = ($(echo $L | tr ' ' ','))/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_fwd_$DT.tile
  for v in old new one; do
    b=$v; [[ $v == one ]] && b=new
    if [[ $v == one ]]; then export TILE_NVVM_ONEPATH=1; else unset TILE_NVVM_ONEPATH; fi
    timeout 120 /tmp/tile-$b run --device gpu --backend nvvm /tmp/rows_fwd_$DT.tile 2>&1 | grep -E "^FWD|W0005|rror" | sed "s/^/$v 1 /" >> "$W/rows_fwd.txt"
    echo "$DT $v $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  done
  unset TILE_NVVM_ONEPATH
  timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py $DT $L 2>&1 | grep -E "^PEER|^GPU" >> "$W/rows_triton.txt"
  echo "$DT triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
python3 bench/gpu-checks/rows_backends_table.py $W | tee $W/table.md
cp bench/carry-x/c5.sh $W/run.sh
cp -r $W "$OUT/w5"
