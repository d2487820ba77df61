//! GPU targets: the `sm_<N>` architecture a kernel is compiled for.

use std::fmt;

/// A GPU architecture to compile for, `sm_<N>` (e.g. `sm_90` for Hopper, `sm_100` Blackwell).
///
/// Any `sm_<digits>` parses; whether a toolchain supports it is checked against what that
/// toolchain lists (see [`crate::tileir::Toolchain::check_target`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Target {
    sm: u32,
}

impl Target {
    /// The default when no GPU is known: Hopper (H100/H200).
    pub const DEFAULT: Target = Target { sm: 90 };

    /// Architectures the CUDA 13.4 tools accept (`tileiras --help`).
    pub const KNOWN: [u32; 12] = [80, 86, 87, 88, 89, 90, 100, 103, 107, 110, 120, 121];

    pub fn new(sm: u32) -> Target {
        Target { sm }
    }

    /// The target of a GPU of compute capability `(major, minor)`: `(9, 0)` is sm_90.
    pub fn of_capability((major, minor): (u32, u32)) -> Target {
        Target { sm: major * 10 + minor }
    }

    /// Parses `sm_90`, `sm90` or `90`.
    pub fn parse(s: &str) -> Result<Target, String> {
        let t = s.trim();
        let digits = t.strip_prefix("sm_").or_else(|| t.strip_prefix("sm")).unwrap_or(t);
        match digits.parse::<u32>() {
            Ok(sm) if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) => Ok(Target { sm }),
            _ => Err(format!(
                "`{s}` is not a GPU target; write sm_<N>, e.g. sm_90 (known: {})",
                Target::KNOWN.map(|n| format!("sm_{n}")).join(", ")
            )),
        }
    }

    /// The compute capability times ten (90 for sm_90).
    pub fn sm(self) -> u32 {
        self.sm
    }

    /// `sm_90`.
    pub fn name(self) -> String {
        format!("sm_{}", self.sm)
    }
}

impl Default for Target {
    fn default() -> Target {
        Target::DEFAULT
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "sm_{}", self.sm)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_target_spellings() {
        assert_eq!(Target::parse("sm_90").unwrap().sm(), 90);
        assert_eq!(Target::parse("sm100").unwrap().name(), "sm_100");
        assert_eq!(Target::parse("120").unwrap().to_string(), "sm_120");
        assert!(Target::parse("hopper").unwrap_err().contains("sm_90"));
        assert!(Target::parse("sm_").is_err());
    }
}
