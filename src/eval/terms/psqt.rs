//! Piece-square tables, from the owner's side (so Black's squares are mirrored), king included.

use crate::board::{Board, Color, Piece};
use crate::eval::params::PSQT;
use crate::eval::{Group, Sink};

pub fn evaluate<S: Sink>(b: &Board, sink: &mut S) {
    for c in Color::ALL {
        for piece in Piece::ALL {
            for sq in b.colored_pieces(c, piece) {
                let i = sq.relative_to(c) as usize;
                sink.add(Group::Psqt, c, PSQT + 64 * piece as usize + i, 1);
            }
        }
    }
}
