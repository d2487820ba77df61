#!/usr/bin/env bash
# Builds everything the embedding GPU tests need into one folder to carry to a GPU machine
# (which has no Rust and no network): target/embed-gpu/ (about 15 MiB).
#
#   scripts/pack-embed-gpu.sh        here: Rust, cc, python3 and the tileir tools (.tools/cuda)
#
# It holds:
#   embed.xz            the C example (examples/c/embed.c) linked with the static libtile_capi
#   tile-*.whl          the Python module (stripped), and deps/ with pytest's pure-Python wheels
#   aot/                AOT C launchers (`tile build --emit c`, cubins for $TARGET, default
#                       sm_90) of stdlib softmax and scale, and examples/c/aot_launch.c to
#                       compile and run there against the driver (-lcuda)
#   COMMIT              the commit it was built from
#
# Then on the GPU machine, from this checkout: scripts/gpu-embed-tests.sh (see there).
set -euo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
pack=$repo/target/embed-gpu
target=${TARGET:-sm_90}
export CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-$repo/target}
lib=$CARGO_TARGET_DIR/debug

rm -rf "$pack" && mkdir -p "$pack/aot" "$pack/deps"

echo "== the C library and the C example (static, stripped)"
cargo build -p tile-capi -p tile-repl
cc -std=c11 -O1 -Wall -Wextra -Werror -Icrates/capi/include examples/c/embed.c -o "$pack/embed" \
    "$lib/libtile_capi.a" -Wl,--gc-sections -s -lpthread -ldl -lm
"$pack/embed" >/dev/null   # its CPU mode must pass here
xz -T2 -6 "$pack/embed"

echo "== AOT C launchers for $target"
aot=$(mktemp -d)
"$lib/tile" build --emit c --target "$target" stdlib/softmax.tile stdlib/elementwise.tile -o "$aot"
for k in tile_softmax_f32 tile_scale_f32; do
    cp "$aot/$k.c" "$aot/$k.h" "$pack/aot/"
    cc -std=c11 -Wall -Wextra -Werror -c "$pack/aot/$k.c" -o "$aot/$k.o"
done
cp examples/c/aot_launch.c "$pack/aot/"
cc -std=c11 -Wall -Wextra -Werror -I"$pack/aot" -c examples/c/aot_launch.c -o "$aot/aot_launch.o"
rm -rf "$aot"

echo "== the Python module (stripped wheel) and pytest's wheels"
TILE_PY_STRIP=1 scripts/build-python.sh >/dev/null
cp target/python/wheels/tile-*.whl "$pack/"
target/python/venv/bin/python -m pip download --quiet --disable-pip-version-check --only-binary :all: \
    --dest "$pack/deps" "pytest==8.4.2"

git rev-parse --short=12 HEAD >"$pack/COMMIT" 2>/dev/null || true
git diff --quiet HEAD 2>/dev/null || sed -i 's/$/-dirty/' "$pack/COMMIT"
ls -la "$pack" "$pack/aot" "$pack/deps"
du -sh "$pack"
echo 'ready: run(command="bash scripts/gpu-embed-tests.sh", carry=["target/embed-gpu"], timeout_s=600)'
