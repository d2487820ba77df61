//! Walking strided layouts in runs.
//!
//! Every elementwise host operation visits the elements of a (broadcast) shape in row-major
//! order for several operands at once, each with its own offset and strides (0 along
//! broadcast dimensions). [`for_each_run`] cuts that walk into *runs*: stretches along the
//! innermost dimension where every operand advances by a fixed stride, at most `max_run`
//! long, so callers convert and compute a run at a time with one dtype dispatch and bounded
//! scratch memory. Dimensions of size 1 are dropped and dimensions that are contiguous with
//! their inner neighbour in every operand are merged first, so a contiguous array of any
//! shape is one long dimension.

/// Elements per run: large enough to amortise dispatch, small enough that the `f64`
/// scratch buffers of a run (a few per operation) stay in cache.
pub(crate) const RUN: usize = 4096;

/// One dimension after merging: its size and each operand's stride along it.
struct Dim {
    size: usize,
    strides: Vec<isize>,
}

/// Drops size-1 dimensions and merges neighbours that are contiguous in every operand.
fn merge(shape: &[usize], strides: &[&[isize]]) -> Vec<Dim> {
    let mut dims: Vec<Dim> = Vec::new();
    for (d, &size) in shape.iter().enumerate() {
        if size == 1 {
            continue;
        }
        let st: Vec<isize> = strides.iter().map(|s| s[d]).collect();
        if let Some(outer) = dims.last_mut()
            && outer.strides.iter().zip(&st).all(|(&o, &i)| o == i * size as isize)
        {
            outer.size *= size;
            outer.strides = st;
            continue;
        }
        dims.push(Dim { size, strides: st });
    }
    dims
}

/// Calls `f(starts, inner_strides, len)` for consecutive runs of the row-major walk of
/// `shape`: `starts[k]` is operand `k`'s element offset of the run's first element and
/// `inner_strides[k]` its step within the run. `offsets[k]` and `strides[k]` describe operand
/// `k` (strides in elements, one per dimension of `shape`).
pub(crate) fn for_each_run(shape: &[usize], offsets: &[isize], strides: &[&[isize]], max_run: usize, mut f: impl FnMut(&[isize], &[isize], usize)) {
    if shape.contains(&0) {
        return;
    }
    let mut dims = merge(shape, strides);
    let k = offsets.len();
    let Some(inner) = dims.pop() else {
        f(offsets, &vec![0; k], 1);
        return;
    };
    let mut index = vec![0usize; dims.len()];
    let mut starts: Vec<isize> = offsets.to_vec();
    let mut run: Vec<isize> = vec![0; k];
    loop {
        let mut j = 0;
        while j < inner.size {
            let len = max_run.min(inner.size - j);
            for (r, (&s, &st)) in run.iter_mut().zip(starts.iter().zip(&inner.strides)) {
                *r = s + j as isize * st;
            }
            f(&run, &inner.strides, len);
            j += len;
        }
        // Advance the outer multi-index (odometer), updating the starts incrementally.
        let mut d = dims.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            index[d] += 1;
            for (s, &st) in starts.iter_mut().zip(&dims[d].strides) {
                *s += st;
            }
            if index[d] < dims[d].size {
                break;
            }
            for (s, &st) in starts.iter_mut().zip(&dims[d].strides) {
                *s -= st * dims[d].size as isize;
            }
            index[d] = 0;
        }
    }
}

/// Row-major strides of a contiguous array of `shape`.
pub(crate) fn row_major(shape: &[usize]) -> Vec<isize> {
    let mut strides = vec![0isize; shape.len()];
    let mut s = 1isize;
    for d in (0..shape.len()).rev() {
        strides[d] = s;
        s *= shape[d].max(1) as isize;
    }
    strides
}

/// Whether `strides` are those of a contiguous row-major array of `shape` ([`row_major`]);
/// the strides of dimensions of size 1 do not matter.
pub(crate) fn is_row_major(shape: &[usize], strides: &[isize]) -> bool {
    shape.iter().zip(strides.iter().zip(&row_major(shape))).all(|(&n, (&s, &w))| n <= 1 || s == w)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn walk(shape: &[usize], offsets: &[isize], strides: &[&[isize]], max_run: usize) -> Vec<(Vec<isize>, Vec<isize>, usize)> {
        let mut out = Vec::new();
        for_each_run(shape, offsets, strides, max_run, |s, st, n| out.push((s.to_vec(), st.to_vec(), n)));
        out
    }

    #[test]
    fn contiguous_arrays_are_one_run() {
        let st = row_major(&[3, 4, 5]);
        assert_eq!(walk(&[3, 4, 5], &[0], &[&st], 1000), vec![(vec![0], vec![1], 60)]);
        assert_eq!(walk(&[3, 4, 5], &[7], &[&st], 25).len(), 3);
    }

    #[test]
    fn transposed_and_broadcast_operands_walk_row_major() {
        // out (2, 3) contiguous; a is a (3, 2) array transposed; b broadcasts a row.
        let out = row_major(&[2, 3]);
        let a = [1, 2];
        let b = [0, 1];
        let runs = walk(&[2, 3], &[0, 0, 0], &[&out, &a, &b], 100);
        assert_eq!(runs, vec![(vec![0, 0, 0], vec![1, 2, 1], 3), (vec![3, 1, 0], vec![1, 2, 1], 3)]);
        // Size-1 dimensions and empty shapes.
        assert_eq!(walk(&[1, 1], &[5], &[&[9, 9]], 10), vec![(vec![5], vec![0], 1)]);
        assert!(walk(&[3, 0], &[0], &[&[0, 1]], 10).is_empty());
        assert_eq!(walk(&[], &[2], &[&[]], 10), vec![(vec![2], vec![0], 1)]);
    }

    #[test]
    fn outer_dimensions_count_like_an_odometer() {
        let st = [100, 10, 1];
        let runs = walk(&[2, 2, 3], &[0], &[&st], 100);
        let starts: Vec<isize> = runs.iter().map(|r| r.0[0]).collect();
        assert_eq!(starts, vec![0, 10, 100, 110]);
    }
}
