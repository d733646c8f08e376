//! A middlegame/endgame pair of centipawn values, tapered by the game phase.

use std::ops::{Add, AddAssign, Mul, Neg, Sub};

/// Full phase: all minor and major pieces on the board (knight and bishop 1, rook 2, queen 4).
pub const PHASE_MAX: u8 = 24;

/// Middlegame and endgame value in centipawns.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub struct Score {
    /// Middlegame value (centipawns).
    pub mg: i32,
    /// Endgame value (centipawns).
    pub eg: i32,
}

impl Score {
    /// Nothing in either phase.
    pub const ZERO: Score = Score { mg: 0, eg: 0 };

    /// A middlegame and endgame pair.
    pub const fn new(mg: i32, eg: i32) -> Self {
        Self { mg, eg }
    }

    /// Interpolates between the endgame (`phase` 0) and middlegame (`phase` [`PHASE_MAX`]) value.
    #[inline(always)]
    pub const fn taper(self, phase: u8) -> i32 {
        let p = if phase > PHASE_MAX { PHASE_MAX } else { phase } as i32;
        (self.mg * p + self.eg * (PHASE_MAX as i32 - p)) / PHASE_MAX as i32
    }
}

impl Add for Score {
    type Output = Score;
    fn add(self, o: Score) -> Score {
        Score::new(self.mg + o.mg, self.eg + o.eg)
    }
}

impl AddAssign for Score {
    fn add_assign(&mut self, o: Score) {
        *self = *self + o;
    }
}

impl Sub for Score {
    type Output = Score;
    fn sub(self, o: Score) -> Score {
        Score::new(self.mg - o.mg, self.eg - o.eg)
    }
}

impl Neg for Score {
    type Output = Score;
    fn neg(self) -> Score {
        Score::new(-self.mg, -self.eg)
    }
}

impl Mul<i32> for Score {
    type Output = Score;
    fn mul(self, k: i32) -> Score {
        Score::new(self.mg * k, self.eg * k)
    }
}
