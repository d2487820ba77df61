# wgmma products into zeros (attention's scores) start with scale-d 0 instead of zeroed
# registers: the GPU suite through NVVM, then nvvm_attention.tile on 3816d91 and the new build
# alternately, two rounds.
set -uo pipefail
OUT=${OUT:-bench/out}; W=/tmp/w114; rm -rf $W; mkdir -p $W
unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
for b in tile tile-old suite; do xz -dc bench/carry-y/$b.xz >/tmp/$b && chmod +x /tmp/$b; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/carry-y/BUILD | tee -a "$W/gpu.txt"
S=$(date +%s)
TILE_BACKEND=nvvm TILE_TESTS_ROOT=$(pwd) timeout 200 /tmp/suite --test-threads 4 gpu:: > $W/suite.txt 2>&1; echo "nvvm suite rc=$? $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
grep -E "^test result|FAILED|panicked" $W/suite.txt | head -20 | tee -a $W/gpu.txt
rm -f $W/suite.txt
for r in 1 2; do for b in tile-old tile; do
  timeout 150 /tmp/$b run --device gpu --backend nvvm bench/gpu-checks/nvvm_attention.tile > $W/attn-$b-$r.txt 2>&1; echo "$b $r rc=$?"
  grep -E "^NVVM-|Error|error|off by|W0" $W/attn-$b-$r.txt
done; done
echo "all $(( $(date +%s) - S ))s" | tee -a $W/gpu.txt
cp bench/carry-y/c114.sh $W/run.sh
cp -r $W "$OUT/w114"
