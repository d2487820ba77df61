//! Formatting for the `print` op.
//!
//! `print "fmt", %a, %b` replaces each `{}` of the format, in order, with an operand (there
//! are no escapes: the front end counts `{}` the same way). Values print as Python would:
//!
//! * integers in decimal, bools as `True`/`False`;
//! * floats with the shortest digits that round-trip *in their own dtype* (so an f16 0.1 prints
//!   `0.1`, not the f32 expansion of the f16 value), in Python's `repr` layout: positional
//!   for exponents -4 ..= 15 (`0.001`, `1.0`), scientific otherwise (`1e-05`, `1e+16`), and
//!   `nan`, `inf`, `-inf`;
//! * tiles like NumPy, compactly (no column alignment): `[1.0 2.0]`, nested rows on their own
//!   lines indented under the opening bracket; tiles of more than 1000 elements show the first
//!   and last 3 entries of each long dimension around `...` ([`tile_text`], which the GPU back
//!   ends share).

use tile_lang::tile_text::{self, Piece};
use tile_lang::tir::TileType;
use tile_lang::DType;

use super::formats::{self, Fp8};
use super::tile::Buf;

/// The text of one `print`: `pieces` are the format split at `{}` (one more than values).
pub(crate) fn print(pieces: &[String], values: &[(&Buf, &TileType)]) -> String {
    let mut out = String::new();
    for (i, piece) in pieces.iter().enumerate() {
        out.push_str(piece);
        if let Some((buf, ty)) = values.get(i) {
            out.push_str(&value(buf, ty));
        }
    }
    out
}

/// A scalar or tile, laid out as [`tile_text::layout`] says.
pub(crate) fn value(buf: &Buf, ty: &TileType) -> String {
    let shape: Vec<usize> = ty.shape.iter().map(|&d| d as usize).collect();
    let mut out = String::new();
    for piece in tile_text::layout(&shape) {
        match piece {
            Piece::Text(t) => out.push_str(&t),
            Piece::Element(i) => out.push_str(&element(buf, i, ty.dtype)),
        }
    }
    out
}

/// Element `i` of a tile of dtype `d`.
pub(crate) fn element(buf: &Buf, i: usize, d: DType) -> String {
    match buf {
        Buf::Bool(v) => (if v[i] { "True" } else { "False" }).to_string(),
        Buf::I8(v) => v[i].to_string(),
        Buf::I16(v) => v[i].to_string(),
        Buf::I32(v) => v[i].to_string(),
        Buf::I64(v) => v[i].to_string(),
        Buf::U8(v) => match Fp8::of(d) {
            Some(fmt) => float(f64::from(fmt.decode(v[i])), |x| f64::from(fmt.decode(fmt.encode(x)))),
            None => v[i].to_string(),
        },
        Buf::U16(v) => v[i].to_string(),
        Buf::U32(v) => v[i].to_string(),
        Buf::U64(v) => v[i].to_string(),
        Buf::F16(v) => float(v[i].to_f64(), |x| formats::f16_from_f64(x).to_f64()),
        Buf::BF16(v) => float(v[i].to_f64(), |x| formats::bf16_from_f64(x).to_f64()),
        Buf::F32(v) => float(f64::from(v[i]), |x| f64::from(x as f32)),
        Buf::F64(v) => float(v[i], |x| x),
    }
}

/// Python's `repr` of `x`, a value of a format whose rounding (from f64) is `round`: the
/// shortest decimal that rounds back to `x`.
fn float(x: f64, round: impl Fn(f64) -> f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.into();
    }
    // `{:e}` with a precision gives correctly rounded digits; the first precision that
    // round-trips is the shortest representation (17 digits always round-trip an f64).
    let sci = (0..17)
        .map(|p| format!("{x:.p$e}"))
        .find(|s| s.parse::<f64>().is_ok_and(|y| round(y) == x))
        .unwrap_or_else(|| format!("{x:e}"));
    python_layout(&sci)
}

/// Lays out `d.ddde±x` (Rust's `{:e}`) the way Python's `repr` does.
fn python_layout(sci: &str) -> String {
    let (mantissa, exp) = sci.split_once('e').expect("scientific notation");
    let exp: i32 = exp.parse().expect("exponent");
    let (sign, mantissa) = match mantissa.strip_prefix('-') {
        Some(m) => ("-", m),
        None => ("", mantissa),
    };
    let digits: String = mantissa.chars().filter(|c| *c != '.').collect();
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    if (-4..16).contains(&exp) {
        let point = exp + 1; // digits before the decimal point
        let body = if point <= 0 {
            format!("0.{}{digits}", "0".repeat((-point) as usize))
        } else if point as usize >= digits.len() {
            format!("{digits}{}.0", "0".repeat(point as usize - digits.len()))
        } else {
            format!("{}.{}", &digits[..point as usize], &digits[point as usize..])
        };
        format!("{sign}{body}")
    } else {
        let frac = if digits.len() > 1 { format!(".{}", &digits[1..]) } else { String::new() };
        let esign = if exp < 0 { '-' } else { '+' };
        format!("{sign}{}{frac}e{esign}{:02}", &digits[..1], exp.abs())
    }
}

#[cfg(test)]
mod tests {
    use half::{bf16, f16};

    use super::*;

    fn f64s(x: f64) -> String {
        element(&Buf::F64(vec![x]), 0, DType::F64)
    }

    #[test]
    fn floats_print_like_python_repr() {
        for (x, s) in [
            (1.0, "1.0"),
            (0.1, "0.1"),
            (-2.5, "-2.5"),
            (1e16, "1e+16"),
            (1234567.0, "1234567.0"),
            (1e15, "1000000000000000.0"),
            (0.0001, "0.0001"),
            (0.00001, "1e-05"),
            (1.5e-7, "1.5e-07"),
            (-0.0, "-0.0"),
            (f64::INFINITY, "inf"),
            (f64::NAN, "nan"),
            (123.456, "123.456"),
            (1e300, "1e+300"),
        ] {
            assert_eq!(f64s(x), s, "{x}");
        }
        assert_eq!(element(&Buf::F32(vec![0.1]), 0, DType::F32), "0.1");
        assert_eq!(element(&Buf::F32(vec![16777216.0]), 0, DType::F32), "16777216.0");
        assert_eq!(element(&Buf::F16(vec![f16::from_f32(0.1)]), 0, DType::F16), "0.1");
        assert_eq!(element(&Buf::BF16(vec![bf16::from_f32(3.0)]), 0, DType::BF16), "3.0");
        assert_eq!(element(&Buf::U8(vec![0x38]), 0, DType::F8E4M3), "1.0");
        assert_eq!(element(&Buf::U8(vec![0x38]), 0, DType::U8), "56");
    }

    #[test]
    fn tiles_print_like_numpy() {
        let t = |shape: &[u32]| TileType::new(DType::I32, shape);
        let buf = Buf::I32((0..6).collect());
        assert_eq!(value(&buf, &t(&[6])), "[0 1 2 3 4 5]");
        assert_eq!(value(&buf, &t(&[2, 3])), "[[0 1 2]\n [3 4 5]]");
        assert_eq!(value(&buf, &t(&[2, 1, 3])), "[[[0 1 2]]\n\n [[3 4 5]]]");
        assert_eq!(value(&Buf::I32(vec![7]), &t(&[])), "7");
        let big = Buf::I32((0..2048).collect());
        assert_eq!(value(&big, &t(&[2048])), "[0 1 2 ... 2045 2046 2047]");
        let pieces = vec!["x = ".to_string(), ", ok = ".to_string(), "".to_string()];
        let b = Buf::Bool(vec![true]);
        let bt = TileType::scalar(DType::Bool);
        assert_eq!(print(&pieces, &[(&buf, &t(&[6])), (&b, &bt)]), "x = [0 1 2 3 4 5], ok = True");
    }
}
