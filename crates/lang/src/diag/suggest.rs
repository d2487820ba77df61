//! "Did you mean ...?": the one helper every stage uses to suggest a name for a misspelt one.
//!
//! Distance is the optimal-string-alignment edit distance (insertions, deletions,
//! substitutions and swaps of two neighbouring characters each cost one), so `laod` is one
//! edit from `load`. A candidate is suggested when it is at most a third of the name's length
//! away (at least one edit); ties go to the alphabetically first, so suggestions do not depend
//! on the order candidates come in.

/// The candidate closest to `name`, if close enough to be a likely typo; never `name` itself.
pub fn closest<'c>(name: &str, candidates: impl Iterator<Item = &'c str>) -> Option<&'c str> {
    let limit = (name.chars().count() / 3).max(1);
    candidates
        .filter(|c| *c != name)
        .map(|c| (distance(name, c), c))
        .filter(|&(d, _)| d <= limit)
        .min_by_key(|&(d, c)| (d, c))
        .map(|(_, c)| c)
}

/// The optimal-string-alignment distance between `a` and `b`, over characters.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows: the one before the previous is needed for swaps.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 0..a.len() {
        let mut cur = vec![i + 1; b.len() + 1];
        for j in 0..b.len() {
            let cost = usize::from(a[i] != b[j]);
            cur[j + 1] = (prev[j] + cost).min(prev[j + 1] + 1).min(cur[j] + 1);
            if i > 0 && j > 0 && a[i] == b[j - 1] && a[i - 1] == b[j] {
                cur[j + 1] = cur[j + 1].min(before[j - 1] + 1);
            }
        }
        before = std::mem::replace(&mut prev, cur);
    }
    prev[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn swapped_neighbours_cost_one_edit() {
        assert_eq!(distance("laod", "load"), 1);
        assert_eq!(distance("shpae", "shape"), 1);
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
    }

    #[test]
    fn suggests_likely_typos_only() {
        let builtins = ["load", "store", "sum", "bid"];
        assert_eq!(closest("laod", builtins.into_iter()), Some("load"));
        assert_eq!(closest("stroe", builtins.into_iter()), Some("store"));
        assert_eq!(closest("zzzz", builtins.into_iter()), None);
        assert_eq!(closest("load", ["load"].into_iter()), None, "a name is not its own suggestion");
        assert_eq!(closest("sun", ["sum", "sin"].into_iter()), Some("sin"), "ties go to the first in order");
    }
}
