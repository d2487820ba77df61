# NVVM only: the launches gemm() takes at 2048 x 4104 x 4096 and 4096 x 4104 x 4096 (bf16, NN)
# bench/out/bin/dbg.tile is this folder's trace_sliver.tile
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so; xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile; /tmp/tile run bench/out/bin/dbg.tile --device gpu --backend nvvm 2>&1 | cut -c1-250
