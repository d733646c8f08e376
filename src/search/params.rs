//! The search's numbers: pruning margins, reduction formulas, history bonuses and the aspiration
//! window. [`SearchParams::DEFAULT`] is what Slate plays with. Builds with the `tune` feature
//! list every one as a UCI spin option (its field name), so that a tuner can move them all at
//! once (`scripts/spsa.py`); release builds do not advertise them, since no user should need
//! them and a GUI would show twenty unexplained numbers.

/// One tunable number: its UCI name, default and allowed range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParamSpec {
    /// The field's name, which is also its UCI option name.
    pub name: &'static str,
    /// The value Slate plays with.
    pub default: i32,
    /// Smallest value accepted.
    pub min: i32,
    /// Largest value accepted.
    pub max: i32,
}

macro_rules! search_params {
    ($($(#[$doc:meta])* $field:ident = $default:literal in $min:literal..=$max:literal;)*) => {
        /// The search's tunable numbers (see the module documentation).
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub struct SearchParams {
            $($(#[$doc])* pub $field: i32,)*
        }

        impl SearchParams {
            /// The values Slate plays with.
            pub const DEFAULT: Self = Self { $($field: $default,)* };

            /// Every parameter's name, default and range, in declaration order.
            pub const SPECS: &'static [ParamSpec] = &[
                $(ParamSpec { name: stringify!($field), default: $default, min: $min, max: $max },)*
            ];

            /// Sets the parameter called `name` (case-insensitive) to `value`; an unknown name or
            /// a value outside its range is an error and changes nothing.
            pub fn set(&mut self, name: &str, value: i32) -> Result<(), String> {
                let spec = Self::spec(name).ok_or_else(|| format!("no search parameter '{name}'"))?;
                if !(spec.min..=spec.max).contains(&value) {
                    return Err(format!(
                        "{} takes {} to {}, not {value}",
                        spec.name, spec.min, spec.max
                    ));
                }
                match spec.name {
                    $(stringify!($field) => self.$field = value,)*
                    _ => unreachable!("every spec names a field"),
                }
                Ok(())
            }

            /// The current value of the parameter called `name` (case-insensitive).
            pub fn get(&self, name: &str) -> Option<i32> {
                match Self::spec(name)?.name {
                    $(stringify!($field) => Some(self.$field),)*
                    _ => None,
                }
            }
        }
    };
}

search_params! {
    /// Reverse futility: a node this far above beta per ply of depth is cut.
    rfp_margin = 74 in 20..=200;
    /// Reverse futility: deepest node it applies to.
    rfp_depth = 4 in 2..=14;
    /// Null move: base reduction.
    nmp_base = 4 in 1..=7;
    /// Null move: a ply more reduction per this many plies of depth.
    nmp_depth_div = 4 in 2..=12;
    /// Null move: a ply more reduction per this much of the evaluation above beta (at most 3).
    nmp_eval_div = 169 in 50..=500;
    /// Late-move pruning: quiet moves searched before the rest are dropped, plus depth² (halved
    /// when not improving).
    lmp_base = 4 in 0..=10;
    /// Late-move pruning: deepest node it applies to.
    lmp_depth = 9 in 2..=14;
    /// Futility pruning: margin at depth 0.
    futility_base = 75 in 0..=300;
    /// Futility pruning: margin added per ply.
    futility_per_depth = 146 in 30..=250;
    /// Futility pruning: deepest node it applies to.
    futility_depth = 5 in 2..=10;
    /// Quiet moves losing more than this per ply of depth by exchange are skipped (depth ≤ 6).
    see_quiet = 50 in 10..=200;
    /// Bad captures losing more than this per ply of depth are skipped (depth ≤ 6).
    see_capture = 106 in 20..=300;
    /// Late-move reductions: constant term, in hundredths of a ply.
    lmr_base = 90 in 0..=200;
    /// Late-move reductions: `ln depth × ln move number` is divided by this, in hundredths.
    lmr_div = 203 in 100..=500;
    /// Late-move reductions: a ply less (more) per this much quiet history above (below) zero.
    lmr_history_div = 4618 in 1000..=20000;
    /// Singular extension: the other moves must fall this much per ply below the hash bound.
    singular_margin = 2 in 1..=8;
    /// Double extension: how far below the singular bound the other moves must stay.
    double_margin = 24 in 0..=100;
    /// History bonus of a quiet cutoff: per ply of depth.
    history_mul = 131 in 40..=400;
    /// History bonus of a quiet cutoff: taken off (the bonus is `mul × depth − sub`).
    history_sub = 77 in 0..=400;
    /// History bonus of a quiet cutoff: largest bonus.
    history_max = 1955 in 400..=4000;
    /// Aspiration window: first half-width around the previous iteration's score.
    aspiration = 17 in 4..=60;
    /// Quiescence delta pruning: margin over the captured piece's value.
    delta_margin = 357 in 0..=600;
}

impl SearchParams {
    /// Is there a parameter called `name` (case-insensitive)?
    pub fn is_param(name: &str) -> bool {
        Self::spec(name).is_some()
    }

    /// The `option` lines advertising every parameter.
    pub fn advertise(&self) -> Vec<String> {
        Self::SPECS
            .iter()
            .map(|s| {
                format!(
                    "option name {} type spin default {} min {} max {}",
                    s.name,
                    self.get(s.name).unwrap_or(s.default),
                    s.min,
                    s.max
                )
            })
            .collect()
    }

    fn spec(name: &str) -> Option<&'static ParamSpec> {
        Self::SPECS
            .iter()
            .find(|s| s.name.eq_ignore_ascii_case(name))
    }

    /// The late-move reduction table, `[depth][move number]`, for these parameters.
    pub fn lmr_table(&self) -> Box<[[u8; 64]; 64]> {
        let base = f64::from(self.lmr_base) / 100.0;
        let div = f64::from(self.lmr_div) / 100.0;
        let mut lmr = Box::new([[0u8; 64]; 64]);
        for (d, row) in lmr.iter_mut().enumerate().skip(1) {
            for (m, r) in row.iter_mut().enumerate().skip(1) {
                // Log-log reductions: computed once, integers in the search.
                *r = (base + (d as f64).ln() * (m as f64).ln() / div) as u8;
            }
        }
        lmr
    }

    /// The history bonus of a quiet cutoff at `depth`.
    #[inline]
    pub fn history_bonus(&self, depth: i32) -> i32 {
        (self.history_mul * depth - self.history_sub).min(self.history_max)
    }
}

impl Default for SearchParams {
    fn default() -> Self {
        Self::DEFAULT
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_default_lies_in_its_range_and_reads_back() {
        let p = SearchParams::DEFAULT;
        assert_eq!(SearchParams::SPECS.len(), 22);
        for s in SearchParams::SPECS {
            assert!(s.min <= s.default && s.default <= s.max, "{s:?}");
            assert_eq!(p.get(s.name), Some(s.default), "{}", s.name);
        }
    }

    #[test]
    fn set_checks_name_and_range_and_changes_only_its_field() {
        let mut p = SearchParams::DEFAULT;
        p.set("RFP_Margin", 95).unwrap();
        assert_eq!(p.rfp_margin, 95);
        assert_eq!(
            SearchParams {
                rfp_margin: SearchParams::DEFAULT.rfp_margin,
                ..p
            },
            SearchParams::DEFAULT
        );
        assert!(p.set("rfp_margin", 1000).is_err());
        assert!(p.set("no_such", 1).is_err());
        assert_eq!(p.rfp_margin, 95);
        for s in SearchParams::SPECS {
            let mut q = SearchParams::DEFAULT;
            q.set(s.name, s.max).unwrap();
            assert_eq!(q.get(s.name), Some(s.max));
            assert_ne!(q, SearchParams::DEFAULT, "{} changed nothing", s.name);
        }
    }

    #[test]
    fn the_default_reduction_table_is_the_formula_slate_was_measured_with() {
        let lmr = SearchParams::DEFAULT.lmr_table();
        for d in 1..64 {
            for m in 1..64 {
                let expected = (0.90 + (d as f64).ln() * (m as f64).ln() / 2.03) as u8;
                assert_eq!(lmr[d][m], expected);
            }
        }
        assert_eq!(lmr[0], [0; 64]);
        assert_eq!(SearchParams::DEFAULT.history_bonus(1), 54);
        assert_eq!(SearchParams::DEFAULT.history_bonus(20), 1955);
    }
}
