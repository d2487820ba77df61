#!/usr/bin/env bash
# Builds the GPU check bundle for check.py: cubins and manifests of the examples (ex/), of the
# numerics kernels in num.tir (num/) and of a TMA-eligible f16 matmul (mm/, the stdlib matmul
# with full divisibility facts), plus check.py itself. Needs tileiras (scripts/install-cuda-tools.sh).
#
#   scripts/tileir-gpu-check/build.sh [OUT]     default OUT: target/gpucheck
#   then, where there is a GPU:  cd OUT && python3 check.py ex num mm
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
out=${1:-$repo/target/gpucheck}
tile=${TILE:-$repo/target/debug/tile}
cd "$repo"
[[ -x $tile ]] || cargo build -q -p tile-repl
mkdir -p "$out"
"$tile" build examples/vector_add.tile examples/matmul.tile examples/softmax.tile examples/reductions.tile \
  examples/transpose.tile examples/layernorm.tile examples/elementwise.tile -o "$out/ex"
"$tile" build "$here/num.tir" -o "$out/num"
"$tile" emit --stage tir stdlib/matmul.tile \
  | awk '/^kernel @matmul \[tm = 128, tn = 128, tk = 64\] \(%0 A: array<f16/{p=1} p{print} p&&/^}/{exit}' \
  | sed 's/{align = 16, unit_inner_stride}/{align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}/g;
         s/^kernel @matmul \[tm = 128, tn = 128, tk = 64\]/kernel @matmul_tma/' > "$out/mm.tir"
"$tile" build "$out/mm.tir" -o "$out/mm"
cp "$here/check.py" "$out/"
echo "bundle in $out; on a GPU machine: cd $out && python3 check.py ex num mm"
