//! `run::stdlib/<kernel>/<dtype>`: every stdlib kernel executed on the CPU through the
//! embedding API (`Session::kernel(..).launch(..)` on the test's own buffers) for several
//! shapes — including sizes that are not multiples of the tile shape — and layouts
//! (contiguous, padded rows, transposed and strided views), checked against references
//! written here as plain loops in `f64` over the exact input values.
//!
//! Inputs are random and change from run to run: each trial seeds its generator from
//! `TILE_SEED` (default: the clock) and its name, and a failure prints the seed to rerun with.
//! Inputs are never all zeros (checked), the padding of strided buffers is filled with a
//! poison value that would show up in any result that read it, and output padding must stay
//! untouched (no write outside the view). Tolerances depend on the output dtype.

use half::{bf16, f16};
use std::sync::Arc;

use libtest_mimic::{Failed, Trial};
use tile_jit::engine::{Engine, KernelArg, Options, Session, Value};

use crate::fuzz::Rng;

/// Poison in the padding of input buffers (representable in f16 and bf16).
const POISON: f64 = 1024.0;
/// Initial contents of output buffers (checked unchanged outside the view).
const SENTINEL: f64 = -77.0;

#[derive(Clone, Copy, Debug, PartialEq)]
enum Ty {
    F32,
    F16,
    BF16,
    I32,
}

impl Ty {
    fn name(self) -> &'static str {
        match self {
            Ty::F32 => "f32",
            Ty::F16 => "f16",
            Ty::BF16 => "bf16",
            Ty::I32 => "i32",
        }
    }

    /// (rtol, atol) for results stored in this dtype after f32 arithmetic.
    fn tol(self) -> (f64, f64) {
        match self {
            Ty::F32 => (1e-4, 1e-5),
            Ty::F16 => (2e-3, 2e-3),
            Ty::BF16 => (1.6e-2, 1.6e-2),
            Ty::I32 => (0.0, 0.0),
        }
    }
}

/// A typed host buffer.
enum Store {
    F32(Vec<f32>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    I32(Vec<i32>),
}

/// A logical array over a buffer: shape, strides and offset in elements.
struct Tensor {
    store: Store,
    shape: Vec<usize>,
    strides: Vec<isize>,
    offset: usize,
}

/// How a tensor is laid out in its buffer.
#[derive(Clone, Copy, Debug)]
enum Layout {
    Contiguous,
    /// Rows (every dimension but the last) padded by 3 elements; for 1-D, stride 2.
    Padded,
    /// Stored with the last two axes swapped (a transposed view).
    Transposed,
    /// The first axis has stride 0: one stored slab seen at every index of it (a broadcast
    /// batch).
    Broadcast,
}

impl Tensor {
    fn new(ty: Ty, shape: &[usize], layout: Layout, fill: f64) -> Tensor {
        let rank = shape.len();
        let (strides, len): (Vec<isize>, usize) = match layout {
            Layout::Contiguous => (row_major(shape), shape.iter().product()),
            Layout::Padded if rank == 1 => (vec![2], 2 * shape[0]),
            Layout::Padded => {
                let mut padded = shape.to_vec();
                padded[rank - 1] += 3;
                let st = row_major(&padded);
                (st, padded.iter().product())
            }
            Layout::Broadcast => {
                let mut st = row_major(&shape[1..]);
                st.insert(0, 0);
                (st, shape[1..].iter().product())
            }
            Layout::Transposed => {
                let mut stored = shape.to_vec();
                stored.swap(rank - 1, rank - 2);
                let mut st = row_major(&stored);
                st.swap(rank - 1, rank - 2);
                (st, shape.iter().product())
            }
        };
        let store = match ty {
            Ty::F32 => Store::F32(vec![fill as f32; len]),
            Ty::F16 => Store::F16(vec![f16::from_f64(fill); len]),
            Ty::BF16 => Store::BF16(vec![bf16::from_f64(fill); len]),
            Ty::I32 => Store::I32(vec![fill as i32; len]),
        };
        Tensor { store, shape: shape.to_vec(), strides, offset: 0 }
    }

    fn size(&self) -> usize {
        self.shape.iter().product()
    }

    /// Buffer position of logical element `i` (row-major).
    fn pos(&self, mut i: usize) -> usize {
        let mut at = self.offset as isize;
        for d in (0..self.shape.len()).rev() {
            at += (i % self.shape[d]) as isize * self.strides[d];
            i /= self.shape[d];
        }
        at as usize
    }

    fn get_raw(&self, p: usize) -> f64 {
        match &self.store {
            Store::F32(v) => f64::from(v[p]),
            Store::F16(v) => v[p].to_f64(),
            Store::BF16(v) => v[p].to_f64(),
            Store::I32(v) => f64::from(v[p]),
        }
    }

    fn set_raw(&mut self, p: usize, x: f64) {
        match &mut self.store {
            Store::F32(v) => v[p] = x as f32,
            Store::F16(v) => v[p] = f16::from_f64(x),
            Store::BF16(v) => v[p] = bf16::from_f64(x),
            Store::I32(v) => v[p] = x as i32,
        }
    }

    fn buffer_len(&self) -> usize {
        match &self.store {
            Store::F32(v) => v.len(),
            Store::F16(v) => v.len(),
            Store::BF16(v) => v.len(),
            Store::I32(v) => v.len(),
        }
    }

    /// The logical elements, as stored, in row-major order.
    fn values(&self) -> Vec<f64> {
        (0..self.size()).map(|i| self.get_raw(self.pos(i))).collect()
    }

    /// Buffer positions outside the view.
    fn padding(&self) -> Vec<usize> {
        let mut inside = vec![false; self.buffer_len()];
        for i in 0..self.size() {
            inside[self.pos(i)] = true;
        }
        (0..inside.len()).filter(|&p| !inside[p]).collect()
    }

    fn arg(&mut self, writable: bool) -> KernelArg<'_> {
        let (shape, strides, offset) = (self.shape.clone(), self.strides.clone(), self.offset);
        macro_rules! view {
            ($v:expr) => {
                if writable {
                    KernelArg::strided($v, &shape, &strides, offset)
                } else {
                    KernelArg::strided_read_only($v, &shape, &strides, offset)
                }
            };
        }
        match &mut self.store {
            Store::F32(v) => view!(v),
            Store::F16(v) => view!(v),
            Store::BF16(v) => view!(v),
            Store::I32(v) => view!(v),
        }
    }
}

fn row_major(shape: &[usize]) -> Vec<isize> {
    let mut st = vec![1isize; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        st[d] = st[d + 1] * shape[d + 1] as isize;
    }
    st
}

/// A random input: values from `draw`, quantised to the dtype, padding poisoned.
fn input(
    rng: &mut Rng,
    ty: Ty,
    shape: &[usize],
    layout: Layout,
    draw: fn(&mut Rng) -> f64,
) -> Result<Tensor, String> {
    let mut t = Tensor::new(ty, shape, layout, POISON);
    for i in 0..t.size() {
        let p = t.pos(i);
        t.set_raw(p, draw(rng));
    }
    if t.size() > 0 && t.values().iter().all(|&v| v == 0.0) {
        return Err("generated an all-zero input".into());
    }
    Ok(t)
}

fn output(ty: Ty, shape: &[usize], layout: Layout) -> Tensor {
    Tensor::new(ty, shape, layout, SENTINEL)
}

fn uniform(rng: &mut Rng) -> f64 {
    (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64
}

/// Standard normal (Box–Muller).
fn normal(rng: &mut Rng) -> f64 {
    let u1 = uniform(rng).max(1e-300);
    let u2 = uniform(rng);
    (-2.0 * u1.ln()).sqrt() * (2.0 * std::f64::consts::PI * u2).cos()
}

fn small_int(rng: &mut Rng) -> f64 {
    (rng.below(2001) as f64) - 1000.0
}

/// Compares results with references; also that output padding was not written.
fn check(what: &str, out: &Tensor, want: &[f64], tol: (f64, f64)) -> Result<(), String> {
    let got = out.values();
    let (rtol, atol) = tol;
    let bad: Vec<usize> = (0..want.len())
        .filter(|&i| !(got[i] == want[i] || (got[i] - want[i]).abs() <= atol + rtol * want[i].abs()))
        .collect();
    if let Some(&i) = bad.first() {
        return Err(format!(
            "{what}: {} of {} elements differ (rtol {rtol}, atol {atol}); first at {i}: got {}, want {}",
            bad.len(),
            want.len(),
            got[i],
            want[i]
        ));
    }
    if let Some(p) = out.padding().into_iter().find(|&p| out.get_raw(p) != SENTINEL) {
        return Err(format!("{what}: the kernel wrote outside the output view (buffer position {p})"));
    }
    Ok(())
}

/// The reference result rounded to the output dtype, as the kernel's store rounds it.
fn rounded(ty: Ty, v: Vec<f64>) -> Vec<f64> {
    let mut t = Tensor::new(ty, &[v.len()], Layout::Contiguous, 0.0);
    for (i, x) in v.iter().enumerate() {
        t.set_raw(i, *x);
    }
    t.values()
}

fn session(engine: &Engine, imports: &str) -> Result<Session, String> {
    let mut s = engine.session();
    s.define(imports).map_err(|e| e.rendered)?;
    Ok(s)
}

fn launch(s: &mut Session, kernel: &str, grid: [u32; 3], args: Vec<KernelArg<'_>>) -> Result<(), String> {
    s.kernel(kernel)
        .and_then(|mut k| k.launch(grid, args))
        .map_err(|e| format!("launching `{kernel}`:\n{}", e.rendered))
}

fn cdiv(a: usize, b: usize) -> u32 {
    a.div_ceil(b) as u32
}

fn next_pow2(n: usize) -> usize {
    n.next_power_of_two()
}

fn int(v: usize) -> KernelArg<'static> {
    KernelArg::Value(Value::Int(v as i64))
}

// ----- elementwise ---------------------------------------------------------------------------

fn elementwise(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from elementwise import add, scale, gelu, silu")?;
    for (n, t) in [(1, 256), (1000, 256), (4097, 1024)] {
        for layout in [Layout::Contiguous, Layout::Padded] {
            let what = format!("{kernel} {} n={n} T={t} {layout:?}", ty.name());
            let mut x = input(rng, ty, &[n], layout, normal)?;
            let xv = x.values();
            let mut y = output(ty, &[n], layout);
            let grid = [cdiv(n, t), 1, 1];
            let want: Vec<f64> = match kernel {
                "add" => {
                    // Mixed dtypes: the second operand is f32.
                    let mut b = input(rng, Ty::F32, &[n], Layout::Contiguous, normal)?;
                    let bv = b.values();
                    launch(&mut s, "add", grid, vec![x.arg(false), b.arg(false), y.arg(true), int(t)])?;
                    xv.iter().zip(&bv).map(|(a, b)| a + b).collect()
                }
                "scale" => {
                    let alpha = f64::from((normal(rng) * 2.0) as f32);
                    launch(&mut s, "scale", grid, vec![x.arg(false), y.arg(true), alpha.into(), int(t)])?;
                    xv.iter().map(|a| alpha * a).collect()
                }
                "gelu" => {
                    launch(&mut s, "gelu", grid, vec![x.arg(false), y.arg(true), int(t)])?;
                    xv.iter().map(|&a| 0.5 * a * (1.0 + libm::erf(a / 2f64.sqrt()))).collect()
                }
                _ => {
                    launch(&mut s, "silu", grid, vec![x.arg(false), y.arg(true), int(t)])?;
                    xv.iter().map(|&a| a / (1.0 + (-a).exp())).collect()
                }
            };
            check(&what, &y, &rounded(ty, want), ty.tol())?;
        }
    }
    Ok(())
}

// ----- softmax, norms, reductions ------------------------------------------------------------

fn rows(v: &[f64], m: usize, n: usize) -> Vec<&[f64]> {
    (0..m).map(|i| &v[i * n..(i + 1) * n]).collect()
}

fn softmax_ref(v: &[f64], m: usize, n: usize) -> Vec<f64> {
    rows(v, m, n)
        .into_iter()
        .flat_map(|r| {
            let mx = r.iter().copied().fold(f64::NEG_INFINITY, f64::max);
            let e: Vec<f64> = r.iter().map(|x| (x - mx).exp()).collect();
            let s: f64 = e.iter().sum();
            e.into_iter().map(move |x| x / s)
        })
        .collect()
}

/// The grids a persistent kernel is tried with for `m` rows in blocks of `bm`: one block (it
/// loops over every row block), a few (the last loop is shorter for some blocks), and more
/// blocks than row blocks (some blocks have nothing to do). Other kernels: one block per row
/// block.
fn row_grids(kernel: &str, m: usize, bm: usize) -> Vec<usize> {
    if kernel.ends_with("_persistent") {
        vec![1, 3, cdiv(m, bm) as usize + 2]
    } else {
        vec![cdiv(m, bm) as usize]
    }
}

/// The trailing `(OCC, TMA, STATIC)` constants each row kernel run is tried with: the
/// defaults, and for the kernels that take them, TMA off (`@hints(tma=0)`: plain vector loads
/// and stores), then also specialised on the exact shapes (`@hints(static_shapes=1)`: a
/// specialisation per shape, with static tensor-view dimensions).
fn hint_variants(kernel: &str) -> Vec<(&'static str, Vec<KernelArg<'static>>)> {
    let takes_hints = matches!(kernel, "softmax" | "softmax_persistent" | "layernorm" | "layernorm_persistent");
    let mut out = vec![("", Vec::new())];
    if takes_hints {
        out.push((" OCC=4 TMA=0", vec![int(4), int(0)]));
        out.push((" OCC=4 TMA=0 STATIC=1", vec![int(4), int(0), int(1)]));
    }
    out
}

fn softmax(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from softmax import softmax, softmax_online, softmax_persistent")?;
    let cases: &[(usize, usize, usize, usize)] = if kernel == "softmax_online" {
        &[(37, 100, 2, 32), (19, 2500, 1, 512), (8, 1024, 4, 256)]
    } else {
        &[(37, 100, 1, 128), (64, 777, 4, 1024), (5, 1024, 2, 1024)]
    };
    for &(m, n, bm, bn) in cases {
        for layout in [Layout::Contiguous, Layout::Padded, Layout::Transposed] {
            for g in row_grids(kernel, m, bm) {
                for (label, extra) in hint_variants(kernel) {
                    let what =
                        format!("{kernel} {} {m}x{n} BM={bm} BN={bn}{label} {layout:?} grid {g}", ty.name());
                    let mut x = input(rng, ty, &[m, n], layout, |r| normal(r) * 3.0)?;
                    let mut y = output(ty, &[m, n], Layout::Contiguous);
                    let mut args = vec![x.arg(false), y.arg(true), int(bm), int(bn)];
                    args.extend(extra);
                    launch(&mut s, kernel, [g as u32, 1, 1], args)?;
                    check(&what, &y, &rounded(ty, softmax_ref(&x.values(), m, n)), ty.tol())?;
                }
            }
        }
    }
    Ok(())
}

fn norm_ref(v: &[f64], m: usize, n: usize, w: &[f64], b: Option<&[f64]>, eps: f64) -> Vec<f64> {
    rows(v, m, n)
        .into_iter()
        .flat_map(|r| {
            let out: Vec<f64> = match b {
                Some(b) => {
                    let mean = r.iter().sum::<f64>() / n as f64;
                    let var = r.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / n as f64;
                    r.iter()
                        .zip(w.iter().zip(b))
                        .map(|(x, (w, b))| (x - mean) / (var + eps).sqrt() * w + b)
                        .collect()
                }
                None => {
                    let ms = r.iter().map(|x| x * x).sum::<f64>() / n as f64;
                    r.iter().zip(w).map(|(x, w)| x / (ms + eps).sqrt() * w).collect()
                }
            };
            out
        })
        .collect()
}

fn norm(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(
        engine,
        "from layernorm import layernorm, layernorm_looped, layernorm_persistent, rmsnorm, rmsnorm_looped",
    )?;
    let looped = kernel.ends_with("looped");
    let layer = kernel.starts_with("layer");
    let cases: &[(usize, usize, usize, usize)] = if looped {
        &[(33, 777, 4, 256), (8, 3000, 1, 1024), (16, 64, 8, 16)]
    } else {
        &[(33, 777, 4, 1024), (100, 64, 16, 64), (3, 1500, 1, 2048)]
    };
    let eps = 1e-5;
    for &(m, n, bm, bn) in cases {
        let layouts_grids = [Layout::Contiguous, Layout::Padded]
            .into_iter()
            .flat_map(|l| row_grids(kernel, m, bm).into_iter().map(move |g| (l, g)));
        for ((layout, g), (label, extra)) in
            layouts_grids.flat_map(|lg| hint_variants(kernel).into_iter().map(move |e| (lg, e)))
        {
            let what = format!("{kernel} {} {m}x{n} BM={bm} BN={bn}{label} {layout:?} grid {g}", ty.name());
            // An offset mean checks that the variance is not E[x^2] - mean^2.
            let mut x = input(rng, ty, &[m, n], layout, |r| normal(r) * 2.0 + 4.0)?;
            let mut w = input(rng, ty, &[n], Layout::Contiguous, |r| uniform(r) + 0.5)?;
            let mut b = input(rng, ty, &[n], Layout::Contiguous, normal)?;
            let mut y = output(ty, &[m, n], layout);
            let (xv, wv, bv) = (x.values(), w.values(), b.values());
            let grid = [g as u32, 1, 1];
            let mut args = if layer {
                vec![x.arg(false), w.arg(false), b.arg(false), y.arg(true), eps.into(), int(bm), int(bn)]
            } else {
                vec![x.arg(false), w.arg(false), y.arg(true), eps.into(), int(bm), int(bn)]
            };
            args.extend(extra);
            launch(&mut s, kernel, grid, args)?;
            let want = norm_ref(&xv, m, n, &wv, layer.then_some(&bv[..]), eps);
            let (rtol, atol) = ty.tol();
            check(&what, &y, &rounded(ty, want), (rtol * 2.0, atol * 4.0))?;
        }
    }
    Ok(())
}

fn reduction(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from reduce import row_sum, row_max, row_mean, col_sum")?;
    for &(m, n) in &[(100, 777), (37, 1001), (1, 5)] {
        for layout in [Layout::Contiguous, Layout::Padded, Layout::Transposed] {
            let what = format!("{kernel} {} {m}x{n} {layout:?}", ty.name());
            let mut x = input(rng, ty, &[m, n], layout, normal)?;
            let xv = x.values();
            let (len, grid, bm, bn) =
                if kernel == "col_sum" { (n, cdiv(n, 64), 64, 64) } else { (m, cdiv(m, 16), 16, 256) };
            let mut y = output(Ty::F32, &[len], Layout::Contiguous);
            launch(&mut s, kernel, [grid, 1, 1], vec![x.arg(false), y.arg(true), int(bm), int(bn)])?;
            let r = rows(&xv, m, n);
            let want: Vec<f64> = match kernel {
                "row_sum" => r.iter().map(|r| r.iter().sum()).collect(),
                "row_max" => r.iter().map(|r| r.iter().copied().fold(f64::NEG_INFINITY, f64::max)).collect(),
                "row_mean" => r.iter().map(|r| r.iter().sum::<f64>() / n as f64).collect(),
                _ => (0..n).map(|j| (0..m).map(|i| xv[i * n + j]).sum()).collect(),
            };
            // f32 sums of ~1000 terms: a few ulps of the sum's magnitude.
            check(&what, &y, &rounded(Ty::F32, want), (1e-4, 1e-4))?;
        }
    }
    Ok(())
}

// ----- matmul, transpose, attention ------------------------------------------------------------

fn matmul_ref(a: &[f64], b: &[f64], m: usize, k: usize, n: usize) -> Vec<f64> {
    let mut c = vec![0.0; m * n];
    for i in 0..m {
        for p in 0..k {
            let x = a[i * k + p];
            for j in 0..n {
                c[i * n + j] += x * b[p * n + j];
            }
        }
    }
    c
}

fn matmul(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from matmul import matmul, persistent_matmul")?;
    // f16 inputs give an f32 result; bf16 and f32 inputs keep their dtype.
    let out_ty = if ty == Ty::F16 { Ty::F32 } else { ty };
    for &(m, k, n, tm, tn, tk) in
        &[(100, 70, 90, 64, 64, 32), (128, 64, 128, 32, 32, 32), (33, 200, 17, 16, 16, 64)]
    {
        // A in every layout with B contiguous, then B transposed (a `.T` view of an (N, K)
        // array, the layout of a linear layer's weight).
        let layouts = [
            (Layout::Contiguous, Layout::Contiguous),
            (Layout::Transposed, Layout::Contiguous),
            (Layout::Padded, Layout::Contiguous),
            (Layout::Contiguous, Layout::Transposed),
        ];
        for (layout, b_layout) in layouts {
            let what = format!("{kernel} {} {m}x{k}x{n} tiles {tm}x{tn}x{tk}, A {layout:?}, B {b_layout:?}", ty.name());
            let mut a = input(rng, ty, &[m, k], layout, normal)?;
            let mut b = input(rng, ty, &[k, n], b_layout, normal)?;
            let mut c = output(out_ty, &[m, n], Layout::Contiguous);
            let tiles = (m.div_ceil(tm) * n.div_ceil(tn)) as u32;
            let grid = if kernel == "matmul" { tiles } else { 3.min(tiles) };
            launch(
                &mut s,
                kernel,
                [grid, 1, 1],
                vec![a.arg(false), b.arg(false), c.arg(true), int(tm), int(tn), int(tk)],
            )?;
            let want = matmul_ref(&a.values(), &b.values(), m, k, n);
            // Products are exact in f32; the f32 sum of k terms of size ~sqrt(k).
            let (rtol, atol) = out_ty.tol();
            check(&what, &c, &rounded(out_ty, want), (rtol.max(1e-4), atol.max(2e-5 * k as f64)))?;
        }
    }
    Ok(())
}

/// `bmm`: each batch's product against the reference, with A and B contiguous, B transposed
/// in every batch, and B one matrix for every batch (batch stride 0).
fn bmm(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from matmul import bmm")?;
    let out_ty = if ty == Ty::F16 { Ty::F32 } else { ty };
    for &(bt, m, k, n, tm, tn, tk) in &[(3, 100, 70, 90, 64, 64, 32), (2, 33, 200, 17, 16, 16, 64)] {
        for layout in [Layout::Contiguous, Layout::Transposed, Layout::Broadcast] {
            let what = format!("{kernel} {} {bt}x{m}x{k}x{n} tiles {tm}x{tn}x{tk}, B {layout:?}", ty.name());
            let mut a = input(rng, ty, &[bt, m, k], Layout::Contiguous, normal)?;
            let mut b = input(rng, ty, &[bt, k, n], layout, normal)?;
            let mut c = output(out_ty, &[bt, m, n], Layout::Contiguous);
            let grid = [m.div_ceil(tm) as u32 * n.div_ceil(tn) as u32, bt as u32, 1];
            launch(&mut s, kernel, grid, vec![a.arg(false), b.arg(false), c.arg(true), int(tm), int(tn), int(tk)])?;
            let (av, bv) = (a.values(), b.values());
            let want: Vec<f64> = (0..bt)
                .flat_map(|z| matmul_ref(&av[z * m * k..(z + 1) * m * k], &bv[z * k * n..(z + 1) * k * n], m, k, n))
                .collect();
            let (rtol, atol) = out_ty.tol();
            check(&what, &c, &rounded(out_ty, want), (rtol.max(1e-4), atol.max(2e-5 * k as f64)))?;
        }
    }
    Ok(())
}

/// `matmul_split_k` then `sum_splits`, as `gemm()` runs split-K: the slices of K into an f32
/// workspace, then their sum into C, against the reference. Slice counts that divide K's tiles,
/// that do not (the last slice shorter) and that leave the last slice empty, with fewer slices
/// than the slab holds (`S < SP`); A transposed and padded, B transposed.
fn split_k(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from matmul import matmul_split_k, sum_splits")?;
    let out_ty = if ty == Ty::F16 { Ty::F32 } else { ty };
    // (m, k, n, tm, tn, tk, slices, slab): 300 / 32 is 10 K tiles, so 4 slices of 3 leave the
    // last one 1; 5 tiles of 32 in 6 slices of 1 leave the last one empty.
    for &(m, k, n, tm, tn, tk, slices, slab) in
        &[(100, 300, 70, 32, 32, 32, 4, 4), (33, 160, 17, 16, 16, 32, 6, 8), (64, 256, 64, 32, 64, 64, 3, 4)]
    {
        let layouts = [
            (Layout::Contiguous, Layout::Contiguous),
            (Layout::Transposed, Layout::Contiguous),
            (Layout::Padded, Layout::Transposed),
        ];
        for (layout, b_layout) in layouts {
            let what = format!(
                "{kernel} {} {m}x{k}x{n} tiles {tm}x{tn}x{tk} in {slices} slices, A {layout:?}, B {b_layout:?}",
                ty.name()
            );
            let mut a = input(rng, ty, &[m, k], layout, normal)?;
            let mut b = input(rng, ty, &[k, n], b_layout, normal)?;
            let mut p = output(Ty::F32, &[slices, m, n], Layout::Contiguous);
            let mut c = output(out_ty, &[m, n], Layout::Contiguous);
            let tiles = (m.div_ceil(tm) * n.div_ceil(tn)) as u32;
            launch(
                &mut s,
                kernel,
                [tiles, slices as u32, 1],
                vec![a.arg(false), b.arg(false), p.arg(true), int(tm), int(tn), int(tk), int(8), int(4)],
            )?;
            // Two row blocks walk all of C's row tiles (the stride loop of sum_splits).
            let (sm, sn) = (8, 32);
            launch(&mut s, "sum_splits", [2, cdiv(n, sn), 1], vec![p.arg(false), c.arg(true), int(slab), int(sm), int(sn)])?;
            let want = matmul_ref(&a.values(), &b.values(), m, k, n);
            let (rtol, atol) = out_ty.tol();
            check(&what, &c, &rounded(out_ty, want), (rtol.max(1e-4), atol.max(2e-5 * k as f64)))?;
        }
    }
    Ok(())
}

fn transpose(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from transpose import transpose_2d, transpose_batched")?;
    let draw: fn(&mut Rng) -> f64 = if ty == Ty::I32 { small_int } else { normal };
    if kernel == "transpose_2d" {
        for &(m, n, tm, tn) in &[(100, 70, 32, 32), (64, 64, 64, 16), (1, 33, 16, 16), (257, 3, 64, 32)] {
            for layout in [Layout::Contiguous, Layout::Padded, Layout::Transposed] {
                let what = format!("{kernel} {} {m}x{n} tiles {tm}x{tn} {layout:?}", ty.name());
                let mut x = input(rng, ty, &[m, n], layout, draw)?;
                let xv = x.values();
                let mut y = output(ty, &[n, m], Layout::Padded);
                launch(
                    &mut s,
                    kernel,
                    [cdiv(m, tm), cdiv(n, tn), 1],
                    vec![x.arg(false), y.arg(true), int(tm), int(tn)],
                )?;
                let want: Vec<f64> = (0..n * m).map(|i| xv[(i % m) * n + i / m]).collect();
                check(&what, &y, &want, (0.0, 0.0))?;
            }
        }
    } else {
        for &(bt, m, n, tm, tn) in &[(3, 50, 70, 32, 32), (2, 64, 17, 16, 16)] {
            for layout in [Layout::Contiguous, Layout::Transposed] {
                let what = format!("{kernel} {} {bt}x{m}x{n} {layout:?}", ty.name());
                let mut x = input(rng, ty, &[bt, m, n], layout, draw)?;
                let xv = x.values();
                let mut y = output(ty, &[bt, n, m], Layout::Contiguous);
                launch(
                    &mut s,
                    kernel,
                    [cdiv(m, tm), cdiv(n, tn), bt as u32],
                    vec![x.arg(false), y.arg(true), int(tm), int(tn)],
                )?;
                let want: Vec<f64> = (0..bt * n * m)
                    .map(|i| {
                        let (b, r) = (i / (n * m), i % (n * m));
                        xv[b * m * n + (r % m) * n + r / m]
                    })
                    .collect();
                check(&what, &y, &want, (0.0, 0.0))?;
            }
        }
    }
    Ok(())
}

/// softmax(scale * q k^T) v for one head: q (sq, d), k and v (sk, d).
fn attention_ref(q: &[f64], k: &[f64], v: &[f64], sq: usize, sk: usize, d: usize, scale: f64) -> Vec<f64> {
    let mut o = vec![0.0; sq * d];
    for i in 0..sq {
        let s: Vec<f64> =
            (0..sk).map(|j| scale * (0..d).map(|c| q[i * d + c] * k[j * d + c]).sum::<f64>()).collect();
        let mx = s.iter().copied().fold(f64::NEG_INFINITY, f64::max);
        let e: Vec<f64> = s.iter().map(|x| (x - mx).exp()).collect();
        let total: f64 = e.iter().sum();
        for (j, p) in e.iter().enumerate() {
            for c in 0..d {
                o[i * d + c] += p / total * v[j * d + c];
            }
        }
    }
    o
}

fn attention(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from attention import attention, mha")?;
    let heads = if kernel == "mha" { 3 } else { 1 };
    for &(sq, sk, d, bm, bn) in &[(100, 77, 64, 64, 64), (64, 130, 80, 32, 64), (17, 5, 16, 16, 16)] {
        let bd = next_pow2(d);
        let scale = 1.0 / (d as f64).sqrt();
        let shape = |rows: usize| if heads > 1 { vec![heads, rows, d] } else { vec![rows, d] };
        let what = format!("{kernel} {} heads={heads} {sq}x{sk} d={d} BM={bm} BN={bn}", ty.name());
        let mut q = input(rng, ty, &shape(sq), Layout::Contiguous, normal)?;
        let mut k = input(rng, ty, &shape(sk), Layout::Padded, normal)?;
        let mut v = input(rng, ty, &shape(sk), Layout::Contiguous, normal)?;
        let mut o = output(Ty::F32, &shape(sq), Layout::Contiguous);
        let (qv, kv, vv) = (q.values(), k.values(), v.values());
        let grid = [cdiv(sq, bm), heads as u32, 1];
        launch(&mut s, kernel, grid, attention_args([&mut q, &mut k, &mut v, &mut o], scale, [bm, bn, bd]))?;
        let mut want = Vec::new();
        for h in 0..heads {
            let (qs, ks) = (sq * d, sk * d);
            want.extend(attention_ref(
                &qv[h * qs..(h + 1) * qs],
                &kv[h * ks..(h + 1) * ks],
                &vv[h * ks..(h + 1) * ks],
                sq,
                sk,
                d,
                scale,
            ));
        }
        // The probabilities are rounded to the input dtype for the second product.
        let tol = if ty == Ty::F16 { (1e-2, 1e-2) } else { (3e-2, 3e-2) };
        check(&what, &o, &want, tol)?;
    }
    Ok(())
}

/// The arguments every attention kernel starts with: q, k, v (read), o (written), the scale
/// and the tiles (BM, BN, BD).
fn attention_args<'a>([q, k, v, o]: [&'a mut Tensor; 4], scale: f64, [bm, bn, bd]: [usize; 3]) -> Vec<KernelArg<'a>> {
    vec![q.arg(false), k.arg(false), v.arg(false), o.arg(true), scale.into(), int(bm), int(bn), int(bd)]
}

/// `flash_attention`: batched, grouped-query (2 and 4 query heads per key/value head, and
/// one key/value head for all), causal and not, with partial query and key tiles, against
/// the reference per (batch, query head).
fn flash_attention(rng: &mut Rng, kernel: &str, ty: Ty, engine: &Engine) -> Result<(), String> {
    let mut s = session(engine, "from attention import flash_attention")?;
    for &(b, hq, hkv, sq, sk, d, bm, bn) in &[(2, 4, 2, 100, 77, 64, 32, 16), (1, 4, 1, 33, 70, 16, 16, 32), (1, 2, 2, 64, 64, 32, 64, 16)] {
        for causal in [false, true] {
            let bd = next_pow2(d);
            let scale = 1.0 / (d as f64).sqrt();
            let what = format!("{kernel} {} B={b} Hq={hq} Hkv={hkv} {sq}x{sk} d={d} BM={bm} BN={bn} causal={causal}", ty.name());
            let mut q = input(rng, ty, &[b, hq, sq, d], Layout::Contiguous, normal)?;
            let mut k = input(rng, ty, &[b, hkv, sk, d], Layout::Padded, normal)?;
            let mut v = input(rng, ty, &[b, hkv, sk, d], Layout::Contiguous, normal)?;
            let mut o = output(Ty::F32, &[b, hq, sq, d], Layout::Contiguous);
            let (qv, kv, vv) = (q.values(), k.values(), v.values());
            let mut args = attention_args([&mut q, &mut k, &mut v, &mut o], scale, [bm, bn, bd]);
            args.push(KernelArg::Value(Value::Bool(causal)));
            launch(&mut s, kernel, [cdiv(sq, bm), hq as u32, b as u32], args)?;
            let mut want = Vec::new();
            for z in 0..b {
                for h in 0..hq {
                    let g = h / (hq / hkv);
                    let (qs, ks) = ((z * hq + h) * sq * d, (z * hkv + g) * sk * d);
                    let (qh, kh, vh) = (&qv[qs..qs + sq * d], &kv[ks..ks + sk * d], &vv[ks..ks + sk * d]);
                    want.extend(if causal { causal_attention_ref(qh, kh, vh, sq, sk, d, scale) } else { attention_ref(qh, kh, vh, sq, sk, d, scale) });
                }
            }
            let tol = if ty == Ty::F16 { (1e-2, 1e-2) } else { (3e-2, 3e-2) };
            check(&what, &o, &want, tol)?;
        }
    }
    Ok(())
}

/// Causal attention for one head: query i attends keys 0 ..= i (aligned at the top left).
fn causal_attention_ref(q: &[f64], k: &[f64], v: &[f64], sq: usize, sk: usize, d: usize, scale: f64) -> Vec<f64> {
    let mut o = Vec::with_capacity(sq * d);
    for i in 0..sq {
        let seen = (i + 1).min(sk);
        o.extend(attention_ref(&q[i * d..(i + 1) * d], &k[..seen * d], &v[..seen * d], 1, seen, d, scale));
    }
    o
}

// ----- trials --------------------------------------------------------------------------------

type Run = fn(&mut Rng, &str, Ty, &Engine) -> Result<(), String>;

/// (kernel, dtypes, runner).
const CASES: &[(&str, &[Ty], Run)] = &[
    ("add", &[Ty::F32, Ty::F16, Ty::BF16], elementwise),
    ("scale", &[Ty::F32, Ty::F16], elementwise),
    ("gelu", &[Ty::F32, Ty::F16, Ty::BF16], elementwise),
    ("silu", &[Ty::F32, Ty::BF16], elementwise),
    ("softmax", &[Ty::F32, Ty::F16, Ty::BF16], softmax),
    ("softmax_online", &[Ty::F32, Ty::BF16], softmax),
    ("softmax_persistent", &[Ty::F32, Ty::F16, Ty::BF16], softmax),
    ("layernorm", &[Ty::F32, Ty::F16], norm),
    ("layernorm_looped", &[Ty::F32, Ty::BF16], norm),
    ("layernorm_persistent", &[Ty::F32, Ty::BF16], norm),
    ("rmsnorm", &[Ty::F32, Ty::BF16], norm),
    ("rmsnorm_looped", &[Ty::F32, Ty::F16], norm),
    ("row_sum", &[Ty::F32, Ty::F16], reduction),
    ("row_max", &[Ty::F32, Ty::BF16], reduction),
    ("row_mean", &[Ty::F32, Ty::F16], reduction),
    ("col_sum", &[Ty::F32, Ty::BF16], reduction),
    ("matmul", &[Ty::F16, Ty::BF16, Ty::F32], matmul),
    ("persistent_matmul", &[Ty::F16, Ty::BF16], matmul),
    ("bmm", &[Ty::F16, Ty::BF16], bmm),
    ("matmul_split_k", &[Ty::F16, Ty::BF16], split_k),
    ("transpose_2d", &[Ty::F32, Ty::F16, Ty::I32], transpose),
    ("transpose_batched", &[Ty::F32, Ty::BF16], transpose),
    ("attention", &[Ty::F16, Ty::BF16], attention),
    ("mha", &[Ty::F16, Ty::BF16], attention),
    ("flash_attention", &[Ty::F16, Ty::BF16], flash_attention),
];

/// The run's base seed: `TILE_SEED`, or the clock.
fn base_seed() -> u64 {
    std::env::var("TILE_SEED").ok().and_then(|s| s.parse().ok()).unwrap_or_else(|| {
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
    })
}

/// The CPU trials `run::stdlib/<kernel>/<dtype>`.
pub fn trials() -> Vec<Trial> {
    let engine = Engine::cpu().with_options(Options { threads: 2, ..Options::default() });
    trials_on("run::stdlib", Arc::new(move || Ok(engine.clone())), false)
}

/// Makes the engine a trial runs on (an error says why there is none).
pub type EngineSource = Arc<dyn Fn() -> Result<Engine, String> + Send + Sync>;

/// The stdlib trials named `<prefix>/<kernel>/<dtype>`, on the engine `engine` makes, ignored
/// unless asked for when `ignored` (GPU suites without a GPU).
pub fn trials_on(prefix: &str, engine: EngineSource, ignored: bool) -> Vec<Trial> {
    let seed = base_seed();
    let mut trials = Vec::new();
    for &(kernel, tys, run) in CASES {
        for &ty in tys {
            let name = format!("{prefix}/{kernel}/{}", ty.name());
            // Seeded by the CPU trial's name, so every device gets the same inputs.
            let base = format!("run::stdlib/{kernel}/{}", ty.name());
            let trial_seed = seed
                ^ base
                    .bytes()
                    .fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3));
            let engine = engine.clone();
            let trial = Trial::test(name, move || {
                let engine = engine().map_err(Failed::from)?;
                let mut rng = Rng::new(trial_seed);
                match crate::panics::catch(|| run(&mut rng, kernel, ty, &engine)) {
                    Ok(Ok(())) => Ok(()),
                    Ok(Err(m)) => Err(Failed::from(format!(
                        "{m}\n(inputs from TILE_SEED={seed}; rerun with it to reproduce)"
                    ))),
                    Err(p) => Err(Failed::from(format!("panicked: {p}\n(TILE_SEED={seed})"))),
                }
            });
            trials.push(trial.with_ignored_flag(ignored));
        }
    }
    trials
}
