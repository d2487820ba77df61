//! The DLPack 1.1 data structures (`#[repr(C)]`, field for field as `dlpack.h` declares them)
//! and what tile makes of them: the dtype of a [`DLDataType`] and the launch argument a
//! [`DLTensor`] becomes.
//!
//! Enumerations are plain integers here (`DLDeviceType` is `i32`, a type code is `u8`), never
//! Rust enums: a value a C caller makes up must be a value we can reject, not undefined
//! behaviour. `include/tile.h` declares these types inside `dlpack.h`'s own include guard
//! (`DLPACK_DLPACK_H_`), so a program may include `dlpack.h` before or after `tile.h`.
#![allow(non_upper_case_globals)]

use std::ffi::c_void;
use std::ptr::NonNull;

use tile_jit::engine::{ArrayArg, HostBuffer};
use tile_jit::lang::DType;

/// The DLPack major version these structures are laid out for.
pub const DLPACK_MAJOR_VERSION: u32 = 1;
/// The DLPack minor version these structures are laid out for.
pub const DLPACK_MINOR_VERSION: u32 = 1;

/// `DLManagedTensorVersioned::flags`: the tensor must not be written.
pub const DLPACK_FLAG_BITMASK_READ_ONLY: u64 = 1 << 0;
/// `DLManagedTensorVersioned::flags`: the producer made a copy the consumer owns alone.
pub const DLPACK_FLAG_BITMASK_IS_COPIED: u64 = 1 << 1;
/// `DLManagedTensorVersioned::flags`: a sub-byte dtype is padded to a byte, not packed.
pub const DLPACK_FLAG_BITMASK_IS_SUBBYTE_TYPE_PADDED: u64 = 1 << 2;

/// The DLPack version of a managed tensor.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLPackVersion {
    /// A major version other than 1 means another memory layout: only the deleter may be used.
    pub major: u32,
    /// Minor versions add enumeration values.
    pub minor: u32,
}

/// Where a tensor lives (`kDLCPU`, `kDLCUDA`, ...): `dlpack.h`'s enumeration, as its `int32_t`.
pub type DLDeviceType = i32;

/// Host memory.
pub const kDLCPU: DLDeviceType = 1;
/// CUDA device memory.
pub const kDLCUDA: DLDeviceType = 2;
/// Pinned host memory (`cudaMallocHost`): host memory tile reads in place.
pub const kDLCUDAHost: DLDeviceType = 3;
/// OpenCL memory (not supported by tile).
pub const kDLOpenCL: DLDeviceType = 4;
/// Vulkan memory (not supported by tile).
pub const kDLVulkan: DLDeviceType = 7;
/// Metal memory (not supported by tile).
pub const kDLMetal: DLDeviceType = 8;
/// Verilog simulator memory (not supported by tile).
pub const kDLVPI: DLDeviceType = 9;
/// ROCm memory (not supported by tile).
pub const kDLROCM: DLDeviceType = 10;
/// Pinned ROCm host memory (not supported by tile).
pub const kDLROCMHost: DLDeviceType = 11;
/// A reserved extension device (not supported by tile).
pub const kDLExtDev: DLDeviceType = 12;
/// CUDA managed memory (`cudaMallocManaged`): used as device memory on a GPU engine.
pub const kDLCUDAManaged: DLDeviceType = 13;
/// oneAPI memory (not supported by tile).
pub const kDLOneAPI: DLDeviceType = 14;
/// WebGPU memory (not supported by tile).
pub const kDLWebGPU: DLDeviceType = 15;
/// Hexagon DSP memory (not supported by tile).
pub const kDLHexagon: DLDeviceType = 16;
/// MAIA memory (not supported by tile).
pub const kDLMAIA: DLDeviceType = 17;
/// AWS Trainium memory (not supported by tile).
pub const kDLTrn: DLDeviceType = 18;

/// A device: its type and index.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDevice {
    /// `kDLCPU`, `kDLCUDA`, ...
    pub device_type: DLDeviceType,
    /// The device's index (0 for host, pinned and managed memory).
    pub device_id: i32,
}

/// `DLDataType::code`: signed integer.
pub const kDLInt: u8 = 0;
/// `DLDataType::code`: unsigned integer.
pub const kDLUInt: u8 = 1;
/// `DLDataType::code`: IEEE float.
pub const kDLFloat: u8 = 2;
/// `DLDataType::code`: opaque handle (not supported by tile).
pub const kDLOpaqueHandle: u8 = 3;
/// `DLDataType::code`: bfloat16.
pub const kDLBfloat: u8 = 4;
/// `DLDataType::code`: complex (not supported by tile).
pub const kDLComplex: u8 = 5;
/// `DLDataType::code`: bool, one byte per element.
pub const kDLBool: u8 = 6;
/// `DLDataType::code`: fp8 with 4 exponent and 3 mantissa bits, finite (tile's `f8e4m3`).
pub const kDLFloat8_e4m3fn: u8 = 10;
/// `DLDataType::code`: fp8 with 5 exponent and 2 mantissa bits (tile's `f8e5m2`).
pub const kDLFloat8_e5m2: u8 = 12;

/// An element type: a type code, a width in bits, and a vector width (1 for scalars).
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DLDataType {
    /// `kDLInt`, `kDLFloat`, ...
    pub code: u8,
    /// The width of one lane in bits.
    pub bits: u8,
    /// Vector lanes per element; tile takes 1 only.
    pub lanes: u16,
}

/// A tensor that does not manage its memory: data pointer, device, rank, dtype, shape, strides
/// (in elements; NULL means compact row-major) and a byte offset into the data.
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct DLTensor {
    /// The allocation (a host pointer, or a `CUdeviceptr` for `kDLCUDA`).
    pub data: *mut c_void,
    /// Where the memory is.
    pub device: DLDevice,
    /// The rank.
    pub ndim: i32,
    /// The element type.
    pub dtype: DLDataType,
    /// `ndim` sizes.
    pub shape: *mut i64,
    /// `ndim` strides in elements, or NULL for compact row-major.
    pub strides: *mut i64,
    /// Bytes from `data` to element `[0, ..., 0]`.
    pub byte_offset: u64,
}

/// A versioned tensor with its owner's deleter and flags (the DLPack 1.x exchange structure).
/// tile borrows it for a call and never calls the deleter: the caller keeps ownership.
#[repr(C)]
#[derive(Debug)]
pub struct DLManagedTensorVersioned {
    /// The layout version; tile refuses a major version other than 1.
    pub version: DLPackVersion,
    /// The producer's context.
    pub manager_ctx: *mut c_void,
    /// The producer's destructor (the owner of the tensor calls it, not tile).
    pub deleter: Option<unsafe extern "C" fn(self_: *mut DLManagedTensorVersioned)>,
    /// `DLPACK_FLAG_BITMASK_*`.
    pub flags: u64,
    /// The tensor.
    pub dl_tensor: DLTensor,
}

/// The tile dtype of a DLPack element type.
pub fn dtype_of(t: DLDataType) -> Result<DType, String> {
    let d = match (t.code, t.bits, t.lanes) {
        (_, _, l) if l != 1 => return Err(format!("vector elements ({l} lanes) are not supported")),
        (kDLBool, 8, _) => DType::Bool,
        (kDLInt, 8, _) => DType::I8,
        (kDLInt, 16, _) => DType::I16,
        (kDLInt, 32, _) => DType::I32,
        (kDLInt, 64, _) => DType::I64,
        (kDLUInt, 8, _) => DType::U8,
        (kDLUInt, 16, _) => DType::U16,
        (kDLUInt, 32, _) => DType::U32,
        (kDLUInt, 64, _) => DType::U64,
        (kDLFloat, 16, _) => DType::F16,
        (kDLFloat, 32, _) => DType::F32,
        (kDLFloat, 64, _) => DType::F64,
        (kDLBfloat, 16, _) => DType::BF16,
        (kDLFloat8_e4m3fn, 8, _) => DType::F8E4M3,
        (kDLFloat8_e5m2, 8, _) => DType::F8E5M2,
        (code, bits, _) => return Err(format!("DLPack type code {code} with {bits} bits has no tile dtype")),
    };
    Ok(d)
}

/// A DLPack element type for a tile dtype (`tf32` travels as `f32`).
pub fn dl_dtype(d: DType) -> DLDataType {
    let (code, bits) = match d {
        DType::Bool => (kDLBool, 8),
        DType::I8 => (kDLInt, 8),
        DType::I16 => (kDLInt, 16),
        DType::I32 => (kDLInt, 32),
        DType::I64 => (kDLInt, 64),
        DType::U8 => (kDLUInt, 8),
        DType::U16 => (kDLUInt, 16),
        DType::U32 => (kDLUInt, 32),
        DType::U64 => (kDLUInt, 64),
        DType::F16 => (kDLFloat, 16),
        DType::BF16 => (kDLBfloat, 16),
        DType::F32 | DType::TF32 => (kDLFloat, 32),
        DType::F64 => (kDLFloat, 64),
        DType::F8E4M3 => (kDLFloat8_e4m3fn, 8),
        DType::F8E5M2 => (kDLFloat8_e5m2, 8),
    };
    DLDataType { code, bits, lanes: 1 }
}

/// Where a tensor's memory is, as tile sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Host memory (`kDLCPU`, `kDLCUDAHost`).
    Host,
    /// Device memory of CUDA device `ordinal` (`kDLCUDA`, `kDLCUDAManaged`).
    Cuda(i32),
}

/// A tensor's layout, read and checked: everything but the memory itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The tile dtype.
    pub dtype: DType,
    /// Where the memory is.
    pub place: Place,
    /// Sizes.
    pub shape: Vec<usize>,
    /// Strides in elements.
    pub strides: Vec<isize>,
    /// The address of the lowest element the view reaches (host address or `CUdeviceptr`).
    pub start: usize,
    /// Bytes from `start` to the end of the highest element (0 for an empty tensor).
    pub len: usize,
    /// The element index of `[0, ..., 0]` counted from `start`.
    pub offset: usize,
}

impl Layout {
    /// Reads a tensor's fields.
    ///
    /// # Safety
    ///
    /// `t.shape` must point to `t.ndim` readable `i64`s when `ndim > 0`, and `t.strides` too
    /// unless it is NULL. The data pointer is not read.
    pub unsafe fn of(t: &DLTensor) -> Result<Layout, String> {
        let dtype = dtype_of(t.dtype)?;
        let place = match t.device.device_type {
            kDLCPU | kDLCUDAHost => Place::Host,
            kDLCUDA | kDLCUDAManaged => Place::Cuda(t.device.device_id),
            other => return Err(format!("DLPack device type {other} is not host memory or CUDA memory")),
        };
        let ndim = usize::try_from(t.ndim).map_err(|_| format!("a negative rank ({})", t.ndim))?;
        if ndim > 16 {
            return Err(format!("rank {ndim} is more than tile supports (16)"));
        }
        if ndim > 0 && t.shape.is_null() {
            return Err("the shape pointer is NULL".into());
        }
        // SAFETY: the caller promises `shape` points to `ndim` readable values (checked
        // non-null above when `ndim > 0`).
        let raw_shape: &[i64] = if ndim == 0 { &[] } else { unsafe { std::slice::from_raw_parts(t.shape, ndim) } };
        let mut shape = Vec::with_capacity(ndim);
        for &s in raw_shape {
            shape.push(usize::try_from(s).map_err(|_| format!("a negative size in shape {raw_shape:?}"))?);
        }
        let strides: Vec<isize> = if t.strides.is_null() || ndim == 0 {
            let mut st = vec![1isize; ndim];
            for d in (0..ndim.saturating_sub(1)).rev() {
                st[d] = st[d + 1]
                    .checked_mul(isize::try_from(shape[d + 1]).map_err(|_| "a size too large".to_string())?)
                    .ok_or("the shape is too large")?;
            }
            st
        } else {
            // SAFETY: the caller promises non-null `strides` points to `ndim` readable values.
            let raw = unsafe { std::slice::from_raw_parts(t.strides, ndim) };
            raw.iter().map(|&s| isize::try_from(s).map_err(|_| format!("stride {s} is out of range"))).collect::<Result<_, _>>()?
        };
        let size = dtype.size_bytes();
        let empty = shape.contains(&0);
        let (mut lo, mut hi) = (0i128, 0i128);
        for (&n, &s) in shape.iter().zip(&strides) {
            let reach = i128::from(s as i64) * (n.max(1) as i128 - 1);
            if reach < 0 {
                lo += reach;
            } else {
                hi += reach;
            }
        }
        let data = t.data as usize as i128;
        let first = data + i128::from(t.byte_offset);
        let start = first + lo * size as i128;
        let len = if empty { 0 } else { (hi - lo + 1) * size as i128 };
        if !empty && data == 0 {
            return Err("the data pointer is NULL".into());
        }
        if start < 0 || start + len > usize::MAX as i128 || len > isize::MAX as i128 {
            return Err("the view reaches outside the address space".into());
        }
        if !empty && !(start as usize).is_multiple_of(size) {
            return Err(format!("the data is not aligned to its {size}-byte elements"));
        }
        Ok(Layout { dtype, place, shape, strides, start: start as usize, len: len as usize, offset: (-lo) as usize })
    }

    /// The host array this layout views, borrowed for `'a`.
    ///
    /// # Safety
    ///
    /// `self.place` must be [`Place::Host`] and `start .. start + len` memory valid for reads
    /// (and for writes if `writable`) for `'a`, with the access rules of
    /// [`HostBuffer::from_raw`]: while a launch uses it, nothing else writes it, and if
    /// `writable` nothing else accesses it.
    pub unsafe fn host_arg<'a>(&self, writable: bool) -> ArrayArg<'a> {
        // An empty view reads no memory: any aligned address serves.
        let ptr = NonNull::new(self.start as *mut u8).unwrap_or(NonNull::<u64>::dangling().cast());
        // SAFETY: the caller's contract is exactly `HostBuffer::from_raw`'s for this range.
        let buf = unsafe { HostBuffer::from_raw(ptr, self.len, writable) };
        ArrayArg::with_buf(buf, self.dtype, &self.shape, &self.strides).with_offset(self.offset)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_structures_have_dlpack_11_layout() {
        use std::mem::{offset_of, size_of};
        assert_eq!(size_of::<DLDevice>(), 8);
        assert_eq!(size_of::<DLDataType>(), 4);
        assert_eq!((offset_of!(DLTensor, device), offset_of!(DLTensor, ndim), offset_of!(DLTensor, dtype)), (8, 16, 20));
        assert_eq!((offset_of!(DLTensor, shape), offset_of!(DLTensor, strides), offset_of!(DLTensor, byte_offset)), (24, 32, 40));
        assert_eq!(size_of::<DLTensor>(), 48);
        assert_eq!(offset_of!(DLManagedTensorVersioned, manager_ctx), 8);
        assert_eq!(offset_of!(DLManagedTensorVersioned, deleter), 16);
        assert_eq!(offset_of!(DLManagedTensorVersioned, flags), 24);
        assert_eq!(offset_of!(DLManagedTensorVersioned, dl_tensor), 32);
    }

    #[test]
    fn dtypes_round_trip_and_unknown_ones_are_refused() {
        for d in DType::ALL.into_iter().filter(|d| *d != DType::TF32) {
            assert_eq!(dtype_of(dl_dtype(d)), Ok(d));
        }
        assert!(dtype_of(DLDataType { code: kDLComplex, bits: 64, lanes: 1 }).is_err());
        assert!(dtype_of(DLDataType { code: kDLFloat, bits: 32, lanes: 4 }).unwrap_err().contains("4 lanes"));
        assert!(dtype_of(DLDataType { code: kDLFloat, bits: 24, lanes: 1 }).is_err());
    }

    fn tensor(data: &mut [f32], shape: &mut [i64], strides: Option<&mut [i64]>, offset: u64) -> DLTensor {
        DLTensor {
            data: data.as_mut_ptr().cast(),
            device: DLDevice { device_type: kDLCPU, device_id: 0 },
            ndim: shape.len() as i32,
            dtype: dl_dtype(DType::F32),
            shape: shape.as_mut_ptr(),
            strides: strides.map_or(std::ptr::null_mut(), |s| s.as_mut_ptr()),
            byte_offset: offset,
        }
    }

    #[test]
    fn layouts_cover_exactly_the_elements_a_view_reaches() {
        let mut data = vec![0f32; 24];
        let base = data.as_ptr() as usize;
        let mut shape = [3i64, 4];
        // SAFETY: shape and strides point to two values each.
        let l = unsafe { Layout::of(&tensor(&mut data, &mut shape, None, 0)) }.unwrap();
        assert_eq!((l.strides.clone(), l.start, l.len, l.offset), (vec![4, 1], base, 48, 0));
        // Reversed rows: element [0, 0] is the last row's first element.
        let mut strides = [-4i64, 1];
        // SAFETY: as above.
        let l = unsafe { Layout::of(&tensor(&mut data, &mut shape, Some(&mut strides), 32)) }.unwrap();
        assert_eq!((l.start, l.len, l.offset), (base, 48, 8));
        // A broadcast dimension and an empty tensor.
        let mut strides = [0i64, 1];
        // SAFETY: as above.
        let l = unsafe { Layout::of(&tensor(&mut data, &mut shape, Some(&mut strides), 0)) }.unwrap();
        assert_eq!(l.len, 16);
        let mut empty = [0i64, 4];
        // SAFETY: as above.
        let l = unsafe { Layout::of(&tensor(&mut data, &mut empty, None, 0)) }.unwrap();
        assert_eq!(l.len, 0);
        // Misaligned data, a negative size.
        // SAFETY: as above.
        assert!(unsafe { Layout::of(&tensor(&mut data, &mut shape, None, 2)) }.unwrap_err().contains("aligned"));
        let mut neg = [-1i64, 4];
        // SAFETY: as above.
        assert!(unsafe { Layout::of(&tensor(&mut data, &mut neg, None, 0)) }.unwrap_err().contains("negative size"));
    }
}
