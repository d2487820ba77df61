set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w33; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
P="2304x2048x1024:bf16:NN:NT:TN 4096x1280x2048:bf16 1800x2600x1536:bf16 5000x1000x1000:bf16"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch1.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/gpu-checks/gemm_split.tile > $W/split.txt 2>&1
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch2.txt 2>&1
cat $W/torch1.txt $W/torch2.txt | grep PEER | awk '{k=$2" "$3" "$4" "$5; v[k]=v[k]" "int($6)} END {for (k in v) print "PEER", k, v[k]}' | sort
grep -E "^GEMM|^SPLIT" $W/split.txt | awk '{print $1,$2,$3,$4,$5,$6,$7,$8,$9,$10}' | awk '{for(i=1;i<=NF;i++) if ($i ~ /^[0-9]+\.[0-9]+$/ && $i+0 > 20) $i=int($i); print}'
grep -iE "error|W0005" $W/split.txt | head
tar cJf "$OUT/c33.tar.xz" -C $W .
