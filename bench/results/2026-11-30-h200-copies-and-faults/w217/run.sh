# in the call of w216, same build (14e76af) and tools:
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH; mkdir -p /tmp/w217
timeout 200 /tmp/tile bench bench/gpu-checks/copy_latency.tile --backend tileir > /tmp/w217/log.txt 2>&1
