//! TMA tensor maps: the 128-byte descriptors through which a kernel's `cp.async.bulk.tensor`
//! copies read a global tensor, built on the host by the driver (`cuTensorMapEncodeTiled`) and
//! passed to the kernel by value.

use crate::error::Result;
use crate::loader::Driver;
use crate::raw;

/// One encoded tensor map, aligned as a kernel parameter of its kind must be (64 bytes).
#[repr(C, align(64))]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TensorMap(pub [u64; 16]);

impl TensorMap {
    /// An all-zero map: a placeholder until one is encoded (no kernel may read it).
    pub const ZERO: TensorMap = TensorMap([0; 16]);
}

/// The tensor map of a tensor of 16-bit elements at device address `base`, with `dims`
/// extents (innermost first: the dimension of unit stride), `strides` bytes between
/// consecutive indices of every dimension but the first, and `boxes` elements per copy along
/// each; copies land in shared memory in the 128-byte swizzle, and what lies outside the tensor
/// arrives as zeros. The driver refuses what the encoding cannot hold (a base or stride not a
/// multiple of 16 bytes, an extent of 0 or above 2^32, a box above 256).
pub fn tensor_map_16bit(base: u64, dims: &[u64], strides: &[u64], boxes: &[u32]) -> Result<TensorMap> {
    Driver::load()?;
    raw::tensor_map_encode_tiled_16bit(base, dims, strides, boxes).map(TensorMap)
}
