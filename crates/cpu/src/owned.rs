//! Owned host arrays, for tests and simple hosts: [`HostArray`] and [`launch_owned`].
//!
//! A `HostArray` owns 64-byte aligned storage (so it satisfies any alignment fact) plus a
//! layout, which may be any strided view of that storage ([`HostArray::with_layout`],
//! [`HostArray::transposed`]) — the way tests make non-contiguous inputs without copying.
//! Values go in and out in logical row-major order, converted with `cast` semantics.

use tile_lang::tir::Kernel;
use tile_lang::DType;

use super::args::{buf_from_bytes, buf_to_bytes, row_major_strides, Arg, ArrayArg, ScalarArg};
use super::error::ExecError;
use super::launch::{launch, ExecOptions, LaunchReport};
use super::memory::{AlignedBytes, HostElem};
use super::ops::cast::cast;
use super::tile::Buf;

/// An owned host array: aligned bytes and a layout over them.
#[derive(Clone, Debug)]
pub struct HostArray {
    dtype: DType,
    shape: Vec<usize>,
    strides: Vec<isize>,
    offset: usize,
    bytes: AlignedBytes,
}

impl HostArray {
    /// A contiguous array of zeros.
    pub fn zeros(dtype: DType, shape: &[usize]) -> HostArray {
        let n: usize = shape.iter().product();
        HostArray::from_bytes(dtype, shape, AlignedBytes::zeroed(n * dtype.size_bytes()))
    }

    fn from_bytes(dtype: DType, shape: &[usize], bytes: AlignedBytes) -> HostArray {
        HostArray { dtype, shape: shape.to_vec(), strides: row_major_strides(shape), offset: 0, bytes }
    }

    /// A contiguous array holding `data` (row-major).
    pub fn from_slice<T: HostElem>(shape: &[usize], data: &[T]) -> HostArray {
        assert_eq!(
            shape.iter().product::<usize>(),
            data.len(),
            "shape {shape:?} does not hold {} elements",
            data.len()
        );
        let mut raw = Vec::with_capacity(std::mem::size_of_val(data));
        for &x in data {
            x.put_bytes(&mut raw);
        }
        HostArray::from_raw_bytes(T::DTYPE, shape, &raw)
    }

    fn from_raw_bytes(dtype: DType, shape: &[usize], raw: &[u8]) -> HostArray {
        let mut bytes = AlignedBytes::zeroed(raw.len());
        bytes.bytes_mut().copy_from_slice(raw);
        HostArray::from_bytes(dtype, shape, bytes)
    }

    /// A contiguous array of any dtype holding `data` converted with `cast` semantics
    /// (rounded to nearest for f16/bf16/tf32/fp8, truncated and saturated for integers).
    pub fn from_f64(dtype: DType, shape: &[usize], data: &[f64]) -> HostArray {
        assert_eq!(
            shape.iter().product::<usize>(),
            data.len(),
            "shape {shape:?} does not hold {} elements",
            data.len()
        );
        let converted = cast(&Buf::F64(data.to_vec()), DType::F64, dtype, None);
        HostArray::from_raw_bytes(dtype, shape, &buf_to_bytes(&converted))
    }

    /// The same storage under another layout (validated when launched).
    pub fn with_layout(mut self, shape: &[usize], strides: &[isize], offset: usize) -> HostArray {
        self.shape = shape.to_vec();
        self.strides = strides.to_vec();
        self.offset = offset;
        self
    }

    /// The same storage viewed as another dtype of the same size (f32 data as tf32, u8
    /// codes as fp8).
    pub fn retyped(mut self, dtype: DType) -> HostArray {
        assert_eq!(dtype.size_bytes(), self.dtype.size_bytes(), "retyped to a dtype of another size");
        self.dtype = dtype;
        self
    }

    /// The same storage with the dimensions reversed (a transposed view, no copy).
    pub fn transposed(mut self) -> HostArray {
        self.shape.reverse();
        self.strides.reverse();
        self
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

    /// The raw storage.
    pub fn bytes(&self) -> &[u8] {
        self.bytes.bytes()
    }

    /// The elements in logical row-major order, as stored.
    fn logical(&self) -> Buf {
        let size = self.dtype.size_bytes();
        let n: usize = self.shape.iter().product();
        let mut raw = Vec::with_capacity(n * size);
        let mut index = vec![0usize; self.shape.len()];
        for _ in 0..n {
            let at: isize = self.offset as isize
                + index.iter().zip(&self.strides).map(|(&i, &s)| i as isize * s).sum::<isize>();
            let at = at as usize * size;
            raw.extend_from_slice(&self.bytes.bytes()[at..at + size]);
            for d in (0..index.len()).rev() {
                index[d] += 1;
                if index[d] < self.shape[d] {
                    break;
                }
                index[d] = 0;
            }
        }
        buf_from_bytes(self.dtype, &raw)
    }

    /// The elements in logical order as `T` (which must be the array's dtype).
    pub fn to_vec<T: HostElem>(&self) -> Vec<T> {
        assert_eq!(T::DTYPE, self.dtype, "to_vec of the wrong element type");
        let raw = buf_to_bytes(&self.logical());
        raw.chunks_exact(self.dtype.size_bytes()).map(T::from_bytes).collect()
    }

    /// The elements in logical order converted to f64 (exact for floats).
    pub fn to_f64(&self) -> Vec<f64> {
        match cast(&self.logical(), self.dtype, DType::F64, None) {
            Buf::F64(v) => v,
            _ => unreachable!("cast to f64"),
        }
    }

    /// This array as a (writable) launch argument.
    pub fn arg(&mut self) -> Arg<'_> {
        let dtype = self.dtype;
        Arg::Array(
            ArrayArg::from_bytes(dtype, self.bytes.bytes_mut(), &self.shape, &self.strides)
                .with_offset(self.offset),
        )
    }
}

/// An owned launch argument.
#[derive(Clone, Debug)]
pub enum HostValue {
    Array(HostArray),
    Scalar(ScalarArg),
}

impl From<HostArray> for HostValue {
    fn from(a: HostArray) -> HostValue {
        HostValue::Array(a)
    }
}

impl<T: Into<ScalarArg>> From<T> for HostValue {
    fn from(x: T) -> HostValue {
        HostValue::Scalar(x.into())
    }
}

impl HostValue {
    /// The array, if this is one.
    pub fn array(&self) -> Option<&HostArray> {
        match self {
            HostValue::Array(a) => Some(a),
            HostValue::Scalar(_) => None,
        }
    }
}

/// Launches `kernel` on owned arguments (arrays are written in place).
pub fn launch_owned(
    kernel: &Kernel,
    grid: [u32; 3],
    args: &mut [HostValue],
    opts: &ExecOptions,
) -> Result<LaunchReport, ExecError> {
    let bound: Vec<Arg<'_>> = args
        .iter_mut()
        .map(|v| match v {
            HostValue::Array(a) => a.arg(),
            HostValue::Scalar(s) => Arg::Scalar(s.clone()),
        })
        .collect();
    launch(kernel, grid, &bound, opts)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layouts_read_back_in_logical_order() {
        let a = HostArray::from_slice(&[2, 3], &[1i32, 2, 3, 4, 5, 6]);
        assert_eq!(a.to_vec::<i32>(), [1, 2, 3, 4, 5, 6]);
        let t = a.clone().transposed();
        assert_eq!(t.shape(), [3, 2]);
        assert_eq!(t.to_vec::<i32>(), [1, 4, 2, 5, 3, 6]);
        let rev = a.with_layout(&[3], &[-1], 2);
        assert_eq!(rev.to_f64(), [3.0, 2.0, 1.0]);
        let h = HostArray::from_f64(DType::F8E4M3, &[2], &[1.0, 1000.0]);
        assert_eq!(h.bytes(), [0x38, 0x7e]);
        assert_eq!(h.to_f64(), [1.0, 448.0]);
    }
}
