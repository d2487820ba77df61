bash bench/out/bin9/c.sh w230 tileir bench/gpu-checks/gemm_rows4.tile "bench/gpu-checks/gemm_peer_times.py bf16:1x4002x4002:NN bf16:16x4002x4002:NN bf16:64x2002x6002:NN bf16:8x4002x14338:NN bf16:32x1002x8194:NN bf16:4x10002x4002:NN bf16:64x4002x4002:NN bf16:1x14338x4096:NN f16-f32:16x3002x3002:NN bf16:16x4002x4002:NT bf16:256x502x502:NN bf16:700x702x702:NN bf16:800x1002x1002:NN bf16:1000x1002x1002:NN bf16:1200x1202x602:NN f16-f32:1000x1002x502:NN bf16:2000x1002x502:NN bf16:600x602x602:TN bf16:512x1002x1002:NT"
# bash bench/out/bin9/c.sh NAME BACKEND FILE PEERS...: `tile bench FILE --backend BACKEND
# --run-peers "PEERS"` with the build in bench/out/bin9; results in $OUT/NAME.tgz.
set -uo pipefail
NAME=$1; BE=$2; FILE=$3; shift 3
OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -x /tmp/cu/nvidia/cu13/bin/tileiras ] || { [ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh; }
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] && cmp -s bench/out/bin9/BUILD /tmp/tile.BUILD || { xz -dc bench/out/bin9/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin9/BUILD /tmp/tile.BUILD; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin9/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
timeout ${TLIM:-520} /tmp/tile bench $FILE --backend $BE --run-peers "$*" > $W/log.txt 2>&1
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench |SPLIT)" $W/log.txt | tail -60 | cut -c1-150
echo "bash bench/out/bin9/c.sh $NAME $BE $FILE \"$*\"" > $W/run.sh; cat bench/out/bin9/c.sh >> $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
