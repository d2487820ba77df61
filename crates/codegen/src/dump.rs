//! `TILE_DUMP_DIR`: what a back end compiles, written where a person can look at it.
//!
//! With the variable set, every compile writes the kernel's TIR and each stage its back end
//! emits, named `<kernel>.<target>.<hash>.<extension>`: the hash is of the TIR, so
//! specialisations with different array facts do not overwrite each other. What to look at,
//! or hand to the back end's own tools, when a GPU result is wrong.

use std::path::PathBuf;

use tile_lang::tir::{self, Kernel};

use crate::backend::{Backend, CompileOptions, Emitted};
use crate::cache::CacheKey;

/// Writes `kernel` and its stages under `TILE_DUMP_DIR`, if it is set (a warning when it
/// cannot be written: dumping never fails a compile).
pub(crate) fn dump(backend: &dyn Backend, kernel: &Kernel, opts: &CompileOptions) {
    let Some(dir) = std::env::var_os("TILE_DUMP_DIR").filter(|d| !d.is_empty()).map(PathBuf::from) else {
        return;
    };
    let tir_text = tir::print::print_kernel(kernel);
    let tag = &CacheKey::of(&[tir_text.as_bytes()]).hex()[..12];
    let stem = dir.join(format!("{}.{}", kernel.name, opts.target));
    let mut files: Vec<(String, Vec<u8>)> = vec![(format!("{tag}.tir"), tir_text.into_bytes())];
    for stage in backend.stages() {
        let bytes = match backend.emit(kernel, stage.name, opts) {
            Ok(Emitted::Text(t)) => t.into_bytes(),
            Ok(Emitted::Binary(b)) => b,
            Err(e) => format!("// emission failed: {e}\n").into_bytes(),
        };
        files.push((format!("{tag}.{}", stage.extension), bytes));
    }
    let wrote = std::fs::create_dir_all(&dir).and_then(|()| {
        files.iter().try_for_each(|(ext, bytes)| std::fs::write(stem.with_extension(ext), bytes))
    });
    if let Err(e) = wrote {
        eprintln!("warning: TILE_DUMP_DIR: cannot write {}: {e}", dir.display());
    }
}
