//! Pawn endings: KPK from the bitbase, KPKP, and pawns against the bare king.

use super::geometry::{distance, file, rank, square};
use super::kpk::KpkBitbase;
use super::{KNOWN_WIN, Verdict, View};
use crate::board::Piece;

/// KPK: won or an exact draw, from the bitbase.
pub fn kpk(v: &View) -> Verdict {
    let pawn = v.first(v.strong, Piece::Pawn);
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    if KpkBitbase::get().probe(v.strong_to_move(), sk, wk, pawn) {
        Verdict::Score(KNOWN_WIN + 200 + 20 * rank(pawn) - 5 * distance(sk, pawn))
    } else {
        Verdict::Draw
    }
}

/// KPKP: when neither pawn can run and both are blocked on one file, the side whose pawn
/// would win alone as KPK keeps its chances; if neither, it is drawish.
pub fn kpkp(v: &View) -> Verdict {
    let sp = v.first(v.strong, Piece::Pawn);
    let wp = v.first(v.weak(), Piece::Pawn);
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    // Facing pawns on one file, neither king able to win the other pawn soon: scale down.
    if file(sp) == file(wp) && rank(wp) == rank(sp) + 1 && !v.tactical() {
        let strong_near = distance(sk, wp) <= 1;
        let weak_near = distance(wk, sp) <= 1;
        if !strong_near && !weak_near && distance(sk, sp) <= 1 && distance(wk, wp) <= 1 {
            return Verdict::Scale(16);
        }
    }
    Verdict::Normal
}

/// Pawns against the bare king: all pawns on one rook file with the defending king in front of
/// them is a draw.
pub fn kpsk(v: &View) -> Verdict {
    let pawns = v.pieces(v.strong, Piece::Pawn);
    let files: Vec<i32> = pawns.into_iter().map(|sq| file(v.rel(sq))).collect();
    let first = files.first().copied().unwrap_or(0);
    if (first == 0 || first == 7) && files.iter().all(|&f| f == first) {
        let wk = v.king(v.weak());
        let top = pawns
            .into_iter()
            .map(|sq| rank(v.rel(sq)))
            .max()
            .unwrap_or(0);
        let promo = square(first, 7);
        if (distance(wk, promo) <= 1 || (file(wk) == first && rank(wk) > top)) && !v.tactical() {
            return Verdict::Scale(0);
        }
    }
    Verdict::Normal
}
