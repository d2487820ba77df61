//! Dtype semantics through kernels, against plain references.

use half::{bf16, f16};
use tile_lang::DType;

use super::{kernel, out, run, Rng};
use crate::{HostArray, HostValue};

/// `(a + b) * c` elementwise on 8-element tiles of dtype `d`.
fn fma_kernel(d: &str) -> tile_lang::tir::Kernel {
    kernel(&format!(
        "
kernel @f (%a a: array<{d}, 1>, %b b: array<{d}, 1>, %c c: array<{d}, 1>, %o o: array<{d}, 1>) {{
  %i = block_id 0 : tile<i32>
  %x = load zero %a[%i] : tile<8x{d}>
  %y = load zero %b[%i] : tile<8x{d}>
  %z = load zero %c[%i] : tile<8x{d}>
  %s = add %x, %y : tile<8x{d}>
  %p = mul %s, %z : tile<8x{d}>
  store %o[%i], %p
  return
}}"
    ))
}

#[test]
fn f16_and_bf16_round_after_every_op() {
    let mut rng = Rng::new(11);
    // The first lanes are chosen so that rounding once at the end would differ: 1 + 2^-11
    // ties to 1 in f16 (and 1 + 2^-8 in bf16), so `(a + b) * 3` is exactly 3.
    let mut a = vec![1.0, 1.0, 2048.0, 65504.0];
    let mut b = vec![2f64.powi(-11), 2f64.powi(-8), 1.0, 65504.0];
    let mut c = vec![3.0, 3.0, 1.0, -1.0];
    a.extend(rng.units(60));
    b.extend(rng.units(60));
    c.extend(rng.units(60).iter().map(|v| v * 100.0));
    let n = a.len();
    for (name, dtype) in [("f16", DType::F16), ("bf16", DType::BF16)] {
        let mut args = [
            HostArray::from_f64(dtype, &[n], &a).into(),
            HostArray::from_f64(dtype, &[n], &b).into(),
            HostArray::from_f64(dtype, &[n], &c).into(),
            HostArray::zeros(dtype, &[n]).into(),
        ];
        run(&fma_kernel(name), [8, 1, 1], &mut args);
        let got = out(&args, 3).to_f64();
        for i in 0..n {
            let want = if dtype == DType::F16 {
                let r = |x: f32| f16::from_f32(x).to_f32();
                r(r(r(a[i] as f32) + r(b[i] as f32)) * r(c[i] as f32)) as f64
            } else {
                let r = |x: f32| bf16::from_f32(x).to_f32();
                r(r(r(a[i] as f32) + r(b[i] as f32)) * r(c[i] as f32)) as f64
            };
            assert_eq!(got[i].to_bits(), want.to_bits(), "{name} lane {i}: {} vs {want}", got[i]);
        }
        assert_eq!(got[0], 3.0, "{name}: per-op rounding");
        if dtype == DType::F16 {
            assert_eq!(got[3], f64::NEG_INFINITY, "f16 overflow");
        }
    }
}

#[test]
fn integer_division_follows_python() {
    let k = kernel(
        "
kernel @div (%a a: array<i32, 1>, %b b: array<i32, 1>, %q q: array<i32, 1>, %r r: array<i32, 1>, %c c: array<i32, 1>) {
  %z = constant 0 : tile<i32>
  %x = load zero %a[%z] : tile<64xi32>
  %y = load zero %b[%z] : tile<64xi32>
  %fd = floordiv %x, %y : tile<64xi32>
  %md = rem %x, %y : tile<64xi32>
  %cd = ceildiv %x, %y : tile<64xi32>
  store %q[%z], %fd
  store %r[%z], %md
  store %c[%z], %cd
  return
}",
    );
    let mut rng = Rng::new(12);
    let mut a: Vec<i32> = vec![7, -7, 7, -7, 0, 5, i32::MIN, i32::MIN, -1, 6];
    let mut b: Vec<i32> = vec![2, 2, -2, -2, 3, 0, -1, 1, 3, -3];
    while a.len() < 64 {
        a.push(rng.int(-50, 50) as i32);
        b.push(rng.int(-9, 9) as i32);
    }
    let z = || HostValue::Array(HostArray::zeros(DType::I32, &[64]));
    let mut args =
        [HostArray::from_slice(&[64], &a).into(), HostArray::from_slice(&[64], &b).into(), z(), z(), z()];
    run(&k, [1, 1, 1], &mut args);
    let (q, r, c) =
        (out(&args, 2).to_vec::<i32>(), out(&args, 3).to_vec::<i32>(), out(&args, 4).to_vec::<i32>());
    for i in 0..64 {
        let (x, y) = (i64::from(a[i]), i64::from(b[i]));
        let (wq, wr, wc) = if y == 0 {
            (0, x, 0) // documented convention for division by zero
        } else {
            let fq = (x as f64 / y as f64).floor() as i64;
            let cq = (x as f64 / y as f64).ceil() as i64;
            (fq, x - y * fq, cq)
        };
        // Results wrap to i32 (only i32::MIN // -1 overflows).
        assert_eq!(q[i], wq as i32, "{x} // {y}");
        assert_eq!(r[i], wr as i32, "{x} % {y}");
        assert_eq!(c[i], wc as i32, "cdiv({x}, {y})");
    }
}

#[test]
fn argmax_and_argmin_take_the_first_extremum() {
    let k = kernel(
        "
kernel @arg (%x x: array<f32, 2>, %o1 amax1: array<i32, 1>, %o2 amin1: array<i32, 1>, %o3 amax0: array<i32, 1>) {
  %z = constant 0 : tile<i32>
  %t = load zero %x[%z, %z] : tile<4x8xf32>
  %a = reduce argmax 1 %t : tile<4x8xf32> -> tile<4xi32>
  %b = reduce argmin 1 %t : tile<4x8xf32> -> tile<4xi32>
  %c = reduce argmax 0 %t : tile<4x8xf32> -> tile<8xi32>
  store %o1[%z], %a
  store %o2[%z], %b
  store %o3[%z], %c
  return
}",
    );
    let nan = f64::NAN;
    #[rustfmt::skip]
    let x = [
        1.0, 5.0, 5.0, 2.0, -3.0, -3.0, 5.0, 0.0,   // ties: max first at 1, min first at 4
        0.0, -0.0, 0.0, -0.0, 0.0, 0.0, 0.0, 0.0,   // all equal: index 0 both
        2.0, nan, 9.0, nan, -9.0, 1.0, 1.0, 1.0,    // NaN wins both, the first one
        7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 7.0, 8.0,
    ];
    let z = |n| HostValue::Array(HostArray::zeros(DType::I32, &[n]));
    let mut args = [HostArray::from_f64(DType::F32, &[4, 8], &x).into(), z(4), z(4), z(8)];
    run(&k, [1, 1, 1], &mut args);
    // Plain reference: first index of the extremum, NaN beating everything.
    let arg = |vals: Vec<f64>, max: bool| -> i32 {
        let mut best = 0;
        for j in 1..vals.len() {
            if vals[best].is_nan() {
                break;
            }
            if vals[j].is_nan() || (max && vals[j] > vals[best]) || (!max && vals[j] < vals[best]) {
                best = j;
            }
        }
        best as i32
    };
    let rows: Vec<Vec<f64>> = (0..4).map(|r| x[r * 8..r * 8 + 8].to_vec()).collect();
    let cols: Vec<Vec<f64>> = (0..8).map(|c| (0..4).map(|r| x[r * 8 + c]).collect()).collect();
    let want_max: Vec<i32> = rows.iter().map(|r| arg(r.clone(), true)).collect();
    assert_eq!(want_max, [1, 0, 1, 7]);
    assert_eq!(out(&args, 1).to_vec::<i32>(), want_max);
    assert_eq!(out(&args, 2).to_vec::<i32>(), rows.iter().map(|r| arg(r.clone(), false)).collect::<Vec<_>>());
    assert_eq!(out(&args, 3).to_vec::<i32>(), cols.iter().map(|c| arg(c.clone(), true)).collect::<Vec<_>>());
}

#[test]
fn cumsum_forward_and_reverse() {
    let k = kernel(
        "
kernel @scan (%x x: array<i32, 2>, %f xf: array<f32, 2>, %o1 rev1: array<i32, 2>, %o2 fwd0: array<i32, 2>, %o3 revf: array<f32, 2>, %o4 prod1: array<i32, 2>) {
  %z = constant 0 : tile<i32>
  %t = load zero %x[%z, %z] : tile<4x8xi32>
  %a = scan sum 1 reverse %t : tile<4x8xi32>
  %b = scan sum 0 %t : tile<4x8xi32>
  %tf = load zero %f[%z, %z] : tile<4x8xf32>
  %c = scan sum 1 reverse %tf : tile<4x8xf32>
  %d = scan prod 1 %t : tile<4x8xi32>
  store %o1[%z, %z], %a
  store %o2[%z, %z], %b
  store %o3[%z, %z], %c
  store %o4[%z, %z], %d
  return
}",
    );
    let mut rng = Rng::new(13);
    let xi: Vec<i32> = (0..32).map(|_| rng.int(-5, 5) as i32).collect();
    let xf: Vec<f32> = (0..32).map(|_| rng.unit() as f32).collect();
    let zi = || HostValue::Array(HostArray::zeros(DType::I32, &[4, 8]));
    let mut args = [
        HostArray::from_slice(&[4, 8], &xi).into(),
        HostArray::from_slice(&[4, 8], &xf).into(),
        zi(),
        zi(),
        HostArray::zeros(DType::F32, &[4, 8]).into(),
        zi(),
    ];
    run(&k, [1, 1, 1], &mut args);
    let (mut rev, mut fwd0, mut revf, mut prod) = (vec![0; 32], vec![0; 32], vec![0f32; 32], vec![0; 32]);
    for r in 0..4 {
        let (mut s, mut sf) = (0, 0f32);
        for c in (0..8).rev() {
            s += xi[r * 8 + c];
            sf += xf[r * 8 + c];
            rev[r * 8 + c] = s;
            revf[r * 8 + c] = sf;
        }
        let mut p = 1i32;
        for c in 0..8 {
            p = p.wrapping_mul(xi[r * 8 + c]);
            prod[r * 8 + c] = p;
        }
    }
    for c in 0..8 {
        let mut s = 0;
        for r in 0..4 {
            s += xi[r * 8 + c];
            fwd0[r * 8 + c] = s;
        }
    }
    assert_eq!(out(&args, 2).to_vec::<i32>(), rev);
    assert_eq!(out(&args, 3).to_vec::<i32>(), fwd0);
    assert_eq!(out(&args, 4).to_vec::<f32>(), revf);
    assert_eq!(out(&args, 5).to_vec::<i32>(), prod);
}

/// Rounds an f32 to tf32 (10 fraction bits, ties to even) with the usual bit trick.
fn tf32(x: f32) -> f32 {
    let b = x.to_bits();
    f32::from_bits((b + 0xfff + ((b >> 13) & 1)) & !0x1fff)
}

#[test]
fn mma_rounds_tf32_inputs() {
    let k = kernel(
        "
kernel @mm (%a a: array<tf32, 2>, %b b: array<tf32, 2>, %c c: array<f32, 2>) {
  %z = constant 0 : tile<i32>
  %x = load zero %a[%z, %z] : tile<16x8xtf32>
  %y = load zero %b[%z, %z] : tile<8x16xtf32>
  %acc = constant 0.5 : tile<16x16xf32>
  %r = mma %x, %y, %acc : tile<16x16xf32>
  store %c[%z, %z], %r
  return
}",
    );
    let mut rng = Rng::new(14);
    let a: Vec<f32> = (0..128).map(|_| rng.unit() as f32).collect();
    let b: Vec<f32> = (0..128).map(|_| rng.unit() as f32).collect();
    let arr = |v: &[f32], s: &[usize]| HostValue::Array(HostArray::from_slice(s, v).retyped(DType::TF32));
    let mut args = [arr(&a, &[16, 8]), arr(&b, &[8, 16]), HostArray::zeros(DType::F32, &[16, 16]).into()];
    run(&k, [1, 1, 1], &mut args);
    let got = out(&args, 2).to_vec::<f32>();
    let mut differs = false;
    for i in 0..16 {
        for j in 0..16 {
            // tf32 products are exact in f32; the sum runs in f32 in k order.
            let mut acc = 0.5f32;
            let mut unrounded = 0.5f32;
            for kk in 0..8 {
                acc += tf32(a[i * 8 + kk]) * tf32(b[kk * 16 + j]);
                unrounded = a[i * 8 + kk].mul_add(b[kk * 16 + j], unrounded);
            }
            assert_eq!(got[i * 16 + j], acc, "C[{i}][{j}]");
            differs |= acc != unrounded;
        }
    }
    assert!(differs, "the inputs should have bits below tf32 precision");
}

/// Decodes fp8 codes with the textbook formula (independent of the executor's decoder).
fn fp8_reference(code: u8, e4m3: bool) -> f64 {
    let (ebits, mbits, bias) = if e4m3 { (4, 3, 7) } else { (5, 2, 15) };
    let sign = if code & 0x80 != 0 { -1.0 } else { 1.0 };
    let e = ((code >> mbits) & ((1 << ebits) - 1)) as i32;
    let m = (code & ((1 << mbits) - 1)) as f64;
    let top = (1 << ebits) - 1;
    if e == top && if e4m3 { m == 7.0 } else { m != 0.0 } {
        return f64::NAN;
    }
    if !e4m3 && e == top {
        return sign * f64::INFINITY;
    }
    let frac = m / f64::from(1 << mbits);
    sign * if e == 0 { frac * 2f64.powi(1 - bias) } else { (1.0 + frac) * 2f64.powi(e - bias) }
}

#[test]
fn fp8_codes_round_trip_through_f32() {
    for (name, dtype, e4m3) in [("f8e4m3", DType::F8E4M3, true), ("f8e5m2", DType::F8E5M2, false)] {
        let decode = kernel(&format!(
            "
kernel @dec (%x x: array<{name}, 1>, %y y: array<f32, 1>) {{
  %i = block_id 0 : tile<i32>
  %t = load zero %x[%i] : tile<64x{name}>
  %f = cast %t : tile<64x{name}> -> tile<64xf32>
  store %y[%i], %f
  return
}}"
        ));
        let encode = kernel(&format!(
            "
kernel @enc (%y y: array<f32, 1>, %x x: array<{name}, 1>) {{
  %i = block_id 0 : tile<i32>
  %t = load zero %y[%i] : tile<64xf32>
  %c = cast %t : tile<64xf32> -> tile<64x{name}>
  store %x[%i], %c
  return
}}"
        ));
        let codes: Vec<u8> = (0..=255).collect();
        let code_array = HostArray::from_slice(&[256], &codes).retyped(dtype);
        let mut args = [code_array.into(), HostArray::zeros(DType::F32, &[256]).into()];
        run(&decode, [4, 1, 1], &mut args);
        let values = out(&args, 1).to_vec::<f32>();
        for (c, v) in codes.iter().zip(&values) {
            let want = fp8_reference(*c, e4m3);
            assert!(want.is_nan() && v.is_nan() || f64::from(*v) == want, "{name} {c:#04x}: {v} vs {want}");
        }
        let mut back =
            [HostArray::from_slice(&[256], &values).into(), HostArray::zeros(dtype, &[256]).into()];
        run(&encode, [4, 1, 1], &mut back);
        assert_eq!(out(&back, 1).bytes(), codes.as_slice(), "{name}: every code round-trips");
    }
}

#[test]
fn casts_truncate_saturate_and_round_once() {
    let k = kernel(
        "
kernel @casts (%x x: array<f32, 1>, %i i: array<i32, 1>, %u u: array<u8, 1>, %b b: array<bool, 1>, %h h: array<f16, 1>) {
  %z = constant 0 : tile<i32>
  %t = load zero %x[%z] : tile<8xf32>
  %ti = cast %t : tile<8xf32> -> tile<8xi32>
  %tu = cast %t : tile<8xf32> -> tile<8xu8>
  %tb = cast %t : tile<8xf32> -> tile<8xbool>
  %th = cast %t : tile<8xf32> -> tile<8xf16>
  store %i[%z], %ti
  store %u[%z], %tu
  store %b[%z], %tb
  store %h[%z], %th
  return
}",
    );
    let x = [-1.9f32, 2.9, 1e10, -1e10, f32::NAN, 300.0, 0.0, 65520.0];
    let mut args = [
        HostArray::from_slice(&[8], &x).into(),
        HostArray::zeros(DType::I32, &[8]).into(),
        HostArray::zeros(DType::U8, &[8]).into(),
        HostArray::zeros(DType::Bool, &[8]).into(),
        HostArray::zeros(DType::F16, &[8]).into(),
    ];
    run(&k, [1, 1, 1], &mut args);
    // Rust's `as` saturates and maps NaN to 0, exactly the documented rule.
    assert_eq!(out(&args, 1).to_vec::<i32>(), x.map(|v| v as i32));
    assert_eq!(out(&args, 2).to_vec::<u8>(), x.map(|v| v as u8));
    assert_eq!(out(&args, 3).to_vec::<bool>(), x.map(|v| v != 0.0));
    let h = out(&args, 4).to_vec::<f16>();
    assert_eq!(h[1], f16::from_f32(2.9));
    assert_eq!(h[7], f16::INFINITY); // 65520 is the first value that rounds past f16's max
}

#[test]
fn min_max_propagate_nan_elementwise_and_in_reductions() {
    let k = kernel(
        "
kernel @mm (%x x: array<f32, 1>, %y y: array<f32, 1>, %o1 mx: array<f32, 1>, %o2 mn: array<f32, 1>, %o3 rmax: array<f32, 1>) {
  %z = constant 0 : tile<i32>
  %a = load zero %x[%z] : tile<4xf32>
  %b = load zero %y[%z] : tile<4xf32>
  %c = max %a, %b : tile<4xf32>
  %d = min %a, %b : tile<4xf32>
  store %o1[%z], %c
  store %o2[%z], %d
  %r = reduce max 0 %a : tile<4xf32> -> tile<f32>
  %r1 = reshape %r : tile<f32> -> tile<1xf32>
  store %o3[%z], %r1
  return
}",
    );
    let a = [1.0f32, f32::NAN, -0.0, 3.0];
    let b = [f32::NAN, 2.0, 0.0, -3.0];
    let z = |n| HostValue::Array(HostArray::zeros(DType::F32, &[n]));
    let mut args =
        [HostArray::from_slice(&[4], &a).into(), HostArray::from_slice(&[4], &b).into(), z(4), z(4), z(1)];
    run(&k, [1, 1, 1], &mut args);
    let mx = out(&args, 2).to_vec::<f32>();
    let mn = out(&args, 3).to_vec::<f32>();
    assert!(mx[0].is_nan() && mx[1].is_nan() && mn[0].is_nan() && mn[1].is_nan());
    assert!(mx[2] == 0.0 && mx[2].is_sign_positive());
    assert!(mn[2] == 0.0 && mn[2].is_sign_negative());
    assert_eq!((mx[3], mn[3]), (3.0, -3.0));
    assert!(out(&args, 4).to_vec::<f32>()[0].is_nan());
}

#[test]
fn exp2_flush_to_zero_drops_subnormal_results_only() {
    let k = kernel(
        "
kernel @e (%x x: array<f32, 1>, %o1 exact: array<f32, 1>, %o2 ftz: array<f32, 1>) {
  %z = constant 0 : tile<i32>
  %a = load zero %x[%z] : tile<8xf32>
  %e = exp2 %a : tile<8xf32>
  %f = exp2_ftz %a : tile<8xf32>
  store %o1[%z], %e
  store %o2[%z], %f
  return
}",
    );
    // 2^-126 is f32's smallest normal number: it stays; 2^-127 and below are subnormal.
    let x = [0.0f32, 3.5, -126.0, -126.5, -127.0, -140.0, -200.0, f32::NEG_INFINITY];
    let z = || HostValue::Array(HostArray::zeros(DType::F32, &[8]));
    let mut args = [HostArray::from_slice(&[8], &x).into(), z(), z()];
    run(&k, [1, 1, 1], &mut args);
    let exact = out(&args, 1).to_vec::<f32>();
    let ftz = out(&args, 2).to_vec::<f32>();
    for i in 0..8 {
        let want = x[i].exp2();
        assert_eq!(exact[i], want, "exp2 lane {i}");
        let flushed = if want < f32::MIN_POSITIVE { 0.0 } else { want };
        assert_eq!(ftz[i].to_bits(), flushed.to_bits(), "exp2_ftz lane {i}: {} vs {flushed}", ftz[i]);
    }
    assert!(exact[4] > 0.0 && ftz[4] == 0.0, "2^-127 is subnormal: kept by exp2, flushed by exp2_ftz");
    assert_eq!(ftz[2], f32::MIN_POSITIVE);
}
