#!/usr/bin/env bash
# The GPU test suite (tests/src/gpu.rs: every example and stdlib run test on the GPU, device
# memory, device buffers, fault recovery, launch overhead) and a REPL check, in one command.
#
#   scripts/gpu-tests.sh                 on a GPU machine with Rust: cargo test -p tile-tests
#                                        --release -- gpu::
#   scripts/gpu-tests.sh prepare         here (no GPU, Rust, tileiras): build, strip and pack the
#                                        test binary and `tile` into target/gpu-tests/, with a
#                                        kernel cache holding every cubin the GPU run needs
#   scripts/gpu-tests.sh run             there (GPU, no Rust, no tileiras needed): run the packed
#                                        binaries from target/gpu-tests/ against this checkout
#
# `prepare` fills the cache by running the same trials on the CPU with TILE_PRECOMPILE=sm_90
# (each launch also compiles the specialisation a GPU launch of the same arguments uses), then
# checks on the simulated GPU, with tileiras hidden, that the cache serves every one of them.
# The GPU machine then finds every cubin by the toolchain recorded in the cache
# (cubins/ + toolchains.txt) and never needs tileiras, but for two trials whose launches the
# CPU warm-up does not make (gpu::resources/back-ends names its back end on a GPU session,
# gpu::print/tiles launches in a child process): without tileiras they fail with E0509.
# Carry target/gpu-tests (about 10 MiB):
#
#   run(command="bash scripts/gpu-tests.sh run", carry=["target/gpu-tests"], timeout_s=600)
#
# Extra arguments after `run` go to the test binary (e.g. a filter: `run gpu::stdlib`).
# Exit status: the test binary's (0 when every trial passed).
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
pack=$repo/target/gpu-tests
target=${TARGET:-sm_90}
repl_input=$'a = ones((1000,))\nb = a * 2\nc = zeros((1000,))\nfrom elementwise import add\nlaunch(add, grid=(4,), args=(a, b, c, 256))\n:type c\nc[999]\n'

# The path of the release `suite` test binary cargo builds.
suite_binary() {
  "$repo/scripts/suite-binary.sh"
}

prepare() {
  echo "== building (release): the suite test binary and tile"
  cargo test -p tile-tests --release --no-run
  cargo build --release -p tile-repl
  local suite
  suite=$(suite_binary)
  [[ -x $suite ]] || { echo "cannot find the suite binary" >&2; exit 1; }
  rm -rf "$pack" && mkdir -p "$pack"
  echo "== warming a fresh kernel cache for $target (tileiras runs here, once per specialisation)"
  export TILE_CACHE_DIR=$pack/cache
  TILE_PRECOMPILE=$target TILE_TESTS_ROOT=$repo "$suite" --include-ignored gpu:: --test-threads 2
  printf '%s' "$repl_input" | TILE_PRECOMPILE=$target "$repo/target/release/tile" repl --device cpu >/dev/null
  echo "== checking the cache serves every GPU specialisation without tileiras (simulated GPU)"
  # gpusim::memory/empty-unset checks the simulated GPU's own memory with a kernel of its own,
  # which no gpu:: trial launches (so the warm-up above never compiles it).
  TILE_SIM_CUBINS=1 TILE_TILEIRAS=/nonexistent/tileiras TILE_TESTS_ROOT=$repo "$suite" gpusim:: --skip gpusim::memory/empty-unset --test-threads 2
  echo "== packing"
  strip -o "$pack/suite" "$suite"
  strip -o "$pack/tile" "$repo/target/release/tile"
  xz -T2 -9 -f "$pack/suite" "$pack/tile"
  tar cJf "$pack/cache.tar.xz" -C "$TILE_CACHE_DIR" cubins toolchains.txt
  rm -rf "$TILE_CACHE_DIR"
  git rev-parse --short=12 HEAD >"$pack/COMMIT" 2>/dev/null || true
  git diff --quiet HEAD 2>/dev/null || sed -i 's/$/-dirty/' "$pack/COMMIT"
  ls -la "$pack"
  du -sh "$pack"
  echo 'ready: run(command="bash scripts/gpu-tests.sh run", carry=["target/gpu-tests"], timeout_s=600)'
}

run_packed() {
  [[ -f $pack/suite.xz ]] || { echo "no $pack/suite.xz: run scripts/gpu-tests.sh prepare first (and carry target/gpu-tests)" >&2; exit 2; }
  local bin=${TMPDIR:-/tmp}/tile-gpu-tests
  mkdir -p "$bin/cache"
  xz -dc "$pack/suite.xz" >"$bin/suite" && xz -dc "$pack/tile.xz" >"$bin/tile" && chmod +x "$bin/suite" "$bin/tile"
  tar xJf "$pack/cache.tar.xz" -C "$bin/cache"
  export TILE_CACHE_DIR=$bin/cache TILE_TESTS_ROOT=$repo
  echo "tile $(cat "$pack/COMMIT" 2>/dev/null), $(ls "$bin/cache/cubins" | wc -l) cached cubins"
  nvidia-smi --query-gpu=name,driver_version,memory.used,memory.total --format=csv 2>/dev/null || true
  echo "== REPL on the GPU"
  printf '%s' "$repl_input" | "$bin/tile" repl --device gpu
  echo "== the GPU suite"
  "$bin/suite" --test-threads 1 "${@:-gpu::}"
}

case ${1:-} in
  prepare) prepare ;;
  run) shift; run_packed "$@" ;;
  "") cargo test -p tile-tests --release -- --test-threads 1 gpu:: ;;
  *) echo "usage: scripts/gpu-tests.sh [prepare | run [FILTER...]]" >&2; exit 2 ;;
esac
