//! TIR to Tile IR: one TIR [`Kernel`] becomes one `cutile-ir` module with one entry.
//!
//! The walk is a single pass over the TIR in program order. Values map one to one except where
//! an op expands (see [`super::arith`], [`super::reduce`], [`super::memory`]). Before the body,
//! the prologue binds parameters (arrays through [`memory::bind_array`]) and creates every
//! partition view the kernel uses, so views dominate all their uses. Regions of `for`, `loop`
//! and `if` are built as detached regions and attached when the op is built; the memory token
//! state is saved around them and loop-carried where needed ([`memory::Tokens`]).

use std::collections::{BTreeSet, HashMap};

use cutile_ir::bytecode::Opcode;
use cutile_ir::ir::{Module, ScalarType, Signedness, Type, Value};
use tile_lang::dtype::DType;
use tile_lang::tir::{self, analysis, Block, EntityRef, Kernel, MemoryOrder, Op, OpKind, ParamKind};

use super::emit::{tile_ty, Emitter};
use super::memory::{self, ArrayInfo, Tokens, ViewKey};
use super::{arith, reduce, types, BytecodeVersion, Options, TileIrError};

/// Lowers one kernel to a `cutile-ir` module (validated in debug builds).
pub fn lower_kernel(k: &Kernel, opts: &Options) -> Result<Module, TileIrError> {
    if opts.check_ir {
        // The lowering trusts verified TIR (it indexes operands by the op's signature).
        if let Err(errors) = tir::verify::verify_kernel(k) {
            let list: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
            let message = format!("the TIR given to the back end does not verify: {}", list.join("; "));
            return Err(TileIrError::Internal { kernel: k.name.clone(), message });
        }
    }
    let mut l = Lower::new(k, opts);
    l.prologue()?;
    l.block_ops(k.body)?;
    let caps = cutile_ir::capabilities::TargetCapabilities::new(opts.version.to_cutile(), opts.target.name());
    l.e.finish(opts.check_ir.then_some(caps))
        .map_err(|message| TileIrError::Internal { kernel: k.name.clone(), message })
}

/// The entry parameter types of a kernel, flattened as in [`super::abi`].
fn entry_params(k: &Kernel) -> Vec<Type> {
    let i32t = tile_ty(ScalarType::I32, &[]);
    let mut out = Vec::new();
    for p in &k.params {
        match &p.kind {
            ParamKind::Array { ty, .. } => {
                out.push(super::emit::ptr_tile_ty(types::memory_scalar(ty.dtype), &[]));
                out.extend(std::iter::repeat_n(i32t.clone(), 2 * ty.rank as usize));
            }
            ParamKind::Scalar(d) => out.push(tile_ty(types::memory_scalar(*d), &[])),
        }
    }
    out
}

struct Lower<'k> {
    k: &'k Kernel,
    opts: &'k Options,
    e: Emitter,
    vals: Vec<Option<Value>>,
    /// Per kernel parameter: its array prologue, if it is an array.
    arrays: Vec<Option<ArrayInfo>>,
    /// TIR array value (a body parameter) to kernel parameter index.
    param_of: HashMap<tir::Value, usize>,
    /// Per written array parameter, and one more slot (index `params.len()`, [`Lower::printer`])
    /// for the device's output, so that prints come out in program order.
    tokens: Tokens,
    /// Written arrays each region op touches: their tokens are carried through it.
    carried: HashMap<Op, Vec<usize>>,
    /// Carried arrays of the enclosing `for`/`loop` ops and `if` ops, innermost last.
    loops: Vec<Vec<usize>>,
    ifs: Vec<Vec<usize>>,
}

impl<'k> Lower<'k> {
    fn new(k: &'k Kernel, opts: &'k Options) -> Lower<'k> {
        let mut e = Emitter::new(&k.name, &k.name, entry_params(k));
        if let Some(n) = k.hints.occupancy {
            e.occupancy(n);
        }
        if let Some(n) = k.hints.num_ctas {
            e.num_ctas(n);
        }
        if let Some(n) = k.hints.worker_warps {
            e.worker_warps(n);
        }
        if k.hints.tma == Some(0) {
            e.forbid_tma();
        }
        let param_of: HashMap<tir::Value, usize> =
            k.param_values().iter().enumerate().map(|(i, &v)| (v, i)).collect();
        let mut l = Lower {
            k,
            opts,
            e,
            vals: vec![None; k.values.len()],
            arrays: vec![None; k.params.len()],
            param_of,
            tokens: Tokens::new(vec![false; k.params.len()]),
            carried: HashMap::new(),
            loops: Vec::new(),
            ifs: Vec::new(),
        };
        let mut written = l.written_arrays();
        written.insert(l.printer());
        l.tokens = Tokens::new((0..=k.params.len()).map(|p| written.contains(&p)).collect());
        let mut carried = HashMap::new();
        l.touched(k.body, &written, &mut carried);
        l.carried = carried;
        l
    }

    fn unsupported(&self, op: Op, what: impl Into<String>) -> TileIrError {
        let what = what.into();
        TileIrError::Unsupported {
            kernel: self.k.name.clone(),
            what: format!("{what} (in `{}`)", self.k.ops[op].kind.mnemonic()),
        }
    }

    // -- analyses -------------------------------------------------------------------------------

    /// The array parameter an op accesses, and whether it writes it.
    fn accessed(&self, op: Op) -> Option<(usize, bool)> {
        analysis::accessed_param(self.k, op).map(|(p, a)| (p, a == analysis::Access::Write))
    }

    /// The token slot of the device's output: prints are ordered like writes of one array.
    fn printer(&self) -> usize {
        self.k.params.len()
    }

    fn written_arrays(&self) -> BTreeSet<usize> {
        analysis::written_params(self.k).into_iter().enumerate().filter_map(|(p, w)| w.then_some(p)).collect()
    }

    /// Written arrays touched in `b` (recursively); records them for every region op inside.
    fn touched(
        &self,
        b: Block,
        written: &BTreeSet<usize>,
        out: &mut HashMap<Op, Vec<usize>>,
    ) -> BTreeSet<usize> {
        let mut set = BTreeSet::new();
        for &op in &self.k.blocks[b].ops {
            if let Some((p, _)) = self.accessed(op)
                && written.contains(&p)
            {
                set.insert(p);
            }
            if matches!(self.k.ops[op].kind, OpKind::Print { .. }) {
                set.insert(self.printer());
            }
            if let OpKind::AtomicAdd { order } = self.k.ops[op].kind
                && order != MemoryOrder::Relaxed
            {
                set.extend(written.iter().copied());
            }
            let mut inner = BTreeSet::new();
            for &r in &self.k.ops[op].regions {
                inner.extend(self.touched(r, written, out));
            }
            if !self.k.ops[op].regions.is_empty() {
                out.insert(op, inner.iter().copied().collect());
            }
            set.extend(inner);
        }
        set
    }

    // -- values -----------------------------------------------------------------------------------

    fn v(&self, v: tir::Value) -> Value {
        self.vals[v.index()].unwrap_or_else(|| {
            panic!("TIR value {v} used before its definition (the TIR verifier should have caught this)")
        })
    }

    fn vs(&self, vs: &[tir::Value]) -> Vec<Value> {
        vs.iter().map(|&v| self.v(v)).collect()
    }

    fn bind(&mut self, v: tir::Value, to: Value) {
        self.vals[v.index()] = Some(to);
    }

    fn tile(&self, v: tir::Value) -> &tir::TileType {
        self.k.ty(v).as_tile().expect("a tile value")
    }

    fn dtype(&self, v: tir::Value) -> DType {
        self.k.ty(v).dtype()
    }

    // -- prologue -----------------------------------------------------------------------------------

    fn prologue(&mut self) -> Result<(), TileIrError> {
        let params = self.e.params();
        let mut next = 0;
        for (i, p) in self.k.params.iter().enumerate() {
            let tir_value = self.k.param_values()[i];
            match &p.kind {
                ParamKind::Array { ty, facts } => {
                    let n = 1 + 2 * ty.rank as usize;
                    let written = self.tokens.is_written(i);
                    let info = memory::bind_array(&mut self.e, *ty, facts, &params[next..next + n], written);
                    self.arrays[i] = Some(info);
                    next += n;
                }
                ParamKind::Scalar(d) => {
                    let mut v = params[next];
                    if *d == DType::Bool {
                        // Passed as a byte; registers hold i1.
                        let zero = self.e.const_int(ScalarType::I8, &[], 0);
                        v = self.e.cmpi(
                            cutile_ir::ir::ComparisonPredicate::NotEqual,
                            Signedness::Unsigned,
                            v,
                            zero,
                        );
                    }
                    self.bind(tir_value, v);
                    next += 1;
                }
            }
        }
        self.make_views()
    }

    /// Creates every partition view loads and stores use, in first-use order.
    fn make_views(&mut self) -> Result<(), TileIrError> {
        let mut wanted: Vec<(usize, ViewKey)> = Vec::new();
        self.k.walk(|op| {
            let d = &self.k.ops[op];
            let Some(&p) = d.operands.first().and_then(|a| self.param_of.get(a)) else { return };
            let (shape, padding, dim_map) = match &d.kind {
                OpKind::Load { padding, order, .. } => (
                    &self.tile(d.results[0]).shape,
                    memory::load_padding(*padding, param_dtype(self.k, p)).view,
                    dim_map(order.as_deref()),
                ),
                OpKind::Store => (&self.tile(d.operands[1]).shape, None, None),
                _ => return,
            };
            wanted.push((p, ViewKey { shape: types::shape(shape), padding, dim_map }));
        });
        for (p, key) in wanted {
            let info = self.arrays[p].as_mut().expect("loads and stores take an array parameter");
            info.view(&mut self.e, key);
        }
        Ok(())
    }

    // -- blocks and ops -----------------------------------------------------------------------------

    fn block_ops(&mut self, b: Block) -> Result<(), TileIrError> {
        for &op in &self.k.blocks[b].ops {
            self.op(op)?;
        }
        Ok(())
    }

    fn op(&mut self, op: Op) -> Result<(), TileIrError> {
        let k = self.k;
        let d = &k.ops[op];
        let kind = d.kind.clone();
        let result = |i: usize| d.results[i];
        let dt = |v: tir::Value| k.ty(v).dtype();
        match kind {
            OpKind::Constant(c) => {
                let t = self.tile(result(0)).clone();
                let v = arith::constant(&mut self.e, c, &t);
                self.bind(result(0), v);
            }
            OpKind::BlockId(axis) => {
                let v = self.e.block_id()[axis as usize];
                self.bind(result(0), v);
            }
            OpKind::NumBlocks(axis) => {
                let v = self.e.num_blocks()[axis as usize];
                self.bind(result(0), v);
            }
            OpKind::ArrayDim(axis) => {
                let p = self.param_of[&d.operands[0]];
                let v = self.arrays[p].as_ref().expect("array").sizes[axis as usize];
                self.bind(result(0), v);
            }
            OpKind::Iota => {
                let t = self.tile(result(0)).clone();
                let v = self.e.iota(types::scalar(t.dtype), t.shape[0] as i64);
                self.bind(result(0), v);
            }
            OpKind::Load { padding, hints, ref order } => {
                self.load(op, padding, hints, dim_map(order.as_deref()))
            }
            OpKind::Store => self.store(op),
            OpKind::AtomicAdd { order } => self.atomic_add(op, order)?,
            OpKind::Unary(u) => {
                let x = self.v(d.operands[0]);
                let v = arith::unary(&mut self.e, u, x, dt(d.operands[0]));
                self.bind(result(0), v);
            }
            OpKind::Binary(b) => {
                let (x, y) = (self.v(d.operands[0]), self.v(d.operands[1]));
                let v = arith::binary(&mut self.e, b, x, y, dt(d.operands[0]))
                    .map_err(|w| self.unsupported(op, w))?;
                self.bind(result(0), v);
            }
            OpKind::Cmp(c) => {
                let (x, y) = (self.v(d.operands[0]), self.v(d.operands[1]));
                let v = arith::compare(&mut self.e, c, x, y, dt(d.operands[0]));
                self.bind(result(0), v);
            }
            OpKind::Select => {
                let [c, x, y] = [0, 1, 2].map(|i| self.v(d.operands[i]));
                let v = self.e.select(c, x, y);
                self.bind(result(0), v);
            }
            OpKind::Cast => {
                let x = self.v(d.operands[0]);
                let saturating = self.opts.version >= BytecodeVersion::V13_4;
                let v = arith::cast(&mut self.e, x, dt(d.operands[0]), dt(result(0)), saturating);
                self.bind(result(0), v);
            }
            OpKind::Broadcast | OpKind::Reshape => {
                let x = self.v(d.operands[0]);
                let shape = types::shape(&self.tile(result(0)).shape);
                let v = if kind == OpKind::Broadcast {
                    self.e.broadcast(x, &shape)
                } else {
                    self.e.reshape(x, &shape)
                };
                self.bind(result(0), v);
            }
            OpKind::Permute(perm) => {
                let x = self.v(d.operands[0]);
                let v = self.e.permute(x, &perm);
                self.bind(result(0), v);
            }
            OpKind::Cat(axis) => {
                let (x, y) = (self.v(d.operands[0]), self.v(d.operands[1]));
                let v = self.e.cat(x, y, axis);
                self.bind(result(0), v);
            }
            OpKind::Extract => {
                let x = self.v(d.operands[0]);
                let idx = self.vs(&d.operands[1..]);
                let shape = types::shape(&self.tile(result(0)).shape);
                let v = self.e.extract(x, &idx, &shape);
                self.bind(result(0), v);
            }
            OpKind::Reduce { kind, axis } => {
                let x = self.v(d.operands[0]);
                let v = reduce::reduce(&mut self.e, kind, axis, x, dt(d.operands[0]))
                    .map_err(|w| self.unsupported(op, w))?;
                self.bind(result(0), v);
            }
            OpKind::Scan { kind, axis, reverse } => {
                let x = self.v(d.operands[0]);
                let v = reduce::scan(&mut self.e, kind, axis, reverse, x, dt(d.operands[0]))
                    .map_err(|w| self.unsupported(op, w))?;
                self.bind(result(0), v);
            }
            OpKind::Mma => self.mma(op)?,
            OpKind::For => self.for_op(op)?,
            OpKind::Loop => self.loop_op(op)?,
            OpKind::If => self.if_op(op)?,
            OpKind::Yield => self.exit(Opcode::Yield, op, self.ifs.last().cloned()),
            OpKind::Continue => self.exit(Opcode::Continue, op, self.loops.last().cloned()),
            OpKind::Break => self.exit(Opcode::Break, op, self.loops.last().cloned()),
            OpKind::Return => self.e.terminator(Opcode::Return, &[]),
            OpKind::Print { format } => {
                let args = self.vs(&d.operands);
                let dtypes: Vec<DType> = d.operands.iter().map(|&v| self.dtype(v)).collect();
                let printer = self.printer();
                let after = self.tokens.before_write(&mut self.e, printer);
                let token = self.e.print(&crate::printf::printf_format(&format, &dtypes), &args, after);
                self.tokens.set(printer, token);
            }
            OpKind::Assert { message } => {
                let c = self.v(d.operands[0]);
                self.e.assert(c, &message);
            }
        }
        Ok(())
    }

    // -- memory -------------------------------------------------------------------------------------

    fn load(&mut self, op: Op, padding: tir::Padding, hints: tir::LoadHints, dim_map: Option<Vec<i32>>) {
        let d = &self.k.ops[op];
        let p = self.param_of[&d.operands[0]];
        let dtype = param_dtype(self.k, p);
        let pad = memory::load_padding(padding, dtype);
        let shape = types::shape(&self.tile(d.results[0]).shape);
        let idx = self.vs(&d.operands[1..]);
        let token = self.tokens.before_read(p);
        let info = self.arrays[p].as_mut().expect("array");
        let view = info.view(&mut self.e, ViewKey { shape: shape.clone(), padding: pad.view, dim_map: dim_map.clone() });
        let (mut t, tok) = memory::load(&mut self.e, info, view, &idx, token, (&shape, &hints));
        self.tokens.after_read(p, tok);
        if let Some(fill) = pad.select {
            let sizes = self.arrays[p].as_ref().expect("array").sizes.clone();
            let inside = memory::inside_mask(&mut self.e, &sizes, &idx, &shape, dim_map.as_deref());
            let ty = self.tile(d.results[0]).clone();
            let fill = arith::constant(&mut self.e, fill, &ty);
            t = self.e.select(inside, t, fill);
        }
        self.bind(d.results[0], t);
    }

    fn store(&mut self, op: Op) {
        let d = &self.k.ops[op];
        let p = self.param_of[&d.operands[0]];
        let tile = self.v(d.operands[1]);
        let shape = types::shape(&self.tile(d.operands[1]).shape);
        let idx = self.vs(&d.operands[2..]);
        let token = self.tokens.before_write(&mut self.e, p);
        let info = self.arrays[p].as_mut().expect("array");
        let view = info.view(&mut self.e, ViewKey { shape, padding: None, dim_map: None });
        let tok = memory::store(&mut self.e, info, view, tile, &idx, token);
        self.tokens.set(p, tok);
    }

    fn atomic_add(&mut self, op: Op, order: MemoryOrder) -> Result<(), TileIrError> {
        let d = &self.k.ops[op];
        let p = self.param_of[&d.operands[0]];
        let dtype = param_dtype(self.k, p);
        let mode = memory::atomic_add_mode(dtype)
            .ok_or_else(|| self.unsupported(op, format!("atomic add of {dtype}")))?;
        let tile = self.v(d.operands[1]);
        let shape = types::shape(&self.tile(d.operands[1]).shape);
        let idx = self.vs(&d.operands[2..]);
        let info = self.arrays[p].as_ref().expect("array").clone();
        let (ptrs, mask) = memory::element_pointers(&mut self.e, &info, &idx, &shape);
        // An ordered atomic orders the block's accesses to every array around it, so its token
        // waits for all of them and all later accesses wait for it (as cuTile Python orders a
        // release after every earlier access and every access after an acquire).
        let relaxed = order == MemoryOrder::Relaxed;
        let token = if relaxed { self.tokens.before_write(&mut self.e, p) } else { Some(self.tokens.fence(&mut self.e)) };
        let (old, tok) = self.e.atomic_rmw(ptrs, tile, mode, order, Some(mask), token);
        if relaxed {
            self.tokens.set(p, tok);
        } else {
            self.tokens.set_all(tok);
        }
        let tile_ty = self.tile(d.operands[1]).clone();
        let zero = arith::constant(&mut self.e, tir::Const::Int(0), &tile_ty);
        let v = self.e.select(mask, old, zero);
        self.bind(d.results[0], v);
        Ok(())
    }

    fn mma(&mut self, op: Op) -> Result<(), TileIrError> {
        let d = &self.k.ops[op];
        let [a, b, acc] = [0, 1, 2].map(|i| self.v(d.operands[i]));
        let (da, db) = (self.dtype(d.operands[0]), self.dtype(d.operands[1]));
        let v = if da.is_float() {
            self.e.mmaf(a, b, acc)
        } else if da.is_int() && db.is_int() {
            self.e.mmai(a, b, acc, types::signedness(da), types::signedness(db))
        } else {
            return Err(self.unsupported(op, format!("mma of {da} x {db}")));
        };
        self.bind(d.results[0], v);
        Ok(())
    }

    // -- control flow ---------------------------------------------------------------------------------

    /// The carried arrays of a region op and a token for each, to pass in as initial values.
    fn carried_tokens(&mut self, op: Op) -> (Vec<usize>, Vec<Value>) {
        let arrays = self.carried.get(&op).cloned().unwrap_or_default();
        let tokens = arrays.iter().map(|&p| self.tokens.current(&mut self.e, p)).collect();
        (arrays, tokens)
    }

    /// Lowers the ops of TIR block `b` into region `rb` whose leading args bind `b`'s params.
    fn region_body(&mut self, b: Block, rb: &super::emit::RegionBuilder) -> Result<(), TileIrError> {
        let params = self.k.blocks[b].params.clone();
        for (i, &p) in params.iter().enumerate() {
            self.bind(p, rb.args[i]);
        }
        let prev = self.e.set_block(rb.block);
        let r = self.block_ops(b);
        self.e.set_block(prev);
        r
    }

    fn for_op(&mut self, op: Op) -> Result<(), TileIrError> {
        let d = self.k.ops[op].clone();
        let (arrays, tokens) = self.carried_tokens(op);
        let [lb, ub, step] = [0, 1, 2].map(|i| self.v(d.operands[i]));
        let mut inits = self.vs(&d.operands[3..]);
        inits.extend(&tokens);
        let mut arg_types = vec![self.e.ty(lb)];
        arg_types.extend(inits.iter().map(|&v| self.e.ty(v)));
        let rb = self.e.region(&arg_types);
        self.with_carried(&arrays, &rb.args[rb.args.len() - arrays.len()..], true, |l| {
            l.region_body(d.regions[0], &rb)
        })?;
        let results = self.e.for_op(lb, ub, step, &inits, &rb);
        self.bind_results(&d.results, &arrays, &results);
        Ok(())
    }

    fn loop_op(&mut self, op: Op) -> Result<(), TileIrError> {
        let d = self.k.ops[op].clone();
        let (arrays, tokens) = self.carried_tokens(op);
        let mut inits = self.vs(&d.operands);
        inits.extend(&tokens);
        let arg_types: Vec<Type> = inits.iter().map(|&v| self.e.ty(v)).collect();
        let rb = self.e.region(&arg_types);
        self.with_carried(&arrays, &rb.args[rb.args.len() - arrays.len()..], true, |l| {
            l.region_body(d.regions[0], &rb)
        })?;
        let mut result_types: Vec<Type> = d.results.iter().map(|&r| self.result_type(r)).collect();
        result_types.extend(std::iter::repeat_n(Type::Token, arrays.len()));
        let results = self.e.loop_op(&inits, result_types, &rb);
        self.bind_results(&d.results, &arrays, &results);
        Ok(())
    }

    fn if_op(&mut self, op: Op) -> Result<(), TileIrError> {
        let d = self.k.ops[op].clone();
        let (arrays, tokens) = self.carried_tokens(op);
        let cond = self.v(d.operands[0]);
        let then = self.e.region(&[]);
        let els = self.e.region(&[]);
        self.with_carried(&arrays, &tokens, false, |l| l.region_body(d.regions[0], &then))?;
        self.with_carried(&arrays, &tokens, false, |l| l.region_body(d.regions[1], &els))?;
        let mut result_types: Vec<Type> = d.results.iter().map(|&r| self.result_type(r)).collect();
        result_types.extend(std::iter::repeat_n(Type::Token, arrays.len()));
        let results = self.e.if_op(cond, result_types, &then, &els);
        self.bind_results(&d.results, &arrays, &results);
        Ok(())
    }

    fn result_type(&self, v: tir::Value) -> Type {
        types::value(self.k.ty(v)).expect("control-flow results are tiles")
    }

    /// Runs `f` with the tokens of `arrays` reset to `tokens` and the loop/if context pushed;
    /// restores the outer token state afterwards.
    fn with_carried(
        &mut self,
        arrays: &[usize],
        tokens: &[Value],
        is_loop: bool,
        f: impl FnOnce(&mut Self) -> Result<(), TileIrError>,
    ) -> Result<(), TileIrError> {
        let saved = self.tokens.clone();
        for (&p, &t) in arrays.iter().zip(tokens) {
            self.tokens.set(p, t);
        }
        if is_loop {
            self.loops.push(arrays.to_vec())
        } else {
            self.ifs.push(arrays.to_vec())
        }
        let r = f(self);
        if is_loop {
            self.loops.pop()
        } else {
            self.ifs.pop()
        };
        self.tokens = saved;
        r
    }

    fn bind_results(&mut self, tir_results: &[tir::Value], arrays: &[usize], results: &[Value]) {
        for (&r, &v) in tir_results.iter().zip(results) {
            self.bind(r, v);
        }
        for (&p, &t) in arrays.iter().zip(&results[tir_results.len()..]) {
            self.tokens.set(p, t);
        }
    }

    /// `yield`/`continue`/`break` with the TIR operands and the carried tokens of the target.
    fn exit(&mut self, opcode: Opcode, op: Op, carried: Option<Vec<usize>>) {
        let mut operands = self.vs(&self.k.ops[op].operands);
        for p in carried.unwrap_or_default() {
            operands.push(self.tokens.current(&mut self.e, p));
        }
        self.e.terminator(opcode, &operands);
    }
}

/// The dtype of kernel parameter `p` (an array's element type or a scalar's type).
fn param_dtype(k: &Kernel, p: usize) -> DType {
    match &k.params[p].kind {
        ParamKind::Array { ty, .. } => ty.dtype,
        ParamKind::Scalar(d) => *d,
    }
}

/// A load's axis order as a partition view's `dim_map`: view dimension `i` is the tensor's
/// dimension `order[i]` (as cuTile Python's `order=` maps to it).
fn dim_map(order: Option<&[u8]>) -> Option<Vec<i32>> {
    order.map(|o| o.iter().map(|&a| i32::from(a)).collect())
}
