# copy_unaligned in gemm(): the GPU trials of gemm's example and the stdlib GEMMs with the new
# build, then gemm_pack.tile by the old and the new build alternately, three rounds each.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w23; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
for t in examples/matmul stdlib/matmul/ stdlib/persistent_matmul/; do
  TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 "gpu::$t" >> $W/suite.txt 2>&1; echo "gpu::$t rc=$?" | tee -a $W/gpu.txt
done
grep -E "^test .*(FAILED|ok)$|panicked|off by|test result" $W/suite.txt | tail -8
for r in 1 2 3; do for b in tile-old tile; do
  timeout 120 /tmp/$b run --device gpu bench/carry-y/gemm_pack.tile > $W/gemm-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep -E "^bench" $W/gemm-$b-$r.txt | sed 's/ (NVIDIA.*median/ median/; s/ over 20 runs//'
done; done
cp bench/carry-y/c23.sh $W/run.sh
cp -r $W "$OUT/w23"
