//! Hand-written test kernels, so launches, faults and recovery can be checked on a GPU
//! without tileiras. Sources are in `crates/gpu/kernels/`; the PTX targets sm_90 with PTX ISA
//! 8.0, which any CUDA 12 or 13 driver JITs.

/// `vector_add_f32(a: *f32, b: *f32, c: *f32, n: u32)`: `c[i] = a[i] + b[i]` for `i < n`, one
/// element per thread (launch with [`LaunchConfig::linear`](crate::LaunchConfig::linear)).
pub const VECTOR_ADD_PTX: &str = include_str!("../kernels/vector_add.ptx");

/// [`VECTOR_ADD_PTX`] assembled by `ptxas -arch=sm_90` (CUDA 13.4), to exercise the cubin
/// path. Regenerate with
/// `.tools/cuda/nvidia/cu13/bin/ptxas -arch=sm_90 crates/gpu/kernels/vector_add.ptx -o crates/gpu/kernels/vector_add.sm_90.cubin`.
pub const VECTOR_ADD_SM90_CUBIN: &[u8] = include_bytes!("../kernels/vector_add.sm_90.cubin");

/// The kernel symbol in [`VECTOR_ADD_PTX`] and [`VECTOR_ADD_SM90_CUBIN`].
pub const VECTOR_ADD: &str = "vector_add_f32";

/// A real tileiras 13.4 cubin of `examples/vector_add.tile` (`c = a + b`, tiles of 256 f32,
/// no divisibility assumptions; `tile build --target sm_90 examples/vector_add.tile`, the
/// specialisation the manifest lists as `vector_add-2`). Tile ABI: `(a.ptr, a.shape0: i32,
/// a.stride0: i32, b.ptr, ..., c.stride0)` at offsets 0, 8, 12, 16, ..., 44 (48 bytes); launch
/// with [`LaunchConfig::tile`](crate::LaunchConfig::tile) over `ceil(n / 256)` blocks.
pub const TILE_VECTOR_ADD_SM90_CUBIN: &[u8] = include_bytes!("../kernels/vector_add_tile.sm_90.cubin");

/// The kernel symbol in [`TILE_VECTOR_ADD_SM90_CUBIN`].
pub const TILE_VECTOR_ADD: &str = "vector_add";

/// The tile size [`TILE_VECTOR_ADD_SM90_CUBIN`] was compiled for.
pub const TILE_VECTOR_ADD_TILE: u32 = 256;

/// `write_u32(p: *u32, value: u32)`: thread 0 stores `value` at `p`. With `p = 0` it faults
/// the context with `CUDA_ERROR_ILLEGAL_ADDRESS`.
pub const WRITE_U32_PTX: &str = include_str!("../kernels/write_u32.ptx");

/// The kernel symbol in [`WRITE_U32_PTX`].
pub const WRITE_U32: &str = "write_u32";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ImageKind;

    #[test]
    fn images_are_what_they_claim() {
        assert_eq!(ImageKind::of(VECTOR_ADD_PTX.as_bytes()), ImageKind::Ptx);
        assert_eq!(ImageKind::of(VECTOR_ADD_SM90_CUBIN), ImageKind::Cubin);
        assert_eq!(ImageKind::of(TILE_VECTOR_ADD_SM90_CUBIN), ImageKind::Cubin);
        assert!(VECTOR_ADD_PTX.contains(&format!(".entry {VECTOR_ADD}(")));
        assert!(WRITE_U32_PTX.contains(&format!(".entry {WRITE_U32}(")));
        assert!(VECTOR_ADD_PTX.contains(".target sm_90"));
    }
}
