//! [`RawArg`]: one launch argument in the C layout the launch thunk reads.
//!
//! Whoever launches (the CPU path with host arrays, a GPU path with device pointers, a C
//! caller some day) describes each argument as a `RawArg`: its kind, dtype code and rank, the
//! array's base address or the scalar's bits, and pointers to its sizes and strides as `i64`
//! (elements). The thunk never dereferences the base address: it only checks and copies it.
//!
//! A `RawArg` borrows its sizes and strides (the lifetime `'a`), and its fields are private,
//! so every `RawArg` in safe code satisfies the invariant the thunk relies on: `sizes` and
//! `strides` point to `rank` readable `i64`s each (or `rank` is 0).
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::marker::PhantomData;

use tile_lang::DType;

/// `RawArg::kind` of an array argument.
pub const KIND_ARRAY: u8 = 0;
/// `RawArg::kind` of a scalar argument.
pub const KIND_SCALAR: u8 = 1;

/// One launch argument as the thunk reads it (`#[repr(C)]`, 32 bytes on 64-bit hosts).
#[repr(C)]
#[derive(Clone, Copy, Debug)]
pub struct RawArg<'a> {
    kind: u8,
    /// [`dtype_code`] of the element or scalar dtype.
    dtype: u8,
    rank: u8,
    _reserved: [u8; 5],
    /// The address of element `[0, ..., 0]`, or the scalar's bits zero-extended.
    data: u64,
    sizes: *const i64,
    strides: *const i64,
    _borrow: PhantomData<&'a [i64]>,
}

/// Byte offsets of the fields the generated code loads (kept next to the struct so that a
/// change to one cannot miss the other).
pub(crate) mod offsets {
    use super::RawArg;
    pub const KIND: i32 = std::mem::offset_of!(RawArg<'static>, kind) as i32;
    pub const DTYPE: i32 = std::mem::offset_of!(RawArg<'static>, dtype) as i32;
    pub const RANK: i32 = std::mem::offset_of!(RawArg<'static>, rank) as i32;
    pub const DATA: i32 = std::mem::offset_of!(RawArg<'static>, data) as i32;
    pub const SIZES: i32 = std::mem::offset_of!(RawArg<'static>, sizes) as i32;
    pub const STRIDES: i32 = std::mem::offset_of!(RawArg<'static>, strides) as i32;
    pub const STRIDE_OF_ARG: i64 = std::mem::size_of::<RawArg<'static>>() as i64;
}

impl<'a> RawArg<'a> {
    /// An array whose element `[0, ..., 0]` is at `base` (a host or device address), with
    /// `sizes` and `strides` in elements.
    ///
    /// Panics if `sizes` and `strides` differ in length or have more than 255 entries (a
    /// caller's bug: callers check ranks before building raw arguments).
    pub fn array(dtype: DType, base: u64, sizes: &'a [i64], strides: &'a [i64]) -> RawArg<'a> {
        assert_eq!(sizes.len(), strides.len(), "RawArg::array: as many sizes as strides");
        let rank = u8::try_from(sizes.len()).expect("RawArg::array: rank above 255");
        RawArg {
            kind: KIND_ARRAY,
            dtype: dtype_code(dtype),
            rank,
            _reserved: [0; 5],
            data: base,
            sizes: sizes.as_ptr(),
            strides: strides.as_ptr(),
            _borrow: PhantomData,
        }
    }

    /// A scalar of `dtype` whose storage bits (`f32::to_bits`, `1` for true, the two's
    /// complement of a negative integer, ...) are `bits`, zero-extended to 64 bits.
    pub fn scalar(dtype: DType, bits: u64) -> RawArg<'static> {
        RawArg {
            kind: KIND_SCALAR,
            dtype: dtype_code(dtype),
            rank: 0,
            _reserved: [0; 5],
            data: bits,
            sizes: std::ptr::null(),
            strides: std::ptr::null(),
            _borrow: PhantomData,
        }
    }

    pub fn is_array(&self) -> bool {
        self.kind == KIND_ARRAY
    }

    pub fn dtype(&self) -> Option<DType> {
        dtype_of_code(self.dtype)
    }

    pub fn dtype_code(&self) -> u8 {
        self.dtype
    }

    pub fn rank(&self) -> usize {
        usize::from(self.rank)
    }

    /// The base address (arrays) or the scalar's bits.
    pub fn data(&self) -> u64 {
        self.data
    }

    pub fn sizes(&self) -> &'a [i64] {
        self.dims(self.sizes)
    }

    pub fn strides(&self) -> &'a [i64] {
        self.dims(self.strides)
    }

    fn dims(&self, p: *const i64) -> &'a [i64] {
        if self.rank == 0 {
            return &[];
        }
        // SAFETY: a `RawArg` with a non-zero rank was made by `array`, from slices of `rank`
        // entries that stay borrowed for `'a`; the fields are private, so nothing changed
        // them since.
        unsafe { std::slice::from_raw_parts(p, self.rank()) }
    }
}

/// The code a `RawArg` carries for a dtype: its index in [`DType::ALL`].
pub fn dtype_code(d: DType) -> u8 {
    DType::ALL.iter().position(|&x| x == d).expect("every dtype is in DType::ALL") as u8
}

/// The dtype of a code, if it is one.
pub fn dtype_of_code(code: u8) -> Option<DType> {
    DType::ALL.get(usize::from(code)).copied()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_c_layout_is_stable() {
        assert_eq!((offsets::KIND, offsets::DTYPE, offsets::RANK, offsets::DATA), (0, 1, 2, 8));
        if cfg!(target_pointer_width = "64") {
            assert_eq!((offsets::SIZES, offsets::STRIDES, offsets::STRIDE_OF_ARG), (16, 24, 32));
        }
    }

    #[test]
    fn dtype_codes_round_trip() {
        for d in DType::ALL {
            assert_eq!(dtype_of_code(dtype_code(d)), Some(d));
        }
        assert_eq!(dtype_of_code(200), None);
    }

    #[test]
    fn arrays_lend_their_dims_back() {
        let (sizes, strides) = ([3i64, 4], [4i64, 1]);
        let a = RawArg::array(DType::F32, 0x1000, &sizes, &strides);
        assert!(a.is_array());
        assert_eq!((a.rank(), a.sizes(), a.strides()), (2, &sizes[..], &strides[..]));
        let s = RawArg::scalar(DType::F16, 0x3c00);
        assert_eq!((s.is_array(), s.rank(), s.sizes(), s.data()), (false, 0, &[][..], 0x3c00));
    }
}
