# NVVM sessions: the one-tile and looped candidates at long rows (new, two paths vs one path),
# and the NVVM GEMM (old, new, one path).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w6; rm -rf $W; mkdir -p $W
for b in old new; do [[ -x /tmp/tile-$b ]] || { xz -dc bench/carry-x/tile-$b.xz >/tmp/tile-$b && chmod +x /tmp/tile-$b; }; done
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-x/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
for DT in bf16 f32; do
  sed "s/^DT = f32$/DT = $DT/; s/^LENGTHS = .*/LENGTHS = (20000, 30000)/" bench/gpu-checks/rows_sweep.tile >/tmp/rows_c_$DT.tile
  for v in new one; do
    if [[ $v == one ]]; then export TILE_NVVM_ONEPATH=1; else unset TILE_NVVM_ONEPATH; fi
    timeout 100 /tmp/tile-new run --device gpu --backend nvvm /tmp/rows_c_$DT.tile 2>&1 | grep -E "^ROWS|^FWD|W0005|rror" | sed "s/^/$v /" >> "$W/rows_cand.txt"
    echo "$DT $v $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
  done
done
unset TILE_NVVM_ONEPATH
for shape in "" "--shape 3000x1000x776"; do
  for v in old new one; do
    b=$v; [[ $v == one ]] && b=new
    if [[ $v == one ]]; then export TILE_NVVM_ONEPATH=1; else unset TILE_NVVM_ONEPATH; fi
    echo "== $v gemm_bf16_4096 $shape" >> $W/gemm.txt
    TILE_BACKEND=nvvm timeout 60 /tmp/tile-$b bench gemm_bf16_4096 --no-tune --runs 30 $shape 2>&1 | grep -E "TFLOP|error|rror" | tail -3 >> $W/gemm.txt
  done
done
unset TILE_NVVM_ONEPATH
cat $W/gemm.txt
echo "done $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-x/c6.sh $W/run.sh
cp -r $W "$OUT/w6"
