//! Front-end benchmark: parse, check and lower a file to verified TIR, many times.
//!
//! ```sh
//! cargo run --release -p tile-jit --example frontend_bench -- examples/matmul.tile
//! ```
//!
//! Prints the median, minimum and 90th percentile wall time of one full front-end run
//! (parse, imports, host check, every specialisation checked, lowered and verified) over
//! 2000 runs after 200 warm-up runs. Also times the parser alone.

use std::time::{Duration, Instant};

use tile_jit::Compiler;
use tile_lang::source::FileId;

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| "examples/matmul.tile".into());
    let text = std::fs::read_to_string(&path).expect("read the input file");
    let out = Compiler::new().check_text(&path, &text);
    assert!(!out.has_errors(), "the input must check cleanly");
    let kernels = out.tir.kernels.len();

    let full = time(|| {
        let out = Compiler::new().check_text(&path, &text);
        std::hint::black_box(out.tir.kernels.len());
    });
    let parse = time(|| {
        let (m, _) = tile_lang::syntax::parse(&text, FileId(0));
        std::hint::black_box(m.body.len());
    });
    println!("{path}: {} bytes, {kernels} kernel specialisations", text.len());
    report("parse + check + lower + verify", &full);
    report("parse only", &parse);
}

fn time(mut f: impl FnMut()) -> Vec<Duration> {
    for _ in 0..200 {
        f();
    }
    let mut samples: Vec<Duration> = (0..2000)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .collect();
    samples.sort();
    samples
}

fn report(what: &str, s: &[Duration]) {
    let us = |d: Duration| d.as_secs_f64() * 1e6;
    println!(
        "  {what:32} median {:8.1} us   min {:8.1} us   p90 {:8.1} us",
        us(s[s.len() / 2]),
        us(s[0]),
        us(s[s.len() * 9 / 10])
    );
}
