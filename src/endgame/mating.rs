//! Mating material against a bare king: drive the king to the edge (the right corner for
//! bishop and knight) and bring the kings together.

use super::geometry::{distance, file, is_light, mating_drive, rank, square};
use super::{KNOWN_WIN, Verdict, View};
use crate::board::Piece;

/// KQK, KRK and anything with a rook or queen against a bare king.
pub fn kxk(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    // Pawns add their advance so the winning side keeps pushing them when nothing else matters.
    let pawns: i32 = v
        .pieces(v.strong, Piece::Pawn)
        .into_iter()
        .map(|sq| 5 * rank(v.rel(sq)))
        .sum();
    Verdict::Score(KNOWN_WIN + value + mating_drive(wk, sk) + pawns)
}

/// KBBK: a draw with both bishops on one colour, else drive to any corner.
pub fn kbbk(v: &View, value: i32) -> Verdict {
    let bishops = v.pieces(v.strong, Piece::Bishop);
    let light = bishops.into_iter().filter(|&sq| is_light(sq as u8)).count();
    if light != 1 {
        return Verdict::Draw;
    }
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let corner = [0u8, 7, 56, 63]
        .iter()
        .map(|&c| distance(c, wk))
        .min()
        .unwrap_or(0);
    Verdict::Score(KNOWN_WIN + value + mating_drive(wk, sk) + 20 * (7 - corner))
}

/// KBNK: mate only in a corner of the bishop's colour, so drive the king there.
pub fn kbnk(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    // Flipping ranks changes square colours, so bishop and corners are both taken relative.
    let bishop = v.first(v.strong, Piece::Bishop);
    let light = is_light(bishop);
    let corners: [u8; 2] = if light {
        [square(7, 0), square(0, 7)] // h1, a8
    } else {
        [square(0, 0), square(7, 7)] // a1, h8
    };
    let to_corner = corners
        .iter()
        .map(|&c| (file(c) - file(wk)).abs() + (rank(c) - rank(wk)).abs())
        .min()
        .unwrap_or(0);
    Verdict::Score(KNOWN_WIN + value + mating_drive(wk, sk) + 40 * (14 - to_corner))
}
