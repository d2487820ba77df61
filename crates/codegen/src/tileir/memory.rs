//! Arrays: kernel parameters, assumptions, views, memory-ordering tokens, loads, stores and
//! atomics.
//!
//! # Parameters and assumptions
//!
//! Each array parameter arrives as `(ptr, size_0..n, stride_0..n)` (see [`super::abi`]). Its
//! [`ArrayFacts`] become `assume` ops, which decide whether tileiras may use TMA and vectorised
//! accesses (`cutile-ir-eval.md` §3.3): `div_by<base_align>` on the pointer, `div_by<k>` on
//! sizes and strides with known divisors, `bounded<0, ?>` on every size, and a *static* unit
//! stride in the `tensor_view` type when the inner stride is known to be 1. One `tensor_view` is
//! made per array, and one `partition_view` per (array, tile shape, padding) that a load or store
//! uses, all in the entry block so that they dominate every use.
//!
//! # Tokens
//!
//! TIR promises that loads and stores of one block take effect in program order; Tile IR orders
//! memory ops only through tokens. Tokens are tracked per array parameter, assuming that an
//! array a kernel writes does not overlap any other array argument (the usual `restrict`
//! contract, as in cuTile and Triton). Arrays no op writes need no ordering at all, so their
//! loads take no token; that keeps read-only inputs (matmul operands) free for pipelining.
//! For a written array the state is the last write's token plus the tokens of the reads since:
//! a read waits for the last write (RAW), a write waits for both (WAW and WAR).
//! `for`, `loop` and `if` ops whose regions touch a written array carry its token as an extra
//! loop-carried value or result, so ordering crosses iterations and branches.
//!
//! # Atomics
//!
//! `atomic_add` is lowered pointer-based (`atomic_rmw_tko <order> device`), because the
//! view-based `atomic_red_view_tko` returns no old values and TIR's `atomic_add` does. The
//! pointers are `base + sum(coord_d * stride_d)` with 64-bit offsets; lanes outside the array
//! are masked off and their result set to zero, as TIR specifies. An atomic with an acquire
//! or release order is a token fence: it waits for every tracked array's token, and becomes
//! the token every later access of them waits for; regions that hold one carry every written
//! array's token.

use cutile_ir::ir::{
    AtomicRMWMode, ComparisonPredicate, PaddingValue, PartitionViewType, ScalarType, Signedness,
    TensorViewType, Value, DYNAMIC,
};
use tile_lang::dtype::DType;
use tile_lang::tir::{ArrayFacts, ArrayType, Const, Padding};

use super::emit::{ptr_tile_ty, shape_of, tile_ty, Emitter, IArith, Plain};
use super::types;

/// One array parameter after its prologue.
#[derive(Clone, Debug)]
pub struct ArrayInfo {
    pub dtype: DType,
    pub rank: usize,
    /// The base pointer (after its assumption).
    pub ptr: Value,
    /// Sizes and strides in elements (after their assumptions); a stride is `None` when it is
    /// statically 1 (the facts' unit-stride dimension).
    pub sizes: Vec<Value>,
    pub strides: Vec<Option<Value>>,
    tv: Value,
    tv_ty: TensorViewType,
    views: Vec<(ViewKey, Value)>,
}

/// What distinguishes partition views of one array.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ViewKey {
    pub shape: Vec<i64>,
    pub padding: Option<PaddingValue>,
    /// The array dimension of each view dimension (a load's `order`; `None`: the identity).
    pub dim_map: Option<Vec<i32>>,
}

/// How a load fills the elements outside its array: the view's padding, and for paddings no
/// view holds a value selected in after a zero-padded load (`select`): an integer's lowest and
/// highest value for `neg_inf` and `pos_inf` (0 for `nan`), bool's false and true, e4m3's -448
/// and 448 (it has no infinities, and tileiras 13.4 fails on such a view without a message), as
/// the CPU executor and the NVVM back end give them.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LoadPadding {
    pub view: Option<PaddingValue>,
    pub select: Option<Const>,
}

pub fn load_padding(p: Padding, dtype: DType) -> LoadPadding {
    let view = |v| LoadPadding { view: Some(v), select: None };
    let zero_then = |c| LoadPadding { view: Some(PaddingValue::Zero), select: Some(c) };
    let bits = dtype.bits();
    match (p, dtype) {
        (Padding::Undetermined, _) => LoadPadding { view: None, select: None },
        (Padding::Zero, _) => view(PaddingValue::Zero),
        (Padding::NegInf, DType::F8E4M3) => zero_then(Const::Float(-448.0)),
        (Padding::PosInf, DType::F8E4M3) => zero_then(Const::Float(448.0)),
        (Padding::NegInf, d) if d.is_float() => view(PaddingValue::NegInf),
        (Padding::PosInf, d) if d.is_float() => view(PaddingValue::PosInf),
        (Padding::Nan, d) if d.is_float() => view(PaddingValue::Nan),
        (Padding::PosInf, DType::Bool) => zero_then(Const::Bool(true)),
        (Padding::NegInf, d) if d.is_signed_int() => zero_then(Const::Int(i64::MIN >> (64 - bits))),
        (Padding::PosInf, d) if d.is_signed_int() => zero_then(Const::Int(i64::MAX >> (64 - bits))),
        // All ones: the unsigned maximum.
        (Padding::PosInf, _) => zero_then(Const::Int(-1)),
        // Bool's false, an unsigned minimum, NaN as an integer: zero.
        _ => view(PaddingValue::Zero),
    }
}

/// The mask of the elements of the tile of `shape` at tile `indices` that lie inside an array
/// of `sizes`. With a `dim_map` (a load's `order=`), `shape` and `indices` are in the view's
/// axes: view axis `d` is the array's axis `dim_map[d]`.
pub fn inside_mask(e: &mut Emitter, sizes: &[Value], indices: &[Value], shape: &[i64], dim_map: Option<&[i32]>) -> Value {
    let mut mask = None;
    for (d, &index) in indices.iter().enumerate().take(shape.len()) {
        let coord = coordinates(e, index, shape, d);
        let axis = dim_map.map_or(d, |m| m[d] as usize);
        mask = Some(and_inside(e, mask, sizes[axis], coord, shape));
    }
    mask.unwrap_or_else(|| e.const_int(ScalarType::I1, shape, 1))
}

/// `mask` (if any) and whether `coord` lies inside an axis of `size` elements.
fn and_inside(e: &mut Emitter, mask: Option<Value>, size: Value, coord: Value, shape: &[i64]) -> Value {
    let size = e.broadcast_scalar(size, shape);
    // Unsigned compare: negative coordinates are out of bounds too.
    let inside = e.cmpi(ComparisonPredicate::LessThan, Signedness::Unsigned, coord, size);
    match mask {
        Some(m) => e.plain(Plain::AndI, &[m, inside]),
        None => inside,
    }
}

/// Emits the prologue of one array parameter: assumptions and its tensor view.
/// `params` are the array's `1 + 2n` entry parameters; `written`: some op of the kernel
/// writes the array.
pub fn bind_array(e: &mut Emitter, ty: ArrayType, facts: &ArrayFacts, params: &[Value], written: bool) -> ArrayInfo {
    let rank = ty.rank as usize;
    let mut ptr = params[0];
    if facts.base_align > 1 {
        ptr = e.assume_div_by(ptr, facts.base_align as u64);
    }
    let mut sizes = Vec::with_capacity(rank);
    for d in 0..rank {
        let mut v = params[1 + d];
        let div = facts.dim_divisor.get(d).copied().unwrap_or(1);
        if div > 1 {
            v = e.assume_div_by(v, div as u64);
        }
        sizes.push(e.assume_bounded(v, Some(0), None));
    }
    // A static unit stride tells tileiras which dimension is contiguous in memory: the last
    // for row-major arrays, the first of a transposed view's two, which it then moves in
    // whole rows too (on an H200, a 4096^3 bf16 GEMM with B a transposed view ran at 47
    // TFLOP/s with both strides dynamic).
    let mut strides = Vec::with_capacity(rank);
    let mut dynamic_strides = Vec::new();
    for d in 0..rank {
        if facts.unit_stride(d) {
            // Static in the view type: the parameter is still passed, but not used.
            strides.push(None);
            continue;
        }
        let mut v = params[1 + rank + d];
        let cap = if written { tma_stride_cap(ty.dtype, facts, rank) } else { u32::MAX };
        let div = facts.stride_divisor.get(d).copied().unwrap_or(1).min(cap);
        if div > 1 {
            v = e.assume_div_by(v, div as u64);
        }
        strides.push(Some(v));
        dynamic_strides.push(v);
    }
    // A kernel specialised on shapes has them in the view's type: the compiler then knows
    // which tiles lie inside and drops their bounds checks. The size parameters stay (the
    // kernel may read them) but the view takes only the dynamic ones.
    let exact = |d: usize| facts.sizes.as_ref().and_then(|s| s.get(d)).map(|&n| n as i64);
    let dynamic_sizes: Vec<Value> = (0..rank).filter(|&d| exact(d).is_none()).map(|d| sizes[d]).collect();
    let tv_ty = TensorViewType {
        element_type: types::memory_scalar(ty.dtype),
        shape: (0..rank).map(|d| exact(d).unwrap_or(DYNAMIC)).collect(),
        strides: (0..rank).map(|d| if facts.unit_stride(d) { 1 } else { DYNAMIC }).collect(),
    };
    let tv = e.make_tensor_view(ptr, &dynamic_sizes, &dynamic_strides, tv_ty.clone());
    ArrayInfo { dtype: ty.dtype, rank, ptr, sizes, strides, tv, tv_ty, views: Vec::new() }
}

/// The largest stride divisor (in elements) the emitter may promise for an array's outer
/// dimensions.
///
/// A promise that every outer stride is a multiple of 16 bytes lets tileiras move tiles with
/// TMA. On an H200 (tileiras 13.4, driver 580), with that promise, the stdlib layernorm and
/// rmsnorm kernels (f32, one-tile and looped) wrote into the row padding of a 2-D output view
/// whose rows are longer in memory than the view (777 columns in rows of 780): the columns
/// between the view's end and the next 16-byte boundary. A plain tile copy into the same view
/// did not, nor did cuTile Python's (bench/results/2026-11-21-h200-final/padded-views.txt,
/// reproducer bench/experiments/padded_store.tile); the cause inside tileiras is not isolated.
/// So when the row length is not known to be a whole number of 16-byte units, the promise is
/// capped just below 16 bytes (keeping every smaller, vectorisation, promise) and such views
/// are moved without TMA. Rows known to end on a 16-byte boundary keep it, and so do arrays
/// the kernel only reads: reading the padding harms nothing, and without TMA the stdlib
/// `gemm` read its padded operands (3333 x 1111 bf16 in rows of 1112) at a tenth of the speed
/// (bench/results/2026-11-26-h200-gemm-align).
fn tma_stride_cap(dtype: DType, facts: &ArrayFacts, rank: usize) -> u32 {
    let elem = dtype.size_bytes() as u32;
    // The rows in memory run along the unit-stride dimension (the last when none is known).
    let row_dim = facts.unit_stride_dim.map_or(rank.wrapping_sub(1), usize::from);
    let inner = facts.dim_divisor.get(row_dim).copied().unwrap_or(1);
    if rank < 2 || elem == 0 || (inner * elem).is_multiple_of(16) || elem >= 16 {
        return u32::MAX;
    }
    (8 / elem).max(1)
}

impl ArrayInfo {
    /// The partition view for `key`, made now (at the emitter's insertion point) if new.
    pub fn view(&mut self, e: &mut Emitter, key: ViewKey) -> Value {
        if let Some((_, v)) = self.views.iter().find(|(k, _)| *k == key) {
            return *v;
        }
        let ty = PartitionViewType {
            tile_shape: key.shape.iter().map(|&d| d as i32).collect(),
            tensor_view: self.tv_ty.clone(),
            dim_map: key.dim_map.clone().unwrap_or_else(|| (0..self.rank as i32).collect()),
            padding_value: key.padding,
        };
        let v = e.make_partition_view(self.tv, ty);
        self.views.push((key, v));
        v
    }

    /// The memory element type of the array.
    pub fn elem(&self) -> ScalarType {
        types::memory_scalar(self.dtype)
    }
}

/// Token state of one array.
#[derive(Clone, Debug, Default)]
struct TokState {
    write: Option<Value>,
    reads: Vec<Value>,
}

/// Memory-ordering tokens per array parameter (see the module doc).
#[derive(Clone, Debug)]
pub struct Tokens {
    written: Vec<bool>,
    state: Vec<TokState>,
}

impl Tokens {
    /// `written[p]`: some op of the kernel writes array parameter `p`.
    pub fn new(written: Vec<bool>) -> Tokens {
        let state = vec![TokState::default(); written.len()];
        Tokens { written, state }
    }

    /// Whether some op of the kernel writes array parameter `p`.
    pub fn is_written(&self, p: usize) -> bool {
        self.written[p]
    }

    /// The token a read of `p` must wait for.
    pub fn before_read(&self, p: usize) -> Option<Value> {
        if self.written[p] {
            self.state[p].write
        } else {
            None
        }
    }

    pub fn after_read(&mut self, p: usize, token: Value) {
        if self.written[p] {
            self.state[p].reads.push(token);
        }
    }

    /// The token a write of `p` must wait for: the last write and every read since.
    pub fn before_write(&mut self, e: &mut Emitter, p: usize) -> Option<Value> {
        join(e, std::slice::from_ref(&self.state[p]))
    }

    /// Records a write (or a carried token) as the new state of `p`.
    pub fn set(&mut self, p: usize, token: Value) {
        self.state[p] = TokState { write: Some(token), reads: Vec::new() };
    }

    /// One token that orders after everything done to every tracked array so far (made fresh
    /// if nothing was): what an ordered atomic waits for.
    pub fn fence(&mut self, e: &mut Emitter) -> Value {
        join(e, &self.state).unwrap_or_else(|| e.make_token())
    }

    /// Records `token` as the new state of every tracked array: later accesses of any of them
    /// wait for it.
    pub fn set_all(&mut self, token: Value) {
        for p in 0..self.state.len() {
            if self.written[p] {
                self.set(p, token);
            }
        }
    }

    /// One token that orders after everything done to `p` so far, made fresh if nothing was.
    pub fn current(&mut self, e: &mut Emitter, p: usize) -> Value {
        let t = self.before_write(e, p).unwrap_or_else(|| e.make_token());
        self.set(p, t);
        t
    }
}

/// One token after the last write and the reads since of each of `states` (each token once),
/// or `None` when they hold none.
fn join(e: &mut Emitter, states: &[TokState]) -> Option<Value> {
    let mut all: Vec<Value> = Vec::new();
    for &t in states.iter().flat_map(|s| s.write.iter().chain(&s.reads)) {
        if !all.contains(&t) {
            all.push(t);
        }
    }
    (!all.is_empty()).then(|| e.join_tokens(&all))
}

/// Loads a tile of `shape` at `indices`, converting bool bytes to `i1`.
pub fn load(
    e: &mut Emitter,
    info: &mut ArrayInfo,
    view: Value,
    indices: &[Value],
    token: Option<Value>,
    (shape, hints): (&[i64], &tile_lang::tir::LoadHints),
) -> (Value, Value) {
    let (t, tok) = e.load_view(view, indices, token, (tile_ty(info.elem(), shape), hints));
    if info.dtype != DType::Bool {
        return (t, tok);
    }
    let zero = e.const_int(ScalarType::I8, shape, 0);
    (e.cmpi(ComparisonPredicate::NotEqual, Signedness::Unsigned, t, zero), tok)
}

/// Stores `tile` at `indices`, converting `i1` to bool bytes.
pub fn store(
    e: &mut Emitter,
    info: &ArrayInfo,
    view: Value,
    tile: Value,
    indices: &[Value],
    token: Option<Value>,
) -> Value {
    let tile =
        if info.dtype == DType::Bool { e.exti(tile, ScalarType::I8, Signedness::Unsigned) } else { tile };
    e.store_view(tile, view, indices, token)
}

/// The atomic mode that adds elements of a dtype, if Tile IR has one.
pub fn atomic_add_mode(d: DType) -> Option<AtomicRMWMode> {
    match d {
        DType::F16 | DType::BF16 | DType::F32 | DType::F64 => Some(AtomicRMWMode::AddF),
        DType::I32 | DType::U32 | DType::I64 | DType::U64 => Some(AtomicRMWMode::Add),
        _ => None,
    }
}

/// Element pointers and the in-bounds mask of the tile of `shape` at tile `indices`.
pub fn element_pointers(
    e: &mut Emitter,
    info: &ArrayInfo,
    indices: &[Value],
    shape: &[i64],
) -> (Value, Value) {
    let rank = shape.len();
    let mut offset = e.const_int(ScalarType::I64, shape, 0);
    let mut mask: Option<Value> = None;
    for (d, &index) in indices.iter().enumerate().take(rank) {
        let coord = coordinates(e, index, shape, d);
        mask = Some(and_inside(e, mask, info.sizes[d], coord, shape));
        let c64 = e.exti(coord, ScalarType::I64, Signedness::Signed);
        let term = match info.strides[d] {
            Some(stride) => {
                let s64 = e.exti(stride, ScalarType::I64, Signedness::Signed);
                let s64 = e.broadcast_scalar(s64, shape);
                e.iarith(IArith::Mul, c64, s64)
            }
            None => c64,
        };
        offset = e.iarith(IArith::Add, offset, term);
    }
    let base = e.broadcast_scalar(info.ptr, shape);
    debug_assert_eq!(shape_of(&e.ty(base)), shape);
    debug_assert_eq!(e.ty(base), ptr_tile_ty(info.elem(), shape));
    let ptrs = e.offset(base, offset);
    let mask = mask.unwrap_or_else(|| e.const_int(ScalarType::I1, shape, 1));
    (ptrs, mask)
}

/// `index * shape[d] + iota` along dim `d`, broadcast to the whole tile (i32).
fn coordinates(e: &mut Emitter, index: Value, shape: &[i64], d: usize) -> Value {
    let n = shape[d];
    let iota = e.iota(ScalarType::I32, n);
    let mut line = vec![1i64; shape.len()];
    line[d] = n;
    let iota = e.reshape(iota, &line);
    let iota = e.broadcast(iota, shape);
    let width = e.const_int(ScalarType::I32, &[], n);
    let start = e.iarith(IArith::Mul, index, width);
    let start = e.broadcast_scalar(start, shape);
    e.iarith(IArith::Add, start, iota)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paddings_no_view_holds_are_selected_in() {
        let select = |p, d| load_padding(p, d).select;
        assert_eq!(select(Padding::NegInf, DType::I32), Some(Const::Int(i64::from(i32::MIN))));
        assert_eq!(select(Padding::PosInf, DType::I8), Some(Const::Int(127)));
        assert_eq!(select(Padding::PosInf, DType::U16), Some(Const::Int(-1)));
        assert_eq!(select(Padding::NegInf, DType::U8), None);
        assert_eq!(select(Padding::Nan, DType::I64), None);
        assert_eq!(select(Padding::PosInf, DType::Bool), Some(Const::Bool(true)));
        assert_eq!(select(Padding::NegInf, DType::F8E4M3), Some(Const::Float(-448.0)));
        assert_eq!(load_padding(Padding::Nan, DType::F8E4M3), LoadPadding { view: Some(PaddingValue::Nan), select: None });
        assert_eq!(load_padding(Padding::NegInf, DType::F8E5M2), LoadPadding { view: Some(PaddingValue::NegInf), select: None });
        assert_eq!(load_padding(Padding::Undetermined, DType::I8), LoadPadding { view: None, select: None });
        assert_eq!(load_padding(Padding::NegInf, DType::I8).view, Some(PaddingValue::Zero));
    }
}
