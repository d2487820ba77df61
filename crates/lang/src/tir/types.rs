//! TIR types: tiles (including rank-0 scalars) and arrays.

use std::fmt;

use smallvec::SmallVec;

use crate::dtype::DType;

/// A tile shape: every dimension a compile-time power of two. Rank 0 is a scalar.
pub type Shape = SmallVec<[u32; 4]>;

/// The type of an SSA value.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    /// An immutable tile of `shape` elements of `dtype`; a scalar when the shape is empty.
    Tile(TileType),
    /// A global array (a tensor view): element type and rank. Its sizes and strides are
    /// run-time values.
    Array(ArrayType),
}

#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TileType {
    pub dtype: DType,
    pub shape: Shape,
}

#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ArrayType {
    pub dtype: DType,
    pub rank: u8,
}

impl TileType {
    pub fn new(dtype: DType, shape: &[u32]) -> TileType {
        TileType { dtype, shape: SmallVec::from_slice(shape) }
    }

    pub fn scalar(dtype: DType) -> TileType {
        TileType { dtype, shape: Shape::new() }
    }

    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    pub fn is_scalar(&self) -> bool {
        self.shape.is_empty()
    }

    /// Number of elements (1 for a scalar).
    pub fn num_elements(&self) -> u64 {
        self.shape.iter().map(|&d| d as u64).product()
    }

    pub fn with_dtype(&self, dtype: DType) -> TileType {
        TileType { dtype, shape: self.shape.clone() }
    }

    pub fn with_shape(&self, shape: &[u32]) -> TileType {
        TileType { dtype: self.dtype, shape: SmallVec::from_slice(shape) }
    }
}

impl Type {
    pub fn tile(dtype: DType, shape: &[u32]) -> Type {
        Type::Tile(TileType::new(dtype, shape))
    }

    pub fn scalar(dtype: DType) -> Type {
        Type::Tile(TileType::scalar(dtype))
    }

    pub fn as_tile(&self) -> Option<&TileType> {
        match self {
            Type::Tile(t) => Some(t),
            Type::Array(_) => None,
        }
    }

    pub fn as_array(&self) -> Option<ArrayType> {
        match self {
            Type::Array(a) => Some(*a),
            Type::Tile(_) => None,
        }
    }

    pub fn dtype(&self) -> DType {
        match self {
            Type::Tile(t) => t.dtype,
            Type::Array(a) => a.dtype,
        }
    }
}

/// Formats a shape as `(64, 32)`, the way diagnostics and source write it.
pub fn shape_str(shape: &[u32]) -> String {
    match shape {
        [] => "()".to_string(),
        [d] => format!("({d},)"),
        _ => {
            let parts: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            format!("({})", parts.join(", "))
        }
    }
}

/// TIR text syntax: `tile<64x32xf32>`, `tile<f32>` for scalars, `array<f16, 2>`.
impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Tile(t) => write!(f, "{t}"),
            Type::Array(a) => write!(f, "{a}"),
        }
    }
}

impl fmt::Display for TileType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tile<")?;
        for d in &self.shape {
            write!(f, "{d}x")?;
        }
        write!(f, "{}>", self.dtype)
    }
}

impl fmt::Display for ArrayType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "array<{}, {}>", self.dtype, self.rank)
    }
}
