#!/usr/bin/env bash
# Rebuilds the cubins that opening a GPU loads in the background to warm the driver's loader
# of tileiras cubins (crates/launch/src/device/warmup.rs): the kernel in
# crates/launch/src/device/warmup/warmup.tile, assembled for sm_80, sm_90, sm_100 and sm_120.
# Needs tileiras (scripts/install-cuda-tools.sh). Run after a tileiras upgrade.
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=$repo/crates/launch/src/device/warmup
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$repo"
for t in sm_80 sm_90 sm_100 sm_120; do
  cargo run -q --release -p tile-repl -- build --target "$t" "$dir/warmup.tile" -o "$tmp/$t"
  cp "$tmp/$t"/warmup-*.cubin "$dir/$t.cubin"
done
ls -la "$dir"
