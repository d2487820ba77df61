"""Ours over the peer for the sweeps of bench/gpu-checks/sweeps.sh: reads OUT/gemm_*.txt and
OUT/attention_*.txt and prints Markdown tables (ratios > 1: tile is faster)."""
import collections
import os
import statistics
import sys

out = sys.argv[1]


def lines(name):
    path = os.path.join(out, name)
    return open(path).read().splitlines() if os.path.exists(path) else []


def gemm():
    ours, peer = collections.defaultdict(list), collections.defaultdict(list)
    # A second round of the peer (gemm_torch2.txt), where a call ran one, joins the median.
    for src, into in (("gemm_tile.txt", ours), ("gemm_torch.txt", peer), ("gemm_torch2.txt", peer)):
        for l in lines(src):
            f = l.split()
            if f and f[0] == "SWEEP":
                into[tuple(f[1:6])].append(float(f[6]))
    print("| GEMM (dtype M N K layout) | tile gemm() TFLOP/s | cuBLAS TFLOP/s | ratio |")
    print("| --- | --- | --- | --- |")
    for key, t in ours.items():
        p = peer.get(key)
        if not p:
            continue
        t, p = statistics.median(t), statistics.median(p)
        print(f"| {' '.join(key)} | {t:.1f} | {p:.1f} | {t / p:.2f}x |")


def attention():
    ours, peer = {}, collections.defaultdict(dict)
    for l in lines("attention_tile.txt"):
        f = l.split()
        if f and f[0] == "FWD":
            ours[tuple(f[1:4])] = float(f[4])
        elif f and f[0] == "GQA":  # GQA causal max abs diff ERR TFLOPS TFLOP/s
            ours[("GQA", f[1])] = float(f[6])
    for l in lines("attention_torch.txt"):
        f = l.split()
        if f and f[0] == "ATTN" and "error" not in f:
            peer[tuple(f[1:4])][f[4]] = float(f[5])
        elif f and f[0] == "GQA" and "error" not in f:
            peer[("GQA", f[1])][f[2]] = float(f[3])
    print()
    print("| attention (S D causal) | tile attention_forward TFLOP/s | fastest torch SDPA backend | ratio |")
    print("| --- | --- | --- | --- |")
    for key, t in ours.items():
        if key not in peer:
            continue
        name, p = max(peer[key].items(), key=lambda kv: kv[1])
        print(f"| {' '.join(key)} | {t:.1f} | {name} {p:.1f} | {t / p:.2f}x |")


gemm()
attention()
