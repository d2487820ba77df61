#!/usr/bin/env bash
# layernorm_persistent with w and b loaded once per block (in their dtype, converted per row).
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup ln-hoist /tmp/tile-cache-lh
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
run() { timeout 200 /tmp/tile bench "$@" --runs 50 --peers "$OUT/baseline.json" --out "$OUT/ln-hoist.jsonl" \
          --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:" | sort -u; }
# (rows per block, occupancy, persistent blocks per SM, TMA)
for c in "1 4 4 1" "1 3 3 1" "1 2 2 1" "1 4 4 0" "1 3 3 0" "1 2 2 0" "2 2 2 1" "2 2 2 0" "1 4 8 0"; do
  read -r bm occ pb tma <<<"$c"
  cfg="BM=$bm,BN=4096,OCC=$occ,TMA=$tma,PB=$pb"
  echo "== $cfg"
  run layernorm_bf16 layernorm_f32 --config "$cfg"
done
echo "== one-tile controls"
run layernorm_bf16 layernorm_f32 --config BM=2,BN=4096,OCC=4,TMA=0
