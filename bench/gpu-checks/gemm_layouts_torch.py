"""cuBLAS (torch.mm) on the shapes and layouts of gemm_layouts.tile, timed as peers.py times:
f16 in, f32 out where torch.mm takes out_dtype, else f16 out (said in the line)."""
import torch
from triton.testing import do_bench

M, N, K = 3000, 1000, 777
a = torch.rand(M, K, device="cuda", dtype=torch.float16)
b = torch.rand(K, N, device="cuda", dtype=torch.float16)
w = torch.rand(N, K, device="cuda", dtype=torch.float16)
flop = 2.0 * M * N * K
try:
    torch.mm(a, b, out_dtype=torch.float32)
    mm, out = (lambda x, y: torch.mm(x, y, out_dtype=torch.float32)), "f32"
except TypeError:
    mm, out = torch.mm, "f16"
for name, bb in (("B contiguous", b), ("B transposed view", w.T)):
    ms = do_bench(lambda: mm(a, bb), warmup=50, rep=300, return_mode="median")
    print(f"torch.mm f16 -> {out}, {name}: {flop / ms / 1e9:.1f} TFLOP/s")
