#!/usr/bin/env bash
# Installs CUDA 13.0's libNVVM (with libdevice) and ptxas into a project folder, for the NVVM
# back end: libNVVM compiles NVVM IR to PTX, and the codegen tests assemble that PTX with ptxas
# to prove it valid, on a machine without a GPU or CUDA toolkit.
#
#   scripts/install-nvvm.sh [DIR]     default DIR: <repo>/.tools/nvvm
#
# Layout afterwards:
#   DIR/nvidia/cu13/lib/libnvvm.so.4
#   DIR/nvidia/cu13/nvvm/libdevice/libdevice.10.bc
#   DIR/nvidia/cu13/bin/ptxas
#   DIR/VERSION                               the pinned release, for idempotence
#
# Why 13.0 and not the newest: the PTX libNVVM writes must not be newer than the driver that
# loads it, and CUDA 13.0 (driver 580) is the oldest driver line tile targets. A newer libNVVM
# (the one beside tileiras in .tools/cuda, say) writes PTX such a driver refuses.
# Idempotent: does nothing when DIR/VERSION already names the pinned release and the files exist.
# tile finds DIR by itself (crates/gpu/src/nvvm.rs); TILE_LIBNVVM names a library elsewhere.
set -euo pipefail

VERSION=13.0.88
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dir=${1:-$repo/.tools/nvvm}
# shellcheck source=scripts/pinned-wheels.sh
source "$repo/scripts/pinned-wheels.sh"
install_pinned_wheels "$dir" "$VERSION" "libNVVM" \
  nvidia/cu13/lib/libnvvm.so.4 nvidia/cu13/nvvm/libdevice/libdevice.10.bc nvidia/cu13/bin/ptxas -- \
  "nvidia-nvvm==$VERSION" "nvidia-cuda-nvcc==$VERSION"
