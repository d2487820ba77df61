# Nsight Compute on flash_attention through NVVM, OVERLAP False then True (4 x 16 x 4096, D = 128).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w119; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
timeout 400 $NCU --kernel-name regex:flash --launch-count 2 --section SpeedOfLight --section WarpStateStats --section SchedulerStats --section InstructionStats --section Occupancy --section LaunchStats /tmp/tile run --device gpu --backend nvvm bench/carry-y/ovncu.tile > $W/ncu.txt 2>&1; echo "ncu rc=$? $(( $(date +%s) - S ))s"
grep -E "flash_attention|Duration|Warp Cycles Per Issued|Stall|Issue Slots Busy|Executed Ipc A|Registers Per|Achieved Occupancy|No Eligible|Compute \(SM\) Thr|Memory Thr|Executed Instructions  " $W/ncu.txt | head -80
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c119.sh $W/run.sh
cp -r $W "$OUT/w119"
