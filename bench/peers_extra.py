"""Peer numbers that peers.py does not measure, for `tile bench`: bf16 row softmax and f32/bf16
layer norm and RMS norm at 8192x4096, softmax, layer norm and RMS norm at shapes that are not
powers of two (6000x3000 f32, 10000x1500 bf16), and bf16 elementwise add of 2^28 (PyTorch and
Triton), timed as peers.py times (triton.testing.do_bench, median, L2 flushed between runs by
do_bench).

Run it after peers.py in the same device call: it adds its keys to $OUT/baseline.json (creating
it if peers.py failed). Keys: softmax_bf16_8192x4096/{torch,triton},
layernorm_{f32,bf16}_8192x4096/{torch,triton}, {softmax,layernorm}_f32_6000x3000/... and
{softmax,layernorm}_bf16_10000x1500/..., rmsnorm_* likewise, add_bf16_2^28/{torch,triton},
each {"ms": median, "TBps": bytes read + written
/ time}. The Triton layer norm is the usual fused forward pass: one program per row of at most
BLOCK columns, statistics in f32, 8 warps (what Triton's layer-norm tutorial picks for 4096).
Importing it measures nothing: bench/experiments/ncu-rows.sh profiles its Triton kernels.
"""
import json, os, tempfile, traceback

os.environ.setdefault("TRITON_CACHE_DIR", tempfile.mkdtemp(prefix="tcache"))
import torch
import triton
import triton.language as tl
from triton.testing import do_bench

R = {}


def rec(key, **kw):
    R[key] = kw
    print(f"{key:40s} " + "  ".join(f"{k}={v}" for k, v in kw.items()), flush=True)


def bench(fn):
    return do_bench(fn, warmup=50, rep=300, return_mode="median")  # ms


def rate(nbytes, ms):
    return round(nbytes / ms / 1e9, 3)


@triton.jit
def tr_softmax(out, inp, stride, n_cols, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(inp + row * stride + offs, mask=offs < n_cols, other=-float("inf")).to(tl.float32)
    x = x - tl.max(x, axis=0)
    num = tl.exp(x)
    y = num / tl.sum(num, axis=0)
    tl.store(out + row * stride + offs, y.to(out.dtype.element_ty), mask=offs < n_cols)


@triton.jit
def tr_layernorm(out, inp, w_ptr, b_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(inp + row * stride + cols, mask=inside, other=0.0).to(tl.float32)
    mean = tl.sum(x, axis=0) / n_cols
    dev_ = tl.where(inside, x - mean, 0.0)
    rstd = 1.0 / tl.sqrt(tl.sum(dev_ * dev_, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    b = tl.load(b_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    tl.store(out + row * stride + cols, (dev_ * rstd * w + b).to(out.dtype.element_ty), mask=inside)


@triton.jit
def tr_rmsnorm(out, inp, w_ptr, stride, n_cols, eps, BLOCK: tl.constexpr):
    row = tl.program_id(0)
    cols = tl.arange(0, BLOCK)
    inside = cols < n_cols
    x = tl.load(inp + row * stride + cols, mask=inside, other=0.0).to(tl.float32)
    rstd = 1.0 / tl.sqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    w = tl.load(w_ptr + cols, mask=inside, other=0.0).to(tl.float32)
    tl.store(out + row * stride + cols, (x * rstd * w).to(out.dtype.element_ty), mask=inside)


@triton.jit
def tr_add(a, b, c, n, BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    m = offs < n
    tl.store(c + offs, tl.load(a + offs, mask=m) + tl.load(b + offs, mask=m), mask=m)


def rmsnorm_peers(dev, M, N, dt, name):
    key = f"rmsnorm_{name}_{M}x{N}"
    try:
        x = (torch.rand(M, N, device=dev) * 4 - 1).to(dt)
        w = (torch.rand(N, device=dev) + 0.5).to(dt)
        nbytes = (2 * M * N + N) * x.element_size()
        f = lambda: torch.nn.functional.rms_norm(x, (N,), w, 1e-6)
        t = bench(f)
        rec(f"{key}/torch", ms=round(t, 4), TBps=rate(nbytes, t))
        y = torch.empty_like(x)
        block = triton.next_power_of_2(N)
        g = lambda: tr_rmsnorm[(M,)](y, x, w, x.stride(0), N, 1e-6, BLOCK=block, num_warps=8)
        g()
        tol = 1e-4 if dt == torch.float32 else 2e-2
        assert torch.allclose(y.float(), f().float(), atol=tol, rtol=tol), "the Triton RMS norm is wrong"
        t = bench(g)
        rec(f"{key}/triton", ms=round(t, 4), TBps=rate(nbytes, t))
    except Exception as e:
        traceback.print_exc()
        rec(f"{key}/error", error=repr(e)[:300])


def add_peers(dev, n, dt, name):
    key = f"add_{name}_2^{n.bit_length() - 1}"
    try:
        a = torch.randn(n, device=dev, dtype=dt)
        b = torch.randn(n, device=dev, dtype=dt)
        c = torch.empty_like(a)
        nbytes = 3 * n * a.element_size()
        t = bench(lambda: torch.add(a, b, out=c))
        rec(f"{key}/torch", ms=round(t, 4), TBps=rate(nbytes, t))
        g = lambda: tr_add[(triton.cdiv(n, 4096),)](a, b, c, n, BLOCK=4096, num_warps=8)
        g()
        assert torch.equal(c, a + b), "the Triton add is wrong"
        t = bench(g)
        rec(f"{key}/triton", ms=round(t, 4), TBps=rate(nbytes, t))
    except Exception as e:
        traceback.print_exc()
        rec(f"{key}/error", error=repr(e)[:300])


def softmax_peers(dev, M, N, dt, name):
    key = f"softmax_{name}_{M}x{N}"
    try:
        x = torch.randn(M, N, device=dev, dtype=dt)
        y = torch.empty_like(x)
        nbytes = 2 * M * N * x.element_size()
        t = bench(lambda: torch.softmax(x, dim=1))
        rec(f"{key}/torch", ms=round(t, 4), TBps=rate(nbytes, t))
        block = triton.next_power_of_2(N)
        g = lambda: tr_softmax[(M,)](y, x, x.stride(0), N, BLOCK=block, num_warps=8)
        g()
        tol = 1e-5 if dt == torch.float32 else 1e-2
        assert torch.allclose(y.float(), torch.softmax(x.float(), dim=1), atol=tol, rtol=tol)
        t = bench(g)
        rec(f"{key}/triton", ms=round(t, 4), TBps=rate(nbytes, t))
    except Exception as e:
        traceback.print_exc()
        rec(f"{key}/error", error=repr(e)[:300])


def layernorm_peers(dev, M, N, dt, name):
    key = f"layernorm_{name}_{M}x{N}"
    try:
        x = (torch.rand(M, N, device=dev) * 4 - 1).to(dt)
        w = (torch.rand(N, device=dev) + 0.5).to(dt)
        b = (torch.rand(N, device=dev) - 0.5).to(dt)
        size = x.element_size()
        nbytes = (2 * M * N + 2 * N) * size
        f = lambda: torch.nn.functional.layer_norm(x, (N,), w, b, 1e-5)
        t = bench(f)
        rec(f"{key}/torch", ms=round(t, 4), TBps=rate(nbytes, t))
        y = torch.empty_like(x)
        block = triton.next_power_of_2(N)
        g = lambda: tr_layernorm[(M,)](y, x, w, b, x.stride(0), N, 1e-5, BLOCK=block, num_warps=8)
        g()
        tol = 1e-4 if dt == torch.float32 else 2e-2
        assert torch.allclose(y.float(), f().float(), atol=tol, rtol=tol), "the Triton layer norm is wrong"
        t = bench(g)
        rec(f"{key}/triton", ms=round(t, 4), TBps=rate(nbytes, t))
    except Exception as e:
        traceback.print_exc()
        rec(f"{key}/error", error=repr(e)[:300])


def main():
    dev = torch.device("cuda")
    torch.manual_seed(1)
    f32, bf16 = (torch.float32, "f32"), (torch.bfloat16, "bf16")
    softmax_peers(dev, 8192, 4096, *bf16)
    for dt in (f32, bf16):
        layernorm_peers(dev, 8192, 4096, *dt)
    # Shapes that are not powers of two: rows of partial tiles.
    softmax_peers(dev, 6000, 3000, *f32)
    softmax_peers(dev, 10000, 1500, *bf16)
    layernorm_peers(dev, 6000, 3000, *f32)
    layernorm_peers(dev, 10000, 1500, *bf16)
    for dt in (f32, bf16):
        rmsnorm_peers(dev, 8192, 4096, *dt)
    rmsnorm_peers(dev, 6000, 3000, *f32)
    rmsnorm_peers(dev, 10000, 1500, *bf16)
    add_peers(dev, 1 << 28, *bf16)

    out = os.environ.get("OUT")
    if out:
        path = os.path.join(out, "baseline.json")
        base = {}
        if os.path.exists(path):
            with open(path) as f:
                base = json.load(f)
        base.update(R)
        with open(path, "w") as f:
            json.dump(base, f, indent=1)


if __name__ == "__main__":
    main()
