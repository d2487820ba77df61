//! Running one block: a walk of the plan's region tree over a [`Frame`] of value slots.
//!
//! Every instruction takes its result slot's previous buffer (`old`) and hands it to the op,
//! which reuses the allocation; a worker keeps its frame from block to block, so after the
//! first block a kernel without dynamic shapes allocates (almost) nothing.
//!
//! Control flow: a region runs until its terminator, which stages its operands in
//! `Frame::transfer` — moving the buffers of operands that die there (see
//! [`super::plan::Kind::Term`]), copying the others — and reports how the region ended
//! ([`Flow`]). `if` forwards `continue`/`break` from its regions to the enclosing loop; loops
//! take the staged values as their next carried values or results. A moved buffer's slot
//! receives the destination slot's previous buffer in exchange, so loops recycle too.
//!
//! `for` runs Python-`range` style: while `iv < ub` for a positive step, `iv > ub` for a
//! negative one; a zero step is a run-time error. The induction variable is computed in
//! `i128`, so it never overflows before the loop ends.

use std::sync::atomic::{fence, AtomicBool, Ordering};

use tile_lang::tir::Op;
use tile_lang::DType;

use super::access::{self, ArrayView};
use super::error::ErrorKind;
use super::format;
use super::ops::{cast, elementwise, mma, reduce};
use super::plan::{Flow, Instr, Kind, Plan, Region};
use super::tile::Buf;

/// A run-time failure inside a block, before it is given the kernel's and block's names.
#[derive(Debug)]
pub(crate) struct Trap {
    /// The op at fault (none for an interrupt between blocks).
    pub op: Option<Op>,
    pub kind: ErrorKind,
    pub message: String,
}

/// The value slots of one worker, reused from block to block.
pub(crate) struct Frame {
    vals: Vec<Option<Buf>>,
    /// Values passed by the last terminator, with the slot each was moved out of.
    transfer: Vec<(Buf, Option<usize>)>,
    /// Output of this block's `print`s.
    pub printed: Vec<String>,
}

impl Frame {
    /// An empty frame for a plan.
    pub fn new(plan: &Plan) -> Frame {
        Frame { vals: vec![None; plan.n_slots], transfer: Vec::new(), printed: Vec::new() }
    }

    /// Puts a launch's scalar arguments in their slots (no op ever writes those slots).
    pub fn set_scalars(&mut self, scalars: &[(usize, Buf)]) {
        for (slot, v) in scalars {
            let old = self.vals[*slot].take();
            self.vals[*slot] = Some(v.copy_into(old));
        }
    }

    fn get(&self, slot: usize) -> &Buf {
        self.vals[slot].as_ref().expect("verified: a value is defined before it is used")
    }

    fn int(&self, slot: usize) -> i128 {
        self.get(slot).int_at(0).expect("verified: an integer scalar")
    }

    fn set(&mut self, slot: usize, b: Buf) {
        self.vals[slot] = Some(b);
    }

    /// Copies the values in `from` into the slots `to` (loop entry).
    fn copy(&mut self, from: &[usize], to: &[usize]) {
        for (&f, &t) in from.iter().zip(to) {
            let old = self.vals[t].take();
            let v = self.get(f).copy_into(old);
            self.set(t, v);
        }
    }

    /// Moves the staged terminator values into the slots `to`.
    fn receive(&mut self, to: &[usize]) {
        let mut staged = std::mem::take(&mut self.transfer);
        for (&t, (v, src)) in to.iter().zip(staged.drain(..)) {
            let displaced = self.vals[t].replace(v);
            if let (Some(src), Some(old)) = (src, displaced)
                && self.vals[src].is_none()
            {
                // The source slot is dead until its op runs again: park the buffer there.
                self.vals[src] = Some(old);
            }
        }
        // Keep the vector's allocation for the next terminator.
        self.transfer = staged;
    }
}

/// What a block sees of its launch.
pub(crate) struct Exec<'p, 'a> {
    pub plan: &'p Plan,
    /// One view per kernel parameter (`None` for scalars).
    pub arrays: &'p [Option<ArrayView<'a>>],
    pub grid: [u32; 3],
    /// The launch's stop flag (see `ExecOptions::interrupt`).
    pub interrupt: Option<&'p AtomicBool>,
}

impl Exec<'_, '_> {
    /// Fails with [`ErrorKind::Interrupted`] once the stop flag is set: between blocks and at
    /// every loop iteration, so that an endless loop can be stopped.
    pub fn check_interrupt(&self, at: Option<Op>) -> Result<(), Trap> {
        match self.interrupt {
            Some(flag) if flag.load(Ordering::Relaxed) => {
                Err(Trap { op: at, kind: ErrorKind::Interrupted, message: "interrupted".into() })
            }
            _ => Ok(()),
        }
    }

    /// Runs block `id` to its `return`.
    pub fn run_block(&self, id: [u32; 3], f: &mut Frame) -> Result<(), Trap> {
        let flow = self.region(&self.plan.body, id, f)?;
        debug_assert_eq!(flow, Flow::Return);
        Ok(())
    }

    fn region(&self, r: &Region, id: [u32; 3], f: &mut Frame) -> Result<Flow, Trap> {
        for ins in &r.instrs {
            if let Some(flow) = self.instr(ins, id, f)? {
                return Ok(flow);
            }
        }
        unreachable!("verified: every region ends with a terminator")
    }

    fn array(&self, i: usize) -> &ArrayView<'_> {
        self.arrays[i].as_ref().expect("launch: every array parameter has a view")
    }

    /// Runs one instruction; `Some(flow)` if it ended the region.
    fn instr(&self, ins: &Instr, id: [u32; 3], f: &mut Frame) -> Result<Option<Flow>, Trap> {
        let a = &ins.args;
        match &ins.kind {
            Kind::For { iv_dtype, body } => return self.run_for(ins, *iv_dtype, body, id, f).map(|()| None),
            Kind::Loop(body) => return self.run_loop(ins, body, id, f).map(|()| None),
            Kind::If(regions) => {
                let cond = matches!(f.get(a[0]), Buf::Bool(c) if c[0]);
                let region = if cond { &regions[0] } else { &regions[1] };
                return match self.region(region, id, f)? {
                    Flow::Yield => {
                        f.receive(&ins.results);
                        Ok(None)
                    }
                    other => Ok(Some(other)),
                };
            }
            Kind::Term { flow, moves } => {
                let mut staged = std::mem::take(&mut f.transfer);
                staged.clear();
                for (&slot, &mv) in a.iter().zip(moves) {
                    staged.push(match mv {
                        true => (f.vals[slot].take().expect("verified: defined"), Some(slot)),
                        false => (f.get(slot).clone(), None),
                    });
                }
                f.transfer = staged;
                return Ok(Some(*flow));
            }
            Kind::Store { array, shape } => {
                let idx = self.indices(f, &a[1..]);
                access::store(self.array(*array), shape, &idx, f.get(a[0]));
                return Ok(None);
            }
            Kind::Print { pieces, types } => {
                let values: Vec<(&Buf, _)> = a.iter().map(|&s| f.get(s)).zip(types).collect();
                let text = format::print(pieces, &values);
                f.printed.push(text);
                return Ok(None);
            }
            Kind::Extract { gather, sub, counts, strides } => {
                let mut offset = 0;
                for (d, &slot) in a[1..].iter().enumerate() {
                    let i = f.int(slot);
                    if i < 0 || i >= counts[d] as i128 {
                        let message = format!(
                            "sub-tile index {i} along axis {d} is out of range: the tile holds {} sub-tiles of {} there",
                            counts[d], sub[d]
                        );
                        return Err(Trap { op: Some(ins.op), kind: ErrorKind::Trap, message });
                    }
                    offset += i as usize * sub[d] * strides[d];
                }
                let r = ins.results[0];
                let old = f.vals[r].take();
                let value = gather.run(f.get(a[0]), offset, old);
                f.set(r, value);
                return Ok(None);
            }
            Kind::Assert(message) => {
                let Buf::Bool(c) = f.get(a[0]) else { unreachable!("verified: bool condition") };
                if c.iter().all(|&x| x) {
                    return Ok(None);
                }
                return Err(Trap { op: Some(ins.op), kind: ErrorKind::Assert, message: message.clone() });
            }
            _ => {}
        }
        let r = ins.results[0];
        let old = f.vals[r].take();
        let value = self.compute(ins, id, f, old);
        f.set(r, value);
        Ok(None)
    }

    /// The tile indices in `slots`, as i64 (they are i32 scalars).
    fn indices(&self, f: &Frame, slots: &[usize]) -> smallvec::SmallVec<[i64; 4]> {
        slots.iter().map(|&s| f.int(s) as i64).collect()
    }

    /// The value of a one-result op without regions that cannot fail.
    fn compute(&self, ins: &Instr, id: [u32; 3], f: &Frame, old: Option<Buf>) -> Buf {
        let a = &ins.args;
        let arg = |i: usize| f.get(a[i]);
        match &ins.kind {
            Kind::Constant { value, n } => value.splat(*n, old),
            Kind::BlockId(axis) => Buf::int_scalar(DType::I32, i128::from(id[*axis]), old),
            Kind::NumBlocks(axis) => Buf::int_scalar(DType::I32, i128::from(self.grid[*axis]), old),
            Kind::ArrayDim { array, axis } => {
                Buf::int_scalar(DType::I32, self.array(*array).shape[*axis] as i128, old)
            }
            Kind::Iota { dtype, n } => super::ops::shape::iota(*dtype, *n, old),
            Kind::Load { array, shape, pad, order: None } => {
                access::load(self.array(*array), shape, &self.indices(f, a), pad, old)
            }
            Kind::Load { array, shape, pad, order: Some(order) } => {
                access::load(&self.array(*array).permuted(order), shape, &self.indices(f, a), pad, old)
            }
            Kind::AtomicAdd { array, shape, order } => {
                // The element updates are relaxed read-modify-writes; fences around them give
                // the block's other accesses the order asked for (a release fence before a
                // relaxed write synchronises with an acquire fence after a read of it).
                if order.releases() {
                    fence(Ordering::Release);
                }
                let old = access::atomic_add(self.array(*array), shape, &self.indices(f, &a[1..]), arg(0), old);
                if order.acquires() {
                    fence(Ordering::Acquire);
                }
                old
            }
            Kind::Unary(op) => elementwise::unary(*op, arg(0), old),
            Kind::Binary(op) => elementwise::binary(*op, arg(0), arg(1), old),
            Kind::Cmp(op) => elementwise::cmp(*op, arg(0), arg(1), old),
            Kind::Select => elementwise::select(arg(0), arg(1), arg(2), old),
            Kind::Cast { from, to } => cast::cast(arg(0), *from, *to, old),
            Kind::Gather(g) => g.run(arg(0), 0, old),
            Kind::Copy => arg(0).copy_into(old),
            Kind::Cat { outer, a_chunk, b_chunk } => {
                super::ops::shape::cat(arg(0), arg(1), *outer, *a_chunk, *b_chunk, old)
            }
            Kind::Reduce { kind, axis } => reduce::reduce(*kind, arg(0), *axis, old),
            Kind::Scan { kind, reverse, axis } => reduce::scan(*kind, *reverse, arg(0), *axis, old),
            Kind::Mma { in_dtype, acc_dtype, shape } => {
                mma::mma(arg(0), arg(1), arg(2), *in_dtype, *acc_dtype, *shape, old)
            }
            Kind::For { .. }
            | Kind::Loop(_)
            | Kind::If(_)
            | Kind::Term { .. }
            | Kind::Store { .. }
            | Kind::Extract { .. }
            | Kind::Print { .. }
            | Kind::Assert(_) => unreachable!("handled in `instr`"),
        }
    }

    fn run_for(
        &self,
        ins: &Instr,
        iv_dtype: DType,
        body: &Region,
        id: [u32; 3],
        f: &mut Frame,
    ) -> Result<(), Trap> {
        let a = &ins.args;
        let (lb, ub, step) = (f.int(a[0]), f.int(a[1]), f.int(a[2]));
        if step == 0 {
            return Err(Trap { op: Some(ins.op), kind: ErrorKind::Trap, message: "`for` loop with step 0".into() });
        }
        let (iv_slot, carried) = body.params.split_first().expect("verified: induction variable");
        f.copy(&a[3..], carried);
        let mut iv = lb;
        while (step > 0 && iv < ub) || (step < 0 && iv > ub) {
            self.check_interrupt(Some(ins.op))?;
            let old = f.vals[*iv_slot].take();
            f.set(*iv_slot, Buf::int_scalar(iv_dtype, iv, old));
            match self.region(body, id, f)? {
                Flow::Continue => f.receive(carried),
                flow => unreachable!("verified: a `for` body ends in `continue`, not {flow:?}"),
            }
            iv += step;
        }
        for (&p, &r) in carried.iter().zip(&ins.results) {
            let v = f.vals[p].take().expect("loop-carried value");
            f.set(r, v);
        }
        Ok(())
    }

    fn run_loop(&self, ins: &Instr, body: &Region, id: [u32; 3], f: &mut Frame) -> Result<(), Trap> {
        f.copy(&ins.args, &body.params);
        loop {
            self.check_interrupt(Some(ins.op))?;
            match self.region(body, id, f)? {
                Flow::Continue => f.receive(&body.params),
                Flow::Break => {
                    f.receive(&ins.results);
                    return Ok(());
                }
                flow => unreachable!("verified: a `loop` body ends in `continue` or `break`, not {flow:?}"),
            }
        }
    }
}
