//! The `tile` command line: a thin client of `tile_jit`.
//!
//! Exit status: 0 success, 1 the program has errors (a user mistake), 2 an internal error
//! (a bug in tile) or a usage error of the command itself.

use std::io::IsTerminal;
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use tile_jit::Compiler;
use tile_lang::diag::{self, Severity};

/// tile: write, check and inspect GPU tile kernels.
///
/// A `.tile` file holds kernels (run once per block of a grid), helper functions and host code
/// that makes arrays, launches kernels and checks results. See docs/language.md.
#[derive(Parser, Debug)]
#[command(name = "tile", version, about, long_about = None, after_help = EXAMPLES)]
struct Cli {
    /// Colour diagnostics: auto (when writing to a terminal), always or never.
    #[arg(long, value_enum, default_value_t = ColorChoice::Auto, global = true)]
    color: ColorChoice,
    #[command(subcommand)]
    command: Command,
}

const EXAMPLES: &str = "\
Examples:
  tile check examples/matmul.tile            report every error in a file (exit 1 if any)
  tile emit --stage tir examples/softmax.tile print the typed tile IR of each specialisation
  tile check stdlib/softmax.tile --spec 'softmax(x=f16[M, N], y=f16[M, N], BM=1, BN=4096)'
  tile explain E0401                          what a diagnostic code means";

#[derive(Subcommand, Debug)]
enum Command {
    /// Parse and check a file: syntax, names, shapes and dtypes of every kernel specialisation
    /// that its host code launches or that `@spec`/`--spec` names.
    Check {
        file: PathBuf,
        /// Extra specialisation to check, in `@spec` form: 'kernel(param=value, ...)'.
        #[arg(long = "spec", value_name = "SPEC")]
        specs: Vec<String>,
    },
    /// Print an intermediate form of every kernel specialisation in a file.
    Emit {
        /// Which stage to print.
        #[arg(long, value_enum, default_value_t = Stage::Tir)]
        stage: Stage,
        file: PathBuf,
        /// Extra specialisation to emit, in `@spec` form.
        #[arg(long = "spec", value_name = "SPEC")]
        specs: Vec<String>,
    },
    /// Explain a diagnostic code, e.g. `tile explain E0401`.
    Explain { code: String },
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Stage {
    /// The typed tile IR after checking and lowering.
    Tir,
}

#[derive(Clone, Copy, Debug, ValueEnum, PartialEq, Eq)]
enum ColorChoice {
    Auto,
    Always,
    Never,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let color = match cli.color {
        ColorChoice::Always => true,
        ColorChoice::Never => false,
        ColorChoice::Auto => std::io::stderr().is_terminal() && std::env::var_os("NO_COLOR").is_none(),
    };
    match cli.command {
        Command::Check { file, specs } => check(&file, specs, color, None),
        Command::Emit { stage, file, specs } => check(&file, specs, color, Some(stage)),
        Command::Explain { code } => explain(&code),
    }
}

fn check(file: &std::path::Path, specs: Vec<String>, color: bool, emit: Option<Stage>) -> ExitCode {
    let mut compiler = Compiler::new().with_specs(specs);
    let out = match compiler.check_file(file) {
        Ok(out) => out,
        Err(e) => {
            eprintln!("error: cannot read {}: {e}", file.display());
            return ExitCode::from(1);
        }
    };
    if !out.diagnostics.is_empty() {
        eprint!("{}", compiler.render(&out.diagnostics, color));
    }
    if out.diagnostics.iter().any(|d| d.severity == Severity::Internal) {
        return ExitCode::from(2);
    }
    if diag::has_errors(&out.diagnostics) {
        return ExitCode::from(1);
    }
    match emit {
        Some(Stage::Tir) => print!("{}", tile_lang::tir::print::print_module(&out.tir)),
        None => eprintln!("{}: ok ({} kernel specialisation{} checked)", file.display(), out.tir.kernels.len(), if out.tir.kernels.len() == 1 { "" } else { "s" }),
    }
    ExitCode::SUCCESS
}

fn explain(code: &str) -> ExitCode {
    match diag::codes::explain(code) {
        Some(text) => {
            println!("{}: {text}", code.to_ascii_uppercase());
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("error: unknown diagnostic code `{code}`; codes look like E0401");
            ExitCode::from(2)
        }
    }
}
