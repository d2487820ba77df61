//! Sessions on a simulated GPU (`tile_launch::device::sim`): device arrays and their mirrors,
//! placement of host results, staging, faults and what they cost, memory. The same code runs
//! on a real GPU; the GPU suite (`tests/src/gpu.rs`) repeats the end-to-end parts there.

use crate::engine::{Engine, KernelArg, Options, SharedBuffer, Session};

const INC: &str = "kernel inc(a: f32[N], T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + 1.0)\n";

fn sim() -> (Session, SharedBuffer) {
    let buf = SharedBuffer::new();
    let mut s = Engine::simulated_gpu().with_options(Options { threads: 2, precompile: None, sync_launches: false, ..Options::default() }).session();
    s.set_output(buf.clone());
    (s, buf)
}

fn eval(s: &mut Session, src: &str) -> String {
    match s.eval(src) {
        Ok(v) => v.map(|v| v.repr()).unwrap_or_default(),
        Err(e) => panic!("{src}:\n{}", e.rendered),
    }
}

#[test]
fn arrays_live_on_the_gpu_and_host_code_sees_them() {
    let (mut s, out) = sim();
    eval(&mut s, INC);
    eval(&mut s, "from elementwise import add\na = rand((1000,), seed=1)\nb = rand((1000,), seed=2)\nc = zeros((1000,))");
    assert_eq!(s.type_of("a").unwrap(), "f32[1000] @gpu");
    eval(&mut s, "launch(add, grid=(4,), args=(a, b, c, 256))");
    assert_eq!(eval(&mut s, "allclose(c, a + b)"), "True");
    // Host results follow their operands; constructors the session's device.
    assert_eq!(s.type_of("a + b").unwrap(), "f32[1000] @gpu");
    assert_eq!(s.type_of("sum(a)").unwrap(), "float");
    assert_eq!(s.type_of("to_cpu(a) * 2").unwrap(), "f32[1000]");
    assert_eq!(s.type_of("to_gpu(to_cpu(a))").unwrap(), "f32[1000] @gpu");
    assert_eq!(s.type_of("a[10:20].T").unwrap(), "f32[10] @gpu");
    assert_eq!(eval(&mut s, "a.device"), "'gpu'");
    // A host write reaches the device before the next launch; the launch's write the host.
    eval(&mut s, "c[3] = 100.0\nlaunch(inc, grid=(4,), args=(c, 256))");
    assert_eq!(eval(&mut s, "c[3]"), "101.0");
    eval(&mut s, "print(c[:2] - (a[:2] + b[:2]))");
    assert_eq!(out.take(), "[1. 1.]\n");
    // Host arrays cannot be launched on the GPU.
    let e = s.eval("h = to_cpu(c)\nlaunch(inc, grid=(4,), args=(h, 256))").unwrap_err();
    assert_eq!(e.code(), Some("E0509"));
    assert!(e.rendered.contains("is an array on the cpu but the launch runs on the gpu") && e.rendered.contains("to_gpu"), "{}", e.rendered);
}

#[test]
fn strided_views_and_staged_host_buffers_launch_like_on_the_cpu() {
    let (mut s, _) = sim();
    eval(&mut s, "from transpose import transpose_2d\nx = reshape(arange(18, dtype=i32), (3, 6))\ny = zeros((4, 3), dtype=i32)");
    eval(&mut s, "launch(transpose_2d, grid=(1, 1), args=(x[:, 1:5], y, 16, 16))");
    assert_eq!(eval(&mut s, "y"), "array([[ 1,  7, 13],\n       [ 2,  8, 14],\n       [ 3,  9, 15],\n       [ 4, 10, 16]], dtype=i32)");
    // An embedder's host buffers are staged: copied in, launched on, copied back.
    let data: Vec<i32> = (0..18).collect();
    let mut out = vec![0i32; 12];
    let args = vec![KernelArg::strided_read_only(&data, &[3, 4], &[6, 1], 0), KernelArg::array(&mut out, &[4, 3]), 16.into(), 16.into()];
    s.kernel("transpose_2d").unwrap().launch((1, 1), args).unwrap();
    assert_eq!(out, [0, 6, 12, 1, 7, 13, 2, 8, 14, 3, 9, 15]);
    let ro = vec![KernelArg::read_only(&data[..12], &[3, 4]), KernelArg::read_only(&out, &[4, 3]), 16.into(), 16.into()];
    assert_eq!(s.kernel("transpose_2d").unwrap().launch((1, 1), ro).unwrap_err().code(), Some("E0503"));
}

#[test]
fn a_fault_keeps_host_copies_loses_the_rest_and_moves_to_the_cpu() {
    let (mut s, _) = sim();
    eval(&mut s, INC);
    eval(&mut s, "kernel boom(a: f32[N]):\n    assert bid(0) < 1, \"only one block\"\n");
    eval(&mut s, "a = ones((256,))\nb = a * 2\nc = zeros((256,))\npair = (c, a)\nlaunch(inc, grid=(1,), args=(c, 256))");
    let e = s.eval("launch(boom, grid=(2,), args=(a,))").unwrap_err();
    assert_eq!(e.code(), Some("E0507"));
    let r = &e.rendered;
    eprintln!("{r}");
    for want in ["kernel `boom` failed on the GPU", "CUDA_ERROR_ASSERT", "the launch: boom(a: f32[256])", "cannot re-create", "lost with the GPU (their data existed only in GPU memory): `c`, `pair[0]`", "moved to the CPU (their host copies were current): `a`, `b`, `pair[1]`", "continues on the CPU"] {
        assert!(r.contains(want), "missing {want:?} in:\n{r}");
    }
    assert_eq!(s.device(), crate::engine::Device::Cpu);
    assert_eq!(eval(&mut s, "sum(b)"), "512.0");
    assert_eq!(s.type_of("a").unwrap(), "f32[256]");
    assert_eq!(s.type_of("c").unwrap(), "f32[256] @gpu (lost)");
    let e = s.eval("c + 1").unwrap_err();
    assert!(e.code() == Some("E0509") && e.rendered.contains("lost when the GPU failed"), "{}", e.rendered);
    assert_eq!(s.eval("launch(inc, grid=(1,), args=(c, 256))").unwrap_err().code(), Some("E0509"));
    // The session goes on, on the CPU.
    eval(&mut s, "d = zeros((256,))\nlaunch(inc, grid=(1,), args=(d, 256))");
    assert_eq!(eval(&mut s, "(d.device, sum(d))"), "('cpu', 256.0)");
}

/// A session with `a` on the GPU whose context then faults with `message`, and the E0507
/// report of the next evaluation, which notices the fault.
fn fault_noticed_later(message: &str) -> (Session, String) {
    let (mut s, _) = sim();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((256,))\nlaunch(inc, grid=(1,), args=(a, 256))");
    s.engine().gpu().expect("a simulated GPU").inject_fault(message);
    let e = s.eval("x = 1").unwrap_err();
    assert_eq!(e.code(), Some("E0507"));
    (s, e.rendered)
}

#[test]
fn a_fault_found_at_the_end_of_an_evaluation_is_reported_there() {
    let (mut s, r) = fault_noticed_later("CUDA_ERROR_ILLEGAL_ADDRESS: an illegal memory access was encountered (injected)");
    assert!(r.contains("the GPU failed: CUDA_ERROR_ILLEGAL_ADDRESS") && r.contains("`a`"), "{r}");
    assert_eq!(s.type_of("a").unwrap(), "f32[256] @gpu (lost)");
}

#[test]
fn a_misaligned_address_is_reported_with_the_ways_around_it() {
    let (_, r) = fault_noticed_later("CUDA_ERROR_MISALIGNED_ADDR: misaligned address (injected)");
    for want in ["CUDA_ERROR_MISALIGNED_ADDR", "not from the program", "`padded_2d` in `matmul`", "--backend nvvm"] {
        assert!(r.contains(want), "missing {want:?} in:\n{r}");
    }
}

#[test]
fn launches_in_a_loop_keep_device_memory_flat_and_dropped_arrays_free_it() {
    let (mut s, _) = sim();
    let gpu = s.engine().gpu().expect("a simulated GPU").clone();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((4096,))\nlaunch(inc, grid=(16,), args=(a, 256))");
    let before = gpu.simulated_bytes();
    eval(&mut s, "for i in range(2000):\n    launch(inc, grid=(16,), args=(a, 256))\n");
    assert_eq!(gpu.simulated_bytes(), before);
    assert_eq!(eval(&mut s, "a[4095]"), "2001.0");
    assert_eq!(s.compiled_count(), 1);
    eval(&mut s, "a = None");
    assert_eq!(gpu.simulated_bytes(), 0, "the last handle's drop frees device memory");
}

#[test]
fn repeated_launches_take_the_short_path_only_when_nothing_changed() {
    let (mut s, _) = sim();
    eval(&mut s, INC);
    eval(&mut s, "kernel add_to(a: f32[N], x: float, T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + x)\n");
    // Alternating arrays, a changing scalar, host writes in between, a name rebound to a
    // fresh array (which may reuse the old one's memory): every launch sees its own arguments.
    eval(&mut s, "a = zeros((512,))\nb = zeros((512,))\nfor i in range(10):\n    launch(inc, grid=(2,), args=(a, 256))\n    launch(inc, grid=(2,), args=(a, 256))\n    launch(inc, grid=(1,), args=(b, 256))\n");
    assert_eq!(eval(&mut s, "(a[0], a[511], b[0], b[300])"), "(20.0, 20.0, 10.0, 0.0)");
    eval(&mut s, "for i in range(5):\n    launch(add_to, grid=(2,), args=(a, float(i), 256))\n    a[7] = -1.0\n");
    assert_eq!(eval(&mut s, "(a[0], a[7])"), "(30.0, -1.0)");
    eval(&mut s, "for i in range(3):\n    a = zeros((512,))\n    launch(inc, grid=(2,), args=(a, 256))\n    launch(inc, grid=(2,), args=(a, 256))\n");
    assert_eq!(eval(&mut s, "sum(a)"), "1024.0");
    // Redefining the kernel drops the remembered launch with its specialisation.
    eval(&mut s, "kernel inc(a: f32[N], T: const int):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + 10.0)\n");
    eval(&mut s, "launch(inc, grid=(2,), args=(a, 256))");
    assert_eq!(eval(&mut s, "a[0]"), "12.0");
}

#[test]
fn launch_statements_repeat_with_their_arguments_read_in_place() {
    let (mut s, out) = sim();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((512,))\nb = zeros((512,))\nn = 512\nlaunch(inc, grid=(2,), args=(a, 256))");
    let repeats = |s: &Session| s.launch_statement_repeats();
    // The usual forms: keywords in any order or positions, a grid computed from names, the arguments as a
    // name bound to a tuple, a host function's locals.
    eval(&mut s, "for i in range(4):\n    launch(inc, grid=(n // 256,), args=(a, 256))\n    launch(inc, args=(a, 256), grid=2)\n    launch(inc, (2,), [a, 256])");
    assert_eq!(repeats(&s), 12);
    eval(&mut s, "xs = (a, 256)\nfor i in range(3):\n    launch(inc, grid=(2,), args=xs)");
    eval(&mut s, "def twice(x, blocks):\n    launch(inc, grid=(blocks,), args=(x, 256))\n    launch(inc, grid=(blocks,), args=(x, 256))\ntwice(a, 2)");
    // (The first launch after a definition looks its names up again, on the general path.)
    assert_eq!(repeats(&s), 16);
    assert_eq!(eval(&mut s, "(a[0], a[511])"), "(18.0, 18.0)");
    // Anything else is not a repeat: another array, another grid (which covers half of b), a
    // name rebound in between, an argument with a call in it.
    eval(&mut s, "launch(inc, grid=(1,), args=(b, 256))\nlaunch(inc, grid=(2,), args=(b, 256))\na = b\nlaunch(inc, grid=(2,), args=(a, 256))\nlaunch(inc, grid=(2,), args=(a, int(256.0)))");
    assert_eq!(eval(&mut s, "(b[0], b[511])"), "(4.0, 3.0)");
    // Errors are the general path's, as before the first repeat.
    let e = s.eval("launch(inc, grid=(0,), args=(a, 256))").unwrap_err();
    assert_eq!(e.code(), Some("E0502"), "{}", e.rendered);
    let e = s.eval("launch(inc, grid=(2,), args=(a, nope))").unwrap_err();
    assert_eq!(e.code(), Some("E0200"), "{}", e.rendered);
    // A local or a variable named `launch` is not the builtin.
    eval(&mut s, "def double(x):\n    return 2 * x\ndef f(launch):\n    return launch(3)");
    assert_eq!(eval(&mut s, "f(double)"), "6");
    assert_eq!(eval(&mut s, "launch = double\nlaunch(4)"), "8");
    assert_eq!(out.take(), "");
}

#[test]
fn a_loop_of_one_launch_queues_the_repeats_at_once_and_binds_its_variable() {
    let (mut s, out) = sim();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((512,))\nb = zeros((512,))");
    let repeats = |s: &Session| s.launch_statement_repeats();
    // The first launch takes the general path (its names are resolved), the others repeat it.
    eval(&mut s, "for i in range(100):\n    launch(inc, grid=(2,), args=(a, 256))");
    assert_eq!((repeats(&s), s.launch_loop_runs()), (99, 1));
    assert_eq!(eval(&mut s, "(a[0], a[511], i)"), "(100.0, 100.0, 99)");
    // A stepped range binds its last item; an empty one binds nothing.
    eval(&mut s, "for j in range(10, 0, -3):\n    launch(inc, grid=(1,), args=(b, 256))\nfor k in range(0):\n    launch(inc, grid=(1,), args=(b, 256))");
    assert_eq!(eval(&mut s, "(b[0], b[256], j)"), "(4.0, 0.0, 1)");
    assert!(s.eval("k").is_err(), "an empty loop binds nothing");
    // A body that mentions the variable runs iteration by iteration: each launch is a repeat
    // of its own (over its own grid).
    let before = repeats(&s);
    eval(&mut s, "for g in range(1, 3):\n    launch(inc, grid=(g,), args=(b, 256))");
    assert_eq!((repeats(&s), s.launch_loop_runs()), (before + 2, 2));
    assert_eq!(eval(&mut s, "(b[0], b[256], b[511])"), "(6.0, 1.0, 1.0)");
    // On the CPU, the same loops give the same arrays.
    let mut cpu = Engine::cpu().with_options(Options { threads: 2, precompile: None, ..Options::default() }).session();
    eval(&mut cpu, INC);
    eval(&mut cpu, "a = zeros((512,))\nfor i in range(100):\n    launch(inc, grid=(2,), args=(a, 256))");
    assert_eq!(eval(&mut cpu, "(a[0], a[511], i)"), "(100.0, 100.0, 99)");
    assert_eq!(out.take(), "");
}

#[test]
fn a_launch_naming_a_back_end_repeats_only_a_launch_that_named_the_same() {
    let (mut s, out) = sim();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((512,))");
    // A simulated GPU runs kernels on the CPU executor: no back end to name.
    assert_eq!(eval(&mut s, "backends()"), "()");
    let repeats = |s: &Session| (s.launch_statement_repeats(), s.launch_loop_runs());
    // Alternating back ends: no launch passes what the one before it did.
    eval(&mut s, "for i in range(3):\n    launch(inc, grid=(2,), args=(a, 256), backend=\"nvvm\")\n    launch(inc, grid=(2,), args=(a, 256))");
    assert_eq!(repeats(&s), (0, 0));
    // The same back end, named by a name: a loop of one launch repeats it.
    eval(&mut s, "be = \"nvvm\"\nfor i in range(4):\n    launch(inc, grid=(2,), args=(a, 256), backend=be)");
    assert_eq!(repeats(&s), (3, 1));
    assert_eq!(eval(&mut s, "(a[0], a[511])"), "(10.0, 10.0)");
    // Naming the session's own back end is not naming another: those launches repeat the
    // ones that name none.
    let own = s.engine().gpu().expect("a simulated GPU").codegen().backend().name();
    eval(&mut s, &format!("for i in range(2):\n    launch(inc, grid=(2,), args=(a, 256), backend=\"{own}\")\n    launch(inc, grid=(2,), args=(a, 256))"));
    assert_eq!(repeats(&s), (6, 1));
    // `backend=backend()` names the CPU executor here ("cpu"), which runs the launch.
    let before: f64 = eval(&mut s, "a[0]").parse().expect("a number");
    eval(&mut s, "launch(inc, grid=(2,), args=(a, 256), backend=backend())");
    assert_eq!(eval(&mut s, "a[0]"), format!("{:?}", before + 1.0));
    let e = s.eval("launch(inc, grid=(2,), args=(a, 256), backend=\"auto\")").unwrap_err();
    assert_eq!(e.code(), Some("E0515"), "{}", e.rendered);
    assert_eq!(out.take(), "");
}

#[test]
fn an_interrupt_stops_a_loop_of_one_launch_between_two_launches() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    let flag = Arc::new(AtomicBool::new(false));
    let mut engine = Engine::simulated_gpu().with_options(Options { threads: 1, precompile: None, sync_launches: false, ..Options::default() });
    engine.set_interrupt(flag.clone());
    let mut s = engine.session();
    eval(&mut s, INC);
    eval(&mut s, "a = zeros((256,))\nlaunch(inc, grid=(1,), args=(a, 256))");
    let setter = flag.clone();
    std::thread::spawn(move || {
        std::thread::sleep(std::time::Duration::from_millis(30));
        setter.store(true, Ordering::Relaxed);
    });
    let e = s.eval("for i in range(5000000):\n    launch(inc, grid=(1,), args=(a, 256))").unwrap_err();
    assert_eq!(e.code(), Some("E0511"), "{}", e.rendered);
    // Every iteration that ran launched once: the variable is bound to the last of them.
    let ran: i64 = eval(&mut s, "i").parse().unwrap();
    assert!(ran > 0 && ran < 4999999, "stopped at {ran}");
    assert_eq!(eval(&mut s, "a[0] == i + 2"), "True");
}

/// A row copy whose `static_shapes` hint is its `S` parameter.
const COPY_ROWS: &str = "@hints(static_shapes=S)\nkernel copy_rows(x: f32[M, N], y: f32[M, N], BN: const int, S: const int = 0):\n    store(y, index=(bid(0), 0), tile=load(x, index=(bid(0), 0), shape=(1, BN)) * 2.0)\n";

#[test]
fn a_kernel_specialised_on_shapes_compiles_once_per_shape_on_the_gpu_and_the_cpu() {
    let (gpu, _) = sim();
    let cpu = Engine::cpu().with_options(Options { threads: 2, precompile: None, ..Options::default() }).session();
    for mut s in [gpu, cpu] {
        eval(&mut s, COPY_ROWS);
        // Sizes with the same facts (divisors), so that without the hint they share a specialisation.
        eval(&mut s, "a = rand((5, 96))\nb = zeros((5, 96))\nc = rand((7, 80))\nd = zeros((7, 80))");
        // Off: both shapes share one specialisation.
        eval(&mut s, "launch(copy_rows, grid=(5,), args=(a, b, 128))\nlaunch(copy_rows, grid=(7,), args=(c, d, 128))");
        assert_eq!(s.compiled_count(), 1);
        // On: one per shape, each correct, partial row tiles included.
        eval(&mut s, "b = zeros((5, 96))\nd = zeros((7, 80))\nfor i in range(2):\n    launch(copy_rows, grid=(5,), args=(a, b, 128, 1))\n    launch(copy_rows, grid=(7,), args=(c, d, 128, 1))");
        assert_eq!(s.compiled_count(), 3);
        assert_eq!(eval(&mut s, "(allclose(b, 2.0 * a), allclose(d, 2.0 * c))"), "(True, True)");
    }
}

#[test]
fn launches_may_leave_out_defaulted_const_parameters_and_still_repeat() {
    let (mut s, _) = sim();
    eval(&mut s, "kernel bump(a: f32[N], T: const int, STEP: const float = 2.0):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + STEP)\n");
    // Left out: the default; given: the value passed. Repeats of either take the short path
    // only when what was passed is the same, so switching between them is seen.
    eval(&mut s, "a = zeros((512,))\nfor i in range(3):\n    launch(bump, grid=(2,), args=(a, 256))\n    launch(bump, grid=(2,), args=(a, 256))\n    launch(bump, grid=(2,), args=(a, 256, 5.0))\n");
    assert_eq!(eval(&mut s, "(a[0], a[511])"), "(27.0, 27.0)");
    let e = s.eval("launch(bump, grid=(2,), args=(a,))").expect_err("a launch without T is an error");
    assert!(e.rendered.contains("E0501"), "{}", e.rendered);
}

#[test]
fn defaulted_const_parameters_work_on_the_cpu_too() {
    let mut s = Engine::cpu().with_options(Options { threads: 2, precompile: None, ..Options::default() }).session();
    eval(&mut s, "kernel bump(a: f32[N], T: const int, STEP: const float = 2.0):\n    i = bid(0)\n    store(a, index=(i,), tile=load(a, index=(i,), shape=(T,)) + STEP)\n");
    eval(&mut s, "a = zeros((300,))\nlaunch(bump, grid=(2,), args=(a, 256))\nlaunch(bump, grid=(2,), args=(a, 256, 0.5))\n");
    assert_eq!(eval(&mut s, "(a[0], a[299])"), "(2.5, 2.5)");
}
