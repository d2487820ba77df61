# bench_first_run.tile through the build before and after the warm-up change, alternating,
# each process with an empty kernel cache (so that its first gemm() compiles, as a user's does).
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-chk/tile-old.xz >/tmp/tile-old && xz -dc bench/carry-chk/tile.xz >/tmp/tile-new && chmod +x /tmp/tile-old /tmp/tile-new
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
for r in 1 2; do
  for b in old new; do
    rm -rf /tmp/cache-$b-$r
    TILE_CACHE_DIR=/tmp/cache-$b-$r timeout 200 /tmp/tile-$b run --device gpu bench/gpu-checks/bench_first_run.tile > $OUT/first-$b-$r.txt 2>&1
    echo "$b round $r rc=$?"
    grep "^bench gemm-fresh run 0\|^bench fresh run 0" $OUT/first-$b-$r.txt | sed 's/(NVIDIA H100 80GB HBM3, CUDA events, cold L2)//'
  done
done
