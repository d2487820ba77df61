//! The autotuner's bookkeeping: trials over a declared configuration space and the choice of
//! the fastest correct one. The choices are remembered by `tile_codegen::tuned` (beside the
//! kernel cache), where the stdlib's host functions find them too.

use super::catalog::Config;
pub use tile_codegen::tuned::{TuneEntry, TuneKey, TuneStore};

/// One configuration tried: its median time, or why it was rejected (did not compile, did
/// not launch, gave a wrong result).
#[derive(Clone, Debug, PartialEq)]
pub struct Trial {
    pub config: Config,
    pub result: Result<f64, String>,
}

/// The fastest successful trial.
pub fn best(trials: &[Trial]) -> Option<&Trial> {
    trials.iter().filter(|t| t.result.is_ok()).min_by(|a, b| {
        let (x, y) =
            (a.result.as_ref().unwrap_or(&f64::INFINITY), b.result.as_ref().unwrap_or(&f64::INFINITY));
        x.total_cmp(y)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_fastest_correct_trial_wins() {
        let t = |v: i64, r: Result<f64, String>| Trial { config: Config::of(&[("T", v)]), result: r };
        let trials = [t(1, Ok(2.0)), t(2, Err("wrong".into())), t(3, Ok(1.5)), t(4, Ok(1.7))];
        assert_eq!(best(&trials).unwrap().config.get("T"), 3);
        assert!(best(&[t(1, Err("x".into()))]).is_none());
    }
}
