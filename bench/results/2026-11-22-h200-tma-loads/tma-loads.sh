#!/usr/bin/env bash
# Softmax rows moved by TMA both ways: x loaded with zero padding and the columns past the row
# masked to -inf (ZP=1; with -inf padding tileiras never loads by TMA), beside the tuned
# plain-load kernels, in one device call. Fill bench/carry-cta/ as bench/experiments/num-ctas.sh
# says, then
#
#   run(command="bash bench/experiments/tma-loads.sh", carry=["bench/carry-cta"], timeout_s=600)
#
# Results under $OUT: tma-loads.txt (everything printed) and tma-loads.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup tma-loads /tmp/tile-cache-tl
OUT=$OUT timeout 120 python3 bench/peers.py 2>&1 | grep -i softmax | tail -3
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
run() { timeout 200 /tmp/tile bench "$@" --runs 50 --peers "$OUT/baseline.json" --out "$OUT/tma-loads.jsonl" \
          --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:" | sort -u; }
# (rows per block, occupancy, persistent blocks per SM or 0, TMA, ZP)
for c in "2 4 0 0 0" "2 6 0 0 0" "1 4 0 1 0" \
         "1 2 0 1 1" "1 3 0 1 1" "1 4 0 1 1" "1 6 0 1 1" "1 8 0 1 1" "2 2 0 1 1" "2 3 0 1 1" "2 4 0 1 1" "2 6 0 1 1" \
         "1 3 3 1 1" "1 4 4 1 1" "1 6 6 1 1" "2 2 2 1 1" "2 3 3 1 1" "2 4 4 1 1"; do
  read -r bm occ pb tma zp <<<"$c"
  cfg="BM=$bm,BN=4096,OCC=$occ,TMA=$tma,ZP=$zp"
  [[ $pb != 0 ]] && cfg+=",PB=$pb"
  echo "== $cfg"
  run softmax_bf16 softmax_f32 --config "$cfg"
done
