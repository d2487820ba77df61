# The causal mask computed afresh in the scores' fragment layout (uncommitted on abfee23) against
# abfee23 (tile-old): the GPU suite through NVVM; nvvm_attention.tile's checks and times with
# both builds, causal at 1024 keys and D = 64 / 128 at 16384 added; flash_attention's NVVM tiles
# at 1024 keys (D = 64 and 128) and at 16384 (D = 64); torch's attention backends.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w134; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry/tile-old.xz >/tmp/tile-old && chmod +x /tmp/tile-old
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
sed 's/^CASES = ((4, 16, 1024, 64, False), (4, 16, 1024, 128, False),/CASES = ((4, 16, 1024, 64, False), (4, 16, 1024, 64, True), (4, 16, 1024, 128, False), (4, 16, 1024, 128, True), (4, 16, 16384, 64, False), (4, 16, 16384, 64, True), (4, 16, 16384, 128, True),/' bench/gpu-checks/nvvm_attention.tile > $W/nvvm_attention_more.tile
grep -c "16384, 64, True" $W/nvvm_attention_more.tile
for b in tile-old tile; do
  timeout 200 /tmp/$b run --device gpu --backend nvvm $W/nvvm_attention_more.tile > $W/attn-$b.txt 2>&1; echo "attn $b rc=$? $(( $(date +%s) - S ))s"
done
sed "s/^B, H, S = 4, 16, 4096\$/B, H, S = 4, 16, 1024/; s/^for D in (64, 128, 256):\$/for D in (64, 128):/" bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_1024.tile
timeout 150 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_1024.tile > $W/attn-tiles-1024.txt 2>&1; echo "attn tiles 1024 rc=$? $(( $(date +%s) - S ))s"
sed "s/^B, H, S = 4, 16, 4096\$/B, H, S = 4, 16, 16384/; s/^for D in (64, 128, 256):\$/for D in (64,):/; s/repeat=10/repeat=3/" bench/gpu-checks/nvvm_attention_tiles.tile > $W/attention_tiles_16384.tile
timeout 200 /tmp/tile run --device gpu --backend nvvm $W/attention_tiles_16384.tile > $W/attn-tiles-16384.txt 2>&1; echo "attn tiles 16384 rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 16384:64 16384:128 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-ATTN|rror" $W/attn-*.txt | sed 's/^.*attn-//' | cut -c1-110
grep -E "^NVVM-ATTN-TILE|rror" $W/attn-tiles-*.txt | sed 's/^.*attn-tiles-//' | cut -c1-100
grep -E "^ATTN.*(cudnn)|device" $W/torch-attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry/c134.sh $W/run.sh
tar -C /tmp -czf "$OUT/w134.tgz" w134
