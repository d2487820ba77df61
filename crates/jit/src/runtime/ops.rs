//! Elementwise host array operations: arithmetic, comparisons, math functions, `where`,
//! conversions and copies, with NumPy broadcasting and the language's promotion rules.
//!
//! Everything goes through [`map_into`]: it walks the broadcast shape in runs
//! (`iter::for_each_run`), reads each operand's run into a scratch buffer in the compute
//! domain (`f64` or `i128`, see `elem.rs`), applies the operation to whole runs and writes
//! the result run converted to the output's dtype. Memory use is the output plus a few
//! run-sized buffers, whatever the operand sizes. The output may be a strided view (slice
//! assignment writes through it); an operand sharing its storage is copied first, so a
//! statement like `x[1:] = x[:-1]` reads the old values, as in NumPy.

use tile_lang::diag::codes;
use tile_lang::sema::rules;
use tile_lang::DType;

use super::array::Array;
use super::elem::{self, read_f64, read_i128, write_f64, write_i128};
use super::error::OpError;
use super::iter::{for_each_run, RUN};
use super::storage::Locks;

/// A Python number used as an operand: weakly typed (it adopts the array's dtype).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Num {
    Bool(bool),
    Int(i64),
    Float(f64),
}

impl Num {
    pub fn f64(self) -> f64 {
        match self {
            Num::Bool(b) => f64::from(u8::from(b)),
            Num::Int(i) => i as f64,
            Num::Float(f) => f,
        }
    }

    pub fn i128(self) -> i128 {
        match self {
            Num::Bool(b) => i128::from(b),
            Num::Int(i) => i128::from(i),
            Num::Float(f) => f as i128,
        }
    }

    /// The dtype the number takes next to an array of `other` (the weak-scalar rule).
    fn weak_dtype(self, other: DType) -> DType {
        rules::weak_scalar_dtype(other, matches!(self, Num::Float(_)), matches!(self, Num::Bool(_)))
    }

    /// The dtype of the number materialised on its own (`array(3)`, `full((2,), 1.5)`).
    pub fn default_dtype(self) -> DType {
        match self {
            Num::Bool(_) => DType::Bool,
            Num::Int(_) => DType::I64,
            Num::Float(_) => DType::F32,
        }
    }
}

/// An operand: an array or a number.
#[derive(Clone, Debug)]
pub(crate) enum Src {
    Arr(Array),
    Num(Num),
}

impl Src {
    fn shape(&self) -> &[usize] {
        match self {
            Src::Arr(a) => a.shape(),
            Src::Num(_) => &[],
        }
    }
}

/// The compute domain of an operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Dom {
    F,
    I,
}

impl Dom {
    pub fn of(d: DType) -> Dom {
        if d.is_float() { Dom::F } else { Dom::I }
    }
}

/// A run of values in one domain.
pub(crate) enum Run {
    F(Vec<f64>),
    I(Vec<i128>),
}

impl Run {
    fn new(d: Dom) -> Run {
        match d {
            Dom::F => Run::F(Vec::with_capacity(RUN)),
            Dom::I => Run::I(Vec::with_capacity(RUN)),
        }
    }

    fn clear(&mut self) {
        match self {
            Run::F(v) => v.clear(),
            Run::I(v) => v.clear(),
        }
    }
}

/// The broadcast shape of several shapes.
pub(crate) fn broadcast_shape(shapes: &[&[usize]]) -> Result<Vec<usize>, OpError> {
    let rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
    let mut out = vec![1usize; rank];
    for s in shapes {
        for (i, &n) in s.iter().rev().enumerate() {
            let o = &mut out[rank - 1 - i];
            if *o == 1 {
                *o = n;
            } else if n != 1 && n != *o {
                let other: Vec<usize> = shapes.iter().find(|t| t.len() > i && t[t.len() - 1 - i] == *o).map_or(out.clone(), |t| t.to_vec());
                return Err(OpError::broadcast(&other, s));
            }
        }
    }
    Ok(out)
}

/// Evaluates `f` over the operands broadcast to `out`'s shape and writes the results into
/// `out` (converted to its dtype). Operands are read in domain `din`; `f` produces a run in
/// domain `dout`.
pub(crate) fn map_into(out: &Array, srcs: &[Src], din: Dom, dout: Dom, mut f: impl FnMut(&[Run], &mut Run)) -> Result<(), OpError> {
    // Operands aliasing the output are copied first (read-before-write semantics).
    let mut owned: Vec<Src> = Vec::with_capacity(srcs.len());
    for s in srcs {
        owned.push(match s {
            Src::Arr(a) if a.shares_memory(out) => Src::Arr(copy(a)?),
            other => other.clone(),
        });
    }
    let views: Vec<Option<Array>> = owned
        .iter()
        .map(|s| match s {
            Src::Arr(a) => a.broadcast_to(out.shape()).map(Some),
            Src::Num(_) => Ok(None),
        })
        .collect::<Result<_, _>>()?;
    let mut storages = vec![&out.storage];
    storages.extend(views.iter().flatten().map(|a| &a.storage));
    let mut locks = Locks::new(&storages)?;
    let lock_of: Vec<Option<usize>> = views.iter().map(|v| v.as_ref().map(|a| locks.index(&a.storage))).collect();
    let wi = locks.index(&out.storage);
    let (shared, target) = locks.all_with_mut(wi);
    let mut offsets = vec![out.offset() as isize];
    let mut strides: Vec<&[isize]> = vec![out.strides()];
    for v in views.iter().flatten() {
        offsets.push(v.offset() as isize);
        strides.push(v.strides());
    }
    let mut bufs: Vec<Run> = owned.iter().map(|_| Run::new(din)).collect();
    let mut res = Run::new(dout);
    let mut fail = None;
    for_each_run(out.shape(), &offsets, &strides, RUN, |starts, st, n| {
        let mut k = 1;
        for (i, s) in owned.iter().enumerate() {
            let b = &mut bufs[i];
            b.clear();
            match (s, b) {
                (Src::Num(x), Run::F(v)) => v.resize(n, x.f64()),
                (Src::Num(x), Run::I(v)) => v.resize(n, x.i128()),
                (Src::Arr(_), b) => {
                    let chunks = shared[lock_of[i].expect("array operand has a lock")].expect("operands are read-only");
                    let dtype = views[i].as_ref().map_or(DType::F64, Array::dtype);
                    match b {
                        Run::F(v) => read_f64(chunks, dtype, starts[k], st[k], n, v),
                        Run::I(v) => read_i128(chunks, dtype, starts[k], st[k], n, v),
                    }
                    k += 1;
                }
            }
        }
        res.clear();
        f(&bufs, &mut res);
        match &res {
            Run::F(v) if v.len() == n => write_f64(target, out.dtype(), starts[0], st[0], v),
            Run::I(v) if v.len() == n => write_i128(target, out.dtype(), starts[0], st[0], v),
            _ => fail = Some(OpError::internal("an elementwise operation produced a run of the wrong length")),
        }
    });
    fail.map_or(Ok(()), Err)
}

/// A new contiguous array of `dtype` with `f` evaluated over the broadcast operands.
pub(crate) fn map_new(dtype: DType, srcs: &[Src], din: Dom, f: impl FnMut(&[Run], &mut Run)) -> Result<Array, OpError> {
    let shapes: Vec<&[usize]> = srcs.iter().map(Src::shape).collect();
    let shape = broadcast_shape(&shapes)?;
    let out = Array::zeros(dtype, &shape);
    map_into(&out, srcs, din, Dom::of(dtype), f)?;
    Ok(out)
}

/// A contiguous copy with the same dtype (raw bytes, no conversion).
pub(crate) fn copy(a: &Array) -> Result<Array, OpError> {
    let out = Array::zeros(a.dtype(), a.shape());
    {
        let mut locks = Locks::new(&[&a.storage, &out.storage])?;
        let (src, dst) = locks.split(0, 1);
        let dtype = a.dtype();
        for_each_run(a.shape(), &[a.offset() as isize, 0], &[a.strides(), out.strides()], usize::MAX, |s, st, n| {
            elem::copy_raw(src, dst, dtype, (s[0], st[0]), (s[1], st[1]), n);
        });
    }
    Ok(out)
}

/// A contiguous copy converted to `dtype` (the executor's cast semantics).
pub(crate) fn astype(a: &Array, dtype: DType) -> Result<Array, OpError> {
    if dtype == a.dtype() {
        return copy(a);
    }
    // Integers (and bools) convert through i128 so that wrapping is exact; floats through f64.
    let din = Dom::of(a.dtype());
    map_new(dtype, &[Src::Arr(a.clone())], din, |x, out| match (&x[0], out) {
        (Run::F(v), Run::F(o)) => o.extend_from_slice(v),
        (Run::I(v), Run::I(o)) => o.extend_from_slice(v),
        (Run::F(v), Run::I(o)) => o.extend(v.iter().map(|&x| float_to_int(x, dtype))),
        (Run::I(v), Run::F(o)) => o.extend(v.iter().map(|&x| x as f64)),
    })
}

/// A float converted to an integer target with saturation at the target's range (NaN → 0),
/// as an `i128` that the target's codec then keeps unchanged.
fn float_to_int(x: f64, dtype: DType) -> i128 {
    elem::round_f64(dtype, x) as i128
}

/// Writes `src` (an array broadcast to `dst`'s shape, or a number) into `dst`, converting.
pub(crate) fn assign(dst: &Array, src: &Src) -> Result<(), OpError> {
    if let Src::Arr(a) = src {
        a.broadcast_to(dst.shape()).map_err(|_| {
            OpError::new(codes::BROADCAST, format!("cannot assign an array of shape {} to a selection of shape {}", super::error::shape_str(a.shape()), super::error::shape_str(dst.shape())))
        })?;
    }
    let din = match src {
        Src::Arr(a) => Dom::of(a.dtype()),
        Src::Num(Num::Float(_)) => Dom::F,
        Src::Num(_) => Dom::I,
    };
    let dout = Dom::of(dst.dtype());
    let target = dst.dtype();
    map_into(dst, std::slice::from_ref(src), din, dout, |x, out| match (&x[0], out) {
        (Run::F(v), Run::F(o)) => o.extend_from_slice(v),
        (Run::I(v), Run::I(o)) => o.extend_from_slice(v),
        (Run::F(v), Run::I(o)) => o.extend(v.iter().map(|&x| float_to_int(x, target))),
        (Run::I(v), Run::F(o)) => o.extend(v.iter().map(|&x| x as f64)),
    })
}

/// Binary operators on arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bin {
    Add,
    Sub,
    Mul,
    Div,
    FloorDiv,
    Mod,
    Pow,
    Max,
    Min,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

impl Bin {
    fn is_comparison(self) -> bool {
        matches!(self, Bin::Eq | Bin::Ne | Bin::Lt | Bin::Le | Bin::Gt | Bin::Ge)
    }

    fn is_bitwise(self) -> bool {
        matches!(self, Bin::And | Bin::Or | Bin::Xor | Bin::Shl | Bin::Shr)
    }

    pub fn symbol(self) -> &'static str {
        match self {
            Bin::Add => "+",
            Bin::Sub => "-",
            Bin::Mul => "*",
            Bin::Div => "/",
            Bin::FloorDiv => "//",
            Bin::Mod => "%",
            Bin::Pow => "**",
            Bin::Max => "maximum",
            Bin::Min => "minimum",
            Bin::And => "&",
            Bin::Or => "|",
            Bin::Xor => "^",
            Bin::Shl => "<<",
            Bin::Shr => ">>",
            Bin::Eq => "==",
            Bin::Ne => "!=",
            Bin::Lt => "<",
            Bin::Le => "<=",
            Bin::Gt => ">",
            Bin::Ge => ">=",
        }
    }
}

/// The dtype two operands promote to (a number is weak).
pub(crate) fn promote_srcs(a: &Src, b: &Src) -> Result<DType, OpError> {
    let (da, db) = match (a, b) {
        (Src::Arr(x), Src::Arr(y)) => (x.dtype(), y.dtype()),
        (Src::Arr(x), Src::Num(n)) | (Src::Num(n), Src::Arr(x)) => (x.dtype(), n.weak_dtype(x.dtype())),
        (Src::Num(x), Src::Num(y)) => (x.default_dtype(), y.default_dtype()),
    };
    rules::promote(da, db).ok_or_else(|| {
        OpError::new(codes::NO_PROMOTION, format!("{da} and {db} have no common dtype")).with_help("convert one operand with `astype` first")
    })
}

/// `a op b` elementwise, as a new array.
pub(crate) fn binary(op: Bin, a: &Src, b: &Src) -> Result<Array, OpError> {
    let common = promote_srcs(a, b)?;
    if op.is_bitwise() && common.is_float() {
        return Err(OpError::new(codes::DTYPE_NOT_ALLOWED, format!("`{}` needs integer or bool operands, not {common}", op.symbol())));
    }
    let out_dtype = if op.is_comparison() {
        DType::Bool
    } else if op == Bin::Div && !common.is_float() {
        DType::F32
    } else {
        common
    };
    let din = if op == Bin::Div { Dom::F } else { Dom::of(common) };
    let srcs = [a.clone(), b.clone()];
    map_new(out_dtype, &srcs, din, |x, out| match (&x[0], &x[1], out) {
        (Run::F(p), Run::F(q), Run::F(o)) => o.extend(p.iter().zip(q).map(|(&p, &q)| bin_f(op, p, q))),
        (Run::F(p), Run::F(q), Run::I(o)) => o.extend(p.iter().zip(q).map(|(&p, &q)| i128::from(cmp_f(op, p, q)))),
        (Run::I(p), Run::I(q), Run::I(o)) if op.is_comparison() => o.extend(p.iter().zip(q).map(|(&p, &q)| i128::from(cmp_i(op, p, q)))),
        (Run::I(p), Run::I(q), Run::I(o)) => o.extend(p.iter().zip(q).map(|(&p, &q)| bin_i(op, p, q, common))),
        _ => unreachable!("binary operands read in one domain"),
    })
}

/// One float operation (the result is rounded to the output dtype when written).
pub(crate) fn bin_f(op: Bin, a: f64, b: f64) -> f64 {
    match op {
        Bin::Add => a + b,
        Bin::Sub => a - b,
        Bin::Mul => a * b,
        Bin::Div => a / b,
        Bin::FloorDiv => (a / b).floor(),
        Bin::Mod => py_fmod(a, b),
        Bin::Pow => a.powf(b),
        Bin::Max => nan_max(a, b),
        Bin::Min => nan_min(a, b),
        _ => f64::from(u8::from(cmp_f(op, a, b))),
    }
}

/// Python's float `%`: the sign of the divisor.
pub(crate) fn py_fmod(a: f64, b: f64) -> f64 {
    let r = a % b;
    if r != 0.0 && (r < 0.0) != (b < 0.0) { r + b } else { r }
}

/// Maximum propagating NaN (NumPy's `maximum`), -0 < +0.
pub(crate) fn nan_max(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { b } else { a }
    } else {
        a.max(b)
    }
}

/// Minimum propagating NaN, -0 < +0.
pub(crate) fn nan_min(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a == b {
        if a.is_sign_negative() { a } else { b }
    } else {
        a.min(b)
    }
}

fn cmp_f(op: Bin, a: f64, b: f64) -> bool {
    match op {
        Bin::Eq => a == b,
        Bin::Ne => a != b,
        Bin::Lt => a < b,
        Bin::Le => a <= b,
        Bin::Gt => a > b,
        Bin::Ge => a >= b,
        _ => false,
    }
}

fn cmp_i(op: Bin, a: i128, b: i128) -> bool {
    match op {
        Bin::Eq => a == b,
        Bin::Ne => a != b,
        Bin::Lt => a < b,
        Bin::Le => a <= b,
        Bin::Gt => a > b,
        Bin::Ge => a >= b,
        _ => false,
    }
}

/// One integer operation; division by zero gives 0 (quotient) and the dividend (remainder),
/// like the executor, instead of stopping a whole array operation.
fn bin_i(op: Bin, a: i128, b: i128, dtype: DType) -> i128 {
    let bits = dtype.bits().max(1);
    match op {
        Bin::Add => a.wrapping_add(b),
        Bin::Sub => a.wrapping_sub(b),
        Bin::Mul => a.wrapping_mul(b),
        Bin::FloorDiv if b == 0 => 0,
        Bin::FloorDiv => a.div_euclid(b) - i128::from(b < 0 && a.rem_euclid(b) != 0),
        Bin::Mod if b == 0 => a,
        Bin::Mod => {
            let r = a % b;
            if r != 0 && ((r < 0) != (b < 0)) { r + b } else { r }
        }
        Bin::Pow if b < 0 => 0,
        Bin::Pow => elem::wrap_i128(dtype, a.wrapping_pow(b.min(u32::MAX as i128) as u32)),
        Bin::Max => a.max(b),
        Bin::Min => a.min(b),
        Bin::And => a & b,
        Bin::Or => a | b,
        Bin::Xor => a ^ b,
        Bin::Shl if b < 0 || b >= i128::from(bits) => 0,
        Bin::Shl => a << b,
        Bin::Shr if b < 0 || b >= i128::from(bits) => if a < 0 { -1 } else { 0 },
        Bin::Shr => a >> b,
        Bin::Div | Bin::Eq | Bin::Ne | Bin::Lt | Bin::Le | Bin::Gt | Bin::Ge => unreachable!("handled in the float domain or as comparisons"),
    }
}

/// Elementwise math functions and unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Un {
    Neg,
    Not,
    Invert,
    Abs,
    Floor,
    Ceil,
    Exp,
    Exp2,
    Log,
    Log2,
    Sqrt,
    Rsqrt,
    Sin,
    Cos,
    Tanh,
    Sigmoid,
    Erf,
}

impl Un {
    /// Functions that give a float for integer input.
    fn is_transcendental(self) -> bool {
        !matches!(self, Un::Neg | Un::Not | Un::Invert | Un::Abs | Un::Floor | Un::Ceil)
    }

    /// The float function.
    pub fn f(self, x: f64) -> f64 {
        match self {
            Un::Neg => -x,
            Un::Not => f64::from(u8::from(x == 0.0)),
            Un::Invert => f64::NAN,
            Un::Abs => x.abs(),
            Un::Floor => x.floor(),
            Un::Ceil => x.ceil(),
            Un::Exp => x.exp(),
            Un::Exp2 => x.exp2(),
            Un::Log => x.ln(),
            Un::Log2 => x.log2(),
            Un::Sqrt => x.sqrt(),
            Un::Rsqrt => 1.0 / x.sqrt(),
            Un::Sin => x.sin(),
            Un::Cos => x.cos(),
            Un::Tanh => x.tanh(),
            Un::Sigmoid => 1.0 / (1.0 + (-x).exp()),
            Un::Erf => libm::erf(x),
        }
    }
}

/// `op(a)` elementwise, as a new array.
pub(crate) fn unary(op: Un, a: &Array) -> Result<Array, OpError> {
    let d = a.dtype();
    let out_dtype = match op {
        Un::Not => DType::Bool,
        _ if op.is_transcendental() && !d.is_float() => DType::F32,
        Un::Invert if d.is_float() => return Err(OpError::new(codes::DTYPE_NOT_ALLOWED, format!("`~` needs an integer or bool array, not {d}"))),
        _ => d,
    };
    let din = if op.is_transcendental() { Dom::F } else { Dom::of(d) };
    map_new(out_dtype, &[Src::Arr(a.clone())], din, |x, out| match (&x[0], out) {
        (Run::F(v), Run::F(o)) => o.extend(v.iter().map(|&x| op.f(x))),
        (Run::F(v), Run::I(o)) => o.extend(v.iter().map(|&x| i128::from(x == 0.0))),
        (Run::I(v), Run::I(o)) => o.extend(v.iter().map(|&x| match op {
            Un::Neg => x.wrapping_neg(),
            Un::Not => i128::from(x == 0),
            Un::Invert if d == DType::Bool => i128::from(x == 0),
            Un::Invert => !x,
            Un::Abs => x.wrapping_abs(),
            _ => x, // floor and ceil of integers
        })),
        (Run::I(_), Run::F(_)) => unreachable!("integer input of a float function is read as float"),
    })
}

/// `where(cond, x, y)`: `x` where `cond` is true, else `y`; `x` and `y` promote.
pub(crate) fn select(cond: &Src, x: &Src, y: &Src) -> Result<Array, OpError> {
    let dtype = promote_srcs(x, y)?;
    let din = Dom::of(dtype);
    // The condition is read in the same domain; any non-zero value is true.
    map_new(dtype, &[cond.clone(), x.clone(), y.clone()], din, |v, out| match (&v[0], &v[1], &v[2], out) {
        (Run::F(c), Run::F(a), Run::F(b), Run::F(o)) => o.extend(c.iter().zip(a.iter().zip(b)).map(|(&c, (&a, &b))| if c != 0.0 { a } else { b })),
        (Run::I(c), Run::I(a), Run::I(b), Run::I(o)) => o.extend(c.iter().zip(a.iter().zip(b)).map(|(&c, (&a, &b))| if c != 0 { a } else { b })),
        _ => unreachable!("where operands read in one domain"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(shape: &[usize], v: &[f32]) -> Src {
        Src::Arr(Array::from_slice(shape, v).unwrap())
    }

    #[test]
    fn arithmetic_broadcasts_and_promotes() {
        let a = f32s(&[2, 1], &[1.0, 2.0]);
        let b = f32s(&[3], &[10.0, 20.0, 30.0]);
        let c = binary(Bin::Add, &a, &b).unwrap();
        assert_eq!(c.shape(), [2, 3]);
        assert_eq!(c.to_vec::<f32>().unwrap(), [11.0, 21.0, 31.0, 12.0, 22.0, 32.0]);
        let i = Src::Arr(Array::from_slice(&[3], &[7i32, -7, 8]).unwrap());
        let q = binary(Bin::FloorDiv, &i, &Src::Num(Num::Int(2))).unwrap();
        assert_eq!(q.dtype(), DType::I32);
        assert_eq!(q.to_vec::<i32>().unwrap(), [3, -4, 4]);
        let d = binary(Bin::Div, &i, &Src::Num(Num::Int(2))).unwrap();
        assert_eq!(d.dtype(), DType::F32);
        let h = Src::Arr(Array::from_f64(DType::F16, &[2], &[1.0, 2.0]).unwrap());
        assert_eq!(binary(Bin::Mul, &h, &Src::Num(Num::Float(0.5))).unwrap().dtype(), DType::F16);
        assert_eq!(binary(Bin::Add, &h, &b).unwrap_err().code, codes::BROADCAST);
        let lt = binary(Bin::Lt, &i, &Src::Num(Num::Int(0))).unwrap();
        assert_eq!(lt.to_vec::<bool>().unwrap(), [false, true, false]);
        let m = binary(Bin::Mod, &f32s(&[2], &[-7.0, 7.0]), &Src::Num(Num::Float(3.0))).unwrap();
        assert_eq!(m.to_vec::<f32>().unwrap(), [2.0, 1.0]);
    }

    #[test]
    fn assignment_through_views_reads_old_values() {
        let a = Array::from_slice(&[5], &[1i32, 2, 3, 4, 5]).unwrap();
        use super::super::array::Index;
        let dst = a.index(&[Index::Slice(Some(1), None, None)]).unwrap();
        let src = a.index(&[Index::Slice(None, Some(-1), None)]).unwrap();
        assign(&dst, &Src::Arr(src)).unwrap();
        assert_eq!(a.to_vec::<i32>().unwrap(), [1, 1, 2, 3, 4]);
        assign(&a, &Src::Num(Num::Float(2.9))).unwrap();
        assert_eq!(a.to_vec::<i32>().unwrap(), [2; 5]);
    }

    #[test]
    fn unary_functions_and_where() {
        let a = Array::from_slice(&[3], &[1i32, -2, 0]).unwrap();
        let e = unary(Un::Exp, &a).unwrap();
        assert_eq!(e.dtype(), DType::F32);
        assert_eq!(unary(Un::Abs, &a).unwrap().to_vec::<i32>().unwrap(), [1, 2, 0]);
        let c = binary(Bin::Gt, &Src::Arr(a.clone()), &Src::Num(Num::Int(0))).unwrap();
        let w = select(&Src::Arr(c), &Src::Arr(a.clone()), &Src::Num(Num::Int(9))).unwrap();
        assert_eq!(w.to_vec::<i32>().unwrap(), [1, 9, 9]);
        let b = astype(&a, DType::U8).unwrap();
        assert_eq!(b.to_vec::<u8>().unwrap(), [1, 254, 0]);
        let f = astype(&Array::from_slice(&[2], &[300.5f32, -1.0]).unwrap(), DType::U8).unwrap();
        assert_eq!(f.to_vec::<u8>().unwrap(), [255, 0]);
    }
}
