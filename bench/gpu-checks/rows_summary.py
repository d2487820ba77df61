"""Tables for the row-length sweep (bench/gpu-checks/rows.sh): per op and row length, the host
function's GB/s (FWD lines), the best tile candidate and the best Triton configuration, from
OUT/rows_tile_DT.txt and OUT/rows_triton_DT.txt of one device call. Ratios > 1: tile is faster.
Usage: python3 rows_summary.py OUT DT"""
import collections
import os
import sys

out, dt = sys.argv[1], sys.argv[2]


def lines(name):
    path = os.path.join(out, name)
    return [l.split() for l in open(path).read().splitlines()] if os.path.exists(path) else []


fwd, best, peer = {}, collections.defaultdict(lambda: (0.0, "")), collections.defaultdict(dict)
for f in lines(f"rows_tile_{dt}.txt"):
    if f and f[0] == "FWD":  # FWD op dt M N GB/s err E
        fwd[(f[1], int(f[4]))] = (float(f[5]), float(f[7]))
    elif f and f[0] == "ROWS":  # ROWS op dt M N kind BM BN OCC W C GB/s err E
        key, rate = (f[1], int(f[4])), float(f[11])
        if float(f[13]) < 2e-2 and rate > best[key][0]:
            best[key] = (rate, " ".join(f[5:11]))
for f in lines(f"rows_triton_{dt}.txt"):
    if f and f[0] == "PEER":  # PEER op dt M N peer GB/s
        peer[(f[1], int(f[4]))][f[5]] = float(f[6])

print(f"| op {dt} | M x N | forward GB/s | best candidate (kind BM BN OCC W C) | Triton GB/s | torch GB/s | forward / Triton | best / Triton |")
print("| --- | --- | --- | --- | --- | --- | --- | --- |")
for key in sorted(set(fwd) | set(best), key=lambda k: (k[0], k[1])):
    op, n = key
    f, _ = fwd.get(key, (0.0, 0.0))
    b, cfg = best.get(key, (0.0, ""))
    t = peer.get(key, {}).get("triton", 0.0)
    p = peer.get(key, {}).get("torch", 0.0)
    m = (1 << 25) // n if (1 << 25) // n > 64 else 64
    r1 = f"{f / t:.2f}x" if t else "-"
    r2 = f"{b / t:.2f}x" if t else "-"
    print(f"| {op} | {m} x {n} | {f:.0f} | {b:.0f} ({cfg}) | {t:.0f} | {p:.0f} | {r1} | {r2} |")
