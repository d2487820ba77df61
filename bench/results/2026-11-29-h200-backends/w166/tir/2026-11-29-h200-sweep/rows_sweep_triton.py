"""Peers of rows_sweep.tile: softmax, layer norm and RMS norm over rows of 512 to 65536 columns
(the same M x N, dtypes and GB/s as the tile script), timed with triton.testing.do_bench
(median, L2 flushed between runs).

Triton gets its best: for every shape each kernel below runs at several num_warps and the
fastest is the `triton` line (each candidate is also printed as a TRITON line):
- `row`: one program per row, the whole row in one block of next_power_of_2(N) (the Triton
  tutorials' fused softmax and layer norm);
- `loop`: one program per row, column blocks of BLOCK in loops (the layer-norm tutorial's
  forward pass beyond 64 KB per row; online max and sum for softmax), for rows over 4096.
torch (F.softmax, F.layer_norm, F.rms_norm) is printed as `torch`.
Usage: python3 rows_sweep_triton.py f32|bf16 [N ...]   (row lengths; default: the sweep's)
Lines: PEER op dtype M N peer GB/s. The best Triton and torch times are also recorded under
rows_sweep.tile's labels of the host functions (`softmax_forward f32 65536x512`) in
$OUT/peers.json (peer_times.py), for `tile bench rows_sweep.tile --run-peers "THIS f32"`.
"""
import os
import sys
import tempfile

os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="tcache"))
import torch
import torch.nn.functional as F
import triton
import triton.language as tl
from triton.testing import do_bench

from peer_times import PeerTimes

DT = {"f32": torch.float32, "bf16": torch.bfloat16}[sys.argv[1]]
NAME = sys.argv[1]
LENGTHS = tuple(int(n) for n in sys.argv[2:]) or (512, 1000, 2048, 3000, 4096, 5000, 8192, 12000, 16384, 32768, 50000, 65536)


@triton.jit
def softmax_row(out, inp, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    offs = tl.arange(0, BLOCK)
    x = tl.load(inp + row * n_cols + offs, mask=offs < n_cols, other=-float("inf")).to(tl.float32)
    e = tl.exp(x - tl.max(x, axis=0))
    tl.store(out + row * n_cols + offs, (e / tl.sum(e, axis=0)).to(out.dtype.element_ty), mask=offs < n_cols)


@triton.jit
def softmax_loop(out, inp, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = inp + row * n_cols
    m = tl.full([BLOCK], -float("inf"), tl.float32)
    s = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        x = tl.load(base + offs, mask=offs < n_cols, other=-float("inf")).to(tl.float32)
        m_new = tl.maximum(m, x)
        s = s * tl.exp(m - m_new) + tl.exp(x - m_new)
        m = m_new
    mx = tl.max(m, axis=0)
    total = tl.sum(s * tl.exp(m - mx), axis=0)
    for start in range(0, n_cols, BLOCK):
        offs = start + tl.arange(0, BLOCK)
        x = tl.load(base + offs, mask=offs < n_cols, other=0.0).to(tl.float32)
        tl.store(out + row * n_cols + offs, (tl.exp(x - mx) / total).to(out.dtype.element_ty), mask=offs < n_cols)


@triton.jit
def layernorm_row(out, inp, w_ptr, b_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(inp + row * n_cols + cols, mask=inside, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    d = tl.where(inside, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(d * d, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    tl.store(out + row * n_cols + cols, (d * rstd * w + b).to(out.dtype.element_ty), mask=inside)


@triton.jit
def layernorm_loop(out, inp, w_ptr, b_ptr, n_cols, eps, BLOCK: tl.constexpr):
    # The layer-norm tutorial's forward pass: mean, variance, then normalise, each a loop.
    row = tl.program_id(0).to(tl.int64)
    base = inp + row * n_cols
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        acc += tl.load(base + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
    mean = tl.sum(acc, axis=0) / n_cols
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
        d = tl.where(cols < n_cols, x - mean, 0.0)
        acc += d * d
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / n_cols + eps)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        inside = cols < n_cols
        x = tl.load(base + cols, mask=inside, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
        b = tl.load(b_ptr + cols, mask=inside, other=0.0).to(tl.float32)
        tl.store(out + row * n_cols + cols, ((x - mean) * rstd * w + b).to(out.dtype.element_ty), mask=inside)


@triton.jit
def rmsnorm_row(out, inp, w_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(inp + row * n_cols + cols, mask=inside, other=0.0).to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    tl.store(out + row * n_cols + cols, (x * rstd * w).to(out.dtype.element_ty), mask=inside)


@triton.jit
def rmsnorm_loop(out, inp, w_ptr, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0).to(tl.int64)
    base = inp + row * n_cols
    acc = tl.zeros([BLOCK], tl.float32)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        x = tl.load(base + cols, mask=cols < n_cols, other=0.0).to(tl.float32)
        acc += x * x
    rstd = 1.0 / tl.sqrt(tl.sum(acc, axis=0) / n_cols + eps)
    for start in range(0, n_cols, BLOCK):
        cols = start + tl.arange(0, BLOCK)
        inside = cols < n_cols
        x = tl.load(base + cols, mask=inside, other=0.0).to(tl.float32)
        w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
        tl.store(out + row * n_cols + cols, (x * rstd * w).to(out.dtype.element_ty), mask=inside)


def candidates(N):
    """(kind, BLOCK, num_warps) Triton candidates for rows of N columns."""
    block = triton.next_power_of_2(N)
    out = [("row", block, w) for w in (4, 8, 16) if block // (32 * w) >= 1]
    if N > 4096:
        out += [("loop", b, w) for b in (2048, 4096) for w in (4, 8)] + [("loop", 8192, 16)]
    return out


def launcher(op, kind, x, w, b, y, block, warps):
    M, N = x.shape
    eps = 1e-5
    if op == "softmax":
        k = softmax_row if kind == "row" else softmax_loop
        return lambda: k[(M,)](y, x, N, BLOCK=block, num_warps=warps)
    if op == "layernorm":
        k = layernorm_row if kind == "row" else layernorm_loop
        return lambda: k[(M,)](y, x, w, b, N, eps, BLOCK=block, num_warps=warps)
    k = rmsnorm_row if kind == "row" else rmsnorm_loop
    return lambda: k[(M,)](y, x, w, N, eps, BLOCK=block, num_warps=warps)


def reference(op, x, w, b):
    N = x.shape[1]
    if op == "softmax":
        return lambda: F.softmax(x, dim=1)
    if op == "layernorm":
        return lambda: F.layer_norm(x, (N,), w, b, 1e-5)
    return lambda: F.rms_norm(x, (N,), w, 1e-5)


def main():
    print("GPU", torch.cuda.get_device_name(), flush=True)
    times = PeerTimes(torch.cuda.get_device_name())
    for N in LENGTHS:
        M = max(64, (1 << 25) // N)
        x = torch.randn(M, N, device="cuda").to(DT)
        w = (torch.randn(N, device="cuda") * 0.1 + 1).to(DT)
        b = (torch.randn(N, device="cuda") * 0.1).to(DT)
        y = torch.empty_like(x)
        gb = 2.0 * M * N * x.element_size() / 1e9
        for op in ("softmax", "layernorm", "rmsnorm"):
            ref = reference(op, x, w, b)().float()
            best = 0.0
            for kind, block, warps in candidates(N):
                try:
                    fn = launcher(op, kind, x, w, b, y, block, warps)
                    fn()
                    err = ((y.float() - ref).abs().max() / ref.abs().max()).item()
                    if err > 2e-2:
                        print("TRITON", op, NAME, M, N, kind, block, warps, "wrong", err, flush=True)
                        continue
                    rate = gb / (do_bench(fn, warmup=10, rep=60, return_mode="median") / 1e3)
                except Exception as e:  # a configuration Triton cannot compile is skipped
                    print("TRITON", op, NAME, M, N, kind, block, warps, "error", type(e).__name__, flush=True)
                    continue
                print("TRITON", op, NAME, M, N, kind, block, warps, f"{rate:.1f}", flush=True)
                best = max(best, rate)
            print("PEER", op, NAME, M, N, "triton", f"{best:.1f}", flush=True)
            label = f"{op}_forward {NAME} {M}x{N}"
            if best > 0:
                times.add(label, "triton", gb / best)
            rate = gb / (do_bench(reference(op, x, w, b), warmup=10, rep=60, return_mode="median") / 1e3)
            print("PEER", op, NAME, M, N, "torch", f"{rate:.1f}", flush=True)
            times.add(label, "torch", gb / rate)


if __name__ == "__main__":
    main()
