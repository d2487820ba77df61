//! `randint`, `bincount`, `unique` and `sort` in the host checker: their results' dtypes and
//! shapes, and the mistakes visible before anything runs (a float dtype for `randint`, an
//! empty range, counting a float or multi-dimensional array).

use crate::diag::{codes, Diagnostic};
use crate::dtype::DType;
use crate::source::Span;
use crate::syntax::ast::Arg;

use super::{array_of, describe, HArray, HostChecker, H};

impl HostChecker<'_, '_> {
    /// The result of one of these builtins; `vals` and `args` are its bound arguments.
    pub(super) fn counting(&mut self, name: &str, vals: &[Option<H>], args: &[Option<&Arg>], span: Span) -> H {
        let v = |i: usize| vals.get(i).cloned().flatten().unwrap_or(H::Unknown);
        let at = |i: usize| args.get(i).copied().flatten().map_or(span, |a| a.value.span);
        match name {
            "randint" => {
                let dtype = match v(3) {
                    H::DType(d) => Some(d),
                    H::Unknown => None,
                    _ if args.get(3).copied().flatten().is_none() => Some(DType::I64),
                    _ => None,
                };
                if let Some(d) = dtype.filter(|d| !d.is_int()) {
                    self.host_value(format!("`randint` makes integer arrays, not {d}"), at(3), "draw integers and convert: `astype(randint(low, high, shape), f32)`");
                }
                if let (H::Int(Some(low)), H::Int(Some(high))) = (v(0), v(1))
                    && low >= high
                {
                    self.host_value(format!("`randint` needs low < high, but the range is [{low}, {high})"), span, "`high` is excluded: `randint(0, 10, shape)` draws 0 to 9");
                }
                array_of(dtype.or(Some(DType::I64)), &v(2))
            }
            "bincount" => {
                if let H::Array(a) = v(0) {
                    let float = a.dtype.is_some_and(|d| !(d.is_int() || d.is_bool()));
                    let rank = a.shape.as_ref().map(Vec::len).filter(|r| *r != 1);
                    if float || rank.is_some() {
                        self.err(
                            Diagnostic::error(codes::TYPE_MISMATCH, format!("`bincount` counts a 1-D integer array, not {}", describe(&v(0))))
                                .with_label(at(0), "not a 1-D integer array")
                                .with_help("flatten with `reshape(x, (x.size,))`, convert with `astype(x, i64)`"),
                        );
                    }
                }
                H::Array(HArray { dtype: Some(DType::I64), shape: Some(vec![None]) })
            }
            "unique" => match v(0) {
                H::Array(a) => H::Array(HArray { dtype: a.dtype, shape: Some(vec![None]) }),
                _ => H::Array(HArray::unknown()),
            },
            _ => match (v(0), v(1)) {
                (H::Array(a), H::None) => H::Array(HArray { dtype: a.dtype, shape: Some(vec![None]) }),
                (H::Array(a), _) => H::Array(a),
                _ => H::Array(HArray::unknown()),
            },
        }
    }

    fn host_value(&mut self, message: String, at: Span, help: &str) {
        self.err(Diagnostic::error(codes::HOST_VALUE, message).with_label(at, "here").with_help(help));
    }
}
