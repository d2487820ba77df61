# ncu of the NVVM GEMM (4096^3 bf16) and attention kernels, new build.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w87; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu)
timeout 400 $NCU --launch-skip 0 --launch-count 20 --section SpeedOfLight --section WarpStateStats --section ComputeWorkloadAnalysis --section LaunchStats --section Occupancy --section SchedulerStats --section InstructionStats --section MemoryWorkloadAnalysis \
  /tmp/tile run --device gpu --backend nvvm bench/carry-y/prof.tile > $W/ncu.txt 2>&1; echo "ncu rc=$?"
grep -E "^  [a-z_]+.*\(|Duration|Compute \(SM\) Throughput|Memory Throughput|Registers Per|Achieved Occupancy|Stall|Issued Ipc|Warp Cycles Per Issued|No Eligible|Shared Memory Configuration Size|Dynamic Shared" $W/ncu.txt | head -120
cp bench/carry-y/c87.sh $W/run.sh; cp bench/carry-y/prof.tile $W/
cp -r $W "$OUT/w87"
