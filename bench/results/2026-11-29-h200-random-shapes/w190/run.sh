# Random GEMM shapes (bench/gpu-checks/gemm_random.tile) beside cuBLAS, or attention at odd
# sequence lengths (attention_odd.tile) beside cuDNN/FA2; build in bench/out/bin3.
# bash bench/out/bin3/c190.sh gemm|attn [BACKEND]
set -uo pipefail
MODE=$1; BE=${2:-tileir}
OUT=${OUT:-bench/out}; W=/tmp/w190-$MODE-$BE; rm -rf $W; mkdir -p $W
[ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin3/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin3/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
if [ "$MODE" = gemm ]; then
  timeout 520 /tmp/tile bench bench/gpu-checks/gemm_random.tile --backend $BE --run-peers "bench/gpu-checks/gemm_peer_times.py $(python3 bench/gpu-checks/gemm_random_shapes.py --peers)" > $W/log.txt 2>&1
else
  timeout 520 /tmp/tile bench bench/gpu-checks/attention_odd.tile --backend $BE --run-peers "bench/gpu-checks/attention_sweep_torch.py 1000:128 1000:64 3000:128 3000:64 5555:128 777:64" > $W/log.txt 2>&1
fi
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench )" $W/log.txt | tail -60 | cut -c1-160
cp bench/out/bin3/c190.sh $W/run.sh
tar -C /tmp -czf "$OUT/$(basename $W).tgz" $(basename $W)
