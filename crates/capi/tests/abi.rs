//! The C ABI called as C calls it: engines, sessions, kernels and launches on DLPack tensors,
//! and every kind of bad input a C caller can pass, each a coded error object.
#![allow(non_upper_case_globals)]

use std::ffi::{c_char, CStr, CString};
use std::ptr::{null, null_mut};

use tile_capi::dlpack::*;
use tile_capi::*;

/// Takes an error object: its code (None for success) and rendered text, freeing it.
fn take(e: *mut tile_error_t) -> Option<(String, String)> {
    if e.is_null() {
        return None;
    }
    // SAFETY: a live error this library returned; freed once, here.
    unsafe {
        let code = CStr::from_ptr(tile_error_code(e)).to_str().unwrap().to_string();
        let text = CStr::from_ptr(tile_error_rendered(e)).to_str().unwrap().to_string();
        let msg = CStr::from_ptr(tile_error_message(e)).to_str().unwrap().to_string();
        assert!(text.contains(&msg), "the rendered text says the message: {text} / {msg}");
        tile_error_free(e);
        Some((code, text))
    }
}

fn ok(e: *mut tile_error_t) {
    if let Some((code, text)) = take(e) {
        panic!("{code}: {text}");
    }
}

fn code(e: *mut tile_error_t) -> String {
    take(e).expect("an error").0
}

fn c(s: &str) -> CString {
    CString::new(s).unwrap()
}

const SAXPY: &str = "kernel saxpy(x: f32[N], y: f32[N], out: f32[N], alpha: float, T: const int):
    i = bid(0)
    a = load(x, index=(i,), shape=(T,), padding=zero)
    b = load(y, index=(i,), shape=(T,), padding=zero)
    store(out, index=(i,), tile=alpha * a + b)
";

/// A host tensor over a slice (shape and strides are borrowed from the caller's arrays).
fn host<T>(data: &mut [T], dtype: DLDataType, shape: &mut [i64], strides: Option<&mut [i64]>) -> DLTensor {
    DLTensor {
        data: data.as_mut_ptr().cast(),
        device: DLDevice { device_type: kDLCPU, device_id: 0 },
        ndim: shape.len() as i32,
        dtype,
        shape: shape.as_mut_ptr(),
        strides: strides.map_or(null_mut(), |s| s.as_mut_ptr()),
        byte_offset: 0,
    }
}

const F32: DLDataType = DLDataType { code: kDLFloat, bits: 32, lanes: 1 };
const F64: DLDataType = DLDataType { code: kDLFloat, bits: 64, lanes: 1 };
const I32: DLDataType = DLDataType { code: kDLInt, bits: 32, lanes: 1 };

struct Setup {
    engine: *mut tile_engine_t,
    session: *mut tile_session_t,
}

fn setup(source: &str) -> Setup {
    let mut engine = null_mut();
    // SAFETY: valid out-pointers and strings throughout.
    unsafe {
        ok(tile_engine_new(TILE_DEVICE_CPU, null(), 2, &mut engine));
        let mut session = null_mut();
        ok(tile_session_new(engine, &mut session));
        ok(tile_session_eval(session, c(source).as_ptr(), null_mut()));
        Setup { engine, session }
    }
}

impl Drop for Setup {
    fn drop(&mut self) {
        ok(tile_session_free(self.session));
        ok(tile_engine_free(self.engine));
    }
}

fn kernel(s: &Setup, name: &str) -> *mut tile_kernel_t {
    let mut k = null_mut();
    // SAFETY: valid strings and out-pointer.
    ok(unsafe { tile_session_kernel(s.session, c(name).as_ptr(), &mut k) });
    k
}

#[test]
fn a_kernel_launches_on_host_tensors_in_place() {
    let s = setup(SAXPY);
    let k = kernel(&s, "saxpy");
    let n = 1000;
    let mut x: Vec<f32> = (0..n).map(|i| i as f32).collect();
    let mut y = vec![0.5f32; n];
    let mut out = vec![0f32; n];
    let shape = [n as i64];
    let (mut s1, mut s2, mut s3) = (shape, shape, shape);
    let (tx, ty, to) = (host(&mut x, F32, &mut s1, None), host(&mut y, F32, &mut s2, None), host(&mut out, F32, &mut s3, None));
    for alpha in [2.0, 3.0] {
        let args = [tile_arg_tensor_read_only(&tx), tile_arg_tensor_read_only(&ty), tile_arg_tensor(&to), tile_arg_float(alpha), tile_arg_int(256)];
        // SAFETY: the tensors view live slices for the call.
        ok(unsafe { tile_kernel_launch(k, 4, 1, 1, args.as_ptr(), args.len(), null_mut()) });
        assert!(out.iter().enumerate().all(|(i, &v)| v == alpha as f32 * i as f32 + 0.5), "alpha {alpha}");
    }
    // A managed (DLPack 1.x) tensor works the same, and its read-only flag is honoured.
    let managed = |t: DLTensor, flags: u64| DLManagedTensorVersioned {
        version: DLPackVersion { major: 1, minor: 1 },
        manager_ctx: null_mut(),
        deleter: Some(count_deletes),
        flags,
        dl_tensor: t,
    };
    let (mx, mo) = (managed(tx, DLPACK_FLAG_BITMASK_READ_ONLY), managed(to, 0));
    let args = [tile_arg_managed(&mx), tile_arg_tensor(&ty), tile_arg_managed(&mo), tile_arg_float(-1.0), tile_arg_int(256)];
    // SAFETY: as above.
    ok(unsafe { tile_kernel_launch(k, 4, 1, 1, args.as_ptr(), args.len(), null_mut()) });
    assert_eq!(out[10], -9.5);
    let ro = managed(to, DLPACK_FLAG_BITMASK_READ_ONLY);
    let args = [tile_arg_managed(&mx), tile_arg_tensor(&ty), tile_arg_managed(&ro), tile_arg_float(1.0), tile_arg_int(256)];
    // SAFETY: as above.
    assert_eq!(code(unsafe { tile_kernel_launch(k, 4, 1, 1, args.as_ptr(), args.len(), null_mut()) }), "E0503");
    assert_eq!(out[10], -9.5, "nothing was written into the read-only tensor");
    let v2 = DLManagedTensorVersioned { version: DLPackVersion { major: 2, minor: 0 }, ..managed(to, 0) };
    let args = [tile_arg_managed(&mx), tile_arg_tensor(&ty), tile_arg_managed(&v2), tile_arg_float(1.0), tile_arg_int(256)];
    // SAFETY: as above.
    let (c2, text) = take(unsafe { tile_kernel_launch(k, 4, 1, 1, args.as_ptr(), args.len(), null_mut()) }).unwrap();
    assert_eq!(c2, "E0520");
    assert!(text.contains("DLPack version 2.0"), "{text}");
    assert_eq!(DELETES.load(std::sync::atomic::Ordering::SeqCst), 0, "tile never calls a borrowed tensor's deleter");
    ok(tile_kernel_free(k));
}

static DELETES: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// A producer's deleter that only counts its calls.
unsafe extern "C" fn count_deletes(_: *mut DLManagedTensorVersioned) {
    DELETES.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
}

#[test]
fn strided_and_reversed_views_are_read_in_place() {
    let s = setup("from transpose import transpose_2d");
    let k = kernel(&s, "transpose_2d");
    // x is the 3 x 4 top-left block of a 3 x 6 buffer, rows reversed; y receives x.T.
    let mut data: Vec<i32> = (0..18).collect();
    let mut y = vec![0i32; 12];
    let (mut xs, mut xst, mut ys) = ([3i64, 4], [-6i64, 1], [4i64, 3]);
    let mut tx = host(&mut data, I32, &mut xs, Some(&mut xst));
    tx.byte_offset = 12 * 4; // element [0, 0] is the third row's first
    let ty = host(&mut y, I32, &mut ys, None);
    let args = [tile_arg_tensor_read_only(&tx), tile_arg_tensor(&ty), tile_arg_int(16), tile_arg_int(16)];
    // SAFETY: the tensors view live slices for the call.
    ok(unsafe { tile_kernel_launch(k, 1, 1, 1, args.as_ptr(), args.len(), null_mut()) });
    assert_eq!(y, [12, 6, 0, 13, 7, 1, 14, 8, 2, 15, 9, 3]);
    ok(tile_kernel_free(k));
}

#[test]
fn bad_arguments_are_coded_errors() {
    let s = setup(SAXPY);
    let k = kernel(&s, "saxpy");
    let n = 64usize;
    let (mut x, mut y, mut out) = (vec![1f32; n], vec![1f32; n], vec![0f32; n]);
    let mut wide = vec![0f64; n];
    let mut sh = [[n as i64]; 5];
    let [s0, s1, s2, s3, s4] = &mut sh;
    let (tx, ty, to) = (host(&mut x, F32, s0, None), host(&mut y, F32, s1, None), host(&mut out, F32, s2, None));
    let t64 = host(&mut wide, F64, s3, None);
    let launch = |args: &[tile_arg_t]| {
        // SAFETY: every tensor views a live slice (or is deliberately malformed in a way the
        // library must detect before reading memory).
        unsafe { tile_kernel_launch(k, 1, 1, 1, args.as_ptr(), args.len(), null_mut()) }
    };
    let good = [tile_arg_tensor(&tx), tile_arg_tensor(&ty), tile_arg_tensor(&to), tile_arg_float(1.0), tile_arg_int(64)];
    ok(launch(&good));
    // Wrong dtype, wrong rank: the runtime's argument check, naming the parameter.
    let mut a = good;
    a[2] = tile_arg_tensor(&t64);
    let (c1, text) = take(launch(&a)).unwrap();
    assert_eq!(c1, "E0503");
    assert!(text.contains("`out`") && text.contains("f64"), "{text}");
    let mut m2 = vec![0f32; n];
    let mut shape2 = [8i64, 8];
    let t2 = host(&mut m2, F32, &mut shape2, None);
    a = good;
    a[0] = tile_arg_tensor(&t2);
    assert_eq!(code(launch(&a)), "E0503");
    // Null pointers: a NULL tensor, NULL shape, NULL data, NULL args, NULL kernel.
    a = good;
    a[1] = tile_arg_tensor(null());
    assert_eq!(code(launch(&a)), "E0520");
    let mut no_shape = tx;
    no_shape.shape = null_mut();
    a = good;
    a[0] = tile_arg_tensor(&no_shape);
    assert_eq!(code(launch(&a)), "E0520");
    let mut no_data = tx;
    no_data.data = null_mut();
    a[0] = tile_arg_tensor(&no_data);
    assert_eq!(code(launch(&a)), "E0520");
    // SAFETY: a NULL argument array with a nonzero count must be refused before any read.
    assert_eq!(code(unsafe { tile_kernel_launch(k, 1, 1, 1, null(), 5, null_mut()) }), "E0520");
    // SAFETY: as above; a NULL kernel handle.
    assert_eq!(code(unsafe { tile_kernel_launch(null_mut(), 1, 1, 1, good.as_ptr(), 5, null_mut()) }), "E0520");
    // An unsupported dtype, an unknown argument kind, misaligned data.
    let mut cplx = tx;
    cplx.dtype = DLDataType { code: kDLComplex, bits: 64, lanes: 1 };
    a = good;
    a[0] = tile_arg_tensor(&cplx);
    assert_eq!(code(launch(&a)), "E0520");
    a = good;
    a[3] = tile_arg_t { kind: 99, ..tile_arg_int(0) };
    assert_eq!(code(launch(&a)), "E0520");
    let mut odd = tx;
    odd.byte_offset = 2;
    a = good;
    a[0] = tile_arg_tensor(&odd);
    assert_eq!(code(launch(&a)), "E0520");
    // CUDA memory on a CPU engine, a device tile does not know, a stream on the CPU.
    let mut cuda = tx;
    cuda.device = DLDevice { device_type: kDLCUDA, device_id: 0 };
    a = good;
    a[0] = tile_arg_tensor(&cuda);
    let (c3, text) = take(launch(&a)).unwrap();
    assert_eq!(c3, "E0509");
    assert!(text.contains("CUDA memory"), "{text}");
    let mut metal = tx;
    metal.device = DLDevice { device_type: kDLMetal, device_id: 0 };
    a[0] = tile_arg_tensor(&metal);
    assert_eq!(code(launch(&a)), "E0509");
    let mut stray = tx;
    stray.device = DLDevice { device_type: 1234, device_id: 0 };
    a[0] = tile_arg_tensor(&stray);
    assert_eq!(code(launch(&a)), "E0509");
    // SAFETY: valid tensors; a made-up stream on a CPU engine is refused before any use.
    assert_eq!(code(unsafe { tile_kernel_launch(k, 1, 1, 1, good.as_ptr(), 5, 0x10 as *mut _) }), "E0509");
    // Scalars that do not fit their parameter's dtype, a float for a const int.
    a = good;
    a[3] = tile_arg_float(1e300);
    assert_eq!(code(launch(&a)), "E0512");
    a = good;
    a[4] = tile_arg_float(1.5);
    assert_eq!(code(launch(&a)), "E0503");
    // Too few arguments, a zero grid.
    assert_eq!(code(launch(&good[..3])), "E0501");
    // SAFETY: valid arguments; the grid is refused.
    assert_eq!(code(unsafe { tile_kernel_launch(k, 0, 1, 1, good.as_ptr(), 5, null_mut()) }), "E0502");
    let _ = s4;
    ok(tile_kernel_free(k));
}

#[test]
fn freed_and_foreign_handles_are_detected() {
    let s = setup(SAXPY);
    let k = kernel(&s, "saxpy");
    ok(tile_kernel_free(k));
    // Use after free and double free of a kernel.
    // SAFETY: no arguments are read (the handle check comes first).
    assert_eq!(code(unsafe { tile_kernel_launch(k, 1, 1, 1, null(), 0, null_mut()) }), "E0520");
    assert_eq!(code(tile_kernel_free(k)), "E0520");
    // A session used after free; a kernel keeps its session alive.
    let mut engine = null_mut();
    let mut session = null_mut();
    // SAFETY: valid strings and out-pointers.
    unsafe {
        ok(tile_engine_new(TILE_DEVICE_CPU, null(), 1, &mut engine));
        ok(tile_session_new(engine, &mut session));
        ok(tile_session_define(session, c(SAXPY).as_ptr()));
        let mut k2 = null_mut();
        ok(tile_session_kernel(session, c("saxpy").as_ptr(), &mut k2));
        ok(tile_session_free(session));
        let (cd, text) = take(tile_session_eval(session, c("1 + 1").as_ptr(), null_mut())).unwrap();
        assert_eq!(cd, "E0520");
        assert!(text.contains("freed"), "{text}");
        assert_eq!(code(tile_session_free(session)), "E0520");
        let mut x = [1f32; 4];
        let mut sh = [4i64];
        let t = host(&mut x, F32, &mut sh, None);
        let args = [tile_arg_tensor(&t), tile_arg_tensor(&t), tile_arg_tensor(&t), tile_arg_float(1.0), tile_arg_int(4)];
        ok(tile_kernel_launch(k2, 1, 1, 1, args.as_ptr(), 5, null_mut()));
        assert_eq!(x, [2.0; 4], "the kernel's session outlived its handle");
        ok(tile_kernel_free(k2));
        // A handle of the wrong kind, a made-up handle, NULL.
        let (cd, text) = take(tile_session_new(session.cast(), &mut session)).unwrap();
        assert_eq!(cd, "E0520");
        assert!(text.contains("not a live engine"), "{text}");
        assert!(session.is_null(), "the out-pointer is cleared on error");
        let (cd, text) = take(tile_session_new(s.session.cast(), &mut session)).unwrap();
        assert_eq!(cd, "E0520");
        assert!(text.contains("is a session, not a engine") || text.contains("not a engine"), "{text}");
        assert_eq!(code(tile_engine_free(0x1234 as *mut _)), "E0520");
        assert_eq!(code(tile_session_free(null_mut())), "E0520");
        ok(tile_engine_free(engine));
        assert_eq!(code(tile_engine_free(engine)), "E0520");
        // Null strings and out-pointers, a bad device choice.
        assert_eq!(code(tile_session_eval(s.session, null(), null_mut())), "E0520");
        assert_eq!(code(tile_engine_new(7, null(), 0, &mut engine)), "E0520");
        assert_eq!(code(tile_engine_new(TILE_DEVICE_CPU, null(), 0, null_mut())), "E0520");
        assert_eq!(code(tile_engine_new(TILE_DEVICE_CPU, c("no-such-backend").as_ptr(), 0, &mut engine)), "E0515");
        for backend in ["nvvm", "tileir", "auto"] {
            ok(tile_engine_new(TILE_DEVICE_AUTO, c(backend).as_ptr(), 1, &mut engine));
            ok(tile_engine_free(engine));
        }
    }
}

#[test]
fn sessions_evaluate_source_and_exchange_values() {
    let s = setup("def twice(v):\n    return 2 * v\n");
    // SAFETY: valid strings and out-pointers; returned strings are freed once.
    unsafe {
        ok(tile_session_set_int(s.session, c("n").as_ptr(), 21));
        ok(tile_session_set_float(s.session, c("h").as_ptr(), 0.25));
        ok(tile_session_set_bool(s.session, c("flag").as_ptr(), 1));
        let mut repr: *mut c_char = null_mut();
        ok(tile_session_eval(s.session, c("m = twice(n)\nm + h if flag else 0.0").as_ptr(), &mut repr));
        assert_eq!(CStr::from_ptr(repr).to_str().unwrap(), "42.25");
        tile_string_free(repr);
        ok(tile_session_eval(s.session, c("z = 1").as_ptr(), &mut repr));
        assert!(repr.is_null(), "no final expression, no text");
        let (mut i, mut f) = (0i64, 0f64);
        ok(tile_session_get_int(s.session, c("m").as_ptr(), &mut i));
        ok(tile_session_get_float(s.session, c("m").as_ptr(), &mut f));
        assert_eq!((i, f), (42, 42.0));
        assert_eq!(code(tile_session_get_int(s.session, c("h").as_ptr(), &mut i)), "E0510");
        assert_eq!(code(tile_session_get_int(s.session, c("nope").as_ptr(), &mut i)), "E0200");
        // A diagnostic from the source: its code, message and rendered excerpt.
        let (cd, text) = take(tile_session_eval(s.session, c("y = m + nope").as_ptr(), null_mut())).unwrap();
        assert_eq!(cd, "E0200");
        assert!(text.contains("`nope` is not defined") && text.contains("y = m + nope"), "{text}");
        assert_eq!(tile_error_is_internal(null()), 0);
        // Definitions only; a missing kernel; a script file.
        assert_eq!(code(tile_session_define(s.session, c("x = 1").as_ptr())), "E0216");
        let mut k = null_mut();
        assert_eq!(code(tile_session_kernel(s.session, c("nope").as_ptr(), &mut k)), "E0500");
        assert_eq!(code(tile_session_run_file(s.session, c("/no/such/file.tile").as_ptr())), "E0508");
        // Arrays both ways: a column view in, a computed array out (owned, freed by its deleter).
        let mut m: Vec<f64> = (0..12).map(f64::from).collect();
        let (mut shape, mut strides) = ([3i64, 2], [4i64, 2]);
        let view = host(&mut m, F64, &mut shape, Some(&mut strides)); // m[0::4, 0::2] of a 3 x 4
        ok(tile_session_set_tensor(s.session, c("v").as_ptr(), &view));
        ok(tile_session_eval(s.session, c("w = v * 2.0\nt = v.shape").as_ptr(), &mut repr));
        let mut out: *mut DLManagedTensorVersioned = null_mut();
        ok(tile_session_get_tensor(s.session, c("w").as_ptr(), &mut out));
        let t = &(*out).dl_tensor;
        assert_eq!((t.ndim, t.dtype, t.device.device_type, (*out).flags), (2, F64, kDLCPU, DLPACK_FLAG_BITMASK_IS_COPIED));
        assert_eq!(std::slice::from_raw_parts(t.shape, 2), [3, 2]);
        assert_eq!(std::slice::from_raw_parts(t.strides, 2), [2, 1]);
        assert_eq!(std::slice::from_raw_parts(t.data.cast::<f64>(), 6), [0.0, 4.0, 8.0, 12.0, 16.0, 20.0]);
        ((*out).deleter.unwrap())(out);
        assert_eq!(code(tile_session_get_tensor(s.session, c("n").as_ptr(), &mut out)), "E0510");
        assert!(out.is_null());
        assert_eq!(code(tile_session_get_tensor(s.session, c("nope").as_ptr(), &mut out)), "E0200");
        assert_eq!(code(tile_session_set_tensor(s.session, c("v").as_ptr(), null())), "E0520");
        let mut on_gpu = view;
        on_gpu.device.device_type = kDLCUDA;
        assert_eq!(code(tile_session_set_tensor(s.session, c("v").as_ptr(), &on_gpu)), "E0509");
        let mut gpu = -1;
        ok(tile_engine_is_gpu(s.engine, &mut gpu));
        assert_eq!(gpu, 0);
        assert!(!CStr::from_ptr(tile_version()).to_str().unwrap().is_empty());
    }
}

/// One engine, several threads each with its own session, launching at once; and two threads
/// sharing a session (its calls are serialised).
#[test]
fn engines_are_shared_across_threads() {
    let s = setup(SAXPY);
    let engine = s.engine as usize;
    let shared = s.session as usize;
    let threads: Vec<_> = (0..4)
        .map(|t| {
            std::thread::spawn(move || {
                let mut session = null_mut();
                // SAFETY: valid handles (as numbers across threads), strings and tensors.
                unsafe {
                    ok(tile_session_new(engine as *const tile_engine_t, &mut session));
                    ok(tile_session_define(session, c(SAXPY).as_ptr()));
                    for sess in [session, shared as *mut tile_session_t] {
                        let mut k = null_mut();
                        ok(tile_session_kernel(sess, c("saxpy").as_ptr(), &mut k));
                        let (mut x, mut out) = (vec![t as f32; 100], vec![0f32; 100]);
                        let (mut s1, mut s2) = ([100i64], [100i64]);
                        let (tx, to) = (host(&mut x, F32, &mut s1, None), host(&mut out, F32, &mut s2, None));
                        let args = [tile_arg_tensor(&tx), tile_arg_tensor(&tx), tile_arg_tensor(&to), tile_arg_float(1.0), tile_arg_int(32)];
                        ok(tile_kernel_launch(k, 4, 1, 1, args.as_ptr(), 5, null_mut()));
                        assert!(out.iter().all(|&v| v == 2.0 * t as f32));
                        ok(tile_kernel_free(k));
                    }
                    ok(tile_session_free(session));
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}
