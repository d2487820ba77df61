//! The ops themselves: whole-tile loops over [`super::tile::Buf`]s, one file per family.
//!
//! * [`num`]: scalar semantics of each dtype (the traits the loops are generic over);
//! * [`elementwise`]: unary, binary, comparison and select;
//! * [`cast`]: dtype conversions;
//! * [`shape`]: broadcast, permute, extract, reshape, cat, iota;
//! * [`reduce`]: reductions and scans;
//! * [`mma`]: matrix multiply-accumulate.
//!
//! `load`/`store`/`atomic_add` are in `access.rs`, next to the memory they touch.

pub(crate) mod cast;
pub(crate) mod elementwise;
pub(crate) mod mma;
pub(crate) mod num;
pub(crate) mod reduce;
pub(crate) mod shape;
