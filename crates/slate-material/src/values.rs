//! Named piece-value sets, each a middlegame/endgame pair in centipawns.

use super::score::Score;
use super::signature::SideCounts;
use crate::params::{self, WEIGHTS};
use slate_board::Piece;
use std::fmt;
use std::str::FromStr;

/// A selectable set of piece values (a UCI option later).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default)]
pub enum PieceValueSet {
    /// The schoolbook 1/3/3/5/9.
    Classic,
    /// Max Euwe's 1/3/3/4½/9½.
    Euwe,
    /// Larry Kaufman's 1/3¼/3¼/5/9¾ (1999).
    Kaufman,
    /// Separate middlegame and endgame values, fitted by `slate tune` with the whole evaluation.
    #[default]
    Tuned,
}

impl PieceValueSet {
    /// Every set, in option order.
    pub const ALL: [PieceValueSet; 4] = [Self::Classic, Self::Euwe, Self::Kaufman, Self::Tuned];

    /// The set's name (the `Piece Values` option's value).
    pub const fn name(self) -> &'static str {
        match self {
            Self::Classic => "classic",
            Self::Euwe => "euwe",
            Self::Kaufman => "kaufman",
            Self::Tuned => "tuned",
        }
    }

    /// Values of pawn, knight, bishop, rook and queen.
    pub const fn values(self) -> PieceValues {
        const fn same(v: [i32; 5]) -> PieceValues {
            PieceValues { mg: v, eg: v }
        }
        match self {
            Self::Classic => same([100, 300, 300, 500, 900]),
            Self::Euwe => same([100, 300, 300, 450, 950]),
            Self::Kaufman => same([100, 325, 325, 500, 975]),
            Self::Tuned => {
                // Fitted with the rest of the evaluation by `slate tune` (crates/slate-material/src/weights.rs).
                const fn tuned(i: usize) -> Score {
                    WEIGHTS[params::PIECE_VALUE + i]
                }
                PieceValues {
                    mg: [
                        tuned(0).mg,
                        tuned(1).mg,
                        tuned(2).mg,
                        tuned(3).mg,
                        tuned(4).mg,
                    ],
                    eg: [
                        tuned(0).eg,
                        tuned(1).eg,
                        tuned(2).eg,
                        tuned(3).eg,
                        tuned(4).eg,
                    ],
                }
            }
        }
    }
}

impl fmt::Display for PieceValueSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for PieceValueSet {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Self::ALL
            .into_iter()
            .find(|set| set.name().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| {
                let names: Vec<&str> = Self::ALL.iter().map(|s| s.name()).collect();
                format!(
                    "unknown piece values {s:?} (expected one of {})",
                    names.join(", ")
                )
            })
    }
}

/// Middlegame and endgame value of pawn, knight, bishop, rook and queen, in centipawns.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct PieceValues {
    /// Middlegame values, pawn to queen.
    pub mg: [i32; 5],
    /// Endgame values, pawn to queen.
    pub eg: [i32; 5],
}

impl PieceValues {
    /// The value of one `piece` (the king has none: it is never traded).
    pub const fn of(&self, piece: Piece) -> Score {
        match piece {
            Piece::King => Score::ZERO,
            _ => Score::new(self.mg[piece as usize], self.eg[piece as usize]),
        }
    }

    /// Sum of one side's pieces.
    pub fn sum(&self, side: SideCounts) -> Score {
        let mut total = Score::ZERO;
        for (i, &count) in side.as_array().iter().enumerate() {
            total += Score::new(self.mg[i], self.eg[i]) * i32::from(count);
        }
        total
    }
}
