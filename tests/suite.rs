//! The `suite` test binary: every data-driven test of tile in one libtest-mimic harness.
//!
//! Trials come from `tile_tests` (the `src/` library of this package): `ui::…` diagnostics
//! tests, `tir::…` goldens, `roundtrip::…` TIR text round trips and `fuzz::…` no-panic tests.
//! Filter as usual: `cargo test -p tile-tests -- ui::shape`. Set `TILE_BLESS=1` to rewrite
//! goldens. See `tests/README.md`.

use libtest_mimic::Arguments;

fn main() {
    let args = Arguments::from_args();
    let ctx = tile_tests::Context::from_env(env!("CARGO_MANIFEST_DIR"), env!("CARGO_TARGET_TMPDIR"));
    // Sources are checked under repository-relative names; imports resolve against them.
    if let Err(e) = std::env::set_current_dir(&ctx.root) {
        eprintln!("cannot change to the repository root {}: {e}", ctx.root.display());
        std::process::exit(2);
    }
    tile_tests::panics::install_hook();
    let trials = tile_tests::all_trials(&ctx);
    libtest_mimic::run(&args, trials).exit();
}
