"""Compares the traced launches of gemm() before and now (same_plan.tile's output on stdin):
each product's launch lines between `== BEFORE` and `== NOW` against those between `== NOW`
and `== END`, the module prefix `matmul_before.` read as `matmul.`. Prints one line per
product and a summary; exits 1 on any difference."""
import sys

products, order, part, label = {}, [], None, None
for line in sys.stdin:
    line = line.rstrip("\n")
    if line.startswith("== "):
        tag, _, rest = line[3:].partition(" ")
        if tag == "BEFORE":
            label, part = rest, "before"
            products[label] = {"before": [], "now": []}
            order.append(label)
        elif tag == "NOW":
            part = "now"
        else:
            part = None
        continue
    if part and line.startswith("launch "):
        products[label][part].append(line.replace("matmul_before.", "matmul."))
bad = 0
for label in order:
    p = products[label]
    ok = p["before"] == p["now"] and p["now"]
    bad += not ok
    kernels = ", ".join(l.split("(")[0][len("launch "):] for l in p["now"])
    print(("same " if ok else "DIFF ") + label + ": " + str(len(p["now"])) + " launches (" + kernels + ")")
    if not ok:
        for l in p["before"]:
            print("   before: " + l)
        for l in p["now"]:
            print("   now:    " + l)
print(f"{len(order) - bad} of {len(order)} products launch the same")
sys.exit(1 if bad or not order else 0)
