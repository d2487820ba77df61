"""cuBLAS (torch.mm) at the shapes of gemm_sweep.tile, timed with triton's do_bench (CUDA events,
cold L2). Each line: SWEEP name M N K layout TFLOP/s. The "f16-f32" lines are the product the
tile sweep computes, f16 operands into an f32 C (`torch.mm(..., out_dtype=torch.float32)`,
cuBLAS's f16-in/f32-out GEMM); "f16-f16" lines time the f16 product beside them, for reference.
A torch without `out_dtype` prints an f16-f32 line of the f16 product, marked "f16-product".
Each time but the f16-f16 ones is also recorded under gemm_sweep.tile's label in
$OUT/peers.json (peer_times.py), for `tile bench gemm_sweep.tile --run-peers THIS`."""
import torch
from triton.testing import do_bench

from gemm_occ_torch import operand, product
from peer_times import PeerTimes

print("device:", torch.cuda.get_device_name(), flush=True)
times = PeerTimes(torch.cuda.get_device_name())


def run(name, M, N, K, layout, dt, out_dtype=None):
    """One SWEEP line: the product the tile sweep computes (an f32 one of f16 operands where
    out_dtype is f32, gemm_occ_torch.product), else torch.mm in the operands' dtype."""
    a = operand(M, K, layout[0] == "T", dt)
    b = operand(K, N, layout[1] == "T", dt)
    f, note = product(a, b) if out_dtype == torch.float32 else ((lambda: torch.mm(a, b)), [])
    ms = do_bench(f, rep=200)
    print("SWEEP", name, M, N, K, layout, 2.0 * M * N * K / ms / 1e9, *note, flush=True)
    if name != "f16-f16":
        times.add(f"gemm {name} {M}x{N}x{K} {layout}", "cuBLAS" + (" (f16 product)" if note else ""), ms / 1e3)


for layout in ("NN", "NT", "TN", "TT"):
    for K in (777, 776):
        run("f16-f32", 3000, 1000, K, layout, torch.float16, torch.float32)
        run("f16-f16", 3000, 1000, K, layout, torch.float16)
    run("bf16", 3333, 2777, 1111, layout, torch.bfloat16)
for layout in ("NN", "NT"):
    run("f16-f32", 2500, 1000, 776, layout, torch.float16, torch.float32)
    for (M, N, K) in ((2500, 1000, 2048), (192, 14336, 4096), (2304, 2048, 1024), (4096, 1280, 2048), (1800, 2600, 1536), (1000, 1000, 1000), (4096, 4096, 4096), (1, 4096, 4096), (16, 14336, 4096), (128, 4096, 14336), (128, 14336, 4096), (64, 4096, 4096), (4096, 16, 4096), (8192, 64, 4096), (512, 512, 16384), (256, 256, 65536), (3000, 3000, 1000), (6000, 3000, 1560), (4096, 4104, 4096), (8, 3004, 4100), (64, 3004, 4100)):
        run("bf16", M, N, K, layout, torch.bfloat16)
for r in range(3):
    run("bf16", 8192, 8192, 8192, "NN", torch.bfloat16)
