//! [`Array`]: a host array, i.e. a strided view of shared storage (`storage.rs`).
//!
//! An array is a dtype, a shape, strides (in elements, any sign, 0 for broadcast views) and
//! the element offset of element `[0, ..., 0]` in its storage. Slicing, integer indexing,
//! `transpose` and contiguous `reshape` make new views of the same storage (writes through one
//! view are visible through the others, as in NumPy); everything else makes a new contiguous
//! array. Every layout a constructor builds stays inside its storage, which the executor
//! checks again at launch.

use std::sync::Arc;

use smallvec::SmallVec;
use tile_lang::DType;

use super::elem;
use super::error::OpError;
use super::iter::{is_row_major, row_major};
use super::storage::{Device, Storage};
use tile_cpu::HostElem;

/// A host array (cheap to clone: clones share the storage and the layout, so a clone
/// allocates nothing).
#[derive(Clone)]
pub struct Array {
    pub(crate) storage: Arc<Storage>,
    dtype: DType,
    layout: Arc<Layout>,
    offset: usize,
}

/// Sizes and strides of a view (one allocation, shared by clones; inline up to rank 4).
struct Layout {
    shape: SmallVec<[usize; 4]>,
    strides: SmallVec<[isize; 4]>,
}

impl Layout {
    fn new(shape: impl Into<SmallVec<[usize; 4]>>, strides: impl Into<SmallVec<[isize; 4]>>) -> Arc<Layout> {
        Arc::new(Layout { shape: shape.into(), strides: strides.into() })
    }
}

/// One entry of an index expression `a[...]`.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Index {
    /// An integer: selects one position and removes the axis.
    At(i64),
    /// `start:stop:step`, each part optional.
    Slice(Option<i64>, Option<i64>, Option<i64>),
    /// `None`: inserts an axis of size 1.
    NewAxis,
}

impl std::fmt::Debug for Array {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "Array({} {:?}, strides {:?}, offset {})",
            self.dtype,
            self.shape(),
            self.strides(),
            self.offset
        )
    }
}

impl Array {
    /// A contiguous array of zeros (also `false`, and +0.0 for floats).
    pub fn zeros(dtype: DType, shape: &[usize]) -> Array {
        Array::contiguous(Storage::zeroed(byte_len(dtype, shape)), dtype, shape)
    }

    /// A contiguous array whose contents are unspecified (`empty`): zeros on the host, on a
    /// GPU its device memory as it comes ([`Storage::unset`]).
    pub fn unset(dtype: DType, shape: &[usize]) -> Array {
        Array::contiguous(Storage::unset(byte_len(dtype, shape)), dtype, shape)
    }

    /// The whole of `storage` as a row-major array of `shape`.
    fn contiguous(storage: Arc<Storage>, dtype: DType, shape: &[usize]) -> Array {
        Array { storage, dtype, layout: Layout::new(shape, row_major(shape)), offset: 0 }
    }

    /// A contiguous array holding `data` in row-major order; `None` if the sizes disagree.
    pub fn from_slice<T: HostElem>(shape: &[usize], data: &[T]) -> Option<Array> {
        let mut raw = Vec::with_capacity(std::mem::size_of_val(data));
        for &x in data {
            x.put_bytes(&mut raw);
        }
        Array::from_bytes(T::DTYPE, shape, &raw)
    }

    /// A contiguous array of `dtype` holding `bytes`: its elements, row-major, in this
    /// machine's byte order (any non-zero bool byte is stored as `true`); `None` if the byte
    /// count is not the shape's.
    pub fn from_bytes(dtype: DType, shape: &[usize], bytes: &[u8]) -> Option<Array> {
        if shape.iter().product::<usize>() * dtype.size_bytes() != bytes.len() {
            return None;
        }
        let a = Array::zeros(dtype, shape);
        let mut g = a.storage.lock().expect("fresh storage is unlocked");
        let out = super::storage::bytes_mut(&mut g, bytes.len());
        out.copy_from_slice(bytes);
        if dtype == DType::Bool {
            out.iter_mut().for_each(|b| *b = u8::from(*b != 0));
        }
        drop(g);
        Some(a)
    }

    /// A contiguous array of `dtype` holding `data` (row-major) converted with the
    /// executor's cast semantics; `None` if the sizes disagree.
    pub fn from_f64(dtype: DType, shape: &[usize], data: &[f64]) -> Option<Array> {
        if shape.iter().product::<usize>() != data.len() {
            return None;
        }
        let a = Array::zeros(dtype, shape);
        let mut g = a.storage.lock().expect("fresh storage is unlocked");
        elem::write_f64(&mut g, dtype, 0, 1, data);
        drop(g);
        Some(a)
    }

    /// The dtype of the elements.
    pub fn dtype(&self) -> DType {
        self.dtype
    }

    /// The size of each dimension.
    pub fn shape(&self) -> &[usize] {
        &self.layout.shape
    }

    /// Strides in elements.
    pub fn strides(&self) -> &[isize] {
        &self.layout.strides
    }

    /// The element offset of element `[0, ..., 0]` in the storage.
    pub fn offset(&self) -> usize {
        self.offset
    }

    /// The number of dimensions.
    pub fn ndim(&self) -> usize {
        self.shape().len()
    }

    /// The number of elements.
    pub fn size(&self) -> usize {
        self.shape().iter().product()
    }

    /// Where the array's memory is.
    pub fn device(&self) -> Device {
        self.storage.device()
    }

    /// The address of element `[0, ..., 0]` (for alignment facts): in host memory, or for an
    /// array on a GPU in device memory once a launch has used it.
    pub fn base_addr(&self) -> usize {
        self.storage.addr() + self.offset * self.dtype.size_bytes()
    }

    /// Whether two arrays share memory (views of one storage).
    pub fn shares_memory(&self, other: &Array) -> bool {
        Arc::ptr_eq(&self.storage, &other.storage)
    }

    /// Row-major contiguous: the strides of a fresh array of this shape (strides of
    /// dimensions of size 1 do not matter).
    pub fn is_contiguous(&self) -> bool {
        is_row_major(self.shape(), self.strides())
    }

    /// The elements in row-major order, converted to `f64` (copied from the GPU for an
    /// array there).
    ///
    /// Panics if the array was lost in a GPU fault, or is in use by a launch on another
    /// thread; [`Array::try_to_f64_vec`] returns those as errors.
    pub fn to_f64_vec(&self) -> Vec<f64> {
        self.try_to_f64_vec().unwrap_or_else(|e| panic!("Array::to_f64_vec: {e}"))
    }

    /// [`Array::to_f64_vec`], with unavailable memory as an error.
    pub fn try_to_f64_vec(&self) -> Result<Vec<f64>, String> {
        self.read_f64().map_err(|e| e.to_string())
    }

    pub(crate) fn read_f64(&self) -> Result<Vec<f64>, super::storage::StorageError> {
        let mut out = Vec::with_capacity(self.size());
        let g = self.storage.lock()?;
        super::iter::for_each_run(
            self.shape(),
            &[self.offset as isize],
            &[self.strides()],
            usize::MAX,
            |s, st, n| {
                elem::read_f64(&g, self.dtype, s[0], st[0], n, &mut out);
            },
        );
        Ok(out)
    }

    /// The elements in row-major order as `i128` (integers and bools exactly).
    pub(crate) fn read_i128(&self) -> Result<Vec<i128>, super::storage::StorageError> {
        let mut out = Vec::with_capacity(self.size());
        let g = self.storage.lock()?;
        super::iter::for_each_run(self.shape(), &[self.offset as isize], &[self.strides()], usize::MAX, |s, st, n| {
            elem::read_i128(&g, self.dtype, s[0], st[0], n, &mut out);
        });
        Ok(out)
    }

    /// The elements in row-major order as `T` (copied from the GPU for an array there);
    /// `None` unless `T` is the array's dtype and its memory is available (not lost in a GPU
    /// fault).
    pub fn to_vec<T: HostElem>(&self) -> Option<Vec<T>> {
        if T::DTYPE != self.dtype {
            return None;
        }
        let raw = self.to_bytes()?;
        Some(raw.chunks_exact(self.dtype.size_bytes()).map(T::from_bytes).collect())
    }

    /// The elements in row-major order as bytes in this machine's byte order (copied from
    /// the GPU for an array there); `None` when its memory is not available (lost in a GPU
    /// fault).
    pub fn to_bytes(&self) -> Option<Vec<u8>> {
        let size = self.dtype.size_bytes();
        let mut raw: Vec<u8> = Vec::with_capacity(self.size() * size);
        let g = self.storage.lock().ok()?;
        let bytes = super::storage::bytes(&g, self.storage.len());
        super::iter::for_each_run(
            self.shape(),
            &[self.offset as isize],
            &[self.strides()],
            usize::MAX,
            |s, st, n| {
                for i in 0..n {
                    let at = (s[0] + i as isize * st[0]) as usize * size;
                    raw.extend_from_slice(&bytes[at..at + size]);
                }
            },
        );
        Some(raw)
    }

    /// A view of `storage`; `None` when an element it reaches lies outside the storage.
    pub(crate) fn on_storage(storage: Arc<Storage>, dtype: DType, shape: &[usize], strides: &[isize], offset: usize) -> Option<Array> {
        if shape.len() != strides.len() {
            return None;
        }
        let (mut lo, mut hi) = (offset as isize, offset as isize);
        if shape.contains(&0) {
            hi = lo - 1;
        } else {
            for (&n, &st) in shape.iter().zip(strides) {
                let reach = (n as isize - 1).checked_mul(st)?;
                if reach < 0 { lo += reach } else { hi += reach }
            }
        }
        let fits = lo >= 0 && (hi + 1) as usize * dtype.size_bytes() <= storage.len();
        fits.then(|| Array { storage, dtype, layout: Layout::new(shape, strides), offset })
    }

    /// The same storage under another layout.
    pub(crate) fn view(&self, dtype: DType, shape: &[usize], strides: &[isize], offset: usize) -> Array {
        Array { storage: self.storage.clone(), dtype, layout: Layout::new(shape, strides), offset }
    }

    /// Element offset of a multi-index (every coordinate in range).
    pub(crate) fn offset_of(&self, index: &[usize]) -> isize {
        self.offset as isize + index.iter().zip(self.strides()).map(|(&i, &s)| i as isize * s).sum::<isize>()
    }

    /// The view `self[index]`: integers remove their axis, slices keep it, `None` adds one;
    /// axes not mentioned are kept whole.
    pub(crate) fn index(&self, index: &[Index]) -> Result<Array, OpError> {
        let real = index.iter().filter(|i| !matches!(i, Index::NewAxis)).count();
        if real > self.ndim() {
            return Err(OpError::index(format!(
                "too many indices: the array has {} dimension{} but {real} were given",
                self.ndim(),
                plural(self.ndim())
            )));
        }
        let mut shape: SmallVec<[usize; 4]> = SmallVec::new();
        let mut strides: SmallVec<[isize; 4]> = SmallVec::new();
        let mut offset = self.offset as isize;
        let mut axis = 0;
        for ix in index {
            match *ix {
                Index::NewAxis => {
                    shape.push(1);
                    strides.push(0);
                }
                Index::At(i) => {
                    let n = self.shape()[axis];
                    let k = if i < 0 { i + n as i64 } else { i };
                    if k < 0 || k >= n as i64 {
                        return Err(OpError::index(format!(
                            "index {i} is out of range for axis {axis} of size {n}"
                        )));
                    }
                    offset += k as isize * self.strides()[axis];
                    axis += 1;
                }
                Index::Slice(start, stop, step) => {
                    let n = self.shape()[axis];
                    let (first, len, step) = slice_range(n, start, stop, step)?;
                    offset += first as isize * self.strides()[axis];
                    shape.push(len);
                    strides.push(self.strides()[axis] * step as isize);
                    axis += 1;
                }
            }
        }
        shape.extend_from_slice(&self.shape()[axis..]);
        strides.extend_from_slice(&self.strides()[axis..]);
        // An empty selection may point one past the end; clamp so the view stays in range.
        let offset = if shape.contains(&0) { self.offset } else { offset as usize };
        Ok(self.view(self.dtype, &shape, &strides, offset))
    }

    /// The view with axes permuted (`axes[i]` is the source axis of result axis `i`); `None`
    /// reverses them.
    pub(crate) fn transpose(&self, axes: Option<&[i64]>) -> Result<Array, OpError> {
        let rank = self.ndim();
        let perm: Vec<usize> = match axes {
            None => (0..rank).rev().collect(),
            Some(axes) => {
                let mut seen = vec![false; rank];
                let mut perm = Vec::with_capacity(rank);
                for &a in axes {
                    let k = normalize_axis(a, rank)?;
                    if seen[k] {
                        return Err(OpError::new(
                            tile_lang::diag::codes::BAD_PERMUTATION,
                            format!("axis {a} is repeated in the permutation {axes:?}"),
                        ));
                    }
                    seen[k] = true;
                    perm.push(k);
                }
                if perm.len() != rank {
                    return Err(OpError::new(
                        tile_lang::diag::codes::BAD_PERMUTATION,
                        format!("the permutation {axes:?} has {} axes but the array has {rank}", perm.len()),
                    ));
                }
                perm
            }
        };
        let shape: SmallVec<[usize; 4]> = perm.iter().map(|&p| self.shape()[p]).collect();
        let strides: SmallVec<[isize; 4]> = perm.iter().map(|&p| self.strides()[p]).collect();
        Ok(self.view(self.dtype, &shape, &strides, self.offset))
    }

    /// A view of this array broadcast to `shape` (NumPy rules; stride 0 along new or
    /// repeated axes).
    pub(crate) fn broadcast_to(&self, shape: &[usize]) -> Result<Array, OpError> {
        if shape.len() < self.ndim() {
            return Err(OpError::broadcast(self.shape(), shape));
        }
        let lead = shape.len() - self.ndim();
        let mut strides = vec![0isize; shape.len()];
        for (d, &n) in shape.iter().enumerate() {
            if d < lead {
                continue;
            }
            let own = self.shape()[d - lead];
            strides[d] = if own == n {
                self.strides()[d - lead]
            } else if own == 1 {
                0
            } else {
                return Err(OpError::broadcast(self.shape(), shape));
            };
        }
        Ok(self.view(self.dtype, shape, &strides, self.offset))
    }

    /// A contiguous view of the same elements with another shape, if this array is
    /// contiguous; `None` otherwise (the caller copies).
    pub(crate) fn reshape_view(&self, shape: &[usize]) -> Option<Array> {
        self.is_contiguous().then(|| self.view(self.dtype, shape, &row_major(shape), self.offset))
    }

    /// The type as the REPL's `:type` shows it: `f32[1000]`, `i32[3, 4]`, `f16[]`; an array
    /// on a GPU says so: `f32[1000] @gpu` (`@gpu (lost)` after the GPU failed).
    pub fn type_string(&self) -> String {
        let dims: Vec<String> = self.shape().iter().map(usize::to_string).collect();
        let at = match self.device() {
            Device::Cpu => String::new(),
            d if self.storage.is_lost() => format!(" @{d} (lost)"),
            d => format!(" @{d}"),
        };
        format!("{}[{}]{at}", self.dtype, dims.join(", "))
    }

    /// Whether the array's data was lost in a GPU fault.
    pub fn is_lost(&self) -> bool {
        self.storage.is_lost()
    }

    /// The same layout over another storage made from this one's (for moves between devices).
    pub(crate) fn map_storage<E>(
        self,
        f: impl FnOnce(Arc<Storage>) -> Result<Arc<Storage>, E>,
    ) -> Result<Array, E> {
        let Array { storage, dtype, layout, offset } = self;
        Ok(Array { storage: f(storage)?, dtype, layout, offset })
    }
}

/// The bytes of a contiguous array of `shape`.
fn byte_len(dtype: DType, shape: &[usize]) -> usize {
    shape.iter().product::<usize>() * dtype.size_bytes()
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// An axis number for an array of `rank` (negative counts from the end).
pub(crate) fn normalize_axis(axis: i64, rank: usize) -> Result<usize, OpError> {
    let r = rank as i64;
    let k = if axis < 0 { axis + r } else { axis };
    if k < 0 || k >= r {
        return Err(OpError::new(
            tile_lang::diag::codes::AXIS_RANGE,
            format!("axis {axis} is out of range for an array of {rank} dimension{}", plural(rank)),
        ));
    }
    Ok(k as usize)
}

/// Python's `slice.indices`: the first position, the length and the step of
/// `start:stop:step` over `n` elements.
pub(crate) fn slice_range(
    n: usize,
    start: Option<i64>,
    stop: Option<i64>,
    step: Option<i64>,
) -> Result<(usize, usize, i64), OpError> {
    let step = step.unwrap_or(1);
    if step == 0 {
        return Err(OpError::index("a slice step cannot be zero".to_string()));
    }
    let n = n as i64;
    let clamp = |v: i64, lo: i64, hi: i64| v.clamp(lo, hi);
    let norm = |v: i64| if v < 0 { v + n } else { v };
    let (first, last) = if step > 0 {
        (start.map_or(0, |s| clamp(norm(s), 0, n)), stop.map_or(n, |s| clamp(norm(s), 0, n)))
    } else {
        (start.map_or(n - 1, |s| clamp(norm(s), -1, n - 1)), stop.map_or(-1, |s| clamp(norm(s), -1, n - 1)))
    };
    let len = if step > 0 {
        if last > first {
            (last - first + step - 1) / step
        } else {
            0
        }
    } else if first > last {
        (first - last - step - 1) / -step
    } else {
        0
    };
    Ok((first.max(0) as usize, len as usize, step))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn a23() -> Array {
        Array::from_slice(&[2, 3], &[1i32, 2, 3, 4, 5, 6]).unwrap()
    }

    #[test]
    fn slices_follow_python() {
        assert_eq!(slice_range(10, None, None, None).unwrap(), (0, 10, 1));
        assert_eq!(slice_range(10, Some(-3), None, None).unwrap(), (7, 3, 1));
        assert_eq!(slice_range(10, None, None, Some(-1)).unwrap(), (9, 10, -1));
        assert_eq!(slice_range(10, Some(1), None, Some(2)).unwrap(), (1, 5, 2));
        assert_eq!(slice_range(5, Some(3), Some(1), None).unwrap().1, 0);
        assert_eq!(slice_range(5, Some(-100), Some(100), None).unwrap(), (0, 5, 1));
        assert!(slice_range(5, None, None, Some(0)).is_err());
    }

    #[test]
    fn views_share_storage_and_read_in_logical_order() {
        let a = a23();
        let t = a.transpose(None).unwrap();
        assert_eq!(t.shape(), [3, 2]);
        assert_eq!(t.to_vec::<i32>().unwrap(), [1, 4, 2, 5, 3, 6]);
        assert!(t.shares_memory(&a) && !t.is_contiguous());
        let row = a.index(&[Index::At(-1)]).unwrap();
        assert_eq!(row.to_vec::<i32>().unwrap(), [4, 5, 6]);
        let rev = a.index(&[Index::Slice(None, None, None), Index::Slice(None, None, Some(-2))]).unwrap();
        assert_eq!(rev.to_vec::<i32>().unwrap(), [3, 1, 6, 4]);
        assert!(a.index(&[Index::At(2)]).is_err());
        let b = a.index(&[Index::At(0)]).unwrap().broadcast_to(&[2, 3]).unwrap();
        assert_eq!(b.to_f64_vec(), [1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
        assert_eq!(a.reshape_view(&[3, 2]).unwrap().to_vec::<i32>().unwrap(), [1, 2, 3, 4, 5, 6]);
        assert!(t.reshape_view(&[6]).is_none());
        assert_eq!(a.type_string(), "i32[2, 3]");
    }
}
