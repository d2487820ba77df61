//! Print formats: TIR's `{}` holes as C printf conversions, which both GPU back ends hand to
//! the device's `printf`.

use tile_lang::DType;

/// TIR's `{}` holes as printf conversions for the operand dtypes, `%` escaped, and a newline:
/// a `print` is one line, as the CPU executor prints it.
pub fn printf_format(format: &str, dtypes: &[DType]) -> String {
    let mut out = String::with_capacity(format.len() + 8);
    let mut args = dtypes.iter();
    let mut rest = format;
    while let Some(pos) = rest.find("{}") {
        out.push_str(&escape(&rest[..pos]));
        out.push_str(args.next().map_or("{}", |&d| conversion(d)));
        rest = &rest[pos + 2..];
    }
    out.push_str(&escape(rest));
    out.push('\n');
    out
}

/// The printf conversion of a value of dtype `d`, as the back ends pass it (floats promoted to
/// double, narrow integers and bools to 32 bits).
pub fn conversion(d: DType) -> &'static str {
    match d {
        d if d.is_float() => "%f",
        DType::I64 => "%lld",
        DType::U64 => "%llu",
        d if d.is_unsigned_int() => "%u",
        _ => "%d",
    }
}

/// Literal text for a printf format (`%` doubled).
pub fn escape(text: &str) -> String {
    text.replace('%', "%%")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printf_holes_follow_dtypes() {
        assert_eq!(printf_format("x={} n={} 100%", &[DType::F32, DType::I64]), "x=%f n=%lld 100%%\n");
        assert_eq!(printf_format("{}{}", &[DType::U8, DType::Bool]), "%u%d\n");
    }
}
