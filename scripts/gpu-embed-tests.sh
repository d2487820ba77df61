#!/usr/bin/env bash
# The embedding tests on a GPU machine, from what scripts/pack-embed-gpu.sh packed into
# target/embed-gpu (no Rust, no network, no tileiras needed there):
#
#   1. the Python suite (crates/python/tests) with the packed wheel: its GPU tests on PyTorch
#      CUDA tensors (PyTorch's current stream, a stream of their own, a custom op), CuPy arrays
#      when CuPy imports, NumPy arrays staged on a GPU engine; the NumPy tests too;
#   2. the C example in both modes: `embed` (CPU) and `embed gpu` (device memory from
#      cuMemAlloc, a stream of its own);
#   3. the AOT C launchers, compiled here against the driver (-lcuda) and run.
#
#   bash scripts/gpu-embed-tests.sh [PACK]      PACK defaults to target/embed-gpu
#
# Kernels the JIT compiles here go through the NVVM back end and the CUDA toolkit's libNVVM
# (TILE_BACKEND=nvvm unless set; tileir needs tileiras, which is not carried). Exit status 0
# when every part passed; each part's outcome is printed at the end.
set -uo pipefail
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$repo"
pack=$(cd "${1:-target/embed-gpu}" && pwd)
[[ -f $pack/embed.xz ]] || { echo "no $pack/embed.xz: run scripts/pack-embed-gpu.sh first and carry target/embed-gpu" >&2; exit 2; }
export TILE_BACKEND=${TILE_BACKEND:-nvvm}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python=${PYTHON:-python3}
results=()
record() { results+=("$1: $2"); }

echo "tile $(cat "$pack/COMMIT" 2>/dev/null), back end $TILE_BACKEND"
nvidia-smi --query-gpu=name,driver_version,memory.used,memory.total --format=csv 2>/dev/null || true

echo "== 1. Python: the wheel unpacked onto PYTHONPATH, pytest from the packed wheels if missing"
mkdir -p "$work/py"
"$python" -m zipfile -e "$pack"/tile-*.whl "$work/py"
for w in "$pack"/deps/*.whl; do "$python" -m zipfile -e "$w" "$work/py"; done
"$python" -c 'import torch; print("torch", torch.__version__, "cuda", torch.cuda.is_available())' 2>/dev/null || echo "no torch"
"$python" -c 'import cupy; print("cupy", cupy.__version__)' 2>/dev/null || echo "no cupy (its tests skip)"
if PYTHONPATH=$work/py "$python" -m pytest -q -rs -p no:cacheprovider crates/python/tests; then
    record python ok
else
    record python FAILED
fi

echo "== 2. the C example: CPU, then GPU (device memory from cuMemAlloc)"
xz -dc "$pack/embed.xz" >"$work/embed" && chmod +x "$work/embed"
if "$work/embed" && "$work/embed" gpu; then record c-example ok; else record c-example FAILED; fi

echo "== 3. AOT C launchers: compiled here against the driver, run"
cc=${CC:-cc}
libcuda=(-lcuda)
if ! echo 'int main(void){return 0;}' | "$cc" -x c - -o "$work/probe" -lcuda 2>/dev/null; then
    libcuda=(-l:libcuda.so.1)
fi
if "$cc" -std=c11 -O1 -I"$pack/aot" "$pack/aot/aot_launch.c" "$pack/aot/tile_softmax_f32.c" "$pack/aot/tile_scale_f32.c" \
        "${libcuda[@]}" -lpthread -lm -o "$work/aot_launch" && "$work/aot_launch"; then
    record aot ok
else
    record aot FAILED
fi

echo "== summary"
status=0
for r in "${results[@]}"; do
    echo "  $r"
    [[ $r == *FAILED ]] && status=1
done
exit $status
