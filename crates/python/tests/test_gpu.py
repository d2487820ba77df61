"""The tile module on GPU arrays: PyTorch CUDA tensors (on the default stream, PyTorch's
current stream and a stream of its own), CuPy arrays when CuPy is there, and NumPy arrays
staged through a GPU engine. Skipped, with the reason, without a CUDA GPU."""

import pytest

import tile

from conftest import gpu_reason

pytestmark = pytest.mark.skipif(gpu_reason() is not None, reason=gpu_reason() or "")

SAXPY = """
kernel saxpy(x: f32[N], y: f32[N], out: f32[N], alpha: float, T: const int):
    i = bid(0)
    a = load(x, index=(i,), shape=(T,), padding=zero)
    b = load(y, index=(i,), shape=(T,), padding=zero)
    store(out, index=(i,), tile=alpha * a + b)
from softmax import softmax
"""


def test_numpy_arrays_are_staged_on_a_gpu_engine(gpu_engine):
    np = pytest.importorskip("numpy")
    mod = tile.compile(SAXPY, gpu_engine)
    x = np.arange(5000, dtype=np.float32)
    out = np.zeros_like(x)
    mod.saxpy[20](x, x, out, 2.0, T=256)
    np.testing.assert_allclose(out, 3 * x)


def test_torch_cuda_tensors_in_place_on_streams(gpu_engine):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch has no CUDA")
    mod = tile.compile(SAXPY, gpu_engine)
    n = 1 << 20
    x = torch.randn(n, device="cuda")
    y = torch.randn(n, device="cuda")
    out = torch.empty_like(x)
    ptr = out.data_ptr()
    mod.saxpy[n // 1024](x, y, out, 2.0, T=1024)  # PyTorch's current stream
    torch.cuda.synchronize()
    torch.testing.assert_close(out, 2 * x + y)
    assert out.data_ptr() == ptr
    s = torch.cuda.Stream()
    with torch.cuda.stream(s):
        z = x * 3  # queued on s: ordered before the kernel on s
        mod.saxpy[n // 1024](z, y, out, 1.0, T=1024)
    s.synchronize()
    torch.testing.assert_close(out, 3 * x + y)
    s2 = torch.cuda.Stream()
    tile.launch(mod.saxpy, n // 1024, x, y, out, -1.0, T=1024, stream=s2)
    s2.synchronize()
    torch.testing.assert_close(out, y - x)
    # A strided (transposed) view and the stdlib softmax.
    m = torch.randn(256, 512, device="cuda")
    r = torch.empty(512, 256, device="cuda")
    mod.softmax[512](m.T, r, BM=1, BN=256)
    torch.cuda.synchronize()
    torch.testing.assert_close(r, torch.softmax(m.T, dim=1), rtol=1e-4, atol=1e-6)
    # A CUDA tensor of the wrong dtype: the coded error.
    with pytest.raises(tile.TileError) as e:
        mod.saxpy[1](x.double(), y, out, 1.0, T=1024)
    assert e.value.code == "E0503"


def test_torch_custom_op(gpu_engine):
    torch = pytest.importorskip("torch")
    if not torch.cuda.is_available():
        pytest.skip("torch has no CUDA")
    import tile.torch as tt

    mod = tile.compile("from softmax import softmax", gpu_engine)
    op = tt.custom_op(
        "tiletest::softmax",
        mod.softmax,
        inputs=["x"],
        out=lambda x: torch.empty_like(x),
        grid=lambda x: (x.shape[0],),
        consts={"BM": 1, "BN": 1024},
    )
    x = torch.randn(300, 1000, device="cuda")
    torch.testing.assert_close(op(x), torch.softmax(x, dim=1), rtol=1e-4, atol=1e-6)


def test_cupy_arrays(gpu_engine):
    cp = pytest.importorskip("cupy")
    mod = tile.compile(SAXPY, gpu_engine)
    x = cp.arange(4096, dtype=cp.float32)
    out = cp.zeros_like(x)
    s = cp.cuda.Stream(non_blocking=True)
    tile.launch(mod.saxpy, 4, x, x, out, 2.0, T=1024, stream=s)
    s.synchronize()
    cp.testing.assert_allclose(out, 3 * x)


def test_jax_arrays_as_inputs(gpu_engine):
    jax = pytest.importorskip("jax")
    torch = pytest.importorskip("torch")
    if not any(d.platform == "gpu" for d in jax.devices()) or not torch.cuda.is_available():
        pytest.skip("JAX or torch without a GPU")
    mod = tile.compile(SAXPY, gpu_engine)
    x = jax.numpy.arange(4096, dtype=jax.numpy.float32)
    x.block_until_ready()
    out = torch.zeros(4096, device="cuda")
    tile.launch(mod.saxpy, 4, x, x, out, 2.0, T=1024)
    torch.cuda.synchronize()
    torch.testing.assert_close(out, 3 * torch.arange(4096, device="cuda", dtype=torch.float32))
