//! Where a host function's names live: a slot per parameter and per other name its body
//! binds, found for each name in the body once, when the function is defined.
//!
//! A call's locals are a row of slots ([`super::Frame`]); the body's names find theirs
//! through [`Slots::slot_of`], keyed by where the name's text lies in the definition's syntax
//! tree (its address and length), so a lookup hashes one pointer instead of comparing the
//! name with every local's. The key is sound because the text cannot move or be freed while
//! a table is read: the frame that reads it holds the function, and so its definition
//! (`Arc<FuncDef>`), and no other live text shares an address with it. Text from anywhere
//! else (a default argument evaluated in the caller's frame, a name a builtin looks up) is in
//! no table and is looked up by name, as every name was before.

use std::sync::Arc;

use rustc_hash::FxHashMap;
use tile_lang::syntax::ast::FuncDef;

use crate::runtime::names::{bound_names, stmt_names};

/// What a name of the body is: a local's slot, or a name the body never binds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Slot {
    Local(u32),
    /// A session variable, definition or builtin (or a local bound outside the table, which
    /// [`super::Frame`] still finds by name).
    NotLocal,
}

/// A host function's slots and its body's names.
#[derive(Debug)]
pub(crate) struct Slots {
    /// The parameters in order, then the other names the body binds, each once, in the order
    /// of their first binding.
    pub names: Box<[Arc<str>]>,
    /// Every name the body reads or binds, by its text's place in the syntax tree.
    nodes: FxHashMap<(usize, usize), Slot>,
}

impl Slots {
    /// The slots of `def`'s parameters and locals, and the slot of every name in its body.
    pub fn of(def: &FuncDef) -> Slots {
        let mut names: Vec<Arc<str>> = def.params.iter().map(|p| Arc::from(p.name.name.as_str())).collect();
        bound_names(&def.body, &mut |name| {
            if !names.iter().any(|n| &**n == name) {
                names.push(Arc::from(name));
            }
        });
        let mut nodes = FxHashMap::default();
        for s in &def.body {
            stmt_names(s, &mut |text, _| {
                let slot = match names.iter().position(|n| &**n == text) {
                    Some(i) => Slot::Local(i as u32),
                    None => Slot::NotLocal,
                };
                nodes.insert(key(text), slot);
            });
        }
        Slots { names: names.into(), nodes }
    }

    /// The slot of a name whose text lies in the body, if it does.
    #[inline]
    pub fn slot_of(&self, text: &str) -> Option<Slot> {
        self.nodes.get(&key(text)).copied()
    }

    /// The slot of the local `name`, by its spelling.
    pub fn position(&self, name: &str) -> Option<usize> {
        self.names.iter().position(|n| &**n == name)
    }
}

/// Where a name's text lies.
fn key(text: &str) -> (usize, usize) {
    (text.as_ptr() as usize, text.len())
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_lang::syntax::ast;

    fn def_of(text: &str) -> FuncDef {
        let (module, diags) = tile_lang::syntax::parse(text, tile_lang::FileId(0));
        assert!(diags.is_empty(), "{diags:?}");
        match module.body.into_iter().next().map(|s| s.kind) {
            Some(ast::StmtKind::Def(def)) => def,
            _ => panic!("a def"),
        }
    }

    #[test]
    fn parameters_then_locals_once_each() {
        let def = def_of("def f(a, n):\n    x = a\n    p, (q, a) = (1, (2, 3))\n    for i in range(n):\n        if i > 1:\n            x += i\n            y = i\n        else:\n            z = x\n    while n > 0:\n        n -= 1\n        w = n\n    return x\n");
        let slots = Slots::of(&def);
        let names: Vec<&str> = slots.names.iter().map(|n| &**n).collect();
        assert_eq!(names, ["a", "n", "x", "p", "q", "i", "y", "z", "w"], "parameters first, repeats left out");
    }

    #[test]
    fn every_name_of_the_body_has_its_slot() {
        let def = def_of("def f(a):\n    b = [a]\n    b[a] = g(a, k=f\"{a:{w}}\")\n    return b[0] if a else h\n");
        let slots = Slots::of(&def);
        let mut seen = Vec::new();
        for s in &def.body {
            stmt_names(s, &mut |text, _| seen.push((text.to_string(), slots.slot_of(text))));
        }
        let local = |i| Some(Slot::Local(i));
        let expected = [
            ("b", local(1)),
            ("a", local(0)),
            ("b", local(1)),
            ("a", local(0)),
            ("g", Some(Slot::NotLocal)),
            ("a", local(0)),
            ("a", local(0)),
            ("w", Some(Slot::NotLocal)),
            ("a", local(0)),
            ("b", local(1)),
            ("h", Some(Slot::NotLocal)),
        ];
        let seen: Vec<(&str, Option<Slot>)> = seen.iter().map(|(n, s)| (n.as_str(), *s)).collect();
        assert_eq!(seen, expected);
        assert_eq!(slots.slot_of("a"), None, "text outside the body is in no table");
    }
}
