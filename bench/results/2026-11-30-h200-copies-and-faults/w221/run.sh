# w221: stride_faults cases; rows_misaligned with the stride floor; gemm_rows8 without/with it; copy_back.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w221; rm -rf $W; mkdir -p $W
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH; export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin5/tile.xz >/tmp/tile5 && chmod +x /tmp/tile5
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $W/gpu.txt; cat bench/out/bin5/BUILD | tee -a $W/gpu.txt
cd bench/gpu-checks
for c in copy spread add mma_a4 mma_b4 mma_48; do sed "s/^case(\"copy\")/case(\"$c\")/" stride_faults.tile > sf_$c.tile; echo "== $c"; TILE_CACHE_DIR=/tmp/c1 timeout 100 compute-sanitizer --tool memcheck --print-limit 2 /tmp/tile5 run sf_$c.tile --backend tileir > $W/sf_$c.txt 2>&1; echo rc=$?; grep -aE "CASE|Invalid|misaligned|rror" $W/sf_$c.txt | head -3 | cut -c1-160; done
for c in base a_div4; do sed "s/^case(\"base\")/case(\"$c\")/" rows_misaligned.tile > rm_$c.tile; echo "== floor $c"; TILE_EXPERIMENT_STRIDE_FLOOR=1 TILE_CACHE_DIR=/tmp/c2 timeout 100 compute-sanitizer --tool memcheck --print-limit 2 /tmp/tile5 run rm_$c.tile --backend tileir > $W/rm_$c.txt 2>&1; echo rc=$?; grep -aE "CASE|Invalid|misaligned|rror" $W/rm_$c.txt | head -3 | cut -c1-160; done
cd ../..
TILE_CACHE_DIR=/tmp/c1 timeout 150 /tmp/tile5 bench bench/gpu-checks/gemm_rows8.tile --backend tileir --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:1100x900x1004:NN bf16:4000x3004x1500:NN bf16:2000x1004x2004:NT bf16:1000x1000x1004:TN bf16:8x3004x4100:NN" > $W/rows8_promised.txt 2>&1; echo "rows8 promised rc=$?"
TILE_EXPERIMENT_STRIDE_FLOOR=1 TILE_CACHE_DIR=/tmp/c2 timeout 150 /tmp/tile5 bench bench/gpu-checks/gemm_rows8.tile --backend tileir > $W/rows8_floor.txt 2>&1; echo "rows8 floor rc=$?"
TILE_CACHE_DIR=/tmp/c1 timeout 150 /tmp/tile5 bench bench/gpu-checks/copy_back.tile --backend tileir > $W/copy_back.txt 2>&1; echo "copy_back rc=$?"
grep -aE "^gemm " $W/rows8_promised.txt | cut -c1-120; grep -aE "^ROWS8" $W/rows8_floor.txt
grep -a "^COPY" $W/copy_back.txt | awk '{printf "%s %s %s %s %s %7.2f\n",$2,$3,$4,$5,$6,$7}'
cp bench/out/bin5/exp.sh $W/run.sh; tar -C /tmp -czf $OUT/w221.tgz w221
