#!/usr/bin/env bash
# `@hints(worker_warps=8)` on the one-tile and persistent row kernels (softmax, layernorm) in
# bf16 and f32, beside Triton in one device call (bench/experiments/worker-warps.sh did the
# GEMM and the persistent kernels at 4 blocks per SM). Fill bench/carry-cta/ as
# bench/experiments/num-ctas.sh says, then
#
#   (run with a temporary `W: const int = 4` parameter and `worker_warps=W` hint on softmax,
#   softmax_persistent, layernorm and layernorm_persistent; none of them kept it)
#   run(command="bash bench/experiments/worker-warps-rows.sh", carry=["bench/carry-cta"], timeout_s=600)
set -uo pipefail
cd "$(dirname "$0")/../.."
. bench/experiments/carry-cta.sh
carry_cta_setup worker-warps-rows /tmp/tile-cache-wwr
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
run() { timeout 150 /tmp/tile bench "$@" --peers "$OUT/baseline.json" --out "$OUT/worker-warps-rows.jsonl" \
          --commit "$(cat "$C/COMMIT" 2>/dev/null)" 2>&1 | grep -E "ratio|rror|FAIL|wrong" | grep -v "^0:" | sort -u; }
for cfg in BM=1,BN=4096,OCC=4,W=8 BM=1,BN=4096,OCC=5,W=8 BM=2,BN=4096,OCC=2,W=8 BM=1,BN=4096,OCC=6,W=4 \
           BM=1,BN=4096,OCC=4,PB=4,W=4 BM=1,BN=4096,OCC=4,PB=5,W=8 BM=1,BN=4096,OCC=4,PB=3,W=8; do
  run softmax_bf16 layernorm_bf16 softmax_f32 layernorm_f32 --config "$cfg"
done
