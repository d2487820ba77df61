# The review's mends (resident q written through the copies' swizzle function): the GPU suite
# through NVVM and nvvm_attention.tile once.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w113; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20 | tee -a $W/gpu.txt
rm -f $W/suite.txt
timeout 200 /tmp/tile run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn.txt 2>&1; echo "attn rc=$?"
grep -E "^NVVM-|Error|error|off by|W0" $W/attn.txt
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c113.sh $W/run.sh
cp -r $W "$OUT/w113"
