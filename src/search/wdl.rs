//! Win/draw/loss estimates for `UCI_ShowWDL`: the chance that a score turns into a win, a draw or
//! a loss, fitted to Slate's own games.
//!
//! The model has the shape Stockfish uses: from the side to move's view, a score of `x`
//! centipawns wins with probability `1 / (1 + exp(-(x − a) / b))` and loses with the same curve
//! mirrored (`x → −x`); what is left is the draw. `a` (the score at which a win is as likely as
//! not) and `b` (how quickly the probability rises) are cubic polynomials in the material left on
//! the board, `m = clamp(P + 3N + 3B + 5R + 9Q, 17, 78) / 58` (both sides). The coefficients come
//! from `scripts/wdl_fit.py` (maximum likelihood over Slate's self-play positions); the data,
//! the fit and its calibration are in `docs/wdl.md`.

use super::score::WIN_BOUND;
use crate::board::{Piece, Position};

/// `a(m) = A[0]·m³ + A[1]·m² + A[2]·m + A[3]`, in centipawns (`scripts/wdl_fit.py`).
pub const A: [f64; 4] = [-61.246, 328.184, -548.397, 377.323];
/// `b(m)` likewise.
pub const B: [f64; 4] = [290.205, -780.013, 681.819, -44.376];

/// The material count the model reads: `P + 3N + 3B + 5R + 9Q` for both sides (78 at the start).
pub fn material(pos: &Position) -> i32 {
    let b = pos.board();
    let count = |p: Piece| b.pieces(p).len() as i32;
    count(Piece::Pawn)
        + 3 * (count(Piece::Knight) + count(Piece::Bishop))
        + 5 * count(Piece::Rook)
        + 9 * count(Piece::Queen)
}

fn params(material: i32) -> (f64, f64) {
    let m = f64::from(material.clamp(17, 78)) / 58.0;
    let poly = |c: &[f64; 4]| ((c[0] * m + c[1]) * m + c[2]) * m + c[3];
    (poly(&A), poly(&B).max(1.0))
}

/// The probability (0…1) that the side to move wins with a score of `score` centipawns.
fn win_probability(score: i32, material: i32) -> f64 {
    let (a, b) = params(material);
    1.0 / (1.0 + (-(f64::from(score) - a) / b).exp())
}

/// Expected win, draw and loss rates in permille for the side to move, summing to 1000.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wdl {
    /// Wins per thousand games.
    pub win: u32,
    /// Draws per thousand games.
    pub draw: u32,
    /// Losses per thousand games.
    pub loss: u32,
}

impl std::fmt::Display for Wdl {
    /// The UCI form: `W D L`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} {}", self.win, self.draw, self.loss)
    }
}

/// The model's win/draw/loss estimate for a search score (side to move's view, as in `info`
/// lines) with `material` (see [`material`]) on the board. Mates, tablebase wins and known wins
/// from the endgame modules are certain: 1000 0 0 (or 0 0 1000).
pub fn wdl(score: i32, material: i32) -> Wdl {
    if score >= WIN_BOUND {
        return Wdl {
            win: 1000,
            draw: 0,
            loss: 0,
        };
    }
    if score <= -WIN_BOUND {
        return Wdl {
            win: 0,
            draw: 0,
            loss: 1000,
        };
    }
    let win = (1000.0 * win_probability(score, material)).round() as u32;
    let loss = ((1000.0 * win_probability(-score, material)).round() as u32).min(1000 - win);
    Wdl {
        win,
        draw: 1000 - win - loss,
        loss,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::score::{mate_in, mated_in};

    #[test]
    fn sums_to_a_thousand_and_is_symmetric() {
        for material in [0, 17, 30, 50, 78, 90] {
            for score in (-3000..=3000).step_by(7) {
                let w = wdl(score, material);
                assert_eq!(w.win + w.draw + w.loss, 1000, "{score} {material}");
                let mirrored = wdl(-score, material);
                assert_eq!(
                    (w.win, w.draw, w.loss),
                    (mirrored.loss, mirrored.draw, mirrored.win)
                );
            }
        }
    }

    #[test]
    fn monotone_in_the_score() {
        for material in [17, 40, 78] {
            let mut last = wdl(-5000, material);
            for score in -5000..=5000 {
                let w = wdl(score, material);
                assert!(
                    w.win >= last.win && w.loss <= last.loss,
                    "{score} {material}"
                );
                last = w;
            }
        }
    }

    #[test]
    fn level_endgames_are_mostly_drawn_and_mates_are_certain() {
        let level = wdl(0, 78);
        assert_eq!(level.win, level.loss);
        let endgame = wdl(0, 20);
        assert!(endgame.draw > 2 * endgame.win, "{endgame}");
        // The same advantage is drawn more often in an endgame than in the middlegame.
        assert!(wdl(200, 20).draw > wdl(200, 60).draw);
        assert!(wdl(1500, 40).win > 950);
        let won = Wdl {
            win: 1000,
            draw: 0,
            loss: 0,
        };
        assert_eq!(wdl(mate_in(5), 78), won);
        assert_eq!(wdl(mated_in(4), 3).to_string(), "0 0 1000");
        assert_eq!(wdl(crate::endgame::KNOWN_WIN, 10), won);
        assert_eq!(wdl(crate::search::TB_WIN - 20, 10), won);
    }

    #[test]
    fn material_of_the_start_position() {
        assert_eq!(material(&Position::startpos()), 78);
    }
}
