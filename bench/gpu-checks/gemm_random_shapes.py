"""The random GEMM shapes of gemm_random.tile: 40 products drawn with random.Random(20261129)
(M log-uniform in 1..300 one time in five, else in 300..9000; N and K log-uniform in
200..9000; at most half of 8192^3's work; f16 -> f32 three times in ten, else bf16; a layout
of NN, NT, TN, TT). Prints them as gemm_random.tile lists them, or with --peers as the
arguments of gemm_peer_times.py (NAME:MxNxK:LAYOUT ...)."""
import math
import random
import sys


def shapes():
    r = random.Random(20261129)

    def log_uniform(lo, hi):
        return int(math.exp(r.uniform(math.log(lo), math.log(hi))))

    out = []
    while len(out) < 40:
        m = log_uniform(1, 300) if r.random() < 0.2 else log_uniform(300, 9000)
        n = log_uniform(200, 9000)
        k = log_uniform(200, 9000)
        if m * n * k > 8192 ** 3 / 2:
            continue
        name = "f16-f32" if r.random() < 0.3 else "bf16"
        out.append((name, m, n, k, r.choice(["NN", "NT", "TN", "TT"])))
    return out


if __name__ == "__main__":
    if sys.argv[1:] == ["--peers"]:
        print(" ".join(f"{name}:{m}x{n}x{k}:{layout}" for name, m, n, k, layout in shapes()))
    else:
        for s in shapes():
            print(s)
