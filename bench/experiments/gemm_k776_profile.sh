#!/usr/bin/env bash
# Nsight Compute on gemm() (matmul_stacked3) and on cuBLAS (torch.mm) at f16 -> f32 3000 x 1000
# x K, K = 768, 776 and 784, row-major operands: duration, DRAM and L2 traffic, to see what
# rows of 1552 bytes (K = 776, 16 past a multiple of 32) cost each. On the GPU machine, with
# `tile` at /tmp/tile (bench/carry-y/tile.xz) and tileiras on PATH:
#   bash bench/experiments/gemm_k776_profile.sh OUT_DIR
set -uo pipefail
out=${1:?usage: gemm_k776_profile.sh OUT_DIR}
mkdir -p "$out"
script=$(mktemp --suffix .tile)
cat >"$script" <<'TILE'
from matmul import gemm
for K in (768, 776, 784):
    a = randn((3000, K), dtype=f16, seed=1)
    b = randn((K, 1000), dtype=f16, seed=2)
    c = zeros((3000, 1000), dtype=f32)
    gemm(a, b, c)
    gemm(a, b, c)
TILE
peer=$(mktemp --suffix .py)
cat >"$peer" <<'PY'
import torch
for K in (768, 776, 784):
    a = torch.randn(3000, K, device="cuda", dtype=torch.float16)
    b = torch.randn(K, 1000, device="cuda", dtype=torch.float16)
    for _ in range(2):
        torch.mm(a, b, out_dtype=torch.float32)
    torch.cuda.synchronize()
PY
ncu=$(command -v ncu || echo /usr/local/cuda/bin/ncu)
metrics=gpu__time_duration.sum,dram__bytes_read.sum,dram__bytes_write.sum,lts__t_sectors_op_read.sum,lts__t_requests_op_read.sum,lts__t_sectors_op_write.sum,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__throughput.avg.pct_of_peak_sustained_elapsed
"$ncu" --clock-control none --kernel-name regex:stacked3 --metrics $metrics /tmp/tile run --device gpu "$script" >"$out/ncu_tile.txt" 2>&1
echo "ncu tile rc=$?"
"$ncu" --clock-control none --kernel-name regex:'nvjet|gemm|sm90' --metrics $metrics python3 "$peer" >"$out/ncu_cublas.txt" 2>&1
echo "ncu cublas rc=$?"
for f in "$out"/ncu_tile.txt "$out"/ncu_cublas.txt; do
  echo "== $f"
  grep -E "^  [a-z_0-9]+.*\(|gpu__time|dram__bytes|lts__t_|throughput" "$f" | sed 's/  */ /g' | head -80
done
