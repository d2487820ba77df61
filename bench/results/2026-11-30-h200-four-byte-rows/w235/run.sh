bash bench/out/bin11/c.sh w235 tileir bench/gpu-checks/gemm_tiny_odd.tile "bench/gpu-checks/gemm_peer_times.py bf16:1x1255x244:NN bf16:8x1255x1001:NN bf16:1x2805x1001:NN bf16:49x913x371:NN bf16:316x1949x229:NT bf16:2x2805x8902:NN"
# bash bench/out/bin11/c.sh NAME BACKEND FILE PEERS...: `tile bench FILE --backend BACKEND
# --run-peers "PEERS"` with the build in bench/out/bin11; results in $OUT/NAME.tgz.
set -uo pipefail
NAME=$1; BE=$2; FILE=$3; shift 3
OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -x /tmp/cu/nvidia/cu13/bin/tileiras ] || { [ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh; }
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] && cmp -s bench/out/bin11/BUILD /tmp/tile.BUILD || { xz -dc bench/out/bin11/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin11/BUILD /tmp/tile.BUILD; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin11/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
timeout ${TLIM:-520} /tmp/tile bench $FILE --backend $BE --run-peers "$*" > $W/log.txt 2>&1
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench |SPLIT)" $W/log.txt | tail -60 | cut -c1-150
echo "bash bench/out/bin11/c.sh $NAME $BE $FILE \"$*\"" > $W/run.sh; cat bench/out/bin11/c.sh >> $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
