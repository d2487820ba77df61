"""torch.nn.functional.scaled_dot_product_attention at the shapes of attention_sweep.tile,
through each backend torch offers on this card (cuDNN, FlashAttention-2, efficient), timed
with triton's do_bench (CUDA events, cold L2). Each line: ATTN S D causal backend TFLOP/s.
Arguments S:D (e.g. `4096:256`, the shape of attention_d256.tile) time those shapes only, without
the grouped-query case. With FP8=1 each shape is also tried with float8_e4m3fn inputs in every
backend (ATTN8 lines: TFLOP/s, or the error torch gives). The bf16 times are also recorded
under attention_sweep.tile's labels in $OUT/peers.json (peer_times.py), for
`tile bench attention_sweep.tile --run-peers THIS`."""
import os
import sys

import torch
from torch.nn.attention import sdpa_kernel, SDPBackend
from torch.nn.functional import scaled_dot_product_attention as sdpa
from triton.testing import do_bench

from peer_times import PeerTimes

print("device:", torch.cuda.get_device_name(), flush=True)
times = PeerTimes(torch.cuda.get_device_name())
B, H = 4, 16
SHAPES = [tuple(int(x) for x in a.split(":")) for a in sys.argv[1:]] or [(4096, 128), (4096, 64), (1024, 128), (16384, 128), (16384, 64)]
for (S, D) in SHAPES:
    q, k, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
    for causal in (False, True):
        flop = 4.0 * B * H * S * S * D / (2.0 if causal else 1.0)
        for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash2", SDPBackend.FLASH_ATTENTION), ("efficient", SDPBackend.EFFICIENT_ATTENTION)):
            try:
                with sdpa_kernel(be):
                    ms = do_bench(lambda: sdpa(q, k, v, is_causal=causal), rep=200)
                print("ATTN", S, D, causal, name, flop / ms / 1e9, flush=True)
                times.add(f"attention_forward bf16 {B}x{H}x{S}x{D} causal={causal}", name, ms / 1e3)
            except Exception as e:
                print("ATTN", S, D, causal, name, "error", repr(e)[:120], flush=True)
            if os.environ.get("FP8") == "1":
                q8, k8, v8 = (x.to(torch.float8_e4m3fn) for x in (q, k, v))
                try:
                    with sdpa_kernel(be):
                        ms = do_bench(lambda: sdpa(q8, k8, v8, is_causal=causal), rep=200)
                    print("ATTN8", S, D, causal, name, flop / ms / 1e9, flush=True)
                except Exception as e:
                    print("ATTN8", S, D, causal, name, "error", repr(e)[:160], flush=True)
if sys.argv[1:]:
    sys.exit(0)
Hq, Hkv, S, D = 32, 4, 2048, 128
q = torch.randn(2, Hq, S, D, device="cuda", dtype=torch.bfloat16)
k, v = (torch.randn(2, Hkv, S, D, device="cuda", dtype=torch.bfloat16) for _ in range(2))
for causal in (False, True):
    for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash2", SDPBackend.FLASH_ATTENTION)):
        try:
            with sdpa_kernel(be):
                ms = do_bench(lambda: sdpa(q, k, v, is_causal=causal, enable_gqa=True), rep=200)
            print("GQA", causal, name, 4.0 * 2 * Hq * S * S * D / (2.0 if causal else 1.0) / ms / 1e9, flush=True)
            times.add(f"attention_forward bf16 gqa {Hq}/{Hkv} 2x{S}x{D} causal={causal}", name, ms / 1e3)
        except Exception as e:
            print("GQA", causal, name, "error", repr(e)[:120], flush=True)
