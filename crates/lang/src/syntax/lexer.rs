//! The lexer: source text to a flat token stream with the layout made explicit.
//!
//! # Why layout tokens
//!
//! Indentation is significant in `.tile`, as in Python. Rather than teach the parser about
//! columns, the lexer turns the layout into ordinary tokens: `Newline` ends a logical line,
//! `Indent` opens a block and `Dedent` closes one. The parser then sees a context-free token
//! stream (`if c : Newline Indent ... Dedent`) and never looks at whitespace.
//!
//! # Three passes
//!
//! 1. **Scan** characters into raw tokens, physical line ends and line-start markers (the
//!    indentation width of each physical line). Comments, blank space and backslash
//!    continuations disappear here; literals are decoded and checked.
//! 2. **Match brackets** over the raw tokens with a stack. Only brackets that are really
//!    closed join lines: an unclosed `(` must not swallow the rest of the file, so that the
//!    parser can report it at the end of its own line and carry on with the next one.
//! 3. **Lay out** the logical lines: drop line ends inside matched brackets and blank or
//!    comment-only lines, compare each logical line's indentation with the stack of open
//!    blocks and emit `Newline`, `Indent` and `Dedent`. A final `Newline` and every pending
//!    `Dedent` are emitted at the end of the input, so the stream is always balanced.
//!
//! # Errors
//!
//! The lexer never fails. Each problem is reported once as a [`Diagnostic`] and replaced by
//! something the parser can live with: a bad literal or stray character becomes a
//! [`Token::Error`] (which the parser accepts silently as an erroneous expression), an
//! unterminated string still yields its text, a dedent to an unknown column keeps the line in
//! the innermost plausible block. The parser drops its own errors on a logical line that
//! already has a lexer error, so one mistake gives one diagnostic.
//!
//! Expressions nested deeper than [`MAX_NESTING`] and blocks deeper than
//! [`MAX_INDENT_LEVELS`] are reported and their lines replaced by a single `Error` token: the
//! recursive parser (and every later pass over the tree) then has a bounded depth.

use std::fmt;

use super::ast::BinOp;
use crate::diag::{codes, Diagnostic};
use crate::source::{FileId, Span};

/// How deep one expression may nest (brackets, unary operators and attribute accesses on one
/// path of its tree). Binary operators do not count: a flat chain `a + b + c + ...` nests
/// nothing, and is bounded by [`MAX_CHAIN`] instead.
pub const MAX_NESTING: u32 = 200;

/// How many binary operators one bracket level of an expression may chain. The tree of a chain
/// is as deep as it is long: the checkers and the interpreter grow their stacks as they go, but
/// cloning and dropping the tree recurse, and this bound keeps that within a thread's default
/// 2 MiB stack (an embedder's thread).
pub const MAX_CHAIN: u32 = 1_000;

/// How many blocks may be open at once.
pub const MAX_INDENT_LEVELS: usize = 100;

/// Columns a tab advances to (a multiple of), for recovering from tab indentation.
const TAB_STOP: u32 = 8;

/// A piece of an f-string.
#[derive(Clone, Debug, PartialEq)]
pub enum FPiece {
    /// Literal text, escapes (and `{{`, `}}`) decoded.
    Lit(String),
    /// `{expr!conv:spec}`: where the expression's text is, the conversion (`r`, `s` or `a`)
    /// and the format spec: literal text and fields (`{x:>{width}}`), one level deep.
    Field { expr: Span, conv: Option<char>, spec: Vec<FPiece>, spec_span: Span },
}

/// A token. Layout is explicit: `Newline`, `Indent` and `Dedent`.
#[derive(Clone, Debug, PartialEq)]
pub enum Token {
    /// An identifier that is not a keyword.
    Name(String),
    /// An integer literal; always fits in an `i64`.
    Int(i64),
    Float(f64),
    /// A string literal with its escapes decoded.
    Str(String),
    /// An f-string: literal pieces and replacement fields, whose expressions the parser
    /// parses from their spans.
    FStr(Vec<FPiece>),

    // Keywords.
    Kernel,
    Def,
    Return,
    If,
    Elif,
    Else,
    For,
    In,
    While,
    Break,
    Continue,
    Pass,
    And,
    Or,
    Not,
    True,
    False,
    None,
    Import,
    From,
    As,
    Assert,
    Const,

    // Operators.
    Plus,
    Minus,
    Star,
    Slash,
    DoubleSlash,
    Percent,
    DoubleStar,
    /// `@`: matrix product, or a decorator at the start of a line.
    At,
    Amp,
    Pipe,
    Caret,
    Tilde,
    Shl,
    Shr,
    EqEq,
    NotEq,
    Lt,
    Le,
    Gt,
    Ge,
    /// `=`
    Assign,
    /// `+=`, `-=`, ... with the operator they apply.
    AugAssign(BinOp),

    // Punctuation.
    LParen,
    RParen,
    LBracket,
    RBracket,
    LBrace,
    RBrace,
    Comma,
    Colon,
    Dot,
    /// `->` (not part of the grammar; lexed so the parser can explain it).
    Arrow,

    // Layout.
    /// The end of a logical line.
    Newline,
    /// The start of a more indented block.
    Indent,
    /// The end of a block.
    Dedent,

    /// Something the lexer already reported (a stray character, a malformed number, an
    /// over-deep line). The parser accepts it silently wherever an expression may start.
    Error,
}

impl Token {
    fn keyword(word: &str) -> Option<Token> {
        Some(match word {
            "kernel" => Token::Kernel,
            "def" => Token::Def,
            "return" => Token::Return,
            "if" => Token::If,
            "elif" => Token::Elif,
            "else" => Token::Else,
            "for" => Token::For,
            "in" => Token::In,
            "while" => Token::While,
            "break" => Token::Break,
            "continue" => Token::Continue,
            "pass" => Token::Pass,
            "and" => Token::And,
            "or" => Token::Or,
            "not" => Token::Not,
            "True" => Token::True,
            "False" => Token::False,
            "None" => Token::None,
            "import" => Token::Import,
            "from" => Token::From,
            "as" => Token::As,
            "assert" => Token::Assert,
            "const" => Token::Const,
            _ => return None,
        })
    }

    /// Opening brackets: `(`, `[`, `{`.
    pub fn is_opener(&self) -> bool {
        matches!(self, Token::LParen | Token::LBracket | Token::LBrace)
    }

    /// Closing brackets: `)`, `]`, `}`.
    pub fn is_closer(&self) -> bool {
        matches!(self, Token::RParen | Token::RBracket | Token::RBrace)
    }

    /// The closing bracket that matches an opening one.
    pub fn closer(&self) -> Option<Token> {
        match self {
            Token::LParen => Some(Token::RParen),
            Token::LBracket => Some(Token::RBracket),
            Token::LBrace => Some(Token::RBrace),
            _ => None,
        }
    }

    /// True for `Newline`, `Indent` and `Dedent`.
    pub fn is_layout(&self) -> bool {
        matches!(self, Token::Newline | Token::Indent | Token::Dedent)
    }

    /// How the token reads in an error message: "`+`", "identifier", "end of line".
    pub fn describe(&self) -> String {
        match self {
            Token::Name(_) => "identifier".into(),
            Token::Int(_) => "integer".into(),
            Token::Float(_) => "float".into(),
            Token::Str(_) => "string".into(),
            Token::FStr(_) => "f-string".into(),
            Token::Newline => "end of line".into(),
            Token::Indent => "indented block".into(),
            Token::Dedent => "end of block".into(),
            Token::Error => "invalid token".into(),
            other => format!("`{other}`"),
        }
    }
}

impl fmt::Display for Token {
    /// The token as it would be written in source.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = match self {
            Token::Name(n) => return f.write_str(n),
            Token::Int(v) => return write!(f, "{v}"),
            Token::Float(v) => return write!(f, "{v:?}"),
            Token::Str(s) => return write!(f, "{s:?}"),
            Token::FStr(_) => "f\"...\"",
            Token::AugAssign(op) => return write!(f, "{}=", op.symbol()),
            Token::Kernel => "kernel",
            Token::Def => "def",
            Token::Return => "return",
            Token::If => "if",
            Token::Elif => "elif",
            Token::Else => "else",
            Token::For => "for",
            Token::In => "in",
            Token::While => "while",
            Token::Break => "break",
            Token::Continue => "continue",
            Token::Pass => "pass",
            Token::And => "and",
            Token::Or => "or",
            Token::Not => "not",
            Token::True => "True",
            Token::False => "False",
            Token::None => "None",
            Token::Import => "import",
            Token::From => "from",
            Token::As => "as",
            Token::Assert => "assert",
            Token::Const => "const",
            Token::Plus => "+",
            Token::Minus => "-",
            Token::Star => "*",
            Token::Slash => "/",
            Token::DoubleSlash => "//",
            Token::Percent => "%",
            Token::DoubleStar => "**",
            Token::At => "@",
            Token::Amp => "&",
            Token::Pipe => "|",
            Token::Caret => "^",
            Token::Tilde => "~",
            Token::Shl => "<<",
            Token::Shr => ">>",
            Token::EqEq => "==",
            Token::NotEq => "!=",
            Token::Lt => "<",
            Token::Le => "<=",
            Token::Gt => ">",
            Token::Ge => ">=",
            Token::Assign => "=",
            Token::LParen => "(",
            Token::RParen => ")",
            Token::LBracket => "[",
            Token::RBracket => "]",
            Token::LBrace => "{",
            Token::RBrace => "}",
            Token::Comma => ",",
            Token::Colon => ":",
            Token::Dot => ".",
            Token::Arrow => "->",
            Token::Newline => "<newline>",
            Token::Indent => "<indent>",
            Token::Dedent => "<dedent>",
            Token::Error => "<error>",
        };
        f.write_str(s)
    }
}

/// Lexes a file: the token stream (always ending in `Newline` and balanced `Indent`/`Dedent`
/// when non-empty) and every lexical error.
pub fn lex(text: &str, file: FileId) -> (Vec<(Token, Span)>, Vec<Diagnostic>) {
    let lexed = lex_full(text, file);
    (lexed.tokens, lexed.diags)
}

/// Everything the lexer learns, including what the parser and the REPL need beyond tokens.
pub(crate) struct Lexed {
    pub tokens: Vec<(Token, Span)>,
    pub diags: Vec<Diagnostic>,
    /// Opening brackets that are never closed, in source order.
    pub unclosed: Vec<(Token, Span)>,
    /// Closing brackets that match no opening one.
    pub stray_closers: Vec<Span>,
    /// The text ends with a `\` line continuation.
    pub trailing_backslash: bool,
    /// The text ends inside a triple-quoted string.
    pub open_triple_string: bool,
}

pub(crate) fn lex_full(text: &str, file: FileId) -> Lexed {
    let mut scanner = Scanner::new(text, file);
    scanner.run();
    let brackets = match_brackets(&scanner.raw);
    let mut layout = Layout::new(file, text.len());
    layout.run(&scanner.raw, &brackets.matched);
    let mut diags = scanner.diags;
    diags.extend(layout.diags);
    Lexed {
        tokens: layout.out,
        diags,
        unclosed: brackets.unclosed,
        stray_closers: brackets.stray_closers,
        trailing_backslash: scanner.trailing_backslash,
        open_triple_string: scanner.open_triple_string,
    }
}

impl Lexed {
    /// Moves every span `by` bytes on: the text lexed was a slice starting there.
    pub fn shift(&mut self, by: u32) {
        let at = |s: &mut Span| {
            s.start += by;
            s.end += by;
        };
        self.tokens.iter_mut().for_each(|(_, s)| at(s));
        self.unclosed.iter_mut().for_each(|(_, s)| at(s));
        self.stray_closers.iter_mut().for_each(at);
        self.diags.iter_mut().flat_map(|d| d.labels.iter_mut()).for_each(|l| at(&mut l.span));
    }
}

// ---------------------------------------------------------------------------------------------
// Pass 1: scanning.

/// The output of the scanner: tokens plus the physical line structure.
#[derive(Debug)]
enum Raw {
    Tok(Token, Span),
    /// A line break that is not escaped by a backslash.
    Eol(Span),
    /// The start of a physical line (not one continued by a backslash).
    LineStart(LineStart),
}

#[derive(Clone, Copy, Debug)]
struct LineStart {
    /// Indentation width in columns (tabs advance to the next multiple of [`TAB_STOP`]).
    width: u32,
    /// The first tab in the indentation, if any.
    tab: Option<Span>,
    /// The indentation itself.
    span: Span,
}

struct Scanner<'a> {
    text: &'a str,
    bytes: &'a [u8],
    file: FileId,
    pos: usize,
    raw: Vec<Raw>,
    diags: Vec<Diagnostic>,
    trailing_backslash: bool,
    open_triple_string: bool,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str, file: FileId) -> Scanner<'a> {
        Scanner {
            text,
            bytes: text.as_bytes(),
            file,
            pos: 0,
            raw: Vec::new(),
            diags: Vec::new(),
            trailing_backslash: false,
            open_triple_string: false,
        }
    }

    fn at(&self, i: usize) -> Option<u8> {
        self.bytes.get(i).copied()
    }

    fn span(&self, start: usize, end: usize) -> Span {
        Span::new(self.file, start..end)
    }

    /// The character at byte `i` (`None` at the end, or off a character boundary).
    fn char_at(&self, i: usize) -> Option<char> {
        self.text.get(i..).and_then(|s| s.chars().next())
    }

    fn slice(&self, start: usize, end: usize) -> &'a str {
        self.text.get(start..end).unwrap_or("")
    }

    fn push(&mut self, tok: Token, start: usize) {
        let span = self.span(start, self.pos);
        self.raw.push(Raw::Tok(tok, span));
    }

    fn error(&mut self, diag: Diagnostic) {
        self.diags.push(diag);
    }

    fn run(&mut self) {
        if self.text.starts_with('\u{feff}') {
            self.pos = '\u{feff}'.len_utf8();
        }
        self.line_start();
        while let Some(b) = self.at(self.pos) {
            match b {
                b'\n' => self.eol(1),
                b'\r' if self.at(self.pos + 1) == Some(b'\n') => self.eol(2),
                // A lone carriage return or form feed is just space.
                b' ' | b'\t' | b'\r' | b'\x0c' => self.pos += 1,
                b'#' => self.comment(),
                b'\\' => self.backslash(),
                b'0'..=b'9' => self.number(),
                b'.' if matches!(self.at(self.pos + 1), Some(b'0'..=b'9')) => self.number(),
                b'"' | b'\'' => self.string(b),
                b'f' | b'F' if matches!(self.at(self.pos + 1), Some(b'"' | b'\'')) => self.fstring(),
                b'a'..=b'z' | b'A'..=b'Z' | b'_' => self.ident(),
                _ => {
                    if !self.operator() {
                        self.stray();
                    }
                }
            }
        }
    }

    fn eol(&mut self, len: usize) {
        let span = self.span(self.pos, self.pos + len);
        self.raw.push(Raw::Eol(span));
        self.pos += len;
        self.line_start();
    }

    /// Measures the indentation of the physical line starting at `pos`.
    fn line_start(&mut self) {
        let start = self.pos;
        let mut width: u32 = 0;
        let mut tab = None;
        while let Some(b) = self.at(self.pos) {
            match b {
                b' ' => width = width.saturating_add(1),
                b'\t' => {
                    tab.get_or_insert(self.span(self.pos, self.pos + 1));
                    width = (width / TAB_STOP).saturating_add(1).saturating_mul(TAB_STOP);
                }
                // Python resets the column at a form feed.
                b'\x0c' => width = 0,
                _ => break,
            }
            self.pos += 1;
        }
        let span = self.span(start, self.pos);
        self.raw.push(Raw::LineStart(LineStart { width, tab, span }));
    }

    fn comment(&mut self) {
        while let Some(b) = self.at(self.pos) {
            if b == b'\n' || (b == b'\r' && self.at(self.pos + 1) == Some(b'\n')) {
                break;
            }
            self.pos += 1;
        }
    }

    /// `\` at the end of a line joins it with the next one.
    fn backslash(&mut self) {
        let start = self.pos;
        match (self.at(start + 1), self.at(start + 2)) {
            (Some(b'\n'), _) | (Some(b'\r'), Some(b'\n')) => {
                self.pos += if self.at(start + 1) == Some(b'\n') { 2 } else { 3 };
                // The statement goes on, but the text ends: a REPL must read more.
                if self.text.get(self.pos..).is_none_or(|rest| rest.trim().is_empty()) {
                    self.trailing_backslash = true;
                }
            }
            (None, _) => {
                self.pos += 1;
                self.trailing_backslash = true;
                self.error(
                    Diagnostic::error(codes::SYNTAX, "unexpected end of file after `\\`")
                        .with_label(self.span(start, self.pos), "line continuation at end of file")
                        .with_help("remove the `\\`, or continue the statement on the next line"),
                );
            }
            _ => {
                self.pos += 1;
                let mut diag = Diagnostic::error(codes::INVALID_CHARACTER, "unexpected character `\\`")
                    .with_label(self.span(start, self.pos), "unexpected `\\`");
                if self.rest_of_line_is_blank() {
                    diag = diag.with_help("a line continuation `\\` must be the last character on its line");
                }
                self.error(diag);
                self.push(Token::Error, start);
            }
        }
    }

    fn rest_of_line_is_blank(&self) -> bool {
        let rest = self.text.get(self.pos..).unwrap_or("");
        let line = rest.split('\n').next().unwrap_or("");
        let code = line.split('#').next().unwrap_or("");
        code.trim().is_empty()
    }

    fn ident(&mut self) {
        let start = self.pos;
        while matches!(self.at(self.pos), Some(b) if b.is_ascii_alphanumeric() || b == b'_') {
            self.pos += 1;
        }
        let word = self.slice(start, self.pos);
        let tok = Token::keyword(word).unwrap_or_else(|| Token::Name(word.to_string()));
        self.push(tok, start);
    }

    /// Operators and punctuation, longest match first. False when nothing matches.
    fn operator(&mut self) -> bool {
        use Token::*;
        let rest = self.bytes.get(self.pos..).unwrap_or(&[]);
        let (tok, len) = match rest {
            [b'*', b'*', b'=', ..] => (AugAssign(BinOp::Pow), 3),
            [b'/', b'/', b'=', ..] => (AugAssign(BinOp::FloorDiv), 3),
            [b'<', b'<', b'=', ..] => (AugAssign(BinOp::Shl), 3),
            [b'>', b'>', b'=', ..] => (AugAssign(BinOp::Shr), 3),
            [b'*', b'*', ..] => (DoubleStar, 2),
            [b'/', b'/', ..] => (DoubleSlash, 2),
            [b'<', b'<', ..] => (Shl, 2),
            [b'>', b'>', ..] => (Shr, 2),
            [b'=', b'=', ..] => (EqEq, 2),
            [b'!', b'=', ..] => (NotEq, 2),
            [b'<', b'=', ..] => (Le, 2),
            [b'>', b'=', ..] => (Ge, 2),
            [b'-', b'>', ..] => (Arrow, 2),
            [b'+', b'=', ..] => (AugAssign(BinOp::Add), 2),
            [b'-', b'=', ..] => (AugAssign(BinOp::Sub), 2),
            [b'*', b'=', ..] => (AugAssign(BinOp::Mul), 2),
            [b'/', b'=', ..] => (AugAssign(BinOp::Div), 2),
            [b'%', b'=', ..] => (AugAssign(BinOp::Mod), 2),
            [b'@', b'=', ..] => (AugAssign(BinOp::MatMul), 2),
            [b'&', b'=', ..] => (AugAssign(BinOp::BitAnd), 2),
            [b'|', b'=', ..] => (AugAssign(BinOp::BitOr), 2),
            [b'^', b'=', ..] => (AugAssign(BinOp::BitXor), 2),
            [b'+', ..] => (Plus, 1),
            [b'-', ..] => (Minus, 1),
            [b'*', ..] => (Star, 1),
            [b'/', ..] => (Slash, 1),
            [b'%', ..] => (Percent, 1),
            [b'@', ..] => (At, 1),
            [b'&', ..] => (Amp, 1),
            [b'|', ..] => (Pipe, 1),
            [b'^', ..] => (Caret, 1),
            [b'~', ..] => (Tilde, 1),
            [b'<', ..] => (Lt, 1),
            [b'>', ..] => (Gt, 1),
            [b'=', ..] => (Assign, 1),
            [b'(', ..] => (LParen, 1),
            [b')', ..] => (RParen, 1),
            [b'[', ..] => (LBracket, 1),
            [b']', ..] => (RBracket, 1),
            [b'{', ..] => (LBrace, 1),
            [b'}', ..] => (RBrace, 1),
            [b',', ..] => (Comma, 1),
            [b':', ..] => (Colon, 1),
            [b'.', ..] => (Dot, 1),
            _ => return false,
        };
        let start = self.pos;
        self.pos += len;
        self.push(tok, start);
        true
    }

    /// A run of characters that cannot start a token: one diagnostic, one `Error` token.
    fn stray(&mut self) {
        let start = self.pos;
        let first = self.char_at(start).unwrap_or('\u{fffd}');
        self.pos += first.len_utf8();
        while let Some(c) = self.char_at(self.pos) {
            if !is_stray(c, self.char_at(self.pos + c.len_utf8())) {
                break;
            }
            self.pos += c.len_utf8();
        }
        let span = self.span(start, self.pos);
        let chars = self.slice(start, self.pos);
        let message = if chars.chars().count() == 1 {
            format!("unexpected character `{}`", chars.escape_debug())
        } else {
            format!("unexpected characters `{}`", chars.escape_debug())
        };
        let mut diag =
            Diagnostic::error(codes::INVALID_CHARACTER, message).with_label(span, "not part of the language");
        if let Some(help) = stray_help(first) {
            diag = diag.with_help(help);
        }
        self.error(diag);
        self.push(Token::Error, start);
    }

    fn number(&mut self) {
        let start = self.pos;
        let radix = match (self.at(start), self.at(start + 1)) {
            (Some(b'0'), Some(b'x' | b'X')) => 16,
            (Some(b'0'), Some(b'b' | b'B')) => 2,
            (Some(b'0'), Some(b'o' | b'O')) => 8,
            _ => 10,
        };
        let tok = if radix == 10 { self.decimal(start) } else { self.radix_int(start, radix) };
        self.push(tok, start);
    }

    fn skip_digits(&mut self) {
        while matches!(self.at(self.pos), Some(b'0'..=b'9' | b'_')) {
            self.pos += 1;
        }
    }

    /// Trailing letters or digits glued to a literal (`12abc`) make it malformed.
    fn skip_glued(&mut self) -> bool {
        let before = self.pos;
        while matches!(self.at(self.pos), Some(b) if b.is_ascii_alphanumeric() || b == b'_') {
            self.pos += 1;
        }
        self.pos > before
    }

    fn decimal(&mut self, start: usize) -> Token {
        self.skip_digits();
        let mut is_float = false;
        if self.at(self.pos) == Some(b'.') {
            is_float = true;
            self.pos += 1;
            self.skip_digits();
        }
        if matches!(self.at(self.pos), Some(b'e' | b'E')) {
            let save = self.pos;
            self.pos += 1;
            if matches!(self.at(self.pos), Some(b'+' | b'-')) {
                self.pos += 1;
            }
            if matches!(self.at(self.pos), Some(b'0'..=b'9')) {
                is_float = true;
                self.skip_digits();
            } else {
                self.pos = save;
            }
        }
        let literal_end = self.pos;
        if self.skip_glued() {
            return self.bad_number(start, "letters or digits run into this number", None);
        }
        let literal = self.slice(start, literal_end);
        if let Some(problem) = underscore_problem(literal) {
            return self.bad_number(start, problem, Some("use `_` only between two digits"));
        }
        let digits: String = literal.chars().filter(|&c| c != '_').collect();
        if is_float {
            return match digits.parse::<f64>() {
                Ok(v) => Token::Float(v),
                Err(_) => self.bad_number(start, "this is not a valid float", None),
            };
        }
        if digits.len() > 1 && digits.starts_with('0') && digits.bytes().any(|b| b != b'0') {
            let help = format!("remove the leading zeros, or write `0o{}` for an octal number", &digits[1..]);
            return self.bad_number(start, "leading zeros are not allowed", Some(&help));
        }
        self.int_value(start, &digits, 10)
    }

    fn radix_int(&mut self, start: usize, radix: u32) -> Token {
        self.pos += 2;
        let digits_start = self.pos;
        self.skip_glued();
        let text = self.slice(digits_start, self.pos);
        let name = match radix {
            16 => "hexadecimal",
            8 => "octal",
            _ => "binary",
        };
        if text.trim_matches('_').is_empty() {
            return self.bad_number(start, &format!("this {name} literal has no digits"), None);
        }
        if let Some(bad) = text.chars().find(|&c| c != '_' && !c.is_digit(radix)) {
            return self.bad_number(start, &format!("`{bad}` is not a {name} digit"), None);
        }
        // Python allows one `_` right after the prefix: `0x_ff`.
        let body = text.strip_prefix('_').unwrap_or(text);
        if let Some(problem) = underscore_problem(body) {
            return self.bad_number(start, problem, Some("use `_` only between two digits"));
        }
        let digits: String = body.chars().filter(|&c| c != '_').collect();
        self.int_value(start, &digits, radix)
    }

    fn int_value(&mut self, start: usize, digits: &str, radix: u32) -> Token {
        let mut value: u64 = 0;
        for c in digits.chars() {
            let digit = c.to_digit(radix).map(u64::from);
            let next = digit.and_then(|d| value.checked_mul(u64::from(radix))?.checked_add(d));
            match next {
                Some(v) => value = v,
                None => return self.too_large(start),
            }
        }
        match i64::try_from(value) {
            Ok(v) => Token::Int(v),
            Err(_) => self.too_large(start),
        }
    }

    fn too_large(&mut self, start: usize) -> Token {
        let span = self.span(start, self.pos);
        self.error(
            Diagnostic::error(codes::INT_TOO_LARGE, "integer literal is too large")
                .with_label(span, "does not fit in 64 bits")
                .with_note(format!("the largest integer is {}", i64::MAX)),
        );
        Token::Error
    }

    fn bad_number(&mut self, start: usize, label: &str, help: Option<&str>) -> Token {
        let span = self.span(start, self.pos);
        let shown = self.slice(start, self.pos);
        let mut diag = Diagnostic::error(codes::INVALID_NUMBER, format!("invalid number literal `{shown}`"))
            .with_label(span, label);
        if let Some(help) = help {
            diag = diag.with_help(help);
        }
        self.error(diag);
        Token::Error
    }

    fn string(&mut self, quote: u8) {
        let start = self.pos;
        let triple = self.at(start + 1) == Some(quote) && self.at(start + 2) == Some(quote);
        self.pos += if triple { 3 } else { 1 };
        let mut value = String::new();
        let closed = loop {
            match self.at(self.pos) {
                None => break false,
                Some(b'\n') if !triple => break false,
                Some(b'\r') if !triple && self.at(self.pos + 1) == Some(b'\n') => break false,
                Some(b) if b == quote => {
                    if !triple {
                        self.pos += 1;
                        break true;
                    }
                    if self.at(self.pos + 1) == Some(quote) && self.at(self.pos + 2) == Some(quote) {
                        self.pos += 3;
                        break true;
                    }
                    value.push(char::from(quote));
                    self.pos += 1;
                }
                Some(b'\\') => {
                    if !self.escape(&mut value, triple) {
                        break false;
                    }
                }
                Some(_) => {
                    let c = self.char_at(self.pos).unwrap_or('\u{fffd}');
                    value.push(c);
                    self.pos += c.len_utf8();
                }
            }
        };
        if !closed {
            self.unterminated(start, quote, triple);
        }
        self.push(Token::Str(value), start);
    }

    /// Decodes the escape at `pos` into `value`. False when the string ends in it.
    fn escape(&mut self, value: &mut String, triple: bool) -> bool {
        let start = self.pos;
        let Some(c) = self.char_at(start + 1) else {
            self.pos += 1;
            return false;
        };
        let decoded = match c {
            'n' => Some('\n'),
            't' => Some('\t'),
            'r' => Some('\r'),
            '0' => Some('\0'),
            '\\' => Some('\\'),
            '"' => Some('"'),
            '\'' => Some('\''),
            '\n' | '\r' if !triple => {
                self.pos += 1;
                return false;
            }
            _ => None,
        };
        self.pos += 1 + c.len_utf8();
        match decoded {
            Some(d) => value.push(d),
            // Inside a triple-quoted string a backslash-newline joins the lines.
            None if c == '\n' => {}
            None if c == '\r' && self.at(self.pos) == Some(b'\n') => self.pos += 1,
            None => {
                value.push('\\');
                value.push(c);
                let span = self.span(start, self.pos);
                self.error(
                    Diagnostic::error(
                        codes::SYNTAX,
                        format!("unknown escape sequence `\\{}`", c.escape_debug()),
                    )
                    .with_label(span, "unknown escape")
                    .with_help("the escapes are \\n \\t \\r \\0 \\\\ \\\" \\'; write `\\\\` for a backslash"),
                );
            }
        }
        true
    }

    /// `f"..."`: literal pieces and `{expr!conv:spec}` fields (Python's f-strings; a spec may
    /// hold fields one level deep); `{{` and `}}` are literal braces.
    fn fstring(&mut self) {
        let start = self.pos;
        let quote = self.at(start + 1).unwrap_or(b'"');
        let triple = self.at(start + 2) == Some(quote) && self.at(start + 3) == Some(quote);
        self.pos += if triple { 4 } else { 2 };
        let mut pieces = Vec::new();
        let mut lit = String::new();
        let closed = loop {
            match self.at(self.pos) {
                None => break false,
                Some(b'\n') if !triple => break false,
                Some(b'\r') if !triple && self.at(self.pos + 1) == Some(b'\n') => break false,
                Some(b) if b == quote && (!triple || (self.at(self.pos + 1) == Some(quote) && self.at(self.pos + 2) == Some(quote))) => {
                    self.pos += if triple { 3 } else { 1 };
                    break true;
                }
                Some(b'\\') => {
                    if !self.escape(&mut lit, triple) {
                        break false;
                    }
                }
                Some(b @ (b'{' | b'}')) if self.at(self.pos + 1) == Some(b) => {
                    lit.push(char::from(b));
                    self.pos += 2;
                }
                Some(b'}') => {
                    self.fstring_error(self.pos, self.pos + 1, "single `}` in an f-string", "this brace closes no field", "write `}}` for a literal brace");
                    self.pos += 1;
                }
                Some(b'{') => {
                    if !lit.is_empty() {
                        pieces.push(FPiece::Lit(std::mem::take(&mut lit)));
                    }
                    pieces.extend(self.fstring_field(quote, triple, false));
                }
                Some(_) => {
                    let c = self.char_at(self.pos).unwrap_or('\u{fffd}');
                    lit.push(c);
                    self.pos += c.len_utf8();
                }
            }
        };
        if !lit.is_empty() {
            pieces.push(FPiece::Lit(lit));
        }
        if !closed {
            self.unterminated(start, quote, triple);
        }
        self.push(Token::FStr(pieces), start);
    }

    fn fstring_error(&mut self, start: usize, end: usize, message: &str, label: &str, help: &str) {
        let span = self.span(start, end);
        self.error(Diagnostic::error(codes::FSTRING, message).with_label(span, label).with_help(help));
    }

    /// One `{...}` field starting at `pos`: the field, preceded by its own text for a
    /// self-documenting `{expr=}`; nothing after reporting a malformed field.
    /// `nested` is set for a field inside another field's spec.
    fn fstring_field(&mut self, quote: u8, triple: bool, nested: bool) -> Vec<FPiece> {
        let open = self.pos;
        self.pos += 1;
        let Some(end) = self.field_expression_end(quote, triple) else {
            self.fstring_error(open, self.pos, "f-string field is never closed", "this `{` has no `}`", "close the field with `}`, or write `{{` for a literal brace");
            return Vec::new();
        };
        let written = self.slice(open + 1, end);
        // `{x=}` (Python's debugging form) shows `x=` and then the value's repr.
        let echo = self_documenting(written);
        let text = echo.unwrap_or(written);
        let lead = text.len() - text.trim_start().len();
        let expr = self.span(open + 1 + lead, open + 1 + text.trim_end().len());
        if text.trim().is_empty() {
            self.fstring_error(open, end + 1, "empty expression in an f-string field", "nothing between the braces", "put an expression between the braces, or write `{{` and `}}` for literal braces");
        }
        let conv = self.field_conversion();
        let spec_start = self.pos + usize::from(self.at(self.pos) == Some(b':'));
        self.pos = spec_start.max(self.pos);
        let Some(spec) = self.field_spec(quote, triple, nested) else { return Vec::new() };
        let spec_span = self.span(spec_start.min(self.pos), self.pos);
        if self.at(self.pos) != Some(b'}') {
            self.fstring_error(open, self.pos, "f-string field is never closed", "this `{` has no `}`", "close the field with `}`, or write `{{` for a literal brace");
            return Vec::new();
        }
        self.pos += 1;
        if text.trim().is_empty() {
            return Vec::new();
        }
        let conv = conv.or((echo.is_some() && spec.is_empty()).then_some('r'));
        let field = FPiece::Field { expr, conv, spec, spec_span };
        match echo {
            Some(_) => vec![FPiece::Lit(written.to_string()), field],
            None => vec![field],
        }
    }

    /// A field's format spec, up to the `}` that closes the field: literal text and nested
    /// fields. `None` after reporting a field nested too deeply.
    fn field_spec(&mut self, quote: u8, triple: bool, nested: bool) -> Option<Vec<FPiece>> {
        let mut spec = Vec::new();
        let mut text = String::new();
        loop {
            match self.at(self.pos) {
                None | Some(b'}' | b'\n') => break,
                Some(b) if b == quote => break,
                Some(b'{') if nested => {
                    self.fstring_error(self.pos, self.pos + 1, "f-string fields nest too deeply", "a field inside a nested field's spec", "a spec may hold fields (`{x:>{width}}`), but their own specs may not");
                    self.skip_field_rest(quote);
                    return None;
                }
                Some(b'{') => {
                    if !text.is_empty() {
                        spec.push(FPiece::Lit(std::mem::take(&mut text)));
                    }
                    spec.extend(self.fstring_field(quote, triple, true));
                }
                Some(_) => {
                    let c = self.char_at(self.pos).unwrap_or('\u{fffd}');
                    text.push(c);
                    self.pos += c.len_utf8();
                }
            }
        }
        if !text.is_empty() {
            spec.push(FPiece::Lit(text));
        }
        Some(spec)
    }

    /// After a reported mistake inside a field: moves past the `}` that closes it (counting
    /// nested braces), or to the end of the line or string.
    fn skip_field_rest(&mut self, quote: u8) {
        let mut depth = 1u32;
        while let Some(b) = self.at(self.pos) {
            match b {
                b'\n' => return,
                b if b == quote => return,
                b'{' => depth += 1,
                b'}' if depth == 1 => {
                    self.pos += 1;
                    return;
                }
                b'}' => depth -= 1,
                _ => {}
            }
            self.pos += 1;
        }
    }

    /// Moves past a field's expression: to the `}`, `!` or `:` that ends it outside brackets
    /// and inner strings. `None` when the line or string ends first.
    fn field_expression_end(&mut self, quote: u8, triple: bool) -> Option<usize> {
        let mut depth = 0u32;
        loop {
            match self.at(self.pos)? {
                b'\n' if !triple => return None,
                b if b == quote => return None,
                b'(' | b'[' | b'{' => depth += 1,
                b')' | b']' | b'}' if depth > 0 => depth -= 1,
                b'}' | b':' if depth == 0 => return Some(self.pos),
                b'!' if depth == 0 && self.at(self.pos + 1) != Some(b'=') => return Some(self.pos),
                inner @ (b'"' | b'\'') => {
                    self.pos += 1;
                    while self.at(self.pos)? != inner {
                        if self.at(self.pos) == Some(b'\n') {
                            return None;
                        }
                        self.pos += if self.at(self.pos) == Some(b'\\') { 2 } else { 1 };
                    }
                }
                _ => {}
            }
            self.pos += 1;
        }
    }

    /// `!r`, `!s` or `!a` after a field's expression, if there is one.
    fn field_conversion(&mut self) -> Option<char> {
        if self.at(self.pos) != Some(b'!') {
            return None;
        }
        let bang = self.pos;
        let c = self.char_at(self.pos + 1);
        self.pos += 1 + c.map_or(0, char::len_utf8);
        match c {
            Some(c @ ('r' | 's' | 'a')) => Some(c),
            _ => {
                self.fstring_error(bang, self.pos, "unknown conversion in an f-string field", "not `r`, `s` or `a`", "`!r` shows the value's repr, `!s` its str; `!a` is the same as `!r`");
                None
            }
        }
    }

    fn unterminated(&mut self, start: usize, quote: u8, triple: bool) {
        let q = char::from(quote);
        let span = self.span(start, self.pos);
        let diag = if triple {
            self.open_triple_string = true;
            Diagnostic::error(codes::UNTERMINATED_STRING, "unterminated triple-quoted string")
                .with_label(span, "this string is never closed")
                .with_help(format!("add `{q}{q}{q}` where the string should end"))
        } else {
            Diagnostic::error(codes::UNTERMINATED_STRING, "unterminated string literal")
                .with_label(span, "this string is not closed before the end of the line")
                .with_help(format!("add the closing `{q}`"))
        };
        self.error(diag);
    }
}

/// The expression of a self-documenting field (`x + 1 =` gives `x + 1 `): text ending in an
/// `=` that is not part of `==`, `!=`, `<=` or `>=`.
fn self_documenting(text: &str) -> Option<&str> {
    let body = text.trim_end().strip_suffix('=')?;
    (!body.ends_with(['=', '!', '<', '>'])).then_some(body)
}

/// True for a character that continues a run of stray characters.
fn is_stray(c: char, next: Option<char>) -> bool {
    match c {
        '$' | '?' | '`' | ';' => true,
        '!' => next != Some('='),
        c => !c.is_ascii() && !c.is_whitespace(),
    }
}

fn stray_help(c: char) -> Option<&'static str> {
    Some(match c {
        '!' => "use `not` for logical negation, or `!=` to compare",
        ';' => "put each statement on its own line",
        '\u{201c}' | '\u{201d}' | '\u{2018}' | '\u{2019}' => "use plain `\"` or `'` quotes for strings",
        c if c.is_whitespace() => "this is a non-ASCII space; use a plain space",
        c if c.is_alphabetic() => "identifiers may use only ASCII letters, digits and `_`",
        _ => return None,
    })
}

/// What is wrong with the underscores of a literal (`1__0`, `1_`, `1_.5`), if anything.
fn underscore_problem(literal: &str) -> Option<&'static str> {
    let groups = literal.split(['.', 'e', 'E', '+', '-']);
    for group in groups {
        if group.starts_with('_') || group.ends_with('_') || group.contains("__") {
            return Some("misplaced `_` in number");
        }
    }
    None
}

// ---------------------------------------------------------------------------------------------
// Pass 2: bracket matching.

struct Brackets {
    /// For each raw item: whether it is a bracket with a partner.
    matched: Vec<bool>,
    unclosed: Vec<(Token, Span)>,
    stray_closers: Vec<Span>,
}

/// Pairs brackets with a stack. A closer that does not match the innermost opener closes the
/// nearest matching one further out (the openers in between stay unclosed); a closer with no
/// opener at all is stray.
fn match_brackets(raw: &[Raw]) -> Brackets {
    let mut matched = vec![false; raw.len()];
    let mut stack: Vec<(usize, Token)> = Vec::new();
    // Open openers of each kind, so that a stray closer does not scan the whole stack.
    let mut open_counts = [0usize; 3];
    let mut unclosed_at: Vec<usize> = Vec::new();
    let mut stray_closers = Vec::new();
    for (i, item) in raw.iter().enumerate() {
        let Raw::Tok(tok, span) = item else { continue };
        if let Some(closer) = tok.closer() {
            open_counts[bracket_kind(&closer)] += 1;
            stack.push((i, closer));
        } else if tok.is_closer() {
            let kind = bracket_kind(tok);
            if open_counts[kind] == 0 {
                stray_closers.push(*span);
                continue;
            }
            while let Some((j, expected)) = stack.pop() {
                open_counts[bracket_kind(&expected)] -= 1;
                if expected == *tok {
                    matched[j] = true;
                    matched[i] = true;
                    break;
                }
                unclosed_at.push(j);
            }
        }
    }
    unclosed_at.extend(stack.iter().map(|&(j, _)| j));
    unclosed_at.sort_unstable();
    let unclosed = unclosed_at
        .into_iter()
        .filter_map(|j| match raw.get(j) {
            Some(Raw::Tok(tok, span)) => Some((tok.clone(), *span)),
            _ => None,
        })
        .collect();
    Brackets { matched, unclosed, stray_closers }
}

/// 0, 1, 2 for the three bracket kinds (either side).
fn bracket_kind(tok: &Token) -> usize {
    match tok {
        Token::LParen | Token::RParen => 0,
        Token::LBracket | Token::RBracket => 1,
        _ => 2,
    }
}

// ---------------------------------------------------------------------------------------------
// Pass 3: layout.

/// Estimates how deep the expression tree of the current logical line gets: one level per
/// bracket, one per call or index, one per operator on a path; commas separate siblings, so
/// they reset the count.
#[derive(Default)]
struct NestLevel {
    /// Depth-adding tokens (unary operators, `.`, calls and indexing) in the current comma
    /// segment.
    ops: u32,
    /// Binary operators in the current comma segment (see [`MAX_CHAIN`]).
    chain: u32,
    /// The deepest group closed in the current segment.
    child: u32,
    /// The deepest finished segment at this level.
    best: u32,
}

impl NestLevel {
    fn value(&self) -> u32 {
        self.best.max(self.ops.saturating_add(self.child))
    }
}

struct Nesting {
    levels: Vec<NestLevel>,
    /// The previous token ends an operand, so a bracket after it is a call or an index.
    after_operand: bool,
    /// The longest chain of binary operators on one level since the last reset.
    longest_chain: u32,
}

impl Nesting {
    fn reset(&mut self) {
        self.levels.clear();
        self.levels.push(NestLevel::default());
        self.after_operand = false;
        self.longest_chain = 0;
    }

    /// Feeds one token; returns the current depth estimate.
    fn feed(&mut self, tok: &Token) -> u32 {
        let after_operand = std::mem::replace(&mut self.after_operand, ends_operand(tok));
        if tok.is_opener() {
            if after_operand && let Some(top) = self.levels.last_mut() {
                top.ops = top.ops.saturating_add(1);
            }
            self.levels.push(NestLevel::default());
        } else if tok.is_closer() {
            if self.levels.len() > 1
                && let Some(level) = self.levels.pop()
                && let Some(top) = self.levels.last_mut()
            {
                top.child = top.child.max(level.value().saturating_add(1));
            }
        } else if let Some(top) = self.levels.last_mut() {
            if *tok == Token::Comma {
                top.best = top.value();
                top.ops = 0;
                top.chain = 0;
                top.child = 0;
            } else if after_operand && is_binary_operator(tok) {
                top.chain = top.chain.saturating_add(1);
                self.longest_chain = self.longest_chain.max(top.chain);
            } else if adds_depth(tok) {
                top.ops = top.ops.saturating_add(1);
            }
        }
        let sum = self.levels.iter().fold(0u32, |acc, l| acc.saturating_add(l.value()));
        sum.saturating_add(self.levels.len() as u32)
    }
}

fn ends_operand(tok: &Token) -> bool {
    tok.is_closer()
        || matches!(
            tok,
            Token::Name(_)
                | Token::Int(_)
                | Token::Float(_)
                | Token::Str(_)
                | Token::True
                | Token::False
                | Token::None
        )
}

/// Tokens that, after an operand, join it to the next one with a binary operator.
fn is_binary_operator(tok: &Token) -> bool {
    matches!(
        tok,
        Token::Plus
            | Token::Minus
            | Token::Star
            | Token::Slash
            | Token::DoubleSlash
            | Token::Percent
            | Token::DoubleStar
            | Token::At
            | Token::Amp
            | Token::Pipe
            | Token::Caret
            | Token::Shl
            | Token::Shr
            | Token::EqEq
            | Token::NotEq
            | Token::Lt
            | Token::Le
            | Token::Gt
            | Token::Ge
            | Token::And
            | Token::Or
    )
}

/// Tokens that can put one more node on a path of the expression tree.
fn adds_depth(tok: &Token) -> bool {
    !matches!(
        tok,
        Token::Name(_)
            | Token::Int(_)
            | Token::Float(_)
            | Token::Str(_)
            | Token::True
            | Token::False
            | Token::None
            | Token::Error
            | Token::Comma
            | Token::Assign
            | Token::Newline
            | Token::Indent
            | Token::Dedent
    )
}

struct Layout {
    file: FileId,
    eof: usize,
    out: Vec<(Token, Span)>,
    diags: Vec<Diagnostic>,
    /// Columns of the open blocks; `indents[0] == 0`.
    indents: Vec<u32>,
    /// Matched brackets open at this point: line ends inside them are ignored.
    depth: usize,
    /// The next token starts a logical line.
    at_line_start: bool,
    /// Indentation of the latest physical line.
    pending: Option<LineStart>,
    /// Where the current logical line's tokens start in `out` (after its layout tokens).
    line_start: usize,
    /// The rest of the line is being dropped (the line is already an `Error` token).
    skipping: bool,
    nesting: Nesting,
    tabs: Vec<Span>,
    reported_indent_limit: bool,
    /// The last bad dedent reported: (open blocks, their innermost column, the line's column).
    /// Later lines with the same mistake are the same mistake: reported once.
    last_bad_dedent: Option<(usize, u32, u32)>,
}

impl Layout {
    fn new(file: FileId, eof: usize) -> Layout {
        Layout {
            file,
            eof,
            out: Vec::new(),
            diags: Vec::new(),
            indents: vec![0],
            depth: 0,
            at_line_start: true,
            pending: None,
            line_start: 0,
            skipping: false,
            nesting: Nesting { levels: vec![NestLevel::default()], after_operand: false, longest_chain: 0 },
            tabs: Vec::new(),
            reported_indent_limit: false,
            last_bad_dedent: None,
        }
    }

    fn run(&mut self, raw: &[Raw], matched: &[bool]) {
        for (i, item) in raw.iter().enumerate() {
            match item {
                Raw::LineStart(info) => {
                    if self.depth == 0 && self.at_line_start {
                        self.pending = Some(*info);
                    }
                }
                Raw::Eol(span) => {
                    if self.depth == 0 && !self.at_line_start {
                        self.end_line(*span);
                    }
                }
                Raw::Tok(tok, span) => {
                    let is_matched = matched.get(i).copied().unwrap_or(false);
                    self.token(tok, *span, is_matched);
                }
            }
        }
        self.finish();
    }

    fn end_line(&mut self, span: Span) {
        self.out.push((Token::Newline, span));
        self.at_line_start = true;
        self.skipping = false;
    }

    fn token(&mut self, tok: &Token, span: Span, matched: bool) {
        if self.at_line_start {
            self.at_line_start = false;
            self.indentation(span);
            self.line_start = self.out.len();
            self.nesting.reset();
            if self.indents.len() > MAX_INDENT_LEVELS + 1 {
                self.out.push((Token::Error, span));
                self.skipping = true;
            }
        }
        if matched && tok.is_opener() {
            self.depth += 1;
        } else if matched && tok.is_closer() {
            self.depth = self.depth.saturating_sub(1);
        }
        if self.skipping {
            if let Some(last) = self.out.last_mut() {
                last.1.end = span.end;
            }
            return;
        }
        if self.nesting.feed(tok) > MAX_NESTING {
            self.too_deep(span);
            return;
        }
        if self.nesting.longest_chain > MAX_CHAIN {
            self.too_long(span);
            return;
        }
        self.out.push((tok.clone(), span));
    }

    /// Reports an expression nested too deeply, and drops its line (see [`Layout::drop_line`]).
    fn too_deep(&mut self, span: Span) {
        self.diags.push(
            Diagnostic::error(codes::SYNTAX, "expression nested too deeply")
                .with_label(span, "nesting limit reached here")
                .with_note(format!("an expression may nest at most {MAX_NESTING} levels deep (brackets, unary operators, calls and attributes)"))
                .with_help("split the expression into several statements"),
        );
        self.drop_line(span);
    }

    /// Reports a chain of more than [`MAX_CHAIN`] binary operators, and drops its line.
    fn too_long(&mut self, span: Span) {
        self.diags.push(
            Diagnostic::error(codes::SYNTAX, "expression too long")
                .with_label(span, "operator limit reached here")
                .with_note(format!("an expression may chain at most {MAX_CHAIN} binary operators at one level"))
                .with_help("split the expression into several statements"),
        );
        self.drop_line(span);
    }

    /// Replaces the current logical line with one `Error` token and drops the rest of it. An
    /// assignment to a name keeps its target (`x = <error>`), so that the name is bound to an
    /// erroneous value and later uses of it say nothing more.
    fn drop_line(&mut self, span: Span) {
        let kept = match self.out.get(self.line_start..self.line_start + 2) {
            Some([(Token::Name(_), _), (Token::Assign | Token::AugAssign(_), _)]) => self.line_start + 2,
            _ => self.line_start,
        };
        let start = self.out.get(kept).map_or(span.start, |(_, s)| s.start);
        self.out.truncate(kept);
        self.out.push((Token::Error, Span { file: self.file, start, end: span.end }));
        self.skipping = true;
    }

    /// Emits the `Indent`/`Dedent` tokens that put the line starting with `first` in its block.
    fn indentation(&mut self, first: Span) {
        let info = self.pending.take().unwrap_or(LineStart {
            width: 0,
            tab: None,
            span: Span { file: self.file, start: first.start, end: first.start },
        });
        if let Some(tab) = info.tab {
            self.tabs.push(tab);
        }
        let top = self.indents.last().copied().unwrap_or(0);
        if info.width > top {
            if self.indents.len() > MAX_INDENT_LEVELS + 1 {
                // Already past the limit: the line joins the deepest block (and is dropped).
                return;
            }
            self.indents.push(info.width);
            self.out.push((Token::Indent, info.span));
            if self.indents.len() > MAX_INDENT_LEVELS + 1 && !self.reported_indent_limit {
                self.reported_indent_limit = true;
                self.diags.push(
                    Diagnostic::error(codes::SYNTAX, "too many levels of indentation")
                        .with_label(info.span, "this block is nested too deeply")
                        .with_note(format!("at most {MAX_INDENT_LEVELS} blocks may be open at once")),
                );
            }
            return;
        }
        let dedent = Span { file: self.file, start: first.start, end: first.start };
        while let [.., outer, inner] = self.indents[..] {
            // Close the inner block only if the line is at or left of the outer one; a line
            // between the two stays in the inner block (and is reported below).
            if inner > info.width && outer >= info.width {
                self.indents.pop();
                self.out.push((Token::Dedent, dedent));
            } else {
                break;
            }
        }
        let level = self.indents.last().copied().unwrap_or(0);
        if level != info.width {
            self.bad_dedent(info, level);
        }
    }

    fn bad_dedent(&mut self, info: LineStart, level: u32) {
        let key = (self.indents.len(), level, info.width);
        if self.last_bad_dedent.replace(key) == Some(key) {
            return;
        }
        let columns: Vec<String> = self.indents.iter().map(u32::to_string).collect();
        self.diags.push(
            Diagnostic::error(codes::BAD_DEDENT, "unindent does not match any outer indentation level")
                .with_label(info.span, format!("indented by {} columns", info.width))
                .with_note(format!("the open blocks are indented by {} columns", columns.join(", ")))
                .with_help(format!("indent this line by {level} columns to continue the current block")),
        );
    }

    fn finish(&mut self) {
        let end = Span { file: self.file, start: self.eof as u32, end: self.eof as u32 };
        if !self.at_line_start {
            self.out.push((Token::Newline, end));
        }
        while self.indents.len() > 1 {
            self.indents.pop();
            self.out.push((Token::Dedent, end));
        }
        self.report_tabs();
    }

    fn report_tabs(&mut self) {
        let Some(&first) = self.tabs.first() else { return };
        let mut diag = Diagnostic::error(codes::MIXED_INDENT, "tab in indentation")
            .with_label(first, "this line is indented with a tab")
            .with_help("indent with spaces only");
        if self.tabs.len() > 1 {
            diag = diag.with_note(format!("{} more lines are indented with tabs", self.tabs.len() - 1));
        }
        self.diags.push(diag);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const F: FileId = FileId(0);

    /// The tokens of `text` in a compact form: `x = 1 ⏎ ▶ ... ◀`.
    fn toks(text: &str) -> String {
        let (tokens, _) = lex(text, F);
        tokens
            .iter()
            .map(|(t, _)| match t {
                Token::Newline => "⏎".to_string(),
                Token::Indent => "▶".to_string(),
                Token::Dedent => "◀".to_string(),
                Token::Error => "ERR".to_string(),
                Token::Str(s) => format!("{s:?}"),
                t => t.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    fn codes_of(text: &str) -> Vec<&'static str> {
        lex(text, F).1.iter().map(|d| d.code.0).collect()
    }

    #[test]
    fn empty_and_comment_only_inputs_have_no_tokens() {
        assert_eq!(toks(""), "");
        assert_eq!(toks("# just a comment\n\n   # another\n"), "");
        assert_eq!(toks("\n\n"), "");
    }

    #[test]
    fn final_newline_is_added() {
        assert_eq!(toks("x = 1"), "x = 1 ⏎");
        assert_eq!(toks("x = 1\n"), "x = 1 ⏎");
    }

    #[test]
    fn blocks_get_indent_and_dedent() {
        let text = "if a:\n    x = 1\n\n    # comment\n    y = 2\nz\n";
        assert_eq!(toks(text), "if a : ⏎ ▶ x = 1 ⏎ y = 2 ⏎ ◀ z ⏎");
    }

    #[test]
    fn pending_dedents_are_emitted_at_eof() {
        assert_eq!(toks("if a:\n  if b:\n    x"), "if a : ⏎ ▶ if b : ⏎ ▶ x ⏎ ◀ ◀");
    }

    #[test]
    fn brackets_join_lines() {
        assert_eq!(toks("f(a,\n  b)\nx"), "f ( a , b ) ⏎ x ⏎");
        assert_eq!(toks("x = [\n1,\n]\n"), "x = [ 1 , ] ⏎");
    }

    #[test]
    fn backslash_joins_lines() {
        assert_eq!(toks("x = 1 + \\\n    2\ny"), "x = 1 + 2 ⏎ y ⏎");
        assert_eq!(toks("x = 1 + \\\r\n    2\r\n"), "x = 1 + 2 ⏎");
    }

    #[test]
    fn crlf_is_a_newline() {
        assert_eq!(toks("if a:\r\n    b\r\nc\r\n"), "if a : ⏎ ▶ b ⏎ ◀ c ⏎");
        let (tokens, diags) = lex("a\r\nb", F);
        assert!(diags.is_empty());
        assert_eq!(tokens[1].1, Span::new(F, 1..3));
    }

    #[test]
    fn unclosed_bracket_does_not_join_lines() {
        let lexed = lex_full("x = f(1\ny = 2\n", F);
        let shown: Vec<String> = lexed.tokens.iter().map(|(t, _)| t.to_string()).collect();
        assert_eq!(shown.join(" "), "x = f ( 1 <newline> y = 2 <newline>");
        assert_eq!(lexed.unclosed, vec![(Token::LParen, Span::new(F, 5..6))]);
        assert!(lexed.diags.is_empty(), "the parser reports unclosed brackets");
    }

    #[test]
    fn mismatched_closer_closes_the_outer_bracket() {
        let lexed = lex_full("f(x[1)\n", F);
        assert_eq!(lexed.unclosed, vec![(Token::LBracket, Span::new(F, 3..4))]);
        assert!(lexed.stray_closers.is_empty());
        let lexed = lex_full("x)\n", F);
        assert_eq!(lexed.stray_closers, vec![Span::new(F, 1..2)]);
    }

    #[test]
    fn keywords_names_and_operators() {
        assert_eq!(
            toks("kernel def return if elif else for in while break continue pass and or not True False None import from as assert const kernels"),
            "kernel def return if elif else for in while break continue pass and or not True False None import from as assert const kernels ⏎"
        );
        assert_eq!(
            toks("+ - * / // % ** @ & | ^ ~ << >> == != < <= > >= = += -= *= /= //= %= **= @= &= |= ^= <<= >>= ( ) [ ] , : . ->"),
            "+ - * / // % ** @ & | ^ ~ << >> == != < <= > >= = += -= *= /= //= %= **= @= &= |= ^= <<= >>= ( ) [ ] , : . -> ⏎"
        );
    }

    #[test]
    fn numbers() {
        let (tokens, diags) = lex("123 1_000 0x1F 0b101 0o17 1.0 .5 1e-3 2.5E+4 1. 0 00", F);
        assert!(diags.is_empty(), "{diags:?}");
        let values: Vec<Token> = tokens.into_iter().map(|(t, _)| t).collect();
        assert_eq!(
            values,
            vec![
                Token::Int(123),
                Token::Int(1000),
                Token::Int(31),
                Token::Int(5),
                Token::Int(15),
                Token::Float(1.0),
                Token::Float(0.5),
                Token::Float(1e-3),
                Token::Float(2.5e4),
                Token::Float(1.0),
                Token::Int(0),
                Token::Int(0),
                Token::Newline,
            ]
        );
    }

    #[test]
    fn integer_limits() {
        assert_eq!(lex("9223372036854775807", F).0[0].0, Token::Int(i64::MAX));
        assert_eq!(codes_of("9223372036854775808"), vec!["E0105"]);
        assert_eq!(codes_of("0xFFFFFFFFFFFFFFFFFF"), vec!["E0105"]);
        assert_eq!(lex("99999999999999999999999", F).0[0].0, Token::Error);
    }

    #[test]
    fn malformed_numbers() {
        for bad in ["12abc", "0x", "0b102", "1__0", "1_", "1e", "1.e", "0xZZ", "012", "1_.5"] {
            assert_eq!(codes_of(bad), vec!["E0109"], "{bad}");
            assert_eq!(lex(bad, F).0[0].0, Token::Error, "{bad}");
        }
    }

    #[test]
    fn strings_and_escapes() {
        let (tokens, diags) = lex(
            r#""a\n\t\\\"b" 'it\'s' "" '''x
y'''"#,
            F,
        );
        assert!(diags.is_empty(), "{diags:?}");
        assert_eq!(tokens[0].0, Token::Str("a\n\t\\\"b".into()));
        assert_eq!(tokens[1].0, Token::Str("it's".into()));
        assert_eq!(tokens[2].0, Token::Str(String::new()));
        assert_eq!(tokens[3].0, Token::Str("x\ny".into()));
        assert_eq!(codes_of(r#""\q""#), vec!["E0100"]);
    }

    #[test]
    fn unterminated_strings() {
        let lexed = lex_full("x = \"abc\ny = 1\n", F);
        assert_eq!(lexed.diags.len(), 1);
        assert_eq!(lexed.diags[0].code, codes::UNTERMINATED_STRING);
        assert_eq!(lexed.diags[0].primary_span(), Some(Span::new(F, 4..8)));
        assert_eq!(lexed.tokens[2].0, Token::Str("abc".into()));
        assert_eq!(lexed.tokens[3].0, Token::Newline, "the line still ends");
        let lexed = lex_full("x = '''abc\n", F);
        assert!(lexed.open_triple_string);
        assert_eq!(lexed.diags[0].code, codes::UNTERMINATED_STRING);
    }

    #[test]
    fn stray_characters() {
        let (tokens, diags) = lex("x = a $$ b\ny = !c\n", F);
        assert_eq!(diags.len(), 2);
        assert!(diags.iter().all(|d| d.code == codes::INVALID_CHARACTER));
        assert_eq!(diags[0].message, "unexpected characters `$$`");
        assert!(diags[1].help.as_deref().unwrap_or("").contains("not"));
        assert_eq!(tokens.iter().filter(|(t, _)| *t == Token::Error).count(), 2);
        assert_eq!(codes_of("x = é"), vec!["E0102"]);
        assert_eq!(codes_of("x\u{a0}= 1"), vec!["E0102"]);
        assert_eq!(codes_of("x = 1 \\ 2"), vec!["E0102"]);
    }

    #[test]
    fn tabs_are_reported_once() {
        let diags = lex("if a:\n\tx\n\ty\n", F).1;
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::MIXED_INDENT);
        assert_eq!(diags[0].primary_span(), Some(Span::new(F, 6..7)));
        assert_eq!(diags[0].notes, vec!["1 more lines are indented with tabs".to_string()]);
        assert_eq!(toks("if a:\n\tx\n\ty\n"), "if a : ⏎ ▶ x ⏎ y ⏎ ◀");
    }

    #[test]
    fn bad_dedent_stays_in_the_inner_block() {
        let text = "if a:\n    x\n  y\n    z\nw\n";
        let (_, diags) = lex(text, F);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].code, codes::BAD_DEDENT);
        assert_eq!(diags[0].primary_span(), Some(Span::new(F, 12..14)));
        assert_eq!(toks(text), "if a : ⏎ ▶ x ⏎ y ⏎ z ⏎ ◀ w ⏎");
        // Dedenting past one level to a column between two closes the inner one only.
        let text = "def f():\n    if c:\n        x\n  y\n";
        assert_eq!(toks(text), "def f ( ) : ⏎ ▶ if c : ⏎ ▶ x ⏎ ◀ y ⏎ ◀");
    }

    #[test]
    fn spans_are_byte_ranges() {
        let (tokens, _) = lex("é = \"ü\"  # ö\nab", F);
        // `é` is stray (two bytes), the string is four bytes.
        assert_eq!(tokens[0], (Token::Error, Span::new(F, 0..2)));
        assert_eq!(tokens[1], (Token::Assign, Span::new(F, 3..4)));
        assert_eq!(tokens[2], (Token::Str("ü".into()), Span::new(F, 5..9)));
        assert_eq!(tokens[3], (Token::Newline, Span::new(F, 15..16)));
        assert_eq!(tokens[4], (Token::Name("ab".into()), Span::new(F, 16..18)));
        assert_eq!(tokens[5], (Token::Newline, Span::new(F, 18..18)));
    }

    #[test]
    fn indent_span_covers_the_indentation() {
        let (tokens, _) = lex("if a:\n    b\n", F);
        assert_eq!(tokens[4], (Token::Indent, Span::new(F, 6..10)));
        assert_eq!(tokens[7], (Token::Dedent, Span::new(F, 12..12)));
    }

    #[test]
    fn deep_nesting_is_cut_off() {
        let text = format!("x = {}1{}\ny = 2\n", "(".repeat(10_000), ")".repeat(10_000));
        let (tokens, diags) = lex(&text, F);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].message, "expression nested too deeply");
        assert_eq!(toks_of(&tokens), "x = ERR ⏎ y = 2 ⏎", "the target stays bound");
        // A flat chain nests nothing: long ones are fine, up to MAX_CHAIN operators.
        let long_sum = format!("x = {}\n", vec!["a"; 1000].join(" + "));
        assert!(lex(&long_sum, F).1.is_empty());
        let too_long = format!("x = {}\ny = 2\n", vec!["a"; MAX_CHAIN as usize + 2].join(" * "));
        let (tokens, diags) = lex(&too_long, F);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].message, "expression too long");
        assert_eq!(toks_of(&tokens), "x = ERR ⏎ y = 2 ⏎", "the target stays bound");
        let unary = format!("x = {}1\n", "-".repeat(100_000));
        assert_eq!(lex(&unary, F).1.len(), 1);
        // Wide but shallow is fine.
        let wide = format!("x = [{}]\n", vec!["[-1, 2]"; 2000].join(", "));
        assert!(lex(&wide, F).1.is_empty());
    }

    fn toks_of(tokens: &[(Token, Span)]) -> String {
        tokens
            .iter()
            .map(|(t, _)| match t {
                Token::Newline => "⏎".to_string(),
                Token::Error => "ERR".to_string(),
                t => t.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    }

    #[test]
    fn deep_indentation_is_cut_off() {
        let mut text = String::new();
        for level in 0..150 {
            text.push_str(&" ".repeat(level));
            text.push_str("if c:\n");
        }
        text.push_str(&" ".repeat(150));
        text.push_str("x\n");
        let (tokens, diags) = lex(&text, F);
        assert_eq!(diags.len(), 1);
        assert_eq!(diags[0].message, "too many levels of indentation");
        let indents = tokens.iter().filter(|(t, _)| *t == Token::Indent).count();
        let dedents = tokens.iter().filter(|(t, _)| *t == Token::Dedent).count();
        assert_eq!(indents, dedents);
    }

    #[test]
    fn bom_is_skipped() {
        assert_eq!(toks("\u{feff}x = 1\n"), "x = 1 ⏎");
    }

    #[test]
    fn trailing_backslash() {
        let lexed = lex_full("x = 1 + \\", F);
        assert!(lexed.trailing_backslash);
        assert_eq!(lexed.diags.len(), 1);
    }
}
