set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w38; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 2304x2048x1024:bf16:NN 4096x1280x2048:bf16:NN 1800x2600x1536:bf16:NN 5000x1000x1000:bf16:NN > $W/peer1.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/gpu-checks/gemm_onewave.tile > $W/tile.txt 2>&1
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 2304x2048x1024:bf16:NN 4096x1280x2048:bf16:NN 1800x2600x1536:bf16:NN 5000x1000x1000:bf16:NN > $W/peer2.txt 2>&1
cat $W/peer1.txt $W/peer2.txt | grep PEER | awk '{print $2,$3,$4,$5,int($6)}' | sort | uniq -c | head -20; grep -E "^(GEMM|B[0-9])" $W/tile.txt; grep -i "error\|W0005" $W/tile.txt | head -5
tar cJf "$OUT/c38.tar.xz" -C $W .
