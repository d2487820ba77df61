set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w25; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu)
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables --section WarpStateStats --section SchedulerStats --section ComputeWorkloadAnalysis"
timeout 200 $NCU $SEC -k regex:'layernorm|rmsnorm|attention' /tmp/tile run --device gpu bench/gpu-checks/profile_once.tile > $W/ncu_tile.txt 2>&1
cd bench/gpu-checks
timeout 100 $NCU $SEC -k regex:'layernorm_row' python3 rows_peer_once.py bf16 layernorm 1200 > $W/ncu_triton_ln.txt 2>&1
timeout 100 $NCU $SEC -k regex:'rmsnorm_row' python3 rows_peer_once.py bf16 rmsnorm 1200 > $W/ncu_triton_rms.txt 2>&1
timeout 100 $NCU $SEC -k regex:'cudnn|flash' python3 peer_kernels.py --once attn:1024:128 > $W/ncu_attn.txt 2>&1
cd ../..
for f in $W/ncu_*.txt; do echo "== $f"; grep -E '^  [a-zA-Z_].*\(|Duration|Registers Per|Grid Size|Block Size|Achieved Occupancy|Theoretical Occ|Memory Throughput|DRAM Throughput|Shared Memory Per Block|Issue Slots Busy|No Eligible|Warp Cycles Per Issued' $f | cut -c1-130 | head -120; done
tar cJf "$OUT/c25.tar.xz" -C $W .
