# gemm_recheck_odd.tile with cuBLAS peers, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w39; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_recheck_odd.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:3333x2777x1111:NN bf16:3333x2777x1111:TT" > $W/odd.txt 2>&1; echo "odd rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep "^gemm\|paired" $W/odd.txt
cp bench/carry-y/c39.sh $W/run.sh
tar czf "$OUT/w39.tgz" -C /tmp w39
