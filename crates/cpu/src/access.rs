//! `load`, `store` and `atomic_add`: tiles in and out of host arrays.
//!
//! An [`ArrayView`] is a validated array argument: its `(shape, strides, offset)` were checked
//! at launch to address only words inside its buffer, so every element index computed here
//! for an in-bounds element is a valid slice index (indexing stays bounds-checked anyway; a
//! bug panics instead of corrupting memory).
//!
//! The tile at tile index `idx` of a tile shape `t` covers array elements
//! `idx[d] * t[d] .. idx[d] * t[d] + t[d]` along each dimension `d`. The part inside the
//! array is a box (the [`Window`]): empty if any `idx[d]` is negative or starts past the end
//! (a load then gives all padding, a store writes nothing), else `min(t[d], size[d] - start[d])`
//! elements per dimension. Loads fill the rest with the padding value; stores and atomic adds
//! skip it (atomic adds report zero as the old value of skipped lanes).
//!
//! Rows (the last dimension) are the unit of work: a row inside the window is one contiguous
//! slice copy when the array's last stride is 1 (a `memcpy` for read-only arrays, a run of
//! relaxed atomic loads or stores for writable ones, see `memory.rs`), else a strided loop.

use half::{bf16, f16};
use smallvec::SmallVec;
use tile_lang::DType;

use super::memory::{HostBuffer, Word, Words};
use super::ops::num::{FloatOps, IntOps};
use super::tile::{each_buf, out_vec, Buf, Elem};

/// A buffer viewed as words of its element width.
pub(crate) enum Mem<'a> {
    W8(Words<'a, u8>),
    W16(Words<'a, u16>),
    W32(Words<'a, u32>),
    W64(Words<'a, u64>),
}

impl<'a> Mem<'a> {
    /// Another handle to the same words.
    fn reborrow(&self) -> Mem<'a> {
        fn words<'a, W: Word>(w: &Words<'a, W>) -> Words<'a, W> {
            match w {
                Words::Plain(s) => Words::Plain(s),
                Words::Atomic(s) => Words::Atomic(s),
            }
        }
        match self {
            Mem::W8(w) => Mem::W8(words(w)),
            Mem::W16(w) => Mem::W16(words(w)),
            Mem::W32(w) => Mem::W32(words(w)),
            Mem::W64(w) => Mem::W64(words(w)),
        }
    }

    fn len(&self) -> usize {
        match self {
            Mem::W8(w) => w.len(),
            Mem::W16(w) => w.len(),
            Mem::W32(w) => w.len(),
            Mem::W64(w) => w.len(),
        }
    }
}

/// A validated array argument.
pub(crate) struct ArrayView<'a> {
    pub shape: Vec<usize>,
    strides: Vec<isize>,
    /// The word index of element `[0, ..., 0]`.
    offset: usize,
    mem: Mem<'a>,
}

impl<'a> ArrayView<'a> {
    /// Checks that the layout addresses only words inside `buf` and views it. The error says
    /// why not, for a message naming the parameter.
    pub fn new(
        buf: &'a HostBuffer<'_>,
        dtype: DType,
        shape: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> Result<ArrayView<'a>, String> {
        let mem = match dtype.size_bytes() {
            1 => Mem::W8(buf.words()?),
            2 => Mem::W16(buf.words()?),
            4 => Mem::W32(buf.words()?),
            _ => Mem::W64(buf.words()?),
        };
        check_extent(shape, strides, offset, mem.len(), dtype)?;
        Ok(ArrayView { shape: shape.to_vec(), strides: strides.to_vec(), offset, mem })
    }

    /// The window of the tile at `idx` (tile indices) for tiles of `tile` shape.
    fn window(&self, tile: &[usize], idx: &[i64]) -> Option<Window> {
        let mut w = Window { start: SmallVec::new(), extent: SmallVec::new() };
        for ((&t, &i), &size) in tile.iter().zip(idx).zip(&self.shape) {
            // |i| < 2^31 and t <= 2^32, so the product fits in i128 comfortably (and in i64).
            let start = i128::from(i) * t as i128;
            if start < 0 || start >= size as i128 {
                return None;
            }
            let start = start as usize;
            w.start.push(start);
            w.extent.push(t.min(size - start));
        }
        Some(w)
    }

    /// The word index of the element at `start + index` (`index` may cover only the leading
    /// dimensions; the rest count as 0).
    fn word(&self, start: &[usize], index: &[usize]) -> isize {
        let mut at = self.offset as isize;
        for (d, &s) in start.iter().enumerate() {
            at += (s + index.get(d).copied().unwrap_or(0)) as isize * self.strides[d];
        }
        at
    }

    fn inner_stride(&self) -> isize {
        self.strides.last().copied().unwrap_or(1)
    }

    /// The same memory with its axes permuted: dimension `i` is this view's `order[i]`.
    pub fn permuted(&self, order: &[u8]) -> ArrayView<'a> {
        let pick = |i: &u8| (self.shape[*i as usize], self.strides[*i as usize]);
        let (shape, strides) = order.iter().map(pick).unzip();
        ArrayView { shape, strides, offset: self.offset, mem: self.mem.reborrow() }
    }
}

/// Why a layout addresses words outside a buffer of `len` words, if it does.
fn check_extent(
    shape: &[usize],
    strides: &[isize],
    offset: usize,
    len: usize,
    dtype: DType,
) -> Result<(), String> {
    if shape.contains(&0) {
        return Ok(());
    }
    let (mut lo, mut hi) = (offset as i128, offset as i128);
    for (&n, &s) in shape.iter().zip(strides) {
        let span = (n as i128 - 1) * s as i128;
        if span < 0 {
            lo += span
        } else {
            hi += span
        }
    }
    if lo < 0 || hi >= len as i128 {
        let bytes = dtype.size_bytes() as i128;
        return Err(format!(
            "its shape {shape:?}, strides {strides:?} (elements) and offset {offset} address bytes {} to {} of a buffer \
             of {} bytes ({len} elements of {dtype})",
            lo * bytes,
            (hi + 1) * bytes - 1,
            len as i128 * bytes,
        ));
    }
    Ok(())
}

/// The part of a tile inside the array: start element and extent per dimension.
struct Window {
    start: SmallVec<[usize; 4]>,
    extent: SmallVec<[usize; 4]>,
}

/// A tile element type as stored in array memory.
pub(crate) trait Stored: Elem {
    type W: Word;
    fn from_word(w: Self::W) -> Self;
    fn to_word(self) -> Self::W;
    fn words<'m, 'a>(mem: &'m Mem<'a>) -> &'m Words<'a, Self::W>;
    /// Appends read-only words as elements: a `memcpy` where the layouts agree.
    fn extend_plain(out: &mut Vec<Self>, src: &[Self::W]);
}

macro_rules! stored {
    ($($t:ty => $w:ty, $var:ident, |$x:ident| $from:expr, |$y:ident| $to:expr, $plain:ident;)*) => {$(
        impl Stored for $t {
            type W = $w;
            #[inline(always)]
            fn from_word($x: $w) -> $t { $from }
            #[inline(always)]
            fn to_word(self) -> $w { let $y = self; $to }
            fn words<'m, 'a>(mem: &'m Mem<'a>) -> &'m Words<'a, $w> {
                match mem {
                    Mem::$var(w) => w,
                    _ => unreachable!("array dtype and tile dtype differ in width"),
                }
            }
            #[inline(always)]
            fn extend_plain(out: &mut Vec<$t>, src: &[$w]) {
                stored!(@plain $plain, out, src)
            }
        }
    )*};
    (@plain copy, $out:expr, $src:expr) => { $out.extend_from_slice(super::memory::as_elems($src)) };
    (@plain map, $out:expr, $src:expr) => { $out.extend($src.iter().map(|&x| Self::from_word(x))) };
}

stored! {
    bool => u8, W8, |x| x != 0, |y| u8::from(y), map;
    i8 => u8, W8, |x| x as i8, |y| y as u8, copy;
    u8 => u8, W8, |x| x, |y| y, copy;
    i16 => u16, W16, |x| x as i16, |y| y as u16, copy;
    u16 => u16, W16, |x| x, |y| y, copy;
    f16 => u16, W16, |x| f16::from_bits(x), |y| y.to_bits(), copy;
    bf16 => u16, W16, |x| bf16::from_bits(x), |y| y.to_bits(), copy;
    i32 => u32, W32, |x| x as i32, |y| y as u32, copy;
    u32 => u32, W32, |x| x, |y| y, copy;
    f32 => u32, W32, |x| f32::from_bits(x), |y| y.to_bits(), copy;
    i64 => u64, W64, |x| x as i64, |y| y as u64, copy;
    u64 => u64, W64, |x| x, |y| y, copy;
    f64 => u64, W64, |x| f64::from_bits(x), |y| y.to_bits(), copy;
}

/// Appends `n` elements read from word `base` on with `stride`.
#[inline(always)]
fn read_row<T: Stored>(w: &Words<'_, T::W>, base: isize, stride: isize, n: usize, out: &mut Vec<T>) {
    let at = |k: usize| (base + k as isize * stride) as usize;
    match w {
        Words::Plain(s) if stride == 1 => T::extend_plain(out, &s[at(0)..at(0) + n]),
        Words::Plain(s) => out.extend((0..n).map(|k| T::from_word(s[at(k)]))),
        Words::Atomic(s) if stride == 1 => {
            out.extend(s[at(0)..at(0) + n].iter().map(|a| T::from_word(T::W::load(a))))
        }
        Words::Atomic(s) => out.extend((0..n).map(|k| T::from_word(T::W::load(&s[at(k)])))),
    }
}

/// Calls `f(tile_offset, word, len)` for every row of the window: the row's first element in
/// the row-major tile buffer, its first word in the array, and its in-bounds length.
fn for_rows(view: &ArrayView<'_>, tile: &[usize], win: &Window, mut f: impl FnMut(usize, isize, usize)) {
    let r = tile.len();
    let base = view.word(&win.start, &[]);
    if r <= 1 {
        // Rank 0 is one element, rank 1 one row.
        return f(0, base, win.extent.first().copied().unwrap_or(1));
    }
    let inner = win.extent[r - 1];
    // Offsets of the next row along each leading dimension, in the tile and in the array.
    let mut tile_step: SmallVec<[usize; 4]> = SmallVec::from_elem(tile[r - 1], r - 1);
    for d in (0..r - 2).rev() {
        tile_step[d] = tile_step[d + 1] * tile[d + 1];
    }
    let mut idx: SmallVec<[usize; 4]> = SmallVec::from_elem(0, r - 1);
    let (mut at, mut word) = (0usize, base);
    loop {
        f(at, word, inner);
        // Next row of the window (an odometer over the leading dimensions).
        let mut d = r - 1;
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            at += tile_step[d];
            word += view.strides[d];
            if idx[d] < win.extent[d] {
                break;
            }
            at -= tile_step[d] * idx[d];
            word -= view.strides[d] * idx[d] as isize;
            idx[d] = 0;
        }
    }
}

/// Loads the tile at `idx`; `pad` is a one-element tile holding the padding value.
pub(crate) fn load(view: &ArrayView<'_>, tile: &[usize], idx: &[i64], pad: &Buf, old: Option<Buf>) -> Buf {
    each_buf!(pad, p => Elem::wrap(load_typed(view, tile, idx, p[0], old)))
}

fn load_typed<T: Stored>(
    view: &ArrayView<'_>,
    tile: &[usize],
    idx: &[i64],
    pad: T,
    old: Option<Buf>,
) -> Vec<T> {
    let n: usize = tile.iter().product();
    let mut out = out_vec(old, n);
    let Some(win) = view.window(tile, idx) else {
        out.resize(n, pad);
        return out;
    };
    let words = T::words(&view.mem);
    let stride = view.inner_stride();
    let full = win.extent.iter().zip(tile).all(|(e, t)| e == t);
    if full {
        // Every row is complete: append rows in order.
        for_rows(view, tile, &win, |_, base, len| read_row(words, base, stride, len, &mut out));
    } else {
        out.resize(n, pad);
        let mut row = Vec::new();
        for_rows(view, tile, &win, |at, base, len| {
            row.clear();
            read_row(words, base, stride, len, &mut row);
            out[at..at + len].copy_from_slice(&row);
        });
    }
    out
}

/// Stores the in-bounds part of a tile at `idx`.
pub(crate) fn store(view: &ArrayView<'_>, tile_shape: &[usize], idx: &[i64], tile: &Buf) {
    each_buf!(tile, t => store_typed(view, tile_shape, idx, t))
}

fn store_typed<T: Stored>(view: &ArrayView<'_>, tile_shape: &[usize], idx: &[i64], tile: &[T]) {
    let Some(win) = view.window(tile_shape, idx) else { return };
    let Words::Atomic(words) = T::words(&view.mem) else {
        unreachable!("store to a read-only array passed the launch checks")
    };
    let stride = view.inner_stride();
    for_rows(view, tile_shape, &win, |at, base, len| {
        let src = &tile[at..at + len];
        if stride == 1 {
            let b = base as usize;
            for (a, &x) in words[b..b + len].iter().zip(src) {
                T::W::store(a, x.to_word());
            }
        } else {
            for (k, &x) in src.iter().enumerate() {
                T::W::store(&words[(base + k as isize * stride) as usize], x.to_word());
            }
        }
    });
}

/// Element addition for `atomic_add`: wrapping for integers, one rounding for floats.
pub(crate) trait AtomicAdd: Stored {
    fn atomic_sum(a: Self, b: Self) -> Self;
}

macro_rules! atomic_int {
    ($($t:ty),*) => {$(
        impl AtomicAdd for $t {
            fn atomic_sum(a: $t, b: $t) -> $t { IntOps::add(a, b) }
        }
    )*};
}

atomic_int!(i8, i16, i32, i64, u8, u16, u32, u64);

macro_rules! atomic_float {
    ($($t:ty),*) => {$(
        impl AtomicAdd for $t {
            fn atomic_sum(a: $t, b: $t) -> $t { <$t>::from_c(a.to_c() + b.to_c()) }
        }
    )*};
}

atomic_float!(f16, bf16, f32, f64);

/// Which dtypes `atomic_add` supports: integers and arithmetic floats.
pub(crate) fn supports_atomic_add(d: DType) -> Result<(), String> {
    if d.is_int() || d.is_arith_float() {
        Ok(())
    } else {
        Err(format!("`atomic_add` is not defined on {d}"))
    }
}

/// Atomically adds the in-bounds part of `tile` at `idx`; returns the old values (zero for
/// lanes outside the array).
pub(crate) fn atomic_add(
    view: &ArrayView<'_>,
    tile_shape: &[usize],
    idx: &[i64],
    tile: &Buf,
    old: Option<Buf>,
) -> Buf {
    macro_rules! go {
        ($($var:ident),*) => {
            match tile {
                $(Buf::$var(t) => Buf::$var(atomic_add_typed(view, tile_shape, idx, t, old)),)*
                _ => unreachable!("atomic_add on an unsupported dtype passed the plan"),
            }
        };
    }
    go!(I8, I16, I32, I64, U8, U16, U32, U64, F16, BF16, F32, F64)
}

fn atomic_add_typed<T: AtomicAdd>(
    view: &ArrayView<'_>,
    tile_shape: &[usize],
    idx: &[i64],
    tile: &[T],
    old: Option<Buf>,
) -> Vec<T> {
    let mut prev = out_vec(old, tile.len());
    prev.resize(tile.len(), T::default());
    let Some(win) = view.window(tile_shape, idx) else { return prev };
    let Words::Atomic(words) = T::words(&view.mem) else {
        unreachable!("atomic_add to a read-only array passed the launch checks")
    };
    let stride = view.inner_stride();
    for_rows(view, tile_shape, &win, |at, base, len| {
        for k in 0..len {
            let a = &words[(base + k as isize * stride) as usize];
            let x = tile[at + k];
            let before = T::W::update(a, |w| T::atomic_sum(T::from_word(w), x).to_word());
            prev[at + k] = T::from_word(before);
        }
    });
    prev
}

#[cfg(test)]
mod tests {
    use super::*;

    fn view<'a>(
        buf: &'a HostBuffer<'_>,
        dtype: DType,
        shape: &[usize],
        strides: &[isize],
        offset: usize,
    ) -> ArrayView<'a> {
        ArrayView::new(buf, dtype, shape, strides, offset).unwrap()
    }

    #[test]
    fn partial_tiles_pad_and_skip() {
        let mut data: Vec<f32> = (0..10).map(|i| i as f32).collect();
        let buf = HostBuffer::from_mut(&mut data);
        let v = view(&buf, DType::F32, &[10], &[1], 0);
        let pad = Buf::F32(vec![-1.0]);
        let t = load(&v, &[4], &[2], &pad, None);
        assert_eq!(t, Buf::F32(vec![8.0, 9.0, -1.0, -1.0]));
        assert_eq!(load(&v, &[4], &[3], &pad, None), Buf::F32(vec![-1.0; 4]));
        assert_eq!(load(&v, &[4], &[-1], &pad, None), Buf::F32(vec![-1.0; 4]));
        store(&v, &[4], &[2], &Buf::F32(vec![80.0, 90.0, 100.0, 110.0]));
        store(&v, &[4], &[-1], &Buf::F32(vec![7.0; 4]));
        let old = atomic_add(&v, &[4], &[0], &Buf::F32(vec![1.0; 4]), None);
        assert_eq!(old, Buf::F32(vec![0.0, 1.0, 2.0, 3.0]));
        let old = atomic_add(&v, &[8], &[1], &Buf::F32(vec![1.0; 8]), None);
        assert_eq!(old, Buf::F32(vec![80.0, 90.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]));
        // The views borrow `data` until their last use above.
        assert_eq!(data, [1.0, 2.0, 3.0, 4.0, 4.0, 5.0, 6.0, 7.0, 81.0, 91.0]);
    }

    #[test]
    fn strided_two_dimensional_windows() {
        // A 3x5 matrix stored transposed (column-major): element (i, j) at j * 3 + i.
        let data: Vec<i32> = (0..15).collect();
        let buf = HostBuffer::from_ref(&data);
        let v = view(&buf, DType::I32, &[3, 5], &[1, 3], 0);
        // Tile (1, 1) of 2x4 tiles: rows 2..4 (only row 2 exists), cols 4..8 (only col 4).
        let t = load(&v, &[2, 4], &[1, 1], &Buf::I32(vec![0]), None);
        assert_eq!(t, Buf::I32(vec![4 * 3 + 2, 0, 0, 0, 0, 0, 0, 0]));
        let t = load(&v, &[2, 2], &[0, 0], &Buf::I32(vec![0]), None);
        assert_eq!(t, Buf::I32(vec![0, 3, 1, 4]));
    }

    #[test]
    fn negative_and_zero_strides() {
        let data: Vec<i16> = (0..4).collect();
        let buf = HostBuffer::from_ref(&data);
        // Reversed: element i at 3 - i.
        let v = view(&buf, DType::I16, &[4], &[-1], 3);
        assert_eq!(load(&v, &[4], &[0], &Buf::I16(vec![0]), None), Buf::I16(vec![3, 2, 1, 0]));
        // Broadcast rows: a 3x4 view of one row.
        let v = view(&buf, DType::I16, &[3, 4], &[0, 1], 0);
        assert_eq!(load(&v, &[2, 2], &[1, 1], &Buf::I16(vec![9]), None), Buf::I16(vec![2, 3, 9, 9]));
    }

    #[test]
    fn three_dimensional_partial_windows_with_mixed_strides() {
        // A 3x5x7 array stored with dimension 1 reversed and dimensions 0 and 2 swapped:
        // element (i, j, k) lives at k * 15 + (4 - j) * 3 + i.
        let (n0, n1, n2) = (3usize, 5usize, 7usize);
        let at = |i: usize, j: usize, k: usize| k * 15 + (n1 - 1 - j) * 3 + i;
        let mut data = vec![0i32; n0 * n1 * n2];
        for (i, j, k) in (0..n0).flat_map(|i| (0..n1).flat_map(move |j| (0..n2).map(move |k| (i, j, k)))) {
            data[at(i, j, k)] = (i * 100 + j * 10 + k) as i32;
        }
        let buf = HostBuffer::from_mut(&mut data);
        let v = view(&buf, DType::I32, &[n0, n1, n2], &[1, -3, 15], (n1 - 1) * 3);
        let tile = [2usize, 4, 4];
        for idx in [[0i64, 0, 0], [1, 1, 1], [0, 1, 0], [1, 0, 1]] {
            let got = load(&v, &tile, &idx, &Buf::I32(vec![-1]), None);
            let mut want = Vec::new();
            for a in 0..2 {
                for b in 0..4 {
                    for c in 0..4 {
                        let (i, j, k) =
                            (idx[0] as usize * 2 + a, idx[1] as usize * 4 + b, idx[2] as usize * 4 + c);
                        want.push(if i < n0 && j < n1 && k < n2 {
                            (i * 100 + j * 10 + k) as i32
                        } else {
                            -1
                        });
                    }
                }
            }
            assert_eq!(got, Buf::I32(want), "tile {idx:?}");
        }
        // Store a tile of -7s at (1, 1, 1): only (2, 4, 4..7) exists.
        store(&v, &tile, &[1, 1, 1], &Buf::I32(vec![-7; 32]));
        let changed: Vec<usize> = (0..data.len()).filter(|&w| data[w] == -7).collect();
        assert_eq!(changed, (4..7).map(|k| at(2, 4, k)).collect::<Vec<_>>());
    }

    #[test]
    fn layouts_outside_the_buffer_are_refused() {
        let data = [0u8; 10];
        let buf = HostBuffer::from_ref(&data);
        assert!(ArrayView::new(&buf, DType::U8, &[2, 5], &[5, 1], 0).is_ok());
        let e = ArrayView::new(&buf, DType::U8, &[2, 6], &[5, 1], 0).err().unwrap();
        assert!(e.contains("address bytes 0 to 10 of a buffer of 10 bytes"), "{e}");
        let e = ArrayView::new(&buf, DType::U8, &[4], &[-1], 2).err().unwrap();
        assert!(e.contains("bytes -1 to 2"), "{e}");
        assert!(ArrayView::new(&buf, DType::U8, &[0, 100], &[100, 1], 0).is_ok());
    }
}
