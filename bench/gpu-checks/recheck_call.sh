# After `bash bench/nvvm.sh run` in the same call: three rounds of gemm_recheck.tile beside
# cuBLAS, through the suites' tile binary (/tmp/nv/tile).
set -uo pipefail
W=$OUT/recheck; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras; unset CUDA_HOME CUDA_PATH
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 3333x2777x1111:bf16:NT 3333x2777x1111:bf16:NN 3000x1000x776:NN 5000x1000x1000:bf16:NN > $W/peer1.txt 2>&1
timeout 200 /tmp/nv/tile run --device gpu bench/gpu-checks/gemm_recheck.tile > $W/tile.txt 2>&1
timeout 100 python3 bench/gpu-checks/gemm_occ_torch.py 3333x2777x1111:bf16:NT 3333x2777x1111:bf16:NN 3000x1000x776:NN 5000x1000x1000:bf16:NN > $W/peer2.txt 2>&1
grep -h PEER $W/peer*.txt | awk '{print $2,$3,$4,$5,int($6)}'; grep -B1 "^SWEEP" $W/tile.txt | cut -c1-160
