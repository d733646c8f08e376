//! Pawn endings: KPK from the bitbase, KPKP, and pawns against the bare king.

use super::geometry::{distance, file, rank, square};
use super::kpk::KpkBitbase;
use super::{KNOWN_WIN, Verdict, View};
use slate_board::Piece;

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

/// KPKP: each pawn is looked up in the KPK bitbase as if the other pawn were not there. When
/// exactly one side would win and its pawn is not blocked by the other one, that side is likely
/// winning (a runner); facing pawns with both kings beside their own pawn are drawish.
pub fn kpkp(v: &View) -> Verdict {
    let sp = v.first(v.strong, Piece::Pawn);
    let wp = v.first(v.weak(), Piece::Pawn);
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    if v.tactical() {
        return Verdict::Normal;
    }
    let kpk = KpkBitbase::get();
    // The weak side's pawn seen from its own side: mirror the ranks.
    let strong_wins = kpk.probe(v.strong_to_move(), sk, wk, sp);
    let weak_wins = kpk.probe(!v.strong_to_move(), wk ^ 56, sk ^ 56, wp ^ 56);
    let same_file = file(sp) == file(wp);
    if strong_wins != weak_wins && !same_file {
        let s = 150 + 20 * if strong_wins { rank(sp) } else { 7 - rank(wp) };
        return Verdict::Score(if strong_wins { s } else { -s });
    }
    if same_file && rank(wp) == rank(sp) + 1 && distance(sk, sp) <= 1 && distance(wk, wp) <= 1 {
        return Verdict::Scale(16);
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
