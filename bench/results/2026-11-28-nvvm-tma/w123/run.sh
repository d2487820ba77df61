# TMA loads in the NVVM back end's rings, with extent-1 dimensions given a stride a map takes:
# the GPU suite through NVVM, nvvm_mma_shapes' 52 products, attention_forward and gemm()
# through NVVM (tensor maps on), then cuBLAS and torch's attention backends in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w123; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
timeout 120 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$? $(( $(date +%s) - S ))s"; grep -ciE "ok|match" $W/shapes.txt; tail -2 $W/shapes.txt
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn.txt 2>&1; echo "attn rc=$? $(( $(date +%s) - S ))s"
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/gemm.txt 2>&1; echo "gemm rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 4096:256 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 150 python3 gemm_peer_times.py bf16:4096x4096x4096:NN bf16:8192x8192x4096:NN bf16:1024x1024x1024:NN bf16:3000x3000x1000:NN bf16:2000x1000x776:NN f16-f32:3000x1000x776:NN bf16:4096x4096x4096:NT bf16:4096x4096x4096:TN f16:5000x2000x1536:NN bf16:4096x4096x4096:TT f16-f32:3000x2000x1000:NT > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-ATTN|rror" $W/attn.txt | cut -c1-160; grep -E "^GEMM|rror" $W/gemm.txt | cut -c1-140; grep -E "^ATTN|device" $W/torch-attn.txt; grep -E "^PEER" $W/cublas.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c123.sh $W/run.sh
tar -C /tmp -czf "$OUT/w123.tgz" w123
