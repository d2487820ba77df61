#!/usr/bin/env bash
# bf16 GEMM with two CTAs per tile block (`@hints(num_ctas=2)`, a (256, 128) tile shared by a
# cluster whose CTAs multicast their TMA loads) against one CTA per (128, 128) tile, beside
# torch.matmul, in one device call. Fill bench/carry-cta/ here first:
#
#   mkdir -p bench/carry-cta && strip -o bench/carry-cta/tile target/release/tile && xz -9 bench/carry-cta/tile
#   ln /work/devtools/cuda-13.4-tools.tar.xz bench/carry-cta/
#   run(command="bash bench/experiments/num-ctas.sh", carry=["bench/carry-cta"], timeout_s=600)
#
# Results under $OUT: num-ctas.txt (everything printed) and num-ctas.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup num-ctas /tmp/tile-cache-cta
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
torch_mm_peers "$OUT/none.json" "$OUT/peers.json"
for cfg in tm=128,tn=128,tk=64,G=8,NC=1 tm=256,tn=128,tk=64,G=8,NC=2 tm=256,tn=128,tk=32,G=8,NC=2 \
           tm=128,tn=256,tk=64,G=8,NC=2 tm=256,tn=128,tk=64,G=4,NC=2 tm=128,tn=128,tk=64,G=8,NC=2; do
  timeout 120 /tmp/tile bench gemm_bf16_4096 gemm_bf16_8192 --config "$cfg" --peers "$OUT/peers.json" \
    --out "$OUT/num-ctas.jsonl" --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|error|FAIL|wrong" | grep -v "^0:"
done
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
