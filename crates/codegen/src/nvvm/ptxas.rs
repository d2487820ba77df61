//! Assembling the NVVM back end's PTX into a cubin with `ptxas`, for `tile build`: a host then
//! loads the kernel with no JIT step at load time, on any driver that loads cubins of the
//! target. The ptxas of libNVVM's release is found beside the library (the `bin/` of the
//! `nvidia-nvvm` wheel or of the toolkit), or named by `TILE_PTXAS`.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};

use crate::backend::{BackendError, BackendErrorKind};
use crate::target::Target;

use super::backend::NAME;

/// The ptxas to assemble with: `TILE_PTXAS`, else the one beside `libnvvm` (`None`: PTX only).
pub fn find(libnvvm: &Path) -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("TILE_PTXAS").filter(|p| !p.is_empty()) {
        return Some(PathBuf::from(p));
    }
    let dir = libnvvm.parent()?;
    // wheel: nvidia/cu13/lib/libnvvm.so -> nvidia/cu13/bin; toolkit: nvvm/lib64 -> bin
    [dir.join("../bin/ptxas"), dir.join("../../bin/ptxas")].into_iter().find(|p| p.is_file())
}

/// The cubin of `ptx` for `target`, from `ptxas`.
pub fn assemble(ptxas: &Path, ptx: &str, target: Target, symbol: &str) -> Result<Vec<u8>, BackendError> {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!("tile-ptxas-{}-{}", std::process::id(), NEXT.fetch_add(1, Ordering::Relaxed)));
    let io = |what: &str, e: std::io::Error| BackendError::new(BackendErrorKind::Toolchain, NAME, format!("{what}: {e}"));
    std::fs::create_dir_all(&dir).map_err(|e| io(&format!("cannot create {}", dir.display()), e))?;
    let (input, output) = (dir.join(format!("{symbol}.ptx")), dir.join(format!("{symbol}.cubin")));
    let result = (|| {
        std::fs::write(&input, ptx).map_err(|e| io(&format!("cannot write {}", input.display()), e))?;
        // PTX that holds sm_90a's instructions (`wgmma`) says so in its `.target`.
        let specific_target = format!(".target {}a", target.name());
        let specific = ptx.lines().any(|l| l.trim() == specific_target);
        let arch = format!("-arch={}{}", target.name(), if specific { "a" } else { "" });
        let out = Command::new(ptxas)
            .arg(&arch)
            .arg(&input)
            .arg("-o")
            .arg(&output)
            .stdin(Stdio::null())
            .output()
            .map_err(|e| io(&format!("cannot run {}", ptxas.display()), e))?;
        if !out.status.success() {
            let m = format!(
                "{} {arch} refused the PTX libNVVM wrote for `{symbol}`, a bug in tile (or a ptxas older than libNVVM: \
                 TILE_PTXAS picks one); `tile emit --backend nvvm --stage ptx FILE > k.ptx && ptxas {arch} k.ptx` \
                 reproduces it:\n{}",
                ptxas.display(),
                String::from_utf8_lossy(&out.stderr).trim_end()
            );
            return Err(BackendError::new(BackendErrorKind::Rejected, NAME, m));
        }
        std::fs::read(&output).map_err(|e| io(&format!("cannot read {}", output.display()), e))
    })();
    let _ = std::fs::remove_dir_all(&dir);
    result
}
