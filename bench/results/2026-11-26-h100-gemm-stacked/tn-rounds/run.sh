set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w29; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 3000x1000x776:TN:NN > $W/torch1.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/results/2026-11-26-h100-gemm-stacked/tn-rounds/stack_tn.tile 2>&1 | grep -v "^bench (" > $W/st.txt
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 3000x1000x776:TN:NN > $W/torch2.txt 2>&1
cat $W/torch1.txt $W/torch2.txt | grep PEER | awk '{k=$2" "$3" "$4" "$5; v[k]=v[k]" "int($6)} END {for (k in v) print "PEER", k, v[k]}' | sort
grep "^ST" $W/st.txt | awk '{k=$1" "$2" "$3" "$4" "$5; if ($3=="gemm") k=$1" "$2" "$3; v[k]=v[k]" "int($NF)} END {for (k in v) print k, v[k]}' | sort
grep -iE "error|W0005" $W/st.txt | head
tar cJf "$OUT/c29.tar.xz" -C $W .
