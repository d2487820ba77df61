set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w34; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 200 python3 bench/gpu-checks/gemm_occ_torch.py 2304x2048x1024:bf16:NN 4096x1280x2048:bf16:NN 1800x2600x1536:bf16:NN 5000x1000x1000:bf16:NN 2304x2048x1024:bf16:NT 1800x2600x1536:bf16:NT 3000x1000x776:TN 4096x4096x4096:bf16:NN > $W/peer1.txt 2>&1
echo "peer $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 330 /tmp/tile run --device gpu bench/gpu-checks/gemm_streamk.tile > $W/tile.txt 2>&1
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 60 python3 bench/gpu-checks/gemm_occ_torch.py 2304x2048x1024:bf16:NN 1800x2600x1536:bf16:NN 3000x1000x776:TN > $W/peer2.txt 2>&1
cat $W/peer1.txt $W/peer2.txt | grep PEER; grep -v "^bench (\|W0005\|help:" $W/tile.txt | tail -45
tar cJf "$OUT/c34.tar.xz" -C $W .
