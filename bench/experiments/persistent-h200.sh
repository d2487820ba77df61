#!/usr/bin/env bash
# Row softmax and layer norm (8192x4096, f32 and bf16) on the H200, ours against Triton and torch
# in ONE device call, tuning over the one-tile-per-block and the persistent kernels:
#
#   run(command="bash bench/experiments/persistent-h200.sh", carry=["bench/carry-persistent"], timeout_s=600)
#
# bench/carry-persistent/ holds tile.xz (the release `tile`, stripped), cache.tar.xz (the cubins
# of `tile bench --dry-run --target sm_90 softmax_f32 softmax_bf16 layernorm_f32 layernorm_bf16`)
# and cuda-13.4-tools.tar.xz, as bench/prepare-h200.sh makes them (without the GEMMs, so that
# the call stays under 64 MiB). Under $OUT: run.log, baseline.json, h200.jsonl, autotune.json.
set -uo pipefail
cd "$(dirname "$0")/../.."
C=${C:-bench/carry-persistent}
OUT=${OUT:-$PWD/bench/out}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
exec > >(tee "$OUT/run.log") 2>&1
stage() { echo; echo "== [$((SECONDS))s] $*"; }

stage "GPU"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.mem,temperature.gpu --format=csv
mkdir -p /tmp/cu && tar xJf "$C/cuda-13.4-tools.tar.xz" -C /tmp/cu
export PATH=/tmp/cu/nvidia/cu13/bin:$PATH
unset CUDA_HOME CUDA_PATH
export TILE_TILEIRAS=/tmp/cu/nvidia/cu13/bin/tileiras
xz -dc "$C/tile.xz" >/tmp/tile && chmod +x /tmp/tile
export TILE_CACHE_DIR=/tmp/tile-cache
mkdir -p "$TILE_CACHE_DIR"; [[ -f $C/cache.tar.xz ]] && tar xJf "$C/cache.tar.xz" -C "$TILE_CACHE_DIR"

stage "peers: bench/peers_extra.py, and the f32 softmax of bench/peers.py"
OUT=$OUT timeout 120 python3 bench/peers_extra.py
cat >/tmp/softmax_f32_peer.py <<'PY'
import json, os, torch, triton, triton.language as tl
from triton.testing import do_bench
@triton.jit
def tr_softmax(out, inp, stride, n_cols, BLOCK: tl.constexpr):  # as in bench/peers.py
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(inp + row * stride + offs, mask=offs < n_cols, other=-float("inf"))
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    tl.store(out + row * stride + offs, num / tl.sum(num, axis=0), mask=offs < n_cols)
M, NC = 8192, 4096
xs = torch.randn(M, NC, device="cuda"); ys = torch.empty_like(xs)
bench = lambda f: do_bench(f, warmup=50, rep=300, return_mode="median")
R = {}
t = bench(lambda: torch.softmax(xs, dim=1))
R["softmax_f32_8192x4096/torch"] = {"ms": round(t, 4), "TBps": round(2 * M * NC * 4 / t / 1e9, 3)}
tr_softmax[(M,)](ys, xs, xs.stride(0), NC, BLOCK=NC, num_warps=8)
assert torch.allclose(ys, torch.softmax(xs, 1), atol=1e-5)
t = bench(lambda: tr_softmax[(M,)](ys, xs, xs.stride(0), NC, BLOCK=NC, num_warps=8))
R["softmax_f32_8192x4096/triton"] = {"ms": round(t, 4), "TBps": round(2 * M * NC * 4 / t / 1e9, 3)}
for k, v in R.items():
    print(f"{k:40s} ms={v['ms']}  TBps={v['TBps']}")
path = os.path.join(os.environ["OUT"], "baseline.json")
base = json.load(open(path)) if os.path.exists(path) else {}
base.update(R)
json.dump(base, open(path, "w"), indent=1)
PY
OUT=$OUT timeout 60 python3 /tmp/softmax_f32_peer.py

stage "ours: tuned now over both kernels, then timed again with the remembered choice"
B="softmax_f32 softmax_bf16 layernorm_f32 layernorm_bf16"
timeout 330 /tmp/tile bench $B --retune --peers "$OUT/baseline.json" --out "$OUT/h200.jsonl" --commit "${COMMIT:-persistent}"
timeout 120 /tmp/tile bench $B --peers "$OUT/baseline.json" --out "$OUT/h200.jsonl" --commit "${COMMIT:-persistent}" 2>&1 | grep -E "TB/s|FAILED|error"
python3 - "$TILE_CACHE_DIR/autotune" "$OUT/autotune.json" <<'PY'
import glob, json, os, sys
entries = [json.load(open(p)) for p in sorted(glob.glob(os.path.join(sys.argv[1], "*.json")))]
json.dump(entries, open(sys.argv[2], "w"), indent=1)
for e in entries:
    print(f"tuned {e['key']['kernel']} {e['key']['shape']} {e['key']['dtype']}: {e['config']} ({e['ms']:.4f} ms, {e['tried']} tried)")
PY
stage "done"
