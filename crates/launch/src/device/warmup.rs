//! Warming the driver's loader of tileiras cubins while the first kernel is being compiled.
//!
//! Every tileiras cubin carries a `.nv.host` section: host code the driver runs to fill the
//! kernel's hidden parameters (TMA descriptors). Measured on an H200 (driver 580, 2026-11-21,
//! `crates/gpu/examples/module_load.rs`): the first such cubin a process loads costs 3.5–4.7 ms,
//! every later one 0.1–0.3 ms, and loading an ordinary cubin first does not shorten it — the
//! cost is the driver setting up its host-callback machinery once per process. It sat on the
//! critical path of every script's first launch, after the front end and the cache lookup.
//!
//! So opening a GPU starts a thread that loads a tiny tileiras cubin (the kernel in
//! `warmup/warmup.tile`, assembled by tileiras 13.4 for sm_80, sm_90, sm_100 and sm_120: see
//! `scripts/make-warmup-cubins.sh`) and keeps it loaded. The one-time cost then overlaps the
//! front end, the cache lookup and the launch thunk's compilation instead of following them.
//! Nothing depends on the warm-up succeeding: a GPU with no matching cubin, or a load that
//! fails, just leaves the first real load to pay as before.

use std::thread::JoinHandle;

use tile_gpu::{Device, Module};

use tile_codegen::Target;

/// The warm-up cubins, by the target they were assembled for.
const CUBINS: [(u32, &[u8]); 4] = [
    (80, include_bytes!("warmup/sm_80.cubin")),
    (90, include_bytes!("warmup/sm_90.cubin")),
    (100, include_bytes!("warmup/sm_100.cubin")),
    (120, include_bytes!("warmup/sm_120.cubin")),
];

/// The kernel's name in every warm-up cubin.
const SYMBOL: &str = "warmup";

/// The warm-up cubin for `target`: the one of the same architecture family (major version)
/// assembled for the highest target not above it.
pub fn cubin_for(target: Target) -> Option<&'static [u8]> {
    let sm = target.sm();
    CUBINS.iter().filter(|(t, _)| t / 10 == sm / 10 && *t <= sm).map(|(_, c)| *c).next_back()
}

/// A warm-up in progress: joined (and the module kept) when dropped with its GPU.
pub struct Warmup {
    thread: Option<JoinHandle<Option<Module>>>,
}

impl Warmup {
    /// Starts loading the warm-up cubin for `target` into `dev`'s context on a new thread;
    /// `None` when there is none for this target or no thread could be started.
    pub fn start(dev: &Device, target: Target) -> Option<Warmup> {
        let image = cubin_for(target)?;
        let dev = dev.clone();
        let thread = std::thread::Builder::new()
            .name("tile-gpu-warmup".into())
            .spawn(move || {
                let module = Module::load_cubin(&dev, image).ok()?;
                module.function(SYMBOL).ok()?;
                Some(module)
            })
            .ok()?;
        Some(Warmup { thread: Some(thread) })
    }
}

impl Drop for Warmup {
    fn drop(&mut self) {
        // The module must be unloaded before its context goes away: wait for the thread and
        // drop what it loaded here, while the caller still holds the device.
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An ELF64 image whose `e_flags` name the SM it was assembled for.
    fn elf_sm(image: &[u8]) -> u32 {
        assert_eq!(&image[..4], b"\x7fELF", "a cubin is an ELF file");
        let flags = u32::from_le_bytes(image[48..52].try_into().unwrap());
        // CUDA ELF e_flags (ELFABI v8): the SM number in bits 8..16.
        (flags >> 8) & 0xff
    }

    #[test]
    fn every_embedded_cubin_is_an_elf_for_its_target() {
        for (sm, image) in CUBINS {
            assert_eq!(elf_sm(image), sm, "warmup/sm_{sm}.cubin");
            let has_host = image.windows(b".nv.host".len()).any(|w| w == b".nv.host");
            assert!(has_host, "warmup/sm_{sm}.cubin has no .nv.host section: it would not warm the callback loader");
        }
    }

    #[test]
    fn targets_pick_the_cubin_of_their_family() {
        let pick = |sm| cubin_for(Target::new(sm)).map(elf_sm);
        assert_eq!(pick(90), Some(90));
        assert_eq!(pick(86), Some(80));
        assert_eq!(pick(89), Some(80));
        assert_eq!(pick(103), Some(100));
        assert_eq!(pick(121), Some(120));
        assert_eq!(pick(75), None);
    }
}
