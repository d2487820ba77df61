#!/usr/bin/env bash
# Installs NVIDIA's CUDA Tile IR assembler (tileiras, tileirdisasm) together with the libNVVM
# and ptxas of the same release into a project folder, so that `tile build` and the codegen
# tests can turn Tile IR bytecode into cubins on a machine without a GPU or CUDA toolkit.
#
#   scripts/install-cuda-tools.sh [DIR]     default DIR: <repo>/.tools/cuda
#
# Layout afterwards (what tileiras needs: libnvvm.so.4 in ../lib and ptxas beside it):
#   DIR/nvidia/cu13/bin/{tileiras,tileirdisasm,ptxas}
#   DIR/nvidia/cu13/lib/libnvvm.so.4
#   DIR/VERSION                               the pinned release, for idempotence
#
# The three wheels are pinned to one release on purpose: tileiras loads libNVVM and runs ptxas
# of its own release; mixing releases makes tileiras exit 5 with no useful message.
# Idempotent: does nothing when DIR/VERSION already names the pinned release and the files exist.
# The tile toolchain discovery looks in <repo>/.tools/cuda by default (see
# crates/codegen/src/tileir/toolchain.rs); set TILE_TILEIRAS to use a tileiras elsewhere.
set -euo pipefail

VERSION=13.4.92
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$repo/.tools/cuda}
bin=$dir/nvidia/cu13/bin
lib=$dir/nvidia/cu13/lib
python=${PYTHON:-python3}

installed() {
  [[ -f $dir/VERSION && $(cat "$dir/VERSION") == "$VERSION" ]] &&
    [[ -x $bin/tileiras && -x $bin/tileirdisasm && -x $bin/ptxas && -f $lib/libnvvm.so.4 ]]
}

if installed; then
  echo "CUDA Tile tools $VERSION already installed in $dir"
  exit 0
fi

if ! "$python" -m pip --version >/dev/null 2>&1; then
  echo "error: $python -m pip is not available; install pip (e.g. apt-get install python3-pip)" >&2
  exit 1
fi

# Install into a fresh temporary folder beside the target, then swap it in, so that an
# interrupted run never leaves a half-populated tools folder that looks installed.
mkdir -p "$(dirname "$dir")"
tmp=$(mktemp -d "$dir.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "Installing nvidia-cuda-tileiras, nvidia-nvvm and nvidia-cuda-nvcc $VERSION into $dir ..."
# --no-deps: the tileiras wheel lists nvcc/nvvm/nvjitlink *unpinned*; we pin the two it needs.
"$python" -m pip install --quiet --no-deps --no-compile --disable-pip-version-check \
  --target "$tmp" \
  "nvidia-cuda-tileiras==$VERSION" "nvidia-nvvm==$VERSION" "nvidia-cuda-nvcc==$VERSION"

for f in "$tmp/nvidia/cu13/bin/tileiras" "$tmp/nvidia/cu13/bin/ptxas" "$tmp/nvidia/cu13/lib/libnvvm.so.4"; do
  if [[ ! -e $f ]]; then
    echo "error: the wheels did not contain ${f#"$tmp"/}; the wheel layout may have changed" >&2
    exit 1
  fi
done
chmod +x "$tmp"/nvidia/cu13/bin/* 2>/dev/null || true
echo "$VERSION" > "$tmp/VERSION"

rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
"$bin/tileiras" --version | tail -1
echo "Installed into $dir (tileiras: $bin/tileiras)"
if [[ -n ${CUDA_HOME:-} ]]; then
  echo "note: CUDA_HOME is set ($CUDA_HOME). If it points at a toolkit older than 13.4, tileiras" >&2
  echo "      loads that libNVVM and fails with exit code 5; tile unsets it for tileiras itself." >&2
fi
