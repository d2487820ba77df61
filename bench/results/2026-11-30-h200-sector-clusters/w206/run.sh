# bash bench/out/bin4/l2.sh NAME: the driver's tensor map bits (tensor_map_bits.py), then
# gemm_row_sectors.tile through NVVM under each TMA L2 promotion (TILE_TMA_L2), and through Tile IR.
set -uo pipefail
NAME=$1; OUT=${OUT:-bench/out}; W=/tmp/$NAME; rm -rf $W; mkdir -p $W
python3 bench/gpu-checks/tensor_map_bits.py > $W/bits.txt 2>&1; tail -3 $W/bits.txt
P="bench/gpu-checks/gemm_peer_times.py bf16:3000x3000x1000:NN bf16:6000x3000x1560:NN bf16:3000x3000x1000:NT bf16:3072x3072x1024:NN"
for l2 in 256 none 64 128; do
  TILE_TMA_L2=$l2 TLIM=100 bash bench/out/bin4/c.sh $NAME-nvvm-$l2 nvvm bench/gpu-checks/gemm_row_sectors.tile $P | grep -E "^gemm|^aligned|rc="
  tar -xzf $OUT/$NAME-nvvm-$l2.tgz -C $W && rm $OUT/$NAME-nvvm-$l2.tgz
done
cp bench/out/bin4/l2.sh $W/run.sh
tar -C /tmp -czf "$OUT/$NAME.tgz" $NAME
