//! What a kernel of an image declares, read from the image itself: how many parameters it
//! takes ([`declared_param_count`]) and, from a cubin, the registers and memory it uses
//! ([`cubin_resources`], for `tile check --resources` without a GPU).
//!
//! The driver lists a kernel's parameters one index at a time (`cuFuncGetParamInfo`) and
//! answers an index past the end with `CUDA_ERROR_INVALID_VALUE`; CUDA 13.0 has no call that
//! gives the count. Probing for the end that way is a failed API call of the application, and
//! memory checkers (compute-sanitizer) report every one. So the count comes from the image:
//!
//! * a cubin (ELF): the `.nv.info.<kernel>` section holds one `EIATTR_KPARAM_INFO` (or
//!   `_V2`) record per parameter, with its ordinal (checked against the ABI of every example
//!   and stdlib kernel compiled by tileiras: `tests/src/codegen.rs`);
//! * PTX: the parameter list of `.entry <kernel>(...)`.
//!
//! Anything else (a fatbin) gives `None`, and the caller falls back to probing.

use crate::module::ImageKind;

/// `EIFMT_SVAL`: a record with a 16-bit payload size and that many bytes after its header.
const EIFMT_SVAL: u8 = 0x04;
/// `EIATTR_KPARAM_INFO`: one kernel parameter (index, ordinal, offset, size and flags).
const EIATTR_KPARAM_INFO: u8 = 0x17;
/// `EIATTR_KPARAM_INFO_V2`: the same with the size in its own field (what tileiras writes for
/// kernels with TMA descriptors); the ordinal is where it is in the first form.
const EIATTR_KPARAM_INFO_V2: u8 = 0x45;
/// `EIATTR_REGCOUNT` in `.nv.info`: (function symbol, registers per thread).
const EIATTR_REGCOUNT: u8 = 0x2f;
/// `EIATTR_FRAME_SIZE` in `.nv.info`: (function symbol, bytes of local memory per thread).
const EIATTR_FRAME_SIZE: u8 = 0x11;

/// Whether a kernel with `local_bytes` of local memory per thread spilled registers. A few
/// bytes are the stack frame of a call (the slow path of an IEEE division takes 8); the
/// spills that slow a kernel down run to hundreds of bytes (a GEMM accumulator: 1608, 1808).
pub fn spills(local_bytes: u32) -> bool {
    local_bytes >= SPILL_BYTES
}

/// Local memory per thread from which [`spills`] says a kernel spilled.
pub const SPILL_BYTES: u32 = 64;

/// What a kernel of a cubin uses, as its `.nv.info` records and sections say.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CubinResources {
    pub registers: u32,
    /// Local memory per thread (its stack frame): above zero, the compiler spilled registers.
    pub local_bytes: u32,
    /// Static shared memory per block (`.nv.shared.<kernel>`).
    pub shared_bytes: u32,
}

/// The resources of `kernel` in the cubin `elf`, when it is a cubin that lists them.
pub fn cubin_resources(elf: &[u8], kernel: &str) -> Option<CubinResources> {
    if ImageKind::of(elf) != ImageKind::Cubin {
        return None;
    }
    let symbol = symbol_index(elf, kernel)?;
    let info = section(elf, ".nv.info")?;
    let (mut registers, mut local_bytes) = (None, 0);
    for (attr, payload) in records(info) {
        if payload.len() == 8 && le(payload, 0, 4)? == symbol {
            match attr {
                EIATTR_REGCOUNT => registers = Some(le(payload, 4, 4)? as u32),
                EIATTR_FRAME_SIZE => local_bytes = le(payload, 4, 4)? as u32,
                _ => {}
            }
        }
    }
    let shared_bytes = section_header(elf, &format!(".nv.shared.{kernel}")).map_or(0, |(_, size)| size as u32);
    Some(CubinResources { registers: registers?, local_bytes, shared_bytes })
}

/// The `.nv.info` records of a section: (attribute, payload).
fn records(info: &[u8]) -> Vec<(u8, &[u8])> {
    let mut out = Vec::new();
    let mut at = 0;
    while at + 4 <= info.len() {
        let (format, attr) = (info[at], info[at + 1]);
        let size = if format == EIFMT_SVAL { le(info, at + 2, 2).unwrap_or(0) } else { 0 };
        let payload = if format == EIFMT_SVAL { info.get(at + 4..at + 4 + size).unwrap_or(&[]) } else { &info[at + 2..at + 4] };
        out.push((attr, payload));
        at += 4 + size;
    }
    out
}

/// The index of the symbol called `name` in `.symtab`.
fn symbol_index(elf: &[u8], name: &str) -> Option<usize> {
    let (symtab, strtab) = (section(elf, ".symtab")?, section(elf, ".strtab")?);
    (0..symtab.len() / 24).find(|&i| {
        let at = le(symtab, i * 24, 4).unwrap_or(usize::MAX);
        strtab.get(at..).and_then(|s| s.split(|&c| c == 0).next()) == Some(name.as_bytes())
    })
}

/// The number of parameters `kernel` declares in `image`, when the image says.
pub fn declared_param_count(image: &[u8], kernel: &str) -> Option<usize> {
    match ImageKind::of(image) {
        ImageKind::Cubin => cubin_param_count(image, kernel),
        ImageKind::Ptx => ptx_param_count(std::str::from_utf8(image).ok()?, kernel),
        ImageKind::Fatbin | ImageKind::TileIrBytecode => None,
    }
}

fn le(b: &[u8], at: usize, n: usize) -> Option<usize> {
    let bytes = b.get(at..at.checked_add(n)?)?;
    Some(bytes.iter().rev().fold(0usize, |acc, &x| (acc << 8) | usize::from(x)))
}

/// The parameter count of `kernel` from its `.nv.info.<kernel>` section: one more than the
/// highest ordinal of its `EIATTR_KPARAM_INFO` records (0 when it has none).
fn cubin_param_count(elf: &[u8], kernel: &str) -> Option<usize> {
    let info = section(elf, &format!(".nv.info.{kernel}"))?;
    let mut count = 0;
    for (attr, payload) in records(info) {
        if attr == EIATTR_KPARAM_INFO || attr == EIATTR_KPARAM_INFO_V2 {
            count = count.max(le(payload, 4, 2)? + 1);
        }
    }
    Some(count)
}

/// The bytes of the ELF64 section called `name`.
fn section<'a>(elf: &'a [u8], name: &str) -> Option<&'a [u8]> {
    let (offset, size) = section_header(elf, name)?;
    elf.get(offset..offset.checked_add(size)?)
}

/// The file offset and size of the ELF64 section called `name` (a `NOBITS` section such as
/// `.nv.shared.*` has a size but no bytes in the file).
fn section_header(elf: &[u8], name: &str) -> Option<(usize, usize)> {
    let shoff = le(elf, 0x28, 8)?;
    let (shentsize, shnum, shstrndx) = (le(elf, 0x3a, 2)?, le(elf, 0x3c, 2)?, le(elf, 0x3e, 2)?);
    let header = |i: usize| -> Option<(usize, usize, usize)> {
        let h = shoff.checked_add(i.checked_mul(shentsize)?)?;
        Some((le(elf, h, 4)?, le(elf, h + 0x18, 8)?, le(elf, h + 0x20, 8)?))
    };
    let (_, strings, _) = header(shstrndx)?;
    (0..shnum).find_map(|i| {
        let (name_at, offset, size) = header(i)?;
        let start = strings.checked_add(name_at)?;
        let end = start + elf.get(start..)?.iter().position(|&c| c == 0)?;
        (elf.get(start..end)? == name.as_bytes()).then_some((offset, size))
    })
}

/// The parameter count of `.entry kernel(...)` in PTX text.
fn ptx_param_count(ptx: &str, kernel: &str) -> Option<usize> {
    let entry = ptx.match_indices(".entry").find_map(|(i, _)| {
        let rest = ptx[i + ".entry".len()..].trim_start();
        let rest = rest.strip_prefix(kernel)?;
        rest.trim_start().strip_prefix('(')
    });
    match entry {
        Some(list) => Some(list[..list.find(')')?].matches(".param").count()),
        // An entry without a parameter list: `.entry k` followed by its body.
        None => ptx.match_indices(".entry").any(|(i, _)| ptx[i + 6..].trim_start().strip_prefix(kernel).is_some_and(|r| r.trim_start().starts_with('{'))).then_some(0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ptx_entries_are_counted_by_their_parameter_lists() {
        let ptx = ".version 8.8\n.target sm_90\n.visible .entry other(\n\t.param .u64 other_param_0\n)\n{ ret; }\n\
                   .visible .entry add(\n\t.param .u64 add_param_0,\n\t.param .u32 add_param_1,\n\t.param .u32 add_param_2\n)\n{ ret; }\n\
                   .visible .entry none\n{ ret; }\n";
        assert_eq!(declared_param_count(ptx.as_bytes(), "add"), Some(3));
        assert_eq!(declared_param_count(ptx.as_bytes(), "other"), Some(1));
        assert_eq!(declared_param_count(ptx.as_bytes(), "none"), Some(0));
        assert_eq!(declared_param_count(ptx.as_bytes(), "missing"), None);
    }

    /// A minimal ELF64 with a section-name table and one `.nv.info.k` section holding three
    /// `EIATTR_KPARAM_INFO` records (ordinals 2, 1, 0) and other records around them.
    fn cubin(records: &[u8]) -> Vec<u8> {
        let names = b"\0.shstrtab\0.nv.info.k\0";
        let mut elf = vec![0u8; 64];
        elf[..4].copy_from_slice(b"\x7fELF");
        elf[4] = 2;
        elf[5] = 1;
        let names_at = elf.len();
        elf.extend_from_slice(names);
        let info_at = elf.len();
        elf.extend_from_slice(records);
        let shoff = elf.len();
        let header = |name: u32, offset: usize, size: usize| {
            let mut h = vec![0u8; 64];
            h[..4].copy_from_slice(&name.to_le_bytes());
            h[0x18..0x20].copy_from_slice(&(offset as u64).to_le_bytes());
            h[0x20..0x28].copy_from_slice(&(size as u64).to_le_bytes());
            h
        };
        let sections = [header(0, 0, 0), header(1, names_at, names.len()), header(11, info_at, records.len())];
        for s in sections {
            elf.extend(s);
        }
        elf[0x28..0x30].copy_from_slice(&(shoff as u64).to_le_bytes());
        elf[0x3a..0x3c].copy_from_slice(&64u16.to_le_bytes());
        elf[0x3c..0x3e].copy_from_slice(&3u16.to_le_bytes());
        elf[0x3e..0x40].copy_from_slice(&1u16.to_le_bytes());
        elf
    }

    #[test]
    fn cubin_parameters_are_counted_from_kparam_info() {
        let kparam = |ordinal: u8| [EIFMT_SVAL, EIATTR_KPARAM_INFO, 12, 0, 0, 0, 0, 0, ordinal, 0, 0, 0, 0, 0xf0, 0x11, 0];
        let mut records = vec![EIFMT_SVAL, 0x66, 4, 0, 7, 0, 0, 0];
        for o in [2, 1, 0] {
            records.extend(kparam(o));
        }
        records.extend([0x03, 0x50, 0, 0]);
        let elf = cubin(&records);
        assert_eq!(declared_param_count(&elf, "k"), Some(3));
        assert_eq!(declared_param_count(&elf, "other"), None);
        assert_eq!(declared_param_count(&elf[..100], "k"), None, "a cut-off image says nothing");
    }
}
