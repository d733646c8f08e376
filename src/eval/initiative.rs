//! The endgame's initiative: how winnable the endgame score is. Counted for the side the
//! endgame score favours, so a positive weight widens that side's lead and a negative one draws
//! it towards a draw: many pawns and passed pawns, pawns on both wings, a king that outflanks the
//! other or has crossed into the enemy half, and a pure pawn ending keep winning chances; kings
//! face to face with all pawns on one wing lose them. None of this applies to a piece and pawns
//! against a bare king: whether they win is the endgame modules' question (KBPK's wrong rook
//! pawn, KNPK), and "kings face to face, pawns on one wing" would otherwise cost a won KBPK a
//! pawn.

use super::params::INITIATIVE;
use super::{Group, Info, Sink};
use slate_board::{Board, Color, Piece};

/// Files a to d.
const QUEEN_SIDE: u64 = 0x0f0f_0f0f_0f0f_0f0f;

/// The features, in the order of the `INITIATIVE` block.
fn features(b: &Board, info: &Info) -> [i32; 7] {
    let pawns = b.pieces(Piece::Pawn).0;
    let passers = (info.passed[0] | info.passed[1]).len() as i32;
    let [white, black] = info.king;
    let outflanking = (white.file() as i32 - black.file() as i32).abs()
        - (white.rank() as i32 - black.rank() as i32).abs();
    let both_flanks = pawns & QUEEN_SIDE != 0 && pawns & !QUEEN_SIDE != 0;
    let infiltration = white.rank() as i32 > 3 || (black.rank() as i32) < 4;
    let pieces = b.occupied().0 & !pawns & !b.pieces(Piece::King).0;
    [
        passers,
        pawns.count_ones() as i32,
        outflanking,
        i32::from(both_flanks),
        i32::from(infiltration),
        i32::from(pieces == 0),
        i32::from(outflanking < 0 && !both_flanks),
    ]
}

/// Adds the initiative for the side `endgame` (the endgame score so far, White's view) favours.
#[inline]
pub fn evaluate<S: Sink>(b: &Board, info: &Info, endgame: i32, sink: &mut S) {
    if endgame == 0 {
        return;
    }
    let ahead = if endgame > 0 {
        Color::White
    } else {
        Color::Black
    };
    let pieces = b.colors(ahead) & !b.pieces(Piece::Pawn) & !b.pieces(Piece::King);
    if b.colors(!ahead).len() == 1 && !pieces.is_empty() {
        return;
    }
    for (i, n) in features(b, info).into_iter().enumerate() {
        if n != 0 {
            sink.add(Group::Initiative, ahead, INITIATIVE + i, n);
        }
    }
}
