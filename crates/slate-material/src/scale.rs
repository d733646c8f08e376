//! Per-side scale factors: how much of an advantage a side can actually convert, from material
//! alone. The evaluation multiplies a score favouring a side by that side's factor over
//! [`ScaleFactor::NORMAL`].

use super::signature::{MaterialCounts, SideCounts};
use slate_board::Color;

/// A fraction of [`ScaleFactor::NORMAL`] (64).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct ScaleFactor(u8);

impl ScaleFactor {
    /// This side cannot win: a lone minor, or nothing, and no pawns.
    pub const CANNOT_WIN: ScaleFactor = ScaleFactor(0);
    /// No pawns and at most a minor piece ahead: usually a draw.
    pub const NO_PAWNS_SMALL_EDGE: ScaleFactor = ScaleFactor(16);
    /// The last pawn and no extra piece against a defender who can give a piece for it.
    pub const LAST_PAWN_NO_EDGE: ScaleFactor = ScaleFactor(32);
    /// No scaling (64/64).
    pub const NORMAL: ScaleFactor = ScaleFactor(64);

    /// The factor in 64ths.
    pub const fn get(self) -> u8 {
        self.0
    }

    /// The factor of `raw` 64ths, if it is one (at most 64).
    pub const fn from_raw(raw: u8) -> Option<Self> {
        if raw <= Self::NORMAL.0 {
            Some(ScaleFactor(raw))
        } else {
            None
        }
    }

    /// `value` scaled by this factor (rounding toward zero).
    #[inline(always)]
    pub const fn apply(self, value: i32) -> i32 {
        value * self.0 as i32 / Self::NORMAL.0 as i32
    }
}

/// Knight and bishop 3, rook 5, queen 10: the units the rules below are stated in, fixed so they do
/// not move with the selected piece-value set. The queen counts 10 rather than 9 because a queen
/// against two minors is usually won (tablebase labels: about 3 in 4), not "a minor ahead".
const fn piece_units(side: SideCounts) -> i32 {
    3 * side.minors() as i32 + 5 * side.rooks() as i32 + 10 * side.queens() as i32
}
const MINOR_UNITS: i32 = 3;

/// How much of its advantage `strong` can convert against `weak`.
pub fn scale_for(strong: SideCounts, weak: SideCounts) -> ScaleFactor {
    let own = piece_units(strong);
    let theirs = piece_units(weak);
    if strong.pawns() == 0 {
        if own <= MINOR_UNITS {
            return ScaleFactor::CANNOT_WIN;
        }
        // Two knights cannot force mate; with enemy pawns on the board there are rare wins.
        if strong.knights() == 2 && strong.pieces() == 2 {
            return if weak.pawns() == 0 {
                ScaleFactor::CANNOT_WIN
            } else {
                ScaleFactor::NO_PAWNS_SMALL_EDGE
            };
        }
        if own - theirs <= MINOR_UNITS {
            return ScaleFactor::NO_PAWNS_SMALL_EDGE;
        }
    } else if strong.pawns() == 1 && own <= theirs && theirs >= MINOR_UNITS {
        return ScaleFactor::LAST_PAWN_NO_EDGE;
    }
    ScaleFactor::NORMAL
}

/// Both sides' factors, indexed by colour.
pub fn scale_factors(counts: &MaterialCounts) -> [ScaleFactor; 2] {
    [
        scale_for(counts.side(Color::White), counts.side(Color::Black)),
        scale_for(counts.side(Color::Black), counts.side(Color::White)),
    ]
}
