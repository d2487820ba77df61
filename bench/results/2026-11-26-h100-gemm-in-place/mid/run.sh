set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w6; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 60 python3 bench/gpu-checks/gemm_occ_torch.py 1000x1000x1000:bf16 1024x1024x4096:bf16 768x1536x1024:bf16 1100x900x512:bf16 1000x1000x300:bf16 1152x896x2048:bf16 > $W/mid_torch.txt 2>&1
timeout 300 /tmp/tile run --device gpu bench/carry-chk/gemm_mid.tile > $W/mid.txt 2>&1
timeout 60 python3 bench/gpu-checks/gemm_occ_torch.py 1000x1000x1000:bf16 1024x1024x4096:bf16 768x1536x1024:bf16 1100x900x512:bf16 1000x1000x300:bf16 1152x896x2048:bf16 > $W/mid_torch2.txt 2>&1
grep -v "^bench (" $W/mid.txt | grep "MID\|GEMM\|rror\|W0"; grep -h PEER $W/mid_torch*.txt
tar cJf "$OUT/c6.tar.xz" -C $W .
