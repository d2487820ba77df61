set -uo pipefail
OUT=${OUT:-bench/out}; mkdir -p "$OUT"
W=/tmp/w21; rm -rf $W; mkdir -p $W
ls /tmp/parts >/dev/null || exit 3
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
xz -dc bench/carry-chk/tile.xz >/tmp/tile && chmod +x /tmp/tile
unset CUDA_HOME CUDA_PATH
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-chk/BUILD | tee -a "$W/gpu.txt"
G="3000x1000x776:NN 3000x1000x776:NT 3000x1000x776:TN 3000x1000x776:TT 1000x1000x1000:bf16:NN 1000x1000x1000:bf16:NT 2000x1000x1536:bf16:NN"
timeout 120 python3 bench/gpu-checks/peer_kernels.py $G attn:1024:128 attn:1024:128:causal attn:4096:128 > $W/peer_kernels.txt 2>&1
grep KERNEL $W/peer_kernels.txt | cut -c1-230
NCU=$(command -v ncu || ls /usr/local/cuda/bin/ncu)
SEC="--section SpeedOfLight --section LaunchStats --section Occupancy --section MemoryWorkloadAnalysis"
timeout 200 $NCU $SEC -k regex:'matmul|gemm' /tmp/tile run --device gpu bench/gpu-checks/gemm_profile.tile > $W/ncu_tile.txt 2>&1
timeout 150 $NCU $SEC -k regex:'gemm|nvjet|xmma|sm90|cutlass' python3 bench/gpu-checks/peer_kernels.py --once $G > $W/ncu_cublas.txt 2>&1
for f in $W/ncu_tile.txt $W/ncu_cublas.txt; do echo "== $f"; grep -E '^  [a-zA-Z_].*\(|Duration|Registers Per|Grid Size|Block Size|Achieved Occupancy|Compute \(SM\) Throughput|L2 Cache Throughput|DRAM Throughput|Dynamic Shared|Waves Per SM' $f | cut -c1-150 | head -150; done
tar cJf "$OUT/c21.tar.xz" -C $W .
