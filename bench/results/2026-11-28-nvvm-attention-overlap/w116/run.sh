# flash_attention through NVVM with and without OVERLAP, torch's cuDNN and FA2 in the same call,
# attention_forward (now overlapped on NVVM) on odd shapes, and the NVVM GPU suite.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w116; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
xz -dc bench/carry-y/tile.xz >/tmp/tile && chmod +x /tmp/tile
xz -dc bench/carry-y/suite.xz >/tmp/suite && chmod +x /tmp/suite
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
timeout 300 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention_overlap.tile > $W/overlap.txt 2>&1; echo "overlap rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-|Error|error|off by|W0" $W/overlap.txt
(cd bench/gpu-checks && OUT=$W timeout 120 python3 attention_sweep_torch.py 1024:64 1024:128 4096:64 4096:128 4096:256 > $W/torch.txt 2>&1); echo "torch rc=$? $(( $(date +%s) - S ))s"; tail -25 $W/torch.txt
timeout 150 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn.txt 2>&1; echo "attn rc=$? $(( $(date +%s) - S ))s"
grep -E "^NVVM-|Error|error|off by|W0" $W/attn.txt
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 150 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "suite rc=$? $(( $(date +%s) - S ))s"; grep -E "test result|FAILED|failed|panicked" $W/suite.txt | head -20
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c116.sh $W/run.sh
cp -r $W "$OUT/w116"
