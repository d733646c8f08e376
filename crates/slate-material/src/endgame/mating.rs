//! Mating material against a bare king: drive the king to the edge (the right corner for
//! bishop and knight) and bring the kings together.

use super::geometry::{centre_manhattan, distance, file, is_light, mating_drive, rank};
use super::{KNOWN_WIN, Verdict, View};
use slate_board::Piece;

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
///
/// The pull towards the right corners must outweigh the pull towards any edge: a defender sitting
/// in a wrong corner is driven out along the edge (the W manoeuvre), and each step of that must
/// look like progress to the search. So the main term is the king's distance from the long
/// diagonal joining the two wrong corners: 7 in a right corner, falling by one per square along
/// every edge towards a wrong one.
pub fn kbnk(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    // Flipping ranks changes square colours, so bishop and king are both taken relative.
    let light = is_light(v.first(v.strong, Piece::Bishop));
    let (f, r) = (file(wk), rank(wk));
    // Light bishop: right corners a8 and h1, wrong diagonal a1-h8; dark bishop the other way.
    let off_wrong_diagonal = if light {
        (r - f).abs()
    } else {
        (7 - r - f).abs()
    };
    let kings_close = 15 * (7 - distance(wk, sk));
    Verdict::Score(
        KNOWN_WIN + value + 80 * off_wrong_diagonal + 20 * centre_manhattan(wk) + kings_close,
    )
}
