set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w31; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
P="3000x1500x1024:bf16:NN 4096x1280x2048:bf16:NN 2304x2048x1024:bf16:NN 1800x2600x1536:bf16:NN 5000x1000x1000:bf16:NN 3000x1500x776:NN:NT"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch1.txt 2>&1
timeout 200 /tmp/tile run --device gpu bench/gpu-checks/gemm_waves.tile 2>&1 | grep -v "^bench (" > $W/waves.txt
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $P > $W/torch2.txt 2>&1
mkdir -p $W/sweep; cp $W/gpu.txt $W/sweep/
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/sweep/gemm_torch.txt 2>&1
timeout 240 /tmp/tile run --device gpu bench/gpu-checks/gemm_sweep.tile 2>&1 | grep -v "^bench (" > $W/sweep/gemm_tile.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/sweep/gemm_torch2.txt 2>&1
python3 bench/gpu-checks/sweep_summary.py $W/sweep > $W/sweep/summary.md
cat $W/torch1.txt $W/torch2.txt | grep PEER | awk '{k=$2" "$3" "$4" "$5; v[k]=v[k]" "int($6)} END {for (k in v) print "PEER", k, v[k]}' | sort
grep -E "^GEMM|^STACK|^WIDE" $W/waves.txt | awk '{print $1,$2,$3,$4,$5,$6,int($7)}'
grep "|" $W/sweep/summary.md | grep -v attention
grep -iE "error|assert|W0005" $W/waves.txt $W/sweep/gemm_tile.txt | head
tar cJf "$OUT/c31.tar.xz" -C $W .
