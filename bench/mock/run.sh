#!/usr/bin/env bash
# Runs `tile bench` end to end against libcuda_bench_mock.c, a fake driver that computes the
# benchmark kernels on the CPU, on the benchmarks' small shapes (--small: the same
# specialisations). Checks the harness's GPU path without a GPU; the timings mean nothing.
#
#   bench/mock/run.sh [tile bench arguments; default --all]
#   TILE_MOCK_WRONG=softmax bench/mock/run.sh softmax_f32    must fail: a wrong result is caught
#
# Needs tileiras (scripts/install-cuda-tools.sh). Leaves target/mock-bench/mock.jsonl.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
out=${CARGO_TARGET_DIR:-$repo/target}/mock-bench
mkdir -p "$out"
cc -shared -fPIC -O2 -Wall -Wextra -o "$out/libcuda.so.1" "$here/libcuda_bench_mock.c" -lpthread -lm
cargo build --release -q -p tile-repl --manifest-path "$repo/Cargo.toml"
tile=${CARGO_TARGET_DIR:-$repo/target}/release/tile

# Peer numbers in the shape bench/peers.py writes, so the ratios are exercised.
cat >"$out/baseline.json" <<'EOF'
{"add_f32_2^28/torch": {"ms": 0.05, "TBps": 4.37}, "softmax_f32_8192x4096/triton": {"ms": 0.07},
 "softmax_bf16_8192x4096/torch": {"ms": 0.05}, "layernorm_f32_8192x4096/torch": {"ms": 0.1},
 "mm_bf16_4096/torch": {"ms": 0.2}, "mm_bf16_8192/triton": {"error": "not measured"},
 "launch/raw_cuLaunchKernel": {"us": 3.7}, "mm_bf16_4096/cutile_128x256x64": {"ms": 0.2, "first_call_s": 1.2}}
EOF
rm -rf "$out/cache" "$out/mock.jsonl"
export LD_LIBRARY_PATH=$out${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
export TILE_CACHE_DIR=$out/cache
args=("$@")
[[ ${#args[@]} -gt 0 ]] || args=(--all)
status=0
"$tile" bench --small --launch-iters 1000 --peers "$out/baseline.json" --out "$out/mock.jsonl" "${args[@]}" || status=$?

# Every line is one record with the agreed keys.
python3 - "$out/mock.jsonl" <<'EOF'
import json, sys
keys = ["date", "device", "commit", "command", "kernel", "shape", "dtype", "ours_ms", "peer", "peer_ms",
        "metric", "ours", "peer_value", "ratio"]
lines = open(sys.argv[1]).read().splitlines()
for line in lines:
    r = json.loads(line)
    missing = [k for k in keys if k not in r]
    assert not missing, f"missing {missing} in {line}"
failed = [r["kernel"] for r in map(json.loads, lines) if (r.get("detail") or "").startswith("FAILED")]
print(f"mock.jsonl: {len(lines)} records, all with the agreed keys; failed: {failed or 'none'}")
EOF
exit $status
