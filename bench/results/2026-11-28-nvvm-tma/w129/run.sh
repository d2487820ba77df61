# attention_forward through NVVM at 16384 keys (D = 64 and 128, non-causal and causal), with
# torch's attention backends in the same call. Build: fd59469's NVVM code (bench/carry-y).
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w129; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
sed 's/^CASES = .*$/CASES = ((4, 16, 16384, 64, False), (4, 16, 16384, 64, True), (4, 16, 16384, 128, False), (4, 16, 16384, 128, True))/' bench/gpu-checks/nvvm_attention.tile | sed '/^# Grouped-query/,$d' > $W/nvvm_attention_16384.tile
timeout 200 /tmp/tile run --device gpu --backend nvvm $W/nvvm_attention_16384.tile > $W/attn.txt 2>&1; echo "attn rc=$?"
(cd bench/gpu-checks && OUT=$W timeout 150 python3 attention_sweep_torch.py 16384:64 16384:128 > $W/torch-attn.txt 2>&1); echo "torch rc=$?"
grep -E "^NVVM-ATTN|rror" $W/attn.txt | cut -c1-110; grep -E "^ATTN.*(cudnn|flash2)" $W/torch-attn.txt
cp bench/carry-y/c129.sh $W/run.sh
tar -C /tmp -czf "$OUT/w129.tgz" w129
