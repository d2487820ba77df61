# tools part 5 of 5, unpacked to /tmp/cu; gemm() at the low lines through both back ends with cuBLAS;
# the attention sweep (Tile IR session, attention routing); (the bf16 rows sweep through Tile IR: c166).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w165; rm -rf $W; mkdir -p $W
bash bench/out/t4/c.sh
cat /tmp/parts/tools.part0[0-4] | (mkdir -p /tmp/cu && tar xJf - -C /tmp/cu) || echo "UNPACK FAILED"
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat /tmp/BUILD | tee -a "$W/gpu.txt"
for be in tileir nvvm; do
s=$(date +%s); timeout 170 /tmp/tile bench bench/gpu-checks/gemm_backends.tile --backend $be --run-peers "bench/gpu-checks/gemm_peer_times.py bf16:3000x3000x1000:NN bf16:3000x3000x1000:NT bf16:6000x3000x1560:NN bf16:6000x3000x1560:NT bf16:4096x4104x4096:NN bf16:4096x4104x4096:NT f16-f32:2500x1000x776:NN f16-f32:2500x1000x776:NT bf16:2500x1000x2048:NN bf16:2500x1000x2048:NT bf16:2304x2048x1024:NN bf16:2304x2048x1024:NT bf16:1000x1000x1000:NN bf16:1000x1000x1000:NT bf16:4096x1280x2048:NN bf16:1800x2600x1536:NN bf16:192x14336x4096:NN bf16:5000x5000x2000:NN bf16:3000x5000x2000:NN" > $W/gemm-$be.txt 2>&1; echo "gemm $be rc=$? $(( $(date +%s) - s ))s"; grep -E "^gemm|paired" $W/gemm-$be.txt
done
s=$(date +%s); timeout 150 /tmp/tile bench --sweep attention --backend tileir --results $W/tir > $W/attn-tir.log 2>&1; echo "attn tir rc=$? $(( $(date +%s) - s ))s"; grep -E "^attention_forward|paired" $W/attn-tir.log
cp bench/out/t4/c165.sh $W/run.sh
tar -C /tmp -czf "$OUT/w165.tgz" w165
