set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w; rm -rf $W; mkdir -p $W
mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch.txt 2>&1
echo "torch1 $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 280 /tmp/tile run --device gpu bench/gpu-checks/gemm_sweep.tile 2>&1 | grep -v "^bench (" > $W/gemm_tile.txt
echo "tile $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch2.txt 2>&1
echo "torch2 $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
python3 bench/gpu-checks/sweep_summary.py $W > $W/summary.md 2>&1; cat $W/summary.md | head -40
grep "f16-" $W/gemm_torch*.txt
tar cJf "$OUT/c1.tar.xz" -C $W .
