//! Python's format-spec mini-language, for host f-strings and `format(value, spec)`.
//!
//! `[[fill]align][sign][#][0][width][grouping][.precision][type]` with `align` one of
//! `< > = ^`, `sign` one of `+ - space`, `grouping` `,` or `_`, and `type` one of
//! `b c d o x X n` (integers), `e E f F g G n %` (floats; an integer is converted), `s`
//! (strings). The parser and the checks of a spec against a kind of value live here, so the
//! host checker (for a literal spec) and the interpreter report the same mistakes; the
//! interpreter formats with [`FormatSpec::apply`].

/// A parsed format spec.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct FormatSpec {
    pub fill: Option<char>,
    pub align: Option<char>,
    pub sign: Option<char>,
    /// `#`: the `0x`/`0o`/`0b` prefix, or a kept decimal point and trailing zeros.
    pub alternate: bool,
    pub width: usize,
    pub grouping: Option<char>,
    pub precision: Option<usize>,
    pub ty: Option<char>,
}

/// The kinds of value a spec can format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormatKind {
    Int,
    Float,
    Str,
    /// Formats as `True`/`False` with an empty spec, as the integer 1/0 otherwise (Python).
    Bool,
    /// Anything else (`None`, tuples, arrays): only the empty spec.
    Other,
}

/// A value to format; a float carries its `repr`, used when the spec has neither type nor
/// precision.
pub enum FormatArg<'a> {
    Int(i64),
    Float { value: f64, repr: &'a str },
    Str(&'a str),
}

const INT_TYPES: &str = "bcdoxXn";
const FLOAT_TYPES: &str = "eEfFgGn%";

/// Parses a spec; the error says what is wrong in Python's terms.
pub fn parse(spec: &str) -> Result<FormatSpec, String> {
    let chars: Vec<char> = spec.chars().collect();
    let mut s = FormatSpec::default();
    let mut i = 0;
    let is_align = |c: char| matches!(c, '<' | '>' | '=' | '^');
    if chars.len() >= 2 && is_align(chars[1]) {
        s.fill = Some(chars[0]);
        s.align = Some(chars[1]);
        i = 2;
    } else if chars.first().is_some_and(|&c| is_align(c)) {
        s.align = Some(chars[0]);
        i = 1;
    }
    if let Some(&c) = chars.get(i).filter(|c| matches!(c, '+' | '-' | ' ')) {
        s.sign = Some(c);
        i += 1;
    }
    if chars.get(i) == Some(&'#') {
        s.alternate = true;
        i += 1;
    }
    if chars.get(i) == Some(&'0') {
        s.fill = s.fill.or(Some('0'));
        s.align = s.align.or(Some('='));
        i += 1;
    }
    let (width, next) = digits(&chars, i);
    s.width = width.unwrap_or(0);
    i = next;
    if let Some(&c) = chars.get(i).filter(|c| matches!(c, ',' | '_')) {
        s.grouping = Some(c);
        i += 1;
    }
    if chars.get(i) == Some(&'.') {
        let (p, next) = digits(&chars, i + 1);
        s.precision = Some(p.ok_or("a `.` in a format spec must be followed by the precision")?);
        i = next;
    }
    if let Some(&c) = chars.get(i) {
        if !INT_TYPES.contains(c) && !FLOAT_TYPES.contains(c) && c != 's' {
            return Err(format!("unknown format type `{c}`; the types are b c d o x X n e E f F g G % s"));
        }
        s.ty = Some(c);
        i += 1;
    }
    match chars.get(i) {
        None => Ok(s),
        Some(_) => Err(format!("invalid format spec `{spec}`: unexpected `{}`", chars[i..].iter().collect::<String>())),
    }
}

/// A run of decimal digits at `i`: its value and the index after it.
fn digits(chars: &[char], i: usize) -> (Option<usize>, usize) {
    let end = chars[i.min(chars.len())..].iter().take_while(|c| c.is_ascii_digit()).count() + i;
    let text: String = chars[i.min(chars.len())..end.min(chars.len())].iter().collect();
    (text.parse().ok(), end)
}

impl FormatSpec {
    /// Whether this spec can format a value of `kind` (Python's `ValueError`s, in words).
    pub fn check(&self, kind: FormatKind) -> Result<(), String> {
        match kind {
            FormatKind::Other if *self != FormatSpec::default() => {
                Err("only numbers and strings take a format spec; use `str(x)` or an empty spec".into())
            }
            FormatKind::Other => Ok(()),
            FormatKind::Str => self.check_str(),
            FormatKind::Int | FormatKind::Bool => self.check_int(),
            FormatKind::Float => self.check_float(),
        }
    }

    fn check_str(&self) -> Result<(), String> {
        if self.ty.is_some_and(|t| t != 's') {
            return Err(format!("format type `{}` is for numbers, not strings", self.ty.unwrap_or('s')));
        }
        let bad = [(self.sign.is_some(), "a sign"), (self.alternate, "`#`"), (self.grouping.is_some(), "grouping"), (self.align == Some('=') && self.fill != Some('0'), "`=` alignment")];
        match bad.iter().find(|(is, _)| *is) {
            Some((_, what)) => Err(format!("{what} is not allowed in a string format spec")),
            None => Ok(()),
        }
    }

    fn check_int(&self) -> Result<(), String> {
        match self.ty {
            Some('s') => Err("format type `s` is for strings, not numbers; use `str(x)` first".into()),
            Some(t) if FLOAT_TYPES.contains(t) && t != 'n' => Ok(()),
            _ if self.precision.is_some() => Err("precision is not allowed with an integer format type; use `f`, `e` or `g`".into()),
            Some(t @ ('b' | 'o' | 'x' | 'X')) if self.grouping == Some(',') => Err(format!("`,` grouping is not allowed with format type `{t}`; use `_`")),
            Some('c') if self.sign.is_some() => Err("a sign is not allowed with format type `c`".into()),
            _ => Ok(()),
        }
    }

    fn check_float(&self) -> Result<(), String> {
        match self.ty {
            Some('s') => Err("format type `s` is for strings, not numbers; use `str(x)` first".into()),
            Some(t) if INT_TYPES.contains(t) && t != 'n' => {
                Err(format!("format type `{t}` is for integers, not floats; use `int(x)` first or a float type (f e g %)"))
            }
            _ => Ok(()),
        }
    }

    /// Formats `arg`; the error is [`FormatSpec::check`]'s.
    pub fn apply(&self, arg: FormatArg<'_>) -> Result<String, String> {
        let (body, numeric) = match arg {
            FormatArg::Str(s) => {
                self.check(FormatKind::Str)?;
                let s: String = match self.precision {
                    Some(p) => s.chars().take(p).collect(),
                    None => s.to_string(),
                };
                (Signed { sign: String::new(), digits: s }, false)
            }
            FormatArg::Int(i) => {
                self.check(FormatKind::Int)?;
                match self.ty {
                    Some(t) if FLOAT_TYPES.contains(t) && t != 'n' => (self.float(i as f64, None), true),
                    _ => (self.int(i)?, true),
                }
            }
            FormatArg::Float { value, repr } => {
                self.check(FormatKind::Float)?;
                (self.float(value, Some(repr)), true)
            }
        };
        Ok(self.pad(body, numeric))
    }

    fn sign_of(&self, negative: bool) -> String {
        match (negative, self.sign) {
            (true, _) => "-".into(),
            (false, Some('+')) => "+".into(),
            (false, Some(' ')) => " ".into(),
            _ => String::new(),
        }
    }

    fn int(&self, i: i64) -> Result<Signed, String> {
        let n = i.unsigned_abs();
        let (prefix, digits, group) = match self.ty {
            Some('b') => ("0b", format!("{n:b}"), 4),
            Some('o') => ("0o", format!("{n:o}"), 4),
            Some('x') => ("0x", format!("{n:x}"), 4),
            Some('X') => ("0X", format!("{n:X}"), 4),
            Some('c') => {
                let c = u32::try_from(i).ok().and_then(char::from_u32).ok_or(format!("{i} is not a Unicode code point"))?;
                return Ok(Signed { sign: String::new(), digits: c.to_string() });
            }
            _ => ("", n.to_string(), 3),
        };
        let prefix = if self.alternate { prefix } else { "" };
        Ok(Signed { sign: format!("{}{prefix}", self.sign_of(i < 0)), digits: self.group(&digits, group) })
    }

    fn float(&self, x: f64, repr: Option<&str>) -> Signed {
        let sign = self.sign_of(x.is_sign_negative() && !x.is_nan());
        let upper = self.ty.is_some_and(|t| t.is_ascii_uppercase());
        let a = x.abs();
        let digits = if !a.is_finite() {
            let word = if a.is_nan() { "nan" } else { "inf" };
            let word = if upper { word.to_uppercase() } else { word.to_string() };
            if self.ty == Some('%') { word + "%" } else { word }
        } else {
            match (self.ty, self.precision, repr) {
                (None, None, Some(r)) => r.trim_start_matches('-').to_string(),
                (Some('e' | 'E'), p, _) => sci(a, p.unwrap_or(6), self.alternate),
                (Some('f' | 'F'), p, _) => fixed(a, p.unwrap_or(6), self.alternate),
                (Some('%'), p, _) => fixed(a * 100.0, p.unwrap_or(6), self.alternate) + "%",
                (None, p, _) => general(a, p.unwrap_or(12), self.alternate, true),
                (_, p, _) => general(a, p.unwrap_or(6), self.alternate, false),
            }
        };
        let digits = if upper { digits.to_uppercase() } else { digits };
        Signed { sign, digits: self.group_number(&digits) }
    }

    /// Groups the integer part of a decimal number written in positional notation.
    fn group_number(&self, text: &str) -> String {
        if self.grouping.is_none() || text.contains(['e', 'E']) || !text.starts_with(|c: char| c.is_ascii_digit()) {
            return text.to_string();
        }
        let end = text.find(|c: char| !c.is_ascii_digit()).unwrap_or(text.len());
        format!("{}{}", self.group(&text[..end], 3), &text[end..])
    }

    fn group(&self, digits: &str, every: usize) -> String {
        let Some(sep) = self.grouping else { return digits.to_string() };
        let mut out = String::new();
        for (k, c) in digits.chars().enumerate() {
            if k > 0 && (digits.len() - k).is_multiple_of(every) {
                out.push(sep);
            }
            out.push(c);
        }
        out
    }

    fn pad(&self, body: Signed, numeric: bool) -> String {
        let len = body.sign.chars().count() + body.digits.chars().count();
        let fill = self.fill.unwrap_or(' ');
        let gap = self.width.saturating_sub(len);
        let pad = |n: usize| fill.to_string().repeat(n);
        match self.align.unwrap_or(if numeric { '>' } else { '<' }) {
            '<' => format!("{}{}{}", body.sign, body.digits, pad(gap)),
            '^' => format!("{}{}{}{}", pad(gap / 2), body.sign, body.digits, pad(gap - gap / 2)),
            '=' if numeric && fill == '0' && self.grouping.is_some() => format!("{}{}", body.sign, self.zero_grouped(&body.digits, gap)),
            '=' if numeric => format!("{}{}{}", body.sign, pad(gap), body.digits),
            _ => format!("{}{}{}", pad(gap), body.sign, body.digits),
        }
    }

    /// Zero padding with grouping puts separators into the padding too (`010,` of 1234 is
    /// `00,001,234`).
    fn zero_grouped(&self, digits: &str, gap: usize) -> String {
        let end = digits.find(|c: char| !(c.is_ascii_digit() || Some(c) == self.grouping)).unwrap_or(digits.len());
        let (int, rest) = digits.split_at(end);
        let every = if matches!(self.ty, Some('b' | 'o' | 'x' | 'X')) { 4 } else { 3 };
        let mut plain: String = int.chars().filter(char::is_ascii_digit).collect();
        let target = int.len() + gap;
        let mut grouped = self.group(&plain, every);
        while grouped.len() < target {
            plain.insert(0, '0');
            grouped = self.group(&plain, every);
        }
        grouped + rest
    }
}

/// A formatted number split where `=` alignment pads: sign and prefix, then the digits.
struct Signed {
    sign: String,
    digits: String,
}

/// `d.ddde+XX` with `p` fraction digits (Python's `e`).
fn sci(a: f64, p: usize, alternate: bool) -> String {
    let s = format!("{a:.p$e}");
    let (mantissa, exp) = s.split_once('e').unwrap_or((&s, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let point = if alternate && p == 0 { "." } else { "" };
    format!("{mantissa}{point}e{}{:02}", if exp < 0 { '-' } else { '+' }, exp.abs())
}

/// Positional notation with `p` fraction digits (Python's `f`).
fn fixed(a: f64, p: usize, alternate: bool) -> String {
    let point = if alternate && p == 0 { "." } else { "" };
    format!("{a:.p$}{point}")
}

/// Python's `g` (and, with `keep_point`, the float format without a type): `p` significant
/// digits, positional notation unless the exponent is below -4 or at least `p`; trailing
/// zeros dropped unless `alternate`.
fn general(a: f64, p: usize, alternate: bool, keep_point: bool) -> String {
    let p = p.max(1);
    let exp = if a == 0.0 {
        0
    } else {
        let s = format!("{a:.prec$e}", prec = p - 1);
        s.split_once('e').and_then(|(_, e)| e.parse::<i32>().ok()).unwrap_or(0)
    };
    let text = if (-4..p as i32).contains(&exp) {
        fixed(a, (p as i32 - 1 - exp) as usize, alternate)
    } else {
        sci(a, p - 1, alternate)
    };
    if alternate {
        return text;
    }
    let (mantissa, exp_part) = match text.find('e') {
        Some(i) => text.split_at(i),
        None => (text.as_str(), ""),
    };
    let mut m = mantissa.to_string();
    if m.contains('.') {
        m = m.trim_end_matches('0').trim_end_matches('.').to_string();
    }
    if keep_point && exp_part.is_empty() && !m.contains('.') {
        m.push_str(".0");
    }
    m + exp_part
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(spec: &str, arg: FormatArg<'_>) -> String {
        parse(spec).and_then(|s| s.apply(arg)).unwrap_or_else(|e| format!("error: {e}"))
    }

    fn float(spec: &str, x: f64) -> String {
        f(spec, FormatArg::Float { value: x, repr: &format!("{x:?}") })
    }

    #[test]
    fn integers_as_python_formats_them() {
        assert_eq!(f(">5d", FormatArg::Int(42)), "   42");
        assert_eq!(f("<5", FormatArg::Int(42)), "42   ");
        assert_eq!(f("^6", FormatArg::Int(42)), "  42  ");
        assert_eq!(f("*^7", FormatArg::Int(-42)), "**-42**");
        assert_eq!(f("+d", FormatArg::Int(7)), "+7");
        assert_eq!(f(" d", FormatArg::Int(7)), " 7");
        assert_eq!(f(",", FormatArg::Int(-1234567)), "-1,234,567");
        assert_eq!(f("_", FormatArg::Int(1234567)), "1_234_567");
        assert_eq!(f("05", FormatArg::Int(-42)), "-0042");
        assert_eq!(f("010,", FormatArg::Int(1234)), "00,001,234");
        assert_eq!(f("#x", FormatArg::Int(255)), "0xff");
        assert_eq!(f("X", FormatArg::Int(255)), "FF");
        assert_eq!(f("#010b", FormatArg::Int(5)), "0b00000101");
        assert_eq!(f("o", FormatArg::Int(8)), "10");
        assert_eq!(f("_x", FormatArg::Int(0xdeadbeef)), "dead_beef");
        assert_eq!(f("c", FormatArg::Int(65)), "A");
        assert_eq!(f(".2f", FormatArg::Int(3)), "3.00");
    }

    #[test]
    fn floats_as_python_formats_them() {
        assert_eq!(float(".3f", std::f64::consts::PI), "3.142");
        assert_eq!(float("8.2f", -1.5), "   -1.50");
        assert_eq!(float("e", 12345.678), "1.234568e+04");
        assert_eq!(float(".2E", 0.000123), "1.23E-04");
        assert_eq!(float("g", 0.0001), "0.0001");
        assert_eq!(float("g", 0.00001), "1e-05");
        assert_eq!(float("g", 1234567.0), "1.23457e+06");
        assert_eq!(float(".3g", 2.0), "2");
        assert_eq!(float("#.3g", 2.0), "2.00");
        assert_eq!(float(".1%", 0.256), "25.6%");
        assert_eq!(float(",.2f", 1234567.891), "1,234,567.89");
        assert_eq!(float(".2", 1234.5), "1.2e+03");
        assert_eq!(float(".5", 12.0), "12.0");
        assert_eq!(float(">8", 0.5), "     0.5");
        assert_eq!(float("f", f64::INFINITY), "inf");
        assert_eq!(float("F", f64::NAN), "NAN");
        assert_eq!(float("+.1f", 0.0), "+0.0");
    }

    #[test]
    fn strings_as_python_formats_them() {
        assert_eq!(f(">6", FormatArg::Str("ab")), "    ab");
        assert_eq!(f("6", FormatArg::Str("ab")), "ab    ");
        assert_eq!(f("-^6", FormatArg::Str("ab")), "--ab--");
        assert_eq!(f(".2s", FormatArg::Str("abcdef")), "ab");
    }

    #[test]
    fn mistakes_are_reported_in_words() {
        assert!(f("d", FormatArg::Str("ab")).contains("for numbers"));
        assert!(f("+", FormatArg::Str("ab")).contains("sign is not allowed"));
        assert!(float("d", 1.5).contains("for integers"));
        assert!(f(".2d", FormatArg::Int(1)).contains("precision is not allowed"));
        assert!(f(",x", FormatArg::Int(1)).contains("grouping"));
        assert!(parse("q").unwrap_err().contains("unknown format type"));
        assert!(parse("5.").unwrap_err().contains("precision"));
        assert!(parse(">5d!").unwrap_err().contains("unexpected"));
        assert!(parse("").unwrap().check(FormatKind::Other).is_ok());
        assert!(parse(">3").unwrap().check(FormatKind::Other).is_err());
    }
}
