//! The kernel parameter ABI: how a specialisation's parameters become the flat list of C
//! values a launch passes (CUDA Tile IR's convention, shared by every back end).
//!
//! * An array of rank n is `1 + 2n` parameters: its base pointer (`u64`), then n sizes, then n
//!   strides, each an `i32` counted in elements.
//! * A scalar is one parameter of its C type (bool as `u8`, f16/bf16 as their `u16` bits).
//! * `const` parameters are not passed: they are compiled in.
//!
//! Parameters get natural C alignment in a packed buffer (pointer at 0, `i32` at 8, ...). The
//! host glue writes that buffer; GPU launches pass one pointer per parameter into it
//! (`kernelParams`), the CPU executor reads it back.

use smallvec::SmallVec;

use crate::dtype::DType;
use crate::sema::rules::pow2_divisor;
use crate::tir::{ArrayFacts, Kernel, ParamKind};

/// The C type of one flattened parameter.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CType {
    Ptr,
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F32,
    F64,
}

impl CType {
    pub fn size(self) -> usize {
        match self {
            CType::I8 | CType::U8 => 1,
            CType::I16 | CType::U16 => 2,
            CType::I32 | CType::U32 | CType::F32 => 4,
            CType::Ptr | CType::I64 | CType::U64 | CType::F64 => 8,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            CType::Ptr => "ptr",
            CType::I8 => "i8",
            CType::I16 => "i16",
            CType::I32 => "i32",
            CType::I64 => "i64",
            CType::U8 => "u8",
            CType::U16 => "u16",
            CType::U32 => "u32",
            CType::U64 => "u64",
            CType::F32 => "f32",
            CType::F64 => "f64",
        }
    }

    /// The C type a scalar of `dtype` is passed as.
    pub fn of_scalar(dtype: DType) -> CType {
        match dtype {
            DType::Bool | DType::U8 | DType::F8E4M3 | DType::F8E5M2 => CType::U8,
            DType::I8 => CType::I8,
            DType::I16 => CType::I16,
            DType::I32 => CType::I32,
            DType::I64 => CType::I64,
            DType::U16 | DType::F16 | DType::BF16 => CType::U16,
            DType::U32 => CType::U32,
            DType::U64 => CType::U64,
            DType::F32 | DType::TF32 => CType::F32,
            DType::F64 => CType::F64,
        }
    }
}

/// What one flattened parameter carries.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// The base pointer of kernel parameter `param`.
    Base { param: usize },
    /// The size of dimension `dim` of kernel parameter `param`.
    Size { param: usize, dim: usize },
    /// The stride (in elements) of dimension `dim`.
    Stride { param: usize, dim: usize },
    /// The value of scalar kernel parameter `param`.
    Scalar { param: usize },
}

/// One flattened parameter and where it sits in the packed buffer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Slot {
    pub role: Role,
    pub ty: CType,
    pub offset: usize,
}

/// The flattened parameters of one specialisation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    pub slots: Vec<Slot>,
    /// Size of the packed buffer in bytes (a multiple of 8).
    pub size: usize,
}

impl Layout {
    /// The layout of a kernel's parameters.
    pub fn of(kernel: &Kernel) -> Layout {
        let mut slots = Vec::new();
        let mut offset: usize = 0;
        let mut push = |role: Role, ty: CType| {
            offset = offset.next_multiple_of(ty.size());
            slots.push(Slot { role, ty, offset });
            offset += ty.size();
        };
        for (param, p) in kernel.params.iter().enumerate() {
            match &p.kind {
                ParamKind::Array { ty, .. } => {
                    push(Role::Base { param }, CType::Ptr);
                    for dim in 0..ty.rank as usize {
                        push(Role::Size { param, dim }, CType::I32);
                    }
                    for dim in 0..ty.rank as usize {
                        push(Role::Stride { param, dim }, CType::I32);
                    }
                }
                ParamKind::Scalar(d) => push(Role::Scalar { param }, CType::of_scalar(*d)),
            }
        }
        let size = offset.next_multiple_of(8);
        Layout { slots, size }
    }

    /// The slot of a role, if the layout has it.
    pub fn slot(&self, role: Role) -> Option<&Slot> {
        self.slots.iter().find(|s| s.role == role)
    }

    /// The integer a buffer packed in this layout holds in the slot of `role`: an `int32_t`
    /// sign-extended, anything else zero-extended (a pointer, a scalar's bits); `None` where the
    /// layout has no such slot or `packed` ends before it.
    pub fn read(&self, packed: &[u8], role: Role) -> Option<i64> {
        let s = self.slot(role)?;
        let bytes = packed.get(s.offset..s.offset + s.ty.size())?;
        if s.ty == CType::I32 {
            return Some(i64::from(i32::from_ne_bytes(bytes.try_into().ok()?)));
        }
        let mut word = [0u8; 8];
        word[..bytes.len()].copy_from_slice(bytes);
        Some(u64::from_ne_bytes(word) as i64)
    }
}

/// The facts a specialisation may assume about an array, from the array itself: its base
/// address (`0` for an empty array, which no access touches) and its sizes and strides in
/// elements. Base alignment and power-of-two divisors of sizes and strides are capped at 16;
/// a unit stride is known exactly (its divisor then adds nothing, as `@spec` keys have it).
/// One rule for every launcher (the runtime, `tile bench`), so that a specialisation compiled
/// for an array is the one its launches find.
pub fn facts_of(shape: &[usize], strides: &[isize], base_addr: u64) -> ArrayFacts {
    let align = if base_addr == 0 { 16 } else { 1u32 << base_addr.trailing_zeros().min(4) };
    let dim_divisor: SmallVec<[u32; 4]> = shape.iter().map(|&n| pow2_divisor(n as i64, 16)).collect();
    let mut stride_divisor: SmallVec<[u32; 4]> = strides.iter().map(|&s| pow2_divisor(s as i64, 16)).collect();
    let unit_stride_dim = unit_stride_dim(shape, strides);
    if let Some(d) = unit_stride_dim {
        stride_divisor[usize::from(d)] = 1;
    }
    ArrayFacts { base_align: align, dim_divisor, stride_divisor, unit_stride_dim, sizes: None }
}

/// The dimension of unit stride a specialisation is told about: the last when rows are
/// contiguous (or one element long), else the last other dimension of stride 1 and more than
/// one element (a transposed view).
fn unit_stride_dim(shape: &[usize], strides: &[isize]) -> Option<u8> {
    let last = shape.len().checked_sub(1)?;
    if shape[last] <= 1 || strides[last] == 1 {
        return u8::try_from(last).ok();
    }
    (0..last).rev().find(|&d| strides[d] == 1 && shape[d] > 1).and_then(|d| u8::try_from(d).ok())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tir::{ArrayFacts, ArrayType, KernelParam};

    fn array(name: &str, dtype: DType, rank: u8) -> KernelParam {
        KernelParam { name: name.into(), kind: ParamKind::Array { ty: ArrayType { dtype, rank }, facts: ArrayFacts::unknown(rank as usize) } }
    }

    #[test]
    fn three_vectors_match_the_measured_offsets() {
        // tile-ir.md §3.1: three 1-D f32 arrays sit at 0, 8, 12, 16, 24, 28, 32, 40, 44 (48 bytes).
        let k = Kernel::new("vadd", vec![array("a", DType::F32, 1), array("b", DType::F32, 1), array("c", DType::F32, 1)]);
        let l = Layout::of(&k);
        let offsets: Vec<usize> = l.slots.iter().map(|s| s.offset).collect();
        assert_eq!(offsets, [0, 8, 12, 16, 24, 28, 32, 40, 44]);
        assert_eq!(l.size, 48);
    }

    #[test]
    fn matmul_matches_the_measured_offsets() {
        // tile-ir.md §3.1: 2-D matmul, 15 params, the last at 68, 72 bytes.
        let k = Kernel::new("mm", vec![array("A", DType::F16, 2), array("B", DType::F16, 2), array("C", DType::F32, 2)]);
        let l = Layout::of(&k);
        assert_eq!(l.slots.len(), 15);
        assert_eq!(l.slots[5].offset, 24);
        assert_eq!(l.slots.last().map(|s| s.offset), Some(68));
        assert_eq!(l.size, 72);
    }

    #[test]
    fn scalars_take_natural_alignment() {
        let k = Kernel::new(
            "s",
            vec![KernelParam { name: "x".into(), kind: ParamKind::Scalar(DType::F16) }, array("a", DType::F32, 1), KernelParam { name: "y".into(), kind: ParamKind::Scalar(DType::F64) }],
        );
        let l = Layout::of(&k);
        let offsets: Vec<usize> = l.slots.iter().map(|s| s.offset).collect();
        assert_eq!(offsets, [0, 8, 16, 20, 24]);
    }

    #[test]
    fn the_unit_stride_dimension_is_found_in_every_layout() {
        // Row-major: the last. A transposed view (w.T of a 4 x 3 w): the first. A column of
        // one element counts as contiguous. A strided view has none.
        assert_eq!(facts_of(&[4, 3], &[3, 1], 0).unit_stride_dim, Some(1));
        let t = facts_of(&[3, 4], &[1, 3], 0);
        assert_eq!((t.unit_stride_dim, t.stride_divisor.as_slice()), (Some(0), &[1, 1][..]));
        assert_eq!(facts_of(&[4, 1], &[1, 7], 0).unit_stride_dim, Some(1));
        assert_eq!(facts_of(&[4, 3], &[6, 2], 0).unit_stride_dim, None);
        // Batched, the last two axes swapped.
        assert_eq!(facts_of(&[2, 3, 4], &[12, 1, 3], 0).unit_stride_dim, Some(1));
        assert!(!facts_of(&[3, 4], &[1, 3], 0).unit_inner_stride());
    }
}
