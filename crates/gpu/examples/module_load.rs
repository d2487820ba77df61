//! Times `cuModuleLoadData` + `cuModuleGetFunction` of cubins in the order given, in one fresh
//! context: shows which part of a first load is a one-time cost of the process and which is per
//! module.
//!
//! ```sh
//! cargo run --release -p tile-gpu --example module_load -- A.cubin:symbol B.cubin:symbol ...
//! ```
//!
//! Each argument is `FILE:SYMBOL`; a `.ptx` file is loaded as PTX (JIT-compiled by the driver).
//! Prints one line per load with its milliseconds; the device is opened (and its context
//! created) before the first timed load.

use std::time::Instant;

use tile_gpu::{Device, Module};

fn main() {
    let t = Instant::now();
    let dev = match Device::open(0) {
        Ok(d) => d,
        Err(e) => {
            eprintln!("module_load: {e}");
            std::process::exit(1);
        }
    };
    println!("open device 0 and create its context: {:.2} ms", t.elapsed().as_secs_f64() * 1e3);
    let mut keep = Vec::new();
    for arg in std::env::args().skip(1) {
        let (path, symbol) = arg.rsplit_once(':').unwrap_or((arg.as_str(), ""));
        let bytes = match std::fs::read(path) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("module_load: cannot read {path}: {e}");
                std::process::exit(1);
            }
        };
        let t = Instant::now();
        let module = if path.ends_with(".ptx") {
            Module::load_ptx(&dev, &String::from_utf8_lossy(&bytes))
        } else {
            Module::load_cubin(&dev, &bytes)
        };
        let loaded = module.and_then(|m| m.function(symbol).map(|f| (m, f)));
        let ms = t.elapsed().as_secs_f64() * 1e3;
        match loaded {
            Ok(pair) => {
                println!("load {path} ({} bytes) + function `{symbol}`: {ms:.2} ms", bytes.len());
                keep.push(pair);
            }
            Err(e) => println!("load {path}: failed after {ms:.2} ms: {e}"),
        }
    }
}
