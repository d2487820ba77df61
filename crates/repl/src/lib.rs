//! The library half of the `tile` command: the REPL ([`repl::Repl`], a line processor over a
//! `tile_jit::Session`, and its terminal front end), its restart into a fresh process
//! ([`restart`]), Tab completion ([`complete`]) and the progress spinner. The binary
//! (`main.rs`) parses the command line and calls in here; tests drive [`repl::Repl`]
//! directly.

#![deny(unsafe_code)]

pub mod complete;
pub mod repl;
pub mod restart;
pub mod spinner;
