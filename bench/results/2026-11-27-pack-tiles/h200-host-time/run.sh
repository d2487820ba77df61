# After the tools calls, on the same warm machine as ../h200-fresh-cache (the build of c23):
unset CUDA_HOME CUDA_PATH; export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name --format=csv,noheader; export TILE_CACHE_DIR=/tmp/c25
for r in 1 2; do echo "round $r"; /tmp/tile run --device gpu bench/gpu-checks/host_time.tile 2>&1 | cut -c1-400; done
