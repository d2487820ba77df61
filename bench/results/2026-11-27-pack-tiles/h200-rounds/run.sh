# Packing tiles (copy_tiles) in gemm(): the GPU trials of gemm's examples and the stdlib with
# the new build, the copy back into C at several tiles, then gemm_pack.tile by the old and the
# new build alternately, two rounds each.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w22; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
for t in examples/matmul stdlib/matmul/ stdlib/persistent_matmul/; do
  TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 "gpu::$t" >> $W/suite.txt 2>&1; echo "gpu::$t rc=$?" | tee -a $W/gpu.txt
done
grep -E "^test .*(FAILED|ok)$|panicked|off by|test result" $W/suite.txt | tail -8
sed 's/^RUN_SOURCES = True/RUN_SOURCES = False/' bench/carry-y/pack_sizes.tile > /tmp/pack_back.tile
timeout 120 /tmp/tile run --device gpu /tmp/pack_back.tile > $W/back.txt 2>&1; echo "back rc=$?"; grep -E "^SIZES|rror" $W/back.txt
for r in 1 2; do for b in tile-old tile; do
  timeout 120 /tmp/$b run --device gpu bench/carry-y/gemm_pack.tile > $W/gemm-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep -E "^PACKED|rror" $W/gemm-$b-$r.txt
done; done
cp bench/carry-y/c22.sh $W/run.sh
cp -r $W "$OUT/w22"
