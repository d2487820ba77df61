"""torch.matmul at gemm_host_time.tile's products, called as that script calls gemm(): one
call and twenty back to back into a preallocated C (out=), timed with CUDA events around
the calls with a warm L2 (median of the runs). Prints one line a measurement:
    torch SHAPE one call: MEDIAN us (min MIN)
    torch SHAPE 20 back to back: MEDIAN us (min MIN)"""
import statistics

import torch

SHAPES = [(256, 256, 256), (1000, 1000, 1000), (1, 4096, 4096), (64, 4096, 4096), (2304, 2048, 1024)]


def timed(f, runs):
    times = []
    for _ in range(runs):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        torch.cuda.synchronize()
        start.record()
        f()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) * 1e3)
    return statistics.median(times), min(times)


print("device", torch.cuda.get_device_name())
for M, N, K in SHAPES:
    a = torch.randn(M, K, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(K, N, device="cuda", dtype=torch.bfloat16)
    c = torch.empty(M, N, device="cuda", dtype=torch.bfloat16)

    def one():
        torch.matmul(a, b, out=c)

    def twenty():
        for _ in range(20):
            torch.matmul(a, b, out=c)

    one()
    twenty()
    for _ in range(2):
        med, low = timed(one, 50)
        print(f"torch {M}x{N}x{K} one call: {med:.1f} us (min {low:.1f})")
        med, low = timed(twenty, 10)
        print(f"torch {M}x{N}x{K} 20 back to back: {med:.1f} us (min {low:.1f})")
