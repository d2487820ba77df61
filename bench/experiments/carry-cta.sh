# Sourced by the experiments that run from bench/carry-cta (a stripped release `tile` and the
# CUDA 13.4 tools): `carry_cta_setup NAME CACHE` sends everything printed to $OUT/NAME.txt,
# unpacks the tools (once per machine) and `tile` to /tmp, and points tile at tileiras 13.4
# and the kernel cache CACHE. CUDA_HOME must not lead tileiras 13.4 to CUDA 13.0's libNVVM.
C=bench/carry-cta
OUT=${OUT:-$PWD/bench/out}

carry_cta_setup() {
  mkdir -p "$OUT" /tmp/cu
  exec > >(tee "$OUT/$1.txt") 2>&1
  [[ -x /tmp/cu/nvidia/cu13/bin/tileiras ]] || tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu
  xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
  unset CUDA_HOME CUDA_PATH
  export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras TILE_CACHE_DIR=$2 PYTHONUNBUFFERED=1
}

# `torch_mm_peers FROM TO`: the peers in FROM (if it exists) plus torch.matmul in bf16 at 4096^3
# and 8192^3, timed as bench/peers.py times, written to TO in the form `tile bench --peers` reads.
torch_mm_peers() {
  python3 - "$1" "$2" <<'PY'
import json, os, sys, torch
from triton.testing import do_bench
out = json.load(open(sys.argv[1])) if os.path.exists(sys.argv[1]) else {}
for n in (4096, 8192):
    a = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, n, device="cuda", dtype=torch.bfloat16)
    ms = do_bench(lambda: torch.matmul(a, b), warmup=50, rep=300, return_mode="median")
    out[f"mm_bf16_{n}/torch"] = {"ms": ms, "TFLOPs": 2 * n**3 / ms / 1e9}
    print(f"torch.matmul bf16 {n}: {ms:.4f} ms, {2 * n**3 / ms / 1e9:.1f} TFLOP/s")
json.dump(out, open(sys.argv[2], "w"))
PY
}
