//! The standard library modules written in `.tile`, embedded in the binary so that
//! `import softmax` works wherever `tile` runs, and [`StdlibLoader`], which resolves imports
//! to them alone (front ends that read files add their own search after it).

/// `(module name, source)` for every stdlib module.
pub const MODULES: &[(&str, &str)] = &[
    ("attention", include_str!("../../../stdlib/attention.tile")),
    ("elementwise", include_str!("../../../stdlib/elementwise.tile")),
    ("layernorm", include_str!("../../../stdlib/layernorm.tile")),
    ("matmul", include_str!("../../../stdlib/matmul.tile")),
    ("reduce", include_str!("../../../stdlib/reduce.tile")),
    ("rows", include_str!("../../../stdlib/rows.tile")),
    ("softmax", include_str!("../../../stdlib/softmax.tile")),
    ("transpose", include_str!("../../../stdlib/transpose.tile")),
];

/// The source of a stdlib module.
pub fn source(name: &str) -> Option<&'static str> {
    MODULES.iter().find(|(n, _)| *n == name).map(|(_, s)| *s)
}

/// Resolves `import NAME` to the stdlib module `NAME` (and nothing else).
pub struct StdlibLoader;

impl crate::sema::ModuleLoader for StdlibLoader {
    fn load(&self, name: &str, _from: &str) -> Option<(String, String)> {
        source(name).map(|text| (format!("<stdlib>/{name}.tile"), text.to_string()))
    }
}
