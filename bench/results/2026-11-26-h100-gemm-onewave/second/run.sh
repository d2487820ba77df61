set -uo pipefail
if [ ! -x /tmp/cu/nvidia/cu13/bin/tileiras ]; then mkdir -p /tmp/cu && cat /tmp/parts/toolpart.aa bench/carry-t2/toolpart.ab | tar xJ -C /tmp/cu; fi
OUT=${OUT:-bench/out}; mkdir -p "$OUT/sweep" "$OUT/onewave"
OUT=$OUT/sweep bash bench/gpu-checks/sweeps.sh > /dev/null 2>&1
grep -i "gemm\|^|" $OUT/sweep/summary.md | head -70
W=$OUT/onewave; export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 2304x2048x1024:bf16:NN 4096x1280x2048:bf16:NN 1800x2600x1536:bf16:NN 5000x1000x1000:bf16:NN 3000x1500x1024:bf16:NN 3000x1500x776:NN > $W/peer1.txt 2>&1
timeout 200 /tmp/tile run --device gpu bench/gpu-checks/gemm_onewave.tile > $W/tile.txt 2>&1
cp bench/carry-chk/c39.sh $W/run.sh; cat bench/carry-chk/BUILD > $W/build.txt
grep PEER $W/peer1.txt | awk '{print $2,$3,$4,$5,int($6)}'; grep -E "^(GEMM|B[0-9])" $W/tile.txt
