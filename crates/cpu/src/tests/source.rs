//! Kernels compiled from `.tile` source by the front end, then run here.
//!
//! Each program's host code launches its kernel with arrays of the sizes the test uses, so
//! the specialisation (constants, dtypes, array facts) is the one a real run would get. The
//! host code is only checked, not run: the test makes its own arrays and references.

use std::path::Path;

use tile_lang::tir::{Kernel, Module, ParamKind};
use tile_lang::DType;

use super::{out, run, try_run, Rng};
use tile_lang::diag::{self, RenderOptions};
use tile_lang::sema::{check_program, CheckOptions};
use tile_lang::stdlib::StdlibLoader;
use tile_lang::SourceMap;

use crate::{CpuKernel, ErrorKind, HostArray, HostValue, ScalarArg};

/// Checks a program (imports from the stdlib) and returns its TIR; panics with the rendered
/// diagnostics on errors.
fn check(name: &str, src: &str) -> Module {
    let mut sources = SourceMap::new();
    let file = sources.add(name, src);
    let program = check_program(&mut sources, file, &StdlibLoader, &CheckOptions::default());
    let rendered = diag::render_all(&program.diagnostics, &sources, RenderOptions { color: false });
    assert!(!diag::has_errors(&program.diagnostics), "{name}: {rendered}");
    program.module
}

fn compile(src: &str) -> Module {
    check("test.tile", src)
}

/// The only specialisation of kernel `name` in a module.
fn only(m: &Module, name: &str) -> Kernel {
    let found: Vec<&Kernel> = m.kernels.iter().filter(|k| k.name == name).collect();
    assert_eq!(
        found.len(),
        1,
        "specialisations of `{name}`: {:?}",
        m.kernels.iter().map(|k| &k.name).collect::<Vec<_>>()
    );
    found[0].clone()
}

#[test]
fn vector_add_from_source() {
    let m = compile(
        "
kernel vector_add(a: f32[N], b: f32[N], c: f32[N], T: const int):
    i = bid(0)
    x = load(a, index=(i,), shape=(T,), padding=zero)
    y = load(b, index=(i,), shape=(T,), padding=zero)
    store(c, index=(i,), tile=x + y)

a = zeros((1000,), dtype=f32)
b = zeros((1000,), dtype=f32)
c = zeros((1000,), dtype=f32)
launch(vector_add, grid=(cdiv(1000, 256),), args=(a, b, c, 256))
",
    );
    let k = only(&m, "vector_add");
    let mut rng = Rng::new(21);
    let (x, y) = (rng.units(1000), rng.units(1000));
    let mut args = [
        HostArray::from_f64(DType::F32, &[1000], &x).into(),
        HostArray::from_f64(DType::F32, &[1000], &y).into(),
        HostArray::zeros(DType::F32, &[1000]).into(),
    ];
    run(&k, [4, 1, 1], &mut args);
    let got = out(&args, 2).to_vec::<f32>();
    for i in 0..1000 {
        assert_eq!(got[i], x[i] as f32 + y[i] as f32, "element {i}");
    }
}

#[test]
fn softmax_from_source() {
    let m = compile(
        "
kernel softmax(x: array, y: array, BM: const int, BN: const int):
    t = load(x, index=(bid(0), 0), shape=(BM, BN), padding=neg_inf)
    e = exp(t - max(t, axis=1, keepdims=True))
    store(y, index=(bid(0), 0), tile=e / sum(e, axis=1, keepdims=True))

x = zeros((5, 100), dtype=f32)
y = zeros((5, 100), dtype=f32)
launch(softmax, grid=(3,), args=(x, y, 2, 128))
",
    );
    let k = only(&m, "softmax");
    let (rows, cols) = (5, 100);
    let x: Vec<f64> = Rng::new(22).units(rows * cols).iter().map(|v| v * 8.0).collect();
    let mut args = [
        HostArray::from_f64(DType::F32, &[rows, cols], &x).into(),
        HostArray::zeros(DType::F32, &[rows, cols]).into(),
    ];
    run(&k, [3, 1, 1], &mut args);
    let (x, y) = (out(&args, 0).to_f64(), out(&args, 1).to_f64());
    for r in 0..rows {
        let row = &x[r * cols..(r + 1) * cols];
        let max = row.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = row.iter().map(|v| (v - max).exp()).sum();
        for c in 0..cols {
            let want = (row[c] - max).exp() / sum;
            assert!((y[r * cols + c] - want).abs() <= 1e-6 * want.max(1e-3), "({r}, {c})");
        }
    }
}

#[test]
fn matmul_from_source() {
    let m = compile(
        "
kernel matmul(a: f16[M, K], b: f16[K, N], c: f32[M, N], BM: const int, BN: const int, BK: const int):
    acc = zeros((BM, BN), f32)
    for k in range(cdiv(K, BK)):
        x = load(a, index=(bid(0), k), shape=(BM, BK), padding=zero)
        y = load(b, index=(k, bid(1)), shape=(BK, BN), padding=zero)
        acc = mma(x, y, acc)
    store(c, index=(bid(0), bid(1)), tile=acc)

a = zeros((300, 500), dtype=f16)
b = zeros((500, 200), dtype=f16)
c = zeros((300, 200), dtype=f32)
launch(matmul, grid=(cdiv(300, 64), cdiv(200, 64)), args=(a, b, c, 64, 64, 32))
",
    );
    let k = only(&m, "matmul");
    let (mm, kk, nn) = (300, 500, 200);
    let mut rng = Rng::new(23);
    let mut args = [
        HostArray::from_f64(DType::F16, &[mm, kk], &rng.units(mm * kk)).into(),
        HostArray::from_f64(DType::F16, &[kk, nn], &rng.units(kk * nn)).into(),
        HostArray::zeros(DType::F32, &[mm, nn]).into(),
    ];
    run(&k, [5, 4, 1], &mut args);
    let (a, b, c) = (out(&args, 0).to_f64(), out(&args, 1).to_f64(), out(&args, 2).to_f64());
    for i in (0..mm).step_by(7) {
        for j in 0..nn {
            let (mut want, mut mag) = (0.0, 0.0);
            for p in 0..kk {
                want += a[i * kk + p] * b[p * nn + j];
                mag += (a[i * kk + p] * b[p * nn + j]).abs();
            }
            let tol = kk as f64 * 2f64.powi(-24) * mag + 1e-30;
            assert!((c[i * nn + j] - want).abs() <= tol, "C[{i}, {j}] = {} vs {want}", c[i * nn + j]);
        }
    }
}

#[test]
fn integer_division_scan_and_argmax_from_source() {
    let m = compile(
        "
kernel intops(x: i32[N], y: i32[N], q: i32[N], r: i32[N], T: const int):
    a = load(x, index=(0,), shape=(T,))
    b = load(y, index=(0,), shape=(T,))
    store(q, index=(0,), tile=a // b)
    store(r, index=(0,), tile=a % b)

kernel rows(x: f32[M, N], s: f32[M, N], am: i32[M], BN: const int):
    t = load(x, index=(bid(0), 0), shape=(1, BN), padding=neg_inf)
    store(am, index=(bid(0),), tile=argmax(t, axis=1))
    z = load(x, index=(bid(0), 0), shape=(1, BN), padding=zero)
    store(s, index=(bid(0), 0), tile=cumsum(z, axis=1, reverse=True))

x = zeros((16,), dtype=i32)
y = ones((16,), dtype=i32)
q = zeros((16,), dtype=i32)
r = zeros((16,), dtype=i32)
launch(intops, grid=(1,), args=(x, y, q, r, 16))
m = zeros((3, 6), dtype=f32)
s = zeros((3, 6), dtype=f32)
am = zeros((3,), dtype=i32)
launch(rows, grid=(3,), args=(m, s, am, 8))
",
    );
    let a = [7, -7, 7, -7, 0, 13, -13, 5, 100, -100, 1, -1, 9, -9, 3, 3];
    let b = [2, 2, -2, -2, 3, 4, 4, -3, 7, 7, -1, -1, 9, 9, -4, 4];
    let mut args = [
        HostArray::from_slice(&[16], &a).into(),
        HostArray::from_slice(&[16], &b).into(),
        HostArray::zeros(DType::I32, &[16]).into(),
        HostArray::zeros(DType::I32, &[16]).into(),
    ];
    run(&only(&m, "intops"), [1, 1, 1], &mut args);
    let (q, r) = (out(&args, 2).to_vec::<i32>(), out(&args, 3).to_vec::<i32>());
    for i in 0..16 {
        let fq = (f64::from(a[i]) / f64::from(b[i])).floor() as i32;
        assert_eq!((q[i], r[i]), (fq, a[i] - b[i] * fq), "{} // {} and {} % {}", a[i], b[i], a[i], b[i]);
    }
    #[rustfmt::skip]
    let x = [
        1.0, 4.0, 4.0, -2.0, 0.5, 4.0,
        -1.0, -1.0, -3.0, -1.0, -5.0, -1.0,
        0.25, 0.5, 0.75, 1.0, 1.25, 1.5,
    ];
    let mut args = [
        HostArray::from_f64(DType::F32, &[3, 6], &x).into(),
        HostArray::zeros(DType::F32, &[3, 6]).into(),
        HostArray::zeros(DType::I32, &[3]).into(),
    ];
    run(&only(&m, "rows"), [3, 1, 1], &mut args);
    assert_eq!(out(&args, 2).to_vec::<i32>(), [1, 0, 5]);
    let mut want = vec![0.0; 18];
    for row in 0..3 {
        let mut acc = 0.0;
        for c in (0..6).rev() {
            acc += x[row * 6 + c];
            want[row * 6 + c] = acc;
        }
    }
    assert_eq!(out(&args, 1).to_f64(), want);
}

#[test]
fn control_flow_atomics_print_and_assert_from_source() {
    let m = compile(
        r#"
kernel collatz(n: i32[N], steps: i32[N], total: i32[1]):
    v = load(n, index=(bid(0),), shape=(1,))
    x = max(v, axis=0)
    count = 0
    while x != 1:
        if x % 2 == 0:
            x = x // 2
        else:
            x = 3 * x + 1
        count += 1
    print("n = {}: {} steps", max(v, axis=0), count)
    store(steps, index=(bid(0),), tile=reshape(count, (1,)))
    old = atomic_add(total, index=(0,), tile=reshape(count, (1,)))
    assert count < 100, "too many steps"

n = ones((6,), dtype=i32)
steps = zeros((6,), dtype=i32)
total = zeros((1,), dtype=i32)
launch(collatz, grid=(6,), args=(n, steps, total))
"#,
    );
    let k = only(&m, "collatz");
    let starts = [1i32, 2, 3, 6, 7, 27];
    let collatz = |mut x: i32| {
        let mut c = 0;
        while x != 1 {
            x = if x % 2 == 0 { x / 2 } else { 3 * x + 1 };
            c += 1;
        }
        c
    };
    let want: Vec<i32> = starts.iter().map(|&s| collatz(s)).collect();
    let mut args = [
        HostArray::from_slice(&[6], &starts).into(),
        HostArray::zeros(DType::I32, &[6]).into(),
        HostArray::zeros(DType::I32, &[1]).into(),
    ];
    let e = try_run(&k, [6, 1, 1], &mut args).unwrap_err();
    // 27 takes 111 steps: the assert of block 5 fires, after the other blocks printed.
    assert_eq!((e.kind, e.block), (ErrorKind::Assert, Some([5, 0, 0])), "{e}");
    assert!(e.to_string().ends_with("assertion failed: too many steps"), "{e}");
    assert_eq!(e.printed.len(), 6);
    assert_eq!(e.printed[3], format!("n = 6: {} steps", want[3]));
    let starts = [1i32, 2, 3, 6, 7, 9];
    let want: Vec<i32> = starts.iter().map(|&s| collatz(s)).collect();
    let mut args = [
        HostArray::from_slice(&[6], &starts).into(),
        HostArray::zeros(DType::I32, &[6]).into(),
        HostArray::zeros(DType::I32, &[1]).into(),
    ];
    let report = run(&k, [6, 1, 1], &mut args);
    assert_eq!(out(&args, 1).to_vec::<i32>(), want);
    assert_eq!(out(&args, 2).to_vec::<i32>(), [want.iter().sum::<i32>()]);
    let lines: Vec<String> = starts.iter().zip(&want).map(|(s, w)| format!("n = {s}: {w} steps")).collect();
    assert_eq!(report.printed, lines);
}

/// Every kernel specialisation of every example and standard-library module plans cleanly
/// (the front end emits nothing the executor refuses) and runs a 2x2 grid on synthesised
/// arguments without panicking: arrays of 48 along every dimension (48 satisfies every size
/// and stride divisibility fact, and leaves partial tiles), random values, small scalars.
#[test]
fn every_example_and_stdlib_kernel_plans_and_runs() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut ran = 0;
    let mut rng = Rng::new(24);
    for dir in ["examples", "stdlib"] {
        let mut files: Vec<_> =
            std::fs::read_dir(root.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for path in files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "tile")) {
            let module = check(&path.display().to_string(), &std::fs::read_to_string(&path).unwrap());
            for k in &module.kernels {
                let where_ = format!("{} kernel `{}` {:?}", path.display(), k.name, k.spec);
                let cpu = CpuKernel::new(k).unwrap_or_else(|e| panic!("{where_}: {e}"));
                let mut args: Vec<HostValue> =
                    k.params.iter().map(|p| synthesise(&p.kind, &mut rng)).collect();
                let bound: Vec<_> = args
                    .iter_mut()
                    .map(|a| match a {
                        HostValue::Array(a) => a.arg(),
                        HostValue::Scalar(s) => crate::Arg::Scalar(s.clone()),
                    })
                    .collect();
                match cpu.launch([2, 2, 1], &bound, &crate::ExecOptions::default()) {
                    Ok(_) => {}
                    Err(e) if matches!(e.kind, ErrorKind::Assert | ErrorKind::Trap) => {}
                    Err(e) => panic!("{where_}: {e}"),
                }
                ran += 1;
            }
        }
    }
    assert!(ran >= 10, "only {ran} kernels found");
}

/// An argument for a parameter: a 48^rank array of random values, or a small scalar.
fn synthesise(kind: &ParamKind, rng: &mut Rng) -> HostValue {
    match kind {
        ParamKind::Array { ty, .. } => {
            let shape = vec![48; ty.rank as usize];
            let n = shape.iter().product();
            HostArray::from_f64(ty.dtype, &shape, &rng.units(n)).into()
        }
        ParamKind::Scalar(d) if d.is_float() => ScalarArg::from_f64(*d, 0.5).into(),
        ParamKind::Scalar(d) => ScalarArg::from_i64(*d, 3).into(),
    }
}
