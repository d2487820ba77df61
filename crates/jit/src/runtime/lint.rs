//! Launch lints: warnings for launches whose grid does work twice or leaves work undone.
//!
//! A kernel's [`GridUse`] (computed once per specialisation) says which grid axes it reads and
//! which array dimensions it writes one tile per block. Each launch compares it with its grid
//! and its arrays' sizes: blocks along an axis the kernel never reads repeat each other's
//! stores (W0003: the stdlib `matmul`, which reads only `bid(0)`, launched on a 2-D grid);
//! fewer blocks than an array has tiles along a dimension stored at `bid(axis)` leave the rest
//! of it unwritten (W0004). A kernel whose GPU code spills registers to local memory is
//! W0005, once, when it is loaded. Warnings are kept once per place (a launch in a loop warns
//! once).

use tile_lang::diag::{codes, Diagnostic};
use tile_lang::tir::analysis::GridUse;
use tile_lang::tir::{Kernel, OpKind};
use tile_lang::Span;

use super::launch::Spans;

/// The warnings one launch of a kernel with `use_` on `grid` deserves. `sizes` are the sizes
/// of each TIR parameter's array (empty for scalars); `params` their names.
pub(crate) fn grid_warnings(kernel: &str, use_: &GridUse, grid: [u32; 3], sizes: &[&[usize]], params: &[&str], spans: &Spans) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    let at = spans.grid.or(spans.call);
    for (axis, (&blocks, &read)) in grid.iter().zip(&use_.axes_read).enumerate() {
        if blocks > 1 && !read && use_.stores && !use_.atomics {
            let mut d = Diagnostic::warning(
                codes::GRID_AXIS_UNREAD,
                format!("kernel `{kernel}` never reads `bid({axis})`, so its {blocks} blocks along axis {axis} all do the same work"),
            )
            .with_note("blocks that differ only along an axis the kernel does not read compute and store the same tiles")
            .with_help(format!("give axis {axis} one block (a kernel that finds its tiles from `bid(0)` alone needs every block along axis 0), or index tiles with `bid({axis})`"));
            if let Some(s) = at {
                d = d.with_label(s, format!("{blocks} blocks along axis {axis}"));
            }
            out.push(d);
        }
    }
    for t in &use_.tiled {
        let Some(&size) = sizes.get(t.param).and_then(|s| s.get(t.dim)) else { continue };
        let tiles = (size as u64).div_ceil(t.tile);
        let blocks = u64::from(grid[usize::from(t.axis)]);
        if blocks >= tiles {
            continue;
        }
        let name = params.get(t.param).copied().unwrap_or("?");
        let mut d = Diagnostic::warning(
            codes::GRID_TOO_SMALL,
            format!("the grid has {blocks} blocks along axis {} but `{name}` has {tiles} tiles of {} along dimension {}: {} of its {size} elements there are never written", t.axis, t.tile, t.dim, size as u64 - (blocks * t.tile).min(size as u64)),
        )
        .with_help(format!("launch cdiv({size}, {}) = {tiles} blocks along axis {}", t.tile, t.axis));
        if let Some(s) = at {
            d = d.with_label(s, format!("{blocks} blocks along axis {}", t.axis));
        }
        if let Some(s) = t.span {
            d = d.with_label(s, format!("stores tile `bid({})` of `{name}`", t.axis));
        }
        out.push(d);
    }
    out
}

/// Whether `kernel` has a `print`.
fn prints(kernel: &Kernel) -> bool {
    let mut found = false;
    kernel.walk(|op| found |= matches!(kernel.ops[op].kind, OpKind::Print { .. }));
    found
}

/// W0005 when the GPU code of `kernel` keeps values in local memory (the compiler ran out of
/// registers and spilled): a kernel that should be bound by bandwidth or tensor cores is then
/// bound by local-memory traffic, often many times slower. A kernel that prints is left alone:
/// its local memory holds the argument buffers of the device's `printf`, not spills.
pub(crate) fn spill_warning(
    kernel: &Kernel,
    r: &tile_gpu::FunctionAttributes,
    backend: &str,
    call: Option<Span>,
) -> Option<Diagnostic> {
    if !tile_gpu::spills(r.local_bytes) || prints(kernel) {
        return None;
    }
    let spec: Vec<String> = kernel.spec.iter().map(|(n, v)| format!("{n}={v}")).collect();
    let mut d = Diagnostic::warning(
        codes::SPILLS,
        format!(
            "kernel `{}` [{}] spills: {} bytes of local memory per thread beside its {} registers",
            kernel.name,
            spec.join(", "),
            r.local_bytes,
            r.num_regs
        ),
    )
    .with_note(format!("the {backend} back end's code for this GPU; `:ir {} resources` shows what each specialisation uses", kernel.name))
    .with_help("use a smaller tile, or more warps for a large `mma` tile (`@hints(worker_warps=8)`), or a lower `occupancy` hint (more registers per thread)");
    if let Some(s) = call {
        d = d.with_label(s, "loaded for this launch");
    }
    Some(d)
}
