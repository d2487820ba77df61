# HEAD (98d9cf2): attention_forward through NVVM where the last calls left doubt: causal D = 128
# over 1024 keys (128 x 64 blocks now), and D = 64 over 16384 keys both through
# attention_forward and launched directly with the same tiles, 10 runs each, twice; cuDNN.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w135; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
sed 's/^CASES = .*$/CASES = ((4, 16, 1024, 128, True), (4, 16, 1024, 64, True), (4, 16, 16384, 64, False), (4, 16, 16384, 64, True))/' bench/gpu-checks/nvvm_attention.tile | sed '/^# Grouped-query/,$d' > $W/nvvm_attention_cases.tile
sed "s/^B, H, S = 4, 16, 4096\$/B, H, S = 4, 16, 16384/; s/^for D in (64, 128, 256):\$/for D in (64,):/; s/^    tiles = ((64, 64, 4, 4), .*\$/    tiles = ((64, 64, 4, 4), (64, 128, 2, 4))/" bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_16384.tile
grep -n "tiles = " $W/attention_tiles_16384.tile | head -2
for r in 1 2; do
  timeout 120 /tmp/tile run --device gpu --backend nvvm $W/nvvm_attention_cases.tile > $W/attn-$r.txt 2>&1; echo "attn $r rc=$? $(( $(date +%s) - S ))s"
  timeout 120 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_16384.tile > $W/tiles-$r.txt 2>&1; echo "tiles $r rc=$? $(( $(date +%s) - S ))s"
done
(cd bench/gpu-checks && OUT=$W timeout 150 python3 attention_sweep_torch.py 1024:64 1024:128 16384:64 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-ATTN|rror" $W/attn-*.txt $W/tiles-*.txt | sed 's/^.*w135.//' | cut -c1-110
grep -E "^ATTN.*(cudnn)|device" $W/torch-attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c135.sh $W/run.sh
tar -C /tmp -czf "$OUT/w135.tgz" w135
