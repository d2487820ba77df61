set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w9; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 300 /tmp/tile run --device gpu bench/carry-chk/attn_split.tile 2>&1 | grep -v "^bench (" > $W/split_tile.txt
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 150 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 1024:64 4096:128 2000:128 > $W/split_torch.txt 2>&1
echo "torch $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cat $W/split_tile.txt | grep -v "^$" | head -40; grep -v "efficient" $W/split_torch.txt
tar cJf "$OUT/c9.tar.xz" -C $W .
