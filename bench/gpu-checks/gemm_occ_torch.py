"""cuBLAS (torch.mm) at the shapes of gemm_occ.tile, or at MxNxK arguments, timed with triton's
do_bench. `MxNxK` is f16 operands into an f32 product, as the tile scripts compute it
(`out_dtype=torch.float32`; a torch without it times the f16 product and says so);
`MxNxK:bf16` is bf16 operands and product. Lines: PEER M N K layout TFLOP/s."""
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
        product, note = (lambda: torch.mm(a, b)), []
        if dt == torch.float16:
            try:
                torch.mm(a, b, out_dtype=torch.float32)
                product = lambda: torch.mm(a, b, out_dtype=torch.float32)
            except (TypeError, RuntimeError):
                note = ["f16-product"]
        for r in range(3):
            ms = do_bench(product, rep=200)
            print("PEER", M, N, K, layout, 2.0 * M * N * K / ms / 1e9, *note, flush=True)
