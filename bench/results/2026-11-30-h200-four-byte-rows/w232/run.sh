bash bench/out/bin10/c.sh w232 tileir bench/gpu-checks/gemm_few_rows_a.tile "bench/gpu-checks/gemm_peer_times.py bf16:64x3004x4100:NT bf16:64x3004x4100:NN bf16:32x3004x4100:NT bf16:16x3004x4100:NT bf16:64x2004x4100:NT bf16:64x4096x4100:NT bf16:48x3000x4100:NN"
# bash bench/out/bin10/c.sh NAME BACKEND FILE PEERS...: `tile bench FILE --backend BACKEND
# --run-peers "PEERS"` with the build in bench/out/bin10; results in $OUT/NAME.tgz.
set -uo pipefail
NAME=$1; BE=$2; FILE=$3; shift 3
OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -x /tmp/cu/nvidia/cu13/bin/tileiras ] || { [ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh; }
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] && cmp -s bench/out/bin10/BUILD /tmp/tile.BUILD || { xz -dc bench/out/bin10/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin10/BUILD /tmp/tile.BUILD; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin10/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
timeout ${TLIM:-520} /tmp/tile bench $FILE --backend $BE --run-peers "$*" > $W/log.txt 2>&1
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench |SPLIT)" $W/log.txt | tail -60 | cut -c1-150
echo "bash bench/out/bin10/c.sh $NAME $BE $FILE \"$*\"" > $W/run.sh; cat bench/out/bin10/c.sh >> $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
