//! What `help(name)` shows for a builtin: its signature and one paragraph, for every host and
//! kernel builtin, in one table.
//!
//! The parameter tables the checker binds calls with (`sema::HOST_BUILTINS`,
//! `sema::KERNEL_BUILTINS`) stay the authority on names; a test checks that every builtin
//! there has an entry here whose signature names the same parameters in the same order.
//! A default shown in a signature (`dtype=f32`) is documentation; the checker applies it.

/// Where a builtin can be called.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// Host code (top-level statements and host `def`s).
    Host,
    /// Kernels and the `def`s they call.
    Kernel,
}

impl Place {
    pub fn describe(self) -> &'static str {
        match self {
            Place::Host => "host builtin",
            Place::Kernel => "kernel builtin",
        }
    }
}

/// One builtin's documentation.
#[derive(Clone, Copy, Debug)]
pub struct BuiltinDoc {
    pub place: Place,
    /// `name(param, option=default, *rest)`.
    pub signature: &'static str,
    pub doc: &'static str,
}

impl BuiltinDoc {
    /// The name the signature starts with.
    pub fn name(&self) -> &'static str {
        self.signature.split('(').next().unwrap_or(self.signature)
    }

    /// The parameters as the builtin tables spell them: `name`, `name=` (optional), `*name`.
    pub fn params(&self) -> Vec<String> {
        let inside = self.signature.split_once('(').map_or("", |(_, rest)| rest.trim_end_matches(')'));
        split_top_level(inside)
            .into_iter()
            .filter(|p| !p.is_empty())
            .map(|p| match p.split_once('=') {
                Some((name, _)) => format!("{}=", name.trim()),
                None => p.to_string(),
            })
            .collect()
    }
}

/// Splits at commas outside brackets and quotes.
fn split_top_level(text: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start, mut quoted) = (0i32, 0, false);
    for (i, c) in text.char_indices() {
        match c {
            '"' | '\'' => quoted = !quoted,
            '(' | '[' if !quoted => depth += 1,
            ')' | ']' if !quoted => depth -= 1,
            ',' if depth == 0 && !quoted => {
                parts.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(text[start..].trim());
    parts
}

/// The entries for `name` (a name may be both a host and a kernel builtin).
pub fn builtin_docs(name: &str) -> impl Iterator<Item = &'static BuiltinDoc> + '_ {
    BUILTIN_DOCS.iter().filter(move |d| d.name() == name)
}

use Place::{Host, Kernel};

macro_rules! docs {
    ($($place:ident $sig:literal $doc:literal;)*) => {
        /// Every builtin's signature and paragraph, host builtins first.
        pub const BUILTIN_DOCS: &[BuiltinDoc] = &[$(BuiltinDoc { place: $place, signature: $sig, doc: $doc },)*];
    };
}

docs! {
    Host "zeros(shape, dtype=f32)" "A new contiguous array of `shape` (a tuple of non-negative ints) filled with 0.";
    Host "ones(shape, dtype=f32)" "A new contiguous array of `shape` filled with 1.";
    Host "empty(shape, dtype=f32)" "A new contiguous array of `shape` whose contents are unspecified; write every element before reading it.";
    Host "scratch(shape, dtype=f32)" "The session's one array of `shape` and `dtype` on this device: zeroed when first made, then handed out again by every call, as the last kernel left it (a run that fails forgets them all). For kernels that pass partial results or counters between blocks and leave the counters at zero.";
    Host "full(shape, value, dtype=f32)" "A new contiguous array of `shape` filled with `value` (the dtype defaults to i32 for an int value, bool for a bool, else f32).";
    Host "zeros_like(a, dtype=None)" "A new array of zeros with `a`'s shape and (unless `dtype` is given) its dtype.";
    Host "ones_like(a, dtype=None)" "A new array of ones with `a`'s shape and (unless `dtype` is given) its dtype.";
    Host "empty_like(a, dtype=None)" "A new array with `a`'s shape and (unless `dtype` is given) its dtype; contents unspecified.";
    Host "full_like(a, value, dtype=None)" "A new array with `a`'s shape and (unless `dtype` is given) its dtype, filled with `value`.";
    Host "arange(start, stop=None, step=1, dtype=i64)" "`start, start + step, ...` below `stop`; `arange(n)` is `0 .. n-1`. i64 by default as in NumPy, f32 when an argument is a float.";
    Host "linspace(start, stop, num, dtype=f32)" "`num` evenly spaced values from `start` to `stop`, both included.";
    Host "rand(shape, dtype=f32, seed=None)" "Uniform random values in [0, 1), drawn in f32 and rounded to the float `dtype`. The same shape, dtype and seed give the same values everywhere (xoshiro256++ seeded through SplitMix64); without `seed` the values are fresh.";
    Host "randn(shape, dtype=f32, seed=None)" "Standard normal random values, drawn in f32 and rounded to the float `dtype`; seeded like `rand`.";
    Host "randint(low, high, shape, dtype=i64, seed=None)" "Random integers uniform in [low, high) (`high` excluded) of an integer `dtype` the range fits; seeded like `rand`, so a seed gives the same values everywhere.";
    Host "array(data, dtype=f32)" "An array from a number or nested lists/tuples of numbers: `array([[1, 2], [3, 4]], dtype=f32)`.";
    Host "load_npy(path)" "Reads a NumPy `.npy` file (bool, i8-u64, f16, f32, f64) into a new array.";
    Host "save_npy(path, a)" "Writes `a` to a NumPy `.npy` file; bf16 and fp8 have no NumPy dtype (convert with `astype` first), tf32 is saved as f32.";
    Host "astype(a, dtype)" "A new contiguous array with `a`'s values converted to `dtype`; also the method `a.astype(dtype)`.";
    Host "reshape(a, shape)" "The same elements in row-major order with a new shape (E0411 if the element count differs); a view when `a` is contiguous, else a copy.";
    Host "transpose(a, axes=None)" "A view with the axes reversed, or permuted by `axes` (`transpose(x, (0, 2, 1))`); also `a.T`.";
    Host "copy(a)" "A contiguous copy of `a` (also `a.copy()`).";
    Host "to_cpu(a)" "A copy of `a` in host memory (an array already there is returned as it is).";
    Host "to_gpu(a)" "A copy of `a` on the GPU (an array already there is returned as it is); E0509 in a session on the CPU.";
    Host "exp(x)" "e to the power of each element of an array, or of a number.";
    Host "exp2(x)" "2 to the power of each element of an array, or of a number.";
    Host "log(x)" "The natural logarithm, elementwise on an array or of a number.";
    Host "log2(x)" "The base-2 logarithm, elementwise on an array or of a number.";
    Host "sqrt(x)" "The square root, elementwise on an array or of a number.";
    Host "rsqrt(x)" "`1 / sqrt(x)`, elementwise on an array or of a number.";
    Host "sin(x)" "The sine (radians), elementwise on an array or of a number.";
    Host "cos(x)" "The cosine (radians), elementwise on an array or of a number.";
    Host "tanh(x)" "The hyperbolic tangent, elementwise on an array or of a number.";
    Host "sigmoid(x)" "`1 / (1 + exp(-x))`, elementwise on an array or of a number.";
    Host "erf(x)" "The error function, elementwise on an array or of a number.";
    Host "abs(x)" "The absolute value, elementwise on an array or of a number.";
    Host "floor(x)" "Rounds down, elementwise on an array or of a number.";
    Host "ceil(x)" "Rounds up, elementwise on an array or of a number.";
    Host "maximum(x, y)" "The larger of `x` and `y`, elementwise with broadcasting.";
    Host "minimum(x, y)" "The smaller of `x` and `y`, elementwise with broadcasting.";
    Host "pow(x, y)" "`x ** y`, elementwise with broadcasting.";
    Host "where(cond, x, y)" "Elements of `x` where `cond` is true and of `y` elsewhere; all three broadcast together.";
    Host "sum(a, axis=None, keepdims=False)" "The sum along `axis`, or of every element (a number) when `axis` is None; accumulated in f64.";
    Host "prod(a, axis=None, keepdims=False)" "The product along `axis`, or of every element when `axis` is None.";
    Host "mean(a, axis=None, keepdims=False)" "The mean along `axis`, or of every element; the mean of integers is f32.";
    Host "var(a, axis=None, keepdims=False)" "The population variance (divides by n) along `axis`, or of every element.";
    Host "max(a, b=None, axis=None, keepdims=False)" "With one array, the largest element (along `axis` if given); with two or more numbers or arrays, the largest of each group of elements, like `maximum(maximum(a, b), c)` (`axis=` beside them is E0221).";
    Host "min(a, b=None, axis=None, keepdims=False)" "With one array, the smallest element (along `axis` if given); with two or more numbers or arrays, the smallest of each group of elements, like `minimum(minimum(a, b), c)` (`axis=` beside them is E0221).";
    Host "argmax(a, axis=None)" "The i64 index of the first largest element (of the flattened array, or along `axis`).";
    Host "argmin(a, axis=None)" "The i64 index of the first smallest element (of the flattened array, or along `axis`).";
    Host "bincount(x, minlength=0)" "How often each value 0, 1, ... occurs in the 1-D array `x` of non-negative integers: an i64 array of length `max(x) + 1`, or `minlength` if that is larger.";
    Host "unique(x)" "The distinct values of `x` (all its elements), sorted, as a 1-D array of its dtype; every NaN counts as one value.";
    Host "sort(x, axis=-1)" "A sorted copy of `x` along `axis` (the last by default; `axis=None` sorts all elements into a 1-D array); stable, NaN last, as in NumPy.";
    Host "allclose(a, b, rtol=1e-5, atol=1e-8)" "True when `abs(a - b) <= atol + rtol * abs(b)` for every element (shapes broadcast, compared in f64; NaN is never close).";
    Host "max_abs_diff(a, b)" "The largest `abs(a - b)` as a float (f64); NaN if any element is NaN.";
    Host "print(*args, sep=\" \", end=\"\\n\")" "Prints `str` of each argument separated by `sep`, then `end`; arrays print like NumPy, large ones summarised.";
    Host "len(x)" "The number of elements of a tuple, list, string or range, or the size of an array's first axis.";
    Host "range(*args)" "`range(stop)`, `range(start, stop)` or `range(start, stop, step)`: the integers a `for` loop walks.";
    Host "int(x)" "`x` as an integer (a float is truncated toward zero; a bool is 0 or 1); also the dtype i32 in `dtype=int`.";
    Host "float(x)" "`x` as a float; also the dtype f32 in `dtype=float`.";
    Host "cdiv(a, b)" "Ceiling division of integers, `(a + b - 1) // b` for positive `b`: the number of tiles of size `b` that cover `a`.";
    Host "backend()" "The back end that compiles this session's kernels for the GPU, `\"tileir\"` or `\"nvvm\"`, or `\"cpu\"` when kernels run on the CPU executor: library host functions pick tiles each back end can lower.";
    Host "trace_launches(on=True)" "From now on (with `on=False`, no longer) each launch prints a line before it runs: `launch KERNEL(ARGS) grid=(...)`, each array argument with its dtype and shape (and `strides=`, in elements, where it is not a contiguous row-major array), each `const` with its value, and a back end the launch named. Shows what a host function such as `gemm` launches for a shape; on a GPU a traced launch does not take the fast path of a repeated launch.";
    Host "backends()" "The back ends a launch may name with `backend=` on this session's GPU, as a tuple of strings: its own and each other whose toolchain is installed here; `()` when kernels run on the CPU executor.";
    Host "sm_count()" "The streaming multiprocessors of this session's GPU (132 on an H100 SXM or H200): how many blocks run at once, one an SM, for host code that sizes its grids in rounds of blocks, as `gemm` does. On the CPU executor 132, those of the GPU the stdlib's heuristics were measured on, so that host code launches there as it would on that GPU.";
    Host "tuned(kernel, shape, dtype)" "The configuration `tile bench` remembered for the stdlib kernel `\"module.kernel\"` at `shape` and `dtype` on this session's GPU and back end, as `(name, value)` pairs (`tile bench gemm_bf16_4096 --shape MxNxK` tunes one; `gemm` takes it); `()` when none was, and on the CPU executor. The store is read once per session.";
    Host "cached(f, *args)" "`f(*args)` for the host function `f`, computed once per distinct argument list and remembered for the session: later calls with equal arguments return the remembered result without running `f`; keyword arguments go to `f` and count by name and value. Numbers, strings, dtypes, tuples and lists count by value, functions and kernels by what they name, an array by its layout (dtype, shape, strides, device), never its contents; the table also keys the back end and the GPU, and forgets everything when a definition changes. For decisions made from shapes and layouts, such as the stdlib `gemm`'s launch plan: `f` must not launch (an error while it computes) nor return an array, and should read nothing but its arguments' values and layouts.";
    Host "next_pow2(n)" "The smallest power of two at least `n` (1 for `n <= 1`): the tile width that covers rows of `n` columns, e.g. `next_pow2(777)` is 1024.";
    Host "launch(kernel, grid, args, backend=None)" "Runs `kernel` once per block of `grid` (one to three positive ints) with `args` matching its parameters in order, `const` parameters included; checks and specialises the kernel for these arguments first. On a GPU, `backend=\"nvvm\"` or `\"tileir\"` compiles this launch with that back end instead of the session's (one of `backends()`); the CPU executor runs every launch alike.";
    Host "time()" "The wall-clock time in seconds (a float), for measuring.";
    Host "bench(f, repeat=10, warmup=1, flush=True, label=None)" "Evaluates the expression `f` `warmup` times (on a GPU, with `warmup` of 1 or more, again until 25 ms have passed since the first run, which may have compiled the kernel, so that its clocks are up), then `repeat` times timed; prints the median, min and max, and the clock, and returns the median in seconds: `bench(launch(k, grid=g, args=a))`. On a GPU, CUDA events time each run from its first queued operation to its last, with the L2 cache evicted before it unless `flush=False`; on the CPU the host clock times it. `label=` names the measurement in the printed line and in `tile bench FILE`'s table (default: the expression's text).";
    Host "str(x=\"\")" "Python's `str` of any value: a number's repr, a string itself, an array as `print` shows it.";
    Host "format(value, spec=\"\")" "`value` formatted with Python's format-spec mini-language (`[[fill]align][sign][#][0][width][,|_][.precision][type]`), as in an f-string field: `format(x, \".3f\")`, `format(n, \">8,d\")`.";

    Kernel "bid(axis)" "This block's index in the grid along axis 0, 1 or 2 (an i32 scalar).";
    Kernel "num_blocks(axis)" "The grid's size along axis 0, 1 or 2 (an i32 scalar).";
    Kernel "num_tiles(array, axis, shape)" "How many tiles of `shape` cover `array` along `axis`: `cdiv(array.shape[axis], shape[axis])`.";
    Kernel "cdiv(a, b)" "Ceiling division of integers; constants fold at compile time.";
    Kernel "load(array, index, shape, padding=zero, latency=None, allow_tma=None, order='C')" "The tile at tile index `index` of `array` partitioned into tiles of `shape` (constant powers of two, one per array dimension); elements past the array's edge read as `padding` (`zero`, `neg_inf`, `pos_inf`, `nan`, `undetermined`). `order` views the array with its axes permuted before it is partitioned (`'F'` reverses them, a tuple such as `(0, 2, 1)` permutes them; `shape` and `index` are then in the view's axes): a transposed tile read in the array's memory order. `latency` (1 to 10: how far the data is expected to be, so how early to issue the load) and `allow_tma` (`True`/`False`: whether the Tensor Memory Accelerator may move this tile, overriding the kernel's `tma` hint) are compile-time scheduling hints for the CUDA Tile IR back end; they change no value.";
    Kernel "store(array, index, tile)" "Writes `tile` (the array's rank and dtype) at tile index `index` of `array`; elements past the edge are skipped.";
    Kernel "atomic_add(array, index, tile, memory_order=relaxed)" "Adds `tile` into `array` at tile index `index` atomically and returns the old values. `memory_order` (`relaxed`, `acquire`, `release`, `acq_rel`) orders the block's other accesses around it, at device scope.";
    Kernel "mma(a, b, acc)" "`a @ b + acc` on the tensor cores: `a: (M, K)`, `b: (K, N)`, `acc: (M, N)` (or with one leading batch dimension), accumulating in `acc`'s dtype.";
    Kernel "full(shape, value, dtype=None)" "A tile of `shape` (constant powers of two) filled with `value`; the dtype defaults to the value's (i32 for an int, f32 for a float).";
    Kernel "zeros(shape, dtype=f32)" "A tile of `shape` filled with 0.";
    Kernel "ones(shape, dtype=f32)" "A tile of `shape` filled with 1.";
    Kernel "arange(n, dtype=i32)" "The tile `[0, 1, ..., n-1]`; `n` is a constant power of two.";
    Kernel "sum(x, axis=None, keepdims=False)" "The sum along `axis` (or of every element, a scalar, when `axis` is None); `keepdims=True` keeps the axis with size 1.";
    Kernel "prod(x, axis=None, keepdims=False)" "The product along `axis` (or of every element).";
    Kernel "max(x, y=None, axis=None, keepdims=False)" "With one tile, the maximum along `axis` (pass it by keyword); with two or more operands, the elementwise largest, like `maximum(maximum(x, y), z)` (`axis=` beside them is E0221).";
    Kernel "min(x, y=None, axis=None, keepdims=False)" "With one tile, the minimum along `axis` (pass it by keyword); with two or more operands, the elementwise smallest, like `minimum(minimum(x, y), z)` (`axis=` beside them is E0221).";
    Kernel "argmax(x, axis=None, keepdims=False)" "The i32 index of the first maximum along `axis`.";
    Kernel "argmin(x, axis=None, keepdims=False)" "The i32 index of the first minimum along `axis`.";
    Kernel "cumsum(x, axis=0, reverse=False)" "The inclusive running sum along `axis` (from the end with `reverse=True`).";
    Kernel "cumprod(x, axis=0, reverse=False)" "The inclusive running product along `axis` (from the end with `reverse=True`).";
    Kernel "exp(x)" "e to the power of each element; integer tiles are computed in f32.";
    Kernel "truediv(x, y, rounding=nearest_even, flush_to_zero=False)" "`x / y`. With `rounding=approx, flush_to_zero=True` (constants) the GPU's fast division: computed in f32 within 2 ulp, subnormal operands and results flushed to zero, for f32, f16 and bf16 tiles; the CPU divides exactly and flushes the same way. Other combinations are refused.";
    Kernel "exp2(x, flush_to_zero=False)" "2 to the power of each element; with `flush_to_zero=True` (a constant) results below f32's smallest normal are zero and the GPU uses one special-function instruction.";
    Kernel "log(x)" "The natural logarithm of each element.";
    Kernel "log2(x)" "The base-2 logarithm of each element.";
    Kernel "sqrt(x)" "The square root of each element.";
    Kernel "rsqrt(x)" "`1 / sqrt(x)` of each element.";
    Kernel "sin(x)" "The sine of each element (radians).";
    Kernel "cos(x)" "The cosine of each element (radians).";
    Kernel "tan(x)" "The tangent of each element (radians).";
    Kernel "tanh(x)" "The hyperbolic tangent of each element.";
    Kernel "sigmoid(x)" "`1 / (1 + exp(-x))` of each element.";
    Kernel "erf(x)" "The error function of each element.";
    Kernel "abs(x)" "The absolute value of each element.";
    Kernel "floor(x)" "Each element rounded down.";
    Kernel "ceil(x)" "Each element rounded up.";
    Kernel "pow(x, y)" "`x ** y` elementwise, with broadcasting.";
    Kernel "minimum(x, y)" "The smaller of `x` and `y`, elementwise with broadcasting.";
    Kernel "maximum(x, y)" "The larger of `x` and `y`, elementwise with broadcasting.";
    Kernel "where(cond, x, y)" "Elements of `x` where the bool tile `cond` is true and of `y` elsewhere; all three broadcast and `x`, `y` promote (a Python number is weak).";
    Kernel "astype(x, dtype)" "`x` converted to `dtype` (also `f32(x)` and every other dtype name called on one value).";
    Kernel "reshape(x, shape)" "The same elements in row-major order in a new shape of the same size (E0411).";
    Kernel "permute(x, axes)" "Reorders the axes: result axis `i` is `x`'s axis `axes[i]` (E0412).";
    Kernel "transpose(x, axis0=None, axis1=None)" "Reverses all axes, or swaps `axis0` and `axis1`.";
    Kernel "expand_dims(x, axis)" "Inserts an axis of size 1 at `axis`.";
    Kernel "broadcast_to(x, shape)" "`x` broadcast to `shape` by the broadcasting rules.";
    Kernel "cat(tiles, axis=0)" "Joins two tiles `(a, b)` of equal shape along `axis` (E0417); the joined size stays a power of two.";
    Kernel "extract(x, index, shape)" "The sub-tile of `shape` at sub-tile index `index` of `x`; `shape` must divide `x`'s shape (E0423).";
    Kernel "static_assert(cond, message=None)" "Fails the check with `message` (E0301) when the compile-time condition `cond` is false.";
    Kernel "print(*args)" "Prints from the kernel: a format string with `{}` holes and one value per hole (`print(\"x = {}\", x)`), or the values separated by spaces.";
    Kernel "len(x)" "The length of a tuple, or the size of a tile's or array's first axis.";
    Kernel "range(*args)" "`range(stop)`, `range(start, stop)` or `range(start, stop, step)`: only as the iterable of a `for` loop.";
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sema::{HOST_BUILTINS, KERNEL_BUILTINS};

    fn check_table(place: Place, table: &[(&str, &[&str])]) {
        for (name, params) in table {
            let doc = builtin_docs(name).find(|d| d.place == place);
            let doc = doc.unwrap_or_else(|| panic!("{} `{name}` has no entry in BUILTIN_DOCS", place.describe()));
            assert_eq!(doc.params(), params.iter().map(|p| p.to_string()).collect::<Vec<_>>(), "the signature of {} `{name}`", place.describe());
            assert!(doc.doc.ends_with('.') && doc.doc.len() > 20, "{} `{name}` needs a real paragraph", place.describe());
        }
    }

    #[test]
    fn every_builtin_has_a_signature_and_a_paragraph() {
        check_table(Place::Host, HOST_BUILTINS);
        check_table(Place::Kernel, KERNEL_BUILTINS);
    }

    #[test]
    fn every_entry_documents_a_builtin() {
        for d in BUILTIN_DOCS {
            let table: &[(&str, &[&str])] = if d.place == Place::Host { HOST_BUILTINS } else { KERNEL_BUILTINS };
            assert!(table.iter().any(|(n, _)| *n == d.name()), "`{}` is documented but is no {}", d.name(), d.place.describe());
        }
    }

    #[test]
    fn signatures_split_into_table_parameters() {
        let d = BuiltinDoc { place: Place::Host, signature: "print(*args, sep=\" \", end=\"\\n\")", doc: "" };
        assert_eq!(d.params(), ["*args", "sep=", "end="]);
        let d = BuiltinDoc { place: Place::Host, signature: "f(a, b=(1, 2), c=[3, 4])", doc: "" };
        assert_eq!(d.params(), ["a", "b=", "c="]);
    }
}
