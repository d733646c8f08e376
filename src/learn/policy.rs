//! When the search should store a root position: the decision rule of Slate (1987) and Crafty,
//! as a pure function.
//!
//! A root is worth remembering when the search changed its mind for the worse: the final score of
//! the chosen move is clearly below the best score an earlier iteration reported, or below what
//! the previous move's search expected for this position. Next time the position (or a position
//! leading to it) comes up, the stored score warns the search before it walks into the same line.

/// Tuning of [`should_store`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct StorePolicy {
    /// How much worse (centipawns) the final score must be than the reference. Default 33.
    pub threshold_cp: i32,
    /// Store at most one entry per root position and search.
    pub one_per_root: bool,
}

impl Default for StorePolicy {
    fn default() -> Self {
        StorePolicy {
            threshold_cp: 33,
            one_per_root: true,
        }
    }
}

/// What the search knows at the end of a root search. All scores are from the point of view of
/// the side to move at this root.
#[derive(Debug, Clone, Copy)]
pub struct RootSearchSummary<'a> {
    /// The final score of the chosen move.
    pub final_score: i32,
    /// The best score of each completed iteration before the last, in order.
    pub iteration_scores: &'a [i32],
    /// The score the previous move's search predicted for this position, if there was one
    /// (our previous root score; the opponent's reply is assumed to be its expected move or no
    /// better for them).
    pub previous_move_score: Option<i32>,
    /// Whether an entry was already stored for this root in this search.
    pub already_stored: bool,
}

/// The outcome of [`should_store`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StoreDecision {
    /// Store: the score fell by `drop_cp` from `reference`.
    Store { reference: i32, drop_cp: i32 },
    /// The score did not fall by more than the threshold.
    NoDrop,
    /// Nothing to compare with (first iteration of the first move).
    NoReference,
    /// An entry for this root already went out.
    AlreadyStored,
}

/// The decision rule. Pure: no clock, no I/O.
pub fn should_store(policy: &StorePolicy, s: &RootSearchSummary) -> StoreDecision {
    if policy.one_per_root && s.already_stored {
        return StoreDecision::AlreadyStored;
    }
    let reference = s
        .iteration_scores
        .iter()
        .copied()
        .chain(s.previous_move_score)
        .max();
    let Some(reference) = reference else {
        return StoreDecision::NoReference;
    };
    // Widen before subtracting: mate scores near i32 limits must not overflow.
    let drop = reference as i64 - s.final_score as i64;
    if drop > policy.threshold_cp.max(0) as i64 {
        StoreDecision::Store {
            reference,
            drop_cp: drop.min(i32::MAX as i64) as i32,
        }
    } else {
        StoreDecision::NoDrop
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn summary(final_score: i32, its: &[i32], prev: Option<i32>) -> RootSearchSummary<'_> {
        RootSearchSummary {
            final_score,
            iteration_scores: its,
            previous_move_score: prev,
            already_stored: false,
        }
    }

    #[test]
    fn drops_beyond_the_threshold_are_stored() {
        let p = StorePolicy::default();
        assert_eq!(
            should_store(&p, &summary(10, &[20, 50, 30], None)),
            StoreDecision::Store {
                reference: 50,
                drop_cp: 40
            }
        );
        // Exactly the threshold is not "significantly worse".
        assert_eq!(
            should_store(&p, &summary(17, &[50], None)),
            StoreDecision::NoDrop
        );
        assert_eq!(
            should_store(&p, &summary(60, &[20, 50], None)),
            StoreDecision::NoDrop
        );
    }

    #[test]
    fn previous_move_is_a_reference() {
        let p = StorePolicy::default();
        assert!(matches!(
            should_store(&p, &summary(-100, &[], Some(0))),
            StoreDecision::Store { drop_cp: 100, .. }
        ));
        assert_eq!(
            should_store(&p, &summary(-100, &[], None)),
            StoreDecision::NoReference
        );
    }

    #[test]
    fn one_per_root_and_threshold_option() {
        let mut p = StorePolicy::default();
        let mut s = summary(0, &[100], None);
        s.already_stored = true;
        assert_eq!(should_store(&p, &s), StoreDecision::AlreadyStored);
        p.one_per_root = false;
        assert!(matches!(should_store(&p, &s), StoreDecision::Store { .. }));
        p.threshold_cp = 150;
        assert_eq!(should_store(&p, &s), StoreDecision::NoDrop);
    }

    #[test]
    fn mate_scores_do_not_overflow() {
        let p = StorePolicy::default();
        let d = should_store(&p, &summary(i32::MIN, &[i32::MAX], None));
        assert!(matches!(
            d,
            StoreDecision::Store {
                drop_cp: i32::MAX,
                ..
            }
        ));
    }
}
