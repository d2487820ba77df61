"""Shared fixtures of the tile Python suite: a CPU engine for the NumPy tests, and whether a
CUDA GPU (and which array libraries) are there for the GPU tests."""

import os

import pytest

import tile


@pytest.fixture(scope="session")
def cpu_engine():
    return tile.Engine("cpu", threads=2)


def gpu_reason():
    """Why the GPU tests cannot run here, or None when they can."""
    try:
        tile.Engine("gpu")
    except tile.TileError as e:
        return f"no CUDA GPU: {e.message}"
    return None


@pytest.fixture(scope="session")
def gpu_engine():
    why = gpu_reason()
    if why:
        pytest.skip(why)
    return tile.Engine("gpu", backend=os.environ.get("TILE_BACKEND") or None)
