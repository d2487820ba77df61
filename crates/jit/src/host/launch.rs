//! The single path every kernel launch takes, whatever started it (a script, the REPL, an
//! embedding application): [`Compiled`] holds one specialisation ready to run, [`launch`]
//! checks the arguments against it and runs it on the selected device.

use tile_lang::tir;

use crate::abi::Layout;
use crate::cpu::{self, Arg, CpuKernel, ExecOptions, LaunchReport};

/// One kernel specialisation, compiled for every place it can run.
pub struct Compiled {
    pub tir: tir::Kernel,
    pub layout: Layout,
    cpu: CpuKernel,
}

impl Compiled {
    /// Prepares a verified TIR kernel for launches.
    pub fn new(tir: tir::Kernel) -> Result<Compiled, cpu::ExecError> {
        let cpu = CpuKernel::new(&tir)?;
        let layout = Layout::of(&tir);
        Ok(Compiled { tir, layout, cpu })
    }

    pub fn name(&self) -> &str {
        &self.tir.name
    }
}

/// Launches `kernel` over `grid` with `args` (one per kernel parameter, `const` parameters
/// excluded) on the CPU.
pub fn launch(kernel: &Compiled, grid: [u32; 3], args: &[Arg<'_>], opts: &ExecOptions) -> Result<LaunchReport, cpu::ExecError> {
    kernel.cpu.launch(grid, args, opts)
}
