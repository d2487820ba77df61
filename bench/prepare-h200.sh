#!/usr/bin/env bash
# Prepares bench/carry/ (ignored by git) for ONE device call of bench/run-h200.sh; run it here,
# on the machine without a GPU, after the last change to the code:
#
#   bench/prepare-h200.sh            then   run(command="bash bench/run-h200.sh", carry=["bench/carry"], timeout_s=600)
#
# bench/carry/ then holds
#   tile.xz                  the release `tile`, stripped and xz-compressed (about 3 MiB)
#   cache.tar.xz             the kernel cache after `tile bench --dry-run --all`: every cubin the GPU
#                            run asks for, so it runs tileiras only for the cold first-launch measurement
#   cuda-13.4-tools.tar.xz   tileiras, ptxas and libNVVM 13.4 (../shared/tools/pack-device-tools.sh)
#   cuda_tile-*.whl          cuTile Python, for the cuTile part of bench/peers.py
#   COMMIT                   the commit the binary was built from (with -dirty for local changes)
# and checks that the working tree and bench/carry together fit in the 64 MiB a call carries.
# TOOLS=DIR takes the archive and the wheel from DIR (default /work/devtools). DEST=DIR fills
# DIR/bench/carry instead, for when this checkout (say a clean worktree of the commit to
# measure) is not the one the device call sends; the size check is then DIR's.
set -euo pipefail
src=$(cd "$(dirname "$0")/.." && pwd)
dest=$(cd "${DEST:-$src}" && pwd)
tools=${TOOLS:-/work/devtools}
carry=$dest/bench/carry
target=${CARGO_TARGET_DIR:-$src/target}
limit=$((64 << 20))
cd "$src"

exclude=$(git -C "$dest" rev-parse --git-path info/exclude)
[[ $exclude = /* ]] || exclude=$dest/$exclude
grep -qx '/bench/carry/' "$exclude" 2>/dev/null || echo '/bench/carry/' >>"$exclude"
mkdir -p "$carry"

echo "== building the release tile"
cargo build --release -p tile-repl
strip -o "$carry/tile" "$target/release/tile"
xz -T2 -9 -f "$carry/tile"

echo "== warming a fresh kernel cache: every configuration compiled and checked on the CPU"
rm -rf "$carry/cache"
TILE_CACHE_DIR="$carry/cache" "$target/release/tile" bench --dry-run --all --target sm_90
# The toolchain probe is keyed by tool paths, which differ on the GPU machine: only cubins travel.
tar cJf "$carry/cache.tar.xz" -C "$carry/cache" cubins
rm -rf "$carry/cache"

echo "== tools for the GPU machine"
for f in "$tools"/cuda-13.4-tools.tar.xz "$tools"/cuda_tile-1.7.0-cp312-*.whl; do
  [[ -f $f ]] || { echo "missing $f (build it with ../shared/tools/pack-device-tools.sh $tools --cuda-tile)"; exit 1; }
  ln -f "$f" "$carry/" 2>/dev/null || cp "$f" "$carry/"
done

head=$(git rev-parse --short=12 HEAD)
if git diff --quiet HEAD; then echo "$head" >"$carry/COMMIT"; else echo "$head-dirty" >"$carry/COMMIT"; fi

tree=$(cd "$dest" && git ls-files -co --exclude-standard -z | du -cb --files0-from=- 2>/dev/null | tail -1 | cut -f1)
bundle=$(du -cb "$carry"/* | tail -1 | cut -f1)
total=$((tree + bundle))
# The call's limit also counts some overhead per file: keep 1 MiB spare. The cuda-tile wheel is
# the one optional part (the cuTile peers and bench/experiments/tma_padded_views.py need it):
# drop it rather than fail, and say so.
if ((total > limit - (1 << 20))) && compgen -G "$carry/cuda_tile-*.whl" >/dev/null; then
  rm -f "$carry"/cuda_tile-*.whl
  echo "note: left out the cuda-tile wheel to fit the 64 MiB a call carries: the cuTile peers and the TMA experiment will report errors"
  bundle=$(du -cb "$carry"/* | tail -1 | cut -f1)
  total=$((tree + bundle))
fi
ls -la "$carry"
printf 'working tree %.1f MiB + bench/carry %.1f MiB = %.2f MiB of %d MiB (commit %s)\n' \
  "$(echo "$tree / 1048576" | bc -l)" "$(echo "$bundle / 1048576" | bc -l)" "$(echo "$total / 1048576" | bc -l)" $((limit >> 20)) "$(cat "$carry/COMMIT")"
if ((total > limit - (1 << 20))); then
  echo "too large for one call: remove untracked files from the working tree or carry less"
  exit 1
fi
echo 'ready: run(command="bash bench/run-h200.sh", carry=["bench/carry"], timeout_s=600)'
