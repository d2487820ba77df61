//! Host memory: the only module of the CPU executor that uses `unsafe`.
//!
//! Blocks of a launch run on several threads at once and may write the same host array
//! (disjoint tiles normally, the same elements through `atomic_add`, or — in a racy program —
//! the same elements with plain stores). To keep that sound whatever the kernel does, every
//! access to a *writable* array goes through relaxed atomics of the element's width
//! ([`AtomicU8`] .. [`AtomicU64`]): racing stores then have an unspecified winner, exactly the
//! TIR memory model, and never undefined behaviour. *Read-only* arrays (borrowed with `&[T]`)
//! are read with plain loads, which lets contiguous rows be copied like `memcpy`.
//!
//! What needs `unsafe`, and lives here:
//! * reinterpreting a borrowed `&mut [T]` / `&[T]` as bytes ([`HostBuffer`]);
//! * viewing those bytes as a slice of words or atomic words of the element width
//!   ([`HostBuffer::words`]), after checking alignment;
//! * the 64-byte aligned byte store of owned host arrays ([`AlignedBytes`]);
//! * `Send`/`Sync` for [`HostBuffer`], which holds a raw pointer;
//! * `ArrayArg::from_raw`, the `unsafe` constructor for memory Rust does not own;
//! * reading read-only words as elements of the same layout ([`as_elems`]), for `memcpy` rows.
//!
//! Everything else (bounds, strides, masking) is safe code in `access.rs`, which indexes the
//! word slices with ordinary bounds-checked indexing: a bug there panics, it cannot corrupt
//! memory.
#![allow(unsafe_code)]
#![deny(clippy::undocumented_unsafe_blocks, unsafe_op_in_unsafe_fn)]

use std::marker::PhantomData;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicU16, AtomicU32, AtomicU64, AtomicU8, Ordering};

use half::{bf16, f16};
use tile_lang::DType;

/// Element types a host slice may hold: exactly the dtypes with a native Rust type.
///
/// Sealed: the byte reinterpretation in [`HostBuffer`] relies on every implementor being a
/// plain-old-data type without padding (and `bool` buffers only ever receiving 0 or 1).
pub trait HostElem: Copy + sealed::Sealed + Send + Sync + 'static {
    /// The dtype of arrays made from slices of this type.
    const DTYPE: DType;
    /// Appends the element's native-endian bytes.
    fn put_bytes(self, out: &mut Vec<u8>);
    /// Reads an element from its native-endian bytes (`bytes.len()` = element size).
    fn from_bytes(bytes: &[u8]) -> Self;
}

mod sealed {
    pub trait Sealed {}
}

macro_rules! host_elem {
    ($($t:ty => $d:ident),* $(,)?) => {$(
        impl sealed::Sealed for $t {}
        impl HostElem for $t {
            const DTYPE: DType = DType::$d;
            fn put_bytes(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_ne_bytes());
            }
            fn from_bytes(bytes: &[u8]) -> Self {
                <$t>::from_ne_bytes(bytes.try_into().expect("element size"))
            }
        }
    )*};
}

host_elem!(i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32, u64 => U64,
    f16 => F16, bf16 => BF16, f32 => F32, f64 => F64);

impl sealed::Sealed for bool {}
impl HostElem for bool {
    const DTYPE: DType = DType::Bool;
    fn put_bytes(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
    fn from_bytes(bytes: &[u8]) -> Self {
        bytes[0] != 0
    }
}

/// A borrowed host buffer: a byte range, whether kernels may write it, and whether its bytes
/// are Rust `bool`s (which must only ever hold 0 or 1).
#[derive(Debug)]
pub struct HostBuffer<'a> {
    ptr: NonNull<u8>,
    len: usize,
    writable: bool,
    bool_backed: bool,
    _borrow: PhantomData<&'a mut [u8]>,
}

// SAFETY: a `HostBuffer` is a borrow of host memory (`&'a mut [T]`, `&'a [T]` or a raw range
// whose owner promised the same, see `from_raw`). It only hands out `&[W]` for read-only
// buffers (like sharing a `&[T]`, which is `Sync`) and `&[AtomicW]` for writable ones (atomics
// are `Sync`), so using it from several threads is as safe as sharing those slices.
unsafe impl Send for HostBuffer<'_> {}
// SAFETY: see the `Send` impl above.
unsafe impl Sync for HostBuffer<'_> {}

impl<'a> HostBuffer<'a> {
    /// A writable buffer over a mutable slice.
    pub fn from_mut<T: HostElem>(data: &'a mut [T]) -> HostBuffer<'a> {
        let len = std::mem::size_of_val(data);
        let ptr = NonNull::from(data).cast::<u8>();
        HostBuffer { ptr, len, writable: true, bool_backed: T::DTYPE == DType::Bool, _borrow: PhantomData }
    }

    /// A read-only buffer over a shared slice.
    pub fn from_ref<T: HostElem>(data: &'a [T]) -> HostBuffer<'a> {
        let len = std::mem::size_of_val(data);
        let ptr = NonNull::from(data).cast::<u8>();
        HostBuffer { ptr, len, writable: false, bool_backed: T::DTYPE == DType::Bool, _borrow: PhantomData }
    }

    /// A buffer over raw memory.
    ///
    /// # Safety
    ///
    /// For the lifetime `'a`, `ptr .. ptr + len` must be one allocation that is valid for
    /// reads (and for writes if `writable`). If `writable`, nothing else may access it
    /// non-atomically while a launch uses it (other writable arguments of the same launch
    /// aliasing it are fine: all their accesses are atomic). If not `writable`, nothing may
    /// write it at all while a launch uses it, including another argument of that launch.
    /// If the memory holds Rust `bool`s, the dtype must be `bool` (see `ArrayArg::retype`).
    pub unsafe fn from_raw(ptr: NonNull<u8>, len: usize, writable: bool) -> HostBuffer<'a> {
        HostBuffer { ptr, len, writable, bool_backed: false, _borrow: PhantomData }
    }

    pub fn len_bytes(&self) -> usize {
        self.len
    }

    pub fn is_writable(&self) -> bool {
        self.writable
    }

    pub fn is_bool_backed(&self) -> bool {
        self.bool_backed
    }

    /// The address of the first byte (for alignment checks and messages).
    pub fn addr(&self) -> usize {
        self.ptr.as_ptr() as usize
    }

    /// A copy of the bytes (to stage them in device memory for a GPU launch).
    pub fn copy_bytes(&self) -> Vec<u8> {
        // SAFETY: `ptr .. ptr + len` is valid for reads for `'a` (every constructor's
        // contract), and no launch uses the buffer now: launches borrow the `ArrayArg` that
        // owns this buffer for their duration, and this call borrows it instead.
        unsafe { std::slice::from_raw_parts(self.ptr.as_ptr(), self.len) }.to_vec()
    }

    /// Overwrites the bytes with `src` (the same length; a writable buffer): a GPU launch's
    /// results copied back. Bytes of a `bool` buffer are stored as 0 or 1.
    pub fn write_bytes(&mut self, src: &[u8]) -> Result<(), String> {
        if !self.writable || src.len() != self.len {
            return Err(format!("cannot copy {} bytes back into a {}{}-byte buffer", src.len(), if self.writable { "" } else { "read-only " }, self.len));
        }
        let base = self.ptr.as_ptr();
        for (i, &b) in src.iter().enumerate() {
            let b = if self.bool_backed { u8::from(b != 0) } else { b };
            // SAFETY: `i < len`, and the buffer is valid for writes for `'a` (it is writable:
            // borrowed with `&mut`, or promised so by `from_raw`'s caller). No launch runs on
            // it now (this call borrows it mutably), so the write races with nothing; bytes
            // of a `bool` buffer stay 0 or 1.
            unsafe { base.add(i).write(b) };
        }
        Ok(())
    }

    /// The buffer as words of `W`'s width: plain words if read-only, atomics if writable.
    /// Trailing bytes that do not fill a word are not part of the view.
    pub(crate) fn words<W: Word>(&self) -> Result<Words<'_, W>, String> {
        let align = std::mem::align_of::<W::Atomic>();
        if !self.addr().is_multiple_of(align) {
            return Err(format!("its address {:#x} is not aligned to {align} bytes", self.addr()));
        }
        let n = self.len / W::BYTES;
        let p = self.ptr.as_ptr();
        if self.writable {
            // SAFETY: `p .. p + n * W::BYTES` lies within the borrowed range (`n` rounds
            // down), which is valid for reads and writes for `'a` and, by the borrow (or the
            // `from_raw` contract), not accessed non-atomically by anyone else meanwhile.
            // `W::Atomic` has the size of `W` and the alignment was checked above. Any bit
            // pattern is a valid integer word. Writes through it come from kernels storing
            // elements of the array's dtype, so a `bool` buffer only receives 0 or 1
            // (`ArrayArg::retype` refuses to reinterpret one as another dtype).
            let atoms = unsafe { std::slice::from_raw_parts(p.cast::<W::Atomic>().cast_const(), n) };
            Ok(Words::Atomic(atoms))
        } else {
            // SAFETY: as above, but read-only: the range is valid for reads for `'a` and
            // nothing writes it meanwhile (shared borrow or `from_raw` contract). `W` is a
            // plain integer type whose alignment (<= the atomic's) was checked.
            let plain = unsafe { std::slice::from_raw_parts(p.cast::<W>().cast_const(), n) };
            Ok(Words::Plain(plain))
        }
    }
}

impl<'a> super::args::ArrayArg<'a> {
    /// An array over raw memory of `len_bytes` bytes at `ptr`, with the given layout.
    ///
    /// # Safety
    ///
    /// The memory must satisfy the contract of [`HostBuffer::from_raw`] for `'a`: valid for
    /// reads (and writes if `writable`), not accessed non-atomically by anything else while a
    /// launch uses it (not written at all if not `writable`), and holding Rust `bool`s only if
    /// `dtype` is `bool`.
    pub unsafe fn from_raw(
        dtype: DType,
        ptr: NonNull<u8>,
        len_bytes: usize,
        writable: bool,
        shape: &[usize],
        strides: &[isize],
    ) -> super::args::ArrayArg<'a> {
        // SAFETY: our caller promises `from_raw`'s contract, which is this function's.
        let buf = unsafe { HostBuffer::from_raw(ptr, len_bytes, writable) };
        super::args::ArrayArg::with_buf(buf, dtype, shape, strides)
    }
}

/// A host buffer viewed as words of one width.
pub(crate) enum Words<'a, W: Word> {
    /// A read-only buffer.
    Plain(&'a [W]),
    /// A writable buffer, accessed only atomically.
    Atomic(&'a [W::Atomic]),
}

impl<W: Word> Words<'_, W> {
    pub fn len(&self) -> usize {
        match self {
            Words::Plain(s) => s.len(),
            Words::Atomic(s) => s.len(),
        }
    }
}

/// An unsigned integer word of 1, 2, 4 or 8 bytes and its atomic twin.
pub(crate) trait Word: Copy + Default + PartialEq + Send + Sync + 'static {
    type Atomic: Send + Sync;
    const BYTES: usize;
    fn load(a: &Self::Atomic) -> Self;
    fn store(a: &Self::Atomic, v: Self);
    /// Atomically replaces the word by `f(old)` and returns `old` (a CAS loop).
    fn update(a: &Self::Atomic, f: impl FnMut(Self) -> Self) -> Self;
}

macro_rules! word {
    ($($w:ty => $a:ty),*) => {$(
        impl Word for $w {
            type Atomic = $a;
            const BYTES: usize = std::mem::size_of::<$w>();
            #[inline(always)]
            fn load(a: &$a) -> $w {
                // Relaxed: TIR orders nothing between blocks except through `atomic_add`'s
                // element-wise atomicity; the launch's thread joins publish all writes.
                a.load(Ordering::Relaxed)
            }
            #[inline(always)]
            fn store(a: &$a, v: $w) {
                a.store(v, Ordering::Relaxed)
            }
            #[inline]
            fn update(a: &$a, mut f: impl FnMut($w) -> $w) -> $w {
                match a.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |old| Some(f(old))) {
                    Ok(old) | Err(old) => old,
                }
            }
        }
    )*};
}

word!(u8 => AtomicU8, u16 => AtomicU16, u32 => AtomicU32, u64 => AtomicU64);

/// Element types with exactly the layout of the word `W` and no invalid bit patterns
/// (integers and floats of `W`'s width, not `bool`), so words can be read as elements.
///
/// # Safety
///
/// Implementors must have `W`'s size and alignment (or smaller alignment), and every bit
/// pattern of `W` must be a valid value.
pub(crate) unsafe trait SameBits<W: Word>: Copy {}

// SAFETY: each type below is a plain integer or IEEE float (or `half`'s `repr(transparent)`
// wrapper of a `u16`) of exactly the word's size, alignment at most the word's, and every bit
// pattern is a valid value.
unsafe impl SameBits<u8> for u8 {}
// SAFETY: as above.
unsafe impl SameBits<u8> for i8 {}
// SAFETY: as above.
unsafe impl SameBits<u16> for u16 {}
// SAFETY: as above.
unsafe impl SameBits<u16> for i16 {}
// SAFETY: as above.
unsafe impl SameBits<u16> for half::f16 {}
// SAFETY: as above.
unsafe impl SameBits<u16> for half::bf16 {}
// SAFETY: as above.
unsafe impl SameBits<u32> for u32 {}
// SAFETY: as above.
unsafe impl SameBits<u32> for i32 {}
// SAFETY: as above.
unsafe impl SameBits<u32> for f32 {}
// SAFETY: as above.
unsafe impl SameBits<u64> for u64 {}
// SAFETY: as above.
unsafe impl SameBits<u64> for i64 {}
// SAFETY: as above.
unsafe impl SameBits<u64> for f64 {}

/// Read-only words viewed as elements of the same layout, so rows copy with `memcpy`.
pub(crate) fn as_elems<W: Word, T: SameBits<W>>(words: &[W]) -> &[T] {
    const { assert!(std::mem::size_of::<T>() == W::BYTES && std::mem::align_of::<T>() <= W::BYTES) };
    // SAFETY: `T` has `W`'s size and no stricter alignment (checked at compile time above,
    // promised by `SameBits`), and every bit pattern of `W` is a valid `T`; the new slice
    // covers the same bytes and borrows them for the same lifetime, read-only.
    unsafe { std::slice::from_raw_parts(words.as_ptr().cast::<T>(), words.len()) }
}

/// One 64-byte aligned chunk of [`AlignedBytes`].
#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Chunk([u8; 64]);

/// An owned, zero-initialised, 64-byte aligned byte buffer (the storage of owned host arrays,
/// aligned enough for every array fact a specialisation may assume).
#[derive(Clone)]
pub struct AlignedBytes {
    chunks: Vec<Chunk>,
    len: usize,
}

impl AlignedBytes {
    pub fn zeroed(len: usize) -> AlignedBytes {
        AlignedBytes { chunks: vec![Chunk([0; 64]); len.div_ceil(64)], len }
    }

    pub fn bytes(&self) -> &[u8] {
        // SAFETY: `Chunk` is `repr(C)` over `[u8; 64]` (size 64, no padding), so the chunks
        // are `64 * chunks.len() >= len` initialised bytes; the slice borrows `self`.
        unsafe { std::slice::from_raw_parts(self.chunks.as_ptr().cast::<u8>(), self.len) }
    }

    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: as in `bytes`, with the unique borrow of `self` making the slice unique.
        unsafe { std::slice::from_raw_parts_mut(self.chunks.as_mut_ptr().cast::<u8>(), self.len) }
    }
}

impl std::fmt::Debug for AlignedBytes {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "AlignedBytes({} bytes)", self.len)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writable_buffers_are_atomic_and_read_only_ones_plain() {
        let mut data = [1.0f32, 2.0, 3.0];
        let buf = HostBuffer::from_mut(&mut data);
        match buf.words::<u32>().unwrap() {
            Words::Atomic(a) => {
                assert_eq!(a.len(), 3);
                u32::store(&a[1], 5.0f32.to_bits());
            }
            Words::Plain(_) => panic!("writable buffer viewed as plain words"),
        }
        assert_eq!(data, [1.0, 5.0, 3.0]);
        let ro = HostBuffer::from_ref(&data);
        assert!(matches!(ro.words::<u32>().unwrap(), Words::Plain(w) if w[2] == 3.0f32.to_bits()));
    }

    #[test]
    fn misaligned_views_are_refused() {
        let bytes = AlignedBytes::zeroed(16);
        let buf = HostBuffer::from_ref(&bytes.bytes()[1..]);
        assert!(buf.words::<u32>().err().unwrap().contains("not aligned to 4 bytes"));
        assert!(buf.words::<u8>().is_ok());
    }

    #[test]
    fn aligned_bytes_are_aligned_and_zeroed() {
        let mut b = AlignedBytes::zeroed(100);
        assert_eq!(b.bytes().as_ptr() as usize % 64, 0);
        assert!(b.bytes().iter().all(|&x| x == 0));
        b.bytes_mut()[99] = 7;
        assert_eq!(b.bytes()[99], 7);
    }
}
