#!/usr/bin/env bash
# Is the driver slower to launch a tileiras kernel than an nvcc one, and how much do a script
# loop and the Rust API add? One device call, five rounds, each in turn: launch_cubin.cu (C,
# an nvcc kernel and the tileiras kernel, one process), launch_loop.tile (the same tileiras
# kernel from a script loop) and the GPU suite's gpu::overhead trial (script loop,
# KernelHandle::launch_on, tile_gpu's launch of a hand-written kernel). The launch rate drifts
# by 20% and more over a call, so each round's numbers are compared with each other.
#
#   here:  bash bench/experiments/launch-cubin.sh prepare     (fills bench/carry-launch/)
#   there: run(command="bash bench/experiments/launch-cubin.sh", carry=["bench/carry-launch"])
set -uo pipefail
cd "$(dirname "$0")/../.."
C=bench/carry-launch
if [[ ${1:-} == prepare ]]; then
  set -e
  rm -rf "$C" && mkdir -p "$C/cache"
  cargo build --release -p tile-repl
  TILE_CACHE_DIR=$PWD/$C/cache TILE_PRECOMPILE=sm_90 target/release/tile run --device cpu bench/experiments/launch_loop.tile >/dev/null
  target/release/tile build --no-cache bench/experiments/launch_loop.tile -o "$C/build" --spec 'tiny(a=f32[256], T=256)'
  strip -o "$C/tile" target/release/tile && xz -9 -T2 "$C/tile"
  suite=$(scripts/suite-binary.sh)
  strip -o "$C/suite" "$suite" && xz -9 -T2 "$C/suite"
  git rev-parse --short=12 HEAD >"$C/COMMIT"
  du -sh "$C"
  exit 0
fi
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
exec > >(tee "$OUT/launch-cubin.txt") 2>&1
echo "tile $(cat $C/COMMIT)"
nvcc -arch=sm_90 -O2 -o /tmp/launch_cubin bench/experiments/launch_cubin.cu -lcuda || exit 1
xz -dc "$C/tile.xz" >/tmp/tile && xz -dc "$C/suite.xz" >/tmp/suite && chmod +x /tmp/tile /tmp/suite
cubin=$(ls $C/build/*.cubin | head -1)
summary() {
  python3 -c '
import statistics, sys
v = {}
for line in sys.stdin:
    k, x = line.split()
    v.setdefault(k, []).append(float(x))
steady = " ".join("%.3f" % x for x in v["steady"])
print("script loop: steady %s us; bursts of 200, median of %d: %.3f us" % (steady, len(v["burst"]), statistics.median(v["burst"])))
'
}
echo "== the tileiras kernel on the NULL stream and on created streams"
LAUNCH_ROUNDS=0 LAUNCH_STREAMS=1 /tmp/launch_cubin "$cubin" tiny 256 1
for round in 1 2 3 4 5; do
  echo "== round $round"
  LAUNCH_ROUNDS=1 LAUNCH_WORK=${LAUNCH_WORK:-} /tmp/launch_cubin "$cubin" tiny 256 1
  TILE_CACHE_DIR=$PWD/$C/cache /tmp/tile run --device gpu bench/experiments/launch_loop.tile | summary
  TILE_CACHE_DIR=$PWD/$C/cache TILE_TESTS_ROOT=$PWD /tmp/suite --include-ignored gpu::overhead 2>&1 | grep "gpu::overhead:"
done
if command -v perf >/dev/null; then
  echo "== perf stat"
  TILE_CACHE_DIR=$PWD/$C/cache perf stat -e task-clock,cycles,instructions,cache-misses,L1-icache-load-misses,iTLB-load-misses /tmp/tile run --device gpu bench/experiments/launch_loop.tile >/dev/null
  perf stat -e task-clock,cycles,instructions,cache-misses,L1-icache-load-misses,iTLB-load-misses /tmp/launch_cubin "$cubin" tiny 256 1
else
  echo "(no perf on this machine)"
fi
lscpu | head -20
