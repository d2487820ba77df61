# After abfee23 (packed conversions): flash_attention's NVVM tiles at 1024 and 4096 keys (D = 64
# and 128, both masks: nvvm_attention_tiles.tile, edited here), attention_forward through NVVM
# at 16384 keys and causal at 1024, torch's attention backends; matmul_stacked3's 192 x 128
# blocks against 128 x 256 tiles through NVVM (nvvm_gemm_stacked.tile) and cuBLAS.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w133; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_gemm_stacked.tile > $W/stacked.txt 2>&1; echo "stacked rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 150 python3 gemm_peer_times.py bf16:3000x3000x1000:NN bf16:3072x3072x1024:NN f16:5000x2000x1536:NN bf16:4096x1280x2048:NN bf16:2304x2048x1024:NN bf16:1800x2600x1536:NN bf16:5000x1000x1000:NN bf16:4096x4096x4096:NN > $W/cublas.txt 2>&1); echo "cublas rc=$? $(( $(date +%s) - S ))s"
for S_ in 1024 4096; do
  sed "s/^B, H, S = 4, 16, 4096\$/B, H, S = 4, 16, $S_/; s/^for D in (64, 128, 256):\$/for D in (64, 128):/" bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_$S_.tile
  timeout 200 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_$S_.tile > $W/attn-tiles-$S_.txt 2>&1; echo "attn tiles $S_ rc=$? $(( $(date +%s) - S ))s"
done
sed 's/^CASES = .*$/CASES = ((4, 16, 1024, 64, True), (4, 16, 1024, 128, True), (4, 16, 16384, 64, False), (4, 16, 16384, 64, True), (4, 16, 16384, 128, False), (4, 16, 16384, 128, True))/' bench/gpu-checks/nvvm_attention.tile | sed '/^# Grouped-query/,$d' > $W/nvvm_attention_cases.tile
timeout 200 /tmp/tile run --device gpu --backend nvvm $W/nvvm_attention_cases.tile > $W/attn.txt 2>&1; echo "attn rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 16384:64 16384:128 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
grep -E "^STACKED|rror" $W/stacked.txt | cut -c1-110; grep -E "^PEER" $W/cublas.txt
grep -E "^NVVM-ATTN-TILE|rror" $W/attn-tiles-*.txt | sed 's/^.*attn-tiles-//' | cut -c1-110
grep -E "^NVVM-ATTN|rror" $W/attn.txt | cut -c1-110; grep -E "^ATTN.*(cudnn|flash2)|device" $W/torch-attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c133.sh $W/run.sh
tar -C /tmp -czf "$OUT/w133.tgz" w133
