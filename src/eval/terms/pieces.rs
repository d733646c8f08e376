//! Rooks on open and half-open files, on the seventh rank, on the enemy queen's file, aimed at the
//! enemy king or shut in by their own king; knight and bishop outposts and distance from their
//! king; bishops hemmed in by their own pawns on their square colour, on a long diagonal, or aimed
//! at the enemy king; minors right behind a pawn.

use crate::eval::bits::{attack_span, distance, rel_rank, up};
use crate::eval::params::{
    BAD_BISHOP, BISHOP_KING_RING, BISHOP_OUTPOST, KING_PROTECTOR, KNIGHT_OUTPOST, LONG_DIAGONAL,
    MINOR_BEHIND_PAWN, ROOK_KING_RING, ROOK_OPEN, ROOK_QUEEN_FILE, ROOK_SEMI_OPEN, ROOK_SEVENTH,
    TRAPPED_ROOK,
};
use slate_board::{BitBoard, Board, Color, Piece, Rank};

/// d4, e4, d5 and e5.
const CENTER: u64 = 0x0000_0018_1800_0000;
use crate::eval::{Group, Info, Sink};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let own_pawns = info.pawns[us];
        let enemy_pawns = info.pawns[them];
        let all_pawns = own_pawns | enemy_pawns;
        let enemy_zone = info.king_zone[them];
        let enemy_queens = b.colored_pieces(!c, Piece::Queen);
        let ksq = info.king[us];
        let area = !(own_pawns | b.colored_pieces(c, Piece::King) | info.pawn_attacks[them]);
        for sq in b.colored_pieces(c, Piece::Rook) {
            let file = sq.file().bitboard();
            let attacks = cozy_chess::get_rook_moves(sq, info.occupied);
            sink.add(
                Group::Pieces,
                c,
                ROOK_QUEEN_FILE,
                (file & enemy_queens).len() as i32,
            );
            if !(file & enemy_zone).is_empty() && (attacks & enemy_zone).is_empty() {
                sink.add(Group::Pieces, c, ROOK_KING_RING, 1);
            }
            // Shut in beside its own king: the king stands between it and the centre.
            if (attacks & area).len() <= 3
                && rel_rank(c, sq) == 0
                && ((ksq.file() as usize) < 4) == ((sq.file() as usize) < (ksq.file() as usize))
            {
                sink.add(Group::Pieces, c, TRAPPED_ROOK, 1);
            }
            if (file & own_pawns).is_empty() {
                let param = if (file & enemy_pawns).is_empty() {
                    ROOK_OPEN
                } else {
                    ROOK_SEMI_OPEN
                };
                sink.add(Group::Pieces, c, param, 1);
            }
            // The seventh matters when it holds enemy pawns or confines the enemy king.
            let seventh = Rank::Seventh.relative_to(c).bitboard();
            let eighth = Rank::Eighth.relative_to(c).bitboard();
            if rel_rank(c, sq) == 6
                && (!(enemy_pawns & seventh).is_empty() || eighth.has(info.king[them]))
            {
                sink.add(Group::Pieces, c, ROOK_SEVENTH, 1);
            }
        }
        for (piece, param) in [
            (Piece::Knight, KNIGHT_OUTPOST),
            (Piece::Bishop, BISHOP_OUTPOST),
        ] {
            for sq in b.colored_pieces(c, piece) {
                let r = rel_rank(c, sq);
                if (3..=5).contains(&r)
                    && info.pawn_attacks[us].has(sq)
                    && enemy_pawns.0 & attack_span(c, sq) == 0
                {
                    sink.add(Group::Pieces, c, param, 1);
                }
            }
        }
        let minors = b.colored_pieces(c, Piece::Knight) | b.colored_pieces(c, Piece::Bishop);
        let shielded = up(c, minors.0) & (own_pawns.0 | enemy_pawns.0);
        sink.add(
            Group::Pieces,
            c,
            MINOR_BEHIND_PAWN,
            shielded.count_ones() as i32,
        );
        for (k, piece) in [Piece::Knight, Piece::Bishop].into_iter().enumerate() {
            for sq in b.colored_pieces(c, piece) {
                sink.add(Group::Pieces, c, KING_PROTECTOR + k, distance(sq, ksq));
            }
        }
        for sq in b.colored_pieces(c, Piece::Bishop) {
            let xray = cozy_chess::get_bishop_moves(sq, all_pawns);
            if (xray.0 & CENTER).count_ones() >= 2 {
                sink.add(Group::Pieces, c, LONG_DIAGONAL, 1);
            }
            if !(xray & enemy_zone).is_empty()
                && (cozy_chess::get_bishop_moves(sq, info.occupied) & enemy_zone).is_empty()
            {
                sink.add(Group::Pieces, c, BISHOP_KING_RING, 1);
            }
            let colour = if BitBoard::DARK_SQUARES.has(sq) {
                BitBoard::DARK_SQUARES
            } else {
                BitBoard::LIGHT_SQUARES
            };
            sink.add(
                Group::Pieces,
                c,
                BAD_BISHOP,
                (own_pawns & colour).len() as i32,
            );
        }
    }
}
