set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w22; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
P="3000x1000x776:NN:NT:TN:TT 3000x1000x777:TN 1000x1000x1000:bf16 2000x1000x1536:bf16"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch1.txt 2>&1
timeout 400 /tmp/tile run --device gpu bench/results/2026-11-26-h100-gemm-stacked/tiles/gemm_stacked_tiles.tile 2>&1 | grep -v "^bench (" > $W/stacked.txt
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch2.txt 2>&1
cat $W/torch1.txt $W/torch2.txt | grep PEER | awk '{k=$2" "$3" "$4" "$5; v[k]=v[k]" "int($6)} END {for (k in v) print "PEER", k, v[k]}' | sort
grep -E "^GEMM|^STACK" $W/stacked.txt | awk '{printf "%s", $1; for (i=2;i<=NF;i++) printf " %s", ($i ~ /^[0-9.]+$/ && $i+0 > 20 ? int($i) : $i); print ""}'
grep -iE "error|W0005" $W/stacked.txt | head
tar cJf "$OUT/c22.tar.xz" -C $W .
