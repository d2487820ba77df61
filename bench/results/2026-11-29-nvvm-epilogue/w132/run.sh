# Packed, swizzled shared-memory conversions in the NVVM back end (uncommitted on 7ec3453)
# against 7ec3453 (tile-old): the GPU suite through NVVM, nvvm_mma_shapes' products and
# nvvm_gemm_layouts' checks, then nvvm_gemm_overhead.tile and nvvm_attention.tile with both
# builds alternately, gemm()'s NVVM tiles, cuBLAS and torch's attention backends.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w132; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry/tile-old.xz >/tmp/tile-old && chmod +x /tmp/tile-old
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
timeout 120 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$? $(( $(date +%s) - S ))s"; tail -2 $W/shapes.txt
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/gemm-layouts.txt 2>&1; echo "gemm layouts rc=$? $(( $(date +%s) - S ))s"
for r in 1 2; do
  for b in tile-old tile; do
    timeout 100 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_overhead.tile > $W/overhead-$b-$r.txt 2>&1; echo "overhead $b $r rc=$? $(( $(date +%s) - S ))s"
  done
done
for b in tile-old tile; do
  timeout 150 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn-$b.txt 2>&1; echo "attn $b rc=$? $(( $(date +%s) - S ))s"
done
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_tiles.tile > $W/gemm-tiles.txt 2>&1; echo "gemm tiles rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 150 python3 gemm_peer_times.py bf16:4096x4096x4096:NN bf16:3000x3000x1000:NN f16:5000x2000x1536:NN bf16:2000x1000x776:NN bf16:1024x1024x1024:NN f16-f32:3000x2000x1000:NN bf16:4096x4096x1024:NN bf16:3072x3072x1024:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 4096:256 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
for f in $W/overhead-*.txt; do echo "== $f"; grep -E "^OVERHEAD|rror" $f | awk '{print $2, $3, $4, $5, $7}'; done
grep -E "^NVVM-ATTN|rror" $W/attn-*.txt | sed 's/^.*attn-//' | cut -c1-110
grep -E "^GEMM|rror" $W/gemm-layouts.txt | cut -c1-110; grep -E "^TILES|rror" $W/gemm-tiles.txt | cut -c1-100; grep -E "^PEER" $W/cublas.txt; grep -E "^ATTN.*(cudnn|flash2)|device" $W/torch-attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c132.sh $W/run.sh
tar -C /tmp -czf "$OUT/w132.tgz" w132
