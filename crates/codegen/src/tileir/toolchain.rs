//! Finding, checking and running NVIDIA's `tileiras` (and `tileirdisasm`).
//!
//! # Where tileiras is looked for, in order
//!
//! 1. an explicit path ([`ToolchainConfig::tileiras`], the CLI's `--tileiras`);
//! 2. the environment variable `TILE_TILEIRAS`;
//! 3. `tileiras` on `PATH`;
//! 4. the project tools folder `.tools/cuda/nvidia/cu13/bin/tileiras` that
//!    `scripts/install-cuda-tools.sh` fills, looked for above the current folder, above the
//!    running executable and in this workspace;
//! 5. a pip-installed `nvidia/cu13/bin/tileiras` in Python's site-packages folders.
//!
//! # What is checked before it runs
//!
//! tileiras loads `libnvvm.so.4` from `../lib` relative to its own folder and runs the `ptxas`
//! beside it (else the one on `PATH`); both must come from tileiras' own release, or it exits with code 5 and only says
//! "failed to compile Tile IR program". Discovery checks that both exist and that ptxas reports
//! the same release. tileiras also honours `CUDA_HOME`/`CUDA_PATH`: pointing at an older
//! toolkit makes it load that libNVVM and exit 5 silently. tile therefore runs tileiras with
//! both variables removed, records a note when they were set, and explains exit code 5 in
//! terms of both causes.
//!
//! Every failure is a [`ToolchainError`] whose message says what was found, what is wrong and
//! the command that fixes it. When tileiras rejects bytecode that tile wrote, that is a bug in
//! tile: the error keeps the bytecode in a temporary folder and prints the exact command that
//! reproduces the failure.

use std::fmt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use super::{BytecodeVersion, Options};
use crate::target::Target;

/// The pinned release `scripts/install-cuda-tools.sh` installs.
pub const PINNED_RELEASE: &str = "13.4.92";

/// How to install a working toolchain: the project script (into `.tools/cuda`) or pip.
pub const INSTALL_HINT: &str = "run scripts/install-cuda-tools.sh (installs into .tools/cuda), or: pip install nvidia-cuda-tileiras==13.4.92 nvidia-nvvm==13.4.92 nvidia-cuda-nvcc==13.4.92";

/// Where to look, beyond the defaults.
#[derive(Clone, Debug, Default)]
pub struct ToolchainConfig {
    /// Use this tileiras and nothing else.
    pub tileiras: Option<PathBuf>,
    /// Skip `TILE_TILEIRAS`, `PATH`, the project folder and site-packages (for tests).
    pub explicit_only: bool,
    /// Behave as if `CUDA_HOME` had this value (for tests; default: the environment's
    /// `CUDA_HOME` or `CUDA_PATH`).
    pub cuda_home: Option<String>,
    /// Where to remember what the tools said about themselves (see [`Toolchain::check`]);
    /// `None` probes every time.
    pub probe_cache: Option<PathBuf>,
}

impl ToolchainConfig {
    /// The default search, remembering probes in the kernel cache folder
    /// ([`crate::cache::default_dir`]).
    pub fn from_env() -> ToolchainConfig {
        ToolchainConfig { probe_cache: crate::cache::default_dir(), ..ToolchainConfig::default() }
    }
}

/// A checked tileiras installation.
#[derive(Clone, Debug)]
pub struct Toolchain {
    pub tileiras: PathBuf,
    /// `tileirdisasm` beside tileiras, if present.
    pub tileirdisasm: Option<PathBuf>,
    pub libnvvm: PathBuf,
    pub ptxas: PathBuf,
    /// The release line of `tileiras --version`, e.g. `Cuda compilation tools, release 13.4, V13.4.92`.
    pub version: String,
    /// `(13, 4)`.
    pub release: (u32, u32),
    /// Bytecode versions from `--list-versions` that tile can write.
    pub bytecode_versions: Vec<BytecodeVersion>,
    /// GPU names from `--help` (`sm_90`, ...).
    pub targets: Vec<String>,
    /// How tileiras was found (`TILE_TILEIRAS`, `PATH`, ...).
    pub found_by: String,
    /// Things worth telling the user that did not stop discovery (e.g. CUDA_HOME was set).
    pub notes: Vec<String>,
    /// `CUDA_HOME`/`CUDA_PATH` as found at discovery; tileiras runs without it.
    pub cuda_home: Option<String>,
}

/// A toolchain problem, phrased for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ToolchainError {
    /// No tileiras anywhere.
    NotFound { searched: Vec<String> },
    /// An explicit setting names a file that does not exist.
    BadSetting { setting: String, path: PathBuf },
    /// tileiras exists but `--version` did not run or did not look like tileiras.
    NotRunnable { path: PathBuf, detail: String },
    /// libNVVM of tileiras' release is not where tileiras loads it from.
    MissingLibNvvm { tileiras: PathBuf, expected: PathBuf, release: String },
    /// ptxas is not beside tileiras.
    MissingPtxas { tileiras: PathBuf, expected: PathBuf, release: String },
    /// ptxas beside tileiras is from another release.
    MismatchedPtxas { ptxas: PathBuf, ptxas_release: String, release: String },
    /// The toolchain does not know the target.
    UnsupportedTarget { target: String, supported: Vec<String> },
    /// tileiras exited with code 5 and no message: its libNVVM or ptxas could not be used.
    Exit5 { command: String, cuda_home: Option<String> },
    /// tileiras rejected bytecode that tile wrote: a bug in tile.
    Rejected { kernel: String, code: Option<i32>, stderr: String, kept: PathBuf, command: String },
    /// Running a tool failed (spawning, temporary files).
    Io { what: String, detail: String },
}

impl fmt::Display for ToolchainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use ToolchainError::*;
        match self {
            NotFound { searched } => {
                writeln!(f, "error: CUDA Tile IR assembler `tileiras` not found")?;
                writeln!(f, "  = searched: {}", searched.join("; "))?;
                write!(f, "  = help: {INSTALL_HINT}; or set TILE_TILEIRAS=/path/to/tileiras")
            }
            BadSetting { setting, path } => write!(
                f,
                "error: {setting} names `{}`, which does not exist\n  = help: point it at a tileiras binary, or unset it to search PATH and .tools/cuda",
                path.display()
            ),
            NotRunnable { path, detail } => write!(
                f,
                "error: `{}` does not run as tileiras: {detail}\n  = help: reinstall: {INSTALL_HINT}",
                path.display()
            ),
            MissingLibNvvm { tileiras, expected, release } => write!(
                f,
                "error: tileiras {release} at `{}` has no libNVVM beside it (expected `{}`)\n  = note: without it tileiras exits with code 5 and the message \"failed to compile Tile IR program\"\n  = help: pip install nvidia-nvvm=={release} into the same place, or {INSTALL_HINT}",
                tileiras.display(),
                expected.display()
            ),
            MissingPtxas { tileiras, expected, release } => write!(
                f,
                "error: tileiras {release} at `{}` has no ptxas beside it (expected `{}`) or on PATH\n  = help: pip install nvidia-cuda-nvcc=={release} into the same place, or {INSTALL_HINT}",
                tileiras.display(),
                expected.display()
            ),
            MismatchedPtxas { ptxas, ptxas_release, release } => write!(
                f,
                "error: ptxas at `{}` is release {ptxas_release}, but tileiras is release {release}; tileiras emits PTX only its own ptxas accepts\n  = help: pip install nvidia-cuda-nvcc=={release} beside tileiras, or {INSTALL_HINT}",
                ptxas.display()
            ),
            UnsupportedTarget { target, supported } => write!(
                f,
                "error: tileiras cannot compile for `{target}`\n  = note: it supports {}\n  = help: pass --target with one of these",
                supported.join(", ")
            ),
            Exit5 { command, cuda_home } => {
                writeln!(f, "error: tileiras exited with code 5 without a message: it could not load libNVVM or run ptxas of its own release")?;
                if let Some(home) = cuda_home {
                    writeln!(f, "  = note: CUDA_HOME/CUDA_PATH is set to `{home}`; tileiras loads the libNVVM there, and one from an older toolkit fails like this")?;
                    writeln!(f, "  = help: unset CUDA_HOME CUDA_PATH")?;
                }
                writeln!(f, "  = help: reinstall the matching tools: {INSTALL_HINT}")?;
                write!(f, "  = command: {command}")
            }
            Rejected { kernel, code, stderr, kept, command } => {
                let code = code.map_or("a signal".to_string(), |c| format!("code {c}"));
                writeln!(f, "error: tileiras rejected the Tile IR bytecode of kernel `{kernel}` ({code})")?;
                writeln!(f, "  = note: this is a bug in tile's CUDA Tile IR back end, not in your program; please report it")?;
                for line in stderr.trim().lines().take(40) {
                    writeln!(f, "  | {line}")?;
                }
                writeln!(f, "  = note: the bytecode is kept at `{}`", kept.display())?;
                write!(f, "  = reproduce: {command}")
            }
            Io { what, detail } => write!(f, "error: {what}: {detail}"),
        }
    }
}

impl std::error::Error for ToolchainError {}

/// Environment variables that redirect tileiras to another toolkit's libNVVM.
const REDIRECTING_VARS: [&str; 2] = ["CUDA_HOME", "CUDA_PATH"];

impl Toolchain {
    /// Finds and checks tileiras (see the module doc for the search order).
    pub fn discover(cfg: &ToolchainConfig) -> Result<Toolchain, ToolchainError> {
        let (tileiras, found_by) = locate(cfg)?;
        let cuda_home = cfg.cuda_home.clone().or_else(redirecting_env);
        Toolchain::check(&tileiras, found_by, cuda_home, cfg.probe_cache.as_deref())
    }

    /// Checks one tileiras binary and its siblings; `cuda_home` is the environment's
    /// `CUDA_HOME`/`CUDA_PATH`, if set. `probe_cache` is a folder where what the tools said
    /// about themselves is remembered, keyed by their paths, sizes and modification times, so
    /// that a warm process does not run tileiras at all.
    pub fn check(
        tileiras: &Path,
        found_by: String,
        cuda_home: Option<String>,
        probe_cache: Option<&Path>,
    ) -> Result<Toolchain, ToolchainError> {
        let tileiras = tileiras.canonicalize().unwrap_or_else(|_| tileiras.to_path_buf());
        let bin = tileiras.parent().unwrap_or(Path::new(".")).to_path_buf();
        let prefix = bin.parent().unwrap_or(&bin);
        let release_text = || {
            let v = tool_version(&tileiras).unwrap_or_default();
            full_release(&v).unwrap_or_else(|| PINNED_RELEASE.to_string())
        };
        let libnvvm =
            ["lib/libnvvm.so.4", "nvvm/lib64/libnvvm.so"].iter().map(|l| prefix.join(l)).find(|p| p.exists());
        let Some(libnvvm) = libnvvm else {
            let expected = prefix.join("lib/libnvvm.so.4");
            return Err(ToolchainError::MissingLibNvvm { release: release_text(), tileiras, expected });
        };
        // tileiras runs the ptxas beside it, else the one on PATH (checked: both work).
        let beside = bin.join("ptxas");
        let Some(ptxas) = Some(beside.clone()).filter(|p| p.exists()).or_else(|| on_path("ptxas")) else {
            return Err(ToolchainError::MissingPtxas { release: release_text(), tileiras, expected: beside });
        };
        let probe = Probe::get(&tileiras, &ptxas, probe_cache)?;
        let version = probe.version;
        let release = parse_release(&version).ok_or_else(|| ToolchainError::NotRunnable {
            path: tileiras.clone(),
            detail: format!("unexpected --version output `{version}`"),
        })?;
        let full = full_release(&version).unwrap_or_else(|| format!("{}.{}", release.0, release.1));
        if parse_release(&probe.ptxas_version) != Some(release) {
            let ptxas_release = full_release(&probe.ptxas_version).unwrap_or(probe.ptxas_version);
            return Err(ToolchainError::MismatchedPtxas { ptxas, ptxas_release, release: full });
        }
        let tileirdisasm = Some(bin.join("tileirdisasm")).filter(|p| p.exists());
        let notes = cuda_home.as_deref().map(cuda_home_note).into_iter().collect();
        Ok(Toolchain {
            bytecode_versions: probe
                .bytecode_versions
                .iter()
                .filter_map(|v| BytecodeVersion::parse(v))
                .collect(),
            targets: probe.targets,
            tileiras,
            tileirdisasm,
            libnvvm: normalize(&libnvvm),
            ptxas,
            version,
            release,
            found_by,
            notes,
            cuda_home,
        })
    }

    /// The newest bytecode version both tile and this tileiras support.
    pub fn best_bytecode_version(&self) -> BytecodeVersion {
        self.bytecode_versions.iter().copied().max().unwrap_or(BytecodeVersion::DEFAULT)
    }

    /// An error unless tileiras lists the target.
    pub fn check_target(&self, target: Target) -> Result<(), ToolchainError> {
        let name = target.name();
        let supported = if self.targets.is_empty() {
            Target::KNOWN.map(|n| format!("sm_{n}")).to_vec()
        } else {
            self.targets.clone()
        };
        if supported.contains(&name) {
            Ok(())
        } else {
            Err(ToolchainError::UnsupportedTarget { target: name, supported })
        }
    }

    /// A tileiras command with the redirecting variables removed.
    fn command(&self, tool: &Path) -> Command {
        let mut c = Command::new(tool);
        for var in REDIRECTING_VARS {
            c.env_remove(var);
        }
        c.stdin(Stdio::null());
        c
    }

    /// Assembles bytecode into a cubin for `opts.target`.
    pub fn assemble(&self, bytecode: &[u8], kernel: &str, opts: &Options) -> Result<Vec<u8>, ToolchainError> {
        self.check_target(opts.target)?;
        let dir = TempDir::new("tile-tileiras")?;
        let input = dir.path.join(format!("{}.tilebc", file_stem(kernel)));
        let output = dir.path.join(format!("{}.cubin", file_stem(kernel)));
        write_file(&input, bytecode)?;
        let args = vec![
            format!("--gpu-name={}", opts.target.name()),
            format!("--opt-level={}", opts.opt_level),
            "-o".to_string(),
            output.display().to_string(),
            input.display().to_string(),
        ];
        let out = self.run(&self.tileiras, &args)?;
        if out.status.success() && output.exists() {
            return std::fs::read(&output).map_err(|e| io_error("reading the cubin tileiras wrote", e));
        }
        Err(self.failure(out, kernel, dir, &input, &args))
    }

    /// `tileirdisasm` output for bytecode (its own validation of our format).
    pub fn disassemble(&self, bytecode: &[u8]) -> Result<String, ToolchainError> {
        let Some(disasm) = &self.tileirdisasm else {
            return Err(ToolchainError::Io {
                what: "tileirdisasm".into(),
                detail: format!("not found beside {}", self.tileiras.display()),
            });
        };
        let dir = TempDir::new("tile-disasm")?;
        let input = dir.path.join("kernel.tilebc");
        write_file(&input, bytecode)?;
        let out = self.run(disasm, &[input.display().to_string()])?;
        if out.status.success() {
            return Ok(String::from_utf8_lossy(&out.stdout).into_owned());
        }
        let args = vec![input.display().to_string()];
        Err(self.failure(out, "<disassembly>", dir, &input, &args))
    }

    fn run(&self, tool: &Path, args: &[String]) -> Result<Output, ToolchainError> {
        self.command(tool).args(args).output().map_err(|e| ToolchainError::Io {
            what: format!("running {}", tool.display()),
            detail: e.to_string(),
        })
    }

    /// Turns a failed run into an error; keeps the temporary folder for a reproducer.
    fn failure(
        &self,
        out: Output,
        kernel: &str,
        dir: TempDir,
        input: &Path,
        args: &[String],
    ) -> ToolchainError {
        let tool = if args.len() == 1 {
            self.tileirdisasm.clone().unwrap_or_default()
        } else {
            self.tileiras.clone()
        };
        let command = format!(
            "env -u CUDA_HOME -u CUDA_PATH {} {}",
            shell_quote(&tool.display().to_string()),
            args.iter().map(|a| shell_quote(a)).collect::<Vec<_>>().join(" ")
        );
        let mut stderr = String::from_utf8_lossy(&out.stderr).into_owned();
        stderr.push_str(&String::from_utf8_lossy(&out.stdout));
        let quiet =
            !stderr.lines().any(|l| !l.trim().is_empty() && !l.contains("failed to compile Tile IR program"));
        if out.status.code() == Some(5) && quiet {
            return ToolchainError::Exit5 { command, cuda_home: self.cuda_home.clone() };
        }
        let kept = dir.keep();
        ToolchainError::Rejected {
            kernel: kernel.to_string(),
            code: out.status.code(),
            stderr,
            kept: kept.join(input.file_name().unwrap_or_default()),
            command,
        }
    }
}

/// Finds tileiras; returns it and how it was found.
fn locate(cfg: &ToolchainConfig) -> Result<(PathBuf, String), ToolchainError> {
    if let Some(p) = &cfg.tileiras {
        return explicit(p, "the tileiras setting");
    }
    if cfg.explicit_only {
        return Err(ToolchainError::NotFound { searched: vec!["(explicit setting only)".into()] });
    }
    if let Some(p) = std::env::var_os("TILE_TILEIRAS").filter(|v| !v.is_empty()) {
        return explicit(Path::new(&p), "TILE_TILEIRAS");
    }
    let mut searched = Vec::new();
    if let Some(p) = on_path("tileiras") {
        return Ok((p, "PATH".into()));
    }
    searched.push("PATH".to_string());
    for dir in project_tool_dirs() {
        let p = dir.join("nvidia/cu13/bin/tileiras");
        if p.is_file() {
            return Ok((p, format!("project tools folder {}", dir.display())));
        }
        searched.push(normalize(&dir).display().to_string());
    }
    for site in tile_gpu::nvvm::site_packages() {
        let p = site.join("nvidia/cu13/bin/tileiras");
        if p.is_file() {
            return Ok((p, format!("Python site-packages {}", site.display())));
        }
        searched.push(site.display().to_string());
    }
    Err(ToolchainError::NotFound { searched })
}

fn explicit(p: &Path, setting: &str) -> Result<(PathBuf, String), ToolchainError> {
    if p.is_file() {
        Ok((p.to_path_buf(), setting.to_string()))
    } else {
        Err(ToolchainError::BadSetting { setting: setting.to_string(), path: p.to_path_buf() })
    }
}

fn on_path(name: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path).map(|d| d.join(name)).find(|p| p.is_file())
}

/// `.tools/cuda` folders above the current folder, above the executable and in this workspace.
fn project_tool_dirs() -> Vec<PathBuf> {
    let mut starts: Vec<PathBuf> = Vec::new();
    starts.extend(std::env::current_dir().ok());
    starts.extend(std::env::current_exe().ok().and_then(|p| p.parent().map(Path::to_path_buf)));
    starts.push(Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."));
    let mut out: Vec<PathBuf> = Vec::new();
    for start in starts {
        for dir in start.ancestors() {
            let candidate = dir.join(".tools/cuda");
            if candidate.is_dir() {
                let c = normalize(&candidate);
                if !out.contains(&c) {
                    out.push(c);
                }
                break;
            }
        }
    }
    if out.is_empty() {
        out.push(normalize(&Path::new(env!("CARGO_MANIFEST_DIR")).join("../../.tools/cuda")));
    }
    out
}

/// The release line of `tool --version`.
fn tool_version(tool: &Path) -> Result<String, ToolchainError> {
    let mut c = Command::new(tool);
    for var in REDIRECTING_VARS {
        c.env_remove(var);
    }
    let out = c
        .arg("--version")
        .stdin(Stdio::null())
        .output()
        .map_err(|e| ToolchainError::NotRunnable { path: tool.to_path_buf(), detail: e.to_string() })?;
    let text = String::from_utf8_lossy(&out.stdout);
    text.lines().find(|l| l.contains("release")).map(|l| l.trim().to_string()).ok_or_else(|| {
        ToolchainError::NotRunnable {
            path: tool.to_path_buf(),
            detail: format!("`--version` printed no release line (exit {:?})", out.status.code()),
        }
    })
}

/// `(13, 4)` from `Cuda compilation tools, release 13.4, V13.4.92`.
pub fn parse_release(line: &str) -> Option<(u32, u32)> {
    let rest = &line[line.find("release ")? + "release ".len()..];
    let num: String = rest.chars().take_while(|c| c.is_ascii_digit() || *c == '.').collect();
    let mut parts = num.split('.');
    Some((parts.next()?.parse().ok()?, parts.next()?.parse().ok()?))
}

/// `13.4.92` from the same line.
fn full_release(line: &str) -> Option<String> {
    let v = line.rsplit(", V").next()?;
    (v != line).then(|| v.trim().to_string())
}

/// What the tools say about themselves: the slow part of discovery (four process runs).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Probe {
    version: String,
    ptxas_version: String,
    bytecode_versions: Vec<String>,
    targets: Vec<String>,
}

impl Probe {
    /// The probe of these tools, from `cache` when their files are unchanged.
    fn get(tileiras: &Path, ptxas: &Path, cache: Option<&Path>) -> Result<Probe, ToolchainError> {
        let stamp = format!("{} {}", file_stamp(tileiras), file_stamp(ptxas));
        let file = cache.map(|d| {
            let key = crate::cache::CacheKey::of(&[stamp.as_bytes()]).hex();
            d.join("toolchain").join(format!("{}.txt", &key[..16]))
        });
        if let Some(p) =
            file.as_ref().and_then(|f| std::fs::read_to_string(f).ok()).and_then(|t| Probe::parse(&t, &stamp))
        {
            return Ok(p);
        }
        // Four short processes, at once: they are most of a cold first launch's time outside
        // tileiras itself (20 ms one after the other on the H200's host).
        let probe = std::thread::scope(|s| {
            let ptxas_version = s.spawn(|| tool_version(ptxas));
            let bytecode_versions = s.spawn(|| list_versions(tileiras));
            let targets = s.spawn(|| list_targets(tileiras));
            let version = tool_version(tileiras);
            Ok::<Probe, ToolchainError>(Probe {
                version: version?,
                ptxas_version: joined(ptxas_version)?,
                bytecode_versions: joined(bytecode_versions),
                targets: joined(targets),
            })
        })?;
        if let Some(f) = file {
            // Best effort: a cache that cannot be written only costs the probe next time.
            let _ = write_atomically(&f, &probe.render(&stamp));
        }
        Ok(probe)
    }

    fn render(&self, stamp: &str) -> String {
        format!(
            "{stamp}\n{}\n{}\n{}\n{}\n",
            self.version,
            self.ptxas_version,
            self.bytecode_versions.join(" "),
            self.targets.join(" ")
        )
    }

    fn parse(text: &str, stamp: &str) -> Option<Probe> {
        let mut lines = text.lines();
        if lines.next()? != stamp {
            return None;
        }
        let words = |l: &str| l.split_whitespace().map(str::to_string).collect::<Vec<_>>();
        Some(Probe {
            version: lines.next()?.to_string(),
            ptxas_version: lines.next()?.to_string(),
            bytecode_versions: words(lines.next()?),
            targets: words(lines.next()?),
        })
    }
}

/// `path size mtime` of a file: changes whenever the tool is replaced.
fn file_stamp(p: &Path) -> String {
    let meta = std::fs::metadata(p).ok();
    let size = meta.as_ref().map_or(0, |m| m.len());
    let mtime = meta
        .and_then(|m| m.modified().ok())
        .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
        .map_or(0, |d| d.as_nanos());
    format!("{}:{size}:{mtime}", p.display())
}

fn write_atomically(path: &Path, text: &str) -> std::io::Result<()> {
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, text)?;
    std::fs::rename(&tmp, path)
}

/// The bytecode versions `tileiras --list-versions` prints, as written.
fn list_versions(tileiras: &Path) -> Vec<String> {
    let out = Command::new(tileiras).arg("--list-versions").stdin(Stdio::null()).output();
    let Ok(out) = out else { return Vec::new() };
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

fn list_targets(tileiras: &Path) -> Vec<String> {
    let out = Command::new(tileiras).arg("--help").stdin(Stdio::null()).output();
    let Ok(out) = out else { return Vec::new() };
    let mut targets: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .filter_map(|l| {
            l.trim().strip_prefix("=sm_").map(|rest| rest.split_whitespace().next().unwrap_or("").to_string())
        })
        .filter(|n| !n.is_empty())
        .map(|n| format!("sm_{n}"))
        .collect();
    targets.dedup();
    targets
}

/// What to say about a set `CUDA_HOME`: harmless for tile, a trap for tileiras run by hand.
fn cuda_home_note(home: &str) -> String {
    let lib = ["nvvm/lib64/libnvvm.so", "nvvm/lib64/libnvvm.so.4", "lib64/libnvvm.so", "lib/libnvvm.so.4"]
        .iter()
        .map(|l| Path::new(home).join(l))
        .find(|p| p.exists());
    let found = match lib {
        Some(lib) => format!(", which holds its own libNVVM (`{}`)", lib.display()),
        None => String::new(),
    };
    format!(
        "CUDA_HOME/CUDA_PATH is set to `{home}`{found}; tileiras would load that libNVVM and fail with exit code 5 unless it is the same release, so tile runs tileiras without it (to run tileiras by hand: unset CUDA_HOME CUDA_PATH)"
    )
}

fn redirecting_env() -> Option<String> {
    REDIRECTING_VARS.iter().find_map(|v| std::env::var(v).ok().filter(|s| !s.is_empty()))
}

fn normalize(p: &Path) -> PathBuf {
    p.canonicalize().unwrap_or_else(|_| p.to_path_buf())
}

fn file_stem(kernel: &str) -> String {
    let s: String = kernel
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() || c == '_' { c } else { '_' })
        .take(64)
        .collect();
    if s.is_empty() {
        "kernel".into()
    } else {
        s
    }
}

fn shell_quote(s: &str) -> String {
    if s.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:+".contains(c)) {
        s.to_string()
    } else {
        format!("'{}'", s.replace('\'', "'\\''"))
    }
}

fn io_error(what: &str, e: std::io::Error) -> ToolchainError {
    ToolchainError::Io { what: what.to_string(), detail: e.to_string() }
}

fn write_file(path: &Path, bytes: &[u8]) -> Result<(), ToolchainError> {
    std::fs::write(path, bytes).map_err(|e| io_error(&format!("writing {}", path.display()), e))
}

/// A temporary folder removed on drop unless kept.
struct TempDir {
    path: PathBuf,
    keep: bool,
}

impl TempDir {
    fn new(prefix: &str) -> Result<TempDir, ToolchainError> {
        use std::sync::atomic::{AtomicU64, Ordering};
        static NEXT: AtomicU64 = AtomicU64::new(0);
        let n = NEXT.fetch_add(1, Ordering::Relaxed);
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        let path = std::env::temp_dir().join(format!("{prefix}-{}-{n}-{nanos}", std::process::id()));
        std::fs::create_dir_all(&path).map_err(|e| io_error("creating a temporary folder", e))?;
        Ok(TempDir { path, keep: false })
    }

    fn keep(mut self) -> PathBuf {
        self.keep = true;
        self.path.clone()
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        if !self.keep {
            let _ = std::fs::remove_dir_all(&self.path);
        }
    }
}


/// The result of a probe thread (a panic there is a bug here, not a tool's answer).
fn joined<T>(h: std::thread::ScopedJoinHandle<'_, T>) -> T {
    h.join().expect("a toolchain probe thread panicked")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_release_lines() {
        let l = "Cuda compilation tools, release 13.4, V13.4.92";
        assert_eq!(parse_release(l), Some((13, 4)));
        assert_eq!(full_release(l).as_deref(), Some("13.4.92"));
        assert_eq!(parse_release("nothing"), None);
    }

    #[test]
    fn quotes_for_the_shell() {
        assert_eq!(shell_quote("/a/b.tilebc"), "/a/b.tilebc");
        assert_eq!(shell_quote("a b"), "'a b'");
    }
}
