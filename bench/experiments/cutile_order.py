"""Does loading a transposed operand through the view's axis order (`order=`, Tile IR's
partition-view dim_map) keep a GEMM fast, where a strided view or an on-chip transpose does not?

cuTile Python 1.7 on the GPU machine, one call: f16 in, f32 out, M x K x N = 3000 x 777 x 1000.
B is given four ways: contiguous (K, N); a (N, K) array read with order='F'; a (N, K) array read
in its own order and transposed on chip; the transposed view Bt.T. torch.mm is the reference.
Needs tileiras 13.4 on PATH and the cuda-tile wheel on PYTHONPATH.
"""
import math, sys, torch
import cuda.tile as ct
from triton.testing import do_bench

ConstInt = ct.Constant[int]
M, K, N = 3000, int(sys.argv[1]) if len(sys.argv) > 1 else 777, 1000
Z = ct.PaddingMode.ZERO


def group(bid, M, N, tm, tn):
    G = 8
    nbm = ct.cdiv(M, tm); nbn = ct.cdiv(N, tn)
    nig = G * nbn
    fm = (bid // nig) * G
    gs = min(nbm - fm, G)
    return fm + (bid % gs), (bid % nig) // gs


@ct.kernel
def mm_kn(A, B, C, tm: ConstInt, tn: ConstInt, tk: ConstInt):
    bx, by = group(ct.bid(0), A.shape[0], B.shape[1], tm, tn)
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(tm, tk))):
        a = ct.load(A, index=(bx, k), shape=(tm, tk), padding_mode=Z)
        b = ct.load(B, index=(k, by), shape=(tk, tn), padding_mode=Z)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bx, by), tile=acc)


@ct.kernel
def mm_nk_order(A, Bt, C, tm: ConstInt, tn: ConstInt, tk: ConstInt):
    bx, by = group(ct.bid(0), A.shape[0], Bt.shape[0], tm, tn)
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(tm, tk))):
        a = ct.load(A, index=(bx, k), shape=(tm, tk), padding_mode=Z)
        b = ct.load(Bt, index=(k, by), shape=(tk, tn), order='F', padding_mode=Z)
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bx, by), tile=acc)


@ct.kernel
def mm_nk_transpose(A, Bt, C, tm: ConstInt, tn: ConstInt, tk: ConstInt):
    bx, by = group(ct.bid(0), A.shape[0], Bt.shape[0], tm, tn)
    acc = ct.full((tm, tn), 0, dtype=ct.float32)
    for k in range(ct.num_tiles(A, axis=1, shape=(tm, tk))):
        a = ct.load(A, index=(bx, k), shape=(tm, tk), padding_mode=Z)
        b = ct.transpose(ct.load(Bt, index=(by, k), shape=(tn, tk), padding_mode=Z))
        acc = ct.mma(a, b, acc)
    ct.store(C, index=(bx, by), tile=acc)


print("device:", torch.cuda.get_device_name(), "K =", K, flush=True)
torch.manual_seed(0)
A = torch.randn(M, K, device="cuda", dtype=torch.float16)
Bt = torch.randn(N, K, device="cuda", dtype=torch.float16)
B = Bt.t().contiguous()
C = torch.empty(M, N, device="cuda", dtype=torch.float32)
ref = (A.float() @ B.float())
flop = 2 * M * N * K
st = torch.cuda.current_stream()


def tflops(ms):
    return round(flop / ms / 1e9, 1)


print("torch.mm kn", tflops(do_bench(lambda: torch.mm(A, B, out_dtype=torch.float32) if False else torch.mm(A, B))))
print("torch.mm nk(view)", tflops(do_bench(lambda: torch.mm(A, Bt.t()))))
cases = [("kn", mm_kn, B), ("kn_view(Bt.T)", mm_kn, Bt.t()), ("nk_order_F", mm_nk_order, Bt), ("nk_transpose", mm_nk_transpose, Bt)]
for (tm, tn, tk) in ((128, 128, 64), (128, 256, 64)):
    g = (math.ceil(M / tm) * math.ceil(N / tn), 1, 1)
    for name, kern, b in cases:
        try:
            C.zero_()
            ct.launch(st, g, kern, (A, b, C, tm, tn, tk)); torch.cuda.synchronize()
            err = ((C - ref).norm() / ref.norm()).item()
            ms = do_bench(lambda: ct.launch(st, g, kern, (A, b, C, tm, tn, tk)))
            print(f"{tm}x{tn}x{tk} {name}: {tflops(ms)} TFLOP/s relerr {err:.1e}", flush=True)
        except Exception as e:
            print(f"{tm}x{tn}x{tk} {name}: error {e!r}"[:300], flush=True)
