# TMA loads in the NVVM back end's rings: the GPU suite through NVVM, the 52 products of
# nvvm_mma_shapes, then gemm() and attention_forward with tensor maps off (TILE_TENSOR_MAPS=0,
# the cp.async ring as before) and on, alternately, two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w122; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
timeout 120 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$? $(( $(date +%s) - S ))s"; tail -3 $W/shapes.txt
for r in 1 2; do
  for m in 0 1; do
    TILE_TENSOR_MAPS=$m timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/gemm-maps$m-r$r.txt 2>&1; echo "gemm maps=$m r$r rc=$? $(( $(date +%s) - S ))s"
    TILE_TENSOR_MAPS=$m timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn-maps$m-r$r.txt 2>&1; echo "attn maps=$m r$r rc=$? $(( $(date +%s) - S ))s"
  done
done
for f in $W/gemm-maps*.txt $W/attn-maps*.txt; do echo "== $f"; grep -E "^GEMM|^NVVM-ATTN|rror|panick" $f | awk '{print}' | cut -c1-120; done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c122.sh $W/run.sh
cp -r $W "$OUT/w122"
