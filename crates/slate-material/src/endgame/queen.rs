//! Queen endings: queen against pawn, rook or minor, queen against queen, and the KQKRP fortress.

use super::geometry::{distance, file, mating_drive, rank};
use super::{KNOWN_WIN, Verdict, View};
use slate_board::Piece;

/// KQKP: won, except a rook or bishop pawn on the 7th next to its king with the attacking king
/// far away.
pub fn kqkp(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let pawn = v.first(v.weak(), Piece::Pawn);
    let f = file(pawn);
    if rank(pawn) == 1
        && matches!(f, 0 | 2 | 5 | 7)
        && distance(wk, pawn) == 1
        && distance(sk, pawn) > 3
        && v.calm()
    {
        return Verdict::Scale(8);
    }
    Verdict::Score(KNOWN_WIN / 2 + value - 20 * distance(sk, pawn) + 10 * rank(pawn))
}

/// KQKR, KQKB, KQKN: won; drive the king to the edge, keep the defender's piece away from it.
pub fn kqkx(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    Verdict::Score(KNOWN_WIN / 2 + value + mating_drive(wk, sk))
}

/// KQKQ: drawish in quiet positions (scaled, not claimed: a check often wins the queen).
pub fn kqkq(v: &View) -> Verdict {
    if v.tactical() {
        Verdict::Normal
    } else {
        Verdict::Scale(16)
    }
}

/// KQKRP: the fortress. The rook defended by its pawn on the defender's 3rd rank, the pawn on
/// its 2nd, the king next to them and the attacker's king not behind the pawn.
pub fn kqkrp(v: &View) -> Verdict {
    let pawn = v.first(v.weak(), Piece::Pawn);
    let rook = v.first(v.weak(), Piece::Rook);
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    // Relative to the strong side the defender's 2nd rank is rank 6, its 3rd rank 5.
    let defended = rank(rook) == rank(pawn) - 1 && (file(rook) - file(pawn)).abs() == 1;
    if rank(pawn) == 6
        && defended
        && distance(wk, pawn) <= 1
        && rank(sk) < rank(rook)
        && !v.tactical()
    {
        return Verdict::Scale(4);
    }

    Verdict::Normal
}

/// Queen against two minors: usually won for the queen (two bishops hold more often than
/// knights); in quiet positions drive the king to the edge and keep the minors apart.
pub fn kqkmm(v: &View, value: i32) -> Verdict {
    if v.tactical() {
        return Verdict::Normal;
    }
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let minors =
        v.board.colors(v.weak()) & (v.board.pieces(Piece::Knight) | v.board.pieces(Piece::Bishop));
    let apart: i32 = minors.into_iter().map(|sq| distance(v.rel(sq), wk)).sum();
    Verdict::Score((value / 2).max(100) + mating_drive(wk, sk) / 2 + 10 * apart)
}

/// Two rooks against a queen: balanced material, scaled down in quiet positions (no claim:
/// both sides have winning tactics).
pub fn krrkq(v: &View) -> Verdict {
    if v.tactical() {
        Verdict::Normal
    } else {
        Verdict::Scale(32)
    }
}
