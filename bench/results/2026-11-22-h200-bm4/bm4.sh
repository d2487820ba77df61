set -uo pipefail
. bench/experiments/carry-cta.sh
carry_cta_setup bm4 /tmp/tile-cache-bm4
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -4
for cfg in BM=4,BN=4096,OCC=2,TMA=0 BM=4,BN=4096,OCC=3,TMA=0 BM=4,BN=4096,OCC=4,TMA=0 BM=2,BN=4096,OCC=6,TMA=0 BM=4,BN=4096,OCC=2,TMA=0,PB=2; do
  echo "== $cfg"
  timeout 200 /tmp/tile bench softmax_bf16 layernorm_bf16 --config "$cfg" --runs 50 --peers "$OUT/baseline.json" --out "$OUT/bm4.jsonl" --commit "$(cat $C/COMMIT)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:" | sort -u
done
