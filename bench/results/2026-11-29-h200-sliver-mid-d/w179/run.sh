# NVVM only: the host time of gemm()'s decision path (CUDA events around host code that launches
# nothing, no L2 flush), and gemm() against the one launch it makes, cold and warm L2.
# bench/out/bin/hostcost.tile is this folder's host_cost.tile
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so; xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile; nvidia-smi --query-gpu=name --format=csv,noheader; cat bench/out/bin/BUILD; /tmp/tile run bench/out/bin/hostcost.tile --device gpu --backend nvvm 2>&1 | tail -12; lscpu | grep -E "Model name|MHz" | head -3
