"""Side-by-side summary of a bench/ab.sh run: per measurement, build A's and build B's value
(median over the rounds), B/A, and each build's ratio to the peer measured in the same call;
then the host time per launch of both builds, round by round.

    python3 bench/ab_summary.py OUT_DIR
"""

import glob
import json
import os
import re
import statistics
import sys


def records(out, side):
    """(kernel, shape, dtype) -> list of records of one build, over its rounds."""
    found = {}
    for path in sorted(glob.glob(os.path.join(out, f"bench-{side}-*.jsonl"))):
        for line in open(path):
            r = json.loads(line)
            if (r.get("detail") or "").startswith("autotune candidate"):
                continue
            key = (r.get("kernel"), r.get("shape"), r.get("dtype"))
            found.setdefault(key, []).append(r)
    return found


def median(rs, field):
    vals = [r[field] for r in rs if isinstance(r.get(field), (int, float))]
    return statistics.median(vals) if vals else None


def fmt(x, spec=".4g"):
    return "-" if x is None else format(x, spec)


def main(out):
    a, b = records(out, "a"), records(out, "b")
    print(f"{'measurement':<70} {'A ms':>10} {'B ms':>10} {'B/A':>7} {'A/peer':>7} {'B/peer':>7}")
    for key in sorted(set(a) | set(b), key=lambda k: tuple(str(x) for x in k)):
        ra, rb = a.get(key, []), b.get(key, [])
        ma, mb = median(ra, "ours_ms"), median(rb, "ours_ms")
        rel = mb / ma if ma and mb else None
        name = " ".join(str(x) for x in key if x)
        print(f"{name[:70]:<70} {fmt(ma):>10} {fmt(mb):>10} {fmt(rel, '.3f'):>7} "
              f"{fmt(median(ra, 'ratio'), '.3f'):>7} {fmt(median(rb, 'ratio'), '.3f'):>7}")
    path = os.path.join(out, "overhead.txt")
    if os.path.exists(path):
        print("\nhost us per launch (script loop bursts, launch_on bursts), in turn:")
        side = None
        for line in open(path):
            m = re.match(r"-- (\w+) round (\d)", line)
            if m:
                side = f"{m.group(1)}{m.group(2)}"
                continue
            m = re.match(r"launch/(raw_cuLaunchKernel\S*) us=([0-9.]+)", line)
            if m:
                print(f"  {side}: C {m.group(1)} {m.group(2)}")
            m = re.search(r"bursts of 200 into an empty queue.*: script loop ([0-9.]+), KernelHandle::launch_on ([0-9.]+), tile_gpu launch_with of a hand-written kernel ([0-9.]+)", line)
            if m:
                print(f"  {side}: gpu::overhead script loop {m.group(1)}, launch_on {m.group(2)}, floor {m.group(3)}")
            m = re.search(r"bursts of 200, median of \d+: ([0-9.]+) us", line)
            if m:
                print(f"  {side}: launch_loop.tile bursts {m.group(1)}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "bench/out")
