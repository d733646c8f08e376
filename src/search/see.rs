//! Static exchange evaluation: the material outcome of the capture sequence on one square,
//! each side capturing with its least valuable attacker and free to stop.

use crate::board::{BitBoard, Board, Color, Move, Piece, Position, Rank, Square};
use crate::eval::SEE_VALUES;
use cozy_chess::{
    get_bishop_moves, get_king_moves, get_knight_moves, get_pawn_attacks, get_rook_moves,
};

fn attackers(board: &Board, sq: Square, occupied: BitBoard) -> BitBoard {
    let diagonal = board.pieces(Piece::Bishop) | board.pieces(Piece::Queen);
    let orthogonal = board.pieces(Piece::Rook) | board.pieces(Piece::Queen);
    ((get_pawn_attacks(sq, Color::White) & board.colored_pieces(Color::Black, Piece::Pawn))
        | (get_pawn_attacks(sq, Color::Black) & board.colored_pieces(Color::White, Piece::Pawn))
        | (get_knight_moves(sq) & board.pieces(Piece::Knight))
        | (get_king_moves(sq) & board.pieces(Piece::King))
        | (get_bishop_moves(sq, occupied) & diagonal)
        | (get_rook_moves(sq, occupied) & orthogonal))
        & occupied
}

/// True when the exchange started by `mv` gains at least `threshold` centipawns for the mover.
#[inline]
pub fn see_ge(pos: &Position, mv: Move, threshold: i32) -> bool {
    see_ge_with(pos, mv, threshold, &SEE_VALUES)
}

/// [`see_ge`] with other piece values (pawn … king), e.g. the round values of a test suite.
pub fn see_ge_with(pos: &Position, mv: Move, threshold: i32, values: &[i32; 6]) -> bool {
    if pos.is_castling(mv) {
        return threshold <= 0;
    }
    let board = pos.board();
    let promotion_gain = |piece: Piece| values[piece as usize] - values[Piece::Pawn as usize];
    let mut first = pos.captured_piece(mv).map_or(0, |p| values[p as usize]);
    if let Some(promo) = mv.promotion {
        first += promotion_gain(promo);
    }
    let mut on_square = mv
        .promotion
        .unwrap_or_else(|| board.piece_on(mv.from).expect("a move starts on a piece"));
    // Quick answers: even winning everything is too little, or losing the mover is still enough
    // (unless a recapturing pawn would promote and lose us more than the mover).
    let last_rank = mv.to.rank() == Rank::First || mv.to.rank() == Rank::Eighth;
    if first < threshold {
        return false;
    }
    if !last_rank && first - values[on_square as usize] >= threshold {
        return true;
    }

    let mut occupied = board.occupied() ^ mv.from.bitboard() | mv.to.bitboard();
    if pos.is_en_passant(mv) {
        occupied ^= Square::new(mv.to.file(), mv.from.rank()).bitboard();
    }
    // gains[d]: the net gain of the side making capture d, if the exchange stopped after it.
    let mut gains = [0i32; 32];
    gains[0] = first;
    let mut depth = 0;
    let mut attackers_now = attackers(board, mv.to, occupied);
    let mut side = !board.side_to_move();
    while depth + 1 < gains.len() {
        attackers_now &= occupied;
        let ours = attackers_now & board.colors(side);
        let Some(piece) = LEAST_VALUABLE_FIRST
            .into_iter()
            .find(|&p| !(ours & board.pieces(p)).is_empty())
        else {
            break;
        };
        // The king may only take last: if the other side still attacks, the capture is illegal.
        if piece == Piece::King && !(attackers_now & board.colors(!side)).is_empty() {
            break;
        }
        depth += 1;
        gains[depth] = values[on_square as usize] - gains[depth - 1];
        on_square = piece;
        if piece == Piece::Pawn && last_rank {
            gains[depth] += promotion_gain(Piece::Queen);
            on_square = Piece::Queen;
        }
        let from = (ours & board.pieces(piece))
            .next_square()
            .expect("non-empty");
        occupied ^= from.bitboard();
        // Removing a piece may uncover a slider behind it.
        if matches!(piece, Piece::Pawn | Piece::Bishop | Piece::Queen) {
            attackers_now |= get_bishop_moves(mv.to, occupied)
                & (board.pieces(Piece::Bishop) | board.pieces(Piece::Queen));
        }
        if matches!(piece, Piece::Rook | Piece::Queen) {
            attackers_now |= get_rook_moves(mv.to, occupied)
                & (board.pieces(Piece::Rook) | board.pieces(Piece::Queen));
        }
        side = !side;
    }
    // Each side may stop instead of capturing: fold the choices back to the first move.
    while depth > 0 {
        gains[depth - 1] = -(-gains[depth - 1]).max(gains[depth]);
        depth -= 1;
    }
    gains[0] >= threshold
}

const LEAST_VALUABLE_FIRST: [Piece; 6] = [
    Piece::Pawn,
    Piece::Knight,
    Piece::Bishop,
    Piece::Rook,
    Piece::Queen,
    Piece::King,
];

#[cfg(test)]
mod tests;
