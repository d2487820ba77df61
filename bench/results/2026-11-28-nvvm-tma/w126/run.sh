# The final build of this stop (TMA in NVVM, the barrier fix, attention's NVVM tiles from
# w125): the GPU suite through NVVM, attention_forward through NVVM, torch's attention
# backends in the same call.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w126; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn.txt 2>&1; echo "attn rc=$? $(( $(date +%s) - S ))s"
(cd bench/gpu-checks && OUT=$W timeout 200 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 4096:256 > $W/torch-attn.txt 2>&1); echo "torch attn rc=$? $(( $(date +%s) - S ))s"
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn2.txt 2>&1; echo "attn2 rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-ATTN|rror" $W/attn.txt $W/attn2.txt | sed 's/^.*attn/attn/' | cut -c1-110; grep -E "^ATTN.*(cudnn|flash2)|device" $W/torch-attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c126.sh $W/run.sh
tar -C /tmp -czf "$OUT/w126.tgz" w126
