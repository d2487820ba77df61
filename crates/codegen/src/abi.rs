//! The kernel parameter ABI as hosts in other languages read it: every flattened parameter's
//! name, C type and offset, and what each source parameter became (`tile build`'s manifest,
//! [`crate::Artifact::abi`]). The layout itself is `tile_lang::abi`, one definition shared by
//! the thunk, the CPU executor and every back end.
//!
//! This is cuTile Python's flattening (`shared/reference/tile-ir.md` §3.1), so our kernels can
//! be checked against cuTile's:
//!
//! * an array parameter of rank `n` becomes `1 + 2n` parameters: the base pointer, then `n`
//!   sizes, then `n` strides, all sizes and strides `int32_t` counted in **elements**. Every
//!   stride is passed, even when the specialisation knows it is 1;
//! * a scalar parameter becomes one parameter of its C type; `bool` is passed as one byte;
//! * parameters get natural C alignment in the parameter buffer (pointer at 0, `int32_t` at 8,
//!   ...). A launch passes one `kernelParams` pointer per flattened parameter; how it is
//!   launched otherwise (block, shared memory) is the artifact's [`crate::LaunchConfig`].

use serde::Serialize;
use tile_lang::abi::{Layout, Role, Slot};
use tile_lang::dtype::DType;
use tile_lang::tir::{Kernel, ParamKind};

/// One parameter of the kernel as the launcher passes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FlatParam {
    /// `a` for a scalar, `a.ptr`, `a.shape0`, `a.stride1` for the parts of array `a`.
    pub name: String,
    /// The C type: `void*` for pointers, `int32_t`, `uint8_t` (bool), `float`, `__half`, ...
    pub c_type: &'static str,
    /// Byte offset in the parameter buffer.
    pub offset: u32,
    /// Size in bytes (also its alignment).
    pub size: u32,
}

/// One source-level parameter of the specialisation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SourceParam {
    pub name: String,
    /// `array` or `scalar`.
    pub kind: &'static str,
    pub dtype: String,
    /// The rank of an array; 0 for a scalar.
    pub rank: u8,
    /// Indices into [`KernelAbi::flat`] of the parameters this one becomes.
    pub flat: Vec<usize>,
    /// For arrays: what the specialisation assumes about the argument. The bytecode carries
    /// these as `assume` ops, so launching with an array that breaks them is undefined
    /// behaviour; a launcher must pick the specialisation whose facts its arrays satisfy.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub facts: Option<Facts>,
}

/// [`tile_lang::tir::ArrayFacts`] as the manifest shows them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Facts {
    /// The base address is a multiple of this many bytes.
    pub base_align: u32,
    /// `dim_divisor[i]` divides size `i`.
    pub dim_divisor: Vec<u32>,
    /// `stride_divisor[i]` divides stride `i` (in elements).
    pub stride_divisor: Vec<u32>,
    /// The last stride is exactly 1.
    pub unit_inner_stride: bool,
    /// The dimension whose stride is exactly 1, if one is (the last, or another for a
    /// transposed view).
    pub unit_stride_dim: Option<u8>,
    /// The exact sizes, for a kernel specialised on shapes.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub sizes: Option<Vec<u64>>,
}

/// The parameter ABI of one kernel specialisation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct KernelAbi {
    pub params: Vec<SourceParam>,
    pub flat: Vec<FlatParam>,
    /// Size of the user part of the parameter buffer in bytes.
    pub size: u32,
}

/// The C type and size of a scalar parameter of a dtype.
pub fn c_scalar(d: DType) -> (&'static str, u32) {
    match d {
        DType::Bool => ("uint8_t", 1),
        DType::I8 => ("int8_t", 1),
        DType::U8 => ("uint8_t", 1),
        DType::I16 => ("int16_t", 2),
        DType::U16 => ("uint16_t", 2),
        DType::I32 => ("int32_t", 4),
        DType::U32 => ("uint32_t", 4),
        DType::I64 => ("int64_t", 8),
        DType::U64 => ("uint64_t", 8),
        DType::F16 => ("__half", 2),
        DType::BF16 => ("__nv_bfloat16", 2),
        DType::F32 | DType::TF32 => ("float", 4),
        DType::F64 => ("double", 8),
        DType::F8E4M3 => ("__nv_fp8_e4m3", 1),
        DType::F8E5M2 => ("__nv_fp8_e5m2", 1),
    }
}

/// The manifest's view of a kernel's ABI, derived from [`crate::abi::Layout`] (the one
/// definition of the parameter layout, which the launch thunk also packs).
pub fn kernel_abi(k: &Kernel) -> KernelAbi {
    let layout = Layout::of(k);
    let flat: Vec<FlatParam> = layout.slots.iter().map(|slot| flat_param(k, slot)).collect();
    let params = k
        .params
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let (kind, dtype, rank, facts) = match &p.kind {
                ParamKind::Array { ty, facts } => (
                    "array",
                    ty.dtype,
                    ty.rank,
                    Some(Facts {
                        base_align: facts.base_align,
                        dim_divisor: facts.dim_divisor.to_vec(),
                        stride_divisor: facts.stride_divisor.to_vec(),
                        unit_inner_stride: facts.unit_inner_stride(),
                        unit_stride_dim: facts.unit_stride_dim,
                        sizes: facts.sizes.as_ref().map(|s| s.to_vec()),
                    }),
                ),
                ParamKind::Scalar(d) => ("scalar", *d, 0, None),
            };
            let flat = layout.slots.iter().enumerate().filter(|(_, s)| slot_param(s) == i).map(|(j, _)| j).collect();
            SourceParam { name: p.name.clone(), kind, dtype: dtype.name().to_string(), rank, flat, facts }
        })
        .collect();
    KernelAbi { params, flat, size: layout.size as u32 }
}

fn slot_param(slot: &Slot) -> usize {
    match slot.role {
        Role::Base { param } | Role::Size { param, .. } | Role::Stride { param, .. } | Role::Scalar { param } => param,
    }
}

fn flat_param(k: &Kernel, slot: &Slot) -> FlatParam {
    let pname = &k.params[slot_param(slot)].name;
    let (name, c_type) = match (slot.role, &k.params[slot_param(slot)].kind) {
        (Role::Base { .. }, _) => (format!("{pname}.ptr"), "void*"),
        (Role::Size { dim, .. }, _) => (format!("{pname}.shape{dim}"), "int32_t"),
        (Role::Stride { dim, .. }, _) => (format!("{pname}.stride{dim}"), "int32_t"),
        (Role::Scalar { .. }, ParamKind::Scalar(d)) => (pname.clone(), c_scalar(*d).0),
        (Role::Scalar { .. }, ParamKind::Array { .. }) => (pname.clone(), "void*"),
    };
    FlatParam { name, c_type, offset: slot.offset as u32, size: slot.ty.size() as u32 }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_lang::tir::{ArrayFacts, ArrayType, KernelParam};

    fn array(name: &str, dtype: DType, rank: u8) -> KernelParam {
        KernelParam {
            name: name.into(),
            kind: ParamKind::Array {
                ty: ArrayType { dtype, rank },
                facts: ArrayFacts::unknown(rank as usize),
            },
        }
    }

    #[test]
    fn vadd_offsets_match_cutile() {
        // tile-ir.md §3.1: 3 x 1-D arrays sit at 0, 8, 12, 16, 24, 28, 32, 40, 44 (48 bytes).
        let k = Kernel::new(
            "vadd",
            vec![array("a", DType::F32, 1), array("b", DType::F32, 1), array("c", DType::F32, 1)],
        );
        let abi = kernel_abi(&k);
        let offsets: Vec<u32> = abi.flat.iter().map(|p| p.offset).collect();
        assert_eq!(offsets, [0, 8, 12, 16, 24, 28, 32, 40, 44]);
        assert_eq!(abi.size, 48);
    }

    #[test]
    fn scalars_are_naturally_aligned() {
        let params = vec![
            KernelParam { name: "flag".into(), kind: ParamKind::Scalar(DType::Bool) },
            KernelParam { name: "x".into(), kind: ParamKind::Scalar(DType::F64) },
            array("m", DType::F16, 2),
        ];
        let abi = kernel_abi(&Kernel::new("k", params));
        let got: Vec<(&str, u32)> = abi.flat.iter().map(|p| (p.name.as_str(), p.offset)).collect();
        assert_eq!(
            got,
            [
                ("flag", 0),
                ("x", 8),
                ("m.ptr", 16),
                ("m.shape0", 24),
                ("m.shape1", 28),
                ("m.stride0", 32),
                ("m.stride1", 36)
            ]
        );
        assert_eq!(abi.params[2].flat, [2, 3, 4, 5, 6]);
    }
}
