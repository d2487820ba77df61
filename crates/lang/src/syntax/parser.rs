//! The parser: layout-aware tokens to a [`Module`], with error recovery.
//!
//! # Design
//!
//! The parser is written with chumsky and runs over the token stream of the [`lexer`], which
//! has already turned indentation into `Newline`, `Indent` and `Dedent` tokens. The grammar is
//! therefore context free: a block is `':' Newline Indent stmt* Dedent` (or one simple statement
//! on the same line), exactly as in `docs/language.md` §2.
//!
//! Expressions are parsed without backtracking over nested input: a statement is parsed as an
//! expression (or bare tuple) first and only turned into an assignment target when an `=`
//! follows, so `(((a)))` is never parsed twice. Operator chains are folded iteratively
//! (`foldl` for left-associative levels; prefix operators, `**` and `if`-`else` are collected
//! into lists and folded from the right), so the only recursion is through brackets, whose
//! depth the lexer caps.
//!
//! # Recovery
//!
//! Every statement is parsed with a recovery strategy: when it fails, the error at the furthest
//! point the parser reached is reported and the rest of the logical line is skipped (up to and
//! including its `Newline`); an indented block that follows is then parsed normally, so errors
//! inside the body of a broken `if` header are still found. `elif`, `else` and every block
//! opener recover the same way on their own, so a broken `else:` line does not make the `else`
//! look like a stray one. Inside brackets, a group that fails is skipped to its partner on the
//! same line and becomes an [`ExprKind::Error`], so the rest of the line is still checked.
//!
//! To keep to one diagnostic per mistake, parser errors on a logical line where the lexer
//! already reported something are dropped, `Token::Error` (what the lexer leaves for bad
//! input) is accepted silently, and duplicate reports of the same spot are merged.
//!
//! # Messages
//!
//! chumsky's `Rich` errors list everything that could have come next. `Reporter` turns them
//! into a [`Diagnostic`]: the candidates that would merely continue an expression (operators,
//! `(`, `.`) are dropped when something structural (`:`, `)`, end of line) was also possible,
//! an unclosed bracket on the line gets a secondary label, and common slips get a help line.
//! Errors found by checks on the parsed tree (invalid targets, chained comparisons, ...) are
//! carried through chumsky as ready-made diagnostics.

use std::collections::HashSet;

use chumsky::error::{RichPattern, RichReason};
use chumsky::input::{InputRef, MappedInput};
use chumsky::label::LabelError;
use chumsky::prelude::*;
use chumsky::util::MaybeRef;

use super::ast::*;
use super::lexer::{self, FPiece, Lexed, Token};
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};

type In<'t> = MappedInput<'t, Token, Span, &'t [(Token, Span)]>;
type PError<'t> = Rich<'t, Token, Span, Custom>;
type Ex<'t> = extra::Err<PError<'t>>;
/// A boxed parser: keeps the types (and compile times) small.
type P<'t, O> = Boxed<'t, 't, In<'t>, O, Ex<'t>>;

/// A finished diagnostic carried through chumsky as a custom error.
#[derive(Clone, Debug, PartialEq)]
struct Custom(Box<Diagnostic>);

fn custom_error<'t>(diag: Diagnostic) -> PError<'t> {
    let span = diag.primary_span().unwrap_or_default();
    Rich::custom(span, Custom(Box::new(diag)))
}

impl chumsky::span::Span for Span {
    type Context = FileId;
    type Offset = u32;

    fn new(file: FileId, range: std::ops::Range<u32>) -> Span {
        // chumsky builds the span of an empty match from the next token's start and the
        // previous token's end; keep such spans well formed (empty, at the next token).
        Span { file, start: range.start, end: range.end.max(range.start) }
    }

    fn context(&self) -> FileId {
        self.file
    }

    fn start(&self) -> u32 {
        self.start
    }

    fn end(&self) -> u32 {
        self.end
    }
}

/// Parses a file. Never fails and never panics: the tree contains `Error` nodes where the
/// parser recovered, and the diagnostics list every lexical and syntax error found, sorted by
/// position.
pub fn parse(text: &str, file: FileId) -> (Module, Vec<Diagnostic>) {
    let lexed = lexer::lex_full(text, file);
    let eoi = Span { file, start: text.len() as u32, end: text.len() as u32 };
    let (body, errors) =
        module_parser(text).parse(lexed.tokens.as_slice().split_token_span(eoi)).into_output_errors();
    let reporter = Reporter::new(text, &lexed);
    let mut diags = lexed.diags.clone();
    diags.extend(reporter.finish(errors));
    crate::diag::sort(&mut diags);
    let module = Module { body: body.unwrap_or_default(), span: Span { file, start: 0, end: eoi.end } };
    (module, diags)
}

/// For a REPL: false when `text` is an unfinished statement, so the REPL should read another
/// line: an open bracket, a trailing `\`, an unterminated triple-quoted string, a decorator
/// still waiting for its definition, or a line ending in `:` whose block has not yet been
/// closed by a blank line (`text` is the input so far, each line ending in `\n`, so an input
/// closed by a blank line ends in `\n\n`). True otherwise, including when the input has syntax
/// errors: those are reported when it is run.
pub fn is_complete(text: &str) -> bool {
    let lexed = lexer::lex_full(text, FileId::default());
    if lexed.trailing_backslash || lexed.open_triple_string {
        return false;
    }
    // A mismatched closer is an error to report, not a reason to wait.
    if !lexed.unclosed.is_empty() && lexed.stray_closers.is_empty() {
        return false;
    }
    match last_block_opener(&lexed.tokens) {
        Some(end) => has_blank_line(text.get(end as usize..).unwrap_or("")),
        None => true,
    }
}

/// The end of the last logical line that opens a block (ends in `:`) or is a decorator.
fn last_block_opener(tokens: &[(Token, Span)]) -> Option<u32> {
    let mut first: Option<&Token> = None;
    let mut last: Option<&Token> = None;
    let mut found = None;
    for (tok, span) in tokens {
        match tok {
            Token::Newline => {
                if last == Some(&Token::Colon) || first == Some(&Token::At) {
                    found = Some(span.end);
                }
                first = None;
                last = None;
            }
            Token::Indent | Token::Dedent => {}
            tok => {
                first = first.or(Some(tok));
                last = Some(tok);
            }
        }
    }
    found
}

/// True when `rest` holds a complete (newline-terminated) line of only whitespace.
fn has_blank_line(rest: &str) -> bool {
    let mut lines = rest.split('\n');
    lines.next_back(); // the unterminated tail
    lines.any(|line| line.trim().is_empty())
}

// ---------------------------------------------------------------------------------------------
// Small pieces.

fn tok<'t>(t: Token) -> P<'t, Token> {
    just(t).boxed()
}

/// The span of a single token.
fn spanned<'t>(t: Token) -> P<'t, Span> {
    just(t).map_with(|_, e| e.span()).boxed()
}

fn ident<'t>() -> P<'t, Ident> {
    select! { Token::Name(name) = e => Ident { name, span: e.span() } }.labelled("identifier").boxed()
}

fn error_expr(span: Span) -> Expr {
    Expr::new(ExprKind::Error, span)
}

/// A node together with the span of all its tokens (parentheses included), which is what a
/// parent node's span must cover.
type Outer = (Expr, Span);

fn outer<'t>(p: P<'t, Expr>) -> P<'t, Outer> {
    p.map_with(|x, e| (x, e.span())).boxed()
}

/// Recovery inside brackets: from an opening bracket, skip to its partner on the same logical
/// line. Fails at a layout token or the end of input: then the bracket is unclosed and the
/// statement-level recovery takes over. Returns the span of the skipped group.
fn skip_group<'t>(open: Token) -> P<'t, Span> {
    custom(move |inp: &mut InputRef<'t, '_, In<'t>, Ex<'t>>| {
        let start = inp.cursor();
        if inp.peek().as_ref() != Some(&open) {
            return Err(recovery_failed(inp.peek(), inp.span_since(&start)));
        }
        inp.skip();
        let mut depth = 1usize;
        while depth > 0 {
            match inp.peek() {
                None => return Err(recovery_failed(None, inp.span_since(&start))),
                Some(t) if t.is_layout() => return Err(recovery_failed(Some(t), inp.span_since(&start))),
                Some(t) => {
                    if t.is_opener() {
                        depth += 1;
                    } else if t.is_closer() {
                        depth -= 1;
                    }
                    inp.skip();
                }
            }
        }
        Ok(inp.span_since(&start))
    })
    .boxed()
}

/// Recovery at statement level: skip the rest of the logical line, including its `Newline`.
/// Stops before a `Dedent` or the end of input; fails when there was nothing to skip. Returns
/// the span of the skipped tokens (without the `Newline`).
fn skip_line<'t>() -> P<'t, Span> {
    custom(|inp: &mut InputRef<'t, '_, In<'t>, Ex<'t>>| {
        let start = inp.cursor();
        let mut content = None;
        let mut skipped = 0usize;
        // Blocks inside the skipped region (only possible after an unexpected `Indent`).
        let mut depth = 0usize;
        loop {
            match inp.peek() {
                None => break,
                Some(Token::Dedent) if depth == 0 => break,
                Some(Token::Newline) if depth == 0 => {
                    content = Some(inp.span_since(&start));
                    inp.skip();
                    skipped += 1;
                    break;
                }
                Some(t) => {
                    if t == Token::Indent {
                        depth += 1;
                    } else if t == Token::Dedent {
                        depth -= 1;
                    }
                    inp.skip();
                    skipped += 1;
                }
            }
        }
        let span = content.unwrap_or_else(|| inp.span_since(&start));
        if skipped == 0 {
            return Err(recovery_failed(inp.peek(), span));
        }
        Ok(span)
    })
    .boxed()
}

/// The error of a recovery parser that did not apply. chumsky keeps the original error, so
/// this one is never shown; should it be, it reads as a plain "unexpected" error.
fn recovery_failed<'t>(found: Option<Token>, span: Span) -> PError<'t> {
    LabelError::<In<'t>, RichPattern<'t, Token>>::expected_found([], found.map(MaybeRef::Val), span)
}

// ---------------------------------------------------------------------------------------------
// Expressions.

/// The expression parser (`expr` in the grammar: everything but a bare tuple).
fn expression<'t>(src: &'t str) -> P<'t, Expr> {
    recursive(move |expr| {
        let expr: P<'t, Expr> = expr.boxed();
        let atom = atom(expr.clone(), src);
        let postfix = postfix(atom, expr);
        let factor = factor(postfix);
        let term = binary(
            factor,
            select! {
                Token::Star => BinOp::Mul,
                Token::Slash => BinOp::Div,
                Token::DoubleSlash => BinOp::FloorDiv,
                Token::Percent => BinOp::Mod,
                Token::At => BinOp::MatMul,
            },
        );
        let sum = binary(term, select! { Token::Plus => BinOp::Add, Token::Minus => BinOp::Sub });
        let shift = binary(sum, select! { Token::Shl => BinOp::Shl, Token::Shr => BinOp::Shr });
        let bitand = binary(shift, select! { Token::Amp => BinOp::BitAnd });
        let bitxor = binary(bitand, select! { Token::Caret => BinOp::BitXor });
        let bitor = binary(bitxor, select! { Token::Pipe => BinOp::BitOr });
        let comparison = comparison(bitor, src);
        let not = not_expr(comparison);
        let and = binary(not, select! { Token::And => BinOp::And });
        let or = binary(and, select! { Token::Or => BinOp::Or });
        conditional(or).labelled("expression")
    })
    .boxed()
}

/// `expr (',' expr)* [',']`: a bare tuple where the grammar allows one.
fn bare_tuple<'t>(expr: P<'t, Expr>) -> P<'t, Expr> {
    expr.separated_by(tok(Token::Comma))
        .at_least(1)
        .collect::<Vec<_>>()
        .then(tok(Token::Comma).or_not())
        .map_with(|(items, comma), e| tuple_or_single(items, comma.is_some(), e.span()))
        .boxed()
}

fn tuple_or_single(items: Vec<Expr>, trailing_comma: bool, span: Span) -> Expr {
    if items.len() == 1 && !trailing_comma {
        items.into_iter().next().unwrap_or_else(|| error_expr(span))
    } else {
        Expr::new(ExprKind::Tuple(items), span)
    }
}

/// Comma-separated items between brackets, and whether there was a trailing comma.
fn comma_items<'t>(expr: P<'t, Expr>) -> P<'t, (Vec<Expr>, bool)> {
    expr.separated_by(tok(Token::Comma))
        .at_least(1)
        .collect::<Vec<_>>()
        .then(tok(Token::Comma).or_not().map(|c| c.is_some()))
        .or_not()
        .map(Option::unwrap_or_default)
        .boxed()
}

fn atom<'t>(expr: P<'t, Expr>, src: &'t str) -> P<'t, Expr> {
    let literal = select! {
        Token::Int(v) => ExprKind::Int(v),
        Token::Float(v) => ExprKind::Float(v),
        Token::Str(s) => ExprKind::Str(s),
        Token::True => ExprKind::Bool(true),
        Token::False => ExprKind::Bool(false),
        Token::None => ExprKind::None,
        Token::Name(n) => ExprKind::Name(n),
        // Already reported by the lexer.
        Token::Error => ExprKind::Error,
    }
    .map_with(|kind, e| Expr::new(kind, e.span()));
    let items = comma_items(expr);
    let paren = items
        .clone()
        .delimited_by(tok(Token::LParen), tok(Token::RParen))
        .map_with(|(items, comma), e| {
            let span: Span = e.span();
            if items.is_empty() {
                Expr::new(ExprKind::Tuple(items), span)
            } else {
                // A parenthesised expression keeps its own span; a tuple spans the brackets.
                tuple_or_single(items, comma, span)
            }
        })
        .recover_with(via_parser(skip_group(Token::LParen).map(error_expr)));
    let list = items
        .delimited_by(tok(Token::LBracket), tok(Token::RBracket))
        .map_with(|(items, _), e| Expr::new(ExprKind::List(items), e.span()))
        .recover_with(via_parser(skip_group(Token::LBracket).map(error_expr)));
    let fstring = select! { Token::FStr(pieces) => pieces }.validate(move |pieces, e, emitter| {
        let parts = pieces.into_iter().map(|p| fstring_part(src, p, &mut |d| emitter.emit(custom_error(d)))).collect();
        Expr::new(ExprKind::FStr(parts), e.span())
    });
    // Labelled so that a missing operand reads "expected expression", not a list of tokens.
    choice((literal, fstring, paren, list)).labelled("expression").boxed()
}

/// An f-string piece from the lexer, its field's expression parsed (errors go to `report`).
fn fstring_part(src: &str, piece: FPiece, report: &mut dyn FnMut(Diagnostic)) -> FPart {
    match piece {
        FPiece::Lit(text) => FPart::Lit(text),
        FPiece::Field { expr, conv, spec, spec_span } => {
            let (expr, diags) = embedded_expression(src, expr);
            diags.into_iter().for_each(&mut *report);
            let spec = spec.into_iter().map(|p| fstring_part(src, p, report)).collect();
            FPart::Field(Box::new(FField { expr, conv, spec, spec_span }))
        }
    }
}

/// Parses the expression whose text is at `span` in `src` (an f-string field); its tree and
/// diagnostics carry spans in `src`, so errors point into the f-string.
fn embedded_expression(src: &str, span: Span) -> (Expr, Vec<Diagnostic>) {
    let text = src.get(span.start as usize..span.end as usize).unwrap_or("");
    let mut lexed = lexer::lex_full(text, span.file);
    lexed.shift(span.start);
    let eoi = Span { start: span.end, ..span };
    let parser = expression(src).then_ignore(tok(Token::Newline).repeated()).then_ignore(end());
    let (expr, errors) = parser.parse(lexed.tokens.as_slice().split_token_span(eoi)).into_output_errors();
    let mut diags = lexed.diags.clone();
    diags.extend(Reporter::new(src, &lexed).finish(errors));
    (expr.unwrap_or_else(|| error_expr(span)), diags)
}

/// A postfix operation: call, index or attribute.
enum Postfix {
    Call(Vec<Arg>),
    Index(Vec<Expr>),
    Attr(Ident),
    /// A call or index whose brackets held an error (already reported).
    Error,
}

fn postfix<'t>(atom: P<'t, Expr>, expr: P<'t, Expr>) -> P<'t, Expr> {
    let call = call_args(expr.clone()).map(|args| args.map_or(Postfix::Error, Postfix::Call));
    let index = subscripts(expr)
        .delimited_by(tok(Token::LBracket), tok(Token::RBracket))
        .map(Postfix::Index)
        .recover_with(via_parser(skip_group(Token::LBracket).map(|_| Postfix::Error)));
    let attr = tok(Token::Dot).ignore_then(ident()).map(Postfix::Attr);
    atom.foldl_with(choice((call, index, attr)).repeated(), |base, post, e| {
        let kind = match post {
            Postfix::Call(args) => ExprKind::Call { func: Box::new(base), args },
            Postfix::Index(index) => ExprKind::Index { base: Box::new(base), index },
            Postfix::Attr(name) => ExprKind::Attr { base: Box::new(base), name },
            Postfix::Error => ExprKind::Error,
        };
        Expr::new(kind, e.span())
    })
    .boxed()
}

/// `'(' [args] ')'`; `None` when the arguments held an error and were skipped.
fn call_args<'t>(expr: P<'t, Expr>) -> P<'t, Option<Vec<Arg>>> {
    let keyword = ident().then_ignore(tok(Token::Assign)).then(expr.clone()).map(|(n, v)| (Some(n), v));
    let positional = expr.map(|v| (None, v));
    let arg = keyword.or(positional).map_with(|(name, value), e| Arg { name, value, span: e.span() });
    arg.separated_by(tok(Token::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .validate(|args, _, emitter| {
            if let Some(diag) = positional_after_keyword(&args) {
                emitter.emit(custom_error(diag));
            }
            Some(args)
        })
        .delimited_by(tok(Token::LParen), tok(Token::RParen))
        .recover_with(via_parser(skip_group(Token::LParen).map(|_| None)))
        .boxed()
}

/// E0108 for the first positional argument after a keyword one.
fn positional_after_keyword(args: &[Arg]) -> Option<Diagnostic> {
    let first_keyword = args.iter().position(|a| a.name.is_some())?;
    let keyword = args.get(first_keyword)?;
    let bad = args.iter().skip(first_keyword).find(|a| a.name.is_none())?;
    Some(
        Diagnostic::error(codes::POSITIONAL_AFTER_KEYWORD, "positional argument after keyword argument")
            .with_label(bad.span, "positional argument")
            .with_label(keyword.span, "keyword arguments start here")
            .with_help("move the positional arguments before the keyword arguments, or name this one"),
    )
}

/// The inside of `x[...]`: indices and slices.
fn subscripts<'t>(expr: P<'t, Expr>) -> P<'t, Vec<Expr>> {
    let part = expr.clone().or_not();
    let tail = tok(Token::Colon)
        .ignore_then(part.clone())
        .then(tok(Token::Colon).ignore_then(part).or_not())
        .boxed();
    let with_start = expr.then(tail.clone().or_not()).map_with(|(start, tail), e| match tail {
        None => start,
        Some((stop, step)) => slice(Some(start), stop, step.flatten(), e.span()),
    });
    let without_start = tail.map_with(|(stop, step), e| slice(None, stop, step.flatten(), e.span()));
    with_start
        .or(without_start)
        .separated_by(tok(Token::Comma))
        .at_least(1)
        .allow_trailing()
        .collect::<Vec<_>>()
        .boxed()
}

fn slice(start: Option<Expr>, stop: Option<Expr>, step: Option<Expr>, span: Span) -> Expr {
    let kind =
        ExprKind::Slice { start: start.map(Box::new), stop: stop.map(Box::new), step: step.map(Box::new) };
    Expr::new(kind, span)
}

/// Unary `- + ~` and `**`: `factor := ('-'|'+'|'~') factor | postfix ['**' factor]`.
fn factor<'t>(postfix: P<'t, Expr>) -> P<'t, Expr> {
    let unary = select! { Token::Minus => UnOp::Neg, Token::Plus => UnOp::Pos, Token::Tilde => UnOp::Invert }
        .map_with(|op, e| (op, e.span()));
    let prefixes = unary.repeated().collect::<Vec<_>>().boxed();
    let operand = outer(postfix);
    prefixes
        .clone()
        .then(operand.clone())
        .then(tok(Token::DoubleStar).ignore_then(prefixes.then(operand)).repeated().collect::<Vec<_>>())
        .map(|((prefix, base), rest)| fold_power(prefix, base, rest))
        .boxed()
}

type Prefixes = Vec<(UnOp, Span)>;

/// Folds `p0 ** u1 p1 ** u2 p2` (each `u` a list of prefix operators) from the right:
/// `a ** -b ** c` is `a ** (-(b ** c))` and `-2 ** 2` is `-(2 ** 2)`.
fn fold_power(prefix: Prefixes, base: Outer, rest: Vec<(Prefixes, Outer)>) -> Expr {
    let mut acc: Option<Outer> = None;
    for (ops, operand) in rest.into_iter().rev() {
        let operand = match acc.take() {
            None => operand,
            Some(rhs) => power(operand, rhs),
        };
        acc = Some(apply_prefixes(ops, operand));
    }
    let value = match acc {
        None => base,
        Some(rhs) => power(base, rhs),
    };
    apply_prefixes(prefix, value).0
}

fn power(lhs: Outer, rhs: Outer) -> Outer {
    let span = lhs.1.to(rhs.1);
    let kind = ExprKind::Binary { op: BinOp::Pow, lhs: Box::new(lhs.0), rhs: Box::new(rhs.0) };
    (Expr::new(kind, span), span)
}

fn apply_prefixes(ops: Prefixes, operand: Outer) -> Outer {
    ops.into_iter().rev().fold(operand, |(expr, span), (op, op_span)| {
        let span = op_span.to(span);
        (Expr::new(ExprKind::Unary { op, operand: Box::new(expr) }, span), span)
    })
}

/// A left-associative binary level.
fn binary<'t, O>(next: P<'t, Expr>, op: O) -> P<'t, Expr>
where
    O: Parser<'t, In<'t>, BinOp, Ex<'t>> + Clone + 't,
{
    next.clone()
        .foldl_with(op.then(next).repeated(), |lhs, (op, rhs), e| {
            Expr::new(ExprKind::Binary { op, lhs: Box::new(lhs), rhs: Box::new(rhs) }, e.span())
        })
        .boxed()
}

/// Comparisons do not chain: `a < b < c` is reported (and parsed left to right).
fn comparison<'t>(next: P<'t, Expr>, src: &'t str) -> P<'t, Expr> {
    let op = select! {
        Token::EqEq => BinOp::Eq,
        Token::NotEq => BinOp::Ne,
        Token::Lt => BinOp::Lt,
        Token::Le => BinOp::Le,
        Token::Gt => BinOp::Gt,
        Token::Ge => BinOp::Ge,
    }
    .map_with(|op, e| (op, e.span()));
    let operand = outer(next);
    operand
        .clone()
        .then(op.then(operand).repeated().collect::<Vec<_>>())
        .validate(move |(first, rest), _, emitter| {
            if rest.len() > 1 {
                emitter.emit(custom_error(chained_comparison(&first, &rest, src)));
            }
            let folded = rest.into_iter().fold(first, |lhs, ((op, _), rhs)| {
                let span = lhs.1.to(rhs.1);
                let kind = ExprKind::Binary { op, lhs: Box::new(lhs.0), rhs: Box::new(rhs.0) };
                (Expr::new(kind, span), span)
            });
            folded.0
        })
        .boxed()
}

fn chained_comparison(first: &Outer, rest: &[((BinOp, Span), Outer)], src: &str) -> Diagnostic {
    let mut diag = Diagnostic::error(codes::SYNTAX, "comparison operators cannot be chained");
    if let [((op1, span1), b), ((op2, span2), c), ..] = rest {
        let text = |s: Span| src.get(s.range()).unwrap_or("");
        let (a, b, c) = (text(first.1), text(b.1), text(c.1));
        let help = if a.len() + 2 * b.len() + c.len() < 80 {
            format!("write `{a} {} {b} and {b} {} {c}`", op1.symbol(), op2.symbol())
        } else {
            "split the chain with `and`: write `a < b and b < c`".to_string()
        };
        diag = diag
            .with_label(*span2, "second comparison")
            .with_label(*span1, "first comparison")
            .with_help(help);
    }
    diag
}

/// `not_expr := 'not' not_expr | comparison`.
fn not_expr<'t>(next: P<'t, Expr>) -> P<'t, Expr> {
    let not = spanned(Token::Not).map(|span| (UnOp::Not, span));
    not.repeated()
        .collect::<Vec<_>>()
        .then(outer(next))
        .map(|(nots, operand)| apply_prefixes(nots, operand).0)
        .boxed()
}

/// `expr := or_expr ['if' or_expr 'else' expr]`, folded from the right.
fn conditional<'t>(next: P<'t, Expr>) -> P<'t, Expr> {
    let operand = outer(next.clone());
    let branch = tok(Token::If).ignore_then(next).then_ignore(tok(Token::Else)).then(operand.clone());
    operand
        .then(branch.repeated().collect::<Vec<_>>())
        .map(|(first, rest)| fold_conditional(first, rest))
        .boxed()
}

fn fold_conditional(first: Outer, rest: Vec<(Expr, Outer)>) -> Expr {
    let mut values = vec![first];
    let mut conds = Vec::new();
    for (cond, value) in rest {
        conds.push(cond);
        values.push(value);
    }
    let Some(mut acc) = values.pop() else { return error_expr(Span::default()) };
    while let (Some(cond), Some(then)) = (conds.pop(), values.pop()) {
        let span = then.1.to(acc.1);
        let kind = ExprKind::IfExpr { cond: Box::new(cond), then: Box::new(then.0), orelse: Box::new(acc.0) };
        acc = (Expr::new(kind, span), span);
    }
    acc.0
}

// ---------------------------------------------------------------------------------------------
// Types and parameters.

fn type_expr<'t>() -> P<'t, TypeExpr> {
    let dim = select! {
        Token::Name(name) = e => Dim::Name(Ident { name, span: e.span() }),
        Token::Int(v) = e => Dim::Size(v, e.span()),
    }
    .labelled("dimension");
    let dims = dim
        .separated_by(tok(Token::Comma))
        .at_least(1)
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Token::LBracket), tok(Token::RBracket));
    let base = ident().then(dims.or_not()).map_with(|(name, dims), e| {
        let kind = match dims {
            None => TypeExprKind::Named(name),
            Some(dims) => TypeExprKind::Shaped { dtype: name, dims },
        };
        TypeExpr { kind, span: e.span() }
    });
    spanned(Token::Const)
        .repeated()
        .collect::<Vec<_>>()
        .then(base)
        .map(|(consts, base)| {
            consts.into_iter().rev().fold(base, |inner, kw| {
                let span = kw.to(inner.span);
                TypeExpr { kind: TypeExprKind::Const(Box::new(inner)), span }
            })
        })
        .labelled("type")
        .boxed()
}

fn params<'t>(expr: P<'t, Expr>) -> P<'t, Vec<Param>> {
    let param = ident()
        .then(tok(Token::Colon).ignore_then(type_expr()).or_not())
        .then(tok(Token::Assign).ignore_then(expr).or_not())
        .map_with(|((name, ty), default), e| Param { name, ty, default, span: e.span() });
    param
        .labelled("parameter")
        .separated_by(tok(Token::Comma))
        .allow_trailing()
        .collect::<Vec<_>>()
        .delimited_by(tok(Token::LParen), tok(Token::RParen))
        .recover_with(via_parser(skip_group(Token::LParen).map(|_| Vec::new())))
        .boxed()
}

// ---------------------------------------------------------------------------------------------
// Statements.

/// The right-hand side of an assignment statement.
enum Rhs {
    Assign(Expr),
    Aug(BinOp, Expr),
}

/// Simple statements (without their `Newline`).
fn simple_stmt<'t>(expr: P<'t, Expr>, tuple: P<'t, Expr>) -> P<'t, Stmt> {
    let ret = tok(Token::Return).ignore_then(tuple.clone().or_not()).map(StmtKind::Return);
    let keyword = select! {
        Token::Break => StmtKind::Break,
        Token::Continue => StmtKind::Continue,
        Token::Pass => StmtKind::Pass,
    };
    let assert = tok(Token::Assert)
        .ignore_then(expr.clone())
        .then(tok(Token::Comma).ignore_then(expr.clone()).or_not())
        .map(|(cond, message)| StmtKind::Assert { cond, message });
    let dotted = ident().separated_by(tok(Token::Dot)).at_least(1).collect::<Vec<_>>().boxed();
    let import = tok(Token::Import)
        .ignore_then(dotted.clone())
        .map(|module| StmtKind::Import(Import { module, names: None }));
    let alias = ident().then(tok(Token::As).ignore_then(ident()).or_not());
    let from = tok(Token::From)
        .ignore_then(dotted)
        .then_ignore(tok(Token::Import))
        .then(alias.separated_by(tok(Token::Comma)).at_least(1).collect::<Vec<_>>())
        .map(|(module, names)| StmtKind::Import(Import { module, names: Some(names) }));
    let aug_op = select! { Token::AugAssign(op) => op };
    let rhs = choice((
        tok(Token::Assign).ignore_then(tuple.clone()).map(Rhs::Assign),
        aug_op.then(expr).map(|(op, value)| Rhs::Aug(op, value)),
    ));
    let assign = tuple.then(rhs.or_not()).validate(|(lhs, rhs), _, emitter| {
        let mut errors = Vec::new();
        let kind = match rhs {
            None => StmtKind::Expr(lhs),
            Some(Rhs::Assign(value)) => StmtKind::Assign { target: to_target(lhs, &mut errors), value },
            Some(Rhs::Aug(op, value)) => {
                StmtKind::AugAssign { target: to_aug_target(lhs, &mut errors), op, value }
            }
        };
        if let Some(diag) = errors.into_iter().next() {
            emitter.emit(custom_error(diag));
        }
        kind
    });
    choice((ret, keyword, assert, import, from, assign))
        .map_with(|kind, e| Stmt { kind, span: e.span() })
        .labelled("statement")
        .boxed()
}

/// Turns an expression into an assignment target, reporting what cannot be assigned to.
fn to_target(expr: Expr, errors: &mut Vec<Diagnostic>) -> Target {
    let span = expr.span;
    match expr.kind {
        ExprKind::Name(name) => Target::Name(Ident { name, span }),
        ExprKind::Tuple(items) if !items.is_empty() => {
            Target::Tuple(items.into_iter().map(|item| to_target(item, errors)).collect(), span)
        }
        ExprKind::Index { base, index } => Target::Index { base, index, span },
        ExprKind::Error => Target::Error(span),
        other => {
            errors.push(invalid_target(&other, span, "="));
            Target::Error(span)
        }
    }
}

/// The target of `x += e`: a name or an element.
fn to_aug_target(expr: Expr, errors: &mut Vec<Diagnostic>) -> Target {
    match expr.kind {
        ExprKind::Name(_) | ExprKind::Index { .. } | ExprKind::Error => to_target(expr, errors),
        other => {
            errors.push(invalid_target(&other, expr.span, "augmented assignment"));
            Target::Error(expr.span)
        }
    }
}

fn invalid_target(kind: &ExprKind, span: Span, context: &str) -> Diagnostic {
    let what = match kind {
        ExprKind::Call { .. } => "a function call",
        ExprKind::Attr { .. } => "an attribute",
        ExprKind::Int(_) | ExprKind::Float(_) | ExprKind::Str(_) | ExprKind::Bool(_) | ExprKind::None => {
            "a literal"
        }
        ExprKind::Tuple(items) if items.is_empty() => "`()`",
        ExprKind::Tuple(_) => "a tuple",
        ExprKind::List(_) => "a list",
        ExprKind::Binary { op, .. } if op.is_comparison() => "a comparison",
        ExprKind::IfExpr { .. } => "a conditional expression",
        _ => "an expression",
    };
    let (message, help) = if context == "=" {
        (
            format!("cannot assign to {what}"),
            "the left side of `=` must be a name, a tuple of names or an element such as `x[i]`",
        )
    } else {
        (
            format!("cannot use {what} in an augmented assignment"),
            "the target of an augmented assignment must be a name or an element such as `x[i]`",
        )
    };
    Diagnostic::error(codes::INVALID_TARGET, message)
        .with_label(span, "cannot be assigned to")
        .with_help(help)
}

/// One `keyword head ':' block` clause of a compound statement.
struct Clause<H> {
    kw: Span,
    head: H,
    colon: Span,
    body: Block,
}

impl<H> Clause<H> {
    /// Where the clause ends: its last statement, or its `:` when the body is empty.
    fn end(&self) -> Span {
        self.body.last().map_or(self.colon, |s| s.span)
    }
}

/// The parsers a clause needs besides its head.
#[derive(Clone)]
struct Blocks<'t> {
    /// After `:`: `Newline` and an indented block (`None` when it is missing) or one simple
    /// statement on the same line.
    rest: P<'t, Option<Block>>,
    /// `Indent stmt* Dedent`.
    indented: P<'t, Block>,
}

/// `kw head ':' block`, reporting a missing block (E0111). When the clause is malformed, the
/// rest of its line is skipped and the block below it is still parsed (and its errors
/// reported); the head is then `fallback(line)`.
fn clause<'t, H: 't>(
    kw: P<'t, Span>,
    name: &'static str,
    head: P<'t, H>,
    fallback: fn(Span) -> H,
    blocks: &Blocks<'t>,
) -> P<'t, Clause<H>> {
    let recovery =
        kw.clone().then(skip_line()).then(blocks.indented.clone().or_not()).map(move |((kw, line), body)| {
            Clause { kw, head: fallback(line), colon: line, body: body.unwrap_or_default() }
        });
    kw.then(head)
        .then(spanned(Token::Colon))
        .then(blocks.rest.clone())
        .validate(move |(((kw, head), colon), body), _, emitter| {
            let body = body.unwrap_or_else(|| {
                emitter.emit(custom_error(expected_block(name, colon)));
                Vec::new()
            });
            Clause { kw, head, colon, body }
        })
        .recover_with(via_parser(recovery))
        .boxed()
}

fn expected_block(name: &str, colon: Span) -> Diagnostic {
    Diagnostic::error(codes::EXPECTED_BLOCK, format!("expected an indented block after `{name}`"))
        .with_label(colon, "this `:` must be followed by an indented block")
        .with_help("indent the statements of the block, or write `pass` for an empty one")
}

fn if_stmt<'t>(expr: P<'t, Expr>, blocks: &Blocks<'t>) -> P<'t, Stmt> {
    let cond_clause = |kw: Token, name| clause(spanned(kw), name, expr.clone(), error_expr, blocks);
    let else_clause = clause(spanned(Token::Else), "else", empty().boxed(), |_| (), blocks);
    cond_clause(Token::If, "if")
        .then(cond_clause(Token::Elif, "elif").repeated().collect::<Vec<_>>())
        .then(else_clause.or_not())
        .map(|((first, elifs), orelse)| {
            let end = match &orelse {
                Some(c) => c.end(),
                None => elifs.last().map_or(first.end(), Clause::end),
            };
            let span = first.kw.to(end);
            let branches = std::iter::once(first).chain(elifs).map(|c| (c.head, c.body)).collect();
            Stmt { kind: StmtKind::If { branches, orelse: orelse.map(|c| c.body) }, span }
        })
        .boxed()
}

fn for_stmt<'t>(expr: P<'t, Expr>, tuple: P<'t, Expr>, blocks: &Blocks<'t>) -> P<'t, Stmt> {
    let head = tuple
        .then_ignore(tok(Token::In))
        .then(expr)
        .validate(|(targets, iter), _, emitter| {
            let mut errors = Vec::new();
            let target = to_target(targets, &mut errors);
            if let Some(diag) = errors.into_iter().next() {
                emitter.emit(custom_error(diag));
            }
            (target, iter)
        })
        .boxed();
    let fallback = |span| (Target::Error(span), error_expr(span));
    clause(spanned(Token::For), "for", head, fallback, blocks)
        .map(|c| {
            let span = c.kw.to(c.end());
            let (target, iter) = c.head;
            Stmt { kind: StmtKind::For { target, iter, body: c.body }, span }
        })
        .boxed()
}

fn while_stmt<'t>(expr: P<'t, Expr>, blocks: &Blocks<'t>) -> P<'t, Stmt> {
    clause(spanned(Token::While), "while", expr, error_expr, blocks)
        .map(|c| {
            let span = c.kw.to(c.end());
            Stmt { kind: StmtKind::While { cond: c.head, body: c.body }, span }
        })
        .boxed()
}

/// `decorator* ('kernel' | 'def') NAME '(' params ')' ':' block`.
fn func_def<'t>(expr: P<'t, Expr>, blocks: &Blocks<'t>) -> P<'t, Stmt> {
    let decorator = spanned(Token::At)
        .then(ident())
        .then(call_args(expr.clone()).or_not())
        .map_with(|((_, name), args), e| Decorator {
            name,
            args: args.flatten().unwrap_or_default(),
            span: e.span(),
        })
        .then_ignore(tok(Token::Newline))
        .boxed();
    // Two `just`s rather than a `select!`, so that errors list both keywords.
    let kind = choice((tok(Token::Kernel).to(FuncKind::Kernel), tok(Token::Def).to(FuncKind::Def)))
        .map_with(|kind, e| (kind, e.span()))
        .boxed();
    let kw_name = |kind: &FuncKind| if *kind == FuncKind::Kernel { "kernel" } else { "def" };
    let header = kind
        .clone()
        .then(ident())
        .then(params(expr))
        .then(spanned(Token::Colon))
        .map_with(|(((kind, name), params), colon), e| (kind.0, name, params, colon, e.span()));
    let def = header
        .then(blocks.rest.clone())
        .validate(move |((kind, name, params, colon, header_span), body), _, emitter| {
            let body = body.unwrap_or_else(|| {
                emitter.emit(custom_error(expected_block(kw_name(&kind), colon)));
                Vec::new()
            });
            let span = header_span.to(body.last().map_or(header_span, |s| s.span));
            Some(FuncDef { kind, name, params, body, decorators: Vec::new(), header_span, span })
        })
        .recover_with(via_parser(
            kind.then(skip_line()).then(blocks.indented.clone().or_not()).map(|_| None),
        ));
    // Decorators followed by something that is not a definition: one error, and the line after
    // them (a misspelt `kernel` header, most likely) goes with them, with its block.
    let orphan = decorator
        .clone()
        .repeated()
        .at_least(1)
        .collect::<Vec<_>>()
        .then(skip_line())
        .then(blocks.indented.clone().or_not())
        .map(|((decorators, line), body)| {
            let start = decorators.first().map_or(line, |d| d.span);
            let end = body.as_ref().and_then(|b| b.last()).map_or(line, |s| s.span);
            Stmt { kind: StmtKind::Error, span: start.to(end) }
        });
    decorator
        .repeated()
        .collect::<Vec<_>>()
        .then(def)
        .map_with(|(decorators, def), e| {
            let all: Span = e.span();
            let start = decorators.first().map_or(all.start, |d| d.span.start);
            match def {
                Some(mut def) => {
                    def.decorators = decorators;
                    def.span = Span { start, ..def.span };
                    Stmt { span: def.span, kind: StmtKind::Def(def) }
                }
                None => Stmt { kind: StmtKind::Error, span: Span { start, ..all } },
            }
        })
        .recover_with(via_parser(orphan))
        .boxed()
}

/// `else`/`elif` where no `if` precedes it.
fn stray_clause<'t>(blocks: &Blocks<'t>) -> P<'t, Stmt> {
    select! { Token::Else => "else", Token::Elif => "elif" }
        .map_with(|kw, e| (kw, e.span()))
        .then(skip_line())
        .then(blocks.indented.clone().or_not())
        .validate(|(((kw, span), line), body), _, emitter| {
            emitter.emit(custom_error(
                Diagnostic::error(codes::SYNTAX, format!("`{kw}` without a matching `if`"))
                    .with_label(span, format!("this `{kw}` does not follow an `if` block"))
                    .with_help(format!(
                        "an `{kw}` must follow the block of its `if`, indented like the `if`"
                    )),
            ));
            let end = body.as_ref().and_then(|b| b.last()).map_or(line, |s| s.span);
            Stmt { kind: StmtKind::Error, span: span.to(end) }
        })
        .boxed()
}

/// A block where none may start (E0110). Its statements are still parsed for errors.
fn stray_indent<'t>(blocks: &Blocks<'t>) -> P<'t, Stmt> {
    let indent = spanned(Token::Indent);
    indent
        .clone()
        .rewind()
        .then(blocks.indented.clone())
        .validate(|(indent, body), _, emitter| {
            emitter.emit(custom_error(
                Diagnostic::error(codes::UNEXPECTED_INDENT, "unexpected indent")
                    .with_label(indent, "this line is indented more than the one before it")
                    .with_help("indent a line only to start the block of a `:` line"),
            ));
            let end = body.last().map_or(indent, |s| s.span);
            Stmt { kind: StmtKind::Error, span: indent.to(end) }
        })
        .boxed()
}

/// A line that starts with something the lexer already reported: dropped silently.
fn lexer_error_line<'t>(blocks: &Blocks<'t>) -> P<'t, Stmt> {
    spanned(Token::Error)
        .then(skip_line())
        .then(blocks.indented.clone().or_not())
        .map(|((span, line), _)| Stmt { kind: StmtKind::Error, span: span.to(line) })
        .boxed()
}

fn module_parser<'t>(src: &'t str) -> P<'t, Vec<Stmt>> {
    let expr = expression(src);
    let tuple = bare_tuple(expr.clone());
    let stmt = recursive(|stmt| {
        let stmt: P<'t, Stmt> = stmt.boxed();
        let indented = tok(Token::Indent)
            .ignore_then(stmt.repeated().collect::<Vec<_>>())
            .then_ignore(tok(Token::Dedent))
            .boxed();
        let simple = simple_stmt(expr.clone(), tuple.clone());
        let rest = choice((
            tok(Token::Newline).ignore_then(indented.clone().or_not()),
            simple.clone().then_ignore(tok(Token::Newline)).map(|s| Some(vec![s])),
        ))
        .boxed();
        let blocks = Blocks { rest, indented: indented.clone() };
        let recovery = skip_line().then(indented.or_not()).map(|(line, body)| {
            let end = body.as_ref().and_then(|b| b.last()).map_or(line, |s| s.span);
            Stmt { kind: StmtKind::Error, span: line.to(end) }
        });
        choice((
            func_def(expr.clone(), &blocks),
            if_stmt(expr.clone(), &blocks),
            for_stmt(expr.clone(), tuple.clone(), &blocks),
            while_stmt(expr.clone(), &blocks),
            stray_clause(&blocks),
            stray_indent(&blocks),
            lexer_error_line(&blocks),
            simple.then_ignore(tok(Token::Newline)),
        ))
        .labelled("statement")
        .recover_with(via_parser(recovery))
        .boxed()
    });
    stmt.repeated().collect::<Vec<_>>().then_ignore(end()).boxed()
}

// ---------------------------------------------------------------------------------------------
// Turning chumsky errors into diagnostics.

/// Converts parser errors into diagnostics, using what the lexer learnt about the file.
struct Reporter<'a> {
    text: &'a str,
    lexed: &'a Lexed,
    /// Where the `Newline` tokens start: logical line `i` ends at `newline_starts[i]`.
    newline_starts: Vec<u32>,
}

/// One thing the parser expected.
#[derive(Clone, PartialEq)]
enum Expected {
    Token(Token),
    Label(String),
    EndOfInput,
}

impl<'a> Reporter<'a> {
    fn new(text: &'a str, lexed: &'a Lexed) -> Reporter<'a> {
        let newline_starts =
            lexed.tokens.iter().filter(|(t, _)| *t == Token::Newline).map(|(_, s)| s.start).collect();
        Reporter { text, lexed, newline_starts }
    }

    /// Which logical line an offset is on (a `Newline` belongs to the line it ends).
    fn line_of(&self, offset: u32) -> usize {
        self.newline_starts.partition_point(|&start| start < offset)
    }

    /// Converts, drops errors on lines the lexer already reported, and merges duplicates.
    fn finish(&self, errors: Vec<PError<'_>>) -> Vec<Diagnostic> {
        let lexer_lines: HashSet<usize> = self
            .lexed
            .diags
            .iter()
            .filter_map(Diagnostic::primary_span)
            .map(|s| self.line_of(s.start))
            .collect();
        let mut seen = HashSet::new();
        let mut out: Vec<Diagnostic> = Vec::new();
        for error in errors {
            let diag = self.convert(error);
            let span = diag.primary_span().unwrap_or_default();
            let line = self.line_of(span.start);
            // A missing block is often a badly indented next line, which the lexer reported.
            let next_line_reported = diag.code == codes::EXPECTED_BLOCK && lexer_lines.contains(&(line + 1));
            if lexer_lines.contains(&line) || next_line_reported || !seen.insert((span, diag.message.clone()))
            {
                continue;
            }
            out.push(diag);
        }
        out
    }

    fn convert(&self, error: PError<'_>) -> Diagnostic {
        let span = *error.span();
        match error.into_reason() {
            RichReason::Custom(Custom(diag)) => *diag,
            RichReason::ExpectedFound { expected, found } => {
                let found = found.map(|t| t.into_inner());
                self.expected_found(&expected, found.as_ref(), span)
            }
        }
    }

    fn expected_found(
        &self,
        expected: &[RichPattern<'_, Token>],
        found: Option<&Token>,
        span: Span,
    ) -> Diagnostic {
        let expected = tidy_expected(expected);
        let found_text = self.describe_found(found, span);
        let message = if expected.is_empty() {
            format!("unexpected {found_text}")
        } else {
            format!("expected {}, found {found_text}", list_expected(&expected))
        };
        let mut diag =
            Diagnostic::error(codes::SYNTAX, message).with_label(span, format!("unexpected {found_text}"));
        let unclosed = self.unclosed_before(span);
        if let Some(tok) = found.filter(|t| t.is_closer())
            && self.lexed.stray_closers.contains(&span)
        {
            return match unclosed {
                Some((open, open_span)) => {
                    Diagnostic::error(codes::SYNTAX, format!("closing `{tok}` does not match `{open}`"))
                        .with_label(span, "mismatched closing bracket")
                        .with_label(*open_span, format!("unclosed `{open}`"))
                }
                None => Diagnostic::error(codes::SYNTAX, format!("unmatched `{tok}`"))
                    .with_label(span, format!("this `{tok}` closes nothing")),
            };
        }
        if let Some((open, open_span)) = unclosed {
            diag = diag.with_label(*open_span, format!("unclosed `{open}`"));
            if found.is_none_or(Token::is_layout) {
                diag.code = codes::UNCLOSED_DELIMITER;
                let close = open.closer().map_or(String::new(), |c| c.to_string());
                diag = diag.with_help(format!("add `{close}` to close the `{open}`"));
            }
        }
        if diag.help.is_none()
            && let Some(help) = self.help(&expected, found, span)
        {
            diag = diag.with_help(help);
        }
        diag
    }

    /// The innermost never-closed bracket on the same logical line, before `span`.
    fn unclosed_before(&self, span: Span) -> Option<&'a (Token, Span)> {
        let unclosed = &self.lexed.unclosed;
        let before = unclosed.partition_point(|(_, open)| open.start < span.start);
        let last = unclosed.get(before.checked_sub(1)?)?;
        (self.line_of(last.1.start) == self.line_of(span.start)).then_some(last)
    }

    fn describe_found(&self, found: Option<&Token>, span: Span) -> String {
        let at_end = span.start as usize >= self.text.len();
        match found {
            None => "end of file".into(),
            Some(Token::Newline | Token::Dedent) if at_end => "end of file".into(),
            Some(Token::Newline) => "end of line".into(),
            Some(Token::Dedent) => "end of block".into(),
            Some(Token::Indent) => "indent".into(),
            Some(Token::Error) => "invalid token".into(),
            Some(Token::Str(_)) => match self.text.get(span.range()) {
                Some(s) if s.len() <= 24 && !s.contains('\n') => format!("`{s}`"),
                _ => "string literal".into(),
            },
            Some(tok) => match self.text.get(span.range()) {
                Some(s) if !s.is_empty() && s.len() <= 24 => format!("`{s}`"),
                _ => format!("`{tok}`"),
            },
        }
    }

    /// The token just before `span`, if any.
    fn previous_token(&self, span: Span) -> Option<&'a Token> {
        let tokens = &self.lexed.tokens;
        let i = tokens.partition_point(|(_, s)| s.start < span.start);
        let before = tokens.get(..i)?;
        before.iter().rev().find(|(t, _)| !t.is_layout()).map(|(t, _)| t)
    }

    /// A help line for common slips.
    fn help(&self, expected: &[Expected], found: Option<&Token>, span: Span) -> Option<String> {
        let wants = |t: Token| expected.contains(&Expected::Token(t));
        let previous = self.previous_token(span);
        let help = match found {
            Some(Token::Newline) if wants(Token::Colon) => "add `:` at the end of the line",
            Some(Token::Assign) if wants(Token::Colon) => "use `==` to compare",
            Some(Token::If) if wants(Token::Colon) && previous == Some(&Token::Else) => {
                "use `elif` instead of `else if`"
            }
            Some(Token::Arrow) => "return type annotations are not supported; remove the `-> ...`",
            Some(Token::Amp) if previous == Some(&Token::Amp) => "use `and` for a logical and",
            Some(Token::Pipe) if previous == Some(&Token::Pipe) => "use `or` for a logical or",
            Some(Token::LBrace | Token::RBrace) => {
                "braces are not part of the language: use `(...)` for tuples and `[...]` for lists"
            }
            _ => return None,
        };
        Some(help.to_string())
    }
}

/// Tokens that can start an expression (covered by "expression" when that is expected).
fn starts_expression(t: &Token) -> bool {
    matches!(
        t,
        Token::Name(_)
            | Token::Int(_)
            | Token::Float(_)
            | Token::Str(_)
            | Token::True
            | Token::False
            | Token::None
            | Token::LParen
            | Token::LBracket
            | Token::Minus
            | Token::Plus
            | Token::Tilde
            | Token::Not
            | Token::Error
    )
}

/// Tokens that would only continue the expression before the error: operators, calls,
/// indexing, `=`. Listing them hides the structural token the user most likely forgot.
/// (`@` is left out: at the start of a line it begins a decorator.)
fn continues_expression(t: &Token) -> bool {
    use Token::*;
    matches!(
        t,
        Plus | Minus
            | Star
            | Slash
            | DoubleSlash
            | Percent
            | DoubleStar
            | Amp
            | Pipe
            | Caret
            | Shl
            | Shr
            | EqEq
            | NotEq
            | Lt
            | Le
            | Gt
            | Ge
            | And
            | Or
            | If
            | Dot
            | LParen
            | LBracket
            | Assign
            | AugAssign(_)
    )
}

/// Turns chumsky's expected patterns into a short, readable list.
fn tidy_expected(patterns: &[RichPattern<'_, Token>]) -> Vec<Expected> {
    let mut items: Vec<Expected> = Vec::new();
    for pattern in patterns {
        let item = match pattern {
            RichPattern::Token(t) => Expected::Token((**t).clone()),
            RichPattern::Label(l) => Expected::Label(l.to_string()),
            RichPattern::EndOfInput => Expected::EndOfInput,
            _ => continue,
        };
        if !items.contains(&item) {
            items.push(item);
        }
    }
    if items.contains(&Expected::Label("expression".into())) {
        items.retain(|i| match i {
            Expected::Token(t) => !starts_expression(t),
            Expected::Label(l) => l != "identifier",
            Expected::EndOfInput => true,
        });
    }
    let structural = |i: &Expected| !matches!(i, Expected::Token(t) if continues_expression(t));
    if items.iter().any(structural) {
        items.retain(structural);
    }
    // An indented block is only worth mentioning when nothing else would do.
    let indent = Expected::Token(Token::Indent);
    if items.len() > 1 {
        items.retain(|i| *i != indent);
    }
    // The end of the line reads best last.
    let (ends, mut rest): (Vec<_>, Vec<_>) =
        items.into_iter().partition(|i| matches!(i, Expected::Token(Token::Newline) | Expected::EndOfInput));
    rest.extend(ends);
    rest
}

fn list_expected(items: &[Expected]) -> String {
    let names: Vec<String> = items
        .iter()
        .take(6)
        .map(|i| match i {
            Expected::Token(t) => t.describe(),
            Expected::Label(l) => l.clone(),
            Expected::EndOfInput => "end of file".into(),
        })
        .collect();
    let all_tokens = items.iter().all(|i| matches!(i, Expected::Token(t) if !t.is_layout()));
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => {
            let list = format!("{} or {last}", init.join(", "));
            if all_tokens {
                format!("one of {list}")
            } else {
                list
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: FileId = FileId(0);

    // -----------------------------------------------------------------------------------------
    // A compact S-expression printer, so that tests can state the shape of a tree in one line.

    fn sx_expr(e: &Expr) -> String {
        match &e.kind {
            ExprKind::Int(v) => v.to_string(),
            ExprKind::Float(v) => format!("{v:?}"),
            ExprKind::Bool(b) => if *b { "True" } else { "False" }.to_string(),
            ExprKind::Str(s) => format!("{s:?}"),
            ExprKind::None => "None".into(),
            ExprKind::Name(n) => n.clone(),
            ExprKind::Tuple(items) => list("tuple", items.iter().map(sx_expr)),
            ExprKind::List(items) => list("list", items.iter().map(sx_expr)),
            ExprKind::Unary { op, operand } => {
                let name = match op {
                    UnOp::Neg => "neg",
                    UnOp::Pos => "pos",
                    UnOp::Not => "not",
                    UnOp::Invert => "inv",
                };
                format!("({name} {})", sx_expr(operand))
            }
            ExprKind::Binary { op, lhs, rhs } => {
                format!("({} {} {})", op.symbol(), sx_expr(lhs), sx_expr(rhs))
            }
            ExprKind::Call { func, args } => {
                list("call", std::iter::once(sx_expr(func)).chain(args.iter().map(sx_arg)))
            }
            ExprKind::Attr { base, name } => format!("(. {} {})", sx_expr(base), name.name),
            ExprKind::Index { base, index } => {
                list("index", std::iter::once(sx_expr(base)).chain(index.iter().map(sx_expr)))
            }
            ExprKind::Slice { start, stop, step } => {
                let part = |p: &Option<Box<Expr>>| p.as_deref().map_or("_".to_string(), sx_expr);
                format!("(slice {} {} {})", part(start), part(stop), part(step))
            }
            ExprKind::IfExpr { cond, then, orelse } => {
                format!("(ifx {} {} {})", sx_expr(cond), sx_expr(then), sx_expr(orelse))
            }
            ExprKind::FStr(parts) => list(
                "fstr",
                parts.iter().map(|p| match p {
                    FPart::Lit(t) => format!("{t:?}"),
                    FPart::Field(f) => {
                        let conv = f.conv.map(|c| format!("!{c}")).unwrap_or_default();
                        let spec = f.literal_spec().unwrap_or_else(|| list("spec", f.spec.iter().map(|p| match p {
                            FPart::Lit(t) => format!("{t:?}"),
                            FPart::Field(n) => format!("{{{}}}", sx_expr(&n.expr)),
                        })));
                        format!("{{{}{conv}:{spec}}}", sx_expr(&f.expr))
                    }
                }),
            ),
            ExprKind::Error => "ERR".into(),
        }
    }

    fn sx_arg(a: &Arg) -> String {
        match &a.name {
            Some(n) => format!("{}={}", n.name, sx_expr(&a.value)),
            None => sx_expr(&a.value),
        }
    }

    fn list(head: &str, items: impl Iterator<Item = String>) -> String {
        let items: Vec<String> = items.collect();
        if items.is_empty() {
            format!("({head})")
        } else {
            format!("({head} {})", items.join(" "))
        }
    }

    fn sx_target(t: &Target) -> String {
        match t {
            Target::Name(id) => id.name.clone(),
            Target::Tuple(items, _) => list("tuple", items.iter().map(sx_target)),
            Target::Index { base, index, .. } => {
                list("index", std::iter::once(sx_expr(base)).chain(index.iter().map(sx_expr)))
            }
            Target::Error(_) => "ERR".into(),
        }
    }

    fn sx_block(b: &[Stmt]) -> String {
        list("block", b.iter().map(sx_stmt))
    }

    fn sx_type(t: &TypeExpr) -> String {
        match &t.kind {
            TypeExprKind::Named(id) => id.name.clone(),
            TypeExprKind::Shaped { dtype, dims } => {
                let dims: Vec<String> = dims
                    .iter()
                    .map(|d| match d {
                        Dim::Name(id) => id.name.clone(),
                        Dim::Size(v, _) => v.to_string(),
                    })
                    .collect();
                format!("{}[{}]", dtype.name, dims.join(","))
            }
            TypeExprKind::Const(inner) => format!("(const {})", sx_type(inner)),
        }
    }

    fn sx_stmt(s: &Stmt) -> String {
        match &s.kind {
            StmtKind::Expr(e) => sx_expr(e),
            StmtKind::Assign { target, value } => format!("(= {} {})", sx_target(target), sx_expr(value)),
            StmtKind::AugAssign { target, op, value } => {
                format!("({}= {} {})", op.symbol(), sx_target(target), sx_expr(value))
            }
            StmtKind::If { branches, orelse } => {
                let mut parts: Vec<String> =
                    branches.iter().map(|(c, b)| format!("{} {}", sx_expr(c), sx_block(b))).collect();
                if let Some(b) = orelse {
                    parts.push(format!("else {}", sx_block(b)));
                }
                format!("(if {})", parts.join(" "))
            }
            StmtKind::For { target, iter, body } => {
                format!("(for {} {} {})", sx_target(target), sx_expr(iter), sx_block(body))
            }
            StmtKind::While { cond, body } => format!("(while {} {})", sx_expr(cond), sx_block(body)),
            StmtKind::Break => "break".into(),
            StmtKind::Continue => "continue".into(),
            StmtKind::Pass => "pass".into(),
            StmtKind::Return(None) => "(return)".into(),
            StmtKind::Return(Some(e)) => format!("(return {})", sx_expr(e)),
            StmtKind::Assert { cond, message } => match message {
                Some(m) => format!("(assert {} {})", sx_expr(cond), sx_expr(m)),
                None => format!("(assert {})", sx_expr(cond)),
            },
            StmtKind::Def(def) => {
                let kind = if def.kind == FuncKind::Kernel { "kernel" } else { "def" };
                let decorators = def
                    .decorators
                    .iter()
                    .map(|d| list(&format!("@{}", d.name.name), d.args.iter().map(sx_arg)));
                let params = def.params.iter().map(|p| {
                    let mut s = p.name.name.clone();
                    if let Some(ty) = &p.ty {
                        s = format!("{s}:{}", sx_type(ty));
                    }
                    if let Some(d) = &p.default {
                        s = format!("{s}={}", sx_expr(d));
                    }
                    s
                });
                let head = decorators.chain([def.name.name.clone(), list("params", params)]);
                format!("({kind} {} {})", head.collect::<Vec<_>>().join(" "), sx_block(&def.body))
            }
            StmtKind::Import(Import { module, names }) => {
                let module: Vec<&str> = module.iter().map(|m| m.name.as_str()).collect();
                match names {
                    None => format!("(import {})", module.join(".")),
                    Some(names) => {
                        let names = names.iter().map(|(n, a)| match a {
                            Some(a) => format!("{} as {}", n.name, a.name),
                            None => n.name.clone(),
                        });
                        format!("(from {} {})", module.join("."), names.collect::<Vec<_>>().join(", "))
                    }
                }
            }
            StmtKind::Error => "ERR".into(),
        }
    }

    // -----------------------------------------------------------------------------------------
    // Helpers.

    /// Parses text that must be free of errors; the statements as S-expressions, one per line.
    fn sx(text: &str) -> String {
        let (module, diags) = parse(text, F);
        assert!(diags.is_empty(), "unexpected diagnostics for {text:?}:\n{diags:#?}");
        module.body.iter().map(sx_stmt).collect::<Vec<_>>().join("\n")
    }

    /// Parses text with errors: the tree (as S-expressions) and the diagnostics.
    fn parse_err(text: &str) -> (String, Vec<Diagnostic>) {
        let (module, diags) = parse(text, F);
        (module.body.iter().map(sx_stmt).collect::<Vec<_>>().join("\n"), diags)
    }

    /// The only diagnostic of `text`.
    fn one_error(text: &str) -> Diagnostic {
        let (_, diags) = parse(text, F);
        assert_eq!(diags.len(), 1, "expected one diagnostic for {text:?}, got:\n{diags:#?}");
        diags.into_iter().next().unwrap_or_else(|| Diagnostic::error(codes::INTERNAL, ""))
    }

    fn snippet(text: &str, span: Span) -> &str {
        &text[span.range()]
    }

    fn first_stmt(text: &str) -> Stmt {
        let (module, diags) = parse(text, F);
        assert!(diags.is_empty(), "{diags:#?}");
        module.body.into_iter().next().unwrap_or(Stmt { kind: StmtKind::Error, span: Span::default() })
    }

    fn expr_of(text: &str) -> Expr {
        match first_stmt(text).kind {
            StmtKind::Expr(e) => e,
            StmtKind::Assign { value, .. } => value,
            other => panic!("not an expression statement: {other:?}"),
        }
    }

    const VECTOR_ADD: &str = "\
kernel vector_add(a: f32[N], b: f32[N], c: f32[N], T: const int):
    i = bid(0)
    x = load(a, index=(i,), shape=(T,), padding=zero)
    y = load(b, index=(i,), shape=(T,), padding=zero)
    store(c, index=(i,), tile=x + y)
";

    const SWIZZLE: &str = "\
def swizzle_2d(M, N, tm: const int, tn: const int, G: const int):
    b = bid(0)
    nm = cdiv(M, tm)
    nn = cdiv(N, tn)
    first = (b // (G * nn)) * G
    gm = min(nm - first, G)
    return first + b % gm, (b % (G * nn)) // gm
";

    const MATMUL: &str = "\
kernel matmul(A: array, B: array, C: array, tm: const int, tn: const int, tk: const int):
    bx, by = swizzle_2d(A.shape[0], B.shape[1], tm, tn, 8)
    acc = full((tm, tn), 0, f32)
    for k in range(num_tiles(A, axis=1, shape=(tm, tk))):
        a = load(A, index=(bx, k), shape=(tm, tk), padding=zero)
        b = load(B, index=(k, by), shape=(tk, tn), padding=zero)
        acc = mma(a, b, acc)
    store(C, index=(bx, by), tile=astype(acc, C.dtype))
";

    const SOFTMAX: &str = "\
@spec(x=f32[M, N], y=f32[M, N], BM=1, BN=1024)
kernel softmax(x: array, y: array, BM: const int, BN: const int):
    t = load(x, index=(bid(0), 0), shape=(BM, BN), padding=neg_inf)
    e = exp(t - max(t, axis=1, keepdims=True))
    store(y, index=(bid(0), 0), tile=e / sum(e, axis=1, keepdims=True))
";

    const HOST: &str = "\
a = rand((1000,), dtype=f32, seed=1)
launch(vector_add, grid=(cdiv(1000, 256),), args=(a, a, a, 256))
assert allclose(a, a + 0.0), \"mismatch\"
";

    const DOC_HOST: &str = "\
a = rand((1000,), dtype=f32, seed=1)
b = rand((1000,), dtype=f32, seed=2)
c = zeros((1000,), dtype=f32)
launch(vector_add, grid=(cdiv(1000, 256),), args=(a, b, c, 256))
assert allclose(c, a + b)
";

    fn all_samples() -> String {
        [VECTOR_ADD, SWIZZLE, MATMUL, SOFTMAX, HOST, DOC_HOST].join("\n")
    }

    // -----------------------------------------------------------------------------------------
    // Samples.

    #[test]
    fn samples_parse_cleanly() {
        for sample in [VECTOR_ADD, SWIZZLE, MATMUL, SOFTMAX, HOST, DOC_HOST] {
            let (module, diags) = parse(sample, F);
            assert!(diags.is_empty(), "{sample}\n{diags:#?}");
            assert!(!module.body.is_empty());
        }
        let all = all_samples();
        let (module, diags) = parse(&all, F);
        assert!(diags.is_empty(), "{diags:#?}");
        assert_eq!(module.body.len(), 4 + 3 + 5);
    }

    #[test]
    fn vector_add_tree() {
        assert_eq!(
            sx(VECTOR_ADD),
            "(kernel vector_add (params a:f32[N] b:f32[N] c:f32[N] T:(const int)) (block \
             (= i (call bid 0)) \
             (= x (call load a index=(tuple i) shape=(tuple T) padding=zero)) \
             (= y (call load b index=(tuple i) shape=(tuple T) padding=zero)) \
             (call store c index=(tuple i) tile=(+ x y))))"
        );
    }

    #[test]
    fn swizzle_return_is_a_bare_tuple() {
        let tree = sx(SWIZZLE);
        assert!(tree.contains("(= first (* (// b (* G nn)) G))"), "{tree}");
        assert!(tree.ends_with("(return (tuple (+ first (% b gm)) (// (% b (* G nn)) gm)))))"), "{tree}");
    }

    #[test]
    fn matmul_tree() {
        let tree = sx(MATMUL);
        assert!(
            tree.contains(
                "(= (tuple bx by) (call swizzle_2d (index (. A shape) 0) (index (. B shape) 1) tm tn 8))"
            ),
            "{tree}"
        );
        assert!(
            tree.contains("(for k (call range (call num_tiles A axis=1 shape=(tuple tm tk))) (block"),
            "{tree}"
        );
        assert!(tree.contains("tile=(call astype acc (. C dtype))"), "{tree}");
    }

    #[test]
    fn softmax_decorator() {
        let tree = sx(SOFTMAX);
        assert!(
            tree.starts_with(
                "(kernel (@spec x=(index f32 M N) y=(index f32 M N) BM=1 BN=1024) softmax (params x:array"
            ),
            "{tree}"
        );
        assert!(tree.contains("keepdims=True"), "{tree}");
    }

    #[test]
    fn host_code() {
        assert_eq!(
            sx(HOST),
            "(= a (call rand (tuple 1000) dtype=f32 seed=1))\n\
             (call launch vector_add grid=(tuple (call cdiv 1000 256)) args=(tuple a a a 256))\n\
             (assert (call allclose a (+ a 0.0)) \"mismatch\")"
        );
    }

    // -----------------------------------------------------------------------------------------
    // Expressions.

    #[test]
    fn fstrings_split_into_literals_and_parsed_fields() {
        assert_eq!(sx(r#"f"a {x + 1:>5} {{b}} {s!r}""#), r#"(fstr "a " {(+ x 1):>5} " {b} " {s!r:})"#);
        assert_eq!(sx(r#"f'{d["k"]} {f(a, b)[0]:.2f}'"#), r#"(fstr {(index d "k"):} " " {(index (call f a b) 0):.2f})"#);
        assert_eq!(sx(r#"f"{a != b}""#), "(fstr {(!= a b):})");
        // Self-documenting fields show their text, then the value's repr unless a spec or
        // conversion says otherwise.
        assert_eq!(sx(r#"f"{x:>{w}} {y:.{p + 1}f}""#), r#"(fstr {x:(spec ">" {w})} " " {y:(spec "." {(+ p 1)} "f")})"#);
        assert_eq!(sx(r#"f"{x = }{y=:.2f}{a>=b=}""#), r#"(fstr "x = " {x!r:} "y=" {y:.2f} "a>=b=" {(>= a b)!r:})"#);
    }

    #[test]
    fn fstring_field_spans_point_into_the_string() {
        let text = "s = f\"ab {x +* 1}\"\n";
        let (_, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].code, codes::SYNTAX);
        assert_eq!(diags[0].primary_span().map(|s| s.start), text.find('*').map(|i| i as u32));
        let (module, _) = parse("y = f\"{  value }\"\n", F);
        let StmtKind::Assign { value, .. } = &module.body[0].kind else { panic!("not an assignment") };
        let ExprKind::FStr(parts) = &value.kind else { panic!("not an f-string") };
        let FPart::Field(f) = &parts[0] else { panic!("not a field") };
        assert_eq!((f.expr.span.start, f.expr.span.end), (9, 14));
    }

    #[test]
    fn precedence() {
        assert_eq!(sx("a + b * c - d"), "(- (+ a (* b c)) d)");
        assert_eq!(sx("a or b and not c"), "(or a (and b (not c)))");
        assert_eq!(sx("not a == b"), "(not (== a b))");
        assert_eq!(sx("a | b ^ c & d << 1 + 2"), "(| a (^ b (& c (<< d (+ 1 2)))))");
        assert_eq!(sx("a @ b // c % d / e"), "(/ (% (// (@ a b) c) d) e)");
        assert_eq!(sx("a < b | c"), "(< a (| b c))");
        assert_eq!(sx("(x == y) != z or w"), "(or (!= (== x y) z) w)");
    }

    #[test]
    fn unary_and_power() {
        assert_eq!(sx("-2**2"), "(neg (** 2 2))");
        assert_eq!(sx("2**-1"), "(** 2 (neg 1))");
        assert_eq!(sx("a ** b ** c"), "(** a (** b c))");
        assert_eq!(sx("a ** -b ** c"), "(** a (neg (** b c)))");
        assert_eq!(sx("-a * -b"), "(* (neg a) (neg b))");
        assert_eq!(sx("~+-x"), "(inv (pos (neg x)))");
        assert_eq!(sx("not not x"), "(not (not x))");
        assert_eq!(sx("(-2)**2"), "(** (neg 2) 2)");
    }

    #[test]
    fn conditional_expressions() {
        assert_eq!(sx("a if c else b"), "(ifx c a b)");
        assert_eq!(sx("a if c else b if d else e"), "(ifx c a (ifx d b e))");
        assert_eq!(sx("x = a or b if c and d else e"), "(= x (ifx (and c d) (or a b) e))");
    }

    #[test]
    fn postfix_chains() {
        assert_eq!(sx("A.shape[0]"), "(index (. A shape) 0)");
        assert_eq!(sx("f(x)(y).z"), "(. (call (call f x) y) z)");
        assert_eq!(sx("f()"), "(call f)");
        assert_eq!(sx("f(a, b=1, c=(2, 3),)"), "(call f a b=1 c=(tuple 2 3))");
        assert_eq!(sx("f(x == 1)"), "(call f (== x 1))");
    }

    #[test]
    fn subscripts_and_slices() {
        assert_eq!(sx("x[i, 1:3, ::2]"), "(index x i (slice 1 3 _) (slice _ _ 2))");
        assert_eq!(sx("x[:]"), "(index x (slice _ _ _))");
        assert_eq!(sx("x[1:]"), "(index x (slice 1 _ _))");
        assert_eq!(sx("x[:n, a:b:c]"), "(index x (slice _ n _) (slice a b c))");
        assert_eq!(sx("x[::]"), "(index x (slice _ _ _))");
        assert_eq!(sx("x[1,]"), "(index x 1)");
    }

    #[test]
    fn tuples_and_lists() {
        assert_eq!(sx("()"), "(tuple)");
        assert_eq!(sx("(a)"), "a");
        assert_eq!(sx("(a,)"), "(tuple a)");
        assert_eq!(sx("(a, b)"), "(tuple a b)");
        assert_eq!(sx("[]"), "(list)");
        assert_eq!(sx("[a, [b, c],]"), "(list a (list b c))");
        assert_eq!(sx("a, b"), "(tuple a b)");
        assert_eq!(sx("a,"), "(tuple a)");
    }

    #[test]
    fn literals() {
        assert_eq!(
            sx("x = (1, 2.5, 'a\\n', True, False, None, 0x10, 1e3)"),
            "(= x (tuple 1 2.5 \"a\\n\" True False None 16 1000.0))"
        );
    }

    // -----------------------------------------------------------------------------------------
    // Statements.

    #[test]
    fn assignments() {
        assert_eq!(sx("a, b = f()"), "(= (tuple a b) (call f))");
        assert_eq!(sx("(a, b) = 1, 2"), "(= (tuple a b) (tuple 1 2))");
        assert_eq!(sx("(a, (b, c)) = t"), "(= (tuple a (tuple b c)) t)");
        assert_eq!(sx("x, = t"), "(= (tuple x) t)");
        assert_eq!(sx("x[i, 1:3, ::2] = y"), "(= (index x i (slice 1 3 _) (slice _ _ 2)) y)");
        assert_eq!(sx("x.y[0] = 1"), "(= (index (. x y) 0) 1)");
    }

    #[test]
    fn augmented_assignments() {
        let ops = ["+", "-", "*", "/", "//", "%", "**", "@", "&", "|", "^", "<<", ">>"];
        for op in ops {
            assert_eq!(sx(&format!("x {op}= 2")), format!("({op}= x 2)"));
        }
        assert_eq!(sx("x[i] += y * 2"), "(+= (index x i) (* y 2))");
    }

    #[test]
    fn simple_statements() {
        assert_eq!(
            sx("return\nreturn x\nreturn x, y\nbreak\ncontinue\npass\nassert x\nassert x, 'm'"),
            "(return)\n(return x)\n(return (tuple x y))\nbreak\ncontinue\npass\n(assert x)\n(assert x \"m\")"
        );
        assert_eq!(sx("import a.b\nfrom m import x, y as z"), "(import a.b)\n(from m x, y as z)");
    }

    #[test]
    fn compound_statements() {
        let text = "if a:\n    x = 1\nelif b:\n    x = 2\nelif c:\n    pass\nelse:\n    x = 3\n";
        assert_eq!(sx(text), "(if a (block (= x 1)) b (block (= x 2)) c (block pass) else (block (= x 3)))");
        assert_eq!(sx("while x < 3:\n    x += 1\n    break\n"), "(while (< x 3) (block (+= x 1) break))");
        assert_eq!(sx("for a, b in pairs:\n    continue\n"), "(for (tuple a b) pairs (block continue))");
        assert_eq!(sx("for (i, j) in f():\n    pass\n"), "(for (tuple i j) (call f) (block pass))");
    }

    #[test]
    fn one_line_blocks() {
        assert_eq!(sx("if c: x = 1\nelse: x = 2\n"), "(if c (block (= x 1)) else (block (= x 2)))");
        assert_eq!(sx("while c: pass"), "(while c (block pass))");
        assert_eq!(sx("def f(x): return x"), "(def f (params x) (block (return x)))");
    }

    #[test]
    fn nested_blocks() {
        let text = "kernel k():\n    for i in range(3):\n        if i:\n            x = 1\n        y = 2\n    z = 3\nw = 4\n";
        assert_eq!(
            sx(text),
            "(kernel k (params) (block (for i (call range 3) (block (if i (block (= x 1))) (= y 2))) (= z 3)))\n(= w 4)"
        );
    }

    #[test]
    fn parameters_and_types() {
        let text = "def f(a, b: int, c: const int = 4, d: f16[M, K], e: f32[1024], g: const dtype = f32,):\n    pass\n";
        assert_eq!(
            sx(text),
            "(def f (params a b:int c:(const int)=4 d:f16[M,K] e:f32[1024] g:(const dtype)=f32) (block pass))"
        );
        assert_eq!(
            sx("@spec\n@other()\ndef g():\n    pass"),
            "(def (@spec) (@other) g (params) (block pass))"
        );
    }

    #[test]
    fn input_variants() {
        assert_eq!(sx(""), "");
        assert_eq!(sx("# only a comment\n\n# and another"), "");
        assert_eq!(sx("x = 1"), "(= x 1)");
        assert_eq!(sx("if a:\r\n    b = 1\r\nc = 'é'\r\n"), "(if a (block (= b 1)))\n(= c \"é\")");
        assert_eq!(sx("x = f(1,\n      2)\ny = [\n  1,\n  2,\n]\n"), "(= x (call f 1 2))\n(= y (list 1 2))");
        assert_eq!(sx("x = 1 + \\\n    2\n"), "(= x (+ 1 2))");
        assert_eq!(sx("if a:\n    x = 1\n    # trailing comment"), "(if a (block (= x 1)))");
        assert_eq!(sx("s = '''doc\nstring'''\n"), "(= s \"doc\\nstring\")");
    }

    // -----------------------------------------------------------------------------------------
    // Spans.

    #[test]
    fn identifier_and_literal_spans_are_tight() {
        let text = "x = foo + 12";
        let e = expr_of(text);
        let ExprKind::Binary { lhs, rhs, .. } = &e.kind else { panic!("{e:?}") };
        assert_eq!(snippet(text, lhs.span), "foo");
        assert_eq!(snippet(text, rhs.span), "12");
        assert_eq!(snippet(text, e.span), "foo + 12");
        let StmtKind::Assign { target: Target::Name(id), .. } = first_stmt(text).kind else { panic!() };
        assert_eq!(snippet(text, id.span), "x");
    }

    #[test]
    fn call_span_covers_the_closing_paren() {
        let text = "y = f(a, k=b)  # c";
        let e = expr_of(text);
        assert_eq!(snippet(text, e.span), "f(a, k=b)");
        let ExprKind::Call { func, args } = &e.kind else { panic!() };
        assert_eq!(snippet(text, func.span), "f");
        assert_eq!(snippet(text, args[0].span), "a");
        assert_eq!(snippet(text, args[1].span), "k=b");
        assert_eq!(args[1].name.as_ref().map(|n| snippet(text, n.span)), Some("k"));
    }

    #[test]
    fn parenthesised_operands_extend_the_parent_span() {
        let text = "(a + b) * c";
        let e = expr_of(text);
        assert_eq!(snippet(text, e.span), "(a + b) * c");
        let ExprKind::Binary { lhs, .. } = &e.kind else { panic!() };
        assert_eq!(snippet(text, lhs.span), "a + b");
        for text in ["-(x) ** (y)", "not (a)", "(a) if (b) else (c)", "(a) < (b)", "(a)(b)"] {
            assert_eq!(snippet(text, expr_of(text).span), text);
        }
    }

    #[test]
    fn postfix_and_slice_spans() {
        let text = "A.shape[0]";
        let e = expr_of(text);
        assert_eq!(snippet(text, e.span), "A.shape[0]");
        let ExprKind::Index { base, .. } = &e.kind else { panic!() };
        assert_eq!(snippet(text, base.span), "A.shape");
        let ExprKind::Attr { name, .. } = &base.kind else { panic!() };
        assert_eq!(snippet(text, name.span), "shape");
        let text = "x[1:3, ::2]";
        let ExprKind::Index { index, .. } = expr_of(text).kind else { panic!() };
        assert_eq!(snippet(text, index[0].span), "1:3");
        assert_eq!(snippet(text, index[1].span), "::2");
    }

    #[test]
    fn tuple_spans() {
        let text = "return a, b  # comment";
        let StmtKind::Return(Some(e)) = first_stmt(text).kind else { panic!() };
        assert_eq!(snippet(text, e.span), "a, b");
        let text = "z = (a, b)";
        assert_eq!(snippet(text, expr_of(text).span), "(a, b)");
        let text = "a, (b, c) = t";
        let StmtKind::Assign { target, .. } = first_stmt(text).kind else { panic!() };
        assert_eq!(snippet(text, target.span()), "a, (b, c)");
        let Target::Tuple(items, _) = target else { panic!() };
        assert_eq!(snippet(text, items[1].span()), "(b, c)");
    }

    #[test]
    fn statement_spans_exclude_the_newline() {
        let text = "x = 1   # comment\nif a:\n    y = 2\n    z = 3\n\nw = 4";
        let (module, diags) = parse(text, F);
        assert!(diags.is_empty());
        let spans: Vec<&str> = module.body.iter().map(|s| snippet(text, s.span)).collect();
        assert_eq!(spans, vec!["x = 1", "if a:\n    y = 2\n    z = 3", "w = 4"]);
        assert_eq!(module.span, Span::new(F, 0..text.len()));
        let text = "x = f(1,\n      2)\n";
        assert_eq!(snippet(text, first_stmt(text).span), "x = f(1,\n      2)");
        let text = "if a:\n    x\nelif b: y\nelse:\n    z\nq";
        assert_eq!(snippet(text, first_stmt(text).span), "if a:\n    x\nelif b: y\nelse:\n    z");
        let text = "for i in r:\n    while c:\n        pass\n";
        assert_eq!(snippet(text, first_stmt(text).span), "for i in r:\n    while c:\n        pass");
    }

    #[test]
    fn function_spans() {
        let text = "@spec(T=1)\nkernel k(a: f32[N], T: const int = 4):\n    x = 1\n\ny = 2\n";
        let s = first_stmt(text);
        assert_eq!(snippet(text, s.span), "@spec(T=1)\nkernel k(a: f32[N], T: const int = 4):\n    x = 1");
        let StmtKind::Def(def) = s.kind else { panic!() };
        assert_eq!(snippet(text, def.span), snippet(text, s.span));
        assert_eq!(snippet(text, def.header_span), "kernel k(a: f32[N], T: const int = 4):");
        assert_eq!(snippet(text, def.name.span), "k");
        assert_eq!(snippet(text, def.decorators[0].span), "@spec(T=1)");
        assert_eq!(snippet(text, def.decorators[0].name.span), "spec");
        assert_eq!(snippet(text, def.params[0].span), "a: f32[N]");
        assert_eq!(snippet(text, def.params[1].span), "T: const int = 4");
        let Some(ty0) = &def.params[0].ty else { panic!() };
        assert_eq!(snippet(text, ty0.span), "f32[N]");
        let TypeExprKind::Shaped { dims, .. } = &ty0.kind else { panic!() };
        let Dim::Name(n) = &dims[0] else { panic!() };
        assert_eq!(snippet(text, n.span), "N");
        let Some(ty1) = &def.params[1].ty else { panic!() };
        assert_eq!(snippet(text, ty1.span), "const int");
    }

    #[test]
    fn spans_carry_the_file_id() {
        let (module, _) = parse("x = 1", FileId(7));
        assert_eq!(module.body[0].span.file, FileId(7));
        let (_, diags) = parse("x = )", FileId(7));
        assert_eq!(diags[0].primary_span().map(|s| s.file), Some(FileId(7)));
    }

    // -----------------------------------------------------------------------------------------
    // Errors, one code at a time.

    #[test]
    fn e0100_unexpected_token() {
        let d = one_error("x = )");
        assert_eq!(d.code, codes::SYNTAX);
        assert_eq!(d.message, "unmatched `)`");
        let d = one_error("x = (1 +)");
        assert_eq!(d.message, "expected expression, found `)`");
        assert_eq!(d.labels[0].message, "unexpected `)`");
        assert_eq!(d.primary_span(), Some(Span::new(F, 8..9)));
        let d = one_error("x = f(a b)");
        assert_eq!(d.message, "expected one of `,` or `)`, found `b`");
        let d = one_error("x = 1 2");
        assert_eq!(d.message, "expected `,` or end of line, found `2`");
        let d = one_error("x = a if b\n");
        assert_eq!(d.message, "expected `else`, found end of line");
        let d = one_error("for x y in z:\n    pass");
        assert_eq!(d.message, "expected one of `,` or `in`, found `y`");
        let d = one_error("@spec\nx = 1\n");
        assert_eq!(d.message, "expected one of `@`, `kernel` or `def`, found `x`");
        let d = one_error("kernel (x):\n    pass");
        assert_eq!(d.message, "expected identifier, found `(`");
        let d = one_error("x = a && b");
        assert_eq!(d.message, "expected expression, found `&`");
        assert_eq!(d.help.as_deref(), Some("use `and` for a logical and"));
        let d = one_error("x.");
        assert_eq!(d.message, "expected identifier, found end of file");
        let d = one_error("x = not");
        assert_eq!(d.message, "expected expression, found end of file");
        let d = one_error("x = f(,)");
        assert_eq!(d.message, "expected expression or `)`, found `,`");
    }

    #[test]
    fn missing_colon_has_help() {
        let d = one_error("if c\n    x = 1\n");
        assert_eq!(d.message, "expected `:`, found end of line");
        assert_eq!(d.help.as_deref(), Some("add `:` at the end of the line"));
        let d = one_error("kernel k(a)\n    x = 1\n");
        assert_eq!(d.help.as_deref(), Some("add `:` at the end of the line"));
    }

    #[test]
    fn assignment_in_condition_has_help() {
        let d = one_error("if x = 1:\n    y = 2\n");
        assert_eq!(d.code, codes::SYNTAX);
        assert_eq!(d.message, "expected `:`, found `=`");
        assert_eq!(d.help.as_deref(), Some("use `==` to compare"));
        let d = one_error("while x = 1:\n    pass\n");
        assert_eq!(d.help.as_deref(), Some("use `==` to compare"));
    }

    #[test]
    fn other_helps() {
        let d = one_error("if a:\n    pass\nelse if b:\n    pass\n");
        assert_eq!(d.help.as_deref(), Some("use `elif` instead of `else if`"));
        let d = one_error("def f() -> int:\n    pass\n");
        assert!(d.help.as_deref().unwrap_or("").contains("return type"));
        let d = one_error("x = {1: 2}");
        assert!(d.help.as_deref().unwrap_or("").contains("braces"));
    }

    #[test]
    fn chained_comparison_is_an_error() {
        let d = one_error("ok = a < b < c");
        assert_eq!(d.code, codes::SYNTAX);
        assert_eq!(d.message, "comparison operators cannot be chained");
        assert_eq!(d.help.as_deref(), Some("write `a < b and b < c`"));
        assert_eq!(d.primary_span(), Some(Span::new(F, 11..12)));
        let d = one_error("ok = 0 <= i == j");
        assert_eq!(d.help.as_deref(), Some("write `0 <= i and i == j`"));
    }

    #[test]
    fn else_without_if() {
        let (tree, diags) = parse_err("else:\n    x = 1\ny = 2\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].message, "`else` without a matching `if`");
        assert_eq!(tree, "ERR\n(= y 2)");
        let d = one_error("x = 1\nelif y:\n    pass\n");
        assert_eq!(d.message, "`elif` without a matching `if`");
        // An `else` indented into the `if` block.
        let d = one_error("if a:\n    x = 1\n    else:\n        x = 2\n");
        assert_eq!(d.message, "`else` without a matching `if`");
    }

    #[test]
    fn e0101_unterminated_string() {
        let (tree, diags) = parse_err("x = 'abc\ny = 1\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::UNTERMINATED_STRING);
        assert_eq!(tree, "(= x \"abc\")\n(= y 1)");
    }

    #[test]
    fn e0102_stray_character_gives_one_diagnostic() {
        for text in ["x = $", "x = a $ b", "$x = 1", "x = a ? b : c", "if x ! y:\n    pass\n"] {
            let d = one_error(text);
            assert_eq!(d.code, codes::INVALID_CHARACTER, "{text}");
        }
        let (tree, _) = parse_err("x = $\ny = 2\n");
        assert_eq!(tree, "(= x ERR)\n(= y 2)");
    }

    #[test]
    fn e0103_bad_dedent() {
        let (tree, diags) = parse_err("if a:\n    x = 1\n  y = 2\n    z = 3\nw = 4\n");
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].code, codes::BAD_DEDENT);
        assert_eq!(tree, "(if a (block (= x 1) (= y 2) (= z 3)))\n(= w 4)");
    }

    #[test]
    fn e0104_tab_indentation() {
        let (tree, diags) = parse_err("if a:\n\tx = 1\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::MIXED_INDENT);
        assert_eq!(tree, "(if a (block (= x 1)))");
    }

    #[test]
    fn e0105_integer_too_large() {
        let (tree, diags) = parse_err("x = 99999999999999999999 + 1\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::INT_TOO_LARGE);
        assert_eq!(tree, "(= x (+ ERR 1))");
        let d = one_error("kernel k(a: f32[99999999999999999999]):\n    pass\n");
        assert_eq!(d.code, codes::INT_TOO_LARGE);
    }

    #[test]
    fn e0106_unclosed_delimiter() {
        let (tree, diags) = parse_err("x = f(1, 2\ny = 3\n");
        assert_eq!(diags.len(), 1);
        let d = &diags[0];
        assert_eq!(d.code, codes::UNCLOSED_DELIMITER);
        assert_eq!(d.message, "expected one of `,` or `)`, found end of line");
        assert_eq!(d.labels[1].message, "unclosed `(`");
        assert_eq!(d.labels[1].span, Span::new(F, 5..6));
        assert_eq!(d.help.as_deref(), Some("add `)` to close the `(`"));
        assert_eq!(tree, "ERR\n(= y 3)", "the next line is parsed on its own");
        let d = one_error("x = [1, 2");
        assert_eq!(d.code, codes::UNCLOSED_DELIMITER);
        assert_eq!(d.message, "expected one of `,` or `]`, found end of file");
        // A mismatched closer: secondary label, plain syntax error.
        let d = one_error("x = (1, 2]");
        assert_eq!(d.code, codes::SYNTAX);
        assert_eq!(d.message, "closing `]` does not match `(`");
        assert_eq!(d.labels[1].message, "unclosed `(`");
    }

    #[test]
    fn unclosed_bracket_in_a_header_still_parses_the_body() {
        let (_, diags) = parse_err("kernel k(a:\n    x = = 1\n");
        assert_eq!(diags.len(), 2, "{diags:#?}");
        assert_eq!(diags[1].message, "expected expression, found `=`");
    }

    #[test]
    fn e0107_invalid_target() {
        let cases = [
            ("f(x) = 1", "cannot assign to a function call"),
            ("a.b = 1", "cannot assign to an attribute"),
            ("1 = x", "cannot assign to a literal"),
            ("[a, b] = c", "cannot assign to a list"),
            ("a + b = c", "cannot assign to an expression"),
            ("a, f() = c", "cannot assign to a function call"),
            ("() = x", "cannot assign to `()`"),
            ("a, b += 1", "cannot use a tuple in an augmented assignment"),
            ("f() += 1", "cannot use a function call in an augmented assignment"),
            ("for f() in x:\n    pass", "cannot assign to a function call"),
        ];
        for (text, message) in cases {
            let d = one_error(text);
            assert_eq!(d.code, codes::INVALID_TARGET, "{text}");
            assert_eq!(d.message, message, "{text}");
        }
        let d = one_error("f(x) = 1");
        assert_eq!(d.primary_span(), Some(Span::new(F, 0..4)));
        let (tree, _) = parse_err("a, f() = c");
        assert_eq!(tree, "(= (tuple a ERR) c)");
    }

    #[test]
    fn e0108_positional_after_keyword() {
        let d = one_error("f(a=1, 2)");
        assert_eq!(d.code, codes::POSITIONAL_AFTER_KEYWORD);
        assert_eq!(d.primary_span(), Some(Span::new(F, 7..8)));
        assert_eq!(d.labels[1].span, Span::new(F, 2..5));
        let d = one_error("@spec(T=1, 2)\ndef f(T):\n    pass\n");
        assert_eq!(d.code, codes::POSITIONAL_AFTER_KEYWORD);
        // One report per call.
        assert_eq!(one_error("f(a=1, 2, 3)").code, codes::POSITIONAL_AFTER_KEYWORD);
    }

    #[test]
    fn e0109_invalid_number() {
        let (tree, diags) = parse_err("x = 12abc + 0b2\n");
        assert_eq!(diags.len(), 2, "two bad literals: {diags:#?}");
        assert!(diags.iter().all(|d| d.code == codes::INVALID_NUMBER));
        assert_eq!(tree, "(= x (+ ERR ERR))");
    }

    #[test]
    fn e0110_unexpected_indent() {
        let (tree, diags) = parse_err("x = 1\n    y = 2\n    z = = 3\nw = 4\n");
        assert_eq!(diags.len(), 2, "{diags:#?}");
        assert_eq!(diags[0].code, codes::UNEXPECTED_INDENT);
        assert_eq!(diags[0].primary_span(), Some(Span::new(F, 6..10)));
        assert_eq!(diags[1].message, "expected expression, found `=`");
        assert_eq!(tree, "(= x 1)\nERR\n(= w 4)");
        let d = one_error("    x = 1\n");
        assert_eq!(d.code, codes::UNEXPECTED_INDENT);
    }

    #[test]
    fn e0111_expected_block() {
        let (tree, diags) = parse_err("if c:\nx = 1\n");
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::EXPECTED_BLOCK);
        assert_eq!(diags[0].message, "expected an indented block after `if`");
        assert_eq!(diags[0].primary_span(), Some(Span::new(F, 4..5)));
        assert_eq!(tree, "(if c (block))\n(= x 1)");
        for (text, kw) in [
            ("kernel k():\n", "kernel"),
            ("def f():\n\ny = 1", "def"),
            ("for i in x:\n", "for"),
            ("while c:\n", "while"),
            ("if a:\n    pass\nelse:\n", "else"),
            ("if a:\n    pass\nelif b:\nz = 1\n", "elif"),
        ] {
            let d = one_error(text);
            assert_eq!(d.code, codes::EXPECTED_BLOCK, "{text}");
            assert_eq!(d.message, format!("expected an indented block after `{kw}`"));
        }
    }

    #[test]
    fn expression_nested_too_deeply() {
        let text = format!("x = {}1{}\ny = 2\n", "(".repeat(10_000), ")".repeat(10_000));
        let (tree, diags) = parse_err(&text);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::SYNTAX);
        assert_eq!(diags[0].message, "expression nested too deeply");
        assert_eq!(tree, "(= x ERR)\n(= y 2)");
        // Deep but within the limit is fine.
        let ok = format!("x = {}1{}\n", "(".repeat(150), ")".repeat(150));
        assert_eq!(sx(&ok), "(= x 1)");
    }

    // -----------------------------------------------------------------------------------------
    // Recovery.

    #[test]
    fn three_broken_kernels_give_three_diagnostics() {
        let text = "\
kernel a(x):
    y = x +
    z = 1
kernel b(x):
    if x
        pass
kernel c(x):
    store(x, index=(0,) tile=x)
";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 3, "{diags:#?}");
        assert_eq!(diags[0].message, "expected expression, found end of line");
        assert_eq!(diags[1].message, "expected `:`, found end of line");
        assert_eq!(diags[2].message, "expected one of `,` or `)`, found `tile`");
        assert!(tree.starts_with("(kernel a (params x) (block ERR (= z 1)))"), "{tree}");
        assert!(tree.contains("(kernel b (params x) (block (if ERR (block pass))))"), "{tree}");
        assert!(tree.contains("(kernel c (params x) (block ERR))"), "{tree}");
    }

    #[test]
    fn errors_in_one_line_do_not_hide_the_next() {
        let (tree, diags) = parse_err("x = = 1\ny = (\nz = 3\nw = f(,)\nv = 5\n");
        assert_eq!(diags.len(), 3, "{diags:#?}");
        assert_eq!(tree, "ERR\nERR\n(= z 3)\n(= w ERR)\n(= v 5)");
    }

    #[test]
    fn errors_inside_brackets_recover_locally() {
        let (tree, diags) = parse_err("x = f(a b) + g(1 2)\n");
        assert_eq!(diags.len(), 2, "{diags:#?}");
        assert_eq!(tree, "(= x (+ ERR ERR))");
        let (tree, diags) = parse_err("x = (a b)[1 2] + [c d]\n");
        assert_eq!(diags.len(), 3, "{diags:#?}");
        assert_eq!(tree, "(= x (+ ERR ERR))");
    }

    #[test]
    fn broken_header_keeps_the_body_and_its_errors() {
        let text = "if x y:\n    a = 1\n    b = = 2\nc = 3\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 2, "{diags:#?}");
        assert_eq!(tree, "(if ERR (block (= a 1) ERR))\n(= c 3)");
        let text = "kernel k(a b):\n    x = 1\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(tree, "(kernel k (params) (block (= x 1)))");
    }

    #[test]
    fn broken_else_is_not_a_stray_else() {
        let text = "if a:\n    x = 1\nelse\n    x = 2\ny = 3\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].message, "expected `:`, found end of line");
        assert_eq!(tree, "(if a (block (= x 1)) else (block (= x 2)))\n(= y 3)");
        let text = "if a:\n    x = 1\nelif b c:\n    x = 2\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(tree, "(if a (block (= x 1)) ERR (block (= x 2)))");
    }

    #[test]
    fn broken_decorator() {
        let text = "@spec(x=\nkernel k(x):\n    pass\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(tree, "ERR\n(kernel k (params x) (block pass))");
    }

    #[test]
    fn decorator_without_definition() {
        let text = "@spec(T=1)\nkernal k(T):\n    x = 1\ny = 2\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].message, "expected one of `@`, `kernel` or `def`, found `kernal`");
        assert_eq!(tree, "ERR\n(= y 2)");
    }

    #[test]
    fn one_misindented_line_gives_one_diagnostic() {
        // The first line of a block sets its column; the others are reported once.
        let (tree, diags) = parse_err("def f():\n     a = 1\n    b = 2\n    c = 3\n");
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].code, codes::BAD_DEDENT);
        assert_eq!(tree, "(def f (params) (block (= a 1) (= b 2) (= c 3)))");
        // A block line dedented too far: no extra "expected an indented block".
        let (_, diags) = parse_err("def f():\n    for i in x:\n  a = 1\n");
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].code, codes::BAD_DEDENT);
    }

    #[test]
    fn unclosed_bracket_then_indented_line() {
        let text = "x = f(a,\n      b\ny = 2\n";
        let (tree, diags) = parse_err(text);
        assert_eq!(diags.len(), 1, "{diags:#?}");
        assert_eq!(diags[0].code, codes::UNCLOSED_DELIMITER);
        assert_eq!(tree, "ERR\n(= y 2)");
    }

    #[test]
    fn diagnostics_are_sorted_by_position() {
        let (_, diags) = parse("x = $\ny = = 1\nz = 'open\n", F);
        let starts: Vec<u32> = diags.iter().filter_map(|d| d.primary_span()).map(|s| s.start).collect();
        let mut sorted = starts.clone();
        sorted.sort_unstable();
        assert_eq!(starts, sorted);
        assert_eq!(diags.len(), 3);
    }

    // -----------------------------------------------------------------------------------------
    // Robustness.

    /// A tiny deterministic xorshift generator.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 << 13;
            self.0 ^= self.0 >> 7;
            self.0 ^= self.0 << 17;
            self.0
        }

        fn below(&mut self, n: usize) -> usize {
            (self.next() % n.max(1) as u64) as usize
        }
    }

    /// Parses `text` and checks that everything reported points into it.
    fn check_total(text: &str) {
        let (module, diags) = parse(text, F);
        let len = text.len() as u32;
        for d in &diags {
            assert!(!d.labels.is_empty() && !d.message.is_empty(), "{text:?}: {d:?}");
            for label in &d.labels {
                assert!(label.span.start <= label.span.end && label.span.end <= len, "{text:?}: {d:?}");
            }
        }
        for stmt in &module.body {
            assert!(stmt.span.start <= stmt.span.end && stmt.span.end <= len, "{text:?}: {stmt:?}");
        }
        let _ = is_complete(text);
    }

    const PIECES: &[&str] = &[
        "kernel",
        "def",
        "if",
        "elif",
        "else",
        "for",
        "in",
        "while",
        "return",
        "break",
        "pass",
        "and",
        "or",
        "not",
        "True",
        "None",
        "import",
        "from",
        "as",
        "assert",
        "const",
        "x",
        "f",
        "A",
        "1",
        "0x1F",
        "2.5",
        ".5",
        "1e3",
        "'s'",
        "\"t\"",
        "'''",
        "\"",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        ",",
        ":",
        ".",
        "->",
        "=",
        "==",
        "+=",
        "**",
        "*",
        "-",
        "+",
        "@",
        "<",
        "<",
        "//",
        "~",
        "#c",
        "\n",
        "\n",
        "\n    ",
        "\n        ",
        "\n  ",
        "\t",
        "\\\n",
        "\\",
        "é",
        "$",
        "!",
        ";",
        "\r\n",
        " ",
        " ",
        "0b2",
        "1_",
        "99999999999999999999",
    ];

    #[test]
    fn random_token_soup_never_panics() {
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        for _ in 0..3000 {
            let len = rng.below(40);
            let mut text = String::new();
            for _ in 0..len {
                text.push_str(PIECES[rng.below(PIECES.len())]);
                if rng.below(3) == 0 {
                    text.push(' ');
                }
            }
            check_total(&text);
        }
    }

    #[test]
    fn mutated_samples_never_panic() {
        let base = all_samples();
        let mut rng = Rng(0x2545_f491_4f6c_dd1d);
        for _ in 0..1500 {
            let mut text = base.clone();
            for _ in 0..1 + rng.below(4) {
                let at = text.floor_char_boundary(rng.below(text.len() + 1));
                match rng.below(4) {
                    0 => {
                        let end = text.floor_char_boundary((at + 1 + rng.below(8)).min(text.len()));
                        text.replace_range(at..end.max(at), "");
                    }
                    1 => text.insert_str(at, PIECES[rng.below(PIECES.len())]),
                    2 => text.truncate(at),
                    _ => {
                        let from = text.floor_char_boundary(rng.below(text.len() + 1));
                        let end = text.floor_char_boundary((from + rng.below(30)).min(text.len()));
                        let chunk = text[from..end.max(from)].to_string();
                        text.insert_str(at, &chunk);
                    }
                }
            }
            check_total(&text);
        }
    }

    #[test]
    fn pathological_inputs_never_panic() {
        let cases = [
            "(".repeat(10_000),
            ")".repeat(10_000),
            "[".repeat(10_000),
            format!("x = {}", "-".repeat(100_000)),
            format!("x = {}y", "not ".repeat(10_000)),
            format!("x = {}", vec!["a"; 5000].join(" ** ")),
            format!("x = {}", vec!["a if b else"; 3000].join(" ")),
            format!("x = f{}", "()".repeat(5000)),
            format!("x = a{}", ".b".repeat(5000)),
            format!("x = {}", vec!["a"; 5000].join(" + ")),
            (0..300).map(|i| format!("{}if c:\n", " ".repeat(i))).collect(),
            "if c:\n".repeat(1000),
            "\u{0}\u{1}\u{7f}\u{feff}\u{202e}".to_string(),
            "\"\\".to_string(),
            "'''\\".to_string(),
            "x = 1\r".to_string(),
            "\r\r\n\n\r".to_string(),
            "@".to_string(),
            ":".repeat(1000),
            "\\\n".repeat(100),
            "\t\t\tx\n  y\n\tz".to_string(),
        ];
        for text in &cases {
            check_total(text);
        }
    }

    #[test]
    fn deep_nesting_runs_on_a_small_stack() {
        // The parser recurses once per bracket (up to the lexer's limit); chumsky grows the
        // stack on the heap when it runs low, so even a small thread stack suffices.
        let text = format!("x = {}1{}\n", "([".repeat(95), "])".repeat(95));
        let handle =
            std::thread::Builder::new().stack_size(256 * 1024).spawn(move || parse(&text, F).1.len());
        let result = handle.map(|h| h.join().ok());
        assert!(matches!(result, Ok(Some(0))), "{result:?}");
    }

    // -----------------------------------------------------------------------------------------
    // REPL completeness.

    #[test]
    fn completeness() {
        let complete = [
            "",
            "x = 1",
            "x = 1\n",
            "f(x)\n",
            "if c: x = 1\n",
            "if c:\n    x = 1\n\n",
            "if c:\n    x = 1\n   \n",
            "if c:\r\n    x = 1\r\n\r\n",
            "def f():\n    return 1\n\nx = f()\n",
            "x = (1, 2]\n",
            "x = = 1\n",
            "x = 'unterminated\n",
            "if c:\n\n",
        ];
        for text in complete {
            assert!(is_complete(text), "{text:?} should be complete");
        }
        let incomplete = [
            "f(x,\n",
            "x = [1,\n  2,\n",
            "if c:",
            "if c:\n",
            "if c:\n    x = 1\n",
            "for i in range(3):\n    if i:\n        x = 1\n",
            "x = 1 + \\",
            "x = 1 + \\\n",
            "s = '''abc\n",
            "@spec(T=1)\n",
            "kernel k(a,\n",
        ];
        for text in incomplete {
            assert!(!is_complete(text), "{text:?} should be incomplete");
        }
    }
}
