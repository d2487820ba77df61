//! `.npy` files: `load_npy(path)` and `save_npy(path, a)`.
//!
//! The format (NumPy's NEP 1) is a magic string, a version, a Python-dict header
//! (`{'descr': '<f4', 'fortran_order': False, 'shape': (3, 4), }`) and the raw elements.
//! It is small enough to read and write here directly, which lets loads stream straight into
//! an array's aligned storage and saves stream straight from it (no intermediate copy of the
//! data), for every dtype NumPy has a code for: `b1`, `i1`-`i8`, `u1`-`u8`, `f2`, `f4`, `f8`,
//! either byte order, C or Fortran order (a Fortran-order file loads as a transposed view).
//! bf16 and fp8 have no NumPy dtype: saving them is an error that says how to convert; tf32
//! is saved as f32, which holds it exactly.

use std::io::{Read, Write};
use std::path::Path;

use tile_lang::diag::codes;
use tile_lang::DType;

use super::array::Array;
use super::error::OpError;
use super::storage::bytes_mut;

const MAGIC: &[u8] = b"\x93NUMPY";

fn io_error(path: &Path, what: &str, e: impl std::fmt::Display) -> OpError {
    OpError::new(codes::IO_ERROR, format!("cannot {what} {}: {e}", path.display()))
}

fn bad_file(path: &Path, why: impl std::fmt::Display) -> OpError {
    OpError::new(codes::IO_ERROR, format!("{} is not a .npy file tile can read: {why}", path.display()))
}

/// The NumPy type code of a dtype (without byte order), if NumPy has one.
fn numpy_code(d: DType) -> Option<&'static str> {
    Some(match d {
        DType::Bool => "b1",
        DType::I8 => "i1",
        DType::I16 => "i2",
        DType::I32 => "i4",
        DType::I64 => "i8",
        DType::U8 => "u1",
        DType::U16 => "u2",
        DType::U32 => "u4",
        DType::U64 => "u8",
        DType::F16 => "f2",
        DType::F32 | DType::TF32 => "f4",
        DType::F64 => "f8",
        DType::BF16 | DType::F8E4M3 | DType::F8E5M2 => return None,
    })
}

fn dtype_of_code(code: &str) -> Option<DType> {
    DType::ALL.into_iter().filter(|&d| d != DType::TF32).find(|&d| numpy_code(d) == Some(code))
}

/// Reads an array from a `.npy` file.
pub(crate) fn load(path: &Path) -> Result<Array, OpError> {
    let mut f = std::fs::File::open(path).map_err(|e| io_error(path, "open", e))?;
    let mut head = [0u8; 8];
    f.read_exact(&mut head).map_err(|_| bad_file(path, "it is too short"))?;
    if &head[..6] != MAGIC {
        return Err(bad_file(path, "it does not start with the .npy magic string"));
    }
    let header_len = if head[6] == 1 {
        let mut b = [0u8; 2];
        f.read_exact(&mut b).map_err(|_| bad_file(path, "its header is cut short"))?;
        usize::from(u16::from_le_bytes(b))
    } else {
        let mut b = [0u8; 4];
        f.read_exact(&mut b).map_err(|_| bad_file(path, "its header is cut short"))?;
        u32::from_le_bytes(b) as usize
    };
    let mut header = vec![0u8; header_len];
    f.read_exact(&mut header).map_err(|_| bad_file(path, "its header is cut short"))?;
    let header = String::from_utf8_lossy(&header).into_owned();
    let (descr, fortran, shape) = parse_header(&header).map_err(|why| bad_file(path, why))?;
    let (order, code) = descr.split_at(1);
    let dtype = dtype_of_code(code).ok_or_else(|| bad_file(path, format!("its dtype `{descr}` is not one tile supports")))?;
    let swap = match order {
        "<" => cfg!(target_endian = "big"),
        ">" => cfg!(target_endian = "little"),
        "|" | "=" => false,
        _ => return Err(bad_file(path, format!("its dtype `{descr}` has an unknown byte order"))),
    };
    // A Fortran-order file holds the transpose in C order.
    let stored: Vec<usize> = if fortran { shape.iter().rev().copied().collect() } else { shape.clone() };
    let a = Array::zeros(dtype, &stored);
    {
        let mut g = a.storage.lock()?;
        let bytes = bytes_mut(&mut g, a.storage.len());
        f.read_exact(bytes).map_err(|_| bad_file(path, format!("it holds fewer than the {} elements its header announces", a.size())))?;
        if swap {
            for e in bytes.chunks_exact_mut(dtype.size_bytes()) {
                e.reverse();
            }
        }
        if dtype == DType::Bool {
            // Any non-zero byte is true; store canonical 0/1 so kernels see valid bools.
            bytes.iter_mut().for_each(|b| *b = u8::from(*b != 0));
        }
    }
    if fortran { a.transpose(None) } else { Ok(a) }
}

/// Parses the header dict: descr, fortran_order and shape.
fn parse_header(h: &str) -> Result<(String, bool, Vec<usize>), String> {
    let value_after = |key: &str| -> Result<&str, String> {
        let at = h.find(&format!("'{key}'")).ok_or_else(|| format!("its header has no '{key}'"))?;
        let rest = &h[at + key.len() + 2..];
        let colon = rest.find(':').ok_or_else(|| format!("its header's '{key}' has no value"))?;
        Ok(rest[colon + 1..].trim_start())
    };
    let d = value_after("descr")?;
    let quote = d.chars().next().filter(|c| *c == '\'' || *c == '"').ok_or("its 'descr' is not a simple dtype string")?;
    let end = d[1..].find(quote).ok_or("its 'descr' is not terminated")?;
    let descr = d[1..1 + end].to_string();
    let fortran = value_after("fortran_order")?.starts_with("True");
    let s = value_after("shape")?;
    let close = s.find(')').ok_or("its 'shape' is not a tuple")?;
    let shape = s[1..close]
        .split(',')
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .map(|t| t.trim_end_matches('L').parse::<usize>().map_err(|_| format!("its shape has a bad size `{t}`")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok((descr, fortran, shape))
}

/// Writes an array to a `.npy` file (C order, native byte order).
pub(crate) fn save(path: &Path, a: &Array) -> Result<(), OpError> {
    let Some(code) = numpy_code(a.dtype()) else {
        return Err(OpError::value(format!("NumPy has no {} dtype, so it cannot be saved to .npy", a.dtype()))
            .with_help(format!("convert it first: `save_npy(path, astype(a, f32))` keeps every {} value exactly", a.dtype())));
    };
    let order = if a.dtype().size_bytes() == 1 { '|' } else if cfg!(target_endian = "little") { '<' } else { '>' };
    let shape = match a.shape() {
        [n] => format!("({n},)"),
        s => format!("({})", s.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")),
    };
    let mut header = format!("{{'descr': '{order}{code}', 'fortran_order': False, 'shape': {shape}, }}");
    // Pad so that the data starts at a multiple of 64 bytes (magic 6 + version 2 + length 2).
    let total = 10 + header.len() + 1;
    header.push_str(&" ".repeat((64 - total % 64) % 64));
    header.push('\n');
    let contiguous = if a.is_contiguous() { a.clone() } else { super::ops::copy(a)? };
    let mut f = std::io::BufWriter::new(std::fs::File::create(path).map_err(|e| io_error(path, "create", e))?);
    let write = |f: &mut std::io::BufWriter<std::fs::File>| -> std::io::Result<()> {
        f.write_all(MAGIC)?;
        f.write_all(&[1, 0])?;
        f.write_all(&(header.len() as u16).to_le_bytes())?;
        f.write_all(header.as_bytes())?;
        let g = contiguous.storage.lock().map_err(std::io::Error::other)?;
        let start = contiguous.offset() * a.dtype().size_bytes();
        let len = contiguous.size() * a.dtype().size_bytes();
        f.write_all(&super::storage::bytes(&g, contiguous.storage.len())[start..start + len])?;
        f.flush()
    };
    write(&mut f).map_err(|e| io_error(path, "write", e))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_every_numpy_dtype_and_views() {
        let dir = std::env::temp_dir().join(format!("tile-npy-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for d in DType::ALL.into_iter().filter(|&d| numpy_code(d).is_some()) {
            let a = Array::from_f64(d, &[2, 3], &[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
            let p = dir.join(format!("{d}.npy"));
            save(&p, &a.transpose(None).unwrap()).unwrap();
            let b = load(&p).unwrap();
            assert_eq!(b.shape(), [3, 2], "{d}");
            assert_eq!(b.to_f64_vec(), a.transpose(None).unwrap().to_f64_vec(), "{d}");
        }
        let e = save(&dir.join("x.npy"), &Array::zeros(DType::BF16, &[2])).unwrap_err();
        assert!(e.message.contains("bf16"));
        assert_eq!(parse_header("{'descr': '<f4', 'fortran_order': True, 'shape': (3,), }").unwrap(), ("<f4".into(), true, vec![3]));
        assert_eq!(parse_header("{'descr': '|b1', 'fortran_order': False, 'shape': (), }").unwrap().2, Vec::<usize>::new());
        let _ = std::fs::remove_dir_all(&dir);
    }
}
