//! Printing values the way Python and NumPy do.
//!
//! * Numbers: Python's `repr` (`0.1`, `1e-05`, `1.5e+16`, `inf`, `True`).
//! * Arrays (`print`): NumPy's `str` — `[1.5  0.25]`, nested brackets per dimension, blank
//!   lines between 2-D blocks, lines wrapped at 75 characters, and arrays of more than 1000
//!   elements summarised to their first and last 3 entries per axis with `...`.
//!   Floats print with the fewest digits that identify the value *in its own dtype* (so an
//!   f32 0.1 prints as `0.1`), at most 8 fractional digits, decimal points aligned;
//!   scientific notation when the magnitudes are very large, very small or far apart
//!   (NumPy's rule).
//! * Arrays echoed in the REPL: NumPy's `repr` — `array([1., 2.], dtype=f32)`.

use tile_lang::DType;

use super::array::Array;
use super::elem::{read_f64, read_i128, round_f64};

/// NumPy's print options.
const THRESHOLD: usize = 1000;
const EDGE: usize = 3;
const LINE_WIDTH: usize = 75;
const PRECISION: usize = 8;

/// Python's `repr` of a float.
pub(crate) fn py_float(x: f64) -> String {
    if x.is_nan() {
        return "nan".into();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf".into() } else { "-inf".into() };
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0.0".into() } else { "0.0".into() };
    }
    let (neg, digits, exp) = sci_parts(&format!("{x:e}"));
    let sign = if neg { "-" } else { "" };
    if (-4..16).contains(&exp) {
        format!("{sign}{}", fixed_from_digits(&digits, exp, true))
    } else {
        format!("{sign}{}", sci_from_digits(&digits, exp, None))
    }
}

/// Splits Rust's `{:e}` output (`-1.2345e-5`) into sign, significant digits and exponent.
fn sci_parts(s: &str) -> (bool, String, i32) {
    let (neg, s) = match s.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, s),
    };
    let (mant, exp) = s.split_once('e').unwrap_or((s, "0"));
    let digits: String = mant.chars().filter(char::is_ascii_digit).collect();
    (neg, digits, exp.parse().unwrap_or(0))
}

/// `d.ddd × 10^exp` written in positional notation; `point_zero` adds `.0` to integers.
fn fixed_from_digits(digits: &str, exp: i32, point_zero: bool) -> String {
    let n = digits.len() as i32;
    let (int, frac) = if exp < 0 {
        ("0".to_string(), format!("{}{digits}", "0".repeat((-exp - 1) as usize)))
    } else if exp + 1 >= n {
        (format!("{digits}{}", "0".repeat((exp + 1 - n) as usize)), String::new())
    } else {
        (digits[..(exp + 1) as usize].to_string(), digits[(exp + 1) as usize..].to_string())
    };
    match (frac.is_empty(), point_zero) {
        (true, true) => format!("{int}.0"),
        (true, false) => format!("{int}."),
        _ => format!("{int}.{frac}"),
    }
}

/// `d.ddd` + `e±XX` (at least two exponent digits, as Python and NumPy write them); with
/// `frac` the mantissa is padded with zeros to that many fraction digits.
fn sci_from_digits(digits: &str, exp: i32, frac: Option<usize>) -> String {
    let mut m = digits[..1].to_string();
    let mut rest = digits[1..].to_string();
    if let Some(f) = frac {
        while rest.len() < f {
            rest.push('0');
        }
    }
    if !rest.is_empty() {
        m.push('.');
        m.push_str(&rest);
    } else if frac.is_some() {
        m.push('.');
    }
    let sign = if exp < 0 { '-' } else { '+' };
    format!("{m}e{sign}{:02}", exp.abs())
}

/// The fewest significant digits (as a digit string and exponent) that read back to `x`
/// after rounding to `dtype`.
fn shortest(x: f64, dtype: DType) -> (String, i32) {
    let x = x.abs();
    if matches!(dtype, DType::F64) {
        let (_, d, e) = sci_parts(&format!("{x:e}"));
        return (d, e);
    }
    for p in 0..17 {
        let s = format!("{x:.p$e}");
        if let Ok(back) = s.parse::<f64>()
            && round_f64(dtype, back) == x
        {
            let (_, d, e) = sci_parts(&s);
            return (d.trim_end_matches('0').to_string().max("0".into()), e);
        }
    }
    let (_, d, e) = sci_parts(&format!("{x:e}"));
    (d, e)
}

/// One displayed element.
#[derive(Clone, Copy)]
enum Elem {
    F(f64),
    I(i128),
    B(bool),
    /// The `...` of a summarised axis.
    Gap,
}

/// How floats of one array are written.
enum FloatStyle {
    Fixed { int_w: usize, frac_w: usize },
    Sci { frac: usize },
}

/// Formats all float elements of one array with a common style.
fn float_strings(vals: &[f64], dtype: DType) -> Vec<String> {
    let finite: Vec<f64> = vals.iter().copied().filter(|v| v.is_finite()).collect();
    let nonzero: Vec<f64> = finite.iter().map(|v| v.abs()).filter(|&v| v != 0.0).collect();
    let max = nonzero.iter().copied().fold(0.0, f64::max);
    let min = nonzero.iter().copied().fold(f64::INFINITY, f64::min);
    let sci = !nonzero.is_empty() && (max >= 1e8 || min < 1e-4 || max / min > 1e3);
    let parts: Vec<(bool, String, i32)> = vals
        .iter()
        .map(|&v| {
            let (d, e) = if v == 0.0 || !v.is_finite() { ("0".to_string(), 0) } else { shortest(v, dtype) };
            (v.is_sign_negative(), d, e)
        })
        .collect();
    let style = if sci {
        let frac = parts.iter().zip(vals).filter(|(_, v)| v.is_finite()).map(|((_, d, _), _)| d.len().saturating_sub(1)).max().unwrap_or(0).min(PRECISION);
        FloatStyle::Sci { frac }
    } else {
        let mut int_w = 0;
        let mut frac_w = 0;
        for ((neg, d, e), v) in parts.iter().zip(vals) {
            if !v.is_finite() {
                continue;
            }
            let (i, f) = fixed_parts(*neg, d, *e, *v);
            int_w = int_w.max(i.len());
            frac_w = frac_w.max(f.len());
        }
        FloatStyle::Fixed { int_w, frac_w }
    };
    let strings: Vec<String> = parts
        .iter()
        .zip(vals)
        .map(|((neg, d, e), &v)| {
            if v.is_nan() {
                return "nan".into();
            }
            if v.is_infinite() {
                return if v > 0.0 { "inf".into() } else { "-inf".into() };
            }
            match style {
                FloatStyle::Sci { frac } => {
                    let s = if v == 0.0 { sci_from_digits("0", 0, Some(frac)) } else { sci_round(v.abs(), frac) };
                    format!("{}{s}", if *neg { "-" } else { "" })
                }
                FloatStyle::Fixed { int_w, frac_w } => {
                    let (i, f) = fixed_parts(*neg, d, *e, v);
                    format!("{i:>int_w$}.{f:<frac_w$}")
                }
            }
        })
        .collect();
    strings
}

/// `x` in scientific notation with exactly `frac` fraction digits.
fn sci_round(x: f64, frac: usize) -> String {
    let (_, d, e) = sci_parts(&format!("{x:.frac$e}"));
    sci_from_digits(&d, e, Some(frac))
}

/// The integer part (with sign) and fraction digits of `v` written positionally with its
/// shortest digits, rounded to at most 8 fraction digits.
fn fixed_parts(neg: bool, digits: &str, exp: i32, v: f64) -> (String, String) {
    let frac_digits = (digits.len() as i32 - 1 - exp).max(0) as usize;
    let s = if frac_digits > PRECISION {
        let t = format!("{:.PRECISION$}", v.abs());
        t.trim_end_matches('0').to_string()
    } else {
        fixed_from_digits(digits, exp, false)
    };
    let (i, f) = s.split_once('.').unwrap_or((&s, ""));
    (format!("{}{i}", if neg { "-" } else { "" }), f.to_string())
}

/// The displayed indices of an axis of length `n`: all, or the edges around a gap (`None`).
fn axis_indices(n: usize, summarise: bool) -> Vec<Option<usize>> {
    if summarise && n > 2 * EDGE {
        let mut v: Vec<Option<usize>> = (0..EDGE).map(Some).collect();
        v.push(None);
        v.extend((n - EDGE..n).map(Some));
        v
    } else {
        (0..n).map(Some).collect()
    }
}

/// NumPy's `str(a)` (`repr == false`) or `repr(a)`.
pub(crate) fn format_array(a: &Array, repr: bool) -> String {
    if let Err(e) = a.storage.lock() {
        // A lost GPU array (or one whose copy from the GPU failed) prints what happened.
        return format!("<{} array of shape {}: {e}>", a.dtype(), super::error::shape_str(a.shape()));
    }
    let summarise = a.size() > THRESHOLD;
    let axes: Vec<Vec<Option<usize>>> = a.shape().iter().map(|&n| axis_indices(n, summarise)).collect();
    let elems = gather(a, &axes);
    let strings = elem_strings(&elems, a.dtype());
    let width = strings.iter().map(String::len).max().unwrap_or(0);
    let (prefix, sep) = if repr { ("array(", ",") } else { ("", "") };
    let mut it = strings.iter().map(|s| if s == "..." { s.clone() } else { format!("{s:>width$}") });
    let body = if a.ndim() == 0 {
        it.next().unwrap_or_default()
    } else {
        let mut out = String::new();
        layout(&axes, 0, &mut it, sep, prefix.len(), &mut out);
        out
    };
    if repr {
        let empty = if a.size() == 0 { format!(", shape={}", super::error::shape_str(a.shape())) } else { String::new() };
        format!("array({body}{empty}, dtype={})", a.dtype())
    } else {
        body
    }
}

/// The displayed elements in row-major order (gaps included).
fn gather(a: &Array, axes: &[Vec<Option<usize>>]) -> Vec<Elem> {
    let Ok(g) = a.storage.lock() else { return Vec::new() };
    let mut out = Vec::new();
    let mut index = vec![0usize; axes.len()];
    let mut pos = vec![0usize; axes.len()];
    if axes.iter().any(Vec::is_empty) {
        return out;
    }
    let (mut fb, mut ib) = (Vec::new(), Vec::new());
    loop {
        let coords: Option<Vec<usize>> = pos.iter().zip(axes).map(|(&p, ax)| ax[p]).collect();
        match coords {
            None => out.push(Elem::Gap),
            Some(c) => {
                index.copy_from_slice(&c);
                let at = a.offset_of(&index);
                let d = a.dtype();
                out.push(if d.is_float() {
                    fb.clear();
                    read_f64(&g, d, at, 1, 1, &mut fb);
                    Elem::F(fb[0])
                } else {
                    ib.clear();
                    read_i128(&g, d, at, 1, 1, &mut ib);
                    if d == DType::Bool { Elem::B(ib[0] != 0) } else { Elem::I(ib[0]) }
                });
            }
        }
        let mut d = axes.len();
        loop {
            if d == 0 {
                return out;
            }
            d -= 1;
            pos[d] += 1;
            if pos[d] < axes[d].len() {
                break;
            }
            pos[d] = 0;
        }
    }
}

fn elem_strings(elems: &[Elem], dtype: DType) -> Vec<String> {
    let floats: Vec<f64> = elems.iter().filter_map(|e| if let Elem::F(x) = e { Some(*x) } else { None }).collect();
    let mut fs = float_strings(&floats, dtype).into_iter();
    elems
        .iter()
        .map(|e| match e {
            Elem::F(_) => fs.next().unwrap_or_default(),
            Elem::I(v) => v.to_string(),
            Elem::B(b) => if *b { "True".into() } else { "False".into() },
            Elem::Gap => "...".into(),
        })
        .collect()
}

/// Writes the nested brackets of axis `depth` and below, consuming element strings; `sep`
/// is `","` for repr. Rows of the last axis wrap at the line width.
fn layout(axes: &[Vec<Option<usize>>], depth: usize, it: &mut dyn Iterator<Item = String>, sep: &str, indent: usize, out: &mut String) {
    let last = depth + 1 == axes.len();
    let pad = " ".repeat(indent + depth + 1);
    out.push('[');
    if last {
        let mut line_len = out.rsplit('\n').next().map_or(0, str::len);
        for (i, ix) in axes[depth].iter().enumerate() {
            let word = match ix {
                Some(_) => it.next().unwrap_or_default(),
                None => {
                    it.next();
                    "...".to_string()
                }
            };
            if i > 0 {
                let piece = format!("{sep} ");
                if line_len + piece.len() + word.len() + 1 > LINE_WIDTH {
                    out.push_str(sep);
                    out.push('\n');
                    out.push_str(&pad);
                    line_len = pad.len();
                } else {
                    out.push_str(&piece);
                    line_len += piece.len();
                }
            }
            out.push_str(&word);
            line_len += word.len();
        }
    } else {
        let blank = "\n".repeat(axes.len() - depth - 1);
        for (i, ix) in axes[depth].iter().enumerate() {
            if i > 0 {
                out.push_str(sep);
                out.push_str(&blank);
                out.push_str(&pad);
            }
            match ix {
                Some(_) => layout(axes, depth + 1, it, sep, indent, out),
                None => {
                    // A summarised block: skip its gap element(s) and write `...`.
                    let skip: usize = axes[depth + 1..].iter().map(Vec::len).product();
                    for _ in 0..skip {
                        it.next();
                    }
                    out.push_str("...");
                }
            }
        }
    }
    out.push(']');
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn python_float_repr() {
        assert_eq!(py_float(0.1), "0.1");
        assert_eq!(py_float(1.0), "1.0");
        assert_eq!(py_float(1e-5), "1e-05");
        assert_eq!(py_float(1.5e16), "1.5e+16");
        assert_eq!(py_float(123456.789), "123456.789");
        assert_eq!(py_float(-2.5e-7), "-2.5e-07");
        assert_eq!(py_float(0.0001), "0.0001");
        assert_eq!(py_float(f64::NAN), "nan");
        assert_eq!(py_float(1e15), "1000000000000000.0");
    }

    fn f32a(shape: &[usize], v: &[f32]) -> Array {
        Array::from_slice(shape, v).unwrap()
    }

    #[test]
    fn arrays_print_like_numpy() {
        assert_eq!(format_array(&f32a(&[3], &[1.0, 2.0, 3.0]), false), "[1. 2. 3.]");
        assert_eq!(format_array(&f32a(&[2], &[1.5, 0.25]), false), "[1.5  0.25]");
        assert_eq!(format_array(&f32a(&[2], &[-1.5, 2.25]), false), "[-1.5   2.25]");
        assert_eq!(format_array(&f32a(&[2], &[0.1, 0.2]), false), "[0.1 0.2]");
        assert_eq!(format_array(&f32a(&[2], &[1e-5, 2500.0]), false), "[1.e-05 2.5e+03]".replace("1.e", "1.0e"));
        let i = Array::from_slice(&[2, 3], &[1i32, 2, 3, 40, 5, 6]).unwrap();
        assert_eq!(format_array(&i, false), "[[ 1  2  3]\n [40  5  6]]");
        assert_eq!(format_array(&i, true), "array([[ 1,  2,  3],\n       [40,  5,  6]], dtype=i32)");
        let b = Array::from_slice(&[2], &[true, false]).unwrap();
        assert_eq!(format_array(&b, false), "[ True False]");
        let c = Array::from_slice(&[2, 2, 2], &[1i64, 2, 3, 4, 5, 6, 7, 8]).unwrap();
        assert_eq!(format_array(&c, false), "[[[1 2]\n  [3 4]]\n\n [[5 6]\n  [7 8]]]");
    }

    #[test]
    fn large_arrays_are_summarised_and_long_rows_wrap() {
        let v: Vec<i64> = (0..2000).collect();
        let a = Array::from_slice(&[2000], &v).unwrap();
        assert_eq!(format_array(&a, false), "[   0    1    2 ... 1997 1998 1999]");
        let m = Array::from_slice(&[40, 50], &v).unwrap();
        let s = format_array(&m, false);
        assert_eq!(s.lines().count(), 7, "{s}");
        assert!(s.contains("\n ...\n"), "{s}");
        let w: Vec<i64> = (0..30).collect();
        let s = format_array(&Array::from_slice(&[30], &w).unwrap(), false);
        assert_eq!(s, "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n 24 25 26 27 28 29]");
    }
}
