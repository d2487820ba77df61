#!/usr/bin/env bash
# The NVVM back end on the GPU machine, in one device call after the tools call: the GPU suite
# run through NVVM (every GPU test against the CPU reference), then `tile bench` of the
# memory-bound benchmarks through both back ends and the peers (PyTorch, Triton, cuTile
# Python), each in turn, so the ratios of one call compare.
#
#   here:  bench/nvvm.sh prepare                 build this checkout (release) into bench/carry-nvvm
#   there: run(command="bash bench/ab.sh tools", carry=["bench/carry-tools"])   tileiras 13.4 -> /tmp/cu
#          run(command="bash bench/nvvm.sh run", carry=["bench/carry-nvvm"])   within 30 s of the first
#
# libNVVM on the GPU machine is CUDA 13.0's, the driver's release (/usr/local/cuda/nvvm); the
# Tile IR runs use tileiras 13.4 from the tools call, with CUDA_HOME unset as it requires.
# Then the bf16 GEMM at 4096^3 through both, untuned (NVVM's mma is the CUDA-core path).
# Under $OUT: nvvm.txt (summary), gpu-nvvm.txt (the GPU suite through NVVM), results.tar.xz.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
C=$repo/bench/carry-nvvm
BENCHES=${BENCHES:-add_f32 add_bf16 softmax_f32 softmax_bf16 layernorm_f32 layernorm_bf16 rmsnorm_f32 rmsnorm_bf16 softmax_f32_6000x3000 softmax_bf16_10000x1500 layernorm_f32_6000x3000 layernorm_bf16_10000x1500 rmsnorm_f32_6000x3000 rmsnorm_bf16_10000x1500}

prepare() {
  set -e
  grep -qx "/bench/carry-nvvm/" "$(git rev-parse --git-path info/exclude)" 2>/dev/null ||
    echo "/bench/carry-nvvm/" >>"$(git rev-parse --git-path info/exclude)"
  cargo build --release -p tile-repl
  cargo test -p tile-tests --release --no-run
  local suite
  suite=$(scripts/suite-binary.sh)
  rm -rf "$C" && mkdir -p "$C/cache"
  echo "== warming the Tile IR kernel cache (tileiras runs here)"
  # shellcheck disable=SC2086
  TILE_CACHE_DIR=$C/cache target/release/tile bench --dry-run $BENCHES >/dev/null
  # and the cubins of the GPU suite, so that it runs through Tile IR there without compiling
  TILE_CACHE_DIR=$C/cache TILE_PRECOMPILE=sm_90 TILE_TESTS_ROOT=$repo "$suite" --include-ignored gpu:: --test-threads 2 >/dev/null
  # and the kernels of bench/gpu-checks (the spill warning, bench() timing)
  # (sweeps too large for the CPU executor say `# not prewarmed` and compile on the GPU machine)
  for f in bench/gpu-checks/*.tile; do
    grep -q "^# not prewarmed" "$f" && continue
    TILE_CACHE_DIR=$C/cache TILE_PRECOMPILE=sm_90 target/release/tile run "$f" >/dev/null
  done
  strip -o "$C/tile" target/release/tile && strip -o "$C/suite" "$suite"
  xz -T2 -9 -f "$C/tile" "$C/suite"
  tar cJf "$C/cache.tar.xz" -C "$C/cache" . && rm -rf "$C/cache"
  echo "$(git rev-parse --short=12 HEAD)$(git diff --quiet HEAD || echo -dirty)" >"$C/BUILD"
  du -sh "$C"
}

stage() { echo; echo "== [$((SECONDS))s] $*"; }

run() {
  OUT=${OUT:-$repo/bench/out}
  mkdir -p "$OUT"
  export PYTHONUNBUFFERED=1
  stage "GPU, build"
  nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv | tee "$OUT/gpu.txt"
  cat "$C/BUILD" | tee -a "$OUT/gpu.txt"
  export TILE_LIBNVVM=${CUDA_HOME:-/usr/local/cuda}/nvvm/lib64/libnvvm.so
  ls -la "$TILE_LIBNVVM" | tee -a "$OUT/gpu.txt"
  local bin=/tmp/nv
  mkdir -p "$bin/tileir" "$bin/nvvm"
  for f in tile suite; do xz -dc "$C/$f.xz" >"$bin/$f" && chmod +x "$bin/$f"; done
  tar xJf "$C/cache.tar.xz" -C "$bin/tileir"
  export TILE_TESTS_ROOT=$repo

  stage "the GPU suite through NVVM, with no tileiras anywhere"
  TILE_TILEIRAS=/nonexistent/tileiras TILE_BACKEND=nvvm TILE_CACHE_DIR=$bin/nvvm timeout 240 "$bin/suite" --test-threads 1 gpu:: >"$OUT/gpu-nvvm.txt" 2>&1
  echo "suite exit $?"; grep -E "^test result|FAILED|failed" "$OUT/gpu-nvvm.txt" | head -30

  unset CUDA_HOME CUDA_PATH
  # The carried cache holds the cubins `prepare` could compile without a GPU; the kernels of
  # tests that exist only where a GPU is (gpu::print's child) need tileiras here.
  if [[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]]; then
    export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras PATH=/tmp/cu/nvidia/cu13/bin:$PATH
  else
    echo "no /tmp/cu: the Tile IR suite and bench run from the carried cache only (gpu::print fails)"
  fi
  stage "the GPU suite through Tile IR (cubins from the carried cache, tileiras for the rest)"
  TILE_BACKEND=tileir TILE_CACHE_DIR=$bin/tileir timeout 240 "$bin/suite" --test-threads 1 gpu:: >"$OUT/gpu-tileir.txt" 2>&1
  echo "suite exit $?"; grep -E "^test result|FAILED|failed" "$OUT/gpu-tileir.txt" | head -30
  stage "peers: bench/peers.py, bench/peers_extra.py"
  OUT=$OUT timeout 200 python3 bench/peers.py >"$OUT/peers.log" 2>&1
  OUT=$OUT timeout 120 python3 bench/peers_extra.py >>"$OUT/peers.log" 2>&1
  tail -12 "$OUT/peers.log"

  for round in $(seq 1 "${ROUNDS:-2}"); do
    for be in nvvm tileir; do
      stage "tile bench ($be), round $round"
      # shellcheck disable=SC2086
      TILE_BACKEND=$be TILE_CACHE_DIR=$bin/$be timeout 150 "$bin/tile" bench $BENCHES --peers "$OUT/baseline.json" \
        --out "$OUT/bench-$be-$round.jsonl" >"$OUT/bench-$be-$round.log" 2>&1
      echo "exit $?"; grep -E "ratio|GB/s|error" "$OUT/bench-$be-$round.log" | tail -12
    done
  done
  # GEMM: NVVM's mma runs on CUDA cores for now; its speed is reported, the default
  # configuration for both back ends (no tuning). GEMM=0 leaves it out.
  for be in $([[ ${GEMM:-1} == 1 ]] && echo nvvm tileir); do
    stage "tile bench gemm_bf16_4096 --no-tune ($be)"
    TILE_BACKEND=$be TILE_CACHE_DIR=$bin/$be timeout 120 "$bin/tile" bench gemm_bf16_4096 --no-tune --runs 50 --peers "$OUT/baseline.json" \
      --out "$OUT/bench-$be-gemm.jsonl" >"$OUT/bench-$be-gemm.log" 2>&1
    echo "exit $?"; grep -E "ratio|TFLOP|error" "$OUT/bench-$be-gemm.log" | tail -3
  done
  stage "summary"
  python3 bench/nvvm_summary.py "$OUT" | tee "$OUT/nvvm.txt"
  tar cJf /tmp/results.tar.xz -C "$OUT" . && mv /tmp/results.tar.xz "$OUT/"
  find "$OUT" -maxdepth 1 -type f ! -name nvvm.txt ! -name gpu-nvvm.txt ! -name gpu-tileir.txt ! -name results.tar.xz -delete
}

case ${1:-} in
  prepare) prepare ;;
  run) run ;;
  *) echo "usage: bench/nvvm.sh prepare | run" >&2; exit 2 ;;
esac
