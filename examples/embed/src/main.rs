//! Embedding tile in a Rust program: build an [`Engine`], evaluate source that defines a
//! kernel, launch it on the program's own `Vec<f32>` buffers, read the results, and show
//! what a bad call reports.
//!
//! Run with `cargo run -p tile-embed`.
//!
//! The kernel is compiled on its first launch, for the dtypes, ranks and layout facts of the
//! buffers it is given; every launch then goes through that specialisation's launch thunk,
//! which checks the buffers against it and packs the kernel's parameters.

use std::process::ExitCode;

use tile_jit::engine::{EvalError, KernelArg};
use tile_jit::{DeviceChoice, Engine};

/// `out = alpha * x + y`, one tile of `T` elements per block, plus host code computing the
/// grid size the program asks for below.
const SOURCE: &str = "
kernel saxpy(x: f32[N], y: f32[N], out: f32[N], alpha: float, T: const int):
    i = bid(0)
    a = load(x, index=(i,), shape=(T,), padding=zero)
    b = load(y, index=(i,), shape=(T,), padding=zero)
    store(out, index=(i,), tile=alpha * a + b)

T = 256
";

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(e.exit_code())
        }
    }
}

fn run() -> Result<(), EvalError> {
    let engine = Engine::new(DeviceChoice::Auto).unwrap_or_else(|_| Engine::cpu());
    let mut session = engine.session();
    session.eval(SOURCE)?;

    let n = 10_000;
    let x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let y = vec![0.5f32; n];
    let mut out = vec![0f32; n];
    // Host code can compute launch parameters too.
    let blocks = session.eval_expr(&format!("cdiv({n}, T)"))?.repr().parse::<u32>().expect("cdiv gives an integer");
    let args = vec![
        KernelArg::read_only(&x, &[n]),
        KernelArg::read_only(&y, &[n]),
        KernelArg::array(&mut out, &[n]),
        KernelArg::from(2.0),
        KernelArg::from(256),
    ];
    session.kernel("saxpy")?.launch(blocks, args)?;

    let wrong = out.iter().enumerate().filter(|&(i, &v)| v != 2.0 * i as f32 + 0.5).count();
    println!("saxpy over {n} elements in {blocks} blocks: out[..4] = {:?}, {wrong} wrong", &out[..4]);
    println!("compiled specialisations: {}", session.compiled_count());
    assert_eq!(wrong, 0, "saxpy disagrees with 2 * x + y");

    // A buffer of the wrong dtype is refused before anything runs, naming the parameter.
    let mut out64 = vec![0f64; n];
    let args = vec![KernelArg::read_only(&x, &[n]), KernelArg::read_only(&y, &[n]), KernelArg::array(&mut out64, &[n]), KernelArg::from(2.0), KernelArg::from(256)];
    match session.kernel("saxpy")?.launch(blocks, args) {
        Ok(()) => println!("an f64 output was accepted: it got its own specialisation"),
        Err(e) => println!("an f64 output is refused:\n{e}"),
    }
    Ok(())
}
