#!/usr/bin/env bash
# Nsight Compute on the bf16 row kernels at 8192 x 4096: ours (the configurations `tile bench`
# picked, bench/results/2026-11-22-h200-tma/) beside Triton's (bench/peers_extra.py's kernels),
# one launch each after warm-up: duration, DRAM throughput, occupancy, instructions, and where
# warps stall. After bench/prepare-h200.sh:
#
#   run(command="bash bench/experiments/ncu-rows.sh", carry=["bench/carry"], timeout_s=600)
#
# Results under $OUT: ncu-rows.txt (everything printed).
set -uo pipefail
cd "$(dirname "$0")/../.."
C=bench/carry
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT" /tmp/cu /tmp/tile-cache-ncu
exec > >(tee "$OUT/ncu-rows.txt") 2>&1
[[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]] || tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu
xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
tar xJf "$C/cache.tar.xz" -C /tmp/tile-cache-ncu
unset CUDA_HOME CUDA_PATH
export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras TILE_CACHE_DIR=/tmp/tile-cache-ncu PYTHONUNBUFFERED=1
NCU=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
METRICS=gpu__time_duration.sum,dram__throughput.avg.pct_of_peak_sustained_elapsed,dram__bytes.sum,\
sm__warps_active.avg.pct_of_peak_sustained_active,launch__registers_per_thread,launch__block_size,\
launch__grid_size,launch__occupancy_limit_registers,smsp__inst_executed.sum,sm__throughput.avg.pct_of_peak_sustained_elapsed,\
smsp__average_warps_issue_stalled_long_scoreboard_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_barrier_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_lg_throttle_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_wait_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_math_pipe_throttle_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_drain_per_issue_active.ratio,\
smsp__average_warps_issue_stalled_membar_per_issue_active.ratio,\
smsp__issue_active.avg.pct_of_peak_sustained_active
prof() { timeout 200 "$NCU" --target-processes all -k "$1" --launch-skip 3 --launch-count 1 --metrics "$METRICS" "${@:2}" \
           >/tmp/ncu.log 2>&1; grep -E '^\s' /tmp/ncu.log | head -40 | grep . || tail -15 /tmp/ncu.log; }
echo "== ours: bf16 softmax BM=2 OCC=4 TMA=0"
prof regex:softmax /tmp/tile bench softmax_bf16 --config BM=2,BN=4096,OCC=4,TMA=0 --runs 50 --warmup 2 --no-isolate
echo "== ours: bf16 layernorm persistent BM=1 OCC=4 PB=4"
prof regex:layernorm /tmp/tile bench layernorm_bf16 --config BM=1,BN=4096,OCC=4,PB=4 --runs 50 --warmup 2 --no-isolate
[[ ${1:-} == ours ]] && exit 0
cat >/tmp/tr_rows.py <<'PY'
import sys, torch
sys.path.insert(0, "bench")
from peers_extra import tr_softmax, tr_layernorm
M, N = 8192, 4096
x = torch.randn(M, N, device="cuda", dtype=torch.bfloat16); y = torch.empty_like(x)
w = torch.rand(N, device="cuda", dtype=torch.bfloat16); b = torch.randn(N, device="cuda", dtype=torch.bfloat16)
for _ in range(6):
    if sys.argv[1] == "softmax": tr_softmax[(M,)](y, x, x.stride(0), N, BLOCK=N, num_warps=8)
    else: tr_layernorm[(M,)](y, x, w, b, x.stride(0), N, 1e-6, BLOCK=N, num_warps=8)
torch.cuda.synchronize()
PY
echo "== Triton: bf16 softmax (num_warps=8)"
prof regex:tr_softmax python3 /tmp/tr_rows.py softmax
echo "== Triton: bf16 layernorm (num_warps=8)"
prof regex:tr_layernorm python3 /tmp/tr_rows.py layernorm
