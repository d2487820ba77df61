#!/usr/bin/env bash
# Runs the tile-gpu GPU tests and the smoke example against libcuda_mock.c, a fake driver,
# on a machine without a GPU. This checks tile-gpu's own logic (loading, error mapping,
# context generations, reset, stale objects, borrowed memory, threads), not the driver's
# semantics: those are checked on a real GPU with the same tests.
#
#   crates/gpu/tests/mock/run.sh [extra cargo test args]
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../../../.." && pwd)
out=${CARGO_TARGET_DIR:-$repo/target}/mock-cuda
mkdir -p "$out"
cc -shared -fPIC -O1 -Wall -Wextra -o "$out/libcuda.so.1" "$here/libcuda_mock.c" -lpthread
export LD_LIBRARY_PATH=$out${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export TILE_REQUIRE_GPU=1   # a skip would mean the mock was not picked up
cd "$repo"
cargo test -p tile-gpu "$@"
cargo run -p tile-gpu --example gpu_smoke
