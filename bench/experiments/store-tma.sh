#!/usr/bin/env bash
# The row kernels (softmax, layernorm; one-tile and persistent) with TMA (tileiras's choice)
# and without (`TMA=0`, the `tma` hint off: plain vector loads and stores, 128 threads per
# block that all compute), at several rows per block and occupancies, beside Triton in one
# device call. Fill bench/carry-cta/ as bench/experiments/num-ctas.sh says, then
#
#   run(command="bash bench/experiments/store-tma.sh", carry=["bench/carry-cta"], timeout_s=600)
#
# Results under $OUT: store-tma.txt (everything printed) and store-tma.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup store-tma /tmp/tile-cache-st
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
OUT=$OUT timeout 120 python3 bench/peers.py 2>&1 | grep -i softmax | tail -3
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
run() { timeout 200 /tmp/tile bench "$@" --runs 50 --peers "$OUT/baseline.json" --out "$OUT/store-tma.jsonl" \
          --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:" | sort -u; }
# (rows per block, occupancy, persistent blocks per SM or 0 for the one-tile kernel)
for tma in 1 0; do
  for c in "1 4 0" "1 6 0" "1 8 0" "2 4 0" "2 8 0" "1 3 3" "1 4 4" "1 6 6" "1 8 8" "2 4 4"; do
    read -r bm occ pb <<<"$c"
    cfg="BM=$bm,BN=4096,OCC=$occ,TMA=$tma"
    [[ $pb != 0 ]] && cfg+=",PB=$pb"
    echo "== $cfg"
    run softmax_bf16 layernorm_bf16 softmax_f32 layernorm_f32 --config "$cfg"
  done
done
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
