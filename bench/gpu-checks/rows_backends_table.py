"""The rows sweep through two back ends (or two builds) beside Triton, as a Markdown table.

Usage: python3 rows_backends_table.py FOLDER
FOLDER holds rows_fwd.txt (lines `LABEL ROUND FWD op dtype M N GB/s ...`: rows_sweep.tile with
FORWARD_ONLY = True, each line prefixed with what ran it, e.g. the back end, and the round) and
rows_triton.txt (rows_sweep_triton.py's PEER lines). The two labels are taken in the order
they first appear; each row gives every round of both, Triton's best, and the ratios of the
best rounds.
"""
import collections
import sys

folder = sys.argv[1]
runs = collections.defaultdict(lambda: collections.defaultdict(list))
labels = []
for line in open(f"{folder}/rows_fwd.txt"):
    p = line.split()
    if len(p) > 7 and p[2] == "FWD":
        label, op, dt, n, gbs = p[0], p[3], p[4], int(p[6]), float(p[7])
        if label not in labels:
            labels.append(label)
        runs[(dt, op, n)][label].append(gbs)
triton = {}
for line in open(f"{folder}/rows_triton.txt"):
    p = line.split()
    if p and p[0] == "PEER" and p[5] == "triton":
        triton[(p[2], p[1], int(p[4]))] = float(p[6])
a, b = labels[:2]
print(f"| dtype | op | N | {a} GB/s | {b} GB/s | Triton GB/s | {a}/{b} | {a}/Triton | {b}/Triton |")
print("| --- | --- | --- | --- | --- | --- | --- | --- | --- |")
for key in sorted(runs):
    if key not in triton or a not in runs[key] or b not in runs[key]:
        continue
    ra, rb, t = runs[key][a], runs[key][b], triton[key]
    show = lambda v: " / ".join(f"{x:.0f}" for x in v)
    print(f"| {key[0]} | {key[1]} | {key[2]} | {show(ra)} | {show(rb)} | {t:.0f} | "
          f"{max(ra) / max(rb):.2f}x | {max(ra) / t:.2f}x | {max(rb) / t:.2f}x |")
