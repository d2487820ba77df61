# After `scripts/gpu-tests.sh prepare` here (20bd3e6): the GPU suite of the Tile IR session from
# the prepared kernel cache (no tileiras on the machine), with libNVVM named so that the NVVM
# back end is one of backends(), then examples/attention.tile with its launches traced.
# run(command=<below>, carry=["target/gpu-tests"])
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so; unset CUDA_HOME CUDA_PATH; mkdir -p $OUT; bash scripts/gpu-tests.sh run gpu:: > $OUT/suite.txt 2>&1; echo "suite rc=$?"; grep -E "^test result|FAILED|failed" $OUT/suite.txt | head; (cd /tmp && TILE_CACHE_DIR=/tmp/tile-gpu-tests/cache /tmp/tile-gpu-tests/tile run --device gpu --trace-launches $OLDPWD/examples/attention.tile) > $OUT/attention-trace.txt 2>&1; echo "example rc=$?"; grep -E "flash_attention|attention_forward" $OUT/attention-trace.txt | cut -c1-400
