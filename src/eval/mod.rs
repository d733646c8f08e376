//! Static evaluation, from the side to move's point of view.
//!
//! For now: tapered material and piece-square tables. Material will come from the material
//! subsystem's entry; positional terms from the evaluation issue. Symmetric by construction: a
//! position and its colour-flipped mirror get the same score for the side to move.

mod psqt;

use crate::board::{Color, Piece, Position, Square};
use psqt::PSQT;

/// Middlegame and endgame piece values in centipawns (pawn, knight, bishop, rook, queen).
pub const PIECE_VALUES_MG: [i32; 5] = [82, 337, 365, 477, 1025];
pub const PIECE_VALUES_EG: [i32; 5] = [94, 281, 297, 512, 936];

/// Phase weights: a full board of minor and major pieces is 24, bare kings 0.
const PHASE_WEIGHTS: [i32; 6] = [0, 1, 1, 2, 4, 0];
pub const MAX_PHASE: i32 = 24;

const TEMPO: i32 = 10;

/// A middlegame/endgame pair of scores from White's view.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Score {
    pub mg: i32,
    pub eg: i32,
}

impl Score {
    fn add(&mut self, mg: i32, eg: i32) {
        self.mg += mg;
        self.eg += eg;
    }
}

/// The evaluation split into its terms, for `slate eval` and the UCI `eval` command.
#[derive(Clone, Debug)]
pub struct Breakdown {
    pub material: Score,
    pub psqt: Score,
    pub phase: i32,
    /// Final score from White's view.
    pub white: i32,
}

fn mirror_for(color: Color, sq: Square) -> usize {
    match color {
        Color::White => sq as usize,
        Color::Black => sq as usize ^ 56,
    }
}

pub fn breakdown(pos: &Position) -> Breakdown {
    let b = pos.board();
    let mut material = Score::default();
    let mut psqt = Score::default();
    let mut phase = 0;
    for color in Color::ALL {
        let sign = if color == Color::White { 1 } else { -1 };
        for piece in Piece::ALL {
            let pieces = b.colored_pieces(color, piece);
            let n = pieces.len() as i32;
            phase += PHASE_WEIGHTS[piece as usize] * n;
            if piece != Piece::King {
                material.add(
                    sign * n * PIECE_VALUES_MG[piece as usize],
                    sign * n * PIECE_VALUES_EG[piece as usize],
                );
            }
            for sq in pieces {
                let i = mirror_for(color, sq);
                psqt.add(
                    sign * PSQT.mg[piece as usize][i] as i32,
                    sign * PSQT.eg[piece as usize][i] as i32,
                );
            }
        }
    }
    let phase = phase.min(MAX_PHASE);
    let mg = material.mg + psqt.mg;
    let eg = material.eg + psqt.eg;
    let mut white = (mg * phase + eg * (MAX_PHASE - phase)) / MAX_PHASE;
    if pos.insufficient_material() {
        white = 0;
    }
    Breakdown {
        material,
        psqt,
        phase,
        white,
    }
}

/// The evaluation for the side to move, with a small bonus for having the move.
pub fn evaluate(pos: &Position) -> i32 {
    let white = breakdown(pos).white;
    if white == 0 && pos.insufficient_material() {
        return 0;
    }
    match pos.side_to_move() {
        Color::White => white + TEMPO,
        Color::Black => -white + TEMPO,
    }
}

/// Value of a piece for exchange evaluation and move ordering.
pub const SEE_VALUES: [i32; 6] = [100, 320, 330, 500, 950, 20000];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_is_balanced() {
        assert_eq!(breakdown(&Position::startpos()).white, 0);
        assert_eq!(evaluate(&Position::startpos()), TEMPO);
    }

    #[test]
    fn colour_flip_symmetry() {
        for fen in [
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "rnbqkb1r/pp1p1ppp/2p5/4P3/2B5/8/PPP1NnPP/RNBQK2R w KQkq - 0 6",
        ] {
            let pos = Position::from_fen(fen).unwrap();
            let flipped = pos.color_flipped();
            assert_eq!(breakdown(&pos).white, -breakdown(&flipped).white, "{fen}");
            assert_eq!(evaluate(&pos), evaluate(&flipped), "{fen}");
        }
    }

    #[test]
    fn extra_queen_wins() {
        let pos = Position::from_fen("3qk3/8/8/8/8/8/8/3QK2Q w - - 0 1").unwrap();
        assert!(evaluate(&pos) > 700);
    }
}
