#!/usr/bin/env bash
# `@hints(worker_warps=8)` (Tile IR num_worker_warps_per_cta: tileiras then runs 12 warps per
# CTA, two consumer warpgroups, instead of 8) against the default 4, for the bf16 GEMM (where
# it lets a (128, 256) tile live in 168 registers instead of spilling) and the persistent bf16
# softmax and layernorm, beside torch.matmul and Triton, in one device call. Fill
# bench/carry-cta/ as bench/experiments/num-ctas.sh says, then
#
#   run(command="bash bench/experiments/worker-warps.sh", carry=["bench/carry-cta"], timeout_s=600)
#
# Results under $OUT: worker-warps.txt (everything printed) and worker-warps.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup worker-warps /tmp/tile-cache-ww
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
# Peers: torch.matmul, and Triton's bf16 softmax and layernorms (bench/peers_extra.py).
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
torch_mm_peers "$OUT/baseline.json" "$OUT/peers.json"
run() { timeout 150 /tmp/tile bench "$@" --peers "$OUT/peers.json" --out "$OUT/worker-warps.jsonl" \
          --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:"; }
for cfg in tm=128,tn=128,tk=64,G=8,W=4 tm=128,tn=256,tk=64,G=8,W=8 tm=256,tn=128,tk=64,G=8,W=8 \
           tm=128,tn=128,tk=64,G=8,W=8 tm=128,tn=256,tk=32,G=8,W=8 tm=128,tn=256,tk=64,G=4,W=8; do
  run gemm_bf16_4096 gemm_bf16_8192 --config "$cfg"
done
for cfg in BM=1,BN=4096,OCC=4,PB=4,W=4 BM=1,BN=4096,OCC=4,PB=4,W=8 BM=1,BN=4096,OCC=3,PB=3,W=8 \
           BM=1,BN=4096,OCC=5,PB=5,W=8 BM=2,BN=4096,OCC=2,PB=2,W=8 BM=2,BN=4096,OCC=3,PB=3,W=8; do
  run softmax_bf16 layernorm_bf16 --config "$cfg"
done
for cfg in BM=1,BN=4096,OCC=4,W=8 BM=2,BN=4096,OCC=3,W=8 BM=1,BN=4096,OCC=4,W=4; do
  run softmax_f32 layernorm_f32 --config "$cfg"
done
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
