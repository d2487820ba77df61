set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w32; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch.txt 2>&1
timeout 240 /tmp/tile run --device gpu bench/gpu-checks/gemm_sweep.tile 2>&1 | grep -v "^bench (" > $W/gemm_tile.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch2.txt 2>&1
timeout 240 /tmp/tile run --device gpu bench/gpu-checks/gemm_sweep.tile 2>&1 | grep -v "^bench (" > $W/gemm_tile_r2.txt
timeout 100 python3 bench/gpu-checks/gemm_sweep_torch.py > $W/gemm_torch3.txt 2>&1
mkdir -p $W/merged; cp $W/gpu.txt $W/merged/; cat $W/gemm_tile.txt $W/gemm_tile_r2.txt > $W/merged/gemm_tile.txt; cp $W/gemm_torch.txt $W/merged/; cat $W/gemm_torch2.txt $W/gemm_torch3.txt > $W/merged/gemm_torch2.txt
python3 bench/gpu-checks/sweep_summary.py $W/merged | tee $W/summary.md
grep -iE "error|assert" $W/gemm_tile*.txt | head -5
tar cJf "$OUT/c32.tar.xz" -C $W .
