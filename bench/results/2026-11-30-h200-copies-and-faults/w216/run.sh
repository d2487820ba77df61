bash bench/out/bin4/c.sh w216 tileir bench/gpu-checks/gemm_rows_fma.tile "bench/gpu-checks/gemm_peer_times.py bf16:1x1255x244:NN bf16:2x2805x8902:NN bf16:6x2609x4533:NT bf16:6x388x5468:TN f16-f32:3x468x633:TN bf16:2x2805x8902:NT bf16:8x5001x1999:NN bf16:1x4096x4096:NN bf16:8x4096x14336:NN bf16:4x14336x4096:NT"
# bash bench/out/bin4/c.sh NAME BACKEND FILE PEERS...: `tile bench FILE --backend BACKEND
# --run-peers "PEERS"` with the build in bench/out/bin4; results in $OUT/NAME.tgz.
set -uo pipefail
NAME=$1; BE=$2; FILE=$3; shift 3
OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -x /tmp/cu/nvidia/cu13/bin/tileiras ] || { [ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh; }
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] && cmp -s bench/out/bin4/BUILD /tmp/tile.BUILD || { xz -dc bench/out/bin4/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin4/BUILD /tmp/tile.BUILD; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin4/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
timeout ${TLIM:-520} /tmp/tile bench $FILE --backend $BE --run-peers "$*" > $W/log.txt 2>&1
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench |SPLIT)" $W/log.txt | tail -60 | cut -c1-150
echo "bash bench/out/bin4/c.sh $NAME $BE $FILE \"$*\"" > $W/run.sh; cat bench/out/bin4/c.sh >> $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
