#!/usr/bin/env bash
# Prints the path of the release `suite` test binary of tile-tests (building it if needed), for
# scripts that carry it to the GPU machine: scripts/gpu-tests.sh, bench/ab.sh,
# bench/experiments/launch-cubin.sh.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
cargo test -p tile-tests --release --no-run --message-format=json 2>/dev/null |
  python3 -c 'import json,sys
for l in sys.stdin:
    m = json.loads(l)
    if m.get("reason") == "compiler-artifact" and m["target"]["name"] == "suite" and m.get("executable"):
        print(m["executable"])'
