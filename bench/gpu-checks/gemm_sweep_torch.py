"""cuBLAS (torch.mm) at the shapes of gemm_sweep.tile, timed with triton's do_bench (CUDA events,
cold L2). Each line: SWEEP name M N K layout TFLOP/s. f16 inputs give an f16 product here
(torch.mm has no f32 output for f16 inputs); the tile sweep writes f32."""
import torch
from triton.testing import do_bench

print("device:", torch.cuda.get_device_name(), flush=True)


def operands(M, N, K, layout, dt):
    a = torch.randn(M, K, device="cuda", dtype=dt) if layout[0] == "N" else torch.randn(K, M, device="cuda", dtype=dt).t()
    b = torch.randn(K, N, device="cuda", dtype=dt) if layout[1] == "N" else torch.randn(N, K, device="cuda", dtype=dt).t()
    return a, b


def run(name, M, N, K, layout, dt):
    a, b = operands(M, N, K, layout, dt)
    ms = do_bench(lambda: torch.mm(a, b), rep=200)
    print("SWEEP", name, M, N, K, layout, 2.0 * M * N * K / ms / 1e9, flush=True)


for layout in ("NN", "NT", "TN", "TT"):
    run("f16-f32", 3000, 1000, 777, layout, torch.float16)
    run("f16-f32", 3000, 1000, 776, layout, torch.float16)
    run("bf16", 3333, 2777, 1111, layout, torch.bfloat16)
for layout in ("NN", "NT"):
    for (M, N, K) in ((1000, 1000, 1000), (4096, 4096, 4096), (1, 4096, 4096), (16, 14336, 4096), (128, 4096, 14336), (128, 14336, 4096), (64, 4096, 4096)):
        run("bf16", M, N, K, layout, torch.bfloat16)
for r in range(3):
    run("bf16", 8192, 8192, 8192, "NN", torch.bfloat16)
