//! The benchmarks: which stdlib kernel runs on which shapes and dtypes, which compile-time
//! configurations are worth trying, how much work one launch does, and which peer numbers of
//! `bench/peers.py` it is compared with.
//!
//! Every kernel here takes its arrays first and its `const` parameters after them, so a
//! specialisation is "one [`SpecArg::Array`] per array, then the constants of a [`Config`]".
//! One entry of a configuration is no kernel parameter: `PB` of softmax and layernorm picks
//! the persistent kernel and its grid ([`Op::kernel_of`], [`Op::grid`]).

pub use tile_codegen::tuned::Config;
use tile_lang::sema::ConstValue;
use tile_lang::DType;

/// What a kernel benchmark computes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Op {
    /// `elementwise.add`: c = a + b over 1-D arrays.
    Add,
    /// `softmax.softmax`: row softmax, the whole row in one tile; or `softmax_persistent`,
    /// the same over a grid-stride loop (configurations with `PB` > 0).
    Softmax,
    /// `layernorm.layernorm`: row layer norm, the whole row in one tile; or
    /// `layernorm_persistent` (configurations with `PB` > 0).
    LayerNorm,
    /// `layernorm.rmsnorm`: row RMS norm, the whole row in one tile.
    RmsNorm,
    /// `matmul.matmul_grouped`: C = A @ B with the swizzle group as a parameter.
    Gemm,
}

/// What a benchmark measures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Device time of one kernel launch (bandwidth or FLOP/s).
    Kernel(Op),
    /// Host time per launch of a tiny kernel through the thunk and `cuLaunchKernel`.
    Launch,
    /// Compile + load + first launch of the GEMM in a fresh process, cold and warm cache.
    FirstLaunch,
}

/// One named benchmark.
#[derive(Debug)]
pub struct Bench {
    pub name: &'static str,
    pub kind: Kind,
    pub dtype: DType,
    /// `[n]` for add, `[M, N]` for softmax and layernorm, `[M, N, K]` for GEMM.
    pub shape: &'static [usize],
    /// Keys of `baseline.json` to compare with, best first; the first one present is used.
    pub peers: &'static [PeerRef],
}

/// A number in the peers file: `file[key][field]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PeerRef {
    pub key: &'static str,
    /// `ms` (a kernel time), `us` (host time per launch) or `first_call_s`.
    pub field: &'static str,
}

const fn peer(key: &'static str, field: &'static str) -> PeerRef {
    PeerRef { key, field }
}

/// The benchmarks `tile bench --all` runs, in order.
pub const ALL: &[Bench] = &[
    Bench {
        name: "add_f32",
        kind: Kind::Kernel(Op::Add),
        dtype: DType::F32,
        shape: &[1 << 28],
        peers: &[peer("add_f32_2^28/torch", "ms"), peer("add_f32_2^28/triton", "ms")],
    },
    Bench {
        name: "add_bf16",
        kind: Kind::Kernel(Op::Add),
        dtype: DType::BF16,
        shape: &[1 << 28],
        peers: &[peer("add_bf16_2^28/torch", "ms"), peer("add_bf16_2^28/triton", "ms")],
    },
    Bench {
        name: "softmax_f32",
        kind: Kind::Kernel(Op::Softmax),
        dtype: DType::F32,
        shape: &[8192, 4096],
        peers: &[peer("softmax_f32_8192x4096/triton", "ms"), peer("softmax_f32_8192x4096/torch", "ms")],
    },
    Bench {
        name: "softmax_bf16",
        kind: Kind::Kernel(Op::Softmax),
        dtype: DType::BF16,
        shape: &[8192, 4096],
        peers: &[peer("softmax_bf16_8192x4096/triton", "ms"), peer("softmax_bf16_8192x4096/torch", "ms")],
    },
    Bench {
        name: "layernorm_f32",
        kind: Kind::Kernel(Op::LayerNorm),
        dtype: DType::F32,
        shape: &[8192, 4096],
        peers: &[peer("layernorm_f32_8192x4096/triton", "ms"), peer("layernorm_f32_8192x4096/torch", "ms")],
    },
    Bench {
        name: "layernorm_bf16",
        kind: Kind::Kernel(Op::LayerNorm),
        dtype: DType::BF16,
        shape: &[8192, 4096],
        peers: &[peer("layernorm_bf16_8192x4096/triton", "ms"), peer("layernorm_bf16_8192x4096/torch", "ms")],
    },
    Bench {
        name: "softmax_f32_6000x3000",
        kind: Kind::Kernel(Op::Softmax),
        dtype: DType::F32,
        shape: &[6000, 3000],
        peers: &[peer("softmax_f32_6000x3000/triton", "ms"), peer("softmax_f32_6000x3000/torch", "ms")],
    },
    Bench {
        name: "softmax_bf16_10000x1500",
        kind: Kind::Kernel(Op::Softmax),
        dtype: DType::BF16,
        shape: &[10000, 1500],
        peers: &[peer("softmax_bf16_10000x1500/triton", "ms"), peer("softmax_bf16_10000x1500/torch", "ms")],
    },
    Bench {
        name: "layernorm_f32_6000x3000",
        kind: Kind::Kernel(Op::LayerNorm),
        dtype: DType::F32,
        shape: &[6000, 3000],
        peers: &[peer("layernorm_f32_6000x3000/triton", "ms"), peer("layernorm_f32_6000x3000/torch", "ms")],
    },
    Bench {
        name: "layernorm_bf16_10000x1500",
        kind: Kind::Kernel(Op::LayerNorm),
        dtype: DType::BF16,
        shape: &[10000, 1500],
        peers: &[peer("layernorm_bf16_10000x1500/triton", "ms"), peer("layernorm_bf16_10000x1500/torch", "ms")],
    },
    Bench {
        name: "rmsnorm_f32",
        kind: Kind::Kernel(Op::RmsNorm),
        dtype: DType::F32,
        shape: &[8192, 4096],
        peers: &[peer("rmsnorm_f32_8192x4096/triton", "ms"), peer("rmsnorm_f32_8192x4096/torch", "ms")],
    },
    Bench {
        name: "rmsnorm_bf16",
        kind: Kind::Kernel(Op::RmsNorm),
        dtype: DType::BF16,
        shape: &[8192, 4096],
        peers: &[peer("rmsnorm_bf16_8192x4096/triton", "ms"), peer("rmsnorm_bf16_8192x4096/torch", "ms")],
    },
    Bench {
        name: "rmsnorm_f32_6000x3000",
        kind: Kind::Kernel(Op::RmsNorm),
        dtype: DType::F32,
        shape: &[6000, 3000],
        peers: &[peer("rmsnorm_f32_6000x3000/triton", "ms"), peer("rmsnorm_f32_6000x3000/torch", "ms")],
    },
    Bench {
        name: "rmsnorm_bf16_10000x1500",
        kind: Kind::Kernel(Op::RmsNorm),
        dtype: DType::BF16,
        shape: &[10000, 1500],
        peers: &[peer("rmsnorm_bf16_10000x1500/triton", "ms"), peer("rmsnorm_bf16_10000x1500/torch", "ms")],
    },
    Bench {
        name: "gemm_bf16_4096",
        kind: Kind::Kernel(Op::Gemm),
        dtype: DType::BF16,
        shape: &[4096, 4096, 4096],
        peers: &[peer("mm_bf16_4096/torch", "ms")],
    },
    Bench {
        name: "gemm_bf16_8192",
        kind: Kind::Kernel(Op::Gemm),
        dtype: DType::BF16,
        shape: &[8192, 8192, 8192],
        peers: &[peer("mm_bf16_8192/torch", "ms")],
    },
    Bench {
        name: "launch",
        kind: Kind::Launch,
        dtype: DType::F32,
        shape: &[1024],
        peers: &[peer("launch/raw_cuLaunchKernel", "us"), peer("launch/cutile_add_1024", "us")],
    },
    Bench {
        name: "first_launch",
        kind: Kind::FirstLaunch,
        dtype: DType::BF16,
        shape: &[4096, 4096, 4096],
        peers: &[
            peer("mm_bf16_4096/cutile_128x256x64", "first_call_s"),
            peer("mm_bf16_4096/cutile_128x128x64", "first_call_s"),
            peer("mm_bf16_4096/cutile_256x128x64", "first_call_s"),
        ],
    },
];

/// The benchmark called `name`.
pub fn find(name: &str) -> Option<&'static Bench> {
    ALL.iter().find(|b| b.name == name)
}

/// The op whose kernel a benchmark compiles (the launch benchmark times `add`, the first
/// launch the GEMM).
pub fn op_of(bench: &Bench) -> Op {
    match bench.kind {
        Kind::Kernel(op) => op,
        Kind::Launch => Op::Add,
        Kind::FirstLaunch => Op::Gemm,
    }
}

/// One array argument of a benchmark kernel.
#[derive(Clone, Debug, PartialEq)]
pub struct ArrayDecl {
    pub name: &'static str,
    pub dtype: DType,
    pub shape: Vec<usize>,
    /// Written by the kernel (allocated and poisoned, not filled with inputs).
    pub output: bool,
    /// Inputs are drawn uniformly from this range.
    pub range: (f32, f32),
}

fn array(name: &'static str, dtype: DType, shape: Vec<usize>, range: (f32, f32)) -> ArrayDecl {
    ArrayDecl { name, dtype, shape, output: false, range }
}

fn output(name: &'static str, dtype: DType, shape: Vec<usize>) -> ArrayDecl {
    ArrayDecl { name, dtype, shape, output: true, range: (0.0, 0.0) }
}

/// What one launch must do at least: bytes through device memory or floating-point ops.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Work {
    Bytes(f64),
    Flops(f64),
}

impl Work {
    /// The metric's name and its value for a launch of `ms` milliseconds.
    pub fn rate(self, ms: f64) -> (&'static str, f64) {
        match self {
            Work::Bytes(b) => ("TB/s", b / ms / 1e9),
            Work::Flops(f) => ("TFLOP/s", f / ms / 1e9),
        }
    }
}

/// The layer-norm epsilon of every benchmark (as the stdlib's f32 `@spec`).
pub const LAYERNORM_EPS: f64 = 1e-5;

/// The RMS-norm epsilon of every benchmark (as the stdlib's `@spec`).
pub const RMSNORM_EPS: f64 = 1e-6;

/// The rows per block tried for the row kernels (8 was never best on the H200).
pub const ROW_BLOCKS: [i64; 3] = [1, 2, 4];

/// The `occupancy` hints tried for the row kernels: at 256 threads per block, 8 leaves
/// 32 registers per thread and spilled; 1 left one block per SM.
pub const OCCUPANCIES: [i64; 6] = [1, 2, 3, 4, 6, 8];

/// The (rows per block, `occupancy` hint) pairs tried with the persistent softmax and layernorm,
/// with a grid of OCC blocks per SM (2 * OCC was never faster, H200 2026-11-21). With the next
/// row block in flight while the block computes, OCC = 6 (40 registers) spilled for BM = 1, and
/// OCC = 4 (64) for BM = 2 (tileiras 13.4), so those are left out. Best there: BM=1, OCC=4
/// for bf16 layernorm (bf16 softmax now tunes to the one-tile kernel without TMA).
pub const PERSISTENT: [(i64, i64); 4] = [(1, 3), (1, 4), (2, 2), (2, 3)];

/// The rows per block and `occupancy` hints tried with `TMA=0` (the `tma` hint off: plain
/// vector loads and stores, 128 threads per block that all compute). Without TMA staging the
/// registers per thread are 64K / (128 * OCC), so low occupancies waste the SM; on the H200
/// (2026-11-22) these won f32 softmax and layernorm and bf16 softmax.
pub const NO_TMA: [(i64, i64); 8] = [(1, 3), (1, 4), (1, 6), (1, 8), (2, 3), (2, 4), (2, 6), (2, 8)];

/// The rows per block and `occupancy` hints tried with `TMA=0` and `STATIC=1` (the
/// `static_shapes` hint: a specialisation for the exact shape, whose tiles tileiras then
/// knows lie inside, so it drops their bounds checks). On the H200 (2026-11-22, bf16
/// 8192 x 4096) BM=1 OCC=8 reached 1.00x of Triton for softmax and layernorm, against 0.83x
/// and 0.73x with the shape taken at launch (bench/results/2026-11-22-h200-static-shapes).
/// (4, 6) and (2, 8) are what `row_plan` takes for 2-byte norm rows that fill part of their
/// tile (bench/results/2026-11-26-h100-rows-mid).
pub const STATIC_NO_TMA: [(i64, i64); 6] = [(1, 4), (1, 6), (1, 8), (2, 6), (2, 8), (4, 6)];

/// The (rows per block, `occupancy` hint) pairs tried with the persistent kernels and `TMA=0`.
pub const PERSISTENT_NO_TMA: [(i64, i64); 3] = [(1, 4), (1, 8), (2, 4)];

/// The swizzle group sizes tried for the best GEMM tile shape (8 is tried with every shape).
pub const GEMM_GROUPS: [i64; 3] = [1, 4, 16];

impl Op {
    /// The stdlib module and the name of the op's kernel (what the tuning key names; a
    /// configuration may pick another kernel of the module: [`Op::kernel_of`]).
    pub fn kernel(self) -> (&'static str, &'static str) {
        match self {
            Op::Add => ("elementwise", "add"),
            Op::Softmax => ("softmax", "softmax"),
            Op::LayerNorm => ("layernorm", "layernorm"),
            Op::RmsNorm => ("layernorm", "rmsnorm"),
            Op::Gemm => ("matmul", "matmul_grouped"),
        }
    }

    /// The stdlib module and kernel that `cfg` runs: for softmax and layernorm, `PB` > 0 (blocks
    /// per SM of a persistent grid) picks the persistent kernel.
    pub fn kernel_of(self, cfg: &Config) -> (&'static str, &'static str) {
        match self {
            Op::Softmax if cfg.get("PB") > 0 => ("softmax", "softmax_persistent"),
            Op::LayerNorm if cfg.get("PB") > 0 => ("layernorm", "layernorm_persistent"),
            _ => self.kernel(),
        }
    }

    /// The array arguments for a problem of `shape` in `dtype`, in parameter order.
    pub fn arrays(self, shape: &[usize], dtype: DType) -> Vec<ArrayDecl> {
        match self {
            Op::Add => {
                let n = vec![shape[0]];
                vec![
                    array("a", dtype, n.clone(), (-1.0, 1.0)),
                    array("b", dtype, n.clone(), (-1.0, 1.0)),
                    output("c", dtype, n),
                ]
            }
            // A range wide enough that exp() varies over orders of magnitude within a row.
            Op::Softmax => {
                vec![array("x", dtype, shape.to_vec(), (-8.0, 8.0)), output("y", dtype, shape.to_vec())]
            }
            Op::LayerNorm => vec![
                // An offset mean tests that the variance is computed from deviations.
                array("x", dtype, shape.to_vec(), (-1.0, 3.0)),
                array("w", dtype, vec![shape[1]], (0.5, 1.5)),
                array("b", dtype, vec![shape[1]], (-0.5, 0.5)),
                output("y", dtype, shape.to_vec()),
            ],
            Op::RmsNorm => vec![
                array("x", dtype, shape.to_vec(), (-1.0, 3.0)),
                array("w", dtype, vec![shape[1]], (0.5, 1.5)),
                output("y", dtype, shape.to_vec()),
            ],
            Op::Gemm => {
                let (m, n, k) = (shape[0], shape[1], shape[2]);
                vec![
                    array("A", dtype, vec![m, k], (-1.0, 1.0)),
                    array("B", dtype, vec![k, n], (-1.0, 1.0)),
                    output("C", dtype, vec![m, n]),
                ]
            }
        }
    }

    /// The `const` arguments of `cfg`, in parameter order (after the arrays). `PB` is a launch
    /// setting, not a kernel parameter.
    pub fn consts(self, cfg: &Config) -> Vec<ConstValue> {
        let mut out = Vec::new();
        match self {
            Op::LayerNorm => out.push(ConstValue::Float(LAYERNORM_EPS)),
            Op::RmsNorm => out.push(ConstValue::Float(RMSNORM_EPS)),
            _ => {}
        }
        out.extend(cfg.0.iter().filter(|(n, _)| n != "PB").map(|(_, v)| ConstValue::Int(*v)));
        out
    }

    /// The launch grid for `shape` under `cfg` on a GPU of `sms` multiprocessors. A persistent
    /// softmax or layernorm (`PB` > 0) gets `PB` blocks per SM, at most one per row block.
    pub fn grid(self, shape: &[usize], cfg: &Config, sms: u32) -> [u32; 3] {
        let cdiv = |a: usize, b: i64| a.div_ceil(b.max(1) as usize) as u32;
        match self {
            Op::Add => [cdiv(shape[0], cfg.get("T")), 1, 1],
            Op::Softmax | Op::LayerNorm | Op::RmsNorm => {
                let row_blocks = cdiv(shape[0], cfg.get("BM"));
                match cfg.get("PB") {
                    pb if pb > 0 => [row_blocks.min((pb as u32).saturating_mul(sms.max(1))).max(1), 1, 1],
                    _ => [row_blocks, 1, 1],
                }
            }
            Op::Gemm => [cdiv(shape[0], cfg.get("tm")) * cdiv(shape[1], cfg.get("tn")), 1, 1],
        }
    }

    /// The least work of one launch: each input read once and each output written once, or
    /// 2·M·N·K FLOPs.
    pub fn work(self, shape: &[usize], dtype: DType) -> Work {
        let s = dtype.size_bytes() as f64;
        match self {
            Op::Add => Work::Bytes(3.0 * shape[0] as f64 * s),
            Op::Softmax => Work::Bytes(2.0 * (shape[0] * shape[1]) as f64 * s),
            Op::LayerNorm => Work::Bytes((2 * shape[0] * shape[1] + 2 * shape[1]) as f64 * s),
            Op::RmsNorm => Work::Bytes((2 * shape[0] * shape[1] + shape[1]) as f64 * s),
            Op::Gemm => Work::Flops(2.0 * shape[0] as f64 * shape[1] as f64 * shape[2] as f64),
        }
    }

    /// The configuration used without tuning: the stdlib's own choices.
    pub fn default_config(self, shape: &[usize]) -> Config {
        match self {
            Op::Add => Config::of(&[("T", 4096)]),
            Op::Softmax | Op::LayerNorm | Op::RmsNorm => Config::of(&[("BM", 1), ("BN", row_tile(shape)), ("OCC", 4)]),
            Op::Gemm => Config::of(&[("tm", 128), ("tn", 128), ("tk", 64), ("G", 8)]),
        }
    }

    /// The configurations the tuner tries first. For the GEMM, the tile shapes with G = 8;
    /// [`gemm_groups`] adds the other group sizes for the best shape.
    pub fn space(self, shape: &[usize]) -> Vec<Config> {
        match self {
            Op::Add => [1024, 2048, 4096, 8192, 16384].iter().map(|&t| Config::of(&[("T", t)])).collect(),
            // Rows per block, and the blocks per SM the compiler is asked to fit (the
            // `occupancy` hint): without it tileiras gave these kernels 255 registers per
            // thread, one 256-thread block per SM, too few loads in flight to fill the
            // memory pipe (H200, 2026-11-21).
            // Then the persistent kernels (`PB` blocks per SM), which keep the next row
            // block's load in flight while they compute (2026-11-21: the one-tile bf16 kernels
            // reached 0.77x (softmax) and 0.86x (layernorm) of Triton's persistent ones).
            Op::Softmax | Op::LayerNorm => {
                let mut out = one_tile_rows(shape);
                for (bm, occ) in PERSISTENT {
                    out.push(Config::of(&[("BM", bm), ("BN", row_tile(shape)), ("OCC", occ), ("PB", occ)]));
                }
                for (bm, occ) in PERSISTENT_NO_TMA {
                    let cfg = [("BM", bm), ("BN", row_tile(shape)), ("OCC", occ), ("TMA", 0), ("PB", occ)];
                    out.push(Config::of(&cfg));
                }
                out
            }
            // The RMS norm has no persistent kernel.
            Op::RmsNorm => one_tile_rows(shape),
            Op::Gemm => gemm_tiles(),
        }
    }

    /// A shape small enough for the CPU executor whose arrays have the same [`ArrayFacts`]
    /// (every size and stride keeps a power-of-two divisor of at least 16), so the small run
    /// executes the very specialisation that is timed. Not a multiple of the tile sizes, so
    /// partial tiles are exercised.
    ///
    /// [`ArrayFacts`]: tile_lang::tir::ArrayFacts
    pub fn small_shape(self, shape: &[usize]) -> Vec<usize> {
        match self {
            // 8451 * 16: a partial last tile for every T in the space.
            Op::Add => vec![shape[0].min(135_216)],
            Op::Softmax | Op::LayerNorm | Op::RmsNorm => vec![shape[0].min(48), shape[1]],
            // 3 * 128: partial tiles for tm or tn = 256, and K of 6 or 12 steps.
            Op::Gemm => vec![shape[0].min(384), shape[1].min(384), shape[2].min(384)],
        }
    }
}

/// The one-tile row kernel's configurations for rows of `shape`: [`ROW_BLOCKS`] at every
/// [`OCCUPANCIES`] hint, then without TMA ([`NO_TMA`]) and without TMA for the exact shape
/// ([`STATIC_NO_TMA`], how the stdlib's host functions launch them).
fn one_tile_rows(shape: &[usize]) -> Vec<Config> {
    let bn = row_tile(shape);
    let mut out = Vec::new();
    for bm in ROW_BLOCKS {
        for occ in OCCUPANCIES {
            out.push(Config::of(&[("BM", bm), ("BN", bn), ("OCC", occ)]));
        }
    }
    for (bm, occ) in NO_TMA {
        out.push(Config::of(&[("BM", bm), ("BN", bn), ("OCC", occ), ("TMA", 0)]));
    }
    for (bm, occ) in STATIC_NO_TMA {
        out.push(Config::of(&[("BM", bm), ("BN", bn), ("OCC", occ), ("TMA", 0), ("STATIC", 1)]));
    }
    out
}

/// The row tile of the row kernels: the whole row, a power of two.
fn row_tile(shape: &[usize]) -> i64 {
    shape[1].next_power_of_two() as i64
}

/// The GEMM tile shapes tried: tm, tn in {64, 128, 256} and tk in {32, 64}, without 256x256
/// (a 256 KiB f32 accumulator: more than the register file) and 64x64 (too little reuse to
/// feed the tensor cores from memory); then the large tiles again with `W` = 8 worker warps
/// (`@hints(worker_warps=8)`: two consumer warpgroups, 384 threads, 168 registers each, where
/// one warpgroup spills a (128, 256) accumulator). H200, 2026-11-22: (128, 256, 32) with
/// W = 8 reached 0.90x (4096) and 1.00x (8192) of cuBLAS, the best W = 4 tile 0.83x and 0.94x
/// (bench/results/2026-11-22-h200-worker-warps).
fn gemm_tiles() -> Vec<Config> {
    let mut out = Vec::new();
    for tm in [64, 128, 256] {
        for tn in [64, 128, 256] {
            if (tm, tn) == (256, 256) || (tm, tn) == (64, 64) {
                continue;
            }
            for tk in [32, 64] {
                out.push(Config::of(&[("tm", tm), ("tn", tn), ("tk", tk), ("G", 8)]));
            }
        }
    }
    for (tm, tn) in [(128, 128), (128, 256), (256, 128)] {
        for tk in [32, 64] {
            out.push(Config::of(&[("tm", tm), ("tn", tn), ("tk", tk), ("G", 8), ("W", 8)]));
        }
    }
    out
}

/// The second tuning stage of the GEMM: `best` with the other swizzle group sizes.
pub fn gemm_groups(best: &Config) -> Vec<Config> {
    GEMM_GROUPS.iter().map(|&g| best.with("G", g)).collect()
}

/// Every configuration the tuner may compile for `op` (what `--dry-run` compiles): the
/// first-stage space, plus the group sizes of the default tile shape (the only second stage
/// known before timing).
pub fn all_configs(op: Op, shape: &[usize]) -> Vec<Config> {
    let mut out = op.space(shape);
    if op == Op::Gemm {
        out.extend(gemm_groups(&op.default_config(shape)));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_found() {
        for (i, b) in ALL.iter().enumerate() {
            assert!(ALL[..i].iter().all(|o| o.name != b.name), "{} twice", b.name);
            assert_eq!(find(b.name).map(|f| f.name), Some(b.name));
        }
        assert!(find("nope").is_none());
    }

    /// The runner finds the output as the last array, the inputs before it.
    #[test]
    fn the_output_is_the_last_array() {
        for b in ALL {
            let arrays = op_of(b).arrays(b.shape, b.dtype);
            assert!(arrays.last().is_some_and(|a| a.output), "{}", b.name);
            assert!(arrays[..arrays.len() - 1].iter().all(|a| !a.output), "{}", b.name);
        }
    }

    #[test]
    fn gemm_space_is_the_declared_one() {
        let space = Op::Gemm.space(&[4096, 4096, 4096]);
        assert_eq!(space.len(), 14 + 6);
        let eight: Vec<String> = space.iter().filter(|c| c.get("W") == 8).map(|c| c.to_string()).collect();
        assert_eq!(eight.len(), 6, "{eight:?}");
        assert!(eight.contains(&"tm=128,tn=256,tk=32,G=8,W=8".to_string()), "{eight:?}");
        assert!(space.iter().all(|c| [0, 8].contains(&c.get("W"))));
        let mut seen = std::collections::HashSet::new();
        for c in &space {
            assert!(seen.insert(c.clone()), "{c} twice");
            for p in ["tm", "tn", "tk"] {
                assert!(c.get(p) > 0 && (c.get(p) as u64).is_power_of_two(), "{c}");
            }
            assert_eq!(c.get("G"), 8);
            assert!([32, 64].contains(&c.get("tk")));
        }
        assert!(!space.iter().any(|c| c.get("tm") == 256 && c.get("tn") == 256));
        let groups = gemm_groups(&space[0]);
        assert_eq!(groups.iter().map(|c| c.get("G")).collect::<Vec<_>>(), [1, 4, 16]);
        assert!(groups.iter().all(|c| c.get("tm") == space[0].get("tm")));
        assert_eq!(all_configs(Op::Gemm, &[4096, 4096, 4096]).len(), 17 + 6);
    }

    #[test]
    fn every_space_holds_its_default_and_matches_the_kernel_parameters() {
        for b in ALL {
            let op = op_of(b);
            let def = op.default_config(b.shape);
            if b.kind != Kind::Launch {
                assert!(all_configs(op, b.shape).contains(&def), "{}: {def} not in its space", b.name);
            }
            let names: Vec<&str> = def.0.iter().map(|(n, _)| n.as_str()).collect();
            assert_eq!(op.kernel_of(&def), op.kernel(), "{}: the default is the op's kernel", b.name);
            let expected: &[&str] = match op {
                Op::Add => &["T"],
                Op::Softmax | Op::LayerNorm | Op::RmsNorm => &["BM", "BN", "OCC"],
                Op::Gemm => &["tm", "tn", "tk", "G"],
            };
            assert_eq!(names, expected, "{}", b.name);
        }
    }

    #[test]
    fn grids_cover_the_problem() {
        let cfg = Config::of(&[("tm", 128), ("tn", 256), ("tk", 64), ("G", 8)]);
        assert_eq!(Op::Gemm.grid(&[4096, 4096, 4096], &cfg, 132), [32 * 16, 1, 1]);
        assert_eq!(Op::Add.grid(&[1000], &Config::of(&[("T", 256)]), 132), [4, 1, 1]);
        assert_eq!(
            Op::Softmax.grid(&[8192, 4096], &Config::of(&[("BM", 2), ("BN", 4096)]), 132),
            [4096, 1, 1]
        );
        let persistent = Config::of(&[("BM", 2), ("BN", 4096), ("OCC", 4), ("PB", 4)]);
        assert_eq!(Op::Softmax.grid(&[8192, 4096], &persistent, 132), [528, 1, 1]);
        assert_eq!(Op::LayerNorm.grid(&[8192, 4096], &persistent, 132), [528, 1, 1]);
        // Never more blocks than row blocks.
        assert_eq!(Op::Softmax.grid(&[48, 4096], &persistent, 132), [24, 1, 1]);
    }

    #[test]
    fn pb_picks_the_persistent_kernel_and_is_no_kernel_parameter() {
        let one = Config::of(&[("BM", 2), ("BN", 4096), ("OCC", 4)]);
        let persistent = one.clone().with_entry("PB", 8);
        assert_eq!(Op::Softmax.kernel_of(&one), ("softmax", "softmax"));
        assert_eq!(Op::Softmax.kernel_of(&persistent), ("softmax", "softmax_persistent"));
        assert_eq!(Op::LayerNorm.kernel_of(&persistent), ("layernorm", "layernorm_persistent"));
        assert_eq!(Op::Softmax.consts(&persistent), Op::Softmax.consts(&one));
        assert_eq!(Op::LayerNorm.consts(&persistent).len(), 4);
        // TMA is a kernel parameter (after OCC); PB, even after it, is not.
        let no_tma = Config::of(&[("BM", 1), ("BN", 4096), ("OCC", 4), ("TMA", 0), ("PB", 4)]);
        assert_eq!(Op::Softmax.consts(&no_tma), [1, 4096, 4, 0].map(ConstValue::Int));
        let one_tile = ROW_BLOCKS.len() * OCCUPANCIES.len() + NO_TMA.len() + STATIC_NO_TMA.len();
        assert_eq!(Op::RmsNorm.space(&[10000, 1500]).len(), one_tile);
        for op in [Op::Softmax, Op::LayerNorm] {
            let space = op.space(&[8192, 4096]);
            let persistent: Vec<_> = space.iter().filter(|c| c.get("PB") > 0).collect();
            assert_eq!(persistent.len(), PERSISTENT.len() + PERSISTENT_NO_TMA.len());
            assert_eq!(space.len(), one_tile + persistent.len());
            let mut seen = std::collections::HashSet::new();
            assert!(space.iter().all(|c| seen.insert(c.clone())), "a configuration twice");
        }
    }

    #[test]
    fn work_counts_each_byte_once() {
        assert_eq!(Op::Add.work(&[1 << 28], DType::F32), Work::Bytes(3.0 * 4.0 * (1u64 << 28) as f64));
        assert_eq!(Op::Softmax.work(&[8192, 4096], DType::BF16), Work::Bytes(2.0 * 2.0 * 8192.0 * 4096.0));
        let (metric, v) = Op::Gemm.work(&[4096, 4096, 4096], DType::BF16).rate(0.2);
        assert_eq!(metric, "TFLOP/s");
        assert!((v - 687.19).abs() < 0.01, "{v}");
    }

    #[test]
    fn layernorm_passes_eps_first() {
        let c = Op::LayerNorm.consts(&Config::of(&[("BM", 1), ("BN", 4096)]));
        assert_eq!(c, [ConstValue::Float(LAYERNORM_EPS), ConstValue::Int(1), ConstValue::Int(4096)]);
    }
}
