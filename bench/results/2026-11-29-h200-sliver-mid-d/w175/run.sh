# NVVM only: gemm() and the same product split by hand, both orders, at 2048 x 4104 x 4096 NN
# bench/out/bin/dbg2.tile is this folder's sliver_order.tile (beside a copy of bench/gpu-checks/gemm_checks.tile)
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so; xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile; /tmp/tile run bench/out/bin/dbg2.tile --device gpu --backend nvvm 2>&1 | cut -c1-200
