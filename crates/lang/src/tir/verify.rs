//! The TIR verifier: checks that a kernel is well formed before any back end sees it.
//!
//! TIR is produced by the front end, so a verifier failure is always a compiler bug; it is
//! reported with [`to_diagnostic`] as an internal error together with the printed kernel.
//! The verifier never panics, whatever the IR: every handle is checked before it is followed,
//! cycles between regions are cut, and one run reports every error it finds.
//! Messages name values the way [`super::print`] does (`%N` in print order), so they can be
//! read against the printed kernel.
//!
//! # Checked
//!
//! Structure:
//! * the body block, and every op, block and value handle reachable from it, is in its arena;
//! * every op in the op arena is in exactly one block, at one position, and that block is
//!   reachable from the body (the arenas are append-only, so a pass that drops ops must not
//!   leave them behind);
//! * every block other than the body is the region of exactly one op, and the body is no
//!   op's region;
//! * every value's definition points back at it (`Result { op, index }` is `op`'s result
//!   `index`, `Param { block, index }` is `block`'s parameter `index`), and every op result
//!   and block parameter records that definition;
//! * each op has the number of operands, results and regions its kind requires.
//!
//! Kernel signature:
//! * the body block has one parameter per [`super::KernelParam`], of the matching type
//!   (`array<..>` for arrays, a rank-0 tile for scalars); parameter names are unique;
//! * [`super::ArrayFacts`]: the alignment and every divisor is a power of two, and there is
//!   one size and one stride divisor per dimension;
//! * within a module, kernel names are unique;
//! * [`super::KernelHints`]: an occupancy is within [`super::KernelHints::OCCUPANCY`].
//!
//! Blocks and control flow:
//! * every block is non-empty, ends with a terminator and has no terminator elsewhere;
//! * `return` ends only the body, and takes no operands;
//! * `yield` ends only `if` regions, with operands of the `if`'s result types;
//! * `continue` ends a `for` or `loop` body, or an `if` region nested (through any number of
//!   `if`s) in one, with operands of that loop's carried types;
//! * `break` likewise, but its innermost enclosing `for`/`loop` must be a `loop`, and its
//!   operands have that `loop`'s result types;
//! * `for`: lower bound, upper bound and step are scalar integers of one dtype; the region
//!   takes (induction variable of that type, carried values) and the results have the carried
//!   types; `loop`: the region takes the carried values; `if`: the condition is a scalar bool
//!   and neither region takes parameters.
//!
//! SSA:
//! * every operand is defined before it is used: earlier in the same block, earlier in an
//!   enclosing block (before the op owning the region), or as a parameter of the same or an
//!   enclosing block. Values defined inside a region are not visible outside it, and an op's
//!   results are not visible inside its own regions.
//!
//! Types (per the signatures in [`super::ops`]):
//! * every tile dimension is a power of two (so also > 0); arrays appear only as kernel
//!   parameters (never as op results or region parameters);
//! * `constant`: integer constants need an integer or bool dtype, float constants a float
//!   dtype, bool constants bool;
//! * `block_id`/`num_blocks`: axis < 3, result `tile<i32>`; `array_dim`: axis < rank;
//!   `iota`: a rank-1 integer tile;
//! * `load`/`store`/`atomic_add`: an array operand, one scalar `i32` index per dimension, and
//!   a tile of the array's rank and dtype; `atomic_add` returns the tile's type;
//! * unary ops keep the type, [`super::UnaryOp::float_only`] ops need a float dtype and `not`
//!   an integer or bool; binary ops take two operands of one type and return it,
//!   [`super::BinaryOp::float_only`] ops need a float dtype, [`super::BinaryOp::int_only`] ones
//!   an integer (or bool for `and`/`or`/`xor`); `cmp` returns a bool tile of the shape;
//!   `select`: bool condition and two values of one type, all of one shape;
//! * `cast` keeps the shape; `broadcast` keeps rank and dtype and only stretches 1s; `reshape`
//!   keeps dtype and element count; `permute` is a permutation of the axes; `cat` joins along
//!   an axis in range; `extract` takes one scalar `i32` index per dimension and each result
//!   dimension divides the operand's; `reduce` drops the axis (result `i32` for
//!   `argmax`/`argmin`); `scan` keeps the type;
//! * `mma`: `(M, K) x (K, N) + (M, N)` or the same with one leading batch dimension; the
//!   result has the accumulator's type;
//! * `print`: no array operands, and one operand per `{}` in the format; `assert`: a bool tile.
//!
//! # Not checked yet
//!
//! * which `mma` input/accumulator dtype combinations a back end supports, and that `a` and `b`
//!   share a dtype;
//! * padding modes against dtypes (`neg_inf` padding of an integer array);
//! * dtype rules beyond `float_only`/`int_only`/`not` (e.g. `add` on bool, arithmetic on fp8
//!   or tf32, `neg` on unsigned integers);
//! * that integer constants fit their dtype (or are 0/1 for bool);
//! * tile size limits (total elements), and that `iota`'s length fits its dtype;
//! * `{{` escapes in `print` formats (every `{}` counts as a placeholder);
//! * that a `loop` can terminate (has a reachable `break`);
//! * the `spec` pairs, and the side table of spans.

use std::collections::HashSet;
use std::fmt;

use super::print::{op_head, print_kernel, ValueNames};
use super::{
    ArrayFacts, ArrayType, BinaryOp, Block, Const, EntityRef, Kernel, KernelHints, Module, Op, OpKind,
    ParamKind, ReduceKind, TileType, Type, UnaryOp, Value, ValueDef,
};
use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;

/// One verifier finding: the kernel, the op it is about (if any) and what is wrong.
#[derive(Clone, Debug, PartialEq)]
pub struct VerifyError {
    pub kernel: String,
    pub op: Option<Op>,
    pub message: String,
}

impl fmt::Display for VerifyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.op {
            Some(op) => write!(f, "in kernel `{}` at {op}: {}", self.kernel, self.message),
            None => write!(f, "in kernel `{}`: {}", self.kernel, self.message),
        }
    }
}

impl std::error::Error for VerifyError {}

/// Verifies every kernel of a module, and that kernel names are unique.
///
/// # Errors
///
/// Every problem found, in every kernel.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifyError>> {
    let mut errors = Vec::new();
    // A module holds specialisations: one kernel name may appear with different constants or
    // parameter types, but the same specialisation must not appear twice.
    let mut keys = HashSet::new();
    for k in &m.kernels {
        if !keys.insert(format!("{}{:?}{:?}", k.name, k.spec, k.params)) {
            let message = "another kernel in the module has the same name and specialisation".to_string();
            errors.push(VerifyError { kernel: k.name.clone(), op: None, message });
        }
        if let Err(e) = verify_kernel(k) {
            errors.extend(e);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one kernel.
///
/// # Errors
///
/// Every problem found (the walk does not stop at the first).
pub fn verify_kernel(k: &Kernel) -> Result<(), Vec<VerifyError>> {
    let mut v = Verifier::new(k);
    v.run();
    if v.errors.is_empty() {
        Ok(())
    } else {
        Err(v.errors)
    }
}

/// An internal-error diagnostic for verifier failures: the first error as the message, a label
/// at each failing op that has a span (the first one primary), a note per error with the op's
/// text, and the printed TIR of each failing kernel.
pub fn to_diagnostic(errors: &[VerifyError], m: &Module) -> Diagnostic {
    let message = match errors {
        [] => "the TIR verifier failed".to_string(),
        [e] => format!("TIR verifier: {}", e.message),
        [e, rest @ ..] => format!("TIR verifier: {} (and {} more)", e.message, rest.len()),
    };
    let mut d = Diagnostic { code: codes::VERIFIER, ..Diagnostic::internal(message) };
    let kernel = |name: &str| m.kernels.iter().find(|k| k.name == name);
    let mut labelled = HashSet::new();
    for e in errors {
        if let Some(span) = e.op.zip(kernel(&e.kernel)).and_then(|(op, k)| k.span(op))
            && labelled.insert(span)
        {
            d = d.with_label(span, e.message.clone());
        }
    }
    for e in errors {
        let at = e.op.zip(kernel(&e.kernel)).map(|(op, k)| op_head(k, &ValueNames::of(k), op));
        d = d.with_note(match at {
            Some(text) => format!("{e}\n  at: {text}"),
            None => e.to_string(),
        });
    }
    let mut printed = HashSet::new();
    for e in errors {
        if printed.insert(e.kernel.as_str())
            && let Some(k) = kernel(&e.kernel)
        {
            d = d.with_note(format!("TIR of kernel `{}`:\n{}", k.name, print_kernel(k)));
        }
    }
    d.with_help(
        "this is a bug in the tile compiler, not in the program; please report it with the notes above",
    )
}

/// Who a block belongs to.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Owner {
    /// Not (yet) found: neither the body nor anyone's region.
    Nobody,
    Body,
    Region(Op),
}

/// How many of something an op kind takes.
#[derive(Clone, Copy)]
enum Count {
    Exactly(usize),
    AtLeast(usize),
    Any,
}

impl Count {
    fn allows(self, n: usize) -> bool {
        match self {
            Count::Exactly(m) => n == m,
            Count::AtLeast(m) => n >= m,
            Count::Any => true,
        }
    }

    fn describe(self, what: &str) -> String {
        match self {
            Count::Exactly(m) => format!("{m} {what}"),
            Count::AtLeast(m) => format!("at least {m} {what}"),
            Count::Any => format!("any number of {what}"),
        }
    }
}

/// Operand, result and region counts of each op kind, as documented in [`super::ops`].
fn arity(kind: &OpKind) -> (Count, Count, Count) {
    use Count::*;
    match kind {
        OpKind::Constant(_) | OpKind::BlockId(_) | OpKind::NumBlocks(_) | OpKind::Iota => {
            (Exactly(0), Exactly(1), Exactly(0))
        }
        OpKind::ArrayDim(_)
        | OpKind::Unary(_)
        | OpKind::Cast
        | OpKind::Broadcast
        | OpKind::Reshape
        | OpKind::Permute(_)
        | OpKind::Reduce { .. }
        | OpKind::Scan { .. } => (Exactly(1), Exactly(1), Exactly(0)),
        OpKind::Binary(_) | OpKind::Cmp(_) | OpKind::Cat(_) => (Exactly(2), Exactly(1), Exactly(0)),
        OpKind::Select | OpKind::Mma => (Exactly(3), Exactly(1), Exactly(0)),
        OpKind::Load { .. } | OpKind::Extract => (AtLeast(1), Exactly(1), Exactly(0)),
        OpKind::Store => (AtLeast(2), Exactly(0), Exactly(0)),
        OpKind::AtomicAdd { .. } => (AtLeast(2), Exactly(1), Exactly(0)),
        OpKind::For => (AtLeast(3), Any, Exactly(1)),
        OpKind::Loop => (Any, Any, Exactly(1)),
        OpKind::If => (Exactly(1), Any, Exactly(2)),
        OpKind::Yield | OpKind::Continue | OpKind::Break | OpKind::Print { .. } => {
            (Any, Exactly(0), Exactly(0))
        }
        OpKind::Return => (Exactly(0), Exactly(0), Exactly(0)),
        OpKind::Assert { .. } => (Exactly(1), Exactly(0), Exactly(0)),
    }
}

fn pow2(d: u32) -> bool {
    d.is_power_of_two()
}

fn scalar_i32() -> Type {
    Type::scalar(DType::I32)
}

/// Element count without overflow (`None` if it does not fit in `u64`).
fn elements(t: &TileType) -> Option<u64> {
    t.shape.iter().try_fold(1u64, |n, &d| n.checked_mul(d as u64))
}

fn list(types: &[Type]) -> String {
    format!("({})", types.iter().map(ToString::to_string).collect::<Vec<_>>().join(", "))
}

struct Verifier<'a> {
    k: &'a Kernel,
    names: ValueNames,
    errors: Vec<VerifyError>,
    /// The block each op was first found in, walking from the body.
    op_block: Vec<Option<Block>>,
    owner: Vec<Owner>,
    /// Ops already checked, so an op listed twice is checked once.
    checked: Vec<bool>,
    /// Values usable at the current point of the walk.
    visible: Vec<bool>,
}

impl<'a> Verifier<'a> {
    fn new(k: &'a Kernel) -> Verifier<'a> {
        Verifier {
            k,
            names: ValueNames::of(k),
            errors: Vec::new(),
            op_block: vec![None; k.ops.len()],
            owner: vec![Owner::Nobody; k.blocks.len()],
            checked: vec![false; k.ops.len()],
            visible: vec![false; k.values.len()],
        }
    }

    fn run(&mut self) {
        self.check_defs();
        if !self.check_structure() {
            return;
        }
        self.check_params();
        self.check_hints();
        let mut stack = Vec::new();
        self.walk_block(self.k.body, &mut stack);
    }

    fn err(&mut self, op: Option<Op>, message: String) {
        self.errors.push(VerifyError { kernel: self.k.name.clone(), op, message });
    }

    /// An error about an op, prefixed with its mnemonic.
    fn op_err(&mut self, op: Op, message: impl fmt::Display) {
        let mn = self.k.ops.get(op).map_or("?", |d| d.kind.mnemonic());
        self.err(Some(op), format!("`{mn}`: {message}"));
    }

    fn name(&self, v: Value) -> String {
        self.names.name(v)
    }

    // -- structure ------------------------------------------------------------------------

    /// Every value's definition and every result/parameter slot agree.
    fn check_defs(&mut self) {
        let k = self.k;
        for (v, data) in k.values.iter() {
            let holds = match data.def {
                ValueDef::Result { op, index } => k.ops.get(op).and_then(|o| o.results.get(index as usize)),
                ValueDef::Param { block, index } => {
                    k.blocks.get(block).and_then(|b| b.params.get(index as usize))
                }
                // Held by nothing; an operand naming it fails the scope check.
                ValueDef::Removed => continue,
            };
            if holds != Some(&v) {
                let msg = format!(
                    "value {} claims to be {}, but that slot does not hold it",
                    self.name(v),
                    def_str(data.def)
                );
                self.err(None, msg);
            }
        }
        for (op, data) in k.ops.iter() {
            for (i, &r) in data.results.iter().enumerate() {
                let want = ValueDef::Result { op, index: i as u32 };
                self.check_slot(Some(op), r, want, &format!("result {i}"));
            }
        }
        for (b, data) in k.blocks.iter() {
            for (i, &p) in data.params.iter().enumerate() {
                let want = ValueDef::Param { block: b, index: i as u32 };
                self.check_slot(None, p, want, &format!("parameter {i} of block {b}"));
            }
        }
    }

    fn check_slot(&mut self, op: Option<Op>, v: Value, want: ValueDef, what: &str) {
        match self.k.values.get(v) {
            None => self.err(op, format!("{what} is {v}, which is not in the value arena")),
            Some(d) if d.def != want => {
                let msg =
                    format!("{what} is {}, which records its definition as {}", self.name(v), def_str(d.def));
                self.err(op, msg);
            }
            Some(_) => {}
        }
    }

    /// Walks the region tree from the body, recording each op's block and each block's owner;
    /// reports ops and blocks that are listed twice, invalid or unreachable. Returns false if
    /// there is no body to walk.
    fn check_structure(&mut self) -> bool {
        let k = self.k;
        if !k.blocks.contains(k.body) {
            self.err(None, format!("the body block {} is not in the block arena", k.body));
            return false;
        }
        self.owner[k.body.index()] = Owner::Body;
        self.claim(k.body);
        for op in k.ops.keys() {
            if self.op_block[op.index()].is_none() {
                self.op_err(op, "not in the body or in any region reachable from it");
            }
        }
        for b in k.blocks.keys() {
            if self.owner[b.index()] == Owner::Nobody {
                self.err(None, format!("block {b} is neither the kernel body nor the region of an op"));
            }
        }
        true
    }

    fn claim(&mut self, b: Block) {
        let k = self.k;
        for (pos, &op) in k.blocks[b].ops.iter().enumerate() {
            if !k.ops.contains(op) {
                self.err(
                    None,
                    format!("block {b} lists {op} at position {pos}, which is not in the op arena"),
                );
                continue;
            }
            if let Some(first) = self.op_block[op.index()] {
                self.op_err(
                    op,
                    format_args!("listed again (in {b}, first in {first}); every op is in one block"),
                );
                continue;
            }
            self.op_block[op.index()] = Some(b);
            for (i, &r) in k.ops[op].regions.iter().enumerate() {
                self.claim_region(op, i, r);
            }
        }
    }

    fn claim_region(&mut self, op: Op, i: usize, r: Block) {
        match self.owner.get(r.index()).copied() {
            None => self.op_err(op, format_args!("region {i} is {r}, which is not in the block arena")),
            Some(Owner::Body) => self.op_err(op, format_args!("region {i} is the kernel body")),
            Some(Owner::Region(other)) => {
                self.op_err(op, format_args!("region {i} ({r}) is also a region of {other}"));
            }
            Some(Owner::Nobody) => {
                self.owner[r.index()] = Owner::Region(op);
                self.claim(r);
            }
        }
    }

    /// The body's parameters match the kernel's, and array facts are sane.
    fn check_params(&mut self) {
        let k = self.k;
        let body = &k.blocks[k.body].params;
        if body.len() != k.params.len() {
            let msg = format!(
                "the body block has {} parameters for {} kernel parameters",
                body.len(),
                k.params.len()
            );
            self.err(None, msg);
        }
        let mut names = HashSet::new();
        for (i, p) in k.params.iter().enumerate() {
            if !names.insert(p.name.as_str()) {
                self.err(None, format!("two kernel parameters are named `{}`", p.name));
            }
            let want = match &p.kind {
                ParamKind::Array { ty, facts } => {
                    self.check_facts(&p.name, *ty, facts);
                    Type::Array(*ty)
                }
                ParamKind::Scalar(d) => Type::scalar(*d),
            };
            let Some(&v) = body.get(i) else { continue };
            if let Some(got) = k.values.get(v).map(|d| &d.ty)
                && *got != want
            {
                let msg = format!(
                    "body parameter {} has type {got}, but kernel parameter `{}` is {want}",
                    self.name(v),
                    p.name
                );
                self.err(None, msg);
            }
        }
    }

    fn check_hints(&mut self) {
        for (name, n) in self.k.hints.entries() {
            if !KernelHints::accepts(name, n) {
                let range = KernelHints::range(name).unwrap_or(0..=0);
                let msg = match name {
                    "num_ctas" | "worker_warps" => {
                        format!(
                            "{name} hint {n} is not a power of two within {}..={}",
                            range.start(),
                            range.end()
                        )
                    }
                    _ => format!("{name} hint {n} is outside {}..={}", range.start(), range.end()),
                };
                self.err(None, msg);
            }
        }
    }

    fn check_facts(&mut self, param: &str, ty: ArrayType, f: &ArrayFacts) {
        let rank = ty.rank as usize;
        if !pow2(f.base_align) {
            self.err(None, format!("array `{param}`: alignment {} is not a power of two", f.base_align));
        }
        for (what, divs) in [("size", &f.dim_divisor), ("stride", &f.stride_divisor)] {
            if divs.len() != rank {
                let msg = format!("array `{param}` has rank {rank} but {} {what} divisors", divs.len());
                self.err(None, msg);
            }
            if let Some(d) = divs.iter().find(|&&d| !pow2(d)) {
                self.err(None, format!("array `{param}`: {what} divisor {d} is not a power of two"));
            }
        }
        if let Some(sizes) = &f.sizes {
            if sizes.len() != rank {
                self.err(None, format!("array `{param}` has rank {rank} but {} exact sizes", sizes.len()));
            }
            for ((d, &n), &div) in sizes.iter().enumerate().zip(&f.dim_divisor) {
                if n % u64::from(div.max(1)) != 0 {
                    self.err(None, format!("array `{param}`: size {n} of dimension {d} is not a multiple of its divisor {div}"));
                }
            }
        }
    }

    // -- the walk -------------------------------------------------------------------------

    /// Checks a block's ops in order with the values of `stack` (the blocks from the body to
    /// this one) in scope, descending into regions; on the way out, hides what it defined.
    fn walk_block(&mut self, b: Block, stack: &mut Vec<Block>) {
        let k = self.k;
        stack.push(b);
        let owner = match self.owner[b.index()] {
            Owner::Region(op) => Some(op),
            _ => None,
        };
        for &p in &k.blocks[b].params {
            if let Some(op) = owner {
                self.check_value_type(op, p, "region parameter");
            }
            self.set_visible(p, true);
        }
        self.check_terminators(b, owner);
        for &op in &k.blocks[b].ops {
            if self.op_block.get(op.index()) != Some(&Some(b)) || self.checked[op.index()] {
                continue;
            }
            self.checked[op.index()] = true;
            self.check_uses(op, stack);
            self.check_op(op, stack);
            for &r in &k.ops[op].regions {
                if self.owner.get(r.index()) == Some(&Owner::Region(op)) {
                    self.walk_block(r, stack);
                }
            }
            for &v in &k.ops[op].results {
                self.set_visible(v, true);
            }
        }
        for &p in &k.blocks[b].params {
            self.set_visible(p, false);
        }
        for &op in &k.blocks[b].ops {
            if self.op_block.get(op.index()) == Some(&Some(b)) {
                for &v in &k.ops[op].results {
                    self.set_visible(v, false);
                }
            }
        }
        stack.pop();
    }

    fn set_visible(&mut self, v: Value, on: bool) {
        if let Some(slot) = self.visible.get_mut(v.index()) {
            *slot = on;
        }
    }

    /// The block is non-empty and ends with its only terminator.
    fn check_terminators(&mut self, b: Block, owner: Option<Op>) {
        let k = self.k;
        let ops = &k.blocks[b].ops;
        let what = if owner.is_some() { "region" } else { "kernel body" };
        let Some(&last) = ops.last() else {
            let msg = format!("the {what} ({b}) is empty; every block ends with a terminator");
            return self.err(owner, msg);
        };
        for &op in &ops[..ops.len() - 1] {
            if k.ops.get(op).is_some_and(|d| d.kind.is_terminator()) {
                self.op_err(op, format_args!("a terminator in the middle of the {what}"));
            }
        }
        if let Some(d) = k.ops.get(last)
            && !d.kind.is_terminator()
        {
            let msg = format!("the {what} ({b}) ends with `{}`, not a terminator", d.kind.mnemonic());
            self.err(Some(last), msg);
        }
    }

    /// Every operand is a valid value in scope here.
    fn check_uses(&mut self, op: Op, stack: &[Block]) {
        let k = self.k;
        for (i, &v) in k.ops[op].operands.iter().enumerate() {
            if !k.values.contains(v) {
                self.op_err(op, format_args!("operand {i} is {v}, which is not in the value arena"));
            } else if !self.visible[v.index()] {
                let why = self.why_not_visible(v, stack);
                self.op_err(op, format_args!("operand {i} ({}) {why}", self.name(v)));
            }
        }
    }

    /// Explains why a valid value is not in scope at a use with `stack` open.
    fn why_not_visible(&self, v: Value, stack: &[Block]) -> &'static str {
        let def = self.k.values[v].def;
        let def_block = match def {
            ValueDef::Result { op, .. } => self.op_block.get(op.index()).copied().flatten(),
            ValueDef::Param { block, .. } => {
                self.owner.get(block.index()).filter(|o| **o != Owner::Nobody).map(|_| block)
            }
            ValueDef::Removed => return "was removed from the kernel",
        };
        let Some(def_block) = def_block else {
            return "is defined in no block reachable from the kernel body";
        };
        if let ValueDef::Result { op, .. } = def
            && stack.iter().any(|b| self.owner.get(b.index()) == Some(&Owner::Region(op)))
        {
            return "is a result of an enclosing op, used inside that op's own region";
        }
        if stack.contains(&def_block) {
            "is used before its definition"
        } else {
            "is defined inside a region that does not enclose this use (values never escape their region)"
        }
    }

    /// Arrays never appear outside the kernel parameters, and tile dimensions are powers of 2.
    fn check_value_type(&mut self, op: Op, v: Value, what: &str) {
        let Some(d) = self.k.values.get(v) else { return };
        match &d.ty {
            Type::Array(a) => self.op_err(
                op,
                format_args!("{what} {} has type {a}; arrays exist only as kernel parameters", self.name(v)),
            ),
            Type::Tile(t) => {
                if let Some(bad) = t.shape.iter().find(|&&d| !pow2(d)) {
                    let msg = format!(
                        "{what} {} has type {t}: dimension {bad} is not a power of two",
                        self.name(v)
                    );
                    self.op_err(op, msg);
                }
            }
        }
    }

    /// The op's arity, then its signature, then its place in the control flow.
    fn check_op(&mut self, op: Op, stack: &[Block]) {
        let k = self.k;
        let data = &k.ops[op];
        for &r in &data.results {
            self.check_value_type(op, r, "result");
        }
        if !self.check_arity(op) {
            return;
        }
        let (Some(o), Some(r)) = (self.types_of(&data.operands), self.types_of(&data.results)) else {
            return;
        };
        let s = Sig { op, o: &o, r: &r };
        self.check_signature(&s, &data.kind);
        if data.kind.is_terminator() {
            self.check_terminator(&s, &data.kind, stack);
        }
    }

    fn check_arity(&mut self, op: Op) -> bool {
        let data = &self.k.ops[op];
        let (operands, results, regions) = arity(&data.kind);
        let mut ok = true;
        for (count, n, what) in [
            (operands, data.operands.len(), "operands"),
            (results, data.results.len(), "results"),
            (regions, data.regions.len(), "regions"),
        ] {
            if !count.allows(n) {
                self.op_err(op, format_args!("takes {}, found {n}", count.describe(what)));
                ok = false;
            }
        }
        ok
    }

    /// The types of a list of values; `None` if any handle is invalid (reported elsewhere).
    fn types_of(&self, values: &[Value]) -> Option<Vec<Type>> {
        values.iter().map(|&v| self.k.values.get(v).map(|d| d.ty.clone())).collect()
    }

    /// The parameter types of region `i` of `op`, if it is a valid region owned by `op`.
    fn region_params(&self, op: Op, i: usize) -> Option<Vec<Type>> {
        let r = *self.k.ops[op].regions.get(i)?;
        if self.owner.get(r.index()) != Some(&Owner::Region(op)) {
            return None;
        }
        self.types_of(&self.k.blocks[r].params)
    }

    fn check_signature(&mut self, s: &Sig, kind: &OpKind) {
        match kind {
            OpKind::Constant(c) => self.check_constant(s, c),
            OpKind::BlockId(axis) | OpKind::NumBlocks(axis) => self.check_grid_query(s, *axis),
            OpKind::ArrayDim(axis) => self.check_array_dim(s, *axis),
            OpKind::Iota => self.check_iota(s),
            OpKind::Load { order, .. } => {
                self.check_memory(s, 1, None);
                if let (Some(order), Some(a)) = (order, s.o[0].as_array())
                    && !super::is_permutation(order.iter().map(|&p| i64::from(p)), usize::from(a.rank))
                {
                    self.op_err(s.op, format_args!("order {order:?} is not a permutation of the axes of {a}"));
                }
            }
            OpKind::Store => self.check_memory(s, 2, Some(&s.o[1])),
            OpKind::AtomicAdd { .. } => {
                self.check_memory(s, 2, Some(&s.o[1]));
                self.same(s, &s.r[0], &s.o[1], "the result");
            }
            OpKind::Unary(u) => self.check_unary(s, *u),
            OpKind::Binary(b) => self.check_binary(s, *b),
            OpKind::Cmp(_) => self.check_cmp(s),
            OpKind::Select => self.check_select(s),
            OpKind::Cast => self.check_cast(s),
            OpKind::Broadcast => self.check_broadcast(s),
            OpKind::Reshape => self.check_reshape(s),
            OpKind::Permute(perm) => self.check_permute(s, perm),
            OpKind::Cat(axis) => self.check_cat(s, *axis as usize),
            OpKind::Extract => self.check_extract(s),
            OpKind::Reduce { kind, axis } => self.check_reduce(s, *kind, *axis as usize),
            OpKind::Scan { axis, .. } => self.check_scan(s, *axis as usize),
            OpKind::Mma => self.check_mma(s),
            OpKind::For => self.check_for(s),
            OpKind::Loop => self.check_loop(s),
            OpKind::If => self.check_if(s),
            OpKind::Print { format } => self.check_print(s, format),
            OpKind::Assert { .. } => {
                if let Some(t) = self.tile(s, &s.o[0], "the condition")
                    && !t.dtype.is_bool()
                {
                    self.op_err(s.op, format_args!("the condition must be a bool tile, found {t}"));
                }
            }
            OpKind::Yield | OpKind::Continue | OpKind::Break | OpKind::Return => {}
        }
    }

    // -- helpers for signatures -----------------------------------------------------------

    /// `t` as a tile, or an error saying `what` must be one.
    fn tile(&mut self, s: &Sig, t: &Type, what: &str) -> Option<TileType> {
        match t {
            Type::Tile(t) => Some(t.clone()),
            Type::Array(_) => {
                self.op_err(s.op, format_args!("{what} must be a tile, found {t}"));
                None
            }
        }
    }

    /// Reports unless `got == want`.
    fn same(&mut self, s: &Sig, got: &Type, want: &Type, what: &str) -> bool {
        if got != want {
            self.op_err(s.op, format_args!("{what} has type {got}, expected {want}"));
        }
        got == want
    }

    /// Reports unless two lists of types agree.
    fn same_list(&mut self, s: &Sig, got: &[Type], want: &[Type], what: &str) {
        if got != want {
            self.op_err(s.op, format_args!("{what} are {}, expected {}", list(got), list(want)));
        }
    }

    fn check_indices(&mut self, s: &Sig, indices: &[Type], first: usize) {
        for (i, t) in indices.iter().enumerate() {
            if *t != scalar_i32() {
                self.op_err(
                    s.op,
                    format_args!("operand {} is a tile index and must be tile<i32>, found {t}", first + i),
                );
            }
        }
    }

    // -- per-op signatures ----------------------------------------------------------------

    fn check_constant(&mut self, s: &Sig, c: &Const) {
        let Some(t) = self.tile(s, &s.r[0], "the result") else { return };
        let (ok, what) = match c {
            Const::Int(_) => (t.dtype.is_int() || t.dtype.is_bool(), "an integer"),
            Const::Float(_) => (t.dtype.is_float(), "a float"),
            Const::Bool(_) => (t.dtype.is_bool(), "a bool"),
        };
        if !ok {
            self.op_err(s.op, format_args!("{what} constant cannot have dtype {}", t.dtype));
        }
    }

    fn check_grid_query(&mut self, s: &Sig, axis: u8) {
        if axis >= 3 {
            self.op_err(s.op, format_args!("grid axis {axis} is not 0, 1 or 2"));
        }
        self.same(s, &s.r[0], &scalar_i32(), "the result");
    }

    fn check_array_dim(&mut self, s: &Sig, axis: u8) {
        match s.o[0].as_array() {
            None => self.op_err(s.op, format_args!("the operand must be an array, found {}", s.o[0])),
            Some(a) if axis >= a.rank => {
                self.op_err(s.op, format_args!("axis {axis} is out of range for {a}"))
            }
            Some(_) => {}
        }
        self.same(s, &s.r[0], &scalar_i32(), "the result");
    }

    fn check_iota(&mut self, s: &Sig) {
        let Some(t) = self.tile(s, &s.r[0], "the result") else { return };
        if t.rank() != 1 || !t.dtype.is_int() {
            self.op_err(s.op, format_args!("the result must be a rank-1 integer tile, found {t}"));
        }
    }

    /// `load`/`store`/`atomic_add`: array operand 0, indices from `first_index`, and the tile
    /// (the stored operand, or the loaded result) of the array's rank and dtype.
    fn check_memory(&mut self, s: &Sig, first_index: usize, stored: Option<&Type>) {
        let Some(a) = s.o[0].as_array() else {
            return self.op_err(s.op, format_args!("operand 0 must be an array, found {}", s.o[0]));
        };
        let indices = &s.o[first_index..];
        if indices.len() != a.rank as usize {
            self.op_err(s.op, format_args!("{a} needs {} tile indices, found {}", a.rank, indices.len()));
        }
        self.check_indices(s, indices, first_index);
        let (tile_ty, what) = match stored {
            Some(t) => (t, "the stored tile"),
            None => (&s.r[0], "the result"),
        };
        let Some(t) = self.tile(s, tile_ty, what) else { return };
        if t.rank() != a.rank as usize || t.dtype != a.dtype {
            self.op_err(s.op, format_args!("{what} {t} does not match {a} (same rank and dtype needed)"));
        }
    }

    fn check_unary(&mut self, s: &Sig, u: UnaryOp) {
        let Some(t) = self.tile(s, &s.o[0], "the operand") else { return };
        self.same(s, &s.r[0], &s.o[0], "the result");
        if u.float_only() && !t.dtype.is_float() {
            self.op_err(s.op, format_args!("defined only on float dtypes, not {}", t.dtype));
        }
        if u == UnaryOp::Exp2Ftz && t.dtype == DType::F64 {
            self.op_err(
                s.op,
                format_args!(
                    "flushes to f32's smallest normal, so it takes floats of at most 32 bits, not f64"
                ),
            );
        }
        if u == UnaryOp::Not && !(t.dtype.is_int() || t.dtype.is_bool()) {
            self.op_err(s.op, format_args!("needs an integer or bool dtype, not {}", t.dtype));
        }
    }

    fn check_binary(&mut self, s: &Sig, b: BinaryOp) {
        let Some(t) = self.tile(s, &s.o[0], "operand 0") else { return };
        if !self.same(s, &s.o[1], &s.o[0], "operand 1") {
            return;
        }
        self.same(s, &s.r[0], &s.o[0], "the result");
        let logical = matches!(b, BinaryOp::And | BinaryOp::Or | BinaryOp::Xor) && t.dtype.is_bool();
        if b.float_only() && !t.dtype.is_float() {
            self.op_err(s.op, format_args!("defined only on float dtypes, not {}", t.dtype));
        } else if b == BinaryOp::DivApproxFtz && t.dtype == DType::F64 {
            self.op_err(s.op, format_args!("computes in f32, so it takes floats of at most 32 bits, not f64"));
        } else if b.int_only() && !t.dtype.is_int() && !logical {
            self.op_err(s.op, format_args!("defined only on integer dtypes, not {}", t.dtype));
        }
    }

    fn check_cmp(&mut self, s: &Sig) {
        let Some(t) = self.tile(s, &s.o[0], "operand 0") else { return };
        if self.same(s, &s.o[1], &s.o[0], "operand 1") {
            self.same(s, &s.r[0], &Type::Tile(t.with_dtype(DType::Bool)), "the result");
        }
    }

    fn check_select(&mut self, s: &Sig) {
        let (Some(c), Some(a)) = (self.tile(s, &s.o[0], "the condition"), self.tile(s, &s.o[1], "operand 1"))
        else {
            return;
        };
        if !c.dtype.is_bool() || c.shape != a.shape {
            self.op_err(s.op, format_args!("the condition {c} must be a bool tile of the values' shape"));
        }
        if self.same(s, &s.o[2], &s.o[1], "operand 2") {
            self.same(s, &s.r[0], &s.o[1], "the result");
        }
    }

    /// Operand and result of a conversion as tiles.
    fn tiles_in_out(&mut self, s: &Sig) -> Option<(TileType, TileType)> {
        let a = self.tile(s, &s.o[0], "the operand");
        let r = self.tile(s, &s.r[0], "the result");
        a.zip(r)
    }

    fn check_cast(&mut self, s: &Sig) {
        let Some((a, r)) = self.tiles_in_out(s) else { return };
        if a.shape != r.shape {
            self.op_err(s.op, format_args!("changes the shape ({a} to {r}); a cast keeps it"));
        }
    }

    /// Same dtype for operand and result, or an error.
    fn same_dtype(&mut self, s: &Sig, a: &TileType, r: &TileType) -> bool {
        if a.dtype != r.dtype {
            self.op_err(s.op, format_args!("changes the dtype ({a} to {r})"));
        }
        a.dtype == r.dtype
    }

    fn check_broadcast(&mut self, s: &Sig) {
        let Some((a, r)) = self.tiles_in_out(s) else { return };
        self.same_dtype(s, &a, &r);
        let stretches = a.rank() == r.rank() && a.shape.iter().zip(&r.shape).all(|(&x, &y)| x == y || x == 1);
        if !stretches {
            self.op_err(
                s.op,
                format_args!("cannot broadcast {a} to {r} (same rank; each dimension equal or 1)"),
            );
        }
    }

    fn check_reshape(&mut self, s: &Sig) {
        let Some((a, r)) = self.tiles_in_out(s) else { return };
        self.same_dtype(s, &a, &r);
        if elements(&a).is_none() || elements(&a) != elements(&r) {
            self.op_err(s.op, format_args!("{a} and {r} have different element counts"));
        }
    }

    fn check_permute(&mut self, s: &Sig, perm: &[u8]) {
        let Some((a, r)) = self.tiles_in_out(s) else { return };
        self.same_dtype(s, &a, &r);
        let mut sorted: Vec<usize> = perm.iter().map(|&p| p as usize).collect();
        sorted.sort_unstable();
        if sorted != (0..a.rank()).collect::<Vec<_>>() {
            return self.op_err(s.op, format_args!("{perm:?} is not a permutation of the axes of {a}"));
        }
        let want: Vec<u32> = perm.iter().map(|&p| a.shape[p as usize]).collect();
        if r.shape[..] != want[..] {
            self.op_err(s.op, format_args!("permuting {a} by {perm:?} gives shape {want:?}, not {r}"));
        }
    }

    fn check_cat(&mut self, s: &Sig, axis: usize) {
        let (Some(a), Some(b)) = (self.tile(s, &s.o[0], "operand 0"), self.tile(s, &s.o[1], "operand 1"))
        else {
            return;
        };
        let Some(r) = self.tile(s, &s.r[0], "the result") else { return };
        if a.dtype != b.dtype || a.rank() != b.rank() || axis >= a.rank() {
            return self.op_err(s.op, format_args!("cannot join {a} and {b} along axis {axis}"));
        }
        let others_equal = (0..a.rank()).all(|i| i == axis || a.shape[i] == b.shape[i]);
        if !others_equal {
            return self.op_err(s.op, format_args!("{a} and {b} differ outside axis {axis}"));
        }
        let joined = a.shape[axis] as u64 + b.shape[axis] as u64;
        let fits = r.dtype == a.dtype
            && r.rank() == a.rank()
            && (0..a.rank()).all(|i| {
                if i == axis {
                    r.shape[i] as u64 == joined
                } else {
                    r.shape[i] == a.shape[i]
                }
            });
        if !fits {
            self.op_err(s.op, format_args!("joining {a} and {b} along axis {axis} does not give {r}"));
        }
    }

    fn check_extract(&mut self, s: &Sig) {
        let Some(a) = self.tile(s, &s.o[0], "operand 0") else { return };
        if s.o.len() - 1 != a.rank() {
            self.op_err(
                s.op,
                format_args!("{a} needs {} sub-tile indices, found {}", a.rank(), s.o.len() - 1),
            );
        }
        self.check_indices(s, &s.o[1..], 1);
        let Some(r) = self.tile(s, &s.r[0], "the result") else { return };
        let divides =
            r.rank() == a.rank() && r.shape.iter().zip(&a.shape).all(|(&x, &y)| x != 0 && y % x == 0);
        if r.dtype != a.dtype || !divides {
            self.op_err(
                s.op,
                format_args!("{r} is not a sub-tile of {a} (same dtype and rank, dividing dimensions)"),
            );
        }
    }

    fn check_reduce(&mut self, s: &Sig, kind: ReduceKind, axis: usize) {
        let Some((a, r)) = self.tiles_in_out(s) else { return };
        if axis >= a.rank() {
            return self.op_err(s.op, format_args!("axis {axis} is out of range for {a}"));
        }
        let mut shape = a.shape.clone();
        shape.remove(axis);
        let dtype =
            if matches!(kind, ReduceKind::ArgMax | ReduceKind::ArgMin) { DType::I32 } else { a.dtype };
        let want = TileType { dtype, shape };
        if r != want {
            self.op_err(s.op, format_args!("reducing {a} along axis {axis} gives {want}, not {r}"));
        }
    }

    fn check_scan(&mut self, s: &Sig, axis: usize) {
        let Some(a) = self.tile(s, &s.o[0], "the operand") else { return };
        if axis >= a.rank() {
            self.op_err(s.op, format_args!("axis {axis} is out of range for {a}"));
        }
        self.same(s, &s.r[0], &s.o[0], "the result");
    }

    fn check_mma(&mut self, s: &Sig) {
        let a = self.tile(s, &s.o[0], "operand a");
        let b = self.tile(s, &s.o[1], "operand b");
        let c = self.tile(s, &s.o[2], "the accumulator");
        let (Some(a), Some(b), Some(c)) = (a, b, c) else { return };
        if !mma_shapes_fit(&a.shape, &b.shape, &c.shape) {
            self.op_err(
                s.op,
                format_args!("{a} x {b} + {c} is not (M, K) x (K, N) + (M, N), optionally batched"),
            );
        }
        self.same(s, &s.r[0], &s.o[2], "the result");
    }

    fn check_for(&mut self, s: &Sig) {
        let (bounds, carried) = s.o.split_at(3);
        let scalar_int = |t: &Type| t.as_tile().is_some_and(|t| t.is_scalar() && t.dtype.is_int());
        if !bounds.iter().all(scalar_int) || bounds[1] != bounds[0] || bounds[2] != bounds[0] {
            let msg = format!(
                "lower bound, upper bound and step must be scalar integers of one dtype, found {}",
                list(bounds)
            );
            self.op_err(s.op, msg);
        }
        self.same_list(s, s.r, carried, "the results");
        let Some(params) = self.region_params(s.op, 0) else { return };
        match params.split_first() {
            None => self.op_err(s.op, "the region must take the induction variable and the carried values"),
            Some((iv, rest)) => {
                self.same(s, iv, &bounds[0], "the induction variable");
                self.same_list(s, rest, carried, "the region's carried parameters");
            }
        }
    }

    fn check_loop(&mut self, s: &Sig) {
        if let Some(params) = self.region_params(s.op, 0) {
            self.same_list(s, &params, s.o, "the region's parameters");
        }
    }

    fn check_if(&mut self, s: &Sig) {
        if s.o[0] != Type::scalar(DType::Bool) {
            self.op_err(s.op, format_args!("the condition must be tile<bool>, found {}", s.o[0]));
        }
        for i in 0..2 {
            if self.region_params(s.op, i).is_some_and(|p| !p.is_empty()) {
                self.op_err(s.op, format_args!("region {i} takes parameters; `if` regions take none"));
            }
        }
    }

    fn check_print(&mut self, s: &Sig, format: &str) {
        for (i, t) in s.o.iter().enumerate() {
            if t.as_array().is_some() {
                self.op_err(s.op, format_args!("operand {i} is an array ({t}); only tiles can be printed"));
            }
        }
        let holes = format.matches("{}").count();
        if holes != s.o.len() {
            self.op_err(
                s.op,
                format_args!("the format has {holes} `{{}}` but there are {} operands", s.o.len()),
            );
        }
    }

    // -- terminators ----------------------------------------------------------------------

    /// A terminator fits the region it ends, and passes what that region's op expects.
    fn check_terminator(&mut self, s: &Sig, kind: &OpKind, stack: &[Block]) {
        let k = self.k;
        let Some(&here) = stack.last() else { return };
        let owner = self.owner[here.index()];
        match kind {
            OpKind::Return if owner != Owner::Body => {
                self.op_err(s.op, "`return` may only end the kernel body");
            }
            OpKind::Yield => match owner {
                Owner::Region(p) if k.ops[p].kind == OpKind::If => {
                    if let Some(want) = self.types_of(&k.ops[p].results) {
                        self.same_list(s, s.o, &want, "the yielded values");
                    }
                }
                _ => self.op_err(s.op, "`yield` may only end an `if` region"),
            },
            OpKind::Continue | OpKind::Break => self.check_loop_exit(s, kind, stack),
            _ => {}
        }
    }

    /// `continue` and `break` target the innermost `for`/`loop` (looking through `if`s).
    fn check_loop_exit(&mut self, s: &Sig, kind: &OpKind, stack: &[Block]) {
        let mn = kind.mnemonic();
        let Some(target) = self.loop_target(stack) else {
            return self.op_err(s.op, format_args!("`{mn}` outside any `for` or `loop`"));
        };
        let target_data = &self.k.ops[target];
        let is_for = target_data.kind == OpKind::For;
        let want = match (kind, is_for) {
            (OpKind::Break, true) => {
                return self.op_err(s.op, "`break` cannot leave a `for`; only a `loop` has `break`");
            }
            (OpKind::Break, false) => self.types_of(&target_data.results),
            (_, true) => self.types_of(target_data.operands.get(3..).unwrap_or(&[])),
            (_, false) => self.types_of(&target_data.operands),
        };
        if let Some(want) = want {
            let what = if *kind == OpKind::Break {
                "the `loop` results passed"
            } else {
                "the carried values passed"
            };
            self.same_list(s, s.o, &want, what);
        }
    }

    /// The innermost `for` or `loop` around the current block, through `if` regions only.
    fn loop_target(&self, stack: &[Block]) -> Option<Op> {
        for b in stack.iter().rev() {
            let Owner::Region(op) = self.owner[b.index()] else { return None };
            match self.k.ops[op].kind {
                OpKind::If => {}
                OpKind::For | OpKind::Loop => return Some(op),
                _ => return None,
            }
        }
        None
    }
}

/// The op being checked with its operand and result types (arity already checked).
struct Sig<'t> {
    op: Op,
    o: &'t [Type],
    r: &'t [Type],
}

/// `(M, K) x (K, N) + (M, N)`, or all three with one equal leading batch dimension.
fn mma_shapes_fit(a: &[u32], b: &[u32], c: &[u32]) -> bool {
    match (a, b, c) {
        ([m, k], [k2, n], [m2, n2]) => m == m2 && k == k2 && n == n2,
        ([ba, a @ ..], [bb, b @ ..], [bc, c @ ..]) if a.len() == 2 => {
            ba == bb && ba == bc && mma_shapes_fit(a, b, c)
        }
        _ => false,
    }
}

fn def_str(def: ValueDef) -> String {
    match def {
        ValueDef::Result { op, index } => format!("result {index} of {op}"),
        ValueDef::Param { block, index } => format!("parameter {index} of {block}"),
        ValueDef::Removed => "removed".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use smallvec::smallvec;

    use super::super::print::samples::{self, i32s, op0, op1, t};
    use super::super::{CmpOp, ScanKind};
    use super::*;
    use crate::diag::Severity;
    use crate::dtype::DType::*;
    use crate::source::{FileId, Span};

    fn messages(k: &Kernel) -> Vec<String> {
        match verify_kernel(k) {
            Ok(()) => Vec::new(),
            Err(errors) => errors.into_iter().map(|e| e.message).collect(),
        }
    }

    /// Asserts that verification fails with a message containing each of `wanted`.
    fn assert_fails(k: &Kernel, wanted: &[&str]) {
        let found = messages(k);
        for w in wanted {
            assert!(found.iter().any(|m| m.contains(w)), "no error containing {w:?}; got {found:#?}");
        }
    }

    /// The op at `path` (indices into the body, then into regions: `[i, r, j]` is op `j` of
    /// region `r` of body op `i`).
    fn op_at(k: &Kernel, path: &[usize]) -> Op {
        let mut block = k.body;
        let mut op = k.blocks[block].ops[path[0]];
        for pair in path[1..].chunks(2) {
            block = k.ops[op].regions[pair[0]];
            op = k.blocks[block].ops[pair[1]];
        }
        op
    }

    #[test]
    fn samples_verify() {
        for k in samples::all() {
            assert_eq!(verify_kernel(&k), Ok(()), "{}", super::super::print::print_kernel(&k));
        }
        assert_eq!(verify_module(&Module { kernels: samples::all() }), Ok(()));
    }

    #[test]
    fn duplicate_kernel_names() {
        let m = Module { kernels: vec![samples::vector_add(), samples::vector_add()] };
        let errors = verify_module(&m).unwrap_err();
        assert!(errors[0].message.contains("same name"), "{errors:?}");
    }

    #[test]
    fn occupancy_out_of_range() {
        let mut k = samples::softmax();
        for bad in [0, 33] {
            k.hints.occupancy = Some(bad);
            assert_fails(&k, &[&format!("occupancy hint {bad} is outside 1..=32")]);
        }
        k.hints.occupancy = Some(32);
        assert_eq!(verify_kernel(&k), Ok(()));
    }

    #[test]
    fn tma_is_0_or_1() {
        let mut k = samples::softmax();
        k.hints.tma = Some(2);
        assert_fails(&k, &["tma hint 2 is outside 0..=1"]);
        for good in [0, 1] {
            k.hints.tma = Some(good);
            assert_eq!(verify_kernel(&k), Ok(()));
        }
    }

    #[test]
    fn worker_warps_are_4_or_8() {
        let mut k = samples::softmax();
        for bad in [0, 2, 6, 16] {
            k.hints.worker_warps = Some(bad);
            assert!(verify_kernel(&k).is_err(), "{bad}");
        }
        for good in [4, 8] {
            k.hints.worker_warps = Some(good);
            assert_eq!(verify_kernel(&k), Ok(()));
        }
    }

    #[test]
    fn num_ctas_is_a_power_of_two_up_to_16() {
        let mut k = samples::softmax();
        for bad in [0, 3, 32] {
            k.hints.num_ctas = Some(bad);
            assert_fails(&k, &[&format!("num_ctas hint {bad} is not a power of two within 1..=16")]);
        }
        for good in [1, 2, 16] {
            k.hints.num_ctas = Some(good);
            assert_eq!(verify_kernel(&k), Ok(()));
        }
    }

    #[test]
    fn wrong_operand_type() {
        let mut k = samples::vector_add();
        let add = op_at(&k, &[3]);
        k.ops[add].operands[1] = k.param_values()[3];
        assert_fails(&k, &["`add`: operand 1 has type tile<i32>, expected tile<1024xf32>"]);
    }

    #[test]
    fn missing_terminator_and_misplaced_terminator() {
        let mut k = samples::vector_add();
        let body = k.body;
        let ret = k.blocks[body].ops.pop().unwrap();
        assert_fails(&k, &["ends with `store`, not a terminator", "`return`: not in the body"]);
        k.blocks[body].ops.insert(0, ret);
        assert_fails(&k, &["`return`: a terminator in the middle of the kernel body"]);
    }

    #[test]
    fn empty_region() {
        let mut k = samples::if_yield();
        let iff = op_at(&k, &[2]);
        let els = k.ops[iff].regions[1];
        k.blocks[els].ops.clear();
        assert_fails(&k, &["region", "is empty"]);
    }

    #[test]
    fn use_before_def() {
        let mut k = samples::vector_add();
        let body = k.body;
        k.blocks[body].ops.swap(1, 3);
        assert_fails(&k, &["`add`: operand 0 (%7) is used before its definition"]);
    }

    #[test]
    fn value_escaping_a_region() {
        let mut k = samples::matmul();
        let store = op_at(&k, &[9]);
        let mma = op_at(&k, &[8, 0, 2]);
        k.ops[store].operands[1] = k.result(mma, 0);
        assert_fails(
            &k,
            &["`store`: operand 1 (%16) is defined inside a region that does not enclose this use"],
        );
    }

    #[test]
    fn own_result_used_in_region() {
        let mut k = samples::matmul();
        let for_op = op_at(&k, &[8]);
        let mma = op_at(&k, &[8, 0, 2]);
        k.ops[mma].operands[2] = k.result(for_op, 0);
        assert_fails(&k, &["is a result of an enclosing op, used inside that op's own region"]);
    }

    #[test]
    fn break_outside_loop_and_in_for() {
        let mut k = samples::matmul();
        let cont = op_at(&k, &[8, 0, 3]);
        k.ops[cont].kind = OpKind::Break;
        assert_fails(&k, &["`break` cannot leave a `for`"]);
        let mut k = samples::vector_add();
        let ret = op_at(&k, &[5]);
        k.ops[ret].kind = OpKind::Break;
        assert_fails(&k, &["`break` outside any `for` or `loop`"]);
        k.ops[ret].kind = OpKind::Continue;
        assert_fails(&k, &["`continue` outside any `for` or `loop`"]);
    }

    #[test]
    fn yield_and_return_in_the_wrong_place() {
        let mut k = samples::matmul();
        let cont = op_at(&k, &[8, 0, 3]);
        k.ops[cont].kind = OpKind::Yield;
        assert_fails(&k, &["`yield` may only end an `if` region"]);
        k.ops[cont].kind = OpKind::Return;
        k.ops[cont].operands.clear();
        assert_fails(&k, &["`return` may only end the kernel body"]);
    }

    #[test]
    fn terminator_operand_types() {
        let mut k = samples::if_yield();
        let y = op_at(&k, &[2, 1, 1]);
        let bid = op_at(&k, &[0]);
        k.ops[y].operands[0] = k.result(bid, 0);
        assert_fails(&k, &["the yielded values are (tile<i32>), expected (tile<64xf32>)"]);
        let mut k = samples::loop_break();
        let brk = op_at(&k, &[1, 0, 3, 0, 0]);
        k.ops[brk].operands.clear();
        assert_fails(&k, &["the `loop` results passed are (), expected (tile<i32>)"]);
        let cont = op_at(&k, &[1, 0, 4]);
        let n = k.param_values()[1];
        k.ops[cont].operands.push(n);
        assert_fails(&k, &["the carried values passed are (tile<i32>, tile<i32>), expected (tile<i32>)"]);
    }

    #[test]
    fn for_signature() {
        let mut k = samples::matmul();
        let for_op = op_at(&k, &[8]);
        k.ops[for_op].operands[2] = k.result(op_at(&k, &[2]), 0);
        assert_fails(&k, &["lower bound, upper bound and step must be scalar integers of one dtype"]);
        let mut k = samples::matmul();
        let for_op = op_at(&k, &[8]);
        let region = k.ops[for_op].regions[0];
        k.values[k.blocks[region].params[1]].ty = t(F16, &[128, 128]);
        assert_fails(
            &k,
            &["the region's carried parameters are (tile<128x128xf16>), expected (tile<128x128xf32>)"],
        );
    }

    #[test]
    fn if_condition_must_be_scalar_bool() {
        let mut k = samples::if_yield();
        let iff = op_at(&k, &[2]);
        k.ops[iff].operands[0] = k.param_values()[2];
        assert_fails(&k, &["`if`: the condition must be tile<bool>, found tile<i32>"]);
    }

    #[test]
    fn non_power_of_two_dims() {
        let mut k = samples::vector_add();
        let body = k.body;
        op1(&mut k, body, OpKind::Constant(Const::Float(1.0)), &[], t(F32, &[3, 0]));
        let ops = &mut k.blocks[body].ops;
        let c = ops.pop().unwrap();
        ops.insert(0, c);
        assert_fails(&k, &["result %4 has type tile<3x0xf32>: dimension 3 is not a power of two"]);
    }

    #[test]
    fn bad_index_count_and_index_type() {
        let mut k = samples::matmul();
        let load = op_at(&k, &[8, 0, 0]);
        k.ops[load].operands.pop();
        assert_fails(&k, &["`load`: array<f16, 2> needs 2 tile indices, found 1"]);
        let mut k = samples::vector_add();
        let store = op_at(&k, &[4]);
        k.ops[store].operands[2] = k.result(op_at(&k, &[1]), 0);
        assert_fails(&k, &["operand 2 is a tile index and must be tile<i32>, found tile<1024xf32>"]);
    }

    #[test]
    fn load_shape_must_match_array() {
        let mut k = samples::vector_add();
        let load = op_at(&k, &[1]);
        let v = k.result(load, 0);
        k.values[v].ty = t(F16, &[1024]);
        assert_fails(&k, &["the result tile<1024xf16> does not match array<f32, 1>"]);
    }

    #[test]
    fn wrong_operand_count() {
        let mut k = samples::vector_add();
        let add = op_at(&k, &[3]);
        let n = k.param_values()[3];
        k.ops[add].operands.push(n);
        assert_fails(&k, &["`add`: takes 2 operands, found 3"]);
    }

    #[test]
    fn dtype_rules() {
        let mut k = Kernel::new("dtypes", vec![samples::scalar("i", I32), samples::scalar("f", F32)]);
        let b = k.body;
        let p = k.param_values().to_vec();
        op1(&mut k, b, OpKind::Binary(BinaryOp::Div), &[p[0], p[0]], i32s());
        op1(&mut k, b, OpKind::Binary(BinaryOp::Shl), &[p[1], p[1]], Type::scalar(F32));
        op1(&mut k, b, OpKind::Unary(UnaryOp::Exp), &[p[0]], i32s());
        op1(&mut k, b, OpKind::Unary(UnaryOp::Not), &[p[1]], Type::scalar(F32));
        op1(&mut k, b, OpKind::Constant(Const::Float(1.0)), &[], i32s());
        op1(&mut k, b, OpKind::Constant(Const::Bool(true)), &[], i32s());
        op1(&mut k, b, OpKind::Cmp(CmpOp::Eq), &[p[0], p[0]], i32s());
        op0(&mut k, b, OpKind::Return, &[]);
        assert_fails(
            &k,
            &[
                "`div`: defined only on float dtypes, not i32",
                "`shl`: defined only on integer dtypes, not f32",
                "`exp`: defined only on float dtypes, not i32",
                "`not`: needs an integer or bool dtype, not f32",
                "a float constant cannot have dtype i32",
                "a bool constant cannot have dtype i32",
                "`cmp`: the result has type tile<i32>, expected tile<bool>",
            ],
        );
    }

    #[test]
    fn shape_ops() {
        let mut k = Kernel::new("shapes", vec![samples::scalar("n", I32)]);
        let b = k.body;
        let x = op1(&mut k, b, OpKind::Constant(Const::Float(0.0)), &[], t(F32, &[4, 8]));
        let c = op1(&mut k, b, OpKind::Constant(Const::Bool(true)), &[], t(Bool, &[4]));
        op1(&mut k, b, OpKind::Cast, &[x], t(F16, &[8, 4]));
        op1(&mut k, b, OpKind::Broadcast, &[x], t(F32, &[4, 16]));
        op1(&mut k, b, OpKind::Reshape, &[x], t(F32, &[64]));
        op1(&mut k, b, OpKind::Permute(smallvec![0, 0]), &[x], t(F32, &[4, 8]));
        op1(&mut k, b, OpKind::Permute(smallvec![1, 0]), &[x], t(F32, &[4, 8]));
        op1(&mut k, b, OpKind::Cat(0), &[x, c], t(F32, &[8, 8]));
        op1(&mut k, b, OpKind::Cat(0), &[x, x], t(F32, &[4, 16]));
        let n = k.param_values()[0];
        op1(&mut k, b, OpKind::Extract, &[x, n], t(F32, &[2]));
        op1(&mut k, b, OpKind::Reduce { kind: ReduceKind::ArgMin, axis: 1 }, &[x], t(F32, &[4]));
        op1(&mut k, b, OpKind::Reduce { kind: ReduceKind::Sum, axis: 2 }, &[x], t(F32, &[4]));
        op1(&mut k, b, OpKind::Scan { kind: ScanKind::Sum, axis: 5, reverse: false }, &[x], t(F32, &[4, 8]));
        op1(&mut k, b, OpKind::Select, &[c, x, x], t(F32, &[4, 8]));
        op1(&mut k, b, OpKind::Iota, &[], t(F32, &[8]));
        op1(&mut k, b, OpKind::BlockId(3), &[], i32s());
        op0(&mut k, b, OpKind::Print { format: "{} {}".into() }, &[x]);
        op0(&mut k, b, OpKind::Assert { message: "m".into() }, &[x]);
        op0(&mut k, b, OpKind::Return, &[]);
        assert_fails(
            &k,
            &[
                "`cast`: changes the shape (tile<4x8xf32> to tile<8x4xf16>)",
                "cannot broadcast tile<4x8xf32> to tile<4x16xf32>",
                "`reshape`: tile<4x8xf32> and tile<64xf32> have different element counts",
                "[0, 0] is not a permutation of the axes of tile<4x8xf32>",
                "permuting tile<4x8xf32> by [1, 0] gives shape [8, 4], not tile<4x8xf32>",
                "cannot join tile<4x8xf32> and tile<4xbool> along axis 0",
                "joining tile<4x8xf32> and tile<4x8xf32> along axis 0 does not give tile<4x16xf32>",
                "tile<4x8xf32> needs 2 sub-tile indices, found 1",
                "tile<2xf32> is not a sub-tile of tile<4x8xf32>",
                "reducing tile<4x8xf32> along axis 1 gives tile<4xi32>, not tile<4xf32>",
                "`reduce`: axis 2 is out of range for tile<4x8xf32>",
                "`scan`: axis 5 is out of range",
                "the condition tile<4xbool> must be a bool tile of the values' shape",
                "`iota`: the result must be a rank-1 integer tile",
                "grid axis 3 is not 0, 1 or 2",
                "the format has 2 `{}` but there are 1 operands",
                "`assert`: the condition must be a bool tile, found tile<4x8xf32>",
            ],
        );
    }

    #[test]
    fn mma_shapes() {
        assert!(mma_shapes_fit(&[16, 8], &[8, 32], &[16, 32]));
        assert!(mma_shapes_fit(&[2, 16, 8], &[2, 8, 32], &[2, 16, 32]));
        assert!(!mma_shapes_fit(&[16, 8], &[16, 32], &[16, 32]));
        assert!(!mma_shapes_fit(&[2, 16, 8], &[4, 8, 32], &[2, 16, 32]));
        assert!(!mma_shapes_fit(&[1, 2, 16, 8], &[1, 2, 8, 32], &[1, 2, 16, 32]));
        let mut k = samples::matmul();
        let mma = op_at(&k, &[8, 0, 2]);
        let a = k.ops[mma].operands[0];
        k.ops[mma].operands[1] = a;
        assert_fails(
            &k,
            &["`mma`: tile<128x32xf16> x tile<128x32xf16> + tile<128x128xf32> is not (M, K) x (K, N)"],
        );
    }

    #[test]
    fn arrays_only_as_parameters() {
        let mut k = samples::loop_break();
        let lp = op_at(&k, &[1]);
        let region = k.ops[lp].regions[0];
        k.values[k.blocks[region].params[0]].ty = Type::Array(ArrayType { dtype: I32, rank: 1 });
        assert_fails(
            &k,
            &["region parameter %4 has type array<i32, 1>; arrays exist only as kernel parameters"],
        );
    }

    #[test]
    fn kernel_params_and_facts() {
        let mut k = samples::vector_add();
        let v = k.param_values()[3];
        k.values[v].ty = Type::scalar(I64);
        if let ParamKind::Array { facts, .. } = &mut k.params[0].kind {
            facts.base_align = 12;
            facts.dim_divisor = smallvec![3, 4];
        }
        k.params[1].name = "x".into();
        assert_fails(
            &k,
            &[
                "body parameter %3 has type tile<i64>, but kernel parameter `n` is tile<i32>",
                "alignment 12 is not a power of two",
                "array `x` has rank 1 but 2 size divisors",
                "size divisor 3 is not a power of two",
                "two kernel parameters are named `x`",
            ],
        );
        let body = k.body;
        k.blocks[body].params.pop();
        assert_fails(&k, &["the body block has 3 parameters for 4 kernel parameters"]);
    }

    #[test]
    fn structural_errors() {
        let mut k = samples::if_yield();
        let body = k.body;
        let iff = op_at(&k, &[2]);
        let then = k.ops[iff].regions[0];
        // An op listed in two blocks, a region shared by two ops, the body as a region.
        let first = k.blocks[body].ops[0];
        k.blocks[then].ops.insert(0, first);
        let els = k.ops[iff].regions[1];
        let lp = k.add_block(&[]);
        op0(&mut k, lp, OpKind::Break, &[]);
        k.append_op(body, OpKind::Loop, &[], &[], &[els], None);
        let last = k.blocks[body].ops.len() - 1;
        k.blocks[body].ops.swap(last, last - 1);
        k.ops[iff].regions.push(body);
        assert_fails(
            &k,
            &[
                "`block_id`: listed again",
                "region 0 (^bb2) is also a region of op",
                "`if`: region 2 is the kernel body",
                "`if`: takes 2 regions, found 3",
                "block ^bb3 is neither the kernel body nor the region of an op",
                "`break`: not in the body or in any region reachable from it",
            ],
        );
    }

    #[test]
    fn invalid_handles_and_broken_defs() {
        let mut k = samples::matmul();
        let body = k.body;
        let mma = op_at(&k, &[8, 0, 2]);
        k.ops[mma].operands[0] = Value::new(9999);
        k.blocks[body].ops.insert(1, Op::new(777));
        let for_op = op_at(&k, &[9]);
        k.ops[for_op].regions.push(Block::new(55));
        let r = k.result(for_op, 0);
        k.values[r].def = ValueDef::Result { op: mma, index: 0 };
        assert_fails(
            &k,
            &[
                "operand 0 is %9999, which is not in the value arena",
                "lists op777 at position 1, which is not in the op arena",
                "region 1 is ^bb55, which is not in the block arena",
                "claims to be result 0 of op",
                "result 0 is %11, which records its definition as result 0 of op",
            ],
        );
        k.body = Block::new(123);
        assert_fails(&k, &["the body block ^bb123 is not in the block arena"]);
    }

    /// Random damage to handles and kinds never panics the verifier or the printer.
    #[test]
    fn random_damage_never_panics() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n.max(1) as u64) as usize
        };
        let kinds = [
            OpKind::Yield,
            OpKind::Break,
            OpKind::Continue,
            OpKind::Return,
            OpKind::For,
            OpKind::If,
            OpKind::Mma,
        ];
        for round in 0..3000 {
            let mut k = samples::all().swap_remove(round % 7);
            for _ in 0..1 + next(3) {
                let (nv, no, nb) = (k.values.len() + 2, k.ops.len() + 2, k.blocks.len() + 2);
                let op = Op::new(next(k.ops.len()));
                let b = Block::new(next(k.blocks.len()));
                match next(7) {
                    0 => k.ops[op].operands.push(Value::new(next(nv))),
                    1 => k.ops[op].regions.push(Block::new(next(nb))),
                    2 => {
                        let at = next(k.blocks[b].ops.len() + 1);
                        k.blocks[b].ops.insert(at, Op::new(next(no)));
                    }
                    3 => k.ops[op].kind = kinds[next(kinds.len())].clone(),
                    4 => k.body = Block::new(next(nb)),
                    5 => {
                        let len = k.blocks[b].ops.len();
                        if len > 0 {
                            k.blocks[b].ops.remove(next(len));
                        }
                    }
                    _ => k.ops[op].results.push(Value::new(next(nv))),
                }
            }
            let _ = verify_kernel(&k);
            let _ = super::super::print::print_kernel(&k);
        }
    }

    #[test]
    fn diagnostic_has_code_label_and_printed_kernel() {
        let mut k = samples::vector_add();
        let add = op_at(&k, &[3]);
        k.ops[add].operands[1] = k.param_values()[3];
        let span = Span::new(FileId(0), 10..20);
        k.spans[add.index()] = Some(span);
        let m = Module { kernels: vec![k] };
        let errors = verify_module(&m).unwrap_err();
        let d = to_diagnostic(&errors, &m);
        assert_eq!(d.code, codes::VERIFIER);
        assert_eq!(d.severity, Severity::Internal);
        assert_eq!(d.primary_span(), Some(span));
        assert!(d.message.contains("operand 1 has type tile<i32>"), "{}", d.message);
        assert!(d.notes.iter().any(|n| n.contains("at: %7 = add %5, %3 : tile<1024xf32>")), "{:#?}", d.notes);
        assert!(
            d.notes.iter().any(|n| n.contains("TIR of kernel `vector_add`:\nkernel @vector_add")),
            "{:#?}",
            d.notes
        );
    }
}
