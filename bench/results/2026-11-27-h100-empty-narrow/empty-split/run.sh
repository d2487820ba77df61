# Split-K at 512 x 512 x 16384 with `empty` uncleared (gemm_split_more.tile with its cuBLAS
# peers), then the gemm sweep, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w45; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_split_more.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:512x512x16384:NN bf16:512x512x16384:NT bf16:256x256x65536:NN bf16:384x1000x14336:NN" > $W/split_more.txt 2>&1; echo "split_more rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -v "^ *$" $W/split_more.txt | tail -40
S=$(date +%s)
mkdir -p $W/sweep
timeout 330 /tmp/tile bench --sweep gemm --results $W/sweep > $W/sweep/sweep-gemm.txt 2> $W/sweep/sweep-gemm.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^gemm" $W/sweep/sweep-gemm.txt | awk '{print $NF, $0}' | sort -n | head -10 | cut -c1-150
grep "paired lines" $W/sweep/sweep-gemm.txt | grep -v "^bench"; tail -2 $W/sweep/sweep-gemm.err
cp bench/carry-y/c45.sh $W/run.sh
tar czf "$OUT/w45.tgz" -C /tmp w45
