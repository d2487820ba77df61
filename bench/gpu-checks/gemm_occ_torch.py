"""cuBLAS (torch.mm) at the shapes of gemm_occ.tile, or at MxNxK arguments in f16 (f16 operands give an f16 product here),
timed with triton's do_bench (`MxNxK:bf16` for bf16 operands). Lines: PEER M N K layout TFLOP/s."""
import sys

import torch
from triton.testing import do_bench

print("device:", torch.cuda.get_device_name(), flush=True)
DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16}


def shape_arg(text):
    """MxNxK, f16 operands, or MxNxK:bf16."""
    dims, _, dt = text.partition(":")
    m, n, k = (int(x) for x in dims.split("x"))
    return m, n, k, DTYPES[dt or "f16"]


for (M, N, K, dt) in tuple(shape_arg(s) for s in sys.argv[1:]) or ((3000, 1000, 776, torch.float16), (1000, 1000, 1000, torch.bfloat16)):
    for layout in ("NN", "NT"):
        a = torch.randn(M, K, device="cuda", dtype=dt)
        b = torch.randn(K, N, device="cuda", dtype=dt) if layout == "NN" else torch.randn(N, K, device="cuda", dtype=dt).t()
        for r in range(3):
            ms = do_bench(lambda: torch.mm(a, b), rep=200)
            print("PEER", M, N, K, layout, 2.0 * M * N * K / ms / 1e9, flush=True)
