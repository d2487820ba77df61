//! Launching from a packed parameter buffer (the ABI of `crate::abi`), as the launch thunk
//! writes it for every device: [`CpuKernel::launch_packed`].
//!
//! The packed buffer holds each array's base address, sizes and strides (`i32`, elements)
//! and each scalar's bits, but not how many bytes lie behind a base address, nor whether the
//! kernel may write them. That comes alongside, as one [`ArrayMemory`] per array parameter:
//! the buffer the array lives in. Each array is rebuilt as an [`ArrayArg`] over its buffer,
//! with the layout read from the packed bytes and the base address turned into an element
//! offset, and the launch then binds it like any other argument, so every layout is checked
//! against its buffer before a block runs, exactly as for [`CpuKernel::launch`].
//!
//! This module has no `unsafe` code: a packed base address is only compared with the address
//! of a buffer that was already borrowed safely.

use smallvec::SmallVec;
use tile_lang::tir::{KernelParam, ParamKind};
use tile_lang::DType;

use super::args::{buf_from_bytes, buf_to_bytes, Arg, ArrayArg, ScalarArg};
use super::error::{ErrorKind, ExecError};
use super::launch::{CpuKernel, ExecOptions, LaunchReport};
use super::memory::HostBuffer;
use tile_lang::abi::{Layout, Role};

/// The memory behind one array parameter of a packed launch.
#[derive(Debug)]
pub struct ArrayMemory<'a> {
    buf: HostBuffer<'a>,
}

impl<'a> ArrayMemory<'a> {
    /// The buffer of `array` (its dtype, shape, strides and offset are not used: the packed
    /// buffer gives the layout).
    pub fn of(array: ArrayArg<'a>) -> ArrayMemory<'a> {
        ArrayMemory { buf: array.buf }
    }

    pub fn addr(&self) -> usize {
        self.buf.addr()
    }

    pub fn len_bytes(&self) -> usize {
        self.buf.len_bytes()
    }

    pub fn is_writable(&self) -> bool {
        self.buf.is_writable()
    }
}

impl ScalarArg {
    /// The value's storage bits, zero-extended (`f32::to_bits`, 1 for true, ...).
    pub fn to_bits(&self) -> u64 {
        let b = buf_to_bytes(&self.value);
        match b.len() {
            1 => u64::from(b[0]),
            2 => u64::from(u16::from_ne_bytes([b[0], b[1]])),
            4 => u64::from(u32::from_ne_bytes([b[0], b[1], b[2], b[3]])),
            _ => u64::from_ne_bytes(b[..8].try_into().expect("an 8-byte scalar")),
        }
    }

    /// The scalar of `dtype` with storage bits `bits` (the low bits of the dtype's width;
    /// any non-zero bool is true).
    pub fn from_bits(dtype: DType, bits: u64) -> ScalarArg {
        let bytes = match dtype.size_bytes() {
            1 => (bits as u8).to_ne_bytes().to_vec(),
            2 => (bits as u16).to_ne_bytes().to_vec(),
            4 => (bits as u32).to_ne_bytes().to_vec(),
            _ => bits.to_ne_bytes().to_vec(),
        };
        scalar_from_ne_bytes(dtype, &bytes)
    }
}

/// A scalar from its native-endian storage bytes, bit for bit.
fn scalar_from_ne_bytes(dtype: DType, bytes: &[u8]) -> ScalarArg {
    let mut s = ScalarArg::from_i64(dtype, 0);
    s.value = buf_from_bytes(dtype, bytes);
    s
}

impl CpuKernel {
    /// Runs every block of `grid` with the arguments packed in `packed` (laid out by
    /// `layout`, the layout of `params`, which are this kernel's parameters), with `memory`
    /// holding one buffer per array parameter, in parameter order.
    ///
    /// Errors as [`CpuKernel::launch`] does, and also when the packed buffer is too short, a
    /// size is negative, or a base address is not inside (or is not element-aligned in) its
    /// buffer. The packed values are otherwise taken as they are: checking them against the
    /// specialisation (dtypes, facts) is the launch thunk's job, or the executor's when
    /// `opts.check_facts` is set.
    pub fn launch_packed(
        &self,
        grid: [u32; 3],
        params: &[KernelParam],
        layout: &Layout,
        packed: &[u8],
        memory: Vec<ArrayMemory<'_>>,
        opts: &ExecOptions,
    ) -> Result<LaunchReport, ExecError> {
        let args = unpack(self.name(), params, layout, packed, memory)?;
        self.launch(grid, &args, opts)
    }
}

/// Rebuilds the launch arguments from the packed buffer.
fn unpack<'a>(kernel: &str, params: &[KernelParam], layout: &Layout, packed: &[u8], memory: Vec<ArrayMemory<'a>>) -> Result<Vec<Arg<'a>>, ExecError> {
    let fail = |m: String| ExecError::new(kernel, ErrorKind::Argument, m);
    if packed.len() < layout.size {
        return Err(fail(format!("the packed buffer has {} bytes; the layout needs {}", packed.len(), layout.size)));
    }
    let arrays = params.iter().filter(|p| matches!(p.kind, ParamKind::Array { .. })).count();
    if memory.len() != arrays {
        return Err(fail(format!("{} array buffers for {arrays} array parameters", memory.len())));
    }
    let reader = Reader { layout, packed };
    let mut memory = memory.into_iter();
    let mut args = Vec::with_capacity(params.len());
    for (i, p) in params.iter().enumerate() {
        let arg = match &p.kind {
            ParamKind::Array { ty, .. } => {
                let mem = memory.next().expect("counted above");
                reader.array(i, ty.dtype, usize::from(ty.rank), mem).map(Arg::Array)
            }
            ParamKind::Scalar(d) => reader.scalar(i, *d).map(Arg::Scalar),
        };
        args.push(arg.map_err(|m| ExecError::param(kernel, &p.name, m))?);
    }
    Ok(args)
}

/// Reads slots of a packed buffer.
struct Reader<'p> {
    layout: &'p Layout,
    packed: &'p [u8],
}

impl Reader<'_> {
    /// The bytes of the slot of `role`.
    fn slot(&self, role: Role) -> Result<&[u8], String> {
        let s = self.layout.slot(role).ok_or_else(|| format!("the layout has no slot for {role:?}"))?;
        Ok(&self.packed[s.offset..s.offset + s.ty.size()])
    }

    fn i32(&self, role: Role) -> Result<i32, String> {
        Ok(i32::from_ne_bytes(self.slot(role)?.try_into().map_err(|_| format!("the slot for {role:?} is not an i32"))?))
    }

    fn array<'a>(&self, param: usize, dtype: DType, rank: usize, mem: ArrayMemory<'a>) -> Result<ArrayArg<'a>, String> {
        let base = u64::from_ne_bytes(self.slot(Role::Base { param })?.try_into().map_err(|_| "the base slot is not 8 bytes".to_string())?);
        let mut shape: SmallVec<[usize; 4]> = SmallVec::with_capacity(rank);
        let mut strides: SmallVec<[isize; 4]> = SmallVec::with_capacity(rank);
        for dim in 0..rank {
            let n = self.i32(Role::Size { param, dim })?;
            shape.push(usize::try_from(n).map_err(|_| format!("dimension {dim} has a negative packed size {n}"))?);
            strides.push(self.i32(Role::Stride { param, dim })? as isize);
        }
        let offset = element_offset(base, &mem, dtype)?;
        Ok(ArrayArg::with_buf(mem.buf, dtype, &shape, &strides).with_offset(offset))
    }

    fn scalar(&self, param: usize, dtype: DType) -> Result<ScalarArg, String> {
        Ok(scalar_from_ne_bytes(dtype, self.slot(Role::Scalar { param })?))
    }
}

/// The element index of `base` in `mem`'s buffer.
fn element_offset(base: u64, mem: &ArrayMemory<'_>, dtype: DType) -> Result<usize, String> {
    let (addr, len) = (mem.addr() as u64, mem.len_bytes() as u64);
    let outside = || format!("the packed base address {base:#x} is outside its buffer ({addr:#x}, {len} bytes)");
    let bytes = base.checked_sub(addr).filter(|&b| b <= len).ok_or_else(outside)?;
    let size = dtype.size_bytes() as u64;
    if !bytes.is_multiple_of(size) {
        return Err(format!("the packed base address {base:#x} is not on a {dtype} element of its buffer ({addr:#x})"));
    }
    Ok((bytes / size) as usize)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tile_lang::tir::{ArrayFacts, ArrayType, Kernel};

    #[test]
    fn scalar_bits_round_trip_for_every_dtype() {
        for d in DType::ALL {
            let bits = if d == DType::Bool { 1 } else { 0x0102_0304_0506_0708u64 >> (64 - 8 * d.size_bytes()) };
            let s = ScalarArg::from_bits(d, bits);
            assert_eq!((s.dtype(), s.to_bits()), (d, bits), "{d}");
        }
        assert_eq!(ScalarArg::from(-1i8).to_bits(), 0xff);
        assert_eq!(ScalarArg::from(1.5f32).to_bits(), u64::from(1.5f32.to_bits()));
    }

    #[test]
    fn base_addresses_become_element_offsets() {
        let data = [0f32; 8];
        let mem = ArrayMemory::of(ArrayArg::read_only_contiguous(&data, &[8]));
        let addr = mem.addr() as u64;
        assert_eq!(element_offset(addr + 8, &mem, DType::F32), Ok(2));
        assert_eq!(element_offset(addr + 32, &mem, DType::F32), Ok(8));
        assert!(element_offset(addr + 36, &mem, DType::F32).unwrap_err().contains("outside its buffer"));
        assert!(element_offset(addr - 4, &mem, DType::F32).unwrap_err().contains("outside its buffer"));
        assert!(element_offset(addr + 2, &mem, DType::F32).unwrap_err().contains("not on a f32 element"));
    }

    #[test]
    fn short_buffers_and_missing_memory_are_refused() {
        let param = |name: &str| KernelParam {
            name: name.into(),
            kind: ParamKind::Array { ty: ArrayType { dtype: DType::F32, rank: 1 }, facts: ArrayFacts::unknown(1) },
        };
        let k = Kernel::new("k", vec![param("a")]);
        let layout = Layout::of(&k);
        let e = unpack("k", &k.params, &layout, &[0; 8], Vec::new()).unwrap_err();
        assert!(e.message.contains("the packed buffer has 8 bytes; the layout needs 16"), "{e}");
        let e = unpack("k", &k.params, &layout, &[0; 16], Vec::new()).unwrap_err();
        assert!(e.message.contains("0 array buffers for 1 array parameters"), "{e}");
    }
}
