# wgmma left in flight across iterations (wait_group 1, copies S - 2 ahead, four stages where
# one block an SM): the whole GPU suite through NVVM, nvvm_mma_shapes.tile, cuBLAS at the
# shapes of nvvm_gemm_layouts.tile, then that script by the new build and a997d1e alternately
# through NVVM, once through Tile IR, and nvvm_mma.tile by the new build.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w105; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20
timeout 100 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma_shapes.tile > $W/shapes.txt 2>&1; echo "shapes rc=$? $(grep -c NVVM-MMA $W/shapes.txt) products" | tee -a $W/gpu.txt
grep -E "W0005|rror|off by" $W/shapes.txt | head -5
(cd bench/gpu-checks && timeout 120 python3 gemm_peer_times.py bf16:4096x4096x4096:NN bf16:8192x8192x4096:NN bf16:1024x1024x1024:NN bf16:3000x3000x1000:NN bf16:2000x1000x776:NN f16-f32:3000x1000x776:NN bf16:4096x4096x4096:NT bf16:4096x4096x4096:TN f16:5000x2000x1536:NN bf16:4096x4096x4096:TT f16-f32:3000x2000x1000:NT) > $W/cublas.txt 2>&1; echo "cublas rc=$?"
grep PEER $W/cublas.txt
for round in 1 2; do
  for b in tile tile-old; do
    timeout 120 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_layouts.tile > $W/layouts-$b-$round.txt 2>&1; echo "$b round $round rc=$?"
    grep -E "^GEMM|Error|error|off by" $W/layouts-$b-$round.txt | sed "s/^/$b: /"
  done
done
timeout 200 /tmp/tile run --device gpu --backend tileir bench/gpu-checks/nvvm_gemm_layouts.tile > $W/layouts-tileir.txt 2>&1; echo "tileir rc=$?"
grep -E "^GEMM|Error|error|off by" $W/layouts-tileir.txt
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_mma.tile > $W/perf-tile.txt 2>&1; echo "mma rc=$?"
grep -E "^NVVM-|Error|error|off by" $W/perf-tile.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c105.sh $W/run.sh
cp -r $W "$OUT/w105"
