# Tile IR session with libNVVM: the layer norm over partial long rows (ln_long.tile), Triton.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w7; rm -rf $W; mkdir -p $W
xz -dc bench/carry-x/tile-new.xz >/tmp/tile-new && chmod +x /tmp/tile-new
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-x/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 240 /tmp/tile-new run --device gpu bench/gpu-checks/ln_long.tile > $W/ln_long.txt 2>&1
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
for DT in bf16 f32; do
  timeout 150 python3 bench/gpu-checks/rows_sweep_triton.py $DT 17000 20000 24000 26000 28000 30000 32000 2>&1 | grep -E "^PEER|^GPU|TRITON layernorm" >> "$W/rows_triton.txt"
  echo "$DT triton $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
grep "^LN" $W/ln_long.txt
grep "PEER layernorm" $W/rows_triton.txt | grep triton
cp bench/carry-x/c7.sh $W/run.sh
cp -r $W "$OUT/w7"
