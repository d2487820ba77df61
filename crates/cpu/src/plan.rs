//! The execution plan: a kernel resolved once, before any block runs.
//!
//! Building the plan verifies the kernel, rejects ops the executor cannot give a meaning to
//! (arithmetic on tf32/fp8, unsupported `mma` combinations, ...), and precomputes everything
//! that does not depend on the block: element counts and geometry of every shape op, padding
//! values, one-element constant values, which array parameters are written, and which
//! terminator operands may be *moved* rather than copied into their destination.
//!
//! Values live in slots indexed by TIR [`Value`] index; each region is a flat list of
//! [`Instr`]s whose operands and results are slot numbers. Control-flow ops own their regions
//! as nested [`Region`]s, so running a block is a walk of this tree with no lookups.

use smallvec::SmallVec;
use tile_lang::tir::{
    verify, ArrayFacts, BinaryOp, CmpOp, Const, EntityRef, Kernel, MemoryOrder, Op, OpKind, Padding, ParamKind,
    ReduceKind, ScanKind, TileType, UnaryOp, Value,
};
use tile_lang::{DType, Span};

use super::error::{ErrorKind, ExecError};
use super::ops::cast::{float_scalar, int_scalar};
use super::ops::mma::MmaShape;
use super::ops::reduce::Axis;
use super::ops::shape::{row_major, Gather};
use super::ops::{elementwise, mma};
use super::tile::Buf;

/// Where a kernel parameter goes.
#[derive(Clone, Debug)]
pub(crate) enum ParamPlan {
    Array { name: String, dtype: DType, rank: usize, facts: ArrayFacts, written: bool },
    Scalar { name: String, dtype: DType, slot: usize },
}

impl ParamPlan {
    pub fn name(&self) -> &str {
        match self {
            ParamPlan::Array { name, .. } | ParamPlan::Scalar { name, .. } => name,
        }
    }
}

/// A resolved kernel.
#[derive(Clone, Debug)]
pub(crate) struct Plan {
    pub name: String,
    pub n_slots: usize,
    pub params: Vec<ParamPlan>,
    pub body: Region,
    /// Mnemonic and source span of each op (by op index), for error messages.
    pub op_info: Vec<(&'static str, Option<Span>)>,
}

/// A region: parameter slots and instructions (the last one a terminator).
#[derive(Clone, Debug, Default)]
pub(crate) struct Region {
    pub params: Vec<usize>,
    pub instrs: Vec<Instr>,
}

/// One op: operand and result slots and what to do.
#[derive(Clone, Debug)]
pub(crate) struct Instr {
    pub op: Op,
    pub args: SmallVec<[usize; 4]>,
    pub results: SmallVec<[usize; 2]>,
    pub kind: Kind,
}

/// How a region ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Flow {
    Yield,
    Continue,
    Break,
    Return,
}

#[derive(Clone, Debug)]
pub(crate) enum Kind {
    /// `n` copies of a one-element value.
    Constant {
        value: Buf,
        n: usize,
    },
    BlockId(usize),
    NumBlocks(usize),
    ArrayDim {
        array: usize,
        axis: usize,
    },
    Iota {
        dtype: DType,
        n: usize,
    },
    /// `args`: the tile indices.
    Load {
        array: usize,
        shape: Vec<usize>,
        pad: Buf,
        /// The array read with its axes permuted (`OpKind::Load`'s `order`).
        order: Option<smallvec::SmallVec<[u8; 4]>>,
    },
    /// `args`: the tile, then the tile indices.
    Store {
        array: usize,
        shape: Vec<usize>,
    },
    AtomicAdd {
        array: usize,
        shape: Vec<usize>,
        order: MemoryOrder,
    },
    Unary(UnaryOp),
    Binary(BinaryOp),
    Cmp(CmpOp),
    Select,
    Cast {
        from: DType,
        to: DType,
    },
    /// `broadcast` and `permute`: a gather from offset 0.
    Gather(Gather),
    /// `reshape`: the elements unchanged.
    Copy,
    Cat {
        outer: usize,
        a_chunk: usize,
        b_chunk: usize,
    },
    /// `args`: the tile, then the sub-tile indices.
    Extract {
        gather: Gather,
        sub: Vec<usize>,
        counts: Vec<usize>,
        strides: Vec<usize>,
    },
    Reduce {
        kind: ReduceKind,
        axis: Axis,
    },
    Scan {
        kind: ScanKind,
        reverse: bool,
        axis: Axis,
    },
    Mma {
        in_dtype: DType,
        acc_dtype: DType,
        shape: MmaShape,
    },
    For {
        iv_dtype: DType,
        body: Box<Region>,
    },
    Loop(Box<Region>),
    If(Box<[Region; 2]>),
    /// `yield`, `continue`, `break`, `return`: `moves[i]` says operand `i` is dead after the
    /// terminator (defined inside the region being left, and not passed twice), so its buffer
    /// can be moved instead of copied.
    Term {
        flow: Flow,
        moves: SmallVec<[bool; 4]>,
    },
    /// The format split at each `{}`, and the operands' types.
    Print {
        pieces: Vec<String>,
        types: Vec<TileType>,
    },
    Assert(String),
}

/// Builds the plan of a kernel.
pub(crate) fn build(k: &Kernel) -> Result<Plan, ExecError> {
    if let Err(errors) = verify::verify_kernel(k) {
        let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        return Err(ExecError::new(
            &k.name,
            ErrorKind::Invalid,
            format!("the kernel does not verify: {}", list.join("; ")),
        ));
    }
    let mut b = Builder {
        k,
        array_of: vec![None; k.values.len()],
        depth: vec![0; k.values.len()],
        loops: Vec::new(),
        written: vec![false; k.params.len()],
    };
    let mut params = Vec::new();
    for (i, (p, &v)) in k.params.iter().zip(k.param_values()).enumerate() {
        params.push(match &p.kind {
            ParamKind::Array { ty, facts } => {
                b.array_of[v.index()] = Some(i);
                let (dtype, rank, facts) = (ty.dtype, ty.rank as usize, facts.clone());
                ParamPlan::Array { name: p.name.clone(), dtype, rank, facts, written: false }
            }
            ParamKind::Scalar(d) => ParamPlan::Scalar { name: p.name.clone(), dtype: *d, slot: v.index() },
        });
    }
    let body = b.region(k.body, 0)?;
    for (p, w) in params.iter_mut().zip(&b.written) {
        if let ParamPlan::Array { written, .. } = p {
            *written = *w;
        }
    }
    let op_info = k.ops.iter().map(|(op, d)| (d.kind.mnemonic(), k.span(op))).collect();
    Ok(Plan { name: k.name.clone(), n_slots: k.values.len(), params, body, op_info })
}

struct Builder<'k> {
    k: &'k Kernel,
    /// The kernel parameter index of each array value.
    array_of: Vec<Option<usize>>,
    /// The region nesting depth each value is defined at (the body is 0).
    depth: Vec<u32>,
    /// Depths of the enclosing loop bodies, innermost last.
    loops: Vec<u32>,
    /// Whether each kernel parameter is stored to.
    written: Vec<bool>,
}

/// Shorthand for a plan-time error about an op.
fn unsupported(k: &Kernel, op: Op, message: String) -> ExecError {
    let mut e = ExecError::new(&k.name, ErrorKind::Unsupported, message);
    e.op = Some(k.ops[op].kind.mnemonic().to_string());
    e.span = k.span(op);
    e
}

impl Builder<'_> {
    fn region(&mut self, block: tile_lang::tir::Block, depth: u32) -> Result<Region, ExecError> {
        let data = &self.k.blocks[block];
        for &p in &data.params {
            self.depth[p.index()] = depth;
        }
        let mut instrs = Vec::with_capacity(data.ops.len());
        for &op in &data.ops {
            instrs.push(self.instr(op, depth)?);
            for &r in &self.k.ops[op].results {
                self.depth[r.index()] = depth;
            }
        }
        Ok(Region { params: data.params.iter().map(|v| v.index()).collect(), instrs })
    }

    fn tile(&self, v: Value) -> &TileType {
        self.k.ty(v).as_tile().expect("verified: a tile value")
    }

    fn dims(&self, v: Value) -> Vec<usize> {
        self.tile(v).shape.iter().map(|&d| d as usize).collect()
    }

    fn array(&self, v: Value) -> usize {
        self.array_of[v.index()].expect("verified: arrays are kernel parameters")
    }

    fn instr(&mut self, op: Op, depth: u32) -> Result<Instr, ExecError> {
        let data = &self.k.ops[op];
        let (o, r) = (&data.operands, &data.results);
        let slots = |vs: &[Value]| vs.iter().map(|v| v.index()).collect::<SmallVec<[usize; 4]>>();
        let mut args = slots(o);
        let fail = |m: String| unsupported(self.k, op, m);
        let kind = match &data.kind {
            OpKind::Constant(c) => {
                let t = self.tile(r[0]);
                let value = match *c {
                    Const::Int(i) => int_scalar(i, t.dtype),
                    Const::Float(x) => float_scalar(x, t.dtype),
                    Const::Bool(b) => int_scalar(i64::from(b), t.dtype),
                };
                Kind::Constant { value, n: t.num_elements() as usize }
            }
            OpKind::BlockId(a) => Kind::BlockId(*a as usize),
            OpKind::NumBlocks(a) => Kind::NumBlocks(*a as usize),
            OpKind::ArrayDim(a) => Kind::ArrayDim { array: self.array(o[0]), axis: *a as usize },
            OpKind::Iota => Kind::Iota { dtype: self.tile(r[0]).dtype, n: self.dims(r[0])[0] },
            OpKind::Load { padding, order, .. } => {
                args = slots(&o[1..]);
                let dtype = self.tile(r[0]).dtype;
                Kind::Load {
                    array: self.array(o[0]),
                    shape: self.dims(r[0]),
                    pad: padding_value(*padding, dtype),
                    order: order.clone(),
                }
            }
            OpKind::Store => {
                let array = self.array(o[0]);
                self.written[array] = true;
                args = slots(&o[1..]);
                Kind::Store { array, shape: self.dims(o[1]) }
            }
            OpKind::AtomicAdd { order } => {
                let array = self.array(o[0]);
                self.written[array] = true;
                super::access::supports_atomic_add(self.tile(o[1]).dtype).map_err(fail)?;
                args = slots(&o[1..]);
                Kind::AtomicAdd { array, shape: self.dims(o[1]), order: *order }
            }
            OpKind::Unary(u) => {
                elementwise::supports_unary(*u, self.tile(o[0]).dtype).map_err(fail)?;
                Kind::Unary(*u)
            }
            OpKind::Binary(bop) => {
                elementwise::supports_binary(*bop, self.tile(o[0]).dtype).map_err(fail)?;
                Kind::Binary(*bop)
            }
            OpKind::Cmp(c) => {
                elementwise::supports_cmp(self.tile(o[0]).dtype).map_err(fail)?;
                Kind::Cmp(*c)
            }
            OpKind::Select => Kind::Select,
            OpKind::Cast => Kind::Cast { from: self.tile(o[0]).dtype, to: self.tile(r[0]).dtype },
            OpKind::Broadcast => Kind::Gather(Gather::broadcast(&self.dims(o[0]), &self.dims(r[0]))),
            OpKind::Permute(perm) => Kind::Gather(Gather::permute(&self.dims(o[0]), perm)),
            OpKind::Reshape => Kind::Copy,
            OpKind::Cat(axis) => {
                let (a, b) = (self.dims(o[0]), self.dims(o[1]));
                let axis = *axis as usize;
                let outer = a[..axis].iter().product();
                Kind::Cat { outer, a_chunk: a[axis..].iter().product(), b_chunk: b[axis..].iter().product() }
            }
            OpKind::Extract => {
                let (from, sub) = (self.dims(o[0]), self.dims(r[0]));
                let strides = row_major(&from);
                let counts = from.iter().zip(&sub).map(|(f, s)| f / s).collect();
                Kind::Extract { gather: Gather::new(&sub, &strides), sub, counts, strides }
            }
            OpKind::Reduce { kind, axis } => {
                self.arithmetic(o[0], "reductions").map_err(fail)?;
                Kind::Reduce { kind: *kind, axis: Axis::new(&self.dims(o[0]), *axis as usize) }
            }
            OpKind::Scan { kind, axis, reverse } => {
                self.arithmetic(o[0], "scans").map_err(fail)?;
                Kind::Scan {
                    kind: *kind,
                    reverse: *reverse,
                    axis: Axis::new(&self.dims(o[0]), *axis as usize),
                }
            }
            OpKind::Mma => self.mma(o).map_err(fail)?,
            OpKind::For => {
                self.loops.push(depth + 1);
                let body = self.region(data.regions[0], depth + 1);
                self.loops.pop();
                Kind::For { iv_dtype: self.tile(o[0]).dtype, body: Box::new(body?) }
            }
            OpKind::Loop => {
                self.loops.push(depth + 1);
                let body = self.region(data.regions[0], depth + 1);
                self.loops.pop();
                Kind::Loop(Box::new(body?))
            }
            OpKind::If => {
                let then = self.region(data.regions[0], depth + 1)?;
                let els = self.region(data.regions[1], depth + 1)?;
                Kind::If(Box::new([then, els]))
            }
            OpKind::Yield => self.term(Flow::Yield, o, depth),
            OpKind::Continue => self.term(Flow::Continue, o, self.innermost_loop()),
            OpKind::Break => self.term(Flow::Break, o, self.innermost_loop()),
            OpKind::Return => self.term(Flow::Return, o, 0),
            OpKind::Print { format } => Kind::Print {
                pieces: format.split("{}").map(str::to_string).collect(),
                types: o.iter().map(|&v| self.tile(v).clone()).collect(),
            },
            OpKind::Assert { message } => Kind::Assert(message.clone()),
        };
        Ok(Instr { op, args, results: slots(r).into_iter().collect(), kind })
    }

    fn innermost_loop(&self) -> u32 {
        *self.loops.last().expect("verified: continue/break inside a loop")
    }

    /// A terminator leaving every region at depth `>= left`: operands defined there die.
    fn term(&self, flow: Flow, operands: &[Value], left: u32) -> Kind {
        let moves = operands
            .iter()
            .map(|v| {
                self.depth[v.index()] >= left && left > 0 && operands.iter().filter(|w| *w == v).count() == 1
            })
            .collect();
        Kind::Term { flow, moves }
    }

    fn arithmetic(&self, v: Value, what: &str) -> Result<(), String> {
        let d = self.tile(v).dtype;
        if d.is_int() || d.is_bool() || d.is_arith_float() {
            Ok(())
        } else {
            Err(format!("{what} are not defined on {d}"))
        }
    }

    fn mma(&self, o: &[Value]) -> Result<Kind, String> {
        let (a, b, c) = (self.tile(o[0]), self.tile(o[1]), self.tile(o[2]));
        mma::supports(a.dtype, b.dtype, c.dtype)?;
        let (ad, bd) = (self.dims(o[0]), self.dims(o[1]));
        let shape = match (ad.as_slice(), bd.as_slice()) {
            ([m, k], [_, n]) => MmaShape { batch: 1, m: *m, k: *k, n: *n },
            ([bt, m, k], [_, _, n]) => MmaShape { batch: *bt, m: *m, k: *k, n: *n },
            _ => unreachable!("verified: mma operands of rank 2 or 3"),
        };
        Ok(Kind::Mma { in_dtype: a.dtype, acc_dtype: c.dtype, shape })
    }
}

/// The padding value of a load, as a one-element tile of `d`.
///
/// `zero` and `undetermined` give 0 (false, +0.0, fp8 code 0). `neg_inf`/`pos_inf` give the
/// dtype's infinity where it has one, else its most negative/positive value (integers:
/// MIN/MAX, e4m3: ∓448, bool: false/true). `nan` gives NaN for floats and 0 (false) otherwise.
pub(crate) fn padding_value(p: Padding, d: DType) -> Buf {
    let x = match p {
        Padding::Zero | Padding::Undetermined => return int_scalar(0, d),
        Padding::NegInf => f64::NEG_INFINITY,
        Padding::PosInf => f64::INFINITY,
        Padding::Nan if d.is_float() => f64::NAN,
        Padding::Nan => return int_scalar(0, d),
    };
    match d {
        DType::Bool => Buf::Bool(vec![x > 0.0]),
        _ => float_scalar(x, d),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn padding_values_per_dtype() {
        assert_eq!(padding_value(Padding::NegInf, DType::I16), Buf::I16(vec![i16::MIN]));
        assert_eq!(padding_value(Padding::PosInf, DType::U8), Buf::U8(vec![255]));
        assert_eq!(padding_value(Padding::NegInf, DType::F8E4M3), Buf::U8(vec![0xfe]));
        assert_eq!(padding_value(Padding::PosInf, DType::F8E5M2), Buf::U8(vec![0x7c]));
        assert_eq!(padding_value(Padding::Nan, DType::I32), Buf::I32(vec![0]));
        assert_eq!(padding_value(Padding::PosInf, DType::Bool), Buf::Bool(vec![true]));
        assert_eq!(padding_value(Padding::Undetermined, DType::F32), Buf::F32(vec![0.0]));
        let Buf::F16(v) = padding_value(Padding::Nan, DType::F16) else { panic!() };
        assert!(v[0].is_nan());
    }
}
