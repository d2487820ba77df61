# gemm_small_n.tile with cuBLAS peers, then the gemm sweep, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w33; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_small_n.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:4096x16x4096:NN bf16:4096x16x4096:NT bf16:8192x64x4096:NN bf16:8192x64x4096:NT bf16:16384x16x4096:NN bf16:4096x64x14336:NN" > $W/small_n.txt 2>&1; echo "small_n rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
S=$(date +%s)
mkdir -p $W/sweep
timeout 340 /tmp/tile bench --sweep gemm --results $W/sweep > $W/sweep/sweep-gemm.txt 2> $W/sweep/sweep-gemm.err; echo "sweep rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -v "^bench " $W/small_n.txt | tail -60
tail -3 $W/sweep/sweep-gemm.txt; tail -3 $W/sweep/sweep-gemm.err
cp bench/carry-y/c33.sh $W/run.sh
tar czf "$OUT/w33.tgz" -C /tmp w33
