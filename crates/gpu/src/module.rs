//! [`Module`] (a loaded cubin, fatbin or PTX image) and [`Function`] (a kernel in it).
//!
//! Images are checked before the driver sees them: Tile IR bytecode is refused with the reason
//! (an R580 driver cannot JIT it; run tileiras), ELF and fatbin headers must fit in the slice,
//! and PTX text gets the terminating NUL the driver looks for.

use std::ffi::CString;
use std::fmt;
use std::sync::{Arc, OnceLock};

use cudarc::driver::sys::CUfunction_attribute as FnAttr;

use crate::device::{Device, Entered};
use crate::error::{GpuError, Result};
use crate::raw::{self, RawFunction, RawModule};
use crate::registry::{ResourceId, ResourceKind, Stamp};

/// What an image handed to [`Module::load_cubin`] is, judged by its first bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImageKind {
    /// An ELF file: a cubin (what tileiras writes).
    Cubin,
    /// A fatbin container.
    Fatbin,
    /// CUDA Tile IR bytecode (`\x7fTileIR\0`), which must go through tileiras first.
    TileIrBytecode,
    /// Anything else is taken to be PTX text.
    Ptx,
}

const ELF_MAGIC: &[u8] = b"\x7fELF";
const FATBIN_MAGIC: &[u8] = &0xBA55_ED50u32.to_le_bytes();
const TILEIR_MAGIC: &[u8] = b"\x7fTileIR\0";

impl ImageKind {
    pub fn of(image: &[u8]) -> ImageKind {
        if image.starts_with(ELF_MAGIC) {
            ImageKind::Cubin
        } else if image.starts_with(FATBIN_MAGIC) {
            ImageKind::Fatbin
        } else if image.starts_with(TILEIR_MAGIC) {
            ImageKind::TileIrBytecode
        } else {
            ImageKind::Ptx
        }
    }
}

fn le_u16(b: &[u8], at: usize) -> Option<usize> {
    Some(u16::from_le_bytes(b.get(at..at + 2)?.try_into().ok()?) as usize)
}

fn le_u64(b: &[u8], at: usize) -> Option<usize> {
    usize::try_from(u64::from_le_bytes(b.get(at..at + 8)?.try_into().ok()?)).ok()
}

/// The bytes a 64-bit little-endian ELF header says the file spans (its program and section
/// header tables), or `None` if the header itself is cut off or not ELF64-LE.
fn elf_extent(b: &[u8]) -> Option<usize> {
    if b.get(4..6)? != [2, 1] {
        return None; // not ELFCLASS64 + ELFDATA2LSB
    }
    let table = |off: usize, entsize: usize, num: usize| -> Option<usize> {
        le_u64(b, off)?.checked_add(le_u16(b, entsize)?.checked_mul(le_u16(b, num)?)?)
    };
    Some(64.max(table(0x20, 0x36, 0x38)?).max(table(0x28, 0x3A, 0x3C)?))
}

/// The bytes a fatbin header says the container spans.
fn fatbin_extent(b: &[u8]) -> Option<usize> {
    le_u16(b, 6)?.checked_add(le_u64(b, 8)?)
}

/// The image as the driver must receive it, or why it cannot be loaded.
fn prepare_image(image: &[u8]) -> Result<std::borrow::Cow<'_, [u8]>> {
    const CALL: &str = "Module::load_cubin";
    let extent = match ImageKind::of(image) {
        ImageKind::TileIrBytecode => {
            let message = "this is CUDA Tile IR bytecode; compile it to a cubin with \
                           `tileiras --gpu-name=sm_90` first (an R580 driver cannot JIT bytecode)";
            return Err(GpuError::invalid(CALL, message));
        }
        ImageKind::Ptx if image.last() == Some(&0) => return Ok(image.into()),
        ImageKind::Ptx => return Ok([image, &[0]].concat().into()),
        ImageKind::Cubin => ("ELF", elf_extent(image)),
        ImageKind::Fatbin => ("fatbin", fatbin_extent(image)),
    };
    match extent {
        (_, Some(end)) if end <= image.len() => Ok(image.into()),
        (what, end) => {
            let claimed = end.map_or("an unreadable header".to_string(), |e| format!("{e} bytes"));
            let message = format!(
                "truncated image: its {what} header claims {claimed} but only {} bytes were given",
                image.len()
            );
            Err(GpuError::invalid(CALL, message))
        }
    }
}

struct ModuleInner {
    dev: Device,
    raw: RawModule,
    stamp: Stamp,
    /// The image it was loaded from: its kernels' parameter counts are read from it.
    image: Box<[u8]>,
}

impl Drop for ModuleInner {
    fn drop(&mut self) {
        let Ok(e) = self.dev.inner.enter() else { return };
        if e.forget(&self.stamp) {
            // SAFETY: loaded in the current generation and not unloaded since; every Function
            // holds this inner, so none is left.
            let _ = e.note(unsafe { raw::module_unload(self.raw) });
        }
    }
}

/// A loaded module; unloaded when it and every [`Function`] from it are dropped.
/// Cheap to clone; `Send + Sync`.
#[derive(Clone)]
pub struct Module {
    inner: Arc<ModuleInner>,
}

impl Module {
    /// Loads a cubin (what tileiras writes), a fatbin, or PTX text (which the driver compiles
    /// for the device; a PTX error comes back with the driver's JIT log).
    pub fn load_cubin(dev: &Device, image: &[u8]) -> Result<Module> {
        let image = prepare_image(image)?;
        let e = dev.inner.enter()?;
        // SAFETY: `prepare_image` checked that a cubin or fatbin lies within the slice and
        // NUL-terminated PTX.
        let raw = e.note(unsafe { raw::module_load(&image) }).map_err(|err| {
            let kind = ImageKind::of(&image);
            err.with_context(format!("loading a {kind:?} image of {} bytes", image.len()))
        })?;
        let stamp = e.register(ResourceKind::Module, 0);
        let image = image.into_owned().into_boxed_slice();
        Ok(Module { inner: Arc::new(ModuleInner { dev: dev.clone(), raw, stamp, image }) })
    }

    /// Loads PTX text.
    ///
    /// PTX newer than the driver (`CUDA_ERROR_UNSUPPORTED_PTX_VERSION`, made by a libNVVM of a
    /// later CUDA release) fails with the PTX's and the driver's versions and what to do.
    pub fn load_ptx(dev: &Device, ptx: &str) -> Result<Module> {
        Module::load_cubin(dev, ptx.as_bytes()).map_err(|e| {
            if e.code_name() != Some("CUDA_ERROR_UNSUPPORTED_PTX_VERSION") {
                return e;
            }
            let isa = ptx.lines().find_map(|l| l.trim().strip_prefix(".version ")).unwrap_or("?").trim().to_string();
            let driver = crate::Driver::load().map(|d| d.version()).map_or("?".to_string(), |(a, b)| format!("{a}.{b}"));
            e.with_context(format!(
                "the PTX is ISA {isa}, newer than this driver (CUDA {driver}) reads: it comes from a libNVVM of a later CUDA release; \
                 use the libNVVM of CUDA {driver} or older (scripts/install-nvvm.sh installs 13.0's; TILE_LIBNVVM=/path/to/libnvvm.so)"
            ))
        })
    }

    /// Looks a kernel up by its symbol (a tileiras kernel's symbol is its entry name).
    pub fn function(&self, name: &str) -> Result<Function> {
        const CALL: &str = "Module::function";
        let cname = CString::new(name)
            .map_err(|_| GpuError::invalid(CALL, format!("kernel name {name:?} contains a NUL byte")))?;
        let e = self.inner.dev.inner.enter()?;
        e.check(&self.inner.stamp, CALL)?;
        // SAFETY: the module is live in the current generation (checked under the lock).
        let raw = unsafe { raw::module_get_function(self.inner.raw, &cname) };
        let raw = e.note(raw).map_err(|err| err.with_context(format!("looking up kernel `{name}`")))?;
        let inner = FunctionInner {
            module: self.inner.clone(),
            raw,
            name: name.to_string(),
            declared: crate::params::declared_param_count(&self.inner.image, name),
            params: OnceLock::new(),
        };
        Ok(Function { inner: Arc::new(inner) })
    }

    pub fn device(&self) -> &Device {
        &self.inner.dev
    }

    pub fn id(&self) -> ResourceId {
        self.inner.stamp.id
    }
}

impl fmt::Debug for Module {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Module({} on device {})", self.inner.stamp.id, self.inner.dev.ordinal())
    }
}

/// Offset and size of one kernel parameter in the parameter buffer, as the driver reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamInfo {
    pub offset: usize,
    pub size: usize,
}

/// A kernel's resource usage, for reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FunctionAttributes {
    pub num_regs: u32,
    /// Static shared memory per block (a tileiras TMA matmul uses up to ~224 KiB).
    pub static_shared_bytes: u32,
    /// The register-limited maximum, *not* the block size of a tileiras kernel (that is fixed
    /// by the compiler and launched as (1, 1, 1)).
    pub max_threads_per_block: u32,
    pub local_bytes: u32,
    pub const_bytes: u32,
    pub max_dynamic_shared_bytes: u32,
    /// PTX and binary versions as major*10 + minor (90 for sm_90).
    pub ptx_version: u32,
    pub binary_version: u32,
}

impl fmt::Display for FunctionAttributes {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} registers, {} B static shared, {} B local, {} B const, max {} threads/block, \
             binary sm_{}, PTX {}",
            self.num_regs,
            self.static_shared_bytes,
            self.local_bytes,
            self.const_bytes,
            self.max_threads_per_block,
            self.binary_version,
            self.ptx_version
        )
    }
}

struct FunctionInner {
    module: Arc<ModuleInner>,
    raw: RawFunction,
    name: String,
    /// How many parameters the image says the kernel declares (`None` for a fatbin).
    declared: Option<usize>,
    params: OnceLock<Result<Vec<ParamInfo>>>,
}

/// A kernel; keeps its module loaded. Cheap to clone; `Send + Sync`.
#[derive(Clone)]
pub struct Function {
    inner: Arc<FunctionInner>,
}

/// Stops a parameter query on a driver that keeps answering (kernels have at most a few
/// thousand bytes of parameters).
const MAX_PARAMS: usize = 4096;

impl Function {
    pub fn name(&self) -> &str {
        &self.inner.name
    }

    pub fn device(&self) -> &Device {
        &self.inner.module.dev
    }

    /// Lets launches of this kernel ask for up to `bytes` of dynamic shared memory: above
    /// 48 KiB the driver wants this said first (`CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES`).
    pub fn allow_dynamic_shared(&self, bytes: u32) -> Result<()> {
        let e = self.enter("Function::allow_dynamic_shared")?;
        let attr = FnAttr::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES;
        // SAFETY: the module is live in the current generation (checked by `enter`).
        e.note(unsafe { raw::func_set_attribute(self.inner.raw, attr, bytes as i32) })
    }

    /// Registers, shared memory and the like.
    pub fn attributes(&self) -> Result<FunctionAttributes> {
        let e = self.enter("Function::attributes")?;
        let get = |a| {
            // SAFETY: the module is live in the current generation (checked by `enter`).
            let v = unsafe { raw::func_attribute(self.inner.raw, a) };
            e.note(v).map(|v| v.max(0) as u32)
        };
        Ok(FunctionAttributes {
            num_regs: get(FnAttr::CU_FUNC_ATTRIBUTE_NUM_REGS)?,
            static_shared_bytes: get(FnAttr::CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES)?,
            max_threads_per_block: get(FnAttr::CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK)?,
            local_bytes: get(FnAttr::CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES)?,
            const_bytes: get(FnAttr::CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES)?,
            max_dynamic_shared_bytes: get(FnAttr::CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES)?,
            ptx_version: get(FnAttr::CU_FUNC_ATTRIBUTE_PTX_VERSION)?,
            binary_version: get(FnAttr::CU_FUNC_ATTRIBUTE_BINARY_VERSION)?,
        })
    }

    /// The kernel's declared parameters (`cuFuncGetParamInfo`), queried once. Hidden
    /// parameters the driver fills itself (tileiras' TMA descriptors) are not expected here:
    /// they are absent from the cubin's parameter table.
    pub fn params(&self) -> Result<Vec<ParamInfo>> {
        self.inner.params.get_or_init(|| self.query_params()).clone()
    }

    /// How many parameters the kernel declares (`None` when the driver cannot list them);
    /// queried once, like [`Function::params`], without copying the list.
    pub(crate) fn param_count(&self) -> Option<usize> {
        self.inner.params.get_or_init(|| self.query_params()).as_ref().ok().map(Vec::len)
    }

    fn query_params(&self) -> Result<Vec<ParamInfo>> {
        let e = self.enter("Function::params")?;
        let mut params = Vec::new();
        // Known from the image: ask only for parameters that exist (see `crate::params`).
        if let Some(n) = self.inner.declared {
            for i in 0..n.min(MAX_PARAMS) {
                // SAFETY: the module is live in the current generation (checked by `enter`).
                match e.note(unsafe { raw::func_param_info(self.inner.raw, i) })? {
                    Some((offset, size)) => params.push(ParamInfo { offset, size }),
                    None => return Err(GpuError::invalid("Function::params", format!("`{}`: the image lists {n} parameters but the driver has {i}", self.inner.name))),
                }
            }
            return Ok(params);
        }
        while params.len() < MAX_PARAMS {
            // SAFETY: the module is live in the current generation (checked by `enter`).
            let info = unsafe { raw::func_param_info(self.inner.raw, params.len()) };
            match e.note(info)? {
                Some((offset, size)) => params.push(ParamInfo { offset, size }),
                None => break,
            }
        }
        Ok(params)
    }

    /// Locks the device for an operation on this kernel, failing if a reset unloaded it.
    pub(crate) fn enter(&self, call: &'static str) -> Result<Entered<'_>> {
        let e = self.inner.module.dev.inner.enter()?;
        e.check(&self.inner.module.stamp, call)?;
        Ok(e)
    }

    /// The handle, valid while the `Entered` from [`Function::enter`] is held.
    pub(crate) fn raw(&self) -> RawFunction {
        self.inner.raw
    }
}

impl fmt::Debug for Function {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Function(`{}` in {})", self.inner.name, self.inner.module.stamp.id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn elf_header(shoff: u64, shentsize: u16, shnum: u16) -> Vec<u8> {
        let mut h = vec![0u8; 64];
        h[..4].copy_from_slice(ELF_MAGIC);
        h[4] = 2; // ELFCLASS64
        h[5] = 1; // little endian
        h[0x28..0x30].copy_from_slice(&shoff.to_le_bytes());
        h[0x3A..0x3C].copy_from_slice(&shentsize.to_le_bytes());
        h[0x3C..0x3E].copy_from_slice(&shnum.to_le_bytes());
        h
    }

    #[test]
    fn classifies_images() {
        assert_eq!(ImageKind::of(b"\x7fELF\x02\x01"), ImageKind::Cubin);
        assert_eq!(ImageKind::of(&[0x50, 0xED, 0x55, 0xBA, 1, 0]), ImageKind::Fatbin);
        assert_eq!(ImageKind::of(b"\x7fTileIR\0\x0d\x01"), ImageKind::TileIrBytecode);
        assert_eq!(ImageKind::of(b".version 8.0\n.target sm_90\n"), ImageKind::Ptx);
    }

    #[test]
    fn ptx_gets_a_terminating_nul_once() {
        let ptx = prepare_image(b".version 8.0").unwrap();
        assert_eq!(ptx.last(), Some(&0));
        assert_eq!(ptx.len(), 13);
        let already = prepare_image(b".version 8.0\0").unwrap();
        assert_eq!(already.len(), 13);
    }

    #[test]
    fn bytecode_is_refused_with_the_reason() {
        let e = prepare_image(b"\x7fTileIR\0\x0d\x01\0\0").unwrap_err();
        assert!(e.to_string().contains("tileiras"), "{e}");
    }

    #[test]
    fn elf_must_fit_its_section_table() {
        let mut whole = elf_header(64, 64, 2);
        whole.resize(64 + 128, 0);
        assert!(prepare_image(&whole).is_ok());
        whole.truncate(150);
        let e = prepare_image(&whole).unwrap_err();
        assert!(e.to_string().contains("claims 192 bytes but only 150"), "{e}");
        let e = prepare_image(b"\x7fELF\x02").unwrap_err();
        assert!(e.to_string().contains("unreadable header"), "{e}");
    }

    #[test]
    fn bundled_cubins_pass_the_extent_check() {
        use crate::kernels;
        for cubin in [kernels::VECTOR_ADD_SM90_CUBIN, kernels::TILE_VECTOR_ADD_SM90_CUBIN] {
            assert_eq!(elf_extent(cubin), Some(cubin.len()));
            assert!(prepare_image(cubin).is_ok());
            assert!(prepare_image(&cubin[..cubin.len() - 1]).is_err());
        }
    }

    #[test]
    fn fatbin_must_fit_its_size() {
        let mut fb = Vec::new();
        fb.extend_from_slice(FATBIN_MAGIC);
        fb.extend_from_slice(&1u16.to_le_bytes()); // version
        fb.extend_from_slice(&16u16.to_le_bytes()); // header size
        fb.extend_from_slice(&32u64.to_le_bytes()); // payload size
        fb.resize(48, 0);
        assert!(prepare_image(&fb).is_ok());
        assert!(prepare_image(&fb[..40]).is_err());
    }
}
