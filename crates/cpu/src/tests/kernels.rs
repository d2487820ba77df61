//! Whole kernels against plain references.

use half::f16;
use tile_lang::DType;

use super::{kernel, out, run, try_run, Rng};
use crate::{launch, Arg, ArrayArg, ErrorKind, ExecOptions, HostArray, HostValue};

const VADD: &str = "
kernel @vadd (%x x: array<f32, 1>, %y y: array<f32, 1>, %z z: array<f32, 1>) {
  %i = block_id 0 : tile<i32>
  %a = load zero %x[%i] : tile<256xf32>
  %b = load zero %y[%i] : tile<256xf32>
  %c = add %a, %b : tile<256xf32>
  store %z[%i], %c
  return
}";

#[test]
fn vector_add_with_a_partial_last_tile() {
    let k = kernel(VADD);
    let mut rng = Rng::new(1);
    let (x, y): (Vec<f32>, Vec<f32>) = (0..1000).map(|_| (rng.unit() as f32, rng.unit() as f32)).unzip();
    // Borrowed arrays: inputs read-only, output one longer than the launch covers so that the
    // element past the array's end can be seen untouched.
    let mut z = vec![-7.0f32; 1001];
    let args = [
        Arg::Array(ArrayArg::read_only_contiguous(&x, &[1000])),
        Arg::Array(ArrayArg::read_only_contiguous(&y, &[1000])),
        Arg::Array(ArrayArg::new(&mut z, &[1000], &[1])),
    ];
    let report = launch(&k, [4, 1, 1], &args, &ExecOptions::default()).unwrap();
    assert_eq!(report.blocks, 4);
    drop(args);
    for i in 0..1000 {
        assert_eq!(z[i], x[i] + y[i], "element {i}");
    }
    assert_eq!(z[1000], -7.0, "the store past the array's end was not skipped");
}

#[test]
fn vector_add_single_thread_and_many_threads_agree() {
    let k = kernel(VADD);
    let mut rng = Rng::new(2);
    let x: Vec<f32> = (0..5000).map(|_| rng.unit() as f32).collect();
    let mut results = Vec::new();
    for threads in [1, 2, 7] {
        let mut z = vec![0.0f32; 5000];
        let args = [
            Arg::Array(ArrayArg::read_only_contiguous(&x, &[5000])),
            Arg::Array(ArrayArg::read_only_contiguous(&x, &[5000])),
            Arg::Array(ArrayArg::contiguous(&mut z, &[5000])),
        ];
        launch(&k, [20, 1, 1], &args, &ExecOptions { threads, check_facts: true, ..ExecOptions::default() }).unwrap();
        drop(args);
        results.push(z);
    }
    assert!(results.iter().all(|r| r == &results[0]));
    assert!(results[0].iter().zip(&x).all(|(z, x)| *z == x + x));
}

/// Row softmax, two rows of up to 128 columns per block, `neg_inf` padding.
const SOFTMAX: &str = "
kernel @softmax (%x x: array<f32, 2>, %y y: array<f32, 2>) {
  %r = block_id 0 : tile<i32>
  %z = constant 0 : tile<i32>
  %t = load neg_inf %x[%r, %z] : tile<2x128xf32>
  %m = reduce max 1 %t : tile<2x128xf32> -> tile<2xf32>
  %m2 = reshape %m : tile<2xf32> -> tile<2x1xf32>
  %mb = broadcast %m2 : tile<2x1xf32> -> tile<2x128xf32>
  %d = sub %t, %mb : tile<2x128xf32>
  %e = exp %d : tile<2x128xf32>
  %s = reduce sum 1 %e : tile<2x128xf32> -> tile<2xf32>
  %s2 = reshape %s : tile<2xf32> -> tile<2x1xf32>
  %sb = broadcast %s2 : tile<2x1xf32> -> tile<2x128xf32>
  %o = div %e, %sb : tile<2x128xf32>
  store %y[%r, %z], %o
  return
}";

#[test]
fn softmax_of_rows_shorter_than_the_tile() {
    // 5 rows (the last block has a padded row of -inf, which computes NaN and is not stored)
    // of 100 columns in tiles of 128.
    let k = kernel(SOFTMAX);
    let (m, n) = (5, 100);
    let mut rng = Rng::new(3);
    let x: Vec<f64> = rng.units(m * n).into_iter().map(|v| v * 10.0).collect();
    let mut args = [
        HostValue::Array(HostArray::from_f64(DType::F32, &[m, n], &x)),
        HostArray::zeros(DType::F32, &[m, n]).into(),
    ];
    run(&k, [3, 1, 1], &mut args);
    let y = out(&args, 1).to_f64();
    let x32 = out(&args, 0).to_f64();
    for r in 0..m {
        let row = &x32[r * n..(r + 1) * n];
        let max = row.iter().cloned().fold(f64::NEG_INFINITY, f64::max);
        let sum: f64 = row.iter().map(|v| (v - max).exp()).sum();
        for c in 0..n {
            let want = (row[c] - max).exp() / sum;
            assert!(
                (y[r * n + c] - want).abs() <= 1e-6 * want.max(1e-3),
                "({r}, {c}): {} vs {want}",
                y[r * n + c]
            );
        }
        assert!((y[r * n..(r + 1) * n].iter().sum::<f64>() - 1.0).abs() < 1e-5);
    }
}

const MATMUL: &str = "
kernel @matmul (%a a: array<f16, 2>, %b b: array<f16, 2>, %c c: array<f32, 2>) {
  %bm = block_id 0 : tile<i32>
  %bn = block_id 1 : tile<i32>
  %zero = constant 0.0 : tile<64x64xf32>
  %kdim = array_dim 1 %a : tile<i32>
  %tk = constant 32 : tile<i32>
  %steps = ceildiv %kdim, %tk : tile<i32>
  %lb = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %acc = for %lb to %steps step %one iter(%zero) : tile<64x64xf32> {
  ^(%k: tile<i32>, %c0: tile<64x64xf32>):
    %x = load zero %a[%bm, %k] : tile<64x32xf16>
    %y = load zero %b[%k, %bn] : tile<32x64xf16>
    %n = mma %x, %y, %c0 : tile<64x64xf32>
    continue %n
  }
  store %c[%bm, %bn], %acc
  return
}";

/// `C = A @ B` in f64 over the f16 inputs, and the bound `Σ |a| |b|` per element.
fn matmul_reference(a: &[f64], b: &[f64], m: usize, kk: usize, n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut c = vec![0.0; m * n];
    let mut mag = vec![0.0; m * n];
    for i in 0..m {
        for j in 0..n {
            for k in 0..kk {
                c[i * n + j] += a[i * kk + k] * b[k * n + j];
                mag[i * n + j] += (a[i * kk + k] * b[k * n + j]).abs();
            }
        }
    }
    (c, mag)
}

fn check_matmul(args: &[HostValue], m: usize, kk: usize, n: usize) {
    let (a, b) = (out(args, 0).to_f64(), out(args, 1).to_f64());
    let (want, mag) = matmul_reference(&a, &b, m, kk, n);
    let got = out(args, 2).to_f64();
    for i in 0..m * n {
        // Sequential f32 accumulation of exact products: error below K * 2^-24 * Σ|ab|.
        let tol = kk as f64 * 2f64.powi(-24) * mag[i] + 1e-30;
        assert!((got[i] - want[i]).abs() <= tol, "C[{}, {}] = {} vs {}", i / n, i % n, got[i], want[i]);
    }
}

#[test]
fn matmul_f16_to_f32_with_partial_tiles() {
    let (m, kk, n) = (300, 500, 200);
    let mut rng = Rng::new(4);
    let a = HostArray::from_f64(DType::F16, &[m, kk], &rng.units(m * kk));
    let b = HostArray::from_f64(DType::F16, &[kk, n], &rng.units(kk * n));
    let mut args = [a.into(), b.into(), HostArray::zeros(DType::F32, &[m, n]).into()];
    run(&kernel(MATMUL), [5, 4, 1], &mut args);
    check_matmul(&args, m, kk, n);
}

#[test]
fn matmul_with_a_transposed_view_of_b() {
    // B^T is stored contiguously (N x K); the kernel sees B through strides (1, K).
    let (m, kk, n) = (70, 90, 65);
    let mut rng = Rng::new(5);
    let a = HostArray::from_f64(DType::F16, &[m, kk], &rng.units(m * kk));
    let bt = HostArray::from_f64(DType::F16, &[n, kk], &rng.units(n * kk));
    let b = bt.transposed();
    assert_eq!((b.shape(), b.strides()), (&[kk, n][..], &[1, kk as isize][..]));
    let mut args = [a.into(), b.into(), HostArray::zeros(DType::F32, &[m, n]).into()];
    run(&kernel(MATMUL), [2, 2, 1], &mut args);
    check_matmul(&args, m, kk, n);
}

#[test]
fn strided_views_in_and_out() {
    // y = x + 1 in 16x16 tiles, with x a transposed view and y a view with a reversed row
    // order (negative stride) into a larger buffer.
    let k = kernel(
        "
kernel @inc (%x x: array<f32, 2>, %y y: array<f32, 2>) {
  %i = block_id 0 : tile<i32>
  %j = block_id 1 : tile<i32>
  %t = load zero %x[%i, %j] : tile<16x16xf32>
  %one = constant 1.0 : tile<16x16xf32>
  %u = add %t, %one : tile<16x16xf32>
  store %y[%i, %j], %u
  return
}",
    );
    let (m, n) = (37, 45);
    let base: Vec<f64> = (0..m * n).map(|v| v as f64).collect();
    // Stored as (n, m); viewed as (m, n): x[i][j] = base[j * m + i].
    let x = HostArray::from_f64(DType::F32, &[n, m], &base).transposed();
    // y[i][j] lives at (m - 1 - i) * n + j of a (m + 1) x n buffer (the last row unused).
    let y = HostArray::zeros(DType::F32, &[m + 1, n]).with_layout(&[m, n], &[-(n as isize), 1], (m - 1) * n);
    let mut args = [x.into(), y.into()];
    run(&k, [3, 3, 1], &mut args);
    let y = out(&args, 1);
    let logical = y.to_f64();
    for i in 0..m {
        for j in 0..n {
            assert_eq!(logical[i * n + j], base[j * m + i] + 1.0, "y[{i}][{j}]");
        }
    }
    // The raw storage: row m (the spare one) untouched, row 0 holds logical row m - 1.
    let raw: Vec<f32> = y.bytes().chunks(4).map(|c| f32::from_ne_bytes(c.try_into().unwrap())).collect();
    assert!(raw[m * n..].iter().all(|&v| v == 0.0));
    assert_eq!(raw[0], base[m - 1] as f32 + 1.0);
}

/// Scalar control flow: `for` with `continue` in an `if`, negative and zero-trip `for`s, a
/// `loop` left by `break` with two values, an `if` with results, and swapped carried values.
const CONTROL: &str = "
kernel @control (%o out: array<i32, 1>, %n n: tile<i32>) {
  %c0 = constant 0 : tile<i32>
  %c1 = constant 1 : tile<i32>
  %c2 = constant 2 : tile<i32>
  %c10 = constant 10 : tile<i32>
  %cm1 = constant -1 : tile<i32>
  %even = for %c0 to %n step %c1 iter(%c0) : tile<i32> {
  ^(%i: tile<i32>, %acc: tile<i32>):
    %r = rem %i, %c2 : tile<i32>
    %odd = cmp ne %r, %c0 : tile<bool>
    if %odd {
      continue %acc
    } else {
      yield
    }
    %na = add %acc, %i : tile<i32>
    continue %na
  }
  %down = for %c10 to %c0 step %cm1 iter(%c0) : tile<i32> {
  ^(%j: tile<i32>, %acc2: tile<i32>):
    %nb = add %acc2, %j : tile<i32>
    continue %nb
  }
  %x, %steps = loop iter(%c1, %c0) : (tile<i32>, tile<i32>) {
  ^(%xv: tile<i32>, %sv: tile<i32>):
    %done = cmp ge %xv, %n : tile<bool>
    if %done {
      break %xv, %sv
    } else {
      yield
    }
    %x2 = mul %xv, %c2 : tile<i32>
    %s2 = add %sv, %c1 : tile<i32>
    continue %x2, %s2
  }
  %big = cmp gt %n, %c10 : tile<bool>
  %sel = if %big : tile<i32> {
    %p = mul %n, %c2 : tile<i32>
    yield %p
  } else {
    %q = sub %c0, %n : tile<i32>
    yield %q
  }
  %zt = for %c10 to %c0 step %c1 iter(%c2) : tile<i32> {
  ^(%k: tile<i32>, %acc3: tile<i32>):
    continue %k
  }
  %fa, %fb = for %c0 to %c10 step %c1 iter(%c0, %c1) : (tile<i32>, tile<i32>) {
  ^(%it: tile<i32>, %u: tile<i32>, %v: tile<i32>):
    %w = add %u, %v : tile<i32>
    continue %v, %w
  }
STORES
  return
}";

fn control_kernel() -> tile_lang::tir::Kernel {
    let mut stores = String::new();
    for (i, v) in ["even", "down", "x", "steps", "sel", "zt", "fa"].iter().enumerate() {
        stores += &format!("  %st{i} = reshape %{v} : tile<i32> -> tile<1xi32>\n  %ix{i} = constant {i} : tile<i32>\n  store %o[%ix{i}], %st{i}\n");
    }
    kernel(&CONTROL.replace("STORES\n", &stores))
}

#[test]
fn structured_control_flow() {
    let k = control_kernel();
    for (n, want) in
        [(7, [12, 55, 8, 3, -7, 2, 55]), (20, [90, 55, 32, 5, 40, 2, 55]), (0, [0, 55, 1, 0, 0, 2, 55])]
    {
        let mut args = [HostArray::zeros(DType::I32, &[7]).into(), HostValue::from(n)];
        run(&k, [1, 1, 1], &mut args);
        assert_eq!(out(&args, 0).to_vec::<i32>(), want, "n = {n}");
    }
}

#[test]
fn shape_ops() {
    let k = kernel(
        "
kernel @shapes (%x x: array<f32, 2>, %o1 o1: array<f32, 2>, %o2 o2: array<f32, 2>, %o3 o3: array<f32, 2>,
                %o4 o4: array<i32, 2>, %o5 o5: array<f32, 2>, %o6 o6: array<f32, 2>) {
  %z = constant 0 : tile<i32>
  %one = constant 1 : tile<i32>
  %t = load zero %x[%z, %z] : tile<4x8xf32>
  %p = permute [1, 0] %t : tile<4x8xf32> -> tile<8x4xf32>
  store %o1[%z, %z], %p
  %c = cat 1 %t, %t : tile<4x16xf32>
  store %o2[%z, %z], %c
  %e = extract %t[%one, %one] : tile<2x4xf32>
  store %o3[%z, %z], %e
  %io = iota : tile<8xi32>
  %r = reshape %io : tile<8xi32> -> tile<1x8xi32>
  %b = broadcast %r : tile<1x8xi32> -> tile<4x8xi32>
  store %o4[%z, %z], %b
  %t3 = reshape %t : tile<4x8xf32> -> tile<2x2x8xf32>
  %p3 = permute [2, 0, 1] %t3 : tile<2x2x8xf32> -> tile<8x2x2xf32>
  %p3r = reshape %p3 : tile<8x2x2xf32> -> tile<8x4xf32>
  store %o5[%z, %z], %p3r
  %c0 = cat 0 %t, %t : tile<8x8xf32>
  store %o6[%z, %z], %c0
  return
}",
    );
    let x: Vec<f64> = (0..32).map(|v| v as f64).collect();
    let z = |s: &[usize], d| HostValue::Array(HostArray::zeros(d, s));
    let mut args = [
        HostArray::from_f64(DType::F32, &[4, 8], &x).into(),
        z(&[8, 4], DType::F32),
        z(&[4, 16], DType::F32),
        z(&[2, 4], DType::F32),
        z(&[4, 8], DType::I32),
        z(&[8, 4], DType::F32),
        z(&[8, 8], DType::F32),
    ];
    run(&k, [1, 1, 1], &mut args);
    let at = |i: usize, j: usize| (i * 8 + j) as f64;
    let transposed: Vec<f64> = (0..8).flat_map(|j| (0..4).map(move |i| at(i, j))).collect();
    assert_eq!(out(&args, 1).to_f64(), transposed);
    let cat1: Vec<f64> = (0..4).flat_map(|i| (0..16).map(move |j| at(i, j % 8))).collect();
    assert_eq!(out(&args, 2).to_f64(), cat1);
    let sub: Vec<f64> = (2..4).flat_map(|i| (4..8).map(move |j| at(i, j))).collect();
    assert_eq!(out(&args, 3).to_f64(), sub);
    assert_eq!(out(&args, 4).to_vec::<i32>(), (0..32).map(|v| v % 8).collect::<Vec<i32>>());
    // t3[a][b][c] = t[2a + b][c]; p3[c][a][b] = t3[a][b][c].
    let p3: Vec<f64> =
        (0..8).flat_map(|c| (0..2).flat_map(move |a| (0..2).map(move |b| at(2 * a + b, c)))).collect();
    assert_eq!(out(&args, 5).to_f64(), p3);
    assert_eq!(out(&args, 6).to_f64(), [x.clone(), x].concat());
}

#[test]
fn atomic_add_from_many_blocks() {
    // 1000 blocks each add a tile of four ones at tile 0 of one-element arrays (three lanes
    // fall outside and are skipped) and record the old value they saw.
    let k = kernel(
        "
kernel @count (%c cnt: array<i32, 1>, %f fcnt: array<f32, 1>, %h hcnt: array<f16, 1>, %o old: array<i32, 1>) {
  %b = block_id 0 : tile<i32>
  %z = constant 0 : tile<i32>
  %ones = constant 1 : tile<4xi32>
  %prev = atomic_add %c[%z], %ones : tile<4xi32>
  %fones = constant 1.0 : tile<4xf32>
  %fp = atomic_add %f[%z], %fones : tile<4xf32>
  %hones = constant 1.0 : tile<4xf16>
  %hp = atomic_add %h[%z], %hones : tile<4xf16>
  %first = extract %prev[%z] : tile<1xi32>
  store %o[%b], %first
  return
}",
    );
    let n = 1000;
    let mut args = [
        HostArray::zeros(DType::I32, &[1]).into(),
        HostArray::zeros(DType::F32, &[1]).into(),
        HostArray::zeros(DType::F16, &[1]).into(),
        HostArray::zeros(DType::I32, &[n]).into(),
    ];
    run(&k, [n as u32, 1, 1], &mut args);
    assert_eq!(out(&args, 0).to_vec::<i32>(), [n as i32]);
    assert_eq!(out(&args, 1).to_vec::<f32>(), [n as f32]);
    // f16 counts exactly up to 2048.
    assert_eq!(out(&args, 2).to_vec::<f16>(), [f16::from_f32(n as f32)]);
    // Every block saw a different old value: a permutation of 0..n.
    let mut seen = out(&args, 3).to_vec::<i32>();
    seen.sort_unstable();
    assert_eq!(seen, (0..n as i32).collect::<Vec<_>>());
}

const DEBUG: &str = r#"
kernel @debug (%x x: array<f32, 1>, %lim lim: tile<i32>) {
  %b = block_id 0 : tile<i32>
  %t = load zero %x[%b] : tile<4xf32>
  print "block {}: {}", %b, %t
  %ok = cmp lt %b, %lim : tile<bool>
  assert %ok, "block index reached the limit"
  return
}"#;

#[test]
fn print_collects_output_in_block_order() {
    let k = kernel(DEBUG);
    let x: Vec<f64> = (0..30).map(|v| v as f64 / 2.0).collect();
    let mut args = [HostArray::from_f64(DType::F32, &[30], &x).into(), HostValue::from(100i32)];
    let report = run(&k, [8, 1, 1], &mut args);
    assert_eq!(report.printed.len(), 8);
    assert_eq!(report.printed[0], "block 0: [0.0 0.5 1.0 1.5]");
    assert_eq!(report.printed[7], "block 7: [14.0 14.5 0.0 0.0]");
    for (i, line) in report.printed.iter().enumerate() {
        assert!(line.starts_with(&format!("block {i}: [")), "{line}");
    }
}

#[test]
fn failing_assert_names_kernel_block_and_message() {
    let k = kernel(DEBUG);
    // Blocks 3 and up fail; the lowest, 3, is reported, every time, with the output of
    // blocks 0 to 3.
    for _ in 0..5 {
        let mut args = [HostArray::zeros(DType::F32, &[64]).into(), HostValue::from(3i32)];
        let e = try_run(&k, [16, 1, 1], &mut args).unwrap_err();
        assert_eq!(e.kind, ErrorKind::Assert);
        assert_eq!(e.block, Some([3, 0, 0]));
        assert_eq!(e.printed.len(), 4);
        assert_eq!(
            e.to_string(),
            "kernel `debug`, block (3, 0, 0), `assert`: assertion failed: block index reached the limit"
        );
    }
}

#[test]
fn three_dimensional_grids_see_their_block_ids() {
    let k = kernel(
        "
kernel @ids (%o out: array<i32, 3>) {
  %x = block_id 0 : tile<i32>
  %y = block_id 1 : tile<i32>
  %z = block_id 2 : tile<i32>
  %nx = num_blocks 0 : tile<i32>
  %ny = num_blocks 1 : tile<i32>
  %t = mul %z, %ny : tile<i32>
  %t2 = add %t, %y : tile<i32>
  %t3 = mul %t2, %nx : tile<i32>
  %lin = add %t3, %x : tile<i32>
  %v = reshape %lin : tile<i32> -> tile<1x1x1xi32>
  store %o[%z, %y, %x], %v
  return
}",
    );
    let mut args = [HostArray::zeros(DType::I32, &[2, 3, 4]).into()];
    run(&k, [4, 3, 2], &mut args);
    assert_eq!(out(&args, 0).to_vec::<i32>(), (0..24).collect::<Vec<i32>>());
}
