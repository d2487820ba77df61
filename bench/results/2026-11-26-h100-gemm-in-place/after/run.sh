set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w8; rm -rf $W; mkdir -p $W
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
SH="1100x900x512:bf16 1000x1000x300:bf16 4000x3004x1500:bf16 2048x2052x2048:bf16 4096x4096x4100:bf16 1000x1000x1000:bf16 768x1536x1024:bf16 1024x1024x4096:bf16"
S=$(date +%s)
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py $SH > $W/inplace_torch.txt 2>&1
timeout 150 /tmp/tile run --device gpu bench/carry-chk/gemm_inplace.tile 2>&1 | grep -v "^bench (" > $W/inplace_tile.txt
echo "inplace $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch.txt 2>&1
timeout 200 /tmp/tile run --device gpu bench/gpu-checks/gemm_sweep.tile 2>&1 | grep -v "^bench (" > $W/gemm_tile.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch2.txt 2>&1
echo "sweep $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/sweep_summary.py $W > $W/summary.md 2>&1; cat $W/summary.md | head -32
cat $W/inplace_tile.txt; grep -h PEER $W/inplace_torch.txt
tar cJf "$OUT/c8.tar.xz" -C $W .
