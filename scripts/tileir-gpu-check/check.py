"""Runs cubins built by `tile build` on a GPU and compares them with torch references.

Checks the CUDA Tile IR back end end to end: the kernel ABI (pointer, sizes, strides per
array; block (1,1,1)), examples (vector add, matmuls, softmax, reductions, transpose,
layernorm, gelu/silu) and the numerics of num.tir (integer floordiv/ceildiv/rem semantics,
erf/sigmoid expansions, saturating casts, argmax ties, scans, atomics, loop/break with
stores). Build the bundle with build.sh (no GPU needed), then on a machine with a GPU,
torch and the CUDA driver (R580+):

    python3 check.py DIR...   (each DIR holds manifest.json and the cubins)

A launch picks the specialisation whose manifest facts the torch arrays satisfy.
"""
import ctypes, json, math, os, sys, time
import torch

cuda = ctypes.CDLL("libcuda.so.1")
cuda.cuLaunchKernel.argtypes = [ctypes.c_void_p] + [ctypes.c_uint] * 7 + [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p]
torch.zeros(1, device="cuda")  # makes torch's (primary) context current

C_TYPES = {"int32_t": ctypes.c_int32, "uint32_t": ctypes.c_uint32, "int64_t": ctypes.c_int64, "uint64_t": ctypes.c_uint64,
           "float": ctypes.c_float, "double": ctypes.c_double, "uint8_t": ctypes.c_uint8, "int8_t": ctypes.c_int8,
           "int16_t": ctypes.c_int16, "uint16_t": ctypes.c_uint16}
DT = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16, "f64": torch.float64, "i32": torch.int32,
      "i8": torch.int8, "i64": torch.int64, "bool": torch.bool, "u8": torch.uint8, "u32": torch.uint32}


def chk(r, what):
    if r != 0:
        raise RuntimeError(f"{what} failed with CUresult {r}")


class Kernels:
    def __init__(self, dirs):
        self.entries = []
        for d in dirs:
            m = json.load(open(os.path.join(d, "manifest.json")))
            for k in m["kernels"]:
                k["dir"] = d
                self.entries.append(k)
        self.loaded = {}

    def function(self, k):
        key = (k["dir"], k["cubin"])
        if key not in self.loaded:
            data = open(os.path.join(k["dir"], k["cubin"]), "rb").read()
            mod, fn = ctypes.c_void_p(), ctypes.c_void_p()
            chk(cuda.cuModuleLoadData(ctypes.byref(mod), data), "cuModuleLoadData " + k["cubin"])
            chk(cuda.cuModuleGetFunction(ctypes.byref(fn), mod, k["symbol"].encode()), "cuModuleGetFunction")
            self.loaded[key] = fn
        return self.loaded[key]

    @staticmethod
    def satisfies(k, args):
        for p, a in zip(k["abi"]["params"], args):
            if p["kind"] != "array":
                continue
            if DT[p["dtype"]] != a.dtype or p["rank"] != a.dim():
                return False
            f = p["facts"]
            if a.data_ptr() % f["base_align"]:
                return False
            if any(s % d for s, d in zip(a.shape, f["dim_divisor"])) or any(s % d for s, d in zip(a.stride(), f["stride_divisor"])):
                return False
            if f["unit_inner_stride"] and a.stride()[-1] != 1:
                return False
        return True

    def launch_nosync(self, name, grid, *args):
        """Launches without synchronising (for timing); the kernel must have no spec."""
        return self.launch(name, [], grid, *args, sync=False)

    def launch(self, name, spec, grid, *args, sync=True):
        spec = [[a, str(b)] for a, b in spec]
        cands = [k for k in self.entries if k["name"] == name and k["spec"] == spec]
        ok = [k for k in cands if self.satisfies(k, args)]
        if not ok:
            raise RuntimeError(f"no specialisation of {name} {spec} fits these arrays ({len(cands)} candidates)")
        k = ok[0]
        vals = []
        for p, a in zip(k["abi"]["params"], args):
            if p["kind"] == "array":
                vals.append(ctypes.c_void_p(a.data_ptr()))
                vals += [ctypes.c_int32(s) for s in a.shape] + [ctypes.c_int32(s) for s in a.stride()]
            else:
                vals.append(C_TYPES[k["abi"]["flat"][p["flat"][0]]["c_type"]](a))
        params = (ctypes.c_void_p * len(vals))(*[ctypes.cast(ctypes.pointer(v), ctypes.c_void_p) for v in vals])
        g = list(grid) + [1] * (3 - len(grid))
        chk(cuda.cuLaunchKernel(self.function(k), g[0], g[1], g[2], 1, 1, 1, 0, None, params, None), f"launch {name}")
        if sync:
            torch.cuda.synchronize()
        return k


RESULTS = []


def report(name, ok, detail=""):
    RESULTS.append(ok)
    print(f"{'PASS' if ok else 'FAIL'} {name} {detail}", flush=True)


def close(name, got, ref, rtol, atol):
    got, ref = got.double(), ref.double()
    diff = (got - ref).abs()
    bad = ~torch.isclose(got, ref, rtol=rtol, atol=atol, equal_nan=True)
    report(name, not bad.any().item(), f"max abs diff {diff[~diff.isnan()].max().item() if diff.numel() else 0:.3g}, {bad.sum().item()} bad")


def cdiv(a, b):
    return (a + b - 1) // b


def g(seed):
    return torch.Generator(device="cuda").manual_seed(seed)


def examples(K):
    n = 1000
    a, b = torch.randn(n, device="cuda", generator=g(1)), torch.randn(n, device="cuda", generator=g(2))
    c = torch.zeros(n, device="cuda")
    K.launch("vector_add", [("T", 256)], (cdiv(n, 256),), a, b, c)
    report("vector_add n=1000 T=256", torch.equal(c, a + b))
    n = 1 << 20
    a, b, c = (torch.randn(n, device="cuda") for _ in range(3))
    K.launch("vector_add", [("T", 1024)], (cdiv(n, 1024),), a, b, c)
    report("vector_add n=2^20 T=1024", torch.equal(c, a + b))

    M, Kd, N = 300, 200, 500
    A = torch.randn(M, Kd, device="cuda", generator=g(3)).half()
    B = torch.randn(Kd, N, device="cuda", generator=g(4)).half()
    ref = A.float() @ B.float()
    C = torch.zeros(M, N, device="cuda")
    K.launch("matmul", [("tm", 64), ("tn", 64), ("tk", 32)], (cdiv(M, 64) * cdiv(N, 64),), A, B, C)
    close("matmul 300x200x500 f16->f32 64x64x32", C, ref, 1e-3, 1e-3)
    C16 = torch.zeros(M, N, device="cuda").half()
    K.launch("matmul", [("tm", 128), ("tn", 128), ("tk", 64)], (cdiv(M, 128) * cdiv(N, 128),), A, B, C16)
    close("matmul 300x200x500 f16->f16 128x128x64", C16, ref, 1e-2, 5e-2)
    for S in (4096,):
        A = torch.randn(S, S, device="cuda").half()
        B = torch.randn(S, S, device="cuda").half()
        C = torch.zeros(S, S, device="cuda").half()
        grid = (cdiv(S, 128) * cdiv(S, 128),)
        K.launch("matmul", [("tm", 128), ("tn", 128), ("tk", 64)], grid, A, B, C)
        close(f"matmul {S}^3 f16 128x128x64", C, A.float() @ B.float(), 2e-2, 2e-1)
        t0 = time.perf_counter()
        for _ in range(20):
            K.launch("matmul", [("tm", 128), ("tn", 128), ("tk", 64)], grid, A, B, C)
        dt = (time.perf_counter() - t0) / 20
        t1 = time.perf_counter()
        for _ in range(20):
            torch.matmul(A, B)
        torch.cuda.synchronize()
        dtt = (time.perf_counter() - t1) / 20
        print(f"INFO matmul {S}^3: {2 * S**3 / dt / 1e12:.0f} TFLOP/s incl. sync per launch ({dt*1e3:.3f} ms); torch {2 * S**3 / dtt / 1e12:.0f} TFLOP/s")

    S = 4096
    A = torch.randn(S, S, device="cuda").half()
    B = torch.randn(S, S, device="cuda").half()
    C = torch.zeros(S, S, device="cuda").half()
    grid = (cdiv(S, 128) * cdiv(S, 128),)
    if any(k["name"] == "matmul_tma" for k in K.entries):
        K.launch("matmul_tma", [], grid, A, B, C)
        close(f"matmul_tma {S}^3 f16 (TMA facts)", C, A.float() @ B.float(), 2e-2, 2e-1)
        fn = K.function([k for k in K.entries if k["name"] == "matmul_tma"][0])
        ev = [torch.cuda.Event(enable_timing=True) for _ in range(4)]
        ev[0].record()
        for _ in range(50):
            K.launch_nosync("matmul_tma", grid, A, B, C)
        ev[1].record()
        ev[2].record()
        for _ in range(50):
            torch.matmul(A, B)
        ev[3].record()
        torch.cuda.synchronize()
        ms, mst = ev[0].elapsed_time(ev[1]) / 50, ev[2].elapsed_time(ev[3]) / 50
        print(f"INFO matmul_tma {S}^3 f16: {2 * S**3 / ms / 1e9:.0f} TFLOP/s ({ms:.3f} ms); torch.matmul {2 * S**3 / mst / 1e9:.0f} TFLOP/s ({mst:.3f} ms)", flush=True)

    x = torch.randn(1000, 777, device="cuda", generator=g(5)) * 3
    y = torch.empty_like(x)
    K.launch("softmax", [("BM", 16), ("BN", 1024)], (cdiv(1000, 16),), x, y)
    close("softmax 1000x777", y, torch.softmax(x.double(), 1), 1e-5, 1e-6)
    x2 = torch.randn(64, 5000, device="cuda", generator=g(6)) * 3
    y2 = torch.empty_like(x2)
    K.launch("softmax_online", [("BM", 2), ("BN", 1024)], (32,), x2, y2)
    close("softmax_online 64x5000", y2, torch.softmax(x2.double(), 1), 1e-5, 1e-6)

    x = torch.randn(1000, 777, device="cuda", generator=g(7))
    for name, ref in (("row_sum", x.double().sum(1)), ("row_max", x.max(1).values), ("row_mean", x.double().mean(1))):
        out = torch.empty(1000, device="cuda")
        K.launch(name, [("BM", 16), ("BN", 256)], (cdiv(1000, 16),), x, out)
        close(f"{name} 1000x777", out, ref, 1e-4, 1e-4)
    cs = torch.empty(777, device="cuda")
    K.launch("col_sum", [("BM", 64), ("BN", 64)], (cdiv(777, 64),), x, cs)
    close("col_sum 1000x777", cs, x.double().sum(0), 1e-4, 1e-4)

    x = torch.randn(1000, 777, device="cuda", generator=g(8))
    yt = torch.empty(777, 1000, device="cuda")
    K.launch("transpose_2d", [("TM", 64), ("TN", 64)], (cdiv(1000, 64), cdiv(777, 64)), x, yt)
    report("transpose_2d 1000x777", torch.equal(yt, x.t()))

    M, N = 1000, 777
    x = torch.randn(M, N, device="cuda", generator=g(9)) * 2 + 0.5
    w = torch.rand(N, device="cuda", generator=g(10)) + 0.5
    b = torch.randn(N, device="cuda", generator=g(11))
    y = torch.empty_like(x)
    K.launch("layernorm", [("eps", "1e-5"), ("BM", 4), ("BN", 1024)], (cdiv(M, 4),), x, w, b, y)
    close("layernorm 1000x777", y, torch.nn.functional.layer_norm(x.double(), (N,), w.double(), b.double(), 1e-5), 1e-4, 1e-4)

    n = 100_000
    a = torch.randn(n, device="cuda", generator=g(12)) * 3
    c = torch.empty(n, device="cuda")
    K.launch("gelu", [("T", 256)], (cdiv(n, 256),), a, c)
    close("gelu (erf) n=1e5", c, torch.nn.functional.gelu(a.double()), 1e-5, 1e-6)
    K.launch("silu", [("T", 256)], (cdiv(n, 256),), a, c)
    close("silu (sigmoid) n=1e5", c, torch.nn.functional.silu(a.double()), 1e-5, 1e-6)


def numerics(K):
    n = 1000
    a = torch.randint(-1000, 1000, (n,), device="cuda", dtype=torch.int32, generator=g(20))
    b = torch.randint(1, 50, (n,), device="cuda", dtype=torch.int32, generator=g(21))
    b = b * torch.where(torch.rand(n, device="cuda", generator=g(22)) < 0.5, -1, 1).int()
    o = torch.zeros(8, n, device="cuda", dtype=torch.int32)
    K.launch("num_int", [], (cdiv(n, 128),), a, b, o)
    A, B = a.long(), b.long()
    ua, ub = A & 0xFFFFFFFF, B & 0xFFFFFFFF
    as_i32 = lambda t: ((t + 2**31) % 2**32 - 2**31)
    refs = [torch.div(A, B, rounding_mode="floor"), -torch.div(-A, B, rounding_mode="floor"), torch.remainder(A, B),
            as_i32(ua // ub), as_i32(ua % ub), as_i32(ua >> 3), A >> 3, torch.minimum(A, B)]
    names = ["floordiv", "ceildiv", "rem (python)", "u32 floordiv", "u32 rem", "u32 shr (logical)", "i32 shr (arith)", "min"]
    for i, (r, nm) in enumerate(zip(refs, names)):
        report(f"int {nm}", torch.equal(o[i].long(), r), "" if torch.equal(o[i].long(), r) else f"got {o[i][:6].tolist()} want {r[:6].tolist()}")

    x = torch.randn(n, device="cuda", generator=g(23)) * 3
    x[:6] = torch.tensor([0.0, -0.0, 1e-4, -1e-4, 0.9999, -1.0001])
    y = torch.randn(n, device="cuda", generator=g(24))
    y = y + torch.sign(y) * 0.5
    o = torch.zeros(7, n, device="cuda")
    K.launch("num_float", [], (cdiv(n, 128),), x, y, o)
    X, Y = x.double(), y.double()
    erf_ref = torch.erf(X)
    err = (o[0].double() - erf_ref).abs()
    rel = err / erf_ref.abs().clamp_min(1e-30)
    report("erf f32 (max abs err <= 2e-7, rel <= 2.5e-7)", err.max().item() <= 2e-7 and rel.max().item() <= 2.5e-7,
           f"max abs {err.max().item():.2e}, max rel {rel.max().item():.2e}")
    close("sigmoid f32", o[1], torch.sigmoid(X), 2e-6, 1e-7)
    pyrem = torch.tensor([math.fmod(p, q) + (q if math.fmod(p, q) != 0 and (math.fmod(p, q) < 0) != (q < 0) else 0)
                          for p, q in zip(X.tolist(), Y.tolist())], dtype=torch.float64, device="cuda")
    close("rem f32 (python sign)", o[2], pyrem, 1e-6, 1e-6)
    report("floordiv f32", torch.equal(o[3], torch.floor(x / y)))
    close("pow f32", o[4], torch.pow(x.abs().double(), Y), 1e-5, 1e-6)
    close("erf f16", o[5], torch.erf(x.half().double()).half().double(), 1e-3, 1e-3)
    close("sigmoid bf16", o[6], torch.sigmoid(x.bfloat16().double()).bfloat16().double(), 1e-2, 1e-2)

    vals = [float("nan"), float("inf"), float("-inf"), 3e9, -3e9, 2.7, -2.7, 0.0, -0.0, 1e10, 255.9, -129.5, 5e9, 300.5, -1.5]
    x = torch.cat([torch.tensor(vals), torch.randn(100 - len(vals)) * 200]).cuda()
    o = torch.zeros(2, 100, device="cuda", dtype=torch.int32)
    ob = torch.zeros(100, device="cuda", dtype=torch.bool)
    o8 = torch.zeros(100, device="cuda", dtype=torch.int8)
    K.launch("num_cast", [], (cdiv(100, 64),), x, o, ob, o8)
    X = x.double()
    sat = lambda v, lo, hi: 0 if math.isnan(v) else int(max(lo, min(hi, math.trunc(v) if math.isfinite(v) else (hi if v > 0 else lo))))
    ri = torch.tensor([sat(v, -2**31, 2**31 - 1) for v in X.tolist()], device="cuda")
    ru = torch.tensor([sat(v, 0, 2**32 - 1) for v in X.tolist()], device="cuda")
    report("cast f32->i32 saturating (NaN->0)", torch.equal(o[0].long(), ri), f"first: got {o[0][:13].tolist()}")
    report("cast f32->u32 saturating", torch.equal(o[1].long() & 0xFFFFFFFF, ru), f"first: got {(o[1][:13].long() & 0xFFFFFFFF).tolist()}")
    report("cast f32->bool (x != 0, NaN true)", torch.equal(ob, (x != 0) | x.isnan()))
    report("cast i32->i8 wraps", torch.equal(o8.long(), as_i32(ri) .remainder(256).add(128).remainder(256).sub(128)))

    M = 40
    x = torch.randint(0, 4, (M, 64), device="cuda", generator=g(25)).float()
    oi = torch.full((2, M), -7, device="cuda", dtype=torch.int32)
    os_ = torch.zeros(2, M, 64, device="cuda")
    K.launch("num_reduce", [], (cdiv(M, 16),), x, oi, os_)
    report("argmax first index on ties", torch.equal(oi[0].long(), x.argmax(1)))
    report("argmin first index on ties", torch.equal(oi[1].long(), x.argmin(1)))
    close("scan sum", os_[0], x.double().cumsum(1), 1e-6, 1e-5)
    close("scan sum reverse", os_[1], x.double().flip(1).cumsum(1).flip(1), 1e-6, 1e-5)

    G = 100
    acc = torch.zeros(50, device="cuda")
    cnt = torch.zeros(64, device="cuda", dtype=torch.int32)
    old = torch.full((G, 64), -1, device="cuda", dtype=torch.int32)
    oldf = torch.full((G, 64), -1.0, device="cuda")
    K.launch("num_atomic", [], (G,), acc, cnt, old, oldf)
    report("atomic_add i32 totals", torch.equal(cnt, torch.full_like(cnt, G)))
    report("atomic_add f32 totals (50 of 64 lanes in bounds)", torch.equal(acc, torch.full_like(acc, float(G))))
    srt = old.sort(0).values
    report("atomic_add returns old values", torch.equal(srt, torch.arange(G, device="cuda", dtype=torch.int32)[:, None].expand(G, 64)))
    report("atomic_add out-of-bounds lanes return 0", torch.equal(oldf[:, 50:], torch.zeros(G, 14, device="cuda")))

    x = torch.rand(320, device="cuda", generator=g(26))
    x[6 * 32 + 5] = 7.0
    x0 = x.clone()
    out = torch.full((1,), -1, device="cuda", dtype=torch.int32)
    K.launch("num_search", [], (1,), x, out, 2.0)
    want = x0.clone()
    want[: 6 * 32] *= 2
    report("loop/if/break with stores in the loop", out.item() == 6 and torch.equal(x, want), f"index {out.item()}")


if __name__ == "__main__":
    K = Kernels(sys.argv[1:])
    for part in (examples, numerics):
        try:
            part(K)
        except Exception as e:  # keep going: report what broke
            report(part.__name__, False, f"raised {type(e).__name__}: {e}")
    print(f"{sum(RESULTS)}/{len(RESULTS)} passed")
