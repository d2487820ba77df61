//! The C launchers of `tile build --emit c` (`tile_codegen::c_launcher`) against the launch
//! thunk: the generated C, compiled with the system `cc` and linked with a stand-in for the
//! four CUDA driver functions it calls, must pack exactly the bytes the thunk packs for the
//! same arguments, refuse exactly the arguments the thunk refuses, and launch with the
//! artifact's block and shared memory.

use std::fmt::Write;
use std::path::PathBuf;
use std::process::Command;

use tile_codegen::c_launcher::{c_launcher, launcher_name};
use tile_codegen::{Artifact, Image, LaunchConfig, Target};
use tile_lang::tir::parse::parse_kernel;
use tile_lang::DType;
use tile_launch::{Checks, RawArg, Thunk};

/// A specialisation with facts on a 2-D array, a plain 1-D array and scalars of several
/// widths (f16 as bits, bool, f64, i8) between them, so padding and alignment matter.
const KERNEL: &str = "kernel @k (%0 x: array<f32, 2> {align = 16, dim_div = [16, 8], stride_div = [4, 1], unit_inner_stride}, %1 h: tile<f16>, %2 a: array<u8, 1>, %3 b: tile<bool>, %4 d: tile<f64>, %5 c: tile<i8>) {\n  return\n}";

/// Stands in for libcuda: records the module load and prints each launch's configuration and
/// parameter bytes (sizes from `param_sizes`, which the harness sets).
const FAKE_DRIVER: &str = r#"
#include <stdio.h>
#include <string.h>
typedef int CUresult;
typedef struct CUstream_st *CUstream;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
unsigned param_sizes[64];
unsigned nparams;
static int loads;
CUresult cuModuleLoadData(CUmodule *m, const void *image) {
    loads++;
    *m = (CUmodule)0x1;
    return strstr((const char *)image, "test image") ? 0 : 200;
}
CUresult cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name) {
    (void)m;
    *f = (CUfunction)0x2;
    printf("function %s\n", name);
    return 0;
}
CUresult cuFuncSetAttribute(CUfunction f, int attribute, int value) {
    (void)f;
    printf("attribute %d = %d\n", attribute, value);
    return 0;
}
CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,
                        unsigned shared, CUstream stream, void **params, void **extra) {
    (void)f;
    (void)extra;
    printf("launch grid %u %u %u block %u %u %u shared %u stream %p loads %d\nbytes", gx, gy, gz, bx, by, bz, shared, (void *)stream, loads);
    for (unsigned j = 0; j < nparams; j++) {
        printf(" ");
        for (unsigned i = 0; i < param_sizes[j]; i++) printf("%02x", ((unsigned char *)params[j])[i]);
    }
    printf("\n");
    return 0;
}
"#;

/// One call: the array arguments (base, sizes, strides or row-major) and the scalars' bits.
struct Case {
    x: (u64, [i64; 2], Option<[i64; 2]>),
    h: u16,
    a: (u64, [i64; 1]),
    b: u8,
    d: f64,
    c: i8,
}

fn cases() -> Vec<Case> {
    let ok = Case { x: (0x1000, [32, 16], Some([20, 1])), h: 0x3e00, a: (0x2001, [3]), b: 1, d: -0.5, c: -2 };
    vec![
        ok,
        // Row-major (NULL strides), a dimension of size 1 (its stride packs canonically).
        Case { x: (0x4000, [16, 8], None), h: 0xffff, a: (0x7, [0]), b: 0, d: 1e300, c: 127 },
        Case { x: (0x4000, [0, 8], Some([7, 1])), h: 1, a: (0x7, [1]), b: 1, d: 0.0, c: 0 },
        // Refused: misaligned base, size not divisible, stride not divisible, inner stride,
        // size out of range, stride out of range, a bool of 2.
        Case { x: (0x1008, [32, 16], Some([20, 1])), h: 0, a: (0x2001, [3]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [24, 16], Some([20, 1])), h: 0, a: (0x2001, [3]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [32, 16], Some([22, 1])), h: 0, a: (0x2001, [3]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [32, 16], Some([20, 2])), h: 0, a: (0x2001, [3]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [32, 16], Some([20, 1])), h: 0, a: (0x2001, [1 << 31]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [32, 16], Some([1 << 33, 1])), h: 0, a: (0x2001, [3]), b: 1, d: 0.0, c: 0 },
        Case { x: (0x1000, [32, 16], Some([20, 1])), h: 0, a: (0x2001, [3]), b: 2, d: 0.0, c: 0 },
    ]
}

fn row_major(shape: [i64; 2]) -> [i64; 2] {
    [shape[1], 1]
}

fn cc() -> String {
    std::env::var("CC").unwrap_or_else(|_| "cc".to_string())
}

#[test]
fn c_launchers_pack_and_refuse_what_the_thunk_does() {
    let k = parse_kernel(KERNEL).unwrap();
    let launch = LaunchConfig { block: [128, 1, 1], dynamic_shared_bytes: 64 * 1024, cluster: None, tensor_maps: [None; tile_codegen::MAX_TENSOR_MAPS] };
    let image = Image::Ptx("// test image\n".into());
    let artifact = Artifact::new("test", &k, image, launch, Target::DEFAULT, "none".into(), false);
    let name = launcher_name(&artifact);
    assert_eq!(name, "tile_k_f32_f16_u8_bool_f64_i8");
    let launcher = c_launcher(&artifact, &name, " [T=1]", "test.tile").unwrap();

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("c-launcher-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join(format!("{name}.h")), &launcher.header).unwrap();
    std::fs::write(dir.join(format!("{name}.c")), &launcher.source).unwrap();
    std::fs::write(dir.join("fake_cuda.c"), FAKE_DRIVER).unwrap();

    // The harness: every case, printing the status and the error text.
    let sizes: Vec<String> = artifact.abi.flat.iter().map(|f| f.size.to_string()).collect();
    let mut main = format!("#include <stdio.h>\n#include \"{name}.h\"\nextern unsigned param_sizes[64];\nextern unsigned nparams;\nint main(void) {{\n");
    let _ = writeln!(main, "    unsigned s[] = {{{}}};\n    nparams = {};\n    for (unsigned i = 0; i < nparams; i++) param_sizes[i] = s[i];", sizes.join(", "), sizes.len());
    for (i, c) in cases().iter().enumerate() {
        let strides = c.x.2.map_or("NULL".to_string(), |s| format!("(const int64_t[]){{{}, {}}}", s[0], s[1]));
        let _ = writeln!(
            main,
            "    {{ CUresult r = {name}((CUstream)0x{:x}, 2, 3, 1, 0x{:x}ull, (const int64_t[]){{{}, {}}}, {strides}, {}, 0x{:x}ull, (const int64_t[]){{{}}}, NULL, {}, {:e}, {});\n      printf(\"case {i} status %d %s\\n\", (int)r, {name}_error()); }}",
            0x50 + i,
            c.x.0,
            c.x.1[0],
            c.x.1[1],
            c.h,
            c.a.0,
            c.a.1[0],
            c.b,
            c.d,
            c.c
        );
    }
    main.push_str("    return 0;\n}\n");
    std::fs::write(dir.join("main.c"), main).unwrap();
    let exe = dir.join("harness");
    let out = Command::new(cc())
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-o"])
        .arg(&exe)
        .arg(dir.join("main.c"))
        .arg(dir.join(format!("{name}.c")))
        .arg(dir.join("fake_cuda.c"))
        .arg("-lpthread")
        .output()
        .expect("the C compiler (cc, or $CC) runs");
    assert!(out.status.success(), "cc failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let run = Command::new(&exe).output().unwrap();
    let text = String::from_utf8(run.stdout).unwrap();
    assert!(run.status.success(), "{text}");

    // The same arguments through the thunk.
    let thunk = Thunk::for_kernel(&k).unwrap();
    let mut expected = String::new();
    for (i, c) in cases().iter().enumerate() {
        let xs = c.x.2.unwrap_or_else(|| row_major(c.x.1));
        let args = [
            RawArg::array(DType::F32, c.x.0, &c.x.1, &xs),
            RawArg::scalar(DType::F16, u64::from(c.h)),
            RawArg::array(DType::U8, c.a.0, &c.a.1, &[1]),
            RawArg::scalar(DType::Bool, u64::from(c.b)),
            RawArg::scalar(DType::F64, c.d.to_bits()),
            RawArg::scalar(DType::I8, u64::from(c.c as u8)),
        ];
        let mut packed = vec![0u8; thunk.packed_size()];
        match thunk.pack(&args, &mut packed, Checks::All) {
            Ok(()) => {
                if !expected.contains("function") {
                    expected.push_str("function k\nattribute 8 = 65536\n");
                }
                let _ = write!(expected, "launch grid 2 3 1 block 128 1 1 shared 65536 stream 0x{:x} loads 1\nbytes", 0x50 + i);
                for f in &artifact.abi.flat {
                    expected.push(' ');
                    for b in &packed[f.offset as usize..(f.offset + f.size) as usize] {
                        let _ = write!(expected, "{b:02x}");
                    }
                }
                let _ = writeln!(expected, "\ncase {i} status 0 ");
            }
            Err(why) => {
                let _ = writeln!(expected, "case {i} status 1 [{:?}]", why.reason);
            }
        }
    }
    // The C side's reasons are messages; line them up with the thunk's by kind.
    let got: String = text
        .lines()
        .map(|l| match l.split_once(" status 1 ") {
            Some((head, why)) => format!("{head} status 1 [{:?}]\n", reason_of(why)),
            None => format!("{l}\n"),
        })
        .collect();
    assert_eq!(got, expected, "C launcher output:\n{text}");
    assert!(expected.matches("status 1").count() == 7 && expected.matches("status 0").count() == 3);
    let _ = std::fs::remove_dir_all(&dir);
}

/// The thunk's reason a C launcher's message names.
fn reason_of(message: &str) -> tile_launch::Reason {
    use tile_launch::Reason::*;
    if message.contains("base aligned") || message.contains("not aligned") {
        Align
    } else if message.contains("divisible by") && message.contains("size") {
        SizeDivisor
    } else if message.contains("divisible by") {
        StrideDivisor
    } else if message.contains("assumes stride 1") {
        InnerStride
    } else if message.contains("outside 0..2^31-1") {
        SizeRange
    } else if message.contains("int32 range") {
        StrideRange
    } else if message.contains("bool") {
        ScalarBits
    } else {
        panic!("an unexpected message: {message}")
    }
}

/// Parameters named like the launcher's own parameters, its locals, its helpers or C keywords
/// still give C that compiles (they are renamed with a trailing `_`).
#[test]
fn parameter_names_never_collide_with_the_generated_code() {
    let k = parse_kernel("kernel @k (%0 stream: array<f32, 1>, %1 st: array<f32, 2>, %2 fail: tile<i32>, %3 int: tile<f32>, %4 tile_buf: tile<u8>, %5 grid_x: array<i8, 1>) {\n  return\n}").unwrap();
    let artifact = Artifact::new("test", &k, Image::Cubin(vec![0x7f, b'E', b'L', b'F'].into()), LaunchConfig::FROM_IMAGE, Target::DEFAULT, "none".into(), false);
    let launcher = c_launcher(&artifact, "tile_k", "", "names.tile").unwrap();
    assert!(launcher.header.contains("CUdeviceptr stream_, const int64_t *stream__shape"), "{}", launcher.header);
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("c-launcher-names-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("tile_k.h"), &launcher.header).unwrap();
    std::fs::write(dir.join("tile_k.c"), &launcher.source).unwrap();
    let out = Command::new(cc())
        .args(["-std=c11", "-Wall", "-Wextra", "-Werror", "-Wshadow", "-c", "-o"])
        .arg(dir.join("tile_k.o"))
        .arg(dir.join("tile_k.c"))
        .output()
        .expect("the C compiler (cc, or $CC) runs");
    assert!(out.status.success(), "cc failed:\n{}", String::from_utf8_lossy(&out.stderr));
    let _ = std::fs::remove_dir_all(&dir);
}
