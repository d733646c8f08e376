//! Piece-square tables, from the owner's side (so Black's squares are mirrored), king included.
//!
//! The search does not walk the pieces: each [`Position`](slate_board::Position) keeps the sum
//! up to date as moves are played ([`square_value`]), and the evaluation adds it whole. The walk
//! below is for the sinks that need the terms one by one (the breakdown, the tuner's trace), and
//! is the from-scratch value the incremental one is tested against.

#[cfg(not(feature = "network"))]
use crate::eval::packed::{PACKED_WEIGHTS, Packed};
use crate::eval::params::PSQT;
use crate::eval::{Group, Sink};
use slate_board::{Board, Color, Piece, Square};

pub fn evaluate<S: Sink>(b: &Board, sink: &mut S) {
    for c in Color::ALL {
        for piece in Piece::ALL {
            for sq in b.colored_pieces(c, piece) {
                sink.add(Group::Psqt, c, param(c, piece, sq), 1);
            }
        }
    }
}

/// The table entry of a `color` `piece` on `sq` (squares seen from its owner's side).
#[inline(always)]
fn param(color: Color, piece: Piece, sq: Square) -> usize {
    PSQT + 64 * piece as usize + sq.relative_to(color) as usize
}

/// Each side's table entries from White's point of view (Black's negated and mirrored), packed
/// (the running sum's; a build with the `network` feature keeps none).
#[cfg(not(feature = "network"))]
static TABLE: [[[Packed; 64]; 6]; 2] = {
    let mut t = [[[Packed::ZERO; 64]; 6]; 2];
    let mut piece = 0;
    while piece < 6 {
        let mut sq = 0;
        while sq < 64 {
            let w = crate::eval::params::WEIGHTS[PSQT + 64 * piece + sq];
            t[0][piece][sq] = Packed::new(w);
            t[1][piece][sq ^ 56] = Packed::ZERO.sub(Packed::new(w));
            sq += 1;
        }
        piece += 1;
    }
    t
};

/// What a `color` `piece` on `sq` adds to the table sum (White's view).
#[cfg(not(feature = "network"))]
#[inline(always)]
pub fn square_value(color: Color, piece: Piece, sq: Square) -> Packed {
    TABLE[color as usize][piece as usize][sq as usize]
}

/// The table sum of a whole board (White's view), from the weights themselves rather than
/// [`TABLE`], so that comparing it with the running sum checks the table's mirroring and signs.
#[cfg(not(feature = "network"))]
pub fn from_scratch(b: &Board) -> Packed {
    let mut sum = Packed::ZERO;
    for c in Color::ALL {
        for piece in Piece::ALL {
            for sq in b.colored_pieces(c, piece) {
                let w = PACKED_WEIGHTS[param(c, piece, sq)];
                sum = match c {
                    Color::White => sum.add(w),
                    Color::Black => sum.sub(w),
                };
            }
        }
    }
    sum
}
