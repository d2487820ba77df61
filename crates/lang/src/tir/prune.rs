//! Loop-carried values nobody reads, removed from `for` loops.
//!
//! A `for` loop carries every variable its body assigns that exists before the loop, so that
//! after the loop the name holds its last value. Where the body writes such a variable before
//! it reads it, and nothing after the loop reads it, the slot carries a value nobody uses:
//!
//! ```text
//! kt = load(k, index=(0, 0), ...)      # the first key tile, before the loop
//! ...
//! for j in range(1, n):
//!     kt = load(k, index=(j, 0), ...)  # written before it is read; not read after the loop
//! ```
//!
//! A back end would still hold it round the loop, and the load's result would count as read
//! by the loop's `continue` (NVVM's pipelining copies ahead only loads that feed products
//! alone, so such a load stayed out of its ring). [`carried`] removes each slot whose result
//! has no use and whose block parameter is read by nothing but the loop's own `continue`s
//! passing it on, until none is left: removing one may free another (a value carried only to
//! compute a removed one). Only direct reads count: a slot read only to compute its own next
//! value (a sum nobody reads after the loop) stays. `loop` ops (whose results come from
//! `break`s) keep their slots.

use std::collections::HashMap;

use super::{Block, Kernel, Op, OpKind, Value, ValueDef};

/// Removes the unread loop-carried slots of every `for` loop of `k` (see the module docs).
pub fn carried(k: &mut Kernel) {
    while let Some((op, slot)) = first_unread_slot(k) {
        remove_slot(k, op, slot);
    }
}

/// A `for` op and the index of one of its carried slots that nothing reads, if any.
fn first_unread_slot(k: &Kernel) -> Option<(Op, usize)> {
    let uses = use_counts(k);
    let mut found = None;
    k.walk(|op| {
        if found.is_some() || !matches!(k.ops[op].kind, OpKind::For) {
            return;
        }
        let body = k.ops[op].regions[0];
        let continues = continues_of(k, body);
        for (slot, &result) in k.ops[op].results.iter().enumerate() {
            let param = k.blocks[body].params[slot + 1];
            let passed_on = continues.iter().filter(|&&c| k.ops[c].operands[slot] == param).count();
            let read = uses.get(&param).copied().unwrap_or(0) - passed_on;
            if read == 0 && !uses.contains_key(&result) {
                found = Some((op, slot));
                return;
            }
        }
    });
    found
}

/// How many operands name each value.
fn use_counts(k: &Kernel) -> HashMap<Value, usize> {
    let mut uses = HashMap::new();
    k.walk(|op| {
        for &v in &k.ops[op].operands {
            *uses.entry(v).or_insert(0) += 1;
        }
    });
    uses
}

/// The `continue` ops of the loop whose body is `body`: in it and in the `if` regions under
/// it, not in nested loops (whose `continue`s are their own).
fn continues_of(k: &Kernel, body: Block) -> Vec<Op> {
    let mut out = Vec::new();
    for &op in &k.blocks[body].ops {
        match k.ops[op].kind {
            OpKind::Continue => out.push(op),
            OpKind::For | OpKind::Loop => {}
            _ => {
                for &r in &k.ops[op].regions {
                    out.extend(continues_of(k, r));
                }
            }
        }
    }
    out
}

/// Removes carried slot `slot` of `for` op `op`: its initial value, result, block parameter and
/// every `continue`'s operand, renumbering the results and parameters after it.
fn remove_slot(k: &mut Kernel, op: Op, slot: usize) {
    let body = k.ops[op].regions[0];
    for c in continues_of(k, body) {
        k.ops[c].operands.remove(slot);
    }
    // Operands: lb, ub, step, then the initial values.
    k.ops[op].operands.remove(3 + slot);
    let result = k.ops[op].results.remove(slot);
    let param = k.blocks[body].params.remove(slot + 1);
    k.values[result].def = ValueDef::Removed;
    k.values[param].def = ValueDef::Removed;
    for (index, v) in k.ops[op].results.clone().into_iter().enumerate() {
        k.values[v].def = ValueDef::Result { op, index: index as u32 };
    }
    for (index, v) in k.blocks[body].params.clone().into_iter().enumerate() {
        k.values[v].def = ValueDef::Param { block: body, index: index as u32 };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tir::parse::parse_kernel;
    use crate::tir::print::print_kernel;
    use crate::tir::verify::verify_kernel;

    /// A kernel whose loop carries `%t` (the tile loaded before it) and `%s` (a running sum);
    /// `body` is the loop body's ops after `%u = load ...`, `after` what follows the loop.
    fn kernel(body: &str, after: &str) -> String {
        format!(
            "kernel @f(%A a: array<f32, 1> {{align = 16, stride_div = [1], unit_inner_stride}}) {{\n  %lo = constant 0 : tile<i32>\n  %hi = constant 4 : tile<i32>\n  %one = constant 1 : tile<i32>\n  %t = load zero %A[%lo] : tile<16xf32>\n  %z = constant 0.0 : tile<16xf32>\n  %t_out, %s_out = for %one to %hi step %one iter(%t, %z) : (tile<16xf32>, tile<16xf32>) {{\n  ^(%j: tile<i32>, %t_in: tile<16xf32>, %s_in: tile<16xf32>):\n    %u = load zero %A[%j] : tile<16xf32>\n{body}  }}\n{after}  return\n}}\n"
        )
    }

    fn pruned(text: &str) -> String {
        let mut k = parse_kernel(text).expect("parses");
        carried(&mut k);
        verify_kernel(&k).expect("verifies after pruning");
        print_kernel(&k)
    }

    #[test]
    fn a_slot_written_before_it_is_read_and_unread_after_the_loop_goes() {
        let body = "    %s2 = add %s_in, %u : tile<16xf32>\n    continue %u, %s2\n";
        let out = pruned(&kernel(body, "  store %A[%lo], %s_out\n"));
        assert!(out.contains(" = for %3 to %2 step %3 iter(%5) : tile<16xf32> {"), "{out}");
        assert!(out.lines().any(|l| l.trim().starts_with("continue %") && !l.contains(',')), "{out}");
    }

    #[test]
    fn slots_read_in_the_body_or_after_the_loop_stay() {
        let read_in_body = "    %s2 = add %t_in, %u : tile<16xf32>\n    continue %u, %s2\n";
        let out = pruned(&kernel(read_in_body, "  store %A[%lo], %s_out\n"));
        assert!(out.contains("iter(%4, %5)"), "{out}");
        let read_after = "    %s2 = add %s_in, %u : tile<16xf32>\n    continue %u, %s2\n";
        let out = pruned(&kernel(read_after, "  store %A[%lo], %t_out\n  store %A[%one], %s_out\n"));
        assert!(out.contains("iter(%4, %5)"), "{out}");
    }

    #[test]
    fn a_slot_only_passed_on_goes() {
        // %t only passes itself on; %s, which nothing after the loop reads, feeds its own next
        // value and stays (only direct reads are counted).
        let body = "    %s2 = add %s_in, %u : tile<16xf32>\n    continue %t_in, %s2\n";
        let out = pruned(&kernel(body, ""));
        assert!(out.contains(" = for %3 to %2 step %3 iter(%5) : tile<16xf32> {"), "{out}");
    }
}
