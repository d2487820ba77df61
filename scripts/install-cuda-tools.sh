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
# shellcheck source=scripts/pinned-wheels.sh
source "$repo/scripts/pinned-wheels.sh"
# --no-deps: the tileiras wheel lists nvcc/nvvm/nvjitlink *unpinned*; we pin the two it needs.
install_pinned_wheels "$dir" "$VERSION" "CUDA Tile tools" \
  nvidia/cu13/bin/tileiras nvidia/cu13/bin/tileirdisasm nvidia/cu13/bin/ptxas nvidia/cu13/lib/libnvvm.so.4 -- \
  "nvidia-cuda-tileiras==$VERSION" "nvidia-nvvm==$VERSION" "nvidia-cuda-nvcc==$VERSION"
"$bin/tileiras" --version | tail -1
if [[ -n ${CUDA_HOME:-} ]]; then
  echo "note: CUDA_HOME is set ($CUDA_HOME). If it points at a toolkit older than 13.4, tileiras" >&2
  echo "      loads that libNVVM and fails with exit code 5; tile unsets it for tileiras itself." >&2
fi
