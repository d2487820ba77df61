//! TIR types to Tile IR types.
//!
//! Tile IR integers are signless: `i32` and `u32` are both `i32`, and signedness lives on the
//! ops that care (`divi`, `cmpi`, `exti`, ...). `bool` is `i1` in registers; in memory a bool
//! is one byte, so bool arrays are viewed as `i8` and converted on load and store.

use cutile_ir::ir::{ScalarType, Signedness, Type};
use tile_lang::dtype::DType;
use tile_lang::tir::{self, TileType};

use super::emit::tile_ty;

/// The Tile IR element type of a TIR dtype in registers.
pub fn scalar(d: DType) -> ScalarType {
    match d {
        DType::Bool => ScalarType::I1,
        DType::I8 | DType::U8 => ScalarType::I8,
        DType::I16 | DType::U16 => ScalarType::I16,
        DType::I32 | DType::U32 => ScalarType::I32,
        DType::I64 | DType::U64 => ScalarType::I64,
        DType::F16 => ScalarType::F16,
        DType::BF16 => ScalarType::BF16,
        DType::F32 => ScalarType::F32,
        DType::F64 => ScalarType::F64,
        DType::TF32 => ScalarType::TF32,
        DType::F8E4M3 => ScalarType::F8E4M3FN,
        DType::F8E5M2 => ScalarType::F8E5M2,
    }
}

/// The Tile IR element type of a TIR dtype in memory (arrays, kernel parameters): bool is a byte.
pub fn memory_scalar(d: DType) -> ScalarType {
    if d == DType::Bool {
        ScalarType::I8
    } else {
        scalar(d)
    }
}

/// Signedness for ops on integers of this dtype (bool counts as unsigned).
pub fn signedness(d: DType) -> Signedness {
    if d.is_signed_int() {
        Signedness::Signed
    } else {
        Signedness::Unsigned
    }
}

/// Tile shape as Tile IR writes it (i64 dims).
pub fn shape(s: &[u32]) -> Vec<i64> {
    s.iter().map(|&d| d as i64).collect()
}

/// The Tile IR type of a TIR tile.
pub fn tile(t: &TileType) -> Type {
    tile_ty(scalar(t.dtype), &shape(&t.shape))
}

/// The Tile IR type of a TIR value type; arrays have no single Tile IR type (they become
/// several parameters), so they give `None`.
pub fn value(t: &tir::Type) -> Option<Type> {
    t.as_tile().map(tile)
}
