"""Does a TMA load/store of a 2-D view stay inside the view when its rows are longer in memory?

A reproducer outside `tile`: cuTile Python (the same tileiras 13.4 and driver) copies an f32
view x[:, :W] of a (M, S)-strided buffer into a view y[:, :W] of another, with tiles wider than
W, and loads the same view into a contiguous (M, BN) output with padding zero. Reports, per
(W, S): which columns past W the store wrote, and which padded columns the load returned nonzero.
Run it where bench/peers.py runs (same environment: cuda-tile wheel, tileiras 13.4 on PATH,
CUDA_HOME unset):

    python3 bench/experiments/tma_padded_views.py
"""
import torch
import cuda.tile as ct

ConstInt = ct.Constant[int]


@ct.kernel
def copy_view(x, y, BM: ConstInt, BN: ConstInt):
    t = ct.load(x, index=(ct.bid(0), 0), shape=(BM, BN), padding_mode=ct.PaddingMode.ZERO)
    ct.store(y, index=(ct.bid(0), 0), tile=t)


def case(width, stride, bm=4, bn=1024, rows=8):
    dev = torch.device("cuda")
    xb = torch.full((rows, stride), 7.0, device=dev)
    xb[:, :width] = torch.randn(rows, width, device=dev)
    # A sentinel, not zeros: a tile padded with zeros writes zeros, which a zeroed buffer hides.
    yb = torch.full((rows, stride), 123.0, device=dev)
    x, y = xb[:, :width], yb[:, :width]
    st = torch.cuda.current_stream()
    ct.launch(st, ((rows + bm - 1) // bm, 1, 1), copy_view, (x, y, bm, bn))
    full = torch.full((rows, bn), -1.0, device=dev)
    ct.launch(st, ((rows + bm - 1) // bm, 1, 1), copy_view, (x, full, bm, bn))
    torch.cuda.synchronize()
    past = (yb[:, width:] != 123.0).any(0).nonzero().flatten().tolist()
    inside_ok = torch.equal(y, x)
    loaded_pad = (full[:, width:] != 0).any(0).nonzero().flatten().tolist()
    print(f"f32 view {rows}x{width} in rows of {stride}, tile {bm}x{bn}: copy inside the view "
          f"{'correct' if inside_ok else 'WRONG'}; store wrote {len(past)} columns past the view"
          f"{' (' + str([width + c for c in past[:8]]) + ')' if past else ''}; "
          f"padded load returned nonzero in {len(loaded_pad)} columns"
          f"{' (' + str([width + c for c in loaded_pad[:8]]) + ')' if loaded_pad else ''}", flush=True)


for width, stride, rows in ((777, 780, 8), (777, 780, 33), (777, 800, 8), (784, 800, 8), (776, 800, 8), (1000, 1024, 8), (1024, 1032, 8)):
    try:
        case(width, stride, rows=rows)
    except Exception as e:  # a launch the wheel rejects is a result too
        print(f"f32 view {width} in rows of {stride}: {type(e).__name__}: {str(e)[:200]}", flush=True)
