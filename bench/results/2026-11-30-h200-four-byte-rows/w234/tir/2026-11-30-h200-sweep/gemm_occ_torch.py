"""cuBLAS (torch.mm) at the shapes of gemm_occ.tile, or at MxNxK arguments, timed with triton's
do_bench. `MxNxK` is f16 operands into an f32 product, as the tile scripts compute it
(`out_dtype=torch.float32`; a torch without it times the f16 product and says so);
`MxNxK:bf16` is bf16 operands and product; a `:TN` (NN, NT, TN, TT) suffix times that layout
only (T: a transposed view), else NN and NT. Lines: PEER M N K layout TFLOP/s."""
import sys

import torch
from triton.testing import do_bench

DTYPES = {"f16": torch.float16, "bf16": torch.bfloat16}
LAYOUTS = ("NN", "NT", "TN", "TT")


def shape_arg(text):
    """MxNxK, f16 operands, or MxNxK:bf16, each with an optional :LAYOUT."""
    parts = text.split(":")
    m, n, k = (int(x) for x in parts[0].split("x"))
    dt = next((DTYPES[p] for p in parts[1:] if p in DTYPES), torch.float16)
    layouts = tuple(p for p in parts[1:] if p in LAYOUTS) or ("NN", "NT")
    return m, n, k, dt, layouts


def operand(rows, cols, transposed, dt):
    return torch.randn(cols, rows, device="cuda", dtype=dt).t() if transposed else torch.randn(rows, cols, device="cuda", dtype=dt)


def product(a, b):
    """torch.mm(a, b) as the tile scripts compute it: an f32 product of f16 operands (marked
    "f16-product" where this torch cannot write one), the operands' dtype otherwise."""
    if a.dtype == torch.float16:
        try:
            torch.mm(a, b, out_dtype=torch.float32)
            return (lambda: torch.mm(a, b, out_dtype=torch.float32)), []
        except (TypeError, RuntimeError):
            return (lambda: torch.mm(a, b)), ["f16-product"]
    return (lambda: torch.mm(a, b)), []


DEFAULT = ((3000, 1000, 776, torch.float16, ("NN", "NT")), (1000, 1000, 1000, torch.bfloat16, ("NN", "NT")))


def main():
    print("device:", torch.cuda.get_device_name(), flush=True)
    for (M, N, K, dt, layouts) in tuple(shape_arg(s) for s in sys.argv[1:]) or DEFAULT:
        for layout in layouts:
            a = operand(M, K, layout[0] == "T", dt)
            b = operand(K, N, layout[1] == "T", dt)
            fn, note = product(a, b)
            for r in range(3):
                ms = do_bench(fn, rep=200)
                print("PEER", M, N, K, layout, 2.0 * M * N * K / ms / 1e9, *note, flush=True)


if __name__ == "__main__":
    main()
