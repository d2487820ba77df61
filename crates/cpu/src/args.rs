//! Launch arguments: borrowed host arrays ([`ArrayArg`]) and scalars ([`ScalarArg`]).
//!
//! An `ArrayArg` is a view, never a copy: a borrowed buffer plus dtype, shape, strides (in
//! elements; any sign, 0 for broadcast dimensions) and the element offset of element
//! `[0, ..., 0]` within the buffer. Constructors never fail; the layout is checked against the
//! buffer when a launch binds the argument to its parameter, so the error can name the
//! parameter. A mutable borrow makes a writable array; a shared borrow a read-only one, which
//! a launch refuses for parameters the kernel stores to. (`ArrayArg::from_raw`, for memory
//! Rust does not own, is in `memory.rs` with the rest of the `unsafe` code.)

use half::{bf16, f16};
use tile_lang::DType;

use super::memory::{HostBuffer, HostElem};
use super::ops::cast::{cast, float_scalar, int_scalar};
use super::tile::Buf;

/// Row-major (C-order) strides, in elements, of a contiguous array of `shape`.
pub fn row_major_strides(shape: &[usize]) -> Vec<isize> {
    super::ops::shape::row_major(shape).into_iter().map(|s| s as isize).collect()
}

/// A borrowed host array.
#[derive(Debug)]
pub struct ArrayArg<'a> {
    dtype: DType,
    shape: Vec<usize>,
    strides: Vec<isize>,
    offset: usize,
    pub(crate) buf: HostBuffer<'a>,
}

impl<'a> ArrayArg<'a> {
    /// An array over a [`HostBuffer`] with the given layout: how memory Rust does not own
    /// (made with the `unsafe` [`HostBuffer::from_raw`], e.g. a C caller's DLPack tensor)
    /// becomes a launch argument. The layout is checked against the buffer at launch.
    pub fn with_buf(
        buf: HostBuffer<'a>,
        dtype: DType,
        shape: &[usize],
        strides: &[isize],
    ) -> ArrayArg<'a> {
        ArrayArg { dtype, shape: shape.to_vec(), strides: strides.to_vec(), offset: 0, buf }
    }

    /// A writable array over `data` with the given layout.
    pub fn new<T: HostElem>(data: &'a mut [T], shape: &[usize], strides: &[isize]) -> ArrayArg<'a> {
        ArrayArg::with_buf(HostBuffer::from_mut(data), T::DTYPE, shape, strides)
    }

    /// A writable, contiguous row-major array over `data`.
    pub fn contiguous<T: HostElem>(data: &'a mut [T], shape: &[usize]) -> ArrayArg<'a> {
        ArrayArg::new(data, shape, &row_major_strides(shape))
    }

    /// A read-only array over `data` with the given layout.
    pub fn read_only<T: HostElem>(data: &'a [T], shape: &[usize], strides: &[isize]) -> ArrayArg<'a> {
        ArrayArg::with_buf(HostBuffer::from_ref(data), T::DTYPE, shape, strides)
    }

    /// A read-only, contiguous row-major array over `data`.
    pub fn read_only_contiguous<T: HostElem>(data: &'a [T], shape: &[usize]) -> ArrayArg<'a> {
        ArrayArg::read_only(data, shape, &row_major_strides(shape))
    }

    /// A writable array of any dtype (tf32, fp8, ...) over raw bytes. The bytes must be
    /// aligned to the element size (checked at launch).
    pub fn from_bytes(dtype: DType, data: &'a mut [u8], shape: &[usize], strides: &[isize]) -> ArrayArg<'a> {
        ArrayArg::with_buf(HostBuffer::from_mut(data), dtype, shape, strides)
    }

    /// A read-only array of any dtype over raw bytes.
    pub fn from_bytes_read_only(
        dtype: DType,
        data: &'a [u8],
        shape: &[usize],
        strides: &[isize],
    ) -> ArrayArg<'a> {
        ArrayArg::with_buf(HostBuffer::from_ref(data), dtype, shape, strides)
    }

    /// The same array with element `[0, ..., 0]` at element `offset` of the buffer (needed
    /// for negative strides, or for a view into the middle of a buffer).
    pub fn with_offset(mut self, offset: usize) -> ArrayArg<'a> {
        self.offset = offset;
        self
    }

    /// The same memory viewed as another dtype of the same size (`f32` data as `tf32`,
    /// `u8` data as fp8). Refused for buffers borrowed as `bool`, which must never receive
    /// other bytes than 0 and 1.
    pub fn retype(mut self, dtype: DType) -> Result<ArrayArg<'a>, String> {
        if dtype.size_bytes() != self.dtype.size_bytes() {
            return Err(format!("cannot view {} data as {dtype}: the element sizes differ", self.dtype));
        }
        if self.buf.is_bool_backed() && dtype != DType::Bool {
            return Err(format!(
                "cannot view bool data as {dtype}: kernels could store non-bool bytes into it"
            ));
        }
        self.dtype = dtype;
        Ok(self)
    }

    pub fn dtype(&self) -> DType {
        self.dtype
    }

    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    pub fn strides(&self) -> &[isize] {
        &self.strides
    }

    pub fn offset(&self) -> usize {
        self.offset
    }

    pub fn len_bytes(&self) -> usize {
        self.buf.len_bytes()
    }

    pub fn is_writable(&self) -> bool {
        self.buf.is_writable()
    }

    /// The buffer the array views.
    pub fn buffer(&self) -> &HostBuffer<'a> {
        &self.buf
    }

    /// The buffer the array views, to write it whole (see [`HostBuffer::write_bytes`]).
    pub fn buffer_mut(&mut self) -> &mut HostBuffer<'a> {
        &mut self.buf
    }

    /// The address of element `[0, ..., 0]` (for alignment facts).
    pub fn base_addr(&self) -> usize {
        self.buf.addr() + self.offset * self.dtype.size_bytes()
    }
}

/// Why a number is not a scalar of a dtype ([`ScalarArg::exact_i64`], [`ScalarArg::exact_f64`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScalarMismatch {
    /// An integer outside the integer dtype's range `lo..=hi`.
    OutOfRange { lo: i128, hi: i128 },
    /// A float for an integer or bool dtype.
    FloatToInt,
    /// A finite number too large for the float dtype: it would become infinite (or, for
    /// `f8e4m3`, which has no infinity, saturate).
    Overflow,
}

impl std::fmt::Display for ScalarMismatch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ScalarMismatch::OutOfRange { lo, hi } => write!(f, "outside its range {lo} to {hi}"),
            ScalarMismatch::FloatToInt => f.write_str("a float, which an integer parameter does not take"),
            ScalarMismatch::Overflow => f.write_str("too large: it would overflow to infinity"),
        }
    }
}

/// The values of an integer (or bool) dtype.
fn int_range(d: DType) -> (i128, i128) {
    if d.is_bool() {
        return (0, 1);
    }
    let bits = d.bits();
    if d.is_unsigned_int() {
        (0, (1i128 << bits) - 1)
    } else {
        (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1)
    }
}

/// The magnitude from which round-to-nearest makes a float dtype's value infinite: its largest
/// finite value plus half a unit in the last place there (for `f8e4m3`, which saturates, where
/// the next value would be).
fn overflow_threshold(d: DType) -> f64 {
    match d {
        DType::F16 => 65504.0 + 16.0,
        DType::BF16 => (2.0 - 2f64.powi(-8)) * 2f64.powi(127),
        DType::F32 => (2.0 - 2f64.powi(-24)) * 2f64.powi(127),
        DType::TF32 => (2.0 - 2f64.powi(-11)) * 2f64.powi(127),
        DType::F8E4M3 => 448.0 + 16.0,
        DType::F8E5M2 => 57344.0 + 4096.0,
        _ => f64::INFINITY,
    }
}

/// A scalar argument: a dtype and one value of it.
#[derive(Clone, Debug, PartialEq)]
pub struct ScalarArg {
    dtype: DType,
    pub(crate) value: Buf,
}

impl ScalarArg {
    /// A scalar of `T`'s dtype.
    pub fn new<T: HostElem>(x: T) -> ScalarArg {
        let mut bytes = Vec::new();
        x.put_bytes(&mut bytes);
        let value = buf_from_bytes(T::DTYPE, &bytes);
        ScalarArg { dtype: T::DTYPE, value }
    }

    /// `x` converted to `dtype` with `cast` semantics (rounded to nearest for floats,
    /// including tf32 and fp8; truncated and saturated for integers).
    pub fn from_f64(dtype: DType, x: f64) -> ScalarArg {
        ScalarArg { dtype, value: float_scalar(x, dtype) }
    }

    /// `v` converted to `dtype` with `cast` semantics (wrapping for integers).
    pub fn from_i64(dtype: DType, v: i64) -> ScalarArg {
        ScalarArg { dtype, value: int_scalar(v, dtype) }
    }

    /// `v` as a `dtype` scalar when it is one: an integer in the dtype's range, 0 or 1 for
    /// bool, or a float dtype that holds it without overflowing (rounding to the nearest float
    /// is how a number becomes a float; becoming infinite is not).
    pub fn exact_i64(dtype: DType, v: i64) -> Result<ScalarArg, ScalarMismatch> {
        if dtype.is_float() {
            return ScalarArg::exact_f64(dtype, v as f64);
        }
        let (lo, hi) = int_range(dtype);
        if i128::from(v) < lo || i128::from(v) > hi {
            return Err(ScalarMismatch::OutOfRange { lo, hi });
        }
        Ok(ScalarArg::from_i64(dtype, v))
    }

    /// `x` as a `dtype` scalar when it is one: only float dtypes take floats, and a finite `x`
    /// must not overflow them (NaN and the infinities pass as they are).
    pub fn exact_f64(dtype: DType, x: f64) -> Result<ScalarArg, ScalarMismatch> {
        if !dtype.is_float() {
            return Err(ScalarMismatch::FloatToInt);
        }
        if x.is_finite() && x.abs() >= overflow_threshold(dtype) {
            return Err(ScalarMismatch::Overflow);
        }
        Ok(ScalarArg::from_f64(dtype, x))
    }

    pub fn dtype(&self) -> DType {
        self.dtype
    }

    /// The value as f64 (exact for every float dtype and for integers below 2^53).
    pub fn to_f64(&self) -> f64 {
        match cast(&self.value, self.dtype, DType::F64, None) {
            Buf::F64(v) => v[0],
            _ => unreachable!("cast to f64"),
        }
    }
}

macro_rules! scalar_from {
    ($($t:ty),*) => {$(
        impl From<$t> for ScalarArg {
            fn from(x: $t) -> ScalarArg { ScalarArg::new(x) }
        }
        impl From<$t> for Arg<'_> {
            fn from(x: $t) -> Self { Arg::Scalar(ScalarArg::new(x)) }
        }
    )*};
}

scalar_from!(bool, i8, i16, i32, i64, u8, u16, u32, u64, f16, bf16, f32, f64);

/// Decodes native-endian elements of `dtype` into a tile buffer.
pub(crate) fn buf_from_bytes(dtype: DType, bytes: &[u8]) -> Buf {
    fn decode<T: HostElem>(bytes: &[u8]) -> Vec<T> {
        bytes.chunks_exact(std::mem::size_of::<T>()).map(T::from_bytes).collect()
    }
    use super::tile::{storage, Storage};
    match storage(dtype) {
        Storage::Bool => Buf::Bool(decode(bytes)),
        Storage::I8 => Buf::I8(decode(bytes)),
        Storage::I16 => Buf::I16(decode(bytes)),
        Storage::I32 => Buf::I32(decode(bytes)),
        Storage::I64 => Buf::I64(decode(bytes)),
        Storage::U8 => Buf::U8(decode(bytes)),
        Storage::U16 => Buf::U16(decode(bytes)),
        Storage::U32 => Buf::U32(decode(bytes)),
        Storage::U64 => Buf::U64(decode(bytes)),
        Storage::F16 => Buf::F16(decode::<f16>(bytes)),
        Storage::BF16 => Buf::BF16(decode::<bf16>(bytes)),
        Storage::F32 => Buf::F32(decode(bytes)),
        Storage::F64 => Buf::F64(decode(bytes)),
    }
}

/// The native-endian bytes of a tile buffer.
pub(crate) fn buf_to_bytes(buf: &Buf) -> Vec<u8> {
    let mut out = Vec::new();
    super::tile::each_buf!(buf, v => for &x in v.iter() {
        x.put_bytes(&mut out);
    });
    out
}

/// One launch argument, matching a kernel parameter.
#[derive(Debug)]
pub enum Arg<'a> {
    Array(ArrayArg<'a>),
    Scalar(ScalarArg),
}

impl<'a> From<ArrayArg<'a>> for Arg<'a> {
    fn from(a: ArrayArg<'a>) -> Arg<'a> {
        Arg::Array(a)
    }
}

impl From<ScalarArg> for Arg<'_> {
    fn from(s: ScalarArg) -> Self {
        Arg::Scalar(s)
    }
}

#[cfg(test)]
mod exact_tests {
    use super::*;

    #[test]
    fn numbers_that_do_not_fit_are_refused_not_wrapped() {
        assert_eq!(ScalarArg::exact_i64(DType::I32, (1 << 33) + 5), Err(ScalarMismatch::OutOfRange { lo: -(1 << 31), hi: (1 << 31) - 1 }));
        assert_eq!(ScalarArg::exact_i64(DType::I32, -(1 << 31)).map(|s| s.to_f64()), Ok(-2147483648.0));
        assert!(ScalarArg::exact_i64(DType::U8, -1).is_err() && ScalarArg::exact_i64(DType::U8, 255).is_ok());
        assert!(ScalarArg::exact_i64(DType::Bool, 2).is_err() && ScalarArg::exact_i64(DType::Bool, 1).is_ok());
        assert!(ScalarArg::exact_i64(DType::I64, i64::MIN).is_ok());
        assert_eq!(ScalarArg::exact_f64(DType::I32, 2.7), Err(ScalarMismatch::FloatToInt));
        assert_eq!(ScalarArg::exact_f64(DType::F16, 1e6), Err(ScalarMismatch::Overflow));
        assert_eq!(ScalarArg::exact_i64(DType::F16, 70000), Err(ScalarMismatch::Overflow));
        // Rounding is how numbers become floats: the largest values that round down are fine.
        assert_eq!(ScalarArg::exact_f64(DType::F16, 65519.0).map(|s| s.to_f64()), Ok(65504.0));
        assert!(ScalarArg::exact_f64(DType::F16, 65520.0).is_err());
        assert_eq!(ScalarArg::exact_f64(DType::F8E4M3, 460.0).map(|s| s.to_f64()), Ok(448.0));
        assert!(ScalarArg::exact_f64(DType::F8E4M3, 1000.0).is_err());
        assert!(ScalarArg::exact_f64(DType::F32, 1e39).is_err() && ScalarArg::exact_f64(DType::F64, 1e300).is_ok());
        assert!(ScalarArg::exact_f64(DType::F16, f64::INFINITY).is_ok() && ScalarArg::exact_f64(DType::F16, f64::NAN).is_ok());
        assert_eq!(ScalarArg::exact_i64(DType::F32, (1 << 25) + 1).map(|s| s.to_f64()), Ok(33554432.0));
    }

    /// Each threshold is the first magnitude the dtype's own rounding makes infinite; the fp8
    /// dtypes saturate instead, and theirs lie half a step above their largest value.
    #[test]
    fn thresholds_sit_where_rounding_overflows() {
        for d in [DType::F16, DType::BF16, DType::F32] {
            let t = overflow_threshold(d);
            let below = ScalarArg::from_f64(d, t * (1.0 - 1e-12)).to_f64();
            let at = ScalarArg::from_f64(d, t).to_f64();
            assert!(below.is_finite() && at.is_infinite(), "{d}: {below} {at}");
        }
        for (d, max, step) in [(DType::F8E4M3, 448.0, 32.0), (DType::F8E5M2, 57344.0, 8192.0)] {
            assert_eq!(ScalarArg::from_f64(d, 1e9).to_f64(), max, "{d} saturates at its largest value");
            assert_eq!(overflow_threshold(d), max + step / 2.0, "{d}");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scalars_convert_with_cast_semantics() {
        assert_eq!(ScalarArg::from_f64(DType::I32, -2.7).value, Buf::I32(vec![-2]));
        assert_eq!(ScalarArg::from_i64(DType::U8, 257).value, Buf::U8(vec![1]));
        assert_eq!(ScalarArg::from(1.5f32).to_f64(), 1.5);
        assert_eq!(ScalarArg::from(true).dtype(), DType::Bool);
        assert_eq!(ScalarArg::from_f64(DType::F8E4M3, 1.0).value, Buf::U8(vec![0x38]));
    }

    #[test]
    fn retype_keeps_sizes_and_protects_bools() {
        let mut f = [0f32; 4];
        let a = ArrayArg::contiguous(&mut f, &[4]).retype(DType::TF32).unwrap();
        assert_eq!(a.dtype(), DType::TF32);
        assert!(a.retype(DType::F16).is_err());
        let mut b = [false; 4];
        assert!(ArrayArg::contiguous(&mut b, &[4]).retype(DType::U8).is_err());
    }

    #[test]
    fn bytes_round_trip() {
        let b = Buf::F16(vec![f16::from_f32(1.5), f16::from_f32(-2.0)]);
        assert_eq!(buf_from_bytes(DType::F16, &buf_to_bytes(&b)), b);
    }
}
