"""Each Triton candidate of rows_sweep_triton.py for one op and row length, run twice and
timed by nothing: for a profiler (ncu) to describe beside our kernels. Rows as the sweep's
(M = 2^25 / N, at least 64).

Usage: python3 rows_peer_once.py f32|bf16 softmax|layernorm|rmsnorm N"""
import sys

dtype, op, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
sys.argv = [sys.argv[0], dtype, str(n)]
import torch  # noqa: E402
import rows_sweep_triton as sweep  # noqa: E402

M = max(64, (1 << 25) // n)
x = torch.randn(M, n, device="cuda").to(sweep.DT)
w = (torch.randn(n, device="cuda") * 0.1 + 1).to(sweep.DT)
b = (torch.randn(n, device="cuda") * 0.1).to(sweep.DT)
y = torch.empty_like(x)
for kind, block, warps in sweep.candidates(n):
    fn = sweep.launcher(op, kind, x, w, b, y, block, warps)
    fn()
    fn()
    torch.cuda.synchronize()
    print("RAN", op, dtype, M, n, kind, block, warps, flush=True)
