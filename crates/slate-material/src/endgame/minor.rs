//! Minor-piece endings: knights, bishops with pawns, minor against minor or pawn.

use super::geometry::{distance, edge_distance, file, is_light, mating_drive, rank, square};
use super::{Verdict, View};
use slate_board::Piece;

/// Both kings off the edge: no mate is even possible next move, so a material draw is exact.
fn kings_off_edge(v: &View) -> bool {
    edge_distance(v.king(v.strong)) > 0 && edge_distance(v.king(v.weak())) > 0
}

/// KNNK: two knights cannot force mate. Exact once the defender's king is off the edge (mates
/// need it there); with it on the edge a helpmate exists, so only scale.
pub fn knnk(v: &View) -> Verdict {
    if edge_distance(v.king(v.weak())) > 0 {
        Verdict::Draw
    } else {
        Verdict::Scale(0)
    }
}

/// KBKB, KBKN, KNKN: no side can force anything.
pub fn minor_vs_minor(v: &View) -> Verdict {
    if kings_off_edge(v) {
        Verdict::Draw
    } else {
        Verdict::Scale(0)
    }
}

/// KNNKP: the knights win only when a knight blockades the pawn behind the Troitzky line
/// (the defender's pawn not beyond its 4th rank, here: relative rank ≥ 4 from the strong side).
/// Such a win often takes longer than the 50-move rule allows, so it is scored as good winning
/// chances (a quarter of the material, with a drive of the king to the edge), not as a won ending
/// and not at whatever the evaluation's weights make of two knights.
pub fn knnkp(v: &View, value: i32) -> Verdict {
    let pawn = v.first(v.weak(), Piece::Pawn);
    let blockaded = v
        .pieces(v.strong, Piece::Knight)
        .into_iter()
        .any(|sq| v.rel(sq) + 8 == pawn || (pawn >= 8 && v.rel(sq) == pawn - 8));
    if blockaded && rank(pawn) >= 4 {
        let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
        Verdict::Score((value + mating_drive(wk, sk)) / 4)
    } else {
        Verdict::Scale(4)
    }
}

/// KBBKN: the bishops win in most quiet positions: drive the king to a corner, keep the knight
/// away from it.
pub fn kbbkn(v: &View, value: i32) -> Verdict {
    let (sk, wk) = (v.king(v.strong), v.king(v.weak()));
    let knight = v.first(v.weak(), Piece::Knight);
    let bishops = v.pieces(v.strong, Piece::Bishop);
    let light = bishops.into_iter().filter(|&sq| is_light(sq as u8)).count();
    if light != 1 {
        return Verdict::Scale(8);
    }
    Verdict::Score(value + 150 + mating_drive(wk, sk) + 10 * distance(wk, knight))
}

/// A pawn against a knight or bishop (the pawn's side is strong): the piece holds when the
/// defender's king stands in front of the pawn or the piece controls its path; only a runner wins.
pub fn pawn_vs_minor(v: &View) -> Verdict {
    let pawn = v.first(v.strong, Piece::Pawn);
    let wk = v.king(v.weak());
    let promo = square(file(pawn), 7);
    if file(wk) == file(pawn) && rank(wk) > rank(pawn) && !v.tactical() {
        return Verdict::Scale(0);
    }
    // The defender's king close to a pawn that is still far from promotion, with a bishop (a
    // knight can be dominated: the labels show wins there).
    let bishop = !v.pieces(v.weak(), Piece::Bishop).is_empty();
    if bishop && distance(wk, pawn) <= 2 && rank(pawn) <= 4 && !v.tactical() {
        return Verdict::Scale(0);
    }
    // The piece's side to move can take the pawn: what is left cannot win for anyone.
    if !v.strong_to_move() && v.board.checkers().is_empty() {
        let pawns = v.board.colored_pieces(v.strong, Piece::Pawn);
        let mut takes = false;
        v.board.generate_moves(|mvs| {
            takes |= !(mvs.to & pawns).is_empty();
            takes
        });
        if takes {
            return Verdict::Scale(0);
        }
    }
    // Outside the square of the pawn and not to move: still scale a little, the piece may catch it.
    let moves_to_promo = 7 - rank(pawn) - i32::from(rank(pawn) == 1);
    let tempo = i32::from(!v.strong_to_move());
    if distance(wk, promo) - tempo > moves_to_promo {
        return Verdict::Normal;
    }
    Verdict::Scale(16)
}

/// KNPK: a rook pawn on the 7th with the defender in the corner in front of it is drawn.
pub fn knpk(v: &View) -> Verdict {
    let pawn = v.first(v.strong, Piece::Pawn);
    let wk = v.king(v.weak());
    let promo = square(file(pawn), 7);
    if (file(pawn) == 0 || file(pawn) == 7)
        && rank(pawn) == 6
        && distance(wk, promo) <= 1
        && !v.tactical()
    {
        return Verdict::Scale(0);
    }
    Verdict::Normal
}

/// Bishop and pawns against the bare king: rook pawns only, the bishop not controlling the
/// promotion square and the defender's king next to it: draw.
pub fn kbpsk(v: &View) -> Verdict {
    let pawns = v.pieces(v.strong, Piece::Pawn);
    let files: Vec<i32> = pawns.into_iter().map(|sq| file(v.rel(sq))).collect();
    let first = files.first().copied().unwrap_or(1);
    if (first == 0 || first == 7) && files.iter().all(|&f| f == first) {
        let promo = square(first, 7);
        let bishop = v.first(v.strong, Piece::Bishop);
        let wk = v.king(v.weak());
        if is_light(bishop) != is_light(promo) && distance(wk, promo) <= 1 && !v.tactical() {
            return Verdict::Scale(0);
        }
    }
    Verdict::Normal
}

/// KBPKB: the defender's king on the pawn's path on a square the attacking bishop cannot touch,
/// or opposite-coloured bishops with the defender's bishop or king controlling the path: draw.
pub fn kbpkb(v: &View) -> Verdict {
    if v.tactical() {
        return Verdict::Normal;
    }
    let pawn = v.first(v.strong, Piece::Pawn);
    let sb = v.first(v.strong, Piece::Bishop);
    let wb = v.first(v.weak(), Piece::Bishop);
    let wk = v.king(v.weak());
    let in_front = file(wk) == file(pawn) && rank(wk) > rank(pawn);
    if in_front && is_light(wk) != is_light(sb) {
        return Verdict::Scale(0);
    }
    if is_light(sb) != is_light(wb) {
        // The defending bishop stands on the path's diagonal: it can give itself for the pawn.
        let path = (rank(pawn) + 1..8).map(|r| square(file(pawn), r));
        let covered = path.clone().any(|sq| {
            sq != wb
                && (file(sq) - file(wb)).abs() == (rank(sq) - rank(wb)).abs()
                && is_light(sq) == is_light(wb)
        });
        if in_front || (covered && distance(wk, pawn) <= 4) {
            return Verdict::Scale(2);
        }
        return Verdict::Scale(16);
    }
    Verdict::Normal
}

/// KBPKN: the defender's king in front of the pawn on a square the bishop cannot touch.
pub fn kbpkn(v: &View) -> Verdict {
    let pawn = v.first(v.strong, Piece::Pawn);
    let sb = v.first(v.strong, Piece::Bishop);
    let wk = v.king(v.weak());
    if file(wk) == file(pawn) && rank(wk) > rank(pawn) && is_light(wk) != is_light(sb) {
        return Verdict::Scale(8);
    }
    Verdict::Normal
}

/// One bishop each and pawns: opposite colours draw unless the pawn majority is large.
pub fn opposite_bishops(v: &View) -> Verdict {
    let sb = v.first(v.strong, Piece::Bishop);
    let wb = v.first(v.weak(), Piece::Bishop);
    if is_light(sb) == is_light(wb) {
        return Verdict::Normal;
    }
    let majority =
        v.pieces(v.strong, Piece::Pawn).len() as i32 - v.pieces(v.weak(), Piece::Pawn).len() as i32;
    Verdict::Scale(match majority {
        i32::MIN..=0 => 8,
        1 => 16,
        2 => 32,
        _ => 48,
    })
}
