//! How TIR values live in NVVM registers.
//!
//! A tile is held as one LLVM scalar per [`Layout`] register ([`Repr::Regs`]), as one value
//! every thread holds for every element ([`Repr::Splat`]: constants and every rank-0 tile,
//! which all threads compute alike), or as a broadcast not yet placed ([`Repr::Bcast`]): its
//! consumer picks the layout, so a row statistic broadcast back over its rows costs nothing.
//!
//! Register types by dtype ([`reg_ty`]): bool is `i1`, integers their width (signedness is in
//! the op), f16, bf16, tf32 and f32 are `float` (narrow floats hold values of their format
//! exactly and are rounded after every op, which for `+ - * / sqrt` equals the narrow op),
//! f64 is `double`. Memory types ([`mem_ty`]) are the dtype's storage: bool `i8`, f16 `half`,
//! bf16 `i16` (LLVM 7 has no `bfloat`). fp8 has no lowering yet.

use tile_lang::DType;

use super::ir::{Ty, V};
use super::layout::Layout;
use super::lower::Cx;
use super::LowerError;

/// A tile's representation in registers.
#[derive(Clone, Debug)]
pub(super) enum Repr {
    /// Every element is this value, in every thread.
    Splat(V),
    /// One value per register of the layout.
    Regs { layout: Layout, regs: Vec<V> },
    /// The operand tile (same rank, size-1 dimensions where this tile's are larger) broadcast
    /// to this tile's shape, in whatever layout the consumer asks for.
    Bcast(Box<Tile>),
}

/// A lowered tile value.
#[derive(Clone, Debug)]
pub(super) struct Tile {
    pub dtype: DType,
    pub shape: Vec<u64>,
    pub repr: Repr,
}

impl Tile {
    pub fn splat(dtype: DType, shape: &[u64], v: V) -> Tile {
        Tile { dtype, shape: shape.to_vec(), repr: Repr::Splat(v) }
    }

    pub fn regs(dtype: DType, layout: Layout, regs: Vec<V>) -> Tile {
        debug_assert_eq!(layout.num_regs(), regs.len());
        Tile { dtype, shape: layout.shape.clone(), repr: Repr::Regs { layout, regs } }
    }

    pub fn elements(&self) -> u64 {
        self.shape.iter().product()
    }

    /// The value of a rank-0 (or splat) tile.
    pub fn scalar(&self) -> &V {
        match &self.repr {
            Repr::Splat(v) => v,
            Repr::Regs { regs, .. } if regs.len() == 1 && self.elements() == 1 => &regs[0],
            other => panic!("not a scalar: {other:?}"),
        }
    }
}

/// The LLVM type a dtype's values have in registers.
pub(super) fn reg_ty(d: DType) -> Result<Ty, LowerError> {
    Ok(match d {
        DType::Bool => Ty::I1,
        DType::I8 | DType::U8 => Ty::I8,
        DType::I16 | DType::U16 => Ty::I16,
        DType::I32 | DType::U32 => Ty::I32,
        DType::I64 | DType::U64 => Ty::I64,
        DType::F16 | DType::BF16 | DType::TF32 | DType::F32 => Ty::Float,
        DType::F64 => Ty::Double,
        DType::F8E4M3 | DType::F8E5M2 => {
            return Err(LowerError::unsupported(format!("{d} values (fp8)")))
        }
    })
}

/// The LLVM type a dtype's values have in memory (global and shared).
pub(super) fn mem_ty(d: DType) -> Result<Ty, LowerError> {
    Ok(match d {
        DType::Bool => Ty::I8,
        DType::F16 => Ty::Half,
        DType::BF16 => Ty::I16,
        _ => reg_ty(d)?,
    })
}

impl Cx<'_> {
    /// A register value from its memory form (as loaded).
    pub fn load_reg(&mut self, d: DType, v: V) -> V {
        match d {
            DType::Bool => self.f.cmp("icmp", "ne", &v, &V::int(Ty::I8, 0)),
            DType::F16 => self.f.conv("fpext", &v, Ty::Float),
            DType::BF16 => self.bf16_bits_to_f32(&v),
            _ => v,
        }
    }

    /// The memory form of a register value (as stored).
    pub fn store_form(&mut self, d: DType, v: &V) -> V {
        match d {
            DType::Bool => self.f.conv("zext", v, Ty::I8),
            // Exact: the value is an f16 already.
            DType::F16 => self.f.conv("fptrunc", v, Ty::Half),
            DType::BF16 => {
                let bits = self.f.conv("bitcast", v, Ty::I32);
                let hi = self.f.bin("lshr", &bits, &V::i32(16));
                self.f.conv("trunc", &hi, Ty::I16)
            }
            _ => v.clone(),
        }
    }

    pub fn bf16_bits_to_f32(&mut self, bits: &V) -> V {
        let w = self.f.conv("zext", bits, Ty::I32);
        let w = self.f.bin("shl", &w, &V::i32(16));
        self.f.conv("bitcast", &w, Ty::Float)
    }

    /// Rounds a `float` register to the precision of a narrow float dtype (a no-op for f32
    /// and f64): what every float op of f16 and bf16 ends with.
    pub fn round_to(&mut self, d: DType, v: V) -> V {
        match d {
            DType::F16 => {
                let h = self.f.conv("fptrunc", &v, Ty::Half);
                self.f.conv("fpext", &h, Ty::Float)
            }
            DType::BF16 => {
                let bits = self.f.asm(Ty::I16, "cvt.rn.bf16.f32 $0, $1;", "=h,f", &[&v], false);
                self.bf16_bits_to_f32(&bits)
            }
            _ => v,
        }
    }

    /// A constant of dtype `d` in its register type.
    pub fn const_of(&self, d: DType, c: f64) -> Result<V, LowerError> {
        let ty = reg_ty(d)?;
        Ok(if ty.is_float() { V::float(ty, c) } else { V::int(ty, c as i64) })
    }
}
