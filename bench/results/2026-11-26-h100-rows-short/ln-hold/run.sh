set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w5; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
timeout 200 /tmp/tile run --device gpu bench/carry-chk/gemm_ktail.tile > $W/ktail.txt 2>&1
timeout 60 python3 bench/gpu-checks/gemm_occ_torch.py 3000x1000x776 3000x1000x776:bf16 1000x1000x1000:bf16 2000x1000x1544:bf16 > $W/ktail_torch.txt 2>&1
timeout 100 /tmp/tile run --device gpu bench/carry-chk/ln_hold.tile > $W/ln_hold.txt 2>&1
timeout 60 python3 bench/gpu-checks/rows_sweep_triton.py bf16 32768 30000 20000 > $W/ln_triton.txt 2>&1
grep -v "^bench (" $W/ktail.txt | grep "KTAIL\|GEMM\|rror\|W0" ; grep PEER $W/ktail_torch.txt
grep -v "^bench (" $W/ln_hold.txt | grep -v "^$" | head -60; grep "PEER layernorm" $W/ln_triton.txt
tar cJf "$OUT/c5.tar.xz" -C $W .
