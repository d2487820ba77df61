//! `include/tile.h` is generated from the crate by cbindgen and checked in; this test fails when
//! it is stale (and rewrites it with `TILE_BLESS=1`), and checks that C and C++ compilers
//! accept it, alone and next to a program's own `dlpack.h`-style declarations.

use std::path::{Path, PathBuf};
use std::process::Command;

fn crate_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The header as cbindgen writes it now.
fn generate() -> String {
    let dir = crate_dir();
    let config = cbindgen::Config::from_file(dir.join("cbindgen.toml")).expect("cbindgen.toml");
    // The DLPack structures, alone, for the section inside dlpack.h's include guard.
    let mut dl_config = config.clone();
    dl_config.export.exclude.clear();
    dl_config.include_guard = None;
    dl_config.autogen_warning = None;
    dl_config.header = None;
    dl_config.sys_includes.clear();
    dl_config.export.include =
        ["DLPackVersion", "DLDevice", "DLDataType", "DLTensor", "DLManagedTensorVersioned"].map(String::from).to_vec();
    let dl = cbindgen::Builder::new()
        .with_config(dl_config)
        .with_src(dir.join("src/dlpack.rs"))
        .generate()
        .expect("cbindgen on src/dlpack.rs");
    let mut dl_text = Vec::new();
    dl.write(&mut dl_text);
    let dl_text = String::from_utf8(dl_text).expect("utf-8");
    let dl_text = dl_text.trim();
    let section = format!(
        "/* DLPack 1.1, declared inside dlpack.h's own include guard: include dlpack.h before or\n * after this header, or not at all. */\n#ifndef DLPACK_DLPACK_H_\n#define DLPACK_DLPACK_H_\n{dl_text}\n#endif /* DLPACK_DLPACK_H_ */\n"
    );
    let mut config = config;
    config.after_includes = Some(section);
    let main = cbindgen::Builder::new().with_config(config).with_crate(&dir).generate().expect("cbindgen on tile-capi");
    let mut out = Vec::new();
    main.write(&mut out);
    String::from_utf8(out).expect("utf-8")
}

#[test]
fn the_checked_in_header_is_current() {
    let path = crate_dir().join("include/tile.h");
    let now = generate();
    if std::env::var_os("TILE_BLESS").is_some_and(|v| v == "1") {
        std::fs::write(&path, &now).expect("write include/tile.h");
        return;
    }
    let old = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        old == now,
        "crates/capi/include/tile.h is stale: regenerate it with `TILE_BLESS=1 cargo test -p tile-capi --test header` and commit it"
    );
}

fn compiler(name: &str) -> Option<String> {
    let cc = std::env::var(name.to_uppercase()).unwrap_or_else(|_| name.to_string());
    Command::new(&cc).arg("--version").output().ok().filter(|o| o.status.success()).map(|_| cc)
}

fn compiles(cc: &str, lang: &str, source: &str, dir: &Path) -> Result<(), String> {
    let file = dir.join(format!("probe.{}", if lang == "c" { "c" } else { "cpp" }));
    std::fs::write(&file, source).unwrap();
    let out = Command::new(cc)
        .args(["-fsyntax-only", "-Wall", "-Wextra", "-Werror", "-pedantic"])
        .args(if lang == "c" { ["-std=c11"] } else { ["-std=c++17"] })
        .arg("-I")
        .arg(crate_dir().join("include"))
        .arg(&file)
        .output()
        .map_err(|e| e.to_string())?;
    if out.status.success() { Ok(()) } else { Err(String::from_utf8_lossy(&out.stderr).into_owned()) }
}

/// The header compiles as C11 and C++17, with warnings as errors, and a program that includes
/// `dlpack.h` (here: its include guard and a type) before it gets no duplicate definitions.
#[test]
fn c_and_cpp_compilers_accept_the_header() {
    let (Some(cc), Some(cxx)) = (compiler("cc"), compiler("c++")) else {
        eprintln!("no cc/c++: the header's compile check is skipped");
        return;
    };
    let dir = std::env::temp_dir().join(format!("tile-capi-header-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let use_it = "int main(void) { DLTensor t; tile_arg_t a = tile_arg_tensor(&t); (void)a; return (int)sizeof(DLManagedTensorVersioned) - 80; }\n";
    let alone = format!("#include <tile.h>\n{use_it}");
    compiles(&cc, "c", &alone, &dir).unwrap();
    compiles(&cxx, "c++", &alone, &dir).unwrap();
    // dlpack.h first: tile.h must not declare the DLPack types again.
    let first = "#define DLPACK_DLPACK_H_\n#include <stdint.h>\ntypedef struct { uint32_t major; uint32_t minor; } DLPackVersion;\ntypedef struct { void *data; } DLTensor;\ntypedef struct DLManagedTensorVersioned { DLPackVersion version; } DLManagedTensorVersioned;\n#include <tile.h>\nint main(void) { DLTensor t; tile_arg_t a = tile_arg_tensor(&t); (void)a; return 0; }\n";
    compiles(&cc, "c", first, &dir).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
}
