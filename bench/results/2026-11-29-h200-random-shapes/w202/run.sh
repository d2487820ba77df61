bash bench/out/bin3/c191.sh w202 nvvm bench/gpu-checks/gemm_random.tile "bench/gpu-checks/gemm_peer_times.py bf16:46x363x7788:NT bf16:1x1255x244:NN bf16:2658x1008x203:NN bf16:2378x204x1301:NN bf16:5255x1349x7156:TN bf16:2324x3997x1854:TT f16-f32:634x1951x8721:NT bf16:937x2458x285:TN f16-f32:3563x2589x6593:TN bf16:624x1644x6601:TT f16-f32:3x468x633:TN f16-f32:307x394x8270:NT bf16:3160x673x4300:NT bf16:1045x1437x7605:NT bf16:6x2609x4533:NT bf16:49x913x371:NN f16-f32:63x244x4229:TT bf16:3419x2302x2665:TN bf16:789x645x617:TT f16-f32:893x1019x1748:NT bf16:6x388x5468:TN bf16:2737x954x4167:NN f16-f32:522x502x202:NN bf16:7118x3369x8666:NT bf16:316x1949x229:NT bf16:710x485x1480:NT bf16:1105x6805x4078:NT f16-f32:2855x1964x3131:TT bf16:1510x324x1130:NN bf16:309x5508x299:NN bf16:1109x315x341:TN bf16:354x5315x988:TT bf16:6884x418x6370:NT f16-f32:618x491x1203:NN bf16:2828x502x7571:NN bf16:2x2805x8902:NN f16-f32:1441x862x1070:NN bf16:648x6910x4320:TN bf16:2192x2143x1418:NN f16-f32:4575x2310x4433:TT"
# bash bench/out/bin3/c191.sh NAME BACKEND FILE PEERS...: `tile bench FILE --backend BACKEND
# --run-peers "PEERS"` with the build in bench/out/bin3; results in $OUT/NAME.tgz.
set -uo pipefail
NAME=$1; BE=$2; FILE=$3; shift 3
OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
[ -f bench/out/tools/p2/take.sh ] && bash bench/out/tools/p2/take.sh
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH; unset CUDA_HOME CUDA_PATH
export TILE_LIBNVVM=/usr/local/cuda/nvvm/lib64/libnvvm.so
[ -x /tmp/tile ] && cmp -s bench/out/bin3/BUILD /tmp/tile.BUILD || { xz -dc bench/out/bin3/tile.xz >/tmp/tile && chmod +x /tmp/tile && cp bench/out/bin3/BUILD /tmp/tile.BUILD; }
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$W/gpu.txt"; cat bench/out/bin3/BUILD | tee -a "$W/gpu.txt"
s=$(date +%s)
timeout 520 /tmp/tile bench $FILE --backend $BE --run-peers "$*" > $W/log.txt 2>&1
echo "rc=$? $(( $(date +%s) - s ))s"
grep -vE "^(PEER|ATTN|RANDOM|ODD|bench |SPLIT)" $W/log.txt | tail -60 | cut -c1-150
echo "bash bench/out/bin3/c191.sh $NAME $BE $FILE \"$*\"" > $W/run.sh; cat bench/out/bin3/c191.sh >> $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
