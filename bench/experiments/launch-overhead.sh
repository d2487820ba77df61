#!/usr/bin/env bash
# Host time per launch of a tiny kernel, ours beside cuLaunchKernel from C, in one device call,
# three rounds alternating: bench/launch_floor.cu (an empty kernel, steady and in bursts of 200
# into an empty queue) and the GPU suite's gpu::overhead trial (a `.tile` script loop,
# KernelHandle::launch_on, tile_gpu's launch_with). After `scripts/gpu-tests.sh prepare`:
#
#   run(command="bash bench/experiments/launch-overhead.sh", carry=["target/gpu-tests"], timeout_s=300)
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
exec > >(tee "$OUT/launch-overhead.txt") 2>&1
nvcc -arch=sm_90 -O2 -o /tmp/launch_floor bench/launch_floor.cu -lcuda || exit 1
for round in 1 2 3; do
  echo "== round $round"
  /tmp/launch_floor
  bash scripts/gpu-tests.sh run gpu::overhead 2>&1 | grep "gpu::overhead:"
done
