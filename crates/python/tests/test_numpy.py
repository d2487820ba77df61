"""The tile module on NumPy arrays (the CPU reference executor): kernels defined in source
and imported from the standard library, views that are not contiguous, read-only arrays,
coded errors, and sessions."""

import math

import pytest

np = pytest.importorskip("numpy")

import tile

SAXPY = """
kernel saxpy(x: f32[N], y: f32[N], out: f32[N], alpha: float, T: const int):
    i = bid(0)
    a = load(x, index=(i,), shape=(T,), padding=zero)
    b = load(y, index=(i,), shape=(T,), padding=zero)
    store(out, index=(i,), tile=alpha * a + b)
"""


def softmax_ref(x):
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def test_a_kernel_from_source_writes_in_place(cpu_engine):
    mod = tile.compile(SAXPY, cpu_engine)
    rng = np.random.default_rng(1)
    x = rng.standard_normal(1000, dtype=np.float32)
    y = rng.standard_normal(1000, dtype=np.float32)
    out = np.zeros(1000, np.float32)
    before = out.ctypes.data
    mod.saxpy[math.ceil(1000 / 256)](x, y, out, 2.5, T=256)
    np.testing.assert_allclose(out, 2.5 * x + y, rtol=1e-6)
    assert out.ctypes.data == before
    # tile.launch, keywords for every parameter, and a NumPy scalar for alpha.
    tile.launch(mod.saxpy, (4,), x=x, y=y, out=out, alpha=np.float32(-1.0), T=256)
    np.testing.assert_allclose(out, y - x, rtol=1e-6)
    assert mod.saxpy.session.compiled_count == 1


def test_stdlib_softmax_and_layernorm(cpu_engine):
    mod = tile.compile("from softmax import softmax\nfrom layernorm import layernorm", cpu_engine)
    rng = np.random.default_rng(2)
    x = rng.standard_normal((37, 100), dtype=np.float32)
    y = np.empty_like(x)
    mod.softmax[37](x, y, BM=1, BN=128)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    w = rng.standard_normal(100, dtype=np.float32)
    b = rng.standard_normal(100, dtype=np.float32)
    mod.layernorm[37](x, w, b, y, eps=1e-5, BM=1, BN=128)
    # A later `const` keyword with the defaults before it left out (OCC, TMA).
    y2 = np.empty_like(x)
    mod.softmax[37](x, y2, BM=1, BN=128, STATIC=1)
    np.testing.assert_allclose(y2, softmax_ref(x), rtol=1e-5, atol=1e-7)
    assert [p[0] for p in mod.softmax.params][4:] == ["OCC", "TMA", "STATIC", "W", "C"]
    mean = x.mean(axis=1, keepdims=True)
    ref = (x - mean) / np.sqrt(x.var(axis=1, keepdims=True) + 1e-5) * w + b
    np.testing.assert_allclose(y, ref, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize(
    "view",
    [
        lambda a: a[:, ::2],  # every other column
        lambda a: a[::-1],  # rows reversed (a negative stride)
        lambda a: a.T,  # transposed
        lambda a: a[3:20, 5:60],  # an interior block
    ],
    ids=["step", "reversed", "transposed", "block"],
)
def test_non_contiguous_views_are_read_and_written_in_place(cpu_engine, view):
    mod = tile.compile("from softmax import softmax", cpu_engine)
    rng = np.random.default_rng(3)
    base = rng.standard_normal((64, 64), dtype=np.float32)
    x = view(base)
    out_base = np.zeros((64, 64), np.float32)
    y = view(out_base)
    assert not x.flags.c_contiguous
    mod.softmax[x.shape[0]](x, y, BM=1, BN=64)
    np.testing.assert_allclose(y, softmax_ref(x), rtol=1e-5, atol=1e-7)
    # Only the view's elements were written.
    mask = np.zeros((64, 64), bool)
    view(mask)[...] = True
    assert np.all(out_base[~mask] == 0)


def test_read_only_arrays_are_refused_where_the_kernel_writes(cpu_engine):
    mod = tile.compile(SAXPY, cpu_engine)
    x = np.ones(64, np.float32)
    x.flags.writeable = False
    out = np.zeros(64, np.float32)
    mod.saxpy[1](x, x, out, 1.0, T=64)  # read-only inputs are fine
    assert np.all(out == 2)
    with pytest.raises(tile.TileError) as e:
        mod.saxpy[1](out, out, x, 1.0, T=64)
    assert e.value.code == "E0503"
    assert "read-only" in e.value.message
    assert np.all(x == 1)


def test_errors_carry_codes_and_rendered_text(cpu_engine):
    mod = tile.compile(SAXPY, cpu_engine)
    x = np.ones(64, np.float32)

    def code(f):
        with pytest.raises(tile.TileError) as e:
            f()
        assert e.value.code in str(e.value) or e.value.message in str(e.value)
        return e.value.code

    assert code(lambda: mod.saxpy[1](x, x, np.ones(64), 1.0, T=64)) == "E0503"  # f64 output
    assert code(lambda: mod.saxpy[1](x, x, np.ones((8, 8), np.float32), 1.0, T=64)) == "E0503"  # rank
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 1e300, T=64)) == "E0512"  # f32 overflow
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 2**70, T=64)) == "E0512"  # not 64-bit
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 1.0, T=1.5)) == "E0503"  # const int
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 1.0)) == "E0501"  # T missing
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 1.0, T=64, U=1)) == "E0203"
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), 1.0, alpha=2.0, T=64)) == "E0203"
    assert code(lambda: mod.saxpy[1](x, x, x.copy(), T=64)) == "E0501"  # alpha missing
    assert code(lambda: mod.saxpy[0](x, x, x.copy(), 1.0, T=64)) == "E0502"
    assert code(lambda: mod.saxpy[1](x, x, "nope", 1.0, T=64)) == "E0520"
    assert code(lambda: tile.compile("y = 1 +", cpu_engine)) == "E0100"
    assert code(lambda: tile.compile("y = nope", cpu_engine)) == "E0200"
    e = pytest.raises(tile.TileError, mod.saxpy[1], x, x, np.ones(64), 1.0, T=64).value
    assert "`out` takes f32 arrays but this array holds f64" in e.rendered
    assert "kernel saxpy(" in e.rendered, "the rendered text shows the source"
    with pytest.raises(AttributeError):
        mod.nope


def test_sessions_evaluate_and_exchange_values(cpu_engine):
    s = tile.Session(cpu_engine)
    assert s.device == "cpu"
    s.set("n", 21)
    s["scale"] = 0.5
    s.set("xs", [1, 2.5, (True, "a")])
    assert s.eval("2 * n") == 42
    assert s.eval("xs[2]") == (True, "a")
    s.eval("a = arange(6) * scale\nb = reshape(a, (2, 3))")
    b = s.get("b")
    assert b.dtype == np.float32 and b.shape == (2, 3)
    np.testing.assert_array_equal(b, np.arange(6, dtype=np.float32).reshape(2, 3) * 0.5)
    s.set("m", np.arange(12, dtype=np.int64).reshape(3, 4)[:, 1:])  # a copy of a view
    assert s.eval("m.shape") == (3, 3)
    assert s.eval("sum(m)") == sum(range(12)) - (0 + 4 + 8)
    assert "m" in s.names()
    with pytest.raises(tile.TileError) as e:
        s.get("missing")
    assert e.value.code == "E0200"
    with pytest.raises(tile.TileError) as e:
        s.eval("assert n == 1, 'n is not 1'")
    assert e.value.code == "E0505"
    assert s.eval("n") == 21, "an error keeps the session's values"
    # A kernel of the session, launched on NumPy arrays.
    s.define(SAXPY)
    out = np.zeros(10, np.float32)
    s.kernel("saxpy")[1](np.ones(10, np.float32), np.ones(10, np.float32), out, 3.0, T=16)
    assert np.all(out == 4)
    with pytest.raises(tile.TileError) as e:
        s.kernel("nope")
    assert e.value.code == "E0500"


def test_a_tile_file_loads_with_imports_beside_it(cpu_engine, tmp_path):
    (tmp_path / "helpers.tile").write_text("def double(v):\n    return v + v\n")
    (tmp_path / "kernels.tile").write_text(
        "from helpers import double\n"
        "kernel twice(x: f32[N], y: f32[N], T: const int):\n"
        "    t = load(x, index=(bid(0),), shape=(T,), padding=zero)\n"
        "    store(y, index=(bid(0),), tile=double(t))\n"
    )
    mod = tile.load(tmp_path / "kernels.tile", cpu_engine)
    x = np.arange(100, dtype=np.float32)
    y = np.zeros_like(x)
    mod.twice[(4,)](x, y, T=32)
    np.testing.assert_array_equal(y, 2 * x)
    assert "twice" in dir(mod)
    with pytest.raises(tile.TileError) as e:
        tile.load(tmp_path / "missing.tile", cpu_engine)
    assert e.value.code == "E0508"


def test_other_dtypes_and_zero_copy_outputs(cpu_engine):
    mod = tile.compile("from elementwise import add", cpu_engine)
    for dt in [np.float16, np.float64, np.int32, np.int8, np.uint16]:
        a = np.arange(50).astype(dt)
        c = np.zeros_like(a)
        mod.add[2](a, a, c, T=32)
        np.testing.assert_array_equal(c, (a + a).astype(dt))
    # Empty arrays launch too (every tile is masked).
    e = np.zeros(0, np.float32)
    mod.add[1](e, e, e, T=32)


def test_threads_launch_at_once(cpu_engine):
    """Threads launching on their own sessions at once (launches release the GIL) all finish
    with the right results."""
    import threading

    results = {}

    def work(t):
        mod = tile.compile(SAXPY, cpu_engine)
        x = np.full(4096, float(t), np.float32)
        out = np.zeros_like(x)
        for _ in range(5):
            mod.saxpy[16](x, x, out, 1.0, T=256)
        results[t] = bool(np.all(out == 2 * t))

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    assert results == {0: True, 1: True, 2: True, 3: True}
