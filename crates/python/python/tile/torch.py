"""PyTorch integration: a tile kernel as a ``torch.library.custom_op``.

    import tile, tile.torch
    mod = tile.compile("from softmax import softmax")
    softmax = tile.torch.custom_op(
        "mylib::softmax", mod.softmax, inputs=["x"],
        out=lambda x: torch.empty_like(x), grid=lambda x: (x.shape[0],),
        consts={"BM": 1, "BN": 1024})
    y = softmax(x)            # also under torch.compile (the fake implementation gives shapes)

The kernel takes its parameters in the order: the input tensors, the output tensor, then the
``const`` parameters (given by ``consts``). PyTorch is imported when the helper is called.
"""

from __future__ import annotations

from typing import Any, Callable, Dict, Optional, Sequence, Union

from . import Kernel

GridFn = Callable[..., Union[int, Sequence[int]]]


def custom_op(
    qualname: str,
    kernel: Kernel,
    *,
    inputs: Sequence[str],
    out: Callable[..., Any],
    grid: Union[GridFn, int, Sequence[int]],
    consts: Optional[Dict[str, Any]] = None,
):
    """Registers ``kernel`` as the PyTorch operator ``qualname`` (``"namespace::name"``) taking
    the tensors named by ``inputs`` and returning the tensor ``out(*inputs)`` makes (the kernel
    writes it). ``grid`` is a launch grid or a function of the inputs that gives one. Launches
    run on PyTorch's current CUDA stream for CUDA tensors. Returns the operator."""
    import torch

    consts = dict(consts or {})
    schema = "(" + ", ".join(f"Tensor {n}" for n in inputs) + ") -> Tensor"

    def impl(*xs: Any) -> Any:
        y = out(*xs)
        g = grid(*xs) if callable(grid) else grid
        kernel.launch(g, *xs, y, **consts)
        return y

    op = torch.library.custom_op(qualname, impl, mutates_args=(), schema=schema)

    @op.register_fake
    def _(*xs: Any) -> Any:
        return out(*xs)

    return op
