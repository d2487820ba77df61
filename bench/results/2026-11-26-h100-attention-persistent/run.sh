set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w26; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
timeout 100 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 > $W/torch1.txt 2>&1
timeout 400 /tmp/tile run --device gpu bench/gpu-checks/attention_persistent.tile 2>&1 | grep -v "^bench (" > $W/pers.txt
timeout 100 python3 bench/gpu-checks/attention_sweep_torch.py 1024:128 4096:128 > $W/torch2.txt 2>&1
grep ATTN $W/torch1.txt $W/torch2.txt | grep -v efficient | awk '{print $1,$2,$3,$4,$5,int($6)}'
grep -E "^FLASH|^PERS|W0005|rror" $W/pers.txt | awk '{printf "%s", $1; for (i=2;i<=NF;i++) printf " %s", ($i ~ /^[0-9.]+$/ && $i+0 > 20 && $i+0 < 2000 && i > 8 ? int($i) : $i); print ""}'
tar cJf "$OUT/c26.tar.xz" -C $W .
