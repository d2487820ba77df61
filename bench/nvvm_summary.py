"""Summary of a bench/nvvm.sh run: per benchmark, each back end's tuned configuration, time
(median over rounds), throughput, ratio to the best peer measured in the same call, and NVVM's
time over Tile IR's; then the GPU suite's result through NVVM.

    python3 bench/nvvm_summary.py OUT_DIR
"""

import glob
import json
import os
import re
import sys

from ab_summary import fmt, median


def records(out, backend):
    """(kernel without its configuration, shape, dtype) -> that back end's final records."""
    found = {}
    for path in sorted(glob.glob(os.path.join(out, f"bench-{backend}-*.jsonl"))):
        for line in open(path):
            r = json.loads(line)
            if (r.get("detail") or "").startswith("autotune candidate"):
                continue
            base = re.sub(r"\[.*\]$", "", r.get("kernel") or "")
            found.setdefault((base, r.get("shape"), r.get("dtype")), []).append(r)
    return found


def main(out):
    gpu = open(os.path.join(out, "gpu.txt")).read().strip() if os.path.exists(os.path.join(out, "gpu.txt")) else ""
    print(gpu)
    nv, ti = records(out, "nvvm"), records(out, "tileir")
    print(f"\n{'benchmark':<34} {'nvvm ms':>9} {'tileir ms':>9} {'nv/ti':>6} {'nv/peer':>8} {'ti/peer':>8}  peer; configs (nvvm | tileir)")
    for key in sorted(set(nv) | set(ti), key=lambda k: tuple(str(x) for x in k)):
        rn, rt = nv.get(key, []), ti.get(key, [])
        mn, mt = median(rn, "ours_ms"), median(rt, "ours_ms")
        peer = next((r.get("peer") for r in rn + rt if r.get("peer")), "-")
        cfg = lambda rs: sorted({re.search(r"\[(.*)\]$", r.get("kernel") or "x[]").group(1) for r in rs})
        name = " ".join(str(x) for x in key if x)
        print(f"{name[:34]:<34} {fmt(mn):>9} {fmt(mt):>9} {fmt(mn / mt if mn and mt else None, '.3f'):>6} "
              f"{fmt(median(rn, 'ratio'), '.3f'):>8} {fmt(median(rt, 'ratio'), '.3f'):>8}  {peer}; {cfg(rn)} | {cfg(rt)}")
    for backend in ("nvvm", "tileir"):
        path = os.path.join(out, f"gpu-{backend}.txt")
        if os.path.exists(path):
            text = open(path).read()
            print(f"\nGPU suite through {backend}:", " ".join(re.findall(r"^test result: .*$", text, re.M)) or "no result line")
            for name in re.findall(r"^test (\S+) +\.\.\. FAILED", text, re.M):
                print("  FAILED", name)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "bench/out")
