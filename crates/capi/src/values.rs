//! Arrays between a session and a caller, by copy: a host DLPack tensor (any strides) becomes
//! a new session array, and a session array comes out as a new `DLManagedTensorVersioned` the
//! caller owns (its deleter frees it). Also the row-major byte forms both directions go
//! through, which the Python module uses too.

use std::ffi::c_void;

use tile_jit::lang::DType;
use tile_jit::Array;

use crate::dlpack::{
    dl_dtype, DLDevice, DLManagedTensorVersioned, DLPackVersion, DLTensor, Layout, Place, DLPACK_FLAG_BITMASK_IS_COPIED, kDLCPU,
};

/// A new array of `dtype` and `shape` from row-major native-endian bytes; `Err` says why not
/// (a byte count that does not match, a dtype without a host element type: fp8, tf32).
pub fn array_from_bytes(dtype: DType, shape: &[usize], data: &[u8]) -> Result<Array, String> {
    if matches!(dtype, DType::TF32 | DType::F8E4M3 | DType::F8E5M2) {
        return Err(format!("arrays of {dtype} cannot be made from host data"));
    }
    let n: usize = shape.iter().product();
    Array::from_bytes(dtype, shape, data).ok_or_else(|| format!("{} bytes are not {n} elements of {dtype}", data.len()))
}

/// An array's elements as row-major native-endian bytes and the dtype they are in: the
/// array's own, except that fp8 and tf32 arrays come as `f32` values.
pub fn array_bytes(a: &Array) -> Result<(DType, Vec<u8>), String> {
    let unreadable = || "the array's data cannot be read (it was lost with a failed GPU)".to_string();
    if matches!(a.dtype(), DType::TF32 | DType::F8E4M3 | DType::F8E5M2) {
        let v = a.try_to_f64_vec()?;
        return Ok((DType::F32, v.into_iter().flat_map(|x| (x as f32).to_ne_bytes()).collect()));
    }
    Ok((a.dtype(), a.to_bytes().ok_or_else(unreadable)?))
}

/// The elements a host tensor views, in row-major order, as bytes.
///
/// # Safety
/// `layout` describes host memory valid for reads for the call (`start .. start + len`).
pub unsafe fn gather(layout: &Layout) -> Vec<u8> {
    let size = layout.dtype.size_bytes();
    let n: usize = layout.shape.iter().product();
    let mut out = Vec::with_capacity(n * size);
    if n == 0 {
        return out;
    }
    let rank = layout.shape.len();
    let mut idx = vec![0usize; rank];
    loop {
        let e = layout.offset as isize + idx.iter().zip(&layout.strides).map(|(&i, &st)| i as isize * st).sum::<isize>();
        // The element's index counted from `start` is in `0 .. len / size` (the layout's
        // extent covers every element the view reaches).
        let p = (layout.start + e as usize * size) as *const u8;
        // SAFETY: `p .. p + size` lies inside `start .. start + len`, readable by the
        // caller's contract.
        out.extend_from_slice(unsafe { std::slice::from_raw_parts(p, size) });
        let mut d = rank;
        loop {
            if d == 0 {
                return out;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < layout.shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// A host tensor copied into a new array.
///
/// # Safety
/// `t`'s shape and strides hold `ndim` values and its memory is readable for the view.
pub unsafe fn tensor_to_array(t: &DLTensor) -> Result<Array, String> {
    // SAFETY: the caller's contract.
    let layout = unsafe { Layout::of(t) }?;
    if layout.place != Place::Host {
        return Err("the tensor is in CUDA memory; copy it to the host first".into());
    }
    // SAFETY: host memory readable for the view (the caller's contract).
    let bytes = unsafe { gather(&layout) };
    array_from_bytes(layout.dtype, &layout.shape, &bytes)
}

/// What a managed tensor made by [`export`] owns; `managed` first, so that the tensor's address
/// is this block's.
#[repr(C)]
struct Exported {
    managed: DLManagedTensorVersioned,
    shape: Vec<i64>,
    strides: Vec<i64>,
    /// The elements, in 8-byte words so that every dtype is aligned.
    data: Vec<u64>,
}

/// The deleter of exported tensors.
unsafe extern "C" fn delete_exported(m: *mut DLManagedTensorVersioned) {
    if !m.is_null() {
        // SAFETY: `m` is the first field of an `Exported` made by `Box::into_raw` in `export`
        // (the deleter's contract: called once, by the owner, on a tensor `export` made).
        drop(unsafe { Box::from_raw(m.cast::<Exported>()) });
    }
}

/// A copy of an array as a new row-major host tensor, owned by the caller: calling its
/// `deleter` frees it.
pub fn export(a: &Array) -> Result<*mut DLManagedTensorVersioned, String> {
    let (dtype, bytes) = array_bytes(a)?;
    let shape: Vec<i64> = a.shape().iter().map(|&n| n as i64).collect();
    let mut strides = vec![1i64; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        strides[d] = strides[d + 1] * shape[d + 1];
    }
    let mut data = vec![0u64; bytes.len().div_ceil(8).max(1)];
    for (w, chunk) in data.iter_mut().zip(bytes.chunks(8)) {
        let mut b = [0u8; 8];
        b[..chunk.len()].copy_from_slice(chunk);
        *w = u64::from_ne_bytes(b);
    }
    let mut e = Box::new(Exported {
        managed: DLManagedTensorVersioned {
            version: DLPackVersion { major: 1, minor: 1 },
            manager_ctx: std::ptr::null_mut(),
            deleter: Some(delete_exported),
            flags: DLPACK_FLAG_BITMASK_IS_COPIED,
            dl_tensor: DLTensor {
                data: std::ptr::null_mut(),
                device: DLDevice { device_type: kDLCPU, device_id: 0 },
                ndim: shape.len() as i32,
                dtype: dl_dtype(dtype),
                shape: std::ptr::null_mut(),
                strides: std::ptr::null_mut(),
                byte_offset: 0,
            },
        },
        shape,
        strides,
        data,
    });
    // The vectors' buffers do not move when the box does.
    e.managed.dl_tensor.data = e.data.as_mut_ptr().cast::<c_void>();
    e.managed.dl_tensor.shape = e.shape.as_mut_ptr();
    e.managed.dl_tensor.strides = e.strides.as_mut_ptr();
    let raw = Box::into_raw(e);
    // SAFETY: `raw` is a live, uniquely owned box; the context points back at it.
    unsafe { (*raw).managed.manager_ctx = raw.cast::<c_void>() };
    Ok(raw.cast::<DLManagedTensorVersioned>())
}
