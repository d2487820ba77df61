//! The names code reads and binds, found by walking its syntax tree: what a kernel's
//! definitions depend on (`defs.rs`), what a session input assigns (`engine.rs`), and what a
//! host function binds and where each of its names lies (`interp/slots.rs`).

use tile_lang::syntax::ast::{Expr, ExprKind, FPart, Stmt, StmtKind, Target};

/// How a name occurs: read, or bound by an assignment or a loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Use {
    Read,
    Bound,
}

/// Calls `found` with each name a block's assignments and loops bind, nested blocks included,
/// in order of appearance (repeats included).
pub(crate) fn bound_names(body: &[Stmt], found: &mut impl FnMut(&str)) {
    for s in body {
        match &s.kind {
            StmtKind::Assign { target, .. } | StmtKind::AugAssign { target, .. } => target_bound(target, found),
            StmtKind::For { target, body, .. } => {
                target_bound(target, found);
                bound_names(body, found);
            }
            StmtKind::While { body, .. } => bound_names(body, found),
            StmtKind::If { branches, orelse } => {
                for (_, b) in branches {
                    bound_names(b, found);
                }
                if let Some(b) = orelse {
                    bound_names(b, found);
                }
            }
            _ => {}
        }
    }
}

/// The names an assignment target binds (`a`, or each name of `a, (b, c)`).
fn target_bound(target: &Target, found: &mut impl FnMut(&str)) {
    match target {
        Target::Name(id) => found(&id.name),
        Target::Tuple(items, _) => items.iter().for_each(|t| target_bound(t, found)),
        Target::Index { .. } | Target::Error(_) => {}
    }
}

/// Calls `found` with the text of every name a statement reads or binds, nested blocks and
/// expressions included, in order of appearance (an assignment's target before its value),
/// with how it occurs. Definitions and imports nested in a block are not walked.
pub(crate) fn stmt_names(s: &Stmt, found: &mut impl FnMut(&str, Use)) {
    match &s.kind {
        StmtKind::Expr(e) | StmtKind::Return(Some(e)) => expr_names(e, found),
        StmtKind::Assign { target, value } | StmtKind::AugAssign { target, value, .. } => {
            target_names(target, found);
            expr_names(value, found);
        }
        StmtKind::If { branches, orelse } => {
            for (cond, body) in branches {
                expr_names(cond, found);
                body.iter().for_each(|s| stmt_names(s, found));
            }
            orelse.iter().flatten().for_each(|s| stmt_names(s, found));
        }
        StmtKind::For { target, iter, body } => {
            target_names(target, found);
            expr_names(iter, found);
            body.iter().for_each(|s| stmt_names(s, found));
        }
        StmtKind::While { cond, body } => {
            expr_names(cond, found);
            body.iter().for_each(|s| stmt_names(s, found));
        }
        StmtKind::Assert { cond, message } => {
            expr_names(cond, found);
            message.iter().for_each(|m| expr_names(m, found));
        }
        StmtKind::Return(None)
        | StmtKind::Break
        | StmtKind::Continue
        | StmtKind::Pass
        | StmtKind::Def(_)
        | StmtKind::Import(_)
        | StmtKind::Error => {}
    }
}

/// The names of an assignment target: those it binds, and those its indices read.
fn target_names(target: &Target, found: &mut impl FnMut(&str, Use)) {
    match target {
        Target::Name(id) => found(&id.name, Use::Bound),
        Target::Tuple(items, _) => items.iter().for_each(|t| target_names(t, found)),
        Target::Index { base, index, .. } => {
            expr_names(base, found);
            index.iter().for_each(|e| expr_names(e, found));
        }
        Target::Error(_) => {}
    }
}

fn expr_names(e: &Expr, found: &mut impl FnMut(&str, Use)) {
    // Operator chains are trees as deep as they are long.
    stacker::maybe_grow(128 * 1024, 4 * 1024 * 1024, || expr_names_inner(e, found))
}

fn expr_names_inner(e: &Expr, found: &mut impl FnMut(&str, Use)) {
    match &e.kind {
        ExprKind::Name(n) => found(n, Use::Read),
        ExprKind::Tuple(items) | ExprKind::List(items) => items.iter().for_each(|e| expr_names(e, found)),
        ExprKind::Unary { operand, .. } => expr_names(operand, found),
        ExprKind::Binary { lhs, rhs, .. } => {
            expr_names(lhs, found);
            expr_names(rhs, found);
        }
        ExprKind::Call { func, args } => {
            expr_names(func, found);
            args.iter().for_each(|a| expr_names(&a.value, found));
        }
        ExprKind::Attr { base, .. } => expr_names(base, found),
        ExprKind::Index { base, index } => {
            expr_names(base, found);
            index.iter().for_each(|e| expr_names(e, found));
        }
        ExprKind::Slice { start, stop, step } => {
            [start, stop, step].into_iter().flatten().for_each(|e| expr_names(e, found));
        }
        ExprKind::IfExpr { cond, then, orelse } => {
            expr_names(cond, found);
            expr_names(then, found);
            expr_names(orelse, found);
        }
        ExprKind::FStr(parts) => fstring_names(parts, found),
        ExprKind::Int(_)
        | ExprKind::Float(_)
        | ExprKind::Bool(_)
        | ExprKind::Str(_)
        | ExprKind::None
        | ExprKind::Error => {}
    }
}

/// The names an f-string's fields (and the fields of their specs) read.
fn fstring_names(parts: &[FPart], found: &mut impl FnMut(&str, Use)) {
    for p in parts {
        if let FPart::Field(f) = p {
            expr_names(&f.expr, found);
            fstring_names(&f.spec, found);
        }
    }
}
