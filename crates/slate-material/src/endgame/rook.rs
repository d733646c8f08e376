//! Rook endings: rook against pawn or minor, rook against rook with and without a pawn, and
//! pawnless endings where the stronger side is only a minor piece up.

use super::geometry::{distance, edge_distance, file, mating_drive, rank, square};
use super::{Verdict, View};
use slate_board::Piece;

/// KRKP: the rook wins unless the pawn, supported by its king, is far advanced and the
/// attacking king is far away; never called a draw, only scored lower as the pawn gets closer.
pub fn krkp(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let pawn = v.first(v.weak(), Piece::Pawn);
    let rook = v.first(v.strong, Piece::Rook);
    let queening = square(file(pawn), 0);
    // The pawn on its 6th rank next to its king, the attacking king too far to help: drawn
    // (tablebase labels: no win among these in quiet positions). On the 7th the pawn side
    // sometimes even wins, so no claim there.
    let late = distance(sk, queening) - rank(pawn) + i32::from(!v.strong_to_move());
    if rank(pawn) == 2 && distance(wk, pawn) <= 1 && late >= 3 && !v.tactical() {
        return Verdict::Scale(4);
    }
    let ahead = file(sk) == file(pawn) && rank(sk) < rank(pawn);
    let tempo = i32::from(v.strong_to_move());
    if ahead || (distance(wk, pawn) - (1 - tempo) >= 3 && distance(wk, rook) >= 3) {
        return Verdict::Score(value + 300 - 10 * distance(sk, pawn));
    }
    // Racing: the closer the pawn and its king, the less the rook is worth.
    let danger = 7 - rank(pawn) + distance(wk, queening).min(2);
    Verdict::Score(
        (80 + 20 * (7 - danger) + 15 * distance(wk, pawn) - 10 * distance(sk, queening)).max(60),
    )
}

/// KRKB and KRKN: usually drawn unless the defender's king is on the edge or the minor is cut off.
pub fn rook_vs_minor(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let minor = v
        .pieces(v.weak(), Piece::Bishop)
        .next_square()
        .or_else(|| v.pieces(v.weak(), Piece::Knight).next_square())
        .map_or(wk, |sq| v.rel(sq));
    if edge_distance(wk) > 0 && distance(wk, minor) <= 2 && !v.tactical() {
        return Verdict::Scale(4);
    }
    if edge_distance(wk) > 0 {
        // Mostly drawn, but not surely: scaled, no claim either way.
        return Verdict::Scale(16);
    }
    Verdict::Score((value / 4).max(60) + mating_drive(wk, sk) / 2 + 5 * distance(wk, minor))
}

/// KRKR: drawn with both kings off the edge and no capture or check for the side to move;
/// scaled down in other quiet positions.
pub fn krkr(v: &View) -> Verdict {
    if v.tactical() {
        return Verdict::Normal;
    }
    if edge_distance(v.king(v.strong)) > 0 && edge_distance(v.king(v.weak())) > 0 && v.calm() {
        return Verdict::Scale(4);
    }
    Verdict::Scale(16)
}

/// KRPKR: the defender's king on the pawn's file in front of it, the attacker's king not ahead of
/// the pawn (Philidor's class and its relatives): drawish.
pub fn krpkr(v: &View) -> Verdict {
    if v.tactical() {
        return Verdict::Normal;
    }
    let pawn = v.first(v.strong, Piece::Pawn);
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let in_front = (file(wk) - file(pawn)).abs() <= 1 && rank(wk) > rank(pawn);
    let attacker_behind = rank(sk) <= rank(pawn);
    // The defender's king on the pawn's file ahead of it, the attacker's king not beyond its pawn
    // on the 5th or lower, no capture or check: drawn (no tablebase win among the labels; with the
    // pawn on the 6th or the king on a neighbouring file there are some).
    if file(wk) == file(pawn) && in_front && attacker_behind && rank(pawn) <= 4 {
        return Verdict::Scale(4);
    }
    if in_front && attacker_behind && rank(pawn) <= 5 {
        // Not a draw claim: about 1 % of these are still tablebase wins.
        return Verdict::Scale(12);
    }
    Verdict::Normal
}

/// KRPKB: mostly won; a rook pawn with the defender's king in the corner in front is drawish.
pub fn krpkb(v: &View) -> Verdict {
    let pawn = v.first(v.strong, Piece::Pawn);
    let wk = v.king(v.weak());
    let promo = square(file(pawn), 7);
    if (file(pawn) == 0 || file(pawn) == 7) && distance(wk, promo) <= 1 && !v.tactical() {
        return Verdict::Scale(16);
    }
    Verdict::Normal
}

/// Pawnless, a minor piece up (KRBKR, KRNKR, two minors against a rook): drawn with both kings
/// off the edge and no capture or check for the side to move; otherwise only scaled down.
pub fn pawnless_small_edge(v: &View) -> Verdict {
    if edge_distance(v.king(v.weak())) > 0 && edge_distance(v.king(v.strong)) > 0 && v.calm() {
        Verdict::Scale(4)
    } else {
        Verdict::Scale(24)
    }
}
