//! Rooks on open and half-open files and on the seventh rank; knight and bishop outposts; bishops
//! hemmed in by their own pawns on their square colour; minors right behind a pawn.

use crate::board::{BitBoard, Board, Color, Piece, Rank};
use crate::eval::bits::{attack_span, rel_rank, up};
use crate::eval::params::{
    BAD_BISHOP, BISHOP_OUTPOST, KNIGHT_OUTPOST, MINOR_BEHIND_PAWN, ROOK_OPEN, ROOK_SEMI_OPEN,
    ROOK_SEVENTH,
};
use crate::eval::{Group, Info, Sink};

pub fn evaluate<S: Sink>(b: &Board, info: &mut Info, sink: &mut S) {
    for c in Color::ALL {
        let us = c as usize;
        let them = !c as usize;
        let own_pawns = info.pawns[us];
        let enemy_pawns = info.pawns[them];
        for sq in b.colored_pieces(c, Piece::Rook) {
            let file = sq.file().bitboard();
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
        for sq in b.colored_pieces(c, Piece::Bishop) {
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
