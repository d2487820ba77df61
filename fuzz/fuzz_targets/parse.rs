//! Feeds arbitrary UTF-8 to the lexer and parser. They must return (never panic, overflow the
//! stack or hang), and everything they report must point into the input.
#![no_main]

use libfuzzer_sys::fuzz_target;
use tile_lang::FileId;
use tile_lang::syntax::{is_complete, lexer, parse};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else { return };
    let len = text.len() as u32;
    let in_text = |s: tile_lang::Span| s.start <= s.end && s.end <= len;

    let (tokens, _) = lexer::lex(text, FileId(0));
    assert!(tokens.iter().all(|(_, span)| in_text(*span)));

    let (module, diags) = parse(text, FileId(0));
    for diag in &diags {
        assert!(!diag.labels.is_empty(), "a diagnostic without a location: {diag:?}");
        assert!(diag.labels.iter().all(|label| in_text(label.span)), "{diag:?}");
    }
    assert!(module.body.iter().all(|stmt| in_text(stmt.span)));

    let _ = is_complete(text);
});
