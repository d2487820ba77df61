#!/usr/bin/env bash
# compute-sanitizer's memcheck over every example script on the GPU, through both back ends:
# a user who runs the sanitizer on their program must see only their own errors.
#
#   here:  bench/nvvm.sh prepare                  (the release build and warm cache it carries)
#   there: run(command="bash bench/sanitize.sh", carry=["bench/carry-nvvm"])
#
# Tile IR runs from the carried kernel cache (no tileiras needed for the examples the GPU suite
# warmed); NVVM compiles with the driver's libNVVM. Under $OUT: sanitize.txt, one line per
# script and back end with compute-sanitizer's ERROR SUMMARY, and sanitize-logs.tar.xz with the
# full log of each run.
set -uo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
C=$repo/bench/carry-nvvm
OUT=${OUT:-$repo/bench/out}
mkdir -p "$OUT"
bin=/tmp/nv
mkdir -p "$bin/tileir" "$bin/nvvm"
[[ -x $bin/tile ]] || { xz -dc "$C/tile.xz" >"$bin/tile" && chmod +x "$bin/tile"; }
[[ -f $bin/tileir/.warm ]] || { tar xJf "$C/cache.tar.xz" -C "$bin/tileir" && touch "$bin/tileir/.warm"; }
export TILE_LIBNVVM=${CUDA_HOME:-/usr/local/cuda}/nvvm/lib64/libnvvm.so
sanitizer=$(command -v compute-sanitizer || echo /usr/local/cuda/bin/compute-sanitizer)
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee "$OUT/sanitize.txt"
"$sanitizer" --version | tail -1 | tee -a "$OUT/sanitize.txt"
for be in ${BACKENDS:-tileir nvvm}; do
  for f in examples/*.tile; do
    log=/tmp/sanitize-logs/$be-$(basename "$f" .tile).log
    mkdir -p /tmp/sanitize-logs
    TILE_BACKEND=$be TILE_CACHE_DIR=$bin/$be timeout 300 "$sanitizer" --tool memcheck --error-exitcode 9 \
      "$bin/tile" run --device gpu "$f" >"$log" 2>&1
    code=$?
    summary=$(grep -E "ERROR SUMMARY" "$log" | tail -1)
    printf '%-7s %-28s exit %-3s %s\n' "$be" "$f" "$code" "${summary:-no summary}" | tee -a "$OUT/sanitize.txt"
  done
done
tar cJf "$OUT/sanitize-logs.tar.xz" -C /tmp sanitize-logs
