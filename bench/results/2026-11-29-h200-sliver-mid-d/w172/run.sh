# gemm_sliver.tile through both back ends with cuBLAS; attention_mid_d.tile (Tile IR session) with cuDNN;
# torch's copy of the rows-sweep tie shapes (the bandwidth ceiling).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w172; rm -rf $W; mkdir -p $W
bash bench/out/tools/p4/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/out/bin/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin/BUILD | tee -a "$W/gpu.txt"
P="bench/gpu-checks/gemm_peer_times.py"; for s in 4096x4104x4096 2048x4104x4096 4096x2056x4096 4096x4160x4096 8192x4104x2048 2056x4096x4096 2112x4096x4096; do P="$P bf16:$s:NN bf16:$s:NT"; done
for be in tileir nvvm; do
s=$(date +%s); timeout 200 /tmp/tile bench bench/gpu-checks/gemm_sliver.tile --backend $be --run-peers "$P" > $W/sliver-$be.txt 2>&1; echo "sliver $be rc=$? $(( $(date +%s) - s ))s"
grep -E "^(gemm|split|part)|paired|rror" $W/sliver-$be.txt | cut -c1-150
done
s=$(date +%s); timeout 200 /tmp/tile bench bench/gpu-checks/attention_mid_d.tile --backend tileir --run-peers "bench/gpu-checks/attention_sweep_torch.py 1024:80 4096:80 1024:96 4096:96 1024:112 4096:112 4096:64 4096:128" > $W/mid-d.txt 2>&1; echo "mid-d rc=$? $(( $(date +%s) - s ))s"
grep -E "^(attention|session)|paired|rror" $W/mid-d.txt | cut -c1-150
python3 -c "
import torch; from triton.testing import do_bench
for (m,n) in ((16384,2048),(4096,8192),(8192,4096)):
    x=torch.randn(m,n,device='cuda',dtype=torch.bfloat16); y=torch.empty_like(x)
    ms=do_bench(lambda: y.copy_(x), rep=200); print('COPY', m, n, round(ms*1e3,1), 'us', round(4*m*n/ms/1e9,0), 'GB/s', torch.cuda.get_device_name())
" 2>&1 | tee $W/copy.txt
cp bench/out/bin/c172.sh $W/run.sh
tar -C /tmp -czf "$OUT/w172.tgz" w172
