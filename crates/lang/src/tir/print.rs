//! TIR text form: the printer.
//!
//! [`print_module`] and [`print_kernel`] write an MLIR-like text that [`super::parse`] reads
//! back. Values are renumbered densely in print order (`%0`, `%1`, ...: the body block's
//! parameters, then each op's results, then a region's parameters when the region is entered),
//! so the text never depends on arena numbering and `print(parse(print(m))) == print(m)`.
//! Spans are not printed.
//!
//! # Grammar
//!
//! ```text
//! module  := kernel*
//! kernel  := "kernel" "@" NAME spec? hints? "(" (param ("," param)*)? ")" "{" op* "}"
//! spec    := "[" NAME "=" NAME ("," NAME "=" NAME)* "]"
//! hints   := "hints" "{" NAME "=" INT ("," NAME "=" INT)* "}"
//! param   := VALUE NAME ":" type facts?
//! facts   := "{" fact ("," fact)* "}"
//! fact    := "align" "=" INT | "dim_div" "=" ints | "stride_div" "=" ints | "unit_inner_stride"
//!          | "unit_stride" "=" INT
//!          | "sizes" "=" ints
//! type    := "tile<" (DIM "x")* DTYPE ">" | "array<" DTYPE "," RANK ">"
//! op      := (VALUE ("," VALUE)* "=")? MNEMONIC ... (":" types)? region*
//! region  := "{" ("^(" VALUE ":" type ("," VALUE ":" type)* "):")? op* "}"
//! types   := type | "(" (type ("," type)*)? ")"
//! ```
//!
//! `NAME` is a bare word (`[A-Za-z0-9_.]+`, optionally after one `-`) or a quoted string with
//! `\"`, `\\`, `\n`, `\t`, `\r` and `\u{..}` escapes. `VALUE` is `%` and a word. Facts equal
//! to [`super::ArrayFacts::unknown`] are left out, and so is `hints` when no hint is given.
//! `//` and `/* */` comments are skipped by the parser; the printer writes them only into the
//! text of malformed IR (for diagnostics).
//!
//! # Ops
//!
//! Every op with results ends in `: types` (one type bare, several in parentheses). The
//! conversions (`cast`, `broadcast`, `reshape`, `permute`, `reduce`) show the operand type too:
//! `: tile<4xf32> -> tile<4xf16>`.
//!
//! ```text
//! %r = constant 1.5 : tile<4xf32>            (ints, floats via shortest round trip,
//!                                             inf, -inf, nan, nan(0xBITS), true, false)
//! %r = block_id 0 : tile<i32>                %r = num_blocks 2 : tile<i32>
//! %r = array_dim 1 %a : tile<i32>            %r = iota : tile<128xi32>
//! %r = load zero %a[%i, %j] : tile<64x32xf16>
//! store %a[%i, %j], %t                        %r = atomic_add %a[%i], %t : tile<64xf32>
//! %r = atomic_add acq_rel %a[%i], %t : T      (acquire, release, acq_rel; relaxed unwritten)
//! %r = exp %x : T                             %r = add %x, %y : T
//! %r = cmp lt %x, %y : tile<4xbool>           %r = select %c, %x, %y : T
//! %r = cast %x : tile<4xf32> -> tile<4xf16>   (broadcast and reshape alike)
//! %r = permute [1, 0] %x : A -> B             %r = cat 0 %x, %y : T
//! %r = extract %x[%i, %j] : T                 %r = reduce sum 1 %x : A -> B
//! %r = scan sum 0 reverse %x : T              %r = mma %a, %b, %acc : T
//! %r = for %lb to %ub step %s iter(%x) : T { ^(%iv: tile<i32>, %c: T): ... continue %n }
//! %r = loop iter(%x) : T { ^(%c: T): ... break %v }
//! %r = if %c : T { ... yield %a } else { ... yield %b }
//! yield %a    continue %a, %b    break    return
//! print "x = {}", %x                          assert %c, "message"
//! ```
//!
//! The printer never panics, even on malformed IR: invalid handles print as `%!N` (values),
//! `// invalid op opN` and `// invalid block ^bbN`; values that exist but are not defined
//! anywhere reachable print as `%?N` (N the arena index); missing operands as `%<missing>`.

use std::fmt::Write as _;

use super::{
    ArrayFacts, Block, Const, ConstValue, EntityRef, Kernel, KernelParam, LoadHints, MemoryOrder, Module, Op, OpKind, ParamKind, Type,
    Value,
};

/// Prints every kernel of a module, separated by blank lines.
pub fn print_module(m: &Module) -> String {
    m.kernels.iter().map(print_kernel).collect::<Vec<_>>().join("\n")
}

/// Prints one kernel.
pub fn print_kernel(k: &Kernel) -> String {
    let names = ValueNames::of(k);
    let mut p = Printer { k, names: &names, out: String::new(), seen: vec![false; k.blocks.len()] };
    p.kernel();
    p.out
}

/// The print-order number of every value, shared with the verifier so that its messages use
/// the same `%N` names as the printed kernel they come with.
pub(crate) struct ValueNames {
    numbers: Vec<Option<u32>>,
    next: u32,
}

impl ValueNames {
    /// Numbers the values of `k` in print order. Walks exactly the blocks the printer walks.
    pub(crate) fn of(k: &Kernel) -> ValueNames {
        let mut names = ValueNames { numbers: vec![None; k.values.len()], next: 0 };
        let mut seen = vec![false; k.blocks.len()];
        names.block(k, k.body, &mut seen);
        names
    }

    fn block(&mut self, k: &Kernel, b: Block, seen: &mut [bool]) {
        if !enter(seen, b) {
            return;
        }
        let data = &k.blocks[b];
        for &v in &data.params {
            self.define(v);
        }
        for &op in &data.ops {
            let Some(op) = k.ops.get(op) else { continue };
            for &v in &op.results {
                self.define(v);
            }
            for &r in &op.regions {
                self.block(k, r, seen);
            }
        }
    }

    fn define(&mut self, v: Value) {
        if let Some(slot) = self.numbers.get_mut(v.index())
            && slot.is_none()
        {
            *slot = Some(self.next);
            self.next += 1;
        }
    }

    /// `%N` for a value defined in reachable code, `%?I` for one that is not, `%!I` for a
    /// handle outside the value arena (`I` the arena index).
    pub(crate) fn name(&self, v: Value) -> String {
        match self.numbers.get(v.index()) {
            Some(Some(n)) => format!("%{n}"),
            Some(None) => format!("%?{}", v.index()),
            None => format!("%!{}", v.index()),
        }
    }
}

/// Marks a block as visited; false when it is out of range or was visited before. Both walks
/// (numbering and printing) use this one rule, so they agree on malformed IR too, and a region
/// that is its own ancestor cannot make them loop.
fn enter(seen: &mut [bool], b: Block) -> bool {
    match seen.get_mut(b.index()) {
        Some(s) if !*s => {
            *s = true;
            true
        }
        _ => false,
    }
}

struct Printer<'a> {
    k: &'a Kernel,
    names: &'a ValueNames,
    out: String,
    seen: Vec<bool>,
}

impl Printer<'_> {
    fn kernel(&mut self) {
        let k = self.k;
        let _ = write!(self.out, "kernel @{}", word_or_quoted(&k.name));
        if !k.spec.is_empty() {
            let spec: Vec<String> = k
                .spec
                .iter()
                .map(|(n, v)| format!("{} = {}", word_or_quoted(n), spec_value_str(v)))
                .collect();
            let _ = write!(self.out, " [{}]", spec.join(", "));
        }
        let hints: Vec<String> = k.hints.entries().iter().map(|(n, v)| format!("{n} = {v}")).collect();
        if !hints.is_empty() {
            let _ = write!(self.out, " hints {{{}}}", hints.join(", "));
        }
        let body_params = k.blocks.get(k.body).map_or(&[][..], |b| &b.params[..]);
        let params: Vec<String> =
            k.params.iter().enumerate().map(|(i, p)| self.param(p, body_params.get(i).copied())).collect();
        let _ = writeln!(self.out, " ({}) {{", params.join(", "));
        if body_params.len() != k.params.len() {
            let note = format!(
                "// malformed: the body block has {} parameters for {} kernel parameters",
                body_params.len(),
                k.params.len()
            );
            self.line(1, &note);
        }
        self.block(k.body, 1, true);
        self.out.push_str("}\n");
    }

    fn param(&self, p: &KernelParam, v: Option<Value>) -> String {
        let value = v.map_or_else(|| "%<missing>".to_string(), |v| self.names.name(v));
        let name = word_or_quoted(&p.name);
        match &p.kind {
            ParamKind::Array { ty, facts } => format!("{value} {name}: {ty}{}", facts_str(facts, ty.rank)),
            ParamKind::Scalar(d) => format!("{value} {name}: {}", Type::scalar(*d)),
        }
    }

    /// Prints a block's ops at `depth`; a region's parameter header goes one level out, under
    /// the op that owns it.
    fn block(&mut self, b: Block, depth: usize, is_body: bool) {
        let k = self.k;
        if !k.blocks.contains(b) {
            self.line(depth, &format!("// invalid block {b}"));
            return;
        }
        if !enter(&mut self.seen, b) {
            self.line(depth, &format!("// block {b} again (a cycle or a shared region)"));
            return;
        }
        let data = &k.blocks[b];
        if !is_body && !data.params.is_empty() {
            let params: Vec<String> =
                data.params.iter().map(|&v| format!("{}: {}", self.names.name(v), type_str(k, v))).collect();
            self.line(depth.saturating_sub(1), &format!("^({}):", params.join(", ")));
        }
        for &op in &data.ops {
            self.op(op, depth);
        }
    }

    fn op(&mut self, op: Op, depth: usize) {
        let k = self.k;
        let Some(data) = k.ops.get(op) else {
            self.line(depth, &format!("// invalid op {op}"));
            return;
        };
        self.indent(depth);
        self.out.push_str(&op_head(k, self.names, op));
        for (i, &r) in data.regions.iter().enumerate() {
            self.out.push_str(if i == 0 { " {\n" } else { " else {\n" });
            self.block(r, depth + 1, false);
            self.indent(depth);
            self.out.push('}');
        }
        self.out.push('\n');
    }

    fn line(&mut self, depth: usize, text: &str) {
        self.indent(depth);
        self.out.push_str(text);
        self.out.push('\n');
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }
}

/// One op's line without its regions: `%5 = add %3, %4 : tile<4xf32>`.
pub(crate) fn op_head(k: &Kernel, names: &ValueNames, op: Op) -> String {
    let Some(data) = k.ops.get(op) else { return format!("<invalid op {op}>") };
    let o = Operands { names, list: &data.operands };
    let mut s = String::new();
    if !data.results.is_empty() {
        let results: Vec<String> = data.results.iter().map(|&v| names.name(v)).collect();
        let _ = write!(s, "{} = ", results.join(", "));
    }
    s.push_str(&op_body(&data.kind, &o));
    if let Some(n) = fixed_operand_count(&data.kind)
        && data.operands.len() > n
    {
        let _ = write!(s, " /* extra operands: {} */", o.list(n));
    }
    let results = types_str(k, &data.results);
    if is_conversion(&data.kind) {
        let from = data.operands.first().map_or_else(|| "<missing>".to_string(), |&v| type_str(k, v));
        let _ = write!(s, " : {from} -> {results}");
    } else if !data.results.is_empty() {
        let _ = write!(s, " : {results}");
    }
    s
}

/// The mnemonic, attributes and operands of an op.
fn op_body(kind: &OpKind, o: &Operands) -> String {
    let mn = kind.mnemonic();
    match kind {
        OpKind::Constant(c) => format!("constant {}", const_str(c)),
        OpKind::BlockId(a) | OpKind::NumBlocks(a) => format!("{mn} {a}"),
        OpKind::ArrayDim(a) => format!("array_dim {a} {}", o.at(0)),
        OpKind::Iota => "iota".to_string(),
        OpKind::Load { padding, hints, order } => {
            let axes = |p: &[u8]| p.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
            let order = order.as_ref().map_or(String::new(), |p| format!(" order=[{}]", axes(p)));
            format!("load {}{}{order} {}[{}]", padding.name(), load_hints(hints), o.at(0), o.list(1))
        }
        OpKind::Store => format!("store {}[{}], {}", o.at(0), o.list(2), o.at(1)),
        OpKind::AtomicAdd { order } => {
            let order = if *order == MemoryOrder::Relaxed { String::new() } else { format!(" {}", order.name()) };
            format!("atomic_add{order} {}[{}], {}", o.at(0), o.list(2), o.at(1))
        }
        OpKind::Unary(_) | OpKind::Cast | OpKind::Broadcast | OpKind::Reshape => format!("{mn} {}", o.at(0)),
        OpKind::Binary(_) | OpKind::Mma | OpKind::Select => format!("{mn} {}", o.fixed(kind)),
        OpKind::Cmp(c) => format!("cmp {} {}, {}", c.name(), o.at(0), o.at(1)),
        OpKind::Permute(perm) => {
            let perm: Vec<String> = perm.iter().map(ToString::to_string).collect();
            format!("permute [{}] {}", perm.join(", "), o.at(0))
        }
        OpKind::Cat(a) => format!("cat {a} {}, {}", o.at(0), o.at(1)),
        OpKind::Extract => format!("extract {}[{}]", o.at(0), o.list(1)),
        OpKind::Reduce { kind, axis } => format!("reduce {} {axis} {}", kind.name(), o.at(0)),
        OpKind::Scan { kind, axis, reverse } => {
            let rev = if *reverse { " reverse" } else { "" };
            format!("scan {} {axis}{rev} {}", kind.name(), o.at(0))
        }
        OpKind::For => {
            format!("for {} to {} step {}{}", o.at(0), o.at(1), o.at(2), o.iter_clause(3))
        }
        OpKind::Loop => format!("loop{}", o.iter_clause(0)),
        OpKind::If => format!("if {}", o.at(0)),
        OpKind::Yield | OpKind::Continue | OpKind::Break | OpKind::Return => {
            if o.list.is_empty() {
                mn.to_string()
            } else {
                format!("{mn} {}", o.list(0))
            }
        }
        OpKind::Print { format } => {
            let args = if o.list.is_empty() { String::new() } else { format!(", {}", o.list(0)) };
            format!("print {}{args}", quote(format))
        }
        OpKind::Assert { message } => format!("assert {}, {}", o.at(0), quote(message)),
    }
}

/// How many operands an op's syntax shows, for ops with a fixed count; anything beyond is
/// printed as a comment (only malformed IR has any).
fn fixed_operand_count(kind: &OpKind) -> Option<usize> {
    match kind {
        OpKind::Constant(_) | OpKind::BlockId(_) | OpKind::NumBlocks(_) | OpKind::Iota => Some(0),
        OpKind::ArrayDim(_)
        | OpKind::Unary(_)
        | OpKind::Cast
        | OpKind::Broadcast
        | OpKind::Reshape
        | OpKind::Permute(_)
        | OpKind::Reduce { .. }
        | OpKind::Scan { .. }
        | OpKind::If
        | OpKind::Assert { .. } => Some(1),
        OpKind::Binary(_) | OpKind::Cmp(_) | OpKind::Cat(_) => Some(2),
        OpKind::Select | OpKind::Mma => Some(3),
        OpKind::Load { .. }
        | OpKind::Store
        | OpKind::AtomicAdd { .. }
        | OpKind::Extract
        | OpKind::For
        | OpKind::Loop
        | OpKind::Yield
        | OpKind::Continue
        | OpKind::Break
        | OpKind::Return
        | OpKind::Print { .. } => None,
    }
}

/// Ops whose text shows `operand type -> result type`, because the result type is not the
/// operand's.
pub(crate) fn is_conversion(kind: &OpKind) -> bool {
    matches!(
        kind,
        OpKind::Cast | OpKind::Broadcast | OpKind::Reshape | OpKind::Permute(_) | OpKind::Reduce { .. }
    )
}

/// An op's operand list, printed defensively (missing operands show as `%<missing>`).
struct Operands<'a> {
    names: &'a ValueNames,
    list: &'a [Value],
}

impl Operands<'_> {
    fn at(&self, i: usize) -> String {
        self.list.get(i).map_or_else(|| "%<missing>".to_string(), |&v| self.names.name(v))
    }

    /// Operands from `from` on, comma-separated.
    fn list(&self, from: usize) -> String {
        let names: Vec<String> = self.list.iter().skip(from).map(|&v| self.names.name(v)).collect();
        names.join(", ")
    }

    /// The fixed operands of an op, comma-separated.
    fn fixed(&self, kind: &OpKind) -> String {
        let n = fixed_operand_count(kind).unwrap_or(0);
        (0..n).map(|i| self.at(i)).collect::<Vec<_>>().join(", ")
    }

    /// ` iter(%a, %b)` for loop-carried operands from `from` on; empty when there are none.
    fn iter_clause(&self, from: usize) -> String {
        if self.list.len() <= from {
            String::new()
        } else {
            format!(" iter({})", self.list(from))
        }
    }
}

fn type_str(k: &Kernel, v: Value) -> String {
    k.values.get(v).map_or_else(|| "<invalid>".to_string(), |d| d.ty.to_string())
}

/// Result types: one bare, none or several in parentheses.
fn types_str(k: &Kernel, values: &[Value]) -> String {
    match values {
        [v] => type_str(k, *v),
        _ => format!("({})", values.iter().map(|&v| type_str(k, v)).collect::<Vec<_>>().join(", ")),
    }
}

/// The facts that differ from "nothing known", as ` {align = 16, ...}`; empty if none do.
fn facts_str(f: &ArrayFacts, rank: u8) -> String {
    let unknown = ArrayFacts::unknown(rank as usize);
    let list = |l: &[u32]| l.iter().map(ToString::to_string).collect::<Vec<_>>().join(", ");
    let mut parts = Vec::new();
    if f.base_align != unknown.base_align {
        parts.push(format!("align = {}", f.base_align));
    }
    if f.dim_divisor != unknown.dim_divisor {
        parts.push(format!("dim_div = [{}]", list(&f.dim_divisor)));
    }
    if f.stride_divisor != unknown.stride_divisor {
        parts.push(format!("stride_div = [{}]", list(&f.stride_divisor)));
    }
    match f.unit_stride_dim {
        Some(_) if f.unit_inner_stride() => parts.push("unit_inner_stride".to_string()),
        Some(d) => parts.push(format!("unit_stride = {d}")),
        None => {}
    }
    if let Some(sizes) = &f.sizes {
        let sizes: Vec<String> = sizes.iter().map(ToString::to_string).collect();
        parts.push(format!("sizes = [{}]", sizes.join(", ")));
    }
    if parts.is_empty() {
        String::new()
    } else {
        format!(" {{{}}}", parts.join(", "))
    }
}

/// The bit pattern the text `nan` stands for; other NaNs print their bits.
pub(crate) const CANONICAL_NAN_BITS: u64 = 0x7ff8_0000_0000_0000;

/// A specialisation value: as a constant, or a dtype's name.
fn spec_value_str(v: &ConstValue) -> String {
    match v {
        ConstValue::Int(i) => i.to_string(),
        ConstValue::Float(x) => float_str(*x),
        ConstValue::Bool(b) => b.to_string(),
        ConstValue::DType(d) => d.name().to_string(),
    }
}

fn const_str(c: &Const) -> String {
    match c {
        Const::Int(i) => i.to_string(),
        Const::Bool(b) => b.to_string(),
        Const::Float(x) => float_str(*x),
    }
}

/// A float that parses back to the identical `f64`. `{:?}` is Rust's shortest round-trip form
/// and always has a `.`, an exponent or is `inf`/`NaN`, so it never reads as an integer.
fn float_str(x: f64) -> String {
    if x.is_nan() {
        if x.to_bits() == CANONICAL_NAN_BITS {
            "nan".to_string()
        } else {
            format!("nan(0x{:016x})", x.to_bits())
        }
    } else if x.is_infinite() {
        if x > 0.0 {
            "inf".to_string()
        } else {
            "-inf".to_string()
        }
    } else {
        format!("{x:?}")
    }
}

/// Characters of a bare word; the parser's lexer uses the same set.
pub(crate) fn is_word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '.'
}

/// A name as a bare word when the lexer reads it back as exactly that word, else quoted.
fn word_or_quoted(s: &str) -> String {
    let rest = s.strip_prefix('-').unwrap_or(s);
    if !rest.is_empty() && rest.chars().all(is_word_char) {
        s.to_string()
    } else {
        quote(s)
    }
}

/// A double-quoted string with `\"`, `\\`, `\n`, `\t`, `\r` and `\u{..}` escapes.
pub(crate) fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            c if c.is_control() => {
                let _ = write!(out, "\\u{{{:x}}}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Sample kernels built with the [`Kernel`] builder, shared by the printer, parser and
/// verifier tests.
/// ` latency=3 allow_tma=false`: a load's hints as its text shows them (nothing without any).
fn load_hints(h: &LoadHints) -> String {
    let mut out = String::new();
    if let Some(l) = h.latency {
        out.push_str(&format!(" latency={l}"));
    }
    if let Some(t) = h.allow_tma {
        out.push_str(&format!(" allow_tma={t}"));
    }
    out
}

#[cfg(test)]
pub(crate) mod samples {
    use smallvec::smallvec;

    use super::super::{
        ArrayFacts, ArrayType, BinaryOp, Block, CmpOp, Const, ConstValue, Kernel, KernelParam, MemoryOrder, OpKind,
        Padding, ParamKind, ReduceKind, ScanKind, Type, UnaryOp, Value,
    };
    use crate::dtype::DType::{self, *};

    pub fn array(name: &str, dtype: DType, rank: u8) -> KernelParam {
        let facts = ArrayFacts::unknown(rank as usize);
        KernelParam {
            name: name.to_string(),
            kind: ParamKind::Array { ty: ArrayType { dtype, rank }, facts },
        }
    }

    pub fn scalar(name: &str, dtype: DType) -> KernelParam {
        KernelParam { name: name.to_string(), kind: ParamKind::Scalar(dtype) }
    }

    pub fn t(dtype: DType, shape: &[u32]) -> Type {
        Type::tile(dtype, shape)
    }

    pub fn i32s() -> Type {
        Type::scalar(I32)
    }

    /// Appends a one-result op and returns the result.
    pub fn op1(k: &mut Kernel, b: Block, kind: OpKind, operands: &[Value], ty: Type) -> Value {
        let op = k.append_op(b, kind, operands, &[ty], &[], None);
        k.result(op, 0)
    }

    /// Appends an op without results.
    pub fn op0(k: &mut Kernel, b: Block, kind: OpKind, operands: &[Value]) {
        k.append_op(b, kind, operands, &[], &[], None);
    }

    pub fn int(k: &mut Kernel, b: Block, v: i64) -> Value {
        op1(k, b, OpKind::Constant(Const::Int(v)), &[], i32s())
    }

    /// `out[i] = x[i] + y[i]`, one 1024-element tile per block.
    pub fn vector_add() -> Kernel {
        let mut x = array("x", F32, 1);
        if let ParamKind::Array { facts, .. } = &mut x.kind {
            *facts = ArrayFacts {
                base_align: 16,
                dim_divisor: smallvec![16],
                stride_divisor: smallvec![1],
                unit_stride_dim: Some(0),
                sizes: None,
            };
        }
        let params = vec![x, array("y", F32, 1), array("out", F32, 1), scalar("n", I32)];
        let mut k = Kernel::new("vector_add", params);
        k.spec = vec![("BLOCK".into(), ConstValue::Int(1024))];
        let b = k.body;
        let p = k.param_values().to_vec();
        let bid = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let tile = t(F32, &[1024]);
        let xv = op1(&mut k, b, OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None }, &[p[0], bid], tile.clone());
        let yv = op1(&mut k, b, OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None }, &[p[1], bid], tile.clone());
        let sum = op1(&mut k, b, OpKind::Binary(BinaryOp::Add), &[xv, yv], tile);
        op0(&mut k, b, OpKind::Store, &[p[2], sum, bid]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// `C = A @ B` with a `for` over K carrying the accumulator.
    pub fn matmul() -> Kernel {
        let mut c = array("C", F32, 2);
        if let ParamKind::Array { facts, .. } = &mut c.kind {
            facts.base_align = 16;
            facts.dim_divisor = smallvec![16, 16];
            facts.stride_divisor = smallvec![16, 1];
            facts.unit_stride_dim = Some(1);
        }
        let mut k = Kernel::new("matmul", vec![array("A", F16, 2), array("B", F16, 2), c]);
        k.spec = vec![("tm".into(), ConstValue::Int(128)), ("tn".into(), ConstValue::Int(128)), ("tk".into(), ConstValue::Int(32))];
        let b = k.body;
        let p = k.param_values().to_vec();
        let acc_t = t(F32, &[128, 128]);
        let bm = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let bn = op1(&mut k, b, OpKind::BlockId(1), &[], i32s());
        let zero = op1(&mut k, b, OpKind::Constant(Const::Float(0.0)), &[], acc_t.clone());
        let kdim = op1(&mut k, b, OpKind::ArrayDim(1), &[p[0]], i32s());
        let tk = int(&mut k, b, 32);
        let steps = op1(&mut k, b, OpKind::Binary(BinaryOp::CeilDiv), &[kdim, tk], i32s());
        let lb = int(&mut k, b, 0);
        let one = int(&mut k, b, 1);
        let body = k.add_block(&[i32s(), acc_t.clone()]);
        let (iv, acc) = (k.blocks[body].params[0], k.blocks[body].params[1]);
        let pad = OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None };
        let a = op1(&mut k, body, pad.clone(), &[p[0], bm, iv], t(F16, &[128, 32]));
        let bt = op1(&mut k, body, pad, &[p[1], iv, bn], t(F16, &[32, 128]));
        let next = op1(&mut k, body, OpKind::Mma, &[a, bt, acc], acc_t.clone());
        op0(&mut k, body, OpKind::Continue, &[next]);
        let f = k.append_op(b, OpKind::For, &[lb, steps, one, zero], &[acc_t], &[body], None);
        let result = k.result(f, 0);
        op0(&mut k, b, OpKind::Store, &[p[2], result, bm, bn]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// Row softmax: reduce max, broadcast, exp, reduce sum, divide.
    pub fn softmax() -> Kernel {
        let mut k = Kernel::new("softmax", vec![array("X", F32, 2), array("Y", F32, 2)]);
        k.spec = vec![("N".into(), ConstValue::Int(1024))];
        // A row-softmax needs few registers per row; more blocks per SM hide its latency.
        k.hints.occupancy = Some(4);
        let b = k.body;
        let p = k.param_values().to_vec();
        let row_t = t(F32, &[1, 1024]);
        let row = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let col = int(&mut k, b, 0);
        let x = op1(&mut k, b, OpKind::Load { padding: Padding::NegInf, hints: Default::default(), order: None }, &[p[0], row, col], row_t.clone());
        let red = |kind| OpKind::Reduce { kind, axis: 1 };
        let m = op1(&mut k, b, red(ReduceKind::Max), &[x], t(F32, &[1]));
        let m = op1(&mut k, b, OpKind::Reshape, &[m], t(F32, &[1, 1]));
        let m = op1(&mut k, b, OpKind::Broadcast, &[m], row_t.clone());
        let d = op1(&mut k, b, OpKind::Binary(BinaryOp::Sub), &[x, m], row_t.clone());
        let e = op1(&mut k, b, OpKind::Unary(UnaryOp::Exp), &[d], row_t.clone());
        let s = op1(&mut k, b, red(ReduceKind::Sum), &[e], t(F32, &[1]));
        let s = op1(&mut k, b, OpKind::Reshape, &[s], t(F32, &[1, 1]));
        let s = op1(&mut k, b, OpKind::Broadcast, &[s], row_t.clone());
        let y = op1(&mut k, b, OpKind::Binary(BinaryOp::Div), &[e, s], row_t);
        op0(&mut k, b, OpKind::Store, &[p[1], y, row, col]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// An `if` whose regions yield a tile: load when in range, else a constant.
    pub fn if_yield() -> Kernel {
        let mut k = Kernel::new("guarded", vec![array("x", F32, 1), array("y", F32, 1), scalar("n", I32)]);
        let b = k.body;
        let p = k.param_values().to_vec();
        let tile = t(F32, &[64]);
        let bid = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let cond = op1(&mut k, b, OpKind::Cmp(CmpOp::Lt), &[bid, p[2]], Type::scalar(Bool));
        let then = k.add_block(&[]);
        let v = op1(&mut k, then, OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None }, &[p[0], bid], tile.clone());
        op0(&mut k, then, OpKind::Yield, &[v]);
        let els = k.add_block(&[]);
        let c = op1(&mut k, els, OpKind::Constant(Const::Float(-1.5)), &[], tile.clone());
        op0(&mut k, els, OpKind::Yield, &[c]);
        let iff = k.append_op(b, OpKind::If, &[cond], &[tile], &[then, els], None);
        let r = k.result(iff, 0);
        op0(&mut k, b, OpKind::Store, &[p[1], r, bid]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// A `loop` counting up to `n`, leaving through a `break` inside an `if`.
    pub fn loop_break() -> Kernel {
        let mut k = Kernel::new("count", vec![array("out", I32, 1), scalar("n", I32)]);
        let b = k.body;
        let p = k.param_values().to_vec();
        let zero = int(&mut k, b, 0);
        let body = k.add_block(&[i32s()]);
        let i = k.blocks[body].params[0];
        let one = int(&mut k, body, 1);
        let next = op1(&mut k, body, OpKind::Binary(BinaryOp::Add), &[i, one], i32s());
        let done = op1(&mut k, body, OpKind::Cmp(CmpOp::Ge), &[next, p[1]], Type::scalar(Bool));
        let then = k.add_block(&[]);
        op0(&mut k, then, OpKind::Break, &[next]);
        let els = k.add_block(&[]);
        op0(&mut k, els, OpKind::Yield, &[]);
        k.append_op(body, OpKind::If, &[done], &[], &[then, els], None);
        op0(&mut k, body, OpKind::Continue, &[next]);
        let lp = k.append_op(b, OpKind::Loop, &[zero], &[i32s()], &[body], None);
        let total = k.result(lp, 0);
        let total = op1(&mut k, b, OpKind::Broadcast, &[total], t(I32, &[]));
        let bid = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let tile = op1(&mut k, b, OpKind::Reshape, &[total], t(I32, &[1]));
        op0(&mut k, b, OpKind::Store, &[p[0], tile, bid]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// `print` and `assert` with strings that need escapes.
    pub fn print_assert() -> Kernel {
        let mut k = Kernel::new("debug \"me\"", vec![array("x", F32, 1), scalar("my param", F32)]);
        k.spec = vec![("note ok".into(), ConstValue::Bool(true)), ("neg".into(), ConstValue::Int(-3)), ("eps".into(), ConstValue::Float(1e-5)), ("dt".into(), ConstValue::DType(BF16))];
        let b = k.body;
        let p = k.param_values().to_vec();
        let bid = op1(&mut k, b, OpKind::BlockId(0), &[], i32s());
        let format = "x[{}] = {} \"quoted\" \\ \n\u{1}é".to_string();
        op0(&mut k, b, OpKind::Print { format }, &[bid, p[1]]);
        let zero = op1(&mut k, b, OpKind::Constant(Const::Float(0.0)), &[], Type::scalar(F32));
        let ok = op1(&mut k, b, OpKind::Cmp(CmpOp::Ge), &[p[1], zero], Type::scalar(Bool));
        op0(&mut k, b, OpKind::Assert { message: "negative \"param\"\n".into() }, &[ok]);
        op0(&mut k, b, OpKind::Print { format: "done".into() }, &[]);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// Every op kind at least once (and every padding, and odd float constants), all valid.
    pub fn every_op() -> Kernel {
        let params = vec![array("a", F32, 2), array("h", F16, 3), array("acc", F32, 1), scalar("s", I64)];
        let mut k = Kernel::new("every_op", params);
        let b = k.body;
        let p = k.param_values().to_vec();
        let ft = t(F32, &[4, 8]);
        let bid = op1(&mut k, b, OpKind::BlockId(2), &[], i32s());
        let nb = op1(&mut k, b, OpKind::NumBlocks(1), &[], i32s());
        let _dim = op1(&mut k, b, OpKind::ArrayDim(0), &[p[0]], i32s());
        let iota = op1(&mut k, b, OpKind::Iota, &[], t(I32, &[8]));
        let mut loads = Vec::new();
        for padding in Padding::ALL {
            loads.push(op1(&mut k, b, OpKind::Load { padding, hints: Default::default(), order: None }, &[p[0], bid, nb], ft.clone()));
        }
        for x in [
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            -0.0,
            1e-7,
            1e300,
            0.1,
            f64::from_bits(0x7ff8_0000_0000_0001),
        ] {
            op1(&mut k, b, OpKind::Constant(Const::Float(x)), &[], ft.clone());
        }
        op1(&mut k, b, OpKind::Constant(Const::Int(i64::MIN)), &[], t(I64, &[2]));
        op1(&mut k, b, OpKind::Constant(Const::Int(1)), &[], t(Bool, &[2]));
        let yes = op1(&mut k, b, OpKind::Constant(Const::Bool(true)), &[], t(Bool, &[4, 8]));
        let x = loads[0];
        for u in UnaryOp::ALL.iter().copied().filter(|u| *u != UnaryOp::Not) {
            op1(&mut k, b, OpKind::Unary(u), &[x], ft.clone());
        }
        op1(&mut k, b, OpKind::Unary(UnaryOp::Not), &[yes], t(Bool, &[4, 8]));
        for bin in BinaryOp::ALL.iter().copied().filter(|o| !o.int_only()) {
            op1(&mut k, b, OpKind::Binary(bin), &[x, loads[1]], ft.clone());
        }
        for bin in BinaryOp::ALL.iter().copied().filter(|o| !o.float_only()) {
            op1(&mut k, b, OpKind::Binary(bin), &[iota, iota], t(I32, &[8]));
        }
        let mut conds = Vec::new();
        for c in CmpOp::ALL.iter().copied() {
            conds.push(op1(&mut k, b, OpKind::Cmp(c), &[x, loads[2]], t(Bool, &[4, 8])));
        }
        let sel = op1(&mut k, b, OpKind::Select, &[conds[0], x, loads[3]], ft.clone());
        op1(&mut k, b, OpKind::Cast, &[sel], t(F16, &[4, 8]));
        let row = op1(&mut k, b, OpKind::Reshape, &[iota], t(I32, &[1, 8]));
        let _wide = op1(&mut k, b, OpKind::Broadcast, &[row], t(I32, &[4, 8]));
        let tr = op1(&mut k, b, OpKind::Permute(smallvec![1, 0]), &[x], t(F32, &[8, 4]));
        let _cat = op1(&mut k, b, OpKind::Cat(1), &[tr, tr], t(F32, &[8, 8]));
        let _sub = op1(&mut k, b, OpKind::Extract, &[x, bid, nb], t(F32, &[2, 4]));
        let _am = op1(&mut k, b, OpKind::Reduce { kind: ReduceKind::ArgMax, axis: 0 }, &[x], t(I32, &[8]));
        let _sc =
            op1(&mut k, b, OpKind::Scan { kind: ScanKind::Prod, axis: 1, reverse: true }, &[x], ft.clone());
        let _sc =
            op1(&mut k, b, OpKind::Scan { kind: ScanKind::Sum, axis: 0, reverse: false }, &[x], ft.clone());
        let ha = op1(
            &mut k,
            b,
            OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None },
            &[p[1], bid, bid, bid],
            t(F16, &[2, 4, 8]),
        );
        let hb = op1(
            &mut k,
            b,
            OpKind::Load { padding: Padding::Zero, hints: Default::default(), order: None },
            &[p[1], bid, bid, bid],
            t(F16, &[2, 8, 4]),
        );
        let hc = op1(&mut k, b, OpKind::Constant(Const::Float(0.0)), &[], t(F32, &[2, 4, 4]));
        let _mma = op1(&mut k, b, OpKind::Mma, &[ha, hb, hc], t(F32, &[2, 4, 4]));
        let ones = op1(&mut k, b, OpKind::Constant(Const::Float(1.0)), &[], t(F32, &[16]));
        let _old = op1(&mut k, b, OpKind::AtomicAdd { order: MemoryOrder::Relaxed }, &[p[2], ones, bid], t(F32, &[16]));
        let _flag = op1(&mut k, b, OpKind::AtomicAdd { order: MemoryOrder::AcqRel }, &[p[2], ones, bid], t(F32, &[16]));
        // A `for` over i64 bounds with two carried values and a nested `if` that continues.
        let lb = op1(&mut k, b, OpKind::Constant(Const::Int(0)), &[], Type::scalar(I64));
        let st = op1(&mut k, b, OpKind::Constant(Const::Int(2)), &[], Type::scalar(I64));
        let body = k.add_block(&[Type::scalar(I64), ft.clone(), i32s()]);
        let bp = k.blocks[body].params.to_vec();
        let c = op1(&mut k, body, OpKind::Cmp(CmpOp::Gt), &[bp[0], p[3]], Type::scalar(Bool));
        let then = k.add_block(&[]);
        op0(&mut k, then, OpKind::Continue, &[bp[1], bp[2]]);
        let els = k.add_block(&[]);
        op0(&mut k, els, OpKind::Yield, &[]);
        k.append_op(body, OpKind::If, &[c], &[], &[then, els], None);
        let nx = op1(&mut k, body, OpKind::Binary(BinaryOp::Mul), &[bp[1], bp[1]], ft.clone());
        op0(&mut k, body, OpKind::Continue, &[nx, bp[2]]);
        k.append_op(b, OpKind::For, &[lb, p[3], st, x, bid], &[ft, i32s()], &[body], None);
        // A `loop` without carried values.
        let lbody = k.add_block(&[]);
        op0(&mut k, lbody, OpKind::Break, &[]);
        k.append_op(b, OpKind::Loop, &[], &[], &[lbody], None);
        op0(&mut k, b, OpKind::Return, &[]);
        k
    }

    /// All samples, for tests that run over every one.
    pub fn all() -> Vec<Kernel> {
        vec![vector_add(), matmul(), softmax(), if_yield(), loop_break(), print_assert(), every_op()]
    }
}

#[cfg(test)]
mod tests {
    use super::samples;
    use super::*;

    #[test]
    fn prints_vector_add() {
        let expected = "\
kernel @vector_add [BLOCK = 1024] (%0 x: array<f32, 1> {align = 16, dim_div = [16], unit_inner_stride}, \
%1 y: array<f32, 1>, %2 out: array<f32, 1>, %3 n: tile<i32>) {
  %4 = block_id 0 : tile<i32>
  %5 = load zero %0[%4] : tile<1024xf32>
  %6 = load zero %1[%4] : tile<1024xf32>
  %7 = add %5, %6 : tile<1024xf32>
  store %2[%4], %7
  return
}
";
        assert_eq!(print_kernel(&samples::vector_add()), expected);
    }

    #[test]
    fn prints_matmul() {
        let expected = "\
kernel @matmul [tm = 128, tn = 128, tk = 32] (%0 A: array<f16, 2>, %1 B: array<f16, 2>, \
%2 C: array<f32, 2> {align = 16, dim_div = [16, 16], stride_div = [16, 1], unit_inner_stride}) {
  %3 = block_id 0 : tile<i32>
  %4 = block_id 1 : tile<i32>
  %5 = constant 0.0 : tile<128x128xf32>
  %6 = array_dim 1 %0 : tile<i32>
  %7 = constant 32 : tile<i32>
  %8 = ceildiv %6, %7 : tile<i32>
  %9 = constant 0 : tile<i32>
  %10 = constant 1 : tile<i32>
  %11 = for %9 to %8 step %10 iter(%5) : tile<128x128xf32> {
  ^(%12: tile<i32>, %13: tile<128x128xf32>):
    %14 = load zero %0[%3, %12] : tile<128x32xf16>
    %15 = load zero %1[%12, %4] : tile<32x128xf16>
    %16 = mma %14, %15, %13 : tile<128x128xf32>
    continue %16
  }
  store %2[%3, %4], %11
  return
}
";
        assert_eq!(print_kernel(&samples::matmul()), expected);
    }

    #[test]
    fn prints_regions_conversions_and_strings() {
        let text = print_kernel(&samples::loop_break());
        assert!(text.contains("  %3 = loop iter(%2) : tile<i32> {\n  ^(%4: tile<i32>):\n"), "{text}");
        assert!(text.contains("    if %7 {\n      break %6\n    } else {\n      yield\n    }\n"), "{text}");
        assert!(text.contains("%8 = broadcast %3 : tile<i32> -> tile<i32>"), "{text}");
        let text = print_kernel(&samples::print_assert());
        assert!(text.starts_with(r#"kernel @"debug \"me\"" ["note ok" = true, neg = -3, eps = 1e-5, dt = bf16] (%0 x"#), "{text}");
        assert!(text.contains(r#"%1 "my param": tile<f32>"#), "{text}");
        assert!(text.contains(r#"print "x[{}] = {} \"quoted\" \\ \n\u{1}é", %2, %1"#), "{text}");
        assert!(text.contains(r#"assert %4, "negative \"param\"\n""#), "{text}");
        assert!(text.contains("  print \"done\"\n"), "{text}");
    }

    #[test]
    fn floats_print_in_round_trip_form() {
        for (x, s) in [
            (0.0, "0.0"),
            (-0.0, "-0.0"),
            (1e-7, "1e-7"),
            (0.1, "0.1"),
            (f64::INFINITY, "inf"),
            (f64::NEG_INFINITY, "-inf"),
            (f64::from_bits(CANONICAL_NAN_BITS), "nan"),
            (f64::from_bits(0xfff8_0000_0000_0000), "nan(0xfff8000000000000)"),
        ] {
            assert_eq!(float_str(x), s);
        }
    }

    #[test]
    fn prints_hints_after_the_spec_and_only_when_given() {
        let text = print_kernel(&samples::softmax());
        assert!(text.starts_with("kernel @softmax [N = 1024] hints {occupancy = 4} (%0 X:"), "{text}");
        assert!(!print_kernel(&samples::vector_add()).contains("hints"));
    }

    #[test]
    fn module_separates_kernels_with_blank_lines() {
        let m = Module { kernels: vec![samples::vector_add(), samples::softmax()] };
        let text = print_module(&m);
        assert!(text.contains("}\n\nkernel @softmax"), "{text}");
        assert_eq!(print_module(&Module::default()), "");
    }

    #[test]
    fn malformed_ir_prints_without_panicking() {
        let mut k = samples::matmul();
        let body = k.body;
        let bad_value = Value::new(10_000);
        let first = k.blocks[body].ops[0];
        let last = *k.blocks[body].ops.last().unwrap();
        k.ops[first].operands.push(bad_value);
        k.blocks[body].ops.push(Op::new(999));
        let region = k.add_block(&[]);
        k.blocks[region].ops.push(first);
        k.ops[last].regions.push(body);
        k.ops[last].regions.push(Block::new(77));
        k.body = Block::new(500);
        let text = print_kernel(&k);
        assert!(text.contains("malformed"), "{text}");
        k.body = body;
        let text = print_kernel(&k);
        assert!(text.contains("/* extra operands: %!10000 */"), "{text}");
        assert!(text.contains("// invalid op op999"), "{text}");
        assert!(text.contains("again"), "{text}");
        assert!(text.contains("// invalid block ^bb77"), "{text}");
    }
}
