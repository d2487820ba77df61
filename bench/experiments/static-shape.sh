#!/usr/bin/env bash
# Do bf16 softmax and layer norm gain from a specialisation on the exact array shapes (static
# dimensions in the Tile IR tensor views, so tileiras can drop the bounds checks of loads that
# lie inside)? One device call; the cubins are compiled here ahead of time (tileiras still
# travels: the kernel cache is keyed by its version):
#
#   here:  bash bench/experiments/static-shape.sh prepare      (fills bench/carry-static/)
#   there: run(command="bash bench/experiments/static-shape.sh", carry=["bench/carry-static"])
#
# Each configuration runs with the shapes taken at launch (STATIC=0) and with a specialisation
# for the exact shape (STATIC=1, the `static_shapes` hint) in turn, beside Triton and torch
# (bench/peers_extra.py) measured in the same call. Results under $OUT: static-shape.txt and
# static-shape.jsonl.
set -uo pipefail
cd "$(dirname "$0")/../.."
C=bench/carry-static
CONFIGS=("BM=2,BN=4096,OCC=6,TMA=0" "BM=1,BN=4096,OCC=4,TMA=0" "BM=1,BN=4096,OCC=8,TMA=0"
         "BM=1,BN=4096,OCC=4,TMA=0,PB=4" "BM=1,BN=4096,OCC=4,TMA=1")
# The persistent kernels take PB after STATIC: PB is a launch setting, not a parameter.
with_static() { local cfg=$1 s=$2; [[ $cfg == *PB=* ]] && echo "${cfg/,PB=/,STATIC=$s,PB=}" || echo "$cfg,STATIC=$s"; }
BENCHES=(softmax_bf16 layernorm_bf16)
if [[ ${1:-} == prepare ]]; then
  set -e
  rm -rf "$C" && mkdir -p "$C/cache"
  cargo build --release -p tile-repl
  for exact in 0 1; do
    for cfg in "${CONFIGS[@]}"; do
      TILE_CACHE_DIR=$PWD/$C/cache target/release/tile bench --dry-run "${BENCHES[@]}" --config "$(with_static "$cfg" $exact)" >/dev/null
    done
  done
  strip -o "$C/tile" target/release/tile && xz -9 -T2 "$C/tile"
  tools=${TOOLS:-/work/devtools}/cuda-13.4-tools.tar.xz
  [[ -f $tools ]] || { echo "missing $tools (../shared/tools/pack-device-tools.sh makes it)"; exit 1; }
  ln -f "$tools" "$C/" 2>/dev/null || cp "$tools" "$C/"
  git rev-parse --short=12 HEAD >"$C/COMMIT"
  du -sh "$C"
  exit 0
fi
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
exec > >(tee "$OUT/static-shape.txt") 2>&1
xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
mkdir -p /tmp/cu && { [[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]] || tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu; }
unset CUDA_HOME CUDA_PATH
export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras
echo "tile $(cat $C/COMMIT), $(ls $C/cache/cubins | wc -l) cached cubins"
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
OUT=$OUT timeout 120 python3 bench/peers_extra.py 2>&1 | tail -6
for round in 1 2; do
  for cfg in "${CONFIGS[@]}"; do
    for exact in 0 1; do
      echo "== round $round, $cfg, STATIC=$exact"
      TILE_CACHE_DIR=$PWD/$C/cache timeout 100 /tmp/tile bench "${BENCHES[@]}" --config "$(with_static "$cfg" $exact)" \
        --runs 50 --peers "$OUT/baseline.json" --out "$OUT/static-shape.jsonl" --commit "$(cat $C/COMMIT)" 2>&1 |
        grep -E "ratio|rror|FAIL|wrong|tileiras" | grep -v "^0:" | sort -u
    done
  done
done
nvidia-smi --query-gpu=name,clocks.sm,power.draw,temperature.gpu --format=csv
