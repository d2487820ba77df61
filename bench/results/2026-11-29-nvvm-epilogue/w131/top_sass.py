"""The SASS instructions with the most stall samples in an ncu --page source --csv export."""
import csv, sys
rows = list(csv.reader(open(sys.argv[1], errors="replace")))
head = next(i for i, r in enumerate(rows) if any("Address" in c for c in r))
cols = rows[head]
def col(name):
    return next(i for i, c in enumerate(cols) if c.startswith(name))
src, samp = col("Source"), col("Warp Stall Sampling (All")
body = [r for r in rows[head + 1:] if len(r) > samp and r[samp].replace(",", "").isdigit()]
total = sum(int(r[samp].replace(",", "")) for r in body)
print("total samples", total, "instructions", len(body))
stall_cols = [i for i, c in enumerate(cols) if c.startswith("stall_") or "Stall" in c]
for r in sorted(body, key=lambda r: -int(r[samp].replace(",", "")))[:45]:
    print(r[samp].rjust(7), r[0][:6], r[src][:110])
