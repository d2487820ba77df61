//! Lexing and parsing: source text to [`ast::Module`].
//!
//! The lexer turns text into tokens and makes Python-style indentation explicit with
//! `Newline`, `Indent` and `Dedent` tokens; the chumsky parser then works over that token
//! stream. Both recover from errors, so one parse reports every syntax error it can find,
//! and neither ever panics.

pub mod ast;
pub mod lexer;
pub mod parser;

pub use parser::{is_complete, parse};
