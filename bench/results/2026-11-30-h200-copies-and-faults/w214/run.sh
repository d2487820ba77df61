# with the Tile IR tools unpacked (bench/carry-tools.sh) and the build of bench/out/bin4 (14e76af) in /tmp/tile:
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH; mkdir -p /tmp/w214
timeout 400 /tmp/tile bench bench/gpu-checks/copy_speed.tile --backend tileir > /tmp/w214/log.txt 2>&1
