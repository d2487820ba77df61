//! Tile values: dense row-major buffers, one `Vec` variant per storage type.
//!
//! A tile's shape and dtype are static (they are in the execution plan), so at run time a
//! tile is only its elements: a [`Buf`]. Each variant holds the elements in their storage
//! type; dtypes without a native type share one: `tf32` is stored as `F32` (its value, with
//! all 23 fraction bits kept until an `mma` rounds them), fp8 as `U8` (the raw codes).
//!
//! Ops dispatch **once per op** on the variant (the `each_buf!`-style macros below) and then
//! run a loop monomorphised for the element type, so no per-element dispatch ever happens.
//! Result buffers are recycled: an op gets the previous contents of its result slot (from the
//! previous loop iteration or the previous block run by the same worker) and reuses its
//! allocation when the storage type matches ([`out_vec`]).

use half::{bf16, f16};
use tile_lang::DType;

/// The elements of one tile.
#[derive(Clone, Debug, PartialEq)]
pub(crate) enum Buf {
    Bool(Vec<bool>),
    I8(Vec<i8>),
    I16(Vec<i16>),
    I32(Vec<i32>),
    I64(Vec<i64>),
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
    U64(Vec<u64>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
}

/// Runs `$body` with `$v` bound to the vector inside a [`Buf`] (by value, `&` or `&mut`,
/// whatever `$buf` is), monomorphising the body for each storage type.
macro_rules! each_buf {
    ($buf:expr, $v:ident => $body:expr) => {
        match $buf {
            $crate::tile::Buf::Bool($v) => $body,
            $crate::tile::Buf::I8($v) => $body,
            $crate::tile::Buf::I16($v) => $body,
            $crate::tile::Buf::I32($v) => $body,
            $crate::tile::Buf::I64($v) => $body,
            $crate::tile::Buf::U8($v) => $body,
            $crate::tile::Buf::U16($v) => $body,
            $crate::tile::Buf::U32($v) => $body,
            $crate::tile::Buf::U64($v) => $body,
            $crate::tile::Buf::F16($v) => $body,
            $crate::tile::Buf::BF16($v) => $body,
            $crate::tile::Buf::F32($v) => $body,
            $crate::tile::Buf::F64($v) => $body,
        }
    };
}
pub(crate) use each_buf;

/// Like [`each_buf!`] for two buffers of the same storage type; `$mismatch` otherwise.
macro_rules! each_buf2 {
    ($a:expr, $b:expr, ($x:ident, $y:ident) => $body:expr, $mismatch:expr) => {{
        use $crate::tile::Buf as B;
        match ($a, $b) {
            (B::Bool($x), B::Bool($y)) => $body,
            (B::I8($x), B::I8($y)) => $body,
            (B::I16($x), B::I16($y)) => $body,
            (B::I32($x), B::I32($y)) => $body,
            (B::I64($x), B::I64($y)) => $body,
            (B::U8($x), B::U8($y)) => $body,
            (B::U16($x), B::U16($y)) => $body,
            (B::U32($x), B::U32($y)) => $body,
            (B::U64($x), B::U64($y)) => $body,
            (B::F16($x), B::F16($y)) => $body,
            (B::BF16($x), B::BF16($y)) => $body,
            (B::F32($x), B::F32($y)) => $body,
            (B::F64($x), B::F64($y)) => $body,
            _ => $mismatch,
        }
    }};
}
pub(crate) use each_buf2;

/// A storage element type: one of the [`Buf`] variants.
pub(crate) trait Elem: Copy + Default + PartialEq + Send + Sync + std::fmt::Debug + 'static {
    fn wrap(v: Vec<Self>) -> Buf;
    /// The vector, if `b` is this type's variant.
    fn unwrap(b: Buf) -> Option<Vec<Self>>;
}

macro_rules! elem {
    ($($t:ty => $var:ident),*) => {$(
        impl Elem for $t {
            fn wrap(v: Vec<$t>) -> Buf {
                Buf::$var(v)
            }
            fn unwrap(b: Buf) -> Option<Vec<$t>> {
                match b {
                    Buf::$var(v) => Some(v),
                    _ => None,
                }
            }
        }
    )*};
}

elem!(bool => Bool, i8 => I8, i16 => I16, i32 => I32, i64 => I64, u8 => U8, u16 => U16, u32 => U32,
    u64 => U64, f16 => F16, bf16 => BF16, f32 => F32, f64 => F64);

/// An empty vector for a result of `n` elements, reusing `old`'s allocation if it has the
/// right storage type.
pub(crate) fn out_vec<T: Elem>(old: Option<Buf>, n: usize) -> Vec<T> {
    match old.and_then(T::unwrap) {
        Some(mut v) => {
            v.clear();
            v.reserve(n);
            v
        }
        None => Vec::with_capacity(n),
    }
}

/// The storage variant of each dtype.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Storage {
    Bool,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    BF16,
    F32,
    F64,
}

pub(crate) fn storage(d: DType) -> Storage {
    match d {
        DType::Bool => Storage::Bool,
        DType::I8 => Storage::I8,
        DType::I16 => Storage::I16,
        DType::I32 => Storage::I32,
        DType::I64 => Storage::I64,
        DType::U8 | DType::F8E4M3 | DType::F8E5M2 => Storage::U8,
        DType::U16 => Storage::U16,
        DType::U32 => Storage::U32,
        DType::U64 => Storage::U64,
        DType::F16 => Storage::F16,
        DType::BF16 => Storage::BF16,
        DType::F32 | DType::TF32 => Storage::F32,
        DType::F64 => Storage::F64,
    }
}

impl Buf {
    pub fn len(&self) -> usize {
        each_buf!(self, v => v.len())
    }

    /// A tile of `n` copies of the first element of `self` (a one-element tile), reusing
    /// `old`'s allocation when possible.
    pub fn splat(&self, n: usize, old: Option<Buf>) -> Buf {
        each_buf!(self, v => {
            let mut out = out_vec(old, n);
            out.resize(n, v[0]);
            Elem::wrap(out)
        })
    }

    /// A copy of `self`, reusing `old`'s allocation when possible.
    pub fn copy_into(&self, old: Option<Buf>) -> Buf {
        each_buf!(self, v => {
            let mut out = out_vec(old, v.len());
            out.extend_from_slice(v);
            Elem::wrap(out)
        })
    }

    /// Element `i` of an integer or bool tile, widened (tile indices, loop bounds).
    pub fn int_at(&self, i: usize) -> Option<i128> {
        Some(match self {
            Buf::Bool(v) => i128::from(v[i]),
            Buf::I8(v) => i128::from(v[i]),
            Buf::I16(v) => i128::from(v[i]),
            Buf::I32(v) => i128::from(v[i]),
            Buf::I64(v) => i128::from(v[i]),
            Buf::U8(v) => i128::from(v[i]),
            Buf::U16(v) => i128::from(v[i]),
            Buf::U32(v) => i128::from(v[i]),
            Buf::U64(v) => i128::from(v[i]),
            _ => return None,
        })
    }

    /// A one-element integer tile of the given integer storage holding `x` (wrapped).
    pub fn int_scalar(d: DType, x: i128, old: Option<Buf>) -> Buf {
        fn one<T: Elem>(x: T, old: Option<Buf>) -> Buf {
            let mut v = out_vec(old, 1);
            v.push(x);
            T::wrap(v)
        }
        match storage(d) {
            Storage::Bool => one(x != 0, old),
            Storage::I8 => one(x as i8, old),
            Storage::I16 => one(x as i16, old),
            Storage::I32 => one(x as i32, old),
            Storage::I64 => one(x as i64, old),
            Storage::U8 => one(x as u8, old),
            Storage::U16 => one(x as u16, old),
            Storage::U32 => one(x as u32, old),
            Storage::U64 => one(x as u64, old),
            _ => unreachable!("int_scalar of a float dtype"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn out_vec_reuses_matching_allocations_only() {
        let old = Buf::F32(Vec::with_capacity(100));
        let v: Vec<f32> = out_vec(Some(old), 10);
        assert!(v.capacity() >= 100 && v.is_empty());
        let v: Vec<i32> = out_vec(Some(Buf::F32(vec![1.0; 100])), 10);
        assert!(v.capacity() >= 10 && v.is_empty());
    }

    #[test]
    fn scalars_and_splats() {
        let s = Buf::int_scalar(DType::I8, 300, None);
        assert_eq!(s, Buf::I8(vec![44]));
        assert_eq!(s.int_at(0), Some(44));
        assert_eq!(s.splat(3, None), Buf::I8(vec![44; 3]));
        assert_eq!(Buf::F32(vec![1.0]).int_at(0), None);
    }
}
