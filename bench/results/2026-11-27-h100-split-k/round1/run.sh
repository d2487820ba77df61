# gemm_split_k.tile and gemm_small_n.tile with cuBLAS peers, after the tools calls.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w34; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"; sha256sum /tmp/tile | cut -c1-16 | tee -a $W/gpu.txt
S=$(date +%s)
timeout 300 /tmp/tile bench bench/gpu-checks/gemm_split_k.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:512x512x16384:NN bf16:512x512x16384:NT bf16:1024x1024x8192:NN bf16:1024x1024x8192:NT bf16:768x640x12000:NN bf16:768x640x12000:NT bf16:256x256x65536:NN bf16:384x1000x14336:NN f16-f32:1000x700x9999:NN" > $W/split_k.txt 2>&1; echo "split_k rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
S=$(date +%s)
timeout 200 /tmp/tile bench bench/gpu-checks/gemm_small_n.tile --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:4096x16x4096:NN bf16:4096x16x4096:NT bf16:8192x64x4096:NN bf16:8192x64x4096:NT bf16:16384x16x4096:NN bf16:4096x64x14336:NN" > $W/small_n.txt 2>&1; echo "small_n rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -v "^bench \|^PEER" $W/split_k.txt | tail -45
grep "^gemm\|lines paired" $W/small_n.txt
cp bench/carry-y/c34.sh $W/run.sh
tar czf "$OUT/w34.tgz" -C /tmp w34
