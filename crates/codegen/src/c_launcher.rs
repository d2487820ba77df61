//! Ahead-of-time C launchers (`tile build --emit c`): for one compiled specialisation, a
//! self-contained C header and source with the image (cubin, or PTX) embedded as a byte array
//! and a typed launch function that checks its arguments against the specialisation and calls
//! the CUDA driver.
//!
//! ```c
//! CUresult tile_softmax_f32(CUstream stream, unsigned grid_x, unsigned grid_y, unsigned grid_z,
//!                           CUdeviceptr x, const int64_t *x_shape, const int64_t *x_strides,
//!                           CUdeviceptr y, const int64_t *y_shape, const int64_t *y_strides);
//! const char *tile_softmax_f32_error(void);   /* why the last call on this thread failed */
//! ```
//!
//! Everything about the parameters comes from the artifact's [`KernelAbi`] — the description
//! `tile build`'s manifest gives hosts in other languages, derived from `tile_lang::abi`, the
//! layout the launch thunk packs — so the buffer the function packs is the thunk's, byte for
//! byte: the buffer zeroed, each flattened parameter at its offset, sizes and strides as
//! `int32_t` elements, the stride of a dimension of size 0 or 1 replaced by the canonical value
//! (1 for an inner dimension specialised for a unit stride, else 0). The checks are the
//! thunk's too, in its order: natural and `base_align` alignment of each base address, sizes in
//! `0..=INT32_MAX` with their divisors (and exact sizes for a kernel specialised on shapes),
//! strides in `int32_t` range with their divisors and the unit inner stride, bool scalars 0 or
//! 1; a failed check returns `CUDA_ERROR_INVALID_VALUE` without launching. Array dtypes and
//! ranks are fixed by the function's name and signature. NULL strides mean row-major.
//!
//! The image is loaded once (`cuModuleLoadData`, `cuModuleGetFunction`, under a mutex) into
//! the context current at the first call, and launched with `cuLaunchKernel` on `stream` with
//! the artifact's block and dynamic shared memory. Without `<cuda.h>` the header declares the
//! few driver types it needs and the source the four driver functions it calls, so the pair
//! compiles without a CUDA toolkit; the application links with `-lcuda` (and `-lpthread`).

use std::fmt::Write;

use crate::abi::{KernelAbi, SourceParam};
use crate::backend::{Artifact, Image};

/// A generated launcher: the function's name and the two files.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CLauncher {
    /// The launch function's name (`tile_softmax_f32`); the files are `<name>.h` and `<name>.c`.
    pub name: String,
    pub header: String,
    pub source: String,
}

/// The C type a scalar parameter is passed as (16-bit floats as their bits, fp8 and bool as a
/// byte): the type of its flattened parameter, by size.
fn scalar_c_type(p: &SourceParam, abi: &KernelAbi) -> &'static str {
    let flat = &abi.flat[p.flat[0]];
    match (p.dtype.as_str(), flat.size) {
        ("f32" | "tf32", _) => "float",
        ("f64", _) => "double",
        ("i8", _) => "int8_t",
        ("i16", _) => "int16_t",
        ("i32", _) => "int32_t",
        ("i64", _) => "int64_t",
        ("u16" | "f16" | "bf16", _) => "uint16_t",
        ("u32", _) => "uint32_t",
        ("u64", _) => "uint64_t",
        (_, _) => "uint8_t",
    }
}

/// Names a kernel parameter cannot have in C: the launch function's own parameters, the
/// file's helpers and C's keywords (the function's locals all start with `tile_`).
const RESERVED: &[&str] = &[
    "stream", "grid_x", "grid_y", "grid_z", "auto", "break", "case", "char", "const", "continue", "default", "do",
    "double", "else", "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register", "restrict",
    "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef", "union", "unsigned", "void",
    "volatile", "while", "bool", "true", "false", "NULL", "load", "put", "fail", "image", "module_", "function_",
    "last_error", "load_lock", "memset", "memcpy", "snprintf", "vsnprintf",
];

/// The C identifier of a parameter: its name, with a `_` appended when it is reserved in the
/// generated code (see [`RESERVED`]) or starts with `tile_`.
fn ident(name: &str) -> String {
    let s: String = name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    if RESERVED.contains(&s.as_str()) || s.starts_with("tile_") { format!("{s}_") } else { s }
}

/// The launch function's name for a specialisation: `tile_<kernel>_<dtypes>`, the distinct
/// dtypes of its parameters in order (`tile_softmax_f32`, `tile_softmax_bf16_f32`).
pub fn launcher_name(artifact: &Artifact) -> String {
    let mut dtypes: Vec<&str> = Vec::new();
    for p in &artifact.abi.params {
        if !dtypes.contains(&p.dtype.as_str()) {
            dtypes.push(&p.dtype);
        }
    }
    let symbol: String = artifact.symbol.chars().map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' }).collect();
    let mut name = format!("tile_{symbol}");
    for d in dtypes {
        name.push('_');
        name.push_str(d);
    }
    name
}

/// The C declaration of the launch function (without the `;`).
fn signature(name: &str, abi: &KernelAbi) -> String {
    let mut params = vec!["CUstream stream".to_string(), "unsigned grid_x, unsigned grid_y, unsigned grid_z".to_string()];
    for p in &abi.params {
        let n = ident(&p.name);
        if p.kind == "array" {
            params.push(format!("CUdeviceptr {n}, const int64_t *{n}_shape, const int64_t *{n}_strides"));
        } else {
            params.push(format!("{} {n}", scalar_c_type(p, abi)));
        }
    }
    format!("CUresult {name}(\n    {})", params.join(",\n    "))
}

/// Generates the launcher of `artifact` named `name`; `spec` describes the specialisation for
/// comments (`[BM=1, BN=1024]`), `source` names the file it came from. An error for what C
/// launchers do not support yet (a launch that must ask for thread-block clusters).
pub fn c_launcher(artifact: &Artifact, name: &str, spec: &str, source: &str) -> Result<CLauncher, String> {
    if let Some(c) = artifact.launch.cluster {
        return Err(format!("`{}` must be launched with clusters of {c:?} blocks, which C launchers do not do yet", artifact.symbol));
    }
    let abi = &artifact.abi;
    let guard = format!("{}_H", name.to_uppercase());
    let sig = signature(name, abi);
    let mut h = String::new();
    let w = &mut h;
    let _ = writeln!(w, "/* {name}.h: launches `{}`{spec} from {source}, compiled by tile's {} back end for {}.", artifact.symbol, artifact.backend, artifact.target.name());
    let _ = writeln!(w, " * Generated by `tile build --emit c`; do not edit. Link with -lcuda -lpthread. */");
    let _ = writeln!(w, "#ifndef {guard}\n#define {guard}\n\n#include <stdint.h>\n");
    let _ = writeln!(w, "/* The CUDA driver's types: <cuda.h>'s when it was included first, else the few needed. */");
    let _ = writeln!(w, "#if !defined(CUDA_VERSION) && !defined(TILE_AOT_CUDA_TYPES)\n#define TILE_AOT_CUDA_TYPES");
    let _ = writeln!(w, "typedef int CUresult;\ntypedef unsigned long long CUdeviceptr;\ntypedef struct CUstream_st *CUstream;");
    let _ = writeln!(w, "typedef struct CUmod_st *CUmodule;\ntypedef struct CUfunc_st *CUfunction;\n#endif\n");
    let _ = writeln!(w, "#ifdef __cplusplus\nextern \"C\" {{\n#endif\n");
    let _ = writeln!(w, "/* Launches `{}`{spec} over grid_x * grid_y * grid_z blocks on `stream` (NULL: the", artifact.symbol);
    let _ = writeln!(w, " * default stream) of the current context, without waiting. Arrays are device pointers with");
    let _ = writeln!(w, " * sizes and strides in elements (NULL strides: row-major). Returns CUDA_SUCCESS (0), the");
    let _ = writeln!(w, " * driver's error, or CUDA_ERROR_INVALID_VALUE (1) when an argument breaks what the");
    let _ = writeln!(w, " * specialisation assumes ({name}_error() says which). Thread-safe.");
    for p in &abi.params {
        let _ = write!(w, " *   {}: ", p.name);
        match &p.facts {
            Some(f) => {
                let _ = write!(w, "{}, rank {}, base aligned to {} bytes", p.dtype, p.rank, f.base_align);
                if f.dim_divisor.iter().any(|&d| d > 1) {
                    let _ = write!(w, ", sizes divisible by {:?}", f.dim_divisor);
                }
                if f.stride_divisor.iter().any(|&d| d > 1) {
                    let _ = write!(w, ", strides divisible by {:?}", f.stride_divisor);
                }
                match f.unit_stride_dim {
                    Some(_) if f.unit_inner_stride => {
                        let _ = write!(w, ", unit inner stride");
                    }
                    Some(d) => {
                        let _ = write!(w, ", unit stride along dimension {d}");
                    }
                    None => {}
                }
                if let Some(s) = &f.sizes {
                    let _ = write!(w, ", sizes exactly {s:?}");
                }
            }
            None => {
                let _ = write!(w, "{} scalar{}", p.dtype, if matches!(p.dtype.as_str(), "f16" | "bf16") { " (its 16 bits)" } else { "" });
            }
        }
        let _ = writeln!(w);
    }
    let _ = writeln!(w, " */\n{sig};\n");
    let _ = writeln!(w, "/* Why the last failed call of {name} on this thread failed (\"\" if none did). */");
    let _ = writeln!(w, "const char *{name}_error(void);\n");
    let _ = writeln!(w, "#ifdef __cplusplus\n}}\n#endif\n#endif /* {guard} */");

    let mut c = String::new();
    let w = &mut c;
    let _ = writeln!(w, "/* {name}.c: see {name}.h. Generated by `tile build --emit c`; do not edit. */");
    let _ = writeln!(w, "#include \"{name}.h\"\n\n#include <pthread.h>\n#include <stdarg.h>\n#include <stdio.h>\n#include <string.h>\n");
    let _ = writeln!(w, "#ifndef CUDA_VERSION");
    let _ = writeln!(w, "CUresult cuModuleLoadData(CUmodule *module, const void *image);");
    let _ = writeln!(w, "CUresult cuModuleGetFunction(CUfunction *function, CUmodule module, const char *name);");
    let _ = writeln!(w, "CUresult cuFuncSetAttribute(CUfunction function, int attribute, int value);");
    let _ = writeln!(w, "CUresult cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by, unsigned bz,");
    let _ = writeln!(w, "                        unsigned shared_bytes, CUstream stream, void **params, void **extra);");
    let _ = writeln!(w, "#endif\n");
    let (kind, bytes): (&str, Vec<u8>) = match &artifact.image {
        Image::Cubin(b) => ("cubin", b.to_vec()),
        // PTX text, NUL-terminated as cuModuleLoadData reads it.
        Image::Ptx(t) => ("PTX", t.bytes().chain([0]).collect()),
    };
    let _ = writeln!(w, "/* The {kind} image ({} bytes). */", bytes.len());
    let _ = write!(w, "static const unsigned char image[{}] __attribute__((aligned(8))) = {{", bytes.len());
    for (i, b) in bytes.iter().enumerate() {
        if i % 16 == 0 {
            let _ = write!(w, "\n   ");
        }
        let _ = write!(w, " 0x{b:02x},");
    }
    let _ = writeln!(w, "\n}};\n");
    let _ = writeln!(w, "static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;\nstatic CUmodule module_;\nstatic CUfunction function_;");
    let _ = writeln!(w, "static __thread char last_error[256];\n");
    let _ = writeln!(w, "const char *{name}_error(void) {{\n    return last_error;\n}}\n");
    let _ = writeln!(w, "static CUresult fail(const char *fmt, ...) {{\n    va_list ap;\n    va_start(ap, fmt);\n    vsnprintf(last_error, sizeof last_error, fmt, ap);\n    va_end(ap);\n    return 1; /* CUDA_ERROR_INVALID_VALUE */\n}}\n");
    let shared = artifact.launch.dynamic_shared_bytes;
    let _ = writeln!(w, "static CUresult load(CUfunction *out) {{\n    CUresult r = 0;\n    pthread_mutex_lock(&load_lock);\n    if (function_ == NULL) {{");
    let _ = writeln!(w, "        r = cuModuleLoadData(&module_, image);");
    let _ = writeln!(w, "        if (r == 0) r = cuModuleGetFunction(&function_, module_, \"{}\");", artifact.symbol);
    if shared > 48 * 1024 {
        let _ = writeln!(w, "        /* CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: more than the default 48 KiB. */");
        let _ = writeln!(w, "        if (r == 0) r = cuFuncSetAttribute(function_, 8, {shared});");
        let _ = writeln!(w, "        if (r != 0) function_ = NULL;");
    }
    let _ = writeln!(w, "    }}\n    *out = function_;\n    pthread_mutex_unlock(&load_lock);\n    if (r != 0) snprintf(last_error, sizeof last_error, \"loading the {kind} image failed: CUDA error %d\", (int)r);\n    return r;\n}}\n");
    let _ = writeln!(w, "/* A parameter value into the packed buffer at its offset. */\nstatic __attribute__((unused)) void put(unsigned char *buf, unsigned offset, const void *value, unsigned size) {{\n    memcpy(buf + offset, value, size);\n}}\n");

    let _ = writeln!(w, "{sig} {{");
    let _ = writeln!(w, "    unsigned char tile_buf[{}] __attribute__((aligned(8)));", abi.size.max(8));
    let _ = writeln!(w, "    void *tile_params[{}];", abi.flat.len().max(1));
    let _ = writeln!(w, "    memset(tile_buf, 0, sizeof tile_buf);");
    let _ = writeln!(w, "    last_error[0] = 0;");
    let _ = writeln!(w, "    if (grid_x < 1 || grid_y < 1 || grid_z < 1) return fail(\"the grid (%u, %u, %u) has an empty dimension\", grid_x, grid_y, grid_z);");
    for p in &abi.params {
        let n = ident(&p.name);
        let Some(f) = &p.facts else {
            let flat = &abi.flat[p.flat[0]];
            let ty = scalar_c_type(p, abi);
            if p.dtype == "bool" {
                let _ = writeln!(w, "    if ({n} > 1) return fail(\"`{}` is a bool scalar: 0 or 1, not %u\", (unsigned){n});", p.name);
            }
            let _ = writeln!(w, "    {{ {ty} tile_v = {n}; put(tile_buf, {}, &tile_v, {}); }}", flat.offset, flat.size);
            continue;
        };
        let rank = p.rank as usize;
        let elem = dtype_size(&p.dtype);
        let base = &abi.flat[p.flat[0]];
        let _ = writeln!(w, "    {{ /* `{}`: {}[{}] */", p.name, p.dtype, rank);
        if rank > 0 {
            let _ = writeln!(w, "        int64_t tile_st[{rank}];\n        if ({n}_shape == NULL) return fail(\"`{}`: the shape is NULL\");", p.name);
            let _ = writeln!(w, "        if ({n}_strides != NULL) {{\n            memcpy(tile_st, {n}_strides, sizeof tile_st);\n        }} else {{");
            let _ = writeln!(w, "            int64_t tile_s = 1;\n            for (int tile_d = {rank} - 1; tile_d >= 0; tile_d--) {{ tile_st[tile_d] = tile_s; tile_s *= {n}_shape[tile_d]; }}\n        }}");
        }
        if elem > 1 {
            let _ = writeln!(w, "        if ({n} % {elem} != 0) return fail(\"`{}`: the address 0x%llx is not aligned to its {elem}-byte elements\", (unsigned long long){n});", p.name);
        }
        if u64::from(f.base_align) > elem {
            let _ = writeln!(w, "        if ({n} % {} != 0) return fail(\"`{}`: the specialisation assumes a base aligned to {} bytes, not 0x%llx\", (unsigned long long){n});", f.base_align, p.name, f.base_align);
        }
        let _ = writeln!(w, "        {{ CUdeviceptr tile_v = {n}; put(tile_buf, {}, &tile_v, {}); }}", base.offset, base.size);
        for d in 0..rank {
            let flat = &abi.flat[p.flat[1 + d]];
            let _ = writeln!(w, "        if ({n}_shape[{d}] < 0 || {n}_shape[{d}] > INT32_MAX) return fail(\"`{}`: size %lld of dimension {d} is outside 0..2^31-1\", (long long){n}_shape[{d}]);", p.name);
            let div = f.dim_divisor.get(d).copied().unwrap_or(1);
            if div > 1 {
                let _ = writeln!(w, "        if ({n}_shape[{d}] % {div} != 0) return fail(\"`{}`: the specialisation assumes size {d} divisible by {div}, not %lld\", (long long){n}_shape[{d}]);", p.name);
            }
            if let Some(exact) = f.sizes.as_ref().and_then(|s| s.get(d)) {
                let _ = writeln!(w, "        if ({n}_shape[{d}] != {exact}) return fail(\"`{}`: the specialisation is compiled for size {exact} in dimension {d}, not %lld\", (long long){n}_shape[{d}]);", p.name);
            }
            let _ = writeln!(w, "        {{ int32_t tile_v = (int32_t){n}_shape[{d}]; put(tile_buf, {}, &tile_v, 4); }}", flat.offset);
        }
        for d in 0..rank {
            let flat = &abi.flat[p.flat[1 + rank + d]];
            let inner = f.unit_stride_dim.is_some_and(|u| usize::from(u) == d);
            let _ = writeln!(w, "        if ({n}_shape[{d}] <= 1) {{");
            let _ = writeln!(w, "            int32_t tile_v = {}; put(tile_buf, {}, &tile_v, 4); /* a stride that never addresses memory */", i32::from(inner), flat.offset);
            let _ = writeln!(w, "        }} else {{");
            let _ = writeln!(w, "            if (tile_st[{d}] < INT32_MIN || tile_st[{d}] > INT32_MAX) return fail(\"`{}`: stride %lld of dimension {d} is outside the int32 range\", (long long)tile_st[{d}]);", p.name);
            let div = f.stride_divisor.get(d).copied().unwrap_or(1);
            if div > 1 {
                let _ = writeln!(w, "            if (tile_st[{d}] % {div} != 0) return fail(\"`{}`: the specialisation assumes stride {d} divisible by {div}, not %lld\", (long long)tile_st[{d}]);", p.name);
            }
            if inner {
                let _ = writeln!(w, "            if (tile_st[{d}] != 1) return fail(\"`{}`: the specialisation assumes stride 1 in dimension {d}, not %lld\", (long long)tile_st[{d}]);", p.name);
            }
            let _ = writeln!(w, "            int32_t tile_v = (int32_t)tile_st[{d}]; put(tile_buf, {}, &tile_v, 4);\n        }}", flat.offset);
        }
        let _ = writeln!(w, "    }}");
    }
    for (j, flat) in abi.flat.iter().enumerate() {
        let _ = writeln!(w, "    tile_params[{j}] = tile_buf + {}; /* {} ({}) */", flat.offset, flat.name, flat.c_type);
    }
    let [bx, by, bz] = artifact.launch.block;
    let _ = writeln!(w, "    CUfunction tile_f;\n    CUresult tile_r = load(&tile_f);\n    if (tile_r != 0) return tile_r;");
    let _ = writeln!(w, "    tile_r = cuLaunchKernel(tile_f, grid_x, grid_y, grid_z, {bx}, {by}, {bz}, {shared}, stream, tile_params, NULL);");
    let _ = writeln!(w, "    if (tile_r != 0) snprintf(last_error, sizeof last_error, \"cuLaunchKernel failed: CUDA error %d\", (int)tile_r);");
    let _ = writeln!(w, "    return tile_r;\n}}");
    Ok(CLauncher { name: name.to_string(), header: h, source: c })
}

/// Bytes per element of a dtype named as the ABI names it.
fn dtype_size(dtype: &str) -> u64 {
    tile_lang::DType::from_name(dtype).map_or(1, |d| d.size_bytes() as u64)
}
