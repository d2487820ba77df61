//! Several writable views of one exclusively borrowed host buffer.
//!
//! A launch may pass one array (or several views of it) as more than one argument, at least
//! one of them written by the kernel: `launch(scale, args=(x, x, 2.0, T))` scales in place.
//! Safe Rust cannot hand out two `&mut` borrows of the same memory, but the executor's
//! contract allows exactly this for *writable* arrays (`HostBuffer::from_raw`): it accesses
//! every writable array with relaxed atomics, so aliasing views race benignly instead of
//! causing undefined behaviour. [`writable_views`] makes such views from one `&mut [u8]`,
//! which guarantees that nothing outside the launch touches the memory meanwhile.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::ptr::NonNull;

use tile_lang::DType;

use tile_cpu::ArrayArg;

/// The layout of one view: dtype, shape and strides in elements, and the element offset of
/// element `[0, ..., 0]`.
#[derive(Clone, Copy, Debug)]
pub struct View<'s> {
    pub dtype: DType,
    pub shape: &'s [usize],
    pub strides: &'s [isize],
    pub offset: usize,
}

/// One writable [`ArrayArg`] per view, all over `bytes`. Layouts are checked against the
/// buffer when a launch binds them, like any other argument's.
pub fn writable_views<'a>(bytes: &'a mut [u8], views: &[View<'_>]) -> Vec<ArrayArg<'a>> {
    let len = bytes.len();
    let ptr: NonNull<u8> = NonNull::from(bytes).cast();
    views
        .iter()
        .map(|v| {
            // SAFETY: `ArrayArg::from_raw` requires, for `'a`: (1) `ptr .. ptr + len` is one
            // allocation valid for reads and writes — it is the slice `bytes`, mutably borrowed
            // for `'a`; (2) nothing accesses it non-atomically while a launch uses it, other
            // writable arguments of the same launch excepted — the unique borrow excludes every
            // access outside the views made here, and every view is writable, so the executor
            // reads and writes all of them atomically; (3) the memory holds Rust `bool`s only
            // if the dtype is `bool` — it is a byte buffer owned as `u8`, whose bool arrays are
            // read as bytes, never as `bool`, so any dtype may view it.
            unsafe { ArrayArg::from_raw(v.dtype, ptr, len, true, v.shape, v.strides) }.with_offset(v.offset)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_share_the_buffer() {
        let mut data = vec![0u8; 16];
        let shape = [4usize];
        let strides = [1isize];
        let views = [View { dtype: DType::F32, shape: &shape, strides: &strides, offset: 0 }, View { dtype: DType::F32, shape: &shape[..], strides: &strides, offset: 0 }];
        let args = writable_views(&mut data, &views);
        assert_eq!(args.len(), 2);
        assert!(args.iter().all(|a| a.is_writable() && a.len_bytes() == 16));
    }
}
