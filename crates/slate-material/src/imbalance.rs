//! The material value of a constellation, term by term, each a function of the counts only.
//!
//! Every term except the trade-down bonus is a per-side quantity; the position's value is White's
//! minus Black's, so a constellation and its colour mirror get exactly opposite values.

use super::config::MaterialConfig;
use super::score::Score;
use super::signature::{MaterialCounts, SideCounts};
use crate::params::{self, WEIGHTS};
use slate_board::Color;

/// Two bishops cover both square colours. The imbalance weights are fitted by `slate tune`
/// (crates/slate-material/src/weights.rs); the comments give the ideas' sources, not the values.
pub const BISHOP_PAIR: Score = WEIGHTS[params::BISHOP_PAIR];
/// Own pawn count at which knights and rooks are worth their base value (Kaufman's pivot).
pub const PAWN_PIVOT: i32 = 5;
/// Per knight, per own pawn above the pivot: knights like closed positions (Kaufman: 1/16 pawn).
pub const KNIGHT_PER_PAWN: Score = WEIGHTS[params::KNIGHT_PAWNS];
/// Per rook, per own pawn above the pivot: rooks want open files (Kaufman: −1/8 pawn).
pub const ROOK_PER_PAWN: Score = WEIGHTS[params::ROOK_PAWNS];
/// A second rook does less than the first: both want the same open files (Kaufman's redundancy).
pub const ROOK_PAIR_REDUNDANCY: Score = WEIGHTS[params::ROOK_PAIR];
/// Per rook beside a queen: queen and rook do overlapping work (Kaufman's redundancy).
pub const QUEEN_ROOK_REDUNDANCY: Score = WEIGHTS[params::QUEEN_ROOK];

/// Chess 4.5's own piece values for the trade-down formula, which is calibrated in them.
const CHESS45_VALUES: [i64; 5] = [100, 325, 350, 500, 900];

/// A named part of the material value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Term {
    /// Count times value of the selected piece-value set.
    PieceValues,
    /// The bishop pair's bonus.
    BishopPair,
    /// Knights gain with pawns on the board.
    KnightPawns,
    /// Rooks gain as pawns come off.
    RookPawns,
    /// A second rook is worth less than the first.
    RookRedundancy,
    /// Queen and rook together are worth less than apart.
    QueenRookRedundancy,
    /// Chess 4.5: the side ahead gains from trading pieces while keeping pawns.
    TradeDown,
}

impl Term {
    /// How many terms there are.
    pub const COUNT: usize = 7;
    /// Every term, in display order.
    pub const ALL: [Term; Self::COUNT] = [
        Term::PieceValues,
        Term::BishopPair,
        Term::KnightPawns,
        Term::RookPawns,
        Term::RookRedundancy,
        Term::QueenRookRedundancy,
        Term::TradeDown,
    ];

    /// The term's name in reports.
    pub const fn name(self) -> &'static str {
        match self {
            Term::PieceValues => "piece values",
            Term::BishopPair => "bishop pair",
            Term::KnightPawns => "knights with own pawns",
            Term::RookPawns => "rooks with own pawns",
            Term::RookRedundancy => "rook pair redundancy",
            Term::QueenRookRedundancy => "queen-rook redundancy",
            Term::TradeDown => "trade-down bonus",
        }
    }

    /// Whether this term counts under `config`.
    pub const fn enabled(self, config: &MaterialConfig) -> bool {
        match self {
            Term::PieceValues => true,
            Term::TradeDown => config.trade_down,
            _ => config.imbalance,
        }
    }

    /// This term's value for one side, for the terms that are per side.
    fn for_side(self, config: &MaterialConfig, side: SideCounts) -> Score {
        let pawns_above_pivot = i32::from(side.pawns()) - PAWN_PIVOT;
        match self {
            Term::PieceValues => config.values.values().sum(side),
            Term::BishopPair if side.bishops() >= 2 => BISHOP_PAIR,
            Term::KnightPawns => KNIGHT_PER_PAWN * (i32::from(side.knights()) * pawns_above_pivot),
            Term::RookPawns => ROOK_PER_PAWN * (i32::from(side.rooks()) * pawns_above_pivot),
            Term::RookRedundancy if side.rooks() >= 2 => ROOK_PAIR_REDUNDANCY,
            Term::QueenRookRedundancy if side.queens() >= 1 => {
                QUEEN_ROOK_REDUNDANCY * i32::from(side.rooks())
            }
            _ => Score::ZERO,
        }
    }

    /// This term's value from White's point of view (zero when disabled).
    pub fn value(self, config: &MaterialConfig, counts: &MaterialCounts) -> Score {
        if !self.enabled(config) {
            return Score::ZERO;
        }
        match self {
            Term::TradeDown => {
                let bonus = trade_down_bonus(counts);
                Score::new(bonus, bonus)
            }
            _ => self.for_side(config, counts.white) - self.for_side(config, counts.black),
        }
    }
}

/// Chess 4.5's trade-down bonus, White's point of view, in centipawns:
/// `MD·PA·(8000 − MT) / (6400·(PA + 1))` for the side ahead, with MD the material difference, PA
/// that side's pawns and MT all material, counted in Chess 4.5's values (already centipawns, so no
/// rescaling is needed). Its other half, `MIN(2400, MD)`, only capped the material difference
/// itself, and is left out so that winning more material always counts.
pub fn trade_down_bonus(counts: &MaterialCounts) -> i32 {
    let material = |side: SideCounts| -> i64 {
        side.as_array()
            .iter()
            .zip(CHESS45_VALUES)
            .map(|(&n, v)| i64::from(n) * v)
            .sum()
    };
    let white = material(counts.white);
    let black = material(counts.black);
    let (ahead, md) = match white.cmp(&black) {
        std::cmp::Ordering::Greater => (Color::White, white - black),
        std::cmp::Ordering::Less => (Color::Black, black - white),
        std::cmp::Ordering::Equal => return 0,
    };
    let mt = white + black;
    let pa = i64::from(counts.side(ahead).pawns());
    let bonus = (md * pa * (8000 - mt) / (6400 * (pa + 1))) as i32;
    match ahead {
        Color::White => bonus,
        Color::Black => -bonus,
    }
}

/// Every term of a constellation's value, White's point of view.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Breakdown {
    values: [Score; Term::COUNT],
}

impl Breakdown {
    /// Every term's value for `counts` under `config`.
    pub fn new(config: &MaterialConfig, counts: &MaterialCounts) -> Self {
        Self {
            values: Term::ALL.map(|term| term.value(config, counts)),
        }
    }

    /// One term's value.
    pub fn term(&self, term: Term) -> Score {
        self.values[term as usize]
    }

    /// The sum of all terms: the constellation's material value.
    pub fn total(&self) -> Score {
        self.values.iter().fold(Score::ZERO, |a, &b| a + b)
    }

    /// The terms with their values, in [`Term::ALL`] order.
    pub fn iter(&self) -> impl Iterator<Item = (Term, Score)> + '_ {
        Term::ALL.into_iter().zip(self.values)
    }
}
