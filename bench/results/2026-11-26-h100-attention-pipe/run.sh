set -uo pipefail
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
OUT=${OUT:-bench/out}; W=$OUT/pipe; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
xz -dc bench/carry-chk/tile.xz > /tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $W/gpu.txt; cat bench/carry-chk/BUILD | tee -a $W/gpu.txt
S=$(date +%s)
timeout 150 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 > $W/torch.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
for r in 1 2; do
  timeout 300 /tmp/tile run --device gpu bench/gpu-checks/attention_pipe.tile > $W/pipe-$r.txt 2>&1
  echo "tile $r $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
done
timeout 150 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 2048:128 > $W/torch2.txt 2>&1
cp bench/carry-chk/c42.sh $W/run.sh; cp bench/gpu-checks/attention_pipe.tile $W/
for f in $W/pipe-1.txt $W/pipe-2.txt; do echo "== $f"; grep -E "^(FWD|ATTN|PIPE)|W0005|rror" $f | cut -c1-150; done; grep -iE "cudnn|flash" $W/torch.txt $W/torch2.txt | head -20
