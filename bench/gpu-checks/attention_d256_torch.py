"""torch SDPA backends at the shape of attention_d256.tile (bf16, 4 x 16 heads, S = 4096,
D = 256), do_bench. Lines: ATTN S D causal backend TFLOP/s."""
import torch
from torch.nn.attention import sdpa_kernel, SDPBackend
from torch.nn.functional import scaled_dot_product_attention as sdpa
from triton.testing import do_bench

print("device:", torch.cuda.get_device_name(), flush=True)
B, H, S, D = 4, 16, 4096, 256
q, k, v = (torch.randn(B, H, S, D, device="cuda", dtype=torch.bfloat16) for _ in range(3))
for causal in (False, True):
    flop = 4.0 * B * H * S * S * D / (2.0 if causal else 1.0)
    for name, be in (("cudnn", SDPBackend.CUDNN_ATTENTION), ("flash2", SDPBackend.FLASH_ATTENTION), ("efficient", SDPBackend.EFFICIENT_ATTENTION)):
        try:
            with sdpa_kernel(be):
                ms = do_bench(lambda: sdpa(q, k, v, is_causal=causal), rep=200)
            print("ATTN", S, D, causal, name, flop / ms / 1e9, flush=True)
        except Exception as e:
            print("ATTN", S, D, causal, name, "error", repr(e)[:150], flush=True)
