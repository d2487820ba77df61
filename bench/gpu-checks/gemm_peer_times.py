"""cuBLAS (torch.mm, timed with triton's do_bench) at GEMM shapes named on the command line,
recorded under the labels gemm_sweep.tile gives its gemm() lines, for
`tile bench SCRIPT.tile --run-peers "bench/gpu-checks/gemm_peer_times.py NAME:MxNxK:LAYOUT ..."`.
NAME is f16-f32 (f16 operands into an f32 product) or bf16; LAYOUT is NN, NT, TN or TT
(T: a transposed view). Lines: PEER label TFLOP/s."""
import sys

import torch
from triton.testing import do_bench

from gemm_occ_torch import operand, product
from peer_times import PeerTimes

times = PeerTimes(torch.cuda.get_device_name())
for arg in sys.argv[1:]:
    name, shape, layout = arg.split(":")
    M, N, K = (int(x) for x in shape.split("x"))
    dt = torch.bfloat16 if name == "bf16" else torch.float16
    a = operand(M, K, layout[0] == "T", dt)
    b = operand(K, N, layout[1] == "T", dt)
    f, note = product(a, b)
    ms = do_bench(f, rep=200)
    label = f"gemm {name} {M}x{N}x{K} {layout}"
    print("PEER", label, 2.0 * M * N * K / ms / 1e9, *note, flush=True)
    times.add(label, "cuBLAS" + (" (f16 product)" if note else ""), ms / 1e3)
