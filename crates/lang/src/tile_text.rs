//! How a printed tile is laid out, for every executor and back end alike.
//!
//! Tiles print like NumPy arrays, compactly (no column alignment): `[1.0 2.0]`, nested rows on
//! their own lines indented under the opening bracket, rows of higher dimensions separated by
//! blank lines. Tiles of more than [`THRESHOLD`] elements show the first and last [`EDGE`]
//! entries of each longer dimension around `...`. [`layout`] gives the text around the
//! elements; how an element itself prints is the caller's (the CPU executor writes Python's
//! `repr`, GPU back ends a printf conversion).

/// Edge items per dimension shown when summarising (NumPy's `edgeitems`).
pub const EDGE: usize = 3;
/// Element count above which tiles are summarised (NumPy's `threshold`).
pub const THRESHOLD: usize = 1000;

/// A run of a printed tile: literal text or the element at a row-major flat index.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece {
    Text(String),
    Element(usize),
}

/// The printed form of a tile of `shape` (a rank-0 shape is its one element), with adjacent
/// text merged.
pub fn layout(shape: &[usize]) -> Vec<Piece> {
    let summarise = shape.iter().product::<usize>() > THRESHOLD;
    let mut out = Vec::new();
    nested(shape, 0, 0, summarise, &mut out);
    out
}

/// Appends the sub-tile at flat `offset` spanning `shape[dim..]`.
fn nested(shape: &[usize], dim: usize, offset: usize, summarise: bool, out: &mut Vec<Piece>) {
    if dim == shape.len() {
        out.push(Piece::Element(offset));
        return;
    }
    let n = shape[dim];
    let step: usize = shape[dim + 1..].iter().product();
    // Rows of a higher dimension are separated by blank lines, as NumPy does.
    let sep = if dim + 1 == shape.len() {
        " ".to_string()
    } else {
        format!("{}{}", "\n".repeat(shape.len() - dim - 1), " ".repeat(dim + 1))
    };
    text(out, "[");
    let shown: Vec<Option<usize>> = if summarise && n > 2 * EDGE {
        (0..EDGE).map(Some).chain([None]).chain((n - EDGE..n).map(Some)).collect()
    } else {
        (0..n).map(Some).collect()
    };
    for (k, i) in shown.iter().enumerate() {
        if k > 0 {
            text(out, &sep);
        }
        match i {
            Some(i) => nested(shape, dim + 1, offset + i * step, summarise, out),
            None => text(out, "..."),
        }
    }
    text(out, "]");
}

fn text(out: &mut Vec<Piece>, s: &str) {
    match out.last_mut() {
        Some(Piece::Text(t)) => t.push_str(s),
        _ => out.push(Piece::Text(s.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The layout with elements shown as their flat indices.
    fn shown(shape: &[usize]) -> String {
        layout(shape)
            .into_iter()
            .map(|p| match p {
                Piece::Text(t) => t,
                Piece::Element(i) => i.to_string(),
            })
            .collect()
    }

    #[test]
    fn tiles_lay_out_like_numpy() {
        assert_eq!(shown(&[]), "0");
        assert_eq!(shown(&[3]), "[0 1 2]");
        assert_eq!(shown(&[2, 2]), "[[0 1]\n [2 3]]");
        assert_eq!(shown(&[2, 1, 2]), "[[[0 1]]\n\n [[2 3]]]");
    }

    #[test]
    fn large_tiles_show_their_edges() {
        assert_eq!(shown(&[1001]), "[0 1 2 ... 998 999 1000]");
        let text = shown(&[40, 40]);
        assert!(text.starts_with("[[0 1 2 ... 37 38 39]\n [40 41 42 ... 77 78 79]"), "{text}");
        assert!(text.contains(" ...\n [1480 "), "{text}");
    }
}
