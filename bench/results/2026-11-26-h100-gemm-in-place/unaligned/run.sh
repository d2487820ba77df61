set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w7; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 1100x900x512:bf16 1000x1000x300:bf16 4000x3004x1500:bf16 2048x2052x2048:bf16 4096x4096x4100:bf16 3000x1000x777:bf16 2000x1000x1544:bf16 > $W/unal_torch.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/carry-chk/gemm_unal.tile > $W/unal.txt 2>&1
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 1100x900x512:bf16 1000x1000x300:bf16 4000x3004x1500:bf16 2048x2052x2048:bf16 4096x4096x4100:bf16 3000x1000x777:bf16 2000x1000x1544:bf16 > $W/unal_torch2.txt 2>&1
grep -v "^bench (" $W/unal.txt | grep "DIRECT\|GEMM\|rror\|W0"; grep -h PEER $W/unal_torch*.txt
tar cJf "$OUT/c7.tar.xz" -C $W .
