"""torch._scaled_mm (cuBLAS fp8) at the shape of fp8_gemm.tile: e4m3 A (M, K) row-major, B
(K, N) column-major, per-tensor scales, bf16 out; triton's do_bench (CUDA events, cold L2).
Prints FP8 M N K torch TFLOP/s, three rounds."""
import torch
from triton.testing import do_bench

print("device:", torch.cuda.get_device_name(), flush=True)
M, N, K = 8192, 8192, 4096
a = torch.randn(M, K, device="cuda").to(torch.float8_e4m3fn)
b = torch.randn(N, K, device="cuda").to(torch.float8_e4m3fn).t()
sa, sb = torch.tensor(0.5, device="cuda"), torch.tensor(0.25, device="cuda")
for _ in range(3):
    ms = do_bench(lambda: torch._scaled_mm(a, b, scale_a=sa, scale_b=sb, out_dtype=torch.bfloat16), rep=200)
    print("FP8", M, N, K, "torch", 2.0 * M * N * K / ms / 1e9, flush=True)
