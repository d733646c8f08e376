//! Score conventions: centipawns from the side to move's view; mates as MATE minus the distance
//! in plies from the root.
//!
//! The bottom layer: the evaluation, the endgame modules, the transposition table, the learning
//! store and the search all speak in these scores (`search::score` re-exports the module).

/// Beyond every score: the window of a search that knows nothing.
pub const INFINITY: i32 = 32_001;
/// The score of mate at the root itself; mate in `n` plies is `MATE - n`.
pub const MATE: i32 = 32_000;
/// The deepest ply a search path may reach.
pub const MAX_PLY: usize = 128;
/// Scores beyond this are mates (leaving room for the longest search path).
pub const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
/// The score of a draw.
pub const DRAW: i32 = 0;

/// The score of mating in `ply` plies.
pub const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The score of being mated in `ply` plies.
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

/// A score that says "won" (the endgame modules' verdict), above any normal evaluation and far
/// below mate scores; `endgame::KNOWN_WIN` re-exports it.
pub const KNOWN_WIN: i32 = 10_000;

/// Evaluations this large or larger are known wins from the endgame modules
/// (`KNOWN_WIN` and half of it), never reached by a normal evaluation.
pub const WIN_BOUND: i32 = KNOWN_WIN / 2;

/// The deepest iteration a search runs: deeper stored or imported depths are not real results
/// (`search::MAX_DEPTH` re-exports it).
pub const MAX_DEPTH: i32 = MAX_PLY as i32 - 4;

/// Converts a score relative to a node `ply` plies from the root (a static evaluation there, or a
/// score stored in the transposition table) into one relative to the root: mates and known wins
/// are worth one point less per ply they lie away.
///
/// For known wins this matters as much as for mates. A known win has a plateau (the defending
/// king in the right corner, the kings close); undiscounted, every path that reaches the plateau
/// inside the horizon scores the same, and the search can put off making progress move after
/// move until the 50-move rule.
#[inline(always)]
pub fn relative_to_root(score: i32, ply: usize) -> i32 {
    towards_zero(score, ply as i32)
}

/// The inverse of [`relative_to_root`].
#[inline(always)]
pub fn relative_to_node(score: i32, ply: usize) -> i32 {
    towards_zero(score, -(ply as i32))
}

/// A mate or known win `by` points nearer zero; other scores unchanged.
#[inline(always)]
fn towards_zero(score: i32, by: i32) -> i32 {
    if score >= WIN_BOUND {
        score - by
    } else if score <= -WIN_BOUND {
        score + by
    } else {
        score
    }
}

/// Is `score` a mate (for either side)?
pub fn is_mate(score: i32) -> bool {
    score.abs() >= MATE_BOUND
}

/// The UCI form: `cp N` or `mate N` (N in moves, negative when Slate is being mated).
pub fn to_uci(score: i32) -> String {
    if score >= MATE_BOUND {
        format!("mate {}", (MATE - score + 1) / 2)
    } else if score <= -MATE_BOUND {
        match (MATE + score) / 2 {
            0 => "mate 0".to_string(),
            n => format!("mate -{n}"),
        }
    } else {
        format!("cp {score}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uci_mate_distances() {
        assert_eq!(to_uci(mate_in(1)), "mate 1");
        assert_eq!(to_uci(mate_in(3)), "mate 2");
        assert_eq!(to_uci(mated_in(2)), "mate -1");
        assert_eq!(to_uci(mated_in(0)), "mate 0");
        assert_eq!(to_uci(-35), "cp -35");
    }

    #[test]
    fn known_wins_shrink_with_distance_and_other_scores_do_not() {
        assert_eq!(relative_to_root(10_500, 7), 10_493);
        assert_eq!(relative_to_root(-10_500, 7), -10_493);
        assert_eq!(relative_to_root(mate_in(3), 2), mate_in(5));
        assert_eq!(relative_to_root(4_000, 7), 4_000);
        assert_eq!(relative_to_root(-35, 7), -35);
        for s in [10_500, -10_500, mate_in(3), mated_in(4), 4_000, -35] {
            assert_eq!(relative_to_root(relative_to_node(s, 9), 9), s);
        }
    }
}
