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
//! bf16 `i16` (LLVM 7 has no `bfloat`), fp8 `i8`.
//!
//! fp8 values are `float` registers too, decoded exactly when loaded and encoded when stored,
//! both in integer arithmetic ([`Cx::fp8_decode`], [`Cx::fp8_encode`]) with the executor's
//! rounding ([`tile_lang::formats::Fp8`]: ties to even, finite values saturate, e5m2 keeps its
//! infinities, NaNs keep their sign and payload). PTX's fp8 conversions would need sm_89 and
//! saturate infinities; these run on every target and agree with the CPU on all 256 codes.

use tile_lang::formats::{self, Fp8};
use tile_lang::tir::Value;
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
    /// The TIR value this tile is (set when bound), so that a value that is a function of
    /// element coordinates can be computed afresh in another layout ([`Cx::rematerialize`]).
    pub origin: Option<Value>,
}

impl Tile {
    pub fn splat(dtype: DType, shape: &[u64], v: V) -> Tile {
        Tile { dtype, shape: shape.to_vec(), repr: Repr::Splat(v), origin: None }
    }

    pub fn regs(dtype: DType, layout: Layout, regs: Vec<V>) -> Tile {
        debug_assert_eq!(layout.num_regs(), regs.len());
        Tile { dtype, shape: layout.shape.clone(), repr: Repr::Regs { layout, regs }, origin: None }
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
        DType::F16 | DType::BF16 | DType::TF32 | DType::F32 | DType::F8E4M3 | DType::F8E5M2 => Ty::Float,
        DType::F64 => Ty::Double,
    })
}

/// A float literal as a value of its dtype, rounded once as the executor rounds it: narrow
/// float registers hold values of their format.
pub(super) fn narrow_literal(d: DType, x: f64) -> f64 {
    match d {
        DType::F16 => formats::f16_from_f64(x).to_f64(),
        DType::BF16 => formats::bf16_from_f64(x).to_f64(),
        DType::TF32 => f64::from(formats::tf32_from_f64(x)),
        _ => match Fp8::of(d) {
            Some(fmt) => f64::from(fmt.decode(fmt.encode(x))),
            None => x,
        },
    }
}

/// The LLVM type a dtype's values have in memory (global and shared).
pub(super) fn mem_ty(d: DType) -> Result<Ty, LowerError> {
    Ok(match d {
        DType::Bool => Ty::I8,
        DType::F16 => Ty::Half,
        DType::BF16 => Ty::I16,
        DType::F8E4M3 | DType::F8E5M2 => Ty::I8,
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
            _ => match Fp8::of(d) {
                Some(fmt) => self.fp8_decode(fmt, &v),
                None => v,
            },
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
            _ => match Fp8::of(d) {
                Some(fmt) => self.fp8_encode(fmt, v),
                None => v.clone(),
            },
        }
    }

    /// The f32 value of an fp8 code (`i8`), exactly as [`Fp8::decode`] gives it.
    pub fn fp8_decode(&mut self, fmt: Fp8, code: &V) -> V {
        let w = self.f.conv("zext", code, Ty::I32);
        let mag = self.f.bin("and", &w, &V::i32(0x7f));
        // The magnitude's exponent and fraction fields, placed as an f16's: f16 has at least
        // as many of each, and its subnormals convert to f32 exactly.
        let h = self.f.bin("shl", &mag, &V::i32(i64::from(10 - fmt.frac_bits())));
        let h = self.f.conv("trunc", &h, Ty::I16);
        let h = self.f.conv("bitcast", &h, Ty::Half);
        let mut v = self.f.conv("fpext", &h, Ty::Float);
        if fmt.bias() != 15 {
            // f16's exponent bias is 15; the rescaling is exact.
            v = self.f.bin("fmul", &v, &V::float(Ty::Float, 2f64.powi(15 - fmt.bias())));
        }
        let bits = self.f.conv("bitcast", &v, Ty::I32);
        // NaN codes: a quiet NaN, with e5m2's two payload bits at bits 20..19 as the executor
        // puts them, so that every code round-trips through a register.
        let first_nan = match fmt {
            Fp8::E4M3 => 0x7f,
            Fp8::E5M2 => 0x7d,
        };
        let is_nan = self.f.cmp("icmp", "uge", &mag, &V::i32(first_nan));
        let nan = match fmt {
            Fp8::E4M3 => V::i32(0x7fc0_0000),
            Fp8::E5M2 => {
                let payload = self.f.bin("and", &mag, &V::i32(3));
                let payload = self.f.bin("shl", &payload, &V::i32(19));
                self.f.bin("or", &payload, &V::i32(0x7fc0_0000))
            }
        };
        let bits = self.f.select(&is_nan, &nan, &bits);
        let sign = self.f.bin("and", &w, &V::i32(0x80));
        let sign = self.f.bin("shl", &sign, &V::i32(24));
        let bits = self.f.bin("or", &bits, &sign);
        self.f.conv("bitcast", &bits, Ty::Float)
    }

    /// The fp8 code (`i8`) of an f32, rounded as [`Fp8::encode`] rounds: to nearest, ties to
    /// even, finite magnitudes past the largest saturating to it.
    pub fn fp8_encode(&mut self, fmt: Fp8, v: &V) -> V {
        let frac = i64::from(fmt.frac_bits());
        let shift = 23 - frac;
        let bits = self.f.conv("bitcast", v, Ty::I32);
        let mag = self.f.bin("and", &bits, &V::i32(0x7fff_ffff));
        // Normal results: round the f32's fraction to `frac` bits in the integer (a carry
        // moves into the exponent), then move the exponent from f32's bias to fp8's.
        let lsb = self.f.bin("lshr", &mag, &V::i32(shift));
        let lsb = self.f.bin("and", &lsb, &V::i32(1));
        let up = self.f.bin("add", &mag, &V::i32((1 << (shift - 1)) - 1));
        let up = self.f.bin("add", &up, &lsb);
        let code = self.f.bin("lshr", &up, &V::i32(shift));
        let rebias = i64::from(127 - fmt.bias()) << frac;
        let code = self.f.bin("sub", &code, &V::i32(rebias));
        let max = V::i32(i64::from(fmt.max_code()));
        let over = self.f.cmp("icmp", "sgt", &code, &max);
        let normal = self.f.select(&over, &max, &code);
        // Below the smallest normal, the code is the count of the smallest quantum,
        // 2^(1 - bias - frac), rounded to even (2^frac is the smallest normal's code).
        let abs = self.f.conv("bitcast", &mag, Ty::Float);
        let scale = 2f64.powi(fmt.frac_bits() + fmt.bias() - 1);
        let scaled = self.f.bin("fmul", &abs, &V::float(Ty::Float, scale));
        let quanta = self.f.asm(Ty::I32, "cvt.rni.s32.f32 $0, $1;", "=r,f", &[&scaled], false);
        let smallest_normal = i64::from(1 - fmt.bias() + 127) << 23;
        let small = self.f.cmp("icmp", "slt", &mag, &V::i32(smallest_normal));
        let mut code = self.f.select(&small, &quanta, &normal);
        let nan = match fmt {
            Fp8::E4M3 => V::i32(i64::from(fmt.nan_code(f64::NAN))),
            Fp8::E5M2 => {
                // Infinities stay infinite; a NaN keeps its payload (bits 20..19), or takes
                // the all-ones code without one.
                let inf = self.f.cmp("icmp", "eq", &mag, &V::i32(0x7f80_0000));
                code = self.f.select(&inf, &V::i32(0x7c), &code);
                let payload = self.f.bin("lshr", &mag, &V::i32(19));
                let payload = self.f.bin("and", &payload, &V::i32(3));
                let none = self.f.cmp("icmp", "eq", &payload, &V::i32(0));
                let payload = self.f.select(&none, &V::i32(3), &payload);
                self.f.bin("or", &payload, &V::i32(0x7c))
            }
        };
        let is_nan = self.f.cmp("icmp", "sgt", &mag, &V::i32(0x7f80_0000));
        let code = self.f.select(&is_nan, &nan, &code);
        let sign = self.f.bin("lshr", &bits, &V::i32(24));
        let sign = self.f.bin("and", &sign, &V::i32(0x80));
        let code = self.f.bin("or", &code, &sign);
        self.f.conv("trunc", &code, Ty::I8)
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
            _ => match Fp8::of(d) {
                Some(fmt) => {
                    let code = self.fp8_encode(fmt, &v);
                    self.fp8_decode(fmt, &code)
                }
                None => v,
            },
        }
    }

    /// A constant of dtype `d` in its register type (a float one rounded to `d`).
    pub fn const_of(&self, d: DType, c: f64) -> Result<V, LowerError> {
        let ty = reg_ty(d)?;
        Ok(if ty.is_float() { V::float(ty, narrow_literal(d, c)) } else { V::int(ty, c as i64) })
    }
}
