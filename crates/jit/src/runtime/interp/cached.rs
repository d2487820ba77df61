//! `cached(f, *args)`: calls the host function `f` once per distinct argument list (keyword
//! arguments included, by name and value) and answers later calls with the same arguments from
//! the session's table (`runtime::memo`, which says how arguments are keyed: arrays by layout,
//! never by contents).
//!
//! A result is remembered only when the call returned one, and only when it holds no array
//! (every later call would get the same storage). While a result is being computed, a launch
//! is an error (`Runtime::computing_cached`, refused at `launch::launch_seq`): a later call
//! would answer from the table without launching.

use tile_lang::diag::codes;
use tile_lang::Span;

use super::call::{binding, ArgVal, Args, Param};
use super::Interp;
use crate::runtime::error::{Fail, R};
use crate::runtime::gpu;
use crate::runtime::memo::{holds_array, Key, KeyPart};
use crate::runtime::value::Value;

/// `cached`'s parameters, as `HOST_BUILTINS` spells them: `f, *args`.
const PARAMS: [Param<'static>; 2] =
    [Param { name: "f", optional: false, variadic: false }, Param { name: "args", optional: false, variadic: true }];

impl Interp<'_> {
    /// `cached(f, *args)`: `f(*args)`, remembered. Keyword arguments after `f` go to `f` and
    /// count in the key by name and value.
    pub(super) fn cached(&mut self, args: &mut Args<'_>, span: Span) -> R<Value> {
        // `f` is the first argument, positional; anything else is bound (and reported) as
        // `cached(f, *args)`'s parameters would be.
        if args.first().is_none_or(|a| a.name.is_some()) {
            binding("cached", &PARAMS, args, span)?;
        }
        let f = match &args[0].arg {
            (Value::Function(f), _) => f.clone(),
            (other, s) => {
                return Err(Fail::at(
                    codes::NOT_CALLABLE,
                    format!("`cached` calls a host function, not {}", other.describe()),
                    *s,
                    "not a `def`",
                )
                .with_help("pass a function defined with `def`: `cached(plan, a.shape, a.dtype)`"))
            }
        };
        let rest = &args[1..];
        let key = Key {
            function: std::sync::Arc::as_ptr(f.def()) as usize,
            backend: gpu::backend_name(self.rt),
            sms: gpu::sm_count(self.rt),
            args: rest.iter().map(|a| (a.name.map(std::sync::Arc::from), KeyPart::of(a.value()))).collect(),
        };
        let generation = self.rt.defs.generation();
        if let Some(v) = self.rt.memo.get(generation, &key) {
            return Ok(v);
        }
        let mut call: Args<'_> = args[1..].iter_mut().map(|a| ArgVal::new(a.name, std::mem::take(&mut a.arg.0), a.span())).collect();
        self.rt.computing_cached += 1;
        let result = self.call_function(&f, &mut call, span);
        self.rt.computing_cached -= 1;
        let v = result?;
        if holds_array(&v) {
            return Err(Fail::at(
                codes::HOST_VALUE,
                format!("`{}` returned an array, which `cached` does not remember", f.name()),
                span,
                "in this call",
            )
            .with_help("return the decision (numbers, strings, tuples) and make arrays outside the cached function"));
        }
        self.rt.memo.insert(key, v.clone());
        Ok(v)
    }
}
