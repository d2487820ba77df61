"""tile: run .tile kernels on PyTorch, CuPy, JAX and NumPy arrays.

    import tile
    mod = tile.load("kernels.tile")           # or tile.compile(source)
    mod.softmax[(rows,)](x, y, BM=1, BN=4096)  # any objects with __dlpack__, used in place
    tile.launch(mod.softmax, (rows,), x, y, BM=1, BN=4096, stream=s)

Arrays pass through DLPack without copies: host arrays (NumPy) run on the CPU reference
executor (or are staged through device memory on a GPU engine), CUDA arrays (PyTorch, CuPy,
JAX) run in place on the GPU, on the stream given (``stream=``: a ``torch.cuda.Stream``, a
``cupy.cuda.Stream``, or a ``CUstream`` as an int); without one, a launch with PyTorch CUDA
tensors uses PyTorch's current stream, any other the default stream. The producer is asked
for the array with that stream, so its pending work is ordered before the kernel.

Errors are ``tile.TileError`` with ``.code`` (``"E0503"``), ``.message`` and ``.rendered``.
``tile.Session`` is the REPL's session: ``eval``, ``get``/``set`` (NumPy arrays included).
``tile.torch.custom_op`` registers a kernel as a ``torch.library.custom_op``.
"""

from __future__ import annotations

import os
from typing import Any, Iterable, Optional, Sequence, Tuple, Union

from . import _tile
from ._tile import TileError

__all__ = [
    "Engine",
    "Session",
    "Module",
    "Kernel",
    "TileError",
    "compile",
    "load",
    "launch",
    "default_engine",
]
__version__ = _tile.__version__

Engine = _tile.Engine

_default_engine: Optional[_tile.Engine] = None


def default_engine() -> _tile.Engine:
    """The engine sessions use when none is given: the device named by ``TILE_DEVICE``
    (``cpu``, ``gpu`` or ``auto``; default ``auto``: the GPU when there is one)."""
    global _default_engine
    if _default_engine is None:
        _default_engine = _tile.Engine(os.environ.get("TILE_DEVICE", "auto"))
    return _default_engine


Grid = Union[int, Sequence[int]]


def _grid(grid: Grid) -> Tuple[int, int, int]:
    if isinstance(grid, int):
        dims = [grid]
    else:
        dims = [int(g) for g in grid]
    if not 1 <= len(dims) <= 3:
        _raise("E0502", f"a grid has one to three dimensions, not {len(dims)}")
    dims += [1] * (3 - len(dims))
    if any(d < 1 or d >= 2**32 for d in dims):
        _raise("E0502", f"the grid {tuple(dims)} is not one to three positive 32-bit sizes")
    return (dims[0], dims[1], dims[2])


def _stream_handle(stream: Any, args: Iterable[Any]) -> int:
    """The CUstream (as an int) a launch uses: the one given, else PyTorch's current stream
    when a CUDA tensor of PyTorch is among the arguments, else 0 (the default stream)."""
    if stream is None:
        for a in args:
            if type(a).__module__.startswith("torch") and getattr(a, "is_cuda", False):
                import torch

                return int(torch.cuda.current_stream(a.device).cuda_stream)
        return 0
    if isinstance(stream, int):
        return stream
    for attr in ("cuda_stream", "ptr", "handle"):  # torch.cuda.Stream, cupy.cuda.Stream, ...
        h = getattr(stream, attr, None)
        if isinstance(h, int):
            return h
    raise TypeError(f"cannot use a {type(stream).__name__} as a CUDA stream; pass an int CUstream")


class Session:
    """A scope of definitions and values in which source runs, like the REPL's."""

    def __init__(self, engine: Optional[_tile.Engine] = None):
        self._s = _tile.Session(engine or default_engine())

    @property
    def device(self) -> str:
        """Where the session runs kernels: ``"cpu"`` or ``"gpu"``."""
        return self._s.device

    def eval(self, source: str) -> Any:
        """Runs source text; returns the value of a final expression (arrays as NumPy arrays)."""
        return _from_tile(self._s.eval(source))

    def define(self, source: str) -> list:
        """Adds definitions (kernels, functions, imports) without running anything."""
        return self._s.define(source)

    def run_file(self, path: Union[str, os.PathLike]) -> None:
        """Checks a ``.tile`` file, then runs it."""
        self._s.run_file(os.fspath(path))

    def get(self, name: str) -> Any:
        """A value of the scope (arrays as NumPy arrays)."""
        return _from_tile(self._s.get(name))

    def set(self, name: str, value: Any) -> None:
        """Binds a name to a number, string, tuple, list, or a copy of an array."""
        if hasattr(value, "__array__") or hasattr(value, "__dlpack__"):
            import numpy as np

            a = np.ascontiguousarray(np.asarray(value))
            self._s.set_array(name, _TILE_DTYPES[a.dtype.str[1:]], list(a.shape), a.tobytes())
        else:
            self._s.set(name, value)

    def __getitem__(self, name: str) -> Any:
        return self.get(name)

    def __setitem__(self, name: str, value: Any) -> None:
        self.set(name, value)

    def names(self) -> list:
        """The names bound in the scope."""
        return self._s.names()

    def kernel(self, name: str) -> "Kernel":
        """Kernel ``name`` of the session."""
        if not self._s.is_kernel(name):
            _raise("E0500", f"there is no kernel `{name}` in this session")
        return Kernel(self, name)

    def synchronize(self) -> None:
        """Waits for the kernels queued on the session's GPU."""
        self._s.synchronize()

    @property
    def compiled_count(self) -> int:
        """How many kernel specialisations the session has compiled."""
        return self._s.compiled_count()


# NumPy's dtype codes and tile's dtypes.
_TILE_DTYPES = {
    "b1": "bool",
    "i1": "i8",
    "i2": "i16",
    "i4": "i32",
    "i8": "i64",
    "u1": "u8",
    "u2": "u16",
    "u4": "u32",
    "u8": "u64",
    "f2": "f16",
    "f4": "f32",
    "f8": "f64",
}
_NUMPY_DTYPES = {v: k for k, v in _TILE_DTYPES.items()}


def _from_tile(v: Any) -> Any:
    if isinstance(v, tuple):
        if len(v) == 4 and v[0] == "__tile_array__":
            import numpy as np

            _, dtype, shape, data = v
            return np.frombuffer(data, dtype="=" + _NUMPY_DTYPES[dtype]).reshape(shape).copy()
        return tuple(_from_tile(x) for x in v)
    if isinstance(v, list):
        return [_from_tile(x) for x in v]
    return v


class Kernel:
    """A kernel of a session: ``k[grid](*args, **consts)`` launches it."""

    def __init__(self, session: Session, name: str):
        self.session = session
        self.name = name
        self.params = session._s.kernel_params(name)

    def __repr__(self) -> str:
        return f"<tile kernel {self.name}({', '.join(p[0] for p in self.params)})>"

    def __getitem__(self, grid: Grid):
        def run(*args: Any, stream: Any = None, **kwargs: Any) -> None:
            self.launch(grid, *args, stream=stream, **kwargs)

        return run

    def bind(self, args: Sequence[Any], kwargs: dict) -> list:
        """The arguments in parameter order: positional ones first, then keywords by name
        (trailing ``const`` parameters with defaults may be left out)."""
        names = [p[0] for p in self.params]
        out = list(args)
        if len(out) > len(names):
            _raise("E0501", f"`{self.name}` takes {len(names)} arguments but {len(out)} were given")
        unknown = [k for k in kwargs if k not in names]
        if unknown:
            _raise("E0203", f"`{self.name}` has no parameter `{unknown[0]}` (it takes {', '.join(names)})")
        for name in names[: len(out)]:
            if name in kwargs:
                _raise("E0203", f"`{self.name}`: `{name}` is given twice, by position and by keyword")
        # Keywords fill the remaining parameters in order; a skipped `const` parameter with a
        # default takes it when a later one is given.
        pending = []
        for name, _kind, has_default, default in self.params[len(out):]:
            if not kwargs:
                break
            if name in kwargs:
                out.extend(pending)
                pending = []
                out.append(kwargs.pop(name))
            elif has_default:
                pending.append(default)
            else:
                missing = name
                _raise("E0501", f"`{self.name}` is missing `{missing}` (it takes {', '.join(names)})")
        return out

    def launch(self, grid: Grid, *args: Any, stream: Any = None, **kwargs: Any) -> None:
        """Launches over ``grid`` (see ``tile.launch``)."""
        bound = self.bind(args, kwargs)
        self.session._s.launch(self.name, _grid(grid), tuple(bound), _stream_handle(stream, bound))


def _raise(code: str, message: str):
    err = TileError(f"error[{code}]: {message}")
    err.code, err.message, err.rendered = code, message, str(err)
    raise err


class Module:
    """The kernels of a source text or ``.tile`` file, as attributes."""

    def __init__(self, session: Session):
        self.session = session

    def __getattr__(self, name: str) -> Kernel:
        if name.startswith("_") or not self.session._s.is_kernel(name):
            raise AttributeError(f"no kernel `{name}` in this module")
        return self.session.kernel(name)

    def __dir__(self):
        return [n for n in self.session.names() if self.session._s.is_kernel(n)]


def compile(source: str, engine: Optional[_tile.Engine] = None) -> Module:  # noqa: A001
    """Runs ``source`` (kernels, imports such as ``from softmax import softmax``, host code)
    in a new session; its kernels are the module's attributes."""
    s = Session(engine)
    s.eval(source)
    return Module(s)


def load(path: Union[str, os.PathLike], engine: Optional[_tile.Engine] = None) -> Module:
    """Checks and runs the ``.tile`` file at ``path`` in a new session (imports resolve to the
    standard library, then beside the file); its kernels are the module's attributes."""
    s = Session(engine)
    s.run_file(path)
    return Module(s)


def launch(kernel: Kernel, grid: Grid, *args: Any, stream: Any = None, **kwargs: Any) -> None:
    """Launches ``kernel`` over ``grid`` (an int or up to three ints) with ``args`` in parameter
    order and ``const`` parameters by keyword. Arrays are any objects with ``__dlpack__``, used
    in place; ``stream`` is a CUDA stream (see the module doc)."""
    kernel.launch(grid, *args, stream=stream, **kwargs)
