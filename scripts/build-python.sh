#!/usr/bin/env bash
# Builds the Python module `tile` (crates/python) into a wheel with a pinned maturin, in a
# virtual environment of its own, and installs it there with NumPy and pytest.
#
#   scripts/build-python.sh            build and install; prints the wheel's path last
#   scripts/build-python.sh --test     ... then run the pytest suite (crates/python/tests)
#
# Where: TILE_PY_DIR (default target/python): venv/ and wheels/ inside it (an ignored folder).
# Cargo builds into TILE_PY_DIR/cargo, in the dev profile unless TILE_PY_RELEASE=1; TILE_PY_STRIP=1 strips the
# library (to carry it). PYTHON picks the interpreter (default python3, 3.9 or newer). The
# wheel is abi3: one wheel for every CPython from 3.9.
set -euo pipefail
cd "$(dirname "$0")/.."

MATURIN_VERSION=1.16.0
NUMPY_VERSION=2.3.5
PYTEST_VERSION=8.4.2

dir=${TILE_PY_DIR:-target/python}
venv=$dir/venv
python=${PYTHON:-python3}
mkdir -p "$dir/wheels"
if [[ ! -x $venv/bin/python ]]; then
    "$python" -m venv "$venv"
fi
stamp=$venv/.pinned-$MATURIN_VERSION-$NUMPY_VERSION-$PYTEST_VERSION
if [[ ! -f $stamp ]]; then
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
        "maturin==$MATURIN_VERSION" "numpy==$NUMPY_VERSION" "pytest==$PYTEST_VERSION"
    touch "$stamp"
fi

# A target folder of its own: the module is a workspace of its own, and two workspaces
# building the same path crates with differently unified features into one folder can mix
# their artifacts.
export CARGO_TARGET_DIR=$dir/cargo
profile=()
[[ ${TILE_PY_RELEASE:-0} == 1 ]] && profile=(--release)
[[ ${TILE_PY_STRIP:-0} == 1 ]] && profile+=(--strip)
rm -f "$dir"/wheels/tile-*.whl
"$venv/bin/maturin" build --quiet --manifest-path crates/python/Cargo.toml --out "$dir/wheels" \
    --interpreter "$venv/bin/python" "${profile[@]}" >&2
wheel=$(ls "$dir"/wheels/tile-*.whl)
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check --force-reinstall --no-deps "$wheel"

if [[ ${1:-} == --test ]]; then
    "$venv/bin/python" -m pytest -q crates/python/tests
fi
echo "$wheel"
