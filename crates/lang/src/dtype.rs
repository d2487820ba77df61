//! Element types (dtypes) shared by the language, TIR and every back end.

use std::fmt;

/// The element type of a tile, array or scalar.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum DType {
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
    /// TensorFloat-32: f32 storage, 10-bit mantissa in `mma`. Only an `mma` input type.
    TF32,
    /// 8-bit float, 4 exponent and 3 mantissa bits, finite (no infinities).
    F8E4M3,
    /// 8-bit float, 5 exponent and 2 mantissa bits.
    F8E5M2,
}

use DType::*;

impl DType {
    pub const ALL: [DType; 16] =
        [Bool, I8, I16, I32, I64, U8, U16, U32, U64, F16, BF16, F32, F64, TF32, F8E4M3, F8E5M2];

    /// The spelling used in source and in TIR text.
    pub fn name(self) -> &'static str {
        match self {
            Bool => "bool",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            U8 => "u8",
            U16 => "u16",
            U32 => "u32",
            U64 => "u64",
            F16 => "f16",
            BF16 => "bf16",
            F32 => "f32",
            F64 => "f64",
            TF32 => "tf32",
            F8E4M3 => "f8e4m3",
            F8E5M2 => "f8e5m2",
        }
    }

    /// Parses a dtype name as written in source (`f32`, `bf16`, `f8e4m3`, ...).
    pub fn from_name(name: &str) -> Option<DType> {
        DType::ALL.into_iter().find(|d| d.name() == name)
    }

    /// Storage size in bits (bool is stored as one byte in arrays; this returns 1).
    pub fn bits(self) -> u32 {
        match self {
            Bool => 1,
            I8 | U8 | F8E4M3 | F8E5M2 => 8,
            I16 | U16 | F16 | BF16 => 16,
            I32 | U32 | F32 | TF32 => 32,
            I64 | U64 | F64 => 64,
        }
    }

    /// Bytes one element occupies in an array.
    pub fn size_bytes(self) -> usize {
        (self.bits() as usize).div_ceil(8)
    }

    pub fn is_float(self) -> bool {
        matches!(self, F16 | BF16 | F32 | F64 | TF32 | F8E4M3 | F8E5M2)
    }

    pub fn is_int(self) -> bool {
        matches!(self, I8 | I16 | I32 | I64 | U8 | U16 | U32 | U64)
    }

    pub fn is_signed_int(self) -> bool {
        matches!(self, I8 | I16 | I32 | I64)
    }

    pub fn is_unsigned_int(self) -> bool {
        matches!(self, U8 | U16 | U32 | U64)
    }

    pub fn is_bool(self) -> bool {
        self == Bool
    }

    /// Float types that arithmetic can be done in (fp8 and tf32 are storage/mma-only).
    pub fn is_arith_float(self) -> bool {
        matches!(self, F16 | BF16 | F32 | F64)
    }

    /// The name with its indefinite article, as messages read it: "an f32", "a u8".
    pub fn with_article(self) -> String {
        let article = if self.name().starts_with(['f', 'i']) { "an" } else { "a" };
        format!("{article} {}", self.name())
    }

    /// The signed integer of the given width in bits.
    pub fn signed_of_bits(bits: u32) -> Option<DType> {
        match bits {
            8 => Some(I8),
            16 => Some(I16),
            32 => Some(I32),
            64 => Some(I64),
            _ => None,
        }
    }
}

impl fmt::Display for DType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
