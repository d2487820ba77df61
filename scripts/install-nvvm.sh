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
root=$dir/nvidia/cu13
python=${PYTHON:-python3}

installed() {
  [[ -f $dir/VERSION && $(cat "$dir/VERSION") == "$VERSION" ]] &&
    [[ -f $root/lib/libnvvm.so.4 && -f $root/nvvm/libdevice/libdevice.10.bc && -x $root/bin/ptxas ]]
}

if installed; then
  echo "libNVVM $VERSION already installed in $dir"
  exit 0
fi

if ! "$python" -m pip --version >/dev/null 2>&1; then
  echo "error: $python -m pip is not available; install pip (e.g. apt-get install python3-pip)" >&2
  exit 1
fi

# Into a fresh temporary folder beside the target, then swapped in: an interrupted run never
# leaves a half-populated folder that looks installed.
mkdir -p "$(dirname "$dir")"
tmp=$(mktemp -d "$dir.tmp.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
echo "Installing nvidia-nvvm and nvidia-cuda-nvcc $VERSION into $dir ..."
"$python" -m pip install --quiet --no-deps --no-compile --disable-pip-version-check \
  --target "$tmp" "nvidia-nvvm==$VERSION" "nvidia-cuda-nvcc==$VERSION"

for f in lib/libnvvm.so.4 nvvm/libdevice/libdevice.10.bc bin/ptxas; do
  if [[ ! -e $tmp/nvidia/cu13/$f ]]; then
    echo "error: the wheels did not contain nvidia/cu13/$f; the wheel layout may have changed" >&2
    exit 1
  fi
done
chmod +x "$tmp"/nvidia/cu13/bin/* 2>/dev/null || true
echo "$VERSION" > "$tmp/VERSION"

rm -rf "$dir"
mv "$tmp" "$dir"
trap - EXIT
echo "Installed into $dir (libNVVM: $root/lib/libnvvm.so.4)"
