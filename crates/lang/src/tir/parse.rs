//! TIR text form: the parser.
//!
//! [`parse_module`] reads the text [`super::print`] writes (its module doc has the grammar) and
//! builds the kernels with the [`Kernel`] builder, so `print(parse(print(m))) == print(m)`.
//! It is a hand-written lexer and recursive-descent parser that never panics: every problem is
//! a [`ParseError`] with a 1-based line and column (in characters).
//!
//! Beyond the grammar, the parser checks what it needs to build well-formed handles and what
//! it can see locally: every `%name` is defined once and used only where it is in scope
//! (defined earlier in the same region or an enclosing one; an op's results are in scope only
//! after its regions), the number of result names equals the number of result types, the
//! operand type written on conversions matches the operand, and `load`/`store`/`atomic_add`/
//! `extract` take an array (a tile for `extract`) and one index per dimension. Everything else
//! (op signatures, terminators, power-of-two shapes) is the verifier's job, so IR that breaks
//! those rules still parses; run [`super::verify`] on the result.

use std::collections::{HashMap, HashSet};
use std::fmt;

use smallvec::SmallVec;

use super::print::{is_word_char, CANONICAL_NAN_BITS};
use super::{
    ArrayFacts, ConstValue, ArrayType, BinaryOp, Block, CmpOp, Const, Kernel, KernelHints, KernelParam, LoadHints, MemoryOrder, Module, OpKind,
    Padding, ParamKind, ReduceKind, ScanKind, TileType, Type, UnaryOp, Value,
};
use crate::dtype::DType;

/// Deepest region nesting accepted, so that hostile input cannot overflow the stack here or
/// in the recursive printer and verifier afterwards.
const MAX_DEPTH: usize = 128;

/// A syntax or name error in TIR text, at a 1-based line and column.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub col: usize,
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.col, self.message)
    }
}

impl std::error::Error for ParseError {}

/// Parses a module: any number of kernels.
///
/// # Errors
///
/// The first syntax, name or type problem, with its line and column.
pub fn parse_module(text: &str) -> Result<Module, ParseError> {
    let mut p = Parser { toks: Lexer::new(text).tokens()?, pos: 0 };
    let mut module = Module::default();
    while !matches!(p.peek(), Tok::Eof) {
        module.kernels.push(p.kernel()?);
    }
    Ok(module)
}

/// Parses text that holds exactly one kernel.
///
/// # Errors
///
/// As [`parse_module`], or when the text holds no kernel or several.
pub fn parse_kernel(text: &str) -> Result<Kernel, ParseError> {
    let mut m = parse_module(text)?;
    match m.kernels.len() {
        1 => Ok(m.kernels.remove(0)),
        n => Err(ParseError { line: 1, col: 1, message: format!("expected exactly one kernel, found {n}") }),
    }
}

// ---------------------------------------------------------------------------------------------
// Lexer

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    /// A bare word: names, numbers, mnemonics, `128x32xf16`.
    Word(String),
    /// A quoted string, escapes resolved.
    Str(String),
    /// `%name`, without the `%`.
    Value(String),
    At,
    Caret,
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Lt,
    Gt,
    Comma,
    Colon,
    Equals,
    Arrow,
    Eof,
}

impl Tok {
    /// How the token reads in an error message.
    fn describe(&self) -> String {
        match self {
            Tok::Word(w) => format!("`{w}`"),
            Tok::Str(_) => "a string".to_string(),
            Tok::Value(v) => format!("`%{v}`"),
            Tok::Eof => "the end of the text".to_string(),
            other => format!("`{}`", other.punct()),
        }
    }

    fn punct(&self) -> &'static str {
        match self {
            Tok::At => "@",
            Tok::Caret => "^",
            Tok::LParen => "(",
            Tok::RParen => ")",
            Tok::LBracket => "[",
            Tok::RBracket => "]",
            Tok::LBrace => "{",
            Tok::RBrace => "}",
            Tok::Lt => "<",
            Tok::Gt => ">",
            Tok::Comma => ",",
            Tok::Colon => ":",
            Tok::Equals => "=",
            Tok::Arrow => "->",
            Tok::Word(_) | Tok::Str(_) | Tok::Value(_) | Tok::Eof => "",
        }
    }
}

#[derive(Clone, Debug)]
struct Token {
    tok: Tok,
    line: usize,
    col: usize,
}

struct Lexer {
    chars: Vec<char>,
    pos: usize,
    line: usize,
    col: usize,
}

impl Lexer {
    fn new(text: &str) -> Lexer {
        Lexer { chars: text.chars().collect(), pos: 0, line: 1, col: 1 }
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.pos + ahead).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.pos += 1;
        if c == '\n' {
            self.line += 1;
            self.col = 1;
        } else {
            self.col += 1;
        }
        Some(c)
    }

    fn error(&self, line: usize, col: usize, message: impl Into<String>) -> ParseError {
        ParseError { line, col, message: message.into() }
    }

    fn tokens(mut self) -> Result<Vec<Token>, ParseError> {
        let mut out = Vec::new();
        loop {
            self.skip_trivia()?;
            let (line, col) = (self.line, self.col);
            let Some(c) = self.peek(0) else {
                out.push(Token { tok: Tok::Eof, line, col });
                return Ok(out);
            };
            let tok = self.token(c, line, col)?;
            out.push(Token { tok, line, col });
        }
    }

    fn token(&mut self, c: char, line: usize, col: usize) -> Result<Tok, ParseError> {
        let punct = match c {
            '@' => Some(Tok::At),
            '^' => Some(Tok::Caret),
            '(' => Some(Tok::LParen),
            ')' => Some(Tok::RParen),
            '[' => Some(Tok::LBracket),
            ']' => Some(Tok::RBracket),
            '{' => Some(Tok::LBrace),
            '}' => Some(Tok::RBrace),
            '<' => Some(Tok::Lt),
            '>' => Some(Tok::Gt),
            ',' => Some(Tok::Comma),
            ':' => Some(Tok::Colon),
            '=' => Some(Tok::Equals),
            _ => None,
        };
        if let Some(tok) = punct {
            self.bump();
            return Ok(tok);
        }
        match c {
            '-' if self.peek(1) == Some('>') => {
                self.bump();
                self.bump();
                Ok(Tok::Arrow)
            }
            '%' => {
                self.bump();
                let name = self.word();
                if name.is_empty() {
                    return Err(self.error(line, col, "expected a value name after `%`"));
                }
                Ok(Tok::Value(name))
            }
            '"' => self.string(line, col).map(Tok::Str),
            c if is_word_char(c) || (c == '-' && self.peek(1).is_some_and(is_word_char)) => {
                let mut w = String::new();
                if c == '-' {
                    self.bump();
                    w.push('-');
                }
                w.push_str(&self.word());
                Ok(Tok::Word(w))
            }
            c => Err(self.error(line, col, format!("unexpected character `{}`", c.escape_default()))),
        }
    }

    /// A run of word characters. Inside a number, `e` may be followed by a signed exponent
    /// (`1e-7`), which is how Rust prints small and large floats.
    fn word(&mut self) -> String {
        let mut w = String::new();
        while let Some(c) = self.peek(0) {
            let exponent_sign = (c == '+' || c == '-')
                && w.starts_with(|d: char| d.is_ascii_digit())
                && w.ends_with(['e', 'E'])
                && self.peek(1).is_some_and(|d| d.is_ascii_digit());
            if !is_word_char(c) && !exponent_sign {
                break;
            }
            w.push(c);
            self.bump();
        }
        w
    }

    fn string(&mut self, line: usize, col: usize) -> Result<String, ParseError> {
        self.bump();
        let mut s = String::new();
        loop {
            let (el, ec) = (self.line, self.col);
            match self.bump() {
                None | Some('\n') => return Err(self.error(line, col, "unterminated string")),
                Some('"') => return Ok(s),
                Some('\\') => s.push(self.escape(el, ec)?),
                Some(c) => s.push(c),
            }
        }
    }

    fn escape(&mut self, line: usize, col: usize) -> Result<char, ParseError> {
        match self.bump() {
            Some('"') => Ok('"'),
            Some('\\') => Ok('\\'),
            Some('n') => Ok('\n'),
            Some('t') => Ok('\t'),
            Some('r') => Ok('\r'),
            Some('u') => self.unicode_escape(line, col),
            _ => Err(self.error(line, col, "unknown escape; use \\\" \\\\ \\n \\t \\r or \\u{..}")),
        }
    }

    /// `\u{1F600}`: one to six hex digits naming a Unicode scalar value.
    fn unicode_escape(&mut self, line: usize, col: usize) -> Result<char, ParseError> {
        let bad = |l: &Lexer| l.error(line, col, "malformed \\u{..} escape");
        if self.bump() != Some('{') {
            return Err(bad(self));
        }
        let mut hex = String::new();
        loop {
            match self.bump() {
                Some('}') => break,
                Some(c) if c.is_ascii_hexdigit() && hex.len() < 6 => hex.push(c),
                _ => return Err(bad(self)),
            }
        }
        u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32).ok_or_else(|| bad(self))
    }

    fn skip_trivia(&mut self) -> Result<(), ParseError> {
        loop {
            match (self.peek(0), self.peek(1)) {
                (Some(c), _) if c.is_whitespace() => {
                    self.bump();
                }
                (Some('/'), Some('/')) => {
                    while self.peek(0).is_some_and(|c| c != '\n') {
                        self.bump();
                    }
                }
                (Some('/'), Some('*')) => self.block_comment()?,
                _ => return Ok(()),
            }
        }
    }

    fn block_comment(&mut self) -> Result<(), ParseError> {
        let (line, col) = (self.line, self.col);
        self.bump();
        self.bump();
        loop {
            match (self.peek(0), self.peek(1)) {
                (None, _) => return Err(self.error(line, col, "unterminated `/*` comment")),
                (Some('*'), Some('/')) => {
                    self.bump();
                    self.bump();
                    return Ok(());
                }
                _ => {
                    self.bump();
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Parser

struct Parser {
    /// Always ends with `Tok::Eof`.
    toks: Vec<Token>,
    pos: usize,
}

/// Per-kernel state: the kernel being built and the names in scope.
struct Cx {
    k: Kernel,
    /// Names in scope now.
    scope: HashMap<String, Value>,
    /// The names each open region added to `scope`, removed when it closes.
    frames: Vec<Vec<String>>,
    /// Every name defined so far in this kernel: names are unique per kernel.
    defined: HashSet<String>,
    depth: usize,
}

impl Cx {
    fn bind(&mut self, name: String, v: Value) {
        self.scope.insert(name.clone(), v);
        if let Some(frame) = self.frames.last_mut() {
            frame.push(name);
        }
    }

    fn pop_frame(&mut self) {
        for name in self.frames.pop().unwrap_or_default() {
            self.scope.remove(&name);
        }
    }
}

/// What an op's text gives, before the op is built.
struct Parts {
    kind: OpKind,
    operands: Vec<Value>,
    types: Vec<Type>,
    regions: Vec<Block>,
}

impl Parts {
    fn new(kind: OpKind, operands: Vec<Value>, types: Vec<Type>) -> Parts {
        Parts { kind, operands, types, regions: Vec::new() }
    }
}

impl Parser {
    fn peek(&self) -> &Tok {
        self.peek_at(0)
    }

    fn peek_at(&self, ahead: usize) -> &Tok {
        self.toks.get(self.pos + ahead).map_or(&Tok::Eof, |t| &t.tok)
    }

    fn here(&self) -> Token {
        self.toks.get(self.pos).or(self.toks.last()).cloned().unwrap_or(Token {
            tok: Tok::Eof,
            line: 1,
            col: 1,
        })
    }

    fn bump(&mut self) -> Token {
        let t = self.here();
        if self.pos + 1 < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    fn err_at(&self, t: &Token, message: impl Into<String>) -> ParseError {
        ParseError { line: t.line, col: t.col, message: message.into() }
    }

    /// An error at the current token: "expected X, found Y".
    fn expected(&self, what: &str) -> ParseError {
        let t = self.here();
        self.err_at(&t, format!("expected {what}, found {}", t.tok.describe()))
    }

    fn eat(&mut self, tok: &Tok) -> bool {
        if self.peek() == tok {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect(&mut self, tok: Tok) -> Result<(), ParseError> {
        if self.eat(&tok) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{}`", tok.punct())))
        }
    }

    fn eat_word(&mut self, w: &str) -> bool {
        if matches!(self.peek(), Tok::Word(x) if x == w) {
            self.bump();
            true
        } else {
            false
        }
    }

    fn expect_word(&mut self, w: &str) -> Result<(), ParseError> {
        if self.eat_word(w) {
            Ok(())
        } else {
            Err(self.expected(&format!("`{w}`")))
        }
    }

    fn word(&mut self, what: &str) -> Result<(String, Token), ParseError> {
        match self.peek().clone() {
            Tok::Word(w) => Ok((w, self.bump())),
            _ => Err(self.expected(what)),
        }
    }

    /// A name: a bare word or a quoted string.
    fn name(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Word(w) | Tok::Str(w) => {
                self.bump();
                Ok(w)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn string(&mut self, what: &str) -> Result<String, ParseError> {
        match self.peek().clone() {
            Tok::Str(s) => {
                self.bump();
                Ok(s)
            }
            _ => Err(self.expected(what)),
        }
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ParseError> {
        let (w, t) = self.word(what)?;
        // `FromStr` for integers accepts a leading `+`; the printer never writes one.
        let parsed = if w.starts_with('+') { None } else { w.parse::<T>().ok() };
        parsed.ok_or_else(|| self.err_at(&t, format!("expected {what}, found `{w}`")))
    }

    /// `[1, 2, 3]`.
    fn number_list<T: std::str::FromStr>(&mut self, what: &str) -> Result<Vec<T>, ParseError> {
        self.expect(Tok::LBracket)?;
        let mut out = Vec::new();
        if self.eat(&Tok::RBracket) {
            return Ok(out);
        }
        loop {
            out.push(self.number(what)?);
            if !self.eat(&Tok::Comma) {
                self.expect(Tok::RBracket)?;
                return Ok(out);
            }
        }
    }

    fn value_name(&mut self) -> Result<(String, Token), ParseError> {
        match self.peek().clone() {
            Tok::Value(v) => Ok((v, self.bump())),
            _ => Err(self.expected("a value (`%name`)")),
        }
    }

    /// A value name that is about to be defined: it must be new in this kernel.
    fn new_value_name(&mut self, cx: &mut Cx) -> Result<String, ParseError> {
        let (name, t) = self.value_name()?;
        if !cx.defined.insert(name.clone()) {
            return Err(self.err_at(&t, format!("value %{name} is defined twice")));
        }
        Ok(name)
    }

    // -- kernels --------------------------------------------------------------------------

    fn kernel(&mut self) -> Result<Kernel, ParseError> {
        self.expect_word("kernel")?;
        self.expect(Tok::At)?;
        let name = self.name("a kernel name")?;
        let spec = if self.peek() == &Tok::LBracket { self.spec()? } else { Vec::new() };
        let hints = if self.eat_word("hints") { self.hints()? } else { KernelHints::default() };
        self.expect(Tok::LParen)?;
        let mut params = Vec::new();
        let mut names = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let (value, param) = self.param()?;
                names.push(value);
                params.push(param);
                if !self.eat(&Tok::Comma) {
                    self.expect(Tok::RParen)?;
                    break;
                }
            }
        }
        let mut k = Kernel::new(name, params);
        k.spec = spec;
        k.hints = hints;
        let body = k.body;
        let values = k.blocks[body].params.to_vec();
        let mut cx =
            Cx { k, scope: HashMap::new(), frames: vec![Vec::new()], defined: HashSet::new(), depth: 0 };
        for ((name, t), v) in names.into_iter().zip(values) {
            if !cx.defined.insert(name.clone()) {
                return Err(self.err_at(&t, format!("value %{name} is defined twice")));
            }
            cx.bind(name, v);
        }
        self.expect(Tok::LBrace)?;
        if self.peek() == &Tok::Caret {
            return Err(self.expected("an op (the body's parameters are the kernel's)"));
        }
        self.ops_until_rbrace(&mut cx, body)?;
        Ok(cx.k)
    }

    /// `[name = value, ...]`.
    fn spec(&mut self) -> Result<Vec<(String, ConstValue)>, ParseError> {
        self.expect(Tok::LBracket)?;
        let mut spec = Vec::new();
        if self.eat(&Tok::RBracket) {
            return Ok(spec);
        }
        loop {
            let key = self.name("a specialisation name")?;
            self.expect(Tok::Equals)?;
            spec.push((key, self.spec_value()?));
            if !self.eat(&Tok::Comma) {
                self.expect(Tok::RBracket)?;
                return Ok(spec);
            }
        }
    }

    /// `{occupancy = 4, ...}` after the word `hints`. Values are not range-checked here: the
    /// verifier does that, so a parsed kernel reports it like a built one.
    fn hints(&mut self) -> Result<KernelHints, ParseError> {
        self.expect(Tok::LBrace)?;
        let mut hints = KernelHints::default();
        let mut seen = HashSet::new();
        loop {
            let (key, t) = self.word("a hint name")?;
            if !seen.insert(key.clone()) {
                return Err(self.err_at(&t, format!("hint `{key}` is given twice")));
            }
            self.expect(Tok::Equals)?;
            let value = self.number("a hint value")?;
            if !hints.set(&key, value) {
                let known = KernelHints::NAMES.join(", ");
                return Err(self.err_at(&t, format!("unknown hint `{key}` (the hints are: {known})")));
            }
            if !self.eat(&Tok::Comma) {
                self.expect(Tok::RBrace)?;
                return Ok(hints);
            }
        }
    }

    /// `%0 name: type {facts}`; returns the value name and the parameter.
    fn param(&mut self) -> Result<((String, Token), KernelParam), ParseError> {
        let value = self.value_name()?;
        let name = self.name("a parameter name")?;
        self.expect(Tok::Colon)?;
        let t = self.here();
        let kind = match self.ty()? {
            Type::Array(ty) => {
                let facts = if self.peek() == &Tok::LBrace {
                    self.facts(ty.rank)?
                } else {
                    ArrayFacts::unknown(ty.rank as usize)
                };
                ParamKind::Array { ty, facts }
            }
            Type::Tile(tile) if tile.is_scalar() => ParamKind::Scalar(tile.dtype),
            Type::Tile(tile) => {
                return Err(
                    self.err_at(&t, format!("a scalar parameter must be a rank-0 tile, found {tile}"))
                );
            }
        };
        Ok((value, KernelParam { name, kind }))
    }

    /// `{align = 16, dim_div = [..], stride_div = [..], unit_inner_stride | unit_stride = D,
    /// sizes = [..]}`; absent facts
    /// keep their "unknown" value.
    fn facts(&mut self, rank: u8) -> Result<ArrayFacts, ParseError> {
        self.expect(Tok::LBrace)?;
        let mut facts = ArrayFacts::unknown(rank as usize);
        let mut seen = HashSet::new();
        loop {
            let (key, t) = self.word("an array fact")?;
            if !seen.insert(key.clone()) {
                return Err(self.err_at(&t, format!("`{key}` is given twice")));
            }
            match key.as_str() {
                "align" => {
                    self.expect(Tok::Equals)?;
                    facts.base_align = self.number("an alignment")?;
                }
                "dim_div" => {
                    self.expect(Tok::Equals)?;
                    facts.dim_divisor = SmallVec::from_vec(self.number_list("a divisor")?);
                }
                "stride_div" => {
                    self.expect(Tok::Equals)?;
                    facts.stride_divisor = SmallVec::from_vec(self.number_list("a divisor")?);
                }
                "unit_inner_stride" | "unit_stride" if facts.unit_stride_dim.is_some() => {
                    return Err(self.err_at(&t, "an array has one unit-stride dimension at most"));
                }
                "unit_inner_stride" if rank == 0 => {
                    return Err(self.err_at(&t, "a rank-0 array has no inner stride"));
                }
                "unit_inner_stride" => facts.unit_stride_dim = Some(rank - 1),
                "unit_stride" => {
                    self.expect(Tok::Equals)?;
                    let d: u32 = self.number("a dimension")?;
                    if d >= u32::from(rank) {
                        return Err(self.err_at(&t, format!("dimension {d} of an array of rank {rank}")));
                    }
                    facts.unit_stride_dim = Some(d as u8);
                }
                "sizes" => {
                    self.expect(Tok::Equals)?;
                    facts.sizes = Some(SmallVec::from_vec(self.number_list("a size")?));
                }
                _ => return Err(self.err_at(&t, format!("unknown array fact `{key}`"))),
            }
            if !self.eat(&Tok::Comma) {
                self.expect(Tok::RBrace)?;
                return Ok(facts);
            }
        }
    }

    // -- types ----------------------------------------------------------------------------

    fn ty(&mut self) -> Result<Type, ParseError> {
        let (w, _) = self.word("a type")?;
        match w.as_str() {
            "tile" => {
                self.expect(Tok::Lt)?;
                let (body, t) = self.word("a tile shape and dtype such as `64x32xf32`")?;
                let tile = tile_body(&body).map_err(|m| self.err_at(&t, m))?;
                self.expect(Tok::Gt)?;
                Ok(Type::Tile(tile))
            }
            "array" => {
                self.expect(Tok::Lt)?;
                let dtype = self.dtype()?;
                self.expect(Tok::Comma)?;
                let rank = self.number("an array rank")?;
                self.expect(Tok::Gt)?;
                Ok(Type::Array(ArrayType { dtype, rank }))
            }
            _ => Err(ParseError { message: format!("expected a type, found `{w}`"), ..self.prev_pos() }),
        }
    }

    /// Position of the token just consumed, for errors about it.
    fn prev_pos(&self) -> ParseError {
        let t = self.toks.get(self.pos.saturating_sub(1)).cloned().unwrap_or_else(|| self.here());
        self.err_at(&t, "")
    }

    fn dtype(&mut self) -> Result<DType, ParseError> {
        let (w, t) = self.word("a dtype")?;
        DType::from_name(&w).ok_or_else(|| self.err_at(&t, format!("unknown dtype `{w}`")))
    }

    /// One type, or a parenthesised list of any length.
    fn type_list(&mut self) -> Result<Vec<Type>, ParseError> {
        if !self.eat(&Tok::LParen) {
            return Ok(vec![self.ty()?]);
        }
        let mut out = Vec::new();
        if self.eat(&Tok::RParen) {
            return Ok(out);
        }
        loop {
            out.push(self.ty()?);
            if !self.eat(&Tok::Comma) {
                self.expect(Tok::RParen)?;
                return Ok(out);
            }
        }
    }

    /// `: types`, or nothing for an op without results.
    fn result_types(&mut self) -> Result<Vec<Type>, ParseError> {
        if self.eat(&Tok::Colon) {
            self.type_list()
        } else {
            Ok(Vec::new())
        }
    }

    /// `: from -> types` of a conversion; `from` must be the operand's type.
    fn conversion_types(&mut self, cx: &Cx, operand: Value) -> Result<Vec<Type>, ParseError> {
        self.expect(Tok::Colon)?;
        let t = self.here();
        let from = self.ty()?;
        let actual = cx.k.ty(operand);
        if &from != actual {
            return Err(self.err_at(&t, format!("the operand has type {actual}, not {from}")));
        }
        self.expect(Tok::Arrow)?;
        self.type_list()
    }

    // -- blocks and ops -------------------------------------------------------------------

    fn ops_until_rbrace(&mut self, cx: &mut Cx, block: Block) -> Result<(), ParseError> {
        loop {
            match self.peek() {
                Tok::RBrace => {
                    self.bump();
                    return Ok(());
                }
                Tok::Eof => return Err(self.expected("`}`")),
                _ => self.op(cx, block)?,
            }
        }
    }

    /// `{ ^(%a: T, ...): ops }`: a new block whose parameters are in scope only inside it.
    fn region(&mut self, cx: &mut Cx) -> Result<Block, ParseError> {
        let open = self.here();
        self.expect(Tok::LBrace)?;
        if cx.depth >= MAX_DEPTH {
            return Err(self.err_at(&open, format!("regions nested more than {MAX_DEPTH} deep")));
        }
        let (names, types) =
            if self.eat(&Tok::Caret) { self.block_params(cx)? } else { (Vec::new(), Vec::new()) };
        let block = cx.k.add_block(&types);
        cx.depth += 1;
        cx.frames.push(Vec::new());
        let params = cx.k.blocks[block].params.to_vec();
        for (name, v) in names.into_iter().zip(params) {
            cx.bind(name, v);
        }
        let result = self.ops_until_rbrace(cx, block);
        cx.pop_frame();
        cx.depth -= 1;
        result.map(|()| block)
    }

    /// `(%a: T, %b: U):` after the `^`.
    fn block_params(&mut self, cx: &mut Cx) -> Result<(Vec<String>, Vec<Type>), ParseError> {
        self.expect(Tok::LParen)?;
        let (mut names, mut types) = (Vec::new(), Vec::new());
        if !self.eat(&Tok::RParen) {
            loop {
                names.push(self.new_value_name(cx)?);
                self.expect(Tok::Colon)?;
                types.push(self.ty()?);
                if !self.eat(&Tok::Comma) {
                    self.expect(Tok::RParen)?;
                    break;
                }
            }
        }
        self.expect(Tok::Colon)?;
        Ok((names, types))
    }

    /// `%r, %s = mnemonic ... : types { regions }`.
    fn op(&mut self, cx: &mut Cx, block: Block) -> Result<(), ParseError> {
        let mut results = Vec::new();
        if matches!(self.peek(), Tok::Value(_)) {
            loop {
                results.push(self.new_value_name(cx)?);
                if !self.eat(&Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::Equals)?;
        }
        let (mnemonic, t) = self.word("an op")?;
        let parts = self.op_parts(cx, &mnemonic, &t)?;
        if !matches!(self.peek(), Tok::RBrace | Tok::Value(_) | Tok::Word(_) | Tok::Eof) {
            return Err(self.expected(&format!("the end of the `{mnemonic}` op")));
        }
        if parts.types.len() != results.len() {
            let msg = format!(
                "`{mnemonic}` defines {} result(s) but gives {} result type(s)",
                results.len(),
                parts.types.len()
            );
            return Err(self.err_at(&t, msg));
        }
        let op = cx.k.append_op(block, parts.kind, &parts.operands, &parts.types, &parts.regions, None);
        let values = cx.k.ops[op].results.to_vec();
        for (name, v) in results.into_iter().zip(values) {
            cx.bind(name, v);
        }
        Ok(())
    }

    /// Everything after the mnemonic, dispatched on it.
    fn op_parts(&mut self, cx: &mut Cx, mnemonic: &str, t: &Token) -> Result<Parts, ParseError> {
        match mnemonic {
            "constant" => {
                let c = self.constant()?;
                Ok(Parts::new(OpKind::Constant(c), Vec::new(), self.result_types()?))
            }
            "block_id" => {
                let axis = self.number("a grid axis")?;
                Ok(Parts::new(OpKind::BlockId(axis), Vec::new(), self.result_types()?))
            }
            "num_blocks" => {
                let axis = self.number("a grid axis")?;
                Ok(Parts::new(OpKind::NumBlocks(axis), Vec::new(), self.result_types()?))
            }
            "array_dim" => {
                let axis = self.number("an axis")?;
                self.operands_then_types(cx, OpKind::ArrayDim(axis))
            }
            "iota" => Ok(Parts::new(OpKind::Iota, Vec::new(), self.result_types()?)),
            "load" => self.load(cx),
            "store" => self.store(cx, OpKind::Store),
            "atomic_add" => {
                let order = self.memory_order();
                self.store(cx, OpKind::AtomicAdd { order })
            }
            "cmp" => {
                let (w, wt) = self.word("a comparison")?;
                let c = CmpOp::from_name(&w)
                    .ok_or_else(|| self.err_at(&wt, format!("unknown comparison `{w}`")))?;
                self.operands_then_types(cx, OpKind::Cmp(c))
            }
            "select" | "mma" => {
                let kind = if mnemonic == "select" { OpKind::Select } else { OpKind::Mma };
                self.operands_then_types(cx, kind)
            }
            "cast" => self.conversion(cx, OpKind::Cast),
            "broadcast" => self.conversion(cx, OpKind::Broadcast),
            "reshape" => self.conversion(cx, OpKind::Reshape),
            "permute" => {
                let perm = self.number_list("an axis")?;
                self.conversion(cx, OpKind::Permute(SmallVec::from_vec(perm)))
            }
            "cat" => {
                let axis = self.number("an axis")?;
                self.operands_then_types(cx, OpKind::Cat(axis))
            }
            "extract" => self.extract(cx),
            "reduce" => self.reduce(cx),
            "scan" => self.scan(cx),
            "for" => self.for_op(cx),
            "loop" => self.loop_op(cx),
            "if" => self.if_op(cx),
            "yield" => self.terminator(cx, OpKind::Yield),
            "continue" => self.terminator(cx, OpKind::Continue),
            "break" => self.terminator(cx, OpKind::Break),
            "return" => self.terminator(cx, OpKind::Return),
            "print" => self.print(cx),
            "assert" => {
                let cond = self.operand(cx)?;
                self.expect(Tok::Comma)?;
                let message = self.string("an assertion message")?;
                Ok(Parts::new(OpKind::Assert { message }, vec![cond], self.result_types()?))
            }
            _ => {
                if let Some(u) = UnaryOp::from_name(mnemonic) {
                    self.operands_then_types(cx, OpKind::Unary(u))
                } else if let Some(b) = BinaryOp::from_name(mnemonic) {
                    self.operands_then_types(cx, OpKind::Binary(b))
                } else {
                    Err(self.err_at(t, format!("unknown op `{mnemonic}`")))
                }
            }
        }
    }

    /// Number of operands the syntax of a simple op has.
    fn simple_arity(kind: &OpKind) -> usize {
        match kind {
            OpKind::Select | OpKind::Mma => 3,
            OpKind::Binary(_) | OpKind::Cmp(_) | OpKind::Cat(_) => 2,
            _ => 1,
        }
    }

    /// `%a, %b : types` for ops whose operands are a fixed comma-separated list.
    fn operands_then_types(&mut self, cx: &mut Cx, kind: OpKind) -> Result<Parts, ParseError> {
        let mut operands = Vec::new();
        for i in 0..Self::simple_arity(&kind) {
            if i > 0 {
                self.expect(Tok::Comma)?;
            }
            operands.push(self.operand(cx)?);
        }
        Ok(Parts::new(kind, operands, self.result_types()?))
    }

    fn conversion(&mut self, cx: &mut Cx, kind: OpKind) -> Result<Parts, ParseError> {
        let v = self.operand(cx)?;
        let types = self.conversion_types(cx, v)?;
        Ok(Parts::new(kind, vec![v], types))
    }

    fn load(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let (w, t) = self.word("a padding mode")?;
        let padding =
            Padding::from_name(&w).ok_or_else(|| self.err_at(&t, format!("unknown padding `{w}`")))?;
        let hints = self.load_hints()?;
        let order = if self.eat_word("order") {
            self.expect(Tok::Equals)?;
            Some(SmallVec::from_vec(self.number_list("an axis")?))
        } else {
            None
        };
        let operands = self.indexed(cx, true)?;
        Ok(Parts::new(OpKind::Load { padding, hints, order }, operands, self.result_types()?))
    }

    /// `latency=N allow_tma=BOOL`, each optional, in that order.
    fn load_hints(&mut self) -> Result<LoadHints, ParseError> {
        let mut hints = LoadHints::default();
        if self.eat_word("latency") {
            self.expect(Tok::Equals)?;
            let (w, t) = self.word("a latency from 1 to 10")?;
            let l = w.parse::<u8>().ok().filter(|l| LoadHints::LATENCY.contains(l));
            hints.latency = Some(l.ok_or_else(|| self.err_at(&t, format!("latency `{w}` is not 1 to 10")))?);
        }
        if self.eat_word("allow_tma") {
            self.expect(Tok::Equals)?;
            let (w, t) = self.word("`true` or `false`")?;
            hints.allow_tma = Some(match w.as_str() {
                "true" => true,
                "false" => false,
                _ => return Err(self.err_at(&t, format!("allow_tma `{w}` is not `true` or `false`"))),
            });
        }
        Ok(hints)
    }

    /// The memory order of an `atomic_add` (`atomic_add acq_rel %a[%i], %t : T`): relaxed
    /// when none is written.
    fn memory_order(&mut self) -> MemoryOrder {
        MemoryOrder::ALL.iter().copied().find(|o| *o != MemoryOrder::Relaxed && self.eat_word(o.name())).unwrap_or(MemoryOrder::Relaxed)
    }

    /// `store %a[%i], %t` and `atomic_add %a[%i], %t : T`; operands are (array, tile, indices).
    fn store(&mut self, cx: &mut Cx, kind: OpKind) -> Result<Parts, ParseError> {
        let mut operands = self.indexed(cx, true)?;
        self.expect(Tok::Comma)?;
        let tile = self.operand(cx)?;
        operands.insert(1, tile);
        Ok(Parts::new(kind, operands, self.result_types()?))
    }

    fn extract(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let operands = self.indexed(cx, false)?;
        Ok(Parts::new(OpKind::Extract, operands, self.result_types()?))
    }

    /// `%x[%i, %j]`: the operand and one index per dimension. `array` says whether `%x` must
    /// be an array (load, store) or a tile (extract).
    fn indexed(&mut self, cx: &mut Cx, array: bool) -> Result<Vec<Value>, ParseError> {
        let t = self.here();
        let base = self.operand(cx)?;
        self.expect(Tok::LBracket)?;
        let mut operands = vec![base];
        if !self.eat(&Tok::RBracket) {
            operands.extend(self.operand_list(cx)?);
            self.expect(Tok::RBracket)?;
        }
        let rank = match (cx.k.ty(base), array) {
            (Type::Array(a), true) => a.rank as usize,
            (Type::Tile(tile), false) => tile.rank(),
            (ty, _) => {
                let want = if array { "an array" } else { "a tile" };
                return Err(self.err_at(&t, format!("expected {want}, but the operand has type {ty}")));
            }
        };
        if operands.len() - 1 != rank {
            let msg = format!("{rank} dimension(s) need {rank} index(es), found {}", operands.len() - 1);
            return Err(self.err_at(&t, msg));
        }
        Ok(operands)
    }

    fn reduce(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let (w, t) = self.word("a reduction")?;
        let kind =
            ReduceKind::from_name(&w).ok_or_else(|| self.err_at(&t, format!("unknown reduction `{w}`")))?;
        let axis = self.number("an axis")?;
        self.conversion(cx, OpKind::Reduce { kind, axis })
    }

    fn scan(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let (w, t) = self.word("a scan kind")?;
        let kind = ScanKind::from_name(&w).ok_or_else(|| self.err_at(&t, format!("unknown scan `{w}`")))?;
        let axis = self.number("an axis")?;
        let reverse = self.eat_word("reverse");
        self.operands_then_types(cx, OpKind::Scan { kind, axis, reverse })
    }

    /// `for %lb to %ub step %s iter(%x) : T { region }`.
    fn for_op(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let mut operands = vec![self.operand(cx)?];
        self.expect_word("to")?;
        operands.push(self.operand(cx)?);
        self.expect_word("step")?;
        operands.push(self.operand(cx)?);
        operands.extend(self.iter_clause(cx)?);
        let types = self.result_types()?;
        let body = self.region(cx)?;
        Ok(Parts { kind: OpKind::For, operands, types, regions: vec![body] })
    }

    fn loop_op(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let operands = self.iter_clause(cx)?;
        let types = self.result_types()?;
        let body = self.region(cx)?;
        Ok(Parts { kind: OpKind::Loop, operands, types, regions: vec![body] })
    }

    fn if_op(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let cond = self.operand(cx)?;
        let types = self.result_types()?;
        let then = self.region(cx)?;
        self.expect_word("else")?;
        let els = self.region(cx)?;
        Ok(Parts { kind: OpKind::If, operands: vec![cond], types, regions: vec![then, els] })
    }

    /// ` iter(%a, %b)`, or nothing.
    fn iter_clause(&mut self, cx: &mut Cx) -> Result<Vec<Value>, ParseError> {
        if !self.eat_word("iter") {
            return Ok(Vec::new());
        }
        self.expect(Tok::LParen)?;
        if self.eat(&Tok::RParen) {
            return Ok(Vec::new());
        }
        let list = self.operand_list(cx)?;
        self.expect(Tok::RParen)?;
        Ok(list)
    }

    /// `yield %a, %b`: the operands run to the end of the list, which the next op's result
    /// names (`%x, %y =`) must not be mistaken for.
    fn terminator(&mut self, cx: &mut Cx, kind: OpKind) -> Result<Parts, ParseError> {
        let operands = if matches!(self.peek(), Tok::Value(_)) && !self.at_result_names() {
            self.operand_list(cx)?
        } else {
            Vec::new()
        };
        Ok(Parts::new(kind, operands, self.result_types()?))
    }

    /// True when the tokens ahead read `%a, %b =`: the next op's results.
    fn at_result_names(&self) -> bool {
        let mut i = 0;
        loop {
            if !matches!(self.peek_at(i), Tok::Value(_)) {
                return false;
            }
            match self.peek_at(i + 1) {
                Tok::Comma => i += 2,
                Tok::Equals => return true,
                _ => return false,
            }
        }
    }

    fn print(&mut self, cx: &mut Cx) -> Result<Parts, ParseError> {
        let format = self.string("a format string")?;
        let mut operands = Vec::new();
        while self.eat(&Tok::Comma) {
            operands.push(self.operand(cx)?);
        }
        Ok(Parts::new(OpKind::Print { format }, operands, self.result_types()?))
    }

    fn operand_list(&mut self, cx: &Cx) -> Result<Vec<Value>, ParseError> {
        let mut out = vec![self.operand(cx)?];
        while self.eat(&Tok::Comma) {
            out.push(self.operand(cx)?);
        }
        Ok(out)
    }

    /// A use of a value that must be in scope.
    fn operand(&mut self, cx: &Cx) -> Result<Value, ParseError> {
        let (name, t) = self.value_name()?;
        if let Some(&v) = cx.scope.get(&name) {
            return Ok(v);
        }
        let why = if cx.defined.contains(&name) {
            "is not in scope here (it is defined later, or inside a region that does not enclose this use)"
        } else {
            "is not defined"
        };
        Err(self.err_at(&t, format!("value %{name} {why}")))
    }

    /// A specialisation value: a dtype's name, or a constant.
    fn spec_value(&mut self) -> Result<ConstValue, ParseError> {
        if let Tok::Word(w) = self.peek()
            && let Some(d) = DType::from_name(w)
        {
            self.bump();
            return Ok(ConstValue::DType(d));
        }
        Ok(match self.constant()? {
            Const::Int(i) => ConstValue::Int(i),
            Const::Float(x) => ConstValue::Float(x),
            Const::Bool(b) => ConstValue::Bool(b),
        })
    }

    /// `1`, `-2`, `1.5`, `1e-7`, `inf`, `-inf`, `nan`, `nan(0x7ff8000000000001)`, `true`.
    fn constant(&mut self) -> Result<Const, ParseError> {
        let (w, t) = self.word("a constant")?;
        let digits = w.strip_prefix('-').unwrap_or(&w);
        if w == "true" || w == "false" {
            Ok(Const::Bool(w == "true"))
        } else if w == "nan" && self.peek() == &Tok::LParen {
            self.nan_bits()
        } else if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
            w.parse()
                .map(Const::Int)
                .map_err(|_| self.err_at(&t, format!("integer constant `{w}` does not fit in i64")))
        } else {
            match w.parse::<f64>() {
                Ok(x) if x.is_nan() => Ok(Const::Float(f64::from_bits(CANONICAL_NAN_BITS))),
                Ok(x) => Ok(Const::Float(x)),
                Err(_) => Err(self.err_at(&t, format!("expected a constant, found `{w}`"))),
            }
        }
    }

    /// `(0x...)` after `nan`: a NaN with other bits than the canonical one.
    fn nan_bits(&mut self) -> Result<Const, ParseError> {
        self.expect(Tok::LParen)?;
        let (w, t) = self.word("NaN bits such as `0x7ff8000000000001`")?;
        let bits = w.strip_prefix("0x").and_then(|h| u64::from_str_radix(h, 16).ok());
        let x = bits.map(f64::from_bits).filter(|x| x.is_nan());
        let x = x.ok_or_else(|| self.err_at(&t, format!("`{w}` is not the bit pattern of a NaN")))?;
        self.expect(Tok::RParen)?;
        Ok(Const::Float(x))
    }
}

/// `64x32xf32` or `f32` (the text between `tile<` and `>`).
fn tile_body(w: &str) -> Result<TileType, String> {
    let mut parts: Vec<&str> = w.split('x').collect();
    let dtype_name = parts.pop().unwrap_or("");
    let dtype =
        DType::from_name(dtype_name).ok_or_else(|| format!("unknown dtype `{dtype_name}` in `{w}`"))?;
    let mut shape = SmallVec::new();
    for p in parts {
        let d = if p.starts_with('+') { None } else { p.parse::<u32>().ok() };
        shape.push(d.ok_or_else(|| format!("bad tile dimension `{p}` in `{w}`"))?);
    }
    Ok(TileType { dtype, shape })
}

#[cfg(test)]
mod tests {
    use super::super::print::{print_kernel, print_module, samples};
    use super::super::verify::verify_module;
    use super::*;

    fn round_trip(m: &Module) {
        let text = print_module(m);
        let parsed = parse_module(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(print_module(&parsed), text);
    }

    #[test]
    fn every_sample_round_trips() {
        for k in samples::all() {
            round_trip(&Module { kernels: vec![k] });
        }
        round_trip(&Module { kernels: samples::all() });
        round_trip(&Module::default());
    }

    #[test]
    fn parsed_samples_verify() {
        let m = parse_module(&print_module(&Module { kernels: samples::all() })).unwrap();
        assert_eq!(verify_module(&m), Ok(()));
    }

    #[test]
    fn parsed_kernel_keeps_names_spec_facts_and_constants() {
        let k = samples::every_op();
        let parsed = parse_kernel(&print_kernel(&k)).unwrap();
        assert_eq!(parsed.name, k.name);
        assert_eq!(parsed.spec, k.spec);
        assert_eq!(parsed.params, k.params);
        let consts = |k: &Kernel| -> Vec<u64> {
            let mut out = Vec::new();
            k.walk(|op| {
                if let OpKind::Constant(Const::Float(x)) = k.ops[op].kind {
                    out.push(x.to_bits());
                }
            });
            out
        };
        assert_eq!(consts(&parsed), consts(&k));
        let v = samples::vector_add();
        assert_eq!(parse_kernel(&print_kernel(&v)).unwrap().params, v.params);
        let p = samples::print_assert();
        let parsed = parse_kernel(&print_kernel(&p)).unwrap();
        assert_eq!((parsed.name, parsed.spec, parsed.params), (p.name, p.spec, p.params));
    }

    #[test]
    fn parsed_kernel_keeps_hints() {
        let s = samples::softmax();
        assert_eq!(parse_kernel(&print_kernel(&s)).unwrap().hints, s.hints);
        let v = samples::vector_add();
        assert_eq!(parse_kernel(&print_kernel(&v)).unwrap().hints, KernelHints::default());
    }

    #[test]
    fn reports_malformed_hints() {
        let body = "(%0 a: array<f32, 1>) {\n  return\n}";
        assert_error(&format!("kernel @k hints {{speed = 4}} {body}"), 1, 18, "unknown hint `speed`");
        assert_error(
            &format!("kernel @k hints {{occupancy = 2, occupancy = 4}} {body}"),
            1,
            33,
            "given twice",
        );
        assert_error(&format!("kernel @k hints {{occupancy = -1}} {body}"), 1, 30, "expected a hint value");
        assert_error(&format!("kernel @k hints {body}"), 1, 17, "expected `{`");
    }

    #[test]
    fn accepts_hand_written_text_with_comments_and_names() {
        let text = "
            // A comment.
            kernel @k (%a x: array<f32, 1>) {
              %bid = block_id 0 : tile<i32>  /* grid axis */
              %t = load nan %a[%bid] : tile<16xf32>
              %u = exp %t : tile<16xf32>
              store %a[%bid], %u
              return
            }";
        let k = parse_kernel(text).unwrap();
        assert!(print_kernel(&k).contains("%2 = load nan %0[%1] : tile<16xf32>"));
    }

    fn error_of(text: &str) -> ParseError {
        match parse_module(text) {
            Ok(m) => panic!("expected an error, parsed:\n{}", print_module(&m)),
            Err(e) => e,
        }
    }

    fn assert_error(text: &str, line: usize, col: usize, message: &str) {
        let e = error_of(text);
        assert_eq!((e.line, e.col), (line, col), "{e}");
        assert!(e.message.contains(message), "{e}");
    }

    const HEAD: &str = "kernel @k (%0 a: array<f32, 1>, %1 n: tile<i32>) {\n";

    #[test]
    fn reports_unknown_and_out_of_scope_values() {
        assert_error(
            &format!("{HEAD}  %2 = add %1, %9 : tile<i32>\n  return\n}}"),
            2,
            16,
            "%9 is not defined",
        );
        let text = format!(
            "{HEAD}  if %1 {{\n    %3 = constant 1 : tile<i32>\n    yield\n  }} else {{\n    yield\n  }}\n  \
             %4 = add %3, %3 : tile<i32>\n  return\n}}"
        );
        assert_error(&text, 8, 12, "%3 is not in scope");
        assert_error(&format!("{HEAD}  %1 = constant 1 : tile<i32>\n}}"), 2, 3, "%1 is defined twice");
    }

    #[test]
    fn reports_syntax_errors_with_positions() {
        assert_error("kernel @k () {\n  %0 = frobnicate : tile<i32>\n}", 2, 8, "unknown op `frobnicate`");
        assert_error("kernel @k () {\n  %0 = constant 1 : tile<3xq9>\n}", 2, 26, "unknown dtype `q9`");
        assert_error("kernel @k () {\n  %0 = constant 1\n}", 2, 8, "1 result(s) but gives 0 result type(s)");
        assert_error("kernel @k () {\n  return\n", 3, 1, "expected `}`");
        assert_error("kernel @k () {\n  print \"abc\n}", 2, 9, "unterminated string");
        assert_error("kernel @k () {\n  print \"\\q\"\n}", 2, 10, "unknown escape");
        assert_error("kernel @k () {\n  $\n}", 2, 3, "unexpected character `$`");
        assert_error(
            "kernel @k () {\n  %0 = constant 99999999999999999999 : tile<i64>\n}",
            2,
            17,
            "does not fit",
        );
        assert_error("kernel @k () {\n  %0 = constant 1.2.3 : tile<f32>\n}", 2, 17, "expected a constant");
        assert_error("kernel @k (%0 n: tile<4xi32>) {\n}", 1, 18, "rank-0 tile");
        assert_error("kernel @k (%0 a: array<f32, 1> {align = 4, align = 8}) {\n}", 1, 44, "given twice");
        assert_error("kernel @k () {\n  /* never closed\n}", 2, 3, "unterminated `/*`");
        assert_error("func @k () {}", 1, 1, "expected `kernel`");
    }

    #[test]
    fn reports_operand_count_and_type_mismatches() {
        assert_error(
            &format!("{HEAD}  %2 = load zero %0[%1, %1] : tile<4xf32>\n}}"),
            2,
            18,
            "1 dimension(s) need 1",
        );
        assert_error(&format!("{HEAD}  %2 = load zero %1[] : tile<4xf32>\n}}"), 2, 18, "expected an array");
        assert_error(
            &format!("{HEAD}  %2 = cast %1 : tile<f32> -> tile<f16>\n}}"),
            2,
            18,
            "has type tile<i32>",
        );
        assert_error(&format!("{HEAD}  %2 = add %1 : tile<i32>\n}}"), 2, 15, "expected `,`");
        assert_error(
            &format!("{HEAD}  %2 = add %1, %1, %1 : tile<i32>\n}}"),
            2,
            18,
            "expected the end of the `add` op",
        );
    }

    #[test]
    fn deep_nesting_is_an_error_not_a_stack_overflow() {
        let mut text = String::from("kernel @k (%0 c: tile<bool>) {\n");
        for _ in 0..10_000 {
            text.push_str("if %0 {\n");
        }
        let e = error_of(&text);
        assert!(e.message.contains("nested more than"), "{e}");
        // The deepest nesting accepted parses, prints and verifies within a test thread's stack.
        let mut inner = "yield".to_string();
        for _ in 0..MAX_DEPTH - 1 {
            inner = format!("if %0 {{ {inner} }} else {{ yield }} yield");
        }
        let text = format!("kernel @k (%0 c: tile<bool>) {{ if %0 {{ {inner} }} else {{ yield }} return }}");
        let m = parse_module(&text).unwrap();
        assert_eq!(verify_module(&m), Ok(()));
        assert_eq!(print_module(&parse_module(&print_module(&m)).unwrap()), print_module(&m));
    }

    /// A tiny xorshift generator: deterministic and dependency-free.
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

    /// Pieces worth splicing into TIR text: tokens, keywords and troublemakers.
    const SNIPPETS: &[&str] = &[
        "%",
        "%0",
        "%3",
        "%99",
        "=",
        ",",
        ":",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "<",
        ">",
        "->",
        "^(",
        "@",
        "\"",
        "\\",
        "x",
        "0",
        "-1",
        "1e-5",
        "nan(",
        "0x7ff8000000000001",
        "inf",
        "tile<",
        "array<",
        "f32",
        "i32",
        "bool",
        "for",
        "loop",
        "if",
        "else",
        "yield",
        "continue",
        "break",
        "return",
        "iter(",
        "add",
        "load zero",
        "store",
        "constant",
        "//",
        "/*",
        "*/",
        "\n",
        " ",
        "é",
        "\u{0}",
        "reduce sum 1",
        "kernel @k () {",
    ];

    fn mutate(rng: &mut Rng, text: &str) -> String {
        let mut chars: Vec<char> = text.chars().collect();
        for _ in 0..1 + rng.below(3) {
            let at = rng.below(chars.len() + 1);
            match rng.below(6) {
                // Another digit: changes shapes, constants and value names but often parses.
                5 => {
                    if let Some(c) = chars.get_mut(at).filter(|c| c.is_ascii_digit()) {
                        *c = char::from(b'0' + (rng.next() % 10) as u8);
                    }
                }
                0 => {
                    let end = (at + 1 + rng.below(8)).min(chars.len());
                    chars.drain(at.min(end)..end);
                }
                1 | 2 => {
                    let s = SNIPPETS[rng.below(SNIPPETS.len())];
                    chars.splice(at..at, s.chars());
                }
                3 => {
                    let from = rng.below(chars.len() + 1);
                    let end = (from + rng.below(40)).min(chars.len());
                    let piece: Vec<char> = chars[from..end].to_vec();
                    chars.splice(at..at, piece);
                }
                _ => {
                    if let Some(c) = chars.get_mut(at) {
                        *c = char::from(b' ' + (rng.next() % 95) as u8);
                    }
                }
            }
        }
        chars.into_iter().collect()
    }

    /// Mutated printed kernels never panic the parser, and whatever parses also prints,
    /// verifies (without panicking) and round-trips. `TIR_FUZZ=N` runs N mutants instead of
    /// 4000 (try it with `--release`).
    #[test]
    fn mutated_text_never_panics() {
        let texts: Vec<String> = samples::all().iter().map(print_kernel).collect();
        let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
        let mut parsed = 0;
        for i in 0..std::env::var("TIR_FUZZ").ok().and_then(|v| v.parse().ok()).unwrap_or(4000usize) {
            let text = mutate(&mut rng, &texts[i % texts.len()]);
            let Ok(m) = parse_module(&text) else { continue };
            parsed += 1;
            let printed = print_module(&m);
            let _ = verify_module(&m);
            let again = parse_module(&printed).unwrap_or_else(|e| panic!("{e}\n{printed}\nfrom\n{text}"));
            assert_eq!(print_module(&again), printed, "from\n{text}");
        }
        assert!(parsed > 100, "only {parsed} mutants parsed; the mutator is too destructive");
    }
}
