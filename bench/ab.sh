#!/usr/bin/env bash
# Two builds of tile side by side on the GPU machine, in one device call: `tile bench --all`
# (kernel times and ratios against the peers measured in the same call) and the host time per
# launch (the GPU suite's gpu::overhead trial and bench/experiments/launch_loop.tile), each in
# turn, A then B, so that drift over the call hits both alike; and the GPU suite of build B.
#
#   here:  bench/ab.sh prepare A_TILE A_SUITE      A = the baseline build's `tile` and `suite`
#                                                  binaries; B = this checkout (built here, release)
#   there: run(command="bash bench/ab.sh tools", carry=["bench/carry-tools"])   tileiras 13.4 -> /tmp/cu
#          run(command="bash bench/ab.sh run", carry=["bench/carry-ab"])       within 30 s of the first:
#                                                  /tmp survives only while the machine stays warm
#
# `tile bench` needs tileiras even with a warm cache, and tileiras with its libNVVM and ptxas
# (bench/carry-tools, about 57 MiB) nearly fills what one call carries: hence two calls.
# The kernel cache in bench/carry-ab holds every cubin both builds ask for (each build keys its
# cubins its own way), so tileiras runs only for `tile bench`'s cold first-launch measurement.
# Under $OUT: ab.txt (the side-by-side summary), gpu-tests.txt (the GPU suite of B), and
# results.tar.xz with everything: gpu.txt, launch_floor.txt, baseline.json, peers.log,
# bench-{a,b}-{1,2}.jsonl and .log, overhead.txt.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
C=$repo/bench/carry-ab
T=$repo/bench/carry-tools
target=${TARGET:-sm_90}

exclude() {
  local f
  f=$(git rev-parse --git-path info/exclude)
  grep -qx "/$1/" "$f" 2>/dev/null || echo "/$1/" >>"$f"
}

prepare() {
  set -e
  local a_tile=${1:?usage: bench/ab.sh prepare A_TILE A_SUITE} a_suite=${2:?usage: bench/ab.sh prepare A_TILE A_SUITE}
  exclude bench/carry-ab
  exclude bench/carry-tools
  echo "== building B (release): tile and the suite test binary"
  cargo build --release -p tile-repl
  cargo test -p tile-tests --release --no-run
  local b_suite
  b_suite=$(scripts/suite-binary.sh)
  rm -rf "$C" && mkdir -p "$C/cache"
  export TILE_CACHE_DIR=$C/cache
  echo "== warming one kernel cache for both builds (tileiras runs here)"
  for t in "$a_tile" target/release/tile; do
    "$t" bench --dry-run --all --target "$target" >/dev/null
    TILE_PRECOMPILE=$target "$t" run --device cpu bench/experiments/launch_loop.tile >/dev/null
  done
  TILE_PRECOMPILE=$target TILE_TESTS_ROOT=$repo "$a_suite" --include-ignored gpu::overhead --test-threads 2 >/dev/null
  TILE_PRECOMPILE=$target TILE_TESTS_ROOT=$repo "$b_suite" --include-ignored gpu:: --test-threads 2 >/dev/null
  echo "== packing"
  strip -o "$C/tile-a" "$a_tile" && strip -o "$C/suite-a" "$a_suite"
  strip -o "$C/tile-b" target/release/tile && strip -o "$C/suite-b" "$b_suite"
  xz -T2 -9 -f "$C"/tile-a "$C"/suite-a "$C"/tile-b "$C"/suite-b
  tar cJf "$C/cache.tar.xz" -C "$C/cache" cubins
  rm -rf "$C/cache"
  { echo "a: $("$a_tile" --version)"; echo "b: $(git rev-parse --short=12 HEAD)$(git diff --quiet HEAD || echo -dirty)"; } >"$C/BUILDS"
  mkdir -p "$T"
  [[ -f $T/cuda-13.4-tools.tar.xz ]] || cp "${TOOLS:-/work/devtools}/cuda-13.4-tools.tar.xz" "$T/"
  du -sh "$C" "$T"
}

tools() {
  mkdir -p /tmp/cu && tar xJf "$T/cuda-13.4-tools.tar.xz" -C /tmp/cu && ls /tmp/cu/nvidia/cu13/bin
}

stage() { echo; echo "== [$((SECONDS))s] $*"; }

run() {
  OUT=${OUT:-$repo/bench/out}
  mkdir -p "$OUT"
  export PYTHONUNBUFFERED=1
  [[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]] || { echo "no /tmp/cu: run 'bash bench/ab.sh tools' first (carry bench/carry-tools)"; exit 2; }
  stage "GPU, builds"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu,power.draw,memory.used --format=csv | tee "$OUT/gpu.txt"
  cat "$C/BUILDS" | tee -a "$OUT/gpu.txt"
  stage "launch floor"
  nvcc -arch=sm_90 -O2 -o /tmp/launch_floor bench/launch_floor.cu -lcuda && timeout 60 /tmp/launch_floor | tee "$OUT/launch_floor.txt"
  export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
  unset CUDA_HOME CUDA_PATH
  export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras
  local bin=/tmp/ab
  mkdir -p "$bin/cache"
  for f in tile-a suite-a tile-b suite-b; do xz -dc "$C/$f.xz" >"$bin/$f" && chmod +x "$bin/$f"; done
  tar xJf "$C/cache.tar.xz" -C "$bin/cache"
  export TILE_CACHE_DIR=$bin/cache TILE_TESTS_ROOT=$repo
  echo "$(ls "$bin/cache/cubins" | wc -l) cached cubins"

  stage "peers: bench/peers.py, bench/peers_extra.py"
  OUT=$OUT timeout 200 python3 bench/peers.py >"$OUT/peers.log" 2>&1
  OUT=$OUT timeout 90 python3 bench/peers_extra.py >>"$OUT/peers.log" 2>&1
  tail -5 "$OUT/peers.log"
  python3 bench/merge_floor.py "$OUT/baseline.json" "$OUT/launch_floor.txt"

  stage "the GPU suite of B"
  timeout 170 "$bin/suite-b" --test-threads 1 gpu:: >"$OUT/gpu-tests.txt" 2>&1
  echo "suite exit $?"; grep -E "^test result|FAILED|failed" "$OUT/gpu-tests.txt" | head -20

  # B first: it tunes and keeps its choices beside the cache, which A then reads, so both
  # builds time the same configurations.
  for round in 1 2; do
    for side in b a; do
      stage "tile bench --all: $side, round $round"
      timeout 120 "$bin/tile-$side" bench --all --peers "$OUT/baseline.json" --out "$OUT/bench-$side-$round.jsonl" >"$OUT/bench-$side-$round.log" 2>&1
      echo "exit $?"; grep -E "ratio" "$OUT/bench-$side-$round.log" | tail -14
    done
  done

  # Each round: the C floor, then both builds' gpu::overhead trial (its own floor, measured in
  # the same process) and the script loop; the order alternates, so drift favours neither.
  stage "host time per launch, in turn"
  for round in 1 2 3 4 5 6; do
    echo "-- floor round $round" | tee -a "$OUT/overhead.txt"
    timeout 60 /tmp/launch_floor | grep -E "^launch/raw_cuLaunchKernel" | tee -a "$OUT/overhead.txt"
    local order="a b"
    ((round % 2 == 0)) && order="b a"
    for side in $order; do
      echo "-- $side round $round" | tee -a "$OUT/overhead.txt"
      timeout 30 "$bin/suite-$side" gpu::overhead 2>&1 | grep "gpu::overhead:" | tee -a "$OUT/overhead.txt"
      timeout 60 "$bin/tile-$side" run --device gpu bench/experiments/launch_loop.tile | python3 -c '
import statistics, sys
v = {}
for line in sys.stdin:
    k, x = line.split()
    v.setdefault(k, []).append(float(x))
print("script loop: steady %s us; bursts of 200, median of %d: %.3f us" % (" ".join("%.3f" % x for x in v["steady"]), len(v["burst"]), statistics.median(v["burst"])))
' | tee -a "$OUT/overhead.txt"
    done
  done
  stage "summary"
  python3 bench/ab_summary.py "$OUT" | tee "$OUT/ab.txt"
  # What comes back from a call is at most 8 files: everything else travels in one archive.
  tar cJf /tmp/results.tar.xz -C "$OUT" . && mv /tmp/results.tar.xz "$OUT/"
  find "$OUT" -maxdepth 1 -type f ! -name ab.txt ! -name gpu-tests.txt ! -name results.tar.xz -delete
}

case ${1:-} in
  prepare) shift; prepare "$@" ;;
  tools) tools ;;
  run) run ;;
  *) echo "usage: bench/ab.sh prepare A_TILE A_SUITE | tools | run" >&2; exit 2 ;;
esac
