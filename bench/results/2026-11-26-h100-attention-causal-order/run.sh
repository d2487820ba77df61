set -uo pipefail
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
OUT=${OUT:-bench/out}; W=$OUT/causal; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/carry-chk/tile_base.xz > /tmp/tile_base && xz -dc bench/carry-chk/tile.xz > /tmp/tile_new && chmod +x /tmp/tile_base /tmp/tile_new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $W/gpu.txt
for r in 1 2; do
  for v in base new; do timeout 120 /tmp/tile_$v run --device gpu bench/gpu-checks/attention_causal.tile > $W/$v-$r.txt 2>&1; done
done
timeout 200 python3 bench/gpu-checks/attention_sweep_torch.py > $W/torch.txt 2>&1
cp bench/carry-chk/c41.sh $W/run.sh
for f in $W/base-1.txt $W/new-1.txt $W/base-2.txt $W/new-2.txt; do echo "== $f"; grep -E "^(FWD|GQA)" $f; done; grep -iE "True|GQA" $W/torch.txt | head -20
