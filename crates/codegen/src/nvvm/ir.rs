//! A small builder of LLVM IR text in the dialect CUDA 13.0's libNVVM reads: LLVM 7 with typed
//! pointers (`float addrspace(1)*`), no opaque pointers, no `fneg` (`fsub -0.0, x`), float
//! literals in hexadecimal.
//!
//! [`Func`] holds basic blocks of instruction text and `phi`s whose incoming edges are added as
//! the lowering discovers them (loop back-edges); [`Module`] adds the declarations, globals and
//! metadata libNVVM needs around one kernel. Values ([`V`]) carry their type, so instruction
//! helpers print the operand types themselves. The dialect is chosen here alone: a newer one
//! (opaque `ptr`, for libNVVM of later releases) changes [`Ty`]'s printing and the pointer
//! casts, nothing above this file.

use std::collections::BTreeSet;
use std::fmt::{self, Write as _};

/// An LLVM type.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
    Half,
    Float,
    Double,
    /// A pointer into an address space (1 global, 3 shared, 0 generic).
    Ptr(u8, Box<Ty>),
    /// `<n x T>`.
    Vec(u32, Box<Ty>),
    /// `{T, U, ...}` (results of multi-output inline asm).
    Struct(Vec<Ty>),
    /// `[n x T]` (the bytes of a tensor map parameter).
    Array(u32, Box<Ty>),
}

impl Ty {
    /// The integer type of `bits` bits (8, 16, 32 or 64).
    pub fn int_of(bits: u32) -> Ty {
        match bits {
            8 => Ty::I8,
            16 => Ty::I16,
            32 => Ty::I32,
            _ => Ty::I64,
        }
    }

    pub fn ptr(space: u8, to: Ty) -> Ty {
        Ty::Ptr(space, Box::new(to))
    }

    pub fn vec(n: u32, of: Ty) -> Ty {
        Ty::Vec(n, Box::new(of))
    }

    /// Bits of a scalar integer or float type.
    pub fn bits(&self) -> u32 {
        match self {
            Ty::I1 => 1,
            Ty::I8 => 8,
            Ty::I16 | Ty::Half => 16,
            Ty::I32 | Ty::Float => 32,
            Ty::I64 | Ty::Double => 64,
            Ty::Vec(n, t) => n * t.bits(),
            _ => 0,
        }
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Ty::Half | Ty::Float | Ty::Double)
    }

}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Ty::I1 => f.write_str("i1"),
            Ty::I8 => f.write_str("i8"),
            Ty::I16 => f.write_str("i16"),
            Ty::I32 => f.write_str("i32"),
            Ty::I64 => f.write_str("i64"),
            Ty::Half => f.write_str("half"),
            Ty::Float => f.write_str("float"),
            Ty::Double => f.write_str("double"),
            Ty::Ptr(0, t) => write!(f, "{t}*"),
            Ty::Ptr(s, t) => write!(f, "{t} addrspace({s})*"),
            Ty::Vec(n, t) => write!(f, "<{n} x {t}>"),
            Ty::Array(n, t) => write!(f, "[{n} x {t}]"),
            Ty::Struct(ts) => {
                let parts: Vec<String> = ts.iter().map(Ty::to_string).collect();
                write!(f, "{{{}}}", parts.join(", "))
            }
        }
    }
}

/// A value: an SSA name (`%v12`) or a constant's text (`7`, `0x3FF0000000000000`), with its
/// type.
#[derive(Clone, Debug, PartialEq)]
pub struct V {
    pub ty: Ty,
    pub text: String,
}

impl V {
    pub fn new(ty: Ty, text: impl Into<String>) -> V {
        V { ty, text: text.into() }
    }

    /// An integer constant of type `ty` (the bits of `v`, as LLVM prints them: signed).
    pub fn int(ty: Ty, v: i64) -> V {
        let text = match ty {
            Ty::I1 => (v & 1 != 0).to_string(),
            Ty::I8 => (v as i8).to_string(),
            Ty::I16 => (v as i16).to_string(),
            Ty::I32 => (v as i32).to_string(),
            _ => v.to_string(),
        };
        V { ty, text }
    }

    pub fn i32(v: i64) -> V {
        V::int(Ty::I32, v)
    }

    pub fn i64(v: i64) -> V {
        V::int(Ty::I64, v)
    }

    pub fn bool(b: bool) -> V {
        V::new(Ty::I1, if b { "true" } else { "false" })
    }

    /// A float constant of type `ty` (half, float or double), exactly: LLVM's hexadecimal
    /// forms (the double bits of the value rounded to the type; `0xH` bits for half).
    pub fn float(ty: Ty, x: f64) -> V {
        let text = match ty {
            Ty::Half => format!("0xH{:04X}", half::f16::from_f64(x).to_bits()),
            Ty::Float => format!("0x{:016X}", f64::from(x as f32).to_bits()),
            _ => format!("0x{:016X}", x.to_bits()),
        };
        V { ty, text }
    }

    /// The value of an integer constant (not `i1`), as a signed number of its type.
    pub fn int_const(&self) -> Option<i64> {
        match self.ty {
            Ty::I8 | Ty::I16 | Ty::I32 | Ty::I64 => self.text.parse().ok(),
            _ => None,
        }
    }

    pub fn undef(ty: Ty) -> V {
        V { ty, text: "undef".into() }
    }

    /// `type text`, as an operand is written.
    pub fn typed(&self) -> String {
        format!("{} {}", self.ty, self.text)
    }
}

/// A basic block of a function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BlockId(usize);

/// A `phi` whose incoming edges arrive as the lowering finds them.
#[derive(Clone, Debug)]
struct Phi {
    dst: String,
    ty: Ty,
    incoming: Vec<(String, BlockId)>,
}

#[derive(Clone, Debug)]
struct Block {
    label: String,
    phis: Vec<Phi>,
    insts: Vec<String>,
    terminated: bool,
}

/// A handle to a `phi` (to add incoming edges to).
#[derive(Clone, Copy, Debug)]
pub struct PhiId {
    block: BlockId,
    index: usize,
}

/// One function under construction.
#[derive(Debug)]
pub struct Func {
    name: String,
    params: Vec<(Ty, String, &'static str)>,
    blocks: Vec<Block>,
    cur: BlockId,
    next: u32,
}

impl Func {
    /// A function whose parameters are `(type, attributes)`; returns it and the parameter
    /// values.
    pub fn new(name: &str, params: &[(Ty, &'static str)]) -> (Func, Vec<V>) {
        let mut f = Func { name: name.to_string(), params: Vec::new(), blocks: Vec::new(), cur: BlockId(0), next: 0 };
        let mut vals = Vec::new();
        for (i, (ty, attrs)) in params.iter().enumerate() {
            let n = format!("%p{i}");
            f.params.push((ty.clone(), n.clone(), attrs));
            vals.push(V::new(ty.clone(), n));
        }
        let entry = f.block("entry");
        f.cur = entry;
        (f, vals)
    }

    /// A new, empty block (not yet the insertion point).
    pub fn block(&mut self, hint: &str) -> BlockId {
        let id = BlockId(self.blocks.len());
        self.blocks.push(Block { label: format!("{hint}{}", id.0), phis: Vec::new(), insts: Vec::new(), terminated: false });
        id
    }

    /// Continues emitting at the end of `b`.
    pub fn switch_to(&mut self, b: BlockId) {
        self.cur = b;
    }

    pub fn current(&self) -> BlockId {
        self.cur
    }

    /// Whether the current block already ends in a terminator.
    pub fn terminated(&self) -> bool {
        self.blocks[self.cur.0].terminated
    }

    fn fresh(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn push(&mut self, inst: String) {
        let b = &mut self.blocks[self.cur.0];
        if !b.terminated {
            b.insts.push(inst);
        }
    }

    /// `%v = <rhs>` of type `ty`.
    pub fn emit(&mut self, ty: Ty, rhs: impl fmt::Display) -> V {
        let dst = self.fresh();
        self.push(format!("{dst} = {rhs}"));
        V::new(ty, dst)
    }

    /// An instruction without a result.
    pub fn emit_void(&mut self, inst: impl fmt::Display) {
        self.push(inst.to_string());
    }

    fn terminate(&mut self, inst: String) {
        let b = &mut self.blocks[self.cur.0];
        if !b.terminated {
            b.insts.push(inst);
            b.terminated = true;
        }
    }

    pub fn br(&mut self, to: BlockId) {
        let label = self.blocks[to.0].label.clone();
        self.terminate(format!("br label %{label}"));
    }

    pub fn cond_br(&mut self, cond: &V, then: BlockId, els: BlockId) {
        let (t, e) = (self.blocks[then.0].label.clone(), self.blocks[els.0].label.clone());
        self.terminate(format!("br i1 {}, label %{t}, label %{e}", cond.text));
    }

    pub fn ret(&mut self) {
        self.terminate("ret void".to_string());
    }

    pub fn unreachable(&mut self) {
        self.terminate("unreachable".to_string());
    }

    /// A `phi` of type `ty` at the start of `b`.
    pub fn phi(&mut self, b: BlockId, ty: Ty) -> (PhiId, V) {
        let dst = self.fresh();
        let block = &mut self.blocks[b.0];
        block.phis.push(Phi { dst: dst.clone(), ty: ty.clone(), incoming: Vec::new() });
        (PhiId { block: b, index: block.phis.len() - 1 }, V::new(ty, dst))
    }

    /// Adds the edge "from block `from`, the value `v`" to a phi.
    pub fn add_incoming(&mut self, phi: PhiId, v: &V, from: BlockId) {
        self.blocks[phi.block.0].phis[phi.index].incoming.push((v.text.clone(), from));
    }

    fn label(&self, b: BlockId) -> &str {
        &self.blocks[b.0].label
    }

    // ---- arithmetic helpers ---------------------------------------------------------------

    /// A two-operand instruction (`add`, `fmul`, `and`, ...) on operands of one type. Integer
    /// constants fold and identities (`x + 0`, `x & -1`, `true & x`, ...) vanish, which keeps
    /// the IR of address arithmetic readable; libNVVM would fold them anyway.
    pub fn bin(&mut self, op: &str, a: &V, b: &V) -> V {
        if let Some(v) = fold(op, a, b) {
            return v;
        }
        self.emit(a.ty.clone(), format!("{op} {}, {}", a.typed(), b.text))
    }

    /// `icmp`/`fcmp` with a predicate.
    pub fn cmp(&mut self, kind: &str, pred: &str, a: &V, b: &V) -> V {
        let ty = match &a.ty {
            Ty::Vec(n, _) => Ty::vec(*n, Ty::I1),
            _ => Ty::I1,
        };
        self.emit(ty, format!("{kind} {pred} {}, {}", a.typed(), b.text))
    }

    pub fn select(&mut self, c: &V, a: &V, b: &V) -> V {
        self.emit(a.ty.clone(), format!("select {}, {}, {}", c.typed(), a.typed(), b.typed()))
    }

    /// A conversion (`zext`, `sitofp`, `bitcast`, ...) to `to`; none when the types agree
    /// and the conversion would be a no-op.
    pub fn conv(&mut self, op: &str, v: &V, to: Ty) -> V {
        if v.ty == to && matches!(op, "bitcast" | "zext" | "sext" | "trunc" | "fpext" | "fptrunc") {
            return v.clone();
        }
        if let (Some(c), true) = (v.int_const(), matches!(op, "sext" | "zext" | "trunc") && v.ty != Ty::I1) {
            let bits = v.ty.bits();
            let value = match op {
                "zext" if bits < 64 => c & ((1i64 << bits) - 1),
                _ => c,
            };
            return V::int(to, value);
        }
        self.emit(to.clone(), format!("{op} {} to {to}", v.typed()))
    }

    /// A call of a declared function with a result.
    pub fn call(&mut self, ret: Ty, name: &str, args: &[&V]) -> V {
        let a: Vec<String> = args.iter().map(|v| v.typed()).collect();
        self.emit(ret.clone(), format!("call {ret} @{name}({})", a.join(", ")))
    }

    /// A call without a result.
    pub fn call_void(&mut self, name: &str, args: &[&V]) {
        let a: Vec<String> = args.iter().map(|v| v.typed()).collect();
        self.emit_void(format!("call void @{name}({})", a.join(", ")));
    }

    /// Inline PTX with a result of type `ret` (a struct for several outputs).
    pub fn asm(&mut self, ret: Ty, ptx: &str, constraints: &str, args: &[&V], side_effects: bool) -> V {
        let a: Vec<String> = args.iter().map(|v| v.typed()).collect();
        let se = if side_effects { " sideeffect" } else { "" };
        self.emit(ret.clone(), format!("call {ret} asm{se} \"{ptx}\", \"{constraints}\"({})", a.join(", ")))
    }


    /// Inline PTX without results, always kept (it has side effects).
    pub fn asm_void(&mut self, ptx: &str, constraints: &str, args: &[&V]) {
        let a: Vec<String> = args.iter().map(|v| v.typed()).collect();
        self.emit_void(format!("call void asm sideeffect \"{ptx}\", \"{constraints}\"({})", a.join(", ")));
    }

    /// `getelementptr` of `index` elements past `ptr`.
    pub fn gep(&mut self, ptr: &V, index: &V) -> V {
        let Ty::Ptr(_, pointee) = &ptr.ty else { panic!("gep on a non-pointer {}", ptr.ty) };
        self.emit(ptr.ty.clone(), format!("getelementptr inbounds {pointee}, {}, {}", ptr.typed(), index.typed()))
    }

    pub fn load(&mut self, ptr: &V, align: u32) -> V {
        let Ty::Ptr(_, pointee) = &ptr.ty else { panic!("load from a non-pointer {}", ptr.ty) };
        let ty = (**pointee).clone();
        self.emit(ty.clone(), format!("load {ty}, {}, align {align}", ptr.typed()))
    }

    pub fn store(&mut self, v: &V, ptr: &V, align: u32) {
        self.emit_void(format!("store {}, {}, align {align}", v.typed(), ptr.typed()));
    }

    /// A `store volatile`: one the optimiser neither removes nor merges with its neighbours.
    pub fn store_volatile(&mut self, v: &V, ptr: &V, align: u32) {
        self.emit_void(format!("store volatile {}, {}, align {align}", v.typed(), ptr.typed()));
    }


    pub fn extract_element(&mut self, vec: &V, i: u32) -> V {
        let Ty::Vec(_, t) = &vec.ty else { panic!("extractelement from {}", vec.ty) };
        let t = (**t).clone();
        self.emit(t, format!("extractelement {}, i32 {i}", vec.typed()))
    }

    /// Field `i` of a struct value (one output of multi-output inline asm).
    pub fn extract_value(&mut self, agg: &V, i: u32) -> V {
        let Ty::Struct(ts) = &agg.ty else { panic!("extractvalue from {}", agg.ty) };
        let t = ts[i as usize].clone();
        self.emit(t, format!("extractvalue {}, {i}", agg.typed()))
    }

    pub fn insert_element(&mut self, vec: &V, x: &V, i: u32) -> V {
        self.emit(vec.ty.clone(), format!("insertelement {}, {}, i32 {i}", vec.typed(), x.typed()))
    }

    /// A vector of type `ty` holding `elems` in order (one `insertelement` each).
    pub fn vector(&mut self, ty: Ty, elems: &[V]) -> V {
        let mut v = V::undef(ty);
        for (i, e) in elems.iter().enumerate() {
            v = self.insert_element(&v, e, i as u32);
        }
        v
    }

    /// Appends a parameter after those [`Func::new`] made (a tensor map, found to be needed
    /// while lowering); returns it and its index.
    pub fn add_param(&mut self, ty: Ty, attrs: &'static str) -> (V, usize) {
        let i = self.params.len();
        let n = format!("%p{i}");
        self.params.push((ty.clone(), n.clone(), attrs));
        (V::new(ty, n), i)
    }

    /// The function's text.
    pub fn text(&self, attrs: &str) -> String {
        let params: Vec<String> = self
            .params
            .iter()
            .map(|(t, n, a)| if a.is_empty() { format!("{t} {n}") } else { format!("{t} {a} {n}") })
            .collect();
        let mut out = format!("define void @{}({}){attrs} {{\n", self.name, params.join(", "));
        for b in &self.blocks {
            let _ = writeln!(out, "{}:", b.label);
            for p in &b.phis {
                // A phi with no incoming edge lives in an unreachable block: an undef instead.
                if p.incoming.is_empty() {
                    let _ = writeln!(out, "  {} = select i1 true, {} undef, {} undef", p.dst, p.ty, p.ty);
                    continue;
                }
                let inc: Vec<String> = p.incoming.iter().map(|(v, b)| format!("[ {v}, %{} ]", self.label(*b))).collect();
                let _ = writeln!(out, "  {} = phi {} {}", p.dst, p.ty, inc.join(", "));
            }
            for i in &b.insts {
                let _ = writeln!(out, "  {i}");
            }
            if !b.terminated {
                let _ = writeln!(out, "  unreachable");
            }
        }
        out.push_str("}\n");
        out
    }

    /// The function's type, as metadata names it: `void (float addrspace(1)*, i32)*`.
    pub fn pointer_type(&self) -> String {
        let ps: Vec<String> = self.params.iter().map(|(t, _, _)| t.to_string()).collect();
        format!("void ({})*", ps.join(", "))
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

/// `a op b` when it needs no instruction: both integer constants, or an identity.
fn fold(op: &str, a: &V, b: &V) -> Option<V> {
    if a.ty == Ty::I1 {
        let (ta, tb) = (a.text.as_str(), b.text.as_str());
        return match (op, ta, tb) {
            ("and", "true", _) | ("or", "false", _) | ("xor", "false", _) => Some(b.clone()),
            ("and", _, "true") | ("or", _, "false") | ("xor", _, "false") => Some(a.clone()),
            ("and", "false", _) | ("and", _, "false") => Some(V::bool(false)),
            ("or", "true", _) | ("or", _, "true") => Some(V::bool(true)),
            _ => None,
        };
    }
    let (ca, cb) = (a.int_const(), b.int_const());
    let bits = a.ty.bits();
    if let (Some(x), Some(y)) = (ca, cb) {
        let v = match op {
            "add" => x.wrapping_add(y),
            "sub" => x.wrapping_sub(y),
            "mul" => x.wrapping_mul(y),
            "and" => x & y,
            "or" => x | y,
            "xor" => x ^ y,
            "shl" if (0..i64::from(bits)).contains(&y) => x.wrapping_shl(y as u32),
            "lshr" if (0..i64::from(bits)).contains(&y) => {
                let mask = if bits == 64 { -1i64 } else { (1i64 << bits) - 1 };
                (((x & mask) as u64) >> y) as i64
            }
            _ => return None,
        };
        return Some(V::int(a.ty.clone(), v));
    }
    match (op, ca, cb) {
        ("add" | "or" | "xor", Some(0), _) => Some(b.clone()),
        ("add" | "sub" | "or" | "xor" | "shl" | "lshr" | "ashr", _, Some(0)) => Some(a.clone()),
        ("mul", Some(1), _) => Some(b.clone()),
        ("mul" | "sdiv" | "udiv", _, Some(1)) => Some(a.clone()),
        ("mul" | "and", Some(0), _) | ("mul" | "and", _, Some(0)) => Some(V::int(a.ty.clone(), 0)),
        ("and", Some(-1), _) => Some(b.clone()),
        ("and", _, Some(-1)) => Some(a.clone()),
        _ => None,
    }
}

/// The NVVM datalayout with 32-bit shared-memory pointers (nvvm-lowering.md §4.1).
pub const DATALAYOUT: &str = "e-p:64:64:64-p3:32:32:32-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64";

/// The declarations, globals and metadata around one kernel.
#[derive(Debug, Default)]
pub struct Module {
    decls: BTreeSet<String>,
    globals: Vec<String>,
    strings: Vec<(String, String)>,
}

impl Module {
    /// Declares a function once (`declare float @__nv_expf(float)`).
    pub fn declare(&mut self, decl: impl Into<String>) {
        self.decls.insert(decl.into());
    }

    /// A global definition line.
    pub fn global(&mut self, line: impl Into<String>) {
        self.globals.push(line.into());
    }

    /// A NUL-terminated string constant in global memory; returns its name and length
    /// (with the NUL).
    pub fn string(&mut self, s: &str) -> (String, usize) {
        if let Some((name, _)) = self.strings.iter().find(|(_, t)| t == s) {
            return (name.clone(), s.len() + 1);
        }
        let name = format!("@str{}", self.strings.len());
        self.strings.push((name.clone(), s.to_string()));
        (name, s.len() + 1)
    }

    /// The whole module: header, globals, the kernel, declarations and metadata; the kernel's
    /// parameters `grid_constant` (0-based indices) are read in place, where the launch put
    /// them (tensor maps), not copied.
    pub fn text(&self, kernel: &Func, annotations: &[(&str, u32)], grid_constant: &[usize]) -> String {
        let mut out = format!("target datalayout = \"{DATALAYOUT}\"\ntarget triple = \"nvptx64-nvidia-cuda\"\n\n");
        for g in &self.globals {
            let _ = writeln!(out, "{g}");
        }
        for (name, s) in &self.strings {
            let mut bytes = String::new();
            for b in s.bytes().chain(std::iter::once(0)) {
                if b.is_ascii_graphic() && b != b'"' && b != b'\\' || b == b' ' {
                    bytes.push(b as char);
                } else {
                    let _ = write!(bytes, "\\{b:02X}");
                }
            }
            let _ = writeln!(out, "{name} = private unnamed_addr addrspace(1) constant [{} x i8] c\"{bytes}\", align 1", s.len() + 1);
        }
        out.push('\n');
        out.push_str(&kernel.text(""));
        out.push('\n');
        for d in &self.decls {
            let _ = writeln!(out, "{d}");
        }
        let fty = kernel.pointer_type();
        let mut md = vec![format!("!{{{fty} @{}, !\"kernel\", i32 1}}", kernel.name())];
        for (k, v) in annotations {
            md.push(format!("!{{{fty} @{}, !\"{k}\", i32 {v}}}", kernel.name()));
        }
        // The annotation's operand is a node of 1-based parameter numbers, after the others.
        let annotated = md.len();
        let mut lists = Vec::new();
        if !grid_constant.is_empty() {
            md.push(format!("!{{{fty} @{}, !\"grid_constant\", !{}}}", kernel.name(), annotated + 1));
            let numbers: Vec<String> = grid_constant.iter().map(|i| format!("i32 {}", i + 1)).collect();
            lists.push(format!("!{{{}}}", numbers.join(", ")));
        }
        let refs: Vec<String> = (0..md.len()).map(|i| format!("!{i}")).collect();
        let _ = writeln!(out, "\n!nvvm.annotations = !{{{}}}", refs.join(", "));
        for (i, m) in md.iter().chain(&lists).enumerate() {
            let _ = writeln!(out, "!{i} = {m}");
        }
        let version = md.len() + lists.len();
        let _ = writeln!(out, "!nvvmir.version = !{{!{version}}}");
        let _ = writeln!(out, "!{version} = !{{i32 2, i32 0}}");
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constants_print_exactly() {
        assert_eq!(V::float(Ty::Float, 1.0).text, "0x3FF0000000000000");
        assert_eq!(V::float(Ty::Float, 0.1).text, format!("0x{:016X}", f64::from(0.1f32).to_bits()));
        assert_eq!(V::float(Ty::Half, 1.0).text, "0xH3C00");
        assert_eq!(V::int(Ty::I8, 255).text, "-1");
        assert_eq!(Ty::ptr(1, Ty::Float).to_string(), "float addrspace(1)*");
        assert_eq!(Ty::vec(4, Ty::I32).to_string(), "<4 x i32>");
    }

    #[test]
    fn a_loop_prints_with_its_phis() {
        let (mut f, p) = Func::new("k", &[(Ty::I32, "")]);
        let entry = f.current();
        let head = f.block("head");
        let exit = f.block("exit");
        f.br(head);
        f.switch_to(head);
        let (phi, i) = f.phi(head, Ty::I32);
        f.add_incoming(phi, &V::i32(0), entry);
        let next = f.bin("add", &i, &V::i32(1));
        f.add_incoming(phi, &next, head);
        let done = f.cmp("icmp", "sge", &next, &p[0]);
        f.cond_br(&done, exit, head);
        f.switch_to(exit);
        f.ret();
        let text = Module::default().text(&f, &[("maxntidx", 128)], &[]);
        assert!(text.contains("%v1 = phi i32 [ 0, %entry0 ], [ %v2, %head1 ]"), "{text}");
        assert!(text.contains("!1 = !{void (i32)* @k, !\"maxntidx\", i32 128}"), "{text}");
        assert!(text.contains("!nvvmir.version = !{!2}"), "{text}");
    }
}
