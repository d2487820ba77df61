//! [`Executor`]: where a session's kernels run — the CPU reference executor, a CUDA GPU, or a
//! simulated GPU — chosen once ([`Executor::open`]) and held by the runtime, which swaps it for
//! the CPU when the GPU faults.
//!
//! [`Device`] is what host code sees of it: where an array's memory lives.

use tile_codegen::Codegen;

use crate::device::Gpu;

/// Which device to run on, as users and embedders ask for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DeviceChoice {
    /// The best device available: GPU 0 when the CUDA driver loads and the device opens, else
    /// the CPU.
    #[default]
    Auto,
    Cpu,
    /// GPU 0 (an error without a usable CUDA driver and GPU).
    Gpu,
    /// A simulated GPU (`sim`): device arrays in host memory, kernels on the CPU executor,
    /// faults like a GPU's. For trying and testing the GPU path without a GPU.
    Simulated,
}

impl std::str::FromStr for DeviceChoice {
    type Err = String;
    fn from_str(s: &str) -> Result<DeviceChoice, String> {
        match s.to_ascii_lowercase().as_str() {
            "auto" => Ok(DeviceChoice::Auto),
            "cpu" => Ok(DeviceChoice::Cpu),
            "gpu" | "cuda" => Ok(DeviceChoice::Gpu),
            "sim" => Ok(DeviceChoice::Simulated),
            other => {
                Err(format!("unknown device `{other}`; choose cpu, gpu or auto (or sim, a simulated GPU)"))
            }
        }
    }
}

/// Where an array's memory lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Device {
    /// Host memory, run by the CPU executor.
    Cpu,
    /// GPU `ordinal`'s memory (with a host mirror), run by kernels compiled for it.
    Gpu(u32),
}

impl Device {
    /// `cpu` or `gpu` (what `a.device` evaluates to).
    pub fn name(self) -> &'static str {
        match self {
            Device::Cpu => "cpu",
            Device::Gpu(_) => "gpu",
        }
    }
}

impl std::fmt::Display for Device {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Device::Gpu(n) if *n != 0 => write!(f, "gpu:{n}"),
            d => f.write_str(d.name()),
        }
    }
}

/// Where kernels run. Cheap to clone (a GPU is shared).
#[derive(Clone, Debug, Default)]
pub enum Executor {
    /// The CPU reference executor, on host memory.
    #[default]
    Cpu,
    /// A GPU, real or simulated ([`Gpu`]): device memory, launches queued on its stream.
    Gpu(Gpu),
}

impl Executor {
    /// The executor `choice` asks for: `Gpu` is an error (saying why) without a usable CUDA
    /// driver and GPU; `Auto` then picks the CPU.
    pub fn open(choice: DeviceChoice) -> Result<Executor, String> {
        Executor::open_with(choice, Codegen::from_env())
    }

    /// [`Executor::open`], a GPU compiling kernels with `codegen` (a back end and its cache).
    pub fn open_with(choice: DeviceChoice, codegen: Codegen) -> Result<Executor, String> {
        Ok(match choice {
            DeviceChoice::Cpu => Executor::Cpu,
            DeviceChoice::Simulated => Executor::Gpu(Gpu::simulated_with(codegen)),
            DeviceChoice::Auto => Gpu::open_with(0, codegen).map_or(Executor::Cpu, Executor::Gpu),
            DeviceChoice::Gpu => Executor::Gpu(Gpu::open_with(0, codegen)?),
        })
    }

    /// Where arrays of this executor live.
    pub fn device(&self) -> Device {
        match self {
            Executor::Cpu => Device::Cpu,
            Executor::Gpu(g) => Device::Gpu(g.ordinal()),
        }
    }

    /// The GPU, if kernels run on one.
    pub fn gpu(&self) -> Option<&Gpu> {
        match self {
            Executor::Cpu => None,
            Executor::Gpu(g) => Some(g),
        }
    }
}
