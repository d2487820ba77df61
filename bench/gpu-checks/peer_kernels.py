"""Which kernels the peers run, and how long each takes on the device: torch.mm (cuBLAS) at
GEMM shapes and scaled_dot_product_attention (cuDNN, FlashAttention-2) at attention shapes,
under torch.profiler. A kernel's name tells its tiles and whether it splits K or streams
tiles. Arguments: `MxNxK[:bf16][:LAYOUT]` (f16 operands into an f32 product unless `:bf16`;
layout NN, NT, TN or TT, the first of several, NN by default; parsed by gemm_occ_torch.py)
and `attn:S:D[:causal]` (batch 4, 16 heads, bf16).
Lines: KERNEL case name device-microseconds (the mean of 20 runs). With `--once` each case
runs twice and nothing is printed: for a profiler such as ncu to catch the second run."""
import sys

import torch
from torch.nn.attention import sdpa_kernel, SDPBackend
from torch.nn.functional import scaled_dot_product_attention as sdpa
from torch.profiler import profile, ProfilerActivity

from gemm_occ_torch import operand, product, shape_arg

print("device:", torch.cuda.get_device_name(), flush=True)


def gemm_case(text):
    m, n, k, dt, layouts = shape_arg(text)
    a = operand(m, k, layouts[0][0] == "T", dt)
    b = operand(k, n, layouts[0][1] == "T", dt)
    return [("cublas", product(a, b)[0])]


def attention_case(text):
    parts = text.split(":")
    s, d, causal = int(parts[1]), int(parts[2]), "causal" in parts
    q, k, v = (torch.randn(4, 16, s, d, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    cases = []
    for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash2", SDPBackend.FLASH_ATTENTION)):
        def run(be=be):
            with sdpa_kernel(be):
                sdpa(q, k, v, is_causal=causal)
        cases.append((name, run))
    return cases


ONCE = "--once" in sys.argv
for text in (a for a in sys.argv[1:] if a != "--once"):
    for peer, fn in (attention_case(text) if text.startswith("attn") else gemm_case(text)):
        if ONCE:
            fn()
            fn()
            torch.cuda.synchronize()
            continue
        for _ in range(5):
            fn()
        torch.cuda.synchronize()
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for _ in range(20):
                fn()
            torch.cuda.synchronize()
        for ev in prof.key_averages():
            if ev.device_type.name == "CUDA" and ev.count >= 20:
                us = ev.device_time_total / ev.count if hasattr(ev, "device_time_total") else ev.cuda_time_total / ev.count
                print("KERNEL", text, peer, ev.key[:160], f"{us:.2f}", flush=True)
