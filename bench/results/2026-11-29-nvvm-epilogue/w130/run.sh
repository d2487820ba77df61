# matmul_grouped's NVVM 128 x 256 tiles over K from 64 to 2048 and at 288-block grids with
# aligned and half-sector rows (nvvm_gemm_overhead.tile), cuBLAS at the same shapes, then
# Nsight Compute on 3072 x 3072 x 1024 and 3000 x 3000 x 1000 (nvvm_gemm_profiled.tile).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w130; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_overhead.tile > $W/overhead.txt 2>&1; echo "overhead rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 150 python3 gemm_peer_times.py bf16:4096x4096x64:NN bf16:4096x4096x128:NN bf16:4096x4096x256:NN bf16:4096x4096x512:NN bf16:4096x4096x1024:NN bf16:4096x4096x2048:NN bf16:3072x3072x1024:NN bf16:3000x3072x1024:NN bf16:3072x3000x1024:NN bf16:3072x3072x1000:NN bf16:3000x3000x1000:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 300 $NCU --kernel-name regex:matmul_grouped --launch-skip 1 --launch-count 3 --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section InstructionStats --section Occupancy --section LaunchStats --section MemoryWorkloadAnalysis /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_profiled.tile > $W/ncu.txt 2>&1; echo "ncu rc=$? $(( $(date +%s) - S ))s"
grep -E "^OVERHEAD|rror" $W/overhead.txt | cut -c1-140; grep -E "^PEER" $W/cublas.txt
grep -E "matmul_grouped|Duration|Warp Cycles Per Issued|Stall|Issue Slots Busy|Executed Ipc A|Registers Per|Achieved Occupancy|No Eligible|Compute \(SM\) Thr|Memory Thr|Executed Instructions  |L2 Hit|DRAM Thr|Block Limit|Shared Memory Config" $W/ncu.txt | head -90
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c130.sh $W/run.sh
tar -C /tmp -czf "$OUT/w130.tgz" w130
