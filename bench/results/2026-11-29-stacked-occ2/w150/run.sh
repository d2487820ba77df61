# e9ac153: ncu of gemm() through NVVM and of cuBLAS at 2304 x 2048 x 1024, 3000 x 3000 x 1000
# and 4096^3 (bf16, NN).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w150; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu)
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis --section WarpStateStats --section ComputeWorkloadAnalysis"
G="2304x2048x1024:bf16:NN 3000x3000x1000:bf16:NN 4096x4096x4096:bf16:NN"
timeout 200 $NCU $SEC -k regex:'matmul' /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_profile.tile > $W/ncu_tile.txt 2>&1; echo "tile rc=$?"
timeout 200 $NCU $SEC -k regex:'gemm|nvjet|xmma|sm90|cutlass' python3 bench/gpu-checks/peer_kernels.py --once $G > $W/ncu_cublas.txt 2>&1; echo "cublas rc=$?"
for f in $W/ncu_tile.txt $W/ncu_cublas.txt; do echo "== $f"; grep -E '^  [a-zA-Z_].*\(|Duration|Registers Per|Grid Size|Dynamic Shared|Compute \(SM\) Throughput|L2 Cache Throughput|DRAM Throughput|L1/TEX Cache Throughput|Executed Ipc A|Issue Slots Busy|Warp Cycles Per Issued|Achieved Occupancy|One or More Eligible' $f | cut -c1-120 | head -120; done
cp bench/carry/c150.sh $W/run.sh
tar -C /tmp -czf "$OUT/w150.tgz" w150
