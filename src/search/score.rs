//! Score conventions: centipawns from the side to move's view; mates as MATE minus the distance
//! in plies from the root.

pub const INFINITY: i32 = 32_001;
pub const MATE: i32 = 32_000;
pub const MAX_PLY: usize = 128;
/// Scores beyond this are mates (leaving room for the longest search path).
pub const MATE_BOUND: i32 = MATE - 2 * MAX_PLY as i32;
pub const DRAW: i32 = 0;

/// The score of mating in `ply` plies.
pub const fn mate_in(ply: usize) -> i32 {
    MATE - ply as i32
}

/// The score of being mated in `ply` plies.
pub const fn mated_in(ply: usize) -> i32 {
    -MATE + ply as i32
}

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
}
