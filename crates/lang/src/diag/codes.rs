//! Stable diagnostic codes.
//!
//! Codes are grouped by the stage that reports them: `E01xx` syntax, `E02xx` names and calls,
//! `E03xx` compile-time evaluation, `E04xx` shapes and dtypes, `E05xx` host code and launches,
//! `E09xx` internal errors. A code never changes meaning once released. Each code has a
//! one-line explanation here and a long one with examples in `explain/CODE.md`, which
//! `tile explain CODE` prints (see [`super::explain`]).

/// A stable diagnostic code such as `E0401`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Code(pub &'static str);

macro_rules! codes {
    ($($name:ident = $code:literal : $text:literal;)*) => {
        $(pub const $name: Code = Code($code);)*
        /// Every code with its one-line explanation, in code order.
        pub const ALL: &[(Code, &str)] = &[$((Code($code), $text),)*];
    };
}

codes! {
    SYNTAX = "E0100": "The parser found a token it did not expect here.";
    UNTERMINATED_STRING = "E0101": "A string literal runs to the end of the line without its closing quote.";
    INVALID_CHARACTER = "E0102": "A character that is not part of the language appears outside a string or comment.";
    BAD_DEDENT = "E0103": "A line is dedented to a column that matches no enclosing block.";
    MIXED_INDENT = "E0104": "Indentation mixes tabs and spaces; use spaces only.";
    INT_TOO_LARGE = "E0105": "An integer literal does not fit in 64 bits.";
    UNCLOSED_DELIMITER = "E0106": "An opening bracket, parenthesis or brace is never closed.";
    INVALID_TARGET = "E0107": "The left side of an assignment is not a name, a tuple of names or an element.";
    POSITIONAL_AFTER_KEYWORD = "E0108": "A positional argument follows a keyword argument.";
    INVALID_NUMBER = "E0109": "A numeric literal is malformed.";
    UNEXPECTED_INDENT = "E0110": "A line is indented more than the block it belongs to.";
    EXPECTED_BLOCK = "E0111": "A `:` that opens a block must be followed by an indented block.";
    FSTRING = "E0112": "An f-string is malformed: a `{` field that is never closed or holds no expression, a single `}` (write `}}`), an unknown conversion (only `!r`, `!s`, `!a`), or a field nested in the spec of a field that is itself inside a spec.";

    UNDEFINED_NAME = "E0200": "A name is used that is not defined in this scope.";
    UNKNOWN_FUNCTION = "E0201": "A call names a function that does not exist.";
    ARG_COUNT = "E0202": "A call passes the wrong number of arguments.";
    UNKNOWN_KEYWORD = "E0203": "A call passes a keyword argument the function does not take.";
    MISSING_ARGUMENT = "E0204": "A call leaves out a required argument.";
    DUPLICATE_DEFINITION = "E0205": "Two definitions (kernels, functions or parameters) share one name.";
    UNKNOWN_TYPE = "E0206": "A type annotation or dtype name is not known.";
    SCOPED_NAME = "E0207": "A name defined only inside a loop or one branch is used where it may not exist.";
    OUTSIDE_LOOP = "E0208": "`break` or `continue` appears outside a loop.";
    KERNEL_RETURN = "E0209": "A kernel returns a value; kernels communicate only through arrays.";
    RECURSION = "E0210": "A device function calls itself; device functions are inlined and cannot recurse.";
    NOT_CALLABLE = "E0211": "Something that is not a function is called, or a kernel is called directly.";
    UNKNOWN_ATTRIBUTE = "E0212": "A value has no attribute with this name.";
    DUPLICATE_ARGUMENT = "E0213": "The same argument is passed twice.";
    UNKNOWN_MODULE = "E0215": "An import names a module that is neither beside the file nor in the standard library.";
    UNSUPPORTED = "E0216": "A construct the language does not support in this position.";
    WRONG_CONTEXT = "E0214": "A builtin is used where it has no meaning (a tile builtin in host code or a host builtin in a kernel).";
    UNKNOWN_DECORATOR = "E0217": "A decorator name is not known; kernels take `@spec(...)` and `@hints(...)`.";
    KERNEL_DECORATOR = "E0218": "A kernel decorator (`@spec` or `@hints`) stands before a `def`; only kernels take them.";
    UNKNOWN_HINT = "E0219": "An `@hints` argument does not name a known optimisation hint (the hints are: `occupancy`, `num_ctas`, `worker_warps`, `tma`, `static_shapes`).";
    DUPLICATE_HINT = "E0220": "A kernel gives the same optimisation hint twice (in one `@hints` or across several).";
    CONFLICTING_ARGUMENTS = "E0221": "A call passes arguments that exclude each other: `max` or `min` of two or more operands (their elementwise extremum) with `axis=` or `keepdims=`, which belong to the reduction of one operand.";

    NOT_CONSTANT = "E0300": "A value that must be known at compile time depends on run-time data.";
    STATIC_ASSERT = "E0301": "A `static_assert` evaluated to false.";
    MISSING_CONST = "E0302": "A kernel's `const` parameter has no value in this specialisation.";
    CONST_DIV_ZERO = "E0303": "A compile-time division or remainder by zero.";
    CONST_OVERFLOW = "E0304": "A compile-time integer computation overflows 64 bits.";
    BAD_SPEC = "E0305": "A specialisation (`@spec` or `--spec`) does not match the kernel's parameters.";
    BAD_HINT = "E0306": "An `@hints` value (or a `load`'s `latency=` or `allow_tma=`) is not a compile-time integer or bool (a number, `True`/`False`, a `const` parameter or an expression of these; for `static_shapes`, a literal or a `const` parameter).";
    HINT_RANGE = "E0307": "An `@hints` value (or a `load`'s `latency=`, 1 to 10) is outside the range the hint takes (`occupancy`: 1 to 32 blocks per SM; `num_ctas`: a power of two, 1 to 16; `worker_warps`: 4 or 8; `tma`: 0 or 1; `static_shapes`: 0 or 1).";

    TYPE_MISMATCH = "E0400": "A value has a different kind or dtype than the operation needs.";
    BROADCAST = "E0401": "Two tile shapes cannot be broadcast together.";
    NOT_POWER_OF_TWO = "E0402": "A tile dimension is not a power of two, as CUDA Tile IR requires.";
    MMA_SHAPE = "E0403": "The operands of `mma` do not form (M, K) x (K, N) + (M, N).";
    MMA_DTYPE = "E0404": "`mma` does not support this combination of input and accumulator dtypes.";
    AXIS_RANGE = "E0405": "An axis is out of range for the tile's rank.";
    INDEX_RANK = "E0406": "A tile index has a different number of coordinates than the array has dimensions.";
    SHAPE_RANK = "E0407": "A tile shape has a different rank than the array it loads from or stores to.";
    LOOP_CARRIED = "E0408": "A value carried around a loop changes its shape or dtype in the loop body.";
    BRANCH_TYPES = "E0409": "A value assigned in the branches of an `if` has different types in different branches.";
    DTYPE_NOT_ALLOWED = "E0410": "An operation does not accept operands of this dtype.";
    RESHAPE_SIZE = "E0411": "A reshape changes the number of elements.";
    BAD_PERMUTATION = "E0412": "A permutation is not a rearrangement of the tile's axes.";
    STORE_MISMATCH = "E0413": "A stored tile's shape or dtype does not fit the array.";
    CONDITION_TYPE = "E0414": "A condition is not a boolean scalar.";
    NO_PROMOTION = "E0415": "Two dtypes have no common type under the promotion rules.";
    TILE_TOO_LARGE = "E0416": "A tile has more elements than the compiler supports.";
    CAT_SHAPE = "E0417": "Tiles joined with `cat` differ in a dimension other than the joined axis.";
    BAD_PADDING = "E0418": "A padding mode is not one of zero, neg_inf, pos_inf, nan, undetermined.";
    EXPECTED_SCALAR = "E0419": "A scalar (a rank-0 tile or number) is required here.";
    EXPECTED_ARRAY = "E0420": "An array is required here.";
    EXPECTED_TILE = "E0421": "A tile is required here.";
    UNPACK_ARITY = "E0422": "Multiple assignment unpacks a different number of values than it assigns.";
    EXTRACT_SHAPE = "E0423": "An `extract` sub-tile shape does not evenly divide the tile.";
    BAD_SHAPE = "E0424": "A shape is not a tuple of positive compile-time integers.";
    INT_DIV_ZERO = "E0425": "Integer division or remainder by a constant zero.";
    BAD_MEMORY_ORDER = "E0426": "An `atomic_add`'s `memory_order=` is not one of relaxed, acquire, release, acq_rel.";

    NOT_A_KERNEL = "E0500": "`launch` is given something that is not a kernel.";
    LAUNCH_ARGS = "E0501": "A launch passes a different number of arguments than the kernel takes.";
    BAD_GRID = "E0502": "A launch grid is not one to three positive integers.";
    LAUNCH_ARG_TYPE = "E0503": "A launch argument does not fit the kernel parameter's declared type.";
    DIM_MISMATCH = "E0504": "Arrays that share a named dimension in the kernel signature have different sizes.";
    ASSERT_FAILED = "E0505": "A host `assert` failed when the program ran: its condition was false.";
    INDEX_RANGE = "E0506": "An index or slice is out of range for the array, tuple or list it selects from.";
    LAUNCH_FAILED = "E0507": "A kernel stopped with an error while it ran: an access outside an array, a failed `assert` in the kernel, or another run-time trap.";
    IO_ERROR = "E0508": "A file could not be read or written (a script, `load_npy`, `save_npy`).";
    DEVICE = "E0509": "The requested device is not available in this build or on this machine, or an array lives on another device than the launch.";
    HOST_VALUE = "E0510": "A host operation got a value it cannot work with when the program ran (a negative size, an unsupported dtype, an integer overflow, ...), or a function registered by the embedding application reported an error.";
    INTERRUPTED = "E0511": "The program was interrupted (Ctrl-C) while it ran; the session keeps its values.";
    SCALAR_RANGE = "E0512": "A number passed to a run-time scalar kernel parameter is not a value of its dtype: an integer outside the dtype's range, a float for an integer or bool, or a number that would overflow a narrow float.";
    BACKEND_UNSUPPORTED = "E0513": "The GPU back end in use cannot compile an operation of this kernel (the NVVM back end: tiles needing more shared memory than a block has); another back end can (`--backend tileir`).";
    FORMAT_SPEC = "E0514": "A format spec (after `:` in an f-string field, or the second argument of `format`) is malformed or does not suit the value: a float with an integer type such as `d`, a string with a sign or a number type, precision with an integer type, a spec for a value that is not a number or string.";
    BAD_BACKEND = "E0515": "A back end named by `--backend`, `TILE_BACKEND` or a launch's `backend=` does not exist in this build.";
    EMBED_INVALID = "E0520": "An embedding application passed something invalid through the C or Python interface: a null pointer, a freed or unknown handle, a malformed DLPack tensor, an argument of an unknown kind, or CUDA memory marked read-only (device memory is lent writable only).";

    UNSPECIALISED = "W0001": "A kernel was checked only in part: a parameter its annotations leave open (a `const` without a default, an `array` without dtype and rank) has no value, because nothing launches the kernel or its launch passes arguments known only at run time.";
    LATE_GLOBAL = "W0002": "A kernel defined in a session reads a name that is not defined yet: it must be a host global by the time the kernel is launched.";
    GRID_AXIS_UNREAD = "W0003": "A launch's grid has several blocks along an axis the kernel never reads (`bid(axis)`, `num_blocks(axis)`): those blocks all compute and store the same tiles.";
    GRID_TOO_SMALL = "W0004": "A launch's grid has fewer blocks along an axis than an array has tiles along the dimension the kernel stores with `bid(axis)` as the tile index: the rest of that array is never written.";
    SPILLS = "W0005": "A kernel's GPU code spills registers to local memory (64 bytes or more per thread), which usually makes it several times slower: its tile is too large for the registers each thread has.";

    INTERNAL = "E0900": "An internal compiler error: a bug in tile, not in the program.";
    VERIFIER = "E0901": "The TIR verifier rejected IR produced by the compiler: a bug in tile.";
    TIR_PARSE = "E0902": "TIR text could not be parsed.";
}

/// The explanation registered for a code, if the code exists.
pub fn explain(code: &str) -> Option<&'static str> {
    ALL.iter().find(|(c, _)| c.0.eq_ignore_ascii_case(code)).map(|(_, t)| *t)
}

#[cfg(test)]
mod tests {
    use super::ALL;

    /// The code table in the language reference says what `tile explain` says.
    #[test]
    fn the_language_reference_lists_every_code_as_registered() {
        let doc = include_str!("../../../../docs/language.md");
        for (code, text) in ALL {
            let row = doc.lines().find(|l| l.starts_with(&format!("| `{}` |", code.0)));
            let row = row.unwrap_or_else(|| panic!("docs/language.md has no row for {}", code.0));
            assert!(
                row.ends_with(&format!("| {text} |")),
                "docs/language.md's row for {} differs:\n{row}\nregistered: {text}",
                code.0
            );
        }
    }
}
